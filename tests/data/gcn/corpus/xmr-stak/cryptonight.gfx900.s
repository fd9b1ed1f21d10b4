	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	AES_Round                       ; -- Begin function AES_Round
	.globl	AES_Round
	.p2align	2
	.type	AES_Round,@function
AES_Round:                              ; @AES_Round
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_movk_i32 s4, 0xff
	v_and_b32_e32 v12, s4, v4
	v_and_b32_e32 v13, s4, v5
	v_and_b32_e32 v14, s4, v6
	v_lshl_add_u32 v12, v12, 2, v0
	v_lshl_add_u32 v13, v13, 2, v0
	v_lshl_add_u32 v14, v14, 2, v0
	ds_read_b32 v12, v12
	ds_read_b32 v13, v13
	ds_read_b32 v14, v14
	v_and_b32_e32 v15, s4, v7
	v_lshl_add_u32 v0, v15, 2, v0
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v8, v12, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v9, v13, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v10, v14, v10
	v_bfe_u32 v12, v6, 16, 8
	v_bfe_u32 v13, v7, 16, 8
	v_bfe_u32 v14, v4, 16, 8
	v_bfe_u32 v15, v5, 16, 8
	ds_read_b32 v0, v0
	v_lshl_add_u32 v12, v12, 2, v2
	v_lshl_add_u32 v13, v13, 2, v2
	v_lshl_add_u32 v14, v14, 2, v2
	v_lshl_add_u32 v2, v15, 2, v2
	ds_read_b32 v12, v12
	ds_read_b32 v13, v13
	ds_read_b32 v14, v14
	ds_read_b32 v2, v2
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v0, v0, v11
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v8, v8, v12
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v9, v9, v13
	v_bfe_u32 v11, v6, 8, 8
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v2
	v_bfe_u32 v2, v5, 8, 8
	v_bfe_u32 v12, v7, 8, 8
	v_bfe_u32 v13, v4, 8, 8
	v_lshl_add_u32 v2, v2, 2, v1
	v_lshl_add_u32 v11, v11, 2, v1
	v_lshl_add_u32 v12, v12, 2, v1
	v_lshl_add_u32 v1, v13, 2, v1
	v_lshrrev_b32_e32 v7, 24, v7
	v_lshrrev_b32_e32 v4, 24, v4
	v_lshrrev_b32_e32 v5, 24, v5
	v_lshrrev_b32_e32 v6, 24, v6
	ds_read_b32 v2, v2
	ds_read_b32 v11, v11
	ds_read_b32 v12, v12
	ds_read_b32 v1, v1
	v_lshl_add_u32 v7, v7, 2, v3
	v_lshl_add_u32 v4, v4, 2, v3
	v_lshl_add_u32 v5, v5, 2, v3
	v_lshl_add_u32 v3, v6, 2, v3
	ds_read_b32 v6, v7
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	ds_read_b32 v3, v3
	v_xor_b32_e32 v10, v10, v14
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v2, v8, v2
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v8, v9, v11
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v9, v10, v12
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v7, v0, v1
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v2, v6
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v1, v8, v4
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v2, v9, v5
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v3, v7, v3
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	AES_Round, .Lfunc_end0-AES_Round
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 492
; NumSgprs: 36
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	AES_Round2                      ; -- Begin function AES_Round2
	.globl	AES_Round2
	.p2align	2
	.type	AES_Round2,@function
AES_Round2:                             ; @AES_Round2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 15
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s40, 6
	buffer_store_dword v41, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s41, 7
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v5
	v_mov_b32_e32 v43, v4
	v_mov_b32_e32 v44, v3
	v_mov_b32_e32 v45, v2
	s_movk_i32 s4, 0xff
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v47, v0
	v_and_b32_e32 v0, s4, v45
	v_and_b32_e32 v1, s4, v44
	v_and_b32_e32 v2, s4, v43
	v_and_b32_e32 v3, s4, v42
	v_bfe_u32 v4, v43, 16, 8
	v_lshrrev_b32_e32 v5, 24, v42
	v_lshl_add_u32 v0, v0, 2, v47
	v_lshl_add_u32 v1, v1, 2, v47
	v_lshl_add_u32 v2, v2, 2, v47
	v_lshl_add_u32 v3, v3, 2, v47
	v_lshl_add_u32 v4, v4, 2, v47
	v_lshl_add_u32 v5, v5, 2, v46
	v_writelane_b32 v40, s42, 8
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	s_addk_i32 s32, 0x1000
	v_writelane_b32 v40, s30, 13
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v56, v0, v6
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v57, v1, v7
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	s_mov_b64 s[4:5], s[40:41]
	v_mov_b32_e32 v1, 16
	v_writelane_b32 v40, s31, 14
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	v_xor_b32_e32 v58, v2, v8
	v_xor_b32_e32 v59, v3, v9
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s47, s47, _Z6rotatejj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_bfe_u32 v1, v42, 16, 8
	v_lshrrev_b32_e32 v2, 24, v45
	v_lshl_add_u32 v1, v1, 2, v47
	v_lshl_add_u32 v2, v2, 2, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	v_xor_b32_e32 v56, v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[46:47]
	v_bfe_u32 v1, v45, 16, 8
	v_lshrrev_b32_e32 v2, 24, v44
	v_lshl_add_u32 v1, v1, 2, v47
	v_lshl_add_u32 v2, v2, 2, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	v_xor_b32_e32 v57, v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[46:47]
	v_bfe_u32 v1, v44, 16, 8
	v_lshrrev_b32_e32 v2, 24, v43
	v_lshl_add_u32 v1, v1, 2, v47
	v_lshl_add_u32 v2, v2, 2, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	v_xor_b32_e32 v47, v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[46:47]
	v_bfe_u32 v1, v44, 8, 8
	v_bfe_u32 v2, v43, 8, 8
	v_bfe_u32 v3, v42, 8, 8
	v_bfe_u32 v4, v45, 8, 8
	v_lshl_add_u32 v1, v1, 2, v46
	v_lshl_add_u32 v2, v2, 2, v46
	v_lshl_add_u32 v3, v3, 2, v46
	v_lshl_add_u32 v4, v4, 2, v46
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	v_xor_b32_e32 v5, v59, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v56, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v1, v57, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v2, v47, v3
	buffer_load_dword v59, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 13
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v3, v5, v4
	v_readlane_b32 s5, v40, 14
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 15
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:44 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	AES_Round2, .Lfunc_end1-AES_Round2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1160
; NumSgprs: 54
; NumVgprs: 60
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	AES_Round2_bittube2             ; -- Begin function AES_Round2_bittube2
	.globl	AES_Round2_bittube2
	.p2align	2
	.type	AES_Round2_bittube2,@function
AES_Round2_bittube2:                    ; @AES_Round2_bittube2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 16
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	s_mov_b32 s33, s32
	v_writelane_b32 v40, s42, 8
	buffer_store_dword v41, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s43, 9
	v_mov_b32_e32 v46, v5
	v_mov_b32_e32 v47, v4
	v_writelane_b32 v40, s44, 10
	v_mov_b32_e32 v58, v1
	v_mov_b32_e32 v59, v0
	v_bfe_u32 v0, v47, 16, 8
	v_lshrrev_b32_e32 v1, 24, v46
	v_writelane_b32 v40, s45, 11
	v_mov_b32_e32 v57, v2
	v_lshl_add_u32 v0, v0, 2, v59
	v_lshl_add_u32 v1, v1, 2, v58
	s_movk_i32 s45, 0xff
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	v_and_b32_e32 v2, s45, v57
	v_lshl_add_u32 v2, v2, 2, v59
	ds_read_b32 v60, v2
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	s_addk_i32 s32, 0x1000
	v_writelane_b32 v40, s30, 14
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v1, v0
	v_mov_b32_e32 v1, 16
	v_writelane_b32 v40, s31, 15
	v_mov_b32_e32 v42, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v41, v9
	v_mov_b32_e32 v43, v8
	v_mov_b32_e32 v44, v7
	v_mov_b32_e32 v45, v6
	v_mov_b32_e32 v56, v3
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s47, s47, _Z6rotatejj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_bfe_u32 v1, v56, 8, 8
	v_lshl_add_u32 v1, v1, 2, v58
	ds_read_b32 v1, v1
	v_xor_b32_e32 v2, v60, v45
	v_xor_b32_e32 v0, v2, v0
	v_and_b32_e32 v2, s45, v56
	v_lshl_add_u32 v2, v2, 2, v59
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v45, v0, v1
	v_xor_b32_e32 v57, v45, v57
	v_bfe_u32 v0, v46, 16, 8
	v_lshrrev_b32_e32 v1, 24, v57
	v_lshl_add_u32 v0, v0, 2, v59
	v_lshl_add_u32 v1, v1, 2, v58
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v60, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v1, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[46:47]
	v_bfe_u32 v1, v47, 8, 8
	v_lshl_add_u32 v1, v1, 2, v58
	ds_read_b32 v1, v1
	v_xor_b32_e32 v2, v60, v44
	v_xor_b32_e32 v0, v2, v0
	v_and_b32_e32 v2, s45, v47
	v_lshl_add_u32 v2, v2, 2, v59
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v44, v0, v1
	v_xor_b32_e32 v56, v44, v56
	v_bfe_u32 v0, v57, 16, 8
	v_lshrrev_b32_e32 v1, 24, v56
	v_lshl_add_u32 v0, v0, 2, v59
	v_lshl_add_u32 v1, v1, 2, v58
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v60, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v1, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[46:47]
	v_bfe_u32 v1, v46, 8, 8
	v_lshl_add_u32 v1, v1, 2, v58
	ds_read_b32 v1, v1
	v_xor_b32_e32 v2, v60, v43
	v_xor_b32_e32 v0, v2, v0
	v_and_b32_e32 v2, s45, v46
	v_lshl_add_u32 v2, v2, 2, v59
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v0, v1
	v_xor_b32_e32 v0, v43, v47
	v_bfe_u32 v1, v56, 16, 8
	v_lshrrev_b32_e32 v0, 24, v0
	v_lshl_add_u32 v1, v1, 2, v59
	v_lshl_add_u32 v0, v0, 2, v58
	ds_read_b32 v1, v1
	ds_read_b32 v46, v2
	ds_read_b32 v0, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v1
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[46:47]
	v_bfe_u32 v1, v57, 8, 8
	v_lshl_add_u32 v1, v1, 2, v58
	ds_read_b32 v1, v1
	v_xor_b32_e32 v2, v46, v41
	v_xor_b32_e32 v0, v2, v0
	v_mov_b32_e32 v2, v43
	v_readlane_b32 s4, v40, 14
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v3, v0, v1
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v44
	buffer_load_dword v60, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	v_readlane_b32 s5, v40, 15
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
	s_addk_i32 s32, 0xf000
	v_readlane_b32 s33, v40, 16
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:48 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end2:
	.size	AES_Round2_bittube2, .Lfunc_end2-AES_Round2_bittube2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 1220
; NumSgprs: 54
; NumVgprs: 61
; ScratchSize: 16448
; MemoryBound: 0
	.text
	.hidden	keccakf1600                     ; -- Begin function keccakf1600
	.globl	keccakf1600
	.p2align	2
	.type	keccakf1600,@function
keccakf1600:                            ; @keccakf1600
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 21
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
	buffer_load_dword v6, v0, s[0:3], 0 offen
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:8
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	v_writelane_b32 v40, s48, 13
	v_writelane_b32 v40, s49, 14
	v_writelane_b32 v40, s50, 15
	v_writelane_b32 v40, s51, 16
	v_writelane_b32 v40, s52, 17
	s_add_i32 s32, s32, 0x8400
	v_writelane_b32 v40, s53, 18
	v_writelane_b32 v40, s30, 19
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z6rotatemm@rel32@lo+4
	s_addc_u32 s49, s49, _Z6rotatemm@rel32@hi+12
	v_writelane_b32 v40, s31, 20
	v_mov_b32_e32 v45, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b64 s[46:47], 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z9bitselectmmm@rel32@lo+4
	s_addc_u32 s51, s51, _Z9bitselectmmm@rel32@hi+12
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, keccakf_rndc@rel32@lo+4
	s_addc_u32 s53, s53, keccakf_rndc@rel32@hi+12
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:336 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:12
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:340 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:344 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:20
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:36
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:40
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:44
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:48
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:360 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:60
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_load_dword v57, v0, s[0:3], 0 offen offset:188
	buffer_load_dword v56, v0, s[0:3], 0 offen offset:184
	s_nop 0
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:180
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	buffer_load_dword v58, v0, s[0:3], 0 offen offset:176
	s_nop 0
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:172
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:168
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:268 ; 4-byte Folded Spill
	buffer_load_dword v63, v0, s[0:3], 0 offen offset:164
	s_nop 0
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:160
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:316 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:124
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:120
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:116
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:112
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:108
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:104
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:100
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:96
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:156
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:152
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:292 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:148
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:144
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_load_dword v62, v0, s[0:3], 0 offen offset:140
	s_nop 0
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:136
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:260 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:132
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:128
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:92
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:88
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_load_dword v59, v0, s[0:3], 0 offen offset:84
	buffer_load_dword v42, v0, s[0:3], 0 offen offset:80
	s_nop 0
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:76
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:372 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:376 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:72
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:364 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:368 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:68
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_load_dword v1, v0, s[0:3], 0 offen offset:64
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_load_dword v4, v0, s[0:3], 0 offen offset:196
	buffer_load_dword v3, v0, s[0:3], 0 offen offset:192
	s_nop 0
	buffer_store_dword v0, off, s[0:3], s33 offset:508 ; 4-byte Folded Spill
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v5
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v59
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_xor_b32_e32 v1, v2, v6
	buffer_store_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:444 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v59, off, s[0:3], s33 offset:448 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v1, v42
	buffer_store_dword v42, off, s[0:3], s33 offset:456 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v43, off, s[0:3], s33 offset:460 ; 4-byte Folded Spill
	v_mov_b32_e32 v41, v3
	buffer_load_dword v2, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	v_xor_b32_e32 v42, v0, v63
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:436 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:388 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v63, off, s[0:3], s33 offset:392 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:316 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v44, v1, v2
	buffer_store_dword v44, off, s[0:3], s33 offset:440 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:316 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_xor_b32_e32 v1, v3, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	v_mov_b32_e32 v43, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v62
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:472 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v62, off, s[0:3], s33 offset:476 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v7, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:260 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	v_xor_b32_e32 v59, v7, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v0, v3
	buffer_store_dword v1, off, s[0:3], s33 offset:452 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:380 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v59, off, s[0:3], s33 offset:384 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	buffer_store_dword v4, off, s[0:3], s33 offset:428 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[0:3], s33 offset:432 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], s33 offset:396 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:400 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, v59
	s_swappc_b64 s[30:31], s[48:49]
	v_xor_b32_e32 v1, v1, v42
	v_xor_b32_e32 v0, v0, v44
	buffer_store_dword v1, off, s[0:3], s33 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:504 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:344 ; 4-byte Folded Reload
	v_mov_b32_e32 v4, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v60, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:360 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v58, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:336 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v58, v60
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v46, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v56, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	v_xor_b32_e32 v1, v56, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v61, v0, v3
	buffer_store_dword v61, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	buffer_load_dword v62, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v63, off, s[0:3], s33 offset:268 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v42, v1, v62
	buffer_store_dword v62, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v63, off, s[0:3], s33 offset:268 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_xor_b32_e32 v1, v2, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	v_xor_b32_e32 v44, v0, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	v_xor_b32_e32 v47, v1, v4
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	buffer_store_dword v56, off, s[0:3], s33 offset:412 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v57, off, s[0:3], s33 offset:416 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:404 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[0:3], s33 offset:408 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[48:49]
	v_xor_b32_e32 v1, v1, v61
	v_xor_b32_e32 v0, v0, v42
	buffer_store_dword v1, off, s[0:3], s33 offset:496 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:500 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:376 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v63, v1
	v_xor_b32_e32 v0, v63, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:368 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v61, v1
	v_xor_b32_e32 v1, v61, v3
	buffer_store_dword v3, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:292 ; 4-byte Folded Reload
	v_xor_b32_e32 v62, v0, v43
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:292 ; 4-byte Folded Spill
	v_xor_b32_e32 v57, v1, v41
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v62
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	buffer_store_dword v41, off, s[0:3], s33 offset:420 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v42, off, s[0:3], s33 offset:424 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v2, off, s[0:3], s33 offset:452 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v59
	buffer_store_dword v0, off, s[0:3], s33 offset:488 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:492 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:436 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, 1
	s_swappc_b64 s[30:31], s[48:49]
	v_xor_b32_e32 v59, v1, v44
	buffer_load_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	v_xor_b32_e32 v44, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_xor_b32_e32 v47, v0, v57
	buffer_load_dword v0, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[0:3], s33 offset:504 ; 4-byte Folded Reload
	v_xor_b32_e32 v3, v1, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v60, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v46, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:340 ; 4-byte Folded Spill
	buffer_load_dword v4, off, s[0:3], s33 offset:428 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:432 ; 4-byte Folded Reload
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v62, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v5
	buffer_store_dword v1, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	buffer_load_dword v3, off, s[0:3], s33 offset:396 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:400 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v47, v3
	buffer_store_dword v1, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v58, v0
	v_xor_b32_e32 v0, v56, v2
	v_mov_b32_e32 v2, 44
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:484 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:480 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v59, v63
	v_xor_b32_e32 v0, v44, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 20
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:468 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:464 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[0:3], s33 offset:496 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v61, off, s[0:3], s33 offset:500 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:384 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v42, v1
	v_xor_b32_e32 v0, v61, v2
	v_mov_b32_e32 v2, 61
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:372 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v59, v1
	v_xor_b32_e32 v0, v44, v2
	v_mov_b32_e32 v2, 39
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:380 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:316 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v46, v1
	v_xor_b32_e32 v0, v47, v2
	v_mov_b32_e32 v2, 18
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v42, v1
	v_xor_b32_e32 v0, v61, v2
	v_mov_b32_e32 v2, 62
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:388 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:396 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v41, v42
	v_xor_b32_e32 v1, v42, v1
	v_xor_b32_e32 v0, v61, v2
	v_mov_b32_e32 v2, 43
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v42, v1
	buffer_load_dword v56, off, s[0:3], s33 offset:492 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v57, off, s[0:3], s33 offset:488 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v56, v1
	v_xor_b32_e32 v0, v57, v2
	v_mov_b32_e32 v2, 25
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:292 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v59, v1
	v_xor_b32_e32 v0, v44, v2
	v_mov_b32_e32 v2, 8
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:412 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:416 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:408 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v56, v1
	v_xor_b32_e32 v0, v57, v2
	v_mov_b32_e32 v2, 56
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v46, v1
	v_xor_b32_e32 v0, v47, v2
	v_mov_b32_e32 v2, 41
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:404 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:412 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v59, v1
	v_xor_b32_e32 v0, v44, v2
	v_mov_b32_e32 v2, 27
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:452 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:424 ; 4-byte Folded Reload
	v_xor_b32_e32 v1, v59, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v0, v44, v2
	v_mov_b32_e32 v2, 14
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v43, v1
	buffer_load_dword v44, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:268 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v1, v44
	v_xor_b32_e32 v0, v2, v62
	v_mov_b32_e32 v2, 2
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:420 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:428 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v56, v1
	v_xor_b32_e32 v0, v57, v2
	v_mov_b32_e32 v2, 55
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:440 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:436 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v63, v44
	v_xor_b32_e32 v1, v1, v44
	v_xor_b32_e32 v0, v2, v62
	v_mov_b32_e32 v2, 35
	v_mov_b32_e32 v44, v62
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v46, v1
	v_xor_b32_e32 v0, v47, v2
	v_mov_b32_e32 v2, 36
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v56, v1
	v_xor_b32_e32 v0, v57, v2
	v_mov_b32_e32 v2, 28
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v59, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v56, v1
	v_xor_b32_e32 v0, v57, v2
	v_mov_b32_e32 v2, 21
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v56, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:472 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:476 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v41, v1
	v_xor_b32_e32 v0, v61, v2
	v_mov_b32_e32 v2, 15
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v1, v63
	v_xor_b32_e32 v0, v2, v44
	v_mov_b32_e32 v2, 10
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:472 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v41, v1
	v_xor_b32_e32 v0, v61, v2
	v_mov_b32_e32 v2, 6
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:444 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:448 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:456 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:460 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v1, v46, v1
	v_xor_b32_e32 v0, v47, v2
	v_mov_b32_e32 v2, 3
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v47, v0
	v_mov_b32_e32 v41, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:340 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	buffer_load_dword v61, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:480 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:484 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v1, v42, v61
	v_mov_b32_e32 v3, v61
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v58, v63
	v_mov_b32_e32 v2, v63
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:444 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v56, v46
	v_xor_b32_e32 v0, v57, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v42
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:336 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:340 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:344 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v43, v42
	v_xor_b32_e32 v0, v60, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v42
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v56, v61
	v_xor_b32_e32 v0, v57, v63
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v43, v46
	v_xor_b32_e32 v0, v60, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v63
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v43, off, s[0:3], s33 offset:468 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:464 ; 4-byte Folded Reload
	v_xor_b32_e32 v1, v41, v59
	v_xor_b32_e32 v0, v47, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v59
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v43
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v44, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v44, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v42, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:360 ; 4-byte Folded Spill
	buffer_load_dword v60, off, s[0:3], s33 offset:372 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:364 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v41, v60
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v47, v57
	v_mov_b32_e32 v41, v44
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v59, v41
	v_xor_b32_e32 v0, v62, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v44
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v60
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v60, v56
	v_xor_b32_e32 v0, v57, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v60
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:364 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:368 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:372 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:376 ; 4-byte Folded Spill
	buffer_load_dword v43, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v58, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v60, v41
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v58
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v44
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v56, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v59, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v43
	v_mov_b32_e32 v57, v41
	v_mov_b32_e32 v41, v43
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v46, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v44, v47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_load_dword v43, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v41
	buffer_load_dword v41, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v43
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v2, v41
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v58, v56
	v_xor_b32_e32 v0, v60, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v46, v43
	v_xor_b32_e32 v0, v44, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v58
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	buffer_load_dword v44, off, s[0:3], s33 offset:452 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:472 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v41, v44
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v60, v46
	v_mov_b32_e32 v2, v46
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v47
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	buffer_load_dword v58, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v58, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v57, v47
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	buffer_load_dword v43, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v41, v43
	buffer_load_dword v41, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v60, v41
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:260 ; 4-byte Folded Spill
	v_xor_b32_e32 v0, v57, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v58
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v43
	v_mov_b32_e32 v62, v1
	v_xor_b32_e32 v1, v58, v44
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v56, v43
	v_xor_b32_e32 v0, v47, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v44
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:292 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	buffer_load_dword v44, off, s[0:3], s33 offset:396 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:380 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:388 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:440 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:436 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v44, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v47, v46
	v_mov_b32_e32 v2, v47
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v57
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:316 ; 4-byte Folded Spill
	buffer_load_dword v58, off, s[0:3], s33 offset:412 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:404 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v56
	v_mov_b32_e32 v41, v57
	v_mov_b32_e32 v63, v1
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v43, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v57, v61
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	buffer_load_dword v57, off, s[0:3], s33 offset:428 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:420 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v58
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v57, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v60, v46
	v_mov_b32_e32 v46, v58
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	buffer_store_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v46, v44
	v_xor_b32_e32 v0, v61, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v46, v57
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v1, v43, v46
	v_xor_b32_e32 v0, v41, v60
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v3, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:444 ; 4-byte Folded Reload
	s_add_u32 s4, s46, s52
	s_addc_u32 s5, s47, s53
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_add_u32 s46, s46, 8
	s_addc_u32 s47, s47, 0
	v_mov_b32_e32 v4, v1
	s_cmpk_eq_i32 s46, 0xc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v5, s5, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, s4, v0
	s_cbranch_scc0 .LBB3_1
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:508 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	v_readlane_b32 s53, v40, 18
	v_readlane_b32 s52, v40, 17
	v_readlane_b32 s51, v40, 16
	v_readlane_b32 s50, v40, 15
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
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
	s_add_i32 s32, s32, 0xffff7c00
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v6, v0, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:40
	buffer_store_dword v59, v0, s[0:3], 0 offen offset:84
	buffer_store_dword v42, v0, s[0:3], 0 offen offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:124
	buffer_load_dword v1, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:120
	buffer_store_dword v63, v0, s[0:3], 0 offen offset:164
	buffer_load_dword v1, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:316 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:160
	buffer_load_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:20
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:100
	buffer_load_dword v1, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:96
	buffer_store_dword v62, v0, s[0:3], 0 offen offset:140
	buffer_load_dword v1, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:136
	buffer_load_dword v1, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:180
	buffer_store_dword v58, v0, s[0:3], 0 offen offset:176
	buffer_load_dword v1, off, s[0:3], s33 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:344 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:336 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:360 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:92
	buffer_load_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:88
	buffer_load_dword v1, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:132
	buffer_load_dword v1, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:128
	buffer_load_dword v1, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:172
	buffer_load_dword v1, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:268 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:168
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:108
	buffer_load_dword v1, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:104
	buffer_load_dword v1, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:148
	buffer_load_dword v1, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:144
	buffer_store_dword v57, v0, s[0:3], 0 offen offset:188
	buffer_store_dword v56, v0, s[0:3], 0 offen offset:184
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:36
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:376 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:368 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:72
	buffer_load_dword v1, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:116
	buffer_load_dword v1, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:112
	buffer_load_dword v1, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:156
	buffer_load_dword v1, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:292 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:152
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:196
	buffer_store_dword v3, v0, s[0:3], 0 offen offset:192
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
	v_readlane_b32 s33, v40, 21
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end3:
	.size	keccakf1600, .Lfunc_end3-keccakf1600
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 11548
; NumSgprs: 60
; NumVgprs: 64
; ScratchSize: 16912
; MemoryBound: 0
	.text
	.hidden	keccakf1600_2                   ; -- Begin function keccakf1600_2
	.globl	keccakf1600_2
	.p2align	2
	.type	keccakf1600_2,@function
