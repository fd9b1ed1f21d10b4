	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	kernel_gpu_opencl       ; -- Begin function kernel_gpu_opencl
	.globl	kernel_gpu_opencl
	.p2align	8
	.type	kernel_gpu_opencl,@function
kernel_gpu_opencl:                      ; @kernel_gpu_opencl
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v44, v0
	s_load_dwordx2 s[36:37], s[8:9], 0x6
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s34, s40, 0x60
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s41, 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s47, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[42:43], s[6:7]
	s_mov_b64 s[44:45], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_ashrrev_i32_e32 v41, 31, v40
	v_cmp_gt_i64_e32 vcc, s[36:37], v[40:41]
	v_mov_b32_e32 v45, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_17
; %bb.1:
	s_load_dwordx8 s[48:55], s[40:41], 0x10
	s_movk_i32 s4, 0x290
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	v_mad_i64_i32 v[0:1], s[4:5], v40, s4, v[0:1]
	s_movk_i32 s4, 0x64
	v_cmp_gt_i32_e64 s[34:35], s4, v45
	v_add_i32_e32 v0, vcc, 16, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v74, v[0:1]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_4
; %bb.2:
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v45, v74
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 4
	v_add_i32_e32 v2, vcc, 0xffffff80, v45
	v_mov_b32_e32 v3, s51
	v_add_i32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	v_lshlrev_b32_e32 v3, 4, v45
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x800
	s_movk_i32 s9, 0xffe3
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dwordx4 v[4:7], v[0:1]
	v_add_i32_e32 v2, vcc, 0x80, v2
	v_add_i32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_lt_i32_e32 vcc, s9, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	ds_write2_b32 v3, v6, v7 offset0:2 offset1:3
	ds_write2_b32 v3, v4, v5 offset1:1
	v_add_i32_e32 v3, vcc, s8, v3
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_3
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s36, s[40:41], 0x0
	s_movk_i32 s66, 0x60
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s40, s66
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_mov_b32 s67, 0
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z7barrierj@rel32@lo+4
	s_addc_u32 s57, s57, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v0, s48
	s_movk_i32 s68, 0x290
	v_mov_b32_e32 v1, s49
	v_mad_i64_i32 v[0:1], s[4:5], v40, s68, v[0:1]
	v_add_i32_e32 v46, vcc, 24, v0
	v_addc_u32_e32 v47, vcc, 0, v1, vcc
	flat_load_dword v0, v[46:47]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_17
; %bb.5:
	v_mul_f32_e64 v0, s36, s36
	v_mul_f32_e32 v75, -2.0, v0
	v_lshlrev_b32_e32 v0, 4, v45
	s_movk_i32 s4, 0x640
	v_add_i32_e32 v77, vcc, s4, v0
	v_lshlrev_b32_e32 v0, 2, v45
	s_movk_i32 s69, 0xc80
	v_add_i32_e32 v76, vcc, 0xffffff80, v45
	v_add_i32_e32 v78, vcc, s69, v0
	s_mov_b64 s[58:59], 0
	s_movk_i32 s70, 0x80
	s_movk_i32 s71, 0x200
	s_movk_i32 s72, 0x800
	s_movk_i32 s73, 0xffe3
	s_movk_i32 s74, 0xc88
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z3expf@rel32@lo+4
	s_addc_u32 s65, s65, _Z3expf@rel32@hi+12
	s_branch .LBB0_7
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[60:61]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s40, s66
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	flat_load_dword v0, v[46:47]
	s_add_i32 s4, s67, 1
	s_waitcnt vmcnt(0)
	v_cmp_ge_i32_e32 vcc, s67, v0
	s_or_b64 s[58:59], vcc, s[58:59]
	s_mov_b32 s67, s4
	s_andn2_b64 exec, exec, s[58:59]
	s_cbranch_execz .LBB0_17
.LBB0_7:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_11 Depth 2
                                        ;     Child Loop BB0_14 Depth 2
                                        ;       Child Loop BB0_15 Depth 3
	s_cmp_eq_u32 s67, 0
	v_mov_b32_e32 v0, v40
	s_cbranch_scc1 .LBB0_9
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	v_mad_i64_i32 v[0:1], s[4:5], v40, s68, v[0:1]
	s_add_i32 s4, s67, -1
	v_mad_i64_i32 v[0:1], s[4:5], s4, 24, v[0:1]
	v_add_i32_e32 v0, vcc, 44, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v0, v[0:1]
