	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	histogram256_vector     ; -- Begin function histogram256_vector
	.globl	histogram256_vector
	.p2align	8
	.type	histogram256_vector,@function
histogram256_vector:                    ; @histogram256_vector
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_load_dword s58, s[8:9], 0x8
	s_load_dwordx2 s[46:47], s[8:9], 0x10
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v47, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v46, v0
	v_lshlrev_b32_e32 v1, 10, v47
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v56
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v42, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v44, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	v_mul_lo_u32 v3, v42, 12
	v_lshlrev_b32_e32 v58, 2, v40
	v_lshlrev_b32_e32 v0, 3, v42
	v_add_u32_e32 v2, vcc, v42, v40
	v_mov_b32_e32 v43, v1
	v_add_u32_e32 v0, vcc, v0, v58
	v_lshlrev_b32_e32 v1, 4, v42
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v3, vcc, v3, v58
	s_mov_b32 s4, 64
	v_mov_b32_e32 v4, s58
	s_mov_b32 m0, -1
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s4, s4, -4
	v_add_u32_e32 v5, vcc, v4, v58
	v_add_u32_e32 v6, vcc, v4, v2
	v_add_u32_e32 v7, vcc, v4, v0
	v_add_u32_e32 v8, vcc, v4, v3
	v_add_u32_e32 v4, vcc, v4, v1
	s_cmp_eq_u32 s4, 0
	ds_write_b32 v5, v44
	ds_write_b32 v6, v44
	ds_write_b32 v7, v44
	ds_write_b32 v8, v44
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	v_lshlrev_b32_e32 v1, 10, v47
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v56
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v57, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v45, v1
	v_and_b32_e32 v58, 0x7c, v58
	v_alignbit_b32 v59, v41, v40, 5
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_lshlrev_b64 v[2:3], 4, v[42:43]
	v_add_u32_e32 v4, vcc, v58, v59
	v_mul_lo_u32 v9, v44, v43
	v_mad_u64_u32 v[7:8], s[4:5], v44, v42, 0
	v_add_u32_e32 v5, vcc, s48, v2
	v_mul_lo_u32 v2, v45, v42
	v_mov_b32_e32 v6, s49
	v_addc_u32_e32 v6, vcc, v6, v3, vcc
	v_add_u32_e32 v3, vcc, v8, v9
	v_add_u32_e32 v8, vcc, v3, v2
	v_lshlrev_b64 v[2:3], 9, v[7:8]
	v_lshlrev_b64 v[7:8], 4, v[40:41]
	v_lshlrev_b64 v[0:1], 5, v[42:43]
	v_add_u32_e32 v2, vcc, v2, v7
	v_addc_u32_e32 v3, vcc, v3, v8, vcc
	s_mov_b32 s4, 32
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v11, vcc, v5, v2
	v_addc_u32_e32 v12, vcc, v6, v3, vcc
	v_mov_b32_e32 v8, s49
	v_add_u32_e32 v7, vcc, s48, v2
	v_addc_u32_e32 v8, vcc, v8, v3, vcc
	flat_load_dwordx4 v[7:10], v[7:8]
	flat_load_dwordx4 v[11:14], v[11:12]
	s_add_i32 s4, s4, -2
	s_cmp_eq_u32 s4, 0
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v7, 7, v7
	v_add_u32_e32 v7, vcc, v4, v7
	v_add_u32_e32 v7, vcc, s58, v7
	ds_read_u8 v15, v7
	v_lshlrev_b32_e32 v8, 7, v8
	v_add_u32_e32 v8, vcc, v4, v8
	v_add_u32_e32 v8, vcc, s58, v8
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v15, 1, v15
	ds_write_b8 v7, v15
	ds_read_u8 v7, v8
	v_lshlrev_b32_e32 v9, 7, v9
	v_add_u32_e32 v9, vcc, v4, v9
	v_add_u32_e32 v9, vcc, s58, v9
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v7, 1, v7
	ds_write_b8 v8, v7
	ds_read_u8 v7, v9
	v_lshlrev_b32_e32 v10, 7, v10
	v_add_u32_e32 v8, vcc, v4, v10
	v_add_u32_e32 v8, vcc, s58, v8
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v7, 1, v7
	ds_write_b8 v9, v7
	ds_read_u8 v7, v8
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v11, 7, v11
	v_add_u32_e32 v9, vcc, v4, v11
	v_add_u32_e32 v9, vcc, s58, v9
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v7, 1, v7
	ds_write_b8 v8, v7
	ds_read_u8 v7, v9
	v_lshlrev_b32_e32 v12, 7, v12
	v_add_u32_e32 v8, vcc, v4, v12
	v_add_u32_e32 v8, vcc, s58, v8
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v7, 1, v7
	ds_write_b8 v9, v7
	ds_read_u8 v7, v8
	v_lshlrev_b32_e32 v13, 7, v13
	v_add_u32_e32 v9, vcc, v4, v13
	v_add_u32_e32 v9, vcc, s58, v9
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v7, 1, v7
	ds_write_b8 v8, v7
	ds_read_u8 v7, v9
	v_lshlrev_b32_e32 v14, 7, v14
	v_add_u32_e32 v8, vcc, v4, v14
	v_add_u32_e32 v8, vcc, s58, v8
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v7, 1, v7
	ds_write_b8 v9, v7
	ds_read_u8 v7, v8
	v_add_u32_e32 v2, vcc, v2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v7, 1, v7
	ds_write_b8 v8, v7
	s_cbranch_scc0 .LBB0_3
