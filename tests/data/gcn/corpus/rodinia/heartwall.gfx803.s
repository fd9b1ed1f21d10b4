	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	kernel_gpu_opencl       ; -- Begin function kernel_gpu_opencl
	.globl	kernel_gpu_opencl
	.p2align	8
	.type	kernel_gpu_opencl,@function
kernel_gpu_opencl:                      ; @kernel_gpu_opencl
; %bb.0:
	s_load_dword s80, s[8:9], 0x50
	s_load_dword s81, s[8:9], 0x48
	s_load_dword s62, s[8:9], 0x34
	s_load_dwordx16 s[36:51], s[8:9], 0x198
	s_load_dwordx16 s[64:79], s[8:9], 0x1d8
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v46, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[58:59], s[8:9]
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v47, v0
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s34, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s59, 0
	v_or_b32_e32 v41, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s61, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_mov_b32 s14, s33
	s_mov_b32 s32, 0
	s_mov_b32 s60, s15
	s_mov_b64 s[52:53], s[10:11]
	s_mov_b64 s[54:55], s[6:7]
	s_mov_b64 s[56:57], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	v_cmp_le_i32_e32 vcc, s62, v43
                                        ; implicit-def: $vgpr56_vgpr57
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr92_vgpr93
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.1:
	v_subrev_u32_e32 v58, vcc, s62, v43
	v_mul_lo_u32 v0, v58, s80
	v_mul_lo_u32 v92, s80, v43
	v_mov_b32_e32 v2, s67
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_ashrrev_i32_e32 v93, 31, v92
	v_add_u32_e32 v56, vcc, s66, v0
	v_addc_u32_e32 v57, vcc, v2, v1, vcc
; %bb.2:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_load_dword s6, s[58:59], 0x20
	s_load_dword s82, s[58:59], 0x24
	s_load_dwordx2 s[62:63], s[58:59], 0x188
	s_load_dword s34, s[58:59], 0x190
	v_mov_b32_e32 v61, s45
	v_mov_b32_e32 v63, s47
	v_mov_b32_e32 v73, s49
	v_mov_b32_e32 v75, s51
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s6, 0
	v_mov_b32_e32 v60, s44
	v_mov_b32_e32 v62, s46
	v_mov_b32_e32 v72, s48
	v_mov_b32_e32 v74, s50
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mul_lo_u32 v92, s80, v43
	v_mov_b32_e32 v2, s65
	v_mov_b32_e32 v61, s37
	v_mov_b32_e32 v63, s39
	v_ashrrev_i32_e32 v93, 31, v92
	v_lshlrev_b64 v[0:1], 2, v[92:93]
	v_mov_b32_e32 v73, s41
	v_add_u32_e32 v56, vcc, s64, v0
	v_mov_b32_e32 v75, s43
	v_addc_u32_e32 v57, vcc, v2, v1, vcc
	v_mov_b32_e32 v60, s36
	v_mov_b32_e32 v62, s38
	v_mov_b32_e32 v72, s40
	v_mov_b32_e32 v74, s42
	v_mov_b32_e32 v58, v43
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_getpc_b64 s[96:97]
	s_add_u32 s96, s96, _Z7barrierj@rel32@lo+4
	s_addc_u32 s97, s97, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[96:97]
	s_cmp_lg_u32 s34, 0
	s_cbranch_scc0 .LBB0_168
; %bb.5:
	s_load_dwordx4 s[4:7], s[58:59], 0x278
	v_writelane_b32 v40, s34, 1
	s_load_dwordx8 s[16:23], s[58:59], 0x258
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshlrev_b64 v[0:1], 2, v[58:59]
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 2
	v_writelane_b32 v40, s5, 3
	v_writelane_b32 v40, s6, 4
	v_writelane_b32 v40, s7, 5
	s_load_dword s39, s[58:59], 0x60
	s_load_dword s10, s[58:59], 0x64
	s_load_dword s40, s[58:59], 0x6c
	s_load_dword s86, s[58:59], 0x74
	s_load_dword s41, s[58:59], 0x7c
	s_load_dword s48, s[58:59], 0x80
	s_load_dword s42, s[58:59], 0x84
	s_load_dword s43, s[58:59], 0x88
	s_load_dword s66, s[58:59], 0x8c
	s_load_dword s92, s[58:59], 0x90
	s_load_dword s44, s[58:59], 0x94
	s_load_dword s65, s[58:59], 0x9c
	s_load_dword s84, s[58:59], 0xa4
	s_load_dword s51, s[58:59], 0xac
	s_load_dword s4, s[58:59], 0xb4
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v90, s10, v43
	v_add_u32_e32 v76, vcc, v60, v0
	v_addc_u32_e32 v77, vcc, v61, v1, vcc
	v_writelane_b32 v40, s4, 6
	s_load_dword s49, s[58:59], 0xbc
	s_load_dword s50, s[58:59], 0xc4
	s_load_dword s100, s[58:59], 0xcc
	s_load_dword s67, s[58:59], 0xd4
	s_load_dword s47, s[58:59], 0x10
	s_load_dword s4, s[58:59], 0x14
	v_add_u32_e32 v78, vcc, v62, v0
	v_addc_u32_e32 v79, vcc, v63, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 7
	s_load_dword s38, s[58:59], 0x5c
	s_load_dword s88, s[58:59], 0x4c
	s_load_dword s4, s[58:59], 0x1c
	v_ashrrev_i32_e32 v91, 31, v90
	v_cmp_gt_i32_e32 vcc, s10, v41
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 8
	s_load_dword s91, s[58:59], 0x180
	s_load_dword s14, s[58:59], 0x17c
	s_load_dword s93, s[58:59], 0x174
	s_load_dword s90, s[58:59], 0x170
	s_load_dword s89, s[58:59], 0x16c
	s_load_dword s94, s[58:59], 0x160
	s_load_dword s95, s[58:59], 0x15c
	s_load_dword s85, s[58:59], 0xdc
	s_load_dword s64, s[58:59], 0xe4
	s_load_dword s4, s[58:59], 0xec
	s_load_dword s99, s[58:59], 0x10c
	s_load_dword s83, s[58:59], 0x114
	s_load_dword s45, s[58:59], 0x11c
	s_load_dword s46, s[58:59], 0x124
	s_load_dword s87, s[58:59], 0x154
	s_load_dword s34, s[58:59], 0x150
	s_load_dword s35, s[58:59], 0x14c
	s_load_dword s37, s[58:59], 0x144
	s_load_dword s36, s[58:59], 0x140
	s_load_dword s98, s[58:59], 0x13c
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 9
	s_load_dword s4, s[58:59], 0xf4
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 10
	s_load_dword s4, s[58:59], 0xfc
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 11
	s_load_dword s4, s[58:59], 0x104
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 12
	v_writelane_b32 v40, s16, 13
	v_writelane_b32 v40, s17, 14
	v_writelane_b32 v40, s18, 15
	v_writelane_b32 v40, s19, 16
	v_writelane_b32 v40, s20, 17
	v_writelane_b32 v40, s21, 18
	v_writelane_b32 v40, s22, 19
	v_writelane_b32 v40, s23, 20
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_8
; %bb.6:
	flat_load_dword v2, v[78:79]
	flat_load_dword v3, v[76:77]
	v_ashrrev_i32_e32 v1, 31, v41
	v_add_u32_e32 v0, vcc, v90, v41
	v_addc_u32_e32 v1, vcc, v91, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_ashr_i32 s11, s38, 31
	v_mov_b32_e32 v4, s69
	s_add_i32 s5, s38, s11
	v_add_u32_e32 v0, vcc, s68, v0
	s_not_b32 s4, s47
	s_xor_b32 s12, s5, s11
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_mov_b64 s[8:9], 0
	s_sub_i32 s13, 0, s12
	v_mov_b32_e32 v4, v41
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v2, vcc, s4, v2
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v3, vcc, s47, v3
	v_add_u32_e32 v3, vcc, -2, v3
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	v_cvt_f32_u32_e32 v6, s12
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v9, 31, v5
	v_rcp_iflag_f32_e32 v6, v6
	v_add_u32_e32 v11, vcc, v5, v9
	v_xor_b32_e32 v10, s11, v9
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_xor_b32_e32 v9, v11, v9
	v_mov_b32_e32 v7, s38
	v_mov_b32_e32 v8, s63
	v_mul_lo_u32 v11, s13, v6
	v_mul_hi_u32 v11, v6, v11
	v_add_u32_e32 v6, vcc, v11, v6
	v_mul_hi_u32 v6, v9, v6
	v_mul_lo_u32 v11, v6, s12
	v_add_u32_e32 v12, vcc, 1, v6
	v_sub_u32_e32 v9, vcc, v9, v11
	v_cmp_le_u32_e32 vcc, s12, v9
	v_cndmask_b32_e32 v6, v6, v12, vcc
	v_subrev_u32_e64 v11, s[4:5], s12, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_add_u32_e32 v11, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s12, v9
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_xor_b32_e32 v6, v6, v10
	v_sub_u32_e32 v6, vcc, v6, v10
	v_mul_lo_u32 v9, v6, s38
	v_add_u32_e32 v6, vcc, v2, v6
	v_sub_u32_e32 v5, vcc, v5, v9
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s82
	v_add_u32_e32 v5, vcc, v3, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, s62, v5
	v_addc_u32_e32 v6, vcc, v8, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s10, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_7
.LBB0_8:
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s4, s[58:59], 0x120
	v_writelane_b32 v40, s14, 21
	v_lshlrev_b32_e32 v1, 10, v46
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 22
	s_load_dword s4, s[58:59], 0x134
	v_or_b32_e32 v31, v1, v0
	v_mov_b32_e32 v0, 3
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 23
	s_load_dwordx16 s[4:19], s[58:59], 0x218
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s4, 24
	v_writelane_b32 v40, s5, 25
	v_writelane_b32 v40, s6, 26
	v_writelane_b32 v40, s7, 27
	v_writelane_b32 v40, s8, 28
	v_writelane_b32 v40, s9, 29
	v_writelane_b32 v40, s10, 30
	v_writelane_b32 v40, s11, 31
	v_writelane_b32 v40, s12, 32
	v_writelane_b32 v40, s13, 33
	v_writelane_b32 v40, s14, 34
	v_writelane_b32 v40, s15, 35
	v_writelane_b32 v40, s16, 36
	v_writelane_b32 v40, s17, 37
	v_writelane_b32 v40, s18, 38
	v_writelane_b32 v40, s19, 39
	s_add_u32 s8, s58, 0x290
	s_addc_u32 s9, s59, 0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[4:5], s80, v41
	s_mov_b64 s[6:7], exec
	v_writelane_b32 v40, s4, 40
	v_writelane_b32 v40, s5, 41
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_11
; %bb.9:
	s_ashr_i32 s10, s81, 31
	s_add_i32 s4, s81, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	s_sub_i32 s4, 0, s11
	v_ashrrev_i32_e32 v1, 31, v41
	v_readlane_b32 s12, v40, 24
	v_rcp_iflag_f32_e32 v0, v0
	v_readlane_b32 s24, v40, 36
	v_readlane_b32 s25, v40, 37
	v_mov_b32_e32 v4, s25
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v92, v41
	v_addc_u32_e32 v1, vcc, v93, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[8:9], 0
	v_add_u32_e32 v0, vcc, s24, v0
	v_mul_hi_u32 v3, v2, v3
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_mov_b32_e32 v4, v41
	v_readlane_b32 s13, v40, 25
	v_readlane_b32 s14, v40, 26
	v_readlane_b32 s15, v40, 27
	v_readlane_b32 s16, v40, 28
	v_readlane_b32 s17, v40, 29
	v_readlane_b32 s18, v40, 30
	v_readlane_b32 s19, v40, 31
	v_readlane_b32 s20, v40, 32
	v_readlane_b32 s21, v40, 33
	v_readlane_b32 s22, v40, 34
	v_readlane_b32 s23, v40, 35
	v_readlane_b32 s26, v40, 38
	v_readlane_b32 s27, v40, 39
.LBB0_10:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s81
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s81
	v_not_b32_e32 v6, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_addc_u32_e64 v6, s[4:5], v7, v6, vcc
	v_mul_lo_u32 v6, v6, s81
	v_sub_u32_e64 v5, s[4:5], s81, v5
	v_cndmask_b32_e64 v5, v5, 0, vcc
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v56, v5
	v_addc_u32_e32 v6, vcc, v57, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s80, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_10
