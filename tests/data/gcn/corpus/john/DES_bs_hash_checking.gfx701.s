	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	DES_bs_cmp_high         ; -- Begin function DES_bs_cmp_high
	.globl	DES_bs_cmp_high
	.p2align	8
	.type	DES_bs_cmp_high,@function
DES_bs_cmp_high:                        ; @DES_bs_cmp_high
; %bb.0:
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x4
	s_load_dword s60, s[8:9], 0x7
	s_load_dword s56, s[8:9], 0x8
	s_load_dword s64, s[8:9], 0x9
	s_load_dword s62, s[8:9], 0xb
	s_load_dwordx4 s[52:55], s[8:9], 0xc
	s_load_dwordx2 s[58:59], s[8:9], 0x10
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v40, v2
	v_mov_b32_e32 v42, v0
	s_movk_i32 s63, 0x48
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s44, s36, s63
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b32 s61, 0
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x4400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b32 s57, s61
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v45, v44
	v_ashr_i64 v[2:3], v[45:46], 30
	v_mov_b32_e32 v4, s49
	v_add_i32_e32 v9, vcc, s48, v2
	v_addc_u32_e32 v10, vcc, v4, v3, vcc
	v_add_i32_e32 v3, vcc, v0, v46
	v_mov_b32_e32 v2, v44
	v_ashr_i64 v[4:5], v[2:3], 30
	v_lshlrev_b32_e32 v6, 1, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v4, vcc, s48, v4
	v_lshl_b64 v[7:8], v[6:7], 2
	v_addc_u32_e32 v5, vcc, v2, v5, vcc
	v_add_i32_e32 v14, vcc, v6, v46
	v_lshl_b64 v[11:12], v[0:1], 1
	v_add_i32_e32 v7, vcc, v9, v7
	v_addc_u32_e32 v8, vcc, v10, v8, vcc
	v_add_i32_e32 v2, vcc, v3, v11
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[12:13], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v12, vcc, s48, v12
	v_addc_u32_e32 v13, vcc, v1, v13, vcc
	v_add_i32_e32 v14, vcc, v14, v6
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_b64 v[15:16], v[14:15], 2
	v_mov_b32_e32 v21, v44
	v_add_i32_e32 v15, vcc, s48, v15
	v_addc_u32_e32 v16, vcc, v1, v16, vcc
	v_add_i32_e32 v2, vcc, v2, v11
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[17:18], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v17, vcc, s48, v17
	v_addc_u32_e32 v18, vcc, v1, v18, vcc
	v_add_i32_e32 v2, vcc, v2, v0
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[19:20], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v19, vcc, s48, v19
	v_addc_u32_e32 v20, vcc, v1, v20, vcc
	v_add_i32_e32 v22, vcc, v2, v0
	v_ashr_i64 v[1:2], v[21:22], 30
	v_mov_b32_e32 v3, s49
	v_add_i32_e32 v23, vcc, s48, v1
	v_addc_u32_e32 v24, vcc, v3, v2, vcc
	flat_load_dword v1, v[9:10]
	flat_load_dword v2, v[4:5]
	flat_load_dword v3, v[7:8]
	flat_load_dword v4, v[12:13]
	flat_load_dword v5, v[15:16]
	flat_load_dword v6, v[17:18]
	flat_load_dword v7, v[19:20]
	flat_load_dword v8, v[23:24]
	v_lshlrev_b32_e32 v12, 2, v0
	v_add_i32_e32 v12, vcc, v14, v12
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_b64 v[12:13], v[12:13], 2
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v12, vcc, s48, v12
	v_addc_u32_e32 v13, vcc, v14, v13, vcc
	v_add_i32_e32 v15, vcc, v22, v11
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[16:17], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v16, vcc, s48, v16
	v_addc_u32_e32 v17, vcc, v14, v17, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[18:19], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v18, vcc, s48, v18
	v_addc_u32_e32 v19, vcc, v14, v19, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[20:21], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v20, vcc, s48, v20
	v_addc_u32_e32 v21, vcc, v14, v21, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[22:23], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v22, vcc, s48, v22
	v_addc_u32_e32 v23, vcc, v14, v23, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[24:25], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v24, vcc, s48, v24
	v_addc_u32_e32 v25, vcc, v14, v25, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[26:27], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v26, vcc, s48, v26
	v_addc_u32_e32 v27, vcc, v14, v27, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[28:29], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v28, vcc, s48, v28
	v_addc_u32_e32 v29, vcc, v14, v29, vcc
	flat_load_dword v30, v[12:13]
	flat_load_dword v31, v[16:17]
	flat_load_dword v32, v[18:19]
	flat_load_dword v33, v[20:21]
	flat_load_dword v34, v[22:23]
	flat_load_dword v35, v[24:25]
	flat_load_dword v36, v[26:27]
	flat_load_dword v37, v[28:29]
	v_lshlrev_b32_e32 v12, 4, v0
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_b64 v[12:13], v[12:13], 2
	v_mov_b32_e32 v14, v44
	v_add_i32_e32 v12, vcc, v9, v12
	v_addc_u32_e32 v13, vcc, v10, v13, vcc
	v_add_i32_e32 v15, vcc, v15, v11
	v_ashr_i64 v[16:17], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v16, vcc, s48, v16
	v_addc_u32_e32 v17, vcc, v14, v17, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[18:19], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v18, vcc, s48, v18
	v_addc_u32_e32 v19, vcc, v14, v19, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[20:21], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v20, vcc, s48, v20
	v_addc_u32_e32 v21, vcc, v14, v21, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[22:23], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v22, vcc, s48, v22
	v_addc_u32_e32 v23, vcc, v14, v23, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[24:25], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v24, vcc, s48, v24
	v_addc_u32_e32 v25, vcc, v14, v25, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[26:27], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v26, vcc, s48, v26
	v_addc_u32_e32 v27, vcc, v14, v27, vcc
	v_add_i32_e32 v15, vcc, v15, v0
	v_mov_b32_e32 v14, v44
	v_ashr_i64 v[28:29], v[14:15], 30
	v_mov_b32_e32 v14, s49
	v_add_i32_e32 v28, vcc, s48, v28
	v_addc_u32_e32 v29, vcc, v14, v29, vcc
	flat_load_dword v38, v[12:13]
	flat_load_dword v39, v[16:17]
	flat_load_dword v43, v[18:19]
	flat_load_dword v45, v[20:21]
	flat_load_dword v47, v[22:23]
	flat_load_dword v48, v[24:25]
	flat_load_dword v49, v[26:27]
	flat_load_dword v50, v[28:29]
	v_add_i32_e32 v13, vcc, v15, v0
	v_mov_b32_e32 v12, v44
	v_ashr_i64 v[14:15], v[12:13], 30
	v_mov_b32_e32 v12, s49
	v_add_i32_e32 v14, vcc, s48, v14
	v_addc_u32_e32 v15, vcc, v12, v15, vcc
	v_add_i32_e32 v13, vcc, v13, v0
	v_mov_b32_e32 v12, v44
	v_ashr_i64 v[16:17], v[12:13], 30
	v_mov_b32_e32 v12, s49
	v_add_i32_e32 v16, vcc, s48, v16
	v_addc_u32_e32 v17, vcc, v12, v17, vcc
	v_add_i32_e32 v13, vcc, v13, v0
	v_mov_b32_e32 v12, v44
	v_ashr_i64 v[18:19], v[12:13], 30
	v_mov_b32_e32 v12, s49
	v_add_i32_e32 v18, vcc, s48, v18
	v_addc_u32_e32 v19, vcc, v12, v19, vcc
	v_add_i32_e32 v13, vcc, v13, v0
	v_mov_b32_e32 v12, v44
	v_ashr_i64 v[20:21], v[12:13], 30
	v_mov_b32_e32 v12, s49
	v_add_i32_e32 v20, vcc, s48, v20
	v_addc_u32_e32 v21, vcc, v12, v21, vcc
	v_add_i32_e32 v13, vcc, v13, v0
	v_mov_b32_e32 v12, v44
	v_ashr_i64 v[22:23], v[12:13], 30
	v_mov_b32_e32 v12, s49
	v_add_i32_e32 v22, vcc, s48, v22
	v_addc_u32_e32 v23, vcc, v12, v23, vcc
	v_add_i32_e32 v13, vcc, v13, v0
	v_mov_b32_e32 v12, v44
	v_ashr_i64 v[24:25], v[12:13], 30
	v_mov_b32_e32 v12, s49
	v_add_i32_e32 v24, vcc, s48, v24
	v_addc_u32_e32 v25, vcc, v12, v25, vcc
	v_add_i32_e32 v13, vcc, v13, v0
	v_mov_b32_e32 v12, v44
	v_ashr_i64 v[26:27], v[12:13], 30
	v_mov_b32_e32 v12, s49
	v_add_i32_e32 v26, vcc, s48, v26
	v_addc_u32_e32 v27, vcc, v12, v27, vcc
	v_add_i32_e32 v13, vcc, v13, v0
	v_mov_b32_e32 v12, v44
	v_ashr_i64 v[28:29], v[12:13], 30
	v_mov_b32_e32 v12, s49
	v_add_i32_e32 v28, vcc, s48, v28
	v_addc_u32_e32 v29, vcc, v12, v29, vcc
	flat_load_dword v51, v[14:15]
	flat_load_dword v52, v[16:17]
	flat_load_dword v53, v[18:19]
	flat_load_dword v54, v[20:21]
	flat_load_dword v55, v[22:23]
	flat_load_dword v56, v[24:25]
	flat_load_dword v27, v[26:27]
	flat_load_dword v28, v[28:29]
	v_lshlrev_b32_e32 v14, 5, v0
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_b64 v[14:15], v[14:15], 2
	s_movk_i32 s65, 0x80
	v_add_i32_e32 v9, vcc, v9, v14
	v_addc_u32_e32 v10, vcc, v10, v15, vcc
	v_add_i32_e32 v12, vcc, v13, v11
	v_mov_b32_e32 v11, v44
	v_ashr_i64 v[13:14], v[11:12], 30
	v_mov_b32_e32 v11, s49
	v_add_i32_e32 v13, vcc, s48, v13
	v_addc_u32_e32 v14, vcc, v11, v14, vcc
	v_add_i32_e32 v12, vcc, v12, v0
	v_mov_b32_e32 v11, v44
	v_ashr_i64 v[15:16], v[11:12], 30
	v_mov_b32_e32 v11, s49
	v_add_i32_e32 v15, vcc, s48, v15
	v_addc_u32_e32 v16, vcc, v11, v16, vcc
	v_add_i32_e32 v12, vcc, v12, v0
	v_mov_b32_e32 v11, v44
	v_ashr_i64 v[17:18], v[11:12], 30
	v_mov_b32_e32 v11, s49
	v_add_i32_e32 v17, vcc, s48, v17
	v_addc_u32_e32 v18, vcc, v11, v18, vcc
	v_add_i32_e32 v12, vcc, v12, v0
	v_mov_b32_e32 v11, v44
	v_ashr_i64 v[19:20], v[11:12], 30
	v_mov_b32_e32 v11, s49
	v_add_i32_e32 v19, vcc, s48, v19
	v_addc_u32_e32 v20, vcc, v11, v20, vcc
	v_add_i32_e32 v12, vcc, v12, v0
	v_mov_b32_e32 v11, v44
	v_ashr_i64 v[21:22], v[11:12], 30
	v_mov_b32_e32 v11, s49
	v_add_i32_e32 v21, vcc, s48, v21
	v_addc_u32_e32 v22, vcc, v11, v22, vcc
	v_add_i32_e32 v12, vcc, v12, v0
	v_mov_b32_e32 v11, v44
	v_ashr_i64 v[23:24], v[11:12], 30
	v_mov_b32_e32 v11, s49
	v_add_i32_e32 v23, vcc, s48, v23
	v_addc_u32_e32 v24, vcc, v11, v24, vcc
	v_add_i32_e32 v12, vcc, v12, v0
	v_mov_b32_e32 v11, v44
	v_ashr_i64 v[25:26], v[11:12], 30
	v_mov_b32_e32 v11, s49
	v_add_i32_e32 v25, vcc, s48, v25
	v_addc_u32_e32 v26, vcc, v11, v26, vcc
	flat_load_dword v29, v[9:10]
	flat_load_dword v57, v[13:14]
	flat_load_dword v58, v[15:16]
	flat_load_dword v59, v[17:18]
	flat_load_dword v60, v[19:20]
	flat_load_dword v61, v[21:22]
	flat_load_dword v62, v[23:24]
	flat_load_dword v63, v[25:26]
	v_add_i32_e32 v10, vcc, v12, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[11:12], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v11, vcc, s48, v11
	v_addc_u32_e32 v12, vcc, v9, v12, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[13:14], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v13, vcc, s48, v13
	v_addc_u32_e32 v14, vcc, v9, v14, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[15:16], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v15, vcc, s48, v15
	v_addc_u32_e32 v16, vcc, v9, v16, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[17:18], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v17, vcc, s48, v17
	v_addc_u32_e32 v18, vcc, v9, v18, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[19:20], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v19, vcc, s48, v19
	v_addc_u32_e32 v20, vcc, v9, v20, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[21:22], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v21, vcc, s48, v21
	v_addc_u32_e32 v22, vcc, v9, v22, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[23:24], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v23, vcc, s48, v23
	v_addc_u32_e32 v24, vcc, v9, v24, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[25:26], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v25, vcc, s48, v25
	v_addc_u32_e32 v26, vcc, v9, v26, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	flat_load_dword v64, v[11:12]
	flat_load_dword v65, v[13:14]
	flat_load_dword v66, v[15:16]
	flat_load_dword v67, v[17:18]
	flat_load_dword v68, v[19:20]
	flat_load_dword v69, v[21:22]
	flat_load_dword v70, v[23:24]
	flat_load_dword v25, v[25:26]
	v_ashr_i64 v[11:12], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v11, vcc, s48, v11
	v_addc_u32_e32 v12, vcc, v9, v12, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[13:14], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v13, vcc, s48, v13
	v_addc_u32_e32 v14, vcc, v9, v14, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[15:16], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v15, vcc, s48, v15
	v_addc_u32_e32 v16, vcc, v9, v16, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[17:18], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v17, vcc, s48, v17
	v_addc_u32_e32 v18, vcc, v9, v18, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[19:20], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v19, vcc, s48, v19
	v_addc_u32_e32 v20, vcc, v9, v20, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[21:22], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v21, vcc, s48, v21
	v_addc_u32_e32 v22, vcc, v9, v22, vcc
	v_add_i32_e32 v10, vcc, v10, v0
	v_mov_b32_e32 v9, v44
	v_ashr_i64 v[23:24], v[9:10], 30
	v_mov_b32_e32 v9, s49
	v_add_i32_e32 v23, vcc, s48, v23
	v_addc_u32_e32 v24, vcc, v9, v24, vcc
	flat_load_dword v9, v[11:12]
	flat_load_dword v11, v[13:14]
	flat_load_dword v12, v[15:16]
	flat_load_dword v13, v[17:18]
	flat_load_dword v14, v[19:20]
	flat_load_dword v15, v[21:22]
	flat_load_dword v16, v[23:24]
	s_waitcnt vmcnt(14)
	buffer_store_dword v1, off, s[0:3], 0 offset:4
	buffer_store_dword v2, off, s[0:3], 0 offset:8
	buffer_store_dword v3, off, s[0:3], 0 offset:12
	buffer_store_dword v4, off, s[0:3], 0 offset:16
	buffer_store_dword v5, off, s[0:3], 0 offset:20
	buffer_store_dword v6, off, s[0:3], 0 offset:24
	buffer_store_dword v7, off, s[0:3], 0 offset:28
	buffer_store_dword v8, off, s[0:3], 0 offset:32
	buffer_store_dword v30, off, s[0:3], 0 offset:36
	buffer_store_dword v31, off, s[0:3], 0 offset:40
	buffer_store_dword v32, off, s[0:3], 0 offset:44
	buffer_store_dword v33, off, s[0:3], 0 offset:48
	buffer_store_dword v34, off, s[0:3], 0 offset:52
	buffer_store_dword v35, off, s[0:3], 0 offset:56
	buffer_store_dword v36, off, s[0:3], 0 offset:60
	buffer_store_dword v37, off, s[0:3], 0 offset:64
	buffer_store_dword v38, off, s[0:3], 0 offset:68
	buffer_store_dword v39, off, s[0:3], 0 offset:72
	buffer_store_dword v43, off, s[0:3], 0 offset:76
	buffer_store_dword v45, off, s[0:3], 0 offset:80
	buffer_store_dword v47, off, s[0:3], 0 offset:84
	buffer_store_dword v48, off, s[0:3], 0 offset:88
	buffer_store_dword v49, off, s[0:3], 0 offset:92
	buffer_store_dword v50, off, s[0:3], 0 offset:96
	buffer_store_dword v51, off, s[0:3], 0 offset:100
	buffer_store_dword v52, off, s[0:3], 0 offset:104
	buffer_store_dword v53, off, s[0:3], 0 offset:108
	buffer_store_dword v54, off, s[0:3], 0 offset:112
	buffer_store_dword v55, off, s[0:3], 0 offset:116
	buffer_store_dword v56, off, s[0:3], 0 offset:120
	buffer_store_dword v27, off, s[0:3], 0 offset:124
	buffer_store_dword v28, off, s[0:3], 0 offset:128
	buffer_store_dword v29, off, s[0:3], 0 offset:132
	buffer_store_dword v57, off, s[0:3], 0 offset:136
	buffer_store_dword v58, off, s[0:3], 0 offset:140
	buffer_store_dword v59, off, s[0:3], 0 offset:144
	buffer_store_dword v60, off, s[0:3], 0 offset:148
	buffer_store_dword v61, off, s[0:3], 0 offset:152
	buffer_store_dword v62, off, s[0:3], 0 offset:156
	buffer_store_dword v63, off, s[0:3], 0 offset:160
	buffer_store_dword v64, off, s[0:3], 0 offset:164
	s_waitcnt vmcnt(14)
	buffer_store_dword v65, off, s[0:3], 0 offset:168
	buffer_store_dword v66, off, s[0:3], 0 offset:172
	buffer_store_dword v67, off, s[0:3], 0 offset:176
	buffer_store_dword v68, off, s[0:3], 0 offset:180
	buffer_store_dword v69, off, s[0:3], 0 offset:184
	buffer_store_dword v70, off, s[0:3], 0 offset:188
	buffer_store_dword v25, off, s[0:3], 0 offset:192
	v_add_i32_e32 v2, vcc, v10, v0
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[3:4], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v3, vcc, s48, v3
	v_addc_u32_e32 v4, vcc, v1, v4, vcc
	v_add_i32_e32 v2, vcc, v2, v0
	v_mov_b32_e32 v1, v44
	flat_load_dword v47, v[3:4]
	v_ashr_i64 v[3:4], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v3, vcc, s48, v3
	v_addc_u32_e32 v4, vcc, v1, v4, vcc
	v_add_i32_e32 v2, vcc, v2, v0
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[5:6], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v5, vcc, s48, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_i32_e32 v2, vcc, v2, v0
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[7:8], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v7, vcc, s48, v7
	v_addc_u32_e32 v8, vcc, v1, v8, vcc
	v_add_i32_e32 v2, vcc, v2, v0
	v_mov_b32_e32 v1, v44
	buffer_store_dword v9, off, s[0:3], 0 offset:196
	buffer_store_dword v11, off, s[0:3], 0 offset:200
	buffer_store_dword v12, off, s[0:3], 0 offset:204
	buffer_store_dword v13, off, s[0:3], 0 offset:208
	buffer_store_dword v14, off, s[0:3], 0 offset:212
	buffer_store_dword v15, off, s[0:3], 0 offset:216
	buffer_store_dword v16, off, s[0:3], 0 offset:220
	v_ashr_i64 v[9:10], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v9, vcc, s48, v9
	v_addc_u32_e32 v10, vcc, v1, v10, vcc
	v_add_i32_e32 v2, vcc, v2, v0
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[11:12], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v11, vcc, s48, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	v_add_i32_e32 v2, vcc, v2, v0
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[13:14], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v13, vcc, s48, v13
	v_addc_u32_e32 v14, vcc, v1, v14, vcc
	v_add_i32_e32 v2, vcc, v2, v0
	v_mov_b32_e32 v1, v44
	v_ashr_i64 v[15:16], v[1:2], 30
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v15, vcc, s48, v15
	v_addc_u32_e32 v16, vcc, v1, v16, vcc
	v_add_i32_e32 v1, vcc, v2, v0
	v_mov_b32_e32 v0, v44
	v_ashr_i64 v[0:1], v[0:1], 30
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v58, v[3:4]
	flat_load_dword v59, v[5:6]
	flat_load_dword v60, v[7:8]
	flat_load_dword v61, v[9:10]
	flat_load_dword v62, v[11:12]
	flat_load_dword v63, v[13:14]
	flat_load_dword v72, v[15:16]
	flat_load_dword v73, v[0:1]
	buffer_load_dword v74, off, s[0:3], 0 offset:4
	buffer_load_dword v75, off, s[0:3], 0 offset:8
	buffer_load_dword v76, off, s[0:3], 0 offset:12
	buffer_load_dword v77, off, s[0:3], 0 offset:16
	buffer_load_dword v78, off, s[0:3], 0 offset:20
	buffer_load_dword v79, off, s[0:3], 0 offset:24
	buffer_load_dword v88, off, s[0:3], 0 offset:28
	buffer_load_dword v89, off, s[0:3], 0 offset:32
	buffer_load_dword v90, off, s[0:3], 0 offset:36
	buffer_load_dword v91, off, s[0:3], 0 offset:40
	buffer_load_dword v92, off, s[0:3], 0 offset:44
	buffer_load_dword v93, off, s[0:3], 0 offset:48
	buffer_load_dword v94, off, s[0:3], 0 offset:52
	buffer_load_dword v95, off, s[0:3], 0 offset:56
	buffer_load_dword v104, off, s[0:3], 0 offset:60
	buffer_load_dword v105, off, s[0:3], 0 offset:64
	buffer_load_dword v106, off, s[0:3], 0 offset:68
	buffer_load_dword v107, off, s[0:3], 0 offset:72
	buffer_load_dword v108, off, s[0:3], 0 offset:76
	buffer_load_dword v109, off, s[0:3], 0 offset:80
	buffer_load_dword v110, off, s[0:3], 0 offset:84
	buffer_load_dword v111, off, s[0:3], 0 offset:88
	buffer_load_dword v120, off, s[0:3], 0 offset:92
	buffer_load_dword v121, off, s[0:3], 0 offset:96
	buffer_load_dword v122, off, s[0:3], 0 offset:100
	buffer_load_dword v123, off, s[0:3], 0 offset:104
	buffer_load_dword v124, off, s[0:3], 0 offset:108
	buffer_load_dword v125, off, s[0:3], 0 offset:112
	buffer_load_dword v126, off, s[0:3], 0 offset:116
	buffer_load_dword v127, off, s[0:3], 0 offset:120
	buffer_load_dword v136, off, s[0:3], 0 offset:124
	buffer_load_dword v137, off, s[0:3], 0 offset:128
	buffer_load_dword v138, off, s[0:3], 0 offset:132
	buffer_load_dword v139, off, s[0:3], 0 offset:136
	buffer_load_dword v140, off, s[0:3], 0 offset:140
	buffer_load_dword v141, off, s[0:3], 0 offset:144
	buffer_load_dword v142, off, s[0:3], 0 offset:148
	buffer_load_dword v143, off, s[0:3], 0 offset:152
	buffer_load_dword v152, off, s[0:3], 0 offset:156
	buffer_load_dword v153, off, s[0:3], 0 offset:160
	buffer_load_dword v154, off, s[0:3], 0 offset:164
	buffer_load_dword v155, off, s[0:3], 0 offset:168
	buffer_load_dword v156, off, s[0:3], 0 offset:172
	buffer_load_dword v157, off, s[0:3], 0 offset:176
	buffer_load_dword v158, off, s[0:3], 0 offset:180
	buffer_load_dword v159, off, s[0:3], 0 offset:184
	buffer_load_dword v168, off, s[0:3], 0 offset:188
	buffer_load_dword v169, off, s[0:3], 0 offset:192
	buffer_load_dword v170, off, s[0:3], 0 offset:196
	buffer_load_dword v171, off, s[0:3], 0 offset:200
	buffer_load_dword v172, off, s[0:3], 0 offset:204
	buffer_load_dword v173, off, s[0:3], 0 offset:208
	buffer_load_dword v174, off, s[0:3], 0 offset:212
	buffer_load_dword v175, off, s[0:3], 0 offset:216
	buffer_load_dword v184, off, s[0:3], 0 offset:220
	v_mov_b32_e32 v0, 4
	s_cmp_lg_u32 s62, 0
	v_add_i32_e32 v185, vcc, s65, v0
	s_cselect_b64 s[44:45], -1, 0
	s_add_i32 s64, s64, -1
	v_lshlrev_b32_e32 v186, 5, v46
	v_mov_b32_e32 v45, 0
	s_movk_i32 s66, 0x100
	s_movk_i32 s67, 0x200
	s_movk_i32 s68, 0x400
	s_movk_i32 s69, 0x800
	s_movk_i32 s70, 0x1000
	s_movk_i32 s71, 0x2000
	s_movk_i32 s72, 0x4000
	s_mov_b32 s73, 0x8000
	s_mov_b32 s74, 0x10000
	s_mov_b32 s75, 0x20000
	s_mov_b32 s76, 0x40000
	s_mov_b32 s77, 0x80000
	s_mov_b32 s78, 0x100000
	s_mov_b32 s79, 0x200000
	s_mov_b32 s80, 0x400000
	s_mov_b32 s81, 0x800000
	s_mov_b32 s82, 0x1000000
	s_brev_b32 s83, 64
	s_brev_b32 s84, 32
	s_brev_b32 s85, 16
	s_brev_b32 s86, 8
	s_brev_b32 s87, 4
	s_mov_b32 s89, 0x4f800000
	s_mov_b32 s90, 0x5f7ffffc
	s_mov_b32 s91, 0x2f800000
	s_mov_b32 s92, 0xcf800000
	s_mov_b32 s88, s61
	s_waitcnt vmcnt(14)
	buffer_store_dword v47, off, s[0:3], 0 offset:224
	buffer_store_dword v58, off, s[0:3], 0 offset:228
	buffer_store_dword v59, off, s[0:3], 0 offset:232
	buffer_store_dword v60, off, s[0:3], 0 offset:236
	buffer_store_dword v61, off, s[0:3], 0 offset:240
	buffer_store_dword v62, off, s[0:3], 0 offset:244
	buffer_store_dword v63, off, s[0:3], 0 offset:248
	buffer_store_dword v72, off, s[0:3], 0 offset:252
	buffer_store_dword v73, off, s[0:3], 0 offset:256
	s_branch .LBB0_2
