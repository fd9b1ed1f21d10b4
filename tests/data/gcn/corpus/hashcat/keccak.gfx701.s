	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	m17400_m04              ; -- Begin function m17400_m04
	.globl	m17400_m04
	.p2align	8
	.type	m17400_m04,@function
m17400_m04:                             ; @m17400_m04
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_load_dwordx2 s[64:65], s[8:9], 0x30
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v44, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_mov_b32 s33, s16
	s_add_u32 s8, s36, 0xc8
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[64:65], 0xe
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_46
; %bb.1:
	s_load_dword s4, s[64:65], 0x6
	s_add_u32 s66, s64, 24
	s_addc_u32 s67, s65, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB0_46
; %bb.2:
	s_movk_i32 s4, 0x104
	v_mul_lo_u32 v2, v41, s4
	v_mad_u64_u32 v[0:1], s[4:5], v40, s4, 0
	s_load_dwordx2 s[4:5], s[36:37], 0x0
	s_load_dwordx2 s[68:69], s[36:37], 0x6
	s_load_dwordx16 s[44:59], s[36:37], 0xc
	v_add_i32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 4, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx3 v[45:47], v[2:3]
	flat_load_dword v62, v[0:1]
	s_load_dwordx4 s[60:63], s[36:37], 0x1c
	s_load_dwordx2 s[70:71], s[36:37], 0x20
	s_load_dwordx2 s[72:73], s[36:37], 0x26
	s_add_u32 s74, s64, 28
	s_addc_u32 s75, s65, 0
	s_mov_b32 s77, 0
	v_mov_b32_e32 v60, 0
	s_add_u32 s80, s64, 12
	s_brev_b32 s79, 1
	s_movk_i32 s86, 0xc8
	v_mov_b32_e32 v63, 1
	v_mov_b32_e32 v61, v60
	s_mov_b32 s76, s77
	s_addc_u32 s81, s65, 0
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[82:83]
	s_load_dword s4, s[66:67], 0x0
	s_add_i32 s76, s76, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s76, s4
	s_cbranch_scc0 .LBB0_46
.LBB0_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_5 Depth 2
                                        ;     Child Loop BB0_24 Depth 2
	s_lshl_b64 s[4:5], s[76:77], 2
	s_add_u32 s4, s68, s4
	s_addc_u32 s5, s69, s5
	s_load_dword s6, s[4:5], 0x0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s78, s77
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v28, s78
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v2, s6, v62
	v_or_b32_e32 v57, v61, v2
	v_mov_b32_e32 v6, v46
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v33, v1
	v_mov_b32_e32 v35, v1
	v_mov_b32_e32 v56, v45
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v29, s79
	v_mov_b32_e32 v7, v47
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v36, v0
	v_mov_b32_e32 v38, v0
	v_mov_b32_e32 v50, v0
	v_mov_b32_e32 v48, v0
	v_mov_b32_e32 v52, v0
	v_mov_b32_e32 v54, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v32, v0
	v_mov_b32_e32 v34, v0
.LBB0_5:                                ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_xor_b32_e32 v64, v15, v7
	v_xor_b32_e32 v65, v14, v6
	v_xor_b32_e32 v64, v64, v25
	v_xor_b32_e32 v65, v65, v24
	v_xor_b32_e32 v67, v11, v3
	v_xor_b32_e32 v68, v10, v2
	v_xor_b32_e32 v64, v64, v53
	v_xor_b32_e32 v65, v65, v52
	v_xor_b32_e32 v66, v9, v1
	v_xor_b32_e32 v67, v67, v21
	v_xor_b32_e32 v68, v68, v20
	v_xor_b32_e32 v71, v8, v0
	v_xor_b32_e32 v58, v17, v56
	v_xor_b32_e32 v59, v16, v57
	v_xor_b32_e32 v64, v64, v29
	v_xor_b32_e32 v65, v65, v28
	v_xor_b32_e32 v67, v67, v39
	v_xor_b32_e32 v68, v68, v38
	v_xor_b32_e32 v66, v66, v19
	v_xor_b32_e32 v71, v71, v18
	v_xor_b32_e32 v58, v58, v27
	v_xor_b32_e32 v59, v59, v26
	v_xor_b32_e32 v67, v67, v31
	v_xor_b32_e32 v68, v68, v30
	v_alignbit_b32 v69, v64, v65, 31
	v_alignbit_b32 v70, v65, v64, 31
	v_xor_b32_e32 v66, v66, v49
	v_xor_b32_e32 v71, v71, v48
	v_xor_b32_e32 v58, v58, v37
	v_xor_b32_e32 v59, v59, v36
	v_xor_b32_e32 v69, v69, v67
	v_xor_b32_e32 v70, v70, v68
	v_xor_b32_e32 v66, v66, v35
	v_xor_b32_e32 v71, v71, v34
	v_xor_b32_e32 v58, v58, v55
	v_xor_b32_e32 v59, v59, v54
	v_xor_b32_e32 v56, v69, v56
	v_xor_b32_e32 v57, v70, v57
	v_xor_b32_e32 v17, v69, v17
	v_xor_b32_e32 v16, v70, v16
	v_xor_b32_e32 v27, v69, v27
	v_xor_b32_e32 v26, v70, v26
	v_xor_b32_e32 v37, v69, v37
	v_xor_b32_e32 v36, v70, v36
	v_xor_b32_e32 v55, v69, v55
	v_xor_b32_e32 v54, v70, v54
	v_alignbit_b32 v69, v71, v66, 31
	v_alignbit_b32 v70, v66, v71, 31
	v_xor_b32_e32 v70, v70, v58
	v_xor_b32_e32 v69, v69, v59
	v_xor_b32_e32 v7, v70, v7
	v_xor_b32_e32 v6, v69, v6
	v_xor_b32_e32 v15, v70, v15
	v_xor_b32_e32 v14, v69, v14
	v_xor_b32_e32 v25, v70, v25
	v_xor_b32_e32 v24, v69, v24
	v_xor_b32_e32 v29, v70, v29
	v_xor_b32_e32 v28, v69, v28
	v_xor_b32_e32 v53, v70, v53
	v_xor_b32_e32 v52, v69, v52
	v_xor_b32_e32 v69, v13, v5
	v_xor_b32_e32 v70, v12, v4
	v_xor_b32_e32 v69, v69, v23
	v_xor_b32_e32 v70, v70, v22
	v_xor_b32_e32 v69, v69, v51
	v_xor_b32_e32 v70, v70, v50
	v_xor_b32_e32 v69, v69, v33
	v_xor_b32_e32 v70, v70, v32
	v_alignbit_b32 v72, v69, v70, 31
	v_xor_b32_e32 v64, v72, v64
	v_alignbit_b32 v72, v70, v69, 31
	v_xor_b32_e32 v1, v64, v1
	v_xor_b32_e32 v9, v64, v9
	v_xor_b32_e32 v19, v64, v19
	v_xor_b32_e32 v35, v64, v35
	v_xor_b32_e32 v49, v64, v49
	v_alignbit_b32 v64, v68, v67, 31
	v_xor_b32_e32 v65, v72, v65
	v_xor_b32_e32 v64, v64, v71
	v_xor_b32_e32 v0, v65, v0
	v_xor_b32_e32 v8, v65, v8
	v_xor_b32_e32 v18, v65, v18
	v_xor_b32_e32 v34, v65, v34
	v_xor_b32_e32 v48, v65, v48
	v_alignbit_b32 v65, v67, v68, 31
	v_xor_b32_e32 v4, v64, v4
	v_xor_b32_e32 v12, v64, v12
	v_xor_b32_e32 v22, v64, v22
	v_xor_b32_e32 v32, v64, v32
	v_xor_b32_e32 v50, v64, v50
	v_alignbit_b32 v64, v59, v58, 31
	v_alignbit_b32 v58, v58, v59, 31
	v_xor_b32_e32 v65, v65, v66
	v_xor_b32_e32 v58, v58, v69
	v_xor_b32_e32 v59, v64, v70
	v_xor_b32_e32 v51, v65, v51
	v_xor_b32_e32 v11, v58, v11
	v_xor_b32_e32 v10, v59, v10
	v_xor_b32_e32 v21, v58, v21
	v_xor_b32_e32 v20, v59, v20
	v_xor_b32_e32 v13, v65, v13
	v_xor_b32_e32 v3, v58, v3
	v_xor_b32_e32 v2, v59, v2
	v_xor_b32_e32 v39, v58, v39
	v_xor_b32_e32 v38, v59, v38
	v_alignbit_b32 v75, v52, v53, 30
	v_alignbit_b32 v76, v53, v52, 30
	v_alignbit_b32 v52, v51, v50, 8
	v_alignbit_b32 v50, v50, v51, 8
	v_alignbit_b32 v51, v21, v20, 25
	v_alignbit_b32 v81, v20, v21, 25
	v_alignbit_b32 v20, v10, v11, 12
	v_alignbit_b32 v10, v11, v10, 12
	v_alignbit_b32 v11, v15, v14, 20
	v_alignbit_b32 v14, v14, v15, 20
	v_xor_b32_e32 v33, v65, v33
	v_alignbit_b32 v73, v13, v12, 9
	v_alignbit_b32 v74, v12, v13, 9
	v_alignbit_b32 v12, v38, v39, 18
	v_alignbit_b32 v13, v39, v38, 18
	v_alignbit_b32 v38, v2, v3, 5
	v_alignbit_b32 v39, v3, v2, 5
	v_alignbit_b32 v2, v19, v18, 21
	v_alignbit_b32 v3, v18, v19, 21
	v_alignbit_b32 v79, v1, v0, 2
	v_alignbit_b32 v80, v0, v1, 2
	v_not_b32_e32 v0, v14
	v_not_b32_e32 v1, v11
	v_xor_b32_e32 v5, v65, v5
	v_xor_b32_e32 v23, v65, v23
	v_alignbit_b32 v65, v8, v9, 26
	v_alignbit_b32 v66, v9, v8, 26
	v_alignbit_b32 v8, v32, v33, 11
	v_alignbit_b32 v9, v33, v32, 11
	v_and_b32_e32 v82, v3, v0
	v_and_b32_e32 v83, v2, v1
	v_not_b32_e32 v0, v3
	v_not_b32_e32 v1, v2
	v_and_b32_e32 v0, v9, v0
	v_and_b32_e32 v1, v8, v1
	v_xor_b32_e32 v31, v58, v31
	v_xor_b32_e32 v30, v59, v30
	v_alignbit_b32 v58, v6, v7, 31
	v_alignbit_b32 v59, v7, v6, 31
	v_xor_b32_e32 v7, v14, v0
	v_xor_b32_e32 v6, v11, v1
	v_not_b32_e32 v0, v9
	v_not_b32_e32 v1, v8
	v_alignbit_b32 v67, v24, v25, 22
	v_alignbit_b32 v68, v25, v24, 22
	v_alignbit_b32 v24, v4, v5, 4
	v_alignbit_b32 v25, v5, v4, 4
	v_and_b32_e32 v0, v13, v0
	v_and_b32_e32 v4, v12, v1
	v_xor_b32_e32 v1, v0, v3
	v_xor_b32_e32 v0, v4, v2
	v_not_b32_e32 v2, v13
	v_not_b32_e32 v3, v12
	v_and_b32_e32 v2, v56, v2
	v_and_b32_e32 v3, v57, v3
	v_xor_b32_e32 v5, v2, v9
	v_xor_b32_e32 v4, v3, v8
	v_not_b32_e32 v2, v56
	v_not_b32_e32 v3, v57
	v_and_b32_e32 v2, v14, v2
	v_and_b32_e32 v8, v11, v3
	v_alignbit_b32 v64, v26, v27, 29
	v_alignbit_b32 v26, v27, v26, 29
	v_xor_b32_e32 v3, v2, v13
	v_xor_b32_e32 v2, v8, v12
	v_not_b32_e32 v8, v10
	v_not_b32_e32 v9, v20
	v_and_b32_e32 v8, v26, v8
	v_and_b32_e32 v9, v64, v9
	v_alignbit_b32 v71, v17, v16, 28
	v_alignbit_b32 v72, v16, v17, 28
	v_alignbit_b32 v27, v29, v28, 19
	v_alignbit_b32 v28, v28, v29, 19
	v_xor_b32_e32 v17, v8, v25
	v_xor_b32_e32 v16, v9, v24
	v_not_b32_e32 v8, v26
	v_not_b32_e32 v9, v64
	v_and_b32_e32 v8, v28, v8
	v_and_b32_e32 v9, v27, v9
	v_alignbit_b32 v18, v49, v48, 3
	v_alignbit_b32 v19, v48, v49, 3
	v_xor_b32_e32 v15, v8, v10
	v_xor_b32_e32 v14, v9, v20
	v_not_b32_e32 v8, v28
	v_not_b32_e32 v9, v27
	v_and_b32_e32 v8, v19, v8
	v_and_b32_e32 v11, v18, v9
	v_xor_b32_e32 v9, v26, v8
	v_xor_b32_e32 v8, v64, v11
	v_not_b32_e32 v11, v19
	v_and_b32_e32 v11, v25, v11
	v_xor_b32_e32 v13, v28, v11
	v_not_b32_e32 v11, v25
	v_not_b32_e32 v21, v24
	v_and_b32_e32 v10, v10, v11
	v_and_b32_e32 v20, v20, v21
	v_alignbit_b32 v29, v30, v31, 24
	v_alignbit_b32 v30, v31, v30, 24
	v_alignbit_b32 v31, v22, v23, 7
	v_alignbit_b32 v22, v23, v22, 7
	v_not_b32_e32 v12, v18
	v_xor_b32_e32 v11, v10, v19
	v_xor_b32_e32 v10, v20, v18
	v_not_b32_e32 v18, v66
	v_not_b32_e32 v19, v65
	v_and_b32_e32 v12, v24, v12
	v_and_b32_e32 v18, v22, v18
	v_and_b32_e32 v19, v31, v19
	v_xor_b32_e32 v12, v27, v12
	v_xor_b32_e32 v27, v59, v18
	v_xor_b32_e32 v26, v58, v19
	v_not_b32_e32 v18, v22
	v_not_b32_e32 v19, v31
	v_and_b32_e32 v18, v30, v18
	v_and_b32_e32 v19, v29, v19
	v_alignbit_b32 v32, v54, v55, 14
	v_alignbit_b32 v33, v55, v54, 14
	v_xor_b32_e32 v25, v18, v66
	v_xor_b32_e32 v24, v19, v65
	v_not_b32_e32 v18, v30
	v_not_b32_e32 v19, v29
	v_and_b32_e32 v18, v33, v18
	v_and_b32_e32 v20, v32, v19
	v_xor_b32_e32 v19, v18, v22
	v_xor_b32_e32 v18, v20, v31
	v_not_b32_e32 v20, v33
	v_not_b32_e32 v21, v32
	v_and_b32_e32 v20, v59, v20
	v_and_b32_e32 v21, v58, v21
	v_xor_b32_e32 v23, v20, v30
	v_xor_b32_e32 v22, v21, v29
	v_not_b32_e32 v20, v59
	v_not_b32_e32 v21, v58
	v_and_b32_e32 v20, v66, v20
	v_and_b32_e32 v28, v65, v21
	v_xor_b32_e32 v21, v33, v20
	v_xor_b32_e32 v20, v32, v28
	v_not_b32_e32 v28, v72
	v_not_b32_e32 v29, v71
	v_and_b32_e32 v28, v68, v28
	v_and_b32_e32 v29, v67, v29
	v_alignbit_b32 v69, v34, v35, 17
	v_alignbit_b32 v70, v35, v34, 17
	v_alignbit_b32 v77, v37, v36, 23
	v_alignbit_b32 v78, v36, v37, 23
	v_xor_b32_e32 v37, v28, v39
	v_xor_b32_e32 v36, v29, v38
	v_not_b32_e32 v28, v68
	v_not_b32_e32 v29, v67
	v_and_b32_e32 v28, v70, v28
	v_and_b32_e32 v30, v69, v29
	v_xor_b32_e32 v29, v72, v28
	v_xor_b32_e32 v28, v71, v30
	v_not_b32_e32 v30, v70
	v_not_b32_e32 v31, v69
	v_and_b32_e32 v30, v50, v30
	v_and_b32_e32 v31, v52, v31
	v_xor_b32_e32 v35, v68, v30
	v_xor_b32_e32 v34, v67, v31
	v_not_b32_e32 v30, v50
	v_not_b32_e32 v31, v52
	v_and_b32_e32 v30, v39, v30
	v_and_b32_e32 v31, v38, v31
	v_xor_b32_e32 v33, v30, v70
	v_xor_b32_e32 v32, v31, v69
	v_not_b32_e32 v30, v39
	v_not_b32_e32 v31, v38
	v_and_b32_e32 v30, v72, v30
	v_and_b32_e32 v38, v71, v31
	v_xor_b32_e32 v31, v30, v50
	v_xor_b32_e32 v30, v38, v52
	v_not_b32_e32 v38, v74
	v_not_b32_e32 v39, v73
	v_and_b32_e32 v38, v81, v38
	v_and_b32_e32 v39, v51, v39
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, keccakf_rndc@rel32@lo+4
	s_addc_u32 s7, s7, keccakf_rndc@rel32@hi+12
	v_xor_b32_e32 v55, v38, v80
	v_xor_b32_e32 v54, v39, v79
	v_not_b32_e32 v38, v81
	v_not_b32_e32 v39, v51
	s_add_u32 s6, s4, s6
	v_and_b32_e32 v38, v78, v38
	v_and_b32_e32 v39, v77, v39
	s_addc_u32 s7, s5, s7
	v_xor_b32_e32 v53, v38, v74
	v_xor_b32_e32 v52, v39, v73
	v_not_b32_e32 v38, v78
	v_not_b32_e32 v39, v77
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	v_and_b32_e32 v38, v76, v38
	v_and_b32_e32 v39, v75, v39
	v_xor_b32_e32 v49, v38, v81
	v_xor_b32_e32 v48, v39, v51
	v_not_b32_e32 v38, v76
	v_not_b32_e32 v39, v75
	v_and_b32_e32 v38, v80, v38
	v_and_b32_e32 v39, v79, v39
	v_xor_b32_e32 v51, v78, v38
	v_xor_b32_e32 v50, v77, v39
	v_not_b32_e32 v38, v80
	v_not_b32_e32 v39, v79
	s_add_u32 s4, s4, 8
	v_and_b32_e32 v38, v74, v38
	v_and_b32_e32 v58, v73, v39
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v56, s7, v56
	v_xor_b32_e32 v57, s6, v57
	s_addc_u32 s5, s5, 0
	v_xor_b32_e32 v39, v76, v38
	v_xor_b32_e32 v38, v75, v58
	v_xor_b32_e32 v56, v56, v82
	s_cmpk_eq_i32 s4, 0xb8
	v_xor_b32_e32 v57, v57, v83
	s_cbranch_scc0 .LBB0_5
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_xor_b32_e32 v7, v7, v25
	v_xor_b32_e32 v6, v6, v24
	v_xor_b32_e32 v11, v39, v11
	v_xor_b32_e32 v7, v7, v29
	v_xor_b32_e32 v6, v6, v28
	v_xor_b32_e32 v5, v33, v5
	v_xor_b32_e32 v4, v32, v4
	v_xor_b32_e32 v11, v11, v21
	v_xor_b32_e32 v7, v7, v53
	v_xor_b32_e32 v6, v6, v52
	v_xor_b32_e32 v5, v5, v13
	v_xor_b32_e32 v4, v4, v12
	v_xor_b32_e32 v10, v38, v10
	v_xor_b32_e32 v3, v11, v3
	v_xor_b32_e32 v1, v1, v33
	v_xor_b32_e32 v0, v0, v32
	v_xor_b32_e32 v27, v27, v55
	v_xor_b32_e32 v26, v26, v54
	v_xor_b32_e32 v7, v7, v15
	v_xor_b32_e32 v6, v6, v14
	v_xor_b32_e32 v5, v5, v51
	v_xor_b32_e32 v4, v4, v50
	v_xor_b32_e32 v10, v10, v20
	v_xor_b32_e32 v3, v3, v31
	v_xor_b32_e32 v1, v1, v35
	v_xor_b32_e32 v0, v0, v34
	v_xor_b32_e32 v27, v27, v37
	v_xor_b32_e32 v26, v26, v36
	v_xor_b32_e32 v5, v5, v23
	v_xor_b32_e32 v4, v4, v22
	v_xor_b32_e32 v2, v10, v2
	v_alignbit_b32 v11, v7, v6, 31
	v_xor_b32_e32 v12, v3, v56
	v_xor_b32_e32 v1, v1, v9
	v_xor_b32_e32 v0, v0, v8
	v_xor_b32_e32 v17, v27, v17
	v_xor_b32_e32 v16, v26, v16
	v_xor_b32_e32 v2, v2, v30
	v_alignbit_b32 v10, v6, v7, 31
	v_xor_b32_e32 v11, v12, v11
	v_alignbit_b32 v12, v4, v5, 31
	v_xor_b32_e32 v6, v6, v18
	v_xor_b32_e32 v1, v1, v49
	v_xor_b32_e32 v0, v0, v48
	v_xor_b32_e32 v17, v17, v56
	v_xor_b32_e32 v16, v16, v57
	v_xor_b32_e32 v13, v2, v57
	v_xor_b32_e32 v6, v6, v12
	v_alignbit_b32 v12, v2, v3, 31
	v_alignbit_b32 v2, v3, v2, 31
	v_xor_b32_e32 v1, v1, v19
	v_xor_b32_e32 v0, v0, v18
	v_xor_b32_e32 v10, v13, v10
	v_alignbit_b32 v13, v5, v4, 31
	v_xor_b32_e32 v7, v7, v19
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v0, v0, v12
	v_alignbit_b32 v2, v16, v17, 31
	v_alignbit_b32 v3, v17, v16, 31
	v_xor_b32_e32 v5, v5, v39
	v_xor_b32_e32 v4, v4, v38
	v_xor_b32_e32 v7, v7, v13
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v2, v4, v2
	v_alignbit_b32 v8, v0, v1, 11
	v_alignbit_b32 v0, v1, v0, 11
	v_alignbit_b32 v1, v2, v3, 18
	v_alignbit_b32 v2, v3, v2, 18
	v_alignbit_b32 v3, v7, v6, 21
	v_alignbit_b32 v4, v6, v7, 21
	v_not_b32_e32 v5, v0
	v_not_b32_e32 v6, v8
	v_and_b32_e32 v5, v2, v5
	v_and_b32_e32 v6, v1, v6
	v_not_b32_e32 v2, v2
	v_not_b32_e32 v1, v1
	v_and_b32_e32 v2, v11, v2
	v_and_b32_e32 v1, v10, v1
	v_xor_b32_e32 v4, v5, v4
	v_xor_b32_e32 v5, v6, v3
	v_xor_b32_e32 v6, v2, v0
	v_xor_b32_e32 v7, v1, v8
	v_mov_b32_e32 v0, s64
	v_mov_b32_e32 v1, s65
	flat_load_dwordx3 v[0:2], v[0:1]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v3, v1, v7
	v_and_b32_e32 v59, v3, v0
	v_lshl_b64 v[8:9], v[59:60], 2
	v_mov_b32_e32 v3, s45
	v_add_i32_e32 v8, vcc, s44, v8
	v_addc_u32_e32 v9, vcc, v3, v9, vcc
	flat_load_dword v3, v[8:9]
	v_lshl_b32_e32 v9, 1, v7
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v9
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_20
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_and_b32_e32 v10, 31, v1
	v_lshrrev_b32_e32 v1, v10, v6
	v_and_b32_e32 v59, v1, v0
	v_lshl_b64 v[11:12], v[59:60], 2
	v_mov_b32_e32 v1, s47
	v_add_i32_e32 v11, vcc, s46, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	flat_load_dword v1, v[11:12]
	v_lshl_b32_e32 v8, 1, v6
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, v1, v8
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_19
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	v_lshrrev_b32_e32 v1, v10, v5
	v_and_b32_e32 v59, v1, v0
	v_lshl_b64 v[11:12], v[59:60], 2
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v11, vcc, s48, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	flat_load_dword v3, v[11:12]
	v_lshl_b32_e32 v1, 1, v5
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_18
; %bb.9:                                ;   in Loop: Header=BB0_4 Depth=1
	v_lshrrev_b32_e32 v3, v10, v4
	v_and_b32_e32 v59, v3, v0
	v_lshl_b64 v[10:11], v[59:60], 2
	v_mov_b32_e32 v3, s51
	v_add_i32_e32 v10, vcc, s50, v10
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	flat_load_dword v3, v[10:11]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v3, v4, v3
	v_and_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_17