.LBB0_11:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b64 v[0:1], 2, v[90:91]
	v_mov_b32_e32 v2, s69
	v_mul_lo_u32 v88, s86, v43
	v_add_u32_e32 v42, vcc, s68, v0
	v_addc_u32_e32 v44, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v89, 31, v88
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[4:5], s86, v41
	s_mov_b64 s[8:9], exec
	v_writelane_b32 v40, s4, 42
	v_writelane_b32 v40, s5, 43
	s_and_b64 s[4:5], s[8:9], s[4:5]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_22
; %bb.12:
	v_lshlrev_b64 v[0:1], 2, v[88:89]
	v_mov_b32_e32 v2, s71
	v_add_u32_e32 v3, vcc, s70, v0
	v_addc_u32_e32 v4, vcc, v2, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[92:93]
	v_readlane_b32 s12, v40, 24
	v_readlane_b32 s24, v40, 36
	v_readlane_b32 s25, v40, 37
	v_readlane_b32 s18, v40, 30
	v_readlane_b32 s19, v40, 31
	v_readlane_b32 s20, v40, 32
	v_readlane_b32 s21, v40, 33
	v_readlane_b32 s22, v40, 34
	v_mov_b32_e32 v2, s25
	v_add_u32_e32 v5, vcc, s24, v0
	v_addc_u32_e32 v6, vcc, v2, v1, vcc
	s_sub_i32 s18, 1, s39
	s_sub_i32 s19, 0, s38
	s_add_i32 s20, s41, -1
	s_add_i32 s21, s39, s48
	s_sub_i32 s22, 0, s39
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v0, v41
	v_readlane_b32 s13, v40, 25
	v_readlane_b32 s14, v40, 26
	v_readlane_b32 s15, v40, 27
	v_readlane_b32 s16, v40, 28
	v_readlane_b32 s17, v40, 29
	v_readlane_b32 s23, v40, 35
	v_readlane_b32 s26, v40, 38
	v_readlane_b32 s27, v40, 39
	s_branch .LBB0_15
.LBB0_13:                               ;   in Loop: Header=BB0_15 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB0_14:                               ;   in Loop: Header=BB0_15 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, v3, v1
	v_addc_u32_e32 v2, vcc, v4, v2, vcc
	v_add_u32_e32 v0, vcc, 0x100, v0
	v_cmp_le_i32_e32 vcc, s86, v0
	s_or_b64 s[10:11], vcc, s[10:11]
	flat_store_dword v[1:2], v9
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_22
.LBB0_15:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_18 Depth 2
                                        ;       Child Loop BB0_20 Depth 3
	s_ashr_i32 s4, s40, 31
	s_add_i32 s5, s40, s4
	s_xor_b32 s6, s5, s4
	v_cvt_f32_u32_e32 v1, s6
	s_sub_i32 s5, 0, s6
	v_add_u32_e32 v7, vcc, 1, v0
	v_rcp_iflag_f32_e32 v1, v1
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_u32_e32 v9, vcc, v7, v8
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_xor_b32_e32 v9, v9, v8
	v_mov_b32_e32 v11, s48
	v_mul_lo_u32 v2, s5, v1
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, vcc, v2, v1
	v_mul_hi_u32 v2, v9, v1
	v_xor_b32_e32 v1, s4, v8
	v_mul_lo_u32 v8, v2, s6
	v_add_u32_e32 v10, vcc, 1, v2
	v_sub_u32_e32 v8, vcc, v9, v8
	v_cmp_le_u32_e32 vcc, s6, v8
	v_cndmask_b32_e32 v2, v2, v10, vcc
	v_subrev_u32_e64 v9, s[4:5], s6, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_add_u32_e32 v9, vcc, 1, v2
	v_cmp_le_u32_e32 vcc, s6, v8
	v_cndmask_b32_e32 v2, v2, v9, vcc
	v_xor_b32_e32 v2, v2, v1
	v_sub_u32_e32 v8, vcc, v2, v1
	v_mul_lo_u32 v9, v8, s40
	v_add_u32_e32 v13, vcc, s48, v8
	v_sub_u32_e32 v10, vcc, v7, v9
	v_cmp_ne_u32_e64 s[4:5], 0, v10
	v_mov_b32_e32 v7, s18
	v_addc_u32_e64 v12, s[6:7], v8, v11, s[4:5]
	v_addc_u32_e64 v7, s[6:7], v7, v13, s[4:5]
	v_cmp_le_i32_e64 s[6:7], s39, v12
	v_cndmask_b32_e64 v8, 1, v7, s[6:7]
	v_min_i32_e32 v7, s88, v12
	v_cmp_eq_u32_e32 vcc, 0, v10
	v_cmp_le_i32_e64 s[6:7], v8, v7
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[12:13], s[6:7]
	s_cbranch_execz .LBB0_14
; %bb.16:                               ;   in Loop: Header=BB0_15 Depth=1
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_u32_e64 v2, s[4:5], s21, v2
	v_mov_b32_e32 v11, s40
	v_add_u32_e64 v2, s[4:5], v2, v9
	v_cndmask_b32_e32 v13, v10, v11, vcc
	v_sub_u32_e64 v1, s[4:5], v2, v1
	v_max_i32_e32 v2, s39, v12
	v_add_u32_e32 v11, vcc, s41, v13
	v_sub_u32_e64 v1, s[4:5], v1, v2
	v_subrev_u32_e32 v10, vcc, s38, v11
	v_mul_lo_u32 v1, s38, v1
	v_add_u32_e32 v10, vcc, 1, v10
	v_add_u32_e64 v2, s[4:5], s22, v2
	v_cmp_le_i32_e32 vcc, s38, v11
	v_mul_lo_u32 v12, s81, v2
	v_cndmask_b32_e32 v14, 1, v10, vcc
	v_min_i32_e32 v10, s81, v11
	v_add_u32_e64 v9, s[4:5], s20, v13
	v_cmp_le_i32_e32 vcc, v14, v10
	v_max_i32_e32 v14, s38, v11
	v_add_u32_e64 v1, s[4:5], v9, v1
	v_add_u32_e64 v11, s[4:5], s19, v14
	v_sub_u32_e64 v13, s[4:5], v1, v14
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, 0
	s_branch .LBB0_18
.LBB0_17:                               ;   in Loop: Header=BB0_18 Depth=2
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e64 v1, s[4:5], 1, v8
	v_subrev_u32_e64 v13, s[4:5], s38, v13
	v_add_u32_e64 v12, s[4:5], s81, v12
	v_cmp_ge_i32_e64 s[4:5], v8, v7
	s_or_b64 s[6:7], s[4:5], s[6:7]
	v_mov_b32_e32 v8, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_13
.LBB0_18:                               ;   Parent Loop BB0_15 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_20 Depth 3
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_17
; %bb.19:                               ;   in Loop: Header=BB0_18 Depth=2
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v1, v13
	v_mov_b32_e32 v14, v11
.LBB0_20:                               ;   Parent Loop BB0_15 Depth=1
                                        ;     Parent Loop BB0_18 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_ashrrev_i32_e32 v2, 31, v1
	v_add_u32_e64 v15, s[4:5], v12, v14
	v_lshlrev_b64 v[17:18], 2, v[1:2]
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshlrev_b64 v[15:16], 2, v[15:16]
	v_add_u32_e64 v17, s[4:5], v42, v17
	v_addc_u32_e64 v18, s[4:5], v44, v18, s[4:5]
	v_add_u32_e64 v15, s[4:5], v5, v15
	v_addc_u32_e64 v16, s[4:5], v6, v16, s[4:5]
	flat_load_dword v2, v[17:18]
	flat_load_dword v15, v[15:16]
	v_add_u32_e64 v14, s[4:5], 1, v14
	v_add_u32_e64 v1, s[4:5], -1, v1
	v_cmp_ge_i32_e64 s[4:5], v14, v10
	s_or_b64 s[16:17], s[4:5], s[16:17]
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v9, v15, v2
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_20
; %bb.21:                               ;   in Loop: Header=BB0_18 Depth=2
	s_or_b64 exec, exec, s[16:17]
	s_branch .LBB0_17
.LBB0_22:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v94, s44, v43
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v95, 31, v94
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[4:5], s44, v41
	s_mov_b64 s[6:7], exec
	v_writelane_b32 v40, s4, 44
	v_writelane_b32 v40, s5, 45
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_27
; %bb.23:
	s_ashr_i32 s10, s66, 31
	s_add_i32 s4, s66, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	s_sub_i32 s4, 0, s11
	v_ashrrev_i32_e32 v1, 31, v41
	v_mov_b32_e32 v4, s73
	v_rcp_iflag_f32_e32 v0, v0
	s_add_i32 s12, s42, s38
	s_add_i32 s13, s43, s39
	s_not_b32 s14, s42
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v94, v41
	v_addc_u32_e32 v1, vcc, v95, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[8:9], 0
	v_add_u32_e32 v0, vcc, s72, v0
	v_mul_hi_u32 v3, v2, v3
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_mov_b32_e32 v4, v41
	s_branch .LBB0_25
.LBB0_24:                               ;   in Loop: Header=BB0_25 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v4, vcc, 0x100, v4
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v7
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_cmp_le_i32_e64 s[4:5], s44, v4
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_27
.LBB0_25:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v6, 31, v5
	v_add_u32_e32 v7, vcc, v5, v6
	v_xor_b32_e32 v7, v7, v6
	v_add_u32_e32 v8, vcc, v3, v2
	v_mul_hi_u32 v8, v7, v8
	v_xor_b32_e32 v6, s10, v6
	v_mul_lo_u32 v9, v8, s11
	v_sub_u32_e32 v7, vcc, v7, v9
	v_add_u32_e32 v9, vcc, 1, v8
	v_cmp_le_u32_e32 vcc, s11, v7
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e64 v9, s[4:5], s11, v7
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_add_u32_e32 v9, vcc, 1, v8
	v_cmp_le_u32_e32 vcc, s11, v7
	v_cndmask_b32_e32 v7, v8, v9, vcc
	v_xor_b32_e32 v7, v7, v6
	v_sub_u32_e32 v8, vcc, v7, v6
	v_mul_lo_u32 v8, v8, s66
	v_sub_u32_e32 v8, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v8
	v_subb_u32_e64 v5, s[4:5], v7, v6, vcc
	v_mov_b32_e32 v6, s66
	v_cndmask_b32_e32 v6, v8, v6, vcc
	v_cmp_lt_i32_e32 vcc, s42, v6
	v_cmp_ge_i32_e64 s[4:5], s12, v6
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_le_i32_e32 vcc, s43, v5
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_gt_i32_e32 vcc, s13, v5
	s_and_b64 s[16:17], s[4:5], vcc
	v_mov_b32_e32 v7, 0
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_24
; %bb.26:                               ;   in Loop: Header=BB0_25 Depth=1
	v_subrev_u32_e32 v5, vcc, s43, v5
	v_mul_lo_u32 v5, v5, s38
	v_add_u32_e32 v6, vcc, s14, v6
	v_add_u32_e32 v5, vcc, v6, v5
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v42, v5
	v_addc_u32_e32 v6, vcc, v44, v6, vcc
	flat_load_dword v7, v[5:6]
	s_branch .LBB0_24
.LBB0_27:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b64 v[0:1], 2, v[94:95]
	v_mov_b32_e32 v2, s73
	v_add_u32_e32 v44, vcc, s72, v0
	v_addc_u32_e32 v106, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[6:7], s92, v41
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s6, 46
	v_writelane_b32 v40, s7, 47
	s_and_b64 s[6:7], s[4:5], s[6:7]
	s_mov_b64 exec, s[6:7]
	s_cbranch_execz .LBB0_34
; %bb.28:
	v_mul_lo_u32 v0, s66, v41
	s_cmp_gt_i32 s66, 0
	s_cselect_b64 s[6:7], -1, 0
	s_lshl_b32 s12, s66, 8
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v3, v41
	s_branch .LBB0_30
