	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.hidden	GetGroupID1                     ; -- Begin function GetGroupID1
	.globl	GetGroupID1
	.p2align	2
	.type	GetGroupID1,@function
GetGroupID1:                            ; @GetGroupID1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s30, v40, 0
	v_readlane_b32 s31, v40, 1
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, 0xfffffc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	GetGroupID1, .Lfunc_end0-GetGroupID1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 132
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	GetGroupID0                     ; -- Begin function GetGroupID0
	.globl	GetGroupID0
	.p2align	2
	.type	GetGroupID0,@function
GetGroupID0:                            ; @GetGroupID0
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s30, v40, 0
	v_readlane_b32 s31, v40, 1
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	s_add_i32 s32, s32, 0xfffffc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[4:5], -1
	buffer_load_dword v40, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	GetGroupID0, .Lfunc_end1-GetGroupID0
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 132
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	MultiplyVector                  ; -- Begin function MultiplyVector
	.globl	MultiplyVector
	.p2align	2
	.type	MultiplyVector,@function
MultiplyVector:                         ; @MultiplyVector
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x400
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	v_mul_f32_e64 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_add_i32 s32, s32, 0xfffffc00
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	MultiplyVector, .Lfunc_end2-MultiplyVector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 112
; NumSgprs: 34
; NumVgprs: 3
; ScratchSize: 16
; MemoryBound: 0
	.text
	.hidden	MultiplyAddVector               ; -- Begin function MultiplyAddVector
	.globl	MultiplyAddVector
	.p2align	2
	.type	MultiplyAddVector,@function
MultiplyAddVector:                      ; @MultiplyAddVector
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 0x400
	buffer_store_dword v0, off, s[0:3], s33
	buffer_store_dword v1, off, s[0:3], s33 offset:4
	buffer_store_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_mac_f32_e64 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33
	buffer_load_dword v0, off, s[0:3], s33
	s_add_i32 s32, s32, 0xfffffc00
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	MultiplyAddVector, .Lfunc_end3-MultiplyAddVector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 120
; NumSgprs: 34
; NumVgprs: 3
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	Xaxpy                   ; -- Begin function Xaxpy
	.globl	Xaxpy
	.p2align	8
	.type	Xaxpy,@function
Xaxpy:                                  ; @Xaxpy
; %bb.0:
	s_mov_b32 s32, 0x1400
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
	v_mov_b32_e32 v31, v0
	buffer_store_dword v31, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	s_load_dwordx2 s[22:23], s[16:17], 0x2
                                        ; kill: def $sgpr8_sgpr9 killed $sgpr22_sgpr23
	s_load_dword s24, s[16:17], 0x0
	s_load_dword s21, s[16:17], 0x1
	s_load_dword s20, s[16:17], 0x4
	s_load_dword s15, s[16:17], 0x5
	s_load_dwordx2 s[18:19], s[16:17], 0x6
	s_load_dword s9, s[16:17], 0x8
	s_load_dword s8, s[16:17], 0x9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s24
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	v_mov_b32_e32 v0, s21
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s21, s23
	v_mov_b32_e32 v0, s21
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	s_mov_b32 s21, s22
	v_mov_b32_e32 v0, s21
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v0, s20
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s15, s19
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:36
	s_mov_b32 s15, s18
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	s_mov_b64 s[18:19], 40
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
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	v_readlane_b32 s6, v40, 11
	v_readlane_b32 s7, v40, 12
	v_writelane_b32 v40, s6, 15
	v_writelane_b32 v40, s7, 16
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 17
	v_writelane_b32 v40, s5, 18
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB4_3
; %bb.2:                                ;   in Loop: Header=BB4_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v3, off, s[0:3], s33 offset:28
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v3, s[4:5], v0, v3
                                        ; implicit-def: $sgpr4
	v_ashrrev_i32_e32 v0, 31, v3
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s4, 2
	s_mov_b32 s5, s4
	v_lshl_b64 v[4:5], v[3:4], s5
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[6:7], v0, v3
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	buffer_load_dword v3, off, s[0:3], s33 offset:48
	buffer_load_dword v4, off, s[0:3], s33 offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:36
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v5, off, s[0:3], s33 offset:44
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v5
	buffer_load_dword v5, off, s[0:3], s33 offset:40
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v5, s[6:7], v0, v5
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e32 v0, 31, v5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_lshl_b64 v[6:7], v[5:6], s4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_i32_e64 v0, s[4:5], v0, v5
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0)
	v_mac_f32_e64 v2, v3, v4
	flat_store_dword v[0:1], v2
	s_branch .LBB4_4
