	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	group_prefixSum         ; -- Begin function group_prefixSum
	.globl	group_prefixSum
	.p2align	8
	.type	group_prefixSum,@function
group_prefixSum:                        ; @group_prefixSum
.Lfunc_begin0:
	.file	0 "/ext" "/ext/xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl" md5 0x9519b710564404a3cbfcd69552881cef
	.file	1 "xianggong+cl_kernel_compilation/kernel-src" "PrefixSum_Kernels.cl" md5 0x9519b710564404a3cbfcd69552881cef
	.loc	1 33 0                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:33:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
.Ltmp0:
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:0
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx4 s[52:55], s[8:9], 0x10
	;DEBUG_VALUE: group_prefixSum:output <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: group_prefixSum:idxOffset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: group_prefixSum:length <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: group_prefixSum:block <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: group_prefixSum:input <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[44:45], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v40, v0
	.loc	1 34 16 prologue_end is_stmt 1  ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:34:16
	s_add_u32 s34, s44, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s33, s16
	s_addc_u32 s35, s45, 0
	v_or3_b32 v44, v40, v1, v0
	s_mov_b32 s47, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s46, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp1:
	v_mov_b32_e32 v43, v0
.Ltmp2:
	;DEBUG_VALUE: group_prefixSum:localId <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 35 18                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:35:18
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp3:
	v_mov_b32_e32 v45, v0
.Ltmp4:
	;DEBUG_VALUE: group_prefixSum:localSize <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 36 18                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:36:18
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp5:
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 39 40                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:39:40
	v_mul_lo_u32 v0, v0, v45
.Ltmp6:
	.loc	1 40 39                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:40:39
	v_lshl_add_u32 v47, v43, 3, s52
.Ltmp7:
	.loc	1 39 51                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:39:51
	v_add_u32_e32 v0, v0, v43
	.loc	1 39 62 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:39:62
	v_lshl_or_b32 v0, v0, 1, 1
	.loc	1 39 25                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:39:25
	v_mul_lo_u32 v0, v0, s54
	.loc	1 39 67                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:39:67
	v_add_u32_e32 v45, -1, v0
.Ltmp8:
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 40 15 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:40:15
	v_cmp_gt_u32_e64 s[34:35], s53, v45
.Ltmp9:
	.loc	1 40 62 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:40:62
	v_ashrrev_i32_e32 v46, 31, v45
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_2
.Ltmp10:
; %bb.1:
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	.loc	1 40 60                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:40:60
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v0
.Ltmp11:
.LBB0_2:
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 0 60                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:60
	s_or_b64 exec, exec, s[4:5]
.Ltmp12:
	.loc	1 41 18 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:41:18
	v_add_u32_e32 v56, s54, v45
	.loc	1 41 30 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:41:30
	v_cmp_gt_u32_e64 s[36:37], s53, v56
.Ltmp13:
	.loc	1 41 65                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:41:65
	v_mov_b32_e32 v57, 0
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_4
.Ltmp14:
; %bb.3:
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s51
	v_add_co_u32_e32 v0, vcc, s50, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	.loc	1 41 63                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:41:63
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v0 offset:4
.Ltmp15:
.LBB0_4:
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 0 63                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:63
	s_or_b64 exec, exec, s[4:5]
.Ltmp16:
	.loc	1 45 27 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:45:27
	s_cmp_lt_u32 s53, 2
	s_mov_b32 s54, 1
.Ltmp17:
	;DEBUG_VALUE: l <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	.loc	1 0 27 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:27
	s_cbranch_scc1 .LBB0_10
.Ltmp18:
; %bb.5:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 1
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	v_lshlrev_b32_e32 v0, 1, v43
.Ltmp19:
	;DEBUG_VALUE: l <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	v_or_b32_e32 v58, 1, v0
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s54, 1
	v_or3_b32 v44, v40, v1, v0
	s_mov_b32 s55, s53
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
.Ltmp20:
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	s_lshr_b32 s56, s55, 1
.Ltmp21:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 47 4 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:47:4
	s_add_u32 s8, s44, 32
	s_addc_u32 s9, s45, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
.Ltmp22:
	.loc	1 48 15                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:48:15
	v_cmp_gt_i32_e32 vcc, s56, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
