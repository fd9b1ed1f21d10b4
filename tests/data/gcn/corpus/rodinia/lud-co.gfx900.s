	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	lud_diagonal            ; -- Begin function lud_diagonal
	.globl	lud_diagonal
	.p2align	8
	.type	lud_diagonal,@function
lud_diagonal:                           ; @lud_diagonal
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x8
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_mov_b32 s7, 0
	s_mov_b32 s15, 1
	s_waitcnt lgkmcnt(0)
	s_movk_i32 s11, 0x200
	s_mul_i32 s0, s10, s9
	s_add_i32 s0, s0, s10
	v_add_u32_e32 v1, s0, v0
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_add_u32_e32 v4, s9, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_add_u32_e32 v7, s9, v4
	v_addc_co_u32_e32 v3, vcc, v48, v3, vcc
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_lshlrev_b64 v[8:9], 2, v[7:8]
	v_add_u32_e32 v10, s9, v7
	v_addc_co_u32_e32 v6, vcc, v48, v6, vcc
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_u32_e32 v13, s9, v10
	v_addc_co_u32_e32 v9, vcc, v48, v9, vcc
	v_ashrrev_i32_e32 v14, 31, v13
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_lshlrev_b64 v[14:15], 2, v[13:14]
	v_add_u32_e32 v16, s9, v13
	v_addc_co_u32_e32 v12, vcc, v48, v12, vcc
	v_ashrrev_i32_e32 v17, 31, v16
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_lshlrev_b64 v[17:18], 2, v[16:17]
	v_add_u32_e32 v19, s9, v16
	v_addc_co_u32_e32 v15, vcc, v48, v15, vcc
	v_ashrrev_i32_e32 v20, 31, v19
	v_add_co_u32_e32 v17, vcc, s2, v17
	v_lshlrev_b64 v[20:21], 2, v[19:20]
	v_add_u32_e32 v22, s9, v19
	v_addc_co_u32_e32 v18, vcc, v48, v18, vcc
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_lshlrev_b64 v[23:24], 2, v[22:23]
	v_add_u32_e32 v25, s9, v22
	v_addc_co_u32_e32 v21, vcc, v48, v21, vcc
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_u32_e32 v23, vcc, s2, v23
	v_lshlrev_b64 v[26:27], 2, v[25:26]
	v_add_u32_e32 v28, s9, v25
	v_addc_co_u32_e32 v24, vcc, v48, v24, vcc
	v_ashrrev_i32_e32 v29, 31, v28
	v_add_co_u32_e32 v26, vcc, s2, v26
	v_lshlrev_b64 v[29:30], 2, v[28:29]
	v_add_u32_e32 v31, s9, v28
	v_addc_co_u32_e32 v27, vcc, v48, v27, vcc
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_co_u32_e32 v29, vcc, s2, v29
	v_lshlrev_b64 v[32:33], 2, v[31:32]
	v_add_u32_e32 v34, s9, v31
	v_addc_co_u32_e32 v30, vcc, v48, v30, vcc
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_co_u32_e32 v32, vcc, s2, v32
	v_lshlrev_b64 v[35:36], 2, v[34:35]
	v_add_u32_e32 v37, s9, v34
	v_addc_co_u32_e32 v33, vcc, v48, v33, vcc
	v_ashrrev_i32_e32 v38, 31, v37
	v_add_co_u32_e32 v35, vcc, s2, v35
	v_lshlrev_b64 v[38:39], 2, v[37:38]
	v_add_u32_e32 v40, s9, v37
	v_addc_co_u32_e32 v36, vcc, v48, v36, vcc
	v_ashrrev_i32_e32 v41, 31, v40
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_lshlrev_b64 v[41:42], 2, v[40:41]
	v_add_u32_e32 v43, s9, v40
	v_addc_co_u32_e32 v39, vcc, v48, v39, vcc
	v_ashrrev_i32_e32 v44, 31, v43
	v_add_co_u32_e32 v41, vcc, s2, v41
	v_lshlrev_b64 v[44:45], 2, v[43:44]
	v_add_u32_e32 v46, s9, v43
	v_addc_co_u32_e32 v42, vcc, v48, v42, vcc
	v_ashrrev_i32_e32 v47, 31, v46
	v_add_co_u32_e32 v44, vcc, s2, v44
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_addc_co_u32_e32 v45, vcc, v48, v45, vcc
	v_add_co_u32_e32 v46, vcc, s2, v46
	v_addc_co_u32_e32 v47, vcc, v48, v47, vcc
	global_load_dword v4, v[2:3], off
	global_load_dword v7, v[5:6], off
	global_load_dword v10, v[8:9], off
	global_load_dword v13, v[11:12], off
	global_load_dword v16, v[14:15], off
	global_load_dword v19, v[17:18], off
	global_load_dword v22, v[20:21], off
	global_load_dword v25, v[23:24], off
	global_load_dword v28, v[26:27], off
	global_load_dword v31, v[29:30], off
	global_load_dword v34, v[32:33], off
	global_load_dword v37, v[35:36], off
	global_load_dword v40, v[38:39], off
	global_load_dword v43, v[41:42], off
	global_load_dword v48, v[44:45], off
                                        ; kill: killed $vgpr41 killed $vgpr42
                                        ; kill: killed $vgpr26 killed $vgpr27
                                        ; kill: killed $vgpr11 killed $vgpr12
                                        ; kill: killed $vgpr38 killed $vgpr39
                                        ; kill: killed $vgpr23 killed $vgpr24
                                        ; kill: killed $vgpr2 killed $vgpr3
                                        ; kill: killed $vgpr8 killed $vgpr9
                                        ; kill: killed $vgpr35 killed $vgpr36
                                        ; kill: killed $vgpr20 killed $vgpr21
                                        ; kill: killed $vgpr5 killed $vgpr6
                                        ; kill: killed $vgpr32 killed $vgpr33
                                        ; kill: killed $vgpr17 killed $vgpr18
                                        ; kill: killed $vgpr44 killed $vgpr45
                                        ; kill: killed $vgpr29 killed $vgpr30
                                        ; kill: killed $vgpr14 killed $vgpr15
	global_load_dword v2, v[46:47], off
	v_lshl_add_u32 v1, v0, 2, s8
	s_waitcnt vmcnt(14)
	ds_write2_b32 v1, v4, v7 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v1, v10, v13 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v1, v16, v19 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v1, v22, v25 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v1, v28, v31 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v1, v34, v37 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v1, v40, v43 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v1, v48, v2 offset0:224 offset1:240
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshl_add_u32 v3, v0, 6, s8
	s_add_i32 s6, s8, 64
	v_mov_b32_e32 v4, 1
	v_mov_b32_e32 v5, 0
	s_mov_b32 s12, s8
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s7, s7, 1
	s_add_i32 s15, s15, 1
	s_add_i32 s12, s12, 4
	s_add_i32 s6, s6, 64
	v_add_u16_e32 v5, 1, v5
	s_cmp_lg_u32 s7, 15
	v_add_u16_e32 v4, 1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB0_18
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_6 Depth 2
                                        ;     Child Loop BB0_9 Depth 2
                                        ;     Child Loop BB0_14 Depth 2
                                        ;     Child Loop BB0_17 Depth 2
	v_cmp_lt_u32_e64 s[0:1], s7, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_11
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	s_cmp_eq_u32 s7, 0
	v_add_u32_e32 v6, s7, v2
	s_cbranch_scc1 .LBB0_10
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_add_u32 v7, v6, 2, s8
	ds_read_b32 v8, v7
	s_add_i32 s13, s7, -1
	s_cmp_lt_u32 s13, 7
	s_mov_b32 s13, 0
	s_cbranch_scc1 .LBB0_7
; %bb.5:                                ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s14, s7, -8
	s_mov_b32 s13, 0
	v_mov_b32_e32 v9, s12
	v_mov_b32_e32 v10, v3
.LBB0_6:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v11, v10
	ds_read_b32 v12, v9
	s_add_i32 s13, s13, 8
	s_cmp_lg_u32 s14, s13
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:4
	ds_read_b32 v12, v9 offset:64
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:8
	ds_read_b32 v12, v9 offset:128
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:12
	ds_read_b32 v12, v9 offset:192
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:16
	ds_read_b32 v12, v9 offset:256
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:20
	ds_read_b32 v12, v9 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:24
	ds_read_b32 v12, v9 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	ds_read_b32 v11, v10 offset:28
	ds_read_b32 v12, v9 offset:448
	v_add_u32_e32 v9, s11, v9
	v_add_u32_e32 v10, 32, v10
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	s_cbranch_scc1 .LBB0_6
.LBB0_7:                                ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s14, s7, 7
	s_cmp_eq_u32 s14, 0
	s_cbranch_scc1 .LBB0_10
; %bb.8:                                ;   in Loop: Header=BB0_2 Depth=1
	v_and_b32_e32 v9, 7, v5
	s_lshl_b32 s14, s13, 6
	v_lshl_add_u32 v10, s13, 2, v3
.LBB0_9:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s13, s12, s14
	v_mov_b32_e32 v12, s13
	ds_read_b32 v11, v10
	ds_read_b32 v12, v12
	v_add_u32_e32 v9, -1, v9
	v_cmp_ne_u32_e32 vcc, 0, v9
	s_add_i32 s14, s14, 64
	v_add_u32_e32 v10, 4, v10
	s_and_b64 vcc, exec, vcc
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v8, -v11, v12, v8
	ds_write_b32 v7, v8
	s_cbranch_vccnz .LBB0_9
