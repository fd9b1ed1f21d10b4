	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	ran1                            ; -- Begin function ran1
	.globl	ran1
	.p2align	2
	.type	ran1,@function
ran1:                                   ; @ran1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Spill
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
	v_writelane_b32 v40, s46, 11
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s47, 12
	s_addk_i32 s32, 0x800
	buffer_store_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s30, 13
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v40, s31, 14
	v_mov_b32_e32 v44, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v41, v1
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s47, s47, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x834e0b5f
	v_mul_hi_i32 v1, v45, s4
	s_mov_b32 s5, 0xfffe0ce3
	s_movk_i32 s6, 0x41a7
	s_movk_i32 s7, 0xf4ec
	v_add_u32_e32 v1, vcc, v1, v45
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 16, v1
	v_add_u32_e32 v1, vcc, v1, v2
	v_mad_i32_i24 v2, v1, s5, v45
	v_mul_lo_u32 v2, v2, s6
	s_brev_b32 s8, -2
	v_mul_lo_u32 v0, v0, v43
	s_mov_b32 m0, -1
	v_mad_i32_i24 v1, v1, s7, v2
	v_add_u32_e32 v2, vcc, s8, v1
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mul_hi_i32 v2, v1, s4
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
	v_readlane_b32 s44, v40, 10
	v_add_u32_e32 v2, vcc, v2, v1
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 16, v2
	v_add_u32_e32 v2, vcc, v2, v3
	v_mad_i32_i24 v1, v2, s5, v1
	v_mul_lo_u32 v1, v1, s6
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_mad_i32_i24 v1, v2, s7, v1
	v_add_u32_e32 v2, vcc, s8, v1
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mul_hi_i32 v2, v1, s4
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_add_u32_e32 v2, vcc, v2, v1
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 16, v2
	v_add_u32_e32 v2, vcc, v2, v3
	v_mad_i32_i24 v3, v2, s5, v1
	v_mul_lo_u32 v3, v3, s6
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_mad_i32_i24 v2, v2, s7, v3
	v_add_u32_e32 v3, vcc, s8, v2
	v_cmp_gt_i32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_mul_hi_i32 v3, v2, s4
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xf800
	v_add_u32_e32 v3, vcc, v3, v2
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 16, v3
	v_add_u32_e32 v3, vcc, v3, v4
	v_mad_i32_i24 v4, v3, s5, v2
	v_mul_lo_u32 v4, v4, s6
	v_mad_i32_i24 v3, v3, s7, v4
	v_add_u32_e32 v4, vcc, s8, v3
	v_cmp_gt_i32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_mul_hi_i32 v4, v3, s4
	v_add_u32_e32 v4, vcc, v4, v3
	v_lshrrev_b32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v4, 16, v4
	v_add_u32_e32 v4, vcc, v4, v5
	v_mad_i32_i24 v5, v4, s5, v3
	v_mul_lo_u32 v5, v5, s6
	v_mad_i32_i24 v4, v4, s7, v5
	v_add_u32_e32 v5, vcc, s8, v4
	v_cmp_gt_i32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_mul_hi_i32 v5, v4, s4
	v_add_u32_e32 v5, vcc, v5, v4
	v_lshrrev_b32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v5, 16, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_mad_i32_i24 v6, v5, s5, v4
	v_mul_lo_u32 v6, v6, s6
	v_mad_i32_i24 v5, v5, s7, v6
	v_add_u32_e32 v6, vcc, s8, v5
	v_cmp_gt_i32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_mul_hi_i32 v6, v5, s4
	v_add_u32_e32 v6, vcc, v6, v5
	v_lshrrev_b32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v6, 16, v6
	v_add_u32_e32 v6, vcc, v6, v7
	v_mad_i32_i24 v7, v6, s5, v5
	v_mul_lo_u32 v7, v7, s6
	v_mad_i32_i24 v6, v6, s7, v7
	v_add_u32_e32 v7, vcc, s8, v6
	v_cmp_gt_i32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_mul_hi_i32 v7, v6, s4
	v_add_u32_e32 v7, vcc, v7, v6
	v_lshrrev_b32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v7, 16, v7
	v_add_u32_e32 v7, vcc, v7, v8
	v_mad_i32_i24 v8, v7, s5, v6
	v_mul_lo_u32 v8, v8, s6
	v_mad_i32_i24 v7, v7, s7, v8
	v_add_u32_e32 v8, vcc, s8, v7
	v_cmp_gt_i32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_mul_hi_i32 v8, v7, s4
	v_add_u32_e32 v8, vcc, v8, v7
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 16, v8
	v_add_u32_e32 v8, vcc, v8, v9
	v_mad_i32_i24 v9, v8, s5, v7
	v_mul_lo_u32 v9, v9, s6
	v_mad_i32_i24 v8, v8, s7, v9
	v_add_u32_e32 v9, vcc, s8, v8
	v_cmp_gt_i32_e32 vcc, 0, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_mul_hi_i32 v9, v8, s4
	v_add_u32_e32 v9, vcc, v9, v8
	v_lshrrev_b32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v9, 16, v9
	v_add_u32_e32 v9, vcc, v9, v10
	v_mad_i32_i24 v10, v9, s5, v8
	v_mul_lo_u32 v10, v10, s6
	v_mad_i32_i24 v9, v9, s7, v10
	v_add_u32_e32 v10, vcc, s8, v9
	v_cmp_gt_i32_e32 vcc, 0, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_mul_hi_i32 v10, v9, s4
	v_add_u32_e32 v10, vcc, v10, v9
	v_lshrrev_b32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v10, 16, v10
	v_add_u32_e32 v10, vcc, v10, v11
	v_mad_i32_i24 v11, v10, s5, v9
	v_mul_lo_u32 v11, v11, s6
	v_mad_i32_i24 v10, v10, s7, v11
	v_add_u32_e32 v11, vcc, s8, v10
	v_cmp_gt_i32_e32 vcc, 0, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_mul_hi_i32 v11, v10, s4
	v_add_u32_e32 v11, vcc, v11, v10
	v_lshrrev_b32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v11, 16, v11
	v_add_u32_e32 v11, vcc, v11, v12
	v_mad_i32_i24 v12, v11, s5, v10
	v_mul_lo_u32 v12, v12, s6
	v_mad_i32_i24 v11, v11, s7, v12
	v_add_u32_e32 v12, vcc, s8, v11
	v_cmp_gt_i32_e32 vcc, 0, v11
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_mul_hi_i32 v12, v11, s4
	v_add_u32_e32 v12, vcc, v12, v11
	v_lshrrev_b32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v12, 16, v12
	v_add_u32_e32 v12, vcc, v12, v13
	v_mad_i32_i24 v13, v12, s5, v11
	v_mul_lo_u32 v13, v13, s6
	v_mad_i32_i24 v12, v12, s7, v13
	v_add_u32_e32 v13, vcc, s8, v12
	v_cmp_gt_i32_e32 vcc, 0, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_mul_hi_i32 v13, v12, s4
	v_add_u32_e32 v13, vcc, v13, v12
	v_lshrrev_b32_e32 v14, 31, v13
	v_ashrrev_i32_e32 v13, 16, v13
	v_add_u32_e32 v13, vcc, v13, v14
	v_mad_i32_i24 v14, v13, s5, v12
	v_mul_lo_u32 v14, v14, s6
	v_mad_i32_i24 v13, v13, s7, v14
	v_add_u32_e32 v14, vcc, s8, v13
	v_cmp_gt_i32_e32 vcc, 0, v13
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_mul_hi_i32 v14, v13, s4
	v_add_u32_e32 v0, vcc, v0, v42
	v_lshlrev_b32_e32 v0, 6, v0
	v_add_u32_e32 v14, vcc, v14, v13
	v_lshrrev_b32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v14, 16, v14
	v_add_u32_e32 v14, vcc, v14, v15
	v_mad_i32_i24 v15, v14, s5, v13
	v_mul_lo_u32 v15, v15, s6
	v_mad_i32_i24 v14, v14, s7, v15
	v_add_u32_e32 v15, vcc, s8, v14
	v_cmp_gt_i32_e32 vcc, 0, v14
	v_cndmask_b32_e32 v14, v14, v15, vcc
	v_mul_hi_i32 v15, v14, s4
	v_add_u32_e32 v0, vcc, v41, v0
	ds_write2_b32 v0, v2, v1 offset0:14 offset1:15
	ds_write2_b32 v0, v4, v3 offset0:12 offset1:13
	v_add_u32_e32 v15, vcc, v15, v14
	v_lshrrev_b32_e32 v16, 31, v15
	v_ashrrev_i32_e32 v15, 16, v15
	v_add_u32_e32 v15, vcc, v15, v16
	v_mad_i32_i24 v16, v15, s5, v14
	v_mul_lo_u32 v16, v16, s6
	ds_write2_b32 v0, v6, v5 offset0:10 offset1:11
	ds_write2_b32 v0, v8, v7 offset0:8 offset1:9
	ds_write2_b32 v0, v10, v9 offset0:6 offset1:7
	ds_write2_b32 v0, v12, v11 offset0:4 offset1:5
	ds_write2_b32 v0, v14, v13 offset0:2 offset1:3
	v_mad_i32_i24 v1, v15, s7, v16
	v_add_u32_e32 v2, vcc, s8, v1
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mul_hi_i32 v2, v1, s4
	v_add_u32_e32 v2, vcc, v2, v1
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 16, v2
	v_add_u32_e32 v2, vcc, v2, v3
	v_mad_i32_i24 v3, v2, s5, v1
	v_mul_lo_u32 v3, v3, s6
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	v_mad_i32_i24 v2, v2, s7, v3
	v_add_u32_e32 v3, vcc, s8, v2
	v_cmp_gt_i32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	ds_write2_b32 v0, v2, v1 offset1:1
	v_ashrrev_i32_e32 v1, 31, v2
	v_lshrrev_b32_e32 v1, 5, v1
	v_add_u32_e32 v1, vcc, v2, v1
	v_ashrrev_i32_e32 v1, 27, v1
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v0, vcc, v0, v1
	ds_read_b32 v0, v0
	buffer_load_dword v45, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	v_readlane_b32 s33, v40, 15
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_i32_e32 v0, v0
	v_mul_f32_e32 v0, 0x30000000, v0
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:20 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	ran1, .Lfunc_end0-ran1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1888
; NumSgprs: 54
; NumVgprs: 46
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.protected	noise_uniform           ; -- Begin function noise_uniform
	.globl	noise_uniform
	.p2align	8
	.type	noise_uniform,@function
