	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	kernel_ecc                      ; -- Begin function kernel_ecc
	.globl	kernel_ecc
	.p2align	2
	.type	kernel_ecc,@function
kernel_ecc:                             ; @kernel_ecc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 35
	s_mov_b32 s33, s32
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
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	v_add_u32_e32 v3, vcc, 60, v6
	v_addc_u32_e32 v4, vcc, 0, v7, vcc
	flat_load_dword v0, v[3:4]
	v_mov_b32_e32 v41, v5
	v_ashrrev_i32_e32 v42, 31, v41
	v_lshlrev_b64 v[3:4], 2, v[41:42]
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	s_mov_b64 s[40:41], s[4:5]
	s_movk_i32 s4, 0x50
	s_movk_i32 s5, 0x78
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
	v_writelane_b32 v40, s55, 21
	v_writelane_b32 v40, s56, 22
	v_writelane_b32 v40, s57, 23
	v_writelane_b32 v40, s58, 24
	s_mov_b32 s45, 0x6f800000
	v_writelane_b32 v40, s59, 25
	v_mov_b32_e32 v56, 0x2f800000
	v_writelane_b32 v40, s60, 26
	v_writelane_b32 v40, s61, 27
	v_writelane_b32 v40, s62, 28
	v_writelane_b32 v40, s63, 29
	v_writelane_b32 v40, s64, 30
	v_writelane_b32 v40, s65, 31
	s_mov_b32 s46, 0x430c0000
	v_writelane_b32 v40, s66, 32
	s_add_i32 s32, s32, 0x9000
	v_writelane_b32 v40, s30, 33
	v_writelane_b32 v40, s31, 34
	v_mov_b32_e32 v47, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z3logf@rel32@lo+4
	s_addc_u32 s55, s55, _Z3logf@rel32@hi+12
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	v_add_u32_e32 v0, vcc, v1, v3
	v_addc_u32_e32 v1, vcc, v2, v4, vcc
	flat_load_dwordx4 v[4:7], v[0:1]
	v_add_u32_e32 v2, vcc, 48, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	flat_load_dwordx4 v[2:5], v[2:3]
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	v_add_u32_e32 v2, vcc, 32, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, 16, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_load_dwordx4 v[6:9], v[2:3]
	s_waitcnt vmcnt(0)
	buffer_store_dword v6, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	flat_load_dwordx4 v[2:5], v[4:5]
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	v_add_u32_e32 v2, vcc, 64, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, s4, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	s_movk_i32 s4, 0x58
	flat_load_dword v4, v[4:5]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	flat_load_dwordx4 v[2:5], v[2:3]
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:260 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	v_add_u32_e32 v2, vcc, s5, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx4 v[60:63], v[2:3]
	v_add_u32_e32 v2, vcc, s4, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	s_movk_i32 s4, 0x88
	v_add_u32_e32 v4, vcc, s4, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	s_movk_i32 s4, 0x68
	v_add_u32_e32 v6, vcc, s4, v0
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	flat_load_dwordx4 v[6:9], v[6:7]
	s_movk_i32 s4, 0x98
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_waitcnt vmcnt(0)
	buffer_store_dword v6, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	flat_load_dwordx4 v[43:46], v[4:5]
	flat_load_dwordx4 v[2:5], v[2:3]
	v_cmp_gt_f32_e64 vcc, |v61|, s45
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	flat_load_dwordx2 v[58:59], v[0:1]
	v_cndmask_b32_e32 v0, 1.0, v56, vcc
	v_mul_f32_e32 v1, v61, v0
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, s46, v1
	v_mul_f32_e32 v0, v0, v1
	s_swappc_b64 s[30:31], s[54:55]
	buffer_store_dword v0, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	v_cmp_gt_f32_e64 vcc, |v62|, s45
	buffer_store_dword v60, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v61, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	v_cndmask_b32_e32 v0, 1.0, v56, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mul_f32_e32 v1, v62, v0
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, s46, v1
	v_mul_f32_e32 v0, v0, v1
	s_swappc_b64 s[30:31], s[54:55]
	v_cmp_gt_f32_e64 vcc, |v43|, s45
	v_mov_b32_e32 v61, v0
	v_cndmask_b32_e32 v0, 1.0, v56, vcc
	v_mul_f32_e32 v1, v43, v0
	v_rcp_f32_e32 v1, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	v_mul_f32_e32 v1, 0x40accccd, v1
	v_mul_f32_e32 v0, v0, v1
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_swappc_b64 s[30:31], s[54:55]
	v_cmp_gt_f32_e64 vcc, |v44|, s45
	buffer_store_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	v_cndmask_b32_e32 v0, 1.0, v56, vcc
	v_mul_f32_e32 v1, v44, v0
	v_rcp_f32_e32 v1, v1
	s_mov_b32 s46, 0x3fe66666
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_mul_f32_e32 v1, s46, v1
	v_mul_f32_e32 v0, v0, v1
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_swappc_b64 s[30:31], s[54:55]
	buffer_store_dword v0, off, s[0:3], s33 offset:268 ; 4-byte Folded Spill
	v_cmp_gt_f32_e64 vcc, |v45|, s45
	buffer_store_dword v43, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v44, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	v_cndmask_b32_e32 v0, 1.0, v56, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mul_f32_e32 v1, v45, v0
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, s46, v1
	v_mul_f32_e32 v0, v0, v1
	s_swappc_b64 s[30:31], s[54:55]
	buffer_store_dword v0, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0x3dcccccd
	s_swappc_b64 s[30:31], s[54:55]
	buffer_store_dword v0, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	v_cvt_f64_f32_e32 v[0:1], v58
	s_mov_b32 s4, 0xd70a3d71
	s_mov_b32 s5, 0x404790a3
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	s_mov_b32 s48, 0x9999999a
	s_mov_b32 s49, 0xbfb99999
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z3expd@rel32@lo+4
	s_addc_u32 s53, s53, _Z3expd@rel32@hi+12
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 0
	v_add_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	buffer_store_dword v0, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:292 ; 4-byte Folded Spill
	v_mul_f64 v[0:1], v[0:1], s[48:49]
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s6, 0xc1300000
	v_mov_b32_e32 v56, v0
	v_div_scale_f32 v0, s[4:5], s6, s6, v58
	v_mov_b32_e32 v57, v1
	v_div_scale_f32 v1, vcc, v58, s6, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z3expf@rel32@lo+4
	s_addc_u32 s47, s47, _Z3expf@rel32@hi+12
	v_mov_b32_e32 v44, v47
	v_rcp_f32_e32 v2, v0
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v3, -v0, v2, 1.0
	v_fma_f32 v2, v3, v2, v2
	v_mul_f32_e32 v3, v1, v2
	v_fma_f32 v4, -v0, v3, v1
	v_fma_f32 v3, v4, v2, v3
	v_fma_f32 v0, -v0, v3, v1
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v0, v0, v2, v3
	v_div_fixup_f32 v0, v0, s6, v58
	s_mov_b64 s[6:7], s[38:39]
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v58, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v59, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_mov_b32 s4, 0xc2200000
	v_mov_b32_e32 v43, v0
                                        ; implicit-def: $vgpr0_vgpr1
                                        ; kill: killed $vgpr0_vgpr1
                                        ; implicit-def: $vgpr0_vgpr1
	v_cmp_le_f32_e32 vcc, s4, v58
                                        ; implicit-def: $vgpr58_vgpr59
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[50:51], exec, s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.1:
	buffer_load_dword v58, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x851eb852
	s_mov_b32 s5, 0x402551eb
	s_mov_b32 s57, 0xc0263333
	s_mov_b32 s56, 0x33333333
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v46, v44
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[58:59], s[4:5]
	v_div_scale_f64 v[2:3], s[4:5], s[56:57], s[56:57], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[56:57], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[56:57], v[0:1]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b32 s4, 0xa3d70a4
	s_mov_b32 s5, 0x3fc0a3d7
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	s_mov_b32 s4, 0xca62757c
	s_mov_b32 s5, 0xbe910318
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	buffer_store_dword v0, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	v_mul_f64 v[0:1], v[58:59], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s57, 0x3fd33333
	v_mul_f64 v[58:59], v[0:1], s[56:57]
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, 0x42000000, v0
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mul_f64 v[0:1], v[0:1], s[48:49]
.LBB0_2:
	s_or_saveexec_b64 s[48:49], s[50:51]
	s_mov_b32 s62, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v63, 0
	s_xor_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB0_4
; %bb.3:
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x33333333
	s_mov_b32 s5, 0xc01b3333
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v47, v44
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, 0x42a00000, v0
	v_cvt_f64_f32_e32 v[0:1], v0
	v_div_scale_f64 v[2:3], s[6:7], s[4:5], s[4:5], v[0:1]
	s_mov_b64 s[6:7], s[38:39]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[4:5], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[4:5], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v46, v43
	v_mov_b32_e32 v43, v61
	buffer_load_dword v61, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x147ae148
	s_mov_b32 s5, 0x3fc147ae
	v_mul_f64 v[2:3], v[0:1], s[4:5]
	s_mov_b32 s4, 0x10624dd3
	s_mov_b32 s5, 0x3fb43958
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_cvt_f32_f64_e32 v63, v[2:3]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[61:62], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s4, 0x66666666
	s_mov_b32 s5, 0x3fd66666
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v60, v1
	v_mul_f64 v[0:1], v[61:62], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s63, 0x4112ebc0
	v_mul_f64 v[0:1], v[0:1], s[62:63]
	s_mov_b32 s4, 0x47ae147b
	s_mov_b32 s5, 0x400c7ae1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_fma_f64 v[0:1], v[59:60], s[4:5], v[0:1]
	s_mov_b32 s4, 0xcb923a2a
	s_mov_b32 s5, 0x3fcf487f
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	buffer_store_dword v0, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	v_mul_f64 v[0:1], v[61:62], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s4, 0x1bef49cf
	s_mov_b32 s5, 0xbfa67b5f
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v60, v1
	v_mul_f64 v[0:1], v[61:62], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s4, 0x4f976cef
	s_mov_b32 s5, 0xbf0236b9
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b32 s4, 0xa3d70a4
	s_mov_b32 s63, 0xc0ff0a40
	s_mov_b32 s5, 0x4042e3d7
	v_add_f64 v[2:3], v[61:62], s[4:5]
	s_mov_b32 s4, 0x51eb851f
	s_mov_b32 s5, 0x4053ceb8
	s_mov_b64 s[6:7], s[38:39]
	v_fma_f64 v[0:1], v[59:60], s[62:63], v[0:1]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mul_f64 v[58:59], v[2:3], v[0:1]
	v_add_f64 v[0:1], v[61:62], s[4:5]
	s_mov_b32 s4, 0x8b439581
	s_mov_b32 s5, 0x3fd3e76c
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], v[58:59]
	s_mov_b32 s4, 0x7fa1a0cf
	s_mov_b32 s5, 0xbf858b82
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[58:59], v[0:1], v[58:59]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], v[58:59]
	v_cvt_f32_f64_e32 v60, v[0:1]
	v_mul_f64 v[0:1], v[61:62], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s4, 0x94467382
	s_mov_b32 s5, 0x3fbf06f6
	v_mul_f64 v[58:59], v[0:1], s[4:5]
	s_mov_b32 s4, 0x851eb852
	s_mov_b32 s5, 0x404411eb
	v_add_f64 v[0:1], v[61:62], s[4:5]
	s_mov_b32 s4, 0x2eb1c433
	s_mov_b32 s5, 0xbfc1a36e
	v_mov_b32_e32 v61, v43
	v_mov_b32_e32 v43, v46
	v_mul_f64 v[0:1], v[0:1], s[4:5]
