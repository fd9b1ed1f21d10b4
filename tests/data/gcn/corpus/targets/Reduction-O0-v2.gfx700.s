	.text
	.hsa_code_object_version 2,1
	.hsa_code_object_isa 7,0,0,"AMD","AMDGPU"
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
	.amdgpu_hsa_kernel reduce
reduce:                                 ; @reduce
	.amd_kernel_code_t
		amd_code_version_major = 1
		amd_code_version_minor = 2
		amd_machine_kind = 1
		amd_machine_version_major = 7
		amd_machine_version_minor = 0
		amd_machine_version_stepping = 0
		kernel_code_entry_byte_offset = 256
		kernel_code_prefetch_byte_size = 0
		granulated_workitem_vgpr_count = 10
		granulated_wavefront_sgpr_count = 4
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
		workitem_private_segment_byte_size = 16480
		workgroup_group_segment_byte_size = 0
		gds_segment_byte_size = 0
		kernarg_segment_byte_size = 80
		workgroup_fbarrier_count = 0
		wavefront_sgpr_count = 38
		workitem_vgpr_count = 41
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
	s_mov_b32 s32, 0x1800
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v40, s16, 0
	s_mov_b32 s13, s15
	v_writelane_b32 v40, s13, 1
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v40, 0
	v_writelane_b32 v40, s12, 2
	v_writelane_b32 v40, s10, 3
	v_writelane_b32 v40, s11, 4
	s_mov_b64 s[16:17], s[8:9]
	v_writelane_b32 v40, s16, 5
	v_writelane_b32 v40, s17, 6
	v_writelane_b32 v40, s6, 7
	v_writelane_b32 v40, s7, 8
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	buffer_store_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_load_dwordx2 s[20:21], s[16:17], 0x0
	s_load_dwordx2 s[18:19], s[16:17], 0x2
	s_load_dword s8, s[16:17], 0x4
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s9, s21
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:12
	s_mov_b32 s9, s20
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	s_mov_b32 s9, s19
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	s_mov_b32 s9, s18
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v40, s8, 11
	v_writelane_b32 v40, s9, 12
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	buffer_store_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 11
	v_readlane_b32 s9, v40, 12
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:36
	v_mov_b32_e32 v0, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e64 v1, v0, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:44
	buffer_load_dword v11, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr11 killed $vgpr11 def $vgpr11_vgpr12 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v1
	s_mov_b32 s16, 0
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v4, s16
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v3, v4
	s_mov_b32 s15, 4
	s_mov_b32 s17, s15
	v_lshl_b64 v[6:7], v[2:3], s17
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v3, v12
	v_mov_b32_e32 v4, v7
	v_add_i32_e64 v2, s[18:19], v2, v5
	v_addc_u32_e64 v4, s[18:19], v3, v4, s[18:19]
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	flat_load_dwordx4 v[2:5], v[2:3]
	v_add_i32_e64 v6, s[18:19], v1, v0
	v_mov_b32_e32 v1, s16
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	s_mov_b32 s16, s15
	v_lshl_b64 v[9:10], v[6:7], s16
	v_mov_b32_e32 v6, v11
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v7, v10
	v_add_i32_e64 v6, s[16:17], v6, v8
	v_addc_u32_e64 v1, s[16:17], v1, v7, s[16:17]
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	flat_load_dwordx4 v[8:11], v[6:7]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v1, v5
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v11
	v_add_i32_e64 v1, s[16:17], v1, v6
	v_mov_b32_e32 v6, v4
	v_mov_b32_e32 v7, v10
	v_add_i32_e64 v6, s[16:17], v6, v7
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v12, v9
	v_add_i32_e64 v7, s[16:17], v7, v12
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v8
	v_add_i32_e64 v2, s[16:17], v2, v3
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3_vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v3, v7
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v5, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	buffer_load_dword v6, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v6, s15, v6
	v_add_i32_e64 v1, s[16:17], v1, v6
	s_mov_b32 m0, -1
	ds_write_b128 v1, v[2:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s6, v40, 13
	v_readlane_b32 s7, v40, 14
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_mov_b32 s6, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 23
	v_writelane_b32 v40, s5, 24
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.2:                                ;   in Loop: Header=BB0_1 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e64 s[6:7], v0, v1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 25
	v_writelane_b32 v40, s5, 26
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_5
; %bb.3:                                ;   in Loop: Header=BB0_1 Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v2, s[4:5], v1, v2
	s_mov_b32 s4, 4
	v_lshlrev_b32_e64 v2, s4, v2
	v_add_i32_e64 v2, s[6:7], v0, v2
	s_mov_b32 m0, -1
	ds_read_b128 v[8:11], v2
	v_lshlrev_b32_e64 v1, s4, v1
	v_add_i32_e64 v0, s[4:5], v0, v1
	s_mov_b32 m0, -1
	ds_read_b128 v[1:4], v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v6, v11
	v_add_i32_e64 v5, s[4:5], v5, v6
	v_mov_b32_e32 v6, v3
	v_mov_b32_e32 v7, v10
	v_add_i32_e64 v6, s[4:5], v6, v7
	v_mov_b32_e32 v7, v2
	v_mov_b32_e32 v12, v9
	v_add_i32_e64 v7, s[4:5], v7, v12
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2_vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v2, v8
	v_add_i32_e64 v1, s[4:5], v1, v2
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2_vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v2, v7
	v_mov_b32_e32 v3, v6
	v_mov_b32_e32 v4, v5
	s_mov_b32 m0, -1
	ds_write_b128 v0, v[1:4]
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s4, v40, 23
	v_readlane_b32 s5, v40, 24
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 17
	v_readlane_b32 s9, v40, 18
	v_readlane_b32 s6, v40, 21
	v_readlane_b32 s7, v40, 22
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 15
	v_writelane_b32 v40, s7, 16
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 13
	v_writelane_b32 v40, s7, 14
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 27
	v_writelane_b32 v40, s7, 28
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
	s_branch .LBB0_7
.LBB0_5:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s8, v40, 25
	v_readlane_b32 s9, v40, 26
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	buffer_load_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s15, v1
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v2, s15, v2
	v_or_b32_e64 v0, v0, v2
	v_or_b32_e64 v31, v0, v1
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
; %bb.6:                                ;   in Loop: Header=BB0_1 Depth=1
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e64 v0, s6, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_branch .LBB0_4
.LBB0_7:
	v_readlane_b32 s4, v40, 27
	v_readlane_b32 s5, v40, 28
	s_or_b64 exec, exec, s[4:5]
; %bb.8:
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v0, s4
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 29
	v_writelane_b32 v40, s5, 30
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.9:
	buffer_load_dword v0, off, s[0:3], s33 offset:24
	s_mov_b32 m0, -1
	s_waitcnt vmcnt(0)
	ds_read_b128 v[2:5], v0
	buffer_load_dword v10, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr10 killed $vgpr10 def $vgpr10_vgpr11 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	s_mov_b32 s4, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v6, 0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	s_mov_b32 s4, 4
	s_waitcnt vmcnt(0)
	v_lshl_b64 v[8:9], v[0:1], s4
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v1, v11
	v_mov_b32_e32 v6, v9
	v_add_i32_e64 v0, s[4:5], v0, v7
	v_addc_u32_e64 v6, s[4:5], v1, v6, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v6
	s_waitcnt lgkmcnt(0)
	flat_store_dwordx4 v[0:1], v[2:5]
.LBB0_10:
	v_readlane_b32 s4, v40, 29
	v_readlane_b32 s5, v40, 30
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
.Lfunc_end0:
	.size	reduce, .Lfunc_end0-reduce
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2208
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16480
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 41
; Occupancy: 5
; WaveLimiterHint : 0
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
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z12get_local_idj
	.addrsig_sym _Z12get_group_idj
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym _Z14get_local_sizej
	.addrsig_sym _Z7barrierj
	.amd_amdgpu_isa "amdgcn-amd-amdhsa--gfx700"
	.amd_amdgpu_hsa_metadata
---
Version:         [ 1, 0 ]
Kernels:
  - Name:            reduce
    SymbolName:      'reduce@kd'
    Language:        OpenCL C
    LanguageVersion: [ 1, 2 ]
    Args:
      - TypeName:        'uint4*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        'uint4*'
        Size:            8
        Align:           8
        ValueKind:       GlobalBuffer
        AddrSpaceQual:   Global
        AccQual:         Default
      - TypeName:        'uint4*'
        Size:            4
        Align:           4
        ValueKind:       DynamicSharedPointer
        PointeeAlign:    1
        AddrSpaceQual:   Local
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
      KernargSegmentSize: 80
      GroupSegmentFixedSize: 0
      PrivateSegmentFixedSize: 16480
      KernargSegmentAlign: 8
      WavefrontSize:   64
      NumSGPRs:        38
      NumVGPRs:        41
      MaxFlatWorkGroupSize: 256
      IsDynamicCallStack: true
      NumSpilledSGPRs: 35
      NumSpilledVGPRs: 9
...

	.end_amd_amdgpu_hsa_metadata
