	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.protected	pbkdf2_init             ; -- Begin function pbkdf2_init
	.globl	pbkdf2_init
	.p2align	8
	.type	pbkdf2_init,@function
pbkdf2_init:                            ; @pbkdf2_init
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_mov_b64 s[38:39], s[4:5]
	s_load_dwordx2 s[4:5], s[8:9], 0x10
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_add_u32 s40, s8, 24
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s33, s16
	s_addc_u32 s41, s9, 0
	v_or3_b32 v40, v0, v1, v2
	s_mov_b32 s43, s14
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v41, s4
	v_mov_b32_e32 v42, s5
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b32_e32 v46, 4, v0
	v_mov_b32_e32 v47, 0
	s_movk_i32 s4, 0x48
	v_lshlrev_b64 v[1:2], 2, v[46:47]
	v_mad_u64_u32 v[56:57], s[4:5], v0, s4, v[41:42]
	v_mov_b32_e32 v3, s45
	v_add_co_u32_e32 v41, vcc, s44, v1
	v_addc_co_u32_e32 v42, vcc, v3, v2, vcc
	v_add_co_u32_e32 v43, vcc, 16, v56
	v_addc_co_u32_e32 v44, vcc, 0, v57, vcc
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	v_mov_b32_e32 v4, 0x36363636
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, preproc@rel32@lo+4
	s_addc_u32 s45, s45, preproc@rel32@hi+12
	s_swappc_b64 s[30:31], s[44:45]
	v_add_co_u32_e32 v45, vcc, 32, v56
	v_addc_co_u32_e32 v46, vcc, 0, v57, vcc
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, 0x5c5c5c5c
	s_swappc_b64 s[30:31], s[44:45]
	s_load_dword s19, s[46:47], 0x0
	s_load_dword s44, s[46:47], 0x8
	s_add_u32 s15, s46, 12
	v_add_co_u32_e32 v0, vcc, 48, v56
	s_addc_u32 s18, s47, 0
	v_addc_co_u32_e32 v1, vcc, 0, v57, vcc
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[8:9], s[40:41]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	v_mov_b32_e32 v4, v45
	v_mov_b32_e32 v5, v46
	v_mov_b32_e32 v6, s15
	v_mov_b32_e32 v7, s18
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s19
	v_mov_b32_e32 v9, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, hmac_md5@rel32@lo+4
	s_addc_u32 s17, s17, hmac_md5@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	global_load_dwordx4 v[0:3], v[56:57], off offset:48
	s_add_i32 s44, s44, -1
	v_mov_b32_e32 v46, s44
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[56:57], v[0:3], off
	global_store_dwordx2 v[56:57], v[46:47], off offset:64
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel pbkdf2_init
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
		.amdhsa_next_free_vgpr 58
		.amdhsa_next_free_sgpr 48
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
	.size	pbkdf2_init, .Lfunc_end0-pbkdf2_init
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 492
; NumSgprs: 54
; NumVgprs: 58
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 14
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 58
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
	.protected	pbkdf2_loop             ; -- Begin function pbkdf2_loop
	.globl	pbkdf2_loop
	.p2align	8
	.type	pbkdf2_loop,@function
