	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
.Lfunc_begin0:
	.file	1 "/ext" "xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl"
	.loc	1 35 0                          ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:35:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
.Ltmp0:
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:0:0
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dword s52, s[8:9], 0x10
	;DEBUG_VALUE: reduce:input <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: reduce:sdata <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v42, v1
	v_mov_b32_e32 v43, v0
	.loc	1 37 24 prologue_end is_stmt 1  ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:37:24
	s_add_u32 s44, s36, 24
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s33, s16
	s_addc_u32 s45, s37, 0
	v_or3_b32 v46, v43, v1, v0
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp1:
	v_mov_b32_e32 v44, v0
.Ltmp2:
	;DEBUG_VALUE: reduce:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 38 24                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:38:24
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp3:
	v_mov_b32_e32 v40, v0
.Ltmp4:
	;DEBUG_VALUE: reduce:bid <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 39 24                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:39:24
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp5:
	v_mov_b32_e32 v47, v0
.Ltmp6:
	;DEBUG_VALUE: reduce:gid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 41 30                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:41:30
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.Ltmp7:
	v_mov_b32_e32 v45, v0
.Ltmp8:
	;DEBUG_VALUE: reduce:localSize <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 42 31                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:42:31
	v_lshlrev_b32_e32 v0, 1, v47
.Ltmp9:
	;DEBUG_VALUE: reduce:stride <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 43 18                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:18
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 4, v[0:1]
.Ltmp10:
	v_mov_b32_e32 v2, s49
	v_add_co_u32_e32 v8, vcc, s48, v0
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[8:9], off offset:16
	.loc	1 43 5 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:5
	v_lshl_add_u32 v47, v44, 4, s52
	.loc	1 45 5 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:45:5
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[44:45]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	.loc	1 43 32                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v7, v3
	v_add_u32_e32 v2, v6, v2
	v_add_u32_e32 v1, v5, v1
	v_add_u32_e32 v0, v4, v0
	.loc	1 43 16 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:43:16
	ds_write_b128 v47, v[0:3]
	.loc	1 45 5 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:45:5
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
.Ltmp11:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr45
	.loc	1 47 44                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:44
	v_cmp_lt_u32_e32 vcc, 1, v45
	;DEBUG_VALUE: reduce:output <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[44:45], vcc
	s_cbranch_execz .LBB0_5
.Ltmp12:
; %bb.1:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr45
	;DEBUG_VALUE: reduce:localSize <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr45
	.loc	1 0 44 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:0:44
	s_mov_b64 s[48:49], 0
	s_branch .LBB0_3
.Ltmp13:
.LBB0_2:                                ;   in Loop: Header=BB0_3 Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr45
	s_or_b64 exec, exec, s[4:5]
.Ltmp14:
	.loc	1 53 9 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:53:9
	s_add_u32 s8, s36, 24
	v_lshlrev_b32_e32 v0, 20, v41
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s9, s37, 0
	v_or3_b32 v31, v43, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
.Ltmp15:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr46
	.loc	1 47 44                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:47:44
	v_cmp_gt_u32_e32 vcc, 4, v45
	s_or_b64 s[48:49], vcc, s[48:49]
	v_mov_b32_e32 v45, v46
.Ltmp16:
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr45
	.loc	1 0 44 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:0:44
	s_andn2_b64 exec, exec, s[48:49]
	s_cbranch_execz .LBB0_5
.Ltmp17:
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr45
	v_lshrrev_b32_e32 v46, 1, v45
.Ltmp18:
	.loc	1 49 16 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:49:16
	v_cmp_gt_u32_e32 vcc, v46, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
