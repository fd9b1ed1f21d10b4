	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx906"
	.protected	search                  ; -- Begin function search
	.globl	search
	.p2align	8
	.type	search,@function
search:                                 ; @search
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_load_dwordx16 s[48:63], s[8:9], 0x0
	s_load_dwordx8 s[64:71], s[8:9], 0x40
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[42:43], s[8:9]
	s_movk_i32 s72, 0x60
	s_add_u32 s34, s42, s72
	s_mov_b32 s33, s16
	s_addc_u32 s35, s43, 0
	s_mov_b32 s45, s14
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0x12400
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
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[1:2], 3, v[0:1]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, T0_C@rel32@lo+4
	s_addc_u32 s5, s5, T0_C@rel32@hi+12
	v_mov_b32_e32 v3, s5
	v_add_co_u32_e32 v1, vcc, s4, v1
	v_addc_co_u32_e32 v2, vcc, v2, v3, vcc
	global_load_dwordx2 v[3:4], v[1:2], off
	v_lshlrev_b32_e32 v42, 3, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v2, 8
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z6rotatemm@rel32@lo+4
	s_addc_u32 s47, s47, _Z6rotatemm@rel32@hi+12
	s_waitcnt vmcnt(0)
	ds_write_b64 v42, v[3:4]
	v_mov_b32_e32 v0, v3
	v_mov_b32_e32 v1, v4
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	ds_write_b64 v42, v[0:1] offset:2048
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z9mem_fencej@rel32@lo+4
	s_addc_u32 s17, s17, _Z9mem_fencej@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v0, s66
	s_xor_b64 s[4:5], s[64:65], s[48:49]
	s_xor_b32 s6, s63, 0x80020000
	s_xor_b32 s7, s52, 0x80
	v_mov_b32_e32 v9, s48
	v_xor_b32_e32 v3, s51, v40
	s_mov_b64 s[64:65], 0
	v_mov_b32_e32 v42, 3
	v_xor_b32_e32 v32, s50, v0
	v_mov_b32_e32 v34, s4
	v_mov_b32_e32 v4, s5
	v_mov_b32_e32 v30, s7
	v_mov_b32_e32 v5, s53
	v_mov_b32_e32 v6, s54
	v_mov_b32_e32 v7, s55
	v_mov_b32_e32 v8, s56
	v_mov_b32_e32 v33, s57
	v_mov_b32_e32 v25, s58
	v_mov_b32_e32 v31, s59
	v_mov_b32_e32 v26, s60
	v_mov_b32_e32 v29, s61
	v_mov_b32_e32 v27, s62
	v_mov_b32_e32 v10, s49
	v_mov_b32_e32 v11, s50
	v_mov_b32_e32 v12, s51
	v_mov_b32_e32 v13, s52
	v_mov_b32_e32 v14, s53
	v_mov_b32_e32 v15, s54
	v_mov_b32_e32 v16, s55
	v_mov_b32_e32 v17, s56
	v_mov_b32_e32 v18, s57
	v_mov_b32_e32 v19, s58
	v_mov_b32_e32 v20, s59
	v_mov_b32_e32 v21, s60
	v_mov_b32_e32 v22, s61
	v_mov_b32_e32 v23, s62
	v_mov_b32_e32 v24, s63
	v_mov_b32_e32 v28, s6
	s_getpc_b64 s[66:67]
	s_add_u32 s66, s66, ROUND_CONSTANTS@rel32@lo+4
	s_addc_u32 s67, s67, ROUND_CONSTANTS@rel32@hi+12
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	buffer_store_dword v9, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v10, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:64 ; 4-byte Folded Spill
	s_add_u32 s34, s42, s72
	s_addc_u32 s35, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v1, v42, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	buffer_store_dword v0, off, s[0:3], 0 offset:196 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:256 ; 4-byte Folded Spill
	ds_read_b64 v[2:3], v0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v3, off, s[0:3], 0 offset:132 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], 0 offset:260 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:272 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:276 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:280 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:284 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:288 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:292 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:300 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:304 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:308 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:316 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:320 ; 4-byte Folded Spill
	v_lshlrev_b32_sdwa v0, v42, v21 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[4:5], v1 offset:2048
	ds_read_b64 v[0:1], v0
	buffer_store_dword v15, off, s[0:3], 0 offset:452 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v16, off, s[0:3], 0 offset:456 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:460 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:464 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:468 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:472 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:476 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:480 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:484 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:488 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:492 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:496 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:500 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:504 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:508 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:512 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:516 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v15, off, s[0:3], 0 offset:520 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:524 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:528 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:532 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:536 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:540 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:544 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:548 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:552 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:556 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:560 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:564 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:568 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:572 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:576 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:580 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v14, off, s[0:3], 0 offset:584 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:588 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:592 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:596 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:600 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:604 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:608 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:612 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:616 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:620 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:624 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:628 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:632 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:636 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:640 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:644 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v14, off, s[0:3], 0 offset:648 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:652 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:656 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:660 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:664 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:668 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:672 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:676 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:680 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:684 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:688 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:692 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:696 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:700 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:704 ; 4-byte Folded Spill
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v0, off, s[0:3], 0 offset:708 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:712 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:716 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:720 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:724 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:728 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:732 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:736 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:740 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:744 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:748 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:752 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:756 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:760 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:764 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:768 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:772 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v17, off, s[0:3], 0 offset:776 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:780 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:784 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:788 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:792 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:796 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:800 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:804 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:808 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:812 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:816 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:820 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:824 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:828 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:832 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:900 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v21, off, s[0:3], 0 offset:904 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:908 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:912 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:916 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:920 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:924 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:928 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:932 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:936 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:940 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:944 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:948 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:952 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:956 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:960 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:1028 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v25, off, s[0:3], 0 offset:1032 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:1036 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:1040 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:1044 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:1048 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:1052 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:1056 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:1060 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:1064 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:1068 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:1072 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:1076 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[0:3], 0 offset:1080 ; 4-byte Folded Spill
	buffer_store_dword v38, off, s[0:3], 0 offset:1084 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[0:3], 0 offset:1088 ; 4-byte Folded Spill
	v_mov_b32_e32 v31, v41
	v_xor_b32_e32 v43, v5, v3
	v_xor_b32_e32 v44, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v0, off, s[0:3], 0 offset:324 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:332 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:336 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:340 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:344 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:348 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:352 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:356 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:364 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:368 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:372 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:376 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:380 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:384 ; 4-byte Folded Spill
	buffer_store_dword v0, off, s[0:3], 0 offset:388 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], 0 offset:392 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[0:3], 0 offset:396 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[0:3], 0 offset:400 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[0:3], 0 offset:404 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[0:3], 0 offset:408 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:412 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:416 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:420 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:424 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:428 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:432 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:436 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:440 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:444 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:448 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:836 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v27, off, s[0:3], 0 offset:840 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:844 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:848 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:852 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:856 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:860 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:864 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:868 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:872 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:876 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[0:3], 0 offset:880 ; 4-byte Folded Spill
	buffer_store_dword v38, off, s[0:3], 0 offset:884 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[0:3], 0 offset:888 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], 0 offset:892 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], 0 offset:896 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:964 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v31, off, s[0:3], 0 offset:968 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:972 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:976 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:980 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:984 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:988 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[0:3], 0 offset:992 ; 4-byte Folded Spill
	buffer_store_dword v38, off, s[0:3], 0 offset:996 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[0:3], 0 offset:1000 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], 0 offset:1004 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], 0 offset:1008 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], 0 offset:1012 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], 0 offset:1016 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], 0 offset:1020 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], 0 offset:1024 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:1092 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v35, off, s[0:3], 0 offset:1096 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:1100 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[0:3], 0 offset:1104 ; 4-byte Folded Spill
	buffer_store_dword v38, off, s[0:3], 0 offset:1108 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[0:3], 0 offset:1112 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[0:3], 0 offset:1116 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], 0 offset:1120 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], 0 offset:1124 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], 0 offset:1128 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], 0 offset:1132 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], 0 offset:1136 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], 0 offset:1140 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], 0 offset:1144 ; 4-byte Folded Spill
	buffer_store_dword v48, off, s[0:3], 0 offset:1148 ; 4-byte Folded Spill
	buffer_store_dword v49, off, s[0:3], 0 offset:1152 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_lshlrev_b32_sdwa v0, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v3, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_add_u32 s4, s64, s66
	s_addc_u32 s5, s65, s67
	s_load_dwordx2 s[4:5], s[4:5], 0x0
	v_xor_b32_e32 v1, v43, v1
	v_xor_b32_e32 v0, v44, v0
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v1, s5, v1
	v_xor_b32_e32 v0, s4, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	s_waitcnt lgkmcnt(0)
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
	v_lshlrev_b32_sdwa v0, v42, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	v_xor_b32_e32 v43, v5, v3
	v_xor_b32_e32 v44, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v6, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v42, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v22, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v25, v43, v1
	v_xor_b32_e32 v24, v44, v0
	v_lshlrev_b32_sdwa v0, v42, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v5, v3
	v_xor_b32_e32 v44, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v22, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v4, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v42, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v22, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v27, v43, v1
	v_xor_b32_e32 v26, v44, v0
	v_lshlrev_b32_sdwa v0, v42, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v5, v3
	v_xor_b32_e32 v44, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v22, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v23, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v5, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v21, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v28, v43, v1
	v_xor_b32_e32 v27, v44, v0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v5, v3
	v_xor_b32_e32 v44, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v21, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v22, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v2, 24
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v5, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v21, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v30, v43, v1
	v_xor_b32_e32 v29, v44, v0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v5, v3
	v_xor_b32_e32 v44, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v21, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v22, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_lshlrev_b32_sdwa v0, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v5, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v21, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v32, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v33, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v34, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v35, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v36, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v32, v43, v1
	v_xor_b32_e32 v31, v44, v0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v5, v3
	v_xor_b32_e32 v44, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v21, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v22, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v32, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_lshlrev_b32_sdwa v0, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v5, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v19 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshlrev_b32_sdwa v4, v42, v17 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v16, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v26, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v28, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v29, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v30, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v31, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v29, v43, v1
	v_xor_b32_e32 v28, v44, v0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v43, v5, v3
	v_xor_b32_e32 v44, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v16, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v17, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v23, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v27, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v28, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v30, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v31, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v31, v41
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_lshlrev_b32_sdwa v0, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:16 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:64 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v4, off, s[0:3], 0 offset:1092 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:1096 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:1100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:1104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:1108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:1140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:1144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:1148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:1152 ; 4-byte Folded Reload
	v_mov_b32_e32 v2, v0
	v_mov_b32_e32 v3, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	buffer_load_dword v4, off, s[0:3], 0 offset:580 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:584 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:588 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:592 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:596 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:600 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:604 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:608 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:612 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:616 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:620 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:624 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:628 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:632 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:636 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:640 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v1, v42, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[4:5], v0
	ds_read_b64 v[6:7], v1 offset:2048
	buffer_load_dword v8, off, s[0:3], 0 offset:516 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:520 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:524 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:528 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:532 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:536 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:540 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:544 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:548 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:552 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:556 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:560 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:564 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:568 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:572 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:576 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v45, v7, v5
	v_xor_b32_e32 v46, v6, v4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	buffer_load_dword v4, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v19, v43, v3
	v_xor_b32_e32 v18, v44, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	buffer_store_dword v4, off, s[0:3], 0 offset:68 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v5, off, s[0:3], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[0:3], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[0:3], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[0:3], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[0:3], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[0:3], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[0:3], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[0:3], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[0:3], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[0:3], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[0:3], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[0:3], 0 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[0:3], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[0:3], 0 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[0:3], 0 offset:128 ; 4-byte Folded Spill
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v45, v1
	v_xor_b32_e32 v44, v46, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:456 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:460 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:464 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:468 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:472 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:476 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:480 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:484 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:488 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:492 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:496 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:500 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:504 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:508 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:512 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:1028 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:1032 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:1036 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:1040 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:1044 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:1048 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:1052 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:1056 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:1060 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1064 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1068 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1072 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1076 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1080 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1084 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1088 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:368 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:384 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:320 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v43, v43, v1
	v_xor_b32_e32 v44, v44, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:256 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_lshlrev_b32_sdwa v0, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v2, off, s[0:3], 0 offset:964 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:968 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:972 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:976 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:980 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:984 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:988 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:992 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:996 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1000 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1004 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1008 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1012 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1016 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:1020 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:1024 ; 4-byte Folded Reload
	v_xor_b32_e32 v44, v44, v0
	v_xor_b32_e32 v43, v43, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	buffer_load_dword v3, off, s[0:3], 0 offset:1092 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:1096 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:1100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:1104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:1108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:1112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:1144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:1148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:1152 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v4, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v6, off, s[0:3], 0 offset:580 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:584 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:588 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:592 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:596 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:600 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:604 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:608 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:612 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:616 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:620 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:624 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:628 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:632 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:636 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:640 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v45, v5, v3
	v_xor_b32_e32 v46, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v20 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v45, v45, v1
	v_xor_b32_e32 v46, v46, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:516 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:520 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:524 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:528 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:532 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:536 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:540 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:544 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:548 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:552 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:556 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:560 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:564 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:568 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:572 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:576 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v45, v45, v1
	v_xor_b32_e32 v46, v46, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:900 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:904 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:908 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:912 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:916 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:920 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:924 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:928 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:932 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:936 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:940 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:944 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:948 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:952 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:956 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:960 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v45, v45, v1
	v_xor_b32_e32 v46, v46, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:1028 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:1032 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:1036 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:1040 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:1044 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:1048 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:1052 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:1056 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:1060 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1064 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1068 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1072 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1076 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1080 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1084 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1088 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v45, v45, v1
	v_xor_b32_e32 v46, v46, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:368 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:384 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v45, v45, v1
	v_xor_b32_e32 v47, v46, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:320 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v2, off, s[0:3], 0 offset:836 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:840 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:844 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:848 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:852 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:856 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:860 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:864 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:868 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:872 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:876 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:880 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:884 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:888 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:892 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:896 ; 4-byte Folded Reload
	v_xor_b32_e32 v46, v45, v1
	v_xor_b32_e32 v45, v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	buffer_load_dword v3, off, s[0:3], 0 offset:964 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:968 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:972 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:976 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:980 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:984 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:988 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:992 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:996 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1000 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1004 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1008 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1012 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:1016 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:1020 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:1024 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v4, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v6, off, s[0:3], 0 offset:1092 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:1096 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:1100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:1132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:1136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:1140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:1144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:1148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:1152 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v47, v5, v3
	v_xor_b32_e32 v56, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v47, v47, v1
	v_xor_b32_e32 v56, v56, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:580 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:584 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:588 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:592 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:596 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:600 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:604 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:608 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:612 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:616 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:620 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:624 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:628 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:632 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:636 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:640 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v47, v47, v1
	v_xor_b32_e32 v56, v56, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:772 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:776 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:780 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:784 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:788 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:792 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:796 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:800 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:804 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:808 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:812 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:816 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:820 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:824 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:828 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:832 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v47, v47, v1
	v_xor_b32_e32 v56, v56, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:900 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:904 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:908 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:912 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:916 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:920 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:924 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:928 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:932 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:936 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:940 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:944 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:948 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:952 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:956 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:960 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v47, v47, v1
	v_xor_b32_e32 v56, v56, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:1028 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:1032 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:1036 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:1040 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:1044 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:1048 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:1052 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:1056 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:1060 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1064 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1068 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1072 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1076 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1080 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1084 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1088 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v47, v47, v1
	v_xor_b32_e32 v57, v56, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:368 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:384 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v2, off, s[0:3], 0 offset:708 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:712 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:716 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:720 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:724 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:728 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:732 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:736 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:740 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:744 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:748 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:752 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:756 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:760 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:764 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:768 ; 4-byte Folded Reload
	v_xor_b32_e32 v56, v47, v1
	v_xor_b32_e32 v47, v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	buffer_load_dword v3, off, s[0:3], 0 offset:836 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:840 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:844 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:848 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:852 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:856 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:860 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:864 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:868 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:872 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:876 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:880 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:884 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:888 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:892 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:896 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v4, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v6, off, s[0:3], 0 offset:964 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:968 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:972 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:976 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:980 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:984 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:988 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:992 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:996 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1000 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:1004 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:1008 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:1012 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:1016 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:1020 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:1024 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v57, v5, v3
	v_xor_b32_e32 v58, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v57, v57, v1
	v_xor_b32_e32 v58, v58, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:1092 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:1096 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:1100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:1104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:1108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:1112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:1116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:1120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:1124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1128 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1132 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1140 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1144 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1148 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1152 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v57, v57, v1
	v_xor_b32_e32 v58, v58, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:644 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:648 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:652 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:656 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:660 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:664 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:668 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:672 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:676 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:680 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:684 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:688 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:692 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:696 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:700 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:704 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v57, v57, v1
	v_xor_b32_e32 v58, v58, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:772 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:776 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:780 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:784 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:788 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:792 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:796 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:800 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:804 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:808 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:812 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:816 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:820 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:824 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:828 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:832 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v57, v57, v1
	v_xor_b32_e32 v58, v58, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:900 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:904 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:908 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:912 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:916 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:920 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:924 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:928 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:932 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:936 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:940 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:944 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:948 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:952 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:956 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:960 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v57, v57, v1
	v_xor_b32_e32 v59, v58, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:1028 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:1032 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:1036 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:1040 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:1044 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:1048 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:1052 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:1056 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:1060 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1064 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1068 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1072 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1076 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1080 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1084 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1088 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v2, off, s[0:3], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:396 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:400 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:416 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:432 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:448 ; 4-byte Folded Reload
	v_xor_b32_e32 v58, v57, v1
	v_xor_b32_e32 v57, v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	buffer_load_dword v3, off, s[0:3], 0 offset:708 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:712 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:716 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:720 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:724 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:728 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:732 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:736 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:740 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:744 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:748 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:752 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:756 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:760 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:764 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:768 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v4, v42, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v6, off, s[0:3], 0 offset:836 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:840 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:844 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:848 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:852 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:856 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:860 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:864 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:868 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:872 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:876 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:880 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:884 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:888 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:892 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:896 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v59, v5, v3
	v_xor_b32_e32 v60, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v59, v59, v1
	v_xor_b32_e32 v60, v60, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:964 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:968 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:972 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:976 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:980 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:984 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:988 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:992 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:996 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:1000 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:1004 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:1008 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:1012 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:1016 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:1020 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:1024 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v2, 24
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v59, v59, v1
	v_xor_b32_e32 v60, v60, v0
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
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v59, v59, v1
	v_xor_b32_e32 v60, v60, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:644 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:648 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:652 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:656 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:660 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:664 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:668 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:672 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:676 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:680 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:684 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:688 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:692 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:696 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:700 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:704 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v59, v59, v1
	v_xor_b32_e32 v60, v60, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:772 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:776 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:780 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:784 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:788 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:792 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:796 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:800 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:804 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:808 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:812 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:816 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:820 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:824 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:828 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:832 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v59, v59, v1
	v_xor_b32_e32 v60, v60, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:900 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:904 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:908 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:912 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:916 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:920 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:924 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:928 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:932 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:936 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:940 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:944 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:948 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:952 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:956 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:960 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v2, off, s[0:3], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:456 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:460 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:464 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:468 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:472 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:476 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:480 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:484 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:488 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:492 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:496 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:500 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:504 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:508 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:512 ; 4-byte Folded Reload
	v_xor_b32_e32 v60, v60, v0
	v_xor_b32_e32 v59, v59, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	buffer_load_dword v3, off, s[0:3], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:396 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:400 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:416 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:432 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:448 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v4, v42, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v6, off, s[0:3], 0 offset:708 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:712 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:716 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:720 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:724 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:728 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:732 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:736 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:740 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:744 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:748 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:752 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:756 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:760 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:764 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:768 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v61, v5, v3
	v_xor_b32_e32 v62, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v61, v61, v1
	v_xor_b32_e32 v62, v62, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:836 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:840 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:844 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:848 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:852 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:856 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:860 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:864 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:868 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:872 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:876 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:880 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:884 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:888 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:892 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:896 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v61, v61, v1
	v_xor_b32_e32 v62, v62, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:256 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_lshlrev_b32_sdwa v0, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v61, v61, v1
	v_xor_b32_e32 v62, v62, v0
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
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v61, v61, v1
	v_xor_b32_e32 v62, v62, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:644 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:648 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:652 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:656 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:660 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:664 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:668 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:672 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:676 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:680 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:684 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:688 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:692 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:696 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:700 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:704 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v61, v61, v1
	v_xor_b32_e32 v62, v62, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:772 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:776 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:780 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:784 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:788 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:792 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:796 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:800 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:804 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:808 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:812 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:816 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:820 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:824 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:828 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:832 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v2, off, s[0:3], 0 offset:516 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:520 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:524 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:528 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:532 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:536 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:540 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:544 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:548 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:552 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:556 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:560 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:564 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:568 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:572 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:576 ; 4-byte Folded Reload
	v_xor_b32_e32 v62, v62, v0
	v_xor_b32_e32 v61, v61, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	buffer_load_dword v3, off, s[0:3], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:456 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:460 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:464 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:468 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:472 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:476 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:480 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:484 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:488 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:492 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:496 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:500 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:504 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:508 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:512 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v4, v42, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v6, off, s[0:3], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:396 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:400 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:416 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:432 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:448 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v63, v5, v3
	v_xor_b32_e32 v72, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v63, v63, v1
	v_xor_b32_e32 v72, v72, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:708 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:712 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:716 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:720 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:724 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:728 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:732 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:736 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:740 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:744 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:748 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:752 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:756 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:760 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:764 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:768 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v63, v63, v1
	v_xor_b32_e32 v72, v72, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:320 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v63, v63, v1
	v_xor_b32_e32 v72, v72, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:256 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_lshlrev_b32_sdwa v0, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v63, v63, v1
	v_xor_b32_e32 v72, v72, v0
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
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v63, v63, v1
	v_xor_b32_e32 v72, v72, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:644 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:648 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:652 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:656 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:660 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:664 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:668 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:672 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:676 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:680 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:684 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:688 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:692 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:696 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:700 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:704 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v2, off, s[0:3], 0 offset:580 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:584 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:588 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:592 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:596 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:600 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:604 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:608 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:612 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:616 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:620 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:624 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:628 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:632 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:636 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:640 ; 4-byte Folded Reload
	v_xor_b32_e32 v72, v72, v0
	v_xor_b32_e32 v63, v63, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v2, v42, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	buffer_load_dword v3, off, s[0:3], 0 offset:516 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:520 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:524 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:528 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:532 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:536 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:540 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:544 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:548 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:552 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:556 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:560 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:564 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:568 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:572 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:576 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v4, v42, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[2:3], v2
	ds_read_b64 v[4:5], v4 offset:2048
	buffer_load_dword v6, off, s[0:3], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:456 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:460 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:464 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:468 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:472 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:476 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:480 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:484 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:488 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:492 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:496 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:500 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:504 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:508 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:512 ; 4-byte Folded Reload
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v73, v5, v3
	v_xor_b32_e32 v74, v4, v2
	v_mov_b32_e32 v2, 16
	v_mov_b32_e32 v3, 0
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_sdwa v0, v42, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v73, v73, v1
	v_xor_b32_e32 v74, v74, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:396 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:400 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:416 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:432 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:448 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 24
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v73, v73, v1
	v_xor_b32_e32 v74, v74, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:324 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:332 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:340 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:348 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:368 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:384 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v73, v73, v1
	v_xor_b32_e32 v74, v74, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:260 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:268 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:276 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:284 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:292 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:300 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:304 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:308 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:316 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:320 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 40
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v73, v73, v1
	v_xor_b32_e32 v74, v74, v0
	buffer_load_dword v0, off, s[0:3], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[0:3], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v2, off, s[0:3], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[0:3], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v4, off, s[0:3], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[0:3], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v6, off, s[0:3], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[0:3], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v8, off, s[0:3], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v9, off, s[0:3], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:244 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:252 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:256 ; 4-byte Folded Reload
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 48
	v_lshlrev_b32_sdwa v0, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	ds_read_b64 v[0:1], v0
	v_mov_b32_e32 v3, 0
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v73, v73, v1
	v_xor_b32_e32 v74, v74, v0
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
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, 56
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_sdwa v0, v42, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	ds_read_b64 v[0:1], v0
	s_swappc_b64 s[30:31], s[46:47]
	buffer_load_dword v9, off, s[0:3], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v10, off, s[0:3], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v11, off, s[0:3], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v12, off, s[0:3], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v13, off, s[0:3], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[0:3], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v16, off, s[0:3], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v17, off, s[0:3], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v18, off, s[0:3], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[0:3], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v20, off, s[0:3], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[0:3], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v22, off, s[0:3], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v23, off, s[0:3], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v24, off, s[0:3], 0 offset:128 ; 4-byte Folded Reload
	s_add_u32 s64, s64, 8
	v_xor_b32_e32 v1, v73, v1
	v_xor_b32_e32 v0, v74, v0
	s_addc_u32 s65, s65, 0
	s_cmpk_eq_i32 s64, 0x50
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v43, v10
	v_xor_b32_e32 v34, v44, v9
	v_xor_b32_e32 v3, v46, v12
	v_xor_b32_e32 v32, v45, v11
	v_xor_b32_e32 v5, v56, v14
	v_xor_b32_e32 v30, v47, v13
	v_xor_b32_e32 v7, v58, v16
	v_xor_b32_e32 v6, v57, v15
	v_xor_b32_e32 v33, v59, v18
	v_xor_b32_e32 v8, v60, v17
	v_xor_b32_e32 v31, v61, v20
	v_xor_b32_e32 v25, v62, v19
	v_xor_b32_e32 v29, v63, v22
	v_xor_b32_e32 v26, v72, v21
	v_xor_b32_e32 v28, v1, v24
	v_xor_b32_e32 v27, v0, v23
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_xor_b64 s[4:5], s[58:59], s[54:55]
	v_xor_b32_e32 v0, s5, v7
	v_xor_b32_e32 v2, s4, v6
	v_xor_b32_e32 v1, v0, v31
	v_xor_b32_e32 v0, v2, v25
	v_cmp_ge_u64_e32 vcc, s[70:71], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_add_u32 s15, s68, 0x3fc
	s_addc_u32 s18, s69, 0
	s_mov_b32 s4, 0x10203
	s_add_u32 s8, s42, 0x60
	v_perm_b32 v40, 0, v40, s4
	s_addc_u32 s9, s43, 0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v41
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s18
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s69
	v_add_co_u32_e32 v0, vcc, s68, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v40, off