pbkdf2_loop:                            ; @pbkdf2_loop
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx2 s[46:47], s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[36:37], s[8:9]
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v42, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v41, v0
	s_add_u32 s8, s36, 8
	v_lshlrev_b32_e32 v0, 20, v43
	v_lshlrev_b32_e32 v1, 10, v42
	s_mov_b32 s45, s14
	s_addc_u32 s9, s37, 0
	v_or3_b32 v31, v41, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x3400
	s_mov_b32 s44, s15
	s_mov_b64 s[38:39], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v0, s46
	s_movk_i32 s6, 0x48
	v_mov_b32_e32 v1, s47
	v_mad_u64_u32 v[46:47], s[4:5], v40, s6, v[0:1]
	v_mov_b32_e32 v0, 0
	global_load_dword v62, v[46:47], off offset:64
	global_load_dwordx4 v[56:59], v[46:47], off offset:48
	global_load_dwordx4 v[8:11], v[46:47], off offset:32
	global_load_dwordx4 v[4:7], v[46:47], off offset:16
	global_load_dwordx4 v[12:15], v[46:47], off
	v_add_co_u32_e32 v60, vcc, 64, v46
	v_addc_co_u32_e32 v61, vcc, 0, v47, vcc
	s_waitcnt vmcnt(4)
	v_cmp_ne_u32_e64 s[34:35], 0, v62
	s_and_saveexec_b64 s[48:49], s[34:35]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_lshlrev_b32_e32 v0, 20, v43
	s_waitcnt vmcnt(0)
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
	s_add_u32 s36, s36, 8
	v_lshlrev_b32_e32 v1, 10, v42
	s_addc_u32 s37, s37, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z9bitselectjjj@rel32@lo+4
	s_addc_u32 s51, s51, _Z9bitselectjjj@rel32@hi+12
	v_or3_b32 v41, v41, v1, v0
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v2, v5
	buffer_store_dword v0, off, s[0:3], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v13, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:192 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xd76aa478
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s53, s53, _Z6rotatejj@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v6, v1
	v_add3_u32 v0, v1, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:192 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, v7
	v_add_u32_e32 v42, v0, v5
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v7, v8
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xe8c7b756
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v8, v10
	v_add3_u32 v0, v1, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, 12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	buffer_load_dword v0, off, s[0:3], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:192 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v0, v5
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x242070db
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v7, v10
	v_add3_u32 v0, v1, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, 17
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xc1bdceee
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v6, v10
	v_add3_u32 v0, v1, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, 22
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xf57c102f
	v_add3_u32 v0, v42, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x4787c62a
	v_add3_u32 v0, v43, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xa8304613
	v_add3_u32 v0, v44, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 17
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xfd469501
	v_add3_u32 v0, v45, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 22
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x698098d8
	v_add3_u32 v0, v42, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x8b44f7af
	v_add3_u32 v0, v43, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xffff5bb1
	v_add3_u32 v0, v44, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 17
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x895cd7be
	v_add3_u32 v0, v45, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 22
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x6b901122
	v_add3_u32 v0, v42, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xfd987193
	v_add3_u32 v0, v43, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xa679460e
	v_add3_u32 v0, v44, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 17
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x49b40821
	v_add3_u32 v0, v45, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 22
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b32 s71, 0xf61e2562
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v2, v42
	v_add3_u32 v0, v1, v0, s71
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s72, 0xc040b340
	v_add3_u32 v0, v43, v0, s72
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 9
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s73, 0x265e5a51
	v_add3_u32 v0, v44, v0, s73
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b32 s74, 0xe9b6c7aa
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v1, v45
	v_add3_u32 v0, v1, v0, s74
	v_mov_b32_e32 v1, 20
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s75, 0xd62f105d
	v_add3_u32 v0, v42, v0, s75
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s76, 0x2441453
	v_add3_u32 v0, v43, v0, s76
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 9
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s77, 0xd8a1e681
	v_add3_u32 v0, v44, v0, s77
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s78, 0xe7d3fc48
	v_add3_u32 v0, v45, v0, s78
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 20
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s79, 0x21e1cde6
	v_add3_u32 v0, v42, v0, s79
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s80, 0xc3370a56
	v_add3_u32 v0, v43, v0, s80
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 9
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b32 s81, 0xf4d50d87
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v4, v44
	v_add3_u32 v0, v1, v0, s81
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s82, 0x455a14ed
	v_add3_u32 v0, v45, v0, s82
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 20
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s83, 0xa9e3e905
	v_add3_u32 v0, v42, v0, s83
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b32 s84, 0xfcefa3f8
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v3, v43
	v_add3_u32 v0, v1, v0, s84
	v_mov_b32_e32 v1, 9
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s85, 0x676f02d9
	v_add3_u32 v0, v44, v0, s85
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s86, 0x8d2a4c8a
	v_add3_u32 v0, v45, v0, s86
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 20
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	v_xor_b32_e32 v63, v45, v44
	v_xor_b32_e32 v0, v63, v43
	s_mov_b32 s87, 0xfffa3942
	v_add3_u32 v0, v42, v0, s87
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	v_xor_b32_e32 v0, v42, v63
	s_mov_b32 s88, 0x8771f681
	v_add3_u32 v0, v43, v0, s88
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 11
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	v_xor_b32_e32 v63, v43, v42
	v_xor_b32_e32 v0, v63, v45
	s_mov_b32 s89, 0x6d9d6122
	v_add3_u32 v0, v44, v0, s89
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	v_xor_b32_e32 v0, v44, v63
	s_mov_b32 s90, 0xfde53a8c
	v_add3_u32 v0, v45, v0, s90
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 23
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_add_u32_e32 v45, v0, v44
	v_xor_b32_e32 v63, v45, v44
	v_xor_b32_e32 v0, v63, v43
	s_mov_b32 s91, 0xa4beea44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v2, v42
	v_add3_u32 v0, v1, v0, s91
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	v_xor_b32_e32 v0, v42, v63
	s_mov_b32 s92, 0x4bded029
	v_add3_u32 v0, v43, v0, s92
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 11
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	v_xor_b32_e32 v63, v43, v42
	v_xor_b32_e32 v0, v63, v45
	s_mov_b32 s93, 0xf6bb4b60
	v_add3_u32 v0, v44, v0, s93
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	v_xor_b32_e32 v0, v44, v63
	s_mov_b32 s94, 0xbebfbc70
	v_add3_u32 v0, v45, v0, s94
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 23
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	v_xor_b32_e32 v63, v45, v44
	v_xor_b32_e32 v0, v63, v43
	s_mov_b32 s95, 0x289b7ec6
	v_add3_u32 v0, v42, v0, s95
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_add_u32_e32 v42, v0, v45
	v_xor_b32_e32 v0, v42, v63
	s_mov_b32 s96, 0xeaa127fa
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v1, v43
	v_add3_u32 v0, v1, v0, s96
	v_mov_b32_e32 v1, 11
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_add_u32_e32 v43, v0, v42
	v_xor_b32_e32 v63, v43, v42
	v_xor_b32_e32 v0, v63, v45
	s_mov_b32 s97, 0xd4ef3085
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v4, v44
	v_add3_u32 v0, v1, v0, s97
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	v_xor_b32_e32 v0, v44, v63
	s_mov_b32 s98, 0x4881d05
	v_add3_u32 v0, v45, v0, s98
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 23
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	v_xor_b32_e32 v63, v45, v44
	v_xor_b32_e32 v0, v63, v43
	s_mov_b32 s99, 0xd9d4d039
	v_add3_u32 v0, v42, v0, s99
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v72, v0, v45
	v_xor_b32_e32 v0, v72, v63
	s_mov_b32 s100, 0xe6db99e5
	v_add3_u32 v0, v43, v0, s100
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 11
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v72
	v_xor_b32_e32 v63, v42, v72
	v_xor_b32_e32 v0, v63, v45
	s_mov_b32 s101, 0x1fa27cf8
	v_add3_u32 v0, v44, v0, s101
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_add_u32_e32 v43, v0, v42
	v_xor_b32_e32 v0, v43, v63
	s_mov_b32 s55, 0xc4ac5665
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v3, v45
	v_add3_u32 v0, v1, v0, s55
	v_mov_b32_e32 v1, 23
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v43
	s_mov_b32 s56, 0xf4292244
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v1, v72
	v_add3_u32 v0, v1, v0, s56
	v_mov_b32_e32 v1, 6
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v44
	s_mov_b32 s57, 0x432aff97
	v_add3_u32 v0, v42, v0, s57
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v45
	s_mov_b32 s54, 0xab942627
	v_add3_u32 v0, v43, v0, s54
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v42
	s_mov_b32 s58, 0xfc93a039
	v_add3_u32 v0, v44, v0, s58
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v43
	s_mov_b32 s59, 0x655b59c3
	v_add3_u32 v0, v45, v0, s59
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 6
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v44
	s_mov_b32 s60, 0x8f0ccc92
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v4, v42
	v_add3_u32 v0, v1, v0, s60
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v45
	s_mov_b32 s61, 0xffeff47d
	v_add3_u32 v0, v43, v0, s61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v42
	s_mov_b32 s62, 0x85845dd1
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v2, v44
	v_add3_u32 v0, v1, v0, s62
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v43
	s_mov_b32 s63, 0x6fa87e4f
	v_add3_u32 v0, v45, v0, s63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 6
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v44
	s_mov_b32 s64, 0xfe2ce6e0
	v_add3_u32 v0, v42, v0, s64
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v45
	s_mov_b32 s65, 0xa3014314
	v_add3_u32 v0, v43, v0, s65
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v42
	s_mov_b32 s66, 0x4e0811a1
	v_add3_u32 v0, v44, v0, s66
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v43
	s_mov_b32 s67, 0xf7537f02
	v_add3_u32 v0, v45, v0, s67
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 6
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v44
	s_mov_b32 s68, 0xbd3af235
	v_add3_u32 v0, v42, v0, s68
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v45
	s_mov_b32 s69, 0x2ad7d2bb
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v3, v43
	v_add3_u32 v0, v1, v0, s69
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v42
	s_mov_b32 s70, 0xeb86d391
	v_add3_u32 v0, v44, v0, s70
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:192 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v7, v8
	v_add_u32_e32 v74, v45, v4
	v_add3_u32 v72, v43, v5, v0
	v_add_u32_e32 v63, v43, v6
	v_add_u32_e32 v73, v42, v7
	buffer_load_dword v0, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v11
	v_mov_b32_e32 v1, v10
	v_mov_b32_e32 v2, v9
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xd76aa478
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v74, v9
	v_add3_u32 v0, v1, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v9, v10
	v_mov_b32_e32 v10, v11
	v_add_u32_e32 v42, v0, v9
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v11, v12
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xe8c7b756
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v72, v12
	v_add3_u32 v0, v1, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, 12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	buffer_load_dword v0, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v0, v9
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x242070db
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v63, v11
	v_add3_u32 v0, v1, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, 17
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_mov_b32 s4, 0xc1bdceee
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, v73, v10
	v_add3_u32 v0, v1, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, 22
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xf57c102f
	v_add3_u32 v0, v42, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x4787c62a
	v_add3_u32 v0, v43, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xa8304613
	v_add3_u32 v0, v44, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 17
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xfd469501
	v_add3_u32 v0, v45, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 22
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x698098d8
	v_add3_u32 v0, v42, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x8b44f7af
	v_add3_u32 v0, v43, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xffff5bb1
	v_add3_u32 v0, v44, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 17
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x895cd7be
	v_add3_u32 v0, v45, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 22
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x6b901122
	v_add3_u32 v0, v42, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 7
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xfd987193
	v_add3_u32 v0, v43, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 12
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0xa679460e
	v_add3_u32 v0, v44, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 17
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	s_mov_b32 s4, 0x49b40821
	v_add3_u32 v0, v45, v0, s4
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 22
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_add_u32_e32 v1, v72, v42
	v_add3_u32 v0, v1, v0, s71
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v43, v0, s72
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 9
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v44, v0, s73
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_add_u32_e32 v1, v74, v45
	v_add3_u32 v0, v1, v0, s74
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 20
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v42, v0, s75
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v43, v0, s76
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 9
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v44, v0, s77
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v45, v0, s78
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 20
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v42, v0, s79
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v43, v0, s80
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 9
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_add_u32_e32 v1, v73, v44
	v_add3_u32 v0, v1, v0, s81
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v45, v0, s82
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 20
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v42, v0, s83
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_add_u32_e32 v1, v63, v43
	v_add3_u32 v0, v1, v0, s84
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 9
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v44, v0, s85
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 14
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_add3_u32 v0, v45, v0, s86
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 20
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	v_xor_b32_e32 v75, v45, v44
	v_xor_b32_e32 v0, v75, v43
	v_add3_u32 v0, v42, v0, s87
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	v_xor_b32_e32 v0, v42, v75
	v_add3_u32 v0, v43, v0, s88
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 11
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	v_xor_b32_e32 v75, v43, v42
	v_xor_b32_e32 v0, v75, v45
	v_add3_u32 v0, v44, v0, s89
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	v_xor_b32_e32 v0, v44, v75
	v_add3_u32 v0, v45, v0, s90
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 23
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	v_xor_b32_e32 v75, v45, v44
	v_xor_b32_e32 v0, v75, v43
	v_add_u32_e32 v1, v72, v42
	v_add3_u32 v0, v1, v0, s91
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	v_xor_b32_e32 v0, v42, v75
	v_add3_u32 v0, v43, v0, s92
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 11
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	v_xor_b32_e32 v75, v43, v42
	v_xor_b32_e32 v0, v75, v45
	v_add3_u32 v0, v44, v0, s93
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	v_xor_b32_e32 v0, v44, v75
	v_add3_u32 v0, v45, v0, s94
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 23
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	v_xor_b32_e32 v75, v45, v44
	v_xor_b32_e32 v0, v75, v43
	v_add3_u32 v0, v42, v0, s95
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	v_xor_b32_e32 v0, v42, v75
	v_add_u32_e32 v1, v74, v43
	v_add3_u32 v0, v1, v0, s96
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 11
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	v_xor_b32_e32 v75, v43, v42
	v_xor_b32_e32 v0, v75, v45
	v_add_u32_e32 v1, v73, v44
	v_add3_u32 v0, v1, v0, s97
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	v_xor_b32_e32 v0, v44, v75
	v_add3_u32 v0, v45, v0, s98
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 23
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	v_xor_b32_e32 v75, v45, v44
	v_xor_b32_e32 v0, v75, v43
	v_add3_u32 v0, v42, v0, s99
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v76, v0, v45
	v_xor_b32_e32 v0, v76, v75
	v_add3_u32 v0, v43, v0, s100
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 11
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v76
	v_xor_b32_e32 v75, v42, v76
	v_xor_b32_e32 v0, v75, v45
	v_add3_u32 v0, v44, v0, s101
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	v_xor_b32_e32 v0, v43, v75
	v_add_u32_e32 v1, v63, v45
	v_add3_u32 v0, v1, v0, s55
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 23
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v43
	v_add_u32_e32 v1, v74, v76
	v_add3_u32 v0, v1, v0, s56
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 6
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v44
	v_add3_u32 v0, v42, v0, s57
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v45
	v_add3_u32 v0, v43, v0, s54
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v42
	v_add3_u32 v0, v44, v0, s58
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v43
	v_add3_u32 v0, v45, v0, s59
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 6
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v44
	v_add_u32_e32 v1, v73, v42
	v_add3_u32 v0, v1, v0, s60
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v45
	v_add3_u32 v0, v43, v0, s61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v42
	v_add_u32_e32 v1, v72, v44
	v_add3_u32 v0, v1, v0, s62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v43
	v_add3_u32 v0, v45, v0, s63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 6
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v44
	v_add3_u32 v0, v42, v0, s64
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v45
	v_add3_u32 v0, v43, v0, s65
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v42
	v_add3_u32 v0, v44, v0, s66
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v44, v0, v43
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v42
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v43
	v_add3_u32 v0, v45, v0, s67
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 6
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v45, v0, v44
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v43
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v44
	v_add3_u32 v0, v42, v0, s68
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 10
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v42, v0, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v45
	v_add_u32_e32 v1, v63, v43
	v_add3_u32 v0, v1, v0, s69
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 15
	s_swappc_b64 s[30:31], s[52:53]
	v_add_u32_e32 v43, v0, v42
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_xor_b32_e32 v0, v0, v42
	v_add3_u32 v0, v44, v0, s70
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 21
	s_swappc_b64 s[30:31], s[52:53]
	buffer_load_dword v1, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_movk_i32 s6, 0x48
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v9, v10
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v11, v12
	v_add_u32_e32 v12, v45, v8
	v_add3_u32 v13, v43, v9, v0
	v_add_u32_e32 v14, v43, v10
	v_add_u32_e32 v15, v42, v11
	v_xor_b32_e32 v56, v56, v12
	v_xor_b32_e32 v57, v57, v13
	v_xor_b32_e32 v58, v58, v14
	v_xor_b32_e32 v59, v59, v15
	v_mov_b32_e32 v0, v62
