	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.hidden	amd_bitalign                    ; -- Begin function amd_bitalign
	.globl	amd_bitalign
	.p2align	2
	.type	amd_bitalign,@function
amd_bitalign:                           ; @amd_bitalign
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	;;#ASMSTART
	v_alignbit_b32 v0, v0, v2, v4
v_alignbit_b32 v1, v1, v3, v5
	;;#ASMEND
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	amd_bitalign, .Lfunc_end0-amd_bitalign
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 24
; NumSgprs: 32
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	search                  ; -- Begin function search
	.globl	search
	.p2align	8
	.type	search,@function
search:                                 ; @search
; %bb.0:
	s_load_dwordx2 s[54:55], s[8:9], 0x0
	s_load_dwordx4 s[60:63], s[8:9], 0x2
	s_load_dwordx2 s[64:65], s[8:9], 0x6
	s_load_dword s82, s[8:9], 0x8
	s_load_dwordx4 s[56:59], s[8:9], 0xa
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[50:51], s[8:9]
	s_add_u32 s34, s50, 56
	s_mov_b32 s33, s16
	s_addc_u32 s35, s51, 0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s53, s14
	v_mov_b32_e32 v95, v0
	s_mov_b32 s66, 0
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s52, s15
	s_mov_b64 s[44:45], s[10:11]
	s_mov_b64 s[46:47], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_brev_b32 s67, 1
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v42, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v154, 3, v42
	v_alignbit_b32 v43, v1, v42, 2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v88, v0
	s_load_dwordx8 s[4:11], s[60:61], 0x0
	v_mov_b32_e32 v0, s57
	v_add_i32_e32 v40, vcc, s56, v88
	v_addc_u32_e32 v41, vcc, 0, v0, vcc
	v_and_b32_e32 v0, 1, v42
	v_lshlrev_b32_e32 v174, 6, v43
	v_lshlrev_b32_e32 v0, 5, v0
	s_mov_b32 s56, 1
	v_or_b32_e32 v175, v174, v0
	v_lshlrev_b32_e32 v0, 2, v42
	s_movk_i32 s83, 0x800
	s_mov_b32 s60, s66
	s_mov_b32 s61, s66
	v_lshlrev_b32_e32 v184, 2, v43
	v_add_i32_e32 v185, vcc, s83, v0
	v_mov_b32_e32 v169, 0
	v_lshlrev_b32_e32 v0, 3, v154
	s_mov_b32 s57, s66
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v47, s11
	v_mov_b32_e32 v79, s7
	v_mov_b32_e32 v45, s9
	v_mov_b32_e32 v77, s5
	v_mov_b32_e32 v42, s56
	v_mov_b32_e32 v56, s60
	v_mov_b32_e32 v58, s60
	v_mov_b32_e32 v60, s66
	v_mov_b32_e32 v63, s61
	v_mov_b32_e32 v73, s61
	v_mov_b32_e32 v75, s61
	v_mov_b32_e32 v155, v169
	v_or_b32_e32 v186, v174, v0
	v_cmp_eq_u32_e64 s[34:35], 0, v154
	v_cmp_eq_u32_e64 s[36:37], 1, v154
	v_cmp_eq_u32_e64 s[38:39], 2, v154
	v_mov_b32_e32 v46, s10
	v_mov_b32_e32 v78, s6
	v_cmp_eq_u32_e64 s[40:41], 3, v154
	v_mov_b32_e32 v44, s8
	v_mov_b32_e32 v76, s4
	s_mov_b64 s[68:69], 0
	v_mov_b32_e32 v43, s57
	s_mov_b32 s84, 0x1000193
	v_mov_b32_e32 v57, s61
	v_mov_b32_e32 v59, s61
	v_mov_b32_e32 v61, s67
	v_mov_b32_e32 v62, s60
	v_mov_b32_e32 v72, s60
	v_mov_b32_e32 v74, s60
	s_mov_b64 s[4:5], s[60:61]
	s_mov_b64 s[6:7], s[60:61]
	v_mov_b32_e32 v187, 8
	v_mov_b32_e32 v188, 31
	v_mov_b32_e32 v189, 20
	v_mov_b32_e32 v190, 12
	v_mov_b32_e32 v191, 3
	v_mov_b32_e32 v200, 25
	v_mov_b32_e32 v201, 14
	v_mov_b32_e32 v202, 2
	v_mov_b32_e32 v203, 21
	v_mov_b32_e32 v204, 7
	v_mov_b32_e32 v205, 24
	v_mov_b32_e32 v206, 23
	v_mov_b32_e32 v207, 5
	v_mov_b32_e32 v216, 18
	v_mov_b32_e32 v217, 30
	v_mov_b32_e32 v218, 9
	v_mov_b32_e32 v219, 19
	v_mov_b32_e32 v220, 28
	v_mov_b32_e32 v221, 4
	v_mov_b32_e32 v222, 11
	v_mov_b32_e32 v223, 17
	v_mov_b32_e32 v232, 22
	v_mov_b32_e32 v233, 26
	v_mov_b32_e32 v234, 29
	s_getpc_b64 s[76:77]
	s_add_u32 s76, s76, _Z9bitselectDv2_jS_S_@rel32@lo+4
	s_addc_u32 s77, s77, _Z9bitselectDv2_jS_S_@rel32@hi+12
	s_branch .LBB1_3
.LBB1_1:                                ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr60_vgpr61
                                        ; implicit-def: $vgpr72_vgpr73
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b32 s57, s66
	s_and_b64 vcc, exec, s[4:5]
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[66:67]
	s_cbranch_vccnz .LBB1_47
.LBB1_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_7 Depth 2
                                        ;     Child Loop BB1_17 Depth 2
                                        ;       Child Loop BB1_18 Depth 3
                                        ;     Child Loop BB1_25 Depth 2
                                        ;       Child Loop BB1_26 Depth 3
                                        ;     Child Loop BB1_33 Depth 2
                                        ;       Child Loop BB1_34 Depth 3
                                        ;     Child Loop BB1_41 Depth 2
                                        ;       Child Loop BB1_42 Depth 3
	v_mov_b32_e32 v173, v61
	v_mov_b32_e32 v171, v63
	v_mov_b32_e32 v159, v73
	v_mov_b32_e32 v157, v75
	v_mov_b32_e32 v107, s61
	v_mov_b32_e32 v139, s7
	v_mov_b32_e32 v105, s5
	v_mov_b32_e32 v109, s61
	v_mov_b32_e32 v92, s61
	v_mov_b32_e32 v125, s61
	v_mov_b32_e32 v121, s61
	v_mov_b32_e32 v94, s61
	v_mov_b32_e32 v123, s61
	v_mov_b32_e32 v127, s61
	v_mov_b32_e32 v137, s61
	v_mov_b32_e32 v90, s61
	v_mov_b32_e32 v111, s61
	v_mov_b32_e32 v172, v60
	v_mov_b32_e32 v170, v62
	v_mov_b32_e32 v158, v72
	v_mov_b32_e32 v156, v74
	s_xor_b64 s[70:71], s[68:69], -1
	v_cndmask_b32_e64 v142, 0, 1, s[68:69]
	v_mov_b32_e32 v106, s60
	v_mov_b32_e32 v138, s6
	v_mov_b32_e32 v104, s4
	s_mov_b64 s[68:69], 0
	v_mov_b32_e32 v108, s60
	v_mov_b32_e32 v91, s60
	v_mov_b32_e32 v124, s60
	v_mov_b32_e32 v120, s60
	v_mov_b32_e32 v93, s60
	v_mov_b32_e32 v122, s60
	v_mov_b32_e32 v126, s60
	v_mov_b32_e32 v136, s60
	v_mov_b32_e32 v89, s60
	v_mov_b32_e32 v110, s60
	s_branch .LBB1_7
.LBB1_4:                                ;   in Loop: Header=BB1_7 Depth=2
	s_or_b64 exec, exec, s[80:81]
	v_mov_b32_e32 v42, v78
	v_mov_b32_e32 v56, v140
	v_mov_b32_e32 v43, v79
	v_mov_b32_e32 v57, v141
.LBB1_5:                                ;   in Loop: Header=BB1_7 Depth=2
	s_or_b64 exec, exec, s[78:79]
	v_mov_b32_e32 v79, v77
	v_mov_b32_e32 v78, v76
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=2
	s_or_b64 exec, exec, s[74:75]
	s_load_dwordx2 s[4:5], s[72:73], 0x0
	s_add_u32 s68, s68, 8
	s_addc_u32 s69, s69, 0
	s_cmpk_eq_i32 s68, 0xc0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v77, s5, v152
	v_xor_b32_e32 v76, s4, v143
	s_cbranch_scc1 .LBB1_13
.LBB1_7:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_cmpk_lg_i32 s68, 0xb8
	v_mov_b32_e32 v153, 25
	s_cbranch_scc1 .LBB1_9
; %bb.8:                                ;   in Loop: Header=BB1_7 Depth=2
	s_add_u32 s8, s50, 56
	s_addc_u32 s9, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 8
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, v142
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6selectiii@rel32@lo+4
	s_addc_u32 s17, s17, _Z6selectiii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v153, v0
.LBB1_9:                                ;   in Loop: Header=BB1_7 Depth=2
	v_xor_b32_e32 v0, v76, v42
	v_xor_b32_e32 v1, v77, v43
	v_xor_b32_e32 v2, v58, v44
	v_xor_b32_e32 v3, v59, v45
	v_xor_b32_e32 v6, v79, v57
	v_xor_b32_e32 v7, v78, v56
	v_xor_b32_e32 v8, v60, v46
	v_xor_b32_e32 v9, v61, v47
	v_xor_b32_e32 v1, v1, v73
	v_xor_b32_e32 v0, v0, v72
	v_xor_b32_e32 v3, v3, v105
	v_xor_b32_e32 v2, v2, v104
	v_xor_b32_e32 v7, v7, v74
	v_xor_b32_e32 v6, v6, v75
	v_xor_b32_e32 v9, v9, v111
	v_xor_b32_e32 v8, v8, v110
	v_xor_b32_e32 v12, v62, v40
	v_xor_b32_e32 v13, v63, v41
	v_xor_b32_e32 v0, v0, v136
	v_xor_b32_e32 v1, v1, v137
	v_xor_b32_e32 v2, v2, v126
	v_xor_b32_e32 v3, v3, v127
	v_xor_b32_e32 v6, v6, v139
	v_xor_b32_e32 v7, v7, v138
	v_xor_b32_e32 v8, v8, v122
	v_xor_b32_e32 v9, v9, v123
	v_xor_b32_e32 v13, v13, v90
	v_xor_b32_e32 v12, v12, v89
	v_xor_b32_e32 v1, v1, v121
	v_xor_b32_e32 v0, v0, v120
	v_xor_b32_e32 v3, v3, v92
	v_xor_b32_e32 v2, v2, v91
	;;#ASMSTART
	v_alignbit_b32 v4, v2, v3, v188
v_alignbit_b32 v5, v3, v2, v188
	;;#ASMEND
	v_xor_b32_e32 v7, v7, v124
	v_xor_b32_e32 v6, v6, v125
	v_xor_b32_e32 v9, v9, v109
	v_xor_b32_e32 v8, v8, v108
	;;#ASMSTART
	v_alignbit_b32 v10, v8, v9, v188
v_alignbit_b32 v11, v9, v8, v188
	;;#ASMEND
	v_xor_b32_e32 v12, v12, v93
	v_xor_b32_e32 v13, v13, v94
	v_xor_b32_e32 v4, v4, v0
	v_xor_b32_e32 v5, v5, v1
	v_xor_b32_e32 v11, v11, v6
	v_xor_b32_e32 v10, v10, v7
	v_xor_b32_e32 v13, v13, v107
	v_xor_b32_e32 v12, v12, v106
	;;#ASMSTART
	v_alignbit_b32 v0, v0, v1, v188