.LBB0_10:                               ;   in Loop: Header=BB0_2 Depth=1
	s_mul_i32 s13, s7, 0x44
	s_add_i32 s13, s8, s13
	v_mov_b32_e32 v7, s13
	v_lshl_add_u32 v6, v6, 2, s8
	ds_read_b32 v7, v7
	s_waitcnt lgkmcnt(1)
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s[16:17], v7, v7, v8
	v_div_scale_f32 v10, vcc, v8, v7, v8
	v_rcp_f32_e32 v11, v9
	v_fma_f32 v12, -v9, v11, 1.0
	v_fma_f32 v11, v12, v11, v11
	v_mul_f32_e32 v12, v10, v11
	v_fma_f32 v13, -v9, v12, v10
	v_fma_f32 v12, v13, v11, v12
	v_fma_f32 v9, -v9, v12, v10
	v_div_fmas_f32 v9, v9, v11, v12
	v_div_fixup_f32 v7, v9, v7, v8
	ds_write_b32 v6, v7
.LBB0_11:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_1
; %bb.12:                               ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_add_u32 v6, s7, 6, v1
	ds_read_b32 v7, v6 offset:64
	s_cmp_lt_u32 s7, 7
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB0_15
; %bb.13:                               ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s1, s15, -8
	s_mov_b32 s0, 0
	v_mov_b32_e32 v8, s6
	v_mov_b32_e32 v9, v1
.LBB0_14:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	ds_read_b32 v10, v8
	ds_read_b32 v11, v9
	s_add_i32 s0, s0, 8
	s_cmp_lg_u32 s1, s0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:4
	ds_read_b32 v11, v9 offset:64
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:8
	ds_read_b32 v11, v9 offset:128
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:12
	ds_read_b32 v11, v9 offset:192
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:16
	ds_read_b32 v11, v9 offset:256
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:20
	ds_read_b32 v11, v9 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:24
	ds_read_b32 v11, v9 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	ds_read_b32 v10, v8 offset:28
	ds_read_b32 v11, v9 offset:448
	v_add_u32_e32 v8, 32, v8
	v_add_u32_e32 v9, s11, v9
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v10, v11, v7
	ds_write_b32 v6, v7 offset:64
	s_cbranch_scc1 .LBB0_14
.LBB0_15:                               ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s1, s15, 7
	s_cmp_eq_u32 s1, 0
	s_cbranch_scc1 .LBB0_1
; %bb.16:                               ;   in Loop: Header=BB0_2 Depth=1
	v_and_b32_e32 v8, 7, v4
	s_lshl_b32 s1, s0, 2
	v_lshl_add_u32 v9, s0, 6, v1
.LBB0_17:                               ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_add_i32 s0, s6, s1
	v_mov_b32_e32 v11, s0
	ds_read_b32 v10, v9
	ds_read_b32 v11, v11
	v_add_u32_e32 v8, -1, v8
	v_cmp_ne_u32_e32 vcc, 0, v8
	s_add_i32 s1, s1, 4
	v_add_u32_e32 v9, 64, v9
	s_and_b64 vcc, exec, vcc
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v11, v10, v7
	ds_write_b32 v6, v7 offset:64
	s_cbranch_vccnz .LBB0_17
	s_branch .LBB0_1
.LBB0_18:
	s_add_i32 s0, s10, 1
	s_mul_i32 s0, s0, s9
	s_add_i32 s0, s0, s10
	v_add_u32_e32 v2, s0, v0
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:16 offset1:32
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	v_add_u32_e32 v2, s9, v2
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:48 offset1:64
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:80 offset1:96
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:112 offset1:128
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:144 offset1:160
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:176 offset1:192
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	v_ashrrev_i32_e32 v3, 31, v2
	ds_read2_b32 v[5:6], v1 offset0:208 offset1:224
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v2, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[3:4], v5, off
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v0, s9, v2
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v7, v4, vcc
	global_store_dword v[3:4], v6, off
	ds_read_b32 v3, v1 offset:960
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v7, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lud_diagonal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 49
		.amdhsa_next_free_sgpr 18
		.amdhsa_reserve_flat_scratch 0
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
.Lfunc_end0:
	.size	lud_diagonal, .Lfunc_end0-lud_diagonal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2552
; NumSgprs: 20
; NumVgprs: 49
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 49
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	lud_perimeter           ; -- Begin function lud_perimeter
	.globl	lud_perimeter
	.p2align	8
	.type	lud_perimeter,@function
lud_perimeter:                          ; @lud_perimeter
; %bb.0:
	s_load_dwordx2 s[2:3], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x8
	s_load_dword s7, s[4:5], 0x18
	v_cmp_lt_u32_e64 s[0:1], 15, v0
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_waitcnt lgkmcnt(0)
	s_add_i32 s12, s7, 8
	s_mul_i32 s12, s12, s11
	s_add_i32 s12, s12, s7
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v1, vcc, s12, v0
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v17, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	s_add_i32 s12, s12, s11
	v_addc_co_u32_e32 v2, vcc, v17, v2, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v3, vcc, s12, v0
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v17, v4, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v5, vcc, s12, v0
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_addc_co_u32_e32 v6, vcc, v17, v6, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v7, vcc, s12, v0
	v_addc_co_u32_e32 v8, vcc, 0, v8, vcc
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v7, vcc, s2, v7
	v_addc_co_u32_e32 v8, vcc, v17, v8, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v9, vcc, s12, v0
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v9, vcc, s2, v9
	v_addc_co_u32_e32 v10, vcc, v17, v10, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v12, s13
	v_add_co_u32_e32 v11, vcc, s12, v0
	v_addc_co_u32_e32 v12, vcc, 0, v12, vcc
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_addc_co_u32_e32 v12, vcc, v17, v12, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e32 v13, vcc, s12, v0
	v_addc_co_u32_e32 v14, vcc, 0, v14, vcc
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_addc_co_u32_e32 v14, vcc, v17, v14, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v16, s13
	v_add_co_u32_e32 v15, vcc, s12, v0
	s_lshl_b32 s12, s6, 4
	v_addc_co_u32_e32 v16, vcc, 0, v16, vcc
	s_add_i32 s12, s7, s12
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	s_add_i32 s12, s12, 16
	s_mul_i32 s12, s12, s11
	v_add_co_u32_e32 v15, vcc, s2, v15
	s_add_i32 s12, s12, s7
	v_addc_co_u32_e32 v16, vcc, v17, v16, vcc
	s_ashr_i32 s13, s12, 31
	global_load_dword v18, v[1:2], off offset:-64
	global_load_dword v19, v[3:4], off offset:-64
	global_load_dword v20, v[5:6], off offset:-64
	global_load_dword v21, v[7:8], off offset:-64
	global_load_dword v22, v[9:10], off offset:-64
	global_load_dword v23, v[11:12], off offset:-64
	global_load_dword v24, v[13:14], off offset:-64
	global_load_dword v25, v[15:16], off offset:-64
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v1, vcc, s12, v0
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v17, v2, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v3, vcc, s12, v0
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v17, v4, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v5, vcc, s12, v0
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_addc_co_u32_e32 v6, vcc, v17, v6, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v7, vcc, s12, v0
	v_addc_co_u32_e32 v8, vcc, 0, v8, vcc
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v7, vcc, s2, v7
	v_addc_co_u32_e32 v8, vcc, v17, v8, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v9, vcc, s12, v0
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v9, vcc, s2, v9
	v_addc_co_u32_e32 v10, vcc, v17, v10, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v12, s13
	v_add_co_u32_e32 v11, vcc, s12, v0
	v_addc_co_u32_e32 v12, vcc, 0, v12, vcc
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_addc_co_u32_e32 v12, vcc, v17, v12, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e32 v13, vcc, s12, v0
	v_addc_co_u32_e32 v14, vcc, 0, v14, vcc
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_addc_co_u32_e32 v14, vcc, v17, v14, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v16, s13
	v_add_co_u32_e32 v15, vcc, s12, v0
	v_addc_co_u32_e32 v16, vcc, 0, v16, vcc
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v15, vcc, s2, v15
	v_addc_co_u32_e32 v16, vcc, v17, v16, vcc
	s_ashr_i32 s13, s12, 31
	global_load_dword v26, v[1:2], off offset:-64
	global_load_dword v27, v[3:4], off offset:-64
	global_load_dword v28, v[5:6], off offset:-64
	global_load_dword v29, v[7:8], off offset:-64
	global_load_dword v30, v[9:10], off offset:-64
	global_load_dword v31, v[11:12], off offset:-64
	global_load_dword v32, v[13:14], off offset:-64
	global_load_dword v33, v[15:16], off offset:-64
	v_mov_b32_e32 v2, s13
	v_add_co_u32_e32 v1, vcc, s12, v0
	v_addc_co_u32_e32 v2, vcc, 0, v2, vcc
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_addc_co_u32_e32 v2, vcc, v17, v2, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v4, s13
	v_add_co_u32_e32 v3, vcc, s12, v0
	v_addc_co_u32_e32 v4, vcc, 0, v4, vcc
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_addc_co_u32_e32 v4, vcc, v17, v4, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v6, s13
	v_add_co_u32_e32 v5, vcc, s12, v0
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_addc_co_u32_e32 v6, vcc, v17, v6, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v8, s13
	v_add_co_u32_e32 v7, vcc, s12, v0
	v_addc_co_u32_e32 v8, vcc, 0, v8, vcc
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v7, vcc, s2, v7
	v_addc_co_u32_e32 v8, vcc, v17, v8, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v10, s13
	v_add_co_u32_e32 v9, vcc, s12, v0
	v_addc_co_u32_e32 v10, vcc, 0, v10, vcc
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v9, vcc, s2, v9
	v_addc_co_u32_e32 v10, vcc, v17, v10, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v12, s13
	v_add_co_u32_e32 v11, vcc, s12, v0
	v_addc_co_u32_e32 v12, vcc, 0, v12, vcc
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_addc_co_u32_e32 v12, vcc, v17, v12, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v14, s13
	v_add_co_u32_e32 v13, vcc, s12, v0
	v_addc_co_u32_e32 v14, vcc, 0, v14, vcc
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	s_add_i32 s12, s12, s11
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_addc_co_u32_e32 v14, vcc, v17, v14, vcc
	s_ashr_i32 s13, s12, 31
	v_mov_b32_e32 v16, s13
	v_add_co_u32_e32 v15, vcc, s12, v0
	v_addc_co_u32_e32 v16, vcc, 0, v16, vcc
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_co_u32_e32 v15, vcc, s2, v15
	v_addc_co_u32_e32 v16, vcc, v17, v16, vcc
	global_load_dword v17, v[1:2], off offset:-64
	global_load_dword v34, v[3:4], off offset:-64
	global_load_dword v35, v[5:6], off offset:-64
	global_load_dword v36, v[7:8], off offset:-64
	global_load_dword v37, v[9:10], off offset:-64
	global_load_dword v38, v[11:12], off offset:-64
	global_load_dword v39, v[13:14], off offset:-64
	global_load_dword v40, v[15:16], off offset:-64
	v_lshlrev_b32_e32 v1, 2, v0
	v_add_u32_e32 v2, s8, v1
	v_add_u32_e32 v1, s10, v1
	s_waitcnt vmcnt(22)
	ds_write2_b32 v2, v18, v19 offset0:112 offset1:128
	s_waitcnt vmcnt(20)
	ds_write2_b32 v2, v20, v21 offset0:144 offset1:160
	s_waitcnt vmcnt(18)
	ds_write2_b32 v2, v22, v23 offset0:176 offset1:192
	s_waitcnt vmcnt(16)
	ds_write2_b32 v2, v24, v25 offset0:208 offset1:224
	v_subrev_u32_e32 v2, 64, v1
	s_waitcnt vmcnt(15)
	ds_write_b32 v2, v26
	s_waitcnt vmcnt(13)
	ds_write2_b32 v1, v27, v28 offset1:16
	s_waitcnt vmcnt(11)
	ds_write2_b32 v1, v29, v30 offset0:32 offset1:48
	s_waitcnt vmcnt(9)
	ds_write2_b32 v1, v31, v32 offset0:64 offset1:80
	s_waitcnt vmcnt(7)
	ds_write2_b32 v1, v33, v17 offset0:96 offset1:112
	s_waitcnt vmcnt(5)
	ds_write2_b32 v1, v34, v35 offset0:128 offset1:144
	s_waitcnt vmcnt(3)
	ds_write2_b32 v1, v36, v37 offset0:160 offset1:176
	s_waitcnt vmcnt(1)
	ds_write2_b32 v1, v38, v39 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v40 offset:896
