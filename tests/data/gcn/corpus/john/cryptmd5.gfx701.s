	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.protected	cryptmd5                ; -- Begin function cryptmd5
	.globl	cryptmd5
	.p2align	8
	.type	cryptmd5,@function
cryptmd5:                               ; @cryptmd5
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v43, v1
	s_load_dwordx4 s[48:51], s[8:9], 0x0
	s_load_dwordx2 s[52:53], s[8:9], 0x4
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_mov_b32_e32 v44, v2
	v_mov_b32_e32 v42, v0
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v45, v1, v0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s32, 0x8000
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 m0, -1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	v_mad_u64_u32 v[0:1], s[4:5], v40, 36, s[48:49]
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	v_add_i32_e32 v0, vcc, 32, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_ubyte v47, v[0:1]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v45
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v41, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v45, v0
	s_movk_i32 s54, 0xfc00
	v_and_b32_e32 v0, s54, v45
	v_mov_b32_e32 v1, v41
	v_cmp_eq_u64_e32 vcc, 0, v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v0, 2, v45
	ds_write_b32 v0, v47
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dwordx2 s[46:47], s[42:43], 0x1
	s_load_dword s56, s[52:53], 0x0
	v_lshlrev_b32_e32 v1, 10, v43
	s_add_u32 s34, s38, 24
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v46, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 0
	s_mov_b32 s14, s33
	s_mov_b64 s[10:11], s[36:37]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_local_sizej@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_local_sizej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v59, s54, v0
	v_mov_b32_e32 v60, 0
	v_cmp_eq_u64_e32 vcc, 0, v[59:60]
	v_mov_b32_e32 v1, 0x400
	v_cndmask_b32_e32 v56, v1, v0, vcc
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v46
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[54:55], 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_and_b32_e32 v0, 0xffffffc0, v45
	v_add_i32_e32 v1, vcc, 64, v0
	v_min_u32_e32 v1, v1, v56
	v_cmp_lt_u32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.3:
	v_lshlrev_b32_e32 v2, 2, v0
                                        ; implicit-def: $sgpr6_sgpr7
	s_branch .LBB0_5
.LBB0_4:                                ;   in Loop: Header=BB0_5 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[8:9], exec, s[6:7]
	s_or_b64 s[54:55], s[8:9], s[54:55]
	s_andn2_b64 exec, exec, s[54:55]
	s_cbranch_execz .LBB0_7
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v3, v2
	v_mov_b32_e32 v60, 0xff
	s_or_b64 s[6:7], s[6:7], exec
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v3, v47
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_4
; %bb.6:                                ;   in Loop: Header=BB0_5 Depth=1
	v_add_i32_e32 v0, vcc, 1, v0
	v_add_i32_e32 v2, vcc, 4, v2
	v_cmp_ge_u32_e32 vcc, v0, v1
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v60, 0
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_branch .LBB0_4
.LBB0_7:
	s_or_b64 exec, exec, s[54:55]
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	v_mad_u64_u32 v[0:1], s[4:5], v40, 36, s[48:49]
	s_lshr_b32 s4, s46, 16
	v_mov_b32_e32 v4, 8
	flat_load_dwordx4 v[56:59], v[0:1]
	v_add_i32_e32 v0, vcc, 16, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	s_mul_i32 s4, s4, s47
	v_add_i32_e32 v46, vcc, 56, v4
	v_add_i32_e32 v62, vcc, 0x48, v4
	v_mul_lo_u32 v4, s4, v42
	s_load_dwordx2 s[54:55], s[52:53], 0x1
	v_mov_b32_e32 v5, 0
	buffer_store_dword v5, off, s[0:3], 0 offset:64
	buffer_store_dword v5, off, s[0:3], 0 offset:68
	buffer_store_dword v5, off, s[0:3], 0 offset:72
	v_mad_u32_u24 v4, v43, s47, v4
	v_add_i32_e32 v63, vcc, v4, v44
	v_lshlrev_b32_e32 v4, 3, v63
	buffer_store_dword v5, off, s[0:3], 0 offset:76
	buffer_store_dword v5, off, s[0:3], 0 offset:80
	buffer_store_dword v5, off, s[0:3], 0 offset:84
	buffer_store_dword v5, off, s[0:3], 0 offset:88
	buffer_store_dword v5, off, s[0:3], 0 offset:92
	buffer_store_dword v5, off, s[0:3], 0 offset:96
	buffer_store_dword v5, off, s[0:3], 0 offset:100
	buffer_store_dword v5, off, s[0:3], 0 offset:104
	buffer_store_dword v5, off, s[0:3], 0 offset:108
	buffer_store_dword v5, off, s[0:3], 0 offset:112
	buffer_store_dword v5, off, s[0:3], 0 offset:116
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s54
	v_mov_b32_e32 v6, s55
	v_add_i32_e32 v61, vcc, 0x1000, v4
	s_mov_b32 m0, -1
	v_cmp_ne_u32_e64 s[34:35], 0, v47
	ds_write2_b32 v61, v5, v6 offset1:1
	s_waitcnt vmcnt(14)
	buffer_store_dword v56, off, s[0:3], 0 offset:456
	buffer_store_dword v57, off, s[0:3], 0 offset:460
	buffer_store_dword v58, off, s[0:3], 0 offset:464
	buffer_store_dword v59, off, s[0:3], 0 offset:468
	buffer_store_dword v0, off, s[0:3], 0 offset:472
	buffer_store_dword v1, off, s[0:3], 0 offset:476
	buffer_store_dword v2, off, s[0:3], 0 offset:480
	buffer_store_dword v3, off, s[0:3], 0 offset:484
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_12
; %bb.9:
	v_cmp_ne_u32_e32 vcc, 1, v47
	buffer_store_byte v56, off, s[0:3], 0 offset:64
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_12
; %bb.10:
	v_mov_b32_e32 v1, 8
	v_mov_b32_e32 v2, 0x1c8
	v_add_i32_e32 v0, vcc, -1, v47
	v_add_i32_e32 v1, vcc, 57, v1
	v_or_b32_e32 v2, 1, v2
	s_mov_b64 s[6:7], 0
