	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	lotus5                  ; -- Begin function lotus5
	.globl	lotus5
	.p2align	8
	.type	lotus5,@function
lotus5:                                 ; @lotus5
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v44, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v43, v0
	v_lshlrev_b32_e32 v1, 10, v44
	s_add_u32 s44, s40, 16
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v43, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	v_or_b32_e32 v46, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s47, 0
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v42, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, 0
	s_movk_i32 s46, 0x100
	v_cmp_gt_u64_e32 vcc, s[46:47], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, magic_table@rel32@lo+4
	s_addc_u32 s7, s7, magic_table@rel32@hi+12
	v_mov_b32_e32 v4, s7
	v_add_u32_e32 v2, vcc, s6, v2
	v_addc_u32_e32 v3, vcc, v3, v4, vcc
	v_lshlrev_b64 v[4:5], 2, v[41:42]
	v_lshlrev_b32_e32 v6, 2, v0
	v_lshlrev_b32_e32 v7, 2, v41
	s_mov_b64 s[6:7], 0
	s_movk_i32 s46, 0xff
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v8, v[2:3]
	v_add_u32_e32 v0, vcc, v0, v41
	v_addc_u32_e32 v1, vcc, v1, v42, vcc
	v_add_u32_e32 v2, vcc, v2, v4
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	v_cmp_lt_u64_e32 vcc, s[46:47], v[0:1]
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v8
	v_add_u32_e32 v6, vcc, v6, v7
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx4 s[44:47], s[40:41], 0x0
	v_lshlrev_b32_e32 v1, 10, v44
	s_add_u32 s8, s40, 16
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mad_u64_u32 v[0:1], s[4:5], v40, 20, s[44:45]
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v8, 0
	v_add_u32_e32 v0, vcc, 16, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 30, v1
	v_add_u32_e32 v1, vcc, v0, v1
	v_not_b32_e32 v2, v1
	v_ashrrev_i32_e32 v17, 2, v1
	v_lshlrev_b32_e32 v3, 3, v0
	v_or_b32_e32 v2, 3, v2
	v_lshlrev_b32_e32 v4, 5, v17
	v_sub_u32_e32 v16, vcc, 16, v0
	v_add_u32_e32 v1, vcc, 4, v17
	v_add_u32_e32 v2, vcc, v2, v0
	v_sub_u32_e32 v3, vcc, v3, v4
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v4, 24, v3
	v_add_u32_e32 v2, vcc, 1, v2
	v_add_u32_e32 v3, vcc, 8, v3
	v_lshlrev_b32_e32 v4, v4, v16
	v_cmp_lt_i32_e32 vcc, 2, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_or_b32_e32 v8, v8, v4
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_4
; %bb.5:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 7, v1
	v_cmp_eq_u32_e64 s[4:5], 6, v1
	v_cmp_eq_u32_e64 s[6:7], 5, v1
	v_cmp_eq_u32_e64 s[8:9], 4, v1
	v_cmp_eq_u32_e64 s[10:11], 2, v1
	v_cmp_eq_u32_e64 s[12:13], 1, v1
	v_cmp_eq_u32_e64 s[14:15], 0, v1
	v_cmp_eq_u32_e64 s[18:19], 3, v1
	v_cmp_gt_i32_e64 s[16:17], 12, v0
	v_cndmask_b32_e64 v3, 0, v8, s[18:19]
	v_cndmask_b32_e64 v2, 0, v8, s[10:11]
	v_cndmask_b32_e64 v1, 0, v8, s[12:13]
	v_cndmask_b32_e64 v0, 0, v8, s[14:15]
	v_cndmask_b32_e32 v7, 0, v8, vcc
	v_cndmask_b32_e64 v6, 0, v8, s[4:5]
	v_cndmask_b32_e64 v5, 0, v8, s[6:7]
	v_cndmask_b32_e64 v4, 0, v8, s[8:9]
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v10, v8
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v12, v8
	v_mov_b32_e32 v13, v8
	v_mov_b32_e32 v14, v8
	v_mov_b32_e32 v15, v8
	s_and_saveexec_b64 s[38:39], s[16:17]
	s_cbranch_execz .LBB0_9