; %bb.4:
	v_lshlrev_b32_e32 v1, 10, v47
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v56
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b64 s[4:5], 0x101
	v_cmp_gt_u64_e32 vcc, s[4:5], v[42:43]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_cvt_f32_u32_e32 v0, v42
	v_sub_u32_e32 v1, vcc, 0, v42
	v_mov_b32_e32 v58, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, vcc, v0, v1
	v_lshrrev_b32_e32 v0, 24, v0
	v_mul_lo_u32 v1, v0, v42
	v_add_u32_e32 v2, vcc, 1, v0
	v_sub_u32_e32 v1, vcc, 0x100, v1
	v_sub_u32_e32 v3, vcc, v1, v42
	v_cmp_ge_u32_e32 vcc, v1, v42
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v42
	v_cndmask_b32_e32 v57, v0, v2, vcc
.LBB0_6:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u64_e32 vcc, s[4:5], v[42:43]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_11
; %bb.7:
	v_lshlrev_b64 v[0:1], 8, v[44:45]
	v_lshlrev_b32_e32 v59, 5, v40
	v_add_u32_e32 v60, vcc, v0, v40
	v_addc_u32_e32 v61, vcc, v1, v41, vcc
	v_lshlrev_b32_e32 v1, 10, v47
	v_lshlrev_b32_e32 v0, 20, v56
	v_or_b32_e32 v1, v46, v1
	s_mov_b64 s[52:53], 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b32 s48, 0
	s_mov_b64 s[56:57], 0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z13convert_uint4Dv4_h@rel32@lo+4
	s_addc_u32 s55, s55, _Z13convert_uint4Dv4_h@rel32@hi+12
.LBB0_8:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_9 Depth 2
	s_lshl_b32 s4, s56, 12
	s_mov_b32 s49, s48
	s_mov_b32 s50, s48
	s_mov_b32 s51, s48
	v_mov_b32_e32 v44, s48
	v_add_u32_e32 v56, vcc, s4, v59
	v_mov_b32_e32 v45, s49
	v_mov_b32_e32 v46, s50
	v_mov_b32_e32 v47, s51
	s_mov_b32 s49, 0
