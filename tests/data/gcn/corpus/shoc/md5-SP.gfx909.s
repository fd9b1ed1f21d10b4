	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx909"
	.protected	FindKeyWithDigest_Kernel ; -- Begin function FindKeyWithDigest_Kernel
	.globl	FindKeyWithDigest_Kernel
	.p2align	8
	.type	FindKeyWithDigest_Kernel,@function
FindKeyWithDigest_Kernel:               ; @FindKeyWithDigest_Kernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	s_load_dwordx4 s[48:51], s[8:9], 0x10
	s_add_u32 s36, s34, 56
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s37, s35, 0
	v_or3_b32 v42, v0, v1, v2
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_cmp_lt_i32 s50, 1
	s_cbranch_scc1 .LBB0_40
; %bb.1:
	v_cvt_f32_u32_e32 v1, s50
	s_sub_i32 s4, 0, s50
	v_mul_lo_u32 v2, v41, v40
	s_mov_b32 s5, 0xff00
	v_rcp_iflag_f32_e32 v1, v1
	s_load_dwordx2 s[6:7], s[34:35], 0x30
	s_load_dwordx4 s[8:11], s[34:35], 0x0
	s_load_dwordx4 s[12:15], s[34:35], 0x20
	v_add_u32_e32 v0, v2, v0
	v_mul_lo_u32 v2, v0, s50
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_movk_i32 s26, 0xff
	s_lshl_b32 s37, s49, 3
	s_brev_b32 s27, 1
	v_mul_lo_u32 v3, s4, v1
	s_mov_b32 s4, 0x4020c0c
	s_mov_b32 s28, 0x800000
	s_mov_b32 s29, 0x8000
	v_mul_hi_u32 v3, v1, v3
	s_movk_i32 s30, 0x80
	s_add_i32 s31, s37, 0xa679438e
	s_add_i32 s33, s37, 0xc33707d6
	v_add_u32_e32 v0, v1, v3
	v_mul_hi_u32 v1, v2, v0
	s_add_i32 s36, s37, 0xfde5380c
	s_add_i32 s37, s37, 0xab9423a7
	s_mov_b32 s38, 0xefcdab89
	v_mul_lo_u32 v3, v1, s50
	v_add_u32_e32 v4, 1, v1
	s_mov_b32 s39, 0x10325476
	s_mov_b32 s40, 0x98badcfe
	v_sub_u32_e32 v3, v2, v3
	v_cmp_le_u32_e32 vcc, s50, v3
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_u32_e32 v4, s50, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_add_u32_e32 v4, 1, v1
	v_cmp_le_u32_e32 vcc, s50, v3
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_mul_hi_u32 v3, v1, v0
	s_mov_b32 s41, 0xf8fa0bcc
	s_mov_b32 s42, 0xe549bb38
	s_mov_b32 s43, 0x4787c62a
	v_mul_lo_u32 v4, v3, s50
	v_add_u32_e32 v5, 1, v3
	s_mov_b32 s44, 0xa8304613
	s_mov_b32 s45, 0xfd469501
	v_sub_u32_e32 v4, v1, v4
	v_cmp_le_u32_e32 vcc, s50, v4
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_subrev_u32_e32 v5, s50, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 1, v3
	v_cmp_le_u32_e32 vcc, s50, v4
	v_cndmask_b32_e32 v4, v3, v5, vcc
	v_mul_hi_u32 v3, v4, v0
	v_mul_lo_u32 v9, v4, s50
	s_mov_b32 s46, 0x698098d8
	s_mov_b32 s47, 0x8b44f7af
	v_mul_lo_u32 v5, v3, s50
	v_add_u32_e32 v6, 1, v3
	v_sub_u32_e32 v11, v1, v9
	s_mov_b32 s51, 0xffff5bb1
	v_sub_u32_e32 v5, v4, v5
	v_cmp_le_u32_e32 vcc, s50, v5
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_subrev_u32_e32 v6, s50, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_add_u32_e32 v6, 1, v3
	v_cmp_le_u32_e32 vcc, s50, v5
	v_cndmask_b32_e32 v5, v3, v6, vcc
	v_mul_hi_u32 v3, v5, v0
	s_mov_b32 s52, 0x895cd7be
	s_mov_b32 s53, 0x6b901122
	s_mov_b32 s54, 0xfd987193
	v_mul_lo_u32 v6, v3, s50
	v_add_u32_e32 v7, 1, v3
	s_mov_b32 s55, 0x49b40821
	s_mov_b32 s56, 0xf61e2562
	v_sub_u32_e32 v6, v5, v6
	v_cmp_le_u32_e32 vcc, s50, v6
	v_cndmask_b32_e32 v3, v3, v7, vcc
	v_subrev_u32_e32 v7, s50, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_add_u32_e32 v7, 1, v3
	v_cmp_le_u32_e32 vcc, s50, v6
	v_cndmask_b32_e32 v6, v3, v7, vcc
	v_mul_hi_u32 v7, v6, v0
	v_mul_lo_u32 v3, v1, s50
	v_lshlrev_b32_e32 v1, 8, v11
	s_mov_b32 s57, 0xc040b340
	v_mul_lo_u32 v8, v7, s50
	v_add_u32_e32 v10, 1, v7
	v_sub_u32_e32 v3, v2, v3
	s_mov_b32 s58, 0x265e5a51
	v_sub_u32_e32 v8, v6, v8
	v_cmp_le_u32_e32 vcc, s50, v8
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_subrev_u32_e32 v10, s50, v8
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_add_u32_e32 v10, 1, v7
	v_cmp_le_u32_e32 vcc, s50, v8
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_mul_hi_u32 v8, v7, v0
	v_mul_lo_u32 v10, v5, s50
	s_mov_b32 s59, 0xe9b6c7aa
	s_mov_b32 s60, 0xd62f105d
	v_mul_lo_u32 v9, v8, s50
	v_sub_u32_e32 v12, v4, v10
	v_add_u32_e32 v10, 1, v8
	v_mul_lo_u32 v4, v6, s50
	v_sub_u32_e32 v9, v7, v9
	v_cmp_le_u32_e32 vcc, s50, v9
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_subrev_u32_e32 v10, s50, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_add_u32_e32 v10, 1, v8
	v_cmp_le_u32_e32 vcc, s50, v9
	v_cndmask_b32_e32 v8, v8, v10, vcc
	v_mul_hi_u32 v9, v8, v0
	v_sub_u32_e32 v13, v5, v4
	v_lshlrev_b32_e32 v10, 16, v12
	v_perm_b32 v4, v13, v10, s4
	v_mul_lo_u32 v5, v9, s50
	v_add_u32_e32 v10, 1, v9
	v_and_or_b32 v4, v1, s5, v4
	v_mul_lo_u32 v1, v7, s50
	v_sub_u32_e32 v5, v8, v5
	v_cmp_le_u32_e32 vcc, s50, v5
	v_cndmask_b32_e32 v9, v9, v10, vcc
	v_subrev_u32_e32 v10, s50, v5
	v_cndmask_b32_e32 v5, v5, v10, vcc
	v_add_u32_e32 v10, 1, v9
	v_cmp_le_u32_e32 vcc, s50, v5
	v_cndmask_b32_e32 v5, v9, v10, vcc
	v_mul_hi_u32 v0, v5, v0
	v_mul_lo_u32 v10, v5, s50
	v_mul_lo_u32 v9, v8, s50
	v_sub_u32_e32 v1, v6, v1
	v_mul_lo_u32 v0, v0, s50
	v_sub_u32_e32 v15, v8, v10
	v_sub_u32_e32 v14, v7, v9
	v_lshlrev_b32_e32 v6, 16, v15
	v_sub_u32_e32 v0, v5, v0
	v_subrev_u32_e32 v5, s50, v0
	v_cmp_le_u32_e32 vcc, s50, v0
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_subrev_u32_e32 v5, s50, v0
	v_cmp_le_u32_e32 vcc, s50, v0
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_perm_b32 v5, v0, v6, s4
	v_lshlrev_b32_e32 v6, 8, v14
	v_and_b32_e32 v6, s5, v6
	v_and_b32_e32 v1, s26, v1
	v_lshlrev_b16_e32 v14, 8, v14
	v_lshlrev_b16_e32 v0, 8, v0
	v_or3_b32 v5, v5, v6, v1
	v_or_b32_e32 v1, v1, v14
	v_or_b32_sdwa v0, v15, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v1, v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v0, 8, v13
	v_or_b32_e32 v6, s27, v5
	v_or_b32_e32 v7, s28, v5
	v_or_b32_e32 v8, s29, v5
	v_or_b32_e32 v9, s30, v5
	s_mov_b32 s61, 0x2441453
	s_mov_b32 s62, 0xd8a1e681
	s_mov_b32 s63, 0xe7d3fbc8
	s_mov_b32 s64, 0x21e1cde6
	s_mov_b32 s65, 0xf4d50d87
	s_mov_b32 s66, 0x455a14ed
	s_mov_b32 s67, 0xa9e3e905
	s_mov_b32 s68, 0xfcefa3f8
	s_mov_b32 s69, 0x676f02d9
	s_mov_b32 s70, 0x8d2a4c8a
	s_mov_b32 s71, 0xfffa3942
	s_mov_b32 s72, 0x8771f681
	s_mov_b32 s73, 0x6d9d6122
	s_mov_b32 s74, 0xa4beea44
	s_mov_b32 s75, 0x4bdecfa9
	s_mov_b32 s76, 0xf6bb4b60
	s_mov_b32 s77, 0xbebfbc70
	s_mov_b32 s78, 0x289b7ec6
	s_mov_b32 s79, 0xeaa127fa
	s_mov_b32 s80, 0xd4ef3085
	s_mov_b32 s81, 0x4881d05
	s_mov_b32 s82, 0xd9d4d039
	s_mov_b32 s83, 0xe6db99e5
	s_mov_b32 s84, 0x1fa27cf8
	s_mov_b32 s85, 0xc4ac5665
	v_mov_b32_e32 v10, 0
	v_lshlrev_b16_e32 v11, 8, v11
	v_or_b32_sdwa v12, v12, v0 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s86, 0xf4292244
	s_mov_b32 s87, 0x432aff97
	s_mov_b32 s88, 0xfc93a039
	s_mov_b32 s89, 0x655b59c3
	s_mov_b32 s90, 0x8f0ccc92
	s_mov_b32 s91, 0xffeff47d
	s_mov_b32 s92, 0x85845dd1
	s_mov_b32 s93, 0x6fa87e4f
	s_mov_b32 s94, 0xfe2ce6e0
	s_mov_b32 s95, 0xa3014314
	s_mov_b32 s96, 0x4e0811a1
	s_mov_b32 s97, 0xf7537e82
	s_mov_b32 s98, 0xbd3af235
	s_mov_b32 s99, 0x2ad7d2bb
	s_mov_b32 s100, 0xeb86d391
	s_mov_b64 s[16:17], 0
                                        ; implicit-def: $sgpr18_sgpr19
	s_branch .LBB0_4
