	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.hidden	ROTL64_1                        ; -- Begin function ROTL64_1
	.globl	ROTL64_1
	.p2align	2
	.type	ROTL64_1,@function
ROTL64_1:                               ; @ROTL64_1
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_sub_u32_e32 v4, 0, v2
	v_lshlrev_b32_e32 v3, v2, v0
	v_lshrrev_b32_e32 v5, v4, v1
	v_xor_b32_e32 v3, v3, v5
	v_lshlrev_b32_e32 v1, v2, v1
	v_lshrrev_b32_e32 v0, v4, v0
	v_xor_b32_e32 v1, v1, v0
	v_mov_b32_e32 v0, v3
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	ROTL64_1, .Lfunc_end0-ROTL64_1
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 36
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	ROTL64_2                        ; -- Begin function ROTL64_2
	.globl	ROTL64_2
	.p2align	2
	.type	ROTL64_2,@function
ROTL64_2:                               ; @ROTL64_2
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_sub_u32_e32 v4, 0, v2
	v_lshlrev_b32_e32 v3, v2, v1
	v_lshrrev_b32_e32 v5, v4, v0
	v_xor_b32_e32 v3, v3, v5
	v_lshlrev_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v1, v4, v1
	v_xor_b32_e32 v1, v0, v1
	v_mov_b32_e32 v0, v3
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	ROTL64_2, .Lfunc_end1-ROTL64_2
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 40
; NumSgprs: 36
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	keccak_block_noabsorb           ; -- Begin function keccak_block_noabsorb
	.globl	keccak_block_noabsorb
	.p2align	2
	.type	keccak_block_noabsorb,@function