.LBB1_2:
	s_or_b64 exec, exec, s[48:49]
	v_mov_b32_e32 v1, s46
	v_mov_b32_e32 v2, s47
	v_mad_u64_u32 v[1:2], s[4:5], v40, s6, v[1:2]
	v_cndmask_b32_e64 v3, 0, 1, s[34:35]
	v_sub_u32_e32 v0, v0, v3
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[46:47], v[12:15], off
	global_store_dwordx4 v[1:2], v[56:59], off offset:48
	global_store_dword v[60:61], v0, off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel pbkdf2_loop
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16592
		.amdhsa_kernarg_size 64
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
		.amdhsa_next_free_vgpr 77
		.amdhsa_next_free_sgpr 102
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
	.size	pbkdf2_loop, .Lfunc_end1-pbkdf2_loop
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 19180
; NumSgprs: 108
; NumVgprs: 77
; ScratchSize: 16592
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 77
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	pbkdf2_final            ; -- Begin function pbkdf2_final
	.globl	pbkdf2_final
	.p2align	8
	.type	pbkdf2_final,@function
pbkdf2_final:                           ; @pbkdf2_final
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[44:47], s[8:9], 0x0
	s_load_dwordx2 s[48:49], s[8:9], 0x10
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[40:41], s[8:9]
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v41, v1
	s_mov_b32 s33, s16
	v_mov_b32_e32 v40, v0
	s_add_u32 s8, s40, 24
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v41
	s_mov_b32 s43, s14
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v40, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, s48
	s_movk_i32 s4, 0x48
	v_mov_b32_e32 v2, s49
	v_mad_u64_u32 v[2:3], s[6:7], v0, s4, v[1:2]
	v_mov_b32_e32 v1, 0
	global_load_dword v6, v[2:3], off offset:68
	global_load_dword v9, v[2:3], off offset:48
	v_lshlrev_b64 v[7:8], 5, v[0:1]
	v_mov_b32_e32 v4, s47
	v_mov_b32_e32 v5, v1
	v_add_co_u32_e32 v1, vcc, s46, v7
	v_addc_co_u32_e32 v7, vcc, v4, v8, vcc
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v4, 2, v6
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_u32_e32 v8, 1, v6
	v_add_co_u32_e32 v4, vcc, v1, v4
	v_addc_co_u32_e32 v5, vcc, v7, v5, vcc
	global_store_dword v[2:3], v8, off offset:68
	s_waitcnt vmcnt(1)
	global_store_dword v[4:5], v9, off
	global_load_dword v1, v[2:3], off offset:52
	v_lshl_add_u32 v7, v6, 4, 16
	v_cmp_gt_u32_e32 vcc, 32, v7
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v1, off offset:4
	global_load_dword v1, v[2:3], off offset:56
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v1, off offset:8
	global_load_dword v1, v[2:3], off offset:60
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v1, off offset:12
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mov_b32_e32 v4, s48
	v_mov_b32_e32 v5, s49
	v_mad_u64_u32 v[45:46], s[4:5], v0, s4, v[4:5]
	s_add_u32 s15, s44, 12
	v_add_co_u32_e32 v43, vcc, 48, v2
	s_addc_u32 s18, s45, 0
	v_addc_co_u32_e32 v44, vcc, 0, v3, vcc
	s_add_u32 s8, s40, 24
	s_load_dword s19, s[44:45], 0x0
	s_load_dword s40, s[44:45], 0x8
	v_add_co_u32_e32 v2, vcc, 16, v45
	v_addc_co_u32_e32 v3, vcc, 0, v46, vcc
	v_add_u16_e32 v0, 2, v6
	v_add_co_u32_e32 v4, vcc, 32, v45
	v_and_b32_e32 v9, 0xff, v0
	v_lshlrev_b32_e32 v0, 20, v42
	v_lshlrev_b32_e32 v1, 10, v41
	v_addc_co_u32_e32 v5, vcc, 0, v46, vcc
	s_addc_u32 s9, s41, 0
	v_or3_b32 v31, v40, v1, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v6, s15
	v_mov_b32_e32 v7, s18
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v8, s19
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, hmac_md5@rel32@lo+4
	s_addc_u32 s17, s17, hmac_md5@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	global_load_dwordx4 v[0:3], v[43:44], off
	s_add_i32 s4, s40, -1
	v_mov_b32_e32 v4, s4
	s_waitcnt vmcnt(0)
	global_store_dwordx4 v[45:46], v[0:3], off
	global_store_dword v[45:46], v4, off offset:64