.LBB0_1:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[48:49]
	s_add_i32 s88, s88, 1
	s_cmp_lg_u32 s88, 32
	s_cbranch_scc0 .LBB0_19
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_4 Depth 2
	s_andn2_b64 vcc, exec, s[44:45]
	s_cbranch_vccnz .LBB0_5
; %bb.3:                                ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b32 s4, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v185
.LBB0_4:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	buffer_load_dword v2, v1, s[0:3], 0 offen
	v_add_i32_e32 v1, vcc, 4, v1
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v2, s88, 1
	v_lshlrev_b32_e32 v2, s4, v2
	s_add_i32 s4, s4, 1
	s_cmp_lg_u32 s62, s4
	v_or_b32_e32 v0, v2, v0
	s_cbranch_scc1 .LBB0_4
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_2 Depth=1
	v_mov_b32_e32 v0, 0
.LBB0_6:                                ;   in Loop: Header=BB0_2 Depth=1
	v_and_b32_e32 v3, s64, v0
	v_lshrrev_b32_e32 v1, 3, v3
	v_and_b32_e32 v1, 0x1ffffffc, v1
	v_mov_b32_e32 v2, s59
	v_add_i32_e32 v1, vcc, s58, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, v3, v1
	v_and_b32_e32 v1, 1, v1
	v_cmp_eq_u32_e32 vcc, 1, v1
	s_and_saveexec_b64 s[48:49], vcc
	s_cbranch_execz .LBB0_1