keccakf1600_2:                          ; @keccakf1600_2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 21
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
	ds_read2_b64 v[1:4], v0 offset0:14 offset1:15
	buffer_store_dword v31, off, s[0:3], s33 offset:416 ; 4-byte Folded Spill
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	ds_read2_b64 v[1:4], v0 offset0:12 offset1:13
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	ds_read2_b64 v[1:4], v0 offset0:20 offset1:21
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	ds_read2_b64 v[41:44], v0 offset0:22 offset1:23
	ds_read_b64 v[46:47], v0 offset:192
	ds_read2_b64 v[1:4], v0 offset0:10 offset1:11
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	ds_read2_b64 v[1:4], v0 offset0:8 offset1:9
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	v_writelane_b32 v40, s48, 13
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	ds_read2_b64 v[1:4], v0 offset0:16 offset1:17
	v_writelane_b32 v40, s49, 14
	v_writelane_b32 v40, s50, 15
	v_writelane_b32 v40, s51, 16
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	ds_read2_b64 v[1:4], v0 offset0:18 offset1:19
	v_writelane_b32 v40, s52, 17
	s_addk_i32 s32, 0x6c00
	v_writelane_b32 v40, s53, 18
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	ds_read2_b64 v[1:4], v0 offset0:6 offset1:7
	v_writelane_b32 v40, s30, 19
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z6rotatemm@rel32@lo+4
	s_addc_u32 s49, s49, _Z6rotatemm@rel32@hi+12
	v_writelane_b32 v40, s31, 20
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	ds_read2_b64 v[1:4], v0 offset0:4 offset1:5
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	ds_read2_b64 v[60:63], v0 offset1:1
	ds_read2_b64 v[5:8], v0 offset0:2 offset1:3
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b64 s[46:47], 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z9bitselectmmm@rel32@lo+4
	s_addc_u32 s51, s51, _Z9bitselectmmm@rel32@hi+12
	buffer_store_dword v0, off, s[0:3], s33 offset:420 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v5, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, keccakf_rndc@rel32@lo+4
	s_addc_u32 s53, s53, keccakf_rndc@rel32@hi+12
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v5, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v0, v8, v61
	v_xor_b32_e32 v1, v7, v60
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_xor_b32_e32 v1, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v1, v1, v4
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	v_xor_b32_e32 v0, v1, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v56, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v57, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v58, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v59, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v0, v6, v2
	v_xor_b32_e32 v1, v5, v1
	buffer_load_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v0, v0, v57
	buffer_load_dword v45, off, s[0:3], s33 offset:416 ; 4-byte Folded Reload
	v_xor_b32_e32 v1, v1, v56
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v6, v1, v4
	v_xor_b32_e32 v1, v0, v42
	v_xor_b32_e32 v0, v6, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, v45
	buffer_store_dword v1, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v2, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	v_mov_b32_e32 v6, v41
	v_mov_b32_e32 v7, v42
	v_mov_b32_e32 v8, v43
	v_mov_b32_e32 v9, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v60, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v61, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	v_xor_b32_e32 v0, v2, v63
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_xor_b32_e32 v1, v1, v62
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v1, v1, v4
	buffer_load_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_xor_b32_e32 v1, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v60, v0, v5
	v_xor_b32_e32 v61, v1, v4
	buffer_store_dword v60, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	buffer_load_dword v41, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v42, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v44, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v56, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v57, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	v_xor_b32_e32 v0, v42, v3
	v_xor_b32_e32 v1, v41, v2
	v_xor_b32_e32 v0, v0, v59
	v_xor_b32_e32 v1, v1, v58
	buffer_load_dword v56, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v57, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v58, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v59, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v6, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v7, off, s[0:3], s33 offset:260 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], s33 offset:268 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v0, v0, v57
	v_xor_b32_e32 v2, v1, v56
	v_xor_b32_e32 v1, v0, v9
	v_xor_b32_e32 v0, v2, v8
	v_mov_b32_e32 v2, 1
	buffer_store_dword v1, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[48:49]
	v_xor_b32_e32 v1, v1, v60
	v_xor_b32_e32 v0, v0, v61
	buffer_store_dword v1, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:292 ; 4-byte Folded Spill
	buffer_load_dword v60, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v61, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v62, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v63, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v0, v44, v61
	v_xor_b32_e32 v1, v43, v60
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v0, v0, v59
	v_xor_b32_e32 v2, v1, v58
	v_xor_b32_e32 v1, v0, v47
	v_xor_b32_e32 v0, v2, v46
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	buffer_store_dword v1, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v2, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, 1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v2, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:408 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, 1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:412 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v2, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v1, v4
	buffer_store_dword v2, off, s[0:3], s33 offset:344 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v0, v3
	v_mov_b32_e32 v10, v6
	v_mov_b32_e32 v9, v5
	buffer_store_dword v2, off, s[0:3], s33 offset:340 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	v_mov_b32_e32 v3, v61
	v_xor_b32_e32 v5, v1, v5
	v_xor_b32_e32 v4, v0, v4
	buffer_store_dword v5, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	v_mov_b32_e32 v8, v3
	v_mov_b32_e32 v7, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v1, v3
	v_xor_b32_e32 v2, v0, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:400 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:404 ; 4-byte Folded Spill
	v_mov_b32_e32 v16, v5
	v_mov_b32_e32 v15, v4
	buffer_load_dword v3, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v1, v6
	buffer_store_dword v2, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v0, v5
	buffer_store_dword v2, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	buffer_load_dword v60, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v61, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v62, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v63, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v61
	buffer_load_dword v5, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v60
	buffer_store_dword v1, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v1, v10, v5
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v9, v6
	buffer_load_dword v9, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v10, v5
	buffer_store_dword v2, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v9, v6
	buffer_store_dword v2, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v16, v5
	buffer_store_dword v2, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v15, v6
	v_mov_b32_e32 v14, v12
	buffer_store_dword v2, off, s[0:3], s33 offset:360 ; 4-byte Folded Spill
	v_mov_b32_e32 v13, v11
	buffer_load_dword v9, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v10, v5
	v_mov_b32_e32 v10, v5
	buffer_store_dword v2, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v9, v6
	v_mov_b32_e32 v9, v6
	buffer_store_dword v2, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v63, v10
	buffer_store_dword v2, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v62, v9
	v_mov_b32_e32 v5, v11
	buffer_store_dword v2, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, v12
	buffer_load_dword v9, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[0:3], s33 offset:292 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v2, v17, v10
	buffer_store_dword v2, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v2, v18, v9
	buffer_store_dword v2, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	v_xor_b32_e32 v61, v17, v14
	v_xor_b32_e32 v60, v18, v13
	buffer_load_dword v13, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	v_xor_b32_e32 v62, v17, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v17, v14
	buffer_store_dword v2, off, s[0:3], s33 offset:336 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v18, v13
	buffer_store_dword v2, off, s[0:3], s33 offset:380 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v18, v5
	v_mov_b32_e32 v9, v15
	buffer_store_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	v_mov_b32_e32 v10, v16
	buffer_load_dword v13, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], s33 offset:268 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v17, v14
	buffer_load_dword v5, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v2, off, s[0:3], s33 offset:364 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v18, v13
	buffer_store_dword v2, off, s[0:3], s33 offset:368 ; 4-byte Folded Spill
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, v5, v12
	buffer_store_dword v2, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v2, v6, v11
	buffer_store_dword v2, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v5, v42
	buffer_store_dword v2, off, s[0:3], s33 offset:384 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v41
	buffer_store_dword v2, off, s[0:3], s33 offset:388 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v5, v10
	buffer_store_dword v2, off, s[0:3], s33 offset:372 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v9
	buffer_store_dword v2, off, s[0:3], s33 offset:376 ; 4-byte Folded Spill
	v_xor_b32_e32 v42, v5, v57
	v_xor_b32_e32 v2, v5, v16
	buffer_load_dword v5, off, s[0:3], s33 offset:408 ; 4-byte Folded Reload
	v_xor_b32_e32 v57, v6, v56
	buffer_store_dword v2, off, s[0:3], s33 offset:316 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v15
	buffer_load_dword v6, off, s[0:3], s33 offset:412 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v47, v5, v47
	buffer_store_dword v2, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v5, v8
	buffer_store_dword v2, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v2, v6, v7
	buffer_store_dword v2, off, s[0:3], s33 offset:328 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v5, v44
	buffer_store_dword v2, off, s[0:3], s33 offset:396 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v43
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v5, v4
	buffer_store_dword v2, off, s[0:3], s33 offset:392 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	v_xor_b32_e32 v43, v5, v59
	v_xor_b32_e32 v44, v6, v58
	v_xor_b32_e32 v46, v6, v46
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:400 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 3
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, v61
	v_mov_b32_e32 v2, 6
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v63, v45
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:292 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 10
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v1, v62
	v_mov_b32_e32 v2, 15
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, 21
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 28
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 36
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 45
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:360 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:384 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 55
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 2
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, 14
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v41, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 27
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:328 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 41
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:316 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:316 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, 8
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:372 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 25
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:372 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:376 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:336 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v2, 43
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v45, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, 62
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, 18
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:384 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:392 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, 39
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:336 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:368 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:364 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, 61
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v60, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:396 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, 20
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v47, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, 44
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v58, off, s[0:3], s33 offset:344 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:340 ; 4-byte Folded Reload
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v45, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v46, v59
	v_mov_b32_e32 v2, v59
	v_mov_b32_e32 v3, v58
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v57, v44
	v_xor_b32_e32 v0, v56, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v41, v45
	v_xor_b32_e32 v0, v42, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	v_mov_b32_e32 v46, v56
	v_mov_b32_e32 v45, v57
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v1, v3, v58
	v_xor_b32_e32 v0, v2, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v41
	v_mov_b32_e32 v45, v58
	v_mov_b32_e32 v46, v59
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v1, v41, v44
	v_xor_b32_e32 v0, v42, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v45
	buffer_store_dword v56, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v57, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v45, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v47
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v1, v45, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v46, v57
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	buffer_store_dword v41, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v42, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_load_dword v59, off, s[0:3], s33 offset:360 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v47
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v44, v46
	v_mov_b32_e32 v43, v45
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v59, v47
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v58, v62
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	v_xor_b32_e32 v1, v60, v43
	v_xor_b32_e32 v0, v61, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	v_xor_b32_e32 v1, v59, v56
	v_xor_b32_e32 v0, v58, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v60
	buffer_store_dword v41, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v42, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	v_xor_b32_e32 v1, v60, v47
	v_xor_b32_e32 v0, v61, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v60
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	buffer_store_dword v41, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v42, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	buffer_load_dword v41, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v43, off, s[0:3], s33 offset:376 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:372 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:292 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v3, v41
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v43, v41
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v44, v42
	v_mov_b32_e32 v2, v42
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v45, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v43
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v45, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v46, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v1
	buffer_store_dword v58, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v59, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_load_dword v59, off, s[0:3], s33 offset:384 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	buffer_load_dword v58, off, s[0:3], s33 offset:380 ; 4-byte Folded Reload
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v59, v43
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v58, v44
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	v_xor_b32_e32 v1, v45, v41
	v_xor_b32_e32 v0, v46, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v1
	v_xor_b32_e32 v1, v59, v57
	v_xor_b32_e32 v0, v58, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v41
	buffer_store_dword v43, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v44, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v44, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v44, v62
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v43, v61
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v62
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	buffer_store_dword v56, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v57, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v42, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v41, v45
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v56, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v43
	buffer_load_dword v43, off, s[0:3], s33 offset:316 ; 4-byte Folded Reload
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v58, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v3, v44
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v56, v44
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v43, v2
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v60, v1
	v_xor_b32_e32 v1, v42, v62
	v_xor_b32_e32 v0, v41, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, v42
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v56
	buffer_store_dword v57, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v58, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	v_mov_b32_e32 v44, v43
	v_mov_b32_e32 v43, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	v_xor_b32_e32 v1, v43, v46
	v_xor_b32_e32 v0, v2, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v62
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	buffer_store_dword v41, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v42, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	buffer_load_dword v47, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:336 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v3, v47
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v58, v47
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v59, v60
	v_mov_b32_e32 v2, v60
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v57, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v59
	v_mov_b32_e32 v5, v58
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v57, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v61, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	buffer_store_dword v41, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v42, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v56, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v59
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v56, v58
	buffer_load_dword v58, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v58, v59
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	v_xor_b32_e32 v1, v57, v47
	v_xor_b32_e32 v0, v61, v60
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	v_xor_b32_e32 v1, v56, v46
	v_xor_b32_e32 v0, v58, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v47
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_add_u32 s4, s46, s52
	buffer_load_dword v0, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	s_addc_u32 s5, s47, s53
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_add_u32 s46, s46, 8
	s_addc_u32 s47, s47, 0
	s_cmpk_lg_i32 s46, 0xc0
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v63, v4
	v_mov_b32_e32 v62, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v61, s5, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v60, s4, v0
	s_cbranch_scc1 .LBB4_1
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	v_readlane_b32 s53, v40, 18
	v_readlane_b32 s52, v40, 17
	v_readlane_b32 s51, v40, 16
	v_readlane_b32 s50, v40, 15
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
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
	s_addk_i32 s32, 0x9400
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:2 offset1:3
	buffer_load_dword v5, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:4 offset1:5
	buffer_load_dword v5, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:6 offset1:7
	buffer_load_dword v5, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:8 offset1:9
	buffer_load_dword v5, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:10 offset1:11
	buffer_load_dword v5, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:12 offset1:13
	buffer_load_dword v5, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:14 offset1:15
	buffer_load_dword v5, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:16 offset1:17
	buffer_load_dword v5, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:18 offset1:19
	buffer_load_dword v5, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	ds_write2_b64 v0, v[5:6], v[7:8] offset0:20 offset1:21
	ds_write2_b64 v0, v[41:42], v[43:44] offset0:22 offset1:23
	ds_write_b64 v0, v[46:47] offset:192
	ds_write2_b64 v0, v[60:61], v[62:63] offset1:1
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
	v_readlane_b32 s33, v40, 21
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end4:
	.size	keccakf1600_2, .Lfunc_end4-keccakf1600_2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 9100
; NumSgprs: 60
; NumVgprs: 64
; ScratchSize: 16816
; MemoryBound: 0
	.text
	.hidden	CNKeccak                        ; -- Begin function CNKeccak
	.globl	CNKeccak
	.p2align	2
	.type	CNKeccak,@function
CNKeccak:                               ; @CNKeccak
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 21
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
	buffer_store_dword v0, off, s[0:3], s33 offset:400 ; 4-byte Folded Spill
	buffer_load_dword v3, v1, s[0:3], 0 offen
	buffer_load_dword v4, v1, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:8
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s46, 11
	v_writelane_b32 v40, s47, 12
	v_writelane_b32 v40, s48, 13
	v_writelane_b32 v40, s49, 14
	v_writelane_b32 v40, s50, 15
	v_writelane_b32 v40, s51, 16
	v_writelane_b32 v40, s52, 17
	s_addk_i32 s32, 0x6800
	v_writelane_b32 v40, s53, 18
	s_mov_b64 s[40:41], s[4:5]
	s_mov_b32 s4, 0
	v_writelane_b32 v40, s30, 19
	s_brev_b32 s5, 1
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z6rotatemm@rel32@lo+4
	s_addc_u32 s49, s49, _Z6rotatemm@rel32@hi+12
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v43, 0
	v_mov_b32_e32 v62, 0
	v_writelane_b32 v40, s31, 20
	v_mov_b32_e32 v47, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[46:47], 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z9bitselectmmm@rel32@lo+4
	s_addc_u32 s51, s51, _Z9bitselectmmm@rel32@hi+12
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v42, 0
	v_mov_b32_e32 v44, 0
	v_mov_b32_e32 v63, 0
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, keccakf_rndc@rel32@lo+4
	s_addc_u32 s53, s53, keccakf_rndc@rel32@hi+12
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_load_dword v2, v1, s[0:3], 0 offen offset:12
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_load_dword v2, v1, s[0:3], 0 offen offset:20
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_load_dword v2, v1, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:32
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_load_dword v2, v1, s[0:3], 0 offen offset:36
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:40
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_load_dword v2, v1, s[0:3], 0 offen offset:44
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:48
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_load_dword v2, v1, s[0:3], 0 offen offset:52
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:56
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_load_dword v2, v1, s[0:3], 0 offen offset:60
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:72
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:268 ; 4-byte Folded Spill
	buffer_load_dword v2, v1, s[0:3], 0 offen offset:68
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_load_dword v0, v1, s[0:3], 0 offen offset:64
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, 1
	buffer_store_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:260 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	buffer_store_dword v0, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	buffer_store_dword v62, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v63, off, s[0:3], s33 offset:316 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v6, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_xor_b32_e32 v1, v5, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_load_dword v5, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v1, v1, v5
	buffer_load_dword v5, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v1, v1, v5
	v_xor_b32_e32 v45, v0, v4
	v_xor_b32_e32 v46, v1, v3
	buffer_store_dword v45, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v44, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v63
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_xor_b32_e32 v1, v43, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_load_dword v5, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	v_xor_b32_e32 v1, v1, v62
	buffer_store_dword v3, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:292 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v5, v1, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v0, v3
	buffer_store_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v5, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	buffer_store_dword v3, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], s33 offset:304 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[48:49]
	v_xor_b32_e32 v1, v45, v1
	v_xor_b32_e32 v0, v46, v0
	buffer_store_dword v1, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:328 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v42, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_xor_b32_e32 v1, v41, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_load_dword v62, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v63, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v60, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v61, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v0, v0, v63
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v61
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v45, v0, v3
	buffer_store_dword v45, off, s[0:3], s33 offset:336 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	v_xor_b32_e32 v1, v1, v62
	v_xor_b32_e32 v1, v1, v60
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v46, v1, v2
	buffer_store_dword v46, off, s[0:3], s33 offset:340 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v59, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v1
	v_xor_b32_e32 v1, v58, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_xor_b32_e32 v1, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_xor_b32_e32 v4, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v0, v3
	buffer_store_dword v1, off, s[0:3], s33 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v4, v2
	buffer_store_dword v0, off, s[0:3], s33 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_xor_b32_e32 v1, v1, v45
	v_xor_b32_e32 v0, v0, v46
	buffer_store_dword v1, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:344 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v57, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v46, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v56, v45
	buffer_store_dword v45, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v46, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v60, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v61, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v3
	v_xor_b32_e32 v1, v1, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v61
	v_xor_b32_e32 v4, v1, v60
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v46, off, s[0:3], s33 offset:268 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v46, v1
	v_xor_b32_e32 v0, v4, v45
	buffer_store_dword v0, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v2, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, 1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v2, off, s[0:3], s33 offset:364 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:388 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:360 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, 1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v1
	buffer_store_dword v0, off, s[0:3], s33 offset:384 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:336 ; 4-byte Folded Reload
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v2, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	v_xor_b32_e32 v1, v1, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:304 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v1, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:380 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:292 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v0, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v1, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v0, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v1, v3
	v_xor_b32_e32 v2, v0, v2
	buffer_store_dword v3, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:336 ; 4-byte Folded Spill
	buffer_load_dword v3, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v1, v4
	buffer_store_dword v2, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v0, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v1, v3
	v_xor_b32_e32 v0, v0, v2
	buffer_store_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_load_dword v3, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v1, v3, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v4, v5
	buffer_load_dword v5, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v3, v6
	buffer_store_dword v2, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_load_dword v5, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v4, v5
	buffer_store_dword v2, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_load_dword v5, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v3, v6
	buffer_store_dword v2, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v4, v5
	buffer_store_dword v2, off, s[0:3], s33 offset:376 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v3, v63
	buffer_store_dword v2, off, s[0:3], s33 offset:360 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v4, v62
	buffer_store_dword v2, off, s[0:3], s33 offset:364 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v3, v42
	buffer_store_dword v2, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v4, v41
	buffer_store_dword v2, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v5, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:344 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v6, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v42, v5, v3
	buffer_load_dword v2, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v41, v6, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v5, v4
	buffer_store_dword v2, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:340 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:316 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v62, v6, v2
	v_xor_b32_e32 v2, v5, v44
	v_xor_b32_e32 v3, v5, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v43
	buffer_store_dword v3, off, s[0:3], s33 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v5, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v43, v6, v2
	buffer_load_dword v2, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v5, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:368 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v6, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:372 ; 4-byte Folded Spill
	buffer_load_dword v3, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v5, v4
	buffer_store_dword v2, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:344 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v44, v6, v2
	v_xor_b32_e32 v2, v5, v59
	buffer_store_dword v2, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v58
	buffer_store_dword v2, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	v_xor_b32_e32 v63, v5, v3
	buffer_load_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], s33 offset:388 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v5, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], s33 offset:384 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v6, v2
	buffer_store_dword v2, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	buffer_load_dword v2, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v5, v61
	buffer_store_dword v2, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v60
	buffer_store_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	v_xor_b32_e32 v59, v6, v45
	v_xor_b32_e32 v60, v5, v57
	v_xor_b32_e32 v61, v6, v56
	v_xor_b32_e32 v58, v5, v3
	buffer_load_dword v3, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v5, v4
	buffer_store_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	v_xor_b32_e32 v2, v6, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, 1
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 3
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v42
	v_mov_b32_e32 v2, 6
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:336 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 10
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:312 ; 4-byte Folded Spill
	buffer_load_dword v1, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v2, 15
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v63
	v_mov_b32_e32 v2, 21
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v45, v1
	buffer_load_dword v1, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v2, 28
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 36
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:328 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:360 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 45
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:368 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 55
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:308 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:300 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 2
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:288 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:296 ; 4-byte Folded Spill
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, v60
	v_mov_b32_e32 v2, 14
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v62, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 27
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:368 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 41
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:320 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:324 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:356 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:360 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 8
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:384 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 25
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:388 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 43
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v56, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 62
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:352 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 18
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:392 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:396 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 39
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_store_dword v0, off, s[0:3], s33 offset:372 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:376 ; 4-byte Folded Spill
	buffer_load_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 61
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v60, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, v58
	v_mov_b32_e32 v2, 20
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	buffer_load_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, 44
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[48:49]
	buffer_load_dword v43, off, s[0:3], s33 offset:380 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v56, v43
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v57, v44
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:340 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[0:3], s33 offset:344 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v42, v45
	v_xor_b32_e32 v0, v41, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, v42
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v56, v62
	v_xor_b32_e32 v0, v57, v63
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v45
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v45, v43
	v_xor_b32_e32 v0, v46, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v63
	v_mov_b32_e32 v5, v62
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v42, v62
	v_xor_b32_e32 v0, v41, v63
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v63
	v_mov_b32_e32 v3, v62
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v1, v43, v42
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v44, v41
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_load_dword v45, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v59, v45
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v58, v46
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v60, v42
	v_xor_b32_e32 v0, v61, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, v42
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v42, v46
	v_mov_b32_e32 v41, v45
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v41, v43
	v_xor_b32_e32 v0, v42, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v60
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v59, v60
	v_xor_b32_e32 v0, v58, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_load_dword v41, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:388 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:336 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v3, v41
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v56, v41
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v57, v42
	v_mov_b32_e32 v2, v42
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	buffer_load_dword v43, off, s[0:3], s33 offset:384 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v43, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v44, v45
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:260 ; 4-byte Folded Spill
	buffer_load_dword v58, off, s[0:3], s33 offset:396 ; 4-byte Folded Reload
	v_mov_b32_e32 v3, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v43
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v58, v56
	buffer_load_dword v56, off, s[0:3], s33 offset:392 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v56, v57
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v43, v41
	v_xor_b32_e32 v0, v44, v42
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v58
	v_mov_b32_e32 v44, v56
	v_mov_b32_e32 v43, v58
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v43, v46
	v_xor_b32_e32 v0, v44, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v58
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v41
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:272 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:276 ; 4-byte Folded Spill
	buffer_load_dword v44, off, s[0:3], s33 offset:312 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:368 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:364 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:332 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:328 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v56, v44
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v57, v43
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v45
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	buffer_load_dword v42, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v46, v42
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v45, v41
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:280 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:284 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v44
	buffer_load_dword v44, off, s[0:3], s33 offset:360 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v43
	buffer_load_dword v43, off, s[0:3], s33 offset:356 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v44, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v43, v2
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_xor_b32_e32 v1, v56, v42
	v_xor_b32_e32 v0, v57, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, v42
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v44
	v_mov_b32_e32 v42, v43
	v_mov_b32_e32 v41, v44
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	v_xor_b32_e32 v1, v41, v46
	v_xor_b32_e32 v0, v42, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	buffer_load_dword v60, off, s[0:3], s33 offset:352 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:376 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:348 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:372 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:308 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:300 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v3, v60
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v1, v45, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v44, v61
	v_mov_b32_e32 v2, v61
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[50:51]
	buffer_store_dword v0, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	buffer_load_dword v58, off, s[0:3], s33 offset:324 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:320 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	v_mov_b32_e32 v59, v44
	v_mov_b32_e32 v44, v45
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v58, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v43, v56
	s_swappc_b64 s[30:31], s[50:51]
	buffer_load_dword v46, off, s[0:3], s33 offset:296 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:288 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v59
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v3, v44
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v58
	v_mov_b32_e32 v59, v43
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v44, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v2, v45
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v2, v59
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	v_xor_b32_e32 v1, v60, v58
	v_xor_b32_e32 v0, v61, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v3, v58
	v_mov_b32_e32 v4, v45
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v1, v46, v57
	v_xor_b32_e32 v0, v45, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v60
	s_swappc_b64 s[30:31], s[50:51]
	v_mov_b32_e32 v56, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:344 ; 4-byte Folded Reload
	s_add_u32 s4, s46, s52
	s_addc_u32 s5, s47, s53
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	s_add_u32 s46, s46, 8
	s_addc_u32 s47, s47, 0
	v_mov_b32_e32 v57, v1
	s_cmpk_lg_i32 s46, 0xc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v4, s5, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:340 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, s4, v0
	s_cbranch_scc1 .LBB5_1
; %bb.2:
	buffer_load_dword v0, off, s[0:3], s33 offset:400 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	v_readlane_b32 s53, v40, 18
	v_readlane_b32 s52, v40, 17
	v_readlane_b32 s51, v40, 16
	v_readlane_b32 s50, v40, 15
	v_readlane_b32 s49, v40, 14
	v_readlane_b32 s48, v40, 13
	v_readlane_b32 s47, v40, 12
	v_readlane_b32 s46, v40, 11
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
	s_addk_i32 s32, 0x9800
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v3, v0, s[0:3], 0 offen
	buffer_load_dword v1, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:12
	buffer_load_dword v1, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:20
	buffer_load_dword v1, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:16
	buffer_load_dword v1, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:28
	buffer_load_dword v1, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:24
	buffer_load_dword v1, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:36
	buffer_load_dword v1, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:32
	buffer_load_dword v1, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:44
	buffer_load_dword v1, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:40
	buffer_load_dword v1, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:52
	buffer_load_dword v1, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:48
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:60
	buffer_load_dword v1, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:56
	buffer_load_dword v1, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:68
	buffer_load_dword v1, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:64
	buffer_load_dword v1, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:76
	buffer_load_dword v1, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:268 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:72
	buffer_load_dword v1, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:84
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:80
	buffer_load_dword v1, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:92
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:88
	buffer_load_dword v1, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:100
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:96
	buffer_load_dword v1, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:108
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:104
	buffer_load_dword v1, off, s[0:3], s33 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:276 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:116
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:112
	buffer_load_dword v1, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:124
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:120
	buffer_load_dword v1, off, s[0:3], s33 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:284 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:132
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:128
	buffer_store_dword v63, v0, s[0:3], 0 offen offset:140
	buffer_store_dword v62, v0, s[0:3], 0 offen offset:136
	buffer_load_dword v1, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:148
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:144
	buffer_load_dword v1, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:156
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:152
	buffer_load_dword v1, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_store_dword v2, v0, s[0:3], 0 offen offset:164
	buffer_store_dword v1, v0, s[0:3], 0 offen offset:160
	buffer_store_dword v42, v0, s[0:3], 0 offen offset:172
	buffer_store_dword v41, v0, s[0:3], 0 offen offset:168
	buffer_store_dword v44, v0, s[0:3], 0 offen offset:180
	buffer_store_dword v43, v0, s[0:3], 0 offen offset:176
	buffer_store_dword v59, v0, s[0:3], 0 offen offset:188
	buffer_store_dword v58, v0, s[0:3], 0 offen offset:184
	buffer_store_dword v57, v0, s[0:3], 0 offen offset:196
	buffer_store_dword v56, v0, s[0:3], 0 offen offset:192
	buffer_load_dword v63, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	s_nop 0
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
	v_readlane_b32 s33, v40, 21
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end5:
	.size	CNKeccak, .Lfunc_end5-CNKeccak
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 10204
; NumSgprs: 60
; NumVgprs: 64
; ScratchSize: 16800
; MemoryBound: 0
	.text
	.hidden	AESExpandKey256                 ; -- Begin function AESExpandKey256
	.globl	AESExpandKey256
	.p2align	2
	.type	AESExpandKey256,@function
AESExpandKey256:                        ; @AESExpandKey256
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:12 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 21
	v_writelane_b32 v40, s34, 0
	v_writelane_b32 v40, s35, 1
	v_writelane_b32 v40, s36, 2
	v_writelane_b32 v40, s37, 3
	v_writelane_b32 v40, s38, 4
	v_writelane_b32 v40, s39, 5
	v_writelane_b32 v40, s40, 6
	v_writelane_b32 v40, s41, 7
	v_writelane_b32 v40, s42, 8
	v_writelane_b32 v40, s43, 9
	v_writelane_b32 v40, s44, 10
	v_writelane_b32 v40, s45, 11
	v_writelane_b32 v40, s46, 12
	v_writelane_b32 v40, s47, 13
	v_writelane_b32 v40, s48, 14
	v_writelane_b32 v40, s49, 15
	v_writelane_b32 v40, s50, 16
	v_writelane_b32 v40, s51, 17
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x800
	v_writelane_b32 v40, s52, 18
	v_writelane_b32 v40, s30, 19
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, sbox@rel32@lo+4
	s_addc_u32 s47, s47, sbox@rel32@hi+12
	buffer_store_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v40, s31, 20
	v_mov_b32_e32 v41, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	v_mov_b32_e32 v42, v0
	s_mov_b32 s52, 1
	s_mov_b32 s45, 8
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s49, s49, _Z6rotatejj@rel32@hi+12
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, rcon@rel32@lo+4
	s_addc_u32 s51, s51, rcon@rel32@hi+12
	s_branch .LBB6_3