.LBB4_3:                                ;   in Loop: Header=BB4_1 Depth=1
	v_readlane_b32 s4, v40, 21
	v_readlane_b32 s5, v40, 22
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 15
	v_readlane_b32 s9, v40, 16
	v_readlane_b32 s6, v40, 19
	v_readlane_b32 s7, v40, 20
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 13
	v_writelane_b32 v40, s7, 14
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 11
	v_writelane_b32 v40, s7, 12
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 23
	v_writelane_b32 v40, s7, 24
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB4_1
	s_branch .LBB4_5
.LBB4_4:                                ;   in Loop: Header=BB4_1 Depth=1
	buffer_load_dword v31, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	s_mov_b64 s[18:19], 40
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[6:7], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
	s_branch .LBB4_3
.LBB4_5:
	v_readlane_b32 s4, v40, 23
	v_readlane_b32 s5, v40, 24
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel Xaxpy
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end4:
	.size	Xaxpy, .Lfunc_end4-Xaxpy
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1148
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16464
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	XaxpyFaster             ; -- Begin function XaxpyFaster
	.globl	XaxpyFaster
	.p2align	8
	.type	XaxpyFaster,@function
XaxpyFaster:                            ; @XaxpyFaster
; %bb.0:
	s_mov_b32 s32, 0x1400
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
	v_mov_b32_e32 v31, v0
	buffer_store_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	s_load_dwordx2 s[18:19], s[16:17], 0x2
                                        ; kill: def $sgpr8_sgpr9 killed $sgpr18_sgpr19
	s_load_dword s20, s[16:17], 0x0
	s_load_dword s15, s[16:17], 0x1
	s_load_dwordx2 s[8:9], s[16:17], 0x4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s20
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s19
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s18
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s9
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:36
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
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:36
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v4, 31, v2
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
	v_cmp_lt_u64_e64 s[6:7], v[0:1], v[2:3]
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB5_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
	s_branch .LBB5_3
.LBB5_2:
	v_readlane_b32 s4, v40, 11
	v_readlane_b32 s5, v40, 12
	s_or_b64 exec, exec, s[4:5]
	s_branch .LBB5_9
.LBB5_3:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s6, v40, 13
	v_readlane_b32 s7, v40, 14
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
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
	s_cbranch_execz .LBB5_5
; %bb.4:                                ;   in Loop: Header=BB5_3 Depth=1
	buffer_load_dword v31, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v40, s8, 25
	v_writelane_b32 v40, s9, 26
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 25
	v_readlane_b32 s9, v40, 26
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
	v_add_i32_e64 v0, s[16:17], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr15
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v3
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s15, 2
	v_writelane_b32 v40, s15, 27
	s_mov_b32 s16, s15
	v_lshl_b64 v[4:5], v[3:4], s16
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[16:17], v0, v3
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr16
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v3
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_lshl_b64 v[4:5], v[3:4], s15
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[16:17], v0, v3
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v0, off, s[0:3], s33 offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	buffer_load_dword v2, off, s[0:3], s33 offset:48
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, MultiplyAddVector@rel32@lo+4
	s_addc_u32 s17, s17, MultiplyAddVector@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 27
	v_mov_b32_e32 v2, v0
	buffer_load_dword v7, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:44
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v0
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshl_b64 v[5:6], v[0:1], s4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB5_6
.LBB5_5:                                ;   in Loop: Header=BB5_3 Depth=1
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
	v_writelane_b32 v40, s6, 28
	v_writelane_b32 v40, s7, 29
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB5_3
	s_branch .LBB5_7
.LBB5_6:                                ;   in Loop: Header=BB5_3 Depth=1
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_branch .LBB5_5
.LBB5_7:
	v_readlane_b32 s4, v40, 28
	v_readlane_b32 s5, v40, 29
	s_or_b64 exec, exec, s[4:5]
; %bb.8:
	s_branch .LBB5_2
.LBB5_9:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XaxpyFaster
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end5:
	.size	XaxpyFaster, .Lfunc_end5-XaxpyFaster
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1376
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16464
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	XaxpyFastest            ; -- Begin function XaxpyFastest
	.globl	XaxpyFastest
	.p2align	8
	.type	XaxpyFastest,@function