.LBB0_9:                                ;   Parent Loop BB0_8 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v62, vcc, s49, v40
	v_and_b32_e32 v0, 31, v62
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	s_add_u32 s34, s38, 24
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v0, vcc, 1, v62
	v_and_b32_e32 v0, 31, v0
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v47, vcc, v3, v47
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v2, vcc, 2, v62
	v_and_b32_e32 v2, 31, v2
	v_or_b32_e32 v2, v2, v56
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, s58, v2
	ds_read_b32 v4, v2
	v_add_u32_e32 v47, vcc, v3, v47
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v44, vcc, v0, v44
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v4
	v_lshrrev_b32_e32 v1, 8, v4
	v_lshrrev_b32_e32 v3, 24, v4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v4
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v0, vcc, 3, v62
	v_and_b32_e32 v0, 31, v0
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v47, vcc, v3, v47
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v2, vcc, 4, v62
	v_and_b32_e32 v2, 31, v2
	v_or_b32_e32 v2, v2, v56
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, s58, v2
	ds_read_b32 v4, v2
	v_add_u32_e32 v47, vcc, v3, v47
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v44, vcc, v0, v44
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v4
	v_lshrrev_b32_e32 v1, 8, v4
	v_lshrrev_b32_e32 v3, 24, v4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v4
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v0, vcc, 5, v62
	v_and_b32_e32 v0, 31, v0
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v47, vcc, v3, v47
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v2, vcc, 6, v62
	v_and_b32_e32 v2, 31, v2
	v_or_b32_e32 v2, v2, v56
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, s58, v2
	ds_read_b32 v4, v2
	v_add_u32_e32 v47, vcc, v3, v47
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v44, vcc, v0, v44
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v4
	v_lshrrev_b32_e32 v1, 8, v4
	v_lshrrev_b32_e32 v3, 24, v4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v4
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v0, vcc, 7, v62
	v_and_b32_e32 v0, 31, v0
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v47, vcc, v3, v47
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	s_add_i32 s49, s49, 8
	v_add_u32_e32 v47, vcc, v3, v47
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v45, vcc, v1, v45
	s_cmp_eq_u32 s49, 32
	v_add_u32_e32 v44, vcc, v0, v44
	s_cbranch_scc0 .LBB0_9
; %bb.10:                               ;   in Loop: Header=BB0_8 Depth=1
	v_add_u32_e32 v0, vcc, v44, v45
	v_add_u32_e32 v2, vcc, v0, v46
	v_mul_lo_u32 v3, s56, v43
	v_mad_u64_u32 v[0:1], s[4:5], s56, v42, 0
	v_mul_lo_u32 v4, s57, v42
	v_add_u32_e32 v2, vcc, v2, v47
	v_add_u32_e32 v1, vcc, v1, v3
	v_add_u32_e32 v1, vcc, v1, v4
	v_add_u32_e32 v0, vcc, v60, v0
	v_addc_u32_e32 v1, vcc, v61, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_add_i32 s56, s56, 1
	s_mov_b32 s57, s48
	v_cmp_ge_u64_e32 vcc, s[56:57], v[57:58]
	v_mov_b32_e32 v3, s47
	v_add_u32_e64 v0, s[4:5], s46, v0
	v_addc_u32_e64 v1, s[4:5], v3, v1, s[4:5]
	s_or_b64 s[52:53], vcc, s[52:53]
	flat_store_dword v[0:1], v2
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execnz .LBB0_8
.LBB0_11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogram256_vector
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
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
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 59
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
.Lfunc_end0:
	.size	histogram256_vector, .Lfunc_end0-histogram256_vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2164
; NumSgprs: 65
; NumVgprs: 63
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 65
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
	.text
	.protected	histogram256_scalar     ; -- Begin function histogram256_scalar
	.globl	histogram256_scalar
	.p2align	8
	.type	histogram256_scalar,@function