.LBB6_1:                                ;   in Loop: Header=BB6_3 Depth=1
	buffer_load_dword v43, v42, s[0:3], 0 offen
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccz .LBB6_11
.LBB6_2:                                ;   in Loop: Header=BB6_3 Depth=1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v43
	s_add_i32 s45, s45, 1
	buffer_store_dword v0, v42, s[0:3], 0 offen offset:32
	s_cmp_eq_u32 s45, 40
	v_add_u32_e32 v42, 4, v42
	s_cbranch_scc1 .LBB6_12
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s12, s45, 7
	s_cmp_eq_u32 s12, 0
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lt_i32 s12, 4
	s_cbranch_scc1 .LBB6_5
; %bb.4:                                ;   in Loop: Header=BB6_3 Depth=1
	s_cmp_lg_u32 s12, 4
	s_mov_b64 s[6:7], -1
	s_cselect_b64 s[8:9], -1, 0
	s_cbranch_execz .LBB6_6
	s_branch .LBB6_7
.LBB6_5:                                ;   in Loop: Header=BB6_3 Depth=1
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], 0
.LBB6_6:                                ;   in Loop: Header=BB6_3 Depth=1
	s_cmp_eq_u32 s12, 0
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[8:9], -1, 0
.LBB6_7:                                ;   in Loop: Header=BB6_3 Depth=1
	s_andn2_b64 vcc, exec, s[8:9]
                                        ; implicit-def: $vgpr0
	s_cbranch_vccz .LBB6_9
; %bb.8:                                ;   in Loop: Header=BB6_3 Depth=1
	s_and_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB6_1
	s_branch .LBB6_10
.LBB6_9:                                ;   in Loop: Header=BB6_3 Depth=1
	buffer_load_dword v0, v42, s[0:3], 0 offen offset:28
	s_branch .LBB6_1
.LBB6_10:                               ;   in Loop: Header=BB6_3 Depth=1
	buffer_load_dword v0, v42, s[0:3], 0 offen offset:28
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, 24, v0
	v_bfe_u32 v2, v0, 16, 8
	v_bfe_u32 v3, v0, 8, 8
	v_and_b32_e32 v0, 0xff, v0
	global_load_ubyte v4, v1, s[46:47]
	global_load_ubyte v5, v2, s[46:47]
	global_load_ubyte v6, v3, s[46:47]
	global_load_ubyte v7, v0, s[46:47]
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v0, 24, v4
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v0, v5, 16, v0
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 8, v6
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v0, v1, v7
	s_branch .LBB6_1
.LBB6_11:                               ;   in Loop: Header=BB6_3 Depth=1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v1, s52
	global_load_ubyte v1, v1, s[50:51]
	s_add_i32 s52, s52, 1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v1
	s_branch .LBB6_2
.LBB6_12:
	buffer_load_dword v43, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 19
	v_readlane_b32 s5, v40, 20
	v_readlane_b32 s52, v40, 18
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
	s_addk_i32 s32, 0xf800
	v_readlane_b32 s33, v40, 21
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:12 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end6:
	.size	AESExpandKey256, .Lfunc_end6-AESExpandKey256
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 876
; NumSgprs: 60
; NumVgprs: 64
; ScratchSize: 16416
; MemoryBound: 0
	.text
	.protected	cn011                   ; -- Begin function cn011
	.globl	cn011
	.p2align	8
	.type	cn011,@function
cn011:                                  ; @cn011
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx4 s[36:39], s[8:9], 0x0
	s_load_dwordx2 s[40:41], s[8:9], 0x10
	s_load_dword s72, s[8:9], 0x18
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[62:63], s[8:9]
	v_mov_b32_e32 v46, v1
	v_mov_b32_e32 v47, v0
	s_add_u32 s34, s62, 32
	s_mov_b32 s45, s16
	s_addc_u32 s35, s63, 0
	v_lshl_or_b32 v40, v46, 10, v47
	s_mov_b32 s65, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s64, s15
	s_mov_b64 s[56:57], s[10:11]
	s_mov_b64 s[58:59], s[6:7]
	s_mov_b64 s[60:61], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z17get_global_offsetj@rel32@lo+4
	s_addc_u32 s17, s17, _Z17get_global_offsetj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[42:43]
	s_add_u32 s42, s42, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s43, s43, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[42:43]
	v_mov_b32_e32 v72, v0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v73, v1
	s_swappc_b64 s[30:31], s[42:43]
	v_mov_b32_e32 v40, v0
	v_lshl_add_u32 v0, v72, 3, v40
	s_movk_i32 s33, 0x100
	v_cmp_gt_i32_e32 vcc, s33, v0
	s_and_saveexec_b64 s[42:43], vcc
	s_cbranch_execz .LBB7_3
; %bb.1:
	v_lshlrev_b32_e32 v1, 3, v72
	s_movk_i32 s4, 0xffc0
	v_add3_u32 v45, v1, v40, s4
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, AES0_C@rel32@lo+4
	s_addc_u32 s5, s5, AES0_C@rel32@hi+12
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v56, vcc, s4, v0
	v_addc_co_u32_e32 v57, vcc, v1, v2, vcc
	v_lshlrev_b32_e32 v0, 5, v72
	v_lshlrev_b32_e32 v1, 2, v40
	s_movk_i32 s4, 0x640
	v_add3_u32 v58, v0, v1, s4
	s_mov_b64 s[46:47], 0
	s_movk_i32 s44, 0xbf
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s49, s49, _Z6rotatejj@rel32@hi+12
.LBB7_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v43, v[56:57], off
	s_add_u32 s34, s62, 32
	v_lshl_or_b32 v44, v46, 10, v47
	s_addc_u32 s35, s63, 0
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v44
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v1, 8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v43
	ds_write_b32 v58, v43
	s_swappc_b64 s[30:31], s[48:49]
	ds_write_b32 v58, v0 offset:1024
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[48:49]
	ds_write_b32 v58, v0 offset:2048
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[48:49]
	v_add_co_u32_e32 v56, vcc, s33, v56
	v_add_u32_e32 v45, 64, v45
	v_addc_co_u32_e32 v57, vcc, 0, v57, vcc
	v_cmp_lt_i32_e32 vcc, s44, v45
	ds_write_b32 v58, v0 offset:3072
	s_or_b64 s[46:47], vcc, s[46:47]
	v_add_u32_e32 v58, s33, v58
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execnz .LBB7_2
.LBB7_3:
	s_or_b64 exec, exec, s[42:43]
	s_add_u32 s8, s62, 32
	s_addc_u32 s9, s63, 0
	v_lshl_or_b32 v31, v46, 10, v47
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, 1
	v_sub_co_u32_e32 v42, vcc, v41, v42
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, _Z7barrierj@rel32@lo+4
	s_addc_u32 s67, s67, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[66:67]
	v_mov_b32_e32 v75, s41
	v_mov_b32_e32 v153, s39
	v_cmp_gt_u32_e64 s[54:55], s72, v42
	v_mov_b32_e32 v74, s40
	v_mov_b32_e32 v152, s38
	s_and_saveexec_b64 s[68:69], s[54:55]
	s_cbranch_execz .LBB7_7
; %bb.4:
	v_mul_lo_u32 v0, v42, 25
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v43, v1
	v_mov_b32_e32 v4, s41
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	v_lshlrev_b64 v[0:1], 4, v[42:43]
	v_add_co_u32_e32 v74, vcc, s40, v2
	v_addc_co_u32_e32 v75, vcc, v4, v3, vcc
	v_mov_b32_e32 v2, s39
	v_cmp_eq_u64_e32 vcc, 0, v[72:73]
	v_add_co_u32_e64 v152, s[4:5], s38, v0
	v_addc_co_u32_e64 v153, s[4:5], v2, v1, s[4:5]
	s_and_saveexec_b64 s[70:71], vcc
	s_cbranch_execz .LBB7_6
; %bb.5:
	s_movk_i32 s4, 0xc8
	s_add_u32 s34, s62, 32
	v_mul_lo_u32 v42, v40, s4
	s_addc_u32 s35, s63, 0
	v_lshl_or_b32 v40, v46, 10, v47
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, s36
	v_mov_b32_e32 v3, s37
	v_mov_b32_e32 v43, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6vload8mPU3AS1Km@rel32@lo+4
	s_addc_u32 s17, s17, _Z6vload8mPU3AS1Km@rel32@hi+12
	s_mov_b32 s40, 0
	s_swappc_b64 s[30:31], s[16:17]
	global_load_dwordx4 v[16:19], v43, s[36:37] offset:64
	global_load_dwordx4 v[20:23], v43, s[36:37] offset:80
	global_load_dwordx4 v[24:27], v43, s[36:37] offset:96
	global_load_dwordx4 v[28:31], v43, s[36:37] offset:112
	s_mov_b32 s6, s40
	s_brev_b32 s41, 1
	s_mov_b32 s7, s40
	ds_write_b128 v42, v[12:15] offset:48
	ds_write_b128 v42, v[4:7] offset:16
	ds_write_b128 v42, v[0:3]
	ds_write_b128 v42, v[8:11] offset:32
	v_mov_b32_e32 v0, s40
	v_mov_b32_e32 v2, s6
	s_mov_b32 s4, 0x4020100
	s_mov_b32 s5, 0x7030201
	s_mov_b32 s10, s40
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v1, s41
	v_mov_b32_e32 v3, s7
	s_mov_b32 s11, s40
	v_perm_b32 v6, v41, v9, s4
	v_perm_b32 v7, v10, v41, s5
	s_mov_b32 s41, s40
	v_mov_b32_e32 v4, s10
	v_mov_b32_e32 v33, v32
	ds_write2_b64 v42, v[0:1], v[2:3] offset0:16 offset1:17
	ds_write2_b32 v42, v6, v7 offset0:9 offset1:10
	v_mov_b32_e32 v0, s40
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v1, s41
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, keccakf1600_2@rel32@lo+4
	s_addc_u32 s17, s17, keccakf1600_2@rel32@hi+12
	ds_write_b64 v42, v[32:33] offset:192
	ds_write2_b64 v42, v[0:1], v[4:5] offset0:18 offset1:19
	ds_write2_b64 v42, v[0:1], v[4:5] offset0:20 offset1:21
	ds_write2_b64 v42, v[0:1], v[4:5] offset0:22 offset1:23
	s_waitcnt vmcnt(3)
	ds_write2_b64 v42, v[16:17], v[18:19] offset0:8 offset1:9
	s_waitcnt vmcnt(2)
	ds_write2_b64 v42, v[20:21], v[22:23] offset0:10 offset1:11
	s_waitcnt vmcnt(1)
	ds_write2_b64 v42, v[24:25], v[26:27] offset0:12 offset1:13
	s_waitcnt vmcnt(0)
	ds_write2_b64 v42, v[28:29], v[30:31] offset0:14 offset1:15
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	s_swappc_b64 s[30:31], s[16:17]
	ds_read2_b64 v[0:3], v42 offset1:1
	ds_read2_b64 v[4:7], v42 offset0:2 offset1:3
	ds_read2_b64 v[8:11], v42 offset0:4 offset1:5
	ds_read2_b64 v[12:15], v42 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	global_store_dwordx4 v[74:75], v[0:3], off
	s_waitcnt lgkmcnt(2)
	global_store_dwordx4 v[74:75], v[4:7], off offset:16
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[74:75], v[8:11], off offset:32
	ds_read2_b64 v[0:3], v42 offset0:8 offset1:9
	ds_read2_b64 v[4:7], v42 offset0:10 offset1:11
	ds_read2_b64 v[8:11], v42 offset0:12 offset1:13
	ds_read2_b64 v[16:19], v42 offset0:14 offset1:15
	s_waitcnt lgkmcnt(4)
	global_store_dwordx4 v[74:75], v[12:15], off offset:48
	s_waitcnt lgkmcnt(3)
	global_store_dwordx4 v[74:75], v[0:3], off offset:64
	s_waitcnt lgkmcnt(2)
	global_store_dwordx4 v[74:75], v[4:7], off offset:80
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[74:75], v[8:11], off offset:96
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[74:75], v[16:19], off offset:112
	ds_read2_b64 v[0:3], v42 offset0:16 offset1:17
	ds_read2_b64 v[4:7], v42 offset0:18 offset1:19
	ds_read2_b64 v[8:11], v42 offset0:20 offset1:21
	ds_read2_b64 v[12:15], v42 offset0:22 offset1:23
	ds_read_b64 v[16:17], v42 offset:192
	s_waitcnt lgkmcnt(4)
	global_store_dwordx4 v[74:75], v[0:3], off offset:128
	s_waitcnt lgkmcnt(3)
	global_store_dwordx4 v[74:75], v[4:7], off offset:144
	s_waitcnt lgkmcnt(2)
	global_store_dwordx4 v[74:75], v[8:11], off offset:160
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[74:75], v[12:15], off offset:176
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[74:75], v[16:17], off offset:192
.LBB7_6:
	s_or_b64 exec, exec, s[70:71]
.LBB7_7:
	s_or_b64 exec, exec, s[68:69]
	s_add_u32 s8, s62, 32
	s_addc_u32 s9, s63, 0
	v_lshl_or_b32 v31, v46, 10, v47
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, 2
	s_swappc_b64 s[30:31], s[66:67]
                                        ; implicit-def: $vgpr140_vgpr141_vgpr142_vgpr143
                                        ; implicit-def: $vgpr136_vgpr137_vgpr138_vgpr139
                                        ; implicit-def: $vgpr124_vgpr125_vgpr126_vgpr127
                                        ; implicit-def: $vgpr120_vgpr121_vgpr122_vgpr123
                                        ; implicit-def: $vgpr108_vgpr109_vgpr110_vgpr111
                                        ; implicit-def: $vgpr104_vgpr105_vgpr106_vgpr107
                                        ; implicit-def: $vgpr92_vgpr93_vgpr94_vgpr95
                                        ; implicit-def: $vgpr88_vgpr89_vgpr90_vgpr91
                                        ; implicit-def: $vgpr58_vgpr59_vgpr60_vgpr61
                                        ; implicit-def: $vgpr76_vgpr77_vgpr78_vgpr79
                                        ; implicit-def: $vgpr40_vgpr41_vgpr42_vgpr43
	s_and_saveexec_b64 s[36:37], s[54:55]
	s_cbranch_execz .LBB7_9
; %bb.8:
	s_add_u32 s34, s62, 32
	v_add_co_u32_e32 v0, vcc, 4, v72
	s_addc_u32 s35, s63, 0
	v_lshl_or_b32 v44, v46, 10, v47
	v_addc_co_u32_e32 v1, vcc, 0, v73, vcc
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6vload4mPU3AS1Kj@rel32@lo+4
	s_addc_u32 s17, s17, _Z6vload4mPU3AS1Kj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	global_load_dwordx4 v[58:61], v[74:75], off offset:16
	global_load_dwordx4 v[76:79], v[74:75], off
	v_mov_b32_e32 v40, v0
	s_getpc_b64 s[38:39]
	s_add_u32 s38, s38, sbox@rel32@lo+4
	s_addc_u32 s39, s39, sbox@rel32@hi+12
	s_movk_i32 s33, 0xff
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v3
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v44
	s_getpc_b64 s[40:41]
	s_add_u32 s40, s40, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s41, s41, _Z6rotatejj@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v0, 24, v61
	v_bfe_u32 v1, v61, 16, 8
	v_bfe_u32 v2, v61, 8, 8
	global_load_ubyte v3, v0, s[38:39]
	global_load_ubyte v4, v1, s[38:39]
	global_load_ubyte v5, v2, s[38:39]
	v_and_b32_e32 v0, s33, v61
	global_load_ubyte v0, v0, s[38:39]
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[40:41]
	v_xor_b32_e32 v0, v0, v76
	v_xor_b32_e32 v88, 1, v0
	v_xor_b32_e32 v89, v88, v77
	v_xor_b32_e32 v90, v89, v78
	v_xor_b32_e32 v91, v90, v79
	v_lshrrev_b32_e32 v0, 24, v91
	v_bfe_u32 v1, v91, 16, 8
	v_bfe_u32 v2, v91, 8, 8
	global_load_ubyte v3, v0, s[38:39]
	global_load_ubyte v4, v1, s[38:39]
	global_load_ubyte v5, v2, s[38:39]
	v_and_b32_e32 v0, s33, v91
	global_load_ubyte v0, v0, s[38:39]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_xor_b32_e32 v92, v0, v58
	v_xor_b32_e32 v93, v92, v59
	v_xor_b32_e32 v94, v93, v60
	v_xor_b32_e32 v95, v94, v61
	v_lshrrev_b32_e32 v0, 24, v95
	v_bfe_u32 v1, v95, 16, 8
	v_bfe_u32 v2, v95, 8, 8
	global_load_ubyte v3, v0, s[38:39]
	global_load_ubyte v4, v1, s[38:39]
	global_load_ubyte v5, v2, s[38:39]
	v_and_b32_e32 v0, s33, v95
	global_load_ubyte v0, v0, s[38:39]
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[40:41]
	v_xor_b32_e32 v0, 2, v0
	v_xor_b32_e32 v105, v0, v77
	v_xor_b32_e32 v107, v105, v79
	v_lshrrev_b32_e32 v1, 24, v107
	v_bfe_u32 v2, v107, 16, 8
	v_bfe_u32 v3, v107, 8, 8
	global_load_ubyte v4, v1, s[38:39]
	global_load_ubyte v5, v2, s[38:39]
	global_load_ubyte v6, v3, s[38:39]
	v_and_b32_e32 v1, s33, v107
	global_load_ubyte v1, v1, s[38:39]
	v_xor_b32_e32 v104, v0, v88
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v44
	v_xor_b32_e32 v106, v105, v90
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v2, 24, v4
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v2, v5, 16, v2
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v3, 8, v6
	s_waitcnt vmcnt(0)
	v_or3_b32 v1, v2, v3, v1
	v_xor_b32_e32 v109, v1, v59
	v_xor_b32_e32 v111, v109, v61
	v_lshrrev_b32_e32 v2, 24, v111
	v_bfe_u32 v3, v111, 16, 8
	v_bfe_u32 v4, v111, 8, 8
	global_load_ubyte v5, v2, s[38:39]
	global_load_ubyte v6, v3, s[38:39]
	global_load_ubyte v7, v4, s[38:39]
	v_and_b32_e32 v2, s33, v111
	global_load_ubyte v2, v2, s[38:39]
	v_xor_b32_e32 v108, v1, v92
	v_xor_b32_e32 v110, v109, v94
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v0, 24, v5
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v0, v6, 16, v0
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 8, v7
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v0, v1, v2
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[40:41]
	v_xor_b32_e32 v0, v0, v104
	v_xor_b32_e32 v120, 4, v0
	v_xor_b32_e32 v122, v120, v90
	v_xor_b32_e32 v123, v122, v107
	v_lshrrev_b32_e32 v0, 24, v123
	v_bfe_u32 v1, v123, 16, 8
	v_bfe_u32 v2, v123, 8, 8
	global_load_ubyte v3, v0, s[38:39]
	global_load_ubyte v4, v1, s[38:39]
	global_load_ubyte v5, v2, s[38:39]
	v_and_b32_e32 v0, s33, v123
	global_load_ubyte v0, v0, s[38:39]
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v44
	v_xor_b32_e32 v121, v120, v105
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_xor_b32_e32 v124, v0, v108
	v_xor_b32_e32 v126, v124, v94
	v_xor_b32_e32 v127, v126, v111
	v_lshrrev_b32_e32 v0, 24, v127
	v_bfe_u32 v1, v127, 16, 8
	v_bfe_u32 v2, v127, 8, 8
	global_load_ubyte v3, v0, s[38:39]
	global_load_ubyte v4, v1, s[38:39]
	global_load_ubyte v5, v2, s[38:39]
	v_and_b32_e32 v0, s33, v127
	global_load_ubyte v0, v0, s[38:39]
	v_xor_b32_e32 v125, v124, v109
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[40:41]
	v_xor_b32_e32 v0, 8, v0
	v_xor_b32_e32 v139, v0, v79
	v_lshrrev_b32_e32 v1, 24, v139
	v_bfe_u32 v2, v139, 16, 8
	v_bfe_u32 v3, v139, 8, 8
	global_load_ubyte v4, v1, s[38:39]
	global_load_ubyte v5, v2, s[38:39]
	global_load_ubyte v6, v3, s[38:39]
	v_and_b32_e32 v1, s33, v139
	global_load_ubyte v1, v1, s[38:39]
	v_xor_b32_e32 v136, v0, v120
	v_xor_b32_e32 v137, v0, v105
	v_xor_b32_e32 v138, v137, v122
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v0, 24, v4
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v0, v5, 16, v0
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v6
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v0, v2, v1
	v_xor_b32_e32 v141, v0, v109
	v_xor_b32_e32 v140, v0, v124
	v_xor_b32_e32 v142, v141, v126
	v_xor_b32_e32 v143, v0, v61
.LBB7_9:
	s_or_b64 exec, exec, s[36:37]
	s_add_u32 s8, s62, 32
	s_addc_u32 s9, s63, 0
	v_lshl_or_b32 v31, v46, 10, v47
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z9mem_fencej@rel32@lo+4
	s_addc_u32 s37, s37, _Z9mem_fencej@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	s_and_saveexec_b64 s[38:39], s[54:55]
	s_cbranch_execz .LBB7_12
; %bb.10:
	s_mov_b32 s33, 0
	v_mov_b32_e32 v62, 2
	v_mov_b32_e32 v45, 0
	s_getpc_b64 s[40:41]
	s_add_u32 s40, s40, _Z5mul24jj@rel32@lo+4
	s_addc_u32 s41, s41, _Z5mul24jj@rel32@hi+12
.LBB7_11:                               ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b32_sdwa v0, v62, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v4, v62, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v0, v76, v0
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v0, v0, v1
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v1, v4, v77
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v1, v1, v5
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v1, v1, v6
	v_xor_b32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v1, v7
	v_lshlrev_b32_sdwa v2, v62, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v62, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v62, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v62, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v6, v62, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:1600
	ds_read_b32 v3, v3 offset:2624
	ds_read_b32 v4, v4 offset:3648
	ds_read_b32 v5, v5 offset:4672
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v2, v2, v78
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v3, v6, v79
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v3, v7
	v_xor_b32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v3, v3, v8
	v_xor_b32_e32 v2, v2, v5
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v3, v3, v9
	v_lshlrev_b32_sdwa v4, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v58, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v8, v59
	v_xor_b32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_sdwa v6, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v0, v0 offset:2624
	ds_read_b32 v1, v1 offset:3648
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v6, v6, v60
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v3, v3, v61
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v3, v0
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v2
	v_lshlrev_b32_sdwa v1, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:1600
	ds_read_b32 v2, v2 offset:2624
	ds_read_b32 v3, v3 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v1, v88, v1
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v8, v89
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v2, v2, v9
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v5, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v4, v4 offset:2624
	ds_read_b32 v5, v5 offset:3648
	ds_read_b32 v6, v6 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v3, v3, v90
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v3, v3, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v2, v2, v11
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_sdwa v4, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v92, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v8, v93
	v_xor_b32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v6, v6, v94
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v95
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_lshlrev_b32_sdwa v1, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:1600
	ds_read_b32 v2, v2 offset:2624
	ds_read_b32 v3, v3 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v1, v104, v1
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v8, v105
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v2, v2, v9
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v5, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v4, v4 offset:2624
	ds_read_b32 v5, v5 offset:3648
	ds_read_b32 v6, v6 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v3, v3, v106
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v3, v3, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v2, v2, v11
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_sdwa v4, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v108, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v8, v109
	v_xor_b32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v6, v6, v110
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v111
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_lshlrev_b32_sdwa v1, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:1600
	ds_read_b32 v2, v2 offset:2624
	ds_read_b32 v3, v3 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v1, v120, v1
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v8, v121
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v2, v2, v9
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v5, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v4, v4 offset:2624
	ds_read_b32 v5, v5 offset:3648
	ds_read_b32 v6, v6 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v3, v3, v122
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v123
	v_xor_b32_e32 v3, v3, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v2, v2, v11
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_sdwa v4, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v124, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v8, v125
	v_xor_b32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v6, v6, v126
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v127
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_lshlrev_b32_sdwa v1, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:1600
	ds_read_b32 v2, v2 offset:2624
	ds_read_b32 v3, v3 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v1, v136, v1
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v8, v137
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v2, v2, v9
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v5, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v4, v4 offset:2624
	ds_read_b32 v5, v5 offset:3648
	ds_read_b32 v6, v6 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v3, v3, v138
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v139
	v_xor_b32_e32 v3, v3, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v2, v2, v11
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_sdwa v4, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v140, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v40, v4, v7
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v4, v8, v141
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v4, v4, v9
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v41, v4, v11
	v_lshlrev_b32_sdwa v4, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v4, v142
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v143
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v1
	s_add_u32 s34, s62, 32
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v2
	v_add_u32_e32 v57, s33, v72
	s_addc_u32 s35, s63, 0
	v_lshl_or_b32 v56, v46, 10, v47
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v0, v3
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, s72
	v_xor_b32_e32 v42, v4, v7
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v44, v0
	v_lshlrev_b64 v[0:1], 4, v[44:45]
	v_lshlrev_b32_sdwa v2, v62, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_add_co_u32_e32 v0, vcc, v152, v0
	v_addc_co_u32_e32 v1, vcc, v153, v1, vcc
	global_store_dwordx4 v[0:1], v[40:43], off
	v_lshlrev_b32_sdwa v0, v62, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v4, v62, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v0, v76, v0
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v0, v0, v1
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v1, v4, v77
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v1, v1, v5
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v1, v1, v6
	v_xor_b32_e32 v0, v0, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v1, v7
	v_lshlrev_b32_sdwa v2, v62, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v62, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v62, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v62, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v6, v62, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:1600
	ds_read_b32 v3, v3 offset:2624
	ds_read_b32 v4, v4 offset:3648
	ds_read_b32 v5, v5 offset:4672
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v2, v2, v78
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v2, v2, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v3, v6, v79
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v3, v7
	v_xor_b32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v3, v3, v8
	v_xor_b32_e32 v2, v2, v5
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v3, v3, v9
	v_lshlrev_b32_sdwa v4, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v58, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v8, v59
	v_xor_b32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_sdwa v6, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v0, v0 offset:2624
	ds_read_b32 v1, v1 offset:3648
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v6, v6, v60
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v3, v3, v61
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v3, v0
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v2
	v_lshlrev_b32_sdwa v1, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:1600
	ds_read_b32 v2, v2 offset:2624
	ds_read_b32 v3, v3 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v1, v88, v1
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v8, v89
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v2, v2, v9
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v5, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v4, v4 offset:2624
	ds_read_b32 v5, v5 offset:3648
	ds_read_b32 v6, v6 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v3, v3, v90
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v3, v3, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v2, v2, v11
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_sdwa v4, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v92, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v8, v93
	v_xor_b32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v6, v6, v94
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v95
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_lshlrev_b32_sdwa v1, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:1600
	ds_read_b32 v2, v2 offset:2624
	ds_read_b32 v3, v3 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v1, v104, v1
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v8, v105
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v2, v2, v9
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v5, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v4, v4 offset:2624
	ds_read_b32 v5, v5 offset:3648
	ds_read_b32 v6, v6 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v3, v3, v106
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v3, v3, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v2, v2, v11
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_sdwa v4, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v108, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v8, v109
	v_xor_b32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v6, v6, v110
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v111
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_lshlrev_b32_sdwa v1, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:1600
	ds_read_b32 v2, v2 offset:2624
	ds_read_b32 v3, v3 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v1, v120, v1
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v8, v121
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v2, v2, v9
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v5, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v4, v4 offset:2624
	ds_read_b32 v5, v5 offset:3648
	ds_read_b32 v6, v6 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v3, v3, v122
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v123
	v_xor_b32_e32 v3, v3, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v2, v2, v11
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_sdwa v4, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v124, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v8, v125
	v_xor_b32_e32 v4, v4, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v5, v5, v9
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v6, v6 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v6, v6, v126
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v127
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v5, v5, v10
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v6, v6, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v3
	v_lshlrev_b32_sdwa v1, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:1600
	ds_read_b32 v2, v2 offset:2624
	ds_read_b32 v3, v3 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v1, v136, v1
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v1, v1, v2
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v8, v137
	v_xor_b32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v2, v2, v9
	v_lshlrev_b32_sdwa v3, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v8, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v9, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v62, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v5, v62, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v6, v62, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:1600
	ds_read_b32 v7, v7 offset:2624
	ds_read_b32 v8, v8 offset:3648
	ds_read_b32 v9, v9 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v4, v4 offset:2624
	ds_read_b32 v5, v5 offset:3648
	ds_read_b32 v6, v6 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v3, v3, v138
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v139
	v_xor_b32_e32 v3, v3, v7
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v2, v2, v10
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v2, v2, v11
	v_xor_b32_e32 v3, v3, v9
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v0, v6
	v_lshlrev_b32_sdwa v4, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v8, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v9, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v10, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v11, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v8, v8 offset:1600
	ds_read_b32 v9, v9 offset:2624
	ds_read_b32 v10, v10 offset:3648
	ds_read_b32 v11, v11 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v140, v4
	s_waitcnt lgkmcnt(6)
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v40, v4, v7
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v4, v8, v141
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v4, v4, v9
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v10
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v41, v4, v11
	v_lshlrev_b32_sdwa v4, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v5, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v6, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v7, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_lshlrev_b32_sdwa v0, v62, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v62, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v62, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v3, v62, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v4, v4 offset:1600
	ds_read_b32 v5, v5 offset:2624
	ds_read_b32 v6, v6 offset:3648
	ds_read_b32 v7, v7 offset:4672
	ds_read_b32 v0, v0 offset:1600
	ds_read_b32 v1, v1 offset:2624
	ds_read_b32 v2, v2 offset:3648
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(7)
	v_xor_b32_e32 v4, v4, v142
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v0, v0, v143
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v4, v4, v5
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v0, v3
	v_add_u32_e32 v0, 8, v57
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v1, s72
	v_xor_b32_e32 v42, v4, v7
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v44, v0
	v_lshlrev_b64 v[0:1], 4, v[44:45]
	s_add_i32 s4, s33, 16
	s_add_i32 s5, s33, 8
	v_add_co_u32_e32 v0, vcc, v152, v0
	s_cmp_lt_u32 s5, 0x1fff8
	s_mov_b32 s33, s4
	v_addc_co_u32_e32 v1, vcc, v153, v1, vcc
	global_store_dwordx4 v[0:1], v[40:43], off
	s_cbranch_scc1 .LBB7_11