.LBB0_4:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel search
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 17552
		.amdhsa_kernarg_size 152
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
		.amdhsa_next_free_vgpr 75
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
.Lfunc_end0:
	.size	search, .Lfunc_end0-search
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 34724
; NumSgprs: 79
; NumVgprs: 75
; ScratchSize: 17552
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 18
; NumSGPRsForWavesPerEU: 79
; NumVGPRsForWavesPerEU: 75
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.type	T0_C,@object                    ; @T0_C
	.section	.rodata,#alloc
	.p2align	3
T0_C:
	.quad	-2868660196197001192            ; 0xd83078c018601818
	.quad	2758084258417091363             ; 0x2646af05238c2323
	.quad	-5147058576220502330            ; 0xb891f97ec63fc6c6
	.quad	-302463468667672344             ; 0xfbcd6f13e887e8e8
	.quad	-3813527109395642489            ; 0xcb13a14c87268787
	.quad	1255768352196573368             ; 0x116d62a9b8dab8b8
	.quad	649086828229689601              ; 0x902050801040101
	.quad	981342999887826767              ; 0xd9e6e424f214f4f
	.quad	-7247155272629078474            ; 0x9b6ceead36d83636
	.quad	-49253337830087002              ; 0xff510459a6a2a6a6
	.quad	916972763857539794              ; 0xcb9bdded26fd2d2
	.quad	1078338315011487221             ; 0xef706fbf5f3f5f5
	.quad	-7569846257624450695            ; 0x96f280ef79f97979
	.quad	3521478867940372335             ; 0x30dece5f6fa16f6f
	.quad	7872274541718704529             ; 0x6d3feffc917e9191
	.quad	-530290428015717806             ; 0xf8a407aa52555252
	.quad	5170410717787807840             ; 0x47c0fd27609d6060
	.quad	3847611790607957180             ; 0x35657689bccabcbc
	.quad	3975497237308808091             ; 0x372bcdac9b569b9b
	.quad	-8502360670308495730            ; 0x8a018c048e028e8e
	.quad	-3289011525041871965            ; 0xd25b1571a3b6a3a3
	.quad	7789041938756275212             ; 0x6c183c600c300c0c
	.quad	-8865745986531525765            ; 0x84f68aff7bf17b7b
	.quad	-9193287520915016395            ; 0x806ae1b535d43535
	.quad	-776191540120511203             ; 0xf53a69e81d741d1d
	.quad	-5486150345490439968            ; 0xb3dd4753e0a7e0e0
	.quad	2428474800259979223             ; 0x21b3acf6d77bd7d7
	.quad	-7162432741115444542            ; 0x9c99ed5ec22fc2c2
	.quad	4853919894077976110             ; 0x435c966d2eb82e2e
	.quad	2996717164648549195             ; 0x29967a624b314b4b
	.quad	6764725103526674174             ; 0x5de121a3fedffefe
	.quad	-3049475148617787561            ; 0xd5ae168257415757
	.quad	-4815964661351181035            ; 0xbd2a41a815541515
	.quad	-1662190416427911305            ; 0xe8eeb69f77c17777
	.quad	-7895114001894590665            ; 0x926eeba537dc3737
	.quad	-7001032005589408283            ; 0x9ed7567be5b3e5e5
	.quad	1379185108896358303             ; 0x1323d98c9f469f9f
	.quad	2593255159482544368             ; 0x23fd17d3f0e7f0f0
	.quad	2347641400255138378             ; 0x20947f6a4a354a4a
	.quad	4947650175143238362             ; 0x44a9959eda4fdada
	.quad	-6723832486507489192            ; 0xa2b025fa587d5858
	.quad	-3490349055697761847            ; 0xcf8fca06c903c9c9
	.quad	8958378005703698729             ; 0x7c528d5529a42929
	.quad	6490850690110851594             ; 0x5a1422500a280a0a
	.quad	5800442675848982961             ; 0x507f4fe1b1feb1b1
	.quad	-3936961458281471840            ; 0xc95d1a69a0baa0a0
	.quad	1501627766577130347             ; 0x14d6da7f6bb16b6b
	.quad	-2803583829155084923            ; 0xd917ab5c852e8585
	.quad	4352574565949291965             ; 0x3c677381bdcebdbd
	.quad	-8090095702502711971            ; 0x8fba34d25d695d5d
	.quad	-8061354822034518000            ; 0x9020508010401010
	.quad	573368873881433332              ; 0x7f503f3f4f7f4f4
	.quad	-2482679565436335157            ; 0xdd8bc016cb0bcbcb
	.quad	-3207470112328630722            ; 0xd37cc6ed3ef83e3e
	.quad	3245425345055425797             ; 0x2d0a112805140505
	.quad	8705148152308655975             ; 0x78cee61f67816767
	.quad	-7506001446719462172            ; 0x97d55373e4b7e4e4
	.quad	166276004512016167              ; 0x24ebb25279c2727
	.quad	8323312034197881153             ; 0x7382583241194141
	.quad	-6409856829994136693            ; 0xa70b9d2c8b168b8b
	.quad	-697212067095599193             ; 0xf6530151a7a6a7a7
	.quad	-5549959971889119875            ; 0xb2fa94cf7de97d7d
	.quad	5275962413306254741             ; 0x4937fbdc956e9595
	.quad	6245823694095505624             ; 0x56ad9f8ed847d8d8
	.quad	8136650529557969915             ; 0x70eb308bfbcbfbfb
	.quad	-3620488226287915282            ; 0xcdc17123ee9feeee
	.quad	-4902007908412326788            ; 0xbbf891c77ced7c7c
	.quad	8200178711178602086             ; 0x71cce31766856666
	.quad	8910247235104792029             ; 0x7ba78ea6dd53dddd
	.quad	-5823634014105495785            ; 0xaf2e4bb8175c1717
	.quad	5012020410905085767             ; 0x458e460247014747
	.quad	1883028581366537886             ; 0x1a21dc849e429e9e
	.quad	-3131755329829745974            ; 0xd489c51eca0fcaca
	.quad	6366569751798623533             ; 0x585a99752db42d2d
	.quad	3342649015333732287             ; 0x2e637991bfc6bfbf
	.quad	4543599001514804999             ; 0x3f0e1b38071c0707
	.quad	-6032814685725741651            ; 0xac472301ad8eadad
	.quad	-5713889343639823782            ; 0xb0b42fea5a755a5a
	.quad	-1217179796611103869            ; 0xef1bb56c83368383
	.quad	-5303270563617426637            ; 0xb666ff8533cc3333
	.quad	6685297050945413987             ; 0x5cc6f23f63916363
	.quad	1298173656459379202             ; 0x12040a1002080202
	.quad	-7833668256508237142            ; 0x93493839aa92aaaa
	.quad	-2386159381070122639            ; 0xdee2a8af71d97171
	.quad	-4139424820091172664            ; 0xc68dcf0ec807c8c8
	.quad	-3372494872574158567            ; 0xd1327dc819641919
	.quad	4292617030994577737             ; 0x3b92707249394949
	.quad	6894899458488916441             ; 0x5faf9a86d943d9d9
	.quad	3600942104491062002             ; 0x31f91dc3f2eff2f2
	.quad	-6279345764658584605            ; 0xa8db484be3abe3e3
	.quad	-5064813579246412965            ; 0xb9b62ae25b715b5b
	.quad	-4896096465562466168            ; 0xbc0d9234881a8888
	.quad	4479331913685965466             ; 0x3e29c8a49a529a9a
	.quad	814234733777528358              ; 0xb4cbe2d26982626
	.quad	-4655320630444936654            ; 0xbf64fa8d32c83232
	.quad	6448392609021472944             ; 0x597d4ae9b0fab0b0
	.quad	-950424328237487639             ; 0xf2cf6a1be983e9e9
	.quad	8583354530559430415             ; 0x771e33780f3c0f0f
	.quad	3726630727026202069             ; 0x33b7a6e6d573d5d5
	.quad	-856323344600235904             ; 0xf41dba74803a8080
	.quad	2837686239992397502             ; 0x27617c99bec2bebe
	.quad	-1474966094709797427            ; 0xeb87de26cd13cdcd
	.quad	-8545328791649504204            ; 0x8968e4bd34d03434
	.quad	3643541266601166920             ; 0x3290757a483d4848
	.quad	6116773040049881087             ; 0x54e324abffdbffff
	.quad	-8217785126961710470            ; 0x8df48ff77af57a7a
	.quad	7223187713489014928             ; 0x643deaf4907a9090
	.quad	-7080152559635046561            ; 0x9dbe3ec25f615f5f
	.quad	4413703681782849568             ; 0x3d40a01d20802020
	.quad	1139645345840326760             ; 0xfd0d56768bd6868
	.quad	-3876347141137360358            ; 0xca3472d01a681a1a
	.quad	-5241860002468942162            ; 0xb7412c19ae82aeae
	.quad	9040236047432856756             ; 0x7d755ec9b4eab4b4
	.quad	-3555563755178994604            ; 0xcea8199a544d5454
	.quad	9168174270691840915             ; 0x7f3be5ec93769393
	.quad	3406034191589581346             ; 0x2f44aa0d22882222
	.quad	7190253023058027620             ; 0x63c8e907648d6464
	.quad	3098215804519576049             ; 0x2aff12dbf1e3f1f1
	.quad	-3682076702163242125            ; 0xcce6a2bf73d17373
	.quad	-9069024174788832750            ; 0x82245a9012481212
	.quad	8827157774411317312             ; 0x7a805d3a401d4040
	.quad	5192694625837516808             ; 0x4810284008200808
	.quad	-7666278481328880701            ; 0x959be856c32bc3c3
	.quad	-2322314569896694548            ; 0xdfc57b33ec97ecec
	.quad	5596725939536649179             ; 0x4dab9096db4bdbdb
	.quad	-4584911391453961823            ; 0xc05f1f61a1bea1a1
	.quad	-7996278454724162163            ; 0x9107831c8d0e8d8d
	.quad	-4000663263821677251            ; 0xc87ac9f53df43d3d
	.quad	6571862142279391127             ; 0x5b33f1cc97669797
	.quad	0                               ; 0x0
	.quad	-467296604448370737             ; 0xf983d436cf1bcfcf
	.quad	7950690923324386091             ; 0x6e5687452bac2b2b
	.quad	-2167159857557965194            ; 0xe1ecb39776c57676
	.quad	-1866266624840793470            ; 0xe619b06482328282
	.quad	2932311744380393174             ; 0x28b1a9fed67fd6d6
	.quad	-4380181817514517733            ; 0xc33677d81b6c1b1b
	.quad	8392277318167344565             ; 0x74775bc1b5eeb5b5
	.quad	-4736897227127607377            ; 0xbe432911af86afaf
	.quad	2149588626146945642             ; 0x1dd4df776ab56a6a
	.quad	-1540215978697338800            ; 0xeaa00dba505d5050
	.quad	6307937869437158725             ; 0x578a4c1245094545
	.quad	4105902749528093683             ; 0x38fb18cbf3ebf3f3
	.quad	-5953494149465362384            ; 0xad60f09d30c03030
	.quad	-4268440289764708369            ; 0xc4c3742bef9befef
	.quad	-2702507336987295937            ; 0xda7ec3e53ffc3f3f
	.quad	-4059400699299408555            ; 0xc7aa1c9255495555
	.quad	-2641061591869381982            ; 0xdb591079a2b2a2a2
	.quad	-1600637125058893078            ; 0xe9c96503ea8feaea
	.quad	7695222464188081509             ; 0x6acaec0f65896565
	.quad	245842801581013690              ; 0x36968b9bad2baba
	.quad	5358882669419310895             ; 0x4a5e93652fbc2f2f
	.quad	-8170119823562915648            ; 0x8e9de74ec027c0c0
	.quad	6962989155666091742             ; 0x60a181bede5fdede
	.quad	-272348067650331620             ; 0xfc386ce01c701c1c
	.quad	5109103687227407869             ; 0x46e72ebbfdd3fdfd
	.quad	2277242866233855309             ; 0x1f9a64524d294d4d
	.quad	8519087442462151314             ; 0x7639e0e492729292
	.quad	-366273095334791819             ; 0xfaeabc8f75c97575
	.quad	3894520969378137606             ; 0x360c1e3006180606
	.quad	-5906022153616979318            ; 0xae0998248a128a8a
	.quad	5438449466219868850             ; 0x4b7940f9b2f2b2b2
	.quad	-8804157510924638490            ; 0x85d15963e6bfe6e6
	.quad	9087198003029609998             ; 0x7e1c36700e380e0e
	.quad	-1783878485060870369            ; 0xe73e63f81f7c1f1f
	.quad	6180336405908382306             ; 0x55c4f73762956262
	.quad	4230467671146616020             ; 0x3ab5a3eed477d4d4
	.quad	-9129585715106371416            ; 0x814d3229a89aa8a8
	.quad	5922784110142723734             ; 0x5231f4c496629696
	.quad	7128981176735496697             ; 0x62ef3a9bf9c3f9f9
	.quad	-6658582602788387387            ; 0xa397f666c533c5c5
	.quad	1173945494705284389             ; 0x104ab13525942525
	.quad	-6074756722114078375            ; 0xabb220f259795959
	.quad	-3452661861291752316            ; 0xd015ae54842a8484
	.quad	-4187037347200273806            ; 0xc5e4a7b772d57272
	.quad	-1408819825544513223            ; 0xec72ddd539e43939
	.quad	1628158305747422284             ; 0x1698615a4c2d4c4c
	.quad	-7729237120121479586            ; 0x94bc3bca5e655e5e
	.quad	-6921885398054635400            ; 0x9ff085e778fd7878
	.quad	-1913791396978870216            ; 0xe570d8dd38e03838
	.quad	-7492434982253982580            ; 0x980586148c0a8c8c
	.quad	1711282950410326481             ; 0x17bfb2c6d163d1d1
	.quad	-1993111933507689051            ; 0xe4570b41a5aea5a5
	.quad	-6784306409695616286            ; 0xa1d94d43e2afe2e2
	.quad	5675371362824839521             ; 0x4ec2f82f61996161
	.quad	4790499533047378867             ; 0x427b45f1b3f6b3b3
	.quad	3765753748610359585             ; 0x3442a51521842121
	.quad	587111260207357084              ; 0x825d6949c4a9c9c
	.quad	-1280035012590690786            ; 0xee3c66f01e781e1e
	.quad	7027394575665808195             ; 0x6186522243114343
	.quad	-5650895520340916281            ; 0xb193fc76c73bc7c7
	.quad	5757055750704200956             ; 0x4fe52bb3fcd7fcfc
	.quad	2596347312918758404             ; 0x2408142004100404
	.quad	-2044061718910774959            ; 0xe3a208b251595151
	.quad	2679579916149627289             ; 0x252fc7bc995e9999
	.quad	2511535587633753453             ; 0x22dac44f6da96d6d
	.quad	7285198466286095629             ; 0x651a39680d340d0d
	.quad	8784611389127785210             ; 0x79e93583facffafa
	.quad	7612073716152524767             ; 0x69a384b6df5bdfdf
	.quad	-6197907637319401858            ; 0xa9fc9bd77ee57e7e
	.quad	1821904223970796580             ; 0x1948b43d24902424
	.quad	-110663898710131909             ; 0xfe76d7c53bec3b3b
	.quad	-7328696685073880149            ; 0x9a4b3d31ab96abab
	.quad	-1116381164934803762            ; 0xf081d13ece1fcece
	.quad	-7412267993804828399            ; 0x9922558811441111
	.quad	-9006204142778675313            ; 0x8303890c8f068f8f
	.quad	332258439401393742              ; 0x49c6b4a4e254e4e
	.quad	7382334175365740471             ; 0x667351d1b7e6b7b7
	.quad	-2248597984628708373            ; 0xe0cb600beb8bebeb
	.quad	-4505626039163012036            ; 0xc178ccfd3cf03c3c
	.quad	-207236516370546303             ; 0xfd1fbf7c813e8181
	.quad	4626884381169587348             ; 0x4035fed4946a9494
	.quad	2086025260020004855             ; 0x1cf30cebf7fbf7f7
	.quad	1760739923630930361             ; 0x186f67a1b9deb9b9
	.quad	-8419937346559143149            ; 0x8b265f98134c1313
	.quad	5861606976457288748             ; 0x51589c7d2cb02c2c
	.quad	413127023644103635              ; 0x5bbb8d6d36bd3d3
	.quad	-8299188069794584601            ; 0x8cd35c6be7bbe7e7
	.quad	4169430931417165422             ; 0x39dccb576ea56e6e
	.quad	-6154745658667973436            ; 0xaa95f36ec437c4c4
	.quad	1947260484689068803             ; 0x1b060f18030c0303
	.quad	-2545638204497373610            ; 0xdcac138a56455656
	.quad	6811774813557572676             ; 0x5e88491a440d4444
	.quad	-6845859700796194945            ; 0xa0fe9edf7fe17f7f
	.quad	-8624614143672014423            ; 0x884f3721a99ea9a9
	.quad	7445719351890029098             ; 0x6754824d2aa82a2a
	.quad	750814373015370683              ; 0xa6b6db1bbd6bbbb
	.quad	-8673965563776351807            ; 0x879fe246c123c1c1
	.quad	-1034136168229153965            ; 0xf1a602a253515353
	.quad	8261162674618359004             ; 0x72a58baedc57dcdc
	.quad	5987016013733694219             ; 0x531627580b2c0b0b
	.quad	83267787737177501               ; 0x127d39c9d4e9d9d
	.quad	3159487651110546540             ; 0x2bd8c1476cad6c6c
	.quad	-6601444082637852367            ; 0xa462f59531c43131
	.quad	-871242536464845708             ; 0xf3e8b98774cd7474
	.quad	1581055818889950966             ; 0x15f109e3f6fff6f6
	.quad	5515857355025499718             ; 0x4c8c430a46054646
	.quad	-6537777461067076436            ; 0xa5452609ac8aacac
	.quad	-5399931141939623543            ; 0xb50f973c891e8989
	.quad	-5465042693487848428            ; 0xb42844a014501414
	.quad	-4981189700453408287            ; 0xbadf425be1a3e1e1
	.quad	-6472712046242163178            ; 0xa62c4eb016581616
	.quad	-615635470144488902             ; 0xf774d2cd3ae83a3a
	.quad	491684486270511465              ; 0x6d2d06f69b96969
	.quad	4688859949460359433             ; 0x41122d4809240909
	.quad	-2891120026107154320            ; 0xd7e0ada770dd7070
	.quad	8030292904631252662             ; 0x6f7154d9b6e2b6b6
	.quad	2215128690623762640             ; 0x1ebdb7ced067d0d0
	.quad	-2970266633373487635            ; 0xd6c77e3bed93eded
	.quad	-2124050655196230452            ; 0xe285db2ecc17cccc
	.quad	7531240315879244354             ; 0x6884572a42154242
	.quad	3183414592526784664             ; 0x2c2dc2b4985a9898
	.quad	-1345153204242176860            ; 0xed550e49a4aaa4a4
	.quad	8453406434269341736             ; 0x7550885d28a02828
	.quad	-8739180262989144996            ; 0x86b831da5c6d5c5c
	.quad	7776942036305311992             ; 0x6bed3f93f8c7f8f8
	.quad	-4462605141532309882            ; 0xc211a44486228686
	.size	T0_C, 2048

	.type	ROUND_CONSTANTS,@object         ; @ROUND_CONSTANTS
	.p2align	3