.LBB2_2:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel pbkdf2_final
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 50
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
.Lfunc_end2:
	.size	pbkdf2_final, .Lfunc_end2-pbkdf2_final
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 540
; NumSgprs: 56
; NumVgprs: 47
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 56
; NumVGPRsForWavesPerEU: 47
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	preproc
	.hidden	hmac_md5
	.hidden	_Z9bitselectjjj
	.hidden	_Z6rotatejj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'pbkdf2_salt*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'pbkdf2_state*'
        .value_kind:     global_buffer
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
    .name:           pbkdf2_init
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         pbkdf2_init.kd
    .vec_type_hint:  uint
    .vgpr_count:     58
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pbkdf2_state*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         16
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         24
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     hidden_none
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
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           pbkdf2_loop
    .private_segment_fixed_size: 16592
    .sgpr_count:     108
    .sgpr_spill_count: 0
    .symbol:         pbkdf2_loop.kd
    .vec_type_hint:  uint
    .vgpr_count:     77
    .vgpr_spill_count: 48
    .wavefront_size: 64
  - .args:
      - .address_space:  constant
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'pbkdf2_salt*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'pbkdf2_out*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'pbkdf2_state*'
        .value_kind:     global_buffer
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
    .name:           pbkdf2_final
    .private_segment_fixed_size: 16384
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .symbol:         pbkdf2_final.kd
    .vec_type_hint:  uint
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
