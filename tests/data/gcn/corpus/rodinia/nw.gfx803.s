	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	maximum                         ; -- Begin function maximum
	.globl	maximum
	.p2align	2
	.type	maximum,@function
maximum:                                ; @maximum
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_max3_i32 v0, v0, v1, v2
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	maximum, .Lfunc_end0-maximum
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 16
; NumSgprs: 32
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	nw_kernel1              ; -- Begin function nw_kernel1
	.globl	nw_kernel1
	.p2align	8
	.type	nw_kernel1,@function
nw_kernel1:                             ; @nw_kernel1
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dwordx4 s[76:79], s[8:9], 0x0
	s_load_dwordx4 s[80:83], s[8:9], 0x18
	s_load_dword s38, s[8:9], 0x28
	s_load_dwordx2 s[36:37], s[8:9], 0x34
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[70:71], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s34, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s71, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s73, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s72, s15
	s_mov_b64 s[64:65], s[10:11]
	s_mov_b64 s[66:67], s[6:7]
	s_mov_b64 s[68:69], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	v_not_b32_e32 v0, v44
	v_add_u32_e32 v0, vcc, s38, v0
	v_lshlrev_b32_e32 v0, 4, v0
	v_add_u32_e32 v0, vcc, s36, v0
	v_mul_lo_u32 v0, v0, s82
	v_lshlrev_b32_e32 v1, 4, v44
	v_add_u32_e32 v1, vcc, s37, v1
	v_add_u32_e32 v108, vcc, v1, v0
	v_add_u32_e32 v0, vcc, v108, v43
	v_cmp_eq_u32_e32 vcc, 0, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_mov_b32_e32 v3, s79
	v_add_u32_e32 v1, vcc, s78, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	flat_load_dword v1, v[1:2]
	v_mov_b32_e32 v2, s80
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v1
.LBB1_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	v_add_u32_e32 v109, vcc, 1, v0
	s_add_u32 s34, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s35, s71, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	v_add_u32_e32 v45, vcc, s82, v109
	s_getpc_b64 s[84:85]
	s_add_u32 s84, s84, _Z7barrierj@rel32@lo+4
	s_addc_u32 s85, s85, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[84:85]
	v_ashrrev_i32_e32 v46, 31, v45
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	v_lshlrev_b32_e32 v111, 2, v43
	s_ashr_i32 s5, s82, 31
	s_mov_b32 s4, s82
	v_add_u32_e32 v47, vcc, s81, v111
	s_lshl_b64 s[86:87], s[4:5], 2
	v_add_u32_e32 v0, vcc, s86, v0
	s_add_i32 s4, s82, s82
	v_mov_b32_e32 v3, s77
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v2
	v_mov_b32_e32 v2, s87
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	v_add_u32_e32 v56, vcc, s4, v45
	v_ashrrev_i32_e32 v57, 31, v56
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	s_mov_b32 m0, -1
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v58, vcc, s82, v56
	v_ashrrev_i32_e32 v59, 31, v58
	s_mov_b64 s[4:5], s[68:69]
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:16 offset1:32
	v_lshlrev_b64 v[0:1], 2, v[58:59]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v60, vcc, s82, v58
	v_ashrrev_i32_e32 v61, 31, v60
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[60:61]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v62, vcc, s82, v60
	v_ashrrev_i32_e32 v63, 31, v62
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:48 offset1:64
	v_lshlrev_b64 v[0:1], 2, v[62:63]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v72, vcc, s82, v62
	v_ashrrev_i32_e32 v73, 31, v72
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[72:73]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v74, vcc, s82, v72
	v_ashrrev_i32_e32 v75, 31, v74
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:80 offset1:96
	v_lshlrev_b64 v[0:1], 2, v[74:75]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v76, vcc, s82, v74
	v_ashrrev_i32_e32 v77, 31, v76
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[76:77]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v78, vcc, s82, v76
	v_ashrrev_i32_e32 v79, 31, v78
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:112 offset1:128
	v_lshlrev_b64 v[0:1], 2, v[78:79]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v88, vcc, s82, v78
	v_ashrrev_i32_e32 v89, 31, v88
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[88:89]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v90, vcc, s82, v88
	v_ashrrev_i32_e32 v91, 31, v90
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:144 offset1:160
	v_lshlrev_b64 v[0:1], 2, v[90:91]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v92, vcc, s82, v90
	v_ashrrev_i32_e32 v93, 31, v92
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[92:93]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v94, vcc, s82, v92
	v_ashrrev_i32_e32 v95, 31, v94
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:176 offset1:192
	v_lshlrev_b64 v[0:1], 2, v[94:95]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v104, vcc, s82, v94
	v_ashrrev_i32_e32 v105, 31, v104
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v106, vcc, s82, v104
	v_ashrrev_i32_e32 v107, 31, v106
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:208 offset1:224
	v_lshlrev_b64 v[0:1], 2, v[106:107]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v0 offset:960
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_mul_lo_u32 v0, v43, s82
	v_mov_b32_e32 v2, s79
	s_movk_i32 s4, 0x44
	s_mov_b64 s[6:7], s[66:67]
	v_add_u32_e32 v0, vcc, s82, v0
	v_add_u32_e32 v0, vcc, v0, v108
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[8:9], s[34:35]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mul_lo_u32 v1, v43, s4
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	v_add_u32_e32 v1, vcc, s80, v1
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0 offset:68
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_ashrrev_i32_e32 v110, 31, v109
	v_lshlrev_b64 v[0:1], 2, v[109:110]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v108, vcc, s80, v111
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_add_u32_e32 v109, vcc, 4, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v108, v0 offset:4
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[34:35], 1, v43
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_4
; %bb.3:
	s_movk_i32 s6, 0xffc4
	v_mul_lo_u32 v2, v43, s6
	s_movk_i32 s6, 0xffbc
	v_mul_lo_u32 v3, v43, s6
	v_lshlrev_b32_e32 v0, 6, v43
	v_sub_u32_e32 v0, vcc, s80, v0
	v_add_u32_e32 v2, vcc, s81, v2
	v_add_u32_e32 v4, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset1:1
	ds_read_b32 v2, v2
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[36:37], 2, v43
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_sub_u32_e32 v0, vcc, 1, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_6:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[38:39], 3, v43
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_sub_u32_e32 v0, vcc, 2, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[40:41], 4, v43
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_sub_u32_e32 v0, vcc, 3, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_10:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[42:43], 5, v43
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB1_12
; %bb.11:
	v_sub_u32_e32 v0, vcc, 4, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_12:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[44:45], 6, v43
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_sub_u32_e32 v0, vcc, 5, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_14:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[46:47], 7, v43
	s_and_saveexec_b64 s[4:5], s[46:47]
	s_cbranch_execz .LBB1_16