XaxpyFastest:                           ; @XaxpyFastest
; %bb.0:
	s_mov_b32 s32, 0x1400
	s_mov_b32 s33, 0
	s_mov_b32 flat_scratch_lo, s13
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	v_writelane_b32 v40, s16, 0
	v_writelane_b32 v40, s15, 1
	v_writelane_b32 v40, s14, 2
	v_writelane_b32 v40, s10, 3
	v_writelane_b32 v40, s11, 4
	v_writelane_b32 v40, s8, 5
	v_writelane_b32 v40, s9, 6
	v_writelane_b32 v40, s6, 7
	v_writelane_b32 v40, s7, 8
	s_mov_b64 s[6:7], s[4:5]
	v_readlane_b32 s4, v40, 5
	v_readlane_b32 s5, v40, 6
	v_writelane_b32 v40, s6, 9
	v_writelane_b32 v40, s7, 10
	buffer_store_dword v0, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	s_load_dwordx2 s[6:7], s[4:5], 0x2
                                        ; kill: def $sgpr8_sgpr9 killed $sgpr6_sgpr7
	s_load_dword s9, s[4:5], 0x0
	s_load_dword s8, s[4:5], 0x1
	s_load_dwordx2 s[4:5], s[4:5], 0x4
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:36
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 11
	v_writelane_b32 v40, s5, 12
.LBB6_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 13
	v_readlane_b32 s5, v40, 14
	v_readlane_b32 s6, v40, 11
	v_readlane_b32 s7, v40, 12
	v_writelane_b32 v40, s6, 15
	v_writelane_b32 v40, s7, 16
	buffer_load_dword v0, off, s[0:3], s33 offset:36
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 17
	v_writelane_b32 v40, s5, 18
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB6_3
; %bb.2:                                ;   in Loop: Header=BB6_1 Depth=1
	buffer_load_dword v31, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	buffer_load_dword v0, off, s[0:3], s33 offset:36
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[18:19], 24
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	v_writelane_b32 v40, s8, 23
	v_writelane_b32 v40, s9, 24
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s8, v40, 23
	v_readlane_b32 s9, v40, 24
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_mov_b32_e32 v4, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v4
                                        ; kill: def $vgpr2 killed $vgpr2 killed $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
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
	v_readlane_b32 s8, v40, 23
	v_readlane_b32 s9, v40, 24
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s14, v40, 0
	buffer_load_dword v31, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	buffer_store_dword v2, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v3
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[16:17], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:40
                                        ; implicit-def: $sgpr15
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v3
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s15, 2
	v_writelane_b32 v40, s15, 25
	s_mov_b32 s16, s15
	v_lshl_b64 v[4:5], v[3:4], s16
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[16:17], v0, v3
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:40
                                        ; implicit-def: $sgpr16
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v3
                                        ; implicit-def: $sgpr16
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	v_lshl_b64 v[4:5], v[3:4], s15
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[16:17], v0, v3
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v0, off, s[0:3], s33 offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	buffer_load_dword v2, off, s[0:3], s33 offset:44
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, MultiplyAddVector@rel32@lo+4
	s_addc_u32 s17, s17, MultiplyAddVector@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 25
	v_mov_b32_e32 v2, v0
	buffer_load_dword v7, off, s[0:3], s33 offset:24
	buffer_load_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr7 killed $vgpr7 def $vgpr7_vgpr8 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:40
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v0
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	v_lshl_b64 v[5:6], v[0:1], s4
	v_mov_b32_e32 v0, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v3, v6
	v_add_i32_e64 v0, s[4:5], v0, v4
	v_addc_u32_e64 v3, s[4:5], v1, v3, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v3
	flat_store_dword v[0:1], v2
	s_branch .LBB6_4
.LBB6_3:                                ;   in Loop: Header=BB6_1 Depth=1
	v_readlane_b32 s4, v40, 21
	v_readlane_b32 s5, v40, 22
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v40, 15
	v_readlane_b32 s9, v40, 16
	v_readlane_b32 s6, v40, 19
	v_readlane_b32 s7, v40, 20
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v40, s6, 13
	v_writelane_b32 v40, s7, 14
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 11
	v_writelane_b32 v40, s7, 12
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v40, s6, 26
	v_writelane_b32 v40, s7, 27
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB6_1
	s_branch .LBB6_5
.LBB6_4:                                ;   in Loop: Header=BB6_1 Depth=1
	v_readlane_b32 s4, v40, 17
	v_readlane_b32 s5, v40, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:36
	s_mov_b32 s6, 1
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[6:7], v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:36
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 19
	v_writelane_b32 v40, s5, 20
	s_branch .LBB6_3