; %bb.6:
	v_lshlrev_b32_e32 v18, 8, v16
	v_or_b32_e32 v18, v18, v16
	v_lshlrev_b32_e32 v19, 16, v16
	v_or_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v16, 24, v16
	v_or_b32_e32 v16, v18, v16
	v_add_u32_e32 v17, vcc, -1, v17
	s_mov_b64 s[40:41], 0
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v18, vcc, 6, v17
	v_cmp_eq_u32_e32 vcc, 14, v18
	v_add_u32_e64 v17, s[36:37], 1, v17
	v_cmp_eq_u32_e64 s[4:5], 13, v18
	v_cmp_eq_u32_e64 s[6:7], 12, v18
	v_cmp_eq_u32_e64 s[8:9], 11, v18
	v_cmp_eq_u32_e64 s[10:11], 10, v18
	v_cmp_eq_u32_e64 s[12:13], 9, v18
	v_cmp_eq_u32_e64 s[14:15], 8, v18
	v_cmp_eq_u32_e64 s[16:17], 7, v18
	v_cmp_eq_u32_e64 s[18:19], 6, v18
	v_cmp_eq_u32_e64 s[20:21], 5, v18
	v_cmp_eq_u32_e64 s[22:23], 4, v18
	v_cmp_eq_u32_e64 s[24:25], 3, v18
	v_cmp_eq_u32_e64 s[26:27], 2, v18
	v_cmp_eq_u32_e64 s[28:29], 1, v18
	v_cmp_eq_u32_e64 s[30:31], 0, v18
	v_cmp_eq_u32_e64 s[34:35], 15, v18
	v_cndmask_b32_e32 v14, v14, v16, vcc
	v_cmp_lt_i32_e32 vcc, 1, v17
	v_cndmask_b32_e64 v15, v15, v16, s[34:35]
	v_cndmask_b32_e64 v13, v13, v16, s[4:5]
	v_cndmask_b32_e64 v12, v12, v16, s[6:7]
	v_cndmask_b32_e64 v11, v11, v16, s[8:9]
	v_cndmask_b32_e64 v10, v10, v16, s[10:11]
	v_cndmask_b32_e64 v9, v9, v16, s[12:13]
	v_cndmask_b32_e64 v8, v8, v16, s[14:15]
	v_cndmask_b32_e64 v7, v7, v16, s[16:17]
	v_cndmask_b32_e64 v6, v6, v16, s[18:19]
	v_cndmask_b32_e64 v5, v5, v16, s[20:21]
	v_cndmask_b32_e64 v4, v4, v16, s[22:23]
	v_cndmask_b32_e64 v3, v3, v16, s[24:25]
	v_cndmask_b32_e64 v2, v2, v16, s[26:27]
	v_cndmask_b32_e64 v1, v1, v16, s[28:29]
	s_or_b64 s[40:41], vcc, s[40:41]
	v_cndmask_b32_e64 v0, v0, v16, s[30:31]
	s_andn2_b64 exec, exec, s[40:41]
	s_cbranch_execnz .LBB0_7
; %bb.8:
	s_or_b64 exec, exec, s[40:41]