; %bb.15:
	v_sub_u32_e32 v0, vcc, 6, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_16:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[48:49], 8, v43
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB1_18
; %bb.17:
	v_sub_u32_e32 v0, vcc, 7, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_18:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[50:51], 9, v43
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB1_20
; %bb.19:
	v_sub_u32_e32 v0, vcc, 8, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_20:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[52:53], 10, v43
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB1_22
; %bb.21:
	v_sub_u32_e32 v0, vcc, 9, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_22:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[54:55], 11, v43
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB1_24
; %bb.23:
	v_sub_u32_e32 v0, vcc, 10, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_24:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[56:57], 12, v43
	s_and_saveexec_b64 s[4:5], s[56:57]
	s_cbranch_execz .LBB1_26
; %bb.25:
	v_sub_u32_e32 v0, vcc, 11, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_26:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[58:59], 13, v43
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB1_28
; %bb.27:
	v_sub_u32_e32 v0, vcc, 12, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_28:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[60:61], 14, v43
	s_and_saveexec_b64 s[4:5], s[60:61]
	s_cbranch_execz .LBB1_30
; %bb.29:
	v_sub_u32_e32 v0, vcc, 13, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_30:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_cmp_gt_i32_e64 s[62:63], 15, v43
	s_and_saveexec_b64 s[4:5], s[62:63]
	s_cbranch_execz .LBB1_32