; %bb.10:                               ;   in Loop: Header=BB0_4 Depth=1
	v_lshrrev_b32_e32 v3, v2, v7
	v_and_b32_e32 v59, v3, v0
	v_lshl_b64 v[10:11], v[59:60], 2
	v_mov_b32_e32 v3, s53
	v_add_i32_e32 v10, vcc, s52, v10
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	flat_load_dword v3, v[10:11]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v9
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_16
; %bb.11:                               ;   in Loop: Header=BB0_4 Depth=1
	v_and_b32_e32 v2, 31, v2
	v_lshrrev_b32_e32 v3, v2, v6
	v_and_b32_e32 v59, v3, v0
	v_lshl_b64 v[9:10], v[59:60], 2
	v_mov_b32_e32 v3, s55
	v_add_i32_e32 v9, vcc, s54, v9
	v_addc_u32_e32 v10, vcc, v3, v10, vcc
	flat_load_dword v3, v[9:10]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v8
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_15
; %bb.12:                               ;   in Loop: Header=BB0_4 Depth=1
	v_lshrrev_b32_e32 v3, v2, v5
	v_and_b32_e32 v59, v3, v0
	v_lshl_b64 v[8:9], v[59:60], 2
	v_mov_b32_e32 v3, s57
	v_add_i32_e32 v8, vcc, s56, v8
	v_addc_u32_e32 v9, vcc, v3, v9, vcc
	flat_load_dword v3, v[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:                               ;   in Loop: Header=BB0_4 Depth=1
	v_lshrrev_b32_e32 v1, v2, v4
	v_and_b32_e32 v59, v1, v0
	v_lshl_b64 v[0:1], v[59:60], 2
	v_mov_b32_e32 v2, s59
	v_add_i32_e32 v0, vcc, s58, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_and_b32_e32 v1, 31, v4
	s_waitcnt vmcnt(0)
	v_bfe_u32 v3, v0, v1, 1
.LBB0_14:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB0_15:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
.LBB0_16:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB0_17:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB0_18:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB0_19:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB0_20:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[82:83], vcc
	s_cbranch_execz .LBB0_3
; %bb.21:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v0, s74
	v_mov_b32_e32 v1, s75
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB0_39
; %bb.22:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v2, s62
	v_mov_b32_e32 v3, s63
	v_mad_u64_u32 v[2:3], s[4:5], v1, s86, v[2:3]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v8, 0
	s_branch .LBB0_24
.LBB0_23:                               ;   in Loop: Header=BB0_24 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[6:7], s[4:5], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_38
.LBB0_24:                               ;   Parent Loop BB0_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v9, 1, v0
	v_add_i32_e32 v58, vcc, v9, v8
	v_mad_u64_u32 v[10:11], s[4:5], v58, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 20, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_36
; %bb.25:                               ;   in Loop: Header=BB0_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v4
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_35
; %bb.26:                               ;   in Loop: Header=BB0_24 Depth=2
	v_mad_u64_u32 v[10:11], s[10:11], v58, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 16, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v5
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_34
; %bb.27:                               ;   in Loop: Header=BB0_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v5
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB0_33
; %bb.28:                               ;   in Loop: Header=BB0_24 Depth=2
	v_mad_u64_u32 v[10:11], s[14:15], v58, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 28, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v6
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_32
; %bb.29:                               ;   in Loop: Header=BB0_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v6
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_24 Depth=2
	v_mad_u64_u32 v[10:11], s[18:19], v58, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 24, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v10, v[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 vcc, v10, v7
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v10, v7
	v_cndmask_b32_e32 v10, 1, v11, vcc
.LBB0_31:                               ;   in Loop: Header=BB0_24 Depth=2
	s_or_b64 exec, exec, s[16:17]
.LBB0_32:                               ;   in Loop: Header=BB0_24 Depth=2
	s_or_b64 exec, exec, s[14:15]
.LBB0_33:                               ;   in Loop: Header=BB0_24 Depth=2
	s_or_b64 exec, exec, s[12:13]
.LBB0_34:                               ;   in Loop: Header=BB0_24 Depth=2
	s_or_b64 exec, exec, s[10:11]
.LBB0_35:                               ;   in Loop: Header=BB0_24 Depth=2
	s_or_b64 exec, exec, s[8:9]
.LBB0_36:                               ;   in Loop: Header=BB0_24 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_mov_b64 s[4:5], -1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_23
; %bb.37:                               ;   in Loop: Header=BB0_24 Depth=2
	v_add_i32_e32 v9, vcc, 1, v9
	v_cmp_lt_i32_e32 vcc, 0, v10
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_add_i32_e64 v8, s[4:5], v9, v8
	v_subbrev_u32_e32 v9, vcc, 0, v0, vcc
	v_cmp_gt_u32_e32 vcc, 2, v9
	v_lshrrev_b32_e32 v0, 1, v9
	v_mov_b32_e32 v58, -1
	s_orn2_b64 s[4:5], vcc, exec
	s_branch .LBB0_23
.LBB0_38:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_branch .LBB0_40
.LBB0_39:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v58, -1
.LBB0_40:                               ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_ne_u32_e32 vcc, -1, v58
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_3
; %bb.41:                               ;   in Loop: Header=BB0_4 Depth=1
	buffer_store_dword v63, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:12 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v59, vcc, v58, v1
	v_lshl_b64 v[0:1], v[59:60], 2
	v_mov_b32_e32 v3, s71
	v_add_i32_e32 v0, vcc, s70, v0
	v_lshlrev_b32_e32 v4, 10, v43
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_add_u32 s8, s36, s86
	v_lshlrev_b32_e32 v3, 20, v42
	v_or_b32_e32 v4, v44, v4
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v4, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[84:85]
	s_add_u32 s84, s84, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s85, s85, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_3
; %bb.42:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v0, s80
	v_mov_b32_e32 v1, s81
	v_mov_b32_e32 v2, s74
	v_mov_b32_e32 v3, s75
	flat_load_dword v57, v[0:1]
	flat_load_dword v56, v[2:3]
	buffer_store_dword v63, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:8 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, s86
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
	v_mov_b32_e32 v0, s72
	v_mov_b32_e32 v1, s73
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_ge_u32_e32 vcc, v0, v56
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[84:85], exec, s[4:5]
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_4 Depth=1
	buffer_store_dword v63, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, s86
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
	v_mov_b32_e32 v0, s72
	v_mov_b32_e32 v1, s73
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr57
.LBB0_44:                               ;   in Loop: Header=BB0_4 Depth=1
	s_or_saveexec_b64 s[4:5], s[84:85]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.45:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v1, v60
	v_lshl_b64 v[0:1], v[0:1], 5
	v_mov_b32_e32 v2, s61
	v_add_i32_e32 v0, vcc, s60, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[40:41]
	v_mov_b32_e32 v56, s76
	v_add_i32_e32 v0, vcc, 24, v0
	flat_store_dwordx4 v[2:3], v[56:59]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v59, v60
	flat_store_dwordx2 v[0:1], v[59:60]
	s_branch .LBB0_3
.LBB0_46:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m17400_m04
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 84
		.amdhsa_next_free_sgpr 87
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
	.size	m17400_m04, .Lfunc_end0-m17400_m04
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3944
; NumSgprs: 91
; NumVgprs: 84
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 91
; NumVGPRsForWavesPerEU: 84
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	m17400_m08              ; -- Begin function m17400_m08
	.globl	m17400_m08
	.p2align	8
	.type	m17400_m08,@function
m17400_m08:                             ; @m17400_m08
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_load_dwordx2 s[64:65], s[8:9], 0x30
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v44, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_mov_b32 s33, s16
	s_add_u32 s8, s36, 0xc8
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[64:65], 0xe
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_46
; %bb.1:
	s_load_dword s4, s[64:65], 0x6
	s_add_u32 s66, s64, 24
	s_addc_u32 s67, s65, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB1_46
; %bb.2:
	s_movk_i32 s4, 0x104
	v_mul_lo_u32 v2, v41, s4
	v_mad_u64_u32 v[0:1], s[4:5], v40, s4, 0
	s_load_dwordx2 s[4:5], s[36:37], 0x0
	s_load_dwordx2 s[68:69], s[36:37], 0x6
	s_load_dwordx16 s[44:59], s[36:37], 0xc
	v_add_i32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 4, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_i32_e32 v2, vcc, 20, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx3 v[45:47], v[2:3]
	flat_load_dword v76, v[0:1]
	s_load_dwordx4 s[60:63], s[36:37], 0x1c
	s_load_dwordx2 s[70:71], s[36:37], 0x20
	s_load_dwordx2 s[72:73], s[36:37], 0x26
	s_add_u32 s74, s64, 28
	s_addc_u32 s75, s65, 0
	s_mov_b32 s77, 0
	v_mov_b32_e32 v63, 0
	s_add_u32 s80, s64, 12
	s_brev_b32 s79, 1
	s_movk_i32 s86, 0xc8
	v_mov_b32_e32 v77, 1
	v_mov_b32_e32 v72, v63
	s_mov_b32 s76, s77
	s_addc_u32 s81, s65, 0
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v73, v56
	v_mov_b32_e32 v74, v59
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v75, v45
	s_branch .LBB1_4
.LBB1_3:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[82:83]
	s_load_dword s4, s[66:67], 0x0
	s_add_i32 s76, s76, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s76, s4
	s_cbranch_scc0 .LBB1_46
.LBB1_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_5 Depth 2
                                        ;     Child Loop BB1_24 Depth 2
	s_lshl_b64 s[4:5], s[76:77], 2
	s_add_u32 s4, s68, s4
	s_addc_u32 s5, s69, s5
	s_load_dword s6, s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s78, s77
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v33, s78
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v0, s6, v76
	v_mov_b32_e32 v9, v57
	v_mov_b32_e32 v7, v74
	v_mov_b32_e32 v5, v46
	v_mov_b32_e32 v20, v4
	v_mov_b32_e32 v14, v4
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v16, v4
	v_mov_b32_e32 v18, v4
	v_mov_b32_e32 v30, v4
	v_mov_b32_e32 v28, v4
	v_mov_b32_e32 v22, v4
	v_mov_b32_e32 v24, v4
	v_mov_b32_e32 v26, v4
	v_mov_b32_e32 v49, v4
	v_mov_b32_e32 v51, v4
	v_mov_b32_e32 v55, v4
	v_mov_b32_e32 v53, v4
	v_mov_b32_e32 v60, v4
	v_mov_b32_e32 v62, v4
	v_mov_b32_e32 v32, v4
	v_mov_b32_e32 v38, v4
	v_mov_b32_e32 v36, v4
	v_mov_b32_e32 v39, v73
	s_mov_b64 s[4:5], 0
	v_or_b32_e32 v45, v72, v0
	v_mov_b32_e32 v34, s79
	v_mov_b32_e32 v10, v58
	v_mov_b32_e32 v8, v75
	v_mov_b32_e32 v6, v47
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v29, v3
	v_mov_b32_e32 v27, v3
	v_mov_b32_e32 v21, v3
	v_mov_b32_e32 v23, v3
	v_mov_b32_e32 v25, v3
	v_mov_b32_e32 v48, v3
	v_mov_b32_e32 v50, v3
	v_mov_b32_e32 v54, v3
	v_mov_b32_e32 v52, v3
	v_mov_b32_e32 v59, v3
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v31, v3
	v_mov_b32_e32 v37, v3
	v_mov_b32_e32 v35, v3
.LBB1_5:                                ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_xor_b32_e32 v2, v14, v10
	v_xor_b32_e32 v56, v13, v9
	v_xor_b32_e32 v2, v2, v28
	v_xor_b32_e32 v56, v56, v27
	v_xor_b32_e32 v68, v18, v4
	v_xor_b32_e32 v2, v2, v60
	v_xor_b32_e32 v56, v56, v59
	v_xor_b32_e32 v64, v12, v8
	v_xor_b32_e32 v65, v11, v7
	v_xor_b32_e32 v69, v17, v3
	v_xor_b32_e32 v68, v68, v26
	v_xor_b32_e32 v0, v20, v39
	v_xor_b32_e32 v2, v2, v34
	v_xor_b32_e32 v56, v56, v33
	v_xor_b32_e32 v64, v64, v22
	v_xor_b32_e32 v65, v65, v21
	v_xor_b32_e32 v69, v69, v25
	v_xor_b32_e32 v68, v68, v51
	v_xor_b32_e32 v1, v19, v45
	v_xor_b32_e32 v0, v0, v30
	v_xor_b32_e32 v64, v64, v53
	v_xor_b32_e32 v65, v65, v52
	v_xor_b32_e32 v66, v16, v6
	v_xor_b32_e32 v67, v15, v5
	v_xor_b32_e32 v69, v69, v50
	v_xor_b32_e32 v68, v68, v32
	v_alignbit_b32 v71, v2, v56, 31
	v_xor_b32_e32 v1, v1, v29
	v_xor_b32_e32 v0, v0, v49
	v_xor_b32_e32 v64, v64, v36
	v_xor_b32_e32 v65, v65, v35
	v_xor_b32_e32 v66, v66, v24
	v_xor_b32_e32 v67, v67, v23
	v_xor_b32_e32 v69, v69, v31
	v_alignbit_b32 v70, v56, v2, 31
	v_xor_b32_e32 v71, v71, v68
	v_xor_b32_e32 v1, v1, v48
	v_xor_b32_e32 v0, v0, v62
	v_xor_b32_e32 v66, v66, v55
	v_xor_b32_e32 v67, v67, v54
	v_xor_b32_e32 v70, v70, v69
	v_xor_b32_e32 v39, v71, v39
	v_xor_b32_e32 v20, v71, v20
	v_xor_b32_e32 v30, v71, v30
	v_xor_b32_e32 v49, v71, v49
	v_xor_b32_e32 v62, v71, v62
	v_alignbit_b32 v71, v64, v65, 31
	v_xor_b32_e32 v1, v1, v61
	v_xor_b32_e32 v66, v66, v38
	v_xor_b32_e32 v67, v67, v37
	v_xor_b32_e32 v45, v70, v45
	v_xor_b32_e32 v19, v70, v19
	v_xor_b32_e32 v29, v70, v29
	v_xor_b32_e32 v48, v70, v48
	v_xor_b32_e32 v61, v70, v61
	v_alignbit_b32 v70, v65, v64, 31
	v_xor_b32_e32 v71, v71, v0
	v_xor_b32_e32 v70, v70, v1
	v_xor_b32_e32 v10, v71, v10
	v_xor_b32_e32 v14, v71, v14
	v_xor_b32_e32 v28, v71, v28
	v_xor_b32_e32 v34, v71, v34
	v_xor_b32_e32 v60, v71, v60
	v_alignbit_b32 v71, v66, v67, 31
	v_xor_b32_e32 v9, v70, v9
	v_xor_b32_e32 v13, v70, v13
	v_xor_b32_e32 v27, v70, v27
	v_xor_b32_e32 v33, v70, v33
	v_xor_b32_e32 v59, v70, v59
	v_alignbit_b32 v70, v67, v66, 31
	v_xor_b32_e32 v2, v71, v2
	v_xor_b32_e32 v56, v70, v56
	v_xor_b32_e32 v8, v2, v8
	v_xor_b32_e32 v12, v2, v12
	v_xor_b32_e32 v22, v2, v22
	v_xor_b32_e32 v36, v2, v36
	v_xor_b32_e32 v2, v2, v53
	v_alignbit_b32 v53, v69, v68, 31
	v_xor_b32_e32 v7, v56, v7
	v_xor_b32_e32 v11, v56, v11
	v_xor_b32_e32 v21, v56, v21
	v_xor_b32_e32 v35, v56, v35
	v_xor_b32_e32 v52, v56, v52
	v_alignbit_b32 v56, v68, v69, 31
	v_xor_b32_e32 v53, v53, v65
	v_xor_b32_e32 v56, v56, v64
	v_xor_b32_e32 v5, v53, v5
	v_xor_b32_e32 v15, v53, v15
	v_xor_b32_e32 v23, v53, v23
	v_xor_b32_e32 v37, v53, v37
	v_xor_b32_e32 v53, v53, v54
	v_alignbit_b32 v54, v1, v0, 31
	v_alignbit_b32 v0, v0, v1, 31
	v_xor_b32_e32 v16, v56, v16
	v_xor_b32_e32 v0, v0, v66
	v_xor_b32_e32 v1, v54, v67
	v_xor_b32_e32 v6, v56, v6
	v_xor_b32_e32 v4, v0, v4
	v_xor_b32_e32 v3, v1, v3
	v_xor_b32_e32 v18, v0, v18
	v_xor_b32_e32 v17, v1, v17
	v_xor_b32_e32 v26, v0, v26
	v_xor_b32_e32 v25, v1, v25
	v_xor_b32_e32 v32, v0, v32
	v_xor_b32_e32 v31, v1, v31
	v_xor_b32_e32 v0, v0, v51
	v_xor_b32_e32 v1, v1, v50
	v_alignbit_b32 v71, v16, v15, 9
	v_alignbit_b32 v78, v15, v16, 9
	v_alignbit_b32 v16, v14, v13, 20
	v_xor_b32_e32 v38, v56, v38
	v_alignbit_b32 v65, v27, v28, 22
	v_alignbit_b32 v66, v28, v27, 22
	v_alignbit_b32 v27, v5, v6, 4
	v_alignbit_b32 v28, v6, v5, 4
	v_alignbit_b32 v79, v59, v60, 30
	v_alignbit_b32 v80, v60, v59, 30
	v_alignbit_b32 v15, v1, v0, 18
	v_alignbit_b32 v0, v0, v1, 18
	v_alignbit_b32 v1, v3, v4, 5
	v_alignbit_b32 v59, v4, v3, 5
	v_alignbit_b32 v3, v22, v21, 21
	v_alignbit_b32 v13, v13, v14, 20
	v_not_b32_e32 v6, v16
	v_xor_b32_e32 v24, v56, v24
	v_xor_b32_e32 v55, v56, v55
	v_alignbit_b32 v56, v11, v12, 26
	v_alignbit_b32 v64, v12, v11, 26
	v_alignbit_b32 v11, v37, v38, 11
	v_alignbit_b32 v4, v21, v22, 21
	v_not_b32_e32 v5, v13
	v_and_b32_e32 v87, v3, v6
	v_not_b32_e32 v6, v3
	v_alignbit_b32 v12, v38, v37, 11
	v_and_b32_e32 v86, v4, v5
	v_not_b32_e32 v5, v4
	v_and_b32_e32 v6, v11, v6
	v_alignbit_b32 v50, v9, v10, 31
	v_alignbit_b32 v51, v10, v9, 31
	v_and_b32_e32 v5, v12, v5
	v_xor_b32_e32 v9, v16, v6
	v_not_b32_e32 v6, v11
	v_xor_b32_e32 v10, v13, v5
	v_not_b32_e32 v5, v12
	v_and_b32_e32 v6, v15, v6
	v_alignbit_b32 v83, v8, v7, 2
	v_alignbit_b32 v84, v7, v8, 2
	v_and_b32_e32 v5, v0, v5
	v_xor_b32_e32 v7, v6, v3
	v_not_b32_e32 v3, v0
	v_xor_b32_e32 v8, v5, v4
	v_not_b32_e32 v4, v15
	v_and_b32_e32 v3, v39, v3
	v_and_b32_e32 v4, v45, v4
	v_xor_b32_e32 v6, v3, v12
	v_not_b32_e32 v3, v39
	v_alignbit_b32 v22, v17, v18, 12
	v_alignbit_b32 v17, v18, v17, 12
	v_xor_b32_e32 v5, v4, v11
	v_not_b32_e32 v4, v45
	v_and_b32_e32 v3, v13, v3
	v_alignbit_b32 v54, v29, v30, 29
	v_alignbit_b32 v29, v30, v29, 29
	v_and_b32_e32 v11, v16, v4
	v_xor_b32_e32 v4, v3, v0
	v_not_b32_e32 v0, v17
	v_and_b32_e32 v0, v29, v0
	v_alignbit_b32 v69, v20, v19, 28
	v_alignbit_b32 v70, v19, v20, 28
	v_alignbit_b32 v30, v34, v33, 19
	v_alignbit_b32 v33, v33, v34, 19
	v_xor_b32_e32 v20, v0, v28
	v_not_b32_e32 v0, v29
	v_and_b32_e32 v0, v33, v0
	v_alignbit_b32 v21, v2, v52, 3
	v_alignbit_b32 v2, v52, v2, 3
	v_xor_b32_e32 v14, v0, v17
	v_not_b32_e32 v0, v33
	v_and_b32_e32 v0, v2, v0
	v_xor_b32_e32 v12, v29, v0
	v_not_b32_e32 v0, v2
	v_and_b32_e32 v0, v28, v0
	v_xor_b32_e32 v3, v11, v15
	v_not_b32_e32 v11, v22
	v_xor_b32_e32 v16, v33, v0
	v_not_b32_e32 v0, v28
	v_and_b32_e32 v11, v54, v11
	v_not_b32_e32 v18, v27
	v_and_b32_e32 v0, v17, v0
	v_alignbit_b32 v34, v31, v32, 24
	v_alignbit_b32 v31, v32, v31, 24
	v_alignbit_b32 v32, v23, v24, 7
	v_alignbit_b32 v23, v24, v23, 7
	v_xor_b32_e32 v19, v11, v27
	v_not_b32_e32 v11, v54
	v_not_b32_e32 v15, v21
	v_and_b32_e32 v17, v22, v18
	v_xor_b32_e32 v18, v0, v2
	v_not_b32_e32 v0, v64
	v_and_b32_e32 v11, v30, v11
	v_and_b32_e32 v15, v27, v15
	v_not_b32_e32 v2, v56
	v_and_b32_e32 v0, v23, v0
	v_xor_b32_e32 v13, v11, v22
	v_not_b32_e32 v11, v30
	v_xor_b32_e32 v15, v30, v15
	v_and_b32_e32 v2, v32, v2
	v_xor_b32_e32 v30, v51, v0
	v_not_b32_e32 v0, v23
	v_xor_b32_e32 v29, v50, v2
	v_not_b32_e32 v2, v32
	v_and_b32_e32 v0, v31, v0
	v_alignbit_b32 v67, v35, v36, 17
	v_alignbit_b32 v68, v36, v35, 17
	v_alignbit_b32 v36, v62, v61, 14
	v_and_b32_e32 v2, v34, v2
	v_xor_b32_e32 v28, v0, v64
	v_not_b32_e32 v0, v31
	v_alignbit_b32 v35, v61, v62, 14
	v_xor_b32_e32 v27, v2, v56
	v_not_b32_e32 v2, v34
	v_and_b32_e32 v0, v36, v0
	v_and_b32_e32 v2, v35, v2
	v_xor_b32_e32 v22, v0, v23
	v_not_b32_e32 v0, v36
	v_and_b32_e32 v11, v21, v11
	v_xor_b32_e32 v17, v17, v21
	v_xor_b32_e32 v21, v2, v32
	v_not_b32_e32 v2, v35
	v_and_b32_e32 v0, v51, v0
	v_and_b32_e32 v2, v50, v2
	v_xor_b32_e32 v24, v0, v31
	v_not_b32_e32 v0, v51
	v_xor_b32_e32 v23, v2, v34
	v_not_b32_e32 v2, v50
	v_and_b32_e32 v0, v64, v0
	v_alignbit_b32 v60, v55, v53, 8
	v_alignbit_b32 v53, v53, v55, 8
	v_alignbit_b32 v55, v26, v25, 25
	v_alignbit_b32 v85, v25, v26, 25
	v_and_b32_e32 v2, v56, v2
	v_xor_b32_e32 v26, v36, v0
	v_not_b32_e32 v0, v70
	v_xor_b32_e32 v25, v35, v2
	v_not_b32_e32 v2, v69
	v_and_b32_e32 v0, v66, v0
	v_alignbit_b32 v81, v49, v48, 23
	v_alignbit_b32 v82, v48, v49, 23
	v_and_b32_e32 v2, v65, v2
	v_xor_b32_e32 v49, v0, v59
	v_not_b32_e32 v0, v66
	v_xor_b32_e32 v48, v2, v1
	v_not_b32_e32 v2, v65
	v_and_b32_e32 v0, v68, v0
	v_and_b32_e32 v2, v67, v2
	v_xor_b32_e32 v34, v70, v0
	v_not_b32_e32 v0, v68
	v_xor_b32_e32 v33, v69, v2
	v_not_b32_e32 v2, v67
	v_and_b32_e32 v0, v53, v0
	v_and_b32_e32 v2, v60, v2
	v_xor_b32_e32 v36, v66, v0
	v_not_b32_e32 v0, v53
	v_xor_b32_e32 v35, v65, v2
	v_not_b32_e32 v2, v60
	v_and_b32_e32 v0, v59, v0
	v_and_b32_e32 v2, v1, v2
	v_xor_b32_e32 v38, v0, v68
	v_not_b32_e32 v0, v59
	v_not_b32_e32 v1, v1
	v_and_b32_e32 v0, v70, v0
	v_and_b32_e32 v1, v69, v1
	v_xor_b32_e32 v32, v0, v53
	v_xor_b32_e32 v31, v1, v60
	v_not_b32_e32 v0, v78
	v_not_b32_e32 v1, v71
	v_and_b32_e32 v0, v85, v0
	v_and_b32_e32 v1, v55, v1
	v_xor_b32_e32 v62, v0, v84
	v_xor_b32_e32 v61, v1, v83
	v_not_b32_e32 v0, v85
	v_not_b32_e32 v1, v55
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, keccakf_rndc@rel32@lo+4
	s_addc_u32 s7, s7, keccakf_rndc@rel32@hi+12
	v_and_b32_e32 v0, v82, v0
	v_and_b32_e32 v1, v81, v1
	s_add_u32 s6, s4, s6
	v_xor_b32_e32 v60, v0, v78
	v_xor_b32_e32 v59, v1, v71
	v_not_b32_e32 v0, v82
	v_not_b32_e32 v1, v81
	s_addc_u32 s7, s5, s7
	v_and_b32_e32 v0, v80, v0
	v_and_b32_e32 v1, v79, v1
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	v_xor_b32_e32 v53, v0, v85
	v_xor_b32_e32 v52, v1, v55
	v_not_b32_e32 v0, v80
	v_not_b32_e32 v1, v79
	v_and_b32_e32 v0, v84, v0
	v_and_b32_e32 v1, v83, v1
	v_xor_b32_e32 v11, v54, v11
	v_xor_b32_e32 v55, v82, v0
	v_xor_b32_e32 v54, v81, v1
	v_not_b32_e32 v0, v84
	v_not_b32_e32 v1, v83
	v_and_b32_e32 v0, v78, v0
	v_and_b32_e32 v1, v71, v1
	s_add_u32 s4, s4, 8
	v_xor_b32_e32 v51, v80, v0
	v_xor_b32_e32 v50, v79, v1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, s7, v39
	v_xor_b32_e32 v1, s6, v45
	s_addc_u32 s5, s5, 0
	v_xor_b32_e32 v37, v2, v67
	v_xor_b32_e32 v39, v0, v86
	s_cmpk_eq_i32 s4, 0xb8
	v_xor_b32_e32 v45, v1, v87
	s_cbranch_scc0 .LBB1_5
; %bb.6:                                ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v0, s64
	v_mov_b32_e32 v1, s65
	flat_load_dwordx3 v[0:2], v[0:1]
	v_xor_b32_e32 v30, v30, v62
	v_xor_b32_e32 v29, v29, v61
	v_xor_b32_e32 v10, v10, v28
	v_xor_b32_e32 v9, v9, v27
	v_xor_b32_e32 v6, v38, v6
	v_xor_b32_e32 v5, v37, v5
	v_xor_b32_e32 v18, v51, v18
	v_xor_b32_e32 v17, v50, v17
	v_xor_b32_e32 v7, v7, v37
	v_xor_b32_e32 v8, v8, v38
	v_xor_b32_e32 v28, v30, v49
	v_xor_b32_e32 v29, v29, v48
	v_xor_b32_e32 v10, v10, v34
	v_xor_b32_e32 v9, v9, v33
	v_xor_b32_e32 v6, v6, v16
	v_xor_b32_e32 v5, v5, v15
	v_xor_b32_e32 v15, v18, v26
	v_xor_b32_e32 v16, v17, v25
	v_xor_b32_e32 v7, v7, v35
	v_xor_b32_e32 v8, v8, v36
	v_xor_b32_e32 v17, v28, v20
	v_xor_b32_e32 v18, v29, v19
	v_xor_b32_e32 v10, v10, v60
	v_xor_b32_e32 v9, v9, v59
	v_xor_b32_e32 v6, v6, v55
	v_xor_b32_e32 v5, v5, v54
	v_xor_b32_e32 v4, v15, v4
	v_xor_b32_e32 v3, v16, v3
	v_xor_b32_e32 v7, v7, v11
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v11, v17, v39
	v_xor_b32_e32 v12, v18, v45
	v_xor_b32_e32 v10, v10, v14
	v_xor_b32_e32 v9, v9, v13
	v_xor_b32_e32 v13, v6, v24
	v_xor_b32_e32 v14, v5, v23
	v_xor_b32_e32 v15, v4, v32
	v_xor_b32_e32 v3, v3, v31
	v_xor_b32_e32 v5, v7, v52
	v_xor_b32_e32 v4, v8, v53
	v_alignbit_b32 v6, v9, v10, 31
	v_xor_b32_e32 v7, v3, v45
	v_alignbit_b32 v8, v3, v15, 31
	v_xor_b32_e32 v5, v5, v21
	v_alignbit_b32 v16, v12, v11, 31
	v_alignbit_b32 v11, v11, v12, 31
	v_xor_b32_e32 v12, v13, v51
	v_xor_b32_e32 v17, v14, v50
	v_xor_b32_e32 v6, v7, v6
	v_xor_b32_e32 v7, v5, v8
	v_xor_b32_e32 v8, v12, v11
	v_xor_b32_e32 v11, v17, v16
	v_alignbit_b32 v3, v15, v3, 31
	v_xor_b32_e32 v4, v4, v22
	v_alignbit_b32 v16, v11, v8, 18
	v_xor_b32_e32 v3, v4, v3
	v_not_b32_e32 v4, v16
	v_alignbit_b32 v12, v7, v3, 11
	v_and_b32_e32 v4, v6, v4
	v_xor_b32_e32 v4, v4, v12
	v_mov_b32_e32 v27, s45
	v_alignbit_b32 v3, v3, v7, 11
	v_alignbit_b32 v7, v8, v11, 18
	v_not_b32_e32 v11, v7
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v5, v1, v4
	v_and_b32_e32 v62, v5, v0
	v_lshl_b64 v[5:6], v[62:63], 2
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v27, v6, vcc
	flat_load_dword v17, v[5:6]
	v_alignbit_b32 v5, v10, v9, 31
	v_xor_b32_e32 v6, v15, v39
	v_alignbit_b32 v15, v14, v13, 31
	v_alignbit_b32 v13, v13, v14, 31
	v_xor_b32_e32 v10, v10, v22
	v_xor_b32_e32 v9, v9, v21
	v_xor_b32_e32 v5, v6, v5
	v_xor_b32_e32 v6, v10, v13
	v_xor_b32_e32 v9, v9, v15
	v_alignbit_b32 v8, v6, v9, 21
	v_alignbit_b32 v6, v9, v6, 21
	v_not_b32_e32 v9, v3
	v_not_b32_e32 v10, v12
	v_and_b32_e32 v7, v7, v9
	v_and_b32_e32 v9, v16, v10
	v_and_b32_e32 v10, v5, v11
	v_xor_b32_e32 v5, v7, v6
	v_xor_b32_e32 v6, v9, v8
	v_lshl_b32_e32 v9, 1, v4
	v_xor_b32_e32 v7, v10, v3
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v17, v9
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_20
; %bb.7:                                ;   in Loop: Header=BB1_4 Depth=1
	v_and_b32_e32 v10, 31, v1
	v_lshrrev_b32_e32 v1, v10, v7
	v_and_b32_e32 v62, v1, v0
	v_lshl_b64 v[11:12], v[62:63], 2
	v_mov_b32_e32 v1, s47
	v_add_i32_e32 v11, vcc, s46, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	flat_load_dword v1, v[11:12]
	v_lshl_b32_e32 v8, 1, v7
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, v1, v8
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_19
; %bb.8:                                ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v1, v10, v6
	v_and_b32_e32 v62, v1, v0
	v_lshl_b64 v[11:12], v[62:63], 2
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v11, vcc, s48, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	flat_load_dword v3, v[11:12]
	v_lshl_b32_e32 v1, 1, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_18
; %bb.9:                                ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v3, v10, v5
	v_and_b32_e32 v62, v3, v0
	v_lshl_b64 v[10:11], v[62:63], 2
	v_mov_b32_e32 v3, s51
	v_add_i32_e32 v10, vcc, s50, v10
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	flat_load_dword v3, v[10:11]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v3, v5, v3
	v_and_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_17
; %bb.10:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v3, v2, v4
	v_and_b32_e32 v62, v3, v0
	v_lshl_b64 v[10:11], v[62:63], 2
	v_mov_b32_e32 v3, s53
	v_add_i32_e32 v10, vcc, s52, v10
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	flat_load_dword v3, v[10:11]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v9
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB1_16
; %bb.11:                               ;   in Loop: Header=BB1_4 Depth=1
	v_and_b32_e32 v2, 31, v2
	v_lshrrev_b32_e32 v3, v2, v7
	v_and_b32_e32 v62, v3, v0
	v_lshl_b64 v[9:10], v[62:63], 2
	v_mov_b32_e32 v3, s55
	v_add_i32_e32 v9, vcc, s54, v9
	v_addc_u32_e32 v10, vcc, v3, v10, vcc
	flat_load_dword v3, v[9:10]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v8
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB1_15
; %bb.12:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v3, v2, v6
	v_and_b32_e32 v62, v3, v0
	v_lshl_b64 v[8:9], v[62:63], 2
	v_mov_b32_e32 v3, s57
	v_add_i32_e32 v8, vcc, s56, v8
	v_addc_u32_e32 v9, vcc, v3, v9, vcc
	flat_load_dword v3, v[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_14
; %bb.13:                               ;   in Loop: Header=BB1_4 Depth=1
	v_lshrrev_b32_e32 v1, v2, v5
	v_and_b32_e32 v62, v1, v0
	v_lshl_b64 v[0:1], v[62:63], 2
	v_mov_b32_e32 v2, s59
	v_add_i32_e32 v0, vcc, s58, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_and_b32_e32 v1, 31, v5
	s_waitcnt vmcnt(0)
	v_bfe_u32 v3, v0, v1, 1
.LBB1_14:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB1_15:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
.LBB1_16:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB1_17:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB1_18:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB1_19:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB1_20:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[82:83], vcc
	s_cbranch_execz .LBB1_3
; %bb.21:                               ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v0, s74
	v_mov_b32_e32 v1, s75
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB1_39
; %bb.22:                               ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v2, s62
	v_mov_b32_e32 v3, s63
	v_mad_u64_u32 v[2:3], s[4:5], v1, s86, v[2:3]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v8, 0
	s_branch .LBB1_24
.LBB1_23:                               ;   in Loop: Header=BB1_24 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[6:7], s[4:5], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_38
.LBB1_24:                               ;   Parent Loop BB1_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v9, 1, v0
	v_add_i32_e32 v61, vcc, v9, v8
	v_mad_u64_u32 v[10:11], s[4:5], v61, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 20, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_36
; %bb.25:                               ;   in Loop: Header=BB1_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v5
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_35
; %bb.26:                               ;   in Loop: Header=BB1_24 Depth=2
	v_mad_u64_u32 v[10:11], s[10:11], v61, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 16, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v6
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_34
; %bb.27:                               ;   in Loop: Header=BB1_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v6
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB1_33
; %bb.28:                               ;   in Loop: Header=BB1_24 Depth=2
	v_mad_u64_u32 v[10:11], s[14:15], v61, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 28, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v7
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB1_32
; %bb.29:                               ;   in Loop: Header=BB1_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v7
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB1_31
; %bb.30:                               ;   in Loop: Header=BB1_24 Depth=2
	v_mad_u64_u32 v[10:11], s[18:19], v61, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 24, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v10, v[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 vcc, v10, v4
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v10, v4
	v_cndmask_b32_e32 v10, 1, v11, vcc
.LBB1_31:                               ;   in Loop: Header=BB1_24 Depth=2
	s_or_b64 exec, exec, s[16:17]
.LBB1_32:                               ;   in Loop: Header=BB1_24 Depth=2
	s_or_b64 exec, exec, s[14:15]
.LBB1_33:                               ;   in Loop: Header=BB1_24 Depth=2
	s_or_b64 exec, exec, s[12:13]
.LBB1_34:                               ;   in Loop: Header=BB1_24 Depth=2
	s_or_b64 exec, exec, s[10:11]
.LBB1_35:                               ;   in Loop: Header=BB1_24 Depth=2
	s_or_b64 exec, exec, s[8:9]
.LBB1_36:                               ;   in Loop: Header=BB1_24 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_mov_b64 s[4:5], -1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_23
; %bb.37:                               ;   in Loop: Header=BB1_24 Depth=2
	v_add_i32_e32 v9, vcc, 1, v9
	v_cmp_lt_i32_e32 vcc, 0, v10
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_add_i32_e64 v8, s[4:5], v9, v8
	v_subbrev_u32_e32 v9, vcc, 0, v0, vcc
	v_cmp_gt_u32_e32 vcc, 2, v9
	v_lshrrev_b32_e32 v0, 1, v9
	v_mov_b32_e32 v61, -1
	s_orn2_b64 s[4:5], vcc, exec
	s_branch .LBB1_23
.LBB1_38:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_branch .LBB1_40
.LBB1_39:                               ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v61, -1
.LBB1_40:                               ;   in Loop: Header=BB1_4 Depth=1
	v_cmp_ne_u32_e32 vcc, -1, v61
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_3
; %bb.41:                               ;   in Loop: Header=BB1_4 Depth=1
	buffer_store_dword v77, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:12 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v62, vcc, v61, v1
	v_lshl_b64 v[0:1], v[62:63], 2
	v_mov_b32_e32 v3, s71
	v_add_i32_e32 v0, vcc, s70, v0
	v_lshlrev_b32_e32 v4, 10, v43
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_add_u32 s8, s36, s86
	v_lshlrev_b32_e32 v3, 20, v42
	v_or_b32_e32 v4, v44, v4
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v4, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[84:85]
	s_add_u32 s84, s84, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s85, s85, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_3
; %bb.42:                               ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v0, s80
	v_mov_b32_e32 v1, s81
	v_mov_b32_e32 v2, s74
	v_mov_b32_e32 v3, s75
	flat_load_dword v60, v[0:1]
	flat_load_dword v45, v[2:3]
	buffer_store_dword v77, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:8 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, s86
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
	v_mov_b32_e32 v0, s72
	v_mov_b32_e32 v1, s73
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_ge_u32_e32 vcc, v0, v45
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[84:85], exec, s[4:5]
	s_cbranch_execz .LBB1_44
; %bb.43:                               ;   in Loop: Header=BB1_4 Depth=1
	buffer_store_dword v77, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, s86
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
	v_mov_b32_e32 v0, s72
	v_mov_b32_e32 v1, s73
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr60
.LBB1_44:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_saveexec_b64 s[4:5], s[84:85]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.45:                               ;   in Loop: Header=BB1_4 Depth=1
	v_mov_b32_e32 v1, v63
	v_lshl_b64 v[0:1], v[0:1], 5
	v_mov_b32_e32 v2, s61
	v_add_i32_e32 v0, vcc, s60, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[40:41]
	v_mov_b32_e32 v59, s76
	v_add_i32_e32 v0, vcc, 24, v0
	flat_store_dwordx4 v[2:3], v[59:62]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v62, v63
	flat_store_dwordx2 v[0:1], v[62:63]
	s_branch .LBB1_3
.LBB1_46:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m17400_m08
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 88
		.amdhsa_next_free_sgpr 87
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
	.size	m17400_m08, .Lfunc_end1-m17400_m08
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3980
; NumSgprs: 91
; NumVgprs: 88
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 91
; NumVGPRsForWavesPerEU: 88
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
	.protected	m17400_m16              ; -- Begin function m17400_m16
	.globl	m17400_m16
	.p2align	8
	.type	m17400_m16,@function
m17400_m16:                             ; @m17400_m16
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_load_dwordx2 s[64:65], s[8:9], 0x30
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v44, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_mov_b32 s33, s16
	s_add_u32 s8, s36, 0xc8
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[64:65], 0xe
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_46
; %bb.1:
	s_load_dword s4, s[64:65], 0x6
	s_add_u32 s66, s64, 24
	s_addc_u32 s67, s65, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB2_46
; %bb.2:
	s_movk_i32 s4, 0x104
	v_mul_lo_u32 v2, v41, s4
	v_mad_u64_u32 v[0:1], s[4:5], v40, s4, 0
	s_load_dwordx2 s[4:5], s[36:37], 0x0
	s_load_dwordx2 s[68:69], s[36:37], 0x6
	s_load_dwordx16 s[44:59], s[36:37], 0xc
	v_add_i32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 4, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_i32_e32 v4, vcc, 20, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_i32_e32 v2, vcc, 36, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx4 v[60:63], v[4:5]
	flat_load_dwordx4 v[72:75], v[2:3]
	v_add_i32_e32 v2, vcc, 52, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dword v46, v[2:3]
	flat_load_dword v91, v[0:1]
	s_load_dwordx4 s[60:63], s[36:37], 0x1c
	s_load_dwordx2 s[70:71], s[36:37], 0x20
	s_load_dwordx2 s[72:73], s[36:37], 0x26
	s_add_u32 s74, s64, 28
	s_addc_u32 s75, s65, 0
	s_mov_b32 s77, 0
	v_mov_b32_e32 v79, 0
	s_add_u32 s80, s64, 12
	s_brev_b32 s79, 1
	s_movk_i32 s86, 0xc8
	v_mov_b32_e32 v92, 1
	s_mov_b32 s76, s77
	v_mov_b32_e32 v88, v79
	s_addc_u32 s81, s65, 0
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v47, v56
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v89, v63
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v90, v72
	v_mov_b32_e32 v45, v75
	s_branch .LBB2_4
.LBB2_3:                                ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[82:83]
	s_load_dword s4, s[66:67], 0x0
	s_add_i32 s76, s76, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s76, s4
	s_cbranch_scc0 .LBB2_46
.LBB2_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_5 Depth 2
                                        ;     Child Loop BB2_24 Depth 2
	s_lshl_b64 s[4:5], s[76:77], 2
	s_add_u32 s4, s68, s4
	s_addc_u32 s5, s69, s5
	s_load_dword s6, s[4:5], 0x0
	v_mov_b32_e32 v11, 0
	s_mov_b32 s78, s77
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v33, s78
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v0, s6, v91
	v_mov_b32_e32 v9, v57
	v_mov_b32_e32 v7, v59
	v_mov_b32_e32 v5, v61
	v_mov_b32_e32 v3, v89
	v_mov_b32_e32 v19, v73
	v_mov_b32_e32 v13, v45
	v_mov_b32_e32 v16, v12
	v_mov_b32_e32 v18, v12
	v_mov_b32_e32 v30, v12
	v_mov_b32_e32 v28, v12
	v_mov_b32_e32 v22, v12
	v_mov_b32_e32 v24, v12
	v_mov_b32_e32 v26, v12
	v_mov_b32_e32 v49, v12
	v_mov_b32_e32 v51, v12
	v_mov_b32_e32 v55, v12
	v_mov_b32_e32 v53, v12
	v_mov_b32_e32 v64, v12
	v_mov_b32_e32 v66, v12
	v_mov_b32_e32 v32, v12
	v_mov_b32_e32 v38, v12
	v_mov_b32_e32 v36, v12
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v39, v47
	v_or_b32_e32 v56, v88, v0
	v_mov_b32_e32 v34, s79
	v_mov_b32_e32 v10, v58
	v_mov_b32_e32 v8, v60
	v_mov_b32_e32 v6, v62
	v_mov_b32_e32 v4, v90
	v_mov_b32_e32 v20, v74
	v_mov_b32_e32 v14, v46
	v_mov_b32_e32 v15, v11
	v_mov_b32_e32 v17, v11
	v_mov_b32_e32 v29, v11
	v_mov_b32_e32 v27, v11
	v_mov_b32_e32 v21, v11
	v_mov_b32_e32 v23, v11
	v_mov_b32_e32 v25, v11
	v_mov_b32_e32 v48, v11
	v_mov_b32_e32 v50, v11
	v_mov_b32_e32 v54, v11
	v_mov_b32_e32 v52, v11
	v_mov_b32_e32 v63, v11
	v_mov_b32_e32 v65, v11
	v_mov_b32_e32 v31, v11
	v_mov_b32_e32 v37, v11
	v_mov_b32_e32 v35, v11
.LBB2_5:                                ;   Parent Loop BB2_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_xor_b32_e32 v2, v14, v10
	v_xor_b32_e32 v67, v13, v9
	v_xor_b32_e32 v2, v2, v28
	v_xor_b32_e32 v67, v67, v27
	v_xor_b32_e32 v72, v18, v4
	v_xor_b32_e32 v2, v2, v64
	v_xor_b32_e32 v67, v67, v63
	v_xor_b32_e32 v68, v12, v8
	v_xor_b32_e32 v69, v11, v7
	v_xor_b32_e32 v75, v17, v3
	v_xor_b32_e32 v72, v72, v26
	v_xor_b32_e32 v0, v20, v39
	v_xor_b32_e32 v2, v2, v34
	v_xor_b32_e32 v67, v67, v33
	v_xor_b32_e32 v68, v68, v22
	v_xor_b32_e32 v69, v69, v21
	v_xor_b32_e32 v75, v75, v25
	v_xor_b32_e32 v72, v72, v51
	v_xor_b32_e32 v1, v19, v56
	v_xor_b32_e32 v0, v0, v30
	v_xor_b32_e32 v68, v68, v53
	v_xor_b32_e32 v69, v69, v52
	v_xor_b32_e32 v70, v16, v6
	v_xor_b32_e32 v71, v15, v5
	v_xor_b32_e32 v75, v75, v50
	v_xor_b32_e32 v72, v72, v32
	v_alignbit_b32 v77, v2, v67, 31
	v_xor_b32_e32 v1, v1, v29
	v_xor_b32_e32 v0, v0, v49
	v_xor_b32_e32 v68, v68, v36
	v_xor_b32_e32 v69, v69, v35
	v_xor_b32_e32 v70, v70, v24
	v_xor_b32_e32 v71, v71, v23
	v_xor_b32_e32 v75, v75, v31
	v_alignbit_b32 v76, v67, v2, 31
	v_xor_b32_e32 v77, v77, v72
	v_xor_b32_e32 v1, v1, v48
	v_xor_b32_e32 v0, v0, v66
	v_xor_b32_e32 v70, v70, v55
	v_xor_b32_e32 v71, v71, v54
	v_xor_b32_e32 v76, v76, v75
	v_xor_b32_e32 v39, v77, v39
	v_xor_b32_e32 v20, v77, v20
	v_xor_b32_e32 v30, v77, v30
	v_xor_b32_e32 v49, v77, v49
	v_xor_b32_e32 v66, v77, v66
	v_alignbit_b32 v77, v68, v69, 31
	v_xor_b32_e32 v1, v1, v65
	v_xor_b32_e32 v70, v70, v38
	v_xor_b32_e32 v71, v71, v37
	v_xor_b32_e32 v56, v76, v56
	v_xor_b32_e32 v19, v76, v19
	v_xor_b32_e32 v29, v76, v29
	v_xor_b32_e32 v48, v76, v48
	v_xor_b32_e32 v65, v76, v65
	v_alignbit_b32 v76, v69, v68, 31
	v_xor_b32_e32 v77, v77, v0
	v_xor_b32_e32 v76, v76, v1
	v_xor_b32_e32 v10, v77, v10
	v_xor_b32_e32 v14, v77, v14
	v_xor_b32_e32 v28, v77, v28
	v_xor_b32_e32 v34, v77, v34
	v_xor_b32_e32 v64, v77, v64
	v_alignbit_b32 v77, v70, v71, 31
	v_xor_b32_e32 v9, v76, v9
	v_xor_b32_e32 v13, v76, v13
	v_xor_b32_e32 v27, v76, v27
	v_xor_b32_e32 v33, v76, v33
	v_xor_b32_e32 v63, v76, v63
	v_alignbit_b32 v76, v71, v70, 31
	v_xor_b32_e32 v2, v77, v2
	v_xor_b32_e32 v67, v76, v67
	v_xor_b32_e32 v8, v2, v8
	v_xor_b32_e32 v12, v2, v12
	v_xor_b32_e32 v22, v2, v22
	v_xor_b32_e32 v36, v2, v36
	v_xor_b32_e32 v2, v2, v53
	v_alignbit_b32 v53, v75, v72, 31
	v_xor_b32_e32 v7, v67, v7
	v_xor_b32_e32 v11, v67, v11
	v_xor_b32_e32 v21, v67, v21
	v_xor_b32_e32 v35, v67, v35
	v_xor_b32_e32 v52, v67, v52
	v_alignbit_b32 v67, v72, v75, 31
	v_xor_b32_e32 v53, v53, v69
	v_xor_b32_e32 v67, v67, v68
	v_xor_b32_e32 v5, v53, v5
	v_xor_b32_e32 v15, v53, v15
	v_xor_b32_e32 v23, v53, v23
	v_xor_b32_e32 v37, v53, v37
	v_xor_b32_e32 v53, v53, v54
	v_alignbit_b32 v54, v1, v0, 31
	v_alignbit_b32 v0, v0, v1, 31
	v_xor_b32_e32 v16, v67, v16
	v_xor_b32_e32 v0, v0, v70
	v_xor_b32_e32 v1, v54, v71
	v_xor_b32_e32 v6, v67, v6
	v_xor_b32_e32 v4, v0, v4
	v_xor_b32_e32 v3, v1, v3
	v_xor_b32_e32 v18, v0, v18
	v_xor_b32_e32 v17, v1, v17
	v_xor_b32_e32 v26, v0, v26
	v_xor_b32_e32 v25, v1, v25
	v_xor_b32_e32 v32, v0, v32
	v_xor_b32_e32 v31, v1, v31
	v_xor_b32_e32 v0, v0, v51
	v_xor_b32_e32 v1, v1, v50
	v_alignbit_b32 v77, v16, v15, 9
	v_alignbit_b32 v78, v15, v16, 9
	v_alignbit_b32 v16, v14, v13, 20
	v_xor_b32_e32 v38, v67, v38
	v_alignbit_b32 v69, v27, v28, 22
	v_alignbit_b32 v70, v28, v27, 22
	v_alignbit_b32 v27, v5, v6, 4
	v_alignbit_b32 v28, v6, v5, 4
	v_alignbit_b32 v80, v63, v64, 30
	v_alignbit_b32 v81, v64, v63, 30
	v_alignbit_b32 v15, v1, v0, 18
	v_alignbit_b32 v0, v0, v1, 18
	v_alignbit_b32 v1, v3, v4, 5
	v_alignbit_b32 v63, v4, v3, 5
	v_alignbit_b32 v3, v22, v21, 21
	v_alignbit_b32 v13, v13, v14, 20
	v_not_b32_e32 v6, v16
	v_xor_b32_e32 v24, v67, v24
	v_xor_b32_e32 v55, v67, v55
	v_alignbit_b32 v67, v11, v12, 26
	v_alignbit_b32 v68, v12, v11, 26
	v_alignbit_b32 v11, v37, v38, 11
	v_alignbit_b32 v4, v21, v22, 21
	v_not_b32_e32 v5, v13
	v_and_b32_e32 v93, v3, v6
	v_not_b32_e32 v6, v3
	v_alignbit_b32 v12, v38, v37, 11
	v_and_b32_e32 v87, v4, v5
	v_not_b32_e32 v5, v4
	v_and_b32_e32 v6, v11, v6
	v_alignbit_b32 v50, v9, v10, 31
	v_alignbit_b32 v51, v10, v9, 31
	v_and_b32_e32 v5, v12, v5
	v_xor_b32_e32 v9, v16, v6
	v_not_b32_e32 v6, v11
	v_xor_b32_e32 v10, v13, v5
	v_not_b32_e32 v5, v12
	v_and_b32_e32 v6, v15, v6
	v_alignbit_b32 v84, v8, v7, 2
	v_alignbit_b32 v85, v7, v8, 2
	v_and_b32_e32 v5, v0, v5
	v_xor_b32_e32 v7, v6, v3
	v_not_b32_e32 v3, v0
	v_xor_b32_e32 v8, v5, v4
	v_not_b32_e32 v4, v15
	v_and_b32_e32 v3, v39, v3
	v_and_b32_e32 v4, v56, v4
	v_xor_b32_e32 v6, v3, v12
	v_not_b32_e32 v3, v39
	v_alignbit_b32 v22, v17, v18, 12
	v_alignbit_b32 v17, v18, v17, 12
	v_xor_b32_e32 v5, v4, v11
	v_not_b32_e32 v4, v56
	v_and_b32_e32 v3, v13, v3
	v_alignbit_b32 v54, v29, v30, 29
	v_alignbit_b32 v29, v30, v29, 29
	v_and_b32_e32 v11, v16, v4
	v_xor_b32_e32 v4, v3, v0
	v_not_b32_e32 v0, v17
	v_and_b32_e32 v0, v29, v0
	v_alignbit_b32 v75, v20, v19, 28
	v_alignbit_b32 v76, v19, v20, 28
	v_alignbit_b32 v30, v34, v33, 19
	v_alignbit_b32 v33, v33, v34, 19
	v_xor_b32_e32 v20, v0, v28
	v_not_b32_e32 v0, v29
	v_and_b32_e32 v0, v33, v0
	v_alignbit_b32 v21, v2, v52, 3
	v_alignbit_b32 v2, v52, v2, 3
	v_xor_b32_e32 v14, v0, v17
	v_not_b32_e32 v0, v33
	v_and_b32_e32 v0, v2, v0
	v_xor_b32_e32 v12, v29, v0
	v_not_b32_e32 v0, v2
	v_and_b32_e32 v0, v28, v0
	v_xor_b32_e32 v3, v11, v15
	v_not_b32_e32 v11, v22
	v_xor_b32_e32 v16, v33, v0
	v_not_b32_e32 v0, v28
	v_and_b32_e32 v11, v54, v11
	v_not_b32_e32 v18, v27
	v_and_b32_e32 v0, v17, v0
	v_alignbit_b32 v34, v31, v32, 24
	v_alignbit_b32 v31, v32, v31, 24
	v_alignbit_b32 v32, v23, v24, 7
	v_alignbit_b32 v23, v24, v23, 7
	v_xor_b32_e32 v19, v11, v27
	v_not_b32_e32 v11, v54
	v_not_b32_e32 v15, v21
	v_and_b32_e32 v17, v22, v18
	v_xor_b32_e32 v18, v0, v2
	v_not_b32_e32 v0, v68
	v_and_b32_e32 v11, v30, v11
	v_and_b32_e32 v15, v27, v15
	v_not_b32_e32 v2, v67
	v_and_b32_e32 v0, v23, v0
	v_xor_b32_e32 v13, v11, v22
	v_not_b32_e32 v11, v30
	v_xor_b32_e32 v15, v30, v15
	v_and_b32_e32 v2, v32, v2
	v_xor_b32_e32 v30, v51, v0
	v_not_b32_e32 v0, v23
	v_xor_b32_e32 v29, v50, v2
	v_not_b32_e32 v2, v32
	v_and_b32_e32 v0, v31, v0
	v_alignbit_b32 v71, v35, v36, 17
	v_alignbit_b32 v72, v36, v35, 17
	v_alignbit_b32 v36, v66, v65, 14
	v_and_b32_e32 v2, v34, v2
	v_xor_b32_e32 v28, v0, v68
	v_not_b32_e32 v0, v31
	v_alignbit_b32 v35, v65, v66, 14
	v_xor_b32_e32 v27, v2, v67
	v_not_b32_e32 v2, v34
	v_and_b32_e32 v0, v36, v0
	v_and_b32_e32 v2, v35, v2
	v_xor_b32_e32 v22, v0, v23
	v_not_b32_e32 v0, v36
	v_and_b32_e32 v11, v21, v11
	v_xor_b32_e32 v17, v17, v21
	v_xor_b32_e32 v21, v2, v32
	v_not_b32_e32 v2, v35
	v_and_b32_e32 v0, v51, v0
	v_and_b32_e32 v2, v50, v2
	v_xor_b32_e32 v24, v0, v31
	v_not_b32_e32 v0, v51
	v_xor_b32_e32 v23, v2, v34
	v_not_b32_e32 v2, v50
	v_and_b32_e32 v0, v68, v0
	v_alignbit_b32 v64, v55, v53, 8
	v_alignbit_b32 v53, v53, v55, 8
	v_alignbit_b32 v55, v26, v25, 25
	v_alignbit_b32 v86, v25, v26, 25
	v_and_b32_e32 v2, v67, v2
	v_xor_b32_e32 v26, v36, v0
	v_not_b32_e32 v0, v76
	v_xor_b32_e32 v25, v35, v2
	v_not_b32_e32 v2, v75
	v_and_b32_e32 v0, v70, v0
	v_alignbit_b32 v82, v49, v48, 23
	v_alignbit_b32 v83, v48, v49, 23
	v_and_b32_e32 v2, v69, v2
	v_xor_b32_e32 v49, v0, v63
	v_not_b32_e32 v0, v70
	v_xor_b32_e32 v48, v2, v1
	v_not_b32_e32 v2, v69
	v_and_b32_e32 v0, v72, v0
	v_and_b32_e32 v2, v71, v2
	v_xor_b32_e32 v34, v76, v0
	v_not_b32_e32 v0, v72
	v_xor_b32_e32 v33, v75, v2
	v_not_b32_e32 v2, v71
	v_and_b32_e32 v0, v53, v0
	v_and_b32_e32 v2, v64, v2
	v_xor_b32_e32 v36, v70, v0
	v_not_b32_e32 v0, v53
	v_xor_b32_e32 v35, v69, v2
	v_not_b32_e32 v2, v64
	v_and_b32_e32 v0, v63, v0
	v_and_b32_e32 v2, v1, v2
	v_xor_b32_e32 v38, v0, v72
	v_not_b32_e32 v0, v63
	v_not_b32_e32 v1, v1
	v_and_b32_e32 v0, v76, v0
	v_and_b32_e32 v1, v75, v1
	v_xor_b32_e32 v32, v0, v53
	v_xor_b32_e32 v31, v1, v64
	v_not_b32_e32 v0, v78
	v_not_b32_e32 v1, v77
	v_and_b32_e32 v0, v86, v0
	v_and_b32_e32 v1, v55, v1
	v_xor_b32_e32 v66, v0, v85
	v_xor_b32_e32 v65, v1, v84
	v_not_b32_e32 v0, v86
	v_not_b32_e32 v1, v55
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, keccakf_rndc@rel32@lo+4
	s_addc_u32 s7, s7, keccakf_rndc@rel32@hi+12
	v_and_b32_e32 v0, v83, v0
	v_and_b32_e32 v1, v82, v1
	s_add_u32 s6, s4, s6
	v_xor_b32_e32 v64, v0, v78
	v_xor_b32_e32 v63, v1, v77
	v_not_b32_e32 v0, v83
	v_not_b32_e32 v1, v82
	s_addc_u32 s7, s5, s7
	v_and_b32_e32 v0, v81, v0
	v_and_b32_e32 v1, v80, v1
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	v_xor_b32_e32 v53, v0, v86
	v_xor_b32_e32 v52, v1, v55
	v_not_b32_e32 v0, v81
	v_not_b32_e32 v1, v80
	v_and_b32_e32 v0, v85, v0
	v_and_b32_e32 v1, v84, v1
	v_xor_b32_e32 v11, v54, v11
	v_xor_b32_e32 v55, v83, v0
	v_xor_b32_e32 v54, v82, v1
	v_not_b32_e32 v0, v85
	v_not_b32_e32 v1, v84
	v_and_b32_e32 v0, v78, v0
	v_and_b32_e32 v1, v77, v1
	s_add_u32 s4, s4, 8
	v_xor_b32_e32 v51, v81, v0
	v_xor_b32_e32 v50, v80, v1
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, s7, v39
	v_xor_b32_e32 v1, s6, v56
	s_addc_u32 s5, s5, 0
	v_xor_b32_e32 v37, v2, v71
	v_xor_b32_e32 v39, v0, v87
	s_cmpk_eq_i32 s4, 0xb8
	v_xor_b32_e32 v56, v1, v93
	s_cbranch_scc0 .LBB2_5
; %bb.6:                                ;   in Loop: Header=BB2_4 Depth=1
	v_mov_b32_e32 v0, s64
	v_mov_b32_e32 v1, s65
	flat_load_dwordx3 v[0:2], v[0:1]
	v_xor_b32_e32 v30, v30, v66
	v_xor_b32_e32 v29, v29, v65
	v_xor_b32_e32 v10, v10, v28
	v_xor_b32_e32 v9, v9, v27
	v_xor_b32_e32 v6, v38, v6
	v_xor_b32_e32 v5, v37, v5
	v_xor_b32_e32 v18, v51, v18
	v_xor_b32_e32 v17, v50, v17
	v_xor_b32_e32 v7, v7, v37
	v_xor_b32_e32 v8, v8, v38
	v_xor_b32_e32 v28, v30, v49
	v_xor_b32_e32 v29, v29, v48
	v_xor_b32_e32 v10, v10, v34
	v_xor_b32_e32 v9, v9, v33
	v_xor_b32_e32 v6, v6, v16
	v_xor_b32_e32 v5, v5, v15
	v_xor_b32_e32 v15, v18, v26
	v_xor_b32_e32 v16, v17, v25
	v_xor_b32_e32 v7, v7, v35
	v_xor_b32_e32 v8, v8, v36
	v_xor_b32_e32 v17, v28, v20
	v_xor_b32_e32 v18, v29, v19
	v_xor_b32_e32 v10, v10, v64
	v_xor_b32_e32 v9, v9, v63
	v_xor_b32_e32 v6, v6, v55
	v_xor_b32_e32 v5, v5, v54
	v_xor_b32_e32 v4, v15, v4
	v_xor_b32_e32 v3, v16, v3
	v_xor_b32_e32 v7, v7, v11
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v11, v17, v39
	v_xor_b32_e32 v12, v18, v56
	v_xor_b32_e32 v10, v10, v14
	v_xor_b32_e32 v9, v9, v13
	v_xor_b32_e32 v13, v6, v24
	v_xor_b32_e32 v14, v5, v23
	v_xor_b32_e32 v15, v4, v32
	v_xor_b32_e32 v3, v3, v31
	v_xor_b32_e32 v5, v7, v52
	v_xor_b32_e32 v4, v8, v53
	v_alignbit_b32 v6, v9, v10, 31
	v_xor_b32_e32 v7, v3, v56
	v_alignbit_b32 v8, v3, v15, 31
	v_xor_b32_e32 v5, v5, v21
	v_alignbit_b32 v16, v12, v11, 31
	v_alignbit_b32 v11, v11, v12, 31
	v_xor_b32_e32 v12, v13, v51
	v_xor_b32_e32 v17, v14, v50
	v_xor_b32_e32 v6, v7, v6
	v_xor_b32_e32 v7, v5, v8
	v_xor_b32_e32 v8, v12, v11
	v_xor_b32_e32 v11, v17, v16
	v_alignbit_b32 v3, v15, v3, 31
	v_xor_b32_e32 v4, v4, v22
	v_alignbit_b32 v16, v11, v8, 18
	v_xor_b32_e32 v3, v4, v3
	v_not_b32_e32 v4, v16
	v_alignbit_b32 v12, v7, v3, 11
	v_and_b32_e32 v4, v6, v4
	v_xor_b32_e32 v4, v4, v12
	v_mov_b32_e32 v27, s45
	v_alignbit_b32 v3, v3, v7, 11
	v_alignbit_b32 v7, v8, v11, 18
	v_not_b32_e32 v11, v7
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v5, v1, v4
	v_and_b32_e32 v78, v5, v0
	v_lshl_b64 v[5:6], v[78:79], 2
	v_add_i32_e32 v5, vcc, s44, v5
	v_addc_u32_e32 v6, vcc, v27, v6, vcc
	flat_load_dword v17, v[5:6]
	v_alignbit_b32 v5, v10, v9, 31
	v_xor_b32_e32 v6, v15, v39
	v_alignbit_b32 v15, v14, v13, 31
	v_alignbit_b32 v13, v13, v14, 31
	v_xor_b32_e32 v10, v10, v22
	v_xor_b32_e32 v9, v9, v21
	v_xor_b32_e32 v5, v6, v5
	v_xor_b32_e32 v6, v10, v13
	v_xor_b32_e32 v9, v9, v15
	v_alignbit_b32 v8, v6, v9, 21
	v_alignbit_b32 v6, v9, v6, 21
	v_not_b32_e32 v9, v3
	v_not_b32_e32 v10, v12
	v_and_b32_e32 v7, v7, v9
	v_and_b32_e32 v9, v16, v10
	v_and_b32_e32 v10, v5, v11
	v_xor_b32_e32 v5, v7, v6
	v_xor_b32_e32 v6, v9, v8
	v_lshl_b32_e32 v9, 1, v4
	v_xor_b32_e32 v7, v10, v3
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v17, v9
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_20
; %bb.7:                                ;   in Loop: Header=BB2_4 Depth=1
	v_and_b32_e32 v10, 31, v1
	v_lshrrev_b32_e32 v1, v10, v7
	v_and_b32_e32 v78, v1, v0
	v_lshl_b64 v[11:12], v[78:79], 2
	v_mov_b32_e32 v1, s47
	v_add_i32_e32 v11, vcc, s46, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	flat_load_dword v1, v[11:12]
	v_lshl_b32_e32 v8, 1, v7
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, v1, v8
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_19
; %bb.8:                                ;   in Loop: Header=BB2_4 Depth=1
	v_lshrrev_b32_e32 v1, v10, v6
	v_and_b32_e32 v78, v1, v0
	v_lshl_b64 v[11:12], v[78:79], 2
	v_mov_b32_e32 v1, s49
	v_add_i32_e32 v11, vcc, s48, v11
	v_addc_u32_e32 v12, vcc, v1, v12, vcc
	flat_load_dword v3, v[11:12]
	v_lshl_b32_e32 v1, 1, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_18
; %bb.9:                                ;   in Loop: Header=BB2_4 Depth=1
	v_lshrrev_b32_e32 v3, v10, v5
	v_and_b32_e32 v78, v3, v0
	v_lshl_b64 v[10:11], v[78:79], 2
	v_mov_b32_e32 v3, s51
	v_add_i32_e32 v10, vcc, s50, v10
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	flat_load_dword v3, v[10:11]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v3, v5, v3
	v_and_b32_e32 v3, 1, v3
	v_cmp_eq_u32_e32 vcc, 1, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB2_17
; %bb.10:                               ;   in Loop: Header=BB2_4 Depth=1
	v_lshrrev_b32_e32 v3, v2, v4
	v_and_b32_e32 v78, v3, v0
	v_lshl_b64 v[10:11], v[78:79], 2
	v_mov_b32_e32 v3, s53
	v_add_i32_e32 v10, vcc, s52, v10
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	flat_load_dword v3, v[10:11]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v9
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB2_16
; %bb.11:                               ;   in Loop: Header=BB2_4 Depth=1
	v_and_b32_e32 v2, 31, v2
	v_lshrrev_b32_e32 v3, v2, v7
	v_and_b32_e32 v78, v3, v0
	v_lshl_b64 v[9:10], v[78:79], 2
	v_mov_b32_e32 v3, s55
	v_add_i32_e32 v9, vcc, s54, v9
	v_addc_u32_e32 v10, vcc, v3, v10, vcc
	flat_load_dword v3, v[9:10]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v3, v3, v8
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB2_15
; %bb.12:                               ;   in Loop: Header=BB2_4 Depth=1
	v_lshrrev_b32_e32 v3, v2, v6
	v_and_b32_e32 v78, v3, v0
	v_lshl_b64 v[8:9], v[78:79], 2
	v_mov_b32_e32 v3, s57
	v_add_i32_e32 v8, vcc, s56, v8
	v_addc_u32_e32 v9, vcc, v3, v9, vcc
	flat_load_dword v3, v[8:9]
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, v3, v1
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_14
; %bb.13:                               ;   in Loop: Header=BB2_4 Depth=1
	v_lshrrev_b32_e32 v1, v2, v5
	v_and_b32_e32 v78, v1, v0
	v_lshl_b64 v[0:1], v[78:79], 2
	v_mov_b32_e32 v2, s59
	v_add_i32_e32 v0, vcc, s58, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_and_b32_e32 v1, 31, v5
	s_waitcnt vmcnt(0)
	v_bfe_u32 v3, v0, v1, 1
.LBB2_14:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB2_15:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[14:15]
.LBB2_16:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB2_17:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB2_18:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB2_19:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB2_20:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v3
	s_and_saveexec_b64 s[82:83], vcc
	s_cbranch_execz .LBB2_3
; %bb.21:                               ;   in Loop: Header=BB2_4 Depth=1
	v_mov_b32_e32 v0, s74
	v_mov_b32_e32 v1, s75
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB2_39
; %bb.22:                               ;   in Loop: Header=BB2_4 Depth=1
	v_mov_b32_e32 v2, s62
	v_mov_b32_e32 v3, s63
	v_mad_u64_u32 v[2:3], s[4:5], v1, s86, v[2:3]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v8, 0
	s_branch .LBB2_24
.LBB2_23:                               ;   in Loop: Header=BB2_24 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[6:7], s[4:5], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB2_38
.LBB2_24:                               ;   Parent Loop BB2_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v9, 1, v0
	v_add_i32_e32 v77, vcc, v9, v8
	v_mad_u64_u32 v[10:11], s[4:5], v77, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 20, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_36
; %bb.25:                               ;   in Loop: Header=BB2_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v5
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_35
; %bb.26:                               ;   in Loop: Header=BB2_24 Depth=2
	v_mad_u64_u32 v[10:11], s[10:11], v77, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 16, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v6
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB2_34
; %bb.27:                               ;   in Loop: Header=BB2_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v6
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB2_33
; %bb.28:                               ;   in Loop: Header=BB2_24 Depth=2
	v_mad_u64_u32 v[10:11], s[14:15], v77, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 28, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v11, v7
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB2_32
; %bb.29:                               ;   in Loop: Header=BB2_24 Depth=2
	v_cmp_le_u32_e32 vcc, v11, v7
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_31
; %bb.30:                               ;   in Loop: Header=BB2_24 Depth=2
	v_mad_u64_u32 v[10:11], s[18:19], v77, s86, v[2:3]
	v_add_i32_e32 v10, vcc, 24, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v10, v[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 vcc, v10, v4
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v10, v4
	v_cndmask_b32_e32 v10, 1, v11, vcc
.LBB2_31:                               ;   in Loop: Header=BB2_24 Depth=2
	s_or_b64 exec, exec, s[16:17]
.LBB2_32:                               ;   in Loop: Header=BB2_24 Depth=2
	s_or_b64 exec, exec, s[14:15]
.LBB2_33:                               ;   in Loop: Header=BB2_24 Depth=2
	s_or_b64 exec, exec, s[12:13]
.LBB2_34:                               ;   in Loop: Header=BB2_24 Depth=2
	s_or_b64 exec, exec, s[10:11]
.LBB2_35:                               ;   in Loop: Header=BB2_24 Depth=2
	s_or_b64 exec, exec, s[8:9]
.LBB2_36:                               ;   in Loop: Header=BB2_24 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_mov_b64 s[4:5], -1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_23
; %bb.37:                               ;   in Loop: Header=BB2_24 Depth=2
	v_add_i32_e32 v9, vcc, 1, v9
	v_cmp_lt_i32_e32 vcc, 0, v10
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_add_i32_e64 v8, s[4:5], v9, v8
	v_subbrev_u32_e32 v9, vcc, 0, v0, vcc
	v_cmp_gt_u32_e32 vcc, 2, v9
	v_lshrrev_b32_e32 v0, 1, v9
	v_mov_b32_e32 v77, -1
	s_orn2_b64 s[4:5], vcc, exec
	s_branch .LBB2_23
.LBB2_38:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_branch .LBB2_40
.LBB2_39:                               ;   in Loop: Header=BB2_4 Depth=1
	v_mov_b32_e32 v77, -1
.LBB2_40:                               ;   in Loop: Header=BB2_4 Depth=1
	v_cmp_ne_u32_e32 vcc, -1, v77
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_3
; %bb.41:                               ;   in Loop: Header=BB2_4 Depth=1
	buffer_store_dword v92, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:12 glc
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v78, vcc, v77, v1
	v_lshl_b64 v[0:1], v[78:79], 2
	v_mov_b32_e32 v3, s71
	v_add_i32_e32 v0, vcc, s70, v0
	v_lshlrev_b32_e32 v4, 10, v43
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_add_u32 s8, s36, s86
	v_lshlrev_b32_e32 v3, 20, v42
	v_or_b32_e32 v4, v44, v4
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v4, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	s_getpc_b64 s[84:85]
	s_add_u32 s84, s84, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s85, s85, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_3
; %bb.42:                               ;   in Loop: Header=BB2_4 Depth=1
	v_mov_b32_e32 v0, s80
	v_mov_b32_e32 v1, s81
	v_mov_b32_e32 v2, s74
	v_mov_b32_e32 v3, s75
	flat_load_dword v76, v[0:1]
	flat_load_dword v56, v[2:3]
	buffer_store_dword v92, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:8 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, s86
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
	v_mov_b32_e32 v0, s72
	v_mov_b32_e32 v1, s73
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_ge_u32_e32 vcc, v0, v56
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[84:85], exec, s[4:5]
	s_cbranch_execz .LBB2_44
; %bb.43:                               ;   in Loop: Header=BB2_4 Depth=1
	buffer_store_dword v92, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s36, s86
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
	v_mov_b32_e32 v0, s72
	v_mov_b32_e32 v1, s73
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr76
.LBB2_44:                               ;   in Loop: Header=BB2_4 Depth=1
	s_or_saveexec_b64 s[4:5], s[84:85]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_3
; %bb.45:                               ;   in Loop: Header=BB2_4 Depth=1
	v_mov_b32_e32 v1, v79
	v_lshl_b64 v[0:1], v[0:1], 5
	v_mov_b32_e32 v2, s61
	v_add_i32_e32 v0, vcc, s60, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[40:41]
	v_mov_b32_e32 v75, s76
	v_add_i32_e32 v0, vcc, 24, v0
	flat_store_dwordx4 v[2:3], v[75:78]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v78, v79
	flat_store_dwordx2 v[0:1], v[78:79]
	s_branch .LBB2_3
.LBB2_46:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m17400_m16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 87
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
	.size	m17400_m16, .Lfunc_end2-m17400_m16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4020
; NumSgprs: 91
; NumVgprs: 94
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 91
; NumVGPRsForWavesPerEU: 94
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
	.protected	m17400_s04              ; -- Begin function m17400_s04
	.globl	m17400_s04
	.p2align	8
	.type	m17400_s04,@function
m17400_s04:                             ; @m17400_s04
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v45, v1
	s_load_dwordx2 s[66:67], s[8:9], 0x30
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v46, v0
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s33, s16
	s_add_u32 s8, s36, 0xc8
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[66:67], 0xe
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_12
; %bb.1:
	s_load_dword s4, s[66:67], 0x6
	s_add_u32 s52, s66, 24
	s_addc_u32 s53, s67, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB3_12
; %bb.2:
	s_movk_i32 s4, 0x104
	v_mul_lo_u32 v2, v41, s4
	v_mad_u64_u32 v[0:1], s[4:5], v40, s4, 0
	s_load_dwordx2 s[4:5], s[36:37], 0x0
	s_load_dwordx2 s[54:55], s[36:37], 0x6
	s_movk_i32 s74, 0xc8
	v_add_i32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 4, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx3 v[59:61], v[2:3]
	flat_load_dword v63, v[0:1]
	s_load_dwordx4 s[44:47], s[36:37], 0x1c
	s_load_dwordx2 s[56:57], s[36:37], 0x20
	s_load_dwordx2 s[58:59], s[36:37], 0x26
	s_load_dword s4, s[66:67], 0x8
	v_mov_b32_e32 v2, s74
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	s_add_u32 s60, s66, 32
	v_mad_u64_u32 v[0:1], s[4:5], s4, v2, v[0:1]
	s_addc_u32 s61, s67, 0
	s_add_u32 s46, s66, 12
	v_readfirstlane_b32 s4, v0
	v_readfirstlane_b32 s5, v1
	s_load_dwordx4 s[48:51], s[4:5], 0x4
	s_addc_u32 s47, s67, 0
	s_mov_b32 s63, 0
	v_mov_b32_e32 v43, 0
	s_add_u32 s66, s66, 28
	s_brev_b32 s65, 1
	v_mov_b32_e32 v72, 1
	v_mov_b32_e32 v62, v43
	s_addc_u32 s67, s67, 0
	s_mov_b32 s62, s63
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v47, v59
	s_branch .LBB3_4
.LBB3_3:                                ;   in Loop: Header=BB3_4 Depth=1
	s_or_b64 exec, exec, s[68:69]
	s_load_dword s4, s[52:53], 0x0
	s_add_i32 s62, s62, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s62, s4
	s_cbranch_scc0 .LBB3_12
.LBB3_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_5 Depth 2
	s_lshl_b64 s[4:5], s[62:63], 2
	s_add_u32 s4, s54, s4
	s_addc_u32 s5, s55, s5
	s_load_dword s6, s[4:5], 0x0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s64, s63
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v34, s64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v2, s6, v63
	v_or_b32_e32 v56, v62, v2
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v3, v1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v11, v1
	v_mov_b32_e32 v31, v1
	v_mov_b32_e32 v25, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v23, v1
	v_mov_b32_e32 v21, v1
	v_mov_b32_e32 v37, v1
	v_mov_b32_e32 v51, v1
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v55, v1
	v_mov_b32_e32 v33, v1
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v29, v1
	v_mov_b32_e32 v49, v1
	v_mov_b32_e32 v42, v47
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v35, s65
	v_mov_b32_e32 v7, v61
	v_mov_b32_e32 v4, v0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v18, v0
	v_mov_b32_e32 v14, v0
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v12, v0
	v_mov_b32_e32 v10, v0
	v_mov_b32_e32 v30, v0
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v16, v0
	v_mov_b32_e32 v22, v0
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v36, v0
	v_mov_b32_e32 v50, v0
	v_mov_b32_e32 v38, v0
	v_mov_b32_e32 v52, v0
	v_mov_b32_e32 v54, v0
	v_mov_b32_e32 v32, v0
	v_mov_b32_e32 v26, v0
	v_mov_b32_e32 v28, v0
	v_mov_b32_e32 v48, v0
.LBB3_5:                                ;   Parent Loop BB3_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_xor_b32_e32 v59, v15, v7
	v_xor_b32_e32 v64, v14, v6
	v_xor_b32_e32 v59, v59, v25
	v_xor_b32_e32 v64, v64, v24
	v_xor_b32_e32 v66, v11, v3
	v_xor_b32_e32 v67, v10, v2
	v_xor_b32_e32 v59, v59, v53
	v_xor_b32_e32 v64, v64, v52
	v_xor_b32_e32 v65, v9, v1
	v_xor_b32_e32 v66, v66, v21
	v_xor_b32_e32 v67, v67, v20
	v_xor_b32_e32 v70, v8, v0
	v_xor_b32_e32 v57, v19, v42
	v_xor_b32_e32 v58, v18, v56
	v_xor_b32_e32 v59, v59, v35
	v_xor_b32_e32 v64, v64, v34
	v_xor_b32_e32 v66, v66, v37
	v_xor_b32_e32 v67, v67, v36
	v_xor_b32_e32 v65, v65, v17
	v_xor_b32_e32 v70, v70, v16
	v_xor_b32_e32 v57, v57, v31
	v_xor_b32_e32 v58, v58, v30
	v_xor_b32_e32 v66, v66, v33
	v_xor_b32_e32 v67, v67, v32
	v_alignbit_b32 v68, v59, v64, 31
	v_alignbit_b32 v69, v64, v59, 31
	v_xor_b32_e32 v65, v65, v39
	v_xor_b32_e32 v70, v70, v38
	v_xor_b32_e32 v57, v57, v55
	v_xor_b32_e32 v58, v58, v54
	v_xor_b32_e32 v68, v68, v66
	v_xor_b32_e32 v69, v69, v67
	v_xor_b32_e32 v65, v65, v29
	v_xor_b32_e32 v70, v70, v28
	v_xor_b32_e32 v57, v57, v49
	v_xor_b32_e32 v58, v58, v48
	v_xor_b32_e32 v42, v68, v42
	v_xor_b32_e32 v56, v69, v56
	v_xor_b32_e32 v19, v68, v19
	v_xor_b32_e32 v18, v69, v18
	v_xor_b32_e32 v31, v68, v31
	v_xor_b32_e32 v30, v69, v30
	v_xor_b32_e32 v49, v68, v49
	v_xor_b32_e32 v48, v69, v48
	v_xor_b32_e32 v55, v68, v55
	v_xor_b32_e32 v54, v69, v54
	v_alignbit_b32 v68, v70, v65, 31
	v_alignbit_b32 v69, v65, v70, 31
	v_xor_b32_e32 v69, v69, v57
	v_xor_b32_e32 v68, v68, v58
	v_xor_b32_e32 v7, v69, v7
	v_xor_b32_e32 v6, v68, v6
	v_xor_b32_e32 v15, v69, v15
	v_xor_b32_e32 v14, v68, v14
	v_xor_b32_e32 v25, v69, v25
	v_xor_b32_e32 v24, v68, v24
	v_xor_b32_e32 v35, v69, v35
	v_xor_b32_e32 v34, v68, v34
	v_xor_b32_e32 v53, v69, v53
	v_xor_b32_e32 v52, v68, v52
	v_xor_b32_e32 v68, v13, v5
	v_xor_b32_e32 v69, v12, v4
	v_xor_b32_e32 v68, v68, v23
	v_xor_b32_e32 v69, v69, v22
	v_xor_b32_e32 v68, v68, v51
	v_xor_b32_e32 v69, v69, v50
	v_xor_b32_e32 v68, v68, v27
	v_xor_b32_e32 v69, v69, v26
	v_alignbit_b32 v71, v68, v69, 31
	v_xor_b32_e32 v59, v71, v59
	v_alignbit_b32 v71, v69, v68, 31
	v_xor_b32_e32 v1, v59, v1
	v_xor_b32_e32 v9, v59, v9
	v_xor_b32_e32 v17, v59, v17
	v_xor_b32_e32 v29, v59, v29
	v_xor_b32_e32 v39, v59, v39
	v_alignbit_b32 v59, v67, v66, 31
	v_xor_b32_e32 v64, v71, v64
	v_xor_b32_e32 v59, v59, v70
	v_xor_b32_e32 v0, v64, v0
	v_xor_b32_e32 v8, v64, v8
	v_xor_b32_e32 v16, v64, v16
	v_xor_b32_e32 v28, v64, v28
	v_xor_b32_e32 v38, v64, v38
	v_alignbit_b32 v64, v66, v67, 31
	v_xor_b32_e32 v4, v59, v4
	v_xor_b32_e32 v12, v59, v12
	v_xor_b32_e32 v22, v59, v22
	v_xor_b32_e32 v26, v59, v26
	v_xor_b32_e32 v50, v59, v50
	v_alignbit_b32 v59, v58, v57, 31
	v_alignbit_b32 v57, v57, v58, 31
	v_xor_b32_e32 v64, v64, v65
	v_xor_b32_e32 v57, v57, v68
	v_xor_b32_e32 v58, v59, v69
	v_xor_b32_e32 v51, v64, v51
	v_xor_b32_e32 v11, v57, v11
	v_xor_b32_e32 v10, v58, v10
	v_xor_b32_e32 v21, v57, v21
	v_xor_b32_e32 v20, v58, v20
	v_xor_b32_e32 v13, v64, v13
	v_xor_b32_e32 v3, v57, v3
	v_xor_b32_e32 v2, v58, v2
	v_xor_b32_e32 v37, v57, v37
	v_xor_b32_e32 v36, v58, v36
	v_alignbit_b32 v75, v52, v53, 30
	v_alignbit_b32 v76, v53, v52, 30
	v_alignbit_b32 v52, v51, v50, 8
	v_alignbit_b32 v50, v50, v51, 8
	v_alignbit_b32 v51, v21, v20, 25
	v_alignbit_b32 v81, v20, v21, 25
	v_alignbit_b32 v20, v10, v11, 12
	v_alignbit_b32 v10, v11, v10, 12
	v_alignbit_b32 v11, v15, v14, 20
	v_alignbit_b32 v14, v14, v15, 20
	v_xor_b32_e32 v27, v64, v27
	v_alignbit_b32 v73, v13, v12, 9
	v_alignbit_b32 v74, v12, v13, 9
	v_alignbit_b32 v12, v36, v37, 18
	v_alignbit_b32 v13, v37, v36, 18
	v_alignbit_b32 v36, v2, v3, 5
	v_alignbit_b32 v37, v3, v2, 5
	v_alignbit_b32 v2, v17, v16, 21
	v_alignbit_b32 v3, v16, v17, 21
	v_alignbit_b32 v79, v1, v0, 2
	v_alignbit_b32 v80, v0, v1, 2
	v_not_b32_e32 v0, v14
	v_not_b32_e32 v1, v11
	v_xor_b32_e32 v5, v64, v5
	v_xor_b32_e32 v23, v64, v23
	v_alignbit_b32 v64, v8, v9, 26
	v_alignbit_b32 v65, v9, v8, 26
	v_alignbit_b32 v8, v26, v27, 11
	v_alignbit_b32 v9, v27, v26, 11
	v_and_b32_e32 v82, v3, v0
	v_and_b32_e32 v83, v2, v1
	v_not_b32_e32 v0, v3
	v_not_b32_e32 v1, v2
	v_and_b32_e32 v0, v9, v0
	v_and_b32_e32 v1, v8, v1
	v_xor_b32_e32 v33, v57, v33
	v_xor_b32_e32 v32, v58, v32
	v_alignbit_b32 v57, v6, v7, 31
	v_alignbit_b32 v58, v7, v6, 31
	v_xor_b32_e32 v7, v14, v0
	v_xor_b32_e32 v6, v11, v1
	v_not_b32_e32 v0, v9
	v_not_b32_e32 v1, v8
	v_alignbit_b32 v66, v24, v25, 22
	v_alignbit_b32 v67, v25, v24, 22
	v_alignbit_b32 v24, v4, v5, 4
	v_alignbit_b32 v25, v5, v4, 4
	v_and_b32_e32 v0, v13, v0
	v_and_b32_e32 v4, v12, v1
	v_xor_b32_e32 v1, v0, v3
	v_xor_b32_e32 v0, v4, v2
	v_not_b32_e32 v2, v13
	v_not_b32_e32 v3, v12
	v_and_b32_e32 v2, v42, v2
	v_and_b32_e32 v3, v56, v3
	v_xor_b32_e32 v5, v2, v9
	v_xor_b32_e32 v4, v3, v8
	v_not_b32_e32 v2, v42
	v_not_b32_e32 v3, v56
	v_and_b32_e32 v2, v14, v2
	v_and_b32_e32 v8, v11, v3
	v_alignbit_b32 v59, v30, v31, 29
	v_alignbit_b32 v30, v31, v30, 29
	v_xor_b32_e32 v3, v13, v2
	v_xor_b32_e32 v2, v12, v8
	v_not_b32_e32 v8, v10
	v_not_b32_e32 v9, v20
	v_and_b32_e32 v8, v30, v8
	v_and_b32_e32 v9, v59, v9
	v_alignbit_b32 v70, v19, v18, 28
	v_alignbit_b32 v71, v18, v19, 28
	v_alignbit_b32 v26, v35, v34, 19
	v_alignbit_b32 v27, v34, v35, 19
	v_xor_b32_e32 v19, v8, v25
	v_xor_b32_e32 v18, v9, v24
	v_not_b32_e32 v8, v30
	v_not_b32_e32 v9, v59
	v_and_b32_e32 v8, v27, v8
	v_and_b32_e32 v9, v26, v9
	v_alignbit_b32 v16, v39, v38, 3
	v_alignbit_b32 v17, v38, v39, 3
	v_xor_b32_e32 v15, v10, v8
	v_xor_b32_e32 v14, v20, v9
	v_not_b32_e32 v8, v27
	v_not_b32_e32 v9, v26
	v_and_b32_e32 v8, v17, v8
	v_and_b32_e32 v11, v16, v9
	v_xor_b32_e32 v9, v30, v8
	v_xor_b32_e32 v8, v59, v11
	v_not_b32_e32 v11, v17
	v_and_b32_e32 v11, v25, v11
	v_xor_b32_e32 v13, v27, v11
	v_not_b32_e32 v11, v25
	v_not_b32_e32 v21, v24
	v_and_b32_e32 v10, v10, v11
	v_and_b32_e32 v20, v20, v21
	v_alignbit_b32 v68, v28, v29, 17
	v_alignbit_b32 v69, v29, v28, 17
	v_alignbit_b32 v28, v32, v33, 24
	v_alignbit_b32 v29, v33, v32, 24
	v_alignbit_b32 v32, v22, v23, 7
	v_alignbit_b32 v22, v23, v22, 7
	v_not_b32_e32 v12, v16
	v_xor_b32_e32 v11, v10, v17
	v_xor_b32_e32 v10, v20, v16
	v_not_b32_e32 v16, v65
	v_not_b32_e32 v17, v64
	v_and_b32_e32 v16, v22, v16
	v_and_b32_e32 v17, v32, v17
	v_xor_b32_e32 v31, v58, v16
	v_xor_b32_e32 v30, v57, v17
	v_not_b32_e32 v16, v22
	v_not_b32_e32 v17, v32
	v_and_b32_e32 v16, v29, v16
	v_and_b32_e32 v17, v28, v17
	v_alignbit_b32 v33, v54, v55, 14
	v_alignbit_b32 v34, v55, v54, 14
	v_and_b32_e32 v12, v24, v12
	v_xor_b32_e32 v25, v16, v65
	v_xor_b32_e32 v24, v17, v64
	v_not_b32_e32 v16, v29
	v_not_b32_e32 v17, v28
	v_and_b32_e32 v16, v34, v16
	v_and_b32_e32 v20, v33, v17
	v_xor_b32_e32 v17, v16, v22
	v_xor_b32_e32 v16, v20, v32
	v_not_b32_e32 v20, v34
	v_not_b32_e32 v21, v33
	v_and_b32_e32 v20, v58, v20
	v_and_b32_e32 v21, v57, v21
	v_xor_b32_e32 v23, v29, v20
	v_xor_b32_e32 v22, v28, v21
	v_not_b32_e32 v20, v58
	v_not_b32_e32 v21, v57
	v_xor_b32_e32 v12, v26, v12
	v_and_b32_e32 v20, v65, v20
	v_and_b32_e32 v26, v64, v21
	v_xor_b32_e32 v21, v34, v20
	v_xor_b32_e32 v20, v33, v26
	v_not_b32_e32 v26, v71
	v_not_b32_e32 v27, v70
	v_and_b32_e32 v26, v67, v26
	v_and_b32_e32 v27, v66, v27
	v_alignbit_b32 v77, v49, v48, 23
	v_alignbit_b32 v78, v48, v49, 23
	v_xor_b32_e32 v49, v37, v26
	v_xor_b32_e32 v48, v36, v27
	v_not_b32_e32 v26, v67
	v_not_b32_e32 v27, v66
	v_and_b32_e32 v26, v69, v26
	v_and_b32_e32 v27, v68, v27
	v_xor_b32_e32 v35, v71, v26
	v_xor_b32_e32 v34, v70, v27
	v_not_b32_e32 v26, v69
	v_not_b32_e32 v27, v68
	v_and_b32_e32 v26, v50, v26
	v_and_b32_e32 v27, v52, v27
	v_xor_b32_e32 v29, v67, v26
	v_xor_b32_e32 v28, v66, v27
	v_not_b32_e32 v26, v50
	v_not_b32_e32 v27, v52
	v_and_b32_e32 v26, v37, v26
	v_and_b32_e32 v32, v36, v27
	v_xor_b32_e32 v27, v26, v69
	v_xor_b32_e32 v26, v32, v68
	v_not_b32_e32 v32, v37
	v_not_b32_e32 v33, v36
	v_and_b32_e32 v32, v71, v32
	v_and_b32_e32 v36, v70, v33
	v_xor_b32_e32 v33, v32, v50
	v_xor_b32_e32 v32, v36, v52
	v_not_b32_e32 v36, v74
	v_not_b32_e32 v37, v73
	v_and_b32_e32 v36, v81, v36
	v_and_b32_e32 v37, v51, v37
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, keccakf_rndc@rel32@lo+4
	s_addc_u32 s7, s7, keccakf_rndc@rel32@hi+12
	v_xor_b32_e32 v55, v36, v80
	v_xor_b32_e32 v54, v37, v79
	v_not_b32_e32 v36, v81
	v_not_b32_e32 v37, v51
	s_add_u32 s6, s4, s6
	v_and_b32_e32 v36, v78, v36
	v_and_b32_e32 v37, v77, v37
	s_addc_u32 s7, s5, s7
	v_xor_b32_e32 v53, v36, v74
	v_xor_b32_e32 v52, v37, v73
	v_not_b32_e32 v36, v78
	v_not_b32_e32 v37, v77
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	v_and_b32_e32 v36, v76, v36
	v_and_b32_e32 v37, v75, v37
	v_xor_b32_e32 v39, v81, v36
	v_xor_b32_e32 v38, v51, v37
	v_not_b32_e32 v36, v76
	v_not_b32_e32 v37, v75
	v_and_b32_e32 v36, v80, v36
	v_and_b32_e32 v37, v79, v37
	v_xor_b32_e32 v51, v78, v36
	v_xor_b32_e32 v50, v77, v37
	v_not_b32_e32 v36, v80
	v_not_b32_e32 v37, v79
	s_add_u32 s4, s4, 8
	v_and_b32_e32 v36, v74, v36
	v_and_b32_e32 v57, v73, v37
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v42, s7, v42
	v_xor_b32_e32 v56, s6, v56
	s_addc_u32 s5, s5, 0
	v_xor_b32_e32 v37, v76, v36
	v_xor_b32_e32 v36, v75, v57
	v_xor_b32_e32 v42, v42, v82
	s_cmpk_eq_i32 s4, 0xb8
	v_xor_b32_e32 v56, v56, v83
	s_cbranch_scc0 .LBB3_5
; %bb.6:                                ;   in Loop: Header=BB3_4 Depth=1
	v_xor_b32_e32 v12, v50, v12
	v_xor_b32_e32 v12, v12, v22
	v_xor_b32_e32 v13, v51, v13
	v_xor_b32_e32 v12, v12, v26
	v_xor_b32_e32 v7, v35, v7
	v_xor_b32_e32 v6, v34, v6
	v_xor_b32_e32 v13, v13, v23
	v_xor_b32_e32 v4, v12, v4
	v_xor_b32_e32 v12, v21, v37
	v_xor_b32_e32 v7, v7, v15
	v_xor_b32_e32 v6, v6, v14
	v_xor_b32_e32 v13, v13, v27
	v_xor_b32_e32 v3, v12, v3
	v_xor_b32_e32 v7, v7, v53
	v_xor_b32_e32 v6, v6, v52
	v_xor_b32_e32 v5, v13, v5
	v_xor_b32_e32 v13, v20, v36
	v_xor_b32_e32 v3, v3, v33
	v_xor_b32_e32 v7, v7, v25
	v_xor_b32_e32 v6, v6, v24
	v_xor_b32_e32 v2, v13, v2
	v_xor_b32_e32 v3, v3, v11
	v_xor_b32_e32 v2, v2, v32
	v_alignbit_b32 v11, v7, v6, 31
	v_xor_b32_e32 v12, v3, v42
	v_xor_b32_e32 v2, v2, v10
	v_alignbit_b32 v10, v6, v7, 31
	v_xor_b32_e32 v11, v12, v11
	v_alignbit_b32 v12, v4, v5, 31
	v_xor_b32_e32 v6, v6, v16
	v_xor_b32_e32 v13, v2, v56
	v_xor_b32_e32 v6, v6, v12
	v_alignbit_b32 v12, v2, v3, 31
	v_alignbit_b32 v2, v3, v2, 31
	v_xor_b32_e32 v3, v9, v29
	v_xor_b32_e32 v8, v8, v28
	v_xor_b32_e32 v31, v49, v31
	v_xor_b32_e32 v30, v48, v30
	v_xor_b32_e32 v3, v3, v39
	v_xor_b32_e32 v8, v8, v38
	v_xor_b32_e32 v31, v31, v42
	v_xor_b32_e32 v30, v30, v56
	v_xor_b32_e32 v3, v3, v27
	v_xor_b32_e32 v8, v8, v26
	v_xor_b32_e32 v31, v31, v55
	v_xor_b32_e32 v30, v30, v54
	v_xor_b32_e32 v3, v3, v17
	v_xor_b32_e32 v8, v8, v16
	v_xor_b32_e32 v19, v31, v19
	v_xor_b32_e32 v18, v30, v18
	v_xor_b32_e32 v1, v3, v1
	v_xor_b32_e32 v0, v8, v0
	v_xor_b32_e32 v10, v13, v10
	v_alignbit_b32 v13, v5, v4, 31
	v_xor_b32_e32 v7, v7, v17
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v0, v0, v12
	v_alignbit_b32 v2, v18, v19, 31
	v_alignbit_b32 v3, v19, v18, 31
	v_xor_b32_e32 v5, v5, v37
	v_xor_b32_e32 v4, v4, v36
	v_xor_b32_e32 v7, v7, v13
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v2, v4, v2
	v_alignbit_b32 v4, v0, v1, 11
	v_alignbit_b32 v0, v1, v0, 11
	v_alignbit_b32 v1, v2, v3, 18
	v_alignbit_b32 v2, v3, v2, 18
	v_alignbit_b32 v3, v7, v6, 21
	v_alignbit_b32 v5, v6, v7, 21
	v_not_b32_e32 v6, v0
	v_not_b32_e32 v7, v4
	v_and_b32_e32 v6, v2, v6
	v_not_b32_e32 v2, v2
	v_and_b32_e32 v7, v1, v7
	v_not_b32_e32 v1, v1
	v_and_b32_e32 v2, v11, v2
	v_and_b32_e32 v1, v10, v1
	v_xor_b32_e32 v0, v2, v0
	v_xor_b32_e32 v1, v1, v4
	v_cmp_eq_u32_e32 vcc, s51, v0
	v_xor_b32_e32 v5, v6, v5
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s50, v1
	v_xor_b32_e32 v3, v7, v3
	v_lshlrev_b32_e32 v0, 1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s49, v5
	v_or_b32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s48, v3
	v_lshlrev_b32_e32 v1, 1, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_or_b32_e32 v1, v2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 3, v1
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v0, 15, v0
	v_cmp_eq_u32_e32 vcc, 15, v0
	s_and_saveexec_b64 s[68:69], vcc
	s_cbranch_execz .LBB3_3
; %bb.7:                                ;   in Loop: Header=BB3_4 Depth=1
	s_load_dword s70, s[60:61], 0x0
	buffer_store_dword v72, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:12 glc
	s_waitcnt vmcnt(0)
	s_mov_b32 s71, s63
	v_lshlrev_b32_e32 v1, 10, v45
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[70:71], 2
	s_add_u32 s15, s56, s4
	s_addc_u32 s16, s57, s5
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s16
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s73, s73, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_3
; %bb.8:                                ;   in Loop: Header=BB3_4 Depth=1
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, s66
	v_mov_b32_e32 v3, s67
	flat_load_dword v57, v[0:1]
	flat_load_dword v56, v[2:3]
	buffer_store_dword v72, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:8 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s58
	v_mov_b32_e32 v1, s59
	s_swappc_b64 s[30:31], s[72:73]
	v_mov_b32_e32 v42, v0
	v_cmp_ge_u32_e32 vcc, v42, v56
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[72:73], exec, s[4:5]
	s_cbranch_execz .LBB3_10
; %bb.9:                                ;   in Loop: Header=BB3_4 Depth=1
	buffer_store_dword v72, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s58
	v_mov_b32_e32 v1, s59
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr57
.LBB3_10:                               ;   in Loop: Header=BB3_4 Depth=1
	s_or_saveexec_b64 s[4:5], s[72:73]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB3_3
; %bb.11:                               ;   in Loop: Header=BB3_4 Depth=1
	v_lshl_b64 v[0:1], v[42:43], 5
	v_mov_b32_e32 v2, s45
	v_add_i32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[40:41]
	v_add_i32_e32 v0, vcc, 24, v0
	v_mov_b32_e32 v56, s62
	v_mov_b32_e32 v59, s70
	v_mov_b32_e32 v58, v43
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v42, v43
	flat_store_dwordx4 v[2:3], v[56:59]
	flat_store_dwordx2 v[0:1], v[42:43]
	s_branch .LBB3_3
.LBB3_12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m17400_s04
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 84
		.amdhsa_next_free_sgpr 75
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
	.size	m17400_s04, .Lfunc_end3-m17400_s04
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3116
; NumSgprs: 79
; NumVgprs: 84
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 79
; NumVGPRsForWavesPerEU: 84
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	m17400_s08              ; -- Begin function m17400_s08
	.globl	m17400_s08
	.p2align	8
	.type	m17400_s08,@function
m17400_s08:                             ; @m17400_s08
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v45, v1
	s_load_dwordx2 s[48:49], s[8:9], 0x30
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v46, v0
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s33, s16
	s_add_u32 s8, s36, 0xc8
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[48:49], 0xe
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB4_12
; %bb.1:
	s_load_dword s4, s[48:49], 0x6
	s_add_u32 s52, s48, 24
	s_addc_u32 s53, s49, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB4_12
; %bb.2:
	s_movk_i32 s4, 0x104
	v_mul_lo_u32 v2, v41, s4
	v_mad_u64_u32 v[0:1], s[4:5], v40, s4, 0
	s_load_dwordx2 s[4:5], s[36:37], 0x0
	s_load_dwordx2 s[54:55], s[36:37], 0x6
	s_movk_i32 s74, 0xc8
	v_add_i32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 4, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_i32_e32 v2, vcc, 20, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx3 v[72:74], v[2:3]
	flat_load_dword v63, v[0:1]
	s_load_dwordx4 s[44:47], s[36:37], 0x1c
	s_load_dwordx2 s[56:57], s[36:37], 0x20
	s_load_dwordx2 s[58:59], s[36:37], 0x26
	s_load_dword s4, s[48:49], 0x8
	v_mov_b32_e32 v2, s74
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	s_add_u32 s60, s48, 32
	v_mad_u64_u32 v[0:1], s[4:5], s4, v2, v[0:1]
	s_addc_u32 s61, s49, 0
	s_add_u32 s66, s48, 12
	s_addc_u32 s67, s49, 0
	s_add_u32 s46, s48, 28
	v_readfirstlane_b32 s4, v0
	v_readfirstlane_b32 s5, v1
	s_addc_u32 s47, s49, 0
	s_load_dwordx4 s[48:51], s[4:5], 0x4
	s_mov_b32 s63, 0
	v_mov_b32_e32 v43, 0
	s_brev_b32 s65, 1
	v_mov_b32_e32 v78, 1
	v_mov_b32_e32 v75, v43
	s_mov_b32 s62, s63
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v47, v56
	v_mov_b32_e32 v76, v59
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v77, v72
	s_branch .LBB4_4
.LBB4_3:                                ;   in Loop: Header=BB4_4 Depth=1
	s_or_b64 exec, exec, s[68:69]
	s_load_dword s4, s[52:53], 0x0
	s_add_i32 s62, s62, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s62, s4
	s_cbranch_scc0 .LBB4_12
.LBB4_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB4_5 Depth 2
	s_lshl_b64 s[4:5], s[62:63], 2
	s_add_u32 s4, s54, s4
	s_addc_u32 s5, s55, s5
	s_load_dword s6, s[4:5], 0x0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s64, s63
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v34, s64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v0, s6, v63
	v_or_b32_e32 v56, v75, v0
	v_mov_b32_e32 v6, v57
	v_mov_b32_e32 v0, v76
	v_mov_b32_e32 v4, v73
	v_mov_b32_e32 v19, v3
	v_mov_b32_e32 v15, v3
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v31, v3
	v_mov_b32_e32 v25, v3
	v_mov_b32_e32 v17, v3
	v_mov_b32_e32 v23, v3
	v_mov_b32_e32 v21, v3
	v_mov_b32_e32 v37, v3
	v_mov_b32_e32 v51, v3
	v_mov_b32_e32 v39, v3
	v_mov_b32_e32 v53, v3
	v_mov_b32_e32 v55, v3
	v_mov_b32_e32 v33, v3
	v_mov_b32_e32 v27, v3
	v_mov_b32_e32 v29, v3
	v_mov_b32_e32 v49, v3
	v_mov_b32_e32 v42, v47
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v35, s65
	v_mov_b32_e32 v7, v58
	v_mov_b32_e32 v1, v77
	v_mov_b32_e32 v5, v74
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v14, v2
	v_mov_b32_e32 v8, v2
	v_mov_b32_e32 v12, v2
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v30, v2
	v_mov_b32_e32 v24, v2
	v_mov_b32_e32 v16, v2
	v_mov_b32_e32 v22, v2
	v_mov_b32_e32 v20, v2
	v_mov_b32_e32 v36, v2
	v_mov_b32_e32 v50, v2
	v_mov_b32_e32 v38, v2
	v_mov_b32_e32 v52, v2
	v_mov_b32_e32 v54, v2
	v_mov_b32_e32 v32, v2
	v_mov_b32_e32 v26, v2
	v_mov_b32_e32 v28, v2
	v_mov_b32_e32 v48, v2
.LBB4_5:                                ;   Parent Loop BB4_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_xor_b32_e32 v61, v15, v7
	v_xor_b32_e32 v62, v14, v6
	v_xor_b32_e32 v61, v61, v25
	v_xor_b32_e32 v62, v62, v24
	v_xor_b32_e32 v68, v11, v3
	v_xor_b32_e32 v61, v61, v53
	v_xor_b32_e32 v62, v62, v52
	v_xor_b32_e32 v64, v9, v1
	v_xor_b32_e32 v65, v8, v0
	v_xor_b32_e32 v68, v68, v21
	v_xor_b32_e32 v59, v19, v42
	v_xor_b32_e32 v61, v61, v35
	v_xor_b32_e32 v62, v62, v34
	v_xor_b32_e32 v64, v64, v17
	v_xor_b32_e32 v65, v65, v16
	v_xor_b32_e32 v69, v10, v2
	v_xor_b32_e32 v68, v68, v37
	v_xor_b32_e32 v59, v59, v31
	v_xor_b32_e32 v64, v64, v39
	v_xor_b32_e32 v65, v65, v38
	v_xor_b32_e32 v66, v13, v5
	v_xor_b32_e32 v67, v12, v4
	v_xor_b32_e32 v69, v69, v20
	v_xor_b32_e32 v68, v68, v33
	v_alignbit_b32 v71, v61, v62, 31
	v_xor_b32_e32 v60, v18, v56
	v_xor_b32_e32 v59, v59, v55
	v_xor_b32_e32 v64, v64, v29
	v_xor_b32_e32 v65, v65, v28
	v_xor_b32_e32 v66, v66, v23
	v_xor_b32_e32 v67, v67, v22
	v_xor_b32_e32 v69, v69, v36
	v_xor_b32_e32 v71, v71, v68
	v_xor_b32_e32 v60, v60, v30
	v_xor_b32_e32 v59, v59, v49
	v_xor_b32_e32 v66, v66, v51
	v_xor_b32_e32 v67, v67, v50
	v_xor_b32_e32 v69, v69, v32
	v_alignbit_b32 v70, v62, v61, 31
	v_xor_b32_e32 v42, v71, v42
	v_xor_b32_e32 v19, v71, v19
	v_xor_b32_e32 v31, v71, v31
	v_xor_b32_e32 v49, v71, v49
	v_xor_b32_e32 v55, v71, v55
	v_alignbit_b32 v71, v64, v65, 31
	v_xor_b32_e32 v60, v60, v54
	v_xor_b32_e32 v66, v66, v27
	v_xor_b32_e32 v67, v67, v26
	v_xor_b32_e32 v70, v70, v69
	v_xor_b32_e32 v71, v71, v59
	v_xor_b32_e32 v60, v60, v48
	v_xor_b32_e32 v56, v70, v56
	v_xor_b32_e32 v18, v70, v18
	v_xor_b32_e32 v30, v70, v30
	v_xor_b32_e32 v48, v70, v48
	v_xor_b32_e32 v54, v70, v54
	v_alignbit_b32 v70, v65, v64, 31
	v_xor_b32_e32 v7, v71, v7
	v_xor_b32_e32 v15, v71, v15
	v_xor_b32_e32 v25, v71, v25
	v_xor_b32_e32 v35, v71, v35
	v_xor_b32_e32 v53, v71, v53
	v_alignbit_b32 v71, v66, v67, 31
	v_xor_b32_e32 v70, v70, v60
	v_xor_b32_e32 v61, v71, v61
	v_xor_b32_e32 v6, v70, v6
	v_xor_b32_e32 v14, v70, v14
	v_xor_b32_e32 v24, v70, v24
	v_xor_b32_e32 v34, v70, v34
	v_xor_b32_e32 v52, v70, v52
	v_alignbit_b32 v70, v67, v66, 31
	v_xor_b32_e32 v1, v61, v1
	v_xor_b32_e32 v9, v61, v9
	v_xor_b32_e32 v17, v61, v17
	v_xor_b32_e32 v29, v61, v29
	v_xor_b32_e32 v39, v61, v39
	v_alignbit_b32 v61, v69, v68, 31
	v_xor_b32_e32 v62, v70, v62
	v_xor_b32_e32 v61, v61, v65
	v_xor_b32_e32 v0, v62, v0
	v_xor_b32_e32 v8, v62, v8
	v_xor_b32_e32 v16, v62, v16
	v_xor_b32_e32 v28, v62, v28
	v_xor_b32_e32 v38, v62, v38
	v_alignbit_b32 v62, v68, v69, 31
	v_xor_b32_e32 v4, v61, v4
	v_xor_b32_e32 v12, v61, v12
	v_xor_b32_e32 v22, v61, v22
	v_xor_b32_e32 v26, v61, v26
	v_xor_b32_e32 v50, v61, v50
	v_alignbit_b32 v61, v60, v59, 31
	v_alignbit_b32 v59, v59, v60, 31
	v_xor_b32_e32 v62, v62, v64
	v_xor_b32_e32 v59, v59, v66
	v_xor_b32_e32 v60, v61, v67
	v_xor_b32_e32 v51, v62, v51
	v_xor_b32_e32 v11, v59, v11
	v_xor_b32_e32 v10, v60, v10
	v_xor_b32_e32 v21, v59, v21
	v_xor_b32_e32 v20, v60, v20
	v_xor_b32_e32 v13, v62, v13
	v_xor_b32_e32 v3, v59, v3
	v_xor_b32_e32 v2, v60, v2
	v_xor_b32_e32 v37, v59, v37
	v_xor_b32_e32 v36, v60, v36
	v_alignbit_b32 v79, v52, v53, 30
	v_alignbit_b32 v80, v53, v52, 30
	v_alignbit_b32 v52, v51, v50, 8
	v_alignbit_b32 v50, v50, v51, 8
	v_alignbit_b32 v51, v21, v20, 25
	v_alignbit_b32 v85, v20, v21, 25
	v_alignbit_b32 v20, v10, v11, 12
	v_alignbit_b32 v10, v11, v10, 12
	v_alignbit_b32 v11, v15, v14, 20
	v_alignbit_b32 v14, v14, v15, 20
	v_xor_b32_e32 v27, v62, v27
	v_alignbit_b32 v71, v13, v12, 9
	v_alignbit_b32 v72, v12, v13, 9
	v_alignbit_b32 v12, v36, v37, 18
	v_alignbit_b32 v13, v37, v36, 18
	v_alignbit_b32 v36, v2, v3, 5
	v_alignbit_b32 v37, v3, v2, 5
	v_alignbit_b32 v2, v17, v16, 21
	v_alignbit_b32 v3, v16, v17, 21
	v_alignbit_b32 v83, v1, v0, 2
	v_alignbit_b32 v84, v0, v1, 2
	v_not_b32_e32 v0, v14
	v_not_b32_e32 v1, v11
	v_xor_b32_e32 v5, v62, v5
	v_xor_b32_e32 v23, v62, v23
	v_alignbit_b32 v62, v8, v9, 26
	v_alignbit_b32 v64, v9, v8, 26
	v_alignbit_b32 v8, v26, v27, 11
	v_alignbit_b32 v9, v27, v26, 11
	v_and_b32_e32 v86, v3, v0
	v_and_b32_e32 v87, v2, v1
	v_not_b32_e32 v0, v3
	v_not_b32_e32 v1, v2
	v_and_b32_e32 v0, v9, v0
	v_and_b32_e32 v1, v8, v1
	v_xor_b32_e32 v33, v59, v33
	v_xor_b32_e32 v32, v60, v32
	v_alignbit_b32 v59, v6, v7, 31
	v_alignbit_b32 v60, v7, v6, 31
	v_xor_b32_e32 v7, v14, v0
	v_xor_b32_e32 v6, v11, v1
	v_not_b32_e32 v0, v9
	v_not_b32_e32 v1, v8
	v_alignbit_b32 v65, v24, v25, 22
	v_alignbit_b32 v66, v25, v24, 22
	v_alignbit_b32 v24, v4, v5, 4
	v_alignbit_b32 v25, v5, v4, 4
	v_and_b32_e32 v0, v13, v0
	v_and_b32_e32 v4, v12, v1
	v_xor_b32_e32 v1, v0, v3
	v_xor_b32_e32 v0, v4, v2
	v_not_b32_e32 v2, v13
	v_not_b32_e32 v3, v12
	v_and_b32_e32 v2, v42, v2
	v_and_b32_e32 v3, v56, v3
	v_xor_b32_e32 v5, v2, v9
	v_xor_b32_e32 v4, v3, v8
	v_not_b32_e32 v2, v42
	v_not_b32_e32 v3, v56
	v_and_b32_e32 v2, v14, v2
	v_and_b32_e32 v8, v11, v3
	v_alignbit_b32 v61, v30, v31, 29
	v_alignbit_b32 v30, v31, v30, 29
	v_xor_b32_e32 v3, v13, v2
	v_xor_b32_e32 v2, v12, v8
	v_not_b32_e32 v8, v10
	v_not_b32_e32 v9, v20
	v_and_b32_e32 v8, v30, v8
	v_and_b32_e32 v9, v61, v9
	v_alignbit_b32 v69, v19, v18, 28
	v_alignbit_b32 v70, v18, v19, 28
	v_alignbit_b32 v26, v35, v34, 19
	v_alignbit_b32 v27, v34, v35, 19
	v_xor_b32_e32 v19, v8, v25
	v_xor_b32_e32 v18, v9, v24
	v_not_b32_e32 v8, v30
	v_not_b32_e32 v9, v61
	v_and_b32_e32 v8, v27, v8
	v_and_b32_e32 v9, v26, v9
	v_alignbit_b32 v16, v39, v38, 3
	v_alignbit_b32 v17, v38, v39, 3
	v_xor_b32_e32 v15, v10, v8
	v_xor_b32_e32 v14, v20, v9
	v_not_b32_e32 v8, v27
	v_not_b32_e32 v9, v26
	v_and_b32_e32 v8, v17, v8
	v_and_b32_e32 v11, v16, v9
	v_xor_b32_e32 v9, v30, v8
	v_xor_b32_e32 v8, v61, v11
	v_not_b32_e32 v11, v17
	v_and_b32_e32 v11, v25, v11
	v_xor_b32_e32 v13, v27, v11
	v_not_b32_e32 v11, v25
	v_not_b32_e32 v21, v24
	v_and_b32_e32 v10, v10, v11
	v_and_b32_e32 v20, v20, v21
	v_alignbit_b32 v67, v28, v29, 17
	v_alignbit_b32 v68, v29, v28, 17
	v_alignbit_b32 v28, v32, v33, 24
	v_alignbit_b32 v29, v33, v32, 24
	v_alignbit_b32 v32, v22, v23, 7
	v_alignbit_b32 v22, v23, v22, 7
	v_not_b32_e32 v12, v16
	v_xor_b32_e32 v11, v10, v17
	v_xor_b32_e32 v10, v20, v16
	v_not_b32_e32 v16, v64
	v_not_b32_e32 v17, v62
	v_and_b32_e32 v16, v22, v16
	v_and_b32_e32 v17, v32, v17
	v_xor_b32_e32 v31, v60, v16
	v_xor_b32_e32 v30, v59, v17
	v_not_b32_e32 v16, v22
	v_not_b32_e32 v17, v32
	v_and_b32_e32 v16, v29, v16
	v_and_b32_e32 v17, v28, v17
	v_alignbit_b32 v33, v54, v55, 14
	v_alignbit_b32 v34, v55, v54, 14
	v_and_b32_e32 v12, v24, v12
	v_xor_b32_e32 v25, v16, v64
	v_xor_b32_e32 v24, v17, v62
	v_not_b32_e32 v16, v29
	v_not_b32_e32 v17, v28
	v_and_b32_e32 v16, v34, v16
	v_and_b32_e32 v20, v33, v17
	v_xor_b32_e32 v17, v16, v22
	v_xor_b32_e32 v16, v20, v32
	v_not_b32_e32 v20, v34
	v_not_b32_e32 v21, v33
	v_and_b32_e32 v20, v60, v20
	v_and_b32_e32 v21, v59, v21
	v_xor_b32_e32 v23, v29, v20
	v_xor_b32_e32 v22, v28, v21
	v_not_b32_e32 v20, v60
	v_not_b32_e32 v21, v59
	v_xor_b32_e32 v12, v26, v12
	v_and_b32_e32 v20, v64, v20
	v_and_b32_e32 v26, v62, v21
	v_xor_b32_e32 v21, v34, v20
	v_xor_b32_e32 v20, v33, v26
	v_not_b32_e32 v26, v70
	v_not_b32_e32 v27, v69
	v_and_b32_e32 v26, v66, v26
	v_and_b32_e32 v27, v65, v27
	v_alignbit_b32 v81, v49, v48, 23
	v_alignbit_b32 v82, v48, v49, 23
	v_xor_b32_e32 v49, v37, v26
	v_xor_b32_e32 v48, v36, v27
	v_not_b32_e32 v26, v66
	v_not_b32_e32 v27, v65
	v_and_b32_e32 v26, v68, v26
	v_and_b32_e32 v27, v67, v27
	v_xor_b32_e32 v35, v70, v26
	v_xor_b32_e32 v34, v69, v27
	v_not_b32_e32 v26, v68
	v_not_b32_e32 v27, v67
	v_and_b32_e32 v26, v50, v26
	v_and_b32_e32 v27, v52, v27
	v_xor_b32_e32 v29, v66, v26
	v_xor_b32_e32 v28, v65, v27
	v_not_b32_e32 v26, v50
	v_not_b32_e32 v27, v52
	v_and_b32_e32 v26, v37, v26
	v_and_b32_e32 v32, v36, v27
	v_xor_b32_e32 v27, v26, v68
	v_xor_b32_e32 v26, v32, v67
	v_not_b32_e32 v32, v37
	v_not_b32_e32 v33, v36
	v_and_b32_e32 v32, v70, v32
	v_and_b32_e32 v36, v69, v33
	v_xor_b32_e32 v33, v32, v50
	v_xor_b32_e32 v32, v36, v52
	v_not_b32_e32 v36, v72
	v_not_b32_e32 v37, v71
	v_and_b32_e32 v36, v85, v36
	v_and_b32_e32 v37, v51, v37
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, keccakf_rndc@rel32@lo+4
	s_addc_u32 s7, s7, keccakf_rndc@rel32@hi+12
	v_xor_b32_e32 v55, v36, v84
	v_xor_b32_e32 v54, v37, v83
	v_not_b32_e32 v36, v85
	v_not_b32_e32 v37, v51
	s_add_u32 s6, s4, s6
	v_and_b32_e32 v36, v82, v36
	v_and_b32_e32 v37, v81, v37
	s_addc_u32 s7, s5, s7
	v_xor_b32_e32 v53, v36, v72
	v_xor_b32_e32 v52, v37, v71
	v_not_b32_e32 v36, v82
	v_not_b32_e32 v37, v81
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	v_and_b32_e32 v36, v80, v36
	v_and_b32_e32 v37, v79, v37
	v_xor_b32_e32 v39, v85, v36
	v_xor_b32_e32 v38, v51, v37
	v_not_b32_e32 v36, v80
	v_not_b32_e32 v37, v79
	v_and_b32_e32 v36, v84, v36
	v_and_b32_e32 v37, v83, v37
	v_xor_b32_e32 v51, v82, v36
	v_xor_b32_e32 v50, v81, v37
	v_not_b32_e32 v36, v84
	v_not_b32_e32 v37, v83
	s_add_u32 s4, s4, 8
	v_and_b32_e32 v36, v72, v36
	v_and_b32_e32 v59, v71, v37
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v42, s7, v42
	v_xor_b32_e32 v56, s6, v56
	s_addc_u32 s5, s5, 0
	v_xor_b32_e32 v37, v80, v36
	v_xor_b32_e32 v36, v79, v59
	v_xor_b32_e32 v42, v42, v86
	s_cmpk_eq_i32 s4, 0xb8
	v_xor_b32_e32 v56, v56, v87
	s_cbranch_scc0 .LBB4_5
; %bb.6:                                ;   in Loop: Header=BB4_4 Depth=1
	v_xor_b32_e32 v12, v50, v12
	v_xor_b32_e32 v12, v12, v22
	v_xor_b32_e32 v13, v51, v13
	v_xor_b32_e32 v12, v12, v26
	v_xor_b32_e32 v7, v35, v7
	v_xor_b32_e32 v6, v34, v6
	v_xor_b32_e32 v13, v13, v23
	v_xor_b32_e32 v4, v12, v4
	v_xor_b32_e32 v12, v21, v37
	v_xor_b32_e32 v7, v7, v15
	v_xor_b32_e32 v6, v6, v14
	v_xor_b32_e32 v13, v13, v27
	v_xor_b32_e32 v3, v12, v3
	v_xor_b32_e32 v7, v7, v53
	v_xor_b32_e32 v6, v6, v52
	v_xor_b32_e32 v5, v13, v5
	v_xor_b32_e32 v13, v20, v36
	v_xor_b32_e32 v3, v3, v33
	v_xor_b32_e32 v7, v7, v25
	v_xor_b32_e32 v6, v6, v24
	v_xor_b32_e32 v2, v13, v2
	v_xor_b32_e32 v3, v3, v11
	v_xor_b32_e32 v2, v2, v32
	v_alignbit_b32 v11, v7, v6, 31
	v_xor_b32_e32 v12, v3, v42
	v_xor_b32_e32 v2, v2, v10
	v_alignbit_b32 v10, v6, v7, 31
	v_xor_b32_e32 v11, v12, v11
	v_alignbit_b32 v12, v4, v5, 31
	v_xor_b32_e32 v6, v6, v16
	v_xor_b32_e32 v13, v2, v56
	v_xor_b32_e32 v6, v6, v12
	v_alignbit_b32 v12, v2, v3, 31
	v_alignbit_b32 v2, v3, v2, 31
	v_xor_b32_e32 v3, v9, v29
	v_xor_b32_e32 v8, v8, v28
	v_xor_b32_e32 v31, v49, v31
	v_xor_b32_e32 v30, v48, v30
	v_xor_b32_e32 v3, v3, v39
	v_xor_b32_e32 v8, v8, v38
	v_xor_b32_e32 v31, v31, v42
	v_xor_b32_e32 v30, v30, v56
	v_xor_b32_e32 v3, v3, v27
	v_xor_b32_e32 v8, v8, v26
	v_xor_b32_e32 v31, v31, v55
	v_xor_b32_e32 v30, v30, v54
	v_xor_b32_e32 v3, v3, v17
	v_xor_b32_e32 v8, v8, v16
	v_xor_b32_e32 v19, v31, v19
	v_xor_b32_e32 v18, v30, v18
	v_xor_b32_e32 v1, v3, v1
	v_xor_b32_e32 v0, v8, v0
	v_xor_b32_e32 v10, v13, v10
	v_alignbit_b32 v13, v5, v4, 31
	v_xor_b32_e32 v7, v7, v17
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v0, v0, v12
	v_alignbit_b32 v2, v18, v19, 31
	v_alignbit_b32 v3, v19, v18, 31
	v_xor_b32_e32 v5, v5, v37
	v_xor_b32_e32 v4, v4, v36
	v_xor_b32_e32 v7, v7, v13
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v2, v4, v2
	v_alignbit_b32 v4, v0, v1, 11
	v_alignbit_b32 v0, v1, v0, 11
	v_alignbit_b32 v1, v2, v3, 18
	v_alignbit_b32 v2, v3, v2, 18
	v_alignbit_b32 v3, v7, v6, 21
	v_alignbit_b32 v5, v6, v7, 21
	v_not_b32_e32 v6, v0
	v_not_b32_e32 v7, v4
	v_and_b32_e32 v6, v2, v6
	v_not_b32_e32 v2, v2
	v_and_b32_e32 v7, v1, v7
	v_not_b32_e32 v1, v1
	v_and_b32_e32 v2, v11, v2
	v_and_b32_e32 v1, v10, v1
	v_xor_b32_e32 v0, v2, v0
	v_xor_b32_e32 v1, v1, v4
	v_cmp_eq_u32_e32 vcc, s51, v0
	v_xor_b32_e32 v5, v6, v5
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s50, v1
	v_xor_b32_e32 v3, v7, v3
	v_lshlrev_b32_e32 v0, 1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s49, v5
	v_or_b32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s48, v3
	v_lshlrev_b32_e32 v1, 1, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_or_b32_e32 v1, v2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 3, v1
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v0, 15, v0
	v_cmp_eq_u32_e32 vcc, 15, v0
	s_and_saveexec_b64 s[68:69], vcc
	s_cbranch_execz .LBB4_3
; %bb.7:                                ;   in Loop: Header=BB4_4 Depth=1
	s_load_dword s70, s[60:61], 0x0
	buffer_store_dword v78, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:12 glc
	s_waitcnt vmcnt(0)
	s_mov_b32 s71, s63
	v_lshlrev_b32_e32 v1, 10, v45
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[70:71], 2
	s_add_u32 s15, s56, s4
	s_addc_u32 s16, s57, s5
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s16
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s73, s73, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB4_3
; %bb.8:                                ;   in Loop: Header=BB4_4 Depth=1
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, s46
	v_mov_b32_e32 v3, s47
	flat_load_dword v60, v[0:1]
	flat_load_dword v56, v[2:3]
	buffer_store_dword v78, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:8 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s58
	v_mov_b32_e32 v1, s59
	s_swappc_b64 s[30:31], s[72:73]
	v_mov_b32_e32 v42, v0
	v_cmp_ge_u32_e32 vcc, v42, v56
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[72:73], exec, s[4:5]
	s_cbranch_execz .LBB4_10
; %bb.9:                                ;   in Loop: Header=BB4_4 Depth=1
	buffer_store_dword v78, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s58
	v_mov_b32_e32 v1, s59
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr60
.LBB4_10:                               ;   in Loop: Header=BB4_4 Depth=1
	s_or_saveexec_b64 s[4:5], s[72:73]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB4_3
; %bb.11:                               ;   in Loop: Header=BB4_4 Depth=1
	v_lshl_b64 v[0:1], v[42:43], 5
	v_mov_b32_e32 v2, s45
	v_add_i32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[40:41]
	v_add_i32_e32 v0, vcc, 24, v0
	v_mov_b32_e32 v59, s62
	v_mov_b32_e32 v62, s70
	v_mov_b32_e32 v61, v43
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v42, v43
	flat_store_dwordx4 v[2:3], v[59:62]
	flat_store_dwordx2 v[0:1], v[42:43]
	s_branch .LBB4_3
.LBB4_12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m17400_s08
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 88
		.amdhsa_next_free_sgpr 75
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
.Lfunc_end4:
	.size	m17400_s08, .Lfunc_end4-m17400_s08
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3144
; NumSgprs: 79
; NumVgprs: 88
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 79
; NumVGPRsForWavesPerEU: 88
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
	.protected	m17400_s16              ; -- Begin function m17400_s16
	.globl	m17400_s16
	.p2align	8
	.type	m17400_s16,@function
m17400_s16:                             ; @m17400_s16
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v45, v1
	s_load_dwordx2 s[48:49], s[8:9], 0x30
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v46, v0
	v_lshlrev_b32_e32 v1, 10, v45
	s_mov_b32 s33, s16
	s_add_u32 s8, s36, 0xc8
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x400
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[48:49], 0xe
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[40:41]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB5_12
; %bb.1:
	s_load_dword s4, s[48:49], 0x6
	s_add_u32 s52, s48, 24
	s_addc_u32 s53, s49, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB5_12
; %bb.2:
	s_movk_i32 s4, 0x104
	v_mul_lo_u32 v2, v41, s4
	v_mad_u64_u32 v[0:1], s[4:5], v40, s4, 0
	s_load_dwordx2 s[4:5], s[36:37], 0x0
	s_load_dwordx2 s[54:55], s[36:37], 0x6
	s_movk_i32 s74, 0xc8
	v_add_i32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 4, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_i32_e32 v4, vcc, 20, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	flat_load_dwordx4 v[56:59], v[2:3]
	v_add_i32_e32 v2, vcc, 36, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dwordx4 v[60:63], v[4:5]
	flat_load_dwordx4 v[72:75], v[2:3]
	v_add_i32_e32 v2, vcc, 52, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_load_dword v89, v[2:3]
	flat_load_dword v79, v[0:1]
	s_load_dwordx4 s[44:47], s[36:37], 0x1c
	s_load_dwordx2 s[56:57], s[36:37], 0x20
	s_load_dwordx2 s[58:59], s[36:37], 0x26
	s_load_dword s4, s[48:49], 0x8
	v_mov_b32_e32 v2, s74
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	s_add_u32 s60, s48, 32
	v_mad_u64_u32 v[0:1], s[4:5], s4, v2, v[0:1]
	s_addc_u32 s61, s49, 0
	s_add_u32 s66, s48, 12
	s_addc_u32 s67, s49, 0
	s_add_u32 s46, s48, 28
	v_readfirstlane_b32 s4, v0
	v_readfirstlane_b32 s5, v1
	s_addc_u32 s47, s49, 0
	s_load_dwordx4 s[48:51], s[4:5], 0x4
	s_mov_b32 s63, 0
	v_mov_b32_e32 v43, 0
	s_brev_b32 s65, 1
	v_mov_b32_e32 v93, 1
	s_mov_b32 s62, s63
	v_mov_b32_e32 v90, v43
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v47, v56
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v91, v63
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v92, v72
	v_mov_b32_e32 v88, v75
	s_branch .LBB5_4
.LBB5_3:                                ;   in Loop: Header=BB5_4 Depth=1
	s_or_b64 exec, exec, s[68:69]
	s_load_dword s4, s[52:53], 0x0
	s_add_i32 s62, s62, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s62, s4
	s_cbranch_scc0 .LBB5_12
.LBB5_4:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB5_5 Depth 2
	s_lshl_b64 s[4:5], s[62:63], 2
	s_add_u32 s4, s54, s4
	s_addc_u32 s5, s55, s5
	s_load_dword s6, s[4:5], 0x0
	v_mov_b32_e32 v6, 0
	s_mov_b32 s64, s63
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v36, s64
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_or_b32_e32 v0, s6, v79
	v_or_b32_e32 v56, v90, v0
	v_mov_b32_e32 v8, v57
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v18, v73
	v_mov_b32_e32 v16, v88
	v_mov_b32_e32 v13, v7
	v_mov_b32_e32 v11, v7
	v_mov_b32_e32 v31, v7
	v_mov_b32_e32 v25, v7
	v_mov_b32_e32 v15, v7
	v_mov_b32_e32 v23, v7
	v_mov_b32_e32 v21, v7
	v_mov_b32_e32 v35, v7
	v_mov_b32_e32 v51, v7
	v_mov_b32_e32 v39, v7
	v_mov_b32_e32 v53, v7
	v_mov_b32_e32 v55, v7
	v_mov_b32_e32 v33, v7
	v_mov_b32_e32 v27, v7
	v_mov_b32_e32 v29, v7
	v_mov_b32_e32 v49, v7
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v42, v47
	v_mov_b32_e32 v37, s65
	v_mov_b32_e32 v9, v58
	v_mov_b32_e32 v1, v60
	v_mov_b32_e32 v5, v62
	v_mov_b32_e32 v3, v92
	v_mov_b32_e32 v19, v74
	v_mov_b32_e32 v17, v89
	v_mov_b32_e32 v12, v6
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v30, v6
	v_mov_b32_e32 v24, v6
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v22, v6
	v_mov_b32_e32 v20, v6
	v_mov_b32_e32 v34, v6
	v_mov_b32_e32 v50, v6
	v_mov_b32_e32 v38, v6
	v_mov_b32_e32 v52, v6
	v_mov_b32_e32 v54, v6
	v_mov_b32_e32 v32, v6
	v_mov_b32_e32 v26, v6
	v_mov_b32_e32 v28, v6
	v_mov_b32_e32 v48, v6
.LBB5_5:                                ;   Parent Loop BB5_4 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_xor_b32_e32 v65, v17, v9
	v_xor_b32_e32 v66, v16, v8
	v_xor_b32_e32 v65, v65, v25
	v_xor_b32_e32 v66, v66, v24
	v_xor_b32_e32 v71, v11, v3
	v_xor_b32_e32 v65, v65, v53
	v_xor_b32_e32 v66, v66, v52
	v_xor_b32_e32 v67, v7, v1
	v_xor_b32_e32 v68, v6, v0
	v_xor_b32_e32 v71, v71, v21
	v_xor_b32_e32 v63, v19, v42
	v_xor_b32_e32 v65, v65, v37
	v_xor_b32_e32 v66, v66, v36
	v_xor_b32_e32 v67, v67, v15
	v_xor_b32_e32 v68, v68, v14
	v_xor_b32_e32 v72, v10, v2
	v_xor_b32_e32 v71, v71, v35
	v_xor_b32_e32 v63, v63, v31
	v_xor_b32_e32 v67, v67, v39
	v_xor_b32_e32 v68, v68, v38
	v_xor_b32_e32 v69, v13, v5
	v_xor_b32_e32 v70, v12, v4
	v_xor_b32_e32 v72, v72, v20
	v_xor_b32_e32 v71, v71, v33
	v_alignbit_b32 v76, v65, v66, 31
	v_xor_b32_e32 v64, v18, v56
	v_xor_b32_e32 v63, v63, v55
	v_xor_b32_e32 v67, v67, v29
	v_xor_b32_e32 v68, v68, v28
	v_xor_b32_e32 v69, v69, v23
	v_xor_b32_e32 v70, v70, v22
	v_xor_b32_e32 v72, v72, v34
	v_xor_b32_e32 v76, v76, v71
	v_xor_b32_e32 v64, v64, v30
	v_xor_b32_e32 v63, v63, v49
	v_xor_b32_e32 v69, v69, v51
	v_xor_b32_e32 v70, v70, v50
	v_xor_b32_e32 v72, v72, v32
	v_alignbit_b32 v75, v66, v65, 31
	v_xor_b32_e32 v42, v76, v42
	v_xor_b32_e32 v19, v76, v19
	v_xor_b32_e32 v31, v76, v31
	v_xor_b32_e32 v49, v76, v49
	v_xor_b32_e32 v55, v76, v55
	v_alignbit_b32 v76, v67, v68, 31
	v_xor_b32_e32 v64, v64, v54
	v_xor_b32_e32 v69, v69, v27
	v_xor_b32_e32 v70, v70, v26
	v_xor_b32_e32 v75, v75, v72
	v_xor_b32_e32 v76, v76, v63
	v_xor_b32_e32 v64, v64, v48
	v_xor_b32_e32 v56, v75, v56
	v_xor_b32_e32 v18, v75, v18
	v_xor_b32_e32 v30, v75, v30
	v_xor_b32_e32 v48, v75, v48
	v_xor_b32_e32 v54, v75, v54
	v_alignbit_b32 v75, v68, v67, 31
	v_xor_b32_e32 v9, v76, v9
	v_xor_b32_e32 v17, v76, v17
	v_xor_b32_e32 v25, v76, v25
	v_xor_b32_e32 v37, v76, v37
	v_xor_b32_e32 v53, v76, v53
	v_alignbit_b32 v76, v69, v70, 31
	v_xor_b32_e32 v75, v75, v64
	v_xor_b32_e32 v65, v76, v65
	v_xor_b32_e32 v8, v75, v8
	v_xor_b32_e32 v16, v75, v16
	v_xor_b32_e32 v24, v75, v24
	v_xor_b32_e32 v36, v75, v36
	v_xor_b32_e32 v52, v75, v52
	v_alignbit_b32 v75, v70, v69, 31
	v_xor_b32_e32 v1, v65, v1
	v_xor_b32_e32 v7, v65, v7
	v_xor_b32_e32 v15, v65, v15
	v_xor_b32_e32 v29, v65, v29
	v_xor_b32_e32 v39, v65, v39
	v_alignbit_b32 v65, v72, v71, 31
	v_xor_b32_e32 v66, v75, v66
	v_xor_b32_e32 v65, v65, v68
	v_xor_b32_e32 v0, v66, v0
	v_xor_b32_e32 v6, v66, v6
	v_xor_b32_e32 v14, v66, v14
	v_xor_b32_e32 v28, v66, v28
	v_xor_b32_e32 v38, v66, v38
	v_alignbit_b32 v66, v71, v72, 31
	v_xor_b32_e32 v4, v65, v4
	v_xor_b32_e32 v12, v65, v12
	v_xor_b32_e32 v22, v65, v22
	v_xor_b32_e32 v26, v65, v26
	v_xor_b32_e32 v50, v65, v50
	v_alignbit_b32 v65, v64, v63, 31
	v_alignbit_b32 v63, v63, v64, 31
	v_xor_b32_e32 v66, v66, v67
	v_xor_b32_e32 v63, v63, v69
	v_xor_b32_e32 v64, v65, v70
	v_xor_b32_e32 v51, v66, v51
	v_xor_b32_e32 v11, v63, v11
	v_xor_b32_e32 v10, v64, v10
	v_xor_b32_e32 v21, v63, v21
	v_xor_b32_e32 v20, v64, v20
	v_xor_b32_e32 v13, v66, v13
	v_xor_b32_e32 v3, v63, v3
	v_xor_b32_e32 v2, v64, v2
	v_xor_b32_e32 v35, v63, v35
	v_xor_b32_e32 v34, v64, v34
	v_alignbit_b32 v78, v52, v53, 30
	v_alignbit_b32 v80, v53, v52, 30
	v_alignbit_b32 v52, v51, v50, 8
	v_alignbit_b32 v50, v50, v51, 8
	v_alignbit_b32 v51, v21, v20, 25
	v_alignbit_b32 v85, v20, v21, 25
	v_alignbit_b32 v20, v10, v11, 12
	v_alignbit_b32 v10, v11, v10, 12
	v_alignbit_b32 v11, v17, v16, 20
	v_alignbit_b32 v16, v16, v17, 20
	v_xor_b32_e32 v27, v66, v27
	v_alignbit_b32 v76, v13, v12, 9
	v_alignbit_b32 v77, v12, v13, 9
	v_alignbit_b32 v12, v34, v35, 18
	v_alignbit_b32 v13, v35, v34, 18
	v_alignbit_b32 v34, v2, v3, 5
	v_alignbit_b32 v35, v3, v2, 5
	v_alignbit_b32 v2, v15, v14, 21
	v_alignbit_b32 v3, v14, v15, 21
	v_alignbit_b32 v83, v1, v0, 2
	v_alignbit_b32 v84, v0, v1, 2
	v_not_b32_e32 v0, v16
	v_not_b32_e32 v1, v11
	v_xor_b32_e32 v5, v66, v5
	v_xor_b32_e32 v23, v66, v23
	v_alignbit_b32 v66, v6, v7, 26
	v_alignbit_b32 v67, v7, v6, 26
	v_alignbit_b32 v6, v26, v27, 11
	v_alignbit_b32 v7, v27, v26, 11
	v_and_b32_e32 v86, v3, v0
	v_and_b32_e32 v87, v2, v1
	v_not_b32_e32 v0, v3
	v_not_b32_e32 v1, v2
	v_and_b32_e32 v0, v7, v0
	v_and_b32_e32 v1, v6, v1
	v_xor_b32_e32 v33, v63, v33
	v_xor_b32_e32 v32, v64, v32
	v_alignbit_b32 v63, v8, v9, 31
	v_alignbit_b32 v64, v9, v8, 31
	v_xor_b32_e32 v9, v16, v0
	v_xor_b32_e32 v8, v11, v1
	v_not_b32_e32 v0, v7
	v_not_b32_e32 v1, v6
	v_alignbit_b32 v68, v24, v25, 22
	v_alignbit_b32 v69, v25, v24, 22
	v_alignbit_b32 v24, v4, v5, 4
	v_alignbit_b32 v25, v5, v4, 4
	v_and_b32_e32 v0, v13, v0
	v_and_b32_e32 v4, v12, v1
	v_xor_b32_e32 v1, v0, v3
	v_xor_b32_e32 v0, v4, v2
	v_not_b32_e32 v2, v13
	v_not_b32_e32 v3, v12
	v_and_b32_e32 v2, v42, v2
	v_and_b32_e32 v3, v56, v3
	v_xor_b32_e32 v5, v2, v7
	v_xor_b32_e32 v4, v3, v6
	v_not_b32_e32 v2, v42
	v_not_b32_e32 v3, v56
	v_and_b32_e32 v2, v16, v2
	v_and_b32_e32 v6, v11, v3
	v_alignbit_b32 v65, v30, v31, 29
	v_alignbit_b32 v30, v31, v30, 29
	v_xor_b32_e32 v3, v13, v2
	v_xor_b32_e32 v2, v12, v6
	v_not_b32_e32 v6, v10
	v_not_b32_e32 v7, v20
	v_and_b32_e32 v6, v30, v6
	v_and_b32_e32 v7, v65, v7
	v_alignbit_b32 v72, v19, v18, 28
	v_alignbit_b32 v75, v18, v19, 28
	v_alignbit_b32 v26, v37, v36, 19
	v_alignbit_b32 v27, v36, v37, 19
	v_xor_b32_e32 v19, v6, v25
	v_xor_b32_e32 v18, v7, v24
	v_not_b32_e32 v6, v30
	v_not_b32_e32 v7, v65
	v_and_b32_e32 v6, v27, v6
	v_and_b32_e32 v7, v26, v7
	v_alignbit_b32 v14, v39, v38, 3
	v_alignbit_b32 v15, v38, v39, 3
	v_xor_b32_e32 v17, v10, v6
	v_xor_b32_e32 v16, v20, v7
	v_not_b32_e32 v6, v27
	v_not_b32_e32 v7, v26
	v_and_b32_e32 v6, v15, v6
	v_and_b32_e32 v11, v14, v7
	v_xor_b32_e32 v7, v30, v6
	v_xor_b32_e32 v6, v65, v11
	v_not_b32_e32 v11, v15
	v_and_b32_e32 v11, v25, v11
	v_xor_b32_e32 v13, v27, v11
	v_not_b32_e32 v11, v25
	v_not_b32_e32 v21, v24
	v_and_b32_e32 v10, v10, v11
	v_and_b32_e32 v20, v20, v21
	v_alignbit_b32 v70, v28, v29, 17
	v_alignbit_b32 v71, v29, v28, 17
	v_alignbit_b32 v28, v32, v33, 24
	v_alignbit_b32 v29, v33, v32, 24
	v_alignbit_b32 v32, v22, v23, 7
	v_alignbit_b32 v22, v23, v22, 7
	v_not_b32_e32 v12, v14
	v_xor_b32_e32 v11, v10, v15
	v_xor_b32_e32 v10, v20, v14
	v_not_b32_e32 v14, v67
	v_not_b32_e32 v15, v66
	v_and_b32_e32 v14, v22, v14
	v_and_b32_e32 v15, v32, v15
	v_xor_b32_e32 v31, v64, v14
	v_xor_b32_e32 v30, v63, v15
	v_not_b32_e32 v14, v22
	v_not_b32_e32 v15, v32
	v_and_b32_e32 v14, v29, v14
	v_and_b32_e32 v15, v28, v15
	v_alignbit_b32 v33, v54, v55, 14
	v_alignbit_b32 v36, v55, v54, 14
	v_and_b32_e32 v12, v24, v12
	v_xor_b32_e32 v25, v14, v67
	v_xor_b32_e32 v24, v15, v66
	v_not_b32_e32 v14, v29
	v_not_b32_e32 v15, v28
	v_and_b32_e32 v14, v36, v14
	v_and_b32_e32 v20, v33, v15
	v_xor_b32_e32 v15, v14, v22
	v_xor_b32_e32 v14, v20, v32
	v_not_b32_e32 v20, v36
	v_not_b32_e32 v21, v33
	v_and_b32_e32 v20, v64, v20
	v_and_b32_e32 v21, v63, v21
	v_xor_b32_e32 v23, v29, v20
	v_xor_b32_e32 v22, v28, v21
	v_not_b32_e32 v20, v64
	v_not_b32_e32 v21, v63
	v_xor_b32_e32 v12, v26, v12
	v_and_b32_e32 v20, v67, v20
	v_and_b32_e32 v26, v66, v21
	v_xor_b32_e32 v21, v36, v20
	v_xor_b32_e32 v20, v33, v26
	v_not_b32_e32 v26, v75
	v_not_b32_e32 v27, v72
	v_and_b32_e32 v26, v69, v26
	v_and_b32_e32 v27, v68, v27
	v_alignbit_b32 v81, v49, v48, 23
	v_alignbit_b32 v82, v48, v49, 23
	v_xor_b32_e32 v49, v35, v26
	v_xor_b32_e32 v48, v34, v27
	v_not_b32_e32 v26, v69
	v_not_b32_e32 v27, v68
	v_and_b32_e32 v26, v71, v26
	v_and_b32_e32 v27, v70, v27
	v_xor_b32_e32 v37, v75, v26
	v_xor_b32_e32 v36, v72, v27
	v_not_b32_e32 v26, v71
	v_not_b32_e32 v27, v70
	v_and_b32_e32 v26, v50, v26
	v_and_b32_e32 v27, v52, v27
	v_xor_b32_e32 v29, v69, v26
	v_xor_b32_e32 v28, v68, v27
	v_not_b32_e32 v26, v50
	v_not_b32_e32 v27, v52
	v_and_b32_e32 v26, v35, v26
	v_and_b32_e32 v32, v34, v27
	v_xor_b32_e32 v27, v26, v71
	v_xor_b32_e32 v26, v32, v70
	v_not_b32_e32 v32, v35
	v_not_b32_e32 v33, v34
	v_and_b32_e32 v32, v75, v32
	v_and_b32_e32 v34, v72, v33
	v_xor_b32_e32 v33, v32, v50
	v_xor_b32_e32 v32, v34, v52
	v_not_b32_e32 v34, v77
	v_not_b32_e32 v35, v76
	v_and_b32_e32 v34, v85, v34
	v_and_b32_e32 v35, v51, v35
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, keccakf_rndc@rel32@lo+4
	s_addc_u32 s7, s7, keccakf_rndc@rel32@hi+12
	v_xor_b32_e32 v55, v34, v84
	v_xor_b32_e32 v54, v35, v83
	v_not_b32_e32 v34, v85
	v_not_b32_e32 v35, v51
	s_add_u32 s6, s4, s6
	v_and_b32_e32 v34, v82, v34
	v_and_b32_e32 v35, v81, v35
	s_addc_u32 s7, s5, s7
	v_xor_b32_e32 v53, v34, v77
	v_xor_b32_e32 v52, v35, v76
	v_not_b32_e32 v34, v82
	v_not_b32_e32 v35, v81
	s_load_dwordx2 s[6:7], s[6:7], 0x0
	v_and_b32_e32 v34, v80, v34
	v_and_b32_e32 v35, v78, v35
	v_xor_b32_e32 v39, v85, v34
	v_xor_b32_e32 v38, v51, v35
	v_not_b32_e32 v34, v80
	v_not_b32_e32 v35, v78
	v_and_b32_e32 v34, v84, v34
	v_and_b32_e32 v35, v83, v35
	v_xor_b32_e32 v51, v82, v34
	v_xor_b32_e32 v50, v81, v35
	v_not_b32_e32 v34, v84
	v_not_b32_e32 v35, v83
	s_add_u32 s4, s4, 8
	v_and_b32_e32 v34, v77, v34
	v_and_b32_e32 v63, v76, v35
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v42, s7, v42
	v_xor_b32_e32 v56, s6, v56
	s_addc_u32 s5, s5, 0
	v_xor_b32_e32 v35, v80, v34
	v_xor_b32_e32 v34, v78, v63
	v_xor_b32_e32 v42, v42, v86
	s_cmpk_eq_i32 s4, 0xb8
	v_xor_b32_e32 v56, v56, v87
	s_cbranch_scc0 .LBB5_5
; %bb.6:                                ;   in Loop: Header=BB5_4 Depth=1
	v_xor_b32_e32 v12, v50, v12
	v_xor_b32_e32 v12, v12, v22
	v_xor_b32_e32 v13, v51, v13
	v_xor_b32_e32 v12, v12, v26
	v_xor_b32_e32 v9, v37, v9
	v_xor_b32_e32 v8, v36, v8
	v_xor_b32_e32 v13, v13, v23
	v_xor_b32_e32 v4, v12, v4
	v_xor_b32_e32 v12, v21, v35
	v_xor_b32_e32 v9, v9, v17
	v_xor_b32_e32 v8, v8, v16
	v_xor_b32_e32 v13, v13, v27
	v_xor_b32_e32 v3, v12, v3
	v_xor_b32_e32 v9, v9, v53
	v_xor_b32_e32 v8, v8, v52
	v_xor_b32_e32 v5, v13, v5
	v_xor_b32_e32 v13, v20, v34
	v_xor_b32_e32 v3, v3, v33
	v_xor_b32_e32 v9, v9, v25
	v_xor_b32_e32 v8, v8, v24
	v_xor_b32_e32 v2, v13, v2
	v_xor_b32_e32 v3, v3, v11
	v_xor_b32_e32 v2, v2, v32
	v_alignbit_b32 v11, v9, v8, 31
	v_xor_b32_e32 v12, v3, v42
	v_xor_b32_e32 v2, v2, v10
	v_alignbit_b32 v10, v8, v9, 31
	v_xor_b32_e32 v11, v12, v11
	v_alignbit_b32 v12, v4, v5, 31
	v_xor_b32_e32 v8, v8, v14
	v_xor_b32_e32 v13, v2, v56
	v_xor_b32_e32 v8, v8, v12
	v_alignbit_b32 v12, v2, v3, 31
	v_alignbit_b32 v2, v3, v2, 31
	v_xor_b32_e32 v3, v7, v29
	v_xor_b32_e32 v6, v6, v28
	v_xor_b32_e32 v31, v49, v31
	v_xor_b32_e32 v30, v48, v30
	v_xor_b32_e32 v3, v3, v39
	v_xor_b32_e32 v6, v6, v38
	v_xor_b32_e32 v31, v31, v42
	v_xor_b32_e32 v30, v30, v56
	v_xor_b32_e32 v3, v3, v27
	v_xor_b32_e32 v6, v6, v26
	v_xor_b32_e32 v31, v31, v55
	v_xor_b32_e32 v30, v30, v54
	v_xor_b32_e32 v3, v3, v15
	v_xor_b32_e32 v6, v6, v14
	v_xor_b32_e32 v19, v31, v19
	v_xor_b32_e32 v18, v30, v18
	v_xor_b32_e32 v1, v3, v1
	v_xor_b32_e32 v0, v6, v0
	v_xor_b32_e32 v10, v13, v10
	v_alignbit_b32 v13, v5, v4, 31
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v0, v0, v12
	v_alignbit_b32 v2, v18, v19, 31
	v_alignbit_b32 v3, v19, v18, 31
	v_xor_b32_e32 v5, v5, v35
	v_xor_b32_e32 v4, v4, v34
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v2, v4, v2
	v_alignbit_b32 v4, v0, v1, 11
	v_alignbit_b32 v0, v1, v0, 11
	v_alignbit_b32 v1, v2, v3, 18
	v_alignbit_b32 v2, v3, v2, 18
	v_not_b32_e32 v6, v0
	v_not_b32_e32 v7, v4
	v_and_b32_e32 v6, v2, v6
	v_not_b32_e32 v2, v2
	v_xor_b32_e32 v9, v9, v15
	v_and_b32_e32 v7, v1, v7
	v_not_b32_e32 v1, v1
	v_and_b32_e32 v2, v11, v2
	v_xor_b32_e32 v9, v9, v13
	v_and_b32_e32 v1, v10, v1
	v_xor_b32_e32 v0, v2, v0
	v_alignbit_b32 v5, v8, v9, 21
	v_xor_b32_e32 v1, v1, v4
	v_cmp_eq_u32_e32 vcc, s51, v0
	v_alignbit_b32 v3, v9, v8, 21
	v_xor_b32_e32 v5, v6, v5
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s50, v1
	v_xor_b32_e32 v3, v7, v3
	v_lshlrev_b32_e32 v0, 1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s49, v5
	v_or_b32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s48, v3
	v_lshlrev_b32_e32 v1, 1, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_or_b32_e32 v1, v2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v1, 3, v1
	v_or_b32_e32 v0, v1, v0
	v_and_b32_e32 v0, 15, v0
	v_cmp_eq_u32_e32 vcc, 15, v0
	s_and_saveexec_b64 s[68:69], vcc
	s_cbranch_execz .LBB5_3
; %bb.7:                                ;   in Loop: Header=BB5_4 Depth=1
	s_load_dword s70, s[60:61], 0x0
	buffer_store_dword v93, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:12 glc
	s_waitcnt vmcnt(0)
	s_mov_b32 s71, s63
	v_lshlrev_b32_e32 v1, 10, v45
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[70:71], 2
	s_add_u32 s15, s56, s4
	s_addc_u32 s16, s57, s5
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s16
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s73, s73, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[72:73]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB5_3
; %bb.8:                                ;   in Loop: Header=BB5_4 Depth=1
	v_mov_b32_e32 v0, s66
	v_mov_b32_e32 v1, s67
	v_mov_b32_e32 v2, s46
	v_mov_b32_e32 v3, s47
	flat_load_dword v76, v[0:1]
	flat_load_dword v56, v[2:3]
	buffer_store_dword v93, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:8 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s58
	v_mov_b32_e32 v1, s59
	s_swappc_b64 s[30:31], s[72:73]
	v_mov_b32_e32 v42, v0
	v_cmp_ge_u32_e32 vcc, v42, v56
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[72:73], exec, s[4:5]
	s_cbranch_execz .LBB5_10
; %bb.9:                                ;   in Loop: Header=BB5_4 Depth=1
	buffer_store_dword v93, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v45
	s_add_u32 s8, s36, s74
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v46, v1
	s_addc_u32 s9, s37, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s58
	v_mov_b32_e32 v1, s59
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr76
.LBB5_10:                               ;   in Loop: Header=BB5_4 Depth=1
	s_or_saveexec_b64 s[4:5], s[72:73]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB5_3
; %bb.11:                               ;   in Loop: Header=BB5_4 Depth=1
	v_lshl_b64 v[0:1], v[42:43], 5
	v_mov_b32_e32 v2, s45
	v_add_i32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[40:41]
	v_add_i32_e32 v0, vcc, 24, v0
	v_mov_b32_e32 v75, s62
	v_mov_b32_e32 v78, s70
	v_mov_b32_e32 v77, v43
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v42, v43
	flat_store_dwordx4 v[2:3], v[75:78]
	flat_store_dwordx2 v[0:1], v[42:43]
	s_branch .LBB5_3
.LBB5_12:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m17400_s16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16400
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 75
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
.Lfunc_end5:
	.size	m17400_s16, .Lfunc_end5-m17400_s16
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3184
; NumSgprs: 79
; NumVgprs: 94
; ScratchSize: 16400
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 79
; NumVGPRsForWavesPerEU: 94
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	keccakf_rndc                    ; @keccakf_rndc
	.type	keccakf_rndc,@object
	.section	.rodata,#alloc
	.globl	keccakf_rndc
	.p2align	3
keccakf_rndc:
	.quad	1                               ; 0x1
	.quad	32898                           ; 0x8082
	.quad	-9223372036854742902            ; 0x800000000000808a
	.quad	-9223372034707259392            ; 0x8000000080008000
	.quad	32907                           ; 0x808b
	.quad	2147483649                      ; 0x80000001
	.quad	-9223372034707259263            ; 0x8000000080008081
	.quad	-9223372036854743031            ; 0x8000000000008009
	.quad	138                             ; 0x8a
	.quad	136                             ; 0x88
	.quad	2147516425                      ; 0x80008009
	.quad	2147483658                      ; 0x8000000a
	.quad	2147516555                      ; 0x8000808b
	.quad	-9223372036854775669            ; 0x800000000000008b
	.quad	-9223372036854742903            ; 0x8000000000008089
	.quad	-9223372036854743037            ; 0x8000000000008003
	.quad	-9223372036854743038            ; 0x8000000000008002
	.quad	-9223372036854775680            ; 0x8000000000000080
	.quad	32778                           ; 0x800a
	.quad	-9223372034707292150            ; 0x800000008000000a
	.quad	-9223372034707259263            ; 0x8000000080008081
	.quad	-9223372036854742912            ; 0x8000000000008080
	.quad	2147483649                      ; 0x80000001
	.quad	-9223372034707259384            ; 0x8000000080008008
	.size	keccakf_rndc, 192

	.hidden	_Z13get_global_idj
	.hidden	_Z10atomic_addPU3AS1Vjj
	.hidden	_Z10atomic_subPU3AS1Vjj
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
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m17400_m04
    .private_segment_fixed_size: 16400
    .sgpr_count:     91
    .sgpr_spill_count: 0
    .symbol:         m17400_m04.kd
    .vgpr_count:     84
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m17400_m08
    .private_segment_fixed_size: 16400
    .sgpr_count:     91
    .sgpr_spill_count: 0
    .symbol:         m17400_m08.kd
    .vgpr_count:     88
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m17400_m16
    .private_segment_fixed_size: 16400
    .sgpr_count:     91
    .sgpr_spill_count: 0
    .symbol:         m17400_m16.kd
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m17400_s04
    .private_segment_fixed_size: 16400
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         m17400_s04.kd
    .vgpr_count:     84
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m17400_s08
    .private_segment_fixed_size: 16400
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         m17400_s08.kd
    .vgpr_count:     88
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'bf_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m17400_s16
    .private_segment_fixed_size: 16400
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         m17400_s16.kd
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
