	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.hidden	heaviside                       ; -- Begin function heaviside
	.globl	heaviside
	.p2align	2
	.type	heaviside,@function
heaviside:                              ; @heaviside
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4atanf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4atanf@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0x3ea2f98c
	v_mad_f32 v0, v0, s4, 0.5
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	heaviside, .Lfunc_end0-heaviside
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 148
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.protected	IMGVF_kernel            ; -- Begin function IMGVF_kernel
	.globl	IMGVF_kernel
	.p2align	8
	.type	IMGVF_kernel,@function
IMGVF_kernel:                           ; @IMGVF_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dwordx8 s[36:43], s[8:9], 0x0
	s_load_dwordx4 s[44:47], s[8:9], 0x20
	s_load_dwordx4 s[72:75], s[8:9], 0x28
	s_load_dword s86, s[8:9], 0x38
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v42, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[62:63], s[8:9]
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v43, v0
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s34, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s63, 0
	v_or_b32_e32 v40, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s69, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s68, s15
	s_mov_b64 s[60:61], s[10:11]
	s_mov_b64 s[64:65], s[6:7]
	s_mov_b64 s[66:67], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, 0
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	v_mov_b32_e32 v3, s41
	v_add_u32_e32 v2, vcc, s40, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v44, v[2:3]
	v_mov_b32_e32 v3, s43
	v_add_u32_e32 v2, vcc, s42, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v57, v[2:3]
	v_mov_b32_e32 v2, s45
	v_add_u32_e32 v0, vcc, s44, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v58, v[0:1]
	v_mov_b32_e32 v2, s37
	s_movk_i32 s4, 0xff
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_waitcnt vmcnt(2)
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[0:1], 2, v[44:45]
	v_add_u32_e32 v47, vcc, s36, v0
	v_addc_u32_e32 v56, vcc, v2, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v46, v58, v57
	v_add_u32_e32 v0, vcc, s4, v46
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshrrev_b32_e32 v1, 24, v1
	v_add_u32_e32 v0, vcc, v0, v1
	v_ashrrev_i32_e32 v59, 8, v0
	s_mov_b64 s[4:5], s[66:67]
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_cmp_lt_i32_e64 s[34:35], 0, v46
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_26
; %bb.1:
	v_max_i32_e32 v3, 1, v59
	v_add_u32_e32 v0, vcc, -1, v3
	v_cmp_lt_u32_e32 vcc, 6, v0
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_21
; %bb.2:
	v_and_b32_e32 v4, 0x7ffffff8, v3
	v_add_u32_e32 v0, vcc, 0x700, v40
	v_lshlrev_b32_e32 v5, 2, v40
	s_mov_b32 s12, 0
	s_mov_b64 s[8:9], 0
	s_branch .LBB1_4
.LBB1_3:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	s_add_i32 s12, s12, 8
	v_add_u32_e32 v0, vcc, 0x800, v0
	v_add_u32_e32 v5, vcc, 0x2000, v5
	v_cmp_eq_u32_e32 vcc, s12, v4
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v1, s12
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_20
.LBB1_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, vcc, 0xfffff900, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_6
; %bb.5:                                ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1
.LBB1_6:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v1, vcc, 0xfffffa00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_8
; %bb.7:                                ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:1024
.LBB1_8:                                ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v1, vcc, 0xfffffb00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_10
; %bb.9:                                ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:2048
.LBB1_10:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v1, vcc, 0xfffffc00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_12
; %bb.11:                               ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:3072
.LBB1_12:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v1, vcc, 0xfffffd00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_14
; %bb.13:                               ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:4096
.LBB1_14:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v1, vcc, 0xfffffe00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_16
; %bb.15:                               ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:5120
.LBB1_16:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_add_u32_e32 v1, vcc, 0xffffff00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_18
; %bb.17:                               ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:6144
.LBB1_18:                               ;   in Loop: Header=BB1_4 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_cmp_lt_i32_e32 vcc, v0, v46
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB1_3
; %bb.19:                               ;   in Loop: Header=BB1_4 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	flat_load_dword v1, v[1:2]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v1 offset:7168
	s_branch .LBB1_3
