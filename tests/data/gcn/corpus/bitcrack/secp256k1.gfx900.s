	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	printBigInt                     ; -- Begin function printBigInt
	.globl	printBigInt
	.p2align	2
	.type	printBigInt,@function
printBigInt:                            ; @printBigInt
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:36 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_load_dword v57, v0, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v58, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v41, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v42, v0, s[0:3], 0 offen offset:16
	buffer_load_dword v43, v0, s[0:3], 0 offen offset:20
	buffer_load_dword v44, v0, s[0:3], 0 offen offset:24
	buffer_load_dword v45, v0, s[0:3], 0 offen offset:28
	s_addk_i32 s32, 0xc00
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, __printf_alloc@gotpcrel32@lo+4
	s_addc_u32 s17, s17, __printf_alloc@gotpcrel32@hi+12
	s_load_dwordx2 s[16:17], s[16:17], 0x0
	v_writelane_b32 v40, s30, 0
	v_mov_b32_e32 v0, 36
	v_writelane_b32 v40, s31, 1
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_ne_u64_e32 vcc, 0, v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v56, 1
	global_store_dwordx4 v[0:1], v[56:59], off
	global_store_dwordx4 v[0:1], v[41:44], off offset:16
	global_store_dword v[0:1], v45, off offset:32
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v59, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xf400
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:36 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	printBigInt, .Lfunc_end0-printBigInt
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 400
; NumSgprs: 40
; NumVgprs: 60
; ScratchSize: 16432
; MemoryBound: 0
	.text
	.hidden	addc                            ; -- Begin function addc
	.globl	addc
	.p2align	2
	.type	addc,@function
addc:                                   ; @addc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v3, v0
	v_add_co_u32_e64 v0, s[4:5], v0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	buffer_store_dword v1, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	addc, .Lfunc_end1-addc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 64
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	subc                            ; -- Begin function subc
	.globl	subc
	.p2align	2
	.type	subc,@function
subc:                                   ; @subc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_sub_u32_e32 v4, v0, v3
	v_cmp_lt_u32_e32 vcc, v0, v3
	v_cmp_lt_u32_e64 s[4:5], v4, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_sub_u32_e32 v0, v4, v1
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	buffer_store_dword v1, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	subc, .Lfunc_end2-subc
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 68
; NumSgprs: 36
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	madd977                         ; -- Begin function madd977
	.globl	madd977
	.p2align	2
	.type	madd977,@function
madd977:                                ; @madd977
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v0, 0x3d1
	v_mul_lo_u32 v0, v4, v0
	s_addk_i32 s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_cndmask_b32_e64 v2, 0, 1, vcc
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_mov_b32_e32 v0, v4
	v_mov_b32_e32 v1, 0x3d1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6mad_hijjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z6mad_hijjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end3:
	.size	madd977, .Lfunc_end3-madd977
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 212
; NumSgprs: 40
; NumVgprs: 60
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	madd                            ; -- Begin function madd
	.globl	madd
	.p2align	2
	.type	madd,@function
madd:                                   ; @madd
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	v_mov_b32_e32 v5, v2
	buffer_store_dword v41, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v41, v0
	v_mul_lo_u32 v0, v3, v5
	s_addk_i32 s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_cndmask_b32_e64 v2, 0, 1, vcc
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6mad_hijjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z6mad_hijjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end4:
	.size	madd, .Lfunc_end4-madd
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 200
; NumSgprs: 40
; NumVgprs: 60
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	mull                            ; -- Begin function mull
	.globl	mull
	.p2align	2
	.type	mull,@function
mull:                                   ; @mull
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 2
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v41, v0
	v_mul_lo_u32 v0, v3, v2
	s_addk_i32 s32, 0x400
	v_writelane_b32 v40, s30, 0
	v_writelane_b32 v40, s31, 1
	buffer_store_dword v0, v1, s[0:3], 0 offen
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6mul_hijj@rel32@lo+4
	s_addc_u32 s17, s17, _Z6mul_hijj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 0
	v_readlane_b32 s5, v40, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v40, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end5:
	.size	mull, .Lfunc_end5-mull
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 180
; NumSgprs: 40
; NumVgprs: 60
; ScratchSize: 16400
; MemoryBound: 0
	.text
	.hidden	sub256k                         ; -- Begin function sub256k
	.globl	sub256k
	.p2align	2
	.type	sub256k,@function
sub256k:                                ; @sub256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_u32_e32 vcc, v7, v15
	v_sub_u32_e32 v17, v7, v15
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v15, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v7
	v_subb_co_u32_e32 v6, vcc, v6, v14, vcc
	v_cmp_lt_u32_e32 vcc, v15, v14
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v14, s[4:5], 0, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v7
	v_subb_co_u32_e32 v5, vcc, v5, v13, vcc
	v_cmp_lt_u32_e32 vcc, v14, v13
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v13, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v7
	v_subb_co_u32_e32 v4, vcc, v4, v12, vcc
	v_cmp_lt_u32_e32 vcc, v13, v12
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v12, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v7
	v_subb_co_u32_e32 v3, vcc, v3, v11, vcc
	v_cmp_lt_u32_e32 vcc, v12, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v11, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v7
	v_subb_co_u32_e32 v2, vcc, v2, v10, vcc
	v_cmp_lt_u32_e32 vcc, v11, v10
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v10, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v7
	v_subb_co_u32_e32 v1, vcc, v1, v9, vcc
	v_cmp_lt_u32_e32 vcc, v10, v9
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v7
	v_subb_co_u32_e32 v0, vcc, v0, v8, vcc
	v_cmp_lt_u32_e32 vcc, v9, v8
	s_or_b64 s[4:5], s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	buffer_store_dword v7, v16, s[0:3], 0 offen
	v_mov_b32_e32 v7, v17
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end6:
	.size	sub256k, .Lfunc_end6-sub256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 352
; NumSgprs: 36
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	greaterThanEqualToP             ; -- Begin function greaterThanEqualToP
	.globl	greaterThanEqualToP
	.p2align	2
	.type	greaterThanEqualToP,@function
greaterThanEqualToP:                    ; @greaterThanEqualToP
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v1, v0, s[0:3], 0 offen
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB7_20
; %bb.1:
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:4
	s_mov_b64 s[8:9], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB7_19
; %bb.2:
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:8
	s_mov_b64 s[10:11], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB7_18
; %bb.3:
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:12
	s_mov_b64 s[12:13], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB7_17
; %bb.4:
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:16
	s_mov_b64 s[14:15], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB7_16
; %bb.5:
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:20
	s_mov_b64 s[16:17], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, -1, v1
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB7_15
; %bb.6:
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:24
	s_mov_b64 s[16:17], 0
	s_mov_b64 s[18:19], 0
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32_e32 vcc, -2, v1
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
; %bb.7:
	v_cmp_ne_u32_e32 vcc, -1, v1
	s_and_b64 s[18:19], vcc, exec
                                        ; implicit-def: $vgpr1
; %bb.8:
	s_or_saveexec_b64 s[20:21], s[20:21]
	s_xor_b64 exec, exec, s[20:21]
; %bb.9:
	v_cmp_ne_u32_e32 vcc, -2, v1
	s_andn2_b64 s[18:19], s[18:19], exec
	s_and_b64 s[22:23], vcc, exec
	s_mov_b64 s[16:17], exec
	s_or_b64 s[18:19], s[18:19], s[22:23]
; %bb.10:
	s_or_b64 exec, exec, s[20:21]
	s_mov_b64 s[20:21], -1
	s_and_saveexec_b64 s[22:23], s[18:19]
; %bb.11:
	s_xor_b64 s[20:21], exec, -1
	s_andn2_b64 s[16:17], s[16:17], exec
; %bb.12:
	s_or_b64 exec, exec, s[22:23]
	s_and_saveexec_b64 s[18:19], s[16:17]
	s_cbranch_execz .LBB7_14
; %bb.13:
	buffer_load_dword v0, v0, s[0:3], 0 offen offset:28
	s_movk_i32 s16, 0xfc2e
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e32 vcc, s16, v0
	s_andn2_b64 s[16:17], s[20:21], exec
	s_and_b64 s[20:21], vcc, exec
	s_or_b64 s[20:21], s[16:17], s[20:21]
.LBB7_14:
	s_or_b64 exec, exec, s[18:19]
	s_and_b64 s[16:17], s[20:21], exec
.LBB7_15:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[14:15], s[16:17], exec
.LBB7_16:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], s[14:15], exec
.LBB7_17:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], s[12:13], exec
.LBB7_18:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], s[10:11], exec
.LBB7_19:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], s[8:9], exec
.LBB7_20:
	s_or_b64 exec, exec, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[6:7]
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	greaterThanEqualToP, .Lfunc_end7-greaterThanEqualToP
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 376
; NumSgprs: 36
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	multiply256                     ; -- Begin function multiply256
	.globl	multiply256
	.p2align	2
	.type	multiply256,@function
multiply256:                            ; @multiply256
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v11, v0, s[0:3], 0 offen
	buffer_load_dword v19, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v22, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v10, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v9, v0, s[0:3], 0 offen offset:16
	buffer_load_dword v8, v0, s[0:3], 0 offen offset:20
	buffer_load_dword v31, v0, s[0:3], 0 offen offset:24
	buffer_load_dword v28, v0, s[0:3], 0 offen offset:28
	buffer_load_dword v12, v1, s[0:3], 0 offen
	buffer_load_dword v14, v1, s[0:3], 0 offen offset:4
	buffer_load_dword v15, v1, s[0:3], 0 offen offset:8
	buffer_load_dword v16, v1, s[0:3], 0 offen offset:12
	buffer_load_dword v17, v1, s[0:3], 0 offen offset:16
	buffer_load_dword v18, v1, s[0:3], 0 offen offset:20
	buffer_load_dword v20, v1, s[0:3], 0 offen offset:24
                                        ; kill: killed $vgpr0
	buffer_load_dword v21, v1, s[0:3], 0 offen offset:28
	v_mov_b32_e32 v5, 0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v4, v21, v28
	v_mul_lo_u32 v13, v21, v28
	v_mad_u64_u32 v[0:1], s[4:5], v20, v28, v[4:5]
	v_mov_b32_e32 v4, v1
	v_mad_u64_u32 v[6:7], s[4:5], v18, v28, v[4:5]
	v_mov_b32_e32 v1, v5
	v_mad_u64_u32 v[0:1], s[4:5], v21, v31, v[0:1]
	v_mov_b32_e32 v4, v7
	v_mad_u64_u32 v[23:24], s[4:5], v17, v28, v[4:5]
	v_add_co_u32_e32 v6, vcc, v1, v6
	v_mov_b32_e32 v4, v24
	v_mad_u64_u32 v[24:25], s[4:5], v16, v28, v[4:5]
	v_addc_co_u32_e64 v7, s[4:5], 0, 0, vcc
	v_mov_b32_e32 v4, v25
	v_mad_u64_u32 v[25:26], s[4:5], v15, v28, v[4:5]
	v_mad_u64_u32 v[6:7], s[4:5], v20, v31, v[6:7]
	v_mov_b32_e32 v4, v26
	v_mad_u64_u32 v[26:27], s[4:5], v14, v28, v[4:5]
	v_mov_b32_e32 v1, v7
	v_mov_b32_e32 v7, v5
	v_mov_b32_e32 v4, v27
	v_mad_u64_u32 v[27:28], s[4:5], v12, v28, v[4:5]
	v_mad_u64_u32 v[6:7], s[4:5], v21, v8, v[6:7]
	v_mov_b32_e32 v4, v28
	v_add_co_u32_e32 v28, vcc, v1, v23
	v_addc_co_u32_e64 v29, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[28:29], s[4:5], v18, v31, v[28:29]
	v_mov_b32_e32 v1, v29
	v_add_co_u32_e32 v23, vcc, v1, v24
	v_addc_co_u32_e64 v24, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[23:24], s[4:5], v17, v31, v[23:24]
	v_mov_b32_e32 v1, v24
	v_add_co_u32_e32 v24, vcc, v1, v25
	v_addc_co_u32_e64 v25, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v16, v31, v[24:25]
	v_mov_b32_e32 v1, v25
	v_add_co_u32_e32 v25, vcc, v1, v26
	v_addc_co_u32_e64 v26, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[25:26], s[4:5], v15, v31, v[25:26]
	v_mov_b32_e32 v1, v26
	v_add_co_u32_e32 v26, vcc, v1, v27
	v_addc_co_u32_e64 v27, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[26:27], s[4:5], v14, v31, v[26:27]
	v_mov_b32_e32 v1, v27
	v_add_co_u32_e32 v29, vcc, v1, v4
	v_mov_b32_e32 v4, v7
	v_addc_co_u32_e64 v30, s[4:5], 0, 0, vcc
	v_add_co_u32_e32 v27, vcc, v4, v28
	v_addc_co_u32_e64 v28, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[27:28], s[4:5], v20, v8, v[27:28]
	v_mad_u64_u32 v[29:30], s[4:5], v12, v31, v[29:30]
	v_mov_b32_e32 v4, v28
	v_mov_b32_e32 v1, v30
	v_add_co_u32_e32 v30, vcc, v4, v23
	v_addc_co_u32_e64 v31, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[30:31], s[4:5], v18, v8, v[30:31]
	v_mov_b32_e32 v4, v31
	v_add_co_u32_e32 v23, vcc, v4, v24
	v_addc_co_u32_e64 v24, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[23:24], s[4:5], v17, v8, v[23:24]
	v_mov_b32_e32 v4, v24
	v_add_co_u32_e32 v24, vcc, v4, v25
	v_addc_co_u32_e64 v25, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v16, v8, v[24:25]
	v_mov_b32_e32 v4, v25
	v_add_co_u32_e32 v25, vcc, v4, v26
	v_addc_co_u32_e64 v26, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[25:26], s[4:5], v15, v8, v[25:26]
	v_mov_b32_e32 v4, v26
	v_add_co_u32_e32 v28, vcc, v4, v29
	v_addc_co_u32_e64 v29, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[31:32], s[4:5], v14, v8, v[28:29]
	v_mov_b32_e32 v4, v32
	v_add_co_u32_e32 v28, vcc, v4, v1
	v_addc_co_u32_e64 v29, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[32:33], s[4:5], v12, v8, v[28:29]
	v_mov_b32_e32 v28, v5
	v_mad_u64_u32 v[7:8], s[4:5], v21, v9, v[27:28]
	v_mov_b32_e32 v1, v33
	v_mov_b32_e32 v4, v8
	v_add_co_u32_e32 v26, vcc, v4, v30
	v_addc_co_u32_e64 v27, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[26:27], s[4:5], v20, v9, v[26:27]
	v_mov_b32_e32 v4, v27
	v_add_co_u32_e32 v27, vcc, v4, v23
	v_addc_co_u32_e64 v28, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[28:29], s[4:5], v18, v9, v[27:28]
	v_mov_b32_e32 v27, v5
	v_mov_b32_e32 v4, v29
	v_add_co_u32_e32 v23, vcc, v4, v24
	v_addc_co_u32_e64 v24, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[23:24], s[4:5], v17, v9, v[23:24]
	v_mov_b32_e32 v4, v24
	v_add_co_u32_e32 v24, vcc, v4, v25
	v_addc_co_u32_e64 v25, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v16, v9, v[24:25]
	v_mov_b32_e32 v4, v25
	v_add_co_u32_e32 v29, vcc, v4, v31
	v_addc_co_u32_e64 v30, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[29:30], s[4:5], v15, v9, v[29:30]
	v_mov_b32_e32 v4, v30
	v_add_co_u32_e32 v30, vcc, v4, v32
	v_addc_co_u32_e64 v31, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[30:31], s[4:5], v14, v9, v[30:31]
	v_mov_b32_e32 v4, v31
	v_add_co_u32_e32 v31, vcc, v4, v1
	v_addc_co_u32_e64 v32, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[31:32], s[4:5], v12, v9, v[31:32]
	v_mad_u64_u32 v[8:9], s[4:5], v21, v10, v[26:27]
	v_mov_b32_e32 v1, v32
	v_mov_b32_e32 v4, v9
	v_add_co_u32_e32 v25, vcc, v4, v28
	v_addc_co_u32_e64 v26, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[25:26], s[4:5], v20, v10, v[25:26]
	v_mov_b32_e32 v4, v26
	v_add_co_u32_e32 v26, vcc, v4, v23
	v_addc_co_u32_e64 v27, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[27:28], s[4:5], v18, v10, v[26:27]
	v_mov_b32_e32 v26, v5
	v_mov_b32_e32 v4, v28
	v_add_co_u32_e32 v23, vcc, v4, v24
	v_addc_co_u32_e64 v24, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[23:24], s[4:5], v17, v10, v[23:24]
	v_mov_b32_e32 v4, v24
	v_add_co_u32_e32 v28, vcc, v4, v29
	v_addc_co_u32_e64 v29, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[28:29], s[4:5], v16, v10, v[28:29]
	v_mov_b32_e32 v4, v29
	v_add_co_u32_e32 v29, vcc, v4, v30
	v_addc_co_u32_e64 v30, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[29:30], s[4:5], v15, v10, v[29:30]
	v_mov_b32_e32 v4, v30
	v_add_co_u32_e32 v30, vcc, v4, v31
	v_addc_co_u32_e64 v31, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[30:31], s[4:5], v14, v10, v[30:31]
	v_mov_b32_e32 v4, v31
	v_add_co_u32_e32 v31, vcc, v4, v1
	v_addc_co_u32_e64 v32, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[31:32], s[4:5], v12, v10, v[31:32]
	v_mad_u64_u32 v[9:10], s[4:5], v21, v22, v[25:26]
	v_mov_b32_e32 v1, v32
	v_mov_b32_e32 v4, v10
	v_add_co_u32_e32 v24, vcc, v4, v27
	v_addc_co_u32_e64 v25, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v20, v22, v[24:25]
	v_mov_b32_e32 v4, v25
	v_add_co_u32_e32 v25, vcc, v4, v23
	v_addc_co_u32_e64 v26, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[26:27], s[4:5], v18, v22, v[25:26]
	v_mov_b32_e32 v25, v5
	v_mov_b32_e32 v4, v27
	v_add_co_u32_e32 v27, vcc, v4, v28
	v_addc_co_u32_e64 v28, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[27:28], s[4:5], v17, v22, v[27:28]
	v_mov_b32_e32 v4, v28
	v_add_co_u32_e32 v28, vcc, v4, v29
	v_addc_co_u32_e64 v29, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[28:29], s[4:5], v16, v22, v[28:29]
	v_mov_b32_e32 v4, v29
	v_add_co_u32_e32 v29, vcc, v4, v30
	v_addc_co_u32_e64 v30, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[29:30], s[4:5], v15, v22, v[29:30]
	v_mov_b32_e32 v4, v30
	v_add_co_u32_e32 v30, vcc, v4, v31
	v_addc_co_u32_e64 v31, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[30:31], s[4:5], v14, v22, v[30:31]
	v_mov_b32_e32 v4, v31
	v_add_co_u32_e32 v31, vcc, v4, v1
	v_addc_co_u32_e64 v32, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[22:23], s[4:5], v12, v22, v[31:32]
	v_mov_b32_e32 v1, v23
	v_mad_u64_u32 v[23:24], s[4:5], v21, v19, v[24:25]
	v_mov_b32_e32 v4, v24
	v_add_co_u32_e32 v24, vcc, v4, v26
	v_addc_co_u32_e64 v25, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v20, v19, v[24:25]
	v_mov_b32_e32 v4, v25
	v_add_co_u32_e32 v25, vcc, v4, v27
	v_addc_co_u32_e64 v26, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[26:27], s[4:5], v18, v19, v[25:26]
	v_mov_b32_e32 v25, v5
	v_mov_b32_e32 v4, v27
	v_add_co_u32_e32 v27, vcc, v4, v28
	v_addc_co_u32_e64 v28, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[27:28], s[4:5], v17, v19, v[27:28]
	v_mov_b32_e32 v4, v28
	v_add_co_u32_e32 v28, vcc, v4, v29
	v_addc_co_u32_e64 v29, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[28:29], s[4:5], v16, v19, v[28:29]
	v_mov_b32_e32 v4, v29
	v_add_co_u32_e32 v29, vcc, v4, v30
	v_addc_co_u32_e64 v30, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[29:30], s[4:5], v15, v19, v[29:30]
	v_mov_b32_e32 v4, v30
	v_add_co_u32_e32 v30, vcc, v4, v22
	v_addc_co_u32_e64 v31, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[30:31], s[4:5], v14, v19, v[30:31]
	v_mov_b32_e32 v4, v31
	v_add_co_u32_e32 v31, vcc, v4, v1
	v_mad_u64_u32 v[4:5], s[4:5], v21, v11, v[24:25]
	v_addc_co_u32_e64 v32, s[4:5], 0, 0, vcc
	v_add_co_u32_e32 v21, vcc, v5, v26
	v_addc_co_u32_e64 v22, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[31:32], s[4:5], v12, v19, v[31:32]
	v_mad_u64_u32 v[19:20], s[4:5], v20, v11, v[21:22]
	v_mov_b32_e32 v1, v32
	v_mov_b32_e32 v5, v20
	v_add_co_u32_e32 v20, vcc, v5, v27
	v_addc_co_u32_e64 v21, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[20:21], s[4:5], v18, v11, v[20:21]
	v_mov_b32_e32 v5, v21
	v_add_co_u32_e32 v21, vcc, v5, v28
	v_addc_co_u32_e64 v22, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v17, v11, v[21:22]
	v_mov_b32_e32 v5, v18
	v_add_co_u32_e32 v21, vcc, v5, v29
	v_addc_co_u32_e64 v22, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[21:22], s[4:5], v16, v11, v[21:22]
	v_mov_b32_e32 v5, v22
	v_add_co_u32_e32 v24, vcc, v5, v30
	v_addc_co_u32_e64 v25, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v15, v11, v[24:25]
	v_mov_b32_e32 v5, v16
	v_add_co_u32_e32 v24, vcc, v5, v31
	v_addc_co_u32_e64 v25, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v14, v11, v[24:25]
	v_mov_b32_e32 v5, v25
	v_add_co_u32_e32 v25, vcc, v5, v1
	v_addc_co_u32_e64 v26, s[4:5], 0, 0, vcc
	v_mad_u64_u32 v[10:11], s[4:5], v12, v11, v[25:26]
	buffer_store_dword v11, v2, s[0:3], 0 offen
	buffer_store_dword v4, v3, s[0:3], 0 offen
	buffer_store_dword v10, v2, s[0:3], 0 offen offset:4
	buffer_store_dword v23, v3, s[0:3], 0 offen offset:4
	buffer_store_dword v24, v2, s[0:3], 0 offen offset:8
	buffer_store_dword v9, v3, s[0:3], 0 offen offset:8
	buffer_store_dword v15, v2, s[0:3], 0 offen offset:12
	buffer_store_dword v8, v3, s[0:3], 0 offen offset:12
	buffer_store_dword v21, v2, s[0:3], 0 offen offset:16
	buffer_store_dword v7, v3, s[0:3], 0 offen offset:16
	buffer_store_dword v17, v2, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v3, s[0:3], 0 offen offset:20
	buffer_store_dword v20, v2, s[0:3], 0 offen offset:24
	buffer_store_dword v0, v3, s[0:3], 0 offen offset:24
	buffer_store_dword v19, v2, s[0:3], 0 offen offset:28
	buffer_store_dword v13, v3, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end8:
	.size	multiply256, .Lfunc_end8-multiply256
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2100
; NumSgprs: 36
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	add256                          ; -- Begin function add256
	.globl	add256
	.p2align	2
	.type	add256,@function
add256:                                 ; @add256
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:28
	buffer_load_dword v4, v1, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v3, vcc, v3, v4
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:28
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:24
	s_nop 0
	buffer_load_dword v4, v1, s[0:3], 0 offen offset:24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v3, s[4:5], v3, v4
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:24
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:20
	s_nop 0
	buffer_load_dword v4, v1, s[0:3], 0 offen offset:20
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v3, vcc, v3, v5
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v3, s[4:5], v3, v4
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:20
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:16
	s_nop 0
	buffer_load_dword v4, v1, s[0:3], 0 offen offset:16
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v3, vcc, v3, v5
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v3, s[4:5], v3, v4
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:16
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:12
	s_nop 0
	buffer_load_dword v4, v1, s[0:3], 0 offen offset:12
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v3, vcc, v3, v5
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v3, s[4:5], v3, v4
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:12
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:8
	s_nop 0
	buffer_load_dword v4, v1, s[0:3], 0 offen offset:8
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v3, vcc, v3, v5
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v3, s[4:5], v3, v4
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:8
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v4, v1, s[0:3], 0 offen offset:4
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v3, vcc, v3, v5
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v3, s[4:5], v3, v4
	buffer_store_dword v3, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v3, v0, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v4, v1, s[0:3], 0 offen
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, v3, v0
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v1, s[4:5], v0, v4
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	buffer_store_dword v1, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	add256, .Lfunc_end9-add256
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 520
; NumSgprs: 36
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	add256k                         ; -- Begin function add256k
	.globl	add256k
	.p2align	2
	.type	add256k,@function
add256k:                                ; @add256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_co_u32_e32 v7, vcc, v7, v15
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_add_co_u32_e64 v6, s[4:5], v6, v14
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_add_co_u32_e32 v5, vcc, v5, v14
	v_add_co_u32_e64 v5, s[4:5], v5, v13
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_add_co_u32_e32 v4, vcc, v4, v13
	v_add_co_u32_e64 v4, s[4:5], v4, v12
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_add_co_u32_e32 v3, vcc, v3, v12
	v_add_co_u32_e64 v3, s[4:5], v3, v11
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_add_co_u32_e32 v2, vcc, v2, v11
	v_add_co_u32_e64 v2, s[4:5], v2, v10
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v1, v10
	v_add_co_u32_e64 v1, s[4:5], v1, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v9
	v_add_co_u32_e64 v0, s[4:5], v0, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	buffer_store_dword v8, v16, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end10:
	.size	add256k, .Lfunc_end10-add256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 248
; NumSgprs: 36
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	isInfinity                      ; -- Begin function isInfinity
	.globl	isInfinity
	.p2align	2
	.type	isInfinity,@function
