	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx802"
	.protected	fft1D_512               ; -- Begin function fft1D_512
	.globl	fft1D_512
	.p2align	8
	.type	fft1D_512,@function
fft1D_512:                              ; @fft1D_512
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 8
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
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
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v0, 9, v0
	v_add_u32_e32 v1, vcc, v0, v41
	v_mov_b32_e32 v0, 0
	v_ashrrev_i64 v[0:1], 29, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v62, vcc, s44, v0
	v_addc_u32_e32 v63, vcc, v2, v1, vcc
	s_movk_i32 s4, 0x200
	v_add_u32_e32 v46, vcc, s4, v62
	v_addc_u32_e32 v47, vcc, 0, v63, vcc
	s_movk_i32 s52, 0x400
	v_add_u32_e32 v56, vcc, s52, v62
	v_addc_u32_e32 v57, vcc, 0, v63, vcc
	s_movk_i32 s4, 0x600
	v_add_u32_e32 v44, vcc, s4, v62
	v_addc_u32_e32 v45, vcc, 0, v63, vcc
	s_movk_i32 s4, 0x800
	v_add_u32_e32 v58, vcc, s4, v62
	v_addc_u32_e32 v59, vcc, 0, v63, vcc
	s_movk_i32 s4, 0xa00
	v_add_u32_e32 v60, vcc, s4, v62
	v_addc_u32_e32 v61, vcc, 0, v63, vcc
	s_movk_i32 s4, 0xc00
	v_add_u32_e32 v72, vcc, s4, v62
	v_addc_u32_e32 v73, vcc, 0, v63, vcc
	s_movk_i32 s4, 0xe00
	flat_load_dwordx2 v[0:1], v[62:63]
	flat_load_dwordx2 v[2:3], v[46:47]
	flat_load_dwordx2 v[4:5], v[56:57]
	flat_load_dwordx2 v[6:7], v[44:45]
	flat_load_dwordx2 v[8:9], v[58:59]
	flat_load_dwordx2 v[10:11], v[60:61]
	v_add_u32_e32 v74, vcc, s4, v62
	flat_load_dwordx2 v[12:13], v[72:73]
	v_addc_u32_e32 v75, vcc, 0, v63, vcc
	flat_load_dwordx2 v[14:15], v[74:75]
	s_brev_b32 s58, 1
	s_mov_b32 s59, 0x3f3504f3
	v_cvt_f64_i32_e32 v[76:77], v41
	s_mov_b32 s49, 0xbfa921fb
	s_mov_b32 s48, 0x54442d18
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_ashrrev_i32_e32 v106, 3, v41
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z3cosf@rel32@lo+4
	s_addc_u32 s47, s47, _Z3cosf@rel32@hi+12
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v16, v0, v8
	v_add_f32_e32 v17, v1, v9
	v_sub_f32_e32 v0, v0, v8
	v_sub_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v8, v2, v10
	v_add_f32_e32 v9, v3, v11
	v_sub_f32_e32 v2, v2, v10
	v_sub_f32_e32 v3, v3, v11
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v10, v4, v12
	v_add_f32_e32 v11, v5, v13
	v_sub_f32_e32 v4, v4, v12
	v_sub_f32_e32 v5, v5, v13
	v_add_f32_e32 v12, v2, v3
	v_sub_f32_e32 v2, s58, v2
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v13, v6, v14
	v_sub_f32_e32 v6, v6, v14
	v_add_f32_e32 v2, v2, v3
	v_mad_f32 v3, 0, v4, v5
	v_sub_f32_e32 v4, s58, v4
	v_add_f32_e32 v18, v7, v15
	v_sub_f32_e32 v7, v7, v15
	v_mac_f32_e32 v4, 0, v5
	v_sub_f32_e32 v5, s58, v6
	v_add_f32_e32 v14, v16, v10
	v_add_f32_e32 v15, v17, v11
	v_sub_f32_e32 v10, v16, v10
	v_sub_f32_e32 v11, v17, v11
	v_add_f32_e32 v6, v8, v13
	v_add_f32_e32 v16, v9, v18
	v_add_f32_e32 v17, v5, v7
	v_sub_f32_e32 v8, v8, v13
	v_sub_f32_e32 v9, v9, v18
	v_sub_f32_e32 v5, v5, v7
	v_mul_f32_e32 v7, s59, v17
	v_mad_f32 v13, 0, v8, v9
	v_sub_f32_e32 v8, s58, v8
	v_mul_f32_e32 v5, s59, v5
	v_mac_f32_e32 v8, 0, v9
	v_add_f32_e32 v78, v14, v6
	v_sub_f32_e32 v79, v14, v6
	v_add_f32_e32 v6, v0, v3
	v_sub_f32_e32 v3, v0, v3
	v_mad_f32 v0, v12, s59, -v7
	v_add_f32_e32 v89, v10, v13
	v_add_f32_e32 v91, v11, v8
	v_sub_f32_e32 v92, v10, v13
	v_sub_f32_e32 v93, v11, v8
	v_add_f32_e32 v8, v1, v4
	v_sub_f32_e32 v4, v1, v4
	v_mad_f32 v10, s59, v2, v5
	v_mad_f32 v1, v2, s59, -v5
	v_sub_f32_e32 v5, s58, v0
	v_mad_f32 v2, 0, v0, v1
	v_mac_f32_e32 v5, 0, v1
	v_mul_f64 v[0:1], v[76:77], s[48:49]
	v_mad_f32 v9, s59, v12, v7
	v_add_f32_e32 v90, v15, v16
	v_sub_f32_e32 v88, v15, v16
	v_add_f32_e32 v94, v6, v9
	v_add_f32_e32 v95, v8, v10
	v_sub_f32_e32 v104, v6, v9
	v_sub_f32_e32 v105, v8, v10
	v_cvt_f32_f64_e32 v42, v[0:1]
	v_add_f32_e32 v107, v3, v2
	v_add_f32_e32 v108, v4, v5
	v_sub_f32_e32 v109, v3, v2
	v_mov_b32_e32 v0, v42
	v_sub_f32_e32 v110, v4, v5
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z3sinf@rel32@lo+4
	s_addc_u32 s45, s45, _Z3sinf@rel32@hi+12
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s49, 0xbf9921fb
	v_mul_f64 v[1:2], v[76:77], s[48:49]
	v_mul_f32_e32 v111, v88, v43
	v_mul_f32_e32 v3, v0, v88
	v_mac_f32_e32 v111, v79, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v79, v79, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s51, 0xbfb2d97c
	s_mov_b32 s50, 0x7f3321d2
	v_mul_f64 v[1:2], v[76:77], s[50:51]
	v_mul_f32_e32 v120, v91, v43
	v_mul_f32_e32 v3, v0, v91
	v_mac_f32_e32 v120, v89, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v88, v89, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s49, 0xbf8921fb
	v_mul_f64 v[1:2], v[76:77], s[48:49]
	v_mul_f32_e32 v91, v93, v43
	v_mul_f32_e32 v3, v0, v93
	v_mac_f32_e32 v91, v92, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v89, v92, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s55, 0xbfaf6a7a
	s_mov_b32 s54, 0x2955385e
	v_mul_f64 v[1:2], v[76:77], s[54:55]
	v_mul_f32_e32 v92, v95, v43
	v_mul_f32_e32 v3, v0, v95
	v_mac_f32_e32 v92, v94, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v93, v94, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s51, 0xbfa2d97c
	v_mul_f64 v[1:2], v[76:77], s[50:51]
	v_mul_f32_e32 v94, v105, v43
	v_mul_f32_e32 v3, v0, v105
	v_mac_f32_e32 v94, v104, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v95, v104, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s57, 0xbfb5fdbb
	s_mov_b32 s56, 0xe9bba775
	v_mul_f64 v[1:2], v[76:77], s[56:57]
	v_mul_f32_e32 v104, v108, v43
	v_mul_f32_e32 v3, v0, v108
	v_mac_f32_e32 v104, v107, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v76, v107, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v1, v0, v110
	v_mul_f32_e32 v105, v110, v43
	v_lshlrev_b32_e32 v108, 2, v41
	v_mad_f32 v1, v109, v43, -v1
	v_mac_f32_e32 v105, v109, v0
	s_mov_b32 m0, -1
	v_add_u32_e32 v109, vcc, s52, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v107, 7, v41
	ds_write2_b32 v108, v78, v93 offset1:66
	ds_write2_b32 v108, v88, v76 offset0:132 offset1:198
	ds_write2_b32 v109, v79, v95 offset0:8 offset1:74
	ds_write2_b32 v109, v89, v1 offset0:140 offset1:206
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	s_movk_i32 s4, 0x42
	v_mad_u32_u24 v0, v107, s4, v106
	v_lshlrev_b32_e32 v110, 2, v0
	ds_read2_b32 v[42:43], v110 offset1:8
	ds_read2_b32 v[76:77], v110 offset0:16 offset1:24
	ds_read2_b32 v[78:79], v110 offset0:32 offset1:40
	ds_read2_b32 v[88:89], v110 offset0:48 offset1:56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	ds_write2_b32 v108, v90, v92 offset1:66
	ds_write2_b32 v108, v120, v104 offset0:132 offset1:198
	ds_write2_b32 v109, v111, v94 offset0:8 offset1:74
	ds_write2_b32 v109, v91, v105 offset0:140 offset1:206
	s_swappc_b64 s[30:31], s[52:53]
	ds_read2_b32 v[90:91], v110 offset1:8
	ds_read2_b32 v[92:93], v110 offset0:16 offset1:24
	ds_read2_b32 v[94:95], v110 offset0:32 offset1:40
	ds_read2_b32 v[104:105], v110 offset0:48 offset1:56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_sub_f32_e32 v6, v43, v79
	v_sub_f32_e32 v7, v91, v95
	v_sub_f32_e32 v10, v76, v88
	v_sub_f32_e32 v11, v92, v104
	v_add_f32_e32 v16, v6, v7
	v_sub_f32_e32 v6, s58, v6
	v_sub_f32_e32 v14, v77, v89
	v_add_f32_e32 v6, v6, v7
	v_mad_f32 v7, 0, v10, v11
	v_sub_f32_e32 v10, s58, v10
	v_add_f32_e32 v0, v42, v78
	v_add_f32_e32 v1, v90, v94
	v_add_f32_e32 v4, v43, v79
	v_add_f32_e32 v5, v91, v95
	v_add_f32_e32 v8, v76, v88
	v_add_f32_e32 v9, v92, v104
	v_add_f32_e32 v12, v77, v89
	v_add_f32_e32 v13, v93, v105
	v_sub_f32_e32 v15, v93, v105
	v_mac_f32_e32 v10, 0, v11
	v_sub_f32_e32 v11, s58, v14
	v_add_f32_e32 v14, v11, v15
	v_sub_f32_e32 v11, v11, v15
	v_add_f32_e32 v15, v0, v8
	v_add_f32_e32 v17, v1, v9
	v_sub_f32_e32 v0, v0, v8
	v_sub_f32_e32 v1, v1, v9
	v_add_f32_e32 v8, v4, v12
	v_add_f32_e32 v9, v5, v13
	v_sub_f32_e32 v4, v4, v12
	v_sub_f32_e32 v5, v5, v13
	v_cvt_f64_i32_e32 v[76:77], v106
	v_mul_f32_e32 v14, s59, v14
	v_mad_f32 v12, 0, v4, v5
	v_sub_f32_e32 v4, s58, v4
	v_mul_f32_e32 v11, s59, v11
	v_mac_f32_e32 v4, 0, v5
	v_add_f32_e32 v89, v0, v12
	v_sub_f32_e32 v92, v0, v12
	v_mad_f32 v0, v16, s59, -v14
	v_sub_f32_e32 v3, v90, v94
	v_add_f32_e32 v90, v17, v9
	v_sub_f32_e32 v88, v17, v9
	v_add_f32_e32 v91, v1, v4
	v_sub_f32_e32 v93, v1, v4
	v_mad_f32 v1, v6, s59, -v11
	v_sub_f32_e32 v9, s58, v0
	s_mov_b32 s49, 0xbfd921fb
	v_sub_f32_e32 v2, v42, v78
	v_add_f32_e32 v78, v15, v8
	v_sub_f32_e32 v79, v15, v8
	v_mad_f32 v8, s59, v6, v11
	v_mad_f32 v6, 0, v0, v1
	v_mac_f32_e32 v9, 0, v1
	v_mul_f64 v[0:1], v[76:77], s[48:49]
	v_add_f32_e32 v4, v2, v7
	v_add_f32_e32 v5, v3, v10
	v_sub_f32_e32 v2, v2, v7
	v_sub_f32_e32 v3, v3, v10
	v_mad_f32 v7, s59, v16, v14
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_cvt_f32_f64_e32 v42, v[0:1]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_add_f32_e32 v94, v4, v7
	v_add_f32_e32 v95, v5, v8
	v_sub_f32_e32 v104, v4, v7
	v_sub_f32_e32 v105, v5, v8
	v_add_f32_e32 v106, v2, v6
	v_add_f32_e32 v110, v3, v9
	v_sub_f32_e32 v111, v2, v6
	v_sub_f32_e32 v120, v3, v9
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s49, 0xbfc921fb
	v_mul_f64 v[1:2], v[76:77], s[48:49]
	v_mul_f32_e32 v121, v88, v43
	v_mul_f32_e32 v3, v0, v88
	v_mac_f32_e32 v121, v79, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v79, v79, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s51, 0xbfe2d97c
	v_mul_f64 v[1:2], v[76:77], s[50:51]
	v_mul_f32_e32 v122, v91, v43
	v_mul_f32_e32 v3, v0, v91
	v_mac_f32_e32 v122, v89, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v88, v89, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s49, 0xbfb921fb
	v_mul_f64 v[1:2], v[76:77], s[48:49]
	v_mul_f32_e32 v91, v93, v43
	v_mul_f32_e32 v3, v0, v93
	v_mac_f32_e32 v91, v92, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v89, v92, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s55, 0xbfdf6a7a
	v_mul_f64 v[1:2], v[76:77], s[54:55]
	v_mul_f32_e32 v92, v95, v43
	v_mul_f32_e32 v3, v0, v95
	v_mac_f32_e32 v92, v94, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v93, v94, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s51, 0xbfd2d97c
	v_mul_f64 v[1:2], v[76:77], s[50:51]
	v_mul_f32_e32 v94, v105, v43
	v_mul_f32_e32 v3, v0, v105
	v_mac_f32_e32 v94, v104, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v95, v104, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s57, 0xbfe5fdbb
	v_mul_f64 v[1:2], v[76:77], s[56:57]
	v_mul_f32_e32 v104, v110, v43
	v_mul_f32_e32 v3, v0, v110
	v_mac_f32_e32 v104, v106, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v76, v106, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v1, v0, v120
	v_mad_f32 v1, v111, v43, -v1
	v_mul_f32_e32 v43, v120, v43
	v_mac_f32_e32 v43, v111, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v41, 0x3ffffff8, v41
	ds_write2_b32 v108, v78, v93 offset1:72
	ds_write2_b32 v108, v88, v76 offset0:144 offset1:216
	ds_write2_b32 v109, v79, v95 offset0:32 offset1:104
	ds_write2_b32 v109, v89, v1 offset0:176 offset1:248
	s_swappc_b64 s[30:31], s[52:53]
	v_mul_lo_u32 v0, v41, 9
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_or_b32_e32 v0, v0, v107
	v_lshlrev_b32_e32 v93, 2, v0
	ds_read2_b32 v[41:42], v93 offset1:8
	ds_read2_b32 v[76:77], v93 offset0:16 offset1:24
	ds_read2_b32 v[78:79], v93 offset0:32 offset1:40
	ds_read2_b32 v[88:89], v93 offset0:48 offset1:56
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	ds_write2_b32 v108, v90, v92 offset1:72
	ds_write2_b32 v108, v122, v104 offset0:144 offset1:216
	ds_write2_b32 v109, v121, v94 offset0:32 offset1:104
	ds_write2_b32 v109, v91, v43 offset0:176 offset1:248
	s_swappc_b64 s[30:31], s[52:53]
	ds_read2_b32 v[0:1], v93 offset1:8
	ds_read2_b32 v[2:3], v93 offset0:32 offset1:40
	ds_read2_b32 v[4:5], v93 offset0:16 offset1:24
	ds_read2_b32 v[6:7], v93 offset0:48 offset1:56
	v_add_f32_e32 v10, v41, v78
	v_add_f32_e32 v12, v42, v79
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v11, v0, v2
	v_add_f32_e32 v13, v1, v3
	v_add_f32_e32 v14, v76, v88
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v15, v4, v6
	v_add_f32_e32 v16, v77, v89
	v_add_f32_e32 v17, v5, v7
	v_add_f32_e32 v18, v10, v14
	v_add_f32_e32 v19, v11, v15
	v_add_f32_e32 v20, v12, v16
	v_add_f32_e32 v21, v13, v17
	v_add_f32_e32 v8, v18, v20
	v_add_f32_e32 v9, v19, v21
	flat_store_dwordx2 v[62:63], v[8:9]
	v_sub_f32_e32 v9, v42, v79
	v_sub_f32_e32 v22, v0, v2
	v_sub_f32_e32 v0, v1, v3
	v_sub_f32_e32 v2, v77, v89
	v_sub_f32_e32 v3, v4, v6
	v_sub_f32_e32 v4, v5, v7
	v_sub_f32_e32 v5, s58, v9
	v_sub_f32_e32 v1, v76, v88
	v_add_f32_e32 v6, v9, v0
	v_add_f32_e32 v7, v5, v0
	v_sub_f32_e32 v0, s58, v2
	v_mad_f32 v9, 0, v1, v3
	v_sub_f32_e32 v23, s58, v1
	v_add_f32_e32 v1, v0, v4
	v_sub_f32_e32 v0, v0, v4
	v_sub_f32_e32 v8, v41, v78
	v_mac_f32_e32 v23, 0, v3
	v_mul_f32_e32 v24, s59, v1
	v_mul_f32_e32 v25, s59, v0
	v_add_f32_e32 v4, v8, v9
	v_add_f32_e32 v5, v22, v23
	v_mad_f32 v26, s59, v6, v24
	v_mad_f32 v27, s59, v7, v25
	v_add_f32_e32 v0, v4, v26
	v_add_f32_e32 v1, v5, v27
	flat_store_dwordx2 v[46:47], v[0:1]
	v_sub_f32_e32 v0, v12, v16
	v_sub_f32_e32 v3, v11, v15
	v_sub_f32_e32 v1, v13, v17
	v_sub_f32_e32 v11, s58, v0
	v_mac_f32_e32 v11, 0, v1
	v_mad_f32 v6, v6, s59, -v24
	v_sub_f32_e32 v2, v10, v14
	v_mad_f32 v10, 0, v0, v1
	v_add_f32_e32 v1, v3, v11
	v_sub_f32_e32 v3, v3, v11
	v_mad_f32 v7, v7, s59, -v25
	v_sub_f32_e32 v11, s58, v6
	v_add_f32_e32 v0, v2, v10
	v_sub_f32_e32 v2, v2, v10
	v_sub_f32_e32 v8, v8, v9
	v_sub_f32_e32 v9, v22, v23
	v_mad_f32 v10, 0, v6, v7
	v_mac_f32_e32 v11, 0, v7
	v_add_f32_e32 v6, v8, v10
	v_add_f32_e32 v7, v9, v11
	flat_store_dwordx2 v[56:57], v[0:1]
	v_sub_f32_e32 v0, v18, v20
	v_sub_f32_e32 v1, v19, v21
	v_sub_f32_e32 v4, v4, v26
	v_sub_f32_e32 v5, v5, v27
	v_sub_f32_e32 v8, v8, v10
	v_sub_f32_e32 v9, v9, v11
	flat_store_dwordx2 v[44:45], v[6:7]
	flat_store_dwordx2 v[58:59], v[0:1]
	flat_store_dwordx2 v[60:61], v[4:5]
	flat_store_dwordx2 v[72:73], v[2:3]
	flat_store_dwordx2 v[74:75], v[8:9]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel fft1D_512
		.amdhsa_group_segment_fixed_size 2304
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 123
		.amdhsa_next_free_sgpr 90
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
	.size	fft1D_512, .Lfunc_end0-fft1D_512
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3964
; NumSgprs: 96
; NumVgprs: 123
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2304 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 123
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
	.protected	ifft1D_512              ; -- Begin function ifft1D_512
	.globl	ifft1D_512
	.p2align	8
	.type	ifft1D_512,@function