; %bb.7:                                ;   in Loop: Header=BB0_2 Depth=1
	v_lshrrev_b32_e32 v2, s88, v76
	v_lshlrev_b32_e32 v2, 2, v2
	v_and_b32_e32 v3, 4, v2
	v_lshrrev_b32_e32 v2, s88, v77
	v_lshlrev_b32_e32 v2, 3, v2
	v_and_b32_e32 v4, 8, v2
	v_lshrrev_b32_e32 v2, s88, v78
	v_lshlrev_b32_e32 v2, 4, v2
	v_and_b32_e32 v5, 16, v2
	v_lshrrev_b32_e32 v2, s88, v79
	v_lshlrev_b32_e32 v2, 5, v2
	v_and_b32_e32 v6, 32, v2
	v_lshrrev_b32_e32 v2, s88, v88
	v_lshlrev_b32_e32 v2, 6, v2
	v_and_b32_e32 v7, 64, v2
	v_lshrrev_b32_e32 v2, s88, v89
	v_lshlrev_b32_e32 v2, 7, v2
	v_and_b32_e32 v8, s65, v2
	v_lshrrev_b32_e32 v2, s88, v90
	v_lshlrev_b32_e32 v2, 8, v2
	v_and_b32_e32 v9, s66, v2
	v_lshrrev_b32_e32 v2, s88, v91
	v_lshlrev_b32_e32 v2, 9, v2
	v_and_b32_e32 v10, s67, v2
	v_lshrrev_b32_e32 v2, s88, v92
	v_lshlrev_b32_e32 v2, 10, v2
	v_and_b32_e32 v11, s68, v2
	v_lshrrev_b32_e32 v2, s88, v93
	v_lshlrev_b32_e32 v2, 11, v2
	v_and_b32_e32 v12, s69, v2
	v_lshrrev_b32_e32 v2, s88, v94
	v_lshlrev_b32_e32 v2, 12, v2
	v_and_b32_e32 v13, s70, v2
	v_bfe_u32 v2, v138, s88, 1
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v139
	v_lshlrev_b32_e32 v2, 1, v2
	v_and_b32_e32 v2, 2, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v140
	v_lshlrev_b32_e32 v2, 2, v2
	v_and_b32_e32 v2, 4, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v141
	v_lshlrev_b32_e32 v2, 3, v2
	v_and_b32_e32 v2, 8, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v142
	v_lshlrev_b32_e32 v2, 4, v2
	v_and_b32_e32 v2, 16, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v143
	v_lshlrev_b32_e32 v2, 5, v2
	v_and_b32_e32 v2, 32, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v152
	v_lshlrev_b32_e32 v2, 6, v2
	v_and_b32_e32 v2, 64, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v153
	v_lshlrev_b32_e32 v2, 7, v2
	v_and_b32_e32 v2, s65, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v154
	v_lshlrev_b32_e32 v2, 8, v2
	v_and_b32_e32 v2, s66, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v155
	v_lshlrev_b32_e32 v2, 9, v2
	v_and_b32_e32 v2, s67, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v156
	v_lshlrev_b32_e32 v2, 10, v2
	v_and_b32_e32 v2, s68, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v157
	v_lshlrev_b32_e32 v2, 11, v2
	v_and_b32_e32 v2, s69, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v158
	v_lshlrev_b32_e32 v2, 12, v2
	v_and_b32_e32 v2, s70, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v159
	v_lshlrev_b32_e32 v2, 13, v2
	v_and_b32_e32 v2, s71, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v168
	v_lshlrev_b32_e32 v2, 14, v2
	v_and_b32_e32 v2, s72, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v169
	v_lshlrev_b32_e32 v2, 15, v2
	v_and_b32_e32 v2, s73, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v170
	v_lshlrev_b32_e32 v2, 16, v2
	v_and_b32_e32 v2, s74, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v171
	v_lshlrev_b32_e32 v2, 17, v2
	v_and_b32_e32 v2, s75, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v172
	v_lshlrev_b32_e32 v2, 18, v2
	v_and_b32_e32 v2, s76, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v173
	v_lshlrev_b32_e32 v2, 19, v2
	v_and_b32_e32 v2, s77, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v174
	v_lshlrev_b32_e32 v2, 20, v2
	v_and_b32_e32 v2, s78, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v175
	v_lshlrev_b32_e32 v2, 21, v2
	v_and_b32_e32 v2, s79, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v184
	v_lshlrev_b32_e32 v2, 22, v2
	v_and_b32_e32 v2, s80, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v47
	v_lshlrev_b32_e32 v2, 23, v2
	v_and_b32_e32 v2, s81, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v58
	v_lshlrev_b32_e32 v2, 24, v2
	v_and_b32_e32 v2, s82, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v59
	v_lshlrev_b32_e32 v2, 25, v2
	v_and_b32_e32 v2, s83, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v60
	v_lshlrev_b32_e32 v2, 26, v2
	v_and_b32_e32 v2, s84, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v61
	v_lshlrev_b32_e32 v2, 27, v2
	v_and_b32_e32 v2, s85, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v62
	v_lshlrev_b32_e32 v2, 28, v2
	v_and_b32_e32 v2, s86, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v63
	v_lshlrev_b32_e32 v2, 29, v2
	v_and_b32_e32 v2, s87, v2
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v72
	v_lshlrev_b32_e32 v2, 30, v2
	v_and_b32_e32 v2, 2.0, v2
	v_lshrrev_b32_e32 v1, s88, v75
	v_or_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v2, s88, v73
	v_lshlrev_b32_e32 v1, 1, v1
	v_lshlrev_b32_e32 v2, 31, v2
	v_and_b32_e32 v1, 2, v1
	v_or_b32_e32 v2, v2, v0
	v_bfe_u32 v0, v74, s88, 1
	v_or_b32_e32 v0, v1, v0
	v_or_b32_e32 v0, v3, v0
	v_or_b32_e32 v0, v4, v0
	v_or_b32_e32 v0, v5, v0
	v_or_b32_e32 v0, v6, v0
	v_or_b32_e32 v0, v7, v0
	v_or_b32_e32 v0, v8, v0
	v_or_b32_e32 v0, v9, v0
	v_or_b32_e32 v0, v10, v0
	v_lshrrev_b32_e32 v1, s88, v95
	v_or_b32_e32 v0, v11, v0
	v_lshlrev_b32_e32 v1, 13, v1
	v_lshrrev_b32_e32 v3, s88, v104
	v_or_b32_e32 v0, v12, v0
	v_and_b32_e32 v1, s71, v1
	v_lshlrev_b32_e32 v3, 14, v3
	v_lshrrev_b32_e32 v4, s88, v105
	v_or_b32_e32 v0, v13, v0
	v_and_b32_e32 v3, s72, v3
	v_lshlrev_b32_e32 v4, 15, v4
	v_lshrrev_b32_e32 v5, s88, v106
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v4, s73, v4
	v_lshlrev_b32_e32 v5, 16, v5
	v_lshrrev_b32_e32 v6, s88, v107
	v_or_b32_e32 v0, v3, v0
	v_and_b32_e32 v5, s74, v5
	v_lshlrev_b32_e32 v6, 17, v6
	v_lshrrev_b32_e32 v7, s88, v108
	v_or_b32_e32 v0, v4, v0
	v_and_b32_e32 v6, s75, v6
	v_lshlrev_b32_e32 v7, 18, v7
	v_lshrrev_b32_e32 v8, s88, v109
	v_or_b32_e32 v0, v5, v0
	v_and_b32_e32 v7, s76, v7
	v_lshlrev_b32_e32 v8, 19, v8
	v_lshrrev_b32_e32 v9, s88, v110
	v_or_b32_e32 v0, v6, v0
	v_and_b32_e32 v8, s77, v8
	v_lshlrev_b32_e32 v9, 20, v9
	v_lshrrev_b32_e32 v10, s88, v111
	v_or_b32_e32 v0, v7, v0
	v_and_b32_e32 v9, s78, v9
	v_lshlrev_b32_e32 v10, 21, v10
	v_lshrrev_b32_e32 v11, s88, v120
	v_or_b32_e32 v0, v8, v0
	v_and_b32_e32 v10, s79, v10
	v_lshlrev_b32_e32 v11, 22, v11
	v_lshrrev_b32_e32 v12, s88, v121
	v_or_b32_e32 v0, v9, v0
	v_and_b32_e32 v11, s80, v11
	v_lshlrev_b32_e32 v12, 23, v12
	v_lshrrev_b32_e32 v13, s88, v122
	v_or_b32_e32 v0, v10, v0
	v_and_b32_e32 v12, s81, v12
	v_lshlrev_b32_e32 v13, 24, v13
	v_lshrrev_b32_e32 v1, s88, v123
	v_or_b32_e32 v0, v11, v0
	v_and_b32_e32 v13, s82, v13
	v_lshlrev_b32_e32 v1, 25, v1
	v_lshrrev_b32_e32 v3, s88, v124
	v_or_b32_e32 v0, v12, v0
	v_and_b32_e32 v1, s83, v1
	v_lshlrev_b32_e32 v3, 26, v3
	v_lshrrev_b32_e32 v4, s88, v125
	v_or_b32_e32 v0, v13, v0
	v_and_b32_e32 v3, s84, v3
	v_lshlrev_b32_e32 v4, 27, v4
	v_lshrrev_b32_e32 v5, s88, v126
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v4, s85, v4
	v_lshlrev_b32_e32 v5, 28, v5
	v_lshrrev_b32_e32 v6, s88, v127
	v_or_b32_e32 v0, v3, v0
	v_and_b32_e32 v5, s86, v5
	v_lshlrev_b32_e32 v6, 29, v6
	v_lshrrev_b32_e32 v7, s88, v136
	v_or_b32_e32 v0, v4, v0
	v_and_b32_e32 v6, s87, v6
	v_lshlrev_b32_e32 v7, 30, v7
	v_or_b32_e32 v0, v5, v0
	v_and_b32_e32 v7, 2.0, v7
	v_lshrrev_b32_e32 v8, s88, v137
	v_or_b32_e32 v0, v6, v0
	v_mov_b32_e32 v46, v2
	v_lshlrev_b32_e32 v8, 31, v8
	v_or_b32_e32 v0, v7, v0
	v_cmp_ne_u64_e32 vcc, 0, v[45:46]
	v_or_b32_e32 v3, v8, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_2 Depth=1
	v_cvt_f32_u32_e32 v0, s60
	s_sub_u32 s8, 0, s60
	s_subb_u32 s9, 0, s61
	v_mac_f32_e64 v0, 0, s89
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, s90, v0
	v_mul_f32_e32 v1, s91, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, s92, v1
	v_cvt_u32_f32_e32 v6, v1
	v_cvt_u32_f32_e32 v7, v0
	v_mul_lo_u32 v4, s8, v6
	v_mad_u64_u32 v[0:1], s[4:5], s8, v7, 0
	v_mul_lo_u32 v5, s9, v7
	v_add_i32_e32 v1, vcc, v4, v1
	v_add_i32_e32 v9, vcc, v1, v5
	v_mul_hi_u32 v8, v7, v0
	v_mad_u64_u32 v[4:5], s[4:5], v7, v9, 0
	v_mad_u64_u32 v[0:1], s[4:5], v6, v0, 0
	v_add_i32_e32 v8, vcc, v8, v4
	v_addc_u32_e32 v10, vcc, 0, v5, vcc
	v_mad_u64_u32 v[4:5], s[4:5], v6, v9, 0
	v_add_i32_e32 v0, vcc, v8, v0
	v_addc_u32_e32 v0, vcc, v10, v1, vcc
	v_addc_u32_e32 v1, vcc, v5, v44, vcc
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v8, vcc, v7, v0
	v_addc_u32_e32 v9, vcc, v6, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s8, v8, 0
	v_mul_lo_u32 v6, s8, v9
	v_mul_lo_u32 v7, s9, v8
	v_mul_hi_u32 v10, v8, v0
	v_mad_u64_u32 v[4:5], s[4:5], v9, v0, 0
	v_add_i32_e32 v1, vcc, v1, v6
	v_add_i32_e32 v1, vcc, v7, v1
	v_mad_u64_u32 v[6:7], s[4:5], v8, v1, 0
	v_mad_u64_u32 v[0:1], s[4:5], v9, v1, 0
	v_add_i32_e32 v6, vcc, v10, v6
	v_addc_u32_e32 v7, vcc, 0, v7, vcc
	v_add_i32_e32 v4, vcc, v6, v4
	v_addc_u32_e32 v4, vcc, v7, v5, vcc
	v_addc_u32_e32 v1, vcc, v1, v44, vcc
	v_add_i32_e32 v0, vcc, v4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v4, vcc, v8, v0
	v_addc_u32_e32 v5, vcc, v9, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v3, v5, 0
	v_mul_hi_u32 v6, v3, v4
	v_add_i32_e32 v6, vcc, v6, v0
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v2, v4, 0
	v_mad_u64_u32 v[4:5], s[4:5], v2, v5, 0
	v_add_i32_e32 v0, vcc, v6, v0
	v_addc_u32_e32 v0, vcc, v7, v1, vcc
	v_addc_u32_e32 v1, vcc, v5, v44, vcc
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mul_lo_u32 v4, s60, v1
	v_mad_u64_u32 v[0:1], s[4:5], s60, v0, 0
	v_add_i32_e32 v1, vcc, v1, v4
	v_sub_i32_e32 v0, vcc, v3, v0
	v_subb_u32_e32 v1, vcc, v2, v1, vcc
	v_subrev_i32_e32 v4, vcc, s60, v0
	v_subbrev_u32_e32 v5, vcc, 0, v1, vcc
	v_subrev_i32_e32 v6, vcc, s60, v4
	v_subbrev_u32_e32 v7, vcc, 0, v5, vcc
	v_cmp_le_u32_e32 vcc, s60, v4
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v8, -1, v8, vcc
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_cmp_le_u32_e64 s[4:5], s60, v0
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_cndmask_b32_e64 v7, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	v_cndmask_b32_e64 v7, -1, v7, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v7
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cndmask_b32_e64 v1, v1, v5, s[4:5]
	v_cndmask_b32_e64 v0, v0, v4, s[4:5]