.Ltmp19:
; %bb.4:                                ;   in Loop: Header=BB0_3 Depth=1
	;DEBUG_VALUE: s <- [DW_OP_constu 1, DW_OP_shr, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr45
	.loc	1 51 27                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:27
	v_lshl_add_u32 v0, v46, 4, v47
	ds_read_b128 v[0:3], v0
	.loc	1 51 24 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:51:24
	ds_read_b128 v[4:7], v47
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v3, v7, v3
	v_add_u32_e32 v2, v6, v2
	v_add_u32_e32 v1, v5, v1
	v_add_u32_e32 v0, v4, v0
	ds_write_b128 v47, v[0:3]
	s_branch .LBB0_2
.Ltmp20:
.LBB0_5:
	.loc	1 0 24                          ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:0:24
	s_or_b64 exec, exec, s[44:45]
.Ltmp21:
	;DEBUG_VALUE: reduce:bid <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 57 12 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:12
	v_cmp_eq_u32_e32 vcc, 0, v44
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_7
.Ltmp22:
; %bb.6:
	.loc	1 57 32 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:32
	v_mov_b32_e32 v0, s52
	.loc	1 57 18                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:18
	v_mov_b32_e32 v41, 0
	.loc	1 57 32                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:32
	ds_read_b128 v[0:3], v0
	.loc	1 57 18                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:18
	v_lshlrev_b64 v[4:5], 4, v[40:41]
	v_mov_b32_e32 v6, s51
	v_add_co_u32_e32 v4, vcc, s50, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	.loc	1 57 30                         ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:57:30
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[4:5], v[0:3], off
.Ltmp23:
.LBB0_7:
	.loc	1 58 1 is_stmt 1                ; xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl:58:1
	s_endpgm
.Ltmp24:
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel reduce
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 53
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
	.size	reduce, .Lfunc_end0-reduce
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 684
; NumSgprs: 59
; NumVgprs: 48
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 59
; NumVGPRsForWavesPerEU: 48
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
	.hidden	_Z13get_global_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.file	2 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h"
	.section	.debug_loc
.Ldebug_loc0:
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	173                             ; 2605
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc1:
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.short	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.quad	0
	.quad	0
.Ldebug_loc2:
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.short	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	173                             ; 2605
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.short	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	174                             ; 2606
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.short	10                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	173                             ; 2605
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	37                              ; DW_OP_shr
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.quad	0
	.quad	0
	.section	.debug_abbrev
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.ascii	"\227B"                         ; DW_AT_GNU_all_call_sites
	.byte	25                              ; DW_FORM_flag_present
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
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
	.byte	14                              ; DW_FORM_strp
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
	.byte	23                              ; DW_FORM_sec_offset
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
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
	.byte	14                              ; DW_FORM_strp
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
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	7                               ; Abbreviation Code
	.ascii	"\211\202\001"                  ; DW_TAG_GNU_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\223B"                         ; DW_AT_GNU_call_site_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	9                               ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	10                              ; Abbreviation Code
	.byte	22                              ; DW_TAG_typedef
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	58                              ; DW_AT_decl_file
	.byte	11                              ; DW_FORM_data1
	.byte	59                              ; DW_AT_decl_line
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	11                              ; Abbreviation Code
	.byte	1                               ; DW_TAG_array_type
	.byte	1                               ; DW_CHILDREN_yes
	.ascii	"\207B"                         ; DW_AT_GNU_vector
	.byte	25                              ; DW_FORM_flag_present
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	12                              ; Abbreviation Code
	.byte	33                              ; DW_TAG_subrange_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	55                              ; DW_AT_count
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	13                              ; Abbreviation Code
	.byte	36                              ; DW_TAG_base_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	15                              ; DW_TAG_pointer_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
	.byte	51                              ; DW_AT_address_class
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x15d DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0xfe DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_GNU_all_call_sites
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x3e:0xb DW_TAG_formal_parameter
	.long	.Linfo_string8                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	303                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x49:0xb DW_TAG_formal_parameter
	.long	.Linfo_string12                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	303                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x54:0xb DW_TAG_formal_parameter
	.long	.Linfo_string13                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	350                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5f:0xf DW_TAG_variable
	.long	.Ldebug_loc0                    ; DW_AT_location
	.long	.Linfo_string4                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	41                              ; DW_AT_decl_line
	.long	296                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x6e:0xf DW_TAG_variable
	.long	.Ldebug_loc1                    ; DW_AT_location
	.long	.Linfo_string6                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	42                              ; DW_AT_decl_line
	.long	296                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x7d:0xb DW_TAG_variable
	.long	.Linfo_string14                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	296                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x88:0xb DW_TAG_variable
	.long	.Linfo_string15                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	296                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x93:0xb DW_TAG_variable
	.long	.Linfo_string16                 ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	39                              ; DW_AT_decl_line
	.long	296                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x9e:0x1d DW_TAG_lexical_block
	.quad	.Ltmp11                         ; DW_AT_low_pc
	.long	.Ltmp20-.Ltmp11                 ; DW_AT_high_pc
	.byte	4                               ; Abbrev [4] 0xab:0xf DW_TAG_variable
	.long	.Ldebug_loc2                    ; DW_AT_location
	.long	.Linfo_string7                  ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	47                              ; DW_AT_decl_line
	.long	296                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	7                               ; Abbrev [7] 0xbb:0x12 DW_TAG_GNU_call_site
	.byte	8                               ; DW_AT_GNU_call_site_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.quad	.Ltmp1                          ; DW_AT_low_pc
	.byte	7                               ; Abbrev [7] 0xcd:0x12 DW_TAG_GNU_call_site
	.byte	8                               ; DW_AT_GNU_call_site_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.quad	.Ltmp3                          ; DW_AT_low_pc
	.byte	7                               ; Abbrev [7] 0xdf:0x12 DW_TAG_GNU_call_site
	.byte	8                               ; DW_AT_GNU_call_site_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.quad	.Ltmp5                          ; DW_AT_low_pc
	.byte	7                               ; Abbrev [7] 0xf1:0x12 DW_TAG_GNU_call_site
	.byte	8                               ; DW_AT_GNU_call_site_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.quad	.Ltmp7                          ; DW_AT_low_pc
	.byte	7                               ; Abbrev [7] 0x103:0x12 DW_TAG_GNU_call_site
	.byte	8                               ; DW_AT_GNU_call_site_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.quad	.Ltmp11                         ; DW_AT_low_pc
	.byte	7                               ; Abbrev [7] 0x115:0x12 DW_TAG_GNU_call_site
	.byte	8                               ; DW_AT_GNU_call_site_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.quad	.Ltmp15                         ; DW_AT_low_pc
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x128:0x7 DW_TAG_base_type
	.long	.Linfo_string5                  ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x12f:0x5 DW_TAG_pointer_type
	.long	308                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x134:0xb DW_TAG_typedef
	.long	319                             ; DW_AT_type
	.long	.Linfo_string11                 ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	163                             ; DW_AT_decl_line
	.byte	11                              ; Abbrev [11] 0x13f:0xd DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.byte	16                              ; DW_AT_byte_size
	.long	332                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x145:0x6 DW_TAG_subrange_type
	.long	343                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x14c:0xb DW_TAG_typedef
	.long	296                             ; DW_AT_type
	.long	.Linfo_string9                  ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.byte	13                              ; Abbrev [13] 0x157:0x7 DW_TAG_base_type
	.long	.Linfo_string10                 ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	14                              ; Abbrev [14] 0x15e:0x9 DW_TAG_pointer_type
	.long	308                             ; DW_AT_type
	.long	2                               ; DW_AT_address_class
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"/ext/xianggong+cl_kernel_compilation/kernel-src/Reduction_Kernels.cl" ; string offset=28
.Linfo_string2:
	.asciz	"/ext"                          ; string offset=97
.Linfo_string3:
	.asciz	"reduce"                        ; string offset=102
.Linfo_string4:
	.asciz	"localSize"                     ; string offset=109
.Linfo_string5:
	.asciz	"unsigned int"                  ; string offset=119
.Linfo_string6:
	.asciz	"stride"                        ; string offset=132
.Linfo_string7:
	.asciz	"s"                             ; string offset=139
.Linfo_string8:
	.asciz	"input"                         ; string offset=141
.Linfo_string9:
	.asciz	"uint"                          ; string offset=147
.Linfo_string10:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=152
.Linfo_string11:
	.asciz	"uint4"                         ; string offset=172
.Linfo_string12:
	.asciz	"output"                        ; string offset=178
.Linfo_string13:
	.asciz	"sdata"                         ; string offset=185
.Linfo_string14:
	.asciz	"tid"                           ; string offset=191
.Linfo_string15:
	.asciz	"bid"                           ; string offset=195
.Linfo_string16:
	.asciz	"gid"                           ; string offset=199
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
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  local
        .offset:         16
        .pointee_align:  1
        .size:           4
        .type_name:      'uint4*'
        .value_kind:     dynamic_shared_pointer
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
    .name:           reduce
    .private_segment_fixed_size: 16384
    .sgpr_count:     59
    .sgpr_spill_count: 0
    .symbol:         reduce.kd
    .vgpr_count:     48
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
