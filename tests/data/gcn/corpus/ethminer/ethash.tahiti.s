	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
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
	s_load_dwordx2 s[56:57], s[8:9], 0x0
	s_load_dwordx4 s[64:67], s[8:9], 0x2
	s_load_dwordx2 s[58:59], s[8:9], 0x6
	s_load_dword s84, s[8:9], 0x8
	s_load_dwordx4 s[60:63], s[8:9], 0xa
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[50:51], s[8:9]
	s_add_u32 s34, s50, 56
	s_addc_u32 s35, s51, 0
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s52, s13
	s_mov_b32 s53, s12
	s_mov_b64 s[44:45], s[10:11]
	s_mov_b64 s[46:47], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_mov_b32 s70, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v43, v0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 0
	v_and_b32_e32 v154, 3, v43
	v_alignbit_b32 v44, v1, v43, 2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v40, v0
	s_load_dwordx8 s[4:11], s[64:65], 0x0
	v_mov_b32_e32 v0, s61
	v_add_i32_e32 v41, vcc, s60, v40
	v_addc_u32_e32 v42, vcc, 0, v0, vcc
	v_and_b32_e32 v0, 1, v43
	v_lshlrev_b32_e32 v174, 6, v44
	v_lshlrev_b32_e32 v0, 5, v0
	v_or_b32_e32 v175, v174, v0
	v_lshlrev_b32_e32 v0, 2, v43
	s_movk_i32 s85, 0x800
	s_brev_b32 s65, 1
	s_mov_b32 s61, s70
	s_mov_b32 s54, 0
	s_mov_b32 s55, s70
	s_mov_b32 s60, 1
	v_lshlrev_b32_e32 v184, 2, v44
	v_add_i32_e32 v185, vcc, s85, v0
	v_mov_b32_e32 v157, 0
	v_lshlrev_b32_e32 v0, 3, v154
	s_mov_b32 s71, s65
	v_mov_b32_e32 v58, s70
	v_mov_b32_e32 v75, s55
	v_mov_b32_e32 v77, s61
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v57, s11
	v_mov_b32_e32 v44, s9
	v_mov_b32_e32 v79, s7
	v_mov_b32_e32 v139, s5
	v_mov_b32_e32 v61, s55
	v_mov_b32_e32 v45, s54
	v_mov_b32_e32 v73, s55
	v_mov_b32_e32 v63, s55
	v_mov_b32_e32 v155, v157
	v_or_b32_e32 v186, v174, v0
	v_cmp_eq_u32_e64 s[34:35], 0, v154
	v_cmp_eq_u32_e64 s[36:37], 1, v154
	v_mov_b32_e32 v187, 8
	v_mov_b32_e32 v188, 31
	v_mov_b32_e32 v189, 20
	v_mov_b32_e32 v190, 12
	v_mov_b32_e32 v191, 3
	v_mov_b32_e32 v200, 25
	v_mov_b32_e32 v201, 14
	v_mov_b32_e32 v202, 2
	v_cmp_eq_u32_e64 s[38:39], 2, v154
	v_mov_b32_e32 v203, 21
	v_mov_b32_e32 v204, 7
	v_mov_b32_e32 v205, 24
	v_mov_b32_e32 v206, 23
	v_cmp_eq_u32_e64 s[40:41], 3, v154
	v_mov_b32_e32 v207, 5
	v_mov_b32_e32 v216, 18
	v_mov_b32_e32 v217, 30
	v_mov_b32_e32 v218, 9
	v_mov_b32_e32 v59, s71
	s_mov_b64 s[72:73], 0
	v_mov_b32_e32 v219, 19
	s_mov_b32 s86, 0x1000193
	s_mov_b32 s71, 0x100f000
	v_mov_b32_e32 v220, 28
	v_mov_b32_e32 v221, 4
	s_mov_b64 s[12:13], s[54:55]
	v_mov_b32_e32 v222, 11
	v_mov_b32_e32 v223, 17
	s_mov_b64 s[14:15], s[54:55]
	v_mov_b32_e32 v232, 22
	v_mov_b32_e32 v233, 26
	v_mov_b32_e32 v234, 29
	v_mov_b32_e32 v74, s54
	v_mov_b32_e32 v76, s60
	v_mov_b32_e32 v56, s10
	v_mov_b32_e32 v43, s8
	v_mov_b32_e32 v78, s6
	v_mov_b32_e32 v138, s4
	v_mov_b32_e32 v60, s54
	v_mov_b32_e32 v46, s55
	v_mov_b32_e32 v72, s54
	v_mov_b32_e32 v62, s54
	s_branch .LBB1_3
.LBB1_1:                                ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b64 s[4:5], -1
                                        ; implicit-def: $vgpr58_vgpr59
                                        ; implicit-def: $vgpr45_vgpr46
                                        ; implicit-def: $vgpr72_vgpr73
                                        ; implicit-def: $vgpr62_vgpr63
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b32 s64, s70
	s_mov_b32 s61, s70
	s_and_b64 vcc, exec, s[4:5]
	s_mov_b64 s[12:13], s[60:61]
	s_mov_b64 s[14:15], s[64:65]
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
	v_mov_b32_e32 v173, v59
	v_mov_b32_e32 v171, v46
	v_mov_b32_e32 v169, v73
	v_mov_b32_e32 v159, v63
	v_mov_b32_e32 v105, s55
	v_mov_b32_e32 v137, s15
	v_mov_b32_e32 v95, s13
	v_mov_b32_e32 v107, s55
	v_mov_b32_e32 v91, s55
	v_mov_b32_e32 v123, s55
	v_mov_b32_e32 v111, s55
	v_mov_b32_e32 v93, s55
	v_mov_b32_e32 v121, s55
	v_mov_b32_e32 v125, s55
	v_mov_b32_e32 v127, s55
	v_mov_b32_e32 v89, s55
	v_mov_b32_e32 v109, s55
	v_mov_b32_e32 v172, v58
	v_mov_b32_e32 v170, v45
	v_mov_b32_e32 v168, v72
	v_mov_b32_e32 v158, v62
	s_xor_b64 s[68:69], s[72:73], -1
	v_cndmask_b32_e64 v142, 0, 1, s[72:73]
	v_mov_b32_e32 v104, s54
	v_mov_b32_e32 v136, s14
	v_mov_b32_e32 v94, s12
	s_mov_b64 s[72:73], 0
	v_mov_b32_e32 v106, s54
	v_mov_b32_e32 v90, s54
	v_mov_b32_e32 v122, s54
	v_mov_b32_e32 v110, s54
	v_mov_b32_e32 v92, s54
	v_mov_b32_e32 v120, s54
	v_mov_b32_e32 v124, s54
	v_mov_b32_e32 v126, s54
	v_mov_b32_e32 v88, s54
	v_mov_b32_e32 v108, s54
	s_branch .LBB1_7
.LBB1_4:                                ;   in Loop: Header=BB1_7 Depth=2
	s_or_b64 exec, exec, s[82:83]
	v_mov_b32_e32 v76, v78
	v_mov_b32_e32 v74, v140
	v_mov_b32_e32 v77, v79
	v_mov_b32_e32 v75, v141
.LBB1_5:                                ;   in Loop: Header=BB1_7 Depth=2
	s_or_b64 exec, exec, s[80:81]
	v_mov_b32_e32 v78, v138
	v_mov_b32_e32 v79, v139
.LBB1_6:                                ;   in Loop: Header=BB1_7 Depth=2
	s_or_b64 exec, exec, s[76:77]
	s_load_dwordx2 s[4:5], s[74:75], 0x0
	s_add_u32 s72, s72, 8
	s_addc_u32 s73, s73, 0
	s_cmpk_eq_i32 s72, 0xc0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v139, s5, v152
	v_xor_b32_e32 v138, s4, v143
	s_cbranch_scc1 .LBB1_13
.LBB1_7:                                ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	s_cmpk_lg_i32 s72, 0xb8
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 8
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, v142
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z6selectiii@rel32@lo+4
	s_addc_u32 s17, s17, _Z6selectiii@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v153, v0
.LBB1_9:                                ;   in Loop: Header=BB1_7 Depth=2
	v_xor_b32_e32 v0, v138, v76
	v_xor_b32_e32 v1, v139, v77
	v_xor_b32_e32 v2, v60, v43
	v_xor_b32_e32 v3, v61, v44
	v_xor_b32_e32 v6, v79, v75
	v_xor_b32_e32 v7, v78, v74
	v_xor_b32_e32 v8, v58, v56
	v_xor_b32_e32 v9, v59, v57
	v_xor_b32_e32 v1, v1, v73
	v_xor_b32_e32 v0, v0, v72
	v_xor_b32_e32 v3, v3, v95
	v_xor_b32_e32 v2, v2, v94
	v_xor_b32_e32 v7, v7, v62
	v_xor_b32_e32 v6, v6, v63
	v_xor_b32_e32 v9, v9, v109
	v_xor_b32_e32 v8, v8, v108
	v_xor_b32_e32 v12, v45, v41
	v_xor_b32_e32 v13, v46, v42
	v_xor_b32_e32 v0, v0, v126
	v_xor_b32_e32 v1, v1, v127
	v_xor_b32_e32 v2, v2, v124
	v_xor_b32_e32 v3, v3, v125
	v_xor_b32_e32 v6, v6, v137
	v_xor_b32_e32 v7, v7, v136
	v_xor_b32_e32 v8, v8, v120
	v_xor_b32_e32 v9, v9, v121
	v_xor_b32_e32 v13, v13, v89
	v_xor_b32_e32 v12, v12, v88
	v_xor_b32_e32 v1, v1, v111
	v_xor_b32_e32 v0, v0, v110
	v_xor_b32_e32 v3, v3, v91
	v_xor_b32_e32 v2, v2, v90
	;;#ASMSTART
	v_alignbit_b32 v4, v2, v3, v188
v_alignbit_b32 v5, v3, v2, v188
	;;#ASMEND
	v_xor_b32_e32 v7, v7, v122
	v_xor_b32_e32 v6, v6, v123
	v_xor_b32_e32 v9, v9, v107
	v_xor_b32_e32 v8, v8, v106
	;;#ASMSTART
	v_alignbit_b32 v10, v8, v9, v188
v_alignbit_b32 v11, v9, v8, v188
	;;#ASMEND
	v_xor_b32_e32 v12, v12, v92
	v_xor_b32_e32 v13, v13, v93
	v_xor_b32_e32 v4, v4, v0
	v_xor_b32_e32 v5, v5, v1
	v_xor_b32_e32 v11, v11, v6
	v_xor_b32_e32 v10, v10, v7
	v_xor_b32_e32 v13, v13, v105
	v_xor_b32_e32 v12, v12, v104
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
	v_xor_b32_e32 v140, v7, v139
	v_xor_b32_e32 v141, v6, v138
	v_xor_b32_e32 v18, v4, v74
	v_xor_b32_e32 v19, v5, v75
	v_xor_b32_e32 v20, v5, v63
	v_xor_b32_e32 v21, v4, v62
	v_xor_b32_e32 v22, v4, v136
	v_xor_b32_e32 v23, v5, v137
	v_xor_b32_e32 v5, v5, v123
	v_xor_b32_e32 v4, v4, v122
	v_xor_b32_e32 v24, v10, v43
	v_xor_b32_e32 v25, v11, v44
	v_xor_b32_e32 v31, v10, v124
	v_xor_b32_e32 v32, v3, v57
	v_xor_b32_e32 v33, v2, v56
	v_xor_b32_e32 v34, v2, v58
	v_xor_b32_e32 v35, v3, v59
	v_xor_b32_e32 v36, v3, v109
	v_xor_b32_e32 v37, v2, v108
	v_xor_b32_e32 v38, v3, v121
	v_xor_b32_e32 v39, v2, v120
	v_xor_b32_e32 v2, v2, v106
	v_xor_b32_e32 v3, v3, v107
	v_xor_b32_e32 v42, v1, v42
	v_xor_b32_e32 v41, v0, v41
	v_xor_b32_e32 v43, v1, v46
	v_xor_b32_e32 v44, v0, v45
	v_xor_b32_e32 v48, v0, v88
	v_xor_b32_e32 v49, v1, v89
	v_xor_b32_e32 v50, v1, v93
	v_xor_b32_e32 v51, v0, v92
	v_xor_b32_e32 v1, v1, v105
	v_xor_b32_e32 v0, v0, v104
	s_add_u32 s8, s50, 56
	v_xor_b32_e32 v16, v6, v126
	v_xor_b32_e32 v17, v7, v127
	v_xor_b32_e32 v28, v10, v94
	v_xor_b32_e32 v29, v11, v95
	v_xor_b32_e32 v30, v11, v125
	;;#ASMSTART
	v_alignbit_b32 v78, v19, v18, v189
