	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.protected	kernel_plaintext_raw    ; -- Begin function kernel_plaintext_raw
	.globl	kernel_plaintext_raw
	.p2align	8
	.type	kernel_plaintext_raw,@function
kernel_plaintext_raw:                   ; @kernel_plaintext_raw
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dwordx2 s[40:41], s[8:9], 0x8
	s_load_dwordx2 s[36:37], s[8:9], 0x28
	s_load_dwordx2 s[38:39], s[8:9], 0x30
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 56
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x1400
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v40, 0
	s_swappc_b64 s[30:31], s[18:19]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v4, s41
	v_add_u32_e32 v2, vcc, s40, v2
	v_addc_u32_e32 v3, vcc, v4, v3, vcc
	flat_load_dword v5, v[2:3]
	buffer_store_dword v40, off, s[0:3], 0 offset:4
	buffer_store_dword v40, off, s[0:3], 0 offset:8
	buffer_store_dword v40, off, s[0:3], 0 offset:12
	buffer_store_dword v40, off, s[0:3], 0 offset:16
	buffer_store_dword v40, off, s[0:3], 0 offset:20
	buffer_store_dword v40, off, s[0:3], 0 offset:24
	buffer_store_dword v40, off, s[0:3], 0 offset:28
	buffer_store_dword v40, off, s[0:3], 0 offset:32
	buffer_store_dword v40, off, s[0:3], 0 offset:36
	buffer_store_dword v40, off, s[0:3], 0 offset:40
	buffer_store_dword v40, off, s[0:3], 0 offset:44
	buffer_store_dword v40, off, s[0:3], 0 offset:48
	buffer_store_dword v40, off, s[0:3], 0 offset:52
	buffer_store_dword v40, off, s[0:3], 0 offset:56
	buffer_store_dword v40, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v4, 63, v5
	v_cmp_ne_u32_e32 vcc, 0, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dwordx2 s[6:7], s[34:35], 0x0
	v_lshrrev_b32_e32 v2, 4, v5
	v_and_b32_e32 v2, 0xffffffc, v2
	s_mov_b32 s8, 0
	v_mov_b32_e32 v6, 4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_u32_e32 v2, vcc, s6, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_mov_b64 s[6:7], 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v7, v[2:3]
	v_add_u32_e32 v8, vcc, s8, v6
	v_add_u32_e32 v2, vcc, 4, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	s_add_i32 s8, s8, 4
	v_cmp_ge_u32_e32 vcc, s8, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, v8, s[0:3], 0 offen
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v5, 3, v5
	v_and_b32_e32 v2, 60, v4
	v_add_u32_e32 v6, vcc, 4, v2
	v_lshlrev_b32_e32 v2, 2, v5
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, clear_mask@rel32@lo+4
	s_addc_u32 s5, s5, clear_mask@rel32@hi+12
	v_mov_b32_e32 v3, s5
	v_add_u32_e32 v2, vcc, s4, v2
	v_addc_u32_e32 v3, vcc, 0, v3, vcc
	buffer_load_dword v7, v6, s[0:3], 0 offen
	flat_load_dword v8, v[2:3]
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v9, s37
	v_lshlrev_b64 v[0:1], 6, v[0:1]
	v_add_u32_e32 v16, vcc, s36, v2
	s_movk_i32 s4, 0x80
	v_lshlrev_b32_e32 v5, 3, v5
	v_addc_u32_e32 v17, vcc, v9, v3, vcc
	v_lshlrev_b32_e64 v5, v5, s4
	v_add_u32_e32 v18, vcc, s38, v0
	v_mov_b32_e32 v10, s39
	v_addc_u32_e32 v19, vcc, v10, v1, vcc
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, v8, v7
	v_or_b32_e32 v0, v0, v5
	buffer_store_dword v0, v6, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], 0 offset:4
	buffer_load_dword v1, off, s[0:3], 0 offset:8
	buffer_load_dword v2, off, s[0:3], 0 offset:12
	buffer_load_dword v3, off, s[0:3], 0 offset:16
	buffer_load_dword v5, off, s[0:3], 0 offset:20
	buffer_load_dword v6, off, s[0:3], 0 offset:24
	buffer_load_dword v7, off, s[0:3], 0 offset:28
	buffer_load_dword v8, off, s[0:3], 0 offset:32
	buffer_load_dword v9, off, s[0:3], 0 offset:36
	buffer_load_dword v10, off, s[0:3], 0 offset:40
	buffer_load_dword v11, off, s[0:3], 0 offset:44
	buffer_load_dword v12, off, s[0:3], 0 offset:48
	buffer_load_dword v13, off, s[0:3], 0 offset:52
	buffer_load_dword v14, off, s[0:3], 0 offset:56
	buffer_load_dword v15, off, s[0:3], 0 offset:60
	flat_store_dword v[16:17], v4
	v_add_u32_e32 v16, vcc, 16, v18
	v_addc_u32_e32 v17, vcc, 0, v19, vcc
	s_waitcnt vmcnt(12)
	flat_store_dwordx4 v[18:19], v[0:3]
	s_nop 0
	v_add_u32_e32 v0, vcc, 32, v18
	v_addc_u32_e32 v1, vcc, 0, v19, vcc
	v_add_u32_e32 v2, vcc, 48, v18
	v_addc_u32_e32 v3, vcc, 0, v19, vcc
	s_waitcnt vmcnt(9)
	flat_store_dwordx4 v[16:17], v[5:8]
	s_waitcnt vmcnt(6)
	flat_store_dwordx4 v[0:1], v[9:12]
	s_waitcnt vmcnt(4)
	flat_store_dwordx3 v[2:3], v[13:15]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernel_plaintext_raw
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16464
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
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 42
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	kernel_plaintext_raw, .Lfunc_end0-kernel_plaintext_raw
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 732
; NumSgprs: 48
; NumVgprs: 41
; ScratchSize: 16464
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 48
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
	.text
	.protected	kernel_crypt            ; -- Begin function kernel_crypt
	.globl	kernel_crypt
	.p2align	8
	.type	kernel_crypt,@function