.Ltmp23:
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 49 28                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:49:28
	v_mul_lo_u32 v0, s54, v58
	.loc	1 49 45 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:49:45
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp24:
	;DEBUG_VALUE: bi <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: ai <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 51 26 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:51:26
	v_add3_u32 v0, v0, s52, -4
	.loc	1 51 13 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:51:13
	v_lshl_add_u32 v1, s54, 2, v0
	.loc	1 51 26                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:51:26
	ds_read_b32 v0, v0
	.loc	1 51 23                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:51:23
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_write_b32 v1, v0
.Ltmp25:
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 0 23                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:23
	s_or_b64 exec, exec, s[4:5]
	.loc	1 53 17 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:53:17
	s_lshl_b32 s54, s54, 1
.Ltmp26:
	;DEBUG_VALUE: l <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 45 27                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:45:27
	s_cmp_lt_u32 s55, 4
	s_cbranch_scc1 .LBB0_10
.Ltmp27:
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 0 27 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:27
	s_mov_b32 s55, s56
	s_branch .LBB0_6
.Ltmp28:
.LBB0_10:
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 56 12 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:56:12
	s_cmp_lt_u32 s54, s53
	s_cselect_b64 s[4:5], -1, 0
.Ltmp29:
	.loc	1 56 5 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:56:5
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_lshlrev_b32_e64 v60, v0, s54
.Ltmp30:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: group_prefixSum:maxThread <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	.loc	1 60 19 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:60:19
	v_cmp_gt_i32_e32 vcc, 2, v60
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB0_15
.Ltmp31:
; %bb.11:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 0 19 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:19
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v41
	.loc	1 59 24 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:59:24
	v_ashrrev_i32_e32 v58, 1, v60
	v_add_u32_e32 v59, 1, v43
	s_mov_b32 s4, 0
	v_or3_b32 v44, v40, v1, v0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_branch .LBB0_13
.Ltmp32:
.LBB0_12:                               ;   in Loop: Header=BB0_13 Depth=1
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr61
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 0 24 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:24
	s_or_b64 exec, exec, s[4:5]
.Ltmp33:
	.loc	1 60 33 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:60:33
	s_lshl_b32 s4, s53, 1
.Ltmp34:
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr61
	.loc	1 60 19 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:60:19
	v_cmp_ge_i32_e32 vcc, s4, v58
	s_and_b64 vcc, exec, vcc
	v_mov_b32_e32 v60, v61
.Ltmp35:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	.loc	1 0 19                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:19
	s_cbranch_vccnz .LBB0_15
.Ltmp36:
.LBB0_13:                               ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: d <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 62 5 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:62:5
	s_or_b32 s53, s4, 1
	.loc	1 64 3                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:64:3
	s_add_u32 s8, s44, 32
	s_addc_u32 s9, s45, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 1
	.loc	1 63 10                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:63:10
	v_ashrrev_i32_e32 v61, 1, v60
.Ltmp37:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr61
	.loc	1 64 3                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:64:3
	s_swappc_b64 s[30:31], s[50:51]
.Ltmp38:
	.loc	1 66 14                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:66:14
	v_cmp_gt_i32_e32 vcc, s53, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_12
.Ltmp39:
; %bb.14:                               ;   in Loop: Header=BB0_13 Depth=1
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr61
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 67 19                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:67:19
	v_mul_lo_u32 v0, v61, v59
	.loc	1 68 25                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:68:25
	v_and_b32_e32 v1, -4, v60
.Ltmp40:
	;DEBUG_VALUE: bi <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 1, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 67 34                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:67:34
	v_lshlrev_b32_e32 v0, 2, v0
.Ltmp41:
	;DEBUG_VALUE: ai <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 69 20                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:69:20
	v_add3_u32 v0, v0, s52, -4
	.loc	1 69 7 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:69:7
	v_add_u32_e32 v1, v0, v1
	.loc	1 69 20                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:69:20
	ds_read_b32 v0, v0
	.loc	1 69 17                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:69:17
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v2
	ds_write_b32 v1, v0
	s_branch .LBB0_12