v_alignbit_b32 v79, v18, v19, v189
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v74, v44, v43, v190
v_alignbit_b32 v75, v43, v44, v190
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v43, v29, v28, v203
v_alignbit_b32 v44, v28, v29, v203
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v92, v3, v2, v187
v_alignbit_b32 v93, v2, v3, v187
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v126, v41, v42, v207
v_alignbit_b32 v127, v42, v41, v207
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v41, v0, v1, v216
v_alignbit_b32 v42, v1, v0, v216
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v104, v4, v5, v217
v_alignbit_b32 v105, v5, v4, v217
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v120, v31, v30, v223
v_alignbit_b32 v121, v30, v31, v223
	;;#ASMEND
	v_xor_b32_e32 v0, v43, v141
	v_xor_b32_e32 v1, v44, v140
	s_addc_u32 s9, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v141
	v_mov_b32_e32 v3, v140
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	v_xor_b32_e32 v12, v6, v76
	v_xor_b32_e32 v13, v7, v77
	v_xor_b32_e32 v14, v7, v73
	v_xor_b32_e32 v15, v6, v72
	v_xor_b32_e32 v7, v7, v111
	v_xor_b32_e32 v6, v6, v110
	v_xor_b32_e32 v26, v11, v61
	v_xor_b32_e32 v27, v10, v60
	v_xor_b32_e32 v10, v10, v90
	v_xor_b32_e32 v11, v11, v91
	;;#ASMSTART
	v_alignbit_b32 v45, v11, v10, v191
v_alignbit_b32 v46, v10, v11, v191
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v90, v49, v48, v200
v_alignbit_b32 v91, v48, v49, v200
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v88, v6, v7, v201
v_alignbit_b32 v89, v7, v6, v201
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v110, v25, v24, v202
v_alignbit_b32 v111, v24, v25, v202
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v94, v37, v36, v204
v_alignbit_b32 v95, v36, v37, v204
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v51, v50, v205
v_alignbit_b32 v109, v50, v51, v205
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v106, v17, v16, v206
v_alignbit_b32 v107, v16, v17, v206
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v122, v35, v34, v218
v_alignbit_b32 v123, v34, v35, v218
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v58, v23, v22, v219
v_alignbit_b32 v59, v22, v23, v219
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v136, v13, v12, v220
v_alignbit_b32 v137, v12, v13, v220
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v76, v33, v32, v221
v_alignbit_b32 v77, v32, v33, v221
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v56, v39, v38, v222
v_alignbit_b32 v57, v38, v39, v222
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v124, v21, v20, v232
v_alignbit_b32 v125, v20, v21, v232
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v62, v27, v26, v233
v_alignbit_b32 v63, v26, v27, v233
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v60, v15, v14, v234
v_alignbit_b32 v61, v14, v15, v234
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v72, v9, v8, v188
v_alignbit_b32 v73, v8, v9, v188
	;;#ASMEND
	s_getpc_b64 s[78:79]
	s_add_u32 s78, s78, _Z9bitselectDv2_jS_S_@rel32@lo+4
	s_addc_u32 s79, s79, _Z9bitselectDv2_jS_S_@rel32@hi+12
	s_swappc_b64 s[30:31], s[78:79]
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, Keccak_f1600_RC@rel32@lo+4
	s_addc_u32 s5, s5, Keccak_f1600_RC@rel32@hi+12
	s_add_u32 s74, s72, s4
	v_mov_b32_e32 v143, v0
	v_mov_b32_e32 v152, v1
	s_addc_u32 s75, s73, s5
	v_cmp_lt_i32_e32 vcc, 1, v153
	s_and_saveexec_b64 s[76:77], vcc
	s_cbranch_execz .LBB1_6
; %bb.10:                               ;   in Loop: Header=BB1_7 Depth=2
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	v_xor_b32_e32 v0, v56, v78
	v_xor_b32_e32 v1, v57, v79
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v78
	v_mov_b32_e32 v3, v79
	v_mov_b32_e32 v4, v43
	v_mov_b32_e32 v5, v44
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v138, v0
	v_mov_b32_e32 v139, v1
	v_xor_b32_e32 v0, v41, v43
	v_xor_b32_e32 v1, v42, v44
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v43
	v_mov_b32_e32 v3, v44
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v43, v0
	v_mov_b32_e32 v44, v1
	v_xor_b32_e32 v0, v56, v141
	v_xor_b32_e32 v1, v57, v140
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v41
	v_mov_b32_e32 v5, v42
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v0, v41, v78
	v_xor_b32_e32 v1, v42, v79
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v41
	v_mov_b32_e32 v3, v42
	v_mov_b32_e32 v4, v141
	v_mov_b32_e32 v5, v140
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v41, v0
	v_mov_b32_e32 v42, v1
	v_cmp_lt_u32_e32 vcc, 4, v153
	s_and_saveexec_b64 s[80:81], vcc
	s_cbranch_execz .LBB1_5
; %bb.11:                               ;   in Loop: Header=BB1_7 Depth=2
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	v_xor_b32_e32 v0, v60, v76
	v_xor_b32_e32 v1, v61, v77
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v76
	v_mov_b32_e32 v3, v77
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v78, v0
	v_mov_b32_e32 v79, v1
	v_xor_b32_e32 v0, v58, v74
	v_xor_b32_e32 v1, v59, v75
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v140, v0
	v_mov_b32_e32 v141, v1
	v_xor_b32_e32 v0, v60, v45
	v_xor_b32_e32 v1, v61, v46
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v1
	v_xor_b32_e32 v0, v76, v58
	v_xor_b32_e32 v1, v77, v59
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v45
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v45, v74
	v_xor_b32_e32 v1, v46, v75
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v77
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v1
	v_cmp_lt_u32_e32 vcc, 8, v153
	s_and_saveexec_b64 s[82:83], vcc
	s_cbranch_execz .LBB1_4
; %bb.12:                               ;   in Loop: Header=BB1_7 Depth=2
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	v_xor_b32_e32 v0, v72, v94
	v_xor_b32_e32 v1, v73, v95
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, v62, v108
	v_xor_b32_e32 v1, v63, v109
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v95
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v76, v0
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v0, v94, v88
	v_xor_b32_e32 v1, v95, v89
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v94, v0
	v_mov_b32_e32 v95, v1
	v_xor_b32_e32 v0, v72, v108
	v_xor_b32_e32 v1, v73, v109
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v89
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v108, v0
	v_mov_b32_e32 v109, v1
	v_xor_b32_e32 v0, v62, v88
	v_xor_b32_e32 v1, v63, v89
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v89
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v89, v1
	v_xor_b32_e32 v0, v124, v126
	v_xor_b32_e32 v1, v125, v127
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v126
	v_mov_b32_e32 v3, v127
	v_mov_b32_e32 v4, v136
	v_mov_b32_e32 v5, v137
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_xor_b32_e32 v0, v120, v136
	v_xor_b32_e32 v1, v121, v137
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v136
	v_mov_b32_e32 v3, v137
	v_mov_b32_e32 v4, v124
	v_mov_b32_e32 v5, v125
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v124, v92
	v_xor_b32_e32 v1, v125, v93
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v124
	v_mov_b32_e32 v3, v125
	v_mov_b32_e32 v4, v120
	v_mov_b32_e32 v5, v121
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v124, v0
	v_mov_b32_e32 v125, v1
	v_xor_b32_e32 v0, v120, v126
	v_xor_b32_e32 v1, v121, v127
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v120
	v_mov_b32_e32 v3, v121
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v120, v0
	v_mov_b32_e32 v121, v1
	v_xor_b32_e32 v0, v136, v92
	v_xor_b32_e32 v1, v137, v93
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v92
	v_mov_b32_e32 v3, v93
	v_mov_b32_e32 v4, v126
	v_mov_b32_e32 v5, v127
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v92, v0
	v_mov_b32_e32 v93, v1
	v_xor_b32_e32 v0, v110, v90
	v_xor_b32_e32 v1, v111, v91
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v110
	v_mov_b32_e32 v3, v111
	v_mov_b32_e32 v4, v122
	v_mov_b32_e32 v5, v123
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v127, v1
	v_xor_b32_e32 v0, v122, v106
	v_xor_b32_e32 v1, v123, v107
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v122
	v_mov_b32_e32 v3, v123
	v_mov_b32_e32 v4, v90
	v_mov_b32_e32 v5, v91
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v136, v0
	v_mov_b32_e32 v137, v1
	v_xor_b32_e32 v0, v104, v90
	v_xor_b32_e32 v1, v105, v91
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v90
	v_mov_b32_e32 v3, v91
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v90, v0
	v_mov_b32_e32 v91, v1
	v_xor_b32_e32 v0, v106, v110
	v_xor_b32_e32 v1, v107, v111
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v106, v0
	v_mov_b32_e32 v107, v1
	v_xor_b32_e32 v0, v122, v104
	v_xor_b32_e32 v1, v123, v105
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v110
	v_mov_b32_e32 v5, v111
	s_swappc_b64 s[30:31], s[78:79]
	v_mov_b32_e32 v122, v136
	v_mov_b32_e32 v110, v126
	v_mov_b32_e32 v123, v137
	v_mov_b32_e32 v111, v127
	v_mov_b32_e32 v137, v73
	v_mov_b32_e32 v127, v63
	v_mov_b32_e32 v136, v72
	v_mov_b32_e32 v126, v62
	v_mov_b32_e32 v62, v76
	v_mov_b32_e32 v72, v74
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v105, v1
	v_mov_b32_e32 v63, v77
	v_mov_b32_e32 v73, v75
	s_branch .LBB1_4
.LBB1_13:                               ;   in Loop: Header=BB1_3 Depth=1
	s_andn2_b64 vcc, exec, s[68:69]
	s_mov_b64 s[72:73], -1
	s_cbranch_vccnz .LBB1_1
; %bb.14:                               ;   in Loop: Header=BB1_3 Depth=1
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_16
; %bb.15:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_i32_e32 v0, vcc, 8, v174
	v_add_i32_e32 v1, vcc, 24, v174
	ds_write_b64 v174, v[138:139]
	ds_write_b64 v0, v[78:79]
	v_add_i32_e32 v0, vcc, 16, v174
	ds_write_b64 v1, v[56:57]
	ds_write_b64 v0, v[43:44]
	v_add_i32_e32 v1, vcc, 40, v174
	v_add_i32_e32 v0, vcc, 32, v174
	ds_write_b64 v1, v[76:77]
	ds_write_b64 v0, v[41:42]
	v_add_i32_e32 v1, vcc, 56, v174
	v_add_i32_e32 v0, vcc, 48, v174
	ds_write_b64 v1, v[60:61]
	ds_write_b64 v0, v[74:75]
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[74:75]
	s_add_u32 s74, s74, _Z7barrierj@rel32@lo+4
	s_addc_u32 s75, s75, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[74:75]
	v_add_i32_e32 v2, vcc, 8, v175
	v_add_i32_e32 v0, vcc, 24, v175
	v_add_i32_e32 v1, vcc, 16, v175
	ds_read_b64 v[90:91], v2
	ds_read_b64 v[92:93], v1
	ds_read_b64 v[94:95], v0
	ds_read_b64 v[88:89], v175
	ds_read_b32 v105, v174
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_mov_b32 s61, 0
.LBB1_17:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_18 Depth 3
	s_bfe_u32 s4, s61, 0x20003
	v_or_b32_e32 v0, s4, v184
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v106, vcc, s85, v0
	s_mov_b32 s64, 0