v_alignbit_b32 v1, v1, v0, v188
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v6, v7, v6, v188
v_alignbit_b32 v7, v6, v7, v188
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v14, v12, v13, v188
v_alignbit_b32 v15, v13, v12, v188
	;;#ASMEND
	v_xor_b32_e32 v2, v14, v2
	v_xor_b32_e32 v3, v15, v3
	v_xor_b32_e32 v0, v0, v8
	v_xor_b32_e32 v1, v1, v9
	v_xor_b32_e32 v6, v6, v12
	v_xor_b32_e32 v7, v7, v13
	v_xor_b32_e32 v8, v5, v79
	v_xor_b32_e32 v9, v4, v78
	v_xor_b32_e32 v140, v7, v77
	v_xor_b32_e32 v141, v6, v76
	v_xor_b32_e32 v12, v6, v42
	v_xor_b32_e32 v13, v7, v43
	v_xor_b32_e32 v18, v4, v56
	v_xor_b32_e32 v19, v5, v57
	v_xor_b32_e32 v20, v5, v75
	v_xor_b32_e32 v21, v4, v74
	v_xor_b32_e32 v22, v4, v138
	v_xor_b32_e32 v23, v5, v139
	v_xor_b32_e32 v5, v5, v125
	v_xor_b32_e32 v4, v4, v124
	v_xor_b32_e32 v24, v10, v44
	v_xor_b32_e32 v25, v11, v45
	v_xor_b32_e32 v31, v10, v126
	v_xor_b32_e32 v32, v3, v47
	v_xor_b32_e32 v33, v2, v46
	v_xor_b32_e32 v34, v2, v60
	v_xor_b32_e32 v35, v3, v61
	v_xor_b32_e32 v36, v3, v111
	v_xor_b32_e32 v37, v2, v110
	v_xor_b32_e32 v38, v3, v123
	v_xor_b32_e32 v39, v2, v122
	v_xor_b32_e32 v2, v2, v108
	v_xor_b32_e32 v3, v3, v109
	v_xor_b32_e32 v41, v1, v41
	v_xor_b32_e32 v40, v0, v40
	v_xor_b32_e32 v42, v1, v63
	v_xor_b32_e32 v43, v0, v62
	v_xor_b32_e32 v44, v0, v89
	v_xor_b32_e32 v45, v1, v90
	v_xor_b32_e32 v46, v1, v94
	v_xor_b32_e32 v47, v0, v93
	v_xor_b32_e32 v1, v1, v107
	v_xor_b32_e32 v0, v0, v106
	s_add_u32 s8, s50, 56
	v_xor_b32_e32 v16, v6, v136
	v_xor_b32_e32 v17, v7, v137
	v_xor_b32_e32 v26, v11, v59
	v_xor_b32_e32 v27, v10, v58
	v_xor_b32_e32 v28, v10, v104
	v_xor_b32_e32 v29, v11, v105
	v_xor_b32_e32 v30, v11, v127
	v_xor_b32_e32 v10, v10, v91
	v_xor_b32_e32 v11, v11, v92
	;;#ASMSTART
	v_alignbit_b32 v78, v19, v18, v189
v_alignbit_b32 v79, v18, v19, v189
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v91, v45, v44, v200
v_alignbit_b32 v92, v44, v45, v200
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v44, v29, v28, v203
v_alignbit_b32 v45, v28, v29, v203
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v93, v3, v2, v187
v_alignbit_b32 v94, v2, v3, v187
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v136, v40, v41, v207
v_alignbit_b32 v137, v41, v40, v207
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v40, v0, v1, v216
v_alignbit_b32 v41, v1, v0, v216
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v106, v4, v5, v217
v_alignbit_b32 v107, v5, v4, v217
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v122, v31, v30, v223
v_alignbit_b32 v123, v30, v31, v223
	;;#ASMEND
	v_xor_b32_e32 v0, v44, v141
	v_xor_b32_e32 v1, v45, v140
	s_addc_u32 s9, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v141
	v_mov_b32_e32 v3, v140
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	v_xor_b32_e32 v14, v7, v73
	v_xor_b32_e32 v15, v6, v72
	v_xor_b32_e32 v7, v7, v121
	v_xor_b32_e32 v6, v6, v120
	;;#ASMSTART
	v_alignbit_b32 v56, v43, v42, v190
v_alignbit_b32 v57, v42, v43, v190
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v62, v11, v10, v191
v_alignbit_b32 v63, v10, v11, v191
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v89, v6, v7, v201
v_alignbit_b32 v90, v7, v6, v201
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v120, v25, v24, v202
v_alignbit_b32 v121, v24, v25, v202
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v104, v37, v36, v204
v_alignbit_b32 v105, v36, v37, v204
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v110, v47, v46, v205
v_alignbit_b32 v111, v46, v47, v205
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v17, v16, v206
v_alignbit_b32 v109, v16, v17, v206
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v124, v35, v34, v218
v_alignbit_b32 v125, v34, v35, v218
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v60, v23, v22, v219
v_alignbit_b32 v61, v22, v23, v219
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v138, v13, v12, v220
v_alignbit_b32 v139, v12, v13, v220
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v42, v33, v32, v221
v_alignbit_b32 v43, v32, v33, v221
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v46, v39, v38, v222
v_alignbit_b32 v47, v38, v39, v222
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v126, v21, v20, v232
v_alignbit_b32 v127, v20, v21, v232
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v74, v27, v26, v233
v_alignbit_b32 v75, v26, v27, v233
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v58, v15, v14, v234
v_alignbit_b32 v59, v14, v15, v234
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v72, v9, v8, v188
v_alignbit_b32 v73, v8, v9, v188
	;;#ASMEND
	s_swappc_b64 s[30:31], s[76:77]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, Keccak_f1600_RC@rel32@lo+4
	s_addc_u32 s5, s5, Keccak_f1600_RC@rel32@hi+12
	s_add_u32 s72, s68, s4
	v_mov_b32_e32 v143, v0
	v_mov_b32_e32 v152, v1
	s_addc_u32 s73, s69, s5
	v_cmp_lt_i32_e32 vcc, 1, v153
	s_and_saveexec_b64 s[74:75], vcc
	s_cbranch_execz .LBB1_6
; %bb.10:                               ;   in Loop: Header=BB1_7 Depth=2
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	v_xor_b32_e32 v0, v46, v78
	v_xor_b32_e32 v1, v47, v79
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v78
	v_mov_b32_e32 v3, v79
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v76, v0
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v0, v40, v44
	v_xor_b32_e32 v1, v41, v45
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v46, v141
	v_xor_b32_e32 v1, v47, v140
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v47
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	v_xor_b32_e32 v0, v40, v78
	v_xor_b32_e32 v1, v41, v79
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v141
	v_mov_b32_e32 v5, v140
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_cmp_lt_u32_e32 vcc, 4, v153
	s_and_saveexec_b64 s[78:79], vcc
	s_cbranch_execz .LBB1_5
; %bb.11:                               ;   in Loop: Header=BB1_7 Depth=2
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	v_xor_b32_e32 v0, v58, v42
	v_xor_b32_e32 v1, v59, v43
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v78, v0
	v_mov_b32_e32 v79, v1
	v_xor_b32_e32 v0, v60, v56
	v_xor_b32_e32 v1, v61, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v140, v0
	v_mov_b32_e32 v141, v1
	v_xor_b32_e32 v0, v58, v62
	v_xor_b32_e32 v1, v59, v63
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v42, v60
	v_xor_b32_e32 v1, v43, v61
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v1
	v_xor_b32_e32 v0, v62, v56
	v_xor_b32_e32 v1, v63, v57
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_cmp_lt_u32_e32 vcc, 8, v153
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB1_4
; %bb.12:                               ;   in Loop: Header=BB1_7 Depth=2
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	v_xor_b32_e32 v0, v72, v104
	v_xor_b32_e32 v1, v73, v105
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_xor_b32_e32 v0, v74, v110
	v_xor_b32_e32 v1, v75, v111
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v0, v104, v89
	v_xor_b32_e32 v1, v105, v90
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v110
	v_mov_b32_e32 v5, v111
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v105, v1
	v_xor_b32_e32 v0, v72, v110
	v_xor_b32_e32 v1, v73, v111
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v110
	v_mov_b32_e32 v3, v111
	v_mov_b32_e32 v4, v89
	v_mov_b32_e32 v5, v90
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v110, v0
	v_mov_b32_e32 v111, v1
	v_xor_b32_e32 v0, v74, v89
	v_xor_b32_e32 v1, v75, v90
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v89
	v_mov_b32_e32 v3, v90
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v89, v0
	v_mov_b32_e32 v90, v1
	v_xor_b32_e32 v0, v126, v136
	v_xor_b32_e32 v1, v127, v137
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v136
	v_mov_b32_e32 v3, v137
	v_mov_b32_e32 v4, v138
	v_mov_b32_e32 v5, v139
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v122, v138
	v_xor_b32_e32 v1, v123, v139
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v138
	v_mov_b32_e32 v3, v139
	v_mov_b32_e32 v4, v126
	v_mov_b32_e32 v5, v127
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, v126, v93
	v_xor_b32_e32 v1, v127, v94
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v126
	v_mov_b32_e32 v3, v127
	v_mov_b32_e32 v4, v122
	v_mov_b32_e32 v5, v123
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v127, v1
	v_xor_b32_e32 v0, v122, v136
	v_xor_b32_e32 v1, v123, v137
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v122
	v_mov_b32_e32 v3, v123
	v_mov_b32_e32 v4, v93
	v_mov_b32_e32 v5, v94
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v122, v0
	v_mov_b32_e32 v123, v1
	v_xor_b32_e32 v0, v138, v93
	v_xor_b32_e32 v1, v139, v94
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, v94
	v_mov_b32_e32 v4, v136
	v_mov_b32_e32 v5, v137
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v93, v0
	v_mov_b32_e32 v94, v1
	v_xor_b32_e32 v0, v120, v91
	v_xor_b32_e32 v1, v121, v92
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v120
	v_mov_b32_e32 v3, v121
	v_mov_b32_e32 v4, v124
	v_mov_b32_e32 v5, v125
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v136, v0
	v_mov_b32_e32 v137, v1
	v_xor_b32_e32 v0, v124, v108
	v_xor_b32_e32 v1, v125, v109
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v124
	v_mov_b32_e32 v3, v125
	v_mov_b32_e32 v4, v91
	v_mov_b32_e32 v5, v92
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v138, v0
	v_mov_b32_e32 v139, v1
	v_xor_b32_e32 v0, v106, v91
	v_xor_b32_e32 v1, v107, v92
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v91
	v_mov_b32_e32 v3, v92
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v91, v0
	v_mov_b32_e32 v92, v1
	v_xor_b32_e32 v0, v108, v120
	v_xor_b32_e32 v1, v109, v121
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v108, v0
	v_mov_b32_e32 v109, v1
	v_xor_b32_e32 v0, v124, v106
	v_xor_b32_e32 v1, v125, v107
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v120
	v_mov_b32_e32 v5, v121
	s_swappc_b64 s[30:31], s[76:77]
	v_mov_b32_e32 v124, v138
	v_mov_b32_e32 v120, v136
	v_mov_b32_e32 v125, v139
	v_mov_b32_e32 v121, v137
	v_mov_b32_e32 v139, v75
	v_mov_b32_e32 v137, v73
	v_mov_b32_e32 v138, v74
	v_mov_b32_e32 v136, v72
	v_mov_b32_e32 v75, v57
	v_mov_b32_e32 v73, v43
	v_mov_b32_e32 v106, v0
	v_mov_b32_e32 v107, v1
	v_mov_b32_e32 v74, v56
	v_mov_b32_e32 v72, v42
	s_branch .LBB1_4