.Ltmp42:
.LBB0_15:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 72 2 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:72:2
	s_add_u32 s8, s44, 32
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v41
	s_addc_u32 s9, s45, 0
	v_or3_b32 v31, v40, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp43:
	.loc	1 0 2 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:2
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_17
.Ltmp44:
; %bb.16:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 75 72 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:75:72
	ds_read_b32 v3, v47
	.loc	1 75 40 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:75:40
	v_lshlrev_b64 v[0:1], 2, v[45:46]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 75 70                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:75:70
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
.Ltmp45:
.LBB0_17:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 0 70                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:70
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB0_19
.Ltmp46:
; %bb.18:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 76 72 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:76:72
	ds_read_b32 v3, v47 offset:4
	.loc	1 76 40 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:76:40
	v_lshlrev_b64 v[0:1], 2, v[56:57]
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v0, vcc, s48, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	.loc	1 76 70                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:76:70
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
.Ltmp47:
.LBB0_19:
	;DEBUG_VALUE: group_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr60
	;DEBUG_VALUE: group_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 77 1 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:77:1
	s_endpgm
.Ltmp48:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel group_prefixSum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 57
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
	.size	group_prefixSum, .Lfunc_end0-group_prefixSum
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1032
; NumSgprs: 63
; NumVgprs: 62
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 63
; NumVGPRsForWavesPerEU: 62
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	global_prefixSum        ; -- Begin function global_prefixSum
	.globl	global_prefixSum
	.p2align	8
	.type	global_prefixSum,@function
global_prefixSum:                       ; @global_prefixSum
.Lfunc_begin1:
	.loc	1 91 0                          ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:91:0
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
.Ltmp49:
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:0
	s_load_dwordx2 s[46:47], s[8:9], 0x8
	;DEBUG_VALUE: global_prefixSum:length <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: global_prefixSum:offset <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 92 18 prologue_end is_stmt 1  ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:92:18
	s_add_u32 s36, s34, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s37, s35, 0
	v_or3_b32 v40, v0, v1, v2
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
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp50:
	v_mov_b32_e32 v41, v0
.Ltmp51:
	;DEBUG_VALUE: global_prefixSum:localSize <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 93 21                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:93:21
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
.Ltmp52:
	;DEBUG_VALUE: global_prefixSum:groupIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 95 33                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:95:33
	v_cvt_f32_u32_e32 v1, v41
	s_mov_b32 s48, 0x4f7ffffe
	v_sub_u32_e32 v2, 0, v41
	.loc	1 97 59                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:97:59
	s_lshl_b32 s4, s46, 1
	.loc	1 95 33                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:95:33
	v_rcp_iflag_f32_e32 v1, v1
	.loc	1 100 54                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:100:54
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	.loc	1 95 33                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:95:33
	v_mul_f32_e32 v1, s48, v1
	v_cvt_u32_f32_e32 v1, v1
	.loc	1 100 54                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:100:54
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	.loc	1 95 33                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:95:33
	v_mul_lo_u32 v2, v2, v1
	.loc	1 100 54                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:100:54
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	.loc	1 95 33                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:95:33
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v1, s46, v1
	v_mul_lo_u32 v2, v1, v41
	v_add_u32_e32 v3, 1, v1
	v_sub_u32_e32 v2, s46, v2
	v_cmp_ge_u32_e32 vcc, v2, v41
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_sub_u32_e32 v3, v2, v41
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_add_u32_e32 v3, 1, v1
	v_cmp_ge_u32_e32 vcc, v2, v41
	v_cndmask_b32_e32 v1, v1, v3, vcc
.Ltmp53:
	;DEBUG_VALUE: global_prefixSum:sortedLocalBlocks <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	1 97 64                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:97:64
	v_sub_u32_e32 v2, s4, v1
	.loc	1 97 49 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:97:49
	v_cvt_f32_u32_e32 v3, v2
	v_sub_u32_e32 v4, 0, v2
	.loc	1 100 54 is_stmt 1              ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:100:54
	s_mov_b64 s[4:5], s[42:43]
	.loc	1 97 49                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:97:49
	v_rcp_iflag_f32_e32 v3, v3
	v_mul_f32_e32 v3, s48, v3
	v_cvt_u32_f32_e32 v3, v3
	v_mul_lo_u32 v4, v4, v3
	v_mul_hi_u32 v4, v3, v4
	v_add_u32_e32 v3, v3, v4
	v_mul_hi_u32 v3, v0, v3
	v_mul_lo_u32 v4, v3, v2
	v_add_u32_e32 v5, 1, v3
	v_sub_u32_e32 v4, v0, v4
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_sub_u32_e32 v5, v4, v2
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_add_u32_e32 v5, 1, v3
	v_cmp_ge_u32_e32 vcc, v4, v2
	v_cndmask_b32_e32 v2, v3, v5, vcc
	.loc	1 97 85 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:97:85
	v_add_u32_e32 v2, 1, v2
	.loc	1 97 89                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:97:89
	v_mul_lo_u32 v1, v2, v1
