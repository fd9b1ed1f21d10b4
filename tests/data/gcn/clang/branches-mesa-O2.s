	.text
	.section	.AMDGPU.config
	.long	47176
	.long	11272519
	.long	47180
	.long	5017
	.long	47200
	.long	4194304
	.long	4
	.long	0
	.long	8
	.long	0
	.text
	.protected	branches                ; -- Begin function branches
	.globl	branches
	.p2align	8
	.type	branches,@function
	.amdgpu_hsa_kernel branches
branches:                               ; @branches
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 6
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 7
		granulated_wavefront_sgpr_count = 5
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
		kernarg_segment_byte_size = 32
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
	s_add_u32 s0, s0, s15
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s8, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s9, s9, 0
	v_or_b32_e32 v31, v0, v2
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshl_b64 v[2:3], v[0:1], 2
	s_mov_b32 s7, 0xf000
	s_mov_b32 s6, 0
	s_mov_b64 s[4:5], s[38:39]
	buffer_load_dword v3, v[2:3], s[4:7], 0 addr64
                                        ; implicit-def: $vgpr2
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -1, v3
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.1:
	s_movk_i32 s6, 0x63
	v_cmp_lt_u32_e32 vcc, s6, v3
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
; %bb.2:
	s_mov_b32 s8, 0xcccccccd
	v_mul_hi_u32 v2, v3, s8
                                        ; implicit-def: $vgpr3
	v_lshrrev_b32_e32 v2, 2, v2
; %bb.3:
	s_or_saveexec_b64 s[6:7], s[6:7]
	s_xor_b64 exec, exec, s[6:7]
; %bb.4:
	v_add_i32_e32 v2, vcc, 7, v3
; %bb.5:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr3
.LBB0_6:
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
; %bb.7:
	v_mul_lo_u32 v2, v3, -3
; %bb.8:
	s_or_b64 exec, exec, s[4:5]
	v_min_i32_e32 v3, 0x3e8, v2
	v_sub_i32_e32 v3, vcc, v2, v3
	v_add_i32_e32 v3, vcc, 0x3e6, v3
	s_mov_b32 s4, 0x6680a41
	v_mul_hi_u32 v4, v3, s4
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s39, 0xf000
	s_mov_b32 s38, 0
	v_sub_i32_e32 v5, vcc, v3, v4
	v_lshrrev_b32_e32 v5, 1, v5
	v_add_i32_e32 v4, vcc, v5, v4
	v_lshrrev_b32_e32 v4, 9, v4
	v_mul_u32_u24_e32 v4, 0x3e7, v4
	v_sub_i32_e32 v4, vcc, v3, v4
	v_sub_i32_e32 v3, vcc, v4, v3
	v_add_i32_e32 v2, vcc, v3, v2
	buffer_store_dword v2, v[0:1], s[36:39], 0 addr64
	s_endpgm
.Lfunc_end0:
	.size	branches, .Lfunc_end0-branches
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 292
; NumSgprs: 42
; NumVgprs: 32
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 42
; NumVGPRsForWavesPerEU: 32
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amd_amdgpu_isa "amdgcn-mesa-mesa3d--gfx600"