.LBB1_18:                               ;   Parent Loop BB1_3 Depth=1
                                        ;     Parent Loop BB1_17 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	v_cvt_f32_u32_e32 v1, s84
	s_add_i32 s78, s61, s64
	s_cmp_eq_u32 s64, 1
	s_cselect_b64 vcc, -1, 0
	v_rcp_iflag_f32_e32 v1, v1
	s_cmp_eq_u32 s64, 2
	v_cndmask_b32_e32 v0, v88, v89, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 3
	v_cndmask_b32_e32 v0, v0, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 4
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cndmask_b32_e32 v0, v0, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 5
	v_cvt_u32_f32_e32 v1, v1
	v_cndmask_b32_e32 v0, v0, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 6
	v_cndmask_b32_e32 v0, v0, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 7
	v_cndmask_b32_e32 v0, v0, v94, vcc
	s_cselect_b64 vcc, -1, 0
	s_sub_i32 s4, 0, s84
	v_mul_lo_u32 v2, s4, v1
	v_xor_b32_e32 v3, s78, v105
	v_mul_lo_u32 v3, v3, s86
	v_cndmask_b32_e32 v0, v0, v95, vcc
	v_mul_hi_u32 v2, v1, v2
	v_mov_b32_e32 v111, s58
	v_xor_b32_e32 v0, v3, v0
	v_mov_b32_e32 v120, s66
	v_add_i32_e32 v104, vcc, v2, v1
	v_mul_hi_u32 v1, v0, v104
	v_mov_b32_e32 v109, s59
	v_mov_b32_e32 v110, s67
	v_lshl_b64 v[107:108], v[154:155], 5
	v_mul_lo_u32 v1, v1, s84
	s_mov_b32 s68, s70
	s_mov_b32 s69, s70
	v_mul_lo_u32 v12, v92, s86
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v106
	v_mul_lo_u32 v8, v88, s86
	v_mul_lo_u32 v9, v89, s86
	v_mul_lo_u32 v10, v90, s86
	v_mul_lo_u32 v11, v91, s86
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v156, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[156:157], 7
	v_cndmask_b32_e32 v3, v111, v120, vcc
	v_cndmask_b32_e32 v2, v109, v110, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v107
	v_addc_u32_e32 v5, vcc, v1, v108, vcc
	buffer_load_dwordx4 v[0:3], v[4:5], s[68:71], 0 addr64 offset:16
	buffer_load_dwordx4 v[4:7], v[4:5], s[68:71], 0 addr64
	v_mul_lo_u32 v13, v93, s86
	v_mul_lo_u32 v14, v94, s86
	v_mul_lo_u32 v15, v95, s86
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_mov_b64 s[8:9], s[42:43]
	s_getpc_b64 s[76:77]
	s_add_u32 s76, s76, _Z9mem_fencej@rel32@lo+4
	s_addc_u32 s77, s77, _Z9mem_fencej@rel32@hi+12
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v91, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v88, v3, v15
	v_xor_b32_e32 v89, v2, v14
	v_xor_b32_e32 v90, v1, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v92, v7, v11
	v_xor_b32_e32 v93, v6, v10
	v_xor_b32_e32 v94, v5, v9
	v_xor_b32_e32 v95, v4, v8
	s_swappc_b64 s[30:31], s[76:77]
	s_add_i32 s78, s78, 1
	s_add_i32 s4, s64, 1
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v1, v95, v94, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v1, v1, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_xor_b32_e32 v0, s78, v105
	v_cndmask_b32_e32 v1, v1, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_mul_lo_u32 v0, v0, s86
	v_cndmask_b32_e32 v1, v1, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v1, v1, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 7
	v_cndmask_b32_e32 v1, v1, v89, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v88, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v104
	v_mul_lo_u32 v12, v91, s86
	v_mul_lo_u32 v8, v95, s86
	v_mul_lo_u32 v9, v94, s86
	v_mul_lo_u32 v1, v1, s84
	v_mul_lo_u32 v10, v93, s86
	v_mul_lo_u32 v11, v92, s86
	v_mul_lo_u32 v13, v88, s86
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v106
	v_mul_lo_u32 v14, v89, s86
	v_mul_lo_u32 v15, v90, s86
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v156, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[156:157], 7
	v_cndmask_b32_e32 v3, v111, v120, vcc
	v_cndmask_b32_e32 v2, v109, v110, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v107
	v_addc_u32_e32 v5, vcc, v1, v108, vcc
	buffer_load_dwordx4 v[0:3], v[4:5], s[68:71], 0 addr64 offset:16
	buffer_load_dwordx4 v[4:7], v[4:5], s[68:71], 0 addr64
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v92, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v95, v3, v13
	v_xor_b32_e32 v94, v2, v14
	v_xor_b32_e32 v93, v1, v15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v91, v7, v11
	v_xor_b32_e32 v90, v6, v10
	v_xor_b32_e32 v89, v5, v9
	v_xor_b32_e32 v88, v4, v8
	s_swappc_b64 s[30:31], s[76:77]
	s_add_i32 s64, s64, 2
	s_cmp_eq_u32 s64, 8
	s_cbranch_scc0 .LBB1_18
; %bb.19:                               ;   in Loop: Header=BB1_17 Depth=2
	s_add_i32 s4, s61, 8
	s_cmp_gt_u32 s61, 55
	s_mov_b32 s61, s4
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	v_mul_lo_u32 v0, v88, s86
	v_mul_lo_u32 v1, v92, s86
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v1, v1, v93
	v_mul_lo_u32 v0, v0, s86
	v_mul_lo_u32 v1, v1, s86
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v1, v1, v94
	v_mul_lo_u32 v0, v0, s86
	v_mul_lo_u32 v1, v1, s86
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v1, v1, v95
	ds_write_b64 v186, v[0:1]
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_and_saveexec_b64 s[4:5], s[34:35]
	s_cbranch_execz .LBB1_22
; %bb.21:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_i32_e32 v2, vcc, 24, v174
	v_add_i32_e32 v0, vcc, 8, v174
	v_add_i32_e32 v1, vcc, 16, v174
	ds_read_b64 v[62:63], v2
	ds_read_b64 v[72:73], v1
	ds_read_b64 v[45:46], v0
	ds_read_b64 v[58:59], v174
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_24
; %bb.23:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_i32_e32 v0, vcc, 8, v174
	v_add_i32_e32 v1, vcc, 24, v174
	ds_write_b64 v174, v[138:139]
	ds_write_b64 v0, v[78:79]
	v_add_i32_e32 v0, vcc, 16, v174
	ds_write_b64 v1, v[56:57]
	ds_write_b64 v0, v[43:44]
	v_add_i32_e32 v1, vcc, 40, v174
	v_add_i32_e32 v0, vcc, 32, v174
	ds_write_b64 v1, v[76:77]
	ds_write_b64 v0, v[41:42]
	v_add_i32_e32 v1, vcc, 56, v174
	v_add_i32_e32 v0, vcc, 48, v174
	ds_write_b64 v1, v[60:61]
	ds_write_b64 v0, v[74:75]
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	v_add_i32_e32 v2, vcc, 8, v175
	v_add_i32_e32 v0, vcc, 24, v175
	v_add_i32_e32 v1, vcc, 16, v175
	ds_read_b64 v[90:91], v2
	ds_read_b64 v[92:93], v1
	ds_read_b64 v[94:95], v0
	ds_read_b64 v[88:89], v175
	ds_read_b32 v105, v174
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_mov_b32 s61, 0
.LBB1_25:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_26 Depth 3
	s_bfe_u32 s4, s61, 0x20003
	v_or_b32_e32 v0, s4, v184
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v106, vcc, s85, v0
	s_mov_b32 s64, 0
.LBB1_26:                               ;   Parent Loop BB1_3 Depth=1
                                        ;     Parent Loop BB1_25 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s78, s61, s64
	s_cmp_eq_u32 s64, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 2
	v_cndmask_b32_e32 v1, v88, v89, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 3
	v_cndmask_b32_e32 v1, v1, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 4
	v_xor_b32_e32 v0, s78, v105
	v_cndmask_b32_e32 v1, v1, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 5
	v_mul_lo_u32 v0, v0, s86
	v_cndmask_b32_e32 v1, v1, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 6
	v_cndmask_b32_e32 v1, v1, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 7
	v_cndmask_b32_e32 v1, v1, v94, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v95, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v104
	v_mov_b32_e32 v111, s58
	v_mov_b32_e32 v120, s66
	v_mov_b32_e32 v109, s59
	v_mul_lo_u32 v1, v1, s84
	v_mov_b32_e32 v110, s67
	v_lshl_b64 v[107:108], v[154:155], 5
	s_mov_b32 s68, s70
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v106
	s_mov_b32 s69, s70
	v_mul_lo_u32 v12, v92, s86
	v_mul_lo_u32 v8, v88, s86
	v_mul_lo_u32 v9, v89, s86
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v156, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[156:157], 7
	v_cndmask_b32_e32 v3, v111, v120, vcc
	v_cndmask_b32_e32 v2, v109, v110, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v107
	v_addc_u32_e32 v5, vcc, v1, v108, vcc
	buffer_load_dwordx4 v[0:3], v[4:5], s[68:71], 0 addr64 offset:16
	buffer_load_dwordx4 v[4:7], v[4:5], s[68:71], 0 addr64
	v_mul_lo_u32 v10, v90, s86
	v_mul_lo_u32 v11, v91, s86
	v_mul_lo_u32 v13, v93, s86
	v_mul_lo_u32 v14, v94, s86
	v_mul_lo_u32 v15, v95, s86
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_mov_b64 s[8:9], s[42:43]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v91, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v88, v3, v15
	v_xor_b32_e32 v89, v2, v14
	v_xor_b32_e32 v90, v1, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v92, v7, v11
	v_xor_b32_e32 v93, v6, v10
	v_xor_b32_e32 v94, v5, v9
	v_xor_b32_e32 v95, v4, v8
	s_swappc_b64 s[30:31], s[76:77]
	s_add_i32 s78, s78, 1
	s_add_i32 s4, s64, 1
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v1, v95, v94, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v1, v1, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_xor_b32_e32 v0, s78, v105
	v_cndmask_b32_e32 v1, v1, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_mul_lo_u32 v0, v0, s86
	v_cndmask_b32_e32 v1, v1, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v1, v1, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 7
	v_cndmask_b32_e32 v1, v1, v89, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v88, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v104
	v_mul_lo_u32 v12, v91, s86
	v_mul_lo_u32 v8, v95, s86
	v_mul_lo_u32 v9, v94, s86
	v_mul_lo_u32 v1, v1, s84
	v_mul_lo_u32 v10, v93, s86
	v_mul_lo_u32 v11, v92, s86
	v_mul_lo_u32 v13, v88, s86
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v106
	v_mul_lo_u32 v14, v89, s86
	v_mul_lo_u32 v15, v90, s86
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v156, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[156:157], 7
	v_cndmask_b32_e32 v3, v111, v120, vcc
	v_cndmask_b32_e32 v2, v109, v110, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v107
	v_addc_u32_e32 v5, vcc, v1, v108, vcc
	buffer_load_dwordx4 v[0:3], v[4:5], s[68:71], 0 addr64 offset:16
	buffer_load_dwordx4 v[4:7], v[4:5], s[68:71], 0 addr64
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v92, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v95, v3, v13
	v_xor_b32_e32 v94, v2, v14
	v_xor_b32_e32 v93, v1, v15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v91, v7, v11
	v_xor_b32_e32 v90, v6, v10
	v_xor_b32_e32 v89, v5, v9
	v_xor_b32_e32 v88, v4, v8
	s_swappc_b64 s[30:31], s[76:77]
	s_add_i32 s64, s64, 2
	s_cmp_lg_u32 s64, 8
	s_cbranch_scc1 .LBB1_26
; %bb.27:                               ;   in Loop: Header=BB1_25 Depth=2
	s_add_i32 s4, s61, 8
	s_cmp_lt_u32 s61, 56
	s_mov_b32 s61, s4
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	v_mul_lo_u32 v0, v88, s86
	v_mul_lo_u32 v1, v92, s86
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v1, v1, v93
	v_mul_lo_u32 v0, v0, s86
	v_mul_lo_u32 v1, v1, s86
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v1, v1, v94
	v_mul_lo_u32 v0, v0, s86
	v_mul_lo_u32 v1, v1, s86
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v1, v1, v95
	ds_write_b64 v186, v[0:1]
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_and_saveexec_b64 s[4:5], s[36:37]
	s_cbranch_execz .LBB1_30
; %bb.29:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_i32_e32 v2, vcc, 24, v174
	v_add_i32_e32 v0, vcc, 8, v174
	v_add_i32_e32 v1, vcc, 16, v174
	ds_read_b64 v[62:63], v2
	ds_read_b64 v[72:73], v1
	ds_read_b64 v[45:46], v0
	ds_read_b64 v[58:59], v174
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_32
; %bb.31:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_i32_e32 v0, vcc, 8, v174
	v_add_i32_e32 v1, vcc, 24, v174
	ds_write_b64 v174, v[138:139]
	ds_write_b64 v0, v[78:79]
	v_add_i32_e32 v0, vcc, 16, v174
	ds_write_b64 v1, v[56:57]
	ds_write_b64 v0, v[43:44]
	v_add_i32_e32 v1, vcc, 40, v174
	v_add_i32_e32 v0, vcc, 32, v174
	ds_write_b64 v1, v[76:77]
	ds_write_b64 v0, v[41:42]
	v_add_i32_e32 v1, vcc, 56, v174
	v_add_i32_e32 v0, vcc, 48, v174
	ds_write_b64 v1, v[60:61]
	ds_write_b64 v0, v[74:75]
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	v_add_i32_e32 v2, vcc, 8, v175
	v_add_i32_e32 v0, vcc, 24, v175
	v_add_i32_e32 v1, vcc, 16, v175
	ds_read_b64 v[90:91], v2
	ds_read_b64 v[92:93], v1
	ds_read_b64 v[94:95], v0
	ds_read_b64 v[88:89], v175
	ds_read_b32 v105, v174
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_mov_b32 s61, 0
.LBB1_33:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_34 Depth 3
	s_bfe_u32 s4, s61, 0x20003
	v_or_b32_e32 v0, s4, v184
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v106, vcc, s85, v0
	s_mov_b32 s64, 0