kernel_crypt:                           ; @kernel_crypt
; %bb.0:
	s_load_dword s54, s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x8
	s_load_dwordx2 s[48:49], s[8:9], 0x10
	s_load_dwordx2 s[50:51], s[8:9], 0x18
	s_load_dwordx2 s[52:53], s[8:9], 0x20
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s42, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	v_or_b32_e32 v43, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x1400
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v46, v[0:1]
	v_lshlrev_b64 v[0:1], 6, v[40:41]
	v_mov_b32_e32 v2, s53
	v_add_u32_e32 v0, vcc, s52, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, 56, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_u32_e32 v4, vcc, 48, v0
	v_addc_u32_e32 v5, vcc, 0, v1, vcc
	v_add_u32_e32 v6, vcc, 16, v0
	v_addc_u32_e32 v7, vcc, 0, v1, vcc
	flat_load_dwordx2 v[41:42], v[4:5]
	flat_load_dwordx4 v[56:59], v[6:7]
	flat_load_dword v44, v[2:3]
	flat_load_dwordx4 v[60:63], v[0:1]
	v_add_u32_e32 v0, vcc, 32, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dwordx4 v[72:75], v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 24
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s51, s51, _Z6rotatejj@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v0, v60
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z9bitselectjjj@rel32@lo+4
	s_addc_u32 s53, s53, _Z9bitselectjjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	buffer_store_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v58
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v59
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v72
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v73
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v74
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v75
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v75
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v14, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, v0
	v_lshlrev_b32_e32 v16, 3, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0x510e527f
	v_mov_b32_e32 v47, 0x510e527f
	buffer_store_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0x510e527f
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v41, v0, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0x510e527f
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v56, 0x6a09e667
	s_mov_b32 s55, 30
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v42, vcc, v1, v0
	v_mov_b32_e32 v0, 0x6a09e667
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0x6a09e667
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v41, v0, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0x6a09e667
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v41, v0
	v_add_u32_e32 v0, vcc, v42, v0
	v_add_u32_e32 v41, vcc, 0x6340bb77, v42
	v_add_u32_e32 v42, vcc, 0xf860aca4, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v44, v0, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_and_b32_e32 v1, 0xca0b3af3, v41
	v_xor_b32_e32 v1, 0x9b05688c, v1
	v_xor_b32_e32 v0, v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v3, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_and_b32_e32 v1, 0xd16e48e2, v42
	v_add_u32_e32 v46, vcc, v0, v1
	v_add_u32_e32 v44, vcc, 0xcd2a11ae, v0
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v45, v0, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v45, v0
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v45, vcc, 0xbabcc441, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v46, v0, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_bfi_b32 v1, v44, v41, v47
	v_xor_b32_e32 v0, v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v4, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v45, v56
	v_bfi_b32 v1, v1, v42, v56
	v_add_u32_e32 v56, vcc, v0, v1
	v_add_u32_e32 v46, vcc, 0xc2e12e0, v0
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v47, v0
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v47, vcc, 0x50c6645b, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v56, v0, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_bfi_b32 v1, v46, v44, v41
	v_xor_b32_e32 v0, v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v5, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v47, v42
	v_bfi_b32 v1, v1, v45, v42
	v_add_u32_e32 v58, vcc, v0, v1
	v_add_u32_e32 v56, vcc, 0xa4ce148b, v0
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v57, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v57, v0
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v57, vcc, 0x3ac42e24, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_bfi_b32 v1, v56, v46, v44
	v_xor_b32_e32 v0, v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v6, v41
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v57, v45
	v_add_u32_e32 v0, vcc, 0x3956c25b, v0
	v_bfi_b32 v1, v1, v47, v45
	v_add_u32_e32 v41, vcc, v0, v42
	v_add_u32_e32 v58, vcc, v0, v1
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v42, v0, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v42, v0
	v_add_u32_e32 v42, vcc, v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_bfi_b32 v1, v41, v56, v46
	v_xor_b32_e32 v0, v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v7, v44
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v42, v47
	v_add_u32_e32 v0, vcc, 0x59f111f1, v0
	v_bfi_b32 v1, v1, v57, v47
	v_add_u32_e32 v44, vcc, v0, v45
	v_add_u32_e32 v58, vcc, v0, v1
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v45, v0, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v45, v0
	v_add_u32_e32 v45, vcc, v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_bfi_b32 v1, v44, v41, v56
	v_xor_b32_e32 v0, v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v8, v46
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v58, vcc, 0x923f82a4, v0
	v_xor_b32_e32 v0, v45, v57
	v_bfi_b32 v59, v0, v42, v57
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v46, vcc, v58, v47
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v47, v0
	v_add_u32_e32 v0, vcc, v0, v59
	v_add_u32_e32 v47, vcc, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v58, v0
	v_bfi_b32 v1, v46, v44, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v9, v56
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v58, vcc, 0xab1c5ed5, v0
	v_xor_b32_e32 v0, v47, v42
	v_bfi_b32 v59, v0, v45, v42
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v56, vcc, v58, v57
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v57, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v57, v0
	v_add_u32_e32 v0, vcc, v0, v59
	v_add_u32_e32 v57, vcc, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v58, v0
	v_bfi_b32 v1, v56, v46, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v10, v41
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v58, vcc, 0xd807aa98, v0
	v_xor_b32_e32 v0, v57, v45
	v_bfi_b32 v59, v0, v47, v45
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v41, vcc, v58, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v42, v0, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v42, v0
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v42, vcc, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v58, v0
	v_bfi_b32 v1, v41, v56, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v11, v44
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v58, vcc, 0x12835b01, v0
	v_xor_b32_e32 v0, v42, v47
	v_bfi_b32 v59, v0, v57, v47
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v45, vcc, v58, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v44, v0, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v44, v0
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v58, vcc, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v44, v0, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v44, v0
	v_bfi_b32 v1, v45, v41, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v12, v46
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v59, vcc, 0x243185be, v0
	v_xor_b32_e32 v0, v58, v57
	v_add_u32_e32 v46, vcc, v59, v47
	v_bfi_b32 v47, v0, v42, v57
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v44, v0, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v44, v0
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, v0, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v44, v0, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v44, v0
	v_bfi_b32 v1, v46, v45, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v13, v56
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v59, vcc, 0x550c7dc3, v0
	v_xor_b32_e32 v0, v47, v42
	v_add_u32_e32 v56, vcc, v59, v57
	v_bfi_b32 v57, v0, v58, v42
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v44, v0, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v44, v0
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, v0, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v44, v0, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v44, v0
	v_bfi_b32 v1, v56, v46, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v14, v41
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v44, vcc, 0x72be5d74, v0
	v_xor_b32_e32 v0, v57, v58
	v_bfi_b32 v59, v0, v47, v58
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v41, vcc, v44, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v42, v0, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v42, v0
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v44, vcc, v0, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v42, v0, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v42, v0
	v_bfi_b32 v1, v41, v56, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v15, v45
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v59, vcc, 0x80deb1fe, v0
	v_xor_b32_e32 v0, v44, v47
	v_add_u32_e32 v42, vcc, v59, v58
	v_bfi_b32 v58, v0, v57, v47
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v45, v0, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v45, v0
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v45, vcc, v0, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v58, v0
	v_bfi_b32 v1, v42, v41, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v16, v46
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v58, vcc, 0x9bdc06a7, v0
	v_xor_b32_e32 v0, v45, v57
	v_bfi_b32 v59, v0, v44, v57
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v46, vcc, v58, v47
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v47, v0
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v47, vcc, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v58, v0
	v_bfi_b32 v1, v46, v42, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v17, v56
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v58, vcc, 0xc19bf174, v0
	v_xor_b32_e32 v0, v47, v44
	v_bfi_b32 v59, v0, v45, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v56, vcc, v58, v57
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v57, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v57, v0
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v59, vcc, v0, v58
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, k@rel32@lo+68
	s_addc_u32 s53, s53, k@rel32@hi+76
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_add_i32 s56, s55, -14
	s_and_b32 s4, s55, 15
	s_mov_b32 m0, s4
	s_add_u32 s34, s42, 40
	s_addc_u32 s35, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_movrels_b32_e32 v57, v0
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 13
	s_swappc_b64 s[30:31], s[50:51]
	v_lshrrev_b32_e32 v1, 10, v57
	v_xor_b32_e32 v1, v58, v1
	v_xor_b32_e32 v60, v1, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_add_i32 s4, s55, -13
	s_and_b32 s4, s4, 15
	s_mov_b32 m0, s4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_movrels_b32_e32 v57, v0
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 25
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v3, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v1, 3, v57
	s_and_b32 s4, s56, 15
	s_add_i32 s5, s55, -5
	v_xor_b32_e32 v1, v58, v1
	s_and_b32 s5, s5, 15
	s_mov_b32 m0, s4
	v_xor_b32_e32 v0, v1, v0
	s_load_dword s56, s[52:53], 0x0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_movrels_b32_e32 v1, v3
	s_mov_b32 m0, s5
	v_movrels_b32_e32 v2, v3
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v58, vcc, v1, v0
	s_mov_b32 m0, s4
	v_movreld_b32_e32 v3, v58
	s_mov_b64 s[4:5], s[40:41]
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 26
	buffer_store_dword v3, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v57, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	v_bfi_b32 v1, v56, v46, v42
	v_add_u32_e32 v1, vcc, v1, v41
	v_add_u32_e32 v1, vcc, s56, v1
	v_xor_b32_e32 v0, v57, v0
	v_add_u32_e32 v1, vcc, v1, v58
	v_mov_b32_e32 v57, v59
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v57, v45
	v_bfi_b32 v1, v1, v47, v45
	v_add_u32_e32 v44, vcc, v0, v44
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v59, v0, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	s_add_u32 s52, s52, 4
	v_xor_b32_e32 v0, v59, v0
	s_addc_u32 s53, s53, 0
	s_add_i32 s55, s55, 1
	v_mov_b32_e32 v41, v42
	v_mov_b32_e32 v42, v46
	v_mov_b32_e32 v46, v56
	v_mov_b32_e32 v56, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v47
	v_mov_b32_e32 v47, v57
	s_cmpk_lg_i32 s55, 0x4e
	v_add_u32_e32 v59, vcc, v58, v0
	s_cbranch_scc1 .LBB1_1