ifft1D_512:                             ; @ifft1D_512
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_load_dwordx2 s[44:45], s[8:9], 0x0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 8
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
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
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v0, 9, v0
	v_add_u32_e32 v1, vcc, v0, v41
	v_mov_b32_e32 v0, 0
	v_ashrrev_i64 v[0:1], 29, v[0:1]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v62, vcc, s44, v0
	v_addc_u32_e32 v63, vcc, v2, v1, vcc
	s_movk_i32 s4, 0x200
	v_add_u32_e32 v56, vcc, s4, v62
	v_addc_u32_e32 v57, vcc, 0, v63, vcc
	s_movk_i32 s52, 0x400
	v_add_u32_e32 v58, vcc, s52, v62
	v_addc_u32_e32 v59, vcc, 0, v63, vcc
	s_movk_i32 s4, 0x600
	v_add_u32_e32 v44, vcc, s4, v62
	v_addc_u32_e32 v45, vcc, 0, v63, vcc
	s_movk_i32 s4, 0x800
	v_add_u32_e32 v46, vcc, s4, v62
	v_addc_u32_e32 v47, vcc, 0, v63, vcc
	s_movk_i32 s4, 0xa00
	v_add_u32_e32 v60, vcc, s4, v62
	v_addc_u32_e32 v61, vcc, 0, v63, vcc
	s_movk_i32 s4, 0xc00
	v_add_u32_e32 v72, vcc, s4, v62
	v_addc_u32_e32 v73, vcc, 0, v63, vcc
	s_movk_i32 s4, 0xe00
	v_add_u32_e32 v74, vcc, s4, v62
	flat_load_dwordx2 v[0:1], v[62:63]
	flat_load_dwordx2 v[2:3], v[56:57]
	flat_load_dwordx2 v[4:5], v[58:59]
	flat_load_dwordx2 v[6:7], v[44:45]
	flat_load_dwordx2 v[8:9], v[46:47]
	flat_load_dwordx2 v[10:11], v[60:61]
	v_addc_u32_e32 v75, vcc, 0, v63, vcc
	flat_load_dwordx2 v[12:13], v[72:73]
	flat_load_dwordx2 v[14:15], v[74:75]
	s_brev_b32 s59, 1
	v_cvt_f64_i32_e32 v[76:77], v41
	s_mov_b32 s58, 0x3f3504f3
	s_mov_b32 s49, 0x3fa921fb
	s_mov_b32 s48, 0x54442d18
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_ashrrev_i32_e32 v106, 3, v41
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z3cosf@rel32@lo+4
	s_addc_u32 s47, s47, _Z3cosf@rel32@hi+12
	s_waitcnt vmcnt(3)
	v_add_f32_e32 v16, v0, v8
	v_add_f32_e32 v17, v1, v9
	v_sub_f32_e32 v0, v0, v8
	v_sub_f32_e32 v1, v1, v9
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v8, v2, v10
	v_add_f32_e32 v9, v3, v11
	v_sub_f32_e32 v2, v2, v10
	v_sub_f32_e32 v3, v3, v11
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v10, v4, v12
	v_add_f32_e32 v11, v5, v13
	v_sub_f32_e32 v4, v4, v12
	v_sub_f32_e32 v5, v5, v13
	v_sub_f32_e32 v12, v2, v3
	v_add_f32_e32 v2, v2, v3
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v3, v6, v14
	v_sub_f32_e32 v6, v6, v14
	v_add_f32_e32 v13, v7, v15
	v_sub_f32_e32 v7, v7, v15
	v_mad_f32 v14, v4, 0, -v5
	v_mac_f32_e32 v4, 0, v5
	v_add_f32_e32 v5, v16, v10
	v_sub_f32_e32 v10, v16, v10
	v_sub_f32_e32 v16, s59, v6
	v_add_f32_e32 v15, v17, v11
	v_sub_f32_e32 v11, v17, v11
	v_sub_f32_e32 v6, v6, v7
	v_add_f32_e32 v17, v8, v3
	v_sub_f32_e32 v3, v8, v3
	v_sub_f32_e32 v8, v9, v13
	v_sub_f32_e32 v7, v16, v7
	v_add_f32_e32 v18, v9, v13
	v_mul_f32_e32 v6, s58, v6
	v_mul_f32_e32 v7, s58, v7
	v_mad_f32 v9, v3, 0, -v8
	v_mac_f32_e32 v3, 0, v8
	v_add_f32_e32 v89, v10, v9
	v_add_f32_e32 v91, v11, v3
	v_sub_f32_e32 v92, v10, v9
	v_sub_f32_e32 v93, v11, v3
	v_add_f32_e32 v3, v0, v14
	v_sub_f32_e32 v8, v0, v14
	v_mad_f32 v9, s58, v12, v7
	v_mad_f32 v7, v12, s58, -v7
	v_mad_f32 v0, v2, s58, -v6
	v_add_f32_e32 v78, v5, v17
	v_sub_f32_e32 v79, v5, v17
	v_add_f32_e32 v5, v1, v4
	v_sub_f32_e32 v4, v1, v4
	v_mad_f32 v10, s58, v2, v6
	v_mad_f32 v2, v7, 0, -v0
	v_mac_f32_e32 v7, 0, v0
	v_mul_f64 v[0:1], v[76:77], s[48:49]
	v_add_f32_e32 v90, v15, v18
	v_sub_f32_e32 v88, v15, v18
	v_add_f32_e32 v94, v3, v9
	v_add_f32_e32 v95, v5, v10
	v_sub_f32_e32 v104, v3, v9
	v_sub_f32_e32 v105, v5, v10
	v_add_f32_e32 v107, v8, v2
	v_cvt_f32_f64_e32 v42, v[0:1]
	v_add_f32_e32 v108, v4, v7
	v_sub_f32_e32 v109, v8, v2
	v_sub_f32_e32 v110, v4, v7
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z3sinf@rel32@lo+4
	s_addc_u32 s45, s45, _Z3sinf@rel32@hi+12
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s49, 0x3f9921fb
	v_mul_f64 v[1:2], v[76:77], s[48:49]
	v_mul_f32_e32 v111, v88, v43
	v_mul_f32_e32 v3, v0, v88
	v_mac_f32_e32 v111, v79, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v79, v79, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s51, 0x3fb2d97c
	s_mov_b32 s50, 0x7f3321d2
	v_mul_f64 v[1:2], v[76:77], s[50:51]
	v_mul_f32_e32 v120, v91, v43
	v_mul_f32_e32 v3, v0, v91
	v_mac_f32_e32 v120, v89, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v88, v89, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s49, 0x3f8921fb
	v_mul_f64 v[1:2], v[76:77], s[48:49]
	v_mul_f32_e32 v91, v93, v43
	v_mul_f32_e32 v3, v0, v93
	v_mac_f32_e32 v91, v92, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v89, v92, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s55, 0x3faf6a7a
	s_mov_b32 s54, 0x2955385e
	v_mul_f64 v[1:2], v[76:77], s[54:55]
	v_mul_f32_e32 v92, v95, v43
	v_mul_f32_e32 v3, v0, v95
	v_mac_f32_e32 v92, v94, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v93, v94, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s51, 0x3fa2d97c
	v_mul_f64 v[1:2], v[76:77], s[50:51]
	v_mul_f32_e32 v94, v105, v43
	v_mul_f32_e32 v3, v0, v105
	v_mac_f32_e32 v94, v104, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v95, v104, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s57, 0x3fb5fdbb
	s_mov_b32 s56, 0xe9bba775
	v_mul_f64 v[1:2], v[76:77], s[56:57]
	v_mul_f32_e32 v104, v108, v43
	v_mul_f32_e32 v3, v0, v108
	v_mac_f32_e32 v104, v107, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v76, v107, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v1, v0, v110
	v_mul_f32_e32 v105, v110, v43
	v_lshlrev_b32_e32 v108, 2, v41
	v_mad_f32 v1, v109, v43, -v1
	v_mac_f32_e32 v105, v109, v0
	s_mov_b32 m0, -1
	v_add_u32_e32 v109, vcc, s52, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v107, 7, v41
	ds_write2_b32 v108, v78, v93 offset1:66
	ds_write2_b32 v108, v88, v76 offset0:132 offset1:198
	ds_write2_b32 v109, v79, v95 offset0:8 offset1:74
	ds_write2_b32 v109, v89, v1 offset0:140 offset1:206
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	s_movk_i32 s4, 0x42
	v_mad_u32_u24 v0, v107, s4, v106
	v_lshlrev_b32_e32 v110, 2, v0
	ds_read2_b32 v[42:43], v110 offset1:8
	ds_read2_b32 v[76:77], v110 offset0:16 offset1:24
	ds_read2_b32 v[78:79], v110 offset0:32 offset1:40
	ds_read2_b32 v[88:89], v110 offset0:48 offset1:56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	ds_write2_b32 v108, v90, v92 offset1:66
	ds_write2_b32 v108, v120, v104 offset0:132 offset1:198
	ds_write2_b32 v109, v111, v94 offset0:8 offset1:74
	ds_write2_b32 v109, v91, v105 offset0:140 offset1:206
	s_swappc_b64 s[30:31], s[52:53]
	ds_read2_b32 v[90:91], v110 offset1:8
	ds_read2_b32 v[92:93], v110 offset0:16 offset1:24
	ds_read2_b32 v[94:95], v110 offset0:32 offset1:40
	ds_read2_b32 v[104:105], v110 offset0:48 offset1:56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	v_sub_f32_e32 v6, v43, v79
	v_sub_f32_e32 v7, v91, v95
	v_sub_f32_e32 v10, v76, v88
	v_sub_f32_e32 v11, v92, v104
	v_sub_f32_e32 v14, v77, v89
	v_add_f32_e32 v0, v42, v78
	v_add_f32_e32 v1, v90, v94
	v_add_f32_e32 v4, v43, v79
	v_add_f32_e32 v5, v91, v95
	v_add_f32_e32 v8, v76, v88
	v_add_f32_e32 v9, v92, v104
	v_add_f32_e32 v12, v77, v89
	v_add_f32_e32 v13, v93, v105
	v_sub_f32_e32 v15, v93, v105
	v_sub_f32_e32 v16, v6, v7
	v_add_f32_e32 v6, v6, v7
	v_mad_f32 v7, v10, 0, -v11
	v_mac_f32_e32 v10, 0, v11
	v_sub_f32_e32 v11, s59, v14
	v_cvt_f64_i32_e32 v[76:77], v106
	v_sub_f32_e32 v11, v11, v15
	v_sub_f32_e32 v14, v14, v15
	v_add_f32_e32 v15, v0, v8
	v_add_f32_e32 v17, v1, v9
	v_sub_f32_e32 v0, v0, v8
	v_sub_f32_e32 v1, v1, v9
	v_add_f32_e32 v8, v4, v12
	v_add_f32_e32 v9, v5, v13
	v_sub_f32_e32 v4, v4, v12
	v_sub_f32_e32 v5, v5, v13
	v_mul_f32_e32 v11, s58, v11
	v_mul_f32_e32 v14, s58, v14
	v_mad_f32 v12, v4, 0, -v5
	v_sub_f32_e32 v3, v90, v94
	v_mac_f32_e32 v4, 0, v5
	v_add_f32_e32 v90, v17, v9
	v_sub_f32_e32 v88, v17, v9
	v_add_f32_e32 v89, v0, v12
	v_sub_f32_e32 v92, v0, v12
	v_mad_f32 v9, v16, s58, -v11
	v_mad_f32 v0, v6, s58, -v14
	s_mov_b32 s49, 0x3fd921fb
	v_sub_f32_e32 v2, v42, v78
	v_add_f32_e32 v78, v15, v8
	v_sub_f32_e32 v79, v15, v8
	v_add_f32_e32 v91, v1, v4
	v_sub_f32_e32 v93, v1, v4
	v_mad_f32 v8, s58, v6, v14
	v_mad_f32 v6, v9, 0, -v0
	v_mac_f32_e32 v9, 0, v0
	v_mul_f64 v[0:1], v[76:77], s[48:49]
	v_add_f32_e32 v4, v2, v7
	v_add_f32_e32 v5, v3, v10
	v_sub_f32_e32 v2, v2, v7
	v_sub_f32_e32 v3, v3, v10
	v_mad_f32 v7, s58, v16, v11
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_cvt_f32_f64_e32 v42, v[0:1]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_add_f32_e32 v94, v4, v7
	v_add_f32_e32 v95, v5, v8
	v_sub_f32_e32 v104, v4, v7
	v_sub_f32_e32 v105, v5, v8
	v_add_f32_e32 v106, v2, v6
	v_add_f32_e32 v110, v3, v9
	v_sub_f32_e32 v111, v2, v6
	v_sub_f32_e32 v120, v3, v9
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s49, 0x3fc921fb
	v_mul_f64 v[1:2], v[76:77], s[48:49]
	v_mul_f32_e32 v121, v88, v43
	v_mul_f32_e32 v3, v0, v88
	v_mac_f32_e32 v121, v79, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v79, v79, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s51, 0x3fe2d97c
	v_mul_f64 v[1:2], v[76:77], s[50:51]
	v_mul_f32_e32 v122, v91, v43
	v_mul_f32_e32 v3, v0, v91
	v_mac_f32_e32 v122, v89, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v88, v89, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s49, 0x3fb921fb
	v_mul_f64 v[1:2], v[76:77], s[48:49]
	v_mul_f32_e32 v91, v93, v43
	v_mul_f32_e32 v3, v0, v93
	v_mac_f32_e32 v91, v92, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v89, v92, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s55, 0x3fdf6a7a
	v_mul_f64 v[1:2], v[76:77], s[54:55]
	v_mul_f32_e32 v92, v95, v43
	v_mul_f32_e32 v3, v0, v95
	v_mac_f32_e32 v92, v94, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v93, v94, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s51, 0x3fd2d97c
	v_mul_f64 v[1:2], v[76:77], s[50:51]
	v_mul_f32_e32 v94, v105, v43
	v_mul_f32_e32 v3, v0, v105
	v_mac_f32_e32 v94, v104, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v95, v104, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	s_mov_b32 s57, 0x3fe5fdbb
	v_mul_f64 v[1:2], v[76:77], s[56:57]
	v_mul_f32_e32 v104, v110, v43
	v_mul_f32_e32 v3, v0, v110
	v_mac_f32_e32 v104, v106, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_cvt_f32_f64_e32 v42, v[1:2]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mad_f32 v76, v106, v43, -v3
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v1, v0, v120
	v_mad_f32 v1, v111, v43, -v1
	v_mul_f32_e32 v43, v120, v43
	v_mac_f32_e32 v43, v111, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	v_and_b32_e32 v41, 0x3ffffff8, v41
	ds_write2_b32 v108, v78, v93 offset1:72
	ds_write2_b32 v108, v88, v76 offset0:144 offset1:216
	ds_write2_b32 v109, v79, v95 offset0:32 offset1:104
	ds_write2_b32 v109, v89, v1 offset0:176 offset1:248
	s_swappc_b64 s[30:31], s[52:53]
	v_mul_lo_u32 v0, v41, 9
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	v_or_b32_e32 v0, v0, v107
	v_lshlrev_b32_e32 v93, 2, v0
	ds_read2_b32 v[41:42], v93 offset1:8
	ds_read2_b32 v[76:77], v93 offset0:16 offset1:24
	ds_read2_b32 v[78:79], v93 offset0:32 offset1:40
	ds_read2_b32 v[88:89], v93 offset0:48 offset1:56
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	ds_write2_b32 v108, v90, v92 offset1:72
	ds_write2_b32 v108, v122, v104 offset0:144 offset1:216
	ds_write2_b32 v109, v121, v94 offset0:32 offset1:104
	ds_write2_b32 v109, v91, v43 offset0:176 offset1:248
	s_swappc_b64 s[30:31], s[52:53]
	ds_read2_b32 v[0:1], v93 offset1:8
	ds_read2_b32 v[2:3], v93 offset0:32 offset1:40
	ds_read2_b32 v[4:5], v93 offset0:16 offset1:24
	ds_read2_b32 v[6:7], v93 offset0:48 offset1:56
	v_add_f32_e32 v10, v41, v78
	v_add_f32_e32 v12, v42, v79
	v_add_f32_e32 v14, v76, v88
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v11, v0, v2
	v_add_f32_e32 v13, v1, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v15, v4, v6
	v_add_f32_e32 v16, v77, v89
	v_add_f32_e32 v17, v5, v7
	v_add_f32_e32 v18, v10, v14
	v_add_f32_e32 v19, v11, v15
	v_add_f32_e32 v20, v12, v16
	v_add_f32_e32 v21, v13, v17
	s_mov_b32 s4, 0x3b000000
	v_add_f32_e32 v8, v18, v20
	v_add_f32_e32 v9, v19, v21
	v_mul_f32_e32 v8, s4, v8
	v_mul_f32_e32 v9, s4, v9
	flat_store_dwordx2 v[62:63], v[8:9]
	v_sub_f32_e32 v9, v42, v79
	v_sub_f32_e32 v2, v0, v2
	v_sub_f32_e32 v0, v1, v3
	v_sub_f32_e32 v1, v77, v89
	v_sub_f32_e32 v4, v4, v6
	v_sub_f32_e32 v5, v5, v7
	v_sub_f32_e32 v6, v9, v0
	v_add_f32_e32 v7, v9, v0
	v_sub_f32_e32 v0, s59, v1
	v_sub_f32_e32 v3, v76, v88
	v_sub_f32_e32 v0, v0, v5
	v_sub_f32_e32 v1, v1, v5
	v_sub_f32_e32 v8, v41, v78
	v_mad_f32 v9, v3, 0, -v4
	v_mac_f32_e32 v3, 0, v4
	v_mul_f32_e32 v4, s58, v0
	v_mul_f32_e32 v5, s58, v1
	v_add_f32_e32 v22, v8, v9
	v_add_f32_e32 v23, v2, v3
	v_mad_f32 v24, s58, v6, v4
	v_mad_f32 v25, s58, v7, v5
	v_add_f32_e32 v0, v22, v24
	v_add_f32_e32 v1, v23, v25
	v_mul_f32_e32 v0, s4, v0
	v_mul_f32_e32 v1, s4, v1
	flat_store_dwordx2 v[56:57], v[0:1]
	v_sub_f32_e32 v12, v12, v16
	v_sub_f32_e32 v0, v13, v17
	v_sub_f32_e32 v10, v10, v14
	v_sub_f32_e32 v11, v11, v15
	v_mad_f32 v13, v12, 0, -v0
	v_mac_f32_e32 v12, 0, v0
	v_sub_f32_e32 v2, v2, v3
	v_mad_f32 v3, v6, s58, -v4
	v_mad_f32 v4, v7, s58, -v5
	v_add_f32_e32 v0, v10, v13
	v_add_f32_e32 v1, v11, v12
	v_sub_f32_e32 v8, v8, v9
	v_mad_f32 v5, v3, 0, -v4
	v_mac_f32_e32 v3, 0, v4
	v_mul_f32_e32 v0, s4, v0
	v_mul_f32_e32 v1, s4, v1
	v_sub_f32_e32 v6, v23, v25
	v_add_f32_e32 v7, v8, v5
	v_add_f32_e32 v9, v2, v3
	flat_store_dwordx2 v[58:59], v[0:1]
	v_sub_f32_e32 v0, v18, v20
	v_sub_f32_e32 v1, v19, v21
	v_sub_f32_e32 v10, v10, v13
	v_sub_f32_e32 v11, v11, v12
	v_sub_f32_e32 v4, v22, v24
	v_sub_f32_e32 v8, v8, v5
	v_sub_f32_e32 v12, v2, v3
	v_mul_f32_e32 v5, s4, v6
	v_mul_f32_e32 v6, s4, v7
	v_mul_f32_e32 v7, s4, v9
	v_mul_f32_e32 v0, s4, v0
	v_mul_f32_e32 v1, s4, v1
	v_mul_f32_e32 v2, s4, v10
	v_mul_f32_e32 v3, s4, v11
	v_mul_f32_e32 v4, s4, v4
	v_mul_f32_e32 v8, s4, v8
	v_mul_f32_e32 v9, s4, v12
	flat_store_dwordx2 v[44:45], v[6:7]
	flat_store_dwordx2 v[46:47], v[0:1]
	flat_store_dwordx2 v[60:61], v[4:5]
	flat_store_dwordx2 v[72:73], v[2:3]
	flat_store_dwordx2 v[74:75], v[8:9]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel ifft1D_512
		.amdhsa_group_segment_fixed_size 2304
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 123
		.amdhsa_next_free_sgpr 90
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
	.size	ifft1D_512, .Lfunc_end1-ifft1D_512
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 3988
; NumSgprs: 96
; NumVgprs: 123
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2304 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 123
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
	.protected	chk1D_512               ; -- Begin function chk1D_512
	.globl	chk1D_512
	.p2align	8
	.type	chk1D_512,@function