.LBB1_34:                               ;   Parent Loop BB1_3 Depth=1
                                        ;     Parent Loop BB1_33 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s78, s61, s64
	s_cmp_eq_u32 s64, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 2
	v_cndmask_b32_e32 v1, v88, v89, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 3
	v_cndmask_b32_e32 v1, v1, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 4
	v_xor_b32_e32 v0, s78, v105
	v_cndmask_b32_e32 v1, v1, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 5
	v_mul_lo_u32 v0, v0, s86
	v_cndmask_b32_e32 v1, v1, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 6
	v_cndmask_b32_e32 v1, v1, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 7
	v_cndmask_b32_e32 v1, v1, v94, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v95, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v104
	v_mov_b32_e32 v111, s58
	v_mov_b32_e32 v120, s66
	v_mov_b32_e32 v109, s59
	v_mul_lo_u32 v1, v1, s84
	v_mov_b32_e32 v110, s67
	v_lshl_b64 v[107:108], v[154:155], 5
	s_mov_b32 s68, s70
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v106
	s_mov_b32 s69, s70
	v_mul_lo_u32 v12, v92, s86
	v_mul_lo_u32 v8, v88, s86
	v_mul_lo_u32 v9, v89, s86
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v156, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[156:157], 7
	v_cndmask_b32_e32 v3, v111, v120, vcc
	v_cndmask_b32_e32 v2, v109, v110, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v107
	v_addc_u32_e32 v5, vcc, v1, v108, vcc
	buffer_load_dwordx4 v[0:3], v[4:5], s[68:71], 0 addr64 offset:16
	buffer_load_dwordx4 v[4:7], v[4:5], s[68:71], 0 addr64
	v_mul_lo_u32 v10, v90, s86
	v_mul_lo_u32 v11, v91, s86
	v_mul_lo_u32 v13, v93, s86
	v_mul_lo_u32 v14, v94, s86
	v_mul_lo_u32 v15, v95, s86
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_mov_b64 s[8:9], s[42:43]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v91, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v88, v3, v15
	v_xor_b32_e32 v89, v2, v14
	v_xor_b32_e32 v90, v1, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v92, v7, v11
	v_xor_b32_e32 v93, v6, v10
	v_xor_b32_e32 v94, v5, v9
	v_xor_b32_e32 v95, v4, v8
	s_swappc_b64 s[30:31], s[76:77]
	s_add_i32 s78, s78, 1
	s_add_i32 s4, s64, 1
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v1, v95, v94, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v1, v1, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_xor_b32_e32 v0, s78, v105
	v_cndmask_b32_e32 v1, v1, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_mul_lo_u32 v0, v0, s86
	v_cndmask_b32_e32 v1, v1, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v1, v1, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 7
	v_cndmask_b32_e32 v1, v1, v89, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v88, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v104
	v_mul_lo_u32 v12, v91, s86
	v_mul_lo_u32 v8, v95, s86
	v_mul_lo_u32 v9, v94, s86
	v_mul_lo_u32 v1, v1, s84
	v_mul_lo_u32 v10, v93, s86
	v_mul_lo_u32 v11, v92, s86
	v_mul_lo_u32 v13, v88, s86
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v106
	v_mul_lo_u32 v14, v89, s86
	v_mul_lo_u32 v15, v90, s86
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v156, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[156:157], 7
	v_cndmask_b32_e32 v3, v111, v120, vcc
	v_cndmask_b32_e32 v2, v109, v110, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v107
	v_addc_u32_e32 v5, vcc, v1, v108, vcc
	buffer_load_dwordx4 v[0:3], v[4:5], s[68:71], 0 addr64 offset:16
	buffer_load_dwordx4 v[4:7], v[4:5], s[68:71], 0 addr64
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v92, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v95, v3, v13
	v_xor_b32_e32 v94, v2, v14
	v_xor_b32_e32 v93, v1, v15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v91, v7, v11
	v_xor_b32_e32 v90, v6, v10
	v_xor_b32_e32 v89, v5, v9
	v_xor_b32_e32 v88, v4, v8
	s_swappc_b64 s[30:31], s[76:77]
	s_add_i32 s64, s64, 2
	s_cmp_lg_u32 s64, 8
	s_cbranch_scc1 .LBB1_34
; %bb.35:                               ;   in Loop: Header=BB1_33 Depth=2
	s_add_i32 s4, s61, 8
	s_cmp_lt_u32 s61, 56
	s_mov_b32 s61, s4
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	v_mul_lo_u32 v0, v88, s86
	v_mul_lo_u32 v1, v92, s86
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v1, v1, v93
	v_mul_lo_u32 v0, v0, s86
	v_mul_lo_u32 v1, v1, s86
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v1, v1, v94
	v_mul_lo_u32 v0, v0, s86
	v_mul_lo_u32 v1, v1, s86
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v1, v1, v95
	ds_write_b64 v186, v[0:1]
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_and_saveexec_b64 s[4:5], s[38:39]
	s_cbranch_execz .LBB1_38
; %bb.37:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_i32_e32 v2, vcc, 24, v174
	v_add_i32_e32 v0, vcc, 8, v174
	v_add_i32_e32 v1, vcc, 16, v174
	ds_read_b64 v[62:63], v2
	ds_read_b64 v[72:73], v1
	ds_read_b64 v[45:46], v0
	ds_read_b64 v[58:59], v174
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_40
; %bb.39:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_i32_e32 v0, vcc, 8, v174
	v_add_i32_e32 v1, vcc, 24, v174
	ds_write_b64 v174, v[138:139]
	ds_write_b64 v0, v[78:79]
	v_add_i32_e32 v0, vcc, 16, v174
	ds_write_b64 v1, v[56:57]
	ds_write_b64 v0, v[43:44]
	v_add_i32_e32 v1, vcc, 40, v174
	v_add_i32_e32 v0, vcc, 32, v174
	ds_write_b64 v1, v[76:77]
	ds_write_b64 v0, v[41:42]
	v_add_i32_e32 v1, vcc, 56, v174
	v_add_i32_e32 v0, vcc, 48, v174
	ds_write_b64 v1, v[60:61]
	ds_write_b64 v0, v[74:75]
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	v_add_i32_e32 v2, vcc, 8, v175
	v_add_i32_e32 v0, vcc, 24, v175
	v_add_i32_e32 v1, vcc, 16, v175
	ds_read_b64 v[90:91], v2
	ds_read_b64 v[92:93], v1
	ds_read_b64 v[94:95], v0
	ds_read_b64 v[88:89], v175
	ds_read_b32 v105, v174
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_mov_b32 s61, 0
.LBB1_41:                               ;   Parent Loop BB1_3 Depth=1
                                        ; =>  This Loop Header: Depth=2
                                        ;       Child Loop BB1_42 Depth 3
	s_bfe_u32 s4, s61, 0x20003
	v_or_b32_e32 v0, s4, v184
	v_lshlrev_b32_e32 v0, 2, v0
	v_add_i32_e32 v106, vcc, s85, v0
	s_mov_b32 s64, 0
.LBB1_42:                               ;   Parent Loop BB1_3 Depth=1
                                        ;     Parent Loop BB1_41 Depth=2
                                        ; =>    This Inner Loop Header: Depth=3
	s_add_i32 s78, s61, s64
	s_cmp_eq_u32 s64, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 2
	v_cndmask_b32_e32 v1, v88, v89, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 3
	v_cndmask_b32_e32 v1, v1, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 4
	v_xor_b32_e32 v0, s78, v105
	v_cndmask_b32_e32 v1, v1, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 5
	v_mul_lo_u32 v0, v0, s86
	v_cndmask_b32_e32 v1, v1, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 6
	v_cndmask_b32_e32 v1, v1, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s64, 7
	v_cndmask_b32_e32 v1, v1, v94, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v95, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v104
	v_mov_b32_e32 v111, s58
	v_mov_b32_e32 v120, s66
	v_mov_b32_e32 v109, s59
	v_mul_lo_u32 v1, v1, s84
	v_mov_b32_e32 v110, s67
	v_lshl_b64 v[107:108], v[154:155], 5
	s_mov_b32 s68, s70
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v106
	s_mov_b32 s69, s70
	v_mul_lo_u32 v12, v92, s86
	v_mul_lo_u32 v8, v88, s86
	v_mul_lo_u32 v9, v89, s86
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v156, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[156:157], 7
	v_cndmask_b32_e32 v3, v111, v120, vcc
	v_cndmask_b32_e32 v2, v109, v110, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v107
	v_addc_u32_e32 v5, vcc, v1, v108, vcc
	buffer_load_dwordx4 v[0:3], v[4:5], s[68:71], 0 addr64 offset:16
	buffer_load_dwordx4 v[4:7], v[4:5], s[68:71], 0 addr64
	v_mul_lo_u32 v10, v90, s86
	v_mul_lo_u32 v11, v91, s86
	v_mul_lo_u32 v13, v93, s86
	v_mul_lo_u32 v14, v94, s86
	v_mul_lo_u32 v15, v95, s86
	s_add_u32 s42, s50, 56
	s_addc_u32 s43, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_mov_b64 s[8:9], s[42:43]
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v91, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v88, v3, v15
	v_xor_b32_e32 v89, v2, v14
	v_xor_b32_e32 v90, v1, v13
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v92, v7, v11
	v_xor_b32_e32 v93, v6, v10
	v_xor_b32_e32 v94, v5, v9
	v_xor_b32_e32 v95, v4, v8
	s_swappc_b64 s[30:31], s[76:77]
	s_add_i32 s78, s78, 1
	s_add_i32 s4, s64, 1
	s_cmp_eq_u32 s4, 1
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 2
	v_cndmask_b32_e32 v1, v95, v94, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 3
	v_cndmask_b32_e32 v1, v1, v93, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 4
	v_xor_b32_e32 v0, s78, v105
	v_cndmask_b32_e32 v1, v1, v92, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 5
	v_mul_lo_u32 v0, v0, s86
	v_cndmask_b32_e32 v1, v1, v91, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 6
	v_cndmask_b32_e32 v1, v1, v90, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s4, 7
	v_cndmask_b32_e32 v1, v1, v89, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v88, vcc
	v_xor_b32_e32 v0, v0, v1
	v_mul_hi_u32 v1, v0, v104
	v_mul_lo_u32 v12, v91, s86
	v_mul_lo_u32 v8, v95, s86
	v_mul_lo_u32 v9, v94, s86
	v_mul_lo_u32 v1, v1, s84
	v_mul_lo_u32 v10, v93, s86
	v_mul_lo_u32 v11, v92, s86
	v_mul_lo_u32 v13, v88, s86
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s84, v0
	v_cmp_le_u32_e32 vcc, s84, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v185, v0
	ds_read_b32 v0, v106
	v_mul_lo_u32 v14, v89, s86
	v_mul_lo_u32 v15, v90, s86
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_waitcnt lgkmcnt(0)
	v_and_b32_e32 v1, 1, v0
	v_lshrrev_b32_e32 v156, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_lshl_b64 v[0:1], v[156:157], 7
	v_cndmask_b32_e32 v3, v111, v120, vcc
	v_cndmask_b32_e32 v2, v109, v110, vcc
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_i32_e32 v4, vcc, v0, v107
	v_addc_u32_e32 v5, vcc, v1, v108, vcc
	buffer_load_dwordx4 v[0:3], v[4:5], s[68:71], 0 addr64 offset:16
	buffer_load_dwordx4 v[4:7], v[4:5], s[68:71], 0 addr64
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v92, v0, v12
	v_mov_b32_e32 v0, 1
	v_xor_b32_e32 v95, v3, v13
	v_xor_b32_e32 v94, v2, v14
	v_xor_b32_e32 v93, v1, v15
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v91, v7, v11
	v_xor_b32_e32 v90, v6, v10
	v_xor_b32_e32 v89, v5, v9
	v_xor_b32_e32 v88, v4, v8
	s_swappc_b64 s[30:31], s[76:77]
	s_add_i32 s64, s64, 2
	s_cmp_lg_u32 s64, 8
	s_cbranch_scc1 .LBB1_42
; %bb.43:                               ;   in Loop: Header=BB1_41 Depth=2
	s_add_i32 s4, s61, 8
	s_cmp_lt_u32 s61, 56
	s_mov_b32 s61, s4
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	v_mul_lo_u32 v0, v88, s86
	v_mul_lo_u32 v1, v92, s86
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v1, v1, v93
	v_mul_lo_u32 v0, v0, s86
	v_mul_lo_u32 v1, v1, s86
	s_mov_b64 s[8:9], s[42:43]
	s_mov_b64 s[10:11], s[44:45]
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v1, v1, v94
	v_mul_lo_u32 v0, v0, s86
	v_mul_lo_u32 v1, v1, s86
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v1, v1, v95
	ds_write_b64 v186, v[0:1]
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_and_saveexec_b64 s[4:5], s[40:41]
	s_cbranch_execz .LBB1_46