.LBB0_4:
	s_or_b64 exec, exec, s[48:49]
	buffer_load_dword v46, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_mov_b32 s66, 0x41d5b2df
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v47, v44
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s66, v46
	buffer_store_dword v2, off, s[0:3], s33 offset:392 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b32 s57, 0xbfb47ae1
	s_mov_b32 s56, 0x47ae147b
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], v[58:59]
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z3powff@rel32@lo+4
	s_addc_u32 s51, s51, _Z3powff@rel32@hi+12
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[58:59], v[0:1], v[58:59]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_add_f64 v[4:5], -v[56:57], 1.0
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], v[58:59]
	v_cvt_f64_f32_e32 v[2:3], v43
	v_mul_f64 v[2:3], v[2:3], s[56:57]
	s_mov_b32 s57, 0x3fd47ae1
	v_cvt_f32_f64_e32 v14, v[2:3]
	buffer_load_dword v2, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:292 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f64 v[2:3], v[2:3], s[56:57]
	v_div_scale_f64 v[6:7], s[4:5], v[4:5], v[4:5], v[2:3]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_div_scale_f64 v[10:11], vcc, v[2:3], v[4:5], v[2:3]
	v_mul_f64 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
	s_nop 1
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
	v_div_fixup_f64 v[2:3], v[6:7], v[4:5], v[2:3]
	v_cvt_f32_f64_e32 v2, v[2:3]
	buffer_load_dword v3, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_cvt_f32_f64_e32 v3, v[3:4]
	v_cvt_f32_f64_e32 v4, v[0:1]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, 1.0, v56
	v_mul_f32_e32 v9, v56, v14
	v_mac_f32_e32 v9, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	v_lshlrev_b64 v[0:1], 2, v[41:42]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v10, vcc, v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v11, vcc, v0, v1, vcc
	buffer_store_dword v10, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v11, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_sub_f32_e32 v0, 1.0, v57
	v_mul_f32_e32 v1, v57, v3
	v_mad_f32 v10, v63, v0, -v1
	v_sub_f32_e32 v0, 1.0, v58
	v_mul_f32_e32 v1, v58, v4
	v_mad_f32 v11, v60, v0, -v1
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 0x40400000
	buffer_store_dword v9, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v10, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], s33 offset:364 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v3, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	v_mul_f32_e32 v1, 0x3fe147ae, v0
	v_mul_f32_e32 v1, v57, v1
	v_mul_f32_e32 v1, v58, v1
	v_mul_f32_e32 v0, 0x4163d70a, v0
	v_mul_f32_e32 v0, v57, v0
	v_mul_f32_e32 v0, v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(0)
	v_mad_f32 v2, -v2, s66, v3
	v_mul_f32_e32 v1, v2, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	v_mad_f32 v1, -v61, s66, v3
	v_mul_f32_e32 v0, v1, v0
	v_mov_b32_e32 v62, v4
	buffer_store_dword v1, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0xaf5bac51
	v_mov_b32_e32 v1, 0x4000a453
	buffer_store_dword v2, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	v_mov_b32_e32 v61, v3
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], -1.0
	s_mov_b32 s63, 0x401c0000
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_div_scale_f64 v[2:3], s[4:5], s[62:63], s[62:63], v[0:1]
	s_mov_b32 s4, 0x9999999a
	s_mov_b32 s5, 0xbfb99999
	v_mov_b32_e32 v31, v44
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[62:63], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[62:63], v[0:1]
	v_cvt_f32_f64_e32 v41, v[0:1]
	buffer_load_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b32 s4, -2.0
	s_mov_b32 s5, 0x3fa32acb
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s4, 0x645a1cac
	v_cvt_f64_f32_e32 v[2:3], v41
	s_mov_b32 s5, 0x3fbfdf3b
	v_fma_f64 v[41:42], v[0:1], s[4:5], 1.0
	s_mov_b32 s4, 0xc49ba5e3
	s_mov_b32 s5, 0x3fa2b020
	v_mul_f64 v[59:60], v[2:3], s[4:5]
	v_mul_f32_e32 v0, 0xbd19565e, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[46:47]
	v_cvt_f64_f32_e32 v[0:1], v0
	s_mov_b32 s45, 0x6f800000
	s_mov_b32 s48, 0x40accccd
	v_mov_b32_e32 v63, 0x2f800000
	v_fma_f64 v[0:1], v[59:60], v[0:1], v[41:42]
	buffer_load_dword v56, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b32 s49, 0x41300000
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v57|, s45
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cvt_f32_f64_e32 v41, v[0:1]
	v_mul_f32_e32 v0, 0x3e56d36d, v41
	v_mul_f32_e32 v42, s48, v0
	v_cndmask_b32_e32 v0, 1.0, v63, vcc
	v_mul_f32_e32 v1, v57, v0
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, s49, v1
	v_mul_f32_e32 v0, v0, v1
	v_mov_b32_e32 v1, 4.0
	s_swappc_b64 s[30:31], s[50:51]
	v_add_f32_e32 v0, 1.0, v0
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_cndmask_b32_e32 v1, 1.0, v63, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b32 s64, 0x3e1467e2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_mul_f32_e32 v0, v42, v0
	v_mov_b32_e32 v42, v56
	v_mov_b32_e32 v44, v58
	v_cmp_gt_f32_e64 vcc, |v44|, s45
	v_mul_f32_e32 v2, v1, v0
	v_cndmask_b32_e32 v0, 1.0, v63, vcc
	v_mul_f32_e32 v1, v44, v0
	v_rcp_f32_e32 v1, v1
	buffer_store_dword v2, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	v_mul_f32_e32 v2, s64, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	v_mul_f32_e32 v1, s49, v1
	v_mul_f32_e32 v2, 0x3fd9445f, v41
	v_mul_f32_e32 v0, v0, v1
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v1, 4.0
	v_mov_b32_e32 v43, v57
	v_mov_b32_e32 v45, v59
	v_mul_f32_e32 v41, s48, v2
	s_swappc_b64 s[30:31], s[50:51]
	v_add_f32_e32 v0, 1.0, v0
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_cndmask_b32_e32 v1, 1.0, v63, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	v_mul_f32_e32 v0, v41, v0
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s64, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:316 ; 4-byte Folded Spill
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0x4bda12f
	v_mov_b32_e32 v1, 0x3ff00000
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4sqrtd@rel32@lo+4
	s_addc_u32 s17, s17, _Z4sqrtd@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	s_mov_b32 s57, 0x42480000
	v_add_f32_e32 v0, s57, v61
	v_cvt_f64_f32_e32 v[0:1], v0
	s_mov_b32 s63, 0xc01e0000
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	v_div_scale_f64 v[2:3], s[4:5], s[62:63], s[62:63], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[62:63], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[62:63], v[0:1]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	v_mov_b32_e32 v43, v61
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	s_mov_b32 s4, 0xb7952d23
	s_mov_b32 s5, 0x3f569c23
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v44, v62
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cvt_f32_f64_e32 v56, v[0:1]
	v_add_f32_e32 v0, 0x40e00000, v61
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mul_f64 v[41:42], v[0:1], s[4:5]
	s_mov_b32 s4, 0x916872b0
	s_mov_b32 s5, 0xbfbf7ced
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], -v[0:1], 1.0
	s_mov_b32 s65, 0x41200000
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], v[41:42]
	s_mov_b32 s4, 0x678c005
	s_mov_b32 s5, 0x3f43fd0d
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[41:42], v[0:1], v[41:42]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[41:42], v[2:3], v[0:1], v[41:42]
	v_add_f32_e32 v0, s65, v43
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mul_f64 v[59:60], v[0:1], s[4:5]
	s_mov_b32 s4, 0x28f5c28f
	s_mov_b32 s5, 0x3fc28f5c
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], -1.0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], v[59:60]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[59:60], v[0:1], v[59:60]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], v[59:60]
	v_add_f64 v[0:1], v[41:42], v[0:1]
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	s_mov_b32 s4, 0x66666666
	s_mov_b32 s5, 0x40366666
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 1.0, v63, vcc
	v_mul_f32_e32 v0, v0, v2
	v_rcp_f32_e32 v0, v0
	v_sub_f32_e32 v1, v56, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v3, v2, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:396 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:400 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:404 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:408 ; 4-byte Folded Spill
	v_add_f32_e32 v0, 0x42040000, v43
	v_cvt_f64_f32_e32 v[0:1], v0
	v_div_scale_f64 v[2:3], s[6:7], s[4:5], s[4:5], v[0:1]
	s_mov_b64 s[6:7], s[38:39]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[4:5], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[4:5], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	buffer_store_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	v_mad_f32 v0, -v46, s66, v43
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	buffer_load_dword v56, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z5log10f@rel32@lo+4
	s_addc_u32 s49, s49, _Z5log10f@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v57
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v42, 0x40400000
	v_sub_f32_e32 v41, v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v58
	s_swappc_b64 s[30:31], s[48:49]
	v_sub_f32_e32 v42, v42, v0
	v_cvt_f64_f32_e32 v[0:1], v41
	s_mov_b32 s49, 0xc01ccccc
	s_mov_b32 s48, 0xcccccccd
	s_mov_b32 s61, 0x3fe33333
	v_add_f64 v[0:1], v[0:1], s[48:49]
	s_mov_b32 s60, 0x33333333
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_div_scale_f64 v[2:3], s[4:5], s[60:61], s[60:61], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[60:61], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[60:61], v[0:1]
	s_swappc_b64 s[30:31], s[52:53]
	buffer_store_dword v0, off, s[0:3], s33 offset:328 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	v_cvt_f64_f32_e32 v[0:1], v42
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	v_add_f64 v[0:1], v[0:1], s[48:49]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_div_scale_f64 v[2:3], s[4:5], s[60:61], s[60:61], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[60:61], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[60:61], v[0:1]
	s_swappc_b64 s[30:31], s[52:53]
	buffer_store_dword v0, off, s[0:3], s33 offset:336 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:340 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v56
	v_mac_f32_e32 v0, 0x3c9628cc, v45
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_cndmask_b32_e32 v1, 1.0, v63, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	v_mul_f32_e32 v0, 0x40feeb1d, v0
	v_mul_f32_e32 v0, v1, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_swappc_b64 s[30:31], s[54:55]
	buffer_load_dword v45, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_mov_b32 s63, 0xbff80000
	v_mov_b32_e32 v41, v0
	s_mov_b32 s5, 0xc030b333
	s_mov_b32 s4, s60
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(0)
	v_add_f64 v[0:1], v[45:46], s[62:63]
	v_div_scale_f64 v[2:3], s[6:7], s[4:5], s[4:5], v[0:1]
	s_mov_b64 s[6:7], s[38:39]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[4:5], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[4:5], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	s_mov_b32 s4, 0x9825fc13
	s_mov_b32 s5, 0x3f12d920
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cvt_f32_f64_e32 v42, v[0:1]
	v_add_f32_e32 v0, 0x41f00000, v43
	v_cvt_f64_f32_e32 v[59:60], v0
	v_mul_f64 v[61:62], v[59:60], s[4:5]
	s_mov_b32 s4, 0xfbe76c8b
	s_mov_b32 s5, 0xbfc2f1a9
	v_mul_f64 v[0:1], v[59:60], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], -v[0:1], 1.0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], v[61:62]
	s_mov_b32 s4, 0x6e7a311f
	s_mov_b32 s5, 0x3f212ba1
	v_mul_f64 v[56:57], v[59:60], s[4:5]
	s_mov_b32 s4, 0xbd3c3611
	s_mov_b32 s5, 0x3fb19652
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[61:62], v[0:1], v[61:62]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[61:62], v[2:3], v[0:1], v[61:62]
	v_mul_f64 v[0:1], v[59:60], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], -1.0
	s_mov_b32 s55, 0xc017eb85
	s_mov_b32 s54, 0x1eb851ec
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], v[56:57]
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[56:57], v[0:1], v[56:57]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], v[56:57]
	v_add_f64 v[0:1], v[61:62], v[0:1]
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_load_dword v1, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 1.0, v63, vcc
	v_mul_f32_e32 v0, v0, v2
	v_rcp_f32_e32 v0, v0
	v_sub_f32_e32 v1, v42, v1
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:376 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:384 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:388 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, 48, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_mad_f32 v0, -v41, s66, v43
	buffer_store_dword v2, off, s[0:3], s33 offset:368 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:372 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	v_div_scale_f64 v[0:1], s[4:5], s[54:55], s[54:55], v[45:46]
	s_mov_b32 s4, 0x45a1cac1
	s_mov_b32 s5, 0x401df3b6
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_div_scale_f64 v[4:5], vcc, v[45:46], s[54:55], v[45:46]
	v_mul_f64 v[6:7], v[4:5], v[2:3]
	v_fma_f64 v[0:1], -v[0:1], v[6:7], v[4:5]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[6:7]
	v_div_fixup_f64 v[0:1], v[0:1], s[54:55], v[45:46]
	v_add_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b32 s63, 0x40080000
	v_add_f64 v[59:60], v[45:46], s[62:63]
	s_mov_b32 s63, 0xc02e0000
	v_mov_b32_e32 v62, v46
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v61, v45
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_store_dword v0, off, s[0:3], s33 offset:344 ; 4-byte Folded Spill
	v_div_scale_f64 v[0:1], s[4:5], s[62:63], s[62:63], v[59:60]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_div_scale_f64 v[4:5], vcc, v[59:60], s[62:63], v[59:60]
	v_mul_f64 v[6:7], v[4:5], v[2:3]
	v_fma_f64 v[0:1], -v[0:1], v[6:7], v[4:5]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[6:7]
	v_div_fixup_f64 v[0:1], v[0:1], s[62:63], v[59:60]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b32 s63, 0x4040c000
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cvt_f32_f64_e32 v45, v[0:1]
	v_add_f64 v[0:1], v[61:62], s[62:63]
	s_mov_b32 s63, 0x40240000
	v_div_scale_f64 v[2:3], s[4:5], s[62:63], s[62:63], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[62:63], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[62:63], v[0:1]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[41:42], v[0:1], 1.0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_div_scale_f64 v[0:1], s[4:5], v[41:42], v[41:42], 1.0
	s_mov_b32 s5, 0x402e0000
	s_mov_b32 s4, s62
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_div_scale_f64 v[4:5], vcc, 1.0, v[41:42], 1.0
	v_mul_f64 v[6:7], v[4:5], v[2:3]
	v_fma_f64 v[0:1], -v[0:1], v[6:7], v[4:5]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[6:7]
	v_div_fixup_f64 v[0:1], v[0:1], v[41:42], 1.0
	v_cvt_f32_f64_e32 v46, v[0:1]
	v_div_scale_f64 v[0:1], s[6:7], s[4:5], s[4:5], v[59:60]
	s_mov_b64 s[6:7], s[38:39]
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_div_scale_f64 v[4:5], vcc, v[59:60], s[4:5], v[59:60]
	v_mul_f64 v[6:7], v[4:5], v[2:3]
	v_fma_f64 v[0:1], -v[0:1], v[6:7], v[4:5]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[6:7]
	v_div_fixup_f64 v[0:1], v[0:1], s[4:5], v[59:60]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b32 s5, 0x40220000
	s_mov_b32 s4, s62
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_div_scale_f64 v[2:3], s[6:7], v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[6:7], s[38:39]
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, s[4:5], v[0:1], s[4:5]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], s[4:5]
	s_mov_b32 s5, 0x404e0000
	v_add_f64 v[0:1], v[0:1], 0.5
	v_cvt_f32_f64_e32 v56, v[0:1]
	v_add_f64 v[0:1], v[61:62], s[4:5]
	v_div_scale_f64 v[2:3], s[4:5], s[62:63], s[62:63], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[62:63], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[62:63], v[0:1]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b32 s63, 0x40a77000
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], s[62:63]
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, s[62:63], v[0:1], s[62:63]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[2:3], v[2:3], v[0:1], s[62:63]
	s_mov_b32 s63, 0x403e0000
	v_add_f64 v[2:3], v[2:3], s[62:63]
	s_mov_b32 s63, 0x40a5e000
	v_cvt_f32_f64_e32 v10, v[2:3]
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], s[62:63]
	s_mov_b32 s4, 0x3d088889
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, s[62:63], v[0:1], s[62:63]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_cmp_gt_f32_e64 vcc, |v56|, s45
	v_mov_b32_e32 v5, 0x2f800000
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], s[62:63]
	s_mov_b32 s63, 0x406b8000
	v_add_f64 v[0:1], v[0:1], s[62:63]
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_load_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v45, v4
	v_mov_b32_e32 v4, 0x2f800000
	v_cndmask_b32_e32 v2, 1.0, v4, vcc
	v_mul_f32_e32 v3, v56, v2
	v_rcp_f32_e32 v3, v3
	v_cmp_gt_f32_e64 vcc, |v10|, s45
	v_mul_f32_e32 v1, v1, v3
	v_mul_f32_e32 v3, v2, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:460 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:464 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:468 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:472 ; 4-byte Folded Spill
	buffer_load_dword v60, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	v_cndmask_b32_e32 v2, 1.0, v4, vcc
	v_mul_f32_e32 v3, v10, v2
	v_rcp_f32_e32 v3, v3
	buffer_load_dword v56, off, s[0:3], s33 offset:396 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:400 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:404 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:408 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v1, v46, v60
	v_mul_f32_e32 v1, v1, v3
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v56, v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v44
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v57, vcc, 32, v1
	v_addc_u32_e32 v58, vcc, 0, v2, vcc
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_cndmask_b32_e32 v2, 1.0, v5, vcc
	v_mul_f32_e32 v0, v0, v2
	v_rcp_f32_e32 v0, v0
	v_sub_f32_e32 v1, v46, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v5, v2, v0
	buffer_store_dword v2, off, s[0:3], s33 offset:412 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:416 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:420 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:424 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[43:44], v0
	v_mul_f32_e64 v0, v3, -v3
	v_mul_f32_e32 v0, s4, v0
	v_mul_f32_e32 v0, s4, v0
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[46:47]
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0x3ff80000
	s_mov_b32 s63, 0x400c0000
	v_fma_f64 v[0:1], v[0:1], s[62:63], v[2:3]
	s_mov_b32 s63, 0x40340000
	s_mov_b32 s55, 0xc04d9b85
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	buffer_store_dword v1, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_cvt_f32_f64_e32 v8, v[0:1]
	v_div_scale_f64 v[0:1], s[4:5], v[41:42], v[41:42], s[62:63]
	s_mov_b32 s4, 0x20c49ba
	s_mov_b32 s5, 0x3fce872b
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_div_scale_f64 v[4:5], vcc, s[62:63], v[41:42], s[62:63]
	v_mul_f64 v[6:7], v[4:5], v[2:3]
	v_fma_f64 v[0:1], -v[0:1], v[6:7], v[4:5]
	v_mov_b32_e32 v5, 0x2f800000
	s_nop 0
	v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[6:7]
	v_cmp_gt_f32_e64 vcc, |v8|, s45
	v_cndmask_b32_e32 v2, 1.0, v5, vcc
	v_mul_f32_e32 v3, v8, v2
	v_rcp_f32_e32 v3, v3
	v_mov_b32_e32 v6, v56
	v_div_fixup_f64 v[0:1], v[0:1], v[41:42], s[62:63]
	v_add_f64 v[0:1], v[0:1], s[62:63]
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_sub_f32_e32 v1, v45, v61
	v_mul_f32_e32 v1, v1, v3
	v_mul_f32_e32 v7, v2, v1
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_cndmask_b32_e32 v2, 1.0, v5, vcc
	v_mul_f32_e32 v0, v0, v2
	v_rcp_f32_e32 v0, v0
	v_sub_f32_e32 v1, v46, v62
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v7
	v_mul_f32_e32 v0, v1, v0
	v_mov_b32_e32 v6, v59
	v_mul_f32_e32 v5, v2, v0
	flat_store_dwordx4 v[57:58], v[3:6]
	buffer_store_dword v43, off, s[0:3], s33 offset:452 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v44, off, s[0:3], s33 offset:456 ; 4-byte Folded Spill
	v_add_f64 v[0:1], v[43:44], s[54:55]
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b32 s59, 0x3ff051eb
	s_mov_b32 s58, 0x851eb852
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], s[58:59]
	s_mov_b32 s4, 0x8b439581
	s_mov_b32 s5, 0x4015e76c
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, s[58:59], v[0:1], s[58:59]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], s[58:59]
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_store_dword v0, off, s[0:3], s33 offset:396 ; 4-byte Folded Spill
	buffer_load_dword v56, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:392 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_f64 v[0:1], v[56:57], s[4:5]
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[2:3], v2
	s_mov_b32 s4, 0xfd36f7e4
	s_mov_b32 s5, 0x3fb48fd9
	v_add_f64 v[0:1], v[0:1], -v[2:3]
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s4, 0xe147ae14
	buffer_store_dword v0, off, s[0:3], s33 offset:428 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:432 ; 4-byte Folded Spill
	s_mov_b32 s5, 0xc082927a
	v_add_f64 v[0:1], v[43:44], s[4:5]
	s_mov_b32 s4, 0x2d0e5604
	s_mov_b32 s5, 0x3faf9db2
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s4, 0x6e978d50
	buffer_store_dword v0, off, s[0:3], s33 offset:436 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:440 ; 4-byte Folded Spill
	s_mov_b32 s5, 0x40130312
	v_add_f64 v[0:1], v[43:44], s[4:5]
	s_mov_b32 s4, 0x460aa64c
	s_mov_b32 s5, 0xbfe07525
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_swappc_b64 s[30:31], s[52:53]
	buffer_store_dword v0, off, s[0:3], s33 offset:444 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:448 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 s63, 0x402d0000
	v_add_f64 v[41:42], v[56:57], s[62:63]
	s_mov_b32 s63, 0xc0180000
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(0)
	v_mad_f32 v0, -v0, s66, v61
	buffer_store_dword v0, off, s[0:3], s33 offset:392 ; 4-byte Folded Spill
	v_div_scale_f64 v[0:1], s[4:5], s[62:63], s[62:63], v[41:42]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[2:3], v[0:1]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_fma_f64 v[4:5], -v[0:1], v[2:3], 1.0
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[2:3]
	v_div_scale_f64 v[4:5], vcc, v[41:42], s[62:63], v[41:42]
	v_mul_f64 v[6:7], v[4:5], v[2:3]
	v_fma_f64 v[0:1], -v[0:1], v[6:7], v[4:5]
	s_nop 1
	v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[6:7]
	v_div_fixup_f64 v[0:1], v[0:1], s[62:63], v[41:42]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[2:3], v[0:1], 1.0
	v_add_f64 v[0:1], -v[0:1], 1.0
	s_mov_b32 s55, 0x3fa1eb85
	s_mov_b32 s49, 0x400ccccc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	v_div_scale_f64 v[4:5], s[4:5], v[2:3], v[2:3], 1.0
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
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
	v_div_fixup_f64 v[2:3], v[4:5], v[2:3], 1.0
	v_cvt_f32_f64_e32 v59, v[2:3]
	v_cvt_f64_f32_e32 v[2:3], v59
	v_mul_f64 v[0:1], v[0:1], v[2:3]
	v_mul_f64 v[2:3], v[41:42], s[54:55]
	v_div_scale_f64 v[4:5], s[4:5], v[2:3], v[2:3], v[0:1]
	s_mov_b32 s4, 0x147ae148
	s_mov_b32 s5, 0x404187ae
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_div_scale_f64 v[8:9], vcc, v[0:1], v[2:3], v[0:1]
	v_mul_f64 v[10:11], v[8:9], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
	s_nop 1
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
	v_div_fixup_f64 v[0:1], v[4:5], v[2:3], v[0:1]
	v_cvt_f32_f64_e32 v43, v[0:1]
	v_add_f64 v[0:1], v[56:57], s[4:5]
	v_div_scale_f64 v[2:3], s[4:5], s[48:49], s[48:49], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], s[48:49], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], s[48:49], v[0:1]
	s_swappc_b64 s[30:31], s[52:53]
	v_add_f64 v[0:1], v[0:1], 1.0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
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
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[56:57], v[2:3], v[0:1], 1.0
	v_sub_f32_e32 v0, s57, v61
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_swappc_b64 s[30:31], s[46:47]
	v_add_f32_e32 v0, 1.0, v0
	v_cvt_f64_f32_e32 v[0:1], v0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], s[60:61]
	s_mov_b32 s4, 0x5bc01a37
	s_mov_b32 s5, 0x3fa14120
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, s[60:61], v[0:1], s[60:61]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], s[60:61]
	v_add_f64 v[0:1], v[56:57], v[0:1]
	v_cvt_f32_f64_e32 v56, v[0:1]
	v_mul_f64 v[0:1], v[41:42], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	v_mul_f64 v[0:1], v[0:1], -v[0:1]
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b32 s57, 0x3f947ae1
	v_mov_b32_e32 v2, 0x9eecbfb1
	v_mov_b32_e32 v3, 0x3f942c3c
	v_fma_f64 v[0:1], v[0:1], v[2:3], s[56:57]
	s_mov_b32 s61, 0x3ffb3333
	s_mov_b32 s56, 0x3d19565e
	s_mov_b32 s52, 0xa9fbe76d
	s_mov_b32 s53, 0x3fd5d2f1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	v_div_scale_f64 v[2:3], s[4:5], v[0:1], v[0:1], 1.0
	s_mov_b32 s4, 0xf6944674
	s_mov_b32 s5, 0xbf885f06
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, 1.0, v[0:1], 1.0
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	v_mov_b32_e32 v7, 0x2f800000
	s_nop 0
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_cmp_gt_f32_e64 vcc, |v43|, s45
	v_div_fixup_f64 v[0:1], v[2:3], v[0:1], 1.0
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v1, v59, v4
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v2, 1.0, v7, vcc
	v_mul_f32_e32 v3, v43, v2
	v_rcp_f32_e32 v3, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_mul_f32_e32 v1, v1, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:360 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:364 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v6, v2, v1
	v_cndmask_b32_e32 v2, 1.0, v7, vcc
	v_mul_f32_e32 v0, v0, v2
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[45:46], v[3:6]
	buffer_load_dword v10, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], s33 offset:460 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[0:3], s33 offset:464 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[0:3], s33 offset:468 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[0:3], s33 offset:472 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(8)
	v_sub_f32_e32 v1, v56, v10
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v18, v2, v0
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[2:3], v15
	v_cvt_f64_f32_e32 v[8:9], v11
	v_sub_f32_e32 v6, 1.0, v11
	buffer_store_dword v6, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	v_mul_f64 v[4:5], v[2:3], s[60:61]
	v_mul_f64 v[8:9], v[8:9], s[4:5]
	v_cvt_f64_f32_e32 v[6:7], v6
	v_cvt_f64_f32_e32 v[58:59], v16
	v_add_u32_e32 v0, vcc, 16, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	v_mov_b32_e32 v60, v10
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[8:9]
	v_cvt_f64_f32_e32 v[8:9], v12
	v_sub_f32_e32 v6, 1.0, v12
	buffer_store_dword v6, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	v_cvt_f64_f32_e32 v[6:7], v6
	v_mul_f64 v[8:9], v[8:9], s[4:5]
	s_mov_b64 s[4:5], s[40:41]
	v_mul_f64 v[41:42], v[2:3], s[52:53]
	v_cvt_f32_f64_e32 v19, v[4:5]
	v_mul_f64 v[4:5], v[58:59], s[60:61]
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[8:9]
	v_mov_b32_e32 v6, v18
	v_mov_b32_e32 v7, v19
	v_mov_b32_e32 v9, v21
	v_cvt_f32_f64_e32 v8, v[4:5]
	flat_store_dwordx4 v[0:1], v[6:9]
	v_mul_f32_e32 v0, 0x47bc7280, v61
	v_mul_f32_e32 v1, s56, v0
	v_mul_f32_e32 v0, 0x3b0d8ec9, v1
	v_cvt_f64_f32_e32 v[56:57], v0
	v_add_f32_e32 v0, v61, v61
	v_mov_b32_e32 v43, v1
	v_mul_f32_e32 v0, s56, v0
	buffer_store_dword v43, off, s[0:3], s33 offset:460 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[46:47]
	v_cvt_f64_f32_e32 v[1:2], v0
	s_mov_b32 s4, 0xdd0e5605
	s_mov_b32 s5, 0xbfe3a43f
	v_add_f32_e32 v0, -1.0, v0
	v_fma_f64 v[3:4], v[41:42], v[1:2], s[4:5]
	v_cvt_f64_f32_e32 v[5:6], v0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mul_f64 v[3:4], v[3:4], v[56:57]
	v_div_scale_f64 v[7:8], s[6:7], v[5:6], v[5:6], v[3:4]
	s_mov_b64 s[6:7], s[38:39]
	v_rcp_f64_e32 v[9:10], v[7:8]
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	v_div_scale_f64 v[11:12], vcc, v[3:4], v[5:6], v[3:4]
	v_mul_f64 v[13:14], v[11:12], v[9:10]
	v_fma_f64 v[7:8], -v[7:8], v[13:14], v[11:12]
	s_nop 1
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[13:14]
	v_div_fixup_f64 v[3:4], v[7:8], v[5:6], v[3:4]
	v_cvt_f32_f64_e32 v41, v[3:4]
	v_mul_f64 v[3:4], v[58:59], s[52:53]
	v_fma_f64 v[0:1], v[3:4], v[1:2], s[4:5]
	v_mul_f64 v[0:1], v[0:1], v[56:57]
	v_mov_b32_e32 v56, v61
	v_mov_b32_e32 v57, v62
	v_div_scale_f64 v[2:3], s[4:5], v[5:6], v[5:6], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[7:8], v[2:3]
	v_fma_f64 v[9:10], -v[2:3], v[7:8], 1.0
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_fma_f64 v[9:10], -v[2:3], v[7:8], 1.0
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_div_scale_f64 v[9:10], vcc, v[0:1], v[5:6], v[0:1]
	v_mul_f64 v[11:12], v[9:10], v[7:8]
	v_fma_f64 v[2:3], -v[2:3], v[11:12], v[9:10]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[7:8], v[11:12]
	v_div_fixup_f64 v[0:1], v[2:3], v[5:6], v[0:1]
	v_cvt_f32_f64_e32 v42, v[0:1]
	v_mul_f32_e32 v0, s56, v61
	s_swappc_b64 s[30:31], s[46:47]
	v_cvt_f64_f32_e32 v[6:7], v0
	v_add_f32_e32 v0, -1.0, v0
	v_cvt_f64_f32_e32 v[12:13], v0
	v_mul_f32_e32 v0, 0x3280d959, v43
	buffer_load_dword v43, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b32 s63, 0x3fe80000
	s_mov_b32 s5, 0xc05a4000
	s_mov_b32 s4, s62
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mov_b32_e32 v15, v7
	v_mov_b32_e32 v14, v6
	buffer_store_dword v14, off, s[0:3], s33 offset:476 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v15, off, s[0:3], s33 offset:480 ; 4-byte Folded Spill
	s_mov_b32 s52, 0x3f666666
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_cvt_f64_f32_e32 v[2:3], v44
	v_mul_f64 v[2:3], v[2:3], s[62:63]
	v_fma_f64 v[2:3], v[2:3], v[6:7], s[4:5]
	v_mul_f64 v[2:3], v[2:3], v[0:1]
	v_div_scale_f64 v[4:5], s[6:7], v[12:13], v[12:13], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	v_rcp_f64_e32 v[6:7], v[4:5]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_fma_f64 v[8:9], -v[4:5], v[6:7], 1.0
	v_fma_f64 v[6:7], v[6:7], v[8:9], v[6:7]
	v_div_scale_f64 v[8:9], vcc, v[2:3], v[12:13], v[2:3]
	v_mul_f64 v[10:11], v[8:9], v[6:7]
	v_fma_f64 v[4:5], -v[4:5], v[10:11], v[8:9]
	s_nop 1
	v_div_fmas_f64 v[4:5], v[4:5], v[6:7], v[10:11]
	v_div_fixup_f64 v[2:3], v[4:5], v[12:13], v[2:3]
	buffer_store_dword v12, off, s[0:3], s33 offset:492 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v13, off, s[0:3], s33 offset:496 ; 4-byte Folded Spill
	v_cvt_f32_f64_e32 v62, v[2:3]
	v_cvt_f64_f32_e32 v[2:3], v45
	v_mul_f64 v[2:3], v[2:3], s[62:63]
	v_fma_f64 v[2:3], v[2:3], v[14:15], s[4:5]
	v_mul_f64 v[0:1], v[2:3], v[0:1]
	v_div_scale_f64 v[2:3], s[4:5], v[12:13], v[12:13], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_div_scale_f64 v[6:7], vcc, v[0:1], v[12:13], v[0:1]
	v_mul_f64 v[8:9], v[6:7], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[8:9], v[6:7]
	s_nop 1
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[8:9]
	v_div_fixup_f64 v[0:1], v[2:3], v[12:13], v[0:1]
	v_cvt_f32_f64_e32 v58, v[0:1]
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	v_mul_f32_e32 v0, s52, v41
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v59, v4
	v_mul_f32_e32 v0, v59, v0
	v_mul_f32_e32 v0, v60, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v41, v61, v0
	v_mov_b32_e32 v0, 0x3fe66666
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	v_mul_f32_e32 v1, v0, v41
	v_mov_b32_e32 v5, v0
	v_cvt_f64_f32_e32 v[0:1], v1
	s_mov_b32 s49, 0x3fdccccc
	s_mov_b32 s53, 0x3dccccd0
	v_mov_b32_e32 v3, v59
	v_mul_f64 v[0:1], v[0:1], s[48:49]
	v_mov_b32_e32 v4, v60
	s_mov_b32 s55, 0xaf17d7b2
	s_mov_b32 s60, 0x486be247
	s_mov_b32 s61, 0x447a0000
	buffer_store_dword v5, off, s[0:3], s33 offset:500 ; 4-byte Folded Spill
	v_mov_b32_e32 v41, 0x2f800000
	s_mov_b32 s57, 0x398637bd
	v_cvt_f32_f64_e32 v6, v[0:1]
	v_mul_f32_e32 v0, s53, v42
	v_mul_f32_e32 v0, v3, v0
	v_mul_f32_e32 v0, v4, v0
	buffer_store_dword v6, off, s[0:3], s33 offset:520 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, v2, v0
	v_mul_f32_e32 v0, v5, v0
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mul_f64 v[0:1], v[0:1], s[48:49]
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_store_dword v0, off, s[0:3], s33 offset:516 ; 4-byte Folded Spill
	v_add_f32_e32 v0, v6, v0
	v_mul_f32_e32 v0, s55, v0
	v_mul_f32_e32 v0, s60, v0
	v_mul_f32_e32 v0, s61, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, s52, v62
	v_mul_f32_e32 v0, v3, v0
	v_mul_f32_e32 v0, v4, v0
	v_mul_f32_e32 v0, v61, v0
	v_mul_f32_e32 v0, v5, v0
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mul_f64 v[0:1], v[0:1], s[48:49]
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_store_dword v0, off, s[0:3], s33 offset:524 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, s53, v58
	v_mul_f32_e32 v0, v3, v0
	v_mul_f32_e32 v0, v4, v0
	v_mul_f32_e32 v0, v2, v0
	v_mul_f32_e32 v0, v5, v0
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mul_f64 v[0:1], v[0:1], s[48:49]
	v_cvt_f32_f64_e32 v0, v[0:1]
	buffer_store_dword v0, off, s[0:3], s33 offset:528 ; 4-byte Folded Spill
	buffer_load_dword v60, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v61|, s45
	v_cndmask_b32_e32 v1, 1.0, v41, vcc
	v_mul_f32_e32 v0, v61, v1
	v_rcp_f32_e32 v0, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:484 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:488 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, s57, v0
	v_mul_f32_e32 v0, v1, v0
	v_mov_b32_e32 v1, 0x40400000
	s_swappc_b64 s[30:31], s[50:51]
	v_add_f32_e32 v0, 1.0, v0
	v_rcp_f32_e32 v0, v0
	v_cmp_gt_f32_e64 vcc, |v62|, s45
	v_cndmask_b32_e32 v1, 1.0, v41, vcc
	buffer_store_dword v1, off, s[0:3], s33 offset:504 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:512 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, v62, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	buffer_store_dword v0, off, s[0:3], s33 offset:508 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, s57, v0
	v_mul_f32_e32 v0, v1, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v1, 0x40400000
	s_swappc_b64 s[30:31], s[50:51]
	v_add_f32_e32 v0, 1.0, v0
	v_rcp_f32_e32 v0, v0
	v_mov_b32_e32 v41, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	buffer_store_dword v0, off, s[0:3], s33 offset:536 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, 0x3eb33333, v41
	v_mul_f32_e32 v0, s56, v0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v42, v57
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 0x40400000
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v57, v0
	v_mul_f32_e32 v0, v56, v57
	buffer_store_dword v0, off, s[0:3], s33 offset:532 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 0x40400000
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	v_mul_f32_e32 v0, v56, v58
	buffer_store_dword v0, off, s[0:3], s33 offset:540 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, 0xbf266666, v41
	v_mul_f32_e32 v0, s56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0x430c0000
	v_mov_b32_e32 v1, 0x40400000
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v59, v0
	v_mul_f32_e32 v0, v56, v59
	buffer_store_dword v0, off, s[0:3], s33 offset:548 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, v61, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:544 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, 0x3b6b4635, v59
	s_mov_b32 s46, 0x3da6a3b9
	buffer_store_dword v0, off, s[0:3], s33 offset:552 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, s46, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v1, 0x40400000
	s_swappc_b64 s[30:31], s[50:51]
	v_add_f32_e32 v0, 1.0, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:556 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0x42af0000
	v_mov_b32_e32 v1, 0x40400000
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v60
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v44, v61
	v_mov_b32_e32 v45, v62
	v_mov_b32_e32 v46, v63
	buffer_load_dword v60, off, s[0:3], s33 offset:552 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:556 ; 4-byte Folded Reload
	v_mul_f32_e32 v42, v61, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v1, 0x40400000
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v42, v60, v0
	v_mov_b32_e32 v0, 0x4144a3d7
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, 0x3fe66666
	s_mov_b32 s47, 0x438b4698
	v_mov_b32_e32 v63, v47
	v_mul_f32_e32 v47, v0, v1
	v_mad_f32 v0, v44, s47, 1.0
	v_mac_f32_e32 v42, v47, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:548 ; 4-byte Folded Reload
	s_mov_b32 s56, 0x3fa66666
	v_mac_f32_e32 v42, s56, v57
	v_mac_f32_e32 v42, v57, v1
	s_mov_b32 s4, 0x3e8a3d71
	v_mac_f32_e32 v42, v59, v44
	v_mad_f32 v56, v56, s4, 1.0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v57, 0x3fe66666
	v_mul_f32_e32 v42, v56, v42
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v61, v45, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, 0x40400000
	v_mul_f32_e32 v0, s46, v2
	s_swappc_b64 s[30:31], s[50:51]
	v_add_f32_e32 v0, 1.0, v0
	v_mul_f32_e32 v1, v45, v41
	v_mac_f32_e32 v1, v60, v0
	v_mad_f32 v0, v45, s47, 1.0
	v_mac_f32_e32 v1, v47, v0
	v_mac_f32_e32 v1, s56, v58
	v_mac_f32_e32 v1, v58, v57
	v_mac_f32_e32 v1, v59, v45
	v_mul_f32_e32 v41, v56, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, 0x3fc8f5c3
	v_mov_b32_e32 v1, 0
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], s33 offset:512 ; 4-byte Folded Reload
	v_mul_f32_e32 v1, 0x3f7d70a4, v0
	v_cmp_gt_f32_e64 vcc, |v42|, s45
	v_mov_b32_e32 v4, 0x2f800000
	v_mul_f32_e32 v0, 0x410028f6, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v47, 0x2f800000
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, v2, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:532 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:544 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mad_f32 v2, v2, v57, -v3
	v_mul_f32_e32 v1, v2, v1
	v_cndmask_b32_e32 v2, 1.0, v4, vcc
	v_mul_f32_e32 v3, v42, v2
	v_rcp_f32_e32 v3, v3
	v_cmp_gt_f32_e64 vcc, |v41|, s45
	v_mul_f32_e32 v1, v1, v3
	v_mul_f32_e32 v3, v2, v1
	buffer_store_dword v3, off, s[0:3], s33 offset:532 ; 4-byte Folded Spill
	buffer_load_dword v3, off, s[0:3], s33 offset:536 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v3, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:540 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mad_f32 v3, v3, v57, -v61
	v_mul_f32_e32 v0, v3, v0
	v_cndmask_b32_e32 v3, 1.0, v4, vcc
	v_mul_f32_e32 v4, v41, v3
	v_rcp_f32_e32 v4, v4
	v_mul_f32_e32 v0, v0, v4
	v_mul_f32_e32 v0, v3, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:536 ; 4-byte Folded Spill
	v_mad_f32 v0, v2, v1, v0
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x2f17d7b2, v0
	v_mul_f32_e32 v0, s60, v0
	v_mul_f32_e32 v61, s61, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v59, vcc, 0xb0, v0
	v_addc_u32_e32 v60, vcc, 0, v1, vcc
	v_mov_b32_e32 v0, 0x40166666
	v_mov_b32_e32 v1, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b32 s46, 0x3de147ae
	v_mul_f32_e32 v0, s46, v41
	s_mov_b32 s56, 0x3d89d495
	v_mul_f32_e32 v56, s56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 0x3fcccccd
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, 0x3a03126f
	v_mov_b32_e32 v1, 0x3fcccccd
	v_mul_f32_e32 v58, v42, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v56, v0
	v_add_f32_e32 v0, v42, v56
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b32 s47, 0x3f63d70a
	v_mov_b32_e32 v43, v1
	s_mov_b64 s[4:5], s[40:41]
	v_mul_f32_e32 v42, v58, v0
	v_mul_f32_e32 v0, s47, v41
	v_mul_f32_e32 v41, s56, v0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 0x3fcccccd
	buffer_store_dword v43, off, s[0:3], s33 offset:548 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:552 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_f32_e32 v1, v41, v0
	v_add_f32_e32 v0, v56, v0
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_cndmask_b32_e32 v2, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v2
	v_rcp_f32_e32 v0, v0
	buffer_store_dword v2, off, s[0:3], s33 offset:544 ; 4-byte Folded Spill
	s_mov_b32 s4, 0x4155b2df
	s_mov_b32 s57, 0x396a8577
	v_mul_f32_e32 v0, v1, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:540 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, v2, v0
	v_mac_f32_e32 v0, v43, v42
	v_mul_f32_e32 v0, s55, v0
	v_mul_f32_e32 v0, s60, v0
	v_mul_f32_e32 v0, s61, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:512 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:268 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b32 s59, 0x37e7e2e3
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(0)
	v_mad_f32 v3, -v0, s4, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	buffer_store_dword v3, off, s[0:3], s33 offset:556 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_mad_f32 v0, -v0, s4, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:268 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, s57, v0
	v_mac_f32_e32 v0, s59, v3
	v_mul_f32_e32 v0, s55, v0
	v_mul_f32_e32 v0, s60, v0
	v_mul_f32_e32 v62, s61, v0
	flat_store_dwordx2 v[59:60], v[61:62]
	buffer_load_dword v41, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v41|, s45
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v41, v0
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x3ee66666, v1
	v_mul_f32_e32 v0, v0, v1
	v_mov_b32_e32 v1, 0x40200000
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v5, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_add_f32_e32 v0, 1.0, v0
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_mov_b32_e32 v2, 0x2f800000
	v_cndmask_b32_e32 v1, 1.0, v2, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_mov_b32 s60, 0xbd75c28f
	s_mov_b32 s4, 0x3ba3d70a
	buffer_load_dword v9, off, s[0:3], s33 offset:376 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:380 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:384 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:388 ; 4-byte Folded Reload
	v_mul_f32_e32 v0, 0xc1600000, v0
	v_madak_f32 v0, v1, v0, 0x41700000
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_cndmask_b32_e32 v1, 1.0, v2, vcc
	v_mul_f32_e32 v2, v0, v1
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v0, 0.5, v0
	s_mov_b32 s56, 0x3d75c28f
	s_mov_b64 s[6:7], s[38:39]
	v_mul_f32_e32 v2, s65, v2
	v_mul_f32_e32 v1, v1, v2
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(8)
	v_sub_f32_e32 v2, 1.0, v6
	v_sub_f32_e32 v2, v2, v7
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v0, v57, v0
	v_mul_f32_e32 v4, v57, v57
	v_sub_f32_e32 v2, v2, v8
	v_mul_f32_e32 v3, v6, v0
	v_mul_f32_e32 v1, v4, v1
	v_mul_f32_e32 v4, s60, v7
	v_mad_f32 v3, v2, s4, -v3
	v_mac_f32_e32 v4, v1, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v10, v3, v4
	v_mul_f32_e32 v3, 0xbba3d70a, v8
	v_mac_f32_e32 v3, v0, v7
	v_mul_f32_e32 v0, v2, v1
	v_mad_f32 v0, v8, s56, -v0
	v_sub_f32_e32 v12, v3, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:368 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:372 ; 4-byte Folded Reload
	v_sub_f32_e32 v11, v4, v3
	v_sub_f32_e32 v45, v41, v57
	s_mov_b64 s[4:5], s[40:41]
	buffer_store_dword v63, off, s[0:3], s33 offset:560 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	flat_store_dwordx4 v[0:1], v[9:12]
	v_mul_f32_e32 v0, 0x41c80000, v7
	v_mul_f32_e32 v46, v0, v45
	v_mov_b32_e32 v0, 0x40266666
	v_mov_b32_e32 v1, 0
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_f32_e32 v0, 0x3995f245, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	v_mul_f32_e32 v0, 0x457e10a6, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v1, 0x3fe4bc6a
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	v_mul_f32_e32 v0, 0x3f169696, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v1, 0x3fe4bc6a
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v5, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xba83126f
	buffer_load_dword v60, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	v_mul_f32_e32 v10, 0x4202cccd, v59
	s_mov_b32 s6, 0x42c80000
	v_mov_b32_e32 v22, v56
	s_mov_b32 s5, 0xbcf5c28f
	v_mov_b32_e32 v24, v58
	v_mov_b32_e32 v25, v59
	s_mov_b32 s7, 0x38d1b717
	v_mov_b32_e32 v23, v57
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fmodff@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fmodff@rel32@hi+12
	s_waitcnt vmcnt(8)
	v_mul_f32_e32 v1, s4, v5
	v_mul_f32_e32 v2, s4, v6
	s_mov_b32 s4, 0x3e0f5c29
	v_sub_f32_e32 v11, 0x40f1f3b6, v5
	v_sub_f32_e32 v13, s4, v8
	s_waitcnt vmcnt(4)
	v_sub_f32_e32 v5, s4, v15
	s_mov_b32 s4, 0xbfa66666
	v_mul_f32_e32 v4, 0xb80637bd, v8
	v_sub_f32_e32 v12, 0x3fd33333, v6
	v_sub_f32_e32 v14, v5, v16
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v63, 0xb86f1349, v16
	v_mul_f32_e32 v5, s60, v17
	v_mul_f32_e32 v6, s4, v18
	v_sub_f32_e32 v8, 0x3c8c154d, v17
	v_sub_f32_e32 v9, 0x3f0ea0ea, v18
	buffer_load_dword v16, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_mul_f32_e32 v3, 0xbca0902e, v7
	v_sub_f32_e32 v7, 0x3d8f5c29, v7
	v_mac_f32_e32 v3, v10, v7
	v_mul_f32_e32 v7, s6, v59
	v_mac_f32_e32 v5, v7, v8
	v_mul_f32_e32 v7, s6, v57
	v_mac_f32_e32 v6, v7, v9
	v_mul_f32_e32 v62, 0xb9f12c28, v15
	v_mul_f32_e32 v15, s6, v24
	v_mac_f32_e32 v63, 0x3c809d49, v14
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v8, s5, v17
	v_sub_f32_e32 v9, 0x3e4bc14e, v17
	v_mac_f32_e32 v8, v7, v9
	v_mul_f32_e32 v7, s4, v16
	v_sub_f32_e32 v9, 0x3f9b8034, v16
	s_movk_i32 s4, 0x60
	v_mac_f32_e32 v7, v15, v9
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v9, vcc, s4, v20
	v_addc_u32_e32 v10, vcc, 0, v21, vcc
	flat_store_dwordx4 v[9:10], v[5:8]
	v_sub_f32_e32 v10, 0x3ede24dd, v18
	v_mul_f32_e32 v9, s5, v18
	v_mac_f32_e32 v9, v15, v10
	buffer_load_dword v15, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	v_add_f32_e32 v8, v6, v8
	buffer_load_dword v6, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xbdcb5ac
	s_mov_b32 s5, 0x3ed66e5f
	v_mov_b32_e32 v59, v21
	v_mov_b32_e32 v58, v20
	v_add_f32_e32 v7, v7, v9
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v10, v13, v15
	v_mul_f32_e32 v13, 0x4017ae14, v25
	v_mul_f32_e32 v60, 0xbb5a3c21, v15
	v_mac_f32_e32 v4, v13, v10
	v_mac_f32_e32 v60, 0x3b449ba6, v10
	v_mul_f32_e32 v10, 0x415ccccd, v25
	v_mac_f32_e32 v62, v10, v14
	v_add_f32_e32 v10, v3, v4
	v_add_f32_e32 v10, v60, v10
	v_add_f32_e32 v10, 0, v10
	v_add_f32_e32 v10, v62, v10
	v_add_f32_e32 v10, v63, v10
	v_add_f32_e32 v13, v5, v10
	v_sub_f32_e32 v5, v47, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v15, v6, v5
	v_add_f32_e32 v5, 1.0, v47
	v_add_f32_e32 v0, v5, v0
	v_mul_f32_e32 v5, s7, v42
	v_mac_f32_e32 v1, v5, v11
	v_cvt_f64_f32_e32 v[5:6], v45
	v_cmp_gt_f32_e64 vcc, |v0|, s45
	v_mov_b32_e32 v11, 0x2f800000
	v_cndmask_b32_e32 v16, 1.0, v11, vcc
	v_mul_f64 v[5:6], v[5:6], s[4:5]
	v_mul_f32_e32 v0, v0, v16
	v_rcp_f32_e32 v0, v0
	s_movk_i32 s4, 0x50
	v_mul_f32_e32 v10, 0xc2820000, v19
	v_sub_f32_e32 v14, 0x402ccccd, v19
	v_mul_f32_e32 v15, v15, v0
	v_mul_f32_e32 v0, v16, v15
	v_cvt_f32_f64_e32 v11, v[5:6]
	v_mul_f32_e32 v5, s7, v43
	v_mac_f32_e32 v2, v5, v12
	v_add_u32_e32 v5, vcc, 64, v58
	v_addc_u32_e32 v6, vcc, 0, v59, vcc
	flat_store_dwordx4 v[5:6], v[1:4]
	v_mov_b32_e32 v18, v20
	v_add_u32_e32 v3, vcc, s4, v58
	v_addc_u32_e32 v4, vcc, 0, v59, vcc
	flat_store_dwordx4 v[3:4], v[60:63]
	s_movk_i32 s4, 0x70
	v_mul_f32_e32 v3, s6, v41
	v_mac_f32_e32 v10, v3, v14
	v_add_u32_e32 v3, vcc, s4, v58
	s_mov_b32 s4, 0x2dbcb686
	v_mul_f32_e32 v0, s4, v0
	v_mul_f32_e32 v6, s4, v11
	s_mov_b32 s4, 0x53498bb1
	v_mad_f32 v5, s4, v6, v46
	v_mad_f32 v0, v0, s4, -v5
	v_sub_f32_e32 v11, v0, v10
	buffer_load_dword v5, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:532 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	v_addc_u32_e32 v4, vcc, 0, v59, vcc
	s_movk_i32 s4, 0x80
	v_mov_b32_e32 v19, v21
	s_mov_b64 s[6:7], s[38:39]
	v_mov_b32_e32 v58, v22
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v5, 0x38090725, v0
	v_mov_b32_e32 v0, 0x40400000
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v5, v14, v0
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v5, v12, v0
	buffer_load_dword v12, off, s[0:3], s33 offset:524 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v56, v5, v12
	buffer_load_dword v5, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:536 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:316 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mac_f32_e32 v5, 0x398a95c5, v12
	s_waitcnt vmcnt(1)
	v_mac_f32_e32 v5, v17, v0
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v5, v62, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:528 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v59, v5, v0
	v_mul_f32_e32 v0, s55, v56
	v_mul_f32_e32 v0, 0x4e0ae5a3, v0
	v_sub_f32_e32 v5, v43, v42
	v_mac_f32_e32 v0, 0x3f83c20b, v5
	v_sub_f32_e32 v12, v0, v1
	v_mul_f32_e32 v0, s55, v59
	v_mul_f32_e32 v0, 0x53b05a3b, v0
	v_mul_f32_e32 v0, 0x372de25a, v0
	v_sub_f32_e32 v1, v42, v43
	v_mac_f32_e32 v0, 0x3ce34194, v1
	v_sub_f32_e32 v1, v44, v43
	flat_store_dwordx4 v[3:4], v[9:12]
	v_mac_f32_e32 v0, 0x401eddc4, v1
	v_sub_f32_e32 v0, v0, v2
	buffer_load_dword v47, off, s[0:3], s33 offset:520 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:556 ; 4-byte Folded Reload
	v_add_u32_e32 v4, vcc, s4, v18
	s_mov_b32 s4, 0x564c7d86
	v_sub_f32_e32 v1, v43, v44
	v_addc_u32_e32 v5, vcc, 0, v19, vcc
	v_mul_f32_e32 v1, 0x3d9c6c14, v1
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v47, s59, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:548 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:552 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v47, v2, v3
	buffer_load_dword v63, off, s[0:3], s33 offset:516 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:268 ; 4-byte Folded Reload
	v_mac_f32_e32 v47, -2.0, v14
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v63, s57, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:540 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:544 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v63, v3, v2
	v_mul_f32_e32 v2, s55, v47
	v_mul_f32_e32 v2, 0x4d8ae5a3, v2
	v_sub_f32_e32 v3, v24, v23
	v_mac_f32_e32 v2, 0x42394c0e, v3
	v_mac_f32_e32 v63, -2.0, v17
	v_sub_f32_e32 v3, v2, v8
	v_mul_f32_e32 v2, 0x2ba29560, v46
	v_mac_f32_e32 v3, s4, v2
	v_mov_b32_e32 v2, v61
	buffer_store_dword v60, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v61, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	v_mac_f32_e32 v3, s4, v6
	flat_store_dwordx4 v[4:5], v[0:3]
	v_mov_b32_e32 v61, v25
	v_sub_f32_e32 v1, v23, v24
	v_mov_b32_e32 v60, v24
	buffer_load_dword v43, off, s[0:3], s33 offset:412 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:416 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:420 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:424 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mad_f32 v44, -v16, v15, -v13
	s_movk_i32 s4, 0x90
	v_add_u32_e32 v41, vcc, s4, v18
	s_mov_b64 s[4:5], s[40:41]
	v_addc_u32_e32 v42, vcc, 0, v19, vcc
	v_mul_f32_e32 v0, s55, v63
	v_mul_f32_e32 v0, 0x4aef91cf, v0
	v_mac_f32_e32 v0, 0x3f9fccdb, v1
	v_sub_f32_e32 v1, v25, v24
	v_mac_f32_e32 v0, 0x40b488e8, v1
	v_sub_f32_e32 v43, v0, v7
	v_sub_f32_e32 v0, v60, v61
	v_mac_f32_e32 v44, 0x3e31c1e1, v0
	buffer_load_dword v31, off, s[0:3], s33 offset:560 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v1, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x40a00000
	v_cmp_nge_f32_e32 vcc, s4, v0
	s_mov_b32 s4, 0xeb851eb8
	s_mov_b32 s5, 0x3f9eb851
	v_mov_b32_e32 v0, 0x41180000
	v_cndmask_b32_e64 v0, v0, 0, vcc
	s_mov_b32 s59, 0x3fc851eb
	s_mov_b32 s55, 0x3fb1eb85
	v_readlane_b32 s66, v40, 32
	v_readlane_b32 s65, v40, 31
	v_readlane_b32 s61, v40, 27
	v_readlane_b32 s60, v40, 26
	v_readlane_b32 s57, v40, 23
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
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
	s_add_i32 s32, s32, 0xffff7000
	s_waitcnt vmcnt(4)
	v_mac_f32_e32 v62, s64, v1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, 0x3ca3d70a, v4
	v_mul_f32_e32 v5, v1, v5
	buffer_load_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v22, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:452 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], s33 offset:456 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	v_cvt_f64_f32_e32 v[3:4], v3
	v_mov_b32_e32 v15, v6
	v_readlane_b32 s64, v40, 30
	s_waitcnt vmcnt(9)
	v_cvt_f64_f32_e32 v[1:2], v2
	v_fma_f64 v[1:2], v[1:2], 0.5, v[3:4]
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v3, s56, v22
	v_cvt_f64_f32_e32 v[3:4], v3
	v_readlane_b32 s56, v40, 22
	v_mul_f64 v[1:2], v[1:2], v[3:4]
	s_waitcnt vmcnt(3)
	v_mul_f64 v[1:2], v[1:2], v[17:18]
	v_cvt_f32_f64_e32 v11, v[1:2]
	s_waitcnt vmcnt(0)
	v_mul_f64 v[1:2], v[13:14], s[4:5]
	v_mac_f32_e32 v11, v5, v16
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_mul_f32_e32 v12, v6, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f64 v[1:2], v[1:2], 1.0
	v_div_scale_f64 v[3:4], s[4:5], v[1:2], v[1:2], 1.0
	v_rcp_f64_e32 v[5:6], v[3:4]
	v_fma_f64 v[7:8], -v[3:4], v[5:6], 1.0
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	v_fma_f64 v[7:8], -v[3:4], v[5:6], 1.0
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	v_div_scale_f64 v[7:8], vcc, 1.0, v[1:2], 1.0
	v_mul_f64 v[9:10], v[7:8], v[5:6]
	v_fma_f64 v[3:4], -v[3:4], v[9:10], v[7:8]
	s_nop 1
	v_div_fmas_f64 v[3:4], v[3:4], v[5:6], v[9:10]
	v_div_fixup_f64 v[1:2], v[3:4], v[1:2], 1.0
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_mul_f32_e32 v1, v12, v1
	v_mac_f32_e32 v11, v16, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f64 v[1:2], v[1:2], 1.0
	v_div_scale_f64 v[3:4], s[4:5], v[1:2], v[1:2], s[58:59]
	s_mov_b32 s4, 0x9fbe76c9
	s_mov_b32 s5, 0x3fad2f1a
	v_rcp_f64_e32 v[5:6], v[3:4]
	v_fma_f64 v[7:8], -v[3:4], v[5:6], 1.0
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	v_fma_f64 v[7:8], -v[3:4], v[5:6], 1.0
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	v_div_scale_f64 v[7:8], vcc, s[58:59], v[1:2], s[58:59]
	v_mul_f64 v[9:10], v[7:8], v[5:6]
	v_fma_f64 v[3:4], -v[3:4], v[9:10], v[7:8]
	s_nop 1
	v_div_fmas_f64 v[3:4], v[3:4], v[5:6], v[9:10]
	v_div_fixup_f64 v[1:2], v[3:4], v[1:2], s[58:59]
	v_add_f64 v[1:2], v[1:2], s[4:5]
	v_mul_f64 v[1:2], v[1:2], s[54:55]
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_mul_f32_e32 v2, v15, v15
	v_mul_f32_e32 v1, s46, v1
	v_mul_f32_e32 v12, v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:336 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:340 ; 4-byte Folded Reload
	v_readlane_b32 s46, v40, 12
	s_waitcnt vmcnt(0)
	v_add_f64 v[1:2], v[1:2], 1.0
	v_div_scale_f64 v[3:4], s[6:7], v[1:2], v[1:2], s[58:59]
	v_rcp_f64_e32 v[5:6], v[3:4]
	v_fma_f64 v[7:8], -v[3:4], v[5:6], 1.0
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	v_fma_f64 v[7:8], -v[3:4], v[5:6], 1.0
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	v_div_scale_f64 v[7:8], vcc, s[58:59], v[1:2], s[58:59]
	v_mul_f64 v[9:10], v[7:8], v[5:6]
	v_fma_f64 v[3:4], -v[3:4], v[9:10], v[7:8]
	s_nop 1
	v_div_fmas_f64 v[3:4], v[3:4], v[5:6], v[9:10]
	v_div_fixup_f64 v[1:2], v[3:4], v[1:2], s[58:59]
	v_readlane_b32 s59, v40, 25
	v_readlane_b32 s58, v40, 24
	v_add_f64 v[1:2], v[1:2], s[4:5]
	s_mov_b32 s5, 0x3feccccc
	s_mov_b32 s4, s48
	v_mul_f64 v[1:2], v[1:2], s[54:55]
	v_readlane_b32 s55, v40, 21
	v_readlane_b32 s54, v40, 20
	v_cvt_f32_f64_e32 v1, v[1:2]
	buffer_load_dword v2, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	v_mul_f32_e32 v1, s47, v1
	v_readlane_b32 s47, v40, 13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v2
	v_mul_f32_e32 v1, v2, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:428 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:432 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:436 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:440 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v1, v2, v1
	v_mac_f32_e32 v1, v2, v12
	v_add_f32_e32 v15, v11, v1
	v_mul_f64 v[1:2], v[13:14], s[4:5]
	s_mov_b32 s4, 0xe59f2baa
	s_mov_b32 s5, 0x3fdf7079
	s_waitcnt vmcnt(0)
	v_fma_f64 v[3:4], v[3:4], s[4:5], v[5:6]
	buffer_load_dword v5, off, s[0:3], s33 offset:444 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:448 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_f64 v[5:6], v[5:6], 1.0
	v_div_scale_f64 v[7:8], s[4:5], v[5:6], v[5:6], v[3:4]
	s_brev_b32 s4, 28
	s_mov_b32 s5, 0xc0103333
	v_rcp_f64_e32 v[9:10], v[7:8]
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	v_div_scale_f64 v[11:12], vcc, v[3:4], v[5:6], v[3:4]
	v_mul_f64 v[13:14], v[11:12], v[9:10]
	v_fma_f64 v[7:8], -v[7:8], v[13:14], v[11:12]
	s_nop 1
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[13:14]
	v_div_fixup_f64 v[3:4], v[7:8], v[5:6], v[3:4]
	buffer_load_dword v5, off, s[0:3], s33 offset:396 ; 4-byte Folded Reload
	v_cvt_f32_f64_e32 v3, v[3:4]
	v_mov_b32_e32 v4, 0x2f800000
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v5, v3
	v_cmp_gt_f32_e64 vcc, |v3|, s45
	v_cndmask_b32_e32 v4, 1.0, v4, vcc
	v_mul_f32_e32 v3, v3, v4
	v_rcp_f32_e32 v3, v3
	v_mul_f32_e32 v3, v5, v3
	v_mul_f32_e32 v3, v4, v3
	v_cvt_f64_f32_e32 v[3:4], v3
	v_mul_f64 v[1:2], v[1:2], v[3:4]
	buffer_load_dword v3, off, s[0:3], s33 offset:476 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:480 ; 4-byte Folded Reload
	v_mul_f64 v[1:2], v[1:2], v[17:18]
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_add_f32_e32 v11, v15, v1
	v_cvt_f64_f32_e32 v[1:2], v58
	v_mac_f32_e32 v11, -2.0, v62
	v_mul_f64 v[1:2], v[1:2], s[62:63]
	v_readlane_b32 s63, v40, 29
	v_readlane_b32 s62, v40, 28
	s_waitcnt vmcnt(0)
	v_fma_f64 v[1:2], v[1:2], v[3:4], s[4:5]
	buffer_load_dword v3, off, s[0:3], s33 offset:460 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:492 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:496 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v3, 0x3490f484, v3
	v_cvt_f64_f32_e32 v[3:4], v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, v10
	v_mov_b32_e32 v12, v9
	v_mul_f64 v[1:2], v[1:2], v[3:4]
	v_div_scale_f64 v[3:4], s[4:5], v[9:10], v[9:10], v[1:2]
	s_mov_b32 s4, 0x3dcccccd
	v_rcp_f64_e32 v[5:6], v[3:4]
	v_fma_f64 v[7:8], -v[3:4], v[5:6], 1.0
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	v_fma_f64 v[7:8], -v[3:4], v[5:6], 1.0
	v_fma_f64 v[5:6], v[5:6], v[7:8], v[5:6]
	v_div_scale_f64 v[7:8], vcc, v[1:2], v[9:10], v[1:2]
	v_mul_f64 v[9:10], v[7:8], v[5:6]
	v_fma_f64 v[3:4], -v[3:4], v[9:10], v[7:8]
	s_nop 1
	v_div_fmas_f64 v[3:4], v[3:4], v[5:6], v[9:10]
	v_div_fixup_f64 v[1:2], v[3:4], v[12:13], v[1:2]
	v_cvt_f32_f64_e32 v1, v[1:2]
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v4, v16
	v_mul_f32_e32 v1, v5, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, s53, v2
	v_mul_f32_e32 v1, v19, v1
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v2, s52, v3
	v_mul_f32_e32 v1, v2, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:500 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:344 ; 4-byte Folded Reload
	v_mov_b32_e32 v5, 0x2f800000
	v_readlane_b32 s53, v40, 19
	v_readlane_b32 s52, v40, 18
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v1, v2, v1
	v_cvt_f64_f32_e32 v[1:2], v1
	v_mul_f64 v[1:2], v[1:2], s[48:49]
	v_readlane_b32 s49, v40, 15
	v_readlane_b32 s48, v40, 14
	v_cvt_f32_f64_e32 v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, 0x38e6afce, v3
	v_mul_f32_e32 v3, 0x3a694ee4, v3
	v_mul_f32_e32 v3, v4, v3
	v_add_f32_e32 v1, v11, v1
	v_mac_f32_e32 v3, v4, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:488 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:504 ; 4-byte Folded Reload
	v_add_f32_e32 v1, v3, v1
	buffer_load_dword v3, off, s[0:3], s33 offset:484 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v2, s4, v2
	s_waitcnt vmcnt(0)
	v_mad_f32 v2, v3, v2, 1.0
	v_cmp_gt_f32_e64 vcc, |v2|, s45
	v_cndmask_b32_e32 v3, 1.0, v5, vcc
	v_mul_f32_e32 v2, v2, v3
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x3c459210, v2
	v_mul_f32_e32 v2, v3, v2
	buffer_load_dword v3, off, s[0:3], s33 offset:508 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s4, v3
	v_mad_f32 v3, v4, v3, 1.0
	v_cmp_gt_f32_e64 vcc, |v3|, s45
	v_cndmask_b32_e32 v4, 1.0, v5, vcc
	v_mul_f32_e32 v3, v3, v4
	v_rcp_f32_e32 v3, v3
	v_readlane_b32 s4, v40, 33
	v_readlane_b32 s5, v40, 34
	v_readlane_b32 s45, v40, 11
	v_mul_f32_e32 v3, 0x3dc7d0d0, v3
	v_mul_f32_e32 v3, v4, v3
	buffer_load_dword v4, off, s[0:3], s33 offset:392 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v3, v4
	v_mac_f32_e32 v3, v2, v4
	v_add_f32_e32 v2, v56, v59
	v_mac_f32_e32 v3, 0x3c1374bc, v4
	v_add_f32_e32 v4, v47, v63
	v_add_f32_e32 v2, v3, v2
	v_add_f32_e32 v2, v4, v2
	v_add_f32_e32 v1, v1, v2
	v_sub_f32_e32 v0, v1, v0
	v_xor_b32_e32 v45, 0x80000000, v0
	flat_store_dwordx4 v[41:42], v[43:46]
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:512 ; 4-byte Folded Reload
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v0, vcc, 0xa0, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v3, v4
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[0:1], v[3:6]
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
	v_readlane_b32 s33, v40, 35
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	kernel_ecc, .Lfunc_end0-kernel_ecc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 21712
; NumSgprs: 73
; NumVgprs: 64
; ScratchSize: 16960
; MemoryBound: 0
	.text
	.hidden	kernel_cam                      ; -- Begin function kernel_cam
	.globl	kernel_cam
	.p2align	2
	.type	kernel_cam,@function