; %bb.31:
	v_sub_u32_e32 v0, vcc, 14, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB1_32:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_sub_u32_e32 v0, vcc, 15, v43
	v_mul_lo_u32 v110, v0, 17
	v_cmp_gt_i32_e32 vcc, 16, v43
                                        ; implicit-def: $vgpr111
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_34
; %bb.33:
	v_add_u32_e32 v1, vcc, v110, v43
	v_sub_u32_e32 v1, vcc, v1, v0
	v_lshlrev_b32_e32 v3, 2, v110
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v1, vcc, s81, v1
	ds_read_b32 v5, v1
	ds_read2_b32 v[1:2], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	v_lshlrev_b32_e32 v111, 4, v0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v5, v1
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v1, vcc, s83, v4
	v_subrev_u32_e32 v2, vcc, s83, v2
	v_max3_i32 v0, v0, v1, v2
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
                                        ; implicit-def: $vgpr0
.LBB1_34:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.35:
	v_lshlrev_b32_e32 v111, 4, v0
; %bb.36:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s74, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s75, s71, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[74:75]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[74:75]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	v_sub_u32_e32 v0, vcc, 16, v43
	v_mul_lo_u32 v43, v0, 17
	s_and_saveexec_b64 s[4:5], s[62:63]
	s_cbranch_execz .LBB1_38
; %bb.37:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:1 offset1:2
	ds_read_b32 v2, v2 offset:4
	ds_read_b32 v4, v3 offset:4
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:8
.LBB1_38:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[60:61]
	s_cbranch_execz .LBB1_40
; %bb.39:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:2 offset1:3
	ds_read_b32 v2, v2 offset:8
	ds_read_b32 v4, v3 offset:8
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:12
.LBB1_40:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB1_42
; %bb.41:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:3 offset1:4
	ds_read_b32 v2, v2 offset:12
	ds_read_b32 v4, v3 offset:12
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:16
.LBB1_42:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[56:57]
	s_cbranch_execz .LBB1_44
; %bb.43:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:4 offset1:5
	ds_read_b32 v2, v2 offset:16
	ds_read_b32 v4, v3 offset:16
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:20
.LBB1_44:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB1_46
; %bb.45:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:5 offset1:6
	ds_read_b32 v2, v2 offset:20
	ds_read_b32 v4, v3 offset:20
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:24
.LBB1_46:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB1_48
; %bb.47:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:6 offset1:7
	ds_read_b32 v2, v2 offset:24
	ds_read_b32 v4, v3 offset:24
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:28
.LBB1_48:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB1_50
; %bb.49:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:7 offset1:8
	ds_read_b32 v2, v2 offset:28
	ds_read_b32 v4, v3 offset:28
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:32
.LBB1_50:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB1_52
; %bb.51:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:8 offset1:9
	ds_read_b32 v2, v2 offset:32
	ds_read_b32 v4, v3 offset:32
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:36
.LBB1_52:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[46:47]
	s_cbranch_execz .LBB1_54
; %bb.53:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:9 offset1:10
	ds_read_b32 v2, v2 offset:36
	ds_read_b32 v4, v3 offset:36
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:40
.LBB1_54:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB1_56
; %bb.55:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:10 offset1:11
	ds_read_b32 v2, v2 offset:40
	ds_read_b32 v4, v3 offset:40
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:44
.LBB1_56:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB1_58
; %bb.57:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:11 offset1:12
	ds_read_b32 v2, v2 offset:44
	ds_read_b32 v4, v3 offset:44
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:48
.LBB1_58:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_60
; %bb.59:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:12 offset1:13
	ds_read_b32 v2, v2 offset:48
	ds_read_b32 v4, v3 offset:48
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:52
.LBB1_60:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_62
; %bb.61:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:13 offset1:14
	ds_read_b32 v2, v2 offset:52
	ds_read_b32 v4, v3 offset:52
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:56
.LBB1_62:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_64
; %bb.63:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:14 offset1:15
	ds_read_b32 v2, v2 offset:56
	ds_read_b32 v4, v3 offset:56
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:60
.LBB1_64:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_66
; %bb.65:
	v_lshlrev_b32_e32 v0, 2, v110
	v_lshlrev_b32_e32 v2, 2, v111
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:15 offset1:16
	ds_read_b32 v2, v2 offset:60
	ds_read_b32 v4, v3 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:64