.LBB0_2:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s50, s50, -1
	s_cmp_eq_u32 s50, 0
	s_cselect_b64 s[4:5], -1, 0
	s_andn2_b64 s[18:19], s[18:19], exec
	s_and_b64 s[4:5], s[4:5], exec
	v_add_u16_e32 v3, 1, v3
	v_add_u32_e32 v2, 1, v2
	s_or_b64 s[18:19], s[18:19], s[4:5]
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_or_b64 exec, exec, s[20:21]
	s_and_b64 s[4:5], exec, s[18:19]
	s_or_b64 s[16:17], s[4:5], s[16:17]
	s_andn2_b64 exec, exec, s[16:17]
	s_cbranch_execz .LBB0_40
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_cmp_gt_i32_e32 vcc, s48, v2
	s_or_b64 s[18:19], s[18:19], exec
	s_and_saveexec_b64 s[20:21], vcc
	s_cbranch_execz .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_and_or_b32 v14, v3, s26, v4
	s_cmp_lt_i32 s49, 4
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB0_11
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	s_cmp_gt_i32 s49, 5
	s_cbranch_scc0 .LBB0_13
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	s_cmp_gt_i32 s49, 6
	s_cbranch_scc0 .LBB0_14
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	s_cmp_eq_u32 s49, 7
	s_mov_b64 s[4:5], -1
	s_cbranch_scc0 .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[4:5], 0