.LBB0_9:
	s_or_b64 exec, exec, s[38:39]
	v_mad_u64_u32 v[8:9], s[4:5], v40, 20, s[44:45]
	s_mov_b32 s4, 19
	v_mov_b32_e32 v17, 0
	flat_load_dwordx4 v[9:12], v[8:9]
	v_mov_b32_e32 v8, 2
	s_movk_i32 s5, 0xff00
	s_mov_b32 s6, 0xffff00ff
	s_mov_b32 s7, 0xff00ffff
	s_mov_b32 s8, 0x4020100
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v4, v9
	v_lshlrev_b32_sdwa v4, v8, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4
	v_xor_b32_e32 v10, v5, v10
	v_lshrrev_b32_e32 v5, 8, v9
	s_mov_b32 m0, -1
	v_xor_b32_e32 v11, v6, v11
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v4, v5
	v_lshlrev_b32_sdwa v5, v8, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5
	v_xor_b32_e32 v12, v7, v12
	v_lshrrev_b32_e32 v21, 8, v12
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v6, v5, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshlrev_b32_sdwa v6, v8, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6
	v_lshlrev_b32_e32 v5, 8, v5
	v_or_b32_e32 v4, v5, v4
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v7, v6, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_3
	v_lshlrev_b32_e32 v7, 2, v7
	ds_read_b32 v7, v7
	v_lshlrev_b32_e32 v5, 16, v6
	v_or_b32_e32 v4, v5, v4
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v13, v10, v7
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v14, v13
	v_lshrrev_b32_e32 v13, 8, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v13, v13, v14
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v15, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v15, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v16, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v16, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_3
	v_lshlrev_b32_e32 v13, 2, v13
	ds_read_b32 v18, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v13, v11, v18
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v19, v13
	v_lshrrev_b32_e32 v13, 8, v11
	v_lshlrev_b32_e32 v18, 24, v18
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v13, v13, v19
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v20, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v20, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v22, v13
	v_mov_b32_e32 v13, v12
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v5, v22, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_3
	v_lshlrev_b32_e32 v5, 2, v5
	ds_read_b32 v6, v5
	v_lshlrev_b32_e32 v5, 24, v7
	v_or_b32_e32 v4, v5, v4
	v_lshlrev_b32_e32 v5, 8, v15
	v_lshlrev_b32_e32 v15, 16, v16
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v12, v6
	v_lshlrev_b32_sdwa v7, v8, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7
	v_or_b32_e32 v5, v5, v14
	v_or_b32_e32 v5, v15, v5
	v_or_b32_e32 v5, v18, v5
	v_lshlrev_b32_e32 v18, 8, v20
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v16, v21, v7
	v_lshlrev_b32_sdwa v16, v8, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v16, v16
	v_or_b32_e32 v18, v18, v19
	v_lshlrev_b32_e32 v20, 16, v22
	v_or_b32_e32 v18, v20, v18
	v_lshlrev_b32_e32 v6, 24, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v19, v16, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshlrev_b32_sdwa v19, v8, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v19, v19
	v_or_b32_e32 v6, v6, v18
	v_lshlrev_b32_e32 v16, 8, v16
	v_or_b32_e32 v7, v16, v7
	v_mov_b32_e32 v14, v11
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v18, v19, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_3
	v_lshlrev_b32_e32 v18, 2, v18
	ds_read_b32 v18, v18
	v_lshlrev_b32_e32 v16, 16, v19
	v_or_b32_e32 v7, v16, v7
	v_mov_b32_e32 v15, v10
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v16, 24, v18
	v_or_b32_e32 v7, v16, v7
	v_mov_b32_e32 v16, v9
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v17, vcc, 48, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_add_i32 s4, s4, -1
	s_cmp_gt_u32 s4, 1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v0, s5, v0
	v_or_b32_e32 v0, v17, v0
	v_add_u32_e32 v17, vcc, 47, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v0, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 46, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v0, s6, v0
	v_or_b32_e32 v0, v18, v0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v0, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 45, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v0, s7, v0
	v_or_b32_e32 v0, v18, v0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v0, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v0, v17, v0, s8
	v_add_u32_e32 v17, vcc, 44, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v1, s5, v1
	v_or_b32_e32 v1, v17, v1
	v_add_u32_e32 v17, vcc, 43, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v1, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 42, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v1, s6, v1
	v_or_b32_e32 v1, v18, v1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v1, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 41, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v1, s7, v1
	v_or_b32_e32 v1, v18, v1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v1, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v1, v17, v1, s8
	v_add_u32_e32 v17, vcc, 40, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v2, s5, v2
	v_or_b32_e32 v2, v17, v2
	v_add_u32_e32 v17, vcc, 39, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v2, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 38, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v2, s6, v2
	v_or_b32_e32 v2, v18, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v2, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 37, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v2, v18, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v2, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v2, v17, v2, s8
	v_add_u32_e32 v17, vcc, 36, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v3, s5, v3
	v_or_b32_e32 v3, v17, v3
	v_add_u32_e32 v17, vcc, 35, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v3, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 34, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v3, s6, v3
	v_or_b32_e32 v3, v18, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v3, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 33, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v3, s7, v3
	v_or_b32_e32 v3, v18, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v3, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v3, v17, v3, s8
	v_add_u32_e32 v17, vcc, 32, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v16, s5, v16
	v_or_b32_e32 v16, v17, v16
	v_add_u32_e32 v17, vcc, 31, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 30, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v16, s6, v16
	v_or_b32_e32 v16, v18, v16
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 29, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v16, s7, v16
	v_or_b32_e32 v16, v18, v16
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v16, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v16, v17, v16, s8
	v_add_u32_e32 v17, vcc, 28, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v15, s5, v15
	v_or_b32_e32 v15, v17, v15
	v_add_u32_e32 v17, vcc, 27, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v15, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 26, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v15, s6, v15
	v_or_b32_e32 v15, v18, v15
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v15, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 25, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v15, s7, v15
	v_or_b32_e32 v15, v18, v15
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v15, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v15, v17, v15, s8
	v_add_u32_e32 v17, vcc, 24, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v14, s5, v14
	v_or_b32_e32 v14, v17, v14
	v_add_u32_e32 v17, vcc, 23, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v14, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 22, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v14, s6, v14
	v_or_b32_e32 v14, v18, v14
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v14, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 21, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v14, s7, v14
	v_or_b32_e32 v14, v18, v14
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v14, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v14, v17, v14, s8
	v_add_u32_e32 v17, vcc, 20, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v13, s5, v13
	v_or_b32_e32 v13, v17, v13
	v_add_u32_e32 v17, vcc, 19, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v13, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 18, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v13, s6, v13
	v_or_b32_e32 v13, v18, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v13, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 17, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v13, s7, v13
	v_or_b32_e32 v13, v18, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v13, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v13, v17, v13, s8
	v_add_u32_e32 v17, vcc, 16, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v9, s5, v9
	v_or_b32_e32 v9, v17, v9
	v_add_u32_e32 v17, vcc, 15, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 14, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v9, s6, v9
	v_or_b32_e32 v9, v18, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 13, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v9, s7, v9
	v_or_b32_e32 v9, v18, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v9, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v9, v17, v9, s8
	v_add_u32_e32 v17, vcc, 12, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v10, s5, v10
	v_or_b32_e32 v10, v17, v10
	v_add_u32_e32 v17, vcc, 11, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v10, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 10, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v10, s6, v10
	v_or_b32_e32 v10, v18, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v10, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 9, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v10, s7, v10
	v_or_b32_e32 v10, v18, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v10, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v10, v17, v10, s8
	v_add_u32_e32 v17, vcc, 8, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v11, s5, v11
	v_or_b32_e32 v11, v17, v11
	v_add_u32_e32 v17, vcc, 7, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v11, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 6, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v11, s6, v11
	v_or_b32_e32 v11, v18, v11
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v11, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 5, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v11, s7, v11
	v_or_b32_e32 v11, v18, v11
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v11, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v11, v17, v11, s8
	v_add_u32_e32 v17, vcc, 4, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v17, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v12, s5, v12
	v_or_b32_e32 v12, v17, v12
	v_add_u32_e32 v17, vcc, 3, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v12, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 8, v17
	v_add_u32_e32 v17, vcc, 2, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v12, s6, v12
	v_or_b32_e32 v12, v18, v12
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v12, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v18, 16, v17
	v_add_u32_e32 v17, vcc, 1, v17
	v_lshlrev_b32_sdwa v17, v8, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v17, v17
	v_and_b32_e32 v12, s7, v12
	v_or_b32_e32 v12, v18, v12
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v17, v12, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v12, v17, v12, s8
	s_cbranch_scc1 .LBB0_10