.LBB1_66:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[84:85]
	ds_read2_b32 v[2:3], v108 offset0:18 offset1:35
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v4, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v2, s87
	v_add_u32_e32 v0, vcc, s86, v0
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:52 offset1:69
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	s_movk_i32 s4, 0x400
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[58:59]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:86 offset1:103
	v_lshlrev_b64 v[0:1], 2, v[60:61]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[62:63]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:120 offset1:137
	v_lshlrev_b64 v[0:1], 2, v[72:73]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[74:75]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:154 offset1:171
	v_lshlrev_b64 v[0:1], 2, v[76:77]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[78:79]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:188 offset1:205
	v_lshlrev_b64 v[0:1], 2, v[88:89]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[90:91]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:222 offset1:239
	v_lshlrev_b64 v[0:1], 2, v[92:93]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[94:95]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, s4, v108
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v2 offset1:17
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[106:107]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel nw_kernel1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 120
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
		.amdhsa_next_free_vgpr 112
		.amdhsa_next_free_sgpr 88
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
	.size	nw_kernel1, .Lfunc_end1-nw_kernel1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7104
; NumSgprs: 94
; NumVgprs: 112
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 27
; NumSGPRsForWavesPerEU: 94
; NumVGPRsForWavesPerEU: 112
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
	.protected	nw_kernel2              ; -- Begin function nw_kernel2
	.globl	nw_kernel2
	.p2align	8
	.type	nw_kernel2,@function
