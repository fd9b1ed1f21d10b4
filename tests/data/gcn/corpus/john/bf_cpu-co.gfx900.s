	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	blowfish                ; -- Begin function blowfish
	.globl	blowfish
	.p2align	8
	.type	blowfish,@function
blowfish:                               ; @blowfish
; %bb.0:
	s_load_dword s4, s[4:5], 0x4
	s_add_u32 s0, s0, s11
	s_addc_u32 s1, s1, 0
	s_load_dwordx8 s[20:27], s[6:7], 0x0
	s_load_dwordx2 s[28:29], s[6:7], 0x30
	s_waitcnt lgkmcnt(0)
	s_and_b32 s4, s4, 0xffff
	s_mul_i32 s4, s10, s4
	v_add_u32_e32 v52, s4, v0
	v_mul_lo_u32 v0, v52, 36
	v_lshl_or_b32 v53, v52, 1, 1
	s_load_dwordx4 s[8:11], s[6:7], 0x20
	s_load_dword s30, s[6:7], 0x28
	v_mul_lo_u32 v6, v53, 18
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s9
	v_ashrrev_i32_e32 v7, 31, v6
	v_add_co_u32_e32 v4, vcc, s8, v0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	v_mov_b32_e32 v20, s9
	v_add_co_u32_e32 v6, vcc, s8, v6
	v_addc_co_u32_e32 v7, vcc, v20, v7, vcc
	global_load_dwordx4 v[0:3], v[4:5], off
	global_load_dwordx4 v[8:11], v[4:5], off offset:16
	global_load_dwordx4 v[12:15], v[4:5], off offset:32
	global_load_dwordx4 v[16:19], v[4:5], off offset:48
	global_load_dwordx4 v[20:23], v[6:7], off
	global_load_dwordx4 v[24:27], v[6:7], off offset:16
	global_load_dwordx4 v[28:31], v[6:7], off offset:32
	global_load_dwordx4 v[32:35], v[6:7], off offset:48
	global_load_dwordx2 v[36:37], v[6:7], off offset:64
	global_load_dwordx2 v[38:39], v[4:5], off offset:64
	s_load_dwordx16 s[36:51], s[22:23], 0x0
	s_load_dwordx2 s[4:5], s[22:23], 0x40
	s_movk_i32 s31, 0x1000
	v_mov_b32_e32 v40, 0x98
	s_mov_b64 s[22:23], 0
	v_add_u32_e32 v54, s31, v40
	v_add_u32_e32 v55, 0x800, v40
	s_waitcnt vmcnt(9)
	buffer_store_dword v0, off, s[0:3], 0 offset:8
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, s36, v0
	buffer_store_dword v1, off, s[0:3], 0 offset:16
	v_xor_b32_e32 v1, s37, v1
	buffer_store_dword v2, off, s[0:3], 0 offset:24
	v_xor_b32_e32 v2, s38, v2
	buffer_store_dword v3, off, s[0:3], 0 offset:32
	v_xor_b32_e32 v3, s39, v3
	s_waitcnt vmcnt(12)
	buffer_store_dword v8, off, s[0:3], 0 offset:40
	v_xor_b32_e32 v8, s40, v8
	buffer_store_dword v9, off, s[0:3], 0 offset:48
	buffer_store_dword v10, off, s[0:3], 0 offset:56
	buffer_store_dword v11, off, s[0:3], 0 offset:64
	v_xor_b32_e32 v9, s41, v9
	v_xor_b32_e32 v10, s42, v10
	v_xor_b32_e32 v11, s43, v11
	s_waitcnt vmcnt(15)
	buffer_store_dword v12, off, s[0:3], 0 offset:72
	buffer_store_dword v13, off, s[0:3], 0 offset:80
	buffer_store_dword v14, off, s[0:3], 0 offset:88
	buffer_store_dword v15, off, s[0:3], 0 offset:96
	v_xor_b32_e32 v12, s44, v12
	v_xor_b32_e32 v13, s45, v13
	v_xor_b32_e32 v14, s46, v14
	v_xor_b32_e32 v15, s47, v15
	s_waitcnt vmcnt(18)
	buffer_store_dword v16, off, s[0:3], 0 offset:104
	buffer_store_dword v17, off, s[0:3], 0 offset:112
	buffer_store_dword v18, off, s[0:3], 0 offset:120
	buffer_store_dword v19, off, s[0:3], 0 offset:128
	v_xor_b32_e32 v16, s48, v16
	v_xor_b32_e32 v17, s49, v17
	v_xor_b32_e32 v18, s50, v18
	v_xor_b32_e32 v19, s51, v19
	s_waitcnt vmcnt(21)
	buffer_store_dword v20, off, s[0:3], 0 offset:12
	buffer_store_dword v21, off, s[0:3], 0 offset:20
	buffer_store_dword v22, off, s[0:3], 0 offset:28
	buffer_store_dword v23, off, s[0:3], 0 offset:36
	v_xor_b32_e32 v20, s36, v20
	v_xor_b32_e32 v21, s37, v21
	v_xor_b32_e32 v22, s38, v22
	v_xor_b32_e32 v23, s39, v23
	s_waitcnt vmcnt(24)
	buffer_store_dword v24, off, s[0:3], 0 offset:44
	buffer_store_dword v25, off, s[0:3], 0 offset:52
	buffer_store_dword v26, off, s[0:3], 0 offset:60
	buffer_store_dword v27, off, s[0:3], 0 offset:68
	v_xor_b32_e32 v24, s40, v24
	v_xor_b32_e32 v25, s41, v25
	v_xor_b32_e32 v26, s42, v26
	v_xor_b32_e32 v27, s43, v27
	s_waitcnt vmcnt(27)
	buffer_store_dword v28, off, s[0:3], 0 offset:76
	buffer_store_dword v29, off, s[0:3], 0 offset:84
	buffer_store_dword v30, off, s[0:3], 0 offset:92
	buffer_store_dword v31, off, s[0:3], 0 offset:100
	v_xor_b32_e32 v28, s44, v28
	v_xor_b32_e32 v29, s45, v29
	v_xor_b32_e32 v30, s46, v30
	v_xor_b32_e32 v31, s47, v31
	s_waitcnt vmcnt(30)
	buffer_store_dword v32, off, s[0:3], 0 offset:108
	buffer_store_dword v33, off, s[0:3], 0 offset:116
	buffer_store_dword v34, off, s[0:3], 0 offset:124
	buffer_store_dword v35, off, s[0:3], 0 offset:132
	v_xor_b32_e32 v32, s48, v32
	v_xor_b32_e32 v33, s49, v33
	v_xor_b32_e32 v34, s50, v34
	v_xor_b32_e32 v35, s51, v35
	s_waitcnt vmcnt(33)
	buffer_store_dword v36, off, s[0:3], 0 offset:140
	s_waitcnt vmcnt(33)
	buffer_store_dword v38, off, s[0:3], 0 offset:136
	buffer_store_dword v37, off, s[0:3], 0 offset:148
	buffer_store_dword v39, off, s[0:3], 0 offset:144
	v_xor_b32_e32 v36, s4, v36
	v_xor_b32_e32 v37, s5, v37
	v_xor_b32_e32 v38, s4, v38
	v_xor_b32_e32 v39, s5, v39
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s4, s28, s22
	s_addc_u32 s5, s29, s23
	s_load_dwordx16 s[4:19], s[4:5], 0x0
	s_add_u32 s22, s22, 64
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u32 s22, s31
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v41, s4
	v_mov_b32_e32 v42, s5
	v_mov_b32_e32 v43, s6
	v_mov_b32_e32 v44, s7
	v_mov_b32_e32 v45, s8
	v_mov_b32_e32 v46, s9
	v_mov_b32_e32 v47, s10
	v_mov_b32_e32 v48, s11
	v_mov_b32_e32 v49, s12
	v_mov_b32_e32 v50, s13
	v_mov_b32_e32 v51, s14
	v_mov_b32_e32 v56, s15
	v_mov_b32_e32 v57, s16
	v_mov_b32_e32 v58, s17
	v_mov_b32_e32 v59, s18
	v_mov_b32_e32 v60, s19
	buffer_store_dword v41, v40, s[0:3], 0 offen offset:4
	buffer_store_dword v41, v40, s[0:3], 0 offen
	buffer_store_dword v42, v40, s[0:3], 0 offen offset:12
	buffer_store_dword v42, v40, s[0:3], 0 offen offset:8
	buffer_store_dword v43, v40, s[0:3], 0 offen offset:20
	buffer_store_dword v43, v40, s[0:3], 0 offen offset:16
	buffer_store_dword v44, v40, s[0:3], 0 offen offset:28
	buffer_store_dword v44, v40, s[0:3], 0 offen offset:24
	buffer_store_dword v45, v40, s[0:3], 0 offen offset:36
	buffer_store_dword v45, v40, s[0:3], 0 offen offset:32
	buffer_store_dword v46, v40, s[0:3], 0 offen offset:44
	buffer_store_dword v46, v40, s[0:3], 0 offen offset:40
	buffer_store_dword v47, v40, s[0:3], 0 offen offset:52
	buffer_store_dword v47, v40, s[0:3], 0 offen offset:48
	buffer_store_dword v48, v40, s[0:3], 0 offen offset:60
	buffer_store_dword v48, v40, s[0:3], 0 offen offset:56
	buffer_store_dword v49, v40, s[0:3], 0 offen offset:68
	buffer_store_dword v49, v40, s[0:3], 0 offen offset:64
	buffer_store_dword v50, v40, s[0:3], 0 offen offset:76
	buffer_store_dword v50, v40, s[0:3], 0 offen offset:72
	buffer_store_dword v51, v40, s[0:3], 0 offen offset:84
	buffer_store_dword v51, v40, s[0:3], 0 offen offset:80
	buffer_store_dword v56, v40, s[0:3], 0 offen offset:92
	buffer_store_dword v56, v40, s[0:3], 0 offen offset:88
	buffer_store_dword v57, v40, s[0:3], 0 offen offset:100
	buffer_store_dword v57, v40, s[0:3], 0 offen offset:96
	buffer_store_dword v58, v40, s[0:3], 0 offen offset:108
	buffer_store_dword v58, v40, s[0:3], 0 offen offset:104
	buffer_store_dword v59, v40, s[0:3], 0 offen offset:116
	buffer_store_dword v59, v40, s[0:3], 0 offen offset:112
	buffer_store_dword v60, v40, s[0:3], 0 offen offset:124
	buffer_store_dword v60, v40, s[0:3], 0 offen offset:120
	v_add_u32_e32 v40, 0x80, v40
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_mov_b32 s6, 0
	s_mov_b32 s7, s6
	v_mov_b32_e32 v44, 0x98
	v_mov_b32_e32 v41, s7
	v_mov_b32_e32 v43, s7
	v_add_u32_e32 v56, 0x1800, v44
	v_mov_b32_e32 v45, 8
	s_mov_b32 s4, -2
	v_mov_b32_e32 v40, s6
	s_movk_i32 s5, 0xff
	v_mov_b32_e32 v42, s6
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v48, off, s[0:3], 0 offset:8
	buffer_load_dword v49, off, s[0:3], 0 offset:20
	buffer_load_dword v50, off, s[0:3], 0 offset:24
	buffer_load_dword v51, off, s[0:3], 0 offset:28
	buffer_load_dword v57, off, s[0:3], 0 offset:32
	buffer_load_dword v58, off, s[0:3], 0 offset:36
	buffer_load_dword v59, off, s[0:3], 0 offset:16
	buffer_load_dword v60, off, s[0:3], 0 offset:12
	s_add_i32 s4, s4, 2
	s_and_b32 s6, s4, 2
	s_lshl_b32 s6, s6, 2
	s_load_dwordx2 s[6:7], s[20:21], s6
	buffer_load_dword v61, off, s[0:3], 0 offset:40
	buffer_load_dword v62, off, s[0:3], 0 offset:44
	buffer_load_dword v63, off, s[0:3], 0 offset:48
	buffer_load_dword v64, off, s[0:3], 0 offset:52
	buffer_load_dword v65, off, s[0:3], 0 offset:56
	buffer_load_dword v47, off, s[0:3], 0 offset:60
	buffer_load_dword v66, off, s[0:3], 0 offset:64
	buffer_load_dword v46, off, s[0:3], 0 offset:68
	buffer_load_dword v67, off, s[0:3], 0 offset:100
	buffer_load_dword v68, off, s[0:3], 0 offset:96
	buffer_load_dword v69, off, s[0:3], 0 offset:92
	buffer_load_dword v70, off, s[0:3], 0 offset:88
	buffer_load_dword v71, off, s[0:3], 0 offset:84
	buffer_load_dword v72, off, s[0:3], 0 offset:80
	buffer_load_dword v73, off, s[0:3], 0 offset:76
	buffer_load_dword v74, off, s[0:3], 0 offset:72
	buffer_load_dword v75, off, s[0:3], 0 offset:132
	buffer_load_dword v76, off, s[0:3], 0 offset:128
	buffer_load_dword v77, off, s[0:3], 0 offset:124
	buffer_load_dword v78, off, s[0:3], 0 offset:120
	buffer_load_dword v79, off, s[0:3], 0 offset:116
	buffer_load_dword v80, off, s[0:3], 0 offset:112
	buffer_load_dword v81, off, s[0:3], 0 offset:108
	buffer_load_dword v82, off, s[0:3], 0 offset:104
	s_cmp_gt_u32 s4, 15
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v42, s6, v42
	v_xor_b32_e32 v43, s6, v43
	v_xor_b32_e32 v40, s7, v40
	v_xor_b32_e32 v41, s7, v41
	s_waitcnt vmcnt(31)
	v_xor_b32_e32 v42, v42, v48
	v_and_b32_e32 v48, s5, v42
	s_waitcnt vmcnt(30)
	v_xor_b32_e32 v41, v49, v41
	v_lshrrev_b32_e32 v49, 24, v42
	v_lshl_add_u32 v48, v48, 3, v56
	v_lshl_add_u32 v49, v49, 3, v44
	s_waitcnt vmcnt(25)
	v_xor_b32_e32 v40, v59, v40
	s_waitcnt vmcnt(24)
	v_xor_b32_e32 v43, v43, v60
	v_bfe_u32 v59, v42, 8, 8
	v_bfe_u32 v60, v42, 16, 8
	v_xor_b32_e32 v42, v50, v42
	v_and_b32_e32 v50, s5, v43
	v_lshrrev_b32_e32 v83, 24, v43
	v_bfe_u32 v84, v43, 8, 8
	v_bfe_u32 v85, v43, 16, 8
	v_xor_b32_e32 v43, v51, v43
	v_lshl_add_u32 v51, v59, 3, v54
	v_lshl_add_u32 v59, v60, 3, v55
	v_lshl_add_u32 v60, v84, 3, v54
	v_lshl_add_u32 v84, v85, 3, v55
	buffer_load_dword v85, v59, s[0:3], 0 offen
	buffer_load_dword v86, v49, s[0:3], 0 offen
	buffer_load_dword v87, v51, s[0:3], 0 offen
	buffer_load_dword v88, v48, s[0:3], 0 offen
                                        ; kill: killed $vgpr51
                                        ; kill: killed $vgpr49
                                        ; kill: killed $vgpr48
                                        ; kill: killed $vgpr59
	s_nop 0
	buffer_load_dword v48, off, s[0:3], 0 offset:148
	v_lshl_add_u32 v50, v50, 3, v56
	v_lshl_add_u32 v83, v83, 3, v44
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v49, v86, v85
	s_waitcnt vmcnt(1)
	v_xad_u32 v49, v49, v87, v88
	v_xor_b32_e32 v40, v40, v49
	v_and_b32_e32 v49, s5, v40
	v_lshrrev_b32_e32 v51, 24, v40
	v_bfe_u32 v59, v40, 8, 8
	v_bfe_u32 v85, v40, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_xor_b32_e32 v40, v57, v40
	v_lshl_add_u32 v57, v59, 3, v54
	v_lshl_add_u32 v59, v85, 3, v55
	v_lshl_add_u32 v51, v51, 3, v44
	buffer_load_dword v85, v49, s[0:3], 0 offen
	buffer_load_dword v86, v51, s[0:3], 0 offen
	buffer_load_dword v87, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v88, v59, s[0:3], 0 offen
	buffer_load_dword v89, v57, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v86, v88
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v89, v85
	v_xor_b32_e32 v42, v42, v49
	v_and_b32_e32 v49, s5, v42
	v_lshrrev_b32_e32 v50, 24, v42
	v_bfe_u32 v51, v42, 8, 8
	v_bfe_u32 v57, v42, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_xor_b32_e32 v42, v61, v42
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v59, v49, s[0:3], 0 offen
	buffer_load_dword v61, v50, s[0:3], 0 offen
	buffer_load_dword v85, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v86, v57, s[0:3], 0 offen
	buffer_load_dword v88, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v61, v86
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v88, v59
	v_xor_b32_e32 v40, v40, v49
	v_and_b32_e32 v49, s5, v40
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v51, v40, 8, 8
	v_bfe_u32 v57, v40, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_xor_b32_e32 v40, v63, v40
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v59, v49, s[0:3], 0 offen
	buffer_load_dword v60, v50, s[0:3], 0 offen
	buffer_load_dword v61, v84, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v57, s[0:3], 0 offen
	buffer_load_dword v86, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v60, v63
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v86, v59
	v_xor_b32_e32 v42, v42, v49
	v_lshrrev_b32_e32 v50, 24, v42
	v_and_b32_e32 v49, s5, v42
	v_bfe_u32 v51, v42, 8, 8
	v_bfe_u32 v57, v42, 16, 8
	v_lshl_add_u32 v50, v50, 3, v44
	v_xor_b32_e32 v42, v65, v42
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	buffer_load_dword v59, v50, s[0:3], 0 offen
	buffer_load_dword v60, v83, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v57, s[0:3], 0 offen
	buffer_load_dword v65, v49, s[0:3], 0 offen
	buffer_load_dword v84, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v50, v60, v61
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v49, v59, v63
	v_xad_u32 v50, v50, v85, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v84, v65
	v_xor_b32_e32 v40, v40, v49
	v_xor_b32_e32 v41, v41, v50
	v_and_b32_e32 v49, s5, v40
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v51, v40, 8, 8
	v_bfe_u32 v57, v40, 16, 8
	v_and_b32_e32 v59, s5, v41
	v_bfe_u32 v61, v41, 8, 8
	v_bfe_u32 v63, v41, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_xor_b32_e32 v40, v66, v40
	v_lshrrev_b32_e32 v60, 24, v41
	v_xor_b32_e32 v41, v41, v58
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	v_lshl_add_u32 v58, v59, 3, v56
	v_lshl_add_u32 v59, v61, 3, v54
	v_lshl_add_u32 v61, v63, 3, v55
	buffer_load_dword v63, v49, s[0:3], 0 offen
	buffer_load_dword v65, v50, s[0:3], 0 offen
	buffer_load_dword v66, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v83, v57, s[0:3], 0 offen
	buffer_load_dword v84, v51, s[0:3], 0 offen
	v_lshl_add_u32 v60, v60, 3, v44
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v65, v83
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v84, v63
	v_xor_b32_e32 v42, v42, v49
	v_and_b32_e32 v49, s5, v42
	v_lshrrev_b32_e32 v50, 24, v42
	v_bfe_u32 v51, v42, 8, 8
	v_bfe_u32 v57, v42, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_xor_b32_e32 v42, v74, v42
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v65, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v74, v57, s[0:3], 0 offen
	buffer_load_dword v83, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v63, v74
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v83, v58
	v_xor_b32_e32 v40, v40, v49
	v_and_b32_e32 v49, s5, v40
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v51, v40, 8, 8
	v_bfe_u32 v57, v40, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_xor_b32_e32 v40, v72, v40
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v59, v50, s[0:3], 0 offen
	buffer_load_dword v63, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v72, v57, s[0:3], 0 offen
	buffer_load_dword v74, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v59, v72
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v74, v58
	v_xor_b32_e32 v42, v42, v49
	v_lshrrev_b32_e32 v50, 24, v42
	v_and_b32_e32 v49, s5, v42
	v_bfe_u32 v51, v42, 8, 8
	v_bfe_u32 v57, v42, 16, 8
	v_lshl_add_u32 v50, v50, 3, v44
	v_xor_b32_e32 v42, v70, v42
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	buffer_load_dword v58, v50, s[0:3], 0 offen
	buffer_load_dword v59, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v57, s[0:3], 0 offen
	buffer_load_dword v70, v49, s[0:3], 0 offen
	buffer_load_dword v72, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v50, v59, v63
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v49, v58, v61
	v_xad_u32 v50, v50, v65, v66
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v72, v70
	v_xor_b32_e32 v40, v40, v49
	v_xor_b32_e32 v43, v43, v50
	v_and_b32_e32 v49, s5, v40
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v51, v40, 8, 8
	v_bfe_u32 v57, v40, 16, 8
	v_and_b32_e32 v58, s5, v43
	v_lshl_add_u32 v49, v49, 3, v56
	v_xor_b32_e32 v40, v68, v40
	v_lshrrev_b32_e32 v59, 24, v43
	v_bfe_u32 v60, v43, 8, 8
	v_bfe_u32 v61, v43, 16, 8
	v_xor_b32_e32 v43, v43, v62
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	v_lshl_add_u32 v58, v58, 3, v56
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v65, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v66, v57, s[0:3], 0 offen
	buffer_load_dword v68, v51, s[0:3], 0 offen
	v_lshl_add_u32 v60, v60, 3, v54
	v_lshl_add_u32 v61, v61, 3, v55
	v_lshl_add_u32 v59, v59, 3, v44
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v63, v66
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v68, v62
	v_xor_b32_e32 v42, v42, v49
	v_and_b32_e32 v49, s5, v42
	v_lshrrev_b32_e32 v50, 24, v42
	v_bfe_u32 v51, v42, 8, 8
	v_bfe_u32 v57, v42, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v62, v50, s[0:3], 0 offen
	buffer_load_dword v63, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v66, v57, s[0:3], 0 offen
	buffer_load_dword v68, v51, s[0:3], 0 offen
	v_xor_b32_e32 v42, v82, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v62, v66
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v68, v58
	v_xor_b32_e32 v40, v40, v49
	v_and_b32_e32 v49, s5, v40
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v51, v40, 8, 8
	v_bfe_u32 v57, v40, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v60, v50, s[0:3], 0 offen
	buffer_load_dword v62, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v66, v57, s[0:3], 0 offen
	buffer_load_dword v68, v51, s[0:3], 0 offen
	v_xor_b32_e32 v40, v80, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v60, v66
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v68, v58
	v_xor_b32_e32 v42, v42, v49
	v_lshrrev_b32_e32 v50, 24, v42
	v_and_b32_e32 v49, s5, v42
	v_bfe_u32 v51, v42, 8, 8
	v_bfe_u32 v57, v42, 16, 8
	v_lshl_add_u32 v50, v50, 3, v44
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	buffer_load_dword v58, v50, s[0:3], 0 offen
	buffer_load_dword v60, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v57, s[0:3], 0 offen
	buffer_load_dword v66, v49, s[0:3], 0 offen
	buffer_load_dword v68, v51, s[0:3], 0 offen
	v_xor_b32_e32 v42, v78, v42
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v50, v60, v62
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v49, v58, v61
	v_xad_u32 v50, v50, v63, v65
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v68, v66
	v_xor_b32_e32 v40, v40, v49
	v_xor_b32_e32 v41, v41, v50
	v_and_b32_e32 v49, s5, v40
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v51, v40, 8, 8
	v_bfe_u32 v57, v40, 16, 8
	v_and_b32_e32 v58, s5, v41
	v_lshrrev_b32_e32 v59, 24, v41
	v_bfe_u32 v61, v41, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_bfe_u32 v60, v41, 8, 8
	v_xor_b32_e32 v41, v41, v64
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	v_lshl_add_u32 v58, v58, 3, v56
	v_lshl_add_u32 v61, v61, 3, v55
	v_lshl_add_u32 v59, v59, 3, v44
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v64, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v65, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v66, v57, s[0:3], 0 offen
	buffer_load_dword v68, v51, s[0:3], 0 offen
	buffer_load_dword v70, v61, s[0:3], 0 offen offset:4
	v_lshl_add_u32 v60, v60, 3, v54
	v_xor_b32_e32 v40, v76, v40
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v49, v63, v66
	s_waitcnt vmcnt(1)
	v_xad_u32 v49, v49, v68, v62
	v_xor_b32_e32 v42, v42, v49
	v_and_b32_e32 v49, s5, v42
	v_lshrrev_b32_e32 v50, 24, v42
	v_bfe_u32 v51, v42, 8, 8
	v_bfe_u32 v57, v42, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v59, v50, s[0:3], 0 offen
	buffer_load_dword v61, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v57, s[0:3], 0 offen
	buffer_load_dword v63, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v49, v59, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v49, v49, v63, v58
	v_xor_b32_e32 v40, v40, v49
	v_and_b32_e32 v49, s5, v40
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v51, v40, 8, 8
	v_bfe_u32 v57, v40, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v59, v51, s[0:3], 0 offen
	buffer_load_dword v60, v57, s[0:3], 0 offen
	buffer_load_dword v62, v50, s[0:3], 0 offen
	v_add_u32_e32 v49, v65, v70
	v_xad_u32 v49, v49, v61, v64
	v_xor_b32_e32 v43, v43, v49
	v_lshrrev_b32_e32 v50, 24, v43
	v_and_b32_e32 v49, s5, v43
	v_bfe_u32 v51, v43, 8, 8
	v_bfe_u32 v57, v43, 16, 8
	v_lshl_add_u32 v50, v50, 3, v44
	v_xor_b32_e32 v43, v43, v47
	v_lshl_add_u32 v47, v49, 3, v56
	v_lshl_add_u32 v49, v51, 3, v54
	v_lshl_add_u32 v51, v57, 3, v55
	buffer_load_dword v57, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v49, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v47, v57, v63
	s_waitcnt vmcnt(0)
	v_xad_u32 v47, v47, v64, v61
	v_xor_b32_e32 v41, v41, v47
	v_lshrrev_b32_e32 v49, 24, v41
	v_and_b32_e32 v47, s5, v41
	v_bfe_u32 v50, v41, 8, 8
	v_bfe_u32 v51, v41, 16, 8
	v_lshl_add_u32 v49, v49, 3, v44
	v_xor_b32_e32 v41, v41, v46
	v_lshl_add_u32 v46, v47, 3, v56
	v_lshl_add_u32 v47, v50, 3, v54
	v_lshl_add_u32 v50, v51, 3, v55
	buffer_load_dword v51, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v47, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v43, v43, v46
	v_lshrrev_b32_e32 v47, 24, v43
	v_and_b32_e32 v46, s5, v43
	v_bfe_u32 v49, v43, 8, 8
	v_bfe_u32 v50, v43, 16, 8
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v73
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v41, v41, v46
	v_lshrrev_b32_e32 v47, 24, v41
	v_and_b32_e32 v46, s5, v41
	v_bfe_u32 v49, v41, 8, 8
	v_bfe_u32 v50, v41, 16, 8
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v71
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v43, v43, v46
	v_lshrrev_b32_e32 v47, 24, v43
	v_and_b32_e32 v46, s5, v43
	v_bfe_u32 v49, v43, 8, 8
	v_bfe_u32 v50, v43, 16, 8
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v69
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v41, v41, v46
	v_lshrrev_b32_e32 v47, 24, v41
	v_and_b32_e32 v46, s5, v41
	v_bfe_u32 v49, v41, 8, 8
	v_bfe_u32 v50, v41, 16, 8
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v67
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v43, v43, v46
	v_lshrrev_b32_e32 v47, 24, v43
	v_and_b32_e32 v46, s5, v43
	v_bfe_u32 v49, v43, 8, 8
	v_bfe_u32 v50, v43, 16, 8
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v81
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v41, v41, v46
	v_lshrrev_b32_e32 v47, 24, v41
	v_and_b32_e32 v46, s5, v41
	v_bfe_u32 v49, v41, 8, 8
	v_bfe_u32 v50, v41, 16, 8
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v79
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v43, v43, v46
	v_lshrrev_b32_e32 v47, 24, v43
	v_and_b32_e32 v46, s5, v43
	v_bfe_u32 v49, v43, 8, 8
	v_bfe_u32 v50, v43, 16, 8
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v77
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v41, v41, v46
	v_lshrrev_b32_e32 v47, 24, v41
	v_and_b32_e32 v46, s5, v41
	v_bfe_u32 v49, v41, 8, 8
	v_bfe_u32 v50, v41, 16, 8
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v75
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v57
	v_xor_b32_e32 v43, v43, v46
	v_and_b32_e32 v46, s5, v43
	v_lshrrev_b32_e32 v47, 24, v43
	v_bfe_u32 v49, v43, 8, 8
	v_bfe_u32 v50, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v47, v47, 3, v44
	v_lshl_add_u32 v49, v49, 3, v54
	v_lshl_add_u32 v50, v50, 3, v55
	buffer_load_dword v51, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v49, s[0:3], 0 offen offset:4
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr47
                                        ; kill: killed $vgpr49
	s_nop 0
	buffer_load_dword v46, off, s[0:3], 0 offset:140
	buffer_load_dword v47, off, s[0:3], 0 offset:144
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v49, v51, v61
	s_waitcnt vmcnt(2)
	v_xad_u32 v49, v49, v63, v57
	v_xor_b32_e32 v41, v41, v49
	v_and_b32_e32 v49, s5, v41
	v_lshrrev_b32_e32 v50, 24, v41
	v_bfe_u32 v51, v41, 8, 8
	v_bfe_u32 v57, v41, 16, 8
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v51, v51, 3, v54
	v_lshl_add_u32 v57, v57, 3, v55
	v_lshl_add_u32 v50, v50, 3, v44
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v65, v50, s[0:3], 0 offen offset:4
                                        ; kill: killed $vgpr57
                                        ; kill: killed $vgpr49
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr51
	s_nop 0
	buffer_load_dword v49, off, s[0:3], 0 offset:136
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v46, v43, v46
	v_xor_b32_e32 v43, v41, v48
	buffer_store_dword v43, v45, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v41, v65, v64
	v_xad_u32 v41, v41, v63, v61
	v_xor_b32_e32 v41, v46, v41
	buffer_store_dword v41, v45, s[0:3], 0 offen offset:12
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v49, v49, v42
	v_xor_b32_e32 v42, v47, v40
	v_add_u32_e32 v40, v62, v60
	v_xad_u32 v40, v40, v59, v58
	v_xor_b32_e32 v40, v49, v40
	buffer_store_dword v42, v45, s[0:3], 0 offen
	buffer_store_dword v40, v45, s[0:3], 0 offen offset:8
	v_add_u32_e32 v45, 16, v45
	s_cbranch_scc0 .LBB0_3