.LBB0_9:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_11
; %bb.10:                               ;   in Loop: Header=BB0_2 Depth=1
	v_cvt_f32_u32_e32 v0, s60
	s_sub_i32 s6, 0, s60
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s6, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v1, v0
	v_mul_hi_u32 v0, v3, v0
	v_mul_lo_u32 v0, v0, s60
	v_sub_i32_e32 v0, vcc, v3, v0
	v_subrev_i32_e32 v1, vcc, s60, v0
	v_cmp_le_u32_e32 vcc, s60, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s60, v0
	v_cmp_le_u32_e32 vcc, s60, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mov_b32_e32 v1, v45
.LBB0_11:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v4, s51
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_load_dword v0, v[0:1]
                                        ; implicit-def: $vgpr56_vgpr57
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v46, vcc, 0, v2, vcc
	v_cmp_ne_u64_e32 vcc, 0, v[45:46]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_2 Depth=1
	v_cvt_f32_u32_e32 v1, s56
	s_sub_u32 s8, 0, s56
	s_subb_u32 s9, 0, s57
	v_mac_f32_e64 v1, 0, s89
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v1, s90, v1
	v_mul_f32_e32 v4, s91, v1
	v_trunc_f32_e32 v4, v4
	v_mac_f32_e32 v1, s92, v4
	v_cvt_u32_f32_e32 v9, v4
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v6, s8, v9
	v_mad_u64_u32 v[4:5], s[4:5], s8, v1, 0
	v_mul_lo_u32 v7, s9, v1
	v_add_i32_e32 v5, vcc, v6, v5
	v_add_i32_e32 v11, vcc, v5, v7
	v_mul_hi_u32 v10, v1, v4
	v_mad_u64_u32 v[5:6], s[4:5], v1, v11, 0
	v_mad_u64_u32 v[7:8], s[4:5], v9, v4, 0
	v_add_i32_e32 v10, vcc, v10, v5
	v_mad_u64_u32 v[4:5], s[4:5], v9, v11, 0
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	v_add_i32_e32 v7, vcc, v10, v7
	v_addc_u32_e32 v6, vcc, v6, v8, vcc
	v_addc_u32_e32 v5, vcc, v5, v44, vcc
	v_add_i32_e32 v4, vcc, v6, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_add_i32_e32 v1, vcc, v1, v4
	v_addc_u32_e32 v10, vcc, v9, v5, vcc
	v_mad_u64_u32 v[4:5], s[4:5], s8, v1, 0
	v_mul_lo_u32 v8, s8, v10
	v_mul_lo_u32 v9, s9, v1
	v_mul_hi_u32 v11, v1, v4
	v_mad_u64_u32 v[6:7], s[4:5], v10, v4, 0
	v_add_i32_e32 v5, vcc, v5, v8
	v_add_i32_e32 v5, vcc, v9, v5
	v_mad_u64_u32 v[8:9], s[4:5], v1, v5, 0
	v_mad_u64_u32 v[4:5], s[4:5], v10, v5, 0
	v_add_i32_e32 v8, vcc, v11, v8
	v_addc_u32_e32 v9, vcc, 0, v9, vcc
	v_add_i32_e32 v6, vcc, v8, v6
	v_addc_u32_e32 v6, vcc, v9, v7, vcc
	v_addc_u32_e32 v5, vcc, v5, v44, vcc
	v_add_i32_e32 v4, vcc, v6, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_add_i32_e32 v1, vcc, v1, v4
	v_addc_u32_e32 v6, vcc, v10, v5, vcc
	v_mad_u64_u32 v[4:5], s[4:5], v0, v6, 0
	v_mul_hi_u32 v7, v0, v1
	v_add_i32_e32 v8, vcc, v7, v4
	v_addc_u32_e32 v9, vcc, 0, v5, vcc
	v_mad_u64_u32 v[4:5], s[4:5], v46, v1, 0
	v_mad_u64_u32 v[6:7], s[4:5], v46, v6, 0
	v_add_i32_e32 v1, vcc, v8, v4
	v_addc_u32_e32 v1, vcc, v9, v5, vcc
	v_addc_u32_e32 v4, vcc, v7, v44, vcc
	v_add_i32_e32 v1, vcc, v1, v6
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	v_mul_lo_u32 v6, s56, v4
	v_mad_u64_u32 v[4:5], s[4:5], s56, v1, 0
	v_add_i32_e32 v1, vcc, v5, v6
	v_sub_i32_e32 v0, vcc, v0, v4
	v_subb_u32_e32 v1, vcc, v46, v1, vcc
	v_subrev_i32_e32 v4, vcc, s56, v0
	v_subbrev_u32_e32 v5, vcc, 0, v1, vcc
	v_subrev_i32_e32 v6, vcc, s56, v4
	v_subbrev_u32_e32 v7, vcc, 0, v5, vcc
	v_cmp_le_u32_e32 vcc, s56, v4
	v_cndmask_b32_e64 v8, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v8, -1, v8, vcc
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_cmp_le_u32_e64 s[4:5], s56, v0
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_cndmask_b32_e64 v7, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	v_cndmask_b32_e64 v7, -1, v7, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v7
	v_cndmask_b32_e64 v57, v1, v5, s[4:5]
	v_cndmask_b32_e32 v1, v4, v6, vcc
	v_cndmask_b32_e64 v56, v0, v1, s[4:5]
                                        ; implicit-def: $vgpr0
.LBB0_13:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_2 Depth=1
	v_cvt_f32_u32_e32 v1, s56
	s_sub_i32 s6, 0, s56
	v_mov_b32_e32 v57, v45
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v4, s6, v1
	v_mul_hi_u32 v4, v1, v4
	v_add_i32_e32 v1, vcc, v4, v1
	v_mul_hi_u32 v1, v0, v1
	v_mul_lo_u32 v1, v1, s56
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s56, v0
	v_cmp_le_u32_e32 vcc, s56, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s56, v0
	v_cmp_le_u32_e32 vcc, s56, v0
	v_cndmask_b32_e32 v56, v0, v1, vcc
.LBB0_15:                               ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v0, vcc, s56, v56
	v_mov_b32_e32 v1, v45
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v4, s47
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_1
; %bb.16:                               ;   in Loop: Header=BB0_2 Depth=1
	v_lshl_b64 v[0:1], v[56:57], 2
	v_mov_b32_e32 v2, s47
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v3
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_1
; %bb.17:                               ;   in Loop: Header=BB0_2 Depth=1
	v_lshr_b64 v[0:1], v[56:57], 3
	v_mov_b32_e32 v2, s55
	v_and_b32_e32 v0, -4, v0
	v_add_i32_e32 v0, vcc, s54, v0
	v_lshlrev_b32_e32 v3, 10, v41
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_lshl_b32_e32 v43, 1, v56
	s_add_u32 s8, s36, s63
	v_lshlrev_b32_e32 v2, 20, v40
	v_or_b32_e32 v3, v42, v3
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v3, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v2, v43
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z9atomic_orPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z9atomic_orPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v0, v0, v43
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_1
; %bb.18:                               ;   in Loop: Header=BB0_2 Depth=1
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s36, s63
	v_lshlrev_b32_e32 v0, 20, v40
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s52
	v_mov_b32_e32 v1, s53
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v3, 1, v0
	v_or_b32_e32 v43, 1, v3
	v_lshl_b64 v[0:1], v[43:44], 2
	v_add_i32_e32 v2, vcc, s88, v186
	v_mov_b32_e32 v4, s53
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_add_i32_e32 v43, vcc, 2, v3
	flat_store_dword v[0:1], v2
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[0:1], v[43:44], 2
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dword v[0:1], v56
	s_waitcnt vmcnt(0)
	s_branch .LBB0_1
.LBB0_19:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel DES_bs_cmp_high
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16656
		.amdhsa_kernarg_size 128
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
		.amdhsa_next_free_vgpr 187
		.amdhsa_next_free_sgpr 93
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
	.size	DES_bs_cmp_high, .Lfunc_end0-DES_bs_cmp_high
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6568
; NumSgprs: 97
; NumVgprs: 187
; ScratchSize: 16656
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 46
; NumSGPRsForWavesPerEU: 97
; NumVGPRsForWavesPerEU: 187
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	DES_bs_cmp              ; -- Begin function DES_bs_cmp
	.globl	DES_bs_cmp
	.p2align	8
	.type	DES_bs_cmp,@function
DES_bs_cmp:                             ; @DES_bs_cmp
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v44, v0
	s_load_dword s64, s[8:9], 0x6
	s_movk_i32 s65, 0x48
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s44, s36, s65
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b32 s63, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_cmp_eq_u32 s64, 0
	s_cbranch_scc1 .LBB1_18