keccak_block_noabsorb:                  ; @keccak_block_noabsorb
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 24
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
	v_mov_b32_e32 v57, v7
	v_mov_b32_e32 v58, v6
	v_mov_b32_e32 v59, v5
	v_mov_b32_e32 v46, v3
	v_mov_b32_e32 v61, v2
	v_mov_b32_e32 v41, v1
	v_mov_b32_e32 v53, v11
	v_mov_b32_e32 v54, v10
	v_mov_b32_e32 v42, v9
	v_mov_b32_e32 v56, v8
	v_mov_b32_e32 v47, v4
	v_mov_b32_e32 v63, v13
	v_mov_b32_e32 v45, v12
	v_mov_b32_e32 v43, v31
	buffer_load_dword v2, v7, s[0:3], 0 offen
	buffer_load_dword v3, v61, s[0:3], 0 offen
	buffer_load_dword v4, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v5, v7, s[0:3], 0 offen offset:4
	buffer_load_dword v34, v1, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v7, v11, s[0:3], 0 offen
	buffer_load_dword v8, v11, s[0:3], 0 offen offset:4
	buffer_load_dword v9, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v10, v0, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v12, v59, s[0:3], 0 offen
	buffer_load_dword v13, v54, s[0:3], 0 offen offset:4
	buffer_load_dword v55, v54, s[0:3], 0 offen
	buffer_load_dword v51, v46, s[0:3], 0 offen
	buffer_load_dword v49, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v1, v1, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v52, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v50, v17, s[0:3], 0 offen offset:4
	buffer_load_dword v48, v18, s[0:3], 0 offen
	buffer_load_dword v39, v18, s[0:3], 0 offen offset:4
	buffer_load_dword v38, v19, s[0:3], 0 offen
	buffer_load_dword v37, v19, s[0:3], 0 offen offset:4
	buffer_load_dword v36, v16, s[0:3], 0 offen offset:4
	buffer_load_dword v35, v16, s[0:3], 0 offen
	buffer_load_dword v25, v21, s[0:3], 0 offen
	buffer_load_dword v26, v21, s[0:3], 0 offen offset:4
	buffer_load_dword v27, v42, s[0:3], 0 offen
	buffer_load_dword v28, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v29, v47, s[0:3], 0 offen
	buffer_load_dword v30, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v31, v14, s[0:3], 0 offen offset:4
	buffer_load_dword v32, v14, s[0:3], 0 offen
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
	v_writelane_b32 v40, s52, 18
	v_writelane_b32 v40, s53, 19
	v_writelane_b32 v40, s54, 20
	v_writelane_b32 v40, s55, 21
	s_addk_i32 s32, 0x2c00
	v_writelane_b32 v40, s30, 22
	v_mov_b32_e32 v60, v0
	v_writelane_b32 v40, s31, 23
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z9bitselectDv2_jS_S_@rel32@lo+4
	s_addc_u32 s47, s47, _Z9bitselectDv2_jS_S_@rel32@hi+12
	s_waitcnt vmcnt(31)
	v_xor_b32_e32 v33, v2, v3
	buffer_load_dword v2, v24, s[0:3], 0 offen offset:4
	buffer_load_dword v3, v24, s[0:3], 0 offen
	s_waitcnt vmcnt(31)
	v_xor_b32_e32 v4, v5, v4
	buffer_load_dword v5, v17, s[0:3], 0 offen
	s_waitcnt vmcnt(30)
	v_xor_b32_e32 v6, v6, v34
	s_waitcnt vmcnt(29)
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt vmcnt(25)
	v_xor_b32_e32 v11, v11, v9
	s_waitcnt vmcnt(24)
	v_xor_b32_e32 v12, v12, v10
	s_waitcnt vmcnt(23)
	v_xor_b32_e32 v11, v11, v13
	s_waitcnt vmcnt(22)
	v_xor_b32_e32 v12, v12, v55
	buffer_load_dword v13, v63, s[0:3], 0 offen
	buffer_load_dword v55, v63, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(20)
	v_xor_b32_e32 v52, v52, v1
	v_xor_b32_e32 v7, v52, v8
	buffer_load_dword v8, v23, s[0:3], 0 offen
	buffer_load_dword v52, v23, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(16)
	v_xor_b32_e32 v7, v7, v36
	s_waitcnt vmcnt(15)
	v_xor_b32_e32 v6, v6, v35
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v6, v6, v25
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v7, v7, v26
	buffer_load_dword v36, v22, s[0:3], 0 offen offset:4
	buffer_load_dword v35, v22, s[0:3], 0 offen
	buffer_load_dword v25, v56, s[0:3], 0 offen
	buffer_load_dword v26, v56, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v27, v27, v29
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v28, v30, v28
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v28, v28, v31
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v27, v27, v32
	v_xor_b32_e32 v37, v28, v37
	buffer_load_dword v29, v15, s[0:3], 0 offen offset:4
	buffer_load_dword v30, v15, s[0:3], 0 offen
	buffer_load_dword v31, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v32, v45, s[0:3], 0 offen
	v_xor_b32_e32 v38, v27, v38
	buffer_load_dword v27, v20, s[0:3], 0 offen offset:4
	buffer_load_dword v28, v20, s[0:3], 0 offen
	s_waitcnt vmcnt(16)
	v_xor_b32_e32 v37, v37, v2
	v_alignbit_b32 v2, v7, v6, 31
	s_waitcnt vmcnt(15)
	v_xor_b32_e32 v38, v38, v3
	v_alignbit_b32 v3, v6, v7, 31
	v_xor_b32_e32 v2, v37, v2
	v_xor_b32_e32 v3, v38, v3
	v_xor_b32_e32 v9, v2, v9
	buffer_store_dword v9, v0, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v9, v3, v10
	buffer_store_dword v9, v0, s[0:3], 0 offen
	buffer_load_dword v9, v58, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v10, v58, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v11, v11, v29
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v4, v4, v31
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v31, v33, v32
	v_xor_b32_e32 v12, v12, v30
	v_xor_b32_e32 v5, v31, v5
	v_xor_b32_e32 v4, v4, v50
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v12, v12, v28
	v_xor_b32_e32 v29, v4, v36
	v_xor_b32_e32 v28, v5, v35
	v_xor_b32_e32 v11, v11, v27
	v_alignbit_b32 v4, v28, v29, 31
	v_alignbit_b32 v5, v29, v28, 31
	v_xor_b32_e32 v4, v4, v12
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v1, v5, v1
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v9, v9, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v10, v10, v5
	v_alignbit_b32 v27, v10, v9, 20
	v_alignbit_b32 v9, v9, v10, 20
	buffer_store_dword v27, v41, s[0:3], 0 offen
	buffer_store_dword v9, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v9, v42, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v10, v42, s[0:3], 0 offen
	v_xor_b32_e32 v27, v25, v51
	v_xor_b32_e32 v25, v26, v49
	v_xor_b32_e32 v25, v25, v55
	v_xor_b32_e32 v13, v27, v13
	v_xor_b32_e32 v13, v13, v48
	v_xor_b32_e32 v25, v25, v39
	v_xor_b32_e32 v25, v25, v52
	v_xor_b32_e32 v8, v13, v8
	v_alignbit_b32 v13, v12, v11, 31
	v_alignbit_b32 v11, v11, v12, 31
	v_xor_b32_e32 v12, v8, v13
	v_xor_b32_e32 v11, v25, v11
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v9, v9, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v10, v10, v12
	v_alignbit_b32 v13, v10, v9, 12
	v_alignbit_b32 v9, v9, v10, 12
	buffer_store_dword v9, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v58, s[0:3], 0 offen
	buffer_store_dword v22, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_load_dword v9, v22, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v10, v22, s[0:3], 0 offen offset:4
	v_alignbit_b32 v13, v8, v25, 31
	v_alignbit_b32 v8, v25, v8, 31
	v_xor_b32_e32 v7, v8, v7
	v_xor_b32_e32 v6, v13, v6
	v_alignbit_b32 v13, v37, v38, 31
	v_xor_b32_e32 v13, v13, v29
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v9, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v10, v7
	v_alignbit_b32 v10, v9, v8, 3
	v_alignbit_b32 v8, v8, v9, 3
	buffer_store_dword v8, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v42, s[0:3], 0 offen
	buffer_store_dword v14, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_load_dword v8, v14, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v14, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v11
	v_alignbit_b32 v10, v9, v8, 25
	v_alignbit_b32 v8, v8, v9, 25
	buffer_store_dword v10, v22, s[0:3], 0 offen
	buffer_store_dword v8, v22, s[0:3], 0 offen offset:4
	buffer_store_dword v20, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_load_dword v8, v20, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v20, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v3
	v_alignbit_b32 v10, v9, v8, 14
	v_alignbit_b32 v8, v8, v9, 14
	buffer_store_dword v8, v14, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v14, s[0:3], 0 offen
	buffer_load_dword v8, v61, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v61, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v7
	v_alignbit_b32 v10, v9, v8, 2
	v_alignbit_b32 v8, v8, v9, 2
	buffer_store_dword v8, v20, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v20, s[0:3], 0 offen
	buffer_load_dword v8, v45, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v45, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v7
	v_alignbit_b32 v10, v9, v8, 21
	v_alignbit_b32 v8, v8, v9, 21
	buffer_store_dword v10, v61, s[0:3], 0 offen
	buffer_store_dword v8, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v8, v63, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v63, s[0:3], 0 offen
	v_alignbit_b32 v10, v38, v37, 31
	v_xor_b32_e32 v10, v10, v28
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v10
	v_alignbit_b32 v14, v9, v8, 7
	v_alignbit_b32 v8, v8, v9, 7
	buffer_store_dword v8, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v45, s[0:3], 0 offen
	buffer_store_dword v19, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_load_dword v8, v19, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v19, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v12
	v_alignbit_b32 v14, v9, v8, 24
	v_alignbit_b32 v8, v8, v9, 24
	buffer_store_dword v8, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v63, s[0:3], 0 offen
	buffer_store_dword v23, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_load_dword v8, v23, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v23, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v13
	v_alignbit_b32 v14, v9, v8, 8
	v_alignbit_b32 v8, v8, v9, 8
	buffer_store_dword v8, v19, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v19, s[0:3], 0 offen
	buffer_store_dword v15, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_load_dword v8, v15, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v15, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v2
	v_alignbit_b32 v14, v9, v8, 23
	v_alignbit_b32 v8, v8, v9, 23
	buffer_store_dword v8, v23, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v23, s[0:3], 0 offen
	buffer_load_dword v8, v47, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v47, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v12
	v_alignbit_b32 v14, v9, v8, 5
	v_alignbit_b32 v8, v8, v9, 5
	buffer_store_dword v8, v15, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v15, s[0:3], 0 offen
	buffer_store_dword v24, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_load_dword v8, v24, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v24, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v12
	v_alignbit_b32 v11, v9, v8, 18
	v_alignbit_b32 v8, v8, v9, 18
	buffer_store_dword v8, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v47, s[0:3], 0 offen
	buffer_store_dword v21, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_load_dword v8, v21, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v21, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v4
	v_alignbit_b32 v11, v9, v8, 30
	v_alignbit_b32 v8, v8, v9, 30
	buffer_store_dword v8, v24, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v24, s[0:3], 0 offen
	buffer_load_dword v8, v56, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v56, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v10
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v13
	v_alignbit_b32 v11, v9, v8, 9
	v_alignbit_b32 v8, v8, v9, 9
	buffer_store_dword v8, v21, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v21, s[0:3], 0 offen
	buffer_store_dword v16, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_load_dword v8, v16, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v16, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v5
	v_alignbit_b32 v11, v9, v8, 19
	v_alignbit_b32 v8, v8, v9, 19
	buffer_store_dword v8, v56, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v56, s[0:3], 0 offen
	buffer_load_dword v8, v59, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v59, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v2
	v_alignbit_b32 v11, v9, v8, 28
	v_alignbit_b32 v8, v8, v9, 28
	buffer_store_dword v8, v16, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v16, s[0:3], 0 offen
	buffer_load_dword v8, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v46, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v10
	v_alignbit_b32 v11, v9, v8, 4
	v_alignbit_b32 v8, v8, v9, 4
	buffer_store_dword v8, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v59, s[0:3], 0 offen
	buffer_store_dword v18, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_load_dword v8, v18, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v18, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v10
	v_alignbit_b32 v10, v9, v8, 11
	v_alignbit_b32 v8, v8, v9, 11
	buffer_store_dword v8, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v46, s[0:3], 0 offen
	buffer_store_dword v17, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_load_dword v8, v17, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v17, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v6
	v_alignbit_b32 v10, v9, v8, 17
	v_alignbit_b32 v8, v8, v9, 17
	buffer_store_dword v8, v18, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v18, s[0:3], 0 offen
	buffer_store_dword v53, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_load_dword v8, v53, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v53, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v8, v8, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v4
	v_alignbit_b32 v10, v9, v8, 22
	v_alignbit_b32 v8, v8, v9, 22
	buffer_store_dword v8, v17, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v17, s[0:3], 0 offen
	buffer_load_dword v8, v57, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v57, s[0:3], 0 offen
	v_xor_b32_e32 v5, v4, v34
	v_alignbit_b32 v4, v5, v1, 31
	v_alignbit_b32 v5, v1, v5, 31
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v8, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v9, v6
	v_alignbit_b32 v8, v6, v7, 26
	v_alignbit_b32 v6, v7, v6, 26
	buffer_store_dword v6, v53, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v53, s[0:3], 0 offen
	buffer_store_dword v54, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_load_dword v6, v54, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v7, v54, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v6, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v7, v3
	v_alignbit_b32 v3, v2, v1, 29
	v_alignbit_b32 v1, v1, v2, 29
	buffer_store_dword v1, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v3, v57, s[0:3], 0 offen
	buffer_store_dword v5, v54, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v54, s[0:3], 0 offen
	buffer_load_dword v2, v61, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v44, v0, s[0:3], 0 offen
	buffer_load_dword v62, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v1, v1, v62
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v62
	s_waitcnt vmcnt(1)
	buffer_store_dword v4, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	buffer_store_dword v5, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v60, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v60, s[0:3], 0 offen
	buffer_load_dword v1, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v5, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v61, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v41, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v1, v47, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v5, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v61, s[0:3], 0 offen
	buffer_load_dword v3, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v46, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v61, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v5, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v46, s[0:3], 0 offen
	buffer_load_dword v3, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v62
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v46, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v62
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v1
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v47, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v44, v59, s[0:3], 0 offen
	buffer_load_dword v46, v58, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v57, s[0:3], 0 offen
	buffer_load_dword v1, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v41, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v47, v58, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v5, v46
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v41
	v_mov_b32_e32 v3, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v47
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v59, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v0, v59, s[0:3], 0 offen
	buffer_load_dword v1, v56, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v56, s[0:3], 0 offen
	buffer_load_dword v5, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v57, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v58, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v1, v42, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v5, v56, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v57, s[0:3], 0 offen
	buffer_load_dword v3, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v56, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v57, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v0, v57, s[0:3], 0 offen
	buffer_load_dword v5, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v56, s[0:3], 0 offen
	buffer_load_dword v3, v56, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v42, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v41
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v56, s[0:3], 0 offen offset:4
	buffer_store_dword v56, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v0, v56, s[0:3], 0 offen
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v47
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v46
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v42, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v42, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v42, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v47, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v46, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v41, s[0:3], 0 offen
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v5, v47
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v46
	v_mov_b32_e32 v3, v46
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v1, v63, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v41, v2
	buffer_load_dword v5, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v63, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v45, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v63, s[0:3], 0 offen
	buffer_load_dword v3, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v46
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v63, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v46
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v47
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v41, s[0:3], 0 offen
	buffer_load_dword v45, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v47, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v46, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v45, s[0:3], 0 offen
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v47
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v46
	v_mov_b32_e32 v3, v46
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v41, v2
	buffer_load_dword v5, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v42, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v45, v2
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v46
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v46
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v47
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v41, s[0:3], 0 offen
	buffer_load_dword v46, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v56, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v47, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v46, s[0:3], 0 offen
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v47
	v_mov_b32_e32 v3, v47
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v41, v46
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v45, v2
	buffer_load_dword v5, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v46, s[0:3], 0 offen
	buffer_load_dword v3, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v42, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v41, v2
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v47
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v47
	buffer_store_dword v43, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v0, v60, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, v60, s[0:3], 0 offen offset:4
	s_mov_b32 s45, -2
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, keccak_round_constants@rel32@lo+12
	s_addc_u32 s53, s53, keccak_round_constants@rel32@hi+20
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, 1, v0
	buffer_store_dword v60, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v0, v60, s[0:3], 0 offen
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	buffer_load_dword v42, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	s_waitcnt vmcnt(0)
	buffer_load_dword v4, v42, s[0:3], 0 offen
	buffer_load_dword v62, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v5, v62, s[0:3], 0 offen
	buffer_load_dword v6, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v7, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v46, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v8, v46, s[0:3], 0 offen
	buffer_load_dword v58, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	v_xor_b32_e32 v5, v4, v5
	v_xor_b32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	buffer_load_dword v9, v58, s[0:3], 0 offen
	buffer_load_dword v47, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_xor_b32_e32 v8, v9, v8
	s_waitcnt vmcnt(0)
	buffer_load_dword v10, v3, s[0:3], 0 offen
	buffer_load_dword v11, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v41, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v36, v3
	s_waitcnt vmcnt(0)
	buffer_load_dword v12, v41, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_xor_b32_e32 v10, v10, v0
	v_xor_b32_e32 v11, v11, v1
	s_waitcnt vmcnt(0)
	buffer_load_dword v13, v3, s[0:3], 0 offen
	buffer_load_dword v14, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v15, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v16, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v56, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v55, v3
	v_xor_b32_e32 v12, v12, v2
	s_waitcnt vmcnt(0)
	buffer_load_dword v17, v56, s[0:3], 0 offen
	buffer_load_dword v48, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_xor_b32_e32 v15, v16, v15
	v_xor_b32_e32 v12, v12, v13
	s_waitcnt vmcnt(0)
	buffer_load_dword v18, v48, s[0:3], 0 offen offset:4
	buffer_load_dword v19, v48, s[0:3], 0 offen
	buffer_load_dword v60, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	v_xor_b32_e32 v5, v5, v17
	s_waitcnt vmcnt(0)
	buffer_load_dword v20, v60, s[0:3], 0 offen
	buffer_load_dword v21, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v44, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_xor_b32_e32 v11, v11, v18
	v_xor_b32_e32 v10, v10, v19
	s_waitcnt vmcnt(0)
	buffer_load_dword v22, v44, s[0:3], 0 offen
	buffer_load_dword v23, v44, s[0:3], 0 offen offset:4
	buffer_load_dword v24, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v59, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v25, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v26, v59, s[0:3], 0 offen
	buffer_load_dword v37, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_xor_b32_e32 v24, v24, v3
	v_xor_b32_e32 v13, v24, v14
	v_xor_b32_e32 v17, v23, v21
	s_waitcnt vmcnt(0)
	buffer_load_dword v27, v37, s[0:3], 0 offen offset:4
	buffer_load_dword v28, v37, s[0:3], 0 offen
	buffer_load_dword v43, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_xor_b32_e32 v15, v15, v25
	v_xor_b32_e32 v8, v8, v26
	s_waitcnt vmcnt(0)
	buffer_load_dword v29, v43, s[0:3], 0 offen
	buffer_load_dword v30, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v45, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v49, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v38, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v16, v56, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v13, v13, v27
	v_xor_b32_e32 v12, v12, v28
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v8, v8, v29
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v15, v15, v30
	s_waitcnt vmcnt(3)
	buffer_load_dword v31, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v9, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(4)
	buffer_load_dword v4, v49, s[0:3], 0 offen
	buffer_load_dword v7, v49, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(5)
	buffer_load_dword v18, v38, s[0:3], 0 offen
	buffer_load_dword v19, v38, s[0:3], 0 offen offset:4
	buffer_load_dword v51, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v14, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v24, v51, s[0:3], 0 offen
	buffer_load_dword v53, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v52, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_xor_b32_e32 v7, v13, v7
	v_xor_b32_e32 v13, v15, v31
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v12, v12, v4
	v_alignbit_b32 v4, v12, v7, 31
	v_xor_b32_e32 v4, v8, v4
	s_waitcnt vmcnt(1)
	buffer_load_dword v25, v53, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	buffer_load_dword v26, v52, s[0:3], 0 offen offset:4
	buffer_load_dword v27, v52, s[0:3], 0 offen
	buffer_load_dword v39, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v32, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v17, v17, v25
	s_waitcnt vmcnt(1)
	buffer_load_dword v28, v39, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	buffer_load_dword v29, v32, s[0:3], 0 offen offset:4
	buffer_load_dword v30, v32, s[0:3], 0 offen
	v_mov_b32_e32 v35, v32
	buffer_load_dword v32, v53, s[0:3], 0 offen
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v9, v31, s[0:3], 0 offen
	buffer_load_dword v15, v31, s[0:3], 0 offen offset:4
	buffer_load_dword v33, v39, s[0:3], 0 offen
	buffer_load_dword v57, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_mov_b32_e32 v50, v31
	v_xor_b32_e32 v31, v4, v0
	v_alignbit_b32 v0, v7, v12, 31
	v_xor_b32_e32 v17, v17, v28
	v_xor_b32_e32 v0, v13, v0
	v_xor_b32_e32 v17, v17, v19
	v_xor_b32_e32 v1, v0, v1
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v31, v57, s[0:3], 0 offen
	v_xor_b32_e32 v1, v6, v16
	v_xor_b32_e32 v6, v10, v24
	v_xor_b32_e32 v10, v11, v14
	v_xor_b32_e32 v5, v5, v9
	v_xor_b32_e32 v11, v5, v30
	buffer_load_dword v31, v41, s[0:3], 0 offen
	buffer_load_dword v34, v41, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v1, v1, v15
	v_xor_b32_e32 v9, v10, v26
	v_xor_b32_e32 v6, v6, v27
	v_xor_b32_e32 v10, v1, v29
	v_alignbit_b32 v1, v11, v10, 31
	v_alignbit_b32 v5, v10, v11, 31
	v_xor_b32_e32 v1, v1, v6
	v_xor_b32_e32 v5, v5, v9
	v_xor_b32_e32 v3, v5, v3
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v31, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v34, v5
	v_alignbit_b32 v16, v15, v14, 20
	v_alignbit_b32 v14, v14, v15, 20
	buffer_store_dword v16, v47, s[0:3], 0 offen
	buffer_store_dword v14, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v16, v22, v20
	buffer_load_dword v14, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v15, v58, s[0:3], 0 offen
	v_xor_b32_e32 v16, v16, v32
	v_xor_b32_e32 v16, v16, v33
	v_xor_b32_e32 v16, v16, v18
	v_alignbit_b32 v18, v6, v9, 31
	v_alignbit_b32 v6, v9, v6, 31
	v_xor_b32_e32 v9, v16, v18
	v_xor_b32_e32 v6, v17, v6
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v9
	v_alignbit_b32 v18, v15, v14, 12
	v_alignbit_b32 v14, v14, v15, 12
	buffer_store_dword v14, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v18, v41, s[0:3], 0 offen
	v_alignbit_b32 v18, v16, v17, 31
	v_alignbit_b32 v16, v17, v16, 31
	buffer_load_dword v14, v35, s[0:3], 0 offen
	buffer_load_dword v15, v35, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v7, v16, v7
	v_xor_b32_e32 v12, v18, v12
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v7
	v_alignbit_b32 v16, v15, v14, 3
	v_alignbit_b32 v14, v14, v15, 3
	buffer_store_dword v14, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v16, v58, s[0:3], 0 offen
	buffer_load_dword v14, v59, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v15, v59, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v6
	v_alignbit_b32 v16, v15, v14, 25
	v_alignbit_b32 v14, v14, v15, 25
	buffer_store_dword v16, v35, s[0:3], 0 offen
	buffer_store_dword v14, v35, s[0:3], 0 offen offset:4
	buffer_load_dword v14, v52, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v15, v52, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v4
	v_alignbit_b32 v16, v15, v14, 14
	v_alignbit_b32 v14, v14, v15, 14
	buffer_store_dword v14, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v16, v59, s[0:3], 0 offen
	buffer_load_dword v14, v62, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v15, v62, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v7
	v_alignbit_b32 v16, v15, v14, 2
	v_alignbit_b32 v14, v14, v15, 2
	buffer_store_dword v14, v52, s[0:3], 0 offen offset:4
	buffer_store_dword v16, v52, s[0:3], 0 offen
	buffer_load_dword v14, v56, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v15, v56, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v7
	v_alignbit_b32 v16, v15, v14, 21
	v_alignbit_b32 v14, v14, v15, 21
	buffer_store_dword v16, v62, s[0:3], 0 offen
	buffer_store_dword v14, v62, s[0:3], 0 offen offset:4
	v_alignbit_b32 v16, v8, v13, 31
	v_alignbit_b32 v8, v13, v8, 31
	buffer_load_dword v14, v53, s[0:3], 0 offen offset:4
	buffer_load_dword v15, v53, s[0:3], 0 offen
	v_xor_b32_e32 v11, v16, v11
	v_xor_b32_e32 v8, v8, v10
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v14, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v15, v11
	v_alignbit_b32 v14, v13, v10, 7
	v_alignbit_b32 v10, v10, v13, 7
	buffer_store_dword v10, v56, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v56, s[0:3], 0 offen
	buffer_load_dword v10, v43, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v13, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v13, v9
	v_alignbit_b32 v14, v13, v10, 24
	v_alignbit_b32 v10, v10, v13, 24
	buffer_store_dword v10, v53, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v53, s[0:3], 0 offen
	buffer_load_dword v10, v38, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v13, v38, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v13, v8
	v_alignbit_b32 v14, v13, v10, 8
	v_alignbit_b32 v10, v10, v13, 8
	buffer_store_dword v10, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v43, s[0:3], 0 offen
	v_mov_b32_e32 v43, v36
	buffer_load_dword v10, v51, s[0:3], 0 offen
	buffer_load_dword v13, v51, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v13, v0
	v_alignbit_b32 v14, v13, v10, 23
	v_alignbit_b32 v10, v10, v13, 23
	buffer_store_dword v10, v38, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v38, s[0:3], 0 offen
	buffer_load_dword v10, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v13, v46, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v13, v9
	v_alignbit_b32 v14, v13, v10, 5
	v_alignbit_b32 v10, v10, v13, 5
	buffer_store_dword v10, v51, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v51, s[0:3], 0 offen
	buffer_load_dword v10, v45, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v13, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v10, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v13, v9
	v_alignbit_b32 v10, v9, v6, 18
	v_alignbit_b32 v6, v6, v9, 18
	buffer_store_dword v6, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v46, s[0:3], 0 offen
	buffer_load_dword v6, v49, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v49, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v1
	v_alignbit_b32 v10, v9, v6, 30
	v_alignbit_b32 v6, v6, v9, 30
	buffer_store_dword v6, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v45, s[0:3], 0 offen
	buffer_load_dword v6, v44, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v44, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v8
	v_alignbit_b32 v10, v9, v6, 9
	v_alignbit_b32 v6, v6, v9, 9
	buffer_store_dword v6, v49, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v49, s[0:3], 0 offen
	buffer_load_dword v6, v37, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v37, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v5
	v_alignbit_b32 v10, v9, v6, 19
	v_alignbit_b32 v6, v6, v9, 19
	buffer_store_dword v6, v44, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v44, s[0:3], 0 offen
	buffer_load_dword v6, v36, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v36, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v0
	v_alignbit_b32 v10, v9, v6, 28
	v_alignbit_b32 v6, v6, v9, 28
	buffer_store_dword v6, v37, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v37, s[0:3], 0 offen
	buffer_load_dword v6, v60, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v60, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v11
	v_alignbit_b32 v10, v9, v6, 4
	v_alignbit_b32 v6, v6, v9, 4
	buffer_store_dword v6, v36, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v36, s[0:3], 0 offen
	buffer_load_dword v6, v39, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v39, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v9, v11
	v_alignbit_b32 v9, v8, v6, 11
	v_alignbit_b32 v6, v6, v8, 11
	buffer_store_dword v6, v60, s[0:3], 0 offen offset:4
	buffer_store_dword v9, v60, s[0:3], 0 offen
	buffer_load_dword v6, v50, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v50, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v12
	v_alignbit_b32 v9, v8, v6, 17
	v_alignbit_b32 v6, v6, v8, 17
	buffer_store_dword v6, v39, s[0:3], 0 offen offset:4
	buffer_store_dword v9, v39, s[0:3], 0 offen
	buffer_load_dword v6, v55, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v55, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v1
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v9, v8, v6, 22
	v_alignbit_b32 v6, v6, v8, 22
	v_alignbit_b32 v2, v1, v3, 31
	v_alignbit_b32 v1, v3, v1, 31
	buffer_store_dword v6, v50, s[0:3], 0 offen offset:4
	buffer_store_dword v9, v50, s[0:3], 0 offen
	buffer_load_dword v6, v42, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v42, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v7, v8, v12
	v_alignbit_b32 v8, v7, v6, 26
	v_alignbit_b32 v6, v6, v7, 26
	buffer_store_dword v6, v55, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v55, s[0:3], 0 offen
	buffer_load_dword v6, v48, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v7, v48, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v6, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v4
	v_alignbit_b32 v4, v3, v0, 29
	v_alignbit_b32 v0, v0, v3, 29
	buffer_store_dword v0, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v42, s[0:3], 0 offen
	buffer_store_dword v1, v48, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v48, s[0:3], 0 offen
	buffer_load_dword v0, v62, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v45, v57, s[0:3], 0 offen
	buffer_load_dword v44, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v47, s[0:3], 0 offen
	buffer_load_dword v61, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v63, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v0, v0, v45
	v_mov_b32_e32 v2, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v1, v1, v44
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(2)
	v_mov_b32_e32 v4, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v57, s[0:3], 0 offen
	buffer_load_dword v1, v60, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v60, s[0:3], 0 offen
	buffer_load_dword v5, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v62, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v1, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v5, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v62, s[0:3], 0 offen
	buffer_load_dword v3, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v60, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v5, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v60, s[0:3], 0 offen
	buffer_load_dword v3, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v46, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v47, v60
	v_mov_b32_e32 v60, v46
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v45
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v44
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v2, v46, s[0:3], 0 offen
	buffer_load_dword v3, v46, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v4, v45
	v_mov_b32_e32 v5, v44
	v_mov_b32_e32 v57, v63
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v61
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v44, v43, s[0:3], 0 offen
	buffer_load_dword v45, v41, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v46, v41, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v46
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	buffer_load_dword v5, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v42, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v1, v58, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v5, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v58, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v43, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v43, s[0:3], 0 offen
	buffer_load_dword v42, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v45, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v61, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v41, v42, s[0:3], 0 offen
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v41
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v62, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v5, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v61, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v1, v59, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v59, s[0:3], 0 offen
	buffer_load_dword v5, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v61, s[0:3], 0 offen
	buffer_load_dword v3, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v62, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v5, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v62, s[0:3], 0 offen
	buffer_load_dword v3, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v59, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v2, v59, s[0:3], 0 offen
	buffer_load_dword v3, v59, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v41
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v59, s[0:3], 0 offen
	buffer_load_dword v42, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v42, s[0:3], 0 offen
	buffer_load_dword v46, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v45, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v43, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v41, v46, s[0:3], 0 offen
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v41
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v47, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v42, v46
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v46, s[0:3], 0 offen
	buffer_load_dword v3, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v61, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v5, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v61, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v2, v61, s[0:3], 0 offen
	buffer_load_dword v3, v61, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v63
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v41
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v42, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v42, s[0:3], 0 offen
	buffer_load_dword v63, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v45, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v46, v63, s[0:3], 0 offen
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v46
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v58, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v63, s[0:3], 0 offen
	buffer_load_dword v3, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v63, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v5, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v58, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v63, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v2, v63, s[0:3], 0 offen
	buffer_load_dword v3, v63, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_mov_b32_e32 v53, v63
	v_mov_b32_e32 v46, v60
	v_mov_b32_e32 v45, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v4, s[0:3], 0 offen
	buffer_load_dword v1, v4, s[0:3], 0 offen offset:4
	s_load_dwordx4 s[48:51], s[52:53], 0x0
	s_load_dwordx2 s[54:55], s[52:53], 0x10
	v_mov_b32_e32 v38, v4
	s_waitcnt vmcnt(1) lgkmcnt(0)
	v_xor_b32_e32 v2, s48, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, s49, v1
	buffer_store_dword v3, v4, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v4, v60, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v5, v60, s[0:3], 0 offen
	buffer_load_dword v63, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v6, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v52, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v7, v52, s[0:3], 0 offen offset:4
	buffer_load_dword v8, v52, s[0:3], 0 offen
	buffer_load_dword v55, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v9, v55, s[0:3], 0 offen
	buffer_load_dword v44, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v10, v44, s[0:3], 0 offen offset:4
	buffer_load_dword v11, v55, s[0:3], 0 offen offset:4
	buffer_load_dword v0, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	v_xor_b32_e32 v8, v9, v8
	s_waitcnt vmcnt(0)
	buffer_load_dword v12, v0, s[0:3], 0 offen
	buffer_load_dword v13, v0, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v60, v0
	buffer_load_dword v0, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v7, v11, v7
	v_xor_b32_e32 v6, v10, v6
	s_waitcnt vmcnt(0)
	buffer_load_dword v14, v0, s[0:3], 0 offen
	buffer_load_dword v15, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v50, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_mov_b32_e32 v34, v0
	v_xor_b32_e32 v5, v12, v5
	v_xor_b32_e32 v4, v13, v4
	s_waitcnt vmcnt(0)
	buffer_load_dword v16, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v50, s[0:3], 0 offen
	buffer_load_dword v37, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v18, v37, s[0:3], 0 offen
	buffer_load_dword v19, v37, s[0:3], 0 offen offset:4
	buffer_load_dword v56, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_xor_b32_e32 v16, v16, v3
	v_xor_b32_e32 v17, v17, v2
	s_waitcnt vmcnt(0)
	buffer_load_dword v20, v56, s[0:3], 0 offen
	buffer_load_dword v48, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v21, v48, s[0:3], 0 offen offset:4
	buffer_load_dword v22, v48, s[0:3], 0 offen
	buffer_load_dword v36, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v36, s[0:3], 0 offen
	buffer_load_dword v1, v36, s[0:3], 0 offen offset:4
	buffer_load_dword v23, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v24, v59, s[0:3], 0 offen
	buffer_load_dword v51, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_xor_b32_e32 v16, v16, v21
	v_xor_b32_e32 v17, v17, v22
	s_waitcnt vmcnt(0)
	buffer_load_dword v25, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v26, v51, s[0:3], 0 offen
	buffer_load_dword v27, v42, s[0:3], 0 offen
	buffer_load_dword v28, v61, s[0:3], 0 offen
	buffer_load_dword v29, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v39, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v14, v14, v0
	v_xor_b32_e32 v15, v15, v1
	v_xor_b32_e32 v14, v14, v18
	v_xor_b32_e32 v15, v15, v19
	v_xor_b32_e32 v4, v4, v23
	v_xor_b32_e32 v5, v5, v24
	s_waitcnt vmcnt(0)
	buffer_load_dword v30, v39, s[0:3], 0 offen
	buffer_load_dword v31, v39, s[0:3], 0 offen offset:4
	buffer_load_dword v32, v53, s[0:3], 0 offen offset:4
	buffer_load_dword v33, v53, s[0:3], 0 offen
	buffer_load_dword v9, v63, s[0:3], 0 offen
	buffer_load_dword v12, v56, s[0:3], 0 offen offset:4
	buffer_load_dword v11, v44, s[0:3], 0 offen
	buffer_load_dword v13, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v21, v58, s[0:3], 0 offen
	buffer_load_dword v22, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v49, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_xor_b32_e32 v15, v15, v25
	v_xor_b32_e32 v14, v14, v26
	v_xor_b32_e32 v4, v4, v29
	v_xor_b32_e32 v5, v5, v28
	s_waitcnt vmcnt(0)
	buffer_load_dword v18, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v19, v49, s[0:3], 0 offen
	v_xor_b32_e32 v14, v14, v30
	v_xor_b32_e32 v15, v15, v31
	buffer_load_dword v23, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v24, v62, s[0:3], 0 offen
	buffer_load_dword v25, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v26, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v28, v41, s[0:3], 0 offen
	buffer_load_dword v29, v47, s[0:3], 0 offen
	buffer_load_dword v30, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v31, v43, s[0:3], 0 offen
	v_xor_b32_e32 v32, v4, v32
	v_alignbit_b32 v4, v15, v14, 31
	v_xor_b32_e32 v33, v5, v33
	v_alignbit_b32 v5, v14, v15, 31
	v_xor_b32_e32 v4, v32, v4
	v_xor_b32_e32 v5, v33, v5
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v2, v5, v2
	buffer_store_dword v3, v38, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v38, s[0:3], 0 offen
	v_mov_b32_e32 v2, v34
	buffer_load_dword v34, v34, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v35, v2, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v43, v2
	v_xor_b32_e32 v2, v7, v12
	v_xor_b32_e32 v3, v8, v20
	v_xor_b32_e32 v9, v11, v9
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v8, v16, v18
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v7, v17, v19
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v7, v7, v27
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v6, v6, v23
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v9, v9, v24
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v9, v9, v29
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, v2, v30
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v3, v3, v31
	v_xor_b32_e32 v12, v2, v26
	v_xor_b32_e32 v13, v3, v28
	v_alignbit_b32 v2, v13, v12, 31
	v_alignbit_b32 v3, v12, v13, 31
	v_xor_b32_e32 v2, v2, v7
	v_xor_b32_e32 v3, v3, v8
	v_xor_b32_e32 v6, v6, v25
	v_xor_b32_e32 v6, v6, v22
	v_xor_b32_e32 v9, v9, v21
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v16, v34, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v17, v35, v3
	v_alignbit_b32 v18, v17, v16, 20
	v_alignbit_b32 v16, v16, v17, 20
	buffer_store_dword v18, v36, s[0:3], 0 offen
	buffer_store_dword v16, v36, s[0:3], 0 offen offset:4
	buffer_load_dword v16, v60, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v17, v60, s[0:3], 0 offen
	v_alignbit_b32 v10, v7, v8, 31
	v_alignbit_b32 v7, v8, v7, 31
	v_xor_b32_e32 v8, v9, v10
	v_xor_b32_e32 v7, v6, v7
	v_xor_b32_e32 v1, v3, v1
	v_xor_b32_e32 v0, v2, v0
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v16, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v17, v8
	v_alignbit_b32 v16, v11, v10, 12
	v_alignbit_b32 v10, v10, v11, 12
	buffer_store_dword v10, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v16, v43, s[0:3], 0 offen
	buffer_load_dword v10, v41, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v41, s[0:3], 0 offen offset:4
	v_alignbit_b32 v16, v9, v6, 31
	v_alignbit_b32 v6, v6, v9, 31
	v_xor_b32_e32 v6, v6, v15
	v_xor_b32_e32 v9, v16, v14
	v_alignbit_b32 v15, v32, v33, 31
	v_xor_b32_e32 v12, v15, v12
	v_mov_b32_e32 v43, v50
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v6
	v_alignbit_b32 v14, v11, v10, 3
	v_alignbit_b32 v10, v10, v11, 3
	buffer_store_dword v10, v60, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v60, s[0:3], 0 offen
	buffer_load_dword v10, v59, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v59, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v60, v38
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v7
	v_alignbit_b32 v14, v11, v10, 25
	v_alignbit_b32 v10, v10, v11, 25
	buffer_store_dword v14, v41, s[0:3], 0 offen
	buffer_store_dword v10, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v10, v42, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v42, s[0:3], 0 offen
	v_mov_b32_e32 v41, v52
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v5
	v_alignbit_b32 v14, v11, v10, 14
	v_alignbit_b32 v10, v10, v11, 14
	buffer_store_dword v10, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v59, s[0:3], 0 offen
	buffer_load_dword v10, v52, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v52, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v59, v45
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v6
	v_alignbit_b32 v14, v11, v10, 2
	v_alignbit_b32 v10, v10, v11, 2
	buffer_store_dword v10, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v42, s[0:3], 0 offen
	buffer_load_dword v10, v56, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v56, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v42, v37
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v6
	v_alignbit_b32 v14, v11, v10, 21
	v_alignbit_b32 v10, v10, v11, 21
	buffer_store_dword v14, v52, s[0:3], 0 offen
	buffer_store_dword v10, v52, s[0:3], 0 offen offset:4
	buffer_load_dword v10, v62, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v62, s[0:3], 0 offen
	v_alignbit_b32 v14, v33, v32, 31
	v_xor_b32_e32 v13, v14, v13
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v13
	v_alignbit_b32 v14, v11, v10, 7
	v_alignbit_b32 v10, v10, v11, 7
	buffer_store_dword v10, v56, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v56, s[0:3], 0 offen
	buffer_load_dword v10, v61, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v61, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v8
	v_alignbit_b32 v14, v11, v10, 24
	v_alignbit_b32 v10, v10, v11, 24
	buffer_store_dword v10, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v62, s[0:3], 0 offen
	buffer_load_dword v10, v58, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v58, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v62, v36
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v12
	v_alignbit_b32 v14, v11, v10, 8
	v_alignbit_b32 v10, v10, v11, 8
	buffer_store_dword v10, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v61, s[0:3], 0 offen
	buffer_load_dword v10, v49, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v49, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v61, v48
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v4
	v_alignbit_b32 v14, v11, v10, 23
	v_alignbit_b32 v10, v10, v11, 23
	buffer_store_dword v10, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v58, s[0:3], 0 offen
	buffer_load_dword v10, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v46, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v8
	v_alignbit_b32 v14, v11, v10, 5
	v_alignbit_b32 v10, v10, v11, 5
	buffer_store_dword v10, v49, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v49, s[0:3], 0 offen
	buffer_load_dword v10, v53, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v53, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v10, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v11, v8
	v_alignbit_b32 v10, v8, v7, 18
	v_alignbit_b32 v7, v7, v8, 18
	buffer_store_dword v7, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v46, s[0:3], 0 offen
	buffer_load_dword v7, v39, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v39, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v2
	v_alignbit_b32 v10, v8, v7, 30
	v_alignbit_b32 v7, v7, v8, 30
	buffer_store_dword v7, v53, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v53, s[0:3], 0 offen
	buffer_load_dword v7, v44, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v8, v44, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v12
	v_alignbit_b32 v10, v8, v7, 9
	v_alignbit_b32 v7, v7, v8, 9
	buffer_store_dword v7, v39, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v39, s[0:3], 0 offen
	buffer_load_dword v7, v51, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v8, v51, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v3
	v_alignbit_b32 v10, v8, v7, 19
	v_alignbit_b32 v7, v7, v8, 19
	buffer_store_dword v7, v44, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v44, s[0:3], 0 offen
	buffer_load_dword v7, v50, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v8, v50, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v4
	v_alignbit_b32 v10, v8, v7, 28
	v_alignbit_b32 v7, v7, v8, 28
	buffer_store_dword v7, v51, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v51, s[0:3], 0 offen
	buffer_load_dword v7, v63, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v63, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v13
	v_alignbit_b32 v10, v8, v7, 4
	v_alignbit_b32 v7, v7, v8, 4
	buffer_store_dword v7, v50, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v50, s[0:3], 0 offen
	buffer_load_dword v7, v47, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v47, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v13
	v_alignbit_b32 v10, v8, v7, 11
	v_alignbit_b32 v7, v7, v8, 11
	buffer_store_dword v7, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v63, s[0:3], 0 offen
	buffer_load_dword v7, v45, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v10, v8, v7, 17
	v_alignbit_b32 v7, v7, v8, 17
	buffer_store_dword v7, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v47, s[0:3], 0 offen
	buffer_load_dword v7, v37, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v37, s[0:3], 0 offen
	v_mov_b32_e32 v47, v55
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v2
	v_alignbit_b32 v10, v8, v7, 22
	v_alignbit_b32 v7, v7, v8, 22
	buffer_store_dword v7, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v45, s[0:3], 0 offen
	buffer_load_dword v7, v55, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v55, s[0:3], 0 offen
	v_alignbit_b32 v2, v0, v1, 31
	v_alignbit_b32 v0, v1, v0, 31
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v7, v8, v9
	v_alignbit_b32 v8, v7, v6, 26
	v_alignbit_b32 v6, v6, v7, 26
	buffer_store_dword v6, v37, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v37, s[0:3], 0 offen
	buffer_load_dword v6, v48, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v7, v48, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v6, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v5
	v_alignbit_b32 v4, v3, v1, 29
	v_alignbit_b32 v1, v1, v3, 29
	buffer_store_dword v1, v55, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v55, s[0:3], 0 offen
	buffer_store_dword v0, v48, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v48, s[0:3], 0 offen
	buffer_load_dword v0, v52, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, v52, s[0:3], 0 offen offset:4
	buffer_load_dword v45, v38, s[0:3], 0 offen
	buffer_load_dword v44, v38, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v36, s[0:3], 0 offen
	buffer_load_dword v58, v36, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v45
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v1, v1, v44
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v58
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v60, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v60, s[0:3], 0 offen
	buffer_load_dword v1, v63, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v62, s[0:3], 0 offen
	buffer_load_dword v3, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v60, v57
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v1, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v5, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v63, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v63, s[0:3], 0 offen
	buffer_load_dword v3, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v46, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v45
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v44
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v2, v46, s[0:3], 0 offen
	buffer_load_dword v3, v46, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v57
	v_mov_b32_e32 v4, v45
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v58
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v44, v43, s[0:3], 0 offen
	buffer_load_dword v58, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v45, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v58, s[0:3], 0 offen
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v43, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	v_mov_b32_e32 v41, v43
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	v_xor_b32_e32 v0, v0, v2
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v62, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v5, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v62, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, v62, s[0:3], 0 offen
	buffer_load_dword v3, v62, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v44, v61, s[0:3], 0 offen
	buffer_load_dword v45, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v42, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v47, v2
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v61, v59
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v41, s[0:3], 0 offen
	buffer_load_dword v42, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v45, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v59, s[0:3], 0 offen
	buffer_load_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v42, s[0:3], 0 offen
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v59, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v43, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v59, s[0:3], 0 offen
	buffer_load_dword v3, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v59, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v41, s[0:3], 0 offen
	buffer_load_dword v42, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v47, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v42, s[0:3], 0 offen
	v_mov_b32_e32 v58, v2
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v47
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v58, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v45, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v47
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v4, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_mov_b32_e32 v44, v62
	v_mov_b32_e32 v39, v43
	v_mov_b32_e32 v48, v41
	v_mov_b32_e32 v56, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v4, s[0:3], 0 offen
	buffer_load_dword v1, v4, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v34, v4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v2, s50, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, s51, v1
	buffer_store_dword v3, v4, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v4, s[0:3], 0 offen
	buffer_load_dword v4, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v5, v46, s[0:3], 0 offen
	buffer_load_dword v6, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v42, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	v_mov_b32_e32 v46, v34
	s_waitcnt vmcnt(0)
	buffer_load_dword v7, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v8, v42, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	v_mov_b32_e32 v52, v42
	s_waitcnt vmcnt(0)
	buffer_load_dword v9, v0, s[0:3], 0 offen
	buffer_load_dword v55, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v10, v55, s[0:3], 0 offen offset:4
	buffer_load_dword v11, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v12, v62, s[0:3], 0 offen
	buffer_load_dword v13, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v47, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v8, v9, v8
	s_waitcnt vmcnt(0)
	buffer_load_dword v14, v47, s[0:3], 0 offen
	buffer_load_dword v15, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v53, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_xor_b32_e32 v7, v11, v7
	v_xor_b32_e32 v5, v12, v5
	v_xor_b32_e32 v4, v13, v4
	v_xor_b32_e32 v6, v10, v6
	s_waitcnt vmcnt(0)
	buffer_load_dword v16, v53, s[0:3], 0 offen offset:4
	buffer_load_dword v17, v53, s[0:3], 0 offen
	buffer_load_dword v59, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v18, v59, s[0:3], 0 offen
	buffer_load_dword v19, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v57, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_xor_b32_e32 v16, v16, v3
	v_xor_b32_e32 v17, v17, v2
	s_waitcnt vmcnt(0)
	buffer_load_dword v20, v57, s[0:3], 0 offen
	buffer_load_dword v54, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v21, v54, s[0:3], 0 offen offset:4
	buffer_load_dword v22, v54, s[0:3], 0 offen
	buffer_load_dword v42, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v51, v42, s[0:3], 0 offen
	buffer_load_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v49, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	v_xor_b32_e32 v16, v16, v21
	v_xor_b32_e32 v17, v17, v22
	s_waitcnt vmcnt(0)
	buffer_load_dword v23, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v24, v49, s[0:3], 0 offen
	buffer_load_dword v37, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_xor_b32_e32 v14, v14, v51
	v_xor_b32_e32 v15, v15, v1
	v_xor_b32_e32 v14, v14, v18
	v_xor_b32_e32 v15, v15, v19
	s_waitcnt vmcnt(0)
	buffer_load_dword v25, v37, s[0:3], 0 offen offset:4
	buffer_load_dword v26, v37, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_xor_b32_e32 v4, v4, v23
	v_xor_b32_e32 v5, v5, v24
	s_waitcnt vmcnt(0)
	buffer_load_dword v27, v0, s[0:3], 0 offen
	buffer_load_dword v28, v43, s[0:3], 0 offen
	buffer_load_dword v29, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v36, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v15, v15, v25
	v_xor_b32_e32 v14, v14, v26
	v_mov_b32_e32 v43, v55
	s_waitcnt vmcnt(0)
	buffer_load_dword v30, v36, s[0:3], 0 offen
	buffer_load_dword v31, v36, s[0:3], 0 offen offset:4
	buffer_load_dword v32, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v33, v45, s[0:3], 0 offen
	buffer_load_dword v9, v63, s[0:3], 0 offen
	buffer_load_dword v12, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v11, v55, s[0:3], 0 offen
	buffer_load_dword v13, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v21, v41, s[0:3], 0 offen
	buffer_load_dword v22, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v38, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_xor_b32_e32 v4, v4, v29
	v_xor_b32_e32 v5, v5, v28
	v_mov_b32_e32 v41, v52
	s_waitcnt vmcnt(0)
	buffer_load_dword v18, v38, s[0:3], 0 offen offset:4
	buffer_load_dword v19, v38, s[0:3], 0 offen
	buffer_load_dword v62, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v50, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_xor_b32_e32 v14, v14, v30
	v_xor_b32_e32 v15, v15, v31
	v_xor_b32_e32 v32, v4, v32
	v_alignbit_b32 v4, v15, v14, 31
	v_xor_b32_e32 v33, v5, v33
	v_alignbit_b32 v5, v14, v15, 31
	v_xor_b32_e32 v4, v32, v4
	v_xor_b32_e32 v5, v33, v5
	v_xor_b32_e32 v3, v4, v3
	v_xor_b32_e32 v2, v5, v2
	v_xor_b32_e32 v9, v11, v9
	s_waitcnt vmcnt(1)
	buffer_load_dword v23, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v24, v62, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	buffer_load_dword v25, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v26, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v28, v58, s[0:3], 0 offen
	buffer_load_dword v29, v50, s[0:3], 0 offen
	buffer_load_dword v30, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v31, v61, s[0:3], 0 offen
	s_nop 0
	buffer_store_dword v3, v34, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v34, s[0:3], 0 offen
	buffer_load_dword v34, v47, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v35, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v2, v7, v12
	v_xor_b32_e32 v3, v8, v20
	v_xor_b32_e32 v8, v16, v18
	v_xor_b32_e32 v7, v17, v19
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v7, v7, v27
	v_alignbit_b32 v10, v7, v8, 31
	v_mov_b32_e32 v61, v44
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v6, v6, v23
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v9, v9, v24
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v9, v9, v29
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v2, v2, v30
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v3, v3, v31
	v_xor_b32_e32 v12, v2, v26
	v_xor_b32_e32 v13, v3, v28
	v_alignbit_b32 v2, v13, v12, 31
	v_alignbit_b32 v3, v12, v13, 31
	v_xor_b32_e32 v2, v2, v7
	v_xor_b32_e32 v3, v3, v8
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v16, v34, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v17, v35, v3
	v_alignbit_b32 v18, v17, v16, 20
	v_alignbit_b32 v16, v16, v17, 20
	buffer_store_dword v18, v42, s[0:3], 0 offen
	buffer_store_dword v16, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v16, v44, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v17, v44, s[0:3], 0 offen
	v_xor_b32_e32 v6, v6, v25
	v_xor_b32_e32 v6, v6, v22
	v_xor_b32_e32 v9, v9, v21
	v_alignbit_b32 v7, v8, v7, 31
	v_xor_b32_e32 v8, v9, v10
	v_xor_b32_e32 v7, v6, v7
	v_xor_b32_e32 v1, v3, v1
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v16, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v17, v8
	v_alignbit_b32 v16, v11, v10, 12
	v_alignbit_b32 v10, v10, v11, 12
	buffer_store_dword v10, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v16, v47, s[0:3], 0 offen
	buffer_load_dword v10, v58, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v58, s[0:3], 0 offen offset:4
	v_alignbit_b32 v16, v9, v6, 31
	v_alignbit_b32 v6, v6, v9, 31
	v_xor_b32_e32 v6, v6, v15
	v_xor_b32_e32 v9, v16, v14
	v_alignbit_b32 v15, v32, v33, 31
	v_xor_b32_e32 v12, v15, v12
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v6
	v_alignbit_b32 v14, v11, v10, 3
	v_alignbit_b32 v10, v10, v11, 3
	buffer_store_dword v10, v44, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v44, s[0:3], 0 offen
	buffer_load_dword v10, v49, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v49, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v7
	v_alignbit_b32 v14, v11, v10, 25
	v_alignbit_b32 v10, v10, v11, 25
	buffer_store_dword v14, v58, s[0:3], 0 offen
	buffer_store_dword v10, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v10, v0, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v0, s[0:3], 0 offen
	v_mov_b32_e32 v58, v53
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v5
	v_alignbit_b32 v14, v11, v10, 14
	v_alignbit_b32 v10, v10, v11, 14
	buffer_store_dword v10, v49, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v49, s[0:3], 0 offen
	buffer_load_dword v10, v52, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v52, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v6
	v_alignbit_b32 v14, v11, v10, 2
	v_alignbit_b32 v10, v10, v11, 2
	buffer_store_dword v10, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v0, s[0:3], 0 offen
	buffer_load_dword v10, v57, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v57, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v0, v2, v51
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v6
	v_alignbit_b32 v14, v11, v10, 21
	v_alignbit_b32 v10, v10, v11, 21
	buffer_store_dword v14, v52, s[0:3], 0 offen
	buffer_store_dword v10, v52, s[0:3], 0 offen offset:4
	buffer_load_dword v10, v62, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v62, s[0:3], 0 offen
	v_alignbit_b32 v14, v33, v32, 31
	v_xor_b32_e32 v13, v14, v13
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v13
	v_alignbit_b32 v14, v11, v10, 7
	v_alignbit_b32 v10, v10, v11, 7
	buffer_store_dword v10, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v57, s[0:3], 0 offen
	buffer_load_dword v10, v39, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v39, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v8
	v_alignbit_b32 v14, v11, v10, 24
	v_alignbit_b32 v10, v10, v11, 24
	buffer_store_dword v10, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v62, s[0:3], 0 offen
	buffer_load_dword v10, v48, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v48, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v12
	v_alignbit_b32 v14, v11, v10, 8
	v_alignbit_b32 v10, v10, v11, 8
	buffer_store_dword v10, v39, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v39, s[0:3], 0 offen
	buffer_load_dword v10, v38, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v11, v38, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v4
	v_alignbit_b32 v14, v11, v10, 23
	v_alignbit_b32 v10, v10, v11, 23
	buffer_store_dword v10, v48, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v48, s[0:3], 0 offen
	buffer_load_dword v62, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v10, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v11, v62, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v11, v11, v8
	v_alignbit_b32 v14, v11, v10, 5
	v_alignbit_b32 v10, v10, v11, 5
	buffer_store_dword v10, v38, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v38, s[0:3], 0 offen
	buffer_load_dword v10, v45, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v11, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v10, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v11, v8
	v_alignbit_b32 v10, v8, v7, 18
	v_alignbit_b32 v7, v7, v8, 18
	buffer_store_dword v7, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v62, s[0:3], 0 offen
	buffer_load_dword v7, v36, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v36, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v2
	v_alignbit_b32 v10, v8, v7, 30
	v_alignbit_b32 v7, v7, v8, 30
	buffer_store_dword v7, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v45, s[0:3], 0 offen
	buffer_load_dword v7, v43, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v8, v43, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v12
	v_alignbit_b32 v10, v8, v7, 9
	v_alignbit_b32 v7, v7, v8, 9
	buffer_store_dword v7, v36, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v36, s[0:3], 0 offen
	buffer_load_dword v7, v37, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v8, v37, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v3
	v_alignbit_b32 v10, v8, v7, 19
	v_alignbit_b32 v7, v7, v8, 19
	buffer_store_dword v7, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v43, s[0:3], 0 offen
	buffer_load_dword v7, v53, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v8, v53, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v4
	v_alignbit_b32 v10, v8, v7, 28
	v_alignbit_b32 v7, v7, v8, 28
	buffer_store_dword v7, v37, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v37, s[0:3], 0 offen
	buffer_load_dword v7, v63, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v63, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v13
	v_alignbit_b32 v10, v8, v7, 4
	v_alignbit_b32 v7, v7, v8, 4
	buffer_store_dword v7, v53, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v53, s[0:3], 0 offen
	buffer_load_dword v7, v50, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v50, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v13
	v_alignbit_b32 v10, v8, v7, 11
	v_alignbit_b32 v7, v7, v8, 11
	buffer_store_dword v7, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v63, s[0:3], 0 offen
	buffer_load_dword v7, v56, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v56, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v10, v8, v7, 17
	v_alignbit_b32 v7, v7, v8, 17
	buffer_store_dword v7, v50, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v50, s[0:3], 0 offen
	buffer_load_dword v7, v59, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v59, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, v7, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v2
	v_alignbit_b32 v10, v8, v7, 22
	v_alignbit_b32 v7, v7, v8, 22
	buffer_store_dword v7, v56, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v56, s[0:3], 0 offen
	buffer_load_dword v10, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	v_alignbit_b32 v2, v0, v1, 31
	v_alignbit_b32 v0, v1, v0, 31
	s_waitcnt vmcnt(0)
	buffer_load_dword v7, v10, s[0:3], 0 offen offset:4
	buffer_load_dword v8, v10, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v7, v8, v9
	v_alignbit_b32 v8, v7, v6, 26
	v_alignbit_b32 v6, v6, v7, 26
	buffer_store_dword v6, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v59, s[0:3], 0 offen
	buffer_load_dword v6, v54, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v7, v54, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v6, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v5
	v_alignbit_b32 v4, v3, v1, 29
	v_alignbit_b32 v1, v1, v3, 29
	buffer_store_dword v1, v10, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v10, s[0:3], 0 offen
	buffer_store_dword v0, v54, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v54, s[0:3], 0 offen
	buffer_load_dword v0, v52, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, v52, s[0:3], 0 offen offset:4
	buffer_load_dword v45, v46, s[0:3], 0 offen
	buffer_load_dword v44, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v42, s[0:3], 0 offen
	buffer_load_dword v57, v42, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v45
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v1, v1, v44
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v4, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v1, v63, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v1, v62, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v5, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v63, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v63, s[0:3], 0 offen
	buffer_load_dword v3, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v62, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v45
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v44
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v2, v62, s[0:3], 0 offen
	buffer_load_dword v3, v62, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v45
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v56
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v44, v58, s[0:3], 0 offen
	buffer_load_dword v45, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v41, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v47, s[0:3], 0 offen
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v1, v43, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v1, v61, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v61, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, v61, s[0:3], 0 offen
	buffer_load_dword v3, v61, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v3, s[0:3], 0 offen
	buffer_load_dword v45, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v3
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v59, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v42, v2
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v59, s[0:3], 0 offen
	buffer_load_dword v3, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v59, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v41, v2
	buffer_load_dword v5, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v42, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v3, s[0:3], 0 offen
	buffer_load_dword v43, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_mov_b32_e32 v41, v3
	s_waitcnt vmcnt(0)
	buffer_load_dword v45, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v43, s[0:3], 0 offen
	v_mov_b32_e32 v42, v2
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v41, v2
	buffer_load_dword v5, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v42, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v3, s[0:3], 0 offen
	buffer_load_dword v47, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v42, v3
	s_waitcnt vmcnt(0)
	buffer_load_dword v45, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v56, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v57, v47, s[0:3], 0 offen
	v_mov_b32_e32 v41, v2
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v5, v45
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v56
	v_mov_b32_e32 v3, v56
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v57
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v42, v47
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v42, v2
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v42, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v56
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v60
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v57
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v45
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v2, v46, s[0:3], 0 offen
	s_add_i32 s45, s45, 3
	s_add_u32 s52, s52, 24
	s_addc_u32 s53, s53, 0
	s_cmp_gt_u32 s45, 18
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, s55, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, s54, v2
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	s_cbranch_scc0 .LBB2_1
; %bb.2:
	buffer_load_dword v45, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	s_waitcnt vmcnt(0)
	buffer_load_dword v4, v45, s[0:3], 0 offen
	buffer_load_dword v59, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v5, v59, s[0:3], 0 offen
	buffer_load_dword v6, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v7, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v46, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v8, v46, s[0:3], 0 offen
	buffer_load_dword v62, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	v_xor_b32_e32 v5, v4, v5
	v_xor_b32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	buffer_load_dword v9, v62, s[0:3], 0 offen
	buffer_load_dword v47, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_xor_b32_e32 v8, v9, v8
	s_waitcnt vmcnt(0)
	buffer_load_dword v10, v3, s[0:3], 0 offen
	buffer_load_dword v11, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v42, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_mov_b32_e32 v52, v3
	v_mov_b32_e32 v60, v52
	s_waitcnt vmcnt(0)
	buffer_load_dword v12, v42, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	v_xor_b32_e32 v10, v10, v0
	v_xor_b32_e32 v11, v11, v1
	s_waitcnt vmcnt(0)
	buffer_load_dword v13, v3, s[0:3], 0 offen
	buffer_load_dword v14, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v15, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v16, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v44, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v56, v3
	v_xor_b32_e32 v12, v12, v2
	s_waitcnt vmcnt(0)
	buffer_load_dword v17, v44, s[0:3], 0 offen
	buffer_load_dword v51, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	v_xor_b32_e32 v15, v16, v15
	v_xor_b32_e32 v12, v12, v13
	s_waitcnt vmcnt(0)
	buffer_load_dword v18, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v19, v51, s[0:3], 0 offen
	buffer_load_dword v43, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	v_xor_b32_e32 v5, v5, v17
	s_waitcnt vmcnt(0)
	buffer_load_dword v20, v43, s[0:3], 0 offen
	buffer_load_dword v21, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v57, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	v_xor_b32_e32 v11, v11, v18
	v_xor_b32_e32 v10, v10, v19
	s_waitcnt vmcnt(0)
	buffer_load_dword v22, v57, s[0:3], 0 offen
	buffer_load_dword v23, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v24, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v55, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v25, v55, s[0:3], 0 offen offset:4
	buffer_load_dword v26, v55, s[0:3], 0 offen
	buffer_load_dword v53, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_xor_b32_e32 v24, v24, v3
	v_xor_b32_e32 v13, v24, v14
	v_xor_b32_e32 v17, v23, v21
	s_waitcnt vmcnt(0)
	buffer_load_dword v27, v53, s[0:3], 0 offen offset:4
	buffer_load_dword v28, v53, s[0:3], 0 offen
	buffer_load_dword v50, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	v_xor_b32_e32 v15, v15, v25
	v_xor_b32_e32 v8, v8, v26
	s_waitcnt vmcnt(0)
	buffer_load_dword v29, v50, s[0:3], 0 offen
	buffer_load_dword v30, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v35, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v39, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v36, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v16, v44, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v13, v13, v27
	v_xor_b32_e32 v12, v12, v28
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v8, v8, v29
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v15, v15, v30
	s_waitcnt vmcnt(3)
	buffer_load_dword v31, v35, s[0:3], 0 offen offset:4
	buffer_load_dword v9, v35, s[0:3], 0 offen
	s_waitcnt vmcnt(4)
	buffer_load_dword v4, v39, s[0:3], 0 offen
	buffer_load_dword v7, v39, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(5)
	buffer_load_dword v18, v36, s[0:3], 0 offen
	buffer_load_dword v19, v36, s[0:3], 0 offen offset:4
	buffer_load_dword v49, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v14, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v24, v49, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v48, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_xor_b32_e32 v7, v13, v7
	v_xor_b32_e32 v13, v15, v31
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v12, v12, v4
	v_alignbit_b32 v4, v12, v7, 31
	v_xor_b32_e32 v4, v8, v4
	s_waitcnt vmcnt(1)
	buffer_load_dword v25, v41, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	buffer_load_dword v26, v48, s[0:3], 0 offen offset:4
	buffer_load_dword v27, v48, s[0:3], 0 offen
	buffer_load_dword v61, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v38, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v17, v17, v25
	s_waitcnt vmcnt(1)
	buffer_load_dword v28, v61, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	buffer_load_dword v29, v38, s[0:3], 0 offen offset:4
	buffer_load_dword v30, v38, s[0:3], 0 offen
	buffer_load_dword v32, v41, s[0:3], 0 offen
	buffer_load_dword v31, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v9, v31, s[0:3], 0 offen
	buffer_load_dword v15, v31, s[0:3], 0 offen offset:4
	buffer_load_dword v33, v61, s[0:3], 0 offen
	buffer_load_dword v58, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_mov_b32_e32 v54, v31
	v_xor_b32_e32 v31, v4, v0
	v_alignbit_b32 v0, v7, v12, 31
	v_xor_b32_e32 v17, v17, v28
	v_xor_b32_e32 v0, v13, v0
	v_xor_b32_e32 v17, v17, v19
	v_xor_b32_e32 v1, v0, v1
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v31, v58, s[0:3], 0 offen
	v_xor_b32_e32 v1, v6, v16
	v_xor_b32_e32 v6, v10, v24
	v_xor_b32_e32 v10, v11, v14
	v_xor_b32_e32 v5, v5, v9
	v_xor_b32_e32 v11, v5, v30
	buffer_load_dword v31, v42, s[0:3], 0 offen
	buffer_load_dword v34, v42, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v1, v1, v15
	v_xor_b32_e32 v9, v10, v26
	v_xor_b32_e32 v6, v6, v27
	v_xor_b32_e32 v10, v1, v29
	v_alignbit_b32 v1, v11, v10, 31
	v_alignbit_b32 v5, v10, v11, 31
	v_xor_b32_e32 v1, v1, v6
	v_xor_b32_e32 v5, v5, v9
	v_xor_b32_e32 v3, v5, v3
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v31, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v34, v5
	v_alignbit_b32 v16, v15, v14, 20
	v_alignbit_b32 v14, v14, v15, 20
	buffer_store_dword v16, v47, s[0:3], 0 offen
	buffer_store_dword v14, v47, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v16, v22, v20
	buffer_load_dword v14, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v15, v62, s[0:3], 0 offen
	v_xor_b32_e32 v16, v16, v32
	v_xor_b32_e32 v16, v16, v33
	v_xor_b32_e32 v16, v16, v18
	v_alignbit_b32 v18, v6, v9, 31
	v_alignbit_b32 v6, v9, v6, 31
	v_xor_b32_e32 v9, v16, v18
	v_xor_b32_e32 v6, v17, v6
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v9
	v_alignbit_b32 v18, v15, v14, 12
	v_alignbit_b32 v14, v14, v15, 12
	buffer_store_dword v14, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v18, v42, s[0:3], 0 offen
	v_alignbit_b32 v18, v16, v17, 31
	v_alignbit_b32 v16, v17, v16, 31
	buffer_load_dword v14, v38, s[0:3], 0 offen
	buffer_load_dword v15, v38, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v7, v16, v7
	v_xor_b32_e32 v12, v18, v12
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v7
	v_alignbit_b32 v16, v15, v14, 3
	v_alignbit_b32 v14, v14, v15, 3
	buffer_store_dword v14, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v16, v62, s[0:3], 0 offen
	buffer_load_dword v14, v55, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v15, v55, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v6
	v_alignbit_b32 v16, v15, v14, 25
	v_alignbit_b32 v14, v14, v15, 25
	buffer_store_dword v16, v38, s[0:3], 0 offen
	buffer_store_dword v14, v38, s[0:3], 0 offen offset:4
	buffer_load_dword v14, v48, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v15, v48, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v4
	v_alignbit_b32 v16, v15, v14, 14
	v_alignbit_b32 v14, v14, v15, 14
	buffer_store_dword v14, v55, s[0:3], 0 offen offset:4
	buffer_store_dword v16, v55, s[0:3], 0 offen
	buffer_load_dword v14, v59, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v15, v59, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v7
	v_alignbit_b32 v16, v15, v14, 2
	v_alignbit_b32 v14, v14, v15, 2
	buffer_store_dword v14, v48, s[0:3], 0 offen offset:4
	buffer_store_dword v16, v48, s[0:3], 0 offen
	buffer_load_dword v14, v44, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v15, v44, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v14, v14, v12
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v15, v15, v7
	v_alignbit_b32 v16, v15, v14, 21
	v_alignbit_b32 v14, v14, v15, 21
	buffer_store_dword v16, v59, s[0:3], 0 offen
	buffer_store_dword v14, v59, s[0:3], 0 offen offset:4
	v_alignbit_b32 v16, v8, v13, 31
	v_alignbit_b32 v8, v13, v8, 31
	buffer_load_dword v14, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v15, v41, s[0:3], 0 offen
	v_xor_b32_e32 v11, v16, v11
	v_xor_b32_e32 v8, v8, v10
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v14, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v15, v11
	v_alignbit_b32 v14, v13, v10, 7
	v_alignbit_b32 v10, v10, v13, 7
	buffer_store_dword v10, v44, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v44, s[0:3], 0 offen
	buffer_load_dword v10, v50, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v13, v50, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v13, v9
	v_alignbit_b32 v14, v13, v10, 24
	v_alignbit_b32 v10, v10, v13, 24
	buffer_store_dword v10, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v41, s[0:3], 0 offen
	buffer_load_dword v10, v36, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v13, v36, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v13, v8
	v_alignbit_b32 v14, v13, v10, 8
	v_alignbit_b32 v10, v10, v13, 8
	buffer_store_dword v10, v50, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v50, s[0:3], 0 offen
	buffer_load_dword v10, v49, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v13, v49, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v13, v0
	v_alignbit_b32 v14, v13, v10, 23
	v_alignbit_b32 v10, v10, v13, 23
	buffer_store_dword v10, v36, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v36, s[0:3], 0 offen
	buffer_load_dword v10, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v13, v46, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v10, v10, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v13, v13, v9
	v_alignbit_b32 v14, v13, v10, 5
	v_alignbit_b32 v10, v10, v13, 5
	buffer_store_dword v10, v49, s[0:3], 0 offen offset:4
	buffer_store_dword v14, v49, s[0:3], 0 offen
	buffer_load_dword v10, v35, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v13, v35, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v10, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v13, v9
	v_alignbit_b32 v10, v9, v6, 18
	v_alignbit_b32 v6, v6, v9, 18
	buffer_store_dword v6, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v46, s[0:3], 0 offen
	buffer_load_dword v6, v39, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v39, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v1
	v_alignbit_b32 v10, v9, v6, 30
	v_alignbit_b32 v6, v6, v9, 30
	buffer_store_dword v6, v35, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v35, s[0:3], 0 offen
	buffer_load_dword v6, v57, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v57, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v8
	v_alignbit_b32 v10, v9, v6, 9
	v_alignbit_b32 v6, v6, v9, 9
	buffer_store_dword v6, v39, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v39, s[0:3], 0 offen
	buffer_load_dword v6, v53, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v53, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v5
	v_alignbit_b32 v10, v9, v6, 19
	v_alignbit_b32 v6, v6, v9, 19
	buffer_store_dword v6, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v57, s[0:3], 0 offen
	buffer_load_dword v6, v52, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v52, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v0
	v_alignbit_b32 v10, v9, v6, 28
	v_alignbit_b32 v6, v6, v9, 28
	buffer_store_dword v6, v53, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v53, s[0:3], 0 offen
	buffer_load_dword v6, v43, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v11
	v_alignbit_b32 v10, v9, v6, 4
	v_alignbit_b32 v6, v6, v9, 4
	buffer_store_dword v6, v52, s[0:3], 0 offen offset:4
	buffer_store_dword v10, v52, s[0:3], 0 offen
	buffer_load_dword v6, v61, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v61, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v9, v11
	v_alignbit_b32 v9, v8, v6, 11
	v_alignbit_b32 v6, v6, v8, 11
	buffer_store_dword v6, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v9, v43, s[0:3], 0 offen
	buffer_load_dword v6, v54, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v54, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v12
	v_alignbit_b32 v9, v8, v6, 17
	v_alignbit_b32 v6, v6, v8, 17
	buffer_store_dword v6, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v9, v61, s[0:3], 0 offen
	buffer_load_dword v6, v56, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v56, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v5
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v8, v8, v1
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v9, v8, v6, 22
	v_alignbit_b32 v6, v6, v8, 22
	v_alignbit_b32 v2, v1, v3, 31
	v_alignbit_b32 v1, v3, v1, 31
	buffer_store_dword v6, v54, s[0:3], 0 offen offset:4
	buffer_store_dword v9, v54, s[0:3], 0 offen
	buffer_load_dword v6, v45, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v8, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v6, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v7, v8, v12
	v_alignbit_b32 v8, v7, v6, 26
	v_alignbit_b32 v6, v6, v7, 26
	buffer_store_dword v6, v56, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v56, s[0:3], 0 offen
	buffer_load_dword v6, v51, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v7, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v6, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v4
	v_alignbit_b32 v4, v3, v0, 29
	v_alignbit_b32 v0, v0, v3, 29
	buffer_store_dword v0, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v45, s[0:3], 0 offen
	buffer_store_dword v1, v51, s[0:3], 0 offen offset:4
	buffer_store_dword v2, v51, s[0:3], 0 offen
	buffer_load_dword v0, v59, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v44, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	buffer_load_dword v63, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v56, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v0, v0, v44
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v1, v1, v3
	v_mov_b32_e32 v41, v3
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v5, v63
	buffer_store_dword v4, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v1, v43, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v59, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v1, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v59, s[0:3], 0 offen
	buffer_load_dword v3, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v59, s[0:3], 0 offen
	buffer_load_dword v5, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v46, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v41
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, v46, s[0:3], 0 offen
	buffer_load_dword v3, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v63
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v2, v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v44, v60, s[0:3], 0 offen
	buffer_load_dword v47, v42, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v41, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v58, v42, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v5, v47
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v41
	v_mov_b32_e32 v3, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v58
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v60, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v60, s[0:3], 0 offen
	buffer_load_dword v1, v57, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v57, s[0:3], 0 offen
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v42, s[0:3], 0 offen
	buffer_load_dword v3, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v42, s[0:3], 0 offen
	buffer_load_dword v1, v62, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v5, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v57, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v5, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v57, s[0:3], 0 offen
	buffer_load_dword v3, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v62, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v41
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v57, s[0:3], 0 offen
	buffer_load_dword v2, v62, s[0:3], 0 offen
	buffer_load_dword v3, v62, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v58
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v47
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v41, s[0:3], 0 offen
	buffer_load_dword v63, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v60, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v58, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v47, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v62, v63, s[0:3], 0 offen
	v_mov_b32_e32 v5, v60
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v47
	v_mov_b32_e32 v3, v47
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v62
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v63, s[0:3], 0 offen
	buffer_load_dword v3, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v58, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v45, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v47
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v47
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v62
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v60
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v41, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v41, s[0:3], 0 offen
	buffer_load_dword v45, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v62, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v60, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v60, s[0:3], 0 offen
	buffer_load_dword v1, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v58, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v45, s[0:3], 0 offen
	v_mov_b32_e32 v5, v62
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v58
	v_mov_b32_e32 v3, v58
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v63
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v1, v61, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v5, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v60, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v47, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v5, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v60, s[0:3], 0 offen
	buffer_load_dword v3, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v61, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v60, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v60, s[0:3], 0 offen
	buffer_load_dword v5, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v61, s[0:3], 0 offen
	buffer_load_dword v3, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v58
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v58
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v63
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v62
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v58, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v44, v58, s[0:3], 0 offen
	buffer_load_dword v61, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v62, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v41, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v44
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v63, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v42, v61, s[0:3], 0 offen
	v_mov_b32_e32 v5, v62
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v63
	v_mov_b32_e32 v3, v63
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v42
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v45, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v61, s[0:3], 0 offen
	buffer_load_dword v3, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v41, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v58, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v41, s[0:3], 0 offen
	buffer_load_dword v3, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v5, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v58, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v63
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v2, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v63
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v42
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v62
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v35, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_mov_b32_e32 v38, v47
	v_mov_b32_e32 v37, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v35, s[0:3], 0 offen
	buffer_load_dword v4, v35, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, 0x80000001, v0
	buffer_store_dword v5, v35, s[0:3], 0 offen
	buffer_load_dword v3, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v6, v46, s[0:3], 0 offen
	buffer_load_dword v7, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v8, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v9, v59, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v10, v0, s[0:3], 0 offen
	buffer_load_dword v11, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v12, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v42, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v13, v42, s[0:3], 0 offen
	buffer_load_dword v14, v42, s[0:3], 0 offen offset:4
	buffer_load_dword v62, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	v_xor_b32_e32 v9, v10, v9
	v_xor_b32_e32 v8, v12, v8
	v_xor_b32_e32 v7, v11, v7
	s_waitcnt vmcnt(0)
	buffer_load_dword v15, v62, s[0:3], 0 offen
	buffer_load_dword v16, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v50, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	v_xor_b32_e32 v6, v13, v6
	v_xor_b32_e32 v3, v14, v3
	v_mov_b32_e32 v52, v62
	s_waitcnt vmcnt(0)
	buffer_load_dword v17, v50, s[0:3], 0 offen offset:4
	buffer_load_dword v18, v50, s[0:3], 0 offen
	buffer_load_dword v61, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v19, v61, s[0:3], 0 offen
	buffer_load_dword v20, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v44, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	v_xor_b32_e32 v17, v17, v4
	v_xor_b32_e32 v18, v18, v5
	s_waitcnt vmcnt(0)
	buffer_load_dword v21, v44, s[0:3], 0 offen
	buffer_load_dword v53, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v22, v53, s[0:3], 0 offen offset:4
	buffer_load_dword v23, v53, s[0:3], 0 offen
	buffer_load_dword v63, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v48, v63, s[0:3], 0 offen
	buffer_load_dword v2, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v49, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	v_xor_b32_e32 v17, v17, v22
	v_xor_b32_e32 v18, v18, v23
	s_waitcnt vmcnt(0)
	buffer_load_dword v24, v49, s[0:3], 0 offen offset:4
	buffer_load_dword v25, v49, s[0:3], 0 offen
	buffer_load_dword v51, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_xor_b32_e32 v15, v15, v48
	v_xor_b32_e32 v16, v16, v2
	v_xor_b32_e32 v15, v15, v19
	v_xor_b32_e32 v16, v16, v20
	s_waitcnt vmcnt(0)
	buffer_load_dword v26, v51, s[0:3], 0 offen offset:4
	buffer_load_dword v27, v51, s[0:3], 0 offen
	buffer_load_dword v0, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	v_xor_b32_e32 v3, v3, v24
	v_xor_b32_e32 v6, v6, v25
	s_waitcnt vmcnt(0)
	buffer_load_dword v28, v0, s[0:3], 0 offen
	buffer_load_dword v29, v47, s[0:3], 0 offen
	buffer_load_dword v30, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v36, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_xor_b32_e32 v16, v16, v26
	v_xor_b32_e32 v15, v15, v27
	v_mov_b32_e32 v47, v52
	s_waitcnt vmcnt(0)
	buffer_load_dword v31, v36, s[0:3], 0 offen
	buffer_load_dword v32, v36, s[0:3], 0 offen offset:4
	buffer_load_dword v33, v58, s[0:3], 0 offen
	buffer_load_dword v10, v43, s[0:3], 0 offen
	buffer_load_dword v13, v44, s[0:3], 0 offen offset:4
	buffer_load_dword v12, v57, s[0:3], 0 offen
	buffer_load_dword v14, v0, s[0:3], 0 offen offset:4
	buffer_load_dword v22, v45, s[0:3], 0 offen
	buffer_load_dword v23, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v39, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	v_xor_b32_e32 v3, v3, v30
	v_xor_b32_e32 v6, v6, v29
	v_xor_b32_e32 v34, v3, v1
	v_mov_b32_e32 v45, v44
	s_waitcnt vmcnt(0)
	buffer_load_dword v19, v39, s[0:3], 0 offen offset:4
	buffer_load_dword v20, v39, s[0:3], 0 offen
	buffer_load_dword v62, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v55, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	v_xor_b32_e32 v15, v15, v31
	v_xor_b32_e32 v16, v16, v32
	v_alignbit_b32 v1, v16, v15, 31
	v_xor_b32_e32 v6, v6, v33
	v_alignbit_b32 v3, v15, v16, 31
	v_xor_b32_e32 v1, v34, v1
	v_xor_b32_e32 v3, v6, v3
	v_xor_b32_e32 v4, v1, v4
	v_xor_b32_e32 v5, v3, v5
	v_xor_b32_e32 v10, v12, v10
	s_waitcnt vmcnt(1)
	buffer_load_dword v24, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v25, v62, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	buffer_load_dword v26, v55, s[0:3], 0 offen offset:4
	buffer_load_dword v27, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v29, v41, s[0:3], 0 offen
	buffer_load_dword v30, v55, s[0:3], 0 offen
	buffer_load_dword v31, v60, s[0:3], 0 offen offset:4
	buffer_load_dword v32, v60, s[0:3], 0 offen
	s_nop 0
	buffer_store_dword v4, v35, s[0:3], 0 offen offset:4
	buffer_store_dword v5, v35, s[0:3], 0 offen
	buffer_load_dword v5, v52, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v33, v52, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v4, v8, v13
	v_xor_b32_e32 v8, v9, v21
	v_xor_b32_e32 v13, v17, v19
	v_xor_b32_e32 v9, v18, v20
	v_xor_b32_e32 v13, v13, v14
	v_xor_b32_e32 v9, v9, v28
	v_alignbit_b32 v11, v9, v13, 31
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v7, v7, v24
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v10, v10, v25
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v10, v10, v30
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v4, v4, v31
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v8, v8, v32
	v_xor_b32_e32 v14, v4, v27
	v_xor_b32_e32 v8, v8, v29
	v_alignbit_b32 v4, v8, v14, 31
	v_alignbit_b32 v17, v14, v8, 31
	v_xor_b32_e32 v4, v4, v9
	v_xor_b32_e32 v17, v17, v13
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v18, v33, v17
	v_alignbit_b32 v19, v18, v5, 20
	v_alignbit_b32 v5, v5, v18, 20
	buffer_store_dword v19, v63, s[0:3], 0 offen
	buffer_store_dword v5, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v5, v42, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v18, v42, s[0:3], 0 offen
	v_xor_b32_e32 v7, v7, v26
	v_xor_b32_e32 v7, v7, v23
	v_xor_b32_e32 v10, v10, v22
	v_alignbit_b32 v9, v13, v9, 31
	v_xor_b32_e32 v11, v10, v11
	v_xor_b32_e32 v9, v7, v9
	v_xor_b32_e32 v2, v17, v2
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v18, v11
	v_alignbit_b32 v13, v12, v5, 12
	v_alignbit_b32 v5, v5, v12, 12
	buffer_store_dword v5, v52, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v52, s[0:3], 0 offen
	buffer_load_dword v5, v41, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v12, v41, s[0:3], 0 offen offset:4
	v_alignbit_b32 v13, v10, v7, 31
	v_alignbit_b32 v7, v7, v10, 31
	v_xor_b32_e32 v7, v7, v16
	v_xor_b32_e32 v10, v13, v15
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v10
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v7
	v_alignbit_b32 v13, v12, v5, 3
	v_alignbit_b32 v5, v5, v12, 3
	buffer_store_dword v5, v42, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v42, s[0:3], 0 offen
	buffer_load_dword v5, v49, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v12, v49, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v9
	v_alignbit_b32 v13, v12, v5, 25
	v_alignbit_b32 v5, v5, v12, 25
	buffer_store_dword v13, v41, s[0:3], 0 offen
	buffer_store_dword v5, v41, s[0:3], 0 offen offset:4
	buffer_load_dword v5, v0, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v12, v0, s[0:3], 0 offen
	v_mov_b32_e32 v41, v35
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v3
	v_alignbit_b32 v13, v12, v5, 14
	v_alignbit_b32 v5, v5, v12, 14
	buffer_store_dword v5, v49, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v49, s[0:3], 0 offen
	buffer_load_dword v5, v59, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v12, v59, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v10
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v7
	v_alignbit_b32 v13, v12, v5, 2
	v_alignbit_b32 v5, v5, v12, 2
	buffer_store_dword v5, v0, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v0, s[0:3], 0 offen
	buffer_load_dword v5, v44, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v12, v44, s[0:3], 0 offen offset:4
	v_xor_b32_e32 v0, v4, v48
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v10
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v7
	v_alignbit_b32 v13, v12, v5, 21
	v_alignbit_b32 v5, v5, v12, 21
	buffer_store_dword v13, v59, s[0:3], 0 offen
	buffer_store_dword v5, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v5, v62, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v12, v62, s[0:3], 0 offen
	v_alignbit_b32 v13, v6, v34, 31
	v_alignbit_b32 v6, v34, v6, 31
	v_xor_b32_e32 v8, v13, v8
	v_xor_b32_e32 v6, v6, v14
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v8
	v_alignbit_b32 v13, v12, v5, 7
	v_alignbit_b32 v5, v5, v12, 7
	buffer_store_dword v5, v44, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v44, s[0:3], 0 offen
	buffer_load_dword v5, v38, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v12, v38, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v11
	v_alignbit_b32 v13, v12, v5, 24
	v_alignbit_b32 v5, v5, v12, 24
	buffer_store_dword v5, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v62, s[0:3], 0 offen
	buffer_load_dword v5, v37, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v12, v37, s[0:3], 0 offen offset:4
	v_mov_b32_e32 v62, v50
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v6
	v_alignbit_b32 v13, v12, v5, 8
	v_alignbit_b32 v5, v5, v12, 8
	buffer_store_dword v5, v38, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v38, s[0:3], 0 offen
	buffer_load_dword v5, v39, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v12, v39, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v3
	v_alignbit_b32 v13, v5, v12, 23
	v_alignbit_b32 v5, v12, v5, 23
	buffer_store_dword v5, v37, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v37, s[0:3], 0 offen
	buffer_load_dword v5, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v12, v46, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, v12, v11
	v_alignbit_b32 v13, v12, v5, 5
	v_alignbit_b32 v5, v5, v12, 5
	buffer_store_dword v5, v39, s[0:3], 0 offen offset:4
	buffer_store_dword v13, v39, s[0:3], 0 offen
	buffer_load_dword v5, v58, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v12, v58, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v12, v11
	v_alignbit_b32 v11, v9, v5, 18
	v_alignbit_b32 v5, v5, v9, 18
	buffer_store_dword v5, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v46, s[0:3], 0 offen
	buffer_load_dword v5, v36, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v36, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v17
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v4
	v_alignbit_b32 v11, v9, v5, 30
	v_alignbit_b32 v5, v5, v9, 30
	buffer_store_dword v5, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v58, s[0:3], 0 offen
	buffer_load_dword v5, v57, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v57, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v8
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v6
	v_alignbit_b32 v11, v9, v5, 9
	v_alignbit_b32 v5, v5, v9, 9
	buffer_store_dword v5, v36, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v36, s[0:3], 0 offen
	buffer_load_dword v5, v51, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v9, v51, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v17
	v_alignbit_b32 v11, v9, v5, 19
	v_alignbit_b32 v5, v5, v9, 19
	buffer_store_dword v5, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v57, s[0:3], 0 offen
	buffer_load_dword v5, v50, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v50, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v3
	v_alignbit_b32 v11, v5, v9, 28
	v_alignbit_b32 v5, v9, v5, 28
	buffer_store_dword v5, v51, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v51, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v9, v9, v8
	v_alignbit_b32 v11, v9, v5, 4
	v_alignbit_b32 v5, v5, v9, 4
	buffer_store_dword v5, v50, s[0:3], 0 offen offset:4
	buffer_store_dword v11, v50, s[0:3], 0 offen
	buffer_load_dword v5, v55, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v9, v55, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v9, v8
	v_alignbit_b32 v8, v6, v5, 11
	v_alignbit_b32 v5, v5, v6, 11
	buffer_store_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v43, s[0:3], 0 offen
	buffer_load_dword v5, v60, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v6, v60, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v6, v10
	v_alignbit_b32 v8, v6, v5, 17
	v_alignbit_b32 v5, v5, v6, 17
	buffer_store_dword v5, v55, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v55, s[0:3], 0 offen
	buffer_load_dword v5, v61, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v6, v61, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v17
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v6, v4
	v_alignbit_b32 v8, v6, v5, 22
	v_alignbit_b32 v5, v5, v6, 22
	buffer_store_dword v5, v60, s[0:3], 0 offen offset:4
	buffer_store_dword v8, v60, s[0:3], 0 offen
	buffer_load_dword v58, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	v_alignbit_b32 v4, v0, v2, 31
	v_alignbit_b32 v0, v2, v0, 31
	s_waitcnt vmcnt(0)
	buffer_load_dword v5, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v6, v58, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v5, v5, v7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v6, v10
	v_alignbit_b32 v7, v6, v5, 26
	v_alignbit_b32 v5, v5, v6, 26
	buffer_store_dword v5, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v7, v61, s[0:3], 0 offen
	buffer_load_dword v5, v53, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v6, v53, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v5, v1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v6, v3
	v_alignbit_b32 v3, v2, v1, 29
	v_alignbit_b32 v1, v1, v2, 29
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v3, v58, s[0:3], 0 offen
	buffer_store_dword v0, v53, s[0:3], 0 offen offset:4
	buffer_store_dword v4, v53, s[0:3], 0 offen
	buffer_load_dword v0, v59, s[0:3], 0 offen
	s_nop 0
	buffer_load_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v44, v35, s[0:3], 0 offen
	buffer_load_dword v42, v35, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v63, s[0:3], 0 offen
	buffer_load_dword v60, v63, s[0:3], 0 offen offset:4
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v44
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v1, v1, v42
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v42
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v60
	buffer_store_dword v4, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v41, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v41, s[0:3], 0 offen
	buffer_load_dword v1, v43, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v63, s[0:3], 0 offen
	buffer_load_dword v3, v63, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v59, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v63, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v63, s[0:3], 0 offen
	buffer_load_dword v1, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v59, s[0:3], 0 offen
	buffer_load_dword v3, v59, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v59, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v59, s[0:3], 0 offen
	buffer_load_dword v5, v46, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v46, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v42
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, v46, s[0:3], 0 offen
	buffer_load_dword v3, v46, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v60
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v2, v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v46, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v41, v62, s[0:3], 0 offen
	buffer_load_dword v42, v47, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v44, v62, s[0:3], 0 offen offset:4
	buffer_load_dword v59, v47, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v2, v41
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v44
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v59
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v62, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v62, s[0:3], 0 offen
	buffer_load_dword v1, v57, s[0:3], 0 offen offset:4
	s_nop 0
	buffer_load_dword v0, v57, s[0:3], 0 offen
	buffer_load_dword v5, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v58, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	buffer_load_dword v5, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v58, s[0:3], 0 offen
	buffer_load_dword v3, v58, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v57, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v58, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v58, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v57, s[0:3], 0 offen
	buffer_load_dword v3, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v44
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v57, s[0:3], 0 offen
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v59
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v42
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v41, v2, s[0:3], 0 offen
	buffer_load_dword v42, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v44, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v46, v61, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v2, v41
	s_waitcnt vmcnt(4)
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v44
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v46
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v47, v2
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v61, s[0:3], 0 offen
	buffer_load_dword v3, v61, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v61, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v61, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	buffer_load_dword v5, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v44
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v42
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v41, v3, s[0:3], 0 offen
	buffer_load_dword v47, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	v_mov_b32_e32 v43, v3
	s_waitcnt vmcnt(0)
	buffer_load_dword v42, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v44, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v46, v47, s[0:3], 0 offen
	v_mov_b32_e32 v45, v2
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v44
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v46
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v47, v2
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v5, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v44
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v42
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v41, v3, s[0:3], 0 offen
	buffer_load_dword v57, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v45, v3
	s_waitcnt vmcnt(0)
	buffer_load_dword v42, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v44, v3, s[0:3], 0 offen offset:4
	buffer_load_dword v46, v57, s[0:3], 0 offen
	v_mov_b32_e32 v43, v2
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v5, v42
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v0, v0, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v44
	v_mov_b32_e32 v3, v44
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v4, v46
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v47, v2
	buffer_load_dword v5, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v57, s[0:3], 0 offen
	buffer_load_dword v3, v57, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v43, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v57, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v57, s[0:3], 0 offen
	buffer_load_dword v2, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(0)
	buffer_load_dword v1, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v0, v2, s[0:3], 0 offen
	v_mov_b32_e32 v45, v2
	buffer_load_dword v5, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v43, s[0:3], 0 offen
	buffer_load_dword v3, v43, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v47, s[0:3], 0 offen
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v0, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v1, v3
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v43, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v43, s[0:3], 0 offen
	buffer_load_dword v5, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, v47, s[0:3], 0 offen
	buffer_load_dword v3, v47, s[0:3], 0 offen offset:4
	buffer_load_dword v4, v45, s[0:3], 0 offen
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v0, v2, v41
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v1, v3, v44
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v1, v47, s[0:3], 0 offen offset:4
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v2, v45, s[0:3], 0 offen
	buffer_load_dword v3, v45, s[0:3], 0 offen offset:4
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v56
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v44
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v2, v46
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v3, v42
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_store_dword v1, v45, s[0:3], 0 offen offset:4
	buffer_load_dword v2, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 22
	v_readlane_b32 s5, v40, 23
	v_readlane_b32 s55, v40, 21
	v_readlane_b32 s54, v40, 20
	v_readlane_b32 s53, v40, 19
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
	s_addk_i32 s32, 0xd400
	s_waitcnt vmcnt(0)
	buffer_load_dword v0, v2, s[0:3], 0 offen offset:4
	buffer_load_dword v1, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, 0x80000000, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 0x80008008, v1
	buffer_store_dword v1, v2, s[0:3], 0 offen
	buffer_store_dword v0, v2, s[0:3], 0 offen offset:4
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
	v_readlane_b32 s33, v40, 24
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:60 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end2:
	.size	keccak_block_noabsorb, .Lfunc_end2-keccak_block_noabsorb
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 34924
; NumSgprs: 62
; NumVgprs: 64
; ScratchSize: 16560
; MemoryBound: 1
	.text
	.protected	search                  ; -- Begin function search
	.globl	search
	.p2align	8
	.type	search,@function