.LBB1_13:                               ;   in Loop: Header=BB1_3 Depth=1
	s_andn2_b64 vcc, exec, s[70:71]
	s_mov_b64 s[68:69], -1
	s_cbranch_vccnz .LBB1_1
; %bb.14:                               ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_16
; %bb.15:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_write_b128 v174, v[76:79]
	ds_write_b128 v174, v[44:47] offset:16
	ds_write_b128 v174, v[40:43] offset:32
	ds_write_b128 v174, v[56:59] offset:48
.LBB1_16:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[70:71]
	s_add_u32 s70, s70, _Z7barrierj@rel32@lo+4
	s_addc_u32 s71, s71, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[108:111], v175 offset:16
	ds_read_b128 v[104:107], v175
	ds_read_b32 v90, v174
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_mov_b32 s57, 0
.LBB1_17:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_18 Depth 3
	s_bfe_u32 s4, s57, 0x20003
	v_or_b32_e32 v0, s4, v184
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v91, vcc, s83, v0
	s_mov_b32 s74, 0
.LBB1_18:                               ;   Parent Loop BB1_3 Depth=1
                                        ;     Parent Loop BB1_17 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_cvt_f32_u32_e32 v1, s82
	s_add_i32 s75, s57, s74
	s_cmp_eq_u32 s74, 1
	s_cselect_b64 vcc, -1, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_cmp_eq_u32 s74, 2
	v_cndmask_b32_e32 v0, v104, v105, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 3
	v_cndmask_b32_e32 v0, v0, v106, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cndmask_b32_e32 v0, v0, v107, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 5
	v_cvt_u32_f32_e32 v1, v1
	v_cndmask_b32_e32 v0, v0, v108, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 6
	v_cndmask_b32_e32 v0, v0, v109, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 7
	v_cndmask_b32_e32 v0, v0, v110, vcc
	s_cselect_b64 vcc, -1, 0
	s_sub_i32 s4, 0, s82
	v_mul_lo_u32 v2, s4, v1
	v_xor_b32_e32 v3, s75, v90
	v_mul_lo_u32 v3, v3, s84
	v_cndmask_b32_e32 v0, v0, v111, vcc
	v_mul_hi_u32 v2, v1, v2
	v_mov_b32_e32 v121, s64
	v_xor_b32_e32 v0, v3, v0
	v_mov_b32_e32 v122, s62
	v_add_i32_e32 v89, vcc, v2, v1
	v_mul_hi_u32 v1, v0, v89
	v_mov_b32_e32 v94, s65
	v_mov_b32_e32 v120, s63
	v_lshl_b64 v[92:93], v[154:155], 5
	v_mul_lo_u32 v1, v1, s82
	v_mul_lo_u32 v8, v104, s84
	v_mul_lo_u32 v9, v105, s84
	v_mul_lo_u32 v10, v106, s84
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v91
	v_mul_lo_u32 v11, v107, s84
	v_mul_lo_u32 v12, v108, s84
	v_mul_lo_u32 v13, v109, s84
	v_mul_lo_u32 v14, v110, s84
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v168, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[168:169], 7
	v_cndmask_b32_e32 v3, v121, v122, vcc
	v_cndmask_b32_e32 v2, v94, v120, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v92
	v_addc_u32_e32 v5, vcc, v1, v93, vcc
	flat_load_dwordx4 v[0:3], v[4:5]
	v_add_i32_e32 v4, vcc, 16, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	v_mul_lo_u32 v15, v111, s84
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	s_mov_b64 s[8:9], s[42:43]
	s_getpc_b64 s[72:73]
	s_add_u32 s72, s72, _Z9mem_fencej@rel32@lo+4
	s_addc_u32 s73, s73, _Z9mem_fencej@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v107, v0, v8
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v104, v3, v11
	v_xor_b32_e32 v105, v2, v10
	v_xor_b32_e32 v106, v1, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v108, v7, v15
	v_xor_b32_e32 v109, v6, v14
	v_xor_b32_e32 v110, v5, v13
	v_xor_b32_e32 v111, v4, v12
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s75, s75, 1
	s_add_i32 s4, s74, 1
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v1, v107, v106, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v1, v1, v105, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_xor_b32_e32 v0, s75, v90
	v_cndmask_b32_e32 v1, v1, v104, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_mul_lo_u32 v0, v0, s84
	v_cndmask_b32_e32 v1, v1, v111, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v1, v1, v110, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 7
	v_cndmask_b32_e32 v1, v1, v109, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v108, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v89
	v_mul_lo_u32 v12, v107, s84
	v_mul_lo_u32 v8, v111, s84
	v_mul_lo_u32 v9, v110, s84
	v_mul_lo_u32 v1, v1, s82
	v_mul_lo_u32 v10, v109, s84
	v_mul_lo_u32 v11, v108, s84
	v_mul_lo_u32 v13, v104, s84
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v91
	v_mul_lo_u32 v14, v105, s84
	v_mul_lo_u32 v15, v106, s84
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v168, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[168:169], 7
	v_cndmask_b32_e32 v3, v121, v122, vcc
	v_cndmask_b32_e32 v2, v94, v120, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v92
	v_addc_u32_e32 v5, vcc, v1, v93, vcc
	flat_load_dwordx4 v[0:3], v[4:5]
	v_add_i32_e32 v4, vcc, 16, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v104, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v107, v3, v13
	v_xor_b32_e32 v106, v2, v14
	v_xor_b32_e32 v105, v1, v15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v111, v7, v11
	v_xor_b32_e32 v110, v6, v10
	v_xor_b32_e32 v109, v5, v9
	v_xor_b32_e32 v108, v4, v8
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s74, s74, 2
	s_cmp_eq_u32 s74, 8
	s_cbranch_scc0 .LBB1_18
; %bb.19:                               ;   in Loop: Header=BB1_17 Depth=2
	s_add_i32 s4, s57, 8
	s_cmp_gt_u32 s57, 55
	s_mov_b32 s57, s4
	s_cbranch_scc0 .LBB1_17
; %bb.20:                               ;   in Loop: Header=BB1_3 Depth=1
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	v_mul_lo_u32 v0, v104, s84
	v_mul_lo_u32 v1, v108, s84
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v1, v1, v109
	v_mul_lo_u32 v0, v0, s84
	v_mul_lo_u32 v1, v1, s84
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v1, v1, v110
	v_mul_lo_u32 v0, v0, s84
	v_mul_lo_u32 v1, v1, s84
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v1, v1, v111
	ds_write_b64 v186, v[0:1]
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_22
; %bb.21:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_read_b128 v[60:63], v174
	ds_read_b128 v[72:75], v174 offset:16
.LBB1_22:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s50, 56
	s_addc_u32 s9, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_24
; %bb.23:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_write_b128 v174, v[76:79]
	ds_write_b128 v174, v[44:47] offset:16
	ds_write_b128 v174, v[40:43] offset:32
	ds_write_b128 v174, v[56:59] offset:48
.LBB1_24:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[108:111], v175 offset:16
	ds_read_b128 v[104:107], v175
	ds_read_b32 v90, v174
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_mov_b32 s57, 0
.LBB1_25:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_26 Depth 3
	s_bfe_u32 s4, s57, 0x20003
	v_or_b32_e32 v0, s4, v184
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v91, vcc, s83, v0
	s_mov_b32 s74, 0
.LBB1_26:                               ;   Parent Loop BB1_3 Depth=1
                                        ;     Parent Loop BB1_25 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s75, s57, s74
	s_cmp_eq_u32 s74, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 2
	v_cndmask_b32_e32 v1, v104, v105, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 3
	v_cndmask_b32_e32 v1, v1, v106, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 4
	v_xor_b32_e32 v0, s75, v90
	v_cndmask_b32_e32 v1, v1, v107, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 5
	v_mul_lo_u32 v0, v0, s84
	v_cndmask_b32_e32 v1, v1, v108, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 6
	v_cndmask_b32_e32 v1, v1, v109, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 7
	v_cndmask_b32_e32 v1, v1, v110, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v111, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v89
	v_mov_b32_e32 v121, s64
	v_mov_b32_e32 v122, s62
	v_mov_b32_e32 v94, s65
	v_mul_lo_u32 v1, v1, s82
	v_mov_b32_e32 v120, s63
	v_lshl_b64 v[92:93], v[154:155], 5
	v_mul_lo_u32 v8, v104, s84
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v91
	v_mul_lo_u32 v9, v105, s84
	v_mul_lo_u32 v10, v106, s84
	v_mul_lo_u32 v11, v107, s84
	v_mul_lo_u32 v12, v108, s84
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v168, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[168:169], 7
	v_cndmask_b32_e32 v3, v121, v122, vcc
	v_cndmask_b32_e32 v2, v94, v120, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v92
	v_addc_u32_e32 v5, vcc, v1, v93, vcc
	flat_load_dwordx4 v[0:3], v[4:5]
	v_add_i32_e32 v4, vcc, 16, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	v_mul_lo_u32 v13, v109, s84
	v_mul_lo_u32 v14, v110, s84
	v_mul_lo_u32 v15, v111, s84
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	s_mov_b64 s[8:9], s[42:43]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v107, v0, v8
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v104, v3, v11
	v_xor_b32_e32 v105, v2, v10
	v_xor_b32_e32 v106, v1, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v108, v7, v15
	v_xor_b32_e32 v109, v6, v14
	v_xor_b32_e32 v110, v5, v13
	v_xor_b32_e32 v111, v4, v12
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s75, s75, 1
	s_add_i32 s4, s74, 1
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v1, v107, v106, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v1, v1, v105, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_xor_b32_e32 v0, s75, v90
	v_cndmask_b32_e32 v1, v1, v104, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_mul_lo_u32 v0, v0, s84
	v_cndmask_b32_e32 v1, v1, v111, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v1, v1, v110, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 7
	v_cndmask_b32_e32 v1, v1, v109, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v108, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v89
	v_mul_lo_u32 v12, v107, s84
	v_mul_lo_u32 v8, v111, s84
	v_mul_lo_u32 v9, v110, s84
	v_mul_lo_u32 v1, v1, s82
	v_mul_lo_u32 v10, v109, s84
	v_mul_lo_u32 v11, v108, s84
	v_mul_lo_u32 v13, v104, s84
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v91
	v_mul_lo_u32 v14, v105, s84
	v_mul_lo_u32 v15, v106, s84
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v168, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[168:169], 7
	v_cndmask_b32_e32 v3, v121, v122, vcc
	v_cndmask_b32_e32 v2, v94, v120, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v92
	v_addc_u32_e32 v5, vcc, v1, v93, vcc
	flat_load_dwordx4 v[0:3], v[4:5]
	v_add_i32_e32 v4, vcc, 16, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v104, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v107, v3, v13
	v_xor_b32_e32 v106, v2, v14
	v_xor_b32_e32 v105, v1, v15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v111, v7, v11
	v_xor_b32_e32 v110, v6, v10
	v_xor_b32_e32 v109, v5, v9
	v_xor_b32_e32 v108, v4, v8
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s74, s74, 2
	s_cmp_lg_u32 s74, 8
	s_cbranch_scc1 .LBB1_26
; %bb.27:                               ;   in Loop: Header=BB1_25 Depth=2
	s_add_i32 s4, s57, 8
	s_cmp_lt_u32 s57, 56
	s_mov_b32 s57, s4
	s_cbranch_scc1 .LBB1_25
; %bb.28:                               ;   in Loop: Header=BB1_3 Depth=1
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	v_mul_lo_u32 v0, v104, s84
	v_mul_lo_u32 v1, v108, s84
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v1, v1, v109
	v_mul_lo_u32 v0, v0, s84
	v_mul_lo_u32 v1, v1, s84
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v1, v1, v110
	v_mul_lo_u32 v0, v0, s84
	v_mul_lo_u32 v1, v1, s84
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v1, v1, v111
	ds_write_b64 v186, v[0:1]
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_30
; %bb.29:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_read_b128 v[60:63], v174
	ds_read_b128 v[72:75], v174 offset:16