.Ltmp54:
	.loc	1 97 37                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:97:37
	v_add_u32_e32 v0, v1, v0
.Ltmp55:
	;DEBUG_VALUE: global_prefixSum:gidToUnsortedBlocks <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 100 41 is_stmt 1              ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:100:41
	v_mul_lo_u32 v41, v0, v41
	.loc	1 100 54 is_stmt 0              ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:100:54
	v_mov_b32_e32 v0, 0
.Ltmp56:
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp57:
	.loc	1 101 20 is_stmt 1              ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:101:20
	v_cvt_f32_u32_e32 v1, s46
	s_sub_i32 s4, 0, s46
.Ltmp58:
	.loc	1 100 21                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:100:21
	v_add_u32_e32 v0, v41, v0
.Ltmp59:
	;DEBUG_VALUE: global_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 101 16                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:101:16
	v_add_u32_e32 v3, 1, v0
	.loc	1 101 20 is_stmt 0              ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:101:20
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, s48, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mul_lo_u32 v2, s4, v1
	v_cmp_gt_u32_e64 s[4:5], s47, v0
	v_mul_hi_u32 v2, v1, v2
	v_add_u32_e32 v1, v1, v2
	v_mul_hi_u32 v2, v3, v1
	v_mul_lo_u32 v2, v2, s46
	v_sub_u32_e32 v2, v3, v2
	v_subrev_u32_e32 v3, s46, v2
	v_cmp_le_u32_e32 vcc, s46, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_subrev_u32_e32 v3, s46, v2
	v_cmp_le_u32_e32 vcc, s46, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc
	.loc	1 101 29                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:101:29
	v_cmp_ne_u32_e32 vcc, 0, v2
	.loc	1 101 35                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:101:35
	s_and_b64 s[4:5], vcc, s[4:5]
	;DEBUG_VALUE: global_prefixSum:buffer <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_2
.Ltmp60:
; %bb.1:
	;DEBUG_VALUE: global_prefixSum:globalIdx <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 102 53 is_stmt 1              ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:53
	v_mul_hi_u32 v1, v0, v1
.Ltmp61:
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:0:0
	s_load_dwordx2 s[4:5], s[34:35], 0x0
.Ltmp62:
	.loc	1 102 24                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:24
	v_mov_b32_e32 v2, 0
	.loc	1 102 53                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:53
	v_mul_lo_u32 v1, v1, s46
	.loc	1 102 24                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:24
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s5
	.loc	1 102 53                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:53
	v_sub_u32_e32 v1, v0, v1
	v_subrev_u32_e32 v3, s46, v1
	v_cmp_le_u32_e32 vcc, s46, v1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_u32_e32 v3, s46, v1
	v_cmp_le_u32_e32 vcc, s46, v1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	.loc	1 102 41                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:41
	v_xad_u32 v1, v1, -1, v0
	.loc	1 102 24                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:24
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32_e32 v3, vcc, s4, v1
	.loc	1 102 3                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
.Ltmp63:
	.loc	1 102 24                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:24
	v_addc_co_u32_e32 v4, vcc, v5, v2, vcc
	.loc	1 102 3                         ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:3
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	.loc	1 102 24                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:24
	global_load_dword v2, v[3:4], off
	.loc	1 102 21                        ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:102:21
	global_load_dword v5, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v5
	global_store_dword v[0:1], v2, off
.Ltmp64:
.LBB1_2:
	.loc	1 103 1 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl:103:1
	s_endpgm