; %bb.45:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_i32_e32 v2, vcc, 24, v174
	v_add_i32_e32 v0, vcc, 8, v174
	v_add_i32_e32 v1, vcc, 16, v174
	ds_read_b64 v[62:63], v2
	ds_read_b64 v[72:73], v1
	ds_read_b64 v[45:46], v0
	ds_read_b64 v[58:59], v174
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[74:75]
	s_mov_b64 s[4:5], 0
	s_branch .LBB1_2
.LBB1_47:
	v_alignbit_b32 v0, v138, v138, 8
	v_alignbit_b32 v1, v138, v138, 24
	s_mov_b32 s4, 0xff00ff
	v_bfi_b32 v1, s4, v1, v0
	v_alignbit_b32 v0, v139, v139, 8
	v_alignbit_b32 v2, v139, v139, 24
	v_bfi_b32 v0, s4, v2, v0
	v_cmp_ge_u64_e32 vcc, s[62:63], v[0:1]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_49
; %bb.48:
	s_add_u32 s15, s56, 0x100
	s_addc_u32 s18, s57, 0
	s_add_u32 s34, s50, 56
	s_addc_u32 s35, s51, 0
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[46:47]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[44:45]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s18
	s_mov_b32 s58, 0
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
	v_mov_b32_e32 v31, v47
	v_mov_b32_e32 v0, 3
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z3minjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z3minjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 6
	s_mov_b32 s59, 0x100f000
	buffer_store_dword v40, v[0:1], s[56:59], 0 addr64
	s_waitcnt vmcnt(0)
	buffer_store_dword v172, v[0:1], s[56:59], 0 addr64 offset:4
	s_waitcnt vmcnt(0)
	buffer_store_dword v173, v[0:1], s[56:59], 0 addr64 offset:8
	s_waitcnt vmcnt(0)
	buffer_store_dword v170, v[0:1], s[56:59], 0 addr64 offset:12
	s_waitcnt vmcnt(0)
	buffer_store_dword v171, v[0:1], s[56:59], 0 addr64 offset:16
	s_waitcnt vmcnt(0)
	buffer_store_dword v168, v[0:1], s[56:59], 0 addr64 offset:20
	s_waitcnt vmcnt(0)
	buffer_store_dword v169, v[0:1], s[56:59], 0 addr64 offset:24
	s_waitcnt vmcnt(0)
	buffer_store_dword v158, v[0:1], s[56:59], 0 addr64 offset:28
	s_waitcnt vmcnt(0)
	buffer_store_dword v159, v[0:1], s[56:59], 0 addr64 offset:32
	s_waitcnt vmcnt(0)
.LBB1_49:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel search
		.amdhsa_group_segment_fixed_size 2560
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 112
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 235
		.amdhsa_next_free_sgpr 87
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
; codeLenInByte = 9428
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
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	s_load_dword s52, s[8:9], 0x0
	s_load_dwordx4 s[48:51], s[8:9], 0x2
	s_load_dwordx2 s[46:47], s[8:9], 0x6
	s_load_dword s62, s[8:9], 0x8
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[38:39], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s34, s38, 40
	v_lshlrev_b32_e32 v2, 20, v2
	v_or_b32_e32 v0, v0, v1
	s_addc_u32 s35, s39, 0
	v_or_b32_e32 v138, v0, v2
	s_mov_b64 s[8:9], s[34:35]
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v0, 0
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s44, s13
	s_mov_b32 s45, s12
	s_mov_b64 s[36:37], s[10:11]
	s_mov_b64 s[40:41], s[6:7]
	s_mov_b64 s[42:43], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s54, 0
	s_swappc_b64 s[30:31], s[16:17]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v0, 0
	v_add_i32_e32 v170, vcc, s52, v44
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z12get_local_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z12get_local_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_cvt_f32_u32_e32 v1, s62
	s_sub_i32 s4, 0, s62
	s_mov_b32 s55, 0x100f000
	s_mov_b64 s[52:53], s[48:49]
	v_rcp_iflag_f32_e32 v1, v1
	v_and_b32_e32 v206, -4, v0
	v_mov_b32_e32 v172, 31
	v_mov_b32_e32 v173, 20
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	v_mov_b32_e32 v174, 12
	v_mov_b32_e32 v175, 3
	v_mov_b32_e32 v184, 21
	v_mul_lo_u32 v2, s4, v1
	s_mov_b32 s4, 1
	s_brev_b32 s5, 1
	v_mov_b32_e32 v169, s5
	v_mul_hi_u32 v2, v1, v2
	v_mov_b32_e32 v185, 18
	v_mov_b32_e32 v186, 19
	v_mov_b32_e32 v187, 4
	v_add_i32_e32 v171, vcc, v2, v1
	v_mul_hi_u32 v1, v170, v171
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v188, 11
	v_mov_b32_e32 v189, 29
	v_mul_lo_u32 v1, v1, s62
	v_mov_b32_e32 v190, 25
	v_mov_b32_e32 v191, 14
	v_mov_b32_e32 v200, 2
	v_sub_i32_e32 v1, vcc, v170, v1
	v_subrev_i32_e32 v3, vcc, s62, v1
	v_cmp_le_u32_e32 vcc, s62, v1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_subrev_i32_e32 v3, vcc, s62, v1
	v_cmp_le_u32_e32 vcc, s62, v1
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_lshl_b64 v[1:2], v[1:2], 6
	buffer_load_dwordx4 v[156:159], v[1:2], s[52:55], 0 addr64
	buffer_load_dwordx4 v[140:143], v[1:2], s[52:55], 0 addr64 offset:16
	buffer_load_dwordx4 v[152:155], v[1:2], s[52:55], 0 addr64 offset:32
	buffer_load_dwordx4 v[40:43], v[1:2], s[52:55], 0 addr64 offset:48
	s_mov_b32 s55, s54
	v_mov_b32_e32 v109, s55
	v_mov_b32_e32 v57, s55
	v_mov_b32_e32 v45, s54
	v_mov_b32_e32 v91, s55
	v_mov_b32_e32 v61, s55
	v_mov_b32_e32 v121, s55
	v_mov_b32_e32 v59, s55
	v_mov_b32_e32 v75, s55
	v_mov_b32_e32 v127, s55
	v_mov_b32_e32 v125, s55
	v_mov_b32_e32 v137, s55
	v_mov_b32_e32 v89, s55
	v_mov_b32_e32 v63, s55
	v_mov_b32_e32 v111, s55
	v_mov_b32_e32 v73, s55
	v_mov_b32_e32 v107, s55
	s_mov_b64 s[52:53], 0
	v_mov_b32_e32 v201, 7
	v_mov_b32_e32 v202, 24
	v_mov_b32_e32 v204, 8
	v_mov_b32_e32 v205, 23
	v_mov_b32_e32 v207, 5
	v_mov_b32_e32 v216, 30
	v_mov_b32_e32 v217, 9
	v_mov_b32_e32 v218, 28
	v_mov_b32_e32 v219, 17
	v_mov_b32_e32 v220, 22
	v_mov_b32_e32 v221, 26
	v_mov_b32_e32 v168, s4
	v_lshlrev_b32_e32 v203, 6, v206
	v_mov_b32_e32 v108, s54
	v_mov_b32_e32 v56, s54
	v_mov_b32_e32 v46, s55
	v_mov_b32_e32 v90, s54
	v_mov_b32_e32 v60, s54
	v_mov_b32_e32 v120, s54
	v_mov_b32_e32 v58, s54
	v_mov_b32_e32 v74, s54
	v_mov_b32_e32 v126, s54
	v_mov_b32_e32 v124, s54
	v_mov_b32_e32 v136, s54
	v_mov_b32_e32 v88, s54
	v_mov_b32_e32 v62, s54
	v_mov_b32_e32 v110, s54
	v_mov_b32_e32 v72, s54
	v_mov_b32_e32 v106, s54
	s_getpc_b64 s[56:57]
	s_add_u32 s56, s56, _Z9bitselectDv2_jS_S_@rel32@lo+4
	s_addc_u32 s57, s57, _Z9bitselectDv2_jS_S_@rel32@hi+12
	s_getpc_b64 s[58:59]
	s_add_u32 s58, s58, Keccak_f1600_RC@rel32@lo+4
	s_addc_u32 s59, s59, Keccak_f1600_RC@rel32@hi+12
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v156, v156, v170
	s_branch .LBB2_2
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	s_load_dwordx2 s[4:5], s[54:55], 0x0
	s_add_u32 s52, s52, 8
	s_addc_u32 s53, s53, 0
	v_mov_b32_e32 v153, v93
	v_mov_b32_e32 v159, v77
	v_mov_b32_e32 v155, v95
	v_mov_b32_e32 v141, v79
	v_mov_b32_e32 v42, v104
	v_mov_b32_e32 v169, v123
	s_cmpk_lg_i32 s52, 0xc0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v157, s5, v139
	v_xor_b32_e32 v156, s4, v47
	v_mov_b32_e32 v152, v92
	v_mov_b32_e32 v158, v76
	v_mov_b32_e32 v154, v94
	v_mov_b32_e32 v140, v78
	v_mov_b32_e32 v43, v105
	v_mov_b32_e32 v168, v122
	s_cbranch_scc0 .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v0, v155, v157
	v_xor_b32_e32 v1, v154, v156
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v42, v140
	v_xor_b32_e32 v3, v43, v141
	v_xor_b32_e32 v1, v1, v136
	v_xor_b32_e32 v0, v0, v137
	v_xor_b32_e32 v3, v3, v111
	v_xor_b32_e32 v2, v2, v110
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v1, v1, v88
	v_xor_b32_e32 v2, v2, v72
	v_xor_b32_e32 v3, v3, v73
	v_xor_b32_e32 v1, v1, v62
	v_xor_b32_e32 v0, v0, v63
	v_xor_b32_e32 v3, v3, v107
	v_xor_b32_e32 v2, v2, v106
	;;#ASMSTART
	v_alignbit_b32 v4, v2, v3, v172
v_alignbit_b32 v5, v3, v2, v172
	;;#ASMEND
	v_xor_b32_e32 v222, v5, v0
	v_xor_b32_e32 v223, v4, v1
	v_xor_b32_e32 v4, v127, v75
	v_xor_b32_e32 v5, v126, v74
	v_xor_b32_e32 v6, v120, v60
	v_xor_b32_e32 v7, v121, v61
	v_xor_b32_e32 v5, v5, v124
	v_xor_b32_e32 v4, v4, v125
	v_xor_b32_e32 v7, v7, v59
	v_xor_b32_e32 v6, v6, v58
	v_xor_b32_e32 v4, v4, v41
	v_xor_b32_e32 v5, v5, v40
	v_xor_b32_e32 v6, v6, v142
	v_xor_b32_e32 v7, v7, v143
	v_xor_b32_e32 v5, v5, v158
	v_xor_b32_e32 v4, v4, v159
	v_xor_b32_e32 v7, v7, v169
	v_xor_b32_e32 v6, v6, v168
	;;#ASMSTART
	v_alignbit_b32 v8, v6, v7, v172
v_alignbit_b32 v9, v7, v6, v172
	;;#ASMEND
	v_xor_b32_e32 v232, v9, v4
	v_xor_b32_e32 v233, v8, v5
	v_xor_b32_e32 v8, v56, v108
	v_xor_b32_e32 v9, v57, v109
	v_xor_b32_e32 v9, v9, v46
	v_xor_b32_e32 v8, v8, v45
	v_xor_b32_e32 v8, v8, v90
	v_xor_b32_e32 v9, v9, v91
	v_xor_b32_e32 v9, v9, v153
	v_xor_b32_e32 v8, v8, v152
	;;#ASMSTART
	v_alignbit_b32 v0, v1, v0, v172
v_alignbit_b32 v1, v0, v1, v172
	;;#ASMEND
	v_xor_b32_e32 v236, v0, v6
	v_xor_b32_e32 v237, v1, v7
	;;#ASMSTART
	v_alignbit_b32 v0, v5, v4, v172
v_alignbit_b32 v1, v4, v5, v172
	;;#ASMEND
	v_xor_b32_e32 v238, v0, v8
	v_xor_b32_e32 v239, v1, v9
	s_add_u32 s34, s38, 40
	;;#ASMSTART
	v_alignbit_b32 v10, v8, v9, v172