search:                                 ; @search
; %bb.0:
	s_mov_b64 s[40:41], s[4:5]
	s_load_dwordx2 s[4:5], s[8:9], 0x0
	s_load_dwordx2 s[46:47], s[8:9], 0x8
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_waitcnt lgkmcnt(0)
	s_load_dwordx16 s[48:63], s[4:5], 0x0
	s_load_dwordx4 s[64:67], s[4:5], 0x40
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	s_add_u32 s34, s42, 16
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	s_mov_b32 s45, s14
	v_mov_b32_e32 v136, v0
	s_mov_b64 s[4:5], s[40:41]
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
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_xor_b32 s5, s48, s58
	s_xor_b32 s6, s63, s53
	s_xor_b32 s7, s62, s52
	v_mov_b32_e32 v127, v0
	s_xor_b32 s4, s49, s59
	s_xor_b32 s5, s5, 1
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_alignbit_b32 v0, s7, v0, 31
	v_alignbit_b32 v1, s6, v1, 31
	s_xor_b32 s11, s65, s55
	s_xor_b32 s12, s64, s54
	v_mov_b32_e32 v7, s4
	v_mov_b32_e32 v8, s5
	v_xor_b32_e32 v0, s5, v0
	v_xor_b32_e32 v1, s4, v1
	s_xor_b32 s9, s51, s61
	s_brev_b32 s10, 1
	v_mov_b32_e32 v2, s11
	v_mov_b32_e32 v3, s12
	v_alignbit_b32 v7, s5, v7, 31
	v_alignbit_b32 v8, s4, v8, 31
	s_xor_b32 s8, s50, s60
	s_xor_b32 s9, s9, s10
	v_alignbit_b32 v2, s12, v2, 31
	v_alignbit_b32 v3, s11, v3, 31
	s_xor_b32 s13, s66, s56
	v_xor_b32_e32 v4, s57, v127
	v_xor_b32_e32 v7, s12, v7
	v_xor_b32_e32 v8, s11, v8
	v_xor_b32_e32 v12, s60, v0
	v_xor_b32_e32 v13, s61, v1
	v_xor_b32_e32 v2, s8, v2
	v_xor_b32_e32 v3, s9, v3
	v_alignbit_b32 v5, s13, v4, 31
	v_alignbit_b32 v6, v4, s13, 31
	v_alignbit_b32 v56, v13, v12, 20
	v_alignbit_b32 v57, v12, v13, 20
	v_xor_b32_e32 v12, v127, v8
	v_xor_b32_e32 v13, s66, v7
	v_xor_b32_e32 v6, s6, v6
	v_xor_b32_e32 v5, s7, v5
	v_alignbit_b32 v63, v13, v12, 12
	v_alignbit_b32 v73, v12, v13, 12
	v_xor_b32_e32 v12, s52, v2
	v_xor_b32_e32 v13, s53, v3
	v_mov_b32_e32 v9, s9
	v_mov_b32_e32 v10, s8
	v_alignbit_b32 v123, v8, v7, 25
	v_alignbit_b32 v124, v7, v8, 25
	v_alignbit_b32 v137, v13, v12, 2
	v_alignbit_b32 v138, v12, v13, 2
	v_alignbit_b32 v88, v7, v8, 24
	v_alignbit_b32 v90, v8, v7, 24
	v_xor_b32_e32 v12, s57, v8
	v_xor_b32_e32 v13, s56, v7
	v_alignbit_b32 v58, v7, v8, 18
	v_alignbit_b32 v59, v8, v7, 18
	v_xor_b32_e32 v7, s64, v5
	v_xor_b32_e32 v8, s65, v6
	v_alignbit_b32 v9, s8, v9, 31
	v_alignbit_b32 v10, s9, v10, 31
	v_alignbit_b32 v141, v8, v7, 9
	v_alignbit_b32 v142, v7, v8, 9
	v_xor_b32_e32 v7, s10, v1
	v_xor_b32_e32 v9, s13, v9
	v_xor_b32_e32 v4, v4, v10
	v_xor_b32_e32 v10, s51, v1
	v_xor_b32_e32 v11, s50, v0
	v_alignbit_b32 v139, v0, v1, 30
	v_alignbit_b32 v140, v1, v0, 30
	v_alignbit_b32 v62, v7, v0, 19
	v_alignbit_b32 v72, v0, v7, 19
	v_alignbit_b32 v95, v0, v1, 22
	v_alignbit_b32 v105, v1, v0, 22
	v_xor_b32_e32 v0, s63, v3
	v_xor_b32_e32 v1, s62, v2
	v_xor_b32_e32 v46, s49, v4
	v_xor_b32_e32 v47, s48, v9
	v_alignbit_b32 v42, v3, v2, 21
	v_alignbit_b32 v43, v2, v3, 21
	v_xor_b32_e32 v7, s58, v9
	v_xor_b32_e32 v8, s59, v4
	v_alignbit_b32 v93, v1, v0, 26
	v_alignbit_b32 v94, v0, v1, 26
	v_xor_b32_e32 v0, 1, v9
	v_alignbit_b32 v74, v3, v2, 3
	v_alignbit_b32 v75, v2, v3, 3
	v_alignbit_b32 v91, v9, v4, 14
	v_alignbit_b32 v92, v4, v9, 14
	v_alignbit_b32 v77, v5, v6, 7
	v_alignbit_b32 v78, v6, v5, 7
	v_alignbit_b32 v109, v6, v5, 8
	v_alignbit_b32 v110, v5, v6, 8
	v_alignbit_b32 v125, v4, v9, 23
	v_alignbit_b32 v126, v9, v4, 23
	v_alignbit_b32 v121, v8, v7, 28
	v_alignbit_b32 v122, v7, v8, 28
	v_xor_b32_e32 v7, s55, v6
	v_xor_b32_e32 v8, s54, v5
	v_alignbit_b32 v44, v5, v6, 11
	v_alignbit_b32 v45, v6, v5, 11
	v_alignbit_b32 v107, v2, v3, 17
	v_alignbit_b32 v108, v3, v2, 17
	v_alignbit_b32 v104, v0, v4, 29
	v_alignbit_b32 v106, v4, v0, 29
	v_xor_b32_e32 v0, v42, v47
	v_xor_b32_e32 v1, v43, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	v_alignbit_b32 v111, v13, v12, 5
	v_alignbit_b32 v120, v12, v13, 5
	v_alignbit_b32 v76, v8, v7, 4
	v_alignbit_b32 v79, v7, v8, 4
	v_alignbit_b32 v152, v11, v10, 31
	v_alignbit_b32 v153, v10, v11, 31
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z9bitselectDv2_jS_S_@rel32@lo+4
	s_addc_u32 s53, s53, _Z9bitselectDv2_jS_S_@rel32@hi+12
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v143, v0
	v_mov_b32_e32 v89, v1
	v_xor_b32_e32 v0, v44, v56
	v_xor_b32_e32 v1, v45, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_xor_b32_e32 v0, v42, v58
	v_xor_b32_e32 v1, v43, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v42, v1
	v_xor_b32_e32 v0, v44, v47
	v_xor_b32_e32 v1, v45, v46
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v56, v58
	v_xor_b32_e32 v1, v57, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v47, v1
	v_xor_b32_e32 v0, v76, v104
	v_xor_b32_e32 v1, v79, v106
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v76
	v_mov_b32_e32 v3, v79
	v_mov_b32_e32 v4, v63
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v46, v1
	v_xor_b32_e32 v0, v62, v63
	v_xor_b32_e32 v1, v72, v73
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v63
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v106
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v60, v1
	v_xor_b32_e32 v0, v104, v74
	v_xor_b32_e32 v1, v106, v75
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v106
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v72
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v76, v62
	v_xor_b32_e32 v1, v79, v72
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v72
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v62, v1
	v_xor_b32_e32 v0, v74, v63
	v_xor_b32_e32 v1, v75, v73
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v79
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v76, v0
	v_mov_b32_e32 v79, v1
	v_xor_b32_e32 v0, v77, v152
	v_xor_b32_e32 v1, v78, v153
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v152
	v_mov_b32_e32 v3, v153
	v_mov_b32_e32 v4, v93
	v_mov_b32_e32 v5, v94
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v73, v0
	v_mov_b32_e32 v63, v1
	v_xor_b32_e32 v0, v93, v88
	v_xor_b32_e32 v1, v94, v90
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, v94
	v_mov_b32_e32 v4, v77
	v_mov_b32_e32 v5, v78
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, v77, v91
	v_xor_b32_e32 v1, v78, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v77
	v_mov_b32_e32 v3, v78
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v90
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v78, v0
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v0, v152, v88
	v_xor_b32_e32 v1, v153, v90
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v90
	v_mov_b32_e32 v4, v91
	v_mov_b32_e32 v5, v92
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v90, v1
	v_xor_b32_e32 v0, v93, v91
	v_xor_b32_e32 v1, v94, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v3, v92
	v_mov_b32_e32 v4, v152
	v_mov_b32_e32 v5, v153
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v93, v0
	v_mov_b32_e32 v106, v1
	v_xor_b32_e32 v0, v95, v111
	v_xor_b32_e32 v1, v105, v120
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v111
	v_mov_b32_e32 v3, v120
	v_mov_b32_e32 v4, v121
	v_mov_b32_e32 v5, v122
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v92, v0
	v_mov_b32_e32 v91, v1
	v_xor_b32_e32 v0, v121, v107
	v_xor_b32_e32 v1, v122, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v121
	v_mov_b32_e32 v3, v122
	v_mov_b32_e32 v4, v95
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v94, v1
	v_xor_b32_e32 v0, v109, v95
	v_xor_b32_e32 v1, v110, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v95
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v107
	v_mov_b32_e32 v5, v108
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v105, v0
	v_mov_b32_e32 v95, v1
	v_xor_b32_e32 v0, v107, v111
	v_xor_b32_e32 v1, v108, v120
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v107
	v_mov_b32_e32 v3, v108
	v_mov_b32_e32 v4, v109
	v_mov_b32_e32 v5, v110
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v107, v0
	v_mov_b32_e32 v108, v1
	v_xor_b32_e32 v0, v109, v121
	v_xor_b32_e32 v1, v110, v122
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v109
	v_mov_b32_e32 v3, v110
	v_mov_b32_e32 v4, v111
	v_mov_b32_e32 v5, v120
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v120, v0
	v_mov_b32_e32 v122, v1
	v_xor_b32_e32 v0, v137, v123
	v_xor_b32_e32 v1, v138, v124
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v137
	v_mov_b32_e32 v3, v138
	v_mov_b32_e32 v4, v141
	v_mov_b32_e32 v5, v142
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v109, v0
	v_mov_b32_e32 v110, v1
	v_xor_b32_e32 v0, v141, v125
	v_xor_b32_e32 v1, v142, v126
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v141
	v_mov_b32_e32 v3, v142
	v_mov_b32_e32 v4, v123
	v_mov_b32_e32 v5, v124
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v121, v0
	v_mov_b32_e32 v111, v1
	v_xor_b32_e32 v0, v139, v123
	v_xor_b32_e32 v1, v140, v124
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v123
	v_mov_b32_e32 v3, v124
	v_mov_b32_e32 v4, v125
	v_mov_b32_e32 v5, v126
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v124, v0
	v_mov_b32_e32 v123, v1
	v_xor_b32_e32 v0, v137, v125
	v_xor_b32_e32 v1, v138, v126
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v125
	v_mov_b32_e32 v3, v126
	v_mov_b32_e32 v4, v139
	v_mov_b32_e32 v5, v140
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v125, v1
	v_xor_b32_e32 v0, v141, v139
	v_xor_b32_e32 v1, v142, v140
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v139
	v_mov_b32_e32 v3, v140
	v_mov_b32_e32 v4, v137
	v_mov_b32_e32 v5, v138
	s_swappc_b64 s[30:31], s[52:53]
	v_xor_b32_e32 v2, 1, v143
	s_mov_b32 s58, -2
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, keccak_round_constants@rel32@lo+12
	s_addc_u32 s55, s55, keccak_round_constants@rel32@hi+20
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_xor_b32_e32 v3, v63, v46
	v_xor_b32_e32 v4, v73, v56
	v_xor_b32_e32 v3, v3, v91
	v_xor_b32_e32 v4, v4, v92
	v_xor_b32_e32 v5, v62, v45
	v_xor_b32_e32 v4, v4, v109
	v_xor_b32_e32 v3, v3, v110
	v_xor_b32_e32 v5, v5, v90
	v_xor_b32_e32 v3, v3, v89
	v_xor_b32_e32 v4, v4, v2
	v_xor_b32_e32 v5, v5, v108
	v_xor_b32_e32 v7, v79, v47
	v_xor_b32_e32 v5, v5, v125
	v_alignbit_b32 v6, v3, v4, 31
	v_xor_b32_e32 v7, v7, v106
	v_xor_b32_e32 v6, v6, v5
	v_xor_b32_e32 v7, v7, v122
	v_xor_b32_e32 v8, v6, v79
	v_xor_b32_e32 v9, v6, v106
	v_xor_b32_e32 v10, v6, v122
	v_xor_b32_e32 v11, v6, v47
	v_xor_b32_e32 v7, v7, v1
	v_xor_b32_e32 v1, v6, v1
	v_xor_b32_e32 v6, v72, v44
	v_xor_b32_e32 v6, v6, v88
	v_xor_b32_e32 v6, v6, v107
	v_xor_b32_e32 v13, v76, v57
	v_xor_b32_e32 v6, v6, v126
	v_alignbit_b32 v12, v4, v3, 31
	v_xor_b32_e32 v13, v13, v93
	v_xor_b32_e32 v12, v12, v6
	v_xor_b32_e32 v13, v13, v120
	v_xor_b32_e32 v14, v12, v76
	v_xor_b32_e32 v15, v12, v93
	v_xor_b32_e32 v16, v12, v120
	v_xor_b32_e32 v17, v12, v57
	v_xor_b32_e32 v13, v13, v0
	v_xor_b32_e32 v0, v12, v0
	v_xor_b32_e32 v12, v59, v42
	v_xor_b32_e32 v18, v58, v43
	v_xor_b32_e32 v12, v12, v77
	v_xor_b32_e32 v18, v18, v78
	v_xor_b32_e32 v18, v18, v105
	v_xor_b32_e32 v12, v12, v95
	v_xor_b32_e32 v12, v12, v123
	v_xor_b32_e32 v18, v18, v124
	v_alignbit_b32 v19, v18, v12, 31
	v_xor_b32_e32 v4, v4, v19
	v_alignbit_b32 v19, v12, v18, 31
	v_xor_b32_e32 v3, v3, v19
	v_alignbit_b32 v19, v6, v5, 31
	v_alignbit_b32 v5, v5, v6, 31
	v_alignbit_b32 v6, v13, v7, 31
	v_xor_b32_e32 v6, v6, v18
	v_alignbit_b32 v18, v7, v13, 31
	v_xor_b32_e32 v12, v18, v12
	v_xor_b32_e32 v18, v61, v40
	v_xor_b32_e32 v20, v60, v41
	v_xor_b32_e32 v18, v18, v74
	v_xor_b32_e32 v20, v20, v75
	v_xor_b32_e32 v20, v20, v94
	v_xor_b32_e32 v18, v18, v104
	v_xor_b32_e32 v18, v18, v121
	v_xor_b32_e32 v20, v20, v111
	v_alignbit_b32 v21, v18, v20, 31
	v_xor_b32_e32 v13, v21, v13
	v_alignbit_b32 v140, v0, v1, 18
	v_alignbit_b32 v141, v1, v0, 18
	v_xor_b32_e32 v0, v3, v111
	v_xor_b32_e32 v1, v4, v121
	v_xor_b32_e32 v19, v19, v18
	v_alignbit_b32 v18, v20, v18, 31
	v_xor_b32_e32 v79, v13, v2
	v_xor_b32_e32 v2, v4, v61
	v_alignbit_b32 v76, v1, v0, 30
	v_alignbit_b32 v61, v0, v1, 30
	v_xor_b32_e32 v0, v6, v72
	v_xor_b32_e32 v1, v12, v62
	v_xor_b32_e32 v5, v5, v20
	v_xor_b32_e32 v7, v18, v7
	v_xor_b32_e32 v21, v3, v60
	v_alignbit_b32 v62, v1, v0, 9
	v_alignbit_b32 v111, v0, v1, 9
	v_xor_b32_e32 v0, v4, v104
	v_xor_b32_e32 v1, v3, v94
	v_xor_b32_e32 v47, v7, v89
	v_alignbit_b32 v89, v21, v2, 20
	v_alignbit_b32 v93, v2, v21, 20
	v_alignbit_b32 v106, v14, v8, 12
	v_alignbit_b32 v120, v8, v14, 12
	v_xor_b32_e32 v2, v19, v124
	v_xor_b32_e32 v8, v5, v123
	v_alignbit_b32 v94, v1, v0, 19
	v_alignbit_b32 v104, v0, v1, 19
	v_xor_b32_e32 v0, v13, v56
	v_xor_b32_e32 v1, v7, v46
	v_alignbit_b32 v122, v8, v2, 3
	v_alignbit_b32 v123, v2, v8, 3
	v_xor_b32_e32 v2, v7, v110
	v_xor_b32_e32 v8, v13, v109
	v_alignbit_b32 v56, v1, v0, 28
	v_alignbit_b32 v121, v0, v1, 28
	v_xor_b32_e32 v0, v12, v45
	v_xor_b32_e32 v1, v6, v44
	v_alignbit_b32 v109, v8, v2, 14
	v_alignbit_b32 v110, v2, v8, 14
	v_xor_b32_e32 v2, v19, v43
	v_xor_b32_e32 v8, v5, v42
	v_alignbit_b32 v142, v1, v0, 4
	v_alignbit_b32 v143, v0, v1, 4
	v_xor_b32_e32 v0, v12, v108
	v_xor_b32_e32 v1, v6, v107
	v_alignbit_b32 v60, v8, v2, 2
	v_alignbit_b32 v57, v2, v8, 2
	v_xor_b32_e32 v2, v19, v78
	v_xor_b32_e32 v8, v5, v77
	v_alignbit_b32 v46, v1, v0, 11
	v_alignbit_b32 v72, v0, v1, 11
	v_xor_b32_e32 v0, v5, v95
	v_xor_b32_e32 v1, v19, v105
	v_xor_b32_e32 v18, v3, v41
	v_xor_b32_e32 v20, v4, v40
	v_alignbit_b32 v40, v8, v2, 21
	v_alignbit_b32 v41, v2, v8, 21
	v_xor_b32_e32 v2, v12, v90
	v_xor_b32_e32 v8, v6, v88
	v_alignbit_b32 v95, v1, v0, 17
	v_alignbit_b32 v105, v0, v1, 17
	v_xor_b32_e32 v0, v3, v75
	v_xor_b32_e32 v1, v4, v74
	v_alignbit_b32 v77, v8, v2, 7
	v_alignbit_b32 v78, v2, v8, 7
	v_xor_b32_e32 v2, v6, v126
	v_xor_b32_e32 v8, v12, v125
	v_alignbit_b32 v74, v1, v0, 22
	v_alignbit_b32 v75, v0, v1, 22
	v_xor_b32_e32 v0, v5, v59
	v_xor_b32_e32 v1, v19, v58
	s_add_u32 s34, s42, 16
	v_alignbit_b32 v125, v8, v2, 8
	v_alignbit_b32 v126, v2, v8, 8
	v_xor_b32_e32 v2, v13, v92
	v_xor_b32_e32 v8, v7, v91
	v_alignbit_b32 v107, v1, v0, 26
	v_alignbit_b32 v108, v0, v1, 26
	v_xor_b32_e32 v0, v7, v63
	v_xor_b32_e32 v1, v13, v73
	s_addc_u32 s35, s43, 0
	v_alignbit_b32 v91, v8, v2, 23
	v_alignbit_b32 v92, v2, v8, 23
	v_alignbit_b32 v63, v1, v0, 29
	v_alignbit_b32 v73, v0, v1, 29
	v_xor_b32_e32 v0, v40, v79
	v_xor_b32_e32 v1, v41, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v79
	v_mov_b32_e32 v3, v47
	v_mov_b32_e32 v4, v89
	v_mov_b32_e32 v5, v93
	v_alignbit_b32 v124, v9, v15, 25
	v_alignbit_b32 v137, v15, v9, 25
	v_alignbit_b32 v88, v16, v10, 24
	v_alignbit_b32 v90, v10, v16, 24
	v_alignbit_b32 v138, v17, v11, 5
	v_alignbit_b32 v139, v11, v17, 5
	v_alignbit_b32 v152, v20, v18, 31
	v_alignbit_b32 v153, v18, v20, 31
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v154, v0
	v_mov_b32_e32 v155, v1
	v_xor_b32_e32 v0, v46, v89
	v_xor_b32_e32 v1, v72, v93
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v89
	v_mov_b32_e32 v3, v93
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v140, v40
	v_xor_b32_e32 v1, v141, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v72
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v42, v1
	v_xor_b32_e32 v0, v46, v79
	v_xor_b32_e32 v1, v72, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v72
	v_mov_b32_e32 v4, v140
	v_mov_b32_e32 v5, v141
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_xor_b32_e32 v0, v140, v89
	v_xor_b32_e32 v1, v141, v93
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, v141
	v_mov_b32_e32 v4, v79
	v_mov_b32_e32 v5, v47
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	v_xor_b32_e32 v0, v142, v63
	v_xor_b32_e32 v1, v143, v73
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v142
	v_mov_b32_e32 v3, v143
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v120
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v58, v1
	v_xor_b32_e32 v0, v106, v94
	v_xor_b32_e32 v1, v120, v104
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v120
	v_mov_b32_e32 v4, v63
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v79, v0
	v_mov_b32_e32 v89, v1
	v_xor_b32_e32 v0, v122, v63
	v_xor_b32_e32 v1, v123, v73
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v63
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v94, v142
	v_xor_b32_e32 v1, v104, v143
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v104
	v_mov_b32_e32 v4, v122
	v_mov_b32_e32 v5, v123
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v93, v1
	v_xor_b32_e32 v0, v106, v122
	v_xor_b32_e32 v1, v120, v123
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v122
	v_mov_b32_e32 v3, v123
	v_mov_b32_e32 v4, v142
	v_mov_b32_e32 v5, v143
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v94, v0
	v_mov_b32_e32 v104, v1
	v_xor_b32_e32 v0, v77, v152
	v_xor_b32_e32 v1, v78, v153
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v152
	v_mov_b32_e32 v3, v153
	v_mov_b32_e32 v4, v107
	v_mov_b32_e32 v5, v108
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v106, v0
	v_mov_b32_e32 v120, v1
	v_xor_b32_e32 v0, v88, v107
	v_xor_b32_e32 v1, v90, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v107
	v_mov_b32_e32 v3, v108
	v_mov_b32_e32 v4, v77
	v_mov_b32_e32 v5, v78
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v122, v0
	v_mov_b32_e32 v123, v1
	v_xor_b32_e32 v0, v77, v109
	v_xor_b32_e32 v1, v78, v110
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v77
	v_mov_b32_e32 v3, v78
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v90
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v77, v0
	v_mov_b32_e32 v78, v1
	v_xor_b32_e32 v0, v88, v152
	v_xor_b32_e32 v1, v90, v153
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v90
	v_mov_b32_e32 v4, v109
	v_mov_b32_e32 v5, v110
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v90, v1
	v_xor_b32_e32 v0, v107, v109
	v_xor_b32_e32 v1, v108, v110
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v109
	v_mov_b32_e32 v3, v110
	v_mov_b32_e32 v4, v152
	v_mov_b32_e32 v5, v153
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v107, v0
	v_mov_b32_e32 v108, v1
	v_xor_b32_e32 v0, v138, v74
	v_xor_b32_e32 v1, v139, v75
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v138
	v_mov_b32_e32 v3, v139
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v121
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v109, v0
	v_mov_b32_e32 v110, v1
	v_xor_b32_e32 v0, v95, v56
	v_xor_b32_e32 v1, v105, v121
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v121
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v140, v0
	v_mov_b32_e32 v141, v1
	v_xor_b32_e32 v0, v125, v74
	v_xor_b32_e32 v1, v126, v75
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v95
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, v138, v95
	v_xor_b32_e32 v1, v139, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v95
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v125
	v_mov_b32_e32 v5, v126
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v95, v0
	v_mov_b32_e32 v105, v1
	v_xor_b32_e32 v0, v125, v56
	v_xor_b32_e32 v1, v126, v121
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v125
	v_mov_b32_e32 v3, v126
	v_mov_b32_e32 v4, v138
	v_mov_b32_e32 v5, v139
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v121, v0
	v_mov_b32_e32 v125, v1
	v_xor_b32_e32 v0, v124, v60
	v_xor_b32_e32 v1, v137, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v111
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v138, v1
	v_xor_b32_e32 v0, v62, v91
	v_xor_b32_e32 v1, v111, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v111
	v_mov_b32_e32 v4, v124
	v_mov_b32_e32 v5, v137
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v139, v0
	v_mov_b32_e32 v142, v1
	v_xor_b32_e32 v0, v124, v76
	v_xor_b32_e32 v1, v137, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v124
	v_mov_b32_e32 v3, v137
	v_mov_b32_e32 v4, v91
	v_mov_b32_e32 v5, v92
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v124, v1
	v_xor_b32_e32 v0, v60, v91
	v_xor_b32_e32 v1, v57, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v3, v92
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v91, v0
	v_mov_b32_e32 v92, v1
	v_xor_b32_e32 v0, v76, v62
	v_xor_b32_e32 v1, v61, v111
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v76
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[52:53]
	s_load_dwordx4 s[48:51], s[54:55], 0x0
	s_load_dwordx2 s[56:57], s[54:55], 0x10
	v_xor_b32_e32 v16, v94, v46
	v_xor_b32_e32 v17, v104, v47
	v_xor_b32_e32 v4, v106, v59
	v_xor_b32_e32 v5, v120, v58
	v_xor_b32_e32 v6, v72, v43
	v_xor_b32_e32 v7, v73, v42
	v_xor_b32_e32 v12, v63, v40
	v_xor_b32_e32 v13, v93, v41
	v_xor_b32_e32 v17, v17, v108
	v_xor_b32_e32 v16, v16, v107
	v_xor_b32_e32 v5, v5, v110
	v_xor_b32_e32 v4, v4, v109
	v_xor_b32_e32 v7, v7, v78
	v_xor_b32_e32 v6, v6, v77
	v_xor_b32_e32 v10, v89, v45
	v_xor_b32_e32 v11, v79, v44
	v_xor_b32_e32 v13, v13, v90
	v_xor_b32_e32 v12, v12, v88
	v_xor_b32_e32 v16, v16, v121
	v_xor_b32_e32 v17, v17, v125
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v2, s48, v154
	v_xor_b32_e32 v3, s49, v155
	v_xor_b32_e32 v4, v4, v126
	v_xor_b32_e32 v5, v5, v138
	v_xor_b32_e32 v6, v6, v74
	v_xor_b32_e32 v7, v7, v75
	v_xor_b32_e32 v11, v11, v122
	v_xor_b32_e32 v10, v10, v123
	v_xor_b32_e32 v12, v12, v95
	v_xor_b32_e32 v13, v13, v105
	v_xor_b32_e32 v17, v17, v1
	v_xor_b32_e32 v16, v16, v0
	v_xor_b32_e32 v5, v5, v3
	v_xor_b32_e32 v4, v4, v2
	v_xor_b32_e32 v7, v7, v124
	v_xor_b32_e32 v6, v6, v56
	v_xor_b32_e32 v10, v10, v141
	v_xor_b32_e32 v11, v11, v140
	v_xor_b32_e32 v13, v13, v92
	v_xor_b32_e32 v12, v12, v91
	v_alignbit_b32 v18, v16, v17, 31
	v_alignbit_b32 v8, v6, v7, 31
	v_alignbit_b32 v9, v7, v6, 31
	v_xor_b32_e32 v11, v11, v139
	v_xor_b32_e32 v10, v10, v142
	v_alignbit_b32 v15, v13, v12, 31
	v_xor_b32_e32 v6, v18, v6
	v_alignbit_b32 v18, v4, v5, 31
	v_xor_b32_e32 v8, v4, v8
	v_xor_b32_e32 v9, v5, v9
	v_alignbit_b32 v14, v12, v13, 31
	v_xor_b32_e32 v15, v15, v10
	v_alignbit_b32 v4, v5, v4, 31
	v_xor_b32_e32 v5, v18, v12
	v_alignbit_b32 v12, v11, v10, 31
	v_alignbit_b32 v10, v10, v11, 31
	v_xor_b32_e32 v14, v14, v11
	v_xor_b32_e32 v11, v12, v16
	v_xor_b32_e32 v10, v10, v17
	v_xor_b32_e32 v4, v4, v13
	v_xor_b32_e32 v76, v10, v3
	v_xor_b32_e32 v111, v11, v2
	v_xor_b32_e32 v2, v8, v79
	v_xor_b32_e32 v3, v9, v89
	v_alignbit_b32 v79, v3, v2, 20
	v_alignbit_b32 v89, v2, v3, 20
	v_xor_b32_e32 v2, v4, v104
	v_xor_b32_e32 v3, v5, v94
	v_alignbit_b32 v94, v3, v2, 12
	v_alignbit_b32 v104, v2, v3, 12
	v_xor_b32_e32 v2, v14, v56
	v_xor_b32_e32 v3, v15, v124
	v_alignbit_b32 v124, v3, v2, 3
	v_alignbit_b32 v137, v2, v3, 3
	v_xor_b32_e32 v2, v5, v107
	v_xor_b32_e32 v3, v4, v108
	v_alignbit_b32 v56, v3, v2, 25
	v_alignbit_b32 v57, v2, v3, 25
	v_xor_b32_e32 v2, v10, v138
	v_xor_b32_e32 v3, v11, v126
	v_alignbit_b32 v19, v17, v16, 31
	v_alignbit_b32 v107, v3, v2, 14
	v_alignbit_b32 v108, v2, v3, 14
	v_xor_b32_e32 v2, v14, v43
	v_xor_b32_e32 v3, v15, v42
	v_xor_b32_e32 v7, v19, v7
	v_alignbit_b32 v42, v3, v2, 2
	v_alignbit_b32 v43, v2, v3, 2
	v_xor_b32_e32 v2, v14, v77
	v_xor_b32_e32 v3, v15, v78
	v_xor_b32_e32 v12, v9, v45
	v_xor_b32_e32 v13, v8, v44
	v_alignbit_b32 v44, v3, v2, 21
	v_alignbit_b32 v45, v2, v3, 21
	v_xor_b32_e32 v2, v7, v90
	v_xor_b32_e32 v3, v6, v88
	v_alignbit_b32 v77, v3, v2, 7
	v_alignbit_b32 v78, v2, v3, 7
	v_xor_b32_e32 v2, v4, v125
	v_xor_b32_e32 v3, v5, v121
	v_alignbit_b32 v88, v3, v2, 24
	v_alignbit_b32 v90, v2, v3, 24
	v_xor_b32_e32 v2, v6, v91
	v_xor_b32_e32 v3, v7, v92
	v_xor_b32_e32 v1, v4, v1
	v_xor_b32_e32 v0, v5, v0
	v_alignbit_b32 v91, v3, v2, 8
	v_alignbit_b32 v92, v2, v3, 8
	v_xor_b32_e32 v2, v11, v109
	v_xor_b32_e32 v3, v10, v110
	v_alignbit_b32 v121, v0, v1, 18
	v_alignbit_b32 v125, v1, v0, 18
	v_xor_b32_e32 v0, v9, v142
	v_xor_b32_e32 v1, v8, v139
	v_alignbit_b32 v60, v3, v2, 23
	v_alignbit_b32 v61, v2, v3, 23
	v_xor_b32_e32 v2, v4, v47
	v_xor_b32_e32 v3, v5, v46
	v_alignbit_b32 v46, v1, v0, 30
	v_alignbit_b32 v47, v0, v1, 30
	v_xor_b32_e32 v0, v6, v63
	v_xor_b32_e32 v1, v7, v93
	v_alignbit_b32 v62, v1, v0, 9
	v_alignbit_b32 v63, v0, v1, 9
	v_xor_b32_e32 v0, v8, v140
	v_xor_b32_e32 v1, v9, v141
	v_alignbit_b32 v93, v1, v0, 19
	v_alignbit_b32 v126, v0, v1, 19
	v_xor_b32_e32 v0, v11, v59
	v_xor_b32_e32 v1, v10, v58
	v_alignbit_b32 v138, v1, v0, 28
	v_alignbit_b32 v139, v0, v1, 28
	v_xor_b32_e32 v0, v7, v41
	v_xor_b32_e32 v1, v6, v40
	v_alignbit_b32 v140, v1, v0, 4
	v_alignbit_b32 v141, v0, v1, 4
	v_xor_b32_e32 v0, v7, v105
	v_xor_b32_e32 v1, v6, v95
	v_alignbit_b32 v95, v1, v0, 11
	v_alignbit_b32 v105, v0, v1, 11
	v_xor_b32_e32 v0, v15, v75
	v_xor_b32_e32 v1, v14, v74
	v_alignbit_b32 v142, v1, v0, 17
	v_alignbit_b32 v143, v0, v1, 17
	v_xor_b32_e32 v0, v9, v123
	v_xor_b32_e32 v1, v8, v122
	v_alignbit_b32 v122, v1, v0, 22
	v_alignbit_b32 v123, v0, v1, 22
	v_xor_b32_e32 v0, v15, v73
	v_xor_b32_e32 v1, v14, v72
	v_alignbit_b32 v152, v1, v0, 26
	v_alignbit_b32 v153, v0, v1, 26
	v_xor_b32_e32 v0, v10, v120
	v_xor_b32_e32 v1, v11, v106
	v_alignbit_b32 v109, v3, v2, 5
	v_alignbit_b32 v110, v2, v3, 5
	v_alignbit_b32 v106, v1, v0, 29
	v_alignbit_b32 v120, v0, v1, 29
	v_xor_b32_e32 v0, v44, v111
	v_xor_b32_e32 v1, v45, v76
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v111
	v_mov_b32_e32 v3, v76
	v_mov_b32_e32 v4, v79
	v_mov_b32_e32 v5, v89
	v_alignbit_b32 v154, v13, v12, 31
	v_alignbit_b32 v155, v12, v13, 31
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v156, v0
	v_mov_b32_e32 v157, v1
	v_xor_b32_e32 v0, v79, v95
	v_xor_b32_e32 v1, v89, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v79
	v_mov_b32_e32 v3, v89
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_xor_b32_e32 v0, v121, v44
	v_xor_b32_e32 v1, v125, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v95
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v59, v0
	v_mov_b32_e32 v58, v1
	v_xor_b32_e32 v0, v95, v111
	v_xor_b32_e32 v1, v105, v76
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v95
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v121
	v_mov_b32_e32 v5, v125
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v121, v79
	v_xor_b32_e32 v1, v125, v89
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v121
	v_mov_b32_e32 v3, v125
	v_mov_b32_e32 v4, v111
	v_mov_b32_e32 v5, v76
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v140, v106
	v_xor_b32_e32 v1, v141, v120
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, v141
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v75, v0
	v_mov_b32_e32 v74, v1
	v_xor_b32_e32 v0, v94, v93
	v_xor_b32_e32 v1, v104, v126
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v104
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v120
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v76, v0
	v_mov_b32_e32 v79, v1
	v_xor_b32_e32 v0, v124, v106
	v_xor_b32_e32 v1, v137, v120
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v120
	v_mov_b32_e32 v4, v93
	v_mov_b32_e32 v5, v126
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v95, v0
	v_mov_b32_e32 v105, v1
	v_xor_b32_e32 v0, v93, v140
	v_xor_b32_e32 v1, v126, v141
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, v126
	v_mov_b32_e32 v4, v124
	v_mov_b32_e32 v5, v137
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v93, v0
	v_mov_b32_e32 v106, v1
	v_xor_b32_e32 v0, v94, v124
	v_xor_b32_e32 v1, v104, v137
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v124
	v_mov_b32_e32 v3, v137
	v_mov_b32_e32 v4, v140
	v_mov_b32_e32 v5, v141
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v89, v0
	v_mov_b32_e32 v94, v1
	v_xor_b32_e32 v0, v154, v77
	v_xor_b32_e32 v1, v155, v78
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v154
	v_mov_b32_e32 v3, v155
	v_mov_b32_e32 v4, v152
	v_mov_b32_e32 v5, v153
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v121, v1
	v_xor_b32_e32 v0, v88, v152
	v_xor_b32_e32 v1, v90, v153
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v152
	v_mov_b32_e32 v3, v153
	v_mov_b32_e32 v4, v77
	v_mov_b32_e32 v5, v78
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v158, v0
	v_mov_b32_e32 v159, v1
	v_xor_b32_e32 v0, v77, v107
	v_xor_b32_e32 v1, v78, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v77
	v_mov_b32_e32 v3, v78
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v90
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v77, v0
	v_mov_b32_e32 v78, v1
	v_xor_b32_e32 v0, v88, v154
	v_xor_b32_e32 v1, v90, v155
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v90
	v_mov_b32_e32 v4, v107
	v_mov_b32_e32 v5, v108
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v90, v1
	v_xor_b32_e32 v0, v152, v107
	v_xor_b32_e32 v1, v153, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v107
	v_mov_b32_e32 v3, v108
	v_mov_b32_e32 v4, v154
	v_mov_b32_e32 v5, v155
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v107, v0
	v_mov_b32_e32 v108, v1
	v_xor_b32_e32 v0, v109, v122
	v_xor_b32_e32 v1, v110, v123
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v109
	v_mov_b32_e32 v3, v110
	v_mov_b32_e32 v4, v138
	v_mov_b32_e32 v5, v139
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v111, v0
	v_mov_b32_e32 v120, v1
	v_xor_b32_e32 v0, v142, v138
	v_xor_b32_e32 v1, v143, v139
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v138
	v_mov_b32_e32 v3, v139
	v_mov_b32_e32 v4, v122
	v_mov_b32_e32 v5, v123
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v152, v0
	v_mov_b32_e32 v153, v1
	v_xor_b32_e32 v0, v122, v91
	v_xor_b32_e32 v1, v123, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v122
	v_mov_b32_e32 v3, v123
	v_mov_b32_e32 v4, v142
	v_mov_b32_e32 v5, v143
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v122, v0
	v_mov_b32_e32 v154, v1
	v_xor_b32_e32 v0, v109, v142
	v_xor_b32_e32 v1, v110, v143
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v142
	v_mov_b32_e32 v3, v143
	v_mov_b32_e32 v4, v91
	v_mov_b32_e32 v5, v92
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v142, v0
	v_mov_b32_e32 v143, v1
	v_xor_b32_e32 v0, v91, v138
	v_xor_b32_e32 v1, v92, v139
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v3, v92
	v_mov_b32_e32 v4, v109
	v_mov_b32_e32 v5, v110
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v91, v0
	v_mov_b32_e32 v92, v1
	v_xor_b32_e32 v0, v56, v42
	v_xor_b32_e32 v1, v57, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v109, v0
	v_mov_b32_e32 v110, v1
	v_xor_b32_e32 v0, v62, v60
	v_xor_b32_e32 v1, v63, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v138, v0
	v_mov_b32_e32 v139, v1
	v_xor_b32_e32 v0, v56, v46
	v_xor_b32_e32 v1, v57, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v0, v42, v60
	v_xor_b32_e32 v1, v43, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v1
	v_xor_b32_e32 v0, v46, v62
	v_xor_b32_e32 v1, v47, v63
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v47
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[52:53]
	v_xor_b32_e32 v10, v89, v72
	v_xor_b32_e32 v11, v94, v73
	v_xor_b32_e32 v6, v95, v59
	v_xor_b32_e32 v7, v105, v58
	v_xor_b32_e32 v11, v11, v108
	v_xor_b32_e32 v10, v10, v107
	v_xor_b32_e32 v4, v104, v75
	v_xor_b32_e32 v5, v121, v74
	v_xor_b32_e32 v7, v7, v78
	v_xor_b32_e32 v6, v6, v77
	v_xor_b32_e32 v10, v10, v91
	v_xor_b32_e32 v11, v11, v92
	v_xor_b32_e32 v5, v5, v120
	v_xor_b32_e32 v4, v4, v111
	v_xor_b32_e32 v6, v6, v122
	v_xor_b32_e32 v7, v7, v154
	v_xor_b32_e32 v11, v11, v1
	v_xor_b32_e32 v10, v10, v0
	v_xor_b32_e32 v2, s50, v156
	v_xor_b32_e32 v3, s51, v157
	v_xor_b32_e32 v4, v4, v109
	v_xor_b32_e32 v5, v5, v110
	v_xor_b32_e32 v7, v7, v57
	v_xor_b32_e32 v6, v6, v56
	v_alignbit_b32 v12, v10, v11, 31
	v_xor_b32_e32 v5, v5, v3
	v_xor_b32_e32 v4, v4, v2
	v_alignbit_b32 v8, v6, v7, 31
	v_alignbit_b32 v9, v7, v6, 31
	v_xor_b32_e32 v6, v12, v6
	v_alignbit_b32 v12, v11, v10, 31
	v_xor_b32_e32 v8, v4, v8
	v_xor_b32_e32 v9, v5, v9
	v_xor_b32_e32 v7, v12, v7
	v_alignbit_b32 v12, v4, v5, 31
	v_alignbit_b32 v4, v5, v4, 31
	v_xor_b32_e32 v5, v106, v45
	v_xor_b32_e32 v13, v93, v44
	v_xor_b32_e32 v5, v5, v90
	v_xor_b32_e32 v13, v13, v88
	v_xor_b32_e32 v13, v13, v142
	v_xor_b32_e32 v5, v5, v143
	v_xor_b32_e32 v5, v5, v61
	v_xor_b32_e32 v13, v13, v60
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v14, v13, v5, 31
	v_alignbit_b32 v13, v5, v13, 31
	v_xor_b32_e32 v4, v4, v5
	v_xor_b32_e32 v5, v76, v40
	v_xor_b32_e32 v15, v79, v41
	v_xor_b32_e32 v5, v5, v158
	v_xor_b32_e32 v15, v15, v159
	v_xor_b32_e32 v15, v15, v153
	v_xor_b32_e32 v5, v5, v152
	v_xor_b32_e32 v5, v5, v138
	v_xor_b32_e32 v15, v15, v139
	v_xor_b32_e32 v14, v14, v5
	v_alignbit_b32 v16, v5, v15, 31
	v_alignbit_b32 v5, v15, v5, 31
	v_xor_b32_e32 v13, v13, v15
	v_xor_b32_e32 v5, v5, v11
	v_xor_b32_e32 v11, v8, v76
	v_xor_b32_e32 v15, v9, v79
	v_alignbit_b32 v46, v15, v11, 20
	v_alignbit_b32 v47, v11, v15, 20
	v_xor_b32_e32 v11, v4, v94
	v_xor_b32_e32 v15, v12, v89
	v_alignbit_b32 v63, v15, v11, 12
	v_alignbit_b32 v76, v11, v15, 12
	v_xor_b32_e32 v11, v14, v56
	v_xor_b32_e32 v15, v13, v57
	v_xor_b32_e32 v10, v16, v10
	v_alignbit_b32 v79, v15, v11, 3
	v_alignbit_b32 v94, v11, v15, 3
	v_xor_b32_e32 v11, v12, v107
	v_xor_b32_e32 v15, v4, v108
	v_alignbit_b32 v123, v15, v11, 25
	v_alignbit_b32 v124, v11, v15, 25
	v_xor_b32_e32 v11, v5, v110
	v_xor_b32_e32 v15, v10, v109
	v_alignbit_b32 v107, v15, v11, 14
	v_alignbit_b32 v108, v11, v15, 14
	v_xor_b32_e32 v11, v14, v59
	v_xor_b32_e32 v15, v13, v58
	v_alignbit_b32 v89, v15, v11, 2
	v_alignbit_b32 v137, v11, v15, 2
	v_xor_b32_e32 v11, v14, v77
	v_xor_b32_e32 v15, v13, v78
	v_alignbit_b32 v42, v15, v11, 21
	v_alignbit_b32 v43, v11, v15, 21
	v_xor_b32_e32 v11, v7, v90
	v_xor_b32_e32 v15, v6, v88
	v_xor_b32_e32 v1, v4, v1
	v_xor_b32_e32 v0, v12, v0
	v_alignbit_b32 v77, v15, v11, 7
	v_alignbit_b32 v78, v11, v15, 7
	v_xor_b32_e32 v11, v4, v92
	v_xor_b32_e32 v15, v12, v91
	v_alignbit_b32 v58, v0, v1, 18
	v_alignbit_b32 v59, v1, v0, 18
	v_xor_b32_e32 v0, v9, v139
	v_xor_b32_e32 v1, v8, v138
	v_alignbit_b32 v88, v15, v11, 24
	v_alignbit_b32 v90, v11, v15, 24
	v_xor_b32_e32 v11, v6, v60
	v_xor_b32_e32 v15, v7, v61
	v_alignbit_b32 v138, v1, v0, 30
	v_alignbit_b32 v139, v0, v1, 30
	v_xor_b32_e32 v0, v6, v93
	v_xor_b32_e32 v1, v7, v106
	v_alignbit_b32 v109, v15, v11, 8
	v_alignbit_b32 v110, v11, v15, 8
	v_xor_b32_e32 v11, v10, v111
	v_xor_b32_e32 v15, v5, v120
	v_alignbit_b32 v140, v1, v0, 9
	v_alignbit_b32 v141, v0, v1, 9
	v_xor_b32_e32 v0, v8, v152
	v_xor_b32_e32 v1, v9, v153
	v_alignbit_b32 v125, v15, v11, 23
	v_alignbit_b32 v126, v11, v15, 23
	v_xor_b32_e32 v15, v12, v72
	v_alignbit_b32 v62, v1, v0, 19
	v_alignbit_b32 v72, v0, v1, 19
	v_xor_b32_e32 v0, v10, v75
	v_xor_b32_e32 v1, v5, v74
	v_alignbit_b32 v152, v1, v0, 28
	v_alignbit_b32 v153, v0, v1, 28
	v_xor_b32_e32 v0, v7, v45
	v_xor_b32_e32 v1, v6, v44
	v_xor_b32_e32 v11, v4, v73
	v_alignbit_b32 v73, v1, v0, 4
	v_alignbit_b32 v74, v0, v1, 4
	v_xor_b32_e32 v0, v7, v143
	v_xor_b32_e32 v1, v6, v142
	v_alignbit_b32 v44, v1, v0, 11
	v_alignbit_b32 v45, v0, v1, 11
	v_xor_b32_e32 v0, v13, v154
	v_xor_b32_e32 v1, v14, v122
	v_alignbit_b32 v122, v1, v0, 17
	v_alignbit_b32 v154, v0, v1, 17
	v_xor_b32_e32 v0, v9, v159
	v_xor_b32_e32 v1, v8, v158
	v_alignbit_b32 v155, v1, v0, 22
	v_alignbit_b32 v156, v0, v1, 22
	v_xor_b32_e32 v0, v13, v105
	v_xor_b32_e32 v1, v14, v95
	v_alignbit_b32 v111, v15, v11, 5
	v_alignbit_b32 v120, v11, v15, 5
	v_xor_b32_e32 v4, v9, v41
	v_xor_b32_e32 v11, v8, v40
	v_xor_b32_e32 v56, v5, v3
	v_xor_b32_e32 v57, v10, v2
	v_alignbit_b32 v91, v1, v0, 26
	v_alignbit_b32 v92, v0, v1, 26
	v_xor_b32_e32 v0, v5, v121
	v_xor_b32_e32 v1, v10, v104
	v_alignbit_b32 v75, v1, v0, 29
	v_alignbit_b32 v93, v0, v1, 29
	v_alignbit_b32 v95, v11, v4, 31
	v_alignbit_b32 v104, v4, v11, 31
	v_xor_b32_e32 v0, v42, v57
	v_xor_b32_e32 v1, v43, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v142, v0
	v_mov_b32_e32 v143, v1
	v_xor_b32_e32 v0, v46, v44
	v_xor_b32_e32 v1, v47, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v47
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_xor_b32_e32 v0, v58, v42
	v_xor_b32_e32 v1, v59, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v42, v1
	v_xor_b32_e32 v0, v44, v57
	v_xor_b32_e32 v1, v45, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v58, v46
	v_xor_b32_e32 v1, v59, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v57
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v47, v1
	v_xor_b32_e32 v0, v73, v75
	v_xor_b32_e32 v1, v74, v93
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v73
	v_mov_b32_e32 v3, v74
	v_mov_b32_e32 v4, v63
	v_mov_b32_e32 v5, v76
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v46, v1
	v_xor_b32_e32 v0, v63, v62
	v_xor_b32_e32 v1, v76, v72
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v63
	v_mov_b32_e32 v3, v76
	v_mov_b32_e32 v4, v75
	v_mov_b32_e32 v5, v93
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v60, v1
	v_xor_b32_e32 v0, v79, v75
	v_xor_b32_e32 v1, v94, v93
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v75
	v_mov_b32_e32 v3, v93
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v72
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v62, v73
	v_xor_b32_e32 v1, v72, v74
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v72
	v_mov_b32_e32 v4, v79
	v_mov_b32_e32 v5, v94
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v62, v1
	v_xor_b32_e32 v0, v63, v79
	v_xor_b32_e32 v1, v76, v94
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v79
	v_mov_b32_e32 v3, v94
	v_mov_b32_e32 v4, v73
	v_mov_b32_e32 v5, v74
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v76, v0
	v_mov_b32_e32 v79, v1
	v_xor_b32_e32 v0, v95, v77
	v_xor_b32_e32 v1, v104, v78
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v95
	v_mov_b32_e32 v3, v104
	v_mov_b32_e32 v4, v91
	v_mov_b32_e32 v5, v92
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v73, v0
	v_mov_b32_e32 v63, v1
	v_xor_b32_e32 v0, v88, v91
	v_xor_b32_e32 v1, v90, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v3, v92
	v_mov_b32_e32 v4, v77
	v_mov_b32_e32 v5, v78
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, v77, v107
	v_xor_b32_e32 v1, v78, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v77
	v_mov_b32_e32 v3, v78
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v90
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v78, v0
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v0, v88, v95
	v_xor_b32_e32 v1, v90, v104
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v90
	v_mov_b32_e32 v4, v107
	v_mov_b32_e32 v5, v108
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v90, v1
	v_xor_b32_e32 v0, v91, v107
	v_xor_b32_e32 v1, v92, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v107
	v_mov_b32_e32 v3, v108
	v_mov_b32_e32 v4, v95
	v_mov_b32_e32 v5, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v93, v0
	v_mov_b32_e32 v106, v1
	v_xor_b32_e32 v0, v111, v155
	v_xor_b32_e32 v1, v120, v156
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v111
	v_mov_b32_e32 v3, v120
	v_mov_b32_e32 v4, v152
	v_mov_b32_e32 v5, v153
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v92, v0
	v_mov_b32_e32 v91, v1
	v_xor_b32_e32 v0, v122, v152
	v_xor_b32_e32 v1, v154, v153
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v152
	v_mov_b32_e32 v3, v153
	v_mov_b32_e32 v4, v155
	v_mov_b32_e32 v5, v156
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v94, v1
	v_xor_b32_e32 v0, v155, v109
	v_xor_b32_e32 v1, v156, v110
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v155
	v_mov_b32_e32 v3, v156
	v_mov_b32_e32 v4, v122
	v_mov_b32_e32 v5, v154
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v105, v0
	v_mov_b32_e32 v95, v1
	v_xor_b32_e32 v0, v111, v122
	v_xor_b32_e32 v1, v120, v154
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v122
	v_mov_b32_e32 v3, v154
	v_mov_b32_e32 v4, v109
	v_mov_b32_e32 v5, v110
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v107, v0
	v_mov_b32_e32 v108, v1
	v_xor_b32_e32 v0, v109, v152
	v_xor_b32_e32 v1, v110, v153
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v109
	v_mov_b32_e32 v3, v110
	v_mov_b32_e32 v4, v111
	v_mov_b32_e32 v5, v120
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v120, v0
	v_mov_b32_e32 v122, v1
	v_xor_b32_e32 v0, v123, v89
	v_xor_b32_e32 v1, v124, v137
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v89
	v_mov_b32_e32 v3, v137
	v_mov_b32_e32 v4, v140
	v_mov_b32_e32 v5, v141
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v109, v0
	v_mov_b32_e32 v110, v1
	v_xor_b32_e32 v0, v140, v125
	v_xor_b32_e32 v1, v141, v126
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v140
	v_mov_b32_e32 v3, v141
	v_mov_b32_e32 v4, v123
	v_mov_b32_e32 v5, v124
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v121, v0
	v_mov_b32_e32 v111, v1
	v_xor_b32_e32 v0, v123, v138
	v_xor_b32_e32 v1, v124, v139
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v123
	v_mov_b32_e32 v3, v124
	v_mov_b32_e32 v4, v125
	v_mov_b32_e32 v5, v126
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v124, v0
	v_mov_b32_e32 v123, v1
	v_xor_b32_e32 v0, v89, v125
	v_xor_b32_e32 v1, v137, v126
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v125
	v_mov_b32_e32 v3, v126
	v_mov_b32_e32 v4, v138
	v_mov_b32_e32 v5, v139
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v125, v1
	v_xor_b32_e32 v0, v138, v140
	v_xor_b32_e32 v1, v139, v141
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v138
	v_mov_b32_e32 v3, v139
	v_mov_b32_e32 v4, v89
	v_mov_b32_e32 v5, v137
	s_swappc_b64 s[30:31], s[52:53]
	s_add_i32 s58, s58, 3
	s_add_u32 s54, s54, 24
	s_addc_u32 s55, s55, 0
	v_xor_b32_e32 v89, s57, v143
	s_cmp_lt_u32 s58, 19
	v_xor_b32_e32 v2, s56, v142
	s_cbranch_scc1 .LBB3_1