.LBB1_2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.3:
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s12, s7, s11
	s_add_i32 s12, s12, s7
	v_add_u32_e32 v1, s12, v0
	v_ashrrev_i32_e32 v2, 31, v1
	s_add_i32 s13, s12, s11
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v3, s13, v0
	v_ashrrev_i32_e32 v4, 31, v3
	s_add_i32 s14, s13, s11
	v_mov_b32_e32 v57, s3
	v_add_co_u32_e32 v1, vcc, s2, v1
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_u32_e32 v5, s14, v0
	v_addc_co_u32_e32 v2, vcc, v57, v2, vcc
	v_ashrrev_i32_e32 v6, 31, v5
	s_add_i32 s15, s14, s11
	v_add_co_u32_e32 v3, vcc, s2, v3
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v7, s15, v0
	v_addc_co_u32_e32 v4, vcc, v57, v4, vcc
	v_ashrrev_i32_e32 v8, 31, v7
	s_add_i32 s16, s15, s11
	v_add_co_u32_e32 v5, vcc, s2, v5
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_u32_e32 v9, s16, v0
	v_addc_co_u32_e32 v6, vcc, v57, v6, vcc
	v_ashrrev_i32_e32 v10, 31, v9
	s_add_i32 s17, s16, s11
	v_add_co_u32_e32 v7, vcc, s2, v7
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_u32_e32 v11, s17, v0
	v_addc_co_u32_e32 v8, vcc, v57, v8, vcc
	v_ashrrev_i32_e32 v12, 31, v11
	s_add_i32 s18, s17, s11
	v_add_co_u32_e32 v9, vcc, s2, v9
	v_lshlrev_b64 v[11:12], 2, v[11:12]
	v_add_u32_e32 v13, s18, v0
	v_addc_co_u32_e32 v10, vcc, v57, v10, vcc
	v_ashrrev_i32_e32 v14, 31, v13
	s_add_i32 s19, s18, s11
	v_add_co_u32_e32 v11, vcc, s2, v11
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	v_add_u32_e32 v15, s19, v0
	s_lshl_b32 s20, s6, 4
	v_addc_co_u32_e32 v12, vcc, v57, v12, vcc
	v_ashrrev_i32_e32 v16, 31, v15
	v_add3_u32 v31, v0, s20, 16
	v_add_co_u32_e32 v13, vcc, s2, v13
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_u32_e32 v17, s12, v31
	v_addc_co_u32_e32 v14, vcc, v57, v14, vcc
	v_ashrrev_i32_e32 v18, 31, v17
	v_add_co_u32_e32 v15, vcc, s2, v15
	v_add_u32_e32 v19, s13, v31
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_addc_co_u32_e32 v16, vcc, v57, v16, vcc
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	v_add_co_u32_e32 v17, vcc, s2, v17
	v_add_u32_e32 v21, s14, v31
	v_addc_co_u32_e32 v18, vcc, v57, v18, vcc
	v_ashrrev_i32_e32 v22, 31, v21
	v_add_co_u32_e32 v19, vcc, s2, v19
	v_lshlrev_b64 v[21:22], 2, v[21:22]
	v_add_u32_e32 v23, s15, v31
	v_addc_co_u32_e32 v20, vcc, v57, v20, vcc
	v_ashrrev_i32_e32 v24, 31, v23
	v_add_co_u32_e32 v21, vcc, s2, v21
	v_lshlrev_b64 v[23:24], 2, v[23:24]
	v_add_u32_e32 v25, s16, v31
	v_addc_co_u32_e32 v22, vcc, v57, v22, vcc
	v_ashrrev_i32_e32 v26, 31, v25
	v_add_co_u32_e32 v23, vcc, s2, v23
	v_lshlrev_b64 v[25:26], 2, v[25:26]
	v_add_u32_e32 v27, s17, v31
	v_addc_co_u32_e32 v24, vcc, v57, v24, vcc
	v_ashrrev_i32_e32 v28, 31, v27
	v_add_co_u32_e32 v25, vcc, s2, v25
	v_lshlrev_b64 v[27:28], 2, v[27:28]
	v_add_u32_e32 v29, s18, v31
	v_addc_co_u32_e32 v26, vcc, v57, v26, vcc
	v_ashrrev_i32_e32 v30, 31, v29
	v_add_co_u32_e32 v27, vcc, s2, v27
	v_lshlrev_b64 v[29:30], 2, v[29:30]
	v_add_u32_e32 v31, s19, v31
	v_addc_co_u32_e32 v28, vcc, v57, v28, vcc
	v_ashrrev_i32_e32 v32, 31, v31
	v_add_co_u32_e32 v29, vcc, s2, v29
	v_lshlrev_b64 v[32:33], 2, v[31:32]
	v_add_u32_e32 v34, s11, v31
	v_addc_co_u32_e32 v30, vcc, v57, v30, vcc
	v_ashrrev_i32_e32 v35, 31, v34
	v_add_co_u32_e32 v32, vcc, s2, v32
	v_lshlrev_b64 v[35:36], 2, v[34:35]
	v_add_u32_e32 v37, s11, v34
	v_addc_co_u32_e32 v33, vcc, v57, v33, vcc
	v_ashrrev_i32_e32 v38, 31, v37
	v_add_co_u32_e32 v35, vcc, s2, v35
	v_lshlrev_b64 v[38:39], 2, v[37:38]
	v_add_u32_e32 v40, s11, v37
	v_addc_co_u32_e32 v36, vcc, v57, v36, vcc
	v_ashrrev_i32_e32 v41, 31, v40
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_lshlrev_b64 v[41:42], 2, v[40:41]
	v_add_u32_e32 v43, s11, v40
	v_addc_co_u32_e32 v39, vcc, v57, v39, vcc
	v_ashrrev_i32_e32 v44, 31, v43
	v_add_co_u32_e32 v41, vcc, s2, v41
	v_lshlrev_b64 v[44:45], 2, v[43:44]
	v_add_u32_e32 v46, s11, v43
	v_addc_co_u32_e32 v42, vcc, v57, v42, vcc
	v_ashrrev_i32_e32 v47, 31, v46
	v_add_co_u32_e32 v44, vcc, s2, v44
	v_lshlrev_b64 v[47:48], 2, v[46:47]
	v_add_u32_e32 v49, s11, v46
	v_addc_co_u32_e32 v45, vcc, v57, v45, vcc
	v_ashrrev_i32_e32 v50, 31, v49
	v_add_co_u32_e32 v47, vcc, s2, v47
	v_lshlrev_b64 v[50:51], 2, v[49:50]
	v_add_u32_e32 v52, s11, v49
	v_addc_co_u32_e32 v48, vcc, v57, v48, vcc
	v_ashrrev_i32_e32 v53, 31, v52
	v_add_co_u32_e32 v50, vcc, s2, v50
	v_lshlrev_b64 v[53:54], 2, v[52:53]
	v_add_u32_e32 v55, s11, v52
	v_addc_co_u32_e32 v51, vcc, v57, v51, vcc
	v_ashrrev_i32_e32 v56, 31, v55
	v_add_co_u32_e32 v53, vcc, s2, v53
	v_lshlrev_b64 v[55:56], 2, v[55:56]
	v_addc_co_u32_e32 v54, vcc, v57, v54, vcc
	v_add_co_u32_e32 v55, vcc, s2, v55
	v_addc_co_u32_e32 v56, vcc, v57, v56, vcc
	global_load_dword v31, v[1:2], off
	global_load_dword v34, v[3:4], off
	global_load_dword v37, v[5:6], off
	global_load_dword v40, v[7:8], off
	global_load_dword v43, v[9:10], off
	global_load_dword v46, v[11:12], off
	global_load_dword v49, v[13:14], off
	global_load_dword v52, v[15:16], off
	global_load_dword v57, v[17:18], off
	global_load_dword v58, v[19:20], off
	global_load_dword v59, v[21:22], off
	global_load_dword v60, v[23:24], off
	global_load_dword v61, v[25:26], off
	global_load_dword v62, v[27:28], off
	global_load_dword v63, v[29:30], off
                                        ; kill: killed $vgpr29 killed $vgpr30
                                        ; kill: killed $vgpr19 killed $vgpr20
                                        ; kill: killed $vgpr7 killed $vgpr8
                                        ; kill: killed $vgpr27 killed $vgpr28
                                        ; kill: killed $vgpr9 killed $vgpr10
                                        ; kill: killed $vgpr25 killed $vgpr26
                                        ; kill: killed $vgpr11 killed $vgpr12
                                        ; kill: killed $vgpr1 killed $vgpr2
                                        ; kill: killed $vgpr3 killed $vgpr4
                                        ; kill: killed $vgpr23 killed $vgpr24
                                        ; kill: killed $vgpr13 killed $vgpr14
                                        ; kill: killed $vgpr17 killed $vgpr18
                                        ; kill: killed $vgpr5 killed $vgpr6
                                        ; kill: killed $vgpr21 killed $vgpr22
                                        ; kill: killed $vgpr15 killed $vgpr16
	global_load_dword v1, v[32:33], off
	global_load_dword v2, v[35:36], off
	global_load_dword v3, v[38:39], off
	global_load_dword v4, v[41:42], off
	global_load_dword v5, v[44:45], off
	global_load_dword v6, v[47:48], off
	global_load_dword v7, v[50:51], off
	global_load_dword v8, v[53:54], off
	global_load_dword v9, v[55:56], off
	v_lshlrev_b32_e32 v10, 2, v0
	v_add_u32_e32 v11, s8, v10
	v_add_u32_e32 v10, s9, v10
	s_waitcnt vmcnt(22)
	ds_write2_b32 v11, v31, v34 offset1:16
	s_waitcnt vmcnt(20)
	ds_write2_b32 v11, v37, v40 offset0:32 offset1:48
	s_waitcnt vmcnt(18)
	ds_write2_b32 v11, v43, v46 offset0:64 offset1:80
	s_waitcnt vmcnt(16)
	ds_write2_b32 v11, v49, v52 offset0:96 offset1:112
	s_waitcnt vmcnt(14)
	ds_write2_b32 v10, v57, v58 offset1:16
	s_waitcnt vmcnt(12)
	ds_write2_b32 v10, v59, v60 offset0:32 offset1:48
	s_waitcnt vmcnt(10)
	ds_write2_b32 v10, v61, v62 offset0:64 offset1:80
	s_waitcnt vmcnt(8)
	ds_write2_b32 v10, v63, v1 offset0:96 offset1:112
	s_waitcnt vmcnt(6)
	ds_write2_b32 v10, v2, v3 offset0:128 offset1:144
	s_waitcnt vmcnt(4)
	ds_write2_b32 v10, v4, v5 offset0:160 offset1:176
	s_waitcnt vmcnt(2)
	ds_write2_b32 v10, v6, v7 offset0:192 offset1:208
	s_waitcnt vmcnt(0)
	ds_write2_b32 v10, v8, v9 offset0:224 offset1:240
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_lshl_add_u32 v3, v0, 6, s10
	v_mov_b32_e32 v1, s8
	v_add_u32_e32 v2, 0xfffffc00, v3
	ds_read_b32 v13, v1
	ds_read2_b64 v[5:8], v2 offset1:1
	v_add_u32_e32 v4, 0xfffffc10, v3
	ds_read2_b64 v[9:12], v4 offset1:1
	v_add_u32_e32 v31, 0xfffffc2c, v3
	v_add_u32_e32 v32, 0xfffffc3c, v3
	s_waitcnt lgkmcnt(1)
	v_div_scale_f32 v14, s[12:13], v13, v13, v5
	v_div_scale_f32 v15, vcc, v5, v13, v5
	v_rcp_f32_e32 v16, v14
	v_fma_f32 v17, -v14, v16, 1.0
	v_fma_f32 v16, v17, v16, v16
	v_mul_f32_e32 v17, v15, v16
	v_fma_f32 v18, -v14, v17, v15
	v_fma_f32 v17, v18, v16, v17
	v_fma_f32 v14, -v14, v17, v15
	v_div_fmas_f32 v14, v14, v16, v17
	v_div_fixup_f32 v5, v14, v13, v5
	ds_write_b32 v2, v5
	ds_read_b32 v13, v1 offset:4
	v_add_u32_e32 v14, 0xfffffc04, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v13, v6
	ds_write_b32 v14, v5
	ds_read_b32 v6, v1 offset:68
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v13, s[12:13], v6, v6, v5
	v_div_scale_f32 v15, vcc, v5, v6, v5
	v_rcp_f32_e32 v16, v13
	v_fma_f32 v17, -v13, v16, 1.0
	v_fma_f32 v16, v17, v16, v16
	v_mul_f32_e32 v17, v15, v16
	v_fma_f32 v18, -v13, v17, v15
	v_fma_f32 v17, v18, v16, v17
	v_fma_f32 v13, -v13, v17, v15
	v_div_fmas_f32 v13, v13, v16, v17
	v_add_u32_e32 v15, 0xfffffc08, v3
	v_div_fixup_f32 v5, v13, v6, v5
	ds_write_b32 v14, v5
	ds_read_b32 v6, v1 offset:8
	ds_read2_b32 v[13:14], v2 offset1:1
	v_add_u32_e32 v5, 0xfffffc20, v3
	ds_read_b96 v[28:30], v5
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v13, v6, v7
	ds_write_b32 v15, v6
	ds_read_b32 v7, v1 offset:72
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v14, v7, v6
	ds_write_b32 v15, v6
	ds_read_b32 v7, v1 offset:136
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v13, s[12:13], v7, v7, v6
	v_div_scale_f32 v14, vcc, v6, v7, v6
	v_rcp_f32_e32 v16, v13
	v_fma_f32 v17, -v13, v16, 1.0
	v_fma_f32 v16, v17, v16, v16
	v_mul_f32_e32 v17, v14, v16
	v_fma_f32 v18, -v13, v17, v14
	v_fma_f32 v17, v18, v16, v17
	v_fma_f32 v13, -v13, v17, v14
	v_div_fmas_f32 v13, v13, v16, v17
	v_div_fixup_f32 v6, v13, v7, v6
	ds_write_b32 v15, v6
	ds_read_b32 v6, v1 offset:12
	ds_read_b96 v[17:19], v2
	v_add_u32_e32 v7, 0xfffffc0c, v3
	ds_read2_b64 v[13:16], v31 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v17, v6, v8
	ds_write_b32 v7, v6
	ds_read_b32 v8, v1 offset:76
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v18, v8, v6
	ds_write_b32 v7, v6
	ds_read_b32 v8, v1 offset:140
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v19, v8, v6
	ds_write_b32 v7, v6
	ds_read_b32 v8, v1 offset:204
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v17, s[12:13], v8, v8, v6
	v_div_scale_f32 v18, vcc, v6, v8, v6
	v_rcp_f32_e32 v19, v17
	v_fma_f32 v20, -v17, v19, 1.0
	v_fma_f32 v19, v20, v19, v19
	v_mul_f32_e32 v20, v18, v19
	v_fma_f32 v21, -v17, v20, v18
	v_fma_f32 v20, v21, v19, v20
	v_fma_f32 v17, -v17, v20, v18
	v_div_fmas_f32 v17, v17, v19, v20
	v_div_fixup_f32 v6, v17, v8, v6
	ds_write_b32 v7, v6
	ds_read_b32 v6, v1 offset:16
	ds_read2_b64 v[17:20], v2 offset1:1
	ds_read2_b64 v[21:24], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v17, v6, v9
	ds_write_b32 v4, v6
	ds_read_b32 v7, v1 offset:80
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v18, v7, v6
	ds_write_b32 v4, v6
	ds_read_b32 v7, v1 offset:144
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v19, v7, v6
	ds_write_b32 v4, v6
	ds_read_b32 v7, v1 offset:208
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v20, v7, v6
	ds_write_b32 v4, v6
	ds_read_b32 v7, v1 offset:272
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v8, s[12:13], v7, v7, v6
	v_div_scale_f32 v9, vcc, v6, v7, v6
	v_rcp_f32_e32 v25, v8
	v_fma_f32 v26, -v8, v25, 1.0
	v_fma_f32 v25, v26, v25, v25
	v_mul_f32_e32 v26, v9, v25
	v_fma_f32 v27, -v8, v26, v9
	v_fma_f32 v26, v27, v25, v26
	v_fma_f32 v8, -v8, v26, v9
	v_div_fmas_f32 v8, v8, v25, v26
	v_add_u32_e32 v25, 0xfffffc18, v3
	v_div_fixup_f32 v6, v8, v7, v6
	ds_write_b32 v4, v6
	ds_read_b32 v7, v1 offset:20
	v_add_u32_e32 v8, 0xfffffc14, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v17, v7, v10
	ds_write_b32 v8, v7
	ds_read_b32 v9, v1 offset:84
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v18, v9, v7
	ds_write_b32 v8, v7
	ds_read_b32 v9, v1 offset:148
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v19, v9, v7
	ds_write_b32 v8, v7
	ds_read_b32 v9, v1 offset:212
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v20, v9, v7
	ds_write_b32 v8, v7
	ds_read_b32 v9, v1 offset:276
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v6, v9, v7
	ds_write_b32 v8, v6
	ds_read_b32 v7, v1 offset:340
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v9, s[12:13], v7, v7, v6
	v_div_scale_f32 v10, vcc, v6, v7, v6
	v_rcp_f32_e32 v17, v9
	v_fma_f32 v18, -v9, v17, 1.0
	v_fma_f32 v17, v18, v17, v17
	v_mul_f32_e32 v18, v10, v17
	v_fma_f32 v19, -v9, v18, v10
	v_fma_f32 v18, v19, v17, v18
	v_fma_f32 v9, -v9, v18, v10
	v_div_fmas_f32 v9, v9, v17, v18
	v_div_fixup_f32 v6, v9, v7, v6
	ds_write_b32 v8, v6
	ds_read_b32 v6, v1 offset:24
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v21, v6, v11
	ds_write_b32 v25, v6
	ds_read_b32 v7, v1 offset:88
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v22, v7, v6
	ds_write_b32 v25, v6
	ds_read_b32 v7, v1 offset:152
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v23, v7, v6
	ds_write_b32 v25, v6
	ds_read_b32 v7, v1 offset:216
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v17, -v24, v7, v6
	ds_write_b32 v25, v17
	ds_read_b32 v18, v1 offset:280
	ds_read2_b32 v[10:11], v4 offset1:1
	ds_read2_b64 v[6:9], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v10, v18, v17
	ds_write_b32 v25, v10
	ds_read_b32 v17, v1 offset:344
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v11, v17, v10
	ds_write_b32 v25, v10
	ds_read_b32 v11, v1 offset:408
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v17, s[12:13], v11, v11, v10
	v_div_scale_f32 v18, vcc, v10, v11, v10
	v_rcp_f32_e32 v19, v17
	v_fma_f32 v20, -v17, v19, 1.0
	v_fma_f32 v19, v20, v19, v19
	v_mul_f32_e32 v20, v18, v19
	v_fma_f32 v21, -v17, v20, v18
	v_fma_f32 v20, v21, v19, v20
	v_fma_f32 v17, -v17, v20, v18
	v_div_fmas_f32 v21, v17, v19, v20
	ds_read2_b64 v[17:20], v2 offset1:1
	v_div_fixup_f32 v10, v21, v11, v10
	ds_write_b32 v25, v10
	ds_read_b32 v10, v1 offset:28
	v_add_u32_e32 v21, 0xfffffc1c, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v17, v10, v12
	ds_write_b32 v21, v10
	ds_read_b32 v11, v1 offset:92
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v18, v11, v10
	ds_write_b32 v21, v10
	ds_read_b32 v11, v1 offset:156
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v19, v11, v10
	ds_write_b32 v21, v10
	ds_read_b32 v11, v1 offset:220
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v17, -v20, v11, v10
	ds_write_b32 v21, v17
	ds_read_b32 v18, v1 offset:284
	ds_read_b96 v[10:12], v4
	ds_read_b32 v33, v32
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v10, v18, v17
	ds_write_b32 v21, v10
	ds_read_b32 v17, v1 offset:348
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v11, v17, v10
	ds_write_b32 v21, v10
	ds_read_b32 v11, v1 offset:412
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v12, v11, v10
	ds_write_b32 v21, v10
	ds_read_b32 v11, v1 offset:476
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v12, s[12:13], v11, v11, v10
	v_div_scale_f32 v17, vcc, v10, v11, v10
	v_rcp_f32_e32 v18, v12
	v_fma_f32 v19, -v12, v18, 1.0
	v_fma_f32 v18, v19, v18, v18
	v_mul_f32_e32 v19, v17, v18
	v_fma_f32 v20, -v12, v19, v17
	v_fma_f32 v19, v20, v18, v19
	v_fma_f32 v12, -v12, v19, v17
	v_div_fmas_f32 v12, v12, v18, v19
	v_div_fixup_f32 v10, v12, v11, v10
	ds_write_b32 v21, v10
	ds_read_b32 v10, v1 offset:32
	ds_read2_b64 v[17:20], v2 offset1:1
	ds_read2_b64 v[21:24], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v17, v10, v28
	ds_write_b32 v5, v10
	ds_read_b32 v11, v1 offset:96
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v18, v11, v10
	ds_write_b32 v5, v10
	ds_read_b32 v11, v1 offset:160
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v19, v11, v10
	ds_write_b32 v5, v10
	ds_read_b32 v11, v1 offset:224
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v20, v11, v10
	ds_write_b32 v5, v10
	ds_read_b32 v11, v1 offset:288
	ds_read2_b64 v[17:20], v4 offset1:1
	ds_read2_b64 v[25:28], v4 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v17, v11, v10
	ds_write_b32 v5, v10
	ds_read_b32 v11, v1 offset:352
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v18, v11, v10
	ds_write_b32 v5, v10
	ds_read_b32 v11, v1 offset:416
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v19, v11, v10
	ds_write_b32 v5, v10
	ds_read_b32 v11, v1 offset:480
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v20, v11, v10
	ds_write_b32 v5, v10
	ds_read_b32 v11, v1 offset:544
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v12, s[12:13], v11, v11, v10
	v_div_scale_f32 v17, vcc, v10, v11, v10
	v_rcp_f32_e32 v18, v12
	v_fma_f32 v19, -v12, v18, 1.0
	v_fma_f32 v18, v19, v18, v18
	v_mul_f32_e32 v19, v17, v18
	v_fma_f32 v20, -v12, v19, v17
	v_fma_f32 v19, v20, v18, v19
	v_fma_f32 v12, -v12, v19, v17
	v_div_fmas_f32 v12, v12, v18, v19
	v_div_fixup_f32 v10, v12, v11, v10
	ds_write_b32 v5, v10
	ds_read_b32 v10, v1 offset:36
	v_add_u32_e32 v11, 0xfffffc24, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v21, v10, v29
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:100
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v22, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:164
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v23, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:228
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v24, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:292
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v25, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:356
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v26, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:420
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v27, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:484
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v28, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:548
	ds_read_b32 v17, v5
	ds_read_b32 v29, v5
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v17, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:612
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v17, s[12:13], v12, v12, v10
	v_div_scale_f32 v18, vcc, v10, v12, v10
	v_rcp_f32_e32 v19, v17
	v_fma_f32 v20, -v17, v19, 1.0
	v_fma_f32 v19, v20, v19, v19
	v_mul_f32_e32 v20, v18, v19
	v_fma_f32 v21, -v17, v20, v18
	v_fma_f32 v20, v21, v19, v20
	v_fma_f32 v17, -v17, v20, v18
	v_div_fmas_f32 v17, v17, v19, v20
	v_div_fixup_f32 v10, v17, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v10, v1 offset:40
	ds_read2_b64 v[17:20], v2 offset1:1
	v_add_u32_e32 v12, 0xfffffc28, v3
	ds_read2_b64 v[21:24], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v17, v10, v30
	ds_write_b32 v12, v10
	ds_read_b32 v17, v1 offset:104
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v18, v17, v10
	ds_write_b32 v12, v10
	ds_read_b32 v17, v1 offset:168
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v19, v17, v10
	ds_write_b32 v12, v10
	ds_read_b32 v17, v1 offset:232
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v20, v17, v10
	ds_write_b32 v12, v10
	ds_read_b32 v30, v1 offset:296
	ds_read2_b64 v[17:20], v4 offset1:1
	ds_read2_b64 v[25:28], v4 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v17, v30, v10
	ds_write_b32 v12, v10
	ds_read_b32 v17, v1 offset:360
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v18, v17, v10
	ds_write_b32 v12, v10
	ds_read_b32 v17, v1 offset:424
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v19, v17, v10
	ds_write_b32 v12, v10
	ds_read_b32 v17, v1 offset:488
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v20, v17, v10
	ds_write_b32 v12, v10
	ds_read_b32 v17, v1 offset:552
	ds_read_b32 v11, v11
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v29, v17, v10
	ds_write_b32 v12, v10
	ds_read_b32 v17, v1 offset:616
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v11, v17, v10
	ds_write_b32 v12, v10
	ds_read_b32 v11, v1 offset:680
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v17, s[12:13], v11, v11, v10
	v_div_scale_f32 v18, vcc, v10, v11, v10
	v_rcp_f32_e32 v19, v17
	v_fma_f32 v20, -v17, v19, 1.0
	v_fma_f32 v19, v20, v19, v19
	v_mul_f32_e32 v20, v18, v19
	v_fma_f32 v29, -v17, v20, v18
	v_fma_f32 v20, v29, v19, v20
	v_fma_f32 v17, -v17, v20, v18
	v_div_fmas_f32 v17, v17, v19, v20
	v_add_u32_e32 v29, 0xfffffc30, v3
	v_div_fixup_f32 v10, v17, v11, v10
	ds_write_b32 v12, v10
	ds_read_b32 v10, v1 offset:44
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v21, v10, v13
	ds_write_b32 v31, v10
	ds_read_b32 v11, v1 offset:108
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v22, v11, v10
	ds_write_b32 v31, v10
	ds_read_b32 v11, v1 offset:172
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v23, v11, v10
	ds_write_b32 v31, v10
	ds_read_b32 v11, v1 offset:236
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v24, v11, v10
	ds_write_b32 v31, v10
	ds_read_b32 v11, v1 offset:300
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v25, v11, v10
	ds_write_b32 v31, v10
	ds_read_b32 v11, v1 offset:364
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v26, v11, v10
	ds_write_b32 v31, v10
	ds_read_b32 v11, v1 offset:428
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v13, -v27, v11, v10
	ds_write_b32 v31, v13
	ds_read_b32 v17, v1 offset:492
	ds_read_b96 v[10:12], v5
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v13, -v28, v17, v13
	ds_write_b32 v31, v13
	ds_read_b32 v17, v1 offset:556
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v10, v17, v13
	ds_write_b32 v31, v10
	ds_read_b32 v13, v1 offset:620
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v11, v13, v10
	ds_write_b32 v31, v10
	ds_read_b32 v11, v1 offset:684
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v12, v11, v10
	ds_write_b32 v31, v10
	ds_read_b32 v11, v1 offset:748
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v12, s[12:13], v11, v11, v10
	v_div_scale_f32 v13, vcc, v10, v11, v10
	v_rcp_f32_e32 v17, v12
	v_fma_f32 v18, -v12, v17, 1.0
	v_fma_f32 v17, v18, v17, v17
	v_mul_f32_e32 v18, v13, v17
	v_fma_f32 v19, -v12, v18, v13
	v_fma_f32 v18, v19, v17, v18
	v_fma_f32 v12, -v12, v18, v13
	v_div_fmas_f32 v12, v12, v17, v18
	v_div_fixup_f32 v10, v12, v11, v10
	ds_write_b32 v31, v10
	ds_read_b32 v21, v1 offset:48
	ds_read2_b64 v[10:13], v2 offset1:1
	ds_read2_b64 v[17:20], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v10, v21, v14
	ds_write_b32 v29, v10
	ds_read_b32 v14, v1 offset:112
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v11, v14, v10
	ds_write_b32 v29, v10
	ds_read_b32 v11, v1 offset:176
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v12, v11, v10
	ds_write_b32 v29, v10
	ds_read_b32 v11, v1 offset:240
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v14, -v13, v11, v10
	ds_write_b32 v29, v14
	ds_read_b32 v25, v1 offset:304
	ds_read2_b64 v[10:13], v4 offset1:1
	ds_read2_b64 v[21:24], v4 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v10, v25, v14
	ds_write_b32 v29, v10
	ds_read_b32 v14, v1 offset:368
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v11, v14, v10
	ds_write_b32 v29, v10
	ds_read_b32 v11, v1 offset:432
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v12, v11, v10
	ds_write_b32 v29, v10
	ds_read_b32 v11, v1 offset:496
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v14, -v13, v11, v10
	ds_write_b32 v29, v14
	ds_read_b32 v30, v1 offset:560
	ds_read2_b64 v[10:13], v5 offset1:1
	ds_read2_b64 v[25:28], v5 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v10, v30, v14
	ds_write_b32 v29, v10
	ds_read_b32 v14, v1 offset:624
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v11, v14, v10
	ds_write_b32 v29, v10
	ds_read_b32 v11, v1 offset:688
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v12, v11, v10
	ds_write_b32 v29, v10
	ds_read_b32 v11, v1 offset:752
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v13, v11, v10
	ds_write_b32 v29, v10
	ds_read_b32 v11, v1 offset:816
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v12, s[12:13], v11, v11, v10
	v_div_scale_f32 v13, vcc, v10, v11, v10
	v_rcp_f32_e32 v14, v12
	v_fma_f32 v30, -v12, v14, 1.0
	v_fma_f32 v14, v30, v14, v14
	v_mul_f32_e32 v30, v13, v14
	v_fma_f32 v31, -v12, v30, v13
	v_fma_f32 v30, v31, v14, v30
	v_fma_f32 v12, -v12, v30, v13
	v_div_fmas_f32 v12, v12, v14, v30
	v_div_fixup_f32 v10, v12, v11, v10
	ds_write_b32 v29, v10
	ds_read_b32 v10, v1 offset:52
	v_add_u32_e32 v11, 0xfffffc34, v3
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v17, v10, v15
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:116
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v18, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:180
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v19, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:244
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v20, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:308
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v21, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:372
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v22, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:436
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v23, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:500
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v24, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:564
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v25, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:628
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v26, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:692
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v27, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:756
	ds_read_b32 v13, v29
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v10, -v28, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:820
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v10, -v13, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v12, v1 offset:884
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v13, s[12:13], v12, v12, v10
	v_div_scale_f32 v14, vcc, v10, v12, v10
	v_rcp_f32_e32 v15, v13
	v_fma_f32 v17, -v13, v15, 1.0
	v_fma_f32 v15, v17, v15, v15
	v_mul_f32_e32 v17, v14, v15
	v_fma_f32 v18, -v13, v17, v14
	v_fma_f32 v17, v18, v15, v17
	v_fma_f32 v13, -v13, v17, v14
	v_div_fmas_f32 v13, v13, v15, v17
	v_add_u32_e32 v18, 0xfffffc38, v3
	v_div_fixup_f32 v10, v13, v12, v10
	ds_write_b32 v11, v10
	ds_read_b32 v10, v1 offset:56
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v6, v10, v16
	ds_write_b32 v18, v3
	ds_read_b32 v6, v1 offset:120
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v7, v6, v3
	ds_write_b32 v18, v3
	ds_read_b32 v6, v1 offset:184
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v8, v6, v3
	ds_write_b32 v18, v3
	ds_read_b32 v6, v1 offset:248
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v9, v6, v3
	ds_write_b32 v18, v3
	ds_read_b32 v14, v1 offset:312
	ds_read2_b64 v[6:9], v4 offset1:1
	ds_read2_b64 v[10:13], v4 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v3, -v6, v14, v3
	ds_write_b32 v18, v3
	ds_read_b32 v4, v1 offset:376
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v7, v4, v3
	ds_write_b32 v18, v3
	ds_read_b32 v4, v1 offset:440
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v8, v4, v3
	ds_write_b32 v18, v3
	ds_read_b32 v4, v1 offset:504
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v9, v4, v3
	ds_write_b32 v18, v3
	ds_read_b32 v4, v1 offset:568
	ds_read2_b64 v[6:9], v5 offset1:1
	ds_read2_b64 v[14:17], v5 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v3, -v6, v4, v3
	ds_write_b32 v18, v3
	ds_read_b32 v4, v1 offset:632
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v7, v4, v3
	ds_write_b32 v18, v3
	ds_read_b32 v4, v1 offset:696
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v4, v3
	ds_write_b32 v18, v5
	ds_read_b32 v6, v1 offset:760
	ds_read2_b32 v[3:4], v29 offset1:1
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v9, v6, v5
	ds_write_b32 v18, v5
	ds_read_b32 v6, v1 offset:824
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v3, v6, v5
	ds_write_b32 v18, v3
	ds_read_b32 v5, v1 offset:888
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v4, v5, v3
	ds_write_b32 v18, v6
	ds_read_b32 v7, v1 offset:952
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v3, s[12:13], v7, v7, v6
	v_div_scale_f32 v4, vcc, v6, v7, v6
	v_rcp_f32_e32 v5, v3
	v_fma_f32 v8, -v3, v5, 1.0
	v_fma_f32 v5, v8, v5, v5
	v_mul_f32_e32 v8, v4, v5
	v_fma_f32 v9, -v3, v8, v4
	v_fma_f32 v8, v9, v5, v8
	v_fma_f32 v3, -v3, v8, v4
	v_div_fmas_f32 v8, v3, v5, v8
	ds_read2_b64 v[2:5], v2 offset1:1
	v_div_fixup_f32 v6, v8, v7, v6
	ds_write_b32 v18, v6
	ds_read_b32 v6, v1 offset:60
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v2, v6, v33
	ds_write_b32 v32, v2
	ds_read_b32 v6, v1 offset:124
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v3, v6, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:188
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v4, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:252
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v5, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:316
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v10, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:380
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v11, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:444
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v12, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:508
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v13, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:572
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v14, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:636
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v15, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:700
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v16, v3, v2
	ds_write_b32 v32, v5
	ds_read_b32 v6, v1 offset:764
	ds_read_b96 v[2:4], v29
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v17, v6, v5
	ds_write_b32 v32, v5
	ds_read_b32 v6, v1 offset:828
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v2, v6, v5
	ds_write_b32 v32, v2
	ds_read_b32 v5, v1 offset:892
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v3, v5, v2
	ds_write_b32 v32, v2
	ds_read_b32 v3, v1 offset:956
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v4, v3, v2
	ds_write_b32 v32, v2
	ds_read_b32 v1, v1 offset:1020
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v3, s[12:13], v1, v1, v2
	v_div_scale_f32 v4, vcc, v2, v1, v2
	v_rcp_f32_e32 v5, v3
	v_fma_f32 v6, -v3, v5, 1.0
	v_fma_f32 v5, v6, v5, v5
	v_mul_f32_e32 v6, v4, v5
	v_fma_f32 v7, -v3, v6, v4
	v_fma_f32 v6, v7, v5, v6
	v_fma_f32 v3, -v3, v6, v4
	v_div_fmas_f32 v3, v3, v5, v6
	v_div_fixup_f32 v1, v3, v1, v2
	ds_write_b32 v32, v1