.LBB0_29:                               ;   in Loop: Header=BB0_30 Depth=1
	v_add_u32_e32 v3, vcc, 0x100, v3
	v_cmp_le_i32_e32 vcc, s92, v3
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v0, vcc, s12, v0
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_34
.LBB0_30:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_32 Depth 2
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_29
; %bb.31:                               ;   in Loop: Header=BB0_30 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_lo_u32 v4, v3, s66
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_mov_b64 s[10:11], 0
	v_add_u32_e32 v1, vcc, v44, v1
	v_addc_u32_e32 v2, vcc, v106, v2, vcc
	v_add_u32_e32 v5, vcc, s66, v4
	v_mov_b32_e32 v6, 0
.LBB0_32:                               ;   Parent Loop BB0_30 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v7, v[1:2]
	v_add_u32_e32 v4, vcc, 1, v4
	v_cmp_ge_i32_e32 vcc, v4, v5
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v7
	flat_store_dword v[1:2], v6
	v_add_u32_e32 v1, vcc, 4, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_32
; %bb.33:                               ;   in Loop: Header=BB0_30 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_branch .LBB0_29
.LBB0_34:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v107, s84, v43
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v109, 31, v107
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[4:5], s84, v41
	s_mov_b64 s[6:7], exec
	v_writelane_b32 v40, s4, 48
	v_writelane_b32 v40, s5, 49
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_37
; %bb.35:
	s_ashr_i32 s10, s65, 31
	s_add_i32 s4, s65, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	v_readlane_b32 s4, v40, 6
	s_add_i32 s12, s4, -1
	s_sub_i32 s4, 0, s11
	v_rcp_iflag_f32_e32 v0, v0
	v_ashrrev_i32_e32 v1, 31, v41
	v_mov_b32_e32 v4, s75
	s_add_i32 s13, s51, -2
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v107, v41
	v_addc_u32_e32 v1, vcc, v109, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[8:9], 0
	v_add_u32_e32 v0, vcc, s74, v0
	v_mul_hi_u32 v3, v2, v3
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_mov_b32_e32 v4, v41
.LBB0_36:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s65
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s65
	v_add_u32_e32 v6, vcc, s12, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s66
	v_add_u32_e32 v5, vcc, s13, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v44, v5
	v_addc_u32_e32 v6, vcc, v106, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s84, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_36
.LBB0_37:
	s_or_b64 exec, exec, s[6:7]
	v_mul_lo_u32 v92, s67, v43
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v93, 31, v92
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[40:41], s67, v41
	s_and_saveexec_b64 s[6:7], s[40:41]
	s_cbranch_execz .LBB0_40
; %bb.38:
	s_ashr_i32 s10, s100, 31
	s_add_i32 s4, s100, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	s_sub_i32 s4, 0, s11
	v_ashrrev_i32_e32 v1, 31, v41
	v_mov_b32_e32 v4, s77
	v_rcp_iflag_f32_e32 v0, v0
	s_add_i32 s12, s50, -1
	s_add_i32 s13, s49, -2
	s_mov_b64 s[8:9], 0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v92, v41
	v_addc_u32_e32 v1, vcc, v93, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s76, v0
	v_mul_hi_u32 v3, v2, v3
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_mov_b32_e32 v4, v41
.LBB0_39:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s100
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s100
	v_add_u32_e32 v6, vcc, s12, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s66
	v_add_u32_e32 v5, vcc, s13, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v44, v5
	v_addc_u32_e32 v6, vcc, v106, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s67, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_39
.LBB0_40:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s38, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s39, s59, 0
	v_or_b32_e32 v42, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB0_43
; %bb.41:
	v_ashrrev_i32_e32 v3, 31, v41
	v_add_u32_e32 v0, vcc, v92, v41
	v_addc_u32_e32 v1, vcc, v93, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, v107, v41
	v_addc_u32_e32 v3, vcc, v109, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s75
	v_add_u32_e32 v2, vcc, s74, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x400
	v_mov_b32_e32 v4, v41
.LBB0_42:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	flat_load_dword v6, v[0:1]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s67, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v5, v5, v6
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_42
.LBB0_43:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_writelane_b32 v40, s49, 50
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[48:49], s100, v41
	s_and_saveexec_b64 s[6:7], s[48:49]
	s_cbranch_execz .LBB0_50
; %bb.44:
	v_ashrrev_i32_e32 v1, 31, v41
	v_add_u32_e32 v0, vcc, v92, v41
	v_addc_u32_e32 v1, vcc, v93, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_cmp_gt_i32 s67, 0
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	s_cselect_b64 s[8:9], -1, 0
	s_ashr_i32 s101, s100, 31
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_lshl_b64 s[10:11], s[100:101], 2
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v4, v41
	s_branch .LBB0_46
.LBB0_45:                               ;   in Loop: Header=BB0_46 Depth=1
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_cmp_le_i32_e64 s[4:5], s100, v4
	s_or_b64 s[12:13], s[4:5], s[12:13]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_50
.LBB0_46:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_48 Depth 2
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_45
; %bb.47:                               ;   in Loop: Header=BB0_46 Depth=1
	v_mov_b32_e32 v3, v1
	v_add_u32_e32 v5, vcc, s67, v4
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v7, v4
.LBB0_48:                               ;   Parent Loop BB0_46 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v8, v[2:3]
	v_add_u32_e32 v7, vcc, s100, v7
	v_cmp_ge_i32_e32 vcc, v7, v5
	v_mov_b32_e32 v9, s11
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v8
	flat_store_dword v[2:3], v6
	v_add_u32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v3, v9, vcc
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_48
; %bb.49:                               ;   in Loop: Header=BB0_46 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_45
.LBB0_50:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b64 v[0:1], 2, v[92:93]
	v_mov_b32_e32 v2, s77
	v_mul_lo_u32 v42, s64, v43
	v_add_u32_e32 v111, vcc, s76, v0
	v_addc_u32_e32 v120, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_writelane_b32 v40, s50, 51
	s_mov_b32 s101, s51
	v_ashrrev_i32_e32 v110, 31, v42
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[50:51], s64, v41
	s_and_saveexec_b64 s[6:7], s[50:51]
	s_cbranch_execz .LBB0_53
; %bb.51:
	s_ashr_i32 s10, s85, 31
	s_add_i32 s4, s85, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	v_readlane_b32 s4, v40, 10
	s_add_i32 s12, s4, -1
	v_readlane_b32 s4, v40, 9
	v_rcp_iflag_f32_e32 v0, v0
	s_add_i32 s13, s4, -2
	s_sub_i32 s4, 0, s11
	v_ashrrev_i32_e32 v1, 31, v41
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v42, v41
	v_addc_u32_e32 v1, vcc, v110, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_mul_hi_u32 v3, v2, v3
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, v41
.LBB0_52:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s85
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s85
	v_add_u32_e32 v6, vcc, s12, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s100
	v_add_u32_e32 v5, vcc, s13, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v111, v5
	v_addc_u32_e32 v6, vcc, v120, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s64, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_52
.LBB0_53:
	s_or_b64 exec, exec, s[6:7]
	v_mul_lo_u32 v59, s83, v43
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v108, 31, v59
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e64 s[38:39], s83, v41
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB0_56
; %bb.54:
	s_ashr_i32 s10, s99, 31
	s_add_i32 s4, s99, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	v_readlane_b32 s4, v40, 12
	s_add_i32 s12, s4, -1
	v_readlane_b32 s4, v40, 11
	v_rcp_iflag_f32_e32 v0, v0
	s_add_i32 s13, s4, -2
	s_sub_i32 s4, 0, s11
	v_ashrrev_i32_e32 v1, 31, v41
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v59, v41
	v_addc_u32_e32 v1, vcc, v108, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_readlane_b32 s16, v40, 24
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s17, v40, 25
	v_mul_hi_u32 v3, v2, v3
	v_mov_b32_e32 v4, s17
	v_add_u32_e32 v0, vcc, s16, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, v41
	v_readlane_b32 s18, v40, 26
	v_readlane_b32 s19, v40, 27
	v_readlane_b32 s20, v40, 28
	v_readlane_b32 s21, v40, 29
	v_readlane_b32 s22, v40, 30
	v_readlane_b32 s23, v40, 31
	v_readlane_b32 s24, v40, 32
	v_readlane_b32 s25, v40, 33
	v_readlane_b32 s26, v40, 34
	v_readlane_b32 s27, v40, 35
	v_readlane_b32 s28, v40, 36
	v_readlane_b32 s29, v40, 37
	v_readlane_b32 s30, v40, 38
	v_readlane_b32 s31, v40, 39
.LBB0_55:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s99
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s99
	v_add_u32_e32 v6, vcc, s12, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s100
	v_add_u32_e32 v5, vcc, s13, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v111, v5
	v_addc_u32_e32 v6, vcc, v120, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s83, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_55
.LBB0_56:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB0_59
; %bb.57:
	v_ashrrev_i32_e32 v3, 31, v41
	v_add_u32_e32 v0, vcc, v59, v41
	v_addc_u32_e32 v1, vcc, v108, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s8, v40, 24
	v_readlane_b32 s9, v40, 25
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, v42, v41
	v_addc_u32_e32 v3, vcc, v110, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s79
	v_add_u32_e32 v2, vcc, s78, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x400
	v_mov_b32_e32 v4, v41
	v_readlane_b32 s10, v40, 26
	v_readlane_b32 s11, v40, 27
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
.LBB0_58:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	flat_load_dword v6, v[0:1]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s83, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v5, v5, v6
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_58
.LBB0_59:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v104, s46, v43
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v105, 31, v104
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e32 vcc, s46, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_62
; %bb.60:
	v_ashrrev_i32_e32 v3, 31, v41
	v_add_u32_e32 v0, vcc, v104, v41
	v_addc_u32_e32 v1, vcc, v105, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s8, v40, 24
	v_readlane_b32 s10, v40, 26
	v_readlane_b32 s11, v40, 27
	v_mov_b32_e32 v2, s11
	v_add_u32_e32 v0, vcc, s10, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, v90, v41
	v_addc_u32_e32 v3, vcc, v91, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s69
	v_add_u32_e32 v2, vcc, s68, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x400
	v_mov_b32_e32 v4, v41
	v_readlane_b32 s9, v40, 25
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
.LBB0_61:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_add_u32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_cmp_le_i32_e32 vcc, s46, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, v5, v5
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_61
.LBB0_62:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_mov_b64 s[6:7], exec
	v_readlane_b32 s4, v40, 44
	v_readlane_b32 s5, v40, 45
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_67
; %bb.63:
	s_ashr_i32 s10, s66, 31
	s_add_i32 s4, s66, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v2, s11
	v_lshlrev_b64 v[0:1], 2, v[104:105]
	v_readlane_b32 s12, v40, 24
	v_readlane_b32 s14, v40, 26
	v_rcp_iflag_f32_e32 v4, v2
	v_add_u32_e32 v2, vcc, s14, v0
	v_readlane_b32 s13, v40, 25
	v_mul_f32_e32 v0, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v0
	v_readlane_b32 s4, v40, 22
	v_readlane_b32 s15, v40, 27
	s_add_i32 s13, s43, s4
	s_sub_i32 s4, 0, s11
	v_mov_b32_e32 v3, s15
	v_mul_lo_u32 v5, s4, v4
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	v_ashrrev_i32_e32 v1, 31, v41
	v_add_u32_e32 v0, vcc, v94, v41
	v_addc_u32_e32 v1, vcc, v95, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mul_hi_u32 v5, v4, v5
	v_mov_b32_e32 v6, s73
	v_add_u32_e32 v0, vcc, s72, v0
	s_add_i32 s12, s42, s45
	s_not_b32 s14, s42
	v_addc_u32_e32 v1, vcc, v6, v1, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v6, v41
	v_readlane_b32 s16, v40, 28
	v_readlane_b32 s17, v40, 29
	v_readlane_b32 s18, v40, 30
	v_readlane_b32 s19, v40, 31
	v_readlane_b32 s20, v40, 32
	v_readlane_b32 s21, v40, 33
	v_readlane_b32 s22, v40, 34
	v_readlane_b32 s23, v40, 35
	v_readlane_b32 s24, v40, 36
	v_readlane_b32 s25, v40, 37
	v_readlane_b32 s26, v40, 38
	v_readlane_b32 s27, v40, 39
	s_branch .LBB0_65