.LBB1_30:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s50, 56
	s_addc_u32 s9, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_32
; %bb.31:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_write_b128 v174, v[76:79]
	ds_write_b128 v174, v[44:47] offset:16
	ds_write_b128 v174, v[40:43] offset:32
	ds_write_b128 v174, v[56:59] offset:48
.LBB1_32:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[108:111], v175 offset:16
	ds_read_b128 v[104:107], v175
	ds_read_b32 v90, v174
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_mov_b32 s57, 0
.LBB1_33:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_34 Depth 3
	s_bfe_u32 s4, s57, 0x20003
	v_or_b32_e32 v0, s4, v184
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v91, vcc, s83, v0
	s_mov_b32 s74, 0
.LBB1_34:                               ;   Parent Loop BB1_3 Depth=1
                                        ;     Parent Loop BB1_33 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s75, s57, s74
	s_cmp_eq_u32 s74, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 2
	v_cndmask_b32_e32 v1, v104, v105, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 3
	v_cndmask_b32_e32 v1, v1, v106, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 4
	v_xor_b32_e32 v0, s75, v90
	v_cndmask_b32_e32 v1, v1, v107, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 5
	v_mul_lo_u32 v0, v0, s84
	v_cndmask_b32_e32 v1, v1, v108, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 6
	v_cndmask_b32_e32 v1, v1, v109, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 7
	v_cndmask_b32_e32 v1, v1, v110, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v111, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v89
	v_mov_b32_e32 v121, s64
	v_mov_b32_e32 v122, s62
	v_mov_b32_e32 v94, s65
	v_mul_lo_u32 v1, v1, s82
	v_mov_b32_e32 v120, s63
	v_lshl_b64 v[92:93], v[154:155], 5
	v_mul_lo_u32 v8, v104, s84
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v91
	v_mul_lo_u32 v9, v105, s84
	v_mul_lo_u32 v10, v106, s84
	v_mul_lo_u32 v11, v107, s84
	v_mul_lo_u32 v12, v108, s84
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v168, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[168:169], 7
	v_cndmask_b32_e32 v3, v121, v122, vcc
	v_cndmask_b32_e32 v2, v94, v120, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v92
	v_addc_u32_e32 v5, vcc, v1, v93, vcc
	flat_load_dwordx4 v[0:3], v[4:5]
	v_add_i32_e32 v4, vcc, 16, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	v_mul_lo_u32 v13, v109, s84
	v_mul_lo_u32 v14, v110, s84
	v_mul_lo_u32 v15, v111, s84
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	s_mov_b64 s[8:9], s[42:43]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v107, v0, v8
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v104, v3, v11
	v_xor_b32_e32 v105, v2, v10
	v_xor_b32_e32 v106, v1, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v108, v7, v15
	v_xor_b32_e32 v109, v6, v14
	v_xor_b32_e32 v110, v5, v13
	v_xor_b32_e32 v111, v4, v12
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s75, s75, 1
	s_add_i32 s4, s74, 1
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v1, v107, v106, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v1, v1, v105, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_xor_b32_e32 v0, s75, v90
	v_cndmask_b32_e32 v1, v1, v104, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_mul_lo_u32 v0, v0, s84
	v_cndmask_b32_e32 v1, v1, v111, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v1, v1, v110, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 7
	v_cndmask_b32_e32 v1, v1, v109, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v108, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v89
	v_mul_lo_u32 v12, v107, s84
	v_mul_lo_u32 v8, v111, s84
	v_mul_lo_u32 v9, v110, s84
	v_mul_lo_u32 v1, v1, s82
	v_mul_lo_u32 v10, v109, s84
	v_mul_lo_u32 v11, v108, s84
	v_mul_lo_u32 v13, v104, s84
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v91
	v_mul_lo_u32 v14, v105, s84
	v_mul_lo_u32 v15, v106, s84
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v168, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[168:169], 7
	v_cndmask_b32_e32 v3, v121, v122, vcc
	v_cndmask_b32_e32 v2, v94, v120, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v92
	v_addc_u32_e32 v5, vcc, v1, v93, vcc
	flat_load_dwordx4 v[0:3], v[4:5]
	v_add_i32_e32 v4, vcc, 16, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v104, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v107, v3, v13
	v_xor_b32_e32 v106, v2, v14
	v_xor_b32_e32 v105, v1, v15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v111, v7, v11
	v_xor_b32_e32 v110, v6, v10
	v_xor_b32_e32 v109, v5, v9
	v_xor_b32_e32 v108, v4, v8
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s74, s74, 2
	s_cmp_lg_u32 s74, 8
	s_cbranch_scc1 .LBB1_34
; %bb.35:                               ;   in Loop: Header=BB1_33 Depth=2
	s_add_i32 s4, s57, 8
	s_cmp_lt_u32 s57, 56
	s_mov_b32 s57, s4
	s_cbranch_scc1 .LBB1_33
; %bb.36:                               ;   in Loop: Header=BB1_3 Depth=1
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	v_mul_lo_u32 v0, v104, s84
	v_mul_lo_u32 v1, v108, s84
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v1, v1, v109
	v_mul_lo_u32 v0, v0, s84
	v_mul_lo_u32 v1, v1, s84
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v1, v1, v110
	v_mul_lo_u32 v0, v0, s84
	v_mul_lo_u32 v1, v1, s84
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v1, v1, v111
	ds_write_b64 v186, v[0:1]
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_38
; %bb.37:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_read_b128 v[60:63], v174
	ds_read_b128 v[72:75], v174 offset:16
.LBB1_38:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s50, 56
	s_addc_u32 s9, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_40
; %bb.39:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_write_b128 v174, v[76:79]
	ds_write_b128 v174, v[44:47] offset:16
	ds_write_b128 v174, v[40:43] offset:32
	ds_write_b128 v174, v[56:59] offset:48
.LBB1_40:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	ds_read_b128 v[108:111], v175 offset:16
	ds_read_b128 v[104:107], v175
	ds_read_b32 v90, v174
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_mov_b32 s57, 0
.LBB1_41:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_42 Depth 3
	s_bfe_u32 s4, s57, 0x20003
	v_or_b32_e32 v0, s4, v184
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v91, vcc, s83, v0
	s_mov_b32 s74, 0
.LBB1_42:                               ;   Parent Loop BB1_3 Depth=1
                                        ;     Parent Loop BB1_41 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s75, s57, s74
	s_cmp_eq_u32 s74, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 2
	v_cndmask_b32_e32 v1, v104, v105, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 3
	v_cndmask_b32_e32 v1, v1, v106, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 4
	v_xor_b32_e32 v0, s75, v90
	v_cndmask_b32_e32 v1, v1, v107, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 5
	v_mul_lo_u32 v0, v0, s84
	v_cndmask_b32_e32 v1, v1, v108, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 6
	v_cndmask_b32_e32 v1, v1, v109, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s74, 7
	v_cndmask_b32_e32 v1, v1, v110, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v111, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v89
	v_mov_b32_e32 v121, s64
	v_mov_b32_e32 v122, s62
	v_mov_b32_e32 v94, s65
	v_mul_lo_u32 v1, v1, s82
	v_mov_b32_e32 v120, s63
	v_lshl_b64 v[92:93], v[154:155], 5
	v_mul_lo_u32 v8, v104, s84
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v91
	v_mul_lo_u32 v9, v105, s84
	v_mul_lo_u32 v10, v106, s84
	v_mul_lo_u32 v11, v107, s84
	v_mul_lo_u32 v12, v108, s84
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v168, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[168:169], 7
	v_cndmask_b32_e32 v3, v121, v122, vcc
	v_cndmask_b32_e32 v2, v94, v120, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v92
	v_addc_u32_e32 v5, vcc, v1, v93, vcc
	flat_load_dwordx4 v[0:3], v[4:5]
	v_add_i32_e32 v4, vcc, 16, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	v_mul_lo_u32 v13, v109, s84
	v_mul_lo_u32 v14, v110, s84
	v_mul_lo_u32 v15, v111, s84
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	s_mov_b64 s[8:9], s[42:43]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v107, v0, v8
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v104, v3, v11
	v_xor_b32_e32 v105, v2, v10
	v_xor_b32_e32 v106, v1, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v108, v7, v15
	v_xor_b32_e32 v109, v6, v14
	v_xor_b32_e32 v110, v5, v13
	v_xor_b32_e32 v111, v4, v12
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s75, s75, 1
	s_add_i32 s4, s74, 1
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v1, v107, v106, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v1, v1, v105, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_xor_b32_e32 v0, s75, v90
	v_cndmask_b32_e32 v1, v1, v104, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_mul_lo_u32 v0, v0, s84
	v_cndmask_b32_e32 v1, v1, v111, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v1, v1, v110, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 7
	v_cndmask_b32_e32 v1, v1, v109, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v108, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v89
	v_mul_lo_u32 v12, v107, s84
	v_mul_lo_u32 v8, v111, s84
	v_mul_lo_u32 v9, v110, s84
	v_mul_lo_u32 v1, v1, s82
	v_mul_lo_u32 v10, v109, s84
	v_mul_lo_u32 v11, v108, s84
	v_mul_lo_u32 v13, v104, s84
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s82, v0
	v_cmp_le_u32_e32 vcc, s82, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v91
	v_mul_lo_u32 v14, v105, s84
	v_mul_lo_u32 v15, v106, s84
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v168, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[168:169], 7
	v_cndmask_b32_e32 v3, v121, v122, vcc
	v_cndmask_b32_e32 v2, v94, v120, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v92
	v_addc_u32_e32 v5, vcc, v1, v93, vcc
	flat_load_dwordx4 v[0:3], v[4:5]
	v_add_i32_e32 v4, vcc, 16, v4
	v_addc_u32_e32 v5, vcc, 0, v5, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v104, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v107, v3, v13
	v_xor_b32_e32 v106, v2, v14
	v_xor_b32_e32 v105, v1, v15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v111, v7, v11
	v_xor_b32_e32 v110, v6, v10
	v_xor_b32_e32 v109, v5, v9
	v_xor_b32_e32 v108, v4, v8
	s_swappc_b64 s[30:31], s[72:73]
	s_add_i32 s74, s74, 2
	s_cmp_lg_u32 s74, 8
	s_cbranch_scc1 .LBB1_42
; %bb.43:                               ;   in Loop: Header=BB1_41 Depth=2
	s_add_i32 s4, s57, 8
	s_cmp_lt_u32 s57, 56
	s_mov_b32 s57, s4
	s_cbranch_scc1 .LBB1_41
; %bb.44:                               ;   in Loop: Header=BB1_3 Depth=1
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	v_mul_lo_u32 v0, v104, s84
	v_mul_lo_u32 v1, v108, s84
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v1, v1, v109
	v_mul_lo_u32 v0, v0, s84
	v_mul_lo_u32 v1, v1, s84
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v1, v1, v110
	v_mul_lo_u32 v0, v0, s84
	v_mul_lo_u32 v1, v1, s84
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v1, v1, v111
	ds_write_b64 v186, v[0:1]
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_46
; %bb.45:                               ;   in Loop: Header=BB1_3 Depth=1
	ds_read_b128 v[60:63], v174
	ds_read_b128 v[72:75], v174 offset:16
.LBB1_46:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s50, 56
	s_addc_u32 s9, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[70:71]
	s_mov_b64 s[4:5], 0
	s_branch .LBB1_2
.LBB1_47:
	v_alignbit_b32 v0, v76, v76, 8
	v_alignbit_b32 v1, v76, v76, 24
	s_mov_b32 s4, 0xff00ff
	v_bfi_b32 v1, s4, v1, v0
	v_alignbit_b32 v0, v77, v77, 8
	v_alignbit_b32 v2, v77, v77, 24
	v_bfi_b32 v0, s4, v2, v0
	v_cmp_ge_u64_e32 vcc, s[58:59], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_49