; %bb.1:
	s_load_dwordx4 s[44:47], s[36:37], 0x0
	s_load_dwordx2 s[52:53], s[36:37], 0x4
	v_mov_b32_e32 v41, 0
	v_lshl_b64 v[1:2], v[40:41], 2
	v_mov_b32_e32 v4, v41
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s45
	v_add_i32_e32 v1, vcc, s44, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	v_add_i32_e32 v3, vcc, v0, v40
	v_lshl_b64 v[4:5], v[3:4], 2
	v_mov_b32_e32 v6, s45
	v_add_i32_e32 v4, vcc, s44, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	v_add_i32_e32 v6, vcc, v3, v0
	v_mov_b32_e32 v7, v41
	v_lshl_b64 v[7:8], v[6:7], 2
	v_mov_b32_e32 v3, s45
	v_add_i32_e32 v7, vcc, s44, v7
	v_addc_u32_e32 v8, vcc, v3, v8, vcc
	v_add_i32_e32 v9, vcc, v6, v0
	v_mov_b32_e32 v10, v41
	v_lshl_b64 v[10:11], v[9:10], 2
	v_mov_b32_e32 v13, v41
	v_add_i32_e32 v10, vcc, s44, v10
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	v_add_i32_e32 v12, vcc, v9, v0
	v_lshl_b64 v[13:14], v[12:13], 2
	v_mov_b32_e32 v16, v41
	v_add_i32_e32 v13, vcc, s44, v13
	v_addc_u32_e32 v14, vcc, v3, v14, vcc
	v_add_i32_e32 v15, vcc, v12, v0
	v_lshl_b64 v[16:17], v[15:16], 2
	v_mov_b32_e32 v19, v41
	v_add_i32_e32 v16, vcc, s44, v16
	v_addc_u32_e32 v17, vcc, v3, v17, vcc
	v_add_i32_e32 v18, vcc, v15, v0
	v_lshl_b64 v[19:20], v[18:19], 2
	v_mov_b32_e32 v22, v41
	v_add_i32_e32 v19, vcc, s44, v19
	v_addc_u32_e32 v20, vcc, v3, v20, vcc
	v_add_i32_e32 v21, vcc, v18, v0
	v_lshl_b64 v[22:23], v[21:22], 2
	s_mov_b32 s55, s63
	v_add_i32_e32 v22, vcc, s44, v22
	v_addc_u32_e32 v23, vcc, v3, v23, vcc
	flat_load_dword v47, v[1:2]
	flat_load_dword v58, v[4:5]
	flat_load_dword v59, v[7:8]
	flat_load_dword v60, v[10:11]
	flat_load_dword v61, v[13:14]
	flat_load_dword v62, v[16:17]
	flat_load_dword v63, v[19:20]
	flat_load_dword v72, v[22:23]
	v_add_i32_e32 v1, vcc, v21, v0
	v_mov_b32_e32 v2, v41
	v_lshl_b64 v[2:3], v[1:2], 2
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_i32_e32 v4, vcc, v1, v0
	v_mov_b32_e32 v5, v41
	v_lshl_b64 v[5:6], v[4:5], 2
	v_mov_b32_e32 v1, s45
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_i32_e32 v7, vcc, v4, v0
	v_mov_b32_e32 v8, v41
	v_lshl_b64 v[8:9], v[7:8], 2
	v_mov_b32_e32 v11, v41
	v_add_i32_e32 v8, vcc, s44, v8
	v_addc_u32_e32 v9, vcc, v1, v9, vcc
	v_add_i32_e32 v10, vcc, v7, v0
	v_lshl_b64 v[11:12], v[10:11], 2
	v_mov_b32_e32 v14, v41
	v_add_i32_e32 v11, vcc, s44, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	v_add_i32_e32 v13, vcc, v10, v0
	v_lshl_b64 v[14:15], v[13:14], 2
	v_mov_b32_e32 v17, v41
	v_add_i32_e32 v14, vcc, s44, v14
	v_addc_u32_e32 v15, vcc, v1, v15, vcc
	v_add_i32_e32 v16, vcc, v13, v0
	v_lshl_b64 v[17:18], v[16:17], 2
	v_mov_b32_e32 v20, v41
	v_add_i32_e32 v17, vcc, s44, v17
	v_addc_u32_e32 v18, vcc, v1, v18, vcc
	v_add_i32_e32 v19, vcc, v16, v0
	v_lshl_b64 v[20:21], v[19:20], 2
	v_mov_b32_e32 v23, v41
	v_add_i32_e32 v20, vcc, s44, v20
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	v_add_i32_e32 v22, vcc, v19, v0
	v_lshl_b64 v[23:24], v[22:23], 2
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v23, vcc, s44, v23
	v_addc_u32_e32 v24, vcc, v1, v24, vcc
	flat_load_dword v73, v[2:3]
	flat_load_dword v74, v[5:6]
	flat_load_dword v75, v[8:9]
	flat_load_dword v76, v[11:12]
	flat_load_dword v77, v[14:15]
	flat_load_dword v78, v[17:18]
	flat_load_dword v79, v[20:21]
	flat_load_dword v88, v[23:24]
	v_add_i32_e32 v1, vcc, v22, v0
	v_mov_b32_e32 v2, v41
	v_lshl_b64 v[2:3], v[1:2], 2
	v_mov_b32_e32 v5, v41
	v_add_i32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_i32_e32 v4, vcc, v1, v0
	v_lshl_b64 v[5:6], v[4:5], 2
	v_mov_b32_e32 v1, s45
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_i32_e32 v7, vcc, v4, v0
	v_mov_b32_e32 v8, v41
	v_lshl_b64 v[8:9], v[7:8], 2
	v_mov_b32_e32 v11, v41
	v_add_i32_e32 v8, vcc, s44, v8
	v_addc_u32_e32 v9, vcc, v1, v9, vcc
	v_add_i32_e32 v10, vcc, v7, v0
	v_lshl_b64 v[11:12], v[10:11], 2
	v_mov_b32_e32 v14, v41
	v_add_i32_e32 v11, vcc, s44, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	v_add_i32_e32 v13, vcc, v10, v0
	v_lshl_b64 v[14:15], v[13:14], 2
	v_mov_b32_e32 v17, v41
	v_add_i32_e32 v14, vcc, s44, v14
	v_addc_u32_e32 v15, vcc, v1, v15, vcc
	v_add_i32_e32 v16, vcc, v13, v0
	v_lshl_b64 v[17:18], v[16:17], 2
	v_mov_b32_e32 v20, v41
	v_add_i32_e32 v17, vcc, s44, v17
	v_addc_u32_e32 v18, vcc, v1, v18, vcc
	v_add_i32_e32 v19, vcc, v16, v0
	v_lshl_b64 v[20:21], v[19:20], 2
	v_mov_b32_e32 v23, v41
	v_add_i32_e32 v20, vcc, s44, v20
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	v_add_i32_e32 v22, vcc, v19, v0
	v_lshl_b64 v[23:24], v[22:23], 2
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v23, vcc, s44, v23
	v_addc_u32_e32 v24, vcc, v1, v24, vcc
	flat_load_dword v89, v[2:3]
	flat_load_dword v90, v[5:6]
	flat_load_dword v91, v[8:9]
	flat_load_dword v92, v[11:12]
	flat_load_dword v93, v[14:15]
	flat_load_dword v94, v[17:18]
	flat_load_dword v95, v[20:21]
	flat_load_dword v104, v[23:24]
	v_add_i32_e32 v1, vcc, v22, v0
	v_mov_b32_e32 v2, v41
	v_lshl_b64 v[2:3], v[1:2], 2
	v_mov_b32_e32 v5, v41
	v_add_i32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_i32_e32 v4, vcc, v1, v0
	v_lshl_b64 v[5:6], v[4:5], 2
	v_mov_b32_e32 v1, s45
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_i32_e32 v7, vcc, v4, v0
	v_mov_b32_e32 v8, v41
	v_lshl_b64 v[8:9], v[7:8], 2
	v_mov_b32_e32 v11, v41
	v_add_i32_e32 v8, vcc, s44, v8
	v_addc_u32_e32 v9, vcc, v1, v9, vcc
	v_add_i32_e32 v10, vcc, v7, v0
	v_lshl_b64 v[11:12], v[10:11], 2
	v_mov_b32_e32 v14, v41
	v_add_i32_e32 v11, vcc, s44, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	v_add_i32_e32 v13, vcc, v10, v0
	v_lshl_b64 v[14:15], v[13:14], 2
	v_mov_b32_e32 v17, v41
	v_add_i32_e32 v14, vcc, s44, v14
	v_addc_u32_e32 v15, vcc, v1, v15, vcc
	v_add_i32_e32 v16, vcc, v13, v0
	v_lshl_b64 v[17:18], v[16:17], 2
	v_mov_b32_e32 v20, v41
	v_add_i32_e32 v17, vcc, s44, v17
	v_addc_u32_e32 v18, vcc, v1, v18, vcc
	v_add_i32_e32 v19, vcc, v16, v0
	v_lshl_b64 v[20:21], v[19:20], 2
	v_mov_b32_e32 v23, v41
	v_add_i32_e32 v20, vcc, s44, v20
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	v_add_i32_e32 v22, vcc, v19, v0
	v_lshl_b64 v[23:24], v[22:23], 2
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v23, vcc, s44, v23
	v_addc_u32_e32 v24, vcc, v1, v24, vcc
	flat_load_dword v105, v[2:3]
	flat_load_dword v106, v[5:6]
	flat_load_dword v107, v[8:9]
	flat_load_dword v108, v[11:12]
	flat_load_dword v109, v[14:15]
	flat_load_dword v110, v[17:18]
	flat_load_dword v111, v[20:21]
	flat_load_dword v120, v[23:24]
	v_add_i32_e32 v1, vcc, v22, v0
	v_mov_b32_e32 v2, v41
	v_lshl_b64 v[2:3], v[1:2], 2
	v_mov_b32_e32 v5, v41
	v_add_i32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_i32_e32 v4, vcc, v1, v0
	v_lshl_b64 v[5:6], v[4:5], 2
	v_mov_b32_e32 v1, s45
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_i32_e32 v7, vcc, v4, v0
	v_mov_b32_e32 v8, v41
	v_lshl_b64 v[8:9], v[7:8], 2
	v_mov_b32_e32 v11, v41
	v_add_i32_e32 v8, vcc, s44, v8
	v_addc_u32_e32 v9, vcc, v1, v9, vcc
	v_add_i32_e32 v10, vcc, v7, v0
	v_lshl_b64 v[11:12], v[10:11], 2
	v_mov_b32_e32 v14, v41
	v_add_i32_e32 v11, vcc, s44, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	v_add_i32_e32 v13, vcc, v10, v0
	v_lshl_b64 v[14:15], v[13:14], 2
	v_mov_b32_e32 v17, v41
	v_add_i32_e32 v14, vcc, s44, v14
	v_addc_u32_e32 v15, vcc, v1, v15, vcc
	v_add_i32_e32 v16, vcc, v13, v0
	v_lshl_b64 v[17:18], v[16:17], 2
	v_mov_b32_e32 v20, v41
	v_add_i32_e32 v17, vcc, s44, v17
	v_addc_u32_e32 v18, vcc, v1, v18, vcc
	v_add_i32_e32 v19, vcc, v16, v0
	v_lshl_b64 v[20:21], v[19:20], 2
	v_mov_b32_e32 v23, v41
	v_add_i32_e32 v20, vcc, s44, v20
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	v_add_i32_e32 v22, vcc, v19, v0
	v_lshl_b64 v[23:24], v[22:23], 2
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v23, vcc, s44, v23
	v_addc_u32_e32 v24, vcc, v1, v24, vcc
	flat_load_dword v121, v[2:3]
	flat_load_dword v122, v[5:6]
	flat_load_dword v123, v[8:9]
	flat_load_dword v124, v[11:12]
	flat_load_dword v125, v[14:15]
	flat_load_dword v126, v[17:18]
	flat_load_dword v127, v[20:21]
	flat_load_dword v136, v[23:24]
	v_add_i32_e32 v1, vcc, v22, v0
	v_mov_b32_e32 v2, v41
	v_lshl_b64 v[2:3], v[1:2], 2
	v_mov_b32_e32 v5, v41
	v_add_i32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_i32_e32 v4, vcc, v1, v0
	v_lshl_b64 v[5:6], v[4:5], 2
	v_mov_b32_e32 v1, s45
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_i32_e32 v7, vcc, v4, v0
	v_mov_b32_e32 v8, v41
	v_lshl_b64 v[8:9], v[7:8], 2
	v_mov_b32_e32 v11, v41
	v_add_i32_e32 v8, vcc, s44, v8
	v_addc_u32_e32 v9, vcc, v1, v9, vcc
	v_add_i32_e32 v10, vcc, v7, v0
	v_lshl_b64 v[11:12], v[10:11], 2
	v_mov_b32_e32 v14, v41
	v_add_i32_e32 v11, vcc, s44, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	v_add_i32_e32 v13, vcc, v10, v0
	v_lshl_b64 v[14:15], v[13:14], 2
	v_mov_b32_e32 v17, v41
	v_add_i32_e32 v14, vcc, s44, v14
	v_addc_u32_e32 v15, vcc, v1, v15, vcc
	v_add_i32_e32 v16, vcc, v13, v0
	v_lshl_b64 v[17:18], v[16:17], 2
	v_mov_b32_e32 v20, v41
	v_add_i32_e32 v17, vcc, s44, v17
	v_addc_u32_e32 v18, vcc, v1, v18, vcc
	v_add_i32_e32 v19, vcc, v16, v0
	v_lshl_b64 v[20:21], v[19:20], 2
	v_mov_b32_e32 v23, v41
	v_add_i32_e32 v20, vcc, s44, v20
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	v_add_i32_e32 v22, vcc, v19, v0
	v_lshl_b64 v[23:24], v[22:23], 2
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v23, vcc, s44, v23
	v_addc_u32_e32 v24, vcc, v1, v24, vcc
	flat_load_dword v137, v[2:3]
	flat_load_dword v138, v[5:6]
	flat_load_dword v139, v[8:9]
	flat_load_dword v140, v[11:12]
	flat_load_dword v141, v[14:15]
	flat_load_dword v142, v[17:18]
	flat_load_dword v143, v[20:21]
	flat_load_dword v152, v[23:24]
	v_add_i32_e32 v1, vcc, v22, v0
	v_mov_b32_e32 v2, v41
	v_lshl_b64 v[2:3], v[1:2], 2
	v_mov_b32_e32 v5, v41
	v_add_i32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_i32_e32 v4, vcc, v1, v0
	v_lshl_b64 v[5:6], v[4:5], 2
	v_mov_b32_e32 v1, s45
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_i32_e32 v7, vcc, v4, v0
	v_mov_b32_e32 v8, v41
	v_lshl_b64 v[8:9], v[7:8], 2
	v_mov_b32_e32 v11, v41
	v_add_i32_e32 v8, vcc, s44, v8
	v_addc_u32_e32 v9, vcc, v1, v9, vcc
	v_add_i32_e32 v10, vcc, v7, v0
	v_lshl_b64 v[11:12], v[10:11], 2
	v_mov_b32_e32 v14, v41
	v_add_i32_e32 v11, vcc, s44, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	v_add_i32_e32 v13, vcc, v10, v0
	v_lshl_b64 v[14:15], v[13:14], 2
	v_mov_b32_e32 v17, v41
	v_add_i32_e32 v14, vcc, s44, v14
	v_addc_u32_e32 v15, vcc, v1, v15, vcc
	v_add_i32_e32 v16, vcc, v13, v0
	v_lshl_b64 v[17:18], v[16:17], 2
	v_mov_b32_e32 v20, v41
	v_add_i32_e32 v17, vcc, s44, v17
	v_addc_u32_e32 v18, vcc, v1, v18, vcc
	v_add_i32_e32 v19, vcc, v16, v0
	v_lshl_b64 v[20:21], v[19:20], 2
	v_mov_b32_e32 v23, v41
	v_add_i32_e32 v20, vcc, s44, v20
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	v_add_i32_e32 v22, vcc, v19, v0
	v_lshl_b64 v[23:24], v[22:23], 2
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v23, vcc, s44, v23
	v_addc_u32_e32 v24, vcc, v1, v24, vcc
	flat_load_dword v153, v[2:3]
	flat_load_dword v154, v[5:6]
	flat_load_dword v155, v[8:9]
	flat_load_dword v156, v[11:12]
	flat_load_dword v157, v[14:15]
	flat_load_dword v158, v[17:18]
	flat_load_dword v159, v[20:21]
	flat_load_dword v168, v[23:24]
	v_add_i32_e32 v1, vcc, v22, v0
	v_mov_b32_e32 v2, v41
	v_lshl_b64 v[2:3], v[1:2], 2
	v_mov_b32_e32 v5, v41
	v_add_i32_e32 v2, vcc, s44, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	v_add_i32_e32 v4, vcc, v1, v0
	v_lshl_b64 v[5:6], v[4:5], 2
	v_mov_b32_e32 v1, s45
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v1, v6, vcc
	v_add_i32_e32 v7, vcc, v4, v0
	v_mov_b32_e32 v8, v41
	v_lshl_b64 v[8:9], v[7:8], 2
	v_mov_b32_e32 v11, v41
	v_add_i32_e32 v8, vcc, s44, v8
	v_addc_u32_e32 v9, vcc, v1, v9, vcc
	v_add_i32_e32 v10, vcc, v7, v0
	v_lshl_b64 v[11:12], v[10:11], 2
	v_mov_b32_e32 v14, v41
	v_add_i32_e32 v11, vcc, s44, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	v_add_i32_e32 v13, vcc, v10, v0
	v_lshl_b64 v[14:15], v[13:14], 2
	v_mov_b32_e32 v17, v41
	v_add_i32_e32 v14, vcc, s44, v14
	v_addc_u32_e32 v15, vcc, v1, v15, vcc
	v_add_i32_e32 v16, vcc, v13, v0
	v_lshl_b64 v[17:18], v[16:17], 2
	v_mov_b32_e32 v20, v41
	v_add_i32_e32 v17, vcc, s44, v17
	v_addc_u32_e32 v18, vcc, v1, v18, vcc
	v_add_i32_e32 v19, vcc, v16, v0
	v_lshl_b64 v[20:21], v[19:20], 2
	v_mov_b32_e32 v4, s45
	v_add_i32_e32 v20, vcc, s44, v20
	v_addc_u32_e32 v21, vcc, v1, v21, vcc
	v_add_i32_e32 v0, vcc, v19, v0
	v_mov_b32_e32 v1, v41
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s45, s63
	v_add_i32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_load_dword v169, v[2:3]
	flat_load_dword v170, v[5:6]
	flat_load_dword v171, v[8:9]
	flat_load_dword v172, v[11:12]
	flat_load_dword v173, v[14:15]
	flat_load_dword v174, v[17:18]
	flat_load_dword v175, v[20:21]
	flat_load_dword v184, v[0:1]
	s_load_dword s44, s[36:37], 0x7
	s_load_dword s54, s[36:37], 0x8
	s_load_dwordx4 s[48:51], s[36:37], 0xc
	s_load_dwordx2 s[56:57], s[36:37], 0x10
	v_lshlrev_b32_e32 v185, 5, v40
	s_movk_i32 s66, 0x80
	s_movk_i32 s67, 0x100
	s_movk_i32 s68, 0x200
	s_movk_i32 s69, 0x400
	s_movk_i32 s70, 0x800
	s_movk_i32 s71, 0x1000
	s_movk_i32 s72, 0x2000
	s_movk_i32 s73, 0x4000
	s_mov_b32 s74, 0x8000
	s_mov_b32 s75, 0x10000
	s_mov_b32 s76, 0x20000
	s_mov_b32 s77, 0x40000
	s_mov_b32 s78, 0x80000
	s_mov_b32 s79, 0x100000
	s_mov_b32 s80, 0x200000
	s_mov_b32 s81, 0x400000
	s_mov_b32 s82, 0x800000
	s_mov_b32 s83, 0x1000000
	s_brev_b32 s84, 64
	s_brev_b32 s85, 32
	s_brev_b32 s86, 16
	s_brev_b32 s87, 8
	s_brev_b32 s88, 4
	v_mov_b32_e32 v45, 0
	s_mov_b32 s90, 0x4f800000
	s_mov_b32 s91, 0x5f7ffffc
	s_mov_b32 s92, 0x2f800000
	s_mov_b32 s93, 0xcf800000
	s_mov_b32 s62, s63
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[58:59]
	s_add_i32 s62, s62, 1
	s_cmp_lg_u32 s62, s64
	s_cbranch_scc0 .LBB1_18
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_6 Depth 2
	s_lshl_b64 s[4:5], s[62:63], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s56, s4
	s_addc_u32 s5, s57, s5
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v2, v[0:1]
	s_mov_b32 s5, s63
	s_add_i32 s4, s62, s64
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s56, s4
	s_addc_u32 s5, s57, s5
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(1)
	v_bfe_u32 v14, v2, 1, 1
	v_and_b32_e32 v15, 1, v2
	v_bfe_u32 v16, v2, 2, 1
	v_sub_i32_e32 v14, vcc, 0, v14
	v_sub_i32_e32 v15, vcc, 0, v15
	v_bfe_u32 v17, v2, 3, 1
	v_sub_i32_e32 v16, vcc, 0, v16
	v_xor_b32_e32 v14, v58, v14
	v_xor_b32_e32 v15, v47, v15
	v_bfe_u32 v18, v2, 4, 1
	v_sub_i32_e32 v17, vcc, 0, v17
	v_xor_b32_e32 v16, v59, v16
	v_or_b32_e32 v14, v14, v15
	v_bfe_u32 v19, v2, 5, 1
	v_sub_i32_e32 v18, vcc, 0, v18
	v_xor_b32_e32 v17, v60, v17
	v_or_b32_e32 v14, v16, v14
	v_bfe_u32 v20, v2, 6, 1
	v_sub_i32_e32 v19, vcc, 0, v19
	v_xor_b32_e32 v18, v61, v18
	v_or_b32_e32 v14, v17, v14
	v_bfe_u32 v21, v2, 7, 1
	v_sub_i32_e32 v20, vcc, 0, v20
	v_xor_b32_e32 v19, v62, v19
	v_or_b32_e32 v14, v18, v14
	v_xor_b32_e32 v20, v63, v20
	v_or_b32_e32 v14, v19, v14
	v_sub_i32_e32 v15, vcc, 0, v21
	v_or_b32_e32 v14, v20, v14
	v_xor_b32_e32 v15, v72, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 8, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v73, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 9, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v74, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 10, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v75, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 11, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v76, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 12, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v77, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 13, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v78, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 14, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v79, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 15, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v88, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 16, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v89, v15
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 17, 1
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v15, v90, v15
	v_ashrrev_i32_e32 v1, 31, v2
	v_bfe_u32 v3, v2, 30, 1
	v_bfe_u32 v4, v2, 29, 1
	v_bfe_u32 v5, v2, 28, 1
	v_bfe_u32 v6, v2, 27, 1
	v_bfe_u32 v7, v2, 26, 1
	v_bfe_u32 v8, v2, 25, 1
	v_bfe_u32 v9, v2, 24, 1
	v_bfe_u32 v10, v2, 23, 1
	v_bfe_u32 v11, v2, 22, 1
	v_bfe_u32 v12, v2, 21, 1
	v_bfe_u32 v13, v2, 20, 1
	v_or_b32_e32 v14, v15, v14
	v_bfe_u32 v15, v2, 19, 1
	v_bfe_u32 v2, v2, 18, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_sub_i32_e32 v15, vcc, 0, v15
	v_xor_b32_e32 v2, v91, v2
	v_sub_i32_e32 v13, vcc, 0, v13
	v_xor_b32_e32 v15, v92, v15
	v_or_b32_e32 v2, v2, v14
	v_sub_i32_e32 v12, vcc, 0, v12
	v_xor_b32_e32 v13, v93, v13
	v_or_b32_e32 v2, v15, v2
	v_sub_i32_e32 v11, vcc, 0, v11
	v_xor_b32_e32 v12, v94, v12
	v_or_b32_e32 v2, v13, v2
	v_sub_i32_e32 v10, vcc, 0, v10
	v_xor_b32_e32 v11, v95, v11
	v_or_b32_e32 v2, v12, v2
	v_sub_i32_e32 v9, vcc, 0, v9
	v_xor_b32_e32 v10, v104, v10
	v_or_b32_e32 v2, v11, v2
	v_sub_i32_e32 v8, vcc, 0, v8
	v_xor_b32_e32 v9, v105, v9
	v_or_b32_e32 v2, v10, v2
	v_sub_i32_e32 v7, vcc, 0, v7
	v_xor_b32_e32 v8, v106, v8
	v_or_b32_e32 v2, v9, v2
	v_sub_i32_e32 v6, vcc, 0, v6
	v_xor_b32_e32 v7, v107, v7
	v_or_b32_e32 v2, v8, v2
	v_sub_i32_e32 v5, vcc, 0, v5
	v_xor_b32_e32 v6, v108, v6
	v_or_b32_e32 v2, v7, v2
	v_sub_i32_e32 v4, vcc, 0, v4
	v_xor_b32_e32 v5, v109, v5
	v_or_b32_e32 v2, v6, v2
	v_sub_i32_e32 v3, vcc, 0, v3
	v_xor_b32_e32 v4, v110, v4
	v_or_b32_e32 v2, v5, v2
	v_xor_b32_e32 v3, v111, v3
	v_or_b32_e32 v2, v4, v2
	v_xor_b32_e32 v1, v120, v1
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v1, v1, v2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, 1, v0
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v121, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 1, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v122, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 2, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v123, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 3, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v124, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 4, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v125, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 5, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v126, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 6, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v127, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 7, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v136, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 8, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v137, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 9, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v138, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 10, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v139, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 11, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v140, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 12, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v141, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 13, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v142, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 14, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v143, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 15, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v152, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 16, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v153, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 17, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v154, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 18, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v155, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 19, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v156, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 20, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v157, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 21, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v158, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 22, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v159, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 23, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v168, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 24, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v169, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 25, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v170, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 26, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v171, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 27, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v172, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 28, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v173, v2
	v_or_b32_e32 v1, v2, v1
	v_bfe_u32 v2, v0, 29, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v174, v2
	v_or_b32_e32 v1, v1, v2
	v_bfe_u32 v2, v0, 30, 1
	v_sub_i32_e32 v2, vcc, 0, v2
	v_xor_b32_e32 v2, v175, v2
	v_ashrrev_i32_e32 v0, 31, v0
	v_or_b32_e32 v1, v2, v1
	v_xor_b32_e32 v0, v184, v0
	v_or_b32_e32 v0, v1, v0
	v_cmp_ne_u32_e32 vcc, -1, v0
	s_and_saveexec_b64 s[58:59], vcc
	s_cbranch_execz .LBB1_2
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b32 s89, 0
	s_branch .LBB1_6