kernel_cam:                             ; @kernel_cam
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 3
	s_mov_b32 s33, s32
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
	buffer_store_dword v11, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v12, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_add_u32_e32 v3, vcc, 64, v6
	v_addc_u32_e32 v4, vcc, 0, v7, vcc
	flat_load_dwordx2 v[9:10], v[3:4]
	v_add_u32_e32 v3, vcc, 1, v8
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_mov_b32_e32 v13, v5
	v_add_u32_e32 v3, vcc, v6, v3
	v_addc_u32_e32 v4, vcc, v7, v4, vcc
	v_ashrrev_i32_e32 v14, 31, v13
	flat_load_dwordx4 v[24:27], v[3:4]
	buffer_store_dword v13, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v14, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_mov_b32 s16, 0xe147ae14
	s_mov_b32 s17, 0x3fee147a
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s30, 1
	v_writelane_b32 v40, s31, 2
	s_addk_i32 s32, 0x2800
	v_cvt_f64_f32_e32 v[8:9], v9
	v_div_scale_f64 v[6:7], s[18:19], s[16:17], s[16:17], v[8:9]
	v_lshlrev_b64 v[3:4], 2, v[13:14]
	v_add_u32_e32 v0, vcc, v1, v3
	v_addc_u32_e32 v1, vcc, v2, v4, vcc
	v_add_u32_e32 v2, vcc, 56, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_rcp_f64_e32 v[13:14], v[6:7]
	v_add_u32_e32 v4, vcc, 48, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	v_add_u32_e32 v15, vcc, 32, v0
	v_addc_u32_e32 v16, vcc, 0, v1, vcc
	v_add_u32_e32 v18, vcc, 16, v0
	v_addc_u32_e32 v19, vcc, 0, v1, vcc
	flat_load_dword v17, v[2:3]
	flat_load_dwordx4 v[0:3], v[0:1]
	flat_load_dwordx2 v[4:5], v[4:5]
	flat_load_dwordx4 v[44:47], v[15:16]
	flat_load_dwordx4 v[32:35], v[18:19]
	v_fma_f64 v[15:16], -v[6:7], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_div_scale_f64 v[15:16], vcc, v[8:9], s[16:17], v[8:9]
	v_fma_f64 v[18:19], -v[6:7], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[18:19], v[13:14]
	v_mul_f64 v[18:19], v[15:16], v[13:14]
	v_fma_f64 v[6:7], -v[6:7], v[18:19], v[15:16]
                                        ; implicit-def: $vgpr15_vgpr16
	v_div_fmas_f64 v[6:7], v[6:7], v[13:14], v[18:19]
	v_cmp_ge_f32_e32 vcc, 1.0, v10
	v_div_fixup_f64 v[6:7], v[6:7], s[16:17], v[8:9]
	v_add_f64 v[13:14], v[6:7], 1.0
                                        ; implicit-def: $vgpr6_vgpr7
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_cvt_f64_f32_e32 v[10:11], v10
	s_mov_b32 s18, 0xbc6a7efa
	s_mov_b32 s19, 0xbf889374
	v_div_scale_f64 v[6:7], s[20:21], s[18:19], s[18:19], v[10:11]
	s_mov_b32 s20, 0x33333333
	s_mov_b32 s21, 0x40203333
	v_rcp_f64_e32 v[15:16], v[6:7]
	v_fma_f64 v[18:19], -v[6:7], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_fma_f64 v[18:19], -v[6:7], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_div_scale_f64 v[18:19], vcc, v[10:11], s[18:19], v[10:11]
	v_mul_f64 v[20:21], v[18:19], v[15:16]
	v_fma_f64 v[6:7], -v[6:7], v[20:21], v[18:19]
	s_nop 1
	v_div_fmas_f64 v[6:7], v[6:7], v[15:16], v[20:21]
	v_div_fixup_f64 v[6:7], v[6:7], s[18:19], v[10:11]
	s_mov_b32 s19, 0x3f647ae1
	s_mov_b32 s18, 0x47ae147b
	v_add_f64 v[6:7], v[13:14], v[6:7]
	v_div_scale_f64 v[13:14], s[22:23], s[20:21], s[20:21], v[8:9]
	v_mul_f64 v[6:7], v[6:7], s[18:19]
	s_mov_b32 s19, 0x3fe47ae1
	v_rcp_f64_e32 v[15:16], v[13:14]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_div_scale_f64 v[18:19], vcc, v[8:9], s[20:21], v[8:9]
	v_mul_f64 v[20:21], v[18:19], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[20:21], v[18:19]
	s_nop 1
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[20:21]
	v_div_fixup_f64 v[13:14], v[13:14], s[20:21], v[8:9]
	s_mov_b32 s20, 0x20c49ba
	s_mov_b32 s21, 0x3f96872b
	v_div_scale_f64 v[15:16], s[22:23], s[20:21], s[20:21], v[10:11]
	v_add_f64 v[13:14], v[13:14], 1.0
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_div_scale_f64 v[20:21], vcc, v[10:11], s[20:21], v[10:11]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[15:16], -v[15:16], v[22:23], v[20:21]
	s_nop 1
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[22:23]
	v_div_fixup_f64 v[15:16], v[15:16], s[20:21], v[10:11]
	v_add_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[6:7], v[13:14], v[6:7]
	v_div_scale_f64 v[13:14], s[20:21], s[18:19], s[18:19], v[8:9]
	v_rcp_f64_e32 v[15:16], v[13:14]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_div_scale_f64 v[18:19], vcc, v[8:9], s[18:19], v[8:9]
	v_mul_f64 v[20:21], v[18:19], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[20:21], v[18:19]
	s_nop 1
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[20:21]
	v_div_fixup_f64 v[13:14], v[13:14], s[18:19], v[8:9]
	s_mov_b32 s18, 0x8db8bac7
	s_mov_b32 s19, 0x3f56f006
	v_div_scale_f64 v[15:16], s[20:21], s[18:19], s[18:19], v[10:11]
	v_add_f64 v[13:14], v[13:14], 1.0
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_div_scale_f64 v[20:21], vcc, v[10:11], s[18:19], v[10:11]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[15:16], -v[15:16], v[22:23], v[20:21]
	s_nop 1
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[22:23]
	v_div_fixup_f64 v[15:16], v[15:16], s[18:19], v[10:11]
	s_mov_b32 s18, 0xd2f1a9fc
	s_mov_b32 s19, 0x3fc0624d
	v_add_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[13:14], v[13:14], s[18:19]
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0x402a0000
	v_div_scale_f64 v[15:16], s[20:21], s[18:19], s[18:19], v[8:9]
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_div_scale_f64 v[20:21], vcc, v[8:9], s[18:19], v[8:9]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[15:16], -v[15:16], v[22:23], v[20:21]
	s_nop 1
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[22:23]
	v_div_fixup_f64 v[8:9], v[15:16], s[18:19], v[8:9]
	s_mov_b32 s18, 0x624dd2f
	s_mov_b32 s19, 0xbfc39581
	v_div_scale_f64 v[15:16], s[20:21], s[18:19], s[18:19], v[10:11]
	v_add_f64 v[8:9], v[8:9], 1.0
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_div_scale_f64 v[20:21], vcc, v[10:11], s[18:19], v[10:11]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[15:16], -v[15:16], v[22:23], v[20:21]
	s_nop 1
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[22:23]
	v_div_fixup_f64 v[10:11], v[15:16], s[18:19], v[10:11]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_mul_f64 v[15:16], v[8:9], v[13:14]
                                        ; implicit-def: $vgpr9_vgpr10
                                        ; implicit-def: $vgpr13_vgpr14
                                        ; implicit-def: $vgpr8_vgpr9