.LBB0_64:                               ;   in Loop: Header=BB0_65 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v6, vcc, 0x100, v6
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v9
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_cmp_le_i32_e64 s[4:5], s44, v6
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_67
.LBB0_65:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v7, vcc, 1, v6
	v_ashrrev_i32_e32 v8, 31, v7
	v_add_u32_e32 v9, vcc, v7, v8
	v_xor_b32_e32 v9, v9, v8
	v_add_u32_e32 v10, vcc, v5, v4
	v_mul_hi_u32 v10, v9, v10
	v_xor_b32_e32 v8, s10, v8
	v_mul_lo_u32 v11, v10, s11
	v_sub_u32_e32 v9, vcc, v9, v11
	v_add_u32_e32 v11, vcc, 1, v10
	v_cmp_le_u32_e32 vcc, s11, v9
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_subrev_u32_e64 v11, s[4:5], s11, v9
	v_cndmask_b32_e32 v9, v9, v11, vcc
	v_add_u32_e32 v11, vcc, 1, v10
	v_cmp_le_u32_e32 vcc, s11, v9
	v_cndmask_b32_e32 v9, v10, v11, vcc
	v_xor_b32_e32 v9, v9, v8
	v_sub_u32_e32 v10, vcc, v9, v8
	v_mul_lo_u32 v10, v10, s66
	v_sub_u32_e32 v10, vcc, v7, v10
	v_cmp_eq_u32_e32 vcc, 0, v10
	v_subb_u32_e64 v7, s[4:5], v9, v8, vcc
	v_mov_b32_e32 v8, s66
	v_cndmask_b32_e32 v8, v10, v8, vcc
	v_cmp_lt_i32_e32 vcc, s42, v8
	v_cmp_ge_i32_e64 s[4:5], s12, v8
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_le_i32_e32 vcc, s43, v7
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_gt_i32_e32 vcc, s13, v7
	s_and_b64 s[16:17], s[4:5], vcc
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[4:5], s[16:17]
	s_cbranch_execz .LBB0_64
; %bb.66:                               ;   in Loop: Header=BB0_65 Depth=1
	v_subrev_u32_e32 v7, vcc, s43, v7
	v_mul_lo_u32 v7, v7, s45
	v_add_u32_e32 v8, vcc, s14, v8
	v_add_u32_e32 v7, vcc, v8, v7
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_u32_e32 v7, vcc, v2, v7
	v_addc_u32_e32 v8, vcc, v3, v8, vcc
	flat_load_dword v9, v[7:8]
	s_branch .LBB0_64
.LBB0_67:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_mov_b64 s[4:5], exec
	v_readlane_b32 s6, v40, 46
	v_readlane_b32 s7, v40, 47
	s_and_b64 s[6:7], s[4:5], s[6:7]
	s_mov_b64 exec, s[6:7]
	s_cbranch_execz .LBB0_74
; %bb.68:
	v_mul_lo_u32 v0, s66, v41
	s_cmp_gt_i32 s66, 0
	s_cselect_b64 s[6:7], -1, 0
	s_lshl_b32 s12, s66, 8
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v3, v41
	s_branch .LBB0_70
.LBB0_69:                               ;   in Loop: Header=BB0_70 Depth=1
	v_add_u32_e32 v3, vcc, 0x100, v3
	v_cmp_le_i32_e32 vcc, s92, v3
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v0, vcc, s12, v0
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_74
.LBB0_70:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_72 Depth 2
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_69
; %bb.71:                               ;   in Loop: Header=BB0_70 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_lo_u32 v4, v3, s66
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_mov_b64 s[10:11], 0
	v_add_u32_e32 v1, vcc, v44, v1
	v_addc_u32_e32 v2, vcc, v106, v2, vcc
	v_add_u32_e32 v5, vcc, s66, v4
	v_mov_b32_e32 v6, 0
.LBB0_72:                               ;   Parent Loop BB0_70 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v7, v[1:2]
	v_add_u32_e32 v4, vcc, 1, v4
	v_cmp_ge_i32_e32 vcc, v4, v5
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v7
	flat_store_dword v[1:2], v6
	v_add_u32_e32 v1, vcc, 4, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_72
; %bb.73:                               ;   in Loop: Header=BB0_70 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_branch .LBB0_69
.LBB0_74:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_mov_b64 s[6:7], exec
	v_readlane_b32 s4, v40, 48
	v_readlane_b32 s5, v40, 49
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_77
; %bb.75:
	s_ashr_i32 s10, s65, 31
	s_add_i32 s4, s65, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	v_readlane_b32 s4, v40, 6
	s_add_i32 s12, s4, -1
	s_sub_i32 s4, 0, s11
	v_rcp_iflag_f32_e32 v0, v0
	v_ashrrev_i32_e32 v1, 31, v41
	v_mov_b32_e32 v4, s75
	s_add_i32 s13, s101, -2
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v107, v41
	v_addc_u32_e32 v1, vcc, v109, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[8:9], 0
	v_add_u32_e32 v0, vcc, s74, v0
	v_mul_hi_u32 v3, v2, v3
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	v_mov_b32_e32 v4, v41
.LBB0_76:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s65
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s65
	v_add_u32_e32 v6, vcc, s12, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s66
	v_add_u32_e32 v5, vcc, s13, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v44, v5
	v_addc_u32_e32 v6, vcc, v106, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s84, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_76
.LBB0_77:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[6:7], s[40:41]
	s_cbranch_execz .LBB0_80
; %bb.78:
	s_ashr_i32 s10, s100, 31
	s_add_i32 s4, s100, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	v_readlane_b32 s4, v40, 51
	s_add_i32 s12, s4, -1
	v_readlane_b32 s4, v40, 50
	v_rcp_iflag_f32_e32 v0, v0
	s_add_i32 s13, s4, -2
	s_sub_i32 s4, 0, s11
	v_ashrrev_i32_e32 v1, 31, v41
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v92, v41
	v_addc_u32_e32 v1, vcc, v93, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_mul_hi_u32 v3, v2, v3
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, v41
.LBB0_79:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s100
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s100
	v_add_u32_e32 v6, vcc, s12, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s66
	v_add_u32_e32 v5, vcc, s13, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v44, v5
	v_addc_u32_e32 v6, vcc, v106, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s67, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_79
.LBB0_80:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[4:5], s[40:41]
	v_readlane_b32 s65, v40, 1
	s_cbranch_execz .LBB0_83
; %bb.81:
	v_ashrrev_i32_e32 v3, 31, v41
	v_add_u32_e32 v0, vcc, v92, v41
	v_addc_u32_e32 v1, vcc, v93, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, v107, v41
	v_addc_u32_e32 v3, vcc, v109, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s75
	v_add_u32_e32 v2, vcc, s74, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x400
	v_mov_b32_e32 v4, v41
.LBB0_82:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	flat_load_dword v6, v[0:1]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s67, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v5, v5, v6
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_82
.LBB0_83:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[6:7], s[48:49]
	s_mov_b32 s49, s47
	s_cbranch_execz .LBB0_90
; %bb.84:
	v_ashrrev_i32_e32 v1, 31, v41
	v_add_u32_e32 v0, vcc, v92, v41
	v_addc_u32_e32 v1, vcc, v93, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_cmp_gt_i32 s67, 0
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v0, vcc, s76, v0
	s_cselect_b64 s[8:9], -1, 0
	s_ashr_i32 s101, s100, 31
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_lshl_b64 s[10:11], s[100:101], 2
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v4, v41
	s_branch .LBB0_86
.LBB0_85:                               ;   in Loop: Header=BB0_86 Depth=1
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_cmp_le_i32_e64 s[4:5], s100, v4
	s_or_b64 s[12:13], s[4:5], s[12:13]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_90
.LBB0_86:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_88 Depth 2
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_85
; %bb.87:                               ;   in Loop: Header=BB0_86 Depth=1
	v_mov_b32_e32 v3, v1
	v_add_u32_e32 v5, vcc, s67, v4
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v7, v4
.LBB0_88:                               ;   Parent Loop BB0_86 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v8, v[2:3]
	v_add_u32_e32 v7, vcc, s100, v7
	v_cmp_ge_i32_e32 vcc, v7, v5
	v_mov_b32_e32 v9, s11
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v8
	flat_store_dword v[2:3], v6
	v_add_u32_e32 v2, vcc, s10, v2
	v_addc_u32_e32 v3, vcc, v3, v9, vcc
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_88
; %bb.89:                               ;   in Loop: Header=BB0_86 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB0_85
.LBB0_90:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[6:7], s[50:51]
	s_cbranch_execz .LBB0_93
; %bb.91:
	s_ashr_i32 s10, s85, 31
	s_add_i32 s4, s85, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	v_readlane_b32 s4, v40, 10
	s_add_i32 s12, s4, -1
	v_readlane_b32 s4, v40, 9
	v_rcp_iflag_f32_e32 v0, v0
	s_add_i32 s13, s4, -2
	s_sub_i32 s4, 0, s11
	v_ashrrev_i32_e32 v1, 31, v41
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v42, v41
	v_addc_u32_e32 v1, vcc, v110, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s79
	v_add_u32_e32 v0, vcc, s78, v0
	v_mul_hi_u32 v3, v2, v3
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, v41
.LBB0_92:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s85
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s85
	v_add_u32_e32 v6, vcc, s12, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s100
	v_add_u32_e32 v5, vcc, s13, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v111, v5
	v_addc_u32_e32 v6, vcc, v120, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s64, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_92
.LBB0_93:
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v40, 23
	v_mul_lo_u32 v90, s4, v43
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v91, 31, v90
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[6:7], s[38:39]
	s_cbranch_execz .LBB0_96
; %bb.94:
	s_ashr_i32 s10, s99, 31
	s_add_i32 s4, s99, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	v_readlane_b32 s4, v40, 12
	s_add_i32 s12, s4, -1
	v_readlane_b32 s4, v40, 11
	v_rcp_iflag_f32_e32 v0, v0
	s_add_i32 s13, s4, -2
	s_sub_i32 s4, 0, s11
	v_ashrrev_i32_e32 v1, 31, v41
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v2, v0
	v_add_u32_e32 v0, vcc, v90, v41
	v_addc_u32_e32 v1, vcc, v91, v1, vcc
	v_mul_lo_u32 v3, s4, v2
	v_readlane_b32 s16, v40, 24
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s20, v40, 28
	v_mul_hi_u32 v3, v2, v3
	v_readlane_b32 s21, v40, 29
	v_mov_b32_e32 v4, s21
	v_add_u32_e32 v0, vcc, s20, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, v41
	v_readlane_b32 s17, v40, 25
	v_readlane_b32 s18, v40, 26
	v_readlane_b32 s19, v40, 27
	v_readlane_b32 s22, v40, 30
	v_readlane_b32 s23, v40, 31
	v_readlane_b32 s24, v40, 32
	v_readlane_b32 s25, v40, 33
	v_readlane_b32 s26, v40, 34
	v_readlane_b32 s27, v40, 35
	v_readlane_b32 s28, v40, 36
	v_readlane_b32 s29, v40, 37
	v_readlane_b32 s30, v40, 38
	v_readlane_b32 s31, v40, 39
.LBB0_95:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, vcc, 1, v4
	v_ashrrev_i32_e32 v8, 31, v5
	v_add_u32_e32 v10, vcc, v5, v8
	v_add_u32_e32 v6, vcc, v3, v2
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v6, v8, v6
	v_mov_b32_e32 v7, s99
	v_mul_lo_u32 v10, v6, s11
	v_add_u32_e32 v11, vcc, 1, v6
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v6
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v6, v6, v10, vcc
	v_xor_b32_e32 v6, v6, v9
	v_sub_u32_e32 v6, vcc, v6, v9
	v_mul_lo_u32 v8, v6, s99
	v_add_u32_e32 v6, vcc, s12, v6
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_subbrev_u32_e32 v6, vcc, 0, v6, vcc
	v_mul_lo_u32 v6, v6, s100
	v_add_u32_e32 v5, vcc, s13, v5
	v_add_u32_e32 v5, vcc, v5, v6
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_u32_e32 v5, vcc, v111, v5
	v_addc_u32_e32 v6, vcc, v120, v6, vcc
	flat_load_dword v5, v[5:6]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s83, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_95