.LBB1_5:                                ;   in Loop: Header=BB1_6 Depth=2
	s_or_b64 exec, exec, s[60:61]
	s_add_i32 s89, s89, 1
	s_cmp_lg_u32 s89, 32
	s_cbranch_scc0 .LBB1_2
.LBB1_6:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v32, s89, v122
	v_lshlrev_b32_e32 v32, 1, v32
	v_bfe_u32 v31, v121, s89, 1
	v_and_b32_e32 v32, 2, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v123
	v_lshlrev_b32_e32 v32, 2, v32
	v_and_b32_e32 v32, 4, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v124
	v_lshlrev_b32_e32 v32, 3, v32
	v_and_b32_e32 v32, 8, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v125
	v_lshlrev_b32_e32 v32, 4, v32
	v_and_b32_e32 v32, 16, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v126
	v_lshlrev_b32_e32 v32, 5, v32
	v_and_b32_e32 v32, 32, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v127
	v_lshlrev_b32_e32 v32, 6, v32
	v_and_b32_e32 v32, 64, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v136
	v_lshlrev_b32_e32 v32, 7, v32
	v_and_b32_e32 v32, s66, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v137
	v_lshlrev_b32_e32 v32, 8, v32
	v_and_b32_e32 v32, s67, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v138
	v_lshlrev_b32_e32 v32, 9, v32
	v_and_b32_e32 v32, s68, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v139
	v_lshlrev_b32_e32 v32, 10, v32
	v_and_b32_e32 v32, s69, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v140
	v_lshlrev_b32_e32 v32, 11, v32
	v_and_b32_e32 v32, s70, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v141
	v_lshlrev_b32_e32 v32, 12, v32
	v_and_b32_e32 v32, s71, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v142
	v_lshlrev_b32_e32 v32, 13, v32
	v_and_b32_e32 v32, s72, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v143
	v_lshlrev_b32_e32 v32, 14, v32
	v_and_b32_e32 v32, s73, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v152
	v_lshlrev_b32_e32 v32, 15, v32
	v_and_b32_e32 v32, s74, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v153
	v_lshlrev_b32_e32 v32, 16, v32
	v_and_b32_e32 v32, s75, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v154
	v_lshlrev_b32_e32 v32, 17, v32
	v_and_b32_e32 v32, s76, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v155
	v_lshlrev_b32_e32 v32, 18, v32
	v_and_b32_e32 v32, s77, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v156
	v_lshlrev_b32_e32 v32, 19, v32
	v_and_b32_e32 v32, s78, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v157
	v_lshlrev_b32_e32 v32, 20, v32
	v_and_b32_e32 v32, s79, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v158
	v_lshlrev_b32_e32 v32, 21, v32
	v_and_b32_e32 v32, s80, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v159
	v_lshlrev_b32_e32 v32, 22, v32
	v_and_b32_e32 v32, s81, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v168
	v_lshlrev_b32_e32 v32, 23, v32
	v_and_b32_e32 v32, s82, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v169
	v_lshlrev_b32_e32 v32, 24, v32
	v_and_b32_e32 v32, s83, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v170
	v_lshlrev_b32_e32 v32, 25, v32
	v_and_b32_e32 v32, s84, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v171
	v_lshlrev_b32_e32 v32, 26, v32
	v_and_b32_e32 v32, s85, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v172
	v_lshlrev_b32_e32 v32, 27, v32
	v_and_b32_e32 v32, s86, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v173
	v_lshlrev_b32_e32 v32, 28, v32
	v_and_b32_e32 v32, s87, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v174
	v_lshlrev_b32_e32 v32, 29, v32
	v_and_b32_e32 v32, s88, v32
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v175
	v_lshlrev_b32_e32 v32, 30, v32
	v_and_b32_e32 v32, 2.0, v32
	v_lshrrev_b32_e32 v0, s89, v58
	v_or_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, s89, v184
	v_lshlrev_b32_e32 v0, 1, v0
	v_lshrrev_b32_e32 v1, s89, v59
	v_lshlrev_b32_e32 v32, 31, v32
	v_and_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshrrev_b32_e32 v2, s89, v60
	v_or_b32_e32 v46, v32, v31
	v_bfe_u32 v31, v47, s89, 1
	v_and_b32_e32 v1, 4, v1
	v_lshlrev_b32_e32 v2, 3, v2
	v_lshrrev_b32_e32 v3, s89, v61
	v_or_b32_e32 v0, v0, v31
	v_and_b32_e32 v2, 8, v2
	v_lshlrev_b32_e32 v3, 4, v3
	v_lshrrev_b32_e32 v4, s89, v62
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v3, 16, v3
	v_lshlrev_b32_e32 v4, 5, v4
	v_lshrrev_b32_e32 v5, s89, v63
	v_or_b32_e32 v0, v2, v0
	v_and_b32_e32 v4, 32, v4
	v_lshlrev_b32_e32 v5, 6, v5
	v_lshrrev_b32_e32 v6, s89, v72
	v_or_b32_e32 v0, v3, v0
	v_and_b32_e32 v5, 64, v5
	v_lshlrev_b32_e32 v6, 7, v6
	v_lshrrev_b32_e32 v7, s89, v73
	v_or_b32_e32 v0, v4, v0
	v_and_b32_e32 v6, s66, v6
	v_lshlrev_b32_e32 v7, 8, v7
	v_lshrrev_b32_e32 v8, s89, v74
	v_or_b32_e32 v0, v5, v0
	v_and_b32_e32 v7, s67, v7
	v_lshlrev_b32_e32 v8, 9, v8
	v_lshrrev_b32_e32 v9, s89, v75
	v_or_b32_e32 v0, v6, v0
	v_and_b32_e32 v8, s68, v8
	v_lshlrev_b32_e32 v9, 10, v9
	v_lshrrev_b32_e32 v10, s89, v76
	v_or_b32_e32 v0, v7, v0
	v_and_b32_e32 v9, s69, v9
	v_lshlrev_b32_e32 v10, 11, v10
	v_lshrrev_b32_e32 v11, s89, v77
	v_or_b32_e32 v0, v8, v0
	v_and_b32_e32 v10, s70, v10
	v_lshlrev_b32_e32 v11, 12, v11
	v_lshrrev_b32_e32 v12, s89, v78
	v_or_b32_e32 v0, v9, v0
	v_and_b32_e32 v11, s71, v11
	v_lshlrev_b32_e32 v12, 13, v12
	v_lshrrev_b32_e32 v13, s89, v79
	v_or_b32_e32 v0, v10, v0
	v_and_b32_e32 v12, s72, v12
	v_lshlrev_b32_e32 v13, 14, v13
	v_lshrrev_b32_e32 v14, s89, v88
	v_or_b32_e32 v0, v11, v0
	v_and_b32_e32 v13, s73, v13
	v_lshlrev_b32_e32 v14, 15, v14
	v_lshrrev_b32_e32 v15, s89, v89
	v_or_b32_e32 v0, v12, v0
	v_and_b32_e32 v14, s74, v14
	v_lshlrev_b32_e32 v15, 16, v15
	v_lshrrev_b32_e32 v16, s89, v90
	v_or_b32_e32 v0, v13, v0
	v_and_b32_e32 v15, s75, v15
	v_lshlrev_b32_e32 v16, 17, v16
	v_lshrrev_b32_e32 v17, s89, v91
	v_or_b32_e32 v0, v14, v0
	v_and_b32_e32 v16, s76, v16
	v_lshlrev_b32_e32 v17, 18, v17
	v_lshrrev_b32_e32 v18, s89, v92
	v_or_b32_e32 v0, v15, v0
	v_and_b32_e32 v17, s77, v17
	v_lshlrev_b32_e32 v18, 19, v18
	v_lshrrev_b32_e32 v19, s89, v93
	v_or_b32_e32 v0, v16, v0
	v_and_b32_e32 v18, s78, v18
	v_lshlrev_b32_e32 v19, 20, v19
	v_lshrrev_b32_e32 v20, s89, v94
	v_or_b32_e32 v0, v17, v0
	v_and_b32_e32 v19, s79, v19
	v_lshlrev_b32_e32 v20, 21, v20
	v_lshrrev_b32_e32 v21, s89, v95
	v_or_b32_e32 v0, v18, v0
	v_and_b32_e32 v20, s80, v20
	v_lshlrev_b32_e32 v21, 22, v21
	v_lshrrev_b32_e32 v22, s89, v104
	v_or_b32_e32 v0, v19, v0
	v_and_b32_e32 v21, s81, v21
	v_lshlrev_b32_e32 v22, 23, v22
	v_lshrrev_b32_e32 v23, s89, v105
	v_or_b32_e32 v0, v20, v0
	v_and_b32_e32 v22, s82, v22
	v_lshlrev_b32_e32 v23, 24, v23
	v_lshrrev_b32_e32 v24, s89, v106
	v_or_b32_e32 v0, v21, v0
	v_and_b32_e32 v23, s83, v23
	v_lshlrev_b32_e32 v24, 25, v24
	v_lshrrev_b32_e32 v25, s89, v107
	v_or_b32_e32 v0, v22, v0
	v_and_b32_e32 v24, s84, v24
	v_lshlrev_b32_e32 v25, 26, v25
	v_lshrrev_b32_e32 v26, s89, v108
	v_or_b32_e32 v0, v23, v0
	v_and_b32_e32 v25, s85, v25
	v_lshlrev_b32_e32 v26, 27, v26
	v_lshrrev_b32_e32 v27, s89, v109
	v_or_b32_e32 v0, v24, v0
	v_and_b32_e32 v26, s86, v26
	v_lshlrev_b32_e32 v27, 28, v27
	v_lshrrev_b32_e32 v28, s89, v110
	v_or_b32_e32 v0, v25, v0
	v_and_b32_e32 v27, s87, v27
	v_lshlrev_b32_e32 v28, 29, v28
	v_lshrrev_b32_e32 v29, s89, v111
	v_or_b32_e32 v0, v26, v0
	v_and_b32_e32 v28, s88, v28
	v_lshlrev_b32_e32 v29, 30, v29
	v_or_b32_e32 v0, v27, v0
	v_and_b32_e32 v29, 2.0, v29
	v_lshrrev_b32_e32 v30, s89, v120
	v_or_b32_e32 v0, v28, v0
	v_lshlrev_b32_e32 v30, 31, v30
	v_or_b32_e32 v0, v29, v0
	v_cmp_ne_u64_e32 vcc, 0, v[45:46]
	v_or_b32_e32 v2, v30, v0
                                        ; implicit-def: $vgpr0_vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB1_8