.LBB6_5:
	v_readlane_b32 s4, v40, 26
	v_readlane_b32 s5, v40, 27
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XaxpyFastest
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end6:
	.size	XaxpyFastest, .Lfunc_end6-XaxpyFastest
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1316
; NumSgprs: 38
; NumVgprs: 41
; ScratchSize: 16464
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	XaxpyBatched            ; -- Begin function XaxpyBatched
	.globl	XaxpyBatched
	.p2align	8
	.type	XaxpyBatched,@function
XaxpyBatched:                           ; @XaxpyBatched
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
	v_mov_b32_e32 v31, v0
	buffer_store_dword v31, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_load_dwordx2 s[24:25], s[16:17], 0x4
                                        ; kill: def $sgpr8_sgpr9 killed $sgpr24_sgpr25
	s_load_dword s15, s[16:17], 0x0
	s_load_dwordx2 s[26:27], s[16:17], 0x2
	s_load_dwordx2 s[22:23], s[16:17], 0x6
	s_load_dword s9, s[16:17], 0x8
	s_load_dwordx2 s[20:21], s[16:17], 0xa
	s_load_dwordx2 s[18:19], s[16:17], 0xc
	s_load_dword s8, s[16:17], 0xe
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:4
	s_mov_b32 s15, s27
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:12
	s_mov_b32 s15, s26
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s15, s25
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:20
	s_mov_b32 s15, s24
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s15, s23
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:28
	s_mov_b32 s15, s22
	v_mov_b32_e32 v0, s15
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	s_mov_b32 s9, s21
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:44
	s_mov_b32 s9, s20
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	s_mov_b32 s9, s19
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:52
	s_mov_b32 s9, s18
	v_mov_b32_e32 v0, s9
	buffer_store_dword v0, off, s[0:3], s33 offset:48
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:56
	s_mov_b64 s[18:19], 64
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
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 1
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
	buffer_load_dword v31, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:8
	buffer_load_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v3, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr15
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v0, 31, v3
                                        ; implicit-def: $sgpr15
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s15, 2
	v_lshl_b64 v[4:5], v[3:4], s15
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[16:17], v0, v3
	v_addc_u32_e64 v2, s[16:17], v1, v2, s[16:17]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v2, v1
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
                                        ; kill: def $vgpr0 killed $vgpr0 killed $vgpr0_vgpr1 killed $exec
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	v_writelane_b32 v40, s4, 13
	v_writelane_b32 v40, s5, 14
.LBB7_1:                                ; =>This Inner Loop Header: Depth=1
	v_readlane_b32 s4, v40, 15
	v_readlane_b32 s5, v40, 16
	v_readlane_b32 s6, v40, 13
	v_readlane_b32 s7, v40, 14
	v_writelane_b32 v40, s6, 17
	v_writelane_b32 v40, s7, 18
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e64 s[6:7], v0, v1
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
	s_cbranch_execz .LBB7_3
; %bb.2:                                ;   in Loop: Header=BB7_1 Depth=1
	buffer_load_dword v1, off, s[0:3], s33 offset:16
	buffer_load_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v3, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v3
	buffer_load_dword v4, off, s[0:3], s33 offset:24
	buffer_load_dword v3, off, s[0:3], s33 offset:28
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v3
	buffer_load_dword v6, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr4
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v6
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v3
	s_mov_b32 s4, 2
	s_mov_b32 s5, s4
	v_lshl_b64 v[7:8], v[6:7], s5
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v8
	v_add_i32_e64 v3, s[6:7], v3, v6
	v_addc_u32_e64 v5, s[6:7], v4, v5, s[6:7]
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v5
	flat_load_dword v3, v[3:4]
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v3, s[6:7], v0, v3
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e32 v0, 31, v3
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr3 killed $vgpr3 def $vgpr3_vgpr4 killed $exec
	v_mov_b32_e32 v4, v0
	s_mov_b32 s5, s4
	v_lshl_b64 v[4:5], v[3:4], s5
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v3, v4
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v5
	v_add_i32_e64 v0, s[6:7], v0, v3
	v_addc_u32_e64 v2, s[6:7], v1, v2, s[6:7]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v0, v[0:1]
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:72
	buffer_load_dword v3, off, s[0:3], s33 offset:64
	buffer_load_dword v4, off, s[0:3], s33 offset:72
	buffer_load_dword v1, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:44
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:68
	buffer_load_dword v5, off, s[0:3], s33 offset:56
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v0, v0, v5
	buffer_load_dword v6, off, s[0:3], s33 offset:48
	buffer_load_dword v5, off, s[0:3], s33 offset:52
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v7, v5
	buffer_load_dword v8, off, s[0:3], s33 offset:60
                                        ; implicit-def: $sgpr5
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v8
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v5
	s_mov_b32 s5, s4
	v_lshl_b64 v[9:10], v[8:9], s5
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v7, v10
	v_add_i32_e64 v5, s[6:7], v5, v8
	v_addc_u32_e64 v7, s[6:7], v6, v7, s[6:7]
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v7
	flat_load_dword v5, v[5:6]
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v5, s[6:7], v0, v5
                                        ; implicit-def: $sgpr5
	v_ashrrev_i32_e32 v0, 31, v5
                                        ; implicit-def: $sgpr5
                                        ; kill: def $vgpr5 killed $vgpr5 def $vgpr5_vgpr6 killed $exec
	v_mov_b32_e32 v6, v0
	v_lshl_b64 v[6:7], v[5:6], s4
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v7
	v_add_i32_e64 v0, s[4:5], v0, v5
	v_addc_u32_e64 v2, s[4:5], v1, v2, s[4:5]
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v2
	flat_load_dword v2, v[0:1]
	s_waitcnt vmcnt(0)
	v_mac_f32_e64 v2, v3, v4
	flat_store_dword v[0:1], v2
	s_branch .LBB7_4