.LBB0_96:
	s_or_b64 exec, exec, s[6:7]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB0_99
; %bb.97:
	v_ashrrev_i32_e32 v3, 31, v41
	v_add_u32_e32 v0, vcc, v90, v41
	v_addc_u32_e32 v1, vcc, v91, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s8, v40, 24
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	v_mov_b32_e32 v2, s13
	v_add_u32_e32 v0, vcc, s12, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, v42, v41
	v_addc_u32_e32 v3, vcc, v110, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s79
	v_add_u32_e32 v2, vcc, s78, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b64 s[6:7], 0
	s_movk_i32 s8, 0x400
	v_mov_b32_e32 v4, v41
	v_readlane_b32 s9, v40, 25
	v_readlane_b32 s10, v40, 26
	v_readlane_b32 s11, v40, 27
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
.LBB0_98:                               ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	flat_load_dword v6, v[0:1]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_cmp_le_i32_e32 vcc, s83, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v5, v5, v6
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_98
.LBB0_99:
	s_or_b64 exec, exec, s[4:5]
	s_movk_i32 s46, 0x290
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, s46
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[40:41], s[38:39]
	v_readlane_b32 s72, v40, 13
	v_readlane_b32 s73, v40, 14
	v_readlane_b32 s74, v40, 15
	v_readlane_b32 s75, v40, 16
	v_readlane_b32 s76, v40, 17
	v_readlane_b32 s77, v40, 18
	v_readlane_b32 s78, v40, 19
	v_readlane_b32 s79, v40, 20
	s_cbranch_execz .LBB0_102
; %bb.100:
	v_ashrrev_i32_e32 v2, 31, v41
	v_add_u32_e32 v0, vcc, v90, v41
	v_addc_u32_e32 v1, vcc, v91, v2, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s4, v40, 24
	v_readlane_b32 s8, v40, 28
	v_readlane_b32 s9, v40, 29
	v_mov_b32_e32 v3, s9
	v_add_u32_e32 v92, vcc, s8, v0
	v_addc_u32_e32 v93, vcc, v3, v1, vcc
	v_add_u32_e32 v0, vcc, v59, v41
	v_addc_u32_e32 v1, vcc, v108, v2, vcc
	v_cvt_f32_i32_e32 v42, s80
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s5, v40, 25
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v94, vcc, s4, v0
	v_addc_u32_e32 v95, vcc, v2, v1, vcc
	s_mov_b64 s[42:43], 0
	s_mov_b32 s48, 0x6f800000
	s_movk_i32 s47, 0x400
	v_mov_b32_e32 v44, 0x2f800000
	v_mov_b32_e32 v104, v41
	v_readlane_b32 s6, v40, 26
	v_readlane_b32 s7, v40, 27
	v_readlane_b32 s10, v40, 30
	v_readlane_b32 s11, v40, 31
	v_readlane_b32 s12, v40, 32
	v_readlane_b32 s13, v40, 33
	v_readlane_b32 s14, v40, 34
	v_readlane_b32 s15, v40, 35
	v_readlane_b32 s16, v40, 36
	v_readlane_b32 s17, v40, 37
	v_readlane_b32 s18, v40, 38
	v_readlane_b32 s19, v40, 39
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s45, s45, _Z4sqrtf@rel32@hi+12
.LBB0_101:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v0, v[94:95]
	flat_load_dword v1, v[92:93]
	v_cmp_gt_f32_e64 vcc, |v42|, s48
	v_cndmask_b32_e32 v2, 1.0, v44, vcc
	v_mul_f32_e32 v5, v42, v2
	v_rcp_f32_e32 v5, v5
	v_lshlrev_b32_e32 v4, 10, v46
	s_add_u32 s8, s58, s46
	v_lshlrev_b32_e32 v3, 20, v45
	v_or_b32_e32 v4, v47, v4
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v4, v3
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, v0, v5
	s_waitcnt vmcnt(0)
	v_mad_f32 v0, -v2, v0, v1
	v_cmp_ngt_f32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v0, 0, v0, vcc
	s_swappc_b64 s[30:31], s[44:45]
	v_add_u32_e32 v104, vcc, 0x100, v104
	v_add_u32_e32 v94, vcc, s47, v94
	v_addc_u32_e32 v95, vcc, 0, v95, vcc
	flat_store_dword v[92:93], v0
	v_cmp_le_i32_e32 vcc, s83, v104
	v_add_u32_e64 v92, s[4:5], s47, v92
	s_or_b64 s[42:43], vcc, s[42:43]
	v_addc_u32_e64 v93, vcc, 0, v93, s[4:5]
	s_andn2_b64 exec, exec, s[42:43]
	s_cbranch_execnz .LBB0_101
.LBB0_102:
	s_or_b64 exec, exec, s[40:41]
	v_mul_lo_u32 v44, s37, v43
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v92, 31, v44
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e32 vcc, s37, v41
	s_and_saveexec_b64 s[4:5], vcc
	v_readlane_b32 s40, v40, 2
	v_readlane_b32 s41, v40, 3
	v_readlane_b32 s42, v40, 4
	v_readlane_b32 s43, v40, 5
	s_cbranch_execz .LBB0_105
; %bb.103:
	v_ashrrev_i32_e32 v42, 31, v41
	v_add_u32_e32 v0, vcc, v44, v41
	v_addc_u32_e32 v1, vcc, v92, v42, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s8, v40, 24
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_mov_b32_e32 v2, s15
	v_add_u32_e32 v0, vcc, s14, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_lshlrev_b64 v[2:3], 2, v[41:42]
	s_mov_b64 s[6:7], 0
	v_add_u32_e32 v2, vcc, v56, v2
	v_addc_u32_e32 v3, vcc, v57, v3, vcc
	s_movk_i32 s8, 0x400
	v_mov_b32_e32 v4, v41
	v_readlane_b32 s9, v40, 25
	v_readlane_b32 s10, v40, 26
	v_readlane_b32 s11, v40, 27
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
.LBB0_104:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v5, v[2:3]
	v_add_u32_e32 v4, vcc, 0x100, v4
	v_add_u32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	v_cmp_le_i32_e32 vcc, s37, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, v5, v5
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_104
.LBB0_105:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v0, s88, v43
	v_readlane_b32 s4, v40, 24
	v_readlane_b32 s18, v40, 38
	v_readlane_b32 s19, v40, 39
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s19
	v_add_u32_e32 v94, vcc, s18, v0
	v_readlane_b32 s8, v40, 28
	v_addc_u32_e32 v95, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	v_readlane_b32 s5, v40, 25
	v_readlane_b32 s6, v40, 26
	v_readlane_b32 s7, v40, 27
	v_readlane_b32 s9, v40, 29
	v_readlane_b32 s10, v40, 30
	v_readlane_b32 s11, v40, 31
	v_readlane_b32 s12, v40, 32
	v_readlane_b32 s13, v40, 33
	v_readlane_b32 s14, v40, 34
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_readlane_b32 s15, v40, 35
	v_readlane_b32 s16, v40, 36
	v_readlane_b32 s17, v40, 37
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e32 vcc, s88, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_112
; %bb.106:
	v_mul_lo_u32 v0, s81, v41
	s_cmp_gt_i32 s81, 0
	s_cselect_b64 s[6:7], -1, 0
	s_lshl_b32 s10, s81, 8
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v2, v41
	s_branch .LBB0_109
.LBB0_107:                              ;   in Loop: Header=BB0_109 Depth=1
	v_mov_b32_e32 v1, 0
.LBB0_108:                              ;   in Loop: Header=BB0_109 Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v3, vcc, v94, v3
	v_addc_u32_e32 v4, vcc, v95, v4, vcc
	v_add_u32_e32 v2, vcc, 0x100, v2
	v_cmp_le_i32_e32 vcc, s88, v2
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v0, vcc, s10, v0
	flat_store_dword v[3:4], v1
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_112
.LBB0_109:                              ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_111 Depth 2
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_107
; %bb.110:                              ;   in Loop: Header=BB0_109 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_mov_b32_e32 v1, 0
	v_add_u32_e32 v3, vcc, v56, v3
	v_addc_u32_e32 v4, vcc, v57, v4, vcc
	s_mov_b32 s11, s81
.LBB0_111:                              ;   Parent Loop BB0_109 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v5, v[3:4]
	s_add_i32 s11, s11, -1
	v_add_u32_e32 v3, vcc, 4, v3
	v_addc_u32_e32 v4, vcc, 0, v4, vcc
	s_cmp_lg_u32 s11, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, v1, v5
	s_cbranch_scc1 .LBB0_111
	s_branch .LBB0_108
.LBB0_112:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v0, s98, v43
	v_mov_b32_e32 v2, s73
	s_add_u32 s8, s58, 0x290
	s_addc_u32 s9, s59, 0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[4:5], s[56:57]
	v_add_u32_e32 v104, vcc, s72, v0
	v_addc_u32_e32 v105, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e32 vcc, s98, v41
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_118
; %bb.113:
	v_ashrrev_i32_e32 v1, 31, v41
	v_add_u32_e32 v0, vcc, v44, v41
	v_readlane_b32 s8, v40, 24
	v_addc_u32_e32 v1, vcc, v92, v1, vcc
	v_readlane_b32 s9, v40, 25
	v_readlane_b32 s10, v40, 26
	v_readlane_b32 s11, v40, 27
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	s_mov_b64 s[4:5], s[8:9]
	s_mov_b64 s[8:9], s[12:13]
	s_cmp_gt_i32 s36, 0
	s_mov_b64 s[10:11], s[14:15]
	s_mov_b64 s[12:13], s[16:17]
	v_mov_b32_e32 v2, s11
	v_add_u32_e32 v0, vcc, s10, v0
	s_cselect_b64 s[8:9], -1, 0
	s_ashr_i32 s99, s98, 31
	s_mov_b64 s[14:15], s[18:19]
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_lshl_b64 s[10:11], s[98:99], 2
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v2, v41
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
	s_branch .LBB0_115
.LBB0_114:                              ;   in Loop: Header=BB0_115 Depth=1
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_u32_e32 v3, vcc, v104, v3
	v_addc_u32_e32 v4, vcc, v105, v4, vcc
	v_add_u32_e32 v2, vcc, 0x100, v2
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_cmp_le_i32_e64 s[4:5], s98, v2
	s_or_b64 s[12:13], s[4:5], s[12:13]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_store_dword v[3:4], v5
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_118
.LBB0_115:                              ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_117 Depth 2
	v_mov_b32_e32 v5, 0
	s_andn2_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_114
; %bb.116:                              ;   in Loop: Header=BB0_115 Depth=1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v3, v0
	s_mov_b32 s4, s36
.LBB0_117:                              ;   Parent Loop BB0_115 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v6, v[3:4]
	s_add_i32 s4, s4, -1
	v_mov_b32_e32 v7, s11
	v_add_u32_e32 v3, vcc, s10, v3
	v_addc_u32_e32 v4, vcc, v4, v7, vcc
	s_cmp_lg_u32 s4, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_cbranch_scc1 .LBB0_117
	s_branch .LBB0_114
.LBB0_118:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, v43
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	v_mov_b32_e32 v2, s79
	v_add_u32_e32 v92, vcc, s78, v0
	v_addc_u32_e32 v93, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s41
	v_add_u32_e32 v106, vcc, s40, v0
	v_addc_u32_e32 v107, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_ashrrev_i32_e32 v44, 31, v43
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_eq_u32_e64 s[40:41], 0, v41
	v_cmp_ne_u32_e32 vcc, 0, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_123
; %bb.119:
	v_cmp_eq_u32_e32 vcc, 1, v41
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_122
; %bb.120:
	v_mov_b32_e32 v0, 0
	s_cmp_lt_i32 s36, 1
	flat_store_dword v[106:107], v0
	s_cbranch_scc1 .LBB0_122
.LBB0_121:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v1, v[104:105]
	s_add_i32 s36, s36, -1
	v_add_u32_e32 v104, vcc, 4, v104
	v_addc_u32_e32 v105, vcc, 0, v105, vcc
	s_cmp_lg_u32 s36, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v1
	flat_store_dword v[106:107], v0
	s_cbranch_scc1 .LBB0_121