isInfinity:                             ; @isInfinity
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v6, v0, s[0:3], 0 offen offset:24
	buffer_load_dword v7, v0, s[0:3], 0 offen offset:28
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:20
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:16
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(6)
	v_cmp_ne_u32_e32 vcc, -1, v6
	buffer_load_dword v0, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(5)
	v_cmp_ne_u32_e64 s[4:5], -1, v5
	s_waitcnt vmcnt(4)
	v_cmp_ne_u32_e64 s[6:7], -1, v3
	v_cmp_ne_u32_e64 s[12:13], -1, v7
	s_waitcnt vmcnt(1)
	v_cmp_ne_u32_e64 s[10:11], -1, v1
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_cmp_ne_u32_e32 vcc, -1, v4
	v_cmp_ne_u32_e64 s[8:9], -1, v2
	v_cndmask_b32_e64 v2, 0, 1, s[12:13]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_cndmask_b32_e64 v6, 0, 1, s[6:7]
	v_cndmask_b32_e64 v8, 0, 1, s[10:11]
	v_cndmask_b32_e64 v7, 0, 1, s[8:9]
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v5, 1, v5
	v_lshlrev_b16_e32 v6, 1, v6
	v_lshlrev_b16_e32 v8, 1, v8
	v_or_b32_e32 v2, v3, v2
	v_or_b32_e32 v3, v4, v5
	v_or_b32_e32 v4, v7, v6
	v_lshlrev_b16_e32 v2, 2, v2
	v_and_b32_e32 v3, 3, v3
	v_lshlrev_b16_e32 v4, 2, v4
	v_or_b32_e32 v2, v3, v2
	v_lshlrev_b16_e32 v2, 4, v2
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, -1, v0
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_or_b32_e32 v0, v0, v8
	v_and_b32_e32 v0, 3, v0
	v_or_b32_e32 v0, v0, v4
	v_and_b32_e32 v0, 15, v0
	v_or_b32_e32 v0, v0, v2
	v_cmp_eq_u16_sdwa s[4:5], v0, v1 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	isInfinity, .Lfunc_end11-isInfinity
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 336
; NumSgprs: 36
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 1
	.text
	.hidden	isInfinity256k                  ; -- Begin function isInfinity256k
	.globl	isInfinity256k
	.p2align	2
	.type	isInfinity256k,@function
isInfinity256k:                         ; @isInfinity256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, v7, v6
	v_and_b32_e32 v5, v6, v5
	v_and_b32_e32 v4, v5, v4
	v_and_b32_e32 v3, v4, v3
	v_and_b32_e32 v2, v3, v2
	v_and_b32_e32 v1, v2, v1
	v_and_b32_e32 v0, v1, v0
	v_cmp_eq_u32_e32 vcc, -1, v0
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_setpc_b64 s[30:31]
.Lfunc_end12:
	.size	isInfinity256k, .Lfunc_end12-isInfinity256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 52
; NumSgprs: 36
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	equal                           ; -- Begin function equal
	.globl	equal
	.p2align	2
	.type	equal,@function
equal:                                  ; @equal
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v2, v0, s[0:3], 0 offen
	buffer_load_dword v3, v1, s[0:3], 0 offen
	s_mov_b64 s[6:7], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB13_14
; %bb.1:
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:4
	s_mov_b64 s[8:9], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB13_13
; %bb.2:
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:8
	s_mov_b64 s[10:11], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB13_12
; %bb.3:
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:12
	s_mov_b64 s[12:13], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB13_11
; %bb.4:
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:16
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:16
	s_mov_b64 s[14:15], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB13_10
; %bb.5:
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:20
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:20
	s_mov_b64 s[16:17], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB13_9
; %bb.6:
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:24
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:24
	s_mov_b64 s[18:19], 0
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB13_8
; %bb.7:
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:28
	buffer_load_dword v3, v1, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v2, v3
	s_and_b64 s[18:19], vcc, exec
.LBB13_8:
	s_or_b64 exec, exec, s[16:17]
	s_and_b64 s[16:17], s[18:19], exec
.LBB13_9:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[14:15], s[16:17], exec
.LBB13_10:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[12:13], s[14:15], exec
.LBB13_11:
	s_or_b64 exec, exec, s[10:11]
	s_and_b64 s[10:11], s[12:13], exec
.LBB13_12:
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], s[10:11], exec
.LBB13_13:
	s_or_b64 exec, exec, s[6:7]
	s_and_b64 s[6:7], s[8:9], exec
.LBB13_14:
	s_or_b64 exec, exec, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[6:7]
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	equal, .Lfunc_end13-equal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 352
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	equal256k                       ; -- Begin function equal256k
	.globl	equal256k
	.p2align	2
	.type	equal256k,@function
equal256k:                              ; @equal256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v8
	v_cmp_eq_u32_e64 s[4:5], v1, v9
	s_and_b64 s[4:5], vcc, s[4:5]
	v_cmp_eq_u32_e32 vcc, v2, v10
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, v3, v11
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, v4, v12
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, v5, v13
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, v6, v14
	s_and_b64 s[4:5], s[4:5], vcc
	v_cmp_eq_u32_e32 vcc, v7, v15
	s_and_b64 s[4:5], s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_setpc_b64 s[30:31]
.Lfunc_end14:
	.size	equal256k, .Lfunc_end14-equal256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 84
; NumSgprs: 36
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	readLSW                         ; -- Begin function readLSW
	.globl	readLSW
	.p2align	2
	.type	readLSW,@function
readLSW:                                ; @readLSW
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshlrev_b32_e32 v2, 3, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off offset:28
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end15:
	.size	readLSW, .Lfunc_end15-readLSW
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 44
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	readLSW256k                     ; -- Begin function readLSW256k
	.globl	readLSW256k
	.p2align	2
	.type	readLSW256k,@function
readLSW256k:                            ; @readLSW256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 5, v[2:3]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off offset:28
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end16:
	.size	readLSW256k, .Lfunc_end16-readLSW256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 36
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	readWord256k                    ; -- Begin function readWord256k
	.globl	readWord256k
	.p2align	2
	.type	readWord256k,@function
readWord256k:                           ; @readWord256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 5, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v2, vcc, v0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end17:
	.size	readWord256k, .Lfunc_end17-readWord256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 64
; NumSgprs: 36
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	addP                            ; -- Begin function addP
	.globl	addP
	.p2align	2
	.type	addP,@function
addP:                                   ; @addP
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:28
	s_movk_i32 s4, 0x3d0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 0xfffffc2f, v2
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:28
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:24
	v_cmp_lt_u32_e32 vcc, s4, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v3, v2
	v_add_u32_e32 v3, -2, v2
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:24
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:20
	v_cmp_lt_u32_e64 s[4:5], 1, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v2, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v3, v2
	v_add_u32_e32 v4, -1, v2
	buffer_store_dword v4, v1, s[0:3], 0 offen offset:20
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:16
	v_or_b32_e32 v2, v2, v3
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e64 v2, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v3, vcc, -1, v4, vcc
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:16
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:12
	v_or_b32_e32 v2, v2, v4
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e64 v2, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v4, vcc, -1, v3, vcc
	buffer_store_dword v4, v1, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:8
	v_or_b32_e32 v2, v2, v3
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e64 v2, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v3, vcc, -1, v4, vcc
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:8
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:4
	v_or_b32_e32 v2, v2, v4
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e64 v2, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v4, vcc, -1, v3, vcc
	buffer_store_dword v4, v1, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v0, s[0:3], 0 offen
	v_or_b32_e32 v2, v2, v3
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e64 v2, s[4:5], 0, v0, vcc
	v_addc_co_u32_e32 v3, vcc, -1, v0, vcc
	v_or_b32_e32 v0, v2, v0
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v0, 0, 1, vcc
	buffer_store_dword v3, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end18:
	.size	addP, .Lfunc_end18-addP
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 384
; NumSgprs: 36
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	subP                            ; -- Begin function subP
	.globl	subP
	.p2align	2
	.type	subP,@function
subP:                                   ; @subP
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v2, v0, s[0:3], 0 offen offset:28
	s_movk_i32 s4, 0xfc2f
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 0x3d1, v2
	buffer_store_dword v3, v1, s[0:3], 0 offen offset:28
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:24
	v_cmp_gt_u32_e32 vcc, s4, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e32 v4, vcc, 0, v3, vcc
	v_add_u32_e32 v5, 2, v4
	buffer_store_dword v5, v1, s[0:3], 0 offen offset:24
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:20
	v_cmp_lt_u32_e32 vcc, v3, v2
	v_cmp_gt_u32_e64 s[4:5], -2, v4
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e32 v3, vcc, 0, v5, vcc
	v_add_u32_e32 v4, 1, v3
	buffer_store_dword v4, v1, s[0:3], 0 offen offset:20
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:16
	v_cmp_lt_u32_e32 vcc, v5, v2
	v_cmp_ne_u32_e64 s[4:5], -1, v3
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e32 v3, vcc, 0, v4, vcc
	v_add_u32_e32 v5, 1, v3
	buffer_store_dword v5, v1, s[0:3], 0 offen offset:16
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:12
	v_cmp_lt_u32_e32 vcc, v4, v2
	v_cmp_ne_u32_e64 s[4:5], -1, v3
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e32 v3, vcc, 0, v5, vcc
	v_add_u32_e32 v4, 1, v3
	buffer_store_dword v4, v1, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:8
	v_cmp_lt_u32_e32 vcc, v5, v2
	v_cmp_ne_u32_e64 s[4:5], -1, v3
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e32 v3, vcc, 0, v4, vcc
	v_add_u32_e32 v5, 1, v3
	buffer_store_dword v5, v1, s[0:3], 0 offen offset:8
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:4
	v_cmp_lt_u32_e32 vcc, v4, v2
	v_cmp_ne_u32_e64 s[4:5], -1, v3
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e32 v3, vcc, 0, v5, vcc
	v_add_u32_e32 v4, 1, v3
	buffer_store_dword v4, v1, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v0, s[0:3], 0 offen
	v_cmp_lt_u32_e32 vcc, v5, v2
	v_cmp_ne_u32_e64 s[4:5], -1, v3
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e32 v3, vcc, 0, v0, vcc
	v_cmp_lt_u32_e32 vcc, v0, v2
	v_cmp_ne_u32_e64 s[4:5], -1, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v2, 1, v3
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	buffer_store_dword v2, v1, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end19:
	.size	subP, .Lfunc_end19-subP
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 456
; NumSgprs: 36
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	subModP256k                     ; -- Begin function subModP256k
	.globl	subModP256k
	.p2align	2
	.type	subModP256k,@function
subModP256k:                            ; @subModP256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v16, v7
	v_cmp_lt_u32_e32 vcc, v16, v15
	v_sub_u32_e32 v7, v16, v15
	v_cndmask_b32_e64 v15, 0, 1, vcc
	v_subbrev_co_u32_e64 v16, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v15
	v_subb_co_u32_e32 v6, vcc, v6, v14, vcc
	v_cmp_lt_u32_e32 vcc, v16, v14
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v14, 0, 1, vcc
	v_subbrev_co_u32_e64 v15, s[4:5], 0, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v14
	v_subb_co_u32_e32 v5, vcc, v5, v13, vcc
	v_cmp_lt_u32_e32 vcc, v15, v13
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v13, 0, 1, vcc
	v_subbrev_co_u32_e64 v14, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v13
	v_subb_co_u32_e32 v4, vcc, v4, v12, vcc
	v_cmp_lt_u32_e32 vcc, v14, v12
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v12, 0, 1, vcc
	v_subbrev_co_u32_e64 v13, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v12
	v_subb_co_u32_e32 v3, vcc, v3, v11, vcc
	v_cmp_lt_u32_e32 vcc, v13, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v11, 0, 1, vcc
	v_subbrev_co_u32_e64 v12, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v11
	v_subb_co_u32_e32 v2, vcc, v2, v10, vcc
	v_cmp_lt_u32_e32 vcc, v12, v10
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v10, 0, 1, vcc
	v_subbrev_co_u32_e64 v11, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v10
	v_subb_co_u32_e32 v1, vcc, v1, v9, vcc
	v_cmp_lt_u32_e32 vcc, v11, v9
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v9, 0, 1, vcc
	v_subbrev_co_u32_e64 v10, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v9
	v_subb_co_u32_e32 v0, vcc, v0, v8, vcc
	v_cmp_lt_u32_e32 vcc, v10, v8
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB20_2
; %bb.1:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v5, v7
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_add_u32_e32 v9, -1, v7
	v_addc_co_u32_e32 v7, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v7, v8
.LBB20_2:
	s_or_b64 exec, exec, s[6:7]
	s_setpc_b64 s[30:31]
.Lfunc_end20:
	.size	subModP256k, .Lfunc_end20-subModP256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 544
; NumSgprs: 36
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	addModP256k                     ; -- Begin function addModP256k
	.globl	addModP256k
	.p2align	2
	.type	addModP256k,@function
addModP256k:                            ; @addModP256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_add_co_u32_e32 v7, vcc, v15, v7
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_add_co_u32_e64 v6, s[4:5], v6, v14
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v14, 0, 1, s[4:5]
	v_add_co_u32_e32 v5, vcc, v5, v14
	v_add_co_u32_e64 v5, s[4:5], v5, v13
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v13, 0, 1, s[4:5]
	v_add_co_u32_e32 v4, vcc, v4, v13
	v_add_co_u32_e64 v4, s[4:5], v4, v12
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v12, 0, 1, s[4:5]
	v_add_co_u32_e32 v3, vcc, v3, v12
	v_add_co_u32_e64 v3, s[4:5], v3, v11
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v11, 0, 1, s[4:5]
	v_add_co_u32_e32 v2, vcc, v2, v11
	v_add_co_u32_e64 v2, s[4:5], v2, v10
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v1, v10
	v_add_co_u32_e64 v1, s[4:5], v1, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v9
	v_add_co_u32_e64 v0, s[4:5], v0, v8
	v_and_b32_e32 v8, v0, v1
	v_and_b32_e32 v8, v8, v2
	v_and_b32_e32 v8, v8, v3
	v_and_b32_e32 v8, v8, v4
	v_and_b32_e32 v8, v8, v5
	v_cmp_eq_u32_e64 s[6:7], -1, v8
	s_mov_b64 s[10:11], 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB21_10
; %bb.1:
	v_cmp_lt_i32_e64 s[6:7], -2, v6
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0
	s_and_saveexec_b64 s[14:15], s[6:7]
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.2:
	v_cmp_ne_u32_e64 s[6:7], -1, v6
	s_and_b64 s[12:13], s[6:7], exec
; %bb.3:
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
; %bb.4:
	v_cmp_ne_u32_e64 s[6:7], -2, v6
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_mov_b64 s[10:11], exec
	s_or_b64 s[12:13], s[12:13], s[6:7]
; %bb.5:
	s_or_b64 exec, exec, s[14:15]
	s_mov_b64 s[14:15], -1
	s_and_saveexec_b64 s[6:7], s[12:13]
; %bb.6:
	s_xor_b64 s[14:15], exec, -1
	s_andn2_b64 s[10:11], s[10:11], exec
; %bb.7:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[12:13], s[10:11]
; %bb.8:
	s_movk_i32 s6, 0xfc2f
	v_cmp_lt_u32_e64 s[6:7], s6, v7
	s_andn2_b64 s[10:11], s[14:15], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[14:15], s[10:11], s[6:7]