nw_kernel2:                             ; @nw_kernel2
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dwordx4 s[76:79], s[8:9], 0x0
	s_load_dwordx4 s[80:83], s[8:9], 0x18
	s_load_dwordx2 s[36:37], s[8:9], 0x28
	s_load_dwordx2 s[38:39], s[8:9], 0x34
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[70:71], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s34, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s71, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s73, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s72, s15
	s_mov_b64 s[64:65], s[10:11]
	s_mov_b64 s[66:67], s[6:7]
	s_mov_b64 s[68:69], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_not_b32_e32 v1, v44
	v_add_u32_e32 v1, vcc, s37, v1
	v_lshlrev_b32_e32 v1, 4, v1
	v_add_u32_e32 v1, vcc, s38, v1
	s_sub_i32 s4, s37, s36
	v_mul_lo_u32 v1, v1, s82
	v_mov_b32_e32 v43, v0
	v_add_u32_e32 v0, vcc, s4, v44
	v_lshlrev_b32_e32 v0, 4, v0
	v_add_u32_e32 v0, vcc, s39, v0
	v_add_u32_e32 v108, vcc, v0, v1
	v_cmp_eq_u32_e32 vcc, 0, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_ashrrev_i32_e32 v109, 31, v108
	v_lshlrev_b64 v[0:1], 2, v[108:109]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s80
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0
.LBB2_2:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v0, vcc, v108, v43
	v_add_u32_e32 v109, vcc, 1, v0
	v_add_u32_e32 v45, vcc, s82, v109
	v_ashrrev_i32_e32 v46, 31, v45
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	v_lshlrev_b32_e32 v111, 2, v43
	s_ashr_i32 s5, s82, 31
	s_mov_b32 s4, s82
	v_add_u32_e32 v47, vcc, s81, v111
	s_lshl_b64 s[74:75], s[4:5], 2
	v_add_u32_e32 v0, vcc, s74, v0
	s_add_i32 s4, s82, s82
	v_mov_b32_e32 v3, s77
	s_add_u32 s34, s70, 64
	s_addc_u32 s35, s71, 0
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v2
	v_mov_b32_e32 v2, s75
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	v_add_u32_e32 v56, vcc, s4, v45
	v_ashrrev_i32_e32 v57, 31, v56
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	s_mov_b32 m0, -1
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v58, vcc, s82, v56
	v_ashrrev_i32_e32 v59, 31, v58
	s_mov_b64 s[4:5], s[68:69]
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:16 offset1:32
	v_lshlrev_b64 v[0:1], 2, v[58:59]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v60, vcc, s82, v58
	v_ashrrev_i32_e32 v61, 31, v60
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[60:61]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v62, vcc, s82, v60
	v_ashrrev_i32_e32 v63, 31, v62
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:48 offset1:64
	v_lshlrev_b64 v[0:1], 2, v[62:63]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v72, vcc, s82, v62
	v_ashrrev_i32_e32 v73, 31, v72
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[72:73]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v74, vcc, s82, v72
	v_ashrrev_i32_e32 v75, 31, v74
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:80 offset1:96
	v_lshlrev_b64 v[0:1], 2, v[74:75]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v76, vcc, s82, v74
	v_ashrrev_i32_e32 v77, 31, v76
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[76:77]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v78, vcc, s82, v76
	v_ashrrev_i32_e32 v79, 31, v78
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:112 offset1:128
	v_lshlrev_b64 v[0:1], 2, v[78:79]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v88, vcc, s82, v78
	v_ashrrev_i32_e32 v89, 31, v88
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[88:89]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v90, vcc, s82, v88
	v_ashrrev_i32_e32 v91, 31, v90
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:144 offset1:160
	v_lshlrev_b64 v[0:1], 2, v[90:91]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v92, vcc, s82, v90
	v_ashrrev_i32_e32 v93, 31, v92
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[92:93]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v94, vcc, s82, v92
	v_ashrrev_i32_e32 v95, 31, v94
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:176 offset1:192
	v_lshlrev_b64 v[0:1], 2, v[94:95]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v104, vcc, s82, v94
	v_ashrrev_i32_e32 v105, 31, v104
	flat_load_dword v2, v[0:1]
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v106, vcc, s82, v104
	v_ashrrev_i32_e32 v107, 31, v106
	s_waitcnt vmcnt(0)
	ds_write2_b32 v47, v2, v0 offset0:208 offset1:224
	v_lshlrev_b64 v[0:1], 2, v[106:107]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_lshlrev_b32_e32 v1, 10, v41
	v_or_b32_e32 v1, v40, v1
	s_getpc_b64 s[76:77]
	s_add_u32 s76, s76, _Z7barrierj@rel32@lo+4
	s_addc_u32 s77, s77, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v0 offset:960
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v44, v1, v0
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_mul_lo_u32 v0, v43, s82
	v_mov_b32_e32 v2, s79
	s_movk_i32 s4, 0x44
	s_mov_b64 s[6:7], s[66:67]
	v_add_u32_e32 v0, vcc, s82, v0
	v_add_u32_e32 v0, vcc, v0, v108
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[8:9], s[34:35]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_mul_lo_u32 v1, v43, s4
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	v_add_u32_e32 v1, vcc, s80, v1
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v0 offset:68
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_ashrrev_i32_e32 v110, 31, v109
	v_lshlrev_b64 v[0:1], 2, v[109:110]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_add_u32_e32 v108, vcc, s80, v111
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_add_u32_e32 v109, vcc, 4, v108
	s_waitcnt vmcnt(0)
	ds_write_b32 v108, v0 offset:4
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[34:35], 1, v43
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB2_4
; %bb.3:
	s_movk_i32 s6, 0xffc4
	v_mul_lo_u32 v2, v43, s6
	s_movk_i32 s6, 0xffbc
	v_mul_lo_u32 v3, v43, s6
	v_lshlrev_b32_e32 v0, 6, v43
	v_sub_u32_e32 v0, vcc, s80, v0
	v_add_u32_e32 v2, vcc, s81, v2
	v_add_u32_e32 v4, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset1:1
	ds_read_b32 v2, v2
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[36:37], 2, v43
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB2_6
; %bb.5:
	v_sub_u32_e32 v0, vcc, 1, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_6:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[38:39], 3, v43
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB2_8
; %bb.7:
	v_sub_u32_e32 v0, vcc, 2, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[40:41], 4, v43
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB2_10
; %bb.9:
	v_sub_u32_e32 v0, vcc, 3, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_10:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[42:43], 5, v43
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB2_12
; %bb.11:
	v_sub_u32_e32 v0, vcc, 4, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_12:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[44:45], 6, v43
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB2_14
; %bb.13:
	v_sub_u32_e32 v0, vcc, 5, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_14:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[46:47], 7, v43
	s_and_saveexec_b64 s[4:5], s[46:47]
	s_cbranch_execz .LBB2_16
; %bb.15:
	v_sub_u32_e32 v0, vcc, 6, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_16:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[48:49], 8, v43
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB2_18
; %bb.17:
	v_sub_u32_e32 v0, vcc, 7, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_18:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[50:51], 9, v43
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB2_20
; %bb.19:
	v_sub_u32_e32 v0, vcc, 8, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_20:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[52:53], 10, v43
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB2_22
; %bb.21:
	v_sub_u32_e32 v0, vcc, 9, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_22:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[54:55], 11, v43
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB2_24
; %bb.23:
	v_sub_u32_e32 v0, vcc, 10, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_24:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[56:57], 12, v43
	s_and_saveexec_b64 s[4:5], s[56:57]
	s_cbranch_execz .LBB2_26
