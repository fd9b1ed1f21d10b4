	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	lud_diagonal            ; -- Begin function lud_diagonal
	.globl	lud_diagonal
	.p2align	8
	.type	lud_diagonal,@function
lud_diagonal:                           ; @lud_diagonal
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_load_dwordx2 s[46:47], s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x8
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v42, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s51, 0
	s_swappc_b64 s[30:31], s[16:17]
	s_mul_i32 s4, s50, s49
	v_mov_b32_e32 v43, v0
	s_add_i32 s4, s4, s50
	v_add_u32_e32 v0, vcc, s4, v43
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v39, s47
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v39, v2, vcc
	v_add_u32_e32 v3, vcc, s49, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	s_mov_b32 m0, -1
	v_add_u32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v39, v5, vcc
	v_add_u32_e32 v6, vcc, s49, v3
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[7:8], 2, v[6:7]
	s_mov_b64 s[4:5], s[42:43]
	v_add_u32_e32 v7, vcc, s46, v7
	v_addc_u32_e32 v8, vcc, v39, v8, vcc
	v_add_u32_e32 v9, vcc, s49, v6
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[10:11], 2, v[9:10]
	s_mov_b64 s[6:7], s[40:41]
	v_add_u32_e32 v10, vcc, s46, v10
	v_addc_u32_e32 v11, vcc, v39, v11, vcc
	v_add_u32_e32 v12, vcc, s49, v9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[13:14], 2, v[12:13]
	s_mov_b64 s[8:9], s[34:35]
	v_add_u32_e32 v13, vcc, s46, v13
	v_addc_u32_e32 v14, vcc, v39, v14, vcc
	v_add_u32_e32 v15, vcc, s49, v12
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[16:17], 2, v[15:16]
	s_mov_b64 s[10:11], s[36:37]
	v_add_u32_e32 v16, vcc, s46, v16
	v_addc_u32_e32 v17, vcc, v39, v17, vcc
	v_add_u32_e32 v18, vcc, s49, v15
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[19:20], 2, v[18:19]
	s_mov_b32 s12, s45
	v_add_u32_e32 v19, vcc, s46, v19
	v_addc_u32_e32 v20, vcc, v39, v20, vcc
	v_add_u32_e32 v21, vcc, s49, v18
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[22:23], 2, v[21:22]
	s_mov_b32 s13, s44
	v_add_u32_e32 v22, vcc, s46, v22
	v_addc_u32_e32 v23, vcc, v39, v23, vcc
	v_add_u32_e32 v24, vcc, s49, v21
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[25:26], 2, v[24:25]
	s_mov_b32 s14, s33
	v_add_u32_e32 v25, vcc, s46, v25
	v_addc_u32_e32 v26, vcc, v39, v26, vcc
	v_add_u32_e32 v27, vcc, s49, v24
	v_ashrrev_i32_e32 v28, 31, v27
	v_lshlrev_b64 v[28:29], 2, v[27:28]
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	v_add_u32_e32 v28, vcc, s46, v28
	v_addc_u32_e32 v29, vcc, v39, v29, vcc
	v_add_u32_e32 v30, vcc, s49, v27
	v_ashrrev_i32_e32 v31, 31, v30
	v_lshlrev_b64 v[31:32], 2, v[30:31]
	s_mov_b32 s57, 1
	v_add_u32_e32 v31, vcc, s46, v31
	v_addc_u32_e32 v32, vcc, v39, v32, vcc
	v_add_u32_e32 v33, vcc, s49, v30
	v_ashrrev_i32_e32 v34, 31, v33
	v_lshlrev_b64 v[34:35], 2, v[33:34]
	v_add_u32_e32 v34, vcc, s46, v34
	v_addc_u32_e32 v35, vcc, v39, v35, vcc
	v_add_u32_e32 v36, vcc, s49, v33
	v_ashrrev_i32_e32 v37, 31, v36
	v_lshlrev_b64 v[37:38], 2, v[36:37]
	v_add_u32_e32 v37, vcc, s46, v37
	v_addc_u32_e32 v38, vcc, v39, v38, vcc
	v_add_u32_e32 v45, vcc, s49, v36
	v_ashrrev_i32_e32 v46, 31, v45
	v_lshlrev_b64 v[46:47], 2, v[45:46]
	v_add_u32_e32 v46, vcc, s46, v46
	v_addc_u32_e32 v47, vcc, v39, v47, vcc
	v_add_u32_e32 v48, vcc, s49, v45
	v_ashrrev_i32_e32 v49, 31, v48
	v_lshlrev_b64 v[49:50], 2, v[48:49]
	v_add_u32_e32 v49, vcc, s46, v49
	v_addc_u32_e32 v50, vcc, v39, v50, vcc
	v_add_u32_e32 v51, vcc, s49, v48
	v_ashrrev_i32_e32 v52, 31, v51
	v_lshlrev_b64 v[51:52], 2, v[51:52]
	v_add_u32_e32 v51, vcc, s46, v51
	v_addc_u32_e32 v52, vcc, v39, v52, vcc
	flat_load_dword v0, v[1:2]
	flat_load_dword v1, v[4:5]
	flat_load_dword v2, v[7:8]
	flat_load_dword v3, v[10:11]
	flat_load_dword v4, v[13:14]
	flat_load_dword v5, v[16:17]
	flat_load_dword v6, v[19:20]
	flat_load_dword v7, v[22:23]
	flat_load_dword v8, v[25:26]
	flat_load_dword v9, v[28:29]
	flat_load_dword v10, v[31:32]
	flat_load_dword v11, v[34:35]
	flat_load_dword v12, v[37:38]
	flat_load_dword v13, v[46:47]
	flat_load_dword v14, v[49:50]
	flat_load_dword v15, v[51:52]
	v_lshlrev_b32_e32 v16, 2, v43
	v_add_u32_e32 v45, vcc, s48, v16
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(14)
	ds_write2_b32 v45, v0, v1 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v45, v2, v3 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v45, v4, v5 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v45, v6, v7 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v45, v8, v9 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v45, v10, v11 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v45, v12, v13 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v45, v14, v15 offset0:224 offset1:240
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_lshlrev_b32_e32 v0, 6, v43
	v_lshlrev_b32_e32 v44, 4, v43
	v_add_u32_e32 v46, vcc, s48, v0
	s_add_i32 s54, s48, 64
	v_mov_b32_e32 v47, 1
	v_mov_b32_e32 v56, 0
	s_movk_i32 s55, 0x200
	s_mov_b32 s58, 0x6f800000
	v_mov_b32_e32 v57, 0x2f800000
	s_mov_b32 s56, s48
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s51, s51, 1
	s_add_i32 s57, s57, 1
	s_add_i32 s56, s56, 4
	s_add_i32 s54, s54, 64
	v_add_u16_e32 v56, 1, v56
	s_cmp_lg_u32 s51, 15
	v_add_u16_e32 v47, 1, v47
	s_cbranch_scc0 .LBB0_18
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_9 Depth 2
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_17 Depth 2
	v_cmp_lt_i32_e64 s[34:35], s51, v43
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_11
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	s_cmp_eq_u32 s51, 0
	v_add_u32_e32 v0, vcc, s51, v44
	s_cbranch_scc1 .LBB0_10
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v1, vcc, s48, v1
	ds_read_b32 v2, v1
	s_add_i32 s6, s51, -1
	s_cmp_lt_u32 s6, 7
	s_mov_b32 s6, 0
	s_cbranch_scc1 .LBB0_7
; %bb.5:                                ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s7, s51, -8
	s_mov_b32 s6, 0
	v_mov_b32_e32 v3, s56
	v_mov_b32_e32 v4, v46
.LBB0_6:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v5, v4
	ds_read_b32 v6, v3
	s_add_i32 s6, s6, 8
	s_cmp_lg_u32 s7, s6
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	ds_read_b32 v5, v4 offset:4
	ds_read_b32 v6, v3 offset:64
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	ds_read_b32 v5, v4 offset:8
	ds_read_b32 v6, v3 offset:128
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	ds_read_b32 v5, v4 offset:12
	ds_read_b32 v6, v3 offset:192
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	ds_read_b32 v5, v4 offset:16
	ds_read_b32 v6, v3 offset:256
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	ds_read_b32 v5, v4 offset:20
	ds_read_b32 v6, v3 offset:320
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	ds_read_b32 v5, v4 offset:24
	ds_read_b32 v6, v3 offset:384
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	ds_read_b32 v5, v4 offset:28
	ds_read_b32 v6, v3 offset:448
	v_add_u32_e32 v3, vcc, s55, v3
	v_add_u32_e32 v4, vcc, 32, v4
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	s_cbranch_scc1 .LBB0_6
.LBB0_7:                                ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s7, s51, 7
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB0_10
; %bb.8:                                ;   in Loop: Header=BB0_2 Depth=1
	s_lshl_b32 s7, s6, 6
	s_lshl_b32 s6, s6, 2
	v_and_b32_e32 v3, 7, v56
	v_add_u32_e32 v4, vcc, s6, v46