; %bb.4:
	buffer_load_dword v44, off, s[0:3], 0 offset:8
	buffer_load_dword v45, off, s[0:3], 0 offset:12
	buffer_load_dword v46, off, s[0:3], 0 offset:16
	buffer_load_dword v47, off, s[0:3], 0 offset:20
	buffer_load_dword v48, off, s[0:3], 0 offset:24
	buffer_load_dword v49, off, s[0:3], 0 offset:28
	buffer_load_dword v50, off, s[0:3], 0 offset:32
	buffer_load_dword v51, off, s[0:3], 0 offset:36
	buffer_load_dword v57, off, s[0:3], 0 offset:40
	buffer_load_dword v58, off, s[0:3], 0 offset:44
	buffer_load_dword v59, off, s[0:3], 0 offset:48
	buffer_load_dword v60, off, s[0:3], 0 offset:52
	buffer_load_dword v61, off, s[0:3], 0 offset:56
	buffer_load_dword v62, off, s[0:3], 0 offset:60
	buffer_load_dword v63, off, s[0:3], 0 offset:64
	buffer_load_dword v64, off, s[0:3], 0 offset:68
	buffer_load_dword v65, off, s[0:3], 0 offset:72
	buffer_load_dword v66, off, s[0:3], 0 offset:76
	buffer_load_dword v67, off, s[0:3], 0 offset:80
	buffer_load_dword v68, off, s[0:3], 0 offset:84
	buffer_load_dword v69, off, s[0:3], 0 offset:88
	buffer_load_dword v70, off, s[0:3], 0 offset:92
	buffer_load_dword v71, off, s[0:3], 0 offset:96
	buffer_load_dword v72, off, s[0:3], 0 offset:100
	buffer_load_dword v73, off, s[0:3], 0 offset:104
	buffer_load_dword v74, off, s[0:3], 0 offset:108
	buffer_load_dword v75, off, s[0:3], 0 offset:112
	buffer_load_dword v76, off, s[0:3], 0 offset:116
	buffer_load_dword v77, off, s[0:3], 0 offset:120
	buffer_load_dword v78, off, s[0:3], 0 offset:124
	buffer_load_dword v79, off, s[0:3], 0 offset:128
	buffer_load_dword v80, off, s[0:3], 0 offset:132
	buffer_load_dword v81, off, s[0:3], 0 offset:136
	buffer_load_dword v82, off, s[0:3], 0 offset:140
	buffer_load_dword v83, off, s[0:3], 0 offset:144
	buffer_load_dword v84, off, s[0:3], 0 offset:148
	s_load_dwordx4 s[4:7], s[20:21], 0x0
	v_mov_b32_e32 v85, 0x98
	s_mov_b32 s16, -4
	s_movk_i32 s17, 0xff
	v_mov_b32_e32 v86, 0x98
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s8, s6
	s_mov_b32 s9, s6
	s_mov_b32 s10, s7
	s_mov_b32 s11, s7
	s_mov_b32 s12, s4
	s_mov_b32 s13, s4
	s_mov_b32 s14, s5
	s_mov_b32 s15, s5
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v42, s8, v42
	v_xor_b32_e32 v43, s9, v43
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v42, v42, v44
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v43, v43, v45
	v_and_b32_e32 v87, s17, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s17, v43
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v91, v91, 3, v56
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v88, s[0:3], 0 offen
	buffer_load_dword v97, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, s10, v40
	s_waitcnt vmcnt(38)
	v_xor_b32_e32 v40, v46, v40
	v_bfe_u32 v93, v43, 8, 8
	v_lshl_add_u32 v93, v93, 3, v54
	s_waitcnt vmcnt(36)
	v_xor_b32_e32 v42, v48, v42
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshrrev_b32_e32 v92, 24, v43
	v_lshl_add_u32 v92, v92, 3, v85
	v_xor_b32_e32 v41, s11, v41
	v_xor_b32_e32 v41, v47, v41
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v43, v49, v43
	s_add_i32 s16, s16, 4
	s_cmpk_lt_u32 s16, 0x3fb
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v96, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v95
	v_xor_b32_e32 v40, v40, v87
	v_and_b32_e32 v87, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen
	buffer_load_dword v95, v88, s[0:3], 0 offen
	buffer_load_dword v96, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, v50, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v95, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v42, v42, v87
	v_and_b32_e32 v87, s17, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v57, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v40, v40, v87
	v_lshrrev_b32_e32 v88, 24, v40
	v_and_b32_e32 v87, s17, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v91, v88, s[0:3], 0 offen
	buffer_load_dword v93, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v94, v90, s[0:3], 0 offen
	buffer_load_dword v98, v87, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, v59, v40
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v88, v93, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v87, v91, v94
	v_xad_u32 v88, v88, v96, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v98
	v_xor_b32_e32 v42, v42, v87
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s17, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s17, v41
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v91, v91, 3, v56
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v88, s[0:3], 0 offen
	buffer_load_dword v97, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_bfe_u32 v93, v41, 8, 8
	v_lshl_add_u32 v93, v93, 3, v54
	v_xor_b32_e32 v42, v61, v42
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshrrev_b32_e32 v92, 24, v41
	v_lshl_add_u32 v92, v92, 3, v85
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v96, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v95
	v_xor_b32_e32 v40, v40, v87
	v_and_b32_e32 v87, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen
	buffer_load_dword v95, v88, s[0:3], 0 offen
	buffer_load_dword v96, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, v63, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v95, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v42, v42, v87
	v_and_b32_e32 v87, s17, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v65, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v40, v40, v87
	v_lshrrev_b32_e32 v88, 24, v40
	v_and_b32_e32 v87, s17, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v91, v88, s[0:3], 0 offen
	buffer_load_dword v93, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v94, v90, s[0:3], 0 offen
	buffer_load_dword v98, v87, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, v67, v40
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v88, v93, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v87, v91, v94
	v_xad_u32 v88, v88, v96, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v98
	v_xor_b32_e32 v42, v42, v87
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s17, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s17, v43
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v91, v91, 3, v56
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v88, s[0:3], 0 offen
	buffer_load_dword v97, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_bfe_u32 v93, v43, 8, 8
	v_lshl_add_u32 v93, v93, 3, v54
	v_xor_b32_e32 v42, v69, v42
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshrrev_b32_e32 v92, 24, v43
	v_lshl_add_u32 v92, v92, 3, v85
	v_xor_b32_e32 v43, v43, v58
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v96, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v95
	v_xor_b32_e32 v40, v40, v87
	v_and_b32_e32 v87, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen
	buffer_load_dword v95, v88, s[0:3], 0 offen
	buffer_load_dword v96, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, v71, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v95, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v42, v42, v87
	v_and_b32_e32 v87, s17, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v73, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v40, v40, v87
	v_lshrrev_b32_e32 v88, 24, v40
	v_and_b32_e32 v87, s17, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v91, v88, s[0:3], 0 offen
	buffer_load_dword v93, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v94, v90, s[0:3], 0 offen
	buffer_load_dword v98, v87, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, v75, v40
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v88, v93, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v87, v91, v94
	v_xad_u32 v88, v88, v96, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v98
	v_xor_b32_e32 v42, v42, v87
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s17, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s17, v41
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v91, v91, 3, v56
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v88, s[0:3], 0 offen
	buffer_load_dword v97, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_bfe_u32 v93, v41, 8, 8
	v_lshl_add_u32 v93, v93, 3, v54
	v_xor_b32_e32 v42, v77, v42
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshrrev_b32_e32 v92, 24, v41
	v_lshl_add_u32 v92, v92, 3, v85
	v_xor_b32_e32 v41, v41, v60
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v96, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v95
	v_xor_b32_e32 v40, v40, v87
	v_and_b32_e32 v87, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen
	buffer_load_dword v95, v88, s[0:3], 0 offen
	buffer_load_dword v96, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, v79, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v95, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v42, v42, v87
	v_and_b32_e32 v87, s17, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v81, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v40, v40, v87
	v_lshrrev_b32_e32 v88, 24, v40
	v_and_b32_e32 v87, s17, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v94, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v90, s[0:3], 0 offen
	buffer_load_dword v99, v87, s[0:3], 0 offen
	buffer_load_dword v100, v89, s[0:3], 0 offen
	v_xor_b32_e32 v40, v83, v40
	v_xor_b32_e32 v91, s12, v40
	v_xor_b32_e32 v87, v91, v44
	v_and_b32_e32 v88, s17, v87
	v_lshl_add_u32 v88, v88, 3, v56
	v_bfe_u32 v90, v87, 8, 8
	v_lshl_add_u32 v90, v90, 3, v54
	v_bfe_u32 v91, v87, 16, 8
	v_lshl_add_u32 v91, v91, 3, v55
	v_lshrrev_b32_e32 v89, 24, v87
	v_lshl_add_u32 v89, v89, 3, v85
	v_xor_b32_e32 v87, v87, v48
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v92, v93, v98
	v_add_u32_e32 v93, v94, v95
	v_xad_u32 v93, v93, v96, v97
	v_xor_b32_e32 v43, v43, v93
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v99
	v_lshrrev_b32_e32 v93, 24, v43
	v_xor_b32_e32 v42, v42, v92
	v_and_b32_e32 v92, s17, v43
	v_bfe_u32 v94, v43, 8, 8
	v_bfe_u32 v95, v43, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v62
	v_xor_b32_e32 v96, s14, v42
	v_xor_b32_e32 v96, v96, v46
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v41, v41, v92
	v_lshrrev_b32_e32 v93, 24, v41
	v_and_b32_e32 v92, s17, v41
	v_bfe_u32 v94, v41, 8, 8
	v_bfe_u32 v95, v41, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v64
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v43, v43, v92
	v_lshrrev_b32_e32 v93, 24, v43
	v_and_b32_e32 v92, s17, v43
	v_bfe_u32 v94, v43, 8, 8
	v_bfe_u32 v95, v43, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v66
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v41, v41, v92
	v_lshrrev_b32_e32 v93, 24, v41
	v_and_b32_e32 v92, s17, v41
	v_bfe_u32 v94, v41, 8, 8
	v_bfe_u32 v95, v41, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v68
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v43, v43, v92
	v_lshrrev_b32_e32 v93, 24, v43
	v_and_b32_e32 v92, s17, v43
	v_bfe_u32 v94, v43, 8, 8
	v_bfe_u32 v95, v43, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v70
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v41, v41, v92
	v_lshrrev_b32_e32 v93, 24, v41
	v_and_b32_e32 v92, s17, v41
	v_bfe_u32 v94, v41, 8, 8
	v_bfe_u32 v95, v41, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v72
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v43, v43, v92
	v_lshrrev_b32_e32 v93, 24, v43
	v_and_b32_e32 v92, s17, v43
	v_bfe_u32 v94, v43, 8, 8
	v_bfe_u32 v95, v43, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v74
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v41, v41, v92
	v_lshrrev_b32_e32 v93, 24, v41
	v_and_b32_e32 v92, s17, v41
	v_bfe_u32 v94, v41, 8, 8
	v_bfe_u32 v95, v41, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v76
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v43, v43, v92
	v_lshrrev_b32_e32 v93, 24, v43
	v_and_b32_e32 v92, s17, v43
	v_bfe_u32 v94, v43, 8, 8
	v_bfe_u32 v95, v43, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v78
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v41, v41, v92
	v_lshrrev_b32_e32 v93, 24, v41
	v_and_b32_e32 v92, s17, v41
	v_bfe_u32 v94, v41, 8, 8
	v_bfe_u32 v95, v41, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v80
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v43, v43, v92
	v_lshrrev_b32_e32 v93, 24, v43
	v_and_b32_e32 v92, s17, v43
	v_bfe_u32 v94, v43, 8, 8
	v_bfe_u32 v95, v43, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v97, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v82
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v92, v97, v99
	s_waitcnt vmcnt(0)
	v_xad_u32 v92, v92, v100, v98
	v_xor_b32_e32 v41, v41, v92
	v_lshrrev_b32_e32 v93, 24, v41
	v_and_b32_e32 v92, s17, v41
	v_bfe_u32 v94, v41, 8, 8
	v_bfe_u32 v95, v41, 16, 8
	v_lshl_add_u32 v93, v93, 3, v85
	v_lshl_add_u32 v92, v92, 3, v56
	v_lshl_add_u32 v94, v94, 3, v54
	v_lshl_add_u32 v95, v95, 3, v55
	buffer_load_dword v98, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v95, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v94, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v84
	v_xor_b32_e32 v97, s13, v41
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:4
	buffer_store_dword v40, v86, s[0:3], 0 offen
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:8
	v_xor_b32_e32 v40, v97, v45
	v_and_b32_e32 v41, s17, v40
	v_lshrrev_b32_e32 v42, 24, v40
	v_bfe_u32 v92, v40, 8, 8
	v_bfe_u32 v93, v40, 16, 8
	v_lshl_add_u32 v41, v41, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v42, v42, 3, v85
	v_xor_b32_e32 v40, v40, v49
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v94, v98, v100
	s_waitcnt vmcnt(3)
	v_xad_u32 v94, v94, v101, v99
	v_xor_b32_e32 v43, v43, v94
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:12
	buffer_load_dword v94, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v95, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, s15, v43
	v_xor_b32_e32 v41, v43, v47
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v42, v95, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v42, v42, v99, v94
	v_xor_b32_e32 v41, v41, v42
	v_and_b32_e32 v42, s17, v41
	v_lshrrev_b32_e32 v43, 24, v41
	v_bfe_u32 v88, v41, 8, 8
	v_bfe_u32 v92, v41, 16, 8
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v88, v88, 3, v54
	v_lshl_add_u32 v92, v92, 3, v55
	v_lshl_add_u32 v43, v43, 3, v85
	buffer_load_dword v93, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v94, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v95, v90, s[0:3], 0 offen
	buffer_load_dword v98, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v88, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v42, v94, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v42, v42, v99, v93
	v_xor_b32_e32 v40, v40, v42
	v_and_b32_e32 v42, s17, v40
	v_lshrrev_b32_e32 v43, 24, v40
	v_bfe_u32 v88, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v88, v88, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v43, v43, 3, v85
	buffer_load_dword v92, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v93, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v94, v91, s[0:3], 0 offen
	buffer_load_dword v98, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v88, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v58
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v42, v93, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v42, v42, v99, v92
	v_xor_b32_e32 v41, v41, v42
	v_lshrrev_b32_e32 v43, 24, v41
	v_and_b32_e32 v42, s17, v41
	v_bfe_u32 v88, v41, 8, 8
	v_bfe_u32 v90, v41, 16, 8
	v_lshl_add_u32 v43, v43, 3, v85
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v88, v88, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v91, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v92, v89, s[0:3], 0 offen
	buffer_load_dword v93, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v88, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v60
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v43, v92, v94
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v42, v91, v93
	v_xad_u32 v43, v43, v95, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v42, v42, v99, v98
	v_xor_b32_e32 v40, v40, v42
	v_xor_b32_e32 v42, v96, v43
	v_and_b32_e32 v43, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s17, v42
	v_lshl_add_u32 v43, v43, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v91, v91, 3, v56
	buffer_load_dword v95, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v96, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v97, v91, s[0:3], 0 offen
	buffer_load_dword v98, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	v_bfe_u32 v93, v42, 8, 8
	v_lshl_add_u32 v93, v93, 3, v54
	v_xor_b32_e32 v40, v40, v62
	v_bfe_u32 v94, v42, 16, 8
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshrrev_b32_e32 v92, 24, v42
	v_lshl_add_u32 v92, v92, 3, v85
	v_xor_b32_e32 v42, v42, v50
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v43, v96, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v99, v95
	v_xor_b32_e32 v41, v41, v43
	v_and_b32_e32 v43, s17, v41
	v_lshrrev_b32_e32 v88, 24, v41
	v_bfe_u32 v89, v41, 8, 8
	v_bfe_u32 v90, v41, 16, 8
	v_lshl_add_u32 v43, v43, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v95, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v96, v93, s[0:3], 0 offen
	buffer_load_dword v98, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v64
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v43, v95, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v99, v91
	v_xor_b32_e32 v40, v40, v43
	v_and_b32_e32 v43, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v43, v43, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v93, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v95, v94, s[0:3], 0 offen
	buffer_load_dword v98, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v66
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v43, v93, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v99, v91
	v_xor_b32_e32 v41, v41, v43
	v_lshrrev_b32_e32 v88, 24, v41
	v_and_b32_e32 v43, s17, v41
	v_bfe_u32 v89, v41, 8, 8
	v_bfe_u32 v90, v41, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v43, v43, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v91, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v93, v92, s[0:3], 0 offen
	buffer_load_dword v94, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v68
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v88, v93, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v43, v91, v94
	v_xad_u32 v88, v88, v96, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v99, v98
	v_xor_b32_e32 v40, v40, v43
	v_xor_b32_e32 v43, v87, v88
	v_and_b32_e32 v87, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s17, v43
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v91, v91, 3, v56
	buffer_load_dword v95, v87, s[0:3], 0 offen offset:4
	buffer_load_dword v96, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v97, v91, s[0:3], 0 offen
	buffer_load_dword v98, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	v_bfe_u32 v93, v43, 8, 8
	v_lshl_add_u32 v93, v93, 3, v54
	v_xor_b32_e32 v40, v40, v70
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshrrev_b32_e32 v92, 24, v43
	v_lshl_add_u32 v92, v92, 3, v85
	v_xor_b32_e32 v43, v43, v57
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v96, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v95
	v_xor_b32_e32 v41, v41, v87
	v_and_b32_e32 v87, s17, v41
	v_lshrrev_b32_e32 v88, 24, v41
	v_bfe_u32 v89, v41, 8, 8
	v_bfe_u32 v90, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen offset:4
	buffer_load_dword v95, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v96, v93, s[0:3], 0 offen
	buffer_load_dword v98, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v72
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v95, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v40, v40, v87
	v_and_b32_e32 v87, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen offset:4
	buffer_load_dword v93, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v95, v94, s[0:3], 0 offen
	buffer_load_dword v98, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v74
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v98
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v91
	v_xor_b32_e32 v41, v41, v87
	v_lshrrev_b32_e32 v88, 24, v41
	v_and_b32_e32 v87, s17, v41
	v_bfe_u32 v89, v41, 8, 8
	v_bfe_u32 v90, v41, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v91, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v93, v92, s[0:3], 0 offen
	buffer_load_dword v94, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v87, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v76
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v88, v93, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v87, v91, v94
	v_xad_u32 v88, v88, v96, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v99, v98
	v_xor_b32_e32 v40, v40, v87
	v_xor_b32_e32 v42, v42, v88
	v_and_b32_e32 v87, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s17, v42
	v_lshrrev_b32_e32 v92, 24, v42
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v92, v92, 3, v85
	buffer_load_dword v95, v87, s[0:3], 0 offen offset:4
	buffer_load_dword v96, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v97, v91, s[0:3], 0 offen
	buffer_load_dword v98, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v99, v89, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen
	v_bfe_u32 v93, v42, 8, 8
	v_lshl_add_u32 v93, v93, 3, v54
	v_xor_b32_e32 v40, v40, v78
	v_bfe_u32 v94, v42, 16, 8
	v_lshl_add_u32 v94, v94, 3, v55
	v_xor_b32_e32 v42, v42, v59
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v87, v96, v98
	s_waitcnt vmcnt(1)
	v_xad_u32 v87, v87, v99, v95
	v_xor_b32_e32 v41, v41, v87
	v_and_b32_e32 v87, s17, v41
	v_lshrrev_b32_e32 v88, 24, v41
	v_bfe_u32 v89, v41, 8, 8
	v_bfe_u32 v90, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen offset:4
	buffer_load_dword v92, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v95, v93, s[0:3], 0 offen
	buffer_load_dword v96, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v89, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v80
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v92, v96
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v91
	v_xor_b32_e32 v40, v40, v87
	v_and_b32_e32 v87, s17, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen offset:4
	buffer_load_dword v92, v88, s[0:3], 0 offen offset:4
	buffer_load_dword v93, v94, s[0:3], 0 offen
	buffer_load_dword v96, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v98, v89, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v82
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v92, v96
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v91
	v_xor_b32_e32 v41, v41, v87
	v_and_b32_e32 v87, s17, v41
	v_lshrrev_b32_e32 v88, 24, v41
	v_bfe_u32 v89, v41, 8, 8
	v_bfe_u32 v90, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v85
	buffer_load_dword v91, v87, s[0:3], 0 offen offset:4
	buffer_load_dword v92, v89, s[0:3], 0 offen offset:4
	buffer_load_dword v94, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v96, v88, s[0:3], 0 offen offset:4
	v_add_u32_e32 v87, v100, v93
	v_xad_u32 v87, v87, v95, v97
	v_xor_b32_e32 v43, v43, v87
	v_lshrrev_b32_e32 v88, 24, v43
	v_and_b32_e32 v87, s17, v43
	v_bfe_u32 v89, v43, 8, 8
	v_bfe_u32 v90, v43, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v43, v43, v61
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v42, v42, v87
	v_lshrrev_b32_e32 v88, 24, v42
	v_and_b32_e32 v87, s17, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v42, v63
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v43, v43, v87
	v_lshrrev_b32_e32 v88, 24, v43
	v_and_b32_e32 v87, s17, v43
	v_bfe_u32 v89, v43, 8, 8
	v_bfe_u32 v90, v43, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v43, v43, v65
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v42, v42, v87
	v_lshrrev_b32_e32 v88, 24, v42
	v_and_b32_e32 v87, s17, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v42, v67
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v43, v43, v87
	v_lshrrev_b32_e32 v88, 24, v43
	v_and_b32_e32 v87, s17, v43
	v_bfe_u32 v89, v43, 8, 8
	v_bfe_u32 v90, v43, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v43, v43, v69
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v42, v42, v87
	v_lshrrev_b32_e32 v88, 24, v42
	v_and_b32_e32 v87, s17, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v42, v71
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v43, v43, v87
	v_lshrrev_b32_e32 v88, 24, v43
	v_and_b32_e32 v87, s17, v43
	v_bfe_u32 v89, v43, 8, 8
	v_bfe_u32 v90, v43, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v43, v43, v73
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v42, v42, v87
	v_lshrrev_b32_e32 v88, 24, v42
	v_and_b32_e32 v87, s17, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v42, v75
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v43, v43, v87
	v_lshrrev_b32_e32 v88, 24, v43
	v_and_b32_e32 v87, s17, v43
	v_bfe_u32 v89, v43, 8, 8
	v_bfe_u32 v90, v43, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v43, v43, v77
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v42, v42, v87
	v_lshrrev_b32_e32 v88, 24, v42
	v_and_b32_e32 v87, s17, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v42, v42, v79
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v87, v43, v87
	v_lshrrev_b32_e32 v88, 24, v87
	v_and_b32_e32 v43, s17, v87
	v_bfe_u32 v89, v87, 8, 8
	v_bfe_u32 v90, v87, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v43, v43, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v43, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v43, v93, v97
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v98, v95
	v_xor_b32_e32 v42, v42, v43
	v_lshrrev_b32_e32 v88, 24, v42
	v_and_b32_e32 v43, s17, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_lshl_add_u32 v88, v88, 3, v85
	v_lshl_add_u32 v43, v43, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	buffer_load_dword v93, v88, s[0:3], 0 offen
	buffer_load_dword v95, v43, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	v_xor_b32_e32 v43, v41, v84
	v_add_u32_e32 v41, v96, v94
	v_xad_u32 v41, v41, v92, v91
	v_xor_b32_e32 v41, v40, v41
	v_xor_b32_e32 v40, v87, v81
	v_xor_b32_e32 v42, v42, v83
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:20
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:16
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v93, v97
	s_waitcnt vmcnt(3)
	v_xad_u32 v87, v87, v98, v95
	v_xor_b32_e32 v40, v40, v87
	buffer_store_dword v40, v86, s[0:3], 0 offen offset:24
	v_add_u32_e32 v86, 32, v86
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	s_lshl_b32 s18, 1, s30
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s4, s5
	s_mov_b32 s10, s6
	s_mov_b32 s11, s6
	s_mov_b32 s6, s7
	s_movk_i32 s19, 0xff
	v_mov_b32_e32 v57, 0x98
	s_movk_i32 s20, 0x3f8
	s_mov_b32 s12, 0