; %bb.11:
	s_mov_b32 s4, 19
	s_movk_i32 s5, 0xff00
	s_mov_b32 s6, 0xffff00ff
	s_mov_b32 s7, 0xff00ffff
	s_mov_b32 s8, 0x4020100
	v_xor_b32_e32 v9, v0, v4
	v_xor_b32_e32 v10, v1, v5
	v_xor_b32_e32 v11, v2, v6
	v_xor_b32_e32 v12, v3, v7
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v8, 2
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v13, vcc, 48, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_add_i32 s4, s4, -1
	s_cmp_gt_u32 s4, 1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v0, s5, v0
	v_or_b32_e32 v0, v13, v0
	v_add_u32_e32 v13, vcc, 47, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v0, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 46, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v0, s6, v0
	v_or_b32_e32 v0, v14, v0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v0, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 45, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v0, s7, v0
	v_or_b32_e32 v0, v14, v0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v0, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v0, v13, v0, s8
	v_add_u32_e32 v13, vcc, 44, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v1, s5, v1
	v_or_b32_e32 v1, v13, v1
	v_add_u32_e32 v13, vcc, 43, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v1, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 42, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v1, s6, v1
	v_or_b32_e32 v1, v14, v1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v1, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 41, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v1, s7, v1
	v_or_b32_e32 v1, v14, v1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v1, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v1, v13, v1, s8
	v_add_u32_e32 v13, vcc, 40, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v2, s5, v2
	v_or_b32_e32 v2, v13, v2
	v_add_u32_e32 v13, vcc, 39, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v2, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 38, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v2, s6, v2
	v_or_b32_e32 v2, v14, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v2, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 37, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v2, s7, v2
	v_or_b32_e32 v2, v14, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v2, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v2, v13, v2, s8
	v_add_u32_e32 v13, vcc, 36, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v3, s5, v3
	v_or_b32_e32 v3, v13, v3
	v_add_u32_e32 v13, vcc, 35, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v3, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 34, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v3, s6, v3
	v_or_b32_e32 v3, v14, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v3, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 33, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v3, s7, v3
	v_or_b32_e32 v3, v14, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v3, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v3, v13, v3, s8
	v_add_u32_e32 v13, vcc, 32, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v4, s5, v4
	v_or_b32_e32 v4, v13, v4
	v_add_u32_e32 v13, vcc, 31, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v4, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 30, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v4, s6, v4
	v_or_b32_e32 v4, v14, v4
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v4, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 29, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v4, s7, v4
	v_or_b32_e32 v4, v14, v4
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v4, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v4, v13, v4, s8
	v_add_u32_e32 v13, vcc, 28, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v5, s5, v5
	v_or_b32_e32 v5, v13, v5
	v_add_u32_e32 v13, vcc, 27, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v5, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 26, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v5, s6, v5
	v_or_b32_e32 v5, v14, v5
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v5, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 25, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v5, s7, v5
	v_or_b32_e32 v5, v14, v5
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v5, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v5, v13, v5, s8
	v_add_u32_e32 v13, vcc, 24, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v6, s5, v6
	v_or_b32_e32 v6, v13, v6
	v_add_u32_e32 v13, vcc, 23, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 22, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v6, s6, v6
	v_or_b32_e32 v6, v14, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 21, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v6, s7, v6
	v_or_b32_e32 v6, v14, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v6, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v6, v13, v6, s8
	v_add_u32_e32 v13, vcc, 20, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v7, s5, v7
	v_or_b32_e32 v7, v13, v7
	v_add_u32_e32 v13, vcc, 19, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v7, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 18, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v7, s6, v7
	v_or_b32_e32 v7, v14, v7
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v7, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 17, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v7, s7, v7
	v_or_b32_e32 v7, v14, v7
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v7, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v7, v13, v7, s8
	v_add_u32_e32 v13, vcc, 16, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v9, s5, v9
	v_or_b32_e32 v9, v13, v9
	v_add_u32_e32 v13, vcc, 15, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 14, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v9, s6, v9
	v_or_b32_e32 v9, v14, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 13, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v9, s7, v9
	v_or_b32_e32 v9, v14, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v9, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v9, v13, v9, s8
	v_add_u32_e32 v13, vcc, 12, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v10, s5, v10
	v_or_b32_e32 v10, v13, v10
	v_add_u32_e32 v13, vcc, 11, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v10, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 10, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v10, s6, v10
	v_or_b32_e32 v10, v14, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v10, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 9, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v10, s7, v10
	v_or_b32_e32 v10, v14, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v10, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v10, v13, v10, s8
	v_add_u32_e32 v13, vcc, 8, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v11, s5, v11
	v_or_b32_e32 v11, v13, v11
	v_add_u32_e32 v13, vcc, 7, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v11, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 6, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v11, s6, v11
	v_or_b32_e32 v11, v14, v11
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v11, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 5, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v11, s7, v11
	v_or_b32_e32 v11, v14, v11
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v11, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v11, v13, v11, s8
	v_add_u32_e32 v13, vcc, 4, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v13, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_and_b32_e32 v12, s5, v12
	v_or_b32_e32 v12, v13, v12
	v_add_u32_e32 v13, vcc, 3, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v12, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_1 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 8, v13
	v_add_u32_e32 v13, vcc, 2, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v12, s6, v12
	v_or_b32_e32 v12, v14, v12
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v12, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_2 src1_sel:DWORD
	v_lshlrev_b32_e32 v14, 16, v13
	v_add_u32_e32 v13, vcc, 1, v13
	v_lshlrev_b32_sdwa v13, v8, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v13, v13
	v_and_b32_e32 v12, s7, v12
	v_or_b32_e32 v12, v14, v12
	s_waitcnt lgkmcnt(0)
	v_xor_b32_sdwa v13, v12, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_perm_b32 v12, v13, v12, s8
	s_cbranch_scc1 .LBB0_12