.LBB0_9:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s6, s56, s7
	v_mov_b32_e32 v6, s6
	ds_read_b32 v5, v4
	ds_read_b32 v6, v6
	v_add_u32_e32 v4, vcc, 4, v4
	v_add_u32_e32 v3, vcc, -1, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_add_i32 s7, s7, 64
	s_and_b64 vcc, exec, vcc
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v6, v2
	ds_write_b32 v1, v2
	s_cbranch_vccnz .LBB0_9
.LBB0_10:                               ;   in Loop: Header=BB0_2 Depth=1
	s_mul_i32 s6, s51, 0x44
	s_add_i32 s6, s48, s6
	v_mov_b32_e32 v1, s6
	ds_read_b32 v1, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v0, vcc, s48, v0
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v2, v0
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_f32_e64 vcc, |v1|, s58
	v_cndmask_b32_e32 v3, 1.0, v57, vcc
	v_mul_f32_e32 v1, v1, v3
	v_rcp_f32_e32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v2, v1
	v_mul_f32_e32 v1, v3, v1
	ds_write_b32 v0, v1
.LBB0_11:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_1
; %bb.12:                               ;   in Loop: Header=BB0_2 Depth=1
	s_lshl_b32 s6, s51, 6
	v_add_u32_e32 v0, vcc, s6, v45
	ds_read_b32 v1, v0 offset:64
	s_cmp_lt_u32 s51, 7
	s_mov_b32 s6, 0
	s_cbranch_scc1 .LBB0_15
; %bb.13:                               ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s7, s57, -8
	s_mov_b32 s6, 0
	v_mov_b32_e32 v2, s54
	v_mov_b32_e32 v3, v45
.LBB0_14:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v4, v2
	ds_read_b32 v5, v3
	s_add_i32 s6, s6, 8
	s_cmp_lg_u32 s7, s6
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v4, v5, v1
	ds_write_b32 v0, v1 offset:64
	ds_read_b32 v4, v2 offset:4
	ds_read_b32 v5, v3 offset:64
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v4, v5, v1
	ds_write_b32 v0, v1 offset:64
	ds_read_b32 v4, v2 offset:8
	ds_read_b32 v5, v3 offset:128
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v4, v5, v1
	ds_write_b32 v0, v1 offset:64
	ds_read_b32 v4, v2 offset:12
	ds_read_b32 v5, v3 offset:192
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v4, v5, v1
	ds_write_b32 v0, v1 offset:64
	ds_read_b32 v4, v2 offset:16
	ds_read_b32 v5, v3 offset:256
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v4, v5, v1
	ds_write_b32 v0, v1 offset:64
	ds_read_b32 v4, v2 offset:20
	ds_read_b32 v5, v3 offset:320
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v4, v5, v1
	ds_write_b32 v0, v1 offset:64
	ds_read_b32 v4, v2 offset:24
	ds_read_b32 v5, v3 offset:384
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v4, v5, v1
	ds_write_b32 v0, v1 offset:64
	ds_read_b32 v4, v2 offset:28
	ds_read_b32 v5, v3 offset:448
	v_add_u32_e32 v2, vcc, 32, v2
	v_add_u32_e32 v3, vcc, s55, v3
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v4, v5, v1
	ds_write_b32 v0, v1 offset:64
	s_cbranch_scc1 .LBB0_14
.LBB0_15:                               ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s7, s57, 7
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB0_1
; %bb.16:                               ;   in Loop: Header=BB0_2 Depth=1
	s_lshl_b32 s7, s6, 2
	s_lshl_b32 s6, s6, 6
	v_and_b32_e32 v2, 7, v47
	v_add_u32_e32 v3, vcc, s6, v45
.LBB0_17:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s6, s54, s7
	v_mov_b32_e32 v5, s6
	ds_read_b32 v4, v3
	ds_read_b32 v5, v5
	v_add_u32_e32 v3, vcc, 64, v3
	v_add_u32_e32 v2, vcc, -1, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_add_i32 s7, s7, 4
	s_and_b64 vcc, exec, vcc
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v5, v4, v1
	ds_write_b32 v0, v1 offset:64
	s_cbranch_vccnz .LBB0_17
	s_branch .LBB0_1
.LBB0_18:
	s_add_i32 s4, s50, 1
	s_mul_i32 s4, s4, s49
	s_add_i32 s4, s4, s50
	v_add_u32_e32 v0, vcc, s4, v43
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read2_b32 v[3:4], v45 offset0:16 offset1:32
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v5, s47
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	flat_store_dword v[1:2], v4
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read2_b32 v[3:4], v45 offset0:48 offset1:64
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	flat_store_dword v[1:2], v4
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read2_b32 v[3:4], v45 offset0:80 offset1:96
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	flat_store_dword v[1:2], v4
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read2_b32 v[3:4], v45 offset0:112 offset1:128
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	flat_store_dword v[1:2], v4
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read2_b32 v[3:4], v45 offset0:144 offset1:160
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	flat_store_dword v[1:2], v4
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read2_b32 v[3:4], v45 offset0:176 offset1:192
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	flat_store_dword v[1:2], v4
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read2_b32 v[3:4], v45 offset0:208 offset1:224
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v0, vcc, s49, v0
	flat_store_dword v[1:2], v4
	ds_read_b32 v2, v45 offset:960
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lud_diagonal
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
		.amdhsa_next_free_vgpr 58
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
	.size	lud_diagonal, .Lfunc_end0-lud_diagonal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2756
; NumSgprs: 65
; NumVgprs: 58
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 65
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
	.text
	.protected	lud_perimeter           ; -- Begin function lud_perimeter
	.globl	lud_perimeter
	.p2align	8
	.type	lud_perimeter,@function