; %bb.2:
	s_load_dword s4, s[48:49], 0x0
	s_waitcnt lgkmcnt(0)
	s_bitcmp0_b32 s4, 0
	s_cbranch_scc1 .LBB1_4
; %bb.3:
	s_add_u32 s8, s42, 40
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	v_add_u32_e32 v41, vcc, 0x6a09e667, v59
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v4, v0, 3
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, s47
	v_add_u32_e32 v0, vcc, 1, v4
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	v_add_u32_e32 v0, vcc, 2, v4
	flat_store_dword v[2:3], v40
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v0, s54
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	flat_store_dword v[2:3], v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, vcc, 3, v4
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_store_dword v[0:1], v41
	s_waitcnt vmcnt(0)
.LBB1_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernel_crypt
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16464
		.amdhsa_kernarg_size 96
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
		.amdhsa_next_free_vgpr 76
		.amdhsa_next_free_sgpr 57
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.size	kernel_crypt, .Lfunc_end1-kernel_crypt
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 15380
; NumSgprs: 63
; NumVgprs: 76
; ScratchSize: 16464
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 63
; NumVGPRsForWavesPerEU: 76
; Occupancy: 3
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	kernel_crypt_raw        ; -- Begin function kernel_crypt_raw
	.globl	kernel_crypt_raw
	.p2align	8
	.type	kernel_crypt_raw,@function
