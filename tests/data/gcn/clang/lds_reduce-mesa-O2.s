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
	.protected	lds_reduce              ; -- Begin function lds_reduce
	.globl	lds_reduce
	.p2align	8
	.type	lds_reduce,@function
	.amdgpu_hsa_kernel lds_reduce
lds_reduce:                             ; @lds_reduce
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
		workgroup_group_segment_byte_size = 256
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 32
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 54
		workitem_vgpr_count = 46
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
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v40, v0
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s34, s42, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s35, s43, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s44, s13
	s_mov_b32 s45, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s7, 0xf000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[50:51]
	buffer_load_dword v0, v[0:1], s[4:7], 0 addr64
	v_lshlrev_b32_e32 v45, 2, v43
	s_mov_b32 m0, -1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v44
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z7barrierj@rel32@lo+4
	s_addc_u32 s47, s47, _Z7barrierj@rel32@hi+12
	s_waitcnt vmcnt(0)
	ds_write_b32 v45, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_u32_e32 vcc, 32, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_add_i32_e32 v0, vcc, 0x80, v45
	ds_read_b32 v0, v0
	ds_read_b32 v1, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_u32_e32 vcc, 16, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_add_i32_e32 v0, vcc, 64, v45
	ds_read_b32 v0, v0
	ds_read_b32 v1, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_u32_e32 vcc, 8, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_add_i32_e32 v0, vcc, 32, v45
	ds_read_b32 v0, v0
	ds_read_b32 v1, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_u32_e32 vcc, 4, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_add_i32_e32 v0, vcc, 16, v45
	ds_read_b32 v0, v0
	ds_read_b32 v1, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_gt_u32_e32 vcc, 2, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_add_i32_e32 v0, vcc, 8, v45
	ds_read_b32 v0, v0
	ds_read_b32 v1, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_eq_u32_e64 s[34:35], 0, v43
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_add_i32_e32 v0, vcc, 4, v45
	ds_read_b32 v0, v0
	ds_read_b32 v1, v45
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v45, v0
.LBB0_12:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v43, v0
	v_lshlrev_b32_e32 v1, 10, v41
	s_add_u32 s8, s42, 16
	v_lshlrev_b32_e32 v0, 20, v42
	v_or_b32_e32 v1, v40, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s51, 0xf000
	s_mov_b32 s50, 0
	buffer_store_dword v43, v[0:1], s[48:51], 0 addr64
.LBB0_14:
	s_endpgm
.Lfunc_end0:
	.size	lds_reduce, .Lfunc_end0-lds_reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1044
; NumSgprs: 54
; NumVgprs: 46
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 46
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.amdgpu_lds llvm.amdgcn.kernel.lds_reduce.lds, 256, 16
	.hidden	_Z12get_local_idj
	.hidden	_Z13get_global_idj
	.hidden	_Z7barrierj
	.hidden	_Z12get_group_idj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx600"