.LBB0_122:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr94_vgpr95
.LBB0_123:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_127
; %bb.124:
	v_mov_b32_e32 v0, 0
	s_cmp_lt_i32 s88, 1
	flat_store_dword v[92:93], v0
	s_cbranch_scc1 .LBB0_127
; %bb.125:
	s_mov_b32 s6, s88
.LBB0_126:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v1, v[94:95]
	s_add_i32 s6, s6, -1
	v_add_u32_e32 v94, vcc, 4, v94
	v_addc_u32_e32 v95, vcc, 0, v95, vcc
	s_cmp_eq_u32 s6, 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v1
	flat_store_dword v[92:93], v0
	s_cbranch_scc0 .LBB0_126
.LBB0_127:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b64 v[0:1], 2, v[43:44]
	v_mov_b32_e32 v2, s43
	v_add_u32_e32 v94, vcc, s42, v0
	v_addc_u32_e32 v95, vcc, v2, v1, vcc
	s_movk_i32 s36, 0x290
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, s36
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[44:45], s[40:41]
	s_cbranch_execz .LBB0_129
; %bb.128:
	flat_load_dword v0, v[92:93]
	flat_load_dword v1, v[106:107]
	v_cvt_f32_i32_e32 v2, s80
	s_mov_b32 s4, 0x6f800000
	v_mov_b32_e32 v3, 0x2f800000
	v_lshlrev_b32_e32 v5, 10, v46
	v_cmp_gt_f32_e64 vcc, |v2|, s4
	v_cndmask_b32_e32 v3, 1.0, v3, vcc
	v_mul_f32_e32 v2, v2, v3
	v_rcp_f32_e32 v2, v2
	s_add_u32 s42, s58, s36
	v_lshlrev_b32_e32 v4, 20, v45
	v_or_b32_e32 v5, v47, v5
	s_addc_u32 s43, s59, 0
	v_or_b32_e32 v42, v5, v4
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[42:43]
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z4sqrtf@rel32@lo+4
	s_addc_u32 s47, s47, _Z4sqrtf@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v0, v3, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, v1, v2
	v_mul_f32_e32 v0, v0, v0
	v_mad_f32 v0, v3, v1, -v0
	s_swappc_b64 s[30:31], s[46:47]
	s_add_i32 s4, s80, -1
	v_mov_b32_e32 v44, v0
	v_cvt_f32_i32_e32 v0, s4
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[46:47]
	v_mul_f32_e32 v0, v44, v0
	flat_store_dword v[94:95], v0
.LBB0_129:
	s_or_b64 exec, exec, s[44:45]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, s36
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB0_132
; %bb.130:
	v_ashrrev_i32_e32 v1, 31, v41
	v_add_u32_e32 v0, vcc, v90, v41
	v_addc_u32_e32 v1, vcc, v91, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s8, v40, 24
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	v_mov_b32_e32 v2, s13
	v_add_u32_e32 v0, vcc, s12, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v41
	v_readlane_b32 s9, v40, 25
	v_readlane_b32 s10, v40, 26
	v_readlane_b32 s11, v40, 27
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
.LBB0_131:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v3, v[0:1]
	flat_load_dword v4, v[94:95]
	v_add_u32_e32 v2, vcc, 0x100, v2
	v_cmp_le_i32_e32 vcc, s83, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v3, v4
	flat_store_dword v[0:1], v3
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_131
.LBB0_132:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_mov_b64 s[4:5], exec
	v_readlane_b32 s6, v40, 42
	v_readlane_b32 s7, v40, 43
	s_and_b64 s[6:7], s[4:5], s[6:7]
	s_mov_b64 exec, s[6:7]
	s_cbranch_execz .LBB0_135
; %bb.133:
	v_ashrrev_i32_e32 v3, 31, v41
	v_add_u32_e32 v0, vcc, v59, v41
	v_addc_u32_e32 v1, vcc, v108, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s8, v40, 24
	v_readlane_b32 s9, v40, 25
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, v88, v41
	v_addc_u32_e32 v3, vcc, v89, v3, vcc
	v_cvt_f32_i32_e32 v4, s80
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_readlane_b32 s10, v40, 26
	v_mov_b32_e32 v5, s71
	v_add_u32_e32 v2, vcc, s70, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	s_mov_b64 s[6:7], 0
	s_mov_b32 s10, 0x6f800000
	s_movk_i32 s8, 0x100
	s_movk_i32 s9, 0x400
	v_mov_b32_e32 v5, 0x2f800000
	v_mov_b32_e32 v6, v41
	v_readlane_b32 s11, v40, 27
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
.LBB0_134:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v7, v[0:1]
	flat_load_dword v8, v[92:93]
	flat_load_dword v9, v[2:3]
	v_cmp_gt_f32_e64 vcc, |v4|, s10
	v_cndmask_b32_e32 v10, 1.0, v5, vcc
	v_mul_f32_e32 v11, v4, v10
	v_rcp_f32_e32 v11, v11
	v_add_u32_e32 v6, vcc, s8, v6
	v_add_u32_e32 v0, vcc, s9, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_le_i32_e32 vcc, s86, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v7, v7, v8
	v_mul_f32_e32 v7, v7, v11
	s_waitcnt vmcnt(0)
	v_mad_f32 v7, -v10, v7, v9
	flat_store_dword v[2:3], v7
	v_add_u32_e32 v2, vcc, s9, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_134
.LBB0_135:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB0_138
; %bb.136:
	v_ashrrev_i32_e32 v3, 31, v41
	v_add_u32_e32 v0, vcc, v90, v41
	v_addc_u32_e32 v1, vcc, v91, v3, vcc
	v_readlane_b32 s8, v40, 24
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s9, v40, 25
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	s_mov_b64 s[8:9], s[12:13]
	v_mov_b32_e32 v2, s9
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, v88, v41
	v_addc_u32_e32 v3, vcc, v89, v3, vcc
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_mov_b32_e32 v4, s71
	v_add_u32_e32 v2, vcc, s70, v2
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	s_mov_b64 s[12:13], s[16:17]
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	s_mov_b64 s[6:7], 0
	s_mov_b32 s9, 0x6f800000
	s_movk_i32 s8, 0x400
	v_mov_b32_e32 v4, 0x2f800000
	v_mov_b32_e32 v5, v41
	v_readlane_b32 s10, v40, 26
	v_readlane_b32 s11, v40, 27
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
	s_mov_b64 s[14:15], s[18:19]
.LBB0_137:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v6, v[0:1]
	flat_load_dword v7, v[2:3]
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32_e64 vcc, |v6|, s9
	v_cndmask_b32_e32 v8, 1.0, v4, vcc
	v_mul_f32_e32 v6, v6, v8
	v_rcp_f32_e32 v6, v6
	v_add_u32_e32 v5, vcc, 0x100, v5
	v_cmp_le_i32_e32 vcc, s83, v5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, v7, v6
	v_mul_f32_e32 v6, v8, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	flat_store_dword v[0:1], v6
	v_add_u32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, vcc, s8, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_137
.LBB0_138:
	s_or_b64 exec, exec, s[4:5]
	v_mul_lo_u32 v88, s87, v43
	v_readlane_b32 s4, v40, 24
	v_readlane_b32 s12, v40, 32
	v_readlane_b32 s13, v40, 33
	v_ashrrev_i32_e32 v89, 31, v88
	v_lshlrev_b64 v[0:1], 2, v[88:89]
	v_mov_b32_e32 v2, s13
	v_add_u32_e32 v44, vcc, s12, v0
	v_readlane_b32 s8, v40, 28
	v_addc_u32_e32 v92, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	v_readlane_b32 s5, v40, 25
	v_readlane_b32 s6, v40, 26
	v_readlane_b32 s7, v40, 27
	v_readlane_b32 s9, v40, 29
	v_readlane_b32 s10, v40, 30
	v_readlane_b32 s11, v40, 31
	v_readlane_b32 s14, v40, 34
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_readlane_b32 s15, v40, 35
	v_readlane_b32 s16, v40, 36
	v_readlane_b32 s17, v40, 37
	v_readlane_b32 s18, v40, 38
	v_readlane_b32 s19, v40, 39
	s_swappc_b64 s[30:31], s[96:97]
	v_readlane_b32 s4, v40, 0
	v_mul_lo_u32 v0, v58, s4
	v_add_u32_e32 v42, vcc, s65, v0
	v_cmp_gt_i32_e32 vcc, s87, v41
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_145
; %bb.139:
	v_add_u32_e32 v0, vcc, -1, v42
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_readlane_b32 s8, v40, 24
	v_add_u32_e32 v2, vcc, v74, v0
	v_addc_u32_e32 v3, vcc, v75, v1, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v3, v[78:79]
	flat_load_dword v6, v[76:77]
	v_add_u32_e32 v0, vcc, v72, v0
	v_addc_u32_e32 v1, vcc, v73, v1, vcc
	flat_load_dword v7, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v41
	v_add_u32_e32 v0, vcc, v88, v41
	v_addc_u32_e32 v1, vcc, v89, v1, vcc
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s9, v40, 25
	v_readlane_b32 s12, v40, 28
	v_readlane_b32 s13, v40, 29
	v_readlane_b32 s14, v40, 30
	v_readlane_b32 s15, v40, 31
	v_readlane_b32 s16, v40, 32
	v_readlane_b32 s17, v40, 33
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_add_i32 s4, s4, s49
	v_readlane_b32 s18, v40, 34
	v_readlane_b32 s19, v40, 35
	s_mov_b64 s[8:9], s[12:13]
	s_mov_b64 s[12:13], s[16:17]
	v_mov_b32_e32 v8, s13
	s_add_i32 s5, s4, 1
	v_add_u32_e32 v0, vcc, s12, v0
	v_addc_u32_e32 v1, vcc, v8, v1, vcc
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 1.0
	v_readlane_b32 s10, v40, 26
	v_readlane_b32 s11, v40, 27
	v_readlane_b32 s20, v40, 36
	v_readlane_b32 s21, v40, 37
	v_readlane_b32 s22, v40, 38
	v_readlane_b32 s23, v40, 39
	s_mov_b64 s[14:15], s[18:19]
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v2, vcc, s5, v2
	s_waitcnt vmcnt(2)
	v_not_b32_e32 v3, v3
	v_add_u32_e32 v2, vcc, v2, v3
	v_mul_lo_u32 v3, v2, s35
	s_waitcnt vmcnt(1)
	v_not_b32_e32 v8, v6
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v9, vcc, s5, v7
	v_add_u32_e32 v2, vcc, v9, v8
	v_add_u32_e32 v7, vcc, s4, v7
	v_add_u32_e32 v2, vcc, v2, v3
	v_add_u32_e32 v7, vcc, v7, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_sub_u32_e32 v6, vcc, v7, v6
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_sub_u32_e32 v6, vcc, v6, v41
	v_add_u32_e32 v2, vcc, v44, v2
	v_addc_u32_e32 v3, vcc, v92, v3, vcc
	v_mov_b32_e32 v7, v41
	s_branch .LBB0_141
.LBB0_140:                              ;   in Loop: Header=BB0_141 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v7, vcc, 0x100, v7
	v_add_u32_e32 v6, vcc, 0xffffff00, v6
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_cmp_le_i32_e64 s[4:5], s87, v7
	s_or_b64 s[8:9], s[4:5], s[8:9]
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB0_145
.LBB0_141:                              ; =>This Inner Loop Header: Depth=1
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_143
; %bb.142:                              ;   in Loop: Header=BB0_141 Depth=1
	flat_store_dword v[0:1], v4
.LBB0_143:                              ;   in Loop: Header=BB0_141 Depth=1
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_140
; %bb.144:                              ;   in Loop: Header=BB0_141 Depth=1
	flat_store_dword v[2:3], v5
	s_branch .LBB0_140