.LBB1_2:
	s_or_saveexec_b64 s[16:17], s[16:17]
	s_xor_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_add_f32_e32 v10, -1.0, v10
	s_mov_b32 s18, 0x55555555
	v_cvt_f64_f32_e32 v[10:11], v10
	s_mov_b32 s19, 0xc054d555
	v_add_f64 v[6:7], v[13:14], s[18:19]
	s_mov_b32 s18, 0xeb851eb8
	s_mov_b32 s19, 0x3faeb851
	v_div_scale_f64 v[13:14], s[20:21], s[18:19], s[18:19], v[10:11]
	s_mov_b32 s21, 0x3f647ae1
	s_mov_b32 s20, 0x47ae147b
	v_rcp_f64_e32 v[15:16], v[13:14]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_div_scale_f64 v[18:19], vcc, v[10:11], s[18:19], v[10:11]
	v_mul_f64 v[20:21], v[18:19], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[20:21], v[18:19]
	s_nop 1
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[20:21]
	v_div_fixup_f64 v[13:14], v[13:14], s[18:19], v[10:11]
	s_mov_b32 s19, 0x40203333
	s_mov_b32 s18, 0x33333333
	v_add_f64 v[6:7], v[6:7], v[13:14]
	v_div_scale_f64 v[13:14], s[22:23], s[18:19], s[18:19], v[8:9]
	s_mov_b32 s22, 0x8ba2e8bb
	s_mov_b32 s23, 0x4046ba2e
	v_mul_f64 v[6:7], v[6:7], s[20:21]
	s_mov_b32 s21, 0x3fe47ae1
	v_rcp_f64_e32 v[15:16], v[13:14]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_div_scale_f64 v[18:19], vcc, v[8:9], s[18:19], v[8:9]
	v_mul_f64 v[20:21], v[18:19], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[20:21], v[18:19]
	s_nop 1
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[20:21]
	v_div_fixup_f64 v[13:14], v[13:14], s[18:19], v[8:9]
	s_mov_b32 s19, 0x3fc33333
	v_add_f64 v[13:14], v[13:14], 1.0
	v_add_f64 v[13:14], v[13:14], s[22:23]
	s_mov_b32 s22, 0xb020c49c
	s_mov_b32 s23, 0x3fb16872
	v_div_scale_f64 v[15:16], s[24:25], s[22:23], s[22:23], v[10:11]
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_div_scale_f64 v[20:21], vcc, v[10:11], s[22:23], v[10:11]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[15:16], -v[15:16], v[22:23], v[20:21]
	s_nop 1
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[22:23]
	v_div_fixup_f64 v[15:16], v[15:16], s[22:23], v[10:11]
	v_add_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[6:7], v[13:14], v[6:7]
	v_div_scale_f64 v[13:14], s[22:23], s[20:21], s[20:21], v[8:9]
	s_mov_b32 s22, 0x24924925
	s_mov_b32 s23, 0x40865249
	v_rcp_f64_e32 v[15:16], v[13:14]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_fma_f64 v[18:19], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[18:19], v[15:16]
	v_div_scale_f64 v[18:19], vcc, v[8:9], s[20:21], v[8:9]
	v_mul_f64 v[20:21], v[18:19], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[20:21], v[18:19]
	s_nop 1
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[20:21]
	v_div_fixup_f64 v[13:14], v[13:14], s[20:21], v[8:9]
	s_mov_b32 s21, 0x3f747ae1
	v_add_f64 v[13:14], v[13:14], 1.0
	v_add_f64 v[13:14], v[13:14], s[22:23]
	v_div_scale_f64 v[15:16], s[22:23], s[20:21], s[20:21], v[10:11]
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_div_scale_f64 v[20:21], vcc, v[10:11], s[20:21], v[10:11]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[15:16], -v[15:16], v[22:23], v[20:21]
	s_nop 1
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[22:23]
	v_div_fixup_f64 v[15:16], v[15:16], s[20:21], v[10:11]
	s_mov_b32 s20, 0xd2f1a9fc
	s_mov_b32 s21, 0x3fc0624d
	v_add_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[13:14], v[13:14], s[20:21]
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0x402a0000
	v_div_scale_f64 v[15:16], s[22:23], s[20:21], s[20:21], v[8:9]
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_div_scale_f64 v[20:21], vcc, v[8:9], s[20:21], v[8:9]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[15:16], -v[15:16], v[22:23], v[20:21]
	s_nop 1
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[22:23]
	v_div_fixup_f64 v[8:9], v[15:16], s[20:21], v[8:9]
	s_mov_b32 s20, 0x7a24cf7a
	s_mov_b32 s21, 0xc01a24cf
	v_add_f64 v[8:9], v[8:9], 1.0
	v_add_f64 v[8:9], v[8:9], s[20:21]
	v_div_scale_f64 v[15:16], s[20:21], s[18:19], s[18:19], v[10:11]
	v_rcp_f64_e32 v[18:19], v[15:16]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_fma_f64 v[20:21], -v[15:16], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	v_div_scale_f64 v[20:21], vcc, v[10:11], s[18:19], v[10:11]
	v_mul_f64 v[22:23], v[20:21], v[18:19]
	v_fma_f64 v[15:16], -v[15:16], v[22:23], v[20:21]
	s_nop 1
	v_div_fmas_f64 v[15:16], v[15:16], v[18:19], v[22:23]
	v_div_fixup_f64 v[10:11], v[15:16], s[18:19], v[10:11]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_mul_f64 v[15:16], v[8:9], v[13:14]
.LBB1_4:
	s_or_b64 exec, exec, s[16:17]
	v_cvt_f32_f64_e32 v6, v[6:7]
	v_cvt_f32_f64_e32 v7, v[15:16]
	s_mov_b32 s34, 0x6f800000
	v_mov_b32_e32 v9, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v6|, s34
	v_cndmask_b32_e32 v8, 1.0, v9, vcc
	v_cmp_gt_f32_e64 vcc, |v7|, s34
	v_cndmask_b32_e32 v9, 1.0, v9, vcc
	v_mul_f32_e32 v6, v6, v8
	v_mul_f32_e32 v7, v7, v9
	v_rcp_f32_e32 v6, v6
	v_rcp_f32_e32 v7, v7
	s_mov_b32 s15, 0xc3fa0000
	s_mov_b32 s16, 0xb76ae18a
	v_mul_f32_e32 v6, 0x41200000, v6
	v_mul_f32_e32 v7, 0x43fa0000, v7
	v_mul_f32_e32 v6, v8, v6
	v_mul_f32_e32 v7, v9, v7
	v_mul_f32_e32 v8, v12, v12
	v_mul_f32_e32 v10, v8, v7
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v7, s15, v2
	v_mul_f32_e32 v6, v8, v6
	v_mac_f32_e32 v7, v10, v1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, 0xbdcccccd, v32
	buffer_store_dword v7, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	v_sub_f32_e32 v7, v24, v3
	v_mac_f32_e32 v9, v6, v3
	v_sub_f32_e32 v7, v7, v32
	buffer_store_dword v9, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_mul_f32_e32 v9, s15, v33
	s_mov_b32 s15, 0x3be56041
	v_sub_f32_e32 v7, v7, v33
	v_mul_f32_e32 v42, 0xbab78034, v3
	v_mul_f32_e32 v3, s15, v1
	v_mul_f32_e32 v43, s16, v32
	v_mac_f32_e32 v9, v10, v32
	v_mac_f32_e32 v43, v3, v7
	v_mul_f32_e32 v3, s15, v2
	v_mul_f32_e32 v61, s16, v33
	v_mul_f32_e32 v63, 0xc1200000, v1
	buffer_store_dword v9, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	v_mul_f32_e32 v9, s15, v0
	v_mac_f32_e32 v61, v3, v7
	v_sub_f32_e32 v3, v26, v47
	s_mov_b32 s15, 0x42380000
	v_mac_f32_e32 v63, v6, v0
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v0, s15, v0
	v_mul_f32_e32 v58, 0xc4067dd3, v4
	v_sub_f32_e32 v3, v3, v5
	v_mac_f32_e32 v58, v0, v47
	v_mul_f32_e32 v0, s15, v1
	v_mul_f32_e32 v56, 0xc050aa65, v5
	v_sub_f32_e32 v3, v3, v17
	v_mac_f32_e32 v8, v12, v12
	v_mac_f32_e32 v56, v0, v47
	v_mul_f32_e32 v0, s15, v2
	v_mul_f32_e32 v60, 0xbaaa64c3, v17
	v_mad_f32 v3, v8, v3, -v47
	v_mac_f32_e32 v60, v0, v47
	v_sub_f32_e32 v0, 1.0, v34
	buffer_store_dword v3, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	v_mul_f32_e32 v3, 0xbd783e10, v5
	v_sub_f32_e32 v0, v0, v35
	v_mac_f32_e32 v3, v6, v4
	v_sub_f32_e32 v0, v0, v44
	buffer_store_dword v3, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_mul_f32_e32 v3, 0xbb82a766, v17
	v_sub_f32_e32 v0, v0, v45
	s_mov_b32 s15, 0x428357e2
	v_mac_f32_e32 v3, v10, v5
	v_sub_f32_e32 v5, v0, v46
	v_mul_f32_e32 v0, s15, v1
	v_mul_f32_e32 v41, 0xc3a42dda, v34
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	v_mac_f32_e32 v41, v0, v5
	v_add_f32_e32 v0, v35, v44
	v_add_f32_e32 v0, v0, v45
	v_add_f32_e32 v0, v0, v46
	v_mul_f32_e32 v1, v0, v0
	buffer_store_dword v3, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	v_cvt_f64_f32_e32 v[3:4], v1
	s_mov_b32 s16, 0x5fd8adac
	s_mov_b32 s17, 0x3f7e4f76
	v_mul_f32_e32 v6, s15, v2
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 0
	v_mul_f64 v[3:4], v[3:4], s[16:17]
	v_cvt_f64_f32_e32 v[1:2], v0
	s_mov_b32 s16, 0xc28f5c29
	s_mov_b32 s17, 0x3fac28f5
	buffer_store_dword v10, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	v_mul_f32_e32 v47, 0xc0566666, v35
	v_mul_f32_e32 v62, 0xc00ccccd, v35
	v_fma_f64 v[1:2], v[1:2], s[16:17], v[3:4]
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 0x40400000
	v_mac_f32_e32 v42, v9, v7
	v_mac_f32_e32 v47, v10, v34
	v_mac_f32_e32 v62, v6, v5
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3powff@rel32@lo+4
	s_addc_u32 s17, s17, _Z3powff@rel32@hi+12
	v_mov_b32_e32 v57, v25
	v_mov_b32_e32 v59, v27
	buffer_store_dword v32, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v33, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_cvt_f64_f32_e32 v[0:1], v0
	s_mov_b32 s4, 0xeb851eb8
	s_mov_b32 s5, 0x3f8eb851
	v_mul_f32_e32 v2, 0x3fdc28f6, v59
	s_mov_b32 s6, 0x43a42dda
	s_addk_i32 s32, 0xd800
	s_waitcnt vmcnt(0)
	v_fma_f64 v[0:1], v[0:1], s[4:5], v[3:4]
	v_madak_f32 v3, v57, v44, 0x41380000
	v_mul_f32_e32 v4, v44, v2
	v_div_scale_f32 v5, s[4:5], v3, v3, v4
	s_mov_b32 s4, 0x3b5b8bac
	s_mov_b32 s5, 0x3b102de0
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_div_scale_f32 v1, vcc, v4, v3, v4
	v_rcp_f32_e32 v6, v5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v7, -v5, v6, 1.0
	v_fma_f32 v6, v7, v6, v6
	v_mul_f32_e32 v7, v1, v6
	v_fma_f32 v8, -v5, v7, v1
	v_fma_f32 v7, v8, v6, v7
	v_fma_f32 v1, -v5, v7, v1
	buffer_load_dword v5, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v1, v1, v6, v7
	v_mov_b32_e32 v7, 0x2f800000
	v_sub_f32_e32 v10, v41, v47
	v_div_fixup_f32 v1, v1, v3, v4
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v5, v45, v5
	v_mad_f32 v23, v44, s4, -v5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, v46, v9
	v_mad_f32 v14, v45, s6, -v9
	v_madak_f32 v9, v57, v45, 0x41380000
	v_cmp_gt_f32_e64 vcc, |v9|, s34
	v_cndmask_b32_e32 v12, 1.0, v7, vcc
	v_mul_f32_e32 v6, v9, v12
	v_rcp_f32_e32 v6, v6
	v_mul_f32_e32 v5, v2, v45
	v_mul_f32_e32 v8, v46, v8
	v_mad_f32 v13, v44, s5, -v8
	v_mul_f32_e32 v15, v5, v6
	buffer_load_dword v3, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	v_mul_f32_e32 v8, v2, v46
	v_mov_b32_e32 v2, 0x41380000
	v_mac_f32_e32 v2, v57, v46
	v_cmp_gt_f32_e64 vcc, |v2|, s34
	v_cndmask_b32_e32 v17, 1.0, v7, vcc
	buffer_load_dword v7, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v28, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v22, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(6)
	v_sub_f32_e32 v3, v14, v41
	s_mov_b32 s4, 0xd2f1a9fc
	s_mov_b32 s5, 0x3f50624d
	v_mac_f32_e32 v10, v12, v15
	v_cvt_f64_f32_e32 v[10:11], v10
	v_readlane_b32 s34, v40, 0
	v_mul_f64 v[10:11], v[10:11], s[4:5]
	v_mad_f32 v16, v0, v6, -v1
	v_mul_f32_e32 v0, v2, v17
	s_waitcnt vmcnt(5)
	v_sub_f32_e32 v2, v63, v5
	v_sub_f32_e32 v2, v2, v43
	v_rcp_f32_e32 v6, v0
	v_sub_f32_e64 v0, -v63, v42
	v_sub_f32_e32 v2, v2, v56
	v_sub_f32_e32 v0, v0, v58
	v_mac_f32_e32 v2, v57, v3
	v_cvt_f64_f32_e32 v[0:1], v0
	v_cvt_f64_f32_e32 v[2:3], v2
	v_sub_f32_e32 v4, v5, v61
	v_mov_b32_e32 v24, v5
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	v_mul_f64 v[2:3], v[2:3], s[4:5]
	v_sub_f32_e32 v4, v4, v60
	v_sub_f32_e32 v5, v13, v62
	v_mac_f32_e32 v4, v57, v5
	v_cvt_f64_f32_e32 v[4:5], v4
	v_mul_f32_e32 v18, v8, v6
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v6, v43, v7
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_cvt_f32_f64_e32 v1, v[2:3]
	v_mul_f64 v[2:3], v[4:5], s[4:5]
	v_sub_f32_e32 v4, v42, v7
	s_waitcnt vmcnt(3)
	v_sub_f32_e32 v6, v6, v9
	v_cvt_f64_f32_e32 v[4:5], v4
	v_mov_b32_e32 v25, v7
	v_cvt_f64_f32_e32 v[6:7], v6
	v_add_f32_e32 v8, v61, v9
	v_mov_b32_e32 v26, v9
	v_cvt_f64_f32_e32 v[8:9], v8
	v_mul_f64 v[4:5], v[4:5], s[4:5]
	v_mul_f64 v[6:7], v[6:7], s[4:5]
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_mul_f64 v[8:9], v[8:9], s[4:5]
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v19, v56, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v19, v22
	v_add_f32_e32 v21, v60, v22
	v_mov_b32_e32 v27, v20
	v_cvt_f32_f64_e32 v3, v[4:5]
	v_cvt_f32_f64_e32 v4, v[6:7]
	v_cvt_f32_f64_e32 v6, v[10:11]
	v_sub_f32_e32 v11, v23, v14
	v_mad_f32 v11, -v12, v15, v11
	v_sub_f32_e32 v15, v28, v58
	v_cvt_f32_f64_e32 v5, v[8:9]
	v_add_f32_e32 v7, v62, v47
	v_sub_f32_e32 v9, v16, v13
	v_sub_f32_e32 v15, v15, v56
	v_sub_f32_e32 v7, v7, v16
	v_sub_f32_e32 v9, v9, v23
	v_sub_f32_e32 v15, v15, v60
	v_cvt_f64_f32_e32 v[7:8], v7
	v_cvt_f64_f32_e32 v[9:10], v9
	v_cvt_f64_f32_e32 v[11:12], v11
	v_add_f32_e32 v13, v13, v14
	v_cvt_f64_f32_e32 v[15:16], v15
	v_mad_f32 v13, -v17, v18, v13
	v_sub_f32_e32 v17, v58, v20
	v_cvt_f64_f32_e32 v[17:18], v17
	v_mul_f64 v[7:8], v[7:8], s[4:5]
	v_mul_f64 v[9:10], v[9:10], s[4:5]
	v_mul_f64 v[11:12], v[11:12], s[4:5]
	v_mul_f64 v[15:16], v[15:16], s[4:5]
	v_mul_f64 v[17:18], v[17:18], s[4:5]
	v_cvt_f64_f32_e32 v[13:14], v13
	v_cvt_f64_f32_e32 v[19:20], v19
	v_mov_b32_e32 v29, v22
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_cvt_f32_f64_e32 v8, v[9:10]
	v_cvt_f32_f64_e32 v9, v[11:12]
	v_cvt_f32_f64_e32 v11, v[15:16]
	buffer_load_dword v15, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_cvt_f32_f64_e32 v12, v[17:18]
	buffer_load_dword v18, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_cvt_f64_f32_e32 v[21:22], v21
	v_mul_f64 v[13:14], v[13:14], s[4:5]
	v_mul_f64 v[19:20], v[19:20], s[4:5]
	v_mul_f64 v[21:22], v[21:22], s[4:5]
	v_cvt_f32_f64_e32 v10, v[13:14]
	v_cvt_f32_f64_e32 v13, v[19:20]
	v_cvt_f32_f64_e32 v14, v[21:22]
	s_waitcnt vmcnt(2)
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v15, vcc, v18, v15
	s_waitcnt vmcnt(0)
	v_addc_u32_e32 v16, vcc, v17, v16, vcc
	flat_store_dwordx4 v[15:16], v[0:3]
	s_nop 0
	v_add_f32_e32 v2, v24, v63
	v_add_f32_e32 v2, v25, v2
	v_add_f32_e32 v2, v26, v2
	v_add_f32_e32 v2, v28, v2
	v_add_f32_e32 v2, v27, v2
	v_add_f32_e32 v2, v29, v2
	v_add_f32_e32 v0, v57, v57
	v_sub_f32_e32 v1, v23, v47
	v_add_f32_e32 v2, v2, v2
	v_mad_f32 v0, v0, v1, -v2
	v_cvt_f64_f32_e32 v[0:1], v0
	v_add_u32_e32 v2, vcc, 16, v15
	v_addc_u32_e32 v3, vcc, 0, v16, vcc
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	flat_store_dwordx4 v[2:3], v[4:7]
	v_add_u32_e32 v2, vcc, 32, v15
	v_addc_u32_e32 v3, vcc, 0, v16, vcc
	flat_store_dwordx4 v[2:3], v[8:11]
	v_add_u32_e32 v2, vcc, 48, v15
	v_addc_u32_e32 v3, vcc, 0, v16, vcc
	flat_store_dwordx3 v[2:3], v[12:14]
	v_cvt_f32_f64_e32 v2, v[0:1]
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 1
	v_readlane_b32 s5, v40, 2
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, v18, v0
	v_addc_u32_e32 v1, vcc, v17, v1, vcc
	flat_store_dword v[0:1], v2
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
	v_readlane_b32 s33, v40, 3
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	kernel_cam, .Lfunc_end1-kernel_cam
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 5112
; NumSgprs: 73
; NumVgprs: 64
; ScratchSize: 16544
; MemoryBound: 0
	.text
	.protected	kernel_gpu_opencl       ; -- Begin function kernel_gpu_opencl
	.globl	kernel_gpu_opencl
	.p2align	8
	.type	kernel_gpu_opencl,@function