.LBB0_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_9 Depth 2
                                        ;     Child Loop BB0_12 Depth 2
                                        ;     Child Loop BB0_15 Depth 2
                                        ;     Child Loop BB0_18 Depth 2
	buffer_load_dword v40, off, s[0:3], 0 offset:8
	buffer_load_dword v41, off, s[0:3], 0 offset:12
	buffer_load_dword v42, off, s[0:3], 0 offset:16
	buffer_load_dword v43, off, s[0:3], 0 offset:20
	buffer_load_dword v44, off, s[0:3], 0 offset:24
	buffer_load_dword v45, off, s[0:3], 0 offset:28
	buffer_load_dword v58, off, s[0:3], 0 offset:32
	buffer_load_dword v59, off, s[0:3], 0 offset:36
	buffer_load_dword v60, off, s[0:3], 0 offset:40
	buffer_load_dword v61, off, s[0:3], 0 offset:44
	buffer_load_dword v62, off, s[0:3], 0 offset:48
	buffer_load_dword v63, off, s[0:3], 0 offset:52
	buffer_load_dword v64, off, s[0:3], 0 offset:56
	buffer_load_dword v65, off, s[0:3], 0 offset:60
	buffer_load_dword v66, off, s[0:3], 0 offset:64
	buffer_load_dword v67, off, s[0:3], 0 offset:68
	buffer_load_dword v68, off, s[0:3], 0 offset:84
	buffer_load_dword v69, off, s[0:3], 0 offset:88
	buffer_load_dword v70, off, s[0:3], 0 offset:92
	buffer_load_dword v71, off, s[0:3], 0 offset:96
	buffer_load_dword v72, off, s[0:3], 0 offset:100
	buffer_load_dword v73, off, s[0:3], 0 offset:72
	buffer_load_dword v74, off, s[0:3], 0 offset:76
	buffer_load_dword v75, off, s[0:3], 0 offset:80
	buffer_load_dword v76, off, s[0:3], 0 offset:104
	buffer_load_dword v77, off, s[0:3], 0 offset:108
	buffer_load_dword v78, off, s[0:3], 0 offset:112
	buffer_load_dword v79, off, s[0:3], 0 offset:116
	buffer_load_dword v80, off, s[0:3], 0 offset:120
	buffer_load_dword v81, off, s[0:3], 0 offset:124
	buffer_load_dword v82, off, s[0:3], 0 offset:128
	buffer_load_dword v83, off, s[0:3], 0 offset:132
	buffer_load_dword v84, off, s[0:3], 0 offset:136
	buffer_load_dword v85, off, s[0:3], 0 offset:140
	buffer_load_dword v86, off, s[0:3], 0 offset:144
	buffer_load_dword v87, off, s[0:3], 0 offset:148
	s_mov_b32 s13, s12
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v50, v40, v0
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v51, v41, v20
	s_waitcnt vmcnt(33)
	v_xor_b32_e32 v48, v42, v1
	s_waitcnt vmcnt(32)
	v_xor_b32_e32 v49, v43, v21
	s_waitcnt vmcnt(31)
	v_xor_b32_e32 v46, v44, v2
	s_waitcnt vmcnt(30)
	v_xor_b32_e32 v47, v45, v22
	s_waitcnt vmcnt(29)
	v_xor_b32_e32 v44, v58, v3
	s_waitcnt vmcnt(28)
	v_xor_b32_e32 v45, v59, v23
	s_waitcnt vmcnt(27)
	v_xor_b32_e32 v41, v60, v8
	s_waitcnt vmcnt(26)
	v_xor_b32_e32 v40, v61, v24
	s_waitcnt vmcnt(25)
	v_xor_b32_e32 v43, v62, v9
	s_waitcnt vmcnt(24)
	v_xor_b32_e32 v42, v63, v25
	s_waitcnt vmcnt(23)
	v_xor_b32_e32 v59, v64, v10
	s_waitcnt vmcnt(22)
	v_xor_b32_e32 v58, v65, v26
	s_waitcnt vmcnt(21)
	v_xor_b32_e32 v61, v66, v11
	s_waitcnt vmcnt(20)
	v_xor_b32_e32 v60, v67, v27
	s_waitcnt vmcnt(19)
	v_xor_b32_e32 v65, v68, v29
	s_waitcnt vmcnt(18)
	v_xor_b32_e32 v66, v69, v14
	s_waitcnt vmcnt(17)
	v_xor_b32_e32 v67, v70, v30
	s_waitcnt vmcnt(16)
	v_xor_b32_e32 v68, v71, v15
	s_waitcnt vmcnt(15)
	v_xor_b32_e32 v69, v72, v31
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v62, v73, v12
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v63, v74, v28
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v64, v75, v13
	buffer_store_dword v50, off, s[0:3], 0 offset:8
	buffer_store_dword v51, off, s[0:3], 0 offset:12
	buffer_store_dword v48, off, s[0:3], 0 offset:16
	buffer_store_dword v49, off, s[0:3], 0 offset:20
	buffer_store_dword v46, off, s[0:3], 0 offset:24
	buffer_store_dword v47, off, s[0:3], 0 offset:28
	buffer_store_dword v44, off, s[0:3], 0 offset:32
	buffer_store_dword v45, off, s[0:3], 0 offset:36
	buffer_store_dword v41, off, s[0:3], 0 offset:40
	buffer_store_dword v40, off, s[0:3], 0 offset:44
	buffer_store_dword v43, off, s[0:3], 0 offset:48
	buffer_store_dword v42, off, s[0:3], 0 offset:52
	buffer_store_dword v59, off, s[0:3], 0 offset:56
	buffer_store_dword v58, off, s[0:3], 0 offset:60
	buffer_store_dword v61, off, s[0:3], 0 offset:64
	buffer_store_dword v60, off, s[0:3], 0 offset:68
	buffer_store_dword v63, off, s[0:3], 0 offset:76
	buffer_store_dword v62, off, s[0:3], 0 offset:72
	buffer_store_dword v65, off, s[0:3], 0 offset:84
	buffer_store_dword v64, off, s[0:3], 0 offset:80
	buffer_store_dword v67, off, s[0:3], 0 offset:92
	buffer_store_dword v66, off, s[0:3], 0 offset:88
	buffer_store_dword v69, off, s[0:3], 0 offset:100
	buffer_store_dword v68, off, s[0:3], 0 offset:96
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, v76, v16
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, v77, v32
	buffer_store_dword v41, off, s[0:3], 0 offset:108
	buffer_store_dword v40, off, s[0:3], 0 offset:104
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, v78, v17
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, v79, v33
	buffer_store_dword v41, off, s[0:3], 0 offset:116
	buffer_store_dword v40, off, s[0:3], 0 offset:112
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, v80, v18
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, v81, v34
	buffer_store_dword v41, off, s[0:3], 0 offset:124
	buffer_store_dword v40, off, s[0:3], 0 offset:120
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, v82, v19
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, v83, v35
	buffer_store_dword v41, off, s[0:3], 0 offset:132
	buffer_store_dword v40, off, s[0:3], 0 offset:128
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, v84, v38
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, v85, v36
	buffer_store_dword v41, off, s[0:3], 0 offset:140
	buffer_store_dword v40, off, s[0:3], 0 offset:136
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, v86, v39
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, v87, v37
	buffer_store_dword v41, off, s[0:3], 0 offset:148
	buffer_store_dword v40, off, s[0:3], 0 offset:144
	v_mov_b32_e32 v41, s13
	v_mov_b32_e32 v40, s12
	v_mov_b32_e32 v43, v41
	v_mov_b32_e32 v58, 8
	s_mov_b32 s13, 0
	v_mov_b32_e32 v42, v40
	s_branch .LBB0_9
.LBB0_8:                                ;   in Loop: Header=BB0_7 Depth=1
                                        ; implicit-def: $sgpr13
                                        ; implicit-def: $vgpr50_vgpr51
                                        ; implicit-def: $vgpr48_vgpr49
                                        ; implicit-def: $vgpr46_vgpr47
                                        ; implicit-def: $vgpr44_vgpr45
                                        ; implicit-def: $vgpr58
	s_branch .LBB0_11