; %bb.9:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[14:15], exec
.LBB21_10:
	s_or_b64 exec, exec, s[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB21_12
; %bb.11:
	s_movk_i32 s4, 0xfc2f
	v_cmp_gt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0x3d1, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v6, vcc
	v_cmp_lt_u32_e32 vcc, v6, v7
	v_cmp_gt_u32_e64 s[4:5], -2, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v6, 2, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v5, vcc
	v_cmp_lt_u32_e32 vcc, v5, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v5, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v4, vcc
	v_cmp_lt_u32_e32 vcc, v4, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v4, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v3, vcc
	v_cmp_lt_u32_e32 vcc, v3, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v3, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v2, vcc
	v_cmp_lt_u32_e32 vcc, v2, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v2, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v1, vcc
	v_cmp_lt_u32_e32 vcc, v1, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_add_u32_e32 v1, 1, v9
	v_add_u32_e32 v0, 1, v0
	v_mov_b32_e32 v7, v8
.LBB21_12:
	s_or_b64 exec, exec, s[6:7]
	s_setpc_b64 s[30:31]
.Lfunc_end21:
	.size	addModP256k, .Lfunc_end21-addModP256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 664
; NumSgprs: 36
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	mulModP                         ; -- Begin function mulModP
	.globl	mulModP
	.p2align	2
	.type	mulModP,@function
mulModP:                                ; @mulModP
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 20
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	buffer_load_dword v8, v0, s[0:3], 0 offen offset:28
	buffer_load_dword v9, v1, s[0:3], 0 offen offset:28
	buffer_load_dword v13, v1, s[0:3], 0 offen offset:24
	buffer_load_dword v12, v1, s[0:3], 0 offen offset:20
	buffer_load_dword v7, v0, s[0:3], 0 offen offset:24
	buffer_load_dword v11, v1, s[0:3], 0 offen offset:16
	buffer_load_dword v10, v1, s[0:3], 0 offen offset:12
	buffer_load_dword v16, v1, s[0:3], 0 offen offset:8
	buffer_load_dword v14, v1, s[0:3], 0 offen offset:4
	buffer_load_dword v15, v1, s[0:3], 0 offen
	buffer_load_dword v27, v0, s[0:3], 0 offen offset:20
	buffer_load_dword v28, v0, s[0:3], 0 offen offset:16
	buffer_load_dword v29, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v30, v0, s[0:3], 0 offen offset:8
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v2, 0
	v_writelane_b32 v40, s43, 9
	s_mov_b64 s[42:43], s[4:5]
	v_mov_b32_e32 v22, v2
	v_mov_b32_e32 v24, v2
	v_mov_b32_e32 v26, v2
	v_mov_b32_e32 v42, v31
	buffer_load_dword v31, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v32, v0, s[0:3], 0 offen
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	v_writelane_b32 v40, s48, 14
	v_writelane_b32 v40, s49, 15
	v_writelane_b32 v40, s50, 16
	v_writelane_b32 v40, s51, 17
	s_movk_i32 s47, 0x3d1
	s_addk_i32 s32, 0x1800
	v_writelane_b32 v40, s30, 18
	v_writelane_b32 v40, s31, 19
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	s_waitcnt vmcnt(14)
	v_mul_hi_u32 v1, v9, v8
	v_mul_lo_u32 v61, v9, v8
	s_waitcnt vmcnt(13)
	v_mad_u64_u32 v[3:4], s[4:5], v13, v8, v[1:2]
	v_mov_b32_e32 v1, v4
	s_waitcnt vmcnt(12)
	v_mad_u64_u32 v[5:6], s[4:5], v12, v8, v[1:2]
	v_mov_b32_e32 v4, v2
	s_waitcnt vmcnt(11)
	v_mad_u64_u32 v[3:4], s[4:5], v7, v9, v[3:4]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v6, v2
	v_mad_u64_u32 v[5:6], s[4:5], v7, v13, v[5:6]
	s_waitcnt vmcnt(10)
	v_mad_u64_u32 v[17:18], s[4:5], v11, v8, v[1:2]
	v_add_co_u32_e32 v4, vcc, v5, v4
	v_mov_b32_e32 v1, v18
	v_mov_b32_e32 v18, v2
	v_addc_co_u32_e32 v19, vcc, 0, v6, vcc
	v_mad_u64_u32 v[5:6], s[4:5], v7, v12, v[17:18]
	s_waitcnt vmcnt(9)
	v_mad_u64_u32 v[17:18], s[4:5], v10, v8, v[1:2]
	v_add_co_u32_e32 v20, vcc, v5, v19
	v_mov_b32_e32 v1, v18
	v_addc_co_u32_e32 v19, vcc, 0, v6, vcc
	s_waitcnt vmcnt(8)
	v_mad_u64_u32 v[5:6], s[4:5], v16, v8, v[1:2]
	v_mov_b32_e32 v18, v2
	v_mad_u64_u32 v[17:18], s[4:5], v7, v11, v[17:18]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v6, v2
	v_mad_u64_u32 v[5:6], s[4:5], v7, v10, v[5:6]
	v_add_co_u32_e32 v17, vcc, v17, v19
	v_addc_co_u32_e32 v18, vcc, 0, v18, vcc
	v_add_co_u32_e32 v19, vcc, v5, v18
	v_addc_co_u32_e32 v18, vcc, 0, v6, vcc
	s_waitcnt vmcnt(7)
	v_mad_u64_u32 v[5:6], s[4:5], v14, v8, v[1:2]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v6, v2
	v_mad_u64_u32 v[5:6], s[4:5], v7, v16, v[5:6]
	v_add_co_u32_e32 v21, vcc, v5, v18
	v_addc_co_u32_e32 v18, vcc, 0, v6, vcc
	s_waitcnt vmcnt(6)
	v_mad_u64_u32 v[5:6], s[4:5], v15, v8, v[1:2]
	v_mov_b32_e32 v1, v6
	v_mov_b32_e32 v6, v2
	v_mad_u64_u32 v[5:6], s[4:5], v7, v14, v[5:6]
	v_add_co_u32_e32 v23, vcc, v5, v18
	v_addc_co_u32_e32 v18, vcc, 0, v6, vcc
	v_mad_u64_u32 v[5:6], s[4:5], v7, v15, v[1:2]
	v_add_co_u32_e32 v25, vcc, v5, v18
	v_mov_b32_e32 v5, v2
	s_waitcnt vmcnt(5)
	v_mad_u64_u32 v[4:5], s[4:5], v27, v9, v[4:5]
	v_addc_co_u32_e32 v1, vcc, 0, v6, vcc
	v_mov_b32_e32 v6, v2
	v_mad_u64_u32 v[5:6], s[4:5], v27, v13, v[5:6]
	v_mov_b32_e32 v18, v2
	v_add_co_u32_e32 v5, vcc, v5, v20
	v_addc_co_u32_e32 v20, vcc, 0, v6, vcc
	v_mad_u64_u32 v[6:7], s[4:5], v27, v12, v[17:18]
	v_add_co_u32_e32 v18, vcc, v6, v20
	v_mov_b32_e32 v20, v2
	v_addc_co_u32_e32 v17, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[4:5], v27, v11, v[19:20]
	v_add_co_u32_e32 v17, vcc, v6, v17
	v_addc_co_u32_e32 v19, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[4:5], v27, v10, v[21:22]
	v_add_co_u32_e32 v19, vcc, v6, v19
	v_addc_co_u32_e32 v20, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[4:5], v27, v16, v[23:24]
	v_add_co_u32_e32 v21, vcc, v6, v20
	v_addc_co_u32_e32 v20, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[4:5], v27, v14, v[25:26]
	v_add_co_u32_e32 v23, vcc, v6, v20
	v_addc_co_u32_e32 v20, vcc, 0, v7, vcc
	v_mad_u64_u32 v[6:7], s[4:5], v27, v15, v[1:2]
	v_add_co_u32_e32 v25, vcc, v6, v20
	v_mov_b32_e32 v6, v2
	s_waitcnt vmcnt(4)
	v_mad_u64_u32 v[5:6], s[4:5], v28, v9, v[5:6]
	v_addc_co_u32_e32 v1, vcc, 0, v7, vcc
	v_mov_b32_e32 v7, v2
	v_mad_u64_u32 v[6:7], s[4:5], v28, v13, v[6:7]
	v_mov_b32_e32 v20, v2
	v_add_co_u32_e32 v6, vcc, v6, v18
	v_mov_b32_e32 v18, v2
	v_mad_u64_u32 v[17:18], s[4:5], v28, v12, v[17:18]
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_add_co_u32_e32 v27, vcc, v17, v7
	v_addc_co_u32_e32 v7, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v28, v11, v[19:20]
	v_add_co_u32_e32 v17, vcc, v17, v7
	v_addc_co_u32_e32 v7, vcc, 0, v18, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v28, v10, v[21:22]
	v_mov_b32_e32 v21, v2
	v_add_co_u32_e32 v20, vcc, v18, v7
	v_addc_co_u32_e32 v7, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v28, v16, v[23:24]
	v_mov_b32_e32 v23, v2
	v_add_co_u32_e32 v22, vcc, v18, v7
	v_addc_co_u32_e32 v7, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v28, v14, v[25:26]
	v_mov_b32_e32 v25, v2
	v_add_co_u32_e32 v24, vcc, v18, v7
	v_addc_co_u32_e32 v7, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v28, v15, v[1:2]
	v_add_co_u32_e32 v26, vcc, v18, v7
	v_mov_b32_e32 v7, v2
	s_waitcnt vmcnt(3)
	v_mad_u64_u32 v[6:7], s[4:5], v29, v9, v[6:7]
	v_addc_co_u32_e32 v1, vcc, 0, v19, vcc
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v19, v2
	v_mad_u64_u32 v[18:19], s[4:5], v29, v13, v[18:19]
	v_add_co_u32_e32 v28, vcc, v18, v27
	v_mov_b32_e32 v18, v2
	v_mad_u64_u32 v[17:18], s[4:5], v29, v12, v[17:18]
	v_addc_co_u32_e32 v7, vcc, 0, v19, vcc
	v_add_co_u32_e32 v7, vcc, v17, v7
	v_addc_co_u32_e32 v19, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v29, v11, v[20:21]
	v_mov_b32_e32 v27, v2
	v_add_co_u32_e32 v17, vcc, v17, v19
	v_addc_co_u32_e32 v20, vcc, 0, v18, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v29, v10, v[22:23]
	v_add_co_u32_e32 v20, vcc, v18, v20
	v_addc_co_u32_e32 v21, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v29, v16, v[24:25]
	v_add_co_u32_e32 v22, vcc, v18, v21
	v_addc_co_u32_e32 v21, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v29, v14, v[26:27]
	v_add_co_u32_e32 v24, vcc, v18, v21
	v_addc_co_u32_e32 v21, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v29, v15, v[1:2]
	v_mov_b32_e32 v29, v2
	s_waitcnt vmcnt(2)
	v_mad_u64_u32 v[28:29], s[4:5], v30, v9, v[28:29]
	v_add_co_u32_e32 v26, vcc, v18, v21
	v_addc_co_u32_e32 v1, vcc, 0, v19, vcc
	v_mov_b32_e32 v18, v29
	v_mov_b32_e32 v19, v2
	v_mad_u64_u32 v[18:19], s[4:5], v30, v13, v[18:19]
	v_mov_b32_e32 v21, v2
	v_add_co_u32_e32 v29, vcc, v18, v7
	v_mov_b32_e32 v18, v2
	v_mad_u64_u32 v[17:18], s[4:5], v30, v12, v[17:18]
	v_addc_co_u32_e32 v7, vcc, 0, v19, vcc
	v_add_co_u32_e32 v7, vcc, v17, v7
	v_addc_co_u32_e32 v19, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v30, v11, v[20:21]
	v_add_co_u32_e32 v17, vcc, v17, v19
	v_addc_co_u32_e32 v20, vcc, 0, v18, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v30, v10, v[22:23]
	v_add_co_u32_e32 v20, vcc, v18, v20
	v_addc_co_u32_e32 v21, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v30, v16, v[24:25]
	v_add_co_u32_e32 v22, vcc, v18, v21
	v_addc_co_u32_e32 v21, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v30, v14, v[26:27]
	v_add_co_u32_e32 v24, vcc, v18, v21
	v_addc_co_u32_e32 v21, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v30, v15, v[1:2]
	v_mov_b32_e32 v30, v2
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[29:30], s[4:5], v31, v9, v[29:30]
	v_add_co_u32_e32 v26, vcc, v18, v21
	v_addc_co_u32_e32 v1, vcc, 0, v19, vcc
	v_mov_b32_e32 v18, v30
	v_mov_b32_e32 v19, v2
	v_mad_u64_u32 v[18:19], s[4:5], v31, v13, v[18:19]
	v_mov_b32_e32 v21, v2
	v_add_co_u32_e32 v30, vcc, v18, v7
	v_mov_b32_e32 v18, v2
	v_mad_u64_u32 v[17:18], s[4:5], v31, v12, v[17:18]
	v_addc_co_u32_e32 v0, vcc, 0, v19, vcc
	v_add_co_u32_e32 v7, vcc, v17, v0
	v_addc_co_u32_e32 v0, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v31, v11, v[20:21]
	v_add_co_u32_e32 v17, vcc, v17, v0
	v_addc_co_u32_e32 v0, vcc, 0, v18, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v31, v10, v[22:23]
	v_add_co_u32_e32 v20, vcc, v18, v0
	v_addc_co_u32_e32 v0, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v31, v16, v[24:25]
	v_add_co_u32_e32 v22, vcc, v18, v0
	v_addc_co_u32_e32 v0, vcc, 0, v19, vcc
	v_mad_u64_u32 v[18:19], s[4:5], v31, v14, v[26:27]
	v_add_co_u32_e32 v24, vcc, v18, v0
	v_mad_u64_u32 v[0:1], s[4:5], v31, v15, v[1:2]
	v_mov_b32_e32 v31, v2
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[26:27], s[4:5], v32, v9, v[30:31]
	v_addc_co_u32_e32 v18, vcc, 0, v19, vcc
	v_mov_b32_e32 v30, v27
	v_mad_u64_u32 v[30:31], s[4:5], v32, v13, v[30:31]
	v_add_co_u32_e32 v19, vcc, v0, v18
	v_mov_b32_e32 v18, v2
	v_mad_u64_u32 v[12:13], s[4:5], v32, v12, v[17:18]
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, v30, v7
	v_addc_co_u32_e32 v7, vcc, 0, v31, vcc
	v_add_co_u32_e32 v46, vcc, v12, v7
	v_addc_co_u32_e32 v7, vcc, 0, v13, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v32, v11, v[20:21]
	v_mov_b32_e32 v20, v2
	v_add_co_u32_e32 v63, vcc, v3, v0
	v_mad_u64_u32 v[10:11], s[4:5], v32, v10, v[22:23]
	v_mad_u64_u32 v[21:22], s[4:5], v32, v16, v[24:25]
	v_mad_u64_u32 v[19:20], s[4:5], v32, v14, v[19:20]
	v_mad_u64_u32 v[1:2], s[4:5], v32, v15, v[1:2]
	v_addc_co_u32_e32 v3, vcc, 0, v4, vcc
	v_add_co_u32_e64 v58, s[4:5], v3, v46
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v3, 0, 1, s[4:5]
	v_add_co_u32_e64 v47, s[4:5], v17, v7
	v_add_co_u32_e32 v3, vcc, v5, v3
	v_addc_co_u32_e64 v4, s[4:5], 0, v18, s[4:5]
	v_add_co_u32_e64 v59, s[4:5], v3, v47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v3, 0, 1, s[4:5]
	v_add_co_u32_e64 v56, s[4:5], v10, v4
	v_add_co_u32_e32 v3, vcc, v6, v3
	v_addc_co_u32_e64 v4, s[4:5], 0, v11, s[4:5]
	v_add_co_u32_e64 v60, s[4:5], v3, v56
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v3, 0, 1, s[4:5]
	v_add_co_u32_e64 v57, s[4:5], v21, v4
	v_add_co_u32_e32 v3, vcc, v28, v3
	v_addc_co_u32_e64 v4, s[4:5], 0, v22, s[4:5]
	v_add_co_u32_e64 v3, s[4:5], v3, v57
	s_or_b64 s[4:5], vcc, s[4:5]
	buffer_store_dword v3, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v3, 0, 1, s[4:5]
	v_add_co_u32_e64 v45, s[4:5], v19, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v20, s[4:5]
	v_add_co_u32_e64 v44, s[4:5], v1, v4
	v_add_co_u32_e32 v3, vcc, v29, v3
	v_addc_co_u32_e64 v43, s[4:5], 0, v2, s[4:5]
	v_add_co_u32_e64 v1, s[4:5], v3, v45
	s_or_b64 s[4:5], vcc, s[4:5]
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v26, v1
	v_add_co_u32_e64 v1, s[4:5], v1, v44
	s_or_b64 s[4:5], vcc, s[4:5]
	buffer_store_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e64 v1, s[34:35], v1, v43
	buffer_store_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, 0
	v_mul_lo_u32 v62, v0, s47
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z6mad_hijjj@rel32@lo+4
	s_addc_u32 s51, s51, _Z6mad_hijjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_lo_u32 v1, v46, s47
	v_add_co_u32_e64 v2, s[48:49], v62, v61
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_add_co_u32_e32 v61, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_addc_co_u32_e64 v1, vcc, 0, v63, s[48:49]
	v_add_co_u32_e64 v46, s[4:5], v1, v61
	v_mul_lo_u32 v1, v47, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v61, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v62, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v58, v61
	v_add_co_u32_e64 v58, s[4:5], v1, v62
	v_mul_lo_u32 v1, v56, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v47, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v61, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v59, v47
	v_add_co_u32_e64 v56, s[4:5], v1, v61
	v_mul_lo_u32 v1, v57, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v47, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v59, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v60, v47
	v_add_co_u32_e64 v47, s[4:5], v1, v59
	v_mul_lo_u32 v1, v45, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v57, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v59, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v1, vcc, v1, v57
	v_add_co_u32_e64 v45, s[4:5], v1, v59
	v_mul_lo_u32 v1, v44, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v57, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v59, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v1, vcc, v1, v57
	v_add_co_u32_e64 v57, s[4:5], v1, v59
	v_mul_lo_u32 v1, v43, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v44, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v59, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v1, vcc, v1, v44
	v_add_co_u32_e64 v59, s[4:5], v1, v59
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v1, vcc, v2, v1
	v_add_co_u32_e64 v0, s[4:5], v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_addc_co_u32_e64 v43, vcc, 0, v1, s[34:35]
	v_add_co_u32_e32 v46, vcc, v46, v0
	v_addc_co_u32_e32 v2, vcc, 0, v58, vcc
	v_addc_co_u32_e64 v58, s[4:5], v2, v1, s[34:35]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v56, vcc, v56, v1
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, 0
	v_cndmask_b32_e64 v60, 0, 1, vcc
	v_mul_lo_u32 v44, v0, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v42
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v44, s[34:35], v1, v44
	v_mul_u32_u24_e32 v1, s47, v43
	v_add_co_u32_e32 v61, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, s47
	buffer_store_dword v44, v41, s[0:3], 0 offen offset:28
	s_swappc_b64 s[30:31], s[50:51]
	v_addc_co_u32_e64 v1, vcc, 0, v46, s[34:35]
	v_add_co_u32_e64 v6, s[4:5], v1, v61
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v58, v1
	v_add_co_u32_e64 v5, s[4:5], v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_add_co_u32_e32 v4, vcc, v56, v0
	v_addc_co_u32_e32 v3, vcc, v47, v60, vcc
	v_addc_co_u32_e32 v2, vcc, 0, v45, vcc
	v_addc_co_u32_e32 v1, vcc, 0, v57, vcc
	v_addc_co_u32_e32 v0, vcc, 0, v59, vcc
	s_mov_b64 s[8:9], -1
	s_xor_b64 s[6:7], vcc, -1
	buffer_store_dword v6, v41, s[0:3], 0 offen offset:24
	buffer_store_dword v5, v41, s[0:3], 0 offen offset:20
	buffer_store_dword v4, v41, s[0:3], 0 offen offset:16
	buffer_store_dword v3, v41, s[0:3], 0 offen offset:12
	buffer_store_dword v2, v41, s[0:3], 0 offen offset:8
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB22_12
; %bb.1:
	v_and_b32_e32 v7, v0, v1
	v_and_b32_e32 v7, v7, v2
	v_and_b32_e32 v7, v7, v3
	v_and_b32_e32 v7, v7, v4
	v_and_b32_e32 v7, v7, v5
	v_cmp_eq_u32_e32 vcc, -1, v7
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB22_11
; %bb.2:
	v_cmp_lt_i32_e32 vcc, -2, v6
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.3:
	v_cmp_ne_u32_e32 vcc, -1, v6
	s_mov_b64 s[8:9], exec
	s_and_b64 s[12:13], vcc, exec
; %bb.4:
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
; %bb.5:
	v_cmp_ne_u32_e32 vcc, -2, v6
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[16:17], vcc, exec
	s_mov_b64 s[10:11], exec
	s_or_b64 s[12:13], s[12:13], s[16:17]
; %bb.6:
	s_or_b64 exec, exec, s[14:15]
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_xor_b64 s[12:13], exec, s[14:15]
; %bb.7:
	s_andn2_b64 s[8:9], s[8:9], exec
	s_andn2_b64 s[10:11], s[10:11], exec
; %bb.8:
	s_or_b64 exec, exec, s[12:13]
	s_and_saveexec_b64 s[12:13], s[10:11]
; %bb.9:
	s_movk_i32 s10, 0xfc2e
	v_cmp_lt_u32_e32 vcc, s10, v44
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[10:11], vcc, exec
	s_or_b64 s[8:9], s[8:9], s[10:11]
; %bb.10:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[8:9], s[8:9], exec
.LBB22_11:
	s_or_b64 exec, exec, s[6:7]
	s_orn2_b64 s[8:9], s[8:9], exec
.LBB22_12:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB22_14
; %bb.13:
	s_movk_i32 s4, 0xfc2f
	v_add_u32_e32 v7, 0x3d1, v44
	v_cmp_gt_u32_e32 vcc, s4, v44
	v_cndmask_b32_e64 v8, 0, 1, vcc
	buffer_store_dword v7, v41, s[0:3], 0 offen offset:28
	v_subbrev_co_u32_e32 v7, vcc, 0, v6, vcc
	v_cmp_lt_u32_e32 vcc, v6, v8
	v_cmp_gt_u32_e64 s[4:5], -2, v7
	v_add_u32_e32 v6, 2, v7
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v7, 0, 1, vcc
	buffer_store_dword v6, v41, s[0:3], 0 offen offset:24
	v_subbrev_co_u32_e32 v6, vcc, 0, v5, vcc
	v_cmp_lt_u32_e32 vcc, v5, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v6
	v_add_u32_e32 v5, 1, v6
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v6, 0, 1, vcc
	buffer_store_dword v5, v41, s[0:3], 0 offen offset:20
	v_subbrev_co_u32_e32 v5, vcc, 0, v4, vcc
	v_cmp_lt_u32_e32 vcc, v4, v6
	v_cmp_ne_u32_e64 s[4:5], -1, v5
	v_add_u32_e32 v4, 1, v5
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v5, 0, 1, vcc
	buffer_store_dword v4, v41, s[0:3], 0 offen offset:16
	v_subbrev_co_u32_e32 v4, vcc, 0, v3, vcc
	v_cmp_lt_u32_e32 vcc, v3, v5
	v_cmp_ne_u32_e64 s[4:5], -1, v4
	v_add_u32_e32 v3, 1, v4
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v4, 0, 1, vcc
	buffer_store_dword v3, v41, s[0:3], 0 offen offset:12
	v_subbrev_co_u32_e32 v3, vcc, 0, v2, vcc
	v_cmp_lt_u32_e32 vcc, v2, v4
	v_cmp_ne_u32_e64 s[4:5], -1, v3
	v_add_u32_e32 v2, 1, v3
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v3, 0, 1, vcc
	buffer_store_dword v2, v41, s[0:3], 0 offen offset:8
	v_subbrev_co_u32_e32 v2, vcc, 0, v1, vcc
	v_cmp_lt_u32_e32 vcc, v1, v3
	v_cmp_ne_u32_e64 s[4:5], -1, v2
	s_or_b64 vcc, vcc, s[4:5]
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_add_u32_e32 v1, 1, v2
	v_add_u32_e32 v0, 1, v0
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
.LBB22_14:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
	v_readlane_b32 s48, v40, 14
	v_readlane_b32 s47, v40, 13
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xe800
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end22:
	.size	mulModP, .Lfunc_end22-mulModP
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 4264
; NumSgprs: 58
; NumVgprs: 64
; ScratchSize: 16480
; MemoryBound: 0
	.text
	.hidden	mulModP256k                     ; -- Begin function mulModP256k
	.globl	mulModP256k
	.p2align	2
	.type	mulModP256k,@function
mulModP256k:                            ; @mulModP256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 20
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_mul_hi_u32 v16, v15, v7
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_mov_b32_e32 v17, 0
	v_writelane_b32 v40, s43, 9
	s_mov_b64 s[42:43], s[4:5]
	v_mad_u64_u32 v[18:19], s[4:5], v14, v7, v[16:17]
	v_mov_b32_e32 v27, v17
	v_mov_b32_e32 v29, v17
	v_mov_b32_e32 v16, v19
	v_mad_u64_u32 v[20:21], s[4:5], v13, v7, v[16:17]
	v_mov_b32_e32 v19, v17
	v_mad_u64_u32 v[18:19], s[4:5], v15, v6, v[18:19]
	v_mov_b32_e32 v16, v21
	v_mov_b32_e32 v21, v17
	v_mad_u64_u32 v[20:21], s[4:5], v14, v6, v[20:21]
	v_mad_u64_u32 v[22:23], s[4:5], v12, v7, v[16:17]
	v_add_co_u32_e32 v19, vcc, v20, v19
	v_mov_b32_e32 v16, v23
	v_addc_co_u32_e32 v24, vcc, 0, v21, vcc
	v_mad_u64_u32 v[20:21], s[4:5], v11, v7, v[16:17]
	v_mov_b32_e32 v23, v17
	v_mad_u64_u32 v[22:23], s[4:5], v13, v6, v[22:23]
	v_mov_b32_e32 v16, v21
	v_mov_b32_e32 v21, v17
	v_mad_u64_u32 v[20:21], s[4:5], v12, v6, v[20:21]
	v_add_co_u32_e32 v25, vcc, v22, v24
	v_addc_co_u32_e32 v22, vcc, 0, v23, vcc
	v_add_co_u32_e32 v22, vcc, v20, v22
	v_addc_co_u32_e32 v23, vcc, 0, v21, vcc
	v_mad_u64_u32 v[20:21], s[4:5], v10, v7, v[16:17]
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v16, v21
	v_mov_b32_e32 v21, v17
	v_mad_u64_u32 v[20:21], s[4:5], v11, v6, v[20:21]
	v_mov_b32_e32 v41, v31
	v_mov_b32_e32 v31, v17
	v_add_co_u32_e32 v24, vcc, v20, v23
	v_addc_co_u32_e32 v23, vcc, 0, v21, vcc
	v_mad_u64_u32 v[20:21], s[4:5], v9, v7, v[16:17]
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	v_mov_b32_e32 v16, v21
	v_mov_b32_e32 v21, v17
	v_mad_u64_u32 v[20:21], s[4:5], v10, v6, v[20:21]
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	v_add_co_u32_e32 v26, vcc, v20, v23
	v_addc_co_u32_e32 v23, vcc, 0, v21, vcc
	v_mad_u64_u32 v[20:21], s[4:5], v8, v7, v[16:17]
	v_writelane_b32 v40, s48, 14
	v_writelane_b32 v40, s49, 15
	v_mov_b32_e32 v16, v21
	v_mov_b32_e32 v21, v17
	v_mad_u64_u32 v[20:21], s[4:5], v9, v6, v[20:21]
	v_writelane_b32 v40, s50, 16
	v_writelane_b32 v40, s51, 17
	v_add_co_u32_e32 v28, vcc, v20, v23
	v_addc_co_u32_e32 v23, vcc, 0, v21, vcc
	v_mad_u64_u32 v[20:21], s[4:5], v8, v6, v[16:17]
	s_movk_i32 s47, 0x3d1
	s_addk_i32 s32, 0x1800
	v_add_co_u32_e32 v30, vcc, v20, v23
	v_mov_b32_e32 v20, v17
	v_mad_u64_u32 v[19:20], s[4:5], v15, v5, v[19:20]
	v_addc_co_u32_e32 v16, vcc, 0, v21, vcc
	v_mov_b32_e32 v21, v17
	v_mad_u64_u32 v[20:21], s[4:5], v14, v5, v[20:21]
	v_mov_b32_e32 v23, v17
	v_writelane_b32 v40, s30, 18
	v_add_co_u32_e32 v20, vcc, v20, v25
	v_addc_co_u32_e32 v6, vcc, 0, v21, vcc
	v_mad_u64_u32 v[21:22], s[4:5], v13, v5, v[22:23]
	v_mov_b32_e32 v25, v17
	v_writelane_b32 v40, s31, 19
	v_add_co_u32_e32 v32, vcc, v21, v6
	v_addc_co_u32_e32 v6, vcc, 0, v22, vcc
	v_mad_u64_u32 v[21:22], s[4:5], v12, v5, v[24:25]
	v_mov_b32_e32 v24, v17
	s_mov_b32 s44, s14
	v_add_co_u32_e32 v23, vcc, v21, v6
	v_addc_co_u32_e32 v6, vcc, 0, v22, vcc
	v_mad_u64_u32 v[21:22], s[4:5], v11, v5, v[26:27]
	v_mad_u64_u32 v[23:24], s[4:5], v13, v4, v[23:24]
	v_add_co_u32_e32 v25, vcc, v21, v6
	v_addc_co_u32_e32 v6, vcc, 0, v22, vcc
	v_mad_u64_u32 v[21:22], s[4:5], v10, v5, v[28:29]
	v_mov_b32_e32 v26, v17
	v_mov_b32_e32 v28, v17
	v_add_co_u32_e32 v27, vcc, v21, v6
	v_addc_co_u32_e32 v6, vcc, 0, v22, vcc
	v_mad_u64_u32 v[21:22], s[4:5], v9, v5, v[30:31]
	v_mov_b32_e32 v30, v17
	s_mov_b32 s45, s13
	v_add_co_u32_e32 v29, vcc, v21, v6
	v_mad_u64_u32 v[5:6], s[4:5], v8, v5, v[16:17]
	v_addc_co_u32_e32 v21, vcc, 0, v22, vcc
	v_add_co_u32_e32 v22, vcc, v5, v21
	v_mov_b32_e32 v21, v17
	v_addc_co_u32_e32 v16, vcc, 0, v6, vcc
	v_mad_u64_u32 v[5:6], s[4:5], v15, v4, v[20:21]
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	v_mov_b32_e32 v20, v6
	v_mad_u64_u32 v[20:21], s[4:5], v14, v4, v[20:21]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	v_add_co_u32_e32 v20, vcc, v20, v32
	v_addc_co_u32_e32 v6, vcc, 0, v21, vcc
	v_add_co_u32_e32 v6, vcc, v23, v6
	v_addc_co_u32_e32 v21, vcc, 0, v24, vcc
	v_mad_u64_u32 v[23:24], s[4:5], v12, v4, v[25:26]
	v_mov_b32_e32 v32, v17
	v_mul_lo_u32 v59, v15, v7
	v_add_co_u32_e32 v25, vcc, v23, v21
	v_addc_co_u32_e32 v21, vcc, 0, v24, vcc
	v_mad_u64_u32 v[23:24], s[4:5], v11, v4, v[27:28]
	v_add_co_u32_e32 v27, vcc, v23, v21
	v_addc_co_u32_e32 v21, vcc, 0, v24, vcc
	v_mad_u64_u32 v[23:24], s[4:5], v10, v4, v[29:30]
	v_add_co_u32_e32 v29, vcc, v23, v21
	v_mov_b32_e32 v23, v17
	v_mad_u64_u32 v[21:22], s[4:5], v9, v4, v[22:23]
	v_addc_co_u32_e32 v24, vcc, 0, v24, vcc
	v_add_co_u32_e32 v23, vcc, v21, v24
	v_addc_co_u32_e32 v24, vcc, 0, v22, vcc
	v_mad_u64_u32 v[21:22], s[4:5], v8, v4, v[16:17]
	v_add_co_u32_e32 v31, vcc, v21, v24
	v_mov_b32_e32 v21, v17
	v_mad_u64_u32 v[20:21], s[4:5], v15, v3, v[20:21]
	v_addc_co_u32_e32 v16, vcc, 0, v22, vcc
	v_mov_b32_e32 v22, v17
	v_mad_u64_u32 v[21:22], s[4:5], v14, v3, v[21:22]
	v_mad_u64_u32 v[24:25], s[4:5], v13, v3, v[25:26]
	v_add_co_u32_e32 v21, vcc, v21, v6
	v_addc_co_u32_e32 v4, vcc, 0, v22, vcc
	v_add_co_u32_e32 v6, vcc, v24, v4
	v_addc_co_u32_e32 v4, vcc, 0, v25, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v12, v3, v[27:28]
	v_mov_b32_e32 v27, v17
	v_add_co_u32_e32 v26, vcc, v24, v4
	v_addc_co_u32_e32 v4, vcc, 0, v25, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v11, v3, v[29:30]
	v_mov_b32_e32 v29, v17
	v_add_co_u32_e32 v28, vcc, v24, v4
	v_mov_b32_e32 v24, v17
	v_mad_u64_u32 v[22:23], s[4:5], v10, v3, v[23:24]
	v_addc_co_u32_e32 v4, vcc, 0, v25, vcc
	v_add_co_u32_e32 v24, vcc, v22, v4
	v_addc_co_u32_e32 v4, vcc, 0, v23, vcc
	v_mad_u64_u32 v[22:23], s[4:5], v9, v3, v[31:32]
	v_mad_u64_u32 v[25:26], s[4:5], v13, v2, v[26:27]
	v_add_co_u32_e32 v30, vcc, v22, v4
	v_mad_u64_u32 v[3:4], s[4:5], v8, v3, v[16:17]
	v_addc_co_u32_e32 v22, vcc, 0, v23, vcc
	v_add_co_u32_e32 v23, vcc, v3, v22
	v_mov_b32_e32 v22, v17
	v_addc_co_u32_e32 v16, vcc, 0, v4, vcc
	v_mad_u64_u32 v[3:4], s[4:5], v15, v2, v[21:22]
	v_mov_b32_e32 v31, v17
	v_mov_b32_e32 v21, v4
	v_mad_u64_u32 v[21:22], s[4:5], v14, v2, v[21:22]
	v_add_co_u32_e32 v21, vcc, v21, v6
	v_addc_co_u32_e32 v4, vcc, 0, v22, vcc
	v_add_co_u32_e32 v4, vcc, v25, v4
	v_addc_co_u32_e32 v6, vcc, 0, v26, vcc
	v_mad_u64_u32 v[25:26], s[4:5], v12, v2, v[28:29]
	v_mov_b32_e32 v28, v17
	v_add_co_u32_e32 v27, vcc, v25, v6
	v_mov_b32_e32 v25, v17
	v_mad_u64_u32 v[24:25], s[4:5], v11, v2, v[24:25]
	v_addc_co_u32_e32 v6, vcc, 0, v26, vcc
	v_add_co_u32_e32 v26, vcc, v24, v6
	v_addc_co_u32_e32 v6, vcc, 0, v25, vcc
	v_mad_u64_u32 v[24:25], s[4:5], v10, v2, v[30:31]
	v_mad_u64_u32 v[27:28], s[4:5], v13, v1, v[27:28]
	v_add_co_u32_e32 v29, vcc, v24, v6
	v_mov_b32_e32 v24, v17
	v_mad_u64_u32 v[22:23], s[4:5], v9, v2, v[23:24]
	v_addc_co_u32_e32 v6, vcc, 0, v25, vcc
	v_add_co_u32_e32 v24, vcc, v22, v6
	v_addc_co_u32_e32 v6, vcc, 0, v23, vcc
	v_mad_u64_u32 v[22:23], s[4:5], v8, v2, v[16:17]
	v_mov_b32_e32 v30, v17
	v_add_co_u32_e32 v31, vcc, v22, v6
	v_mov_b32_e32 v22, v17
	v_mad_u64_u32 v[21:22], s[4:5], v15, v1, v[21:22]
	v_addc_co_u32_e32 v16, vcc, 0, v23, vcc
	v_mov_b32_e32 v23, v17
	v_mad_u64_u32 v[22:23], s[4:5], v14, v1, v[22:23]
	v_add_co_u32_e32 v22, vcc, v22, v4
	v_addc_co_u32_e32 v2, vcc, 0, v23, vcc
	v_add_co_u32_e32 v4, vcc, v27, v2
	v_mov_b32_e32 v27, v17
	v_mad_u64_u32 v[25:26], s[4:5], v12, v1, v[26:27]
	v_addc_co_u32_e32 v2, vcc, 0, v28, vcc
	v_add_co_u32_e32 v27, vcc, v25, v2
	v_addc_co_u32_e32 v2, vcc, 0, v26, vcc
	v_mad_u64_u32 v[25:26], s[4:5], v11, v1, v[29:30]
	v_mov_b32_e32 v28, v17
	v_add_co_u32_e32 v29, vcc, v25, v2
	v_mov_b32_e32 v25, v17
	v_mad_u64_u32 v[23:24], s[4:5], v10, v1, v[24:25]
	v_addc_co_u32_e32 v2, vcc, 0, v26, vcc
	v_add_co_u32_e32 v25, vcc, v23, v2
	v_addc_co_u32_e32 v2, vcc, 0, v24, vcc
	v_mad_u64_u32 v[23:24], s[4:5], v9, v1, v[31:32]
	v_mov_b32_e32 v26, v17
	v_add_co_u32_e32 v31, vcc, v23, v2
	v_mov_b32_e32 v23, v17
	v_mad_u64_u32 v[22:23], s[4:5], v15, v0, v[22:23]
	v_mad_u64_u32 v[1:2], s[4:5], v8, v1, v[16:17]
	v_addc_co_u32_e32 v6, vcc, 0, v24, vcc
	v_mov_b32_e32 v24, v17
	v_mad_u64_u32 v[23:24], s[4:5], v14, v0, v[23:24]
	v_add_co_u32_e32 v1, vcc, v1, v6
	v_mad_u64_u32 v[13:14], s[4:5], v13, v0, v[27:28]
	v_addc_co_u32_e32 v16, vcc, 0, v2, vcc
	v_mov_b32_e32 v2, v17
	v_mad_u64_u32 v[27:28], s[4:5], v12, v0, v[29:30]
	v_mad_u64_u32 v[11:12], s[4:5], v11, v0, v[25:26]
	v_mad_u64_u32 v[25:26], s[4:5], v10, v0, v[31:32]
	v_mad_u64_u32 v[1:2], s[4:5], v9, v0, v[1:2]
	v_mad_u64_u32 v[8:9], s[4:5], v8, v0, v[16:17]
	v_add_co_u32_e32 v0, vcc, v23, v4
	v_addc_co_u32_e32 v4, vcc, 0, v24, vcc
	v_add_co_u32_e32 v45, vcc, v13, v4
	v_addc_co_u32_e32 v4, vcc, 0, v14, vcc
	v_add_co_u32_e32 v62, vcc, v0, v18
	v_addc_co_u32_e32 v6, vcc, 0, v19, vcc
	v_add_co_u32_e64 v63, s[4:5], v6, v45
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v6, 0, 1, s[4:5]
	v_add_co_u32_e64 v46, s[4:5], v27, v4
	v_add_co_u32_e32 v5, vcc, v6, v5
	v_addc_co_u32_e64 v4, s[4:5], 0, v28, s[4:5]
	v_add_co_u32_e64 v57, s[4:5], v5, v46
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_add_co_u32_e64 v47, s[4:5], v11, v4
	v_add_co_u32_e32 v5, vcc, v5, v20
	v_addc_co_u32_e64 v4, s[4:5], 0, v12, s[4:5]
	v_add_co_u32_e64 v58, s[4:5], v5, v47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v5, 0, 1, s[4:5]
	v_add_co_u32_e64 v56, s[4:5], v25, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v26, s[4:5]
	v_add_co_u32_e64 v44, s[4:5], v1, v4
	v_addc_co_u32_e64 v1, s[4:5], 0, v2, s[4:5]
	v_add_co_u32_e64 v43, s[4:5], v8, v1
	v_add_co_u32_e32 v3, vcc, v5, v3
	v_addc_co_u32_e64 v42, s[4:5], 0, v9, s[4:5]
	v_add_co_u32_e64 v61, s[4:5], v3, v56
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v1, v21
	v_add_co_u32_e64 v1, s[4:5], v1, v44
	s_or_b64 s[4:5], vcc, s[4:5]
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v1, v22
	v_add_co_u32_e64 v1, s[4:5], v1, v43
	s_or_b64 s[4:5], vcc, s[4:5]
	buffer_store_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e64 v1, s[34:35], v1, v42
	buffer_store_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, 0
	v_mul_lo_u32 v60, v0, s47
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z6mad_hijjj@rel32@lo+4
	s_addc_u32 s51, s51, _Z6mad_hijjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_lo_u32 v1, v45, s47
	v_add_co_u32_e64 v2, s[48:49], v60, v59
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_add_co_u32_e32 v59, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_addc_co_u32_e64 v1, vcc, 0, v62, s[48:49]
	v_add_co_u32_e64 v45, s[4:5], v59, v1
	v_mul_lo_u32 v1, v46, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v59, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v60, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v63, v59
	v_add_co_u32_e64 v46, s[4:5], v1, v60
	v_mul_lo_u32 v1, v47, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v59, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v60, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v57, v59
	v_add_co_u32_e64 v47, s[4:5], v1, v60
	v_mul_lo_u32 v1, v56, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v57, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v59, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v58, v57
	v_add_co_u32_e64 v56, s[4:5], v1, v59
	v_mul_lo_u32 v1, v44, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v57, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v58, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v61, v57
	v_add_co_u32_e64 v44, s[4:5], v1, v58
	v_mul_lo_u32 v1, v43, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v57, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v58, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v1, vcc, v1, v57
	v_add_co_u32_e64 v57, s[4:5], v1, v58
	v_mul_lo_u32 v1, v42, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v43, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v58, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v1, vcc, v1, v43
	v_add_co_u32_e64 v58, s[4:5], v1, v58
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v1, vcc, v2, v1
	v_add_co_u32_e64 v0, s[4:5], v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_addc_co_u32_e64 v43, vcc, 0, v1, s[34:35]
	v_add_co_u32_e32 v45, vcc, v0, v45
	v_addc_co_u32_e32 v2, vcc, 0, v46, vcc
	v_addc_co_u32_e64 v46, s[4:5], v2, v1, s[34:35]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v47, vcc, v47, v1
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, 0
	v_cndmask_b32_e64 v59, 0, 1, vcc
	v_mul_lo_u32 v42, v0, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v42, s[34:35], v42, v1
	v_mul_u32_u24_e32 v1, s47, v43
	v_add_co_u32_e32 v60, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_addc_co_u32_e64 v1, vcc, 0, v45, s[34:35]
	v_add_co_u32_e64 v13, s[4:5], v60, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v46, v1
	v_add_co_u32_e64 v12, s[4:5], v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_add_co_u32_e32 v11, vcc, v47, v0
	v_addc_co_u32_e32 v10, vcc, v56, v59, vcc
	v_addc_co_u32_e32 v9, vcc, 0, v44, vcc
	v_addc_co_u32_e32 v8, vcc, 0, v57, vcc
	v_addc_co_u32_e32 v7, vcc, 0, v58, vcc
	s_mov_b64 s[8:9], -1
	s_xor_b64 s[6:7], vcc, -1
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB23_12
; %bb.1:
	v_and_b32_e32 v0, v7, v8
	v_and_b32_e32 v0, v0, v9
	v_and_b32_e32 v0, v0, v10
	v_and_b32_e32 v0, v0, v11
	v_and_b32_e32 v0, v0, v12
	v_cmp_eq_u32_e32 vcc, -1, v0
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v4, v11
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB23_11
; %bb.2:
	v_cmp_lt_i32_e32 vcc, -2, v13
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.3:
	v_cmp_ne_u32_e32 vcc, -1, v13
	s_mov_b64 s[8:9], exec
	s_and_b64 s[12:13], vcc, exec
; %bb.4:
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
; %bb.5:
	v_cmp_ne_u32_e32 vcc, -2, v13
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[16:17], vcc, exec
	s_mov_b64 s[10:11], exec
	s_or_b64 s[12:13], s[12:13], s[16:17]
; %bb.6:
	s_or_b64 exec, exec, s[14:15]
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v4, v11
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_xor_b64 s[12:13], exec, s[14:15]
; %bb.7:
	v_mov_b32_e32 v5, -1
	s_andn2_b64 s[8:9], s[8:9], exec
	s_andn2_b64 s[10:11], s[10:11], exec
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v3, -1
	v_mov_b32_e32 v2, -1
	v_mov_b32_e32 v1, -1
	v_mov_b32_e32 v0, -1
; %bb.8:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v6, v13
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB23_10
; %bb.9:
	s_movk_i32 s10, 0xfc2e
	v_cmp_lt_u32_e32 vcc, s10, v42
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v6, -2
	v_mov_b32_e32 v5, -1
	s_or_b64 s[8:9], s[8:9], s[10:11]
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v3, -1
	v_mov_b32_e32 v2, -1
	v_mov_b32_e32 v1, -1
	v_mov_b32_e32 v0, -1
.LBB23_10:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[8:9], s[8:9], exec
.LBB23_11:
	s_or_b64 exec, exec, s[6:7]
	s_orn2_b64 s[8:9], s[8:9], exec
.LBB23_12:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB23_14
; %bb.13:
	s_movk_i32 s4, 0xfc2f
	v_cmp_gt_u32_e32 vcc, s4, v42
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v13, vcc
	v_cmp_lt_u32_e32 vcc, v13, v0
	v_cmp_gt_u32_e64 s[4:5], -2, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v6, 2, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v12, vcc
	v_cmp_lt_u32_e32 vcc, v12, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v5, 1, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v11, vcc
	v_cmp_lt_u32_e32 vcc, v11, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v4, 1, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v10, vcc
	v_cmp_lt_u32_e32 vcc, v10, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v3, 1, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v9, vcc
	v_cmp_lt_u32_e32 vcc, v9, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v8, vcc
	v_cmp_lt_u32_e32 vcc, v8, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v14, 0x3d1, v42
	v_subbrev_co_u32_e32 v0, vcc, 0, v7, vcc
	v_add_u32_e32 v2, 1, v1
	v_add_u32_e32 v1, 1, v9
	v_add_u32_e32 v0, 1, v0
	v_mov_b32_e32 v42, v14
.LBB23_14:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v7, v42
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
	v_readlane_b32 s48, v40, 14
	v_readlane_b32 s47, v40, 13
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xe800
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end23:
	.size	mulModP256k, .Lfunc_end23-mulModP256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 4056
; NumSgprs: 58
; NumVgprs: 64
; ScratchSize: 16480
; MemoryBound: 0
	.text
	.hidden	squareModP256k                  ; -- Begin function squareModP256k
	.globl	squareModP256k
	.p2align	2
	.type	squareModP256k,@function
squareModP256k:                         ; @squareModP256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 20
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_mul_hi_u32 v8, v7, v7
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_mov_b32_e32 v9, 0
	v_writelane_b32 v40, s43, 9
	s_mov_b64 s[42:43], s[4:5]
	v_mad_u64_u32 v[10:11], s[4:5], v6, v7, v[8:9]
	v_mov_b32_e32 v20, v9
	v_mov_b32_e32 v22, v9
	v_mov_b32_e32 v8, v11
	v_mad_u64_u32 v[12:13], s[4:5], v5, v7, v[8:9]
	v_mov_b32_e32 v11, v9
	v_mad_u64_u32 v[10:11], s[4:5], v6, v7, v[10:11]
	v_mov_b32_e32 v8, v13
	v_mov_b32_e32 v13, v9
	v_mad_u64_u32 v[14:15], s[4:5], v4, v7, v[8:9]
	v_mad_u64_u32 v[12:13], s[4:5], v6, v6, v[12:13]
	v_mov_b32_e32 v8, v15
	v_mov_b32_e32 v15, v9
	v_add_co_u32_e32 v11, vcc, v12, v11
	v_mad_u64_u32 v[16:17], s[4:5], v3, v7, v[8:9]
	v_addc_co_u32_e32 v18, vcc, 0, v13, vcc
	v_mad_u64_u32 v[12:13], s[4:5], v6, v5, v[14:15]
	v_mov_b32_e32 v8, v17
	v_mov_b32_e32 v17, v9
	v_add_co_u32_e32 v18, vcc, v12, v18
	v_mad_u64_u32 v[14:15], s[4:5], v6, v4, v[16:17]
	v_addc_co_u32_e32 v16, vcc, 0, v13, vcc
	v_mad_u64_u32 v[12:13], s[4:5], v2, v7, v[8:9]
	v_add_co_u32_e32 v14, vcc, v14, v16
	v_mov_b32_e32 v8, v13
	v_addc_co_u32_e32 v17, vcc, 0, v15, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v1, v7, v[8:9]
	v_mov_b32_e32 v13, v9
	v_mad_u64_u32 v[12:13], s[4:5], v6, v3, v[12:13]
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v16, v9
	v_mad_u64_u32 v[15:16], s[4:5], v6, v2, v[15:16]
	v_add_co_u32_e32 v17, vcc, v12, v17
	v_addc_co_u32_e32 v12, vcc, 0, v13, vcc
	v_add_co_u32_e32 v13, vcc, v15, v12
	v_addc_co_u32_e32 v12, vcc, 0, v16, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v0, v7, v[8:9]
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v16, v9
	v_mad_u64_u32 v[15:16], s[4:5], v6, v1, v[15:16]
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	v_add_co_u32_e32 v19, vcc, v15, v12
	v_addc_co_u32_e32 v12, vcc, 0, v16, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v6, v0, v[8:9]
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	v_add_co_u32_e32 v21, vcc, v15, v12
	v_mov_b32_e32 v12, v9
	v_mad_u64_u32 v[11:12], s[4:5], v5, v7, v[11:12]
	v_addc_co_u32_e32 v8, vcc, 0, v16, vcc
	v_mov_b32_e32 v15, v12
	v_mov_b32_e32 v16, v9
	v_mad_u64_u32 v[15:16], s[4:5], v6, v5, v[15:16]
	v_writelane_b32 v40, s48, 14
	v_writelane_b32 v40, s49, 15
	v_add_co_u32_e32 v12, vcc, v15, v18
	v_mov_b32_e32 v15, v9
	v_mad_u64_u32 v[14:15], s[4:5], v5, v5, v[14:15]
	v_addc_co_u32_e32 v16, vcc, 0, v16, vcc
	v_add_co_u32_e32 v23, vcc, v14, v16
	v_mov_b32_e32 v18, v9
	v_addc_co_u32_e32 v16, vcc, 0, v15, vcc
	v_mad_u64_u32 v[14:15], s[4:5], v5, v4, v[17:18]
	v_writelane_b32 v40, s50, 16
	v_writelane_b32 v40, s51, 17
	v_add_co_u32_e32 v16, vcc, v14, v16
	v_mov_b32_e32 v14, v9
	v_mad_u64_u32 v[13:14], s[4:5], v5, v3, v[13:14]
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_add_co_u32_e32 v15, vcc, v13, v15
	v_addc_co_u32_e32 v17, vcc, 0, v14, vcc
	v_mad_u64_u32 v[13:14], s[4:5], v5, v2, v[19:20]
	v_mov_b32_e32 v19, v9
	s_movk_i32 s47, 0x3d1
	v_add_co_u32_e32 v18, vcc, v13, v17
	v_addc_co_u32_e32 v17, vcc, 0, v14, vcc
	v_mad_u64_u32 v[13:14], s[4:5], v5, v1, v[21:22]
	v_mov_b32_e32 v21, v9
	s_addk_i32 s32, 0x1800
	v_add_co_u32_e32 v20, vcc, v13, v17
	v_addc_co_u32_e32 v17, vcc, 0, v14, vcc
	v_mad_u64_u32 v[13:14], s[4:5], v5, v0, v[8:9]
	v_writelane_b32 v40, s30, 18
	v_writelane_b32 v40, s31, 19
	v_add_co_u32_e32 v22, vcc, v13, v17
	v_mov_b32_e32 v13, v9
	v_mad_u64_u32 v[12:13], s[4:5], v4, v7, v[12:13]
	v_addc_co_u32_e32 v8, vcc, 0, v14, vcc
	v_mov_b32_e32 v14, v9
	v_mad_u64_u32 v[13:14], s[4:5], v6, v4, v[13:14]
	v_mov_b32_e32 v17, v9
	v_mad_u64_u32 v[16:17], s[4:5], v5, v4, v[16:17]
	v_add_co_u32_e32 v13, vcc, v13, v23
	v_addc_co_u32_e32 v14, vcc, 0, v14, vcc
	v_add_co_u32_e32 v25, vcc, v16, v14
	v_mov_b32_e32 v16, v9
	v_mad_u64_u32 v[14:15], s[4:5], v4, v4, v[15:16]
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_add_co_u32_e32 v16, vcc, v14, v17
	v_addc_co_u32_e32 v17, vcc, 0, v15, vcc
	v_mad_u64_u32 v[14:15], s[4:5], v4, v3, v[18:19]
	v_mov_b32_e32 v23, v9
	v_mov_b32_e32 v41, v31
	v_add_co_u32_e32 v18, vcc, v14, v17
	v_addc_co_u32_e32 v17, vcc, 0, v15, vcc
	v_mad_u64_u32 v[14:15], s[4:5], v4, v2, v[20:21]
	s_mov_b32 s44, s14
	s_mov_b32 s45, s13
	v_add_co_u32_e32 v20, vcc, v14, v17
	v_addc_co_u32_e32 v17, vcc, 0, v15, vcc
	v_mad_u64_u32 v[14:15], s[4:5], v4, v1, v[22:23]
	s_mov_b32 s46, s12
	s_mov_b64 s[36:37], s[10:11]
	v_add_co_u32_e32 v22, vcc, v14, v17
	v_addc_co_u32_e32 v17, vcc, 0, v15, vcc
	v_mad_u64_u32 v[14:15], s[4:5], v4, v0, v[8:9]
	s_mov_b64 s[38:39], s[8:9]
	s_mov_b64 s[40:41], s[6:7]
	v_add_co_u32_e32 v24, vcc, v14, v17
	v_mov_b32_e32 v14, v9
	v_mad_u64_u32 v[13:14], s[4:5], v3, v7, v[13:14]
	v_addc_co_u32_e32 v8, vcc, 0, v15, vcc
	v_mov_b32_e32 v15, v9
	v_mad_u64_u32 v[14:15], s[4:5], v6, v3, v[14:15]
	v_mov_b32_e32 v17, v9
	v_mul_lo_u32 v59, v7, v7
	v_add_co_u32_e32 v14, vcc, v14, v25
	v_addc_co_u32_e32 v19, vcc, 0, v15, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v5, v3, v[16:17]
	v_mov_b32_e32 v25, v9
	v_add_co_u32_e32 v26, vcc, v15, v19
	v_mov_b32_e32 v19, v9
	v_addc_co_u32_e32 v17, vcc, 0, v16, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v4, v3, v[18:19]
	v_add_co_u32_e32 v17, vcc, v15, v17
	v_addc_co_u32_e32 v18, vcc, 0, v16, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v3, v3, v[20:21]
	v_add_co_u32_e32 v19, vcc, v15, v18
	v_addc_co_u32_e32 v18, vcc, 0, v16, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v3, v2, v[22:23]
	v_mov_b32_e32 v22, v9
	v_add_co_u32_e32 v21, vcc, v15, v18
	v_addc_co_u32_e32 v18, vcc, 0, v16, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v3, v1, v[24:25]
	v_mov_b32_e32 v24, v9
	v_add_co_u32_e32 v23, vcc, v15, v18
	v_addc_co_u32_e32 v18, vcc, 0, v16, vcc
	v_mad_u64_u32 v[15:16], s[4:5], v3, v0, v[8:9]
	v_add_co_u32_e32 v25, vcc, v15, v18
	v_mov_b32_e32 v15, v9
	v_mad_u64_u32 v[14:15], s[4:5], v2, v7, v[14:15]
	v_addc_co_u32_e32 v8, vcc, 0, v16, vcc
	v_mov_b32_e32 v16, v9
	v_mad_u64_u32 v[15:16], s[4:5], v6, v2, v[15:16]
	v_mov_b32_e32 v18, v9
	v_add_co_u32_e32 v15, vcc, v15, v26
	v_addc_co_u32_e32 v20, vcc, 0, v16, vcc
	v_mad_u64_u32 v[16:17], s[4:5], v5, v2, v[17:18]
	v_mov_b32_e32 v26, v9
	v_add_co_u32_e32 v27, vcc, v16, v20
	v_mov_b32_e32 v20, v9
	v_addc_co_u32_e32 v18, vcc, 0, v17, vcc
	v_mad_u64_u32 v[16:17], s[4:5], v4, v2, v[19:20]
	v_add_co_u32_e32 v18, vcc, v16, v18
	v_addc_co_u32_e32 v19, vcc, 0, v17, vcc
	v_mad_u64_u32 v[16:17], s[4:5], v3, v2, v[21:22]
	v_add_co_u32_e32 v20, vcc, v16, v19
	v_addc_co_u32_e32 v19, vcc, 0, v17, vcc
	v_mad_u64_u32 v[16:17], s[4:5], v2, v2, v[23:24]
	v_mov_b32_e32 v23, v9
	v_add_co_u32_e32 v22, vcc, v16, v19
	v_addc_co_u32_e32 v19, vcc, 0, v17, vcc
	v_mad_u64_u32 v[16:17], s[4:5], v2, v1, v[25:26]
	v_mov_b32_e32 v25, v9
	v_add_co_u32_e32 v24, vcc, v16, v19
	v_addc_co_u32_e32 v19, vcc, 0, v17, vcc
	v_mad_u64_u32 v[16:17], s[4:5], v2, v0, v[8:9]
	v_add_co_u32_e32 v26, vcc, v16, v19
	v_mov_b32_e32 v16, v9
	v_mad_u64_u32 v[15:16], s[4:5], v1, v7, v[15:16]
	v_addc_co_u32_e32 v8, vcc, 0, v17, vcc
	v_mov_b32_e32 v17, v9
	v_mad_u64_u32 v[16:17], s[4:5], v6, v1, v[16:17]
	v_mov_b32_e32 v19, v9
	v_add_co_u32_e32 v16, vcc, v16, v27
	v_addc_co_u32_e32 v21, vcc, 0, v17, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v5, v1, v[18:19]
	v_mov_b32_e32 v27, v9
	v_add_co_u32_e32 v28, vcc, v17, v21
	v_mov_b32_e32 v21, v9
	v_addc_co_u32_e32 v19, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v4, v1, v[20:21]
	v_add_co_u32_e32 v19, vcc, v17, v19
	v_addc_co_u32_e32 v20, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v3, v1, v[22:23]
	v_mov_b32_e32 v22, v9
	v_add_co_u32_e32 v21, vcc, v17, v20
	v_addc_co_u32_e32 v20, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v2, v1, v[24:25]
	v_mov_b32_e32 v24, v9
	v_add_co_u32_e32 v23, vcc, v17, v20
	v_addc_co_u32_e32 v20, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v1, v1, v[26:27]
	v_mov_b32_e32 v26, v9
	v_add_co_u32_e32 v25, vcc, v17, v20
	v_addc_co_u32_e32 v20, vcc, 0, v18, vcc
	v_mad_u64_u32 v[17:18], s[4:5], v1, v0, v[8:9]
	v_add_co_u32_e32 v27, vcc, v17, v20
	v_mov_b32_e32 v17, v9
	v_mad_u64_u32 v[16:17], s[4:5], v0, v7, v[16:17]
	v_addc_co_u32_e32 v8, vcc, 0, v18, vcc
	v_mov_b32_e32 v18, v9
	v_mad_u64_u32 v[17:18], s[4:5], v6, v0, v[17:18]
	v_mov_b32_e32 v20, v9
	v_mad_u64_u32 v[19:20], s[4:5], v5, v0, v[19:20]
	v_add_co_u32_e32 v5, vcc, v17, v28
	v_addc_co_u32_e32 v6, vcc, 0, v18, vcc
	v_add_co_u32_e32 v45, vcc, v19, v6
	v_addc_co_u32_e32 v6, vcc, 0, v20, vcc
	v_add_co_u32_e32 v62, vcc, v5, v10
	v_addc_co_u32_e32 v10, vcc, 0, v11, vcc
	v_add_co_u32_e64 v63, s[4:5], v10, v45
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v10, 0, 1, s[4:5]
	v_add_co_u32_e32 v12, vcc, v10, v12
	v_mad_u64_u32 v[10:11], s[4:5], v4, v0, v[21:22]
	v_mov_b32_e32 v28, v9
	v_mul_lo_u32 v60, v5, s47
	v_add_co_u32_e64 v46, s[4:5], v10, v6
	v_addc_co_u32_e64 v6, s[4:5], 0, v11, s[4:5]
	v_add_co_u32_e64 v57, s[4:5], v12, v46
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v4, 0, 1, s[4:5]
	v_add_co_u32_e32 v10, vcc, v4, v13
	v_mad_u64_u32 v[3:4], s[4:5], v3, v0, v[23:24]
	v_add_co_u32_e64 v47, s[4:5], v3, v6
	v_addc_co_u32_e64 v4, s[4:5], 0, v4, s[4:5]
	v_add_co_u32_e64 v58, s[4:5], v10, v47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v3, 0, 1, s[4:5]
	v_add_co_u32_e32 v6, vcc, v3, v14
	v_mad_u64_u32 v[2:3], s[4:5], v2, v0, v[25:26]
	v_add_co_u32_e64 v56, s[4:5], v2, v4
	v_addc_co_u32_e64 v10, s[4:5], 0, v3, s[4:5]
	v_mad_u64_u32 v[1:2], s[4:5], v1, v0, v[27:28]
	v_mad_u64_u32 v[3:4], s[4:5], v0, v0, v[8:9]
	v_add_co_u32_e64 v44, s[4:5], v1, v10
	v_addc_co_u32_e64 v0, s[4:5], 0, v2, s[4:5]
	v_add_co_u32_e64 v43, s[4:5], v3, v0
	v_addc_co_u32_e64 v42, s[4:5], 0, v4, s[4:5]
	v_add_co_u32_e64 v61, s[4:5], v6, v56
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v15
	v_add_co_u32_e64 v0, s[4:5], v0, v44
	s_or_b64 s[4:5], vcc, s[4:5]
	buffer_store_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v16
	v_add_co_u32_e64 v0, s[4:5], v0, v43
	s_or_b64 s[4:5], vcc, s[4:5]
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_add_co_u32_e64 v0, s[34:35], v0, v42
	buffer_store_dword v0, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z6mad_hijjj@rel32@lo+4
	s_addc_u32 s51, s51, _Z6mad_hijjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[50:51]
	v_mul_lo_u32 v1, v45, s47
	v_add_co_u32_e64 v2, s[48:49], v60, v59
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_add_co_u32_e32 v59, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_addc_co_u32_e64 v1, vcc, 0, v62, s[48:49]
	v_add_co_u32_e64 v45, s[4:5], v59, v1
	v_mul_lo_u32 v1, v46, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v59, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v60, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v63, v59
	v_add_co_u32_e64 v46, s[4:5], v1, v60
	v_mul_lo_u32 v1, v47, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v59, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v60, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v57, v59
	v_add_co_u32_e64 v47, s[4:5], v1, v60
	v_mul_lo_u32 v1, v56, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v57, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v59, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v58, v57
	v_add_co_u32_e64 v56, s[4:5], v1, v59
	v_mul_lo_u32 v1, v44, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v57, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v58, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_add_co_u32_e32 v1, vcc, v61, v57
	v_add_co_u32_e64 v44, s[4:5], v1, v58
	v_mul_lo_u32 v1, v43, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v57, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v58, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v1, vcc, v1, v57
	v_add_co_u32_e64 v57, s[4:5], v1, v58
	v_mul_lo_u32 v1, v42, s47
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v43, 0, 1, s[4:5]
	s_mov_b64 s[4:5], s[42:43]
	v_add_co_u32_e32 v58, vcc, v0, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v1, vcc, v1, v43
	v_add_co_u32_e64 v58, s[4:5], v1, v58
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v1, vcc, v2, v1
	v_add_co_u32_e64 v0, s[4:5], v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_addc_co_u32_e64 v43, vcc, 0, v1, s[34:35]
	v_add_co_u32_e32 v45, vcc, v0, v45
	v_addc_co_u32_e32 v2, vcc, 0, v46, vcc
	v_addc_co_u32_e64 v46, s[4:5], v2, v1, s[34:35]
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v47, vcc, v47, v1
	s_mov_b64 s[4:5], s[42:43]
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, 0
	v_cndmask_b32_e64 v59, 0, 1, vcc
	v_mul_lo_u32 v42, v0, s47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s46
	s_mov_b32 s13, s45
	s_mov_b32 s14, s44
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_add_co_u32_e64 v42, s[34:35], v42, v1
	v_mul_u32_u24_e32 v1, s47, v43
	v_add_co_u32_e32 v60, vcc, v1, v0
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, s47
	s_swappc_b64 s[30:31], s[50:51]
	v_addc_co_u32_e64 v1, vcc, 0, v45, s[34:35]
	v_add_co_u32_e64 v13, s[4:5], v60, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v46, v1
	v_add_co_u32_e64 v12, s[4:5], v1, v0
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_add_co_u32_e32 v11, vcc, v47, v0
	v_addc_co_u32_e32 v10, vcc, v56, v59, vcc
	v_addc_co_u32_e32 v9, vcc, 0, v44, vcc
	v_addc_co_u32_e32 v8, vcc, 0, v57, vcc
	v_addc_co_u32_e32 v7, vcc, 0, v58, vcc
	s_mov_b64 s[8:9], -1
	s_xor_b64 s[6:7], vcc, -1
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB24_12
; %bb.1:
	v_and_b32_e32 v0, v7, v8
	v_and_b32_e32 v0, v0, v9
	v_and_b32_e32 v0, v0, v10
	v_and_b32_e32 v0, v0, v11
	v_and_b32_e32 v0, v0, v12
	v_cmp_eq_u32_e32 vcc, -1, v0
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v6, v13
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v4, v11
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB24_11
; %bb.2:
	v_cmp_lt_i32_e32 vcc, -2, v13
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.3:
	v_cmp_ne_u32_e32 vcc, -1, v13
	s_mov_b64 s[8:9], exec
	s_and_b64 s[12:13], vcc, exec
; %bb.4:
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
; %bb.5:
	v_cmp_ne_u32_e32 vcc, -2, v13
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[16:17], vcc, exec
	s_mov_b64 s[10:11], exec
	s_or_b64 s[12:13], s[12:13], s[16:17]
; %bb.6:
	s_or_b64 exec, exec, s[14:15]
	v_mov_b32_e32 v5, v12
	v_mov_b32_e32 v4, v11
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v9
	v_mov_b32_e32 v1, v8
	v_mov_b32_e32 v0, v7
	s_and_saveexec_b64 s[14:15], s[12:13]
	s_xor_b64 s[12:13], exec, s[14:15]
; %bb.7:
	v_mov_b32_e32 v5, -1
	s_andn2_b64 s[8:9], s[8:9], exec
	s_andn2_b64 s[10:11], s[10:11], exec
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v3, -1
	v_mov_b32_e32 v2, -1
	v_mov_b32_e32 v1, -1
	v_mov_b32_e32 v0, -1
; %bb.8:
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v6, v13
	s_and_saveexec_b64 s[12:13], s[10:11]
	s_cbranch_execz .LBB24_10
; %bb.9:
	s_movk_i32 s10, 0xfc2e
	v_cmp_lt_u32_e32 vcc, s10, v42
	s_andn2_b64 s[8:9], s[8:9], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v6, -2
	v_mov_b32_e32 v5, -1
	s_or_b64 s[8:9], s[8:9], s[10:11]
	v_mov_b32_e32 v4, -1
	v_mov_b32_e32 v3, -1
	v_mov_b32_e32 v2, -1
	v_mov_b32_e32 v1, -1
	v_mov_b32_e32 v0, -1
.LBB24_10:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[8:9], s[8:9], exec
.LBB24_11:
	s_or_b64 exec, exec, s[6:7]
	s_orn2_b64 s[8:9], s[8:9], exec
.LBB24_12:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB24_14
; %bb.13:
	s_movk_i32 s4, 0xfc2f
	v_cmp_gt_u32_e32 vcc, s4, v42
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v13, vcc
	v_cmp_lt_u32_e32 vcc, v13, v0
	v_cmp_gt_u32_e64 s[4:5], -2, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v6, 2, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v12, vcc
	v_cmp_lt_u32_e32 vcc, v12, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v5, 1, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v11, vcc
	v_cmp_lt_u32_e32 vcc, v11, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v4, 1, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v10, vcc
	v_cmp_lt_u32_e32 vcc, v10, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v3, 1, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v1, vcc, 0, v9, vcc
	v_cmp_lt_u32_e32 vcc, v9, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v1
	s_or_b64 vcc, vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v8, vcc
	v_cmp_lt_u32_e32 vcc, v8, v0
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v14, 0x3d1, v42
	v_subbrev_co_u32_e32 v0, vcc, 0, v7, vcc
	v_add_u32_e32 v2, 1, v1
	v_add_u32_e32 v1, 1, v9
	v_add_u32_e32 v0, 1, v0
	v_mov_b32_e32 v42, v14
.LBB24_14:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v7, v42
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 18
	v_readlane_b32 s5, v40, 19
	v_readlane_b32 s51, v40, 17
	v_readlane_b32 s50, v40, 16
	v_readlane_b32 s49, v40, 15
	v_readlane_b32 s48, v40, 14
	v_readlane_b32 s47, v40, 13
	v_readlane_b32 s46, v40, 12
	v_readlane_b32 s45, v40, 11
	v_readlane_b32 s44, v40, 10
	v_readlane_b32 s43, v40, 9
	v_readlane_b32 s42, v40, 8
	v_readlane_b32 s41, v40, 7
	v_readlane_b32 s40, v40, 6
	v_readlane_b32 s39, v40, 5
	v_readlane_b32 s38, v40, 4
	v_readlane_b32 s37, v40, 3
	v_readlane_b32 s36, v40, 2
	v_readlane_b32 s35, v40, 1
	v_readlane_b32 s34, v40, 0
	s_addk_i32 s32, 0xe800
	v_readlane_b32 s33, v40, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end24:
	.size	squareModP256k, .Lfunc_end24-squareModP256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 4076
; NumSgprs: 58
; NumVgprs: 64
; ScratchSize: 16480
; MemoryBound: 0
	.text
	.hidden	invModP256k                     ; -- Begin function invModP256k
	.globl	invModP256k
	.p2align	2
	.type	invModP256k,@function
invModP256k:                            ; @invModP256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 36
	v_writelane_b32 v41, s34, 0
	v_writelane_b32 v41, s35, 1
	v_writelane_b32 v41, s36, 2
	v_writelane_b32 v41, s37, 3
	v_writelane_b32 v41, s38, 4
	v_writelane_b32 v41, s39, 5
	v_writelane_b32 v41, s40, 6
	v_writelane_b32 v41, s41, 7
	v_writelane_b32 v41, s42, 8
	v_writelane_b32 v41, s43, 9
	v_writelane_b32 v41, s44, 10
	v_writelane_b32 v41, s45, 11
	v_writelane_b32 v41, s46, 12
	v_writelane_b32 v41, s47, 13
	v_writelane_b32 v41, s48, 14
	v_writelane_b32 v41, s49, 15
	v_writelane_b32 v41, s50, 16
	v_writelane_b32 v41, s51, 17
	v_writelane_b32 v41, s52, 18
	v_writelane_b32 v41, s53, 19
	v_writelane_b32 v41, s54, 20
	v_writelane_b32 v41, s55, 21
	v_writelane_b32 v41, s56, 22
	v_writelane_b32 v41, s57, 23
	v_writelane_b32 v41, s58, 24
	v_writelane_b32 v41, s59, 25
	v_writelane_b32 v41, s60, 26
	v_writelane_b32 v41, s61, 27
	v_writelane_b32 v41, s62, 28
	v_writelane_b32 v41, s63, 29
	v_writelane_b32 v41, s64, 30
	v_writelane_b32 v41, s65, 31
	v_writelane_b32 v41, s66, 32
	v_writelane_b32 v41, s67, 33
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x1c00
	v_writelane_b32 v41, s68, 34
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 1
	buffer_store_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v41, s69, 35
	s_mov_b64 s[52:53], s[30:31]
	s_mov_b32 s62, s14
	s_mov_b32 s63, s13
	s_mov_b32 s64, s12
	s_mov_b64 s[54:55], s[10:11]
	s_mov_b64 s[56:57], s[8:9]
	s_mov_b64 s[58:59], s[6:7]
	s_mov_b64 s[60:61], s[4:5]
	v_mov_b32_e32 v42, v7
	v_mov_b32_e32 v43, v6
	v_mov_b32_e32 v44, v5
	v_mov_b32_e32 v45, v4
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v57, v0
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, mulModP256k@rel32@lo+4
	s_addc_u32 s67, s67, mulModP256k@rel32@hi+12
	v_mov_b32_e32 v63, v31
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v45
	v_mov_b32_e32 v5, v44
	v_mov_b32_e32 v6, v43
	v_mov_b32_e32 v7, v42
	s_getpc_b64 s[68:69]
	s_add_u32 s68, s68, squareModP256k@rel32@lo+4
	s_addc_u32 s69, s69, squareModP256k@rel32@hi+12
	s_swappc_b64 s[30:31], s[68:69]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v60, v1
	v_mov_b32_e32 v59, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	s_swappc_b64 s[30:31], s[68:69]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	s_swappc_b64 s[30:31], s[68:69]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	s_swappc_b64 s[30:31], s[68:69]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v60
	v_mov_b32_e32 v10, v59
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v58
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	buffer_store_dword v4, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	v_mov_b32_e32 v58, v63
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v12, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v8, v62
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v63
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v63
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v63
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v63
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v63
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v63
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v61, v3
	v_mov_b32_e32 v62, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v63
	v_mov_b32_e32 v9, v59
	v_mov_b32_e32 v10, v60
	v_mov_b32_e32 v11, v61
	v_mov_b32_e32 v12, v62
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v45, v3
	v_mov_b32_e32 v46, v4
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v57, v7
	s_swappc_b64 s[30:31], s[66:67]
	buffer_store_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v57
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v8, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v63, v3
	v_mov_b32_e32 v62, v4
	v_mov_b32_e32 v61, v5
	v_mov_b32_e32 v60, v6
	v_mov_b32_e32 v59, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v47, v3
	v_mov_b32_e32 v46, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v61
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v7, v59
	buffer_store_dword v58, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v63, v3
	v_mov_b32_e32 v62, v4
	v_mov_b32_e32 v61, v5
	v_mov_b32_e32 v60, v6
	v_mov_b32_e32 v59, v7
	s_movk_i32 s65, 0xdb
.LBB25_1:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v58, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v8, v45
	v_mov_b32_e32 v9, v57
	v_mov_b32_e32 v10, v56
	v_mov_b32_e32 v11, v47
	v_mov_b32_e32 v12, v46
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v61
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v7, v59
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v56, v3
	v_mov_b32_e32 v57, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v61
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v7, v59
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v45
	v_mov_b32_e32 v9, v46
	v_mov_b32_e32 v10, v47
	v_mov_b32_e32 v11, v56
	v_mov_b32_e32 v12, v57
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v59, v3
	v_mov_b32_e32 v60, v4
	v_mov_b32_e32 v61, v5
	v_mov_b32_e32 v62, v6
	v_mov_b32_e32 v63, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v56, v3
	v_mov_b32_e32 v57, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	v_mov_b32_e32 v6, v62
	v_mov_b32_e32 v7, v63
	s_swappc_b64 s[30:31], s[68:69]
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v8, v45
	v_mov_b32_e32 v9, v46
	v_mov_b32_e32 v10, v47
	v_mov_b32_e32 v11, v56
	v_mov_b32_e32 v12, v57
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v59, v3
	v_mov_b32_e32 v60, v4
	v_mov_b32_e32 v61, v5
	v_mov_b32_e32 v62, v6
	v_mov_b32_e32 v63, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v56, v2
	v_mov_b32_e32 v47, v3
	v_mov_b32_e32 v46, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	v_mov_b32_e32 v6, v62
	v_mov_b32_e32 v7, v63
	s_swappc_b64 s[30:31], s[68:69]
	s_add_i32 s65, s65, -3
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v63, v3
	v_mov_b32_e32 v62, v4
	v_mov_b32_e32 v61, v5
	v_mov_b32_e32 v60, v6
	v_mov_b32_e32 v59, v7
	s_cmp_eq_u32 s65, 0
	s_cbranch_scc0 .LBB25_1
; %bb.2:
	buffer_load_dword v31, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v61
	v_mov_b32_e32 v6, v60
	v_mov_b32_e32 v7, v59
	v_mov_b32_e32 v8, v45
	v_mov_b32_e32 v9, v57
	v_mov_b32_e32 v10, v56
	v_mov_b32_e32 v11, v47
	v_mov_b32_e32 v12, v46
	buffer_load_dword v13, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s64
	s_mov_b32 s13, s63
	s_mov_b32 s14, s62
	s_mov_b64 s[30:31], s[52:53]
	v_readlane_b32 s69, v41, 35
	v_readlane_b32 s68, v41, 34
	v_readlane_b32 s67, v41, 33
	v_readlane_b32 s66, v41, 32
	v_readlane_b32 s65, v41, 31
	v_readlane_b32 s64, v41, 30
	v_readlane_b32 s63, v41, 29
	v_readlane_b32 s62, v41, 28
	v_readlane_b32 s61, v41, 27
	v_readlane_b32 s60, v41, 26
	v_readlane_b32 s59, v41, 25
	v_readlane_b32 s58, v41, 24
	v_readlane_b32 s57, v41, 23
	v_readlane_b32 s56, v41, 22
	v_readlane_b32 s55, v41, 21
	v_readlane_b32 s54, v41, 20
	v_readlane_b32 s53, v41, 19
	v_readlane_b32 s52, v41, 18
	v_readlane_b32 s51, v41, 17
	v_readlane_b32 s50, v41, 16
	v_readlane_b32 s49, v41, 15
	v_readlane_b32 s48, v41, 14
	v_readlane_b32 s47, v41, 13
	v_readlane_b32 s46, v41, 12
	v_readlane_b32 s45, v41, 11
	v_readlane_b32 s44, v41, 10
	v_readlane_b32 s43, v41, 9
	v_readlane_b32 s42, v41, 8
	v_readlane_b32 s41, v41, 7
	v_readlane_b32 s40, v41, 6
	v_readlane_b32 s39, v41, 5
	v_readlane_b32 s38, v41, 4
	v_readlane_b32 s37, v41, 3
	v_readlane_b32 s36, v41, 2
	v_readlane_b32 s35, v41, 1
	v_readlane_b32 s34, v41, 0
	s_addk_i32 s32, 0xe400
	v_readlane_b32 s33, v41, 36
	s_or_saveexec_b64 s[16:17], -1
	buffer_load_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[16:17]
	s_setpc_b64 s[66:67]
.Lfunc_end25:
	.size	invModP256k, .Lfunc_end25-invModP256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 8604
; NumSgprs: 76
; NumVgprs: 64
; ScratchSize: 16592
; MemoryBound: 0
	.text
	.hidden	beginBatchAdd256k               ; -- Begin function beginBatchAdd256k
	.globl	beginBatchAdd256k
	.p2align	2
	.type	beginBatchAdd256k,@function
beginBatchAdd256k:                      ; @beginBatchAdd256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 20
	v_writelane_b32 v41, s34, 0
	v_writelane_b32 v41, s35, 1
	v_writelane_b32 v41, s36, 2
	v_writelane_b32 v41, s37, 3
	v_writelane_b32 v41, s38, 4
	v_writelane_b32 v41, s39, 5
	v_writelane_b32 v41, s40, 6
	v_writelane_b32 v41, s41, 7
	v_writelane_b32 v41, s42, 8
	v_writelane_b32 v41, s43, 9
	v_writelane_b32 v41, s44, 10
	v_writelane_b32 v41, s45, 11
	v_writelane_b32 v41, s46, 12
	v_writelane_b32 v41, s47, 13
	v_writelane_b32 v41, s48, 14
	v_writelane_b32 v41, s49, 15
	v_writelane_b32 v41, s50, 16
	s_mov_b32 s33, s32
	v_writelane_b32 v41, s51, 17
	s_addk_i32 s32, 0x1c00
	buffer_store_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v41, s30, 18
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v41, s31, 19
	v_mov_b32_e32 v40, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v44, v20
	buffer_store_dword v19, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v58, v15
	v_mov_b32_e32 v59, v14
	v_mov_b32_e32 v60, v13
	v_mov_b32_e32 v61, v12
	v_mov_b32_e32 v62, v11
	buffer_store_dword v10, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v45, v7
	v_mov_b32_e32 v46, v6
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v56, v4
	v_mov_b32_e32 v57, v3
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v42, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cmp_lt_u32_e32 vcc, v45, v58
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v46, vcc
	v_subb_co_u32_e32 v14, vcc, v46, v59, vcc
	v_cmp_lt_u32_e64 s[4:5], v46, v0
	v_cmp_lt_u32_e32 vcc, v1, v59
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v47, vcc
	v_subb_co_u32_e32 v13, vcc, v47, v60, vcc
	v_cmp_lt_u32_e64 s[4:5], v47, v0
	v_cmp_lt_u32_e32 vcc, v1, v60
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v56, vcc
	v_subb_co_u32_e32 v12, vcc, v56, v61, vcc
	v_cmp_lt_u32_e64 s[4:5], v56, v0
	v_cmp_lt_u32_e32 vcc, v1, v61
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v57, vcc
	v_subb_co_u32_e32 v11, vcc, v57, v62, vcc
	v_cmp_lt_u32_e64 s[4:5], v57, v0
	v_cmp_lt_u32_e32 vcc, v1, v62
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v43, vcc
	v_cmp_lt_u32_e64 s[4:5], v43, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_sub_u32_e32 v15, v45, v58
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v10, vcc, v43, v0, vcc
	v_cmp_lt_u32_e32 vcc, v1, v0
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v42, vcc
	v_cmp_lt_u32_e64 s[4:5], v42, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v9, vcc, v42, v0, vcc
	v_cmp_lt_u32_e32 vcc, v1, v0
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v63, vcc
	v_cmp_lt_u32_e64 s[4:5], v63, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v8, vcc, v63, v0, vcc
	v_cmp_lt_u32_e32 vcc, v1, v0
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB26_2
; %bb.1:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v15
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_add_co_u32_e32 v1, vcc, v14, v1
	v_cmp_lt_u32_e64 s[4:5], 1, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v14, -2, v1
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_u32_e32 v1, v13, v1
	v_add_u32_e32 v2, -1, v1
	v_or_b32_e32 v1, v1, v13
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v12, vcc
	v_addc_co_u32_e32 v3, vcc, -1, v12, vcc
	v_or_b32_e32 v1, v1, v12
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v11, vcc
	v_addc_co_u32_e32 v4, vcc, -1, v11, vcc
	v_or_b32_e32 v1, v1, v11
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v10, vcc
	v_addc_co_u32_e32 v5, vcc, -1, v10, vcc
	v_or_b32_e32 v1, v1, v10
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v9, vcc
	v_addc_co_u32_e32 v6, vcc, -1, v9, vcc
	v_or_b32_e32 v1, v1, v9
	v_add_u32_e32 v0, 0xfffffc2f, v15
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v8, vcc, 0, v8, vcc
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v15, v0
.LBB26_2:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v0, v44, s[0:3], 0 offen
	buffer_load_dword v1, v44, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v44, s[0:3], 0 offen offset:8
	buffer_load_dword v3, v44, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v44, s[0:3], 0 offen offset:16
	buffer_load_dword v5, v44, s[0:3], 0 offen offset:20
	buffer_load_dword v6, v44, s[0:3], 0 offen offset:24
	buffer_load_dword v7, v44, s[0:3], 0 offen offset:28
	buffer_load_dword v16, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, mulModP256k@rel32@lo+4
	s_addc_u32 s17, s17, mulModP256k@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v42, v17, v16
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, v44, s[0:3], 0 offen
	buffer_store_dword v1, v44, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v44, s[0:3], 0 offen offset:8
	buffer_store_dword v3, v44, s[0:3], 0 offen offset:12
	buffer_store_dword v4, v44, s[0:3], 0 offen offset:16
	buffer_load_dword v8, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v5, v44, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v44, s[0:3], 0 offen offset:24
	buffer_store_dword v7, v44, s[0:3], 0 offen offset:28
	v_readlane_b32 s4, v41, 18
	v_readlane_b32 s5, v41, 19
	v_readlane_b32 s51, v41, 17
	v_readlane_b32 s50, v41, 16
	v_readlane_b32 s49, v41, 15
	v_readlane_b32 s48, v41, 14
	v_readlane_b32 s47, v41, 13
	v_readlane_b32 s46, v41, 12
	v_readlane_b32 s45, v41, 11
	v_readlane_b32 s44, v41, 10
	v_readlane_b32 s43, v41, 9
	v_readlane_b32 s42, v41, 8
	v_readlane_b32 s41, v41, 7
	v_readlane_b32 s40, v41, 6
	v_readlane_b32 s39, v41, 5
	v_readlane_b32 s38, v41, 4
	v_readlane_b32 s37, v41, 3
	v_readlane_b32 s36, v41, 2
	v_readlane_b32 s35, v41, 1
	v_readlane_b32 s34, v41, 0
	s_addk_i32 s32, 0xe400
	buffer_load_dword v10, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_mul_lo_u32 v8, v9, v8
	buffer_load_dword v9, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add3_u32 v8, v42, v9, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 5, v[8:9]
	v_add_co_u32_e32 v8, vcc, v10, v8
	buffer_load_dword v10, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s33, v41, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end26:
	.size	beginBatchAdd256k, .Lfunc_end26-beginBatchAdd256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1864
; NumSgprs: 76
; NumVgprs: 64
; ScratchSize: 16592
; MemoryBound: 0
	.text
	.hidden	beginBatchAddWithDouble256k     ; -- Begin function beginBatchAddWithDouble256k
	.globl	beginBatchAddWithDouble256k
	.p2align	2
	.type	beginBatchAddWithDouble256k,@function
beginBatchAddWithDouble256k:            ; @beginBatchAddWithDouble256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 20
	v_writelane_b32 v41, s34, 0
	v_writelane_b32 v41, s35, 1
	v_writelane_b32 v41, s36, 2
	v_writelane_b32 v41, s37, 3
	v_writelane_b32 v41, s38, 4
	v_writelane_b32 v41, s39, 5
	v_writelane_b32 v41, s40, 6
	v_writelane_b32 v41, s41, 7
	v_writelane_b32 v41, s42, 8
	v_writelane_b32 v41, s43, 9
	v_writelane_b32 v41, s44, 10
	v_writelane_b32 v41, s45, 11
	v_writelane_b32 v41, s46, 12
	v_writelane_b32 v41, s47, 13
	v_writelane_b32 v41, s48, 14
	v_writelane_b32 v41, s49, 15
	v_writelane_b32 v41, s50, 16
	s_mov_b32 s33, s32
	v_writelane_b32 v41, s51, 17
	s_addk_i32 s32, 0x2000
	buffer_store_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v41, s30, 18
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v41, s31, 19
	v_mov_b32_e32 v40, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v44, v22
	buffer_store_dword v21, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v61, v20
	buffer_store_dword v19, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v63, v17
	v_mov_b32_e32 v42, v16
	v_mov_b32_e32 v43, v15
	buffer_store_dword v14, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v60, v7
	v_mov_b32_e32 v59, v6
	v_mov_b32_e32 v58, v5
	v_mov_b32_e32 v57, v4
	v_mov_b32_e32 v56, v3
	v_mov_b32_e32 v47, v2
	v_mov_b32_e32 v46, v1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_ashrrev_i32_e32 v62, 31, v61
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 5, v[61:62]
	s_movk_i32 s4, 0xff
	v_add_co_u32_e32 v0, vcc, v42, v0
	v_addc_co_u32_e32 v1, vcc, v63, v1, vcc
	global_load_dwordx4 v[12:15], v[0:1], off offset:16
	global_load_dwordx4 v[8:11], v[0:1], off
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e32 vcc, v60, v15
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v59, v14
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v58, v13
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v57, v12
	v_cndmask_b32_e64 v3, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v56, v11
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v47, v10
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v46, v9
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v45, v8
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_lshlrev_b16_e32 v0, 1, v0
	v_lshlrev_b16_e32 v2, 1, v2
	v_lshlrev_b16_e32 v4, 1, v4
	v_lshlrev_b16_e32 v6, 1, v6
	v_or_b32_e32 v0, v1, v0
	v_or_b32_e32 v1, v3, v2
	v_or_b32_e32 v2, v5, v4
	v_or_b32_e32 v3, v7, v6
	v_lshlrev_b16_e32 v0, 2, v0
	v_and_b32_e32 v1, 3, v1
	v_lshlrev_b16_e32 v2, 2, v2
	v_and_b32_e32 v3, 3, v3
	v_or_b32_e32 v0, v1, v0
	v_or_b32_e32 v1, v3, v2
	v_lshlrev_b16_e32 v0, 4, v0
	v_and_b32_e32 v1, 15, v1
	v_or_b32_e32 v0, v1, v0
	v_cmp_ne_u16_sdwa s[4:5], v0, s4 src0_sel:BYTE_0 src1_sel:DWORD
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB27_4
; %bb.1:
	v_cmp_lt_u32_e32 vcc, v60, v15
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v59, vcc
	v_subb_co_u32_e32 v6, vcc, v59, v14, vcc
	v_cmp_lt_u32_e64 s[4:5], v59, v0
	v_cmp_lt_u32_e32 vcc, v1, v14
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v58, vcc
	v_subb_co_u32_e32 v5, vcc, v58, v13, vcc
	v_cmp_lt_u32_e64 s[4:5], v58, v0
	v_cmp_lt_u32_e32 vcc, v1, v13
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v57, vcc
	v_subb_co_u32_e32 v4, vcc, v57, v12, vcc
	v_cmp_lt_u32_e64 s[4:5], v57, v0
	v_cmp_lt_u32_e32 vcc, v1, v12
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v56, vcc
	v_subb_co_u32_e32 v3, vcc, v56, v11, vcc
	v_cmp_lt_u32_e64 s[4:5], v56, v0
	v_cmp_lt_u32_e32 vcc, v1, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v47, vcc
	v_subb_co_u32_e32 v2, vcc, v47, v10, vcc
	v_cmp_lt_u32_e64 s[4:5], v47, v0
	v_cmp_lt_u32_e32 vcc, v1, v10
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v10, s[4:5], 0, v46, vcc
	v_subb_co_u32_e32 v1, vcc, v46, v9, vcc
	v_cmp_lt_u32_e64 s[4:5], v46, v0
	v_cmp_lt_u32_e32 vcc, v10, v9
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v45, vcc
	v_cmp_lt_u32_e64 s[4:5], v45, v0
	v_subb_co_u32_e32 v0, vcc, v45, v8, vcc
	v_cmp_lt_u32_e32 vcc, v9, v8
	v_sub_u32_e32 v7, v60, v15
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB27_3
; %bb.2:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v5, v7
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v13, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_add_u32_e32 v9, -1, v7
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v1, v13
.LBB27_3:
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr8
                                        ; kill: killed $vgpr8
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr8
                                        ; kill: killed $vgpr8
                                        ; implicit-def: $vgpr8
                                        ; kill: killed $vgpr8
                                        ; implicit-def: $vgpr8
                                        ; kill: killed $vgpr8
                                        ; implicit-def: $vgpr8
                                        ; kill: killed $vgpr8
                                        ; implicit-def: $vgpr8
                                        ; kill: killed $vgpr8
                                        ; implicit-def: $vgpr8
                                        ; kill: killed $vgpr8
.LBB27_4:
	s_or_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB27_18
; %bb.5:
	buffer_load_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	v_lshlrev_b32_e32 v7, 1, v43
	v_cmp_lt_u32_e32 vcc, v7, v43
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_mov_b64 s[12:13], 0
	buffer_load_dword v8, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v6, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v5, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v4, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v3, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v2, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v1, s[4:5], v0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_add_co_u32_e32 v0, vcc, v8, v0
	v_add_co_u32_e64 v0, s[4:5], v0, v8
	v_and_b32_e32 v8, v0, v1
	v_and_b32_e32 v8, v8, v2
	v_and_b32_e32 v8, v8, v3
	v_and_b32_e32 v8, v8, v4
	v_and_b32_e32 v8, v8, v5
	v_cmp_eq_u32_e64 s[6:7], -1, v8
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB27_15
; %bb.6:
	v_cmp_lt_i32_e64 s[6:7], -2, v6
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[14:15], 0
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_xor_b64 s[16:17], exec, s[16:17]
; %bb.7:
	v_cmp_ne_u32_e64 s[6:7], -1, v6
	s_and_b64 s[14:15], s[6:7], exec
; %bb.8:
	s_or_saveexec_b64 s[16:17], s[16:17]
	s_xor_b64 exec, exec, s[16:17]
; %bb.9:
	v_cmp_ne_u32_e64 s[6:7], -2, v6
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_mov_b64 s[12:13], exec
	s_or_b64 s[14:15], s[14:15], s[6:7]
; %bb.10:
	s_or_b64 exec, exec, s[16:17]
	s_mov_b64 s[16:17], -1
	s_and_saveexec_b64 s[6:7], s[14:15]
; %bb.11:
	s_xor_b64 s[16:17], exec, -1
	s_andn2_b64 s[12:13], s[12:13], exec
; %bb.12:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[14:15], s[12:13]
; %bb.13:
	s_movk_i32 s6, 0xfc2f
	v_cmp_lt_u32_e64 s[6:7], s6, v7
	s_andn2_b64 s[12:13], s[16:17], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[16:17], s[12:13], s[6:7]
; %bb.14:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[16:17], exec
.LBB27_15:
	s_or_b64 exec, exec, s[10:11]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[12:13]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB27_17
; %bb.16:
	s_movk_i32 s4, 0xfc2f
	v_cmp_gt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0x3d1, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v6, vcc
	v_cmp_lt_u32_e32 vcc, v6, v7
	v_cmp_gt_u32_e64 s[4:5], -2, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v6, 2, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v5, vcc
	v_cmp_lt_u32_e32 vcc, v5, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v5, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v4, vcc
	v_cmp_lt_u32_e32 vcc, v4, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v4, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v3, vcc
	v_cmp_lt_u32_e32 vcc, v3, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v3, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v2, vcc
	v_cmp_lt_u32_e32 vcc, v2, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v2, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v7
	v_cmp_eq_u32_e64 s[4:5], -1, v9
	s_and_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v1, 1, v9
	v_addc_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v7, v8
.LBB27_17:
	s_or_b64 exec, exec, s[6:7]
.LBB27_18:
	s_or_b64 exec, exec, s[8:9]
	buffer_load_dword v8, v44, s[0:3], 0 offen
	buffer_load_dword v9, v44, s[0:3], 0 offen offset:4
	buffer_load_dword v10, v44, s[0:3], 0 offen offset:8
	buffer_load_dword v11, v44, s[0:3], 0 offen offset:12
	buffer_load_dword v12, v44, s[0:3], 0 offen offset:16
	buffer_load_dword v13, v44, s[0:3], 0 offen offset:20
	buffer_load_dword v14, v44, s[0:3], 0 offen offset:24
	buffer_load_dword v15, v44, s[0:3], 0 offen offset:28
	buffer_load_dword v16, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, mulModP256k@rel32@lo+4
	s_addc_u32 s17, s17, mulModP256k@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v42, v17, v16
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, v44, s[0:3], 0 offen
	buffer_store_dword v1, v44, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v44, s[0:3], 0 offen offset:8
	buffer_store_dword v3, v44, s[0:3], 0 offen offset:12
	buffer_store_dword v4, v44, s[0:3], 0 offen offset:16
	buffer_load_dword v8, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v5, v44, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v44, s[0:3], 0 offen offset:24
	buffer_store_dword v7, v44, s[0:3], 0 offen offset:28
	v_readlane_b32 s4, v41, 18
	v_readlane_b32 s5, v41, 19
	v_readlane_b32 s51, v41, 17
	v_readlane_b32 s50, v41, 16
	v_readlane_b32 s49, v41, 15
	v_readlane_b32 s48, v41, 14
	v_readlane_b32 s47, v41, 13
	v_readlane_b32 s46, v41, 12
	v_readlane_b32 s45, v41, 11
	v_readlane_b32 s44, v41, 10
	v_readlane_b32 s43, v41, 9
	v_readlane_b32 s42, v41, 8
	v_readlane_b32 s41, v41, 7
	v_readlane_b32 s40, v41, 6
	v_readlane_b32 s39, v41, 5
	v_readlane_b32 s38, v41, 4
	v_readlane_b32 s37, v41, 3
	v_readlane_b32 s36, v41, 2
	v_readlane_b32 s35, v41, 1
	v_readlane_b32 s34, v41, 0
	s_addk_i32 s32, 0xe000
	buffer_load_dword v10, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_mul_lo_u32 v8, v9, v8
	buffer_load_dword v9, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add3_u32 v8, v42, v9, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 5, v[8:9]
	v_add_co_u32_e32 v8, vcc, v10, v8
	buffer_load_dword v10, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v9, vcc, v10, v9, vcc
	global_store_dwordx4 v[8:9], v[0:3], off
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s33, v41, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end27:
	.size	beginBatchAddWithDouble256k, .Lfunc_end27-beginBatchAddWithDouble256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 2892
; NumSgprs: 76
; NumVgprs: 64
; ScratchSize: 16608
; MemoryBound: 0
	.text
	.hidden	completeBatchAddWithDouble256k  ; -- Begin function completeBatchAddWithDouble256k
	.globl	completeBatchAddWithDouble256k
	.p2align	2
	.type	completeBatchAddWithDouble256k,@function
completeBatchAddWithDouble256k:         ; @completeBatchAddWithDouble256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 35
	v_writelane_b32 v41, s34, 0
	v_writelane_b32 v41, s35, 1
	v_writelane_b32 v41, s36, 2
	v_writelane_b32 v41, s37, 3
	v_writelane_b32 v41, s38, 4
	v_writelane_b32 v41, s39, 5
	v_writelane_b32 v41, s40, 6
	v_writelane_b32 v41, s41, 7
	v_writelane_b32 v41, s42, 8
	v_writelane_b32 v41, s43, 9
	v_writelane_b32 v41, s44, 10
	v_writelane_b32 v41, s45, 11
	v_writelane_b32 v41, s46, 12
	v_writelane_b32 v41, s47, 13
	v_writelane_b32 v41, s48, 14
	v_writelane_b32 v41, s49, 15
	v_writelane_b32 v41, s50, 16
	v_writelane_b32 v41, s51, 17
	v_writelane_b32 v41, s52, 18
	v_writelane_b32 v41, s53, 19
	v_writelane_b32 v41, s54, 20
	v_writelane_b32 v41, s55, 21
	v_writelane_b32 v41, s56, 22
	v_writelane_b32 v41, s57, 23
	v_writelane_b32 v41, s58, 24
	v_writelane_b32 v41, s59, 25
	v_writelane_b32 v41, s60, 26
	v_writelane_b32 v41, s61, 27
	v_writelane_b32 v41, s62, 28
	v_writelane_b32 v41, s64, 29
	v_writelane_b32 v41, s65, 30
	s_mov_b32 s33, s32
	v_writelane_b32 v41, s66, 31
	buffer_store_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v41, s67, 32
	buffer_store_dword v26, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_addk_i32 s32, 0x4000
	v_writelane_b32 v41, s30, 33
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v41, s31, 34
	v_mov_b32_e32 v43, v31
	s_mov_b32 s60, s14
	s_mov_b32 s61, s13
	s_mov_b32 s62, s12
	s_mov_b64 s[52:53], s[10:11]
	s_mov_b64 s[54:55], s[8:9]
	s_mov_b64 s[56:57], s[6:7]
	s_mov_b64 s[58:59], s[4:5]
	v_mov_b32_e32 v47, v24
	v_mov_b32_e32 v56, v21
	v_mov_b32_e32 v42, v20
	v_mov_b32_e32 v46, v19
	v_mov_b32_e32 v40, v18
	v_mov_b32_e32 v44, v17
	v_mov_b32_e32 v45, v16
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_mov_b32 s36, 0
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v0, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	buffer_store_dword v43, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[16:17]
	v_ashrrev_i32_e32 v43, 31, v42
	v_lshlrev_b64 v[1:2], 5, v[42:43]
	s_mov_b32 s43, s36
	v_add_co_u32_e32 v3, vcc, v45, v1
	v_addc_co_u32_e32 v4, vcc, v44, v2, vcc
	global_load_dwordx4 v[42:45], v[3:4], off offset:16
	s_nop 0
	global_load_dwordx4 v[3:6], v[3:4], off
	v_add_co_u32_e32 v1, vcc, v40, v1
	v_addc_co_u32_e32 v2, vcc, v46, v2, vcc
	v_mov_b32_e32 v7, v56
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	v_mov_b32_e32 v63, s43
	v_cmp_gt_i32_e32 vcc, 1, v7
	v_mov_b32_e32 v62, s42
	v_mov_b32_e32 v61, s41
	v_mov_b32_e32 v60, s40
	v_mov_b32_e32 v59, s39
	v_mov_b32_e32 v58, s38
	v_mov_b32_e32 v57, s37
	v_mov_b32_e32 v56, s36
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	global_load_dwordx4 v[14:17], v[1:2], off offset:16
	global_load_dwordx4 v[10:13], v[1:2], off
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB28_2
; %bb.1:
	buffer_load_dword v0, v47, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_load_dword v0, v47, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_load_dword v0, v47, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_load_dword v0, v47, s[0:3], 0 offen offset:12
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_load_dword v0, v47, s[0:3], 0 offen offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_load_dword v0, v47, s[0:3], 0 offen offset:20
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_load_dword v0, v47, s[0:3], 0 offen offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_load_dword v0, v47, s[0:3], 0 offen offset:28
                                        ; implicit-def: $vgpr47
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v56, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v57, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v58, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v59, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v60, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v61, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v62, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v63, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
                                        ; implicit-def: $vgpr0
	s_nop 0
	buffer_store_dword v0, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr7
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
.LBB28_2:
	s_or_saveexec_b64 s[64:65], s[4:5]
	s_xor_b64 exec, exec, s[64:65]
	s_cbranch_execz .LBB28_22
; %bb.3:
	s_waitcnt vmcnt(1)
	buffer_store_dword v14, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v15, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v11, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, mulModP256k@rel32@lo+4
	s_addc_u32 s67, s67, mulModP256k@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v1, v2, v1
	v_add_u32_e32 v2, -1, v7
	v_mul_lo_u32 v0, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add3_u32 v0, v1, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v56, v47, s[0:3], 0 offen
	buffer_load_dword v57, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v58, v47, s[0:3], 0 offen offset:8
	buffer_load_dword v59, v47, s[0:3], 0 offen offset:12
	buffer_load_dword v60, v47, s[0:3], 0 offen offset:16
	buffer_load_dword v61, v47, s[0:3], 0 offen offset:20
	buffer_load_dword v62, v47, s[0:3], 0 offen offset:24
	buffer_load_dword v63, v47, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v3, v59
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v4, v60
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v5, v61
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[8:11], v[0:1], off
	global_load_dwordx4 v[12:15], v[0:1], off offset:16
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v58
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v6, v62
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v7, v63
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v20, v0
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v18, v2
	v_mov_b32_e32 v17, v3
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	v_mov_b32_e32 v16, v4
	v_mov_b32_e32 v15, v5
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v46, v7
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, v21, v0
	v_cmp_ne_u32_e64 s[4:5], v22, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cmp_ne_u32_e32 vcc, v23, v2
	s_or_b64 s[4:5], s[4:5], vcc
	v_cmp_ne_u32_e32 vcc, v24, v3
	s_or_b64 s[4:5], s[4:5], vcc
	v_cmp_ne_u32_e32 vcc, v25, v42
	s_or_b64 s[4:5], s[4:5], vcc
	v_cmp_ne_u32_e32 vcc, v26, v43
	s_or_b64 s[4:5], s[4:5], vcc
	v_cmp_ne_u32_e32 vcc, v27, v44
	s_or_b64 s[4:5], s[4:5], vcc
	v_cmp_ne_u32_e32 vcc, v28, v45
	s_or_b64 s[4:5], s[4:5], vcc
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB28_7
; %bb.4:
	buffer_load_dword v9, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v28, v45
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v27, vcc
	v_subb_co_u32_e32 v6, vcc, v27, v44, vcc
	v_cmp_lt_u32_e64 s[4:5], v27, v0
	v_cmp_lt_u32_e32 vcc, v1, v44
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v26, vcc
	v_subb_co_u32_e32 v5, vcc, v26, v43, vcc
	v_cmp_lt_u32_e64 s[4:5], v26, v0
	v_cmp_lt_u32_e32 vcc, v1, v43
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v25, vcc
	v_subb_co_u32_e32 v4, vcc, v25, v42, vcc
	v_cmp_lt_u32_e64 s[4:5], v25, v0
	v_cmp_lt_u32_e32 vcc, v1, v42
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v24, vcc
	v_cmp_lt_u32_e64 s[4:5], v24, v0
	v_sub_u32_e32 v7, v28, v45
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v3, vcc, v24, v12, vcc
	v_cmp_lt_u32_e32 vcc, v1, v12
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v23, vcc
	v_subb_co_u32_e32 v2, vcc, v23, v11, vcc
	v_cmp_lt_u32_e64 s[4:5], v23, v0
	v_cmp_lt_u32_e32 vcc, v1, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v22, vcc
	v_subb_co_u32_e32 v1, vcc, v22, v10, vcc
	v_cmp_lt_u32_e64 s[4:5], v22, v0
	v_cmp_lt_u32_e32 vcc, v8, v10
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v21, vcc
	v_cmp_lt_u32_e64 s[4:5], v21, v0
	v_subb_co_u32_e32 v0, vcc, v21, v9, vcc
	v_cmp_lt_u32_e32 vcc, v8, v9
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[8:9], s[4:5]
	s_cbranch_execz .LBB28_6
; %bb.5:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v5, v7
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v13, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_add_u32_e32 v9, -1, v7
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v1, v13
.LBB28_6:
	s_or_b64 exec, exec, s[8:9]
.LBB28_7:
	s_or_saveexec_b64 s[8:9], s[6:7]
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB28_21
; %bb.8:
	buffer_load_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_mov_b64 s[12:13], 0
	buffer_load_dword v8, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v7, 1, v0
	v_cmp_lt_u32_e32 vcc, v7, v0
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v6, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v5, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v4, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v3, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v2, s[4:5], v0, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v1, v0
	v_add_co_u32_e64 v1, s[4:5], v0, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v0, 0, 1, s[4:5]
	v_add_co_u32_e32 v0, vcc, v8, v0
	v_add_co_u32_e64 v0, s[4:5], v0, v8
	v_and_b32_e32 v8, v0, v1
	v_and_b32_e32 v8, v8, v2
	v_and_b32_e32 v8, v8, v3
	v_and_b32_e32 v8, v8, v4
	v_and_b32_e32 v8, v8, v5
	v_cmp_eq_u32_e64 s[6:7], -1, v8
	s_and_saveexec_b64 s[10:11], s[6:7]
	s_cbranch_execz .LBB28_18
; %bb.9:
	v_cmp_lt_i32_e64 s[6:7], -2, v6
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[14:15], 0
	s_and_saveexec_b64 s[16:17], s[6:7]
	s_xor_b64 s[16:17], exec, s[16:17]
; %bb.10:
	v_cmp_ne_u32_e64 s[6:7], -1, v6
	s_and_b64 s[14:15], s[6:7], exec
; %bb.11:
	s_or_saveexec_b64 s[16:17], s[16:17]
	s_xor_b64 exec, exec, s[16:17]
; %bb.12:
	v_cmp_ne_u32_e64 s[6:7], -2, v6
	s_andn2_b64 s[14:15], s[14:15], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_mov_b64 s[12:13], exec
	s_or_b64 s[14:15], s[14:15], s[6:7]
; %bb.13:
	s_or_b64 exec, exec, s[16:17]
	s_mov_b64 s[16:17], -1
	s_and_saveexec_b64 s[6:7], s[14:15]
; %bb.14:
	s_xor_b64 s[16:17], exec, -1
	s_andn2_b64 s[12:13], s[12:13], exec
; %bb.15:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[14:15], s[12:13]
; %bb.16:
	s_movk_i32 s6, 0xfc2f
	v_cmp_lt_u32_e64 s[6:7], s6, v7
	s_andn2_b64 s[12:13], s[16:17], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[16:17], s[12:13], s[6:7]
; %bb.17:
	s_or_b64 exec, exec, s[14:15]
	s_and_b64 s[12:13], s[16:17], exec
.LBB28_18:
	s_or_b64 exec, exec, s[10:11]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[12:13]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_20
; %bb.19:
	s_movk_i32 s4, 0xfc2f
	v_cmp_gt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0x3d1, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v6, vcc
	v_cmp_lt_u32_e32 vcc, v6, v7
	v_cmp_gt_u32_e64 s[4:5], -2, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v6, 2, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v5, vcc
	v_cmp_lt_u32_e32 vcc, v5, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v5, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v4, vcc
	v_cmp_lt_u32_e32 vcc, v4, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v4, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v3, vcc
	v_cmp_lt_u32_e32 vcc, v3, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v3, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v2, vcc
	v_cmp_lt_u32_e32 vcc, v2, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v2, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v7
	v_cmp_eq_u32_e64 s[4:5], -1, v9
	s_and_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v1, 1, v9
	v_addc_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v7, v8
.LBB28_20:
	s_or_b64 exec, exec, s[6:7]
.LBB28_21:
	s_or_b64 exec, exec, s[8:9]
	buffer_store_dword v20, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v8, v56
	v_mov_b32_e32 v9, v57
	v_mov_b32_e32 v10, v58
	v_mov_b32_e32 v11, v59
	v_mov_b32_e32 v12, v60
	v_mov_b32_e32 v13, v61
	v_mov_b32_e32 v14, v62
	v_mov_b32_e32 v15, v63
	s_swappc_b64 s[30:31], s[66:67]
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v47, s[0:3], 0 offen offset:8
	buffer_store_dword v3, v47, s[0:3], 0 offen offset:12
	buffer_store_dword v4, v47, s[0:3], 0 offen offset:16
	buffer_store_dword v5, v47, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v47, s[0:3], 0 offen offset:24
	buffer_store_dword v7, v47, s[0:3], 0 offen offset:28
	buffer_load_dword v56, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v57, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v58, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v59, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v60, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v61, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v62, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v63, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
.LBB28_22:
	s_or_b64 exec, exec, s[64:65]
	buffer_load_dword v3, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(12)
	v_cmp_eq_u32_e32 vcc, v63, v45
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v62, v44
	v_lshlrev_b16_e32 v0, 1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v61, v43
	v_or_b32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v60, v42
	v_lshlrev_b16_e32 v1, 1, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_or_b32_e32 v1, v2, v1
	v_lshlrev_b16_e32 v0, 2, v0
	v_and_b32_e32 v1, 3, v1
	v_or_b32_e32 v0, v1, v0
	v_lshlrev_b16_e32 v0, 4, v0
	s_movk_i32 s4, 0xff
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, v59, v6
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v58, v5
	v_lshlrev_b16_e32 v1, 1, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v57, v4
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, v56, v3
	v_lshlrev_b16_e32 v2, 1, v2
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_or_b32_e32 v2, v3, v2
	v_lshlrev_b16_e32 v1, 2, v1
	v_and_b32_e32 v2, 3, v2
	v_or_b32_e32 v1, v2, v1
	v_and_b32_e32 v1, 15, v1
	v_or_b32_e32 v0, v1, v0
	v_cmp_ne_u16_sdwa s[4:5], v0, s4 src0_sel:BYTE_0 src1_sel:DWORD
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_xor_b64 s[64:65], exec, s[6:7]
	s_cbranch_execz .LBB28_34
; %bb.23:
	buffer_load_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_cmp_lt_u32_e32 vcc, v0, v17
	v_sub_u32_e32 v7, v0, v17
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(1)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v6, vcc, v2, v16, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v16
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v5, vcc, v2, v15, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v15
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v4, vcc, v2, v14, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v14
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v3, vcc, v2, v13, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v13
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v2, vcc, v2, v12, vcc
	v_cmp_lt_u32_e32 vcc, v1, v12
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v0
	v_subb_co_u32_e32 v1, vcc, v1, v11, vcc
	v_cmp_lt_u32_e32 vcc, v8, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v9, vcc
	v_cmp_lt_u32_e64 s[4:5], v9, v0
	v_subb_co_u32_e32 v0, vcc, v9, v10, vcc
	v_cmp_lt_u32_e32 vcc, v8, v10
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_25
; %bb.24:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v5, v7
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_add_u32_e32 v9, -1, v7
	v_addc_co_u32_e32 v7, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v7, v8
.LBB28_25:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v46, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, mulModP256k@rel32@lo+4
	s_addc_u32 s67, s67, mulModP256k@rel32@hi+12
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v31, v46
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v31, v46
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v13, v5
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v15, v7
	v_mov_b32_e32 v47, v5
	v_mov_b32_e32 v46, v6
	buffer_store_dword v0, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[66:67]
	v_cmp_lt_u32_e32 vcc, v7, v63
	v_sub_u32_e32 v9, v7, v63
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v7
	v_subb_co_u32_e32 v6, vcc, v6, v62, vcc
	v_cmp_lt_u32_e32 vcc, v8, v62
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v10, s[4:5], 0, v5, vcc
	v_subb_co_u32_e32 v8, vcc, v5, v61, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v7
	v_cmp_lt_u32_e32 vcc, v10, v61
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v5
	v_subb_co_u32_e32 v5, vcc, v4, v60, vcc
	v_cmp_lt_u32_e32 vcc, v7, v60
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v4
	v_subb_co_u32_e32 v4, vcc, v3, v59, vcc
	v_cmp_lt_u32_e32 vcc, v7, v59
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v3
	v_subb_co_u32_e32 v3, vcc, v2, v58, vcc
	v_cmp_lt_u32_e32 vcc, v7, v58
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v2
	v_subb_co_u32_e32 v2, vcc, v1, v57, vcc
	v_cmp_lt_u32_e32 vcc, v7, v57
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v1
	v_subb_co_u32_e32 v0, vcc, v0, v56, vcc
	v_cmp_lt_u32_e32 vcc, v7, v56
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_27
; %bb.26:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v8, v7
	v_add_u32_e32 v1, 0xfffffc2f, v9
	v_add_u32_e32 v9, -1, v7
	v_or_b32_e32 v7, v7, v8
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_addc_co_u32_e64 v7, s[4:5], 0, v5, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v5, vcc
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v7, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v5, v10
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v9, v1
.LBB28_27:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v10, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v9, v45
	v_sub_u32_e32 v7, v9, v45
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v1
	v_subb_co_u32_e32 v1, vcc, v6, v44, vcc
	v_cmp_lt_u32_e32 vcc, v9, v44
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v8, vcc
	v_cmp_lt_u32_e64 s[4:5], v8, v6
	v_subb_co_u32_e32 v6, vcc, v8, v43, vcc
	v_cmp_lt_u32_e32 vcc, v9, v43
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v8
	v_subb_co_u32_e32 v5, vcc, v5, v42, vcc
	v_cmp_lt_u32_e32 vcc, v9, v42
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v8
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v4, vcc, v4, v13, vcc
	v_cmp_lt_u32_e32 vcc, v9, v13
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v8
	v_subb_co_u32_e32 v3, vcc, v3, v12, vcc
	v_cmp_lt_u32_e32 vcc, v9, v12
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v8
	v_subb_co_u32_e32 v2, vcc, v2, v11, vcc
	v_cmp_lt_u32_e32 vcc, v9, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v8
	v_subb_co_u32_e32 v0, vcc, v0, v10, vcc
	v_cmp_lt_u32_e32 vcc, v9, v10
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_29
; %bb.28:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v1, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v1, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v6, v7
	v_or_b32_e32 v6, v7, v6
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_addc_co_u32_e64 v6, s[4:5], 0, v5, vcc
	v_add_u32_e32 v9, -1, v7
	v_addc_co_u32_e32 v7, vcc, -1, v5, vcc
	v_or_b32_e32 v5, v6, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v7, v8
.LBB28_29:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v8, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v63, v7
	v_sub_u32_e32 v15, v63, v7
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v8, s[0:3], 0 offen
	buffer_store_dword v2, v8, s[0:3], 0 offen offset:4
	buffer_store_dword v3, v8, s[0:3], 0 offen offset:8
	buffer_store_dword v4, v8, s[0:3], 0 offen offset:12
	buffer_store_dword v5, v8, s[0:3], 0 offen offset:16
	buffer_store_dword v6, v8, s[0:3], 0 offen offset:20
	buffer_store_dword v1, v8, s[0:3], 0 offen offset:24
	buffer_store_dword v7, v8, s[0:3], 0 offen offset:28
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v62, vcc
	v_subb_co_u32_e32 v14, vcc, v62, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v62, v7
	v_cmp_lt_u32_e32 vcc, v8, v1
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v61, vcc
	v_subb_co_u32_e32 v13, vcc, v61, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v61, v1
	v_cmp_lt_u32_e32 vcc, v7, v6
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v6, s[4:5], 0, v60, vcc
	v_subb_co_u32_e32 v12, vcc, v60, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v60, v1
	v_cmp_lt_u32_e32 vcc, v6, v5
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v5, s[4:5], 0, v59, vcc
	v_subb_co_u32_e32 v11, vcc, v59, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v59, v1
	v_cmp_lt_u32_e32 vcc, v5, v4
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v4, s[4:5], 0, v58, vcc
	v_subb_co_u32_e32 v10, vcc, v58, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v58, v1
	v_cmp_lt_u32_e32 vcc, v4, v3
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v3, s[4:5], 0, v57, vcc
	v_subb_co_u32_e32 v9, vcc, v57, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v57, v1
	v_cmp_lt_u32_e32 vcc, v3, v2
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v2, s[4:5], 0, v56, vcc
	v_subb_co_u32_e32 v8, vcc, v56, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v56, v1
	v_cmp_lt_u32_e32 vcc, v2, v0
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_31
; %bb.30:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v15
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_add_co_u32_e32 v1, vcc, v14, v1
	v_cmp_lt_u32_e64 s[4:5], 1, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v14, -2, v1
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_u32_e32 v1, v13, v1
	v_add_u32_e32 v2, -1, v1
	v_or_b32_e32 v1, v1, v13
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v12, vcc
	v_addc_co_u32_e32 v3, vcc, -1, v12, vcc
	v_or_b32_e32 v1, v1, v12
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v11, vcc
	v_addc_co_u32_e32 v4, vcc, -1, v11, vcc
	v_or_b32_e32 v1, v1, v11
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v10, vcc
	v_addc_co_u32_e32 v5, vcc, -1, v10, vcc
	v_or_b32_e32 v1, v1, v10
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v9, vcc
	v_addc_co_u32_e32 v6, vcc, -1, v9, vcc
	v_or_b32_e32 v1, v1, v9
	v_add_u32_e32 v0, 0xfffffc2f, v15
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v8, vcc, 0, v8, vcc
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v15, v0
.LBB28_31:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v0, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v5, v47
	v_mov_b32_e32 v6, v46
	s_swappc_b64 s[30:31], s[66:67]
	buffer_load_dword v9, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e32 vcc, v7, v9
	v_sub_u32_e32 v8, v7, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v6, vcc, v6, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v5, vcc, v5, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v4, vcc, v4, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v3, vcc, v3, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v2, vcc, v2, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v1, vcc, v1, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v0, vcc, v0, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_33
; %bb.32:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v8
	v_add_u32_e32 v7, 0xfffffc2f, v8
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_add_co_u32_e32 v8, vcc, v6, v8
	v_cmp_lt_u32_e64 s[4:5], 1, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v8
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_u32_e32 v8, v5, v8
	v_or_b32_e32 v5, v8, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_add_u32_e32 v9, -1, v8
	v_addc_co_u32_e32 v8, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v8, v7
.LBB28_33:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v7, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
                                        ; implicit-def: $vgpr42_vgpr43_vgpr44_vgpr45
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v7, s[0:3], 0 offen
	buffer_store_dword v1, v7, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v7, s[0:3], 0 offen offset:8
	buffer_store_dword v3, v7, s[0:3], 0 offen offset:12
	buffer_store_dword v4, v7, s[0:3], 0 offen offset:16
	buffer_store_dword v5, v7, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v7, s[0:3], 0 offen offset:24
	buffer_store_dword v8, v7, s[0:3], 0 offen offset:28
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0
                                        ; kill: killed $vgpr0
                                        ; implicit-def: $vgpr0_vgpr1_vgpr2_vgpr3
                                        ; kill: killed $vgpr0_vgpr1_vgpr2_vgpr3
.LBB28_34:
	s_or_saveexec_b64 s[64:65], s[64:65]
	s_xor_b64 exec, exec, s[64:65]
	s_cbranch_execz .LBB28_68
; %bb.35:
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v43
	v_mov_b32_e32 v6, v44
	v_mov_b32_e32 v7, v45
	v_mov_b32_e32 v12, v42
	v_mov_b32_e32 v13, v43
	v_mov_b32_e32 v14, v44
	v_mov_b32_e32 v15, v45
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, mulModP256k@rel32@lo+4
	s_addc_u32 s67, s67, mulModP256k@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v3
	s_swappc_b64 s[30:31], s[66:67]
	v_lshlrev_b32_e32 v17, 1, v7
	v_cmp_lt_u32_e32 vcc, v17, v7
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_add_co_u32_e32 v8, vcc, v6, v8
	v_add_co_u32_e64 v9, s[4:5], v8, v6
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_co_u32_e32 v8, vcc, v5, v8
	v_add_co_u32_e64 v23, s[4:5], v8, v5
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_co_u32_e32 v8, vcc, v4, v8
	v_add_co_u32_e64 v22, s[4:5], v8, v4
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_co_u32_e32 v8, vcc, v3, v8
	v_add_co_u32_e64 v21, s[4:5], v8, v3
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_co_u32_e32 v8, vcc, v2, v8
	v_add_co_u32_e64 v20, s[4:5], v8, v2
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_co_u32_e32 v8, vcc, v1, v8
	v_add_co_u32_e64 v19, s[4:5], v8, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_co_u32_e32 v8, vcc, v0, v8
	v_add_co_u32_e64 v25, s[4:5], v8, v0
	v_and_b32_e32 v16, v25, v19
	v_and_b32_e32 v16, v16, v20
	v_and_b32_e32 v16, v16, v21
	v_and_b32_e32 v16, v16, v22
	v_and_b32_e32 v16, v16, v23
	s_mov_b64 s[10:11], 0
	v_cmp_eq_u32_e64 s[6:7], -1, v16
	s_mov_b64 s[8:9], exec
	buffer_load_dword v63, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v24, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_and_b64 s[6:7], s[8:9], s[6:7]
	s_mov_b64 exec, s[6:7]
	s_cbranch_execz .LBB28_45
; %bb.36:
	v_cmp_lt_i32_e64 s[6:7], -2, v9
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0
	s_and_saveexec_b64 s[14:15], s[6:7]
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.37:
	v_cmp_ne_u32_e64 s[6:7], -1, v9
	s_and_b64 s[12:13], s[6:7], exec
; %bb.38:
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
; %bb.39:
	v_cmp_ne_u32_e64 s[6:7], -2, v9
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_mov_b64 s[10:11], exec
	s_or_b64 s[12:13], s[12:13], s[6:7]
; %bb.40:
	s_or_b64 exec, exec, s[14:15]
	s_mov_b64 s[14:15], -1
	s_and_saveexec_b64 s[6:7], s[12:13]
; %bb.41:
	s_xor_b64 s[14:15], exec, -1
	s_andn2_b64 s[10:11], s[10:11], exec
; %bb.42:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[12:13], s[10:11]
; %bb.43:
	s_movk_i32 s6, 0xfc2f
	v_cmp_lt_u32_e64 s[6:7], s6, v17
	s_andn2_b64 s[10:11], s[14:15], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[14:15], s[10:11], s[6:7]
; %bb.44:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[14:15], exec
.LBB28_45:
	s_or_b64 exec, exec, s[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_47
; %bb.46:
	s_movk_i32 s4, 0xfc2f
	v_cmp_gt_u32_e32 vcc, s4, v17
	v_add_u32_e32 v16, 0x3d1, v17
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_subbrev_co_u32_e32 v17, vcc, 0, v9, vcc
	v_cmp_lt_u32_e32 vcc, v9, v18
	v_cmp_gt_u32_e64 s[4:5], -2, v17
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v9, 2, v17
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_subbrev_co_u32_e32 v17, vcc, 0, v23, vcc
	v_cmp_lt_u32_e32 vcc, v23, v18
	v_cmp_ne_u32_e64 s[4:5], -1, v17
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v23, 1, v17
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_subbrev_co_u32_e32 v17, vcc, 0, v22, vcc
	v_cmp_lt_u32_e32 vcc, v22, v18
	v_cmp_ne_u32_e64 s[4:5], -1, v17
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v22, 1, v17
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_subbrev_co_u32_e32 v17, vcc, 0, v21, vcc
	v_cmp_lt_u32_e32 vcc, v21, v18
	v_cmp_ne_u32_e64 s[4:5], -1, v17
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v21, 1, v17
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_subbrev_co_u32_e32 v17, vcc, 0, v20, vcc
	v_cmp_lt_u32_e32 vcc, v20, v18
	v_cmp_ne_u32_e64 s[4:5], -1, v17
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v20, 1, v17
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_subbrev_co_u32_e32 v17, vcc, 0, v19, vcc
	v_cmp_ge_u32_e32 vcc, v19, v18
	v_cmp_eq_u32_e64 s[4:5], -1, v17
	s_and_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v19, 1, v17
	v_addc_co_u32_e32 v25, vcc, 0, v25, vcc
	v_mov_b32_e32 v17, v16
.LBB28_47:
	s_or_b64 exec, exec, s[6:7]
	v_add_co_u32_e32 v7, vcc, v17, v7
	v_addc_co_u32_e32 v6, vcc, 0, v6, vcc
	v_add_co_u32_e64 v6, s[4:5], v6, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32_e32 v5, vcc, v5, v9
	v_add_co_u32_e64 v5, s[4:5], v5, v23
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32_e32 v4, vcc, v4, v9
	v_add_co_u32_e64 v4, s[4:5], v4, v22
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32_e32 v3, vcc, v3, v9
	v_add_co_u32_e64 v3, s[4:5], v3, v21
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32_e32 v2, vcc, v2, v9
	v_add_co_u32_e64 v2, s[4:5], v2, v20
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32_e32 v1, vcc, v1, v9
	v_add_co_u32_e64 v1, s[4:5], v1, v19
	s_or_b64 s[4:5], vcc, s[4:5]
	v_cndmask_b32_e64 v9, 0, 1, s[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v9
	v_add_co_u32_e64 v0, s[4:5], v0, v25
	v_and_b32_e32 v9, v0, v1
	v_and_b32_e32 v9, v9, v2
	v_and_b32_e32 v9, v9, v3
	v_and_b32_e32 v9, v9, v4
	v_and_b32_e32 v9, v9, v5
	v_cmp_eq_u32_e64 s[6:7], -1, v9
	s_mov_b64 s[10:11], 0
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execz .LBB28_57
; %bb.48:
	v_cmp_lt_i32_e64 s[6:7], -2, v6
	s_mov_b64 s[10:11], 0
	s_mov_b64 s[12:13], 0
	s_and_saveexec_b64 s[14:15], s[6:7]
	s_xor_b64 s[14:15], exec, s[14:15]
; %bb.49:
	v_cmp_ne_u32_e64 s[6:7], -1, v6
	s_and_b64 s[12:13], s[6:7], exec
; %bb.50:
	s_or_saveexec_b64 s[14:15], s[14:15]
	s_xor_b64 exec, exec, s[14:15]
; %bb.51:
	v_cmp_ne_u32_e64 s[6:7], -2, v6
	s_andn2_b64 s[12:13], s[12:13], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_mov_b64 s[10:11], exec
	s_or_b64 s[12:13], s[12:13], s[6:7]
; %bb.52:
	s_or_b64 exec, exec, s[14:15]
	s_mov_b64 s[14:15], -1
	s_and_saveexec_b64 s[6:7], s[12:13]
; %bb.53:
	s_xor_b64 s[14:15], exec, -1
	s_andn2_b64 s[10:11], s[10:11], exec
; %bb.54:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[12:13], s[10:11]
; %bb.55:
	s_movk_i32 s6, 0xfc2f
	v_cmp_lt_u32_e64 s[6:7], s6, v7
	s_andn2_b64 s[10:11], s[14:15], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[14:15], s[10:11], s[6:7]
; %bb.56:
	s_or_b64 exec, exec, s[12:13]
	s_and_b64 s[10:11], s[14:15], exec
.LBB28_57:
	s_or_b64 exec, exec, s[8:9]
	s_or_b64 s[4:5], vcc, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[10:11]
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_59
; %bb.58:
	s_movk_i32 s4, 0xfc2f
	v_cmp_gt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v16, 0x3d1, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v6, vcc
	v_cmp_lt_u32_e32 vcc, v6, v7
	v_cmp_gt_u32_e64 s[4:5], -2, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v6, 2, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v5, vcc
	v_cmp_lt_u32_e32 vcc, v5, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v5, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v4, vcc
	v_cmp_lt_u32_e32 vcc, v4, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v4, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v3, vcc
	v_cmp_lt_u32_e32 vcc, v3, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v3, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v2, vcc
	v_cmp_lt_u32_e32 vcc, v2, v7
	v_cmp_ne_u32_e64 s[4:5], -1, v9
	s_or_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v2, 1, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e32 v9, vcc, 0, v1, vcc
	v_cmp_ge_u32_e32 vcc, v1, v7
	v_cmp_eq_u32_e64 s[4:5], -1, v9
	s_and_b64 vcc, vcc, s[4:5]
	v_add_u32_e32 v1, 1, v9
	v_addc_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v7, v16
.LBB28_59:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v46, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v9, v24
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, v46
	s_swappc_b64 s[30:31], s[66:67]
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v13, v5
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v15, v7
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v61, v1
	v_mov_b32_e32 v60, v2
	v_mov_b32_e32 v59, v3
	v_mov_b32_e32 v58, v4
	v_mov_b32_e32 v57, v5
	v_mov_b32_e32 v56, v6
	v_mov_b32_e32 v47, v7
	s_swappc_b64 s[30:31], s[66:67]
	v_cmp_lt_u32_e32 vcc, v7, v45
	v_sub_u32_e32 v9, v7, v45
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v7
	v_subb_co_u32_e32 v6, vcc, v6, v44, vcc
	v_cmp_lt_u32_e32 vcc, v8, v44
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v10, s[4:5], 0, v5, vcc
	v_subb_co_u32_e32 v8, vcc, v5, v43, vcc
	v_cmp_lt_u32_e32 vcc, v10, v43
	buffer_load_dword v10, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_cmp_lt_u32_e64 s[4:5], v5, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v5
	v_subb_co_u32_e32 v5, vcc, v4, v42, vcc
	v_cmp_lt_u32_e32 vcc, v7, v42
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v4
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v4, vcc, v3, v13, vcc
	v_cmp_lt_u32_e32 vcc, v7, v13
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v3
	v_subb_co_u32_e32 v3, vcc, v2, v12, vcc
	v_cmp_lt_u32_e32 vcc, v7, v12
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v2
	v_subb_co_u32_e32 v2, vcc, v1, v11, vcc
	v_cmp_lt_u32_e32 vcc, v7, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v1
	v_subb_co_u32_e32 v0, vcc, v0, v10, vcc
	v_cmp_lt_u32_e32 vcc, v7, v10
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_61
; %bb.60:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v8, v7
	v_add_u32_e32 v1, 0xfffffc2f, v9
	v_add_u32_e32 v9, -1, v7
	v_or_b32_e32 v7, v7, v8
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_addc_co_u32_e64 v7, s[4:5], 0, v5, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v5, vcc
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v7, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v5, v10
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v9, v1
.LBB28_61:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v10, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v9, v45
	v_sub_u32_e32 v7, v9, v45
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v1
	v_subb_co_u32_e32 v1, vcc, v6, v44, vcc
	v_cmp_lt_u32_e32 vcc, v9, v44
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v8, vcc
	v_cmp_lt_u32_e64 s[4:5], v8, v6
	v_subb_co_u32_e32 v6, vcc, v8, v43, vcc
	v_cmp_lt_u32_e32 vcc, v9, v43
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v8
	v_subb_co_u32_e32 v5, vcc, v5, v42, vcc
	v_cmp_lt_u32_e32 vcc, v9, v42
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v8
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v4, vcc, v4, v13, vcc
	v_cmp_lt_u32_e32 vcc, v9, v13
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v8
	v_subb_co_u32_e32 v3, vcc, v3, v12, vcc
	v_cmp_lt_u32_e32 vcc, v9, v12
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v8
	v_subb_co_u32_e32 v2, vcc, v2, v11, vcc
	v_cmp_lt_u32_e32 vcc, v9, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v8
	v_subb_co_u32_e32 v0, vcc, v0, v10, vcc
	v_cmp_lt_u32_e32 vcc, v9, v10
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_63
; %bb.62:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v1, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v1, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v6, v7
	v_or_b32_e32 v6, v7, v6
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_addc_co_u32_e64 v6, s[4:5], 0, v5, vcc
	v_add_u32_e32 v9, -1, v7
	v_addc_co_u32_e32 v7, vcc, -1, v5, vcc
	v_or_b32_e32 v5, v6, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v7, v8
.LBB28_63:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_lt_u32_e32 vcc, v45, v7
	buffer_store_dword v0, v63, s[0:3], 0 offen
	buffer_store_dword v2, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v3, v63, s[0:3], 0 offen offset:8
	buffer_store_dword v4, v63, s[0:3], 0 offen offset:12
	buffer_store_dword v5, v63, s[0:3], 0 offen offset:16
	buffer_store_dword v6, v63, s[0:3], 0 offen offset:20
	buffer_store_dword v1, v63, s[0:3], 0 offen offset:24
	buffer_store_dword v7, v63, s[0:3], 0 offen offset:28
	v_sub_u32_e32 v15, v45, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v44, vcc
	v_subb_co_u32_e32 v14, vcc, v44, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v44, v7
	v_cmp_lt_u32_e32 vcc, v8, v1
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v43, vcc
	v_subb_co_u32_e32 v13, vcc, v43, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v43, v1
	v_cmp_lt_u32_e32 vcc, v7, v6
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v6, s[4:5], 0, v42, vcc
	v_subb_co_u32_e32 v12, vcc, v42, v5, vcc
	v_cmp_lt_u32_e32 vcc, v6, v5
	buffer_load_dword v6, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_cmp_lt_u32_e64 s[4:5], v42, v1
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v5, s[4:5], 0, v9, vcc
	v_subb_co_u32_e32 v11, vcc, v9, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v9, v1
	v_cmp_lt_u32_e32 vcc, v5, v4
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v4, s[4:5], 0, v8, vcc
	v_subb_co_u32_e32 v10, vcc, v8, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v8, v1
	v_cmp_lt_u32_e32 vcc, v4, v3
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v3, s[4:5], 0, v7, vcc
	v_subb_co_u32_e32 v9, vcc, v7, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v7, v1
	v_cmp_lt_u32_e32 vcc, v3, v2
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v2, s[4:5], 0, v6, vcc
	v_subb_co_u32_e32 v8, vcc, v6, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v1
	v_cmp_lt_u32_e32 vcc, v2, v0
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_65
; %bb.64:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v15
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_add_co_u32_e32 v1, vcc, v14, v1
	v_cmp_lt_u32_e64 s[4:5], 1, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v14, -2, v1
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_u32_e32 v1, v13, v1
	v_add_u32_e32 v2, -1, v1
	v_or_b32_e32 v1, v1, v13
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v12, vcc
	v_addc_co_u32_e32 v3, vcc, -1, v12, vcc
	v_or_b32_e32 v1, v1, v12
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v11, vcc
	v_addc_co_u32_e32 v4, vcc, -1, v11, vcc
	v_or_b32_e32 v1, v1, v11
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v10, vcc
	v_addc_co_u32_e32 v5, vcc, -1, v10, vcc
	v_or_b32_e32 v1, v1, v10
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v9, vcc
	v_addc_co_u32_e32 v6, vcc, -1, v9, vcc
	v_or_b32_e32 v1, v1, v9
	v_add_u32_e32 v0, 0xfffffc2f, v15
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v8, vcc, 0, v8, vcc
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v15, v0
.LBB28_65:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v31, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, v61
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v6, v56
	v_mov_b32_e32 v7, v47
	s_swappc_b64 s[30:31], s[66:67]
	buffer_load_dword v9, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e32 vcc, v7, v9
	v_sub_u32_e32 v8, v7, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v6, vcc, v6, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v5, vcc, v5, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v4, vcc, v4, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v3, vcc, v3, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v2, vcc, v2, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v1, vcc, v1, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v0, vcc, v0, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB28_67
; %bb.66:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v8
	v_add_u32_e32 v7, 0xfffffc2f, v8
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_add_co_u32_e32 v8, vcc, v6, v8
	v_cmp_lt_u32_e64 s[4:5], 1, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v8
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_u32_e32 v8, v5, v8
	v_or_b32_e32 v5, v8, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_add_u32_e32 v9, -1, v8
	v_addc_co_u32_e32 v8, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v8, v7
.LBB28_67:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v7, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v7, s[0:3], 0 offen
	buffer_store_dword v1, v7, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v7, s[0:3], 0 offen offset:8
	buffer_store_dword v3, v7, s[0:3], 0 offen offset:12
	buffer_store_dword v4, v7, s[0:3], 0 offen offset:16
	buffer_store_dword v5, v7, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v7, s[0:3], 0 offen offset:24
	buffer_store_dword v8, v7, s[0:3], 0 offen offset:28
.LBB28_68:
	s_or_b64 exec, exec, s[64:65]
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s4, v41, 33
	v_readlane_b32 s5, v41, 34
	v_readlane_b32 s67, v41, 32
	v_readlane_b32 s66, v41, 31
	v_readlane_b32 s65, v41, 30
	v_readlane_b32 s64, v41, 29
	v_readlane_b32 s62, v41, 28
	v_readlane_b32 s61, v41, 27
	v_readlane_b32 s60, v41, 26
	v_readlane_b32 s59, v41, 25
	v_readlane_b32 s58, v41, 24
	v_readlane_b32 s57, v41, 23
	v_readlane_b32 s56, v41, 22
	v_readlane_b32 s55, v41, 21
	v_readlane_b32 s54, v41, 20
	v_readlane_b32 s53, v41, 19
	v_readlane_b32 s52, v41, 18
	v_readlane_b32 s51, v41, 17
	v_readlane_b32 s50, v41, 16
	v_readlane_b32 s49, v41, 15
	v_readlane_b32 s48, v41, 14
	v_readlane_b32 s47, v41, 13
	v_readlane_b32 s46, v41, 12
	v_readlane_b32 s45, v41, 11
	v_readlane_b32 s44, v41, 10
	v_readlane_b32 s43, v41, 9
	v_readlane_b32 s42, v41, 8
	v_readlane_b32 s41, v41, 7
	v_readlane_b32 s40, v41, 6
	v_readlane_b32 s39, v41, 5
	v_readlane_b32 s38, v41, 4
	v_readlane_b32 s37, v41, 3
	v_readlane_b32 s36, v41, 2
	v_readlane_b32 s35, v41, 1
	v_readlane_b32 s34, v41, 0
	s_addk_i32 s32, 0xc000
	v_readlane_b32 s33, v41, 35
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end28:
	.size	completeBatchAddWithDouble256k, .Lfunc_end28-completeBatchAddWithDouble256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 12172
; NumSgprs: 76
; NumVgprs: 64
; ScratchSize: 16736
; MemoryBound: 0
	.text
	.hidden	completeBatchAdd256k            ; -- Begin function completeBatchAdd256k
	.globl	completeBatchAdd256k
	.p2align	2
	.type	completeBatchAdd256k,@function
completeBatchAdd256k:                   ; @completeBatchAdd256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 35
	v_writelane_b32 v41, s34, 0
	v_writelane_b32 v41, s35, 1
	v_writelane_b32 v41, s36, 2
	v_writelane_b32 v41, s37, 3
	v_writelane_b32 v41, s38, 4
	v_writelane_b32 v41, s39, 5
	v_writelane_b32 v41, s40, 6
	v_writelane_b32 v41, s41, 7
	v_writelane_b32 v41, s42, 8
	v_writelane_b32 v41, s43, 9
	v_writelane_b32 v41, s44, 10
	v_writelane_b32 v41, s45, 11
	v_writelane_b32 v41, s46, 12
	v_writelane_b32 v41, s47, 13
	v_writelane_b32 v41, s48, 14
	v_writelane_b32 v41, s49, 15
	v_writelane_b32 v41, s50, 16
	v_writelane_b32 v41, s51, 17
	v_writelane_b32 v41, s52, 18
	v_writelane_b32 v41, s53, 19
	v_writelane_b32 v41, s54, 20
	v_writelane_b32 v41, s55, 21
	v_writelane_b32 v41, s56, 22
	v_writelane_b32 v41, s57, 23
	v_writelane_b32 v41, s58, 24
	v_writelane_b32 v41, s59, 25
	v_writelane_b32 v41, s60, 26
	v_writelane_b32 v41, s61, 27
	v_writelane_b32 v41, s62, 28
	v_writelane_b32 v41, s64, 29
	v_writelane_b32 v41, s65, 30
	v_writelane_b32 v41, s66, 31
	s_mov_b32 s33, s32
	v_writelane_b32 v41, s67, 32
	s_addk_i32 s32, 0x3400
	buffer_store_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v41, s30, 33
	buffer_store_dword v26, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_writelane_b32 v41, s31, 34
	v_mov_b32_e32 v45, v31
	s_mov_b32 s60, s14
	s_mov_b32 s61, s13
	s_mov_b32 s62, s12
	s_mov_b64 s[52:53], s[10:11]
	s_mov_b64 s[54:55], s[8:9]
	s_mov_b64 s[56:57], s[6:7]
	s_mov_b64 s[58:59], s[4:5]
	v_mov_b32_e32 v61, v25
	v_mov_b32_e32 v60, v24
	v_mov_b32_e32 v42, v21
	v_mov_b32_e32 v46, v20
	v_mov_b32_e32 v40, v17
	v_mov_b32_e32 v44, v16
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_group_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_group_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v62, v0
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v63, v0
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z15get_global_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z15get_global_sizej@rel32@hi+12
	buffer_store_dword v45, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[16:17]
	v_ashrrev_i32_e32 v47, 31, v46
	buffer_store_dword v46, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v47, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	v_lshlrev_b64 v[1:2], 5, v[46:47]
	v_add_co_u32_e32 v1, vcc, v44, v1
	v_addc_co_u32_e32 v2, vcc, v40, v2, vcc
	global_load_dwordx4 v[44:47], v[1:2], off
	global_load_dwordx4 v[56:59], v[1:2], off offset:16
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
	v_cmp_gt_i32_e32 vcc, 1, v42
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB29_2
; %bb.1:
	buffer_load_dword v0, v60, s[0:3], 0 offen
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr43
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr63
                                        ; kill: killed $vgpr1
                                        ; implicit-def: $vgpr1
                                        ; kill: killed $vgpr1
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_load_dword v0, v60, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_load_dword v0, v60, s[0:3], 0 offen offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_load_dword v0, v60, s[0:3], 0 offen offset:12
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_load_dword v0, v60, s[0:3], 0 offen offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_load_dword v0, v60, s[0:3], 0 offen offset:20
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_load_dword v0, v60, s[0:3], 0 offen offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v0, v60, s[0:3], 0 offen offset:28
                                        ; implicit-def: $vgpr60
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
                                        ; implicit-def: $vgpr0
.LBB29_2:
	s_or_saveexec_b64 s[64:65], s[4:5]
	s_xor_b64 exec, exec, s[64:65]
	s_cbranch_execz .LBB29_6
; %bb.3:
	v_add_u32_e32 v2, -1, v42
	v_mul_lo_u32 v0, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	v_mul_lo_u32 v1, v62, v43
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	v_add3_u32 v0, v1, v63, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, mulModP256k@rel32@lo+4
	s_addc_u32 s67, s67, mulModP256k@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v62, v60, s[0:3], 0 offen
	buffer_load_dword v63, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v42, v60, s[0:3], 0 offen offset:8
	buffer_load_dword v43, v60, s[0:3], 0 offen offset:12
	buffer_load_dword v4, v60, s[0:3], 0 offen offset:16
	buffer_load_dword v5, v60, s[0:3], 0 offen offset:20
	buffer_load_dword v6, v60, s[0:3], 0 offen offset:24
	buffer_load_dword v7, v60, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v3, v43
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dwordx4 v[8:11], v[0:1], off
	global_load_dwordx4 v[12:15], v[0:1], off offset:16
	buffer_load_dword v31, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, v63
	v_mov_b32_e32 v2, v42
	s_waitcnt vmcnt(6)
	buffer_store_dword v4, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(6)
	buffer_store_dword v5, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	s_waitcnt vmcnt(6)
	buffer_store_dword v6, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(6)
	buffer_store_dword v7, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[66:67]
	buffer_store_dword v0, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_cmp_lt_u32_e32 vcc, v0, v59
	v_sub_u32_e32 v7, v0, v59
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(1)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v6, vcc, v2, v58, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v58
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v5, vcc, v2, v57, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v57
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v4, vcc, v2, v56, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v56
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v3, vcc, v2, v47, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v47
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v2, vcc, v2, v46, vcc
	v_cmp_lt_u32_e32 vcc, v1, v46
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v0
	v_subb_co_u32_e32 v1, vcc, v1, v45, vcc
	v_cmp_lt_u32_e32 vcc, v8, v45
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v9, vcc
	v_cmp_lt_u32_e64 s[4:5], v9, v0
	v_subb_co_u32_e32 v0, vcc, v9, v44, vcc
	v_cmp_lt_u32_e32 vcc, v8, v44
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB29_5
; %bb.4:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v5, v7
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_add_u32_e32 v9, -1, v7
	v_addc_co_u32_e32 v7, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v7, v8
.LBB29_5:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v31, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v8, v62
	v_mov_b32_e32 v9, v63
	v_mov_b32_e32 v10, v42
	v_mov_b32_e32 v11, v43
	s_swappc_b64 s[30:31], s[66:67]
	buffer_store_dword v0, v60, s[0:3], 0 offen
	buffer_store_dword v1, v60, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v60, s[0:3], 0 offen offset:8
	buffer_store_dword v3, v60, s[0:3], 0 offen offset:12
	buffer_store_dword v4, v60, s[0:3], 0 offen offset:16
	buffer_store_dword v5, v60, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v60, s[0:3], 0 offen offset:24
	buffer_store_dword v7, v60, s[0:3], 0 offen offset:28
.LBB29_6:
	s_or_b64 exec, exec, s[64:65]
	buffer_load_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	buffer_load_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v4, vcc, v2, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v5, vcc, v0, v1, vcc
	global_load_dwordx4 v[0:3], v[4:5], off offset:16
	global_load_dwordx4 v[8:11], v[4:5], off
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_cmp_lt_u32_e32 vcc, v4, v3
	v_sub_u32_e32 v7, v4, v3
	v_cndmask_b32_e64 v3, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v4, s[4:5], 0, v5, vcc
	v_subb_co_u32_e32 v6, vcc, v5, v2, vcc
	v_cmp_lt_u32_e32 vcc, v4, v2
	buffer_load_dword v4, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_cmp_lt_u32_e64 s[4:5], v5, v3
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v2, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v3, s[4:5], 0, v4, vcc
	v_subb_co_u32_e32 v5, vcc, v4, v1, vcc
	v_cmp_lt_u32_e32 vcc, v3, v1
	buffer_load_dword v3, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_cmp_lt_u32_e64 s[4:5], v4, v2
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v2, s[4:5], 0, v3, vcc
	v_subb_co_u32_e32 v4, vcc, v3, v0, vcc
	v_cmp_lt_u32_e32 vcc, v2, v0
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_cmp_lt_u32_e64 s[4:5], v3, v1
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v3, vcc, v2, v11, vcc
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_cmp_lt_u32_e32 vcc, v1, v11
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v1, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v0
	v_subb_co_u32_e32 v2, vcc, v2, v10, vcc
	v_cmp_lt_u32_e32 vcc, v1, v10
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v10, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v0
	v_subb_co_u32_e32 v1, vcc, v1, v9, vcc
	v_cmp_lt_u32_e32 vcc, v10, v9
	buffer_load_dword v10, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_waitcnt vmcnt(0)
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v10, vcc
	v_cmp_lt_u32_e64 s[4:5], v10, v0
	v_subb_co_u32_e32 v0, vcc, v10, v8, vcc
	v_cmp_lt_u32_e32 vcc, v9, v8
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB29_8
; %bb.7:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v5, v7
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_add_u32_e32 v9, -1, v7
	v_addc_co_u32_e32 v7, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v7, v8
.LBB29_8:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v42, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, mulModP256k@rel32@lo+4
	s_addc_u32 s65, s65, mulModP256k@rel32@hi+12
	s_waitcnt vmcnt(8)
	v_mov_b32_e32 v31, v42
	s_swappc_b64 s[30:31], s[64:65]
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v8, v0
	v_mov_b32_e32 v9, v1
	v_mov_b32_e32 v10, v2
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v12, v4
	v_mov_b32_e32 v13, v5
	v_mov_b32_e32 v14, v6
	v_mov_b32_e32 v15, v7
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v63, v1
	v_mov_b32_e32 v62, v2
	v_mov_b32_e32 v43, v4
	v_mov_b32_e32 v42, v7
	buffer_store_dword v3, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[64:65]
	buffer_load_dword v21, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(7)
	v_cmp_lt_u32_e32 vcc, v7, v21
	v_sub_u32_e32 v9, v7, v21
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v7
	s_waitcnt vmcnt(6)
	v_subb_co_u32_e32 v6, vcc, v6, v14, vcc
	v_cmp_lt_u32_e32 vcc, v8, v14
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v10, s[4:5], 0, v5, vcc
	s_waitcnt vmcnt(5)
	v_subb_co_u32_e32 v8, vcc, v5, v13, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v7
	v_cmp_lt_u32_e32 vcc, v10, v13
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v5, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v5
	s_waitcnt vmcnt(4)
	v_subb_co_u32_e32 v5, vcc, v4, v20, vcc
	v_cmp_lt_u32_e32 vcc, v7, v20
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v4, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v4
	s_waitcnt vmcnt(3)
	v_subb_co_u32_e32 v4, vcc, v3, v19, vcc
	v_cmp_lt_u32_e32 vcc, v7, v19
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v3, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v3
	s_waitcnt vmcnt(2)
	v_subb_co_u32_e32 v3, vcc, v2, v18, vcc
	v_cmp_lt_u32_e32 vcc, v7, v18
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v2
	s_waitcnt vmcnt(1)
	v_subb_co_u32_e32 v2, vcc, v1, v17, vcc
	v_cmp_lt_u32_e32 vcc, v7, v17
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v1
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v0, vcc, v0, v16, vcc
	v_cmp_lt_u32_e32 vcc, v7, v16
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB29_10
; %bb.9:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v6, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v8, v7
	v_add_u32_e32 v1, 0xfffffc2f, v9
	v_add_u32_e32 v9, -1, v7
	v_or_b32_e32 v7, v7, v8
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_addc_co_u32_e64 v7, s[4:5], 0, v5, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v5, vcc
	v_or_b32_e32 v5, v7, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v7, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v5, v10
	v_mov_b32_e32 v4, v7
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v9, v1
.LBB29_10:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_lt_u32_e32 vcc, v9, v59
	v_sub_u32_e32 v7, v9, v59
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v1
	v_subb_co_u32_e32 v1, vcc, v6, v58, vcc
	v_cmp_lt_u32_e32 vcc, v9, v58
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v6, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v8, vcc
	v_cmp_lt_u32_e64 s[4:5], v8, v6
	v_subb_co_u32_e32 v6, vcc, v8, v57, vcc
	v_cmp_lt_u32_e32 vcc, v9, v57
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v8
	v_subb_co_u32_e32 v5, vcc, v5, v56, vcc
	v_cmp_lt_u32_e32 vcc, v9, v56
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v8
	v_subb_co_u32_e32 v4, vcc, v4, v47, vcc
	v_cmp_lt_u32_e32 vcc, v9, v47
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v8
	v_subb_co_u32_e32 v3, vcc, v3, v46, vcc
	v_cmp_lt_u32_e32 vcc, v9, v46
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v8
	v_subb_co_u32_e32 v2, vcc, v2, v45, vcc
	v_cmp_lt_u32_e32 vcc, v9, v45
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v8
	v_subb_co_u32_e32 v0, vcc, v0, v44, vcc
	v_cmp_lt_u32_e32 vcc, v9, v44
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB29_12
; %bb.11:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v7
	v_add_u32_e32 v8, 0xfffffc2f, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_add_co_u32_e32 v7, vcc, v1, v7
	v_cmp_lt_u32_e64 s[4:5], 1, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v1, -2, v7
	v_cndmask_b32_e64 v7, 0, 1, s[4:5]
	v_add_u32_e32 v7, v6, v7
	v_or_b32_e32 v6, v7, v6
	v_cmp_ne_u32_e32 vcc, 0, v6
	v_addc_co_u32_e64 v6, s[4:5], 0, v5, vcc
	v_add_u32_e32 v9, -1, v7
	v_addc_co_u32_e32 v7, vcc, -1, v5, vcc
	v_or_b32_e32 v5, v6, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v6, v9
	v_mov_b32_e32 v5, v7
	v_mov_b32_e32 v4, v10
	v_mov_b32_e32 v3, v11
	v_mov_b32_e32 v2, v12
	v_mov_b32_e32 v7, v8
.LBB29_12:
	s_or_b64 exec, exec, s[6:7]
	v_cmp_lt_u32_e32 vcc, v21, v7
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_store_dword v2, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v3, v61, s[0:3], 0 offen offset:8
	buffer_store_dword v4, v61, s[0:3], 0 offen offset:12
	buffer_store_dword v5, v61, s[0:3], 0 offen offset:16
	buffer_store_dword v6, v61, s[0:3], 0 offen offset:20
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:24
	buffer_store_dword v7, v61, s[0:3], 0 offen offset:28
	v_sub_u32_e32 v15, v21, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v8, s[4:5], 0, v14, vcc
	v_cmp_lt_u32_e64 s[4:5], v14, v7
	v_subb_co_u32_e32 v14, vcc, v14, v1, vcc
	v_cmp_lt_u32_e32 vcc, v8, v1
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v7, s[4:5], 0, v13, vcc
	v_cmp_lt_u32_e64 s[4:5], v13, v1
	v_subb_co_u32_e32 v13, vcc, v13, v6, vcc
	v_cmp_lt_u32_e32 vcc, v7, v6
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v6, s[4:5], 0, v20, vcc
	v_subb_co_u32_e32 v12, vcc, v20, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v20, v1
	v_cmp_lt_u32_e32 vcc, v6, v5
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v5, s[4:5], 0, v19, vcc
	v_subb_co_u32_e32 v11, vcc, v19, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v19, v1
	v_cmp_lt_u32_e32 vcc, v5, v4
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v4, s[4:5], 0, v18, vcc
	v_subb_co_u32_e32 v10, vcc, v18, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v18, v1
	v_cmp_lt_u32_e32 vcc, v4, v3
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v3, s[4:5], 0, v17, vcc
	v_subb_co_u32_e32 v9, vcc, v17, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v17, v1
	v_cmp_lt_u32_e32 vcc, v3, v2
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_subbrev_co_u32_e64 v2, s[4:5], 0, v16, vcc
	v_subb_co_u32_e32 v8, vcc, v16, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v16, v1
	v_cmp_lt_u32_e32 vcc, v2, v0
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB29_14
; %bb.13:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v15
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_add_co_u32_e32 v1, vcc, v14, v1
	v_cmp_lt_u32_e64 s[4:5], 1, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v14, -2, v1
	v_cndmask_b32_e64 v1, 0, 1, s[4:5]
	v_add_u32_e32 v1, v13, v1
	v_add_u32_e32 v2, -1, v1
	v_or_b32_e32 v1, v1, v13
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v12, vcc
	v_addc_co_u32_e32 v3, vcc, -1, v12, vcc
	v_or_b32_e32 v1, v1, v12
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v11, vcc
	v_addc_co_u32_e32 v4, vcc, -1, v11, vcc
	v_or_b32_e32 v1, v1, v11
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v10, vcc
	v_addc_co_u32_e32 v5, vcc, -1, v10, vcc
	v_or_b32_e32 v1, v1, v10
	v_cmp_ne_u32_e32 vcc, 0, v1
	v_addc_co_u32_e64 v1, s[4:5], 0, v9, vcc
	v_addc_co_u32_e32 v6, vcc, -1, v9, vcc
	v_or_b32_e32 v1, v1, v9
	v_add_u32_e32 v0, 0xfffffc2f, v15
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v8, vcc, 0, v8, vcc
	v_mov_b32_e32 v13, v2
	v_mov_b32_e32 v12, v3
	v_mov_b32_e32 v11, v4
	v_mov_b32_e32 v10, v5
	v_mov_b32_e32 v9, v6
	v_mov_b32_e32 v15, v0
.LBB29_14:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v31, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[54:55]
	s_mov_b64 s[10:11], s[52:53]
	s_mov_b32 s12, s62
	s_mov_b32 s13, s61
	s_mov_b32 s14, s60
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, v63
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v7, v42
	s_swappc_b64 s[30:31], s[64:65]
	buffer_load_dword v9, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e32 vcc, v7, v9
	v_sub_u32_e32 v8, v7, v9
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v6, vcc
	v_cmp_lt_u32_e64 s[4:5], v6, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v6, vcc, v6, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v5, vcc
	v_cmp_lt_u32_e64 s[4:5], v5, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v5, vcc, v5, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v4, vcc
	v_cmp_lt_u32_e64 s[4:5], v4, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v4, vcc, v4, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v3, vcc
	v_cmp_lt_u32_e64 s[4:5], v3, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v3, vcc, v3, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v2, vcc
	v_cmp_lt_u32_e64 s[4:5], v2, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v2, vcc, v2, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v1, vcc
	v_cmp_lt_u32_e64 s[4:5], v1, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v1, vcc, v1, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 vcc, s[4:5], vcc
	v_cndmask_b32_e64 v7, 0, 1, vcc
	v_subbrev_co_u32_e64 v9, s[4:5], 0, v0, vcc
	v_cmp_lt_u32_e64 s[4:5], v0, v7
	buffer_load_dword v7, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_subb_co_u32_e32 v0, vcc, v0, v7, vcc
	v_cmp_lt_u32_e32 vcc, v9, v7
	s_or_b64 s[4:5], s[4:5], vcc
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB29_16
; %bb.15:
	s_movk_i32 s4, 0x3d0
	v_cmp_lt_u32_e32 vcc, s4, v8
	v_add_u32_e32 v7, 0xfffffc2f, v8
	v_cndmask_b32_e64 v8, 0, 1, vcc
	v_add_co_u32_e32 v8, vcc, v6, v8
	v_cmp_lt_u32_e64 s[4:5], 1, v8
	s_or_b64 s[4:5], vcc, s[4:5]
	v_add_u32_e32 v6, -2, v8
	v_cndmask_b32_e64 v8, 0, 1, s[4:5]
	v_add_u32_e32 v8, v5, v8
	v_or_b32_e32 v5, v8, v5
	v_cmp_ne_u32_e32 vcc, 0, v5
	v_addc_co_u32_e64 v5, s[4:5], 0, v4, vcc
	v_add_u32_e32 v9, -1, v8
	v_addc_co_u32_e32 v8, vcc, -1, v4, vcc
	v_or_b32_e32 v4, v5, v4
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_addc_co_u32_e64 v4, s[4:5], 0, v3, vcc
	v_addc_co_u32_e32 v10, vcc, -1, v3, vcc
	v_or_b32_e32 v3, v4, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_addc_co_u32_e64 v3, s[4:5], 0, v2, vcc
	v_addc_co_u32_e32 v11, vcc, -1, v2, vcc
	v_or_b32_e32 v2, v3, v2
	v_cmp_ne_u32_e32 vcc, 0, v2
	v_addc_co_u32_e64 v2, s[4:5], 0, v1, vcc
	v_addc_co_u32_e32 v12, vcc, -1, v1, vcc
	v_or_b32_e32 v1, v2, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_subbrev_co_u32_e32 v0, vcc, 0, v0, vcc
	v_mov_b32_e32 v5, v9
	v_mov_b32_e32 v4, v8
	v_mov_b32_e32 v3, v10
	v_mov_b32_e32 v2, v11
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v8, v7
.LBB29_16:
	s_or_b64 exec, exec, s[6:7]
	buffer_load_dword v7, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_readlane_b32 s4, v41, 33
	v_readlane_b32 s5, v41, 34
	v_readlane_b32 s67, v41, 32
	v_readlane_b32 s66, v41, 31
	v_readlane_b32 s65, v41, 30
	v_readlane_b32 s64, v41, 29
	v_readlane_b32 s62, v41, 28
	v_readlane_b32 s61, v41, 27
	v_readlane_b32 s60, v41, 26
	v_readlane_b32 s59, v41, 25
	v_readlane_b32 s58, v41, 24
	v_readlane_b32 s57, v41, 23
	v_readlane_b32 s56, v41, 22
	v_readlane_b32 s55, v41, 21
	v_readlane_b32 s54, v41, 20
	v_readlane_b32 s53, v41, 19
	v_readlane_b32 s52, v41, 18
	v_readlane_b32 s51, v41, 17
	v_readlane_b32 s50, v41, 16
	v_readlane_b32 s49, v41, 15
	v_readlane_b32 s48, v41, 14
	v_readlane_b32 s47, v41, 13
	v_readlane_b32 s46, v41, 12
	v_readlane_b32 s45, v41, 11
	v_readlane_b32 s44, v41, 10
	v_readlane_b32 s43, v41, 9
	v_readlane_b32 s42, v41, 8
	v_readlane_b32 s41, v41, 7
	v_readlane_b32 s40, v41, 6
	v_readlane_b32 s39, v41, 5
	v_readlane_b32 s38, v41, 4
	v_readlane_b32 s37, v41, 3
	v_readlane_b32 s36, v41, 2
	v_readlane_b32 s35, v41, 1
	v_readlane_b32 s34, v41, 0
	s_addk_i32 s32, 0xcc00
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, v7, s[0:3], 0 offen
	buffer_store_dword v1, v7, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v7, s[0:3], 0 offen offset:8
	buffer_store_dword v3, v7, s[0:3], 0 offen offset:12
	buffer_store_dword v4, v7, s[0:3], 0 offen offset:16
	buffer_store_dword v5, v7, s[0:3], 0 offen offset:20
	buffer_store_dword v6, v7, s[0:3], 0 offen offset:24
	buffer_store_dword v8, v7, s[0:3], 0 offen offset:28
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	v_readlane_b32 s33, v41, 35
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v41, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end29:
	.size	completeBatchAdd256k, .Lfunc_end29-completeBatchAdd256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 6152
; NumSgprs: 76
; NumVgprs: 64
; ScratchSize: 16688
; MemoryBound: 0
	.text
	.hidden	doBatchInverse256k              ; -- Begin function doBatchInverse256k
	.globl	doBatchInverse256k
	.p2align	2
	.type	doBatchInverse256k,@function
doBatchInverse256k:                     ; @doBatchInverse256k
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	buffer_store_dword v41, off, s[0:3], s32 ; 4-byte Folded Spill
	buffer_load_dword v41, off, s[0:3], s32 ; 4-byte Folded Reload
	v_writelane_b32 v40, s33, 0
	v_writelane_b32 v40, s34, 1
	v_writelane_b32 v40, s35, 2
	v_writelane_b32 v40, s36, 3
	v_writelane_b32 v40, s37, 4
	v_writelane_b32 v40, s38, 5
	v_writelane_b32 v40, s39, 6
	v_writelane_b32 v40, s40, 7
	v_writelane_b32 v40, s41, 8
	v_writelane_b32 v40, s42, 9
	v_writelane_b32 v40, s43, 10
	v_writelane_b32 v40, s44, 11
	v_writelane_b32 v40, s45, 12
	v_writelane_b32 v40, s46, 13
	v_writelane_b32 v40, s47, 14
	v_writelane_b32 v40, s48, 15
	v_writelane_b32 v40, s49, 16
	v_writelane_b32 v40, s50, 17
	v_writelane_b32 v40, s51, 18
	v_writelane_b32 v40, s52, 19
	v_writelane_b32 v40, s53, 20
	v_writelane_b32 v40, s54, 21
	v_writelane_b32 v40, s55, 22
	v_writelane_b32 v40, s56, 23
	v_writelane_b32 v40, s57, 24
	v_writelane_b32 v40, s58, 25
	v_writelane_b32 v40, s59, 26
	v_writelane_b32 v40, s60, 27
	v_writelane_b32 v40, s61, 28
	v_writelane_b32 v40, s62, 29
	v_writelane_b32 v40, s63, 30
	v_writelane_b32 v40, s64, 31
	v_writelane_b32 v40, s65, 32
	v_writelane_b32 v40, s66, 33
	v_writelane_b32 v40, s67, 34
	v_writelane_b32 v40, s68, 35
	v_writelane_b32 v40, s69, 36
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, invModP256k@rel32@lo+4
	s_addc_u32 s17, s17, invModP256k@rel32@hi+12
	v_readlane_b32 s69, v40, 36
	v_readlane_b32 s68, v40, 35
	v_readlane_b32 s67, v40, 34
	v_readlane_b32 s66, v40, 33
	v_readlane_b32 s65, v40, 32
	v_readlane_b32 s64, v40, 31
	v_readlane_b32 s63, v40, 30
	v_readlane_b32 s62, v40, 29
	v_readlane_b32 s61, v40, 28
	v_readlane_b32 s60, v40, 27
	v_readlane_b32 s59, v40, 26
	v_readlane_b32 s58, v40, 25
	v_readlane_b32 s57, v40, 24
	v_readlane_b32 s56, v40, 23
	v_readlane_b32 s55, v40, 22
	v_readlane_b32 s54, v40, 21
	v_readlane_b32 s53, v40, 20
	v_readlane_b32 s52, v40, 19
	v_readlane_b32 s51, v40, 18
	v_readlane_b32 s50, v40, 17
	v_readlane_b32 s49, v40, 16
	v_readlane_b32 s48, v40, 15
	v_readlane_b32 s47, v40, 14
	v_readlane_b32 s46, v40, 13
	v_readlane_b32 s45, v40, 12
	v_readlane_b32 s44, v40, 11
	v_readlane_b32 s43, v40, 10
	v_readlane_b32 s42, v40, 9
	v_readlane_b32 s41, v40, 8
	v_readlane_b32 s40, v40, 7
	v_readlane_b32 s39, v40, 6
	v_readlane_b32 s38, v40, 5
	v_readlane_b32 s37, v40, 4
	v_readlane_b32 s36, v40, 3
	v_readlane_b32 s35, v40, 2
	v_readlane_b32 s34, v40, 1
	v_readlane_b32 s33, v40, 0
	s_or_saveexec_b64 s[18:19], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:4 ; 4-byte Folded Reload
	s_mov_b64 exec, s[18:19]
	s_setpc_b64 s[16:17]
.Lfunc_end30:
	.size	doBatchInverse256k, .Lfunc_end30-doBatchInverse256k
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 664
; NumSgprs: 76
; NumVgprs: 64
; ScratchSize: 16604
; MemoryBound: 0
	.hidden	_P                              ; @_P
	.type	_P,@object
	.section	.rodata,#alloc
	.globl	_P
	.p2align	2
_P:
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967294                      ; 0xfffffffe
	.long	4294966319                      ; 0xfffffc2f
	.size	_P, 32

	.hidden	_P_MINUS1                       ; @_P_MINUS1
	.type	_P_MINUS1,@object
	.globl	_P_MINUS1
	.p2align	2
_P_MINUS1:
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967294                      ; 0xfffffffe
	.long	4294966319                      ; 0xfffffc2f
	.size	_P_MINUS1, 32

	.hidden	_GX                             ; @_GX
	.type	_GX,@object
	.globl	_GX
	.p2align	2
_GX:
	.long	2042521214                      ; 0x79be667e
	.long	4191992748                      ; 0xf9dcbbac
	.long	1436574357                      ; 0x55a06295
	.long	3464956679                      ; 0xce870b07
	.long	43777243                        ; 0x29bfcdb
	.long	768485593                       ; 0x2dce28d9
	.long	1509065051                      ; 0x59f2815b
	.long	385357720                       ; 0x16f81798
	.size	_GX, 32

	.hidden	_GY                             ; @_GY
	.type	_GY,@object
	.globl	_GY
	.p2align	2
_GY:
	.long	1211816567                      ; 0x483ada77
	.long	648266853                       ; 0x26a3c465
	.long	1571093500                      ; 0x5da4fbfc
	.long	235997352                       ; 0xe1108a8
	.long	4246189128                      ; 0xfd17b448
	.long	2793755673                      ; 0xa6855419
	.long	2621952143                      ; 0x9c47d08f
	.long	4212184248                      ; 0xfb10d4b8
	.size	_GY, 32

	.hidden	_N                              ; @_N
	.type	_N,@object
	.globl	_N
	.p2align	2
_N:
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967295                      ; 0xffffffff
	.long	4294967294                      ; 0xfffffffe
	.long	3132021990                      ; 0xbaaedce6
	.long	2940772411                      ; 0xaf48a03b
	.long	3218235020                      ; 0xbfd25e8c
	.long	3493216577                      ; 0xd0364141
	.size	_N, 32

	.hidden	_INFINITY                       ; @_INFINITY
	.type	_INFINITY,@object
	.globl	_INFINITY
	.p2align	2
_INFINITY:
	.zero	32,255
	.size	_INFINITY, 32

	.hidden	_Z6mad_hijjj
	.hidden	_Z6mul_hijj
	.hidden	_Z14get_local_sizej
	.hidden	_Z12get_group_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z15get_global_sizej
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:  []
amdhsa.printf:
  - '1:8:4:4:4:4:4:4:4:4:%.8x %.8x %.8x %.8x %.8x %.8x %.8x %.8x\n'
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