; %bb.2:
	v_xor_b32_e32 v3, v63, v46
	v_xor_b32_e32 v4, v73, v56
	v_xor_b32_e32 v3, v3, v91
	v_xor_b32_e32 v4, v4, v92
	v_xor_b32_e32 v5, v62, v45
	v_xor_b32_e32 v4, v4, v109
	v_xor_b32_e32 v3, v3, v110
	v_xor_b32_e32 v5, v5, v90
	v_xor_b32_e32 v3, v3, v89
	v_xor_b32_e32 v4, v4, v2
	v_xor_b32_e32 v5, v5, v108
	v_xor_b32_e32 v7, v79, v47
	v_xor_b32_e32 v5, v5, v125
	v_alignbit_b32 v6, v3, v4, 31
	v_xor_b32_e32 v7, v7, v106
	v_xor_b32_e32 v6, v6, v5
	v_xor_b32_e32 v7, v7, v122
	v_xor_b32_e32 v8, v6, v79
	v_xor_b32_e32 v9, v6, v106
	v_xor_b32_e32 v10, v6, v122
	v_xor_b32_e32 v11, v6, v47
	v_xor_b32_e32 v7, v7, v1
	v_xor_b32_e32 v1, v6, v1
	v_xor_b32_e32 v6, v72, v44
	v_xor_b32_e32 v6, v6, v88
	v_xor_b32_e32 v6, v6, v107
	v_xor_b32_e32 v13, v76, v57
	v_xor_b32_e32 v6, v6, v126
	v_alignbit_b32 v12, v4, v3, 31
	v_xor_b32_e32 v13, v13, v93
	v_xor_b32_e32 v12, v12, v6
	v_xor_b32_e32 v13, v13, v120
	v_xor_b32_e32 v14, v12, v76
	v_xor_b32_e32 v15, v12, v93
	v_xor_b32_e32 v16, v12, v120
	v_xor_b32_e32 v17, v12, v57
	v_xor_b32_e32 v13, v13, v0
	v_xor_b32_e32 v0, v12, v0
	v_xor_b32_e32 v12, v59, v42
	v_xor_b32_e32 v18, v58, v43
	v_xor_b32_e32 v12, v12, v77
	v_xor_b32_e32 v18, v18, v78
	v_xor_b32_e32 v18, v18, v105
	v_xor_b32_e32 v12, v12, v95
	v_xor_b32_e32 v12, v12, v123
	v_xor_b32_e32 v18, v18, v124
	v_alignbit_b32 v19, v18, v12, 31
	v_xor_b32_e32 v4, v4, v19
	v_alignbit_b32 v19, v12, v18, 31
	v_xor_b32_e32 v3, v3, v19
	v_alignbit_b32 v19, v6, v5, 31
	v_alignbit_b32 v5, v5, v6, 31
	v_alignbit_b32 v6, v13, v7, 31
	v_xor_b32_e32 v6, v6, v18
	v_alignbit_b32 v18, v7, v13, 31
	v_xor_b32_e32 v12, v18, v12
	v_xor_b32_e32 v18, v61, v40
	v_xor_b32_e32 v20, v60, v41
	v_xor_b32_e32 v18, v18, v74
	v_xor_b32_e32 v20, v20, v75
	v_xor_b32_e32 v20, v20, v94
	v_xor_b32_e32 v18, v18, v104
	v_xor_b32_e32 v18, v18, v121
	v_xor_b32_e32 v20, v20, v111
	v_alignbit_b32 v21, v18, v20, 31
	v_xor_b32_e32 v19, v19, v18
	v_alignbit_b32 v18, v20, v18, 31
	v_xor_b32_e32 v13, v21, v13
	v_xor_b32_e32 v5, v5, v20
	v_xor_b32_e32 v7, v18, v7
	v_xor_b32_e32 v76, v13, v2
	v_xor_b32_e32 v2, v4, v61
	v_xor_b32_e32 v21, v3, v60
	v_xor_b32_e32 v57, v7, v89
	v_alignbit_b32 v60, v21, v2, 20
	v_alignbit_b32 v61, v2, v21, 20
	v_alignbit_b32 v79, v14, v8, 12
	v_alignbit_b32 v89, v8, v14, 12
	v_xor_b32_e32 v2, v19, v124
	v_xor_b32_e32 v8, v5, v123
	v_alignbit_b32 v93, v8, v2, 3
	v_alignbit_b32 v106, v2, v8, 3
	v_xor_b32_e32 v2, v7, v110
	v_xor_b32_e32 v8, v13, v109
	v_alignbit_b32 v139, v0, v1, 18
	v_alignbit_b32 v140, v1, v0, 18
	v_xor_b32_e32 v0, v3, v111
	v_xor_b32_e32 v1, v4, v121
	v_alignbit_b32 v109, v8, v2, 14
	v_alignbit_b32 v110, v2, v8, 14
	v_xor_b32_e32 v2, v19, v43
	v_alignbit_b32 v47, v1, v0, 30
	v_alignbit_b32 v43, v0, v1, 30
	v_xor_b32_e32 v0, v6, v72
	v_xor_b32_e32 v1, v12, v62
	v_alignbit_b32 v62, v1, v0, 9
	v_alignbit_b32 v72, v0, v1, 9
	v_xor_b32_e32 v0, v4, v104
	v_xor_b32_e32 v1, v3, v94
	v_alignbit_b32 v94, v1, v0, 19
	v_alignbit_b32 v104, v0, v1, 19
	v_xor_b32_e32 v0, v13, v56
	v_xor_b32_e32 v1, v7, v46
	v_alignbit_b32 v46, v1, v0, 28
	v_alignbit_b32 v56, v0, v1, 28
	v_xor_b32_e32 v0, v12, v45
	v_xor_b32_e32 v1, v6, v44
	v_xor_b32_e32 v8, v5, v42
	v_alignbit_b32 v44, v1, v0, 4
	v_alignbit_b32 v45, v0, v1, 4
	v_xor_b32_e32 v0, v12, v108
	v_xor_b32_e32 v1, v6, v107
	v_xor_b32_e32 v18, v3, v41
	v_alignbit_b32 v42, v8, v2, 2
	v_alignbit_b32 v41, v2, v8, 2
	v_xor_b32_e32 v2, v19, v78
	v_xor_b32_e32 v8, v5, v77
	v_alignbit_b32 v107, v1, v0, 11
	v_alignbit_b32 v108, v0, v1, 11
	v_xor_b32_e32 v0, v5, v95
	v_xor_b32_e32 v1, v19, v105
	v_alignbit_b32 v77, v8, v2, 21
	v_alignbit_b32 v78, v2, v8, 21
	v_xor_b32_e32 v2, v12, v90
	v_xor_b32_e32 v8, v6, v88
	v_alignbit_b32 v95, v1, v0, 17
	v_alignbit_b32 v105, v0, v1, 17
	v_xor_b32_e32 v0, v3, v75
	v_xor_b32_e32 v1, v4, v74
	v_alignbit_b32 v88, v8, v2, 7
	v_alignbit_b32 v90, v2, v8, 7
	v_xor_b32_e32 v2, v6, v126
	v_xor_b32_e32 v8, v12, v125
	v_alignbit_b32 v74, v1, v0, 22
	v_alignbit_b32 v75, v0, v1, 22
	v_xor_b32_e32 v0, v5, v59
	v_xor_b32_e32 v1, v19, v58
	s_add_u32 s34, s42, 16
	v_alignbit_b32 v125, v8, v2, 8
	v_alignbit_b32 v126, v2, v8, 8
	v_xor_b32_e32 v2, v13, v92
	v_xor_b32_e32 v8, v7, v91
	v_alignbit_b32 v58, v1, v0, 26
	v_alignbit_b32 v59, v0, v1, 26
	v_xor_b32_e32 v0, v7, v63
	v_xor_b32_e32 v1, v13, v73
	s_addc_u32 s35, s43, 0
	v_xor_b32_e32 v20, v4, v40
	v_alignbit_b32 v91, v8, v2, 23
	v_alignbit_b32 v92, v2, v8, 23
	v_alignbit_b32 v63, v1, v0, 29
	v_alignbit_b32 v73, v0, v1, 29
	v_xor_b32_e32 v0, v77, v76
	v_xor_b32_e32 v1, v78, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v76
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	v_alignbit_b32 v120, v9, v15, 25
	v_alignbit_b32 v122, v15, v9, 25
	v_alignbit_b32 v123, v16, v10, 24
	v_alignbit_b32 v124, v10, v16, 24
	v_alignbit_b32 v137, v17, v11, 5
	v_alignbit_b32 v138, v11, v17, 5
	v_alignbit_b32 v111, v20, v18, 31
	v_alignbit_b32 v121, v18, v20, 31
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v141, v0
	v_mov_b32_e32 v40, v1
	v_xor_b32_e32 v0, v60, v107
	v_xor_b32_e32 v1, v61, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v77
	v_mov_b32_e32 v5, v78
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v142, v0
	v_mov_b32_e32 v143, v1
	v_xor_b32_e32 v0, v139, v77
	v_xor_b32_e32 v1, v140, v78
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v77
	v_mov_b32_e32 v3, v78
	v_mov_b32_e32 v4, v107
	v_mov_b32_e32 v5, v108
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v77, v0
	v_mov_b32_e32 v78, v1
	v_xor_b32_e32 v0, v107, v76
	v_xor_b32_e32 v1, v108, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v107
	v_mov_b32_e32 v3, v108
	v_mov_b32_e32 v4, v139
	v_mov_b32_e32 v5, v140
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v107, v0
	v_mov_b32_e32 v108, v1
	v_xor_b32_e32 v0, v139, v60
	v_xor_b32_e32 v1, v140, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v139
	v_mov_b32_e32 v3, v140
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v57, v0
	v_mov_b32_e32 v60, v1
	v_xor_b32_e32 v0, v44, v63
	v_xor_b32_e32 v1, v45, v73
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v79
	v_mov_b32_e32 v5, v89
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v76, v1
	v_xor_b32_e32 v0, v79, v94
	v_xor_b32_e32 v1, v89, v104
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v79
	v_mov_b32_e32 v3, v89
	v_mov_b32_e32 v4, v63
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v139, v0
	v_mov_b32_e32 v140, v1
	v_xor_b32_e32 v0, v93, v63
	v_xor_b32_e32 v1, v106, v73
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v63
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v104
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v94, v44
	v_xor_b32_e32 v1, v104, v45
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v104
	v_mov_b32_e32 v4, v93
	v_mov_b32_e32 v5, v106
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v94, v0
	v_mov_b32_e32 v104, v1
	v_xor_b32_e32 v0, v79, v93
	v_xor_b32_e32 v1, v89, v106
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, v106
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v111, v88
	v_xor_b32_e32 v1, v121, v90
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v111
	v_mov_b32_e32 v3, v121
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v79, v0
	v_mov_b32_e32 v89, v1
	v_xor_b32_e32 v0, v123, v58
	v_xor_b32_e32 v1, v124, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v90
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v93, v0
	v_mov_b32_e32 v106, v1
	v_xor_b32_e32 v0, v88, v109
	v_xor_b32_e32 v1, v90, v110
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v90
	v_mov_b32_e32 v4, v123
	v_mov_b32_e32 v5, v124
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v90, v1
	v_xor_b32_e32 v0, v123, v111
	v_xor_b32_e32 v1, v124, v121
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v123
	v_mov_b32_e32 v3, v124
	v_mov_b32_e32 v4, v109
	v_mov_b32_e32 v5, v110
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v123, v0
	v_mov_b32_e32 v124, v1
	v_xor_b32_e32 v0, v58, v109
	v_xor_b32_e32 v1, v59, v110
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v109
	v_mov_b32_e32 v3, v110
	v_mov_b32_e32 v4, v111
	v_mov_b32_e32 v5, v121
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v137, v74
	v_xor_b32_e32 v1, v138, v75
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v137
	v_mov_b32_e32 v3, v138
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v56
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v109, v0
	v_mov_b32_e32 v110, v1
	v_xor_b32_e32 v0, v95, v46
	v_xor_b32_e32 v1, v105, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v111, v0
	v_mov_b32_e32 v121, v1
	v_xor_b32_e32 v0, v74, v125
	v_xor_b32_e32 v1, v75, v126
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v95
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, v137, v95
	v_xor_b32_e32 v1, v138, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v95
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v125
	v_mov_b32_e32 v5, v126
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v95, v0
	v_mov_b32_e32 v105, v1
	v_xor_b32_e32 v0, v125, v46
	v_xor_b32_e32 v1, v126, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v125
	v_mov_b32_e32 v3, v126
	v_mov_b32_e32 v4, v137
	v_mov_b32_e32 v5, v138
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v56, v1
	v_xor_b32_e32 v0, v120, v42
	v_xor_b32_e32 v1, v122, v41
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v72
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v125, v0
	v_mov_b32_e32 v126, v1
	v_xor_b32_e32 v0, v62, v91
	v_xor_b32_e32 v1, v72, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v72
	v_mov_b32_e32 v4, v120
	v_mov_b32_e32 v5, v122
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v137, v0
	v_mov_b32_e32 v138, v1
	v_xor_b32_e32 v0, v120, v47
	v_xor_b32_e32 v1, v122, v43
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v120
	v_mov_b32_e32 v3, v122
	v_mov_b32_e32 v4, v91
	v_mov_b32_e32 v5, v92
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v120, v0
	v_mov_b32_e32 v122, v1
	v_xor_b32_e32 v0, v42, v91
	v_xor_b32_e32 v1, v41, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v3, v92
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v91, v0
	v_mov_b32_e32 v92, v1
	v_xor_b32_e32 v0, v47, v62
	v_xor_b32_e32 v1, v43, v72
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v41
	s_swappc_b64 s[30:31], s[52:53]
	v_xor_b32_e32 v6, 0x80000001, v141
	v_xor_b32_e32 v2, v61, v6
	v_xor_b32_e32 v3, v76, v40
	v_xor_b32_e32 v4, v63, v77
	v_xor_b32_e32 v5, v73, v78
	v_xor_b32_e32 v9, v94, v107
	v_xor_b32_e32 v10, v104, v108
	v_xor_b32_e32 v3, v3, v89
	v_xor_b32_e32 v2, v2, v79
	v_xor_b32_e32 v5, v5, v90
	v_xor_b32_e32 v4, v4, v88
	v_xor_b32_e32 v10, v10, v124
	v_xor_b32_e32 v9, v9, v123
	v_xor_b32_e32 v11, v44, v57
	v_xor_b32_e32 v12, v45, v60
	v_xor_b32_e32 v2, v2, v109
	v_xor_b32_e32 v3, v3, v110
	v_xor_b32_e32 v7, v4, v74
	v_xor_b32_e32 v8, v5, v75
	v_xor_b32_e32 v4, v139, v142
	v_xor_b32_e32 v5, v140, v143
	v_xor_b32_e32 v9, v9, v95
	v_xor_b32_e32 v10, v10, v105
	v_xor_b32_e32 v12, v12, v59
	v_xor_b32_e32 v11, v11, v58
	v_xor_b32_e32 v3, v3, v126
	v_xor_b32_e32 v2, v2, v125
	v_xor_b32_e32 v5, v5, v106
	v_xor_b32_e32 v4, v4, v93
	v_xor_b32_e32 v10, v10, v92
	v_xor_b32_e32 v9, v9, v91
	v_xor_b32_e32 v11, v11, v46
	v_xor_b32_e32 v12, v12, v56
	v_xor_b32_e32 v4, v4, v111
	v_xor_b32_e32 v5, v5, v121
	v_xor_b32_e32 v12, v12, v1
	v_xor_b32_e32 v11, v11, v0
	v_alignbit_b32 v15, v2, v3, 31
	v_alignbit_b32 v2, v3, v2, 31
	v_xor_b32_e32 v0, v9, v0
	v_xor_b32_e32 v1, v10, v1
	v_xor_b32_e32 v5, v5, v138
	v_xor_b32_e32 v4, v4, v137
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v0, v0, v15
	v_alignbit_b32 v16, v4, v5, 31
	v_alignbit_b32 v17, v5, v4, 31
	v_alignbit_b32 v4, v0, v1, 18
	v_alignbit_b32 v5, v1, v0, 18
	v_xor_b32_e32 v0, v8, v105
	v_xor_b32_e32 v1, v7, v95
	v_alignbit_b32 v13, v11, v12, 31
	v_alignbit_b32 v14, v12, v11, 31
	v_xor_b32_e32 v1, v1, v120
	v_xor_b32_e32 v0, v0, v122
	v_xor_b32_e32 v0, v0, v14
	v_xor_b32_e32 v1, v1, v13
	v_alignbit_b32 v2, v1, v0, 11
	v_alignbit_b32 v3, v0, v1, 11
	v_xor_b32_e32 v0, v11, v6
	v_xor_b32_e32 v1, v12, v40
	v_xor_b32_e32 v1, v1, v17
	v_xor_b32_e32 v0, v0, v16
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v1, v1, v3
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	s_swappc_b64 s[30:31], s[52:53]
	v_cmp_gt_u32_e32 vcc, 16, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_4