.LBB0_9:                                ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v42, v50, v42
	v_lshrrev_b32_e32 v59, 24, v42
	v_bfe_u32 v61, v42, 16, 8
	v_lshl_add_u32 v59, v59, 3, v57
	v_and_b32_e32 v50, s19, v42
	v_bfe_u32 v60, v42, 8, 8
	v_lshl_add_u32 v61, v61, 3, v55
	buffer_load_dword v59, v59, s[0:3], 0 offen
	v_lshl_add_u32 v50, v50, 3, v56
	v_lshl_add_u32 v60, v60, 3, v54
	buffer_load_dword v62, v61, s[0:3], 0 offen
	buffer_load_dword v63, v60, s[0:3], 0 offen
	buffer_load_dword v64, v50, s[0:3], 0 offen
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v40, v48, v40
	buffer_load_dword v48, off, s[0:3], 0 offset:148
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v42, v46, v42
	v_xor_b32_e32 v43, v51, v43
	v_bfe_u32 v51, v43, 16, 8
	v_lshl_add_u32 v51, v51, 3, v55
	v_xor_b32_e32 v41, v49, v41
	s_cmp_gt_u32 s13, 15
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v50, v59, v62
	s_waitcnt vmcnt(1)
	v_xad_u32 v50, v50, v63, v64
	v_xor_b32_e32 v40, v40, v50
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v59, v40, 16, 8
	v_and_b32_e32 v60, s19, v40
	v_bfe_u32 v61, v40, 8, 8
	v_lshl_add_u32 v50, v50, 3, v57
	v_lshl_add_u32 v59, v59, 3, v55
	v_lshl_add_u32 v60, v60, 3, v56
	v_lshl_add_u32 v61, v61, 3, v54
	buffer_load_dword v62, v50, s[0:3], 0 offen
	buffer_load_dword v63, v60, s[0:3], 0 offen
	buffer_load_dword v64, v59, s[0:3], 0 offen
	buffer_load_dword v65, v61, s[0:3], 0 offen
	v_xor_b32_e32 v40, v44, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v62, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v65, v63
	v_xor_b32_e32 v42, v42, v46
	v_lshrrev_b32_e32 v46, 24, v42
	v_bfe_u32 v50, v42, 16, 8
	v_and_b32_e32 v59, s19, v42
	v_bfe_u32 v60, v42, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v50, v50, 3, v55
	v_lshl_add_u32 v59, v59, 3, v56
	v_lshl_add_u32 v60, v60, 3, v54
	buffer_load_dword v61, v46, s[0:3], 0 offen
	buffer_load_dword v62, v59, s[0:3], 0 offen
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v64, v60, s[0:3], 0 offen
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr59
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr60
	s_nop 0
	buffer_load_dword v46, off, s[0:3], 0 offset:40
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v44, v61, v63
	s_waitcnt vmcnt(1)
	v_xad_u32 v44, v44, v64, v62
	v_xor_b32_e32 v40, v40, v44
	v_lshrrev_b32_e32 v44, 24, v40
	v_bfe_u32 v50, v40, 16, 8
	v_and_b32_e32 v59, s19, v40
	v_bfe_u32 v60, v40, 8, 8
	v_lshl_add_u32 v50, v50, 3, v55
	v_lshl_add_u32 v44, v44, 3, v57
	v_lshl_add_u32 v59, v59, 3, v56
	v_lshl_add_u32 v60, v60, 3, v54
	buffer_load_dword v61, v44, s[0:3], 0 offen
	buffer_load_dword v62, v59, s[0:3], 0 offen
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v64, v60, s[0:3], 0 offen
                                        ; kill: killed $vgpr60
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr59
                                        ; kill: killed $vgpr44
	s_nop 0
	buffer_load_dword v44, off, s[0:3], 0 offset:44
	buffer_load_dword v50, off, s[0:3], 0 offset:48
	buffer_load_dword v59, off, s[0:3], 0 offset:52
	buffer_load_dword v60, off, s[0:3], 0 offset:56
	buffer_load_dword v65, off, s[0:3], 0 offset:60
	buffer_load_dword v66, off, s[0:3], 0 offset:64
	buffer_load_dword v67, off, s[0:3], 0 offset:68
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v42, v46, v42
	s_waitcnt vmcnt(8)
	v_add_u32_e32 v46, v61, v63
	s_waitcnt vmcnt(7)
	v_xad_u32 v46, v46, v64, v62
	v_xor_b32_e32 v42, v42, v46
	v_lshrrev_b32_e32 v46, 24, v42
	v_bfe_u32 v61, v42, 16, 8
	v_and_b32_e32 v62, s19, v42
	v_bfe_u32 v63, v42, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v61, v61, 3, v55
	v_lshl_add_u32 v62, v62, 3, v56
	v_lshl_add_u32 v63, v63, 3, v54
	buffer_load_dword v64, v46, s[0:3], 0 offen
	buffer_load_dword v68, v62, s[0:3], 0 offen
	buffer_load_dword v69, v61, s[0:3], 0 offen
	buffer_load_dword v70, v63, s[0:3], 0 offen
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v40, v50, v40
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v42, v60, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v64, v69
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v70, v68
	v_xor_b32_e32 v40, v40, v46
	v_lshrrev_b32_e32 v46, 24, v40
	v_bfe_u32 v50, v40, 16, 8
	v_and_b32_e32 v61, s19, v40
	v_bfe_u32 v62, v40, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v50, v50, 3, v55
	v_lshl_add_u32 v61, v61, 3, v56
	v_lshl_add_u32 v62, v62, 3, v54
	buffer_load_dword v63, v46, s[0:3], 0 offen
	buffer_load_dword v64, v61, s[0:3], 0 offen
	buffer_load_dword v68, v50, s[0:3], 0 offen
	buffer_load_dword v69, v62, s[0:3], 0 offen
	v_xor_b32_e32 v40, v66, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v63, v68
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v69, v64
	v_xor_b32_e32 v42, v42, v46
	v_lshrrev_b32_e32 v46, 24, v42
	v_bfe_u32 v50, v42, 16, 8
	v_and_b32_e32 v60, s19, v42
	v_bfe_u32 v61, v42, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v50, v50, 3, v55
	v_lshl_add_u32 v60, v60, 3, v56
	v_lshl_add_u32 v61, v61, 3, v54
	buffer_load_dword v62, v46, s[0:3], 0 offen
	buffer_load_dword v63, v60, s[0:3], 0 offen
	buffer_load_dword v64, v50, s[0:3], 0 offen
	buffer_load_dword v68, v61, s[0:3], 0 offen
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr60
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr61
	s_nop 0
	buffer_load_dword v46, off, s[0:3], 0 offset:72
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v50, v62, v64
	s_waitcnt vmcnt(1)
	v_xad_u32 v50, v50, v68, v63
	v_xor_b32_e32 v40, v40, v50
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v60, v40, 16, 8
	v_and_b32_e32 v61, s19, v40
	v_bfe_u32 v62, v40, 8, 8
	v_lshl_add_u32 v60, v60, 3, v55
	v_lshl_add_u32 v50, v50, 3, v57
	v_lshl_add_u32 v61, v61, 3, v56
	v_lshl_add_u32 v62, v62, 3, v54
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v64, v61, s[0:3], 0 offen
	buffer_load_dword v66, v60, s[0:3], 0 offen
	buffer_load_dword v68, v62, s[0:3], 0 offen
                                        ; kill: killed $vgpr60
                                        ; kill: killed $vgpr61
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr62
	s_nop 0
	buffer_load_dword v50, off, s[0:3], 0 offset:76
	buffer_load_dword v60, off, s[0:3], 0 offset:80
	buffer_load_dword v61, off, s[0:3], 0 offset:84
	buffer_load_dword v62, off, s[0:3], 0 offset:88
	buffer_load_dword v69, off, s[0:3], 0 offset:92
	buffer_load_dword v70, off, s[0:3], 0 offset:96
	buffer_load_dword v71, off, s[0:3], 0 offset:100
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v42, v46, v42
	s_waitcnt vmcnt(8)
	v_add_u32_e32 v46, v63, v66
	s_waitcnt vmcnt(7)
	v_xad_u32 v46, v46, v68, v64
	v_xor_b32_e32 v42, v42, v46
	v_lshrrev_b32_e32 v46, 24, v42
	v_bfe_u32 v63, v42, 16, 8
	v_and_b32_e32 v64, s19, v42
	v_bfe_u32 v66, v42, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v63, v63, 3, v55
	v_lshl_add_u32 v64, v64, 3, v56
	v_lshl_add_u32 v66, v66, 3, v54
	buffer_load_dword v68, v46, s[0:3], 0 offen
	buffer_load_dword v72, v64, s[0:3], 0 offen
	buffer_load_dword v73, v63, s[0:3], 0 offen
	buffer_load_dword v74, v66, s[0:3], 0 offen
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v40, v60, v40
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v42, v62, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v68, v73
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v74, v72
	v_xor_b32_e32 v40, v40, v46
	v_lshrrev_b32_e32 v46, 24, v40
	v_bfe_u32 v60, v40, 16, 8
	v_and_b32_e32 v63, s19, v40
	v_bfe_u32 v64, v40, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v60, v60, 3, v55
	v_lshl_add_u32 v63, v63, 3, v56
	v_lshl_add_u32 v64, v64, 3, v54
	buffer_load_dword v66, v46, s[0:3], 0 offen
	buffer_load_dword v68, v63, s[0:3], 0 offen
	buffer_load_dword v72, v60, s[0:3], 0 offen
	buffer_load_dword v73, v64, s[0:3], 0 offen
	v_and_b32_e32 v46, s19, v43
	v_lshrrev_b32_e32 v60, 24, v43
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v60, v60, 3, v57
	v_bfe_u32 v63, v43, 8, 8
	buffer_load_dword v46, v46, s[0:3], 0 offen offset:4
	v_lshl_add_u32 v63, v63, 3, v54
	buffer_load_dword v51, v51, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v70, v40
	buffer_load_dword v60, v60, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v47, v43
	buffer_load_dword v63, v63, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v62, v66, v72
	s_waitcnt vmcnt(4)
	v_xad_u32 v62, v62, v73, v68
	v_xor_b32_e32 v42, v42, v62
	v_lshrrev_b32_e32 v62, 24, v42
	v_bfe_u32 v64, v42, 16, 8
	v_and_b32_e32 v66, s19, v42
	v_bfe_u32 v68, v42, 8, 8
	v_lshl_add_u32 v62, v62, 3, v57
	v_lshl_add_u32 v64, v64, 3, v55
	v_lshl_add_u32 v66, v66, 3, v56
	v_lshl_add_u32 v68, v68, 3, v54
	buffer_load_dword v72, v62, s[0:3], 0 offen
	buffer_load_dword v73, v66, s[0:3], 0 offen
	buffer_load_dword v74, v64, s[0:3], 0 offen
	buffer_load_dword v75, v68, s[0:3], 0 offen
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v51, v60, v51
	s_waitcnt vmcnt(4)
	v_xad_u32 v46, v51, v63, v46
	v_xor_b32_e32 v41, v41, v46
	v_and_b32_e32 v46, s19, v41
	v_bfe_u32 v49, v41, 16, 8
	v_lshrrev_b32_e32 v51, 24, v41
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v51, v51, 3, v57
	buffer_load_dword v46, v46, s[0:3], 0 offen offset:4
	v_bfe_u32 v60, v41, 8, 8
	buffer_load_dword v49, v49, s[0:3], 0 offen offset:4
	v_lshl_add_u32 v60, v60, 3, v54
	buffer_load_dword v51, v51, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v60, v60, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v62, off, s[0:3], 0 offset:104
	v_xor_b32_e32 v41, v41, v45
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v63, v72, v74
	s_waitcnt vmcnt(5)
	v_xad_u32 v63, v63, v75, v73
	v_xor_b32_e32 v40, v40, v63
	v_lshrrev_b32_e32 v63, 24, v40
	v_bfe_u32 v64, v40, 16, 8
	v_and_b32_e32 v66, s19, v40
	v_bfe_u32 v68, v40, 8, 8
	v_lshl_add_u32 v63, v63, 3, v57
	v_lshl_add_u32 v64, v64, 3, v55
	v_lshl_add_u32 v66, v66, 3, v56
	v_lshl_add_u32 v68, v68, 3, v54
	buffer_load_dword v70, v63, s[0:3], 0 offen
	buffer_load_dword v72, v66, s[0:3], 0 offen
	buffer_load_dword v73, v64, s[0:3], 0 offen
	buffer_load_dword v74, v68, s[0:3], 0 offen
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v49, v51, v49
	s_waitcnt vmcnt(5)
	v_xad_u32 v46, v49, v60, v46
	v_xor_b32_e32 v43, v43, v46
	v_and_b32_e32 v46, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshrrev_b32_e32 v68, 24, v43
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v68, v68, 3, v57
	buffer_load_dword v46, v46, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v42, v62, v42
	buffer_load_dword v47, v47, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v49, v49, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v51, off, s[0:3], 0 offset:132
	buffer_load_dword v60, off, s[0:3], 0 offset:124
	buffer_load_dword v63, off, s[0:3], 0 offset:116
	buffer_load_dword v64, off, s[0:3], 0 offset:112
	buffer_load_dword v66, off, s[0:3], 0 offset:108
	v_xor_b32_e32 v43, v43, v44
	buffer_load_dword v68, v68, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(10)
	v_add_u32_e32 v62, v70, v73
	s_waitcnt vmcnt(9)
	v_xad_u32 v62, v62, v74, v72
	v_xor_b32_e32 v42, v42, v62
	v_lshrrev_b32_e32 v62, 24, v42
	v_bfe_u32 v70, v42, 16, 8
	v_and_b32_e32 v72, s19, v42
	v_bfe_u32 v73, v42, 8, 8
	v_lshl_add_u32 v62, v62, 3, v57
	v_lshl_add_u32 v70, v70, 3, v55
	v_lshl_add_u32 v72, v72, 3, v56
	v_lshl_add_u32 v73, v73, 3, v54
	buffer_load_dword v74, v62, s[0:3], 0 offen
	buffer_load_dword v75, v72, s[0:3], 0 offen
	buffer_load_dword v76, v70, s[0:3], 0 offen
	buffer_load_dword v77, v73, s[0:3], 0 offen
                                        ; kill: killed $vgpr70
                                        ; kill: killed $vgpr72
                                        ; kill: killed $vgpr62
                                        ; kill: killed $vgpr73
	s_nop 0
	buffer_load_dword v62, off, s[0:3], 0 offset:120
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v40, v64, v40
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v45, v68, v49
	v_xad_u32 v45, v45, v47, v46
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v45, 24, v41
	v_lshl_add_u32 v45, v45, 3, v57
	buffer_load_dword v45, v45, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v46, v74, v76
	s_waitcnt vmcnt(2)
	v_xad_u32 v46, v46, v77, v75
	v_xor_b32_e32 v40, v40, v46
	v_lshrrev_b32_e32 v46, 24, v40
	v_bfe_u32 v47, v40, 16, 8
	v_and_b32_e32 v49, s19, v40
	v_bfe_u32 v64, v40, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v47, v47, 3, v55
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v64, v64, 3, v54
	buffer_load_dword v68, v46, s[0:3], 0 offen
	buffer_load_dword v70, v49, s[0:3], 0 offen
	buffer_load_dword v72, v47, s[0:3], 0 offen
	buffer_load_dword v73, v64, s[0:3], 0 offen
                                        ; kill: killed $vgpr47
                                        ; kill: killed $vgpr49
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr64
	s_nop 0
	buffer_load_dword v46, off, s[0:3], 0 offset:128
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v42, v62, v42
	v_and_b32_e32 v47, s19, v41
	v_lshl_add_u32 v47, v47, 3, v56
	buffer_load_dword v47, v47, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v49, v68, v72
	s_waitcnt vmcnt(2)
	v_xad_u32 v49, v49, v73, v70
	v_xor_b32_e32 v42, v42, v49
	v_lshrrev_b32_e32 v49, 24, v42
	v_bfe_u32 v62, v42, 16, 8
	v_and_b32_e32 v64, s19, v42
	v_bfe_u32 v68, v42, 8, 8
	v_lshl_add_u32 v62, v62, 3, v55
	v_lshl_add_u32 v49, v49, 3, v57
	v_lshl_add_u32 v64, v64, 3, v56
	v_lshl_add_u32 v68, v68, 3, v54
	buffer_load_dword v70, v49, s[0:3], 0 offen
	buffer_load_dword v72, v64, s[0:3], 0 offen
	buffer_load_dword v73, v62, s[0:3], 0 offen
	buffer_load_dword v74, v68, s[0:3], 0 offen
	v_bfe_u32 v62, v41, 16, 8
	v_bfe_u32 v49, v41, 8, 8
	v_lshl_add_u32 v62, v62, 3, v55
	v_lshl_add_u32 v49, v49, 3, v54
	buffer_load_dword v64, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v68, v49, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v40, v46, v40
	v_xor_b32_e32 v41, v41, v59
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v44, v70, v73
	s_waitcnt vmcnt(2)
	v_xad_u32 v44, v44, v74, v72
	v_xor_b32_e32 v40, v40, v44
	v_lshrrev_b32_e32 v44, 24, v40
	v_lshl_add_u32 v44, v44, 3, v57
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v45, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v68, v47
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	buffer_load_dword v44, v44, s[0:3], 0 offen
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v62, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v68, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v70, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v65
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v62, v68
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v70, v64
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v68, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v67
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v59, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v68, v62
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v65, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v50
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v59, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v65, v62
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v65, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v59, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v65, v62
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v69
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v64, v59
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v71
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v66
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v63
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v60
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v60, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v47, s[0:3], 0 offen offset:4
	v_and_b32_e32 v45, s19, v40
	v_bfe_u32 v46, v40, 8, 8
	v_bfe_u32 v47, v40, 16, 8
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v46, v46, 3, v54
	v_lshl_add_u32 v47, v47, 3, v55
	buffer_load_dword v49, v45, s[0:3], 0 offen
	buffer_load_dword v62, v46, s[0:3], 0 offen
	buffer_load_dword v63, v47, s[0:3], 0 offen
                                        ; kill: killed $vgpr47
                                        ; kill: killed $vgpr45
                                        ; kill: killed $vgpr46
	s_nop 0
	buffer_load_dword v45, off, s[0:3], 0 offset:144
	buffer_load_dword v46, off, s[0:3], 0 offset:140
	buffer_load_dword v47, off, s[0:3], 0 offset:136
	s_waitcnt vmcnt(7)
	v_add_u32_e32 v50, v50, v60
	s_waitcnt vmcnt(6)
	v_xad_u32 v50, v50, v61, v59
	v_xor_b32_e32 v41, v41, v50
	v_lshrrev_b32_e32 v51, 24, v41
	v_and_b32_e32 v50, s19, v41
	v_bfe_u32 v59, v41, 8, 8
	v_bfe_u32 v60, v41, 16, 8
	v_lshl_add_u32 v51, v51, 3, v57
	v_lshl_add_u32 v50, v50, 3, v56
	v_lshl_add_u32 v59, v59, 3, v54
	v_lshl_add_u32 v60, v60, 3, v55
	buffer_load_dword v61, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v65, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v66, v59, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v47, v47, v42
	v_xor_b32_e32 v42, v45, v40
	v_add_u32_e32 v40, v44, v63
	v_xor_b32_e32 v44, v43, v46
	v_xor_b32_e32 v43, v41, v48
	v_xad_u32 v40, v40, v62, v49
	v_xor_b32_e32 v40, v47, v40
	buffer_store_dword v43, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v42, v58, s[0:3], 0 offen
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v41, v61, v65
	s_waitcnt vmcnt(2)
	v_xad_u32 v41, v41, v66, v64
	v_xor_b32_e32 v41, v44, v41
	buffer_store_dword v41, v58, s[0:3], 0 offen offset:12
	buffer_store_dword v40, v58, s[0:3], 0 offen offset:8
	s_cbranch_scc1 .LBB0_8
; %bb.10:                               ;   in Loop: Header=BB0_9 Depth=2
	buffer_load_dword v50, off, s[0:3], 0 offset:8
	buffer_load_dword v51, off, s[0:3], 0 offset:12
	buffer_load_dword v48, off, s[0:3], 0 offset:16
	buffer_load_dword v49, off, s[0:3], 0 offset:20
	buffer_load_dword v46, off, s[0:3], 0 offset:24
	buffer_load_dword v47, off, s[0:3], 0 offset:28
	buffer_load_dword v44, off, s[0:3], 0 offset:32
	buffer_load_dword v45, off, s[0:3], 0 offset:36
	s_add_i32 s13, s13, 2
	v_add_u32_e32 v58, 16, v58
	s_cbranch_execnz .LBB0_9