.LBB1_6:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_mov_b32_e32 v2, s8
	v_lshl_add_u32 v1, v0, 2, s9
	ds_read_b32 v3, v2 offset:64
	ds_read_b32 v4, v1 offset:64
	ds_read_b32 v5, v1 offset:128
	ds_read_b32 v6, v1 offset:192
	ds_read_b32 v7, v1
	ds_read_b32 v8, v1
	ds_read_b32 v9, v1
	ds_read_b32 v10, v1
	ds_read_b32 v11, v1
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v3, -v3, v7, v4
	ds_write_b32 v1, v3 offset:64
	ds_read_b32 v4, v2 offset:128
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v4, v7, v5
	ds_write_b32 v1, v4 offset:128
	ds_read_b32 v5, v2 offset:132
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v3, v4
	ds_write_b32 v1, v4 offset:128
	ds_read_b32 v5, v2 offset:192
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v5, v7, v6
	ds_write_b32 v1, v5 offset:192
	ds_read_b32 v6, v2 offset:196
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v3, v5
	ds_write_b32 v1, v5 offset:192
	ds_read_b32 v6, v2 offset:200
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v4, v5
	ds_write_b32 v1, v5 offset:192
	ds_read_b32 v6, v2 offset:256
	ds_read_b32 v12, v1 offset:256
	ds_read_b32 v13, v1 offset:320
	ds_read_b32 v14, v1 offset:384
	ds_read_b32 v15, v1 offset:448
	ds_read_b32 v16, v1 offset:192
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v6, -v6, v7, v12
	ds_write_b32 v1, v6 offset:256
	ds_read_b32 v12, v2 offset:260
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v3, v6
	ds_write_b32 v1, v6 offset:256
	ds_read_b32 v12, v2 offset:264
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v4, v6
	ds_write_b32 v1, v6 offset:256
	ds_read_b32 v12, v2 offset:268
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v5, v6
	ds_write_b32 v1, v6 offset:256
	ds_read_b32 v12, v2 offset:320
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v12, -v12, v7, v13
	ds_write_b32 v1, v12 offset:320
	ds_read_b32 v13, v2 offset:324
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v12, -v13, v3, v12
	ds_write_b32 v1, v12 offset:320
	ds_read_b32 v13, v2 offset:328
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v12, -v13, v4, v12
	ds_write_b32 v1, v12 offset:320
	ds_read_b32 v13, v2 offset:332
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v12, -v13, v5, v12
	ds_write_b32 v1, v12 offset:320
	ds_read_b32 v13, v2 offset:336
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v12, -v13, v6, v12
	ds_write_b32 v1, v12 offset:320
	ds_read_b32 v13, v2 offset:384
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, -v13, v7, v14
	ds_write_b32 v1, v7 offset:384
	ds_read_b32 v13, v2 offset:388
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v13, v3, v7
	ds_write_b32 v1, v3 offset:384
	ds_read_b32 v7, v2 offset:392
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v7, v4, v3
	ds_write_b32 v1, v3 offset:384
	ds_read_b32 v4, v2 offset:396
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v4, v5, v3
	ds_write_b32 v1, v3 offset:384
	ds_read_b32 v4, v2 offset:400
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v4, v6, v3
	ds_write_b32 v1, v3 offset:384
	ds_read_b32 v4, v2 offset:404
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v4, v12, v3
	ds_write_b32 v1, v3 offset:384
	ds_read_b32 v4, v2 offset:448
	ds_read_b32 v5, v1 offset:64
	ds_read_b32 v7, v1 offset:64
	ds_read_b32 v13, v1 offset:64
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v4, -v4, v8, v15
	ds_write_b32 v1, v4 offset:448
	ds_read_b32 v14, v2 offset:452
	ds_read_b32 v15, v1 offset:128
	ds_read_b32 v17, v1 offset:128
	ds_read_b32 v18, v1 offset:128
	ds_read_b32 v19, v1 offset:64
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v4, -v14, v5, v4
	ds_write_b32 v1, v4 offset:448
	ds_read_b32 v14, v2 offset:456
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v14, v18, v4
	ds_write_b32 v1, v4 offset:448
	ds_read_b32 v14, v2 offset:460
	ds_read_b32 v20, v1 offset:192
	ds_read_b32 v21, v1 offset:192
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v14, v20, v4
	ds_write_b32 v1, v4 offset:448
	ds_read_b32 v14, v2 offset:464
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v14, v6, v4
	ds_write_b32 v1, v4 offset:448
	ds_read_b32 v6, v2 offset:468
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v6, v12, v4
	ds_write_b32 v1, v4 offset:448
	ds_read_b32 v6, v2 offset:472
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v6, v3, v4
	ds_write_b32 v1, v4 offset:448
	ds_read_b32 v6, v2 offset:512
	ds_read_b32 v12, v1 offset:512
	ds_read_b32 v14, v1 offset:448
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v6, -v6, v8, v12
	ds_write_b32 v1, v6 offset:512
	ds_read_b32 v12, v2 offset:516
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v5, v6
	ds_write_b32 v1, v6 offset:512
	ds_read_b32 v12, v2 offset:520
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v18, v6
	ds_write_b32 v1, v6 offset:512
	ds_read_b32 v12, v2 offset:524
	ds_read_b32 v22, v1 offset:256
	ds_read_b32 v23, v1 offset:256
	ds_read_b32 v24, v1 offset:256
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v6, -v12, v20, v6
	ds_write_b32 v1, v6 offset:512
	ds_read_b32 v12, v2 offset:528
	ds_read_b32 v25, v1 offset:320
	ds_read_b32 v26, v1 offset:320
	ds_read_b32 v27, v1 offset:320
	ds_read_b32 v28, v1 offset:256
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v6, -v12, v22, v6
	ds_write_b32 v1, v6 offset:512
	ds_read_b32 v12, v2 offset:532
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v6, -v12, v27, v6
	ds_write_b32 v1, v6 offset:512
	ds_read_b32 v12, v2 offset:536
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v12, v3, v6
	ds_write_b32 v1, v3 offset:512
	ds_read_b32 v6, v2 offset:540
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v6, v4, v3
	ds_write_b32 v1, v3 offset:512
	ds_read_b32 v6, v2 offset:576
	ds_read_b32 v12, v1 offset:576
	ds_read_b32 v29, v1 offset:640
	ds_read_b32 v30, v1 offset:704
	ds_read_b32 v31, v1 offset:832
	ds_read_b32 v32, v1 offset:512
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v6, -v6, v8, v12
	ds_write_b32 v1, v6 offset:576
	ds_read_b32 v8, v2 offset:580
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v8, v5, v6
	ds_write_b32 v1, v5 offset:576
	ds_read_b32 v6, v2 offset:584
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v18, v5
	ds_write_b32 v1, v5 offset:576
	ds_read_b32 v6, v2 offset:588
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v20, v5
	ds_write_b32 v1, v5 offset:576
	ds_read_b32 v6, v2 offset:592
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v5, -v6, v22, v5
	ds_write_b32 v1, v5 offset:576
	ds_read_b32 v6, v2 offset:596
	ds_read_b32 v8, v1 offset:384
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v5, -v6, v27, v5
	ds_write_b32 v1, v5 offset:576
	ds_read_b32 v6, v2 offset:600
	ds_read_b32 v12, v1 offset:448
	ds_read_b32 v18, v1 offset:384
	ds_read_b32 v20, v1 offset:384
	ds_read_b32 v33, v1 offset:384
	s_waitcnt lgkmcnt(4)
	v_fma_f32 v5, -v6, v8, v5
	ds_write_b32 v1, v5 offset:576
	ds_read_b32 v6, v2 offset:604
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v6, v4, v5
	ds_write_b32 v1, v4 offset:576
	ds_read_b32 v5, v2 offset:608
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v5, v3, v4
	ds_write_b32 v1, v3 offset:576
	ds_read_b32 v4, v2 offset:640
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v4, v9, v29
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:644
	ds_read_b32 v6, v1 offset:128
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v5, v7, v4
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:648
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v6, v4
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:652
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v21, v4
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:656
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v22, v4
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:660
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v27, v4
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:664
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v8, v4
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:668
	ds_read_b32 v8, v1 offset:512
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v5, v14, v4
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:672
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v8, v4
	ds_write_b32 v1, v4 offset:640
	ds_read_b32 v5, v2 offset:676
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v5, v3, v4
	ds_write_b32 v1, v3 offset:640
	ds_read_b32 v4, v2 offset:704
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v4, v9, v30
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:708
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v7, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:712
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v6, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:716
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v21, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:720
	ds_read_b32 v6, v1 offset:320
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v5, v23, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:724
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v6, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:728
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v18, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:732
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v14, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:736
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v8, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:740
	ds_read_b32 v7, v1 offset:576
	ds_read_b32 v8, v1 offset:576
	ds_read_b32 v9, v1 offset:640
	ds_read_b32 v14, v1 offset:576
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v4, -v5, v7, v4
	ds_write_b32 v1, v4 offset:704
	ds_read_b32 v5, v2 offset:744
	ds_read_b32 v21, v1 offset:768
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v3, -v5, v3, v4
	ds_write_b32 v1, v3 offset:704
	ds_read_b32 v4, v2 offset:768
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v4, v10, v21
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:772
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v13, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:776
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v15, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:780
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v16, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:784
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v23, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:788
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v6, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:792
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v18, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:796
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v12, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:800
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v32, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:804
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v7, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:808
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v9, v4
	ds_write_b32 v1, v4 offset:768
	ds_read_b32 v5, v2 offset:812
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v3, -v5, v3, v4
	ds_write_b32 v1, v3 offset:768
	ds_read_b32 v4, v2 offset:832
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v4, v10, v31
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:836
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v13, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:840
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v15, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:844
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v16, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:848
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v24, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:852
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v25, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:856
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v20, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:860
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v12, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:864
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v32, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:868
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v8, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:872
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v9, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:876
	ds_read_b32 v6, v1 offset:704
	ds_read_b32 v7, v1 offset:704
	ds_read_b32 v9, v1 offset:768
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v4, -v5, v6, v4
	ds_write_b32 v1, v4 offset:832
	ds_read_b32 v5, v2 offset:880
	ds_read_b32 v10, v1 offset:896
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v3, -v5, v3, v4
	ds_write_b32 v1, v3 offset:832
	ds_read_b32 v4, v2 offset:896
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v4, v11, v10
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:900
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v19, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:904
	ds_read_b32 v10, v1 offset:192
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v5, v17, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:908
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v10, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:912
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v24, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:916
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v25, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:920
	ds_read_b32 v12, v1 offset:448
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v5, v20, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:924
	ds_read_b32 v13, v1 offset:512
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v5, v12, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:928
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v13, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:932
	ds_read_b32 v15, v1 offset:640
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v4, -v5, v8, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:936
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v15, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:940
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v6, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:944
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v9, v4
	ds_write_b32 v1, v4 offset:896
	ds_read_b32 v5, v2 offset:948
	ds_read_b32 v6, v1 offset:960
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v3, -v5, v3, v4
	ds_write_b32 v1, v3 offset:896
	ds_read_b32 v4, v2 offset:960
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v4, v11, v6
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:964
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v19, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:968
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v17, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:972
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v10, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:976
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v28, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:980
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v26, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:984
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v33, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:988
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v12, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:992
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v13, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:996
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v14, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:1000
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v15, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:1004
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v7, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:1008
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v9, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v5, v2 offset:1012
	ds_read_b32 v6, v1 offset:832
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v4, -v5, v6, v4
	ds_write_b32 v1, v4 offset:960
	ds_read_b32 v2, v2 offset:1016
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v2, -v2, v3, v4
	ds_write_b32 v1, v2 offset:960
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $vgpr1
	s_and_saveexec_b64 s[12:13], s[0:1]
	s_xor_b64 s[0:1], exec, s[12:13]
	s_cbranch_execz .LBB1_10