.LBB0_9:                                ;   in Loop: Header=BB0_7 Depth=1
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.10:                               ;   in Loop: Header=BB0_7 Depth=1
	v_mov_b32_e32 v1, s48
	v_mov_b32_e32 v2, s49
	s_waitcnt vmcnt(0)
	v_mad_i64_i32 v[0:1], s[6:7], v0, s68, v[1:2]
	v_mov_b32_e32 v8, s53
	v_mov_b32_e32 v9, s51
	v_add_i32_e32 v0, vcc, 16, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v0, v[0:1]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v77
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v0, vcc, v45, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[2:3], v[0:1], 2
	v_lshl_b64 v[6:7], v[0:1], 4
	v_add_i32_e32 v0, vcc, s52, v2
	v_addc_u32_e32 v1, vcc, v8, v3, vcc
	v_add_i32_e32 v2, vcc, s50, v6
	v_addc_u32_e32 v3, vcc, v9, v7, vcc
	v_mov_b32_e32 v6, v76
.LBB0_11:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dwordx4 v[7:10], v[2:3]
	flat_load_dword v11, v[0:1]
	v_add_i32_e32 v6, vcc, s70, v6
	v_add_i32_e32 v0, vcc, s71, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_i32_e32 v2, vcc, s72, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_cmp_lt_i32_e32 vcc, s73, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(1)
	ds_write2_b32 v5, v9, v10 offset0:2 offset1:3
	ds_write2_b32 v5, v7, v8 offset1:1
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v11
	v_add_i32_e32 v5, vcc, s72, v5
	v_add_i32_e32 v4, vcc, s71, v4
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_11
.LBB0_12:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s40, s66
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v44, v1
	s_addc_u32 s9, s41, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	s_and_saveexec_b64 s[60:61], s[34:35]
	s_cbranch_execz .LBB0_6
; %bb.13:                               ;   in Loop: Header=BB0_7 Depth=1
	s_mov_b64 s[62:63], 0
	v_mov_b32_e32 v79, v45
.LBB0_14:                               ;   Parent Loop BB0_7 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_15 Depth 3
	v_add_i32_e32 v0, vcc, v79, v74
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[0:1], v[0:1], 4
	v_mov_b32_e32 v2, s55
	v_add_i32_e32 v60, vcc, s54, v0
	v_addc_u32_e32 v61, vcc, v2, v1, vcc
	flat_load_dwordx4 v[56:59], v[60:61]
	v_lshlrev_b32_e32 v0, 4, v79
	ds_read2_b32 v[62:63], v0 offset1:1
	ds_read2_b32 v[72:73], v0 offset0:2 offset1:3
	s_mov_b32 s75, 0
	s_movk_i32 s76, 0xf9c0