.LBB0_11:                               ;   in Loop: Header=BB0_7 Depth=1
	buffer_load_dword v44, off, s[0:3], 0 offset:8
	buffer_load_dword v45, off, s[0:3], 0 offset:12
	buffer_load_dword v46, off, s[0:3], 0 offset:16
	buffer_load_dword v47, off, s[0:3], 0 offset:20
	buffer_load_dword v48, off, s[0:3], 0 offset:24
	buffer_load_dword v49, off, s[0:3], 0 offset:28
	buffer_load_dword v50, off, s[0:3], 0 offset:32
	buffer_load_dword v51, off, s[0:3], 0 offset:36
	buffer_load_dword v58, off, s[0:3], 0 offset:40
	buffer_load_dword v59, off, s[0:3], 0 offset:44
	buffer_load_dword v60, off, s[0:3], 0 offset:48
	buffer_load_dword v61, off, s[0:3], 0 offset:52
	buffer_load_dword v62, off, s[0:3], 0 offset:56
	buffer_load_dword v63, off, s[0:3], 0 offset:60
	buffer_load_dword v64, off, s[0:3], 0 offset:64
	buffer_load_dword v65, off, s[0:3], 0 offset:68
	buffer_load_dword v66, off, s[0:3], 0 offset:72
	buffer_load_dword v67, off, s[0:3], 0 offset:76
	buffer_load_dword v68, off, s[0:3], 0 offset:80
	buffer_load_dword v69, off, s[0:3], 0 offset:84
	buffer_load_dword v70, off, s[0:3], 0 offset:88
	buffer_load_dword v71, off, s[0:3], 0 offset:92
	buffer_load_dword v72, off, s[0:3], 0 offset:96
	buffer_load_dword v73, off, s[0:3], 0 offset:100
	buffer_load_dword v74, off, s[0:3], 0 offset:104
	buffer_load_dword v75, off, s[0:3], 0 offset:108
	buffer_load_dword v76, off, s[0:3], 0 offset:112
	buffer_load_dword v77, off, s[0:3], 0 offset:116
	buffer_load_dword v78, off, s[0:3], 0 offset:120
	buffer_load_dword v79, off, s[0:3], 0 offset:124
	buffer_load_dword v80, off, s[0:3], 0 offset:128
	buffer_load_dword v81, off, s[0:3], 0 offset:132
	buffer_load_dword v82, off, s[0:3], 0 offset:136
	buffer_load_dword v83, off, s[0:3], 0 offset:140
	buffer_load_dword v84, off, s[0:3], 0 offset:144
	buffer_load_dword v85, off, s[0:3], 0 offset:148
	v_mov_b32_e32 v86, 0x98
	s_mov_b32 s13, -8
.LBB0_12:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v42, v44, v42
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v43, v45, v43
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(41)
	v_xor_b32_e32 v40, v46, v40
	s_waitcnt vmcnt(40)
	v_xor_b32_e32 v41, v47, v41
	s_waitcnt vmcnt(39)
	v_xor_b32_e32 v42, v48, v42
	s_waitcnt vmcnt(38)
	v_xor_b32_e32 v43, v49, v43
	s_add_i32 s13, s13, 8
	s_cmp_lt_u32 s13, s20
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v50, v40
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v58, v42
	v_xor_b32_e32 v43, v43, v59
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v60, v40
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v62, v42
	v_xor_b32_e32 v43, v43, v63
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v64, v40
	v_xor_b32_e32 v41, v41, v65
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v66, v42
	v_xor_b32_e32 v43, v43, v67
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v68, v40
	v_xor_b32_e32 v41, v41, v69
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v70, v42
	v_xor_b32_e32 v43, v43, v71
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v72, v40
	v_xor_b32_e32 v41, v41, v73
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v74, v42
	v_xor_b32_e32 v43, v43, v75
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v76, v40
	v_xor_b32_e32 v41, v41, v77
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v78, v42
	v_xor_b32_e32 v43, v43, v79
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v80, v40
	v_xor_b32_e32 v41, v41, v81
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v82, v42
	v_xor_b32_e32 v43, v43, v83
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v97, v87, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	buffer_load_dword v99, v90, s[0:3], 0 offen
	buffer_load_dword v100, v88, s[0:3], 0 offen
	buffer_load_dword v101, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v103, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v104, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v84, v40
	v_xor_b32_e32 v41, v41, v85
	v_xor_b32_e32 v95, v40, v44
	v_xor_b32_e32 v96, v41, v45
	buffer_store_dword v40, v86, s[0:3], 0 offen
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:4
	v_and_b32_e32 v40, s19, v95
	v_lshrrev_b32_e32 v41, 24, v95
	v_bfe_u32 v87, v95, 8, 8
	v_bfe_u32 v88, v95, 16, 8
	v_xor_b32_e32 v89, v95, v48
	v_and_b32_e32 v90, s19, v96
	v_lshrrev_b32_e32 v91, 24, v96
	v_bfe_u32 v92, v96, 8, 8
	v_bfe_u32 v93, v96, 16, 8
	v_xor_b32_e32 v94, v96, v49
	v_lshl_add_u32 v40, v40, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v41, v41, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v95, v100, v99
	v_xad_u32 v95, v95, v98, v97
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v96, v102, v101
	v_xor_b32_e32 v42, v42, v95
	s_waitcnt vmcnt(2)
	v_xad_u32 v96, v96, v104, v103
	v_xor_b32_e32 v43, v43, v96
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:8
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:12
	buffer_load_dword v95, v40, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v41, s[0:3], 0 offen
	buffer_load_dword v99, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v46
	v_xor_b32_e32 v43, v43, v47
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v40, v98, v97
	v_xad_u32 v40, v40, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v41, v99, v100
	v_xor_b32_e32 v40, v42, v40
	s_waitcnt vmcnt(0)
	v_xad_u32 v41, v41, v102, v101
	v_xor_b32_e32 v41, v43, v41
	v_and_b32_e32 v42, s19, v40
	v_lshrrev_b32_e32 v43, 24, v40
	v_bfe_u32 v87, v40, 8, 8
	v_bfe_u32 v88, v40, 16, 8
	v_and_b32_e32 v90, s19, v41
	v_lshrrev_b32_e32 v91, 24, v41
	v_bfe_u32 v92, v41, 8, 8
	v_bfe_u32 v93, v41, 16, 8
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v43, v43, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	buffer_load_dword v95, v42, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v43, s[0:3], 0 offen
	buffer_load_dword v99, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v50
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v42, v98, v97
	v_xad_u32 v42, v42, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v43, v100, v99
	v_xor_b32_e32 v42, v89, v42
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v102, v101
	v_xor_b32_e32 v43, v94, v43
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v58
	v_xor_b32_e32 v43, v43, v59
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v60
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v62
	v_xor_b32_e32 v43, v43, v63
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v64
	v_xor_b32_e32 v41, v41, v65
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v66
	v_xor_b32_e32 v43, v43, v67
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v68
	v_xor_b32_e32 v41, v41, v69
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v70
	v_xor_b32_e32 v43, v43, v71
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v72
	v_xor_b32_e32 v41, v41, v73
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v74
	v_xor_b32_e32 v43, v43, v75
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v76
	v_xor_b32_e32 v41, v41, v77
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v78
	v_xor_b32_e32 v43, v43, v79
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v80
	v_xor_b32_e32 v41, v41, v81
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v82
	v_xor_b32_e32 v43, v43, v83
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v97, v87, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	buffer_load_dword v99, v90, s[0:3], 0 offen
	buffer_load_dword v100, v88, s[0:3], 0 offen
	buffer_load_dword v101, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v103, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v104, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v84
	v_xor_b32_e32 v41, v41, v85
	v_xor_b32_e32 v95, v40, v44
	v_xor_b32_e32 v96, v41, v45
	buffer_store_dword v40, v86, s[0:3], 0 offen offset:16
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:20
	v_and_b32_e32 v40, s19, v95
	v_lshrrev_b32_e32 v41, 24, v95
	v_bfe_u32 v87, v95, 8, 8
	v_bfe_u32 v88, v95, 16, 8
	v_xor_b32_e32 v89, v95, v48
	v_and_b32_e32 v90, s19, v96
	v_lshrrev_b32_e32 v91, 24, v96
	v_bfe_u32 v92, v96, 8, 8
	v_bfe_u32 v93, v96, 16, 8
	v_xor_b32_e32 v94, v96, v49
	v_lshl_add_u32 v40, v40, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v41, v41, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v95, v100, v99
	v_xad_u32 v95, v95, v98, v97
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v96, v102, v101
	v_xor_b32_e32 v42, v42, v95
	s_waitcnt vmcnt(2)
	v_xad_u32 v96, v96, v104, v103
	v_xor_b32_e32 v43, v43, v96
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:24
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:28
	buffer_load_dword v95, v40, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v41, s[0:3], 0 offen
	buffer_load_dword v99, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v46
	v_xor_b32_e32 v43, v43, v47
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v40, v98, v97
	v_xad_u32 v40, v40, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v41, v99, v100
	v_xor_b32_e32 v40, v42, v40
	s_waitcnt vmcnt(0)
	v_xad_u32 v41, v41, v102, v101
	v_xor_b32_e32 v41, v43, v41
	v_and_b32_e32 v42, s19, v40
	v_lshrrev_b32_e32 v43, 24, v40
	v_bfe_u32 v87, v40, 8, 8
	v_bfe_u32 v88, v40, 16, 8
	v_and_b32_e32 v90, s19, v41
	v_lshrrev_b32_e32 v91, 24, v41
	v_bfe_u32 v92, v41, 8, 8
	v_bfe_u32 v93, v41, 16, 8
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v43, v43, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	buffer_load_dword v95, v42, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v43, s[0:3], 0 offen
	buffer_load_dword v99, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v50
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v42, v98, v97
	v_xad_u32 v42, v42, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v43, v100, v99
	v_xor_b32_e32 v42, v89, v42
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v102, v101
	v_xor_b32_e32 v43, v94, v43
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v58
	v_xor_b32_e32 v43, v43, v59
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v60
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v62
	v_xor_b32_e32 v43, v43, v63
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v64
	v_xor_b32_e32 v41, v41, v65
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v66
	v_xor_b32_e32 v43, v43, v67
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v68
	v_xor_b32_e32 v41, v41, v69
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v70
	v_xor_b32_e32 v43, v43, v71
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v72
	v_xor_b32_e32 v41, v41, v73
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v74
	v_xor_b32_e32 v43, v43, v75
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v76
	v_xor_b32_e32 v41, v41, v77
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v78
	v_xor_b32_e32 v43, v43, v79
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v80
	v_xor_b32_e32 v41, v41, v81
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v82
	v_xor_b32_e32 v43, v43, v83
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v97, v87, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	buffer_load_dword v99, v90, s[0:3], 0 offen
	buffer_load_dword v100, v88, s[0:3], 0 offen
	buffer_load_dword v101, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v103, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v104, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v84
	v_xor_b32_e32 v41, v41, v85
	v_xor_b32_e32 v95, v40, v44
	v_xor_b32_e32 v96, v41, v45
	buffer_store_dword v40, v86, s[0:3], 0 offen offset:32
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:36
	v_and_b32_e32 v40, s19, v95
	v_lshrrev_b32_e32 v41, 24, v95
	v_bfe_u32 v87, v95, 8, 8
	v_bfe_u32 v88, v95, 16, 8
	v_xor_b32_e32 v89, v95, v48
	v_and_b32_e32 v90, s19, v96
	v_lshrrev_b32_e32 v91, 24, v96
	v_bfe_u32 v92, v96, 8, 8
	v_bfe_u32 v93, v96, 16, 8
	v_xor_b32_e32 v94, v96, v49
	v_lshl_add_u32 v40, v40, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v41, v41, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v95, v100, v99
	v_xad_u32 v95, v95, v98, v97
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v96, v102, v101
	v_xor_b32_e32 v42, v42, v95
	s_waitcnt vmcnt(2)
	v_xad_u32 v96, v96, v104, v103
	v_xor_b32_e32 v43, v43, v96
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:40
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:44
	buffer_load_dword v95, v40, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v41, s[0:3], 0 offen
	buffer_load_dword v99, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v46
	v_xor_b32_e32 v43, v43, v47
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v40, v98, v97
	v_xad_u32 v40, v40, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v41, v99, v100
	v_xor_b32_e32 v40, v42, v40
	s_waitcnt vmcnt(0)
	v_xad_u32 v41, v41, v102, v101
	v_xor_b32_e32 v41, v43, v41
	v_and_b32_e32 v42, s19, v40
	v_lshrrev_b32_e32 v43, 24, v40
	v_bfe_u32 v87, v40, 8, 8
	v_bfe_u32 v88, v40, 16, 8
	v_and_b32_e32 v90, s19, v41
	v_lshrrev_b32_e32 v91, 24, v41
	v_bfe_u32 v92, v41, 8, 8
	v_bfe_u32 v93, v41, 16, 8
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v43, v43, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	buffer_load_dword v95, v42, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v43, s[0:3], 0 offen
	buffer_load_dword v99, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v50
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v42, v98, v97
	v_xad_u32 v42, v42, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v43, v100, v99
	v_xor_b32_e32 v42, v89, v42
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v102, v101
	v_xor_b32_e32 v43, v94, v43
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v58
	v_xor_b32_e32 v43, v43, v59
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v60
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v62
	v_xor_b32_e32 v43, v43, v63
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v64
	v_xor_b32_e32 v41, v41, v65
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v66
	v_xor_b32_e32 v43, v43, v67
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v68
	v_xor_b32_e32 v41, v41, v69
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v70
	v_xor_b32_e32 v43, v43, v71
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v72
	v_xor_b32_e32 v41, v41, v73
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v74
	v_xor_b32_e32 v43, v43, v75
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v76
	v_xor_b32_e32 v41, v41, v77
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v78
	v_xor_b32_e32 v43, v43, v79
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v80
	v_xor_b32_e32 v41, v41, v81
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v88, v43, v83
	v_xor_b32_e32 v43, v41, v85
	v_xor_b32_e32 v87, v42, v82
	v_xor_b32_e32 v42, v40, v84
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:52
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:48
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v40, v98, v97
	v_xad_u32 v40, v40, v96, v95
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v41, v100, v99
	v_xor_b32_e32 v40, v87, v40
	s_waitcnt vmcnt(2)
	v_xad_u32 v41, v41, v102, v101
	v_xor_b32_e32 v41, v88, v41
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:60
	buffer_store_dword v40, v86, s[0:3], 0 offen offset:56
	v_add_u32_e32 v86, 64, v86
	s_cbranch_scc1 .LBB0_12
; %bb.13:                               ;   in Loop: Header=BB0_7 Depth=1
	buffer_load_dword v40, off, s[0:3], 0 offset:8
	buffer_load_dword v41, off, s[0:3], 0 offset:12
	buffer_load_dword v42, off, s[0:3], 0 offset:16
	buffer_load_dword v43, off, s[0:3], 0 offset:20
	buffer_load_dword v44, off, s[0:3], 0 offset:24
	buffer_load_dword v45, off, s[0:3], 0 offset:28
	buffer_load_dword v58, off, s[0:3], 0 offset:32
	buffer_load_dword v59, off, s[0:3], 0 offset:36
	buffer_load_dword v60, off, s[0:3], 0 offset:40
	buffer_load_dword v61, off, s[0:3], 0 offset:44
	buffer_load_dword v62, off, s[0:3], 0 offset:48
	buffer_load_dword v63, off, s[0:3], 0 offset:52
	buffer_load_dword v64, off, s[0:3], 0 offset:56
	buffer_load_dword v65, off, s[0:3], 0 offset:60
	buffer_load_dword v66, off, s[0:3], 0 offset:64
	buffer_load_dword v67, off, s[0:3], 0 offset:68
	buffer_load_dword v68, off, s[0:3], 0 offset:84
	buffer_load_dword v69, off, s[0:3], 0 offset:88
	buffer_load_dword v70, off, s[0:3], 0 offset:92
	buffer_load_dword v71, off, s[0:3], 0 offset:96
	buffer_load_dword v72, off, s[0:3], 0 offset:100
	buffer_load_dword v73, off, s[0:3], 0 offset:72
	buffer_load_dword v74, off, s[0:3], 0 offset:76
	buffer_load_dword v75, off, s[0:3], 0 offset:80
	buffer_load_dword v76, off, s[0:3], 0 offset:104
	buffer_load_dword v77, off, s[0:3], 0 offset:108
	buffer_load_dword v78, off, s[0:3], 0 offset:112
	buffer_load_dword v79, off, s[0:3], 0 offset:116
	buffer_load_dword v80, off, s[0:3], 0 offset:120
	buffer_load_dword v81, off, s[0:3], 0 offset:124
	buffer_load_dword v82, off, s[0:3], 0 offset:128
	buffer_load_dword v83, off, s[0:3], 0 offset:132
	buffer_load_dword v84, off, s[0:3], 0 offset:136
	buffer_load_dword v85, off, s[0:3], 0 offset:140
	buffer_load_dword v86, off, s[0:3], 0 offset:144
	buffer_load_dword v87, off, s[0:3], 0 offset:148
	s_mov_b32 s14, 0
	s_mov_b32 s15, s14
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v50, s8, v40
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v51, s9, v41
	s_waitcnt vmcnt(33)
	v_xor_b32_e32 v48, s4, v42
	s_waitcnt vmcnt(32)
	v_xor_b32_e32 v49, s5, v43
	s_waitcnt vmcnt(31)
	v_xor_b32_e32 v46, s10, v44
	s_waitcnt vmcnt(30)
	v_xor_b32_e32 v47, s11, v45
	s_waitcnt vmcnt(29)
	v_xor_b32_e32 v44, s6, v58
	s_waitcnt vmcnt(28)
	v_xor_b32_e32 v45, s7, v59
	s_waitcnt vmcnt(27)
	v_xor_b32_e32 v41, s8, v60
	s_waitcnt vmcnt(26)
	v_xor_b32_e32 v40, s9, v61
	s_waitcnt vmcnt(25)
	v_xor_b32_e32 v43, s4, v62
	s_waitcnt vmcnt(24)
	v_xor_b32_e32 v42, s5, v63
	s_waitcnt vmcnt(23)
	v_xor_b32_e32 v59, s10, v64
	s_waitcnt vmcnt(22)
	v_xor_b32_e32 v58, s11, v65
	s_waitcnt vmcnt(21)
	v_xor_b32_e32 v61, s6, v66
	s_waitcnt vmcnt(20)
	v_xor_b32_e32 v60, s7, v67
	s_waitcnt vmcnt(19)
	v_xor_b32_e32 v65, s5, v68
	s_waitcnt vmcnt(18)
	v_xor_b32_e32 v66, s10, v69
	s_waitcnt vmcnt(17)
	v_xor_b32_e32 v67, s11, v70
	s_waitcnt vmcnt(16)
	v_xor_b32_e32 v68, s6, v71
	s_waitcnt vmcnt(15)
	v_xor_b32_e32 v69, s7, v72
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v62, s8, v73
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v63, s9, v74
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v64, s4, v75
	buffer_store_dword v50, off, s[0:3], 0 offset:8
	buffer_store_dword v51, off, s[0:3], 0 offset:12
	buffer_store_dword v48, off, s[0:3], 0 offset:16
	buffer_store_dword v49, off, s[0:3], 0 offset:20
	buffer_store_dword v46, off, s[0:3], 0 offset:24
	buffer_store_dword v47, off, s[0:3], 0 offset:28
	buffer_store_dword v44, off, s[0:3], 0 offset:32
	buffer_store_dword v45, off, s[0:3], 0 offset:36
	buffer_store_dword v41, off, s[0:3], 0 offset:40
	buffer_store_dword v40, off, s[0:3], 0 offset:44
	buffer_store_dword v43, off, s[0:3], 0 offset:48
	buffer_store_dword v42, off, s[0:3], 0 offset:52
	buffer_store_dword v59, off, s[0:3], 0 offset:56
	buffer_store_dword v58, off, s[0:3], 0 offset:60
	buffer_store_dword v61, off, s[0:3], 0 offset:64
	buffer_store_dword v60, off, s[0:3], 0 offset:68
	buffer_store_dword v63, off, s[0:3], 0 offset:76
	buffer_store_dword v62, off, s[0:3], 0 offset:72
	buffer_store_dword v65, off, s[0:3], 0 offset:84
	buffer_store_dword v64, off, s[0:3], 0 offset:80
	buffer_store_dword v67, off, s[0:3], 0 offset:92
	buffer_store_dword v66, off, s[0:3], 0 offset:88
	buffer_store_dword v69, off, s[0:3], 0 offset:100
	buffer_store_dword v68, off, s[0:3], 0 offset:96
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, s8, v76
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, s9, v77
	buffer_store_dword v41, off, s[0:3], 0 offset:108
	buffer_store_dword v40, off, s[0:3], 0 offset:104
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, s4, v78
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, s5, v79
	buffer_store_dword v41, off, s[0:3], 0 offset:116
	buffer_store_dword v40, off, s[0:3], 0 offset:112
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, s10, v80
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, s11, v81
	buffer_store_dword v41, off, s[0:3], 0 offset:124
	buffer_store_dword v40, off, s[0:3], 0 offset:120
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, s6, v82
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, s7, v83
	buffer_store_dword v41, off, s[0:3], 0 offset:132
	buffer_store_dword v40, off, s[0:3], 0 offset:128
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, s8, v84
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, s9, v85
	buffer_store_dword v41, off, s[0:3], 0 offset:140
	buffer_store_dword v40, off, s[0:3], 0 offset:136
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v40, s4, v86
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v41, s5, v87
	buffer_store_dword v41, off, s[0:3], 0 offset:148
	buffer_store_dword v40, off, s[0:3], 0 offset:144
	v_mov_b32_e32 v41, s15
	v_mov_b32_e32 v43, s15
	v_mov_b32_e32 v58, 8
	v_mov_b32_e32 v40, s14
	v_mov_b32_e32 v42, s14
	s_branch .LBB0_15
.LBB0_14:                               ;   in Loop: Header=BB0_7 Depth=1
                                        ; implicit-def: $sgpr14
                                        ; implicit-def: $vgpr50_vgpr51
                                        ; implicit-def: $vgpr48_vgpr49
                                        ; implicit-def: $vgpr46_vgpr47
                                        ; implicit-def: $vgpr44_vgpr45
                                        ; implicit-def: $vgpr58
	s_branch .LBB0_17