.LBB0_10:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[24:25], 0
	s_branch .LBB0_15
.LBB0_11:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr0
	s_cbranch_execnz .LBB0_23
.LBB0_12:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v13, v14
	s_branch .LBB0_34
.LBB0_13:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr0
	s_cbranch_execnz .LBB0_18
	s_branch .LBB0_22
.LBB0_14:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[24:25], -1
	s_mov_b64 s[4:5], 0
.LBB0_15:                               ;   in Loop: Header=BB0_4 Depth=1
	s_and_b64 vcc, exec, s[24:25]
	v_mov_b32_e32 v0, v6
	s_cbranch_vccz .LBB0_17
; %bb.16:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v0, v7
.LBB0_17:                               ;   in Loop: Header=BB0_4 Depth=1
	s_branch .LBB0_22
.LBB0_18:                               ;   in Loop: Header=BB0_4 Depth=1
	s_cmp_gt_i32 s49, 4
	s_mov_b64 s[24:25], -1
	s_cbranch_scc0 .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[24:25], 0
.LBB0_20:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_b64 vcc, exec, s[24:25]
	v_mov_b32_e32 v0, v8
	s_cbranch_vccnz .LBB0_22
; %bb.21:                               ;   in Loop: Header=BB0_4 Depth=1
	v_mov_b32_e32 v0, v9
