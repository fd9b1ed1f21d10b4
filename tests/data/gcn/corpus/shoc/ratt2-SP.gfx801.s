	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx801"
	.protected	ratt2_kernel            ; -- Begin function ratt2_kernel
	.globl	ratt2_kernel
	.p2align	8
	.type	ratt2_kernel,@function
ratt2_kernel:                           ; @ratt2_kernel
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_load_dwordx8 s[44:51], s[8:9], 0x0
	s_load_dword s52, s[8:9], 0x20
	s_addc_u32 s1, s1, 0
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s8, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s9, 0
	v_or_b32_e32 v40, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s43, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s42, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_lshlrev_b64 v[56:57], 2, v[0:1]
	v_mov_b32_e32 v1, s45
	v_add_u32_e32 v0, vcc, s44, v56
	v_addc_u32_e32 v1, vcc, v1, v57, vcc
	flat_load_dword v0, v[0:1]
	v_mov_b32_e32 v1, s51
	v_add_u32_e32 v58, vcc, s50, v56
	v_addc_u32_e32 v59, vcc, v1, v57, vcc
	s_movk_i32 s51, 0x2000
	v_add_u32_e32 v72, vcc, s51, v58
	v_addc_u32_e32 v73, vcc, 0, v59, vcc
	s_movk_i32 s53, 0x4000
	v_add_u32_e32 v41, vcc, s53, v58
	v_addc_u32_e32 v42, vcc, 0, v59, vcc
	flat_load_dword v1, v[72:73]
	flat_load_dword v2, v[41:42]
	s_movk_i32 s50, 0x1000
	v_add_u32_e32 v43, vcc, s50, v58
	v_addc_u32_e32 v44, vcc, 0, v59, vcc
	s_movk_i32 s54, 0x3000
	v_add_u32_e32 v60, vcc, s54, v58
	v_addc_u32_e32 v61, vcc, 0, v59, vcc
	flat_load_dword v3, v[43:44]
	flat_load_dword v4, v[60:61]
	v_mov_b32_e32 v5, s47
	v_add_u32_e32 v45, vcc, s46, v56
	v_addc_u32_e32 v46, vcc, v5, v57, vcc
	flat_load_dword v62, v[45:46]
	s_mov_b32 s47, 0x6f800000
	v_mov_b32_e32 v47, 0x2f800000
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[44:45]
	s_add_u32 s44, s44, _Z4fminff@rel32@lo+4
	s_addc_u32 s45, s45, _Z4fminff@rel32@hi+12
	s_waitcnt vmcnt(5)
	v_mul_f32_e32 v0, s52, v0
	v_mul_f32_e32 v0, 0x4c9e9632, v0
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v1, v1, v2
	v_cndmask_b32_e32 v2, 1.0, v47, vcc
	v_cmp_gt_f32_e64 vcc, |v1|, s47
	v_cndmask_b32_e32 v5, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v2
	v_mul_f32_e32 v1, v1, v5
	v_rcp_f32_e32 v0, v0
	v_rcp_f32_e32 v1, v1
	v_mul_f32_e32 v0, v2, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v3, v3, v4
	v_mul_f32_e32 v1, v5, v1
	v_mul_f32_e32 v74, 0x49776020, v0
	v_mul_f32_e32 v0, v3, v1
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mov_b32_e32 v1, s49
	v_add_u32_e32 v56, vcc, s48, v56
	v_mul_f32_e32 v0, v62, v0
	v_addc_u32_e32 v57, vcc, v1, v57, vcc
	flat_store_dword v[56:57], v0
	flat_load_dword v2, v[43:44]
	flat_load_dword v3, v[41:42]
	flat_load_dword v4, v[72:73]
	flat_load_dword v5, v[58:59]
	v_add_u32_e32 v0, vcc, s50, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v62, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v5, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v62, v0
	v_add_u32_e32 v0, vcc, s50, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	s_movk_i32 s46, 0x5000
	flat_store_dword v[0:1], v2
	v_add_u32_e32 v62, vcc, s46, v58
	v_addc_u32_e32 v63, vcc, 0, v59, vcc
	flat_load_dword v2, v[43:44]
	flat_load_dword v3, v[62:63]
	flat_load_dword v4, v[41:42]
	flat_load_dword v5, v[58:59]
	v_add_u32_e32 v0, vcc, s51, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v5, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s51, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[72:73]
	s_nop 0
	flat_load_dword v3, v[62:63]
	flat_load_dword v4, v[41:42]
	v_add_u32_e32 v0, vcc, s54, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v4, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s54, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[58:59]
	s_nop 0
	flat_load_dword v3, v[43:44]
	v_add_u32_e32 v0, vcc, s53, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v3
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s53, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[58:59]
	s_nop 0
	flat_load_dword v3, v[43:44]
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v3
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[58:59]
	s_nop 0
	flat_load_dword v3, v[43:44]
	s_movk_i32 s48, 0x6000
	v_add_u32_e32 v0, vcc, s48, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v3
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s48, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[58:59]
	s_nop 0
	flat_load_dword v3, v[43:44]
	s_movk_i32 s46, 0x7000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v3
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[62:63]
	s_nop 0
	flat_load_dword v3, v[43:44]
	flat_load_dword v4, v[41:42]
	s_mov_b32 s49, 0x8000
	v_add_u32_e32 v0, vcc, s49, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v4
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s49, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[41:42]
	s_nop 0
	flat_load_dword v3, v[43:44]
	flat_load_dword v4, v[72:73]
	s_mov_b32 s49, 0x9000
	v_add_u32_e32 v0, vcc, s49, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v4
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s49, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[60:61]
	s_nop 0
	flat_load_dword v3, v[72:73]
	s_mov_b32 s49, 0xa000
	v_add_u32_e32 v0, vcc, s49, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v75, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v3
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v75, v0
	v_add_u32_e32 v0, vcc, s49, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	v_add_u32_e32 v75, vcc, s48, v58
	flat_store_dword v[0:1], v2
	v_addc_u32_e32 v76, vcc, 0, v59, vcc
	flat_load_dword v2, v[75:76]
	flat_load_dword v3, v[43:44]
	flat_load_dword v4, v[60:61]
	s_mov_b32 s48, 0xb000
	v_add_u32_e32 v0, vcc, s48, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v77, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v4
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v77, v0
	v_add_u32_e32 v0, vcc, s48, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[75:76]
	s_nop 0
	flat_load_dword v3, v[43:44]
	flat_load_dword v4, v[60:61]
	s_mov_b32 s48, 0xc000
	v_add_u32_e32 v0, vcc, s48, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v77, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v4
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v77, v0
	v_add_u32_e32 v0, vcc, s48, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[75:76]
	s_nop 0
	flat_load_dword v3, v[43:44]
	flat_load_dword v4, v[60:61]
	s_mov_b32 s48, 0xd000
	v_add_u32_e32 v0, vcc, s48, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v77, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v4
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v77, v0
	v_add_u32_e32 v0, vcc, s48, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[75:76]
	s_nop 0
	flat_load_dword v3, v[43:44]
	flat_load_dword v4, v[60:61]
	s_mov_b32 s48, 0xe000
	v_add_u32_e32 v0, vcc, s48, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v77, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v4
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v77, v0
	v_add_u32_e32 v0, vcc, s48, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	v_add_u32_e32 v77, vcc, s46, v58
	flat_store_dword v[0:1], v2
	v_addc_u32_e32 v78, vcc, 0, v59, vcc
	flat_load_dword v2, v[77:78]
	flat_load_dword v3, v[41:42]
	s_mov_b32 s46, 0xf000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v79, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_cmp_gt_f32_e64 vcc, |v2|, s47
	v_cndmask_b32_e32 v0, 1.0, v47, vcc
	v_mul_f32_e32 v1, v2, v0
	v_rcp_f32_e32 v1, v1
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v3, v3
	v_mul_f32_e32 v2, v74, v2
	v_mul_f32_e32 v0, v0, v1
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v79, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[72:73]
	s_nop 0
	flat_load_dword v3, v[62:63]
	flat_load_dword v4, v[75:76]
	flat_load_dword v5, v[43:44]
	s_mov_b32 s46, 0x10000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v74, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v5, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v74, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[58:59]
	s_nop 0
	flat_load_dword v3, v[60:61]
	flat_load_dword v4, v[75:76]
	flat_load_dword v5, v[43:44]
	s_mov_b32 s46, 0x11000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v74, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v5, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v74, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[41:42]
	s_nop 0
	flat_load_dword v3, v[75:76]
	flat_load_dword v4, v[43:44]
	s_mov_b32 s46, 0x12000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v74, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v2
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v4, v3
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v74, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[60:61]
	s_nop 0
	flat_load_dword v3, v[41:42]
	flat_load_dword v4, v[75:76]
	flat_load_dword v5, v[72:73]
	s_mov_b32 s46, 0x13000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v72, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v5, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v72, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[60:61]
	s_nop 0
	flat_load_dword v3, v[62:63]
	flat_load_dword v4, v[75:76]
	flat_load_dword v5, v[41:42]
	s_mov_b32 s46, 0x14000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v72, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v5, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v72, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[60:61]
	s_nop 0
	flat_load_dword v3, v[77:78]
	flat_load_dword v4, v[75:76]
	s_mov_b32 s46, 0x15000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v72, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v4, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v72, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[60:61]
	s_nop 0
	flat_load_dword v3, v[77:78]
	flat_load_dword v4, v[75:76]
	s_mov_b32 s46, 0x16000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v60, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v4, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v60, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[58:59]
	s_nop 0
	flat_load_dword v3, v[75:76]
	flat_load_dword v4, v[77:78]
	flat_load_dword v5, v[43:44]
	s_mov_b32 s46, 0x17000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v58, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v5, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v58, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	flat_load_dword v2, v[41:42]
	s_nop 0
	flat_load_dword v3, v[62:63]
	flat_load_dword v4, v[77:78]
	flat_load_dword v5, v[43:44]
	s_mov_b32 s46, 0x18000
	v_add_u32_e32 v0, vcc, s46, v45
	v_addc_u32_e32 v1, vcc, 0, v46, vcc
	flat_load_dword v41, v[0:1]
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s43
	s_mov_b32 s13, s42
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(3)
	v_mul_f32_e32 v0, v2, v3
	v_cmp_gt_f32_e64 vcc, |v0|, s47
	v_cndmask_b32_e32 v1, 1.0, v47, vcc
	v_mul_f32_e32 v0, v0, v1
	v_rcp_f32_e32 v0, v0
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v5, v4
	v_mul_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, v2, v0
	v_mov_b32_e32 v1, 0x60ad78ec
	s_swappc_b64 s[30:31], s[44:45]
	v_mul_f32_e32 v2, v41, v0
	v_add_u32_e32 v0, vcc, s46, v56
	v_addc_u32_e32 v1, vcc, 0, v57, vcc
	flat_store_dword v[0:1], v2
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel ratt2_kernel
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 16384
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
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 55
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
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
	.size	ratt2_kernel, .Lfunc_end0-ratt2_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4412
; NumSgprs: 61
; NumVgprs: 80
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 7
; VGPRBlocks: 19
; NumSGPRsForWavesPerEU: 61
; NumVGPRsForWavesPerEU: 80
; Occupancy: 3
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z4fminff
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      float
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
    .max_flat_workgroup_size: 256
    .name:           ratt2_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     61
    .sgpr_spill_count: 0
    .symbol:         ratt2_kernel.kd
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx801
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