; %bb.7:                                ;   in Loop: Header=BB1_6 Depth=2
	v_cvt_f32_u32_e32 v0, s44
	s_sub_u32 s8, 0, s44
	s_subb_u32 s9, 0, s45
	v_mac_f32_e64 v0, 0, s90
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, s91, v0
	v_mul_f32_e32 v1, s92, v0
	v_trunc_f32_e32 v1, v1
	v_mac_f32_e32 v0, s93, v1
	v_cvt_u32_f32_e32 v5, v1
	v_cvt_u32_f32_e32 v6, v0
	v_mul_lo_u32 v3, s8, v5
	v_mad_u64_u32 v[0:1], s[4:5], s8, v6, 0
	v_mul_lo_u32 v4, s9, v6
	v_add_i32_e32 v1, vcc, v3, v1
	v_add_i32_e32 v8, vcc, v1, v4
	v_mul_hi_u32 v7, v6, v0
	v_mad_u64_u32 v[3:4], s[4:5], v6, v8, 0
	v_mad_u64_u32 v[0:1], s[4:5], v5, v0, 0
	v_add_i32_e32 v7, vcc, v7, v3
	v_addc_u32_e32 v9, vcc, 0, v4, vcc
	v_mad_u64_u32 v[3:4], s[4:5], v5, v8, 0
	v_add_i32_e32 v0, vcc, v7, v0
	v_addc_u32_e32 v0, vcc, v9, v1, vcc
	v_addc_u32_e32 v1, vcc, v4, v41, vcc
	v_add_i32_e32 v0, vcc, v0, v3
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v7, vcc, v6, v0
	v_addc_u32_e32 v8, vcc, v5, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], s8, v7, 0
	v_mul_lo_u32 v5, s8, v8
	v_mul_lo_u32 v6, s9, v7
	v_mul_hi_u32 v9, v7, v0
	v_mad_u64_u32 v[3:4], s[4:5], v8, v0, 0
	v_add_i32_e32 v1, vcc, v1, v5
	v_add_i32_e32 v1, vcc, v6, v1
	v_mad_u64_u32 v[5:6], s[4:5], v7, v1, 0
	v_mad_u64_u32 v[0:1], s[4:5], v8, v1, 0
	v_add_i32_e32 v5, vcc, v9, v5
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	v_add_i32_e32 v3, vcc, v5, v3
	v_addc_u32_e32 v3, vcc, v6, v4, vcc
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v3, vcc, v7, v0
	v_addc_u32_e32 v4, vcc, v8, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v2, v4, 0
	v_mul_hi_u32 v5, v2, v3
	v_add_i32_e32 v5, vcc, v5, v0
	v_addc_u32_e32 v6, vcc, 0, v1, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v46, v3, 0
	v_mad_u64_u32 v[3:4], s[4:5], v46, v4, 0
	v_add_i32_e32 v0, vcc, v5, v0
	v_addc_u32_e32 v0, vcc, v6, v1, vcc
	v_addc_u32_e32 v1, vcc, v4, v41, vcc
	v_add_i32_e32 v0, vcc, v0, v3
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mul_lo_u32 v3, s44, v1
	v_mad_u64_u32 v[0:1], s[4:5], s44, v0, 0
	v_add_i32_e32 v1, vcc, v1, v3
	v_sub_i32_e32 v0, vcc, v2, v0
	v_subb_u32_e32 v1, vcc, v46, v1, vcc
	v_subrev_i32_e32 v3, vcc, s44, v0
	v_subbrev_u32_e32 v4, vcc, 0, v1, vcc
	v_subrev_i32_e32 v5, vcc, s44, v3
	v_subbrev_u32_e32 v6, vcc, 0, v4, vcc
	v_cmp_le_u32_e32 vcc, s44, v3
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v7, -1, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_cmp_le_u32_e64 s[4:5], s44, v0
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cndmask_b32_e64 v6, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	v_cndmask_b32_e64 v6, -1, v6, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v6
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e64 v1, v1, v4, s[4:5]
	v_cndmask_b32_e64 v0, v0, v3, s[4:5]