.LBB0_15:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v42, v50, v42
	v_lshrrev_b32_e32 v59, 24, v42
	v_bfe_u32 v61, v42, 16, 8
	v_lshl_add_u32 v59, v59, 3, v57
	v_and_b32_e32 v50, s19, v42
	v_bfe_u32 v60, v42, 8, 8
	v_lshl_add_u32 v61, v61, 3, v55
	buffer_load_dword v59, v59, s[0:3], 0 offen
	v_lshl_add_u32 v50, v50, 3, v56
	v_lshl_add_u32 v60, v60, 3, v54
	buffer_load_dword v62, v61, s[0:3], 0 offen
	buffer_load_dword v63, v60, s[0:3], 0 offen
	buffer_load_dword v64, v50, s[0:3], 0 offen
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v40, v48, v40
	buffer_load_dword v48, off, s[0:3], 0 offset:148
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v42, v46, v42
	v_xor_b32_e32 v43, v51, v43
	v_bfe_u32 v51, v43, 16, 8
	v_lshl_add_u32 v51, v51, 3, v55
	v_xor_b32_e32 v41, v49, v41
	s_cmp_gt_u32 s14, 15
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v50, v59, v62
	s_waitcnt vmcnt(1)
	v_xad_u32 v50, v50, v63, v64
	v_xor_b32_e32 v40, v40, v50
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v59, v40, 16, 8
	v_and_b32_e32 v60, s19, v40
	v_bfe_u32 v61, v40, 8, 8
	v_lshl_add_u32 v50, v50, 3, v57
	v_lshl_add_u32 v59, v59, 3, v55
	v_lshl_add_u32 v60, v60, 3, v56
	v_lshl_add_u32 v61, v61, 3, v54
	buffer_load_dword v62, v50, s[0:3], 0 offen
	buffer_load_dword v63, v60, s[0:3], 0 offen
	buffer_load_dword v64, v59, s[0:3], 0 offen
	buffer_load_dword v65, v61, s[0:3], 0 offen
	v_xor_b32_e32 v40, v44, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v62, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v65, v63
	v_xor_b32_e32 v42, v42, v46
	v_lshrrev_b32_e32 v46, 24, v42
	v_bfe_u32 v50, v42, 16, 8
	v_and_b32_e32 v59, s19, v42
	v_bfe_u32 v60, v42, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v50, v50, 3, v55
	v_lshl_add_u32 v59, v59, 3, v56
	v_lshl_add_u32 v60, v60, 3, v54
	buffer_load_dword v61, v46, s[0:3], 0 offen
	buffer_load_dword v62, v59, s[0:3], 0 offen
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v64, v60, s[0:3], 0 offen
                                        ; kill: killed $vgpr59
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr60
                                        ; kill: killed $vgpr50
	s_nop 0
	buffer_load_dword v46, off, s[0:3], 0 offset:40
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v44, v61, v63
	s_waitcnt vmcnt(1)
	v_xad_u32 v44, v44, v64, v62
	v_xor_b32_e32 v40, v40, v44
	v_lshrrev_b32_e32 v44, 24, v40
	v_bfe_u32 v50, v40, 16, 8
	v_and_b32_e32 v59, s19, v40
	v_bfe_u32 v60, v40, 8, 8
	v_lshl_add_u32 v50, v50, 3, v55
	v_lshl_add_u32 v44, v44, 3, v57
	v_lshl_add_u32 v59, v59, 3, v56
	v_lshl_add_u32 v60, v60, 3, v54
	buffer_load_dword v61, v44, s[0:3], 0 offen
	buffer_load_dword v62, v59, s[0:3], 0 offen
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v64, v60, s[0:3], 0 offen
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr59
                                        ; kill: killed $vgpr44
                                        ; kill: killed $vgpr60
	s_nop 0
	buffer_load_dword v44, off, s[0:3], 0 offset:44
	buffer_load_dword v50, off, s[0:3], 0 offset:48
	buffer_load_dword v59, off, s[0:3], 0 offset:52
	buffer_load_dword v60, off, s[0:3], 0 offset:56
	buffer_load_dword v65, off, s[0:3], 0 offset:60
	buffer_load_dword v66, off, s[0:3], 0 offset:64
	buffer_load_dword v67, off, s[0:3], 0 offset:68
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v42, v46, v42
	s_waitcnt vmcnt(8)
	v_add_u32_e32 v46, v61, v63
	s_waitcnt vmcnt(7)
	v_xad_u32 v46, v46, v64, v62
	v_xor_b32_e32 v42, v42, v46
	v_lshrrev_b32_e32 v46, 24, v42
	v_bfe_u32 v61, v42, 16, 8
	v_and_b32_e32 v62, s19, v42
	v_bfe_u32 v63, v42, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v61, v61, 3, v55
	v_lshl_add_u32 v62, v62, 3, v56
	v_lshl_add_u32 v63, v63, 3, v54
	buffer_load_dword v64, v46, s[0:3], 0 offen
	buffer_load_dword v68, v62, s[0:3], 0 offen
	buffer_load_dword v69, v61, s[0:3], 0 offen
	buffer_load_dword v70, v63, s[0:3], 0 offen
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v40, v50, v40
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v42, v60, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v64, v69
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v70, v68
	v_xor_b32_e32 v40, v40, v46
	v_lshrrev_b32_e32 v46, 24, v40
	v_bfe_u32 v50, v40, 16, 8
	v_and_b32_e32 v61, s19, v40
	v_bfe_u32 v62, v40, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v50, v50, 3, v55
	v_lshl_add_u32 v61, v61, 3, v56
	v_lshl_add_u32 v62, v62, 3, v54
	buffer_load_dword v63, v46, s[0:3], 0 offen
	buffer_load_dword v64, v61, s[0:3], 0 offen
	buffer_load_dword v68, v50, s[0:3], 0 offen
	buffer_load_dword v69, v62, s[0:3], 0 offen
	v_xor_b32_e32 v40, v66, v40
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v63, v68
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v69, v64
	v_xor_b32_e32 v42, v42, v46
	v_lshrrev_b32_e32 v46, 24, v42
	v_bfe_u32 v50, v42, 16, 8
	v_and_b32_e32 v60, s19, v42
	v_bfe_u32 v61, v42, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v50, v50, 3, v55
	v_lshl_add_u32 v60, v60, 3, v56
	v_lshl_add_u32 v61, v61, 3, v54
	buffer_load_dword v62, v46, s[0:3], 0 offen
	buffer_load_dword v63, v60, s[0:3], 0 offen
	buffer_load_dword v64, v50, s[0:3], 0 offen
	buffer_load_dword v68, v61, s[0:3], 0 offen
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr60
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr61
	s_nop 0
	buffer_load_dword v46, off, s[0:3], 0 offset:72
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v50, v62, v64
	s_waitcnt vmcnt(1)
	v_xad_u32 v50, v50, v68, v63
	v_xor_b32_e32 v40, v40, v50
	v_lshrrev_b32_e32 v50, 24, v40
	v_bfe_u32 v60, v40, 16, 8
	v_and_b32_e32 v61, s19, v40
	v_bfe_u32 v62, v40, 8, 8
	v_lshl_add_u32 v60, v60, 3, v55
	v_lshl_add_u32 v50, v50, 3, v57
	v_lshl_add_u32 v61, v61, 3, v56
	v_lshl_add_u32 v62, v62, 3, v54
	buffer_load_dword v63, v50, s[0:3], 0 offen
	buffer_load_dword v64, v61, s[0:3], 0 offen
	buffer_load_dword v66, v60, s[0:3], 0 offen
	buffer_load_dword v68, v62, s[0:3], 0 offen
                                        ; kill: killed $vgpr60
                                        ; kill: killed $vgpr61
                                        ; kill: killed $vgpr50
                                        ; kill: killed $vgpr62
	s_nop 0
	buffer_load_dword v50, off, s[0:3], 0 offset:76
	buffer_load_dword v60, off, s[0:3], 0 offset:80
	buffer_load_dword v61, off, s[0:3], 0 offset:84
	buffer_load_dword v62, off, s[0:3], 0 offset:88
	buffer_load_dword v69, off, s[0:3], 0 offset:92
	buffer_load_dword v70, off, s[0:3], 0 offset:96
	buffer_load_dword v71, off, s[0:3], 0 offset:100
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v42, v46, v42
	s_waitcnt vmcnt(8)
	v_add_u32_e32 v46, v63, v66
	s_waitcnt vmcnt(7)
	v_xad_u32 v46, v46, v68, v64
	v_xor_b32_e32 v42, v42, v46
	v_lshrrev_b32_e32 v46, 24, v42
	v_bfe_u32 v63, v42, 16, 8
	v_and_b32_e32 v64, s19, v42
	v_bfe_u32 v66, v42, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v63, v63, 3, v55
	v_lshl_add_u32 v64, v64, 3, v56
	v_lshl_add_u32 v66, v66, 3, v54
	buffer_load_dword v68, v46, s[0:3], 0 offen
	buffer_load_dword v72, v64, s[0:3], 0 offen
	buffer_load_dword v73, v63, s[0:3], 0 offen
	buffer_load_dword v74, v66, s[0:3], 0 offen
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v40, v60, v40
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v42, v62, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v68, v73
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v74, v72
	v_xor_b32_e32 v40, v40, v46
	v_lshrrev_b32_e32 v46, 24, v40
	v_bfe_u32 v60, v40, 16, 8
	v_and_b32_e32 v63, s19, v40
	v_bfe_u32 v64, v40, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v60, v60, 3, v55
	v_lshl_add_u32 v63, v63, 3, v56
	v_lshl_add_u32 v64, v64, 3, v54
	buffer_load_dword v66, v46, s[0:3], 0 offen
	buffer_load_dword v68, v63, s[0:3], 0 offen
	buffer_load_dword v72, v60, s[0:3], 0 offen
	buffer_load_dword v73, v64, s[0:3], 0 offen
	v_and_b32_e32 v46, s19, v43
	v_lshrrev_b32_e32 v60, 24, v43
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v60, v60, 3, v57
	v_bfe_u32 v63, v43, 8, 8
	buffer_load_dword v46, v46, s[0:3], 0 offen offset:4
	v_lshl_add_u32 v63, v63, 3, v54
	buffer_load_dword v51, v51, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v70, v40
	buffer_load_dword v60, v60, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v47, v43
	buffer_load_dword v63, v63, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v62, v66, v72
	s_waitcnt vmcnt(4)
	v_xad_u32 v62, v62, v73, v68
	v_xor_b32_e32 v42, v42, v62
	v_lshrrev_b32_e32 v62, 24, v42
	v_bfe_u32 v64, v42, 16, 8
	v_and_b32_e32 v66, s19, v42
	v_bfe_u32 v68, v42, 8, 8
	v_lshl_add_u32 v62, v62, 3, v57
	v_lshl_add_u32 v64, v64, 3, v55
	v_lshl_add_u32 v66, v66, 3, v56
	v_lshl_add_u32 v68, v68, 3, v54
	buffer_load_dword v72, v62, s[0:3], 0 offen
	buffer_load_dword v73, v66, s[0:3], 0 offen
	buffer_load_dword v74, v64, s[0:3], 0 offen
	buffer_load_dword v75, v68, s[0:3], 0 offen
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v51, v60, v51
	s_waitcnt vmcnt(4)
	v_xad_u32 v46, v51, v63, v46
	v_xor_b32_e32 v41, v41, v46
	v_and_b32_e32 v46, s19, v41
	v_bfe_u32 v49, v41, 16, 8
	v_lshrrev_b32_e32 v51, 24, v41
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v51, v51, 3, v57
	buffer_load_dword v46, v46, s[0:3], 0 offen offset:4
	v_bfe_u32 v60, v41, 8, 8
	buffer_load_dword v49, v49, s[0:3], 0 offen offset:4
	v_lshl_add_u32 v60, v60, 3, v54
	buffer_load_dword v51, v51, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v60, v60, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v62, off, s[0:3], 0 offset:104
	v_xor_b32_e32 v41, v41, v45
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v63, v72, v74
	s_waitcnt vmcnt(5)
	v_xad_u32 v63, v63, v75, v73
	v_xor_b32_e32 v40, v40, v63
	v_lshrrev_b32_e32 v63, 24, v40
	v_bfe_u32 v64, v40, 16, 8
	v_and_b32_e32 v66, s19, v40
	v_bfe_u32 v68, v40, 8, 8
	v_lshl_add_u32 v63, v63, 3, v57
	v_lshl_add_u32 v64, v64, 3, v55
	v_lshl_add_u32 v66, v66, 3, v56
	v_lshl_add_u32 v68, v68, 3, v54
	buffer_load_dword v70, v63, s[0:3], 0 offen
	buffer_load_dword v72, v66, s[0:3], 0 offen
	buffer_load_dword v73, v64, s[0:3], 0 offen
	buffer_load_dword v74, v68, s[0:3], 0 offen
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v49, v51, v49
	s_waitcnt vmcnt(5)
	v_xad_u32 v46, v49, v60, v46
	v_xor_b32_e32 v43, v43, v46
	v_and_b32_e32 v46, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshrrev_b32_e32 v68, 24, v43
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v68, v68, 3, v57
	buffer_load_dword v46, v46, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v42, v62, v42
	buffer_load_dword v47, v47, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v49, v49, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v51, off, s[0:3], 0 offset:132
	buffer_load_dword v60, off, s[0:3], 0 offset:124
	buffer_load_dword v63, off, s[0:3], 0 offset:116
	buffer_load_dword v64, off, s[0:3], 0 offset:112
	buffer_load_dword v66, off, s[0:3], 0 offset:108
	v_xor_b32_e32 v43, v43, v44
	buffer_load_dword v68, v68, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(10)
	v_add_u32_e32 v62, v70, v73
	s_waitcnt vmcnt(9)
	v_xad_u32 v62, v62, v74, v72
	v_xor_b32_e32 v42, v42, v62
	v_lshrrev_b32_e32 v62, 24, v42
	v_bfe_u32 v70, v42, 16, 8
	v_and_b32_e32 v72, s19, v42
	v_bfe_u32 v73, v42, 8, 8
	v_lshl_add_u32 v62, v62, 3, v57
	v_lshl_add_u32 v70, v70, 3, v55
	v_lshl_add_u32 v72, v72, 3, v56
	v_lshl_add_u32 v73, v73, 3, v54
	buffer_load_dword v74, v62, s[0:3], 0 offen
	buffer_load_dword v75, v72, s[0:3], 0 offen
	buffer_load_dword v76, v70, s[0:3], 0 offen
	buffer_load_dword v77, v73, s[0:3], 0 offen
                                        ; kill: killed $vgpr70
                                        ; kill: killed $vgpr72
                                        ; kill: killed $vgpr62
                                        ; kill: killed $vgpr73
	s_nop 0
	buffer_load_dword v62, off, s[0:3], 0 offset:120
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v40, v64, v40
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v45, v68, v49
	v_xad_u32 v45, v45, v47, v46
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v45, 24, v41
	v_lshl_add_u32 v45, v45, 3, v57
	buffer_load_dword v45, v45, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v46, v74, v76
	s_waitcnt vmcnt(2)
	v_xad_u32 v46, v46, v77, v75
	v_xor_b32_e32 v40, v40, v46
	v_lshrrev_b32_e32 v46, 24, v40
	v_bfe_u32 v47, v40, 16, 8
	v_and_b32_e32 v49, s19, v40
	v_bfe_u32 v64, v40, 8, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v47, v47, 3, v55
	v_lshl_add_u32 v49, v49, 3, v56
	v_lshl_add_u32 v64, v64, 3, v54
	buffer_load_dword v68, v46, s[0:3], 0 offen
	buffer_load_dword v70, v49, s[0:3], 0 offen
	buffer_load_dword v72, v47, s[0:3], 0 offen
	buffer_load_dword v73, v64, s[0:3], 0 offen
                                        ; kill: killed $vgpr49
                                        ; kill: killed $vgpr46
                                        ; kill: killed $vgpr64
                                        ; kill: killed $vgpr47
	s_nop 0
	buffer_load_dword v46, off, s[0:3], 0 offset:128
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v42, v62, v42
	v_and_b32_e32 v47, s19, v41
	v_lshl_add_u32 v47, v47, 3, v56
	buffer_load_dword v47, v47, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v49, v68, v72
	s_waitcnt vmcnt(2)
	v_xad_u32 v49, v49, v73, v70
	v_xor_b32_e32 v42, v42, v49
	v_lshrrev_b32_e32 v49, 24, v42
	v_bfe_u32 v62, v42, 16, 8
	v_and_b32_e32 v64, s19, v42
	v_bfe_u32 v68, v42, 8, 8
	v_lshl_add_u32 v62, v62, 3, v55
	v_lshl_add_u32 v49, v49, 3, v57
	v_lshl_add_u32 v64, v64, 3, v56
	v_lshl_add_u32 v68, v68, 3, v54
	buffer_load_dword v70, v49, s[0:3], 0 offen
	buffer_load_dword v72, v64, s[0:3], 0 offen
	buffer_load_dword v73, v62, s[0:3], 0 offen
	buffer_load_dword v74, v68, s[0:3], 0 offen
	v_bfe_u32 v62, v41, 16, 8
	v_bfe_u32 v49, v41, 8, 8
	v_lshl_add_u32 v62, v62, 3, v55
	v_lshl_add_u32 v49, v49, 3, v54
	buffer_load_dword v64, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v68, v49, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v40, v46, v40
	v_xor_b32_e32 v41, v41, v59
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v44, v70, v73
	s_waitcnt vmcnt(2)
	v_xad_u32 v44, v44, v74, v72
	v_xor_b32_e32 v40, v40, v44
	v_lshrrev_b32_e32 v44, 24, v40
	v_lshl_add_u32 v44, v44, 3, v57
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v45, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v68, v47
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	buffer_load_dword v44, v44, s[0:3], 0 offen
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v62, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v68, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v70, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v65
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v62, v68
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v70, v64
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v68, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v67
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v59, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v68, v62
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v65, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v50
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v59, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v65, v62
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v65, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v59, v64
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v65, v62
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v69
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v64, v59
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v71
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v66
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v63
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v43, v43, v60
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v41, v41, v45
	v_lshrrev_b32_e32 v46, 24, v41
	v_and_b32_e32 v45, s19, v41
	v_bfe_u32 v47, v41, 8, 8
	v_bfe_u32 v49, v41, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v45, v50, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v45, v45, v62, v59
	v_xor_b32_e32 v43, v43, v45
	v_lshrrev_b32_e32 v46, 24, v43
	v_and_b32_e32 v45, s19, v43
	v_bfe_u32 v47, v43, 8, 8
	v_bfe_u32 v49, v43, 16, 8
	v_lshl_add_u32 v46, v46, 3, v57
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v47, v47, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v60, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v47, s[0:3], 0 offen offset:4
	v_and_b32_e32 v45, s19, v40
	v_bfe_u32 v46, v40, 8, 8
	v_bfe_u32 v47, v40, 16, 8
	v_lshl_add_u32 v45, v45, 3, v56
	v_lshl_add_u32 v46, v46, 3, v54
	v_lshl_add_u32 v47, v47, 3, v55
	buffer_load_dword v49, v45, s[0:3], 0 offen
	buffer_load_dword v62, v46, s[0:3], 0 offen
	buffer_load_dword v63, v47, s[0:3], 0 offen
                                        ; kill: killed $vgpr47
                                        ; kill: killed $vgpr45
                                        ; kill: killed $vgpr46
	s_nop 0
	buffer_load_dword v45, off, s[0:3], 0 offset:144
	buffer_load_dword v46, off, s[0:3], 0 offset:140
	buffer_load_dword v47, off, s[0:3], 0 offset:136
	s_waitcnt vmcnt(7)
	v_add_u32_e32 v50, v50, v60
	s_waitcnt vmcnt(6)
	v_xad_u32 v50, v50, v61, v59
	v_xor_b32_e32 v41, v41, v50
	v_lshrrev_b32_e32 v51, 24, v41
	v_and_b32_e32 v50, s19, v41
	v_bfe_u32 v59, v41, 8, 8
	v_bfe_u32 v60, v41, 16, 8
	v_lshl_add_u32 v51, v51, 3, v57
	v_lshl_add_u32 v50, v50, 3, v56
	v_lshl_add_u32 v59, v59, 3, v54
	v_lshl_add_u32 v60, v60, 3, v55
	buffer_load_dword v61, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v64, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v65, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v66, v59, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v47, v47, v42
	v_xor_b32_e32 v42, v45, v40
	v_add_u32_e32 v40, v44, v63
	v_xor_b32_e32 v44, v43, v46
	v_xor_b32_e32 v43, v41, v48
	v_xad_u32 v40, v40, v62, v49
	v_xor_b32_e32 v40, v47, v40
	buffer_store_dword v43, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v42, v58, s[0:3], 0 offen
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v41, v61, v65
	s_waitcnt vmcnt(2)
	v_xad_u32 v41, v41, v66, v64
	v_xor_b32_e32 v41, v44, v41
	buffer_store_dword v41, v58, s[0:3], 0 offen offset:12
	buffer_store_dword v40, v58, s[0:3], 0 offen offset:8
	s_cbranch_scc1 .LBB0_14
