	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx909+xnack"
	.protected	bitonicSort             ; -- Begin function bitonicSort
	.globl	bitonicSort
	.p2align	8
	.type	bitonicSort,@function
bitonicSort:                            ; @bitonicSort
; %bb.0:
	s_mov_b32 s32, 0x1400
	s_mov_b32 s33, 0
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v40, s16, 0
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	v_readlane_b32 s14, v40, 0
	s_mov_b64 s[16:17], s[8:9]
	s_load_dwordx2 s[18:19], s[16:17], 0x0
	s_load_dword s15, s[16:17], 0x8
	s_load_dword s9, s[16:17], 0xc
	s_load_dword s8, s[16:17], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s20, s19
	v_mov_b32_e32 v3, s20
	buffer_store_dword v3, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr18 killed $sgpr18 killed $sgpr18_sgpr19
	v_mov_b32_e32 v3, s18
	buffer_store_dword v3, off, s[0:3], s33 offset:8
	v_mov_b32_e32 v3, s15
	buffer_store_dword v3, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v3, s9
	buffer_store_dword v3, off, s[0:3], s33 offset:20
	v_mov_b32_e32 v3, s8
	buffer_store_dword v3, off, s[0:3], s33 offset:24
	buffer_load_dword v3, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:28
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
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b32 s15, 20
	v_lshlrev_b32_e64 v2, s15, v2
	s_mov_b32 s15, 10
	v_lshlrev_b32_e64 v1, s15, v1
	v_or3_b32 v31, v0, v1, v2
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:20
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v1, v1, v2
	s_mov_b32 s6, 1
	v_lshlrev_b32_e64 v1, v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	buffer_load_dword v1, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, s6, v1
	buffer_store_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v4, v0, v3
	v_cvt_f32_u32_e32 v2, v3
	v_rcp_iflag_f32_e32 v2, v2
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	v_mul_lo_u32 v4, v4, v2
	v_mul_hi_u32 v4, v2, v4
	v_add_u32_e64 v2, v2, v4
	v_mul_hi_u32 v2, v1, v2
	v_mul_lo_u32 v4, v2, v3
	v_sub_u32_e64 v1, v1, v4
	v_cmp_ge_u32_e64 s[8:9], v1, v3
	v_sub_u32_e64 v4, v1, v3
	v_cndmask_b32_e64 v1, v1, v4, s[8:9]
	v_cmp_ge_u32_e64 s[4:5], v1, v3
	v_sub_u32_e64 v3, v1, v3
	v_cndmask_b32_e64 v1, v1, v3, s[4:5]
	v_add_u32_e64 v3, v2, s6
	v_cndmask_b32_e64 v2, v2, v3, s[8:9]
	v_add_u32_e64 v3, v2, s6
	v_cndmask_b32_e64 v2, v2, v3, s[4:5]
	buffer_load_dword v3, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v2, v2, v3
	v_add_u32_e64 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:44
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e64 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:48
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	s_mov_b32 s5, 0
	buffer_load_dword v4, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v1, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[4:5]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v1, s[8:9], v1, v4
	v_addc_co_u32_e64 v3, s[8:9], v2, v3, s[8:9]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_dword v1, v[1:2], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:52
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	buffer_load_dword v4, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v1, s5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v1
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[4:5]
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v1, s[4:5], v1, v4
	v_addc_co_u32_e64 v3, s[4:5], v2, v3, s[4:5]
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
	global_load_dword v1, v[1:2], off
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e64 v1, v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:60
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v3, v0, v2
	v_cvt_f32_u32_e32 v0, v2
	v_rcp_iflag_f32_e32 v0, v0
	v_mul_f32_e32 v0, 0x4f7ffffe, v0
	v_cvt_u32_f32_e32 v0, v0
	v_mul_lo_u32 v3, v3, v0
	v_mul_hi_u32 v3, v0, v3
	v_add_u32_e64 v0, v0, v3
	v_mul_hi_u32 v0, v1, v0
	v_mul_lo_u32 v3, v0, v2
	v_sub_u32_e64 v1, v1, v3
	v_cmp_ge_u32_e64 s[8:9], v1, v2
	v_sub_u32_e64 v3, v1, v2
	v_cndmask_b32_e64 v1, v1, v3, s[8:9]
	v_cmp_ge_u32_e64 s[4:5], v1, v2
	v_add_u32_e64 v1, v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[8:9]
	v_add_u32_e64 v1, v0, s6
	v_cndmask_b32_e64 v0, v0, v1, s[4:5]
	v_and_b32_e64 v0, 1, v0
	v_cmp_eq_u32_e64 s[6:7], v0, 1
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 1
	v_writelane_b32 v40, s5, 2
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_2
; %bb.1:
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s4, 1
	s_waitcnt vmcnt(0)
	v_sub_u32_e64 v0, s4, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:28
.LBB0_2:
	v_readlane_b32 s4, v40, 1
	v_readlane_b32 s5, v40, 2
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e64 s[4:5], v0, v1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 3
	v_writelane_b32 v40, s7, 4
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
	s_branch .LBB0_5
.LBB0_3:
	v_readlane_b32 s4, v40, 3
	v_readlane_b32 s5, v40, 4
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 5
	v_writelane_b32 v40, s5, 6
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.4:
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_branch .LBB0_6
.LBB0_5:
	buffer_load_dword v0, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_branch .LBB0_3
.LBB0_6:
	v_readlane_b32 s4, v40, 5
	v_readlane_b32 s5, v40, 6
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[4:5], v0, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v40, s6, 7
	v_writelane_b32 v40, s7, 8
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_7
	s_branch .LBB0_9
.LBB0_7:
	v_readlane_b32 s4, v40, 7
	v_readlane_b32 s5, v40, 8
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v40, s4, 9
	v_writelane_b32 v40, s5, 10
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_10
; %bb.8:
	buffer_load_dword v2, off, s[0:3], s33 offset:68
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s5, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[6:7], v0, v4
	v_addc_co_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_10
.LBB0_9:
	buffer_load_dword v2, off, s[0:3], s33 offset:64
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b32 s5, 0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_mov_b32 s4, 2
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[6:7], v0, v4
	v_addc_co_u32_e64 v3, s[6:7], v1, v3, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[0:3], s33 offset:68
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v3, s5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[5:6], s4, v[0:1]
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_co_u32_e64 v0, s[4:5], v0, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	global_store_dword v[0:1], v2, off
	s_branch .LBB0_7
.LBB0_10:
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	s_or_b64 exec, exec, s[4:5]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel bitonicSort
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16464
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
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 34
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
	.size	bitonicSort, .Lfunc_end0-bitonicSort
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 2148
; NumSgprs: 40
; NumVgprs: 41
; ScratchSize: 16464
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 40
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
	.hidden	_Z13get_global_idj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z13get_global_idj
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
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
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .name:           bitonicSort
    .private_segment_fixed_size: 16464
    .sgpr_count:     40
    .sgpr_spill_count: 11
    .symbol:         bitonicSort.kd
    .vgpr_count:     41
    .vgpr_spill_count: 2
    .wavefront_size: 64
amdhsa.version:
  - 1
  - 0
...

	.end_amdgpu_metadata