histogram256_scalar:                    ; @histogram256_scalar
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_load_dword s58, s[8:9], 0x8
	s_load_dwordx2 s[46:47], s[8:9], 0x10
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v47, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v46, v0
	v_lshlrev_b32_e32 v1, 10, v47
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v56
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v42, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	v_mov_b32_e32 v44, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	v_mul_lo_u32 v3, v42, 12
	v_lshlrev_b32_e32 v58, 2, v40
	v_lshlrev_b32_e32 v0, 3, v42
	v_add_u32_e32 v2, vcc, v42, v40
	v_mov_b32_e32 v43, v1
	v_add_u32_e32 v0, vcc, v0, v58
	v_lshlrev_b32_e32 v1, 4, v42
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v3, vcc, v3, v58
	s_mov_b32 s4, 64
	v_mov_b32_e32 v4, s58
	s_mov_b32 m0, -1
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	s_add_i32 s4, s4, -4
	v_add_u32_e32 v5, vcc, v4, v58
	v_add_u32_e32 v6, vcc, v4, v2
	v_add_u32_e32 v7, vcc, v4, v0
	v_add_u32_e32 v8, vcc, v4, v3
	v_add_u32_e32 v4, vcc, v4, v1
	s_cmp_eq_u32 s4, 0
	ds_write_b32 v5, v44
	ds_write_b32 v6, v44
	ds_write_b32 v7, v44
	ds_write_b32 v8, v44
	s_cbranch_scc0 .LBB1_1
; %bb.2:
	v_lshlrev_b32_e32 v1, 10, v47
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v56
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v57, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v45, v1
	v_and_b32_e32 v58, 0x7c, v58
	v_alignbit_b32 v59, v41, v40, 5
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_lshlrev_b64 v[2:3], 7, v[44:45]
	v_alignbit_b32 v0, v45, v44, 25
	v_or_b32_e32 v3, 2, v2
	v_mul_lo_u32 v10, v42, v0
	v_mad_u64_u32 v[0:1], s[4:5], v42, v3, 0
	v_mul_lo_u32 v3, v43, v3
	v_mul_lo_u32 v13, v43, v44
	v_add_u32_e32 v1, vcc, v1, v10
	v_add_u32_e32 v1, vcc, v1, v3
	v_or_b32_e32 v3, 1, v2
	v_mad_u64_u32 v[4:5], s[4:5], v42, v3, 0
	v_or_b32_e32 v2, 3, v2
	v_mul_lo_u32 v3, v43, v3
	v_mad_u64_u32 v[8:9], s[4:5], v42, v2, 0
	v_mul_lo_u32 v2, v43, v2
	v_add_u32_e32 v5, vcc, v5, v10
	v_add_u32_e32 v5, vcc, v5, v3
	v_add_u32_e32 v3, vcc, v9, v10
	v_add_u32_e32 v9, vcc, v3, v2
	v_mul_lo_u32 v2, v42, v45
	v_mad_u64_u32 v[10:11], s[4:5], v42, v44, 0
	v_lshlrev_b64 v[6:7], 2, v[40:41]
	v_add_u32_e32 v12, vcc, v58, v59
	v_add_u32_e32 v2, vcc, v11, v2
	v_add_u32_e32 v11, vcc, v2, v13
	v_mov_b32_e32 v3, s49
	v_add_u32_e32 v2, vcc, s48, v6
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_u32_e32 v3, vcc, v3, v7, vcc
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshlrev_b64 v[6:7], 2, v[8:9]
	v_lshlrev_b64 v[8:9], 9, v[10:11]
	v_lshlrev_b64 v[10:11], 4, v[42:43]
	s_movk_i32 s6, 0x80
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v13, vcc, v2, v8
	v_addc_u32_e32 v14, vcc, v3, v9, vcc
	v_add_u32_e32 v15, vcc, v2, v4
	v_addc_u32_e32 v16, vcc, v3, v5, vcc
	v_add_u32_e32 v17, vcc, v2, v0
	v_addc_u32_e32 v18, vcc, v3, v1, vcc
	v_add_u32_e32 v19, vcc, v2, v6
	v_addc_u32_e32 v20, vcc, v3, v7, vcc
	flat_load_dword v13, v[13:14]
	flat_load_dword v14, v[15:16]
	flat_load_dword v15, v[17:18]
	flat_load_dword v16, v[19:20]
	v_add_u32_e32 v2, vcc, v2, v10
	s_add_i32 s6, s6, -4
	v_addc_u32_e32 v3, vcc, v3, v11, vcc
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v13, 7, v13
	v_add_u32_e64 v13, s[4:5], v12, v13
	v_add_u32_e64 v13, s[4:5], s58, v13
	ds_read_u8 v17, v13
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v14, 7, v14
	v_add_u32_e64 v14, s[4:5], v12, v14
	v_add_u32_e64 v14, s[4:5], s58, v14
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v17, 1, v17
	ds_write_b8 v13, v17
	ds_read_u8 v13, v14
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v15, 7, v15
	v_add_u32_e64 v15, s[4:5], v12, v15
	v_add_u32_e64 v15, s[4:5], s58, v15
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v13, 1, v13
	ds_write_b8 v14, v13
	ds_read_u8 v13, v15
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v16, 7, v16
	v_add_u32_e64 v14, s[4:5], v12, v16
	v_add_u32_e64 v14, s[4:5], s58, v14
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v13, 1, v13
	ds_write_b8 v15, v13
	ds_read_u8 v13, v14
	s_waitcnt lgkmcnt(0)
	v_add_u16_e32 v13, 1, v13
	ds_write_b8 v14, v13
	s_cbranch_scc0 .LBB1_3