kernel_gpu_opencl:                      ; @kernel_gpu_opencl
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_load_dwordx4 s[52:55], s[8:9], 0x8
	s_load_dwordx2 s[64:65], s[8:9], 0x18
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s44, s40, 40
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_ne_u32_e32 vcc, 0, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[66:67], exec, s[4:5]
	s_cbranch_execz .LBB2_17
; %bb.1:
	v_cmp_eq_u32_e32 vcc, 1, v43
	v_cmp_eq_u32_e64 s[4:5], 0, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[68:69], s[4:5]
	s_cbranch_execz .LBB2_16
; %bb.2:
	s_load_dwordx2 s[16:17], s[64:65], 0x40
	s_mov_b32 s4, 0xe147ae14
	s_mov_b32 s5, 0x3fee147a
	s_load_dwordx8 s[44:51], s[52:53], 0xb8
	s_add_u32 s70, s64, 64
	s_waitcnt lgkmcnt(0)
	v_cvt_f64_f32_e32 v[0:1], s16
	s_load_dword s16, s[52:53], 0xf0
	s_load_dwordx2 s[14:15], s[52:53], 0xe8
	s_load_dwordx4 s[56:59], s[52:53], 0xd8
	s_addc_u32 s71, s65, 0
	v_div_scale_f64 v[2:3], s[6:7], s[4:5], s[4:5], v[0:1]
	v_div_scale_f64 v[8:9], vcc, v[0:1], s[4:5], v[0:1]
	v_rcp_f64_e32 v[4:5], v[2:3]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_fma_f64 v[6:7], -v[2:3], v[4:5], 1.0
	v_fma_f64 v[4:5], v[4:5], v[6:7], v[4:5]
	v_mul_f64 v[6:7], v[8:9], v[4:5]
	v_fma_f64 v[2:3], -v[2:3], v[6:7], v[8:9]
	v_div_fmas_f64 v[2:3], v[2:3], v[4:5], v[6:7]
	v_div_fixup_f64 v[2:3], v[2:3], s[4:5], v[0:1]
	v_cmp_nle_f32_e64 s[4:5], s17, 1.0
	s_and_b64 vcc, exec, s[4:5]
	v_add_f64 v[2:3], v[2:3], 1.0
	s_cbranch_vccnz .LBB2_4
; %bb.3:
	v_cvt_f64_f32_e32 v[4:5], s17
	s_mov_b32 s4, 0xbc6a7efa
	s_mov_b32 s5, 0xbf889374
	s_mov_b32 s18, 0x33333333
	v_div_scale_f64 v[6:7], s[6:7], s[4:5], s[4:5], v[4:5]
	s_mov_b32 s19, 0x40203333
	s_mov_b32 s20, 0x20c49ba
	s_mov_b32 s21, 0x3f96872b
	s_mov_b32 s23, 0x3f647ae1
	s_mov_b32 s22, 0x47ae147b
	s_mov_b32 s24, 0x8db8bac7
	s_mov_b32 s25, 0x3f56f006
	s_mov_b32 s26, 0
	s_mov_b32 s27, 0x402a0000
	s_mov_b32 s28, 0x624dd2f
	s_mov_b32 s29, 0xbfc39581
	v_div_scale_f64 v[45:46], s[6:7], v[4:5], s[20:21], v[4:5]
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_div_scale_f64 v[10:11], vcc, v[4:5], s[4:5], v[4:5]
	v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[12:13], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
	v_div_scale_f64 v[32:33], vcc, v[0:1], s[18:19], v[0:1]
	v_div_fixup_f64 v[6:7], v[6:7], s[4:5], v[4:5]
	v_div_scale_f64 v[8:9], s[4:5], s[18:19], s[18:19], v[0:1]
	v_div_scale_f64 v[10:11], s[4:5], s[20:21], s[20:21], v[4:5]
	v_div_scale_f64 v[14:15], s[4:5], s[24:25], s[24:25], v[4:5]
	v_div_scale_f64 v[16:17], s[4:5], s[26:27], s[26:27], v[0:1]
	v_add_f64 v[6:7], v[2:3], v[6:7]
	v_div_scale_f64 v[18:19], s[4:5], s[28:29], s[28:29], v[4:5]
	v_mul_f64 v[6:7], v[6:7], s[22:23]
	s_mov_b32 s23, 0x3fe47ae1
	v_div_scale_f64 v[12:13], s[4:5], s[22:23], s[22:23], v[0:1]
	v_rcp_f64_e32 v[20:21], v[8:9]
	v_rcp_f64_e32 v[22:23], v[10:11]
	v_rcp_f64_e32 v[26:27], v[14:15]
	v_rcp_f64_e32 v[28:29], v[16:17]
	v_div_scale_f64 v[49:50], s[10:11], v[0:1], s[22:23], v[0:1]
	v_rcp_f64_e32 v[30:31], v[18:19]
	v_div_scale_f64 v[38:39], s[4:5], v[0:1], s[26:27], v[0:1]
	v_rcp_f64_e32 v[24:25], v[12:13]
	v_fma_f64 v[34:35], -v[8:9], v[20:21], 1.0
	v_fma_f64 v[36:37], -v[10:11], v[22:23], 1.0
	v_fma_f64 v[47:48], -v[14:15], v[26:27], 1.0
	v_fma_f64 v[20:21], v[20:21], v[34:35], v[20:21]
	v_fma_f64 v[34:35], -v[16:17], v[28:29], 1.0
	v_fma_f64 v[22:23], v[22:23], v[36:37], v[22:23]
	v_fma_f64 v[26:27], v[26:27], v[47:48], v[26:27]
	v_div_scale_f64 v[36:37], s[8:9], v[4:5], s[24:25], v[4:5]
	v_fma_f64 v[43:44], -v[12:13], v[24:25], 1.0
	v_fma_f64 v[47:48], -v[8:9], v[20:21], 1.0
	v_fma_f64 v[28:29], v[28:29], v[34:35], v[28:29]
	v_fma_f64 v[34:35], -v[10:11], v[22:23], 1.0
	v_fma_f64 v[24:25], v[24:25], v[43:44], v[24:25]
	v_fma_f64 v[43:44], -v[18:19], v[30:31], 1.0
	v_fma_f64 v[20:21], v[20:21], v[47:48], v[20:21]
	v_div_scale_f64 v[47:48], s[12:13], v[4:5], s[28:29], v[4:5]
	v_fma_f64 v[22:23], v[22:23], v[34:35], v[22:23]
	v_fma_f64 v[34:35], -v[16:17], v[28:29], 1.0
	v_fma_f64 v[51:52], -v[12:13], v[24:25], 1.0
	v_fma_f64 v[30:31], v[30:31], v[43:44], v[30:31]
	v_fma_f64 v[43:44], -v[14:15], v[26:27], 1.0
	v_mul_f64 v[53:54], v[45:46], v[22:23]
	v_fma_f64 v[28:29], v[28:29], v[34:35], v[28:29]
	v_fma_f64 v[24:25], v[24:25], v[51:52], v[24:25]
	v_fma_f64 v[51:52], -v[18:19], v[30:31], 1.0
	v_fma_f64 v[26:27], v[26:27], v[43:44], v[26:27]
	v_mul_f64 v[43:44], v[32:33], v[20:21]
	v_fma_f64 v[10:11], -v[10:11], v[53:54], v[45:46]
	v_mul_f64 v[34:35], v[49:50], v[24:25]
	v_fma_f64 v[30:31], v[30:31], v[51:52], v[30:31]
	v_mul_f64 v[51:52], v[36:37], v[26:27]
	v_fma_f64 v[8:9], -v[8:9], v[43:44], v[32:33]
	v_mul_f64 v[32:33], v[38:39], v[28:29]
	v_fma_f64 v[12:13], -v[12:13], v[34:35], v[49:50]
	v_mul_f64 v[45:46], v[47:48], v[30:31]
	v_fma_f64 v[14:15], -v[14:15], v[51:52], v[36:37]
	v_div_fmas_f64 v[8:9], v[8:9], v[20:21], v[43:44]
	s_mov_b64 vcc, s[6:7]
	v_div_fmas_f64 v[10:11], v[10:11], v[22:23], v[53:54]
	s_mov_b64 vcc, s[10:11]
	v_fma_f64 v[16:17], -v[16:17], v[32:33], v[38:39]
	v_div_fmas_f64 v[12:13], v[12:13], v[24:25], v[34:35]
	s_mov_b64 vcc, s[8:9]
	v_div_fmas_f64 v[14:15], v[14:15], v[26:27], v[51:52]
	s_mov_b64 vcc, s[4:5]
	v_fma_f64 v[18:19], -v[18:19], v[45:46], v[47:48]
	s_mov_b32 s4, 0xd2f1a9fc
	s_mov_b32 s5, 0x3fc0624d
	v_div_fmas_f64 v[16:17], v[16:17], v[28:29], v[32:33]
	s_mov_b64 vcc, s[12:13]
	v_div_fixup_f64 v[8:9], v[8:9], s[18:19], v[0:1]
	v_div_fmas_f64 v[18:19], v[18:19], v[30:31], v[45:46]
	v_div_fixup_f64 v[10:11], v[10:11], s[20:21], v[4:5]
	v_div_fixup_f64 v[12:13], v[12:13], s[22:23], v[0:1]
	v_div_fixup_f64 v[14:15], v[14:15], s[24:25], v[4:5]
	v_add_f64 v[8:9], v[8:9], 1.0
	v_div_fixup_f64 v[16:17], v[16:17], s[26:27], v[0:1]
	v_add_f64 v[12:13], v[12:13], 1.0
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_div_fixup_f64 v[4:5], v[18:19], s[28:29], v[4:5]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[14:15], v[16:17], 1.0
	v_mul_f64 v[10:11], v[12:13], s[4:5]
	v_add_f64 v[12:13], v[14:15], v[4:5]
	v_mul_f64 v[4:5], v[8:9], v[6:7]
	s_mov_b64 s[4:5], 0
	v_mul_f64 v[6:7], v[12:13], v[10:11]
	s_branch .LBB2_5
.LBB2_4:
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr4_vgpr5
                                        ; implicit-def: $vgpr6_vgpr7
.LBB2_5:
	s_load_dword s18, s[52:53], 0x8c
	s_load_dwordx4 s[60:63], s[64:65], 0x4
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB2_7
; %bb.6:
	v_add_f32_e64 v4, s17, -1.0
	v_cvt_f64_f32_e32 v[4:5], v4
	s_mov_b32 s4, 0xeb851eb8
	s_mov_b32 s5, 0x3faeb851
	s_mov_b32 s9, 0x40203333
	v_div_scale_f64 v[6:7], s[6:7], s[4:5], s[4:5], v[4:5]
	s_mov_b32 s6, 0x55555555
	s_mov_b32 s7, 0xc054d555
	v_add_f64 v[2:3], v[2:3], s[6:7]
	s_mov_b32 s8, 0x33333333
	s_mov_b32 s12, 0xb020c49c
	s_mov_b32 s11, 0x3f647ae1
	s_mov_b32 s10, 0x47ae147b
	s_mov_b32 s13, 0x3fb16872
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0x402a0000
	v_rcp_f64_e32 v[8:9], v[6:7]
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_div_scale_f64 v[10:11], vcc, v[4:5], s[4:5], v[4:5]
	v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[12:13], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
	v_div_fixup_f64 v[6:7], v[6:7], s[4:5], v[4:5]
	v_div_scale_f64 v[8:9], s[4:5], s[12:13], s[12:13], v[4:5]
	v_add_f64 v[2:3], v[2:3], v[6:7]
	v_div_scale_f64 v[6:7], s[4:5], s[8:9], s[8:9], v[0:1]
	v_mul_f64 v[2:3], v[2:3], s[10:11]
	s_mov_b32 s11, 0x3fe47ae1
	v_div_scale_f64 v[10:11], s[4:5], s[10:11], s[10:11], v[0:1]
	v_rcp_f64_e32 v[14:15], v[8:9]
	v_div_scale_f64 v[26:27], s[6:7], v[0:1], s[10:11], v[0:1]
	v_rcp_f64_e32 v[12:13], v[6:7]
	v_rcp_f64_e32 v[16:17], v[10:11]
	v_fma_f64 v[20:21], -v[8:9], v[14:15], 1.0
	v_fma_f64 v[18:19], -v[6:7], v[12:13], 1.0
	v_fma_f64 v[14:15], v[14:15], v[20:21], v[14:15]
	v_div_scale_f64 v[20:21], s[4:5], v[4:5], s[12:13], v[4:5]
	v_fma_f64 v[12:13], v[12:13], v[18:19], v[12:13]
	v_fma_f64 v[22:23], -v[10:11], v[16:17], 1.0
	v_div_scale_f64 v[18:19], vcc, v[0:1], s[8:9], v[0:1]
	v_fma_f64 v[24:25], -v[8:9], v[14:15], 1.0
	v_fma_f64 v[16:17], v[16:17], v[22:23], v[16:17]
	v_fma_f64 v[22:23], -v[6:7], v[12:13], 1.0
	v_fma_f64 v[14:15], v[14:15], v[24:25], v[14:15]
	v_fma_f64 v[28:29], -v[10:11], v[16:17], 1.0
	v_fma_f64 v[12:13], v[12:13], v[22:23], v[12:13]
	v_mul_f64 v[24:25], v[20:21], v[14:15]
	v_fma_f64 v[16:17], v[16:17], v[28:29], v[16:17]
	v_mul_f64 v[22:23], v[18:19], v[12:13]
	v_fma_f64 v[8:9], -v[8:9], v[24:25], v[20:21]
	v_mul_f64 v[28:29], v[26:27], v[16:17]
	v_fma_f64 v[6:7], -v[6:7], v[22:23], v[18:19]
	v_fma_f64 v[10:11], -v[10:11], v[28:29], v[26:27]
	v_div_fmas_f64 v[6:7], v[6:7], v[12:13], v[22:23]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[8:9], v[8:9], v[14:15], v[24:25]
	s_mov_b64 vcc, s[6:7]
	v_div_scale_f64 v[12:13], s[4:5], s[20:21], s[20:21], v[0:1]
	v_div_fmas_f64 v[10:11], v[10:11], v[16:17], v[28:29]
	v_div_fixup_f64 v[6:7], v[6:7], s[8:9], v[0:1]
	s_mov_b32 s9, 0x3fc33333
	v_div_scale_f64 v[20:21], s[4:5], s[8:9], s[8:9], v[4:5]
	v_rcp_f64_e32 v[16:17], v[12:13]
	v_div_fixup_f64 v[8:9], v[8:9], s[12:13], v[4:5]
	v_div_fixup_f64 v[10:11], v[10:11], s[10:11], v[0:1]
	s_mov_b32 s11, 0x3f747ae1
	v_div_scale_f64 v[14:15], s[4:5], s[10:11], s[10:11], v[4:5]
	v_add_f64 v[6:7], v[6:7], 1.0
	v_add_f64 v[10:11], v[10:11], 1.0
	v_rcp_f64_e32 v[26:27], v[20:21]
	v_fma_f64 v[24:25], -v[12:13], v[16:17], 1.0
	v_rcp_f64_e32 v[18:19], v[14:15]
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[16:17]
	v_div_scale_f64 v[24:25], vcc, v[4:5], s[10:11], v[4:5]
	v_fma_f64 v[32:33], -v[20:21], v[26:27], 1.0
	v_fma_f64 v[30:31], -v[12:13], v[16:17], 1.0
	v_fma_f64 v[22:23], -v[14:15], v[18:19], 1.0
	v_fma_f64 v[26:27], v[26:27], v[32:33], v[26:27]
	v_div_scale_f64 v[32:33], s[6:7], v[4:5], s[8:9], v[4:5]
	v_fma_f64 v[16:17], v[16:17], v[30:31], v[16:17]
	v_fma_f64 v[18:19], v[18:19], v[22:23], v[18:19]
	v_div_scale_f64 v[22:23], s[4:5], v[0:1], s[20:21], v[0:1]
	v_fma_f64 v[34:35], -v[20:21], v[26:27], 1.0
	v_fma_f64 v[28:29], -v[14:15], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[28:29], v[18:19]
	v_mul_f64 v[30:31], v[22:23], v[16:17]
	v_mul_f64 v[28:29], v[24:25], v[18:19]
	v_fma_f64 v[12:13], -v[12:13], v[30:31], v[22:23]
	v_fma_f64 v[22:23], v[26:27], v[34:35], v[26:27]
	v_fma_f64 v[14:15], -v[14:15], v[28:29], v[24:25]
	v_div_fmas_f64 v[14:15], v[14:15], v[18:19], v[28:29]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[12:13], v[12:13], v[16:17], v[30:31]
	v_mul_f64 v[16:17], v[32:33], v[22:23]
	s_mov_b64 vcc, s[6:7]
	s_mov_b32 s4, 0x24924925
	s_mov_b32 s5, 0x40865249
	v_add_f64 v[10:11], v[10:11], s[4:5]
	s_mov_b32 s4, 0x8ba2e8bb
	s_mov_b32 s5, 0x4046ba2e
	v_add_f64 v[6:7], v[6:7], s[4:5]
	v_fma_f64 v[18:19], -v[20:21], v[16:17], v[32:33]
	s_mov_b32 s4, 0x7a24cf7a
	s_mov_b32 s5, 0xc01a24cf
	v_div_fixup_f64 v[14:15], v[14:15], s[10:11], v[4:5]
	v_div_fixup_f64 v[0:1], v[12:13], s[20:21], v[0:1]
	v_div_fmas_f64 v[12:13], v[18:19], v[22:23], v[16:17]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_f64 v[10:11], v[10:11], v[14:15]
	v_add_f64 v[0:1], v[0:1], 1.0
	v_add_f64 v[0:1], v[0:1], s[4:5]
	v_div_fixup_f64 v[4:5], v[12:13], s[8:9], v[4:5]
	s_mov_b32 s4, 0xd2f1a9fc
	s_mov_b32 s5, 0x3fc0624d
	v_mul_f64 v[8:9], v[10:11], s[4:5]
	v_add_f64 v[0:1], v[0:1], v[4:5]
	v_mul_f64 v[4:5], v[6:7], v[2:3]
	v_mul_f64 v[6:7], v[0:1], v[8:9]