lud_perimeter:                          ; @lud_perimeter
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[46:47], s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x8
	s_load_dword s54, s[8:9], 0x18
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v43, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s34, s42, 32
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	v_or_b32_e32 v40, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_cmp_lt_i32_e64 s[34:35], 15, v40
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_add_i32 s6, s54, 8
	s_mul_i32 s6, s6, s51
	v_add_u32_e32 v24, vcc, -16, v40
	s_add_i32 s6, s6, s54
	v_add_u32_e32 v0, vcc, s6, v24
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v25, s47
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v25, v2, vcc
	v_add_u32_e32 v3, vcc, s51, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_lshlrev_b32_e32 v0, 4, v44
	v_add_u32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v25, v5, vcc
	v_add_u32_e32 v6, vcc, s51, v3
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[7:8], 2, v[6:7]
	s_add_i32 s6, s54, 16
	v_add_u32_e32 v7, vcc, s46, v7
	v_addc_u32_e32 v8, vcc, v25, v8, vcc
	v_add_u32_e32 v9, vcc, s51, v6
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[10:11], 2, v[9:10]
	v_add_u32_e32 v10, vcc, s46, v10
	v_addc_u32_e32 v11, vcc, v25, v11, vcc
	v_add_u32_e32 v12, vcc, s51, v9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[13:14], 2, v[12:13]
	v_add_u32_e32 v13, vcc, s46, v13
	v_addc_u32_e32 v14, vcc, v25, v14, vcc
	v_add_u32_e32 v15, vcc, s51, v12
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[16:17], 2, v[15:16]
	v_add_u32_e32 v16, vcc, s46, v16
	v_addc_u32_e32 v17, vcc, v25, v17, vcc
	v_add_u32_e32 v18, vcc, s51, v15
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[19:20], 2, v[18:19]
	v_add_u32_e32 v19, vcc, s46, v19
	v_addc_u32_e32 v20, vcc, v25, v20, vcc
	v_add_u32_e32 v21, vcc, s51, v18
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_u32_e32 v21, vcc, s46, v21
	v_addc_u32_e32 v22, vcc, v25, v22, vcc
	v_add_u32_e32 v0, vcc, s6, v0
	v_mul_lo_u32 v0, v0, s51
	flat_load_dword v26, v[1:2]
	flat_load_dword v27, v[4:5]
	flat_load_dword v28, v[7:8]
	flat_load_dword v29, v[10:11]
	flat_load_dword v30, v[13:14]
	flat_load_dword v31, v[16:17]
	flat_load_dword v32, v[19:20]
	flat_load_dword v33, v[21:22]
	v_add_u32_e32 v0, vcc, s54, v0
	v_add_u32_e32 v0, vcc, v0, v24
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v25, v2, vcc
	v_add_u32_e32 v3, vcc, s51, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_u32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v25, v5, vcc
	v_add_u32_e32 v6, vcc, s51, v3
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[7:8], 2, v[6:7]
	v_add_u32_e32 v7, vcc, s46, v7
	v_addc_u32_e32 v8, vcc, v25, v8, vcc
	v_add_u32_e32 v9, vcc, s51, v6
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[10:11], 2, v[9:10]
	v_add_u32_e32 v10, vcc, s46, v10
	v_addc_u32_e32 v11, vcc, v25, v11, vcc
	v_add_u32_e32 v12, vcc, s51, v9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[13:14], 2, v[12:13]
	v_add_u32_e32 v13, vcc, s46, v13
	v_addc_u32_e32 v14, vcc, v25, v14, vcc
	v_add_u32_e32 v15, vcc, s51, v12
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[16:17], 2, v[15:16]
	v_add_u32_e32 v16, vcc, s46, v16
	v_addc_u32_e32 v17, vcc, v25, v17, vcc
	v_add_u32_e32 v18, vcc, s51, v15
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[19:20], 2, v[18:19]
	v_add_u32_e32 v19, vcc, s46, v19
	v_addc_u32_e32 v20, vcc, v25, v20, vcc
	v_add_u32_e32 v21, vcc, s51, v18
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[22:23], 2, v[21:22]
	v_add_u32_e32 v22, vcc, s46, v22
	v_addc_u32_e32 v23, vcc, v25, v23, vcc
	v_add_u32_e32 v0, vcc, s51, v21
	flat_load_dword v34, v[1:2]
	flat_load_dword v35, v[4:5]
	flat_load_dword v36, v[7:8]
	flat_load_dword v37, v[10:11]
	flat_load_dword v38, v[13:14]
	flat_load_dword v39, v[16:17]
	flat_load_dword v45, v[19:20]
	flat_load_dword v23, v[22:23]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v25, v2, vcc
	v_add_u32_e32 v3, vcc, s51, v0
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_u32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v25, v5, vcc
	v_add_u32_e32 v6, vcc, s51, v3
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[7:8], 2, v[6:7]
	v_add_u32_e32 v7, vcc, s46, v7
	v_addc_u32_e32 v8, vcc, v25, v8, vcc
	v_add_u32_e32 v9, vcc, s51, v6
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64 v[10:11], 2, v[9:10]
	v_add_u32_e32 v10, vcc, s46, v10
	v_addc_u32_e32 v11, vcc, v25, v11, vcc
	v_add_u32_e32 v12, vcc, s51, v9
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[13:14], 2, v[12:13]
	v_add_u32_e32 v13, vcc, s46, v13
	v_addc_u32_e32 v14, vcc, v25, v14, vcc
	v_add_u32_e32 v15, vcc, s51, v12
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[16:17], 2, v[15:16]
	v_add_u32_e32 v16, vcc, s46, v16
	v_addc_u32_e32 v17, vcc, v25, v17, vcc
	v_add_u32_e32 v18, vcc, s51, v15
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[19:20], 2, v[18:19]
	v_add_u32_e32 v19, vcc, s46, v19
	v_addc_u32_e32 v20, vcc, v25, v20, vcc
	v_add_u32_e32 v21, vcc, s51, v18
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_u32_e32 v21, vcc, s46, v21
	v_addc_u32_e32 v22, vcc, v25, v22, vcc
	flat_load_dword v0, v[1:2]
	flat_load_dword v1, v[4:5]
	flat_load_dword v2, v[7:8]
	flat_load_dword v3, v[10:11]
	flat_load_dword v4, v[13:14]
	flat_load_dword v5, v[16:17]
	flat_load_dword v6, v[19:20]
	flat_load_dword v7, v[21:22]
	v_lshlrev_b32_e32 v8, 2, v40
	v_add_u32_e32 v9, vcc, s48, v8
	s_waitcnt vmcnt(14)
	ds_write2_b32 v9, v26, v27 offset0:112 offset1:128
	ds_write2_b32 v9, v28, v29 offset0:144 offset1:160
	ds_write2_b32 v9, v30, v31 offset0:176 offset1:192
	ds_write2_b32 v9, v32, v33 offset0:208 offset1:224
	v_lshlrev_b32_e32 v9, 2, v24
	v_add_u32_e32 v9, vcc, s50, v9
	v_add_u32_e32 v8, vcc, s50, v8
	ds_write_b32 v9, v34
	s_waitcnt vmcnt(13)
	ds_write2_b32 v8, v35, v36 offset1:16
	s_waitcnt vmcnt(11)
	ds_write2_b32 v8, v37, v38 offset0:32 offset1:48
	s_waitcnt vmcnt(9)
	ds_write2_b32 v8, v39, v45 offset0:64 offset1:80
	s_waitcnt vmcnt(7)
	ds_write2_b32 v8, v23, v0 offset0:96 offset1:112
	s_waitcnt vmcnt(5)
	ds_write2_b32 v8, v1, v2 offset0:128 offset1:144
	s_waitcnt vmcnt(3)
	ds_write2_b32 v8, v3, v4 offset0:160 offset1:176
	s_waitcnt vmcnt(1)
	ds_write2_b32 v8, v5, v6 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v7 offset:896