; %bb.4:
	v_lshlrev_b32_e32 v1, 10, v47
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v56
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b64 s[4:5], 0x101
	v_cmp_gt_u64_e32 vcc, s[4:5], v[42:43]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v58, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_cvt_f32_u32_e32 v0, v42
	v_sub_u32_e32 v1, vcc, 0, v42
	v_mov_b32_e32 v58, 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, v1, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, vcc, v0, v1
	v_lshrrev_b32_e32 v0, 24, v0
	v_mul_lo_u32 v1, v0, v42
	v_add_u32_e32 v2, vcc, 1, v0
	v_sub_u32_e32 v1, vcc, 0x100, v1
	v_sub_u32_e32 v3, vcc, v1, v42
	v_cmp_ge_u32_e32 vcc, v1, v42
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_add_u32_e32 v2, vcc, 1, v0
	v_cmp_ge_u32_e32 vcc, v1, v42
	v_cndmask_b32_e32 v57, v0, v2, vcc
.LBB1_6:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_gt_u64_e32 vcc, s[4:5], v[42:43]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_11
; %bb.7:
	v_lshlrev_b64 v[0:1], 8, v[44:45]
	v_lshlrev_b32_e32 v59, 5, v40
	v_add_u32_e32 v60, vcc, v0, v40
	v_addc_u32_e32 v61, vcc, v1, v41, vcc
	v_lshlrev_b32_e32 v1, 10, v47
	v_lshlrev_b32_e32 v0, 20, v56
	v_or_b32_e32 v1, v46, v1
	s_mov_b64 s[52:53], 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b32 s48, 0
	s_mov_b64 s[56:57], 0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z13convert_uint4Dv4_h@rel32@lo+4
	s_addc_u32 s55, s55, _Z13convert_uint4Dv4_h@rel32@hi+12
.LBB1_8:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_9 Depth 2
	s_lshl_b32 s4, s56, 12
	s_mov_b32 s49, s48
	s_mov_b32 s50, s48
	s_mov_b32 s51, s48
	v_mov_b32_e32 v44, s48
	v_add_u32_e32 v56, vcc, s4, v59
	v_mov_b32_e32 v45, s49
	v_mov_b32_e32 v46, s50
	v_mov_b32_e32 v47, s51
	s_mov_b32 s49, 0