.LBB2_7:
	v_cvt_f32_f64_e32 v1, v[4:5]
	v_cvt_f32_f64_e32 v2, v[6:7]
	s_mov_b32 s72, 0x6f800000
	v_mov_b32_e32 v45, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v1|, s72
	v_cndmask_b32_e32 v3, 1.0, v45, vcc
	v_cmp_gt_f32_e64 vcc, |v2|, s72
	v_cndmask_b32_e32 v4, 1.0, v45, vcc
	v_mul_f32_e32 v2, v2, v4
	v_mul_f32_e32 v1, v1, v3
	v_rcp_f32_e32 v2, v2
	v_rcp_f32_e32 v1, v1
	v_mov_b32_e32 v0, 0x447a0000
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, s18, v0
	v_mul_f32_e32 v2, 0x43fa0000, v2
	v_mul_f32_e32 v1, 0x41200000, v1
	v_mul_f32_e32 v2, v4, v2
	v_mov_b32_e32 v4, 0xc1200000
	v_mul_f32_e32 v1, v3, v1
	v_mul_f32_e32 v3, v0, v0
	v_mul_f32_e32 v46, s45, v4
	v_mov_b32_e32 v4, s47
	v_mul_f32_e32 v47, v3, v2
	v_mov_b32_e32 v2, 0xc3fa0000
	v_sub_f32_e32 v4, s60, v4
	v_mul_f32_e32 v56, s46, v2
	v_subrev_f32_e32 v4, s48, v4
	v_mov_b32_e32 v5, 0xbdcccccd
	v_mul_f32_e32 v58, s49, v2
	v_mov_b32_e32 v2, 0x3be56041
	v_mov_b32_e32 v6, 0xbab78034
	v_subrev_f32_e32 v4, s49, v4
	v_mul_f32_e32 v57, s48, v5
	v_mul_f32_e32 v5, s44, v2
	v_mul_f32_e32 v59, s47, v6
	v_mov_b32_e32 v6, 0xb76ae18a
	v_mac_f32_e32 v59, v5, v4
	v_mul_f32_e32 v5, s45, v2
	v_mul_f32_e32 v2, s46, v2
	v_mul_f32_e32 v61, s49, v6
	v_mac_f32_e32 v61, v2, v4
	v_mov_b32_e32 v2, s59
	v_sub_f32_e32 v2, s62, v2
	v_subrev_f32_e32 v2, s14, v2
	v_mul_f32_e32 v1, v3, v1
	v_subrev_f32_e32 v2, s15, v2
	v_mac_f32_e32 v3, v0, v0
	v_mov_b32_e32 v0, 0xbd783e10
	v_subrev_f32_e32 v2, s16, v2
	v_mul_f32_e32 v63, s15, v0
	v_mov_b32_e32 v0, 0xbb82a766
	v_mad_f32 v62, v3, v2, -s59
	v_mul_f32_e32 v72, s16, v0
	v_mov_b32_e32 v0, 0x42380000
	v_mov_b32_e32 v2, 0xc4067dd3
	v_mac_f32_e32 v46, s44, v1
	v_mac_f32_e32 v57, s47, v1
	v_mac_f32_e32 v63, s14, v1
	v_mul_f32_e32 v1, s44, v0
	v_mul_f32_e32 v73, s14, v2
	v_mov_b32_e32 v2, 0xc050aa65
	v_mac_f32_e32 v73, s59, v1
	v_mul_f32_e32 v1, s45, v0
	v_mul_f32_e32 v74, s15, v2
	v_mac_f32_e32 v74, s59, v1
	v_mov_b32_e32 v1, 0xbaaa64c3
	v_mul_f32_e32 v0, s46, v0
	v_mul_f32_e32 v75, s16, v1
	v_mac_f32_e32 v75, s59, v0
	v_sub_f32_e64 v0, 1.0, s50
	v_subrev_f32_e32 v0, s51, v0
	v_subrev_f32_e32 v0, s56, v0
	v_mul_f32_e32 v60, s48, v6
	v_subrev_f32_e32 v0, s57, v0
	v_mac_f32_e32 v60, v5, v4
	v_subrev_f32_e32 v5, s58, v0
	v_mov_b32_e32 v0, 0xc3a42dda
	v_mul_f32_e32 v77, s50, v0
	v_mov_b32_e32 v0, 0xc0566666
	v_mov_b32_e32 v79, s56
	v_mul_f32_e32 v78, s51, v0
	v_add_f32_e32 v0, s51, v79
	v_add_f32_e32 v0, s57, v0
	v_add_f32_e32 v0, s58, v0
	v_mul_f32_e32 v1, v0, v0
	v_cvt_f64_f32_e32 v[1:2], v1
	s_mov_b32 s4, 0x5fd8adac
	s_mov_b32 s5, 0x3f7e4f76
	v_mov_b32_e32 v3, 0x428357e2
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 0
	v_mul_f64 v[1:2], v[1:2], s[4:5]
	v_mul_f32_e32 v76, s45, v3
	v_mul_f32_e32 v88, s46, v3
	v_mov_b32_e32 v3, 0xc00ccccd
	v_mul_f32_e32 v89, s51, v3
	v_cvt_f64_f32_e32 v[3:4], v0
	s_mov_b32 s4, 0xc28f5c29
	s_mov_b32 s5, 0x3fac28f5
	s_add_u32 s8, s40, 40
	v_fma_f64 v[43:44], v[3:4], s[4:5], v[1:2]
	v_lshlrev_b32_e32 v2, 10, v41
	v_lshlrev_b32_e32 v1, 20, v42
	v_or_b32_e32 v2, v40, v2
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v1, 0x40400000
	v_mac_f32_e32 v56, s45, v47
	v_mac_f32_e32 v58, s48, v47
	v_mac_f32_e32 v72, s15, v47
	v_mac_f32_e32 v77, v76, v5
	v_mac_f32_e32 v78, s50, v47
	v_mac_f32_e32 v89, v88, v5
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z3powff@rel32@lo+4
	s_addc_u32 s45, s45, _Z3powff@rel32@hi+12
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v1, 0x3fdc28f6
	v_mul_f32_e32 v9, s63, v1
	v_mov_b32_e32 v4, 0x41380000
	v_mad_f32 v5, s61, v79, v4
	v_mul_f32_e32 v6, s56, v9
	v_div_scale_f32 v2, s[4:5], v5, v5, v6
	v_div_scale_f32 v3, vcc, v6, v5, v6
	v_cvt_f64_f32_e32 v[0:1], v0
	s_mov_b32 s4, 0xeb851eb8
	s_mov_b32 s5, 0x3f8eb851
	s_mov_b32 s8, 0
	v_fma_f64 v[0:1], v[0:1], s[4:5], v[43:44]
	v_mov_b32_e32 v8, 0x43a42dda
	s_mov_b32 s11, 0x3f50624d
	s_mov_b32 s10, 0xd2f1a9fc
	v_mov_b32_e32 v7, 0x3b5b8bac
	s_add_u32 s4, s54, 0xb8
	s_addc_u32 s5, s55, 0
	v_rcp_f32_e32 v10, v2
	v_cvt_f32_f64_e32 v11, v[0:1]
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v0, -v2, v10, 1.0
	v_fma_f32 v0, v0, v10, v10
	v_mul_f32_e32 v1, v3, v0
	v_fma_f32 v10, -v2, v1, v3
	v_fma_f32 v1, v10, v0, v1
	v_fma_f32 v2, -v2, v1, v3
	s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s8
	v_div_fmas_f32 v10, v2, v0, v1
	v_mul_f32_e32 v0, s58, v76
	v_sub_f32_e32 v2, v46, v56
	v_mad_f32 v14, s57, v8, -v0
	v_sub_f32_e32 v2, v2, v60
	v_sub_f32_e64 v1, -v46, v59
	v_sub_f32_e32 v2, v2, v74
	v_sub_f32_e32 v3, v14, v77
	v_sub_f32_e32 v0, v1, v73
	v_mac_f32_e32 v2, s61, v3
	v_cvt_f64_f32_e32 v[0:1], v0
	v_cvt_f64_f32_e32 v[2:3], v2
	v_mul_f32_e32 v13, s58, v88
	v_mul_f32_e32 v12, s57, v47
	v_mul_f64 v[0:1], v[0:1], s[10:11]
	v_mul_f64 v[2:3], v[2:3], s[10:11]
	v_div_fixup_f32 v5, v10, v5, v6
	v_mad_f32 v11, v11, s51, -v5
	v_mov_b32_e32 v5, 0x3b102de0
	v_mad_f32 v15, s56, v5, -v13
	v_mov_b32_e32 v5, s57
	v_mad_f32 v5, s61, v5, v4
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_cvt_f32_f64_e32 v1, v[2:3]
	v_sub_f32_e32 v2, v56, v61
	v_sub_f32_e32 v2, v2, v75
	v_sub_f32_e32 v3, v15, v89
	v_mac_f32_e32 v2, s61, v3
	v_cvt_f64_f32_e32 v[2:3], v2
	v_cmp_gt_f32_e64 vcc, |v5|, s72
	v_cndmask_b32_e32 v13, 1.0, v45, vcc
	v_mul_f32_e32 v5, v5, v13
	v_mul_f64 v[2:3], v[2:3], s[10:11]
	v_rcp_f32_e32 v5, v5
	v_mul_f32_e32 v6, s57, v9
	v_mad_f32 v24, s56, v7, -v12
	v_add_f32_e32 v7, v61, v58
	v_mul_f32_e32 v12, v6, v5
	v_mov_b32_e32 v5, s58
	v_mac_f32_e32 v4, s61, v5
	v_cmp_gt_f32_e64 vcc, |v4|, s72
	v_add_f32_e32 v5, v60, v57
	v_cndmask_b32_e32 v16, 1.0, v45, vcc
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_sub_f32_e32 v3, v59, v57
	v_sub_f32_e32 v5, v5, v58
	v_mul_f32_e32 v10, v4, v16
	v_cvt_f64_f32_e32 v[3:4], v3
	v_cvt_f64_f32_e32 v[5:6], v5
	v_cvt_f64_f32_e32 v[7:8], v7
	v_rcp_f32_e32 v10, v10
	v_mul_f64 v[3:4], v[3:4], s[10:11]
	v_mul_f64 v[5:6], v[5:6], s[10:11]
	v_mul_f64 v[7:8], v[7:8], s[10:11]
	v_mul_f32_e32 v9, s58, v9
	v_mul_f32_e32 v17, v9, v10
	v_sub_f32_e32 v9, v77, v78
	v_mac_f32_e32 v9, v13, v12
	v_cvt_f64_f32_e32 v[9:10], v9
	v_cvt_f32_f64_e32 v3, v[3:4]
	v_cvt_f32_f64_e32 v4, v[5:6]
	v_cvt_f32_f64_e32 v5, v[7:8]
	v_add_f32_e32 v8, v89, v78
	v_sub_f32_e32 v8, v8, v11
	v_mul_f64 v[6:7], v[9:10], s[10:11]
	v_cvt_f64_f32_e32 v[8:9], v8
	v_sub_f32_e32 v10, v11, v15
	v_sub_f32_e32 v18, v24, v14
	v_add_f32_e32 v14, v15, v14
	v_mul_f64 v[8:9], v[8:9], s[10:11]
	v_sub_f32_e32 v10, v10, v24
	v_mad_f32 v12, -v13, v12, v18
	v_mad_f32 v14, -v16, v17, v14
	v_sub_f32_e32 v16, v73, v63
	v_cvt_f64_f32_e32 v[10:11], v10
	v_cvt_f64_f32_e32 v[12:13], v12
	v_cvt_f64_f32_e32 v[14:15], v14
	v_cvt_f64_f32_e32 v[16:17], v16
	v_mul_f64 v[10:11], v[10:11], s[10:11]
	v_mul_f64 v[12:13], v[12:13], s[10:11]
	v_mul_f64 v[14:15], v[14:15], s[10:11]
	v_mul_f64 v[16:17], v[16:17], s[10:11]
	v_cvt_f32_f64_e32 v6, v[6:7]
	v_cvt_f32_f64_e32 v7, v[8:9]
	v_sub_f32_e32 v8, v62, v73
	v_sub_f32_e32 v8, v8, v74
	v_sub_f32_e32 v8, v8, v75
	v_cvt_f64_f32_e32 v[8:9], v8
	v_add_f32_e32 v18, v74, v63
	v_sub_f32_e32 v18, v18, v72
	v_add_f32_e32 v20, v75, v72
	v_mul_f64 v[22:23], v[8:9], s[10:11]
	v_cvt_f32_f64_e32 v8, v[10:11]
	v_cvt_f32_f64_e32 v9, v[12:13]
	v_cvt_f32_f64_e32 v10, v[14:15]
	v_cvt_f32_f64_e32 v12, v[16:17]
	v_mov_b32_e32 v16, s5
	v_mov_b32_e32 v15, s4
	flat_store_dwordx4 v[15:16], v[0:3]
	v_cvt_f64_f32_e32 v[18:19], v18
	v_add_f32_e32 v2, v56, v46
	v_add_f32_e32 v2, v57, v2
	v_add_f32_e32 v2, v58, v2
	v_add_f32_e32 v2, v62, v2
	v_add_f32_e32 v2, v63, v2
	v_add_f32_e32 v2, v72, v2
	v_cvt_f64_f32_e32 v[20:21], v20
	v_add_f32_e64 v0, s61, s61
	v_sub_f32_e32 v1, v24, v78
	v_add_f32_e32 v2, v2, v2
	v_mad_f32 v0, v0, v1, -v2
	v_cvt_f64_f32_e32 v[0:1], v0
	v_mul_f64 v[18:19], v[18:19], s[10:11]
	v_mul_f64 v[20:21], v[20:21], s[10:11]
	s_add_u32 s4, s54, 0xc8
	v_mul_f64 v[0:1], v[0:1], s[10:11]
	v_cvt_f32_f64_e32 v11, v[22:23]
	s_addc_u32 s5, s55, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_add_u32 s4, s54, 0xd8
	v_cvt_f32_f64_e32 v13, v[18:19]
	v_cvt_f32_f64_e32 v14, v[20:21]
	flat_store_dwordx4 v[2:3], v[4:7]
	s_addc_u32 s5, s55, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	s_add_u32 s4, s54, 0xe8
	flat_store_dwordx4 v[2:3], v[8:11]
	s_addc_u32 s5, s55, 0
	v_cvt_f32_f64_e32 v2, v[0:1]
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dwordx3 v[0:1], v[12:14]
	v_mov_b32_e32 v0, s54
	v_mov_b32_e32 v1, s55
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s70
	v_mov_b32_e32 v1, s71
	flat_load_dwordx2 v[7:8], v[0:1]
	s_add_u32 s4, s52, 0x90
	s_addc_u32 s5, s53, 0
	s_add_u32 s6, s64, 24
	s_addc_u32 s7, s65, 0
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	s_mov_b32 s6, 0xe147ae14
	s_mov_b32 s7, 0x3fee147a
	flat_load_dwordx4 v[43:46], v[0:1]
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	s_add_u32 s4, s52, 0xf4
	s_addc_u32 s5, s53, 0
	flat_load_dword v16, v[0:1]
	s_waitcnt vmcnt(2)
	v_cvt_f64_f32_e32 v[6:7], v7
	v_div_scale_f64 v[9:10], s[12:13], s[6:7], s[6:7], v[6:7]
	s_add_u32 s12, s52, 0x12c
	s_addc_u32 s13, s53, 0
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	s_add_u32 s12, s52, 0x124
	s_addc_u32 s13, s53, 0
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s13
	s_add_u32 s12, s52, 0x114
	flat_load_dword v15, v[0:1]
	flat_load_dwordx2 v[4:5], v[2:3]
	s_addc_u32 s13, s53, 0
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	s_add_u32 s12, s52, 0x104
	v_rcp_f64_e32 v[11:12], v[9:10]
	s_addc_u32 s13, s53, 0
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s13
	flat_load_dwordx4 v[56:59], v[0:1]
	flat_load_dwordx4 v[60:63], v[2:3]
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dwordx4 v[0:3], v[0:1]
	v_div_scale_f64 v[17:18], vcc, v[6:7], s[6:7], v[6:7]
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_mul_f64 v[13:14], v[17:18], v[11:12]
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[17:18]
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	v_cmp_nge_f32_e32 vcc, 1.0, v8
	s_and_b64 vcc, exec, vcc
	v_div_fixup_f64 v[9:10], v[9:10], s[6:7], v[6:7]
	v_add_f64 v[9:10], v[9:10], 1.0
	s_cbranch_vccnz .LBB2_9
; %bb.8:
	v_cvt_f64_f32_e32 v[11:12], v8
	s_mov_b32 s4, 0xbc6a7efa
	s_mov_b32 s5, 0xbf889374
	s_mov_b32 s12, 0x33333333
	v_div_scale_f64 v[13:14], s[6:7], s[4:5], s[4:5], v[11:12]
	s_mov_b32 s13, 0x40203333
	s_mov_b32 s14, 0x20c49ba
	s_mov_b32 s15, 0x3f96872b
	s_mov_b32 s17, 0x3f647ae1
	s_mov_b32 s16, 0x47ae147b
	s_mov_b32 s18, 0x8db8bac7
	s_mov_b32 s19, 0x3f56f006
	s_mov_b32 s9, 0x402a0000
	s_mov_b32 s11, 0x3fc0624d
	v_rcp_f64_e32 v[17:18], v[13:14]
	v_fma_f64 v[19:20], -v[13:14], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_div_scale_f64 v[19:20], vcc, v[11:12], s[4:5], v[11:12]
	v_fma_f64 v[21:22], -v[13:14], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	v_mul_f64 v[21:22], v[19:20], v[17:18]
	v_fma_f64 v[13:14], -v[13:14], v[21:22], v[19:20]
	v_div_scale_f64 v[19:20], s[6:7], s[12:13], s[12:13], v[6:7]
	v_div_fmas_f64 v[13:14], v[13:14], v[17:18], v[21:22]
	v_div_scale_f64 v[17:18], s[6:7], s[14:15], s[14:15], v[11:12]
	v_div_scale_f64 v[31:32], vcc, v[6:7], s[12:13], v[6:7]
	v_rcp_f64_e32 v[21:22], v[19:20]
	v_div_fixup_f64 v[13:14], v[13:14], s[4:5], v[11:12]
	v_rcp_f64_e32 v[23:24], v[17:18]
	v_div_scale_f64 v[33:34], s[4:5], s[18:19], s[18:19], v[11:12]
	v_add_f64 v[13:14], v[9:10], v[13:14]
	v_fma_f64 v[25:26], -v[19:20], v[21:22], 1.0
	v_mul_f64 v[13:14], v[13:14], s[16:17]
	s_mov_b32 s17, 0x3fe47ae1
	v_div_scale_f64 v[27:28], s[4:5], s[16:17], s[16:17], v[6:7]
	v_fma_f64 v[21:22], v[21:22], v[25:26], v[21:22]
	v_fma_f64 v[25:26], -v[17:18], v[23:24], 1.0
	v_div_scale_f64 v[35:36], s[4:5], v[11:12], s[14:15], v[11:12]
	v_fma_f64 v[29:30], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_rcp_f64_e32 v[25:26], v[27:28]
	v_fma_f64 v[21:22], v[21:22], v[29:30], v[21:22]
	v_fma_f64 v[29:30], -v[17:18], v[23:24], 1.0
	v_mul_f64 v[37:38], v[31:32], v[21:22]
	v_fma_f64 v[23:24], v[23:24], v[29:30], v[23:24]
	v_fma_f64 v[29:30], -v[27:28], v[25:26], 1.0
	v_fma_f64 v[19:20], -v[19:20], v[37:38], v[31:32]
	v_mul_f64 v[31:32], v[35:36], v[23:24]
	v_fma_f64 v[25:26], v[25:26], v[29:30], v[25:26]
	v_rcp_f64_e32 v[29:30], v[33:34]
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[37:38]
	v_div_scale_f64 v[21:22], s[6:7], v[6:7], s[16:17], v[6:7]
	v_fma_f64 v[17:18], -v[17:18], v[31:32], v[35:36]
	v_div_scale_f64 v[35:36], s[20:21], s[8:9], s[8:9], v[6:7]
	v_fma_f64 v[37:38], -v[27:28], v[25:26], 1.0
	s_mov_b64 vcc, s[4:5]
	s_mov_b32 s20, 0x624dd2f
	s_mov_b32 s21, 0xbfc39581
	v_div_fmas_f64 v[17:18], v[17:18], v[23:24], v[31:32]
	s_mov_b64 vcc, s[6:7]
	v_fma_f64 v[25:26], v[25:26], v[37:38], v[25:26]
	v_fma_f64 v[37:38], -v[33:34], v[29:30], 1.0
	v_div_fixup_f64 v[19:20], v[19:20], s[12:13], v[6:7]
	v_rcp_f64_e32 v[31:32], v[35:36]
	v_mul_f64 v[23:24], v[21:22], v[25:26]
	v_fma_f64 v[29:30], v[29:30], v[37:38], v[29:30]
	v_add_f64 v[19:20], v[19:20], 1.0
	v_div_fixup_f64 v[17:18], v[17:18], s[14:15], v[11:12]
	v_fma_f64 v[21:22], -v[27:28], v[23:24], v[21:22]
	v_div_scale_f64 v[27:28], s[4:5], s[20:21], s[20:21], v[11:12]
	v_div_scale_f64 v[37:38], s[4:5], v[11:12], s[18:19], v[11:12]
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_div_fmas_f64 v[21:22], v[21:22], v[25:26], v[23:24]
	v_fma_f64 v[23:24], -v[33:34], v[29:30], 1.0
	v_fma_f64 v[25:26], -v[35:36], v[31:32], 1.0
	s_mov_b64 vcc, s[4:5]
	v_fma_f64 v[23:24], v[29:30], v[23:24], v[29:30]
	v_rcp_f64_e32 v[29:30], v[27:28]
	v_fma_f64 v[25:26], v[31:32], v[25:26], v[31:32]
	v_div_fixup_f64 v[21:22], v[21:22], s[16:17], v[6:7]
	v_mul_f64 v[31:32], v[37:38], v[23:24]
	v_add_f64 v[21:22], v[21:22], 1.0
	v_fma_f64 v[33:34], -v[33:34], v[31:32], v[37:38]
	v_fma_f64 v[37:38], -v[27:28], v[29:30], 1.0
	v_div_fmas_f64 v[23:24], v[33:34], v[23:24], v[31:32]
	v_fma_f64 v[29:30], v[29:30], v[37:38], v[29:30]
	v_fma_f64 v[37:38], -v[35:36], v[25:26], 1.0
	v_div_scale_f64 v[31:32], vcc, v[6:7], s[8:9], v[6:7]
	v_fma_f64 v[33:34], -v[27:28], v[29:30], 1.0
	v_fma_f64 v[25:26], v[25:26], v[37:38], v[25:26]
	v_div_scale_f64 v[37:38], s[4:5], v[11:12], s[20:21], v[11:12]
	v_div_fixup_f64 v[23:24], v[23:24], s[18:19], v[11:12]
	v_fma_f64 v[29:30], v[29:30], v[33:34], v[29:30]
	v_mul_f64 v[33:34], v[31:32], v[25:26]
	v_add_f64 v[21:22], v[21:22], v[23:24]
	v_fma_f64 v[31:32], -v[35:36], v[33:34], v[31:32]
	v_mul_f64 v[35:36], v[37:38], v[29:30]
	v_mul_f64 v[19:20], v[21:22], s[10:11]
	v_div_fmas_f64 v[25:26], v[31:32], v[25:26], v[33:34]
	v_fma_f64 v[27:28], -v[27:28], v[35:36], v[37:38]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[35:36]
	v_div_fixup_f64 v[25:26], v[25:26], s[8:9], v[6:7]
	v_add_f64 v[23:24], v[25:26], 1.0
	v_div_fixup_f64 v[11:12], v[27:28], s[20:21], v[11:12]
	v_add_f64 v[21:22], v[23:24], v[11:12]
	v_mul_f64 v[11:12], v[17:18], v[13:14]
	v_mul_f64 v[13:14], v[21:22], v[19:20]
	s_cbranch_execz .LBB2_10
	s_branch .LBB2_11
.LBB2_9:
                                        ; implicit-def: $vgpr11_vgpr12
                                        ; implicit-def: $vgpr13_vgpr14