.LBB7_3:                                ;   in Loop: Header=BB7_1 Depth=1
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
	v_writelane_b32 v40, s6, 25
	v_writelane_b32 v40, s7, 26
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB7_1
	s_branch .LBB7_5
.LBB7_4:                                ;   in Loop: Header=BB7_1 Depth=1
	buffer_load_dword v31, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s16, v40, 5
	v_readlane_b32 s17, v40, 6
	s_mov_b64 s[18:19], 64
	s_mov_b32 s8, s16
	s_mov_b32 s9, s17
	s_mov_b32 s16, s18
	s_mov_b32 s15, s19
	s_add_u32 s8, s8, s16
	s_addc_u32 s15, s9, s15
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s15
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], s[20:21]
	s_mov_b64 s[2:3], s[22:23]
	s_swappc_b64 s[30:31], s[16:17]
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
                                        ; kill: def $vgpr1 killed $vgpr1 def $vgpr1_vgpr2 killed $exec
	v_mov_b32_e32 v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:68
                                        ; kill: def $vgpr1 killed $vgpr1 killed $vgpr1_vgpr2 killed $exec
	s_waitcnt vmcnt(0)
	v_add_i32_e64 v0, s[6:7], v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:68
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v40, s4, 21
	v_writelane_b32 v40, s5, 22
	s_branch .LBB7_3
.LBB7_5:
	v_readlane_b32 s4, v40, 25
	v_readlane_b32 s5, v40, 26
	s_or_b64 exec, exec, s[4:5]
; %bb.6:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel XaxpyBatched
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16480
		.amdhsa_kernarg_size 120
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 34
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
.Lfunc_end7:
	.size	XaxpyBatched, .Lfunc_end7-XaxpyBatched
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 1620
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
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	_Z12get_group_idj
	.hidden	_Z13get_global_idj
	.hidden	_Z15get_global_sizej
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.addrsig_sym _Z12get_group_idj
	.addrsig_sym MultiplyAddVector
	.addrsig_sym _Z13get_global_idj
	.addrsig_sym _Z15get_global_sizej
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      int
        .value_kind:     by_value
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
    .max_flat_workgroup_size: 64
    .name:           Xaxpy
    .private_segment_fixed_size: 16464
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 29
    .symbol:         Xaxpy.kd
    .vgpr_count:     41
    .vgpr_spill_count: 2
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'realV*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'realV*'
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
    .max_flat_workgroup_size: 64
    .name:           XaxpyFaster
    .private_segment_fixed_size: 16464
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 34
    .symbol:         XaxpyFaster.kd
    .vgpr_count:     41
    .vgpr_spill_count: 3
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         4
        .size:           4
        .type_name:      real_arg
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'realV*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'realV*'
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
    .max_flat_workgroup_size: 64
    .name:           XaxpyFastest
    .private_segment_fixed_size: 16464
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 32
    .symbol:         XaxpyFastest.kd
    .vgpr_count:     41
    .vgpr_spill_count: 5
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'real_arg*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'real*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         56
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 120
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           XaxpyBatched
    .private_segment_fixed_size: 16480
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     38
    .sgpr_spill_count: 31
    .symbol:         XaxpyBatched.kd
    .vgpr_count:     41
    .vgpr_spill_count: 2
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
