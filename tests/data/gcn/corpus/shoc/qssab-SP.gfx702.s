	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx702"
	.protected	qssab_kernel            ; -- Begin function qssab_kernel
	.globl	qssab_kernel
	.p2align	8
	.type	qssab_kernel,@function
qssab_kernel:                           ; @qssab_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[34:35], s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s9, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_lshl_b64 v[0:1], v[0:1], 2
	v_mov_b32_e32 v2, s35
	v_add_i32_e32 v48, vcc, s34, v0
	v_addc_u32_e32 v49, vcc, v1, v2, vcc
	v_add_i32_e32 v0, vcc, 0x57000, v48
	v_addc_u32_e32 v1, vcc, 0, v49, vcc
	v_add_i32_e32 v2, vcc, 0x61000, v48
	v_addc_u32_e32 v3, vcc, 0, v49, vcc
	v_add_i32_e32 v4, vcc, 0x6d000, v48
	v_addc_u32_e32 v5, vcc, 0, v49, vcc
	v_add_i32_e32 v6, vcc, 0x75000, v48
	v_addc_u32_e32 v7, vcc, 0, v49, vcc
	v_add_i32_e32 v8, vcc, 0x5b000, v48
	v_addc_u32_e32 v9, vcc, 0, v49, vcc
	v_add_i32_e32 v10, vcc, 0x5a000, v48
	v_addc_u32_e32 v11, vcc, 0, v49, vcc
	flat_load_dword v15, v[0:1]
	flat_load_dword v46, v[2:3]
	flat_load_dword v47, v[4:5]
	flat_load_dword v50, v[6:7]
	flat_load_dword v51, v[8:9]
	flat_load_dword v52, v[10:11]
	v_add_i32_e32 v2, vcc, 0x20000, v48
	v_addc_u32_e32 v3, vcc, 0, v49, vcc
	v_add_i32_e32 v4, vcc, 0x25000, v48
	v_addc_u32_e32 v5, vcc, 0, v49, vcc
	v_add_i32_e32 v6, vcc, 0x36000, v48
	v_addc_u32_e32 v7, vcc, 0, v49, vcc
	v_add_i32_e32 v12, vcc, 0x39000, v48
	v_addc_u32_e32 v13, vcc, 0, v49, vcc
	flat_load_dword v53, v[6:7]
	flat_load_dword v54, v[12:13]
	flat_load_dword v55, v[4:5]
	flat_load_dword v56, v[2:3]
	v_add_i32_e32 v4, vcc, 0x24000, v48
	s_mov_b64 s[4:5], vcc
	v_add_i32_e32 v6, vcc, 0x22000, v48
	s_mov_b64 s[6:7], vcc
	v_add_i32_e32 v12, vcc, 0x21000, v48
	s_mov_b64 s[8:9], vcc
	v_add_i32_e32 v14, vcc, 0x28000, v48
	s_mov_b64 s[10:11], vcc
	v_add_i32_e32 v16, vcc, 0x26000, v48
	v_addc_u32_e32 v17, vcc, 0, v49, vcc
	v_add_i32_e32 v18, vcc, 0x2b000, v48
	v_addc_u32_e32 v19, vcc, 0, v49, vcc
	v_add_i32_e32 v20, vcc, 0x34000, v48
	v_addc_u32_e32 v21, vcc, 0, v49, vcc
	v_add_i32_e32 v22, vcc, 0x62000, v48
	s_mov_b64 s[14:15], vcc
	v_add_i32_e32 v24, vcc, 0x32000, v48
	s_mov_b64 s[12:13], vcc
	v_add_i32_e32 v26, vcc, 0x69000, v48
	s_mov_b64 s[16:17], vcc
	v_add_i32_e32 v28, vcc, 0x66000, v48
	v_addc_u32_e32 v29, vcc, 0, v49, vcc
	v_addc_u32_e64 v27, vcc, 0, v49, s[16:17]
	v_addc_u32_e64 v23, vcc, 0, v49, s[14:15]
	flat_load_dword v57, v[16:17]
	flat_load_dword v58, v[18:19]
	flat_load_dword v59, v[20:21]
	flat_load_dword v60, v[22:23]
	v_add_i32_e32 v20, vcc, 0x2e000, v48
	s_mov_b64 s[14:15], vcc
	v_add_i32_e32 v22, vcc, 0x2d000, v48
	s_mov_b64 s[16:17], vcc
	v_add_i32_e32 v30, vcc, 0x2c000, v48
	s_mov_b64 s[18:19], vcc
	v_add_i32_e32 v32, vcc, 0x33000, v48
	s_mov_b64 s[20:21], vcc
	v_add_i32_e32 v34, vcc, 0x4c000, v48
	s_mov_b64 s[22:23], vcc
	v_add_i32_e32 v36, vcc, 0x55000, v48
	v_addc_u32_e32 v37, vcc, 0, v49, vcc
	v_addc_u32_e64 v25, s[12:13], 0, v49, s[12:13]
	v_addc_u32_e64 v21, s[12:13], 0, v49, s[14:15]
	v_add_i32_e32 v38, vcc, 0x50000, v48
	v_addc_u32_e64 v23, s[12:13], 0, v49, s[16:17]
	v_addc_u32_e64 v31, s[12:13], 0, v49, s[18:19]
	flat_load_dword v61, v[20:21]
	flat_load_dword v62, v[22:23]
	flat_load_dword v63, v[30:31]
	flat_load_dword v28, v[28:29]
	flat_load_dword v26, v[26:27]
	flat_load_dword v64, v[24:25]
	s_mov_b64 s[24:25], vcc
	v_add_i32_e32 v40, vcc, 0x4e000, v48
	s_mov_b64 s[26:27], vcc
	v_add_i32_e32 v42, vcc, 0x4d000, v48
	s_mov_b64 s[28:29], vcc
	v_addc_u32_e64 v33, s[12:13], 0, v49, s[20:21]
	v_addc_u32_e64 v35, s[12:13], 0, v49, s[22:23]
	v_addc_u32_e64 v39, s[12:13], 0, v49, s[24:25]
	v_addc_u32_e64 v41, s[12:13], 0, v49, s[26:27]
	v_addc_u32_e64 v43, s[12:13], 0, v49, s[28:29]
	flat_load_dword v27, v[32:33]
	flat_load_dword v65, v[38:39]
	flat_load_dword v66, v[40:41]
	flat_load_dword v67, v[42:43]
	flat_load_dword v29, v[36:37]
	flat_load_dword v68, v[34:35]
	v_add_i32_e32 v44, vcc, 0x52000, v48
	v_addc_u32_e32 v45, vcc, 0, v49, vcc
	flat_load_dword v36, v[44:45]
	s_waitcnt vmcnt(14)
	v_mad_f32 v5, -v46, v50, 1.0
	v_rcp_f32_e32 v37, v5
	v_mac_f32_e32 v15, v46, v47
	v_addc_u32_e64 v5, vcc, 0, v49, s[4:5]
	v_mul_f32_e32 v50, v15, v37
	flat_store_dword v[0:1], v50
	v_mad_f32 v0, -v55, v54, 1.0
	v_rcp_f32_e32 v54, v0
	v_addc_u32_e64 v7, vcc, 0, v49, s[6:7]
	v_addc_u32_e64 v13, vcc, 0, v49, s[8:9]
	v_addc_u32_e64 v15, vcc, 0, v49, s[10:11]
	v_mul_f32_e32 v51, v51, v37
	v_mac_f32_e32 v56, v55, v53
	flat_store_dword v[8:9], v51
	v_mul_f32_e32 v52, v37, v52
	flat_load_dword v69, v[4:5]
	flat_load_dword v70, v[6:7]
	flat_load_dword v71, v[12:13]
	flat_load_dword v72, v[14:15]
	flat_store_dword v[10:11], v52
	s_mov_b32 s12, 0x1b000
	v_mul_f32_e32 v11, v54, v57
	flat_store_dword v[16:17], v11
	s_waitcnt vmcnt(14)
	v_mac_f32_e32 v58, v59, v60
	v_mad_f32 v0, -v59, v28, 1.0
	v_rcp_f32_e32 v53, v0
	v_add_i32_e32 v0, vcc, 0x41000, v48
	s_mov_b64 s[6:7], vcc
	v_add_i32_e32 v8, vcc, 0x48000, v48
	s_mov_b64 s[8:9], vcc
	v_add_i32_e32 v10, vcc, 0x27000, v48
	s_mov_b64 s[4:5], vcc
	v_add_i32_e32 v16, vcc, 0x43000, v48
	v_mac_f32_e32 v64, v59, v26
	s_mov_b64 s[10:11], vcc
	v_mul_f32_e32 v55, v53, v27
	flat_store_dword v[32:33], v55
	s_waitcnt vmcnt(11)
	v_mad_f32 v1, -v29, v26, 1.0
	v_add_i32_e32 v26, vcc, 0x44000, v48
	v_addc_u32_e32 v27, vcc, 0, v49, vcc
	v_rcp_f32_e32 v57, v1
	v_mac_f32_e32 v65, v29, v28
	v_add_i32_e32 v28, vcc, s12, v48
	s_waitcnt vmcnt(10)
	v_mac_f32_e32 v68, v29, v60
	v_addc_u32_e32 v29, vcc, 0, v49, vcc
	s_mov_b32 s12, 0x15000
	v_add_i32_e32 v32, vcc, s12, v48
	v_addc_u32_e32 v33, vcc, 0, v49, vcc
	s_mov_b32 s12, 0x18000
	s_waitcnt vmcnt(9)
	v_mul_f32_e32 v59, v57, v36
	v_add_i32_e32 v36, vcc, s12, v48
	v_addc_u32_e32 v37, vcc, 0, v49, vcc
	s_mov_b32 s12, 0x1c000
	flat_store_dword v[44:45], v59
	v_add_i32_e32 v44, vcc, s12, v48
	v_addc_u32_e32 v45, vcc, 0, v49, vcc
	s_mov_b32 s12, 0x19000
	v_add_i32_e32 v46, vcc, s12, v48
	v_addc_u32_e32 v47, vcc, 0, v49, vcc
	v_addc_u32_e64 v9, vcc, 0, v49, s[8:9]
	flat_load_dword v60, v[36:37]
	flat_load_dword v73, v[44:45]
	flat_load_dword v74, v[46:47]
	flat_load_dword v28, v[28:29]
	flat_load_dword v29, v[32:33]
	flat_load_dword v75, v[8:9]
	v_addc_u32_e64 v17, vcc, 0, v49, s[10:11]
	flat_load_dword v76, v[26:27]
	flat_load_dword v77, v[16:17]
	s_mov_b32 s8, 0xd000
	v_add_i32_e32 v8, vcc, s8, v48
	v_addc_u32_e32 v9, vcc, 0, v49, vcc
	s_mov_b32 s8, 0x11000
	flat_load_dword v78, v[8:9]
	v_add_i32_e32 v8, vcc, s8, v48
	v_addc_u32_e32 v9, vcc, 0, v49, vcc
	s_mov_b32 s8, 0xc000
	v_add_i32_e32 v16, vcc, s8, v48
	v_addc_u32_e32 v17, vcc, 0, v49, vcc
	s_mov_b32 s8, 0xe000
	v_add_i32_e32 v26, vcc, s8, v48
	v_addc_u32_e32 v27, vcc, 0, v49, vcc
	s_mov_b32 s8, 0x16000
	flat_load_dword v79, v[8:9]
	flat_load_dword v16, v[16:17]
	flat_load_dword v17, v[26:27]
	v_add_i32_e32 v8, vcc, s8, v48
	v_addc_u32_e32 v9, vcc, 0, v49, vcc
	flat_load_dword v26, v[8:9]
	v_addc_u32_e64 v1, vcc, 0, v49, s[6:7]
	flat_load_dword v27, v[0:1]
	s_mov_b32 s6, 0xa000
	s_waitcnt vmcnt(8)
	v_mac_f32_e32 v73, v28, v75
	s_waitcnt vmcnt(7)
	v_mad_f32 v0, -v11, v76, 1.0
	v_rcp_f32_e32 v80, v0
	v_mul_f32_e32 v0, v54, v72
	v_mac_f32_e32 v60, v28, v76
	v_mul_f32_e32 v72, v0, v80
	v_add_i32_e32 v0, vcc, s6, v48
	v_addc_u32_e32 v1, vcc, 0, v49, vcc
	flat_load_dword v0, v[0:1]
	v_mad_f32 v1, -v59, v75, 1.0
	v_rcp_f32_e32 v1, v1
	flat_store_dword v[14:15], v72
	v_mul_f32_e32 v14, v57, v67
	s_waitcnt vmcnt(8)
	v_mad_f32 v15, -v28, v77, 1.0
	v_mul_f32_e32 v14, v14, v1
	v_rcp_f32_e32 v15, v15
	flat_store_dword v[42:43], v14
	v_mad_f32 v42, -v55, v51, 1.0
	v_rcp_f32_e32 v42, v42
	v_mul_f32_e32 v43, v69, v54
	v_mul_f32_e32 v43, v43, v80
	v_mac_f32_e32 v43, v72, v51
	v_mul_f32_e32 v51, v54, v71
	v_mul_f32_e32 v51, v51, v80
	s_waitcnt vmcnt(4)
	v_mul_f32_e32 v26, v15, v26
	flat_store_dword v[8:9], v26
	v_mul_f32_e32 v8, v53, v63
	v_mul_f32_e32 v8, v8, v42
	flat_store_dword v[30:31], v8
	v_mul_f32_e32 v31, v56, v54
	s_waitcnt vmcnt(5)
	v_mac_f32_e32 v31, v11, v27
	v_mul_f32_e32 v9, v58, v53
	v_mul_f32_e32 v31, v31, v80
	v_mac_f32_e32 v9, v55, v50
	v_mac_f32_e32 v31, v72, v50
	v_mad_f32 v50, -v72, v52, 1.0
	v_rcp_f32_e32 v50, v50
	v_mul_f32_e32 v30, v61, v53
	v_mac_f32_e32 v30, v55, v52
	v_mul_f32_e32 v52, v57, v65
	v_mul_f32_e32 v51, v51, v50
	flat_store_dword v[12:13], v51
	v_mad_f32 v12, -v8, v17, 1.0
	v_rcp_f32_e32 v12, v12
	v_mul_f32_e32 v13, v53, v62
	v_mul_f32_e32 v13, v13, v42
	v_mac_f32_e32 v13, v8, v16
	v_mul_f32_e32 v13, v13, v12
	flat_store_dword v[22:23], v13
	v_mul_f32_e32 v22, v54, v70
	v_mad_f32 v23, -v51, v78, 1.0
	v_mac_f32_e32 v22, v11, v77
	v_rcp_f32_e32 v23, v23
	v_mul_f32_e32 v22, v22, v80
	v_mul_f32_e32 v22, v22, v50
	v_mac_f32_e32 v22, v51, v16
	v_mul_f32_e32 v22, v23, v22
	flat_store_dword v[6:7], v22
	v_mad_f32 v7, -v14, v79, 1.0
	v_mul_f32_e32 v6, v57, v66
	v_rcp_f32_e32 v7, v7
	v_mac_f32_e32 v6, v59, v77
	v_mul_f32_e32 v6, v1, v6
	v_mac_f32_e32 v6, v14, v16
	v_mul_f32_e32 v6, v7, v6
	flat_store_dword v[40:41], v6
	v_mul_f32_e32 v41, v68, v57
	v_mac_f32_e32 v41, v59, v27
	v_mac_f32_e32 v29, v28, v27
	v_mul_f32_e32 v27, v59, v76
	v_mul_f32_e32 v28, v41, v1
	v_mul_f32_e32 v41, v52, v1
	v_mul_f32_e32 v1, v1, v27
	v_mul_f32_e32 v27, v29, v15
	v_mul_f32_e32 v9, v9, v42
	v_mul_f32_e32 v31, v31, v50
	v_mul_f32_e32 v29, v15, v74
	v_mul_f32_e32 v11, v11, v75
	v_mac_f32_e32 v29, v26, v17
	v_mul_f32_e32 v40, v64, v53
	v_mul_f32_e32 v11, v11, v80
	v_mul_f32_e32 v52, v15, v60
	v_mul_f32_e32 v15, v15, v73
	v_mac_f32_e32 v41, v14, v17
	v_mac_f32_e32 v1, v14, v78
	s_waitcnt vmcnt(8)
	v_mac_f32_e32 v9, v8, v0
	v_mac_f32_e32 v31, v51, v0
	v_mac_f32_e32 v28, v14, v0
	v_mac_f32_e32 v27, v26, v0
	v_mad_f32 v0, -v26, v16, 1.0
	v_rcp_f32_e32 v0, v0
	v_mul_f32_e32 v30, v30, v42
	v_mul_f32_e32 v40, v40, v42
	v_mul_f32_e32 v42, v43, v50
	v_mul_f32_e32 v14, v0, v29
	v_mul_f32_e32 v43, v11, v50
	v_mac_f32_e32 v52, v26, v78
	v_mac_f32_e32 v15, v26, v79
	v_mad_f32 v11, -v13, v14, 1.0
	v_mac_f32_e32 v30, v8, v78
	v_mac_f32_e32 v40, v8, v79
	v_mul_f32_e32 v8, v27, v0
	v_mul_f32_e32 v16, v52, v0
	v_mul_f32_e32 v0, v15, v0
	v_rcp_f32_e32 v15, v11
	v_mul_f32_e32 v11, v40, v12
	v_mac_f32_e32 v11, v13, v0
	v_mac_f32_e32 v42, v51, v17
	v_mul_f32_e32 v17, v11, v15
	v_mad_f32 v11, -v22, v16, 1.0
	flat_store_dword v[24:25], v17
	v_rcp_f32_e32 v24, v11
	v_mac_f32_e32 v43, v51, v79
	v_mul_f32_e32 v25, v23, v43
	v_mac_f32_e32 v25, v22, v0
	v_addc_u32_e64 v11, vcc, 0, v49, s[4:5]
	v_mul_f32_e32 v25, v25, v24
	flat_store_dword v[44:45], v0
	flat_store_dword v[10:11], v25
	v_mul_f32_e32 v9, v9, v12
	v_mul_f32_e32 v10, v30, v12
	v_mad_f32 v0, -v6, v0, 1.0
	v_mac_f32_e32 v9, v13, v8
	v_mac_f32_e32 v10, v13, v16
	v_rcp_f32_e32 v13, v0
	v_mul_f32_e32 v11, v31, v23
	v_mul_f32_e32 v12, v23, v42
	v_mul_f32_e32 v23, v28, v7
	v_mul_f32_e32 v26, v7, v41
	v_mul_f32_e32 v7, v1, v7
	s_mov_b32 s4, 0x4f000
	v_mac_f32_e32 v26, v6, v14
	v_mac_f32_e32 v7, v6, v16
	v_add_i32_e32 v0, vcc, s4, v48
	flat_store_dword v[32:33], v8
	v_mac_f32_e32 v11, v22, v8
	v_mac_f32_e32 v23, v6, v8
	v_mul_f32_e32 v8, v26, v13
	v_addc_u32_e32 v1, vcc, 0, v49, vcc
	v_mul_f32_e32 v10, v10, v15
	v_mul_f32_e32 v7, v7, v13
	v_mul_f32_e32 v6, v23, v13
	v_mad_f32 v13, -v17, v8, 1.0
	flat_store_dword v[0:1], v7
	v_mac_f32_e32 v10, v17, v7
	v_mad_f32 v7, -v25, v7, 1.0
	v_rcp_f32_e32 v13, v13
	v_rcp_f32_e32 v7, v7
	v_mac_f32_e32 v12, v22, v14
	v_mul_f32_e32 v11, v11, v24
	v_mul_f32_e32 v12, v12, v24
	v_mul_f32_e32 v9, v9, v15
	v_mac_f32_e32 v11, v25, v6
	v_mac_f32_e32 v12, v25, v8
	flat_store_dword v[34:35], v6
	v_mac_f32_e32 v9, v17, v6
	v_mul_f32_e32 v1, v10, v13
	v_mul_f32_e32 v6, v11, v7
	v_mul_f32_e32 v7, v12, v7
	flat_store_dword v[38:39], v8
	v_mad_f32 v8, -v1, v7, 1.0
	v_rcp_f32_e32 v8, v8
	v_mul_f32_e32 v0, v9, v13
	v_mac_f32_e32 v0, v1, v6
	flat_store_dword v[46:47], v14
	v_mul_f32_e32 v0, v0, v8
	flat_store_dword v[36:37], v16
	flat_store_dword v[20:21], v1
	flat_store_dword v[2:3], v6
	flat_store_dword v[4:5], v7
	flat_store_dword v[18:19], v0
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel qssab_kernel
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
		.amdhsa_next_free_vgpr 81
		.amdhsa_next_free_sgpr 36
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
	.size	qssab_kernel, .Lfunc_end0-qssab_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2392
; NumSgprs: 40
; NumVgprs: 81
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 20
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 81
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
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
    .name:           qssab_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         qssab_kernel.kd
    .vgpr_count:     81
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx702
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