.LBB0_22:                               ;   in Loop: Header=BB0_4 Depth=1
	s_branch .LBB0_12
.LBB0_23:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[22:23], -1
	s_cmp_gt_i32 s49, 1
	v_mov_b32_e32 v13, v14
	s_cbranch_scc0 .LBB0_29
; %bb.24:                               ;   in Loop: Header=BB0_4 Depth=1
	s_cmp_gt_i32 s49, 2
	s_cbranch_scc0 .LBB0_26
; %bb.25:                               ;   in Loop: Header=BB0_4 Depth=1
	v_or_b32_e32 v13, s27, v14
	s_cbranch_execz .LBB0_27
	s_branch .LBB0_28
.LBB0_26:                               ;   in Loop: Header=BB0_4 Depth=1
                                        ; implicit-def: $vgpr13
.LBB0_27:                               ;   in Loop: Header=BB0_4 Depth=1
	v_or_b32_e32 v13, s28, v14
.LBB0_28:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v0, v5
.LBB0_29:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_b64 vcc, exec, s[22:23]
	s_mov_b64 s[22:23], 0
	s_cbranch_vccnz .LBB0_34
; %bb.30:                               ;   in Loop: Header=BB0_4 Depth=1
	s_cmp_gt_i32 s49, 0
	s_mov_b64 s[22:23], -1
	s_cbranch_scc0 .LBB0_32
; %bb.31:                               ;   in Loop: Header=BB0_4 Depth=1
	v_or_b32_e32 v13, s29, v14
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v0, v5
.LBB0_32:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_b64 vcc, exec, s[22:23]
	s_mov_b64 s[22:23], 0
	s_cbranch_vccnz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_4 Depth=1
	s_cmp_lg_u32 s49, 0
	s_mov_b64 s[22:23], -1
	s_cselect_b64 s[4:5], -1, 0
.LBB0_34:                               ;   in Loop: Header=BB0_4 Depth=1
	s_and_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_4 Depth=1
	s_mov_b64 s[22:23], 0
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v0, v5
.LBB0_36:                               ;   in Loop: Header=BB0_4 Depth=1
	s_andn2_b64 vcc, exec, s[22:23]
	s_cbranch_vccnz .LBB0_38
; %bb.37:                               ;   in Loop: Header=BB0_4 Depth=1
	v_or_b32_e32 v13, s30, v14
	v_mov_b32_e32 v0, v5
