	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx909"
	.protected	rdwdot9_kernel          ; -- Begin function rdwdot9_kernel
	.globl	rdwdot9_kernel
	.p2align	8
	.type	rdwdot9_kernel,@function
rdwdot9_kernel:                         ; @rdwdot9_kernel
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_addc_u32 flat_scratch_hi, s13, 0
	s_load_dwordx8 s[36:43], s[8:9], 0x0
	s_load_dwordx4 s[44:47], s[8:9], 0x20
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_add_u32 s8, s8, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_mov_b32 s12, s14
	s_addc_u32 s9, s9, 0
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s19, s19, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[18:19]
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	v_mov_b32_e32 v3, s37
	v_add_co_u32_e32 v2, vcc, s36, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v5, s39
	v_add_co_u32_e32 v4, vcc, s38, v0
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	global_load_dwordx2 v[6:7], v[2:3], off
	global_load_dwordx2 v[8:9], v[4:5], off
	s_movk_i32 s4, 0x2000
	v_add_co_u32_e32 v10, vcc, s4, v2
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	v_add_co_u32_e32 v12, vcc, s4, v4
	v_addc_co_u32_e32 v13, vcc, 0, v5, vcc
	s_movk_i32 s4, 0x4000
	global_load_dwordx2 v[14:15], v[10:11], off
	global_load_dwordx2 v[16:17], v[12:13], off
	v_add_co_u32_e32 v10, vcc, s4, v2
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	v_add_co_u32_e32 v12, vcc, s4, v4
	v_addc_co_u32_e32 v13, vcc, 0, v5, vcc
	global_load_dwordx2 v[18:19], v[10:11], off
	global_load_dwordx2 v[20:21], v[12:13], off
	v_add_co_u32_e32 v12, vcc, 0x34000, v0
	v_addc_co_u32_e32 v22, vcc, 0, v1, vcc
	v_mov_b32_e32 v11, s37
	v_add_co_u32_e32 v10, vcc, s36, v12
	v_addc_co_u32_e32 v11, vcc, v11, v22, vcc
	v_mov_b32_e32 v13, s39
	v_add_co_u32_e32 v12, vcc, s38, v12
	s_movk_i32 s4, 0x6000
	v_addc_co_u32_e32 v13, vcc, v13, v22, vcc
	v_add_co_u32_e32 v22, vcc, s4, v2
	v_addc_co_u32_e32 v23, vcc, 0, v3, vcc
	s_mov_b32 s5, 0x196000
	s_waitcnt vmcnt(4)
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v4
	v_addc_co_u32_e32 v9, vcc, 0, v5, vcc
	global_load_dwordx2 v[24:25], v[22:23], off
	global_load_dwordx2 v[26:27], v[8:9], off
	s_mov_b32 s4, 0x10000
	s_waitcnt vmcnt(4)
	v_add_f64 v[8:9], v[14:15], -v[16:17]
	v_add_co_u32_e32 v14, vcc, s4, v2
	v_addc_co_u32_e32 v15, vcc, 0, v3, vcc
	v_add_f64 v[6:7], v[6:7], v[8:9]
	s_waitcnt vmcnt(2)
	v_add_f64 v[16:17], v[18:19], -v[20:21]
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[14:15], off
	global_load_dwordx2 v[22:23], v[18:19], off
	s_mov_b32 s4, 0x12000
	v_add_co_u32_e32 v18, vcc, s4, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	v_add_co_u32_e32 v8, vcc, s4, v4
	v_addc_co_u32_e32 v9, vcc, 0, v5, vcc
	s_mov_b32 s4, 0x1e000
	v_add_f64 v[6:7], v[6:7], -v[16:17]
	s_waitcnt vmcnt(2)
	v_add_f64 v[14:15], v[24:25], -v[26:27]
	global_load_dwordx2 v[24:25], v[18:19], off
	global_load_dwordx2 v[26:27], v[8:9], off
	v_add_co_u32_e32 v18, vcc, s4, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	v_add_co_u32_e32 v16, vcc, s4, v4
	v_addc_co_u32_e32 v17, vcc, 0, v5, vcc
	v_add_f64 v[6:7], v[6:7], -v[14:15]
	s_mov_b32 s4, 0x24000
	v_add_f64 v[6:7], v[6:7], -v[14:15]
	s_waitcnt vmcnt(2)
	v_add_f64 v[8:9], v[20:21], -v[22:23]
	global_load_dwordx2 v[20:21], v[18:19], off
	global_load_dwordx2 v[22:23], v[16:17], off
	v_add_co_u32_e32 v18, vcc, s4, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_mov_b32 s4, 0x26000
	s_waitcnt vmcnt(2)
	v_add_f64 v[16:17], v[24:25], -v[26:27]
	global_load_dwordx2 v[24:25], v[18:19], off
	global_load_dwordx2 v[26:27], v[14:15], off
	v_add_co_u32_e32 v18, vcc, s4, v2
	v_addc_co_u32_e32 v19, vcc, 0, v3, vcc
	v_add_co_u32_e32 v8, vcc, s4, v4
	v_add_f64 v[6:7], v[6:7], v[16:17]
	v_addc_co_u32_e32 v9, vcc, 0, v5, vcc
	s_mov_b32 s4, 0x28000
	v_add_co_u32_e32 v16, vcc, s4, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	s_waitcnt vmcnt(2)
	v_add_f64 v[14:15], v[20:21], -v[22:23]
	global_load_dwordx2 v[20:21], v[18:19], off
	global_load_dwordx2 v[22:23], v[8:9], off
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0x30000
	v_add_f64 v[6:7], v[6:7], -v[14:15]
	global_load_dwordx2 v[18:19], v[18:19], off
	v_add_f64 v[6:7], v[6:7], -v[14:15]
	s_waitcnt vmcnt(4)
	v_add_f64 v[8:9], v[24:25], -v[26:27]
	global_load_dwordx2 v[24:25], v[10:11], off
	global_load_dwordx2 v[26:27], v[12:13], off
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	v_add_f64 v[6:7], v[6:7], v[8:9]
	global_load_dwordx2 v[14:15], v[14:15], off
	s_mov_b32 s4, 0x32000
	v_add_f64 v[6:7], v[8:9], v[6:7]
	s_waitcnt vmcnt(6)
	v_add_f64 v[10:11], v[20:21], -v[22:23]
	v_mov_b32_e32 v20, s37
	v_mov_b32_e32 v21, s39
	s_waitcnt vmcnt(4)
	v_add_f64 v[8:9], v[16:17], -v[18:19]
	v_add_co_u32_e32 v16, vcc, 0x36000, v0
	v_add_f64 v[6:7], v[6:7], v[10:11]
	v_addc_co_u32_e32 v17, vcc, 0, v1, vcc
	v_add_co_u32_e32 v10, vcc, s36, v16
	v_addc_co_u32_e32 v11, vcc, v20, v17, vcc
	v_add_co_u32_e32 v16, vcc, s38, v16
	v_addc_co_u32_e32 v17, vcc, v21, v17, vcc
	global_load_dwordx2 v[20:21], v[10:11], off
	global_load_dwordx2 v[22:23], v[16:17], off
	v_add_co_u32_e32 v10, vcc, s4, v2
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(5)
	v_add_f64 v[18:19], v[24:25], -v[26:27]
	s_waitcnt vmcnt(3)
	v_add_f64 v[8:9], v[12:13], -v[14:15]
	v_add_co_u32_e32 v12, vcc, s4, v4
	v_addc_co_u32_e32 v13, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0x3a000
	v_add_co_u32_e32 v14, vcc, s4, v2
	v_addc_co_u32_e32 v15, vcc, 0, v3, vcc
	v_add_co_u32_e32 v16, vcc, s4, v4
	v_addc_co_u32_e32 v17, vcc, 0, v5, vcc
	global_load_dwordx2 v[14:15], v[14:15], off
	v_add_f64 v[6:7], v[6:7], v[8:9]
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0x40000
	s_waitcnt vmcnt(4)
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_waitcnt vmcnt(2)
	v_add_f64 v[8:9], v[10:11], -v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	v_add_f64 v[10:11], v[18:19], v[20:21]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	s_waitcnt vmcnt(1)
	v_add_f64 v[8:9], v[14:15], -v[16:17]
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[14:15], v[14:15], off
	s_mov_b32 s4, 0x44000
	v_add_co_u32_e32 v16, vcc, s4, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0x54000
	global_load_dwordx2 v[18:19], v[18:19], off
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	v_add_f64 v[6:7], v[6:7], -v[10:11]
	global_load_dwordx2 v[22:23], v[22:23], off
	s_mov_b32 s4, 0x58000
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v10, vcc, s4, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	s_mov_b32 s4, 0x64000
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	s_waitcnt vmcnt(4)
	v_add_f64 v[12:13], v[16:17], -v[18:19]
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	s_waitcnt vmcnt(2)
	v_add_f64 v[12:13], v[20:21], -v[22:23]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0x68000
	global_load_dwordx2 v[14:15], v[14:15], off
	v_add_co_u32_e32 v16, vcc, s4, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0x6a000
	global_load_dwordx2 v[18:19], v[18:19], off
	s_waitcnt vmcnt(4)
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_add_co_u32_e32 v10, vcc, s4, v2
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	v_add_co_u32_e32 v20, vcc, s4, v4
	v_addc_co_u32_e32 v21, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	s_mov_b32 s4, 0x6c000
	global_load_dwordx2 v[10:11], v[10:11], off
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[22:23], v[22:23], off
	s_mov_b32 s4, 0x7c000
	s_waitcnt vmcnt(6)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	s_waitcnt vmcnt(4)
	v_add_f64 v[12:13], v[16:17], -v[18:19]
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	s_waitcnt vmcnt(2)
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0x80000
	global_load_dwordx2 v[14:15], v[14:15], off
	v_add_f64 v[6:7], v[6:7], -v[10:11]
	s_waitcnt vmcnt(2)
	v_add_f64 v[8:9], v[8:9], -v[22:23]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v10, vcc, s4, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	s_mov_b32 s4, 0x90000
	global_load_dwordx2 v[10:11], v[10:11], off
	v_add_co_u32_e32 v16, vcc, s4, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0x92000
	global_load_dwordx2 v[18:19], v[18:19], off
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	s_mov_b32 s4, 0x9e000
	global_load_dwordx2 v[22:23], v[22:23], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0xa0000
	global_load_dwordx2 v[14:15], v[14:15], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	s_waitcnt vmcnt(4)
	v_add_f64 v[8:9], v[16:17], -v[18:19]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	s_waitcnt vmcnt(2)
	v_add_f64 v[8:9], v[20:21], -v[22:23]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v10, vcc, s4, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	s_mov_b32 s4, 0xa4000
	global_load_dwordx2 v[10:11], v[10:11], off
	v_add_co_u32_e32 v16, vcc, s4, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0xa8000
	global_load_dwordx2 v[18:19], v[18:19], off
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	s_mov_b32 s4, 0xc0000
	global_load_dwordx2 v[22:23], v[22:23], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0xc4000
	global_load_dwordx2 v[14:15], v[14:15], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_add_co_u32_e32 v10, vcc, s4, v2
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	global_load_dwordx2 v[10:11], v[10:11], off
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_waitcnt vmcnt(5)
	v_add_f64 v[8:9], v[16:17], -v[18:19]
	v_add_co_u32_e32 v16, vcc, s4, v4
	v_addc_co_u32_e32 v17, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0xc6000
	v_add_f64 v[6:7], v[6:7], v[8:9]
	s_waitcnt vmcnt(4)
	v_add_f64 v[8:9], v[20:21], -v[22:23]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[18:19], v[18:19], off
	s_mov_b32 s4, 0xcc000
	global_load_dwordx2 v[8:9], v[8:9], off
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	s_mov_b32 s4, 0xce000
	global_load_dwordx2 v[22:23], v[22:23], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0xda000
	global_load_dwordx2 v[14:15], v[14:15], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[10:11], v[10:11], -v[16:17]
	v_add_f64 v[6:7], v[6:7], v[10:11]
	s_waitcnt vmcnt(4)
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_waitcnt vmcnt(2)
	v_add_f64 v[8:9], v[20:21], -v[22:23]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v10, vcc, s4, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	s_mov_b32 s4, 0xea000
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(2)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0xec000
	global_load_dwordx2 v[14:15], v[14:15], off
	v_add_co_u32_e32 v16, vcc, s4, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0xf6000
	global_load_dwordx2 v[18:19], v[18:19], off
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	s_mov_b32 s4, 0x100000
	global_load_dwordx2 v[22:23], v[22:23], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v10, vcc, s4, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	s_mov_b32 s4, 0x104000
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_co_u32_e32 v14, vcc, s4, v2
	v_addc_co_u32_e32 v15, vcc, 0, v3, vcc
	global_load_dwordx2 v[14:15], v[14:15], off
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	s_waitcnt vmcnt(5)
	v_add_f64 v[12:13], v[16:17], -v[18:19]
	v_add_co_u32_e32 v16, vcc, s4, v4
	v_addc_co_u32_e32 v17, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0x110000
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	s_waitcnt vmcnt(4)
	v_add_f64 v[12:13], v[20:21], -v[22:23]
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[18:19], v[18:19], off
	s_mov_b32 s4, 0x118000
	global_load_dwordx2 v[12:13], v[12:13], off
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	s_mov_b32 s4, 0x12c000
	global_load_dwordx2 v[22:23], v[22:23], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v10, vcc, s4, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	s_mov_b32 s4, 0x12e000
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[14:15], v[14:15], -v[16:17]
	v_add_f64 v[6:7], v[6:7], -v[14:15]
	s_waitcnt vmcnt(4)
	v_add_f64 v[12:13], v[12:13], -v[18:19]
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	s_waitcnt vmcnt(2)
	v_add_f64 v[12:13], v[20:21], -v[22:23]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0x132000
	global_load_dwordx2 v[14:15], v[14:15], off
	v_add_co_u32_e32 v16, vcc, s4, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0x13a000
	global_load_dwordx2 v[18:19], v[18:19], off
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	s_mov_b32 s4, 0x140000
	global_load_dwordx2 v[22:23], v[22:23], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v10, vcc, s4, v4
	v_addc_co_u32_e32 v11, vcc, 0, v5, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	s_mov_b32 s4, 0x144000
	global_load_dwordx2 v[10:11], v[10:11], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[6:7], v[6:7], -v[12:13]
	s_waitcnt vmcnt(4)
	v_add_f64 v[12:13], v[16:17], -v[18:19]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	s_waitcnt vmcnt(2)
	v_add_f64 v[12:13], v[20:21], -v[22:23]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	v_add_co_u32_e32 v12, vcc, s4, v2
	v_addc_co_u32_e32 v13, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	s_mov_b32 s4, 0x160000
	global_load_dwordx2 v[14:15], v[14:15], off
	s_waitcnt vmcnt(2)
	v_add_f64 v[8:9], v[8:9], -v[10:11]
	v_add_co_u32_e32 v10, vcc, s4, v2
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	v_add_co_u32_e32 v16, vcc, s4, v4
	v_addc_co_u32_e32 v17, vcc, 0, v5, vcc
	global_load_dwordx2 v[16:17], v[16:17], off
	s_mov_b32 s4, 0x168000
	global_load_dwordx2 v[10:11], v[10:11], off
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	global_load_dwordx2 v[8:9], v[8:9], off
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	global_load_dwordx2 v[18:19], v[18:19], off
	s_mov_b32 s4, 0x16a000
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	global_load_dwordx2 v[20:21], v[20:21], off
	s_mov_b32 s4, 0x176000
	global_load_dwordx2 v[22:23], v[22:23], off
	s_waitcnt vmcnt(6)
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	v_add_f64 v[6:7], v[6:7], v[12:13]
	s_waitcnt vmcnt(4)
	v_add_f64 v[10:11], v[10:11], -v[16:17]
	v_add_f64 v[6:7], v[6:7], v[10:11]
	v_add_co_u32_e32 v10, vcc, s4, v2
	s_waitcnt vmcnt(2)
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	v_addc_co_u32_e32 v11, vcc, 0, v3, vcc
	v_add_co_u32_e32 v12, vcc, s4, v4
	v_addc_co_u32_e32 v13, vcc, 0, v5, vcc
	s_mov_b32 s4, 0x184000
	v_add_f64 v[6:7], v[6:7], v[8:9]
	s_waitcnt vmcnt(0)
	v_add_f64 v[8:9], v[20:21], -v[22:23]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	v_add_co_u32_e32 v8, vcc, s4, v2
	v_addc_co_u32_e32 v9, vcc, 0, v3, vcc
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, 0, v5, vcc
	s_mov_b32 s4, 0x186000
	v_add_co_u32_e32 v16, vcc, s4, v2
	v_addc_co_u32_e32 v17, vcc, 0, v3, vcc
	v_add_co_u32_e32 v18, vcc, s4, v4
	v_addc_co_u32_e32 v19, vcc, 0, v5, vcc
	s_mov_b32 s4, 0x192000
	v_add_co_u32_e32 v20, vcc, s4, v2
	v_addc_co_u32_e32 v21, vcc, 0, v3, vcc
	v_add_co_u32_e32 v2, vcc, s5, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_co_u32_e32 v22, vcc, s4, v4
	v_addc_co_u32_e32 v23, vcc, 0, v5, vcc
	v_add_co_u32_e32 v4, vcc, s5, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_dwordx2 v[24:25], v[10:11], off
	global_load_dwordx2 v[26:27], v[12:13], off
	global_load_dwordx2 v[28:29], v[8:9], off
	global_load_dwordx2 v[30:31], v[14:15], off
	global_load_dwordx2 v[32:33], v[16:17], off
	global_load_dwordx2 v[34:35], v[18:19], off
	global_load_dwordx2 v[36:37], v[20:21], off
	global_load_dwordx2 v[38:39], v[22:23], off
	global_load_dwordx2 v[40:41], v[2:3], off
	global_load_dwordx2 v[42:43], v[4:5], off
	s_load_dwordx2 s[4:5], s[44:45], 0x20
	v_add_co_u32_e32 v0, vcc, s40, v0
	s_waitcnt vmcnt(8)
	v_add_f64 v[2:3], v[24:25], -v[26:27]
	s_waitcnt vmcnt(6)
	v_add_f64 v[4:5], v[28:29], -v[30:31]
	v_add_f64 v[2:3], v[6:7], v[2:3]
	v_add_f64 v[2:3], v[2:3], v[4:5]
	s_waitcnt vmcnt(4)
	v_add_f64 v[4:5], v[32:33], -v[34:35]
	v_add_f64 v[2:3], v[2:3], -v[4:5]
	s_waitcnt vmcnt(2)
	v_add_f64 v[4:5], v[36:37], -v[38:39]
	v_add_f64 v[2:3], v[2:3], -v[4:5]
	s_waitcnt vmcnt(0)
	v_add_f64 v[4:5], v[40:41], -v[42:43]
	v_add_f64 v[2:3], v[2:3], v[4:5]
	v_mov_b32_e32 v4, s41
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	v_add_co_u32_e32 v0, vcc, 0x8000, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_mul_f64 v[2:3], v[2:3], s[42:43]
	s_waitcnt lgkmcnt(0)
	v_mul_f64 v[2:3], s[4:5], v[2:3]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel rdwdot9_kernel
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
		.amdhsa_next_free_vgpr 44
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
	.size	rdwdot9_kernel, .Lfunc_end0-rdwdot9_kernel
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 4164
; NumSgprs: 54
; NumVgprs: 44
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 54
; NumVGPRsForWavesPerEU: 44
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
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         32
        .size:           8
        .type_name:      'double*'
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
    .name:           rdwdot9_kernel
    .private_segment_fixed_size: 16384
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .symbol:         rdwdot9_kernel.kd
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx909
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