.LBB2_10:
	v_add_f32_e32 v8, -1.0, v8
	v_cvt_f64_f32_e32 v[11:12], v8
	s_mov_b32 s4, 0xeb851eb8
	s_mov_b32 s5, 0x3faeb851
	s_mov_b32 s9, 0x40203333
	v_div_scale_f64 v[13:14], s[6:7], s[4:5], s[4:5], v[11:12]
	s_mov_b32 s6, 0x55555555
	s_mov_b32 s7, 0xc054d555
	v_add_f64 v[8:9], v[9:10], s[6:7]
	s_mov_b32 s8, 0x33333333
	s_mov_b32 s12, 0xb020c49c
	s_mov_b32 s11, 0x3f647ae1
	s_mov_b32 s10, 0x47ae147b
	s_mov_b32 s13, 0x3fb16872
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0x402a0000
	v_rcp_f64_e32 v[17:18], v[13:14]
	v_fma_f64 v[19:20], -v[13:14], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_div_scale_f64 v[19:20], vcc, v[11:12], s[4:5], v[11:12]
	v_fma_f64 v[21:22], -v[13:14], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	v_mul_f64 v[21:22], v[19:20], v[17:18]
	v_fma_f64 v[13:14], -v[13:14], v[21:22], v[19:20]
	v_div_fmas_f64 v[13:14], v[13:14], v[17:18], v[21:22]
	v_div_fixup_f64 v[13:14], v[13:14], s[4:5], v[11:12]
	v_div_scale_f64 v[17:18], s[4:5], s[12:13], s[12:13], v[11:12]
	v_add_f64 v[8:9], v[8:9], v[13:14]
	v_div_scale_f64 v[13:14], s[4:5], s[8:9], s[8:9], v[6:7]
	v_mul_f64 v[8:9], v[8:9], s[10:11]
	s_mov_b32 s11, 0x3fe47ae1
	v_div_scale_f64 v[19:20], s[4:5], s[10:11], s[10:11], v[6:7]
	v_rcp_f64_e32 v[23:24], v[17:18]
	v_div_scale_f64 v[35:36], s[6:7], v[6:7], s[10:11], v[6:7]
	v_rcp_f64_e32 v[21:22], v[13:14]
	v_rcp_f64_e32 v[25:26], v[19:20]
	v_fma_f64 v[29:30], -v[17:18], v[23:24], 1.0
	v_fma_f64 v[27:28], -v[13:14], v[21:22], 1.0
	v_fma_f64 v[23:24], v[23:24], v[29:30], v[23:24]
	v_div_scale_f64 v[29:30], s[4:5], v[11:12], s[12:13], v[11:12]
	v_fma_f64 v[21:22], v[21:22], v[27:28], v[21:22]
	v_fma_f64 v[31:32], -v[19:20], v[25:26], 1.0
	v_div_scale_f64 v[27:28], vcc, v[6:7], s[8:9], v[6:7]
	v_fma_f64 v[33:34], -v[17:18], v[23:24], 1.0
	v_fma_f64 v[25:26], v[25:26], v[31:32], v[25:26]
	v_fma_f64 v[31:32], -v[13:14], v[21:22], 1.0
	v_fma_f64 v[23:24], v[23:24], v[33:34], v[23:24]
	v_fma_f64 v[37:38], -v[19:20], v[25:26], 1.0
	v_fma_f64 v[21:22], v[21:22], v[31:32], v[21:22]
	v_mul_f64 v[33:34], v[29:30], v[23:24]
	v_fma_f64 v[25:26], v[25:26], v[37:38], v[25:26]
	v_mul_f64 v[31:32], v[27:28], v[21:22]
	v_fma_f64 v[17:18], -v[17:18], v[33:34], v[29:30]
	v_mul_f64 v[37:38], v[35:36], v[25:26]
	v_fma_f64 v[13:14], -v[13:14], v[31:32], v[27:28]
	v_fma_f64 v[19:20], -v[19:20], v[37:38], v[35:36]
	v_div_fmas_f64 v[13:14], v[13:14], v[21:22], v[31:32]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[17:18], v[17:18], v[23:24], v[33:34]
	s_mov_b64 vcc, s[6:7]
	v_div_scale_f64 v[21:22], s[4:5], s[14:15], s[14:15], v[6:7]
	v_div_fmas_f64 v[19:20], v[19:20], v[25:26], v[37:38]
	v_div_fixup_f64 v[13:14], v[13:14], s[8:9], v[6:7]
	s_mov_b32 s9, 0x3fc33333
	v_div_scale_f64 v[29:30], s[4:5], s[8:9], s[8:9], v[11:12]
	v_rcp_f64_e32 v[25:26], v[21:22]
	v_div_fixup_f64 v[17:18], v[17:18], s[12:13], v[11:12]
	v_div_fixup_f64 v[19:20], v[19:20], s[10:11], v[6:7]
	s_mov_b32 s11, 0x3f747ae1
	v_div_scale_f64 v[23:24], s[4:5], s[10:11], s[10:11], v[11:12]
	v_add_f64 v[13:14], v[13:14], 1.0
	v_add_f64 v[19:20], v[19:20], 1.0
	v_rcp_f64_e32 v[35:36], v[29:30]
	v_fma_f64 v[33:34], -v[21:22], v[25:26], 1.0
	v_rcp_f64_e32 v[27:28], v[23:24]
	v_fma_f64 v[25:26], v[25:26], v[33:34], v[25:26]
	v_div_scale_f64 v[33:34], vcc, v[11:12], s[10:11], v[11:12]
	v_fma_f64 v[49:50], -v[29:30], v[35:36], 1.0
	v_fma_f64 v[47:48], -v[21:22], v[25:26], 1.0
	v_fma_f64 v[31:32], -v[23:24], v[27:28], 1.0
	v_fma_f64 v[35:36], v[35:36], v[49:50], v[35:36]
	v_div_scale_f64 v[49:50], s[6:7], v[11:12], s[8:9], v[11:12]
	v_fma_f64 v[25:26], v[25:26], v[47:48], v[25:26]
	v_fma_f64 v[27:28], v[27:28], v[31:32], v[27:28]
	v_div_scale_f64 v[31:32], s[4:5], v[6:7], s[14:15], v[6:7]
	v_fma_f64 v[51:52], -v[29:30], v[35:36], 1.0
	v_fma_f64 v[37:38], -v[23:24], v[27:28], 1.0
	v_fma_f64 v[27:28], v[27:28], v[37:38], v[27:28]
	v_mul_f64 v[47:48], v[31:32], v[25:26]
	v_mul_f64 v[37:38], v[33:34], v[27:28]
	v_fma_f64 v[21:22], -v[21:22], v[47:48], v[31:32]
	v_fma_f64 v[31:32], v[35:36], v[51:52], v[35:36]
	v_fma_f64 v[23:24], -v[23:24], v[37:38], v[33:34]
	v_div_fmas_f64 v[23:24], v[23:24], v[27:28], v[37:38]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[21:22], v[21:22], v[25:26], v[47:48]
	v_mul_f64 v[25:26], v[49:50], v[31:32]
	s_mov_b64 vcc, s[6:7]
	s_mov_b32 s4, 0x24924925
	s_mov_b32 s5, 0x40865249
	v_add_f64 v[19:20], v[19:20], s[4:5]
	s_mov_b32 s4, 0x8ba2e8bb
	s_mov_b32 s5, 0x4046ba2e
	v_add_f64 v[13:14], v[13:14], s[4:5]
	v_fma_f64 v[27:28], -v[29:30], v[25:26], v[49:50]
	s_mov_b32 s4, 0x7a24cf7a
	s_mov_b32 s5, 0xc01a24cf
	v_div_fixup_f64 v[23:24], v[23:24], s[10:11], v[11:12]
	v_div_fixup_f64 v[6:7], v[21:22], s[14:15], v[6:7]
	v_div_fmas_f64 v[21:22], v[27:28], v[31:32], v[25:26]
	v_add_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[6:7], v[6:7], 1.0
	v_add_f64 v[6:7], v[6:7], s[4:5]
	v_div_fixup_f64 v[10:11], v[21:22], s[8:9], v[11:12]
	s_mov_b32 s4, 0xd2f1a9fc
	s_mov_b32 s5, 0x3fc0624d
	v_add_f64 v[12:13], v[13:14], v[17:18]
	v_mul_f64 v[17:18], v[19:20], s[4:5]
	v_add_f64 v[6:7], v[6:7], v[10:11]
	v_mul_f64 v[11:12], v[12:13], v[8:9]
	v_mul_f64 v[13:14], v[6:7], v[17:18]
.LBB2_11:
	v_cvt_f32_f64_e32 v6, v[11:12]
	v_cvt_f32_f64_e32 v7, v[13:14]
	s_mov_b32 s46, 0x6f800000
	v_mov_b32_e32 v47, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v6|, s46
	v_cndmask_b32_e32 v8, 1.0, v47, vcc
	v_cmp_gt_f32_e64 vcc, |v7|, s46
	v_cndmask_b32_e32 v9, 1.0, v47, vcc
	v_mul_f32_e32 v6, v6, v8
	v_mul_f32_e32 v7, v7, v9
	v_rcp_f32_e32 v6, v6
	v_rcp_f32_e32 v7, v7
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v10, 0x447a0000, v16
	s_mov_b32 s4, 0xc3fa0000
	v_mul_f32_e32 v6, 0x41200000, v6
	v_mul_f32_e32 v7, 0x43fa0000, v7
	v_mul_f32_e32 v6, v8, v6
	v_mul_f32_e32 v7, v9, v7
	v_mul_f32_e32 v8, v10, v10
	v_mul_f32_e32 v73, v8, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v43, v3
	v_mul_f32_e32 v6, v8, v6
	v_mul_f32_e32 v74, s4, v2
	v_sub_f32_e32 v7, v7, v60
	v_mul_f32_e32 v43, 0xbdcccccd, v60
	v_mul_f32_e32 v75, s4, v61
	s_mov_b32 s4, 0x3be56041
	s_mov_b32 s5, 0xb76ae18a
	v_sub_f32_e32 v7, v7, v61
	v_mac_f32_e32 v43, v6, v3
	v_mul_f32_e32 v76, 0xbab78034, v3
	v_mul_f32_e32 v3, s4, v1
	v_mul_f32_e32 v77, s5, v60
	v_mul_f32_e32 v72, 0xc1200000, v1
	v_mul_f32_e32 v9, s4, v0
	v_mac_f32_e32 v77, v3, v7
	v_mul_f32_e32 v3, s4, v2
	s_mov_b32 s4, 0x42380000
	v_mac_f32_e32 v72, v6, v0
	v_mul_f32_e32 v0, s4, v0
	v_mul_f32_e32 v88, 0xc4067dd3, v4
	v_mac_f32_e32 v88, v0, v59
	v_mul_f32_e32 v0, s4, v1
	v_mul_f32_e32 v89, 0xc050aa65, v5
	v_mac_f32_e32 v89, v0, v59
	v_mul_f32_e32 v0, s4, v2
	v_mul_f32_e32 v90, 0xbaaa64c3, v15
	v_mac_f32_e32 v90, v0, v59
	v_sub_f32_e32 v0, 1.0, v62
	v_mul_f32_e32 v61, s5, v61
	v_sub_f32_e32 v0, v0, v63
	v_mac_f32_e32 v61, v3, v7
	v_sub_f32_e32 v3, v45, v59
	v_sub_f32_e32 v0, v0, v56
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v79, 0xbb82a766, v15
	v_sub_f32_e32 v0, v0, v57
	v_sub_f32_e32 v3, v3, v5
	v_mul_f32_e32 v78, 0xbd783e10, v5
	v_mac_f32_e32 v79, v73, v5
	v_sub_f32_e32 v5, v0, v58
	v_add_f32_e32 v0, v63, v56
	v_add_f32_e32 v0, v0, v57
	s_mov_b32 s6, 0x428357e2
	v_add_f32_e32 v0, v0, v58
	v_mac_f32_e32 v74, v73, v1
	v_sub_f32_e32 v3, v3, v15
	v_mac_f32_e32 v8, v10, v10
	v_mul_f32_e32 v91, s6, v1
	v_mul_f32_e32 v1, v0, v0
	v_mad_f32 v45, v8, v3, -v59
	v_mac_f32_e32 v78, v6, v4
	v_cvt_f64_f32_e32 v[3:4], v1
	s_mov_b32 s4, 0x5fd8adac
	s_mov_b32 s5, 0x3f7e4f76
	v_mul_f32_e32 v93, 0xc0566666, v63
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 0
	v_mul_f64 v[3:4], v[3:4], s[4:5]
	v_mul_f32_e32 v92, 0xc3a42dda, v62
	v_mac_f32_e32 v93, v73, v62
	v_mul_f32_e32 v62, s6, v2
	v_cvt_f64_f32_e32 v[1:2], v0
	s_mov_b32 s4, 0xc28f5c29
	s_mov_b32 s5, 0x3fac28f5
	v_mac_f32_e32 v75, v73, v60
	v_fma_f64 v[59:60], v[1:2], s[4:5], v[3:4]
	v_lshlrev_b32_e32 v2, 10, v41
	s_add_u32 s8, s40, 40
	v_lshlrev_b32_e32 v1, 20, v42
	v_or_b32_e32 v2, v40, v2
	v_mul_f32_e32 v94, 0xc00ccccd, v63
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v1, 0x40400000
	v_mac_f32_e32 v76, v9, v7
	v_mac_f32_e32 v92, v91, v5
	v_mac_f32_e32 v94, v62, v5
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, 0x3fdc28f6, v46
	v_madak_f32 v3, v44, v56, 0x41380000
	v_mul_f32_e32 v4, v56, v2
	v_div_scale_f32 v5, s[4:5], v3, v3, v4
	v_div_scale_f32 v6, vcc, v4, v3, v4
	v_cvt_f64_f32_e32 v[0:1], v0
	s_mov_b32 s4, 0xeb851eb8
	s_mov_b32 s5, 0x3f8eb851
	v_mov_b32_e32 v7, 0x41380000
	v_fma_f64 v[0:1], v[0:1], s[4:5], v[59:60]
	s_mov_b32 s4, 0
	s_mov_b32 s6, 0x3b102de0
	s_mov_b32 s7, 0x43a42dda
	s_mov_b32 s5, 0x3b5b8bac
	s_add_u32 s8, s54, 0xf4
	s_addc_u32 s9, s55, 0
	v_rcp_f32_e32 v8, v5
	v_cvt_f32_f64_e32 v0, v[0:1]
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v1, -v5, v8, 1.0
	v_fma_f32 v1, v1, v8, v8
	v_mul_f32_e32 v8, v6, v1
	v_fma_f32 v9, -v5, v8, v6
	v_fma_f32 v8, v9, v1, v8
	v_fma_f32 v5, -v5, v8, v6
	s_setreg_b32 hwreg(HW_REG_MODE, 4, 2), s4
	v_div_fmas_f32 v1, v5, v1, v8
	v_madak_f32 v10, v44, v57, 0x41380000
	v_cmp_gt_f32_e64 vcc, |v10|, s46
	v_cndmask_b32_e32 v15, 1.0, v47, vcc
	v_mul_f32_e32 v9, v2, v57
	v_mul_f32_e32 v14, v2, v58
	v_mul_f32_e32 v2, v10, v15
	v_rcp_f32_e32 v2, v2
	v_mac_f32_e32 v7, v44, v58
	v_cmp_gt_f32_e64 vcc, |v7|, s46
	v_mul_f32_e32 v6, v58, v62
	v_mul_f32_e32 v8, v58, v91
	v_mul_f32_e32 v18, v9, v2
	v_cndmask_b32_e32 v20, 1.0, v47, vcc
	v_sub_f32_e32 v2, v72, v74
	v_mul_f32_e32 v5, v57, v73
	v_div_fixup_f32 v1, v1, v3, v4
	v_mad_f32 v16, v56, s6, -v6
	v_mad_f32 v17, v57, s7, -v8
	v_mad_f32 v19, v0, v63, -v1
	v_mul_f32_e32 v0, v7, v20
	v_sub_f32_e32 v2, v2, v77
	v_sub_f32_e32 v4, v74, v61
	v_mad_f32 v23, v56, s5, -v5
	v_rcp_f32_e32 v21, v0
	v_sub_f32_e64 v0, -v72, v76
	v_sub_f32_e32 v2, v2, v89
	v_sub_f32_e32 v3, v17, v92
	v_sub_f32_e32 v4, v4, v90
	v_sub_f32_e32 v5, v16, v94
	v_sub_f32_e32 v0, v0, v88
	v_mac_f32_e32 v2, v44, v3
	v_mac_f32_e32 v4, v44, v5
	v_add_f32_e32 v10, v61, v75
	v_cvt_f64_f32_e32 v[0:1], v0
	v_cvt_f64_f32_e32 v[2:3], v2
	v_cvt_f64_f32_e32 v[4:5], v4
	v_add_f32_e32 v8, v77, v43
	v_cvt_f64_f32_e32 v[10:11], v10
	v_sub_f32_e32 v6, v76, v43
	v_sub_f32_e32 v8, v8, v75
	v_cvt_f64_f32_e32 v[6:7], v6
	v_cvt_f64_f32_e32 v[8:9], v8
	v_sub_f32_e32 v12, v92, v93
	s_mov_b32 s7, 0x3f50624d
	s_mov_b32 s6, 0xd2f1a9fc
	v_mac_f32_e32 v12, v15, v18
	v_mul_f64 v[0:1], v[0:1], s[6:7]
	v_mul_f64 v[2:3], v[2:3], s[6:7]
	v_mul_f64 v[4:5], v[4:5], s[6:7]
	v_cvt_f64_f32_e32 v[12:13], v12
	v_mul_f64 v[10:11], v[10:11], s[6:7]
	v_mul_f64 v[6:7], v[6:7], s[6:7]
	v_mul_f64 v[8:9], v[8:9], s[6:7]
	v_mul_f64 v[12:13], v[12:13], s[6:7]
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_cvt_f32_f64_e32 v1, v[2:3]
	v_cvt_f32_f64_e32 v2, v[4:5]
	v_mul_f32_e32 v14, v14, v21
	v_cvt_f32_f64_e32 v5, v[10:11]
	v_sub_f32_e32 v11, v23, v17
	v_mad_f32 v11, -v15, v18, v11
	v_sub_f32_e32 v15, v45, v88
	v_cvt_f32_f64_e32 v3, v[6:7]
	v_cvt_f32_f64_e32 v4, v[8:9]
	v_add_f32_e32 v7, v94, v93
	v_sub_f32_e32 v9, v19, v16
	v_sub_f32_e32 v15, v15, v89
	v_sub_f32_e32 v7, v7, v19
	v_sub_f32_e32 v9, v9, v23
	v_sub_f32_e32 v15, v15, v90
	v_cvt_f32_f64_e32 v6, v[12:13]
	v_cvt_f64_f32_e32 v[7:8], v7
	v_cvt_f64_f32_e32 v[9:10], v9
	v_cvt_f64_f32_e32 v[11:12], v11
	v_add_f32_e32 v13, v16, v17
	v_cvt_f64_f32_e32 v[15:16], v15
	v_mul_f64 v[7:8], v[7:8], s[6:7]
	v_mul_f64 v[9:10], v[9:10], s[6:7]
	v_mul_f64 v[11:12], v[11:12], s[6:7]
	v_mul_f64 v[15:16], v[15:16], s[6:7]
	v_mad_f32 v13, -v20, v14, v13
	v_cvt_f64_f32_e32 v[13:14], v13
	v_add_f32_e32 v19, v89, v78
	v_sub_f32_e32 v17, v88, v78
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_cvt_f32_f64_e32 v8, v[9:10]
	v_cvt_f32_f64_e32 v9, v[11:12]
	v_cvt_f32_f64_e32 v11, v[15:16]
	v_mov_b32_e32 v16, s9
	v_mov_b32_e32 v15, s8
	flat_store_dwordx4 v[15:16], v[0:3]
	v_sub_f32_e32 v19, v19, v79
	v_add_f32_e32 v2, v74, v72
	v_add_f32_e32 v2, v43, v2
	v_add_f32_e32 v2, v75, v2
	v_add_f32_e32 v21, v90, v79
	v_add_f32_e32 v2, v45, v2
	v_cvt_f64_f32_e32 v[17:18], v17
	v_cvt_f64_f32_e32 v[19:20], v19
	v_cvt_f64_f32_e32 v[21:22], v21
	v_add_f32_e32 v2, v78, v2
	v_add_f32_e32 v2, v79, v2
	v_mul_f64 v[13:14], v[13:14], s[6:7]
	v_add_f32_e32 v0, v44, v44
	v_sub_f32_e32 v1, v23, v93
	v_add_f32_e32 v2, v2, v2
	v_mad_f32 v0, v0, v1, -v2
	v_mul_f64 v[17:18], v[17:18], s[6:7]
	v_mul_f64 v[19:20], v[19:20], s[6:7]
	v_mul_f64 v[21:22], v[21:22], s[6:7]
	v_cvt_f64_f32_e32 v[0:1], v0
	s_add_u32 s8, s54, 0x104
	v_cvt_f32_f64_e32 v10, v[13:14]
	s_addc_u32 s9, s55, 0
	v_mul_f64 v[0:1], v[0:1], s[6:7]
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s8, s54, 0x114
	v_cvt_f32_f64_e32 v12, v[17:18]
	v_cvt_f32_f64_e32 v13, v[19:20]
	v_cvt_f32_f64_e32 v14, v[21:22]
	flat_store_dwordx4 v[2:3], v[4:7]
	s_addc_u32 s9, s55, 0
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	s_add_u32 s8, s54, 0x124
	flat_store_dwordx4 v[2:3], v[8:11]
	s_addc_u32 s9, s55, 0
	v_mov_b32_e32 v2, s8
	v_mov_b32_e32 v3, s9
	flat_store_dwordx3 v[2:3], v[12:14]
	v_cvt_f32_f64_e32 v2, v[0:1]
	s_add_u32 s8, s54, 4
	s_addc_u32 s9, s55, 0
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v0, s70
	v_mov_b32_e32 v1, s71
	flat_load_dwordx2 v[7:8], v[0:1]
	s_add_u32 s8, s52, 0x94
	s_addc_u32 s9, s53, 0
	s_add_u32 s10, s64, 44
	s_addc_u32 s11, s65, 0
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	s_mov_b32 s10, 0xe147ae14
	s_mov_b32 s11, 0x3fee147a
	flat_load_dwordx4 v[43:46], v[0:1]
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	s_add_u32 s8, s52, 0x130
	s_addc_u32 s9, s53, 0
	flat_load_dword v16, v[0:1]
	s_waitcnt vmcnt(2)
	v_cvt_f64_f32_e32 v[6:7], v7
	v_div_scale_f64 v[9:10], s[12:13], s[10:11], s[10:11], v[6:7]
	s_add_u32 s12, s52, 0x168
	s_addc_u32 s13, s53, 0
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	s_add_u32 s12, s52, 0x160
	s_addc_u32 s13, s53, 0
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s13
	s_add_u32 s12, s52, 0x150
	flat_load_dword v15, v[0:1]
	flat_load_dwordx2 v[4:5], v[2:3]
	s_addc_u32 s13, s53, 0
	v_mov_b32_e32 v0, s12
	v_mov_b32_e32 v1, s13
	s_add_u32 s12, s52, 0x140
	v_rcp_f64_e32 v[11:12], v[9:10]
	s_addc_u32 s13, s53, 0
	v_mov_b32_e32 v2, s12
	v_mov_b32_e32 v3, s13
	flat_load_dwordx4 v[60:63], v[0:1]
	flat_load_dwordx4 v[56:59], v[2:3]
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	flat_load_dwordx4 v[0:3], v[0:1]
	v_div_scale_f64 v[17:18], vcc, v[6:7], s[10:11], v[6:7]
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_mul_f64 v[13:14], v[17:18], v[11:12]
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[17:18]
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	v_cmp_nge_f32_e32 vcc, 1.0, v8
	s_and_b64 vcc, exec, vcc
	v_div_fixup_f64 v[9:10], v[9:10], s[10:11], v[6:7]
	v_add_f64 v[9:10], v[9:10], 1.0
	s_cbranch_vccnz .LBB2_13
; %bb.12:
	v_cvt_f64_f32_e32 v[13:14], v8
	s_mov_b32 s8, 0xbc6a7efa
	s_mov_b32 s9, 0xbf889374
	s_mov_b32 s7, 0x3fc0624d
	v_div_scale_f64 v[11:12], s[10:11], s[8:9], s[8:9], v[13:14]
	s_mov_b32 s10, 0x33333333
	s_mov_b32 s11, 0x40203333
	s_mov_b32 s5, 0x402a0000
	v_rcp_f64_e32 v[17:18], v[11:12]
	v_fma_f64 v[19:20], -v[11:12], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[19:20], -v[11:12], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_div_scale_f64 v[19:20], vcc, v[13:14], s[8:9], v[13:14]
	v_mul_f64 v[21:22], v[19:20], v[17:18]
	v_fma_f64 v[11:12], -v[11:12], v[21:22], v[19:20]
	s_nop 1
	v_div_fmas_f64 v[11:12], v[11:12], v[17:18], v[21:22]
	v_div_scale_f64 v[17:18], s[12:13], s[10:11], s[10:11], v[6:7]
	v_div_fixup_f64 v[11:12], v[11:12], s[8:9], v[13:14]
	v_rcp_f64_e32 v[19:20], v[17:18]
	s_mov_b32 s9, 0x3f647ae1
	s_mov_b32 s8, 0x47ae147b
	v_add_f64 v[11:12], v[9:10], v[11:12]
	v_mul_f64 v[11:12], v[11:12], s[8:9]
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	s_mov_b32 s9, 0x3fe47ae1
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_div_scale_f64 v[21:22], vcc, v[6:7], s[10:11], v[6:7]
	v_mul_f64 v[23:24], v[21:22], v[19:20]
	v_fma_f64 v[17:18], -v[17:18], v[23:24], v[21:22]
	s_nop 1
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[23:24]
	v_div_fixup_f64 v[17:18], v[17:18], s[10:11], v[6:7]
	s_mov_b32 s10, 0x20c49ba
	s_mov_b32 s11, 0x3f96872b
	v_div_scale_f64 v[19:20], s[12:13], s[10:11], s[10:11], v[13:14]
	v_add_f64 v[17:18], v[17:18], 1.0
	v_rcp_f64_e32 v[21:22], v[19:20]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_div_scale_f64 v[23:24], vcc, v[13:14], s[10:11], v[13:14]
	v_mul_f64 v[25:26], v[23:24], v[21:22]
	v_fma_f64 v[19:20], -v[19:20], v[25:26], v[23:24]
	s_nop 1
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[25:26]
	v_div_fixup_f64 v[19:20], v[19:20], s[10:11], v[13:14]
	v_add_f64 v[17:18], v[17:18], v[19:20]
	v_mul_f64 v[11:12], v[17:18], v[11:12]
	v_div_scale_f64 v[17:18], s[10:11], s[8:9], s[8:9], v[6:7]
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_div_scale_f64 v[21:22], vcc, v[6:7], s[8:9], v[6:7]
	v_mul_f64 v[23:24], v[21:22], v[19:20]
	v_fma_f64 v[17:18], -v[17:18], v[23:24], v[21:22]
	s_nop 1
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[23:24]
	v_div_fixup_f64 v[17:18], v[17:18], s[8:9], v[6:7]
	s_mov_b32 s8, 0x8db8bac7
	s_mov_b32 s9, 0x3f56f006
	v_div_scale_f64 v[19:20], s[10:11], s[8:9], s[8:9], v[13:14]
	v_add_f64 v[17:18], v[17:18], 1.0
	v_rcp_f64_e32 v[21:22], v[19:20]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_div_scale_f64 v[23:24], vcc, v[13:14], s[8:9], v[13:14]
	v_mul_f64 v[25:26], v[23:24], v[21:22]
	v_fma_f64 v[19:20], -v[19:20], v[25:26], v[23:24]
	s_nop 1
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[25:26]
	v_div_fixup_f64 v[19:20], v[19:20], s[8:9], v[13:14]
	v_add_f64 v[17:18], v[17:18], v[19:20]
	v_mul_f64 v[17:18], v[17:18], s[6:7]
	v_div_scale_f64 v[19:20], s[6:7], s[4:5], s[4:5], v[6:7]
	v_rcp_f64_e32 v[21:22], v[19:20]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_div_scale_f64 v[23:24], vcc, v[6:7], s[4:5], v[6:7]
	v_mul_f64 v[25:26], v[23:24], v[21:22]
	v_fma_f64 v[19:20], -v[19:20], v[25:26], v[23:24]
	s_nop 1
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[25:26]
	v_div_fixup_f64 v[19:20], v[19:20], s[4:5], v[6:7]
	s_mov_b32 s4, 0x624dd2f
	s_mov_b32 s5, 0xbfc39581
	v_div_scale_f64 v[21:22], s[6:7], s[4:5], s[4:5], v[13:14]
	v_add_f64 v[19:20], v[19:20], 1.0
	v_rcp_f64_e32 v[23:24], v[21:22]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_div_scale_f64 v[25:26], vcc, v[13:14], s[4:5], v[13:14]
	v_mul_f64 v[27:28], v[25:26], v[23:24]
	v_fma_f64 v[21:22], -v[21:22], v[27:28], v[25:26]
	s_nop 1
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[27:28]
	v_div_fixup_f64 v[13:14], v[21:22], s[4:5], v[13:14]
	v_add_f64 v[13:14], v[19:20], v[13:14]
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	s_cbranch_execz .LBB2_14
	s_branch .LBB2_15