; %bb.3:
	s_load_dword s4, s[46:47], 0x3c
	s_mov_b32 s5, 0
	v_mov_b32_e32 v0, 0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s6, s4, 1
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s4, s46, s4
	v_mov_b32_e32 v1, s6
	s_addc_u32 s5, s47, s5
	global_store_dword v0, v1, s[46:47] offset:60
	global_store_dword v0, v127, s[4:5]
.LBB3_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel search
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 160
		.amdhsa_next_free_sgpr 68
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
.Lfunc_end3:
	.size	search, .Lfunc_end3-search
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 13260
; NumSgprs: 74
; NumVgprs: 160
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 39
; NumSGPRsForWavesPerEU: 74
; NumVGPRsForWavesPerEU: 160
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	keccak_round_constants          ; @keccak_round_constants
	.type	keccak_round_constants,@object
	.section	.rodata,#alloc
	.globl	keccak_round_constants
	.p2align	3
keccak_round_constants:
	.long	1                               ; 0x1
	.long	0                               ; 0x0
	.long	32898                           ; 0x8082
	.long	0                               ; 0x0
	.long	32906                           ; 0x808a
	.long	2147483648                      ; 0x80000000
	.long	2147516416                      ; 0x80008000
	.long	2147483648                      ; 0x80000000
	.long	32907                           ; 0x808b
	.long	0                               ; 0x0
	.long	2147483649                      ; 0x80000001
	.long	0                               ; 0x0
	.long	2147516545                      ; 0x80008081
	.long	2147483648                      ; 0x80000000
	.long	32777                           ; 0x8009
	.long	2147483648                      ; 0x80000000
	.long	138                             ; 0x8a
	.long	0                               ; 0x0
	.long	136                             ; 0x88
	.long	0                               ; 0x0
	.long	2147516425                      ; 0x80008009
	.long	0                               ; 0x0
	.long	2147483658                      ; 0x8000000a
	.long	0                               ; 0x0
	.long	2147516555                      ; 0x8000808b
	.long	0                               ; 0x0
	.long	139                             ; 0x8b
	.long	2147483648                      ; 0x80000000
	.long	32905                           ; 0x8089
	.long	2147483648                      ; 0x80000000
	.long	32771                           ; 0x8003
	.long	2147483648                      ; 0x80000000
	.long	32770                           ; 0x8002
	.long	2147483648                      ; 0x80000000
	.long	128                             ; 0x80
	.long	2147483648                      ; 0x80000000
	.long	32778                           ; 0x800a
	.long	0                               ; 0x0
	.long	2147483658                      ; 0x8000000a
	.long	2147483648                      ; 0x80000000
	.long	2147516545                      ; 0x80008081
	.long	2147483648                      ; 0x80000000
	.long	32896                           ; 0x8080
	.long	2147483648                      ; 0x80000000
	.long	2147483649                      ; 0x80000001
	.long	0                               ; 0x0
	.long	2147516424                      ; 0x80008008
	.long	2147483648                      ; 0x80000000
	.size	keccak_round_constants, 192

	.hidden	_Z9bitselectDv2_jS_S_
	.hidden	_Z13get_global_idj
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
        .type_name:      'uint2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
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
    .name:           search
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         search.kd
    .vgpr_count:     160
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