; %bb.48:
	s_add_u32 s15, s54, 0x100
	s_addc_u32 s18, s55, 0
	s_add_u32 s34, s50, 56
	s_addc_u32 s35, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s18
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS1Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS1Vj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v95
	v_mov_b32_e32 v0, 3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3minjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z3minjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 6
	v_mov_b32_e32 v2, s55
	v_add_i32_e32 v0, vcc, s54, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 4, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dword v[0:1], v88
	s_waitcnt vmcnt(0)
	flat_store_dword v[2:3], v172
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dword v[2:3], v173
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 12, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dword v[2:3], v170
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 16, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dword v[2:3], v171
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 20, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dword v[2:3], v158
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 24, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dword v[2:3], v159
	s_waitcnt vmcnt(0)
	v_add_i32_e32 v2, vcc, 28, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_add_i32_e32 v0, vcc, 32, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_store_dword v[2:3], v156
	s_waitcnt vmcnt(0)
	flat_store_dword v[0:1], v157
	s_waitcnt vmcnt(0)
.LBB1_49:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel search
		.amdhsa_group_segment_fixed_size 2560
		.amdhsa_private_segment_fixed_size 16384
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
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 235
		.amdhsa_next_free_sgpr 85
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
	.size	search, .Lfunc_end1-search
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 9068
; NumSgprs: 89
; NumVgprs: 235
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 2560 bytes/workgroup (compile time only)
; SGPRBlocks: 11
; VGPRBlocks: 58
; NumSGPRsForWavesPerEU: 89
; NumVGPRsForWavesPerEU: 235
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	GenerateDAG             ; -- Begin function GenerateDAG
	.globl	GenerateDAG
	.p2align	8
	.type	GenerateDAG,@function
GenerateDAG:                            ; @GenerateDAG
; %bb.0:
	s_add_i32 s12, s12, s17
	s_load_dword s53, s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x2
	s_load_dwordx2 s[46:47], s[8:9], 0x6
	s_load_dword s60, s[8:9], 0x8
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s38, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_mov_b32 s33, s16
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v136, v0, v2
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s45, s14
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s44, s15
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s52, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v0, 0
	v_add_i32_e32 v172, vcc, s53, v60
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cvt_f32_u32_e32 v1, s60
	s_sub_i32 s4, 0, s60
	v_mov_b32_e32 v3, s49
	s_mov_b32 s53, s52
	v_rcp_iflag_f32_e32 v1, v1
	v_and_b32_e32 v201, -4, v0
	v_mov_b32_e32 v109, s53
	v_mov_b32_e32 v73, s53
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v62, s53
	v_mov_b32_e32 v95, s53
	v_mov_b32_e32 v77, s53
	v_mul_lo_u32 v2, s4, v1
	s_mov_b32 s4, 1
	s_brev_b32 s5, 1
	v_mov_b32_e32 v139, s5
	v_mul_hi_u32 v2, v1, v2
	v_mov_b32_e32 v121, s53
	v_mov_b32_e32 v75, s53
	v_mov_b32_e32 v91, s53
	v_add_i32_e32 v173, vcc, v2, v1
	v_mul_hi_u32 v1, v172, v173
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v125, s53
	v_mov_b32_e32 v123, s53
	v_mul_lo_u32 v1, v1, s60
	v_mov_b32_e32 v127, s53
	v_mov_b32_e32 v93, s53
	v_mov_b32_e32 v79, s53
	v_sub_i32_e32 v1, vcc, v172, v1
	v_subrev_i32_e32 v4, vcc, s60, v1
	v_cmp_le_u32_e32 vcc, s60, v1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_subrev_i32_e32 v4, vcc, s60, v1
	v_cmp_le_u32_e32 vcc, s60, v1
	v_cndmask_b32_e32 v1, v1, v4, vcc
	v_lshl_b64 v[1:2], v[1:2], 6
	v_mov_b32_e32 v107, s53
	v_add_i32_e32 v1, vcc, s48, v1
	v_addc_u32_e32 v2, vcc, v3, v2, vcc
	v_add_i32_e32 v3, vcc, 48, v1
	v_addc_u32_e32 v4, vcc, 0, v2, vcc
	v_add_i32_e32 v5, vcc, 16, v1
	v_addc_u32_e32 v6, vcc, 0, v2, vcc
	flat_load_dwordx4 v[40:43], v[5:6]
	flat_load_dwordx4 v[156:159], v[1:2]
	flat_load_dwordx4 v[44:47], v[3:4]
	v_add_i32_e32 v1, vcc, 32, v1
	v_addc_u32_e32 v2, vcc, 0, v2, vcc
	flat_load_dwordx4 v[152:155], v[1:2]
	v_mov_b32_e32 v89, s53
	v_mov_b32_e32 v105, s53
	s_mov_b64 s[56:57], 0
	v_mov_b32_e32 v174, 31
	v_mov_b32_e32 v175, 20
	v_mov_b32_e32 v184, 12
	v_mov_b32_e32 v185, 3
	v_mov_b32_e32 v186, 21
	v_mov_b32_e32 v187, 18
	v_mov_b32_e32 v188, 19
	v_mov_b32_e32 v190, 4
	v_mov_b32_e32 v191, 11
	v_mov_b32_e32 v200, 29
	v_mov_b32_e32 v202, 25
	v_mov_b32_e32 v203, 14
	v_mov_b32_e32 v204, 2
	v_mov_b32_e32 v205, 7
	v_mov_b32_e32 v206, 24
	v_mov_b32_e32 v207, 8
	v_mov_b32_e32 v216, 23
	v_mov_b32_e32 v217, 5
	v_mov_b32_e32 v218, 30
	v_mov_b32_e32 v219, 9
	v_mov_b32_e32 v220, 28
	v_mov_b32_e32 v221, 17
	v_mov_b32_e32 v222, 22
	v_mov_b32_e32 v223, 26
	v_mov_b32_e32 v108, s52
	v_mov_b32_e32 v138, s4
	v_lshlrev_b32_e32 v189, 6, v201
	v_mov_b32_e32 v72, s52
	v_mov_b32_e32 v61, s52
	v_mov_b32_e32 v94, s52
	v_mov_b32_e32 v76, s52
	v_mov_b32_e32 v120, s52
	v_mov_b32_e32 v74, s52
	v_mov_b32_e32 v90, s52
	v_mov_b32_e32 v124, s52
	v_mov_b32_e32 v122, s52
	v_mov_b32_e32 v126, s52
	v_mov_b32_e32 v92, s52
	v_mov_b32_e32 v78, s52
	v_mov_b32_e32 v106, s52
	v_mov_b32_e32 v88, s52
	v_mov_b32_e32 v104, s52
	s_getpc_b64 s[52:53]
	s_add_u32 s52, s52, _Z9bitselectDv2_jS_S_@rel32@lo+4
	s_addc_u32 s53, s53, _Z9bitselectDv2_jS_S_@rel32@hi+12
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, Keccak_f1600_RC@rel32@lo+4
	s_addc_u32 s55, s55, Keccak_f1600_RC@rel32@hi+12
	s_waitcnt vmcnt(3)
	v_mov_b32_e32 v171, v41
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v156, v156, v172
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v169, v47
	v_mov_b32_e32 v140, v156
	v_mov_b32_e32 v170, v40
	v_mov_b32_e32 v168, v46
	v_mov_b32_e32 v141, v157
	s_branch .LBB2_2
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	s_load_dwordx2 s[4:5], s[58:59], 0x0
	s_add_u32 s56, s56, 8
	s_addc_u32 s57, s57, 0
	v_mov_b32_e32 v153, v57
	v_mov_b32_e32 v159, v143
	v_mov_b32_e32 v155, v59
	v_mov_b32_e32 v171, v41
	v_mov_b32_e32 v169, v47
	v_mov_b32_e32 v139, v111
	s_cmpk_lg_i32 s56, 0xc0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v141, s5, v137
	v_xor_b32_e32 v140, s4, v63
	v_mov_b32_e32 v152, v56
	v_mov_b32_e32 v158, v142
	v_mov_b32_e32 v154, v58
	v_mov_b32_e32 v170, v40
	v_mov_b32_e32 v168, v46
	v_mov_b32_e32 v138, v110
	s_cbranch_scc0 .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v0, v155, v141
	v_xor_b32_e32 v1, v154, v140
	v_xor_b32_e32 v2, v168, v170
	v_xor_b32_e32 v3, v169, v171
	v_xor_b32_e32 v1, v1, v126
	v_xor_b32_e32 v0, v0, v127
	v_xor_b32_e32 v3, v3, v107
	v_xor_b32_e32 v2, v2, v106
	v_xor_b32_e32 v0, v0, v93
	v_xor_b32_e32 v1, v1, v92
	v_xor_b32_e32 v2, v2, v88
	v_xor_b32_e32 v3, v3, v89
	v_xor_b32_e32 v1, v1, v78
	v_xor_b32_e32 v0, v0, v79
	v_xor_b32_e32 v3, v3, v105
	v_xor_b32_e32 v2, v2, v104
	;;#ASMSTART
	v_alignbit_b32 v4, v2, v3, v174
v_alignbit_b32 v5, v3, v2, v174
	;;#ASMEND
	v_xor_b32_e32 v156, v5, v0
	v_xor_b32_e32 v157, v4, v1
	v_xor_b32_e32 v4, v125, v91
	v_xor_b32_e32 v5, v124, v90
	v_xor_b32_e32 v6, v120, v76
	v_xor_b32_e32 v7, v121, v77
	v_xor_b32_e32 v5, v5, v122
	v_xor_b32_e32 v4, v4, v123
	v_xor_b32_e32 v7, v7, v75
	v_xor_b32_e32 v6, v6, v74
	v_xor_b32_e32 v4, v4, v45
	v_xor_b32_e32 v5, v5, v44
	v_xor_b32_e32 v6, v6, v42
	v_xor_b32_e32 v7, v7, v43
	v_xor_b32_e32 v5, v5, v158
	v_xor_b32_e32 v4, v4, v159
	v_xor_b32_e32 v7, v7, v139
	v_xor_b32_e32 v6, v6, v138
	;;#ASMSTART
	v_alignbit_b32 v8, v6, v7, v174
v_alignbit_b32 v9, v7, v6, v174
	;;#ASMEND
	v_xor_b32_e32 v232, v9, v4
	v_xor_b32_e32 v233, v8, v5
	v_xor_b32_e32 v8, v72, v108
	v_xor_b32_e32 v9, v73, v109
	v_xor_b32_e32 v9, v9, v62
	v_xor_b32_e32 v8, v8, v61
	v_xor_b32_e32 v8, v8, v94
	v_xor_b32_e32 v9, v9, v95
	v_xor_b32_e32 v9, v9, v153
	v_xor_b32_e32 v8, v8, v152
	;;#ASMSTART
	v_alignbit_b32 v0, v1, v0, v174
v_alignbit_b32 v1, v0, v1, v174
	;;#ASMEND
	v_xor_b32_e32 v236, v0, v6
	v_xor_b32_e32 v237, v1, v7
	;;#ASMSTART
	v_alignbit_b32 v0, v5, v4, v174
v_alignbit_b32 v1, v4, v5, v174
	;;#ASMEND
	v_xor_b32_e32 v238, v0, v8
	v_xor_b32_e32 v239, v1, v9
	s_add_u32 s34, s38, 40
	;;#ASMSTART
	v_alignbit_b32 v10, v8, v9, v174