; %bb.13:
	v_lshlrev_b32_e32 v4, 2, v40
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s47
	v_add_u32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lotus5
		.amdhsa_group_segment_fixed_size 1024
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 48
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
	.size	lotus5, .Lfunc_end0-lotus5
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6788
; NumSgprs: 54
; NumVgprs: 47
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 47
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	magic_table                     ; @magic_table
	.type	magic_table,@object
	.section	.rodata,#alloc
	.globl	magic_table
	.p2align	2
magic_table:
	.long	189                             ; 0xbd
	.long	86                              ; 0x56
	.long	234                             ; 0xea
	.long	242                             ; 0xf2
	.long	162                             ; 0xa2
	.long	241                             ; 0xf1
	.long	172                             ; 0xac
	.long	42                              ; 0x2a
	.long	176                             ; 0xb0
	.long	147                             ; 0x93
	.long	209                             ; 0xd1
	.long	156                             ; 0x9c
	.long	27                              ; 0x1b
	.long	51                              ; 0x33
	.long	253                             ; 0xfd
	.long	208                             ; 0xd0
	.long	48                              ; 0x30
	.long	4                               ; 0x4
	.long	182                             ; 0xb6
	.long	220                             ; 0xdc
	.long	125                             ; 0x7d
	.long	223                             ; 0xdf
	.long	50                              ; 0x32
	.long	75                              ; 0x4b
	.long	247                             ; 0xf7
	.long	203                             ; 0xcb
	.long	69                              ; 0x45
	.long	155                             ; 0x9b
	.long	49                              ; 0x31
	.long	187                             ; 0xbb
	.long	33                              ; 0x21
	.long	90                              ; 0x5a
	.long	65                              ; 0x41
	.long	159                             ; 0x9f
	.long	225                             ; 0xe1
	.long	217                             ; 0xd9
	.long	74                              ; 0x4a
	.long	77                              ; 0x4d
	.long	158                             ; 0x9e
	.long	218                             ; 0xda
	.long	160                             ; 0xa0
	.long	104                             ; 0x68
	.long	44                              ; 0x2c
	.long	195                             ; 0xc3
	.long	39                              ; 0x27
	.long	95                              ; 0x5f
	.long	128                             ; 0x80
	.long	54                              ; 0x36
	.long	62                              ; 0x3e
	.long	238                             ; 0xee
	.long	251                             ; 0xfb
	.long	149                             ; 0x95
	.long	26                              ; 0x1a
	.long	254                             ; 0xfe
	.long	206                             ; 0xce
	.long	168                             ; 0xa8
	.long	52                              ; 0x34
	.long	169                             ; 0xa9
	.long	19                              ; 0x13
	.long	240                             ; 0xf0
	.long	166                             ; 0xa6
	.long	63                              ; 0x3f
	.long	216                             ; 0xd8
	.long	12                              ; 0xc
	.long	120                             ; 0x78
	.long	36                              ; 0x24
	.long	175                             ; 0xaf
	.long	35                              ; 0x23
	.long	82                              ; 0x52
	.long	193                             ; 0xc1
	.long	103                             ; 0x67
	.long	23                              ; 0x17
	.long	245                             ; 0xf5
	.long	102                             ; 0x66
	.long	144                             ; 0x90
	.long	231                             ; 0xe7
	.long	232                             ; 0xe8
	.long	7                               ; 0x7
	.long	184                             ; 0xb8
	.long	96                              ; 0x60
	.long	72                              ; 0x48
	.long	230                             ; 0xe6
	.long	30                              ; 0x1e
	.long	83                              ; 0x53
	.long	243                             ; 0xf3
	.long	146                             ; 0x92
	.long	164                             ; 0xa4
	.long	114                             ; 0x72
	.long	140                             ; 0x8c
	.long	8                               ; 0x8
	.long	21                              ; 0x15
	.long	110                             ; 0x6e
	.long	134                             ; 0x86
	.long	0                               ; 0x0
	.long	132                             ; 0x84
	.long	250                             ; 0xfa
	.long	244                             ; 0xf4
	.long	127                             ; 0x7f
	.long	138                             ; 0x8a
	.long	66                              ; 0x42
	.long	25                              ; 0x19
	.long	246                             ; 0xf6
	.long	219                             ; 0xdb
	.long	205                             ; 0xcd
	.long	20                              ; 0x14
	.long	141                             ; 0x8d
	.long	80                              ; 0x50
	.long	18                              ; 0x12
	.long	186                             ; 0xba
	.long	60                              ; 0x3c
	.long	6                               ; 0x6
	.long	78                              ; 0x4e
	.long	236                             ; 0xec
	.long	179                             ; 0xb3
	.long	53                              ; 0x35
	.long	17                              ; 0x11
	.long	161                             ; 0xa1
	.long	136                             ; 0x88
	.long	142                             ; 0x8e
	.long	43                              ; 0x2b
	.long	148                             ; 0x94
	.long	153                             ; 0x99
	.long	183                             ; 0xb7
	.long	113                             ; 0x71
	.long	116                             ; 0x74
	.long	211                             ; 0xd3
	.long	228                             ; 0xe4
	.long	191                             ; 0xbf
	.long	58                              ; 0x3a
	.long	222                             ; 0xde
	.long	150                             ; 0x96
	.long	14                              ; 0xe
	.long	188                             ; 0xbc
	.long	10                              ; 0xa
	.long	237                             ; 0xed
	.long	119                             ; 0x77
	.long	252                             ; 0xfc
	.long	55                              ; 0x37
	.long	107                             ; 0x6b
	.long	3                               ; 0x3
	.long	121                             ; 0x79
	.long	137                             ; 0x89
	.long	98                              ; 0x62
	.long	198                             ; 0xc6
	.long	215                             ; 0xd7
	.long	192                             ; 0xc0
	.long	210                             ; 0xd2
	.long	124                             ; 0x7c
	.long	106                             ; 0x6a
	.long	139                             ; 0x8b
	.long	34                              ; 0x22
	.long	163                             ; 0xa3
	.long	91                              ; 0x5b
	.long	5                               ; 0x5
	.long	93                              ; 0x5d
	.long	2                               ; 0x2
	.long	117                             ; 0x75
	.long	213                             ; 0xd5
	.long	97                              ; 0x61
	.long	227                             ; 0xe3
	.long	24                              ; 0x18
	.long	143                             ; 0x8f
	.long	85                              ; 0x55
	.long	81                              ; 0x51
	.long	173                             ; 0xad
	.long	31                              ; 0x1f
	.long	11                              ; 0xb
	.long	94                              ; 0x5e
	.long	133                             ; 0x85
	.long	229                             ; 0xe5
	.long	194                             ; 0xc2
	.long	87                              ; 0x57
	.long	99                              ; 0x63
	.long	202                             ; 0xca
	.long	61                              ; 0x3d
	.long	108                             ; 0x6c
	.long	180                             ; 0xb4
	.long	197                             ; 0xc5
	.long	204                             ; 0xcc
	.long	112                             ; 0x70
	.long	178                             ; 0xb2
	.long	145                             ; 0x91
	.long	89                              ; 0x59
	.long	13                              ; 0xd
	.long	71                              ; 0x47
	.long	32                              ; 0x20
	.long	200                             ; 0xc8
	.long	79                              ; 0x4f
	.long	88                              ; 0x58
	.long	224                             ; 0xe0
	.long	1                               ; 0x1
	.long	226                             ; 0xe2
	.long	22                              ; 0x16
	.long	56                              ; 0x38
	.long	196                             ; 0xc4
	.long	111                             ; 0x6f
	.long	59                              ; 0x3b
	.long	15                              ; 0xf
	.long	101                             ; 0x65
	.long	70                              ; 0x46
	.long	190                             ; 0xbe
	.long	126                             ; 0x7e
	.long	45                              ; 0x2d
	.long	123                             ; 0x7b
	.long	130                             ; 0x82
	.long	249                             ; 0xf9
	.long	64                              ; 0x40
	.long	181                             ; 0xb5
	.long	29                              ; 0x1d
	.long	115                             ; 0x73
	.long	248                             ; 0xf8
	.long	235                             ; 0xeb
	.long	38                              ; 0x26
	.long	199                             ; 0xc7
	.long	135                             ; 0x87
	.long	151                             ; 0x97
	.long	37                              ; 0x25
	.long	84                              ; 0x54
	.long	177                             ; 0xb1
	.long	40                              ; 0x28
	.long	170                             ; 0xaa
	.long	152                             ; 0x98
	.long	157                             ; 0x9d
	.long	165                             ; 0xa5
	.long	100                             ; 0x64
	.long	109                             ; 0x6d
	.long	122                             ; 0x7a
	.long	212                             ; 0xd4
	.long	16                              ; 0x10
	.long	129                             ; 0x81
	.long	68                              ; 0x44
	.long	239                             ; 0xef
	.long	73                              ; 0x49
	.long	214                             ; 0xd6
	.long	174                             ; 0xae
	.long	46                              ; 0x2e
	.long	221                             ; 0xdd
	.long	118                             ; 0x76
	.long	92                              ; 0x5c
	.long	47                              ; 0x2f
	.long	167                             ; 0xa7
	.long	28                              ; 0x1c
	.long	201                             ; 0xc9
	.long	9                               ; 0x9
	.long	105                             ; 0x69
	.long	154                             ; 0x9a
	.long	131                             ; 0x83
	.long	207                             ; 0xcf
	.long	41                              ; 0x29
	.long	57                              ; 0x39
	.long	185                             ; 0xb9
	.long	233                             ; 0xe9
	.long	76                              ; 0x4c
	.long	255                             ; 0xff
	.long	67                              ; 0x43
	.long	171                             ; 0xab
	.size	magic_table, 1024

	.hidden	_Z13get_global_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
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
        .type_name:      'lotus5_key*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lotus5
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         lotus5.kd
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