; %bb.16:                               ;   in Loop: Header=BB0_15 Depth=2
	buffer_load_dword v50, off, s[0:3], 0 offset:8
	buffer_load_dword v51, off, s[0:3], 0 offset:12
	buffer_load_dword v48, off, s[0:3], 0 offset:16
	buffer_load_dword v49, off, s[0:3], 0 offset:20
	buffer_load_dword v46, off, s[0:3], 0 offset:24
	buffer_load_dword v47, off, s[0:3], 0 offset:28
	buffer_load_dword v44, off, s[0:3], 0 offset:32
	buffer_load_dword v45, off, s[0:3], 0 offset:36
	s_add_i32 s14, s14, 2
	v_add_u32_e32 v58, 16, v58
	s_cbranch_execnz .LBB0_15
.LBB0_17:                               ;   in Loop: Header=BB0_7 Depth=1
	buffer_load_dword v44, off, s[0:3], 0 offset:8
	buffer_load_dword v45, off, s[0:3], 0 offset:12
	buffer_load_dword v46, off, s[0:3], 0 offset:16
	buffer_load_dword v47, off, s[0:3], 0 offset:20
	buffer_load_dword v48, off, s[0:3], 0 offset:24
	buffer_load_dword v49, off, s[0:3], 0 offset:28
	buffer_load_dword v50, off, s[0:3], 0 offset:32
	buffer_load_dword v51, off, s[0:3], 0 offset:36
	buffer_load_dword v58, off, s[0:3], 0 offset:40
	buffer_load_dword v59, off, s[0:3], 0 offset:44
	buffer_load_dword v60, off, s[0:3], 0 offset:48
	buffer_load_dword v61, off, s[0:3], 0 offset:52
	buffer_load_dword v62, off, s[0:3], 0 offset:56
	buffer_load_dword v63, off, s[0:3], 0 offset:60
	buffer_load_dword v64, off, s[0:3], 0 offset:64
	buffer_load_dword v65, off, s[0:3], 0 offset:68
	buffer_load_dword v66, off, s[0:3], 0 offset:72
	buffer_load_dword v67, off, s[0:3], 0 offset:76
	buffer_load_dword v68, off, s[0:3], 0 offset:80
	buffer_load_dword v69, off, s[0:3], 0 offset:84
	buffer_load_dword v70, off, s[0:3], 0 offset:88
	buffer_load_dword v71, off, s[0:3], 0 offset:92
	buffer_load_dword v72, off, s[0:3], 0 offset:96
	buffer_load_dword v73, off, s[0:3], 0 offset:100
	buffer_load_dword v74, off, s[0:3], 0 offset:104
	buffer_load_dword v75, off, s[0:3], 0 offset:108
	buffer_load_dword v76, off, s[0:3], 0 offset:112
	buffer_load_dword v77, off, s[0:3], 0 offset:116
	buffer_load_dword v78, off, s[0:3], 0 offset:120
	buffer_load_dword v79, off, s[0:3], 0 offset:124
	buffer_load_dword v80, off, s[0:3], 0 offset:128
	buffer_load_dword v81, off, s[0:3], 0 offset:132
	buffer_load_dword v82, off, s[0:3], 0 offset:136
	buffer_load_dword v83, off, s[0:3], 0 offset:140
	buffer_load_dword v84, off, s[0:3], 0 offset:144
	buffer_load_dword v85, off, s[0:3], 0 offset:148
	v_mov_b32_e32 v86, 0x98
	s_mov_b32 s13, -8
.LBB0_18:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v42, v44, v42
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v43, v45, v43
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(41)
	v_xor_b32_e32 v40, v46, v40
	s_waitcnt vmcnt(40)
	v_xor_b32_e32 v41, v47, v41
	s_waitcnt vmcnt(39)
	v_xor_b32_e32 v42, v48, v42
	s_waitcnt vmcnt(38)
	v_xor_b32_e32 v43, v49, v43
	s_add_i32 s13, s13, 8
	s_cmp_lt_u32 s13, s20
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v50, v40
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v58, v42
	v_xor_b32_e32 v43, v43, v59
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v60, v40
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v62, v42
	v_xor_b32_e32 v43, v43, v63
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v64, v40
	v_xor_b32_e32 v41, v41, v65
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v66, v42
	v_xor_b32_e32 v43, v43, v67
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v68, v40
	v_xor_b32_e32 v41, v41, v69
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v70, v42
	v_xor_b32_e32 v43, v43, v71
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v72, v40
	v_xor_b32_e32 v41, v41, v73
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v74, v42
	v_xor_b32_e32 v43, v43, v75
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v76, v40
	v_xor_b32_e32 v41, v41, v77
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v78, v42
	v_xor_b32_e32 v43, v43, v79
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v80, v40
	v_xor_b32_e32 v41, v41, v81
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v82, v42
	v_xor_b32_e32 v43, v43, v83
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v97, v87, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	buffer_load_dword v99, v90, s[0:3], 0 offen
	buffer_load_dword v100, v88, s[0:3], 0 offen
	buffer_load_dword v101, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v103, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v104, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v84, v40
	v_xor_b32_e32 v41, v41, v85
	v_xor_b32_e32 v95, v40, v44
	v_xor_b32_e32 v96, v41, v45
	buffer_store_dword v40, v86, s[0:3], 0 offen
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:4
	v_and_b32_e32 v40, s19, v95
	v_lshrrev_b32_e32 v41, 24, v95
	v_bfe_u32 v87, v95, 8, 8
	v_bfe_u32 v88, v95, 16, 8
	v_xor_b32_e32 v89, v95, v48
	v_and_b32_e32 v90, s19, v96
	v_lshrrev_b32_e32 v91, 24, v96
	v_bfe_u32 v92, v96, 8, 8
	v_bfe_u32 v93, v96, 16, 8
	v_xor_b32_e32 v94, v96, v49
	v_lshl_add_u32 v40, v40, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v41, v41, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v95, v100, v99
	v_xad_u32 v95, v95, v98, v97
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v96, v102, v101
	v_xor_b32_e32 v42, v42, v95
	s_waitcnt vmcnt(2)
	v_xad_u32 v96, v96, v104, v103
	v_xor_b32_e32 v43, v43, v96
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:8
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:12
	buffer_load_dword v95, v40, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v41, s[0:3], 0 offen
	buffer_load_dword v99, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v46
	v_xor_b32_e32 v43, v43, v47
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v40, v98, v97
	v_xad_u32 v40, v40, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v41, v99, v100
	v_xor_b32_e32 v40, v42, v40
	s_waitcnt vmcnt(0)
	v_xad_u32 v41, v41, v102, v101
	v_xor_b32_e32 v41, v43, v41
	v_and_b32_e32 v42, s19, v40
	v_lshrrev_b32_e32 v43, 24, v40
	v_bfe_u32 v87, v40, 8, 8
	v_bfe_u32 v88, v40, 16, 8
	v_and_b32_e32 v90, s19, v41
	v_lshrrev_b32_e32 v91, 24, v41
	v_bfe_u32 v92, v41, 8, 8
	v_bfe_u32 v93, v41, 16, 8
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v43, v43, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	buffer_load_dword v95, v42, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v43, s[0:3], 0 offen
	buffer_load_dword v99, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v50
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v42, v98, v97
	v_xad_u32 v42, v42, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v43, v100, v99
	v_xor_b32_e32 v42, v89, v42
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v102, v101
	v_xor_b32_e32 v43, v94, v43
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v58
	v_xor_b32_e32 v43, v43, v59
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v60
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v62
	v_xor_b32_e32 v43, v43, v63
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v64
	v_xor_b32_e32 v41, v41, v65
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v66
	v_xor_b32_e32 v43, v43, v67
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v68
	v_xor_b32_e32 v41, v41, v69
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v70
	v_xor_b32_e32 v43, v43, v71
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v72
	v_xor_b32_e32 v41, v41, v73
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v74
	v_xor_b32_e32 v43, v43, v75
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v76
	v_xor_b32_e32 v41, v41, v77
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v78
	v_xor_b32_e32 v43, v43, v79
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v80
	v_xor_b32_e32 v41, v41, v81
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v82
	v_xor_b32_e32 v43, v43, v83
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v97, v87, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	buffer_load_dword v99, v90, s[0:3], 0 offen
	buffer_load_dword v100, v88, s[0:3], 0 offen
	buffer_load_dword v101, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v103, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v104, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v84
	v_xor_b32_e32 v41, v41, v85
	v_xor_b32_e32 v95, v40, v44
	v_xor_b32_e32 v96, v41, v45
	buffer_store_dword v40, v86, s[0:3], 0 offen offset:16
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:20
	v_and_b32_e32 v40, s19, v95
	v_lshrrev_b32_e32 v41, 24, v95
	v_bfe_u32 v87, v95, 8, 8
	v_bfe_u32 v88, v95, 16, 8
	v_xor_b32_e32 v89, v95, v48
	v_and_b32_e32 v90, s19, v96
	v_lshrrev_b32_e32 v91, 24, v96
	v_bfe_u32 v92, v96, 8, 8
	v_bfe_u32 v93, v96, 16, 8
	v_xor_b32_e32 v94, v96, v49
	v_lshl_add_u32 v40, v40, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v41, v41, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v95, v100, v99
	v_xad_u32 v95, v95, v98, v97
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v96, v102, v101
	v_xor_b32_e32 v42, v42, v95
	s_waitcnt vmcnt(2)
	v_xad_u32 v96, v96, v104, v103
	v_xor_b32_e32 v43, v43, v96
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:24
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:28
	buffer_load_dword v95, v40, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v41, s[0:3], 0 offen
	buffer_load_dword v99, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v46
	v_xor_b32_e32 v43, v43, v47
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v40, v98, v97
	v_xad_u32 v40, v40, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v41, v99, v100
	v_xor_b32_e32 v40, v42, v40
	s_waitcnt vmcnt(0)
	v_xad_u32 v41, v41, v102, v101
	v_xor_b32_e32 v41, v43, v41
	v_and_b32_e32 v42, s19, v40
	v_lshrrev_b32_e32 v43, 24, v40
	v_bfe_u32 v87, v40, 8, 8
	v_bfe_u32 v88, v40, 16, 8
	v_and_b32_e32 v90, s19, v41
	v_lshrrev_b32_e32 v91, 24, v41
	v_bfe_u32 v92, v41, 8, 8
	v_bfe_u32 v93, v41, 16, 8
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v43, v43, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	buffer_load_dword v95, v42, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v43, s[0:3], 0 offen
	buffer_load_dword v99, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v50
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v42, v98, v97
	v_xad_u32 v42, v42, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v43, v100, v99
	v_xor_b32_e32 v42, v89, v42
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v102, v101
	v_xor_b32_e32 v43, v94, v43
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v58
	v_xor_b32_e32 v43, v43, v59
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v60
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v62
	v_xor_b32_e32 v43, v43, v63
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v64
	v_xor_b32_e32 v41, v41, v65
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v66
	v_xor_b32_e32 v43, v43, v67
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v68
	v_xor_b32_e32 v41, v41, v69
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v70
	v_xor_b32_e32 v43, v43, v71
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v72
	v_xor_b32_e32 v41, v41, v73
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v74
	v_xor_b32_e32 v43, v43, v75
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v76
	v_xor_b32_e32 v41, v41, v77
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v78
	v_xor_b32_e32 v43, v43, v79
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v80
	v_xor_b32_e32 v41, v41, v81
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v82
	v_xor_b32_e32 v43, v43, v83
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v97, v87, s[0:3], 0 offen
	buffer_load_dword v98, v89, s[0:3], 0 offen
	buffer_load_dword v99, v90, s[0:3], 0 offen
	buffer_load_dword v100, v88, s[0:3], 0 offen
	buffer_load_dword v101, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v103, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v104, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v84
	v_xor_b32_e32 v41, v41, v85
	v_xor_b32_e32 v95, v40, v44
	v_xor_b32_e32 v96, v41, v45
	buffer_store_dword v40, v86, s[0:3], 0 offen offset:32
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:36
	v_and_b32_e32 v40, s19, v95
	v_lshrrev_b32_e32 v41, 24, v95
	v_bfe_u32 v87, v95, 8, 8
	v_bfe_u32 v88, v95, 16, 8
	v_xor_b32_e32 v89, v95, v48
	v_and_b32_e32 v90, s19, v96
	v_lshrrev_b32_e32 v91, 24, v96
	v_bfe_u32 v92, v96, 8, 8
	v_bfe_u32 v93, v96, 16, 8
	v_xor_b32_e32 v94, v96, v49
	v_lshl_add_u32 v40, v40, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v41, v41, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v95, v100, v99
	v_xad_u32 v95, v95, v98, v97
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v96, v102, v101
	v_xor_b32_e32 v42, v42, v95
	s_waitcnt vmcnt(2)
	v_xad_u32 v96, v96, v104, v103
	v_xor_b32_e32 v43, v43, v96
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:40
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:44
	buffer_load_dword v95, v40, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v41, s[0:3], 0 offen
	buffer_load_dword v99, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v46
	v_xor_b32_e32 v43, v43, v47
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v40, v98, v97
	v_xad_u32 v40, v40, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v41, v99, v100
	v_xor_b32_e32 v40, v42, v40
	s_waitcnt vmcnt(0)
	v_xad_u32 v41, v41, v102, v101
	v_xor_b32_e32 v41, v43, v41
	v_and_b32_e32 v42, s19, v40
	v_lshrrev_b32_e32 v43, 24, v40
	v_bfe_u32 v87, v40, 8, 8
	v_bfe_u32 v88, v40, 16, 8
	v_and_b32_e32 v90, s19, v41
	v_lshrrev_b32_e32 v91, 24, v41
	v_bfe_u32 v92, v41, 8, 8
	v_bfe_u32 v93, v41, 16, 8
	v_lshl_add_u32 v42, v42, 3, v56
	v_lshl_add_u32 v87, v87, 3, v54
	v_lshl_add_u32 v88, v88, 3, v55
	v_lshl_add_u32 v43, v43, 3, v57
	v_lshl_add_u32 v90, v90, 3, v56
	v_lshl_add_u32 v92, v92, 3, v54
	v_lshl_add_u32 v93, v93, 3, v55
	v_lshl_add_u32 v91, v91, 3, v57
	buffer_load_dword v95, v42, s[0:3], 0 offen
	buffer_load_dword v96, v87, s[0:3], 0 offen
	buffer_load_dword v97, v88, s[0:3], 0 offen
	buffer_load_dword v98, v43, s[0:3], 0 offen
	buffer_load_dword v99, v93, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v90, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v92, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v50
	v_xor_b32_e32 v41, v41, v51
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v42, v98, v97
	v_xad_u32 v42, v42, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v43, v100, v99
	v_xor_b32_e32 v42, v89, v42
	s_waitcnt vmcnt(0)
	v_xad_u32 v43, v43, v102, v101
	v_xor_b32_e32 v43, v94, v43
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v58
	v_xor_b32_e32 v43, v43, v59
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v60
	v_xor_b32_e32 v41, v41, v61
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v62
	v_xor_b32_e32 v43, v43, v63
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v64
	v_xor_b32_e32 v41, v41, v65
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v66
	v_xor_b32_e32 v43, v43, v67
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v68
	v_xor_b32_e32 v41, v41, v69
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v70
	v_xor_b32_e32 v43, v43, v71
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v72
	v_xor_b32_e32 v41, v41, v73
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v74
	v_xor_b32_e32 v43, v43, v75
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v76
	v_xor_b32_e32 v41, v41, v77
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v42, v42, v78
	v_xor_b32_e32 v43, v43, v79
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v40, v40, v80
	v_xor_b32_e32 v41, v41, v81
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v100, v99
	v_xor_b32_e32 v42, v42, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v43, v43, v88
	v_and_b32_e32 v87, s19, v42
	v_lshrrev_b32_e32 v88, 24, v42
	v_bfe_u32 v89, v42, 8, 8
	v_bfe_u32 v90, v42, 16, 8
	v_and_b32_e32 v91, s19, v43
	v_lshrrev_b32_e32 v92, 24, v43
	v_bfe_u32 v93, v43, 8, 8
	v_bfe_u32 v94, v43, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v87, v98, v97
	v_xad_u32 v87, v87, v96, v95
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v88, v99, v100
	v_xor_b32_e32 v40, v40, v87
	s_waitcnt vmcnt(0)
	v_xad_u32 v88, v88, v102, v101
	v_xor_b32_e32 v41, v41, v88
	v_and_b32_e32 v87, s19, v40
	v_lshrrev_b32_e32 v88, 24, v40
	v_bfe_u32 v89, v40, 8, 8
	v_bfe_u32 v90, v40, 16, 8
	v_and_b32_e32 v91, s19, v41
	v_lshrrev_b32_e32 v92, 24, v41
	v_bfe_u32 v93, v41, 8, 8
	v_bfe_u32 v94, v41, 16, 8
	v_lshl_add_u32 v87, v87, 3, v56
	v_lshl_add_u32 v89, v89, 3, v54
	v_lshl_add_u32 v90, v90, 3, v55
	v_lshl_add_u32 v88, v88, 3, v57
	v_lshl_add_u32 v91, v91, 3, v56
	v_lshl_add_u32 v93, v93, 3, v54
	v_lshl_add_u32 v94, v94, 3, v55
	v_lshl_add_u32 v92, v92, 3, v57
	buffer_load_dword v95, v87, s[0:3], 0 offen
	buffer_load_dword v96, v89, s[0:3], 0 offen
	buffer_load_dword v97, v90, s[0:3], 0 offen
	buffer_load_dword v98, v88, s[0:3], 0 offen
	buffer_load_dword v99, v94, s[0:3], 0 offen offset:4
	buffer_load_dword v100, v92, s[0:3], 0 offen offset:4
	buffer_load_dword v101, v91, s[0:3], 0 offen offset:4
	buffer_load_dword v102, v93, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v88, v43, v83
	v_xor_b32_e32 v43, v41, v85
	v_xor_b32_e32 v87, v42, v82
	v_xor_b32_e32 v42, v40, v84
	buffer_store_dword v43, v86, s[0:3], 0 offen offset:52
	buffer_store_dword v42, v86, s[0:3], 0 offen offset:48
	s_waitcnt vmcnt(6)
	v_add_u32_e32 v40, v98, v97
	v_xad_u32 v40, v40, v96, v95
	s_waitcnt vmcnt(4)
	v_add_u32_e32 v41, v100, v99
	v_xor_b32_e32 v40, v87, v40
	s_waitcnt vmcnt(2)
	v_xad_u32 v41, v41, v102, v101
	v_xor_b32_e32 v41, v88, v41
	buffer_store_dword v41, v86, s[0:3], 0 offen offset:60
	buffer_store_dword v40, v86, s[0:3], 0 offen offset:56
	v_add_u32_e32 v86, 64, v86
	s_cbranch_scc1 .LBB0_18
; %bb.19:                               ;   in Loop: Header=BB0_7 Depth=1
	s_add_i32 s18, s18, -1
	s_cmp_lg_u32 s18, 0
	s_cbranch_scc1 .LBB0_7
; %bb.20:
	buffer_load_dword v0, off, s[0:3], 0 offset:8
	buffer_load_dword v3, off, s[0:3], 0 offset:12
	buffer_load_dword v10, off, s[0:3], 0 offset:16
	buffer_load_dword v11, off, s[0:3], 0 offset:20
	buffer_load_dword v12, off, s[0:3], 0 offset:24
	buffer_load_dword v13, off, s[0:3], 0 offset:28
	buffer_load_dword v14, off, s[0:3], 0 offset:32
	buffer_load_dword v15, off, s[0:3], 0 offset:36
	buffer_load_dword v16, off, s[0:3], 0 offset:40
	buffer_load_dword v17, off, s[0:3], 0 offset:44
	buffer_load_dword v18, off, s[0:3], 0 offset:48
	buffer_load_dword v19, off, s[0:3], 0 offset:52
	buffer_load_dword v20, off, s[0:3], 0 offset:56
	buffer_load_dword v21, off, s[0:3], 0 offset:60
	buffer_load_dword v22, off, s[0:3], 0 offset:64
	buffer_load_dword v23, off, s[0:3], 0 offset:68
	buffer_load_dword v24, off, s[0:3], 0 offset:72
	buffer_load_dword v25, off, s[0:3], 0 offset:76
	buffer_load_dword v26, off, s[0:3], 0 offset:80
	buffer_load_dword v27, off, s[0:3], 0 offset:84
	buffer_load_dword v28, off, s[0:3], 0 offset:88
	buffer_load_dword v29, off, s[0:3], 0 offset:92
	buffer_load_dword v30, off, s[0:3], 0 offset:96
	buffer_load_dword v31, off, s[0:3], 0 offset:100
	buffer_load_dword v32, off, s[0:3], 0 offset:104
	buffer_load_dword v33, off, s[0:3], 0 offset:108
	buffer_load_dword v34, off, s[0:3], 0 offset:112
	buffer_load_dword v35, off, s[0:3], 0 offset:116
	buffer_load_dword v36, off, s[0:3], 0 offset:120
	buffer_load_dword v37, off, s[0:3], 0 offset:124
	buffer_load_dword v38, off, s[0:3], 0 offset:128
	buffer_load_dword v39, off, s[0:3], 0 offset:132
	buffer_load_dword v40, off, s[0:3], 0 offset:136
	buffer_load_dword v41, off, s[0:3], 0 offset:140
	buffer_load_dword v42, off, s[0:3], 0 offset:144
	buffer_load_dword v43, off, s[0:3], 0 offset:148
	s_mov_b32 s4, 0x65616e42
	s_mov_b32 s5, s4
	s_mov_b32 s6, 0x4f727068
	s_mov_b32 s7, s6
	v_mov_b32_e32 v1, s6
	v_mov_b32_e32 v9, s5
	v_mov_b32_e32 v44, 0xffffffc0
	v_mov_b32_e32 v2, s7
	v_mov_b32_e32 v8, s4
	s_movk_i32 s4, 0xff
	v_mov_b32_e32 v45, 0x98