.LBB1_9:                                ;   Parent Loop BB1_8 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v62, vcc, s49, v40
	v_and_b32_e32 v0, 31, v62
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	s_add_u32 s34, s38, 24
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v0, vcc, 1, v62
	v_and_b32_e32 v0, 31, v0
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v47, vcc, v3, v47
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v2, vcc, 2, v62
	v_and_b32_e32 v2, 31, v2
	v_or_b32_e32 v2, v2, v56
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, s58, v2
	ds_read_b32 v4, v2
	v_add_u32_e32 v47, vcc, v3, v47
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v44, vcc, v0, v44
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v4
	v_lshrrev_b32_e32 v1, 8, v4
	v_lshrrev_b32_e32 v3, 24, v4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v4
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v0, vcc, 3, v62
	v_and_b32_e32 v0, 31, v0
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v47, vcc, v3, v47
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v2, vcc, 4, v62
	v_and_b32_e32 v2, 31, v2
	v_or_b32_e32 v2, v2, v56
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, s58, v2
	ds_read_b32 v4, v2
	v_add_u32_e32 v47, vcc, v3, v47
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v44, vcc, v0, v44
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v4
	v_lshrrev_b32_e32 v1, 8, v4
	v_lshrrev_b32_e32 v3, 24, v4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v4
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v0, vcc, 5, v62
	v_and_b32_e32 v0, 31, v0
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v47, vcc, v3, v47
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v2, vcc, 6, v62
	v_and_b32_e32 v2, 31, v2
	v_or_b32_e32 v2, v2, v56
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, s58, v2
	ds_read_b32 v4, v2
	v_add_u32_e32 v47, vcc, v3, v47
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v44, vcc, v0, v44
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v4
	v_lshrrev_b32_e32 v1, 8, v4
	v_lshrrev_b32_e32 v3, 24, v4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v4
	s_swappc_b64 s[30:31], s[54:55]
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v0, vcc, 7, v62
	v_and_b32_e32 v0, 31, v0
	v_or_b32_e32 v0, v0, v56
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s58, v0
	ds_read_b32 v0, v0
	v_add_u32_e32 v45, vcc, v1, v45
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v47, vcc, v3, v47
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[54:55]
	s_add_i32 s49, s49, 8
	v_add_u32_e32 v47, vcc, v3, v47
	v_add_u32_e32 v46, vcc, v2, v46
	v_add_u32_e32 v45, vcc, v1, v45
	s_cmp_eq_u32 s49, 32
	v_add_u32_e32 v44, vcc, v0, v44
	s_cbranch_scc0 .LBB1_9
; %bb.10:                               ;   in Loop: Header=BB1_8 Depth=1
	v_add_u32_e32 v0, vcc, v44, v45
	v_add_u32_e32 v2, vcc, v0, v46
	v_mul_lo_u32 v3, s56, v43
	v_mad_u64_u32 v[0:1], s[4:5], s56, v42, 0
	v_mul_lo_u32 v4, s57, v42
	v_add_u32_e32 v2, vcc, v2, v47
	v_add_u32_e32 v1, vcc, v1, v3
	v_add_u32_e32 v1, vcc, v1, v4
	v_add_u32_e32 v0, vcc, v60, v0
	v_addc_u32_e32 v1, vcc, v61, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_add_i32 s56, s56, 1
	s_mov_b32 s57, s48
	v_cmp_ge_u64_e32 vcc, s[56:57], v[57:58]
	v_mov_b32_e32 v3, s47
	v_add_u32_e64 v0, s[4:5], s46, v0
	v_addc_u32_e64 v1, s[4:5], v3, v1, s[4:5]
	s_or_b64 s[52:53], vcc, s[52:53]
	flat_store_dword v[0:1], v2
	s_andn2_b64 exec, exec, s[52:53]
	s_cbranch_execnz .LBB1_8
.LBB1_11:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel histogram256_scalar
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
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
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 59
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
	.size	histogram256_scalar, .Lfunc_end1-histogram256_scalar
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2252
; NumSgprs: 65
; NumVgprs: 63
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 65
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
	.hidden	_Z12get_local_idj
	.hidden	_Z12get_group_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.hidden	_Z13convert_uint4Dv4_h
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
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'uchar*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
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
    .name:           histogram256_vector
    .private_segment_fixed_size: 16384
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         histogram256_vector.kd
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'uchar*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
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
    .name:           histogram256_scalar
    .private_segment_fixed_size: 16384
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         histogram256_scalar.kd
    .vgpr_count:     63
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