kernel_crypt_raw:                       ; @kernel_crypt_raw
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_load_dwordx2 s[34:35], s[8:9], 0x8
	s_load_dwordx2 s[46:47], s[8:9], 0x28
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_mov_b32 s33, s16
	s_add_u32 s8, s42, 56
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x2400
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	v_mov_b32_e32 v45, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v2, s35
	v_add_u32_e32 v0, vcc, s34, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v2, v[0:1]
	buffer_store_dword v45, off, s[0:3], 0 offset:4
	buffer_store_dword v45, off, s[0:3], 0 offset:8
	buffer_store_dword v45, off, s[0:3], 0 offset:12
	buffer_store_dword v45, off, s[0:3], 0 offset:16
	buffer_store_dword v45, off, s[0:3], 0 offset:20
	buffer_store_dword v45, off, s[0:3], 0 offset:24
	buffer_store_dword v45, off, s[0:3], 0 offset:28
	buffer_store_dword v45, off, s[0:3], 0 offset:32
	buffer_store_dword v45, off, s[0:3], 0 offset:36
	buffer_store_dword v45, off, s[0:3], 0 offset:40
	buffer_store_dword v45, off, s[0:3], 0 offset:44
	buffer_store_dword v45, off, s[0:3], 0 offset:48
	buffer_store_dword v45, off, s[0:3], 0 offset:52
	buffer_store_dword v45, off, s[0:3], 0 offset:56
	buffer_store_dword v45, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(14)
	v_and_b32_e32 v47, 63, v2
	v_cmp_ne_u32_e32 vcc, 0, v47
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_3
; %bb.1:
	s_load_dwordx2 s[6:7], s[42:43], 0x0
	v_lshrrev_b32_e32 v0, 4, v2
	v_and_b32_e32 v0, 0xffffffc, v0
	s_mov_b32 s8, 0
	v_mov_b32_e32 v3, 4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s7
	v_add_u32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b64 s[6:7], 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	flat_load_dword v4, v[0:1]
	v_add_u32_e32 v5, vcc, s8, v3
	v_add_u32_e32 v0, vcc, 4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_add_i32 s8, s8, 4
	v_cmp_ge_u32_e32 vcc, s8, v47
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, v5, s[0:3], 0 offen
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB2_2
.LBB2_3:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v2, 3, v2
	v_and_b32_e32 v0, 60, v47
	v_add_u32_e32 v3, vcc, 4, v0
	v_lshlrev_b32_e32 v0, 2, v2
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, clear_mask@rel32@lo+4
	s_addc_u32 s5, s5, clear_mask@rel32@hi+12
	v_mov_b32_e32 v1, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	buffer_load_dword v4, v3, s[0:3], 0 offen
	flat_load_dword v0, v[0:1]
	s_movk_i32 s4, 0x80
	v_lshlrev_b32_e32 v1, 3, v2
	v_lshlrev_b32_e64 v1, v1, s4
	s_load_dwordx2 s[48:49], s[42:43], 0x30
	s_add_u32 s34, s42, 56
	s_addc_u32 s35, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_mov_b64 s[8:9], s[34:35]
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s51, s51, _Z6rotatejj@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, v0, v4
	v_or_b32_e32 v0, v0, v1
	buffer_store_dword v0, v3, s[0:3], 0 offen
	buffer_load_dword v45, off, s[0:3], 0 offset:4
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v41, v1, v0
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z9bitselectjjj@rel32@lo+4
	s_addc_u32 s53, s53, _Z9bitselectjjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	buffer_store_dword v0, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:8
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:12
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:16
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:20
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:24
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v6, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:28
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:32
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:36
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v9, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:40
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v10, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:44
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v11, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:48
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:52
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v13, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:56
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v14, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], 0 offset:60
	v_mov_b32_e32 v1, 24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 8
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v2, 0xff00ff
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, v0
	v_lshlrev_b32_e32 v16, 3, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0x510e527f
	v_mov_b32_e32 v58, 0x510e527f
	buffer_store_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0x510e527f
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v45, v0, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0x510e527f
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v59, 0x6a09e667
	s_mov_b32 s54, 30
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v46, vcc, v1, v0
	v_mov_b32_e32 v0, 0x6a09e667
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0x6a09e667
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v45, v0, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0x6a09e667
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v45, v0
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v45, vcc, 0x6340bb77, v46
	v_add_u32_e32 v46, vcc, 0xf860aca4, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_and_b32_e32 v1, 0xca0b3af3, v45
	v_xor_b32_e32 v1, 0x9b05688c, v1
	v_xor_b32_e32 v0, v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v3, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_and_b32_e32 v1, 0xd16e48e2, v46
	v_add_u32_e32 v57, vcc, v0, v1
	v_add_u32_e32 v47, vcc, 0xcd2a11ae, v0
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v56, v0, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v56, v0
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v56, vcc, 0xbabcc441, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v57, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_bfi_b32 v1, v47, v45, v58
	v_xor_b32_e32 v0, v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v4, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v56, v59
	v_bfi_b32 v1, v1, v46, v59
	v_add_u32_e32 v59, vcc, v0, v1
	v_add_u32_e32 v57, vcc, 0xc2e12e0, v0
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v58, v0
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v58, vcc, 0x50c6645b, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v59, v0, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_bfi_b32 v1, v57, v47, v45
	v_xor_b32_e32 v0, v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, vcc, v5, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v58, v46
	v_bfi_b32 v1, v1, v56, v46
	v_add_u32_e32 v61, vcc, v0, v1
	v_add_u32_e32 v59, vcc, 0xa4ce148b, v0
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v60, v0, v60
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v60, v0
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v60, vcc, 0x3ac42e24, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v61, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_bfi_b32 v1, v59, v57, v47
	v_xor_b32_e32 v0, v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v6, v45
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v60, v56
	v_add_u32_e32 v0, vcc, 0x3956c25b, v0
	v_bfi_b32 v1, v1, v58, v56
	v_add_u32_e32 v45, vcc, v0, v46
	v_add_u32_e32 v61, vcc, v0, v1
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v46, v0, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v46, v0
	v_add_u32_e32 v46, vcc, v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v61, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_bfi_b32 v1, v45, v59, v57
	v_xor_b32_e32 v0, v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v7, v47
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v46, v58
	v_add_u32_e32 v0, vcc, 0x59f111f1, v0
	v_bfi_b32 v1, v1, v60, v58
	v_add_u32_e32 v47, vcc, v0, v56
	v_add_u32_e32 v61, vcc, v0, v1
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v56, v0, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v56, v0
	v_add_u32_e32 v56, vcc, v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v61, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_bfi_b32 v1, v47, v45, v59
	v_xor_b32_e32 v0, v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v8, v57
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v61, vcc, 0x923f82a4, v0
	v_xor_b32_e32 v0, v56, v60
	v_bfi_b32 v62, v0, v46, v60
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v57, vcc, v61, v58
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v58, v0
	v_add_u32_e32 v0, vcc, v0, v62
	v_add_u32_e32 v58, vcc, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v61, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v61, v0
	v_bfi_b32 v1, v57, v47, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v9, v59
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v61, vcc, 0xab1c5ed5, v0
	v_xor_b32_e32 v0, v58, v46
	v_bfi_b32 v62, v0, v56, v46
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v59, vcc, v61, v60
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v60, v0, v60
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v60, v0
	v_add_u32_e32 v0, vcc, v0, v62
	v_add_u32_e32 v60, vcc, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v61, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v61, v0
	v_bfi_b32 v1, v59, v57, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v10, v45
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v61, vcc, 0xd807aa98, v0
	v_xor_b32_e32 v0, v60, v56
	v_bfi_b32 v62, v0, v58, v56
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v45, vcc, v61, v46
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v46, v0, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v46, v0
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v46, vcc, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v61, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v61, v0
	v_bfi_b32 v1, v45, v59, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v11, v47
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v61, vcc, 0x12835b01, v0
	v_xor_b32_e32 v0, v46, v58
	v_bfi_b32 v62, v0, v60, v58
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v56, vcc, v61, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v47, v0
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v61, vcc, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v47, v0
	v_bfi_b32 v1, v56, v45, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v12, v57
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v62, vcc, 0x243185be, v0
	v_xor_b32_e32 v0, v61, v60
	v_add_u32_e32 v57, vcc, v62, v58
	v_bfi_b32 v58, v0, v46, v60
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v47, v0
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v58, vcc, v0, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v47, v0
	v_bfi_b32 v1, v57, v56, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v13, v59
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v62, vcc, 0x550c7dc3, v0
	v_xor_b32_e32 v0, v58, v46
	v_add_u32_e32 v59, vcc, v62, v60
	v_bfi_b32 v60, v0, v61, v46
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v47, v0
	v_add_u32_e32 v0, vcc, v60, v0
	v_add_u32_e32 v60, vcc, v0, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v47, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v47, v0
	v_bfi_b32 v1, v59, v57, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v14, v45
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v47, vcc, 0x72be5d74, v0
	v_xor_b32_e32 v0, v60, v61
	v_bfi_b32 v62, v0, v58, v61
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v45, vcc, v47, v46
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v46, v0, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v46, v0
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v47, vcc, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v46, v0, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v46, v0
	v_bfi_b32 v1, v45, v59, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v15, v56
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v62, vcc, 0x80deb1fe, v0
	v_xor_b32_e32 v0, v47, v58
	v_add_u32_e32 v46, vcc, v62, v61
	v_bfi_b32 v61, v0, v60, v58
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v56, v0, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v56, v0
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v56, vcc, v0, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v61, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v61, v0
	v_bfi_b32 v1, v46, v45, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v16, v57
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v61, vcc, 0x9bdc06a7, v0
	v_xor_b32_e32 v0, v56, v60
	v_bfi_b32 v62, v0, v47, v60
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v57, vcc, v61, v58
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v58, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v58, v0
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v58, vcc, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 26
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v61, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v2, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v61, v0
	v_bfi_b32 v1, v57, v46, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, vcc, v17, v59
	v_add_u32_e32 v0, vcc, v2, v0
	v_add_u32_e32 v0, vcc, v0, v1
	v_add_u32_e32 v61, vcc, 0xc19bf174, v0
	v_xor_b32_e32 v0, v58, v47
	v_bfi_b32 v62, v0, v56, v47
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	v_add_u32_e32 v59, vcc, v61, v60
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v60, v0, v60
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v60, v0
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v62, vcc, v0, v61
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, k@rel32@lo+68
	s_addc_u32 s53, s53, k@rel32@hi+76