.LBB2_13:
                                        ; implicit-def: $vgpr11_vgpr12
                                        ; implicit-def: $vgpr13_vgpr14
.LBB2_14:
	v_add_f32_e32 v8, -1.0, v8
	v_cvt_f64_f32_e32 v[11:12], v8
	s_mov_b32 s4, 0xeb851eb8
	s_mov_b32 s5, 0x3faeb851
	s_mov_b32 s9, 0x40203333
	v_div_scale_f64 v[13:14], s[6:7], s[4:5], s[4:5], v[11:12]
	s_mov_b32 s6, 0x55555555
	s_mov_b32 s7, 0xc054d555
	v_add_f64 v[8:9], v[9:10], s[6:7]
	s_mov_b32 s8, 0x33333333
	s_mov_b32 s12, 0xb020c49c
	s_mov_b32 s11, 0x3f647ae1
	s_mov_b32 s10, 0x47ae147b
	s_mov_b32 s13, 0x3fb16872
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0x402a0000
	v_rcp_f64_e32 v[17:18], v[13:14]
	v_fma_f64 v[19:20], -v[13:14], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_div_scale_f64 v[19:20], vcc, v[11:12], s[4:5], v[11:12]
	v_fma_f64 v[21:22], -v[13:14], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	v_mul_f64 v[21:22], v[19:20], v[17:18]
	v_fma_f64 v[13:14], -v[13:14], v[21:22], v[19:20]
	v_div_fmas_f64 v[13:14], v[13:14], v[17:18], v[21:22]
	v_div_fixup_f64 v[13:14], v[13:14], s[4:5], v[11:12]
	v_div_scale_f64 v[17:18], s[4:5], s[12:13], s[12:13], v[11:12]
	v_add_f64 v[8:9], v[8:9], v[13:14]
	v_div_scale_f64 v[13:14], s[4:5], s[8:9], s[8:9], v[6:7]
	v_mul_f64 v[8:9], v[8:9], s[10:11]
	s_mov_b32 s11, 0x3fe47ae1
	v_div_scale_f64 v[19:20], s[4:5], s[10:11], s[10:11], v[6:7]
	v_rcp_f64_e32 v[23:24], v[17:18]
	v_div_scale_f64 v[35:36], s[6:7], v[6:7], s[10:11], v[6:7]
	v_rcp_f64_e32 v[21:22], v[13:14]
	v_rcp_f64_e32 v[25:26], v[19:20]
	v_fma_f64 v[29:30], -v[17:18], v[23:24], 1.0
	v_fma_f64 v[27:28], -v[13:14], v[21:22], 1.0
	v_fma_f64 v[23:24], v[23:24], v[29:30], v[23:24]
	v_div_scale_f64 v[29:30], s[4:5], v[11:12], s[12:13], v[11:12]
	v_fma_f64 v[21:22], v[21:22], v[27:28], v[21:22]
	v_fma_f64 v[31:32], -v[19:20], v[25:26], 1.0
	v_div_scale_f64 v[27:28], vcc, v[6:7], s[8:9], v[6:7]
	v_fma_f64 v[33:34], -v[17:18], v[23:24], 1.0
	v_fma_f64 v[25:26], v[25:26], v[31:32], v[25:26]
	v_fma_f64 v[31:32], -v[13:14], v[21:22], 1.0
	v_fma_f64 v[23:24], v[23:24], v[33:34], v[23:24]
	v_fma_f64 v[37:38], -v[19:20], v[25:26], 1.0
	v_fma_f64 v[21:22], v[21:22], v[31:32], v[21:22]
	v_mul_f64 v[33:34], v[29:30], v[23:24]
	v_fma_f64 v[25:26], v[25:26], v[37:38], v[25:26]
	v_mul_f64 v[31:32], v[27:28], v[21:22]
	v_fma_f64 v[17:18], -v[17:18], v[33:34], v[29:30]
	v_mul_f64 v[37:38], v[35:36], v[25:26]
	v_fma_f64 v[13:14], -v[13:14], v[31:32], v[27:28]
	v_fma_f64 v[19:20], -v[19:20], v[37:38], v[35:36]
	v_div_fmas_f64 v[13:14], v[13:14], v[21:22], v[31:32]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[17:18], v[17:18], v[23:24], v[33:34]
	s_mov_b64 vcc, s[6:7]
	v_div_scale_f64 v[21:22], s[4:5], s[14:15], s[14:15], v[6:7]
	v_div_fmas_f64 v[19:20], v[19:20], v[25:26], v[37:38]
	v_div_fixup_f64 v[13:14], v[13:14], s[8:9], v[6:7]
	s_mov_b32 s9, 0x3fc33333
	v_div_scale_f64 v[29:30], s[4:5], s[8:9], s[8:9], v[11:12]
	v_rcp_f64_e32 v[25:26], v[21:22]
	v_div_fixup_f64 v[17:18], v[17:18], s[12:13], v[11:12]
	v_div_fixup_f64 v[19:20], v[19:20], s[10:11], v[6:7]
	s_mov_b32 s11, 0x3f747ae1
	v_div_scale_f64 v[23:24], s[4:5], s[10:11], s[10:11], v[11:12]
	v_add_f64 v[13:14], v[13:14], 1.0
	v_add_f64 v[19:20], v[19:20], 1.0
	v_rcp_f64_e32 v[35:36], v[29:30]
	v_fma_f64 v[33:34], -v[21:22], v[25:26], 1.0
	v_rcp_f64_e32 v[27:28], v[23:24]
	v_fma_f64 v[25:26], v[25:26], v[33:34], v[25:26]
	v_div_scale_f64 v[33:34], vcc, v[11:12], s[10:11], v[11:12]
	v_fma_f64 v[49:50], -v[29:30], v[35:36], 1.0
	v_fma_f64 v[47:48], -v[21:22], v[25:26], 1.0
	v_fma_f64 v[31:32], -v[23:24], v[27:28], 1.0
	v_fma_f64 v[35:36], v[35:36], v[49:50], v[35:36]
	v_div_scale_f64 v[49:50], s[6:7], v[11:12], s[8:9], v[11:12]
	v_fma_f64 v[25:26], v[25:26], v[47:48], v[25:26]
	v_fma_f64 v[27:28], v[27:28], v[31:32], v[27:28]
	v_div_scale_f64 v[31:32], s[4:5], v[6:7], s[14:15], v[6:7]
	v_fma_f64 v[51:52], -v[29:30], v[35:36], 1.0
	v_fma_f64 v[37:38], -v[23:24], v[27:28], 1.0
	v_fma_f64 v[27:28], v[27:28], v[37:38], v[27:28]
	v_mul_f64 v[47:48], v[31:32], v[25:26]
	v_mul_f64 v[37:38], v[33:34], v[27:28]
	v_fma_f64 v[21:22], -v[21:22], v[47:48], v[31:32]
	v_fma_f64 v[31:32], v[35:36], v[51:52], v[35:36]
	v_fma_f64 v[23:24], -v[23:24], v[37:38], v[33:34]
	v_div_fmas_f64 v[23:24], v[23:24], v[27:28], v[37:38]
	s_mov_b64 vcc, s[4:5]
	v_div_fmas_f64 v[21:22], v[21:22], v[25:26], v[47:48]
	v_mul_f64 v[25:26], v[49:50], v[31:32]
	s_mov_b64 vcc, s[6:7]
	s_mov_b32 s4, 0x24924925
	s_mov_b32 s5, 0x40865249
	v_add_f64 v[19:20], v[19:20], s[4:5]
	s_mov_b32 s4, 0x8ba2e8bb
	s_mov_b32 s5, 0x4046ba2e
	v_add_f64 v[13:14], v[13:14], s[4:5]
	v_fma_f64 v[27:28], -v[29:30], v[25:26], v[49:50]
	s_mov_b32 s4, 0x7a24cf7a
	s_mov_b32 s5, 0xc01a24cf
	v_div_fixup_f64 v[23:24], v[23:24], s[10:11], v[11:12]
	v_div_fixup_f64 v[6:7], v[21:22], s[14:15], v[6:7]
	v_div_fmas_f64 v[21:22], v[27:28], v[31:32], v[25:26]
	v_add_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[6:7], v[6:7], 1.0
	v_add_f64 v[6:7], v[6:7], s[4:5]
	v_div_fixup_f64 v[10:11], v[21:22], s[8:9], v[11:12]
	s_mov_b32 s4, 0xd2f1a9fc
	s_mov_b32 s5, 0x3fc0624d
	v_add_f64 v[12:13], v[13:14], v[17:18]
	v_mul_f64 v[17:18], v[19:20], s[4:5]
	v_add_f64 v[6:7], v[6:7], v[10:11]
	v_mul_f64 v[11:12], v[12:13], v[8:9]
	v_mul_f64 v[13:14], v[6:7], v[17:18]
.LBB2_15:
	v_cvt_f32_f64_e32 v6, v[11:12]
	v_cvt_f32_f64_e32 v7, v[13:14]
	s_mov_b32 s46, 0x6f800000
	v_mov_b32_e32 v47, 0x2f800000
	v_cmp_gt_f32_e64 vcc, |v6|, s46
	v_cndmask_b32_e32 v8, 1.0, v47, vcc
	v_cmp_gt_f32_e64 vcc, |v7|, s46
	v_cndmask_b32_e32 v9, 1.0, v47, vcc
	v_mul_f32_e32 v6, v6, v8
	v_mul_f32_e32 v7, v7, v9
	v_rcp_f32_e32 v6, v6
	v_rcp_f32_e32 v7, v7
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v10, 0x447a0000, v16
	s_mov_b32 s4, 0xc3fa0000
	v_mul_f32_e32 v6, 0x41200000, v6
	v_mul_f32_e32 v7, 0x43fa0000, v7
	v_mul_f32_e32 v6, v8, v6
	v_mul_f32_e32 v7, v9, v7
	v_mul_f32_e32 v8, v10, v10
	v_mul_f32_e32 v73, v8, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v43, v3
	v_mul_f32_e32 v6, v8, v6
	v_mul_f32_e32 v74, s4, v2
	v_sub_f32_e32 v7, v7, v56
	v_mul_f32_e32 v43, 0xbdcccccd, v56
	v_mul_f32_e32 v75, s4, v57
	s_mov_b32 s4, 0x3be56041
	s_mov_b32 s5, 0xb76ae18a
	v_sub_f32_e32 v7, v7, v57
	v_mac_f32_e32 v43, v6, v3
	v_mul_f32_e32 v76, 0xbab78034, v3
	v_mul_f32_e32 v3, s4, v1
	v_mul_f32_e32 v77, s5, v56
	v_mul_f32_e32 v72, 0xc1200000, v1
	v_mul_f32_e32 v9, s4, v0
	v_mac_f32_e32 v77, v3, v7
	v_mul_f32_e32 v3, s4, v2
	s_mov_b32 s4, 0x42380000
	v_mac_f32_e32 v72, v6, v0
	v_mul_f32_e32 v0, s4, v0
	v_mul_f32_e32 v89, 0xc4067dd3, v4
	v_mac_f32_e32 v89, v0, v63
	v_mul_f32_e32 v0, s4, v1
	v_mul_f32_e32 v90, 0xc050aa65, v5
	v_mac_f32_e32 v90, v0, v63
	v_mul_f32_e32 v0, s4, v2
	v_mul_f32_e32 v91, 0xbaaa64c3, v15
	v_mac_f32_e32 v91, v0, v63
	v_sub_f32_e32 v0, 1.0, v58
	v_mul_f32_e32 v78, s5, v57
	v_sub_f32_e32 v0, v0, v59
	v_mac_f32_e32 v78, v3, v7
	v_sub_f32_e32 v3, v45, v63
	v_sub_f32_e32 v0, v0, v60
	v_sub_f32_e32 v3, v3, v4
	v_mul_f32_e32 v88, 0xbb82a766, v15
	v_sub_f32_e32 v0, v0, v61
	v_sub_f32_e32 v3, v3, v5
	v_mul_f32_e32 v79, 0xbd783e10, v5
	v_mac_f32_e32 v88, v73, v5
	v_sub_f32_e32 v5, v0, v62
	v_add_f32_e32 v0, v59, v60
	v_add_f32_e32 v0, v0, v61
	v_sub_f32_e32 v3, v3, v15
	v_mac_f32_e32 v8, v10, v10
	s_mov_b32 s6, 0x428357e2
	v_add_f32_e32 v0, v0, v62
	v_mac_f32_e32 v74, v73, v1
	v_mad_f32 v45, v8, v3, -v63
	v_mul_f32_e32 v63, s6, v1
	v_mul_f32_e32 v1, v0, v0
	v_mac_f32_e32 v79, v6, v4
	v_cvt_f64_f32_e32 v[3:4], v1
	s_mov_b32 s4, 0x5fd8adac
	s_mov_b32 s5, 0x3f7e4f76
	v_mul_f32_e32 v93, 0xc0566666, v59
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 2, 2), 0
	v_mul_f64 v[3:4], v[3:4], s[4:5]
	v_mul_f32_e32 v92, 0xc3a42dda, v58
	v_mac_f32_e32 v93, v73, v58
	v_mul_f32_e32 v58, s6, v2
	v_cvt_f64_f32_e32 v[1:2], v0
	s_mov_b32 s4, 0xc28f5c29
	s_mov_b32 s5, 0x3fac28f5
	v_mac_f32_e32 v75, v73, v56
	v_fma_f64 v[56:57], v[1:2], s[4:5], v[3:4]
	v_lshlrev_b32_e32 v2, 10, v41
	s_add_u32 s8, s40, 40
	v_lshlrev_b32_e32 v1, 20, v42
	v_or_b32_e32 v2, v40, v2
	v_mul_f32_e32 v94, 0xc00ccccd, v59
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v1, 0x40400000
	v_mac_f32_e32 v76, v9, v7
	v_mac_f32_e32 v92, v63, v5
	v_mac_f32_e32 v94, v58, v5
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, 0x3fdc28f6, v46
	v_madak_f32 v3, v44, v60, 0x41380000
	v_mul_f32_e32 v4, v60, v2
	v_div_scale_f32 v5, s[4:5], v3, v3, v4
	v_div_scale_f32 v6, vcc, v4, v3, v4
	v_cvt_f64_f32_e32 v[0:1], v0
	s_mov_b32 s4, 0xeb851eb8
	s_mov_b32 s5, 0x3f8eb851
	v_mov_b32_e32 v7, 0x41380000
	v_fma_f64 v[0:1], v[0:1], s[4:5], v[56:57]
	s_mov_b32 s5, 0x3b102de0
	s_mov_b32 s6, 0x43a42dda
	s_mov_b32 s4, 0x3b5b8bac
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_rcp_f32_e32 v8, v5
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 3
	v_fma_f32 v1, -v5, v8, 1.0
	v_fma_f32 v1, v1, v8, v8
	v_mul_f32_e32 v8, v6, v1
	v_fma_f32 v9, -v5, v8, v6
	v_fma_f32 v8, v9, v1, v8
	v_fma_f32 v5, -v5, v8, v6
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 2), 0
	v_div_fmas_f32 v1, v5, v1, v8
	v_madak_f32 v10, v44, v61, 0x41380000
	v_cmp_gt_f32_e64 vcc, |v10|, s46
	v_cndmask_b32_e32 v15, 1.0, v47, vcc
	v_mul_f32_e32 v9, v2, v61
	v_mul_f32_e32 v14, v2, v62
	v_mul_f32_e32 v2, v10, v15
	v_rcp_f32_e32 v2, v2
	v_mac_f32_e32 v7, v44, v62
	v_cmp_gt_f32_e64 vcc, |v7|, s46
	v_mul_f32_e32 v6, v62, v58
	v_mul_f32_e32 v8, v62, v63
	v_mul_f32_e32 v18, v9, v2
	v_cndmask_b32_e32 v20, 1.0, v47, vcc
	v_sub_f32_e32 v2, v72, v74
	v_mul_f32_e32 v5, v61, v73
	v_div_fixup_f32 v1, v1, v3, v4
	v_mad_f32 v16, v60, s5, -v6
	v_mad_f32 v17, v61, s6, -v8
	v_mad_f32 v19, v0, v59, -v1
	v_mul_f32_e32 v0, v7, v20
	v_sub_f32_e32 v2, v2, v77
	v_sub_f32_e32 v4, v74, v78
	v_mad_f32 v23, v60, s4, -v5
	v_rcp_f32_e32 v21, v0
	v_sub_f32_e64 v0, -v72, v76
	v_sub_f32_e32 v2, v2, v90
	v_sub_f32_e32 v3, v17, v92
	v_sub_f32_e32 v4, v4, v91
	v_sub_f32_e32 v5, v16, v94
	v_sub_f32_e32 v0, v0, v89
	v_mac_f32_e32 v2, v44, v3
	v_mac_f32_e32 v4, v44, v5
	v_add_f32_e32 v10, v78, v75
	v_cvt_f64_f32_e32 v[0:1], v0
	v_cvt_f64_f32_e32 v[2:3], v2
	v_cvt_f64_f32_e32 v[4:5], v4
	v_add_f32_e32 v8, v77, v43
	v_cvt_f64_f32_e32 v[10:11], v10
	v_sub_f32_e32 v6, v76, v43
	v_sub_f32_e32 v8, v8, v75
	s_mov_b32 s4, 0xd2f1a9fc
	v_cvt_f64_f32_e32 v[6:7], v6
	v_cvt_f64_f32_e32 v[8:9], v8
	v_sub_f32_e32 v12, v92, v93
	s_mov_b32 s5, 0x3f50624d
	v_mac_f32_e32 v12, v15, v18
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	v_mul_f64 v[2:3], v[2:3], s[4:5]
	v_mul_f64 v[4:5], v[4:5], s[4:5]
	v_cvt_f64_f32_e32 v[12:13], v12
	v_mul_f64 v[10:11], v[10:11], s[4:5]
	v_mul_f64 v[6:7], v[6:7], s[4:5]
	v_mul_f64 v[8:9], v[8:9], s[4:5]
	v_mul_f64 v[12:13], v[12:13], s[4:5]
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_cvt_f32_f64_e32 v1, v[2:3]
	v_cvt_f32_f64_e32 v2, v[4:5]
	s_add_u32 s6, s54, 0x130
	v_cvt_f32_f64_e32 v5, v[10:11]
	v_sub_f32_e32 v11, v23, v17
	v_mad_f32 v11, -v15, v18, v11
	v_sub_f32_e32 v15, v45, v89
	v_cvt_f32_f64_e32 v3, v[6:7]
	v_cvt_f32_f64_e32 v4, v[8:9]
	v_add_f32_e32 v7, v94, v93
	v_sub_f32_e32 v9, v19, v16
	v_sub_f32_e32 v15, v15, v90
	v_sub_f32_e32 v7, v7, v19
	v_sub_f32_e32 v9, v9, v23
	v_sub_f32_e32 v15, v15, v91
	v_cvt_f32_f64_e32 v6, v[12:13]
	v_cvt_f64_f32_e32 v[7:8], v7
	v_cvt_f64_f32_e32 v[9:10], v9
	v_cvt_f64_f32_e32 v[11:12], v11
	v_add_f32_e32 v13, v16, v17
	v_cvt_f64_f32_e32 v[15:16], v15
	v_mul_f64 v[7:8], v[7:8], s[4:5]
	v_mul_f64 v[9:10], v[9:10], s[4:5]
	v_mul_f64 v[11:12], v[11:12], s[4:5]
	v_mul_f64 v[15:16], v[15:16], s[4:5]
	s_addc_u32 s7, s55, 0
	v_mul_f32_e32 v14, v14, v21
	v_mad_f32 v13, -v20, v14, v13
	v_cvt_f64_f32_e32 v[13:14], v13
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_cvt_f32_f64_e32 v8, v[9:10]
	v_cvt_f32_f64_e32 v9, v[11:12]
	v_cvt_f32_f64_e32 v11, v[15:16]
	v_mov_b32_e32 v16, s7
	v_mov_b32_e32 v15, s6
	flat_store_dwordx4 v[15:16], v[0:3]
	v_add_f32_e32 v19, v90, v79
	v_add_f32_e32 v2, v74, v72
	v_add_f32_e32 v2, v43, v2
	v_add_f32_e32 v2, v75, v2
	v_sub_f32_e32 v17, v89, v79
	v_sub_f32_e32 v19, v19, v88
	v_add_f32_e32 v21, v91, v88
	v_add_f32_e32 v2, v45, v2
	v_cvt_f64_f32_e32 v[17:18], v17
	v_cvt_f64_f32_e32 v[19:20], v19
	v_cvt_f64_f32_e32 v[21:22], v21
	v_add_f32_e32 v2, v79, v2
	v_add_f32_e32 v2, v88, v2
	v_mul_f64 v[13:14], v[13:14], s[4:5]
	v_add_f32_e32 v0, v44, v44
	v_sub_f32_e32 v1, v23, v93
	v_add_f32_e32 v2, v2, v2
	v_mad_f32 v0, v0, v1, -v2
	v_mul_f64 v[17:18], v[17:18], s[4:5]
	v_mul_f64 v[19:20], v[19:20], s[4:5]
	v_mul_f64 v[21:22], v[21:22], s[4:5]
	v_cvt_f64_f32_e32 v[0:1], v0
	s_add_u32 s6, s54, 0x140
	v_cvt_f32_f64_e32 v10, v[13:14]
	s_addc_u32 s7, s55, 0
	v_mul_f64 v[0:1], v[0:1], s[4:5]
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_add_u32 s6, s54, 0x150
	v_cvt_f32_f64_e32 v12, v[17:18]
	v_cvt_f32_f64_e32 v13, v[19:20]
	v_cvt_f32_f64_e32 v14, v[21:22]
	flat_store_dwordx4 v[2:3], v[4:7]
	s_addc_u32 s7, s55, 0
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	s_add_u32 s4, s54, 0x160
	flat_store_dwordx4 v[2:3], v[8:11]
	s_addc_u32 s5, s55, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	flat_store_dwordx3 v[2:3], v[12:14]
	v_cvt_f32_f64_e32 v2, v[0:1]
	s_add_u32 s4, s54, 8
	s_addc_u32 s5, s55, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dword v[0:1], v2
.LBB2_16:
	s_or_b64 exec, exec, s[68:69]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr41
                                        ; implicit-def: $vgpr40
.LBB2_17:
	s_or_saveexec_b64 s[4:5], s[66:67]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_20
; %bb.18:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_20
; %bb.19:
	s_load_dword s4, s[40:41], 0x0
	v_lshlrev_b32_e32 v2, 10, v41
	s_add_u32 s8, s40, 40
	v_lshlrev_b32_e32 v1, 20, v42
	v_or_b32_e32 v2, v40, v2
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_i32_e32 v0, s4
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v1, s52
	v_mov_b32_e32 v2, s53
	v_mov_b32_e32 v3, s54
	v_mov_b32_e32 v4, s55
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, s64
	v_mov_b32_e32 v7, s65
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, kernel_ecc@rel32@lo+4
	s_addc_u32 s17, s17, kernel_ecc@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.LBB2_20:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernel_gpu_opencl
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16960
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
		.amdhsa_next_free_vgpr 95
		.amdhsa_next_free_sgpr 73
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
.Lfunc_end2:
	.size	kernel_gpu_opencl, .Lfunc_end2-kernel_gpu_opencl
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 13580
; NumSgprs: 79
; NumVgprs: 95
; ScratchSize: 16960
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 79
; NumVGPRsForWavesPerEU: 95
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z3powff
	.hidden	_Z3logf
	.hidden	_Z3expd
	.hidden	_Z3expf
	.hidden	_Z4sqrtd
	.hidden	_Z5log10f
	.hidden	_Z4fmodff
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
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
    .name:           kernel_gpu_opencl
    .private_segment_fixed_size: 16960
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         kernel_gpu_opencl.kd
    .vgpr_count:     95
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