.LBB1_2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.3:
	s_mul_i32 s6, s54, s51
	s_add_i32 s6, s6, s54
	v_add_u32_e32 v0, vcc, s6, v40
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v45, s47
	v_add_u32_e32 v0, vcc, s46, v0
	s_add_i32 s7, s6, s51
	v_addc_u32_e32 v1, vcc, v45, v1, vcc
	v_add_u32_e32 v2, vcc, s7, v40
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s8, s7, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v45, v3, vcc
	v_add_u32_e32 v4, vcc, s8, v40
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s9, s8, s51
	v_add_u32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v45, v5, vcc
	v_add_u32_e32 v6, vcc, s9, v40
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_add_i32 s10, s9, s51
	v_add_u32_e32 v6, vcc, s46, v6
	v_addc_u32_e32 v7, vcc, v45, v7, vcc
	v_add_u32_e32 v8, vcc, s10, v40
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_add_i32 s11, s10, s51
	v_add_u32_e32 v8, vcc, s46, v8
	v_addc_u32_e32 v9, vcc, v45, v9, vcc
	v_add_u32_e32 v10, vcc, s11, v40
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	s_add_i32 s12, s11, s51
	v_add_u32_e32 v10, vcc, s46, v10
	v_addc_u32_e32 v11, vcc, v45, v11, vcc
	v_add_u32_e32 v12, vcc, s12, v40
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_add_i32 s13, s12, s51
	v_add_u32_e32 v12, vcc, s46, v12
	v_addc_u32_e32 v13, vcc, v45, v13, vcc
	v_add_u32_e32 v14, vcc, s13, v40
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_u32_e32 v14, vcc, s46, v14
	v_addc_u32_e32 v15, vcc, v45, v15, vcc
	flat_load_dword v46, v[0:1]
	flat_load_dword v47, v[2:3]
	flat_load_dword v48, v[4:5]
	flat_load_dword v49, v[6:7]
	flat_load_dword v50, v[8:9]
	flat_load_dword v51, v[10:11]
	flat_load_dword v52, v[12:13]
	flat_load_dword v53, v[14:15]
	v_lshlrev_b32_e32 v0, 4, v44
	v_add_u32_e32 v0, vcc, v40, v0
	v_add_u32_e32 v14, vcc, 16, v0
	v_add_u32_e32 v0, vcc, s6, v14
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v45, v1, vcc
	v_add_u32_e32 v2, vcc, s7, v14
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v45, v3, vcc
	v_add_u32_e32 v4, vcc, s8, v14
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v4, vcc, s46, v4
	v_addc_u32_e32 v5, vcc, v45, v5, vcc
	v_add_u32_e32 v6, vcc, s9, v14
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v6, vcc, s46, v6
	v_addc_u32_e32 v7, vcc, v45, v7, vcc
	v_add_u32_e32 v8, vcc, s10, v14
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_u32_e32 v8, vcc, s46, v8
	v_addc_u32_e32 v9, vcc, v45, v9, vcc
	v_add_u32_e32 v10, vcc, s11, v14
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_u32_e32 v10, vcc, s46, v10
	v_addc_u32_e32 v11, vcc, v45, v11, vcc
	v_add_u32_e32 v12, vcc, s12, v14
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e32 v12, vcc, s46, v12
	v_addc_u32_e32 v13, vcc, v45, v13, vcc
	v_add_u32_e32 v14, vcc, s13, v14
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[15:16], 2, v[14:15]
	v_add_u32_e32 v15, vcc, s46, v15
	v_addc_u32_e32 v16, vcc, v45, v16, vcc
	v_add_u32_e32 v17, vcc, s51, v14
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[18:19], 2, v[17:18]
	v_add_u32_e32 v18, vcc, s46, v18
	v_addc_u32_e32 v19, vcc, v45, v19, vcc
	v_add_u32_e32 v20, vcc, s51, v17
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[21:22], 2, v[20:21]
	v_add_u32_e32 v21, vcc, s46, v21
	v_addc_u32_e32 v22, vcc, v45, v22, vcc
	v_add_u32_e32 v23, vcc, s51, v20
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshlrev_b64 v[24:25], 2, v[23:24]
	v_add_u32_e32 v24, vcc, s46, v24
	v_addc_u32_e32 v25, vcc, v45, v25, vcc
	v_add_u32_e32 v26, vcc, s51, v23
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[27:28], 2, v[26:27]
	v_add_u32_e32 v27, vcc, s46, v27
	v_addc_u32_e32 v28, vcc, v45, v28, vcc
	v_add_u32_e32 v29, vcc, s51, v26
	v_ashrrev_i32_e32 v30, 31, v29
	v_lshlrev_b64 v[30:31], 2, v[29:30]
	v_add_u32_e32 v30, vcc, s46, v30
	v_addc_u32_e32 v31, vcc, v45, v31, vcc
	v_add_u32_e32 v32, vcc, s51, v29
	v_ashrrev_i32_e32 v33, 31, v32
	v_lshlrev_b64 v[33:34], 2, v[32:33]
	v_add_u32_e32 v33, vcc, s46, v33
	v_addc_u32_e32 v34, vcc, v45, v34, vcc
	v_add_u32_e32 v35, vcc, s51, v32
	v_ashrrev_i32_e32 v36, 31, v35
	v_lshlrev_b64 v[36:37], 2, v[35:36]
	v_add_u32_e32 v36, vcc, s46, v36
	v_addc_u32_e32 v37, vcc, v45, v37, vcc
	v_add_u32_e32 v38, vcc, s51, v35
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_u32_e32 v38, vcc, s46, v38
	v_addc_u32_e32 v39, vcc, v45, v39, vcc
	flat_load_dword v0, v[0:1]
	flat_load_dword v1, v[2:3]
	flat_load_dword v2, v[4:5]
	flat_load_dword v3, v[6:7]
	flat_load_dword v4, v[8:9]
	flat_load_dword v5, v[10:11]
	flat_load_dword v6, v[12:13]
	flat_load_dword v7, v[15:16]
	flat_load_dword v8, v[18:19]
	flat_load_dword v9, v[21:22]
	flat_load_dword v10, v[24:25]
	flat_load_dword v11, v[27:28]
	flat_load_dword v12, v[30:31]
	flat_load_dword v13, v[33:34]
	flat_load_dword v14, v[36:37]
	flat_load_dword v15, v[38:39]
	v_lshlrev_b32_e32 v16, 2, v40
	v_add_u32_e32 v17, vcc, s48, v16
	v_add_u32_e32 v16, vcc, s49, v16
	s_waitcnt vmcnt(14)
	ds_write2_b32 v17, v46, v47 offset1:16
	ds_write2_b32 v17, v48, v49 offset0:32 offset1:48
	ds_write2_b32 v17, v50, v51 offset0:64 offset1:80
	ds_write2_b32 v17, v52, v53 offset0:96 offset1:112
	ds_write2_b32 v16, v0, v1 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v16, v2, v3 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v16, v4, v5 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v16, v6, v7 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v16, v8, v9 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v16, v10, v11 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v16, v12, v13 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v16, v14, v15 offset0:224 offset1:240
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s42, 32
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_mov_b32_e32 v0, s48
	ds_read_b32 v2, v0
	v_lshlrev_b32_e32 v1, 6, v40
	v_add_u32_e32 v3, vcc, s50, v1
	v_add_u32_e32 v4, vcc, 0xfffffc00, v3
	s_mov_b32 s6, 0x6f800000
	v_mov_b32_e32 v1, 0x2f800000
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v2|, s6
	v_cndmask_b32_e32 v15, 1.0, v1, vcc
	v_mul_f32_e32 v2, v2, v15
	ds_read2_b32 v[7:8], v4 offset1:1
	v_rcp_f32_e32 v16, v2
	s_movk_i32 s7, 0xfc08
	v_add_u32_e32 v5, vcc, s7, v3
	s_movk_i32 s7, 0xfc10
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v7, v7, v16
	v_add_u32_e32 v2, vcc, s7, v3
	s_movk_i32 s7, 0xfc18
	v_mul_f32_e32 v7, v15, v7
	v_add_u32_e32 v6, vcc, s7, v3
	ds_read2_b32 v[9:10], v5 offset1:1
	ds_read2_b32 v[11:12], v2 offset1:1
	ds_read2_b32 v[13:14], v6 offset1:1
	ds_write_b32 v4, v7
	ds_read_b32 v15, v0 offset:4
	s_movk_i32 s7, 0xfc04
	v_add_u32_e32 v16, vcc, s7, v3
	s_movk_i32 s7, 0xfc0c
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v7, v15, v8
	ds_write_b32 v16, v7
	ds_read_b32 v8, v0 offset:68
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v8|, s6
	v_cndmask_b32_e32 v15, 1.0, v1, vcc
	v_mul_f32_e32 v8, v8, v15
	v_rcp_f32_e32 v8, v8
	v_mul_f32_e32 v7, v7, v8
	v_mul_f32_e32 v7, v15, v7
	ds_write_b32 v16, v7
	ds_read_b32 v21, v0 offset:8
	ds_read2_b32 v[7:8], v4 offset1:1
	ds_read2_b32 v[15:16], v4 offset1:1
	ds_read2_b32 v[17:18], v4 offset1:1
	ds_read2_b32 v[19:20], v4 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v9, -v7, v21, v9
	ds_write_b32 v5, v9
	ds_read_b32 v21, v0 offset:72
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v9, -v8, v21, v9
	ds_write_b32 v5, v9
	ds_read_b32 v21, v0 offset:136
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v21|, s6
	v_cndmask_b32_e32 v22, 1.0, v1, vcc
	v_mul_f32_e32 v21, v21, v22
	v_rcp_f32_e32 v21, v21
	v_mul_f32_e32 v9, v9, v21
	v_mul_f32_e32 v9, v22, v9
	ds_write_b32 v5, v9
	ds_read_b32 v21, v0 offset:12
	v_add_u32_e32 v22, vcc, s7, v3
	s_movk_i32 s7, 0xfc14
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v10, -v7, v21, v10
	ds_write_b32 v22, v10
	ds_read_b32 v21, v0 offset:76
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v10, -v8, v21, v10
	ds_write_b32 v22, v10
	ds_read_b32 v21, v0 offset:140
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v9, -v9, v21, v10
	ds_write_b32 v22, v9
	ds_read_b32 v10, v0 offset:204
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v10|, s6
	v_cndmask_b32_e32 v21, 1.0, v1, vcc
	v_mul_f32_e32 v10, v10, v21
	v_rcp_f32_e32 v10, v10
	v_mul_f32_e32 v9, v9, v10
	v_mul_f32_e32 v9, v21, v9
	ds_write_b32 v22, v9
	ds_read_b32 v9, v0 offset:16
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v7, v9, v11
	ds_write_b32 v2, v7
	ds_read_b32 v9, v0 offset:80
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v11, -v8, v9, v7
	ds_write_b32 v2, v11
	ds_read_b32 v25, v0 offset:144
	ds_read2_b32 v[7:8], v5 offset1:1
	ds_read2_b32 v[9:10], v5 offset1:1
	ds_read2_b32 v[21:22], v5 offset1:1
	ds_read2_b32 v[23:24], v5 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v7, -v7, v25, v11
	ds_write_b32 v2, v7
	ds_read_b32 v11, v0 offset:208
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v8, v11, v7
	ds_write_b32 v2, v7
	ds_read_b32 v8, v0 offset:272
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v8|, s6
	v_cndmask_b32_e32 v11, 1.0, v1, vcc
	v_mul_f32_e32 v8, v8, v11
	v_rcp_f32_e32 v8, v8
	v_mul_f32_e32 v7, v7, v8
	v_mul_f32_e32 v7, v11, v7
	ds_write_b32 v2, v7
	ds_read_b32 v8, v0 offset:20
	v_add_u32_e32 v11, vcc, s7, v3
	s_movk_i32 s7, 0xfc1c
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v15, v8, v12
	ds_write_b32 v11, v8
	ds_read_b32 v12, v0 offset:84
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v16, v12, v8
	ds_write_b32 v11, v8
	ds_read_b32 v12, v0 offset:148
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v9, v12, v8
	ds_write_b32 v11, v8
	ds_read_b32 v9, v0 offset:212
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v10, v9, v8
	ds_write_b32 v11, v8
	ds_read_b32 v9, v0 offset:276
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v7, v9, v8
	ds_write_b32 v11, v7
	ds_read_b32 v8, v0 offset:340
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v8|, s6
	v_cndmask_b32_e32 v9, 1.0, v1, vcc
	v_mul_f32_e32 v8, v8, v9
	v_rcp_f32_e32 v8, v8
	v_mul_f32_e32 v7, v7, v8
	v_mul_f32_e32 v7, v9, v7
	ds_write_b32 v11, v7
	ds_read_b32 v7, v0 offset:24
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v17, v7, v13
	ds_write_b32 v6, v7
	ds_read_b32 v8, v0 offset:88
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v18, v8, v7
	ds_write_b32 v6, v7
	ds_read_b32 v8, v0 offset:152
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v21, v8, v7
	ds_write_b32 v6, v7
	ds_read_b32 v8, v0 offset:216
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v13, -v22, v8, v7
	ds_write_b32 v6, v13
	ds_read_b32 v17, v0 offset:280
	ds_read2_b32 v[7:8], v2 offset1:1
	ds_read2_b32 v[9:10], v2 offset1:1
	ds_read2_b32 v[11:12], v2 offset1:1
	ds_read2_b32 v[15:16], v2 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v7, -v7, v17, v13
	ds_write_b32 v6, v7
	ds_read_b32 v13, v0 offset:344
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v8, v13, v7
	ds_write_b32 v6, v7
	ds_read_b32 v8, v0 offset:408
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v8|, s6
	v_cndmask_b32_e32 v13, 1.0, v1, vcc
	v_mul_f32_e32 v8, v8, v13
	v_rcp_f32_e32 v8, v8
	v_add_u32_e32 v17, vcc, s7, v3
	s_movk_i32 s7, 0xfc20
	v_mul_f32_e32 v7, v7, v8
	v_mul_f32_e32 v7, v13, v7
	ds_write_b32 v6, v7
	ds_read_b32 v7, v0 offset:28
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v19, v7, v14
	ds_write_b32 v17, v7
	ds_read_b32 v8, v0 offset:92
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v20, v8, v7
	ds_write_b32 v17, v7
	ds_read_b32 v8, v0 offset:156
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v23, v8, v7
	ds_write_b32 v17, v7
	ds_read_b32 v8, v0 offset:220
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v24, v8, v7
	ds_write_b32 v17, v7
	ds_read_b32 v8, v0 offset:284
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v7, -v9, v8, v7
	ds_write_b32 v17, v7
	ds_read_b32 v8, v0 offset:348
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v10, -v10, v8, v7
	ds_write_b32 v17, v10
	ds_read_b32 v18, v0 offset:412
	ds_read_b32 v19, v6
	v_add_u32_e32 v7, vcc, s7, v3
	ds_read2_b32 v[8:9], v7 offset1:1
	ds_read2_b32 v[13:14], v2 offset1:1
	s_movk_i32 s7, 0xfc24
	s_waitcnt lgkmcnt(2)
	v_mad_f32 v10, -v19, v18, v10
	ds_write_b32 v17, v10
	ds_read_b32 v18, v0 offset:476
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v18|, s6
	v_cndmask_b32_e32 v19, 1.0, v1, vcc
	v_mul_f32_e32 v18, v18, v19
	v_rcp_f32_e32 v18, v18
	v_mul_f32_e32 v10, v10, v18
	v_mul_f32_e32 v10, v19, v10
	ds_write_b32 v17, v10
	ds_read_b32 v10, v0 offset:32
	ds_read2_b32 v[17:18], v4 offset1:1
	ds_read2_b32 v[19:20], v4 offset1:1
	ds_read2_b32 v[21:22], v4 offset1:1
	ds_read2_b32 v[23:24], v4 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v8, -v17, v10, v8
	ds_write_b32 v7, v8
	ds_read_b32 v10, v0 offset:96
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v18, v10, v8
	ds_write_b32 v7, v8
	ds_read_b32 v10, v0 offset:160
	ds_read2_b32 v[17:18], v5 offset1:1
	ds_read2_b32 v[25:26], v5 offset1:1
	ds_read2_b32 v[27:28], v5 offset1:1
	ds_read2_b32 v[29:30], v5 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v8, -v17, v10, v8
	ds_write_b32 v7, v8
	ds_read_b32 v10, v0 offset:224
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v18, v10, v8
	ds_write_b32 v7, v8
	ds_read_b32 v10, v0 offset:288
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v11, v10, v8
	ds_write_b32 v7, v8
	ds_read_b32 v10, v0 offset:352
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v12, v10, v8
	ds_write_b32 v7, v8
	ds_read_b32 v12, v0 offset:416
	ds_read2_b32 v[10:11], v6 offset1:1
	ds_read2_b32 v[17:18], v6 offset1:1
	ds_read2_b32 v[31:32], v6 offset1:1
	ds_read2_b32 v[33:34], v6 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v8, -v10, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v10, v0 offset:480
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v11, v10, v8
	ds_write_b32 v7, v8
	ds_read_b32 v10, v0 offset:544
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v10|, s6
	v_cndmask_b32_e32 v11, 1.0, v1, vcc
	v_mul_f32_e32 v10, v10, v11
	v_rcp_f32_e32 v10, v10
	v_add_u32_e32 v12, vcc, s7, v3
	s_movk_i32 s7, 0xfc28
	v_mul_f32_e32 v8, v8, v10
	v_mul_f32_e32 v8, v11, v8
	ds_write_b32 v7, v8
	ds_read_b32 v8, v0 offset:36
	v_add_u32_e32 v37, vcc, s7, v3
	s_movk_i32 s7, 0xfc2c
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v19, v8, v9
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:100
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v20, v9, v8
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:164
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v25, v9, v8
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:228
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v26, v9, v8
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:292
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v15, v9, v8
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:356
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v16, v9, v8
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:420
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v17, v9, v8
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:484
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v18, v9, v8
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:548
	ds_read_b32 v10, v7
	ds_read_b32 v17, v7
	ds_read_b32 v11, v37
	s_waitcnt lgkmcnt(2)
	v_mad_f32 v8, -v10, v9, v8
	ds_write_b32 v12, v8
	ds_read_b32 v9, v0 offset:612
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v9|, s6
	v_cndmask_b32_e32 v10, 1.0, v1, vcc
	v_mul_f32_e32 v9, v9, v10
	v_rcp_f32_e32 v9, v9
	v_add_u32_e32 v25, vcc, s7, v3
	s_movk_i32 s7, 0xfc3c
	v_mul_f32_e32 v8, v8, v9
	v_mul_f32_e32 v8, v10, v8
	ds_write_b32 v12, v8
	ds_read_b32 v8, v0 offset:40
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v21, v8, v11
	ds_write_b32 v37, v8
	ds_read_b32 v9, v0 offset:104
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v22, v9, v8
	ds_write_b32 v37, v8
	ds_read_b32 v9, v0 offset:168
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v27, v9, v8
	ds_write_b32 v37, v8
	ds_read_b32 v9, v0 offset:232
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v18, -v28, v9, v8
	ds_write_b32 v37, v18
	ds_read_b32 v19, v0 offset:296
	ds_read2_b32 v[8:9], v2 offset1:1
	ds_read2_b32 v[10:11], v2 offset1:1
	ds_read2_b32 v[15:16], v2 offset1:1
	s_waitcnt lgkmcnt(2)
	v_mad_f32 v8, -v8, v19, v18
	ds_write_b32 v37, v8
	ds_read_b32 v18, v0 offset:360
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v9, v18, v8
	ds_write_b32 v37, v8
	ds_read_b32 v9, v0 offset:424
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v31, v9, v8
	ds_write_b32 v37, v8
	ds_read_b32 v9, v0 offset:488
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v32, v9, v8
	ds_write_b32 v37, v8
	ds_read_b32 v9, v0 offset:552
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v19, -v17, v9, v8
	ds_write_b32 v37, v19
	ds_read_b32 v20, v0 offset:616
	ds_read_b32 v12, v12
	ds_read2_b32 v[8:9], v25 offset1:1
	ds_read2_b32 v[17:18], v7 offset1:1
	s_waitcnt lgkmcnt(2)
	v_mad_f32 v12, -v12, v20, v19
	ds_write_b32 v37, v12
	ds_read_b32 v19, v0 offset:680
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v19|, s6
	v_cndmask_b32_e32 v20, 1.0, v1, vcc
	v_mul_f32_e32 v19, v19, v20
	v_rcp_f32_e32 v19, v19
	v_mul_f32_e32 v12, v12, v19
	v_mul_f32_e32 v12, v20, v12
	ds_write_b32 v37, v12
	ds_read_b32 v12, v0 offset:44
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v23, v12, v8
	ds_write_b32 v25, v8
	ds_read_b32 v12, v0 offset:108
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v24, v12, v8
	ds_write_b32 v25, v8
	ds_read_b32 v12, v0 offset:172
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v29, v12, v8
	ds_write_b32 v25, v8
	ds_read_b32 v12, v0 offset:236
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v30, v12, v8
	ds_write_b32 v25, v8
	ds_read_b32 v12, v0 offset:300
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v10, v12, v8
	ds_write_b32 v25, v8
	ds_read_b32 v10, v0 offset:364
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v11, v10, v8
	ds_write_b32 v25, v8
	ds_read_b32 v10, v0 offset:428
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v33, v10, v8
	ds_write_b32 v25, v8
	ds_read_b32 v10, v0 offset:492
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v34, v10, v8
	ds_write_b32 v25, v8
	ds_read_b32 v12, v0 offset:556
	ds_read2_b32 v[10:11], v7 offset1:1
	ds_read2_b32 v[19:20], v7 offset1:1
	ds_read2_b32 v[21:22], v7 offset1:1
	s_waitcnt lgkmcnt(2)
	v_mad_f32 v8, -v10, v12, v8
	ds_write_b32 v25, v8
	ds_read_b32 v10, v0 offset:620
	v_add_u32_e32 v12, vcc, s7, v3
	s_movk_i32 s7, 0xfc30
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v11, v10, v8
	ds_write_b32 v25, v8
	ds_read_b32 v10, v0 offset:684
	ds_read_b32 v11, v37
	ds_read_b32 v39, v12
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v8, -v11, v10, v8
	ds_write_b32 v25, v8
	ds_read_b32 v10, v0 offset:748
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v10|, s6
	v_cndmask_b32_e32 v11, 1.0, v1, vcc
	v_mul_f32_e32 v10, v10, v11
	v_rcp_f32_e32 v10, v10
	v_add_u32_e32 v45, vcc, s7, v3
	s_movk_i32 s7, 0xfc34
	v_mul_f32_e32 v8, v8, v10
	v_mul_f32_e32 v8, v11, v8
	ds_write_b32 v25, v8
	ds_read_b32 v8, v0 offset:48
	ds_read2_b32 v[10:11], v4 offset1:1
	ds_read2_b32 v[23:24], v4 offset1:1
	ds_read2_b32 v[25:26], v4 offset1:1
	ds_read2_b32 v[27:28], v4 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v4, -v10, v8, v9
	ds_write_b32 v45, v4
	ds_read_b32 v8, v0 offset:112
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v31, -v11, v8, v4
	ds_write_b32 v45, v31
	ds_read_b32 v32, v0 offset:176
	ds_read2_b32 v[8:9], v5 offset1:1
	ds_read2_b32 v[10:11], v5 offset1:1
	ds_read2_b32 v[29:30], v5 offset1:1
	ds_read2_b32 v[4:5], v5 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v8, -v8, v32, v31
	ds_write_b32 v45, v8
	ds_read_b32 v31, v0 offset:240
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v9, v31, v8
	ds_write_b32 v45, v8
	ds_read_b32 v9, v0 offset:304
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v8, -v15, v9, v8
	ds_write_b32 v45, v8
	ds_read_b32 v9, v0 offset:368
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v35, -v16, v9, v8
	ds_write_b32 v45, v35
	ds_read_b32 v36, v0 offset:432
	ds_read2_b32 v[8:9], v6 offset1:1
	ds_read2_b32 v[15:16], v6 offset1:1
	ds_read2_b32 v[31:32], v6 offset1:1
	ds_read2_b32 v[33:34], v6 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v6, -v8, v36, v35
	ds_write_b32 v45, v6
	ds_read_b32 v8, v0 offset:496
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v9, v8, v6
	ds_write_b32 v45, v6
	ds_read_b32 v8, v0 offset:560
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v19, v8, v6
	ds_write_b32 v45, v6
	ds_read_b32 v8, v0 offset:624
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v20, v8, v6
	ds_write_b32 v45, v6
	ds_read_b32 v46, v0 offset:688
	ds_read2_b32 v[8:9], v37 offset1:1
	ds_read2_b32 v[19:20], v37 offset1:1
	ds_read2_b32 v[35:36], v37 offset1:1
	ds_read2_b32 v[37:38], v37 offset1:1
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v6, -v8, v46, v6
	ds_write_b32 v45, v6
	ds_read_b32 v8, v0 offset:752
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v9, v8, v6
	ds_write_b32 v45, v6
	ds_read_b32 v8, v0 offset:816
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v8|, s6
	v_cndmask_b32_e32 v46, 1.0, v1, vcc
	v_mul_f32_e32 v8, v8, v46
	v_rcp_f32_e32 v47, v8
	v_add_u32_e32 v48, vcc, s7, v3
	ds_read2_b32 v[8:9], v48 offset1:1
	v_mul_f32_e32 v6, v6, v47
	v_mul_f32_e32 v6, v46, v6
	ds_write_b32 v45, v6
	ds_read_b32 v6, v0 offset:52
	s_movk_i32 s7, 0xfc38
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v23, v6, v8
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:116
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v24, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:180
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v10, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:244
	ds_read2_b32 v[23:24], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v6, -v11, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:308
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v23, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:372
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v24, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:436
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v15, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:500
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v16, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:564
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v21, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:628
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v22, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:692
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v19, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:756
	ds_read_b32 v10, v45
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v6, -v20, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:820
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v10, v8, v6
	ds_write_b32 v48, v6
	ds_read_b32 v8, v0 offset:884
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v8|, s6
	v_cndmask_b32_e32 v10, 1.0, v1, vcc
	v_mul_f32_e32 v8, v8, v10
	v_rcp_f32_e32 v8, v8
	v_add_u32_e32 v15, vcc, s7, v3
	v_mul_f32_e32 v6, v6, v8
	v_mul_f32_e32 v6, v10, v6
	ds_write_b32 v48, v6
	ds_read_b32 v6, v0 offset:56
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v25, v6, v9
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:120
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v26, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:184
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v29, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:248
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v30, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:312
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v13, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:376
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v14, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:440
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v31, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:504
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v32, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:568
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v17, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:632
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v18, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:696
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v35, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:760
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v36, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:824
	ds_read2_b32 v[8:9], v45 offset1:1
	ds_read2_b32 v[10:11], v45 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v8, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:888
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v9, v6, v3
	ds_write_b32 v15, v3
	ds_read_b32 v6, v0 offset:952
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v6|, s6
	v_cndmask_b32_e32 v8, 1.0, v1, vcc
	v_mul_f32_e32 v6, v6, v8
	v_rcp_f32_e32 v6, v6
	v_mul_f32_e32 v3, v3, v6
	v_mul_f32_e32 v3, v8, v3
	ds_write_b32 v15, v3
	ds_read_b32 v3, v0 offset:60
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v27, v3, v39
	ds_write_b32 v12, v3
	ds_read_b32 v6, v0 offset:124
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v28, v6, v3
	ds_write_b32 v12, v3
	ds_read_b32 v6, v0 offset:188
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v4, v6, v3
	ds_write_b32 v12, v4
	ds_read_b32 v6, v0 offset:252
	ds_read2_b32 v[2:3], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v4, -v5, v6, v4
	ds_write_b32 v12, v4
	ds_read_b32 v5, v0 offset:316
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v2, v5, v4
	ds_write_b32 v12, v2
	ds_read_b32 v4, v0 offset:380
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v3, v4, v2
	ds_write_b32 v12, v2
	ds_read_b32 v3, v0 offset:444
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v33, v3, v2
	ds_write_b32 v12, v4
	ds_read_b32 v5, v0 offset:508
	ds_read2_b32 v[2:3], v7 offset1:1
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v4, -v34, v5, v4
	ds_write_b32 v12, v4
	ds_read_b32 v5, v0 offset:572
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v2, v5, v4
	ds_write_b32 v12, v2
	ds_read_b32 v4, v0 offset:636
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v3, v4, v2
	ds_write_b32 v12, v2
	ds_read_b32 v3, v0 offset:700
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v37, v3, v2
	ds_write_b32 v12, v2
	ds_read_b32 v3, v0 offset:764
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v38, v3, v2
	ds_write_b32 v12, v2
	ds_read_b32 v3, v0 offset:828
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v10, v3, v2
	ds_write_b32 v12, v2
	ds_read_b32 v3, v0 offset:892
	ds_read_b32 v4, v15
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v2, -v11, v3, v2
	ds_write_b32 v12, v2
	ds_read_b32 v3, v0 offset:956
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v4, v3, v2
	ds_write_b32 v12, v2
	ds_read_b32 v0, v0 offset:1020
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 vcc, |v0|, s6
	v_cndmask_b32_e32 v1, 1.0, v1, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, v2, v0
	v_mul_f32_e32 v0, v1, v0
	ds_write_b32 v12, v0