; %bb.25:
	v_sub_u32_e32 v0, vcc, 11, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_26:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[58:59], 13, v43
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB2_28
; %bb.27:
	v_sub_u32_e32 v0, vcc, 12, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_28:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[60:61], 14, v43
	s_and_saveexec_b64 s[4:5], s[60:61]
	s_cbranch_execz .LBB2_30
; %bb.29:
	v_sub_u32_e32 v0, vcc, 13, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_30:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_cmp_gt_i32_e64 s[62:63], 15, v43
	s_and_saveexec_b64 s[4:5], s[62:63]
	s_cbranch_execz .LBB2_32
; %bb.31:
	v_sub_u32_e32 v0, vcc, 14, v43
	v_mul_lo_u32 v1, v0, 17
	v_add_u32_e32 v2, vcc, v1, v43
	v_sub_u32_e32 v0, vcc, v2, v0
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v0, vcc, s81, v0
	ds_read_b32 v2, v0
	ds_read2_b32 v[0:1], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_subrev_u32_e32 v1, vcc, s83, v1
	v_max3_i32 v0, v0, v2, v1
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
.LBB2_32:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_sub_u32_e32 v0, vcc, 15, v43
	v_mul_lo_u32 v44, v0, 17
	v_cmp_gt_i32_e32 vcc, 16, v43
                                        ; implicit-def: $vgpr110
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB2_34
; %bb.33:
	v_add_u32_e32 v1, vcc, v44, v43
	v_sub_u32_e32 v1, vcc, v1, v0
	v_lshlrev_b32_e32 v3, 2, v44
	v_lshlrev_b32_e32 v1, 2, v1
	v_add_u32_e32 v4, vcc, v108, v3
	v_add_u32_e32 v1, vcc, s81, v1
	ds_read_b32 v5, v1
	ds_read2_b32 v[1:2], v4 offset1:1
	ds_read_b32 v4, v4 offset:68
	v_lshlrev_b32_e32 v110, 4, v0
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v5, v1
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v1, vcc, s83, v4
	v_subrev_u32_e32 v2, vcc, s83, v2
	v_max3_i32 v0, v0, v1, v2
	v_add_u32_e32 v1, vcc, v109, v3
	ds_write_b32 v1, v0 offset:68
                                        ; implicit-def: $vgpr0
.LBB2_34:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.35:
	v_lshlrev_b32_e32 v110, 4, v0
; %bb.36:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	v_sub_u32_e32 v0, vcc, 16, v43
	v_mul_lo_u32 v43, v0, 17
	s_and_saveexec_b64 s[4:5], s[62:63]
	s_cbranch_execz .LBB2_38
; %bb.37:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:1 offset1:2
	ds_read_b32 v2, v2 offset:4
	ds_read_b32 v4, v3 offset:4
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:8
.LBB2_38:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[60:61]
	s_cbranch_execz .LBB2_40
; %bb.39:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:2 offset1:3
	ds_read_b32 v2, v2 offset:8
	ds_read_b32 v4, v3 offset:8
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:12
.LBB2_40:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[58:59]
	s_cbranch_execz .LBB2_42
; %bb.41:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:3 offset1:4
	ds_read_b32 v2, v2 offset:12
	ds_read_b32 v4, v3 offset:12
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:16
.LBB2_42:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[56:57]
	s_cbranch_execz .LBB2_44
; %bb.43:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:4 offset1:5
	ds_read_b32 v2, v2 offset:16
	ds_read_b32 v4, v3 offset:16
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:20
.LBB2_44:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB2_46
; %bb.45:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:5 offset1:6
	ds_read_b32 v2, v2 offset:20
	ds_read_b32 v4, v3 offset:20
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:24
.LBB2_46:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB2_48
; %bb.47:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:6 offset1:7
	ds_read_b32 v2, v2 offset:24
	ds_read_b32 v4, v3 offset:24
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:28
.LBB2_48:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB2_50
; %bb.49:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:7 offset1:8
	ds_read_b32 v2, v2 offset:28
	ds_read_b32 v4, v3 offset:28
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:32
.LBB2_50:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB2_52
; %bb.51:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:8 offset1:9
	ds_read_b32 v2, v2 offset:32
	ds_read_b32 v4, v3 offset:32
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:36
.LBB2_52:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[46:47]
	s_cbranch_execz .LBB2_54