v_alignbit_b32 v11, v9, v8, v172
	;;#ASMEND
	v_xor_b32_e32 v234, v10, v2
	v_xor_b32_e32 v235, v11, v3
	v_xor_b32_e32 v92, v239, v157
	v_xor_b32_e32 v93, v238, v156
	v_xor_b32_e32 v0, v239, v137
	v_xor_b32_e32 v1, v238, v136
	v_xor_b32_e32 v2, v223, v40
	v_xor_b32_e32 v3, v222, v41
	v_xor_b32_e32 v4, v223, v126
	v_xor_b32_e32 v5, v222, v127
	s_addc_u32 s35, s39, 0
	v_xor_b32_e32 v6, v233, v110
	v_xor_b32_e32 v7, v232, v111
	v_xor_b32_e32 v12, v235, v121
	v_xor_b32_e32 v13, v234, v120
	v_xor_b32_e32 v16, v237, v109
	v_xor_b32_e32 v17, v236, v108
	;;#ASMSTART
	v_alignbit_b32 v40, v3, v2, v173
v_alignbit_b32 v41, v2, v3, v173
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v78, v7, v6, v184
v_alignbit_b32 v79, v6, v7, v184
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v5, v4, v186
v_alignbit_b32 v109, v4, v5, v186
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v120, v1, v0, v189
v_alignbit_b32 v121, v0, v1, v189
	;;#ASMEND
	v_xor_b32_e32 v0, v78, v93
	v_xor_b32_e32 v1, v79, v92
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v93
	v_mov_b32_e32 v3, v92
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	v_xor_b32_e32 v8, v233, v106
	v_xor_b32_e32 v9, v232, v107
	v_xor_b32_e32 v10, v235, v143
	v_xor_b32_e32 v11, v234, v142
	v_xor_b32_e32 v14, v237, v91
	v_xor_b32_e32 v15, v236, v90
	;;#ASMSTART
	v_alignbit_b32 v90, v15, v14, v174
v_alignbit_b32 v91, v14, v15, v174
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v106, v9, v8, v175
v_alignbit_b32 v107, v8, v9, v175
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v94, v17, v16, v185
v_alignbit_b32 v95, v16, v17, v185
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v110, v11, v10, v187
v_alignbit_b32 v111, v10, v11, v187
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v104, v13, v12, v188
v_alignbit_b32 v105, v12, v13, v188
	;;#ASMEND
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v47, v0
	v_mov_b32_e32 v139, v1
	s_add_u32 s54, s52, s58
	v_xor_b32_e32 v0, v104, v40
	v_xor_b32_e32 v1, v105, v41
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	s_addc_u32 s55, s53, s59
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v76, v0
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v0, v94, v78
	v_xor_b32_e32 v1, v95, v79
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v78
	v_mov_b32_e32 v3, v79
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v78, v0
	v_mov_b32_e32 v79, v1
	v_xor_b32_e32 v0, v104, v93
	v_xor_b32_e32 v1, v105, v92
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v95
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v142, v0
	v_mov_b32_e32 v143, v1
	v_xor_b32_e32 v0, v94, v40
	v_xor_b32_e32 v1, v95, v41
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v93
	v_mov_b32_e32 v5, v92
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v92, v0
	v_mov_b32_e32 v93, v1
	v_xor_b32_e32 v0, v120, v110
	v_xor_b32_e32 v1, v121, v111
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v110
	v_mov_b32_e32 v3, v111
	v_mov_b32_e32 v4, v90
	v_mov_b32_e32 v5, v91
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v94, v0
	v_mov_b32_e32 v95, v1
	v_xor_b32_e32 v0, v108, v90
	v_xor_b32_e32 v1, v109, v91
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v90
	v_mov_b32_e32 v3, v91
	v_mov_b32_e32 v4, v120
	v_mov_b32_e32 v5, v121
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v40, v0
	v_mov_b32_e32 v41, v1
	v_xor_b32_e32 v0, v120, v106
	v_xor_b32_e32 v1, v121, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v120
	v_mov_b32_e32 v3, v121
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v105, v1
	v_xor_b32_e32 v0, v110, v108
	v_xor_b32_e32 v1, v111, v109
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v122, v0
	v_mov_b32_e32 v123, v1
	v_xor_b32_e32 v0, v106, v90
	v_xor_b32_e32 v1, v107, v91
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v110
	v_mov_b32_e32 v5, v111
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v90, v0
	v_mov_b32_e32 v91, v1
	s_cmpk_eq_i32 s52, 0xb8
	v_xor_b32_e32 v0, v222, v159
	v_xor_b32_e32 v1, v223, v158
	v_xor_b32_e32 v2, v238, v154
	v_xor_b32_e32 v3, v239, v155
	v_xor_b32_e32 v4, v238, v88
	v_xor_b32_e32 v5, v239, v89
	v_xor_b32_e32 v6, v239, v63
	v_xor_b32_e32 v7, v238, v62
	v_xor_b32_e32 v8, v222, v125
	v_xor_b32_e32 v9, v223, v124
	v_xor_b32_e32 v10, v222, v75
	v_xor_b32_e32 v11, v223, v74
	v_xor_b32_e32 v12, v233, v140
	v_xor_b32_e32 v13, v232, v141
	v_xor_b32_e32 v14, v232, v43
	v_xor_b32_e32 v15, v233, v42
	v_xor_b32_e32 v16, v232, v73
	v_xor_b32_e32 v17, v233, v72
	v_xor_b32_e32 v18, v234, v168
	v_xor_b32_e32 v19, v235, v169
	v_xor_b32_e32 v20, v235, v59
	v_xor_b32_e32 v21, v234, v58
	v_xor_b32_e32 v22, v234, v60
	v_xor_b32_e32 v23, v235, v61
	v_xor_b32_e32 v24, v237, v153
	v_xor_b32_e32 v25, v236, v152
	v_xor_b32_e32 v26, v236, v45
	v_xor_b32_e32 v27, v237, v46
	v_xor_b32_e32 v28, v237, v57
	v_xor_b32_e32 v29, v236, v56
	;;#ASMSTART
	v_alignbit_b32 v106, v27, v26, v190
v_alignbit_b32 v107, v26, v27, v190
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v45, v7, v6, v191
v_alignbit_b32 v46, v6, v7, v191
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v62, v13, v12, v200
v_alignbit_b32 v63, v12, v13, v200
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v110, v21, v20, v201
v_alignbit_b32 v111, v20, v21, v201
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v58, v29, v28, v202
v_alignbit_b32 v59, v28, v29, v202
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v56, v23, v22, v204
v_alignbit_b32 v57, v22, v23, v204
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v60, v5, v4, v205
v_alignbit_b32 v61, v4, v5, v205
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v88, v25, v24, v207
v_alignbit_b32 v89, v24, v25, v207
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v11, v10, v216
v_alignbit_b32 v109, v10, v11, v216
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v74, v19, v18, v217
v_alignbit_b32 v75, v18, v19, v217
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v126, v3, v2, v218
v_alignbit_b32 v127, v2, v3, v218
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v120, v17, v16, v219
v_alignbit_b32 v121, v16, v17, v219
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v72, v9, v8, v220
v_alignbit_b32 v73, v8, v9, v220
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v124, v15, v14, v221
v_alignbit_b32 v125, v14, v15, v221
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v136, v1, v0, v172
v_alignbit_b32 v137, v0, v1, v172
	;;#ASMEND
	s_cbranch_scc1 .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	s_add_u32 s34, s38, 40
	s_addc_u32 s35, s39, 0
	v_xor_b32_e32 v0, v136, v110
	v_xor_b32_e32 v1, v137, v111
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v136
	v_mov_b32_e32 v3, v137
	v_mov_b32_e32 v4, v124
	v_mov_b32_e32 v5, v125
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v42, v0
	v_mov_b32_e32 v43, v1
	v_xor_b32_e32 v0, v124, v58
	v_xor_b32_e32 v1, v125, v59
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v124
	v_mov_b32_e32 v3, v125
	v_mov_b32_e32 v4, v110
	v_mov_b32_e32 v5, v111
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v140, v0
	v_mov_b32_e32 v141, v1
	v_xor_b32_e32 v0, v110, v45
	v_xor_b32_e32 v1, v111, v46
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v110
	v_mov_b32_e32 v3, v111
	v_mov_b32_e32 v4, v58
	v_mov_b32_e32 v5, v59
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v110, v0
	v_mov_b32_e32 v111, v1
	v_xor_b32_e32 v0, v136, v58
	v_xor_b32_e32 v1, v137, v59
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v58
	v_mov_b32_e32 v3, v59
	v_mov_b32_e32 v4, v45
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v124, v45
	v_xor_b32_e32 v1, v125, v46
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v45
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v136
	v_mov_b32_e32 v5, v137
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v45, v0
	v_mov_b32_e32 v46, v1
	v_xor_b32_e32 v0, v72, v88
	v_xor_b32_e32 v1, v73, v89
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v89
	v_mov_b32_e32 v4, v126
	v_mov_b32_e32 v5, v127
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v136, v0
	v_mov_b32_e32 v137, v1
	v_xor_b32_e32 v0, v120, v126
	v_xor_b32_e32 v1, v121, v127
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v126
	v_mov_b32_e32 v3, v127
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v124, v0
	v_mov_b32_e32 v125, v1
	v_xor_b32_e32 v0, v72, v56
	v_xor_b32_e32 v1, v73, v57
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v120
	v_mov_b32_e32 v5, v121
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v120, v88
	v_xor_b32_e32 v1, v121, v89
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v120
	v_mov_b32_e32 v3, v121
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v120, v0
	v_mov_b32_e32 v121, v1
	v_xor_b32_e32 v0, v126, v56
	v_xor_b32_e32 v1, v127, v57
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v89
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v0, v62, v106
	v_xor_b32_e32 v1, v63, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v88, v0
	v_mov_b32_e32 v89, v1
	v_xor_b32_e32 v0, v74, v60
	v_xor_b32_e32 v1, v75, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v127, v1
	v_xor_b32_e32 v0, v108, v106
	v_xor_b32_e32 v1, v109, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v106, v0
	v_mov_b32_e32 v107, v1
	v_xor_b32_e32 v0, v60, v62
	v_xor_b32_e32 v1, v61, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v1
	v_xor_b32_e32 v0, v74, v108
	v_xor_b32_e32 v1, v75, v109
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v74, v126
	v_mov_b32_e32 v62, v88
	v_mov_b32_e32 v75, v127
	v_mov_b32_e32 v127, v125
	v_mov_b32_e32 v63, v89
	v_mov_b32_e32 v88, v136
	v_mov_b32_e32 v126, v124
	v_mov_b32_e32 v124, v140
	v_mov_b32_e32 v89, v137
	v_mov_b32_e32 v137, v43
	v_mov_b32_e32 v108, v0
	v_mov_b32_e32 v109, v1
	v_mov_b32_e32 v125, v141
	v_mov_b32_e32 v136, v42
	s_branch .LBB2_1