; %bb.9:
	s_lshl_b32 s4, s6, 4
	s_add_i32 s4, s7, s4
	s_add_i32 s4, s4, 16
	s_mul_i32 s4, s4, s11
	v_add_u32_e32 v1, -16, v0
	s_add_i32 s4, s4, s7
	v_lshl_add_u32 v2, v1, 2, s10
	s_ashr_i32 s5, s4, 31
	ds_read_b32 v4, v2
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	s_add_i32 s4, s4, s11
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off offset:-64
	v_lshl_add_u32 v7, v0, 2, s10
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	ds_read2_b32 v[4:5], v7 offset1:16
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	global_store_dword v[2:3], v5, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	ds_read2_b32 v[4:5], v7 offset0:32 offset1:48
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	global_store_dword v[2:3], v5, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	ds_read2_b32 v[4:5], v7 offset0:64 offset1:80
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	global_store_dword v[2:3], v5, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	ds_read2_b32 v[4:5], v7 offset0:96 offset1:112
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	global_store_dword v[2:3], v5, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	ds_read2_b32 v[4:5], v7 offset0:128 offset1:144
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	global_store_dword v[2:3], v5, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	ds_read2_b32 v[4:5], v7 offset0:160 offset1:176
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	global_store_dword v[2:3], v5, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	ds_read2_b32 v[4:5], v7 offset0:192 offset1:208
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	s_ashr_i32 s5, s4, 31
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off offset:-64
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v2, vcc, s4, v0
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_dword v[2:3], v5, off offset:-64
.LBB1_10:
	s_or_saveexec_b64 s[0:1], s[0:1]
	v_mov_b32_e32 v4, 0xe0
	v_mov_b32_e32 v2, s10
	v_mov_b32_e32 v3, s4
	s_xor_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB1_12