.LBB7_12:
	s_or_b64 exec, exec, s[38:39]
	s_add_u32 s8, s62, 32
	s_addc_u32 s9, s63, 0
	v_lshl_or_b32 v31, v46, 10, v47
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[58:59]
	s_mov_b64 s[10:11], s[56:57]
	s_mov_b32 s12, s65
	s_mov_b32 s13, s64
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, 2
	s_swappc_b64 s[30:31], s[36:37]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel cn011
		.amdhsa_group_segment_fixed_size 5696
		.amdhsa_private_segment_fixed_size 16816
		.amdhsa_kernarg_size 88
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 154
		.amdhsa_next_free_sgpr 73
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
.Lfunc_end7:
	.size	cn011, .Lfunc_end7-cn011
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 11656
; NumSgprs: 79
; NumVgprs: 154
; ScratchSize: 16816
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5696 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 38
; NumSGPRsForWavesPerEU: 79
; NumVGPRsForWavesPerEU: 154
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	cn111                   ; -- Begin function cn111
	.globl	cn111
	.p2align	8
	.type	cn111,@function
cn111:                                  ; @cn111
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	s_load_dword s70, s[8:9], 0x10
	s_add_u32 s34, s42, 24
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	s_mov_b32 s45, s14
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z17get_global_offsetj@rel32@lo+4
	s_addc_u32 s17, s17, _Z17get_global_offsetj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x100
	v_cmp_gt_i32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB8_3
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, RCP_C@rel32@lo+4
	s_addc_u32 s5, s5, RCP_C@rel32@hi+12
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v42, vcc, s4, v1
	v_addc_co_u32_e32 v43, vcc, v2, v3, vcc
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, AES0_C@rel32@lo+4
	s_addc_u32 s5, s5, AES0_C@rel32@hi+12
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v44, vcc, s4, v1
	v_add_u32_e32 v46, -8, v0
	v_addc_co_u32_e32 v45, vcc, v2, v3, vcc
	v_lshlrev_b32_e32 v47, 2, v0
	s_mov_b64 s[46:47], 0
	s_movk_i32 s50, 0xf7
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s49, s49, _Z6rotatejj@rel32@hi+12
.LBB8_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v0, v[44:45], off
	s_add_u32 s8, s42, 24
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 8
	s_waitcnt vmcnt(0)
	ds_write_b32 v47, v0
	s_swappc_b64 s[30:31], s[48:49]
	global_load_dword v1, v[42:43], off
	v_add_co_u32_e32 v42, vcc, 32, v42
	v_addc_co_u32_e32 v43, vcc, 0, v43, vcc
	v_add_co_u32_e32 v44, vcc, 32, v44
	v_add_u32_e32 v46, 8, v46
	v_addc_co_u32_e32 v45, vcc, 0, v45, vcc
	v_cmp_lt_i32_e32 vcc, s50, v46
	s_or_b64 s[46:47], vcc, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v47, v0, v1 offset0:4 offset1:8
	v_add_u32_e32 v47, 32, v47
	s_andn2_b64 exec, exec, s[46:47]
	s_cbranch_execnz .LBB8_2
.LBB8_3:
	s_or_b64 exec, exec, s[34:35]
	s_load_dwordx4 s[48:51], s[42:43], 0x0
	s_add_u32 s8, s42, 24
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 1
	v_sub_co_u32_e32 v56, vcc, v40, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_mov_b32 s4, 0
	s_mov_b32 s7, s4
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	v_mov_b32_e32 v43, s7
	v_mov_b32_e32 v42, s6
	v_mov_b32_e32 v41, s5
	v_mov_b32_e32 v40, s4
	v_mov_b32_e32 v92, s49
	v_mov_b32_e32 v47, v43
	v_mov_b32_e32 v78, v43
	v_cmp_gt_u32_e64 s[34:35], s70, v56
	v_mov_b32_e32 v91, s48
	v_mov_b32_e32 v46, v42
	v_mov_b32_e32 v45, v41
	v_mov_b32_e32 v44, v40
	v_mov_b32_e32 v77, v42
	v_mov_b32_e32 v76, v41
	v_mov_b32_e32 v75, v40
                                        ; implicit-def: $vgpr90
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB8_5
; %bb.4:
	v_mul_lo_u32 v23, v56, 25
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v2, s51
	v_mov_b32_e32 v57, v24
	v_lshlrev_b64 v[0:1], 3, v[23:24]
	v_add_co_u32_e32 v25, vcc, s50, v0
	v_addc_co_u32_e32 v26, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[25:26], off
	global_load_dwordx4 v[4:7], v[25:26], off offset:32
	global_load_dwordx4 v[8:11], v[25:26], off offset:48
	global_load_dwordx4 v[12:15], v[25:26], off offset:16
	global_load_dwordx4 v[16:19], v[25:26], off offset:80
	global_load_dwordx4 v[20:23], v[25:26], off offset:64
	global_load_dwordx4 v[88:91], v[25:26], off offset:96
	v_lshlrev_b64 v[24:25], 4, v[56:57]
	v_mov_b32_e32 v26, s49
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v91, vcc, s48, v24
	v_addc_co_u32_e32 v92, vcc, v26, v25, vcc
	v_xor_b32_e32 v76, v5, v1
	v_xor_b32_e32 v75, v4, v0
	v_xor_b32_e32 v78, v7, v3
	v_xor_b32_e32 v77, v6, v2
	v_xor_b32_e32 v41, v9, v13
	v_xor_b32_e32 v40, v8, v12
	v_xor_b32_e32 v43, v11, v15
	v_xor_b32_e32 v42, v10, v14
	v_xor_b32_e32 v45, v17, v21
	v_xor_b32_e32 v44, v16, v20
	v_xor_b32_e32 v47, v19, v23
	v_xor_b32_e32 v46, v18, v22
.LBB8_5:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s42, 24
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z9mem_fencej@rel32@lo+4
	s_addc_u32 s49, s49, _Z9mem_fencej@rel32@hi+12
	s_swappc_b64 s[30:31], s[48:49]
	s_and_saveexec_b64 s[50:51], s[34:35]
	s_cbranch_execz .LBB8_8
; %bb.6:
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z5mul24jj@rel32@lo+4
	s_addc_u32 s53, s53, _Z5mul24jj@rel32@hi+12
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s55, s55, _Z6rotatejj@rel32@hi+12
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z5mul24ii@rel32@lo+4
	s_addc_u32 s57, s57, _Z5mul24ii@rel32@hi+12
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, _Z6mul_hijj@rel32@lo+4
	s_addc_u32 s59, s59, _Z6mul_hijj@rel32@hi+12
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z12native_rsqrtf@rel32@lo+4
	s_addc_u32 s61, s61, _Z12native_rsqrtf@rel32@hi+12
	s_getpc_b64 s[62:63]
	s_add_u32 s62, s62, _Z11native_sqrtf@rel32@lo+4
	s_addc_u32 s63, s63, _Z11native_sqrtf@rel32@hi+12
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z17convert_float_rtei@rel32@lo+4
	s_addc_u32 s65, s65, _Z17convert_float_rtei@rel32@hi+12
	s_mov_b32 s71, 0x80000
	s_mov_b32 s72, 0x80000001
	s_movk_i32 s73, 0x3f8
	s_movk_i32 s74, 0x800
	s_mov_b32 s75, 0x8000
	s_movk_i32 s76, 0x8000
	s_mov_b32 s77, 0xffff
	s_mov_b32 s78, 0x5f800000
	s_brev_b32 s79, 8
	s_mov_b32 s80, 0xb1000000
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, _Z15convert_int_rtef@rel32@lo+4
	s_addc_u32 s67, s67, _Z15convert_int_rtef@rel32@hi+12
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v79, 2
	s_getpc_b64 s[68:69]
	s_add_u32 s68, s68, _Z6mul_himm@rel32@lo+4
	s_addc_u32 s69, s69, _Z6mul_himm@rel32@hi+12