.LBB2_4:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v0, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_and_b32 s4, s54, 15
	s_mov_b32 m0, s4
	s_add_i32 s55, s54, -14
	s_add_u32 s34, s42, 56
	s_addc_u32 s35, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_movrels_b32_e32 v41, v0
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	v_or_b32_e32 v60, v1, v0
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 13
	s_swappc_b64 s[30:31], s[50:51]
	v_lshrrev_b32_e32 v1, 10, v41
	v_xor_b32_e32 v1, v61, v1
	v_xor_b32_e32 v63, v1, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_add_i32 s4, s54, -13
	s_and_b32 s4, s4, 15
	s_mov_b32 m0, s4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	v_movrels_b32_e32 v41, v0
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 25
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v3, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	v_lshrrev_b32_e32 v1, 3, v41
	s_and_b32 s4, s55, 15
	s_add_i32 s5, s54, -5
	v_xor_b32_e32 v1, v61, v1
	s_and_b32 s5, s5, 15
	s_mov_b32 m0, s4
	v_xor_b32_e32 v0, v1, v0
	s_load_dword s55, s[52:53], 0x0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	v_movrels_b32_e32 v1, v3
	s_mov_b32 m0, s5
	v_movrels_b32_e32 v2, v3
	v_add_u32_e32 v1, vcc, v2, v1
	v_add_u32_e32 v1, vcc, v1, v63
	v_add_u32_e32 v61, vcc, v1, v0
	s_mov_b32 m0, s4
	v_movreld_b32_e32 v3, v61
	s_mov_b64 s[4:5], s[40:41]
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 26
	buffer_store_dword v3, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v41, v0, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[50:51]
	v_bfi_b32 v1, v59, v57, v46
	v_add_u32_e32 v1, vcc, v1, v45
	v_add_u32_e32 v1, vcc, s55, v1
	v_xor_b32_e32 v0, v41, v0
	v_add_u32_e32 v1, vcc, v1, v61
	v_mov_b32_e32 v41, v62
	v_add_u32_e32 v0, vcc, v1, v0
	v_xor_b32_e32 v1, v41, v56
	v_bfi_b32 v1, v1, v58, v56
	v_add_u32_e32 v47, vcc, v0, v47
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 19
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v62, v0, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[50:51]
	s_add_u32 s52, s52, 4
	v_xor_b32_e32 v0, v62, v0
	s_addc_u32 s53, s53, 0
	s_add_i32 s54, s54, 1
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v46, v57
	v_mov_b32_e32 v57, v59
	v_mov_b32_e32 v59, v47
	v_mov_b32_e32 v47, v56
	v_mov_b32_e32 v56, v58
	v_mov_b32_e32 v58, v41
	s_cmpk_lg_i32 s54, 0x4e
	v_add_u32_e32 v62, vcc, v61, v0
	s_cbranch_scc1 .LBB2_4