.LBB0_21:                               ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v1, v0, v1
	s_waitcnt vmcnt(34)
	v_xor_b32_e32 v2, v3, v2
	v_and_b32_e32 v46, s4, v1
	v_lshrrev_b32_e32 v47, 24, v1
	v_bfe_u32 v48, v1, 8, 8
	v_bfe_u32 v49, v1, 16, 8
	v_and_b32_e32 v50, s4, v2
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v50, v50, 3, v56
	buffer_load_dword v59, v46, s[0:3], 0 offen
	buffer_load_dword v60, v47, s[0:3], 0 offen
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	s_waitcnt vmcnt(38)
	v_xor_b32_e32 v8, v10, v8
	v_bfe_u32 v57, v2, 8, 8
	v_lshl_add_u32 v57, v57, 3, v54
	s_waitcnt vmcnt(36)
	v_xor_b32_e32 v1, v12, v1
	v_bfe_u32 v58, v2, 16, 8
	v_lshl_add_u32 v58, v58, 3, v55
	v_lshrrev_b32_e32 v51, 24, v2
	v_lshl_add_u32 v51, v51, 3, v45
	v_xor_b32_e32 v9, v11, v9
	s_waitcnt vmcnt(35)
	v_xor_b32_e32 v2, v13, v2
	v_add_co_u32_e32 v44, vcc, 1, v44
	s_andn2_b64 vcc, exec, vcc
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v60, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v59
	v_xor_b32_e32 v8, v8, v46
	v_and_b32_e32 v46, s4, v8
	v_lshrrev_b32_e32 v47, 24, v8
	v_bfe_u32 v48, v8, 8, 8
	v_bfe_u32 v49, v8, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v59, v47, s[0:3], 0 offen
	buffer_load_dword v60, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v8, v14, v8
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v59, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v50
	v_xor_b32_e32 v1, v1, v46
	v_and_b32_e32 v46, s4, v1
	v_lshrrev_b32_e32 v47, 24, v1
	v_bfe_u32 v48, v1, 8, 8
	v_bfe_u32 v49, v1, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v57, v47, s[0:3], 0 offen
	buffer_load_dword v59, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v1, v16, v1
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v50
	v_xor_b32_e32 v8, v8, v46
	v_lshrrev_b32_e32 v47, 24, v8
	v_and_b32_e32 v46, s4, v8
	v_bfe_u32 v48, v8, 8, 8
	v_bfe_u32 v49, v8, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v47, s[0:3], 0 offen
	buffer_load_dword v57, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v62, v46, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v8, v18, v8
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v47, v57, v59
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v46, v50, v58
	v_xad_u32 v47, v47, v60, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v62
	v_xor_b32_e32 v1, v1, v46
	v_xor_b32_e32 v9, v9, v47
	v_and_b32_e32 v46, s4, v1
	v_lshrrev_b32_e32 v47, 24, v1
	v_bfe_u32 v48, v1, 8, 8
	v_bfe_u32 v49, v1, 16, 8
	v_and_b32_e32 v50, s4, v9
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v50, v50, 3, v56
	buffer_load_dword v59, v46, s[0:3], 0 offen
	buffer_load_dword v60, v47, s[0:3], 0 offen
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_bfe_u32 v57, v9, 8, 8
	v_lshl_add_u32 v57, v57, 3, v54
	v_xor_b32_e32 v1, v20, v1
	v_bfe_u32 v58, v9, 16, 8
	v_lshl_add_u32 v58, v58, 3, v55
	v_lshrrev_b32_e32 v51, 24, v9
	v_lshl_add_u32 v51, v51, 3, v45
	v_xor_b32_e32 v9, v9, v15
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v60, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v59
	v_xor_b32_e32 v8, v8, v46
	v_and_b32_e32 v46, s4, v8
	v_lshrrev_b32_e32 v47, 24, v8
	v_bfe_u32 v48, v8, 8, 8
	v_bfe_u32 v49, v8, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v59, v47, s[0:3], 0 offen
	buffer_load_dword v60, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v8, v22, v8
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v59, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v50
	v_xor_b32_e32 v1, v1, v46
	v_and_b32_e32 v46, s4, v1
	v_lshrrev_b32_e32 v47, 24, v1
	v_bfe_u32 v48, v1, 8, 8
	v_bfe_u32 v49, v1, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v57, v47, s[0:3], 0 offen
	buffer_load_dword v59, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v1, v24, v1
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v50
	v_xor_b32_e32 v8, v8, v46
	v_lshrrev_b32_e32 v47, 24, v8
	v_and_b32_e32 v46, s4, v8
	v_bfe_u32 v48, v8, 8, 8
	v_bfe_u32 v49, v8, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v47, s[0:3], 0 offen
	buffer_load_dword v57, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v62, v46, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v8, v26, v8
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v47, v57, v59
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v46, v50, v58
	v_xad_u32 v47, v47, v60, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v62
	v_xor_b32_e32 v1, v1, v46
	v_xor_b32_e32 v2, v2, v47
	v_and_b32_e32 v46, s4, v1
	v_lshrrev_b32_e32 v47, 24, v1
	v_bfe_u32 v48, v1, 8, 8
	v_bfe_u32 v49, v1, 16, 8
	v_and_b32_e32 v50, s4, v2
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v50, v50, 3, v56
	buffer_load_dword v59, v46, s[0:3], 0 offen
	buffer_load_dword v60, v47, s[0:3], 0 offen
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_bfe_u32 v57, v2, 8, 8
	v_lshl_add_u32 v57, v57, 3, v54
	v_xor_b32_e32 v1, v28, v1
	v_bfe_u32 v58, v2, 16, 8
	v_lshl_add_u32 v58, v58, 3, v55
	v_lshrrev_b32_e32 v51, 24, v2
	v_lshl_add_u32 v51, v51, 3, v45
	v_xor_b32_e32 v2, v2, v17
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v60, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v59
	v_xor_b32_e32 v8, v8, v46
	v_and_b32_e32 v46, s4, v8
	v_lshrrev_b32_e32 v47, 24, v8
	v_bfe_u32 v48, v8, 8, 8
	v_bfe_u32 v49, v8, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v59, v47, s[0:3], 0 offen
	buffer_load_dword v60, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v8, v30, v8
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v59, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v50
	v_xor_b32_e32 v1, v1, v46
	v_and_b32_e32 v46, s4, v1
	v_lshrrev_b32_e32 v47, 24, v1
	v_bfe_u32 v48, v1, 8, 8
	v_bfe_u32 v49, v1, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v57, v47, s[0:3], 0 offen
	buffer_load_dword v59, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v1, v32, v1
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v62
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v50
	v_xor_b32_e32 v8, v8, v46
	v_lshrrev_b32_e32 v47, 24, v8
	v_and_b32_e32 v46, s4, v8
	v_bfe_u32 v48, v8, 8, 8
	v_bfe_u32 v49, v8, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v50, v47, s[0:3], 0 offen
	buffer_load_dword v57, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v62, v46, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	v_xor_b32_e32 v8, v34, v8
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v47, v57, v59
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v46, v50, v58
	v_xad_u32 v47, v47, v60, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v63, v62
	v_xor_b32_e32 v1, v1, v46
	v_xor_b32_e32 v9, v9, v47
	v_and_b32_e32 v46, s4, v1
	v_lshrrev_b32_e32 v47, 24, v1
	v_bfe_u32 v48, v1, 8, 8
	v_bfe_u32 v49, v1, 16, 8
	v_and_b32_e32 v50, s4, v9
	v_lshrrev_b32_e32 v51, 24, v9
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v50, v50, 3, v56
	v_lshl_add_u32 v51, v51, 3, v45
	buffer_load_dword v59, v46, s[0:3], 0 offen
	buffer_load_dword v60, v47, s[0:3], 0 offen
	buffer_load_dword v61, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v49, s[0:3], 0 offen
	buffer_load_dword v63, v48, s[0:3], 0 offen
	buffer_load_dword v64, v51, s[0:3], 0 offen offset:4
	v_bfe_u32 v57, v9, 8, 8
	v_lshl_add_u32 v57, v57, 3, v54
	v_xor_b32_e32 v1, v36, v1
	v_bfe_u32 v58, v9, 16, 8
	v_lshl_add_u32 v58, v58, 3, v55
	v_xor_b32_e32 v9, v9, v19
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v46, v60, v62
	s_waitcnt vmcnt(1)
	v_xad_u32 v46, v46, v63, v59
	v_xor_b32_e32 v8, v8, v46
	v_and_b32_e32 v46, s4, v8
	v_lshrrev_b32_e32 v47, 24, v8
	v_bfe_u32 v48, v8, 8, 8
	v_bfe_u32 v49, v8, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v51, v47, s[0:3], 0 offen
	buffer_load_dword v59, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v60, v49, s[0:3], 0 offen
	buffer_load_dword v62, v48, s[0:3], 0 offen
	v_xor_b32_e32 v8, v38, v8
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v60
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v50
	v_xor_b32_e32 v1, v1, v46
	v_and_b32_e32 v46, s4, v1
	v_lshrrev_b32_e32 v47, 24, v1
	v_bfe_u32 v48, v1, 8, 8
	v_bfe_u32 v49, v1, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v51, v47, s[0:3], 0 offen
	buffer_load_dword v57, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v60, v49, s[0:3], 0 offen
	buffer_load_dword v62, v48, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v51, v60
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v50
	v_xor_b32_e32 v8, v8, v46
	v_and_b32_e32 v46, s4, v8
	v_lshrrev_b32_e32 v47, 24, v8
	v_bfe_u32 v48, v8, 8, 8
	v_bfe_u32 v49, v8, 16, 8
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	v_lshl_add_u32 v47, v47, 3, v45
	buffer_load_dword v50, v46, s[0:3], 0 offen
	buffer_load_dword v51, v48, s[0:3], 0 offen
	buffer_load_dword v58, v49, s[0:3], 0 offen
	buffer_load_dword v60, v47, s[0:3], 0 offen
	v_add_u32_e32 v46, v64, v57
	v_xad_u32 v46, v46, v59, v61
	v_xor_b32_e32 v2, v2, v46
	v_lshrrev_b32_e32 v47, 24, v2
	v_and_b32_e32 v46, s4, v2
	v_bfe_u32 v48, v2, 8, 8
	v_bfe_u32 v49, v2, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v2, v2, v21
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v9, v9, v46
	v_lshrrev_b32_e32 v47, 24, v9
	v_and_b32_e32 v46, s4, v9
	v_bfe_u32 v48, v9, 8, 8
	v_bfe_u32 v49, v9, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v9, v9, v23
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v2, v2, v46
	v_lshrrev_b32_e32 v47, 24, v2
	v_and_b32_e32 v46, s4, v2
	v_bfe_u32 v48, v2, 8, 8
	v_bfe_u32 v49, v2, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v2, v2, v25
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v9, v9, v46
	v_lshrrev_b32_e32 v47, 24, v9
	v_and_b32_e32 v46, s4, v9
	v_bfe_u32 v48, v9, 8, 8
	v_bfe_u32 v49, v9, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v9, v9, v27
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v2, v2, v46
	v_lshrrev_b32_e32 v47, 24, v2
	v_and_b32_e32 v46, s4, v2
	v_bfe_u32 v48, v2, 8, 8
	v_bfe_u32 v49, v2, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v2, v2, v29
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v9, v9, v46
	v_lshrrev_b32_e32 v47, 24, v9
	v_and_b32_e32 v46, s4, v9
	v_bfe_u32 v48, v9, 8, 8
	v_bfe_u32 v49, v9, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v9, v9, v31
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v2, v2, v46
	v_lshrrev_b32_e32 v47, 24, v2
	v_and_b32_e32 v46, s4, v2
	v_bfe_u32 v48, v2, 8, 8
	v_bfe_u32 v49, v2, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v2, v2, v33
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v9, v9, v46
	v_lshrrev_b32_e32 v47, 24, v9
	v_and_b32_e32 v46, s4, v9
	v_bfe_u32 v48, v9, 8, 8
	v_bfe_u32 v49, v9, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v9, v9, v35
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v2, v2, v46
	v_lshrrev_b32_e32 v47, 24, v2
	v_and_b32_e32 v46, s4, v2
	v_bfe_u32 v48, v2, 8, 8
	v_bfe_u32 v49, v2, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v2, v2, v37
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v9, v9, v46
	v_lshrrev_b32_e32 v47, 24, v9
	v_and_b32_e32 v46, s4, v9
	v_bfe_u32 v48, v9, 8, 8
	v_bfe_u32 v49, v9, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v9, v9, v39
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v2, v2, v46
	v_lshrrev_b32_e32 v47, 24, v2
	v_and_b32_e32 v46, s4, v2
	v_bfe_u32 v48, v2, 8, 8
	v_bfe_u32 v49, v2, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v46, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v46, v46, v62, v59
	v_xor_b32_e32 v9, v9, v46
	v_lshrrev_b32_e32 v47, 24, v9
	v_and_b32_e32 v46, s4, v9
	v_bfe_u32 v48, v9, 8, 8
	v_bfe_u32 v49, v9, 16, 8
	v_lshl_add_u32 v47, v47, 3, v45
	v_lshl_add_u32 v46, v46, 3, v56
	v_lshl_add_u32 v48, v48, 3, v54
	v_lshl_add_u32 v49, v49, 3, v55
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v61, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v48, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v46, v40, v1
	v_xor_b32_e32 v1, v42, v8
	v_add_u32_e32 v8, v60, v58
	v_xad_u32 v8, v8, v51, v50
	v_xor_b32_e32 v8, v46, v8
	v_xor_b32_e32 v46, v2, v41
	v_xor_b32_e32 v2, v9, v43
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v9, v57, v61
	s_waitcnt vmcnt(0)
	v_xad_u32 v9, v9, v62, v59
	v_xor_b32_e32 v9, v46, v9
	s_cbranch_vccnz .LBB0_21
; %bb.22:
	buffer_load_dword v12, off, s[0:3], 0 offset:8
	buffer_load_dword v13, off, s[0:3], 0 offset:12
	buffer_load_dword v14, off, s[0:3], 0 offset:16
	buffer_load_dword v15, off, s[0:3], 0 offset:20
	buffer_load_dword v16, off, s[0:3], 0 offset:24
	buffer_load_dword v17, off, s[0:3], 0 offset:28
	buffer_load_dword v18, off, s[0:3], 0 offset:32
	buffer_load_dword v19, off, s[0:3], 0 offset:36
	buffer_load_dword v20, off, s[0:3], 0 offset:40
	buffer_load_dword v21, off, s[0:3], 0 offset:44
	buffer_load_dword v22, off, s[0:3], 0 offset:48
	buffer_load_dword v23, off, s[0:3], 0 offset:52
	buffer_load_dword v24, off, s[0:3], 0 offset:56
	buffer_load_dword v25, off, s[0:3], 0 offset:60
	buffer_load_dword v26, off, s[0:3], 0 offset:64
	buffer_load_dword v27, off, s[0:3], 0 offset:68
	buffer_load_dword v28, off, s[0:3], 0 offset:72
	buffer_load_dword v29, off, s[0:3], 0 offset:76
	buffer_load_dword v30, off, s[0:3], 0 offset:80
	buffer_load_dword v31, off, s[0:3], 0 offset:84
	buffer_load_dword v32, off, s[0:3], 0 offset:88
	buffer_load_dword v33, off, s[0:3], 0 offset:92
	buffer_load_dword v34, off, s[0:3], 0 offset:96
	buffer_load_dword v35, off, s[0:3], 0 offset:100
	buffer_load_dword v36, off, s[0:3], 0 offset:104
	buffer_load_dword v37, off, s[0:3], 0 offset:108
	buffer_load_dword v38, off, s[0:3], 0 offset:112
	buffer_load_dword v39, off, s[0:3], 0 offset:116
	buffer_load_dword v40, off, s[0:3], 0 offset:120
	buffer_load_dword v41, off, s[0:3], 0 offset:124
	buffer_load_dword v42, off, s[0:3], 0 offset:128
	buffer_load_dword v43, off, s[0:3], 0 offset:132
	buffer_load_dword v44, off, s[0:3], 0 offset:136
	buffer_load_dword v45, off, s[0:3], 0 offset:140
	buffer_load_dword v46, off, s[0:3], 0 offset:144
	buffer_load_dword v47, off, s[0:3], 0 offset:148
	v_lshlrev_b32_e32 v10, 2, v52
	v_ashrrev_i32_e32 v11, 31, v10
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v9
	v_lshlrev_b64 v[8:9], 2, v[10:11]
	v_mov_b32_e32 v48, s25
	v_add_co_u32_e32 v8, vcc, s24, v8
	v_addc_co_u32_e32 v9, vcc, v48, v9, vcc
	s_mov_b64 s[4:5], 0
	s_movk_i32 s6, 0x1000
	global_store_dwordx4 v[8:9], v[0:3], off
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v12, off
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v13, off
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v14, off offset:4
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v15, off offset:4
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v16, off offset:8
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v17, off offset:8
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v18, off offset:12
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v19, off offset:12
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v20, off offset:16
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v21, off offset:16
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v22, off offset:20
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v23, off offset:20
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v24, off offset:24
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v25, off offset:24
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v26, off offset:28
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v27, off offset:28
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v28, off offset:32
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v29, off offset:32
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v30, off offset:36
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v31, off offset:36
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v32, off offset:40
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v33, off offset:40
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v34, off offset:44
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v35, off offset:44
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v36, off offset:48
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v37, off offset:48
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v38, off offset:52
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v39, off offset:52
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v40, off offset:56
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v41, off offset:56
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v42, off offset:60
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v43, off offset:60
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v44, off offset:64
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v45, off offset:64
	s_waitcnt vmcnt(36)
	global_store_dword v[4:5], v46, off offset:68
	s_waitcnt vmcnt(36)
	global_store_dword v[6:7], v47, off offset:68
	v_mov_b32_e32 v0, 0xfffffc00
	v_lshl_add_u32 v0, v53, 10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s27
	v_add_co_u32_e32 v0, vcc, s26, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, 0x98
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v3, v2, s[0:3], 0 offen
	buffer_load_dword v7, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v2, s[0:3], 0 offen offset:8
	buffer_load_dword v8, v2, s[0:3], 0 offen offset:12
	buffer_load_dword v5, v2, s[0:3], 0 offen offset:16
	buffer_load_dword v9, v2, s[0:3], 0 offen offset:20
	buffer_load_dword v6, v2, s[0:3], 0 offen offset:24
	buffer_load_dword v10, v2, s[0:3], 0 offen offset:28
	buffer_load_dword v11, v2, s[0:3], 0 offen offset:32
	buffer_load_dword v15, v2, s[0:3], 0 offen offset:36
	buffer_load_dword v12, v2, s[0:3], 0 offen offset:40
	buffer_load_dword v16, v2, s[0:3], 0 offen offset:44
	buffer_load_dword v13, v2, s[0:3], 0 offen offset:48
	buffer_load_dword v17, v2, s[0:3], 0 offen offset:52
	buffer_load_dword v14, v2, s[0:3], 0 offen offset:56
	buffer_load_dword v18, v2, s[0:3], 0 offen offset:60
	v_mov_b32_e32 v20, s5
	v_add_co_u32_e32 v19, vcc, s4, v0
	s_add_u32 s4, s4, 32
	v_addc_co_u32_e32 v20, vcc, v1, v20, vcc
	s_addc_u32 s5, s5, 0
	v_add_u32_e32 v2, 64, v2
	v_add_co_u32_e32 v21, vcc, s6, v19
	s_cmp_lg_u32 s4, s6
	v_addc_co_u32_e32 v22, vcc, 0, v20, vcc
	s_waitcnt vmcnt(9)
	global_store_dwordx4 v[19:20], v[3:6], off
	s_waitcnt vmcnt(9)
	global_store_dwordx4 v[21:22], v[7:10], off
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[19:20], v[11:14], off offset:16
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[21:22], v[15:18], off offset:16
	s_cbranch_scc1 .LBB0_23
; %bb.24:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel blowfish
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 8344
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 10
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 105
		.amdhsa_next_free_sgpr 52
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
	.size	blowfish, .Lfunc_end0-blowfish
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 58736
; NumSgprs: 54
; NumVgprs: 105
; ScratchSize: 8344
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 26
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 105
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 10
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  constant
        .is_const:       true
        .name:           salt
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .name:           P_box
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           BF_out
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           BF_current_S
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           BF_current_P_global
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .name:           rounds
        .offset:         40
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  constant
        .is_const:       true
        .name:           S_box
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           blowfish
    .private_segment_fixed_size: 8344
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         blowfish.kd
    .vgpr_count:     105
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