.LBB1_6:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_lshlrev_b32_e32 v0, 2, v40
	v_mov_b32_e32 v1, s48
	v_add_u32_e32 v0, vcc, s49, v0
	ds_read_b32 v2, v1 offset:64
	ds_read_b32 v3, v0 offset:64
	ds_read_b32 v4, v0 offset:128
	ds_read_b32 v5, v0 offset:192
	ds_read_b32 v6, v0
	ds_read_b32 v7, v0
	ds_read_b32 v8, v0
	ds_read_b32 v9, v0
	ds_read_b32 v10, v0
	s_waitcnt lgkmcnt(4)
	v_mad_f32 v2, -v2, v6, v3
	ds_write_b32 v0, v2 offset:64
	ds_read_b32 v3, v1 offset:128
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v3, v6, v4
	ds_write_b32 v0, v3 offset:128
	ds_read_b32 v4, v1 offset:132
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v2, v3
	ds_write_b32 v0, v3 offset:128
	ds_read_b32 v4, v1 offset:192
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v4, v6, v5
	ds_write_b32 v0, v4 offset:192
	ds_read_b32 v5, v1 offset:196
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v5, v2, v4
	ds_write_b32 v0, v4 offset:192
	ds_read_b32 v5, v1 offset:200
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v5, v3, v4
	ds_write_b32 v0, v4 offset:192
	ds_read_b32 v5, v1 offset:256
	ds_read_b32 v11, v0 offset:256
	ds_read_b32 v12, v0 offset:320
	ds_read_b32 v13, v0 offset:384
	ds_read_b32 v14, v0 offset:448
	ds_read_b32 v15, v0 offset:192
	s_waitcnt lgkmcnt(4)
	v_mad_f32 v5, -v5, v6, v11
	ds_write_b32 v0, v5 offset:256
	ds_read_b32 v11, v1 offset:260
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v5, -v11, v2, v5
	ds_write_b32 v0, v5 offset:256
	ds_read_b32 v11, v1 offset:264
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v5, -v11, v3, v5
	ds_write_b32 v0, v5 offset:256
	ds_read_b32 v11, v1 offset:268
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v5, -v11, v4, v5
	ds_write_b32 v0, v5 offset:256
	ds_read_b32 v11, v1 offset:320
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v11, -v11, v6, v12
	ds_write_b32 v0, v11 offset:320
	ds_read_b32 v12, v1 offset:324
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v11, -v12, v2, v11
	ds_write_b32 v0, v11 offset:320
	ds_read_b32 v12, v1 offset:328
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v11, -v12, v3, v11
	ds_write_b32 v0, v11 offset:320
	ds_read_b32 v12, v1 offset:332
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v11, -v12, v4, v11
	ds_write_b32 v0, v11 offset:320
	ds_read_b32 v12, v1 offset:336
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v11, -v12, v5, v11
	ds_write_b32 v0, v11 offset:320
	ds_read_b32 v12, v1 offset:384
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v6, -v12, v6, v13
	ds_write_b32 v0, v6 offset:384
	ds_read_b32 v12, v1 offset:388
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v12, v2, v6
	ds_write_b32 v0, v2 offset:384
	ds_read_b32 v6, v1 offset:392
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v6, v3, v2
	ds_write_b32 v0, v2 offset:384
	ds_read_b32 v3, v1 offset:396
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v3, v4, v2
	ds_write_b32 v0, v2 offset:384
	ds_read_b32 v3, v1 offset:400
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v3, v5, v2
	ds_write_b32 v0, v2 offset:384
	ds_read_b32 v3, v1 offset:404
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v3, v11, v2
	ds_write_b32 v0, v2 offset:384
	ds_read_b32 v3, v1 offset:448
	ds_read_b32 v4, v0 offset:64
	ds_read_b32 v6, v0 offset:64
	ds_read_b32 v12, v0 offset:64
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v3, -v3, v7, v14
	ds_write_b32 v0, v3 offset:448
	ds_read_b32 v13, v1 offset:452
	ds_read_b32 v14, v0 offset:128
	ds_read_b32 v16, v0 offset:128
	ds_read_b32 v17, v0 offset:128
	ds_read_b32 v18, v0 offset:64
	s_waitcnt lgkmcnt(4)
	v_mad_f32 v3, -v13, v4, v3
	ds_write_b32 v0, v3 offset:448
	ds_read_b32 v13, v1 offset:456
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v13, v17, v3
	ds_write_b32 v0, v3 offset:448
	ds_read_b32 v13, v1 offset:460
	ds_read_b32 v19, v0 offset:192
	ds_read_b32 v20, v0 offset:192
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v13, v19, v3
	ds_write_b32 v0, v3 offset:448
	ds_read_b32 v13, v1 offset:464
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v13, v5, v3
	ds_write_b32 v0, v3 offset:448
	ds_read_b32 v5, v1 offset:468
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v5, v11, v3
	ds_write_b32 v0, v3 offset:448
	ds_read_b32 v5, v1 offset:472
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v5, v2, v3
	ds_write_b32 v0, v3 offset:448
	ds_read_b32 v5, v1 offset:512
	ds_read_b32 v11, v0 offset:512
	ds_read_b32 v13, v0 offset:448
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v5, -v5, v7, v11
	ds_write_b32 v0, v5 offset:512
	ds_read_b32 v11, v1 offset:516
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v5, -v11, v4, v5
	ds_write_b32 v0, v5 offset:512
	ds_read_b32 v11, v1 offset:520
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v5, -v11, v17, v5
	ds_write_b32 v0, v5 offset:512
	ds_read_b32 v11, v1 offset:524
	ds_read_b32 v21, v0 offset:256
	ds_read_b32 v22, v0 offset:256
	ds_read_b32 v23, v0 offset:256
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v5, -v11, v19, v5
	ds_write_b32 v0, v5 offset:512
	ds_read_b32 v11, v1 offset:528
	ds_read_b32 v24, v0 offset:320
	ds_read_b32 v25, v0 offset:320
	ds_read_b32 v26, v0 offset:320
	ds_read_b32 v27, v0 offset:256
	s_waitcnt lgkmcnt(4)
	v_mad_f32 v5, -v11, v21, v5
	ds_write_b32 v0, v5 offset:512
	ds_read_b32 v11, v1 offset:532
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v5, -v11, v26, v5
	ds_write_b32 v0, v5 offset:512
	ds_read_b32 v11, v1 offset:536
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v11, v2, v5
	ds_write_b32 v0, v2 offset:512
	ds_read_b32 v5, v1 offset:540
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v5, v3, v2
	ds_write_b32 v0, v2 offset:512
	ds_read_b32 v5, v1 offset:576
	ds_read_b32 v11, v0 offset:576
	ds_read_b32 v28, v0 offset:640
	ds_read_b32 v29, v0 offset:704
	ds_read_b32 v30, v0 offset:832
	ds_read_b32 v31, v0 offset:512
	s_waitcnt lgkmcnt(4)
	v_mad_f32 v5, -v5, v7, v11
	ds_write_b32 v0, v5 offset:576
	ds_read_b32 v7, v1 offset:580
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v7, v4, v5
	ds_write_b32 v0, v4 offset:576
	ds_read_b32 v5, v1 offset:584
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v5, v17, v4
	ds_write_b32 v0, v4 offset:576
	ds_read_b32 v5, v1 offset:588
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v5, v19, v4
	ds_write_b32 v0, v4 offset:576
	ds_read_b32 v5, v1 offset:592
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v4, -v5, v21, v4
	ds_write_b32 v0, v4 offset:576
	ds_read_b32 v5, v1 offset:596
	ds_read_b32 v7, v0 offset:384
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v4, -v5, v26, v4
	ds_write_b32 v0, v4 offset:576
	ds_read_b32 v5, v1 offset:600
	ds_read_b32 v11, v0 offset:448
	ds_read_b32 v17, v0 offset:384
	ds_read_b32 v19, v0 offset:384
	ds_read_b32 v32, v0 offset:384
	s_waitcnt lgkmcnt(4)
	v_mad_f32 v4, -v5, v7, v4
	ds_write_b32 v0, v4 offset:576
	ds_read_b32 v5, v1 offset:604
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v5, v3, v4
	ds_write_b32 v0, v3 offset:576
	ds_read_b32 v4, v1 offset:608
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v4, v2, v3
	ds_write_b32 v0, v2 offset:576
	ds_read_b32 v3, v1 offset:640
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v3, v8, v28
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:644
	ds_read_b32 v5, v0 offset:128
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v4, v6, v3
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:648
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v5, v3
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:652
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v20, v3
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:656
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v21, v3
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:660
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v26, v3
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:664
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v7, v3
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:668
	ds_read_b32 v7, v0 offset:512
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v4, v13, v3
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:672
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v7, v3
	ds_write_b32 v0, v3 offset:640
	ds_read_b32 v4, v1 offset:676
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v4, v2, v3
	ds_write_b32 v0, v2 offset:640
	ds_read_b32 v3, v1 offset:704
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v3, v8, v29
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:708
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v6, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:712
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v5, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:716
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v20, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:720
	ds_read_b32 v5, v0 offset:320
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v4, v22, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:724
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v5, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:728
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v17, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:732
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v13, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:736
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v7, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:740
	ds_read_b32 v6, v0 offset:576
	ds_read_b32 v7, v0 offset:576
	ds_read_b32 v8, v0 offset:640
	ds_read_b32 v13, v0 offset:576
	s_waitcnt lgkmcnt(3)
	v_mad_f32 v3, -v4, v6, v3
	ds_write_b32 v0, v3 offset:704
	ds_read_b32 v4, v1 offset:744
	ds_read_b32 v20, v0 offset:768
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v2, -v4, v2, v3
	ds_write_b32 v0, v2 offset:704
	ds_read_b32 v3, v1 offset:768
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v3, v9, v20
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:772
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v12, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:776
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v14, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:780
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v15, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:784
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v22, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:788
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v5, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:792
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v17, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:796
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v11, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:800
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v31, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:804
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v6, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:808
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v8, v3
	ds_write_b32 v0, v3 offset:768
	ds_read_b32 v4, v1 offset:812
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v2, -v4, v2, v3
	ds_write_b32 v0, v2 offset:768
	ds_read_b32 v3, v1 offset:832
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v3, v9, v30
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:836
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v12, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:840
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v14, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:844
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v15, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:848
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v23, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:852
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v24, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:856
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v19, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:860
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v11, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:864
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v31, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:868
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v7, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:872
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v8, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:876
	ds_read_b32 v5, v0 offset:704
	ds_read_b32 v6, v0 offset:704
	ds_read_b32 v8, v0 offset:768
	s_waitcnt lgkmcnt(2)
	v_mad_f32 v3, -v4, v5, v3
	ds_write_b32 v0, v3 offset:832
	ds_read_b32 v4, v1 offset:880
	ds_read_b32 v9, v0 offset:896
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v2, -v4, v2, v3
	ds_write_b32 v0, v2 offset:832
	ds_read_b32 v3, v1 offset:896
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v3, v10, v9
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:900
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v18, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:904
	ds_read_b32 v9, v0 offset:192
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v4, v16, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:908
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v9, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:912
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v23, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:916
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v24, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:920
	ds_read_b32 v11, v0 offset:448
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v4, v19, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:924
	ds_read_b32 v12, v0 offset:512
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v4, v11, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:928
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v12, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:932
	ds_read_b32 v14, v0 offset:640
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v3, -v4, v7, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:936
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v14, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:940
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v5, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:944
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v8, v3
	ds_write_b32 v0, v3 offset:896
	ds_read_b32 v4, v1 offset:948
	ds_read_b32 v5, v0 offset:960
	s_waitcnt lgkmcnt(1)
	v_mad_f32 v2, -v4, v2, v3
	ds_write_b32 v0, v2 offset:896
	ds_read_b32 v3, v1 offset:960
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v3, v10, v5
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:964
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v18, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:968
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v16, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:972
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v9, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:976
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v27, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:980
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v25, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:984
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v32, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:988
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v11, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:992
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v12, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:996
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v13, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:1000
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v14, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:1004
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v6, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:1008
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v8, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v4, v1 offset:1012
	ds_read_b32 v5, v0 offset:832
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v3, -v4, v5, v3
	ds_write_b32 v0, v3 offset:960
	ds_read_b32 v1, v1 offset:1016
	s_waitcnt lgkmcnt(0)
	v_mad_f32 v1, -v1, v2, v3
	ds_write_b32 v0, v1 offset:960
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s42, 32
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_lshlrev_b32_e32 v0, 4, v44
	s_add_i32 s6, s54, 16
	v_add_u32_e32 v0, vcc, s6, v0
	v_mul_lo_u32 v1, v0, s51
	v_add_u32_e32 v0, vcc, -16, v40
	v_mov_b32_e32 v5, s47
	v_add_u32_e32 v3, vcc, s54, v1
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v1, vcc, s50, v1
	ds_read_b32 v4, v1
	v_add_u32_e32 v1, vcc, v3, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
                                        ; implicit-def: $vgpr44
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v6, vcc, s51, v3
	v_lshlrev_b32_e32 v1, 2, v40
	v_add_u32_e32 v7, vcc, s50, v1
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read2_b32 v[3:4], v7 offset1:16
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read2_b32 v[3:4], v7 offset0:32 offset1:48
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read2_b32 v[3:4], v7 offset0:64 offset1:80
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read2_b32 v[3:4], v7 offset0:96 offset1:112
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read2_b32 v[3:4], v7 offset0:128 offset1:144
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read2_b32 v[3:4], v7 offset0:160 offset1:176
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read2_b32 v[3:4], v7 offset0:192 offset1:208
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	v_add_u32_e32 v6, vcc, s51, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v3
	v_add_u32_e32 v1, vcc, v6, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, s46, v1
	v_addc_u32_e32 v2, vcc, v5, v2, vcc
	flat_store_dword v[1:2], v4
	v_add_u32_e32 v1, vcc, s51, v6