; %bb.5:
	s_load_dword s4, s[48:49], 0x0
	s_waitcnt lgkmcnt(0)
	s_bitcmp0_b32 s4, 0
	s_cbranch_scc1 .LBB2_7
; %bb.6:
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s8, s42, 56
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s43, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s47
	v_add_u32_e32 v41, vcc, 0x6a09e667, v62
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mul_lo_u32 v4, v0, 3
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v5, s47
	v_add_u32_e32 v0, vcc, 1, v4
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	v_add_u32_e32 v0, vcc, 2, v4
	flat_store_dword v[2:3], v40
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_u32_e32 v2, vcc, s46, v2
	v_addc_u32_e32 v3, vcc, v5, v3, vcc
	v_add_u32_e32 v0, vcc, 3, v4
	flat_store_dword v[2:3], v1
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v0, vcc, s46, v0
	v_addc_u32_e32 v1, vcc, v5, v1, vcc
	flat_store_dword v[0:1], v41
	s_waitcnt vmcnt(0)
.LBB2_7:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernel_crypt_raw
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16528
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 56
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	kernel_crypt_raw, .Lfunc_end2-kernel_crypt_raw
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 15844
; NumSgprs: 62
; NumVgprs: 64
; ScratchSize: 16528
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	kernel_prepare          ; -- Begin function kernel_prepare
	.globl	kernel_prepare
	.p2align	8
	.type	kernel_prepare,@function