v_alignbit_b32 v11, v9, v8, v174
	;;#ASMEND
	v_xor_b32_e32 v234, v10, v2
	v_xor_b32_e32 v235, v11, v3
	v_xor_b32_e32 v46, v239, v141
	v_xor_b32_e32 v47, v238, v140
	v_xor_b32_e32 v0, v239, v127
	v_xor_b32_e32 v1, v238, v126
	v_xor_b32_e32 v2, v157, v44
	v_xor_b32_e32 v3, v156, v45
	v_xor_b32_e32 v4, v157, v124
	v_xor_b32_e32 v5, v156, v125
	s_addc_u32 s35, s39, 0
	v_xor_b32_e32 v6, v233, v106
	v_xor_b32_e32 v7, v232, v107
	;;#ASMSTART
	v_alignbit_b32 v44, v3, v2, v175
v_alignbit_b32 v45, v2, v3, v175
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v40, v7, v6, v186
v_alignbit_b32 v41, v6, v7, v186
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v106, v5, v4, v188
v_alignbit_b32 v107, v4, v5, v188
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v110, v1, v0, v200
v_alignbit_b32 v111, v0, v1, v200
	;;#ASMEND
	v_xor_b32_e32 v0, v40, v47
	v_xor_b32_e32 v1, v41, v46
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	v_xor_b32_e32 v8, v233, v104
	v_xor_b32_e32 v9, v232, v105
	v_xor_b32_e32 v10, v235, v43
	v_xor_b32_e32 v11, v234, v42
	v_xor_b32_e32 v12, v235, v121
	v_xor_b32_e32 v13, v234, v120
	v_xor_b32_e32 v14, v237, v95
	v_xor_b32_e32 v15, v236, v94
	v_xor_b32_e32 v16, v237, v109
	v_xor_b32_e32 v17, v236, v108
	;;#ASMSTART
	v_alignbit_b32 v94, v15, v14, v184
v_alignbit_b32 v95, v14, v15, v184
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v104, v9, v8, v185
v_alignbit_b32 v105, v8, v9, v185
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v56, v17, v16, v187
v_alignbit_b32 v57, v16, v17, v187
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v11, v10, v190
v_alignbit_b32 v109, v10, v11, v190
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v42, v13, v12, v191
v_alignbit_b32 v43, v12, v13, v191
	;;#ASMEND
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v137, v1
	s_add_u32 s58, s56, s54
	v_xor_b32_e32 v0, v42, v44
	v_xor_b32_e32 v1, v43, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	s_addc_u32 s59, s57, s55
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v142, v0
	v_mov_b32_e32 v143, v1
	v_xor_b32_e32 v0, v56, v40
	v_xor_b32_e32 v1, v57, v41
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_xor_b32_e32 v0, v42, v47
	v_xor_b32_e32 v1, v43, v46
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_xor_b32_e32 v0, v56, v44
	v_xor_b32_e32 v1, v57, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v0, v110, v108
	v_xor_b32_e32 v1, v111, v109
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v95
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v106, v94
	v_xor_b32_e32 v1, v107, v95
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v110
	v_mov_b32_e32 v5, v111
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v110, v104
	v_xor_b32_e32 v1, v111, v105
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v110
	v_mov_b32_e32 v3, v111
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	v_xor_b32_e32 v0, v108, v106
	v_xor_b32_e32 v1, v109, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v110, v0
	v_mov_b32_e32 v111, v1
	v_xor_b32_e32 v0, v104, v94
	v_xor_b32_e32 v1, v105, v95
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v94, v0
	v_mov_b32_e32 v95, v1
	s_cmpk_eq_i32 s56, 0xb8
	v_xor_b32_e32 v0, v156, v159
	v_xor_b32_e32 v1, v157, v158
	v_xor_b32_e32 v2, v238, v154
	v_xor_b32_e32 v3, v239, v155
	v_xor_b32_e32 v4, v238, v92
	v_xor_b32_e32 v5, v239, v93
	v_xor_b32_e32 v6, v239, v79
	v_xor_b32_e32 v7, v238, v78
	v_xor_b32_e32 v8, v156, v123
	v_xor_b32_e32 v9, v157, v122
	v_xor_b32_e32 v10, v156, v91
	v_xor_b32_e32 v11, v157, v90
	v_xor_b32_e32 v12, v233, v170
	v_xor_b32_e32 v13, v232, v171
	v_xor_b32_e32 v14, v232, v169
	v_xor_b32_e32 v15, v233, v168
	v_xor_b32_e32 v16, v232, v89
	v_xor_b32_e32 v17, v233, v88
	v_xor_b32_e32 v18, v234, v138
	v_xor_b32_e32 v19, v235, v139
	v_xor_b32_e32 v20, v235, v75
	v_xor_b32_e32 v21, v234, v74
	v_xor_b32_e32 v22, v234, v76
	v_xor_b32_e32 v23, v235, v77
	v_xor_b32_e32 v24, v237, v153
	v_xor_b32_e32 v25, v236, v152
	v_xor_b32_e32 v26, v236, v61
	v_xor_b32_e32 v27, v237, v62
	v_xor_b32_e32 v28, v237, v73
	v_xor_b32_e32 v29, v236, v72
	;;#ASMSTART
	v_alignbit_b32 v104, v27, v26, v202
v_alignbit_b32 v105, v26, v27, v202
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v61, v7, v6, v203
v_alignbit_b32 v62, v6, v7, v203
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v78, v13, v12, v204
v_alignbit_b32 v79, v12, v13, v204
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v106, v21, v20, v205
v_alignbit_b32 v107, v20, v21, v205
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v74, v29, v28, v206
v_alignbit_b32 v75, v28, v29, v206
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v72, v23, v22, v207
v_alignbit_b32 v73, v22, v23, v207
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v76, v5, v4, v216
v_alignbit_b32 v77, v4, v5, v216
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v92, v25, v24, v217
v_alignbit_b32 v93, v24, v25, v217
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v11, v10, v218
v_alignbit_b32 v109, v10, v11, v218
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v90, v19, v18, v219
v_alignbit_b32 v91, v18, v19, v219
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v124, v3, v2, v220
v_alignbit_b32 v125, v2, v3, v220
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v120, v17, v16, v221
v_alignbit_b32 v121, v16, v17, v221
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v88, v9, v8, v222
v_alignbit_b32 v89, v8, v9, v222
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v122, v15, v14, v223
v_alignbit_b32 v123, v14, v15, v223
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v126, v1, v0, v174
v_alignbit_b32 v127, v0, v1, v174
	;;#ASMEND
	s_cbranch_scc1 .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	s_add_u32 s34, s38, 40
	s_addc_u32 s35, s39, 0
	v_xor_b32_e32 v0, v126, v106
	v_xor_b32_e32 v1, v127, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v126
	v_mov_b32_e32 v3, v127
	v_mov_b32_e32 v4, v122
	v_mov_b32_e32 v5, v123
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v138, v0
	v_mov_b32_e32 v139, v1
	v_xor_b32_e32 v0, v122, v74
	v_xor_b32_e32 v1, v123, v75
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v122
	v_mov_b32_e32 v3, v123
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v140, v0
	v_mov_b32_e32 v141, v1
	v_xor_b32_e32 v0, v106, v61
	v_xor_b32_e32 v1, v107, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v106, v0
	v_mov_b32_e32 v107, v1
	v_xor_b32_e32 v0, v126, v74
	v_xor_b32_e32 v1, v127, v75
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v61
	v_mov_b32_e32 v5, v62
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, v122, v61
	v_xor_b32_e32 v1, v123, v62
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v61
	v_mov_b32_e32 v3, v62
	v_mov_b32_e32 v4, v126
	v_mov_b32_e32 v5, v127
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v61, v0
	v_mov_b32_e32 v62, v1
	v_xor_b32_e32 v0, v88, v92
	v_xor_b32_e32 v1, v89, v93
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v92
	v_mov_b32_e32 v3, v93
	v_mov_b32_e32 v4, v124
	v_mov_b32_e32 v5, v125
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v127, v1
	v_xor_b32_e32 v0, v120, v124
	v_xor_b32_e32 v1, v121, v125
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v124
	v_mov_b32_e32 v3, v125
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v89
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v122, v0
	v_mov_b32_e32 v123, v1
	v_xor_b32_e32 v0, v88, v72
	v_xor_b32_e32 v1, v89, v73
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v89
	v_mov_b32_e32 v4, v120
	v_mov_b32_e32 v5, v121
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v89, v1
	v_xor_b32_e32 v0, v120, v92
	v_xor_b32_e32 v1, v121, v93
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v120
	v_mov_b32_e32 v3, v121
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v120, v0
	v_mov_b32_e32 v121, v1
	v_xor_b32_e32 v0, v124, v72
	v_xor_b32_e32 v1, v125, v73
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v78, v104
	v_xor_b32_e32 v1, v79, v105
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v78
	v_mov_b32_e32 v3, v79
	v_mov_b32_e32 v4, v90
	v_mov_b32_e32 v5, v91
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v92, v0
	v_mov_b32_e32 v93, v1
	v_xor_b32_e32 v0, v90, v76
	v_xor_b32_e32 v1, v91, v77
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v90
	v_mov_b32_e32 v3, v91
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v124, v0
	v_mov_b32_e32 v125, v1
	v_xor_b32_e32 v0, v108, v104
	v_xor_b32_e32 v1, v109, v105
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v77
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v105, v1
	v_xor_b32_e32 v0, v76, v78
	v_xor_b32_e32 v1, v77, v79
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v76
	v_mov_b32_e32 v3, v77
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v76, v0
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v0, v90, v108
	v_xor_b32_e32 v1, v91, v109
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v90, v124
	v_mov_b32_e32 v78, v92
	v_mov_b32_e32 v91, v125
	v_mov_b32_e32 v125, v123
	v_mov_b32_e32 v79, v93
	v_mov_b32_e32 v92, v126
	v_mov_b32_e32 v124, v122
	v_mov_b32_e32 v122, v140
	v_mov_b32_e32 v93, v127
	v_mov_b32_e32 v126, v138
	v_mov_b32_e32 v108, v0
	v_mov_b32_e32 v109, v1
	v_mov_b32_e32 v123, v141
	v_mov_b32_e32 v127, v139
	s_branch .LBB2_1
