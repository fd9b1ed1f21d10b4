	.text
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 9,0,2,"AMD","AMDGPU"
	.protected	binarySearch            ; -- Begin function binarySearch
	.globl	binarySearch
	.p2align	8
	.type	binarySearch,@function
	.amdgpu_hsa_kernel binarySearch
binarySearch:                           ; @binarySearch
.Lfunc_begin0:
	.file	0 "/ext" "/ext/xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl" md5 0x701318742b3a9669cb3bfa122675e99f
	.file	1 "xianggong+cl_kernel_compilation/kernel-src" "BinarySearch_Kernels.cl" md5 0x701318742b3a9669cb3bfa122675e99f
	.loc	1 33 0                          ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:33:0
	.cfi_sections .debug_frame
	.cfi_startproc
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 9
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 2
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 7
		granulated_wavefront_sgpr_count = 6
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 1
		user_sgpr_count = 14
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 1
		enable_sgpr_workgroup_id_z = 1
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 2
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 1
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 1
		enable_sgpr_flat_scratch_init = 1
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 1
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 16384
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 88
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 50
		workitem_vgpr_count = 32
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
.Ltmp0:
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:0
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_load_dwordx4 s[40:43], s[8:9], 0x10
	;DEBUG_VALUE: binarySearch:subdivSize <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch:globalLowerIndex <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch:findMe <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch:sortedArray <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	.loc	1 34 24 prologue_end is_stmt 1  ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:34:24
	s_add_u32 s8, s8, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s9, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
.Ltmp1:
	;DEBUG_VALUE: binarySearch:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 37 56                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:37:56
	v_mul_lo_u32 v1, v0, s40
	.loc	1 37 21 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:37:21
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, s39
	.loc	1 37 50                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:37:50
	v_add_u32_e32 v2, s41, v1
	.loc	1 37 21                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:37:21
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s38, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
.Ltmp2:
	;DEBUG_VALUE: binarySearch:elementUpper <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch:elementLower <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	1 41 23 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:41:23
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, s42, v2
	;DEBUG_VALUE: binarySearch:outputArray <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
.Ltmp3:
; %bb.1:
	;DEBUG_VALUE: binarySearch:elementLower <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: binarySearch:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 38 50                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:38:50
	s_add_i32 s4, s41, s40
	.loc	1 38 75 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:38:75
	v_add3_u32 v1, s4, -1, v1
	.loc	1 38 21                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:38:21
	v_mov_b32_e32 v2, 0
.Ltmp4:
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_mov_b32_e32 v3, s39
	v_add_co_u32_e32 v1, vcc, s38, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	global_load_dword v1, v[1:2], off
.Ltmp5:
	;DEBUG_VALUE: binarySearch:elementUpper <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	.loc	1 41 50 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:41:50
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, s42, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_3
.Ltmp6:
; %bb.2:
	;DEBUG_VALUE: binarySearch:elementUpper <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr1
	;DEBUG_VALUE: binarySearch:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 52 26                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:52:26
	s_load_dwordx4 s[4:7], s[36:37], 0x0
	s_mov_b32 s8, 1
.Ltmp7:
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:0
	v_mov_b32_e32 v5, 0
.Ltmp8:
	.loc	1 53 26 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:53:26
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
.Ltmp9:
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v2, s5
	v_mov_b32_e32 v3, s6
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v4, s8
	global_store_dwordx4 v5, v[1:4], s[36:37]
.Ltmp10:
.LBB0_3:
	;DEBUG_VALUE: binarySearch:tid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 56 1                          ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:56:1
	s_endpgm
.Ltmp11:
.Lfunc_end0:
	.size	binarySearch, .Lfunc_end0-binarySearch
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 268
; NumSgprs: 50
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	binarySearch_mulkeys    ; -- Begin function binarySearch_mulkeys
	.globl	binarySearch_mulkeys
	.p2align	8
	.type	binarySearch_mulkeys,@function
	.amdgpu_hsa_kernel binarySearch_mulkeys
binarySearch_mulkeys:                   ; @binarySearch_mulkeys
.Lfunc_begin1:
	.loc	1 63 0                          ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:63:0
	.cfi_startproc
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 9
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 2
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 7
		granulated_wavefront_sgpr_count = 5
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 1
		user_sgpr_count = 14
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 1
		enable_sgpr_workgroup_id_z = 1
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 2
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 1
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 1
		enable_sgpr_flat_scratch_init = 1
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 1
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 16384
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 88
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 42
		workitem_vgpr_count = 32
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
.Ltmp12:
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:0
	s_load_dword s33, s[8:9], 0x10
	;DEBUG_VALUE: binarySearch_mulkeys:output <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch_mulkeys:keys <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch_mulkeys:numKeys <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	.loc	1 64 15 prologue_end is_stmt 1  ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:64:15
	s_add_u32 s8, s34, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