.LBB2_4:
	v_and_b32_e32 v42, 3, v44
	v_lshlrev_b32_e32 v0, 2, v206
	v_add_i32_e32 v59, vcc, 0x2000, v0
	v_lshlrev_b32_e32 v0, 6, v42
	v_add_i32_e32 v58, vcc, v203, v0
	s_add_u32 s8, s38, 40
	s_mov_b32 m0, -1
	v_add_i32_e32 v60, vcc, 8, v58
	v_add_i32_e32 v46, vcc, 24, v58
	v_add_i32_e32 v57, vcc, 40, v58
	v_add_i32_e32 v47, vcc, 56, v58
	s_addc_u32 s9, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v0, 1
	s_mov_b32 s54, 0
	v_mov_b32_e32 v43, 0
	ds_write_b64 v58, v[156:157]
	ds_write_b64 v60, v[76:77]
	v_add_i32_e32 v44, vcc, 16, v58
	ds_write_b64 v46, v[142:143]
	ds_write_b64 v44, v[78:79]
	v_add_i32_e32 v56, vcc, 32, v58
	ds_write_b64 v57, v[94:95]
	ds_write_b64 v56, v[92:93]
	v_add_i32_e32 v45, vcc, 48, v58
	ds_write_b64 v47, v[104:105]
	ds_write_b64 v45, v[40:41]
	s_getpc_b64 s[60:61]
	s_add_u32 s60, s60, _Z7barrierj@rel32@lo+4
	s_addc_u32 s61, s61, _Z7barrierj@rel32@hi+12
	s_swappc_b64 s[30:31], s[60:61]
	v_lshlrev_b32_e32 v0, 2, v42
	v_add_i32_e32 v61, vcc, v59, v0
	v_mul_i32_i24_e32 v0, -3, v42
	v_lshlrev_b32_e32 v0, 4, v0
	v_lshl_b64 v[40:41], v[42:43], 4
	v_add_i32_e32 v62, vcc, v58, v0
	s_mov_b32 s63, 0x1000193
	s_mov_b32 s55, 0x100f000
	s_movk_i32 s64, 0x88
	s_movk_i32 s65, 0xc8
	s_mov_b32 s66, s54
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s4, s66, 15
	s_lshl_b32 s4, s4, 2
	v_add_i32_e32 v1, vcc, s4, v58
	v_xor_b32_e32 v0, s66, v170
	ds_read_b32 v1, v1
	v_mul_lo_u32 v0, v0, s63
	s_add_u32 s34, s38, 40
	s_addc_u32 s35, s39, 0
	s_mov_b64 s[4:5], s[42:43]
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v0, v1, v0
	v_mul_hi_u32 v1, v0, v171
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	v_mul_lo_u32 v1, v1, s62
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_sub_i32_e32 v0, vcc, v0, v1
	v_subrev_i32_e32 v1, vcc, s62, v0
	v_cmp_le_u32_e32 vcc, s62, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	v_subrev_i32_e32 v1, vcc, s62, v0
	v_cmp_le_u32_e32 vcc, s62, v0
	v_cndmask_b32_e32 v0, v0, v1, vcc
	ds_write_b32 v61, v0
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	ds_read_b32 v42, v59
	v_add_i32_e32 v8, vcc, 8, v62
	v_mov_b32_e32 v63, s49
	s_mov_b32 s52, s54
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 6
	s_mov_b32 s53, s54
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v63, v1, vcc
	v_add_i32_e32 v0, vcc, v0, v40
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	ds_read_b64 v[4:5], v62
	ds_read_b64 v[6:7], v8
	buffer_load_dwordx4 v[0:3], v[0:1], s[52:55], 0 addr64
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v5, v5, s63
	v_mul_lo_u32 v4, v4, s63
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s63
	v_mul_lo_u32 v6, v6, s63
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v5, v1
	v_xor_b32_e32 v0, v4, v0
	v_xor_b32_e32 v3, v7, v3
	v_xor_b32_e32 v2, v6, v2
	ds_write_b64 v62, v[0:1]
	ds_write_b64 v8, v[2:3]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	v_add_i32_e32 v0, vcc, 4, v59
	ds_read_b32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 6
	s_mov_b32 s12, s45
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v63, v1, vcc
	v_add_i32_e32 v0, vcc, v0, v40
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	buffer_load_dwordx4 v[0:3], v[0:1], s[52:55], 0 addr64
	v_add_i32_e32 v8, vcc, 0x48, v62
	v_add_i32_e32 v9, vcc, 64, v62
	ds_read_b64 v[4:5], v8
	ds_read_b64 v[6:7], v9
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v5, v5, s63
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s63
	v_mul_lo_u32 v6, v6, s63
	v_mul_lo_u32 v4, v4, s63
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v7, v1
	v_xor_b32_e32 v0, v6, v0
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v2, v4, v2
	ds_write_b64 v9, v[0:1]
	ds_write_b64 v8, v[2:3]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	v_add_i32_e32 v0, vcc, 8, v59
	ds_read_b32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 6
	s_mov_b32 s12, s45
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v63, v1, vcc
	v_add_i32_e32 v0, vcc, v0, v40
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	buffer_load_dwordx4 v[0:3], v[0:1], s[52:55], 0 addr64
	v_add_i32_e32 v8, vcc, s64, v62
	v_add_i32_e32 v9, vcc, 0x80, v62
	ds_read_b64 v[4:5], v8
	ds_read_b64 v[6:7], v9
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v5, v5, s63
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s63
	v_mul_lo_u32 v6, v6, s63
	v_mul_lo_u32 v4, v4, s63
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v7, v1
	v_xor_b32_e32 v0, v6, v0
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v2, v4, v2
	ds_write_b64 v9, v[0:1]
	ds_write_b64 v8, v[2:3]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	v_add_i32_e32 v0, vcc, 12, v59
	ds_read_b32 v42, v0
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_lshl_b64 v[0:1], v[42:43], 6
	s_mov_b32 s12, s45
	v_add_i32_e32 v0, vcc, s48, v0
	v_addc_u32_e32 v1, vcc, v63, v1, vcc
	v_add_i32_e32 v0, vcc, v0, v40
	v_addc_u32_e32 v1, vcc, v1, v41, vcc
	buffer_load_dwordx4 v[0:3], v[0:1], s[52:55], 0 addr64
	v_add_i32_e32 v8, vcc, s65, v62
	v_add_i32_e32 v9, vcc, 0xc0, v62
	ds_read_b64 v[4:5], v8
	ds_read_b64 v[6:7], v9
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	s_waitcnt lgkmcnt(1)
	v_mul_lo_u32 v5, v5, s63
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v7, v7, s63
	v_mul_lo_u32 v6, v6, s63
	v_mul_lo_u32 v4, v4, s63
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, v7, v1
	v_xor_b32_e32 v0, v6, v0
	v_xor_b32_e32 v3, v5, v3
	v_xor_b32_e32 v2, v4, v2
	ds_write_b64 v9, v[0:1]
	ds_write_b64 v8, v[2:3]
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[60:61]
	s_add_i32 s66, s66, 1
	s_cmpk_eq_i32 s66, 0x100
	s_cbranch_scc0 .LBB2_5
; %bb.6:
	ds_read_b64 v[152:153], v60
	ds_read_b64 v[139:140], v58
	ds_read_b64 v[156:157], v57
	ds_read_b64 v[136:137], v56
	ds_read_b64 v[42:43], v46
	ds_read_b64 v[154:155], v44
	ds_read_b64 v[158:159], v47
	ds_read_b64 v[44:45], v45
	s_mov_b32 s4, 1
	s_mov_b32 s6, 0
	s_brev_b32 s5, 1
	s_mov_b32 s7, s6
	v_mov_b32_e32 v95, s7
	v_mov_b32_e32 v169, s5
	v_mov_b32_e32 v63, s7
	v_mov_b32_e32 v61, s7
	v_mov_b32_e32 v93, s7
	v_mov_b32_e32 v75, s7
	v_mov_b32_e32 v109, s7
	v_mov_b32_e32 v73, s7
	v_mov_b32_e32 v89, s7
	v_mov_b32_e32 v123, s7
	v_mov_b32_e32 v121, s7
	v_mov_b32_e32 v125, s7
	v_mov_b32_e32 v91, s7
	v_mov_b32_e32 v77, s7
	v_mov_b32_e32 v107, s7
	v_mov_b32_e32 v79, s7
	v_mov_b32_e32 v105, s7
	s_mov_b64 s[48:49], 0
	v_mov_b32_e32 v94, s6
	v_mov_b32_e32 v168, s4
	v_mov_b32_e32 v143, 31
	v_mov_b32_e32 v171, 20
	v_mov_b32_e32 v172, 12
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
	v_mov_b32_e32 v62, s6
	v_mov_b32_e32 v60, s6
	v_mov_b32_e32 v92, s6
	v_mov_b32_e32 v74, s6
	v_mov_b32_e32 v108, s6
	v_mov_b32_e32 v72, s6
	v_mov_b32_e32 v88, s6
	v_mov_b32_e32 v122, s6
	v_mov_b32_e32 v120, s6
	v_mov_b32_e32 v124, s6
	v_mov_b32_e32 v90, s6
	v_mov_b32_e32 v76, s6
	v_mov_b32_e32 v106, s6
	v_mov_b32_e32 v78, s6
	v_mov_b32_e32 v104, s6
	s_branch .LBB2_8
.LBB2_7:                                ;   in Loop: Header=BB2_8 Depth=1
	s_load_dwordx2 s[4:5], s[52:53], 0x0
	s_add_u32 s48, s48, 8
	s_addc_u32 s49, s49, 0
	v_mov_b32_e32 v137, v57
	v_mov_b32_e32 v153, v142
	v_mov_b32_e32 v157, v59
	v_mov_b32_e32 v155, v41
	v_mov_b32_e32 v159, v47
	v_mov_b32_e32 v169, v111
	s_cmpk_lg_i32 s48, 0xc0
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v140, s5, v127
	v_xor_b32_e32 v139, s4, v126
	v_mov_b32_e32 v136, v56
	v_mov_b32_e32 v152, v141
	v_mov_b32_e32 v156, v58
	v_mov_b32_e32 v154, v40
	v_mov_b32_e32 v158, v46
	v_mov_b32_e32 v168, v110
	s_cbranch_scc0 .LBB2_10
.LBB2_8:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt lgkmcnt(5)
	v_xor_b32_e32 v0, v157, v140
	v_xor_b32_e32 v1, v156, v139
	s_waitcnt lgkmcnt(1)
	v_xor_b32_e32 v2, v158, v154
	v_xor_b32_e32 v3, v159, v155
	v_xor_b32_e32 v1, v1, v124
	v_xor_b32_e32 v0, v0, v125
	v_xor_b32_e32 v3, v3, v107
	v_xor_b32_e32 v2, v2, v106
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v1, v1, v90
	v_xor_b32_e32 v2, v2, v78
	v_xor_b32_e32 v3, v3, v79
	v_xor_b32_e32 v1, v1, v76
	v_xor_b32_e32 v0, v0, v77
	v_xor_b32_e32 v3, v3, v105
	v_xor_b32_e32 v2, v2, v104
	;;#ASMSTART
	v_alignbit_b32 v4, v2, v3, v143
v_alignbit_b32 v5, v3, v2, v143
	;;#ASMEND
	v_xor_b32_e32 v218, v5, v0
	v_xor_b32_e32 v219, v4, v1
	v_xor_b32_e32 v4, v123, v89
	v_xor_b32_e32 v5, v122, v88
	v_xor_b32_e32 v6, v108, v74
	v_xor_b32_e32 v7, v109, v75
	v_xor_b32_e32 v5, v5, v120
	v_xor_b32_e32 v4, v4, v121
	v_xor_b32_e32 v7, v7, v73
	v_xor_b32_e32 v6, v6, v72
	s_waitcnt lgkmcnt(0)
	v_xor_b32_e32 v4, v4, v45
	v_xor_b32_e32 v5, v5, v44
	v_xor_b32_e32 v6, v6, v42
	v_xor_b32_e32 v7, v7, v43
	v_xor_b32_e32 v5, v5, v152
	v_xor_b32_e32 v4, v4, v153
	v_xor_b32_e32 v7, v7, v169
	v_xor_b32_e32 v6, v6, v168
	;;#ASMSTART
	v_alignbit_b32 v8, v6, v7, v143
v_alignbit_b32 v9, v7, v6, v143
	;;#ASMEND
	v_xor_b32_e32 v220, v9, v4
	v_xor_b32_e32 v221, v8, v5
	v_xor_b32_e32 v8, v62, v94
	v_xor_b32_e32 v9, v63, v95
	v_xor_b32_e32 v9, v9, v61
	v_xor_b32_e32 v8, v8, v60
	v_xor_b32_e32 v8, v8, v92
	v_xor_b32_e32 v9, v9, v93
	v_xor_b32_e32 v9, v9, v137
	v_xor_b32_e32 v8, v8, v136
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
	v_xor_b32_e32 v46, v235, v140
	v_xor_b32_e32 v47, v234, v139
	v_xor_b32_e32 v0, v235, v125
	v_xor_b32_e32 v1, v234, v124
	v_xor_b32_e32 v2, v219, v44
	v_xor_b32_e32 v3, v218, v45
	v_xor_b32_e32 v4, v219, v122
	v_xor_b32_e32 v5, v218, v123
	s_addc_u32 s35, s39, 0
	v_xor_b32_e32 v6, v221, v106
	v_xor_b32_e32 v7, v220, v107
	v_xor_b32_e32 v8, v221, v104
	v_xor_b32_e32 v9, v220, v105
	v_xor_b32_e32 v12, v223, v109
	v_xor_b32_e32 v13, v222, v108
	;;#ASMSTART
	v_alignbit_b32 v44, v3, v2, v171
v_alignbit_b32 v45, v2, v3, v171
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v40, v7, v6, v174
v_alignbit_b32 v41, v6, v7, v174
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v104, v5, v4, v184
v_alignbit_b32 v105, v4, v5, v184
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v1, v0, v187
v_alignbit_b32 v109, v0, v1, v187
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
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v47
	v_mov_b32_e32 v3, v46
	v_mov_b32_e32 v4, v44
	v_mov_b32_e32 v5, v45
	v_xor_b32_e32 v10, v223, v43
	v_xor_b32_e32 v11, v222, v42
	v_xor_b32_e32 v14, v233, v93
	v_xor_b32_e32 v15, v232, v92
	v_xor_b32_e32 v16, v233, v95
	v_xor_b32_e32 v17, v232, v94
	;;#ASMSTART
	v_alignbit_b32 v92, v15, v14, v172