; %bb.53:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:9 offset1:10
	ds_read_b32 v2, v2 offset:36
	ds_read_b32 v4, v3 offset:36
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:40
.LBB2_54:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB2_56
; %bb.55:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:10 offset1:11
	ds_read_b32 v2, v2 offset:40
	ds_read_b32 v4, v3 offset:40
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:44
.LBB2_56:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB2_58
; %bb.57:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:11 offset1:12
	ds_read_b32 v2, v2 offset:44
	ds_read_b32 v4, v3 offset:44
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:48
.LBB2_58:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB2_60
; %bb.59:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:12 offset1:13
	ds_read_b32 v2, v2 offset:48
	ds_read_b32 v4, v3 offset:48
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:52
.LBB2_60:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB2_62
; %bb.61:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:13 offset1:14
	ds_read_b32 v2, v2 offset:52
	ds_read_b32 v4, v3 offset:52
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:56
.LBB2_62:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB2_64
; %bb.63:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:14 offset1:15
	ds_read_b32 v2, v2 offset:56
	ds_read_b32 v4, v3 offset:56
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:60
.LBB2_64:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB2_66
; %bb.65:
	v_lshlrev_b32_e32 v0, 2, v44
	v_lshlrev_b32_e32 v2, 2, v110
	v_lshlrev_b32_e32 v3, 2, v43
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v2, vcc, v47, v2
	v_add_u32_e32 v3, vcc, v108, v3
	ds_read2_b32 v[0:1], v0 offset0:15 offset1:16
	ds_read_b32 v2, v2 offset:60
	ds_read_b32 v4, v3 offset:60
	s_waitcnt lgkmcnt(2)
	v_subrev_u32_e32 v1, vcc, s83, v1
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v0, vcc, v2, v0
	s_waitcnt lgkmcnt(0)
	v_subrev_u32_e32 v2, vcc, s83, v4
	v_max3_i32 v0, v0, v2, v1
	ds_write_b32 v3, v0 offset:64
.LBB2_66:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s70, 64
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s71, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[68:69]
	s_mov_b64 s[6:7], s[66:67]
	s_mov_b64 s[10:11], s[64:65]
	s_mov_b32 s12, s73
	s_mov_b32 s13, s72
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[76:77]
	ds_read2_b32 v[2:3], v108 offset0:18 offset1:35
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v4, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_mov_b32_e32 v2, s75
	v_add_u32_e32 v0, vcc, s74, v0
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:52 offset1:69
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	s_movk_i32 s4, 0x400
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[58:59]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:86 offset1:103
	v_lshlrev_b64 v[0:1], 2, v[60:61]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[62:63]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:120 offset1:137
	v_lshlrev_b64 v[0:1], 2, v[72:73]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[74:75]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:154 offset1:171
	v_lshlrev_b64 v[0:1], 2, v[76:77]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[78:79]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:188 offset1:205
	v_lshlrev_b64 v[0:1], 2, v[88:89]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[90:91]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v108 offset0:222 offset1:239
	v_lshlrev_b64 v[0:1], 2, v[92:93]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[94:95]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, s4, v108
	flat_store_dword v[0:1], v3
	ds_read2_b32 v[2:3], v2 offset1:17
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[0:1], v2
	v_lshlrev_b64 v[0:1], 2, v[106:107]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_store_dword v[0:1], v3
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel nw_kernel2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 120
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
		.amdhsa_next_free_vgpr 112
		.amdhsa_next_free_sgpr 84
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
	.size	nw_kernel2, .Lfunc_end2-nw_kernel2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7024
; NumSgprs: 90
; NumVgprs: 112
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 27
; NumSGPRsForWavesPerEU: 90
; NumVGPRsForWavesPerEU: 112
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
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         28
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           nw_kernel1
    .private_segment_fixed_size: 16384
    .sgpr_count:     94
    .sgpr_spill_count: 0
    .symbol:         nw_kernel1.kd
    .vgpr_count:     112
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         24
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .address_space:  local
        .offset:         28
        .pointee_align:  1
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           nw_kernel2
    .private_segment_fixed_size: 16384
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         nw_kernel2.kd
    .vgpr_count:     112
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