.Ltmp65:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel global_prefixSum
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 72
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
		.amdhsa_next_free_sgpr 49
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
.Lfunc_end1:
	.size	global_prefixSum, .Lfunc_end1-global_prefixSum
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 712
; NumSgprs: 55
; NumVgprs: 42
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 55
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
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_group_idj
	.hidden	_Z7barrierj
	.file	2 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h" md5 0xfa1685a960bf69b8d0f8ccc506cbc0c7
	.section	.debug_loclists
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	6                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp8-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	173                             ; 2605
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp20-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	1                               ; 1
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	188                             ; 2620
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp32-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	189                             ; 2621
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	188                             ; 2620
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp37-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	189                             ; 2621
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	188                             ; 2620
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp53-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp54-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp55-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp56-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp59-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp63-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_list_header_end0:
	.section	.debug_abbrev
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	116                             ; DW_AT_rnglists_base
	.byte	23                              ; DW_FORM_sec_offset
	.ascii	"\214\001"                      ; DW_AT_loclists_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	122                             ; DW_AT_call_all_calls
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	54                              ; DW_AT_calling_convention
	.byte	11                              ; DW_FORM_data1
	.byte	63                              ; DW_AT_external
	.byte	25                              ; DW_FORM_flag_present
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	5                               ; DW_TAG_formal_parameter
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	2                               ; DW_AT_location
	.byte	34                              ; DW_FORM_loclistx
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	52                              ; DW_TAG_variable
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x19e DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0xe8 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	3                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0x8 DW_TAG_formal_parameter
	.byte	9                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	390                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3d:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	390                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x45:0x8 DW_TAG_formal_parameter
	.byte	12                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.long	399                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x4d:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.long	408                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x55:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	33                              ; DW_AT_decl_line
	.long	408                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5d:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	36                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x66:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	44                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x6f:0x8 DW_TAG_variable
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x77:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	35                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x7f:0x8 DW_TAG_variable
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	59                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x87:0x26 DW_TAG_lexical_block
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp27-.Ltmp16                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x8d:0x8 DW_TAG_variable
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	45                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x95:0x17 DW_TAG_lexical_block
	.byte	2                               ; DW_AT_low_pc
	.long	.Ltmp25-.Ltmp23                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0x9b:0x8 DW_TAG_variable
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	49                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xa3:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	50                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xad:0x23 DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	4                               ; Abbrev [4] 0xaf:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	60                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xb8:0x17 DW_TAG_lexical_block
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp42-.Ltmp39                 ; DW_AT_high_pc
	.byte	5                               ; Abbrev [5] 0xbe:0x8 DW_TAG_variable
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	67                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0xc6:0x8 DW_TAG_variable
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	68                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0xd0:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	4                               ; DW_AT_call_return_pc
	.byte	8                               ; Abbrev [8] 0xdb:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	5                               ; DW_AT_call_return_pc
	.byte	8                               ; Abbrev [8] 0xe6:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	6                               ; DW_AT_call_return_pc
	.byte	8                               ; Abbrev [8] 0xf1:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	7                               ; DW_AT_call_return_pc
	.byte	8                               ; Abbrev [8] 0xfc:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	8                               ; DW_AT_call_return_pc
	.byte	8                               ; Abbrev [8] 0x107:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	9                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x113:0x6f DW_TAG_subprogram
	.byte	10                              ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	4                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	89                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x11d:0x8 DW_TAG_formal_parameter
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	89                              ; DW_AT_decl_line
	.long	390                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x125:0x8 DW_TAG_formal_parameter
	.byte	7                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	90                              ; DW_AT_decl_line
	.long	408                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x12d:0x8 DW_TAG_formal_parameter
	.byte	13                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	91                              ; DW_AT_decl_line
	.long	408                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x135:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	95                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x13e:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	97                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x147:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	100                             ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x150:0x8 DW_TAG_variable
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	92                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x158:0x8 DW_TAG_variable
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	93                              ; DW_AT_decl_line
	.long	386                             ; DW_AT_type
	.byte	8                               ; Abbrev [8] 0x160:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	11                              ; DW_AT_call_return_pc
	.byte	8                               ; Abbrev [8] 0x16b:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	12                              ; DW_AT_call_return_pc
	.byte	8                               ; Abbrev [8] 0x176:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	13                              ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	9                               ; Abbrev [9] 0x182:0x4 DW_TAG_base_type
	.byte	6                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	10                              ; Abbrev [10] 0x186:0x5 DW_TAG_pointer_type
	.long	395                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x18b:0x4 DW_TAG_base_type
	.byte	10                              ; DW_AT_name
	.byte	4                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	11                              ; Abbrev [11] 0x18f:0x9 DW_TAG_pointer_type
	.long	395                             ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	12                              ; Abbrev [12] 0x198:0x5 DW_TAG_const_type
	.long	413                             ; DW_AT_type
	.byte	13                              ; Abbrev [13] 0x19d:0x8 DW_TAG_typedef
	.long	421                             ; DW_AT_type
	.byte	15                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.byte	9                               ; Abbrev [9] 0x1a5:0x4 DW_TAG_base_type
	.byte	14                              ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_rnglists
	.long	.Ldebug_list_header_end1-.Ldebug_list_header_start1 ; Length