.Ltmp13:
	;DEBUG_VALUE: i <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] 0
	;DEBUG_VALUE: binarySearch_mulkeys:uBound <- [DW_OP_constu 255, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	;DEBUG_VALUE: binarySearch_mulkeys:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch_mulkeys:gid <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 70 22                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:70:22
	s_cmp_eq_u32 s33, 0
	;DEBUG_VALUE: binarySearch_mulkeys:input <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_cbranch_scc1 .LBB1_6
.Ltmp14:
; %bb.1:
	;DEBUG_VALUE: binarySearch_mulkeys:gid <- [DW_OP_LLVM_convert 64 7, DW_OP_LLVM_convert 32 7, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:0
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	s_load_dwordx2 s[8:9], s[34:35], 0x18
	.loc	1 65 22 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:65:22
	v_lshlrev_b32_e32 v0, 8, v0
.Ltmp15:
	;DEBUG_VALUE: binarySearch_mulkeys:uBound <- [DW_OP_constu 255, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	.loc	1 0 22 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:22
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e32 v1, vcc, s6, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	v_mov_b32_e32 v3, 0
	s_branch .LBB1_3
.Ltmp16:
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	;DEBUG_VALUE: binarySearch_mulkeys:uBound <- [DW_OP_constu 255, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	s_or_b64 exec, exec, s[6:7]
.Ltmp17:
	;DEBUG_VALUE: i <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 18446744073709551615, DW_OP_div, DW_OP_consts 1, DW_OP_plus, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 70 22 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:70:22
	s_add_i32 s33, s33, -1
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB1_6
.Ltmp18:
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: binarySearch_mulkeys:uBound <- [DW_OP_constu 255, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	;DEBUG_VALUE: i <- [DW_OP_LLVM_arg 0, DW_OP_LLVM_arg 0, DW_OP_minus, DW_OP_consts 18446744073709551615, DW_OP_div, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] undef
	.loc	1 73 12                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:73:12
	global_load_dword v4, v3, s[4:5]
	.loc	1 73 23 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:73:23
	global_load_dword v5, v[1:2], off
	.loc	1 73 20                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:73:20
	s_waitcnt vmcnt(0)
	v_cmp_ge_u32_e32 vcc, v4, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_2
.Ltmp19:
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	;DEBUG_VALUE: binarySearch_mulkeys:uBound <- [DW_OP_constu 255, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	.loc	1 73 50                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:73:50
	global_load_dword v5, v[1:2], off offset:1020
	.loc	1 73 48                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:73:48
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v4, v5
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_2
.Ltmp20:
; %bb.5:                                ;   in Loop: Header=BB1_3 Depth=1
	;DEBUG_VALUE: binarySearch_mulkeys:uBound <- [DW_OP_constu 255, DW_OP_or, DW_OP_constu 1, DW_OP_swap, DW_OP_xderef, DW_OP_stack_value] $vgpr0
	.loc	1 74 22 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:74:22
	global_store_dword v3, v0, s[8:9]
	s_branch .LBB1_2
.Ltmp21:
.LBB1_6:
	.loc	1 78 1                          ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:78:1
	s_endpgm
.Ltmp22:
.Lfunc_end1:
	.size	binarySearch_mulkeys, .Lfunc_end1-binarySearch_mulkeys
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 256
; NumSgprs: 42
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	binarySearch_mulkeysConcurrent ; -- Begin function binarySearch_mulkeysConcurrent
	.globl	binarySearch_mulkeysConcurrent
	.p2align	8
	.type	binarySearch_mulkeysConcurrent,@function
	.amdgpu_hsa_kernel binarySearch_mulkeysConcurrent
binarySearch_mulkeysConcurrent:         ; @binarySearch_mulkeysConcurrent
.Lfunc_begin2:
	.loc	1 87 0                          ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:87:0
	.cfi_startproc
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 9
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 2
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 7
		granulated_wavefront_sgpr_count = 5
		priority = 0
		float_mode = 240
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 1
		user_sgpr_count = 14
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 1
		enable_sgpr_workgroup_id_z = 1
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 2
		enable_exception_msb = 0
		granulated_lds_size = 0
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 1
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 1
		enable_sgpr_flat_scratch_init = 1
		enable_sgpr_private_segment_size = 0
		enable_sgpr_grid_workgroup_count_x = 0
		enable_sgpr_grid_workgroup_count_y = 0
		enable_sgpr_grid_workgroup_count_z = 0
		enable_wavefront_size32 = 0
		enable_ordered_append_gds = 0
		private_element_size = 1
		is_ptr64 = 1
		is_dynamic_callstack = 1
		is_debug_enabled = 0
		is_xnack_enabled = 0
		workitem_private_segment_byte_size = 16384
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 88
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 44
		workitem_vgpr_count = 32
		reserved_vgpr_first = 0
		reserved_vgpr_count = 0
		reserved_sgpr_first = 0
		reserved_sgpr_count = 0
		debug_wavefront_private_segment_offset_sgpr = 0
		debug_private_segment_buffer_sgpr = 0
		kernarg_segment_alignment = 4
		group_segment_alignment = 4
		private_segment_alignment = 4
		wavefront_size = 6
		call_convention = -1
		runtime_loader_kernel_symbol = 0
	.end_amd_kernel_code_t
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
.Ltmp23:
	.loc	1 0 0 is_stmt 0                 ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:0
	s_load_dwordx2 s[36:37], s[8:9], 0x10
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:numSubdivisions <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:input <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:output <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	.loc	1 88 19 prologue_end is_stmt 1  ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:88:19
	s_add_u32 s8, s34, 32
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
.Ltmp24:
	v_mov_b32_e32 v2, v0
	.loc	1 90 39                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:90:39
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:inputSize <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:keys <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 88 38                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:88:38
	s_mov_b32 s6, s37
                                        ; implicit-def: $vgpr3_vgpr4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[8:9], exec, s[4:5]
	s_cbranch_execz .LBB2_2
.Ltmp25:
; %bb.1:
	.loc	1 90 39                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:90:39
	v_cvt_f32_u32_e32 v0, s6
	v_mov_b32_e32 v3, 0x4f800000
	s_sub_u32 s4, 0, s6
	s_subb_u32 s5, 0, 0
	v_mac_f32_e32 v0, 0, v3
	v_rcp_f32_e32 v0, v0
	v_mov_b32_e32 v7, 0
	v_mul_f32_e32 v0, 0x5f7ffffc, v0
	v_mul_f32_e32 v3, 0x2f800000, v0
	v_trunc_f32_e32 v3, v3
	v_mac_f32_e32 v0, 0xcf800000, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v4, s4, v3
	v_mul_hi_u32 v5, s4, v0
	v_mul_lo_u32 v8, s5, v0
	v_mul_lo_u32 v6, s4, v0
	v_add_u32_e32 v4, v5, v4
	v_add_u32_e32 v4, v4, v8
	v_mul_hi_u32 v5, v0, v6
	v_mul_lo_u32 v8, v0, v4
	v_mul_hi_u32 v10, v0, v4
	v_mul_lo_u32 v9, v3, v6
	v_mul_hi_u32 v6, v3, v6
	v_mul_hi_u32 v11, v3, v4
	v_add_co_u32_e32 v5, vcc, v5, v8
	v_addc_co_u32_e32 v8, vcc, 0, v10, vcc
	v_mul_lo_u32 v4, v3, v4
	v_add_co_u32_e32 v5, vcc, v5, v9
	v_addc_co_u32_e32 v5, vcc, v8, v6, vcc
	v_addc_co_u32_e32 v6, vcc, v11, v7, vcc
	v_add_co_u32_e32 v4, vcc, v5, v4
	v_addc_co_u32_e32 v5, vcc, 0, v6, vcc
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_mul_lo_u32 v4, s4, v3
	v_mul_hi_u32 v5, s4, v0
	v_mul_lo_u32 v6, s5, v0
	v_mul_lo_u32 v8, s4, v0
	v_add_u32_e32 v4, v5, v4
	v_add_u32_e32 v4, v4, v6
	v_mul_lo_u32 v9, v0, v4
	v_mul_hi_u32 v10, v0, v8
	v_mul_hi_u32 v11, v0, v4
	v_mul_hi_u32 v6, v3, v8
	v_mul_lo_u32 v8, v3, v8
	v_mul_hi_u32 v5, v3, v4
	v_add_co_u32_e32 v9, vcc, v10, v9
	v_addc_co_u32_e32 v10, vcc, 0, v11, vcc
	v_mul_lo_u32 v4, v3, v4
	v_add_co_u32_e32 v8, vcc, v9, v8
	v_addc_co_u32_e32 v6, vcc, v10, v6, vcc
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	v_add_co_u32_e32 v4, vcc, v6, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	v_mad_u64_u32 v[3:4], s[4:5], v2, v5, 0
	v_mul_hi_u32 v6, v2, v0
	v_add_co_u32_e32 v8, vcc, v6, v3
	v_addc_co_u32_e32 v9, vcc, 0, v4, vcc
	v_mad_u64_u32 v[3:4], s[4:5], v1, v0, 0
	v_mad_u64_u32 v[5:6], s[4:5], v1, v5, 0
	v_add_co_u32_e32 v0, vcc, v8, v3
	v_addc_co_u32_e32 v0, vcc, v9, v4, vcc
	v_addc_co_u32_e32 v3, vcc, v6, v7, vcc
	v_add_co_u32_e32 v0, vcc, v0, v5
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	v_mul_lo_u32 v6, s6, v5
	v_mad_u64_u32 v[3:4], s[4:5], s6, v0, 0
	v_add_u32_e32 v4, v4, v6
	v_sub_co_u32_e32 v3, vcc, v2, v3
	v_subb_co_u32_e32 v1, vcc, v1, v4, vcc
	v_subrev_co_u32_e32 v4, vcc, s6, v3
	v_subbrev_co_u32_e32 v6, vcc, 0, v1, vcc
	v_cmp_le_u32_e32 vcc, s6, v4
	v_cndmask_b32_e64 v4, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_cndmask_b32_e32 v4, -1, v4, vcc
	v_add_co_u32_e32 v6, vcc, 2, v0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_add_co_u32_e32 v8, vcc, 1, v0
	v_cmp_le_u32_e64 s[4:5], s6, v3
	v_addc_co_u32_e32 v9, vcc, 0, v5, vcc
	v_cndmask_b32_e64 v3, 0, -1, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 0, v1
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_cndmask_b32_e64 v1, -1, v3, s[4:5]
	v_cndmask_b32_e32 v4, v9, v7, vcc
	v_cmp_ne_u32_e64 s[4:5], 0, v1
	v_cndmask_b32_e32 v1, v8, v6, vcc
	v_cndmask_b32_e64 v4, v5, v4, s[4:5]
	v_cndmask_b32_e64 v3, v0, v1, s[4:5]
.LBB2_2:
	.loc	1 0 39 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:39
	s_or_saveexec_b64 s[4:5], s[8:9]
.Ltmp26:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:output <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_4
.Ltmp27:
; %bb.3:
	.loc	1 90 39                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:90:39
	v_cvt_f32_u32_e32 v0, s6
	s_sub_i32 s7, 0, s6
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s7, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, v2, v0
	v_mul_lo_u32 v1, v0, s6
	v_add_u32_e32 v3, 1, v0
	v_sub_u32_e32 v1, v2, v1
	v_subrev_u32_e32 v4, s6, v1
	v_cmp_le_u32_e32 vcc, s6, v1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_add_u32_e32 v3, 1, v0
	v_cmp_le_u32_e32 vcc, s6, v1
	v_cndmask_b32_e32 v3, v0, v3, vcc
	v_mov_b32_e32 v4, 0
.LBB2_4:
	.loc	1 0 39                          ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:39
	s_or_b64 exec, exec, s[4:5]
.Ltmp28:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:output <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 88 68 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:88:68
	v_cvt_f32_u32_e32 v0, s6
	s_sub_i32 s4, 0, s6
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v1, s4, v0
	v_mul_hi_u32 v1, v0, v1
	v_add_u32_e32 v0, v0, v1
	v_mul_hi_u32 v0, s36, v0
	v_mul_lo_u32 v1, v3, s6
	v_mul_lo_u32 v5, v0, s6
	v_sub_u32_e32 v1, v2, v1
	v_add_u32_e32 v2, 1, v0
	v_sub_u32_e32 v5, s36, v5
	v_cmp_le_u32_e32 vcc, s6, v5
	v_cndmask_b32_e32 v0, v0, v2, vcc
	v_subrev_u32_e32 v2, s6, v5
	v_cndmask_b32_e32 v2, v5, v2, vcc
	v_add_u32_e32 v5, 1, v0
	v_cmp_le_u32_e32 vcc, s6, v2
	v_cndmask_b32_e32 v0, v0, v5, vcc
	.loc	1 88 18 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:88:18
	v_mul_lo_u32 v2, v0, v1
.Ltmp29:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	1 89 25 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:89:25
	v_add_u32_e32 v5, v2, v0
.Ltmp30:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:myKey <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	1 92 18                         ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:92:18
	v_cmp_ge_i32_e32 vcc, v5, v2
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_11
.Ltmp31:
; %bb.5:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	1 0 18 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:18
	s_load_dwordx4 s[4:7], s[34:35], 0x0
	.loc	1 90 17 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:90:17
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	s_mov_b64 s[8:9], 0
                                        ; implicit-def: $sgpr10_sgpr11
                                        ; implicit-def: $sgpr14_sgpr15
                                        ; implicit-def: $sgpr12_sgpr13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, s5
	v_add_co_u32_e32 v0, vcc, s4, v0
	v_addc_co_u32_e32 v1, vcc, v6, v1, vcc
	global_load_dword v6, v[0:1], off
	s_load_dwordx2 s[4:5], s[34:35], 0x18
.Ltmp32:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:output <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] undef
	.loc	1 0 17 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:17
	s_branch .LBB2_7
.Ltmp33:
.LBB2_6:                                ;   in Loop: Header=BB2_7 Depth=1
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:mid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[16:17], exec, s[14:15]
	s_or_b64 s[8:9], s[16:17], s[8:9]
	s_andn2_b64 s[10:11], s[10:11], exec
	s_and_b64 s[16:17], s[12:13], exec
	s_or_b64 s[10:11], s[10:11], s[16:17]
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_9
.Ltmp34:
.LBB2_7:                                ; =>This Inner Loop Header: Depth=1
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	1 94 23 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:94:23
	v_add_u32_e32 v0, v2, v5
	.loc	1 94 33 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:94:33
	v_lshrrev_b32_e32 v1, 31, v0
	v_add_u32_e32 v0, v0, v1
	v_ashrrev_i32_e32 v0, 1, v0
.Ltmp35:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:mid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	.loc	1 95 12 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:95:12
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[7:8], 2, v[0:1]
	v_mov_b32_e32 v1, s7
	v_add_co_u32_e32 v7, vcc, s6, v7
	v_addc_co_u32_e32 v8, vcc, v1, v8, vcc
	global_load_dword v1, v[7:8], off
	s_or_b64 s[12:13], s[12:13], exec
	s_or_b64 s[14:15], s[14:15], exec
	.loc	1 95 23 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:95:23
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v1, v6
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_6
.Ltmp36:
; %bb.8:                                ;   in Loop: Header=BB2_7 Depth=1
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:mid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	1 100 17 is_stmt 1              ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:100:17
	v_add_u32_e32 v7, -1, v0
	v_add_u32_e32 v8, 1, v0
.Ltmp37:
	.loc	1 100 28 is_stmt 0              ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:100:28
	v_cmp_gt_u32_e32 vcc, v1, v6
.Ltmp38:
	.loc	1 100 17                        ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:100:17
	v_cndmask_b32_e32 v5, v5, v7, vcc
.Ltmp39:
	v_cndmask_b32_e32 v2, v8, v2, vcc
.Ltmp40:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	1 92 18 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:92:18
	v_cmp_lt_i32_e32 vcc, v5, v2
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[18:19], vcc, exec
	s_andn2_b64 s[12:13], s[12:13], exec
	s_or_b64 s[14:15], s[14:15], s[18:19]
	s_branch .LBB2_6
.Ltmp41:
.LBB2_9:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:mid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	1 0 18 is_stmt 0                ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:0:18
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[6:7], s[10:11]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB2_11
.Ltmp42:
; %bb.10:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:mid <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr0
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:lBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr2
	.loc	1 97 13 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:97:13
	v_lshlrev_b64 v[1:2], 2, v[3:4]
.Ltmp43:
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v1, vcc, s4, v1
	v_addc_co_u32_e32 v2, vcc, v3, v2, vcc
	.loc	1 97 56 is_stmt 0               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:97:56
	global_store_dword v[1:2], v0, off
.Ltmp44:
.LBB2_11:
	;DEBUG_VALUE: binarySearch_mulkeysConcurrent:uBound <- [DW_OP_constu 1, DW_OP_swap, DW_OP_xderef] $vgpr5
	.loc	1 105 1 is_stmt 1               ; xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl:105:1
	s_endpgm
.Ltmp45:
.Lfunc_end2:
	.size	binarySearch_mulkeysConcurrent, .Lfunc_end2-binarySearch_mulkeysConcurrent
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1188
; NumSgprs: 44
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.file	2 "/usr/lib/llvm-14/lib/clang/14.0.6/include" "opencl-c-base.h" md5 0xfa1685a960bf69b8d0f8ccc506cbc0c7
	.section	.debug_loclists
	.long	.Ldebug_list_header_end0-.Ldebug_list_header_start0 ; Length
.Ldebug_list_header_start0:
	.short	5                               ; Version
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
	.long	8                               ; Offset entry count
.Lloclists_table_base0:
	.long	.Ldebug_loc0-.Lloclists_table_base0
	.long	.Ldebug_loc1-.Lloclists_table_base0
	.long	.Ldebug_loc2-.Lloclists_table_base0
	.long	.Ldebug_loc3-.Lloclists_table_base0
	.long	.Ldebug_loc4-.Lloclists_table_base0
	.long	.Ldebug_loc5-.Lloclists_table_base0
	.long	.Ldebug_loc6-.Lloclists_table_base0
	.long	.Ldebug_loc7-.Lloclists_table_base0
.Ldebug_loc0:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp1-.Lfunc_begin0           ;   starting offset
	.uleb128 .Lfunc_end0-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc1:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp5-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp9-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	129                             ; 2561
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc2:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp2-.Lfunc_begin0           ;   starting offset
	.uleb128 .Ltmp4-.Lfunc_begin0           ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc3:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	6                               ; Loc expr size
	.byte	17                              ; DW_OP_consts
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc4:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp15-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	12                              ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	16                              ; DW_OP_constu
	.byte	255                             ; 255
	.byte	1                               ; 
	.byte	33                              ; DW_OP_or
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	159                             ; DW_OP_stack_value
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc5:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp29-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp43-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	130                             ; 2562
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc6:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp30-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp39-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp40-.Lfunc_begin0          ;   starting offset
	.uleb128 .Lfunc_end2-.Lfunc_begin0      ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	133                             ; 2565
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	0                               ; DW_LLE_end_of_list
.Ldebug_loc7:
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp33-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp34-.Lfunc_begin0          ;   ending offset
	.byte	7                               ; Loc expr size
	.byte	146                             ; DW_OP_bregx
	.byte	128                             ; 2560
	.byte	20                              ; 
	.byte	0                               ; 0
	.byte	49                              ; DW_OP_lit1
	.byte	22                              ; DW_OP_swap
	.byte	24                              ; DW_OP_xderef
	.byte	4                               ; DW_LLE_offset_pair
	.uleb128 .Ltmp35-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp44-.Lfunc_begin0          ;   ending offset
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
	.byte	72                              ; DW_TAG_call_site
	.byte	0                               ; DW_CHILDREN_no
	.ascii	"\203\001"                      ; DW_AT_call_target
	.byte	24                              ; DW_FORM_exprloc
	.byte	125                             ; DW_AT_call_return_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
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
	.byte	7                               ; Abbreviation Code
	.byte	11                              ; DW_TAG_lexical_block
	.byte	1                               ; DW_CHILDREN_yes
	.byte	85                              ; DW_AT_ranges
	.byte	35                              ; DW_FORM_rnglistx
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	8                               ; Abbreviation Code
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
	.byte	37                              ; DW_FORM_strx1
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
	.byte	37                              ; DW_FORM_strx1
	.byte	11                              ; DW_AT_byte_size
	.byte	11                              ; DW_FORM_data1
	.byte	62                              ; DW_AT_encoding
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	14                              ; Abbreviation Code
	.byte	38                              ; DW_TAG_const_type
	.byte	0                               ; DW_CHILDREN_no
	.byte	73                              ; DW_AT_type
	.byte	19                              ; DW_FORM_ref4
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
	.byte	1                               ; Abbrev [1] 0xc:0x172 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.long	.Lrnglists_table_base0          ; DW_AT_rnglists_base
	.long	.Lloclists_table_base0          ; DW_AT_loclists_base
	.byte	2                               ; Abbrev [2] 0x2b:0x59 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	3                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x35:0x8 DW_TAG_formal_parameter
	.byte	11                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	28                              ; DW_AT_decl_line
	.long	328                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x3d:0x8 DW_TAG_formal_parameter
	.byte	15                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	29                              ; DW_AT_decl_line
	.long	366                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x45:0x8 DW_TAG_formal_parameter
	.byte	16                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	30                              ; DW_AT_decl_line
	.long	371                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x4d:0x8 DW_TAG_formal_parameter
	.byte	17                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	31                              ; DW_AT_decl_line
	.long	371                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x55:0x8 DW_TAG_formal_parameter
	.byte	18                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	32                              ; DW_AT_decl_line
	.long	371                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x5d:0x9 DW_TAG_variable
	.byte	0                               ; DW_AT_location
	.byte	6                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	34                              ; DW_AT_decl_line
	.long	320                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x66:0x9 DW_TAG_variable
	.byte	1                               ; DW_AT_location
	.byte	8                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	38                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x6f:0x9 DW_TAG_variable
	.byte	2                               ; DW_AT_location
	.byte	10                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	37                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x78:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	1                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0x84:0x5b DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	4                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	59                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0x8e:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	59                              ; DW_AT_decl_line
	.long	376                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x96:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	60                              ; DW_AT_decl_line
	.long	366                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x9e:0x8 DW_TAG_formal_parameter
	.byte	23                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	61                              ; DW_AT_decl_line
	.long	371                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xa6:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	62                              ; DW_AT_decl_line
	.long	376                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0xae:0x9 DW_TAG_variable
	.byte	4                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	66                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xb7:0x8 DW_TAG_variable
	.byte	25                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	64                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0xbf:0x8 DW_TAG_variable
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	65                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	7                               ; Abbrev [7] 0xc7:0xc DW_TAG_lexical_block
	.byte	0                               ; DW_AT_ranges
	.byte	4                               ; Abbrev [4] 0xc9:0x9 DW_TAG_variable
	.byte	3                               ; DW_AT_location
	.byte	19                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	70                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	0                               ; End Of Children Mark
	.byte	5                               ; Abbrev [5] 0xd3:0xb DW_TAG_call_site
	.byte	8                               ; DW_AT_call_target
	.byte	144
	.byte	62
	.byte	147
	.byte	4
	.byte	144
	.byte	63
	.byte	147
	.byte	4
	.byte	3                               ; DW_AT_call_return_pc
	.byte	0                               ; End Of Children Mark
	.byte	2                               ; Abbrev [2] 0xdf:0x61 DW_TAG_subprogram
	.byte	4                               ; DW_AT_low_pc
	.long	.Lfunc_end2-.Lfunc_begin2       ; DW_AT_high_pc
                                        ; DW_AT_call_all_calls
	.byte	5                               ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	82                              ; DW_AT_decl_line
	.byte	199                             ; DW_AT_calling_convention
                                        ; DW_AT_external
	.byte	3                               ; Abbrev [3] 0xe9:0x8 DW_TAG_formal_parameter
	.byte	21                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	82                              ; DW_AT_decl_line
	.long	366                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xf1:0x8 DW_TAG_formal_parameter
	.byte	22                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	83                              ; DW_AT_decl_line
	.long	366                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0xf9:0x8 DW_TAG_formal_parameter
	.byte	28                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	84                              ; DW_AT_decl_line
	.long	371                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x101:0x8 DW_TAG_formal_parameter
	.byte	29                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	85                              ; DW_AT_decl_line
	.long	371                             ; DW_AT_type
	.byte	3                               ; Abbrev [3] 0x109:0x8 DW_TAG_formal_parameter
	.byte	24                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	86                              ; DW_AT_decl_line
	.long	376                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x111:0x9 DW_TAG_variable
	.byte	5                               ; DW_AT_location
	.byte	26                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	88                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x11a:0x9 DW_TAG_variable
	.byte	6                               ; DW_AT_location
	.byte	20                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	89                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	4                               ; Abbrev [4] 0x123:0x9 DW_TAG_variable
	.byte	7                               ; DW_AT_location
	.byte	27                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	91                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	6                               ; Abbrev [6] 0x12c:0x8 DW_TAG_variable
	.byte	30                              ; DW_AT_name
	.byte	1                               ; DW_AT_decl_file
	.byte	90                              ; DW_AT_decl_line
	.long	324                             ; DW_AT_type
	.byte	5                               ; Abbrev [5] 0x134:0xb DW_TAG_call_site
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
	.byte	0                               ; End Of Children Mark
	.byte	8                               ; Abbrev [8] 0x140:0x4 DW_TAG_base_type
	.byte	7                               ; DW_AT_name
	.byte	7                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	8                               ; Abbrev [8] 0x144:0x4 DW_TAG_base_type
	.byte	9                               ; DW_AT_name
	.byte	5                               ; DW_AT_encoding
	.byte	4                               ; DW_AT_byte_size
	.byte	9                               ; Abbrev [9] 0x148:0x5 DW_TAG_pointer_type
	.long	333                             ; DW_AT_type
	.byte	10                              ; Abbrev [10] 0x14d:0x8 DW_TAG_typedef
	.long	341                             ; DW_AT_type
	.byte	14                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	163                             ; DW_AT_decl_line
	.byte	11                              ; Abbrev [11] 0x155:0xd DW_TAG_array_type
                                        ; DW_AT_GNU_vector
	.byte	16                              ; DW_AT_byte_size
	.long	354                             ; DW_AT_type
	.byte	12                              ; Abbrev [12] 0x15b:0x6 DW_TAG_subrange_type
	.long	362                             ; DW_AT_type
	.byte	4                               ; DW_AT_count
	.byte	0                               ; End Of Children Mark
	.byte	10                              ; Abbrev [10] 0x162:0x8 DW_TAG_typedef
	.long	320                             ; DW_AT_type
	.byte	12                              ; DW_AT_name
	.byte	2                               ; DW_AT_decl_file
	.byte	98                              ; DW_AT_decl_line
	.byte	13                              ; Abbrev [13] 0x16a:0x4 DW_TAG_base_type
	.byte	13                              ; DW_AT_name
	.byte	8                               ; DW_AT_byte_size
	.byte	7                               ; DW_AT_encoding
	.byte	9                               ; Abbrev [9] 0x16e:0x5 DW_TAG_pointer_type
	.long	354                             ; DW_AT_type
	.byte	14                              ; Abbrev [14] 0x173:0x5 DW_TAG_const_type
	.long	320                             ; DW_AT_type
	.byte	9                               ; Abbrev [9] 0x178:0x5 DW_TAG_pointer_type
	.long	324                             ; DW_AT_type
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
	.uleb128 .Ltmp13-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp14-.Lfunc_begin0          ;   ending offset
	.byte	4                               ; DW_RLE_offset_pair
	.uleb128 .Ltmp17-.Lfunc_begin0          ;   starting offset
	.uleb128 .Ltmp21-.Lfunc_begin0          ;   ending offset
	.byte	0                               ; DW_RLE_end_of_list
.Ldebug_list_header_end1:
	.section	.debug_str_offsets
	.long	128                             ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 14.0.6"   ; string offset=0
.Linfo_string1:
	.asciz	"/ext/xianggong+cl_kernel_compilation/kernel-src/BinarySearch_Kernels.cl" ; string offset=28
.Linfo_string2:
	.asciz	"/ext"                          ; string offset=100
.Linfo_string3:
	.asciz	"binarySearch"                  ; string offset=105
.Linfo_string4:
	.asciz	"binarySearch_mulkeys"          ; string offset=118
.Linfo_string5:
	.asciz	"binarySearch_mulkeysConcurrent" ; string offset=139
.Linfo_string6:
	.asciz	"tid"                           ; string offset=170
.Linfo_string7:
	.asciz	"unsigned int"                  ; string offset=174
.Linfo_string8:
	.asciz	"elementUpper"                  ; string offset=187
.Linfo_string9:
	.asciz	"int"                           ; string offset=200
.Linfo_string10:
	.asciz	"elementLower"                  ; string offset=204
.Linfo_string11:
	.asciz	"outputArray"                   ; string offset=217
.Linfo_string12:
	.asciz	"uint"                          ; string offset=229
.Linfo_string13:
	.asciz	"__ARRAY_SIZE_TYPE__"           ; string offset=234
.Linfo_string14:
	.asciz	"uint4"                         ; string offset=254
.Linfo_string15:
	.asciz	"sortedArray"                   ; string offset=260
.Linfo_string16:
	.asciz	"subdivSize"                    ; string offset=272
.Linfo_string17:
	.asciz	"globalLowerIndex"              ; string offset=283
.Linfo_string18:
	.asciz	"findMe"                        ; string offset=300
.Linfo_string19:
	.asciz	"i"                             ; string offset=307
.Linfo_string20:
	.asciz	"uBound"                        ; string offset=309
.Linfo_string21:
	.asciz	"keys"                          ; string offset=316
.Linfo_string22:
	.asciz	"input"                         ; string offset=321
.Linfo_string23:
	.asciz	"numKeys"                       ; string offset=327
.Linfo_string24:
	.asciz	"output"                        ; string offset=335
.Linfo_string25:
	.asciz	"gid"                           ; string offset=342
.Linfo_string26:
	.asciz	"lBound"                        ; string offset=346
.Linfo_string27:
	.asciz	"mid"                           ; string offset=353
.Linfo_string28:
	.asciz	"inputSize"                     ; string offset=357
.Linfo_string29:
	.asciz	"numSubdivisions"               ; string offset=367
.Linfo_string30:
	.asciz	"myKey"                         ; string offset=383
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
	.long	.Linfo_string27
	.long	.Linfo_string28
	.long	.Linfo_string29
	.long	.Linfo_string30
	.section	.debug_addr
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp1
	.quad	.Lfunc_begin1
	.quad	.Ltmp13
	.quad	.Lfunc_begin2
	.quad	.Ltmp24
.Ldebug_addr_end0:
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx902"
	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Kernels:
  - Name:            binarySearch
    SymbolName:      'binarySearch@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Args:
      - TypeName:        'uint4*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        'uint*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        uint
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        uint
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        uint
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetY
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetZ
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenMultiGridSyncArg
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 88
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 16384
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        50
      NumVGPRs:        32
      MaxFlatWorkGroupSize: 256
      IsDynamicCallStack: true
  - Name:            binarySearch_mulkeys
    SymbolName:      'binarySearch_mulkeys@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Args:
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        'uint*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        uint
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetY
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetZ
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenMultiGridSyncArg
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 88
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 16384
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        42
      NumVGPRs:        32
      MaxFlatWorkGroupSize: 256
      IsDynamicCallStack: true
  - Name:            binarySearch_mulkeysConcurrent
    SymbolName:      'binarySearch_mulkeysConcurrent@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Args:
      - TypeName:        'uint*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        'uint*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        uint
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        uint
        Size:            4
        Align:           4
        ValueKind:       ByValue
        AccQual:         Default
      - TypeName:        'int*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetX
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetY
      - Size:            8
        Align:           8
        ValueKind:       HiddenGlobalOffsetZ
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenNone
        AddrSpaceQual:   Global
      - Size:            8
        Align:           8
        ValueKind:       HiddenMultiGridSyncArg
        AddrSpaceQual:   Global
    CodeProps:
      KernargSegmentSize: 88
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 16384
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        44
      NumVGPRs:        32
      MaxFlatWorkGroupSize: 256
      IsDynamicCallStack: true
...

	.end_amd_amdgpu_hsa_metadata
	.section	.debug_line
.Lline_table_start0:
