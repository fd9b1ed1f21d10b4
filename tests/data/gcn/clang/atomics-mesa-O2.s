	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11272587
	.long	47180
	.long	37785
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.protected	atomics                 ; -- Begin function atomics
	.globl	atomics
	.p2align	8
	.type	atomics,@function
	.amdgpu_hsa_kernel atomics
atomics:                                ; @atomics
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 6
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 11
		granulated_wavefront_sgpr_count = 6
		priority = 0
		float_mode = 192
		priv = 0
		enable_dx10_clamp = 1
		debug_mode = 0
		enable_ieee_mode = 1
		enable_wgp_mode = 0
		enable_mem_ordered = 0
		enable_fwd_progress = 0
		enable_sgpr_private_segment_wave_byte_offset = 1
		user_sgpr_count = 12
		enable_trap_handler = 0
		enable_sgpr_workgroup_id_x = 1
		enable_sgpr_workgroup_id_y = 1
		enable_sgpr_workgroup_id_z = 1
		enable_sgpr_workgroup_info = 0
		enable_vgpr_workitem_id = 2
		enable_exception_msb = 0
		granulated_lds_size = 1
		enable_exception = 0
		enable_sgpr_private_segment_buffer = 1
		enable_sgpr_dispatch_ptr = 1
		enable_sgpr_queue_ptr = 1
		enable_sgpr_kernarg_segment_ptr = 1
		enable_sgpr_dispatch_id = 1
		enable_sgpr_flat_scratch_init = 0
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
		workgroup_group_segment_byte_size = 4
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 32
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 56
		workitem_vgpr_count = 45
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
	s_add_u32 s0, s0, s15
	v_mov_b32_e32 v41, v1
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[44:45], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s44, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s46, s13
	s_mov_b32 s47, s12
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_eq_u64_e64 s[34:35], 0, v[0:1]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	ds_write_b32 v0, v0
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s36, s44, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s37, s45, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z7barrierj@rel32@lo+4
	s_addc_u32 s53, s53, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s7, 0xf000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[50:51]
	buffer_load_dword v44, v[0:1], s[4:7], 0 addr64
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, s48
	v_mov_b32_e32 v1, s49
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s51, s51, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_add_u32 s15, s48, 4
	s_addc_u32 s18, s49, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s18
	v_mov_b32_e32 v2, v44
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_maxPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_maxPU3AS1Vii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_add_u32 s15, s48, 8
	s_addc_u32 s18, s49, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s18
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v44
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14atomic_cmpxchgPU3AS1Viii@rel32@lo+4
	s_addc_u32 s17, s17, _Z14atomic_cmpxchgPU3AS1Viii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS3Vi@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS3Vi@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[52:53]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v2, v0
	s_add_u32 s15, s48, 12
	s_addc_u32 s16, s49, 0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s44, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s45, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s47
	s_mov_b32 s13, s46
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s16
	s_swappc_b64 s[30:31], s[50:51]
.LBB0_4:
	s_endpgm
.Lfunc_end0:
	.size	atomics, .Lfunc_end0-atomics
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 684
; NumSgprs: 56
; NumVgprs: 45
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 45
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.amdgpu_lds llvm.amdgcn.kernel.atomics.lds, 4, 4
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.hidden	_Z13get_global_idj
	.hidden	_Z10atomic_addPU3AS1Vii
	.hidden	_Z10atomic_maxPU3AS1Vii
	.hidden	_Z14atomic_cmpxchgPU3AS1Viii
	.hidden	_Z10atomic_incPU3AS3Vi
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx600"