ROUND_CONSTANTS:
	.quad	5693034297838412568             ; 0x4f01b887e8c62318
	.quad	5949659152339084854             ; 0x52916f79f5d2a636
	.quad	3853687802757364832             ; 0x357b0ca38e9bbc60
	.quad	6340587989593743389             ; 0x57fe4b2ec2d7e01d
	.quad	-2717094855628589291            ; 0xda4af09fe5377715
	.quad	-8832789561916929704            ; 0x856ba0b10a29c958
	.quad	7423408606484127165             ; 0x67053ecbf4105dbd
	.quad	-2840225831437916188            ; 0xd8957da78b4127e4
	.quad	-7041633252695806213            ; 0x9e4717dd667ceefb
	.quad	3711910217089232330             ; 0x33835aad07bf2dca
	.size	ROUND_CONSTANTS, 80

	.hidden	_Z13get_global_idj
	.hidden	_Z12get_local_idj
	.hidden	_Z6rotatemm
	.hidden	_Z9mem_fencej
	.hidden	_Z10atomic_incPU3AS1Vj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           64
        .type_name:      ulong8
        .value_kind:     by_value
      - .offset:         64
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         72
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .address_space:  global
        .offset:         80
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         88
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         120
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         128
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         136
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         144
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 64
    .kernarg_segment_size: 152
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           search
    .private_segment_fixed_size: 17552
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     79
    .sgpr_spill_count: 0
    .symbol:         search.kd
    .vgpr_count:     75
    .vgpr_spill_count: 400
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx906
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