.LBB1_10:
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v2, 0xe0
	v_mov_b32_e32 v3, s50
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_12
; %bb.11:
	s_add_i32 s6, s54, 1
	v_lshlrev_b32_e32 v0, 4, v44
	s_mul_i32 s6, s6, s51
	v_add_u32_e32 v0, vcc, v40, v0
	s_add_i32 s6, s6, s54
	v_add_u32_e32 v1, vcc, 16, v0
	v_lshlrev_b32_e32 v0, 2, v40
	v_add_u32_e32 v0, vcc, s49, v0
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[4:5], v0 offset0:16 offset1:32
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v6, s47
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	s_add_i32 s6, s6, s51
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dword v[2:3], v5
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[4:5], v0 offset0:48 offset1:64
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dword v[2:3], v5
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[4:5], v0 offset0:80 offset1:96
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dword v[2:3], v5
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[4:5], v0 offset0:112 offset1:128
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dword v[2:3], v5
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[4:5], v0 offset0:144 offset1:160
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dword v[2:3], v5
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[4:5], v0 offset0:176 offset1:192
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dword v[2:3], v5
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[4:5], v0 offset0:208 offset1:224
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[2:3], v4
	v_add_u32_e32 v2, vcc, s6, v1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s6, s6, s51
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v6, v3, vcc
	flat_store_dword v[2:3], v5
	v_mov_b32_e32 v2, 0xf0
	v_mov_b32_e32 v3, s49
	v_mov_b32_e32 v0, s6