.LBB0_11:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v3, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, -1, v0
	v_add_i32_e32 v2, vcc, 1, v2
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v3, v1, s[0:3], 0 offen
	v_add_i32_e32 v1, vcc, 1, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_11
.LBB0_12:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lg_u32 s56, 0
	s_cselect_b64 s[48:49], -1, 0
	s_cmp_eq_u32 s56, 0
	s_cbranch_scc1 .LBB0_16
; %bb.13:
	v_mov_b32_e32 v0, 8
	v_add_i32_e32 v1, vcc, v0, v47
	v_mov_b32_e32 v2, s54
	s_cmp_eq_u32 s56, 1
	buffer_store_byte v2, v1, s[0:3], 0 offen offset:56
	s_cbranch_scc1 .LBB0_16
; %bb.14:
	v_add_i32_e32 v0, vcc, 56, v0
	v_add_i32_e32 v0, vcc, v47, v0
	v_lshlrev_b32_e32 v1, 3, v63
	v_add_i32_e32 v0, vcc, 1, v0
	s_add_i32 s4, s56, -1
	v_add_i32_e32 v1, vcc, 0x1001, v1
.LBB0_15:                               ; =>This Inner Loop Header: Depth=1
	ds_read_u8 v2, v1
	s_add_i32 s4, s4, -1
	v_add_i32_e32 v1, vcc, 1, v1
	s_cmp_lg_u32 s4, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_byte v2, v0, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, 1, v0
	s_cbranch_scc1 .LBB0_15
.LBB0_16:
	v_add_i32_e32 v57, vcc, s56, v47
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_20
; %bb.17:
	v_and_b32_e32 v0, 0xff, v57
	v_add_i32_e32 v1, vcc, 8, v0
	v_cmp_ne_u32_e32 vcc, 1, v47
	buffer_store_byte v56, v1, s[0:3], 0 offen offset:56
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_20
; %bb.18:
	v_mov_b32_e32 v1, 8
	v_add_i32_e32 v1, vcc, 56, v1
	v_add_i32_e32 v0, vcc, v0, v1
	v_mov_b32_e32 v2, 0x1c8
	v_add_i32_e32 v0, vcc, 1, v0
	v_add_i32_e32 v1, vcc, -1, v47
	v_or_b32_e32 v2, 1, v2
	s_mov_b64 s[6:7], 0
.LBB0_19:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v3, v2, s[0:3], 0 offen
	v_add_i32_e32 v1, vcc, -1, v1
	v_add_i32_e32 v2, vcc, 1, v2
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v3, v0, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, 1, v0
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_19
.LBB0_20:
	s_or_b64 exec, exec, s[4:5]
	s_cmp_lg_u32 s54, 0x1010101
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v45, 0, v60, vcc
	v_add_i32_e32 v0, vcc, v57, v47
	s_movk_i32 s55, 0xff
	v_and_b32_e32 v0, s55, v0
	v_mov_b32_e32 v1, 8
	v_add_i32_e32 v1, vcc, v1, v0
	v_mov_b32_e32 v2, 0x80
	buffer_store_byte v2, v1, s[0:3], 0 offen offset:56
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v5, 3, v0
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, -1
	v_mov_b32_e32 v2, -1
	v_mov_b32_e32 v3, 8
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, v45
	v_mov_b32_e32 v58, 0
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, md5_digest@rel32@lo+4
	s_addc_u32 s47, s47, md5_digest@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	buffer_store_dword v58, off, s[0:3], 0 offset:64
	buffer_store_dword v58, off, s[0:3], 0 offset:68
	buffer_store_dword v58, off, s[0:3], 0 offset:72
	buffer_store_dword v58, off, s[0:3], 0 offset:76
	buffer_store_dword v58, off, s[0:3], 0 offset:80
	buffer_store_dword v58, off, s[0:3], 0 offset:84
	buffer_store_dword v58, off, s[0:3], 0 offset:88
	buffer_store_dword v58, off, s[0:3], 0 offset:92
	buffer_store_dword v58, off, s[0:3], 0 offset:96
	buffer_store_dword v58, off, s[0:3], 0 offset:100
	buffer_store_dword v58, off, s[0:3], 0 offset:104
	buffer_store_dword v58, off, s[0:3], 0 offset:108
	buffer_store_dword v58, off, s[0:3], 0 offset:112
	buffer_store_dword v58, off, s[0:3], 0 offset:116
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_24
; %bb.21:
	v_cmp_ne_u32_e32 vcc, 1, v47
	buffer_store_byte v56, off, s[0:3], 0 offset:64
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_24
; %bb.22:
	v_mov_b32_e32 v1, 8
	v_mov_b32_e32 v2, 0x1c8
	v_add_i32_e32 v0, vcc, -1, v47
	v_add_i32_e32 v1, vcc, 57, v1
	v_or_b32_e32 v2, 1, v2
	s_mov_b64 s[6:7], 0
.LBB0_23:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v3, v2, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, -1, v0
	v_add_i32_e32 v2, vcc, 1, v2
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v3, v1, s[0:3], 0 offen
	v_add_i32_e32 v1, vcc, 1, v1
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_23
.LBB0_24:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s4, s[52:53], 0x3
	s_waitcnt lgkmcnt(0)
	s_and_b32 s10, s4, s55
	s_movk_i32 s4, 0x61
	s_cmp_lt_i32 s10, s4
	s_cbranch_scc1 .LBB0_27
; %bb.25:
	s_cmp_eq_u32 s10, s4
	s_mov_b64 s[8:9], 0
	s_cbranch_scc0 .LBB0_29
; %bb.26:
	v_add_i32_e32 v0, vcc, 8, v47
	v_mov_b32_e32 v1, 36
	buffer_store_byte v1, v0, s[0:3], 0 offen offset:56
	v_mov_b32_e32 v1, 0x61
	buffer_store_byte v1, v0, s[0:3], 0 offen offset:57
	v_mov_b32_e32 v1, 0x70
	buffer_store_byte v1, v0, s[0:3], 0 offen offset:58
	v_add_i32_e32 v0, vcc, 3, v47
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[4:5], -1
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_28
	s_branch .LBB0_30
.LBB0_27:
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr0
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB0_30
.LBB0_28:
	s_cmp_lg_u32 s10, 49
	s_mov_b64 s[4:5], -1
	s_mov_b32 s12, 36
	s_mov_b32 s11, 1
	s_mov_b32 s9, 2
	s_mov_b32 s8, 3
	s_cselect_b64 s[6:7], -1, 0
	v_mov_b32_e32 v0, v47
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccz .LBB0_31
	s_branch .LBB0_32
.LBB0_29:
	s_mov_b64 s[6:7], -1
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr0
	s_and_b64 vcc, exec, s[8:9]
	s_cbranch_vccnz .LBB0_28
.LBB0_30:
	s_movk_i32 s12, 0x72
	s_mov_b32 s11, 4
	s_mov_b32 s9, 5
	s_mov_b32 s8, 6
	s_andn2_b64 vcc, exec, s[6:7]
	s_cbranch_vccnz .LBB0_32
.LBB0_31:
	s_mov_b64 s[4:5], 0
.LBB0_32:
	s_andn2_b64 vcc, exec, s[4:5]
	v_mov_b32_e32 v1, v47
	s_cbranch_vccnz .LBB0_34
; %bb.33:
	v_mov_b32_e32 v1, 8
	v_add_i32_e32 v0, vcc, v1, v0
	v_add_i32_e32 v0, vcc, 56, v0
	v_mov_b32_e32 v2, s12
	buffer_store_byte v2, v0, s[0:3], 0 offen
	v_or_b32_e32 v0, s11, v1
	v_add_i32_e32 v0, vcc, v0, v47
	v_mov_b32_e32 v2, 49
	buffer_store_byte v2, v0, s[0:3], 0 offen offset:56
	v_or_b32_e32 v0, s9, v1
	v_add_i32_e32 v0, vcc, v0, v47
	v_mov_b32_e32 v1, 36
	buffer_store_byte v1, v0, s[0:3], 0 offen offset:56
	v_add_i32_e32 v1, vcc, s8, v47
.LBB0_34:
	s_andn2_b64 vcc, exec, s[48:49]
	s_cbranch_vccnz .LBB0_38
; %bb.35:
	v_and_b32_e32 v0, 0xff, v1
	v_mov_b32_e32 v2, 8
	v_add_i32_e32 v3, vcc, v2, v0
	v_mov_b32_e32 v4, s54
	s_cmp_eq_u32 s56, 1
	buffer_store_byte v4, v3, s[0:3], 0 offen offset:56
	s_cbranch_scc1 .LBB0_38
; %bb.36:
	v_add_i32_e32 v2, vcc, 56, v2
	v_add_i32_e32 v0, vcc, v0, v2
	v_lshlrev_b32_e32 v2, 3, v63
	v_add_i32_e32 v0, vcc, 1, v0
	s_add_i32 s4, s56, -1
	v_add_i32_e32 v2, vcc, 0x1001, v2
.LBB0_37:                               ; =>This Inner Loop Header: Depth=1
	ds_read_u8 v3, v2
	s_add_i32 s4, s4, -1
	v_add_i32_e32 v2, vcc, 1, v2
	s_cmp_lg_u32 s4, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_byte v3, v0, s[0:3], 0 offen
	v_add_i32_e32 v0, vcc, 1, v0
	s_cbranch_scc1 .LBB0_37
.LBB0_38:
	v_add_i32_e32 v0, vcc, s56, v1
	v_cmp_lt_u32_e32 vcc, 16, v47
	v_mov_b32_e32 v1, v47
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_42
; %bb.39:
	buffer_load_dword v2, off, s[0:3], 0 offset:8
	buffer_load_dword v3, off, s[0:3], 0 offset:12
	buffer_load_dword v4, off, s[0:3], 0 offset:16
	buffer_load_dword v5, off, s[0:3], 0 offset:20
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v1, v47
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v6, 16, v2
	v_lshrrev_b32_e32 v7, 8, v2
	v_lshrrev_b32_e32 v8, 24, v2
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v9, 16, v3
	v_lshrrev_b32_e32 v10, 8, v3
	v_lshrrev_b32_e32 v11, 24, v3
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v12, 16, v4
	v_lshrrev_b32_e32 v13, 8, v4
	v_lshrrev_b32_e32 v14, 24, v4
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v15, 16, v5
	v_lshrrev_b32_e32 v16, 8, v5
	v_lshrrev_b32_e32 v17, 24, v5
.LBB0_40:                               ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v18, 0xff, v0
	v_add_i32_e32 v0, vcc, 16, v0
	v_add_i32_e32 v1, vcc, -16, v1
	v_add_i32_e32 v18, vcc, 8, v18
	v_cmp_gt_u32_e32 vcc, 17, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	buffer_store_byte v2, v18, s[0:3], 0 offen offset:56
	buffer_store_byte v7, v18, s[0:3], 0 offen offset:57
	buffer_store_byte v6, v18, s[0:3], 0 offen offset:58
	buffer_store_byte v8, v18, s[0:3], 0 offen offset:59
	buffer_store_byte v3, v18, s[0:3], 0 offen offset:60
	buffer_store_byte v10, v18, s[0:3], 0 offen offset:61
	buffer_store_byte v9, v18, s[0:3], 0 offen offset:62
	buffer_store_byte v11, v18, s[0:3], 0 offen offset:63
	buffer_store_byte v4, v18, s[0:3], 0 offen offset:64
	buffer_store_byte v13, v18, s[0:3], 0 offen offset:65
	buffer_store_byte v12, v18, s[0:3], 0 offen offset:66
	buffer_store_byte v14, v18, s[0:3], 0 offen offset:67
	buffer_store_byte v5, v18, s[0:3], 0 offen offset:68
	buffer_store_byte v16, v18, s[0:3], 0 offen offset:69
	buffer_store_byte v15, v18, s[0:3], 0 offen offset:70
	buffer_store_byte v17, v18, s[0:3], 0 offen offset:71
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_40
; %bb.41:
	s_or_b64 exec, exec, s[6:7]
.LBB0_42:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_45
; %bb.43:
	v_and_b32_e32 v2, 0xff, v0
	v_mov_b32_e32 v3, 8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v4, v1
.LBB0_44:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v5, v3, s[0:3], 0 offen
	v_add_i32_e32 v6, vcc, v3, v2
	v_add_i32_e32 v4, vcc, -1, v4
	v_add_i32_e32 v3, vcc, 1, v3
	v_add_i32_e32 v6, vcc, 56, v6
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v5, v6, s[0:3], 0 offen
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_44
.LBB0_45:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v0, vcc, v0, v1
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_49
; %bb.46:
	buffer_load_ubyte v1, off, s[0:3], 0 offset:456
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v2, v47
.LBB0_47:                               ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v3, 1, v2
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_and_b32_e32 v4, 0xff, v0
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v3, 0, v1, vcc
	v_add_i32_e32 v4, vcc, 8, v4
	v_add_i32_e32 v0, vcc, 1, v0
	buffer_store_byte v3, v4, s[0:3], 0 offen offset:56
	v_lshrrev_b32_e32 v3, 1, v2
	v_cmp_gt_u32_e32 vcc, 2, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	v_mov_b32_e32 v2, v3
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_47
; %bb.48:
	s_or_b64 exec, exec, s[6:7]
.LBB0_49:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v59, 8
	v_and_b32_e32 v0, 0xff, v0
	s_movk_i32 s52, 0x80
	v_mov_b32_e32 v58, 0
	v_add_i32_e32 v1, vcc, v59, v0
	v_mov_b32_e32 v2, s52
	buffer_store_dword v58, off, s[0:3], 0 offset:8
	buffer_store_dword v58, off, s[0:3], 0 offset:12
	buffer_store_dword v58, off, s[0:3], 0 offset:16
	buffer_store_dword v58, off, s[0:3], 0 offset:20
	buffer_store_dword v58, off, s[0:3], 0 offset:24
	buffer_store_dword v58, off, s[0:3], 0 offset:28
	buffer_store_dword v58, off, s[0:3], 0 offset:32
	buffer_store_dword v58, off, s[0:3], 0 offset:36
	buffer_store_dword v58, off, s[0:3], 0 offset:40
	buffer_store_dword v58, off, s[0:3], 0 offset:44
	buffer_store_dword v58, off, s[0:3], 0 offset:48
	buffer_store_dword v58, off, s[0:3], 0 offset:52
	buffer_store_dword v58, off, s[0:3], 0 offset:56
	buffer_store_dword v58, off, s[0:3], 0 offset:60
	buffer_store_byte v2, v1, s[0:3], 0 offen offset:56
	v_lshlrev_b32_e32 v1, 10, v43
	v_lshlrev_b32_e32 v5, 3, v0
	s_add_u32 s8, s38, 24
	v_lshlrev_b32_e32 v0, 20, v44
	v_or_b32_e32 v1, v42, v1
	s_addc_u32 s9, s39, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, -1
	v_mov_b32_e32 v2, -1
	v_mov_b32_e32 v3, 8
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, v45
	v_add_i32_e32 v56, vcc, 16, v59
	s_swappc_b64 s[30:31], s[46:47]
	v_add_i32_e32 v3, vcc, 56, v59
	v_add_i32_e32 v5, vcc, 0x70, v59
	v_add_i32_e32 v9, vcc, s52, v59
	v_add_i32_e32 v7, vcc, 0xa8, v59
	v_add_i32_e32 v8, vcc, 0xb8, v59
	v_add_i32_e32 v6, vcc, 0x118, v59
	v_add_i32_e32 v4, vcc, 0x150, v59
	v_add_i32_e32 v2, vcc, 0x188, v59
	buffer_store_dword v58, off, s[0:3], 0 offset:64
	buffer_store_dword v58, off, s[0:3], 0 offset:68
	buffer_store_dword v58, off, s[0:3], 0 offset:72
	buffer_store_dword v58, off, s[0:3], 0 offset:76
	buffer_store_dword v58, off, s[0:3], 0 offset:80
	buffer_store_dword v58, off, s[0:3], 0 offset:84
	buffer_store_dword v58, off, s[0:3], 0 offset:88
	buffer_store_dword v58, off, s[0:3], 0 offset:92
	buffer_store_dword v58, off, s[0:3], 0 offset:96
	buffer_store_dword v58, off, s[0:3], 0 offset:100
	buffer_store_dword v58, off, s[0:3], 0 offset:104
	buffer_store_dword v58, off, s[0:3], 0 offset:108
	buffer_store_dword v58, off, s[0:3], 0 offset:112
	buffer_store_dword v58, off, s[0:3], 0 offset:116
	buffer_store_dword v58, off, s[0:3], 0 offset:120
	buffer_store_dword v58, off, s[0:3], 0 offset:124
	buffer_store_dword v58, off, s[0:3], 0 offset:128
	buffer_store_dword v58, off, s[0:3], 0 offset:132
	buffer_store_dword v58, off, s[0:3], 0 offset:136
	buffer_store_dword v58, off, s[0:3], 0 offset:140
	buffer_store_dword v58, off, s[0:3], 0 offset:144
	buffer_store_dword v58, off, s[0:3], 0 offset:148
	buffer_store_dword v58, off, s[0:3], 0 offset:152
	buffer_store_dword v58, off, s[0:3], 0 offset:156
	buffer_store_dword v58, off, s[0:3], 0 offset:160
	buffer_store_dword v58, off, s[0:3], 0 offset:164
	buffer_store_dword v58, off, s[0:3], 0 offset:168
	buffer_store_dword v58, off, s[0:3], 0 offset:172
	buffer_store_dword v58, off, s[0:3], 0 offset:176
	buffer_store_dword v58, off, s[0:3], 0 offset:180
	buffer_store_dword v58, off, s[0:3], 0 offset:184
	buffer_store_dword v58, off, s[0:3], 0 offset:188
	buffer_store_dword v58, off, s[0:3], 0 offset:192
	buffer_store_dword v58, off, s[0:3], 0 offset:196
	buffer_store_dword v58, off, s[0:3], 0 offset:200
	buffer_store_dword v58, off, s[0:3], 0 offset:204
	buffer_store_dword v58, off, s[0:3], 0 offset:208
	buffer_store_dword v58, off, s[0:3], 0 offset:212
	buffer_store_dword v58, off, s[0:3], 0 offset:216
	buffer_store_dword v58, off, s[0:3], 0 offset:220
	buffer_store_dword v58, off, s[0:3], 0 offset:224
	buffer_store_dword v58, off, s[0:3], 0 offset:228
	buffer_store_dword v58, off, s[0:3], 0 offset:232
	buffer_store_dword v58, off, s[0:3], 0 offset:236
	buffer_store_dword v58, off, s[0:3], 0 offset:240
	buffer_store_dword v58, off, s[0:3], 0 offset:244
	buffer_store_dword v58, off, s[0:3], 0 offset:248
	buffer_store_dword v58, off, s[0:3], 0 offset:252
	buffer_store_dword v58, off, s[0:3], 0 offset:256
	buffer_store_dword v58, off, s[0:3], 0 offset:260
	buffer_store_dword v58, off, s[0:3], 0 offset:264
	buffer_store_dword v58, off, s[0:3], 0 offset:268
	buffer_store_dword v58, off, s[0:3], 0 offset:272
	buffer_store_dword v58, off, s[0:3], 0 offset:276
	buffer_store_dword v58, off, s[0:3], 0 offset:280
	buffer_store_dword v58, off, s[0:3], 0 offset:284
	buffer_store_dword v58, off, s[0:3], 0 offset:288
	buffer_store_dword v58, off, s[0:3], 0 offset:292
	buffer_store_dword v58, off, s[0:3], 0 offset:296
	buffer_store_dword v58, off, s[0:3], 0 offset:300
	buffer_store_dword v58, off, s[0:3], 0 offset:304
	buffer_store_dword v58, off, s[0:3], 0 offset:308
	buffer_store_dword v58, off, s[0:3], 0 offset:312
	buffer_store_dword v58, off, s[0:3], 0 offset:316
	buffer_store_dword v58, off, s[0:3], 0 offset:320
	buffer_store_dword v58, off, s[0:3], 0 offset:324
	buffer_store_dword v58, off, s[0:3], 0 offset:328
	buffer_store_dword v58, off, s[0:3], 0 offset:332
	buffer_store_dword v58, off, s[0:3], 0 offset:336
	buffer_store_dword v58, off, s[0:3], 0 offset:340
	buffer_store_dword v58, off, s[0:3], 0 offset:344
	buffer_store_dword v58, off, s[0:3], 0 offset:348
	buffer_store_dword v58, off, s[0:3], 0 offset:352
	buffer_store_dword v58, off, s[0:3], 0 offset:356
	buffer_store_dword v58, off, s[0:3], 0 offset:360
	buffer_store_dword v58, off, s[0:3], 0 offset:364
	buffer_store_dword v58, off, s[0:3], 0 offset:368
	buffer_store_dword v58, off, s[0:3], 0 offset:372
	buffer_store_dword v58, off, s[0:3], 0 offset:376
	buffer_store_dword v58, off, s[0:3], 0 offset:380
	buffer_store_dword v58, off, s[0:3], 0 offset:384
	buffer_store_dword v58, off, s[0:3], 0 offset:388
	buffer_store_dword v58, off, s[0:3], 0 offset:392
	buffer_store_dword v58, off, s[0:3], 0 offset:396
	buffer_store_dword v58, off, s[0:3], 0 offset:400
	buffer_store_dword v58, off, s[0:3], 0 offset:404
	buffer_store_dword v58, off, s[0:3], 0 offset:408
	buffer_store_dword v58, off, s[0:3], 0 offset:412
	buffer_store_dword v58, off, s[0:3], 0 offset:416
	buffer_store_dword v58, off, s[0:3], 0 offset:420
	buffer_store_dword v58, off, s[0:3], 0 offset:424
	buffer_store_dword v58, off, s[0:3], 0 offset:428
	buffer_store_dword v58, off, s[0:3], 0 offset:432
	buffer_store_dword v58, off, s[0:3], 0 offset:436
	buffer_store_dword v58, off, s[0:3], 0 offset:440
	buffer_store_dword v58, off, s[0:3], 0 offset:444
	buffer_store_dword v58, off, s[0:3], 0 offset:448
	buffer_store_dword v58, off, s[0:3], 0 offset:452
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_52
; %bb.50:
	v_mov_b32_e32 v0, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v1, v47
.LBB0_51:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v10, v0, s[0:3], 0 offen
	v_add_i32_e32 v1, vcc, -1, v1
	v_add_i32_e32 v0, vcc, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v10, v56, s[0:3], 0 offen
	v_add_i32_e32 v56, vcc, 1, v56
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_51
.LBB0_52:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v1, vcc, 16, v47
	v_and_b32_e32 v0, 0xff, v1
	v_add_i32_e32 v10, vcc, 8, v0
	v_mov_b32_e32 v11, 0x80
	buffer_store_byte v11, v10, s[0:3], 0 offen
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_57
; %bb.53:
	v_mov_b32_e32 v10, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v11, v47
.LBB0_54:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v12, v10, s[0:3], 0 offen
	v_add_i32_e32 v11, vcc, -1, v11
	v_add_i32_e32 v10, vcc, 1, v10
	v_cmp_eq_u32_e32 vcc, 0, v11
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v12, v62, s[0:3], 0 offen
	v_add_i32_e32 v62, vcc, 1, v62
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_54
; %bb.55:
	s_or_b64 exec, exec, s[6:7]
	v_add_i32_e32 v3, vcc, v3, v0
	v_mov_b32_e32 v10, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v11, v47
.LBB0_56:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v12, v10, s[0:3], 0 offen
	v_add_i32_e32 v11, vcc, -1, v11
	v_add_i32_e32 v10, vcc, 1, v10
	v_cmp_eq_u32_e32 vcc, 0, v11
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v12, v3, s[0:3], 0 offen
	v_add_i32_e32 v3, vcc, 1, v3
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_56
.LBB0_57:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v3, vcc, v1, v47
	v_and_b32_e32 v3, 0xff, v3
	v_add_i32_e32 v10, vcc, 8, v3
	v_mov_b32_e32 v11, 0x80
	s_andn2_b64 vcc, exec, s[48:49]
	buffer_store_byte v11, v10, s[0:3], 0 offen offset:56
	s_cbranch_vccnz .LBB0_60
; %bb.58:
	v_mov_b32_e32 v10, v61
	s_mov_b32 s4, s56
.LBB0_59:                               ; =>This Inner Loop Header: Depth=1
	ds_read_u8 v11, v10
	s_add_i32 s4, s4, -1
	v_add_i32_e32 v10, vcc, 1, v10
	s_cmp_lg_u32 s4, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_byte v11, v9, s[0:3], 0 offen
	v_add_i32_e32 v9, vcc, 1, v9
	s_cbranch_scc1 .LBB0_59
.LBB0_60:
	s_add_i32 s8, s56, 16
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_63
; %bb.61:
	s_and_b32 s6, s8, 0xff
	v_add_i32_e32 v5, vcc, s6, v5
	v_mov_b32_e32 v9, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v10, v47
.LBB0_62:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v11, v9, s[0:3], 0 offen
	v_add_i32_e32 v10, vcc, -1, v10
	v_add_i32_e32 v9, vcc, 1, v9
	v_cmp_eq_u32_e32 vcc, 0, v10
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v11, v5, s[0:3], 0 offen
	v_add_i32_e32 v5, vcc, 1, v5
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_62
.LBB0_63:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v9, vcc, s8, v47
	v_and_b32_e32 v5, 0xff, v9
	v_add_i32_e32 v10, vcc, 8, v5
	v_mov_b32_e32 v11, 0x80
	s_andn2_b64 vcc, exec, s[48:49]
	buffer_store_byte v11, v10, s[0:3], 0 offen offset:112
	s_cbranch_vccnz .LBB0_66
; %bb.64:
	v_mov_b32_e32 v10, v61
	s_mov_b32 s4, s56
.LBB0_65:                               ; =>This Inner Loop Header: Depth=1
	ds_read_u8 v11, v10
	s_add_i32 s4, s4, -1
	v_add_i32_e32 v10, vcc, 1, v10
	s_cmp_lg_u32 s4, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_byte v11, v8, s[0:3], 0 offen
	v_add_i32_e32 v8, vcc, 1, v8
	s_cbranch_scc1 .LBB0_65
.LBB0_66:
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_71
; %bb.67:
	s_and_b32 s6, s8, 0xff
	v_add_i32_e32 v8, vcc, s6, v7
	v_mov_b32_e32 v10, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v11, v47
.LBB0_68:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v12, v10, s[0:3], 0 offen
	v_add_i32_e32 v11, vcc, -1, v11
	v_add_i32_e32 v10, vcc, 1, v10
	v_cmp_eq_u32_e32 vcc, 0, v11
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v12, v8, s[0:3], 0 offen
	v_add_i32_e32 v8, vcc, 1, v8
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_68
; %bb.69:
	s_or_b64 exec, exec, s[6:7]
	v_add_i32_e32 v7, vcc, v7, v5
	v_mov_b32_e32 v8, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v10, v47
.LBB0_70:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v11, v8, s[0:3], 0 offen
	v_add_i32_e32 v10, vcc, -1, v10
	v_add_i32_e32 v8, vcc, 1, v8
	v_cmp_eq_u32_e32 vcc, 0, v10
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v11, v7, s[0:3], 0 offen
	v_add_i32_e32 v7, vcc, 1, v7
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_70
.LBB0_71:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v7, vcc, v9, v47
	v_and_b32_e32 v7, 0xff, v7
	v_add_i32_e32 v8, vcc, 8, v7
	v_mov_b32_e32 v9, 0x80
	buffer_store_byte v9, v8, s[0:3], 0 offen offset:168
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_74
; %bb.72:
	v_mov_b32_e32 v8, 8
	v_add_i32_e32 v8, vcc, 0xe0, v8
	v_mov_b32_e32 v9, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v10, v47
.LBB0_73:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v11, v9, s[0:3], 0 offen
	v_add_i32_e32 v10, vcc, -1, v10
	v_add_i32_e32 v9, vcc, 1, v9
	v_cmp_eq_u32_e32 vcc, 0, v10
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v11, v8, s[0:3], 0 offen
	v_add_i32_e32 v8, vcc, 1, v8
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_73
.LBB0_74:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v8, vcc, 8, v0
	v_mov_b32_e32 v9, 0x80
	buffer_store_byte v9, v8, s[0:3], 0 offen offset:224
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_79
; %bb.75:
	v_mov_b32_e32 v8, 8
	v_add_i32_e32 v8, vcc, 0x118, v8
	v_mov_b32_e32 v9, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v10, v47
.LBB0_76:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v11, v9, s[0:3], 0 offen
	v_add_i32_e32 v10, vcc, -1, v10
	v_add_i32_e32 v9, vcc, 1, v9
	v_cmp_eq_u32_e32 vcc, 0, v10
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v11, v8, s[0:3], 0 offen
	v_add_i32_e32 v8, vcc, 1, v8
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_76
; %bb.77:
	s_or_b64 exec, exec, s[6:7]
	v_add_i32_e32 v6, vcc, v6, v47
	v_mov_b32_e32 v8, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, v47
.LBB0_78:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v10, v8, s[0:3], 0 offen
	v_add_i32_e32 v9, vcc, -1, v9
	v_add_i32_e32 v8, vcc, 1, v8
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v10, v6, s[0:3], 0 offen
	v_add_i32_e32 v6, vcc, 1, v6
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_78
.LBB0_79:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v6, vcc, 8, v3
	v_mov_b32_e32 v8, 0x80
	buffer_store_byte v8, v6, s[0:3], 0 offen offset:280
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_82
; %bb.80:
	v_mov_b32_e32 v6, 8
	v_add_i32_e32 v6, vcc, 0x150, v6
	v_mov_b32_e32 v8, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, v47
.LBB0_81:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v10, v8, s[0:3], 0 offen
	v_add_i32_e32 v9, vcc, -1, v9
	v_add_i32_e32 v8, vcc, 1, v8
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v10, v6, s[0:3], 0 offen
	v_add_i32_e32 v6, vcc, 1, v6
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_81
.LBB0_82:
	s_or_b64 exec, exec, s[4:5]
	s_andn2_b64 vcc, exec, s[48:49]
	s_cbranch_vccnz .LBB0_85
; %bb.83:
	v_add_i32_e32 v4, vcc, v4, v47
	v_mov_b32_e32 v6, v61
	s_mov_b32 s4, s56
.LBB0_84:                               ; =>This Inner Loop Header: Depth=1
	ds_read_u8 v8, v6
	s_add_i32 s4, s4, -1
	v_add_i32_e32 v6, vcc, 1, v6
	s_cmp_lg_u32 s4, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_byte v8, v4, s[0:3], 0 offen
	v_add_i32_e32 v4, vcc, 1, v4
	s_cbranch_scc1 .LBB0_84
.LBB0_85:
	v_add_i32_e32 v4, vcc, 8, v5
	v_mov_b32_e32 v6, 0x80
	buffer_store_byte v6, v4, s[0:3], 0 offen offset:336
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_88
; %bb.86:
	v_mov_b32_e32 v4, 8
	v_add_i32_e32 v4, vcc, 0x188, v4
	v_mov_b32_e32 v6, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v8, v47
.LBB0_87:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v9, v6, s[0:3], 0 offen
	v_add_i32_e32 v8, vcc, -1, v8
	v_add_i32_e32 v6, vcc, 1, v6
	v_cmp_eq_u32_e32 vcc, 0, v8
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v9, v4, s[0:3], 0 offen
	v_add_i32_e32 v4, vcc, 1, v4
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_87
.LBB0_88:
	s_or_b64 exec, exec, s[4:5]
	s_andn2_b64 vcc, exec, s[48:49]
	s_cbranch_vccnz .LBB0_91
; %bb.89:
	v_add_i32_e32 v4, vcc, v2, v47
	s_mov_b32 s4, s56
.LBB0_90:                               ; =>This Inner Loop Header: Depth=1
	ds_read_u8 v6, v61
	s_add_i32 s4, s4, -1
	v_add_i32_e32 v61, vcc, 1, v61
	s_cmp_lg_u32 s4, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_byte v6, v4, s[0:3], 0 offen
	v_add_i32_e32 v4, vcc, 1, v4
	s_cbranch_scc1 .LBB0_90
.LBB0_91:
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB0_94
; %bb.92:
	v_and_b32_e32 v4, 0xff, v57
	v_add_i32_e32 v2, vcc, v2, v4
	v_mov_b32_e32 v4, 0x1c8
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v6, v47
.LBB0_93:                               ; =>This Inner Loop Header: Depth=1
	buffer_load_ubyte v8, v4, s[0:3], 0 offen
	v_add_i32_e32 v6, vcc, -1, v6
	v_add_i32_e32 v4, vcc, 1, v4
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	buffer_store_byte v8, v2, s[0:3], 0 offen
	v_add_i32_e32 v2, vcc, 1, v2
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_93
.LBB0_94:
	s_or_b64 exec, exec, s[4:5]
	buffer_load_dword v2, off, s[0:3], 0 offset:8
	buffer_load_dword v4, off, s[0:3], 0 offset:12
	buffer_load_dword v6, off, s[0:3], 0 offset:16
	buffer_load_dword v8, off, s[0:3], 0 offset:20
	v_add_i32_e32 v1, vcc, v1, v57
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v3, 10, v3
	v_lshlrev_b32_e32 v10, 9, v47
	v_add_i32_e32 v11, vcc, s56, v47
	v_mov_b32_e32 v46, 8
	v_lshlrev_b32_e32 v5, 18, v5
	v_lshlrev_b32_e32 v13, 10, v43
	v_and_b32_e32 v1, 0xff, v1
	v_or_b32_e32 v0, v0, v3
	v_or_b32_e32 v3, v10, v47
	v_lshlrev_b32_e32 v10, 16, v11
	v_add_i32_e32 v11, vcc, v11, v47
	v_lshlrev_b32_e32 v7, 26, v7
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, g@rel32@lo+4
	s_addc_u32 s49, s49, g@rel32@hi+12
	v_lshlrev_b32_e32 v12, 20, v44
	v_or_b32_e32 v13, v42, v13
	v_add_i32_e32 v14, vcc, v46, v1
	v_or_b32_e32 v0, v0, v5
	v_lshlrev_b32_e32 v1, 26, v1
	v_or_b32_e32 v3, v3, v10
	v_lshlrev_b32_e32 v5, 24, v11
	v_mov_b32_e32 v9, 0x80
	s_movk_i32 s56, 0x1f4
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v57, 1
	s_movk_i32 s57, 0x1fe
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, g@rel32@lo+5
	s_addc_u32 s53, s53, g@rel32@hi+13
	v_or_b32_e32 v42, v13, v12
	v_or_b32_e32 v44, v0, v7
	v_or_b32_e32 v47, v1, v0
	v_or_b32_e32 v56, v3, v5
	buffer_store_byte v9, v14, s[0:3], 0 offen offset:392
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, g@rel32@lo+6
	s_addc_u32 s55, s55, g@rel32@hi+14
	s_waitcnt vmcnt(4)
	buffer_store_dword v2, off, s[0:3], 0 offset:488
	s_waitcnt vmcnt(4)
	buffer_store_dword v4, off, s[0:3], 0 offset:492
	s_waitcnt vmcnt(4)
	buffer_store_dword v6, off, s[0:3], 0 offset:496
	s_waitcnt vmcnt(4)
	buffer_store_dword v8, off, s[0:3], 0 offset:500