.LBB2_4:
	v_and_b32_e32 v60, 3, v60
	v_lshlrev_b32_e32 v0, 2, v201
	v_add_i32_e32 v63, vcc, 0x2000, v0
	v_lshlrev_b32_e32 v0, 6, v60
	s_add_u32 s8, s38, 40
	v_add_i32_e32 v62, vcc, v189, v0
	s_mov_b32 m0, -1
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v0, 1
	s_mov_b32 s58, 0
	v_mov_b32_e32 v61, 0
	ds_write_b128 v62, v[140:143]
	ds_write_b128 v62, v[40:43] offset:16
	ds_write_b128 v62, v[56:59] offset:32
	ds_write_b128 v62, v[44:47] offset:48
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z7barrierj@rel32@lo+4
	s_addc_u32 s57, s57, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[56:57]
	v_lshlrev_b32_e32 v0, 2, v60
	v_add_i32_e32 v42, vcc, v63, v0
	v_mul_i32_i24_e32 v0, -3, v60
	v_lshlrev_b32_e32 v0, 4, v0
	v_lshl_b64 v[40:41], v[60:61], 4
	v_add_i32_e32 v43, vcc, v62, v0
	s_mov_b32 s59, 0x1000193
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s4, s58, 15
	s_lshl_b32 s4, s4, 2
	v_add_i32_e32 v1, vcc, s4, v62
	v_xor_b32_e32 v0, s58, v172
	ds_read_b32 v1, v1
	v_mul_lo_u32 v0, v0, s59
	s_add_u32 s34, s38, 40
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	v_mul_hi_u32 v1, v0, v173
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_mul_lo_u32 v1, v1, s60
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s60, v0
	v_cmp_le_u32_e32 vcc, s60, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s60, v0
	v_cmp_le_u32_e32 vcc, s60, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v42, v0
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	ds_read_b32 v60, v63
	ds_read_b128 v[0:3], v43
	v_mov_b32_e32 v44, s49
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_waitcnt lgkmcnt(1)
	v_lshl_b64 v[4:5], v[60:61], 6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v3, v3, s59
	v_add_i32_e32 v4, vcc, s48, v4
	v_addc_u32_e32 v5, vcc, v44, v5, vcc
	v_add_i32_e32 v4, vcc, v4, v40
	v_addc_u32_e32 v5, vcc, v5, v41, vcc
	flat_load_dwordx4 v[4:7], v[4:5]
	v_mul_lo_u32 v2, v2, s59
	v_mul_lo_u32 v1, v1, s59
	v_mul_lo_u32 v0, v0, s59
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v3, v7
	v_xor_b32_e32 v2, v2, v6
	v_xor_b32_e32 v1, v1, v5
	v_xor_b32_e32 v0, v0, v4
	ds_write_b128 v43, v[0:3]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	ds_read_b32 v60, v63 offset:4
	ds_read_b128 v[4:7], v43 offset:64
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(1)
	v_lshl_b64 v[0:1], v[60:61], 6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s59
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v44, v1, vcc
	v_add_i32_e32 v0, vcc, v0, v40
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	v_mul_lo_u32 v6, v6, s59
	v_mul_lo_u32 v5, v5, s59
	v_mul_lo_u32 v4, v4, s59
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v3
	v_xor_b32_e32 v2, v6, v2
	v_xor_b32_e32 v1, v5, v1
	v_xor_b32_e32 v0, v4, v0
	ds_write_b128 v43, v[0:3] offset:64
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	ds_read_b32 v60, v63 offset:8
	ds_read_b128 v[4:7], v43 offset:128
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(1)
	v_lshl_b64 v[0:1], v[60:61], 6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s59
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v44, v1, vcc
	v_add_i32_e32 v0, vcc, v0, v40
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	v_mul_lo_u32 v6, v6, s59
	v_mul_lo_u32 v5, v5, s59
	v_mul_lo_u32 v4, v4, s59
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v3
	v_xor_b32_e32 v2, v6, v2
	v_xor_b32_e32 v1, v5, v1
	v_xor_b32_e32 v0, v4, v0
	ds_write_b128 v43, v[0:3] offset:128
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	ds_read_b32 v60, v63 offset:12
	ds_read_b128 v[4:7], v43 offset:192
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_waitcnt lgkmcnt(1)
	v_lshl_b64 v[0:1], v[60:61], 6
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s59
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v44, v1, vcc
	v_add_i32_e32 v0, vcc, v0, v40
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	flat_load_dwordx4 v[0:3], v[0:1]
	v_mul_lo_u32 v6, v6, s59
	v_mul_lo_u32 v5, v5, s59
	v_mul_lo_u32 v4, v4, s59
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v7, v3
	v_xor_b32_e32 v2, v6, v2
	v_xor_b32_e32 v1, v5, v1
	v_xor_b32_e32 v0, v4, v0
	ds_write_b128 v43, v[0:3] offset:192
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[56:57]
	s_add_i32 s58, s58, 1
	s_cmpk_eq_i32 s58, 0x100
	s_cbranch_scc0 .LBB2_5
; %bb.6:
	ds_read_b128 v[152:155], v62
	ds_read_b128 v[139:142], v62 offset:16
	ds_read_b128 v[156:159], v62 offset:32
	ds_read_b128 v[40:43], v62 offset:48
	s_mov_b32 s4, 1
	s_mov_b32 s6, 0
	s_brev_b32 s5, 1
	s_mov_b32 s7, s6
	v_mov_b32_e32 v105, s7
	v_mov_b32_e32 v169, s5
	v_mov_b32_e32 v61, s7
	v_mov_b32_e32 v47, s7
	v_mov_b32_e32 v93, s7
	v_mov_b32_e32 v73, s7
	v_mov_b32_e32 v111, s7
	v_mov_b32_e32 v63, s7
	v_mov_b32_e32 v79, s7
	v_mov_b32_e32 v125, s7
	v_mov_b32_e32 v123, s7
	v_mov_b32_e32 v127, s7
	v_mov_b32_e32 v91, s7
	v_mov_b32_e32 v75, s7
	v_mov_b32_e32 v109, s7
	v_mov_b32_e32 v77, s7
	v_mov_b32_e32 v107, s7
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v104, s6
	v_mov_b32_e32 v168, s4
	v_mov_b32_e32 v143, 31
	v_mov_b32_e32 v170, 20
	v_mov_b32_e32 v171, 12
	v_mov_b32_e32 v173, 3
	v_mov_b32_e32 v174, 21
	v_mov_b32_e32 v175, 18
	v_mov_b32_e32 v184, 19
	v_mov_b32_e32 v185, 4
	v_mov_b32_e32 v186, 11
	v_mov_b32_e32 v187, 29
	v_mov_b32_e32 v188, 25
	v_mov_b32_e32 v189, 14
	v_mov_b32_e32 v190, 2
	v_mov_b32_e32 v191, 7
	v_mov_b32_e32 v200, 24
	v_mov_b32_e32 v201, 8
	v_mov_b32_e32 v202, 23
	v_mov_b32_e32 v203, 5
	v_mov_b32_e32 v204, 30
	v_mov_b32_e32 v205, 9
	v_mov_b32_e32 v206, 28
	v_mov_b32_e32 v207, 17
	v_mov_b32_e32 v216, 22
	v_mov_b32_e32 v217, 26
	v_mov_b32_e32 v60, s6
	v_mov_b32_e32 v46, s6
	v_mov_b32_e32 v92, s6
	v_mov_b32_e32 v72, s6
	v_mov_b32_e32 v110, s6
	v_mov_b32_e32 v62, s6
	v_mov_b32_e32 v78, s6
	v_mov_b32_e32 v124, s6
	v_mov_b32_e32 v122, s6
	v_mov_b32_e32 v126, s6
	v_mov_b32_e32 v90, s6
	v_mov_b32_e32 v74, s6
	v_mov_b32_e32 v108, s6
	v_mov_b32_e32 v76, s6
	v_mov_b32_e32 v106, s6
	s_branch .LBB2_8
.LBB2_7:                                ;   in Loop: Header=BB2_8 Depth=1
	s_load_dwordx2 s[4:5], s[56:57], 0x0
	s_add_u32 s48, s48, 8
	s_addc_u32 s49, s49, 0
	v_mov_b32_e32 v157, v57
	v_mov_b32_e32 v155, v89
	v_mov_b32_e32 v159, v59
	v_mov_b32_e32 v140, v45
	v_mov_b32_e32 v42, v94
	v_mov_b32_e32 v169, v121
	s_cmpk_lg_i32 s48, 0xc0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v153, s5, v138
	v_xor_b32_e32 v152, s4, v137
	v_mov_b32_e32 v156, v56
	v_mov_b32_e32 v154, v88
	v_mov_b32_e32 v158, v58
	v_mov_b32_e32 v139, v44
	v_mov_b32_e32 v43, v95
	v_mov_b32_e32 v168, v120
	s_cbranch_scc0 .LBB2_10
.LBB2_8:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v0, v159, v153
	v_xor_b32_e32 v1, v158, v152
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v2, v42, v139
	v_xor_b32_e32 v3, v43, v140
	v_xor_b32_e32 v1, v1, v126
	v_xor_b32_e32 v0, v0, v127
	v_xor_b32_e32 v3, v3, v109
	v_xor_b32_e32 v2, v2, v108
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v1, v1, v90
	v_xor_b32_e32 v2, v2, v76
	v_xor_b32_e32 v3, v3, v77
	v_xor_b32_e32 v1, v1, v74
	v_xor_b32_e32 v0, v0, v75
	v_xor_b32_e32 v3, v3, v107
	v_xor_b32_e32 v2, v2, v106
	;;#ASMSTART
	v_alignbit_b32 v4, v2, v3, v143
v_alignbit_b32 v5, v3, v2, v143
	;;#ASMEND
	v_xor_b32_e32 v218, v5, v0
	v_xor_b32_e32 v219, v4, v1
	v_xor_b32_e32 v4, v125, v79
	v_xor_b32_e32 v5, v124, v78
	v_xor_b32_e32 v6, v110, v72
	v_xor_b32_e32 v7, v111, v73
	v_xor_b32_e32 v5, v5, v122
	v_xor_b32_e32 v4, v4, v123
	v_xor_b32_e32 v7, v7, v63
	v_xor_b32_e32 v6, v6, v62
	v_xor_b32_e32 v4, v4, v41
	v_xor_b32_e32 v5, v5, v40
	v_xor_b32_e32 v6, v6, v141
	v_xor_b32_e32 v7, v7, v142
	v_xor_b32_e32 v5, v5, v154
	v_xor_b32_e32 v4, v4, v155
	v_xor_b32_e32 v7, v7, v169
	v_xor_b32_e32 v6, v6, v168
	;;#ASMSTART
	v_alignbit_b32 v8, v6, v7, v143
v_alignbit_b32 v9, v7, v6, v143
	;;#ASMEND
	v_xor_b32_e32 v220, v9, v4
	v_xor_b32_e32 v221, v8, v5
	v_xor_b32_e32 v8, v60, v104
	v_xor_b32_e32 v9, v61, v105
	v_xor_b32_e32 v9, v9, v47
	v_xor_b32_e32 v8, v8, v46
	v_xor_b32_e32 v8, v8, v92
	v_xor_b32_e32 v9, v9, v93
	v_xor_b32_e32 v9, v9, v157
	v_xor_b32_e32 v8, v8, v156
	;;#ASMSTART
	v_alignbit_b32 v0, v1, v0, v143
v_alignbit_b32 v1, v0, v1, v143
	;;#ASMEND
	v_xor_b32_e32 v232, v0, v6
	v_xor_b32_e32 v233, v1, v7
	;;#ASMSTART
	v_alignbit_b32 v0, v5, v4, v143
v_alignbit_b32 v1, v4, v5, v143
	;;#ASMEND
	v_xor_b32_e32 v234, v0, v8
	v_xor_b32_e32 v235, v1, v9
	s_add_u32 s34, s38, 40
	;;#ASMSTART
	v_alignbit_b32 v10, v8, v9, v143
v_alignbit_b32 v11, v9, v8, v143
	;;#ASMEND
	v_xor_b32_e32 v222, v10, v2
	v_xor_b32_e32 v223, v11, v3
	v_xor_b32_e32 v56, v235, v153
	v_xor_b32_e32 v57, v234, v152
	v_xor_b32_e32 v0, v235, v127
	v_xor_b32_e32 v1, v234, v126
	v_xor_b32_e32 v2, v219, v40
	v_xor_b32_e32 v3, v218, v41
	v_xor_b32_e32 v4, v219, v124
	v_xor_b32_e32 v5, v218, v125
	s_addc_u32 s35, s39, 0
	v_xor_b32_e32 v6, v221, v108
	v_xor_b32_e32 v7, v220, v109
	v_xor_b32_e32 v8, v221, v106
	v_xor_b32_e32 v9, v220, v107
	v_xor_b32_e32 v12, v223, v111
	v_xor_b32_e32 v13, v222, v110
	;;#ASMSTART
	v_alignbit_b32 v40, v3, v2, v170
v_alignbit_b32 v41, v2, v3, v170
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v44, v7, v6, v174
v_alignbit_b32 v45, v6, v7, v174
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v106, v5, v4, v184
v_alignbit_b32 v107, v4, v5, v184
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v110, v1, v0, v187
v_alignbit_b32 v111, v0, v1, v187
	;;#ASMEND
	v_xor_b32_e32 v0, v44, v57
	v_xor_b32_e32 v1, v45, v56
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v57
	v_mov_b32_e32 v3, v56
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	v_xor_b32_e32 v10, v223, v142
	v_xor_b32_e32 v11, v222, v141
	v_xor_b32_e32 v14, v233, v93
	v_xor_b32_e32 v15, v232, v92
	v_xor_b32_e32 v16, v233, v105
	v_xor_b32_e32 v17, v232, v104
	;;#ASMSTART
	v_alignbit_b32 v92, v15, v14, v171