.LBB1_12:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v2, vcc, v2, v40
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v2, vcc, v3, v2
	v_add_u32_e32 v0, vcc, v1, v0
	ds_read_b32 v2, v2
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s47
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lud_perimeter
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
		.amdhsa_next_free_vgpr 54
		.amdhsa_next_free_sgpr 55
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
	.size	lud_perimeter, .Lfunc_end1-lud_perimeter
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 13532
; NumSgprs: 61
; NumVgprs: 54
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 13
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 54
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
	.protected	lud_internal            ; -- Begin function lud_internal
	.globl	lud_internal
	.p2align	8
	.type	lud_internal,@function
lud_internal:                           ; @lud_internal
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_load_dwordx4 s[44:47], s[8:9], 0x8
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
	s_add_u32 s50, s50, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_group_idj@rel32@hi+12
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
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s51, s51, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
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
	v_mov_b32_e32 v44, v0
	v_add_u32_e32 v1, vcc, s47, v44
	v_mul_lo_u32 v1, v1, s46
	v_lshlrev_b32_e32 v0, 4, v41
	s_add_i32 s4, s47, 16
	v_lshlrev_b32_e32 v2, 4, v42
	v_add_u32_e32 v0, vcc, s4, v0
	v_add_u32_e32 v41, vcc, v0, v43
	v_add_u32_e32 v2, vcc, s4, v2
	v_add_u32_e32 v0, vcc, v41, v1
	v_add_u32_e32 v2, vcc, v2, v44
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_lo_u32 v45, v2, s46
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v42, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v42, v1, vcc
	v_add_u32_e32 v2, vcc, v45, v43
	v_add_u32_e32 v2, vcc, s47, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_mov_b32 m0, -1
	v_add_u32_e32 v2, vcc, s48, v2
	v_addc_u32_e32 v3, vcc, v42, v3, vcc
	flat_load_dword v0, v[0:1]
	flat_load_dword v1, v[2:3]
	v_lshlrev_b32_e32 v2, 4, v44
	v_add_u32_e32 v2, vcc, v2, v43
	v_lshlrev_b32_e32 v2, 2, v2
	v_add_u32_e32 v3, vcc, s44, v2
	v_add_u32_e32 v2, vcc, s45, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(1)
	ds_write_b32 v3, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v0, vcc, v41, v45
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshlrev_b32_e32 v2, 6, v44
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v42, v1, vcc
	flat_load_dword v16, v[0:1]
	v_add_u32_e32 v17, vcc, s45, v2
	v_lshlrev_b32_e32 v2, 2, v43
	v_add_u32_e32 v18, vcc, s44, v2
	ds_read2_b32 v[2:3], v18 offset1:16
	ds_read2_b32 v[4:5], v17 offset1:1
	ds_read2_b32 v[6:7], v18 offset0:32 offset1:48
	ds_read2_b32 v[8:9], v17 offset0:2 offset1:3
	ds_read2_b32 v[10:11], v17 offset0:4 offset1:5
	ds_read2_b32 v[12:13], v17 offset0:6 offset1:7
	ds_read2_b32 v[14:15], v18 offset0:64 offset1:80
	s_waitcnt lgkmcnt(5)
	v_mad_f32 v19, v4, v2, 0
	v_mac_f32_e32 v19, v5, v3
	ds_read2_b32 v[2:3], v18 offset0:96 offset1:112
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v19, v8, v6
	v_mac_f32_e32 v19, v9, v7
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v19, v10, v14
	v_mac_f32_e32 v19, v11, v15
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v19, v12, v2
	v_mac_f32_e32 v19, v13, v3
	ds_read2_b32 v[2:3], v18 offset0:128 offset1:144
	ds_read2_b32 v[4:5], v17 offset0:8 offset1:9
	ds_read2_b32 v[6:7], v18 offset0:160 offset1:176
	ds_read2_b32 v[8:9], v17 offset0:10 offset1:11
	ds_read2_b32 v[10:11], v17 offset0:12 offset1:13
	ds_read2_b32 v[12:13], v17 offset0:14 offset1:15
	ds_read2_b32 v[14:15], v18 offset0:192 offset1:208
	s_waitcnt lgkmcnt(5)
	v_mac_f32_e32 v19, v4, v2
	v_mac_f32_e32 v19, v5, v3
	ds_read2_b32 v[2:3], v18 offset0:224 offset1:240
	s_waitcnt lgkmcnt(4)
	v_mac_f32_e32 v19, v8, v6
	v_mac_f32_e32 v19, v9, v7
	s_waitcnt lgkmcnt(1)
	v_mac_f32_e32 v19, v10, v14
	v_mac_f32_e32 v19, v11, v15
	s_waitcnt lgkmcnt(0)
	v_mac_f32_e32 v19, v12, v2
	v_mac_f32_e32 v19, v13, v3
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v16, v19
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lud_internal
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
		.amdhsa_next_free_vgpr 46
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
.Lfunc_end2:
	.size	lud_internal, .Lfunc_end2-lud_internal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 796
; NumSgprs: 58
; NumVgprs: 46
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 46
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.hidden	_Z12get_group_idj
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
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lud_diagonal
    .private_segment_fixed_size: 16384
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         lud_diagonal.kd
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         12
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .name:           lud_perimeter
    .private_segment_fixed_size: 16384
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         lud_perimeter.kd
    .vgpr_count:     54
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         12
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lud_internal
    .private_segment_fixed_size: 16384
    .sgpr_count:     58
    .sgpr_spill_count: 0
    .symbol:         lud_internal.kd
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
