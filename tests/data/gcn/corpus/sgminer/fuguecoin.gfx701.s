	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	search                  ; -- Begin function search
	.globl	search
	.p2align	8
	.type	search,@function
search:                                 ; @search
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	s_add_u32 s44, s40, 24
	s_mov_b32 s33, s16
	s_addc_u32 s45, s41, 0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	v_mov_b32_e32 v43, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x100
	v_cmp_gt_i32_e32 vcc, s4, v40
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	v_ashrrev_i32_e32 v41, 31, v40
	v_ashrrev_i32_e32 v1, 31, v0
	s_getpc_b64 s[12:13]
	s_add_u32 s12, s12, mixtab0_c@rel32@lo+4
	s_addc_u32 s13, s13, mixtab0_c@rel32@hi+12
	v_lshl_b64 v[2:3], v[40:41], 2
	v_lshl_b64 v[4:5], v[0:1], 2
	s_getpc_b64 s[14:15]
	s_add_u32 s14, s14, mixtab1_c@rel32@lo+4
	s_addc_u32 s15, s15, mixtab1_c@rel32@hi+12
	v_lshlrev_b32_e32 v1, 2, v40
	v_lshlrev_b32_e32 v6, 2, v0
	s_mov_b64 s[10:11], 0
	s_movk_i32 s18, 0xff
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, mixtab2_c@rel32@lo+4
	s_addc_u32 s17, s17, mixtab2_c@rel32@hi+12
	s_getpc_b64 s[20:21]
	s_add_u32 s20, s20, mixtab3_c@rel32@lo+4
	s_addc_u32 s21, s21, mixtab3_c@rel32@hi+12
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v8, s13
	v_mov_b32_e32 v10, s15
	v_add_i32_e32 v7, vcc, s14, v2
	v_mov_b32_e32 v13, s17
	v_add_i32_e64 v9, s[4:5], s16, v2
	v_add_i32_e64 v11, s[6:7], s12, v2
	v_addc_u32_e64 v12, s[6:7], v3, v8, s[6:7]
	v_addc_u32_e32 v8, vcc, v3, v10, vcc
	v_addc_u32_e64 v10, vcc, v3, v13, s[4:5]
	v_mov_b32_e32 v14, s21
	v_add_i32_e32 v13, vcc, s20, v2
	flat_load_dword v11, v[11:12]
	flat_load_dword v7, v[7:8]
	flat_load_dword v8, v[9:10]
	v_addc_u32_e32 v14, vcc, v3, v14, vcc
	flat_load_dword v9, v[13:14]
	v_add_i32_e32 v40, vcc, v40, v0
	v_cmp_lt_i32_e32 vcc, s18, v40
	v_add_i32_e64 v2, s[4:5], v2, v4
	v_addc_u32_e64 v3, s[4:5], v3, v5, s[4:5]
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v1, v11, v7 offset1:4
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v1, v8, v9 offset0:8 offset1:12
	v_add_i32_e32 v1, vcc, v1, v6
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[8:9]
	s_add_u32 s8, s40, 24
	s_addc_u32 s9, s41, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 2
	v_mov_b32_e32 v40, s46
	v_mov_b32_e32 v41, s47
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	s_add_u32 s4, s48, 48
	flat_load_dwordx4 v[11:14], v[0:1]
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dwordx4 v[15:18], v[0:1]
	s_add_u32 s4, s48, 32
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	s_add_u32 s4, s48, 16
	flat_load_dwordx4 v[19:22], v[0:1]
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dwordx4 v[23:26], v[0:1]
	s_add_u32 s4, s48, 64
	s_addc_u32 s5, s49, 0
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_load_dwordx3 v[27:29], v[0:1]
	v_mov_b32_e32 v0, 0
	s_movk_i32 s5, 0x400
	s_movk_i32 s6, 0x800
	s_movk_i32 s7, 0xa00
	ds_read2_b32 v[30:31], v0 offset0:52 offset1:145
	ds_read2_b32 v[0:1], v0 offset1:27
	s_movk_i32 s8, 0xc00
	v_add_i32_e64 v2, vcc, s5, 0
	v_add_i32_e64 v4, vcc, s6, 0
	v_add_i32_e64 v5, vcc, s7, 0
	v_add_i32_e64 v34, vcc, s8, 0
	ds_read2_b32 v[100:101], v2 offset0:73 offset1:248
	ds_read2_b32 v[6:7], v4 offset0:194 offset1:223
	ds_read2_b32 v[2:3], v2 offset1:45
	ds_read2_b32 v[9:10], v5 offset0:104 offset1:128
	ds_read2_b32 v[4:5], v4 offset1:2
	ds_read2_b32 v[32:33], v34 offset0:153 offset1:182
	s_mov_b32 s4, 0xff00ff
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v1, v3, v1
	v_xor_b32_e32 v8, v2, v0
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v102, v9, v7
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v8, v4
	v_xor_b32_e32 v35, v101, v30
	v_xor_b32_e32 v36, v100, v31
	v_xor_b32_e32 v10, v7, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v104, v1, v33
	v_xor_b32_e32 v103, v35, v6
	v_xor_b32_e32 v6, v36, v9
	v_xor_b32_e32 v114, v6, v32
	s_movk_i32 s5, 0x3fc
	s_movk_i32 s6, 0xff
	v_xor_b32_e32 v30, v30, v31
	s_mov_b32 s7, 0xff000000
	v_xor_b32_e32 v3, v101, v3
	s_mov_b32 s8, 0xff0000
	s_mov_b32 s9, 0xff00
	s_mov_b32 s10, 0xe0d4f668
	v_xor_b32_e32 v8, v5, v8
	s_waitcnt vmcnt(4)
	v_alignbit_b32 v1, v11, v11, 8
	v_alignbit_b32 v7, v11, v11, 24
	v_bfi_b32 v95, s4, v7, v1
	v_lshrrev_b32_e32 v6, 22, v95
	v_lshrrev_b32_e32 v7, 14, v95
	v_and_b32_e32 v6, s5, v6
	v_and_b32_e32 v7, s5, v7
	v_alignbit_b32 v9, v12, v12, 8
	v_alignbit_b32 v11, v12, v12, 24
	v_bfi_b32 v87, s4, v11, v9
	v_lshrrev_b32_e32 v9, 22, v87
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 14, v87
	v_and_b32_e32 v11, s5, v11
	v_alignbit_b32 v12, v13, v13, 8
	v_alignbit_b32 v13, v13, v13, 24
	v_bfi_b32 v97, s4, v13, v12
	v_alignbit_b32 v35, v14, v14, 8
	v_alignbit_b32 v14, v14, v14, 24
	s_waitcnt vmcnt(0)
	v_alignbit_b32 v112, v29, v29, 8
	v_alignbit_b32 v113, v29, v29, 24
	v_lshrrev_b32_e32 v29, 6, v95
	v_alignbit_b32 v110, v28, v28, 8
	v_alignbit_b32 v111, v28, v28, 24
	v_xor_b32_e32 v28, v32, v33
	v_and_b32_e32 v29, s5, v29
	v_and_b32_e32 v32, s6, v95
	v_lshlrev_b32_e32 v32, 2, v32
	ds_read_b32 v33, v6
	ds_read_b32 v115, v7 offset:1024
	ds_read_b32 v116, v29 offset:2048
	ds_read_b32 v29, v32 offset:3072
	ds_read2_b32 v[6:7], v34 offset0:72 offset1:128
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v120, v30, v33
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v31, v115, v33
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v31, v31, v116
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v117, v31, v29
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v118, v28, v6
	v_xor_b32_e32 v28, v117, v118
	v_and_b32_e32 v28, s6, v28
	v_lshlrev_b32_e32 v28, 2, v28
	v_lshrrev_b32_e32 v29, 6, v87
	v_and_b32_e32 v30, s6, v87
	ds_read_b32 v119, v28 offset:3072
	v_and_b32_e32 v29, s5, v29
	v_lshlrev_b32_e32 v30, 2, v30
	ds_read_b32 v121, v9
	ds_read_b32 v122, v11 offset:1024
	ds_read_b32 v123, v29 offset:2048
	ds_read_b32 v9, v30 offset:3072
	v_lshlrev_b32_e32 v28, 24, v120
	v_and_b32_e32 v11, s7, v117
	v_xor_b32_e32 v124, v11, v28
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v11, v122, v121
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v11, v11, v123
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v125, v11, v9
	v_lshrrev_b32_e32 v9, 22, v97
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 14, v97
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 6, v97
	ds_read_b32 v105, v9
	ds_read_b32 v109, v11 offset:1024
	v_and_b32_e32 v9, s6, v97
	v_and_b32_e32 v12, s5, v12
	v_lshlrev_b32_e32 v9, 2, v9
	v_bfi_b32 v89, s4, v14, v35
	ds_read_b32 v108, v12 offset:2048
	ds_read_b32 v9, v9 offset:3072
	v_lshrrev_b32_e32 v12, 22, v89
	v_and_b32_e32 v12, s5, v12
	v_lshrrev_b32_e32 v13, 14, v89
	v_lshrrev_b32_e32 v14, 6, v89
	v_and_b32_e32 v28, s6, v89
	v_and_b32_e32 v13, s5, v13
	v_and_b32_e32 v14, s5, v14
	v_lshlrev_b32_e32 v28, 2, v28
	ds_read_b32 v88, v12
	ds_read_b32 v99, v13 offset:1024
	ds_read_b32 v100, v14 offset:2048
	ds_read_b32 v12, v28 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v11, v109, v105
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v11, v11, v108
	v_alignbit_b32 v45, v23, v23, 8
	v_alignbit_b32 v23, v23, v23, 24
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v96, v11, v9
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v9, v99, v88
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v9, v9, v100
	v_bfi_b32 v94, s4, v23, v45
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v98, v9, v12
	v_lshrrev_b32_e32 v9, 22, v94
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 14, v94
	v_alignbit_b32 v46, v24, v24, 8
	v_alignbit_b32 v24, v24, v24, 24
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 6, v94
	ds_read_b32 v91, v9
	ds_read_b32 v92, v11 offset:1024
	v_and_b32_e32 v9, s6, v94
	v_and_b32_e32 v12, s5, v12
	v_lshlrev_b32_e32 v9, 2, v9
	v_bfi_b32 v86, s4, v24, v46
	ds_read_b32 v93, v12 offset:2048
	ds_read_b32 v9, v9 offset:3072
	v_lshrrev_b32_e32 v12, 22, v86
	v_and_b32_e32 v12, s5, v12
	v_lshrrev_b32_e32 v13, 14, v86
	v_lshrrev_b32_e32 v14, 6, v86
	v_and_b32_e32 v23, s6, v86
	v_and_b32_e32 v13, s5, v13
	v_and_b32_e32 v14, s5, v14
	v_lshlrev_b32_e32 v23, 2, v23
	ds_read_b32 v82, v12
	ds_read_b32 v84, v13 offset:1024
	ds_read_b32 v85, v14 offset:2048
	ds_read_b32 v12, v23 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v11, v92, v91
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v11, v11, v93
	v_alignbit_b32 v47, v25, v25, 8
	v_alignbit_b32 v25, v25, v25, 24
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v90, v11, v9
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v9, v84, v82
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v9, v9, v85
	v_bfi_b32 v81, s4, v25, v47
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v83, v9, v12
	v_lshrrev_b32_e32 v9, 22, v81
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 14, v81
	v_alignbit_b32 v48, v26, v26, 8
	v_alignbit_b32 v26, v26, v26, 24
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 6, v81
	ds_read_b32 v79, v9
	ds_read_b32 v78, v11 offset:1024
	v_and_b32_e32 v9, s6, v81
	v_and_b32_e32 v12, s5, v12
	v_lshlrev_b32_e32 v9, 2, v9
	v_bfi_b32 v76, s4, v26, v48
	ds_read_b32 v80, v12 offset:2048
	ds_read_b32 v9, v9 offset:3072
	v_lshrrev_b32_e32 v12, 22, v76
	v_and_b32_e32 v12, s5, v12
	v_lshrrev_b32_e32 v13, 14, v76
	v_lshrrev_b32_e32 v14, 6, v76
	v_and_b32_e32 v23, s6, v76
	v_and_b32_e32 v13, s5, v13
	v_and_b32_e32 v14, s5, v14
	v_lshlrev_b32_e32 v23, 2, v23
	ds_read_b32 v75, v12
	ds_read_b32 v74, v13 offset:1024
	ds_read_b32 v73, v14 offset:2048
	ds_read_b32 v12, v23 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v11, v78, v79
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v11, v11, v80
	v_alignbit_b32 v38, v19, v19, 8
	v_alignbit_b32 v19, v19, v19, 24
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v77, v11, v9
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v9, v74, v75
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v9, v9, v73
	v_bfi_b32 v71, s4, v19, v38
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v72, v9, v12
	v_lshrrev_b32_e32 v9, 22, v71
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 14, v71
	v_alignbit_b32 v39, v20, v20, 8
	v_alignbit_b32 v20, v20, v20, 24
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 6, v71
	ds_read_b32 v69, v9
	ds_read_b32 v68, v11 offset:1024
	v_and_b32_e32 v9, s6, v71
	v_and_b32_e32 v12, s5, v12
	v_lshlrev_b32_e32 v9, 2, v9
	v_bfi_b32 v66, s4, v20, v39
	ds_read_b32 v70, v12 offset:2048
	ds_read_b32 v9, v9 offset:3072
	v_lshrrev_b32_e32 v12, 22, v66
	v_and_b32_e32 v12, s5, v12
	v_lshrrev_b32_e32 v13, 14, v66
	v_lshrrev_b32_e32 v14, 6, v66
	v_and_b32_e32 v19, s6, v66
	v_and_b32_e32 v13, s5, v13
	v_and_b32_e32 v14, s5, v14
	v_lshlrev_b32_e32 v19, 2, v19
	ds_read_b32 v65, v12
	ds_read_b32 v64, v13 offset:1024
	ds_read_b32 v63, v14 offset:2048
	ds_read_b32 v12, v19 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v11, v68, v69
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v11, v11, v70
	v_alignbit_b32 v43, v21, v21, 8
	v_alignbit_b32 v21, v21, v21, 24
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v67, v11, v9
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v9, v64, v65
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v9, v9, v63
	v_bfi_b32 v61, s4, v21, v43
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v62, v9, v12
	v_lshrrev_b32_e32 v9, 22, v61
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 14, v61
	v_alignbit_b32 v44, v22, v22, 8
	v_alignbit_b32 v22, v22, v22, 24
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 6, v61
	ds_read_b32 v59, v9
	ds_read_b32 v58, v11 offset:1024
	v_and_b32_e32 v9, s6, v61
	v_and_b32_e32 v12, s5, v12
	v_lshlrev_b32_e32 v9, 2, v9
	v_bfi_b32 v56, s4, v22, v44
	ds_read_b32 v60, v12 offset:2048
	ds_read_b32 v9, v9 offset:3072
	v_lshrrev_b32_e32 v12, 22, v56
	v_and_b32_e32 v12, s5, v12
	v_lshrrev_b32_e32 v13, 14, v56
	v_lshrrev_b32_e32 v14, 6, v56
	v_and_b32_e32 v19, s6, v56
	v_and_b32_e32 v13, s5, v13
	v_and_b32_e32 v14, s5, v14
	v_lshlrev_b32_e32 v19, 2, v19
	ds_read_b32 v55, v12
	ds_read_b32 v54, v13 offset:1024
	ds_read_b32 v53, v14 offset:2048
	ds_read_b32 v12, v19 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v11, v58, v59
	v_alignbit_b32 v1, v15, v15, 8
	v_alignbit_b32 v15, v15, v15, 24
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v11, v11, v60
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v57, v11, v9
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v9, v54, v55
	v_bfi_b32 v51, s4, v15, v1
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v9, v9, v53
	v_lshrrev_b32_e32 v1, 22, v51
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v52, v9, v12
	v_and_b32_e32 v1, s5, v1
	v_lshrrev_b32_e32 v9, 14, v51
	v_alignbit_b32 v36, v16, v16, 8
	v_alignbit_b32 v16, v16, v16, 24
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 6, v51
	ds_read_b32 v49, v1
	ds_read_b32 v48, v9 offset:1024
	v_and_b32_e32 v1, s6, v51
	v_and_b32_e32 v11, s5, v11
	v_lshlrev_b32_e32 v1, 2, v1
	v_bfi_b32 v46, s4, v16, v36
	ds_read_b32 v50, v11 offset:2048
	ds_read_b32 v1, v1 offset:3072
	v_lshrrev_b32_e32 v11, 22, v46
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 14, v46
	v_lshrrev_b32_e32 v13, 6, v46
	v_and_b32_e32 v14, s6, v46
	v_and_b32_e32 v12, s5, v12
	v_and_b32_e32 v13, s5, v13
	v_lshlrev_b32_e32 v14, 2, v14
	ds_read_b32 v45, v11
	ds_read_b32 v44, v12 offset:1024
	ds_read_b32 v43, v13 offset:2048
	ds_read_b32 v11, v14 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v9, v48, v49
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v9, v9, v50
	v_alignbit_b32 v37, v17, v17, 8
	v_alignbit_b32 v17, v17, v17, 24
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v47, v9, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v1, v44, v45
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v1, v1, v43
	v_bfi_b32 v38, s4, v17, v37
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v39, v1, v11
	v_lshrrev_b32_e32 v1, 22, v38
	v_and_b32_e32 v1, s5, v1
	v_lshrrev_b32_e32 v9, 14, v38
	v_alignbit_b32 v106, v18, v18, 8
	v_alignbit_b32 v18, v18, v18, 24
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 6, v38
	ds_read_b32 v36, v1
	ds_read_b32 v35, v9 offset:1024
	v_and_b32_e32 v1, s6, v38
	v_and_b32_e32 v11, s5, v11
	v_lshlrev_b32_e32 v1, 2, v1
	v_bfi_b32 v33, s4, v18, v106
	ds_read_b32 v37, v11 offset:2048
	ds_read_b32 v1, v1 offset:3072
	v_lshrrev_b32_e32 v11, 22, v33
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 14, v33
	v_lshrrev_b32_e32 v13, 6, v33
	v_and_b32_e32 v14, s6, v33
	v_and_b32_e32 v12, s5, v12
	v_and_b32_e32 v13, s5, v13
	v_lshlrev_b32_e32 v14, 2, v14
	ds_read_b32 v32, v11
	ds_read_b32 v31, v12 offset:1024
	ds_read_b32 v30, v13 offset:2048
	ds_read_b32 v11, v14 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v9, v35, v36
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v9, v9, v37
	v_alignbit_b32 v107, v27, v27, 8
	v_alignbit_b32 v27, v27, v27, 24
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v34, v9, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v1, v31, v32
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v1, v1, v30
	v_bfi_b32 v28, s4, v27, v107
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v29, v1, v11
	v_lshrrev_b32_e32 v1, 22, v28
	v_and_b32_e32 v1, s5, v1
	v_lshrrev_b32_e32 v9, 14, v28
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v11, 6, v28
	ds_read_b32 v26, v1
	ds_read_b32 v25, v9 offset:1024
	v_and_b32_e32 v1, s6, v28
	v_and_b32_e32 v11, s5, v11
	v_lshlrev_b32_e32 v1, 2, v1
	v_bfi_b32 v23, s4, v111, v110
	ds_read_b32 v27, v11 offset:2048
	ds_read_b32 v1, v1 offset:3072
	v_lshrrev_b32_e32 v11, 22, v23
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 14, v23
	v_lshrrev_b32_e32 v13, 6, v23
	v_and_b32_e32 v14, s6, v23
	v_and_b32_e32 v12, s5, v12
	v_and_b32_e32 v13, s5, v13
	v_lshlrev_b32_e32 v14, 2, v14
	ds_read_b32 v22, v11
	ds_read_b32 v21, v12 offset:1024
	ds_read_b32 v20, v13 offset:2048
	ds_read_b32 v11, v14 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v9, v25, v26
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v9, v9, v27
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v24, v9, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v1, v21, v22
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v1, v1, v20
	v_bfi_b32 v9, s4, v113, v112
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v19, v1, v11
	v_lshrrev_b32_e32 v1, 22, v9
	v_and_b32_e32 v1, s5, v1
	v_lshrrev_b32_e32 v11, 14, v9
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v12, 6, v9
	ds_read_b32 v17, v1
	ds_read_b32 v16, v11 offset:1024
	v_and_b32_e32 v1, s6, v9
	v_and_b32_e32 v12, s5, v12
	v_lshlrev_b32_e32 v1, 2, v1
	ds_read_b32 v18, v12 offset:2048
	ds_read_b32 v11, v1 offset:3072
	v_alignbit_b32 v1, v42, v42, 8
	v_alignbit_b32 v12, v42, v42, 24
	v_bfi_b32 v1, s4, v12, v1
	v_lshrrev_b32_e32 v12, 22, v1
	v_lshrrev_b32_e32 v13, 14, v1
	v_lshrrev_b32_e32 v14, 6, v1
	v_and_b32_e32 v12, s5, v12
	v_and_b32_e32 v13, s5, v13
	v_and_b32_e32 v42, s5, v14
	v_and_b32_e32 v14, s6, v1
	v_lshlrev_b32_e32 v106, 2, v14
	ds_read_b32 v14, v12
	ds_read_b32 v13, v13 offset:1024
	ds_read_b32 v12, v42 offset:2048
	ds_read_b32 v42, v106 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v15, v16, v17
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v15, v15, v18
	v_xor_b32_e32 v3, v3, v115
	v_and_b32_e32 v106, s6, v104
	v_lshrrev_b32_e32 v107, 24, v118
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v15, v15, v11
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v11, v13, v14
	v_xor_b32_e32 v106, v107, v106
	v_lshrrev_b32_e32 v107, 8, v3
	v_xor_b32_e32 v6, v103, v6
	v_lshrrev_b32_e32 v103, 8, v118
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v11, v11, v12
	v_xor_b32_e32 v107, v107, v104
	v_xor_b32_e32 v103, v103, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v11, v11, v42
	v_xor_b32_e32 v42, v102, v116
	v_and_b32_e32 v107, s8, v107
	v_and_b32_e32 v103, s6, v103
	v_lshlrev_b32_e32 v111, 16, v120
	v_lshlrev_b32_e32 v112, 8, v3
	v_lshlrev_b32_e32 v102, 8, v42
	v_or_b32_e32 v103, v107, v103
	v_lshrrev_b32_e32 v107, 16, v42
	v_xor_b32_e32 v111, v111, v6
	v_xor_b32_e32 v112, v112, v6
	v_xor_b32_e32 v113, v42, v6
	v_lshrrev_b32_e32 v6, 8, v42
	v_lshrrev_b32_e32 v42, 16, v118
	v_lshlrev_b32_e32 v101, 16, v3
	v_xor_b32_e32 v42, v42, v114
	v_xor_b32_e32 v101, v117, v101
	v_lshlrev_b32_e32 v110, 8, v120
	v_and_b32_e32 v111, s7, v111
	v_and_b32_e32 v42, s6, v42
	v_xor_b32_e32 v110, v110, v114
	v_or_b32_e32 v42, v111, v42
	v_and_b32_e32 v101, s8, v101
	v_or_b32_e32 v42, v42, v101
	v_and_b32_e32 v101, s7, v110
	v_xor_b32_e32 v102, v117, v102
	v_or_b32_e32 v101, v101, v106
	v_and_b32_e32 v106, s8, v112
	v_xor_b32_e32 v107, v107, v104
	v_or_b32_e32 v101, v101, v106
	v_and_b32_e32 v102, s9, v102
	v_or_b32_e32 v111, v101, v102
	v_and_b32_e32 v101, s9, v107
	v_xor_b32_e32 v6, v6, v114
	v_or_b32_e32 v42, v42, v101
	v_xor_b32_e32 v101, s10, v111
	v_or_b32_e32 v103, v103, v124
	v_and_b32_e32 v6, s9, v6
	v_lshrrev_b32_e32 v102, 22, v101
	v_lshrrev_b32_e32 v106, 14, v101
	v_xor_b32_e32 v107, 0xd2b0b594, v42
	v_xor_b32_e32 v3, v3, v114
	v_and_b32_e32 v102, s5, v102
	v_and_b32_e32 v106, s5, v106
	v_or_b32_e32 v6, v103, v6
	v_lshrrev_b32_e32 v103, 6, v101
	v_and_b32_e32 v101, s6, v101
	v_lshrrev_b32_e32 v110, 22, v107
	v_lshrrev_b32_e32 v112, 14, v107
	v_lshrrev_b32_e32 v114, 6, v107
	ds_read_b32 v102, v102
	ds_read_b32 v106, v106 offset:1024
	v_and_b32_e32 v103, s5, v103
	v_lshlrev_b32_e32 v101, 2, v101
	v_and_b32_e32 v110, s5, v110
	v_and_b32_e32 v112, s5, v112
	v_and_b32_e32 v114, s5, v114
	v_and_b32_e32 v107, s6, v107
	ds_read_b32 v103, v103 offset:2048
	ds_read_b32 v101, v101 offset:3072
	ds_read_b32 v110, v110
	ds_read_b32 v112, v112 offset:1024
	ds_read_b32 v114, v114 offset:2048
	v_lshlrev_b32_e32 v107, 2, v107
	ds_read_b32 v107, v107 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v102, v106, v102
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v112, v112, v110
	v_xor_b32_e32 v102, v102, v103
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v112, v112, v114
	v_xor_b32_e32 v102, v102, v101
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v112, v112, v107
	v_xor_b32_e32 v101, v107, v101
	v_xor_b32_e32 v107, 0xf96c621d, v6
	v_xor_b32_e32 v103, v114, v103
	v_lshrrev_b32_e32 v114, 22, v107
	v_lshrrev_b32_e32 v115, 14, v107
	v_xor_b32_e32 v104, v120, v104
	v_and_b32_e32 v114, s5, v114
	v_and_b32_e32 v115, s5, v115
	v_lshrrev_b32_e32 v116, 6, v107
	v_and_b32_e32 v107, s6, v107
	ds_read_b32 v114, v114
	ds_read_b32 v115, v115 offset:1024
	v_lshrrev_b32_e32 v104, 22, v104
	v_lshrrev_b32_e32 v3, 14, v3
	v_and_b32_e32 v116, s5, v116
	v_lshlrev_b32_e32 v107, 2, v107
	v_and_b32_e32 v104, s5, v104
	v_and_b32_e32 v3, s5, v3
	v_lshrrev_b32_e32 v113, 6, v113
	ds_read_b32 v116, v116 offset:2048
	ds_read_b32 v107, v107 offset:3072
	ds_read_b32 v104, v104
	ds_read_b32 v3, v3 offset:1024
	v_and_b32_e32 v113, s5, v113
	ds_read_b32 v113, v113 offset:2048
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v110, v114, v110
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v114, v115, v114
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v114, v114, v116
	v_xor_b32_e32 v106, v115, v106
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v114, v114, v107
	v_xor_b32_e32 v107, v101, v107
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v101, v3, v104
	v_xor_b32_e32 v115, v110, v104
	v_xor_b32_e32 v3, v106, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v101, v101, v113
	v_xor_b32_e32 v104, v101, v119
	v_xor_b32_e32 v101, v115, v102
	v_xor_b32_e32 v106, v3, v112
	v_xor_b32_e32 v103, v103, v113
	v_and_b32_e32 v101, s7, v101
	v_and_b32_e32 v106, s8, v106
	v_or_b32_e32 v101, v106, v101
	v_xor_b32_e32 v106, v103, v114
	v_and_b32_e32 v106, s9, v106
	v_or_b32_e32 v101, v101, v106
	v_xor_b32_e32 v106, v104, v107
	v_and_b32_e32 v106, s6, v106
	v_or_b32_e32 v101, v101, v106
	v_lshrrev_b32_e32 v106, 24, v107
	v_and_b32_e32 v110, s6, v102
	v_xor_b32_e32 v106, v106, v110
	v_lshlrev_b32_e32 v110, 16, v115
	v_lshrrev_b32_e32 v113, 16, v107
	v_xor_b32_e32 v110, v110, v114
	v_xor_b32_e32 v113, v113, v112
	v_and_b32_e32 v110, s7, v110
	v_and_b32_e32 v113, s6, v113
	v_or_b32_e32 v110, v110, v113
	v_lshlrev_b32_e32 v113, 16, v3
	v_xor_b32_e32 v113, v104, v113
	v_and_b32_e32 v113, s8, v113
	v_or_b32_e32 v110, v110, v113
	v_lshrrev_b32_e32 v113, 16, v103
	v_xor_b32_e32 v113, v113, v102
	v_and_b32_e32 v113, s9, v113
	v_or_b32_e32 v110, v110, v113
	v_lshlrev_b32_e32 v113, 8, v103
	v_xor_b32_e32 v113, v104, v113
	v_and_b32_e32 v104, s7, v104
	v_lshlrev_b32_e32 v116, 24, v115
	v_xor_b32_e32 v104, v104, v116
	v_lshrrev_b32_e32 v116, 8, v3
	v_lshrrev_b32_e32 v107, 8, v107
	v_xor_b32_e32 v102, v116, v102
	v_xor_b32_e32 v107, v107, v114
	v_lshrrev_b32_e32 v103, 8, v103
	v_and_b32_e32 v102, s8, v102
	v_and_b32_e32 v107, s6, v107
	v_lshlrev_b32_e32 v115, 8, v115
	v_xor_b32_e32 v103, v103, v112
	v_or_b32_e32 v102, v102, v107
	v_xor_b32_e32 v115, v115, v112
	v_lshlrev_b32_e32 v3, 8, v3
	v_or_b32_e32 v102, v102, v104
	v_and_b32_e32 v103, s9, v103
	v_xor_b32_e32 v3, v3, v114
	v_or_b32_e32 v103, v102, v103
	v_and_b32_e32 v102, s7, v115
	v_and_b32_e32 v3, s8, v3
	v_or_b32_e32 v102, v102, v106
	v_lshrrev_b32_e32 v104, 22, v115
	v_or_b32_e32 v102, v102, v3
	v_and_b32_e32 v104, s5, v104
	v_and_b32_e32 v112, s9, v113
	ds_read_b32 v107, v104
	v_or_b32_e32 v104, v102, v112
	v_lshrrev_b32_e32 v102, 6, v112
	v_xor_b32_e32 v112, 0xe952bdde, v110
	v_lshrrev_b32_e32 v3, 14, v3
	v_lshrrev_b32_e32 v113, 22, v112
	v_lshrrev_b32_e32 v114, 14, v112
	v_lshrrev_b32_e32 v115, 6, v112
	ds_read_b32 v3, v3 offset:1024
	v_and_b32_e32 v113, s5, v113
	v_and_b32_e32 v114, s5, v114
	v_and_b32_e32 v115, s5, v115
	v_and_b32_e32 v112, s6, v112
	ds_read_b32 v102, v102 offset:2048
	v_lshlrev_b32_e32 v112, 2, v112
	ds_read_b32 v113, v113
	ds_read_b32 v114, v114 offset:1024
	ds_read_b32 v115, v115 offset:2048
	v_lshlrev_b32_e32 v106, 2, v106
	ds_read_b32 v106, v106 offset:3072
	ds_read_b32 v112, v112 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v107, v3, v107
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v114, v114, v113
	v_xor_b32_e32 v107, v107, v102
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v114, v114, v115
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v107, v107, v106
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v114, v114, v112
	v_xor_b32_e32 v106, v112, v106
	v_xor_b32_e32 v112, 0x6671135f, v103
	v_xor_b32_e32 v102, v115, v102
	v_lshrrev_b32_e32 v115, 22, v112
	v_lshrrev_b32_e32 v116, 14, v112
	v_lshrrev_b32_e32 v117, 6, v112
	v_and_b32_e32 v112, s6, v112
	v_and_b32_e32 v115, s5, v115
	v_and_b32_e32 v116, s5, v116
	v_and_b32_e32 v117, s5, v117
	v_lshlrev_b32_e32 v112, 2, v112
	ds_read_b32 v115, v115
	ds_read_b32 v116, v116 offset:1024
	ds_read_b32 v117, v117 offset:2048
	ds_read_b32 v112, v112 offset:3072
	v_and_b32_e32 v118, s6, v107
	v_xor_b32_e32 v102, v102, v123
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v113, v115, v113
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v115, v116, v115
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v106, v106, v112
	v_xor_b32_e32 v3, v116, v3
	v_xor_b32_e32 v115, v115, v117
	v_xor_b32_e32 v113, v113, v121
	v_lshrrev_b32_e32 v117, 24, v106
	v_xor_b32_e32 v115, v115, v112
	v_xor_b32_e32 v3, v3, v122
	v_xor_b32_e32 v117, v117, v118
	v_lshlrev_b32_e32 v118, 16, v113
	v_lshrrev_b32_e32 v119, 16, v106
	v_lshlrev_b32_e32 v112, 16, v3
	v_xor_b32_e32 v118, v118, v115
	v_xor_b32_e32 v119, v119, v114
	v_xor_b32_e32 v112, v125, v112
	v_and_b32_e32 v119, s6, v119
	v_and_b32_e32 v120, s7, v118
	v_and_b32_e32 v112, s8, v112
	v_or_b32_e32 v120, v120, v119
	v_lshrrev_b32_e32 v116, 14, v112
	v_or_b32_e32 v120, v120, v112
	v_and_b32_e32 v112, s7, v125
	v_lshlrev_b32_e32 v121, 24, v113
	v_xor_b32_e32 v121, v112, v121
	v_lshrrev_b32_e32 v112, 16, v102
	v_xor_b32_e32 v122, v112, v107
	v_lshrrev_b32_e32 v112, 8, v3
	v_xor_b32_e32 v123, v112, v107
	v_lshlrev_b32_e32 v112, 8, v113
	v_xor_b32_e32 v107, v113, v107
	v_xor_b32_e32 v113, v112, v114
	v_lshrrev_b32_e32 v112, 8, v102
	v_xor_b32_e32 v124, v112, v114
	v_xor_b32_e32 v114, v3, v114
	v_lshlrev_b32_e32 v3, 8, v3
	v_xor_b32_e32 v126, v102, v115
	v_lshlrev_b32_e32 v102, 8, v102
	v_xor_b32_e32 v3, v3, v115
	v_and_b32_e32 v112, s7, v113
	v_xor_b32_e32 v102, v125, v102
	v_xor_b32_e32 v125, v125, v106
	v_lshrrev_b32_e32 v106, 8, v106
	v_and_b32_e32 v3, s8, v3
	v_or_b32_e32 v112, v112, v117
	v_xor_b32_e32 v106, v106, v115
	v_or_b32_e32 v112, v112, v3
	v_lshrrev_b32_e32 v3, 14, v3
	v_and_b32_e32 v122, s9, v122
	ds_read_b32 v115, v3 offset:1024
	v_and_b32_e32 v102, s9, v102
	v_or_b32_e32 v3, v120, v122
	v_and_b32_e32 v120, s8, v123
	v_and_b32_e32 v106, s6, v106
	v_lshrrev_b32_e32 v113, 22, v113
	v_lshrrev_b32_e32 v118, 22, v118
	v_lshrrev_b32_e32 v114, 14, v114
	v_lshrrev_b32_e32 v126, 6, v126
	v_and_b32_e32 v125, s6, v125
	v_or_b32_e32 v112, v112, v102
	v_or_b32_e32 v123, v120, v106
	v_and_b32_e32 v113, s5, v113
	v_lshrrev_b32_e32 v102, 6, v102
	v_and_b32_e32 v118, s5, v118
	v_lshlrev_b32_e32 v119, 2, v119
	v_and_b32_e32 v114, s5, v114
	v_and_b32_e32 v126, s5, v126
	v_lshlrev_b32_e32 v125, 2, v125
	v_lshlrev_b32_e32 v106, 2, v106
	ds_read_b32 v116, v116 offset:1024
	ds_read_b32 v113, v113
	ds_read_b32 v125, v125 offset:3072
	ds_read_b32 v106, v106 offset:3072
	ds_read_b32 v126, v126 offset:2048
	ds_read_b32 v102, v102 offset:2048
	ds_read_b32 v114, v114 offset:1024
	ds_read_b32 v119, v119 offset:3072
	ds_read_b32 v118, v118
	v_lshrrev_b32_e32 v122, 6, v122
	ds_read_b32 v122, v122 offset:2048
	v_or_b32_e32 v123, v123, v121
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v113, v115, v113
	v_lshrrev_b32_e32 v121, 22, v121
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v116, v116, v118
	v_lshlrev_b32_e32 v117, 2, v117
	v_and_b32_e32 v124, s9, v124
	v_xor_b32_e32 v113, v113, v102
	ds_read_b32 v121, v121
	ds_read_b32 v117, v117 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v116, v116, v122
	v_xor_b32_e32 v122, v122, v102
	v_or_b32_e32 v102, v123, v124
	v_lshrrev_b32_e32 v123, 6, v124
	v_lshrrev_b32_e32 v120, 14, v120
	v_lshrrev_b32_e32 v107, 22, v107
	ds_read_b32 v120, v120 offset:1024
	ds_read_b32 v123, v123 offset:2048
	v_and_b32_e32 v107, s5, v107
	ds_read_b32 v107, v107
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v113, v113, v117
	v_xor_b32_e32 v116, v116, v119
	v_xor_b32_e32 v117, v119, v117
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v119, v120, v121
	v_xor_b32_e32 v118, v121, v118
	v_xor_b32_e32 v115, v120, v115
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v119, v119, v123
	v_xor_b32_e32 v119, v119, v106
	v_xor_b32_e32 v106, v117, v106
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v117, v118, v107
	v_xor_b32_e32 v107, v114, v107
	v_xor_b32_e32 v114, v115, v114
	v_xor_b32_e32 v118, v117, v113
	v_xor_b32_e32 v120, v114, v116
	v_xor_b32_e32 v115, v122, v126
	v_and_b32_e32 v118, s7, v118
	v_and_b32_e32 v120, s8, v120
	v_xor_b32_e32 v107, v107, v126
	v_or_b32_e32 v118, v120, v118
	v_xor_b32_e32 v120, v115, v119
	v_xor_b32_e32 v107, v107, v125
	v_and_b32_e32 v120, s9, v120
	v_or_b32_e32 v118, v118, v120
	v_xor_b32_e32 v120, v107, v106
	v_and_b32_e32 v120, s6, v120
	v_or_b32_e32 v118, v118, v120
	v_lshrrev_b32_e32 v120, 24, v106
	v_and_b32_e32 v121, s6, v113
	v_xor_b32_e32 v120, v120, v121
	v_lshlrev_b32_e32 v121, 8, v117
	v_xor_b32_e32 v121, v121, v116
	v_and_b32_e32 v121, s7, v121
	v_or_b32_e32 v120, v121, v120
	v_lshlrev_b32_e32 v121, 8, v114
	v_xor_b32_e32 v121, v121, v119
	v_and_b32_e32 v121, s8, v121
	v_or_b32_e32 v120, v120, v121
	v_lshlrev_b32_e32 v121, 8, v115
	v_xor_b32_e32 v121, v107, v121
	v_and_b32_e32 v121, s9, v121
	v_or_b32_e32 v120, v120, v121
	v_lshlrev_b32_e32 v121, 16, v114
	v_xor_b32_e32 v121, v107, v121
	v_and_b32_e32 v107, s7, v107
	v_lshlrev_b32_e32 v122, 24, v117
	v_xor_b32_e32 v122, v107, v122
	v_lshrrev_b32_e32 v107, 16, v115
	v_xor_b32_e32 v123, v107, v113
	v_lshrrev_b32_e32 v107, 8, v114
	v_xor_b32_e32 v107, v107, v113
	v_lshrrev_b32_e32 v113, 16, v106
	v_lshrrev_b32_e32 v106, 8, v106
	v_lshrrev_b32_e32 v114, 8, v115
	v_xor_b32_e32 v106, v106, v119
	v_xor_b32_e32 v113, v113, v116
	v_xor_b32_e32 v114, v114, v116
	v_lshlrev_b32_e32 v115, 16, v117
	v_and_b32_e32 v116, s8, v107
	v_and_b32_e32 v117, s6, v106
	v_or_b32_e32 v106, v116, v117
	v_xor_b32_e32 v107, s10, v120
	v_xor_b32_e32 v115, v115, v119
	v_and_b32_e32 v114, s9, v114
	v_or_b32_e32 v106, v106, v122
	v_lshrrev_b32_e32 v119, 22, v107
	v_lshrrev_b32_e32 v120, 14, v107
	v_and_b32_e32 v113, s6, v113
	v_or_b32_e32 v106, v106, v114
	v_and_b32_e32 v119, s5, v119
	v_and_b32_e32 v120, s5, v120
	v_lshrrev_b32_e32 v116, 14, v116
	v_lshrrev_b32_e32 v114, 6, v114
	v_lshlrev_b32_e32 v124, 2, v113
	ds_read_b32 v124, v124 offset:3072
	ds_read_b32 v114, v114 offset:2048
	ds_read_b32 v119, v119
	ds_read_b32 v120, v120 offset:1024
	ds_read_b32 v116, v116 offset:1024
	v_and_b32_e32 v126, s7, v115
	v_or_b32_e32 v113, v126, v113
	v_lshrrev_b32_e32 v125, 6, v107
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v119, v120, v119
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v120, v116, v120
	v_xor_b32_e32 v109, v120, v109
	v_and_b32_e32 v120, s8, v121
	v_and_b32_e32 v121, s9, v123
	v_or_b32_e32 v113, v113, v120
	v_and_b32_e32 v125, s5, v125
	v_or_b32_e32 v113, v113, v121
	v_lshrrev_b32_e32 v121, 6, v121
	ds_read_b32 v125, v125 offset:2048
	v_and_b32_e32 v123, s6, v107
	ds_read_b32 v121, v121 offset:2048
	v_lshlrev_b32_e32 v123, 2, v123
	ds_read_b32 v123, v123 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v119, v119, v125
	v_lshrrev_b32_e32 v126, 8, v109
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v125, v121, v125
	v_xor_b32_e32 v108, v125, v108
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v119, v119, v123
	v_lshrrev_b32_e32 v125, 16, v108
	v_lshrrev_b32_e32 v115, 22, v115
	v_xor_b32_e32 v126, v126, v119
	v_xor_b32_e32 v125, v125, v119
	v_and_b32_e32 v115, s5, v115
	v_lshrrev_b32_e32 v120, 14, v120
	v_and_b32_e32 v126, s8, v126
	v_and_b32_e32 v125, s9, v125
	v_lshrrev_b32_e32 v122, 22, v122
	v_lshrrev_b32_e32 v127, 14, v126
	ds_read_b32 v115, v115
	ds_read_b32 v120, v120 offset:1024
	v_lshrrev_b32_e32 v128, 6, v125
	ds_read_b32 v127, v127 offset:1024
	ds_read_b32 v128, v128 offset:2048
	ds_read_b32 v122, v122
	v_lshlrev_b32_e32 v117, 2, v117
	ds_read_b32 v117, v117 offset:3072
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v120, v120, v115
	v_xor_b32_e32 v120, v120, v121
	v_xor_b32_e32 v121, v124, v123
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v116, v116, v122
	v_xor_b32_e32 v115, v122, v115
	v_xor_b32_e32 v114, v116, v114
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v116, v121, v117
	v_xor_b32_e32 v114, v114, v117
	v_xor_b32_e32 v105, v115, v105
	v_lshrrev_b32_e32 v115, 24, v116
	v_and_b32_e32 v117, s6, v119
	v_xor_b32_e32 v120, v120, v124
	v_xor_b32_e32 v115, v115, v117
	v_lshlrev_b32_e32 v117, 8, v105
	v_xor_b32_e32 v117, v117, v120
	v_and_b32_e32 v117, s7, v117
	v_or_b32_e32 v115, v117, v115
	v_lshlrev_b32_e32 v117, 8, v109
	v_xor_b32_e32 v117, v117, v114
	v_and_b32_e32 v117, s8, v117
	v_or_b32_e32 v115, v115, v117
	v_lshlrev_b32_e32 v117, 8, v108
	v_xor_b32_e32 v117, v96, v117
	v_and_b32_e32 v117, s9, v117
	v_or_b32_e32 v115, v115, v117
	v_and_b32_e32 v117, s7, v96
	v_lshlrev_b32_e32 v121, 24, v105
	v_xor_b32_e32 v117, v117, v121
	v_lshrrev_b32_e32 v121, 16, v116
	v_lshrrev_b32_e32 v122, 8, v108
	v_xor_b32_e32 v121, v121, v120
	v_xor_b32_e32 v122, v122, v120
	v_xor_b32_e32 v120, v109, v120
	v_lshlrev_b32_e32 v109, 16, v109
	v_xor_b32_e32 v109, v96, v109
	v_xor_b32_e32 v123, v96, v116
	v_lshlrev_b32_e32 v96, 16, v105
	v_xor_b32_e32 v119, v105, v119
	v_xor_b32_e32 v105, v96, v114
	v_lshrrev_b32_e32 v96, 8, v116
	v_xor_b32_e32 v108, v108, v114
	v_xor_b32_e32 v96, v96, v114
	v_and_b32_e32 v114, s6, v121
	v_xor_b32_e32 v121, s10, v115
	v_and_b32_e32 v116, s7, v105
	v_lshrrev_b32_e32 v124, 22, v121
	v_lshrrev_b32_e32 v129, 14, v121
	v_lshrrev_b32_e32 v119, 22, v119
	v_and_b32_e32 v130, s6, v96
	v_and_b32_e32 v122, s9, v122
	v_lshrrev_b32_e32 v120, 14, v120
	v_lshrrev_b32_e32 v108, 6, v108
	v_and_b32_e32 v109, s8, v109
	v_or_b32_e32 v116, v116, v114
	v_and_b32_e32 v124, s5, v124
	v_and_b32_e32 v129, s5, v129
	v_and_b32_e32 v119, s5, v119
	v_lshlrev_b32_e32 v96, 2, v114
	v_lshrrev_b32_e32 v114, 6, v122
	v_and_b32_e32 v120, s5, v120
	v_and_b32_e32 v108, s5, v108
	v_lshlrev_b32_e32 v131, 2, v130
	ds_read_b32 v120, v120 offset:1024
	ds_read_b32 v108, v108 offset:2048
	ds_read_b32 v131, v131 offset:3072
	ds_read_b32 v132, v96 offset:3072
	ds_read_b32 v114, v114 offset:2048
	ds_read_b32 v119, v119
	ds_read_b32 v124, v124
	ds_read_b32 v129, v129 offset:1024
	v_or_b32_e32 v96, v116, v109
	v_lshrrev_b32_e32 v105, 22, v105
	v_or_b32_e32 v96, v96, v125
	v_lshrrev_b32_e32 v125, 6, v121
	v_and_b32_e32 v105, s5, v105
	v_or_b32_e32 v116, v126, v130
	v_and_b32_e32 v125, s5, v125
	v_and_b32_e32 v121, s6, v121
	ds_read_b32 v126, v105
	v_lshrrev_b32_e32 v105, 14, v109
	ds_read_b32 v125, v125 offset:2048
	v_lshlrev_b32_e32 v121, 2, v121
	ds_read_b32 v105, v105 offset:1024
	ds_read_b32 v109, v121 offset:3072
	v_or_b32_e32 v116, v116, v117
	v_lshrrev_b32_e32 v117, 22, v117
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v124, v129, v124
	ds_read_b32 v117, v117
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v105, v105, v126
	v_xor_b32_e32 v121, v124, v125
	v_xor_b32_e32 v124, v105, v128
	v_or_b32_e32 v105, v116, v122
	v_and_b32_e32 v122, s6, v123
	v_lshlrev_b32_e32 v122, 2, v122
	ds_read_b32 v122, v122 offset:3072
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v123, v117, v126
	v_xor_b32_e32 v117, v127, v117
	v_xor_b32_e32 v116, v121, v109
	v_xor_b32_e32 v121, v124, v132
	v_xor_b32_e32 v124, v127, v129
	v_xor_b32_e32 v114, v117, v114
	v_xor_b32_e32 v117, v123, v119
	v_xor_b32_e32 v119, v120, v119
	v_xor_b32_e32 v120, v124, v120
	v_xor_b32_e32 v119, v119, v108
	v_xor_b32_e32 v125, v128, v125
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v119, v119, v122
	v_xor_b32_e32 v122, v117, v116
	v_xor_b32_e32 v123, v120, v121
	v_xor_b32_e32 v114, v114, v131
	v_xor_b32_e32 v108, v125, v108
	v_and_b32_e32 v122, s7, v122
	v_and_b32_e32 v123, s8, v123
	v_xor_b32_e32 v109, v132, v109
	v_or_b32_e32 v122, v123, v122
	v_xor_b32_e32 v123, v108, v114
	v_xor_b32_e32 v109, v109, v131
	v_and_b32_e32 v123, s9, v123
	v_or_b32_e32 v122, v122, v123
	v_xor_b32_e32 v123, v119, v109
	v_and_b32_e32 v123, s6, v123
	v_or_b32_e32 v122, v122, v123
	v_lshrrev_b32_e32 v123, 24, v109
	v_and_b32_e32 v124, s6, v116
	v_xor_b32_e32 v123, v123, v124
	v_lshlrev_b32_e32 v124, 8, v117
	v_xor_b32_e32 v124, v124, v121
	v_and_b32_e32 v124, s7, v124
	v_or_b32_e32 v123, v124, v123
	v_lshlrev_b32_e32 v124, 8, v120
	v_xor_b32_e32 v124, v124, v114
	v_and_b32_e32 v124, s8, v124
	v_or_b32_e32 v123, v123, v124
	v_lshlrev_b32_e32 v124, 8, v108
	v_xor_b32_e32 v124, v119, v124
	v_and_b32_e32 v124, s9, v124
	v_or_b32_e32 v123, v123, v124
	v_lshlrev_b32_e32 v124, 16, v117
	v_lshrrev_b32_e32 v125, 16, v109
	v_xor_b32_e32 v124, v124, v114
	v_xor_b32_e32 v125, v125, v121
	v_and_b32_e32 v124, s7, v124
	v_and_b32_e32 v125, s6, v125
	v_or_b32_e32 v124, v124, v125
	v_lshlrev_b32_e32 v125, 16, v120
	v_xor_b32_e32 v125, v119, v125
	v_and_b32_e32 v125, s8, v125
	v_lshlrev_b32_e32 v117, 24, v117
	v_and_b32_e32 v119, s7, v119
	v_or_b32_e32 v124, v124, v125
	v_lshrrev_b32_e32 v125, 16, v108
	v_xor_b32_e32 v117, v119, v117
	v_lshrrev_b32_e32 v119, 8, v120
	v_lshrrev_b32_e32 v109, 8, v109
	v_xor_b32_e32 v125, v125, v116
	v_xor_b32_e32 v116, v119, v116
	v_xor_b32_e32 v109, v109, v114
	v_lshrrev_b32_e32 v108, 8, v108
	v_and_b32_e32 v114, s8, v116
	v_and_b32_e32 v109, s6, v109
	v_xor_b32_e32 v108, v108, v121
	v_or_b32_e32 v109, v114, v109
	v_or_b32_e32 v109, v109, v117
	v_and_b32_e32 v108, s9, v108
	v_and_b32_e32 v125, s9, v125
	v_or_b32_e32 v108, v109, v108
	v_xor_b32_e32 v109, v123, v104
	v_or_b32_e32 v124, v124, v125
	v_xor_b32_e32 v114, v109, v111
	v_lshrrev_b32_e32 v116, 22, v114
	v_lshrrev_b32_e32 v117, 14, v114
	v_xor_b32_e32 v119, v124, v42
	v_and_b32_e32 v116, s5, v116
	v_and_b32_e32 v117, s5, v117
	v_xor_b32_e32 v111, v118, v111
	v_lshrrev_b32_e32 v118, 6, v114
	v_and_b32_e32 v114, s6, v114
	v_lshrrev_b32_e32 v120, 22, v119
	v_lshrrev_b32_e32 v121, 14, v119
	v_lshrrev_b32_e32 v123, 6, v119
	ds_read_b32 v116, v116
	ds_read_b32 v117, v117 offset:1024
	v_and_b32_e32 v118, s5, v118
	v_lshlrev_b32_e32 v114, 2, v114
	v_and_b32_e32 v120, s5, v120
	v_and_b32_e32 v121, s5, v121
	v_and_b32_e32 v123, s5, v123
	v_and_b32_e32 v119, s6, v119
	ds_read_b32 v118, v118 offset:2048
	ds_read_b32 v114, v114 offset:3072
	ds_read_b32 v120, v120
	ds_read_b32 v121, v121 offset:1024
	ds_read_b32 v123, v123 offset:2048
	v_lshlrev_b32_e32 v119, 2, v119
	ds_read_b32 v119, v119 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v116, v117, v116
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v121, v121, v120
	v_xor_b32_e32 v116, v116, v118
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v121, v121, v123
	v_xor_b32_e32 v116, v116, v114
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v121, v121, v119
	v_xor_b32_e32 v114, v119, v114
	v_xor_b32_e32 v119, v108, v6
	v_xor_b32_e32 v118, v123, v118
	v_lshrrev_b32_e32 v123, 22, v119
	v_lshrrev_b32_e32 v125, 14, v119
	v_and_b32_e32 v123, s5, v123
	v_and_b32_e32 v125, s5, v125
	v_lshrrev_b32_e32 v126, 6, v119
	v_and_b32_e32 v119, s6, v119
	v_and_b32_e32 v126, s5, v126
	ds_read_b32 v123, v123
	ds_read_b32 v125, v125 offset:1024
	v_lshlrev_b32_e32 v119, 2, v119
	ds_read_b32 v126, v126 offset:2048
	ds_read_b32 v119, v119 offset:3072
	v_xor_b32_e32 v100, v118, v100
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v120, v123, v120
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v123, v125, v123
	v_xor_b32_e32 v117, v125, v117
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v123, v123, v126
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v114, v114, v119
	v_xor_b32_e32 v123, v123, v119
	v_xor_b32_e32 v119, v120, v88
	v_xor_b32_e32 v99, v117, v99
	v_lshrrev_b32_e32 v88, 24, v114
	v_and_b32_e32 v117, s6, v116
	v_xor_b32_e32 v88, v88, v117
	v_lshlrev_b32_e32 v117, 8, v119
	v_xor_b32_e32 v117, v117, v121
	v_and_b32_e32 v117, s7, v117
	v_or_b32_e32 v88, v117, v88
	v_lshlrev_b32_e32 v117, 8, v99
	v_xor_b32_e32 v117, v117, v123
	v_and_b32_e32 v117, s8, v117
	v_or_b32_e32 v88, v88, v117
	v_lshlrev_b32_e32 v117, 8, v100
	v_xor_b32_e32 v117, v98, v117
	v_and_b32_e32 v117, s9, v117
	v_or_b32_e32 v117, v88, v117
	v_lshlrev_b32_e32 v88, 16, v119
	v_lshrrev_b32_e32 v118, 16, v114
	v_xor_b32_e32 v88, v88, v123
	v_xor_b32_e32 v118, v118, v121
	v_and_b32_e32 v88, s7, v88
	v_and_b32_e32 v118, s6, v118
	v_or_b32_e32 v88, v88, v118
	v_lshlrev_b32_e32 v118, 16, v99
	v_xor_b32_e32 v118, v98, v118
	v_and_b32_e32 v118, s8, v118
	v_or_b32_e32 v88, v88, v118
	v_lshrrev_b32_e32 v118, 16, v100
	v_xor_b32_e32 v118, v118, v116
	v_and_b32_e32 v118, s9, v118
	v_or_b32_e32 v88, v88, v118
	v_and_b32_e32 v118, s7, v98
	v_lshlrev_b32_e32 v120, 24, v119
	v_xor_b32_e32 v118, v118, v120
	v_lshrrev_b32_e32 v120, 8, v99
	v_xor_b32_e32 v119, v119, v116
	v_xor_b32_e32 v116, v120, v116
	v_lshrrev_b32_e32 v120, 8, v100
	v_xor_b32_e32 v99, v99, v121
	v_xor_b32_e32 v120, v120, v121
	v_xor_b32_e32 v121, v98, v114
	v_lshrrev_b32_e32 v98, 8, v114
	v_xor_b32_e32 v98, v98, v123
	v_and_b32_e32 v114, s8, v116
	v_and_b32_e32 v98, s6, v98
	v_or_b32_e32 v98, v114, v98
	v_or_b32_e32 v98, v98, v118
	v_and_b32_e32 v114, s9, v120
	v_or_b32_e32 v98, v98, v114
	v_xor_b32_e32 v114, v97, v110
	v_xor_b32_e32 v97, v117, v104
	v_lshrrev_b32_e32 v116, 22, v97
	v_lshrrev_b32_e32 v118, 14, v97
	v_xor_b32_e32 v110, v88, v110
	v_xor_b32_e32 v100, v100, v123
	v_and_b32_e32 v116, s5, v116
	v_and_b32_e32 v118, s5, v118
	v_lshrrev_b32_e32 v120, 6, v97
	v_and_b32_e32 v97, s6, v97
	v_lshrrev_b32_e32 v123, 22, v110
	v_lshrrev_b32_e32 v125, 14, v110
	v_lshrrev_b32_e32 v126, 6, v110
	ds_read_b32 v116, v116
	ds_read_b32 v118, v118 offset:1024
	v_and_b32_e32 v120, s5, v120
	v_lshlrev_b32_e32 v97, 2, v97
	v_and_b32_e32 v123, s5, v123
	v_and_b32_e32 v125, s5, v125
	v_and_b32_e32 v126, s5, v126
	v_and_b32_e32 v110, s6, v110
	ds_read_b32 v120, v120 offset:2048
	ds_read_b32 v97, v97 offset:3072
	ds_read_b32 v123, v123
	ds_read_b32 v125, v125 offset:1024
	ds_read_b32 v126, v126 offset:2048
	v_lshlrev_b32_e32 v110, 2, v110
	ds_read_b32 v110, v110 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v116, v118, v116
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v125, v125, v123
	v_xor_b32_e32 v95, v103, v95
	v_xor_b32_e32 v116, v116, v120
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v125, v125, v126
	v_xor_b32_e32 v95, v95, v98
	v_xor_b32_e32 v120, v126, v120
	v_xor_b32_e32 v116, v116, v97
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v125, v125, v110
	v_xor_b32_e32 v97, v110, v97
	v_lshrrev_b32_e32 v110, 22, v95
	v_lshrrev_b32_e32 v126, 14, v95
	v_and_b32_e32 v110, s5, v110
	v_and_b32_e32 v126, s5, v126
	v_lshrrev_b32_e32 v127, 6, v95
	v_and_b32_e32 v95, s6, v95
	ds_read_b32 v110, v110
	ds_read_b32 v126, v126 offset:1024
	v_and_b32_e32 v127, s5, v127
	v_lshlrev_b32_e32 v95, 2, v95
	ds_read_b32 v127, v127 offset:2048
	ds_read_b32 v95, v95 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v123, v110, v123
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v110, v126, v110
	v_lshrrev_b32_e32 v99, 14, v99
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v110, v110, v127
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v110, v110, v95
	v_xor_b32_e32 v95, v97, v95
	v_lshrrev_b32_e32 v97, 22, v119
	v_and_b32_e32 v97, s5, v97
	v_and_b32_e32 v99, s5, v99
	v_lshrrev_b32_e32 v100, 6, v100
	v_and_b32_e32 v119, s6, v121
	ds_read_b32 v97, v97
	ds_read_b32 v99, v99 offset:1024
	v_and_b32_e32 v100, s5, v100
	v_lshlrev_b32_e32 v119, 2, v119
	ds_read_b32 v100, v100 offset:2048
	ds_read_b32 v119, v119 offset:3072
	v_xor_b32_e32 v118, v126, v118
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v121, v123, v97
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v97, v99, v97
	v_xor_b32_e32 v99, v118, v99
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v97, v97, v100
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v97, v97, v119
	v_xor_b32_e32 v118, v121, v116
	v_xor_b32_e32 v119, v99, v125
	v_xor_b32_e32 v100, v120, v100
	v_and_b32_e32 v118, s7, v118
	v_and_b32_e32 v119, s8, v119
	v_or_b32_e32 v118, v119, v118
	v_xor_b32_e32 v119, v100, v110
	v_and_b32_e32 v119, s9, v119
	v_or_b32_e32 v118, v118, v119
	v_xor_b32_e32 v119, v97, v95
	v_and_b32_e32 v119, s6, v119
	v_or_b32_e32 v118, v118, v119
	v_lshrrev_b32_e32 v119, 24, v95
	v_and_b32_e32 v120, s6, v116
	v_xor_b32_e32 v119, v119, v120
	v_lshlrev_b32_e32 v120, 8, v121
	v_xor_b32_e32 v120, v120, v125
	v_and_b32_e32 v120, s7, v120
	v_or_b32_e32 v119, v120, v119
	v_lshlrev_b32_e32 v120, 8, v99
	v_xor_b32_e32 v120, v120, v110
	v_and_b32_e32 v120, s8, v120
	v_or_b32_e32 v119, v119, v120
	v_lshlrev_b32_e32 v120, 8, v100
	v_xor_b32_e32 v120, v97, v120
	v_and_b32_e32 v120, s9, v120
	v_or_b32_e32 v119, v119, v120
	v_lshlrev_b32_e32 v120, 16, v121
	v_lshrrev_b32_e32 v123, 16, v95
	v_xor_b32_e32 v120, v120, v110
	v_xor_b32_e32 v123, v123, v125
	v_and_b32_e32 v120, s7, v120
	v_and_b32_e32 v123, s6, v123
	v_or_b32_e32 v120, v120, v123
	v_lshlrev_b32_e32 v123, 16, v99
	v_xor_b32_e32 v123, v97, v123
	v_lshrrev_b32_e32 v99, 8, v99
	v_lshrrev_b32_e32 v95, 8, v95
	v_and_b32_e32 v123, s8, v123
	v_xor_b32_e32 v99, v99, v116
	v_xor_b32_e32 v95, v95, v110
	v_or_b32_e32 v120, v120, v123
	v_lshrrev_b32_e32 v123, 16, v100
	v_lshlrev_b32_e32 v121, 24, v121
	v_and_b32_e32 v97, s7, v97
	v_lshrrev_b32_e32 v100, 8, v100
	v_and_b32_e32 v99, s8, v99
	v_and_b32_e32 v95, s6, v95
	v_xor_b32_e32 v97, v97, v121
	v_xor_b32_e32 v100, v100, v125
	v_or_b32_e32 v95, v99, v95
	v_xor_b32_e32 v123, v123, v116
	v_or_b32_e32 v95, v95, v97
	v_and_b32_e32 v97, s9, v100
	v_xor_b32_e32 v100, v115, v103
	v_xor_b32_e32 v103, v124, v104
	v_xor_b32_e32 v104, v107, v6
	v_and_b32_e32 v123, s9, v123
	v_xor_b32_e32 v99, v119, v104
	v_or_b32_e32 v120, v120, v123
	v_xor_b32_e32 v101, v3, v101
	v_xor_b32_e32 v6, v99, v112
	v_or_b32_e32 v97, v95, v97
	v_xor_b32_e32 v95, v118, v115
	v_xor_b32_e32 v110, v122, v112
	v_lshrrev_b32_e32 v112, 22, v6
	v_lshrrev_b32_e32 v115, 14, v6
	v_xor_b32_e32 v101, v101, v120
	v_and_b32_e32 v112, s5, v112
	v_and_b32_e32 v115, s5, v115
	v_lshrrev_b32_e32 v116, 6, v6
	v_and_b32_e32 v6, s6, v6
	v_lshrrev_b32_e32 v118, 22, v101
	v_lshrrev_b32_e32 v119, 14, v101
	v_lshrrev_b32_e32 v121, 6, v101
	ds_read_b32 v112, v112
	ds_read_b32 v115, v115 offset:1024
	v_and_b32_e32 v116, s5, v116
	v_lshlrev_b32_e32 v6, 2, v6
	v_and_b32_e32 v118, s5, v118
	v_and_b32_e32 v119, s5, v119
	v_and_b32_e32 v121, s5, v121
	v_and_b32_e32 v101, s6, v101
	ds_read_b32 v116, v116 offset:2048
	ds_read_b32 v6, v6 offset:3072
	ds_read_b32 v118, v118
	ds_read_b32 v119, v119 offset:1024
	ds_read_b32 v121, v121 offset:2048
	v_lshlrev_b32_e32 v101, 2, v101
	ds_read_b32 v101, v101 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v112, v115, v112
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v119, v119, v118
	v_xor_b32_e32 v112, v112, v116
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v119, v119, v121
	v_xor_b32_e32 v112, v112, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v119, v119, v101
	v_xor_b32_e32 v6, v101, v6
	v_xor_b32_e32 v101, v97, v102
	v_xor_b32_e32 v116, v121, v116
	v_lshrrev_b32_e32 v121, 22, v101
	v_lshrrev_b32_e32 v122, 14, v101
	v_and_b32_e32 v121, s5, v121
	v_and_b32_e32 v122, s5, v122
	v_lshrrev_b32_e32 v123, 6, v101
	v_and_b32_e32 v101, s6, v101
	ds_read_b32 v121, v121
	ds_read_b32 v122, v122 offset:1024
	v_and_b32_e32 v123, s5, v123
	v_lshlrev_b32_e32 v101, 2, v101
	ds_read_b32 v123, v123 offset:2048
	ds_read_b32 v101, v101 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v118, v121, v118
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v121, v122, v121
	v_xor_b32_e32 v115, v122, v115
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v121, v121, v123
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v121, v121, v101
	v_xor_b32_e32 v101, v6, v101
	v_xor_b32_e32 v91, v118, v91
	v_xor_b32_e32 v92, v115, v92
	v_lshrrev_b32_e32 v6, 24, v101
	v_and_b32_e32 v115, s6, v112
	v_xor_b32_e32 v6, v6, v115
	v_lshlrev_b32_e32 v115, 8, v91
	v_xor_b32_e32 v115, v115, v119
	v_and_b32_e32 v115, s7, v115
	v_or_b32_e32 v6, v115, v6
	v_lshlrev_b32_e32 v115, 8, v92
	v_xor_b32_e32 v115, v115, v121
	v_xor_b32_e32 v93, v116, v93
	v_and_b32_e32 v115, s8, v115
	v_or_b32_e32 v6, v6, v115
	v_lshlrev_b32_e32 v115, 8, v93
	v_xor_b32_e32 v115, v90, v115
	v_and_b32_e32 v115, s9, v115
	v_or_b32_e32 v115, v6, v115
	v_lshlrev_b32_e32 v6, 16, v91
	v_lshrrev_b32_e32 v116, 16, v101
	v_xor_b32_e32 v6, v6, v121
	v_xor_b32_e32 v116, v116, v119
	v_and_b32_e32 v6, s7, v6
	v_and_b32_e32 v116, s6, v116
	v_or_b32_e32 v6, v6, v116
	v_lshlrev_b32_e32 v116, 16, v92
	v_xor_b32_e32 v116, v90, v116
	v_and_b32_e32 v116, s8, v116
	v_or_b32_e32 v6, v6, v116
	v_lshrrev_b32_e32 v116, 16, v93
	v_xor_b32_e32 v116, v116, v112
	v_and_b32_e32 v116, s9, v116
	v_or_b32_e32 v6, v6, v116
	v_and_b32_e32 v116, s7, v90
	v_lshlrev_b32_e32 v118, 24, v91
	v_xor_b32_e32 v116, v116, v118
	v_lshrrev_b32_e32 v118, 8, v92
	v_xor_b32_e32 v91, v91, v112
	v_xor_b32_e32 v112, v118, v112
	v_lshrrev_b32_e32 v118, 8, v93
	v_xor_b32_e32 v92, v92, v119
	v_xor_b32_e32 v118, v118, v119
	v_xor_b32_e32 v119, v90, v101
	v_lshrrev_b32_e32 v90, 8, v101
	v_xor_b32_e32 v90, v90, v121
	v_and_b32_e32 v101, s8, v112
	v_and_b32_e32 v90, s6, v90
	v_or_b32_e32 v90, v101, v90
	v_or_b32_e32 v90, v90, v116
	v_and_b32_e32 v101, s9, v118
	v_or_b32_e32 v90, v90, v101
	v_xor_b32_e32 v101, v89, v113
	v_xor_b32_e32 v89, v115, v104
	v_xor_b32_e32 v104, v113, v6
	v_xor_b32_e32 v104, s10, v104
	v_xor_b32_e32 v93, v93, v121
	v_lshrrev_b32_e32 v112, 22, v89
	v_lshrrev_b32_e32 v113, 14, v89
	v_lshrrev_b32_e32 v116, 6, v89
	v_and_b32_e32 v89, s6, v89
	v_lshrrev_b32_e32 v118, 22, v104
	v_lshrrev_b32_e32 v121, 14, v104
	v_and_b32_e32 v112, s5, v112
	v_and_b32_e32 v113, s5, v113
	v_and_b32_e32 v116, s5, v116
	v_lshlrev_b32_e32 v89, 2, v89
	v_and_b32_e32 v118, s5, v118
	v_and_b32_e32 v121, s5, v121
	v_lshrrev_b32_e32 v122, 6, v104
	ds_read_b32 v112, v112
	ds_read_b32 v113, v113 offset:1024
	ds_read_b32 v116, v116 offset:2048
	ds_read_b32 v89, v89 offset:3072
	ds_read_b32 v118, v118
	ds_read_b32 v121, v121 offset:1024
	v_and_b32_e32 v122, s5, v122
	v_and_b32_e32 v104, s6, v104
	ds_read_b32 v122, v122 offset:2048
	v_lshlrev_b32_e32 v104, 2, v104
	ds_read_b32 v104, v104 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v112, v113, v112
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v121, v121, v118
	v_xor_b32_e32 v87, v106, v87
	v_xor_b32_e32 v112, v112, v116
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v121, v121, v122
	v_xor_b32_e32 v87, v87, v90
	v_xor_b32_e32 v116, v122, v116
	v_xor_b32_e32 v112, v112, v89
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v121, v121, v104
	v_xor_b32_e32 v89, v104, v89
	v_lshrrev_b32_e32 v104, 22, v87
	v_lshrrev_b32_e32 v122, 14, v87
	v_and_b32_e32 v104, s5, v104
	v_and_b32_e32 v122, s5, v122
	v_lshrrev_b32_e32 v123, 6, v87
	v_and_b32_e32 v87, s6, v87
	ds_read_b32 v104, v104
	ds_read_b32 v122, v122 offset:1024
	v_and_b32_e32 v123, s5, v123
	v_lshlrev_b32_e32 v87, 2, v87
	ds_read_b32 v123, v123 offset:2048
	ds_read_b32 v87, v87 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v118, v104, v118
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v104, v122, v104
	v_xor_b32_e32 v113, v122, v113
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v104, v104, v123
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v104, v104, v87
	v_xor_b32_e32 v87, v89, v87
	v_lshrrev_b32_e32 v89, 22, v91
	v_lshrrev_b32_e32 v91, 14, v92
	v_lshrrev_b32_e32 v92, 6, v93
	v_and_b32_e32 v89, s5, v89
	v_and_b32_e32 v91, s5, v91
	v_and_b32_e32 v92, s5, v92
	v_and_b32_e32 v93, s6, v119
	ds_read_b32 v89, v89
	ds_read_b32 v91, v91 offset:1024
	ds_read_b32 v92, v92 offset:2048
	v_lshlrev_b32_e32 v93, 2, v93
	ds_read_b32 v93, v93 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v118, v118, v89
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v89, v91, v89
	v_xor_b32_e32 v91, v113, v91
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v89, v89, v92
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v89, v89, v93
	v_xor_b32_e32 v93, v118, v112
	v_xor_b32_e32 v113, v91, v121
	v_xor_b32_e32 v92, v116, v92
	v_and_b32_e32 v93, s7, v93
	v_and_b32_e32 v113, s8, v113
	v_or_b32_e32 v93, v113, v93
	v_xor_b32_e32 v113, v92, v104
	v_and_b32_e32 v113, s9, v113
	v_or_b32_e32 v93, v93, v113
	v_xor_b32_e32 v113, v89, v87
	v_and_b32_e32 v113, s6, v113
	v_or_b32_e32 v93, v93, v113
	v_lshrrev_b32_e32 v113, 24, v87
	v_and_b32_e32 v116, s6, v112
	v_xor_b32_e32 v113, v113, v116
	v_lshlrev_b32_e32 v116, 8, v118
	v_xor_b32_e32 v116, v116, v121
	v_and_b32_e32 v116, s7, v116
	v_or_b32_e32 v113, v116, v113
	v_lshlrev_b32_e32 v116, 8, v91
	v_xor_b32_e32 v116, v116, v104
	v_and_b32_e32 v116, s8, v116
	v_or_b32_e32 v113, v113, v116
	v_lshlrev_b32_e32 v116, 8, v92
	v_xor_b32_e32 v116, v89, v116
	v_and_b32_e32 v116, s9, v116
	v_or_b32_e32 v113, v113, v116
	v_lshlrev_b32_e32 v116, 16, v118
	v_lshrrev_b32_e32 v119, 16, v87
	v_xor_b32_e32 v116, v116, v104
	v_xor_b32_e32 v119, v119, v121
	v_and_b32_e32 v116, s7, v116
	v_and_b32_e32 v119, s6, v119
	v_or_b32_e32 v116, v116, v119
	v_lshlrev_b32_e32 v119, 16, v91
	v_xor_b32_e32 v119, v89, v119
	v_lshrrev_b32_e32 v91, 8, v91
	v_lshrrev_b32_e32 v87, 8, v87
	v_and_b32_e32 v119, s8, v119
	v_xor_b32_e32 v91, v91, v112
	v_xor_b32_e32 v87, v87, v104
	v_or_b32_e32 v116, v116, v119
	v_lshrrev_b32_e32 v119, 16, v92
	v_lshlrev_b32_e32 v118, 24, v118
	v_and_b32_e32 v89, s7, v89
	v_lshrrev_b32_e32 v92, 8, v92
	v_and_b32_e32 v91, s8, v91
	v_and_b32_e32 v87, s6, v87
	v_xor_b32_e32 v119, v119, v112
	v_xor_b32_e32 v89, v89, v118
	v_xor_b32_e32 v92, v92, v121
	v_or_b32_e32 v87, v91, v87
	v_xor_b32_e32 v102, v109, v102
	v_and_b32_e32 v119, s9, v119
	v_or_b32_e32 v87, v87, v89
	v_and_b32_e32 v89, s9, v92
	v_xor_b32_e32 v92, v113, v102
	v_or_b32_e32 v116, v116, v119
	v_or_b32_e32 v91, v87, v89
	v_xor_b32_e32 v87, v111, v96
	v_xor_b32_e32 v100, v100, v92
	v_xor_b32_e32 v104, v117, v106
	v_xor_b32_e32 v89, v93, v117
	v_xor_b32_e32 v93, v120, v107
	v_lshrrev_b32_e32 v106, 22, v100
	v_lshrrev_b32_e32 v107, 14, v100
	v_xor_b32_e32 v87, v87, v116
	v_and_b32_e32 v106, s5, v106
	v_and_b32_e32 v107, s5, v107
	v_lshrrev_b32_e32 v111, 6, v100
	v_and_b32_e32 v100, s6, v100
	v_lshrrev_b32_e32 v112, 22, v87
	v_lshrrev_b32_e32 v113, 14, v87
	v_lshrrev_b32_e32 v117, 6, v87
	ds_read_b32 v106, v106
	ds_read_b32 v107, v107 offset:1024
	v_and_b32_e32 v111, s5, v111
	v_lshlrev_b32_e32 v100, 2, v100
	v_and_b32_e32 v112, s5, v112
	v_and_b32_e32 v113, s5, v113
	v_and_b32_e32 v117, s5, v117
	v_and_b32_e32 v87, s6, v87
	ds_read_b32 v111, v111 offset:2048
	ds_read_b32 v100, v100 offset:3072
	ds_read_b32 v112, v112
	ds_read_b32 v113, v113 offset:1024
	ds_read_b32 v117, v117 offset:2048
	v_lshlrev_b32_e32 v87, 2, v87
	ds_read_b32 v87, v87 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v106, v107, v106
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v113, v113, v112
	v_xor_b32_e32 v42, v105, v42
	v_xor_b32_e32 v106, v106, v111
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v113, v113, v117
	v_xor_b32_e32 v42, v42, v91
	v_xor_b32_e32 v111, v117, v111
	v_xor_b32_e32 v106, v106, v100
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v113, v113, v87
	v_xor_b32_e32 v87, v87, v100
	v_lshrrev_b32_e32 v100, 22, v42
	v_lshrrev_b32_e32 v117, 14, v42
	v_and_b32_e32 v100, s5, v100
	v_and_b32_e32 v117, s5, v117
	v_lshrrev_b32_e32 v118, 6, v42
	v_and_b32_e32 v42, s6, v42
	ds_read_b32 v100, v100
	ds_read_b32 v117, v117 offset:1024
	v_and_b32_e32 v118, s5, v118
	v_lshlrev_b32_e32 v42, 2, v42
	ds_read_b32 v118, v118 offset:2048
	ds_read_b32 v42, v42 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v112, v100, v112
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v100, v117, v100
	v_xor_b32_e32 v107, v117, v107
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v100, v100, v118
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v100, v100, v42
	v_xor_b32_e32 v42, v87, v42
	v_xor_b32_e32 v87, v112, v82
	v_xor_b32_e32 v84, v107, v84
	v_lshrrev_b32_e32 v82, 24, v42
	v_and_b32_e32 v107, s6, v106
	v_xor_b32_e32 v82, v82, v107
	v_lshlrev_b32_e32 v107, 8, v87
	v_xor_b32_e32 v107, v107, v113
	v_and_b32_e32 v107, s7, v107
	v_or_b32_e32 v82, v107, v82
	v_lshlrev_b32_e32 v107, 8, v84
	v_xor_b32_e32 v107, v107, v100
	v_xor_b32_e32 v85, v111, v85
	v_and_b32_e32 v107, s8, v107
	v_or_b32_e32 v82, v82, v107
	v_lshlrev_b32_e32 v107, 8, v85
	v_xor_b32_e32 v107, v83, v107
	v_and_b32_e32 v107, s9, v107
	v_or_b32_e32 v107, v82, v107
	v_lshlrev_b32_e32 v82, 16, v87
	v_lshrrev_b32_e32 v111, 16, v42
	v_xor_b32_e32 v82, v82, v100
	v_xor_b32_e32 v111, v111, v113
	v_and_b32_e32 v82, s7, v82
	v_and_b32_e32 v111, s6, v111
	v_or_b32_e32 v82, v82, v111
	v_lshlrev_b32_e32 v111, 16, v84
	v_xor_b32_e32 v111, v83, v111
	v_and_b32_e32 v111, s8, v111
	v_or_b32_e32 v82, v82, v111
	v_lshrrev_b32_e32 v111, 16, v85
	v_xor_b32_e32 v111, v111, v106
	v_and_b32_e32 v111, s9, v111
	v_or_b32_e32 v82, v82, v111
	v_and_b32_e32 v111, s7, v83
	v_lshlrev_b32_e32 v112, 24, v87
	v_xor_b32_e32 v111, v111, v112
	v_lshrrev_b32_e32 v112, 8, v84
	v_xor_b32_e32 v87, v87, v106
	v_xor_b32_e32 v106, v112, v106
	v_lshrrev_b32_e32 v112, 8, v85
	v_xor_b32_e32 v84, v84, v113
	v_xor_b32_e32 v112, v112, v113
	v_xor_b32_e32 v113, v83, v42
	v_lshrrev_b32_e32 v42, 8, v42
	v_xor_b32_e32 v42, v42, v100
	v_and_b32_e32 v83, s8, v106
	v_and_b32_e32 v42, s6, v42
	v_or_b32_e32 v42, v83, v42
	v_or_b32_e32 v42, v42, v111
	v_and_b32_e32 v83, s9, v112
	v_or_b32_e32 v83, v42, v83
	v_xor_b32_e32 v42, v107, v102
	v_xor_b32_e32 v103, v103, v82
	v_xor_b32_e32 v85, v85, v100
	v_lshrrev_b32_e32 v100, 22, v42
	v_lshrrev_b32_e32 v102, 14, v42
	v_lshrrev_b32_e32 v111, 22, v103
	v_and_b32_e32 v100, s5, v100
	v_and_b32_e32 v102, s5, v102
	v_lshrrev_b32_e32 v106, 6, v42
	v_and_b32_e32 v42, s6, v42
	v_and_b32_e32 v111, s5, v111
	v_lshrrev_b32_e32 v112, 14, v103
	v_lshrrev_b32_e32 v117, 6, v103
	ds_read_b32 v100, v100
	ds_read_b32 v102, v102 offset:1024
	v_and_b32_e32 v106, s5, v106
	v_lshlrev_b32_e32 v42, 2, v42
	ds_read_b32 v111, v111
	v_and_b32_e32 v112, s5, v112
	v_and_b32_e32 v117, s5, v117
	v_and_b32_e32 v103, s6, v103
	ds_read_b32 v106, v106 offset:2048
	ds_read_b32 v42, v42 offset:3072
	ds_read_b32 v112, v112 offset:1024
	ds_read_b32 v117, v117 offset:2048
	v_lshlrev_b32_e32 v103, 2, v103
	ds_read_b32 v103, v103 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v100, v102, v100
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v112, v112, v111
	v_xor_b32_e32 v100, v100, v106
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v112, v112, v117
	v_xor_b32_e32 v100, v100, v42
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v112, v112, v103
	v_xor_b32_e32 v42, v103, v42
	v_xor_b32_e32 v103, v114, v108
	v_xor_b32_e32 v103, v103, v83
	v_xor_b32_e32 v106, v117, v106
	v_lshrrev_b32_e32 v114, 22, v103
	v_lshrrev_b32_e32 v117, 14, v103
	v_and_b32_e32 v114, s5, v114
	v_and_b32_e32 v117, s5, v117
	v_lshrrev_b32_e32 v118, 6, v103
	v_and_b32_e32 v103, s6, v103
	ds_read_b32 v114, v114
	ds_read_b32 v117, v117 offset:1024
	v_and_b32_e32 v118, s5, v118
	v_lshlrev_b32_e32 v103, 2, v103
	ds_read_b32 v118, v118 offset:2048
	ds_read_b32 v103, v103 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v111, v114, v111
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v114, v117, v114
	v_lshrrev_b32_e32 v87, 22, v87
	v_lshrrev_b32_e32 v84, 14, v84
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v114, v114, v118
	v_and_b32_e32 v87, s5, v87
	v_and_b32_e32 v84, s5, v84
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v114, v114, v103
	v_xor_b32_e32 v42, v42, v103
	v_lshrrev_b32_e32 v85, 6, v85
	v_and_b32_e32 v103, s6, v113
	ds_read_b32 v87, v87
	ds_read_b32 v84, v84 offset:1024
	v_and_b32_e32 v85, s5, v85
	v_lshlrev_b32_e32 v103, 2, v103
	ds_read_b32 v85, v85 offset:2048
	ds_read_b32 v103, v103 offset:3072
	v_xor_b32_e32 v102, v117, v102
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v111, v111, v87
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v87, v84, v87
	v_xor_b32_e32 v84, v102, v84
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v87, v87, v85
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v87, v87, v103
	v_xor_b32_e32 v102, v111, v100
	v_xor_b32_e32 v103, v84, v112
	v_xor_b32_e32 v85, v106, v85
	v_and_b32_e32 v102, s7, v102
	v_and_b32_e32 v103, s8, v103
	v_or_b32_e32 v102, v103, v102
	v_xor_b32_e32 v103, v85, v114
	v_and_b32_e32 v103, s9, v103
	v_or_b32_e32 v102, v102, v103
	v_xor_b32_e32 v103, v87, v42
	v_and_b32_e32 v103, s6, v103
	v_or_b32_e32 v102, v102, v103
	v_lshrrev_b32_e32 v103, 24, v42
	v_and_b32_e32 v106, s6, v100
	v_xor_b32_e32 v103, v103, v106
	v_lshlrev_b32_e32 v106, 8, v111
	v_xor_b32_e32 v106, v106, v112
	v_and_b32_e32 v106, s7, v106
	v_or_b32_e32 v103, v106, v103
	v_lshlrev_b32_e32 v106, 8, v84
	v_xor_b32_e32 v106, v106, v114
	v_and_b32_e32 v106, s8, v106
	v_or_b32_e32 v103, v103, v106
	v_lshlrev_b32_e32 v106, 8, v85
	v_xor_b32_e32 v106, v87, v106
	v_and_b32_e32 v106, s9, v106
	v_or_b32_e32 v103, v103, v106
	v_lshlrev_b32_e32 v106, 16, v111
	v_lshrrev_b32_e32 v113, 16, v42
	v_xor_b32_e32 v106, v106, v114
	v_xor_b32_e32 v113, v113, v112
	v_and_b32_e32 v106, s7, v106
	v_and_b32_e32 v113, s6, v113
	v_or_b32_e32 v106, v106, v113
	v_lshlrev_b32_e32 v113, 16, v84
	v_xor_b32_e32 v113, v87, v113
	v_lshrrev_b32_e32 v84, 8, v84
	v_lshrrev_b32_e32 v42, 8, v42
	v_and_b32_e32 v113, s8, v113
	v_xor_b32_e32 v84, v84, v100
	v_xor_b32_e32 v42, v42, v114
	v_or_b32_e32 v106, v106, v113
	v_lshrrev_b32_e32 v113, 16, v85
	v_lshlrev_b32_e32 v111, 24, v111
	v_and_b32_e32 v87, s7, v87
	v_lshrrev_b32_e32 v85, 8, v85
	v_and_b32_e32 v84, s8, v84
	v_and_b32_e32 v42, s6, v42
	v_xor_b32_e32 v113, v113, v100
	v_xor_b32_e32 v87, v87, v111
	v_xor_b32_e32 v85, v85, v112
	v_or_b32_e32 v42, v84, v42
	v_xor_b32_e32 v105, v99, v105
	v_and_b32_e32 v113, s9, v113
	v_or_b32_e32 v42, v42, v87
	v_and_b32_e32 v84, s9, v85
	v_xor_b32_e32 v87, v103, v105
	v_or_b32_e32 v106, v106, v113
	v_or_b32_e32 v85, v42, v84
	v_xor_b32_e32 v42, v110, v88
	v_xor_b32_e32 v103, v104, v87
	v_xor_b32_e32 v100, v115, v108
	v_lshrrev_b32_e32 v104, 22, v103
	v_lshrrev_b32_e32 v108, 14, v103
	v_xor_b32_e32 v42, v42, v106
	v_xor_b32_e32 v84, v102, v115
	v_xor_b32_e32 v102, v116, v109
	v_and_b32_e32 v104, s5, v104
	v_and_b32_e32 v108, s5, v108
	v_lshrrev_b32_e32 v109, 6, v103
	v_and_b32_e32 v103, s6, v103
	v_lshrrev_b32_e32 v110, 22, v42
	v_lshrrev_b32_e32 v111, 14, v42
	v_lshrrev_b32_e32 v112, 6, v42
	ds_read_b32 v104, v104
	ds_read_b32 v108, v108 offset:1024
	v_and_b32_e32 v109, s5, v109
	v_lshlrev_b32_e32 v103, 2, v103
	v_and_b32_e32 v110, s5, v110
	v_and_b32_e32 v111, s5, v111
	v_and_b32_e32 v112, s5, v112
	v_and_b32_e32 v42, s6, v42
	ds_read_b32 v109, v109 offset:2048
	ds_read_b32 v103, v103 offset:3072
	ds_read_b32 v110, v110
	ds_read_b32 v111, v111 offset:1024
	ds_read_b32 v112, v112 offset:2048
	v_lshlrev_b32_e32 v42, 2, v42
	ds_read_b32 v42, v42 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v104, v108, v104
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v111, v111, v110
	v_xor_b32_e32 v3, v98, v3
	v_xor_b32_e32 v104, v104, v109
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v111, v111, v112
	v_xor_b32_e32 v3, v3, v85
	v_xor_b32_e32 v109, v112, v109
	v_xor_b32_e32 v104, v104, v103
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v111, v111, v42
	v_xor_b32_e32 v42, v42, v103
	v_lshrrev_b32_e32 v103, 22, v3
	v_lshrrev_b32_e32 v112, 14, v3
	v_and_b32_e32 v103, s5, v103
	v_and_b32_e32 v112, s5, v112
	ds_read_b32 v103, v103
	ds_read_b32 v112, v112 offset:1024
	v_lshrrev_b32_e32 v113, 6, v3
	v_and_b32_e32 v3, s6, v3
	v_and_b32_e32 v113, s5, v113
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v113, v113 offset:2048
	ds_read_b32 v3, v3 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v110, v103, v110
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v103, v112, v103
	v_xor_b32_e32 v108, v112, v108
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v103, v103, v113
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v103, v103, v3
	v_xor_b32_e32 v3, v42, v3
	v_xor_b32_e32 v79, v110, v79
	v_xor_b32_e32 v78, v108, v78
	v_lshrrev_b32_e32 v42, 24, v3
	v_and_b32_e32 v108, s6, v104
	v_xor_b32_e32 v42, v42, v108
	v_lshlrev_b32_e32 v108, 8, v79
	v_xor_b32_e32 v108, v108, v111
	v_and_b32_e32 v108, s7, v108
	v_or_b32_e32 v42, v108, v42
	v_lshlrev_b32_e32 v108, 8, v78
	v_xor_b32_e32 v108, v108, v103
	v_xor_b32_e32 v80, v109, v80
	v_and_b32_e32 v108, s8, v108
	v_or_b32_e32 v42, v42, v108
	v_lshlrev_b32_e32 v108, 8, v80
	v_xor_b32_e32 v108, v77, v108
	v_and_b32_e32 v108, s9, v108
	v_or_b32_e32 v108, v42, v108
	v_lshlrev_b32_e32 v42, 16, v79
	v_lshrrev_b32_e32 v109, 16, v3
	v_xor_b32_e32 v42, v42, v103
	v_xor_b32_e32 v109, v109, v111
	v_and_b32_e32 v42, s7, v42
	v_and_b32_e32 v109, s6, v109
	v_or_b32_e32 v42, v42, v109
	v_lshlrev_b32_e32 v109, 16, v78
	v_xor_b32_e32 v109, v77, v109
	v_and_b32_e32 v109, s8, v109
	v_or_b32_e32 v42, v42, v109
	v_lshrrev_b32_e32 v109, 16, v80
	v_xor_b32_e32 v109, v109, v104
	v_and_b32_e32 v109, s9, v109
	v_or_b32_e32 v42, v42, v109
	v_and_b32_e32 v109, s7, v77
	v_lshlrev_b32_e32 v110, 24, v79
	v_xor_b32_e32 v109, v109, v110
	v_lshrrev_b32_e32 v110, 8, v78
	v_xor_b32_e32 v79, v79, v104
	v_xor_b32_e32 v104, v110, v104
	v_lshrrev_b32_e32 v110, 8, v80
	v_xor_b32_e32 v78, v78, v111
	v_xor_b32_e32 v110, v110, v111
	v_xor_b32_e32 v111, v77, v3
	v_lshrrev_b32_e32 v3, 8, v3
	v_xor_b32_e32 v3, v3, v103
	v_and_b32_e32 v77, s8, v104
	v_and_b32_e32 v3, s6, v3
	v_or_b32_e32 v3, v77, v3
	v_or_b32_e32 v3, v3, v109
	v_and_b32_e32 v77, s9, v110
	v_or_b32_e32 v77, v3, v77
	v_xor_b32_e32 v3, v108, v105
	v_xor_b32_e32 v93, v93, v42
	v_xor_b32_e32 v80, v80, v103
	v_lshrrev_b32_e32 v103, 22, v3
	v_lshrrev_b32_e32 v104, 14, v3
	v_lshrrev_b32_e32 v105, 6, v3
	v_and_b32_e32 v3, s6, v3
	v_lshrrev_b32_e32 v109, 22, v93
	v_lshrrev_b32_e32 v110, 14, v93
	v_and_b32_e32 v103, s5, v103
	v_and_b32_e32 v104, s5, v104
	v_and_b32_e32 v105, s5, v105
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v109, s5, v109
	v_and_b32_e32 v110, s5, v110
	v_lshrrev_b32_e32 v112, 6, v93
	ds_read_b32 v103, v103
	ds_read_b32 v104, v104 offset:1024
	ds_read_b32 v105, v105 offset:2048
	ds_read_b32 v3, v3 offset:3072
	ds_read_b32 v109, v109
	ds_read_b32 v110, v110 offset:1024
	v_and_b32_e32 v112, s5, v112
	v_and_b32_e32 v93, s6, v93
	ds_read_b32 v112, v112 offset:2048
	v_lshlrev_b32_e32 v93, 2, v93
	ds_read_b32 v93, v93 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v103, v104, v103
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v110, v110, v109
	v_xor_b32_e32 v101, v101, v97
	v_xor_b32_e32 v103, v103, v105
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v110, v110, v112
	v_xor_b32_e32 v101, v101, v77
	v_xor_b32_e32 v105, v112, v105
	v_xor_b32_e32 v103, v103, v3
	v_lshrrev_b32_e32 v112, 22, v101
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v110, v110, v93
	v_xor_b32_e32 v3, v93, v3
	v_lshrrev_b32_e32 v93, 14, v101
	v_and_b32_e32 v112, s5, v112
	v_and_b32_e32 v93, s5, v93
	ds_read_b32 v112, v112
	v_lshrrev_b32_e32 v113, 6, v101
	v_and_b32_e32 v101, s6, v101
	ds_read_b32 v93, v93 offset:1024
	v_and_b32_e32 v113, s5, v113
	v_lshlrev_b32_e32 v101, 2, v101
	ds_read_b32 v113, v113 offset:2048
	ds_read_b32 v101, v101 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v109, v112, v109
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v112, v93, v112
	v_xor_b32_e32 v93, v93, v104
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v104, v112, v113
	v_lshrrev_b32_e32 v79, 22, v79
	v_lshrrev_b32_e32 v78, 14, v78
	v_lshrrev_b32_e32 v80, 6, v80
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v104, v104, v101
	v_xor_b32_e32 v3, v3, v101
	v_and_b32_e32 v79, s5, v79
	v_and_b32_e32 v78, s5, v78
	v_and_b32_e32 v80, s5, v80
	v_and_b32_e32 v101, s6, v111
	ds_read_b32 v79, v79
	ds_read_b32 v78, v78 offset:1024
	ds_read_b32 v80, v80 offset:2048
	v_lshlrev_b32_e32 v101, 2, v101
	ds_read_b32 v101, v101 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v109, v109, v79
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v79, v78, v79
	v_xor_b32_e32 v78, v93, v78
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v79, v79, v80
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v79, v79, v101
	v_xor_b32_e32 v93, v109, v103
	v_xor_b32_e32 v101, v78, v110
	v_xor_b32_e32 v80, v105, v80
	v_and_b32_e32 v93, s7, v93
	v_and_b32_e32 v101, s8, v101
	v_or_b32_e32 v93, v101, v93
	v_xor_b32_e32 v101, v80, v104
	v_and_b32_e32 v101, s9, v101
	v_or_b32_e32 v93, v93, v101
	v_xor_b32_e32 v101, v79, v3
	v_and_b32_e32 v101, s6, v101
	v_or_b32_e32 v93, v93, v101
	v_lshrrev_b32_e32 v101, 24, v3
	v_and_b32_e32 v105, s6, v103
	v_xor_b32_e32 v101, v101, v105
	v_lshlrev_b32_e32 v105, 8, v109
	v_xor_b32_e32 v105, v105, v110
	v_and_b32_e32 v105, s7, v105
	v_or_b32_e32 v101, v105, v101
	v_lshlrev_b32_e32 v105, 8, v78
	v_xor_b32_e32 v105, v105, v104
	v_and_b32_e32 v105, s8, v105
	v_or_b32_e32 v101, v101, v105
	v_lshlrev_b32_e32 v105, 8, v80
	v_xor_b32_e32 v105, v79, v105
	v_and_b32_e32 v105, s9, v105
	v_or_b32_e32 v101, v101, v105
	v_lshlrev_b32_e32 v105, 16, v109
	v_lshrrev_b32_e32 v111, 16, v3
	v_xor_b32_e32 v105, v105, v104
	v_xor_b32_e32 v111, v111, v110
	v_and_b32_e32 v105, s7, v105
	v_and_b32_e32 v111, s6, v111
	v_or_b32_e32 v105, v105, v111
	v_lshlrev_b32_e32 v111, 16, v78
	v_xor_b32_e32 v111, v79, v111
	v_lshrrev_b32_e32 v78, 8, v78
	v_lshrrev_b32_e32 v3, 8, v3
	v_and_b32_e32 v111, s8, v111
	v_xor_b32_e32 v78, v78, v103
	v_xor_b32_e32 v3, v3, v104
	v_or_b32_e32 v105, v105, v111
	v_lshrrev_b32_e32 v111, 16, v80
	v_lshlrev_b32_e32 v109, 24, v109
	v_and_b32_e32 v79, s7, v79
	v_lshrrev_b32_e32 v80, 8, v80
	v_and_b32_e32 v78, s8, v78
	v_and_b32_e32 v3, s6, v3
	v_xor_b32_e32 v79, v79, v109
	v_xor_b32_e32 v80, v80, v110
	v_or_b32_e32 v3, v78, v3
	v_xor_b32_e32 v111, v111, v103
	v_or_b32_e32 v3, v3, v79
	v_and_b32_e32 v78, s9, v80
	v_and_b32_e32 v111, s9, v111
	v_or_b32_e32 v79, v3, v78
	v_xor_b32_e32 v3, v95, v6
	v_xor_b32_e32 v95, v92, v98
	v_or_b32_e32 v105, v105, v111
	v_xor_b32_e32 v80, v101, v95
	v_xor_b32_e32 v98, v100, v80
	v_xor_b32_e32 v3, v3, v105
	v_xor_b32_e32 v78, v93, v107
	v_xor_b32_e32 v93, v106, v99
	v_lshrrev_b32_e32 v99, 22, v98
	v_lshrrev_b32_e32 v100, 14, v98
	v_lshrrev_b32_e32 v101, 6, v98
	v_and_b32_e32 v98, s6, v98
	v_lshrrev_b32_e32 v103, 22, v3
	v_lshrrev_b32_e32 v104, 14, v3
	v_xor_b32_e32 v76, v76, v106
	v_and_b32_e32 v99, s5, v99
	v_and_b32_e32 v100, s5, v100
	v_and_b32_e32 v101, s5, v101
	v_lshlrev_b32_e32 v98, 2, v98
	v_and_b32_e32 v103, s5, v103
	v_and_b32_e32 v104, s5, v104
	v_lshrrev_b32_e32 v106, 6, v3
	ds_read_b32 v99, v99
	ds_read_b32 v100, v100 offset:1024
	ds_read_b32 v101, v101 offset:2048
	ds_read_b32 v98, v98 offset:3072
	ds_read_b32 v103, v103
	ds_read_b32 v104, v104 offset:1024
	v_and_b32_e32 v106, s5, v106
	v_and_b32_e32 v3, s6, v3
	ds_read_b32 v106, v106 offset:2048
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v3, v3 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v99, v100, v99
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v104, v104, v103
	v_xor_b32_e32 v96, v90, v96
	v_xor_b32_e32 v99, v99, v101
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v104, v104, v106
	v_xor_b32_e32 v96, v96, v79
	v_xor_b32_e32 v101, v106, v101
	v_xor_b32_e32 v99, v99, v98
	v_lshrrev_b32_e32 v106, 22, v96
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v104, v104, v3
	v_xor_b32_e32 v3, v3, v98
	v_lshrrev_b32_e32 v98, 14, v96
	v_and_b32_e32 v106, s5, v106
	v_and_b32_e32 v98, s5, v98
	v_xor_b32_e32 v97, v107, v97
	ds_read_b32 v106, v106
	ds_read_b32 v98, v98 offset:1024
	v_lshrrev_b32_e32 v107, 6, v96
	v_and_b32_e32 v96, s6, v96
	v_and_b32_e32 v107, s5, v107
	v_lshlrev_b32_e32 v96, 2, v96
	ds_read_b32 v107, v107 offset:2048
	ds_read_b32 v96, v96 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v103, v106, v103
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v106, v98, v106
	v_xor_b32_e32 v98, v98, v100
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v100, v106, v107
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v100, v100, v96
	v_xor_b32_e32 v96, v3, v96
	v_xor_b32_e32 v75, v103, v75
	v_xor_b32_e32 v74, v98, v74
	v_lshrrev_b32_e32 v3, 24, v96
	v_and_b32_e32 v98, s6, v99
	v_xor_b32_e32 v3, v3, v98
	v_lshlrev_b32_e32 v98, 8, v75
	v_xor_b32_e32 v98, v98, v104
	v_and_b32_e32 v98, s7, v98
	v_or_b32_e32 v3, v98, v3
	v_lshlrev_b32_e32 v98, 8, v74
	v_xor_b32_e32 v98, v98, v100
	v_xor_b32_e32 v73, v101, v73
	v_and_b32_e32 v98, s8, v98
	v_or_b32_e32 v3, v3, v98
	v_lshlrev_b32_e32 v98, 8, v73
	v_xor_b32_e32 v98, v72, v98
	v_and_b32_e32 v98, s9, v98
	v_or_b32_e32 v98, v3, v98
	v_lshlrev_b32_e32 v3, 16, v75
	v_lshrrev_b32_e32 v101, 16, v96
	v_xor_b32_e32 v3, v3, v100
	v_xor_b32_e32 v101, v101, v104
	v_and_b32_e32 v3, s7, v3
	v_and_b32_e32 v101, s6, v101
	v_or_b32_e32 v3, v3, v101
	v_lshlrev_b32_e32 v101, 16, v74
	v_xor_b32_e32 v101, v72, v101
	v_and_b32_e32 v101, s8, v101
	v_or_b32_e32 v3, v3, v101
	v_lshrrev_b32_e32 v101, 16, v73
	v_xor_b32_e32 v101, v101, v99
	v_and_b32_e32 v101, s9, v101
	v_or_b32_e32 v3, v3, v101
	v_and_b32_e32 v101, s7, v72
	v_lshlrev_b32_e32 v103, 24, v75
	v_xor_b32_e32 v101, v101, v103
	v_lshrrev_b32_e32 v103, 8, v74
	v_xor_b32_e32 v75, v75, v99
	v_xor_b32_e32 v99, v103, v99
	v_lshrrev_b32_e32 v103, 8, v73
	v_xor_b32_e32 v74, v74, v104
	v_xor_b32_e32 v103, v103, v104
	v_xor_b32_e32 v104, v72, v96
	v_lshrrev_b32_e32 v72, 8, v96
	v_xor_b32_e32 v72, v72, v100
	v_and_b32_e32 v96, s8, v99
	v_and_b32_e32 v72, s6, v72
	v_or_b32_e32 v72, v96, v72
	v_or_b32_e32 v72, v72, v101
	v_and_b32_e32 v96, s9, v103
	v_xor_b32_e32 v95, v98, v95
	v_xor_b32_e32 v73, v73, v100
	v_or_b32_e32 v72, v72, v96
	v_lshrrev_b32_e32 v96, 22, v95
	v_lshrrev_b32_e32 v99, 14, v95
	v_xor_b32_e32 v100, v102, v3
	v_and_b32_e32 v96, s5, v96
	v_and_b32_e32 v99, s5, v99
	v_lshrrev_b32_e32 v101, 6, v95
	v_and_b32_e32 v95, s6, v95
	v_lshrrev_b32_e32 v102, 22, v100
	v_lshrrev_b32_e32 v103, 14, v100
	v_lshrrev_b32_e32 v106, 6, v100
	ds_read_b32 v96, v96
	ds_read_b32 v99, v99 offset:1024
	v_and_b32_e32 v101, s5, v101
	v_lshlrev_b32_e32 v95, 2, v95
	v_and_b32_e32 v102, s5, v102
	v_and_b32_e32 v103, s5, v103
	v_and_b32_e32 v106, s5, v106
	v_and_b32_e32 v100, s6, v100
	ds_read_b32 v101, v101 offset:2048
	ds_read_b32 v95, v95 offset:3072
	ds_read_b32 v102, v102
	ds_read_b32 v103, v103 offset:1024
	ds_read_b32 v106, v106 offset:2048
	v_lshlrev_b32_e32 v100, 2, v100
	ds_read_b32 v100, v100 offset:3072
	v_xor_b32_e32 v94, v94, v124
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v96, v99, v96
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v103, v103, v102
	v_xor_b32_e32 v94, v94, v91
	v_xor_b32_e32 v96, v96, v101
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v103, v103, v106
	v_xor_b32_e32 v94, v94, v72
	v_xor_b32_e32 v101, v106, v101
	v_xor_b32_e32 v96, v96, v95
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v103, v103, v100
	v_xor_b32_e32 v95, v100, v95
	v_lshrrev_b32_e32 v100, 22, v94
	v_lshrrev_b32_e32 v106, 14, v94
	v_and_b32_e32 v100, s5, v100
	v_and_b32_e32 v106, s5, v106
	v_lshrrev_b32_e32 v107, 6, v94
	v_and_b32_e32 v94, s6, v94
	ds_read_b32 v100, v100
	ds_read_b32 v106, v106 offset:1024
	v_and_b32_e32 v107, s5, v107
	v_lshlrev_b32_e32 v94, 2, v94
	ds_read_b32 v107, v107 offset:2048
	ds_read_b32 v94, v94 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v102, v100, v102
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v100, v106, v100
	v_lshrrev_b32_e32 v75, 22, v75
	v_lshrrev_b32_e32 v74, 14, v74
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v100, v100, v107
	v_and_b32_e32 v75, s5, v75
	v_and_b32_e32 v74, s5, v74
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v100, v100, v94
	v_xor_b32_e32 v94, v95, v94
	v_lshrrev_b32_e32 v73, 6, v73
	v_and_b32_e32 v95, s6, v104
	ds_read_b32 v75, v75
	ds_read_b32 v74, v74 offset:1024
	v_and_b32_e32 v73, s5, v73
	v_lshlrev_b32_e32 v95, 2, v95
	ds_read_b32 v73, v73 offset:2048
	ds_read_b32 v95, v95 offset:3072
	v_xor_b32_e32 v99, v106, v99
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v102, v102, v75
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v75, v74, v75
	v_xor_b32_e32 v74, v99, v74
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v75, v75, v73
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v75, v75, v95
	v_xor_b32_e32 v95, v102, v96
	v_xor_b32_e32 v99, v74, v103
	v_xor_b32_e32 v73, v101, v73
	v_and_b32_e32 v95, s7, v95
	v_and_b32_e32 v99, s8, v99
	v_or_b32_e32 v95, v99, v95
	v_xor_b32_e32 v99, v73, v100
	v_and_b32_e32 v99, s9, v99
	v_or_b32_e32 v95, v95, v99
	v_xor_b32_e32 v99, v75, v94
	v_and_b32_e32 v99, s6, v99
	v_or_b32_e32 v95, v95, v99
	v_lshrrev_b32_e32 v99, 24, v94
	v_and_b32_e32 v101, s6, v96
	v_xor_b32_e32 v99, v99, v101
	v_lshlrev_b32_e32 v101, 8, v102
	v_xor_b32_e32 v101, v101, v103
	v_and_b32_e32 v101, s7, v101
	v_or_b32_e32 v99, v101, v99
	v_lshlrev_b32_e32 v101, 8, v74
	v_xor_b32_e32 v101, v101, v100
	v_and_b32_e32 v101, s8, v101
	v_or_b32_e32 v99, v99, v101
	v_lshlrev_b32_e32 v101, 8, v73
	v_xor_b32_e32 v101, v75, v101
	v_and_b32_e32 v101, s9, v101
	v_or_b32_e32 v99, v99, v101
	v_lshlrev_b32_e32 v101, 16, v102
	v_lshrrev_b32_e32 v104, 16, v94
	v_xor_b32_e32 v101, v101, v100
	v_xor_b32_e32 v104, v104, v103
	v_and_b32_e32 v101, s7, v101
	v_and_b32_e32 v104, s6, v104
	v_or_b32_e32 v101, v101, v104
	v_lshlrev_b32_e32 v104, 16, v74
	v_xor_b32_e32 v104, v75, v104
	v_lshrrev_b32_e32 v74, 8, v74
	v_lshrrev_b32_e32 v94, 8, v94
	v_and_b32_e32 v104, s8, v104
	v_xor_b32_e32 v74, v74, v96
	v_xor_b32_e32 v94, v94, v100
	v_or_b32_e32 v101, v101, v104
	v_lshrrev_b32_e32 v104, 16, v73
	v_lshlrev_b32_e32 v102, 24, v102
	v_and_b32_e32 v75, s7, v75
	v_and_b32_e32 v74, s8, v74
	v_and_b32_e32 v94, s6, v94
	v_xor_b32_e32 v104, v104, v96
	v_xor_b32_e32 v75, v75, v102
	v_lshrrev_b32_e32 v73, 8, v73
	v_or_b32_e32 v74, v74, v94
	v_xor_b32_e32 v90, v87, v90
	v_and_b32_e32 v104, s9, v104
	v_xor_b32_e32 v73, v73, v103
	v_or_b32_e32 v74, v74, v75
	v_xor_b32_e32 v75, v99, v90
	v_or_b32_e32 v101, v101, v104
	v_and_b32_e32 v73, s9, v73
	v_xor_b32_e32 v89, v89, v82
	v_xor_b32_e32 v94, v97, v75
	v_or_b32_e32 v74, v74, v73
	v_xor_b32_e32 v73, v95, v108
	v_lshrrev_b32_e32 v95, 22, v94
	v_lshrrev_b32_e32 v96, 14, v94
	v_xor_b32_e32 v89, v89, v101
	v_and_b32_e32 v95, s5, v95
	v_and_b32_e32 v96, s5, v96
	v_lshrrev_b32_e32 v97, 6, v94
	v_and_b32_e32 v94, s6, v94
	v_lshrrev_b32_e32 v99, 22, v89
	v_lshrrev_b32_e32 v100, 14, v89
	v_lshrrev_b32_e32 v102, 6, v89
	ds_read_b32 v95, v95
	ds_read_b32 v96, v96 offset:1024
	v_and_b32_e32 v97, s5, v97
	v_lshlrev_b32_e32 v94, 2, v94
	v_and_b32_e32 v99, s5, v99
	v_and_b32_e32 v100, s5, v100
	v_and_b32_e32 v102, s5, v102
	v_and_b32_e32 v89, s6, v89
	ds_read_b32 v97, v97 offset:2048
	ds_read_b32 v94, v94 offset:3072
	ds_read_b32 v99, v99
	ds_read_b32 v100, v100 offset:1024
	ds_read_b32 v102, v102 offset:2048
	v_lshlrev_b32_e32 v89, 2, v89
	ds_read_b32 v89, v89 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v95, v96, v95
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v100, v100, v99
	v_xor_b32_e32 v88, v83, v88
	v_xor_b32_e32 v95, v95, v97
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v100, v100, v102
	v_xor_b32_e32 v88, v88, v74
	v_xor_b32_e32 v97, v102, v97
	v_xor_b32_e32 v95, v95, v94
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v100, v100, v89
	v_xor_b32_e32 v89, v89, v94
	v_lshrrev_b32_e32 v94, 22, v88
	v_lshrrev_b32_e32 v102, 14, v88
	v_and_b32_e32 v94, s5, v94
	v_and_b32_e32 v102, s5, v102
	v_lshrrev_b32_e32 v103, 6, v88
	v_and_b32_e32 v88, s6, v88
	ds_read_b32 v94, v94
	ds_read_b32 v102, v102 offset:1024
	v_and_b32_e32 v103, s5, v103
	v_lshlrev_b32_e32 v88, 2, v88
	ds_read_b32 v103, v103 offset:2048
	ds_read_b32 v88, v88 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v99, v94, v99
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v94, v102, v94
	v_xor_b32_e32 v96, v102, v96
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v94, v94, v103
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v94, v94, v88
	v_xor_b32_e32 v88, v89, v88
	v_xor_b32_e32 v69, v99, v69
	v_xor_b32_e32 v89, v96, v68
	v_lshrrev_b32_e32 v68, 24, v88
	v_and_b32_e32 v96, s6, v95
	v_xor_b32_e32 v68, v68, v96
	v_lshlrev_b32_e32 v96, 8, v69
	v_xor_b32_e32 v96, v96, v100
	v_and_b32_e32 v96, s7, v96
	v_or_b32_e32 v68, v96, v68
	v_lshlrev_b32_e32 v96, 8, v89
	v_xor_b32_e32 v96, v96, v94
	v_xor_b32_e32 v70, v97, v70
	v_and_b32_e32 v96, s8, v96
	v_or_b32_e32 v68, v68, v96
	v_lshlrev_b32_e32 v96, 8, v70
	v_xor_b32_e32 v96, v67, v96
	v_and_b32_e32 v96, s9, v96
	v_or_b32_e32 v96, v68, v96
	v_lshlrev_b32_e32 v68, 16, v69
	v_lshrrev_b32_e32 v97, 16, v88
	v_xor_b32_e32 v68, v68, v94
	v_xor_b32_e32 v97, v97, v100
	v_and_b32_e32 v68, s7, v68
	v_and_b32_e32 v97, s6, v97
	v_or_b32_e32 v68, v68, v97
	v_lshlrev_b32_e32 v97, 16, v89
	v_xor_b32_e32 v97, v67, v97
	v_and_b32_e32 v97, s8, v97
	v_or_b32_e32 v68, v68, v97
	v_lshrrev_b32_e32 v97, 16, v70
	v_xor_b32_e32 v97, v97, v95
	v_and_b32_e32 v97, s9, v97
	v_or_b32_e32 v68, v68, v97
	v_and_b32_e32 v97, s7, v67
	v_lshlrev_b32_e32 v99, 24, v69
	v_xor_b32_e32 v97, v97, v99
	v_lshrrev_b32_e32 v99, 8, v89
	v_xor_b32_e32 v69, v69, v95
	v_xor_b32_e32 v95, v99, v95
	v_lshrrev_b32_e32 v99, 8, v70
	v_xor_b32_e32 v89, v89, v100
	v_xor_b32_e32 v99, v99, v100
	v_xor_b32_e32 v100, v67, v88
	v_lshrrev_b32_e32 v67, 8, v88
	v_xor_b32_e32 v67, v67, v94
	v_and_b32_e32 v88, s8, v95
	v_and_b32_e32 v67, s6, v67
	v_or_b32_e32 v67, v88, v67
	v_or_b32_e32 v67, v67, v97
	v_and_b32_e32 v88, s9, v99
	v_or_b32_e32 v67, v67, v88
	v_xor_b32_e32 v88, v96, v90
	v_xor_b32_e32 v70, v70, v94
	v_lshrrev_b32_e32 v90, 22, v88
	v_lshrrev_b32_e32 v94, 14, v88
	v_xor_b32_e32 v93, v93, v68
	v_and_b32_e32 v90, s5, v90
	v_and_b32_e32 v94, s5, v94
	v_lshrrev_b32_e32 v95, 6, v88
	v_and_b32_e32 v88, s6, v88
	v_lshrrev_b32_e32 v97, 22, v93
	v_lshrrev_b32_e32 v99, 14, v93
	v_lshrrev_b32_e32 v102, 6, v93
	ds_read_b32 v90, v90
	ds_read_b32 v94, v94 offset:1024
	v_and_b32_e32 v95, s5, v95
	v_lshlrev_b32_e32 v88, 2, v88
	v_and_b32_e32 v97, s5, v97
	v_and_b32_e32 v99, s5, v99
	v_and_b32_e32 v102, s5, v102
	v_and_b32_e32 v93, s6, v93
	ds_read_b32 v95, v95 offset:2048
	ds_read_b32 v88, v88 offset:3072
	ds_read_b32 v97, v97
	ds_read_b32 v99, v99 offset:1024
	ds_read_b32 v102, v102 offset:2048
	v_lshlrev_b32_e32 v93, 2, v93
	ds_read_b32 v93, v93 offset:3072
	v_xor_b32_e32 v86, v86, v120
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v90, v94, v90
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v99, v99, v97
	v_xor_b32_e32 v86, v86, v85
	v_xor_b32_e32 v90, v90, v95
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v99, v99, v102
	v_xor_b32_e32 v86, v86, v67
	v_xor_b32_e32 v95, v102, v95
	v_xor_b32_e32 v90, v90, v88
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v99, v99, v93
	v_xor_b32_e32 v88, v93, v88
	v_lshrrev_b32_e32 v93, 22, v86
	v_lshrrev_b32_e32 v102, 14, v86
	v_and_b32_e32 v93, s5, v93
	v_and_b32_e32 v102, s5, v102
	v_lshrrev_b32_e32 v103, 6, v86
	v_and_b32_e32 v86, s6, v86
	ds_read_b32 v93, v93
	ds_read_b32 v102, v102 offset:1024
	v_and_b32_e32 v103, s5, v103
	v_lshlrev_b32_e32 v86, 2, v86
	ds_read_b32 v103, v103 offset:2048
	ds_read_b32 v86, v86 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v97, v93, v97
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v93, v102, v93
	v_lshrrev_b32_e32 v69, 22, v69
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v93, v93, v103
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v93, v93, v86
	v_xor_b32_e32 v86, v88, v86
	v_lshrrev_b32_e32 v88, 14, v89
	v_lshrrev_b32_e32 v70, 6, v70
	v_and_b32_e32 v69, s5, v69
	v_and_b32_e32 v88, s5, v88
	v_and_b32_e32 v70, s5, v70
	v_and_b32_e32 v89, s6, v100
	ds_read_b32 v69, v69
	ds_read_b32 v88, v88 offset:1024
	ds_read_b32 v70, v70 offset:2048
	v_lshlrev_b32_e32 v89, 2, v89
	ds_read_b32 v89, v89 offset:3072
	v_xor_b32_e32 v94, v102, v94
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v97, v97, v69
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v69, v88, v69
	v_xor_b32_e32 v88, v94, v88
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v69, v69, v70
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v69, v69, v89
	v_xor_b32_e32 v89, v97, v90
	v_xor_b32_e32 v94, v88, v99
	v_xor_b32_e32 v70, v95, v70
	v_and_b32_e32 v89, s7, v89
	v_and_b32_e32 v94, s8, v94
	v_or_b32_e32 v89, v94, v89
	v_xor_b32_e32 v94, v70, v93
	v_and_b32_e32 v94, s9, v94
	v_or_b32_e32 v89, v89, v94
	v_xor_b32_e32 v94, v69, v86
	v_and_b32_e32 v94, s6, v94
	v_or_b32_e32 v89, v89, v94
	v_lshrrev_b32_e32 v94, 24, v86
	v_and_b32_e32 v95, s6, v90
	v_xor_b32_e32 v94, v94, v95
	v_lshlrev_b32_e32 v95, 8, v97
	v_xor_b32_e32 v95, v95, v99
	v_and_b32_e32 v95, s7, v95
	v_or_b32_e32 v94, v95, v94
	v_lshlrev_b32_e32 v95, 8, v88
	v_xor_b32_e32 v95, v95, v93
	v_and_b32_e32 v95, s8, v95
	v_or_b32_e32 v94, v94, v95
	v_lshlrev_b32_e32 v95, 8, v70
	v_xor_b32_e32 v95, v69, v95
	v_and_b32_e32 v95, s9, v95
	v_or_b32_e32 v94, v94, v95
	v_lshlrev_b32_e32 v95, 16, v97
	v_lshrrev_b32_e32 v100, 16, v86
	v_xor_b32_e32 v95, v95, v93
	v_xor_b32_e32 v100, v100, v99
	v_and_b32_e32 v95, s7, v95
	v_and_b32_e32 v100, s6, v100
	v_or_b32_e32 v95, v95, v100
	v_lshlrev_b32_e32 v100, 16, v88
	v_xor_b32_e32 v100, v69, v100
	v_lshrrev_b32_e32 v88, 8, v88
	v_lshrrev_b32_e32 v86, 8, v86
	v_and_b32_e32 v100, s8, v100
	v_xor_b32_e32 v88, v88, v90
	v_xor_b32_e32 v86, v86, v93
	v_or_b32_e32 v95, v95, v100
	v_lshrrev_b32_e32 v100, 16, v70
	v_lshlrev_b32_e32 v97, 24, v97
	v_and_b32_e32 v69, s7, v69
	v_and_b32_e32 v88, s8, v88
	v_and_b32_e32 v86, s6, v86
	v_xor_b32_e32 v100, v100, v90
	v_xor_b32_e32 v69, v69, v97
	v_or_b32_e32 v86, v88, v86
	v_and_b32_e32 v100, s9, v100
	v_lshrrev_b32_e32 v70, 8, v70
	v_or_b32_e32 v69, v86, v69
	v_xor_b32_e32 v86, v101, v87
	v_xor_b32_e32 v87, v80, v83
	v_xor_b32_e32 v91, v108, v91
	v_or_b32_e32 v95, v95, v100
	v_xor_b32_e32 v70, v70, v99
	v_xor_b32_e32 v84, v84, v42
	v_xor_b32_e32 v83, v94, v87
	v_and_b32_e32 v70, s9, v70
	v_xor_b32_e32 v88, v91, v83
	v_xor_b32_e32 v84, v84, v95
	v_or_b32_e32 v70, v69, v70
	v_xor_b32_e32 v69, v89, v98
	v_lshrrev_b32_e32 v89, 22, v88
	v_lshrrev_b32_e32 v90, 14, v88
	v_lshrrev_b32_e32 v91, 6, v88
	v_and_b32_e32 v88, s6, v88
	v_lshrrev_b32_e32 v93, 22, v84
	v_lshrrev_b32_e32 v94, 14, v84
	v_and_b32_e32 v89, s5, v89
	v_and_b32_e32 v90, s5, v90
	v_and_b32_e32 v91, s5, v91
	v_lshlrev_b32_e32 v88, 2, v88
	v_and_b32_e32 v93, s5, v93
	v_and_b32_e32 v94, s5, v94
	v_lshrrev_b32_e32 v97, 6, v84
	ds_read_b32 v89, v89
	ds_read_b32 v90, v90 offset:1024
	ds_read_b32 v91, v91 offset:2048
	ds_read_b32 v88, v88 offset:3072
	ds_read_b32 v93, v93
	ds_read_b32 v94, v94 offset:1024
	v_and_b32_e32 v97, s5, v97
	v_and_b32_e32 v84, s6, v84
	ds_read_b32 v97, v97 offset:2048
	v_lshlrev_b32_e32 v84, 2, v84
	ds_read_b32 v84, v84 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v89, v90, v89
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v94, v94, v93
	v_xor_b32_e32 v6, v77, v6
	v_xor_b32_e32 v89, v89, v91
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v94, v94, v97
	v_xor_b32_e32 v6, v6, v70
	v_xor_b32_e32 v91, v97, v91
	v_xor_b32_e32 v89, v89, v88
	v_lshrrev_b32_e32 v97, 22, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v94, v94, v84
	v_xor_b32_e32 v84, v84, v88
	v_lshrrev_b32_e32 v88, 14, v6
	v_xor_b32_e32 v85, v98, v85
	v_and_b32_e32 v97, s5, v97
	v_and_b32_e32 v88, s5, v88
	v_lshrrev_b32_e32 v98, 6, v6
	v_and_b32_e32 v6, s6, v6
	ds_read_b32 v97, v97
	v_and_b32_e32 v98, s5, v98
	ds_read_b32 v88, v88 offset:1024
	v_lshlrev_b32_e32 v6, 2, v6
	ds_read_b32 v98, v98 offset:2048
	ds_read_b32 v6, v6 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v93, v97, v93
	v_xor_b32_e32 v65, v93, v65
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v97, v88, v97
	v_xor_b32_e32 v88, v88, v90
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v90, v97, v98
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v84, v84, v6
	v_xor_b32_e32 v90, v90, v6
	v_xor_b32_e32 v64, v88, v64
	v_lshrrev_b32_e32 v6, 24, v84
	v_and_b32_e32 v88, s6, v89
	v_xor_b32_e32 v6, v6, v88
	v_lshlrev_b32_e32 v88, 8, v65
	v_xor_b32_e32 v88, v88, v94
	v_and_b32_e32 v88, s7, v88
	v_or_b32_e32 v6, v88, v6
	v_lshlrev_b32_e32 v88, 8, v64
	v_xor_b32_e32 v88, v88, v90
	v_xor_b32_e32 v63, v91, v63
	v_and_b32_e32 v88, s8, v88
	v_or_b32_e32 v6, v6, v88
	v_lshlrev_b32_e32 v88, 8, v63
	v_xor_b32_e32 v88, v62, v88
	v_and_b32_e32 v88, s9, v88
	v_or_b32_e32 v88, v6, v88
	v_lshlrev_b32_e32 v6, 16, v65
	v_lshrrev_b32_e32 v91, 16, v84
	v_xor_b32_e32 v6, v6, v90
	v_xor_b32_e32 v91, v91, v94
	v_and_b32_e32 v6, s7, v6
	v_and_b32_e32 v91, s6, v91
	v_or_b32_e32 v6, v6, v91
	v_lshlrev_b32_e32 v91, 16, v64
	v_xor_b32_e32 v91, v62, v91
	v_and_b32_e32 v91, s8, v91
	v_or_b32_e32 v6, v6, v91
	v_lshrrev_b32_e32 v91, 16, v63
	v_xor_b32_e32 v91, v91, v89
	v_and_b32_e32 v91, s9, v91
	v_or_b32_e32 v6, v6, v91
	v_and_b32_e32 v91, s7, v62
	v_lshlrev_b32_e32 v93, 24, v65
	v_xor_b32_e32 v91, v91, v93
	v_lshrrev_b32_e32 v93, 8, v64
	v_xor_b32_e32 v65, v65, v89
	v_xor_b32_e32 v89, v93, v89
	v_lshrrev_b32_e32 v93, 8, v63
	v_xor_b32_e32 v64, v64, v94
	v_xor_b32_e32 v93, v93, v94
	v_xor_b32_e32 v94, v62, v84
	v_lshrrev_b32_e32 v62, 8, v84
	v_xor_b32_e32 v62, v62, v90
	v_and_b32_e32 v84, s8, v89
	v_and_b32_e32 v62, s6, v62
	v_or_b32_e32 v62, v84, v62
	v_or_b32_e32 v62, v62, v91
	v_and_b32_e32 v84, s9, v93
	v_xor_b32_e32 v92, v105, v92
	v_or_b32_e32 v62, v62, v84
	v_xor_b32_e32 v84, v88, v87
	v_xor_b32_e32 v63, v63, v90
	v_lshrrev_b32_e32 v87, 22, v84
	v_lshrrev_b32_e32 v89, 14, v84
	v_xor_b32_e32 v90, v92, v6
	v_and_b32_e32 v87, s5, v87
	v_and_b32_e32 v89, s5, v89
	v_lshrrev_b32_e32 v91, 6, v84
	v_and_b32_e32 v84, s6, v84
	v_lshrrev_b32_e32 v92, 22, v90
	v_lshrrev_b32_e32 v93, 14, v90
	v_lshrrev_b32_e32 v97, 6, v90
	ds_read_b32 v87, v87
	ds_read_b32 v89, v89 offset:1024
	v_and_b32_e32 v91, s5, v91
	v_lshlrev_b32_e32 v84, 2, v84
	v_and_b32_e32 v92, s5, v92
	v_and_b32_e32 v93, s5, v93
	v_and_b32_e32 v97, s5, v97
	v_and_b32_e32 v90, s6, v90
	ds_read_b32 v91, v91 offset:2048
	ds_read_b32 v84, v84 offset:3072
	ds_read_b32 v92, v92
	ds_read_b32 v93, v93 offset:1024
	ds_read_b32 v97, v97 offset:2048
	v_lshlrev_b32_e32 v90, 2, v90
	ds_read_b32 v90, v90 offset:3072
	v_xor_b32_e32 v81, v81, v116
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v87, v89, v87
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v93, v93, v92
	v_xor_b32_e32 v81, v81, v79
	v_xor_b32_e32 v87, v87, v91
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v93, v93, v97
	v_xor_b32_e32 v81, v81, v62
	v_xor_b32_e32 v91, v97, v91
	v_xor_b32_e32 v87, v87, v84
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v93, v93, v90
	v_xor_b32_e32 v84, v90, v84
	v_lshrrev_b32_e32 v90, 22, v81
	v_lshrrev_b32_e32 v97, 14, v81
	v_and_b32_e32 v90, s5, v90
	v_and_b32_e32 v97, s5, v97
	v_lshrrev_b32_e32 v98, 6, v81
	v_and_b32_e32 v81, s6, v81
	ds_read_b32 v90, v90
	ds_read_b32 v97, v97 offset:1024
	v_and_b32_e32 v98, s5, v98
	v_lshlrev_b32_e32 v81, 2, v81
	ds_read_b32 v98, v98 offset:2048
	ds_read_b32 v81, v81 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v92, v90, v92
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v90, v97, v90
	v_lshrrev_b32_e32 v65, 22, v65
	v_lshrrev_b32_e32 v64, 14, v64
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v90, v90, v98
	v_and_b32_e32 v65, s5, v65
	v_and_b32_e32 v64, s5, v64
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v90, v90, v81
	v_xor_b32_e32 v81, v84, v81
	v_lshrrev_b32_e32 v63, 6, v63
	v_and_b32_e32 v84, s6, v94
	ds_read_b32 v65, v65
	ds_read_b32 v64, v64 offset:1024
	v_and_b32_e32 v63, s5, v63
	v_lshlrev_b32_e32 v84, 2, v84
	ds_read_b32 v63, v63 offset:2048
	ds_read_b32 v84, v84 offset:3072
	v_xor_b32_e32 v89, v97, v89
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v92, v92, v65
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v65, v64, v65
	v_xor_b32_e32 v64, v89, v64
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v65, v65, v63
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v65, v65, v84
	v_xor_b32_e32 v84, v92, v87
	v_xor_b32_e32 v89, v64, v93
	v_xor_b32_e32 v63, v91, v63
	v_and_b32_e32 v84, s7, v84
	v_and_b32_e32 v89, s8, v89
	v_or_b32_e32 v84, v89, v84
	v_xor_b32_e32 v89, v63, v90
	v_and_b32_e32 v89, s9, v89
	v_or_b32_e32 v84, v84, v89
	v_xor_b32_e32 v89, v65, v81
	v_and_b32_e32 v89, s6, v89
	v_or_b32_e32 v84, v84, v89
	v_lshrrev_b32_e32 v89, 24, v81
	v_and_b32_e32 v91, s6, v87
	v_xor_b32_e32 v89, v89, v91
	v_lshlrev_b32_e32 v91, 8, v92
	v_xor_b32_e32 v91, v91, v93
	v_and_b32_e32 v91, s7, v91
	v_or_b32_e32 v89, v91, v89
	v_lshlrev_b32_e32 v91, 8, v64
	v_xor_b32_e32 v91, v91, v90
	v_and_b32_e32 v91, s8, v91
	v_or_b32_e32 v89, v89, v91
	v_lshlrev_b32_e32 v91, 8, v63
	v_xor_b32_e32 v91, v65, v91
	v_and_b32_e32 v91, s9, v91
	v_or_b32_e32 v89, v89, v91
	v_lshlrev_b32_e32 v91, 16, v92
	v_lshrrev_b32_e32 v94, 16, v81
	v_xor_b32_e32 v91, v91, v90
	v_xor_b32_e32 v94, v94, v93
	v_and_b32_e32 v91, s7, v91
	v_and_b32_e32 v94, s6, v94
	v_or_b32_e32 v91, v91, v94
	v_lshlrev_b32_e32 v94, 16, v64
	v_xor_b32_e32 v94, v65, v94
	v_lshrrev_b32_e32 v64, 8, v64
	v_lshrrev_b32_e32 v81, 8, v81
	v_and_b32_e32 v94, s8, v94
	v_xor_b32_e32 v64, v64, v87
	v_xor_b32_e32 v81, v81, v90
	v_or_b32_e32 v91, v91, v94
	v_lshrrev_b32_e32 v94, 16, v63
	v_lshlrev_b32_e32 v92, 24, v92
	v_and_b32_e32 v65, s7, v65
	v_and_b32_e32 v64, s8, v64
	v_and_b32_e32 v81, s6, v81
	v_xor_b32_e32 v94, v94, v87
	v_xor_b32_e32 v65, v65, v92
	v_lshrrev_b32_e32 v63, 8, v63
	v_or_b32_e32 v64, v64, v81
	v_xor_b32_e32 v77, v75, v77
	v_and_b32_e32 v94, s9, v94
	v_xor_b32_e32 v63, v63, v93
	v_or_b32_e32 v64, v64, v65
	v_xor_b32_e32 v65, v89, v77
	v_or_b32_e32 v91, v91, v94
	v_and_b32_e32 v63, s9, v63
	v_xor_b32_e32 v78, v78, v3
	v_xor_b32_e32 v81, v85, v65
	v_or_b32_e32 v64, v64, v63
	v_xor_b32_e32 v63, v84, v96
	v_lshrrev_b32_e32 v84, 22, v81
	v_lshrrev_b32_e32 v85, 14, v81
	v_xor_b32_e32 v78, v78, v91
	v_and_b32_e32 v84, s5, v84
	v_and_b32_e32 v85, s5, v85
	v_lshrrev_b32_e32 v87, 6, v81
	v_and_b32_e32 v81, s6, v81
	v_lshrrev_b32_e32 v89, 22, v78
	v_lshrrev_b32_e32 v90, 14, v78
	v_lshrrev_b32_e32 v92, 6, v78
	ds_read_b32 v84, v84
	ds_read_b32 v85, v85 offset:1024
	v_and_b32_e32 v87, s5, v87
	v_lshlrev_b32_e32 v81, 2, v81
	v_and_b32_e32 v89, s5, v89
	v_and_b32_e32 v90, s5, v90
	v_and_b32_e32 v92, s5, v92
	v_and_b32_e32 v78, s6, v78
	ds_read_b32 v87, v87 offset:2048
	ds_read_b32 v81, v81 offset:3072
	ds_read_b32 v89, v89
	ds_read_b32 v90, v90 offset:1024
	ds_read_b32 v92, v92 offset:2048
	v_lshlrev_b32_e32 v78, 2, v78
	ds_read_b32 v78, v78 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v84, v85, v84
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v90, v90, v89
	v_xor_b32_e32 v84, v84, v87
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v90, v90, v92
	v_xor_b32_e32 v84, v84, v81
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v90, v90, v78
	v_xor_b32_e32 v78, v78, v81
	v_xor_b32_e32 v81, v72, v82
	v_xor_b32_e32 v81, v81, v64
	v_xor_b32_e32 v87, v92, v87
	v_lshrrev_b32_e32 v82, 22, v81
	v_lshrrev_b32_e32 v92, 14, v81
	v_and_b32_e32 v82, s5, v82
	v_and_b32_e32 v92, s5, v92
	v_lshrrev_b32_e32 v93, 6, v81
	v_and_b32_e32 v81, s6, v81
	v_and_b32_e32 v93, s5, v93
	ds_read_b32 v82, v82
	ds_read_b32 v92, v92 offset:1024
	v_lshlrev_b32_e32 v81, 2, v81
	ds_read_b32 v93, v93 offset:2048
	ds_read_b32 v81, v81 offset:3072
	v_xor_b32_e32 v60, v87, v60
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v89, v82, v89
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v82, v92, v82
	v_xor_b32_e32 v85, v92, v85
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v82, v82, v93
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v78, v78, v81
	v_xor_b32_e32 v82, v82, v81
	v_xor_b32_e32 v59, v89, v59
	v_xor_b32_e32 v81, v85, v58
	v_lshrrev_b32_e32 v58, 24, v78
	v_and_b32_e32 v85, s6, v84
	v_xor_b32_e32 v58, v58, v85
	v_lshlrev_b32_e32 v85, 8, v59
	v_xor_b32_e32 v85, v85, v90
	v_and_b32_e32 v85, s7, v85
	v_or_b32_e32 v58, v85, v58
	v_lshlrev_b32_e32 v85, 8, v81
	v_xor_b32_e32 v85, v85, v82
	v_and_b32_e32 v85, s8, v85
	v_or_b32_e32 v58, v58, v85
	v_lshlrev_b32_e32 v85, 8, v60
	v_xor_b32_e32 v85, v57, v85
	v_and_b32_e32 v85, s9, v85
	v_or_b32_e32 v85, v58, v85
	v_lshlrev_b32_e32 v58, 16, v59
	v_lshrrev_b32_e32 v87, 16, v78
	v_xor_b32_e32 v58, v58, v82
	v_xor_b32_e32 v87, v87, v90
	v_and_b32_e32 v58, s7, v58
	v_and_b32_e32 v87, s6, v87
	v_or_b32_e32 v58, v58, v87
	v_lshlrev_b32_e32 v87, 16, v81
	v_xor_b32_e32 v87, v57, v87
	v_and_b32_e32 v87, s8, v87
	v_or_b32_e32 v58, v58, v87
	v_lshrrev_b32_e32 v87, 16, v60
	v_xor_b32_e32 v87, v87, v84
	v_and_b32_e32 v87, s9, v87
	v_or_b32_e32 v58, v58, v87
	v_and_b32_e32 v87, s7, v57
	v_lshlrev_b32_e32 v89, 24, v59
	v_xor_b32_e32 v87, v87, v89
	v_lshrrev_b32_e32 v89, 8, v81
	v_xor_b32_e32 v59, v59, v84
	v_xor_b32_e32 v84, v89, v84
	v_lshrrev_b32_e32 v89, 8, v60
	v_xor_b32_e32 v81, v81, v90
	v_xor_b32_e32 v89, v89, v90
	v_xor_b32_e32 v90, v57, v78
	v_lshrrev_b32_e32 v57, 8, v78
	v_xor_b32_e32 v57, v57, v82
	v_and_b32_e32 v78, s8, v84
	v_and_b32_e32 v57, s6, v57
	v_or_b32_e32 v57, v78, v57
	v_or_b32_e32 v57, v57, v87
	v_and_b32_e32 v78, s9, v89
	v_xor_b32_e32 v77, v85, v77
	v_xor_b32_e32 v60, v60, v82
	v_or_b32_e32 v57, v57, v78
	v_lshrrev_b32_e32 v78, 22, v77
	v_lshrrev_b32_e32 v82, 14, v77
	v_xor_b32_e32 v84, v86, v58
	v_and_b32_e32 v78, s5, v78
	v_and_b32_e32 v82, s5, v82
	v_lshrrev_b32_e32 v86, 6, v77
	v_and_b32_e32 v77, s6, v77
	v_lshrrev_b32_e32 v87, 22, v84
	v_lshrrev_b32_e32 v89, 14, v84
	v_lshrrev_b32_e32 v92, 6, v84
	ds_read_b32 v78, v78
	ds_read_b32 v82, v82 offset:1024
	v_and_b32_e32 v86, s5, v86
	v_lshlrev_b32_e32 v77, 2, v77
	v_and_b32_e32 v87, s5, v87
	v_and_b32_e32 v89, s5, v89
	v_and_b32_e32 v92, s5, v92
	v_and_b32_e32 v84, s6, v84
	ds_read_b32 v86, v86 offset:2048
	ds_read_b32 v77, v77 offset:3072
	ds_read_b32 v87, v87
	ds_read_b32 v89, v89 offset:1024
	ds_read_b32 v92, v92 offset:2048
	v_lshlrev_b32_e32 v84, 2, v84
	ds_read_b32 v84, v84 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v78, v82, v78
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v89, v89, v87
	v_xor_b32_e32 v76, v76, v74
	v_xor_b32_e32 v78, v78, v86
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v89, v89, v92
	v_xor_b32_e32 v76, v76, v57
	v_xor_b32_e32 v86, v92, v86
	v_xor_b32_e32 v78, v78, v77
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v89, v89, v84
	v_xor_b32_e32 v77, v84, v77
	v_lshrrev_b32_e32 v84, 22, v76
	v_lshrrev_b32_e32 v92, 14, v76
	v_and_b32_e32 v84, s5, v84
	v_and_b32_e32 v92, s5, v92
	v_lshrrev_b32_e32 v93, 6, v76
	v_and_b32_e32 v76, s6, v76
	ds_read_b32 v84, v84
	ds_read_b32 v92, v92 offset:1024
	v_and_b32_e32 v93, s5, v93
	v_lshlrev_b32_e32 v76, 2, v76
	ds_read_b32 v93, v93 offset:2048
	ds_read_b32 v76, v76 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v87, v84, v87
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v84, v92, v84
	v_lshrrev_b32_e32 v59, 22, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v84, v84, v93
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v84, v84, v76
	v_xor_b32_e32 v76, v77, v76
	v_lshrrev_b32_e32 v77, 14, v81
	v_lshrrev_b32_e32 v60, 6, v60
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v77, s5, v77
	v_and_b32_e32 v60, s5, v60
	v_and_b32_e32 v81, s6, v90
	ds_read_b32 v59, v59
	ds_read_b32 v77, v77 offset:1024
	ds_read_b32 v60, v60 offset:2048
	v_lshlrev_b32_e32 v81, 2, v81
	ds_read_b32 v81, v81 offset:3072
	v_xor_b32_e32 v82, v92, v82
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v87, v87, v59
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v59, v77, v59
	v_xor_b32_e32 v77, v82, v77
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v60
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v59, v59, v81
	v_xor_b32_e32 v81, v87, v78
	v_xor_b32_e32 v82, v77, v89
	v_xor_b32_e32 v60, v86, v60
	v_and_b32_e32 v81, s7, v81
	v_and_b32_e32 v82, s8, v82
	v_or_b32_e32 v81, v82, v81
	v_xor_b32_e32 v82, v60, v84
	v_and_b32_e32 v82, s9, v82
	v_or_b32_e32 v81, v81, v82
	v_xor_b32_e32 v82, v59, v76
	v_and_b32_e32 v82, s6, v82
	v_or_b32_e32 v81, v81, v82
	v_lshrrev_b32_e32 v82, 24, v76
	v_and_b32_e32 v86, s6, v78
	v_xor_b32_e32 v82, v82, v86
	v_lshlrev_b32_e32 v86, 8, v87
	v_xor_b32_e32 v86, v86, v89
	v_and_b32_e32 v86, s7, v86
	v_or_b32_e32 v82, v86, v82
	v_lshlrev_b32_e32 v86, 8, v77
	v_xor_b32_e32 v86, v86, v84
	v_and_b32_e32 v86, s8, v86
	v_or_b32_e32 v82, v82, v86
	v_lshlrev_b32_e32 v86, 8, v60
	v_xor_b32_e32 v86, v59, v86
	v_and_b32_e32 v86, s9, v86
	v_or_b32_e32 v82, v82, v86
	v_lshlrev_b32_e32 v86, 16, v87
	v_lshrrev_b32_e32 v90, 16, v76
	v_xor_b32_e32 v86, v86, v84
	v_xor_b32_e32 v90, v90, v89
	v_and_b32_e32 v86, s7, v86
	v_and_b32_e32 v90, s6, v90
	v_or_b32_e32 v86, v86, v90
	v_lshlrev_b32_e32 v90, 16, v77
	v_xor_b32_e32 v90, v59, v90
	v_lshrrev_b32_e32 v77, 8, v77
	v_lshrrev_b32_e32 v76, 8, v76
	v_and_b32_e32 v90, s8, v90
	v_xor_b32_e32 v77, v77, v78
	v_xor_b32_e32 v76, v76, v84
	v_or_b32_e32 v86, v86, v90
	v_lshrrev_b32_e32 v90, 16, v60
	v_lshlrev_b32_e32 v87, 24, v87
	v_and_b32_e32 v59, s7, v59
	v_and_b32_e32 v77, s8, v77
	v_and_b32_e32 v76, s6, v76
	v_xor_b32_e32 v90, v90, v78
	v_xor_b32_e32 v59, v59, v87
	v_or_b32_e32 v76, v77, v76
	v_and_b32_e32 v90, s9, v90
	v_lshrrev_b32_e32 v60, 8, v60
	v_or_b32_e32 v59, v76, v59
	v_xor_b32_e32 v76, v83, v72
	v_xor_b32_e32 v79, v96, v79
	v_or_b32_e32 v86, v86, v90
	v_xor_b32_e32 v60, v60, v89
	v_xor_b32_e32 v73, v73, v68
	v_xor_b32_e32 v72, v82, v76
	v_and_b32_e32 v60, s9, v60
	v_xor_b32_e32 v77, v79, v72
	v_xor_b32_e32 v73, v73, v86
	v_or_b32_e32 v60, v59, v60
	v_xor_b32_e32 v59, v81, v88
	v_lshrrev_b32_e32 v78, 22, v77
	v_lshrrev_b32_e32 v79, 14, v77
	v_lshrrev_b32_e32 v81, 6, v77
	v_and_b32_e32 v77, s6, v77
	v_lshrrev_b32_e32 v82, 22, v73
	v_lshrrev_b32_e32 v84, 14, v73
	v_and_b32_e32 v78, s5, v78
	v_and_b32_e32 v79, s5, v79
	v_and_b32_e32 v81, s5, v81
	v_lshlrev_b32_e32 v77, 2, v77
	v_and_b32_e32 v82, s5, v82
	v_and_b32_e32 v84, s5, v84
	v_lshrrev_b32_e32 v87, 6, v73
	ds_read_b32 v78, v78
	ds_read_b32 v79, v79 offset:1024
	ds_read_b32 v81, v81 offset:2048
	ds_read_b32 v77, v77 offset:3072
	ds_read_b32 v82, v82
	ds_read_b32 v84, v84 offset:1024
	v_and_b32_e32 v87, s5, v87
	v_and_b32_e32 v73, s6, v73
	ds_read_b32 v87, v87 offset:2048
	v_lshlrev_b32_e32 v73, 2, v73
	ds_read_b32 v73, v73 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v78, v79, v78
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v84, v84, v82
	v_xor_b32_e32 v42, v67, v42
	v_xor_b32_e32 v78, v78, v81
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v84, v84, v87
	v_xor_b32_e32 v42, v42, v60
	v_xor_b32_e32 v81, v87, v81
	v_xor_b32_e32 v78, v78, v77
	v_lshrrev_b32_e32 v87, 22, v42
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v84, v84, v73
	v_xor_b32_e32 v73, v73, v77
	v_lshrrev_b32_e32 v77, 14, v42
	v_xor_b32_e32 v74, v88, v74
	v_and_b32_e32 v87, s5, v87
	v_and_b32_e32 v77, s5, v77
	v_lshrrev_b32_e32 v88, 6, v42
	v_and_b32_e32 v42, s6, v42
	ds_read_b32 v87, v87
	v_and_b32_e32 v88, s5, v88
	ds_read_b32 v77, v77 offset:1024
	v_lshlrev_b32_e32 v42, 2, v42
	ds_read_b32 v88, v88 offset:2048
	ds_read_b32 v42, v42 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v82, v87, v82
	v_xor_b32_e32 v55, v82, v55
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v87, v77, v87
	v_xor_b32_e32 v77, v77, v79
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v79, v87, v88
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v73, v73, v42
	v_xor_b32_e32 v79, v79, v42
	v_xor_b32_e32 v54, v77, v54
	v_lshrrev_b32_e32 v42, 24, v73
	v_and_b32_e32 v77, s6, v78
	v_xor_b32_e32 v42, v42, v77
	v_lshlrev_b32_e32 v77, 8, v55
	v_xor_b32_e32 v77, v77, v84
	v_and_b32_e32 v77, s7, v77
	v_or_b32_e32 v42, v77, v42
	v_lshlrev_b32_e32 v77, 8, v54
	v_xor_b32_e32 v77, v77, v79
	v_xor_b32_e32 v53, v81, v53
	v_and_b32_e32 v77, s8, v77
	v_or_b32_e32 v42, v42, v77
	v_lshlrev_b32_e32 v77, 8, v53
	v_xor_b32_e32 v77, v52, v77
	v_and_b32_e32 v77, s9, v77
	v_or_b32_e32 v77, v42, v77
	v_lshlrev_b32_e32 v42, 16, v55
	v_lshrrev_b32_e32 v81, 16, v73
	v_xor_b32_e32 v42, v42, v79
	v_xor_b32_e32 v81, v81, v84
	v_and_b32_e32 v42, s7, v42
	v_and_b32_e32 v81, s6, v81
	v_or_b32_e32 v42, v42, v81
	v_lshlrev_b32_e32 v81, 16, v54
	v_xor_b32_e32 v81, v52, v81
	v_and_b32_e32 v81, s8, v81
	v_or_b32_e32 v42, v42, v81
	v_lshrrev_b32_e32 v81, 16, v53
	v_xor_b32_e32 v81, v81, v78
	v_and_b32_e32 v81, s9, v81
	v_or_b32_e32 v42, v42, v81
	v_and_b32_e32 v81, s7, v52
	v_lshlrev_b32_e32 v82, 24, v55
	v_xor_b32_e32 v81, v81, v82
	v_lshrrev_b32_e32 v82, 8, v54
	v_xor_b32_e32 v55, v55, v78
	v_xor_b32_e32 v78, v82, v78
	v_lshrrev_b32_e32 v82, 8, v53
	v_xor_b32_e32 v54, v54, v84
	v_xor_b32_e32 v82, v82, v84
	v_xor_b32_e32 v84, v52, v73
	v_lshrrev_b32_e32 v52, 8, v73
	v_xor_b32_e32 v52, v52, v79
	v_and_b32_e32 v73, s8, v78
	v_and_b32_e32 v52, s6, v52
	v_or_b32_e32 v52, v73, v52
	v_or_b32_e32 v52, v52, v81
	v_and_b32_e32 v73, s9, v82
	v_xor_b32_e32 v80, v95, v80
	v_or_b32_e32 v52, v52, v73
	v_xor_b32_e32 v73, v77, v76
	v_xor_b32_e32 v53, v53, v79
	v_lshrrev_b32_e32 v76, 22, v73
	v_lshrrev_b32_e32 v78, 14, v73
	v_xor_b32_e32 v79, v80, v42
	v_and_b32_e32 v76, s5, v76
	v_and_b32_e32 v78, s5, v78
	v_lshrrev_b32_e32 v80, 6, v73
	v_and_b32_e32 v73, s6, v73
	v_lshrrev_b32_e32 v81, 22, v79
	v_lshrrev_b32_e32 v82, 14, v79
	v_lshrrev_b32_e32 v87, 6, v79
	ds_read_b32 v76, v76
	ds_read_b32 v78, v78 offset:1024
	v_and_b32_e32 v80, s5, v80
	v_lshlrev_b32_e32 v73, 2, v73
	v_and_b32_e32 v81, s5, v81
	v_and_b32_e32 v82, s5, v82
	v_and_b32_e32 v87, s5, v87
	v_and_b32_e32 v79, s6, v79
	ds_read_b32 v80, v80 offset:2048
	ds_read_b32 v73, v73 offset:3072
	ds_read_b32 v81, v81
	ds_read_b32 v82, v82 offset:1024
	ds_read_b32 v87, v87 offset:2048
	v_lshlrev_b32_e32 v79, 2, v79
	ds_read_b32 v79, v79 offset:3072
	v_xor_b32_e32 v71, v71, v105
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v76, v78, v76
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v82, v82, v81
	v_xor_b32_e32 v71, v71, v70
	v_xor_b32_e32 v76, v76, v80
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v82, v82, v87
	v_xor_b32_e32 v71, v71, v52
	v_xor_b32_e32 v80, v87, v80
	v_xor_b32_e32 v76, v76, v73
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v82, v82, v79
	v_xor_b32_e32 v73, v79, v73
	v_lshrrev_b32_e32 v79, 22, v71
	v_lshrrev_b32_e32 v87, 14, v71
	v_and_b32_e32 v79, s5, v79
	v_and_b32_e32 v87, s5, v87
	v_lshrrev_b32_e32 v88, 6, v71
	v_and_b32_e32 v71, s6, v71
	ds_read_b32 v79, v79
	ds_read_b32 v87, v87 offset:1024
	v_and_b32_e32 v88, s5, v88
	v_lshlrev_b32_e32 v71, 2, v71
	ds_read_b32 v88, v88 offset:2048
	ds_read_b32 v71, v71 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v81, v79, v81
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v79, v87, v79
	v_lshrrev_b32_e32 v55, 22, v55
	v_lshrrev_b32_e32 v54, 14, v54
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v79, v79, v88
	v_and_b32_e32 v55, s5, v55
	v_and_b32_e32 v54, s5, v54
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v79, v79, v71
	v_xor_b32_e32 v71, v73, v71
	v_lshrrev_b32_e32 v53, 6, v53
	v_and_b32_e32 v73, s6, v84
	ds_read_b32 v55, v55
	ds_read_b32 v54, v54 offset:1024
	v_and_b32_e32 v53, s5, v53
	v_lshlrev_b32_e32 v73, 2, v73
	ds_read_b32 v53, v53 offset:2048
	ds_read_b32 v73, v73 offset:3072
	v_xor_b32_e32 v78, v87, v78
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v81, v81, v55
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v55, v54, v55
	v_xor_b32_e32 v54, v78, v54
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v55, v55, v53
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v55, v55, v73
	v_xor_b32_e32 v73, v81, v76
	v_xor_b32_e32 v78, v54, v82
	v_xor_b32_e32 v53, v80, v53
	v_and_b32_e32 v73, s7, v73
	v_and_b32_e32 v78, s8, v78
	v_or_b32_e32 v73, v78, v73
	v_xor_b32_e32 v78, v53, v79
	v_and_b32_e32 v78, s9, v78
	v_or_b32_e32 v73, v73, v78
	v_xor_b32_e32 v78, v55, v71
	v_and_b32_e32 v78, s6, v78
	v_or_b32_e32 v73, v73, v78
	v_lshrrev_b32_e32 v78, 24, v71
	v_and_b32_e32 v80, s6, v76
	v_xor_b32_e32 v78, v78, v80
	v_lshlrev_b32_e32 v80, 8, v81
	v_xor_b32_e32 v80, v80, v82
	v_and_b32_e32 v80, s7, v80
	v_or_b32_e32 v78, v80, v78
	v_lshlrev_b32_e32 v80, 8, v54
	v_xor_b32_e32 v80, v80, v79
	v_and_b32_e32 v80, s8, v80
	v_or_b32_e32 v78, v78, v80
	v_lshlrev_b32_e32 v80, 8, v53
	v_xor_b32_e32 v80, v55, v80
	v_and_b32_e32 v80, s9, v80
	v_or_b32_e32 v78, v78, v80
	v_lshlrev_b32_e32 v80, 16, v81
	v_lshrrev_b32_e32 v84, 16, v71
	v_xor_b32_e32 v80, v80, v79
	v_xor_b32_e32 v84, v84, v82
	v_and_b32_e32 v80, s7, v80
	v_and_b32_e32 v84, s6, v84
	v_or_b32_e32 v80, v80, v84
	v_lshlrev_b32_e32 v84, 16, v54
	v_xor_b32_e32 v84, v55, v84
	v_lshrrev_b32_e32 v54, 8, v54
	v_lshrrev_b32_e32 v71, 8, v71
	v_and_b32_e32 v84, s8, v84
	v_xor_b32_e32 v54, v54, v76
	v_xor_b32_e32 v71, v71, v79
	v_or_b32_e32 v80, v80, v84
	v_lshrrev_b32_e32 v84, 16, v53
	v_lshlrev_b32_e32 v81, 24, v81
	v_and_b32_e32 v55, s7, v55
	v_lshrrev_b32_e32 v53, 8, v53
	v_and_b32_e32 v54, s8, v54
	v_and_b32_e32 v71, s6, v71
	v_xor_b32_e32 v84, v84, v76
	v_xor_b32_e32 v55, v55, v81
	v_xor_b32_e32 v53, v53, v82
	v_or_b32_e32 v54, v54, v71
	v_xor_b32_e32 v71, v65, v67
	v_and_b32_e32 v84, s9, v84
	v_or_b32_e32 v54, v54, v55
	v_and_b32_e32 v53, s9, v53
	v_xor_b32_e32 v67, v78, v71
	v_or_b32_e32 v80, v80, v84
	v_or_b32_e32 v54, v54, v53
	v_xor_b32_e32 v53, v73, v85
	v_xor_b32_e32 v69, v69, v6
	v_xor_b32_e32 v73, v74, v67
	v_lshrrev_b32_e32 v74, 22, v73
	v_lshrrev_b32_e32 v76, 14, v73
	v_xor_b32_e32 v69, v69, v80
	v_and_b32_e32 v74, s5, v74
	v_and_b32_e32 v76, s5, v76
	v_lshrrev_b32_e32 v78, 6, v73
	v_and_b32_e32 v73, s6, v73
	v_lshrrev_b32_e32 v79, 22, v69
	v_lshrrev_b32_e32 v81, 14, v69
	v_lshrrev_b32_e32 v82, 6, v69
	ds_read_b32 v74, v74
	ds_read_b32 v76, v76 offset:1024
	v_and_b32_e32 v78, s5, v78
	v_lshlrev_b32_e32 v73, 2, v73
	v_and_b32_e32 v79, s5, v79
	v_and_b32_e32 v81, s5, v81
	v_and_b32_e32 v82, s5, v82
	v_and_b32_e32 v69, s6, v69
	ds_read_b32 v78, v78 offset:2048
	ds_read_b32 v73, v73 offset:3072
	ds_read_b32 v79, v79
	ds_read_b32 v81, v81 offset:1024
	ds_read_b32 v82, v82 offset:2048
	v_lshlrev_b32_e32 v69, 2, v69
	ds_read_b32 v69, v69 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v74, v76, v74
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v81, v81, v79
	v_xor_b32_e32 v3, v62, v3
	v_xor_b32_e32 v74, v74, v78
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v81, v81, v82
	v_xor_b32_e32 v3, v3, v54
	v_xor_b32_e32 v78, v82, v78
	v_xor_b32_e32 v74, v74, v73
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v81, v81, v69
	v_xor_b32_e32 v69, v69, v73
	v_lshrrev_b32_e32 v73, 22, v3
	v_lshrrev_b32_e32 v82, 14, v3
	v_and_b32_e32 v73, s5, v73
	v_and_b32_e32 v82, s5, v82
	v_xor_b32_e32 v55, v85, v70
	v_xor_b32_e32 v70, v86, v83
	v_lshrrev_b32_e32 v83, 6, v3
	v_and_b32_e32 v3, s6, v3
	ds_read_b32 v73, v73
	ds_read_b32 v82, v82 offset:1024
	v_and_b32_e32 v83, s5, v83
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v83, v83 offset:2048
	ds_read_b32 v3, v3 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v79, v73, v79
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v73, v82, v73
	v_xor_b32_e32 v76, v82, v76
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v73, v73, v83
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v73, v73, v3
	v_xor_b32_e32 v3, v69, v3
	v_xor_b32_e32 v49, v79, v49
	v_xor_b32_e32 v69, v76, v48
	v_lshrrev_b32_e32 v48, 24, v3
	v_and_b32_e32 v76, s6, v74
	v_xor_b32_e32 v48, v48, v76
	v_lshlrev_b32_e32 v76, 8, v49
	v_xor_b32_e32 v76, v76, v81
	v_and_b32_e32 v76, s7, v76
	v_or_b32_e32 v48, v76, v48
	v_lshlrev_b32_e32 v76, 8, v69
	v_xor_b32_e32 v76, v76, v73
	v_xor_b32_e32 v50, v78, v50
	v_and_b32_e32 v76, s8, v76
	v_or_b32_e32 v48, v48, v76
	v_lshlrev_b32_e32 v76, 8, v50
	v_xor_b32_e32 v76, v47, v76
	v_and_b32_e32 v76, s9, v76
	v_or_b32_e32 v76, v48, v76
	v_lshlrev_b32_e32 v48, 16, v49
	v_lshrrev_b32_e32 v78, 16, v3
	v_xor_b32_e32 v48, v48, v73
	v_xor_b32_e32 v78, v78, v81
	v_and_b32_e32 v48, s7, v48
	v_and_b32_e32 v78, s6, v78
	v_or_b32_e32 v48, v48, v78
	v_lshlrev_b32_e32 v78, 16, v69
	v_xor_b32_e32 v78, v47, v78
	v_and_b32_e32 v78, s8, v78
	v_or_b32_e32 v48, v48, v78
	v_lshrrev_b32_e32 v78, 16, v50
	v_xor_b32_e32 v78, v78, v74
	v_and_b32_e32 v78, s9, v78
	v_or_b32_e32 v48, v48, v78
	v_and_b32_e32 v78, s7, v47
	v_lshlrev_b32_e32 v79, 24, v49
	v_xor_b32_e32 v78, v78, v79
	v_lshrrev_b32_e32 v79, 8, v69
	v_xor_b32_e32 v47, v47, v3
	v_lshrrev_b32_e32 v3, 8, v3
	v_xor_b32_e32 v49, v49, v74
	v_xor_b32_e32 v74, v79, v74
	v_xor_b32_e32 v3, v3, v73
	v_lshrrev_b32_e32 v79, 8, v50
	v_xor_b32_e32 v50, v50, v73
	v_and_b32_e32 v73, s8, v74
	v_and_b32_e32 v3, s6, v3
	v_xor_b32_e32 v79, v79, v81
	v_or_b32_e32 v3, v73, v3
	v_xor_b32_e32 v75, v91, v75
	v_or_b32_e32 v3, v3, v78
	v_and_b32_e32 v73, s9, v79
	v_xor_b32_e32 v71, v76, v71
	v_or_b32_e32 v3, v3, v73
	v_lshrrev_b32_e32 v73, 22, v71
	v_lshrrev_b32_e32 v74, 14, v71
	v_xor_b32_e32 v75, v75, v48
	v_xor_b32_e32 v69, v69, v81
	v_and_b32_e32 v73, s5, v73
	v_and_b32_e32 v74, s5, v74
	v_lshrrev_b32_e32 v78, 6, v71
	v_and_b32_e32 v71, s6, v71
	v_lshrrev_b32_e32 v79, 22, v75
	v_lshrrev_b32_e32 v81, 14, v75
	v_lshrrev_b32_e32 v82, 6, v75
	ds_read_b32 v73, v73
	ds_read_b32 v74, v74 offset:1024
	v_and_b32_e32 v78, s5, v78
	v_lshlrev_b32_e32 v71, 2, v71
	v_and_b32_e32 v79, s5, v79
	v_and_b32_e32 v81, s5, v81
	v_and_b32_e32 v82, s5, v82
	v_and_b32_e32 v75, s6, v75
	ds_read_b32 v78, v78 offset:2048
	ds_read_b32 v71, v71 offset:3072
	ds_read_b32 v79, v79
	ds_read_b32 v81, v81 offset:1024
	ds_read_b32 v82, v82 offset:2048
	v_lshlrev_b32_e32 v75, 2, v75
	ds_read_b32 v75, v75 offset:3072
	v_xor_b32_e32 v66, v66, v101
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v73, v74, v73
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v81, v81, v79
	v_xor_b32_e32 v66, v66, v64
	v_xor_b32_e32 v73, v73, v78
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v81, v81, v82
	v_xor_b32_e32 v66, v66, v3
	v_xor_b32_e32 v78, v82, v78
	v_xor_b32_e32 v73, v73, v71
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v81, v81, v75
	v_xor_b32_e32 v71, v75, v71
	v_lshrrev_b32_e32 v75, 22, v66
	v_lshrrev_b32_e32 v82, 14, v66
	v_and_b32_e32 v75, s5, v75
	v_and_b32_e32 v82, s5, v82
	v_lshrrev_b32_e32 v83, 6, v66
	v_and_b32_e32 v66, s6, v66
	ds_read_b32 v75, v75
	ds_read_b32 v82, v82 offset:1024
	v_and_b32_e32 v83, s5, v83
	v_lshlrev_b32_e32 v66, 2, v66
	v_lshrrev_b32_e32 v49, 22, v49
	v_lshrrev_b32_e32 v69, 14, v69
	v_lshrrev_b32_e32 v50, 6, v50
	ds_read_b32 v83, v83 offset:2048
	ds_read_b32 v66, v66 offset:3072
	v_and_b32_e32 v49, s5, v49
	v_and_b32_e32 v69, s5, v69
	v_and_b32_e32 v50, s5, v50
	v_and_b32_e32 v47, s6, v47
	ds_read_b32 v49, v49
	ds_read_b32 v69, v69 offset:1024
	ds_read_b32 v50, v50 offset:2048
	v_lshlrev_b32_e32 v47, 2, v47
	ds_read_b32 v47, v47 offset:3072
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v79, v75, v79
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v75, v82, v75
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v75, v75, v83
	v_xor_b32_e32 v74, v82, v74
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v75, v75, v66
	v_xor_b32_e32 v66, v71, v66
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v71, v79, v49
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v49, v69, v49
	v_xor_b32_e32 v69, v74, v69
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v49, v49, v50
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v47, v49, v47
	v_xor_b32_e32 v49, v71, v73
	v_xor_b32_e32 v74, v69, v81
	v_xor_b32_e32 v50, v78, v50
	v_and_b32_e32 v49, s7, v49
	v_and_b32_e32 v74, s8, v74
	v_or_b32_e32 v49, v74, v49
	v_xor_b32_e32 v74, v50, v75
	v_and_b32_e32 v74, s9, v74
	v_or_b32_e32 v49, v49, v74
	v_xor_b32_e32 v74, v47, v66
	v_and_b32_e32 v74, s6, v74
	v_or_b32_e32 v74, v49, v74
	v_lshrrev_b32_e32 v49, 24, v66
	v_and_b32_e32 v78, s6, v73
	v_xor_b32_e32 v49, v49, v78
	v_lshlrev_b32_e32 v78, 8, v71
	v_xor_b32_e32 v78, v78, v81
	v_and_b32_e32 v78, s7, v78
	v_or_b32_e32 v49, v78, v49
	v_lshlrev_b32_e32 v78, 8, v69
	v_xor_b32_e32 v78, v78, v75
	v_and_b32_e32 v78, s8, v78
	v_or_b32_e32 v49, v49, v78
	v_lshlrev_b32_e32 v78, 8, v50
	v_xor_b32_e32 v78, v47, v78
	v_and_b32_e32 v78, s9, v78
	v_or_b32_e32 v78, v49, v78
	v_lshlrev_b32_e32 v49, 16, v71
	v_lshrrev_b32_e32 v79, 16, v66
	v_xor_b32_e32 v49, v49, v75
	v_xor_b32_e32 v79, v79, v81
	v_and_b32_e32 v49, s7, v49
	v_and_b32_e32 v79, s6, v79
	v_or_b32_e32 v49, v49, v79
	v_lshlrev_b32_e32 v79, 16, v69
	v_xor_b32_e32 v79, v47, v79
	v_and_b32_e32 v79, s8, v79
	v_or_b32_e32 v49, v49, v79
	v_lshrrev_b32_e32 v79, 16, v50
	v_xor_b32_e32 v79, v79, v73
	v_and_b32_e32 v79, s9, v79
	v_or_b32_e32 v79, v49, v79
	v_lshlrev_b32_e32 v49, 24, v71
	v_and_b32_e32 v47, s7, v47
	v_xor_b32_e32 v47, v47, v49
	v_lshrrev_b32_e32 v49, 8, v69
	v_lshrrev_b32_e32 v66, 8, v66
	v_xor_b32_e32 v49, v49, v73
	v_xor_b32_e32 v66, v66, v75
	v_lshrrev_b32_e32 v50, 8, v50
	v_and_b32_e32 v49, s8, v49
	v_and_b32_e32 v66, s6, v66
	v_xor_b32_e32 v50, v50, v81
	v_or_b32_e32 v49, v49, v66
	v_or_b32_e32 v47, v49, v47
	v_and_b32_e32 v49, s9, v50
	v_xor_b32_e32 v50, v63, v58
	v_xor_b32_e32 v63, v72, v62
	v_xor_b32_e32 v62, v78, v63
	v_xor_b32_e32 v55, v55, v62
	v_xor_b32_e32 v50, v50, v79
	v_or_b32_e32 v49, v47, v49
	v_xor_b32_e32 v47, v74, v77
	v_lshrrev_b32_e32 v66, 22, v55
	v_lshrrev_b32_e32 v69, 14, v55
	v_lshrrev_b32_e32 v71, 6, v55
	v_and_b32_e32 v55, s6, v55
	v_lshrrev_b32_e32 v73, 22, v50
	v_lshrrev_b32_e32 v74, 14, v50
	v_and_b32_e32 v66, s5, v66
	v_and_b32_e32 v69, s5, v69
	v_and_b32_e32 v71, s5, v71
	v_lshlrev_b32_e32 v55, 2, v55
	v_and_b32_e32 v73, s5, v73
	v_and_b32_e32 v74, s5, v74
	v_lshrrev_b32_e32 v75, 6, v50
	ds_read_b32 v66, v66
	ds_read_b32 v69, v69 offset:1024
	ds_read_b32 v71, v71 offset:2048
	ds_read_b32 v55, v55 offset:3072
	ds_read_b32 v73, v73
	ds_read_b32 v74, v74 offset:1024
	v_and_b32_e32 v75, s5, v75
	v_and_b32_e32 v50, s6, v50
	ds_read_b32 v75, v75 offset:2048
	v_lshlrev_b32_e32 v50, 2, v50
	ds_read_b32 v50, v50 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v66, v69, v66
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v74, v74, v73
	v_xor_b32_e32 v68, v57, v68
	v_xor_b32_e32 v66, v66, v71
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v74, v74, v75
	v_xor_b32_e32 v68, v68, v49
	v_xor_b32_e32 v71, v75, v71
	v_xor_b32_e32 v66, v66, v55
	v_lshrrev_b32_e32 v75, 22, v68
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v74, v74, v50
	v_xor_b32_e32 v50, v50, v55
	v_lshrrev_b32_e32 v55, 14, v68
	v_xor_b32_e32 v64, v77, v64
	v_and_b32_e32 v75, s5, v75
	v_and_b32_e32 v55, s5, v55
	v_lshrrev_b32_e32 v77, 6, v68
	v_and_b32_e32 v68, s6, v68
	ds_read_b32 v75, v75
	v_and_b32_e32 v77, s5, v77
	ds_read_b32 v55, v55 offset:1024
	v_lshlrev_b32_e32 v68, 2, v68
	ds_read_b32 v77, v77 offset:2048
	ds_read_b32 v68, v68 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v73, v75, v73
	v_xor_b32_e32 v45, v73, v45
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v75, v55, v75
	v_xor_b32_e32 v55, v55, v69
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v69, v75, v77
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v50, v50, v68
	v_xor_b32_e32 v69, v69, v68
	v_xor_b32_e32 v44, v55, v44
	v_xor_b32_e32 v55, v71, v43
	v_lshrrev_b32_e32 v43, 24, v50
	v_and_b32_e32 v68, s6, v66
	v_xor_b32_e32 v43, v43, v68
	v_lshlrev_b32_e32 v68, 8, v45
	v_xor_b32_e32 v68, v68, v74
	v_and_b32_e32 v68, s7, v68
	v_or_b32_e32 v43, v68, v43
	v_lshlrev_b32_e32 v68, 8, v44
	v_xor_b32_e32 v68, v68, v69
	v_and_b32_e32 v68, s8, v68
	v_or_b32_e32 v43, v43, v68
	v_lshlrev_b32_e32 v68, 8, v55
	v_xor_b32_e32 v68, v39, v68
	v_and_b32_e32 v68, s9, v68
	v_or_b32_e32 v68, v43, v68
	v_lshlrev_b32_e32 v43, 16, v45
	v_lshrrev_b32_e32 v71, 16, v50
	v_xor_b32_e32 v43, v43, v69
	v_xor_b32_e32 v71, v71, v74
	v_and_b32_e32 v43, s7, v43
	v_and_b32_e32 v71, s6, v71
	v_or_b32_e32 v43, v43, v71
	v_lshlrev_b32_e32 v71, 16, v44
	v_xor_b32_e32 v71, v39, v71
	v_and_b32_e32 v71, s8, v71
	v_or_b32_e32 v43, v43, v71
	v_lshrrev_b32_e32 v71, 16, v55
	v_xor_b32_e32 v71, v71, v66
	v_and_b32_e32 v71, s9, v71
	v_or_b32_e32 v43, v43, v71
	v_and_b32_e32 v71, s7, v39
	v_lshlrev_b32_e32 v73, 24, v45
	v_xor_b32_e32 v71, v71, v73
	v_lshrrev_b32_e32 v73, 8, v44
	v_xor_b32_e32 v45, v45, v66
	v_xor_b32_e32 v66, v73, v66
	v_lshrrev_b32_e32 v73, 8, v55
	v_xor_b32_e32 v44, v44, v74
	v_xor_b32_e32 v73, v73, v74
	v_xor_b32_e32 v74, v39, v50
	v_lshrrev_b32_e32 v39, 8, v50
	v_xor_b32_e32 v39, v39, v69
	v_and_b32_e32 v50, s8, v66
	v_and_b32_e32 v39, s6, v39
	v_or_b32_e32 v39, v50, v39
	v_or_b32_e32 v39, v39, v71
	v_and_b32_e32 v50, s9, v73
	v_or_b32_e32 v39, v39, v50
	v_xor_b32_e32 v50, v68, v63
	v_xor_b32_e32 v55, v55, v69
	v_lshrrev_b32_e32 v63, 22, v50
	v_lshrrev_b32_e32 v66, 14, v50
	v_xor_b32_e32 v69, v70, v43
	v_and_b32_e32 v63, s5, v63
	v_and_b32_e32 v66, s5, v66
	v_lshrrev_b32_e32 v70, 6, v50
	v_and_b32_e32 v50, s6, v50
	v_lshrrev_b32_e32 v71, 22, v69
	v_lshrrev_b32_e32 v73, 14, v69
	v_lshrrev_b32_e32 v75, 6, v69
	ds_read_b32 v63, v63
	ds_read_b32 v66, v66 offset:1024
	v_and_b32_e32 v70, s5, v70
	v_lshlrev_b32_e32 v50, 2, v50
	v_and_b32_e32 v71, s5, v71
	v_and_b32_e32 v73, s5, v73
	v_and_b32_e32 v75, s5, v75
	v_and_b32_e32 v69, s6, v69
	ds_read_b32 v70, v70 offset:2048
	ds_read_b32 v50, v50 offset:3072
	ds_read_b32 v71, v71
	ds_read_b32 v73, v73 offset:1024
	ds_read_b32 v75, v75 offset:2048
	v_lshlrev_b32_e32 v69, 2, v69
	ds_read_b32 v69, v69 offset:3072
	v_xor_b32_e32 v61, v61, v95
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v63, v66, v63
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v73, v73, v71
	v_xor_b32_e32 v61, v61, v60
	v_xor_b32_e32 v63, v63, v70
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v73, v73, v75
	v_xor_b32_e32 v61, v61, v39
	v_xor_b32_e32 v70, v75, v70
	v_xor_b32_e32 v63, v63, v50
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v73, v73, v69
	v_xor_b32_e32 v50, v69, v50
	v_lshrrev_b32_e32 v69, 22, v61
	v_lshrrev_b32_e32 v75, 14, v61
	v_and_b32_e32 v69, s5, v69
	v_and_b32_e32 v75, s5, v75
	v_lshrrev_b32_e32 v77, 6, v61
	v_and_b32_e32 v61, s6, v61
	ds_read_b32 v69, v69
	ds_read_b32 v75, v75 offset:1024
	v_and_b32_e32 v77, s5, v77
	v_lshlrev_b32_e32 v61, 2, v61
	ds_read_b32 v77, v77 offset:2048
	ds_read_b32 v61, v61 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v71, v69, v71
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v69, v75, v69
	v_lshrrev_b32_e32 v45, 22, v45
	v_lshrrev_b32_e32 v44, 14, v44
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v69, v69, v77
	v_and_b32_e32 v45, s5, v45
	v_and_b32_e32 v44, s5, v44
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v69, v69, v61
	v_xor_b32_e32 v50, v50, v61
	v_lshrrev_b32_e32 v55, 6, v55
	v_and_b32_e32 v61, s6, v74
	ds_read_b32 v45, v45
	ds_read_b32 v44, v44 offset:1024
	v_and_b32_e32 v55, s5, v55
	v_lshlrev_b32_e32 v61, 2, v61
	ds_read_b32 v55, v55 offset:2048
	ds_read_b32 v61, v61 offset:3072
	v_xor_b32_e32 v66, v75, v66
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v71, v71, v45
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v45, v44, v45
	v_xor_b32_e32 v44, v66, v44
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v45, v45, v55
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v45, v45, v61
	v_xor_b32_e32 v61, v71, v63
	v_xor_b32_e32 v66, v44, v73
	v_xor_b32_e32 v55, v70, v55
	v_and_b32_e32 v61, s7, v61
	v_and_b32_e32 v66, s8, v66
	v_or_b32_e32 v61, v66, v61
	v_xor_b32_e32 v66, v55, v69
	v_and_b32_e32 v66, s9, v66
	v_or_b32_e32 v61, v61, v66
	v_xor_b32_e32 v66, v45, v50
	v_and_b32_e32 v66, s6, v66
	v_or_b32_e32 v61, v61, v66
	v_lshrrev_b32_e32 v66, 24, v50
	v_and_b32_e32 v70, s6, v63
	v_xor_b32_e32 v66, v66, v70
	v_lshlrev_b32_e32 v70, 8, v71
	v_xor_b32_e32 v70, v70, v73
	v_and_b32_e32 v70, s7, v70
	v_or_b32_e32 v66, v70, v66
	v_lshlrev_b32_e32 v70, 8, v44
	v_xor_b32_e32 v70, v70, v69
	v_and_b32_e32 v70, s8, v70
	v_or_b32_e32 v66, v66, v70
	v_lshlrev_b32_e32 v70, 8, v55
	v_xor_b32_e32 v70, v45, v70
	v_and_b32_e32 v70, s9, v70
	v_or_b32_e32 v66, v66, v70
	v_lshlrev_b32_e32 v70, 16, v71
	v_lshrrev_b32_e32 v74, 16, v50
	v_xor_b32_e32 v70, v70, v69
	v_xor_b32_e32 v74, v74, v73
	v_and_b32_e32 v70, s7, v70
	v_and_b32_e32 v74, s6, v74
	v_or_b32_e32 v70, v70, v74
	v_lshlrev_b32_e32 v74, 16, v44
	v_xor_b32_e32 v74, v45, v74
	v_lshrrev_b32_e32 v44, 8, v44
	v_lshrrev_b32_e32 v50, 8, v50
	v_and_b32_e32 v74, s8, v74
	v_xor_b32_e32 v44, v44, v63
	v_xor_b32_e32 v50, v50, v69
	v_or_b32_e32 v70, v70, v74
	v_lshrrev_b32_e32 v74, 16, v55
	v_lshlrev_b32_e32 v71, 24, v71
	v_and_b32_e32 v45, s7, v45
	v_lshrrev_b32_e32 v55, 8, v55
	v_and_b32_e32 v44, s8, v44
	v_and_b32_e32 v50, s6, v50
	v_xor_b32_e32 v45, v45, v71
	v_xor_b32_e32 v55, v55, v73
	v_or_b32_e32 v44, v44, v50
	v_xor_b32_e32 v74, v74, v63
	v_or_b32_e32 v44, v44, v45
	v_and_b32_e32 v45, s9, v55
	v_xor_b32_e32 v55, v67, v57
	v_and_b32_e32 v74, s9, v74
	v_xor_b32_e32 v57, v66, v55
	v_or_b32_e32 v70, v70, v74
	v_or_b32_e32 v50, v44, v45
	v_xor_b32_e32 v44, v59, v42
	v_xor_b32_e32 v59, v64, v57
	v_lshrrev_b32_e32 v63, 22, v59
	v_lshrrev_b32_e32 v64, 14, v59
	v_xor_b32_e32 v44, v44, v70
	v_xor_b32_e32 v45, v61, v76
	v_xor_b32_e32 v61, v79, v72
	v_and_b32_e32 v63, s5, v63
	v_and_b32_e32 v64, s5, v64
	v_lshrrev_b32_e32 v66, 6, v59
	v_and_b32_e32 v59, s6, v59
	v_lshrrev_b32_e32 v69, 22, v44
	v_lshrrev_b32_e32 v71, 14, v44
	v_lshrrev_b32_e32 v72, 6, v44
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64 offset:1024
	v_and_b32_e32 v66, s5, v66
	v_lshlrev_b32_e32 v59, 2, v59
	v_and_b32_e32 v69, s5, v69
	v_and_b32_e32 v71, s5, v71
	v_and_b32_e32 v72, s5, v72
	v_and_b32_e32 v44, s6, v44
	ds_read_b32 v66, v66 offset:2048
	ds_read_b32 v59, v59 offset:3072
	ds_read_b32 v69, v69
	ds_read_b32 v71, v71 offset:1024
	ds_read_b32 v72, v72 offset:2048
	v_lshlrev_b32_e32 v44, 2, v44
	ds_read_b32 v44, v44 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v63, v64, v63
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v71, v71, v69
	v_xor_b32_e32 v6, v52, v6
	v_xor_b32_e32 v63, v63, v66
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v71, v71, v72
	v_xor_b32_e32 v6, v6, v50
	v_xor_b32_e32 v66, v72, v66
	v_xor_b32_e32 v63, v63, v59
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v71, v71, v44
	v_xor_b32_e32 v44, v44, v59
	v_lshrrev_b32_e32 v59, 22, v6
	v_lshrrev_b32_e32 v72, 14, v6
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v72, s5, v72
	v_lshrrev_b32_e32 v73, 6, v6
	v_and_b32_e32 v6, s6, v6
	v_and_b32_e32 v73, s5, v73
	ds_read_b32 v59, v59
	ds_read_b32 v72, v72 offset:1024
	v_lshlrev_b32_e32 v6, 2, v6
	ds_read_b32 v73, v73 offset:2048
	ds_read_b32 v6, v6 offset:3072
	v_xor_b32_e32 v37, v66, v37
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v69, v59, v69
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v59, v72, v59
	v_xor_b32_e32 v64, v72, v64
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v73
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v44, v44, v6
	v_xor_b32_e32 v59, v59, v6
	v_xor_b32_e32 v36, v69, v36
	v_xor_b32_e32 v35, v64, v35
	v_lshrrev_b32_e32 v6, 24, v44
	v_and_b32_e32 v64, s6, v63
	v_xor_b32_e32 v6, v6, v64
	v_lshlrev_b32_e32 v64, 8, v36
	v_xor_b32_e32 v64, v64, v71
	v_and_b32_e32 v64, s7, v64
	v_or_b32_e32 v6, v64, v6
	v_lshlrev_b32_e32 v64, 8, v35
	v_xor_b32_e32 v64, v64, v59
	v_and_b32_e32 v64, s8, v64
	v_or_b32_e32 v6, v6, v64
	v_lshlrev_b32_e32 v64, 8, v37
	v_xor_b32_e32 v64, v34, v64
	v_and_b32_e32 v64, s9, v64
	v_or_b32_e32 v64, v6, v64
	v_lshlrev_b32_e32 v6, 16, v36
	v_lshrrev_b32_e32 v66, 16, v44
	v_xor_b32_e32 v6, v6, v59
	v_xor_b32_e32 v66, v66, v71
	v_and_b32_e32 v6, s7, v6
	v_and_b32_e32 v66, s6, v66
	v_or_b32_e32 v6, v6, v66
	v_lshlrev_b32_e32 v66, 16, v35
	v_xor_b32_e32 v66, v34, v66
	v_and_b32_e32 v66, s8, v66
	v_or_b32_e32 v6, v6, v66
	v_lshrrev_b32_e32 v66, 16, v37
	v_xor_b32_e32 v66, v66, v63
	v_and_b32_e32 v66, s9, v66
	v_or_b32_e32 v6, v6, v66
	v_and_b32_e32 v66, s7, v34
	v_lshlrev_b32_e32 v69, 24, v36
	v_xor_b32_e32 v66, v66, v69
	v_lshrrev_b32_e32 v69, 8, v35
	v_xor_b32_e32 v34, v34, v44
	v_lshrrev_b32_e32 v44, 8, v44
	v_xor_b32_e32 v36, v36, v63
	v_xor_b32_e32 v63, v69, v63
	v_xor_b32_e32 v44, v44, v59
	v_lshrrev_b32_e32 v69, 8, v37
	v_xor_b32_e32 v37, v37, v59
	v_and_b32_e32 v59, s8, v63
	v_and_b32_e32 v44, s6, v44
	v_xor_b32_e32 v69, v69, v71
	v_or_b32_e32 v44, v59, v44
	v_xor_b32_e32 v65, v80, v65
	v_or_b32_e32 v44, v44, v66
	v_and_b32_e32 v59, s9, v69
	v_xor_b32_e32 v55, v64, v55
	v_or_b32_e32 v44, v44, v59
	v_lshrrev_b32_e32 v59, 22, v55
	v_lshrrev_b32_e32 v63, 14, v55
	v_xor_b32_e32 v65, v65, v6
	v_xor_b32_e32 v35, v35, v71
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v63, s5, v63
	v_lshrrev_b32_e32 v66, 6, v55
	v_and_b32_e32 v55, s6, v55
	v_lshrrev_b32_e32 v69, 22, v65
	v_lshrrev_b32_e32 v71, 14, v65
	v_lshrrev_b32_e32 v72, 6, v65
	ds_read_b32 v59, v59
	ds_read_b32 v63, v63 offset:1024
	v_and_b32_e32 v66, s5, v66
	v_lshlrev_b32_e32 v55, 2, v55
	v_and_b32_e32 v69, s5, v69
	v_and_b32_e32 v71, s5, v71
	v_and_b32_e32 v72, s5, v72
	v_and_b32_e32 v65, s6, v65
	ds_read_b32 v66, v66 offset:2048
	ds_read_b32 v55, v55 offset:3072
	ds_read_b32 v69, v69
	ds_read_b32 v71, v71 offset:1024
	ds_read_b32 v72, v72 offset:2048
	v_lshlrev_b32_e32 v65, 2, v65
	ds_read_b32 v65, v65 offset:3072
	v_xor_b32_e32 v56, v56, v91
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v59, v63, v59
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v71, v71, v69
	v_xor_b32_e32 v56, v56, v54
	v_xor_b32_e32 v59, v59, v66
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v71, v71, v72
	v_xor_b32_e32 v56, v56, v44
	v_xor_b32_e32 v66, v72, v66
	v_xor_b32_e32 v59, v59, v55
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v71, v71, v65
	v_xor_b32_e32 v55, v65, v55
	v_lshrrev_b32_e32 v65, 22, v56
	v_lshrrev_b32_e32 v72, 14, v56
	v_and_b32_e32 v65, s5, v65
	v_and_b32_e32 v72, s5, v72
	v_lshrrev_b32_e32 v73, 6, v56
	v_and_b32_e32 v56, s6, v56
	ds_read_b32 v65, v65
	ds_read_b32 v72, v72 offset:1024
	v_and_b32_e32 v73, s5, v73
	v_lshlrev_b32_e32 v56, 2, v56
	v_lshrrev_b32_e32 v36, 22, v36
	v_lshrrev_b32_e32 v35, 14, v35
	v_lshrrev_b32_e32 v37, 6, v37
	ds_read_b32 v73, v73 offset:2048
	ds_read_b32 v56, v56 offset:3072
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v35, s5, v35
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v34, s6, v34
	ds_read_b32 v36, v36
	ds_read_b32 v35, v35 offset:1024
	ds_read_b32 v37, v37 offset:2048
	v_lshlrev_b32_e32 v34, 2, v34
	ds_read_b32 v34, v34 offset:3072
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v69, v65, v69
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v65, v72, v65
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v65, v65, v73
	v_xor_b32_e32 v63, v72, v63
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v65, v65, v56
	v_xor_b32_e32 v55, v55, v56
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v56, v69, v36
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v36, v35, v36
	v_xor_b32_e32 v35, v63, v35
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v36, v36, v37
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v34, v36, v34
	v_xor_b32_e32 v36, v56, v59
	v_xor_b32_e32 v63, v35, v71
	v_xor_b32_e32 v37, v66, v37
	v_and_b32_e32 v36, s7, v36
	v_and_b32_e32 v63, s8, v63
	v_or_b32_e32 v36, v63, v36
	v_xor_b32_e32 v63, v37, v65
	v_and_b32_e32 v63, s9, v63
	v_or_b32_e32 v36, v36, v63
	v_xor_b32_e32 v63, v34, v55
	v_and_b32_e32 v63, s6, v63
	v_or_b32_e32 v36, v36, v63
	v_lshrrev_b32_e32 v63, 24, v55
	v_and_b32_e32 v66, s6, v59
	v_xor_b32_e32 v63, v63, v66
	v_lshlrev_b32_e32 v66, 8, v56
	v_xor_b32_e32 v66, v66, v71
	v_and_b32_e32 v66, s7, v66
	v_or_b32_e32 v63, v66, v63
	v_lshlrev_b32_e32 v66, 8, v35
	v_xor_b32_e32 v66, v66, v65
	v_and_b32_e32 v66, s8, v66
	v_or_b32_e32 v63, v63, v66
	v_lshlrev_b32_e32 v66, 8, v37
	v_xor_b32_e32 v66, v34, v66
	v_and_b32_e32 v66, s9, v66
	v_or_b32_e32 v63, v63, v66
	v_lshlrev_b32_e32 v66, 16, v56
	v_lshrrev_b32_e32 v69, 16, v55
	v_xor_b32_e32 v66, v66, v65
	v_xor_b32_e32 v69, v69, v71
	v_and_b32_e32 v66, s7, v66
	v_and_b32_e32 v69, s6, v69
	v_or_b32_e32 v66, v66, v69
	v_lshlrev_b32_e32 v69, 16, v35
	v_xor_b32_e32 v69, v34, v69
	v_lshrrev_b32_e32 v35, 8, v35
	v_lshrrev_b32_e32 v55, 8, v55
	v_and_b32_e32 v69, s8, v69
	v_xor_b32_e32 v35, v35, v59
	v_xor_b32_e32 v55, v55, v65
	v_or_b32_e32 v66, v66, v69
	v_lshrrev_b32_e32 v69, 16, v37
	v_lshlrev_b32_e32 v56, 24, v56
	v_and_b32_e32 v34, s7, v34
	v_lshrrev_b32_e32 v37, 8, v37
	v_and_b32_e32 v35, s8, v35
	v_and_b32_e32 v55, s6, v55
	v_xor_b32_e32 v69, v69, v59
	v_xor_b32_e32 v34, v34, v56
	v_xor_b32_e32 v37, v37, v71
	v_or_b32_e32 v35, v35, v55
	v_and_b32_e32 v69, s9, v69
	v_or_b32_e32 v34, v35, v34
	v_and_b32_e32 v35, s9, v37
	v_xor_b32_e32 v52, v62, v52
	v_xor_b32_e32 v60, v76, v60
	v_or_b32_e32 v66, v66, v69
	v_or_b32_e32 v55, v34, v35
	v_xor_b32_e32 v35, v33, v70
	v_xor_b32_e32 v34, v53, v48
	v_xor_b32_e32 v33, v63, v52
	v_xor_b32_e32 v53, v60, v33
	v_xor_b32_e32 v34, v34, v66
	v_lshrrev_b32_e32 v56, 22, v53
	v_lshrrev_b32_e32 v59, 14, v53
	v_lshrrev_b32_e32 v60, 6, v53
	v_and_b32_e32 v53, s6, v53
	v_lshrrev_b32_e32 v63, 22, v34
	v_lshrrev_b32_e32 v65, 14, v34
	v_xor_b32_e32 v37, v68, v54
	v_xor_b32_e32 v54, v36, v68
	v_xor_b32_e32 v36, v70, v67
	v_and_b32_e32 v56, s5, v56
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v60, s5, v60
	v_lshlrev_b32_e32 v53, 2, v53
	v_and_b32_e32 v63, s5, v63
	v_and_b32_e32 v65, s5, v65
	v_lshrrev_b32_e32 v67, 6, v34
	ds_read_b32 v56, v56
	ds_read_b32 v59, v59 offset:1024
	ds_read_b32 v60, v60 offset:2048
	ds_read_b32 v53, v53 offset:3072
	ds_read_b32 v63, v63
	ds_read_b32 v65, v65 offset:1024
	v_and_b32_e32 v67, s5, v67
	v_and_b32_e32 v34, s6, v34
	ds_read_b32 v67, v67 offset:2048
	v_lshlrev_b32_e32 v34, 2, v34
	ds_read_b32 v34, v34 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v56, v59, v56
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v65, v65, v63
	v_xor_b32_e32 v58, v3, v58
	v_xor_b32_e32 v56, v56, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v65, v65, v67
	v_xor_b32_e32 v58, v58, v55
	v_xor_b32_e32 v60, v67, v60
	v_xor_b32_e32 v56, v56, v53
	v_lshrrev_b32_e32 v67, 22, v58
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v65, v65, v34
	v_xor_b32_e32 v34, v34, v53
	v_lshrrev_b32_e32 v53, 14, v58
	v_and_b32_e32 v67, s5, v67
	v_and_b32_e32 v53, s5, v53
	v_lshrrev_b32_e32 v68, 6, v58
	v_and_b32_e32 v58, s6, v58
	ds_read_b32 v67, v67
	v_and_b32_e32 v68, s5, v68
	ds_read_b32 v53, v53 offset:1024
	v_lshlrev_b32_e32 v58, 2, v58
	ds_read_b32 v68, v68 offset:2048
	ds_read_b32 v58, v58 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v63, v67, v63
	v_xor_b32_e32 v32, v63, v32
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v67, v53, v67
	v_xor_b32_e32 v53, v53, v59
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v67, v68
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v34, v34, v58
	v_xor_b32_e32 v59, v59, v58
	v_xor_b32_e32 v31, v53, v31
	v_xor_b32_e32 v53, v60, v30
	v_lshrrev_b32_e32 v30, 24, v34
	v_and_b32_e32 v58, s6, v56
	v_xor_b32_e32 v30, v30, v58
	v_lshlrev_b32_e32 v58, 8, v32
	v_xor_b32_e32 v58, v58, v65
	v_and_b32_e32 v58, s7, v58
	v_or_b32_e32 v30, v58, v30
	v_lshlrev_b32_e32 v58, 8, v31
	v_xor_b32_e32 v58, v58, v59
	v_and_b32_e32 v58, s8, v58
	v_or_b32_e32 v30, v30, v58
	v_lshlrev_b32_e32 v58, 8, v53
	v_xor_b32_e32 v58, v29, v58
	v_and_b32_e32 v58, s9, v58
	v_or_b32_e32 v58, v30, v58
	v_lshlrev_b32_e32 v30, 16, v32
	v_lshrrev_b32_e32 v60, 16, v34
	v_xor_b32_e32 v30, v30, v59
	v_xor_b32_e32 v60, v60, v65
	v_and_b32_e32 v30, s7, v30
	v_and_b32_e32 v60, s6, v60
	v_or_b32_e32 v30, v30, v60
	v_lshlrev_b32_e32 v60, 16, v31
	v_xor_b32_e32 v60, v29, v60
	v_and_b32_e32 v60, s8, v60
	v_or_b32_e32 v30, v30, v60
	v_lshrrev_b32_e32 v60, 16, v53
	v_xor_b32_e32 v60, v60, v56
	v_and_b32_e32 v60, s9, v60
	v_or_b32_e32 v30, v30, v60
	v_and_b32_e32 v60, s7, v29
	v_lshlrev_b32_e32 v63, 24, v32
	v_xor_b32_e32 v60, v60, v63
	v_lshrrev_b32_e32 v63, 8, v31
	v_xor_b32_e32 v32, v32, v56
	v_xor_b32_e32 v56, v63, v56
	v_lshrrev_b32_e32 v63, 8, v53
	v_xor_b32_e32 v31, v31, v65
	v_xor_b32_e32 v63, v63, v65
	v_xor_b32_e32 v65, v29, v34
	v_lshrrev_b32_e32 v29, 8, v34
	v_xor_b32_e32 v29, v29, v59
	v_and_b32_e32 v34, s8, v56
	v_and_b32_e32 v29, s6, v29
	v_or_b32_e32 v29, v34, v29
	v_or_b32_e32 v29, v29, v60
	v_and_b32_e32 v34, s9, v63
	v_or_b32_e32 v29, v29, v34
	v_xor_b32_e32 v34, v58, v52
	v_xor_b32_e32 v53, v53, v59
	v_lshrrev_b32_e32 v52, 22, v34
	v_lshrrev_b32_e32 v56, 14, v34
	v_xor_b32_e32 v59, v61, v30
	v_and_b32_e32 v52, s5, v52
	v_and_b32_e32 v56, s5, v56
	v_lshrrev_b32_e32 v60, 6, v34
	v_and_b32_e32 v34, s6, v34
	v_lshrrev_b32_e32 v61, 22, v59
	v_lshrrev_b32_e32 v63, 14, v59
	v_lshrrev_b32_e32 v67, 6, v59
	ds_read_b32 v52, v52
	ds_read_b32 v56, v56 offset:1024
	v_and_b32_e32 v60, s5, v60
	v_lshlrev_b32_e32 v34, 2, v34
	v_and_b32_e32 v61, s5, v61
	v_and_b32_e32 v63, s5, v63
	v_and_b32_e32 v67, s5, v67
	v_and_b32_e32 v59, s6, v59
	ds_read_b32 v60, v60 offset:2048
	ds_read_b32 v34, v34 offset:3072
	ds_read_b32 v61, v61
	ds_read_b32 v63, v63 offset:1024
	ds_read_b32 v67, v67 offset:2048
	v_lshlrev_b32_e32 v59, 2, v59
	ds_read_b32 v59, v59 offset:3072
	v_xor_b32_e32 v51, v51, v86
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v52, v56, v52
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v63, v63, v61
	v_xor_b32_e32 v51, v51, v49
	v_xor_b32_e32 v52, v52, v60
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v63, v63, v67
	v_xor_b32_e32 v51, v51, v29
	v_xor_b32_e32 v60, v67, v60
	v_xor_b32_e32 v52, v52, v34
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v63, v63, v59
	v_xor_b32_e32 v34, v59, v34
	v_lshrrev_b32_e32 v59, 22, v51
	v_lshrrev_b32_e32 v67, 14, v51
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v67, s5, v67
	v_lshrrev_b32_e32 v68, 6, v51
	v_and_b32_e32 v51, s6, v51
	ds_read_b32 v59, v59
	ds_read_b32 v67, v67 offset:1024
	v_and_b32_e32 v68, s5, v68
	v_lshlrev_b32_e32 v51, 2, v51
	ds_read_b32 v68, v68 offset:2048
	ds_read_b32 v51, v51 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v61, v59, v61
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v59, v67, v59
	v_lshrrev_b32_e32 v32, 22, v32
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v68
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v59, v59, v51
	v_xor_b32_e32 v34, v34, v51
	v_lshrrev_b32_e32 v31, 14, v31
	v_lshrrev_b32_e32 v51, 6, v53
	v_and_b32_e32 v32, s5, v32
	v_and_b32_e32 v31, s5, v31
	v_and_b32_e32 v51, s5, v51
	v_and_b32_e32 v53, s6, v65
	ds_read_b32 v32, v32
	ds_read_b32 v31, v31 offset:1024
	ds_read_b32 v51, v51 offset:2048
	v_lshlrev_b32_e32 v53, 2, v53
	ds_read_b32 v53, v53 offset:3072
	v_xor_b32_e32 v56, v67, v56
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v61, v61, v32
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v32, v31, v32
	v_xor_b32_e32 v31, v56, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v32, v32, v51
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v32, v32, v53
	v_xor_b32_e32 v53, v61, v52
	v_xor_b32_e32 v56, v31, v63
	v_xor_b32_e32 v51, v60, v51
	v_and_b32_e32 v53, s7, v53
	v_and_b32_e32 v56, s8, v56
	v_or_b32_e32 v53, v56, v53
	v_xor_b32_e32 v56, v51, v59
	v_and_b32_e32 v56, s9, v56
	v_or_b32_e32 v53, v53, v56
	v_xor_b32_e32 v56, v32, v34
	v_and_b32_e32 v56, s6, v56
	v_or_b32_e32 v53, v53, v56
	v_lshrrev_b32_e32 v56, 24, v34
	v_and_b32_e32 v60, s6, v52
	v_xor_b32_e32 v56, v56, v60
	v_lshlrev_b32_e32 v60, 8, v61
	v_xor_b32_e32 v60, v60, v63
	v_and_b32_e32 v60, s7, v60
	v_or_b32_e32 v56, v60, v56
	v_lshlrev_b32_e32 v60, 8, v31
	v_xor_b32_e32 v60, v60, v59
	v_and_b32_e32 v60, s8, v60
	v_or_b32_e32 v56, v56, v60
	v_lshlrev_b32_e32 v60, 8, v51
	v_xor_b32_e32 v60, v32, v60
	v_and_b32_e32 v60, s9, v60
	v_or_b32_e32 v56, v56, v60
	v_lshlrev_b32_e32 v60, 16, v61
	v_lshrrev_b32_e32 v65, 16, v34
	v_xor_b32_e32 v60, v60, v59
	v_xor_b32_e32 v65, v65, v63
	v_and_b32_e32 v60, s7, v60
	v_and_b32_e32 v65, s6, v65
	v_or_b32_e32 v60, v60, v65
	v_lshlrev_b32_e32 v65, 16, v31
	v_xor_b32_e32 v65, v32, v65
	v_lshrrev_b32_e32 v31, 8, v31
	v_lshrrev_b32_e32 v34, 8, v34
	v_and_b32_e32 v65, s8, v65
	v_xor_b32_e32 v31, v31, v52
	v_xor_b32_e32 v34, v34, v59
	v_or_b32_e32 v60, v60, v65
	v_lshrrev_b32_e32 v65, 16, v51
	v_lshlrev_b32_e32 v61, 24, v61
	v_and_b32_e32 v32, s7, v32
	v_lshrrev_b32_e32 v51, 8, v51
	v_and_b32_e32 v31, s8, v31
	v_and_b32_e32 v34, s6, v34
	v_xor_b32_e32 v32, v32, v61
	v_xor_b32_e32 v51, v51, v63
	v_or_b32_e32 v31, v31, v34
	v_xor_b32_e32 v65, v65, v52
	v_or_b32_e32 v31, v31, v32
	v_and_b32_e32 v32, s9, v51
	v_xor_b32_e32 v52, v57, v3
	v_and_b32_e32 v65, s9, v65
	v_or_b32_e32 v34, v31, v32
	v_xor_b32_e32 v32, v28, v66
	v_xor_b32_e32 v28, v56, v52
	v_or_b32_e32 v60, v60, v65
	v_xor_b32_e32 v47, v47, v43
	v_xor_b32_e32 v3, v37, v28
	v_xor_b32_e32 v31, v64, v49
	v_xor_b32_e32 v49, v53, v64
	v_lshrrev_b32_e32 v37, 22, v3
	v_lshrrev_b32_e32 v53, 14, v3
	v_xor_b32_e32 v47, v47, v60
	v_xor_b32_e32 v51, v66, v62
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v53, s5, v53
	v_lshrrev_b32_e32 v56, 6, v3
	v_and_b32_e32 v3, s6, v3
	v_lshrrev_b32_e32 v59, 22, v47
	v_lshrrev_b32_e32 v61, 14, v47
	v_lshrrev_b32_e32 v62, 6, v47
	ds_read_b32 v37, v37
	ds_read_b32 v53, v53 offset:1024
	v_and_b32_e32 v56, s5, v56
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v61, s5, v61
	v_and_b32_e32 v62, s5, v62
	v_and_b32_e32 v47, s6, v47
	ds_read_b32 v56, v56 offset:2048
	ds_read_b32 v3, v3 offset:3072
	ds_read_b32 v59, v59
	ds_read_b32 v61, v61 offset:1024
	ds_read_b32 v62, v62 offset:2048
	v_lshlrev_b32_e32 v47, 2, v47
	ds_read_b32 v47, v47 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v37, v53, v37
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v61, v61, v59
	v_xor_b32_e32 v42, v39, v42
	v_xor_b32_e32 v37, v37, v56
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v61, v61, v62
	v_xor_b32_e32 v42, v42, v34
	v_xor_b32_e32 v56, v62, v56
	v_xor_b32_e32 v37, v37, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v61, v61, v47
	v_xor_b32_e32 v3, v47, v3
	v_lshrrev_b32_e32 v47, 22, v42
	v_lshrrev_b32_e32 v62, 14, v42
	v_and_b32_e32 v47, s5, v47
	v_and_b32_e32 v62, s5, v62
	v_lshrrev_b32_e32 v63, 6, v42
	v_and_b32_e32 v42, s6, v42
	ds_read_b32 v47, v47
	ds_read_b32 v62, v62 offset:1024
	v_and_b32_e32 v63, s5, v63
	v_lshlrev_b32_e32 v42, 2, v42
	ds_read_b32 v63, v63 offset:2048
	ds_read_b32 v42, v42 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v59, v47, v59
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v47, v62, v47
	v_xor_b32_e32 v53, v62, v53
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v47, v47, v63
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v47, v47, v42
	v_xor_b32_e32 v42, v3, v42
	v_xor_b32_e32 v26, v59, v26
	v_xor_b32_e32 v25, v53, v25
	v_lshrrev_b32_e32 v3, 24, v42
	v_and_b32_e32 v53, s6, v37
	v_xor_b32_e32 v3, v3, v53
	v_lshlrev_b32_e32 v53, 8, v26
	v_xor_b32_e32 v53, v53, v61
	v_and_b32_e32 v53, s7, v53
	v_or_b32_e32 v3, v53, v3
	v_lshlrev_b32_e32 v53, 8, v25
	v_xor_b32_e32 v53, v53, v47
	v_xor_b32_e32 v27, v56, v27
	v_and_b32_e32 v53, s8, v53
	v_or_b32_e32 v3, v3, v53
	v_lshlrev_b32_e32 v53, 8, v27
	v_xor_b32_e32 v53, v24, v53
	v_and_b32_e32 v53, s9, v53
	v_or_b32_e32 v53, v3, v53
	v_lshlrev_b32_e32 v3, 16, v26
	v_lshrrev_b32_e32 v56, 16, v42
	v_xor_b32_e32 v3, v3, v47
	v_xor_b32_e32 v56, v56, v61
	v_and_b32_e32 v3, s7, v3
	v_and_b32_e32 v56, s6, v56
	v_or_b32_e32 v3, v3, v56
	v_lshlrev_b32_e32 v56, 16, v25
	v_xor_b32_e32 v56, v24, v56
	v_and_b32_e32 v56, s8, v56
	v_or_b32_e32 v3, v3, v56
	v_lshrrev_b32_e32 v56, 16, v27
	v_xor_b32_e32 v56, v56, v37
	v_and_b32_e32 v56, s9, v56
	v_or_b32_e32 v3, v3, v56
	v_and_b32_e32 v56, s7, v24
	v_lshlrev_b32_e32 v59, 24, v26
	v_xor_b32_e32 v56, v56, v59
	v_lshrrev_b32_e32 v59, 8, v25
	v_xor_b32_e32 v24, v24, v42
	v_lshrrev_b32_e32 v42, 8, v42
	v_xor_b32_e32 v26, v26, v37
	v_xor_b32_e32 v37, v59, v37
	v_xor_b32_e32 v42, v42, v47
	v_lshrrev_b32_e32 v59, 8, v27
	v_and_b32_e32 v37, s8, v37
	v_and_b32_e32 v42, s6, v42
	v_xor_b32_e32 v59, v59, v61
	v_or_b32_e32 v37, v37, v42
	v_or_b32_e32 v37, v37, v56
	v_and_b32_e32 v42, s9, v59
	v_or_b32_e32 v37, v37, v42
	v_xor_b32_e32 v42, v53, v52
	v_xor_b32_e32 v27, v27, v47
	v_lshrrev_b32_e32 v47, 22, v42
	v_lshrrev_b32_e32 v52, 14, v42
	v_xor_b32_e32 v36, v36, v3
	v_xor_b32_e32 v25, v25, v61
	v_and_b32_e32 v47, s5, v47
	v_and_b32_e32 v52, s5, v52
	v_lshrrev_b32_e32 v56, 6, v42
	v_and_b32_e32 v42, s6, v42
	v_lshrrev_b32_e32 v59, 22, v36
	v_lshrrev_b32_e32 v61, 14, v36
	v_lshrrev_b32_e32 v62, 6, v36
	ds_read_b32 v47, v47
	ds_read_b32 v52, v52 offset:1024
	v_and_b32_e32 v56, s5, v56
	v_lshlrev_b32_e32 v42, 2, v42
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v61, s5, v61
	v_and_b32_e32 v62, s5, v62
	v_and_b32_e32 v36, s6, v36
	ds_read_b32 v56, v56 offset:2048
	ds_read_b32 v42, v42 offset:3072
	ds_read_b32 v59, v59
	ds_read_b32 v61, v61 offset:1024
	ds_read_b32 v62, v62 offset:2048
	v_lshlrev_b32_e32 v36, 2, v36
	ds_read_b32 v36, v36 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v47, v52, v47
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v61, v61, v59
	v_xor_b32_e32 v46, v46, v80
	v_xor_b32_e32 v47, v47, v56
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v61, v61, v62
	v_xor_b32_e32 v47, v47, v42
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v61, v61, v36
	v_xor_b32_e32 v36, v36, v42
	v_xor_b32_e32 v42, v46, v50
	v_xor_b32_e32 v42, v42, v37
	v_xor_b32_e32 v56, v62, v56
	v_lshrrev_b32_e32 v46, 22, v42
	v_lshrrev_b32_e32 v62, 14, v42
	v_and_b32_e32 v46, s5, v46
	v_and_b32_e32 v62, s5, v62
	v_lshrrev_b32_e32 v63, 6, v42
	v_and_b32_e32 v42, s6, v42
	ds_read_b32 v46, v46
	ds_read_b32 v62, v62 offset:1024
	v_and_b32_e32 v63, s5, v63
	v_lshlrev_b32_e32 v42, 2, v42
	v_lshrrev_b32_e32 v26, 22, v26
	v_lshrrev_b32_e32 v25, 14, v25
	v_lshrrev_b32_e32 v27, 6, v27
	ds_read_b32 v63, v63 offset:2048
	ds_read_b32 v42, v42 offset:3072
	v_and_b32_e32 v26, s5, v26
	v_and_b32_e32 v25, s5, v25
	v_and_b32_e32 v27, s5, v27
	v_and_b32_e32 v24, s6, v24
	ds_read_b32 v26, v26
	ds_read_b32 v25, v25 offset:1024
	ds_read_b32 v27, v27 offset:2048
	v_lshlrev_b32_e32 v24, 2, v24
	ds_read_b32 v24, v24 offset:3072
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v59, v46, v59
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v46, v62, v46
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v46, v46, v63
	v_xor_b32_e32 v52, v62, v52
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v46, v46, v42
	v_xor_b32_e32 v36, v36, v42
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v42, v59, v26
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v26, v25, v26
	v_xor_b32_e32 v25, v52, v25
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v26, v26, v27
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v26, v26, v24
	v_xor_b32_e32 v24, v42, v47
	v_xor_b32_e32 v52, v25, v61
	v_xor_b32_e32 v27, v56, v27
	v_and_b32_e32 v24, s7, v24
	v_and_b32_e32 v52, s8, v52
	v_or_b32_e32 v24, v52, v24
	v_xor_b32_e32 v52, v27, v46
	v_and_b32_e32 v52, s9, v52
	v_or_b32_e32 v24, v24, v52
	v_xor_b32_e32 v52, v26, v36
	v_and_b32_e32 v52, s6, v52
	v_or_b32_e32 v52, v24, v52
	v_lshrrev_b32_e32 v24, 24, v36
	v_and_b32_e32 v56, s6, v47
	v_xor_b32_e32 v24, v24, v56
	v_lshlrev_b32_e32 v56, 8, v42
	v_xor_b32_e32 v56, v56, v61
	v_and_b32_e32 v56, s7, v56
	v_or_b32_e32 v24, v56, v24
	v_lshlrev_b32_e32 v56, 8, v25
	v_xor_b32_e32 v56, v56, v46
	v_and_b32_e32 v56, s8, v56
	v_or_b32_e32 v24, v24, v56
	v_lshlrev_b32_e32 v56, 8, v27
	v_xor_b32_e32 v56, v26, v56
	v_and_b32_e32 v56, s9, v56
	v_or_b32_e32 v56, v24, v56
	v_lshlrev_b32_e32 v24, 16, v42
	v_lshrrev_b32_e32 v59, 16, v36
	v_xor_b32_e32 v24, v24, v46
	v_xor_b32_e32 v59, v59, v61
	v_and_b32_e32 v24, s7, v24
	v_and_b32_e32 v59, s6, v59
	v_or_b32_e32 v24, v24, v59
	v_lshlrev_b32_e32 v59, 16, v25
	v_xor_b32_e32 v59, v26, v59
	v_lshrrev_b32_e32 v25, 8, v25
	v_lshrrev_b32_e32 v36, 8, v36
	v_and_b32_e32 v59, s8, v59
	v_xor_b32_e32 v25, v25, v47
	v_xor_b32_e32 v36, v36, v46
	v_or_b32_e32 v24, v24, v59
	v_lshrrev_b32_e32 v59, 16, v27
	v_lshlrev_b32_e32 v42, 24, v42
	v_and_b32_e32 v26, s7, v26
	v_lshrrev_b32_e32 v27, 8, v27
	v_and_b32_e32 v25, s8, v25
	v_and_b32_e32 v36, s6, v36
	v_xor_b32_e32 v59, v59, v47
	v_xor_b32_e32 v26, v26, v42
	v_xor_b32_e32 v27, v27, v61
	v_or_b32_e32 v25, v25, v36
	v_and_b32_e32 v59, s9, v59
	v_or_b32_e32 v25, v25, v26
	v_and_b32_e32 v26, s9, v27
	v_xor_b32_e32 v39, v33, v39
	v_or_b32_e32 v24, v24, v59
	v_or_b32_e32 v27, v25, v26
	v_xor_b32_e32 v36, v23, v60
	v_xor_b32_e32 v25, v45, v6
	v_xor_b32_e32 v23, v56, v39
	v_xor_b32_e32 v26, v31, v23
	v_xor_b32_e32 v25, v25, v24
	v_xor_b32_e32 v46, v58, v50
	v_xor_b32_e32 v42, v52, v58
	v_lshrrev_b32_e32 v31, 22, v26
	v_lshrrev_b32_e32 v45, 14, v26
	v_lshrrev_b32_e32 v50, 6, v26
	v_and_b32_e32 v26, s6, v26
	v_lshrrev_b32_e32 v52, 22, v25
	v_lshrrev_b32_e32 v56, 14, v25
	v_xor_b32_e32 v47, v60, v57
	v_and_b32_e32 v31, s5, v31
	v_and_b32_e32 v45, s5, v45
	v_and_b32_e32 v50, s5, v50
	v_lshlrev_b32_e32 v26, 2, v26
	v_and_b32_e32 v52, s5, v52
	v_and_b32_e32 v56, s5, v56
	v_lshrrev_b32_e32 v57, 6, v25
	ds_read_b32 v31, v31
	ds_read_b32 v45, v45 offset:1024
	ds_read_b32 v50, v50 offset:2048
	ds_read_b32 v26, v26 offset:3072
	ds_read_b32 v52, v52
	ds_read_b32 v56, v56 offset:1024
	v_and_b32_e32 v57, s5, v57
	v_and_b32_e32 v25, s6, v25
	ds_read_b32 v57, v57 offset:2048
	v_lshlrev_b32_e32 v25, 2, v25
	ds_read_b32 v25, v25 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v31, v45, v31
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v56, v56, v52
	v_xor_b32_e32 v48, v44, v48
	v_xor_b32_e32 v31, v31, v50
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v56, v56, v57
	v_xor_b32_e32 v48, v48, v27
	v_xor_b32_e32 v50, v57, v50
	v_xor_b32_e32 v31, v31, v26
	v_lshrrev_b32_e32 v57, 22, v48
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v56, v56, v25
	v_xor_b32_e32 v25, v25, v26
	v_lshrrev_b32_e32 v26, 14, v48
	v_and_b32_e32 v57, s5, v57
	v_and_b32_e32 v26, s5, v26
	v_lshrrev_b32_e32 v58, 6, v48
	v_and_b32_e32 v48, s6, v48
	ds_read_b32 v57, v57
	v_and_b32_e32 v58, s5, v58
	ds_read_b32 v26, v26 offset:1024
	v_lshlrev_b32_e32 v48, 2, v48
	ds_read_b32 v58, v58 offset:2048
	ds_read_b32 v48, v48 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v52, v57, v52
	v_xor_b32_e32 v22, v52, v22
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v57, v26, v57
	v_xor_b32_e32 v26, v26, v45
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v45, v57, v58
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v25, v25, v48
	v_xor_b32_e32 v45, v45, v48
	v_xor_b32_e32 v21, v26, v21
	v_xor_b32_e32 v48, v50, v20
	v_lshrrev_b32_e32 v20, 24, v25
	v_and_b32_e32 v26, s6, v31
	v_xor_b32_e32 v20, v20, v26
	v_lshlrev_b32_e32 v26, 8, v22
	v_xor_b32_e32 v26, v26, v56
	v_and_b32_e32 v26, s7, v26
	v_or_b32_e32 v20, v26, v20
	v_lshlrev_b32_e32 v26, 8, v21
	v_xor_b32_e32 v26, v26, v45
	v_and_b32_e32 v26, s8, v26
	v_or_b32_e32 v20, v20, v26
	v_lshlrev_b32_e32 v26, 8, v48
	v_xor_b32_e32 v26, v19, v26
	v_and_b32_e32 v26, s9, v26
	v_or_b32_e32 v26, v20, v26
	v_lshlrev_b32_e32 v20, 16, v22
	v_lshrrev_b32_e32 v50, 16, v25
	v_xor_b32_e32 v20, v20, v45
	v_xor_b32_e32 v50, v50, v56
	v_and_b32_e32 v20, s7, v20
	v_and_b32_e32 v50, s6, v50
	v_or_b32_e32 v20, v20, v50
	v_lshlrev_b32_e32 v50, 16, v21
	v_xor_b32_e32 v50, v19, v50
	v_and_b32_e32 v50, s8, v50
	v_or_b32_e32 v20, v20, v50
	v_lshrrev_b32_e32 v50, 16, v48
	v_xor_b32_e32 v50, v50, v31
	v_and_b32_e32 v50, s9, v50
	v_or_b32_e32 v20, v20, v50
	v_and_b32_e32 v50, s7, v19
	v_lshlrev_b32_e32 v52, 24, v22
	v_xor_b32_e32 v50, v50, v52
	v_lshrrev_b32_e32 v52, 8, v21
	v_xor_b32_e32 v22, v22, v31
	v_xor_b32_e32 v31, v52, v31
	v_lshrrev_b32_e32 v52, 8, v48
	v_xor_b32_e32 v21, v21, v56
	v_xor_b32_e32 v52, v52, v56
	v_xor_b32_e32 v56, v19, v25
	v_lshrrev_b32_e32 v19, 8, v25
	v_xor_b32_e32 v19, v19, v45
	v_and_b32_e32 v25, s8, v31
	v_and_b32_e32 v19, s6, v19
	v_or_b32_e32 v19, v25, v19
	v_or_b32_e32 v19, v19, v50
	v_and_b32_e32 v25, s9, v52
	v_or_b32_e32 v19, v19, v25
	v_xor_b32_e32 v25, v26, v39
	v_xor_b32_e32 v48, v48, v45
	v_lshrrev_b32_e32 v31, 22, v25
	v_lshrrev_b32_e32 v39, 14, v25
	v_xor_b32_e32 v45, v51, v20
	v_and_b32_e32 v31, s5, v31
	v_and_b32_e32 v39, s5, v39
	v_lshrrev_b32_e32 v50, 6, v25
	v_and_b32_e32 v25, s6, v25
	v_lshrrev_b32_e32 v51, 22, v45
	v_lshrrev_b32_e32 v52, 14, v45
	v_lshrrev_b32_e32 v57, 6, v45
	ds_read_b32 v31, v31
	ds_read_b32 v39, v39 offset:1024
	v_and_b32_e32 v50, s5, v50
	v_lshlrev_b32_e32 v25, 2, v25
	v_and_b32_e32 v51, s5, v51
	v_and_b32_e32 v52, s5, v52
	v_and_b32_e32 v57, s5, v57
	v_and_b32_e32 v45, s6, v45
	ds_read_b32 v50, v50 offset:2048
	ds_read_b32 v25, v25 offset:3072
	ds_read_b32 v51, v51
	ds_read_b32 v52, v52 offset:1024
	ds_read_b32 v57, v57 offset:2048
	v_lshlrev_b32_e32 v45, 2, v45
	ds_read_b32 v45, v45 offset:3072
	v_xor_b32_e32 v38, v38, v79
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v31, v39, v31
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v52, v52, v51
	v_xor_b32_e32 v38, v38, v55
	v_xor_b32_e32 v31, v31, v50
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v52, v52, v57
	v_xor_b32_e32 v38, v38, v19
	v_xor_b32_e32 v50, v57, v50
	v_xor_b32_e32 v31, v31, v25
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v52, v52, v45
	v_xor_b32_e32 v25, v45, v25
	v_lshrrev_b32_e32 v45, 22, v38
	v_lshrrev_b32_e32 v57, 14, v38
	v_and_b32_e32 v45, s5, v45
	v_and_b32_e32 v57, s5, v57
	v_lshrrev_b32_e32 v58, 6, v38
	v_and_b32_e32 v38, s6, v38
	ds_read_b32 v45, v45
	ds_read_b32 v57, v57 offset:1024
	v_and_b32_e32 v58, s5, v58
	v_lshlrev_b32_e32 v38, 2, v38
	ds_read_b32 v58, v58 offset:2048
	ds_read_b32 v38, v38 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v51, v45, v51
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v45, v57, v45
	v_lshrrev_b32_e32 v22, 22, v22
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v45, v45, v58
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v45, v45, v38
	v_xor_b32_e32 v25, v25, v38
	v_lshrrev_b32_e32 v21, 14, v21
	v_lshrrev_b32_e32 v38, 6, v48
	v_and_b32_e32 v22, s5, v22
	v_and_b32_e32 v21, s5, v21
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v48, s6, v56
	ds_read_b32 v22, v22
	ds_read_b32 v21, v21 offset:1024
	ds_read_b32 v38, v38 offset:2048
	v_lshlrev_b32_e32 v48, 2, v48
	ds_read_b32 v48, v48 offset:3072
	v_xor_b32_e32 v39, v57, v39
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v51, v51, v22
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v22, v21, v22
	v_xor_b32_e32 v39, v39, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v22, v38
	v_xor_b32_e32 v22, v50, v38
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v38, v21, v48
	v_xor_b32_e32 v21, v51, v31
	v_xor_b32_e32 v48, v39, v52
	v_and_b32_e32 v21, s7, v21
	v_and_b32_e32 v48, s8, v48
	v_or_b32_e32 v21, v48, v21
	v_xor_b32_e32 v48, v22, v45
	v_and_b32_e32 v48, s9, v48
	v_or_b32_e32 v21, v21, v48
	v_xor_b32_e32 v48, v38, v25
	v_and_b32_e32 v48, s6, v48
	v_or_b32_e32 v48, v21, v48
	v_lshrrev_b32_e32 v21, 24, v25
	v_and_b32_e32 v50, s6, v31
	v_xor_b32_e32 v21, v21, v50
	v_lshlrev_b32_e32 v50, 8, v51
	v_xor_b32_e32 v50, v50, v52
	v_and_b32_e32 v50, s7, v50
	v_or_b32_e32 v21, v50, v21
	v_lshlrev_b32_e32 v50, 8, v39
	v_xor_b32_e32 v50, v50, v45
	v_and_b32_e32 v50, s8, v50
	v_or_b32_e32 v21, v21, v50
	v_lshlrev_b32_e32 v50, 8, v22
	v_xor_b32_e32 v50, v38, v50
	v_and_b32_e32 v50, s9, v50
	v_or_b32_e32 v50, v21, v50
	v_lshlrev_b32_e32 v21, 16, v51
	v_lshrrev_b32_e32 v56, 16, v25
	v_xor_b32_e32 v21, v21, v45
	v_xor_b32_e32 v56, v56, v52
	v_and_b32_e32 v21, s7, v21
	v_and_b32_e32 v56, s6, v56
	v_or_b32_e32 v21, v21, v56
	v_lshlrev_b32_e32 v56, 16, v39
	v_xor_b32_e32 v56, v38, v56
	v_and_b32_e32 v56, s8, v56
	v_or_b32_e32 v21, v21, v56
	v_lshrrev_b32_e32 v56, 16, v22
	v_lshrrev_b32_e32 v39, 8, v39
	v_lshrrev_b32_e32 v25, 8, v25
	v_xor_b32_e32 v56, v56, v31
	v_xor_b32_e32 v31, v39, v31
	v_xor_b32_e32 v25, v25, v45
	v_lshlrev_b32_e32 v51, 24, v51
	v_and_b32_e32 v38, s7, v38
	v_lshrrev_b32_e32 v22, 8, v22
	v_and_b32_e32 v31, s8, v31
	v_and_b32_e32 v25, s6, v25
	v_xor_b32_e32 v38, v38, v51
	v_xor_b32_e32 v22, v22, v52
	v_or_b32_e32 v25, v31, v25
	v_or_b32_e32 v25, v25, v38
	v_and_b32_e32 v22, s9, v22
	v_xor_b32_e32 v44, v28, v44
	v_and_b32_e32 v56, s9, v56
	v_or_b32_e32 v38, v25, v22
	v_xor_b32_e32 v25, v50, v44
	v_or_b32_e32 v21, v21, v56
	v_xor_b32_e32 v31, v54, v30
	v_xor_b32_e32 v39, v46, v25
	v_xor_b32_e32 v45, v48, v53
	v_lshrrev_b32_e32 v46, 22, v39
	v_lshrrev_b32_e32 v48, 14, v39
	v_xor_b32_e32 v31, v31, v21
	v_xor_b32_e32 v22, v53, v55
	v_and_b32_e32 v46, s5, v46
	v_and_b32_e32 v48, s5, v48
	v_lshrrev_b32_e32 v50, 6, v39
	v_and_b32_e32 v39, s6, v39
	v_lshrrev_b32_e32 v51, 22, v31
	v_lshrrev_b32_e32 v52, 14, v31
	v_lshrrev_b32_e32 v53, 6, v31
	ds_read_b32 v46, v46
	ds_read_b32 v48, v48 offset:1024
	v_and_b32_e32 v50, s5, v50
	v_lshlrev_b32_e32 v39, 2, v39
	v_and_b32_e32 v51, s5, v51
	v_and_b32_e32 v52, s5, v52
	v_and_b32_e32 v53, s5, v53
	v_and_b32_e32 v31, s6, v31
	ds_read_b32 v50, v50 offset:2048
	ds_read_b32 v39, v39 offset:3072
	ds_read_b32 v51, v51
	ds_read_b32 v52, v52 offset:1024
	ds_read_b32 v53, v53 offset:2048
	v_lshlrev_b32_e32 v31, 2, v31
	ds_read_b32 v31, v31 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v46, v48, v46
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v52, v52, v51
	v_xor_b32_e32 v46, v46, v50
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v46, v46, v39
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v52, v52, v31
	v_xor_b32_e32 v31, v31, v39
	v_xor_b32_e32 v39, v29, v43
	v_xor_b32_e32 v39, v39, v38
	v_xor_b32_e32 v50, v53, v50
	v_lshrrev_b32_e32 v43, 22, v39
	v_lshrrev_b32_e32 v53, 14, v39
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v53, s5, v53
	v_lshrrev_b32_e32 v54, 6, v39
	v_and_b32_e32 v39, s6, v39
	v_and_b32_e32 v54, s5, v54
	ds_read_b32 v43, v43
	ds_read_b32 v53, v53 offset:1024
	v_lshlrev_b32_e32 v39, 2, v39
	ds_read_b32 v54, v54 offset:2048
	ds_read_b32 v39, v39 offset:3072
	v_xor_b32_e32 v18, v50, v18
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v51, v43, v51
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v43, v53, v43
	v_xor_b32_e32 v48, v53, v48
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v43, v43, v54
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v31, v31, v39
	v_xor_b32_e32 v43, v43, v39
	v_xor_b32_e32 v17, v51, v17
	v_xor_b32_e32 v48, v48, v16
	v_lshrrev_b32_e32 v16, 24, v31
	v_and_b32_e32 v39, s6, v46
	v_xor_b32_e32 v16, v16, v39
	v_lshlrev_b32_e32 v39, 8, v17
	v_xor_b32_e32 v39, v39, v52
	v_and_b32_e32 v39, s7, v39
	v_or_b32_e32 v16, v39, v16
	v_lshlrev_b32_e32 v39, 8, v48
	v_xor_b32_e32 v39, v39, v43
	v_and_b32_e32 v39, s8, v39
	v_or_b32_e32 v16, v16, v39
	v_lshlrev_b32_e32 v39, 8, v18
	v_xor_b32_e32 v39, v15, v39
	v_and_b32_e32 v39, s9, v39
	v_or_b32_e32 v39, v16, v39
	v_lshlrev_b32_e32 v16, 16, v17
	v_lshrrev_b32_e32 v50, 16, v31
	v_xor_b32_e32 v16, v16, v43
	v_xor_b32_e32 v50, v50, v52
	v_and_b32_e32 v16, s7, v16
	v_and_b32_e32 v50, s6, v50
	v_or_b32_e32 v16, v16, v50
	v_lshlrev_b32_e32 v50, 16, v48
	v_xor_b32_e32 v50, v15, v50
	v_and_b32_e32 v50, s8, v50
	v_or_b32_e32 v16, v16, v50
	v_lshrrev_b32_e32 v50, 16, v18
	v_xor_b32_e32 v50, v50, v46
	v_and_b32_e32 v50, s9, v50
	v_or_b32_e32 v16, v16, v50
	v_and_b32_e32 v50, s7, v15
	v_lshlrev_b32_e32 v51, 24, v17
	v_xor_b32_e32 v50, v50, v51
	v_lshrrev_b32_e32 v51, 8, v48
	v_xor_b32_e32 v15, v15, v31
	v_lshrrev_b32_e32 v31, 8, v31
	v_xor_b32_e32 v17, v17, v46
	v_xor_b32_e32 v46, v51, v46
	v_xor_b32_e32 v31, v31, v43
	v_lshrrev_b32_e32 v51, 8, v18
	v_xor_b32_e32 v18, v18, v43
	v_and_b32_e32 v43, s8, v46
	v_and_b32_e32 v31, s6, v31
	v_xor_b32_e32 v51, v51, v52
	v_or_b32_e32 v31, v43, v31
	v_or_b32_e32 v31, v31, v50
	v_and_b32_e32 v43, s9, v51
	v_or_b32_e32 v31, v31, v43
	v_xor_b32_e32 v43, v39, v44
	v_lshrrev_b32_e32 v44, 22, v43
	v_lshrrev_b32_e32 v46, 14, v43
	v_and_b32_e32 v44, s5, v44
	v_and_b32_e32 v46, s5, v46
	v_lshrrev_b32_e32 v50, 6, v43
	ds_read_b32 v44, v44
	ds_read_b32 v46, v46 offset:1024
	v_and_b32_e32 v50, s5, v50
	ds_read_b32 v50, v50 offset:2048
	v_and_b32_e32 v43, s6, v43
	v_xor_b32_e32 v47, v47, v16
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v44, v46, v44
	v_lshlrev_b32_e32 v43, 2, v43
	v_xor_b32_e32 v48, v48, v52
	ds_read_b32 v51, v43 offset:3072
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v43, v44, v50
	v_lshrrev_b32_e32 v44, 22, v47
	v_lshrrev_b32_e32 v52, 14, v47
	v_and_b32_e32 v44, s5, v44
	v_and_b32_e32 v52, s5, v52
	v_lshrrev_b32_e32 v53, 6, v47
	v_and_b32_e32 v47, s6, v47
	v_and_b32_e32 v53, s5, v53
	ds_read_b32 v54, v44
	ds_read_b32 v44, v52 offset:1024
	ds_read_b32 v52, v53 offset:2048
	v_lshlrev_b32_e32 v47, 2, v47
	ds_read_b32 v47, v47 offset:3072
	v_xor_b32_e32 v35, v35, v34
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v44, v44, v54
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v44, v44, v52
	v_xor_b32_e32 v35, v35, v31
	v_xor_b32_e32 v50, v52, v50
	v_xor_b32_e32 v43, v43, v51
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v44, v44, v47
	v_xor_b32_e32 v51, v47, v51
	v_lshrrev_b32_e32 v47, 22, v35
	v_lshrrev_b32_e32 v52, 14, v35
	v_and_b32_e32 v47, s5, v47
	v_and_b32_e32 v52, s5, v52
	v_lshrrev_b32_e32 v53, 6, v35
	v_and_b32_e32 v35, s6, v35
	ds_read_b32 v47, v47
	ds_read_b32 v52, v52 offset:1024
	v_and_b32_e32 v53, s5, v53
	v_lshlrev_b32_e32 v35, 2, v35
	ds_read_b32 v53, v53 offset:2048
	ds_read_b32 v35, v35 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v54, v47, v54
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v47, v52, v47
	v_xor_b32_e32 v52, v52, v46
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v46, v47, v53
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v47, v46, v35
	v_xor_b32_e32 v46, v51, v35
	v_lshrrev_b32_e32 v17, 22, v17
	v_lshrrev_b32_e32 v35, 14, v48
	v_lshrrev_b32_e32 v18, 6, v18
	v_and_b32_e32 v17, s5, v17
	v_and_b32_e32 v35, s5, v35
	v_and_b32_e32 v18, s5, v18
	v_and_b32_e32 v15, s6, v15
	ds_read_b32 v17, v17
	ds_read_b32 v35, v35 offset:1024
	ds_read_b32 v18, v18 offset:2048
	v_lshlrev_b32_e32 v15, 2, v15
	ds_read_b32 v15, v15 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v51, v54, v17
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v17, v35, v17
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v17, v17, v18
	v_xor_b32_e32 v52, v52, v35
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v48, v17, v15
	v_lshrrev_b32_e32 v15, 24, v46
	v_and_b32_e32 v17, s6, v43
	v_xor_b32_e32 v15, v15, v17
	v_lshlrev_b32_e32 v17, 8, v51
	v_xor_b32_e32 v17, v17, v44
	v_and_b32_e32 v17, s7, v17
	v_or_b32_e32 v15, v17, v15
	v_lshlrev_b32_e32 v17, 8, v52
	v_xor_b32_e32 v17, v17, v47
	v_xor_b32_e32 v50, v50, v18
	v_and_b32_e32 v17, s8, v17
	v_or_b32_e32 v15, v15, v17
	v_lshlrev_b32_e32 v17, 8, v50
	v_xor_b32_e32 v17, v48, v17
	v_and_b32_e32 v17, s9, v17
	v_or_b32_e32 v15, v15, v17
	v_lshlrev_b32_e32 v17, 16, v51
	v_lshrrev_b32_e32 v18, 16, v46
	v_xor_b32_e32 v17, v17, v47
	v_xor_b32_e32 v18, v18, v44
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s6, v18
	v_or_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 16, v52
	v_xor_b32_e32 v18, v48, v18
	v_and_b32_e32 v18, s8, v18
	v_or_b32_e32 v17, v17, v18
	v_lshrrev_b32_e32 v18, 16, v50
	v_xor_b32_e32 v18, v18, v43
	v_and_b32_e32 v18, s9, v18
	v_or_b32_e32 v17, v17, v18
	v_lshlrev_b32_e32 v18, 24, v51
	v_and_b32_e32 v35, s7, v48
	v_xor_b32_e32 v18, v35, v18
	v_lshrrev_b32_e32 v35, 8, v52
	v_lshrrev_b32_e32 v53, 8, v46
	v_xor_b32_e32 v35, v35, v43
	v_xor_b32_e32 v53, v53, v47
	v_and_b32_e32 v35, s8, v35
	v_and_b32_e32 v53, s6, v53
	v_or_b32_e32 v35, v35, v53
	v_or_b32_e32 v18, v35, v18
	v_lshrrev_b32_e32 v35, 8, v50
	v_xor_b32_e32 v35, v35, v44
	v_and_b32_e32 v35, s9, v35
	v_xor_b32_e32 v53, v23, v29
	v_or_b32_e32 v35, v18, v35
	v_xor_b32_e32 v49, v49, v3
	v_xor_b32_e32 v18, v15, v53
	v_xor_b32_e32 v15, v22, v18
	v_xor_b32_e32 v49, v49, v17
	v_lshrrev_b32_e32 v22, 22, v15
	v_lshrrev_b32_e32 v29, 14, v15
	v_lshrrev_b32_e32 v54, 6, v15
	v_and_b32_e32 v15, s6, v15
	v_lshrrev_b32_e32 v55, 22, v49
	v_lshrrev_b32_e32 v56, 14, v49
	v_and_b32_e32 v22, s5, v22
	v_and_b32_e32 v29, s5, v29
	v_and_b32_e32 v54, s5, v54
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v55, s5, v55
	v_and_b32_e32 v56, s5, v56
	v_lshrrev_b32_e32 v57, 6, v49
	ds_read_b32 v22, v22
	ds_read_b32 v29, v29 offset:1024
	ds_read_b32 v54, v54 offset:2048
	ds_read_b32 v15, v15 offset:3072
	ds_read_b32 v55, v55
	ds_read_b32 v56, v56 offset:1024
	v_and_b32_e32 v57, s5, v57
	v_and_b32_e32 v49, s6, v49
	ds_read_b32 v57, v57 offset:2048
	v_lshlrev_b32_e32 v49, 2, v49
	ds_read_b32 v49, v49 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v22, v29, v22
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v56, v56, v55
	v_xor_b32_e32 v6, v37, v6
	v_xor_b32_e32 v22, v22, v54
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v56, v56, v57
	v_xor_b32_e32 v6, v6, v35
	v_xor_b32_e32 v54, v57, v54
	v_xor_b32_e32 v22, v22, v15
	v_lshrrev_b32_e32 v57, 22, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v56, v56, v49
	v_xor_b32_e32 v15, v49, v15
	v_lshrrev_b32_e32 v49, 14, v6
	v_and_b32_e32 v57, s5, v57
	v_and_b32_e32 v49, s5, v49
	ds_read_b32 v57, v57
	v_lshrrev_b32_e32 v58, 6, v6
	v_and_b32_e32 v6, s6, v6
	ds_read_b32 v49, v49 offset:1024
	v_and_b32_e32 v58, s5, v58
	v_lshlrev_b32_e32 v6, 2, v6
	ds_read_b32 v58, v58 offset:2048
	ds_read_b32 v6, v6 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v55, v57, v55
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v57, v49, v57
	v_xor_b32_e32 v29, v49, v29
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v49, v57, v58
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v49, v49, v6
	v_xor_b32_e32 v6, v15, v6
	v_xor_b32_e32 v14, v55, v14
	v_xor_b32_e32 v15, v29, v13
	v_xor_b32_e32 v29, v54, v12
	v_lshrrev_b32_e32 v12, 24, v6
	v_and_b32_e32 v13, s6, v22
	v_xor_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 8, v14
	v_xor_b32_e32 v13, v13, v56
	v_and_b32_e32 v13, s7, v13
	v_or_b32_e32 v12, v13, v12
	v_lshlrev_b32_e32 v13, 8, v15
	v_xor_b32_e32 v13, v13, v49
	v_and_b32_e32 v13, s8, v13
	v_or_b32_e32 v12, v12, v13
	v_lshlrev_b32_e32 v13, 8, v29
	v_xor_b32_e32 v13, v11, v13
	v_and_b32_e32 v13, s9, v13
	v_or_b32_e32 v13, v12, v13
	v_lshlrev_b32_e32 v12, 16, v14
	v_lshrrev_b32_e32 v54, 16, v6
	v_xor_b32_e32 v12, v12, v49
	v_xor_b32_e32 v54, v54, v56
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v54, s6, v54
	v_or_b32_e32 v12, v12, v54
	v_lshlrev_b32_e32 v54, 16, v15
	v_xor_b32_e32 v54, v11, v54
	v_and_b32_e32 v54, s8, v54
	v_or_b32_e32 v12, v12, v54
	v_lshrrev_b32_e32 v54, 16, v29
	v_xor_b32_e32 v54, v54, v22
	v_and_b32_e32 v54, s9, v54
	v_or_b32_e32 v12, v12, v54
	v_and_b32_e32 v54, s7, v11
	v_lshlrev_b32_e32 v55, 24, v14
	v_xor_b32_e32 v54, v54, v55
	v_lshrrev_b32_e32 v55, 8, v15
	v_xor_b32_e32 v11, v11, v6
	v_lshrrev_b32_e32 v6, 8, v6
	v_xor_b32_e32 v14, v14, v22
	v_xor_b32_e32 v22, v55, v22
	v_xor_b32_e32 v6, v6, v49
	v_lshrrev_b32_e32 v55, 8, v29
	v_and_b32_e32 v22, s8, v22
	v_and_b32_e32 v6, s6, v6
	v_xor_b32_e32 v55, v55, v56
	v_or_b32_e32 v6, v22, v6
	v_or_b32_e32 v6, v6, v54
	v_and_b32_e32 v22, s9, v55
	v_xor_b32_e32 v15, v15, v56
	v_xor_b32_e32 v56, v29, v49
	v_or_b32_e32 v29, v6, v22
	v_xor_b32_e32 v6, v24, v33
	v_xor_b32_e32 v22, v32, v27
	v_xor_b32_e32 v32, v13, v53
	v_xor_b32_e32 v6, v6, v12
	v_xor_b32_e32 v22, v22, v29
	v_lshrrev_b32_e32 v33, 22, v32
	v_lshrrev_b32_e32 v49, 14, v32
	v_lshrrev_b32_e32 v53, 6, v32
	v_and_b32_e32 v32, s6, v32
	v_and_b32_e32 v33, s5, v33
	v_and_b32_e32 v49, s5, v49
	v_and_b32_e32 v53, s5, v53
	v_lshlrev_b32_e32 v32, 2, v32
	v_lshrrev_b32_e32 v54, 22, v6
	v_lshrrev_b32_e32 v55, 14, v6
	v_lshrrev_b32_e32 v57, 6, v6
	v_and_b32_e32 v6, s6, v6
	v_lshrrev_b32_e32 v58, 22, v22
	v_lshrrev_b32_e32 v59, 14, v22
	v_lshrrev_b32_e32 v60, 6, v22
	v_and_b32_e32 v22, s6, v22
	ds_read_b32 v33, v33
	ds_read_b32 v49, v49 offset:1024
	ds_read_b32 v53, v53 offset:2048
	ds_read_b32 v32, v32 offset:3072
	v_and_b32_e32 v54, s5, v54
	v_and_b32_e32 v55, s5, v55
	v_and_b32_e32 v57, s5, v57
	v_lshlrev_b32_e32 v6, 2, v6
	v_and_b32_e32 v58, s5, v58
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v60, s5, v60
	v_lshlrev_b32_e32 v22, 2, v22
	ds_read_b32 v54, v54
	ds_read_b32 v55, v55 offset:1024
	ds_read_b32 v57, v57 offset:2048
	ds_read_b32 v6, v6 offset:3072
	ds_read_b32 v58, v58
	ds_read_b32 v59, v59 offset:1024
	ds_read_b32 v60, v60 offset:2048
	ds_read_b32 v22, v22 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v55, v55, v54
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v55, v55, v57
	v_xor_b32_e32 v33, v49, v33
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v55, v55, v6
	v_xor_b32_e32 v6, v6, v32
	v_xor_b32_e32 v33, v33, v53
	v_xor_b32_e32 v53, v57, v53
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v57, v6, v22
	v_lshrrev_b32_e32 v6, 22, v14
	v_lshrrev_b32_e32 v14, 14, v15
	v_and_b32_e32 v6, s5, v6
	v_and_b32_e32 v14, s5, v14
	v_lshrrev_b32_e32 v15, 6, v56
	v_and_b32_e32 v11, s6, v11
	ds_read_b32 v6, v6
	ds_read_b32 v14, v14 offset:1024
	v_and_b32_e32 v15, s5, v15
	v_lshlrev_b32_e32 v11, 2, v11
	ds_read_b32 v15, v15 offset:2048
	ds_read_b32 v11, v11 offset:3072
	v_xor_b32_e32 v33, v33, v32
	v_xor_b32_e32 v32, v58, v54
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v56, v32, v6
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v14, v6
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v15
	v_xor_b32_e32 v54, v59, v58
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v58, v6, v11
	v_lshrrev_b32_e32 v6, 24, v57
	v_and_b32_e32 v11, s6, v33
	v_xor_b32_e32 v6, v6, v11
	v_lshlrev_b32_e32 v11, 8, v56
	v_xor_b32_e32 v49, v59, v49
	v_xor_b32_e32 v11, v11, v55
	v_xor_b32_e32 v54, v54, v60
	v_xor_b32_e32 v49, v49, v14
	v_and_b32_e32 v11, s7, v11
	v_xor_b32_e32 v54, v54, v22
	v_or_b32_e32 v6, v11, v6
	v_lshlrev_b32_e32 v11, 8, v49
	v_xor_b32_e32 v11, v11, v54
	v_xor_b32_e32 v53, v53, v15
	v_and_b32_e32 v11, s8, v11
	v_or_b32_e32 v6, v6, v11
	v_lshlrev_b32_e32 v11, 8, v53
	v_xor_b32_e32 v11, v58, v11
	v_and_b32_e32 v11, s9, v11
	v_or_b32_e32 v6, v6, v11
	v_lshlrev_b32_e32 v11, 16, v56
	v_lshrrev_b32_e32 v14, 16, v57
	v_xor_b32_e32 v11, v11, v54
	v_xor_b32_e32 v14, v14, v55
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v14, s6, v14
	v_or_b32_e32 v11, v11, v14
	v_lshlrev_b32_e32 v14, 16, v49
	v_xor_b32_e32 v14, v58, v14
	v_and_b32_e32 v14, s8, v14
	v_or_b32_e32 v11, v11, v14
	v_lshrrev_b32_e32 v14, 16, v53
	v_xor_b32_e32 v14, v14, v33
	v_and_b32_e32 v14, s9, v14
	v_or_b32_e32 v14, v11, v14
	v_lshlrev_b32_e32 v11, 24, v56
	v_and_b32_e32 v15, s7, v58
	v_xor_b32_e32 v11, v15, v11
	v_lshrrev_b32_e32 v15, 8, v49
	v_lshrrev_b32_e32 v22, 8, v57
	v_xor_b32_e32 v15, v15, v33
	v_xor_b32_e32 v22, v22, v54
	v_and_b32_e32 v15, s8, v15
	v_and_b32_e32 v22, s6, v22
	v_or_b32_e32 v15, v15, v22
	v_or_b32_e32 v11, v15, v11
	v_lshrrev_b32_e32 v15, 8, v53
	v_xor_b32_e32 v15, v15, v55
	v_and_b32_e32 v15, s9, v15
	v_or_b32_e32 v32, v11, v15
	v_xor_b32_e32 v11, v26, v34
	v_xor_b32_e32 v34, v25, v37
	v_xor_b32_e32 v22, v6, v34
	v_xor_b32_e32 v15, v42, v20
	v_xor_b32_e32 v30, v19, v30
	v_xor_b32_e32 v6, v11, v22
	v_xor_b32_e32 v11, v15, v14
	v_xor_b32_e32 v15, v30, v32
	v_lshrrev_b32_e32 v30, 22, v6
	v_lshrrev_b32_e32 v37, 14, v6
	v_lshrrev_b32_e32 v42, 6, v6
	v_and_b32_e32 v30, s5, v30
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v6, s6, v6
	ds_read_b32 v30, v30
	ds_read_b32 v37, v37 offset:1024
	ds_read_b32 v42, v42 offset:2048
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshrrev_b32_e32 v59, 22, v11
	v_lshrrev_b32_e32 v60, 14, v11
	v_lshrrev_b32_e32 v61, 6, v11
	v_and_b32_e32 v11, s6, v11
	v_lshrrev_b32_e32 v62, 22, v15
	v_lshrrev_b32_e32 v63, 14, v15
	v_lshrrev_b32_e32 v64, 6, v15
	v_and_b32_e32 v15, s6, v15
	ds_read_b32 v6, v6 offset:3072
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v60, s5, v60
	v_and_b32_e32 v61, s5, v61
	v_lshlrev_b32_e32 v11, 2, v11
	v_and_b32_e32 v62, s5, v62
	v_and_b32_e32 v63, s5, v63
	v_and_b32_e32 v64, s5, v64
	v_lshlrev_b32_e32 v15, 2, v15
	ds_read_b32 v59, v59
	ds_read_b32 v60, v60 offset:1024
	ds_read_b32 v61, v61 offset:2048
	ds_read_b32 v11, v11 offset:3072
	ds_read_b32 v62, v62
	ds_read_b32 v63, v63 offset:1024
	ds_read_b32 v64, v64 offset:2048
	ds_read_b32 v15, v15 offset:3072
	s_waitcnt lgkmcnt(10)
	v_xor_b32_e32 v30, v37, v30
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v60, v60, v59
	v_xor_b32_e32 v30, v30, v42
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v60, v60, v61
	v_xor_b32_e32 v30, v30, v6
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v60, v60, v11
	v_xor_b32_e32 v6, v11, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v11, v62, v59
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v59, v63, v62
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v59, v59, v64
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v15
	v_xor_b32_e32 v42, v61, v42
	v_xor_b32_e32 v59, v59, v15
	v_lshrrev_b32_e32 v15, 24, v6
	v_and_b32_e32 v61, s6, v30
	v_xor_b32_e32 v15, v15, v61
	v_xor_b32_e32 v61, v11, v0
	v_lshlrev_b32_e32 v11, 8, v61
	v_xor_b32_e32 v37, v63, v37
	v_xor_b32_e32 v11, v11, v60
	v_and_b32_e32 v11, s7, v11
	v_xor_b32_e32 v37, v37, v2
	v_or_b32_e32 v11, v11, v15
	v_lshlrev_b32_e32 v15, 8, v37
	v_xor_b32_e32 v4, v42, v4
	v_xor_b32_e32 v15, v15, v59
	v_lshlrev_b32_e32 v42, 8, v4
	v_and_b32_e32 v15, s8, v15
	v_xor_b32_e32 v42, v10, v42
	v_or_b32_e32 v11, v11, v15
	v_lshlrev_b32_e32 v15, 16, v61
	v_lshrrev_b32_e32 v62, 16, v6
	v_and_b32_e32 v42, s9, v42
	v_xor_b32_e32 v15, v15, v59
	v_xor_b32_e32 v62, v62, v60
	v_or_b32_e32 v11, v11, v42
	v_lshlrev_b32_e32 v42, 16, v37
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v62, s6, v62
	v_xor_b32_e32 v42, v10, v42
	v_or_b32_e32 v15, v15, v62
	v_and_b32_e32 v42, s8, v42
	v_or_b32_e32 v15, v15, v42
	v_lshrrev_b32_e32 v42, 16, v4
	v_xor_b32_e32 v42, v42, v30
	v_lshrrev_b32_e32 v62, 8, v37
	v_lshrrev_b32_e32 v63, 8, v6
	v_and_b32_e32 v42, s9, v42
	v_xor_b32_e32 v62, v62, v30
	v_xor_b32_e32 v63, v63, v59
	v_or_b32_e32 v15, v15, v42
	v_xor_b32_e32 v6, v10, v6
	v_and_b32_e32 v10, s7, v10
	v_lshlrev_b32_e32 v42, 24, v61
	v_and_b32_e32 v62, s8, v62
	v_and_b32_e32 v63, s6, v63
	v_xor_b32_e32 v10, v10, v42
	v_xor_b32_e32 v42, v4, v59
	v_lshrrev_b32_e32 v4, 8, v4
	v_or_b32_e32 v62, v62, v63
	v_xor_b32_e32 v4, v4, v60
	v_or_b32_e32 v10, v62, v10
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v4, v10, v4
	v_xor_b32_e32 v10, v21, v28
	v_xor_b32_e32 v28, v11, v34
	v_xor_b32_e32 v10, v10, v15
	v_xor_b32_e32 v30, v61, v30
	v_xor_b32_e32 v37, v37, v60
	v_lshrrev_b32_e32 v34, 22, v28
	v_lshrrev_b32_e32 v59, 14, v28
	v_lshrrev_b32_e32 v60, 6, v28
	v_and_b32_e32 v28, s6, v28
	v_lshrrev_b32_e32 v61, 22, v10
	v_lshrrev_b32_e32 v62, 14, v10
	v_lshrrev_b32_e32 v63, 6, v10
	v_and_b32_e32 v10, s6, v10
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v59, s5, v59
	v_and_b32_e32 v60, s5, v60
	v_lshlrev_b32_e32 v28, 2, v28
	v_and_b32_e32 v61, s5, v61
	v_and_b32_e32 v62, s5, v62
	v_and_b32_e32 v63, s5, v63
	v_lshlrev_b32_e32 v10, 2, v10
	ds_read_b32 v34, v34
	ds_read_b32 v59, v59 offset:1024
	ds_read_b32 v60, v60 offset:2048
	ds_read_b32 v28, v28 offset:3072
	ds_read_b32 v61, v61
	ds_read_b32 v62, v62 offset:1024
	ds_read_b32 v63, v63 offset:2048
	ds_read_b32 v10, v10 offset:3072
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v34, v59, v34
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v34, v34, v60
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v62, v62, v61
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v62, v62, v63
	v_xor_b32_e32 v34, v34, v28
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v62, v62, v10
	v_xor_b32_e32 v10, v10, v28
	v_xor_b32_e32 v28, v36, v38
	v_xor_b32_e32 v28, v28, v4
	v_xor_b32_e32 v60, v63, v60
	v_lshrrev_b32_e32 v36, 14, v37
	v_lshrrev_b32_e32 v37, 22, v28
	v_lshrrev_b32_e32 v63, 14, v28
	v_lshrrev_b32_e32 v64, 6, v28
	v_and_b32_e32 v28, s6, v28
	v_lshrrev_b32_e32 v42, 6, v42
	v_and_b32_e32 v6, s6, v6
	v_lshrrev_b32_e32 v30, 22, v30
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v63, s5, v63
	v_and_b32_e32 v64, s5, v64
	v_lshlrev_b32_e32 v28, 2, v28
	v_and_b32_e32 v42, s5, v42
	v_lshlrev_b32_e32 v6, 2, v6
	v_and_b32_e32 v30, s5, v30
	ds_read_b32 v42, v42 offset:2048
	ds_read_b32 v6, v6 offset:3072
	ds_read_b32 v37, v37
	ds_read_b32 v63, v63 offset:1024
	ds_read_b32 v64, v64 offset:2048
	ds_read_b32 v28, v28 offset:3072
	ds_read_b32 v36, v36 offset:1024
	ds_read_b32 v30, v30
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v61, v37, v61
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v37, v63, v37
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v37, v37, v64
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v37, v37, v28
	v_xor_b32_e32 v10, v10, v28
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v28, v61, v30
	v_xor_b32_e32 v30, v36, v30
	v_xor_b32_e32 v7, v8, v7
	v_xor_b32_e32 v9, v9, v24
	v_xor_b32_e32 v8, v51, v43
	v_xor_b32_e32 v24, v52, v44
	v_xor_b32_e32 v59, v63, v59
	v_xor_b32_e32 v30, v30, v42
	v_and_b32_e32 v8, s7, v8
	v_and_b32_e32 v24, s8, v24
	v_xor_b32_e32 v36, v59, v36
	v_xor_b32_e32 v30, v30, v6
	v_lshrrev_b32_e32 v6, 24, v10
	v_and_b32_e32 v59, s6, v34
	v_or_b32_e32 v8, v24, v8
	v_xor_b32_e32 v24, v50, v47
	v_xor_b32_e32 v6, v6, v59
	v_lshlrev_b32_e32 v59, 8, v28
	v_and_b32_e32 v24, s9, v24
	v_xor_b32_e32 v59, v59, v62
	v_or_b32_e32 v8, v8, v24
	v_xor_b32_e32 v24, v48, v46
	v_and_b32_e32 v59, s7, v59
	v_and_b32_e32 v24, s6, v24
	v_or_b32_e32 v6, v59, v6
	v_lshlrev_b32_e32 v59, 8, v36
	v_or_b32_e32 v8, v8, v24
	v_xor_b32_e32 v59, v59, v37
	v_xor_b32_e32 v43, v8, v26
	v_xor_b32_e32 v8, v56, v33
	v_xor_b32_e32 v24, v49, v55
	v_xor_b32_e32 v42, v60, v42
	v_and_b32_e32 v59, s8, v59
	v_and_b32_e32 v8, s7, v8
	v_and_b32_e32 v24, s8, v24
	v_or_b32_e32 v6, v6, v59
	v_lshlrev_b32_e32 v59, 8, v42
	v_or_b32_e32 v8, v24, v8
	v_xor_b32_e32 v24, v53, v54
	v_xor_b32_e32 v59, v30, v59
	v_and_b32_e32 v24, s9, v24
	v_and_b32_e32 v59, s9, v59
	v_or_b32_e32 v8, v8, v24
	v_xor_b32_e32 v24, v58, v57
	v_or_b32_e32 v59, v6, v59
	v_lshlrev_b32_e32 v6, 16, v28
	v_lshrrev_b32_e32 v60, 16, v10
	v_and_b32_e32 v24, s6, v24
	v_xor_b32_e32 v6, v6, v37
	v_xor_b32_e32 v60, v60, v62
	v_or_b32_e32 v8, v8, v24
	v_and_b32_e32 v6, s7, v6
	v_and_b32_e32 v60, s6, v60
	v_xor_b32_e32 v27, v39, v27
	v_xor_b32_e32 v39, v8, v39
	v_xor_b32_e32 v8, v28, v34
	v_xor_b32_e32 v24, v36, v62
	v_or_b32_e32 v6, v6, v60
	v_lshlrev_b32_e32 v60, 16, v36
	v_and_b32_e32 v8, s7, v8
	v_and_b32_e32 v24, s8, v24
	v_xor_b32_e32 v60, v30, v60
	v_or_b32_e32 v8, v24, v8
	v_xor_b32_e32 v24, v42, v37
	v_and_b32_e32 v60, s8, v60
	v_and_b32_e32 v24, s9, v24
	v_or_b32_e32 v6, v6, v60
	v_lshrrev_b32_e32 v60, 16, v42
	v_or_b32_e32 v8, v8, v24
	v_xor_b32_e32 v24, v30, v10
	v_xor_b32_e32 v60, v60, v34
	v_and_b32_e32 v24, s6, v24
	v_and_b32_e32 v60, s9, v60
	v_or_b32_e32 v24, v8, v24
	v_lshlrev_b32_e32 v8, 24, v28
	v_and_b32_e32 v26, s7, v30
	v_or_b32_e32 v6, v6, v60
	v_xor_b32_e32 v60, v18, v19
	v_xor_b32_e32 v8, v26, v8
	v_lshrrev_b32_e32 v26, 8, v36
	v_lshrrev_b32_e32 v10, 8, v10
	v_xor_b32_e32 v45, v45, v16
	v_xor_b32_e32 v19, v59, v60
	v_xor_b32_e32 v26, v26, v34
	v_xor_b32_e32 v10, v10, v37
	v_xor_b32_e32 v27, v27, v19
	v_xor_b32_e32 v45, v45, v6
	v_and_b32_e32 v26, s8, v26
	v_and_b32_e32 v10, s6, v10
	v_lshrrev_b32_e32 v59, 6, v27
	v_and_b32_e32 v61, s6, v27
	v_lshrrev_b32_e32 v63, 22, v45
	v_lshrrev_b32_e32 v64, 14, v45
	v_lshrrev_b32_e32 v65, 6, v45
	v_and_b32_e32 v45, s6, v45
	v_lshrrev_b32_e32 v66, 14, v27
	v_or_b32_e32 v10, v26, v10
	v_lshrrev_b32_e32 v26, 22, v27
	v_and_b32_e32 v59, s5, v59
	v_lshlrev_b32_e32 v61, 2, v61
	v_and_b32_e32 v63, s5, v63
	v_and_b32_e32 v64, s5, v64
	v_and_b32_e32 v65, s5, v65
	v_lshlrev_b32_e32 v45, 2, v45
	v_and_b32_e32 v66, s5, v66
	v_and_b32_e32 v26, s5, v26
	ds_read_b32 v59, v59 offset:2048
	ds_read_b32 v61, v61 offset:3072
	ds_read_b32 v63, v63
	ds_read_b32 v64, v64 offset:1024
	ds_read_b32 v65, v65 offset:2048
	ds_read_b32 v45, v45 offset:3072
	ds_read_b32 v66, v66 offset:1024
	v_lshrrev_b32_e32 v28, 8, v42
	ds_read_b32 v26, v26
	v_xor_b32_e32 v28, v28, v62
	v_or_b32_e32 v8, v10, v8
	v_and_b32_e32 v10, s9, v28
	v_or_b32_e32 v8, v8, v10
	v_xor_b32_e32 v3, v31, v3
	v_xor_b32_e32 v3, v3, v8
	v_xor_b32_e32 v10, v13, v38
	v_xor_b32_e32 v33, v24, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v13, v66, v26
	v_lshrrev_b32_e32 v26, 22, v3
	v_lshrrev_b32_e32 v27, 14, v3
	v_lshrrev_b32_e32 v28, 6, v3
	v_and_b32_e32 v3, s6, v3
	v_and_b32_e32 v26, s5, v26
	v_and_b32_e32 v27, s5, v27
	v_and_b32_e32 v28, s5, v28
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v26, v26
	ds_read_b32 v27, v27 offset:1024
	ds_read_b32 v28, v28 offset:2048
	ds_read_b32 v3, v3 offset:3072
	v_xor_b32_e32 v24, v64, v63
	v_xor_b32_e32 v2, v66, v2
	v_xor_b32_e32 v0, v63, v0
	v_xor_b32_e32 v24, v24, v65
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v34, v27, v26
	v_xor_b32_e32 v30, v24, v45
	v_xor_b32_e32 v24, v45, v61
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v28, v34, v28
	v_xor_b32_e32 v0, v0, v26
	v_xor_b32_e32 v2, v2, v27
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v28, v28, v3
	v_xor_b32_e32 v3, v24, v3
	v_lshlrev_b32_e32 v24, 8, v0
	v_lshlrev_b32_e32 v26, 8, v2
	v_xor_b32_e32 v13, v13, v59
	v_xor_b32_e32 v24, v24, v30
	v_xor_b32_e32 v26, v28, v26
	v_xor_b32_e32 v13, v13, v61
	v_and_b32_e32 v24, s7, v24
	v_and_b32_e32 v26, s8, v26
	v_xor_b32_e32 v67, v65, v59
	v_or_b32_e32 v24, v26, v24
	v_lshrrev_b32_e32 v26, 24, v3
	v_and_b32_e32 v27, s6, v13
	v_xor_b32_e32 v5, v67, v5
	v_xor_b32_e32 v26, v26, v27
	v_or_b32_e32 v24, v24, v26
	v_lshlrev_b32_e32 v26, 8, v5
	v_xor_b32_e32 v26, v7, v26
	v_and_b32_e32 v26, s9, v26
	v_or_b32_e32 v24, v24, v26
	v_lshlrev_b32_e32 v26, 16, v0
	v_lshrrev_b32_e32 v27, 16, v3
	v_xor_b32_e32 v26, v28, v26
	v_xor_b32_e32 v27, v27, v30
	v_and_b32_e32 v26, s7, v26
	v_and_b32_e32 v27, s6, v27
	v_or_b32_e32 v26, v27, v26
	v_lshlrev_b32_e32 v27, 16, v2
	v_xor_b32_e32 v27, v7, v27
	v_and_b32_e32 v27, s8, v27
	v_or_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 16, v5
	v_xor_b32_e32 v27, v27, v13
	v_and_b32_e32 v27, s9, v27
	v_or_b32_e32 v26, v26, v27
	v_lshlrev_b32_e32 v27, 24, v0
	v_and_b32_e32 v34, s7, v7
	v_xor_b32_e32 v27, v34, v27
	v_lshrrev_b32_e32 v34, 8, v2
	v_xor_b32_e32 v7, v7, v3
	v_lshrrev_b32_e32 v3, 8, v3
	v_xor_b32_e32 v0, v0, v13
	v_xor_b32_e32 v13, v34, v13
	v_xor_b32_e32 v3, v3, v28
	v_lshrrev_b32_e32 v34, 8, v5
	v_and_b32_e32 v13, s8, v13
	v_and_b32_e32 v3, s6, v3
	v_xor_b32_e32 v2, v2, v30
	v_xor_b32_e32 v30, v34, v30
	v_or_b32_e32 v3, v3, v13
	v_or_b32_e32 v3, v3, v27
	v_and_b32_e32 v13, s9, v30
	v_or_b32_e32 v30, v3, v13
	v_xor_b32_e32 v13, v24, v60
	v_xor_b32_e32 v5, v5, v28
	v_xor_b32_e32 v3, v17, v23
	v_xor_b32_e32 v9, v9, v35
	v_lshrrev_b32_e32 v23, 22, v13
	v_lshrrev_b32_e32 v27, 14, v13
	v_lshrrev_b32_e32 v28, 6, v13
	v_xor_b32_e32 v3, v3, v26
	v_xor_b32_e32 v9, v9, v30
	v_and_b32_e32 v23, s5, v23
	v_and_b32_e32 v27, s5, v27
	v_and_b32_e32 v28, s5, v28
	v_and_b32_e32 v13, s6, v13
	ds_read_b32 v23, v23
	ds_read_b32 v27, v27 offset:1024
	ds_read_b32 v28, v28 offset:2048
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshrrev_b32_e32 v34, 22, v3
	v_lshrrev_b32_e32 v36, 14, v3
	v_lshrrev_b32_e32 v37, 6, v3
	v_and_b32_e32 v3, s6, v3
	v_lshrrev_b32_e32 v38, 22, v9
	v_lshrrev_b32_e32 v42, 14, v9
	v_lshrrev_b32_e32 v44, 6, v9
	v_and_b32_e32 v9, s6, v9
	v_lshrrev_b32_e32 v0, 22, v0
	v_lshrrev_b32_e32 v2, 14, v2
	ds_read_b32 v13, v13 offset:3072
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v37, s5, v37
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v0, s5, v0
	v_and_b32_e32 v2, s5, v2
	ds_read_b32 v34, v34
	ds_read_b32 v36, v36 offset:1024
	ds_read_b32 v37, v37 offset:2048
	ds_read_b32 v3, v3 offset:3072
	ds_read_b32 v38, v38
	ds_read_b32 v42, v42 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v9, v9 offset:3072
	v_lshrrev_b32_e32 v5, 6, v5
	v_and_b32_e32 v7, s6, v7
	ds_read_b32 v0, v0
	ds_read_b32 v2, v2 offset:1024
	v_and_b32_e32 v5, s5, v5
	v_lshlrev_b32_e32 v7, 2, v7
	s_waitcnt lgkmcnt(12)
	v_xor_b32_e32 v23, v27, v23
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v36, v36, v34
	ds_read_b32 v5, v5 offset:2048
	ds_read_b32 v7, v7 offset:3072
	v_xor_b32_e32 v23, v23, v28
	s_waitcnt lgkmcnt(9)
	v_xor_b32_e32 v36, v36, v37
	v_xor_b32_e32 v23, v23, v13
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v36, v36, v3
	v_xor_b32_e32 v3, v3, v13
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v13, v38, v34
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v13, v13, v0
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v2, v0
	v_xor_b32_e32 v27, v42, v27
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v27, v27, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v7
	v_lshrrev_b32_e32 v2, 24, v3
	v_and_b32_e32 v7, s6, v23
	v_xor_b32_e32 v2, v2, v7
	v_lshlrev_b32_e32 v7, 8, v13
	v_xor_b32_e32 v34, v42, v38
	v_xor_b32_e32 v7, v7, v36
	v_xor_b32_e32 v34, v34, v44
	v_and_b32_e32 v7, s7, v7
	v_xor_b32_e32 v34, v34, v9
	v_or_b32_e32 v2, v7, v2
	v_lshlrev_b32_e32 v7, 8, v27
	v_xor_b32_e32 v28, v37, v28
	v_xor_b32_e32 v7, v7, v34
	v_xor_b32_e32 v5, v28, v5
	v_and_b32_e32 v7, s8, v7
	v_or_b32_e32 v2, v2, v7
	v_lshlrev_b32_e32 v7, 8, v5
	v_xor_b32_e32 v7, v0, v7
	v_and_b32_e32 v7, s9, v7
	v_or_b32_e32 v2, v2, v7
	v_lshlrev_b32_e32 v7, 16, v13
	v_lshrrev_b32_e32 v9, 16, v3
	v_xor_b32_e32 v7, v7, v34
	v_xor_b32_e32 v9, v9, v36
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v9, s6, v9
	v_or_b32_e32 v7, v7, v9
	v_lshlrev_b32_e32 v9, 16, v27
	v_xor_b32_e32 v9, v0, v9
	v_and_b32_e32 v9, s8, v9
	v_or_b32_e32 v7, v7, v9
	v_lshrrev_b32_e32 v9, 16, v5
	v_xor_b32_e32 v9, v9, v23
	v_and_b32_e32 v9, s9, v9
	v_or_b32_e32 v9, v7, v9
	v_lshlrev_b32_e32 v7, 24, v13
	v_and_b32_e32 v28, s7, v0
	v_xor_b32_e32 v7, v28, v7
	v_lshrrev_b32_e32 v28, 8, v27
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 8, v3
	v_xor_b32_e32 v13, v13, v23
	v_xor_b32_e32 v23, v28, v23
	v_xor_b32_e32 v3, v3, v34
	v_lshrrev_b32_e32 v28, 8, v5
	v_and_b32_e32 v23, s8, v23
	v_and_b32_e32 v3, s6, v3
	v_xor_b32_e32 v28, v28, v36
	v_or_b32_e32 v3, v23, v3
	v_or_b32_e32 v3, v3, v7
	v_and_b32_e32 v7, s9, v28
	v_xor_b32_e32 v10, v10, v2
	v_xor_b32_e32 v5, v5, v34
	v_or_b32_e32 v28, v3, v7
	v_xor_b32_e32 v7, v29, v20
	v_lshrrev_b32_e32 v20, 22, v10
	v_lshrrev_b32_e32 v23, 14, v10
	v_lshrrev_b32_e32 v34, 6, v10
	v_xor_b32_e32 v3, v43, v12
	v_and_b32_e32 v20, s5, v20
	v_and_b32_e32 v23, s5, v23
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v10, s6, v10
	v_xor_b32_e32 v3, v3, v9
	v_xor_b32_e32 v7, v7, v28
	ds_read_b32 v20, v20
	ds_read_b32 v23, v23 offset:1024
	ds_read_b32 v34, v34 offset:2048
	v_lshlrev_b32_e32 v10, 2, v10
	v_xor_b32_e32 v27, v27, v36
	ds_read_b32 v10, v10 offset:3072
	v_lshrrev_b32_e32 v36, 22, v3
	v_lshrrev_b32_e32 v37, 14, v3
	v_lshrrev_b32_e32 v38, 6, v3
	v_and_b32_e32 v3, s6, v3
	v_lshrrev_b32_e32 v42, 22, v7
	v_lshrrev_b32_e32 v43, 14, v7
	v_lshrrev_b32_e32 v44, 6, v7
	v_and_b32_e32 v7, s6, v7
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v38, s5, v38
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v7, 2, v7
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37 offset:1024
	ds_read_b32 v38, v38 offset:2048
	ds_read_b32 v3, v3 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v7, v7 offset:3072
	s_waitcnt lgkmcnt(10)
	v_xor_b32_e32 v20, v23, v20
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v37, v37, v36
	v_xor_b32_e32 v20, v20, v34
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v37, v37, v38
	v_xor_b32_e32 v20, v20, v10
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v37, v37, v3
	v_xor_b32_e32 v3, v3, v10
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v10, v42, v36
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v36, v43, v42
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v36, v36, v44
	v_xor_b32_e32 v34, v38, v34
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v36, v36, v7
	v_xor_b32_e32 v38, v3, v7
	v_lshrrev_b32_e32 v3, 22, v13
	v_lshrrev_b32_e32 v7, 14, v27
	v_and_b32_e32 v3, s5, v3
	v_and_b32_e32 v7, s5, v7
	v_lshrrev_b32_e32 v5, 6, v5
	v_and_b32_e32 v0, s6, v0
	ds_read_b32 v3, v3
	ds_read_b32 v7, v7 offset:1024
	v_and_b32_e32 v5, s5, v5
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v5, v5 offset:2048
	ds_read_b32 v0, v0 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v10, v10, v3
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v7, v3
	v_xor_b32_e32 v23, v43, v23
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v3, v3, v5
	v_xor_b32_e32 v13, v23, v7
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v3, v0
	v_lshrrev_b32_e32 v3, 24, v38
	v_and_b32_e32 v7, s6, v20
	v_xor_b32_e32 v3, v3, v7
	v_lshlrev_b32_e32 v7, 8, v10
	v_xor_b32_e32 v7, v7, v37
	v_and_b32_e32 v7, s7, v7
	v_or_b32_e32 v3, v7, v3
	v_lshlrev_b32_e32 v7, 8, v13
	v_xor_b32_e32 v7, v7, v36
	v_xor_b32_e32 v5, v34, v5
	v_and_b32_e32 v7, s8, v7
	v_or_b32_e32 v3, v3, v7
	v_lshlrev_b32_e32 v7, 8, v5
	v_xor_b32_e32 v7, v0, v7
	v_and_b32_e32 v7, s9, v7
	v_or_b32_e32 v3, v3, v7
	v_lshlrev_b32_e32 v7, 16, v10
	v_lshrrev_b32_e32 v23, 16, v38
	v_xor_b32_e32 v7, v7, v36
	v_xor_b32_e32 v23, v23, v37
	v_and_b32_e32 v7, s7, v7
	v_and_b32_e32 v23, s6, v23
	v_or_b32_e32 v7, v7, v23
	v_lshlrev_b32_e32 v23, 16, v13
	v_xor_b32_e32 v23, v0, v23
	v_and_b32_e32 v23, s8, v23
	v_or_b32_e32 v7, v7, v23
	v_lshrrev_b32_e32 v23, 16, v5
	v_xor_b32_e32 v23, v23, v20
	v_and_b32_e32 v23, s9, v23
	v_or_b32_e32 v7, v7, v23
	v_lshlrev_b32_e32 v23, 24, v10
	v_and_b32_e32 v27, s7, v0
	v_xor_b32_e32 v23, v27, v23
	v_lshrrev_b32_e32 v27, 8, v13
	v_lshrrev_b32_e32 v34, 8, v38
	v_xor_b32_e32 v10, v10, v20
	v_xor_b32_e32 v20, v27, v20
	v_xor_b32_e32 v34, v34, v36
	v_lshrrev_b32_e32 v27, 8, v5
	v_and_b32_e32 v20, s8, v20
	v_and_b32_e32 v34, s6, v34
	v_xor_b32_e32 v27, v27, v37
	v_or_b32_e32 v20, v20, v34
	v_or_b32_e32 v20, v20, v23
	v_and_b32_e32 v23, s9, v27
	v_or_b32_e32 v27, v20, v23
	v_xor_b32_e32 v20, v21, v1
	v_xor_b32_e32 v21, v22, v31
	v_xor_b32_e32 v21, v21, v3
	v_xor_b32_e32 v23, v14, v25
	v_lshrrev_b32_e32 v25, 22, v21
	v_lshrrev_b32_e32 v31, 14, v21
	v_lshrrev_b32_e32 v34, 6, v21
	v_xor_b32_e32 v20, v20, v32
	v_and_b32_e32 v25, s5, v25
	v_and_b32_e32 v31, s5, v31
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v21, s6, v21
	v_xor_b32_e32 v13, v13, v37
	v_xor_b32_e32 v23, v23, v7
	v_xor_b32_e32 v20, v20, v27
	ds_read_b32 v25, v25
	ds_read_b32 v31, v31 offset:1024
	ds_read_b32 v34, v34 offset:2048
	v_lshlrev_b32_e32 v21, 2, v21
	v_xor_b32_e32 v5, v5, v36
	v_xor_b32_e32 v0, v0, v38
	ds_read_b32 v21, v21 offset:3072
	v_lshrrev_b32_e32 v36, 22, v23
	v_lshrrev_b32_e32 v37, 14, v23
	v_lshrrev_b32_e32 v38, 6, v23
	v_and_b32_e32 v23, s6, v23
	v_lshrrev_b32_e32 v42, 22, v20
	v_lshrrev_b32_e32 v43, 14, v20
	v_lshrrev_b32_e32 v44, 6, v20
	v_and_b32_e32 v20, s6, v20
	v_lshrrev_b32_e32 v10, 22, v10
	v_lshrrev_b32_e32 v13, 14, v13
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v38, s5, v38
	v_lshlrev_b32_e32 v23, 2, v23
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v20, 2, v20
	v_and_b32_e32 v10, s5, v10
	v_and_b32_e32 v13, s5, v13
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37 offset:1024
	ds_read_b32 v38, v38 offset:2048
	ds_read_b32 v23, v23 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v20, v20 offset:3072
	v_lshrrev_b32_e32 v5, 6, v5
	v_and_b32_e32 v0, s6, v0
	ds_read_b32 v10, v10
	ds_read_b32 v13, v13 offset:1024
	s_waitcnt lgkmcnt(12)
	v_xor_b32_e32 v25, v31, v25
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v37, v37, v36
	v_and_b32_e32 v5, s5, v5
	v_lshlrev_b32_e32 v0, 2, v0
	v_xor_b32_e32 v25, v25, v34
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v37, v37, v38
	ds_read_b32 v5, v5 offset:2048
	ds_read_b32 v0, v0 offset:3072
	v_xor_b32_e32 v25, v25, v21
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v37, v37, v23
	v_xor_b32_e32 v21, v23, v21
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v23, v42, v36
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v36, v43, v42
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v36, v36, v44
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v36, v36, v20
	v_xor_b32_e32 v20, v21, v20
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v21, v23, v10
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v10, v13, v10
	v_xor_b32_e32 v34, v38, v34
	v_xor_b32_e32 v31, v43, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v10, v10, v5
	v_xor_b32_e32 v13, v31, v13
	v_xor_b32_e32 v31, v34, v5
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v10, v0
	v_lshrrev_b32_e32 v5, 24, v20
	v_and_b32_e32 v10, s6, v25
	v_xor_b32_e32 v5, v5, v10
	v_lshlrev_b32_e32 v10, 8, v21
	v_xor_b32_e32 v10, v10, v37
	v_and_b32_e32 v10, s7, v10
	v_or_b32_e32 v5, v10, v5
	v_lshlrev_b32_e32 v10, 8, v13
	v_xor_b32_e32 v10, v10, v36
	v_and_b32_e32 v10, s8, v10
	v_or_b32_e32 v5, v5, v10
	v_lshlrev_b32_e32 v10, 8, v31
	v_xor_b32_e32 v10, v0, v10
	v_and_b32_e32 v10, s9, v10
	v_or_b32_e32 v5, v5, v10
	v_lshlrev_b32_e32 v10, 16, v21
	v_lshrrev_b32_e32 v23, 16, v20
	v_xor_b32_e32 v10, v10, v36
	v_xor_b32_e32 v23, v23, v37
	v_and_b32_e32 v10, s7, v10
	v_and_b32_e32 v23, s6, v23
	v_or_b32_e32 v10, v10, v23
	v_lshlrev_b32_e32 v23, 16, v13
	v_xor_b32_e32 v23, v0, v23
	v_and_b32_e32 v23, s8, v23
	v_or_b32_e32 v10, v10, v23
	v_lshrrev_b32_e32 v23, 16, v31
	v_xor_b32_e32 v23, v23, v25
	v_and_b32_e32 v23, s9, v23
	v_or_b32_e32 v23, v10, v23
	v_lshlrev_b32_e32 v10, 24, v21
	v_and_b32_e32 v34, s7, v0
	v_xor_b32_e32 v10, v34, v10
	v_lshrrev_b32_e32 v34, 8, v13
	v_xor_b32_e32 v0, v0, v20
	v_lshrrev_b32_e32 v20, 8, v20
	v_xor_b32_e32 v21, v21, v25
	v_xor_b32_e32 v25, v34, v25
	v_xor_b32_e32 v20, v20, v36
	v_lshrrev_b32_e32 v34, 8, v31
	v_and_b32_e32 v25, s8, v25
	v_and_b32_e32 v20, s6, v20
	v_xor_b32_e32 v34, v34, v37
	v_or_b32_e32 v20, v25, v20
	v_or_b32_e32 v10, v20, v10
	v_and_b32_e32 v20, s9, v34
	v_or_b32_e32 v25, v10, v20
	v_xor_b32_e32 v10, v11, v35
	v_xor_b32_e32 v10, v10, v5
	v_xor_b32_e32 v31, v31, v36
	v_lshrrev_b32_e32 v34, 22, v10
	v_lshrrev_b32_e32 v35, 14, v10
	v_lshrrev_b32_e32 v36, 6, v10
	v_xor_b32_e32 v20, v39, v15
	v_xor_b32_e32 v16, v4, v16
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v35, s5, v35
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v10, s6, v10
	v_xor_b32_e32 v20, v20, v23
	v_xor_b32_e32 v16, v16, v25
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35 offset:1024
	ds_read_b32 v36, v36 offset:2048
	v_lshlrev_b32_e32 v10, 2, v10
	v_xor_b32_e32 v13, v13, v37
	ds_read_b32 v10, v10 offset:3072
	v_lshrrev_b32_e32 v37, 22, v20
	v_lshrrev_b32_e32 v38, 14, v20
	v_lshrrev_b32_e32 v39, 6, v20
	v_and_b32_e32 v20, s6, v20
	v_lshrrev_b32_e32 v42, 22, v16
	v_lshrrev_b32_e32 v43, 14, v16
	v_lshrrev_b32_e32 v44, 6, v16
	v_and_b32_e32 v16, s6, v16
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v20, 2, v20
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v16, 2, v16
	ds_read_b32 v37, v37
	ds_read_b32 v38, v38 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v20, v20 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v16, v16 offset:3072
	s_waitcnt lgkmcnt(10)
	v_xor_b32_e32 v34, v35, v34
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v38, v38, v37
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v38, v38, v39
	v_xor_b32_e32 v34, v34, v10
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v38, v38, v20
	v_xor_b32_e32 v10, v20, v10
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v20, v42, v37
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v37, v43, v42
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v37, v37, v44
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v37, v37, v16
	v_xor_b32_e32 v10, v10, v16
	v_lshrrev_b32_e32 v16, 22, v21
	v_lshrrev_b32_e32 v13, 14, v13
	v_and_b32_e32 v16, s5, v16
	v_and_b32_e32 v13, s5, v13
	v_lshrrev_b32_e32 v21, 6, v31
	v_and_b32_e32 v0, s6, v0
	ds_read_b32 v16, v16
	ds_read_b32 v13, v13 offset:1024
	v_and_b32_e32 v21, s5, v21
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v21, v21 offset:2048
	ds_read_b32 v0, v0 offset:3072
	v_xor_b32_e32 v35, v43, v35
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v20, v20, v16
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v16, v13, v16
	v_xor_b32_e32 v31, v35, v13
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v13, v16, v21
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v13, v0
	v_lshrrev_b32_e32 v13, 24, v10
	v_and_b32_e32 v16, s6, v34
	v_xor_b32_e32 v13, v13, v16
	v_lshlrev_b32_e32 v16, 8, v20
	v_xor_b32_e32 v16, v16, v38
	v_and_b32_e32 v16, s7, v16
	v_or_b32_e32 v13, v16, v13
	v_lshlrev_b32_e32 v16, 8, v31
	v_xor_b32_e32 v36, v39, v36
	v_xor_b32_e32 v16, v16, v37
	v_xor_b32_e32 v21, v36, v21
	v_and_b32_e32 v16, s8, v16
	v_or_b32_e32 v13, v13, v16
	v_lshlrev_b32_e32 v16, 8, v21
	v_xor_b32_e32 v16, v0, v16
	v_and_b32_e32 v16, s9, v16
	v_or_b32_e32 v16, v13, v16
	v_lshlrev_b32_e32 v13, 16, v20
	v_lshrrev_b32_e32 v35, 16, v10
	v_xor_b32_e32 v13, v13, v37
	v_xor_b32_e32 v35, v35, v38
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v35, s6, v35
	v_or_b32_e32 v13, v13, v35
	v_lshlrev_b32_e32 v35, 16, v31
	v_xor_b32_e32 v35, v0, v35
	v_and_b32_e32 v35, s8, v35
	v_or_b32_e32 v13, v13, v35
	v_lshrrev_b32_e32 v35, 16, v21
	v_xor_b32_e32 v35, v35, v34
	v_and_b32_e32 v35, s9, v35
	v_or_b32_e32 v13, v13, v35
	v_lshlrev_b32_e32 v35, 24, v20
	v_and_b32_e32 v36, s7, v0
	v_xor_b32_e32 v35, v36, v35
	v_lshrrev_b32_e32 v36, 8, v31
	v_xor_b32_e32 v0, v0, v10
	v_lshrrev_b32_e32 v10, 8, v10
	v_xor_b32_e32 v20, v20, v34
	v_xor_b32_e32 v34, v36, v34
	v_xor_b32_e32 v10, v10, v37
	v_lshrrev_b32_e32 v36, 8, v21
	v_and_b32_e32 v34, s8, v34
	v_and_b32_e32 v10, s6, v10
	v_xor_b32_e32 v36, v36, v38
	v_or_b32_e32 v10, v34, v10
	v_xor_b32_e32 v29, v19, v29
	v_or_b32_e32 v10, v10, v35
	v_and_b32_e32 v34, s9, v36
	v_xor_b32_e32 v29, v29, v16
	v_or_b32_e32 v10, v10, v34
	v_lshrrev_b32_e32 v34, 22, v29
	v_lshrrev_b32_e32 v35, 14, v29
	v_lshrrev_b32_e32 v36, 6, v29
	v_xor_b32_e32 v18, v6, v18
	v_xor_b32_e32 v17, v8, v17
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v35, s5, v35
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v29, s6, v29
	v_xor_b32_e32 v18, v18, v13
	v_xor_b32_e32 v17, v17, v10
	ds_read_b32 v34, v34
	ds_read_b32 v35, v35 offset:1024
	ds_read_b32 v36, v36 offset:2048
	v_lshlrev_b32_e32 v29, 2, v29
	v_xor_b32_e32 v31, v31, v38
	v_xor_b32_e32 v21, v21, v37
	ds_read_b32 v29, v29 offset:3072
	v_lshrrev_b32_e32 v37, 22, v18
	v_lshrrev_b32_e32 v38, 14, v18
	v_lshrrev_b32_e32 v39, 6, v18
	v_and_b32_e32 v18, s6, v18
	v_lshrrev_b32_e32 v42, 22, v17
	v_lshrrev_b32_e32 v43, 14, v17
	v_lshrrev_b32_e32 v44, 6, v17
	v_and_b32_e32 v17, s6, v17
	v_lshrrev_b32_e32 v20, 22, v20
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v18, 2, v18
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v17, 2, v17
	v_and_b32_e32 v20, s5, v20
	ds_read_b32 v37, v37
	ds_read_b32 v38, v38 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v18, v18 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v17, v17 offset:3072
	ds_read_b32 v20, v20
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v34, v35, v34
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v38, v38, v37
	v_xor_b32_e32 v34, v34, v36
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v38, v38, v39
	v_xor_b32_e32 v34, v34, v29
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v38, v38, v18
	v_xor_b32_e32 v18, v18, v29
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v29, v42, v37
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v37, v43, v42
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v37, v37, v44
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v37, v37, v17
	v_xor_b32_e32 v17, v18, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v18, v29, v20
	v_lshrrev_b32_e32 v29, 14, v31
	v_and_b32_e32 v29, s5, v29
	v_lshrrev_b32_e32 v21, 6, v21
	v_and_b32_e32 v21, s5, v21
	ds_read_b32 v29, v29 offset:1024
	v_and_b32_e32 v0, s6, v0
	ds_read_b32 v21, v21 offset:2048
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v0, v0 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v20, v29, v20
	v_xor_b32_e32 v36, v39, v36
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v20, v20, v21
	v_xor_b32_e32 v31, v36, v21
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v20, v0
	v_lshrrev_b32_e32 v20, 24, v17
	v_and_b32_e32 v21, s6, v34
	v_xor_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 8, v18
	v_xor_b32_e32 v35, v43, v35
	v_xor_b32_e32 v21, v21, v38
	v_xor_b32_e32 v29, v35, v29
	v_and_b32_e32 v21, s7, v21
	v_or_b32_e32 v20, v21, v20
	v_lshlrev_b32_e32 v21, 8, v29
	v_xor_b32_e32 v21, v21, v37
	v_and_b32_e32 v21, s8, v21
	v_or_b32_e32 v20, v20, v21
	v_lshlrev_b32_e32 v21, 8, v31
	v_xor_b32_e32 v21, v0, v21
	v_and_b32_e32 v21, s9, v21
	v_or_b32_e32 v21, v20, v21
	v_lshlrev_b32_e32 v20, 16, v18
	v_lshrrev_b32_e32 v35, 16, v17
	v_xor_b32_e32 v20, v20, v37
	v_xor_b32_e32 v35, v35, v38
	v_and_b32_e32 v20, s7, v20
	v_and_b32_e32 v35, s6, v35
	v_or_b32_e32 v20, v20, v35
	v_lshlrev_b32_e32 v35, 16, v29
	v_xor_b32_e32 v35, v0, v35
	v_and_b32_e32 v35, s8, v35
	v_or_b32_e32 v20, v20, v35
	v_lshrrev_b32_e32 v35, 16, v31
	v_xor_b32_e32 v35, v35, v34
	v_and_b32_e32 v35, s9, v35
	v_or_b32_e32 v20, v20, v35
	v_lshlrev_b32_e32 v35, 24, v18
	v_and_b32_e32 v36, s7, v0
	v_xor_b32_e32 v35, v36, v35
	v_xor_b32_e32 v36, v18, v34
	v_lshrrev_b32_e32 v18, 8, v29
	v_xor_b32_e32 v0, v0, v17
	v_lshrrev_b32_e32 v17, 8, v17
	v_xor_b32_e32 v18, v18, v34
	v_xor_b32_e32 v17, v17, v37
	v_lshrrev_b32_e32 v34, 8, v31
	v_and_b32_e32 v18, s8, v18
	v_and_b32_e32 v17, s6, v17
	v_xor_b32_e32 v34, v34, v38
	v_or_b32_e32 v17, v18, v17
	v_or_b32_e32 v17, v17, v35
	v_and_b32_e32 v18, s9, v34
	v_or_b32_e32 v18, v17, v18
	v_xor_b32_e32 v17, v24, v32
	v_xor_b32_e32 v32, v33, v26
	v_xor_b32_e32 v17, v17, v21
	v_xor_b32_e32 v32, v32, v20
	v_xor_b32_e32 v31, v31, v37
	v_lshrrev_b32_e32 v33, 22, v17
	v_lshrrev_b32_e32 v34, 14, v17
	v_lshrrev_b32_e32 v35, 6, v17
	v_and_b32_e32 v17, s6, v17
	v_lshrrev_b32_e32 v37, 22, v32
	v_and_b32_e32 v33, s5, v33
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v35, s5, v35
	v_lshlrev_b32_e32 v17, 2, v17
	v_and_b32_e32 v37, s5, v37
	v_xor_b32_e32 v12, v30, v12
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34 offset:1024
	ds_read_b32 v35, v35 offset:2048
	ds_read_b32 v17, v17 offset:3072
	ds_read_b32 v37, v37
	v_xor_b32_e32 v29, v29, v38
	v_xor_b32_e32 v12, v12, v18
	v_lshrrev_b32_e32 v38, 14, v32
	v_lshrrev_b32_e32 v39, 6, v32
	v_and_b32_e32 v32, s6, v32
	v_lshrrev_b32_e32 v42, 22, v12
	v_lshrrev_b32_e32 v43, 14, v12
	v_lshrrev_b32_e32 v44, 6, v12
	v_and_b32_e32 v12, s6, v12
	v_lshrrev_b32_e32 v36, 22, v36
	v_lshrrev_b32_e32 v29, 14, v29
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v32, 2, v32
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v12, 2, v12
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v29, s5, v29
	v_lshrrev_b32_e32 v31, 6, v31
	ds_read_b32 v38, v38 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v32, v32 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v12, v12 offset:3072
	ds_read_b32 v36, v36
	v_and_b32_e32 v31, s5, v31
	ds_read_b32 v29, v29 offset:1024
	v_and_b32_e32 v0, s6, v0
	s_waitcnt lgkmcnt(12)
	v_xor_b32_e32 v33, v34, v33
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v38, v38, v37
	ds_read_b32 v31, v31 offset:2048
	v_lshlrev_b32_e32 v0, 2, v0
	v_xor_b32_e32 v33, v33, v35
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v38, v38, v39
	ds_read_b32 v0, v0 offset:3072
	v_xor_b32_e32 v33, v33, v17
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v38, v38, v32
	v_xor_b32_e32 v17, v32, v17
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v32, v42, v37
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v37, v43, v42
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v37, v37, v44
	v_xor_b32_e32 v34, v43, v34
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v37, v37, v12
	v_xor_b32_e32 v12, v17, v12
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v17, v32, v36
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v32, v29, v36
	v_xor_b32_e32 v35, v39, v35
	v_xor_b32_e32 v34, v34, v29
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v29, v32, v31
	v_xor_b32_e32 v32, v35, v31
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v29, v0
	v_lshrrev_b32_e32 v29, 24, v12
	v_and_b32_e32 v31, s6, v33
	v_xor_b32_e32 v29, v29, v31
	v_lshlrev_b32_e32 v31, 8, v17
	v_xor_b32_e32 v31, v31, v38
	v_and_b32_e32 v31, s7, v31
	v_or_b32_e32 v29, v31, v29
	v_lshlrev_b32_e32 v31, 8, v34
	v_xor_b32_e32 v31, v31, v37
	v_and_b32_e32 v31, s8, v31
	v_or_b32_e32 v29, v29, v31
	v_lshlrev_b32_e32 v31, 8, v32
	v_xor_b32_e32 v31, v0, v31
	v_and_b32_e32 v31, s9, v31
	v_or_b32_e32 v29, v29, v31
	v_lshlrev_b32_e32 v31, 16, v17
	v_lshrrev_b32_e32 v35, 16, v12
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v35, v35, v38
	v_and_b32_e32 v31, s7, v31
	v_and_b32_e32 v35, s6, v35
	v_or_b32_e32 v31, v31, v35
	v_lshlrev_b32_e32 v35, 16, v34
	v_xor_b32_e32 v35, v0, v35
	v_and_b32_e32 v35, s8, v35
	v_or_b32_e32 v31, v31, v35
	v_lshrrev_b32_e32 v35, 16, v32
	v_xor_b32_e32 v35, v35, v33
	v_and_b32_e32 v35, s9, v35
	v_or_b32_e32 v31, v31, v35
	v_lshlrev_b32_e32 v35, 24, v17
	v_and_b32_e32 v36, s7, v0
	v_xor_b32_e32 v35, v36, v35
	v_lshrrev_b32_e32 v36, 8, v34
	v_xor_b32_e32 v0, v0, v12
	v_lshrrev_b32_e32 v12, 8, v12
	v_xor_b32_e32 v17, v17, v33
	v_xor_b32_e32 v33, v36, v33
	v_lshrrev_b32_e32 v36, 8, v32
	v_xor_b32_e32 v12, v12, v37
	v_xor_b32_e32 v34, v34, v38
	v_xor_b32_e32 v36, v36, v38
	v_xor_b32_e32 v38, v32, v37
	v_and_b32_e32 v32, s8, v33
	v_and_b32_e32 v12, s6, v12
	v_or_b32_e32 v12, v32, v12
	v_or_b32_e32 v12, v12, v35
	v_and_b32_e32 v32, s9, v36
	v_or_b32_e32 v32, v12, v32
	v_xor_b32_e32 v4, v2, v4
	v_xor_b32_e32 v12, v9, v22
	v_xor_b32_e32 v4, v4, v29
	v_xor_b32_e32 v12, v12, v31
	v_lshrrev_b32_e32 v22, 22, v4
	v_lshrrev_b32_e32 v33, 14, v4
	v_lshrrev_b32_e32 v35, 6, v4
	v_and_b32_e32 v4, s6, v4
	v_lshrrev_b32_e32 v36, 22, v12
	v_xor_b32_e32 v14, v28, v14
	v_and_b32_e32 v22, s5, v22
	v_and_b32_e32 v33, s5, v33
	v_and_b32_e32 v35, s5, v35
	v_lshlrev_b32_e32 v4, 2, v4
	v_and_b32_e32 v36, s5, v36
	v_xor_b32_e32 v14, v14, v32
	ds_read_b32 v22, v22
	ds_read_b32 v33, v33 offset:1024
	ds_read_b32 v35, v35 offset:2048
	ds_read_b32 v4, v4 offset:3072
	ds_read_b32 v36, v36
	v_xor_b32_e32 v43, 0x280, v14
	v_lshrrev_b32_e32 v37, 14, v12
	v_lshrrev_b32_e32 v39, 6, v12
	v_and_b32_e32 v12, s6, v12
	v_lshrrev_b32_e32 v42, 22, v14
	v_lshrrev_b32_e32 v14, 14, v14
	v_lshrrev_b32_e32 v44, 6, v43
	v_and_b32_e32 v43, s6, v43
	v_lshrrev_b32_e32 v17, 22, v17
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v12, 2, v12
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v14, s5, v14
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v43, 2, v43
	v_and_b32_e32 v17, s5, v17
	ds_read_b32 v37, v37 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v12, v12 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v14, v14 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v43, v43 offset:3072
	ds_read_b32 v17, v17
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v22, v33, v22
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v37, v37, v36
	v_xor_b32_e32 v22, v22, v35
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v37, v37, v39
	v_xor_b32_e32 v22, v22, v4
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v37, v37, v12
	v_xor_b32_e32 v4, v12, v4
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v12, v42, v36
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v36, v14, v42
	v_xor_b32_e32 v14, v14, v33
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v33, v36, v44
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v36, v4, v43
	v_lshrrev_b32_e32 v4, 14, v34
	v_and_b32_e32 v4, s5, v4
	v_lshrrev_b32_e32 v34, 6, v38
	v_and_b32_e32 v34, s5, v34
	ds_read_b32 v4, v4 offset:1024
	v_and_b32_e32 v0, s6, v0
	ds_read_b32 v34, v34 offset:2048
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v0, v0 offset:3072
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v12, v12, v17
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v17, v4, v17
	v_xor_b32_e32 v35, v39, v35
	v_xor_b32_e32 v14, v14, v4
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v17, v34
	v_xor_b32_e32 v17, v35, v34
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v34, v4, v0
	v_lshrrev_b32_e32 v0, 24, v36
	v_and_b32_e32 v4, s6, v22
	v_xor_b32_e32 v0, v0, v4
	v_lshlrev_b32_e32 v4, 8, v12
	v_xor_b32_e32 v4, v4, v37
	v_and_b32_e32 v4, s7, v4
	v_xor_b32_e32 v33, v33, v43
	v_or_b32_e32 v0, v4, v0
	v_lshlrev_b32_e32 v4, 8, v14
	v_xor_b32_e32 v4, v4, v33
	v_and_b32_e32 v4, s8, v4
	v_or_b32_e32 v0, v0, v4
	v_lshlrev_b32_e32 v4, 8, v17
	v_xor_b32_e32 v4, v34, v4
	v_and_b32_e32 v4, s9, v4
	v_or_b32_e32 v4, v0, v4
	v_lshlrev_b32_e32 v0, 16, v12
	v_lshrrev_b32_e32 v35, 16, v36
	v_xor_b32_e32 v0, v0, v33
	v_xor_b32_e32 v35, v35, v37
	v_and_b32_e32 v0, s7, v0
	v_and_b32_e32 v35, s6, v35
	v_or_b32_e32 v0, v0, v35
	v_lshlrev_b32_e32 v35, 16, v14
	v_xor_b32_e32 v35, v34, v35
	v_and_b32_e32 v35, s8, v35
	v_or_b32_e32 v0, v0, v35
	v_lshrrev_b32_e32 v35, 16, v17
	v_xor_b32_e32 v35, v35, v22
	v_and_b32_e32 v35, s9, v35
	v_or_b32_e32 v0, v0, v35
	v_lshlrev_b32_e32 v35, 24, v12
	v_and_b32_e32 v38, s7, v34
	v_xor_b32_e32 v35, v38, v35
	v_lshrrev_b32_e32 v38, 8, v14
	v_xor_b32_e32 v34, v34, v36
	v_lshrrev_b32_e32 v36, 8, v36
	v_xor_b32_e32 v12, v12, v22
	v_xor_b32_e32 v22, v38, v22
	v_lshrrev_b32_e32 v38, 8, v17
	v_xor_b32_e32 v17, v17, v33
	v_xor_b32_e32 v33, v36, v33
	v_and_b32_e32 v22, s8, v22
	v_and_b32_e32 v33, s6, v33
	v_xor_b32_e32 v14, v14, v37
	v_xor_b32_e32 v37, v38, v37
	v_or_b32_e32 v22, v22, v33
	v_xor_b32_e32 v8, v3, v8
	v_xor_b32_e32 v11, v7, v11
	v_or_b32_e32 v22, v22, v35
	v_and_b32_e32 v33, s9, v37
	v_xor_b32_e32 v8, v8, v4
	v_xor_b32_e32 v11, v11, v0
	v_or_b32_e32 v33, v22, v33
	v_lshrrev_b32_e32 v22, 22, v8
	v_lshrrev_b32_e32 v35, 14, v8
	v_lshrrev_b32_e32 v36, 6, v8
	v_and_b32_e32 v8, s6, v8
	v_lshrrev_b32_e32 v37, 22, v11
	v_and_b32_e32 v22, s5, v22
	v_and_b32_e32 v35, s5, v35
	v_and_b32_e32 v36, s5, v36
	v_lshlrev_b32_e32 v8, 2, v8
	v_and_b32_e32 v37, s5, v37
	v_xor_b32_e32 v15, v27, v15
	ds_read_b32 v22, v22
	ds_read_b32 v35, v35 offset:1024
	ds_read_b32 v36, v36 offset:2048
	ds_read_b32 v8, v8 offset:3072
	ds_read_b32 v37, v37
	v_xor_b32_e32 v15, v15, v33
	v_lshrrev_b32_e32 v38, 14, v11
	v_lshrrev_b32_e32 v39, 6, v11
	v_and_b32_e32 v11, s6, v11
	v_lshrrev_b32_e32 v42, 22, v15
	v_lshrrev_b32_e32 v43, 14, v15
	v_lshrrev_b32_e32 v44, 6, v15
	v_and_b32_e32 v15, s6, v15
	v_lshrrev_b32_e32 v12, 22, v12
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v11, 2, v11
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v12, s5, v12
	ds_read_b32 v38, v38 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v11, v11 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v15, v15 offset:3072
	ds_read_b32 v12, v12
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v22, v35, v22
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v38, v38, v37
	v_xor_b32_e32 v22, v22, v36
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v38, v38, v39
	v_xor_b32_e32 v22, v22, v8
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v38, v38, v11
	v_xor_b32_e32 v8, v11, v8
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v11, v42, v37
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v37, v43, v42
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v37, v37, v44
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v37, v37, v15
	v_xor_b32_e32 v8, v8, v15
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v15, v11, v12
	v_lshrrev_b32_e32 v11, 14, v14
	v_and_b32_e32 v11, s5, v11
	v_lshrrev_b32_e32 v14, 6, v17
	v_and_b32_e32 v14, s5, v14
	ds_read_b32 v11, v11 offset:1024
	v_and_b32_e32 v17, s6, v34
	ds_read_b32 v14, v14 offset:2048
	v_lshlrev_b32_e32 v17, 2, v17
	ds_read_b32 v17, v17 offset:3072
	v_xor_b32_e32 v35, v43, v35
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v12, v11, v12
	v_xor_b32_e32 v36, v39, v36
	v_xor_b32_e32 v34, v35, v11
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v11, v12, v14
	v_xor_b32_e32 v12, v36, v14
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v17, v11, v17
	v_lshrrev_b32_e32 v11, 24, v8
	v_and_b32_e32 v14, s6, v22
	v_xor_b32_e32 v11, v11, v14
	v_lshlrev_b32_e32 v14, 8, v15
	v_xor_b32_e32 v14, v14, v38
	v_and_b32_e32 v14, s7, v14
	v_or_b32_e32 v11, v14, v11
	v_lshlrev_b32_e32 v14, 8, v34
	v_xor_b32_e32 v14, v14, v37
	v_and_b32_e32 v14, s8, v14
	v_or_b32_e32 v11, v11, v14
	v_lshlrev_b32_e32 v14, 8, v12
	v_xor_b32_e32 v14, v17, v14
	v_and_b32_e32 v14, s9, v14
	v_or_b32_e32 v14, v11, v14
	v_lshlrev_b32_e32 v11, 16, v15
	v_lshrrev_b32_e32 v35, 16, v8
	v_xor_b32_e32 v11, v11, v37
	v_xor_b32_e32 v35, v35, v38
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v35, s6, v35
	v_or_b32_e32 v11, v11, v35
	v_lshlrev_b32_e32 v35, 16, v34
	v_xor_b32_e32 v35, v17, v35
	v_and_b32_e32 v35, s8, v35
	v_or_b32_e32 v11, v11, v35
	v_lshrrev_b32_e32 v35, 16, v12
	v_xor_b32_e32 v35, v35, v22
	v_and_b32_e32 v35, s9, v35
	v_or_b32_e32 v11, v11, v35
	v_lshlrev_b32_e32 v35, 24, v15
	v_and_b32_e32 v36, s7, v17
	v_xor_b32_e32 v35, v36, v35
	v_lshrrev_b32_e32 v36, 8, v34
	v_xor_b32_e32 v17, v17, v8
	v_lshrrev_b32_e32 v8, 8, v8
	v_xor_b32_e32 v15, v15, v22
	v_xor_b32_e32 v22, v36, v22
	v_xor_b32_e32 v8, v8, v37
	v_lshrrev_b32_e32 v36, 8, v12
	v_and_b32_e32 v22, s8, v22
	v_and_b32_e32 v8, s6, v8
	v_xor_b32_e32 v36, v36, v38
	v_or_b32_e32 v8, v22, v8
	v_or_b32_e32 v8, v8, v35
	v_and_b32_e32 v22, s9, v36
	v_or_b32_e32 v8, v8, v22
	v_xor_b32_e32 v22, v5, v30
	v_xor_b32_e32 v19, v23, v19
	v_xor_b32_e32 v22, v22, v14
	v_xor_b32_e32 v19, v19, v11
	v_xor_b32_e32 v12, v12, v37
	v_lshrrev_b32_e32 v30, 22, v22
	v_lshrrev_b32_e32 v35, 14, v22
	v_lshrrev_b32_e32 v36, 6, v22
	v_and_b32_e32 v22, s6, v22
	v_lshrrev_b32_e32 v37, 22, v19
	v_and_b32_e32 v30, s5, v30
	v_and_b32_e32 v35, s5, v35
	v_and_b32_e32 v36, s5, v36
	v_lshlrev_b32_e32 v22, 2, v22
	v_and_b32_e32 v37, s5, v37
	v_xor_b32_e32 v6, v25, v6
	ds_read_b32 v30, v30
	ds_read_b32 v35, v35 offset:1024
	ds_read_b32 v36, v36 offset:2048
	ds_read_b32 v22, v22 offset:3072
	ds_read_b32 v37, v37
	v_xor_b32_e32 v6, v6, v8
	v_xor_b32_e32 v34, v34, v38
	v_lshrrev_b32_e32 v38, 14, v19
	v_lshrrev_b32_e32 v39, 6, v19
	v_and_b32_e32 v19, s6, v19
	v_lshrrev_b32_e32 v42, 22, v6
	v_lshrrev_b32_e32 v43, 14, v6
	v_lshrrev_b32_e32 v44, 6, v6
	v_and_b32_e32 v6, s6, v6
	v_lshrrev_b32_e32 v15, 22, v15
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v19, 2, v19
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v6, 2, v6
	v_and_b32_e32 v15, s5, v15
	ds_read_b32 v38, v38 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v19, v19 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v6, v6 offset:3072
	ds_read_b32 v15, v15
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v30, v35, v30
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v38, v38, v37
	v_xor_b32_e32 v30, v30, v36
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v38, v38, v39
	v_xor_b32_e32 v30, v30, v22
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v38, v38, v19
	v_xor_b32_e32 v19, v19, v22
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v22, v42, v37
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v37, v43, v42
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v37, v37, v44
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v37, v37, v6
	v_xor_b32_e32 v6, v19, v6
	v_lshrrev_b32_e32 v19, 14, v34
	v_and_b32_e32 v19, s5, v19
	v_lshrrev_b32_e32 v12, 6, v12
	v_and_b32_e32 v12, s5, v12
	ds_read_b32 v19, v19 offset:1024
	v_and_b32_e32 v17, s6, v17
	ds_read_b32 v12, v12 offset:2048
	v_lshlrev_b32_e32 v17, 2, v17
	ds_read_b32 v17, v17 offset:3072
	v_xor_b32_e32 v36, v39, v36
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v39, v22, v15
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v15, v19, v15
	v_xor_b32_e32 v35, v43, v35
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v15, v15, v12
	v_xor_b32_e32 v34, v35, v19
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v15, v15, v17
	v_lshrrev_b32_e32 v17, 24, v6
	v_and_b32_e32 v19, s6, v30
	v_xor_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 8, v39
	v_xor_b32_e32 v19, v19, v38
	v_and_b32_e32 v19, s7, v19
	v_or_b32_e32 v17, v19, v17
	v_lshlrev_b32_e32 v19, 8, v34
	v_xor_b32_e32 v19, v19, v37
	v_xor_b32_e32 v12, v36, v12
	v_and_b32_e32 v19, s8, v19
	v_or_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 8, v12
	v_xor_b32_e32 v19, v15, v19
	v_and_b32_e32 v19, s9, v19
	v_or_b32_e32 v22, v17, v19
	v_lshlrev_b32_e32 v17, 16, v39
	v_lshrrev_b32_e32 v19, 16, v6
	v_xor_b32_e32 v17, v17, v37
	v_xor_b32_e32 v19, v19, v38
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v19, s6, v19
	v_or_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 16, v34
	v_xor_b32_e32 v19, v15, v19
	v_and_b32_e32 v19, s8, v19
	v_or_b32_e32 v17, v17, v19
	v_lshrrev_b32_e32 v19, 16, v12
	v_xor_b32_e32 v19, v19, v30
	v_and_b32_e32 v19, s9, v19
	v_or_b32_e32 v19, v17, v19
	v_lshlrev_b32_e32 v17, 24, v39
	v_and_b32_e32 v35, s7, v15
	v_lshrrev_b32_e32 v36, 8, v34
	v_xor_b32_e32 v15, v15, v6
	v_lshrrev_b32_e32 v6, 8, v6
	v_xor_b32_e32 v17, v35, v17
	v_xor_b32_e32 v35, v39, v30
	v_xor_b32_e32 v30, v36, v30
	v_xor_b32_e32 v6, v6, v37
	v_lshrrev_b32_e32 v36, 8, v12
	v_and_b32_e32 v30, s8, v30
	v_and_b32_e32 v6, s6, v6
	v_xor_b32_e32 v36, v36, v38
	v_or_b32_e32 v6, v30, v6
	v_or_b32_e32 v6, v6, v17
	v_and_b32_e32 v17, s9, v36
	v_or_b32_e32 v17, v6, v17
	v_xor_b32_e32 v6, v16, v28
	v_xor_b32_e32 v24, v13, v24
	v_xor_b32_e32 v6, v6, v22
	v_xor_b32_e32 v24, v24, v19
	v_xor_b32_e32 v12, v12, v37
	v_lshrrev_b32_e32 v28, 22, v6
	v_lshrrev_b32_e32 v30, 14, v6
	v_lshrrev_b32_e32 v36, 6, v6
	v_and_b32_e32 v6, s6, v6
	v_lshrrev_b32_e32 v37, 22, v24
	v_and_b32_e32 v28, s5, v28
	v_and_b32_e32 v30, s5, v30
	v_and_b32_e32 v36, s5, v36
	v_lshlrev_b32_e32 v6, 2, v6
	v_and_b32_e32 v37, s5, v37
	v_xor_b32_e32 v26, v10, v26
	ds_read_b32 v28, v28
	ds_read_b32 v30, v30 offset:1024
	ds_read_b32 v36, v36 offset:2048
	ds_read_b32 v6, v6 offset:3072
	ds_read_b32 v37, v37
	v_xor_b32_e32 v26, v26, v17
	v_xor_b32_e32 v34, v34, v38
	v_lshrrev_b32_e32 v38, 14, v24
	v_lshrrev_b32_e32 v39, 6, v24
	v_and_b32_e32 v24, s6, v24
	v_lshrrev_b32_e32 v42, 22, v26
	v_lshrrev_b32_e32 v43, 14, v26
	v_lshrrev_b32_e32 v44, 6, v26
	v_and_b32_e32 v26, s6, v26
	v_lshrrev_b32_e32 v35, 22, v35
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v24, 2, v24
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v26, 2, v26
	v_and_b32_e32 v35, s5, v35
	ds_read_b32 v38, v38 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v24, v24 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v26, v26 offset:3072
	ds_read_b32 v35, v35
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v28, v30, v28
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v38, v38, v37
	v_xor_b32_e32 v28, v28, v36
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v38, v38, v39
	v_xor_b32_e32 v28, v28, v6
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v38, v38, v24
	v_xor_b32_e32 v6, v24, v6
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v24, v42, v37
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v37, v43, v42
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v37, v37, v44
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v37, v37, v26
	v_xor_b32_e32 v6, v6, v26
	v_lshrrev_b32_e32 v26, 14, v34
	v_and_b32_e32 v26, s5, v26
	v_lshrrev_b32_e32 v12, 6, v12
	v_and_b32_e32 v12, s5, v12
	ds_read_b32 v26, v26 offset:1024
	v_and_b32_e32 v15, s6, v15
	ds_read_b32 v12, v12 offset:2048
	v_lshlrev_b32_e32 v15, 2, v15
	ds_read_b32 v15, v15 offset:3072
	v_xor_b32_e32 v30, v43, v30
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v34, v26, v35
	v_xor_b32_e32 v26, v30, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v30, v34, v12
	v_xor_b32_e32 v24, v24, v35
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v15, v30, v15
	v_lshrrev_b32_e32 v30, 24, v6
	v_and_b32_e32 v34, s6, v28
	v_xor_b32_e32 v30, v30, v34
	v_lshlrev_b32_e32 v34, 8, v24
	v_xor_b32_e32 v34, v34, v38
	v_and_b32_e32 v34, s7, v34
	v_or_b32_e32 v30, v34, v30
	v_lshlrev_b32_e32 v34, 8, v26
	v_xor_b32_e32 v36, v39, v36
	v_xor_b32_e32 v34, v34, v37
	v_xor_b32_e32 v12, v36, v12
	v_and_b32_e32 v34, s8, v34
	v_or_b32_e32 v30, v30, v34
	v_lshlrev_b32_e32 v34, 8, v12
	v_xor_b32_e32 v34, v15, v34
	v_and_b32_e32 v34, s9, v34
	v_or_b32_e32 v30, v30, v34
	v_lshlrev_b32_e32 v34, 16, v24
	v_lshrrev_b32_e32 v35, 16, v6
	v_xor_b32_e32 v34, v34, v37
	v_xor_b32_e32 v35, v35, v38
	v_and_b32_e32 v34, s7, v34
	v_and_b32_e32 v35, s6, v35
	v_or_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 16, v26
	v_xor_b32_e32 v35, v15, v35
	v_and_b32_e32 v35, s8, v35
	v_or_b32_e32 v34, v34, v35
	v_lshrrev_b32_e32 v35, 16, v12
	v_xor_b32_e32 v35, v35, v28
	v_and_b32_e32 v35, s9, v35
	v_or_b32_e32 v34, v34, v35
	v_lshlrev_b32_e32 v35, 24, v24
	v_and_b32_e32 v36, s7, v15
	v_xor_b32_e32 v35, v36, v35
	v_xor_b32_e32 v36, v24, v28
	v_lshrrev_b32_e32 v24, 8, v26
	v_xor_b32_e32 v15, v15, v6
	v_lshrrev_b32_e32 v6, 8, v6
	v_xor_b32_e32 v24, v24, v28
	v_xor_b32_e32 v6, v6, v37
	v_lshrrev_b32_e32 v28, 8, v12
	v_and_b32_e32 v24, s8, v24
	v_and_b32_e32 v6, s6, v6
	v_xor_b32_e32 v28, v28, v38
	v_or_b32_e32 v6, v24, v6
	v_or_b32_e32 v6, v6, v35
	v_and_b32_e32 v24, s9, v28
	v_or_b32_e32 v24, v6, v24
	v_xor_b32_e32 v6, v21, v27
	v_xor_b32_e32 v2, v20, v2
	v_xor_b32_e32 v6, v6, v30
	v_xor_b32_e32 v2, v2, v34
	v_xor_b32_e32 v12, v12, v37
	v_lshrrev_b32_e32 v27, 22, v6
	v_lshrrev_b32_e32 v28, 14, v6
	v_lshrrev_b32_e32 v35, 6, v6
	v_and_b32_e32 v6, s6, v6
	v_lshrrev_b32_e32 v37, 22, v2
	v_and_b32_e32 v27, s5, v27
	v_and_b32_e32 v28, s5, v28
	v_and_b32_e32 v35, s5, v35
	v_lshlrev_b32_e32 v6, 2, v6
	v_and_b32_e32 v37, s5, v37
	v_xor_b32_e32 v9, v18, v9
	ds_read_b32 v27, v27
	ds_read_b32 v28, v28 offset:1024
	ds_read_b32 v35, v35 offset:2048
	ds_read_b32 v6, v6 offset:3072
	ds_read_b32 v37, v37
	v_xor_b32_e32 v9, v9, v24
	v_xor_b32_e32 v26, v26, v38
	v_lshrrev_b32_e32 v38, 14, v2
	v_lshrrev_b32_e32 v39, 6, v2
	v_and_b32_e32 v2, s6, v2
	v_lshrrev_b32_e32 v42, 22, v9
	v_lshrrev_b32_e32 v43, 14, v9
	v_lshrrev_b32_e32 v44, 6, v9
	v_and_b32_e32 v9, s6, v9
	v_lshrrev_b32_e32 v36, 22, v36
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v2, 2, v2
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v36, s5, v36
	ds_read_b32 v38, v38 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v2, v2 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v9, v9 offset:3072
	ds_read_b32 v36, v36
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v27, v28, v27
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v38, v38, v37
	v_xor_b32_e32 v27, v27, v35
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v38, v38, v39
	v_xor_b32_e32 v27, v27, v6
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v38, v38, v2
	v_xor_b32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v6, v42, v37
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v37, v43, v42
	v_xor_b32_e32 v35, v39, v35
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v37, v37, v44
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v39, v2, v9
	v_lshrrev_b32_e32 v2, 14, v26
	v_xor_b32_e32 v37, v37, v9
	v_and_b32_e32 v2, s5, v2
	v_lshrrev_b32_e32 v9, 6, v12
	v_and_b32_e32 v9, s5, v9
	ds_read_b32 v2, v2 offset:1024
	v_and_b32_e32 v12, s6, v15
	ds_read_b32 v9, v9 offset:2048
	v_lshlrev_b32_e32 v12, 2, v12
	ds_read_b32 v12, v12 offset:3072
	v_xor_b32_e32 v28, v43, v28
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v15, v2, v36
	v_xor_b32_e32 v6, v6, v36
	v_xor_b32_e32 v26, v28, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v2, v15, v9
	v_xor_b32_e32 v28, v35, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v9, v2, v12
	v_xor_b32_e32 v2, v6, v27
	v_xor_b32_e32 v12, v26, v38
	v_and_b32_e32 v2, s7, v2
	v_and_b32_e32 v12, s8, v12
	v_or_b32_e32 v2, v12, v2
	v_xor_b32_e32 v12, v28, v37
	v_and_b32_e32 v12, s9, v12
	v_or_b32_e32 v2, v2, v12
	v_xor_b32_e32 v12, v9, v39
	v_and_b32_e32 v12, s6, v12
	v_or_b32_e32 v2, v2, v12
	v_lshrrev_b32_e32 v12, 24, v39
	v_and_b32_e32 v15, s6, v27
	v_xor_b32_e32 v12, v12, v15
	v_lshlrev_b32_e32 v15, 8, v6
	v_xor_b32_e32 v15, v15, v38
	v_and_b32_e32 v15, s7, v15
	v_or_b32_e32 v12, v15, v12
	v_lshlrev_b32_e32 v15, 8, v26
	v_xor_b32_e32 v15, v15, v37
	v_and_b32_e32 v15, s8, v15
	v_or_b32_e32 v12, v12, v15
	v_lshlrev_b32_e32 v15, 8, v28
	v_xor_b32_e32 v15, v9, v15
	v_and_b32_e32 v15, s9, v15
	v_or_b32_e32 v35, v12, v15
	v_lshlrev_b32_e32 v12, 16, v26
	v_xor_b32_e32 v36, v9, v12
	v_and_b32_e32 v9, s7, v9
	v_lshlrev_b32_e32 v12, 24, v6
	v_lshlrev_b32_e32 v6, 16, v6
	v_xor_b32_e32 v42, v9, v12
	v_xor_b32_e32 v43, v6, v37
	v_lshrrev_b32_e32 v6, 8, v39
	v_xor_b32_e32 v12, v29, v25
	v_xor_b32_e32 v25, v2, v30
	v_xor_b32_e32 v37, v6, v37
	v_xor_b32_e32 v6, v34, v29
	v_xor_b32_e32 v29, v25, v33
	v_xor_b32_e32 v9, v31, v3
	v_xor_b32_e32 v7, v32, v7
	v_xor_b32_e32 v15, v33, v23
	v_xor_b32_e32 v3, v22, v32
	v_xor_b32_e32 v23, v24, v31
	v_lshrrev_b32_e32 v30, 22, v29
	v_lshrrev_b32_e32 v31, 14, v29
	v_lshrrev_b32_e32 v32, 6, v29
	v_and_b32_e32 v29, s6, v29
	v_lshrrev_b32_e32 v33, 22, v6
	v_and_b32_e32 v30, s5, v30
	v_and_b32_e32 v31, s5, v31
	v_and_b32_e32 v32, s5, v32
	v_lshlrev_b32_e32 v29, 2, v29
	v_and_b32_e32 v33, s5, v33
	ds_read_b32 v30, v30
	ds_read_b32 v31, v31 offset:1024
	ds_read_b32 v32, v32 offset:2048
	ds_read_b32 v29, v29 offset:3072
	ds_read_b32 v33, v33
	v_lshrrev_b32_e32 v44, 14, v6
	v_lshrrev_b32_e32 v45, 6, v6
	v_and_b32_e32 v6, s6, v6
	v_lshrrev_b32_e32 v46, 22, v23
	v_lshrrev_b32_e32 v47, 14, v23
	v_lshrrev_b32_e32 v48, 6, v23
	v_and_b32_e32 v23, s6, v23
	v_lshrrev_b32_e32 v49, 22, v3
	v_and_b32_e32 v44, s5, v44
	v_and_b32_e32 v45, s5, v45
	v_lshlrev_b32_e32 v6, 2, v6
	v_and_b32_e32 v46, s5, v46
	v_and_b32_e32 v47, s5, v47
	v_and_b32_e32 v48, s5, v48
	v_lshlrev_b32_e32 v23, 2, v23
	v_and_b32_e32 v49, s5, v49
	ds_read_b32 v44, v44 offset:1024
	ds_read_b32 v45, v45 offset:2048
	ds_read_b32 v6, v6 offset:3072
	ds_read_b32 v46, v46
	ds_read_b32 v47, v47 offset:1024
	ds_read_b32 v48, v48 offset:2048
	ds_read_b32 v23, v23 offset:3072
	ds_read_b32 v49, v49
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v30, v31, v30
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v44, v44, v33
	v_xor_b32_e32 v30, v30, v32
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v44, v44, v45
	v_xor_b32_e32 v30, v30, v29
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v44, v44, v6
	v_xor_b32_e32 v6, v6, v29
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v29, v46, v33
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v33, v47, v46
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v33, v33, v48
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v33, v33, v23
	v_xor_b32_e32 v23, v6, v23
	v_lshrrev_b32_e32 v6, 14, v3
	v_xor_b32_e32 v32, v45, v32
	v_and_b32_e32 v6, s5, v6
	v_lshrrev_b32_e32 v45, 6, v3
	v_and_b32_e32 v45, s5, v45
	ds_read_b32 v6, v6 offset:1024
	v_and_b32_e32 v3, s6, v3
	ds_read_b32 v45, v45 offset:2048
	v_lshlrev_b32_e32 v3, 2, v3
	ds_read_b32 v3, v3 offset:3072
	v_xor_b32_e32 v31, v47, v31
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v46, v6, v49
	v_xor_b32_e32 v29, v29, v49
	v_xor_b32_e32 v31, v31, v6
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v46, v45
	v_xor_b32_e32 v32, v32, v45
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v3, v6, v3
	v_xor_b32_e32 v6, v29, v30
	v_xor_b32_e32 v45, v31, v44
	v_and_b32_e32 v6, s7, v6
	v_and_b32_e32 v45, s8, v45
	v_or_b32_e32 v6, v45, v6
	v_xor_b32_e32 v45, v32, v33
	v_and_b32_e32 v45, s9, v45
	v_or_b32_e32 v6, v6, v45
	v_xor_b32_e32 v45, v3, v23
	v_and_b32_e32 v45, s6, v45
	v_or_b32_e32 v6, v6, v45
	v_lshrrev_b32_e32 v45, 24, v23
	v_and_b32_e32 v46, s6, v30
	v_xor_b32_e32 v45, v45, v46
	v_lshlrev_b32_e32 v46, 8, v29
	v_xor_b32_e32 v46, v46, v44
	v_and_b32_e32 v46, s7, v46
	v_or_b32_e32 v45, v46, v45
	v_lshlrev_b32_e32 v46, 8, v31
	v_xor_b32_e32 v46, v46, v33
	v_and_b32_e32 v46, s8, v46
	v_or_b32_e32 v45, v45, v46
	v_lshlrev_b32_e32 v46, 8, v32
	v_xor_b32_e32 v46, v3, v46
	v_and_b32_e32 v46, s9, v46
	v_or_b32_e32 v45, v45, v46
	v_lshlrev_b32_e32 v46, 16, v31
	v_xor_b32_e32 v46, v3, v46
	v_and_b32_e32 v3, s7, v3
	v_lshlrev_b32_e32 v47, 24, v29
	v_xor_b32_e32 v47, v3, v47
	v_lshlrev_b32_e32 v3, 16, v29
	v_bfe_u32 v48, v27, 8, 8
	v_lshrrev_b32_e32 v26, 24, v26
	v_bfe_u32 v27, v27, 16, 8
	v_xor_b32_e32 v29, v3, v33
	v_lshrrev_b32_e32 v3, 8, v23
	v_xor_b32_e32 v26, v26, v27
	v_lshrrev_b32_e32 v27, 16, v39
	v_xor_b32_e32 v33, v3, v33
	v_lshrrev_b32_e32 v3, 24, v28
	v_xor_b32_e32 v27, v27, v38
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v38, 8, v38
	v_xor_b32_e32 v35, v6, v35
	v_xor_b32_e32 v3, v3, v48
	v_xor_b32_e32 v28, v28, v38
	v_lshrrev_b32_e32 v38, 22, v35
	v_lshrrev_b32_e32 v39, 14, v35
	v_lshrrev_b32_e32 v48, 6, v35
	v_and_b32_e32 v35, s6, v35
	v_lshrrev_b32_e32 v43, 22, v43
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_and_b32_e32 v48, s5, v48
	v_lshlrev_b32_e32 v35, 2, v35
	v_and_b32_e32 v43, s5, v43
	ds_read_b32 v38, v38
	ds_read_b32 v39, v39 offset:1024
	ds_read_b32 v48, v48 offset:2048
	ds_read_b32 v35, v35 offset:3072
	ds_read_b32 v43, v43
	v_lshrrev_b32_e32 v36, 14, v36
	v_and_b32_e32 v27, s6, v27
	v_and_b32_e32 v28, s6, v28
	v_and_b32_e32 v37, s6, v37
	v_lshrrev_b32_e32 v49, 22, v25
	v_and_b32_e32 v36, s5, v36
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshrrev_b32_e32 v42, 22, v42
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v28, 2, v28
	v_lshlrev_b32_e32 v37, 2, v37
	v_and_b32_e32 v49, s5, v49
	ds_read_b32 v36, v36 offset:1024
	ds_read_b32 v3, v3 offset:2048
	ds_read_b32 v27, v27 offset:3072
	ds_read_b32 v42, v42
	ds_read_b32 v26, v26 offset:1024
	ds_read_b32 v28, v28 offset:2048
	ds_read_b32 v37, v37 offset:3072
	ds_read_b32 v49, v49
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v38, v39, v38
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v36, v36, v43
	v_xor_b32_e32 v38, v38, v48
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v36, v36, v3
	v_xor_b32_e32 v38, v38, v35
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v36, v36, v27
	v_xor_b32_e32 v27, v27, v35
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v35, v42, v43
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v42, v26, v42
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v28, v42, v28
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v28, v28, v37
	v_xor_b32_e32 v27, v27, v37
	v_lshrrev_b32_e32 v37, 14, v25
	v_xor_b32_e32 v26, v26, v39
	v_and_b32_e32 v37, s5, v37
	v_lshrrev_b32_e32 v39, 6, v25
	v_and_b32_e32 v39, s5, v39
	ds_read_b32 v37, v37 offset:1024
	v_and_b32_e32 v25, s6, v25
	ds_read_b32 v39, v39 offset:2048
	v_lshlrev_b32_e32 v25, 2, v25
	ds_read_b32 v25, v25 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v42, v37, v49
	v_xor_b32_e32 v3, v3, v48
	v_xor_b32_e32 v35, v35, v49
	v_xor_b32_e32 v26, v26, v37
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v37, v42, v39
	v_xor_b32_e32 v39, v3, v39
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v25, v37, v25
	v_xor_b32_e32 v3, v35, v38
	v_xor_b32_e32 v37, v26, v36
	v_and_b32_e32 v3, s7, v3
	v_and_b32_e32 v37, s8, v37
	v_or_b32_e32 v3, v37, v3
	v_xor_b32_e32 v37, v39, v28
	v_and_b32_e32 v37, s9, v37
	v_or_b32_e32 v3, v3, v37
	v_xor_b32_e32 v37, v25, v27
	v_and_b32_e32 v37, s6, v37
	v_or_b32_e32 v3, v3, v37
	v_lshrrev_b32_e32 v37, 24, v27
	v_and_b32_e32 v42, s6, v38
	v_xor_b32_e32 v37, v37, v42
	v_lshlrev_b32_e32 v42, 8, v35
	v_xor_b32_e32 v42, v42, v36
	v_and_b32_e32 v42, s7, v42
	v_or_b32_e32 v37, v42, v37
	v_lshlrev_b32_e32 v42, 8, v26
	v_xor_b32_e32 v42, v42, v28
	v_and_b32_e32 v42, s8, v42
	v_or_b32_e32 v37, v37, v42
	v_lshlrev_b32_e32 v42, 8, v39
	v_xor_b32_e32 v42, v25, v42
	v_and_b32_e32 v42, s9, v42
	v_or_b32_e32 v37, v37, v42
	v_lshlrev_b32_e32 v42, 16, v26
	v_xor_b32_e32 v42, v25, v42
	v_and_b32_e32 v25, s7, v25
	v_lshlrev_b32_e32 v43, 24, v35
	v_xor_b32_e32 v25, v25, v43
	v_lshlrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v43, 8, v27
	v_bfe_u32 v48, v30, 8, 8
	v_lshrrev_b32_e32 v31, 24, v31
	v_bfe_u32 v30, v30, 16, 8
	v_xor_b32_e32 v35, v35, v28
	v_xor_b32_e32 v28, v43, v28
	v_lshrrev_b32_e32 v43, 24, v32
	v_xor_b32_e32 v30, v31, v30
	v_lshrrev_b32_e32 v31, 16, v32
	v_lshrrev_b32_e32 v32, 8, v44
	v_lshrrev_b32_e32 v23, 16, v23
	v_xor_b32_e32 v31, v31, v32
	v_xor_b32_e32 v32, v3, v45
	v_xor_b32_e32 v43, v43, v48
	v_xor_b32_e32 v23, v23, v44
	v_lshrrev_b32_e32 v44, 22, v32
	v_lshrrev_b32_e32 v45, 14, v32
	v_lshrrev_b32_e32 v48, 6, v32
	v_and_b32_e32 v32, s6, v32
	v_lshrrev_b32_e32 v29, 22, v29
	v_and_b32_e32 v44, s5, v44
	v_and_b32_e32 v45, s5, v45
	v_and_b32_e32 v48, s5, v48
	v_lshlrev_b32_e32 v32, 2, v32
	v_and_b32_e32 v29, s5, v29
	v_xor_b32_e32 v21, v19, v21
	ds_read_b32 v44, v44
	ds_read_b32 v45, v45 offset:1024
	ds_read_b32 v48, v48 offset:2048
	ds_read_b32 v32, v32 offset:3072
	ds_read_b32 v29, v29
	v_xor_b32_e32 v21, v21, v6
	v_lshrrev_b32_e32 v46, 14, v46
	v_and_b32_e32 v23, s6, v23
	v_and_b32_e32 v31, s6, v31
	v_and_b32_e32 v33, s6, v33
	v_lshrrev_b32_e32 v49, 22, v21
	v_and_b32_e32 v46, s5, v46
	v_lshlrev_b32_e32 v43, 2, v43
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshrrev_b32_e32 v47, 22, v47
	v_lshlrev_b32_e32 v30, 2, v30
	v_lshlrev_b32_e32 v31, 2, v31
	v_lshlrev_b32_e32 v33, 2, v33
	v_and_b32_e32 v49, s5, v49
	ds_read_b32 v46, v46 offset:1024
	ds_read_b32 v43, v43 offset:2048
	ds_read_b32 v23, v23 offset:3072
	ds_read_b32 v47, v47
	ds_read_b32 v30, v30 offset:1024
	ds_read_b32 v31, v31 offset:2048
	ds_read_b32 v33, v33 offset:3072
	ds_read_b32 v49, v49
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v44, v45, v44
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v46, v46, v29
	v_xor_b32_e32 v44, v44, v48
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v46, v46, v43
	v_xor_b32_e32 v44, v44, v32
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v46, v46, v23
	v_xor_b32_e32 v23, v23, v32
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v32, v30, v47
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v31, v32, v31
	v_lshrrev_b32_e32 v32, 14, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v33
	v_xor_b32_e32 v23, v23, v33
	v_and_b32_e32 v32, s5, v32
	v_lshrrev_b32_e32 v33, 6, v21
	v_and_b32_e32 v33, s5, v33
	ds_read_b32 v32, v32 offset:1024
	v_and_b32_e32 v21, s6, v21
	ds_read_b32 v33, v33 offset:2048
	v_lshlrev_b32_e32 v21, 2, v21
	ds_read_b32 v21, v21 offset:3072
	v_xor_b32_e32 v29, v47, v29
	v_xor_b32_e32 v30, v30, v45
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v45, v32, v49
	v_xor_b32_e32 v43, v43, v48
	v_xor_b32_e32 v29, v29, v49
	v_xor_b32_e32 v30, v30, v32
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v32, v45, v33
	v_xor_b32_e32 v33, v43, v33
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v21, v32, v21
	v_xor_b32_e32 v32, v29, v44
	v_xor_b32_e32 v43, v30, v46
	v_and_b32_e32 v32, s7, v32
	v_and_b32_e32 v43, s8, v43
	v_or_b32_e32 v32, v43, v32
	v_xor_b32_e32 v43, v33, v31
	v_and_b32_e32 v43, s9, v43
	v_or_b32_e32 v32, v32, v43
	v_xor_b32_e32 v43, v21, v23
	v_and_b32_e32 v43, s6, v43
	v_or_b32_e32 v32, v32, v43
	v_lshrrev_b32_e32 v43, 24, v23
	v_and_b32_e32 v45, s6, v44
	v_xor_b32_e32 v43, v43, v45
	v_lshlrev_b32_e32 v45, 8, v29
	v_xor_b32_e32 v45, v45, v46
	v_and_b32_e32 v45, s7, v45
	v_or_b32_e32 v43, v45, v43
	v_lshlrev_b32_e32 v45, 8, v30
	v_xor_b32_e32 v45, v45, v31
	v_and_b32_e32 v45, s8, v45
	v_or_b32_e32 v43, v43, v45
	v_lshlrev_b32_e32 v45, 8, v33
	v_xor_b32_e32 v45, v21, v45
	v_and_b32_e32 v45, s9, v45
	v_or_b32_e32 v43, v43, v45
	v_lshlrev_b32_e32 v45, 16, v30
	v_xor_b32_e32 v45, v21, v45
	v_and_b32_e32 v21, s7, v21
	v_lshlrev_b32_e32 v47, 24, v29
	v_xor_b32_e32 v21, v21, v47
	v_lshlrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v47, 8, v23
	v_xor_b32_e32 v29, v29, v31
	v_xor_b32_e32 v31, v47, v31
	v_xor_b32_e32 v20, v17, v20
	v_bfe_u32 v47, v38, 8, 8
	v_lshrrev_b32_e32 v26, 24, v26
	v_bfe_u32 v38, v38, 16, 8
	v_lshrrev_b32_e32 v27, 16, v27
	v_xor_b32_e32 v20, v20, v32
	v_xor_b32_e32 v32, v32, v37
	v_lshrrev_b32_e32 v37, 24, v39
	v_xor_b32_e32 v26, v26, v38
	v_xor_b32_e32 v27, v27, v36
	v_lshrrev_b32_e32 v38, 16, v39
	v_lshrrev_b32_e32 v36, 8, v36
	v_xor_b32_e32 v37, v37, v47
	v_xor_b32_e32 v36, v38, v36
	v_lshrrev_b32_e32 v38, 22, v32
	v_lshrrev_b32_e32 v39, 14, v32
	v_lshrrev_b32_e32 v47, 6, v32
	v_and_b32_e32 v32, s6, v32
	v_lshrrev_b32_e32 v35, 22, v35
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_and_b32_e32 v47, s5, v47
	v_lshlrev_b32_e32 v32, 2, v32
	v_and_b32_e32 v35, s5, v35
	ds_read_b32 v38, v38
	ds_read_b32 v39, v39 offset:1024
	ds_read_b32 v47, v47 offset:2048
	ds_read_b32 v32, v32 offset:3072
	ds_read_b32 v35, v35
	v_xor_b32_e32 v34, v3, v34
	v_lshrrev_b32_e32 v42, 14, v42
	v_and_b32_e32 v27, s6, v27
	v_and_b32_e32 v36, s6, v36
	v_and_b32_e32 v28, s6, v28
	v_lshrrev_b32_e32 v48, 22, v34
	v_and_b32_e32 v42, s5, v42
	v_lshlrev_b32_e32 v37, 2, v37
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshrrev_b32_e32 v25, 22, v25
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshlrev_b32_e32 v28, 2, v28
	v_and_b32_e32 v48, s5, v48
	ds_read_b32 v42, v42 offset:1024
	ds_read_b32 v37, v37 offset:2048
	ds_read_b32 v27, v27 offset:3072
	ds_read_b32 v25, v25
	ds_read_b32 v26, v26 offset:1024
	ds_read_b32 v36, v36 offset:2048
	ds_read_b32 v28, v28 offset:3072
	ds_read_b32 v48, v48
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v38, v39, v38
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v42, v42, v35
	v_xor_b32_e32 v38, v38, v47
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v42, v42, v37
	v_xor_b32_e32 v38, v38, v32
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v42, v42, v27
	v_xor_b32_e32 v27, v27, v32
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v32, v25, v35
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v25, v26, v25
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v25, v25, v36
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v25, v25, v28
	v_xor_b32_e32 v27, v27, v28
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v28, v32, v48
	v_lshrrev_b32_e32 v32, 14, v34
	v_and_b32_e32 v32, s5, v32
	v_lshrrev_b32_e32 v35, 6, v34
	v_and_b32_e32 v35, s5, v35
	ds_read_b32 v32, v32 offset:1024
	v_and_b32_e32 v34, s6, v34
	ds_read_b32 v35, v35 offset:2048
	v_lshlrev_b32_e32 v34, 2, v34
	ds_read_b32 v34, v34 offset:3072
	v_xor_b32_e32 v26, v26, v39
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v36, v32, v48
	v_xor_b32_e32 v26, v26, v32
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v32, v36, v35
	v_xor_b32_e32 v37, v37, v47
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v32, v32, v34
	v_xor_b32_e32 v34, v28, v38
	v_xor_b32_e32 v36, v26, v42
	v_xor_b32_e32 v35, v37, v35
	v_and_b32_e32 v34, s7, v34
	v_and_b32_e32 v36, s8, v36
	v_or_b32_e32 v34, v36, v34
	v_xor_b32_e32 v36, v35, v25
	v_and_b32_e32 v36, s9, v36
	v_or_b32_e32 v34, v34, v36
	v_xor_b32_e32 v36, v32, v27
	v_and_b32_e32 v36, s6, v36
	v_or_b32_e32 v34, v34, v36
	v_lshrrev_b32_e32 v36, 24, v27
	v_and_b32_e32 v37, s6, v38
	v_xor_b32_e32 v36, v36, v37
	v_lshlrev_b32_e32 v37, 8, v28
	v_xor_b32_e32 v37, v37, v42
	v_and_b32_e32 v37, s7, v37
	v_or_b32_e32 v36, v37, v36
	v_lshlrev_b32_e32 v37, 8, v26
	v_xor_b32_e32 v37, v37, v25
	v_and_b32_e32 v37, s8, v37
	v_or_b32_e32 v36, v36, v37
	v_lshlrev_b32_e32 v37, 8, v35
	v_xor_b32_e32 v37, v32, v37
	v_and_b32_e32 v37, s9, v37
	v_or_b32_e32 v36, v36, v37
	v_lshlrev_b32_e32 v37, 16, v26
	v_xor_b32_e32 v37, v32, v37
	v_and_b32_e32 v32, s7, v32
	v_lshlrev_b32_e32 v39, 24, v28
	v_xor_b32_e32 v32, v32, v39
	v_lshlrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v39, 8, v27
	v_xor_b32_e32 v28, v28, v25
	v_xor_b32_e32 v25, v39, v25
	v_xor_b32_e32 v24, v34, v24
	v_xor_b32_e32 v34, v34, v43
	v_lshrrev_b32_e32 v39, 24, v33
	v_bfe_u32 v43, v44, 8, 8
	v_xor_b32_e32 v39, v39, v43
	v_lshrrev_b32_e32 v30, 24, v30
	v_bfe_u32 v43, v44, 16, 8
	v_xor_b32_e32 v30, v30, v43
	v_lshrrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v43, 8, v46
	v_xor_b32_e32 v23, v23, v46
	v_xor_b32_e32 v33, v33, v43
	v_lshrrev_b32_e32 v43, 22, v34
	v_lshrrev_b32_e32 v44, 14, v34
	v_lshrrev_b32_e32 v46, 6, v34
	v_and_b32_e32 v34, s6, v34
	v_lshrrev_b32_e32 v29, 22, v29
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_and_b32_e32 v46, s5, v46
	v_lshlrev_b32_e32 v34, 2, v34
	v_and_b32_e32 v29, s5, v29
	ds_read_b32 v43, v43
	ds_read_b32 v44, v44 offset:1024
	ds_read_b32 v46, v46 offset:2048
	ds_read_b32 v34, v34 offset:3072
	ds_read_b32 v29, v29
	v_lshrrev_b32_e32 v45, 14, v45
	v_and_b32_e32 v23, s6, v23
	v_and_b32_e32 v33, s6, v33
	v_and_b32_e32 v31, s6, v31
	v_lshrrev_b32_e32 v47, 22, v20
	v_and_b32_e32 v45, s5, v45
	v_lshlrev_b32_e32 v39, 2, v39
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshrrev_b32_e32 v21, 22, v21
	v_lshlrev_b32_e32 v30, 2, v30
	v_lshlrev_b32_e32 v33, 2, v33
	v_lshlrev_b32_e32 v31, 2, v31
	v_and_b32_e32 v47, s5, v47
	ds_read_b32 v45, v45 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v23, v23 offset:3072
	ds_read_b32 v21, v21
	ds_read_b32 v30, v30 offset:1024
	ds_read_b32 v33, v33 offset:2048
	ds_read_b32 v31, v31 offset:3072
	ds_read_b32 v47, v47
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v45, v45, v29
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v45, v45, v39
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v29, v21, v29
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v21, v30, v21
	v_xor_b32_e32 v45, v45, v23
	v_xor_b32_e32 v23, v23, v34
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v21, v21, v33
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v21, v31
	v_xor_b32_e32 v23, v23, v31
	v_lshrrev_b32_e32 v31, 14, v20
	v_and_b32_e32 v31, s5, v31
	v_lshrrev_b32_e32 v33, 6, v20
	v_and_b32_e32 v33, s5, v33
	ds_read_b32 v31, v31 offset:1024
	v_and_b32_e32 v20, s6, v20
	ds_read_b32 v33, v33 offset:2048
	v_lshlrev_b32_e32 v20, 2, v20
	ds_read_b32 v20, v20 offset:3072
	v_xor_b32_e32 v43, v44, v43
	v_xor_b32_e32 v43, v43, v46
	v_xor_b32_e32 v43, v43, v34
	v_xor_b32_e32 v30, v30, v44
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v34, v31, v47
	v_xor_b32_e32 v29, v29, v47
	v_xor_b32_e32 v30, v30, v31
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v34, v33
	v_xor_b32_e32 v39, v39, v46
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v20, v31, v20
	v_xor_b32_e32 v31, v29, v43
	v_xor_b32_e32 v34, v30, v45
	v_xor_b32_e32 v33, v39, v33
	v_and_b32_e32 v31, s7, v31
	v_and_b32_e32 v34, s8, v34
	v_or_b32_e32 v31, v34, v31
	v_xor_b32_e32 v34, v33, v21
	v_and_b32_e32 v34, s9, v34
	v_or_b32_e32 v31, v31, v34
	v_xor_b32_e32 v34, v20, v23
	v_and_b32_e32 v34, s6, v34
	v_or_b32_e32 v31, v31, v34
	v_lshrrev_b32_e32 v34, 24, v23
	v_and_b32_e32 v39, s6, v43
	v_xor_b32_e32 v34, v34, v39
	v_lshlrev_b32_e32 v39, 8, v29
	v_xor_b32_e32 v39, v39, v45
	v_and_b32_e32 v39, s7, v39
	v_or_b32_e32 v34, v39, v34
	v_lshlrev_b32_e32 v39, 8, v30
	v_xor_b32_e32 v39, v39, v21
	v_and_b32_e32 v39, s8, v39
	v_or_b32_e32 v34, v34, v39
	v_lshlrev_b32_e32 v39, 8, v33
	v_xor_b32_e32 v39, v20, v39
	v_and_b32_e32 v39, s9, v39
	v_or_b32_e32 v34, v34, v39
	v_lshlrev_b32_e32 v39, 16, v30
	v_xor_b32_e32 v39, v20, v39
	v_and_b32_e32 v20, s7, v20
	v_lshlrev_b32_e32 v44, 24, v29
	v_xor_b32_e32 v20, v20, v44
	v_lshlrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v44, 8, v23
	v_xor_b32_e32 v29, v29, v21
	v_xor_b32_e32 v21, v44, v21
	v_xor_b32_e32 v18, v14, v18
	v_bfe_u32 v44, v38, 8, 8
	v_lshrrev_b32_e32 v26, 24, v26
	v_bfe_u32 v38, v38, 16, 8
	v_xor_b32_e32 v18, v18, v31
	v_xor_b32_e32 v31, v31, v36
	v_lshrrev_b32_e32 v36, 24, v35
	v_xor_b32_e32 v26, v26, v38
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v35, 16, v35
	v_lshrrev_b32_e32 v38, 8, v42
	v_xor_b32_e32 v36, v36, v44
	v_xor_b32_e32 v27, v27, v42
	v_xor_b32_e32 v35, v35, v38
	v_lshrrev_b32_e32 v38, 22, v31
	v_lshrrev_b32_e32 v42, 14, v31
	v_lshrrev_b32_e32 v44, 6, v31
	v_and_b32_e32 v31, s6, v31
	v_lshrrev_b32_e32 v28, 22, v28
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v31, 2, v31
	v_and_b32_e32 v28, s5, v28
	ds_read_b32 v38, v38
	ds_read_b32 v42, v42 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v31, v31 offset:3072
	ds_read_b32 v28, v28
	v_lshrrev_b32_e32 v37, 14, v37
	v_and_b32_e32 v27, s6, v27
	v_and_b32_e32 v35, s6, v35
	v_and_b32_e32 v25, s6, v25
	v_lshrrev_b32_e32 v46, 22, v24
	v_and_b32_e32 v37, s5, v37
	v_lshlrev_b32_e32 v36, 2, v36
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshrrev_b32_e32 v32, 22, v32
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v35, 2, v35
	v_lshlrev_b32_e32 v25, 2, v25
	v_and_b32_e32 v46, s5, v46
	ds_read_b32 v37, v37 offset:1024
	ds_read_b32 v36, v36 offset:2048
	ds_read_b32 v27, v27 offset:3072
	ds_read_b32 v32, v32
	ds_read_b32 v26, v26 offset:1024
	ds_read_b32 v35, v35 offset:2048
	ds_read_b32 v25, v25 offset:3072
	ds_read_b32 v46, v46
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v38, v42, v38
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v37, v37, v28
	v_xor_b32_e32 v38, v38, v44
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v37, v37, v36
	v_xor_b32_e32 v38, v38, v31
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v37, v37, v27
	v_xor_b32_e32 v27, v27, v31
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v31, v26, v32
	v_xor_b32_e32 v28, v32, v28
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v31, v31, v35
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v31, v31, v25
	v_xor_b32_e32 v25, v27, v25
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v27, v28, v46
	v_lshrrev_b32_e32 v28, 14, v24
	v_and_b32_e32 v28, s5, v28
	v_lshrrev_b32_e32 v32, 6, v24
	v_and_b32_e32 v32, s5, v32
	ds_read_b32 v28, v28 offset:1024
	v_and_b32_e32 v24, s6, v24
	ds_read_b32 v32, v32 offset:2048
	v_lshlrev_b32_e32 v24, 2, v24
	ds_read_b32 v24, v24 offset:3072
	v_xor_b32_e32 v26, v26, v42
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v35, v28, v46
	v_xor_b32_e32 v26, v26, v28
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v28, v35, v32
	v_xor_b32_e32 v36, v36, v44
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v24, v28, v24
	v_xor_b32_e32 v28, v27, v38
	v_xor_b32_e32 v35, v26, v37
	v_xor_b32_e32 v32, v36, v32
	v_and_b32_e32 v28, s7, v28
	v_and_b32_e32 v35, s8, v35
	v_or_b32_e32 v28, v35, v28
	v_xor_b32_e32 v35, v32, v31
	v_and_b32_e32 v35, s9, v35
	v_or_b32_e32 v28, v28, v35
	v_xor_b32_e32 v35, v24, v25
	v_and_b32_e32 v35, s6, v35
	v_or_b32_e32 v28, v28, v35
	v_lshrrev_b32_e32 v35, 24, v25
	v_and_b32_e32 v36, s6, v38
	v_xor_b32_e32 v35, v35, v36
	v_lshlrev_b32_e32 v36, 8, v27
	v_xor_b32_e32 v36, v36, v37
	v_and_b32_e32 v36, s7, v36
	v_or_b32_e32 v35, v36, v35
	v_lshlrev_b32_e32 v36, 8, v26
	v_xor_b32_e32 v36, v36, v31
	v_and_b32_e32 v36, s8, v36
	v_or_b32_e32 v35, v35, v36
	v_lshlrev_b32_e32 v36, 8, v32
	v_xor_b32_e32 v36, v24, v36
	v_and_b32_e32 v36, s9, v36
	v_or_b32_e32 v35, v35, v36
	v_lshlrev_b32_e32 v36, 16, v26
	v_xor_b32_e32 v36, v24, v36
	v_and_b32_e32 v24, s7, v24
	v_lshlrev_b32_e32 v42, 24, v27
	v_xor_b32_e32 v24, v24, v42
	v_lshlrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v42, 8, v25
	v_xor_b32_e32 v27, v27, v31
	v_xor_b32_e32 v31, v42, v31
	v_xor_b32_e32 v22, v28, v22
	v_xor_b32_e32 v28, v28, v34
	v_lshrrev_b32_e32 v34, 24, v33
	v_bfe_u32 v42, v43, 8, 8
	v_xor_b32_e32 v34, v34, v42
	v_lshrrev_b32_e32 v30, 24, v30
	v_bfe_u32 v42, v43, 16, 8
	v_xor_b32_e32 v30, v30, v42
	v_lshrrev_b32_e32 v33, 16, v33
	v_lshrrev_b32_e32 v42, 8, v45
	v_xor_b32_e32 v33, v33, v42
	v_lshrrev_b32_e32 v42, 22, v28
	v_lshrrev_b32_e32 v43, 14, v28
	v_lshrrev_b32_e32 v44, 6, v28
	v_and_b32_e32 v28, s6, v28
	v_lshrrev_b32_e32 v29, 22, v29
	v_and_b32_e32 v42, s5, v42
	v_and_b32_e32 v43, s5, v43
	v_and_b32_e32 v44, s5, v44
	v_lshlrev_b32_e32 v28, 2, v28
	v_and_b32_e32 v29, s5, v29
	v_lshrrev_b32_e32 v23, 16, v23
	ds_read_b32 v42, v42
	ds_read_b32 v43, v43 offset:1024
	ds_read_b32 v44, v44 offset:2048
	ds_read_b32 v28, v28 offset:3072
	ds_read_b32 v29, v29
	v_xor_b32_e32 v23, v23, v45
	v_lshrrev_b32_e32 v39, 14, v39
	v_and_b32_e32 v23, s6, v23
	v_and_b32_e32 v33, s6, v33
	v_and_b32_e32 v21, s6, v21
	v_lshrrev_b32_e32 v45, 22, v18
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v34, 2, v34
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshrrev_b32_e32 v20, 22, v20
	v_lshlrev_b32_e32 v30, 2, v30
	v_lshlrev_b32_e32 v33, 2, v33
	v_lshlrev_b32_e32 v21, 2, v21
	v_and_b32_e32 v45, s5, v45
	ds_read_b32 v39, v39 offset:1024
	ds_read_b32 v34, v34 offset:2048
	ds_read_b32 v23, v23 offset:3072
	ds_read_b32 v20, v20
	ds_read_b32 v30, v30 offset:1024
	ds_read_b32 v33, v33 offset:2048
	ds_read_b32 v21, v21 offset:3072
	ds_read_b32 v45, v45
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v42, v43, v42
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v39, v39, v29
	v_xor_b32_e32 v42, v42, v44
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v39, v39, v34
	v_xor_b32_e32 v42, v42, v28
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v39, v39, v23
	v_xor_b32_e32 v23, v23, v28
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v28, v20, v29
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v20, v30, v20
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v20, v20, v33
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v20, v20, v21
	v_xor_b32_e32 v21, v23, v21
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v23, v28, v45
	v_lshrrev_b32_e32 v28, 14, v18
	v_xor_b32_e32 v29, v30, v43
	v_and_b32_e32 v28, s5, v28
	v_lshrrev_b32_e32 v30, 6, v18
	v_and_b32_e32 v30, s5, v30
	ds_read_b32 v28, v28 offset:1024
	v_and_b32_e32 v18, s6, v18
	ds_read_b32 v30, v30 offset:2048
	v_lshlrev_b32_e32 v18, 2, v18
	ds_read_b32 v18, v18 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v33, v28, v45
	v_xor_b32_e32 v28, v29, v28
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v29, v33, v30
	v_xor_b32_e32 v34, v34, v44
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v18, v29, v18
	v_xor_b32_e32 v29, v23, v42
	v_xor_b32_e32 v33, v28, v39
	v_xor_b32_e32 v30, v34, v30
	v_and_b32_e32 v29, s7, v29
	v_and_b32_e32 v33, s8, v33
	v_or_b32_e32 v29, v33, v29
	v_xor_b32_e32 v33, v30, v20
	v_and_b32_e32 v33, s9, v33
	v_or_b32_e32 v29, v29, v33
	v_xor_b32_e32 v33, v18, v21
	v_and_b32_e32 v33, s6, v33
	v_or_b32_e32 v29, v29, v33
	v_lshrrev_b32_e32 v33, 24, v21
	v_and_b32_e32 v34, s6, v42
	v_xor_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 8, v23
	v_xor_b32_e32 v34, v34, v39
	v_and_b32_e32 v34, s7, v34
	v_or_b32_e32 v33, v34, v33
	v_lshlrev_b32_e32 v34, 8, v28
	v_xor_b32_e32 v34, v34, v20
	v_and_b32_e32 v34, s8, v34
	v_or_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 8, v30
	v_xor_b32_e32 v34, v18, v34
	v_and_b32_e32 v34, s9, v34
	v_or_b32_e32 v33, v33, v34
	v_lshlrev_b32_e32 v34, 16, v28
	v_xor_b32_e32 v34, v18, v34
	v_and_b32_e32 v18, s7, v18
	v_lshlrev_b32_e32 v43, 24, v23
	v_xor_b32_e32 v18, v18, v43
	v_lshlrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v43, 8, v21
	v_xor_b32_e32 v16, v11, v16
	v_lshrrev_b32_e32 v25, 16, v25
	v_xor_b32_e32 v23, v23, v20
	v_xor_b32_e32 v20, v43, v20
	v_xor_b32_e32 v16, v16, v29
	v_xor_b32_e32 v29, v29, v35
	v_lshrrev_b32_e32 v35, 24, v32
	v_bfe_u32 v43, v38, 8, 8
	v_lshrrev_b32_e32 v26, 24, v26
	v_bfe_u32 v38, v38, 16, 8
	v_xor_b32_e32 v25, v25, v37
	v_lshrrev_b32_e32 v32, 16, v32
	v_lshrrev_b32_e32 v37, 8, v37
	v_xor_b32_e32 v35, v35, v43
	v_xor_b32_e32 v26, v26, v38
	v_xor_b32_e32 v32, v32, v37
	v_lshrrev_b32_e32 v37, 22, v29
	v_lshrrev_b32_e32 v38, 14, v29
	v_lshrrev_b32_e32 v43, 6, v29
	v_and_b32_e32 v29, s6, v29
	v_lshrrev_b32_e32 v27, 22, v27
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v43, s5, v43
	v_lshlrev_b32_e32 v29, 2, v29
	v_and_b32_e32 v27, s5, v27
	ds_read_b32 v37, v37
	ds_read_b32 v38, v38 offset:1024
	ds_read_b32 v43, v43 offset:2048
	ds_read_b32 v29, v29 offset:3072
	ds_read_b32 v27, v27
	v_lshrrev_b32_e32 v36, 14, v36
	v_and_b32_e32 v25, s6, v25
	v_and_b32_e32 v32, s6, v32
	v_and_b32_e32 v31, s6, v31
	v_lshrrev_b32_e32 v44, 22, v22
	v_and_b32_e32 v36, s5, v36
	v_lshlrev_b32_e32 v35, 2, v35
	v_lshlrev_b32_e32 v25, 2, v25
	v_lshrrev_b32_e32 v24, 22, v24
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v32, 2, v32
	v_lshlrev_b32_e32 v31, 2, v31
	v_and_b32_e32 v44, s5, v44
	ds_read_b32 v36, v36 offset:1024
	ds_read_b32 v35, v35 offset:2048
	ds_read_b32 v25, v25 offset:3072
	ds_read_b32 v24, v24
	ds_read_b32 v26, v26 offset:1024
	ds_read_b32 v32, v32 offset:2048
	ds_read_b32 v31, v31 offset:3072
	ds_read_b32 v44, v44
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v37, v38, v37
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v36, v36, v27
	v_xor_b32_e32 v37, v37, v43
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v36, v36, v35
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v27, v24, v27
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v24, v26, v24
	v_xor_b32_e32 v37, v37, v29
	v_xor_b32_e32 v36, v36, v25
	v_xor_b32_e32 v25, v25, v29
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v24, v24, v32
	v_lshrrev_b32_e32 v29, 14, v22
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v24, v24, v31
	v_xor_b32_e32 v25, v25, v31
	v_and_b32_e32 v29, s5, v29
	v_lshrrev_b32_e32 v31, 6, v22
	v_and_b32_e32 v31, s5, v31
	ds_read_b32 v29, v29 offset:1024
	v_and_b32_e32 v22, s6, v22
	ds_read_b32 v31, v31 offset:2048
	v_lshlrev_b32_e32 v22, 2, v22
	ds_read_b32 v22, v22 offset:3072
	v_xor_b32_e32 v26, v26, v38
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v32, v29, v44
	v_xor_b32_e32 v27, v27, v44
	v_xor_b32_e32 v26, v26, v29
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v29, v32, v31
	v_xor_b32_e32 v35, v35, v43
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v22, v29, v22
	v_xor_b32_e32 v29, v27, v37
	v_xor_b32_e32 v32, v26, v36
	v_xor_b32_e32 v31, v35, v31
	v_and_b32_e32 v29, s7, v29
	v_and_b32_e32 v32, s8, v32
	v_or_b32_e32 v29, v32, v29
	v_xor_b32_e32 v32, v31, v24
	v_and_b32_e32 v32, s9, v32
	v_or_b32_e32 v29, v29, v32
	v_xor_b32_e32 v32, v22, v25
	v_and_b32_e32 v32, s6, v32
	v_or_b32_e32 v29, v29, v32
	v_lshrrev_b32_e32 v32, 24, v25
	v_and_b32_e32 v35, s6, v37
	v_xor_b32_e32 v32, v32, v35
	v_lshlrev_b32_e32 v35, 8, v27
	v_xor_b32_e32 v35, v35, v36
	v_and_b32_e32 v35, s7, v35
	v_or_b32_e32 v32, v35, v32
	v_lshlrev_b32_e32 v35, 8, v26
	v_xor_b32_e32 v35, v35, v24
	v_and_b32_e32 v35, s8, v35
	v_or_b32_e32 v32, v32, v35
	v_lshlrev_b32_e32 v35, 8, v31
	v_xor_b32_e32 v35, v22, v35
	v_and_b32_e32 v35, s9, v35
	v_or_b32_e32 v32, v32, v35
	v_lshlrev_b32_e32 v35, 16, v26
	v_xor_b32_e32 v35, v22, v35
	v_and_b32_e32 v22, s7, v22
	v_lshlrev_b32_e32 v38, 24, v27
	v_xor_b32_e32 v22, v22, v38
	v_lshlrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v38, 8, v25
	v_xor_b32_e32 v27, v27, v24
	v_xor_b32_e32 v24, v38, v24
	v_xor_b32_e32 v19, v29, v19
	v_xor_b32_e32 v29, v29, v33
	v_lshrrev_b32_e32 v33, 24, v30
	v_bfe_u32 v38, v42, 8, 8
	v_xor_b32_e32 v33, v33, v38
	v_lshrrev_b32_e32 v28, 24, v28
	v_bfe_u32 v38, v42, 16, 8
	v_xor_b32_e32 v28, v28, v38
	v_lshrrev_b32_e32 v21, 16, v21
	v_lshrrev_b32_e32 v30, 16, v30
	v_lshrrev_b32_e32 v38, 8, v39
	v_xor_b32_e32 v21, v21, v39
	v_xor_b32_e32 v30, v30, v38
	v_lshrrev_b32_e32 v38, 22, v29
	v_lshrrev_b32_e32 v39, 14, v29
	v_lshrrev_b32_e32 v42, 6, v29
	v_and_b32_e32 v29, s6, v29
	v_lshrrev_b32_e32 v23, 22, v23
	v_and_b32_e32 v38, s5, v38
	v_and_b32_e32 v39, s5, v39
	v_and_b32_e32 v42, s5, v42
	v_lshlrev_b32_e32 v29, 2, v29
	v_and_b32_e32 v23, s5, v23
	ds_read_b32 v38, v38
	ds_read_b32 v39, v39 offset:1024
	ds_read_b32 v42, v42 offset:2048
	ds_read_b32 v29, v29 offset:3072
	ds_read_b32 v23, v23
	v_lshrrev_b32_e32 v34, 14, v34
	v_and_b32_e32 v21, s6, v21
	v_and_b32_e32 v30, s6, v30
	v_and_b32_e32 v20, s6, v20
	v_lshrrev_b32_e32 v43, 22, v16
	v_and_b32_e32 v34, s5, v34
	v_lshlrev_b32_e32 v33, 2, v33
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshrrev_b32_e32 v18, 22, v18
	v_lshlrev_b32_e32 v28, 2, v28
	v_lshlrev_b32_e32 v30, 2, v30
	v_lshlrev_b32_e32 v20, 2, v20
	v_and_b32_e32 v43, s5, v43
	ds_read_b32 v34, v34 offset:1024
	ds_read_b32 v33, v33 offset:2048
	ds_read_b32 v21, v21 offset:3072
	ds_read_b32 v18, v18
	ds_read_b32 v28, v28 offset:1024
	ds_read_b32 v30, v30 offset:2048
	ds_read_b32 v20, v20 offset:3072
	ds_read_b32 v43, v43
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v34, v34, v23
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v34, v34, v33
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v23, v18, v23
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v18, v28, v18
	v_xor_b32_e32 v38, v39, v38
	v_xor_b32_e32 v34, v34, v21
	v_xor_b32_e32 v21, v21, v29
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v18, v18, v30
	v_xor_b32_e32 v38, v38, v42
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v18, v18, v20
	v_xor_b32_e32 v20, v21, v20
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v21, v23, v43
	v_lshrrev_b32_e32 v23, 14, v16
	v_xor_b32_e32 v38, v38, v29
	v_and_b32_e32 v23, s5, v23
	v_lshrrev_b32_e32 v29, 6, v16
	v_and_b32_e32 v29, s5, v29
	ds_read_b32 v23, v23 offset:1024
	v_and_b32_e32 v16, s6, v16
	ds_read_b32 v29, v29 offset:2048
	v_lshlrev_b32_e32 v16, 2, v16
	ds_read_b32 v16, v16 offset:3072
	v_xor_b32_e32 v28, v28, v39
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v30, v23, v43
	v_xor_b32_e32 v23, v28, v23
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v28, v30, v29
	v_xor_b32_e32 v33, v33, v42
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v16, v28, v16
	v_xor_b32_e32 v28, v21, v38
	v_xor_b32_e32 v30, v23, v34
	v_xor_b32_e32 v29, v33, v29
	v_and_b32_e32 v28, s7, v28
	v_and_b32_e32 v30, s8, v30
	v_or_b32_e32 v28, v30, v28
	v_xor_b32_e32 v30, v29, v18
	v_and_b32_e32 v30, s9, v30
	v_or_b32_e32 v28, v28, v30
	v_xor_b32_e32 v30, v16, v20
	v_and_b32_e32 v30, s6, v30
	v_or_b32_e32 v28, v28, v30
	v_lshrrev_b32_e32 v30, 24, v20
	v_and_b32_e32 v33, s6, v38
	v_xor_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 8, v21
	v_xor_b32_e32 v33, v33, v34
	v_and_b32_e32 v33, s7, v33
	v_or_b32_e32 v30, v33, v30
	v_lshlrev_b32_e32 v33, 8, v23
	v_xor_b32_e32 v33, v33, v18
	v_and_b32_e32 v33, s8, v33
	v_or_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 8, v29
	v_xor_b32_e32 v33, v16, v33
	v_and_b32_e32 v33, s9, v33
	v_or_b32_e32 v30, v30, v33
	v_lshlrev_b32_e32 v33, 16, v23
	v_xor_b32_e32 v33, v16, v33
	v_and_b32_e32 v16, s7, v16
	v_lshlrev_b32_e32 v39, 24, v21
	v_xor_b32_e32 v16, v16, v39
	v_lshlrev_b32_e32 v21, 16, v21
	v_lshrrev_b32_e32 v39, 8, v20
	v_xor_b32_e32 v13, v8, v13
	v_lshrrev_b32_e32 v25, 16, v25
	v_xor_b32_e32 v21, v21, v18
	v_xor_b32_e32 v18, v39, v18
	v_xor_b32_e32 v13, v13, v28
	v_xor_b32_e32 v28, v28, v32
	v_lshrrev_b32_e32 v32, 24, v31
	v_bfe_u32 v39, v37, 8, 8
	v_lshrrev_b32_e32 v26, 24, v26
	v_bfe_u32 v37, v37, 16, 8
	v_xor_b32_e32 v25, v25, v36
	v_lshrrev_b32_e32 v31, 16, v31
	v_lshrrev_b32_e32 v36, 8, v36
	v_xor_b32_e32 v32, v32, v39
	v_xor_b32_e32 v26, v26, v37
	v_xor_b32_e32 v31, v31, v36
	v_lshrrev_b32_e32 v36, 22, v28
	v_lshrrev_b32_e32 v37, 14, v28
	v_lshrrev_b32_e32 v39, 6, v28
	v_and_b32_e32 v28, s6, v28
	v_lshrrev_b32_e32 v27, 22, v27
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v39, s5, v39
	v_lshlrev_b32_e32 v28, 2, v28
	v_and_b32_e32 v27, s5, v27
	ds_read_b32 v36, v36
	ds_read_b32 v37, v37 offset:1024
	ds_read_b32 v39, v39 offset:2048
	ds_read_b32 v28, v28 offset:3072
	ds_read_b32 v27, v27
	v_lshrrev_b32_e32 v35, 14, v35
	v_and_b32_e32 v25, s6, v25
	v_and_b32_e32 v31, s6, v31
	v_and_b32_e32 v24, s6, v24
	v_lshrrev_b32_e32 v42, 22, v19
	v_and_b32_e32 v35, s5, v35
	v_lshlrev_b32_e32 v32, 2, v32
	v_lshlrev_b32_e32 v25, 2, v25
	v_lshrrev_b32_e32 v22, 22, v22
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v31, 2, v31
	v_lshlrev_b32_e32 v24, 2, v24
	v_and_b32_e32 v42, s5, v42
	ds_read_b32 v35, v35 offset:1024
	ds_read_b32 v32, v32 offset:2048
	ds_read_b32 v25, v25 offset:3072
	ds_read_b32 v22, v22
	ds_read_b32 v26, v26 offset:1024
	ds_read_b32 v31, v31 offset:2048
	ds_read_b32 v24, v24 offset:3072
	ds_read_b32 v42, v42
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v35, v35, v27
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v35, v35, v32
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v27, v22, v27
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v22, v26, v22
	v_xor_b32_e32 v36, v37, v36
	v_xor_b32_e32 v35, v35, v25
	v_xor_b32_e32 v25, v25, v28
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v22, v22, v31
	v_xor_b32_e32 v36, v36, v39
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v22, v22, v24
	v_xor_b32_e32 v24, v25, v24
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v25, v27, v42
	v_lshrrev_b32_e32 v27, 14, v19
	v_xor_b32_e32 v36, v36, v28
	v_and_b32_e32 v27, s5, v27
	v_lshrrev_b32_e32 v28, 6, v19
	v_and_b32_e32 v28, s5, v28
	ds_read_b32 v27, v27 offset:1024
	v_and_b32_e32 v19, s6, v19
	ds_read_b32 v28, v28 offset:2048
	v_lshlrev_b32_e32 v19, 2, v19
	ds_read_b32 v19, v19 offset:3072
	v_xor_b32_e32 v26, v26, v37
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v31, v27, v42
	v_xor_b32_e32 v26, v26, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v27, v31, v28
	v_xor_b32_e32 v32, v32, v39
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v19, v27, v19
	v_xor_b32_e32 v27, v25, v36
	v_xor_b32_e32 v31, v26, v35
	v_xor_b32_e32 v28, v32, v28
	v_and_b32_e32 v27, s7, v27
	v_and_b32_e32 v31, s8, v31
	v_or_b32_e32 v27, v31, v27
	v_xor_b32_e32 v31, v28, v22
	v_and_b32_e32 v31, s9, v31
	v_or_b32_e32 v27, v27, v31
	v_xor_b32_e32 v31, v19, v24
	v_and_b32_e32 v31, s6, v31
	v_or_b32_e32 v27, v27, v31
	v_lshrrev_b32_e32 v31, 24, v24
	v_and_b32_e32 v32, s6, v36
	v_xor_b32_e32 v31, v31, v32
	v_lshlrev_b32_e32 v32, 8, v25
	v_xor_b32_e32 v32, v32, v35
	v_and_b32_e32 v32, s7, v32
	v_or_b32_e32 v31, v32, v31
	v_lshlrev_b32_e32 v32, 8, v26
	v_xor_b32_e32 v32, v32, v22
	v_and_b32_e32 v32, s8, v32
	v_or_b32_e32 v31, v31, v32
	v_lshlrev_b32_e32 v32, 8, v28
	v_xor_b32_e32 v32, v19, v32
	v_and_b32_e32 v32, s9, v32
	v_or_b32_e32 v31, v31, v32
	v_lshlrev_b32_e32 v32, 16, v26
	v_xor_b32_e32 v32, v19, v32
	v_and_b32_e32 v19, s7, v19
	v_lshlrev_b32_e32 v37, 24, v25
	v_xor_b32_e32 v19, v19, v37
	v_lshlrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v37, 8, v24
	v_xor_b32_e32 v25, v25, v22
	v_xor_b32_e32 v22, v37, v22
	v_xor_b32_e32 v17, v27, v17
	v_xor_b32_e32 v27, v27, v30
	v_lshrrev_b32_e32 v30, 24, v29
	v_bfe_u32 v37, v38, 8, 8
	v_lshrrev_b32_e32 v20, 16, v20
	v_xor_b32_e32 v30, v30, v37
	v_lshrrev_b32_e32 v23, 24, v23
	v_bfe_u32 v37, v38, 16, 8
	v_xor_b32_e32 v20, v20, v34
	v_lshrrev_b32_e32 v29, 16, v29
	v_lshrrev_b32_e32 v34, 8, v34
	v_xor_b32_e32 v23, v23, v37
	v_xor_b32_e32 v29, v29, v34
	v_lshrrev_b32_e32 v34, 22, v27
	v_lshrrev_b32_e32 v37, 14, v27
	v_lshrrev_b32_e32 v38, 6, v27
	v_and_b32_e32 v27, s6, v27
	v_lshrrev_b32_e32 v21, 22, v21
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v37, s5, v37
	v_and_b32_e32 v38, s5, v38
	v_lshlrev_b32_e32 v27, 2, v27
	v_and_b32_e32 v21, s5, v21
	ds_read_b32 v34, v34
	ds_read_b32 v37, v37 offset:1024
	ds_read_b32 v38, v38 offset:2048
	ds_read_b32 v27, v27 offset:3072
	ds_read_b32 v21, v21
	v_lshrrev_b32_e32 v33, 14, v33
	v_and_b32_e32 v20, s6, v20
	v_and_b32_e32 v29, s6, v29
	v_and_b32_e32 v18, s6, v18
	v_lshrrev_b32_e32 v39, 22, v13
	v_and_b32_e32 v33, s5, v33
	v_lshlrev_b32_e32 v30, 2, v30
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshrrev_b32_e32 v16, 22, v16
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v29, 2, v29
	v_lshlrev_b32_e32 v18, 2, v18
	v_and_b32_e32 v39, s5, v39
	ds_read_b32 v33, v33 offset:1024
	ds_read_b32 v30, v30 offset:2048
	ds_read_b32 v20, v20 offset:3072
	ds_read_b32 v16, v16
	ds_read_b32 v23, v23 offset:1024
	ds_read_b32 v29, v29 offset:2048
	ds_read_b32 v18, v18 offset:3072
	ds_read_b32 v39, v39
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v33, v33, v21
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v33, v33, v30
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v21, v16, v21
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v16, v23, v16
	v_xor_b32_e32 v34, v37, v34
	v_xor_b32_e32 v33, v33, v20
	v_xor_b32_e32 v20, v20, v27
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v16, v16, v29
	v_xor_b32_e32 v34, v34, v38
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v16, v16, v18
	v_xor_b32_e32 v18, v20, v18
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v20, v21, v39
	v_lshrrev_b32_e32 v21, 14, v13
	v_xor_b32_e32 v34, v34, v27
	v_and_b32_e32 v21, s5, v21
	v_lshrrev_b32_e32 v27, 6, v13
	v_and_b32_e32 v27, s5, v27
	ds_read_b32 v21, v21 offset:1024
	v_and_b32_e32 v13, s6, v13
	ds_read_b32 v27, v27 offset:2048
	v_lshlrev_b32_e32 v13, 2, v13
	ds_read_b32 v13, v13 offset:3072
	v_xor_b32_e32 v23, v23, v37
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v29, v21, v39
	v_xor_b32_e32 v21, v23, v21
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v23, v29, v27
	v_xor_b32_e32 v30, v30, v38
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v13, v23, v13
	v_xor_b32_e32 v23, v20, v34
	v_xor_b32_e32 v29, v21, v33
	v_xor_b32_e32 v27, v30, v27
	v_and_b32_e32 v23, s7, v23
	v_and_b32_e32 v29, s8, v29
	v_or_b32_e32 v23, v29, v23
	v_xor_b32_e32 v29, v27, v16
	v_and_b32_e32 v29, s9, v29
	v_or_b32_e32 v23, v23, v29
	v_xor_b32_e32 v29, v13, v18
	v_and_b32_e32 v29, s6, v29
	v_or_b32_e32 v23, v23, v29
	v_lshrrev_b32_e32 v29, 24, v18
	v_and_b32_e32 v30, s6, v34
	v_xor_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 8, v20
	v_xor_b32_e32 v30, v30, v33
	v_and_b32_e32 v30, s7, v30
	v_or_b32_e32 v29, v30, v29
	v_lshlrev_b32_e32 v30, 8, v21
	v_xor_b32_e32 v30, v30, v16
	v_and_b32_e32 v30, s8, v30
	v_or_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 8, v27
	v_xor_b32_e32 v30, v13, v30
	v_and_b32_e32 v30, s9, v30
	v_or_b32_e32 v29, v29, v30
	v_lshlrev_b32_e32 v30, 16, v21
	v_xor_b32_e32 v30, v13, v30
	v_and_b32_e32 v13, s7, v13
	v_lshlrev_b32_e32 v37, 24, v20
	v_xor_b32_e32 v13, v13, v37
	v_lshlrev_b32_e32 v20, 16, v20
	v_lshrrev_b32_e32 v37, 8, v18
	v_xor_b32_e32 v10, v4, v10
	v_lshrrev_b32_e32 v24, 16, v24
	v_xor_b32_e32 v20, v20, v16
	v_xor_b32_e32 v16, v37, v16
	v_xor_b32_e32 v10, v10, v23
	v_xor_b32_e32 v23, v23, v31
	v_lshrrev_b32_e32 v31, 24, v28
	v_bfe_u32 v37, v36, 8, 8
	v_lshrrev_b32_e32 v26, 24, v26
	v_bfe_u32 v36, v36, 16, 8
	v_xor_b32_e32 v24, v24, v35
	v_lshrrev_b32_e32 v28, 16, v28
	v_lshrrev_b32_e32 v35, 8, v35
	v_xor_b32_e32 v31, v31, v37
	v_xor_b32_e32 v26, v26, v36
	v_xor_b32_e32 v28, v28, v35
	v_lshrrev_b32_e32 v35, 22, v23
	v_lshrrev_b32_e32 v36, 14, v23
	v_lshrrev_b32_e32 v37, 6, v23
	v_and_b32_e32 v23, s6, v23
	v_lshrrev_b32_e32 v25, 22, v25
	v_and_b32_e32 v35, s5, v35
	v_and_b32_e32 v36, s5, v36
	v_and_b32_e32 v37, s5, v37
	v_lshlrev_b32_e32 v23, 2, v23
	v_and_b32_e32 v25, s5, v25
	ds_read_b32 v35, v35
	ds_read_b32 v36, v36 offset:1024
	ds_read_b32 v37, v37 offset:2048
	ds_read_b32 v23, v23 offset:3072
	ds_read_b32 v25, v25
	v_lshrrev_b32_e32 v32, 14, v32
	v_and_b32_e32 v24, s6, v24
	v_and_b32_e32 v28, s6, v28
	v_and_b32_e32 v22, s6, v22
	v_lshrrev_b32_e32 v38, 22, v17
	v_and_b32_e32 v32, s5, v32
	v_lshlrev_b32_e32 v31, 2, v31
	v_lshlrev_b32_e32 v24, 2, v24
	v_lshrrev_b32_e32 v19, 22, v19
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v28, 2, v28
	v_lshlrev_b32_e32 v22, 2, v22
	v_and_b32_e32 v38, s5, v38
	ds_read_b32 v32, v32 offset:1024
	ds_read_b32 v31, v31 offset:2048
	ds_read_b32 v24, v24 offset:3072
	ds_read_b32 v19, v19
	ds_read_b32 v26, v26 offset:1024
	ds_read_b32 v28, v28 offset:2048
	ds_read_b32 v22, v22 offset:3072
	ds_read_b32 v38, v38
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v35, v36, v35
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v32, v32, v25
	v_xor_b32_e32 v35, v35, v37
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v32, v32, v31
	v_xor_b32_e32 v35, v35, v23
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v32, v32, v24
	v_xor_b32_e32 v23, v24, v23
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v24, v19, v25
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v19, v26, v19
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v19, v19, v28
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v19, v19, v22
	v_xor_b32_e32 v22, v23, v22
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v23, v24, v38
	v_lshrrev_b32_e32 v24, 14, v17
	v_xor_b32_e32 v25, v26, v36
	v_and_b32_e32 v24, s5, v24
	v_lshrrev_b32_e32 v26, 6, v17
	v_and_b32_e32 v26, s5, v26
	ds_read_b32 v24, v24 offset:1024
	v_and_b32_e32 v17, s6, v17
	ds_read_b32 v26, v26 offset:2048
	v_lshlrev_b32_e32 v17, 2, v17
	ds_read_b32 v17, v17 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v28, v24, v38
	v_xor_b32_e32 v24, v25, v24
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v25, v28, v26
	v_xor_b32_e32 v31, v31, v37
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v17, v25, v17
	v_xor_b32_e32 v25, v23, v35
	v_xor_b32_e32 v28, v24, v32
	v_xor_b32_e32 v26, v31, v26
	v_and_b32_e32 v25, s7, v25
	v_and_b32_e32 v28, s8, v28
	v_or_b32_e32 v25, v28, v25
	v_xor_b32_e32 v28, v26, v19
	v_and_b32_e32 v28, s9, v28
	v_or_b32_e32 v25, v25, v28
	v_xor_b32_e32 v28, v17, v22
	v_and_b32_e32 v28, s6, v28
	v_or_b32_e32 v25, v25, v28
	v_lshrrev_b32_e32 v28, 24, v22
	v_and_b32_e32 v31, s6, v35
	v_xor_b32_e32 v28, v28, v31
	v_lshlrev_b32_e32 v31, 8, v23
	v_xor_b32_e32 v31, v31, v32
	v_and_b32_e32 v31, s7, v31
	v_or_b32_e32 v28, v31, v28
	v_lshlrev_b32_e32 v31, 8, v24
	v_xor_b32_e32 v31, v31, v19
	v_and_b32_e32 v31, s8, v31
	v_or_b32_e32 v28, v28, v31
	v_lshlrev_b32_e32 v31, 8, v26
	v_xor_b32_e32 v31, v17, v31
	v_and_b32_e32 v31, s9, v31
	v_or_b32_e32 v28, v28, v31
	v_lshlrev_b32_e32 v31, 16, v24
	v_xor_b32_e32 v31, v17, v31
	v_and_b32_e32 v17, s7, v17
	v_lshlrev_b32_e32 v36, 24, v23
	v_xor_b32_e32 v17, v17, v36
	v_lshlrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v36, 8, v22
	v_lshrrev_b32_e32 v18, 16, v18
	v_xor_b32_e32 v23, v23, v19
	v_xor_b32_e32 v19, v36, v19
	v_xor_b32_e32 v14, v25, v14
	v_xor_b32_e32 v25, v25, v29
	v_lshrrev_b32_e32 v29, 24, v27
	v_bfe_u32 v36, v34, 8, 8
	v_lshrrev_b32_e32 v21, 24, v21
	v_bfe_u32 v34, v34, 16, 8
	v_xor_b32_e32 v18, v18, v33
	v_lshrrev_b32_e32 v27, 16, v27
	v_lshrrev_b32_e32 v33, 8, v33
	v_xor_b32_e32 v29, v29, v36
	v_xor_b32_e32 v21, v21, v34
	v_xor_b32_e32 v27, v27, v33
	v_lshrrev_b32_e32 v33, 22, v25
	v_lshrrev_b32_e32 v34, 14, v25
	v_lshrrev_b32_e32 v36, 6, v25
	v_and_b32_e32 v25, s6, v25
	v_lshrrev_b32_e32 v20, 22, v20
	v_and_b32_e32 v33, s5, v33
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v36, s5, v36
	v_lshlrev_b32_e32 v25, 2, v25
	v_and_b32_e32 v20, s5, v20
	ds_read_b32 v33, v33
	ds_read_b32 v34, v34 offset:1024
	ds_read_b32 v36, v36 offset:2048
	ds_read_b32 v25, v25 offset:3072
	ds_read_b32 v20, v20
	v_lshrrev_b32_e32 v30, 14, v30
	v_and_b32_e32 v18, s6, v18
	v_and_b32_e32 v27, s6, v27
	v_and_b32_e32 v16, s6, v16
	v_lshrrev_b32_e32 v37, 22, v10
	v_and_b32_e32 v30, s5, v30
	v_lshlrev_b32_e32 v29, 2, v29
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshrrev_b32_e32 v13, 22, v13
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshlrev_b32_e32 v16, 2, v16
	v_and_b32_e32 v37, s5, v37
	ds_read_b32 v30, v30 offset:1024
	ds_read_b32 v29, v29 offset:2048
	ds_read_b32 v18, v18 offset:3072
	ds_read_b32 v13, v13
	ds_read_b32 v21, v21 offset:1024
	ds_read_b32 v27, v27 offset:2048
	ds_read_b32 v16, v16 offset:3072
	ds_read_b32 v37, v37
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v30, v30, v20
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v30, v30, v29
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v20, v13, v20
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v13, v21, v13
	v_xor_b32_e32 v33, v34, v33
	v_xor_b32_e32 v30, v30, v18
	v_xor_b32_e32 v18, v18, v25
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v13, v13, v27
	v_xor_b32_e32 v33, v33, v36
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v13, v13, v16
	v_xor_b32_e32 v16, v18, v16
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v18, v20, v37
	v_lshrrev_b32_e32 v20, 14, v10
	v_xor_b32_e32 v33, v33, v25
	v_and_b32_e32 v20, s5, v20
	v_lshrrev_b32_e32 v25, 6, v10
	v_and_b32_e32 v25, s5, v25
	ds_read_b32 v20, v20 offset:1024
	v_and_b32_e32 v10, s6, v10
	ds_read_b32 v25, v25 offset:2048
	v_lshlrev_b32_e32 v10, 2, v10
	ds_read_b32 v10, v10 offset:3072
	v_xor_b32_e32 v21, v21, v34
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v27, v20, v37
	v_xor_b32_e32 v20, v21, v20
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v27, v25
	v_xor_b32_e32 v29, v29, v36
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v10, v21, v10
	v_xor_b32_e32 v21, v18, v33
	v_xor_b32_e32 v27, v20, v30
	v_xor_b32_e32 v25, v29, v25
	v_and_b32_e32 v21, s7, v21
	v_and_b32_e32 v27, s8, v27
	v_or_b32_e32 v21, v27, v21
	v_xor_b32_e32 v27, v25, v13
	v_and_b32_e32 v27, s9, v27
	v_or_b32_e32 v21, v21, v27
	v_xor_b32_e32 v27, v10, v16
	v_and_b32_e32 v27, s6, v27
	v_or_b32_e32 v21, v21, v27
	v_lshrrev_b32_e32 v27, 24, v16
	v_and_b32_e32 v29, s6, v33
	v_xor_b32_e32 v27, v27, v29
	v_lshlrev_b32_e32 v29, 8, v18
	v_xor_b32_e32 v29, v29, v30
	v_and_b32_e32 v29, s7, v29
	v_or_b32_e32 v27, v29, v27
	v_lshlrev_b32_e32 v29, 8, v20
	v_xor_b32_e32 v29, v29, v13
	v_and_b32_e32 v29, s8, v29
	v_or_b32_e32 v27, v27, v29
	v_lshlrev_b32_e32 v29, 8, v25
	v_xor_b32_e32 v29, v10, v29
	v_and_b32_e32 v29, s9, v29
	v_or_b32_e32 v27, v27, v29
	v_lshlrev_b32_e32 v29, 16, v20
	v_xor_b32_e32 v29, v10, v29
	v_and_b32_e32 v10, s7, v10
	v_lshlrev_b32_e32 v34, 24, v18
	v_xor_b32_e32 v10, v10, v34
	v_lshlrev_b32_e32 v18, 16, v18
	v_lshrrev_b32_e32 v34, 8, v16
	v_xor_b32_e32 v5, v0, v5
	v_xor_b32_e32 v18, v18, v13
	v_xor_b32_e32 v13, v34, v13
	v_xor_b32_e32 v5, v5, v21
	v_xor_b32_e32 v21, v21, v28
	v_lshrrev_b32_e32 v28, 24, v26
	v_bfe_u32 v34, v35, 8, 8
	v_lshrrev_b32_e32 v22, 16, v22
	v_xor_b32_e32 v28, v28, v34
	v_lshrrev_b32_e32 v24, 24, v24
	v_bfe_u32 v34, v35, 16, 8
	v_xor_b32_e32 v22, v22, v32
	v_lshrrev_b32_e32 v26, 16, v26
	v_lshrrev_b32_e32 v32, 8, v32
	v_xor_b32_e32 v24, v24, v34
	v_xor_b32_e32 v26, v26, v32
	v_lshrrev_b32_e32 v32, 22, v21
	v_lshrrev_b32_e32 v34, 14, v21
	v_lshrrev_b32_e32 v35, 6, v21
	v_and_b32_e32 v21, s6, v21
	v_lshrrev_b32_e32 v23, 22, v23
	v_and_b32_e32 v32, s5, v32
	v_and_b32_e32 v34, s5, v34
	v_and_b32_e32 v35, s5, v35
	v_lshlrev_b32_e32 v21, 2, v21
	v_and_b32_e32 v23, s5, v23
	ds_read_b32 v32, v32
	ds_read_b32 v34, v34 offset:1024
	ds_read_b32 v35, v35 offset:2048
	ds_read_b32 v21, v21 offset:3072
	ds_read_b32 v23, v23
	v_lshrrev_b32_e32 v31, 14, v31
	v_and_b32_e32 v22, s6, v22
	v_and_b32_e32 v26, s6, v26
	v_and_b32_e32 v19, s6, v19
	v_lshrrev_b32_e32 v36, 22, v14
	v_and_b32_e32 v31, s5, v31
	v_lshlrev_b32_e32 v28, 2, v28
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshrrev_b32_e32 v17, 22, v17
	v_lshlrev_b32_e32 v24, 2, v24
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v19, 2, v19
	v_and_b32_e32 v36, s5, v36
	ds_read_b32 v31, v31 offset:1024
	ds_read_b32 v28, v28 offset:2048
	ds_read_b32 v22, v22 offset:3072
	ds_read_b32 v17, v17
	ds_read_b32 v24, v24 offset:1024
	ds_read_b32 v26, v26 offset:2048
	ds_read_b32 v19, v19 offset:3072
	ds_read_b32 v36, v36
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v32, v34, v32
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v31, v31, v23
	v_xor_b32_e32 v32, v32, v35
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v31, v31, v28
	v_xor_b32_e32 v32, v32, v21
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v31, v31, v22
	v_xor_b32_e32 v21, v22, v21
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v22, v17, v23
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v17, v24, v17
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v17, v17, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v17, v17, v19
	v_xor_b32_e32 v19, v21, v19
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v21, v22, v36
	v_lshrrev_b32_e32 v22, 14, v14
	v_xor_b32_e32 v23, v24, v34
	v_and_b32_e32 v22, s5, v22
	v_lshrrev_b32_e32 v24, 6, v14
	v_and_b32_e32 v24, s5, v24
	ds_read_b32 v22, v22 offset:1024
	v_and_b32_e32 v14, s6, v14
	ds_read_b32 v24, v24 offset:2048
	v_lshlrev_b32_e32 v14, 2, v14
	ds_read_b32 v14, v14 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v26, v22, v36
	v_xor_b32_e32 v22, v23, v22
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v23, v26, v24
	v_xor_b32_e32 v28, v28, v35
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v14, v23, v14
	v_xor_b32_e32 v23, v21, v32
	v_xor_b32_e32 v26, v22, v31
	v_xor_b32_e32 v24, v28, v24
	v_and_b32_e32 v23, s7, v23
	v_and_b32_e32 v26, s8, v26
	v_or_b32_e32 v23, v26, v23
	v_xor_b32_e32 v26, v24, v17
	v_and_b32_e32 v26, s9, v26
	v_or_b32_e32 v23, v23, v26
	v_xor_b32_e32 v26, v14, v19
	v_and_b32_e32 v26, s6, v26
	v_or_b32_e32 v23, v23, v26
	v_lshrrev_b32_e32 v26, 24, v19
	v_and_b32_e32 v28, s6, v32
	v_xor_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 8, v21
	v_xor_b32_e32 v28, v28, v31
	v_and_b32_e32 v28, s7, v28
	v_or_b32_e32 v26, v28, v26
	v_lshlrev_b32_e32 v28, 8, v22
	v_xor_b32_e32 v28, v28, v17
	v_and_b32_e32 v28, s8, v28
	v_or_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 8, v24
	v_xor_b32_e32 v28, v14, v28
	v_and_b32_e32 v28, s9, v28
	v_or_b32_e32 v26, v26, v28
	v_lshlrev_b32_e32 v28, 16, v22
	v_xor_b32_e32 v28, v14, v28
	v_and_b32_e32 v14, s7, v14
	v_lshlrev_b32_e32 v34, 24, v21
	v_xor_b32_e32 v14, v14, v34
	v_lshlrev_b32_e32 v21, 16, v21
	v_lshrrev_b32_e32 v34, 8, v19
	v_lshrrev_b32_e32 v16, 16, v16
	v_xor_b32_e32 v21, v21, v17
	v_xor_b32_e32 v17, v34, v17
	v_xor_b32_e32 v11, v23, v11
	v_xor_b32_e32 v23, v23, v27
	v_lshrrev_b32_e32 v27, 24, v25
	v_bfe_u32 v34, v33, 8, 8
	v_lshrrev_b32_e32 v20, 24, v20
	v_bfe_u32 v33, v33, 16, 8
	v_xor_b32_e32 v16, v16, v30
	v_lshrrev_b32_e32 v25, 16, v25
	v_lshrrev_b32_e32 v30, 8, v30
	v_xor_b32_e32 v27, v27, v34
	v_xor_b32_e32 v20, v20, v33
	v_xor_b32_e32 v25, v25, v30
	v_lshrrev_b32_e32 v30, 22, v23
	v_lshrrev_b32_e32 v33, 14, v23
	v_lshrrev_b32_e32 v34, 6, v23
	v_and_b32_e32 v23, s6, v23
	v_lshrrev_b32_e32 v18, 22, v18
	v_and_b32_e32 v30, s5, v30
	v_and_b32_e32 v33, s5, v33
	v_and_b32_e32 v34, s5, v34
	v_lshlrev_b32_e32 v23, 2, v23
	v_and_b32_e32 v18, s5, v18
	ds_read_b32 v30, v30
	ds_read_b32 v33, v33 offset:1024
	ds_read_b32 v34, v34 offset:2048
	ds_read_b32 v23, v23 offset:3072
	ds_read_b32 v18, v18
	v_lshrrev_b32_e32 v29, 14, v29
	v_and_b32_e32 v16, s6, v16
	v_and_b32_e32 v25, s6, v25
	v_and_b32_e32 v13, s6, v13
	v_lshrrev_b32_e32 v35, 22, v5
	v_and_b32_e32 v29, s5, v29
	v_lshlrev_b32_e32 v27, 2, v27
	v_lshlrev_b32_e32 v16, 2, v16
	v_lshrrev_b32_e32 v10, 22, v10
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v25, 2, v25
	v_lshlrev_b32_e32 v13, 2, v13
	v_and_b32_e32 v35, s5, v35
	ds_read_b32 v29, v29 offset:1024
	ds_read_b32 v27, v27 offset:2048
	ds_read_b32 v16, v16 offset:3072
	ds_read_b32 v10, v10
	ds_read_b32 v20, v20 offset:1024
	ds_read_b32 v25, v25 offset:2048
	ds_read_b32 v13, v13 offset:3072
	ds_read_b32 v35, v35
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v29, v29, v18
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v29, v29, v27
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v18, v10, v18
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v10, v20, v10
	v_xor_b32_e32 v30, v33, v30
	v_xor_b32_e32 v29, v29, v16
	v_xor_b32_e32 v16, v16, v23
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v10, v10, v25
	v_xor_b32_e32 v30, v30, v34
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v10, v10, v13
	v_xor_b32_e32 v13, v16, v13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v16, v18, v35
	v_lshrrev_b32_e32 v18, 14, v5
	v_xor_b32_e32 v30, v30, v23
	v_and_b32_e32 v18, s5, v18
	v_lshrrev_b32_e32 v23, 6, v5
	v_and_b32_e32 v23, s5, v23
	ds_read_b32 v18, v18 offset:1024
	v_and_b32_e32 v5, s6, v5
	ds_read_b32 v23, v23 offset:2048
	v_lshlrev_b32_e32 v5, 2, v5
	ds_read_b32 v5, v5 offset:3072
	v_xor_b32_e32 v20, v20, v33
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v25, v18, v35
	v_xor_b32_e32 v18, v20, v18
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v20, v25, v23
	v_xor_b32_e32 v27, v27, v34
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v20, v5
	v_xor_b32_e32 v20, v16, v30
	v_xor_b32_e32 v25, v18, v29
	v_xor_b32_e32 v23, v27, v23
	v_and_b32_e32 v20, s7, v20
	v_and_b32_e32 v25, s8, v25
	v_or_b32_e32 v20, v25, v20
	v_xor_b32_e32 v25, v23, v10
	v_and_b32_e32 v25, s9, v25
	v_or_b32_e32 v20, v20, v25
	v_xor_b32_e32 v25, v5, v13
	v_and_b32_e32 v25, s6, v25
	v_or_b32_e32 v20, v20, v25
	v_lshrrev_b32_e32 v25, 24, v13
	v_and_b32_e32 v27, s6, v30
	v_xor_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 8, v16
	v_xor_b32_e32 v27, v27, v29
	v_and_b32_e32 v27, s7, v27
	v_or_b32_e32 v25, v27, v25
	v_lshlrev_b32_e32 v27, 8, v18
	v_xor_b32_e32 v27, v27, v10
	v_and_b32_e32 v27, s8, v27
	v_or_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 8, v23
	v_xor_b32_e32 v27, v5, v27
	v_and_b32_e32 v27, s9, v27
	v_or_b32_e32 v25, v25, v27
	v_lshlrev_b32_e32 v27, 16, v18
	v_xor_b32_e32 v27, v5, v27
	v_and_b32_e32 v5, s7, v5
	v_lshlrev_b32_e32 v33, 24, v16
	v_xor_b32_e32 v5, v5, v33
	v_lshlrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v33, 8, v13
	v_lshrrev_b32_e32 v19, 16, v19
	v_xor_b32_e32 v16, v16, v10
	v_xor_b32_e32 v10, v33, v10
	v_xor_b32_e32 v15, v15, v20
	v_xor_b32_e32 v20, v20, v26
	v_lshrrev_b32_e32 v26, 24, v24
	v_bfe_u32 v33, v32, 8, 8
	v_lshrrev_b32_e32 v22, 24, v22
	v_bfe_u32 v32, v32, 16, 8
	v_xor_b32_e32 v19, v19, v31
	v_lshrrev_b32_e32 v24, 16, v24
	v_lshrrev_b32_e32 v31, 8, v31
	v_xor_b32_e32 v26, v26, v33
	v_xor_b32_e32 v22, v22, v32
	v_xor_b32_e32 v24, v24, v31
	v_lshrrev_b32_e32 v31, 22, v20
	v_lshrrev_b32_e32 v32, 14, v20
	v_lshrrev_b32_e32 v33, 6, v20
	v_and_b32_e32 v20, s6, v20
	v_lshrrev_b32_e32 v21, 22, v21
	v_and_b32_e32 v31, s5, v31
	v_and_b32_e32 v32, s5, v32
	v_and_b32_e32 v33, s5, v33
	v_lshlrev_b32_e32 v20, 2, v20
	v_and_b32_e32 v21, s5, v21
	ds_read_b32 v31, v31
	ds_read_b32 v32, v32 offset:1024
	ds_read_b32 v33, v33 offset:2048
	ds_read_b32 v20, v20 offset:3072
	ds_read_b32 v21, v21
	v_lshrrev_b32_e32 v28, 14, v28
	v_and_b32_e32 v19, s6, v19
	v_and_b32_e32 v24, s6, v24
	v_and_b32_e32 v17, s6, v17
	v_lshrrev_b32_e32 v34, 22, v11
	v_and_b32_e32 v28, s5, v28
	v_lshlrev_b32_e32 v26, 2, v26
	v_lshlrev_b32_e32 v19, 2, v19
	v_lshrrev_b32_e32 v14, 22, v14
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshlrev_b32_e32 v24, 2, v24
	v_lshlrev_b32_e32 v17, 2, v17
	v_and_b32_e32 v34, s5, v34
	ds_read_b32 v28, v28 offset:1024
	ds_read_b32 v26, v26 offset:2048
	ds_read_b32 v19, v19 offset:3072
	ds_read_b32 v14, v14
	ds_read_b32 v22, v22 offset:1024
	ds_read_b32 v24, v24 offset:2048
	ds_read_b32 v17, v17 offset:3072
	ds_read_b32 v34, v34
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v31, v32, v31
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v28, v28, v21
	v_xor_b32_e32 v31, v31, v33
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v28, v28, v26
	v_xor_b32_e32 v31, v31, v20
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v28, v28, v19
	v_xor_b32_e32 v19, v19, v20
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v20, v14, v21
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v14, v22, v14
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v14, v14, v24
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v14, v14, v17
	v_xor_b32_e32 v17, v19, v17
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v19, v20, v34
	v_lshrrev_b32_e32 v20, 14, v11
	v_xor_b32_e32 v21, v22, v32
	v_and_b32_e32 v20, s5, v20
	v_lshrrev_b32_e32 v22, 6, v11
	v_and_b32_e32 v22, s5, v22
	ds_read_b32 v20, v20 offset:1024
	v_and_b32_e32 v11, s6, v11
	ds_read_b32 v22, v22 offset:2048
	v_lshlrev_b32_e32 v11, 2, v11
	ds_read_b32 v11, v11 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v24, v20, v34
	v_xor_b32_e32 v20, v21, v20
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v21, v24, v22
	v_xor_b32_e32 v26, v26, v33
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v11, v21, v11
	v_xor_b32_e32 v21, v19, v31
	v_xor_b32_e32 v24, v20, v28
	v_xor_b32_e32 v22, v26, v22
	v_and_b32_e32 v21, s7, v21
	v_and_b32_e32 v24, s8, v24
	v_or_b32_e32 v21, v24, v21
	v_xor_b32_e32 v24, v22, v14
	v_and_b32_e32 v24, s9, v24
	v_or_b32_e32 v21, v21, v24
	v_xor_b32_e32 v24, v11, v17
	v_and_b32_e32 v24, s6, v24
	v_or_b32_e32 v21, v21, v24
	v_lshrrev_b32_e32 v24, 24, v17
	v_and_b32_e32 v26, s6, v31
	v_xor_b32_e32 v24, v24, v26
	v_lshlrev_b32_e32 v26, 8, v19
	v_xor_b32_e32 v26, v26, v28
	v_and_b32_e32 v26, s7, v26
	v_or_b32_e32 v24, v26, v24
	v_lshlrev_b32_e32 v26, 8, v20
	v_xor_b32_e32 v26, v26, v14
	v_and_b32_e32 v26, s8, v26
	v_or_b32_e32 v24, v24, v26
	v_lshlrev_b32_e32 v26, 8, v22
	v_xor_b32_e32 v26, v11, v26
	v_and_b32_e32 v26, s9, v26
	v_or_b32_e32 v24, v24, v26
	v_lshlrev_b32_e32 v26, 16, v20
	v_xor_b32_e32 v26, v11, v26
	v_and_b32_e32 v11, s7, v11
	v_lshlrev_b32_e32 v32, 24, v19
	v_xor_b32_e32 v11, v11, v32
	v_lshlrev_b32_e32 v19, 16, v19
	v_lshrrev_b32_e32 v32, 8, v17
	v_lshrrev_b32_e32 v13, 16, v13
	v_xor_b32_e32 v19, v19, v14
	v_xor_b32_e32 v14, v32, v14
	v_xor_b32_e32 v8, v21, v8
	v_xor_b32_e32 v21, v21, v25
	v_lshrrev_b32_e32 v25, 24, v23
	v_bfe_u32 v32, v30, 8, 8
	v_lshrrev_b32_e32 v18, 24, v18
	v_bfe_u32 v30, v30, 16, 8
	v_xor_b32_e32 v13, v13, v29
	v_lshrrev_b32_e32 v23, 16, v23
	v_lshrrev_b32_e32 v29, 8, v29
	v_xor_b32_e32 v25, v25, v32
	v_xor_b32_e32 v18, v18, v30
	v_xor_b32_e32 v23, v23, v29
	v_lshrrev_b32_e32 v29, 22, v21
	v_lshrrev_b32_e32 v30, 14, v21
	v_lshrrev_b32_e32 v32, 6, v21
	v_and_b32_e32 v21, s6, v21
	v_lshrrev_b32_e32 v16, 22, v16
	v_and_b32_e32 v29, s5, v29
	v_and_b32_e32 v30, s5, v30
	v_and_b32_e32 v32, s5, v32
	v_lshlrev_b32_e32 v21, 2, v21
	v_and_b32_e32 v16, s5, v16
	ds_read_b32 v29, v29
	ds_read_b32 v30, v30 offset:1024
	ds_read_b32 v32, v32 offset:2048
	ds_read_b32 v21, v21 offset:3072
	ds_read_b32 v16, v16
	v_lshrrev_b32_e32 v27, 14, v27
	v_and_b32_e32 v13, s6, v13
	v_and_b32_e32 v23, s6, v23
	v_and_b32_e32 v10, s6, v10
	v_lshrrev_b32_e32 v33, 22, v15
	v_and_b32_e32 v27, s5, v27
	v_lshlrev_b32_e32 v25, 2, v25
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshrrev_b32_e32 v5, 22, v5
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v10, 2, v10
	v_and_b32_e32 v33, s5, v33
	ds_read_b32 v27, v27 offset:1024
	ds_read_b32 v25, v25 offset:2048
	ds_read_b32 v13, v13 offset:3072
	ds_read_b32 v5, v5
	ds_read_b32 v18, v18 offset:1024
	ds_read_b32 v23, v23 offset:2048
	ds_read_b32 v10, v10 offset:3072
	ds_read_b32 v33, v33
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v27, v27, v16
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v27, v27, v25
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v16, v5, v16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v18, v5
	v_xor_b32_e32 v29, v30, v29
	v_xor_b32_e32 v27, v27, v13
	v_xor_b32_e32 v13, v13, v21
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v23
	v_xor_b32_e32 v29, v29, v32
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v10, v13, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v13, v16, v33
	v_lshrrev_b32_e32 v16, 14, v15
	v_xor_b32_e32 v29, v29, v21
	v_and_b32_e32 v16, s5, v16
	v_lshrrev_b32_e32 v21, 6, v15
	v_and_b32_e32 v21, s5, v21
	ds_read_b32 v16, v16 offset:1024
	v_and_b32_e32 v15, s6, v15
	ds_read_b32 v21, v21 offset:2048
	v_lshlrev_b32_e32 v15, 2, v15
	ds_read_b32 v15, v15 offset:3072
	v_xor_b32_e32 v18, v18, v30
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v23, v16, v33
	v_xor_b32_e32 v16, v18, v16
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v18, v23, v21
	v_xor_b32_e32 v25, v25, v32
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v15, v18, v15
	v_xor_b32_e32 v18, v13, v29
	v_xor_b32_e32 v23, v16, v27
	v_xor_b32_e32 v21, v25, v21
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v23, s8, v23
	v_or_b32_e32 v18, v23, v18
	v_xor_b32_e32 v23, v21, v5
	v_and_b32_e32 v23, s9, v23
	v_or_b32_e32 v18, v18, v23
	v_xor_b32_e32 v23, v15, v10
	v_and_b32_e32 v23, s6, v23
	v_or_b32_e32 v18, v18, v23
	v_lshrrev_b32_e32 v23, 24, v10
	v_and_b32_e32 v25, s6, v29
	v_xor_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 8, v13
	v_xor_b32_e32 v25, v25, v27
	v_and_b32_e32 v25, s7, v25
	v_or_b32_e32 v23, v25, v23
	v_lshlrev_b32_e32 v25, 8, v16
	v_xor_b32_e32 v25, v25, v5
	v_and_b32_e32 v25, s8, v25
	v_or_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 8, v21
	v_xor_b32_e32 v25, v15, v25
	v_and_b32_e32 v25, s9, v25
	v_or_b32_e32 v23, v23, v25
	v_lshlrev_b32_e32 v25, 16, v16
	v_xor_b32_e32 v25, v15, v25
	v_and_b32_e32 v15, s7, v15
	v_lshlrev_b32_e32 v30, 24, v13
	v_xor_b32_e32 v15, v15, v30
	v_lshlrev_b32_e32 v13, 16, v13
	v_lshrrev_b32_e32 v30, 8, v10
	v_xor_b32_e32 v13, v13, v5
	v_xor_b32_e32 v5, v30, v5
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_e32 v18, v18, v24
	v_lshrrev_b32_e32 v24, 24, v22
	v_bfe_u32 v30, v31, 8, 8
	v_lshrrev_b32_e32 v17, 16, v17
	v_xor_b32_e32 v24, v24, v30
	v_lshrrev_b32_e32 v20, 24, v20
	v_bfe_u32 v30, v31, 16, 8
	v_xor_b32_e32 v17, v17, v28
	v_lshrrev_b32_e32 v22, 16, v22
	v_lshrrev_b32_e32 v28, 8, v28
	v_xor_b32_e32 v20, v20, v30
	v_xor_b32_e32 v22, v22, v28
	v_lshrrev_b32_e32 v28, 22, v18
	v_lshrrev_b32_e32 v30, 14, v18
	v_lshrrev_b32_e32 v31, 6, v18
	v_and_b32_e32 v18, s6, v18
	v_lshrrev_b32_e32 v19, 22, v19
	v_and_b32_e32 v28, s5, v28
	v_and_b32_e32 v30, s5, v30
	v_and_b32_e32 v31, s5, v31
	v_lshlrev_b32_e32 v18, 2, v18
	v_and_b32_e32 v19, s5, v19
	ds_read_b32 v28, v28
	ds_read_b32 v30, v30 offset:1024
	ds_read_b32 v31, v31 offset:2048
	ds_read_b32 v18, v18 offset:3072
	ds_read_b32 v19, v19
	v_lshrrev_b32_e32 v26, 14, v26
	v_and_b32_e32 v17, s6, v17
	v_and_b32_e32 v22, s6, v22
	v_and_b32_e32 v14, s6, v14
	v_lshrrev_b32_e32 v32, 22, v8
	v_and_b32_e32 v26, s5, v26
	v_lshlrev_b32_e32 v24, 2, v24
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshrrev_b32_e32 v11, 22, v11
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshlrev_b32_e32 v14, 2, v14
	v_and_b32_e32 v32, s5, v32
	ds_read_b32 v26, v26 offset:1024
	ds_read_b32 v24, v24 offset:2048
	ds_read_b32 v17, v17 offset:3072
	ds_read_b32 v11, v11
	ds_read_b32 v20, v20 offset:1024
	ds_read_b32 v22, v22 offset:2048
	ds_read_b32 v14, v14 offset:3072
	ds_read_b32 v32, v32
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v28, v30, v28
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v26, v26, v19
	v_xor_b32_e32 v28, v28, v31
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v26, v26, v24
	v_xor_b32_e32 v28, v28, v18
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v26, v26, v17
	v_xor_b32_e32 v17, v17, v18
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v18, v11, v19
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v11, v20, v11
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v11, v11, v22
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v11, v11, v14
	v_xor_b32_e32 v14, v17, v14
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v17, v18, v32
	v_lshrrev_b32_e32 v18, 14, v8
	v_xor_b32_e32 v19, v20, v30
	v_and_b32_e32 v18, s5, v18
	v_lshrrev_b32_e32 v20, 6, v8
	v_and_b32_e32 v20, s5, v20
	ds_read_b32 v18, v18 offset:1024
	v_and_b32_e32 v8, s6, v8
	ds_read_b32 v20, v20 offset:2048
	v_lshlrev_b32_e32 v8, 2, v8
	ds_read_b32 v8, v8 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v22, v18, v32
	v_xor_b32_e32 v18, v19, v18
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v19, v22, v20
	v_xor_b32_e32 v24, v24, v31
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v8, v19, v8
	v_xor_b32_e32 v19, v17, v28
	v_xor_b32_e32 v22, v18, v26
	v_xor_b32_e32 v20, v24, v20
	v_and_b32_e32 v19, s7, v19
	v_and_b32_e32 v22, s8, v22
	v_or_b32_e32 v19, v22, v19
	v_xor_b32_e32 v22, v20, v11
	v_and_b32_e32 v22, s9, v22
	v_or_b32_e32 v19, v19, v22
	v_xor_b32_e32 v22, v8, v14
	v_and_b32_e32 v22, s6, v22
	v_or_b32_e32 v19, v19, v22
	v_lshrrev_b32_e32 v22, 24, v14
	v_and_b32_e32 v24, s6, v28
	v_xor_b32_e32 v22, v22, v24
	v_lshlrev_b32_e32 v24, 8, v17
	v_xor_b32_e32 v24, v24, v26
	v_and_b32_e32 v24, s7, v24
	v_or_b32_e32 v22, v24, v22
	v_lshlrev_b32_e32 v24, 8, v18
	v_xor_b32_e32 v24, v24, v11
	v_and_b32_e32 v24, s8, v24
	v_or_b32_e32 v22, v22, v24
	v_lshlrev_b32_e32 v24, 8, v20
	v_xor_b32_e32 v24, v8, v24
	v_and_b32_e32 v24, s9, v24
	v_or_b32_e32 v22, v22, v24
	v_lshlrev_b32_e32 v24, 16, v18
	v_xor_b32_e32 v24, v8, v24
	v_and_b32_e32 v8, s7, v8
	v_lshlrev_b32_e32 v30, 24, v17
	v_xor_b32_e32 v8, v8, v30
	v_lshlrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v30, 8, v14
	v_lshrrev_b32_e32 v10, 16, v10
	v_xor_b32_e32 v17, v17, v11
	v_xor_b32_e32 v11, v30, v11
	v_xor_b32_e32 v4, v19, v4
	v_xor_b32_e32 v19, v19, v23
	v_lshrrev_b32_e32 v23, 24, v21
	v_bfe_u32 v30, v29, 8, 8
	v_lshrrev_b32_e32 v16, 24, v16
	v_bfe_u32 v29, v29, 16, 8
	v_xor_b32_e32 v10, v10, v27
	v_lshrrev_b32_e32 v21, 16, v21
	v_lshrrev_b32_e32 v27, 8, v27
	v_xor_b32_e32 v23, v23, v30
	v_xor_b32_e32 v16, v16, v29
	v_xor_b32_e32 v21, v21, v27
	v_lshrrev_b32_e32 v27, 22, v19
	v_lshrrev_b32_e32 v29, 14, v19
	v_lshrrev_b32_e32 v30, 6, v19
	v_and_b32_e32 v19, s6, v19
	v_lshrrev_b32_e32 v13, 22, v13
	v_and_b32_e32 v27, s5, v27
	v_and_b32_e32 v29, s5, v29
	v_and_b32_e32 v30, s5, v30
	v_lshlrev_b32_e32 v19, 2, v19
	v_and_b32_e32 v13, s5, v13
	ds_read_b32 v27, v27
	ds_read_b32 v29, v29 offset:1024
	ds_read_b32 v30, v30 offset:2048
	ds_read_b32 v19, v19 offset:3072
	ds_read_b32 v13, v13
	v_lshrrev_b32_e32 v25, 14, v25
	v_and_b32_e32 v10, s6, v10
	v_and_b32_e32 v21, s6, v21
	v_and_b32_e32 v5, s6, v5
	v_lshrrev_b32_e32 v31, 22, v12
	v_and_b32_e32 v25, s5, v25
	v_lshlrev_b32_e32 v23, 2, v23
	v_lshlrev_b32_e32 v10, 2, v10
	v_lshrrev_b32_e32 v15, 22, v15
	v_lshlrev_b32_e32 v16, 2, v16
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshlrev_b32_e32 v5, 2, v5
	v_and_b32_e32 v31, s5, v31
	ds_read_b32 v25, v25 offset:1024
	ds_read_b32 v23, v23 offset:2048
	ds_read_b32 v10, v10 offset:3072
	ds_read_b32 v15, v15
	ds_read_b32 v16, v16 offset:1024
	ds_read_b32 v21, v21 offset:2048
	ds_read_b32 v5, v5 offset:3072
	ds_read_b32 v31, v31
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v25, v25, v13
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v25, v25, v23
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v13, v15, v13
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v15, v16, v15
	v_xor_b32_e32 v27, v29, v27
	v_xor_b32_e32 v25, v25, v10
	v_xor_b32_e32 v10, v10, v19
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v15, v15, v21
	v_xor_b32_e32 v27, v27, v30
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v15, v15, v5
	v_xor_b32_e32 v5, v10, v5
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v10, v13, v31
	v_lshrrev_b32_e32 v13, 14, v12
	v_xor_b32_e32 v27, v27, v19
	v_and_b32_e32 v13, s5, v13
	v_lshrrev_b32_e32 v19, 6, v12
	v_and_b32_e32 v19, s5, v19
	ds_read_b32 v13, v13 offset:1024
	v_and_b32_e32 v12, s6, v12
	ds_read_b32 v19, v19 offset:2048
	v_lshlrev_b32_e32 v12, 2, v12
	ds_read_b32 v12, v12 offset:3072
	v_xor_b32_e32 v16, v16, v29
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v21, v13, v31
	v_xor_b32_e32 v13, v16, v13
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v16, v21, v19
	v_xor_b32_e32 v23, v23, v30
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v12, v16, v12
	v_xor_b32_e32 v16, v10, v27
	v_xor_b32_e32 v21, v13, v25
	v_xor_b32_e32 v19, v23, v19
	v_and_b32_e32 v16, s7, v16
	v_and_b32_e32 v21, s8, v21
	v_or_b32_e32 v16, v21, v16
	v_xor_b32_e32 v21, v19, v15
	v_and_b32_e32 v21, s9, v21
	v_or_b32_e32 v16, v16, v21
	v_xor_b32_e32 v21, v12, v5
	v_and_b32_e32 v21, s6, v21
	v_or_b32_e32 v16, v16, v21
	v_lshrrev_b32_e32 v21, 24, v5
	v_and_b32_e32 v23, s6, v27
	v_xor_b32_e32 v21, v21, v23
	v_lshlrev_b32_e32 v23, 8, v10
	v_xor_b32_e32 v23, v23, v25
	v_and_b32_e32 v23, s7, v23
	v_or_b32_e32 v21, v23, v21
	v_lshlrev_b32_e32 v23, 8, v13
	v_xor_b32_e32 v23, v23, v15
	v_and_b32_e32 v23, s8, v23
	v_or_b32_e32 v21, v21, v23
	v_lshlrev_b32_e32 v23, 8, v19
	v_xor_b32_e32 v23, v12, v23
	v_and_b32_e32 v23, s9, v23
	v_or_b32_e32 v21, v21, v23
	v_lshlrev_b32_e32 v23, 16, v13
	v_xor_b32_e32 v23, v12, v23
	v_and_b32_e32 v12, s7, v12
	v_lshlrev_b32_e32 v29, 24, v10
	v_xor_b32_e32 v12, v12, v29
	v_lshlrev_b32_e32 v10, 16, v10
	v_lshrrev_b32_e32 v29, 8, v5
	v_lshrrev_b32_e32 v14, 16, v14
	v_xor_b32_e32 v10, v10, v15
	v_xor_b32_e32 v15, v29, v15
	v_xor_b32_e32 v9, v9, v16
	v_xor_b32_e32 v16, v16, v22
	v_lshrrev_b32_e32 v22, 24, v20
	v_bfe_u32 v29, v28, 8, 8
	v_lshrrev_b32_e32 v18, 24, v18
	v_bfe_u32 v28, v28, 16, 8
	v_xor_b32_e32 v14, v14, v26
	v_lshrrev_b32_e32 v20, 16, v20
	v_lshrrev_b32_e32 v26, 8, v26
	v_xor_b32_e32 v22, v22, v29
	v_xor_b32_e32 v18, v18, v28
	v_xor_b32_e32 v20, v20, v26
	v_lshrrev_b32_e32 v26, 22, v16
	v_lshrrev_b32_e32 v28, 14, v16
	v_lshrrev_b32_e32 v29, 6, v16
	v_and_b32_e32 v16, s6, v16
	v_lshrrev_b32_e32 v17, 22, v17
	v_and_b32_e32 v26, s5, v26
	v_and_b32_e32 v28, s5, v28
	v_and_b32_e32 v29, s5, v29
	v_lshlrev_b32_e32 v16, 2, v16
	v_and_b32_e32 v17, s5, v17
	ds_read_b32 v26, v26
	ds_read_b32 v28, v28 offset:1024
	ds_read_b32 v29, v29 offset:2048
	ds_read_b32 v16, v16 offset:3072
	ds_read_b32 v17, v17
	v_lshrrev_b32_e32 v24, 14, v24
	v_and_b32_e32 v14, s6, v14
	v_and_b32_e32 v20, s6, v20
	v_and_b32_e32 v11, s6, v11
	v_lshrrev_b32_e32 v30, 22, v4
	v_and_b32_e32 v24, s5, v24
	v_lshlrev_b32_e32 v22, 2, v22
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshrrev_b32_e32 v8, 22, v8
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v11, 2, v11
	v_and_b32_e32 v30, s5, v30
	ds_read_b32 v24, v24 offset:1024
	ds_read_b32 v22, v22 offset:2048
	ds_read_b32 v14, v14 offset:3072
	ds_read_b32 v8, v8
	ds_read_b32 v18, v18 offset:1024
	ds_read_b32 v20, v20 offset:2048
	ds_read_b32 v11, v11 offset:3072
	ds_read_b32 v30, v30
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v26, v28, v26
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v24, v24, v17
	v_xor_b32_e32 v26, v26, v29
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v24, v24, v22
	v_xor_b32_e32 v26, v26, v16
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v24, v24, v14
	v_xor_b32_e32 v14, v14, v16
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v16, v8, v17
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v8, v18, v8
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v8, v8, v20
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v8, v8, v11
	v_xor_b32_e32 v11, v14, v11
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v14, v16, v30
	v_lshrrev_b32_e32 v16, 14, v4
	v_xor_b32_e32 v17, v18, v28
	v_and_b32_e32 v16, s5, v16
	v_lshrrev_b32_e32 v18, 6, v4
	v_and_b32_e32 v18, s5, v18
	ds_read_b32 v16, v16 offset:1024
	v_and_b32_e32 v4, s6, v4
	ds_read_b32 v18, v18 offset:2048
	v_lshlrev_b32_e32 v4, 2, v4
	ds_read_b32 v4, v4 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v20, v16, v30
	v_xor_b32_e32 v16, v17, v16
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v17, v20, v18
	v_xor_b32_e32 v22, v22, v29
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v17, v4
	v_xor_b32_e32 v17, v14, v26
	v_xor_b32_e32 v20, v16, v24
	v_xor_b32_e32 v18, v22, v18
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v20, s8, v20
	v_or_b32_e32 v17, v20, v17
	v_xor_b32_e32 v20, v18, v8
	v_and_b32_e32 v20, s9, v20
	v_or_b32_e32 v17, v17, v20
	v_xor_b32_e32 v20, v4, v11
	v_and_b32_e32 v20, s6, v20
	v_or_b32_e32 v17, v17, v20
	v_lshrrev_b32_e32 v20, 24, v11
	v_and_b32_e32 v22, s6, v26
	v_xor_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 8, v14
	v_xor_b32_e32 v22, v22, v24
	v_and_b32_e32 v22, s7, v22
	v_or_b32_e32 v20, v22, v20
	v_lshlrev_b32_e32 v22, 8, v16
	v_xor_b32_e32 v22, v22, v8
	v_and_b32_e32 v22, s8, v22
	v_or_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 8, v18
	v_xor_b32_e32 v22, v4, v22
	v_and_b32_e32 v22, s9, v22
	v_or_b32_e32 v20, v20, v22
	v_lshlrev_b32_e32 v22, 16, v16
	v_xor_b32_e32 v22, v4, v22
	v_and_b32_e32 v4, s7, v4
	v_lshlrev_b32_e32 v28, 24, v14
	v_xor_b32_e32 v4, v4, v28
	v_lshlrev_b32_e32 v14, 16, v14
	v_lshrrev_b32_e32 v28, 8, v11
	v_lshrrev_b32_e32 v5, 16, v5
	v_xor_b32_e32 v14, v14, v8
	v_xor_b32_e32 v8, v28, v8
	v_xor_b32_e32 v0, v17, v0
	v_xor_b32_e32 v17, v17, v21
	v_lshrrev_b32_e32 v21, 24, v19
	v_bfe_u32 v28, v27, 8, 8
	v_lshrrev_b32_e32 v13, 24, v13
	v_bfe_u32 v27, v27, 16, 8
	v_xor_b32_e32 v5, v5, v25
	v_lshrrev_b32_e32 v19, 16, v19
	v_lshrrev_b32_e32 v25, 8, v25
	v_xor_b32_e32 v21, v21, v28
	v_xor_b32_e32 v13, v13, v27
	v_xor_b32_e32 v19, v19, v25
	v_lshrrev_b32_e32 v25, 22, v17
	v_lshrrev_b32_e32 v27, 14, v17
	v_lshrrev_b32_e32 v28, 6, v17
	v_and_b32_e32 v17, s6, v17
	v_lshrrev_b32_e32 v10, 22, v10
	v_and_b32_e32 v25, s5, v25
	v_and_b32_e32 v27, s5, v27
	v_and_b32_e32 v28, s5, v28
	v_lshlrev_b32_e32 v17, 2, v17
	v_and_b32_e32 v10, s5, v10
	ds_read_b32 v25, v25
	ds_read_b32 v27, v27 offset:1024
	ds_read_b32 v28, v28 offset:2048
	ds_read_b32 v17, v17 offset:3072
	ds_read_b32 v10, v10
	v_lshrrev_b32_e32 v23, 14, v23
	v_and_b32_e32 v5, s6, v5
	v_and_b32_e32 v19, s6, v19
	v_and_b32_e32 v15, s6, v15
	v_lshrrev_b32_e32 v29, 22, v9
	v_and_b32_e32 v23, s5, v23
	v_lshlrev_b32_e32 v21, 2, v21
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshrrev_b32_e32 v12, 22, v12
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v19, 2, v19
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v29, s5, v29
	ds_read_b32 v23, v23 offset:1024
	ds_read_b32 v21, v21 offset:2048
	ds_read_b32 v5, v5 offset:3072
	ds_read_b32 v12, v12
	ds_read_b32 v13, v13 offset:1024
	ds_read_b32 v19, v19 offset:2048
	ds_read_b32 v15, v15 offset:3072
	ds_read_b32 v29, v29
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v23, v23, v10
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v23, v23, v21
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v10, v12, v10
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v12, v13, v12
	v_xor_b32_e32 v25, v27, v25
	v_xor_b32_e32 v23, v23, v5
	v_xor_b32_e32 v5, v5, v17
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v12, v12, v19
	v_xor_b32_e32 v25, v25, v28
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v12, v12, v15
	v_xor_b32_e32 v5, v5, v15
	v_lshrrev_b32_e32 v15, 14, v9
	v_xor_b32_e32 v25, v25, v17
	v_and_b32_e32 v15, s5, v15
	v_lshrrev_b32_e32 v17, 6, v9
	v_and_b32_e32 v17, s5, v17
	ds_read_b32 v15, v15 offset:1024
	v_and_b32_e32 v9, s6, v9
	ds_read_b32 v17, v17 offset:2048
	v_lshlrev_b32_e32 v9, 2, v9
	ds_read_b32 v9, v9 offset:3072
	v_xor_b32_e32 v13, v13, v27
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v19, v15, v29
	v_xor_b32_e32 v10, v10, v29
	v_xor_b32_e32 v13, v13, v15
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v15, v19, v17
	v_xor_b32_e32 v21, v21, v28
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v9, v15, v9
	v_xor_b32_e32 v15, v10, v25
	v_xor_b32_e32 v19, v13, v23
	v_xor_b32_e32 v17, v21, v17
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v19, s8, v19
	v_or_b32_e32 v15, v19, v15
	v_xor_b32_e32 v19, v17, v12
	v_and_b32_e32 v19, s9, v19
	v_or_b32_e32 v15, v15, v19
	v_xor_b32_e32 v19, v9, v5
	v_and_b32_e32 v19, s6, v19
	v_or_b32_e32 v15, v15, v19
	v_lshrrev_b32_e32 v19, 24, v5
	v_and_b32_e32 v21, s6, v25
	v_xor_b32_e32 v19, v19, v21
	v_lshlrev_b32_e32 v21, 8, v10
	v_xor_b32_e32 v21, v21, v23
	v_and_b32_e32 v21, s7, v21
	v_or_b32_e32 v19, v21, v19
	v_lshlrev_b32_e32 v21, 8, v13
	v_xor_b32_e32 v21, v21, v12
	v_and_b32_e32 v21, s8, v21
	v_or_b32_e32 v19, v19, v21
	v_lshlrev_b32_e32 v21, 8, v17
	v_xor_b32_e32 v21, v9, v21
	v_and_b32_e32 v21, s9, v21
	v_or_b32_e32 v19, v19, v21
	v_lshlrev_b32_e32 v21, 16, v13
	v_xor_b32_e32 v21, v9, v21
	v_and_b32_e32 v9, s7, v9
	v_lshlrev_b32_e32 v27, 24, v10
	v_xor_b32_e32 v9, v9, v27
	v_lshlrev_b32_e32 v10, 16, v10
	v_lshrrev_b32_e32 v27, 8, v5
	v_lshrrev_b32_e32 v11, 16, v11
	v_xor_b32_e32 v10, v10, v12
	v_xor_b32_e32 v12, v27, v12
	v_xor_b32_e32 v7, v7, v15
	v_xor_b32_e32 v15, v15, v20
	v_lshrrev_b32_e32 v20, 24, v18
	v_bfe_u32 v27, v26, 8, 8
	v_lshrrev_b32_e32 v16, 24, v16
	v_bfe_u32 v26, v26, 16, 8
	v_xor_b32_e32 v11, v11, v24
	v_lshrrev_b32_e32 v18, 16, v18
	v_lshrrev_b32_e32 v24, 8, v24
	v_xor_b32_e32 v20, v20, v27
	v_xor_b32_e32 v16, v16, v26
	v_xor_b32_e32 v18, v18, v24
	v_lshrrev_b32_e32 v24, 22, v15
	v_lshrrev_b32_e32 v26, 14, v15
	v_lshrrev_b32_e32 v27, 6, v15
	v_and_b32_e32 v15, s6, v15
	v_lshrrev_b32_e32 v14, 22, v14
	v_and_b32_e32 v24, s5, v24
	v_and_b32_e32 v26, s5, v26
	v_and_b32_e32 v27, s5, v27
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v14, s5, v14
	ds_read_b32 v24, v24
	ds_read_b32 v26, v26 offset:1024
	ds_read_b32 v27, v27 offset:2048
	ds_read_b32 v15, v15 offset:3072
	ds_read_b32 v14, v14
	v_lshrrev_b32_e32 v22, 14, v22
	v_and_b32_e32 v11, s6, v11
	v_and_b32_e32 v18, s6, v18
	v_and_b32_e32 v8, s6, v8
	v_lshrrev_b32_e32 v28, 22, v0
	v_and_b32_e32 v22, s5, v22
	v_lshlrev_b32_e32 v20, 2, v20
	v_lshlrev_b32_e32 v11, 2, v11
	v_lshrrev_b32_e32 v4, 22, v4
	v_lshlrev_b32_e32 v16, 2, v16
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshlrev_b32_e32 v8, 2, v8
	v_and_b32_e32 v28, s5, v28
	ds_read_b32 v22, v22 offset:1024
	ds_read_b32 v20, v20 offset:2048
	ds_read_b32 v11, v11 offset:3072
	ds_read_b32 v4, v4
	ds_read_b32 v16, v16 offset:1024
	ds_read_b32 v18, v18 offset:2048
	ds_read_b32 v8, v8 offset:3072
	ds_read_b32 v28, v28
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v22, v22, v14
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v22, v22, v20
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v14, v4, v14
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v4, v16, v4
	v_xor_b32_e32 v24, v26, v24
	v_xor_b32_e32 v22, v22, v11
	v_xor_b32_e32 v11, v11, v15
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v4, v4, v18
	v_xor_b32_e32 v24, v24, v27
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_xor_b32_e32 v8, v11, v8
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v11, v14, v28
	v_lshrrev_b32_e32 v14, 14, v0
	v_xor_b32_e32 v24, v24, v15
	v_xor_b32_e32 v15, v16, v26
	v_and_b32_e32 v14, s5, v14
	v_lshrrev_b32_e32 v16, 6, v0
	v_and_b32_e32 v16, s5, v16
	ds_read_b32 v14, v14 offset:1024
	v_and_b32_e32 v0, s6, v0
	ds_read_b32 v16, v16 offset:2048
	v_lshlrev_b32_e32 v0, 2, v0
	ds_read_b32 v0, v0 offset:3072
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v18, v14, v28
	v_xor_b32_e32 v14, v15, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v15, v18, v16
	v_xor_b32_e32 v20, v20, v27
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v15, v0
	v_xor_b32_e32 v15, v11, v24
	v_xor_b32_e32 v18, v14, v22
	v_xor_b32_e32 v16, v20, v16
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v18, s8, v18
	v_or_b32_e32 v15, v18, v15
	v_xor_b32_e32 v18, v16, v4
	v_and_b32_e32 v18, s9, v18
	v_or_b32_e32 v15, v15, v18
	v_xor_b32_e32 v18, v0, v8
	v_and_b32_e32 v18, s6, v18
	v_or_b32_e32 v15, v15, v18
	v_lshrrev_b32_e32 v18, 24, v8
	v_and_b32_e32 v20, s6, v24
	v_xor_b32_e32 v18, v18, v20
	v_lshlrev_b32_e32 v20, 8, v11
	v_xor_b32_e32 v20, v20, v22
	v_and_b32_e32 v20, s7, v20
	v_or_b32_e32 v18, v20, v18
	v_lshlrev_b32_e32 v20, 8, v14
	v_xor_b32_e32 v20, v20, v4
	v_and_b32_e32 v20, s8, v20
	v_or_b32_e32 v18, v18, v20
	v_lshlrev_b32_e32 v20, 8, v16
	v_xor_b32_e32 v20, v0, v20
	v_and_b32_e32 v20, s9, v20
	v_or_b32_e32 v18, v18, v20
	v_lshlrev_b32_e32 v20, 16, v14
	v_xor_b32_e32 v20, v0, v20
	v_and_b32_e32 v0, s7, v0
	v_lshlrev_b32_e32 v26, 24, v11
	v_xor_b32_e32 v0, v0, v26
	v_lshlrev_b32_e32 v11, 16, v11
	v_lshrrev_b32_e32 v26, 8, v8
	v_lshrrev_b32_e32 v5, 16, v5
	v_xor_b32_e32 v11, v11, v4
	v_xor_b32_e32 v4, v26, v4
	v_xor_b32_e32 v6, v15, v6
	v_xor_b32_e32 v15, v15, v19
	v_lshrrev_b32_e32 v19, 24, v17
	v_bfe_u32 v26, v25, 8, 8
	v_lshrrev_b32_e32 v13, 24, v13
	v_bfe_u32 v25, v25, 16, 8
	v_xor_b32_e32 v5, v5, v23
	v_lshrrev_b32_e32 v17, 16, v17
	v_lshrrev_b32_e32 v23, 8, v23
	v_xor_b32_e32 v19, v19, v26
	v_xor_b32_e32 v13, v13, v25
	v_xor_b32_e32 v17, v17, v23
	v_lshrrev_b32_e32 v23, 22, v15
	v_lshrrev_b32_e32 v25, 14, v15
	v_lshrrev_b32_e32 v26, 6, v15
	v_and_b32_e32 v15, s6, v15
	v_lshrrev_b32_e32 v10, 22, v10
	v_and_b32_e32 v23, s5, v23
	v_and_b32_e32 v25, s5, v25
	v_and_b32_e32 v26, s5, v26
	v_lshlrev_b32_e32 v15, 2, v15
	v_and_b32_e32 v10, s5, v10
	ds_read_b32 v23, v23
	ds_read_b32 v25, v25 offset:1024
	ds_read_b32 v26, v26 offset:2048
	ds_read_b32 v15, v15 offset:3072
	ds_read_b32 v10, v10
	v_lshrrev_b32_e32 v21, 14, v21
	v_and_b32_e32 v5, s6, v5
	v_and_b32_e32 v17, s6, v17
	v_and_b32_e32 v12, s6, v12
	v_lshrrev_b32_e32 v27, 22, v7
	v_and_b32_e32 v21, s5, v21
	v_lshlrev_b32_e32 v19, 2, v19
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshrrev_b32_e32 v9, 22, v9
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v17, 2, v17
	v_lshlrev_b32_e32 v12, 2, v12
	v_and_b32_e32 v27, s5, v27
	ds_read_b32 v21, v21 offset:1024
	ds_read_b32 v19, v19 offset:2048
	ds_read_b32 v5, v5 offset:3072
	ds_read_b32 v9, v9
	ds_read_b32 v13, v13 offset:1024
	ds_read_b32 v17, v17 offset:2048
	ds_read_b32 v12, v12 offset:3072
	ds_read_b32 v27, v27
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v21, v21, v10
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v21, v21, v19
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v10, v9, v10
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v9, v13, v9
	v_xor_b32_e32 v23, v25, v23
	v_xor_b32_e32 v21, v21, v5
	v_xor_b32_e32 v5, v5, v15
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v9, v9, v17
	v_xor_b32_e32 v23, v23, v26
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v9, v9, v12
	v_xor_b32_e32 v5, v5, v12
	v_lshrrev_b32_e32 v12, 14, v7
	v_xor_b32_e32 v23, v23, v15
	v_and_b32_e32 v12, s5, v12
	v_lshrrev_b32_e32 v15, 6, v7
	v_and_b32_e32 v15, s5, v15
	ds_read_b32 v12, v12 offset:1024
	v_and_b32_e32 v7, s6, v7
	ds_read_b32 v15, v15 offset:2048
	v_lshlrev_b32_e32 v7, 2, v7
	ds_read_b32 v7, v7 offset:3072
	v_xor_b32_e32 v13, v13, v25
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v17, v12, v27
	v_xor_b32_e32 v10, v10, v27
	v_xor_b32_e32 v12, v13, v12
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v13, v17, v15
	v_xor_b32_e32 v19, v19, v26
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v13, v7
	v_xor_b32_e32 v13, v10, v23
	v_xor_b32_e32 v17, v12, v21
	v_xor_b32_e32 v15, v19, v15
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v17, s8, v17
	v_or_b32_e32 v13, v17, v13
	v_xor_b32_e32 v17, v15, v9
	v_and_b32_e32 v17, s9, v17
	v_or_b32_e32 v13, v13, v17
	v_xor_b32_e32 v17, v7, v5
	v_and_b32_e32 v17, s6, v17
	v_or_b32_e32 v13, v13, v17
	v_lshrrev_b32_e32 v17, 24, v5
	v_and_b32_e32 v19, s6, v23
	v_xor_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 8, v10
	v_xor_b32_e32 v19, v19, v21
	v_and_b32_e32 v19, s7, v19
	v_or_b32_e32 v17, v19, v17
	v_lshlrev_b32_e32 v19, 8, v12
	v_xor_b32_e32 v19, v19, v9
	v_and_b32_e32 v19, s8, v19
	v_or_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 8, v15
	v_xor_b32_e32 v19, v7, v19
	v_and_b32_e32 v19, s9, v19
	v_or_b32_e32 v17, v17, v19
	v_lshlrev_b32_e32 v19, 16, v12
	v_xor_b32_e32 v19, v7, v19
	v_and_b32_e32 v7, s7, v7
	v_lshlrev_b32_e32 v25, 24, v10
	v_xor_b32_e32 v7, v7, v25
	v_lshlrev_b32_e32 v10, 16, v10
	v_lshrrev_b32_e32 v25, 8, v5
	v_lshrrev_b32_e32 v8, 16, v8
	v_xor_b32_e32 v10, v10, v9
	v_xor_b32_e32 v9, v25, v9
	v_xor_b32_e32 v2, v13, v2
	v_xor_b32_e32 v13, v13, v18
	v_lshrrev_b32_e32 v18, 24, v16
	v_bfe_u32 v25, v24, 8, 8
	v_lshrrev_b32_e32 v14, 24, v14
	v_bfe_u32 v24, v24, 16, 8
	v_xor_b32_e32 v8, v8, v22
	v_lshrrev_b32_e32 v16, 16, v16
	v_lshrrev_b32_e32 v22, 8, v22
	v_xor_b32_e32 v18, v18, v25
	v_xor_b32_e32 v14, v14, v24
	v_xor_b32_e32 v16, v16, v22
	v_lshrrev_b32_e32 v22, 14, v13
	v_lshrrev_b32_e32 v24, 6, v13
	v_lshrrev_b32_e32 v11, 22, v11
	v_and_b32_e32 v25, s6, v13
	v_and_b32_e32 v22, s5, v22
	v_and_b32_e32 v24, s5, v24
	v_and_b32_e32 v11, s5, v11
	v_lshlrev_b32_e32 v25, 2, v25
	ds_read_b32 v22, v22 offset:1024
	ds_read_b32 v24, v24 offset:2048
	ds_read_b32 v11, v11
	ds_read_b32 v25, v25 offset:3072
	v_lshrrev_b32_e32 v13, 22, v13
	v_and_b32_e32 v13, s5, v13
	ds_read_b32 v13, v13
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v11, v11, v22
	v_lshrrev_b32_e32 v20, 14, v20
	v_and_b32_e32 v8, s6, v8
	v_and_b32_e32 v16, s6, v16
	v_and_b32_e32 v4, s6, v4
	v_lshrrev_b32_e32 v22, 22, v6
	v_and_b32_e32 v20, s5, v20
	v_lshlrev_b32_e32 v18, 2, v18
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshrrev_b32_e32 v0, 22, v0
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v16, 2, v16
	v_lshlrev_b32_e32 v4, 2, v4
	v_and_b32_e32 v22, s5, v22
	ds_read_b32 v20, v20 offset:1024
	ds_read_b32 v18, v18 offset:2048
	ds_read_b32 v8, v8 offset:3072
	ds_read_b32 v0, v0
	ds_read_b32 v14, v14 offset:1024
	ds_read_b32 v16, v16 offset:2048
	ds_read_b32 v4, v4 offset:3072
	ds_read_b32 v22, v22
	s_waitcnt lgkmcnt(8)
	v_xor_b32_e32 v13, v11, v13
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v11, v11, v20
	v_lshrrev_b32_e32 v20, 14, v6
	v_and_b32_e32 v20, s5, v20
	v_xor_b32_e32 v13, v13, v24
	v_lshrrev_b32_e32 v26, 6, v6
	v_and_b32_e32 v6, s6, v6
	v_xor_b32_e32 v13, v13, v25
	ds_read_b32 v20, v20 offset:1024
	v_and_b32_e32 v26, s5, v26
	v_lshlrev_b32_e32 v6, 2, v6
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v13, v13, v0
	v_xor_b32_e32 v0, v0, v24
	v_xor_b32_e32 v11, v11, v18
	ds_read_b32 v26, v26 offset:2048
	ds_read_b32 v6, v6 offset:3072
	v_xor_b32_e32 v0, v0, v18
	v_xor_b32_e32 v11, v11, v8
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v0, v0, v14
	v_xor_b32_e32 v11, v11, v14
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v0, v0, v16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v13, v13, v22
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v11, v11, v20
	v_xor_b32_e32 v0, v0, v4
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v11, s8, v11
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v26
	v_or_b32_e32 v11, v11, v13
	v_and_b32_e32 v0, s9, v0
	v_or_b32_e32 v0, v11, v0
	v_xor_b32_e32 v11, v22, v25
	v_xor_b32_e32 v8, v11, v8
	v_xor_b32_e32 v4, v8, v4
	v_xor_b32_e32 v4, v4, v20
	v_xor_b32_e32 v4, v4, v26
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v6
	v_and_b32_e32 v4, s6, v4
	v_or_b32_e32 v0, v0, v4
	v_xor_b32_e32 v0, v0, v17
	v_lshrrev_b32_e32 v4, 22, v0
	v_lshrrev_b32_e32 v6, 14, v0
	v_lshrrev_b32_e32 v8, 6, v0
	v_and_b32_e32 v0, s6, v0
	v_lshrrev_b32_e32 v10, 22, v10
	v_lshrrev_b32_e32 v13, 24, v15
	v_bfe_u32 v14, v23, 8, 8
	v_and_b32_e32 v4, s5, v4
	v_and_b32_e32 v6, s5, v6
	v_and_b32_e32 v8, s5, v8
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v10, s5, v10
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v12, 24, v12
	v_bfe_u32 v14, v23, 16, 8
	v_lshrrev_b32_e32 v5, 16, v5
	ds_read_b32 v4, v4
	ds_read_b32 v6, v6 offset:1024
	ds_read_b32 v8, v8 offset:2048
	ds_read_b32 v0, v0 offset:3072
	ds_read_b32 v10, v10
	v_xor_b32_e32 v12, v12, v14
	v_lshrrev_b32_e32 v14, 16, v15
	v_lshrrev_b32_e32 v15, 8, v21
	v_xor_b32_e32 v5, v5, v21
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v11, 14, v19
	v_and_b32_e32 v5, s6, v5
	v_and_b32_e32 v14, s6, v14
	v_and_b32_e32 v9, s6, v9
	v_lshrrev_b32_e32 v15, 22, v2
	v_and_b32_e32 v11, s5, v11
	v_lshlrev_b32_e32 v13, 2, v13
	v_lshlrev_b32_e32 v5, 2, v5
	v_lshrrev_b32_e32 v7, 22, v7
	v_lshlrev_b32_e32 v12, 2, v12
	v_lshlrev_b32_e32 v14, 2, v14
	v_lshlrev_b32_e32 v9, 2, v9
	v_and_b32_e32 v15, s5, v15
	ds_read_b32 v11, v11 offset:1024
	ds_read_b32 v13, v13 offset:2048
	ds_read_b32 v5, v5 offset:3072
	ds_read_b32 v7, v7
	ds_read_b32 v12, v12 offset:1024
	ds_read_b32 v14, v14 offset:2048
	ds_read_b32 v9, v9 offset:3072
	ds_read_b32 v15, v15
	s_waitcnt lgkmcnt(11)
	v_xor_b32_e32 v4, v6, v4
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v11, v11, v10
	v_xor_b32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v11, v11, v13
	v_xor_b32_e32 v4, v4, v0
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v11, v11, v5
	v_xor_b32_e32 v0, v5, v0
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v5, v7, v10
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v7, v12, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v9
	v_xor_b32_e32 v0, v0, v9
	v_lshrrev_b32_e32 v9, 14, v2
	v_and_b32_e32 v9, s5, v9
	v_lshrrev_b32_e32 v10, 6, v2
	v_and_b32_e32 v10, s5, v10
	ds_read_b32 v9, v9 offset:1024
	v_and_b32_e32 v2, s6, v2
	ds_read_b32 v10, v10 offset:2048
	v_lshlrev_b32_e32 v2, 2, v2
	ds_read_b32 v2, v2 offset:3072
	v_xor_b32_e32 v6, v12, v6
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v12, v9, v15
	v_xor_b32_e32 v8, v13, v8
	v_xor_b32_e32 v5, v5, v15
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v9, v12, v10
	v_xor_b32_e32 v8, v8, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v2, v9, v2
	v_xor_b32_e32 v9, v5, v4
	v_xor_b32_e32 v10, v6, v11
	v_and_b32_e32 v9, s7, v9
	v_and_b32_e32 v10, s8, v10
	v_or_b32_e32 v9, v10, v9
	v_xor_b32_e32 v10, v8, v7
	v_and_b32_e32 v10, s9, v10
	v_or_b32_e32 v9, v9, v10
	v_xor_b32_e32 v10, v2, v0
	v_lshlrev_b32_e32 v5, 24, v5
	v_and_b32_e32 v2, s7, v2
	v_xor_b32_e32 v2, v2, v5
	v_lshrrev_b32_e32 v5, 8, v6
	v_lshrrev_b32_e32 v0, 8, v0
	v_xor_b32_e32 v4, v5, v4
	v_xor_b32_e32 v0, v0, v7
	v_and_b32_e32 v10, s6, v10
	v_and_b32_e32 v4, s8, v4
	v_lshrrev_b32_e32 v5, 8, v8
	v_and_b32_e32 v0, s6, v0
	v_or_b32_e32 v9, v9, v10
	v_xor_b32_e32 v5, v5, v11
	v_or_b32_e32 v0, v4, v0
	v_and_b32_e32 v5, s9, v5
	v_or_b32_e32 v0, v0, v2
	v_xor_b32_e32 v2, v9, v3
	v_or_b32_e32 v0, v0, v5
	v_alignbit_b32 v3, v2, v2, 8
	v_alignbit_b32 v2, v2, v2, 24
	v_bfi_b32 v3, s4, v2, v3
	v_alignbit_b32 v2, v0, v0, 8
	v_alignbit_b32 v0, v0, v0, 24
	v_bfi_b32 v2, s4, v0, v2
	v_cmp_le_u64_e32 vcc, v[2:3], v[40:41]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:
	s_add_u32 s4, s50, s5
	s_addc_u32 s5, s51, 0
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	flat_load_dword v4, v[2:3] glc
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v0, s51
	v_add_i32_e32 v6, vcc, 1, v4
	v_lshl_b64 v[4:5], v[4:5], 2
	flat_store_dword v[2:3], v6
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, s50, v4
	v_addc_u32_e32 v3, vcc, v0, v5, vcc
	flat_store_dword v[2:3], v1
	s_waitcnt vmcnt(0)
.LBB0_5:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel search
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 133
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
.Lfunc_end0:
	.size	search, .Lfunc_end0-search
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 48176
; NumSgprs: 56
; NumVgprs: 133
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 33
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 133
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	IV224                           ; @IV224
	.type	IV224,@object
	.section	.rodata,#alloc
	.globl	IV224
	.p2align	2
IV224:
	.long	4106818061                      ; 0xf4c9120d
	.long	1653012311                      ; 0x6286f757
	.long	3996770332                      ; 0xee39e01c
	.long	3765756875                      ; 0xe074e3cb
	.long	2702343266                      ; 0xa1127c62
	.long	2588135957                      ; 0x9a43d215
	.long	3180160922                      ; 0xbd8d679a
	.size	IV224, 28

	.hidden	IV256                           ; @IV256
	.type	IV256,@object
	.globl	IV256
	.p2align	2
IV256:
	.long	3914513886                      ; 0xe952bdde
	.long	1718686559                      ; 0x6671135f
	.long	3772053096                      ; 0xe0d4f668
	.long	3534796180                      ; 0xd2b0b594
	.long	4184629789                      ; 0xf96c621d
	.long	4227410398                      ; 0xfbf929de
	.long	2437539993                      ; 0x9149e899
	.long	888717896                       ; 0x34f8c248
	.size	IV256, 32

	.hidden	IV384                           ; @IV384
	.type	IV384,@object
	.globl	IV384
	.p2align	2
IV384:
	.long	2858544141                      ; 0xaa61ec0d
	.long	824520223                       ; 0x31252e1f
	.long	2686301383                      ; 0xa01db4c7
	.long	6293893                         ; 0x600985
	.long	559871050                       ; 0x215ef44a
	.long	1947950748                      ; 0x741b5e9c
	.long	4201201306                      ; 0xfa693e9a
	.long	1195290688                      ; 0x473eb040
	.long	3842158218                      ; 0xe502ae8a
	.long	2845582816                      ; 0xa99c25e0
	.long	3163902332                      ; 0xbc95517c
	.long	1544590753                      ; 0x5c1095a1
	.size	IV384, 48

	.hidden	IV512                           ; @IV512
	.type	IV512,@object
	.globl	IV512
	.p2align	2
IV512:
	.long	2282202494                      ; 0x8807a57e
	.long	3860246389                      ; 0xe616af75
	.long	3318998235                      ; 0xc5d3e4db
	.long	2895818791                      ; 0xac9ab027
	.long	3642093847                      ; 0xd915f117
	.long	3069103188                      ; 0xb6eecc54
	.long	115868171                       ; 0x6e8020b
	.long	1251143633                      ; 0x4a92efd1
	.long	2865160905                      ; 0xaac6e2c9
	.long	3719435160                      ; 0xddb21398
	.long	3404093496                      ; 0xcae65838
	.long	1132404799                      ; 0x437f203f
	.long	636123367                       ; 0x25ea78e7
	.long	2501893590                      ; 0x951fddd6
	.long	3664695581                      ; 0xda6ed11d
	.long	3778950503                      ; 0xe13e3567
	.size	IV512, 64

	.hidden	mixtab0_c                       ; @mixtab0_c
	.type	mixtab0_c,@object
	.globl	mixtab0_c
	.p2align	2
mixtab0_c:
	.long	1667445399                      ; 0x63633297
	.long	2088529899                      ; 0x7c7c6feb
	.long	2004311751                      ; 0x77775ec7
	.long	2071689975                      ; 0x7b7b7af7
	.long	4076005605                      ; 0xf2f2e8e5
	.long	1802177207                      ; 0x6b6b0ab7
	.long	1869551271                      ; 0x6f6f16a7
	.long	3318050105                      ; 0xc5c56d39
	.long	808489152                       ; 0x303090c0
	.long	16844548                        ; 0x1010704
	.long	1734815367                      ; 0x67672e87
	.long	724292012                       ; 0x2b2bd1ac
	.long	4278111445                      ; 0xfefeccd5
	.long	3621196657                      ; 0xd7d71371
	.long	2880142490                      ; 0xabab7c9a
	.long	1987467715                      ; 0x767659c3
	.long	3402252293                      ; 0xcaca4005
	.long	2189599550                      ; 0x8282a33e
	.long	3385411849                      ; 0xc9c94909
	.long	2105370863                      ; 0x7d7d68ef
	.long	4210741445                      ; 0xfafad0c5
	.long	1499042943                      ; 0x5959947f
	.long	1195888135                      ; 0x4747ce07
	.long	4042319597                      ; 0xf0f0e6ed
	.long	2913824386                      ; 0xadad6e82
	.long	3570670205                      ; 0xd4d41a7d
	.long	2728543166                      ; 0xa2a243be
	.long	2947506314                      ; 0xafaf608a
	.long	2627533126                      ; 0x9c9cf946
	.long	2762232230                      ; 0xa4a451a6
	.long	1920091603                      ; 0x727245d3
	.long	3233838637                      ; 0xc0c0762d
	.long	3082234090                      ; 0xb7b728ea
	.long	4261266905                      ; 0xfdfdc5d9
	.long	2475938938                      ; 0x9393d47a
	.long	640086680                       ; 0x2626f298
	.long	909542104                       ; 0x363682d8
	.long	1061142012                      ; 0x3f3fbdfc
	.long	4160222193                      ; 0xf7f7f3f1
	.long	3435942429                      ; 0xcccc521d
	.long	875859152                       ; 0x34348cd0
	.long	2779076258                      ; 0xa5a556a2
	.long	3857026489                      ; 0xe5e58db9
	.long	4059161065                      ; 0xf1f1e1e9
	.long	1903250655                      ; 0x71714cdf
	.long	3638050381                      ; 0xd8d83e4d
	.long	825333700                       ; 0x313197c4
	.long	353725268                       ; 0x15156b54
	.long	67378192                        ; 0x4041c10
	.long	3351733041                      ; 0xc7c76331
	.long	589556108                       ; 0x2323e98c
	.long	3284369185                      ; 0xc3c37f21
	.long	404244576                       ; 0x18184860
	.long	2526465902                      ; 0x9696cf6e
	.long	84220692                        ; 0x5051b14
	.long	2593844062                      ; 0x9a9aeb5e
	.long	117904668                       ; 0x707151c
	.long	303201864                       ; 0x12127e48
	.long	2155916598                      ; 0x8080ad36
	.long	3806501029                      ; 0xe2e298a5
	.long	3958089601                      ; 0xebeba781
	.long	656930204                       ; 0x2727f59c
	.long	2998023166                      ; 0xb2b233fe
	.long	1970622671                      ; 0x757550cf
	.long	151600932                       ; 0x9093f24
	.long	2206442554                      ; 0x8383a43a
	.long	741131440                       ; 0x2c2cc4b0
	.long	437929576                       ; 0x1a1a4668
	.long	454771052                       ; 0x1b1b416c
	.long	1852707235                      ; 0x6e6e11a3
	.long	1515887987                      ; 0x5a5a9d73
	.long	2694860214                      ; 0xa0a04db6
	.long	1381147987                      ; 0x5252a553
	.long	993763820                       ; 0x3b3ba1ec
	.long	3604354165                      ; 0xd6d61475
	.long	3014866170                      ; 0xb3b334fa
	.long	690610084                       ; 0x2929dfa4
	.long	3823345569                      ; 0xe3e39fa1
	.long	791662012                       ; 0x2f2fcdbc
	.long	2223288614                      ; 0x8484b126
	.long	1397989975                      ; 0x5353a257
	.long	3520135529                      ; 0xd1d10169
	.long	0                               ; 0x0
	.long	3991778713                      ; 0xededb599
	.long	539025536                       ; 0x2020e080
	.long	4244423389                      ; 0xfcfcc2dd
	.long	2981182194                      ; 0xb1b13af2
	.long	1532729975                      ; 0x5b5b9a77
	.long	1785335219                      ; 0x6a6a0db3
	.long	3419096833                      ; 0xcbcb4701
	.long	3200128974                      ; 0xbebe17ce
	.long	960081892                       ; 0x3939afe4
	.long	1246424371                      ; 0x4a4aed33
	.long	1280114475                      ; 0x4c4cff2b
	.long	1482199931                      ; 0x5858937b
	.long	3486472977                      ; 0xcfcf5b11
	.long	3503294061                      ; 0xd0d0066d
	.long	4025465745                      ; 0xefefbb91
	.long	2863299486                      ; 0xaaaa7b9e
	.long	4227585985                      ; 0xfbfbd7c1
	.long	1128518167                      ; 0x4343d217
	.long	1296955439                      ; 0x4d4df82f
	.long	859019724                       ; 0x333399cc
	.long	2240132642                      ; 0x8585b622
	.long	1162199055                      ; 0x4545c00f
	.long	4193901001                      ; 0xf9f9d9c9
	.long	33689096                        ; 0x2020e08
	.long	2139055847                      ; 0x7f7f66e7
	.long	1347464027                      ; 0x5050ab5b
	.long	1010611440                      ; 0x3c3cb4f0
	.long	2678059082                      ; 0x9f9ff04a
	.long	2829612438                      ; 0xa8a87596
	.long	1364307039                      ; 0x5151ac5f
	.long	2745386170                      ; 0xa3a344ba
	.long	1077992219                      ; 0x4040db1b
	.long	2408546314                      ; 0x8f8f800a
	.long	2459095934                      ; 0x9292d37e
	.long	2644377154                      ; 0x9d9dfe42
	.long	943237344                       ; 0x3838a8e0
	.long	4126539257                      ; 0xf5f5fdf9
	.long	3166443974                      ; 0xbcbc19c6
	.long	3065393134                      ; 0xb6b62fee
	.long	3671732293                      ; 0xdada3045
	.long	555870084                       ; 0x2121e784
	.long	269512768                       ; 0x10107040
	.long	4294953937                      ; 0xffffcbd1
	.long	4092850145                      ; 0xf3f3efe1
	.long	3536980069                      ; 0xd2d20865
	.long	3452785945                      ; 0xcdcd5519
	.long	202122288                       ; 0xc0c2430
	.long	320043340                       ; 0x1313794c
	.long	3974935197                      ; 0xececb29d
	.long	1600095847                      ; 0x5f5f8667
	.long	2543306858                      ; 0x9797c86a
	.long	1145358091                      ; 0x4444c70b
	.long	387409244                       ; 0x1717655c
	.long	3301206589                      ; 0xc4c46a3d
	.long	2812762282                      ; 0xa7a758aa
	.long	2122211811                      ; 0x7e7e61e3
	.long	1027453940                      ; 0x3d3db3f4
	.long	1684285323                      ; 0x6464278b
	.long	1566410863                      ; 0x5d5d886f
	.long	421089124                       ; 0x19194f64
	.long	1936933591                      ; 0x737342d7
	.long	1616919451                      ; 0x60603b9b
	.long	2172758578                      ; 0x8181aa32
	.long	1330640423                      ; 0x4f4ff627
	.long	3705414237                      ; 0xdcdc225d
	.long	572714632                       ; 0x2222ee88
	.long	707450536                       ; 0x2a2ad6a8
	.long	2425412982                      ; 0x9090dd76
	.long	2290652438                      ; 0x88889516
	.long	1179044099                      ; 0x4646c903
	.long	4008623253                      ; 0xeeeebc95
	.long	3099067862                      ; 0xb8b805d6
	.long	336882768                       ; 0x14146c50
	.long	3739102293                      ; 0xdede2c55
	.long	1583251811                      ; 0x5e5e8163
	.long	185282860                       ; 0xb0b312c
	.long	3688576833                      ; 0xdbdb3741
	.long	3772815021                      ; 0xe0e096ad
	.long	842178248                       ; 0x32329ec8
	.long	976922344                       ; 0x3a3aa6e8
	.long	168441384                       ; 0xa0a3628
	.long	1229579327                      ; 0x4949e43f
	.long	101061144                       ; 0x6061218
	.long	606403728                       ; 0x2424fc90
	.long	1549569899                      ; 0x5c5c8f6b
	.long	3267524645                      ; 0xc2c27825
	.long	3553824609                      ; 0xd3d30f61
	.long	2896980358                      ; 0xacac6986
	.long	1650603411                      ; 0x62623593
	.long	2442254962                      ; 0x9191da72
	.long	2509620834                      ; 0x9595c662
	.long	3840182973                      ; 0xe4e48abd
	.long	2038002943                      ; 0x797974ff
	.long	3890709425                      ; 0xe7e783b1
	.long	3368570381                      ; 0xc8c84e0d
	.long	926385628                       ; 0x373785dc
	.long	1835866287                      ; 0x6d6d18af
	.long	2374864386                      ; 0x8d8d8e02
	.long	3587513721                      ; 0xd5d51d79
	.long	1313796387                      ; 0x4e4ef123
	.long	2846454418                      ; 0xa9a97292
	.long	1819025323                      ; 0x6c6c1fab
	.long	1448524099                      ; 0x5656b943
	.long	4109695741                      ; 0xf4f4fafd
	.long	3941245061                      ; 0xeaeaa085
	.long	1701126287                      ; 0x6565208f
	.long	2054847987                      ; 0x7a7a7df3
	.long	2930665358                      ; 0xaeae678e
	.long	134756384                       ; 0x8083820
	.long	3132754910                      ; 0xbaba0bde
	.long	2021159931                      ; 0x787873fb
	.long	623246228                       ; 0x2525fb94
	.long	774818488                       ; 0x2e2ecab8
	.long	471618672                       ; 0x1c1c5470
	.long	2795921326                      ; 0xa6a65fae
	.long	3031704038                      ; 0xb4b421e6
	.long	3334890549                      ; 0xc6c66435
	.long	3907563149                      ; 0xe8e8ae8d
	.long	3722257753                      ; 0xdddd2559
	.long	1953781707                      ; 0x747457cb
	.long	522149244                       ; 0x1f1f5d7c
	.long	1263266359                      ; 0x4b4bea37
	.long	3183288002                      ; 0xbdbd1ec2
	.long	2341182490                      ; 0x8b8b9c1a
	.long	2324339486                      ; 0x8a8a9b1e
	.long	1886407643                      ; 0x70704bdb
	.long	1044298488                      ; 0x3e3ebaf8
	.long	3048548066                      ; 0xb5b526e2
	.long	1717971331                      ; 0x66662983
	.long	1212736315                      ; 0x4848e33b
	.long	50530572                        ; 0x303090c
	.long	4143379701                      ; 0xf6f6f4f5
	.long	235809336                       ; 0xe0e2a38
	.long	1633762463                      ; 0x61613c9f
	.long	892701652                       ; 0x35358bd4
	.long	1465368135                      ; 0x5757be47
	.long	3115909842                      ; 0xb9b902d2
	.long	2256977710                      ; 0x8686bf2e
	.long	3250680105                      ; 0xc1c17129
	.long	488461172                       ; 0x1d1d5374
	.long	2661218126                      ; 0x9e9ef74e
	.long	3789656489                      ; 0xe1e191a9
	.long	4177059533                      ; 0xf8f8decd
	.long	2560157014                      ; 0x9898e556
	.long	286357316                       ; 0x11117744
	.long	1768490175                      ; 0x696904bf
	.long	3654891849                      ; 0xd9d93949
	.long	2391705358                      ; 0x8e8e870e
	.long	2492776806                      ; 0x9494c166
	.long	2610687066                      ; 0x9b9bec5a
	.long	505305720                       ; 0x1e1e5a78
	.long	2273818666                      ; 0x8787b82a
	.long	3924404617                      ; 0xe9e9a989
	.long	3469630485                      ; 0xcece5c15
	.long	1431679055                      ; 0x5555b04f
	.long	673765536                       ; 0x2828d8a0
	.long	3755944785                      ; 0xdfdf2b51
	.long	2358020358                      ; 0x8c8c8906
	.long	2711702194                      ; 0xa1a14ab2
	.long	2307494418                      ; 0x89899212
	.long	218964788                       ; 0xd0d2334
	.long	3216969930                      ; 0xbfbf10ca
	.long	3873866933                      ; 0xe6e684b5
	.long	1111676179                      ; 0x4242d513
	.long	1751647163                      ; 0x686803bb
	.long	1094835231                      ; 0x4141dc1f
	.long	2576998994                      ; 0x9999e252
	.long	757973940                       ; 0x2d2dc3b4
	.long	252652860                       ; 0xf0f2d3c
	.long	2964340214                      ; 0xb0b03df6
	.long	1414838091                      ; 0x5454b74b
	.long	3149597914                      ; 0xbbbb0cda
	.long	370565720                       ; 0x16166258
	.size	mixtab0_c, 1024

	.hidden	mixtab1_c                       ; @mixtab1_c
	.type	mixtab1_c,@object
	.globl	mixtab1_c
	.p2align	2
mixtab1_c:
	.long	2539873074                      ; 0x97636332
	.long	3950804079                      ; 0xeb7c7c6f
	.long	3346495326                      ; 0xc777775e
	.long	4152064890                      ; 0xf77b7b7a
	.long	3857904360                      ; 0xe5f2f2e8
	.long	3077270282                      ; 0xb76b6b0a
	.long	2809098006                      ; 0xa76f6f16
	.long	969262445                       ; 0x39c5c56d
	.long	3224383632                      ; 0xc0303090
	.long	67174663                        ; 0x4010107
	.long	2271700782                      ; 0x8767672e
	.long	2888510417                      ; 0xac2b2bd1
	.long	3590258380                      ; 0xd5fefecc
	.long	1909970707                      ; 0x71d7d713
	.long	2594941820                      ; 0x9aabab7c
	.long	3279320665                      ; 0xc3767659
	.long	97176128                        ; 0x5caca40
	.long	1048740515                      ; 0x3e8282a3
	.long	164219209                       ; 0x9c9c949
	.long	4017978728                      ; 0xef7d7d68
	.long	3321559760                      ; 0xc5fafad0
	.long	2136562068                      ; 0x7f595994
	.long	122111950                       ; 0x74747ce
	.long	3991990502                      ; 0xedf0f0e6
	.long	2192420206                      ; 0x82adad6e
	.long	2111099930                      ; 0x7dd4d41a
	.long	3198329411                      ; 0xbea2a243
	.long	2326769504                      ; 0x8aafaf60
	.long	1184668921                      ; 0x469c9cf9
	.long	2795807825                      ; 0xa6a4a451
	.long	3547492933                      ; 0xd3727245
	.long	767606902                       ; 0x2dc0c076
	.long	3937908520                      ; 0xeab7b728
	.long	3657301445                      ; 0xd9fdfdc5
	.long	2056491988                      ; 0x7a9393d4
	.long	2552637170                      ; 0x982626f2
	.long	3627431554                      ; 0xd8363682
	.long	4232003517                      ; 0xfc3f3fbd
	.long	4059559923                      ; 0xf1f7f7f3
	.long	499960914                       ; 0x1dcccc52
	.long	3493082252                      ; 0xd034348c
	.long	2728764758                      ; 0xa2a5a556
	.long	3118851469                      ; 0xb9e5e58d
	.long	3924947425                      ; 0xe9f1f1e1
	.long	3748753740                      ; 0xdf71714c
	.long	1306056766                      ; 0x4dd8d83e
	.long	3291558295                      ; 0xc4313197
	.long	1410667883                      ; 0x5415156b
	.long	268698652                       ; 0x1004041c
	.long	835176291                       ; 0x31c7c763
	.long	2351113193                      ; 0x8c2323e9
	.long	566477695                       ; 0x21c3c37f
	.long	1612191816                      ; 0x60181848
	.long	1855362767                      ; 0x6e9696cf
	.long	335873307                       ; 0x1405051b
	.long	1587190507                      ; 0x5e9a9aeb
	.long	470222613                       ; 0x1c070715
	.long	1209143934                      ; 0x4812127e
	.long	914391213                       ; 0x368080ad
	.long	2783109784                      ; 0xa5e2e298
	.long	2179722151                      ; 0x81ebeba7
	.long	2619811829                      ; 0x9c2727f5
	.long	4273123891                      ; 0xfeb2b233
	.long	3480581456                      ; 0xcf757550
	.long	604571967                       ; 0x2409093f
	.long	981697444                       ; 0x3a8383a4
	.long	2955685060                      ; 0xb02c2cc4
	.long	1746541126                      ; 0x681a1a46
	.long	1813715777                      ; 0x6c1b1b41
	.long	2741923345                      ; 0xa36e6e11
	.long	1935301277                      ; 0x735a5a9d
	.long	3063980109                      ; 0xb6a0a04d
	.long	1397904037                      ; 0x535252a5
	.long	3963304865                      ; 0xec3b3ba1
	.long	1977013780                      ; 0x75d6d614
	.long	4206080820                      ; 0xfab3b334
	.long	2754161119                      ; 0xa42929df
	.long	2716066719                      ; 0xa1e3e39f
	.long	3157209037                      ; 0xbc2f2fcd
	.long	646218929                       ; 0x268484b1
	.long	1465078690                      ; 0x575353a2
	.long	1775358209                      ; 0x69d1d101
	.long	0                               ; 0x0
	.long	2582506933                      ; 0x99ededb5
	.long	2149589216                      ; 0x802020e0
	.long	3724344514                      ; 0xddfcfcc2
	.long	4071731514                      ; 0xf2b1b13a
	.long	2002475930                      ; 0x775b5b9a
	.long	3010095629                      ; 0xb36a6a0d
	.long	30133063                        ; 0x1cbcb47
	.long	3468606999                      ; 0xcebebe17
	.long	3828955567                      ; 0xe43939af
	.long	860506861                       ; 0x334a4aed
	.long	726420735                       ; 0x2b4c4cff
	.long	2069387411                      ; 0x7b585893
	.long	298831707                       ; 0x11cfcf5b
	.long	1842401286                      ; 0x6dd0d006
	.long	2448420795                      ; 0x91efefbb
	.long	2661984891                      ; 0x9eaaaa7b
	.long	3254516695                      ; 0xc1fbfbd7
	.long	390284242                       ; 0x174343d2
	.long	793595384                       ; 0x2f4d4df8
	.long	3425907609                      ; 0xcc333399
	.long	579175862                       ; 0x228585b6
	.long	256198080                       ; 0xf4545c0
	.long	3388602841                      ; 0xc9f9f9d9
	.long	134349326                       ; 0x802020e
	.long	3883892582                      ; 0xe77f7f66
	.long	1531990187                      ; 0x5b5050ab
	.long	4030479540                      ; 0xf03c3cb4
	.long	1251975152                      ; 0x4a9f9ff0
	.long	2527635573                      ; 0x96a8a875
	.long	1599164844                      ; 0x5f5151ac
	.long	3131286340                      ; 0xbaa3a344
	.long	457195739                       ; 0x1b4040db
	.long	177180544                       ; 0xa8f8f80
	.long	2123535059                      ; 0x7e9292d3
	.long	1117625854                      ; 0x429d9dfe
	.long	3761780904                      ; 0xe03838a8
	.long	4193646077                      ; 0xf9f5f5fd
	.long	3334257689                      ; 0xc6bcbc19
	.long	4004951599                      ; 0xeeb6b62f
	.long	1171970608                      ; 0x45dada30
	.long	2216763879                      ; 0x842121e7
	.long	1074794608                      ; 0x40101070
	.long	3523215307                      ; 0xd1ffffcb
	.long	3790861295                      ; 0xe1f3f3ef
	.long	1708315144                      ; 0x65d2d208
	.long	432917845                       ; 0x19cdcd55
	.long	806095908                       ; 0x300c0c24
	.long	1276318585                      ; 0x4c131379
	.long	2649550002                      ; 0x9dececb2
	.long	1734303622                      ; 0x675f5f86
	.long	1788319688                      ; 0x6a9797c8
	.long	189023431                       ; 0xb4444c7
	.long	1545017189                      ; 0x5c171765
	.long	1036305514                      ; 0x3dc4c46a
	.long	2863114072                      ; 0xaaa7a758
	.long	3816717921                      ; 0xe37e7e61
	.long	4097654195                      ; 0xf43d3db3
	.long	2338612263                      ; 0x8b646427
	.long	1868389768                      ; 0x6f5d5d88
	.long	1679366479                      ; 0x6419194f
	.long	3614667586                      ; 0xd7737342
	.long	2606784571                      ; 0x9b60603b
	.long	847348138                       ; 0x328181aa
	.long	659509238                       ; 0x274f4ff6
	.long	1574755362                      ; 0x5ddcdc22
	.long	2283938542                      ; 0x882222ee
	.long	2821335766                      ; 0xa82a2ad6
	.long	1989185757                      ; 0x769090dd
	.long	378046613                       ; 0x16888895
	.long	54937289                        ; 0x34646c9
	.long	2515463868                      ; 0x95eeeebc
	.long	3602429957                      ; 0xd6b8b805
	.long	1343493228                      ; 0x5014146c
	.long	1440669228                      ; 0x55dede2c
	.long	1667128961                      ; 0x635e5e81
	.long	738921265                       ; 0x2c0b0b31
	.long	1104927543                      ; 0x41dbdb37
	.long	2917195926                      ; 0xade0e096
	.long	3358732958                      ; 0xc832329e
	.long	3896130214                      ; 0xe83a3aa6
	.long	671746614                       ; 0x280a0a36
	.long	1061767652                      ; 0x3f4949e4
	.long	403047954                       ; 0x18060612
	.long	2418287868                      ; 0x902424fc
	.long	1801215119                      ; 0x6b5c5c8f
	.long	633520760                       ; 0x25c2c278
	.long	1641272079                      ; 0x61d3d30f
	.long	2259463273                      ; 0x86acac69
	.long	2472698421                      ; 0x93626235
	.long	1922142682                      ; 0x729191da
	.long	1653970374                      ; 0x629595c6
	.long	3185894538                      ; 0xbde4e48a
	.long	4286151028                      ; 0xff797974
	.long	2984765315                      ; 0xb1e7e783
	.long	231262286                       ; 0xdc8c84e
	.long	3694606213                      ; 0xdc373785
	.long	2943184152                      ; 0xaf6d6d18
	.long	42831246                        ; 0x28d8d8e
	.long	2044056861                      ; 0x79d5d51d
	.long	592334577                       ; 0x234e4ef1
	.long	2460592498                      ; 0x92a9a972
	.long	2876009503                      ; 0xab6c6c1f
	.long	1129731769                      ; 0x435656b9
	.long	4260689146                      ; 0xfdf4f4fa
	.long	2246765216                      ; 0x85eaeaa0
	.long	2405786912                      ; 0x8f656520
	.long	4084890237                      ; 0xf37a7a7d
	.long	2393812583                      ; 0x8eaeae67
	.long	537397304                       ; 0x20080838
	.long	3736779275                      ; 0xdebaba0b
	.long	4218976371                      ; 0xfb787873
	.long	2485462523                      ; 0x942525fb
	.long	3090034378                      ; 0xb82e2eca
	.long	1880890452                      ; 0x701c1c54
	.long	2930157151                      ; 0xaea6a65f
	.long	3870602273                      ; 0xe6b4b421
	.long	902219364                       ; 0x35c6c664
	.long	2380851374                      ; 0x8de8e8ae
	.long	1507712293                      ; 0x59dddd25
	.long	3413406807                      ; 0xcb747457
	.long	2082414429                      ; 0x7c1f1f5d
	.long	927681514                       ; 0x374b4bea
	.long	3267214622                      ; 0xc2bdbd1e
	.long	445352860                       ; 0x1a8b8b9c
	.long	512395931                       ; 0x1e8a8a9b
	.long	3681579083                      ; 0xdb70704b
	.long	4164828858                      ; 0xf83e3eba
	.long	3803559206                      ; 0xe2b5b526
	.long	2204526121                      ; 0x83666629
	.long	994592995                       ; 0x3b4848e3
	.long	201523977                       ; 0xc030309
	.long	4126602996                      ; 0xf5f6f6f4
	.long	940445226                       ; 0x380e0e2a
	.long	2673959228                      ; 0x9f61613c
	.long	3560256907                      ; 0xd435358b
	.long	1196906430                      ; 0x475757be
	.long	3535386882                      ; 0xd2b9b902
	.long	780568255                       ; 0x2e8686bf
	.long	700563825                       ; 0x29c1c171
	.long	1948065107                      ; 0x741d1d53
	.long	1319018231                      ; 0x4e9e9ef7
	.long	2850152849                      ; 0xa9e1e191
	.long	3455645918                      ; 0xcdf8f8de
	.long	1452841189                      ; 0x569898e5
	.long	1141969271                      ; 0x44111177
	.long	3211356420                      ; 0xbf696904
	.long	1239013689                      ; 0x49d9d939
	.long	244223623                       ; 0xe8e8e87
	.long	1721013441                      ; 0x669494c1
	.long	1520147436                      ; 0x5a9b9bec
	.long	2015239770                      ; 0x781e1e5a
	.long	713525176                       ; 0x2a8787b8
	.long	2313808297                      ; 0x89e9e9a9
	.long	365874780                       ; 0x15cece5c
	.long	1330992560                      ; 0x4f5555b0
	.long	2686986456                      ; 0xa02828d8
	.long	1373626155                      ; 0x51dfdf2b
	.long	109874313                       ; 0x68c8c89
	.long	2996937034                      ; 0xb2a1a14a
	.long	311003538                       ; 0x12898992
	.long	873270563                       ; 0x340d0d23
	.long	3401563920                      ; 0xcabfbf10
	.long	3051808388                      ; 0xb5e6e684
	.long	323109589                       ; 0x134242d5
	.long	3144181763                      ; 0xbb686803
	.long	524370396                       ; 0x1f4141dc
	.long	1385798114                      ; 0x529999e2
	.long	3022859715                      ; 0xb42d2dc3
	.long	1007619885                      ; 0x3c0f0f2d
	.long	4138774589                      ; 0xf6b0b03d
	.long	1263817911                      ; 0x4b5454b7
	.long	3669736204                      ; 0xdabbbb0c
	.long	1477842530                      ; 0x58161662
	.size	mixtab1_c, 1024

	.hidden	mixtab2_c                       ; @mixtab2_c
	.type	mixtab2_c,@object
	.globl	mixtab2_c
	.p2align	2
mixtab2_c:
	.long	848782179                       ; 0x32976363
	.long	1877703804                      ; 0x6feb7c7c
	.long	1590130551                      ; 0x5ec77777
	.long	2063039355                      ; 0x7af77b7b
	.long	3907384050                      ; 0xe8e5f2f2
	.long	179792747                       ; 0xab76b6b
	.long	380071791                       ; 0x16a76f6f
	.long	1832502725                      ; 0x6d39c5c5
	.long	2428514352                      ; 0x90c03030
	.long	117702913                       ; 0x7040101
	.long	780625767                       ; 0x2e876767
	.long	3517721387                      ; 0xd1ac2b2b
	.long	3436576510                      ; 0xccd5fefe
	.long	326227927                       ; 0x1371d7d7
	.long	2090511275                      ; 0x7c9aabab
	.long	1505982070                      ; 0x59c37676
	.long	1074121418                      ; 0x4005caca
	.long	2738782850                      ; 0xa33e8282
	.long	1225378249                      ; 0x4909c9c9
	.long	1760525693                      ; 0x68ef7d7d
	.long	3502635770                      ; 0xd0c5fafa
	.long	2491373913                      ; 0x947f5959
	.long	3456583495                      ; 0xce074747
	.long	3874353392                      ; 0xe6edf0f0
	.long	1854057901                      ; 0x6e82adad
	.long	444454100                       ; 0x1a7dd4d4
	.long	1136566946                      ; 0x43bea2a2
	.long	1619701679                      ; 0x608aafaf
	.long	4182154396                      ; 0xf9469c9c
	.long	1369875620                      ; 0x51a6a4a4
	.long	1171485298                      ; 0x45d37272
	.long	1982709952                      ; 0x762dc0c0
	.long	686471095                       ; 0x28eab7b7
	.long	3319397885                      ; 0xc5d9fdfd
	.long	3564802963                      ; 0xd47a9393
	.long	4070057510                      ; 0xf2982626
	.long	2195207734                      ; 0x82d83636
	.long	3187425087                      ; 0xbdfc3f3f
	.long	4092721143                      ; 0xf3f1f7f7
	.long	1377684684                      ; 0x521dcccc
	.long	2362455092                      ; 0x8cd03434
	.long	1453499813                      ; 0x56a2a5a5
	.long	2377770469                      ; 0x8db9e5e5
	.long	3790205425                      ; 0xe1e9f1f1
	.long	1289711985                      ; 0x4cdf7171
	.long	1045289176                      ; 0x3e4dd8d8
	.long	2546217265                      ; 0x97c43131
	.long	1800672533                      ; 0x6b541515
	.long	470811652                       ; 0x1c100404
	.long	1664206791                      ; 0x6331c7c7
	.long	3918275363                      ; 0xe98c2323
	.long	2132919235                      ; 0x7f21c3c3
	.long	1214257176                      ; 0x48601818
	.long	3480131222                      ; 0xcf6e9696
	.long	454296837                       ; 0x1b140505
	.long	3948845722                      ; 0xeb5e9a9a
	.long	354158343                       ; 0x151c0707
	.long	2118652434                      ; 0x7e481212
	.long	2906030208                      ; 0xad368080
	.long	2561008354                      ; 0x98a5e2e2
	.long	2810309611                      ; 0xa781ebeb
	.long	4120651559                      ; 0xf59c2727
	.long	872329906                       ; 0x33feb2b2
	.long	1355773301                      ; 0x50cf7575
	.long	1059326217                      ; 0x3f240909
	.long	2755298179                      ; 0xa43a8383
	.long	3299879980                      ; 0xc4b02c2c
	.long	1181227546                      ; 0x46681a1a
	.long	1097603867                      ; 0x416c1b1b
	.long	295923310                       ; 0x11a36e6e
	.long	2641582682                      ; 0x9d735a5a
	.long	1303814304                      ; 0x4db6a0a0
	.long	2773701202                      ; 0xa5535252
	.long	2716613435                      ; 0xa1ec3b3b
	.long	343267030                       ; 0x1475d6d6
	.long	888845235                       ; 0x34fab3b3
	.long	3752077609                      ; 0xdfa42929
	.long	2678186979                      ; 0x9fa1e3e3
	.long	3451662127                      ; 0xcdbc2f2f
	.long	2972091524                      ; 0xb1268484
	.long	2723631955                      ; 0xa2575353
	.long	23712209                        ; 0x169d1d1
	.long	0                               ; 0x0
	.long	3046764013                      ; 0xb599eded
	.long	3766493216                      ; 0xe0802020
	.long	3269328124                      ; 0xc2ddfcfc
	.long	988983729                       ; 0x3af2b1b1
	.long	2591513435                      ; 0x9a775b5b
	.long	229861994                       ; 0xdb36a6a
	.long	1191300043                      ; 0x4701cbcb
	.long	399425214                       ; 0x17cebebe
	.long	2950969657                      ; 0xafe43939
	.long	3979561546                      ; 0xed334a4a
	.long	4281027660                      ; 0xff2b4c4c
	.long	2474334296                      ; 0x937b5858
	.long	1527893967                      ; 0x5b11cfcf
	.long	107860176                       ; 0x66dd0d0
	.long	3146903535                      ; 0xbb91efef
	.long	2073995946                      ; 0x7b9eaaaa
	.long	3619814395                      ; 0xd7c1fbfb
	.long	3524739907                      ; 0xd2174343
	.long	4163849549                      ; 0xf82f4d4d
	.long	2580296499                      ; 0x99cc3333
	.long	3055715717                      ; 0xb6228585
	.long	3222226245                      ; 0xc00f4545
	.long	3653892601                      ; 0xd9c9f9f9
	.long	235405826                       ; 0xe080202
	.long	1726447487                      ; 0x66e77f7f
	.long	2874888272                      ; 0xab5b5050
	.long	3035642940                      ; 0xb4f03c3c
	.long	4031422367                      ; 0xf04a9f9f
	.long	1972807848                      ; 0x7596a8a8
	.long	2891927889                      ; 0xac5f5151
	.long	1153082275                      ; 0x44baa3a3
	.long	3675996224                      ; 0xdb1b4040
	.long	2148175759                      ; 0x800a8f8f
	.long	3548287634                      ; 0xd37e9292
	.long	4265778589                      ; 0xfe429d9d
	.long	2833266744                      ; 0xa8e03838
	.long	4261017077                      ; 0xfdf9f5f5
	.long	432454844                       ; 0x19c6bcbc
	.long	804173494                       ; 0x2feeb6b6
	.long	809884378                       ; 0x3045dada
	.long	3884196129                      ; 0xe7842121
	.long	1883246608                      ; 0x70401010
	.long	3419537407                      ; 0xcbd1ffff
	.long	4024562675                      ; 0xefe1f3f3
	.long	140890834                       ; 0x865d2d2
	.long	1427754445                      ; 0x5519cdcd
	.long	607128588                       ; 0x24300c0c
	.long	2035028755                      ; 0x794c1313
	.long	2996694252                      ; 0xb29decec
	.long	2254921567                      ; 0x86675f5f
	.long	3362428823                      ; 0xc86a9797
	.long	3339404356                      ; 0xc70b4444
	.long	1700534039                      ; 0x655c1717
	.long	1782432964                      ; 0x6a3dc4c4
	.long	1487579047                      ; 0x58aaa7a7
	.long	1642299006                      ; 0x61e37e7e
	.long	3019128125                      ; 0xb3f43d3d
	.long	663446628                       ; 0x278b6464
	.long	2288999773                      ; 0x886f5d5d
	.long	1331960089                      ; 0x4f641919
	.long	1121416051                      ; 0x42d77373
	.long	1000038496                      ; 0x3b9b6060
	.long	2855436673                      ; 0xaa328181
	.long	4129771343                      ; 0xf6274f4f
	.long	576576732                       ; 0x225ddcdc
	.long	4001899042                      ; 0xee882222
	.long	3601345066                      ; 0xd6a82a2a
	.long	3715534992                      ; 0xdd769090
	.long	2501281928                      ; 0x95168888
	.long	3372435014                      ; 0xc9034646
	.long	3163942638                      ; 0xbc95eeee
	.long	97958072                        ; 0x5d6b8b8
	.long	1817187348                      ; 0x6c501414
	.long	743825118                       ; 0x2c55dede
	.long	2170773086                      ; 0x81635e5e
	.long	824969995                       ; 0x312c0b0b
	.long	927063003                       ; 0x3741dbdb
	.long	2527977696                      ; 0x96ade0e0
	.long	2663920178                      ; 0x9ec83232
	.long	2800237114                      ; 0xa6e83a3a
	.long	908593674                       ; 0x36280a0a
	.long	3829352777                      ; 0xe43f4949
	.long	303564294                       ; 0x12180606
	.long	4237304868                      ; 0xfc902424
	.long	2406177884                      ; 0x8f6b5c5c
	.long	2015740610                      ; 0x7825c2c2
	.long	258069459                       ; 0xf61d3d3
	.long	1770433708                      ; 0x6986acac
	.long	898851426                       ; 0x35936262
	.long	3664941457                      ; 0xda729191
	.long	3328349589                      ; 0xc6629595
	.long	2327700708                      ; 0x8abde4e4
	.long	1962899833                      ; 0x74ff7979
	.long	2209474535                      ; 0x83b1e7e7
	.long	1309526216                      ; 0x4e0dc8c8
	.long	2245801783                      ; 0x85dc3737
	.long	414149997                       ; 0x18af6d6d
	.long	2382531981                      ; 0x8e028d8d
	.long	494523861                       ; 0x1d79d5d5
	.long	4045622862                      ; 0xf1234e4e
	.long	1922214313                      ; 0x7292a9a9
	.long	531328108                       ; 0x1fab6c6c
	.long	3108197974                      ; 0xb9435656
	.long	4210947316                      ; 0xfafdf4f4
	.long	2693130986                      ; 0xa085eaea
	.long	546268517                       ; 0x208f6565
	.long	2113108602                      ; 0x7df37a7a
	.long	1737404078                      ; 0x678eaeae
	.long	941623304                       ; 0x38200808
	.long	199146170                       ; 0xbdebaba
	.long	1945860216                      ; 0x73fb7878
	.long	4220790053                      ; 0xfb942525
	.long	3401068078                      ; 0xcab82e2e
	.long	1416633372                      ; 0x54701c1c
	.long	1605281446                      ; 0x5faea6a6
	.long	568767668                       ; 0x21e6b4b4
	.long	1681245894                      ; 0x6435c6c6
	.long	2928535784                      ; 0xae8de8e8
	.long	626646493                       ; 0x2559dddd
	.long	1472951412                      ; 0x57cb7474
	.long	1568415519                      ; 0x5d7c1f1f
	.long	3929492299                      ; 0xea374b4b
	.long	516079037                       ; 0x1ec2bdbd
	.long	2618985355                      ; 0x9c1a8b8b
	.long	2602470026                      ; 0x9b1e8a8a
	.long	1272672368                      ; 0x4bdb7070
	.long	3136831038                      ; 0xbaf83e3e
	.long	652391861                       ; 0x26e2b5b5
	.long	696477286                       ; 0x29836666
	.long	3812313160                      ; 0xe33b4848
	.long	151782147                       ; 0x90c0303
	.long	4109760246                      ; 0xf4f5f6f6
	.long	708316686                       ; 0x2a380e0e
	.long	1017078113                      ; 0x3c9f6161
	.long	2345940277                      ; 0x8bd43535
	.long	3192346455                      ; 0xbe475757
	.long	47364537                        ; 0x2d2b9b9
	.long	3207497350                      ; 0xbf2e8686
	.long	1898561985                      ; 0x7129c1c1
	.long	1400118557                      ; 0x53741d1d
	.long	4149124766                      ; 0xf74e9e9e
	.long	2443829729                      ; 0x91a9e1e1
	.long	3738040568                      ; 0xdecdf8f8
	.long	3847657624                      ; 0xe5569898
	.long	2000949521                      ; 0x77441111
	.long	79653225                        ; 0x4bf6969
	.long	961141209                       ; 0x3949d9d9
	.long	2265878158                      ; 0x870e8e8e
	.long	3244725396                      ; 0xc1669494
	.long	3965361051                      ; 0xec5a9b9b
	.long	1517821470                      ; 0x5a781e1e
	.long	3089794951                      ; 0xb82a8787
	.long	2844387817                      ; 0xa989e9e9
	.long	1544933070                      ; 0x5c15cece
	.long	2957989205                      ; 0xb04f5555
	.long	3634374696                      ; 0xd8a02828
	.long	726786015                       ; 0x2b51dfdf
	.long	2298907788                      ; 0x89068c8c
	.long	1253220769                      ; 0x4ab2a1a1
	.long	2450688393                      ; 0x92128989
	.long	590613773                       ; 0x23340d0d
	.long	281722815                       ; 0x10cabfbf
	.long	2226513638                      ; 0x84b5e6e6
	.long	3574809154                      ; 0xd5134242
	.long	62613608                        ; 0x3bb6868
	.long	3693035841                      ; 0xdc1f4141
	.long	3797064089                      ; 0xe2529999
	.long	3283365165                      ; 0xc3b42d2d
	.long	758910735                       ; 0x2d3c0f0f
	.long	1039577264                      ; 0x3df6b0b0
	.long	3075167316                      ; 0xb74b5454
	.long	215661499                       ; 0xcdabbbb
	.long	1649939990                      ; 0x62581616
	.size	mixtab2_c, 1024

	.hidden	mixtab3_c                       ; @mixtab3_c
	.type	mixtab3_c,@object
	.globl	mixtab3_c
	.p2align	2
mixtab3_c:
	.long	1664259939                      ; 0x63329763
	.long	2087709564                      ; 0x7c6feb7c
	.long	2002700151                      ; 0x775ec777
	.long	2071656315                      ; 0x7b7af77b
	.long	4075349490                      ; 0xf2e8e5f2
	.long	1795864427                      ; 0x6b0ab76b
	.long	1863755631                      ; 0x6f16a76f
	.long	3312269765                      ; 0xc56d39c5
	.long	814792752                       ; 0x3090c030
	.long	17236993                        ; 0x1070401
	.long	1731102567                      ; 0x672e8767
	.long	735161387                       ; 0x2bd1ac2b
	.long	4274836990                      ; 0xfeccd5fe
	.long	3608375767                      ; 0xd71371d7
	.long	2877069995                      ; 0xab7c9aab
	.long	1985594230                      ; 0x7659c376
	.long	3393193418                      ; 0xca4005ca
	.long	2191736450                      ; 0x82a33e82
	.long	3377007049                      ; 0xc94909c9
	.long	2104029053                      ; 0x7d68ef7d
	.long	4207986170                      ; 0xfad0c5fa
	.long	1502904153                      ; 0x59947f59
	.long	1204684615                      ; 0x47ce0747
	.long	4041666032                      ; 0xf0e6edf0
	.long	2909700781                      ; 0xad6e82ad
	.long	3558505940                      ; 0xd41a7dd4
	.long	2722348706                      ; 0xa243bea2
	.long	2942339759                      ; 0xaf608aaf
	.long	2633582236                      ; 0x9cf9469c
	.long	2756814500                      ; 0xa451a6a4
	.long	1917178738                      ; 0x7245d372
	.long	3228970432                      ; 0xc0762dc0
	.long	3072912055                      ; 0xb728eab7
	.long	4257602045                      ; 0xfdc5d9fd
	.long	2480175763                      ; 0x93d47a93
	.long	653432870                       ; 0x26f29826
	.long	914544694                       ; 0x3682d836
	.long	1069415487                      ; 0x3fbdfc3f
	.long	4159959543                      ; 0xf7f3f1f7
	.long	3427933644                      ; 0xcc521dcc
	.long	881643572                       ; 0x348cd034
	.long	2773918373                      ; 0xa556a2a5
	.long	3851270629                      ; 0xe58db9e5
	.long	4058114545                      ; 0xf1e1e9f1
	.long	1900863345                      ; 0x714cdf71
	.long	3627961816                      ; 0xd83e4dd8
	.long	832029745                       ; 0x3197c431
	.long	359355413                       ; 0x156b5415
	.long	68947972                        ; 0x41c1004
	.long	3345166791                      ; 0xc76331c7
	.long	602508323                       ; 0x23e98c23
	.long	3279888835                      ; 0xc37f21c3
	.long	407396376                       ; 0x18486018
	.long	2530176662                      ; 0x96cf6e96
	.long	85660677                        ; 0x51b1405
	.long	2599116442                      ; 0x9aeb5e9a
	.long	118823943                       ; 0x7151c07
	.long	310265874                       ; 0x127e4812
	.long	2158835328                      ; 0x80ad3680
	.long	3801654754                      ; 0xe298a5e2
	.long	3953623531                      ; 0xeba781eb
	.long	670407719                       ; 0x27f59c27
	.long	2989751986                      ; 0xb233feb2
	.long	1968230261                      ; 0x7550cf75
	.long	155132937                       ; 0x93f2409
	.long	2208578179                      ; 0x83a43a83
	.long	751087660                       ; 0x2cc4b02c
	.long	440821786                       ; 0x1a46681a
	.long	457272347                       ; 0x1b416c1b
	.long	1846649710                      ; 0x6e11a36e
	.long	1520268122                      ; 0x5a9d735a
	.long	2689447584                      ; 0xa04db6a0
	.long	1386566482                      ; 0x52a55352
	.long	1000467515                      ; 0x3ba1ec3b
	.long	3591665110                      ; 0xd61475d6
	.long	3006593715                      ; 0xb334fab3
	.long	702522409                       ; 0x29dfa429
	.long	3818889699                      ; 0xe39fa1e3
	.long	802012207                       ; 0x2fcdbc2f
	.long	2226202244                      ; 0x84b12684
	.long	1403148115                      ; 0x53a25753
	.long	3506530769                      ; 0xd10169d1
	.long	0                               ; 0x0
	.long	3988101613                      ; 0xedb599ed
	.long	551583776                       ; 0x20e08020
	.long	4240629244                      ; 0xfcc2ddfc
	.long	2973430449                      ; 0xb13af2b1
	.long	1536849755                      ; 0x5b9a775b
	.long	1779282794                      ; 0x6a0db36a
	.long	3410428363                      ; 0xcb4701cb
	.long	3189231294                      ; 0xbe17cebe
	.long	967828537                       ; 0x39afe439
	.long	1257059146                      ; 0x4aed334a
	.long	1291791180                      ; 0x4cff2b4c
	.long	1486060376                      ; 0x58937b58
	.long	3478852047                      ; 0xcf5b11cf
	.long	3490082256                      ; 0xd0066dd0
	.long	4022047215                      ; 0xefbb91ef
	.long	2860228266                      ; 0xaa7b9eaa
	.long	4225221115                      ; 0xfbd7c1fb
	.long	1137841987                      ; 0x43d21743
	.long	1308110669                      ; 0x4df82f4d
	.long	865717299                       ; 0x3399cc33
	.long	2243306117                      ; 0x85b62285
	.long	1170214725                      ; 0x45c00f45
	.long	4191799801                      ; 0xf9d9c9f9
	.long	34473986                        ; 0x20e0802
	.long	2137450367                      ; 0x7f66e77f
	.long	1353407312                      ; 0x50ab5b50
	.long	1018490940                      ; 0x3cb4f03c
	.long	2683325087                      ; 0x9ff04a9f
	.long	2826278568                      ; 0xa87596a8
	.long	1370251089                      ; 0x51ac5f51
	.long	2739190435                      ; 0xa344baa3
	.long	1088101184                      ; 0x40db1b40
	.long	2407533199                      ; 0x8f800a8f
	.long	2463334034                      ; 0x92d37e92
	.long	2650686109                      ; 0x9dfe429d
	.long	950591544                       ; 0x38a8e038
	.long	4127062517                      ; 0xf5fdf9f5
	.long	3155805884                      ; 0xbc19c6bc
	.long	3056594614                      ; 0xb62feeb6
	.long	3660596698                      ; 0xda3045da
	.long	568820769                       ; 0x21e78421
	.long	275791888                       ; 0x10704010
	.long	4291547647                      ; 0xffcbd1ff
	.long	4092584435                      ; 0xf3efe1f3
	.long	3523765714                      ; 0xd20865d2
	.long	3444906445                      ; 0xcd5519cd
	.long	203698188                       ; 0xc24300c
	.long	326716435                       ; 0x13794c13
	.long	3971128812                      ; 0xecb29dec
	.long	1602643807                      ; 0x5f86675f
	.long	2546494103                      ; 0x97c86a97
	.long	1153895236                      ; 0x44c70b44
	.long	392518679                       ; 0x17655c17
	.long	3295296964                      ; 0xc46a3dc4
	.long	2807605927                      ; 0xa758aaa7
	.long	2120344446                      ; 0x7e61e37e
	.long	1035203645                      ; 0x3db3f43d
	.long	1680313188                      ; 0x64278b64
	.long	1569222493                      ; 0x5d886f5d
	.long	424633369                       ; 0x194f6419
	.long	1933760371                      ; 0x7342d773
	.long	1614519136                      ; 0x603b9b60
	.long	2175414913                      ; 0x81aa3281
	.long	1341531983                      ; 0x4ff6274f
	.long	3693239772                      ; 0xdc225ddc
	.long	586057762                       ; 0x22ee8822
	.long	718710826                       ; 0x2ad6a82a
	.long	2430432912                      ; 0x90dd7690
	.long	2291472008                      ; 0x88951688
	.long	1187578694                      ; 0x46c90346
	.long	4005336558                      ; 0xeebc95ee
	.long	3087390392                      ; 0xb805d6b8
	.long	342642708                       ; 0x146c5014
	.long	3727447518                      ; 0xde2c55de
	.long	1585537886                      ; 0x5e81635e
	.long	187771915                       ; 0xb312c0b
	.long	3677831643                      ; 0xdb3741db
	.long	3767971296                      ; 0xe096ade0
	.long	849266738                       ; 0x329ec832
	.long	984016954                       ; 0x3aa6e83a
	.long	171321354                       ; 0xa36280a
	.long	1239695177                      ; 0x49e43f49
	.long	101849094                       ; 0x6121806
	.long	620531748                       ; 0x24fc9024
	.long	1552903004                      ; 0x5c8f6b5c
	.long	3262653890                      ; 0xc27825c2
	.long	3541000659                      ; 0xd30f61d3
	.long	2892596908                      ; 0xac6986ac
	.long	1647678306                      ; 0x62359362
	.long	2447012497                      ; 0x91da7291
	.long	2512806549                      ; 0x95c66295
	.long	3834297828                      ; 0xe48abde4
	.long	2037710713                      ; 0x7974ff79
	.long	3884167655                      ; 0xe783b1e7
	.long	3360558536                      ; 0xc84e0dc8
	.long	931519543                       ; 0x3785dc37
	.long	1830334317                      ; 0x6d18af6d
	.long	2374894221                      ; 0x8d8e028d
	.long	3575478741                      ; 0xd51d79d5
	.long	1324426062                      ; 0x4ef1234e
	.long	2842858153                      ; 0xa97292a9
	.long	1814014828                      ; 0x6c1fab6c
	.long	1454981974                      ; 0x56b94356
	.long	4110089716                      ; 0xf4fafdf4
	.long	3936388586                      ; 0xeaa085ea
	.long	1696632677                      ; 0x65208f65
	.long	2055074682                      ; 0x7a7df37a
	.long	2926022318                      ; 0xae678eae
	.long	137895944                       ; 0x8382008
	.long	3121340090                      ; 0xba0bdeba
	.long	2020866936                      ; 0x7873fb78
	.long	637244453                       ; 0x25fb9425
	.long	785037358                       ; 0x2ecab82e
	.long	475295772                       ; 0x1c54701c
	.long	2791288486                      ; 0xa65faea6
	.long	3022120628                      ; 0xb421e6b4
	.long	3328456134                      ; 0xc66435c6
	.long	3903753704                      ; 0xe8ae8de8
	.long	3710212573                      ; 0xdd2559dd
	.long	1951910772                      ; 0x7457cb74
	.long	526220319                       ; 0x1f5d7c1f
	.long	1273640779                      ; 0x4bea374b
	.long	3172909757                      ; 0xbd1ec2bd
	.long	2342263435                      ; 0x8b9c1a8b
	.long	2325421706                      ; 0x8a9b1e8a
	.long	1884019568                      ; 0x704bdb70
	.long	1052440638                      ; 0x3ebaf83e
	.long	3039224501                      ; 0xb526e2b5
	.long	1713996646                      ; 0x66298366
	.long	1222851400                      ; 0x48e33b48
	.long	50924547                        ; 0x3090c03
	.long	4143248886                      ; 0xf6f4f5f6
	.long	237647886                       ; 0xe2a380e
	.long	1631362913                      ; 0x613c9f61
	.long	898356277                       ; 0x358bd435
	.long	1472087895                      ; 0x57be4757
	.long	3103969977                      ; 0xb902d2b9
	.long	2260676230                      ; 0x86bf2e86
	.long	3245418945                      ; 0xc17129c1
	.long	492008477                       ; 0x1d53741d
	.long	2667007646                      ; 0x9ef74e9e
	.long	3784419809                      ; 0xe191a9e1
	.long	4175351288                      ; 0xf8decdf8
	.long	2565166744                      ; 0x98e55698
	.long	293028881                       ; 0x11774411
	.long	1761918825                      ; 0x6904bf69
	.long	3644410329                      ; 0xd93949d9
	.long	2391215758                      ; 0x8e870e8e
	.long	2495702676                      ; 0x94c16694
	.long	2615958171                      ; 0x9bec5a9b
	.long	509245470                       ; 0x1e5a781e
	.long	2276993671                      ; 0x87b82a87
	.long	3920202217                      ; 0xe9a989e9
	.long	3462141390                      ; 0xce5c15ce
	.long	1437618005                      ; 0x55b04f55
	.long	685285416                       ; 0x28d8a028
	.long	3744158175                      ; 0xdf2b51df
	.long	2357790348                      ; 0x8c89068c
	.long	2706027169                      ; 0xa14ab2a1
	.long	2308051593                      ; 0x89921289
	.long	220410893                       ; 0xd23340d
	.long	3205548735                      ; 0xbf10cabf
	.long	3867456998                      ; 0xe684b5e6
	.long	1121260354                      ; 0x42d51342
	.long	1745075048                      ; 0x6803bb68
	.long	1104944961                      ; 0x41dc1f41
	.long	2581746329                      ; 0x99e25299
	.long	767800365                       ; 0x2dc3b42d
	.long	254622735                       ; 0xf2d3c0f
	.long	2956850864                      ; 0xb03df6b0
	.long	1421298516                      ; 0x54b74b54
	.long	3138181819                      ; 0xbb0cdabb
	.long	375543830                       ; 0x16625816
	.size	mixtab3_c, 1024

	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
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
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_volatile:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      ulong
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
    .name:           search
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         search.kd
    .vgpr_count:     133
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