noise_uniform:                          ; @noise_uniform
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dword s48, s[8:9], 0x10
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 24
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
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v1, v0, v42
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add_u32_e32 v1, vcc, v1, v41
	v_ashrrev_i64 v[56:57], 30, v[0:1]
	v_mov_b32_e32 v1, s45
	v_add_u32_e32 v0, vcc, s44, v56
	v_addc_u32_e32 v1, vcc, v1, v57, vcc
	flat_load_dword v0, v[0:1]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14convert_float4Dv4_h@rel32@lo+4
	s_addc_u32 s17, s17, _Z14convert_float4Dv4_h@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v2, 16, v0
	v_lshrrev_b32_e32 v1, 8, v0
	v_lshrrev_b32_e32 v3, 24, v0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v2
	v_add_f32_e32 v0, v41, v42
	v_add_f32_e32 v0, v43, v0
	v_add_f32_e32 v0, v42, v0
	v_mul_f32_e32 v0, 0xbe800000, v0
	v_cvt_i32_f32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v44, v3
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s45, s45, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x834e0b5f
	v_mul_hi_i32 v1, v47, s4
	s_mov_b32 s5, 0xfffe0ce3
	s_movk_i32 s6, 0x41a7
	s_movk_i32 s7, 0xf4ec
	v_add_u32_e32 v1, vcc, v1, v47
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 16, v1
	v_add_u32_e32 v1, vcc, v1, v2
	v_mad_i32_i24 v2, v1, s5, v47
	v_mul_lo_u32 v2, v2, s6
	s_brev_b32 s8, -2
	v_mul_lo_u32 v0, v0, v46
	s_mov_b32 m0, -1
	v_mad_i32_i24 v1, v1, s7, v2
	v_add_u32_e32 v2, vcc, s8, v1
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mul_hi_i32 v2, v1, s4
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	v_add_u32_e32 v2, vcc, v2, v1
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 16, v2
	v_add_u32_e32 v2, vcc, v2, v3
	v_mad_i32_i24 v1, v2, s5, v1
	v_mul_lo_u32 v1, v1, s6
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z18convert_uchar4_satDv4_f@rel32@lo+4
	s_addc_u32 s17, s17, _Z18convert_uchar4_satDv4_f@rel32@hi+12
	v_mad_i32_i24 v1, v2, s7, v1
	v_add_u32_e32 v2, vcc, s8, v1
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mul_hi_i32 v2, v1, s4
	v_add_u32_e32 v2, vcc, v2, v1
	v_lshrrev_b32_e32 v3, 31, v2
	v_ashrrev_i32_e32 v2, 16, v2
	v_add_u32_e32 v2, vcc, v2, v3
	v_mad_i32_i24 v3, v2, s5, v1
	v_mul_lo_u32 v3, v3, s6
	v_mad_i32_i24 v2, v2, s7, v3
	v_add_u32_e32 v3, vcc, s8, v2
	v_cmp_gt_i32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_mul_hi_i32 v3, v2, s4
	v_add_u32_e32 v3, vcc, v3, v2
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 16, v3
	v_add_u32_e32 v3, vcc, v3, v4
	v_mad_i32_i24 v4, v3, s5, v2
	v_mul_lo_u32 v4, v4, s6
	v_mad_i32_i24 v3, v3, s7, v4
	v_add_u32_e32 v4, vcc, s8, v3
	v_cmp_gt_i32_e32 vcc, 0, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_mul_hi_i32 v4, v3, s4
	v_add_u32_e32 v4, vcc, v4, v3
	v_lshrrev_b32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v4, 16, v4
	v_add_u32_e32 v4, vcc, v4, v5
	v_mad_i32_i24 v5, v4, s5, v3
	v_mul_lo_u32 v5, v5, s6
	v_mad_i32_i24 v4, v4, s7, v5
	v_add_u32_e32 v5, vcc, s8, v4
	v_cmp_gt_i32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_mul_hi_i32 v5, v4, s4
	v_add_u32_e32 v5, vcc, v5, v4
	v_lshrrev_b32_e32 v6, 31, v5
	v_ashrrev_i32_e32 v5, 16, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_mad_i32_i24 v6, v5, s5, v4
	v_mul_lo_u32 v6, v6, s6
	v_mad_i32_i24 v5, v5, s7, v6
	v_add_u32_e32 v6, vcc, s8, v5
	v_cmp_gt_i32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_mul_hi_i32 v6, v5, s4
	v_add_u32_e32 v6, vcc, v6, v5
	v_lshrrev_b32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v6, 16, v6
	v_add_u32_e32 v6, vcc, v6, v7
	v_mad_i32_i24 v7, v6, s5, v5
	v_mul_lo_u32 v7, v7, s6
	v_mad_i32_i24 v6, v6, s7, v7
	v_add_u32_e32 v7, vcc, s8, v6
	v_cmp_gt_i32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_mul_hi_i32 v7, v6, s4
	v_add_u32_e32 v7, vcc, v7, v6
	v_lshrrev_b32_e32 v8, 31, v7
	v_ashrrev_i32_e32 v7, 16, v7
	v_add_u32_e32 v7, vcc, v7, v8
	v_mad_i32_i24 v8, v7, s5, v6
	v_mul_lo_u32 v8, v8, s6
	v_mad_i32_i24 v7, v7, s7, v8
	v_add_u32_e32 v8, vcc, s8, v7
	v_cmp_gt_i32_e32 vcc, 0, v7
	v_cndmask_b32_e32 v7, v7, v8, vcc
	v_mul_hi_i32 v8, v7, s4
	v_add_u32_e32 v8, vcc, v8, v7
	v_lshrrev_b32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v8, 16, v8
	v_add_u32_e32 v8, vcc, v8, v9
	v_mad_i32_i24 v9, v8, s5, v7
	v_mul_lo_u32 v9, v9, s6
	v_mad_i32_i24 v8, v8, s7, v9
	v_add_u32_e32 v9, vcc, s8, v8
	v_cmp_gt_i32_e32 vcc, 0, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_mul_hi_i32 v9, v8, s4
	v_add_u32_e32 v9, vcc, v9, v8
	v_lshrrev_b32_e32 v10, 31, v9
	v_ashrrev_i32_e32 v9, 16, v9
	v_add_u32_e32 v9, vcc, v9, v10
	v_mad_i32_i24 v10, v9, s5, v8
	v_mul_lo_u32 v10, v10, s6
	v_mad_i32_i24 v9, v9, s7, v10
	v_add_u32_e32 v10, vcc, s8, v9
	v_cmp_gt_i32_e32 vcc, 0, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_mul_hi_i32 v10, v9, s4
	v_add_u32_e32 v10, vcc, v10, v9
	v_lshrrev_b32_e32 v11, 31, v10
	v_ashrrev_i32_e32 v10, 16, v10
	v_add_u32_e32 v10, vcc, v10, v11
	v_mad_i32_i24 v11, v10, s5, v9
	v_mul_lo_u32 v11, v11, s6
	v_mad_i32_i24 v10, v10, s7, v11
	v_add_u32_e32 v11, vcc, s8, v10
	v_cmp_gt_i32_e32 vcc, 0, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_mul_hi_i32 v11, v10, s4
	v_add_u32_e32 v11, vcc, v11, v10
	v_lshrrev_b32_e32 v12, 31, v11
	v_ashrrev_i32_e32 v11, 16, v11
	v_add_u32_e32 v11, vcc, v11, v12
	v_mad_i32_i24 v12, v11, s5, v10
	v_mul_lo_u32 v12, v12, s6
	v_mad_i32_i24 v11, v11, s7, v12
	v_add_u32_e32 v12, vcc, s8, v11
	v_cmp_gt_i32_e32 vcc, 0, v11
	v_cndmask_b32_e32 v11, v11, v12, vcc
	v_mul_hi_i32 v12, v11, s4
	v_add_u32_e32 v12, vcc, v12, v11
	v_lshrrev_b32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v12, 16, v12
	v_add_u32_e32 v12, vcc, v12, v13
	v_mad_i32_i24 v13, v12, s5, v11
	v_mul_lo_u32 v13, v13, s6
	v_mad_i32_i24 v12, v12, s7, v13
	v_add_u32_e32 v13, vcc, s8, v12
	v_cmp_gt_i32_e32 vcc, 0, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_mul_hi_i32 v13, v12, s4
	v_add_u32_e32 v0, vcc, v0, v45
	v_lshlrev_b32_e32 v0, 6, v0
	v_add_u32_e32 v13, vcc, v13, v12
	v_lshrrev_b32_e32 v14, 31, v13
	v_ashrrev_i32_e32 v13, 16, v13
	v_add_u32_e32 v13, vcc, v13, v14
	v_mad_i32_i24 v14, v13, s5, v12
	v_mul_lo_u32 v14, v14, s6
	ds_write2_b32 v0, v2, v1 offset0:14 offset1:15
	ds_write2_b32 v0, v4, v3 offset0:12 offset1:13
	ds_write2_b32 v0, v6, v5 offset0:10 offset1:11
	ds_write2_b32 v0, v8, v7 offset0:8 offset1:9
	v_mad_i32_i24 v13, v13, s7, v14
	v_add_u32_e32 v14, vcc, s8, v13
	v_cmp_gt_i32_e32 vcc, 0, v13
	v_cndmask_b32_e32 v13, v13, v14, vcc
	v_mul_hi_i32 v14, v13, s4
	v_add_u32_e32 v1, vcc, v14, v13
	v_lshrrev_b32_e32 v2, 31, v1
	v_ashrrev_i32_e32 v1, 16, v1
	v_add_u32_e32 v1, vcc, v1, v2
	v_mad_i32_i24 v2, v1, s5, v13
	v_mul_lo_u32 v2, v2, s6
	v_mad_i32_i24 v1, v1, s7, v2
	v_add_u32_e32 v2, vcc, s8, v1
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mul_hi_i32 v2, v1, s4
	ds_write2_b32 v0, v10, v9 offset0:6 offset1:7
	ds_write2_b32 v0, v12, v11 offset0:4 offset1:5
	ds_write2_b32 v0, v1, v13 offset0:2 offset1:3
	v_add_u32_e32 v2, vcc, v2, v1
	v_lshrrev_b32_e32 v14, 31, v2
	v_ashrrev_i32_e32 v2, 16, v2
	v_add_u32_e32 v2, vcc, v2, v14
	v_mad_i32_i24 v14, v2, s5, v1
	v_mul_lo_u32 v14, v14, s6
	v_mad_i32_i24 v2, v2, s7, v14
	v_add_u32_e32 v3, vcc, s8, v2
	v_cmp_gt_i32_e32 vcc, 0, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_mul_hi_i32 v3, v2, s4
	v_add_u32_e32 v3, vcc, v3, v2
	v_lshrrev_b32_e32 v4, 31, v3
	v_ashrrev_i32_e32 v3, 16, v3
	v_add_u32_e32 v3, vcc, v3, v4
	v_mad_i32_i24 v4, v3, s5, v2
	v_mul_lo_u32 v4, v4, s6
	s_mov_b64 s[4:5], s[40:41]
	v_mad_i32_i24 v1, v3, s7, v4
	v_add_u32_e32 v3, vcc, s8, v1
	v_cmp_gt_i32_e32 vcc, 0, v1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	ds_write2_b32 v0, v1, v2 offset1:1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshrrev_b32_e32 v2, 5, v2
	v_add_u32_e32 v1, vcc, v1, v2
	v_ashrrev_i32_e32 v1, 27, v1
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v0, vcc, v0, v1
	ds_read_b32 v0, v0
	v_cvt_f32_i32_e32 v1, s48
	v_mov_b32_e32 v2, 0xbf0ccccd
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_i32_e32 v0, v0
	v_mac_f32_e32 v2, 0x30000000, v0
	v_mac_f32_e32 v41, v2, v1
	v_mac_f32_e32 v42, v2, v1
	v_mac_f32_e32 v43, v2, v1
	v_mac_f32_e32 v44, v2, v1
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b16_e32 v1, 8, v1
	v_or_b32_sdwa v0, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v1, 8, v3
	v_or_b32_sdwa v1, v2, v1 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v2, v0, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mov_b32_e32 v1, s47
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, v1, v57, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel noise_uniform
		.amdhsa_group_segment_fixed_size 4096
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
		.amdhsa_next_free_vgpr 58
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
.Lfunc_end1:
	.size	noise_uniform, .Lfunc_end1-noise_uniform
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2012
; NumSgprs: 58
; NumVgprs: 58
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 58
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
	.hidden	_Z14get_local_sizej
	.hidden	_Z13get_global_idj
	.hidden	_Z15get_global_sizej
	.hidden	_Z14convert_float4Dv4_h
	.hidden	_Z18convert_uchar4_satDv4_f
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
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uchar4*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           noise_uniform
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         noise_uniform.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