.Ldebug_list_header_start1:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	1                               ; Offset entry count
.Lrnglists_table_base0:
	.long	.Ldebug_ranges0-.Lrnglists_table_base0
.Ldebug_ranges0:
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp31-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp42-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets
	.long	112                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"/ext/xianggong+cl_kernel_compilation/kernel-src/PrefixSum_Kernels.cl" ; string offset=28
.Linfo_string2:
	.asciz	"/ext"                          ; string offset=97
.Linfo_string3:
	.asciz	"group_prefixSum"               ; string offset=102
.Linfo_string4:
	.asciz	"global_prefixSum"              ; string offset=118
.Linfo_string5:
	.asciz	"globalIdx"                     ; string offset=135
.Linfo_string6:
	.asciz	"int"                           ; string offset=145
.Linfo_string7:
	.asciz	"offset"                        ; string offset=149
.Linfo_string8:
	.asciz	"d"                             ; string offset=156
.Linfo_string9:
	.asciz	"output"                        ; string offset=158
.Linfo_string10:
	.asciz	"float"                         ; string offset=165
.Linfo_string11:
	.asciz	"input"                         ; string offset=171
.Linfo_string12:
	.asciz	"block"                         ; string offset=177
.Linfo_string13:
	.asciz	"length"                        ; string offset=183
.Linfo_string14:
	.asciz	"unsigned int"                  ; string offset=190
.Linfo_string15:
	.asciz	"uint"                          ; string offset=203
.Linfo_string16:
	.asciz	"idxOffset"                     ; string offset=208
.Linfo_string17:
	.asciz	"localId"                       ; string offset=218
.Linfo_string18:
	.asciz	"localSize"                     ; string offset=226
.Linfo_string19:
	.asciz	"l"                             ; string offset=236
.Linfo_string20:
	.asciz	"ai"                            ; string offset=238
.Linfo_string21:
	.asciz	"bi"                            ; string offset=241
.Linfo_string22:
	.asciz	"maxThread"                     ; string offset=244
.Linfo_string23:
	.asciz	"sortedLocalBlocks"             ; string offset=254
.Linfo_string24:
	.asciz	"gidToUnsortedBlocks"           ; string offset=272
.Linfo_string25:
	.asciz	"buffer"                        ; string offset=292
.Linfo_string26:
	.asciz	"groupIdx"                      ; string offset=299
	.section	.debug_str_offsets
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.long	.Linfo_string6
	.long	.Linfo_string7
	.long	.Linfo_string8
	.long	.Linfo_string9
	.long	.Linfo_string10
	.long	.Linfo_string11
	.long	.Linfo_string12
	.long	.Linfo_string13
	.long	.Linfo_string14
	.long	.Linfo_string15
	.long	.Linfo_string16
	.long	.Linfo_string17
	.long	.Linfo_string18
	.long	.Linfo_string19
	.long	.Linfo_string20
	.long	.Linfo_string21
	.long	.Linfo_string22
	.long	.Linfo_string23
	.long	.Linfo_string24
	.long	.Linfo_string25
	.long	.Linfo_string26
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp16
	.quad	.Ltmp23
	.quad	.Ltmp39
	.quad	.Ltmp1
	.quad	.Ltmp3
	.quad	.Ltmp5
	.quad	.Ltmp22
	.quad	.Ltmp38
	.quad	.Ltmp43
	.quad	.Lfunc_begin1
	.quad	.Ltmp50
	.quad	.Ltmp52
	.quad	.Ltmp57
.Ldebug_addr_end0:
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
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'float*'
        .value_kind:     dynamic_shared_pointer
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           group_prefixSum
    .private_segment_fixed_size: 16384
    .sgpr_count:     63
    .sgpr_spill_count: 0
    .symbol:         group_prefixSum.kd
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         64
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           global_prefixSum
    .private_segment_fixed_size: 16384
    .sgpr_count:     55
    .sgpr_spill_count: 0
    .symbol:         global_prefixSum.kd
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
	.section	.debug_line
.Lline_table_start0:
