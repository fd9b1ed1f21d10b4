	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx705"
	.hidden	is_equal                        ; -- Begin function is_equal
	.globl	is_equal
	.p2align	2
	.type	is_equal,@function
is_equal:                               ; @is_equal
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc, v0, v1
	v_cndmask_b32_e64 v0, 0, 1, vcc
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	is_equal, .Lfunc_end0-is_equal
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 34
; NumVgprs: 2
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	benchmark_func          ; -- Begin function benchmark_func
	.globl	benchmark_func
	.p2align	8
	.type	benchmark_func,@function
benchmark_func:                         ; @benchmark_func
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dword s46, s[8:9], 0x0
	s_load_dwordx2 s[44:45], s[8:9], 0x2
	s_addc_u32 s1, s1, 0
	s_add_u32 s34, s8, 16
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	v_mov_b32_e32 v40, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z14get_num_groupsj@rel32@lo+4
	s_addc_u32 s17, s17, _Z14get_num_groupsj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	v_lshlrev_b32_e32 v42, 8, v41
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_movk_i32 s4, 0x300
	v_mul_lo_u32 v5, v41, s4
	s_movk_i32 s4, 0x500
	v_mul_lo_u32 v7, v41, s4
	s_movk_i32 s4, 0x600
	v_mul_lo_u32 v8, v41, s4
	s_movk_i32 s4, 0x700
	v_mul_lo_u32 v9, v41, s4
	v_lshlrev_b32_e32 v3, 11, v41
	v_lshlrev_b32_e32 v4, 9, v41
	v_lshlrev_b32_e32 v6, 10, v41
	s_mov_b32 s6, 4
	s_mov_b32 s7, 0xffff
	v_mov_b32_e32 v10, 0xffff
	s_branch .LBB1_2
.LBB1_1:                                ;   in Loop: Header=BB1_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_i32 s6, s6, -1
	s_cmp_eq_u32 s6, 0
	v_add_i32_e32 v0, vcc, v0, v3
	s_cbranch_scc1 .LBB1_4
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_b64 v[1:2], v[0:1], 1
	v_mov_b32_e32 v25, s45
	v_add_i32_e32 v1, vcc, s44, v1
	v_addc_u32_e32 v2, vcc, v25, v2, vcc
	v_add_i32_e32 v11, vcc, v42, v0
	v_ashrrev_i32_e32 v12, 31, v11
	v_lshl_b64 v[11:12], v[11:12], 1
	v_add_i32_e32 v11, vcc, s44, v11
	v_addc_u32_e32 v12, vcc, v25, v12, vcc
	v_add_i32_e32 v13, vcc, v4, v0
	v_ashrrev_i32_e32 v14, 31, v13
	v_lshl_b64 v[13:14], v[13:14], 1
	v_add_i32_e32 v13, vcc, s44, v13
	v_addc_u32_e32 v14, vcc, v25, v14, vcc
	v_add_i32_e32 v15, vcc, v5, v0
	v_ashrrev_i32_e32 v16, 31, v15
	v_lshl_b64 v[15:16], v[15:16], 1
	v_add_i32_e32 v15, vcc, s44, v15
	v_addc_u32_e32 v16, vcc, v25, v16, vcc
	v_add_i32_e32 v17, vcc, v6, v0
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshl_b64 v[17:18], v[17:18], 1
	v_add_i32_e32 v17, vcc, s44, v17
	v_addc_u32_e32 v18, vcc, v25, v18, vcc
	v_add_i32_e32 v19, vcc, v7, v0
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshl_b64 v[19:20], v[19:20], 1
	v_add_i32_e32 v19, vcc, s44, v19
	v_addc_u32_e32 v20, vcc, v25, v20, vcc
	v_add_i32_e32 v21, vcc, v8, v0
	v_ashrrev_i32_e32 v22, 31, v21
	v_lshl_b64 v[21:22], v[21:22], 1
	v_add_i32_e32 v21, vcc, s44, v21
	v_addc_u32_e32 v22, vcc, v25, v22, vcc
	v_add_i32_e32 v23, vcc, v9, v0
	v_ashrrev_i32_e32 v24, 31, v23
	v_lshl_b64 v[23:24], v[23:24], 1
	v_add_i32_e32 v23, vcc, s44, v23
	v_addc_u32_e32 v24, vcc, v25, v24, vcc
	flat_load_ushort v13, v[13:14]
	flat_load_ushort v14, v[15:16]
	flat_load_ushort v15, v[17:18]
	flat_load_ushort v16, v[19:20]
	flat_load_ushort v17, v[21:22]
	flat_load_ushort v18, v[23:24]
	flat_load_ushort v19, v[1:2]
	flat_load_ushort v11, v[11:12]
	s_waitcnt vmcnt(7)
	v_mad_u32_u24 v13, v13, v13, s46
	s_waitcnt vmcnt(6)
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	s_waitcnt vmcnt(5)
	v_mad_u32_u24 v15, v15, v15, s46
	s_waitcnt vmcnt(4)
	v_mad_u32_u24 v16, v16, v16, s46
	s_waitcnt vmcnt(1)
	v_mad_u32_u24 v12, v19, v19, s46
	s_waitcnt vmcnt(0)
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_and_b32_e32 v12, s7, v12
	v_and_b32_e32 v11, s7, v11
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v12, v12, v12, s46
	v_mad_u32_u24 v11, v11, v11, s46
	v_and_b32_e32 v13, s7, v13
	v_and_b32_e32 v14, s7, v14
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_mad_u32_u24 v13, v13, v13, s46
	v_mad_u32_u24 v14, v14, v14, s46
	v_and_b32_e32 v15, s7, v15
	v_and_b32_e32 v16, s7, v16
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_and_b32_e32 v11, s7, v11
	v_and_b32_e32 v12, s7, v12
	v_mad_u32_u24 v15, v15, v15, s46
	v_mad_u32_u24 v16, v16, v16, s46
	v_and_b32_e32 v17, s7, v17
	v_and_b32_e32 v18, s7, v18
	v_mul_u32_u24_e32 v11, v11, v12
	v_and_b32_e32 v12, s7, v14
	v_and_b32_e32 v13, s7, v13
	v_mad_u32_u24 v17, v17, v17, s46
	v_mad_u32_u24 v18, v18, v18, s46
	v_mad_u32_u24 v11, v12, v13, v11
	v_and_b32_e32 v12, s7, v16
	v_and_b32_e32 v13, s7, v15
	v_mad_u32_u24 v11, v12, v13, v11
	v_and_b32_e32 v12, s7, v18
	v_and_b32_e32 v13, s7, v17
	v_mad_u32_u24 v11, v12, v13, v11
	v_and_b32_e32 v11, s7, v11
	v_cmp_eq_u32_e32 vcc, s7, v11
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_1
; %bb.3:                                ;   in Loop: Header=BB1_2 Depth=1
	flat_store_short v[1:2], v10
	s_branch .LBB1_1
.LBB1_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel benchmark_func
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 47
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
	.size	benchmark_func, .Lfunc_end1-benchmark_func
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4736
; NumSgprs: 51
; NumVgprs: 43
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 51
; NumVGPRsForWavesPerEU: 43
; Occupancy: 5
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.hidden	_Z14get_num_groupsj
	.hidden	_Z13get_global_idj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           2
        .type_name:      short
        .value_kind:     by_value
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'short*'
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
    .name:           benchmark_func
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     51
    .sgpr_spill_count: 0
    .symbol:         benchmark_func.kd
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx705
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