.LBB1_20:
	s_or_b64 exec, exec, s[8:9]
.LBB1_21:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v2, 7, v3
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_26
; %bb.22:
	v_lshlrev_b32_e32 v0, 8, v1
	v_add_u32_e32 v0, vcc, v0, v40
	v_lshlrev_b32_e32 v3, 2, v0
	s_mov_b64 s[6:7], 0
	s_branch .LBB1_24
.LBB1_23:                               ;   in Loop: Header=BB1_24 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v0, vcc, 0x100, v0
	v_add_u32_e32 v2, vcc, -1, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v3, vcc, 0x400, v3
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_26
.LBB1_24:                               ; =>This Inner Loop Header: Depth=1
	v_cmp_lt_i32_e32 vcc, v0, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_23
; %bb.25:                               ;   in Loop: Header=BB1_24 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_u32_e32 v4, vcc, v47, v4
	v_addc_u32_e32 v5, vcc, v56, v5, vcc
	flat_load_dword v1, v[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v1
	s_branch .LBB1_23
.LBB1_26:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z7barrierj@rel32@lo+4
	s_addc_u32 s71, s71, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[70:71]
	v_cmp_eq_u32_e64 s[36:37], 0, v40
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_28
; %bb.27:
	v_mov_b32_e32 v0, 0
	ds_write_b32 v0, v0 offset:13284
.LBB1_28:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	v_mov_b32_e32 v60, 0
	s_mov_b32 m0, -1
	ds_read_b32 v0, v60 offset:13284
	s_cmp_lt_i32 s75, 1
	s_cselect_b64 s[4:5], -1, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_66
; %bb.29:
	v_ashrrev_i32_e32 v0, 31, v58
	v_add_u32_e32 v1, vcc, v58, v0
	v_xor_b32_e32 v2, v1, v0
	v_cvt_f32_u32_e32 v0, v2
	v_sub_u32_e32 v3, vcc, 0, v2
	v_cvt_f32_i32_e32 v1, v58
	v_rcp_iflag_f32_e32 v0, v0
	v_ashrrev_i32_e32 v4, 31, v40
	v_add_u32_e32 v5, vcc, v40, v4
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	s_movk_i32 s88, 0x100
	v_xor_b32_e32 v5, v5, v4
	v_rcp_iflag_f32_e32 v61, v1
	v_mul_lo_u32 v3, v3, v0
	s_brev_b32 s4, 1
	s_xor_b32 s89, s73, s4
	s_xor_b32 s90, s72, s4
	v_mul_hi_u32 v3, v0, v3
	s_movk_i32 s4, 0x33f0
	v_rcp_f32_e32 v63, s74
	v_cvt_f32_i32_e32 v91, v46
	v_add_u32_e32 v0, vcc, v0, v3
	v_lshrrev_b32_e32 v3, 24, v0
	v_mul_lo_u32 v3, v3, v2
	v_mul_hi_u32 v6, v5, v0
	s_mov_b32 s76, 0x9999999a
	s_mov_b32 s87, 0
	v_sub_u32_e32 v0, vcc, s88, v3
	v_sub_u32_e32 v1, vcc, v0, v2
	v_cmp_ge_u32_e32 vcc, v0, v2
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_sub_u32_e32 v1, vcc, v0, v2
	v_cmp_ge_u32_e32 vcc, v0, v2
	v_mul_lo_u32 v6, v6, v2
	v_cndmask_b32_e32 v62, v0, v1, vcc
	v_lshlrev_b64 v[0:1], 2, v[44:45]
	v_mov_b32_e32 v3, s39
	v_add_u32_e32 v45, vcc, s38, v0
	v_addc_u32_e32 v72, vcc, v3, v1, vcc
	v_sub_u32_e32 v0, vcc, v5, v6
	v_sub_u32_e32 v1, vcc, v0, v2
	v_cmp_ge_u32_e32 vcc, v0, v2
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_sub_u32_e32 v1, vcc, v0, v2
	v_cmp_ge_u32_e32 vcc, v0, v2
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_xor_b32_e32 v0, v0, v4
	v_sub_u32_e32 v0, vcc, v0, v4
	v_sub_u32_e32 v73, vcc, v0, v62
	v_mov_b32_e32 v0, s73
	v_sub_f32_e32 v76, s72, v0
	v_add_f32_e32 v77, s72, v0
	v_sub_f32_e64 v78, -s72, v0
	v_mov_b32_e32 v0, s72
	v_sub_f32_e32 v79, s73, v0
	v_lshlrev_b32_e32 v0, 2, v40
	v_add_u32_e32 v88, vcc, s4, v0
	s_movk_i32 s4, 0xff
	v_cmp_lt_i32_e64 s[38:39], s4, v40
	s_movk_i32 s4, 0x2ff0
	v_add_u32_e32 v90, vcc, s4, v0
	s_movk_i32 s4, 0x80
	v_add_u32_e32 v74, vcc, -1, v57
	v_add_u32_e32 v75, vcc, -1, v58
	v_add_u32_e32 v89, vcc, -1, v59
	v_cmp_gt_i32_e64 s[40:41], s4, v40
	v_cmp_gt_i32_e64 s[42:43], 64, v40
	v_cmp_gt_i32_e64 s[44:45], 32, v40
	v_cmp_gt_i32_e64 s[46:47], 16, v40
	v_cmp_gt_i32_e64 s[48:49], 8, v40
	v_cmp_gt_i32_e64 s[50:51], 4, v40
	v_cmp_gt_i32_e64 s[52:53], 2, v40
	v_cmp_gt_i32_e64 s[54:55], 1, v40
	s_mov_b32 s91, 0x3ea2f98c
	s_mov_b32 s77, 0xbfc99999
	s_mov_b32 s92, 0x6f800000
	v_max_i32_e32 v92, 1, v59
	v_mov_b32_e32 v93, 1
	v_mov_b32_e32 v94, 0x2f800000
                                        ; implicit-def: $vgpr95
                                        ; implicit-def: $vgpr104
	s_getpc_b64 s[84:85]
	s_add_u32 s84, s84, _Z4atanf@rel32@lo+4
	s_addc_u32 s85, s85, _Z4atanf@rel32@hi+12
	s_branch .LBB1_31
.LBB1_30:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b32 v0, v60 offset:13284
	s_add_i32 s87, s87, 1
	s_cmp_lt_i32 s87, s75
	s_cselect_b64 s[4:5], -1, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 s[4:5], vcc, s[4:5]
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB1_66
.LBB1_31:                               ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_34 Depth 2
	v_mov_b32_e32 v105, 0
	s_and_saveexec_b64 s[78:79], s[34:35]
	s_cbranch_execz .LBB1_45
; %bb.32:                               ;   in Loop: Header=BB1_31 Depth=1
	s_mov_b32 s74, 0
	s_mov_b64 s[80:81], 0
	v_mov_b32_e32 v105, 0
	v_mov_b32_e32 v106, v40
	v_mov_b32_e32 v109, v73
	s_branch .LBB1_34
.LBB1_33:                               ;   in Loop: Header=BB1_34 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_add_i32 s74, s74, 1
	v_add_u32_e32 v106, vcc, s88, v106
	v_cmp_eq_u32_e32 vcc, s74, v92
	s_or_b64 s[80:81], vcc, s[80:81]
	v_mov_b32_e32 v95, v107
	v_mov_b32_e32 v109, v108
	s_andn2_b64 exec, exec, s[80:81]
	s_cbranch_execz .LBB1_44
.LBB1_34:                               ;   Parent Loop BB1_31 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_cvt_f32_i32_e32 v0, v106
	v_add_u32_e32 v1, vcc, v109, v62
	v_cmp_ge_i32_e32 vcc, v1, v58
	v_mul_f32_e32 v0, v61, v0
	v_cvt_i32_f32_e32 v107, v0
	v_cndmask_b32_e32 v0, 0, v58, vcc
	v_sub_u32_e32 v108, vcc, v1, v0
	v_cmp_gt_i32_e64 s[56:57], v57, v107
	s_and_saveexec_b64 s[82:83], s[56:57]
	s_cbranch_execz .LBB1_36
; %bb.35:                               ;   in Loop: Header=BB1_34 Depth=2
	v_add_u32_e32 v0, vcc, -1, v107
	v_cmp_ne_u32_e32 vcc, 0, v107
	v_cndmask_b32_e32 v0, 0, v0, vcc
	v_add_u32_e32 v1, vcc, 1, v107
	v_cmp_eq_u32_e32 vcc, v74, v107
	v_cndmask_b32_e32 v1, v1, v74, vcc
	v_add_u32_e32 v2, vcc, -1, v108
	v_cmp_ne_u32_e32 vcc, 0, v108
	v_mul_lo_u32 v4, v58, v107
	v_mul_lo_u32 v0, v0, v58
	v_mul_lo_u32 v1, v1, v58
	v_cndmask_b32_e32 v2, 0, v2, vcc
	v_add_u32_e32 v3, vcc, 1, v108
	v_cmp_eq_u32_e32 vcc, v108, v75
	v_cndmask_b32_e32 v3, v3, v75, vcc
	v_add_u32_e32 v110, vcc, v4, v108
	v_add_u32_e32 v6, vcc, v0, v108
	v_add_u32_e32 v7, vcc, v1, v108
	v_add_u32_e32 v8, vcc, v4, v2
	v_add_u32_e32 v4, vcc, v4, v3
	v_add_u32_e32 v9, vcc, v0, v3
	v_add_u32_e32 v3, vcc, v1, v3
	v_add_u32_e32 v0, vcc, v0, v2
	v_add_u32_e32 v1, vcc, v1, v2
	v_lshlrev_b32_e32 v5, 2, v110
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v4, 2, v4
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_lshlrev_b32_e32 v9, 2, v9
	ds_read_b32 v120, v5
	ds_read_b32 v5, v6
	ds_read_b32 v6, v7
	ds_read_b32 v7, v8
	ds_read_b32 v4, v4
	ds_read_b32 v8, v9
	ds_read_b32 v3, v3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	v_lshlrev_b32_e32 v2, 10, v42
	s_waitcnt lgkmcnt(7)
	v_sub_f32_e32 v104, v5, v120
	s_add_u32 s58, s62, 64
	v_or_b32_e32 v2, v43, v2
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v127, v1, v120
	v_lshlrev_b32_e32 v1, 20, v41
	v_sub_f32_e32 v126, v0, v120
	v_mul_f32_e32 v0, s89, v104
	s_addc_u32 s59, s63, 0
	v_or_b32_e32 v44, v2, v1
	v_mul_f32_e32 v0, v63, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_ashrrev_i32_e32 v111, 31, v110
	v_sub_f32_e32 v121, v6, v120
	v_sub_f32_e32 v122, v7, v120
	v_sub_f32_e32 v123, v4, v120
	v_sub_f32_e32 v124, v8, v120
	v_sub_f32_e32 v125, v3, v120
	s_swappc_b64 s[30:31], s[84:85]
	v_mad_f32 v136, v0, s91, 0.5
	v_mul_f32_e32 v0, s73, v121
	v_mul_f32_e32 v0, v63, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[84:85]
	v_mad_f32 v137, v0, s91, 0.5
	v_mul_f32_e32 v0, s90, v122
	v_mul_f32_e32 v0, v63, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[84:85]
	v_mad_f32 v138, v0, s91, 0.5
	v_mul_f32_e32 v0, s72, v123
	v_mul_f32_e32 v0, v63, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[84:85]
	v_mad_f32 v139, v0, s91, 0.5
	v_mul_f32_e32 v0, v76, v124
	v_mul_f32_e32 v0, v63, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[84:85]
	v_mad_f32 v140, v0, s91, 0.5
	v_mul_f32_e32 v0, v77, v125
	v_mul_f32_e32 v0, v63, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[84:85]
	v_mad_f32 v141, v0, s91, 0.5
	v_mul_f32_e32 v0, v78, v126
	v_mul_f32_e32 v0, v63, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[84:85]
	v_mad_f32 v142, v0, s91, 0.5
	v_mul_f32_e32 v0, v79, v127
	v_mul_f32_e32 v0, v63, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_swappc_b64 s[30:31], s[84:85]
	v_lshlrev_b64 v[1:2], 2, v[110:111]
	v_mad_f32 v3, v0, s91, 0.5
	v_add_u32_e32 v1, vcc, v45, v1
	v_addc_u32_e32 v2, vcc, v72, v2, vcc
	flat_load_dword v4, v[1:2]
	v_mul_f32_e32 v2, v121, v137
	v_mac_f32_e32 v2, v136, v104
	v_mac_f32_e32 v2, v138, v122
	v_mac_f32_e32 v2, v139, v123
	v_mac_f32_e32 v2, v140, v124
	v_mac_f32_e32 v2, v141, v125
	v_mac_f32_e32 v2, v142, v126
	v_mov_b32_e32 v5, v120
	v_mac_f32_e32 v2, v3, v127
	v_mac_f32_e32 v5, 0x3dcccccd, v2
	v_cvt_f64_f32_e32 v[2:3], v5
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[8:9], s[58:59]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z4fabsf@rel32@lo+4
	s_addc_u32 s17, s17, _Z4fabsf@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_cvt_f64_f32_e32 v[0:1], v4
	v_sub_f32_e32 v4, v5, v4
	v_cvt_f64_f32_e32 v[4:5], v4
	v_mul_f64 v[0:1], v[0:1], s[76:77]
	v_fma_f64 v[0:1], v[0:1], v[4:5], v[2:3]
	v_cvt_f32_f64_e32 v104, v[0:1]
	v_sub_f32_e32 v0, v104, v120
	s_swappc_b64 s[30:31], s[16:17]
	v_add_f32_e32 v105, v105, v0
.LBB1_36:                               ;   in Loop: Header=BB1_34 Depth=2
	s_or_b64 exec, exec, s[82:83]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_cmp_lg_u32 s74, 0
	s_cselect_b64 s[4:5], -1, 0
	v_cmp_lt_i32_e32 vcc, v95, v57
	s_and_b64 s[6:7], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB1_38
; %bb.37:                               ;   in Loop: Header=BB1_34 Depth=2
	v_mul_lo_u32 v0, v95, v58
	ds_read_b32 v1, v88
	v_add_u32_e32 v0, vcc, v0, v109
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	ds_write_b32 v0, v1
.LBB1_38:                               ;   in Loop: Header=BB1_34 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ge_i32_e32 vcc, s74, v89
	s_mov_b64 s[6:7], -1
	v_mov_b32_e32 v0, v88
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_42
; %bb.39:                               ;   in Loop: Header=BB1_34 Depth=2
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v0, v88
	s_and_saveexec_b64 s[8:9], s[56:57]
; %bb.40:                               ;   in Loop: Header=BB1_34 Depth=2
	v_mul_lo_u32 v0, v58, v107
	s_mov_b64 s[6:7], exec
	v_add_u32_e32 v0, vcc, v0, v108
	v_lshlrev_b32_e32 v0, 2, v0
; %bb.41:                               ;   in Loop: Header=BB1_34 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_orn2_b64 s[6:7], s[6:7], exec
.LBB1_42:                               ;   in Loop: Header=BB1_34 Depth=2
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB1_33
; %bb.43:                               ;   in Loop: Header=BB1_34 Depth=2
	ds_write_b32 v0, v104
	s_branch .LBB1_33
.LBB1_44:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[80:81]
	v_mov_b32_e32 v95, v107
.LBB1_45:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[78:79]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	ds_write_b32 v88, v105
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_47
; %bb.46:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read_b32 v0, v88
	ds_read_b32 v1, v90
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v90, v0
.LBB1_47:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_49
; %bb.48:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read2st64_b32 v[0:1], v88 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v88, v0
.LBB1_49:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[42:43]
	s_cbranch_execz .LBB1_51
; %bb.50:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read2st64_b32 v[0:1], v88 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v88, v0
.LBB1_51:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[44:45]
	s_cbranch_execz .LBB1_53
; %bb.52:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read2_b32 v[0:1], v88 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v88, v0
.LBB1_53:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[46:47]
	s_cbranch_execz .LBB1_55
; %bb.54:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read2_b32 v[0:1], v88 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v88, v0
.LBB1_55:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[48:49]
	s_cbranch_execz .LBB1_57
; %bb.56:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read2_b32 v[0:1], v88 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v88, v0
.LBB1_57:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB1_59
; %bb.58:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read2_b32 v[0:1], v88 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v88, v0
.LBB1_59:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[52:53]
	s_cbranch_execz .LBB1_61
; %bb.60:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read2_b32 v[0:1], v88 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v88, v0
.LBB1_61:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[54:55]
	s_cbranch_execz .LBB1_63
; %bb.62:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_read2_b32 v[0:1], v88 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v88, v0
.LBB1_63:                               ;   in Loop: Header=BB1_31 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v42
	s_add_u32 s8, s62, 64
	v_lshlrev_b32_e32 v0, 20, v41
	v_or_b32_e32 v1, v43, v1
	s_addc_u32 s9, s63, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[66:67]
	s_mov_b64 s[6:7], s[64:65]
	s_mov_b64 s[10:11], s[60:61]
	s_mov_b32 s12, s69
	s_mov_b32 s13, s68
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_30
; %bb.64:                               ;   in Loop: Header=BB1_31 Depth=1
	v_cmp_gt_f32_e64 vcc, |v91|, s92
	v_cndmask_b32_e32 v1, 1.0, v94, vcc
	ds_read_b32 v0, v88
	v_mul_f32_e32 v2, v91, v1
	v_rcp_f32_e32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v0, v1, v0
	v_cmp_gt_f32_e32 vcc, s86, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_30
; %bb.65:                               ;   in Loop: Header=BB1_31 Depth=1
	ds_write_b32 v60, v93 offset:13284
	s_branch .LBB1_30
.LBB1_66:
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_92
; %bb.67:
	v_max_i32_e32 v3, 1, v59
	v_add_u32_e32 v0, vcc, -1, v3
	v_cmp_lt_u32_e32 vcc, 6, v0
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_87
; %bb.68:
	v_and_b32_e32 v4, 0x7ffffff8, v3
	v_add_u32_e32 v0, vcc, 0x700, v40
	v_lshlrev_b32_e32 v5, 2, v40
	s_mov_b32 s10, 0
	s_mov_b64 s[6:7], 0
	s_branch .LBB1_70
.LBB1_69:                               ;   in Loop: Header=BB1_70 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_add_i32 s10, s10, 8
	v_add_u32_e32 v0, vcc, 0x800, v0
	v_add_u32_e32 v5, vcc, 0x2000, v5
	v_cmp_eq_u32_e32 vcc, s10, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v1, s10
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_86
.LBB1_70:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v1, vcc, 0xfffff900, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_72
; %bb.71:                               ;   in Loop: Header=BB1_70 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v6, v5
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
.LBB1_72:                               ;   in Loop: Header=BB1_70 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v1, vcc, 0xfffffa00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_74
; %bb.73:                               ;   in Loop: Header=BB1_70 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v6, v5 offset:1024
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
.LBB1_74:                               ;   in Loop: Header=BB1_70 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v1, vcc, 0xfffffb00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_76
; %bb.75:                               ;   in Loop: Header=BB1_70 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v6, v5 offset:2048
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
.LBB1_76:                               ;   in Loop: Header=BB1_70 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v1, vcc, 0xfffffc00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_78
; %bb.77:                               ;   in Loop: Header=BB1_70 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v6, v5 offset:3072
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
.LBB1_78:                               ;   in Loop: Header=BB1_70 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v1, vcc, 0xfffffd00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_80
; %bb.79:                               ;   in Loop: Header=BB1_70 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v6, v5 offset:4096
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
.LBB1_80:                               ;   in Loop: Header=BB1_70 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v1, vcc, 0xfffffe00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_82
; %bb.81:                               ;   in Loop: Header=BB1_70 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v6, v5 offset:5120
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
.LBB1_82:                               ;   in Loop: Header=BB1_70 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_add_u32_e32 v1, vcc, 0xffffff00, v0
	v_cmp_lt_i32_e32 vcc, v1, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_84
; %bb.83:                               ;   in Loop: Header=BB1_70 Depth=1
	v_ashrrev_i32_e32 v2, 31, v1
	ds_read_b32 v6, v5 offset:6144
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
.LBB1_84:                               ;   in Loop: Header=BB1_70 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_cmp_lt_i32_e32 vcc, v0, v46
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_69
; %bb.85:                               ;   in Loop: Header=BB1_70 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	ds_read_b32 v6, v5 offset:7168
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_u32_e32 v1, vcc, v47, v1
	v_addc_u32_e32 v2, vcc, v56, v2, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[1:2], v6
	s_branch .LBB1_69
.LBB1_86:
	s_or_b64 exec, exec, s[6:7]
.LBB1_87:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v2, 7, v3
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_92
; %bb.88:
	v_lshlrev_b32_e32 v0, 8, v1
	v_add_u32_e32 v0, vcc, v0, v40
	v_lshlrev_b32_e32 v3, 2, v0
	s_mov_b64 s[4:5], 0
	s_branch .LBB1_90
.LBB1_89:                               ;   in Loop: Header=BB1_90 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v3, vcc, 0x400, v3
	v_add_u32_e32 v2, vcc, -1, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v0, vcc, 0x100, v0
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_92
.LBB1_90:                               ; =>This Inner Loop Header: Depth=1
	v_cmp_lt_i32_e32 vcc, v0, v46
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_89
; %bb.91:                               ;   in Loop: Header=BB1_90 Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	ds_read_b32 v1, v3
	v_add_u32_e32 v4, vcc, v47, v4
	v_addc_u32_e32 v5, vcc, v56, v5, vcc
	s_waitcnt lgkmcnt(0)
	flat_store_dword v[4:5], v1
	s_branch .LBB1_89
.LBB1_92:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel IMGVF_kernel
		.amdhsa_group_segment_fixed_size 14320
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
		.amdhsa_next_free_vgpr 143
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
.Lfunc_end1:
	.size	IMGVF_kernel, .Lfunc_end1-IMGVF_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4920
; NumSgprs: 99
; NumVgprs: 143
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 14320 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 35
; NumSGPRsForWavesPerEU: 99
; NumVGPRsForWavesPerEU: 143
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z4atanf
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.hidden	_Z4fabsf
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
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      float
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
    .group_segment_fixed_size: 14320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           IMGVF_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     99
    .sgpr_spill_count: 0
    .symbol:         IMGVF_kernel.kd
    .vgpr_count:     143
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