.LBB0_38:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v14, 0xd76aa477, v13
	v_alignbit_b32 v14, v14, v14, 25
	v_sub_u32_e32 v16, s39, v14
	v_add_u32_e32 v15, s38, v14
	v_and_b32_e32 v16, s40, v16
	v_and_or_b32 v16, v15, s38, v16
	v_add3_u32 v16, v0, v16, s41
	v_alignbit_b32 v16, v16, v16, 20
	v_add_u32_e32 v16, v16, v15
	v_bfi_b32 v17, v16, v15, s38
	v_add_u32_e32 v17, 0xbcdb4dd9, v17
	v_alignbit_b32 v17, v17, v17, 15
	v_add_u32_e32 v17, v17, v16
	v_bfi_b32 v15, v17, v16, v15
	v_add_u32_e32 v15, 0xb18b7a77, v15
	v_alignbit_b32 v15, v15, v15, 10
	v_add_u32_e32 v15, v15, v17
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v16, v19
	v_and_b32_e32 v18, v15, v17
	v_add_u32_e32 v14, v14, v19
	v_add3_u32 v14, v14, v18, s42
	v_alignbit_b32 v14, v14, v14, 25
	v_add_u32_e32 v14, v14, v15
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_and_b32_e32 v18, v14, v15
	v_add_u32_e32 v16, v16, v19
	v_add3_u32 v16, v16, v18, s43
	v_alignbit_b32 v16, v16, v16, 20
	v_add_u32_e32 v16, v16, v14
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v15, v19
	v_and_b32_e32 v18, v16, v14
	v_add_u32_e32 v17, v17, v19
	v_add3_u32 v17, v17, v18, s44
	v_alignbit_b32 v17, v17, v17, 15
	v_add_u32_e32 v17, v17, v16
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v19, v14, v19
	v_and_b32_e32 v18, v17, v16
	v_add_u32_e32 v15, v15, v19
	v_add3_u32 v15, v15, v18, s45
	v_alignbit_b32 v15, v15, v15, 10
	v_add_u32_e32 v15, v15, v17
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v16, v19
	v_and_b32_e32 v18, v15, v17
	v_add_u32_e32 v14, v14, v19
	v_add3_u32 v14, v14, v18, s46
	v_alignbit_b32 v14, v14, v14, 25
	v_add_u32_e32 v14, v14, v15
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_and_b32_e32 v18, v14, v15
	v_add_u32_e32 v16, v16, v19
	v_add3_u32 v16, v16, v18, s47
	v_alignbit_b32 v16, v16, v16, 20
	v_add_u32_e32 v16, v16, v14
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v19, v15, v19
	v_and_b32_e32 v18, v16, v14
	v_add_u32_e32 v17, v17, v19
	v_add3_u32 v17, v17, v18, s51
	v_alignbit_b32 v17, v17, v17, 15
	v_add_u32_e32 v17, v17, v16
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v19, v14, v19
	v_and_b32_e32 v18, v17, v16
	v_add_u32_e32 v15, v15, v19
	v_add3_u32 v15, v15, v18, s52
	v_alignbit_b32 v15, v15, v15, 10
	v_add_u32_e32 v15, v15, v17
	v_not_b32_e32 v19, v15
	v_and_b32_e32 v19, v16, v19
	v_and_b32_e32 v18, v15, v17
	v_add_u32_e32 v14, v14, v19
	v_add3_u32 v14, v14, v18, s53
	v_alignbit_b32 v14, v14, v14, 25
	v_add_u32_e32 v14, v14, v15
	v_not_b32_e32 v19, v14
	v_and_b32_e32 v19, v17, v19
	v_and_b32_e32 v18, v14, v15
	v_add_u32_e32 v16, v16, v19
	v_add3_u32 v16, v16, v18, s54
	v_alignbit_b32 v16, v16, v16, 20
	v_add_u32_e32 v16, v16, v14
	v_not_b32_e32 v19, v16
	v_and_b32_e32 v18, v16, v14
	v_and_b32_e32 v20, v15, v19
	v_add_u32_e32 v17, s31, v17
	v_add3_u32 v17, v17, v20, v18
	v_alignbit_b32 v17, v17, v17, 15
	v_add_u32_e32 v17, v17, v16
	v_not_b32_e32 v20, v17
	v_and_b32_e32 v21, v14, v20
	v_and_b32_e32 v18, v17, v16
	v_add_u32_e32 v15, v15, v21
	v_add3_u32 v15, v15, v18, s55
	v_alignbit_b32 v15, v15, v15, 10
	v_add_u32_e32 v15, v15, v17
	v_and_b32_e32 v19, v17, v19
	v_and_b32_e32 v18, v15, v16
	v_add3_u32 v14, v0, v14, v19
	v_add3_u32 v14, v14, v18, s56
	v_alignbit_b32 v14, v14, v14, 27
	v_add_u32_e32 v14, v14, v15
	v_and_b32_e32 v19, v15, v20
	v_and_b32_e32 v18, v14, v17
	v_add_u32_e32 v16, v16, v19
	v_add3_u32 v16, v16, v18, s57
	v_alignbit_b32 v16, v16, v16, 23
	v_not_b32_e32 v19, v15
	v_add_u32_e32 v16, v16, v14
	v_and_b32_e32 v19, v14, v19
	v_and_b32_e32 v18, v16, v15
	v_add_u32_e32 v17, v17, v19
	v_add3_u32 v17, v17, v18, s58
	v_alignbit_b32 v17, v17, v17, 18
	v_not_b32_e32 v19, v14
	v_add_u32_e32 v17, v17, v16
	v_and_b32_e32 v19, v16, v19
	v_and_b32_e32 v18, v17, v14
	v_add3_u32 v15, v13, v15, v19
	v_add3_u32 v15, v15, v18, s59
	v_alignbit_b32 v15, v15, v15, 12
	v_not_b32_e32 v19, v16
	v_add_u32_e32 v15, v15, v17
	v_and_b32_e32 v19, v17, v19
	v_and_b32_e32 v18, v15, v16
	v_add_u32_e32 v14, v14, v19
	v_add3_u32 v14, v14, v18, s60
	v_alignbit_b32 v14, v14, v14, 27
	v_not_b32_e32 v19, v17
	v_add_u32_e32 v14, v14, v15
	v_and_b32_e32 v19, v15, v19
	v_and_b32_e32 v18, v14, v17
	v_add_u32_e32 v16, v16, v19
	v_add3_u32 v16, v16, v18, s61
	v_alignbit_b32 v16, v16, v16, 23
	v_not_b32_e32 v19, v15
	v_add_u32_e32 v16, v16, v14
	v_and_b32_e32 v19, v14, v19
	v_and_b32_e32 v18, v16, v15
	v_add_u32_e32 v17, v17, v19
	v_add3_u32 v17, v17, v18, s62
	v_alignbit_b32 v17, v17, v17, 18
	v_not_b32_e32 v19, v14
	v_add_u32_e32 v17, v17, v16
	v_and_b32_e32 v19, v16, v19
	v_and_b32_e32 v18, v17, v14
	v_add_u32_e32 v15, v15, v19
	v_add3_u32 v15, v15, v18, s63
	v_alignbit_b32 v15, v15, v15, 12
	v_not_b32_e32 v19, v16
	v_add_u32_e32 v15, v15, v17
	v_and_b32_e32 v19, v17, v19
	v_and_b32_e32 v18, v15, v16
	v_add_u32_e32 v14, v14, v19
	v_add3_u32 v14, v14, v18, s64
	v_alignbit_b32 v14, v14, v14, 27
	v_add_u32_e32 v14, v14, v15
	v_not_b32_e32 v19, v17
	v_and_b32_e32 v18, v14, v17
	v_and_b32_e32 v19, v15, v19
	v_add_u32_e32 v16, s33, v16
	v_add3_u32 v16, v16, v19, v18
	v_alignbit_b32 v16, v16, v16, 23
	v_not_b32_e32 v19, v15
	v_add_u32_e32 v16, v16, v14
	v_and_b32_e32 v19, v14, v19
	v_and_b32_e32 v18, v16, v15
	v_add_u32_e32 v17, v17, v19
	v_add3_u32 v17, v17, v18, s65
	v_alignbit_b32 v17, v17, v17, 18
	v_not_b32_e32 v19, v14
	v_add_u32_e32 v17, v17, v16
	v_and_b32_e32 v19, v16, v19
	v_and_b32_e32 v18, v17, v14
	v_add_u32_e32 v15, v15, v19
	v_add3_u32 v15, v15, v18, s66
	v_alignbit_b32 v15, v15, v15, 12
	v_not_b32_e32 v19, v16
	v_add_u32_e32 v15, v15, v17
	v_and_b32_e32 v19, v17, v19
	v_and_b32_e32 v18, v15, v16
	v_add_u32_e32 v14, v14, v19
	v_add3_u32 v14, v14, v18, s67
	v_alignbit_b32 v14, v14, v14, 27
	v_not_b32_e32 v19, v17
	v_add_u32_e32 v14, v14, v15
	v_and_b32_e32 v19, v15, v19
	v_and_b32_e32 v18, v14, v17
	v_add_u32_e32 v16, v16, v19
	v_add3_u32 v16, v16, v18, s68
	v_alignbit_b32 v16, v16, v16, 23
	v_not_b32_e32 v19, v15
	v_add_u32_e32 v16, v16, v14
	v_and_b32_e32 v19, v14, v19
	v_and_b32_e32 v18, v16, v15
	v_add_u32_e32 v17, v17, v19
	v_add3_u32 v17, v17, v18, s69
	v_alignbit_b32 v17, v17, v17, 18
	v_not_b32_e32 v19, v14
	v_add_u32_e32 v17, v17, v16
	v_and_b32_e32 v19, v16, v19
	v_and_b32_e32 v18, v17, v14
	v_add_u32_e32 v15, v15, v19
	v_add3_u32 v15, v15, v18, s70
	v_alignbit_b32 v15, v15, v15, 12
	v_add_u32_e32 v15, v15, v17
	v_xor_b32_e32 v18, v15, v17
	v_xor_b32_e32 v19, v18, v16
	v_add3_u32 v14, v14, v19, s71
	v_alignbit_b32 v14, v14, v14, 28
	v_add_u32_e32 v14, v14, v15
	v_xor_b32_e32 v18, v14, v18
	v_add3_u32 v16, v16, v18, s72
	v_alignbit_b32 v16, v16, v16, 21
	v_add_u32_e32 v16, v16, v14
	v_xor_b32_e32 v18, v16, v14
	v_xor_b32_e32 v19, v18, v15
	v_add3_u32 v17, v17, v19, s73
	v_alignbit_b32 v17, v17, v17, 16
	v_add_u32_e32 v17, v17, v16
	v_xor_b32_e32 v18, v18, v17
	v_add3_u32 v15, s36, v15, v18
	v_alignbit_b32 v15, v15, v15, 9
	v_add_u32_e32 v15, v15, v17
	v_xor_b32_e32 v18, v17, v16
	v_xor_b32_e32 v18, v18, v15
	v_add_u32_e32 v14, v0, v14
	v_add3_u32 v14, v14, v18, s74
	v_alignbit_b32 v14, v14, v14, 28
	v_add_u32_e32 v14, v14, v15
	v_xor_b32_e32 v18, v15, v17
	v_xor_b32_e32 v18, v18, v14
	v_add3_u32 v16, v16, v18, s75
	v_alignbit_b32 v16, v16, v16, 21
	v_add_u32_e32 v16, v16, v14
	v_xor_b32_e32 v18, v14, v15
	v_xor_b32_e32 v18, v18, v16
	v_add3_u32 v17, v17, v18, s76
	v_alignbit_b32 v17, v17, v17, 16
	v_add_u32_e32 v17, v17, v16
	v_xor_b32_e32 v18, v16, v14
	v_xor_b32_e32 v18, v18, v17
	v_add3_u32 v15, v15, v18, s77
	v_alignbit_b32 v15, v15, v15, 9
	v_add_u32_e32 v15, v15, v17
	v_xor_b32_e32 v18, v17, v16
	v_xor_b32_e32 v18, v18, v15
	v_add3_u32 v14, v14, v18, s78
	v_alignbit_b32 v14, v14, v14, 28
	v_add_u32_e32 v14, v14, v15
	v_xor_b32_e32 v18, v15, v17
	v_xor_b32_e32 v18, v18, v14
	v_add_u32_e32 v16, v13, v16
	v_add3_u32 v16, v16, v18, s79
	v_alignbit_b32 v16, v16, v16, 21
	v_add_u32_e32 v16, v16, v14
	v_xor_b32_e32 v18, v14, v15
	v_xor_b32_e32 v18, v18, v16
	v_add3_u32 v17, v17, v18, s80
	v_alignbit_b32 v17, v17, v17, 16
	v_add_u32_e32 v17, v17, v16
	v_xor_b32_e32 v18, v16, v14
	v_xor_b32_e32 v18, v18, v17
	v_add3_u32 v15, v15, v18, s81
	v_alignbit_b32 v15, v15, v15, 9
	v_add_u32_e32 v15, v15, v17
	v_xor_b32_e32 v18, v17, v16
	v_xor_b32_e32 v18, v18, v15
	v_add3_u32 v14, v14, v18, s82
	v_alignbit_b32 v14, v14, v14, 28
	v_add_u32_e32 v14, v14, v15
	v_xor_b32_e32 v18, v15, v17
	v_xor_b32_e32 v18, v18, v14
	v_add3_u32 v16, v16, v18, s83
	v_alignbit_b32 v16, v16, v16, 21
	v_add_u32_e32 v16, v16, v14
	v_xor_b32_e32 v18, v14, v15
	v_xor_b32_e32 v18, v18, v16
	v_add3_u32 v17, v17, v18, s84
	v_alignbit_b32 v17, v17, v17, 16
	v_add_u32_e32 v17, v17, v16
	v_xor_b32_e32 v18, v16, v14
	v_xor_b32_e32 v18, v18, v17
	v_add3_u32 v15, v15, v18, s85
	v_alignbit_b32 v15, v15, v15, 9
	v_add_u32_e32 v15, v15, v17
	v_not_b32_e32 v18, v16
	v_or_b32_e32 v18, v15, v18
	v_xor_b32_e32 v18, v18, v17
	v_add_u32_e32 v13, v13, v14
	v_add3_u32 v13, v13, v18, s86
	v_alignbit_b32 v13, v13, v13, 26
	v_add_u32_e32 v13, v13, v15
	v_not_b32_e32 v14, v17
	v_or_b32_e32 v14, v13, v14
	v_xor_b32_e32 v14, v14, v15
	v_add3_u32 v14, v16, v14, s87
	v_alignbit_b32 v14, v14, v14, 22
	v_add_u32_e32 v14, v14, v13
	v_not_b32_e32 v16, v15
	v_or_b32_e32 v16, v14, v16
	v_xor_b32_e32 v16, v16, v13
	v_add3_u32 v16, s37, v17, v16
	v_alignbit_b32 v16, v16, v16, 17
	v_add_u32_e32 v16, v16, v14
	v_not_b32_e32 v17, v13
	v_or_b32_e32 v17, v16, v17
	v_xor_b32_e32 v17, v17, v14
	v_add3_u32 v15, v15, v17, s88
	v_alignbit_b32 v15, v15, v15, 11
	v_add_u32_e32 v15, v15, v16
	v_not_b32_e32 v17, v14
	v_or_b32_e32 v17, v15, v17
	v_xor_b32_e32 v17, v17, v16
	v_add3_u32 v13, v13, v17, s89
	v_alignbit_b32 v13, v13, v13, 26
	v_add_u32_e32 v13, v13, v15
	v_not_b32_e32 v17, v16
	v_or_b32_e32 v17, v13, v17
	v_xor_b32_e32 v17, v17, v15
	v_add3_u32 v14, v14, v17, s90
	v_alignbit_b32 v14, v14, v14, 22
	v_add_u32_e32 v14, v14, v13
	v_not_b32_e32 v17, v15
	v_or_b32_e32 v17, v14, v17
	v_xor_b32_e32 v17, v17, v13
	v_add3_u32 v16, v16, v17, s91
	v_alignbit_b32 v16, v16, v16, 17
	v_add_u32_e32 v16, v16, v14
	v_not_b32_e32 v17, v13
	v_or_b32_e32 v17, v16, v17
	v_xor_b32_e32 v17, v17, v14
	v_add_u32_e32 v0, v0, v15
	v_add3_u32 v0, v0, v17, s92
	v_alignbit_b32 v0, v0, v0, 11
	v_add_u32_e32 v0, v0, v16
	v_not_b32_e32 v15, v14
	v_or_b32_e32 v15, v0, v15
	v_xor_b32_e32 v15, v15, v16
	v_add3_u32 v13, v13, v15, s93
	v_alignbit_b32 v13, v13, v13, 26
	v_add_u32_e32 v13, v13, v0
	v_not_b32_e32 v15, v16
	v_or_b32_e32 v15, v13, v15
	v_xor_b32_e32 v15, v15, v0
	v_add3_u32 v14, v14, v15, s94
	v_alignbit_b32 v14, v14, v14, 22
	v_add_u32_e32 v14, v14, v13
	v_not_b32_e32 v15, v0
	v_or_b32_e32 v15, v14, v15
	v_xor_b32_e32 v15, v15, v13
	v_add3_u32 v15, v16, v15, s95
	v_alignbit_b32 v15, v15, v15, 17
	v_add_u32_e32 v15, v15, v14
	v_not_b32_e32 v16, v13
	v_or_b32_e32 v16, v15, v16
	v_xor_b32_e32 v16, v16, v14
	v_add3_u32 v0, v0, v16, s96
	v_alignbit_b32 v0, v0, v0, 11
	v_add_u32_e32 v0, v0, v15
	v_not_b32_e32 v16, v14
	v_or_b32_e32 v16, v0, v16
	v_xor_b32_e32 v16, v16, v15
	v_add3_u32 v13, v13, v16, s97
	v_alignbit_b32 v13, v13, v13, 26
	v_add_u32_e32 v13, v13, v0
	v_not_b32_e32 v16, v15
	v_or_b32_e32 v16, v13, v16
	v_xor_b32_e32 v16, v16, v0
	v_add3_u32 v14, v14, v16, s98
	v_alignbit_b32 v14, v14, v14, 22
	v_add_u32_e32 v14, v14, v13
	v_not_b32_e32 v16, v0
	v_or_b32_e32 v16, v14, v16
	v_xor_b32_e32 v16, v16, v13
	v_add3_u32 v15, v15, v16, s99
	v_alignbit_b32 v15, v15, v15, 17
	v_add_u32_e32 v15, v15, v14
	v_not_b32_e32 v16, v13
	v_or_b32_e32 v16, v15, v16
	v_xor_b32_e32 v16, v16, v14
	v_add3_u32 v0, v0, v16, s100
	v_alignbit_b32 v0, v0, v0, 11
	v_add_u32_e32 v13, 0x67452301, v13
	v_add3_u32 v0, v15, v0, s38
	v_add_u32_e32 v15, s40, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, s8, v13
	v_cmp_eq_u32_e64 s[4:5], s9, v0
	v_add_u32_e32 v14, s39, v14
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_eq_u32_e32 vcc, s10, v15
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, s11, v14
	s_and_b64 s[22:23], s[4:5], vcc
	s_and_saveexec_b64 s[4:5], s[22:23]
	s_cbranch_execz .LBB0_2
; %bb.39:                               ;   in Loop: Header=BB0_4 Depth=1
	v_or_b32_sdwa v0, v3, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v0, v0, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mov_b32_e32 v13, s8
	v_mov_b32_e32 v14, s9
	v_mov_b32_e32 v15, s10
	v_mov_b32_e32 v16, s11
	global_store_dword v10, v2, s[12:13]
	global_store_dwordx2 v10, v[0:1], s[14:15]
	global_store_dwordx4 v10, v[13:16], s[6:7]
	s_branch .LBB0_2
.LBB0_40:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel FindKeyWithDigest_Kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 101
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
	.size	FindKeyWithDigest_Kernel, .Lfunc_end0-FindKeyWithDigest_Kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4120
; NumSgprs: 107
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 107
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z12get_group_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_local_idj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           FindKeyWithDigest_Kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         FindKeyWithDigest_Kernel.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx909
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
