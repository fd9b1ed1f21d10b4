	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11272651
	.long	47180
	.long	5017
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.protected	vectors                 ; -- Begin function vectors
	.globl	vectors
	.p2align	8
	.type	vectors,@function
	.amdgpu_hsa_kernel vectors
vectors:                                ; @vectors
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
		granulated_wavefront_sgpr_count = 7
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
		granulated_lds_size = 0
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
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 40
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 58
		workitem_vgpr_count = 47
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
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dwordx2 s[48:49], s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s42, s13
	s_mov_b32 s43, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s55, 0xf000
	s_mov_b32 s54, 0
	v_lshl_b64 v[45:46], v[0:1], 4
	s_mov_b64 s[50:51], s[54:55]
	buffer_load_dwordx4 v[0:3], v[45:46], s[48:51], 0 addr64
	s_mov_b64 s[52:53], s[46:47]
	buffer_load_dwordx4 v[41:44], v[45:46], s[52:55], 0 addr64
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14convert_float4Dv4_i@rel32@lo+4
	s_addc_u32 s17, s17, _Z14convert_float4Dv4_i@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mad_f32 v3, v44, v3, 4.0
	v_madak_f32 v2, v43, v2, 0x40400000
	v_mad_f32 v1, v42, v1, 2.0
	v_mad_f32 v0, v41, v0, 1.0
	s_mov_b64 s[46:47], s[54:55]
	buffer_store_dwordx4 v[0:3], v[45:46], s[44:47], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	vectors, .Lfunc_end0-vectors
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 252
; NumSgprs: 58
; NumVgprs: 47
; ScratchSize: 16384
; MemoryBound: 1
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 58
; NumVGPRsForWavesPerEU: 47
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z14convert_float4Dv4_i
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx600"