kernel_prepare:                         ; @kernel_prepare
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[34:35], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s34, 16
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s35, 0
	v_or_b32_e32 v31, v0, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_dwordx2 s[4:5], s[34:35], 0x8
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	flat_store_dword v[0:1], v2
.LBB3_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel kernel_prepare
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 36
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	kernel_prepare, .Lfunc_end3-kernel_prepare
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 132
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
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	loop_index                      ; @loop_index
	.type	loop_index,@object
	.section	.rodata,#alloc
	.globl	loop_index
	.p2align	2
loop_index:
	.long	0                               ; 0x0
	.long	7                               ; 0x7
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	3                               ; 0x3
	.long	7                               ; 0x7
	.long	1                               ; 0x1
	.long	6                               ; 0x6
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	3                               ; 0x3
	.long	7                               ; 0x7
	.long	1                               ; 0x1
	.long	7                               ; 0x7
	.long	2                               ; 0x2
	.long	5                               ; 0x5
	.long	3                               ; 0x3
	.long	7                               ; 0x7
	.long	1                               ; 0x1
	.long	7                               ; 0x7
	.long	3                               ; 0x3
	.long	4                               ; 0x4
	.long	3                               ; 0x3
	.long	7                               ; 0x7
	.long	1                               ; 0x1
	.long	7                               ; 0x7
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	2                               ; 0x2
	.long	7                               ; 0x7
	.long	1                               ; 0x1
	.long	7                               ; 0x7
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	3                               ; 0x3
	.long	6                               ; 0x6
	.long	1                               ; 0x1
	.long	7                               ; 0x7
	.long	3                               ; 0x3
	.long	5                               ; 0x5
	.long	3                               ; 0x3
	.long	7                               ; 0x7
	.size	loop_index, 168

	.hidden	generator_index                 ; @generator_index
	.type	generator_index,@object
	.globl	generator_index
	.p2align	2
generator_index:
	.long	0                               ; 0x0
	.long	6                               ; 0x6
	.long	14                              ; 0xe
	.long	2                               ; 0x2
	.long	21                              ; 0x15
	.long	3                               ; 0x3
	.long	7                               ; 0x7
	.long	1                               ; 0x1
	.size	generator_index, 32

	.hidden	k                               ; @k
	.type	k,@object
	.globl	k
	.p2align	2