; %bb.11:
	s_add_i32 s4, s7, 1
	s_mul_i32 s4, s4, s11
	s_lshl_b32 s5, s6, 4
	s_add_i32 s4, s4, s7
	v_add3_u32 v3, v0, s5, 16
	v_lshl_add_u32 v1, v0, 2, s9
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	ds_read2_b32 v[6:7], v1 offset0:16 offset1:32
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	s_add_i32 s4, s4, s11
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	global_store_dword v[4:5], v7, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	ds_read2_b32 v[6:7], v1 offset0:48 offset1:64
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	global_store_dword v[4:5], v7, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	ds_read2_b32 v[6:7], v1 offset0:80 offset1:96
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	global_store_dword v[4:5], v7, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	ds_read2_b32 v[6:7], v1 offset0:112 offset1:128
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	global_store_dword v[4:5], v7, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	ds_read2_b32 v[6:7], v1 offset0:144 offset1:160
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	global_store_dword v[4:5], v7, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	ds_read2_b32 v[6:7], v1 offset0:176 offset1:192
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	global_store_dword v[4:5], v7, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	ds_read2_b32 v[6:7], v1 offset0:208 offset1:224
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[4:5], v6, off
	v_add_u32_e32 v4, s4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_add_i32 s4, s4, s11
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v8, v5, vcc
	v_mov_b32_e32 v2, s9
	global_store_dword v[4:5], v7, off
	v_mov_b32_e32 v4, 0xf0
	v_mov_b32_e32 v1, s4