.LBB0_95:                               ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v57
	v_mov_b32_e32 v2, s49
	v_add_i32_e32 v0, vcc, s48, v57
	v_addc_u32_e32 v1, vcc, v1, v2, vcc
	flat_load_ubyte v59, v[0:1]
	v_lshrrev_b32_e32 v1, v58, v44
	v_lshlrev_b32_e32 v1, 1, v1
	v_and_b32_e32 v5, s57, v1
	v_lshrrev_b32_e32 v0, 3, v58
	v_mul_lo_u32 v0, v0, 56
	s_add_u32 s34, s38, 24
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	v_add_i32_e32 v0, vcc, v46, v0
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v6, v45
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, 3, v59
	v_mul_lo_u32 v1, v1, 56
	v_and_b32_e32 v2, 31, v59
	v_bfe_u32 v4, v56, v2, 8
	v_mov_b32_e32 v2, -1
	v_add_i32_e32 v43, vcc, v46, v1
	v_mov_b32_e32 v1, 0x1e8
	v_mov_b32_e32 v3, v43
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_ne_u32_e32 vcc, 41, v57
	v_cndmask_b32_e32 v57, -1, v57, vcc
	v_ashrrev_i32_e32 v58, 31, v57
	v_mov_b32_e32 v60, s53
	v_add_i32_e32 v0, vcc, s52, v57
	v_addc_u32_e32 v1, vcc, v58, v60, vcc
	flat_load_ubyte v61, v[0:1]
	v_lshrrev_b32_e32 v0, v59, v47
	v_lshlrev_b32_e32 v0, 1, v0
	v_and_b32_e32 v5, s57, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, -1
	v_mov_b32_e32 v2, 0x1e8
	v_mov_b32_e32 v3, -1
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, v45
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v1, s55
	v_add_i32_e32 v0, vcc, s54, v57
	v_addc_u32_e32 v1, vcc, v58, v1, vcc
	flat_load_ubyte v59, v[0:1]
	v_lshrrev_b32_e32 v1, v61, v44
	v_lshlrev_b32_e32 v1, 1, v1
	v_and_b32_e32 v5, s57, v1
	v_lshrrev_b32_e32 v0, 3, v61
	v_mul_lo_u32 v0, v0, 56
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	v_add_i32_e32 v0, vcc, v46, v0
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v6, v45
	v_add_i32_e32 v57, vcc, 2, v57
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v1, 3, v59
	v_mul_lo_u32 v1, v1, 56
	v_and_b32_e32 v2, 31, v59
	v_bfe_u32 v4, v56, v2, 8
	v_mov_b32_e32 v2, -1
	v_add_i32_e32 v43, vcc, v46, v1
	v_mov_b32_e32 v1, 0x1e8
	v_mov_b32_e32 v3, v43
	s_swappc_b64 s[30:31], s[46:47]
	v_cmp_ne_u32_e32 vcc, 41, v57
	v_cndmask_b32_e32 v57, -1, v57, vcc
	v_ashrrev_i32_e32 v1, 31, v57
	v_add_i32_e32 v0, vcc, s52, v57
	v_addc_u32_e32 v1, vcc, v1, v60, vcc
	flat_load_ubyte v58, v[0:1]
	v_lshrrev_b32_e32 v0, v59, v47
	v_lshlrev_b32_e32 v0, 1, v0
	v_and_b32_e32 v5, s57, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v42
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, -1
	v_mov_b32_e32 v2, 0x1e8
	v_mov_b32_e32 v3, -1
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v6, v45
	s_swappc_b64 s[30:31], s[46:47]
	s_add_i32 s56, s56, -2
	s_cmp_lg_u32 s56, 0
	v_add_i32_e32 v57, vcc, 2, v57
	s_cbranch_scc1 .LBB0_95
; %bb.96:
	buffer_load_dword v0, off, s[0:3], 0 offset:488
	buffer_load_dword v1, off, s[0:3], 0 offset:492
	buffer_load_dword v2, off, s[0:3], 0 offset:496
	buffer_load_dword v3, off, s[0:3], 0 offset:500
	v_lshl_b64 v[4:5], v[40:41], 4
	v_mov_b32_e32 v6, s51
	v_add_i32_e32 v4, vcc, s50, v4
	v_addc_u32_e32 v5, vcc, v6, v5, vcc
	s_waitcnt vmcnt(0)
	flat_store_dwordx4 v[4:5], v[0:3]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel cryptmd5
		.amdhsa_group_segment_fixed_size 6144
		.amdhsa_private_segment_fixed_size 16896
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
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 58
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
	.size	cryptmd5, .Lfunc_end0-cryptmd5
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 5832
; NumSgprs: 62
; NumVgprs: 64
; ScratchSize: 16896
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 6144 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 62
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	cl_md5_salt_prefix              ; @cl_md5_salt_prefix
	.type	cl_md5_salt_prefix,@object
	.section	.rodata,#alloc
	.globl	cl_md5_salt_prefix
cl_md5_salt_prefix:
	.asciz	"$1$"
	.size	cl_md5_salt_prefix, 4

	.hidden	cl_apr1_salt_prefix             ; @cl_apr1_salt_prefix
	.type	cl_apr1_salt_prefix,@object
	.globl	cl_apr1_salt_prefix
cl_apr1_salt_prefix:
	.asciz	"$apr1$"
	.size	cl_apr1_salt_prefix, 7

	.hidden	g                               ; @g
	.type	g,@object
	.globl	g
g:
	.ascii	"\0008\030(\0308\b0\030(\0308\b8\020(\0308\b8\030 \0308\b8\030(\0208\b8\030(\0300\b8\030(\0308"
	.size	g, 42

	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z14get_local_sizej
	.hidden	_Z7barrierj
	.hidden	md5_digest
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
        .type_name:      'crypt_md5_password*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'crypt_md5_hash*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'crypt_md5_salt*'
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
    .group_segment_fixed_size: 6144
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cryptmd5
    .private_segment_fixed_size: 16896
    .sgpr_count:     62
    .sgpr_spill_count: 0
    .symbol:         cryptmd5.kd
    .vgpr_count:     64
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