.LBB8_7:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s34, s42, 24
	v_bfe_u32 v62, v75, 4, 17
	s_addc_u32 s35, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v73, vcc, v91, v0
	v_addc_co_u32_e32 v74, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[73:74], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5 offset:1024
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v56, v0, v75
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v59, v1, v76
	v_mov_b32_e32 v1, 16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v60, v2, v77
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	v_xor_b32_e32 v61, v3, v78
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v56, v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v63, v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v72, v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v1, v1 offset:1024
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	ds_read_b32 v4, v4 offset:1024
	v_xor_b32_e32 v0, v61, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v59, v56, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v93, v0, v4
	v_xor_b32_e32 v0, 1, v62
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v60, v63, v2
	v_xor_b32_e32 v61, v72, v3
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v94, vcc, v91, v0
	v_addc_co_u32_e32 v95, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[94:95], off
	v_xor_b32_e32 v0, 2, v62
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[120:121], off
	v_xor_b32_e32 v0, 3, v62
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_bfe_u32 v72, v59, 4, 17
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v106, v42
	v_addc_co_u32_e32 v7, vcc, v107, v43, vcc
	v_add_co_u32_e32 v4, vcc, v104, v40
	v_addc_co_u32_e32 v5, vcc, v105, v41, vcc
	v_add_co_u32_e32 v10, vcc, v110, v77
	v_addc_co_u32_e32 v11, vcc, v111, v78, vcc
	v_add_co_u32_e32 v8, vcc, v108, v75
	v_addc_co_u32_e32 v9, vcc, v109, v76, vcc
	v_xor_b32_e32 v15, v93, v43
	v_xor_b32_e32 v14, v61, v42
	v_xor_b32_e32 v13, v60, v41
	v_xor_b32_e32 v12, v59, v40
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v46
	v_addc_co_u32_e32 v3, vcc, v3, v47, vcc
	v_add_co_u32_e32 v0, vcc, v0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	global_store_dwordx4 v[94:95], v[0:3], off
	global_store_dwordx4 v[120:121], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[73:74], v[12:15], off
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_xor_b32_e32 v2, v89, v90
	v_add_co_u32_e32 v94, vcc, v91, v0
	v_addc_co_u32_e32 v95, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[94:95], off
	v_lshl_add_u32 v0, v90, 1, v59
	v_lshrrev_b32_e32 v1, 21, v0
	v_and_b32_e32 v1, s73, v1
	v_or_b32_e32 v1, s74, v1
	ds_read2_b32 v[62:63], v1 offset1:1
	v_or_b32_e32 v89, s72, v0
	v_bfe_u32 v0, v0, 8, 16
	v_cmp_lt_u32_e32 vcc, s75, v0
	v_add_u32_e32 v1, s76, v0
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v63
	v_cndmask_b32_e32 v0, v63, v3, vcc
	v_and_b32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v73, v104, v88
	v_xor_b32_e32 v74, v2, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_ashrrev_i32_e32 v0, 6, v0
	v_sub_u32_e32 v62, v62, v0
	v_mov_b32_e32 v88, v57
	v_mad_u64_u32 v[0:1], s[4:5], v62, v89, v[88:89]
	v_mad_u64_u32 v[2:3], s[4:5], v62, v89, 0
	v_lshrrev_b32_e32 v56, 1, v89
	v_cmp_ge_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_ge_u64_e64 s[4:5], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	s_or_b64 s[46:47], vcc, s[4:5]
	v_sub_co_u32_e32 v56, vcc, v56, v0
	v_subb_co_u32_e32 v63, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v62
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v56, v0
	v_addc_co_u32_e32 v1, vcc, 0, v63, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v63, v62, v[0:1]
	v_cndmask_b32_e64 v0, 0, v62, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v56, v0, v1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v61, v0
	v_addc_co_u32_e32 v1, vcc, 0, v93, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v93, v56, v[0:1]
	v_add_u32_e32 v4, -1, v89
	s_mov_b64 s[6:7], s[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v1, v89, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_sub_co_u32_e32 v0, vcc, v61, v2
	v_subb_co_u32_e32 v2, vcc, v93, v3, vcc
	v_cmp_lt_u32_e32 vcc, v1, v93
	v_cndmask_b32_e32 v3, 0, v89, vcc
	v_sub_co_u32_e32 v4, vcc, v4, v0
	v_sub_u32_e32 v2, v2, v3
	v_subb_co_u32_e64 v5, s[4:5], 0, 0, vcc
	v_subrev_co_u32_e32 v4, vcc, 0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_subb_co_u32_e32 v2, vcc, v5, v2, vcc
	v_lshrrev_b32_e32 v4, 31, v2
	v_add3_u32 v88, v3, v1, v4
	v_and_b32_e32 v1, v3, v89
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_and_b32_e32 v1, v1, v89
	v_sub_u32_e32 v89, v0, v1
	v_add_co_u32_e32 v90, vcc, v59, v88
	v_addc_co_u32_e32 v104, vcc, v60, v89, vcc
	v_lshrrev_b32_e32 v0, 9, v104
	v_or_b32_e32 v56, s78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v62, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v56, s80, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	v_add_u32_e32 v105, s79, v62
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v62, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v63, v0
	v_lshlrev_b64 v[0:1], 18, v[62:63]
	s_mov_b64 s[4:5], s[40:41]
	v_sub_co_u32_e32 v0, vcc, v90, v0
	v_subb_co_u32_e32 v0, vcc, v104, v1, vcc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[64:65]
	v_mul_f32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_lshl_add_u32 v2, v56, 10, v0
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 1, v2
	v_sub_co_u32_e32 v0, vcc, 0, v90
	v_add_u32_e32 v5, v3, v4
	v_subb_co_u32_e32 v1, vcc, v2, v104, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v5, v3, v[0:1]
	v_add_u32_e32 v4, -1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v4, vcc, v0, v4
	v_addc_co_u32_e32 v4, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0, v0
	v_addc_co_u32_e32 v1, vcc, 1, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v5, v5
	v_lshrrev_b32_e32 v3, 31, v4
	v_cndmask_b32_e32 v0, v5, v3, vcc
	v_add_u32_e32 v90, v0, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, v60
	v_mov_b32_e32 v2, v73
	v_mov_b32_e32 v3, v74
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_mul_lo_u32 v0, v74, v59
	v_mul_lo_u32 v1, v73, v60
	v_mad_u64_u32 v[104:105], s[4:5], v73, v59, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add3_u32 v105, v105, v1, v0
	v_xor_b32_e32 v0, 1, v72
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[1:4], v[120:121], off
	v_xor_b32_e32 v0, 2, v72
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v125, v1, v62
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v124, v2, v63
	v_xor_b32_e32 v126, v4, v105
	v_xor_b32_e32 v127, v3, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[122:123], off
	v_xor_b32_e32 v0, 3, v72
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v72, v111, v105
	v_xor_b32_e32 v104, v110, v104
	v_xor_b32_e32 v63, v109, v63
	v_xor_b32_e32 v62, v108, v62
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v127, v42
	v_addc_co_u32_e32 v7, vcc, v126, v43, vcc
	v_add_co_u32_e32 v4, vcc, v125, v40
	v_addc_co_u32_e32 v5, vcc, v124, v41, vcc
	v_add_co_u32_e32 v10, vcc, v110, v77
	v_addc_co_u32_e32 v11, vcc, v111, v78, vcc
	v_add_co_u32_e32 v8, vcc, v108, v75
	v_addc_co_u32_e32 v9, vcc, v109, v76, vcc
	v_add_co_u32_e32 v12, vcc, v62, v75
	v_addc_co_u32_e32 v13, vcc, v63, v76, vcc
	v_add_co_u32_e32 v14, vcc, v104, v77
	v_addc_co_u32_e32 v15, vcc, v72, v78, vcc
	v_xor_b32_e32 v78, v12, v73
	v_bfe_u32 v62, v78, 4, 17
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_xor_b32_e32 v75, v15, v107
	v_xor_b32_e32 v76, v14, v106
	v_xor_b32_e32 v77, v13, v74
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v46
	v_addc_co_u32_e32 v3, vcc, v3, v47, vcc
	v_add_co_u32_e32 v0, vcc, v0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	global_store_dwordx4 v[120:121], v[0:3], off
	global_store_dwordx4 v[122:123], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[94:95], v[12:15], off
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v72, vcc, v91, v0
	v_addc_co_u32_e32 v73, vcc, v92, v1, vcc
	global_load_dwordx4 v[44:47], v[72:73], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v79, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v79, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v79, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v79, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v79, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v79, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5 offset:1024
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v56, v0, v78
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v63, v1, v77
	v_mov_b32_e32 v1, 16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v74, v2, v76
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	v_xor_b32_e32 v94, v3, v75
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v56, v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v63, v63, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v74, v74, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v79, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v79, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v79, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v1, v1 offset:1024
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	ds_read_b32 v4, v4 offset:1024
	v_xor_b32_e32 v0, v94, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v44, v56, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v45, v63, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v63, v74, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v74, v0, v4
	v_xor_b32_e32 v0, 1, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v46, vcc, v91, v0
	v_addc_co_u32_e32 v47, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[46:47], off
	v_xor_b32_e32 v0, 2, v62
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v94, vcc, v91, v0
	v_addc_co_u32_e32 v95, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[94:95], off
	v_xor_b32_e32 v0, 3, v62
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_bfe_u32 v62, v44, 4, 17
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v106, v61
	v_addc_co_u32_e32 v7, vcc, v107, v93, vcc
	v_add_co_u32_e32 v4, vcc, v104, v59
	v_addc_co_u32_e32 v5, vcc, v105, v60, vcc
	v_add_co_u32_e32 v10, vcc, v110, v76
	v_addc_co_u32_e32 v11, vcc, v111, v75, vcc
	v_add_co_u32_e32 v8, vcc, v108, v78
	v_addc_co_u32_e32 v9, vcc, v109, v77, vcc
	v_xor_b32_e32 v15, v74, v93
	v_xor_b32_e32 v14, v63, v61
	v_xor_b32_e32 v13, v45, v60
	v_xor_b32_e32 v12, v44, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v42
	v_addc_co_u32_e32 v3, vcc, v3, v43, vcc
	v_add_co_u32_e32 v0, vcc, v0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	global_store_dwordx4 v[46:47], v[0:3], off
	global_store_dwordx4 v[94:95], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[72:73], v[12:15], off
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_xor_b32_e32 v2, v89, v90
	v_add_co_u32_e32 v94, vcc, v91, v0
	v_addc_co_u32_e32 v95, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[94:95], off
	v_lshl_add_u32 v0, v90, 1, v44
	v_lshrrev_b32_e32 v1, 21, v0
	v_and_b32_e32 v1, s73, v1
	v_or_b32_e32 v1, s74, v1
	ds_read2_b32 v[46:47], v1 offset1:1
	v_or_b32_e32 v89, s72, v0
	v_bfe_u32 v0, v0, 8, 16
	v_cmp_lt_u32_e32 vcc, s75, v0
	v_add_u32_e32 v1, s76, v0
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v47
	v_cndmask_b32_e32 v0, v47, v3, vcc
	v_and_b32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v72, v104, v88
	v_xor_b32_e32 v73, v2, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_ashrrev_i32_e32 v0, 6, v0
	v_sub_u32_e32 v46, v46, v0
	v_mov_b32_e32 v88, v57
	v_mad_u64_u32 v[0:1], s[4:5], v46, v89, v[88:89]
	v_mad_u64_u32 v[2:3], s[4:5], v46, v89, 0
	v_lshrrev_b32_e32 v56, 1, v89
	v_cmp_ge_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_ge_u64_e64 s[4:5], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	s_or_b64 s[46:47], vcc, s[4:5]
	v_sub_co_u32_e32 v47, vcc, v56, v0
	v_subb_co_u32_e32 v56, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v46
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v47, v0
	v_addc_co_u32_e32 v1, vcc, 0, v56, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v56, v46, v[0:1]
	v_cndmask_b32_e64 v0, 0, v46, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v46, v0, v1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, v46
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v63, v0
	v_addc_co_u32_e32 v1, vcc, 0, v74, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v74, v46, v[0:1]
	v_add_u32_e32 v4, -1, v89
	s_mov_b64 s[6:7], s[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v1, v89, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_sub_co_u32_e32 v0, vcc, v63, v2
	v_subb_co_u32_e32 v2, vcc, v74, v3, vcc
	v_cmp_lt_u32_e32 vcc, v1, v74
	v_cndmask_b32_e32 v3, 0, v89, vcc
	v_sub_co_u32_e32 v4, vcc, v4, v0
	v_sub_u32_e32 v2, v2, v3
	v_subb_co_u32_e64 v5, s[4:5], 0, 0, vcc
	v_subrev_co_u32_e32 v4, vcc, 0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_subb_co_u32_e32 v2, vcc, v5, v2, vcc
	v_lshrrev_b32_e32 v4, 31, v2
	v_add3_u32 v88, v3, v1, v4
	v_and_b32_e32 v1, v3, v89
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_and_b32_e32 v1, v1, v89
	v_sub_u32_e32 v89, v0, v1
	v_add_co_u32_e32 v90, vcc, v44, v88
	v_addc_co_u32_e32 v104, vcc, v45, v89, vcc
	v_lshrrev_b32_e32 v0, 9, v104
	v_or_b32_e32 v46, s78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v46
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v46
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v56, s80, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	v_add_u32_e32 v105, s79, v47
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v47, v0
	v_lshlrev_b64 v[0:1], 18, v[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_sub_co_u32_e32 v0, vcc, v90, v0
	v_subb_co_u32_e32 v0, vcc, v104, v1, vcc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[64:65]
	v_mul_f32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_lshl_add_u32 v2, v56, 10, v0
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 1, v2
	v_sub_co_u32_e32 v0, vcc, 0, v90
	v_add_u32_e32 v5, v3, v4
	v_subb_co_u32_e32 v1, vcc, v2, v104, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v5, v3, v[0:1]
	v_add_u32_e32 v4, -1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v4, vcc, v0, v4
	v_addc_co_u32_e32 v4, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0, v0
	v_addc_co_u32_e32 v1, vcc, 1, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v5, v5
	v_lshrrev_b32_e32 v3, 31, v4
	v_cndmask_b32_e32 v0, v5, v3, vcc
	v_add_u32_e32 v90, v0, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	v_mul_lo_u32 v0, v73, v44
	v_mul_lo_u32 v1, v72, v45
	v_mad_u64_u32 v[104:105], s[4:5], v72, v44, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add3_u32 v105, v105, v1, v0
	v_xor_b32_e32 v0, 1, v62
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[1:4], v[120:121], off
	v_xor_b32_e32 v0, 2, v62
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v125, v1, v46
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v124, v2, v47
	v_xor_b32_e32 v126, v4, v105
	v_xor_b32_e32 v127, v3, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[122:123], off
	v_xor_b32_e32 v0, 3, v62
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v62, v111, v105
	v_xor_b32_e32 v104, v110, v104
	v_xor_b32_e32 v47, v109, v47
	v_xor_b32_e32 v46, v108, v46
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v127, v61
	v_addc_co_u32_e32 v7, vcc, v126, v93, vcc
	v_add_co_u32_e32 v4, vcc, v125, v59
	v_addc_co_u32_e32 v5, vcc, v124, v60, vcc
	v_add_co_u32_e32 v10, vcc, v110, v76
	v_addc_co_u32_e32 v11, vcc, v111, v75, vcc
	v_add_co_u32_e32 v8, vcc, v108, v78
	v_addc_co_u32_e32 v9, vcc, v109, v77, vcc
	v_add_co_u32_e32 v12, vcc, v46, v78
	v_addc_co_u32_e32 v13, vcc, v47, v77, vcc
	v_add_co_u32_e32 v14, vcc, v104, v76
	v_addc_co_u32_e32 v15, vcc, v62, v75, vcc
	v_xor_b32_e32 v78, v12, v72
	v_bfe_u32 v47, v78, 4, 17
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_xor_b32_e32 v76, v15, v107
	v_xor_b32_e32 v77, v14, v106
	v_xor_b32_e32 v73, v13, v73
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v42
	v_addc_co_u32_e32 v3, vcc, v3, v43, vcc
	v_add_co_u32_e32 v0, vcc, v0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	global_store_dwordx4 v[120:121], v[0:3], off
	global_store_dwordx4 v[122:123], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[94:95], v[12:15], off
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v94, vcc, v91, v0
	v_addc_co_u32_e32 v95, vcc, v92, v1, vcc
	global_load_dwordx4 v[40:43], v[94:95], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v79, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v79, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v79, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v79, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v79, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v79, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5 offset:1024
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v46, v0, v78
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v56, v1, v73
	v_mov_b32_e32 v1, 16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v62, v2, v77
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	v_xor_b32_e32 v72, v3, v76
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v46, v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v56, v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v62, v62, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v79, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v79, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v79, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v1, v1 offset:1024
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	ds_read_b32 v4, v4 offset:1024
	v_xor_b32_e32 v0, v72, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v43, v46, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v75, v0, v4
	v_xor_b32_e32 v0, 1, v47
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v46, v56, v2
	v_xor_b32_e32 v72, v62, v3
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v40, vcc, v91, v0
	v_addc_co_u32_e32 v41, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[40:41], off
	v_xor_b32_e32 v0, 2, v47
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[120:121], off
	v_xor_b32_e32 v0, 3, v47
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_bfe_u32 v42, v43, 4, 17
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v106, v63
	v_addc_co_u32_e32 v7, vcc, v107, v74, vcc
	v_add_co_u32_e32 v4, vcc, v104, v44
	v_addc_co_u32_e32 v5, vcc, v105, v45, vcc
	v_add_co_u32_e32 v10, vcc, v110, v77
	v_addc_co_u32_e32 v11, vcc, v111, v76, vcc
	v_add_co_u32_e32 v8, vcc, v108, v78
	v_addc_co_u32_e32 v9, vcc, v109, v73, vcc
	v_xor_b32_e32 v15, v75, v74
	v_xor_b32_e32 v14, v72, v63
	v_xor_b32_e32 v13, v46, v45
	v_xor_b32_e32 v12, v43, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v61
	v_addc_co_u32_e32 v3, vcc, v3, v93, vcc
	v_add_co_u32_e32 v0, vcc, v0, v59
	v_addc_co_u32_e32 v1, vcc, v1, v60, vcc
	global_store_dwordx4 v[40:41], v[0:3], off
	global_store_dwordx4 v[120:121], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[94:95], v[12:15], off
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_xor_b32_e32 v2, v89, v90
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[120:121], off
	v_lshl_add_u32 v0, v90, 1, v43
	v_lshrrev_b32_e32 v1, 21, v0
	v_and_b32_e32 v1, s73, v1
	v_or_b32_e32 v1, s74, v1
	ds_read2_b32 v[40:41], v1 offset1:1
	v_or_b32_e32 v89, s72, v0
	v_bfe_u32 v0, v0, 8, 16
	v_cmp_lt_u32_e32 vcc, s75, v0
	v_add_u32_e32 v1, s76, v0
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v41
	v_cndmask_b32_e32 v0, v41, v3, vcc
	v_and_b32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v47, v104, v88
	v_xor_b32_e32 v62, v2, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_ashrrev_i32_e32 v0, 6, v0
	v_sub_u32_e32 v40, v40, v0
	v_mov_b32_e32 v88, v57
	v_mad_u64_u32 v[0:1], s[4:5], v40, v89, v[88:89]
	v_mad_u64_u32 v[2:3], s[4:5], v40, v89, 0
	v_lshrrev_b32_e32 v56, 1, v89
	v_cmp_ge_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_ge_u64_e64 s[4:5], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	s_or_b64 s[46:47], vcc, s[4:5]
	v_sub_co_u32_e32 v41, vcc, v56, v0
	v_subb_co_u32_e32 v56, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v40
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v41, v0
	v_addc_co_u32_e32 v1, vcc, 0, v56, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v56, v40, v[0:1]
	v_cndmask_b32_e64 v0, 0, v40, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v40, v0, v1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, v40
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v72, v0
	v_addc_co_u32_e32 v1, vcc, 0, v75, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v75, v40, v[0:1]
	v_add_u32_e32 v4, -1, v89
	s_mov_b64 s[6:7], s[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v1, v89, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_sub_co_u32_e32 v0, vcc, v72, v2
	v_subb_co_u32_e32 v2, vcc, v75, v3, vcc
	v_cmp_lt_u32_e32 vcc, v1, v75
	v_cndmask_b32_e32 v3, 0, v89, vcc
	v_sub_co_u32_e32 v4, vcc, v4, v0
	v_sub_u32_e32 v2, v2, v3
	v_subb_co_u32_e64 v5, s[4:5], 0, 0, vcc
	v_subrev_co_u32_e32 v4, vcc, 0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_subb_co_u32_e32 v2, vcc, v5, v2, vcc
	v_lshrrev_b32_e32 v4, 31, v2
	v_add3_u32 v90, v3, v1, v4
	v_and_b32_e32 v1, v3, v89
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_and_b32_e32 v1, v1, v89
	v_sub_u32_e32 v94, v0, v1
	v_add_co_u32_e32 v88, vcc, v43, v90
	v_addc_co_u32_e32 v89, vcc, v46, v94, vcc
	v_lshrrev_b32_e32 v0, 9, v89
	v_or_b32_e32 v40, s78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v40
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v40
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v56, s80, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	v_add_u32_e32 v95, s79, v41
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v41, v0
	v_lshlrev_b64 v[0:1], 18, v[40:41]
	s_mov_b64 s[4:5], s[40:41]
	v_sub_co_u32_e32 v0, vcc, v88, v0
	v_subb_co_u32_e32 v0, vcc, v89, v1, vcc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[64:65]
	v_mul_f32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_lshl_add_u32 v2, v56, 10, v0
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 1, v2
	v_sub_co_u32_e32 v0, vcc, 0, v88
	v_add_u32_e32 v5, v3, v4
	v_subb_co_u32_e32 v1, vcc, v2, v89, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v5, v3, v[0:1]
	v_add_u32_e32 v4, -1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v4, vcc, v0, v4
	v_addc_co_u32_e32 v4, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0, v0
	v_addc_co_u32_e32 v1, vcc, 1, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v5, v5
	v_lshrrev_b32_e32 v3, 31, v4
	v_cndmask_b32_e32 v0, v5, v3, vcc
	v_add_u32_e32 v95, v0, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v62
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_mul_lo_u32 v0, v62, v43
	v_mul_lo_u32 v1, v47, v46
	v_mad_u64_u32 v[88:89], s[4:5], v47, v43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add3_u32 v89, v89, v1, v0
	v_xor_b32_e32 v0, 1, v42
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v104, vcc, v91, v0
	v_addc_co_u32_e32 v105, vcc, v92, v1, vcc
	global_load_dwordx4 v[1:4], v[104:105], off
	v_xor_b32_e32 v0, 2, v42
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v125, v1, v40
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v124, v2, v41
	v_xor_b32_e32 v126, v4, v89
	v_xor_b32_e32 v127, v3, v88
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[122:123], off
	v_xor_b32_e32 v0, 3, v42
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v42, v111, v89
	v_xor_b32_e32 v88, v110, v88
	v_xor_b32_e32 v41, v109, v41
	v_xor_b32_e32 v40, v108, v40
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v127, v63
	v_addc_co_u32_e32 v7, vcc, v126, v74, vcc
	v_add_co_u32_e32 v4, vcc, v125, v44
	v_addc_co_u32_e32 v5, vcc, v124, v45, vcc
	v_add_co_u32_e32 v10, vcc, v110, v77
	v_addc_co_u32_e32 v11, vcc, v111, v76, vcc
	v_add_co_u32_e32 v8, vcc, v108, v78
	v_addc_co_u32_e32 v9, vcc, v109, v73, vcc
	v_add_co_u32_e32 v12, vcc, v40, v78
	v_addc_co_u32_e32 v13, vcc, v41, v73, vcc
	v_add_co_u32_e32 v14, vcc, v88, v77
	v_addc_co_u32_e32 v15, vcc, v42, v76, vcc
	v_xor_b32_e32 v89, v12, v47
	v_bfe_u32 v40, v89, 4, 17
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_xor_b32_e32 v77, v15, v107
	v_xor_b32_e32 v78, v14, v106
	v_xor_b32_e32 v88, v13, v62
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v61
	v_addc_co_u32_e32 v3, vcc, v3, v93, vcc
	v_add_co_u32_e32 v0, vcc, v0, v59
	v_addc_co_u32_e32 v1, vcc, v1, v60, vcc
	global_store_dwordx4 v[104:105], v[0:3], off
	global_store_dwordx4 v[122:123], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[120:121], v[12:15], off
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[59:62], v[120:121], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v79, v59 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v79, v60 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v79, v61 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v79, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v79, v61 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v79, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5 offset:1024
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v41, v0, v89
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v42, v1, v88
	v_mov_b32_e32 v1, 16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v47, v2, v78
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	v_xor_b32_e32 v56, v3, v77
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v59 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v41, v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v59 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v60 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v42, v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v60 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v61 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v73, v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v60 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v79, v61 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v79, v62 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v79, v59 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v1, v1 offset:1024
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	ds_read_b32 v4, v4 offset:1024
	v_xor_b32_e32 v0, v56, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v47, v41, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v76, v0, v4
	v_xor_b32_e32 v0, 1, v40
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v62, v42, v2
	v_xor_b32_e32 v73, v73, v3
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v59, vcc, v91, v0
	v_addc_co_u32_e32 v60, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[59:60], off
	v_xor_b32_e32 v0, 2, v40
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[122:123], off
	v_xor_b32_e32 v0, 3, v40
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_bfe_u32 v42, v47, 4, 17
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v106, v72
	v_addc_co_u32_e32 v7, vcc, v107, v75, vcc
	v_add_co_u32_e32 v4, vcc, v104, v43
	v_addc_co_u32_e32 v5, vcc, v105, v46, vcc
	v_add_co_u32_e32 v10, vcc, v110, v78
	v_addc_co_u32_e32 v11, vcc, v111, v77, vcc
	v_add_co_u32_e32 v8, vcc, v108, v89
	v_addc_co_u32_e32 v9, vcc, v109, v88, vcc
	v_xor_b32_e32 v15, v76, v75
	v_xor_b32_e32 v14, v73, v72
	v_xor_b32_e32 v13, v62, v46
	v_xor_b32_e32 v12, v47, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v63
	v_addc_co_u32_e32 v3, vcc, v3, v74, vcc
	v_add_co_u32_e32 v0, vcc, v0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	global_store_dwordx4 v[59:60], v[0:3], off
	global_store_dwordx4 v[122:123], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[120:121], v[12:15], off
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_xor_b32_e32 v2, v94, v95
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[120:121], off
	v_lshl_add_u32 v0, v95, 1, v47
	v_lshrrev_b32_e32 v1, 21, v0
	v_and_b32_e32 v1, s73, v1
	v_or_b32_e32 v1, s74, v1
	ds_read2_b32 v[40:41], v1 offset1:1
	v_or_b32_e32 v94, s72, v0
	v_bfe_u32 v0, v0, 8, 16
	v_cmp_lt_u32_e32 vcc, s75, v0
	v_add_u32_e32 v1, s76, v0
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v41
	v_cndmask_b32_e32 v0, v41, v3, vcc
	v_and_b32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v59, v104, v90
	v_xor_b32_e32 v60, v2, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_ashrrev_i32_e32 v0, 6, v0
	v_sub_u32_e32 v40, v40, v0
	v_mov_b32_e32 v93, v57
	v_mad_u64_u32 v[0:1], s[4:5], v40, v94, v[93:94]
	v_mad_u64_u32 v[2:3], s[4:5], v40, v94, 0
	v_lshrrev_b32_e32 v56, 1, v94
	v_cmp_ge_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_ge_u64_e64 s[4:5], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	s_or_b64 s[46:47], vcc, s[4:5]
	v_sub_co_u32_e32 v41, vcc, v56, v0
	v_subb_co_u32_e32 v56, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v40
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v41, v0
	v_addc_co_u32_e32 v1, vcc, 0, v56, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v56, v40, v[0:1]
	v_cndmask_b32_e64 v0, 0, v40, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v40, v0, v1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, v40
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v73, v0
	v_addc_co_u32_e32 v1, vcc, 0, v76, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v76, v40, v[0:1]
	v_add_u32_e32 v4, -1, v94
	s_mov_b64 s[6:7], s[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v1, v94, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_sub_co_u32_e32 v0, vcc, v73, v2
	v_subb_co_u32_e32 v2, vcc, v76, v3, vcc
	v_cmp_lt_u32_e32 vcc, v1, v76
	v_cndmask_b32_e32 v3, 0, v94, vcc
	v_sub_co_u32_e32 v4, vcc, v4, v0
	v_sub_u32_e32 v2, v2, v3
	v_subb_co_u32_e64 v5, s[4:5], 0, 0, vcc
	v_subrev_co_u32_e32 v4, vcc, 0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_subb_co_u32_e32 v2, vcc, v5, v2, vcc
	v_lshrrev_b32_e32 v4, 31, v2
	v_add3_u32 v61, v3, v1, v4
	v_and_b32_e32 v1, v3, v94
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_and_b32_e32 v1, v1, v94
	v_sub_u32_e32 v90, v0, v1
	v_add_co_u32_e32 v93, vcc, v47, v61
	v_addc_co_u32_e32 v94, vcc, v62, v90, vcc
	v_lshrrev_b32_e32 v0, 9, v94
	v_or_b32_e32 v40, s78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v40
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v40
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v56, s80, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	v_add_u32_e32 v95, s79, v41
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v41, v0
	v_lshlrev_b64 v[0:1], 18, v[40:41]
	s_mov_b64 s[4:5], s[40:41]
	v_sub_co_u32_e32 v0, vcc, v93, v0
	v_subb_co_u32_e32 v0, vcc, v94, v1, vcc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[64:65]
	v_mul_f32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_lshl_add_u32 v2, v56, 10, v0
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 1, v2
	v_sub_co_u32_e32 v0, vcc, 0, v93
	v_add_u32_e32 v5, v3, v4
	v_subb_co_u32_e32 v1, vcc, v2, v94, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v5, v3, v[0:1]
	v_add_u32_e32 v4, -1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v4, vcc, v0, v4
	v_addc_co_u32_e32 v4, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0, v0
	v_addc_co_u32_e32 v1, vcc, 1, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v5, v5
	v_lshrrev_b32_e32 v3, 31, v4
	v_cndmask_b32_e32 v0, v5, v3, vcc
	v_add_u32_e32 v122, v0, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v62
	v_mov_b32_e32 v2, v59
	v_mov_b32_e32 v3, v60
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_mul_lo_u32 v0, v60, v47
	v_mul_lo_u32 v1, v59, v62
	v_mad_u64_u32 v[93:94], s[4:5], v59, v47, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add3_u32 v123, v94, v1, v0
	v_xor_b32_e32 v0, 1, v42
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v94, vcc, v91, v0
	v_addc_co_u32_e32 v95, vcc, v92, v1, vcc
	global_load_dwordx4 v[1:4], v[94:95], off
	v_xor_b32_e32 v0, 2, v42
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v125, v1, v40
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v124, v2, v41
	v_xor_b32_e32 v126, v4, v123
	v_xor_b32_e32 v127, v3, v93
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v104, vcc, v91, v0
	v_addc_co_u32_e32 v105, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[104:105], off
	v_xor_b32_e32 v0, 3, v42
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v42, v111, v123
	v_xor_b32_e32 v93, v110, v93
	v_xor_b32_e32 v41, v109, v41
	v_xor_b32_e32 v40, v108, v40
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v127, v72
	v_addc_co_u32_e32 v7, vcc, v126, v75, vcc
	v_add_co_u32_e32 v4, vcc, v125, v43
	v_addc_co_u32_e32 v5, vcc, v124, v46, vcc
	v_add_co_u32_e32 v10, vcc, v110, v78
	v_addc_co_u32_e32 v11, vcc, v111, v77, vcc
	v_add_co_u32_e32 v8, vcc, v108, v89
	v_addc_co_u32_e32 v9, vcc, v109, v88, vcc
	v_add_co_u32_e32 v12, vcc, v40, v89
	v_addc_co_u32_e32 v13, vcc, v41, v88, vcc
	v_add_co_u32_e32 v14, vcc, v93, v78
	v_addc_co_u32_e32 v15, vcc, v42, v77, vcc
	v_xor_b32_e32 v89, v12, v59
	v_bfe_u32 v59, v89, 4, 17
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_xor_b32_e32 v77, v15, v107
	v_xor_b32_e32 v78, v14, v106
	v_xor_b32_e32 v88, v13, v60
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v63
	v_addc_co_u32_e32 v3, vcc, v3, v74, vcc
	v_add_co_u32_e32 v0, vcc, v0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	global_store_dwordx4 v[94:95], v[0:3], off
	global_store_dwordx4 v[104:105], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[120:121], v[12:15], off
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v44, vcc, v91, v0
	v_addc_co_u32_e32 v45, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[44:45], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5 offset:1024
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v40, v0, v89
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v41, v1, v88
	v_mov_b32_e32 v1, 16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v42, v2, v78
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	v_xor_b32_e32 v56, v3, v77
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v40, v40, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v41, v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v42, v42, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v1, v1 offset:1024
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	ds_read_b32 v4, v4 offset:1024
	v_xor_b32_e32 v0, v56, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v40, v40, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v74, v0, v4
	v_xor_b32_e32 v0, 1, v59
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v41, v41, v2
	v_xor_b32_e32 v42, v42, v3
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v93, vcc, v91, v0
	v_addc_co_u32_e32 v94, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[93:94], off
	v_xor_b32_e32 v0, 2, v59
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[120:121], off
	v_xor_b32_e32 v0, 3, v59
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_bfe_u32 v59, v40, 4, 17
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v106, v73
	v_addc_co_u32_e32 v7, vcc, v107, v76, vcc
	v_add_co_u32_e32 v4, vcc, v104, v47
	v_addc_co_u32_e32 v5, vcc, v105, v62, vcc
	v_add_co_u32_e32 v10, vcc, v110, v78
	v_addc_co_u32_e32 v11, vcc, v111, v77, vcc
	v_add_co_u32_e32 v8, vcc, v108, v89
	v_addc_co_u32_e32 v9, vcc, v109, v88, vcc
	v_xor_b32_e32 v15, v74, v76
	v_xor_b32_e32 v14, v42, v73
	v_xor_b32_e32 v13, v41, v62
	v_xor_b32_e32 v12, v40, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v72
	v_addc_co_u32_e32 v3, vcc, v3, v75, vcc
	v_add_co_u32_e32 v0, vcc, v0, v43
	v_addc_co_u32_e32 v1, vcc, v1, v46, vcc
	global_store_dwordx4 v[93:94], v[0:3], off
	global_store_dwordx4 v[120:121], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[44:45], v[12:15], off
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_xor_b32_e32 v2, v90, v122
	v_add_co_u32_e32 v93, vcc, v91, v0
	v_addc_co_u32_e32 v94, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[93:94], off
	v_lshl_add_u32 v0, v122, 1, v40
	v_lshrrev_b32_e32 v1, 21, v0
	v_and_b32_e32 v1, s73, v1
	v_or_b32_e32 v1, s74, v1
	ds_read2_b32 v[44:45], v1 offset1:1
	v_or_b32_e32 v109, s72, v0
	v_bfe_u32 v0, v0, 8, 16
	v_cmp_lt_u32_e32 vcc, s75, v0
	v_add_u32_e32 v1, s76, v0
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v45
	v_cndmask_b32_e32 v0, v45, v3, vcc
	v_and_b32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v60, v104, v61
	v_xor_b32_e32 v61, v2, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_ashrrev_i32_e32 v0, 6, v0
	v_sub_u32_e32 v44, v44, v0
	v_mov_b32_e32 v108, v57
	v_mad_u64_u32 v[0:1], s[4:5], v44, v109, v[108:109]
	v_mad_u64_u32 v[2:3], s[4:5], v44, v109, 0
	v_lshrrev_b32_e32 v56, 1, v109
	v_cmp_ge_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_ge_u64_e64 s[4:5], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	s_or_b64 s[46:47], vcc, s[4:5]
	v_sub_co_u32_e32 v45, vcc, v56, v0
	v_subb_co_u32_e32 v56, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v44
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v45, v0
	v_addc_co_u32_e32 v1, vcc, 0, v56, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v56, v44, v[0:1]
	v_cndmask_b32_e64 v0, 0, v44, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v44, v0, v1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v44
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v42, v0
	v_addc_co_u32_e32 v1, vcc, 0, v74, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v74, v44, v[0:1]
	v_add_u32_e32 v4, -1, v109
	s_mov_b64 s[6:7], s[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v1, v109, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_sub_co_u32_e32 v0, vcc, v42, v2
	v_subb_co_u32_e32 v2, vcc, v74, v3, vcc
	v_cmp_lt_u32_e32 vcc, v1, v74
	v_cndmask_b32_e32 v3, 0, v109, vcc
	v_sub_co_u32_e32 v4, vcc, v4, v0
	v_sub_u32_e32 v2, v2, v3
	v_subb_co_u32_e64 v5, s[4:5], 0, 0, vcc
	v_subrev_co_u32_e32 v4, vcc, 0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_subb_co_u32_e32 v2, vcc, v5, v2, vcc
	v_lshrrev_b32_e32 v4, 31, v2
	v_add3_u32 v63, v3, v1, v4
	v_and_b32_e32 v1, v3, v109
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_and_b32_e32 v1, v1, v109
	v_sub_u32_e32 v90, v0, v1
	v_add_co_u32_e32 v95, vcc, v40, v63
	v_addc_co_u32_e32 v104, vcc, v41, v90, vcc
	v_lshrrev_b32_e32 v0, 9, v104
	v_or_b32_e32 v44, s78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v44
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v44
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v56, s80, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	v_add_u32_e32 v105, s79, v45
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v45, v0
	v_lshlrev_b64 v[0:1], 18, v[44:45]
	s_mov_b64 s[4:5], s[40:41]
	v_sub_co_u32_e32 v0, vcc, v95, v0
	v_subb_co_u32_e32 v0, vcc, v104, v1, vcc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[64:65]
	v_mul_f32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_lshl_add_u32 v2, v56, 10, v0
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 1, v2
	v_sub_co_u32_e32 v0, vcc, 0, v95
	v_add_u32_e32 v5, v3, v4
	v_subb_co_u32_e32 v1, vcc, v2, v104, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v5, v3, v[0:1]
	v_add_u32_e32 v4, -1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v4, vcc, v0, v4
	v_addc_co_u32_e32 v4, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0, v0
	v_addc_co_u32_e32 v1, vcc, 1, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v5, v5
	v_lshrrev_b32_e32 v3, 31, v4
	v_cndmask_b32_e32 v0, v5, v3, vcc
	v_add_u32_e32 v95, v0, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_mul_lo_u32 v0, v61, v40
	v_mul_lo_u32 v1, v60, v41
	v_mad_u64_u32 v[104:105], s[4:5], v60, v40, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add3_u32 v105, v105, v1, v0
	v_xor_b32_e32 v0, 1, v59
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[1:4], v[120:121], off
	v_xor_b32_e32 v0, 2, v59
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v125, v1, v44
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v124, v2, v45
	v_xor_b32_e32 v126, v4, v105
	v_xor_b32_e32 v127, v3, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[122:123], off
	v_xor_b32_e32 v0, 3, v59
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v59, v111, v105
	v_xor_b32_e32 v104, v110, v104
	v_xor_b32_e32 v45, v109, v45
	v_xor_b32_e32 v44, v108, v44
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v127, v73
	v_addc_co_u32_e32 v7, vcc, v126, v76, vcc
	v_add_co_u32_e32 v4, vcc, v125, v47
	v_addc_co_u32_e32 v5, vcc, v124, v62, vcc
	v_add_co_u32_e32 v10, vcc, v110, v78
	v_addc_co_u32_e32 v11, vcc, v111, v77, vcc
	v_add_co_u32_e32 v8, vcc, v108, v89
	v_addc_co_u32_e32 v9, vcc, v109, v88, vcc
	v_add_co_u32_e32 v12, vcc, v44, v89
	v_addc_co_u32_e32 v13, vcc, v45, v88, vcc
	v_add_co_u32_e32 v14, vcc, v104, v78
	v_addc_co_u32_e32 v15, vcc, v59, v77, vcc
	v_xor_b32_e32 v89, v12, v60
	v_bfe_u32 v44, v89, 4, 17
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_xor_b32_e32 v77, v15, v107
	v_xor_b32_e32 v78, v14, v106
	v_xor_b32_e32 v88, v13, v61
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v72
	v_addc_co_u32_e32 v3, vcc, v3, v75, vcc
	v_add_co_u32_e32 v0, vcc, v0, v43
	v_addc_co_u32_e32 v1, vcc, v1, v46, vcc
	global_store_dwordx4 v[120:121], v[0:3], off
	global_store_dwordx4 v[122:123], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[93:94], v[12:15], off
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v93, vcc, v91, v0
	v_addc_co_u32_e32 v94, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[93:94], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5 offset:1024
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v43, v0, v89
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v45, v1, v88
	v_mov_b32_e32 v1, 16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v46, v2, v78
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	v_xor_b32_e32 v56, v3, v77
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v43, v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v45, v45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v46, v46, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v105 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v79, v106 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v79, v107 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v79, v104 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v1, v1 offset:1024
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	ds_read_b32 v4, v4 offset:1024
	v_xor_b32_e32 v0, v56, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v59, v43, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v75, v0, v4
	v_xor_b32_e32 v0, 1, v44
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v60, v45, v2
	v_xor_b32_e32 v61, v46, v3
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[120:121], off
	v_xor_b32_e32 v0, 2, v44
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[122:123], off
	v_xor_b32_e32 v0, 3, v44
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_bfe_u32 v45, v59, 4, 17
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v106, v42
	v_addc_co_u32_e32 v7, vcc, v107, v74, vcc
	v_add_co_u32_e32 v4, vcc, v104, v40
	v_addc_co_u32_e32 v5, vcc, v105, v41, vcc
	v_add_co_u32_e32 v10, vcc, v110, v78
	v_addc_co_u32_e32 v11, vcc, v111, v77, vcc
	v_add_co_u32_e32 v8, vcc, v108, v89
	v_addc_co_u32_e32 v9, vcc, v109, v88, vcc
	v_xor_b32_e32 v15, v75, v74
	v_xor_b32_e32 v14, v61, v42
	v_xor_b32_e32 v13, v60, v41
	v_xor_b32_e32 v12, v59, v40
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v73
	v_addc_co_u32_e32 v3, vcc, v3, v76, vcc
	v_add_co_u32_e32 v0, vcc, v0, v47
	v_addc_co_u32_e32 v1, vcc, v1, v62, vcc
	global_store_dwordx4 v[120:121], v[0:3], off
	global_store_dwordx4 v[122:123], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[93:94], v[12:15], off
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_xor_b32_e32 v2, v90, v95
	v_add_co_u32_e32 v93, vcc, v91, v0
	v_addc_co_u32_e32 v94, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[93:94], off
	v_lshl_add_u32 v0, v95, 1, v59
	v_lshrrev_b32_e32 v1, 21, v0
	v_and_b32_e32 v1, s73, v1
	v_or_b32_e32 v1, s74, v1
	ds_read2_b32 v[43:44], v1 offset1:1
	v_or_b32_e32 v109, s72, v0
	v_bfe_u32 v0, v0, 8, 16
	v_cmp_lt_u32_e32 vcc, s75, v0
	v_add_u32_e32 v1, s76, v0
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v44
	v_cndmask_b32_e32 v0, v44, v3, vcc
	v_and_b32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v46, v104, v63
	v_xor_b32_e32 v63, v2, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_ashrrev_i32_e32 v0, 6, v0
	v_sub_u32_e32 v43, v43, v0
	v_mov_b32_e32 v108, v57
	v_mad_u64_u32 v[0:1], s[4:5], v43, v109, v[108:109]
	v_mad_u64_u32 v[2:3], s[4:5], v43, v109, 0
	v_lshrrev_b32_e32 v56, 1, v109
	v_cmp_ge_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_ge_u64_e64 s[4:5], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	s_or_b64 s[46:47], vcc, s[4:5]
	v_sub_co_u32_e32 v44, vcc, v56, v0
	v_subb_co_u32_e32 v56, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v43
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v44, v0
	v_addc_co_u32_e32 v1, vcc, 0, v56, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v56, v43, v[0:1]
	v_cndmask_b32_e64 v0, 0, v43, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v43, v0, v1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, v43
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v61, v0
	v_addc_co_u32_e32 v1, vcc, 0, v75, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v75, v43, v[0:1]
	v_add_u32_e32 v4, -1, v109
	s_mov_b64 s[6:7], s[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v1, v109, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_sub_co_u32_e32 v0, vcc, v61, v2
	v_subb_co_u32_e32 v2, vcc, v75, v3, vcc
	v_cmp_lt_u32_e32 vcc, v1, v75
	v_cndmask_b32_e32 v3, 0, v109, vcc
	v_sub_co_u32_e32 v4, vcc, v4, v0
	v_sub_u32_e32 v2, v2, v3
	v_subb_co_u32_e64 v5, s[4:5], 0, 0, vcc
	v_subrev_co_u32_e32 v4, vcc, 0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_subb_co_u32_e32 v2, vcc, v5, v2, vcc
	v_lshrrev_b32_e32 v4, 31, v2
	v_add3_u32 v72, v3, v1, v4
	v_and_b32_e32 v1, v3, v109
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_and_b32_e32 v1, v1, v109
	v_sub_u32_e32 v90, v0, v1
	v_add_co_u32_e32 v95, vcc, v59, v72
	v_addc_co_u32_e32 v104, vcc, v60, v90, vcc
	v_lshrrev_b32_e32 v0, 9, v104
	v_or_b32_e32 v43, s78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v43
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v43
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v56, s80, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	v_add_u32_e32 v105, s79, v44
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v44, v0
	v_lshlrev_b64 v[0:1], 18, v[43:44]
	s_mov_b64 s[4:5], s[40:41]
	v_sub_co_u32_e32 v0, vcc, v95, v0
	v_subb_co_u32_e32 v0, vcc, v104, v1, vcc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[64:65]
	v_mul_f32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_lshl_add_u32 v2, v56, 10, v0
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 1, v2
	v_sub_co_u32_e32 v0, vcc, 0, v95
	v_add_u32_e32 v5, v3, v4
	v_subb_co_u32_e32 v1, vcc, v2, v104, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v5, v3, v[0:1]
	v_add_u32_e32 v4, -1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v4, vcc, v0, v4
	v_addc_co_u32_e32 v4, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0, v0
	v_addc_co_u32_e32 v1, vcc, 1, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v5, v5
	v_lshrrev_b32_e32 v3, 31, v4
	v_cndmask_b32_e32 v0, v5, v3, vcc
	v_add_u32_e32 v95, v0, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, v60
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v63
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	v_mul_lo_u32 v0, v63, v59
	v_mul_lo_u32 v1, v46, v60
	v_mad_u64_u32 v[104:105], s[4:5], v46, v59, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add3_u32 v105, v105, v1, v0
	v_xor_b32_e32 v0, 1, v45
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[1:4], v[120:121], off
	v_xor_b32_e32 v0, 2, v45
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v125, v1, v43
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v124, v2, v44
	v_xor_b32_e32 v126, v4, v105
	v_xor_b32_e32 v127, v3, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[122:123], off
	v_xor_b32_e32 v0, 3, v45
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v45, v111, v105
	v_xor_b32_e32 v104, v110, v104
	v_xor_b32_e32 v44, v109, v44
	v_xor_b32_e32 v43, v108, v43
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v127, v42
	v_addc_co_u32_e32 v7, vcc, v126, v74, vcc
	v_add_co_u32_e32 v4, vcc, v125, v40
	v_addc_co_u32_e32 v5, vcc, v124, v41, vcc
	v_add_co_u32_e32 v10, vcc, v110, v78
	v_addc_co_u32_e32 v11, vcc, v111, v77, vcc
	v_add_co_u32_e32 v8, vcc, v108, v89
	v_addc_co_u32_e32 v9, vcc, v109, v88, vcc
	v_add_co_u32_e32 v12, vcc, v43, v89
	v_addc_co_u32_e32 v13, vcc, v44, v88, vcc
	v_add_co_u32_e32 v14, vcc, v104, v78
	v_addc_co_u32_e32 v15, vcc, v45, v77, vcc
	v_xor_b32_e32 v89, v12, v46
	v_bfe_u32 v43, v89, 4, 17
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_xor_b32_e32 v77, v15, v107
	v_xor_b32_e32 v78, v14, v106
	v_xor_b32_e32 v88, v13, v63
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v73
	v_addc_co_u32_e32 v3, vcc, v3, v76, vcc
	v_add_co_u32_e32 v0, vcc, v0, v47
	v_addc_co_u32_e32 v1, vcc, v1, v62, vcc
	global_store_dwordx4 v[120:121], v[0:3], off
	global_store_dwordx4 v[122:123], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[93:94], v[12:15], off
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v62, vcc, v91, v0
	v_addc_co_u32_e32 v63, vcc, v92, v1, vcc
	global_load_dwordx4 v[44:47], v[62:63], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v79, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v79, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v79, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v79, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v79, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v79, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5 offset:1024
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v56, v0, v89
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v73, v1, v88
	v_mov_b32_e32 v1, 16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v76, v2, v78
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	v_xor_b32_e32 v93, v3, v77
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v56, v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v73, v73, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v76, v76, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v45 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v79, v46 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v79, v47 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v79, v44 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v1, v1 offset:1024
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	ds_read_b32 v4, v4 offset:1024
	v_xor_b32_e32 v0, v93, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v44, v56, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v47, v0, v4
	v_xor_b32_e32 v0, 1, v43
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v45, v73, v2
	v_xor_b32_e32 v46, v76, v3
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v93, vcc, v91, v0
	v_addc_co_u32_e32 v94, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[93:94], off
	v_xor_b32_e32 v0, 2, v43
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[120:121], off
	v_xor_b32_e32 v0, 3, v43
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_bfe_u32 v43, v44, 4, 17
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v106, v61
	v_addc_co_u32_e32 v7, vcc, v107, v75, vcc
	v_add_co_u32_e32 v4, vcc, v104, v59
	v_addc_co_u32_e32 v5, vcc, v105, v60, vcc
	v_add_co_u32_e32 v10, vcc, v110, v78
	v_addc_co_u32_e32 v11, vcc, v111, v77, vcc
	v_add_co_u32_e32 v8, vcc, v108, v89
	v_addc_co_u32_e32 v9, vcc, v109, v88, vcc
	v_xor_b32_e32 v15, v47, v75
	v_xor_b32_e32 v14, v46, v61
	v_xor_b32_e32 v13, v45, v60
	v_xor_b32_e32 v12, v44, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v42
	v_addc_co_u32_e32 v3, vcc, v3, v74, vcc
	v_add_co_u32_e32 v0, vcc, v0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	global_store_dwordx4 v[93:94], v[0:3], off
	global_store_dwordx4 v[120:121], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[62:63], v[12:15], off
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_xor_b32_e32 v2, v90, v95
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[120:121], off
	v_lshl_add_u32 v0, v95, 1, v44
	v_lshrrev_b32_e32 v1, 21, v0
	v_and_b32_e32 v1, s73, v1
	v_or_b32_e32 v1, s74, v1
	ds_read2_b32 v[62:63], v1 offset1:1
	v_or_b32_e32 v94, s72, v0
	v_bfe_u32 v0, v0, 8, 16
	v_cmp_lt_u32_e32 vcc, s75, v0
	v_add_u32_e32 v1, s76, v0
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v63
	v_cndmask_b32_e32 v0, v63, v3, vcc
	v_and_b32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v72, v104, v72
	v_xor_b32_e32 v73, v2, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_ashrrev_i32_e32 v0, 6, v0
	v_sub_u32_e32 v62, v62, v0
	v_mov_b32_e32 v93, v57
	v_mad_u64_u32 v[0:1], s[4:5], v62, v94, v[93:94]
	v_mad_u64_u32 v[2:3], s[4:5], v62, v94, 0
	v_lshrrev_b32_e32 v56, 1, v94
	v_cmp_ge_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_ge_u64_e64 s[4:5], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	s_or_b64 s[46:47], vcc, s[4:5]
	v_sub_co_u32_e32 v56, vcc, v56, v0
	v_subb_co_u32_e32 v63, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v62
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v56, v0
	v_addc_co_u32_e32 v1, vcc, 0, v63, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v63, v62, v[0:1]
	v_cndmask_b32_e64 v0, 0, v62, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v56, v0, v1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v46, v0
	v_addc_co_u32_e32 v1, vcc, 0, v47, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v47, v56, v[0:1]
	v_add_u32_e32 v4, -1, v94
	s_mov_b64 s[6:7], s[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v1, v94, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_sub_co_u32_e32 v0, vcc, v46, v2
	v_subb_co_u32_e32 v2, vcc, v47, v3, vcc
	v_cmp_lt_u32_e32 vcc, v1, v47
	v_cndmask_b32_e32 v3, 0, v94, vcc
	v_sub_co_u32_e32 v4, vcc, v4, v0
	v_sub_u32_e32 v2, v2, v3
	v_subb_co_u32_e64 v5, s[4:5], 0, 0, vcc
	v_subrev_co_u32_e32 v4, vcc, 0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_subb_co_u32_e32 v2, vcc, v5, v2, vcc
	v_lshrrev_b32_e32 v4, 31, v2
	v_add3_u32 v90, v3, v1, v4
	v_and_b32_e32 v1, v3, v94
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_and_b32_e32 v1, v1, v94
	v_sub_u32_e32 v94, v0, v1
	v_add_co_u32_e32 v76, vcc, v44, v90
	v_addc_co_u32_e32 v93, vcc, v45, v94, vcc
	v_lshrrev_b32_e32 v0, 9, v93
	v_or_b32_e32 v56, s78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v62, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v56, s80, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	v_add_u32_e32 v95, s79, v62
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v62, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v63, v0
	v_lshlrev_b64 v[0:1], 18, v[62:63]
	s_mov_b64 s[4:5], s[40:41]
	v_sub_co_u32_e32 v0, vcc, v76, v0
	v_subb_co_u32_e32 v0, vcc, v93, v1, vcc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[64:65]
	v_mul_f32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_lshl_add_u32 v2, v56, 10, v0
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 1, v2
	v_sub_co_u32_e32 v0, vcc, 0, v76
	v_add_u32_e32 v5, v3, v4
	v_subb_co_u32_e32 v1, vcc, v2, v93, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v5, v3, v[0:1]
	v_add_u32_e32 v4, -1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v4, vcc, v0, v4
	v_addc_co_u32_e32 v4, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0, v0
	v_addc_co_u32_e32 v1, vcc, 1, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v5, v5
	v_lshrrev_b32_e32 v3, 31, v4
	v_cndmask_b32_e32 v0, v5, v3, vcc
	v_add_u32_e32 v95, v0, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_mul_lo_u32 v0, v73, v44
	v_mul_lo_u32 v1, v72, v45
	v_mad_u64_u32 v[104:105], s[4:5], v72, v44, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add3_u32 v76, v105, v1, v0
	v_xor_b32_e32 v0, 1, v43
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[1:4], v[122:123], off
	v_xor_b32_e32 v0, 2, v43
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v105, v1, v62
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v93, v2, v63
	v_xor_b32_e32 v126, v4, v76
	v_xor_b32_e32 v127, v3, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v124, vcc, v91, v0
	v_addc_co_u32_e32 v125, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[124:125], off
	v_xor_b32_e32 v0, 3, v43
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v43, v111, v76
	v_xor_b32_e32 v76, v110, v104
	v_xor_b32_e32 v63, v109, v63
	v_xor_b32_e32 v62, v108, v62
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v127, v61
	v_addc_co_u32_e32 v7, vcc, v126, v75, vcc
	v_add_co_u32_e32 v4, vcc, v105, v59
	v_addc_co_u32_e32 v5, vcc, v93, v60, vcc
	v_add_co_u32_e32 v10, vcc, v110, v78
	v_addc_co_u32_e32 v11, vcc, v111, v77, vcc
	v_add_co_u32_e32 v8, vcc, v108, v89
	v_addc_co_u32_e32 v9, vcc, v109, v88, vcc
	v_add_co_u32_e32 v12, vcc, v62, v89
	v_addc_co_u32_e32 v13, vcc, v63, v88, vcc
	v_add_co_u32_e32 v14, vcc, v76, v78
	v_addc_co_u32_e32 v15, vcc, v43, v77, vcc
	v_xor_b32_e32 v77, v12, v72
	v_bfe_u32 v62, v77, 4, 17
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_xor_b32_e32 v78, v15, v107
	v_xor_b32_e32 v93, v14, v106
	v_xor_b32_e32 v76, v13, v73
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v42
	v_addc_co_u32_e32 v3, vcc, v3, v74, vcc
	v_add_co_u32_e32 v0, vcc, v0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	global_store_dwordx4 v[122:123], v[0:3], off
	global_store_dwordx4 v[124:125], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[120:121], v[12:15], off
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v73, vcc, v91, v0
	v_addc_co_u32_e32 v74, vcc, v92, v1, vcc
	global_load_dwordx4 v[40:43], v[73:74], off
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v79, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v79, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v2, v79, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v3, v79, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v79, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v5, v79, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2
	ds_read_b32 v3, v3
	ds_read_b32 v4, v4
	ds_read_b32 v5, v5 offset:1024
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v56, v0, v77
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v63, v1, v76
	v_mov_b32_e32 v1, 16
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v72, v2, v93
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v4
	v_xor_b32_e32 v88, v3, v78
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v56, v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v63, v63, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_lshlrev_b32_sdwa v2, v79, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1
	ds_read_b32 v2, v2 offset:1024
	v_xor_b32_e32 v72, v72, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v2, v1
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[54:55]
	v_lshlrev_b32_sdwa v1, v79, v41 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v2, v79, v42 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v3, v79, v43 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshlrev_b32_sdwa v4, v79, v40 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v1, v1 offset:1024
	ds_read_b32 v2, v2 offset:1024
	ds_read_b32 v3, v3 offset:1024
	ds_read_b32 v4, v4 offset:1024
	v_xor_b32_e32 v0, v88, v0
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v40, v56, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v0, v4
	v_xor_b32_e32 v0, 1, v62
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v41, v63, v2
	v_xor_b32_e32 v42, v72, v3
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v88, vcc, v91, v0
	v_addc_co_u32_e32 v89, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[88:89], off
	v_xor_b32_e32 v0, 2, v62
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[120:121], off
	v_xor_b32_e32 v0, 3, v62
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_bfe_u32 v72, v40, 4, 17
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v106, v46
	v_addc_co_u32_e32 v7, vcc, v107, v47, vcc
	v_add_co_u32_e32 v4, vcc, v104, v44
	v_addc_co_u32_e32 v5, vcc, v105, v45, vcc
	v_add_co_u32_e32 v10, vcc, v110, v93
	v_addc_co_u32_e32 v11, vcc, v111, v78, vcc
	v_add_co_u32_e32 v8, vcc, v108, v77
	v_addc_co_u32_e32 v9, vcc, v109, v76, vcc
	v_xor_b32_e32 v15, v43, v47
	v_xor_b32_e32 v14, v42, v46
	v_xor_b32_e32 v13, v41, v45
	v_xor_b32_e32 v12, v40, v44
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v61
	v_addc_co_u32_e32 v3, vcc, v3, v75, vcc
	v_add_co_u32_e32 v0, vcc, v0, v59
	v_addc_co_u32_e32 v1, vcc, v1, v60, vcc
	global_store_dwordx4 v[88:89], v[0:3], off
	global_store_dwordx4 v[120:121], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[73:74], v[12:15], off
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	v_xor_b32_e32 v2, v94, v95
	v_add_co_u32_e32 v120, vcc, v91, v0
	v_addc_co_u32_e32 v121, vcc, v92, v1, vcc
	global_load_dwordx4 v[104:107], v[120:121], off
	v_lshl_add_u32 v0, v95, 1, v40
	v_lshrrev_b32_e32 v1, 21, v0
	v_and_b32_e32 v1, s73, v1
	v_or_b32_e32 v1, s74, v1
	ds_read2_b32 v[62:63], v1 offset1:1
	v_or_b32_e32 v89, s72, v0
	v_bfe_u32 v0, v0, 8, 16
	v_cmp_lt_u32_e32 vcc, s75, v0
	v_add_u32_e32 v1, s76, v0
	s_waitcnt lgkmcnt(0)
	v_lshrrev_b32_e32 v3, 16, v63
	v_cndmask_b32_e32 v0, v63, v3, vcc
	v_and_b32_e32 v0, s77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v73, v104, v90
	v_xor_b32_e32 v74, v2, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_ashrrev_i32_e32 v0, 6, v0
	v_sub_u32_e32 v62, v62, v0
	v_mov_b32_e32 v88, v57
	v_mad_u64_u32 v[0:1], s[4:5], v62, v89, v[88:89]
	v_mad_u64_u32 v[2:3], s[4:5], v62, v89, 0
	v_lshrrev_b32_e32 v56, 1, v89
	v_cmp_ge_u64_e32 vcc, v[56:57], v[0:1]
	v_cmp_ge_u64_e64 s[4:5], v[0:1], v[2:3]
	s_mov_b64 s[6:7], s[38:39]
	s_or_b64 s[46:47], vcc, s[4:5]
	v_sub_co_u32_e32 v56, vcc, v56, v0
	v_subb_co_u32_e32 v63, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v62
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v56, v0
	v_addc_co_u32_e32 v1, vcc, 0, v63, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v63, v62, v[0:1]
	v_cndmask_b32_e64 v0, 0, v62, s[46:47]
	s_mov_b64 s[4:5], s[40:41]
	v_add_u32_e32 v56, v0, v1
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_add_co_u32_e32 v0, vcc, v42, v0
	v_addc_co_u32_e32 v1, vcc, 0, v43, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v43, v56, v[0:1]
	v_add_u32_e32 v4, -1, v89
	s_mov_b64 s[6:7], s[38:39]
	v_mad_u64_u32 v[2:3], s[4:5], v1, v89, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_sub_co_u32_e32 v0, vcc, v42, v2
	v_subb_co_u32_e32 v2, vcc, v43, v3, vcc
	v_cmp_lt_u32_e32 vcc, v1, v43
	v_cndmask_b32_e32 v3, 0, v89, vcc
	v_sub_co_u32_e32 v4, vcc, v4, v0
	v_sub_u32_e32 v2, v2, v3
	v_subb_co_u32_e64 v5, s[4:5], 0, 0, vcc
	v_subrev_co_u32_e32 v4, vcc, 0, v4
	v_ashrrev_i32_e32 v3, 31, v2
	v_subb_co_u32_e32 v2, vcc, v5, v2, vcc
	v_lshrrev_b32_e32 v4, 31, v2
	v_add3_u32 v88, v3, v1, v4
	v_and_b32_e32 v1, v3, v89
	v_add_u32_e32 v0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v2
	v_and_b32_e32 v1, v1, v89
	v_sub_u32_e32 v89, v0, v1
	v_add_co_u32_e32 v90, vcc, v40, v88
	v_addc_co_u32_e32 v94, vcc, v41, v89, vcc
	v_lshrrev_b32_e32 v0, 9, v94
	v_or_b32_e32 v56, s78, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	s_swappc_b64 s[30:31], s[60:61]
	v_mov_b32_e32 v62, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	s_swappc_b64 s[30:31], s[62:63]
	v_add_u32_e32 v56, s80, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	v_add_u32_e32 v95, s79, v62
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v62, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v56
	s_swappc_b64 s[30:31], s[58:59]
	v_mov_b32_e32 v63, v0
	v_lshlrev_b64 v[0:1], 18, v[62:63]
	s_mov_b64 s[4:5], s[40:41]
	v_sub_co_u32_e32 v0, vcc, v90, v0
	v_subb_co_u32_e32 v0, vcc, v94, v1, vcc
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[64:65]
	v_mul_f32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_swappc_b64 s[30:31], s[66:67]
	v_lshl_add_u32 v2, v56, 10, v0
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 1, v2
	v_sub_co_u32_e32 v0, vcc, 0, v90
	v_add_u32_e32 v5, v3, v4
	v_subb_co_u32_e32 v1, vcc, v2, v94, vcc
	v_mad_u64_u32 v[0:1], s[4:5], v5, v3, v[0:1]
	v_add_u32_e32 v4, -1, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_add_co_u32_e32 v4, vcc, v0, v4
	v_addc_co_u32_e32 v4, vcc, v1, v5, vcc
	v_add_co_u32_e32 v0, vcc, v0, v3
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_co_u32_e32 v0, vcc, 0, v0
	v_addc_co_u32_e32 v1, vcc, 1, v1, vcc
	v_ashrrev_i32_e32 v5, 31, v4
	v_cmp_gt_i64_e32 vcc, 0, v[0:1]
	v_not_b32_e32 v5, v5
	v_lshrrev_b32_e32 v3, 31, v4
	v_cndmask_b32_e32 v0, v5, v3, vcc
	v_add_u32_e32 v90, v0, v2
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v2, v73
	v_mov_b32_e32 v3, v74
	s_swappc_b64 s[30:31], s[68:69]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_mul_lo_u32 v0, v74, v40
	v_mul_lo_u32 v1, v73, v41
	v_mad_u64_u32 v[94:95], s[4:5], v73, v40, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	v_add3_u32 v95, v95, v1, v0
	v_xor_b32_e32 v0, 1, v72
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v104, vcc, v91, v0
	v_addc_co_u32_e32 v105, vcc, v92, v1, vcc
	global_load_dwordx4 v[1:4], v[104:105], off
	v_xor_b32_e32 v0, 2, v72
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v125, v1, v62
	v_mov_b32_e32 v1, s70
	v_xor_b32_e32 v124, v2, v63
	v_xor_b32_e32 v126, v4, v95
	v_xor_b32_e32 v127, v3, v94
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_mov_b64 s[4:5], s[40:41]
	v_add_co_u32_e32 v122, vcc, v91, v0
	v_addc_co_u32_e32 v123, vcc, v92, v1, vcc
	global_load_dwordx4 v[108:111], v[122:123], off
	v_xor_b32_e32 v0, 3, v72
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v1, s70
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v72, v111, v95
	v_xor_b32_e32 v94, v110, v94
	v_xor_b32_e32 v63, v109, v63
	v_xor_b32_e32 v62, v108, v62
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_lshlrev_b64 v[0:1], 4, v[56:57]
	s_add_i32 s71, s71, -8
	v_add_co_u32_e32 v16, vcc, v91, v0
	v_addc_co_u32_e32 v17, vcc, v92, v1, vcc
	global_load_dwordx4 v[0:3], v[16:17], off
	v_add_co_u32_e32 v6, vcc, v127, v46
	v_addc_co_u32_e32 v7, vcc, v126, v47, vcc
	v_add_co_u32_e32 v4, vcc, v125, v44
	v_addc_co_u32_e32 v5, vcc, v124, v45, vcc
	v_add_co_u32_e32 v10, vcc, v110, v93
	v_addc_co_u32_e32 v11, vcc, v111, v78, vcc
	v_add_co_u32_e32 v8, vcc, v108, v77
	v_addc_co_u32_e32 v9, vcc, v109, v76, vcc
	v_add_co_u32_e32 v14, vcc, v94, v93
	v_addc_co_u32_e32 v15, vcc, v72, v78, vcc
	v_add_co_u32_e32 v12, vcc, v62, v77
	v_addc_co_u32_e32 v13, vcc, v63, v76, vcc
	v_xor_b32_e32 v78, v15, v107
	v_xor_b32_e32 v77, v14, v106
	v_xor_b32_e32 v76, v13, v74
	s_cmp_lg_u32 s71, 0
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v2, vcc, v2, v61
	v_addc_co_u32_e32 v3, vcc, v3, v75, vcc
	v_add_co_u32_e32 v0, vcc, v0, v59
	v_addc_co_u32_e32 v1, vcc, v1, v60, vcc
	v_xor_b32_e32 v75, v12, v73
	global_store_dwordx4 v[104:105], v[0:3], off
	global_store_dwordx4 v[122:123], v[4:7], off
	global_store_dwordx4 v[16:17], v[8:11], off
	global_store_dwordx4 v[120:121], v[12:15], off
	s_cbranch_scc1 .LBB8_7
.LBB8_8:
	s_or_b64 exec, exec, s[50:51]
	s_add_u32 s8, s42, 24
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v58
	v_mov_b32_e32 v0, 2
	s_swappc_b64 s[30:31], s[48:49]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel cn111
		.amdhsa_group_segment_fixed_size 3072
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 81
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
.Lfunc_end8:
	.size	cn111, .Lfunc_end8-cn111
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 19840
; NumSgprs: 87
; NumVgprs: 128
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 3072 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 87
; NumVGPRsForWavesPerEU: 128
; Occupancy: 2
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	cn211                   ; -- Begin function cn211
	.globl	cn211
	.p2align	8
	.type	cn211,@function
cn211:                                  ; @cn211
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx8 s[64:71], s[8:9], 0x0
	s_load_dwordx4 s[72:75], s[8:9], 0x20
	s_load_dword s76, s[8:9], 0x30
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[60:61], s[8:9]
	v_mov_b32_e32 v63, v1
	v_mov_b32_e32 v74, v0
	s_add_u32 s34, s60, 56
	s_mov_b32 s45, s16
	s_addc_u32 s35, s61, 0
	v_lshl_or_b32 v42, v63, 10, v74
	s_mov_b32 s63, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_mov_b32 s32, 0
	s_mov_b32 s62, s15
	s_mov_b64 s[54:55], s[10:11]
	s_mov_b64 s[56:57], s[6:7]
	s_mov_b64 s[58:59], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z17get_global_offsetj@rel32@lo+4
	s_addc_u32 s17, s17, _Z17get_global_offsetj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s37, s37, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v75, v0
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v60, v0
	v_lshl_add_u32 v44, v75, 3, v60
	s_movk_i32 s4, 0x100
	v_cmp_gt_i32_e32 vcc, s4, v44
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB9_3
; %bb.1:
	s_getpc_b64 s[40:41]
	s_add_u32 s40, s40, AES0_C@rel32@lo+4
	s_addc_u32 s41, s41, AES0_C@rel32@hi+12
	s_mov_b64 s[38:39], 0
	v_lshl_or_b32 v42, v63, 10, v74
	s_movk_i32 s33, 0xff
	s_getpc_b64 s[42:43]
	s_add_u32 s42, s42, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s43, s43, _Z6rotatejj@rel32@hi+12
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s47, s47, _Z14get_local_sizej@rel32@hi+12
.LBB9_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v45, 31, v44
	v_lshlrev_b64 v[0:1], 2, v[44:45]
	v_mov_b32_e32 v2, s41
	v_add_co_u32_e32 v0, vcc, s40, v0
	v_addc_co_u32_e32 v1, vcc, v1, v2, vcc
	global_load_dword v43, v[0:1], off
	s_add_u32 s34, s60, 56
	s_addc_u32 s35, s61, 0
	v_lshlrev_b32_e32 v45, 2, v44
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v1, 8
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v43
	ds_write_b32 v45, v43 offset:1600
	s_swappc_b64 s[30:31], s[42:43]
	ds_write_b32 v45, v0 offset:2624
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, 16
	s_swappc_b64 s[30:31], s[42:43]
	ds_write_b32 v45, v0 offset:3648
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[42:43]
	ds_write_b32 v45, v0 offset:4672
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mul_lo_u32 v0, v0, v43
	v_add_u32_e32 v44, v44, v0
	v_cmp_lt_i32_e32 vcc, s33, v44
	s_or_b64 s[38:39], vcc, s[38:39]
	s_andn2_b64 exec, exec, s[38:39]
	s_cbranch_execnz .LBB9_2
.LBB9_3:
	s_or_b64 exec, exec, s[36:37]
	s_add_u32 s8, s60, 56
	s_addc_u32 s9, s61, 0
	v_lshl_or_b32 v31, v63, 10, v74
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, 1
	v_sub_co_u32_e32 v78, vcc, v40, v41
	s_getpc_b64 s[38:39]
	s_add_u32 s38, s38, _Z7barrierj@rel32@lo+4
	s_addc_u32 s39, s39, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[38:39]
	s_mov_b32 s4, 0
	s_mov_b32 s11, s4
	s_mov_b32 s5, s4
	s_mov_b32 s6, s4
	s_mov_b32 s7, s4
	s_mov_b32 s8, s4
	s_mov_b32 s9, s4
	s_mov_b32 s10, s4
	v_mov_b32_e32 v73, s67
	v_mov_b32_e32 v153, s65
	v_mov_b32_e32 v47, s11
	v_cmp_gt_u32_e64 s[34:35], s76, v78
	v_mov_b32_e32 v72, s66
	v_mov_b32_e32 v152, s64
	v_mov_b32_e32 v46, s10
	v_mov_b32_e32 v45, s9
	v_mov_b32_e32 v44, s8
	v_mov_b32_e32 v43, s7
	v_mov_b32_e32 v42, s6
	v_mov_b32_e32 v41, s5
	v_mov_b32_e32 v40, s4
                                        ; implicit-def: $vgpr140_vgpr141_vgpr142_vgpr143
                                        ; implicit-def: $vgpr136_vgpr137_vgpr138_vgpr139
                                        ; implicit-def: $vgpr124_vgpr125_vgpr126_vgpr127
                                        ; implicit-def: $vgpr120_vgpr121_vgpr122_vgpr123
                                        ; implicit-def: $vgpr108_vgpr109_vgpr110_vgpr111
                                        ; implicit-def: $vgpr104_vgpr105_vgpr106_vgpr107
                                        ; implicit-def: $vgpr92_vgpr93_vgpr94_vgpr95
                                        ; implicit-def: $vgpr88_vgpr89_vgpr90_vgpr91
                                        ; implicit-def: $vgpr56_vgpr57_vgpr58_vgpr59
	s_and_saveexec_b64 s[40:41], s[34:35]
	s_cbranch_execz .LBB9_5
; %bb.4:
	v_mul_lo_u32 v0, v78, 25
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s67
	s_add_u32 s36, s60, 56
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_addc_u32 s37, s61, 0
	v_add_co_u32_e32 v72, vcc, s66, v2
	v_addc_co_u32_e32 v73, vcc, v4, v3, vcc
	v_lshl_or_b32 v61, v63, 10, v74
	v_mov_b32_e32 v79, v1
	v_add_u32_e32 v0, 4, v60
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v61
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6vload4mPU3AS1Kj@rel32@lo+4
	s_addc_u32 s17, s17, _Z6vload4mPU3AS1Kj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_mov_b32_e32 v58, v2
	v_mov_b32_e32 v59, v3
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v61
	v_mov_b32_e32 v0, 1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6vload8mPU3AS1Kj@rel32@lo+4
	s_addc_u32 s17, s17, _Z6vload8mPU3AS1Kj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v47, v7
	v_mov_b32_e32 v40, v0
	v_lshrrev_b32_e32 v0, 24, v47
	s_getpc_b64 s[42:43]
	s_add_u32 s42, s42, sbox@rel32@lo+4
	s_addc_u32 s43, s43, sbox@rel32@hi+12
	s_movk_i32 s33, 0xff
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v43, v3
	v_mov_b32_e32 v44, v4
	v_mov_b32_e32 v45, v5
	v_bfe_u32 v1, v47, 16, 8
	v_bfe_u32 v2, v47, 8, 8
	global_load_ubyte v3, v0, s[42:43]
	global_load_ubyte v4, v1, s[42:43]
	global_load_ubyte v5, v2, s[42:43]
	v_and_b32_e32 v0, s33, v47
	global_load_ubyte v0, v0, s[42:43]
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v61
	v_mov_b32_e32 v46, v6
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s47, s47, _Z6rotatejj@rel32@hi+12
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v0, v0, v40
	v_xor_b32_e32 v88, 1, v0
	v_xor_b32_e32 v89, v88, v41
	v_xor_b32_e32 v90, v89, v42
	v_xor_b32_e32 v91, v90, v43
	v_lshrrev_b32_e32 v0, 24, v91
	v_bfe_u32 v1, v91, 16, 8
	v_bfe_u32 v2, v91, 8, 8
	global_load_ubyte v3, v0, s[42:43]
	global_load_ubyte v4, v1, s[42:43]
	global_load_ubyte v5, v2, s[42:43]
	v_and_b32_e32 v0, s33, v91
	global_load_ubyte v0, v0, s[42:43]
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v61
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_xor_b32_e32 v92, v0, v44
	v_xor_b32_e32 v93, v92, v45
	v_xor_b32_e32 v94, v93, v46
	v_xor_b32_e32 v95, v94, v47
	v_lshrrev_b32_e32 v0, 24, v95
	v_bfe_u32 v1, v95, 16, 8
	v_bfe_u32 v2, v95, 8, 8
	global_load_ubyte v3, v0, s[42:43]
	global_load_ubyte v4, v1, s[42:43]
	global_load_ubyte v5, v2, s[42:43]
	v_and_b32_e32 v0, s33, v95
	global_load_ubyte v0, v0, s[42:43]
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v0, 2, v0
	v_xor_b32_e32 v105, v0, v41
	v_xor_b32_e32 v107, v105, v43
	v_lshrrev_b32_e32 v1, 24, v107
	v_bfe_u32 v2, v107, 16, 8
	v_bfe_u32 v3, v107, 8, 8
	global_load_ubyte v4, v1, s[42:43]
	global_load_ubyte v5, v2, s[42:43]
	global_load_ubyte v6, v3, s[42:43]
	v_and_b32_e32 v1, s33, v107
	global_load_ubyte v1, v1, s[42:43]
	v_xor_b32_e32 v104, v0, v88
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v61
	v_xor_b32_e32 v106, v105, v90
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v2, 24, v4
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v2, v5, 16, v2
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v3, 8, v6
	s_waitcnt vmcnt(0)
	v_or3_b32 v1, v2, v3, v1
	v_xor_b32_e32 v109, v1, v45
	v_xor_b32_e32 v111, v109, v47
	v_lshrrev_b32_e32 v2, 24, v111
	v_bfe_u32 v3, v111, 16, 8
	v_bfe_u32 v4, v111, 8, 8
	global_load_ubyte v5, v2, s[42:43]
	global_load_ubyte v6, v3, s[42:43]
	global_load_ubyte v7, v4, s[42:43]
	v_and_b32_e32 v2, s33, v111
	global_load_ubyte v2, v2, s[42:43]
	v_xor_b32_e32 v108, v1, v92
	v_xor_b32_e32 v110, v109, v94
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v0, 24, v5
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v0, v6, 16, v0
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v1, 8, v7
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v0, v1, v2
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v0, v0, v104
	v_xor_b32_e32 v120, 4, v0
	v_xor_b32_e32 v122, v120, v90
	v_xor_b32_e32 v123, v122, v107
	v_lshrrev_b32_e32 v0, 24, v123
	v_bfe_u32 v1, v123, 16, 8
	v_bfe_u32 v2, v123, 8, 8
	global_load_ubyte v3, v0, s[42:43]
	global_load_ubyte v4, v1, s[42:43]
	global_load_ubyte v5, v2, s[42:43]
	v_and_b32_e32 v0, s33, v123
	global_load_ubyte v0, v0, s[42:43]
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v61
	v_xor_b32_e32 v121, v120, v105
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_xor_b32_e32 v124, v0, v108
	v_xor_b32_e32 v126, v124, v94
	v_xor_b32_e32 v127, v126, v111
	v_lshrrev_b32_e32 v0, 24, v127
	v_bfe_u32 v1, v127, 16, 8
	v_bfe_u32 v2, v127, 8, 8
	global_load_ubyte v3, v0, s[42:43]
	global_load_ubyte v4, v1, s[42:43]
	global_load_ubyte v5, v2, s[42:43]
	v_and_b32_e32 v0, s33, v127
	global_load_ubyte v0, v0, s[42:43]
	v_xor_b32_e32 v125, v124, v109
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v1, 24, v3
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v1, v4, 16, v1
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v2, 8, v5
	s_waitcnt vmcnt(0)
	v_or3_b32 v0, v1, v2, v0
	v_mov_b32_e32 v1, 24
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v2, 8, v0
	v_xor_b32_e32 v139, v2, v43
	v_lshrrev_b32_e32 v0, 24, v139
	v_bfe_u32 v1, v139, 16, 8
	v_bfe_u32 v3, v139, 8, 8
	global_load_ubyte v4, v0, s[42:43]
	global_load_ubyte v5, v1, s[42:43]
	global_load_ubyte v6, v3, s[42:43]
	v_and_b32_e32 v0, s33, v139
	global_load_ubyte v3, v0, s[42:43]
	v_xor_b32_e32 v136, v2, v120
	v_xor_b32_e32 v137, v2, v105
	v_lshlrev_b64 v[0:1], 4, v[78:79]
	v_mov_b32_e32 v7, s65
	v_add_co_u32_e32 v152, vcc, s64, v0
	v_xor_b32_e32 v138, v137, v122
	v_addc_co_u32_e32 v153, vcc, v7, v1, vcc
	s_waitcnt vmcnt(3)
	v_lshlrev_b32_e32 v2, 24, v4
	s_waitcnt vmcnt(2)
	v_lshl_or_b32 v2, v5, 16, v2
	s_waitcnt vmcnt(1)
	v_lshlrev_b32_e32 v4, 8, v6
	s_waitcnt vmcnt(0)
	v_or3_b32 v2, v2, v4, v3
	v_xor_b32_e32 v141, v2, v109
	v_xor_b32_e32 v140, v2, v124
	v_xor_b32_e32 v143, v2, v47
	v_xor_b32_e32 v142, v141, v126
.LBB9_5:
	s_or_b64 exec, exec, s[40:41]
	s_add_u32 s8, s60, 56
	s_addc_u32 s9, s61, 0
	v_lshl_or_b32 v31, v63, 10, v74
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[38:39]
	s_and_saveexec_b64 s[40:41], s[34:35]
	s_cbranch_execz .LBB9_8
; %bb.6:
	s_mov_b32 s33, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v79, 2
	s_getpc_b64 s[42:43]
	s_add_u32 s42, s42, _Z5mul24jj@rel32@lo+4
	s_addc_u32 s43, s43, _Z5mul24jj@rel32@hi+12
.LBB9_7:                                ; =>This Inner Loop Header: Depth=1
	s_add_u32 s36, s60, 56
	v_add_u32_e32 v76, s33, v60
	s_addc_u32 s37, s61, 0
	v_lshl_or_b32 v77, v63, 10, v74
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v77
	v_mov_b32_e32 v0, v76
	v_mov_b32_e32 v1, s76
	s_swappc_b64 s[30:31], s[42:43]
	v_mov_b32_e32 v61, v0
	v_lshlrev_b64 v[0:1], 4, v[61:62]
	s_mov_b64 s[4:5], s[58:59]
	v_add_co_u32_e32 v0, vcc, v152, v0
	v_addc_co_u32_e32 v1, vcc, v153, v1, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v31, v77
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v56
	v_xor_b32_e32 v3, v3, v59
	v_xor_b32_e32 v2, v2, v58
	v_xor_b32_e32 v1, v1, v57
	v_lshlrev_b32_sdwa v4, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v40
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v41
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v42
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v43
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v1, v6, v1
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v2, v7, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v0
	v_lshlrev_b32_sdwa v4, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v44
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v45
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v46
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v47
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v0, v6, v0
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v7, v1
	v_lshlrev_b32_sdwa v4, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v88
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v89
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v90
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v91
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v1, v4, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v3, v6, v3
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v2, v5, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v7, v0
	v_lshlrev_b32_sdwa v4, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v92
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v93
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v94
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v95
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v4, v0
	v_xor_b32_e32 v2, v6, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v3, v7, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v5, v1
	v_lshlrev_b32_sdwa v4, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v104
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v105
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v106
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v107
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v1, v6, v1
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v2, v7, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v0
	v_lshlrev_b32_sdwa v4, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v108
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v109
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v110
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v111
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v0, v6, v0
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v7, v1
	v_lshlrev_b32_sdwa v4, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v120
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v121
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v122
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v123
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v1, v4, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v3, v6, v3
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v2, v5, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v7, v0
	v_lshlrev_b32_sdwa v4, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v124
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v125
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v126
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v127
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v4, v0
	v_xor_b32_e32 v2, v6, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v3, v7, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v5, v1
	v_lshlrev_b32_sdwa v4, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v136
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v137
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v138
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v139
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v1, v6, v1
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v2, v7, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v0
	v_lshlrev_b32_sdwa v4, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v140
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v141
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v142
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v143
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v56, v4, v2
	v_lshlrev_b32_sdwa v2, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	v_xor_b32_e32 v58, v6, v0
	v_lshlrev_b32_sdwa v0, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_mov_b32_e32 v1, s76
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v57, v5, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v59, v7, v0
	v_add_u32_e32 v0, 8, v76
	s_swappc_b64 s[30:31], s[42:43]
	v_mov_b32_e32 v61, v0
	v_lshlrev_b64 v[0:1], 4, v[61:62]
	s_add_i32 s33, s33, 16
	v_add_co_u32_e32 v0, vcc, v152, v0
	v_addc_co_u32_e32 v1, vcc, v153, v1, vcc
	global_load_dwordx4 v[0:3], v[0:1], off
	s_cmp_lg_u32 s33, 0x20000
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v0, v56
	v_xor_b32_e32 v3, v3, v59
	v_xor_b32_e32 v2, v2, v58
	v_xor_b32_e32 v1, v1, v57
	v_lshlrev_b32_sdwa v4, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v40
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v41
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v42
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v43
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v1, v6, v1
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v2, v7, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v0
	v_lshlrev_b32_sdwa v4, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v44
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v45
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v46
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v47
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v0, v6, v0
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v7, v1
	v_lshlrev_b32_sdwa v4, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v88
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v89
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v90
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v91
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v1, v4, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v3, v6, v3
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v2, v5, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v7, v0
	v_lshlrev_b32_sdwa v4, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v92
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v93
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v94
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v95
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v4, v0
	v_xor_b32_e32 v2, v6, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v3, v7, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v5, v1
	v_lshlrev_b32_sdwa v4, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v104
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v105
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v106
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v107
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v1, v6, v1
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v2, v7, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v0
	v_lshlrev_b32_sdwa v4, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v108
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v109
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v110
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v111
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v2, v4, v2
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v0, v6, v0
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v3, v5, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v7, v1
	v_lshlrev_b32_sdwa v4, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v120
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v121
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v122
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v123
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v1, v4, v1
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v3, v6, v3
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v2, v5, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v7, v0
	v_lshlrev_b32_sdwa v4, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v124
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v125
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v126
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v127
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v0, v4, v0
	v_xor_b32_e32 v2, v6, v2
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v3, v7, v3
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, v5, v1
	v_lshlrev_b32_sdwa v4, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v136
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v137
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v138
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v139
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v1, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v1, v1 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v3, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v3, v3 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v1, v6, v1
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v8
	v_xor_b32_e32 v2, v7, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v5, v0
	v_lshlrev_b32_sdwa v4, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v4, v4 offset:1600
	v_lshlrev_b32_sdwa v5, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v5, v5 offset:1600
	v_lshlrev_b32_sdwa v6, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v6, v6 offset:1600
	v_lshlrev_b32_sdwa v7, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b32 v7, v7 offset:1600
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(4)
	v_xor_b32_e32 v4, v4, v140
	s_waitcnt lgkmcnt(3)
	v_xor_b32_e32 v5, v5, v141
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v6, v6, v142
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v7, v7, v143
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b32 v8, v8 offset:3648
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v7, v7, v8
	v_lshlrev_b32_sdwa v8, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v0, v79, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v4, v4, v8
	v_lshlrev_b32_sdwa v8, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v5, v5, v8
	v_lshlrev_b32_sdwa v8, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	v_lshlrev_b32_sdwa v2, v79, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	v_lshlrev_b32_sdwa v8, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b32 v8, v8 offset:2624
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v56, v4, v2
	v_lshlrev_b32_sdwa v2, v79, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v2, v2 offset:4672
	v_xor_b32_e32 v58, v6, v0
	v_lshlrev_b32_sdwa v0, v79, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b32 v0, v0 offset:4672
	s_waitcnt lgkmcnt(2)
	v_xor_b32_e32 v7, v7, v8
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v57, v5, v2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v59, v7, v0
	s_cbranch_scc1 .LBB9_7
.LBB9_8:
	s_or_b64 exec, exec, s[40:41]
	s_and_saveexec_b64 s[36:37], s[34:35]
	s_cbranch_execz .LBB9_10
; %bb.9:
	s_add_u32 s8, s60, 56
	v_add_u32_e32 v4, 4, v60
	s_addc_u32 s9, s61, 0
	v_lshl_or_b32 v31, v63, 10, v74
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, v72
	v_mov_b32_e32 v7, v73
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7vstore2Dv2_mmPU3AS1m@rel32@lo+4
	s_addc_u32 s17, s17, _Z7vstore2Dv2_mmPU3AS1m@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
.LBB9_10:
	s_or_b64 exec, exec, s[36:37]
	s_add_u32 s8, s60, 56
	s_addc_u32 s9, s61, 0
	v_lshl_or_b32 v31, v63, 10, v74
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_cmp_gt_u32_e32 vcc, s76, v78
	v_cmp_eq_u32_e64 s[4:5], 0, v60
	s_mov_b32 s77, 0
	s_and_b64 s[4:5], vcc, s[4:5]
	s_and_saveexec_b64 s[66:67], s[4:5]
	s_cbranch_execz .LBB9_12
; %bb.11:
	global_load_dwordx4 v[0:3], v[72:73], off
	global_load_dwordx4 v[4:7], v[72:73], off offset:16
	global_load_dwordx4 v[8:11], v[72:73], off offset:32
	global_load_dwordx4 v[12:15], v[72:73], off offset:48
	global_load_dwordx4 v[16:19], v[72:73], off offset:64
	global_load_dwordx4 v[20:23], v[72:73], off offset:80
	global_load_dwordx4 v[24:27], v[72:73], off offset:96
	global_load_dwordx4 v[28:31], v[72:73], off offset:112
	global_load_dwordx4 v[32:35], v[72:73], off offset:128
	global_load_dwordx4 v[36:39], v[72:73], off offset:144
	global_load_dwordx4 v[43:46], v[72:73], off offset:160
	global_load_dwordx4 v[47:50], v[72:73], off offset:176
	global_load_dwordx2 v[51:52], v[72:73], off offset:192
	s_movk_i32 s4, 0xc8
	v_mul_lo_u32 v41, v75, s4
	s_add_u32 s64, s60, 56
	v_lshl_or_b32 v42, v63, 10, v74
	s_addc_u32 s65, s61, 0
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	s_mov_b64 s[8:9], s[64:65]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, keccakf1600_2@rel32@lo+4
	s_addc_u32 s17, s17, keccakf1600_2@rel32@hi+12
	s_waitcnt vmcnt(12)
	ds_write2_b64 v41, v[0:1], v[2:3] offset1:1
	s_waitcnt vmcnt(11)
	ds_write2_b64 v41, v[4:5], v[6:7] offset0:2 offset1:3
	s_waitcnt vmcnt(10)
	ds_write2_b64 v41, v[8:9], v[10:11] offset0:4 offset1:5
	s_waitcnt vmcnt(9)
	ds_write2_b64 v41, v[12:13], v[14:15] offset0:6 offset1:7
	s_waitcnt vmcnt(8)
	ds_write2_b64 v41, v[16:17], v[18:19] offset0:8 offset1:9
	s_waitcnt vmcnt(7)
	ds_write2_b64 v41, v[20:21], v[22:23] offset0:10 offset1:11
	s_waitcnt vmcnt(6)
	ds_write2_b64 v41, v[24:25], v[26:27] offset0:12 offset1:13
	s_waitcnt vmcnt(5)
	ds_write2_b64 v41, v[28:29], v[30:31] offset0:14 offset1:15
	s_waitcnt vmcnt(4)
	ds_write2_b64 v41, v[32:33], v[34:35] offset0:16 offset1:17
	s_waitcnt vmcnt(3)
	ds_write2_b64 v41, v[36:37], v[38:39] offset0:18 offset1:19
	s_waitcnt vmcnt(2)
	ds_write2_b64 v41, v[43:44], v[45:46] offset0:20 offset1:21
	s_waitcnt vmcnt(1)
	ds_write2_b64 v41, v[47:48], v[49:50] offset0:22 offset1:23
	s_waitcnt vmcnt(0)
	ds_write_b64 v41, v[51:52] offset:192
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v41
	s_swappc_b64 s[30:31], s[16:17]
	ds_read2_b64 v[0:3], v41 offset1:1
	ds_read2_b64 v[4:7], v41 offset0:2 offset1:3
	ds_read2_b64 v[8:11], v41 offset0:4 offset1:5
	s_lshl_b64 s[4:5], s[76:77], 2
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[8:9], s[64:65]
	s_waitcnt lgkmcnt(2)
	global_store_dwordx4 v[72:73], v[0:3], off
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[72:73], v[4:7], off offset:16
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[72:73], v[8:11], off offset:32
	ds_read2_b64 v[1:4], v41 offset0:6 offset1:7
	ds_read2_b64 v[5:8], v41 offset0:8 offset1:9
	ds_read2_b64 v[9:12], v41 offset0:10 offset1:11
	ds_read2_b64 v[13:16], v41 offset0:12 offset1:13
	ds_read2_b64 v[17:20], v41 offset0:14 offset1:15
	v_and_b32_e32 v0, 3, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_mov_b64 s[10:11], s[54:55]
	s_waitcnt lgkmcnt(4)
	global_store_dwordx4 v[72:73], v[1:4], off offset:48
	s_waitcnt lgkmcnt(3)
	global_store_dwordx4 v[72:73], v[5:8], off offset:64
	s_waitcnt lgkmcnt(2)
	global_store_dwordx4 v[72:73], v[9:12], off offset:80
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[72:73], v[13:16], off offset:96
	s_waitcnt lgkmcnt(0)
	global_store_dwordx4 v[72:73], v[17:20], off offset:112
	ds_read2_b64 v[1:4], v41 offset0:16 offset1:17
	ds_read2_b64 v[5:8], v41 offset0:18 offset1:19
	ds_read2_b64 v[9:12], v41 offset0:20 offset1:21
	ds_read2_b64 v[13:16], v41 offset0:22 offset1:23
	ds_read_b64 v[17:18], v41 offset:192
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	s_waitcnt lgkmcnt(4)
	global_store_dwordx4 v[72:73], v[1:4], off offset:128
	s_waitcnt lgkmcnt(3)
	global_store_dwordx4 v[72:73], v[5:8], off offset:144
	s_waitcnt lgkmcnt(2)
	global_store_dwordx4 v[72:73], v[9:12], off offset:160
	s_waitcnt lgkmcnt(1)
	global_store_dwordx4 v[72:73], v[13:16], off offset:176
	s_waitcnt lgkmcnt(0)
	global_store_dwordx2 v[72:73], v[17:18], off offset:192
	v_mov_b32_e32 v1, s70
	v_mov_b32_e32 v2, s68
	v_cndmask_b32_e32 v1, v1, v2, vcc
	v_mov_b32_e32 v2, s71
	v_mov_b32_e32 v3, s69
	v_cndmask_b32_e32 v2, v2, v3, vcc
	v_mov_b32_e32 v3, s74
	v_mov_b32_e32 v4, s72
	v_cmp_eq_u32_e32 vcc, 2, v0
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_mov_b32_e32 v4, s75
	v_mov_b32_e32 v5, s73
	v_cndmask_b32_e32 v4, v4, v5, vcc
	v_cmp_gt_u32_e32 vcc, 2, v0
	v_cndmask_b32_e32 v41, v3, v1, vcc
	v_cndmask_b32_e32 v40, v4, v2, vcc
	v_mov_b32_e32 v1, s5
	v_add_co_u32_e32 v0, vcc, s4, v41
	v_addc_co_u32_e32 v1, vcc, v40, v1, vcc
	s_mov_b64 s[4:5], s[58:59]
	v_mov_b32_e32 v31, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v41, v0
	v_addc_co_u32_e32 v1, vcc, v40, v1, vcc
	global_store_dword v[0:1], v78, off
.LBB9_12:
	s_or_b64 exec, exec, s[66:67]
	s_add_u32 s8, s60, 56
	s_addc_u32 s9, s61, 0
	v_lshl_or_b32 v31, v63, 10, v74
	s_mov_b64 s[4:5], s[58:59]
	s_mov_b64 s[6:7], s[56:57]
	s_mov_b64 s[10:11], s[54:55]
	s_mov_b32 s12, s63
	s_mov_b32 s13, s62
	s_mov_b32 s14, s45
	v_mov_b32_e32 v0, 2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z9mem_fencej@rel32@lo+4
	s_addc_u32 s17, s17, _Z9mem_fencej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel cn211
		.amdhsa_group_segment_fixed_size 5696
		.amdhsa_private_segment_fixed_size 16816
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
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 154
		.amdhsa_next_free_sgpr 78
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
.Lfunc_end9:
	.size	cn211, .Lfunc_end9-cn211
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 12380
; NumSgprs: 84
; NumVgprs: 154
; ScratchSize: 16816
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5696 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 38
; NumSGPRsForWavesPerEU: 84
; NumVGPRsForWavesPerEU: 154
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.type	keccakf_rndc,@object            ; @keccakf_rndc
	.section	.rodata,#alloc
	.p2align	3
keccakf_rndc:
	.quad	1                               ; 0x1
	.quad	32898                           ; 0x8082
	.quad	-9223372036854742902            ; 0x800000000000808a
	.quad	-9223372034707259392            ; 0x8000000080008000
	.quad	32907                           ; 0x808b
	.quad	2147483649                      ; 0x80000001
	.quad	-9223372034707259263            ; 0x8000000080008081
	.quad	-9223372036854743031            ; 0x8000000000008009
	.quad	138                             ; 0x8a
	.quad	136                             ; 0x88
	.quad	2147516425                      ; 0x80008009
	.quad	2147483658                      ; 0x8000000a
	.quad	2147516555                      ; 0x8000808b
	.quad	-9223372036854775669            ; 0x800000000000008b
	.quad	-9223372036854742903            ; 0x8000000000008089
	.quad	-9223372036854743037            ; 0x8000000000008003
	.quad	-9223372036854743038            ; 0x8000000000008002
	.quad	-9223372036854775680            ; 0x8000000000000080
	.quad	32778                           ; 0x800a
	.quad	-9223372034707292150            ; 0x800000008000000a
	.quad	-9223372034707259263            ; 0x8000000080008081
	.quad	-9223372036854742912            ; 0x8000000000008080
	.quad	2147483649                      ; 0x80000001
	.quad	-9223372034707259384            ; 0x8000000080008008
	.size	keccakf_rndc, 192

	.type	sbox,@object                    ; @sbox
sbox:
	.ascii	"c|w{\362ko\3050\001g+\376\327\253v\312\202\311}\372YG\360\255\324\242\257\234\244r\300\267\375\223&6?\367\3144\245\345\361q\3301\025\004\307#\303\030\226\005\232\007\022\200\342\353'\262u\t\203,\032\033nZ\240R;\326\263)\343/\204S\321\000\355 \374\261[j\313\2769JLX\317\320\357\252\373CM3\205E\371\002\177P<\237\250Q\243@\217\222\2358\365\274\266\332!\020\377\363\322\315\f\023\354_\227D\027\304\247~=d]\031s`\201O\334\"*\220\210F\356\270\024\336^\013\333\3402:\nI\006$\\\302\323\254b\221\225\344y\347\3107m\215\325N\251lV\364\352ez\256\b\272x%.\034\246\264\306\350\335t\037K\275\213\212p>\265fH\003\366\016a5W\271\206\301\035\236\341\370\230\021i\331\216\224\233\036\207\351\316U(\337\214\241\211\r\277\346BhA\231-\017\260T\273\026"
	.size	sbox, 256

	.type	rcon,@object                    ; @rcon
	.section	.rodata.cst8,"aM",@progbits,8
rcon:
	.ascii	"\215\001\002\004\b\020 @"
	.size	rcon, 8

	.type	AES0_C,@object                  ; @AES0_C
	.section	.rodata,#alloc
	.p2align	2
AES0_C:
	.long	2774754246                      ; 0xa56363c6
	.long	2222750968                      ; 0x847c7cf8
	.long	2574743534                      ; 0x997777ee
	.long	2373680118                      ; 0x8d7b7bf6
	.long	234025727                       ; 0xdf2f2ff
	.long	3177933782                      ; 0xbd6b6bd6
	.long	2976870366                      ; 0xb16f6fde
	.long	1422247313                      ; 0x54c5c591
	.long	1345335392                      ; 0x50303060
	.long	50397442                        ; 0x3010102
	.long	2842126286                      ; 0xa96767ce
	.long	2099981142                      ; 0x7d2b2b56
	.long	436141799                       ; 0x19fefee7
	.long	1658312629                      ; 0x62d7d7b5
	.long	3870010189                      ; 0xe6abab4d
	.long	2591454956                      ; 0x9a7676ec
	.long	1170918031                      ; 0x45caca8f
	.long	2642575903                      ; 0x9d82821f
	.long	1086966153                      ; 0x40c9c989
	.long	2273148410                      ; 0x877d7dfa
	.long	368769775                       ; 0x15fafaef
	.long	3948501426                      ; 0xeb5959b2
	.long	3376891790                      ; 0xc947478e
	.long	200339707                       ; 0xbf0f0fb
	.long	3970805057                      ; 0xecadad41
	.long	1742001331                      ; 0x67d4d4b3
	.long	4255294047                      ; 0xfda2a25f
	.long	3937382213                      ; 0xeaafaf45
	.long	3214711843                      ; 0xbf9c9c23
	.long	4154762323                      ; 0xf7a4a453
	.long	2524082916                      ; 0x967272e4
	.long	1539358875                      ; 0x5bc0c09b
	.long	3266819957                      ; 0xc2b7b775
	.long	486407649                       ; 0x1cfdfde1
	.long	2928907069                      ; 0xae93933d
	.long	1780885068                      ; 0x6a26264c
	.long	1513502316                      ; 0x5a36366c
	.long	1094664062                      ; 0x413f3f7e
	.long	49805301                        ; 0x2f7f7f5
	.long	1338821763                      ; 0x4fcccc83
	.long	1546925160                      ; 0x5c343468
	.long	4104496465                      ; 0xf4a5a551
	.long	887481809                       ; 0x34e5e5d1
	.long	150073849                       ; 0x8f1f1f9
	.long	2473685474                      ; 0x937171e2
	.long	1943591083                      ; 0x73d8d8ab
	.long	1395732834                      ; 0x53313162
	.long	1058346282                      ; 0x3f15152a
	.long	201589768                       ; 0xc040408
	.long	1388824469                      ; 0x52c7c795
	.long	1696801606                      ; 0x65232346
	.long	1589887901                      ; 0x5ec3c39d
	.long	672667696                       ; 0x28181830
	.long	2711000631                      ; 0xa1969637
	.long	251987210                       ; 0xf05050a
	.long	3046808111                      ; 0xb59a9a2f
	.long	151455502                       ; 0x907070e
	.long	907153956                       ; 0x36121224
	.long	2608889883                      ; 0x9b80801b
	.long	1038279391                      ; 0x3de2e2df
	.long	652995533                       ; 0x26ebebcd
	.long	1764173646                      ; 0x6927274e
	.long	3451040383                      ; 0xcdb2b27f
	.long	2675275242                      ; 0x9f7575ea
	.long	453576978                       ; 0x1b090912
	.long	2659418909                      ; 0x9e83831d
	.long	1949051992                      ; 0x742c2c58
	.long	773462580                       ; 0x2e1a1a34
	.long	756751158                       ; 0x2d1b1b36
	.long	2993581788                      ; 0xb26e6edc
	.long	3998898868                      ; 0xee5a5ab4
	.long	4221608027                      ; 0xfba0a05b
	.long	4132590244                      ; 0xf65252a4
	.long	1295727478                      ; 0x4d3b3b76
	.long	1641469623                      ; 0x61d6d6b7
	.long	3467883389                      ; 0xceb3b37d
	.long	2066295122                      ; 0x7b292952
	.long	1055122397                      ; 0x3ee3e3dd
	.long	1898917726                      ; 0x712f2f5e
	.long	2542044179                      ; 0x97848413
	.long	4115878822                      ; 0xf55353a6
	.long	1758581177                      ; 0x68d1d1b9
	.long	0                               ; 0x0
	.long	753790401                       ; 0x2cededc1
	.long	1612718144                      ; 0x60202040
	.long	536673507                       ; 0x1ffcfce3
	.long	3367088505                      ; 0xc8b1b179
	.long	3982187446                      ; 0xed5b5bb6
	.long	3194645204                      ; 0xbe6a6ad4
	.long	1187761037                      ; 0x46cbcb8d
	.long	3653156455                      ; 0xd9bebe67
	.long	1262041458                      ; 0x4b393972
	.long	3729410708                      ; 0xde4a4a94
	.long	3561770136                      ; 0xd44c4c98
	.long	3898103984                      ; 0xe85858b0
	.long	1255133061                      ; 0x4acfcf85
	.long	1808847035                      ; 0x6bd0d0bb
	.long	720367557                       ; 0x2aefefc5
	.long	3853167183                      ; 0xe5aaaa4f
	.long	385612781                       ; 0x16fbfbed
	.long	3309519750                      ; 0xc5434386
	.long	3612167578                      ; 0xd74d4d9a
	.long	1429418854                      ; 0x55333366
	.long	2491778321                      ; 0x94858511
	.long	3477423498                      ; 0xcf45458a
	.long	284817897                       ; 0x10f9f9e9
	.long	100794884                       ; 0x6020204
	.long	2172616702                      ; 0x817f7ffe
	.long	4031795360                      ; 0xf05050a0
	.long	1144798328                      ; 0x443c3c78
	.long	3131023141                      ; 0xba9f9f25
	.long	3819481163                      ; 0xe3a8a84b
	.long	4082192802                      ; 0xf35151a2
	.long	4272137053                      ; 0xfea3a35d
	.long	3225436288                      ; 0xc0404080
	.long	2324664069                      ; 0x8a8f8f05
	.long	2912064063                      ; 0xad92923f
	.long	3164445985                      ; 0xbc9d9d21
	.long	1211644016                      ; 0x48383870
	.long	83228145                        ; 0x4f5f5f1
	.long	3753688163                      ; 0xdfbcbc63
	.long	3249976951                      ; 0xc1b6b677
	.long	1977277103                      ; 0x75dadaaf
	.long	1663115586                      ; 0x63212142
	.long	806359072                       ; 0x30101020
	.long	452984805                       ; 0x1affffe5
	.long	250868733                       ; 0xef3f3fd
	.long	1842533055                      ; 0x6dd2d2bf
	.long	1288555905                      ; 0x4ccdcd81
	.long	336333848                       ; 0x140c0c18
	.long	890442534                       ; 0x35131326
	.long	804056259                       ; 0x2fececc3
	.long	3781124030                      ; 0xe15f5fbe
	.long	2727843637                      ; 0xa2979735
	.long	3427026056                      ; 0xcc444488
	.long	957814574                       ; 0x3917172e
	.long	1472513171                      ; 0x57c4c493
	.long	4071073621                      ; 0xf2a7a755
	.long	2189328124                      ; 0x827e7efc
	.long	1195195770                      ; 0x473d3d7a
	.long	2892260552                      ; 0xac6464c8
	.long	3881655738                      ; 0xe75d5dba
	.long	723065138                       ; 0x2b191932
	.long	2507371494                      ; 0x957373e6
	.long	2690670784                      ; 0xa06060c0
	.long	2558624025                      ; 0x98818119
	.long	3511635870                      ; 0xd14f4f9e
	.long	2145180835                      ; 0x7fdcdca3
	.long	1713513028                      ; 0x66222244
	.long	2116692564                      ; 0x7e2a2a54
	.long	2878378043                      ; 0xab90903b
	.long	2206763019                      ; 0x8388880b
	.long	3393603212                      ; 0xca46468c
	.long	703524551                       ; 0x29eeeec7
	.long	3552098411                      ; 0xd3b8b86b
	.long	1007948840                      ; 0x3c141428
	.long	2044649127                      ; 0x79dedea7
	.long	3797835452                      ; 0xe25e5ebc
	.long	487262998                       ; 0x1d0b0b16
	.long	1994120109                      ; 0x76dbdbad
	.long	1004593371                      ; 0x3be0e0db
	.long	1446130276                      ; 0x56323264
	.long	1312438900                      ; 0x4e3a3a74
	.long	503974420                       ; 0x1e0a0a14
	.long	3679013266                      ; 0xdb494992
	.long	168166924                       ; 0xa06060c
	.long	1814307912                      ; 0x6c242448
	.long	3831258296                      ; 0xe45c5cb8
	.long	1573044895                      ; 0x5dc2c29f
	.long	1859376061                      ; 0x6ed3d3bd
	.long	4021070915                      ; 0xefacac43
	.long	2791465668                      ; 0xa66262c4
	.long	2828112185                      ; 0xa8919139
	.long	2761266481                      ; 0xa4959531
	.long	937747667                       ; 0x37e4e4d3
	.long	2339994098                      ; 0x8b7979f2
	.long	854058965                       ; 0x32e7e7d5
	.long	1137232011                      ; 0x43c8c88b
	.long	1496790894                      ; 0x5937376e
	.long	3077402074                      ; 0xb76d6dda
	.long	2358086913                      ; 0x8c8d8d01
	.long	1691735473                      ; 0x64d5d5b1
	.long	3528347292                      ; 0xd24e4e9c
	.long	3769215305                      ; 0xe0a9a949
	.long	3027004632                      ; 0xb46c6cd8
	.long	4199962284                      ; 0xfa5656ac
	.long	133494003                       ; 0x7f4f4f3
	.long	636152527                       ; 0x25eaeacf
	.long	2942657994                      ; 0xaf6565ca
	.long	2390391540                      ; 0x8e7a7af4
	.long	3920539207                      ; 0xe9aeae47
	.long	403179536                       ; 0x18080810
	.long	3585784431                      ; 0xd5baba6f
	.long	2289596656                      ; 0x887878f0
	.long	1864705354                      ; 0x6f25254a
	.long	1915629148                      ; 0x722e2e5c
	.long	605822008                       ; 0x241c1c38
	.long	4054230615                      ; 0xf1a6a657
	.long	3350508659                      ; 0xc7b4b473
	.long	1371981463                      ; 0x51c6c697
	.long	602466507                       ; 0x23e8e8cb
	.long	2094914977                      ; 0x7cdddda1
	.long	2624877800                      ; 0x9c7474e8
	.long	555687742                       ; 0x211f1f3e
	.long	3712699286                      ; 0xdd4b4b96
	.long	3703422305                      ; 0xdcbdbd61
	.long	2257292045                      ; 0x868b8b0d
	.long	2240449039                      ; 0x858a8a0f
	.long	2423288032                      ; 0x907070e0
	.long	1111375484                      ; 0x423e3e7c
	.long	3300242801                      ; 0xc4b5b571
	.long	2858837708                      ; 0xaa6666cc
	.long	3628615824                      ; 0xd8484890
	.long	84083462                        ; 0x5030306
	.long	32962295                        ; 0x1f6f6f7
	.long	302911004                       ; 0x120e0e1c
	.long	2741068226                      ; 0xa36161c2
	.long	1597322602                      ; 0x5f35356a
	.long	4183250862                      ; 0xf95757ae
	.long	3501832553                      ; 0xd0b9b969
	.long	2441512471                      ; 0x91868617
	.long	1489093017                      ; 0x58c1c199
	.long	656219450                       ; 0x271d1d3a
	.long	3114180135                      ; 0xb99e9e27
	.long	954327513                       ; 0x38e1e1d9
	.long	335083755                       ; 0x13f8f8eb
	.long	3013122091                      ; 0xb398982b
	.long	856756514                       ; 0x33111122
	.long	3144247762                      ; 0xbb6969d2
	.long	1893325225                      ; 0x70d9d9a9
	.long	2307821063                      ; 0x898e8e07
	.long	2811532339                      ; 0xa7949433
	.long	3063651117                      ; 0xb69b9b2d
	.long	572399164                       ; 0x221e1e3c
	.long	2458355477                      ; 0x92878715
	.long	552200649                       ; 0x20e9e9c9
	.long	1238290055                      ; 0x49cece87
	.long	4283782570                      ; 0xff5555aa
	.long	2015897680                      ; 0x78282850
	.long	2061492133                      ; 0x7adfdfa5
	.long	2408352771                      ; 0x8f8c8c03
	.long	4171342169                      ; 0xf8a1a159
	.long	2156497161                      ; 0x80898909
	.long	386731290                       ; 0x170d0d1a
	.long	3669999461                      ; 0xdabfbf65
	.long	837215959                       ; 0x31e6e6d7
	.long	3326231172                      ; 0xc6424284
	.long	3093850320                      ; 0xb86868d0
	.long	3275833730                      ; 0xc3414182
	.long	2962856233                      ; 0xb0999929
	.long	1999449434                      ; 0x772d2d5a
	.long	286199582                       ; 0x110f0f1e
	.long	3417354363                      ; 0xcbb0b07b
	.long	4233385128                      ; 0xfc5454a8
	.long	3602627437                      ; 0xd6bbbb6d
	.long	974525996                       ; 0x3a16162c
	.size	AES0_C, 1024

	.type	RCP_C,@object                   ; @RCP_C
	.p2align	2
RCP_C:
	.long	4261527155                      ; 0xfe01be73
	.long	4245159681                      ; 0xfd07ff01
	.long	4195454042                      ; 0xfa118c5a
	.long	4179950355                      ; 0xf924fb13
	.long	4130393563                      ; 0xf630cddb
	.long	4116248380                      ; 0xf558f73c
	.long	4066322740                      ; 0xf25f2934
	.long	4054053755                      ; 0xf1a3f37b
	.long	4003218786                      ; 0xee9c4562
	.long	3993169872                      ; 0xee02efd0
	.long	3941060309                      ; 0xeae7ced5
	.long	3933662266                      ; 0xea76ec3a
	.long	3879826224                      ; 0xe7417330
	.long	3875530936                      ; 0xe6ffe8b8
	.long	3819495959                      ; 0xe3a8e217
	.long	3818644810                      ; 0xe39be54a
	.long	3760049411                      ; 0xe01dcd03
	.long	3763003888                      ; 0xe04ae1f0
	.long	3701467707                      ; 0xdc9fea3b
	.long	3708542632                      ; 0xdd0bdea8
	.long	3643731768                      ; 0xd92eef38
	.long	3655261043                      ; 0xd9dedb73
	.long	3586823718                      ; 0xd5ca9626
	.long	3603159119                      ; 0xd6c3d84f
	.long	3530725852                      ; 0xd27299dc
	.long	3552171324                      ; 0xd3b9d53c
	.long	3475420761                      ; 0xcf26b659
	.long	3502232122                      ; 0xd0bfd23a
	.long	3420891913                      ; 0xcbe6ab09
	.long	3453341512                      ; 0xcdd5cf48
	.long	3367123078                      ; 0xc8b23886
	.long	3405433957                      ; 0xcafacc65
	.long	3314098405                      ; 0xc58920e5
	.long	3358509458                      ; 0xc82ec992
	.long	3261802558                      ; 0xc26b283e
	.long	3312633550                      ; 0xc572c6ce
	.long	3210220503                      ; 0xbf5813d7
	.long	3267609625                      ; 0xc2c3c419
	.long	3159338203                      ; 0xbc4facdb
	.long	3223568753                      ; 0xc023c171
	.long	3109140982                      ; 0xb951b9f6
	.long	3180314327                      ; 0xbd8fbed7
	.long	3059615176                      ; 0xb65e05c8
	.long	3137977419                      ; 0xbb09bc4b
	.long	3010747799                      ; 0xb3745d97
	.long	3096492491                      ; 0xb890b9cb
	.long	2962525444                      ; 0xb0948d04
	.long	3055859544                      ; 0xb624b758
	.long	2914935272                      ; 0xadbe61e8
	.long	3015947506                      ; 0xb3c3b4f2
	.long	2867965482                      ; 0xaaf1ae2a
	.long	2976821911                      ; 0xb16eb297
	.long	2821603630                      ; 0xa82e412e
	.long	2938482760                      ; 0xaf25b048
	.long	2775837848                      ; 0xa573ec98
	.long	2900864517                      ; 0xace7ae05
	.long	2730657049                      ; 0xa2c28519
	.long	2863967181                      ; 0xaab4abcd
	.long	2686050076                      ; 0xa019df1c
	.long	2827790751                      ; 0xa88ca99f
	.long	2642005905                      ; 0x9d79cf91
	.long	2792269692                      ; 0xa66ea77c
	.long	2598514168                      ; 0x9ae22df8
	.long	2757469539                      ; 0xa45ba563
	.long	2555564238                      ; 0x9852d0ce
	.long	2723259220                      ; 0xa251a354
	.long	2513146158                      ; 0x95cb912e
	.long	2689638735                      ; 0xa050a14f
	.long	2471250134                      ; 0x934c48d6
	.long	2656739156                      ; 0x9e5a9f54
	.long	2429866536                      ; 0x90d4d228
	.long	2624363874                      ; 0x9c6c9d62
	.long	2388986169                      ; 0x8e650939
	.long	2592578425                      ; 0x9a879b79
	.long	2348600053                      ; 0x8bfccaf5
	.long	2561448344                      ; 0x98ac9998
	.long	2308698642                      ; 0x899bf212
	.long	2530777025                      ; 0x96d897c1
	.long	2269273837                      ; 0x87425eed
	.long	2500695538                      ; 0x950d95f2
	.long	2230317011                      ; 0x84efefd3
	.long	2471138347                      ; 0x934a942b
	.long	2191819856                      ; 0x82a48450
	.long	2442105452                      ; 0x918f926c
	.long	2153774260                      ; 0x805ffcb4
	.long	2413596853                      ; 0x8fdc90b5
	.long	2116172471                      ; 0x7e223ab7
	.long	2385547013                      ; 0x8e308f05
	.long	2079006577                      ; 0x7beb1f71
	.long	2358021469                      ; 0x8c8c8d5d
	.long	2042268898                      ; 0x79ba8ce2
	.long	2330954685                      ; 0x8aef8bbd
	.long	2005952574                      ; 0x7790683e
	.long	2304346659                      ; 0x89598a23
	.long	1970049859                      ; 0x756c9343
	.long	2278197393                      ; 0x87ca8891
	.long	1934554216                      ; 0x734ef468
	.long	2252506885                      ; 0x86428705
	.long	1899458299                      ; 0x71376efb
	.long	2227275137                      ; 0x84c18581
	.long	1864755691                      ; 0x6f25e9eb
	.long	2202371074                      ; 0x83458402
	.long	1830439732                      ; 0x6d1a4b34
	.long	2177925770                      ; 0x81d0828a
	.long	1796504146                      ; 0x6b147a52
	.long	2153939224                      ; 0x80628118
	.long	1762942203                      ; 0x69145cfb
	.long	2130280365                      ; 0x7ef97fad
	.long	1729748281                      ; 0x6719dd39
	.long	2107014727                      ; 0x7d967e47
	.long	1696916139                      ; 0x6524e2ab
	.long	2084142311                      ; 0x7c397ce7
	.long	1664439835                      ; 0x6335561b
	.long	2061663117                      ; 0x7ae27b8d
	.long	1632313834                      ; 0x614b21ea
	.long	2039511608                      ; 0x79907a38
	.long	1600532240                      ; 0x5f662f10
	.long	2017753321                      ; 0x784478e9
	.long	1569089503                      ; 0x5d8667df
	.long	1996322720                      ; 0x76fd77a0
	.long	1537980551                      ; 0x5babb887
	.long	1975219803                      ; 0x75bb765b
	.long	1507199790                      ; 0x59d60b2e
	.long	1954444572                      ; 0x747e751c
	.long	1476742437                      ; 0x58054d25
	.long	1933997025                      ; 0x734673e1
	.long	1446602895                      ; 0x5639688f
	.long	1913877164                      ; 0x721372ac
	.long	1416776749                      ; 0x54724c2d
	.long	1894084987                      ; 0x70e5717b
	.long	1387258524                      ; 0x52afe29c
	.long	1874554960                      ; 0x6fbb7050
	.long	1358044165                      ; 0x50f21c05
	.long	1855352616                      ; 0x6e966f28
	.long	1329128466                      ; 0x4f38e412
	.long	1836477958                      ; 0x6d766e06
	.long	1300507281                      ; 0x4d842a91
	.long	1817865447                      ; 0x6c5a6ce7
	.long	1272175824                      ; 0x4bd3dcd0
	.long	1799515085                      ; 0x6b426bcd
	.long	1244129642                      ; 0x4a27e96a
	.long	1781426872                      ; 0x6a2e6ab8
	.long	1216364894                      ; 0x4880415e
	.long	1763666342                      ; 0x691f69a6
	.long	1188876893                      ; 0x46dcd25d
	.long	1746102425                      ; 0x68136899
	.long	1161661940                      ; 0x453d8df4
	.long	1728866191                      ; 0x670c678f
	.long	1134715557                      ; 0x43a262a5
	.long	1711826570                      ; 0x6608668a
	.long	1108034262                      ; 0x420b42d6
	.long	1695114632                      ; 0x65096588
	.long	1081613779                      ; 0x40781dd3
	.long	1678599306                      ; 0x640d648a
	.long	1055450266                      ; 0x3ee8e49a
	.long	1662280592                      ; 0x63146390
	.long	1029540369                      ; 0x3d5d8a11
	.long	1646224025                      ; 0x621f6299
	.long	1003880160                      ; 0x3bd5fee0
	.long	1630429606                      ; 0x612e61a6
	.long	978465942                       ; 0x3a523496
	.long	1614831799                      ; 0x604060b7
	.long	953294453                       ; 0x38d21e75
	.long	1599496139                      ; 0x5f565fcb
	.long	928362180                       ; 0x3755aec4
	.long	1584357090                      ; 0x5e6f5ee2
	.long	903665551                       ; 0x35dcd78f
	.long	1569414653                      ; 0x5d8b5dfd
	.long	879201650                       ; 0x34678d72
	.long	1554734362                      ; 0x5cab5d1a
	.long	854966652                       ; 0x32f5c17c
	.long	1540185147                      ; 0x5bcd5c3b
	.long	830957553                       ; 0x318767f1
	.long	1525898080                      ; 0x5af35b60
	.long	807171345                       ; 0x301c7511
	.long	1511742087                      ; 0x5a1b5a87
	.long	783604938                       ; 0x2eb4dcca
	.long	1497848241                      ; 0x594759b1
	.long	760255324                       ; 0x2d50935c
	.long	1484151006                      ; 0x587658de
	.long	737119226                       ; 0x2bef8bfa
	.long	1470584846                      ; 0x57a7580e
	.long	714194012                       ; 0x2a91bc5c
	.long	1457215297                      ; 0x56db5741
	.long	691476879                       ; 0x2937198f
	.long	1444042358                      ; 0x56125676
	.long	668964622                       ; 0x27df970e
	.long	1431066031                      ; 0x554c55af
	.long	646654840                       ; 0x268b2b78
	.long	1418220778                      ; 0x548854ea
	.long	624544673                       ; 0x2539cba1
	.long	1405572136                      ; 0x53c75428
	.long	602631556                       ; 0x23eb6d84
	.long	1393120104                      ; 0x53095368
	.long	580912708                       ; 0x22a00644
	.long	1380799147                      ; 0x524d52ab
	.long	559385811                       ; 0x21578cd3
	.long	1368674800                      ; 0x519451f0
	.long	538047993                       ; 0x2011f5f9
	.long	1356681528                      ; 0x50dd5138
	.long	516896910                       ; 0x1ecf388e
	.long	1344819330                      ; 0x50285082
	.long	495930195                       ; 0x1d8f4b53
	.long	1333153743                      ; 0x4f764fcf
	.long	475145387                       ; 0x1c5224ab
	.long	1321619230                      ; 0x4ec64f1e
	.long	454540167                       ; 0x1b17bb87
	.long	1310215791                      ; 0x4e184e6f
	.long	434112319                       ; 0x19e0073f
	.long	1299008962                      ; 0x4d6d4dc2
	.long	413859338                       ; 0x18aafe0a
	.long	1287933208                      ; 0x4cc44d18
	.long	393778931                       ; 0x177896f3
	.long	1276922992                      ; 0x4c1c4c70
	.long	373869334                       ; 0x1648cb16
	.long	1266174922                      ; 0x4b784bca
	.long	354127953                       ; 0x151b9051
	.long	1255492390                      ; 0x4ad54b26
	.long	334552810                       ; 0x13f0deea
	.long	1244940932                      ; 0x4a344a84
	.long	315141875                       ; 0x12c8aef3
	.long	1234520548                      ; 0x499549e4
	.long	295893033                       ; 0x11a2f829
	.long	1224231238                      ; 0x48f84946
	.long	276804095                       ; 0x107fb1ff
	.long	1214073003                      ; 0x485d48ab
	.long	257873392                       ; 0xf5ed5f0
	.long	1204045841                      ; 0x47c44811
	.long	239098817                       ; 0xe405bc1
	.long	1194149753                      ; 0x472d4779
	.long	220478426                       ; 0xd243bda
	.long	1184384739                      ; 0x469846e3
	.long	202010529                       ; 0xc0a6fa1
	.long	1174750798                      ; 0x4605464e
	.long	183692786                       ; 0xaf2edf2
	.long	1165182396                      ; 0x457345bc
	.long	165523811                       ; 0x9ddb163
	.long	1155745067                      ; 0x44e3452b
	.long	147501668                       ; 0x8cab264
	.long	1146438812                      ; 0x4455449c
	.long	129624533                       ; 0x7b9e9d5
	.long	1137263631                      ; 0x43c9440f
	.long	111890803                       ; 0x6ab5173
	.long	1128153987                      ; 0x433e4383
	.long	94298433                        ; 0x59ee141
	.long	1119175418                      ; 0x42b542fa
	.long	76846279                        ; 0x49494c7
	.long	1110327921                      ; 0x422e4271
	.long	59532031                        ; 0x38c62ff
	.long	1101545963                      ; 0x41a841eb
	.long	42354571                        ; 0x286478b
	.long	1092895078                      ; 0x41244166
	.long	25312132                        ; 0x1823b84
	.long	1084309730                      ; 0x40a140e2
	.long	8403075                         ; 0x803883
	.long	1075593312                      ; 0x401c4060
	.size	RCP_C, 1024

	.hidden	_Z6rotatejj
	.hidden	_Z6rotatemm
	.hidden	_Z9bitselectmmm
	.hidden	_Z12get_local_idj
	.hidden	_Z7barrierj
	.hidden	_Z6vload8mPU3AS1Km
	.hidden	_Z13get_global_idj
	.hidden	_Z6vload4mPU3AS1Kj
	.hidden	_Z9mem_fencej
	.hidden	_Z5mul24jj
	.hidden	_Z6mul_himm
	.hidden	_Z17get_global_offsetj
	.hidden	_Z14get_local_sizej
	.hidden	_Z6vload8mPU3AS1Kj
	.hidden	_Z7vstore2Dv2_mmPU3AS1m
	.hidden	_Z10atomic_incPU3AS1Vj
	.hidden	_Z6mul_hijj
	.hidden	_Z5mul24ii
	.hidden	_Z12native_rsqrtf
	.hidden	_Z11native_sqrtf
	.hidden	_Z17convert_float_rtei
	.hidden	_Z15convert_int_rtef
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         40
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         48
        .size:           8
        .value_kind:     hidden_global_offset_z
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
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         80
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 5696
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           cn011
    .private_segment_fixed_size: 16816
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         cn011.kd
    .vgpr_count:     154
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
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
    .group_segment_fixed_size: 3072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 8
    .name:           cn111
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 8
      - 1
      - 1
    .sgpr_count:     87
    .sgpr_spill_count: 0
    .symbol:         cn111.kd
    .vgpr_count:     128
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         48
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
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
    .group_segment_fixed_size: 5696
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           cn211
    .private_segment_fixed_size: 16816
    .reqd_workgroup_size:
      - 8
      - 8
      - 1
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .symbol:         cn211.kd
    .vgpr_count:     154
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