k:
	.long	1116352408                      ; 0x428a2f98
	.long	1899447441                      ; 0x71374491
	.long	3049323471                      ; 0xb5c0fbcf
	.long	3921009573                      ; 0xe9b5dba5
	.long	961987163                       ; 0x3956c25b
	.long	1508970993                      ; 0x59f111f1
	.long	2453635748                      ; 0x923f82a4
	.long	2870763221                      ; 0xab1c5ed5
	.long	3624381080                      ; 0xd807aa98
	.long	310598401                       ; 0x12835b01
	.long	607225278                       ; 0x243185be
	.long	1426881987                      ; 0x550c7dc3
	.long	1925078388                      ; 0x72be5d74
	.long	2162078206                      ; 0x80deb1fe
	.long	2614888103                      ; 0x9bdc06a7
	.long	3248222580                      ; 0xc19bf174
	.long	3835390401                      ; 0xe49b69c1
	.long	4022224774                      ; 0xefbe4786
	.long	264347078                       ; 0xfc19dc6
	.long	604807628                       ; 0x240ca1cc
	.long	770255983                       ; 0x2de92c6f
	.long	1249150122                      ; 0x4a7484aa
	.long	1555081692                      ; 0x5cb0a9dc
	.long	1996064986                      ; 0x76f988da
	.long	2554220882                      ; 0x983e5152
	.long	2821834349                      ; 0xa831c66d
	.long	2952996808                      ; 0xb00327c8
	.long	3210313671                      ; 0xbf597fc7
	.long	3336571891                      ; 0xc6e00bf3
	.long	3584528711                      ; 0xd5a79147
	.long	113926993                       ; 0x6ca6351
	.long	338241895                       ; 0x14292967
	.long	666307205                       ; 0x27b70a85
	.long	773529912                       ; 0x2e1b2138
	.long	1294757372                      ; 0x4d2c6dfc
	.long	1396182291                      ; 0x53380d13
	.long	1695183700                      ; 0x650a7354
	.long	1986661051                      ; 0x766a0abb
	.long	2177026350                      ; 0x81c2c92e
	.long	2456956037                      ; 0x92722c85
	.long	2730485921                      ; 0xa2bfe8a1
	.long	2820302411                      ; 0xa81a664b
	.long	3259730800                      ; 0xc24b8b70
	.long	3345764771                      ; 0xc76c51a3
	.long	3516065817                      ; 0xd192e819
	.long	3600352804                      ; 0xd6990624
	.long	4094571909                      ; 0xf40e3585
	.long	275423344                       ; 0x106aa070
	.long	430227734                       ; 0x19a4c116
	.long	506948616                       ; 0x1e376c08
	.long	659060556                       ; 0x2748774c
	.long	883997877                       ; 0x34b0bcb5
	.long	958139571                       ; 0x391c0cb3
	.long	1322822218                      ; 0x4ed8aa4a
	.long	1537002063                      ; 0x5b9cca4f
	.long	1747873779                      ; 0x682e6ff3
	.long	1955562222                      ; 0x748f82ee
	.long	2024104815                      ; 0x78a5636f
	.long	2227730452                      ; 0x84c87814
	.long	2361852424                      ; 0x8cc70208
	.long	2428436474                      ; 0x90befffa
	.long	2756734187                      ; 0xa4506ceb
	.long	3204031479                      ; 0xbef9a3f7
	.long	3329325298                      ; 0xc67178f2
	.size	k, 256

	.hidden	clear_mask                      ; @clear_mask
	.type	clear_mask,@object
	.globl	clear_mask
	.p2align	2
clear_mask:
	.long	4294967295                      ; 0xffffffff
	.long	255                             ; 0xff
	.long	65535                           ; 0xffff
	.long	16777215                        ; 0xffffff
	.long	4294967295                      ; 0xffffffff
	.size	clear_mask, 20

	.hidden	clear_be_mask                   ; @clear_be_mask
	.type	clear_be_mask,@object
	.globl	clear_be_mask
	.p2align	2
clear_be_mask:
	.long	4294967295                      ; 0xffffffff
	.long	4278190080                      ; 0xff000000
	.long	4294901760                      ; 0xffff0000
	.long	4294967040                      ; 0xffffff00
	.long	4294967295                      ; 0xffffffff
	.size	clear_be_mask, 20

	.hidden	_Z13get_global_idj
	.hidden	_Z6rotatejj
	.hidden	_Z9bitselectjjj
	.hidden	_Z10atomic_incPU3AS1Vj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint32_t
        .value_kind:     by_value
      - .address_space:  global
        .is_restrict:    true
        .offset:         40
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         48
        .size:           8
        .type_name:      'uint32_t*'
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
    .name:           kernel_plaintext_raw
    .private_segment_fixed_size: 16464
    .sgpr_count:     48
    .sgpr_spill_count: 0
    .symbol:         kernel_plaintext_raw.kd
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      uint32_t
        .value_kind:     by_value
      - .address_space:  global
        .is_restrict:    true
        .is_volatile:    true
        .offset:         8
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         32
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         88
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           kernel_crypt
    .private_segment_fixed_size: 16464
    .sgpr_count:     63
    .sgpr_spill_count: 0
    .symbol:         kernel_crypt.kd
    .vgpr_count:     76
    .vgpr_spill_count: 256
    .wavefront_size: 64
  - .args:
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         24
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint32_t
        .value_kind:     by_value
      - .address_space:  global
        .is_restrict:    true
        .is_volatile:    true
        .offset:         40
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
      - .access:         read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         48
        .size:           8
        .type_name:      'uint32_t*'
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
    .name:           kernel_crypt_raw
    .private_segment_fixed_size: 16528
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         kernel_crypt_raw.kd
    .vgpr_count:     64
    .vgpr_spill_count: 256
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      uint32_t
        .value_kind:     by_value
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint32_t*'
        .value_kind:     global_buffer
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
    .name:           kernel_prepare
    .private_segment_fixed_size: 16384
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         kernel_prepare.kd
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