.LBB0_145:
	s_or_b64 exec, exec, s[6:7]
	v_mul_lo_u32 v0, s93, v43
	v_readlane_b32 s4, v40, 24
	v_readlane_b32 s14, v40, 34
	v_readlane_b32 s15, v40, 35
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[50:51], s[14:15]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v59, vcc, s50, v0
	v_readlane_b32 s8, v40, 28
	v_readlane_b32 s9, v40, 29
	v_addc_u32_e32 v95, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	v_readlane_b32 s5, v40, 25
	v_readlane_b32 s6, v40, 26
	v_readlane_b32 s7, v40, 27
	v_readlane_b32 s10, v40, 30
	v_readlane_b32 s11, v40, 31
	v_readlane_b32 s12, v40, 32
	v_readlane_b32 s13, v40, 33
	s_mov_b64 s[44:45], s[8:9]
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	v_readlane_b32 s16, v40, 36
	v_readlane_b32 s17, v40, 37
	v_readlane_b32 s18, v40, 38
	v_readlane_b32 s19, v40, 39
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e32 vcc, s93, v41
	s_and_saveexec_b64 s[8:9], vcc
	v_readlane_b32 s24, v40, 21
	s_cbranch_execz .LBB0_156
; %bb.146:
	s_ashr_i32 s18, s89, 31
	s_add_i32 s4, s89, s18
	s_xor_b32 s19, s4, s18
	v_cvt_f32_u32_e32 v0, s19
	s_sub_i32 s4, 0, s19
	v_mov_b32_e32 v4, s45
	s_sub_i32 s20, 1, s94
	v_rcp_iflag_f32_e32 v2, v0
	v_lshlrev_b64 v[0:1], 2, v[90:91]
	s_sub_i32 s21, 1, s95
	v_add_u32_e32 v3, vcc, s44, v0
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	s_sub_i32 s22, 0, s95
	v_mul_lo_u32 v0, s4, v2
	s_sub_i32 s23, 0, s94
	s_mov_b64 s[10:11], 0
	v_mul_hi_u32 v5, v2, v0
	v_mov_b32_e32 v0, v41
	s_branch .LBB0_149
.LBB0_147:                              ;   in Loop: Header=BB0_149 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB0_148:                              ;   in Loop: Header=BB0_149 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[7:8], 2, v[0:1]
	v_add_u32_e32 v9, vcc, v3, v7
	v_addc_u32_e32 v10, vcc, v4, v8, vcc
	flat_load_dword v1, v[9:10]
	v_add_u32_e32 v0, vcc, 0x100, v0
	v_cmp_le_i32_e32 vcc, s93, v0
	v_add_u32_e64 v7, s[4:5], v59, v7
	v_addc_u32_e64 v8, s[4:5], v95, v8, s[4:5]
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, v6, v1
	flat_store_dword v[7:8], v1
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB0_156
.LBB0_149:                              ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_152 Depth 2
                                        ;       Child Loop BB0_154 Depth 3
	v_add_u32_e32 v1, vcc, 1, v0
	v_ashrrev_i32_e32 v6, 31, v1
	v_add_u32_e32 v7, vcc, v1, v6
	v_xor_b32_e32 v7, v7, v6
	v_add_u32_e32 v8, vcc, v5, v2
	v_mul_hi_u32 v8, v7, v8
	v_xor_b32_e32 v6, s18, v6
	v_mul_lo_u32 v9, v8, s19
	v_sub_u32_e32 v7, vcc, v7, v9
	v_add_u32_e32 v9, vcc, 1, v8
	v_cmp_le_u32_e32 vcc, s19, v7
	v_cndmask_b32_e32 v8, v8, v9, vcc
	v_subrev_u32_e64 v9, s[4:5], s19, v7
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_add_u32_e32 v9, vcc, 1, v8
	v_cmp_le_u32_e32 vcc, s19, v7
	v_cndmask_b32_e32 v7, v8, v9, vcc
	v_xor_b32_e32 v7, v7, v6
	v_sub_u32_e32 v6, vcc, v7, v6
	v_mul_lo_u32 v7, v6, s89
	v_sub_u32_e32 v8, vcc, v1, v7
	v_add_u32_e64 v1, s[4:5], s91, v6
	v_mov_b32_e32 v7, s91
	v_cmp_ne_u32_e64 s[4:5], 0, v8
	v_addc_u32_e64 v9, s[6:7], v6, v7, s[4:5]
	v_mov_b32_e32 v6, s20
	v_addc_u32_e64 v1, s[4:5], v6, v1, s[4:5]
	v_cmp_le_i32_e64 s[4:5], s94, v9
	v_cndmask_b32_e64 v7, 1, v1, s[4:5]
	v_min_i32_e32 v1, s34, v9
	v_cmp_eq_u32_e32 vcc, 0, v8
	v_cmp_le_i32_e64 s[4:5], v7, v1
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB0_148
; %bb.150:                              ;   in Loop: Header=BB0_149 Depth=1
	v_mov_b32_e32 v6, s89
	v_cndmask_b32_e32 v6, v8, v6, vcc
	v_max_i32_e32 v9, s94, v9
	v_add_u32_e32 v6, vcc, s24, v6
	v_add_u32_e64 v9, s[4:5], s23, v9
	v_add_u32_e32 v8, vcc, s21, v6
	v_mul_lo_u32 v9, s35, v9
	v_cmp_le_i32_e32 vcc, s95, v6
	v_cndmask_b32_e32 v10, 1, v8, vcc
	v_min_i32_e32 v8, s35, v6
	v_max_i32_e32 v6, s95, v6
	v_cmp_le_i32_e32 vcc, v10, v8
	v_add_u32_e64 v10, s[4:5], s22, v6
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v6, 0
	s_branch .LBB0_152
.LBB0_151:                              ;   in Loop: Header=BB0_152 Depth=2
	s_or_b64 exec, exec, s[14:15]
	v_add_u32_e64 v11, s[4:5], 1, v7
	v_add_u32_e64 v9, s[4:5], s35, v9
	v_cmp_ge_i32_e64 s[4:5], v7, v1
	s_or_b64 s[12:13], s[4:5], s[12:13]
	v_mov_b32_e32 v7, v11
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_147
.LBB0_152:                              ;   Parent Loop BB0_149 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB0_154 Depth 3
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_151
; %bb.153:                              ;   in Loop: Header=BB0_152 Depth=2
	s_mov_b64 s[16:17], 0
	v_mov_b32_e32 v11, v10
.LBB0_154:                              ;   Parent Loop BB0_149 Depth=1
                                        ;     Parent Loop BB0_152 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_add_u32_e64 v12, s[4:5], v9, v11
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_u32_e64 v12, s[4:5], v44, v12
	v_addc_u32_e64 v13, s[4:5], v92, v13, s[4:5]
	flat_load_dword v12, v[12:13]
	v_add_u32_e64 v11, s[4:5], 1, v11
	v_cmp_ge_i32_e64 s[4:5], v11, v8
	s_or_b64 s[16:17], s[4:5], s[16:17]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v12
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execnz .LBB0_154
; %bb.155:                              ;   in Loop: Header=BB0_152 Depth=2
	s_or_b64 exec, exec, s[16:17]
	s_branch .LBB0_151
.LBB0_156:
	s_or_b64 exec, exec, s[8:9]
	v_mul_lo_u32 v0, s89, v43
	v_mov_b32_e32 v2, s75
	s_movk_i32 s34, 0x290
	s_add_u32 s8, s58, s34
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_addc_u32 s9, s59, 0
	v_add_u32_e32 v43, vcc, s74, v0
	v_addc_u32_e32 v44, vcc, v2, v1, vcc
	v_mov_b32_e32 v2, s77
	v_add_u32_e32 v88, vcc, s76, v0
	v_addc_u32_e32 v89, vcc, v2, v1, vcc
	v_lshlrev_b32_e32 v1, 10, v46
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	v_cmp_gt_i32_e32 vcc, s89, v41
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB0_162
; %bb.157:
	v_mul_lo_u32 v90, s89, v41
	s_cmp_gt_i32 s90, 0
	s_cselect_b64 s[38:39], -1, 0
	s_lshl_b32 s35, s89, 8
	s_mov_b64 s[42:43], 0
	v_mov_b32_e32 v104, 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v92, v41
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z4fabsf@rel32@lo+4
	s_addc_u32 s45, s45, _Z4fabsf@rel32@hi+12
	s_branch .LBB0_159
.LBB0_158:                              ;   in Loop: Header=BB0_159 Depth=1
	v_ashrrev_i32_e32 v93, 31, v92
	v_lshlrev_b64 v[0:1], 2, v[92:93]
	v_add_u32_e32 v2, vcc, v88, v0
	v_addc_u32_e32 v3, vcc, v89, v1, vcc
	v_add_u32_e32 v0, vcc, v43, v0
	v_addc_u32_e32 v1, vcc, v44, v1, vcc
	v_add_u32_e32 v92, vcc, 0x100, v92
	v_cmp_le_i32_e32 vcc, s89, v92
	s_or_b64 s[42:43], vcc, s[42:43]
	v_add_u32_e32 v90, vcc, s35, v90
	flat_store_dword v[2:3], v105
	flat_store_dword v[0:1], v104
	s_andn2_b64 exec, exec, s[42:43]
	s_cbranch_execz .LBB0_162
.LBB0_159:                              ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_161 Depth 2
	s_andn2_b64 vcc, exec, s[38:39]
	s_cbranch_vccnz .LBB0_158
; %bb.160:                              ;   in Loop: Header=BB0_159 Depth=1
	v_ashrrev_i32_e32 v91, 31, v90
	v_lshlrev_b64 v[0:1], 2, v[90:91]
	v_mov_b32_e32 v91, v90
	v_add_u32_e32 v93, vcc, v59, v0
	v_addc_u32_e32 v94, vcc, v95, v1, vcc
	s_mov_b32 s46, s90
.LBB0_161:                              ;   Parent Loop BB0_159 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	flat_load_dword v0, v[93:94]
	v_lshlrev_b32_e32 v2, 10, v46
	s_add_u32 s8, s58, s34
	v_lshlrev_b32_e32 v1, 20, v45
	v_or_b32_e32 v2, v47, v2
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v2, v1
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[44:45]
	v_cmp_gt_f32_e32 vcc, v0, v104
	v_cndmask_b32_e32 v105, v105, v91, vcc
	v_cndmask_b32_e32 v104, v104, v0, vcc
	v_add_u32_e32 v91, vcc, 1, v91
	s_add_i32 s46, s46, -1
	v_add_u32_e32 v93, vcc, 4, v93
	s_cmp_lg_u32 s46, 0
	v_addc_u32_e32 v94, vcc, 0, v94, vcc
	s_cbranch_scc1 .LBB0_161
	s_branch .LBB0_158
.LBB0_162:
	s_or_b64 exec, exec, s[36:37]
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_and_saveexec_b64 s[6:7], s[40:41]
	s_cbranch_execz .LBB0_170
; %bb.163:
	v_mov_b32_e32 v0, 0
	s_cmp_lt_i32 s89, 1
	s_cbranch_scc1 .LBB0_169
; %bb.164:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s8, s89
	s_branch .LBB0_166
.LBB0_165:                              ;   in Loop: Header=BB0_166 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v43, vcc, 4, v43
	v_addc_u32_e32 v44, vcc, 0, v44, vcc
	s_add_i32 s8, s8, -1
	v_add_u32_e32 v88, vcc, 4, v88
	s_cmp_lg_u32 s8, 0
	v_addc_u32_e32 v89, vcc, 0, v89, vcc
	s_cbranch_scc0 .LBB0_169
.LBB0_166:                              ; =>This Inner Loop Header: Depth=1
	flat_load_dword v2, v[43:44]
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e32 vcc, v2, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_165
; %bb.167:                              ;   in Loop: Header=BB0_166 Depth=1
	flat_load_dword v0, v[88:89]
	v_mov_b32_e32 v1, v2
	s_branch .LBB0_165
.LBB0_168:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB0_172
	s_branch .LBB0_178