chk1D_512:                              ; @chk1D_512
; %bb.0:
	s_load_dword s46, s[8:9], 0x8
	s_load_dwordx2 s[48:49], s[8:9], 0x0
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s47, s46, 31
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s36, s34, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s37, s35, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v0, 9, v0
	v_add_u32_e32 v1, vcc, v0, v41
	v_mov_b32_e32 v0, 0
	v_ashrrev_i64 v[0:1], 29, v[0:1]
	v_mov_b32_e32 v2, s49
	v_add_u32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_lshl_b64 s[4:5], s[46:47], 3
	v_mov_b32_e32 v5, s5
	v_add_u32_e32 v4, vcc, s4, v0
	s_movk_i32 s6, 0x200
	v_addc_u32_e32 v5, vcc, v1, v5, vcc
	flat_load_dwordx2 v[2:3], v[0:1]
	flat_load_dwordx2 v[6:7], v[4:5]
	v_add_u32_e32 v8, vcc, s6, v0
	v_addc_u32_e32 v9, vcc, 0, v1, vcc
	flat_load_dwordx2 v[8:9], v[8:9]
	v_add_u32_e32 v10, vcc, s6, v4
	v_addc_u32_e32 v11, vcc, 0, v5, vcc
	flat_load_dwordx2 v[10:11], v[10:11]
	s_movk_i32 s4, 0x400
	v_add_u32_e32 v12, vcc, s4, v0
	v_addc_u32_e32 v13, vcc, 0, v1, vcc
	v_add_u32_e32 v14, vcc, s4, v4
	v_addc_u32_e32 v15, vcc, 0, v5, vcc
	flat_load_dwordx2 v[12:13], v[12:13]
	flat_load_dwordx2 v[14:15], v[14:15]
	s_movk_i32 s4, 0x600
	v_add_u32_e32 v16, vcc, s4, v0
	v_addc_u32_e32 v17, vcc, 0, v1, vcc
	flat_load_dwordx2 v[16:17], v[16:17]
	v_add_u32_e32 v18, vcc, s4, v4
	s_movk_i32 s12, 0x800
	v_addc_u32_e32 v19, vcc, 0, v5, vcc
	flat_load_dwordx2 v[18:19], v[18:19]
	s_movk_i32 s14, 0xa00
	s_movk_i32 s16, 0xc00
	s_movk_i32 s17, 0xe00
	s_waitcnt vmcnt(6)
	v_cmp_neq_f32_e32 vcc, v2, v6
	v_add_u32_e64 v2, s[6:7], s12, v0
	v_cmp_neq_f32_e64 s[4:5], v3, v7
	v_addc_u32_e64 v3, s[6:7], 0, v1, s[6:7]
	v_add_u32_e64 v6, s[6:7], s14, v0
	v_addc_u32_e64 v7, s[6:7], 0, v1, s[6:7]
	s_waitcnt vmcnt(4)
	v_cmp_neq_f32_e64 s[6:7], v8, v10
	v_add_u32_e64 v8, s[10:11], s16, v0
	v_cmp_neq_f32_e64 s[8:9], v9, v11
	v_addc_u32_e64 v9, s[10:11], 0, v1, s[10:11]
	v_add_u32_e64 v0, s[10:11], s17, v0
	v_addc_u32_e64 v1, s[10:11], 0, v1, s[10:11]
	v_add_u32_e64 v10, s[10:11], s12, v4
	v_addc_u32_e64 v11, s[10:11], 0, v5, s[10:11]
	s_waitcnt vmcnt(2)
	v_cmp_neq_f32_e64 s[10:11], v12, v14
	v_add_u32_e64 v12, s[14:15], s14, v4
	v_cmp_neq_f32_e64 s[12:13], v13, v15
	v_addc_u32_e64 v13, s[14:15], 0, v5, s[14:15]
	v_add_u32_e64 v14, s[14:15], s16, v4
	v_addc_u32_e64 v15, s[14:15], 0, v5, s[14:15]
	v_add_u32_e64 v4, s[14:15], s17, v4
	v_addc_u32_e64 v5, s[14:15], 0, v5, s[14:15]
	flat_load_dwordx2 v[10:11], v[10:11]
	flat_load_dwordx2 v[2:3], v[2:3]
	flat_load_dwordx2 v[6:7], v[6:7]
	flat_load_dwordx2 v[12:13], v[12:13]
	flat_load_dwordx2 v[14:15], v[14:15]
	flat_load_dwordx2 v[8:9], v[8:9]
	flat_load_dwordx2 v[0:1], v[0:1]
	flat_load_dwordx2 v[4:5], v[4:5]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[6:7], s[6:7], s[8:9]
	s_or_b64 s[4:5], s[4:5], s[6:7]
	s_or_b64 s[6:7], s[10:11], s[12:13]
	s_or_b64 s[6:7], s[4:5], s[6:7]
	s_waitcnt vmcnt(8)
	v_cmp_neq_f32_e32 vcc, v16, v18
	v_cmp_neq_f32_e64 s[4:5], v17, v19
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[6:7], s[6:7], s[4:5]
	s_waitcnt vmcnt(6)
	v_cmp_neq_f32_e32 vcc, v2, v10
	v_cmp_neq_f32_e64 s[4:5], v3, v11
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[6:7], s[6:7], s[4:5]
	s_waitcnt vmcnt(4)
	v_cmp_neq_f32_e32 vcc, v6, v12
	v_cmp_neq_f32_e64 s[4:5], v7, v13
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[6:7], s[6:7], s[4:5]
	s_waitcnt vmcnt(2)
	v_cmp_neq_f32_e32 vcc, v8, v14
	v_cmp_neq_f32_e64 s[4:5], v9, v15
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[6:7], s[6:7], s[4:5]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc, v0, v4
	v_cmp_neq_f32_e64 s[4:5], v1, v5
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[4:5], s[6:7], s[4:5]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x10
	v_mov_b32_e32 v2, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dword v[0:1], v2
.LBB2_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel chk1D_512
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 90
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
	.size	chk1D_512, .Lfunc_end2-chk1D_512
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 948
; NumSgprs: 96
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 96
; NumVGPRsForWavesPerEU: 42
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
	.hidden	_Z12get_group_idj
	.hidden	_Z7barrierj
	.hidden	_Z3cosf
	.hidden	_Z3sinf
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
        .type_name:      'float2*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 2304
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fft1D_512
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         fft1D_512.kd
    .vgpr_count:     123
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float2*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 2304
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           ifft1D_512
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         ifft1D_512.kd
    .vgpr_count:     123
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float2*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
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
    .name:           chk1D_512
    .private_segment_fixed_size: 16384
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         chk1D_512.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx802
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