v_alignbit_b32 v93, v14, v15, v171
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v104, v9, v8, v173
v_alignbit_b32 v105, v8, v9, v173
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v58, v17, v16, v175
v_alignbit_b32 v59, v16, v17, v175
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v11, v10, v185
v_alignbit_b32 v109, v10, v11, v185
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v94, v13, v12, v186
v_alignbit_b32 v95, v12, v13, v186
	;;#ASMEND
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v137, v0
	v_mov_b32_e32 v138, v1
	s_add_u32 s56, s48, s54
	v_xor_b32_e32 v0, v94, v40
	v_xor_b32_e32 v1, v95, v41
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	s_addc_u32 s57, s49, s55
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v89, v1
	v_xor_b32_e32 v0, v58, v44
	v_xor_b32_e32 v1, v59, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v95
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v94, v57
	v_xor_b32_e32 v1, v95, v56
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v141, v0
	v_mov_b32_e32 v142, v1
	v_xor_b32_e32 v0, v58, v40
	v_xor_b32_e32 v1, v59, v41
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
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
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v0, v110, v108
	v_xor_b32_e32 v1, v111, v109
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v106, v92
	v_xor_b32_e32 v1, v107, v93
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v92
	v_mov_b32_e32 v3, v93
	v_mov_b32_e32 v4, v110
	v_mov_b32_e32 v5, v111
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_xor_b32_e32 v0, v110, v104
	v_xor_b32_e32 v1, v111, v105
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v110
	v_mov_b32_e32 v3, v111
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v94, v0
	v_mov_b32_e32 v95, v1
	v_xor_b32_e32 v0, v108, v106
	v_xor_b32_e32 v1, v109, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v120, v0
	v_mov_b32_e32 v121, v1
	v_xor_b32_e32 v0, v104, v92
	v_xor_b32_e32 v1, v105, v93
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v92, v0
	v_mov_b32_e32 v93, v1
	s_cmpk_eq_i32 s48, 0xb8
	v_xor_b32_e32 v0, v218, v155
	v_xor_b32_e32 v1, v219, v154
	v_xor_b32_e32 v2, v234, v158
	v_xor_b32_e32 v3, v235, v159
	v_xor_b32_e32 v4, v234, v90
	v_xor_b32_e32 v5, v235, v91
	v_xor_b32_e32 v6, v235, v75
	v_xor_b32_e32 v7, v234, v74
	v_xor_b32_e32 v8, v218, v123
	v_xor_b32_e32 v9, v219, v122
	v_xor_b32_e32 v10, v218, v79
	v_xor_b32_e32 v11, v219, v78
	v_xor_b32_e32 v12, v221, v139
	v_xor_b32_e32 v13, v220, v140
	v_xor_b32_e32 v14, v220, v43
	v_xor_b32_e32 v15, v221, v42
	v_xor_b32_e32 v16, v220, v77
	v_xor_b32_e32 v17, v221, v76
	v_xor_b32_e32 v18, v222, v168
	v_xor_b32_e32 v19, v223, v169
	v_xor_b32_e32 v20, v223, v63
	v_xor_b32_e32 v21, v222, v62
	v_xor_b32_e32 v22, v222, v72
	v_xor_b32_e32 v23, v223, v73
	v_xor_b32_e32 v24, v233, v157
	v_xor_b32_e32 v25, v232, v156
	v_xor_b32_e32 v26, v232, v46
	v_xor_b32_e32 v27, v233, v47
	v_xor_b32_e32 v28, v233, v61
	v_xor_b32_e32 v29, v232, v60
	;;#ASMSTART
	v_alignbit_b32 v106, v27, v26, v188
v_alignbit_b32 v107, v26, v27, v188
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v46, v7, v6, v189
v_alignbit_b32 v47, v6, v7, v189
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v74, v13, v12, v190
v_alignbit_b32 v75, v12, v13, v190
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v21, v20, v191
v_alignbit_b32 v109, v20, v21, v191
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v62, v29, v28, v200
v_alignbit_b32 v63, v28, v29, v200
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v60, v23, v22, v201
v_alignbit_b32 v61, v22, v23, v201
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v72, v5, v4, v202
v_alignbit_b32 v73, v4, v5, v202
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v90, v25, v24, v203
v_alignbit_b32 v91, v24, v25, v203
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v104, v11, v10, v204
v_alignbit_b32 v105, v10, v11, v204
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v78, v19, v18, v205
v_alignbit_b32 v79, v18, v19, v205
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v124, v3, v2, v206
v_alignbit_b32 v125, v2, v3, v206
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v110, v17, v16, v207
v_alignbit_b32 v111, v16, v17, v207
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v76, v9, v8, v216
v_alignbit_b32 v77, v8, v9, v216
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v122, v15, v14, v217
v_alignbit_b32 v123, v14, v15, v217
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v126, v1, v0, v143
v_alignbit_b32 v127, v0, v1, v143
	;;#ASMEND
	s_cbranch_scc1 .LBB2_7
; %bb.9:                                ;   in Loop: Header=BB2_8 Depth=1
	s_add_u32 s34, s38, 40
	s_addc_u32 s35, s39, 0
	v_xor_b32_e32 v0, v126, v108
	v_xor_b32_e32 v1, v127, v109
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v126
	v_mov_b32_e32 v3, v127
	v_mov_b32_e32 v4, v122
	v_mov_b32_e32 v5, v123
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_xor_b32_e32 v0, v122, v62
	v_xor_b32_e32 v1, v123, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v122
	v_mov_b32_e32 v3, v123
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v139, v0
	v_mov_b32_e32 v140, v1
	v_xor_b32_e32 v0, v108, v46
	v_xor_b32_e32 v1, v109, v47
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v108, v0
	v_mov_b32_e32 v109, v1
	v_xor_b32_e32 v0, v126, v62
	v_xor_b32_e32 v1, v127, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v46
	v_mov_b32_e32 v5, v47
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_xor_b32_e32 v0, v122, v46
	v_xor_b32_e32 v1, v123, v47
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v47
	v_mov_b32_e32 v4, v126
	v_mov_b32_e32 v5, v127
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	v_xor_b32_e32 v0, v76, v90
	v_xor_b32_e32 v1, v77, v91
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v90
	v_mov_b32_e32 v3, v91
	v_mov_b32_e32 v4, v124
	v_mov_b32_e32 v5, v125
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v127, v1
	v_xor_b32_e32 v0, v110, v124
	v_xor_b32_e32 v1, v111, v125
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v124
	v_mov_b32_e32 v3, v125
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v77
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v122, v0
	v_mov_b32_e32 v123, v1
	v_xor_b32_e32 v0, v76, v60
	v_xor_b32_e32 v1, v77, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v76
	v_mov_b32_e32 v3, v77
	v_mov_b32_e32 v4, v110
	v_mov_b32_e32 v5, v111
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v76, v0
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v0, v110, v90
	v_xor_b32_e32 v1, v111, v91
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v110
	v_mov_b32_e32 v3, v111
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v110, v0
	v_mov_b32_e32 v111, v1
	v_xor_b32_e32 v0, v124, v60
	v_xor_b32_e32 v1, v125, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v90
	v_mov_b32_e32 v5, v91
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v1
	v_xor_b32_e32 v0, v74, v106
	v_xor_b32_e32 v1, v75, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v90, v0
	v_mov_b32_e32 v91, v1
	v_xor_b32_e32 v0, v78, v72
	v_xor_b32_e32 v1, v79, v73
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v78
	v_mov_b32_e32 v3, v79
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v124, v0
	v_mov_b32_e32 v125, v1
	v_xor_b32_e32 v0, v104, v106
	v_xor_b32_e32 v1, v105, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v106, v0
	v_mov_b32_e32 v107, v1
	v_xor_b32_e32 v0, v72, v74
	v_xor_b32_e32 v1, v73, v75
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v78, v104
	v_xor_b32_e32 v1, v79, v105
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v136
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[52:53]
	v_mov_b32_e32 v78, v124
	v_mov_b32_e32 v74, v90
	v_mov_b32_e32 v79, v125
	v_mov_b32_e32 v125, v123
	v_mov_b32_e32 v75, v91
	v_mov_b32_e32 v90, v126
	v_mov_b32_e32 v124, v122
	v_mov_b32_e32 v122, v139
	v_mov_b32_e32 v91, v127
	v_mov_b32_e32 v127, v43
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v105, v1
	v_mov_b32_e32 v123, v140
	v_mov_b32_e32 v126, v42
	s_branch .LBB2_7
.LBB2_10:
	v_and_b32_e32 v0, 2, v172
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, s51
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s50
	v_cndmask_b32_e32 v3, v0, v1, vcc
	v_lshrrev_b32_e32 v0, 1, v172
	v_and_b32_e32 v0, 0x7ffffffe, v0
	v_and_b32_e32 v1, 1, v172
	v_or_b32_e32 v0, v0, v1
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 6
	v_mov_b32_e32 v46, v141
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v2, vcc, 16, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	v_mov_b32_e32 v47, v142
	flat_store_dwordx4 v[2:3], v[44:47]
	v_add_i32_e32 v2, vcc, 32, v0
	v_mov_b32_e32 v154, v88
	v_mov_b32_e32 v155, v89
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx4 v[0:1], v[152:155]
	v_add_i32_e32 v0, vcc, 48, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v42, v94
	v_mov_b32_e32 v43, v95
	flat_store_dwordx4 v[2:3], v[56:59]
	flat_store_dwordx4 v[0:1], v[40:43]
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel GenerateDAG
		.amdhsa_group_segment_fixed_size 8704
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
		.amdhsa_next_free_vgpr 240
		.amdhsa_next_free_sgpr 61
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
.Lfunc_end2:
	.size	GenerateDAG, .Lfunc_end2-GenerateDAG
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 7560
; NumSgprs: 65
; NumVgprs: 240
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 8704 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 59
; NumSGPRsForWavesPerEU: 65
; NumVGPRsForWavesPerEU: 240
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.type	Keccak_f1600_RC,@object         ; @Keccak_f1600_RC
	.section	.rodata,#alloc
	.p2align	3
Keccak_f1600_RC:
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
	.size	Keccak_f1600_RC, 192

	.hidden	_Z12get_local_idj
	.hidden	_Z13get_global_idj
	.hidden	_Z6selectiii
	.hidden	_Z9bitselectDv2_jS_S_
	.hidden	_Z7barrierj
	.hidden	_Z9mem_fencej
	.hidden	_Z3minjj
	.hidden	_Z10atomic_incPU3AS1Vj
	.ident	"Debian clang version 14.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .is_restrict:    true
        .is_volatile:    true
        .offset:         0
        .size:           8
        .type_name:      'struct SearchResults*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'ulong8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'ulong8*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         40
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
      - .offset:         48
        .size:           8
        .type_name:      ulong
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
    .group_segment_fixed_size: 2560
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 128
    .name:           search
    .private_segment_fixed_size: 16384
    .reqd_workgroup_size:
      - 128
      - 1
      - 1
    .sgpr_count:     89
    .sgpr_spill_count: 0
    .symbol:         search.kd
    .vgpr_count:     235
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .offset:         0
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'uint16*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'uint16*'
        .value_kind:     global_buffer
      - .offset:         32
        .size:           4
        .type_name:      uint
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
    .group_segment_fixed_size: 8704
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           GenerateDAG
    .private_segment_fixed_size: 16384
    .sgpr_count:     65
    .sgpr_spill_count: 0
    .symbol:         GenerateDAG.kd
    .vgpr_count:     240
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