.LBB0_169:
	flat_load_dword v4, v[76:77]
	s_ashr_i32 s4, s89, 31
	s_add_i32 s5, s89, s4
	s_xor_b32 s8, s5, s4
	v_cvt_f32_u32_e32 v1, s8
	s_sub_i32 s5, 0, s8
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v5, vcc, 1, v0
	v_rcp_iflag_f32_e32 v1, v1
	v_ashrrev_i32_e32 v2, 31, v5
	v_add_u32_e32 v3, vcc, v5, v2
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_xor_b32_e32 v3, v3, v2
	v_readlane_b32 s10, v40, 7
	v_xor_b32_e32 v2, s4, v2
	v_mul_lo_u32 v0, s5, v1
	s_sub_i32 s5, s10, s49
	s_sub_i32 s9, s5, s81
	v_ashrrev_i32_e32 v43, 31, v42
	v_mul_hi_u32 v0, v1, v0
	v_mov_b32_e32 v6, s89
	s_add_i32 s88, s88, s49
	v_add_u32_e32 v0, vcc, v0, v1
	v_mul_hi_u32 v7, v3, v0
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	v_mul_lo_u32 v8, v7, s8
	v_add_u32_e32 v9, vcc, 1, v7
	v_sub_u32_e32 v3, vcc, v3, v8
	v_cmp_le_u32_e32 vcc, s8, v3
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_subrev_u32_e64 v8, s[4:5], s8, v3
	v_cndmask_b32_e32 v3, v3, v8, vcc
	v_add_u32_e32 v8, vcc, 1, v7
	v_cmp_le_u32_e32 vcc, s8, v3
	v_cndmask_b32_e32 v3, v7, v8, vcc
	v_xor_b32_e32 v3, v3, v2
	v_sub_u32_e32 v7, vcc, v3, v2
	v_mul_lo_u32 v8, v7, s89
	v_add_u32_e32 v2, vcc, v72, v0
	v_addc_u32_e32 v3, vcc, v73, v1, vcc
	v_sub_u32_e32 v5, vcc, v5, v8
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e64 v5, s[4:5], s9, v5
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v4, s[4:5], v5, v4
	flat_store_dword v[2:3], v4
	flat_load_dword v2, v[78:79]
	s_sub_i32 s4, s10, s88
	s_add_i32 s4, s4, 1
	v_add_u32_e64 v3, s[4:5], s4, v7
	v_subbrev_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v3, v2
	v_add_u32_e32 v0, vcc, v74, v0
	v_addc_u32_e32 v1, vcc, v75, v1, vcc
	flat_store_dword v[0:1], v2
.LBB0_170:
	s_or_b64 exec, exec, s[6:7]
	s_movk_i32 s34, 0x290
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, s34
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_mul_i32 s4, s65, 0xcccccccd
	s_mov_b32 s5, 0x19999998
	s_add_i32 s4, s4, s5
	v_alignbit_b32 v0, s4, s4, 1
	v_cmp_lt_u32_e32 vcc, s5, v0
	s_mov_b64 s[36:37], 0
	s_and_b64 vcc, exec, vcc
	s_mov_b64 s[4:5], 0
	s_cbranch_vccz .LBB0_174
; %bb.171:
	s_and_b64 vcc, exec, s[36:37]
	s_cbranch_vccnz .LBB0_178
.LBB0_172:
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_184
.LBB0_173:
	s_endpgm
.LBB0_174:
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, s34
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshlrev_b64 v[0:1], 2, v[42:43]
	v_add_u32_e32 v2, vcc, v72, v0
	v_addc_u32_e32 v3, vcc, v73, v1, vcc
	flat_load_dword v2, v[2:3]
	v_add_u32_e32 v0, vcc, v74, v0
	v_addc_u32_e32 v1, vcc, v75, v1, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[76:77], v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	flat_store_dword v[78:79], v0
	s_mov_b64 s[6:7], exec
	v_readlane_b32 s4, v40, 40
	v_readlane_b32 s5, v40, 41
	s_and_b64 s[4:5], s[6:7], s[4:5]
	v_readlane_b32 s13, v40, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_177
; %bb.175:
	flat_load_dword v2, v[76:77]
	v_ashrrev_i32_e32 v42, 31, v41
	v_subrev_u32_e32 v3, vcc, 26, v0
	v_lshlrev_b64 v[0:1], 2, v[41:42]
	s_ashr_i32 s10, s81, 31
	s_add_i32 s4, s81, s10
	v_add_u32_e32 v0, vcc, v56, v0
	s_xor_b32 s11, s4, s10
	v_sub_f32_e64 v4, 1.0, s13
	v_addc_u32_e32 v1, vcc, v57, v1, vcc
	s_mov_b64 s[8:9], 0
	s_sub_i32 s12, 0, s11
	v_mov_b32_e32 v5, v41
.LBB0_176:                              ; =>This Inner Loop Header: Depth=1
	v_cvt_f32_u32_e32 v7, s11
	v_add_u32_e32 v6, vcc, 1, v5
	v_ashrrev_i32_e32 v10, 31, v6
	v_rcp_iflag_f32_e32 v7, v7
	v_add_u32_e32 v12, vcc, v6, v10
	v_xor_b32_e32 v11, s10, v10
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	v_cvt_u32_f32_e32 v7, v7
	v_xor_b32_e32 v10, v12, v10
	v_mov_b32_e32 v8, s81
	v_mov_b32_e32 v9, s63
	v_mul_lo_u32 v12, s12, v7
	v_mul_hi_u32 v12, v7, v12
	v_add_u32_e32 v7, vcc, v12, v7
	v_mul_hi_u32 v7, v10, v7
	v_mul_lo_u32 v12, v7, s11
	v_add_u32_e32 v13, vcc, 1, v7
	v_sub_u32_e32 v10, vcc, v10, v12
	v_cmp_le_u32_e32 vcc, s11, v10
	v_cndmask_b32_e32 v7, v7, v13, vcc
	v_subrev_u32_e64 v12, s[4:5], s11, v10
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_add_u32_e32 v12, vcc, 1, v7
	v_cmp_le_u32_e32 vcc, s11, v10
	v_cndmask_b32_e32 v7, v7, v12, vcc
	v_xor_b32_e32 v7, v7, v11
	v_sub_u32_e32 v7, vcc, v7, v11
	v_mul_lo_u32 v10, v7, s81
	v_add_u32_e32 v7, vcc, v3, v7
	v_sub_u32_e32 v6, vcc, v6, v10
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_subbrev_u32_e32 v7, vcc, 0, v7, vcc
	v_mul_lo_u32 v7, v7, s82
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v6, vcc, v6, v2
	v_add_u32_e32 v6, vcc, v6, v7
	v_subrev_u32_e32 v6, vcc, 27, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_u32_e32 v6, vcc, s62, v6
	v_addc_u32_e32 v7, vcc, v9, v7, vcc
	flat_load_dword v6, v[6:7]
	flat_load_dword v7, v[0:1]
	v_add_u32_e32 v5, vcc, 0x100, v5
	v_cmp_le_i32_e32 vcc, s80, v5
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v6, v4, v6
	s_waitcnt vmcnt(0)
	v_mac_f32_e32 v6, s13, v7
	flat_store_dword v[0:1], v6
	v_add_u32_e32 v0, vcc, 0x400, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_176
.LBB0_177:
	s_or_b64 exec, exec, s[6:7]
	s_mov_b64 s[4:5], -1
	s_and_b64 vcc, exec, s[36:37]
	s_cbranch_vccz .LBB0_172
.LBB0_178:
	v_cmp_eq_u32_e32 vcc, 0, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_180
; %bb.179:
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshlrev_b64 v[0:1], 2, v[58:59]
	v_readlane_b32 s6, v40, 0
	v_add_u32_e32 v2, vcc, v60, v0
	v_addc_u32_e32 v3, vcc, v61, v1, vcc
	flat_load_dword v6, v[2:3]
	v_mul_lo_u32 v2, v58, s6
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_u32_e32 v4, vcc, v72, v2
	v_addc_u32_e32 v5, vcc, v73, v3, vcc
	v_add_u32_e32 v0, vcc, v62, v0
	v_addc_u32_e32 v1, vcc, v63, v1, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[4:5], v6
	flat_load_dword v4, v[0:1]
	v_add_u32_e32 v0, vcc, v74, v2
	v_addc_u32_e32 v1, vcc, v75, v3, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v4
.LBB0_180:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_i32_e32 vcc, s80, v41
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_183
; %bb.181:
	v_ashrrev_i32_e32 v59, 31, v58
	v_lshlrev_b64 v[0:1], 2, v[58:59]
	s_ashr_i32 s10, s81, 31
	v_add_u32_e32 v2, vcc, v62, v0
	v_addc_u32_e32 v3, vcc, v63, v1, vcc
	v_add_u32_e32 v0, vcc, v60, v0
	v_addc_u32_e32 v1, vcc, v61, v1, vcc
	flat_load_dword v2, v[2:3]
	flat_load_dword v3, v[0:1]
	s_add_i32 s4, s81, s10
	s_xor_b32 s11, s4, s10
	v_cvt_f32_u32_e32 v0, s11
	s_sub_i32 s4, 0, s11
	s_mov_b64 s[8:9], 0
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s4, v0
	v_mul_hi_u32 v1, v0, v1
	s_waitcnt vmcnt(1)
	v_subrev_u32_e32 v2, vcc, 26, v2
	s_waitcnt vmcnt(0)
	v_subrev_u32_e32 v3, vcc, 26, v3
.LBB0_182:                              ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, vcc, 1, v41
	v_ashrrev_i32_e32 v8, 31, v4
	v_add_u32_e32 v10, vcc, v4, v8
	v_add_u32_e32 v5, vcc, v1, v0
	v_xor_b32_e32 v9, s10, v8
	v_xor_b32_e32 v8, v10, v8
	v_mul_hi_u32 v5, v8, v5
	v_mov_b32_e32 v6, s81
	v_mov_b32_e32 v7, s63
	v_mul_lo_u32 v10, v5, s11
	v_add_u32_e32 v11, vcc, 1, v5
	v_sub_u32_e32 v8, vcc, v8, v10
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v5, v5, v11, vcc
	v_subrev_u32_e64 v10, s[4:5], s11, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, vcc, 1, v5
	v_cmp_le_u32_e32 vcc, s11, v8
	v_cndmask_b32_e32 v5, v5, v10, vcc
	v_xor_b32_e32 v5, v5, v9
	v_sub_u32_e32 v8, vcc, v5, v9
	v_mul_lo_u32 v8, v8, s81
	v_sub_u32_e32 v4, vcc, v4, v8
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_subb_u32_e64 v8, s[4:5], v5, v9, vcc
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_add_u32_e32 v5, vcc, v2, v8
	v_add_u32_e32 v6, vcc, -1, v4
	v_mul_lo_u32 v4, v5, s82
	v_add_u32_e32 v5, vcc, v3, v6
	v_add_u32_e32 v4, vcc, v5, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v4, vcc, s62, v4
	v_addc_u32_e32 v5, vcc, v7, v5, vcc
	flat_load_dword v7, v[4:5]
	v_mul_lo_u32 v4, v8, s81
	v_add_u32_e32 v41, vcc, 0x100, v41
	v_cmp_le_i32_e32 vcc, s80, v41
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v4, vcc, v4, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v4, vcc, v56, v4
	v_addc_u32_e32 v5, vcc, v57, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dword v[4:5], v7
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_182
.LBB0_183:
	s_or_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB0_173
.LBB0_184:
	v_lshlrev_b32_e32 v1, 10, v46
	s_add_u32 s8, s58, 0x290
	v_lshlrev_b32_e32 v0, 20, v45
	v_or_b32_e32 v1, v47, v1
	s_addc_u32 s9, s59, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s61
	s_mov_b32 s13, s60
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 3
	s_swappc_b64 s[30:31], s[96:97]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernel_gpu_opencl
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 712
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
		.amdhsa_next_free_vgpr 121
		.amdhsa_next_free_sgpr 102
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
; codeLenInByte = 18120
; NumSgprs: 108
; NumVgprs: 121
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 121
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
	.hidden	_Z4sqrtf
	.hidden	_Z4fabsf
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           388
        .type_name:      params_common
        .value_kind:     by_value
      - .address_space:  global
        .offset:         392
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         400
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         408
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         416
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         424
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         432
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         440
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         448
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         456
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         464
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         472
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         480
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         488
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         496
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         504
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         512
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         520
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         528
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         536
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         544
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         552
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         560
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         568
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         576
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         584
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         592
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         600
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         608
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         616
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         624
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         632
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         640
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         648
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         656
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         664
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         672
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         680
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         688
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         696
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         704
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 712
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           kernel_gpu_opencl
    .private_segment_fixed_size: 16384
    .sgpr_count:     108
    .sgpr_spill_count: 52
    .symbol:         kernel_gpu_opencl.kd
    .vgpr_count:     121
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