v_alignbit_b32 v93, v14, v15, v172
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v94, v9, v8, v173
v_alignbit_b32 v95, v8, v9, v173
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v56, v17, v16, v175
v_alignbit_b32 v57, v16, v17, v175
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v106, v11, v10, v185
v_alignbit_b32 v107, v10, v11, v185
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v42, v13, v12, v186
v_alignbit_b32 v43, v12, v13, v186
	;;#ASMEND
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v126, v0
	v_mov_b32_e32 v127, v1
	s_add_u32 s52, s48, s58
	v_xor_b32_e32 v0, v42, v44
	v_xor_b32_e32 v1, v43, v45
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v44
	v_mov_b32_e32 v3, v45
	v_mov_b32_e32 v4, v40
	v_mov_b32_e32 v5, v41
	s_addc_u32 s53, s49, s59
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v141, v0
	v_mov_b32_e32 v142, v1
	v_xor_b32_e32 v0, v56, v40
	v_xor_b32_e32 v1, v57, v41
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v40
	v_mov_b32_e32 v3, v41
	v_mov_b32_e32 v4, v42
	v_mov_b32_e32 v5, v43
	s_swappc_b64 s[30:31], s[56:57]
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
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v42
	v_mov_b32_e32 v3, v43
	v_mov_b32_e32 v4, v56
	v_mov_b32_e32 v5, v57
	s_swappc_b64 s[30:31], s[56:57]
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
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v47
	v_mov_b32_e32 v5, v46
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v56, v0
	v_mov_b32_e32 v57, v1
	v_xor_b32_e32 v0, v108, v106
	v_xor_b32_e32 v1, v109, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v92
	v_mov_b32_e32 v5, v93
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v58, v0
	v_mov_b32_e32 v59, v1
	v_xor_b32_e32 v0, v104, v92
	v_xor_b32_e32 v1, v105, v93
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v92
	v_mov_b32_e32 v3, v93
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v44, v0
	v_mov_b32_e32 v45, v1
	v_xor_b32_e32 v0, v108, v94
	v_xor_b32_e32 v1, v109, v95
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v46, v0
	v_mov_b32_e32 v47, v1
	v_xor_b32_e32 v0, v106, v104
	v_xor_b32_e32 v1, v107, v105
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v95
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v110, v0
	v_mov_b32_e32 v111, v1
	v_xor_b32_e32 v0, v94, v92
	v_xor_b32_e32 v1, v95, v93
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v92, v0
	v_mov_b32_e32 v93, v1
	s_cmpk_eq_i32 s48, 0xb8
	v_xor_b32_e32 v0, v218, v153
	v_xor_b32_e32 v1, v219, v152
	v_xor_b32_e32 v2, v234, v156
	v_xor_b32_e32 v3, v235, v157
	v_xor_b32_e32 v4, v234, v90
	v_xor_b32_e32 v5, v235, v91
	v_xor_b32_e32 v6, v235, v77
	v_xor_b32_e32 v7, v234, v76
	v_xor_b32_e32 v8, v218, v121
	v_xor_b32_e32 v9, v219, v120
	v_xor_b32_e32 v10, v218, v89
	v_xor_b32_e32 v11, v219, v88
	v_xor_b32_e32 v12, v221, v154
	v_xor_b32_e32 v13, v220, v155
	v_xor_b32_e32 v14, v220, v159
	v_xor_b32_e32 v15, v221, v158
	v_xor_b32_e32 v16, v220, v79
	v_xor_b32_e32 v17, v221, v78
	v_xor_b32_e32 v18, v222, v168
	v_xor_b32_e32 v19, v223, v169
	v_xor_b32_e32 v20, v223, v73
	v_xor_b32_e32 v21, v222, v72
	v_xor_b32_e32 v22, v222, v74
	v_xor_b32_e32 v23, v223, v75
	v_xor_b32_e32 v24, v233, v137
	v_xor_b32_e32 v25, v232, v136
	v_xor_b32_e32 v26, v232, v60
	v_xor_b32_e32 v27, v233, v61
	v_xor_b32_e32 v28, v233, v63
	v_xor_b32_e32 v29, v232, v62
	;;#ASMSTART
	v_alignbit_b32 v104, v27, v26, v188
v_alignbit_b32 v105, v26, v27, v188
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v60, v7, v6, v189
v_alignbit_b32 v61, v6, v7, v189
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v76, v13, v12, v190
v_alignbit_b32 v77, v12, v13, v190
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v106, v21, v20, v191
v_alignbit_b32 v107, v20, v21, v191
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v72, v29, v28, v200
v_alignbit_b32 v73, v28, v29, v200
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v62, v23, v22, v201
v_alignbit_b32 v63, v22, v23, v201
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v74, v5, v4, v202
v_alignbit_b32 v75, v4, v5, v202
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v90, v25, v24, v203
v_alignbit_b32 v91, v24, v25, v203
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v94, v11, v10, v204
v_alignbit_b32 v95, v10, v11, v204
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v88, v19, v18, v205
v_alignbit_b32 v89, v18, v19, v205
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v122, v3, v2, v206
v_alignbit_b32 v123, v2, v3, v206
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v108, v17, v16, v207
v_alignbit_b32 v109, v16, v17, v207
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v78, v9, v8, v216
v_alignbit_b32 v79, v8, v9, v216
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v120, v15, v14, v217
v_alignbit_b32 v121, v14, v15, v217
	;;#ASMEND
	;;#ASMSTART
	v_alignbit_b32 v124, v1, v0, v143
v_alignbit_b32 v125, v0, v1, v143
	;;#ASMEND
	s_cbranch_scc1 .LBB2_7
; %bb.9:                                ;   in Loop: Header=BB2_8 Depth=1
	s_add_u32 s34, s38, 40
	s_addc_u32 s35, s39, 0
	v_xor_b32_e32 v0, v124, v106
	v_xor_b32_e32 v1, v125, v107
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v124
	v_mov_b32_e32 v3, v125
	v_mov_b32_e32 v4, v120
	v_mov_b32_e32 v5, v121
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v136, v0
	v_mov_b32_e32 v137, v1
	v_xor_b32_e32 v0, v120, v72
	v_xor_b32_e32 v1, v121, v73
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v120
	v_mov_b32_e32 v3, v121
	v_mov_b32_e32 v4, v106
	v_mov_b32_e32 v5, v107
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v139, v0
	v_mov_b32_e32 v140, v1
	v_xor_b32_e32 v0, v106, v60
	v_xor_b32_e32 v1, v107, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v106
	v_mov_b32_e32 v3, v107
	v_mov_b32_e32 v4, v72
	v_mov_b32_e32 v5, v73
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v106, v0
	v_mov_b32_e32 v107, v1
	v_xor_b32_e32 v0, v124, v72
	v_xor_b32_e32 v1, v125, v73
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v72
	v_mov_b32_e32 v3, v73
	v_mov_b32_e32 v4, v60
	v_mov_b32_e32 v5, v61
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v72, v0
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, v120, v60
	v_xor_b32_e32 v1, v121, v61
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v60
	v_mov_b32_e32 v3, v61
	v_mov_b32_e32 v4, v124
	v_mov_b32_e32 v5, v125
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v60, v0
	v_mov_b32_e32 v61, v1
	v_xor_b32_e32 v0, v78, v90
	v_xor_b32_e32 v1, v79, v91
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v90
	v_mov_b32_e32 v3, v91
	v_mov_b32_e32 v4, v122
	v_mov_b32_e32 v5, v123
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v124, v0
	v_mov_b32_e32 v125, v1
	v_xor_b32_e32 v0, v108, v122
	v_xor_b32_e32 v1, v109, v123
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v122
	v_mov_b32_e32 v3, v123
	v_mov_b32_e32 v4, v78
	v_mov_b32_e32 v5, v79
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v120, v0
	v_mov_b32_e32 v121, v1
	v_xor_b32_e32 v0, v78, v62
	v_xor_b32_e32 v1, v79, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v78
	v_mov_b32_e32 v3, v79
	v_mov_b32_e32 v4, v108
	v_mov_b32_e32 v5, v109
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v78, v0
	v_mov_b32_e32 v79, v1
	v_xor_b32_e32 v0, v108, v90
	v_xor_b32_e32 v1, v109, v91
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v108
	v_mov_b32_e32 v3, v109
	v_mov_b32_e32 v4, v62
	v_mov_b32_e32 v5, v63
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v108, v0
	v_mov_b32_e32 v109, v1
	v_xor_b32_e32 v0, v122, v62
	v_xor_b32_e32 v1, v123, v63
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v62
	v_mov_b32_e32 v3, v63
	v_mov_b32_e32 v4, v90
	v_mov_b32_e32 v5, v91
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v62, v0
	v_mov_b32_e32 v63, v1
	v_xor_b32_e32 v0, v76, v104
	v_xor_b32_e32 v1, v77, v105
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v76
	v_mov_b32_e32 v3, v77
	v_mov_b32_e32 v4, v88
	v_mov_b32_e32 v5, v89
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v90, v0
	v_mov_b32_e32 v91, v1
	v_xor_b32_e32 v0, v88, v74
	v_xor_b32_e32 v1, v89, v75
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v88
	v_mov_b32_e32 v3, v89
	v_mov_b32_e32 v4, v104
	v_mov_b32_e32 v5, v105
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v122, v0
	v_mov_b32_e32 v123, v1
	v_xor_b32_e32 v0, v94, v104
	v_xor_b32_e32 v1, v95, v105
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v104
	v_mov_b32_e32 v3, v105
	v_mov_b32_e32 v4, v74
	v_mov_b32_e32 v5, v75
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v104, v0
	v_mov_b32_e32 v105, v1
	v_xor_b32_e32 v0, v74, v76
	v_xor_b32_e32 v1, v75, v77
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v74
	v_mov_b32_e32 v3, v75
	v_mov_b32_e32 v4, v94
	v_mov_b32_e32 v5, v95
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v74, v0
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, v88, v94
	v_xor_b32_e32 v1, v89, v95
	s_mov_b64 s[4:5], s[42:43]
	s_mov_b64 s[6:7], s[40:41]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[36:37]
	s_mov_b32 s12, s45
	s_mov_b32 s13, s44
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v138
	v_mov_b32_e32 v2, v94
	v_mov_b32_e32 v3, v95
	v_mov_b32_e32 v4, v76
	v_mov_b32_e32 v5, v77
	s_swappc_b64 s[30:31], s[56:57]
	v_mov_b32_e32 v88, v122
	v_mov_b32_e32 v76, v90
	v_mov_b32_e32 v89, v123
	v_mov_b32_e32 v123, v121
	v_mov_b32_e32 v77, v91
	v_mov_b32_e32 v90, v124
	v_mov_b32_e32 v122, v120
	v_mov_b32_e32 v120, v139
	v_mov_b32_e32 v91, v125
	v_mov_b32_e32 v124, v136
	v_mov_b32_e32 v94, v0
	v_mov_b32_e32 v95, v1
	v_mov_b32_e32 v121, v140
	v_mov_b32_e32 v125, v137
	s_branch .LBB2_7
.LBB2_10:
	v_and_b32_e32 v0, 2, v170
	v_mov_b32_e32 v1, s47
	v_mov_b32_e32 v2, s51
	v_cmp_eq_u32_e32 vcc, 0, v0
	v_cndmask_b32_e32 v2, v1, v2, vcc
	v_mov_b32_e32 v0, s46
	v_mov_b32_e32 v1, s50
	v_cndmask_b32_e32 v3, v0, v1, vcc
	v_lshrrev_b32_e32 v0, 1, v170
	v_and_b32_e32 v0, 0x7ffffffe, v0
	v_and_b32_e32 v1, 1, v170
	v_or_b32_e32 v0, v0, v1
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 6
	s_mov_b32 s6, 0
	v_add_i32_e32 v0, vcc, v3, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
	buffer_store_dwordx4 v[139:142], v[0:1], s[4:7], 0 addr64
	buffer_store_dwordx4 v[40:43], v[0:1], s[4:7], 0 addr64 offset:16
	buffer_store_dwordx4 v[56:59], v[0:1], s[4:7], 0 addr64 offset:32
	buffer_store_dwordx4 v[44:47], v[0:1], s[4:7], 0 addr64 offset:48
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel GenerateDAG
		.amdhsa_group_segment_fixed_size 8704
		.amdhsa_private_segment_fixed_size 16384
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 240
		.amdhsa_next_free_sgpr 67
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
; codeLenInByte = 7720
; NumSgprs: 69
; NumVgprs: 240
; ScratchSize: 16384
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 8704 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 59
; NumSGPRsForWavesPerEU: 69
; NumVGPRsForWavesPerEU: 240
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
    .sgpr_count:     69
    .sgpr_spill_count: 0
    .symbol:         GenerateDAG.kd
    .vgpr_count:     240
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