.LBB1_8:                                ;   in Loop: Header=BB1_6 Depth=2
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_10
; %bb.9:                                ;   in Loop: Header=BB1_6 Depth=2
	v_cvt_f32_u32_e32 v0, s44
	s_sub_i32 s6, 0, s44
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s6, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v1, v0
	v_mul_hi_u32 v0, v2, v0
	v_mul_lo_u32 v0, v0, s44
	v_sub_i32_e32 v0, vcc, v2, v0
	v_subrev_i32_e32 v1, vcc, s44, v0
	v_cmp_le_u32_e32 vcc, s44, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s44, v0
	v_cmp_le_u32_e32 vcc, s44, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_mov_b32_e32 v1, v45
.LBB1_10:                               ;   in Loop: Header=BB1_6 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s47
	v_add_i32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
                                        ; implicit-def: $vgpr56_vgpr57
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v3, vcc, v2, v0
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	v_mov_b32_e32 v0, v45
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[6:7], exec, s[4:5]
	s_cbranch_execz .LBB1_12
; %bb.11:                               ;   in Loop: Header=BB1_6 Depth=2
	v_cvt_f32_u32_e32 v0, s54
	s_sub_u32 s8, 0, s54
	s_subb_u32 s9, 0, s55
	v_mac_f32_e64 v0, 0, s90
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v0, s91, v0
	v_mul_f32_e32 v4, s92, v0
	v_trunc_f32_e32 v4, v4
	v_mac_f32_e32 v0, s93, v4
	v_cvt_u32_f32_e32 v9, v4
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v6, s8, v9
	v_mad_u64_u32 v[4:5], s[4:5], s8, v0, 0
	v_mul_lo_u32 v7, s9, v0
	v_add_i32_e32 v5, vcc, v6, v5
	v_add_i32_e32 v11, vcc, v5, v7
	v_mul_hi_u32 v10, v0, v4
	v_mad_u64_u32 v[5:6], s[4:5], v0, v11, 0
	v_mad_u64_u32 v[7:8], s[4:5], v9, v4, 0
	v_add_i32_e32 v10, vcc, v10, v5
	v_mad_u64_u32 v[4:5], s[4:5], v9, v11, 0
	v_addc_u32_e32 v6, vcc, 0, v6, vcc
	v_add_i32_e32 v7, vcc, v10, v7
	v_addc_u32_e32 v6, vcc, v6, v8, vcc
	v_addc_u32_e32 v5, vcc, v5, v41, vcc
	v_add_i32_e32 v4, vcc, v6, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v10, vcc, v9, v5, vcc
	v_mad_u64_u32 v[4:5], s[4:5], s8, v0, 0
	v_mul_lo_u32 v8, s8, v10
	v_mul_lo_u32 v9, s9, v0
	v_mul_hi_u32 v11, v0, v4
	v_mad_u64_u32 v[6:7], s[4:5], v10, v4, 0
	v_add_i32_e32 v5, vcc, v5, v8
	v_add_i32_e32 v5, vcc, v9, v5
	v_mad_u64_u32 v[8:9], s[4:5], v0, v5, 0
	v_mad_u64_u32 v[4:5], s[4:5], v10, v5, 0
	v_add_i32_e32 v8, vcc, v11, v8
	v_addc_u32_e32 v9, vcc, 0, v9, vcc
	v_add_i32_e32 v6, vcc, v8, v6
	v_addc_u32_e32 v6, vcc, v9, v7, vcc
	v_addc_u32_e32 v5, vcc, v5, v41, vcc
	v_add_i32_e32 v4, vcc, v6, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v6, vcc, v10, v5, vcc
	v_mad_u64_u32 v[4:5], s[4:5], v3, v6, 0
	v_mul_hi_u32 v7, v3, v0
	v_add_i32_e32 v8, vcc, v7, v4
	v_addc_u32_e32 v9, vcc, 0, v5, vcc
	v_mad_u64_u32 v[4:5], s[4:5], v1, v0, 0
	v_mad_u64_u32 v[6:7], s[4:5], v1, v6, 0
	v_add_i32_e32 v0, vcc, v8, v4
	v_addc_u32_e32 v0, vcc, v9, v5, vcc
	v_addc_u32_e32 v4, vcc, v7, v41, vcc
	v_add_i32_e32 v0, vcc, v0, v6
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	v_mul_lo_u32 v6, s54, v4
	v_mad_u64_u32 v[4:5], s[4:5], s54, v0, 0
	v_add_i32_e32 v0, vcc, v5, v6
	v_sub_i32_e32 v3, vcc, v3, v4
	v_subb_u32_e32 v0, vcc, v1, v0, vcc
	v_subrev_i32_e32 v1, vcc, s54, v3
	v_subbrev_u32_e32 v4, vcc, 0, v0, vcc
	v_subrev_i32_e32 v5, vcc, s54, v1
	v_subbrev_u32_e32 v6, vcc, 0, v4, vcc
	v_cmp_le_u32_e32 vcc, s54, v1
	v_cndmask_b32_e64 v7, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v7, -1, v7, vcc
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_cmp_le_u32_e64 s[4:5], s54, v3
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_cndmask_b32_e64 v6, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v0
	v_cndmask_b32_e64 v6, -1, v6, s[4:5]
	v_cmp_ne_u32_e64 s[4:5], 0, v6
	v_cndmask_b32_e64 v57, v0, v4, s[4:5]
	v_cndmask_b32_e32 v0, v1, v5, vcc
	v_cndmask_b32_e64 v56, v3, v0, s[4:5]
                                        ; implicit-def: $vgpr3
.LBB1_12:                               ;   in Loop: Header=BB1_6 Depth=2
	s_or_saveexec_b64 s[4:5], s[6:7]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_14
; %bb.13:                               ;   in Loop: Header=BB1_6 Depth=2
	v_cvt_f32_u32_e32 v0, s54
	s_sub_i32 s6, 0, s54
	v_mov_b32_e32 v57, v45
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s6, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_i32_e32 v0, vcc, v1, v0
	v_mul_hi_u32 v0, v3, v0
	v_mul_lo_u32 v0, v0, s54
	v_sub_i32_e32 v0, vcc, v3, v0
	v_subrev_i32_e32 v1, vcc, s54, v0
	v_cmp_le_u32_e32 vcc, s54, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s54, v0
	v_cmp_le_u32_e32 vcc, s54, v0
	v_cndmask_b32_e32 v56, v0, v1, vcc
.LBB1_14:                               ;   in Loop: Header=BB1_6 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v0, vcc, s54, v56
	v_mov_b32_e32 v1, v45
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v3, s53
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v46
	s_and_saveexec_b64 s[60:61], vcc
	s_cbranch_execz .LBB1_5
; %bb.15:                               ;   in Loop: Header=BB1_6 Depth=2
	v_lshl_b64 v[0:1], v[56:57], 2
	v_mov_b32_e32 v3, s53
	v_add_i32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_5
; %bb.16:                               ;   in Loop: Header=BB1_6 Depth=2
	v_lshr_b64 v[0:1], v[56:57], 3
	v_mov_b32_e32 v2, s51
	v_and_b32_e32 v0, -4, v0
	v_add_i32_e32 v0, vcc, s50, v0
	v_lshlrev_b32_e32 v3, 10, v43
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_lshl_b32_e32 v40, 1, v56
	s_add_u32 s8, s36, s65
	v_lshlrev_b32_e32 v2, 20, v42
	v_or_b32_e32 v3, v44, v3
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v3, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v2, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z9atomic_orPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z9atomic_orPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v0, v0, v40
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_5
; %bb.17:                               ;   in Loop: Header=BB1_6 Depth=2
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, s65
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v3, 1, v0
	v_or_b32_e32 v40, 1, v3
	v_lshl_b64 v[0:1], v[40:41], 2
	v_add_i32_e32 v2, vcc, s89, v185
	v_mov_b32_e32 v4, s49
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_add_i32_e32 v40, vcc, 2, v3
	flat_store_dword v[0:1], v2
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[0:1], v[40:41], 2
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dword v[0:1], v56
	s_waitcnt vmcnt(0)
	s_branch .LBB1_5
.LBB1_18:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel DES_bs_cmp
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 128
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
		.amdhsa_next_free_vgpr 186
		.amdhsa_next_free_sgpr 94
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
	.size	DES_bs_cmp, .Lfunc_end1-DES_bs_cmp
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6632
; NumSgprs: 98
; NumVgprs: 186
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 46
; NumSGPRsForWavesPerEU: 98
; NumVGPRsForWavesPerEU: 186
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z15get_global_sizej
	.hidden	_Z9atomic_orPU3AS1Vjj
	.hidden	_Z10atomic_incPU3AS1Vj
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           24
        .type_name:      DES_hash_check_params
        .value_kind:     by_value
      - .address_space:  global
        .is_volatile:    true
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         56
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           DES_bs_cmp_high
    .private_segment_fixed_size: 16656
    .sgpr_count:     97
    .sgpr_spill_count: 0
    .symbol:         DES_bs_cmp_high.kd
    .vgpr_count:     187
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           24
        .type_name:      DES_hash_check_params
        .value_kind:     by_value
      - .address_space:  global
        .is_volatile:    true
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         56
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         96
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         104
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 128
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           DES_bs_cmp
    .private_segment_fixed_size: 16384
    .sgpr_count:     98
    .sgpr_spill_count: 0
    .symbol:         DES_bs_cmp.kd
    .vgpr_count:     186
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