.LBB1_12:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v0, v0, v4
	v_lshl_add_u32 v0, v0, 2, v2
	ds_read_b32 v2, v0
	v_add_u32_e32 v0, v3, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lud_perimeter
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 21
		.amdhsa_reserve_flat_scratch 0
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
	.size	lud_perimeter, .Lfunc_end1-lud_perimeter
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 14692
; NumSgprs: 23
; NumVgprs: 64
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	lud_internal            ; -- Begin function lud_internal
	.globl	lud_internal
	.p2align	8
	.type	lud_internal,@function
lud_internal:                           ; @lud_internal
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x8
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_lshl_b32 s4, s7, 4
	s_lshl_b32 s5, s6, 4
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, s3, v1
	v_mul_lo_u32 v2, v4, s2
	v_add3_u32 v4, v4, s4, 16
	s_add_i32 s5, s3, s5
	v_mul_lo_u32 v8, v4, s2
	v_add3_u32 v6, s5, 16, v0
	v_add_u32_e32 v2, v6, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add3_u32 v4, v8, v0, s3
	v_ashrrev_i32_e32 v5, 31, v4
	v_mov_b32_e32 v7, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	v_add_co_u32_e32 v4, vcc, s8, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_load_dword v10, v[2:3], off
	global_load_dword v11, v[4:5], off
	v_lshlrev_b32_e32 v2, 4, v1
	v_add_lshl_u32 v2, v2, v0, 2
	v_add_u32_e32 v4, s0, v2
	v_add_u32_e32 v5, s1, v2
	v_add_u32_e32 v2, v6, v8
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshl_add_u32 v18, v0, 2, s0
	v_add_co_u32_e32 v8, vcc, s8, v2
	v_addc_co_u32_e32 v9, vcc, v7, v3, vcc
	v_lshl_add_u32 v17, v1, 6, s1
	s_waitcnt vmcnt(1)
	ds_write_b32 v4, v10
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v11
	s_waitcnt lgkmcnt(0)
	s_barrier 
	s_waitcnt lgkmcnt(0)
	global_load_dword v16, v[8:9], off
	ds_read2_b32 v[10:11], v18 offset1:16
	ds_read2_b64 v[0:3], v17 offset1:1
	ds_read2_b32 v[12:13], v18 offset0:32 offset1:48
	ds_read2_b64 v[4:7], v17 offset0:2 offset1:3
	ds_read2_b32 v[14:15], v18 offset0:64 offset1:80
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v0, v0, v10, 0
	v_fma_f32 v0, v1, v11, v0
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v2, v12, v0
	v_fma_f32 v0, v3, v13, v0
	ds_read2_b32 v[10:11], v18 offset0:96 offset1:112
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v0, v4, v14, v0
	v_fma_f32 v4, v5, v15, v0
	ds_read2_b32 v[12:13], v18 offset0:128 offset1:144
	ds_read2_b64 v[0:3], v17 offset0:4 offset1:5
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v4, v6, v10, v4
	v_fma_f32 v14, v7, v11, v4
	ds_read2_b32 v[10:11], v18 offset0:160 offset1:176
	ds_read2_b64 v[4:7], v17 offset0:6 offset1:7
	s_waitcnt lgkmcnt(2)
	v_fma_f32 v0, v0, v12, v14
	ds_read2_b32 v[14:15], v18 offset0:192 offset1:208
	v_fma_f32 v12, v1, v13, v0
	ds_read2_b32 v[0:1], v18 offset0:224 offset1:240
	s_waitcnt lgkmcnt(3)
	v_fma_f32 v2, v2, v10, v12
	v_fma_f32 v2, v3, v11, v2
	s_waitcnt lgkmcnt(1)
	v_fma_f32 v2, v4, v14, v2
	v_fma_f32 v2, v5, v15, v2
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v0, v6, v0, v2
	v_fma_f32 v0, v7, v1, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	global_store_dword v[8:9], v0, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel lud_internal
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 19
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_flat_scratch 0
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
.Lfunc_end2:
	.size	lud_internal, .Lfunc_end2-lud_internal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 584
; NumSgprs: 12
; NumVgprs: 19
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 19
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           m
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           shadow
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .name:           matrix_dim
        .offset:         12
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           offset
        .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lud_diagonal
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         lud_diagonal.kd
    .vgpr_count:     49
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           m
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           dia
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .name:           peri_row
        .offset:         12
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .name:           peri_col
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .name:           matrix_dim
        .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           offset
        .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lud_perimeter
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         lud_perimeter.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .name:           m
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           peri_row
        .offset:         8
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .name:           peri_col
        .offset:         12
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .name:           matrix_dim
        .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .name:           offset
        .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lud_internal
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         lud_internal.kd
    .vgpr_count:     19
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