.LBB0_15:                               ;   Parent Loop BB0_7 Depth=1
                                        ;     Parent Loop BB0_14 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s4, s76, s69
	v_mov_b32_e32 v0, s4
	s_add_i32 s4, s76, s74
	v_mov_b32_e32 v1, s4
	ds_read2_b32 v[88:89], v0 offset1:1
	ds_read2_b32 v[90:91], v1 offset1:1
	v_lshlrev_b32_e32 v2, 10, v43
	s_add_u32 s36, s40, s66
	v_or_b32_e32 v2, v44, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v62, v88
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v72, v90
	v_mac_f32_e32 v1, v63, v89
	v_mac_f32_e32 v1, v73, v91
	v_sub_f32_e32 v0, v0, v1
	v_lshlrev_b32_e32 v1, 20, v42
	s_addc_u32 s37, s41, 0
	v_or_b32_e32 v41, v2, v1
	v_mul_f32_e32 v0, v75, v0
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[64:65]
	v_add_f32_e32 v1, v0, v0
	v_sub_f32_e32 v2, v63, v89
	v_sub_f32_e32 v3, v72, v90
	v_sub_f32_e32 v4, v73, v91
	s_add_i32 s4, s75, s69
	v_mul_f32_e32 v2, v2, v1
	v_mul_f32_e32 v3, v3, v1
	v_mul_f32_e32 v1, v4, v1
	v_mov_b32_e32 v4, s4
	s_add_i32 s4, s76, 0xc90
	v_mov_b32_e32 v5, s4
	s_add_i32 s4, s76, 0xc98
	ds_read2_b32 v[88:89], v4 offset1:1
	v_mov_b32_e32 v4, s4
	ds_read2_b32 v[90:91], v5 offset1:1
	ds_read2_b32 v[92:93], v4 offset1:1
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v59, v88, v1
	v_mac_f32_e32 v56, v88, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v72, v92
	v_mac_f32_e32 v1, v63, v91
	v_add_f32_e32 v0, v62, v90
	v_mac_f32_e32 v1, v73, v93
	v_sub_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v75, v0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mac_f32_e32 v57, v88, v2
	v_mac_f32_e32 v58, v88, v3
	s_swappc_b64 s[30:31], s[64:65]
	s_add_i32 s4, s76, 0xca0
	v_add_f32_e32 v1, v0, v0
	v_sub_f32_e32 v2, v63, v91
	v_sub_f32_e32 v3, v72, v92
	v_sub_f32_e32 v4, v73, v93
	v_mac_f32_e32 v56, v89, v0
	v_mov_b32_e32 v0, s4
	s_add_i32 s4, s76, 0xca8
	v_mul_f32_e32 v2, v2, v1
	v_mul_f32_e32 v3, v3, v1
	v_mul_f32_e32 v1, v4, v1
	v_mov_b32_e32 v4, s4
	ds_read2_b32 v[90:91], v0 offset1:1
	ds_read2_b32 v[92:93], v4 offset1:1
	v_mac_f32_e32 v59, v89, v1
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v62, v90
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v72, v92
	v_mac_f32_e32 v1, v63, v91
	v_mac_f32_e32 v1, v73, v93
	v_sub_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v75, v0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mac_f32_e32 v57, v89, v2
	v_mac_f32_e32 v58, v89, v3
	s_swappc_b64 s[30:31], s[64:65]
	v_add_f32_e32 v1, v0, v0
	v_sub_f32_e32 v2, v63, v91
	v_sub_f32_e32 v3, v72, v92
	v_sub_f32_e32 v4, v73, v93
	s_add_i32 s4, s75, s74
	v_mul_f32_e32 v2, v2, v1
	v_mul_f32_e32 v3, v3, v1
	v_mul_f32_e32 v1, v4, v1
	v_mov_b32_e32 v4, s4
	s_add_i32 s4, s76, 0xcb0
	v_mov_b32_e32 v5, s4
	s_add_i32 s4, s76, 0xcb8
	ds_read2_b32 v[88:89], v4 offset1:1
	v_mov_b32_e32 v4, s4
	ds_read2_b32 v[90:91], v5 offset1:1
	ds_read2_b32 v[92:93], v4 offset1:1
	s_mov_b64 s[4:5], s[44:45]
	s_mov_b64 s[6:7], s[42:43]
	s_waitcnt lgkmcnt(2)
	v_mac_f32_e32 v59, v88, v1
	v_mac_f32_e32 v56, v88, v0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, v72, v92
	v_mac_f32_e32 v1, v63, v91
	v_add_f32_e32 v0, v62, v90
	v_mac_f32_e32 v1, v73, v93
	v_sub_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v75, v0
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mac_f32_e32 v57, v88, v2
	v_mac_f32_e32 v58, v88, v3
	s_swappc_b64 s[30:31], s[64:65]
	v_add_f32_e32 v1, v0, v0
	v_sub_f32_e32 v2, v63, v91
	v_sub_f32_e32 v3, v72, v92
	v_sub_f32_e32 v4, v73, v93
	v_mul_f32_e32 v2, v2, v1
	v_mul_f32_e32 v3, v3, v1
	v_mul_f32_e32 v1, v4, v1
	s_add_i32 s75, s75, 16
	s_add_i32 s76, s76, 64
	v_mac_f32_e32 v56, v89, v0
	v_mac_f32_e32 v57, v89, v2
	v_mac_f32_e32 v58, v89, v3
	s_cmpk_lg_i32 s75, 0x190
	v_mac_f32_e32 v59, v89, v1
	s_cbranch_scc1 .LBB0_15
; %bb.16:                               ;   in Loop: Header=BB0_14 Depth=2
	v_add_i32_e32 v0, vcc, s70, v79
	v_cmp_lt_i32_e32 vcc, s73, v79
	s_or_b64 s[62:63], vcc, s[62:63]
	v_mov_b32_e32 v79, v0
	flat_store_dwordx4 v[60:61], v[56:59]
	s_andn2_b64 exec, exec, s[62:63]
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_6
.LBB0_17:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernel_gpu_opencl
		.amdhsa_group_segment_fixed_size 3600
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 152
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
		.amdhsa_next_free_sgpr 77
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
	.size	kernel_gpu_opencl, .Lfunc_end0-kernel_gpu_opencl
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1916
; NumSgprs: 81
; NumVgprs: 94
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 3600 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 81
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
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.hidden	_Z3expf
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      par_str
        .value_kind:     by_value
      - .offset:         8
        .size:           56
        .type_name:      dim_str
        .value_kind:     by_value
      - .address_space:  global
        .offset:         64
        .size:           8
        .type_name:      'box_str*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         72
        .size:           8
        .type_name:      'FOUR_VECTOR*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         88
        .size:           8
        .type_name:      'FOUR_VECTOR*'
        .value_kind:     global_buffer
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 3600
    .kernarg_segment_align: 8
    .kernarg_segment_size: 152
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           kernel_gpu_opencl
    .private_segment_fixed_size: 16384
    .sgpr_count:     81
    .sgpr_spill_count: 0
    .symbol:         kernel_gpu_opencl.kd
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
