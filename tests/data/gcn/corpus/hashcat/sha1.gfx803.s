	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.p2align	2                               ; -- Begin function sha1_transform_vector
	.type	sha1_transform_vector,@function
sha1_transform_vector:                  ; @sha1_transform_vector
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v40, off, s[0:3], s32 offset:268 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v40, s33, 18
	s_mov_b32 s33, s32
	buffer_store_dword v41, off, s[0:3], s33 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:260 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:256 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[0:3], s33 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[0:3], s33 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[0:3], s33 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[0:3], s33 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[0:3], s33 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[0:3], s33 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[0:3], s33 offset:212 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[0:3], s33 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v72, off, s[0:3], s33 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v73, off, s[0:3], s33 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v74, off, s[0:3], s33 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v75, off, s[0:3], s33 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v76, off, s[0:3], s33 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v77, off, s[0:3], s33 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v78, off, s[0:3], s33 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v79, off, s[0:3], s33 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v88, off, s[0:3], s33 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v89, off, s[0:3], s33 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v90, off, s[0:3], s33 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v91, off, s[0:3], s33 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v92, off, s[0:3], s33 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v93, off, s[0:3], s33 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v94, off, s[0:3], s33 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v95, off, s[0:3], s33 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v104, off, s[0:3], s33 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v105, off, s[0:3], s33 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v106, off, s[0:3], s33 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v107, off, s[0:3], s33 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v108, off, s[0:3], s33 offset:124 ; 4-byte Folded Spill
	buffer_store_dword v109, off, s[0:3], s33 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v110, off, s[0:3], s33 offset:116 ; 4-byte Folded Spill
	buffer_store_dword v111, off, s[0:3], s33 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v120, off, s[0:3], s33 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v121, off, s[0:3], s33 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v122, off, s[0:3], s33 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v123, off, s[0:3], s33 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v124, off, s[0:3], s33 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v125, off, s[0:3], s33 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v126, off, s[0:3], s33 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v127, off, s[0:3], s33 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v136, off, s[0:3], s33 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v137, off, s[0:3], s33 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v138, off, s[0:3], s33 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v139, off, s[0:3], s33 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v140, off, s[0:3], s33 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v141, off, s[0:3], s33 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v142, off, s[0:3], s33 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v143, off, s[0:3], s33 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v152, off, s[0:3], s33 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v153, off, s[0:3], s33 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v154, off, s[0:3], s33 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v155, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v156, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v157, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v158, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v159, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v168, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v169, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v170, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v171, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v41, v4
	v_add_u32_e32 v125, vcc, 8, v41
	v_add_u32_e32 v126, vcc, 12, v41
	buffer_load_dword v43, v125, s[0:3], 0 offen
	buffer_load_dword v42, v126, s[0:3], 0 offen
	v_add_u32_e32 v127, vcc, 16, v41
	v_add_u32_e32 v4, vcc, 4, v0
	v_add_u32_e32 v5, vcc, 8, v0
	v_add_u32_e32 v6, vcc, 12, v0
	buffer_load_dword v74, v0, s[0:3], 0 offen
	buffer_load_dword v89, v1, s[0:3], 0 offen
	buffer_load_dword v122, v2, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 4, v2
	v_add_u32_e32 v124, vcc, 4, v41
	v_add_u32_e32 v7, vcc, 4, v1
	v_add_u32_e32 v8, vcc, 8, v1
	v_add_u32_e32 v9, vcc, 12, v1
	buffer_load_dword v136, v127, s[0:3], 0 offen
	buffer_load_dword v75, v4, s[0:3], 0 offen
	buffer_load_dword v79, v5, s[0:3], 0 offen
	buffer_load_dword v104, v6, s[0:3], 0 offen
	buffer_load_dword v91, v7, s[0:3], 0 offen
	buffer_load_dword v94, v8, s[0:3], 0 offen
	buffer_load_dword v109, v9, s[0:3], 0 offen
	buffer_load_dword v111, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 8, v2
	v_add_u32_e32 v1, vcc, 12, v2
	buffer_load_dword v45, v124, s[0:3], 0 offen
	buffer_load_dword v46, v41, s[0:3], 0 offen
	buffer_load_dword v123, v3, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 4, v3
	v_add_u32_e32 v4, vcc, 8, v3
	v_add_u32_e32 v3, vcc, 12, v3
	buffer_load_dword v120, v0, s[0:3], 0 offen
	buffer_load_dword v121, v1, s[0:3], 0 offen
	buffer_load_dword v171, v2, s[0:3], 0 offen
	buffer_load_dword v170, v4, s[0:3], 0 offen
	buffer_load_dword v169, v3, s[0:3], 0 offen
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
	s_addk_i32 s32, 0x4800
	v_writelane_b32 v40, s30, 16
	v_writelane_b32 v40, s31, 17
	v_mov_b32_e32 v44, v31
	s_mov_b32 s42, s14
	s_mov_b32 s43, s13
	s_mov_b32 s44, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[40:41], s[4:5]
	s_getpc_b64 s[48:49]
	s_add_u32 s48, s48, _Z9bitselectjjj@rel32@lo+4
	s_addc_u32 s49, s49, _Z9bitselectjjj@rel32@hi+12
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v0, v42
	v_add_u32_e32 v47, vcc, v136, v74
	s_waitcnt vmcnt(7)
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v47, vcc, v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_getpc_b64 s[46:47]
	s_add_u32 s46, s46, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s47, s47, _Z6rotatejj@rel32@hi+12
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v47, v0
	s_mov_b32 s45, 0x5a827999
	v_add_u32_e32 v47, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v46
	v_add_u32_e32 v57, vcc, v42, v75
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v57, vcc, v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v58
	v_mov_b32_e32 v2, v47
	v_add_u32_e32 v59, vcc, v43, v79
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v59, vcc, v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v59, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v104, v56
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v59
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v89, v58
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v58, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v59
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v91, v47
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v58
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v94, v57
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v57, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v58
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v109, v59
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v59, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v122, v56
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v59
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v111, v58
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v58, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v59
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v120, v47
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v58
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v121, v57
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v57, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v58
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v123, v59
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v59, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v171, v56
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v59
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v170, v58
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v58, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v59
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[48:49]
	v_mov_b32_e32 v60, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v169, v47
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v137, v122, v74
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v137, v79
	v_xor_b32_e32 v0, v0, v171
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v110, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v58
	v_add_u32_e32 v57, vcc, v57, v110
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v57, vcc, v57, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v138, v111, v75
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v138, v104
	v_xor_b32_e32 v0, v0, v170
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v108, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v58
	v_mov_b32_e32 v2, v47
	v_add_u32_e32 v59, vcc, v59, v108
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v59, vcc, v59, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v59, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v139, v120, v79
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v139, v89
	v_xor_b32_e32 v0, v0, v169
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v107, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	v_add_u32_e32 v56, vcc, v56, v107
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v56, vcc, v56, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v140, v121, v104
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v140, v91
	v_xor_b32_e32 v0, v0, v110
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v106, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v59
	v_add_u32_e32 v58, vcc, v58, v106
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v58, vcc, v58, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v58, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v141, v123, v89
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v0, v141, v94
	v_xor_b32_e32 v0, v0, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v1, v57, v56
	v_add_u32_e32 v0, vcc, v47, v105
	v_xor_b32_e32 v1, v1, v59
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v47, v0
	s_mov_b32 s45, 0x6ed9eba1
	v_add_u32_e32 v47, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v142, v171, v91
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v142, v109
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v1, v59, v58
	v_add_u32_e32 v0, vcc, v57, v95
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v143, v170, v94
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v143, v122
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v1, v47, v56
	v_add_u32_e32 v0, vcc, v59, v93
	v_xor_b32_e32 v1, v1, v58
	v_add_u32_e32 v59, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v59, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v152, v169, v109
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v152, v111
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v1, v57, v58
	v_add_u32_e32 v0, vcc, v56, v92
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v153, v110, v122
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v153, v120
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v1, v59, v47
	v_add_u32_e32 v0, vcc, v58, v90
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v58, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v154, v108, v111
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v0, v154, v121
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v1, v56, v57
	v_add_u32_e32 v0, vcc, v47, v88
	v_xor_b32_e32 v1, v1, v59
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v155, v107, v120
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v155, v123
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v1, v58, v59
	v_add_u32_e32 v0, vcc, v57, v78
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v156, v106, v121
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v0, v156, v171
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v1, v47, v56
	v_add_u32_e32 v0, vcc, v59, v76
	v_xor_b32_e32 v1, v1, v60
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v59, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v157, v105, v123
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v157, v170
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v57, v60
	v_add_u32_e32 v0, vcc, v56, v58
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v62, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v158, v95, v171
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v158, v169
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v59, v61
	v_add_u32_e32 v0, vcc, v60, v47
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v60, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v159, v93, v170
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v0, v159, v110
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v62, v63
	v_add_u32_e32 v0, vcc, v61, v56
	v_xor_b32_e32 v1, v1, v72
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v61, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v168, v92, v169
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v168, v108
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v60, v72
	v_add_u32_e32 v0, vcc, v63, v57
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v59, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v63, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v0, v89, v74
	v_xor_b32_e32 v0, v0, v110
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v61, v62
	v_add_u32_e32 v0, vcc, v72, v59
	v_xor_b32_e32 v1, v1, v73
	v_add_u32_e32 v60, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v60, v0
	v_add_u32_e32 v72, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v0, v91, v75
	v_xor_b32_e32 v0, v0, v108
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v63, v73
	v_add_u32_e32 v0, vcc, v62, v60
	v_xor_b32_e32 v1, v1, v74
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v75, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v0, v94, v79
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v1, v72, v74
	v_add_u32_e32 v0, vcc, v73, v61
	v_xor_b32_e32 v1, v1, v77
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v75
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v73, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v0, v109, v104
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v1, v75, v77
	v_add_u32_e32 v0, vcc, v74, v62
	v_xor_b32_e32 v1, v1, v79
	v_add_u32_e32 v63, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v63, v0
	v_add_u32_e32 v74, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v75
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v0, v122, v89
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v1, v73, v79
	v_add_u32_e32 v0, vcc, v77, v63
	v_xor_b32_e32 v1, v1, v75
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v77, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v0, v111, v91
	v_xor_b32_e32 v0, v0, v95
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v1, v74, v75
	v_add_u32_e32 v0, vcc, v79, v72
	v_xor_b32_e32 v1, v1, v89
	v_add_u32_e32 v73, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v77
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v73, v0
	v_add_u32_e32 v79, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v0, v120, v94
	v_xor_b32_e32 v0, v0, v93
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v1, v77, v89
	v_add_u32_e32 v0, vcc, v75, v73
	v_xor_b32_e32 v1, v1, v91
	v_add_u32_e32 v74, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v79
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v74, v0
	v_add_u32_e32 v94, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v77
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v0, v121, v109
	v_xor_b32_e32 v0, v0, v92
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v1, v79, v91
	v_add_u32_e32 v0, vcc, v89, v74
	v_xor_b32_e32 v1, v1, v104
	v_add_u32_e32 v75, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v75, v0
	v_add_u32_e32 v89, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v79
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v109, v0
	v_xor_b32_e32 v0, v123, v122
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v0, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v2, v94, v104
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, v109
	v_add_u32_e32 v77, vcc, v91, v75
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v77, vcc, v77, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v77, v0
	s_mov_b32 s45, 0x8f1bbcdc
	v_add_u32_e32 v91, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v0, v171, v111
	v_xor_b32_e32 v0, v0, v88
	v_xor_b32_e32 v0, v0, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v2, v89, v109
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, v94
	v_add_u32_e32 v79, vcc, v104, v77
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v79, vcc, v79, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v79, v0
	v_add_u32_e32 v104, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v111, v0
	v_xor_b32_e32 v0, v170, v120
	v_xor_b32_e32 v0, v0, v78
	v_xor_b32_e32 v0, v0, v63
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v2, v91, v94
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, v111
	v_add_u32_e32 v89, vcc, v109, v79
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v89, vcc, v89, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v89, v0
	v_add_u32_e32 v109, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v169, v121
	v_xor_b32_e32 v0, v0, v76
	v_xor_b32_e32 v0, v0, v72
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v2, v104, v111
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v91, vcc, v94, v89
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v91, vcc, v91, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v109
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v91, v0
	v_add_u32_e32 v121, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v122, v0
	v_xor_b32_e32 v0, v110, v123
	v_xor_b32_e32 v0, v0, v58
	v_xor_b32_e32 v0, v0, v73
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v2, v109, v120
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v109
	v_mov_b32_e32 v1, v122
	v_add_u32_e32 v94, vcc, v111, v91
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v94, vcc, v94, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v94, v0
	v_add_u32_e32 v111, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v109
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v123, v0
	v_xor_b32_e32 v0, v108, v171
	v_xor_b32_e32 v0, v0, v47
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v2, v121, v122
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, v123
	v_add_u32_e32 v104, vcc, v120, v94
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v104, vcc, v104, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v104, v0
	v_add_u32_e32 v120, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v121, v0
	v_xor_b32_e32 v0, v107, v170
	v_xor_b32_e32 v0, v0, v56
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v2, v111, v123
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, v121
	v_add_u32_e32 v109, vcc, v122, v104
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v109, vcc, v109, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v109, v0
	v_add_u32_e32 v122, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v111, v0
	v_xor_b32_e32 v0, v106, v169
	v_xor_b32_e32 v0, v0, v57
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v109, v0
	v_xor_b32_e32 v2, v120, v121
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, v111
	v_add_u32_e32 v123, vcc, v123, v109
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v123, vcc, v123, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v122
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v123, v0
	v_add_u32_e32 v123, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v105, v110
	v_xor_b32_e32 v0, v0, v59
	v_xor_b32_e32 v0, v0, v79
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v110, v0
	v_xor_b32_e32 v2, v122, v111
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v122
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v121, vcc, v121, v110
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v121, vcc, v121, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v123
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v121, v0
	v_add_u32_e32 v121, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v122
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v122, v0
	v_xor_b32_e32 v0, v95, v108
	v_xor_b32_e32 v0, v0, v60
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v108, v0
	v_xor_b32_e32 v2, v123, v120
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v123
	v_mov_b32_e32 v1, v122
	v_add_u32_e32 v111, vcc, v111, v108
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v111, vcc, v111, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v111, v0
	v_add_u32_e32 v111, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v123
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v123, v0
	v_xor_b32_e32 v0, v93, v107
	v_xor_b32_e32 v0, v0, v61
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v2, v121, v122
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, v123
	v_add_u32_e32 v120, vcc, v120, v107
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v120, vcc, v120, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v120, v0
	v_add_u32_e32 v120, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v121, v0
	v_xor_b32_e32 v0, v92, v106
	v_xor_b32_e32 v0, v0, v62
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v2, v111, v123
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, v121
	v_add_u32_e32 v122, vcc, v122, v106
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v122, vcc, v122, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v122, v0
	v_add_u32_e32 v122, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v111, v0
	v_xor_b32_e32 v0, v90, v105
	v_xor_b32_e32 v0, v0, v63
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v2, v120, v121
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, v111
	v_add_u32_e32 v123, vcc, v123, v105
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v123, vcc, v123, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v122
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v123, v0
	v_add_u32_e32 v123, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v88, v95
	v_xor_b32_e32 v0, v0, v72
	v_xor_b32_e32 v0, v0, v109
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v2, v122, v111
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v122
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v121, vcc, v121, v95
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v121, vcc, v121, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v123
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v121, v0
	v_add_u32_e32 v121, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v122
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v122, v0
	v_xor_b32_e32 v0, v78, v93
	v_xor_b32_e32 v0, v0, v73
	v_xor_b32_e32 v0, v0, v110
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v2, v123, v120
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v123
	v_mov_b32_e32 v1, v122
	v_add_u32_e32 v110, vcc, v111, v93
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v110, vcc, v110, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v110, v0
	v_add_u32_e32 v110, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v123
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v111, v0
	v_xor_b32_e32 v0, v76, v92
	v_xor_b32_e32 v0, v0, v74
	v_xor_b32_e32 v0, v0, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v2, v121, v122
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, v111
	v_add_u32_e32 v108, vcc, v120, v92
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v108, vcc, v108, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v110
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v108, v0
	v_add_u32_e32 v108, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v121
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v58, v90
	v_xor_b32_e32 v0, v0, v75
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v2, v110, v111
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v110
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v107, vcc, v122, v90
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v107, vcc, v107, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v108
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v110
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v110, v0
	v_xor_b32_e32 v0, v47, v88
	v_xor_b32_e32 v0, v0, v77
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v2, v108, v120
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v108
	v_mov_b32_e32 v1, v110
	v_add_u32_e32 v106, vcc, v111, v88
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v106, vcc, v106, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v108
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v108, v0
	v_xor_b32_e32 v0, v56, v78
	v_xor_b32_e32 v0, v0, v79
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v2, v107, v110
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, v108
	v_add_u32_e32 v111, vcc, v120, v78
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v111, vcc, v111, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v111, v0
	v_add_u32_e32 v111, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v57, v76
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v2, v106, v108
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, v107
	v_add_u32_e32 v110, vcc, v110, v76
	s_swappc_b64 s[30:31], s[48:49]
	v_add_u32_e32 v110, vcc, v110, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v110, v0
	v_add_u32_e32 v110, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v59, v58
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v107, v111
	v_add_u32_e32 v0, vcc, v108, v58
	v_xor_b32_e32 v1, v1, v106
	v_add_u32_e32 v108, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v110
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v108, v0
	s_mov_b32 s45, 0xca62c1d6
	v_add_u32_e32 v108, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v111, v0
	v_xor_b32_e32 v0, v60, v47
	v_xor_b32_e32 v0, v0, v94
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v106, v110
	v_add_u32_e32 v0, vcc, v107, v47
	v_xor_b32_e32 v1, v1, v111
	v_add_u32_e32 v107, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v108
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v110
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v110, v0
	v_xor_b32_e32 v0, v61, v56
	v_xor_b32_e32 v0, v0, v104
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v108, v111
	v_add_u32_e32 v0, vcc, v106, v56
	v_xor_b32_e32 v1, v1, v110
	v_add_u32_e32 v106, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v108
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v108, v0
	v_xor_b32_e32 v0, v62, v57
	v_xor_b32_e32 v0, v0, v109
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v107, v110
	v_add_u32_e32 v0, vcc, v111, v57
	v_xor_b32_e32 v1, v1, v108
	v_add_u32_e32 v111, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v111, v0
	v_add_u32_e32 v111, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v137, v59
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v106, v108
	v_add_u32_e32 v0, vcc, v110, v59
	v_xor_b32_e32 v1, v1, v107
	v_add_u32_e32 v105, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v105, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v138, v60
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v111, v107
	v_add_u32_e32 v0, vcc, v108, v60
	v_xor_b32_e32 v1, v1, v106
	v_add_u32_e32 v95, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v95, v0
	v_add_u32_e32 v95, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v111
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v108, v0
	v_xor_b32_e32 v0, v139, v61
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v1, v105, v106
	v_add_u32_e32 v0, vcc, v107, v61
	v_xor_b32_e32 v1, v1, v108
	v_add_u32_e32 v93, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v93, v0
	v_add_u32_e32 v93, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v0, v140, v62
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v1, v95, v108
	v_add_u32_e32 v0, vcc, v106, v62
	v_xor_b32_e32 v1, v1, v105
	v_add_u32_e32 v92, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v92, v0
	v_add_u32_e32 v92, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v0, v141, v63
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v93, v105
	v_add_u32_e32 v0, vcc, v108, v0
	v_xor_b32_e32 v1, v1, v95
	v_add_u32_e32 v63, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v63, v0
	v_add_u32_e32 v63, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v0, v142, v72
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v92, v95
	v_add_u32_e32 v0, vcc, v105, v0
	v_xor_b32_e32 v1, v1, v90
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v72, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v0, v143, v73
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v63, v90
	v_add_u32_e32 v0, vcc, v95, v0
	v_xor_b32_e32 v1, v1, v88
	v_add_u32_e32 v73, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v73, v0
	v_add_u32_e32 v73, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v152, v74
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v72, v88
	v_add_u32_e32 v0, vcc, v90, v0
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v74, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v74, v0
	v_add_u32_e32 v74, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v0, v153, v75
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v73, v63
	v_add_u32_e32 v0, vcc, v88, v0
	v_xor_b32_e32 v1, v1, v72
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v58, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v0, v154, v77
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v74, v72
	v_add_u32_e32 v0, vcc, v63, v0
	v_xor_b32_e32 v1, v1, v73
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v155, v79
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v58, v73
	v_add_u32_e32 v0, vcc, v72, v0
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v156, v89
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v47, v63
	v_add_u32_e32 v0, vcc, v73, v0
	v_xor_b32_e32 v1, v1, v58
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v157, v91
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v56, v58
	v_add_u32_e32 v0, vcc, v63, v0
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v59, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v59, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v158, v94
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v57, v47
	v_add_u32_e32 v0, vcc, v58, v0
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v58, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v159, v104
	v_xor_b32_e32 v0, v0, v61
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_xor_b32_e32 v1, v59, v56
	v_add_u32_e32 v0, vcc, v47, v0
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s45, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v0, v168, v109
	v_xor_b32_e32 v0, v0, v62
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v0, v58, v57
	v_xor_b32_e32 v62, v0, v59
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[46:47]
	v_mov_b32_e32 v61, v0
	s_mov_b64 s[4:5], s[40:41]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s44
	s_mov_b32 s13, s43
	s_mov_b32 s14, s42
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[46:47]
	v_add_u32_e32 v1, vcc, v46, v56
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v1, vcc, v1, v62
	v_add_u32_e32 v1, vcc, v1, v61
	v_add_u32_e32 v0, vcc, v0, v43
	v_add_u32_e32 v1, vcc, s45, v1
	buffer_store_dword v0, v125, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v59, v42
	buffer_store_dword v1, v41, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, v47, v45
	buffer_store_dword v0, v126, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, v57, v136
	buffer_store_dword v1, v124, s[0:3], 0 offen
	buffer_store_dword v0, v127, s[0:3], 0 offen
	buffer_load_dword v171, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v170, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v169, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v168, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v159, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v158, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v157, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v156, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v155, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v154, off, s[0:3], s33 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v153, off, s[0:3], s33 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v152, off, s[0:3], s33 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v143, off, s[0:3], s33 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v142, off, s[0:3], s33 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v141, off, s[0:3], s33 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v140, off, s[0:3], s33 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v139, off, s[0:3], s33 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v138, off, s[0:3], s33 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v137, off, s[0:3], s33 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v136, off, s[0:3], s33 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v127, off, s[0:3], s33 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v126, off, s[0:3], s33 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v125, off, s[0:3], s33 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v124, off, s[0:3], s33 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v123, off, s[0:3], s33 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v122, off, s[0:3], s33 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v121, off, s[0:3], s33 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v120, off, s[0:3], s33 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v111, off, s[0:3], s33 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v110, off, s[0:3], s33 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v109, off, s[0:3], s33 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v108, off, s[0:3], s33 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v107, off, s[0:3], s33 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v106, off, s[0:3], s33 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v105, off, s[0:3], s33 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v104, off, s[0:3], s33 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v95, off, s[0:3], s33 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v94, off, s[0:3], s33 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v93, off, s[0:3], s33 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v92, off, s[0:3], s33 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v91, off, s[0:3], s33 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v90, off, s[0:3], s33 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v89, off, s[0:3], s33 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v88, off, s[0:3], s33 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v79, off, s[0:3], s33 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v78, off, s[0:3], s33 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v77, off, s[0:3], s33 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v76, off, s[0:3], s33 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v75, off, s[0:3], s33 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v74, off, s[0:3], s33 offset:196 ; 4-byte Folded Reload
	buffer_load_dword v73, off, s[0:3], s33 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v72, off, s[0:3], s33 offset:204 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[0:3], s33 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[0:3], s33 offset:212 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[0:3], s33 offset:216 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[0:3], s33 offset:220 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[0:3], s33 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[0:3], s33 offset:228 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[0:3], s33 offset:232 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[0:3], s33 offset:236 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[0:3], s33 offset:240 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[0:3], s33 offset:244 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:248 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:252 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:256 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:260 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:264 ; 4-byte Folded Reload
	v_readlane_b32 s4, v40, 16
	v_readlane_b32 s5, v40, 17
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
	s_addk_i32 s32, 0xb800
	v_readlane_b32 s33, v40, 18
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v40, off, s[0:3], s32 offset:268 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end0:
	.size	sha1_transform_vector, .Lfunc_end0-sha1_transform_vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 16208
; NumSgprs: 56
; NumVgprs: 172
; ScratchSize: 16672
; MemoryBound: 0
	.text
	.p2align	2                               ; -- Begin function sha1_update_vector
	.type	sha1_update_vector,@function
sha1_update_vector:                     ; @sha1_update_vector
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_or_saveexec_b64 s[16:17], -1
	buffer_store_dword v41, off, s[0:3], s32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[16:17]
	v_writelane_b32 v41, s33, 2
	v_writelane_b32 v41, s30, 0
	v_mov_b32_e32 v45, v2
	v_writelane_b32 v41, s31, 1
	v_mov_b32_e32 v43, v31
	s_mov_b32 s58, s14
	s_mov_b32 s59, s13
	s_mov_b32 s60, s12
	s_mov_b64 s[50:51], s[10:11]
	s_mov_b64 s[52:53], s[8:9]
	s_mov_b64 s[54:55], s[6:7]
	s_mov_b64 s[56:57], s[4:5]
	v_mov_b32_e32 v44, v1
	v_mov_b32_e32 v42, v0
	v_cmp_lt_i32_e32 vcc, 64, v45
	s_mov_b32 s61, 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s33, s32
	s_addk_i32 s32, 0x400
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB1_68
; %bb.1:
	s_movk_i32 s66, 0x44
	s_movk_i32 s4, 0x54
	v_subrev_u32_e32 v58, vcc, 64, v45
	v_add_u32_e32 v46, vcc, 20, v42
	v_add_u32_e32 v47, vcc, 36, v42
	v_add_u32_e32 v56, vcc, 52, v42
	v_add_u32_e32 v57, vcc, s66, v42
	s_mov_b64 s[64:65], 0
	v_add_u32_e32 v59, vcc, s4, v42
	v_mov_b32_e32 v60, 0
	s_movk_i32 s67, 0x48
	s_movk_i32 s68, 0x4c
	s_movk_i32 s69, 0x50
	s_mov_b32 s70, 0x7060504
	v_mov_b32_e32 v61, 0x3020100
	s_mov_b32 s71, 0
	s_branch .LBB1_3
.LBB1_2:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v94, vcc, s69, v42
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[50:51]
	s_mov_b32 s12, s60
	s_mov_b32 s13, s59
	s_mov_b32 s14, s58
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v56
	v_mov_b32_e32 v3, v57
	v_mov_b32_e32 v4, v42
	s_waitcnt vmcnt(1)
	buffer_store_dword v22, v94, s[0:3], 0 offen
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, sha1_transform_vector@rel32@lo+4
	s_addc_u32 s17, s17, sha1_transform_vector@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v0, vcc, 20, v42
	buffer_store_dword v62, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 24, v42
	buffer_store_dword v72, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 28, v42
	buffer_store_dword v73, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 32, v42
	buffer_store_dword v63, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 36, v42
	buffer_store_dword v75, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 40, v42
	buffer_store_dword v74, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 44, v42
	buffer_store_dword v77, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 48, v42
	buffer_store_dword v76, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 52, v42
	buffer_store_dword v79, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 56, v42
	buffer_store_dword v78, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 60, v42
	buffer_store_dword v89, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 64, v42
	buffer_store_dword v88, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s66, v42
	buffer_store_dword v91, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s67, v42
	buffer_store_dword v90, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s68, v42
	s_add_i32 s71, s71, 64
	s_add_i32 s61, s61, 16
	v_cmp_ge_i32_e32 vcc, s71, v58
	buffer_store_dword v93, v0, s[0:3], 0 offen
	buffer_store_dword v92, v94, s[0:3], 0 offen
	s_or_b64 s[64:65], vcc, s[64:65]
	v_mov_b32_e32 v1, s71
	v_mov_b32_e32 v0, s61
	s_andn2_b64 exec, exec, s[64:65]
	s_cbranch_execz .LBB1_67
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v0, vcc, s71, v44
	v_add_u32_e32 v4, vcc, 8, v0
	v_add_u32_e32 v7, vcc, 16, v0
	v_add_u32_e32 v10, vcc, 24, v0
	v_add_u32_e32 v1, vcc, 4, v0
	v_add_u32_e32 v5, vcc, 12, v0
	v_add_u32_e32 v8, vcc, 20, v0
	v_add_u32_e32 v11, vcc, 28, v0
	buffer_load_dword v2, v0, s[0:3], 0 offen
	buffer_load_dword v3, v1, s[0:3], 0 offen
	buffer_load_dword v4, v4, s[0:3], 0 offen
	buffer_load_dword v6, v5, s[0:3], 0 offen
	buffer_load_dword v7, v7, s[0:3], 0 offen
	buffer_load_dword v9, v8, s[0:3], 0 offen
	buffer_load_dword v10, v10, s[0:3], 0 offen
	buffer_load_dword v12, v11, s[0:3], 0 offen
	v_add_u32_e32 v21, vcc, 56, v0
	v_add_u32_e32 v1, vcc, 32, v0
	v_add_u32_e32 v5, vcc, 36, v0
	v_add_u32_e32 v8, vcc, 40, v0
	v_add_u32_e32 v11, vcc, 44, v0
	v_add_u32_e32 v15, vcc, 48, v0
	v_add_u32_e32 v19, vcc, 52, v0
	v_add_u32_e32 v0, vcc, 60, v0
	buffer_load_dword v23, v59, s[0:3], 0 offen
	buffer_load_dword v13, v1, s[0:3], 0 offen
	buffer_load_dword v14, v5, s[0:3], 0 offen
	buffer_load_dword v16, v8, s[0:3], 0 offen
	buffer_load_dword v17, v11, s[0:3], 0 offen
	buffer_load_dword v18, v15, s[0:3], 0 offen
	buffer_load_dword v20, v19, s[0:3], 0 offen
	buffer_load_dword v21, v21, s[0:3], 0 offen
	buffer_load_dword v22, v0, s[0:3], 0 offen
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v0, 63, v23
	v_add_u32_e32 v1, vcc, 64, v23
	v_cmp_ne_u32_e32 vcc, 0, v0
	buffer_store_dword v1, v59, s[0:3], 0 offen
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_65
; %bb.4:                                ;   in Loop: Header=BB1_3 Depth=1
	v_lshrrev_b32_e32 v29, 2, v0
	v_lshlrev_b32_e32 v0, 3, v0
	v_alignbit_b32 v11, s70, v61, v0
	v_cmp_lt_i32_e32 vcc, 7, v29
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB1_34
; %bb.5:                                ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 11, v29
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_19
; %bb.6:                                ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 13, v29
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_12
; %bb.7:                                ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 14, v29
                                        ; implicit-def: $vgpr92
                                        ; implicit-def: $vgpr93
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_9
; %bb.8:                                ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v92, v22, v60, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v93, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v90, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v91, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v88, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v89, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v78, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v79, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v60, v2, v11;
	;;#ASMEND
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr11
.LBB1_9:                                ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v1, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_11
; %bb.10:                               ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v92, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v93, v22, v92, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v90, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v91, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v88, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v89, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v78, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v79, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v92, v2, v11;
	;;#ASMEND
.LBB1_11:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr11
.LBB1_12:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v5, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_18
; %bb.13:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 12, v29
                                        ; implicit-def: $vgpr90
                                        ; implicit-def: $vgpr91
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_15
; %bb.14:                               ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v90, v22, v60, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v91, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v88, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v89, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v78, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v79, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v60, v2, v11;
	;;#ASMEND
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr11
.LBB1_15:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v8, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_17
; %bb.16:                               ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v90, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v91, v22, v90, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v88, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v89, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v78, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v79, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v90, v2, v11;
	;;#ASMEND
.LBB1_17:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
.LBB1_18:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr11
.LBB1_19:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v15, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_33
; %bb.20:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 9, v29
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_26
; %bb.21:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 10, v29
                                        ; implicit-def: $vgpr88
                                        ; implicit-def: $vgpr89
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_23
; %bb.22:                               ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v88, v22, v60, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v89, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v78, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v79, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v60, v2, v11;
	;;#ASMEND
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr11
.LBB1_23:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v19, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_25
; %bb.24:                               ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v88, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v89, v22, v88, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v78, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v79, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v88, v2, v11;
	;;#ASMEND
.LBB1_25:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr11
.LBB1_26:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_32
; %bb.27:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 8, v29
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_29
; %bb.28:                               ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v78, v22, v60, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v79, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v60, v2, v11;
	;;#ASMEND
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr11
.LBB1_29:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v24, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_31
; %bb.30:                               ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v78, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v79, v22, v78, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v78, v2, v11;
	;;#ASMEND
.LBB1_31:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v89, 0
.LBB1_32:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v92, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v91, 0
.LBB1_33:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr11
.LBB1_34:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v32, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_64
; %bb.35:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 3, v29
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_49
; %bb.36:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 5, v29
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_42
; %bb.37:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 6, v29
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_39
; %bb.38:                               ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v76, v22, v60, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v60, v2, v11;
	;;#ASMEND
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr11
.LBB1_39:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v26, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_41
; %bb.40:                               ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v76, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v77, v22, v76, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v26, v76, v2, v11;
	;;#ASMEND
.LBB1_41:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr11
.LBB1_42:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v27, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_48
; %bb.43:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 4, v29
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_45
; %bb.44:                               ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v74, v22, v60, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v26, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v60, v2, v11;
	;;#ASMEND
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr11
.LBB1_45:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v28, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_47
; %bb.46:                               ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v74, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v75, v22, v74, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v26, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v74, v2, v11;
	;;#ASMEND
.LBB1_47:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
.LBB1_48:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr11
.LBB1_49:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_63
; %bb.50:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 1, v29
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_56
; %bb.51:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_lt_i32_e32 vcc, 2, v29
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_53
; %bb.52:                               ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v63, v22, v60, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v26, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v60, v2, v11;
	;;#ASMEND
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr11
.LBB1_53:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v31, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_55
; %bb.54:                               ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v63, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v73, v22, v63, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v26, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v31, v63, v2, v11;
	;;#ASMEND
.LBB1_55:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr11
.LBB1_56:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_62
; %bb.57:                               ;   in Loop: Header=BB1_3 Depth=1
	v_cmp_ne_u32_e32 vcc, 1, v29
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr33
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_59
; %bb.58:                               ;   in Loop: Header=BB1_3 Depth=1
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v62, v22, v60, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v26, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v31, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v33, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v32, v60, v2, v11;
	;;#ASMEND
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr11
.LBB1_59:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v72, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_61
; %bb.60:                               ;   in Loop: Header=BB1_3 Depth=1
	v_mov_b32_e32 v32, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v72, v22, v32, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v21, v22, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v0, v20, v21, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v1, v18, v20, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v5, v17, v18, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v8, v16, v17, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v14, v16, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v19, v13, v14, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v12, v13, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v10, v12, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v9, v10, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v26, v7, v9, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v6, v7, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v4, v6, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v3, v4, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v31, v2, v3, v11;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v33, v32, v2, v11;
	;;#ASMEND
.LBB1_61:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[12:13]
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v73, 0
.LBB1_62:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
.LBB1_63:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
.LBB1_64:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_b64 exec, exec, s[6:7]
	v_add_u32_e32 v2, vcc, 20, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr21
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v32
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 24, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v33
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 28, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v31
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 32, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v30
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 36, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v28
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 40, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v27
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 44, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v26
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 48, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v25
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 52, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v24
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 56, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v23
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 60, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v19
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 64, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v15
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, s66, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v8
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, s67, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v5
	buffer_store_dword v3, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, s68, v42
	buffer_load_dword v3, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v1, v3, v1
	buffer_store_dword v1, v2, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, s69, v42
	buffer_load_dword v1, v1, s[0:3], 0 offen
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v22, v1, v0
.LBB1_65:                               ;   in Loop: Header=BB1_3 Depth=1
	s_or_saveexec_b64 s[4:5], s[4:5]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.66:                               ;   in Loop: Header=BB1_3 Depth=1
	v_add_u32_e32 v0, vcc, 20, v42
	buffer_store_dword v2, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 24, v42
	buffer_store_dword v3, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 28, v42
	buffer_store_dword v4, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 32, v42
	buffer_store_dword v6, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 36, v42
	buffer_store_dword v7, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 40, v42
	buffer_store_dword v9, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 44, v42
	buffer_store_dword v10, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 48, v42
	buffer_store_dword v12, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 52, v42
	s_waitcnt vmcnt(14)
	buffer_store_dword v13, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 56, v42
	buffer_store_dword v14, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 60, v42
	buffer_store_dword v16, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 64, v42
	s_waitcnt vmcnt(14)
	buffer_store_dword v17, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s66, v42
	buffer_store_dword v18, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s67, v42
	buffer_store_dword v20, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s68, v42
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v89, 0
	v_mov_b32_e32 v88, 0
	v_mov_b32_e32 v91, 0
	v_mov_b32_e32 v90, 0
	v_mov_b32_e32 v93, 0
	v_mov_b32_e32 v92, 0
	s_waitcnt vmcnt(14)
	buffer_store_dword v21, v0, s[0:3], 0 offen
	s_branch .LBB1_2
.LBB1_67:
	s_or_b64 exec, exec, s[64:65]
.LBB1_68:
	s_or_b64 exec, exec, s[62:63]
	v_sub_u32_e32 v11, vcc, v45, v1
	v_cmp_ne_u32_e32 vcc, 0, v11
	s_and_saveexec_b64 s[62:63], vcc
	s_cbranch_execz .LBB1_198
; %bb.69:
	v_lshlrev_b32_e32 v0, 2, v0
	v_or_b32_e32 v2, 4, v0
	v_or_b32_e32 v3, 8, v0
	v_or_b32_e32 v4, 12, v0
	v_or_b32_e32 v5, 16, v0
	v_or_b32_e32 v6, 20, v0
	v_or_b32_e32 v7, 24, v0
	v_or_b32_e32 v8, 28, v0
	v_add_u32_e32 v1, vcc, v44, v0
	v_add_u32_e32 v2, vcc, v44, v2
	v_add_u32_e32 v3, vcc, v44, v3
	v_add_u32_e32 v4, vcc, v44, v4
	v_add_u32_e32 v5, vcc, v44, v5
	v_add_u32_e32 v6, vcc, v44, v6
	v_add_u32_e32 v7, vcc, v44, v7
	v_add_u32_e32 v8, vcc, v44, v8
	buffer_load_dword v1, v1, s[0:3], 0 offen
	buffer_load_dword v2, v2, s[0:3], 0 offen
	buffer_load_dword v3, v3, s[0:3], 0 offen
	buffer_load_dword v4, v4, s[0:3], 0 offen
	buffer_load_dword v5, v5, s[0:3], 0 offen
	buffer_load_dword v6, v6, s[0:3], 0 offen
	buffer_load_dword v7, v7, s[0:3], 0 offen
	buffer_load_dword v8, v8, s[0:3], 0 offen
	v_or_b32_e32 v14, 48, v0
	v_add_u32_e32 v15, vcc, v44, v14
	v_or_b32_e32 v14, 52, v0
	v_or_b32_e32 v9, 32, v0
	v_or_b32_e32 v10, 36, v0
	v_or_b32_e32 v12, 40, v0
	v_add_u32_e32 v17, vcc, v44, v14
	v_or_b32_e32 v14, 56, v0
	v_add_u32_e32 v9, vcc, v44, v9
	v_add_u32_e32 v10, vcc, v44, v10
	v_add_u32_e32 v12, vcc, v44, v12
	v_or_b32_e32 v13, 44, v0
	v_add_u32_e32 v19, vcc, v44, v14
	v_or_b32_e32 v0, 60, v0
	v_add_u32_e32 v21, vcc, 0x54, v42
	v_add_u32_e32 v13, vcc, v44, v13
	v_add_u32_e32 v0, vcc, v44, v0
	buffer_load_dword v22, v21, s[0:3], 0 offen
	buffer_load_dword v9, v9, s[0:3], 0 offen
	buffer_load_dword v10, v10, s[0:3], 0 offen
	buffer_load_dword v12, v12, s[0:3], 0 offen
	buffer_load_dword v14, v13, s[0:3], 0 offen
	buffer_load_dword v16, v15, s[0:3], 0 offen
	buffer_load_dword v18, v17, s[0:3], 0 offen
	buffer_load_dword v19, v19, s[0:3], 0 offen
	buffer_load_dword v20, v0, s[0:3], 0 offen
	s_waitcnt vmcnt(8)
	v_and_b32_e32 v0, 63, v22
	v_add_u32_e32 v13, vcc, v22, v11
	v_cmp_ne_u32_e32 vcc, 0, v0
	buffer_store_dword v13, v21, s[0:3], 0 offen
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[64:65], exec, s[4:5]
	s_cbranch_execz .LBB1_195
; %bb.70:
	v_add_u32_e32 v11, vcc, v0, v11
	v_cmp_lt_i32_e32 vcc, 63, v11
	v_lshrrev_b32_e32 v26, 2, v0
	v_lshlrev_b32_e32 v0, 3, v0
	s_mov_b32 s4, 0x7060504
	v_mov_b32_e32 v11, 0x3020100
	v_alignbit_b32 v0, s4, v11, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[66:67], exec, s[4:5]
	s_cbranch_execz .LBB1_132
; %bb.71:
	v_cmp_lt_i32_e32 vcc, 7, v26
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_101
; %bb.72:
	v_cmp_lt_i32_e32 vcc, 11, v26
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB1_86
; %bb.73:
	v_cmp_lt_i32_e32 vcc, 13, v26
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_79
; %bb.74:
	v_cmp_lt_i32_e32 vcc, 14, v26
                                        ; implicit-def: $vgpr78
                                        ; implicit-def: $vgpr79
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_76
; %bb.75:
	v_mov_b32_e32 v11, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v78, v20, v11, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v79, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v11, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr0
.LBB1_76:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v13, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_78
; %bb.77:
	v_mov_b32_e32 v78, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v79, v20, v78, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v76, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v78, v1, v0;
	;;#ASMEND
.LBB1_78:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_79:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v15, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_85
; %bb.80:
	v_cmp_lt_i32_e32 vcc, 12, v26
                                        ; implicit-def: $vgpr76
                                        ; implicit-def: $vgpr77
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_82
; %bb.81:
	v_mov_b32_e32 v15, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v76, v20, v15, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v77, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v15, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr0
.LBB1_82:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v17, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_84
; %bb.83:
	v_mov_b32_e32 v76, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v77, v20, v76, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v74, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v76, v1, v0;
	;;#ASMEND
.LBB1_84:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
.LBB1_85:
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_86:
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_100
; %bb.87:
	v_cmp_lt_i32_e32 vcc, 9, v26
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_93
; %bb.88:
	v_cmp_lt_i32_e32 vcc, 10, v26
                                        ; implicit-def: $vgpr74
                                        ; implicit-def: $vgpr75
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_90
; %bb.89:
	v_mov_b32_e32 v21, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v74, v20, v21, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v75, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v21, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr0
.LBB1_90:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v22, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_92
; %bb.91:
	v_mov_b32_e32 v74, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v75, v20, v74, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v72, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v74, v1, v0;
	;;#ASMEND
.LBB1_92:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_93:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_99
; %bb.94:
	v_cmp_lt_i32_e32 vcc, 8, v26
                                        ; implicit-def: $vgpr72
                                        ; implicit-def: $vgpr73
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_96
; %bb.95:
	v_mov_b32_e32 v23, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v72, v20, v23, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v73, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v23, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr0
.LBB1_96:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v24, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_98
; %bb.97:
	v_mov_b32_e32 v72, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v73, v20, v72, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v62, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v72, v1, v0;
	;;#ASMEND
.LBB1_98:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v75, 0
.LBB1_99:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v78, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
.LBB1_100:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_101:
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v32, 0
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_131
; %bb.102:
	v_cmp_lt_i32_e32 vcc, 3, v26
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB1_116
; %bb.103:
	v_cmp_lt_i32_e32 vcc, 5, v26
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_109
; %bb.104:
	v_cmp_lt_i32_e32 vcc, 6, v26
                                        ; implicit-def: $vgpr62
                                        ; implicit-def: $vgpr63
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_106
; %bb.105:
	v_mov_b32_e32 v25, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v62, v20, v25, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v63, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v25, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr0
.LBB1_106:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v27, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_108
; %bb.107:
	v_mov_b32_e32 v62, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v63, v20, v62, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v60, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v62, v1, v0;
	;;#ASMEND
.LBB1_108:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_109:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_115
; %bb.110:
	v_cmp_lt_i32_e32 vcc, 4, v26
                                        ; implicit-def: $vgpr60
                                        ; implicit-def: $vgpr61
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_112
; %bb.111:
	v_mov_b32_e32 v26, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v60, v20, v26, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v61, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v26, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr0
.LBB1_112:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v29, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_114
; %bb.113:
	v_mov_b32_e32 v60, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v61, v20, v60, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v57, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v60, v1, v0;
	;;#ASMEND
.LBB1_114:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
.LBB1_115:
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_116:
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_130
; %bb.117:
	v_cmp_lt_i32_e32 vcc, 1, v26
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_123
; %bb.118:
	v_cmp_lt_i32_e32 vcc, 2, v26
                                        ; implicit-def: $vgpr57
                                        ; implicit-def: $vgpr59
                                        ; implicit-def: $vgpr58
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_120
; %bb.119:
	v_mov_b32_e32 v26, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v57, v20, v26, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v59, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v26, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr0
.LBB1_120:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v31, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_122
; %bb.121:
	v_mov_b32_e32 v57, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v59, v20, v57, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v58, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v31, v57, v1, v0;
	;;#ASMEND
.LBB1_122:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_123:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_129
; %bb.124:
	v_cmp_ne_u32_e32 vcc, 1, v26
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr56
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr33
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_126
; %bb.125:
	v_mov_b32_e32 v26, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v56, v20, v26, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v31, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v33, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v32, v26, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr0
.LBB1_126:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v58, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_128
; %bb.127:
	v_mov_b32_e32 v32, 0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v58, v20, v32, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v56, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v11, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v31, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v33, v32, v1, v0;
	;;#ASMEND
.LBB1_128:
	s_or_b64 exec, exec, s[10:11]
	v_mov_b32_e32 v57, 0
	v_mov_b32_e32 v59, 0
.LBB1_129:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v61, 0
.LBB1_130:
	s_or_b64 exec, exec, s[6:7]
	v_mov_b32_e32 v73, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v74, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v79, 0
	v_mov_b32_e32 v78, 0
.LBB1_131:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v44, vcc, 20, v42
	buffer_load_dword v0, v44, s[0:3], 0 offen
	v_add_u32_e32 v88, vcc, 24, v42
	v_add_u32_e32 v89, vcc, 28, v42
	v_add_u32_e32 v90, vcc, 32, v42
	v_add_u32_e32 v45, vcc, 36, v42
	v_add_u32_e32 v91, vcc, 40, v42
	v_add_u32_e32 v92, vcc, 44, v42
	v_add_u32_e32 v93, vcc, 48, v42
	v_add_u32_e32 v46, vcc, 52, v42
	v_add_u32_e32 v94, vcc, 56, v42
	v_add_u32_e32 v95, vcc, 60, v42
	v_add_u32_e32 v104, vcc, 64, v42
	s_movk_i32 s4, 0x44
	v_add_u32_e32 v47, vcc, s4, v42
	s_movk_i32 s4, 0x48
	v_add_u32_e32 v105, vcc, s4, v42
	s_movk_i32 s4, 0x4c
	v_add_u32_e32 v106, vcc, s4, v42
	s_movk_i32 s4, 0x50
	v_add_u32_e32 v107, vcc, s4, v42
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[50:51]
	s_mov_b32 s12, s60
	s_mov_b32 s13, s59
	s_mov_b32 s14, s58
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v46
	v_mov_b32_e32 v3, v47
	v_mov_b32_e32 v4, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, sha1_transform_vector@rel32@lo+4
	s_addc_u32 s17, s17, sha1_transform_vector@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v32
	buffer_store_dword v0, v44, s[0:3], 0 offen
	buffer_load_dword v0, v88, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v33
	buffer_store_dword v0, v88, s[0:3], 0 offen
	buffer_load_dword v0, v89, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v31
	buffer_store_dword v0, v89, s[0:3], 0 offen
	buffer_load_dword v0, v90, s[0:3], 0 offen
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v30
	buffer_store_dword v0, v90, s[0:3], 0 offen
	buffer_load_dword v0, v45, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v29
	buffer_store_dword v0, v45, s[0:3], 0 offen
	buffer_load_dword v0, v91, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v28
	buffer_store_dword v0, v91, s[0:3], 0 offen
	buffer_load_dword v0, v92, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v27
	buffer_store_dword v0, v92, s[0:3], 0 offen
	buffer_load_dword v0, v93, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v25
	buffer_store_dword v0, v93, s[0:3], 0 offen
	buffer_load_dword v0, v46, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v24
	buffer_store_dword v0, v46, s[0:3], 0 offen
	buffer_load_dword v0, v94, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v23
	buffer_store_dword v0, v94, s[0:3], 0 offen
	buffer_load_dword v0, v95, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v22
	buffer_store_dword v0, v95, s[0:3], 0 offen
	buffer_load_dword v0, v104, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v21
	buffer_store_dword v0, v104, s[0:3], 0 offen
	buffer_load_dword v0, v47, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v17
	buffer_store_dword v0, v47, s[0:3], 0 offen
	buffer_load_dword v0, v105, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v15
	buffer_store_dword v0, v105, s[0:3], 0 offen
	buffer_load_dword v0, v106, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v13
	buffer_store_dword v0, v106, s[0:3], 0 offen
	buffer_load_dword v0, v107, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v11
	buffer_store_dword v0, v107, s[0:3], 0 offen
	v_mov_b32_e32 v0, v44
	s_swappc_b64 s[30:31], s[16:17]
	buffer_store_dword v56, v44, s[0:3], 0 offen
	buffer_store_dword v58, v88, s[0:3], 0 offen
	buffer_store_dword v59, v89, s[0:3], 0 offen
	buffer_store_dword v57, v90, s[0:3], 0 offen
	buffer_store_dword v61, v45, s[0:3], 0 offen
	buffer_store_dword v60, v91, s[0:3], 0 offen
	buffer_store_dword v63, v92, s[0:3], 0 offen
	buffer_store_dword v62, v93, s[0:3], 0 offen
	buffer_store_dword v73, v46, s[0:3], 0 offen
	buffer_store_dword v72, v94, s[0:3], 0 offen
	buffer_store_dword v75, v95, s[0:3], 0 offen
	buffer_store_dword v74, v104, s[0:3], 0 offen
	buffer_store_dword v77, v47, s[0:3], 0 offen
	buffer_store_dword v76, v105, s[0:3], 0 offen
	buffer_store_dword v79, v106, s[0:3], 0 offen
	buffer_store_dword v78, v107, s[0:3], 0 offen
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr42
.LBB1_132:
	s_or_saveexec_b64 s[4:5], s[66:67]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_194
; %bb.133:
	v_cmp_lt_i32_e32 vcc, 7, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[6:7], vcc
	s_xor_b64 s[6:7], exec, s[6:7]
	s_cbranch_execz .LBB1_163
; %bb.134:
	v_cmp_lt_i32_e32 vcc, 11, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_148
; %bb.135:
	v_cmp_lt_i32_e32 vcc, 13, v26
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_141
; %bb.136:
	v_cmp_lt_i32_e32 vcc, 14, v26
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_138
; %bb.137:
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v11, v2, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr0
.LBB1_138:
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v13, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_140
; %bb.139:
	;;#ASMSTART
	V_PERM_B32 v11, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v13, v2, v1, v0;
	;;#ASMEND
.LBB1_140:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr26
.LBB1_141:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v15, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_147
; %bb.142:
	v_cmp_lt_i32_e32 vcc, 12, v26
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_144
; %bb.143:
	;;#ASMSTART
	V_PERM_B32 v11, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v15, v2, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr1
.LBB1_144:
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v17, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_146
; %bb.145:
	;;#ASMSTART
	V_PERM_B32 v11, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v17, v2, v1, v0;
	;;#ASMEND
.LBB1_146:
	s_or_b64 exec, exec, s[12:13]
.LBB1_147:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_148:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_162
; %bb.149:
	v_cmp_lt_i32_e32 vcc, 9, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_155
; %bb.150:
	v_cmp_lt_i32_e32 vcc, 10, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_152
; %bb.151:
	;;#ASMSTART
	V_PERM_B32 v11, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v21, v2, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr1
.LBB1_152:
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v22, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_154
; %bb.153:
	;;#ASMSTART
	V_PERM_B32 v11, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v22, v2, v1, v0;
	;;#ASMEND
.LBB1_154:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_155:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v23, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_161
; %bb.156:
	v_cmp_lt_i32_e32 vcc, 8, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_158
; %bb.157:
	;;#ASMSTART
	V_PERM_B32 v11, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v23, v2, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr0
.LBB1_158:
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v24, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_160
; %bb.159:
	;;#ASMSTART
	V_PERM_B32 v11, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v24, v2, v1, v0;
	;;#ASMEND
.LBB1_160:
	s_or_b64 exec, exec, s[12:13]
.LBB1_161:
	s_or_b64 exec, exec, s[10:11]
.LBB1_162:
	s_or_b64 exec, exec, s[8:9]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_163:
	s_or_saveexec_b64 s[6:7], s[6:7]
	v_mov_b32_e32 v30, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v32, 0
	s_xor_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB1_193
; %bb.164:
	v_cmp_lt_i32_e32 vcc, 3, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execz .LBB1_178
; %bb.165:
	v_cmp_lt_i32_e32 vcc, 5, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_171
; %bb.166:
	v_cmp_lt_i32_e32 vcc, 6, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_168
; %bb.167:
	s_waitcnt vmcnt(8)
	;;#ASMSTART
	V_PERM_B32 v11, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v25, v2, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr0
.LBB1_168:
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v27, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_170
; %bb.169:
	s_waitcnt vmcnt(7)
	;;#ASMSTART
	V_PERM_B32 v11, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v27, v2, v1, v0;
	;;#ASMEND
.LBB1_170:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_171:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v29, 0
	v_mov_b32_e32 v28, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_177
; %bb.172:
	v_cmp_lt_i32_e32 vcc, 4, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_174
; %bb.173:
	s_waitcnt vmcnt(6)
	;;#ASMSTART
	V_PERM_B32 v11, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v28, v2, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr0
.LBB1_174:
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v29, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_176
; %bb.175:
	s_waitcnt vmcnt(5)
	;;#ASMSTART
	V_PERM_B32 v11, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v29, v2, v1, v0;
	;;#ASMEND
.LBB1_176:
	s_or_b64 exec, exec, s[12:13]
.LBB1_177:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_178:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	v_mov_b32_e32 v31, 0
	v_mov_b32_e32 v30, 0
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB1_192
; %bb.179:
	v_cmp_lt_i32_e32 vcc, 1, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[10:11], vcc
	s_xor_b64 s[10:11], exec, s[10:11]
	s_cbranch_execz .LBB1_185
; %bb.180:
	v_cmp_lt_i32_e32 vcc, 2, v26
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_182
; %bb.181:
	s_waitcnt vmcnt(4)
	;;#ASMSTART
	V_PERM_B32 v11, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v30, v2, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr0
.LBB1_182:
	s_or_saveexec_b64 s[12:13], s[12:13]
	v_mov_b32_e32 v31, 0
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_184
; %bb.183:
	s_waitcnt vmcnt(3)
	;;#ASMSTART
	V_PERM_B32 v11, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v31, v2, v1, v0;
	;;#ASMEND
.LBB1_184:
	s_or_b64 exec, exec, s[12:13]
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr26
                                        ; implicit-def: $vgpr0
.LBB1_185:
	s_or_saveexec_b64 s[10:11], s[10:11]
	v_mov_b32_e32 v32, 0
	v_mov_b32_e32 v33, 0
	s_xor_b64 exec, exec, s[10:11]
	s_cbranch_execz .LBB1_191
; %bb.186:
	v_cmp_ne_u32_e32 vcc, 1, v26
                                        ; implicit-def: $vgpr32
                                        ; implicit-def: $vgpr17
                                        ; implicit-def: $vgpr15
                                        ; implicit-def: $vgpr13
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr24
                                        ; implicit-def: $vgpr23
                                        ; implicit-def: $vgpr22
                                        ; implicit-def: $vgpr21
                                        ; implicit-def: $vgpr29
                                        ; implicit-def: $vgpr28
                                        ; implicit-def: $vgpr27
                                        ; implicit-def: $vgpr25
                                        ; implicit-def: $vgpr33
                                        ; implicit-def: $vgpr31
                                        ; implicit-def: $vgpr30
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB1_188
; %bb.187:
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	V_PERM_B32 v11, v19, v20, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v31, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v33, v1, v2, v0;
	;;#ASMEND
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
	V_PERM_B32 v32, v2, v1, v0;
	;;#ASMEND
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr0
.LBB1_188:
	s_or_saveexec_b64 s[12:13], s[12:13]
	s_xor_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_190
; %bb.189:
	v_mov_b32_e32 v32, 0
	s_waitcnt vmcnt(2)
	;;#ASMSTART
	V_PERM_B32 v11, v18, v19, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v13, v16, v18, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v15, v14, v16, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v17, v12, v14, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v21, v10, v12, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v22, v9, v10, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v23, v8, v9, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v24, v7, v8, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v25, v6, v7, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v27, v5, v6, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v28, v4, v5, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v29, v3, v4, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v30, v2, v3, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v31, v1, v2, v0;
	;;#ASMEND
	;;#ASMSTART
	V_PERM_B32 v33, v32, v1, v0;
	;;#ASMEND
.LBB1_190:
	s_or_b64 exec, exec, s[12:13]
.LBB1_191:
	s_or_b64 exec, exec, s[10:11]
.LBB1_192:
	s_or_b64 exec, exec, s[8:9]
.LBB1_193:
	s_or_b64 exec, exec, s[6:7]
	s_movk_i32 s6, 0x44
	v_add_u32_e32 v0, vcc, 20, v42
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v20, vcc, 52, v42
	v_add_u32_e32 v48, vcc, s6, v42
	v_add_u32_e32 v1, vcc, 24, v42
	v_add_u32_e32 v2, vcc, 28, v42
	v_add_u32_e32 v3, vcc, 32, v42
	v_add_u32_e32 v4, vcc, 36, v42
	v_add_u32_e32 v5, vcc, 40, v42
	v_add_u32_e32 v6, vcc, 44, v42
	v_add_u32_e32 v7, vcc, 48, v42
	buffer_load_dword v8, v0, s[0:3], 0 offen
	buffer_load_dword v9, v1, s[0:3], 0 offen
	buffer_load_dword v10, v2, s[0:3], 0 offen
	buffer_load_dword v12, v3, s[0:3], 0 offen
	buffer_load_dword v14, v4, s[0:3], 0 offen
	buffer_load_dword v16, v5, s[0:3], 0 offen
	buffer_load_dword v18, v6, s[0:3], 0 offen
	buffer_load_dword v19, v7, s[0:3], 0 offen
	v_add_u32_e32 v26, vcc, 56, v42
	v_add_u32_e32 v34, vcc, 60, v42
	v_add_u32_e32 v35, vcc, 64, v42
	buffer_load_dword v36, v20, s[0:3], 0 offen
	buffer_load_dword v37, v26, s[0:3], 0 offen
	buffer_load_dword v38, v34, s[0:3], 0 offen
	buffer_load_dword v39, v35, s[0:3], 0 offen
	v_add_u32_e32 v49, vcc, 0x48, v42
	v_add_u32_e32 v50, vcc, 0x4c, v42
	v_add_u32_e32 v51, vcc, 0x50, v42
	buffer_load_dword v52, v48, s[0:3], 0 offen
	buffer_load_dword v53, v49, s[0:3], 0 offen
	buffer_load_dword v54, v50, s[0:3], 0 offen
	buffer_load_dword v55, v51, s[0:3], 0 offen
	s_waitcnt vmcnt(14)
	v_or_b32_e32 v8, v8, v32
	v_or_b32_e32 v9, v9, v33
	s_waitcnt vmcnt(13)
	v_or_b32_e32 v10, v10, v31
	s_waitcnt vmcnt(12)
	v_or_b32_e32 v12, v12, v30
	s_waitcnt vmcnt(11)
	v_or_b32_e32 v14, v14, v29
	s_waitcnt vmcnt(10)
	v_or_b32_e32 v16, v16, v28
	s_waitcnt vmcnt(9)
	v_or_b32_e32 v18, v18, v27
	s_waitcnt vmcnt(8)
	v_or_b32_e32 v19, v19, v25
	s_waitcnt vmcnt(7)
	v_or_b32_e32 v24, v36, v24
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v23, v37, v23
	s_waitcnt vmcnt(5)
	v_or_b32_e32 v22, v38, v22
	s_waitcnt vmcnt(4)
	v_or_b32_e32 v21, v39, v21
	buffer_store_dword v8, v0, s[0:3], 0 offen
	buffer_store_dword v9, v1, s[0:3], 0 offen
	buffer_store_dword v10, v2, s[0:3], 0 offen
	buffer_store_dword v12, v3, s[0:3], 0 offen
	buffer_store_dword v14, v4, s[0:3], 0 offen
	buffer_store_dword v16, v5, s[0:3], 0 offen
	buffer_store_dword v18, v6, s[0:3], 0 offen
	buffer_store_dword v19, v7, s[0:3], 0 offen
	buffer_store_dword v24, v20, s[0:3], 0 offen
	buffer_store_dword v23, v26, s[0:3], 0 offen
	buffer_store_dword v22, v34, s[0:3], 0 offen
	buffer_store_dword v21, v35, s[0:3], 0 offen
	s_waitcnt vmcnt(14)
	v_or_b32_e32 v0, v52, v17
	v_or_b32_e32 v1, v53, v15
	s_waitcnt vmcnt(13)
	v_or_b32_e32 v2, v54, v13
	s_waitcnt vmcnt(12)
	v_or_b32_e32 v3, v55, v11
	buffer_store_dword v0, v48, s[0:3], 0 offen
	buffer_store_dword v1, v49, s[0:3], 0 offen
	buffer_store_dword v2, v50, s[0:3], 0 offen
	buffer_store_dword v3, v51, s[0:3], 0 offen
.LBB1_194:
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr11
                                        ; implicit-def: $vgpr1
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
                                        ; implicit-def: $vgpr7
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr9
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr12
                                        ; implicit-def: $vgpr14
                                        ; implicit-def: $vgpr16
                                        ; implicit-def: $vgpr18
                                        ; implicit-def: $vgpr19
                                        ; implicit-def: $vgpr20
                                        ; implicit-def: $vgpr42
                                        ; implicit-def: $vgpr43
.LBB1_195:
	s_or_saveexec_b64 s[4:5], s[64:65]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_198
; %bb.196:
	v_add_u32_e32 v0, vcc, 20, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, 24, v42
	buffer_store_dword v2, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, 28, v42
	buffer_store_dword v3, v1, s[0:3], 0 offen
	v_add_u32_e32 v1, vcc, 32, v42
	v_add_u32_e32 v2, vcc, 40, v42
	v_add_u32_e32 v3, vcc, 56, v42
	s_movk_i32 s64, 0x48
	buffer_store_dword v4, v1, s[0:3], 0 offen
	buffer_store_dword v6, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 44, v42
	s_waitcnt vmcnt(12)
	buffer_store_dword v10, v3, s[0:3], 0 offen
	v_add_u32_e32 v3, vcc, 60, v42
	v_add_u32_e32 v4, vcc, s64, v42
	s_movk_i32 s65, 0x4c
	buffer_store_dword v7, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 48, v42
	s_waitcnt vmcnt(13)
	buffer_store_dword v12, v3, s[0:3], 0 offen
	v_add_u32_e32 v3, vcc, 64, v42
	s_movk_i32 s61, 0x44
	s_waitcnt vmcnt(11)
	buffer_store_dword v18, v4, s[0:3], 0 offen
	v_add_u32_e32 v4, vcc, s65, v42
	s_movk_i32 s66, 0x50
	v_add_u32_e32 v1, vcc, 36, v42
	buffer_store_dword v8, v2, s[0:3], 0 offen
	v_add_u32_e32 v2, vcc, 52, v42
	buffer_store_dword v14, v3, s[0:3], 0 offen
	v_add_u32_e32 v3, vcc, s61, v42
	s_waitcnt vmcnt(13)
	buffer_store_dword v19, v4, s[0:3], 0 offen
	v_add_u32_e32 v4, vcc, s66, v42
	v_cmp_eq_u32_e32 vcc, 64, v11
	buffer_store_dword v5, v1, s[0:3], 0 offen
	buffer_store_dword v9, v2, s[0:3], 0 offen
	buffer_store_dword v16, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(14)
	buffer_store_dword v20, v4, s[0:3], 0 offen
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_198
; %bb.197:
	s_mov_b64 s[4:5], s[56:57]
	s_mov_b64 s[6:7], s[54:55]
	s_mov_b64 s[8:9], s[52:53]
	s_mov_b64 s[10:11], s[50:51]
	s_mov_b32 s12, s60
	s_mov_b32 s13, s59
	s_mov_b32 s14, s58
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v4, v42
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, sha1_transform_vector@rel32@lo+4
	s_addc_u32 s17, s17, sha1_transform_vector@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v0, vcc, 20, v42
	v_mov_b32_e32 v1, 0
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 24, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 28, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 32, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 36, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 40, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 44, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 48, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 52, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 56, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 60, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, 64, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s61, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s64, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s65, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
	v_add_u32_e32 v0, vcc, s66, v42
	buffer_store_dword v1, v0, s[0:3], 0 offen
.LBB1_198:
	s_or_b64 exec, exec, s[62:63]
	v_readlane_b32 s4, v41, 0
	v_readlane_b32 s5, v41, 1
	s_addk_i32 s32, 0xfc00
	v_readlane_b32 s33, v41, 2
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v41, off, s[0:3], s32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[4:5]
.Lfunc_end1:
	.size	sha1_update_vector, .Lfunc_end1-sha1_update_vector
                                        ; -- End function
	.section	.AMDGPU.csdata
; Function info:
; codeLenInByte = 11380
; NumSgprs: 78
; NumVgprs: 172
; ScratchSize: 16688
; MemoryBound: 0
	.text
	.protected	m00100_mxx              ; -- Begin function m00100_mxx
	.globl	m00100_mxx
	.p2align	8
	.type	m00100_mxx,@function
m00100_mxx:                             ; @m00100_mxx
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v120, v1
	s_load_dwordx2 s[88:89], s[8:9], 0xc0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[74:75], s[8:9]
	v_mov_b32_e32 v111, v2
	v_mov_b32_e32 v121, v0
	v_lshlrev_b32_e32 v1, 10, v120
	s_mov_b32 s80, s16
	s_add_u32 s8, s74, 0xc8
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v121, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s82, s14
	s_addc_u32 s9, s75, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s80
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x5c00
	s_mov_b32 s81, s15
	s_mov_b64 s[72:73], s[10:11]
	s_mov_b64 s[76:77], s[6:7]
	s_mov_b64 s[78:79], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[88:89], 0x38
	v_mov_b32_e32 v109, v0
	v_mov_b32_e32 v110, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[109:110]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_50
; %bb.1:
	s_movk_i32 s8, 0x104
	v_mul_lo_u32 v2, v110, s8
	v_mad_u64_u32 v[0:1], s[4:5], v109, s8, 0
	s_load_dwordx2 s[4:5], s[74:75], 0x0
	s_load_dwordx2 s[90:91], s[74:75], 0x18
	s_movk_i32 s6, 0x100
	v_add_u32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v122, v[0:1]
	s_load_dwordx2 s[92:93], s[74:75], 0x80
	s_load_dwordx4 s[12:15], s[74:75], 0x70
	s_load_dwordx2 s[6:7], s[74:75], 0x98
	v_mov_b32_e32 v140, 0
	buffer_store_dword v140, off, s[0:3], 0 offset:268
	buffer_store_dword v140, off, s[0:3], 0 offset:264
	buffer_store_dword v140, off, s[0:3], 0 offset:260
	buffer_store_dword v140, off, s[0:3], 0 offset:256
	buffer_store_dword v140, off, s[0:3], 0 offset:252
	buffer_store_dword v140, off, s[0:3], 0 offset:248
	buffer_store_dword v140, off, s[0:3], 0 offset:244
	buffer_store_dword v140, off, s[0:3], 0 offset:240
	buffer_store_dword v140, off, s[0:3], 0 offset:236
	buffer_store_dword v140, off, s[0:3], 0 offset:232
	buffer_store_dword v140, off, s[0:3], 0 offset:228
	buffer_store_dword v140, off, s[0:3], 0 offset:224
	buffer_store_dword v140, off, s[0:3], 0 offset:220
	buffer_store_dword v140, off, s[0:3], 0 offset:216
	buffer_store_dword v140, off, s[0:3], 0 offset:212
	buffer_store_dword v140, off, s[0:3], 0 offset:208
	buffer_store_dword v140, off, s[0:3], 0 offset:204
	buffer_store_dword v140, off, s[0:3], 0 offset:200
	buffer_store_dword v140, off, s[0:3], 0 offset:196
	buffer_store_dword v140, off, s[0:3], 0 offset:192
	buffer_store_dword v140, off, s[0:3], 0 offset:188
	buffer_store_dword v140, off, s[0:3], 0 offset:184
	buffer_store_dword v140, off, s[0:3], 0 offset:180
	buffer_store_dword v140, off, s[0:3], 0 offset:176
	buffer_store_dword v140, off, s[0:3], 0 offset:172
	buffer_store_dword v140, off, s[0:3], 0 offset:168
	buffer_store_dword v140, off, s[0:3], 0 offset:164
	buffer_store_dword v140, off, s[0:3], 0 offset:160
	buffer_store_dword v140, off, s[0:3], 0 offset:156
	buffer_store_dword v140, off, s[0:3], 0 offset:152
	buffer_store_dword v140, off, s[0:3], 0 offset:148
	buffer_store_dword v140, off, s[0:3], 0 offset:144
	buffer_store_dword v140, off, s[0:3], 0 offset:140
	buffer_store_dword v140, off, s[0:3], 0 offset:136
	buffer_store_dword v140, off, s[0:3], 0 offset:132
	buffer_store_dword v140, off, s[0:3], 0 offset:128
	buffer_store_dword v140, off, s[0:3], 0 offset:124
	buffer_store_dword v140, off, s[0:3], 0 offset:120
	buffer_store_dword v140, off, s[0:3], 0 offset:116
	buffer_store_dword v140, off, s[0:3], 0 offset:112
	buffer_store_dword v140, off, s[0:3], 0 offset:108
	buffer_store_dword v140, off, s[0:3], 0 offset:104
	buffer_store_dword v140, off, s[0:3], 0 offset:100
	buffer_store_dword v140, off, s[0:3], 0 offset:96
	buffer_store_dword v140, off, s[0:3], 0 offset:92
	buffer_store_dword v140, off, s[0:3], 0 offset:88
	buffer_store_dword v140, off, s[0:3], 0 offset:84
	buffer_store_dword v140, off, s[0:3], 0 offset:80
	buffer_store_dword v140, off, s[0:3], 0 offset:76
	buffer_store_dword v140, off, s[0:3], 0 offset:72
	buffer_store_dword v140, off, s[0:3], 0 offset:68
	buffer_store_dword v140, off, s[0:3], 0 offset:64
	buffer_store_dword v140, off, s[0:3], 0 offset:60
	buffer_store_dword v140, off, s[0:3], 0 offset:56
	buffer_store_dword v140, off, s[0:3], 0 offset:52
	buffer_store_dword v140, off, s[0:3], 0 offset:48
	buffer_store_dword v140, off, s[0:3], 0 offset:44
	buffer_store_dword v140, off, s[0:3], 0 offset:40
	buffer_store_dword v140, off, s[0:3], 0 offset:36
	buffer_store_dword v140, off, s[0:3], 0 offset:32
	buffer_store_dword v140, off, s[0:3], 0 offset:28
	buffer_store_dword v140, off, s[0:3], 0 offset:24
	buffer_store_dword v140, off, s[0:3], 0 offset:20
	buffer_store_dword v140, off, s[0:3], 0 offset:16
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v108, s12, 0
	v_writelane_b32 v108, s13, 1
	v_writelane_b32 v108, s14, 2
	v_writelane_b32 v108, s15, 3
	v_writelane_b32 v108, s6, 4
	v_writelane_b32 v108, s7, 5
	s_waitcnt vmcnt(14)
	v_cmp_ne_u32_e32 vcc, 0, v122
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_5
; %bb.2:
	v_mul_lo_u32 v3, v110, s8
	v_mad_u64_u32 v[0:1], s[10:11], v109, s8, 0
	s_mov_b32 s9, 0
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v2, 16
	v_add_u32_e32 v1, vcc, v1, v3
	s_mov_b32 s12, 0
	s_mov_b32 s8, s9
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b64 s[14:15], s[8:9], 2
	s_add_u32 s13, s14, s4
	s_addc_u32 s14, s15, s5
	v_mov_b32_e32 v4, s14
	v_add_u32_e32 v3, vcc, s13, v0
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	flat_load_dword v3, v[3:4]
	v_add_u32_e32 v4, vcc, s12, v2
	s_add_i32 s12, s12, 4
	s_add_i32 s8, s8, 1
	v_cmp_ge_u32_e32 vcc, s12, v122
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, v4, s[0:3], 0 offen
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB2_3
; %bb.4:
	s_or_b64 exec, exec, s[10:11]
	buffer_load_dword v140, off, s[0:3], 0 offset:16
.LBB2_5:
	s_or_b64 exec, exec, s[6:7]
	s_load_dwordx16 s[4:19], s[74:75], 0x30
	s_add_u32 s94, s88, 24
	s_addc_u32 s95, s89, 0
	s_mov_b32 s101, 0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v108, s4, 6
	v_writelane_b32 v108, s5, 7
	v_writelane_b32 v108, s6, 8
	v_writelane_b32 v108, s7, 9
	v_writelane_b32 v108, s8, 10
	v_writelane_b32 v108, s9, 11
	v_writelane_b32 v108, s10, 12
	v_writelane_b32 v108, s11, 13
	v_writelane_b32 v108, s12, 14
	v_writelane_b32 v108, s13, 15
	v_writelane_b32 v108, s14, 16
	v_writelane_b32 v108, s15, 17
	v_writelane_b32 v108, s16, 18
	v_writelane_b32 v108, s17, 19
	v_writelane_b32 v108, s18, 20
	v_writelane_b32 v108, s19, 21
	s_load_dword s4, s[88:89], 0x18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB2_50
; %bb.6:
	s_add_u32 s96, s88, 28
	s_addc_u32 s97, s89, 0
	v_lshlrev_b32_e32 v1, 10, v120
	s_add_u32 s98, s88, 12
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v121, v1
	s_addc_u32 s99, s89, 0
	v_mov_b32_e32 v141, 0x67452301
	v_mov_b32_e32 v142, 0xefcdab89
	v_mov_b32_e32 v143, 0x98badcfe
	v_mov_b32_e32 v152, 0x10325476
	v_mov_b32_e32 v153, 0xc3d2e1f0
	v_mov_b32_e32 v139, 0
	s_movk_i32 s87, 0xc8
	v_or_b32_e32 v123, v1, v0
	s_mov_b32 s83, 0x5a827999
	v_mov_b32_e32 v154, 1
	s_mov_b32 s84, 0x6ed9eba1
	s_mov_b32 s85, 0x8f1bbcdc
	s_mov_b32 s86, 0xca62c1d6
	v_mov_b32_e32 v155, 0x80808080
	s_mov_b32 s100, s101
	s_branch .LBB2_8
.LBB2_7:                                ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[34:35]
	s_load_dword s4, s[94:95], 0x0
	s_add_i32 s100, s100, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_u32 s100, s4
	s_cbranch_scc1 .LBB2_50
.LBB2_8:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_28 Depth 2
	s_lshl_b64 s[4:5], s[100:101], 2
	s_add_u32 s4, s90, s4
	s_addc_u32 s5, s91, s5
	s_load_dword s4, s[4:5], 0x0
	s_add_u32 s8, s74, s87
	buffer_store_dword v141, off, s[0:3], 0 offset:272
	buffer_store_dword v142, off, s[0:3], 0 offset:276
	buffer_store_dword v143, off, s[0:3], 0 offset:280
	buffer_store_dword v152, off, s[0:3], 0 offset:284
	s_addc_u32 s9, s75, 0
	s_mov_b64 s[6:7], s[76:77]
	s_waitcnt vmcnt(4) lgkmcnt(0)
	v_or_b32_e32 v0, s4, v140
	buffer_store_dword v0, off, s[0:3], 0 offset:16
	buffer_store_dword v153, off, s[0:3], 0 offset:288
	buffer_store_dword v139, off, s[0:3], 0 offset:292
	buffer_store_dword v139, off, s[0:3], 0 offset:296
	buffer_store_dword v139, off, s[0:3], 0 offset:300
	buffer_store_dword v139, off, s[0:3], 0 offset:304
	buffer_store_dword v139, off, s[0:3], 0 offset:308
	buffer_store_dword v139, off, s[0:3], 0 offset:312
	buffer_store_dword v139, off, s[0:3], 0 offset:316
	buffer_store_dword v139, off, s[0:3], 0 offset:320
	buffer_store_dword v139, off, s[0:3], 0 offset:324
	buffer_store_dword v139, off, s[0:3], 0 offset:328
	buffer_store_dword v139, off, s[0:3], 0 offset:332
	buffer_store_dword v139, off, s[0:3], 0 offset:336
	buffer_store_dword v139, off, s[0:3], 0 offset:340
	buffer_store_dword v139, off, s[0:3], 0 offset:344
	buffer_store_dword v139, off, s[0:3], 0 offset:348
	buffer_store_dword v139, off, s[0:3], 0 offset:352
	buffer_store_dword v139, off, s[0:3], 0 offset:356
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v123
	v_mov_b32_e32 v0, 0x110
	v_mov_b32_e32 v1, 16
	v_mov_b32_e32 v2, v122
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, sha1_update_vector@rel32@lo+4
	s_addc_u32 s17, s17, sha1_update_vector@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v158, off, s[0:3], 0 offset:356
	buffer_load_dword v0, off, s[0:3], 0 offset:292
	buffer_load_dword v1, off, s[0:3], 0 offset:296
	buffer_load_dword v2, off, s[0:3], 0 offset:300
	buffer_load_dword v3, off, s[0:3], 0 offset:304
	buffer_load_dword v4, off, s[0:3], 0 offset:308
	buffer_load_dword v5, off, s[0:3], 0 offset:312
	buffer_load_dword v6, off, s[0:3], 0 offset:316
	buffer_load_dword v7, off, s[0:3], 0 offset:320
	buffer_load_dword v8, off, s[0:3], 0 offset:324
	buffer_load_dword v9, off, s[0:3], 0 offset:328
	buffer_load_dword v10, off, s[0:3], 0 offset:332
	buffer_load_dword v11, off, s[0:3], 0 offset:336
	buffer_load_dword v12, off, s[0:3], 0 offset:340
	buffer_load_dword v13, off, s[0:3], 0 offset:344
	buffer_load_dword v14, off, s[0:3], 0 offset:348
	buffer_load_dword v15, off, s[0:3], 0 offset:352
	buffer_load_dword v42, off, s[0:3], 0 offset:272
	buffer_load_dword v41, off, s[0:3], 0 offset:276
	buffer_load_dword v40, off, s[0:3], 0 offset:280
	buffer_load_dword v156, off, s[0:3], 0 offset:288
	buffer_load_dword v43, off, s[0:3], 0 offset:284
	s_movk_i32 s4, 0xff
	s_waitcnt vmcnt(14)
	v_bfe_u32 v18, v158, 4, 2
	v_cmp_eq_u32_e32 vcc, 1, v18
	v_and_b32_e32 v16, 63, v158
	v_cndmask_b32_e32 v20, 0, v155, vcc
	v_cmp_eq_u32_e32 vcc, 2, v18
	v_xor_b32_e32 v19, 3, v16
	v_cndmask_b32_e32 v21, 0, v155, vcc
	v_cmp_eq_u32_e32 vcc, 3, v18
	v_bfe_u32 v17, v158, 2, 2
	v_cndmask_b32_e32 v18, 0, v155, vcc
	v_lshlrev_b32_e32 v22, 3, v19
	v_cmp_gt_u32_e32 vcc, 16, v19
	v_cndmask_b32_e32 v19, 0, v155, vcc
	v_lshlrev_b32_e64 v22, v22, s4
	v_cmp_eq_u32_e32 vcc, 0, v17
	v_cndmask_b32_e32 v23, 0, v22, vcc
	v_cmp_eq_u32_e32 vcc, 1, v17
	v_cndmask_b32_e32 v24, 0, v22, vcc
	v_cmp_eq_u32_e32 vcc, 2, v17
	v_cndmask_b32_e32 v25, 0, v22, vcc
	v_cmp_eq_u32_e32 vcc, 3, v17
	v_cndmask_b32_e32 v17, 0, v22, vcc
	v_and_b32_e32 v22, v23, v19
	v_and_b32_e32 v26, v24, v19
	v_and_b32_e32 v27, v25, v19
	v_and_b32_e32 v19, v17, v19
	v_and_b32_e32 v28, v23, v20
	v_and_b32_e32 v29, v24, v20
	v_and_b32_e32 v30, v25, v20
	v_and_b32_e32 v20, v17, v20
	v_and_b32_e32 v31, v23, v21
	v_and_b32_e32 v32, v24, v21
	v_and_b32_e32 v33, v25, v21
	v_and_b32_e32 v21, v17, v21
	v_and_b32_e32 v23, v23, v18
	v_and_b32_e32 v24, v24, v18
	v_and_b32_e32 v25, v25, v18
	v_and_b32_e32 v17, v17, v18
	v_or_b32_e32 v72, v22, v0
	v_or_b32_e32 v172, v26, v1
	v_or_b32_e32 v171, v27, v2
	v_or_b32_e32 v170, v3, v19
	v_or_b32_e32 v169, v4, v28
	v_or_b32_e32 v168, v5, v29
	v_or_b32_e32 v157, v6, v30
	s_waitcnt vmcnt(13)
	v_or_b32_e32 v159, v7, v20
	s_waitcnt vmcnt(12)
	v_or_b32_e32 v136, v8, v31
	s_waitcnt vmcnt(11)
	v_or_b32_e32 v126, v9, v32
	s_waitcnt vmcnt(10)
	v_or_b32_e32 v125, v10, v33
	s_waitcnt vmcnt(9)
	v_or_b32_e32 v127, v11, v21
	s_waitcnt vmcnt(8)
	v_or_b32_e32 v137, v12, v23
	s_waitcnt vmcnt(7)
	v_or_b32_e32 v138, v13, v24
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v206, v14, v25
	s_waitcnt vmcnt(5)
	v_or_b32_e32 v205, v15, v17
	v_cmp_lt_u32_e32 vcc, 55, v16
	buffer_store_dword v72, off, s[0:3], 0 offset:292
	buffer_store_dword v172, off, s[0:3], 0 offset:296
	buffer_store_dword v171, off, s[0:3], 0 offset:300
	buffer_store_dword v170, off, s[0:3], 0 offset:304
	buffer_store_dword v169, off, s[0:3], 0 offset:308
	buffer_store_dword v168, off, s[0:3], 0 offset:312
	buffer_store_dword v157, off, s[0:3], 0 offset:316
	buffer_store_dword v159, off, s[0:3], 0 offset:320
	buffer_store_dword v136, off, s[0:3], 0 offset:324
	buffer_store_dword v126, off, s[0:3], 0 offset:328
	buffer_store_dword v125, off, s[0:3], 0 offset:332
	buffer_store_dword v127, off, s[0:3], 0 offset:336
	buffer_store_dword v137, off, s[0:3], 0 offset:340
	buffer_store_dword v138, off, s[0:3], 0 offset:344
	buffer_store_dword v206, off, s[0:3], 0 offset:348
	buffer_store_dword v205, off, s[0:3], 0 offset:352
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB2_10
; %bb.9:                                ;   in Loop: Header=BB2_8 Depth=1
	v_lshlrev_b32_e32 v1, 10, v120
	s_add_u32 s34, s74, s87
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v121, v1
	s_addc_u32 s35, s75, 0
	v_or_b32_e32 v44, v1, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v40
	v_mov_b32_e32 v2, v41
	s_getpc_b64 s[40:41]
	s_add_u32 s40, s40, _Z9bitselectjjj@rel32@lo+4
	s_addc_u32 s41, s41, _Z9bitselectjjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 5
	s_getpc_b64 s[38:39]
	s_add_u32 s38, s38, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s39, s39, _Z6rotatejj@rel32@hi+12
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v72, v156
	v_add_u32_e32 v1, vcc, v1, v45
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v42
	v_add_u32_e32 v47, vcc, v43, v172
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v47, vcc, v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	v_add_u32_e32 v57, vcc, v40, v171
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v57, vcc, v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v170, v46
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v169, v56
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v168, v45
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v157, v47
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v159, v57
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v57, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v136, v46
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v126, v56
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v125, v45
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v127, v47
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v137, v57
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v57, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v138, v46
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v206, v56
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[40:41]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v205, v45
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v173, v136, v72
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v171, v173
	v_xor_b32_e32 v0, v0, v138
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v124, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	v_add_u32_e32 v47, vcc, v47, v124
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v47, vcc, v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v174, v126, v172
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v174, v170
	v_xor_b32_e32 v0, v0, v206
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	v_add_u32_e32 v57, vcc, v57, v107
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v57, vcc, v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v175, v125, v171
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v175, v169
	v_xor_b32_e32 v0, v0, v205
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v106, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	v_add_u32_e32 v46, vcc, v46, v106
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v46, vcc, v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v184, v127, v170
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v184, v168
	v_xor_b32_e32 v0, v0, v124
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v104, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	v_add_u32_e32 v56, vcc, v56, v104
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v56, vcc, v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v185, v137, v169
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v157, v185
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v1, v47, v46
	v_add_u32_e32 v0, vcc, v45, v95
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v186, v138, v168
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v186, v159
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v1, v57, v56
	v_add_u32_e32 v0, vcc, v47, v93
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v187, v206, v157
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v187, v136
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v1, v45, v46
	v_add_u32_e32 v0, vcc, v57, v92
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v188, v205, v159
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v188, v126
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v1, v47, v56
	v_add_u32_e32 v0, vcc, v46, v90
	v_xor_b32_e32 v1, v1, v45
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v189, v124, v136
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v189, v125
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v1, v57, v45
	v_add_u32_e32 v0, vcc, v56, v88
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v190, v107, v126
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v190, v127
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v1, v46, v47
	v_add_u32_e32 v0, vcc, v45, v78
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v191, v106, v125
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v191, v137
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v1, v56, v57
	v_add_u32_e32 v0, vcc, v47, v76
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v200, v104, v127
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v200, v138
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v1, v45, v46
	v_add_u32_e32 v0, vcc, v57, v74
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v201, v95, v137
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v201, v206
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v1, v47, v56
	v_add_u32_e32 v0, vcc, v46, v45
	v_xor_b32_e32 v1, v1, v58
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v59, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v202, v93, v138
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v0, v202, v205
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v1, v57, v58
	v_add_u32_e32 v0, vcc, v56, v46
	v_xor_b32_e32 v1, v1, v60
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v61, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v203, v92, v206
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v203, v124
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v59, v60
	v_add_u32_e32 v0, vcc, v58, v47
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v58, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v204, v90, v205
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v0, v204, v107
	v_xor_b32_e32 v0, v0, v45
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v61, v62
	v_add_u32_e32 v0, vcc, v60, v56
	v_xor_b32_e32 v1, v1, v59
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v60, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v169, v72
	v_xor_b32_e32 v0, v0, v124
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v58, v59
	v_add_u32_e32 v0, vcc, v62, v57
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v62, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v168, v172
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v60, v61
	v_add_u32_e32 v0, vcc, v59, v58
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v59, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v72, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v0, v157, v171
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v0, v0, v45
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v62, v63
	v_add_u32_e32 v0, vcc, v61, v59
	v_xor_b32_e32 v1, v1, v73
	v_add_u32_e32 v60, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v60, v0
	v_add_u32_e32 v75, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v0, v159, v170
	v_xor_b32_e32 v0, v0, v104
	v_xor_b32_e32 v0, v0, v46
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v72, v73
	v_add_u32_e32 v0, vcc, v63, v60
	v_xor_b32_e32 v1, v1, v77
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v75
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v63, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v0, v136, v169
	v_xor_b32_e32 v0, v0, v95
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v1, v75, v77
	v_add_u32_e32 v0, vcc, v73, v61
	v_xor_b32_e32 v1, v1, v72
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v73, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v75
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v0, v126, v168
	v_xor_b32_e32 v0, v0, v93
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v1, v63, v72
	v_add_u32_e32 v0, vcc, v77, v62
	v_xor_b32_e32 v1, v1, v75
	v_add_u32_e32 v77, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v77, v0
	v_add_u32_e32 v77, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v0, v125, v157
	v_xor_b32_e32 v0, v0, v92
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v1, v73, v75
	v_add_u32_e32 v0, vcc, v72, v63
	v_xor_b32_e32 v1, v1, v79
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v77
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v89, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v0, v127, v159
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v1, v77, v79
	v_add_u32_e32 v0, vcc, v75, v72
	v_xor_b32_e32 v1, v1, v91
	v_add_u32_e32 v73, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v73, v0
	v_add_u32_e32 v94, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v77
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v0, v137, v136
	v_xor_b32_e32 v0, v0, v88
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v2, v89, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, v105
	v_add_u32_e32 v75, vcc, v79, v73
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v75, vcc, v75, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v75, v0
	v_add_u32_e32 v79, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v0, v138, v126
	v_xor_b32_e32 v0, v0, v78
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v2, v94, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, v89
	v_add_u32_e32 v77, vcc, v91, v75
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v77, vcc, v77, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v79
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v77, v0
	v_add_u32_e32 v91, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v0, v206, v125
	v_xor_b32_e32 v0, v0, v76
	v_xor_b32_e32 v0, v0, v61
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v2, v79, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v79
	v_mov_b32_e32 v1, v94
	v_add_u32_e32 v105, vcc, v105, v77
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v105, vcc, v105, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v105, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v79
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v205, v127
	v_xor_b32_e32 v0, v0, v74
	v_xor_b32_e32 v0, v0, v62
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v2, v91, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, v125
	v_add_u32_e32 v89, vcc, v89, v79
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v89, vcc, v89, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v89, v0
	v_add_u32_e32 v126, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v124, v137
	v_xor_b32_e32 v0, v0, v45
	v_xor_b32_e32 v0, v0, v63
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v2, v105, v125
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v91, vcc, v94, v89
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v91, vcc, v91, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v91, v0
	v_add_u32_e32 v136, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v137, v0
	v_xor_b32_e32 v0, v107, v138
	v_xor_b32_e32 v0, v0, v46
	v_xor_b32_e32 v0, v0, v72
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v137
	v_add_u32_e32 v94, vcc, v125, v91
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v94, vcc, v94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v94, v0
	v_add_u32_e32 v125, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v106, v206
	v_xor_b32_e32 v0, v0, v47
	v_xor_b32_e32 v0, v0, v73
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v2, v136, v137
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v105, vcc, v127, v94
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v105, vcc, v105, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v127, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v104, v205
	v_xor_b32_e32 v0, v0, v56
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v2, v125, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v137, vcc, v137, v105
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v137, vcc, v137, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v137, v0
	v_add_u32_e32 v137, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v95, v124
	v_xor_b32_e32 v0, v0, v57
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v124, v0
	v_xor_b32_e32 v2, v127, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v125
	v_add_u32_e32 v126, vcc, v126, v124
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v126, vcc, v126, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v93, v107
	v_xor_b32_e32 v0, v0, v58
	v_xor_b32_e32 v0, v0, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v2, v137, v125
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v136, vcc, v136, v107
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v136, vcc, v136, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v136, v0
	v_add_u32_e32 v136, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v137, v0
	v_xor_b32_e32 v0, v92, v106
	v_xor_b32_e32 v0, v0, v59
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v137
	v_add_u32_e32 v125, vcc, v125, v106
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v125, vcc, v125, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v125, v0
	v_add_u32_e32 v125, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v90, v104
	v_xor_b32_e32 v0, v0, v60
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v2, v136, v137
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v127, vcc, v127, v104
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v127, vcc, v127, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v127, v0
	v_add_u32_e32 v127, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v88, v95
	v_xor_b32_e32 v0, v0, v61
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v2, v125, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v137, vcc, v137, v95
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v137, vcc, v137, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v137, v0
	v_add_u32_e32 v137, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v78, v93
	v_xor_b32_e32 v0, v0, v62
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v2, v127, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v125
	v_add_u32_e32 v126, vcc, v126, v93
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v126, vcc, v126, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v76, v92
	v_xor_b32_e32 v0, v0, v63
	v_xor_b32_e32 v0, v0, v124
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v2, v137, v125
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v124, vcc, v136, v92
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v124, vcc, v124, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v124, v0
	v_add_u32_e32 v124, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v74, v90
	v_xor_b32_e32 v0, v0, v72
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v107, vcc, v125, v90
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v107, vcc, v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v45, v88
	v_xor_b32_e32 v0, v0, v73
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v2, v124, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, v125
	v_add_u32_e32 v106, vcc, v127, v88
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v106, vcc, v106, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v124, v0
	v_xor_b32_e32 v0, v46, v78
	v_xor_b32_e32 v0, v0, v75
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v2, v107, v125
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, v124
	v_add_u32_e32 v104, vcc, v136, v78
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v104, vcc, v104, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v104, v0
	v_add_u32_e32 v104, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v47, v76
	v_xor_b32_e32 v0, v0, v77
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v2, v106, v124
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, v107
	v_add_u32_e32 v125, vcc, v125, v76
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v125, vcc, v125, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v125, v0
	v_add_u32_e32 v125, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v56, v74
	v_xor_b32_e32 v0, v0, v79
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v2, v104, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v106
	v_add_u32_e32 v124, vcc, v124, v74
	s_swappc_b64 s[30:31], s[40:41]
	v_add_u32_e32 v124, vcc, v124, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v124, v0
	v_add_u32_e32 v124, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v0, v57, v45
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v1, v106, v125
	v_add_u32_e32 v0, vcc, v107, v45
	v_xor_b32_e32 v1, v1, v104
	v_add_u32_e32 v107, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v58, v46
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v1, v104, v124
	v_add_u32_e32 v0, vcc, v106, v46
	v_xor_b32_e32 v1, v1, v125
	v_add_u32_e32 v106, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v124, v0
	v_xor_b32_e32 v0, v59, v47
	v_xor_b32_e32 v0, v0, v94
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v107, v125
	v_add_u32_e32 v0, vcc, v104, v47
	v_xor_b32_e32 v1, v1, v124
	v_add_u32_e32 v104, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v104, v0
	v_add_u32_e32 v104, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v60, v56
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v106, v124
	v_add_u32_e32 v0, vcc, v125, v56
	v_xor_b32_e32 v1, v1, v107
	v_add_u32_e32 v125, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v125, v0
	v_add_u32_e32 v125, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v57, v173
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v104, v107
	v_add_u32_e32 v0, vcc, v124, v57
	v_xor_b32_e32 v1, v1, v106
	v_add_u32_e32 v95, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v95, v0
	v_add_u32_e32 v95, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v0, v58, v174
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v125, v106
	v_add_u32_e32 v0, vcc, v107, v58
	v_xor_b32_e32 v1, v1, v104
	v_add_u32_e32 v93, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v93, v0
	v_add_u32_e32 v93, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v59, v175
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v95, v104
	v_add_u32_e32 v0, vcc, v106, v59
	v_xor_b32_e32 v1, v1, v107
	v_add_u32_e32 v92, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v92, v0
	v_add_u32_e32 v92, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v0, v60, v184
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v93, v107
	v_add_u32_e32 v0, vcc, v104, v60
	v_xor_b32_e32 v1, v1, v95
	v_add_u32_e32 v90, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v90, v0
	v_add_u32_e32 v90, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v0, v61, v185
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v92, v95
	v_add_u32_e32 v0, vcc, v107, v0
	v_xor_b32_e32 v1, v1, v93
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v61, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v0, v62, v186
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v90, v93
	v_add_u32_e32 v0, vcc, v95, v0
	v_xor_b32_e32 v1, v1, v88
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v62, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v0, v63, v187
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v61, v88
	v_add_u32_e32 v0, vcc, v93, v0
	v_xor_b32_e32 v1, v1, v78
	v_add_u32_e32 v63, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v63, v0
	v_add_u32_e32 v63, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v72, v188
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v62, v78
	v_add_u32_e32 v0, vcc, v88, v0
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v72, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v73, v189
	v_xor_b32_e32 v0, v0, v45
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v63, v61
	v_add_u32_e32 v0, vcc, v78, v0
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v75, v190
	v_xor_b32_e32 v0, v0, v46
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v72, v62
	v_add_u32_e32 v0, vcc, v61, v0
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v77, v191
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v45, v63
	v_add_u32_e32 v0, vcc, v62, v0
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v79, v200
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v46, v61
	v_add_u32_e32 v0, vcc, v63, v0
	v_xor_b32_e32 v1, v1, v45
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v89, v201
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v47, v45
	v_add_u32_e32 v0, vcc, v61, v0
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v91, v202
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v56, v46
	v_add_u32_e32 v0, vcc, v45, v0
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v94, v203
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_xor_b32_e32 v1, v57, v47
	v_add_u32_e32 v0, vcc, v46, v0
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v105, v204
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v45, v56
	v_xor_b32_e32 v60, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v59, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v1, vcc, v42, v47
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v1, vcc, v1, v60
	v_add_u32_e32 v1, vcc, v1, v59
	v_add_u32_e32 v42, vcc, s86, v1
	v_add_u32_e32 v41, vcc, v46, v41
	v_add_u32_e32 v40, vcc, v0, v40
	v_add_u32_e32 v43, vcc, v57, v43
	v_add_u32_e32 v156, vcc, v56, v156
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v137, 0
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v125, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v159, 0
	v_mov_b32_e32 v157, 0
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v169, 0
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v171, 0
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v72, 0
	buffer_store_dword v42, off, s[0:3], 0 offset:272
	buffer_store_dword v41, off, s[0:3], 0 offset:276
	buffer_store_dword v40, off, s[0:3], 0 offset:280
	buffer_store_dword v139, off, s[0:3], 0 offset:292
	buffer_store_dword v139, off, s[0:3], 0 offset:296
	buffer_store_dword v139, off, s[0:3], 0 offset:300
	buffer_store_dword v139, off, s[0:3], 0 offset:304
	buffer_store_dword v139, off, s[0:3], 0 offset:308
	buffer_store_dword v139, off, s[0:3], 0 offset:312
	buffer_store_dword v139, off, s[0:3], 0 offset:316
	buffer_store_dword v139, off, s[0:3], 0 offset:320
	buffer_store_dword v139, off, s[0:3], 0 offset:324
	buffer_store_dword v139, off, s[0:3], 0 offset:328
	buffer_store_dword v139, off, s[0:3], 0 offset:332
	buffer_store_dword v139, off, s[0:3], 0 offset:336
	buffer_store_dword v139, off, s[0:3], 0 offset:340
	buffer_store_dword v139, off, s[0:3], 0 offset:344
.LBB2_10:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[36:37]
	v_lshlrev_b32_e32 v1, 10, v120
	s_add_u32 s34, s74, s87
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v121, v1
	s_addc_u32 s35, s75, 0
	v_or_b32_e32 v44, v1, v0
	v_lshlrev_b32_e32 v202, 3, v158
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v0, v43
	v_mov_b32_e32 v1, v40
	v_mov_b32_e32 v2, v41
	buffer_store_dword v139, off, s[0:3], 0 offset:348
	buffer_store_dword v202, off, s[0:3], 0 offset:352
	v_add_u32_e32 v45, vcc, v156, v72
	s_getpc_b64 s[38:39]
	s_add_u32 s38, s38, _Z9bitselectjjj@rel32@lo+4
	s_addc_u32 s39, s39, _Z9bitselectjjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v45, vcc, v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 5
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s37, s37, _Z6rotatejj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v42
	v_add_u32_e32 v47, vcc, v43, v172
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v47, vcc, v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	v_add_u32_e32 v57, vcc, v40, v171
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v57, vcc, v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v170, v46
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v169, v56
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v168, v45
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v157, v47
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v159, v57
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v57, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v136, v46
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v126, v56
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v125, v45
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v127, v47
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v137, v57
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v57, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v138, v46
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v56, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v57
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[38:39]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v1, vcc, v202, v45
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v158, v136, v72
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v158, v171
	v_xor_b32_e32 v0, v0, v138
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v124, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	v_add_u32_e32 v47, vcc, v47, v124
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v47, vcc, v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v173, v126, v172
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v173, v170
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	v_add_u32_e32 v57, vcc, v57, v107
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v57, vcc, v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v174, v125, v171
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v174, v169
	v_xor_b32_e32 v0, v0, v202
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v106, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	v_add_u32_e32 v46, vcc, v46, v106
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v46, vcc, v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v175, v127, v170
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v175, v168
	v_xor_b32_e32 v0, v0, v124
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v105, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v57
	v_add_u32_e32 v56, vcc, v56, v105
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v56, vcc, v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s83, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v184, v137, v169
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v184, v157
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v1, v47, v46
	v_add_u32_e32 v0, vcc, v45, v104
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v58, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v185, v138, v168
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v185, v159
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v1, v57, v56
	v_add_u32_e32 v0, vcc, v47, v94
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v47, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v157, v136
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v1, v58, v46
	v_add_u32_e32 v0, vcc, v57, v45
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v186, v202, v159
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v186, v126
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v1, v47, v56
	v_add_u32_e32 v0, vcc, v46, v91
	v_xor_b32_e32 v1, v1, v58
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v187, v124, v136
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v187, v125
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v1, v57, v58
	v_add_u32_e32 v0, vcc, v56, v89
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v188, v107, v126
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v188, v127
	v_xor_b32_e32 v0, v0, v45
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v1, v46, v47
	v_add_u32_e32 v0, vcc, v58, v79
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v58, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v189, v106, v125
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v189, v137
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v1, v56, v57
	v_add_u32_e32 v0, vcc, v47, v77
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v190, v105, v127
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v190, v138
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v1, v58, v46
	v_add_u32_e32 v0, vcc, v57, v75
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v59, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v191, v104, v137
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v0, v191, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v47, v56
	v_add_u32_e32 v0, vcc, v46, v57
	v_xor_b32_e32 v1, v1, v60
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v61, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v200, v94, v138
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v200, v202
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v59, v60
	v_add_u32_e32 v0, vcc, v56, v58
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v56, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v0, v45, v124
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v1, v61, v62
	v_add_u32_e32 v0, vcc, v60, v46
	v_xor_b32_e32 v1, v1, v59
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v60, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v201, v91, v202
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v201, v107
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v56, v59
	v_add_u32_e32 v0, vcc, v62, v47
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v62, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v169, v72
	v_xor_b32_e32 v0, v0, v124
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v60, v61
	v_add_u32_e32 v0, vcc, v59, v56
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v59, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v72, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v0, v168, v172
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v62, v63
	v_add_u32_e32 v0, vcc, v61, v59
	v_xor_b32_e32 v1, v1, v73
	v_add_u32_e32 v60, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v60, v0
	v_add_u32_e32 v74, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v0, v157, v171
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v72, v73
	v_add_u32_e32 v0, vcc, v63, v60
	v_xor_b32_e32 v1, v1, v76
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v63, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v0, v159, v170
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v1, v74, v76
	v_add_u32_e32 v0, vcc, v73, v61
	v_xor_b32_e32 v1, v1, v72
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v73, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v0, v136, v169
	v_xor_b32_e32 v0, v0, v104
	v_xor_b32_e32 v0, v0, v46
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v1, v63, v72
	v_add_u32_e32 v0, vcc, v76, v62
	v_xor_b32_e32 v1, v1, v74
	v_add_u32_e32 v76, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v76, v0
	v_add_u32_e32 v76, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v0, v126, v168
	v_xor_b32_e32 v0, v0, v94
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v1, v73, v74
	v_add_u32_e32 v0, vcc, v72, v63
	v_xor_b32_e32 v1, v1, v78
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v76
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v88, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v0, v125, v157
	v_xor_b32_e32 v0, v0, v45
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v1, v76, v78
	v_add_u32_e32 v0, vcc, v74, v72
	v_xor_b32_e32 v1, v1, v90
	v_add_u32_e32 v73, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v88
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v73, v0
	v_add_u32_e32 v92, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v76
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v0, v127, v159
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v1, v88, v90
	v_add_u32_e32 v0, vcc, v78, v73
	v_xor_b32_e32 v1, v1, v93
	v_add_u32_e32 v74, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v74, v0
	v_add_u32_e32 v78, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v88
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v0, v137, v136
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v2, v92, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, v88
	v_add_u32_e32 v76, vcc, v90, v74
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v76, vcc, v76, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v78
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v76, v0
	v_add_u32_e32 v90, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v0, v138, v126
	v_xor_b32_e32 v0, v0, v79
	v_xor_b32_e32 v0, v0, v61
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v2, v78, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v78
	v_mov_b32_e32 v1, v92
	v_add_u32_e32 v93, vcc, v93, v76
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v93, vcc, v93, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v93, v0
	v_add_u32_e32 v93, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v78
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v0, v125, v77
	v_xor_b32_e32 v0, v0, v62
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v2, v90, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, v95
	v_add_u32_e32 v88, vcc, v88, v78
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v88, vcc, v88, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v88, v0
	v_add_u32_e32 v125, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v202, v127
	v_xor_b32_e32 v0, v0, v75
	v_xor_b32_e32 v0, v0, v63
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v2, v93, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v90, vcc, v92, v88
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v90, vcc, v90, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v90, v0
	v_add_u32_e32 v127, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v124, v137
	v_xor_b32_e32 v0, v0, v57
	v_xor_b32_e32 v0, v0, v72
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v2, v125, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v92, vcc, v95, v90
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v92, vcc, v92, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v92, v0
	v_add_u32_e32 v95, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v107, v138
	v_xor_b32_e32 v0, v0, v58
	v_xor_b32_e32 v0, v0, v73
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v2, v127, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v125
	v_add_u32_e32 v93, vcc, v126, v92
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v93, vcc, v93, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v93, v0
	v_add_u32_e32 v126, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v106, v46
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v2, v95, v125
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v136, vcc, v136, v93
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v136, vcc, v136, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v136, v0
	v_add_u32_e32 v136, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v137, v0
	v_xor_b32_e32 v0, v105, v202
	v_xor_b32_e32 v0, v0, v47
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v137
	v_add_u32_e32 v125, vcc, v125, v95
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v125, vcc, v125, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v125, v0
	v_add_u32_e32 v125, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v104, v124
	v_xor_b32_e32 v0, v0, v56
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v124, v0
	v_xor_b32_e32 v2, v136, v137
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v127, vcc, v127, v124
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v127, vcc, v127, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v127, v0
	v_add_u32_e32 v127, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v94, v107
	v_xor_b32_e32 v0, v0, v59
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v2, v125, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v137, vcc, v137, v107
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v137, vcc, v137, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v137, v0
	v_add_u32_e32 v137, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v45, v106
	v_xor_b32_e32 v0, v0, v60
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v2, v127, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v125
	v_add_u32_e32 v126, vcc, v126, v106
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v126, vcc, v126, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v91, v105
	v_xor_b32_e32 v0, v0, v61
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v138, v0
	v_xor_b32_e32 v2, v137, v125
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v105, vcc, v136, v138
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v105, vcc, v105, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v105, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v89, v104
	v_xor_b32_e32 v0, v0, v62
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v125, vcc, v125, v104
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v125, vcc, v125, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v125, v0
	v_add_u32_e32 v125, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v79, v94
	v_xor_b32_e32 v0, v0, v63
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v2, v105, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v127, vcc, v127, v94
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v127, vcc, v127, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v127, v0
	v_add_u32_e32 v127, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v137, v0
	v_xor_b32_e32 v0, v77, v45
	v_xor_b32_e32 v0, v0, v72
	v_xor_b32_e32 v0, v0, v124
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v2, v125, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, v137
	v_add_u32_e32 v124, vcc, v136, v105
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v124, vcc, v124, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v124, v0
	v_add_u32_e32 v124, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v75, v91
	v_xor_b32_e32 v0, v0, v73
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v2, v127, v137
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v125
	v_add_u32_e32 v107, vcc, v126, v91
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v107, vcc, v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v57, v89
	v_xor_b32_e32 v0, v0, v74
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v2, v124, v125
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v106, vcc, v137, v89
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v106, vcc, v106, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v124, v0
	v_xor_b32_e32 v0, v58, v79
	v_xor_b32_e32 v0, v0, v76
	v_xor_b32_e32 v0, v0, v138
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v2, v107, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, v124
	v_add_u32_e32 v125, vcc, v125, v79
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v125, vcc, v125, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v125, v0
	v_add_u32_e32 v125, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v46, v77
	v_xor_b32_e32 v0, v0, v78
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v2, v106, v124
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, v107
	v_add_u32_e32 v126, vcc, v126, v77
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v126, vcc, v126, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v47, v75
	v_xor_b32_e32 v0, v0, v88
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v2, v125, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, v106
	v_add_u32_e32 v124, vcc, v124, v75
	s_swappc_b64 s[30:31], s[38:39]
	v_add_u32_e32 v124, vcc, v124, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v124, v0
	v_add_u32_e32 v124, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v125, v0
	v_xor_b32_e32 v0, v56, v57
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v106, v126
	v_add_u32_e32 v0, vcc, v107, v57
	v_xor_b32_e32 v1, v1, v125
	v_add_u32_e32 v107, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v59, v58
	v_xor_b32_e32 v0, v0, v92
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v125, v124
	v_add_u32_e32 v0, vcc, v106, v58
	v_xor_b32_e32 v1, v1, v126
	v_add_u32_e32 v106, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v124
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v124, v0
	v_xor_b32_e32 v0, v60, v46
	v_xor_b32_e32 v0, v0, v93
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v1, v107, v126
	v_add_u32_e32 v0, vcc, v125, v46
	v_xor_b32_e32 v1, v1, v124
	v_add_u32_e32 v125, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v125, v0
	v_add_u32_e32 v125, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v61, v47
	v_xor_b32_e32 v0, v0, v95
	v_xor_b32_e32 v0, v0, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v106, v124
	v_add_u32_e32 v0, vcc, v126, v47
	v_xor_b32_e32 v1, v1, v107
	v_add_u32_e32 v126, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v56, v158
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v125, v107
	v_add_u32_e32 v0, vcc, v124, v56
	v_xor_b32_e32 v1, v1, v106
	v_add_u32_e32 v104, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v104, v0
	v_add_u32_e32 v104, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v125
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v124, v0
	v_xor_b32_e32 v0, v59, v173
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v126, v106
	v_add_u32_e32 v0, vcc, v107, v59
	v_xor_b32_e32 v1, v1, v124
	v_add_u32_e32 v94, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v94, v0
	v_add_u32_e32 v94, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v60, v174
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v104, v124
	v_add_u32_e32 v0, vcc, v106, v60
	v_xor_b32_e32 v1, v1, v107
	v_add_u32_e32 v105, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v105, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v0, v61, v175
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v1, v94, v107
	v_add_u32_e32 v0, vcc, v124, v61
	v_xor_b32_e32 v1, v1, v104
	v_add_u32_e32 v91, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v91, v0
	v_add_u32_e32 v91, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v0, v62, v184
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v105, v104
	v_add_u32_e32 v0, vcc, v107, v0
	v_xor_b32_e32 v1, v1, v94
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v62, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v0, v63, v185
	v_xor_b32_e32 v0, v0, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v91, v94
	v_add_u32_e32 v0, vcc, v104, v0
	v_xor_b32_e32 v1, v1, v89
	v_add_u32_e32 v63, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v63, v0
	v_add_u32_e32 v63, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v0, v72, v157
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v62, v89
	v_add_u32_e32 v0, vcc, v94, v0
	v_xor_b32_e32 v1, v1, v79
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v72, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v73, v186
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v63, v79
	v_add_u32_e32 v0, vcc, v89, v0
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v73, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v73, v0
	v_add_u32_e32 v73, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v74, v187
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v72, v62
	v_add_u32_e32 v0, vcc, v79, v0
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v0, v76, v188
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v73, v63
	v_add_u32_e32 v0, vcc, v62, v0
	v_xor_b32_e32 v1, v1, v72
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v58, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v78, v189
	v_xor_b32_e32 v0, v0, v46
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v57, v72
	v_add_u32_e32 v0, vcc, v63, v0
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v88, v190
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v58, v62
	v_add_u32_e32 v0, vcc, v72, v0
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v90, v191
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v46, v57
	v_add_u32_e32 v0, vcc, v62, v0
	v_xor_b32_e32 v1, v1, v58
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v92, v200
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v47, v58
	v_add_u32_e32 v0, vcc, v57, v0
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v93, v45
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_xor_b32_e32 v1, v56, v46
	v_add_u32_e32 v0, vcc, v58, v0
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s86, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v95, v201
	v_xor_b32_e32 v0, v0, v61
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v57, v47
	v_xor_b32_e32 v60, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v59, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v44
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v1, s88
	v_mov_b32_e32 v2, s89
	flat_load_dwordx3 v[1:3], v[1:2]
	v_add_u32_e32 v4, vcc, v56, v43
	v_readlane_b32 s4, v108, 6
	v_readlane_b32 s5, v108, 7
	v_mov_b32_e32 v7, s5
	v_lshlrev_b32_e64 v8, v4, 1
	v_readlane_b32 s6, v108, 8
	v_readlane_b32 s7, v108, 9
	v_readlane_b32 s8, v108, 10
	v_readlane_b32 s9, v108, 11
	v_readlane_b32 s10, v108, 12
	v_readlane_b32 s11, v108, 13
	v_readlane_b32 s12, v108, 14
	v_readlane_b32 s13, v108, 15
	v_readlane_b32 s14, v108, 16
	v_readlane_b32 s15, v108, 17
	v_readlane_b32 s16, v108, 18
	v_readlane_b32 s17, v108, 19
	v_readlane_b32 s18, v108, 20
	v_readlane_b32 s19, v108, 21
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v5, v2, v4
	v_and_b32_e32 v138, v5, v1
	v_lshlrev_b64 v[5:6], 2, v[138:139]
	v_add_u32_e32 v5, vcc, s4, v5
	v_addc_u32_e32 v6, vcc, v7, v6, vcc
	flat_load_dword v9, v[5:6]
	v_add_u32_e32 v7, vcc, v42, v46
	v_add_u32_e32 v10, vcc, v7, v58
	v_add_u32_e32 v7, vcc, v0, v40
	v_add_u32_e32 v0, vcc, v10, v60
	v_add_u32_e32 v0, vcc, v0, v59
	v_add_u32_e32 v5, vcc, v45, v41
	v_add_u32_e32 v0, vcc, s86, v0
	v_add_u32_e32 v6, vcc, v47, v156
	buffer_store_dword v5, off, s[0:3], 0 offset:276
	buffer_store_dword v4, off, s[0:3], 0 offset:284
	buffer_store_dword v6, off, s[0:3], 0 offset:288
	buffer_store_dword v0, off, s[0:3], 0 offset:272
	buffer_store_dword v7, off, s[0:3], 0 offset:280
	s_waitcnt vmcnt(5)
	v_and_b32_e32 v0, v9, v8
	v_cmp_ne_u32_e32 vcc, 0, v0
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_24
; %bb.11:                               ;   in Loop: Header=BB2_8 Depth=1
	v_and_b32_e32 v10, 31, v2
	v_lshrrev_b32_e32 v0, v10, v6
	v_and_b32_e32 v138, v0, v1
	v_lshlrev_b64 v[11:12], 2, v[138:139]
	v_readlane_b32 s8, v108, 6
	v_readlane_b32 s10, v108, 8
	v_readlane_b32 s11, v108, 9
	v_mov_b32_e32 v0, s11
	v_add_u32_e32 v11, vcc, s10, v11
	v_addc_u32_e32 v12, vcc, v0, v12, vcc
	flat_load_dword v2, v[11:12]
	v_lshlrev_b32_e64 v0, v6, 1
	v_mov_b32_e32 v9, 0
	v_readlane_b32 s9, v108, 7
	v_readlane_b32 s12, v108, 10
	v_readlane_b32 s13, v108, 11
	v_readlane_b32 s14, v108, 12
	v_readlane_b32 s15, v108, 13
	v_readlane_b32 s16, v108, 14
	v_readlane_b32 s17, v108, 15
	v_readlane_b32 s18, v108, 16
	v_readlane_b32 s19, v108, 17
	v_readlane_b32 s20, v108, 18
	v_readlane_b32 s21, v108, 19
	v_readlane_b32 s22, v108, 20
	v_readlane_b32 s23, v108, 21
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v2, v2, v0
	v_cmp_ne_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB2_23
; %bb.12:                               ;   in Loop: Header=BB2_8 Depth=1
	v_lshrrev_b32_e32 v2, v10, v7
	v_and_b32_e32 v138, v2, v1
	v_lshlrev_b64 v[11:12], 2, v[138:139]
	v_readlane_b32 s8, v108, 6
	v_readlane_b32 s12, v108, 10
	v_readlane_b32 s13, v108, 11
	v_mov_b32_e32 v2, s13
	v_add_u32_e32 v11, vcc, s12, v11
	v_addc_u32_e32 v12, vcc, v2, v12, vcc
	flat_load_dword v9, v[11:12]
	v_lshlrev_b32_e64 v2, v7, 1
	v_readlane_b32 s9, v108, 7
	v_readlane_b32 s10, v108, 8
	v_readlane_b32 s11, v108, 9
	v_readlane_b32 s14, v108, 12
	v_readlane_b32 s15, v108, 13
	v_readlane_b32 s16, v108, 14
	v_readlane_b32 s17, v108, 15
	v_readlane_b32 s18, v108, 16
	v_readlane_b32 s19, v108, 17
	v_readlane_b32 s20, v108, 18
	v_readlane_b32 s21, v108, 19
	v_readlane_b32 s22, v108, 20
	v_readlane_b32 s23, v108, 21
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, v9, v2
	v_cmp_ne_u32_e32 vcc, 0, v9
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_22
; %bb.13:                               ;   in Loop: Header=BB2_8 Depth=1
	v_lshrrev_b32_e32 v9, v10, v5
	v_and_b32_e32 v138, v9, v1
	v_lshlrev_b64 v[9:10], 2, v[138:139]
	v_readlane_b32 s12, v108, 6
	v_readlane_b32 s18, v108, 12
	v_readlane_b32 s19, v108, 13
	v_mov_b32_e32 v11, s19
	v_add_u32_e32 v9, vcc, s18, v9
	v_addc_u32_e32 v10, vcc, v11, v10, vcc
	flat_load_dword v9, v[9:10]
	v_readlane_b32 s13, v108, 7
	v_readlane_b32 s14, v108, 8
	v_readlane_b32 s15, v108, 9
	v_readlane_b32 s16, v108, 10
	v_readlane_b32 s17, v108, 11
	v_readlane_b32 s20, v108, 14
	v_readlane_b32 s21, v108, 15
	v_readlane_b32 s22, v108, 16
	v_readlane_b32 s23, v108, 17
	v_readlane_b32 s24, v108, 18
	v_readlane_b32 s25, v108, 19
	v_readlane_b32 s26, v108, 20
	v_readlane_b32 s27, v108, 21
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v9, v5, v9
	v_and_b32_e32 v9, 1, v9
	v_cmp_eq_u32_e32 vcc, 1, v9
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB2_21
; %bb.14:                               ;   in Loop: Header=BB2_8 Depth=1
	v_lshrrev_b32_e32 v9, v3, v4
	v_and_b32_e32 v138, v9, v1
	v_lshlrev_b64 v[9:10], 2, v[138:139]
	v_readlane_b32 s12, v108, 6
	v_readlane_b32 s20, v108, 14
	v_readlane_b32 s21, v108, 15
	v_mov_b32_e32 v11, s21
	v_add_u32_e32 v9, vcc, s20, v9
	v_addc_u32_e32 v10, vcc, v11, v10, vcc
	flat_load_dword v9, v[9:10]
	v_readlane_b32 s13, v108, 7
	v_readlane_b32 s14, v108, 8
	v_readlane_b32 s15, v108, 9
	v_readlane_b32 s16, v108, 10
	v_readlane_b32 s17, v108, 11
	v_readlane_b32 s18, v108, 12
	v_readlane_b32 s19, v108, 13
	v_readlane_b32 s22, v108, 16
	v_readlane_b32 s23, v108, 17
	v_readlane_b32 s24, v108, 18
	v_readlane_b32 s25, v108, 19
	v_readlane_b32 s26, v108, 20
	v_readlane_b32 s27, v108, 21
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v8, v9, v8
	v_cmp_ne_u32_e32 vcc, 0, v8
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB2_20
; %bb.15:                               ;   in Loop: Header=BB2_8 Depth=1
	v_and_b32_e32 v3, 31, v3
	v_lshrrev_b32_e32 v8, v3, v6
	v_and_b32_e32 v138, v8, v1
	v_lshlrev_b64 v[8:9], 2, v[138:139]
	v_readlane_b32 s16, v108, 6
	v_readlane_b32 s26, v108, 16
	v_readlane_b32 s27, v108, 17
	v_mov_b32_e32 v10, s27
	v_add_u32_e32 v8, vcc, s26, v8
	v_addc_u32_e32 v9, vcc, v10, v9, vcc
	flat_load_dword v8, v[8:9]
	v_mov_b32_e32 v9, 0
	v_readlane_b32 s17, v108, 7
	v_readlane_b32 s18, v108, 8
	v_readlane_b32 s19, v108, 9
	v_readlane_b32 s20, v108, 10
	v_readlane_b32 s21, v108, 11
	v_readlane_b32 s22, v108, 12
	v_readlane_b32 s23, v108, 13
	v_readlane_b32 s24, v108, 14
	v_readlane_b32 s25, v108, 15
	v_readlane_b32 s28, v108, 18
	v_readlane_b32 s29, v108, 19
	v_readlane_b32 s30, v108, 20
	v_readlane_b32 s31, v108, 21
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, v8, v0
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB2_19
; %bb.16:                               ;   in Loop: Header=BB2_8 Depth=1
	v_lshrrev_b32_e32 v0, v3, v7
	v_and_b32_e32 v138, v0, v1
	v_lshlrev_b64 v[8:9], 2, v[138:139]
	v_readlane_b32 s16, v108, 6
	v_readlane_b32 s28, v108, 18
	v_readlane_b32 s29, v108, 19
	v_mov_b32_e32 v0, s29
	v_add_u32_e32 v8, vcc, s28, v8
	v_addc_u32_e32 v9, vcc, v0, v9, vcc
	flat_load_dword v0, v[8:9]
	v_readlane_b32 s17, v108, 7
	v_mov_b32_e32 v9, 0
	v_readlane_b32 s18, v108, 8
	v_readlane_b32 s19, v108, 9
	v_readlane_b32 s20, v108, 10
	v_readlane_b32 s21, v108, 11
	v_readlane_b32 s22, v108, 12
	v_readlane_b32 s23, v108, 13
	v_readlane_b32 s24, v108, 14
	v_readlane_b32 s25, v108, 15
	v_readlane_b32 s26, v108, 16
	v_readlane_b32 s27, v108, 17
	v_readlane_b32 s30, v108, 20
	v_readlane_b32 s31, v108, 21
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, v0, v2
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_18
; %bb.17:                               ;   in Loop: Header=BB2_8 Depth=1
	v_lshrrev_b32_e32 v0, v3, v5
	v_and_b32_e32 v138, v0, v1
	v_lshlrev_b64 v[0:1], 2, v[138:139]
	v_readlane_b32 s36, v108, 6
	v_readlane_b32 s50, v108, 20
	v_readlane_b32 s51, v108, 21
	v_mov_b32_e32 v2, s51
	v_add_u32_e32 v0, vcc, s50, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	v_and_b32_e32 v1, 31, v5
	v_readlane_b32 s37, v108, 7
	v_readlane_b32 s38, v108, 8
	v_readlane_b32 s39, v108, 9
	v_readlane_b32 s40, v108, 10
	v_readlane_b32 s41, v108, 11
	v_readlane_b32 s42, v108, 12
	v_readlane_b32 s43, v108, 13
	v_readlane_b32 s44, v108, 14
	v_readlane_b32 s45, v108, 15
	v_readlane_b32 s46, v108, 16
	v_readlane_b32 s47, v108, 17
	v_readlane_b32 s48, v108, 18
	v_readlane_b32 s49, v108, 19
	s_waitcnt vmcnt(0)
	v_bfe_u32 v9, v0, v1, 1
.LBB2_18:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB2_19:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[14:15]
.LBB2_20:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[12:13]
.LBB2_21:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[10:11]
.LBB2_22:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB2_23:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[6:7]
.LBB2_24:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v9
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB2_7
; %bb.25:                               ;   in Loop: Header=BB2_8 Depth=1
	v_mov_b32_e32 v0, s96
	v_mov_b32_e32 v1, s97
	flat_load_dwordx2 v[0:1], v[0:1]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 vcc, exec, vcc
	s_cbranch_vccnz .LBB2_43
; %bb.26:                               ;   in Loop: Header=BB2_8 Depth=1
	v_readlane_b32 s4, v108, 0
	v_readlane_b32 s5, v108, 1
	v_readlane_b32 s6, v108, 2
	v_readlane_b32 s7, v108, 3
	v_mad_u64_u32 v[2:3], s[4:5], v1, 20, s[6:7]
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v8, 0
	s_branch .LBB2_28
.LBB2_27:                               ;   in Loop: Header=BB2_28 Depth=2
	s_or_b64 exec, exec, s[8:9]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[6:7], s[4:5], s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB2_42
.LBB2_28:                               ;   Parent Loop BB2_8 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v9, 1, v0
	v_add_u32_e32 v42, vcc, v9, v8
	v_mad_u64_u32 v[10:11], s[4:5], v42, 20, v[2:3]
	v_add_u32_e32 v10, vcc, 4, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v5, v11
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB2_40
; %bb.29:                               ;   in Loop: Header=BB2_28 Depth=2
	v_cmp_ge_u32_e32 vcc, v5, v11
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_39
; %bb.30:                               ;   in Loop: Header=BB2_28 Depth=2
	v_mad_u64_u32 v[10:11], s[10:11], v42, 20, v[2:3]
	v_add_u32_e32 v10, vcc, 8, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v7, v11
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB2_38
; %bb.31:                               ;   in Loop: Header=BB2_28 Depth=2
	v_cmp_ge_u32_e32 vcc, v7, v11
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB2_37
; %bb.32:                               ;   in Loop: Header=BB2_28 Depth=2
	v_mad_u64_u32 v[10:11], s[14:15], v42, 20, v[2:3]
	v_add_u32_e32 v10, vcc, 16, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v11, v[10:11]
	v_mov_b32_e32 v10, 1
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc, v6, v11
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB2_36
; %bb.33:                               ;   in Loop: Header=BB2_28 Depth=2
	v_cmp_ge_u32_e32 vcc, v6, v11
	v_mov_b32_e32 v10, -1
	s_and_saveexec_b64 s[16:17], vcc
	s_cbranch_execz .LBB2_35
; %bb.34:                               ;   in Loop: Header=BB2_28 Depth=2
	v_mad_u64_u32 v[10:11], s[18:19], v42, 20, v[2:3]
	v_add_u32_e32 v10, vcc, 12, v10
	v_addc_u32_e32 v11, vcc, 0, v11, vcc
	flat_load_dword v10, v[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32_e32 vcc, v4, v10
	v_cndmask_b32_e64 v11, 0, -1, vcc
	v_cmp_le_u32_e32 vcc, v4, v10
	v_cndmask_b32_e32 v10, 1, v11, vcc
.LBB2_35:                               ;   in Loop: Header=BB2_28 Depth=2
	s_or_b64 exec, exec, s[16:17]
.LBB2_36:                               ;   in Loop: Header=BB2_28 Depth=2
	s_or_b64 exec, exec, s[14:15]
.LBB2_37:                               ;   in Loop: Header=BB2_28 Depth=2
	s_or_b64 exec, exec, s[12:13]
.LBB2_38:                               ;   in Loop: Header=BB2_28 Depth=2
	s_or_b64 exec, exec, s[10:11]
.LBB2_39:                               ;   in Loop: Header=BB2_28 Depth=2
	s_or_b64 exec, exec, s[8:9]
.LBB2_40:                               ;   in Loop: Header=BB2_28 Depth=2
	s_or_b64 exec, exec, s[4:5]
	v_cmp_ne_u32_e32 vcc, 0, v10
	s_mov_b64 s[4:5], -1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_27
; %bb.41:                               ;   in Loop: Header=BB2_28 Depth=2
	v_add_u32_e32 v9, vcc, 1, v9
	v_cmp_lt_i32_e32 vcc, 0, v10
	v_cndmask_b32_e32 v9, 0, v9, vcc
	v_add_u32_e64 v8, s[4:5], v9, v8
	v_subbrev_u32_e32 v9, vcc, 0, v0, vcc
	v_cmp_gt_u32_e32 vcc, 2, v9
	v_lshrrev_b32_e32 v0, 1, v9
	v_mov_b32_e32 v42, -1
	s_orn2_b64 s[4:5], vcc, exec
	s_branch .LBB2_27
.LBB2_42:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_b64 exec, exec, s[6:7]
	s_branch .LBB2_44
.LBB2_43:                               ;   in Loop: Header=BB2_8 Depth=1
	v_mov_b32_e32 v42, -1
.LBB2_44:                               ;   in Loop: Header=BB2_8 Depth=1
	v_cmp_ne_u32_e32 vcc, -1, v42
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_7
; %bb.45:                               ;   in Loop: Header=BB2_8 Depth=1
	buffer_store_dword v154, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v138, vcc, v42, v1
	v_lshlrev_b64 v[0:1], 2, v[138:139]
	v_mov_b32_e32 v3, s93
	v_add_u32_e32 v0, vcc, s92, v0
	v_lshlrev_b32_e32 v4, 10, v120
	v_addc_u32_e32 v1, vcc, v3, v1, vcc
	s_add_u32 s8, s74, s87
	v_lshlrev_b32_e32 v3, 20, v111
	v_or_b32_e32 v4, v121, v4
	s_addc_u32 s9, s75, 0
	v_or_b32_e32 v31, v4, v3
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s37, s37, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB2_7
; %bb.46:                               ;   in Loop: Header=BB2_8 Depth=1
	v_mov_b32_e32 v0, s98
	v_mov_b32_e32 v1, s99
	v_mov_b32_e32 v2, s96
	v_mov_b32_e32 v3, s97
	flat_load_dword v41, v[0:1]
	flat_load_dword v40, v[2:3]
	buffer_store_dword v154, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v120
	v_readlane_b32 s16, v108, 4
	s_add_u32 s8, s74, s87
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v121, v1
	v_readlane_b32 s17, v108, 5
	s_addc_u32 s9, s75, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	s_swappc_b64 s[30:31], s[36:37]
	v_cmp_ge_u32_e32 vcc, v0, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[36:37], exec, s[4:5]
	s_cbranch_execz .LBB2_48
; %bb.47:                               ;   in Loop: Header=BB2_8 Depth=1
	buffer_store_dword v154, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v120
	v_readlane_b32 s18, v108, 4
	s_add_u32 s8, s74, s87
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v121, v1
	v_readlane_b32 s19, v108, 5
	s_addc_u32 s9, s75, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr41
.LBB2_48:                               ;   in Loop: Header=BB2_8 Depth=1
	s_or_saveexec_b64 s[4:5], s[36:37]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB2_7
; %bb.49:                               ;   in Loop: Header=BB2_8 Depth=1
	v_mov_b32_e32 v1, v139
	v_lshlrev_b64 v[0:1], 5, v[0:1]
	v_readlane_b32 s4, v108, 0
	v_readlane_b32 s5, v108, 1
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[109:110]
	v_add_u32_e32 v0, vcc, 24, v0
	v_mov_b32_e32 v40, s100
	v_mov_b32_e32 v43, v138
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v138, v139
	v_readlane_b32 s6, v108, 2
	v_readlane_b32 s7, v108, 3
	flat_store_dwordx4 v[2:3], v[40:43]
	flat_store_dwordx2 v[0:1], v[138:139]
	s_branch .LBB2_7
.LBB2_50:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m00100_mxx
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 17056
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 207
		.amdhsa_next_free_sgpr 102
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
	.size	m00100_mxx, .Lfunc_end2-m00100_mxx
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 33976
; NumSgprs: 108
; NumVgprs: 207
; ScratchSize: 17056
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 51
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 207
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	m00100_sxx              ; -- Begin function m00100_sxx
	.globl	m00100_sxx
	.p2align	8
	.type	m00100_sxx,@function
m00100_sxx:                             ; @m00100_sxx
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v122, v1
	s_load_dwordx2 s[34:35], s[8:9], 0xc0
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[74:75], s[8:9]
	v_mov_b32_e32 v111, v2
	v_mov_b32_e32 v123, v0
	v_lshlrev_b32_e32 v1, 10, v122
	s_mov_b32 s80, s16
	s_add_u32 s8, s74, 0xc8
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v123, v1
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 s82, s14
	s_addc_u32 s9, s75, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b32 s12, s14
	s_mov_b32 s13, s15
	s_mov_b32 s14, s80
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x5c00
	s_mov_b32 s81, s15
	s_mov_b64 s[72:73], s[10:11]
	s_mov_b64 s[76:77], s[6:7]
	s_mov_b64 s[78:79], s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s17, s17, _Z13get_global_idj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	s_load_dwordx2 s[4:5], s[34:35], 0x38
	v_mov_b32_e32 v109, v0
	v_mov_b32_e32 v110, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc, s[4:5], v[109:110]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_16
; %bb.1:
	s_movk_i32 s8, 0x104
	v_mul_lo_u32 v2, v110, s8
	v_mad_u64_u32 v[0:1], s[4:5], v109, s8, 0
	s_load_dwordx2 s[4:5], s[74:75], 0x0
	s_load_dwordx2 s[92:93], s[74:75], 0x18
	s_movk_i32 s6, 0x100
	v_add_u32_e32 v1, vcc, v1, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v0, vcc, s6, v0
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	flat_load_dword v124, v[0:1]
	s_load_dwordx4 s[12:15], s[74:75], 0x70
	s_load_dword s6, s[34:35], 0x20
	s_load_dwordx2 s[10:11], s[74:75], 0x80
	v_mov_b32_e32 v141, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s14
	v_writelane_b32 v108, s10, 0
	v_writelane_b32 v108, s11, 1
	v_writelane_b32 v108, s12, 2
	v_mov_b32_e32 v1, s15
	v_mad_u64_u32 v[0:1], s[6:7], s6, 20, v[0:1]
	s_load_dwordx2 s[6:7], s[74:75], 0x98
	v_writelane_b32 v108, s13, 3
	v_writelane_b32 v108, s14, 4
	v_writelane_b32 v108, s15, 5
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v108, s6, 6
	v_writelane_b32 v108, s7, 7
	s_add_u32 s6, s34, 32
	s_addc_u32 s7, s35, 0
	v_writelane_b32 v108, s6, 8
	v_writelane_b32 v108, s7, 9
	v_readfirstlane_b32 s6, v0
	v_readfirstlane_b32 s7, v1
	s_load_dwordx4 s[88:91], s[6:7], 0x4
	buffer_store_dword v141, off, s[0:3], 0 offset:268
	buffer_store_dword v141, off, s[0:3], 0 offset:264
	buffer_store_dword v141, off, s[0:3], 0 offset:260
	buffer_store_dword v141, off, s[0:3], 0 offset:256
	buffer_store_dword v141, off, s[0:3], 0 offset:252
	buffer_store_dword v141, off, s[0:3], 0 offset:248
	buffer_store_dword v141, off, s[0:3], 0 offset:244
	buffer_store_dword v141, off, s[0:3], 0 offset:240
	buffer_store_dword v141, off, s[0:3], 0 offset:236
	buffer_store_dword v141, off, s[0:3], 0 offset:232
	buffer_store_dword v141, off, s[0:3], 0 offset:228
	buffer_store_dword v141, off, s[0:3], 0 offset:224
	buffer_store_dword v141, off, s[0:3], 0 offset:220
	buffer_store_dword v141, off, s[0:3], 0 offset:216
	buffer_store_dword v141, off, s[0:3], 0 offset:212
	buffer_store_dword v141, off, s[0:3], 0 offset:208
	buffer_store_dword v141, off, s[0:3], 0 offset:204
	buffer_store_dword v141, off, s[0:3], 0 offset:200
	buffer_store_dword v141, off, s[0:3], 0 offset:196
	buffer_store_dword v141, off, s[0:3], 0 offset:192
	buffer_store_dword v141, off, s[0:3], 0 offset:188
	buffer_store_dword v141, off, s[0:3], 0 offset:184
	buffer_store_dword v141, off, s[0:3], 0 offset:180
	buffer_store_dword v141, off, s[0:3], 0 offset:176
	buffer_store_dword v141, off, s[0:3], 0 offset:172
	buffer_store_dword v141, off, s[0:3], 0 offset:168
	buffer_store_dword v141, off, s[0:3], 0 offset:164
	buffer_store_dword v141, off, s[0:3], 0 offset:160
	buffer_store_dword v141, off, s[0:3], 0 offset:156
	buffer_store_dword v141, off, s[0:3], 0 offset:152
	buffer_store_dword v141, off, s[0:3], 0 offset:148
	buffer_store_dword v141, off, s[0:3], 0 offset:144
	buffer_store_dword v141, off, s[0:3], 0 offset:140
	buffer_store_dword v141, off, s[0:3], 0 offset:136
	buffer_store_dword v141, off, s[0:3], 0 offset:132
	buffer_store_dword v141, off, s[0:3], 0 offset:128
	buffer_store_dword v141, off, s[0:3], 0 offset:124
	buffer_store_dword v141, off, s[0:3], 0 offset:120
	buffer_store_dword v141, off, s[0:3], 0 offset:116
	buffer_store_dword v141, off, s[0:3], 0 offset:112
	buffer_store_dword v141, off, s[0:3], 0 offset:108
	buffer_store_dword v141, off, s[0:3], 0 offset:104
	buffer_store_dword v141, off, s[0:3], 0 offset:100
	buffer_store_dword v141, off, s[0:3], 0 offset:96
	buffer_store_dword v141, off, s[0:3], 0 offset:92
	buffer_store_dword v141, off, s[0:3], 0 offset:88
	buffer_store_dword v141, off, s[0:3], 0 offset:84
	buffer_store_dword v141, off, s[0:3], 0 offset:80
	buffer_store_dword v141, off, s[0:3], 0 offset:76
	buffer_store_dword v141, off, s[0:3], 0 offset:72
	buffer_store_dword v141, off, s[0:3], 0 offset:68
	buffer_store_dword v141, off, s[0:3], 0 offset:64
	buffer_store_dword v141, off, s[0:3], 0 offset:60
	buffer_store_dword v141, off, s[0:3], 0 offset:56
	buffer_store_dword v141, off, s[0:3], 0 offset:52
	buffer_store_dword v141, off, s[0:3], 0 offset:48
	buffer_store_dword v141, off, s[0:3], 0 offset:44
	buffer_store_dword v141, off, s[0:3], 0 offset:40
	buffer_store_dword v141, off, s[0:3], 0 offset:36
	buffer_store_dword v141, off, s[0:3], 0 offset:32
	buffer_store_dword v141, off, s[0:3], 0 offset:28
	buffer_store_dword v141, off, s[0:3], 0 offset:24
	buffer_store_dword v141, off, s[0:3], 0 offset:20
	buffer_store_dword v141, off, s[0:3], 0 offset:16
	s_waitcnt vmcnt(14)
	v_cmp_ne_u32_e32 vcc, 0, v124
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB3_5
; %bb.2:
	v_mul_lo_u32 v3, v110, s8
	v_mad_u64_u32 v[0:1], s[10:11], v109, s8, 0
	s_mov_b32 s9, 0
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v2, 16
	v_add_u32_e32 v1, vcc, v1, v3
	s_mov_b32 s12, 0
	s_mov_b32 s8, s9
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	s_lshl_b64 s[14:15], s[8:9], 2
	s_add_u32 s13, s14, s4
	s_addc_u32 s14, s15, s5
	v_mov_b32_e32 v4, s14
	v_add_u32_e32 v3, vcc, s13, v0
	v_addc_u32_e32 v4, vcc, v4, v1, vcc
	flat_load_dword v3, v[3:4]
	v_add_u32_e32 v4, vcc, s12, v2
	s_add_i32 s12, s12, 4
	s_add_i32 s8, s8, 1
	v_cmp_ge_u32_e32 vcc, s12, v124
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, v4, s[0:3], 0 offen
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB3_3
; %bb.4:
	s_or_b64 exec, exec, s[10:11]
	buffer_load_dword v141, off, s[0:3], 0 offset:16
.LBB3_5:
	s_or_b64 exec, exec, s[6:7]
	s_load_dword s4, s[34:35], 0x18
	s_add_u32 s6, s34, 24
	s_addc_u32 s7, s35, 0
	v_writelane_b32 v108, s6, 10
	v_writelane_b32 v108, s7, 11
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_mov_b32 s101, 0
	s_cbranch_scc1 .LBB3_16
; %bb.6:
	s_add_u32 s4, s34, 12
	s_addc_u32 s5, s35, 0
	v_writelane_b32 v108, s4, 12
	v_writelane_b32 v108, s5, 13
	s_add_u32 s4, s34, 28
	s_addc_u32 s5, s35, 0
	v_writelane_b32 v108, s4, 14
	v_writelane_b32 v108, s5, 15
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, sha1_update_vector@rel32@lo+4
	s_addc_u32 s5, s5, sha1_update_vector@rel32@hi+12
	v_lshlrev_b32_e32 v1, 10, v122
	v_writelane_b32 v108, s4, 16
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v123, v1
	v_mov_b32_e32 v142, 0x67452301
	v_mov_b32_e32 v143, 0xefcdab89
	v_mov_b32_e32 v152, 0x98badcfe
	v_mov_b32_e32 v153, 0x10325476
	v_mov_b32_e32 v154, 0xc3d2e1f0
	v_mov_b32_e32 v121, 0
	s_movk_i32 s83, 0xc8
	v_writelane_b32 v108, s5, 17
	v_or_b32_e32 v125, v1, v0
	s_movk_i32 s99, 0xff
	s_getpc_b64 s[96:97]
	s_add_u32 s96, s96, _Z9bitselectjjj@rel32@lo+4
	s_addc_u32 s97, s97, _Z9bitselectjjj@rel32@hi+12
	s_mov_b32 s94, 0x5a827999
	v_mov_b32_e32 v155, 1
	s_mov_b32 s95, 0x6ed9eba1
	s_mov_b32 s84, 0x8f1bbcdc
	s_mov_b32 s85, 0xca62c1d6
	v_mov_b32_e32 v156, 0x80808080
	s_mov_b32 s98, 0
	s_getpc_b64 s[86:87]
	s_add_u32 s86, s86, _Z6rotatejj@rel32@lo+4
	s_addc_u32 s87, s87, _Z6rotatejj@rel32@hi+12
	s_branch .LBB3_8
.LBB3_7:                                ;   in Loop: Header=BB3_8 Depth=1
	s_or_b64 exec, exec, s[34:35]
	v_readlane_b32 s4, v108, 10
	v_readlane_b32 s5, v108, 11
	s_load_dword s4, s[4:5], 0x0
	s_add_i32 s98, s98, 1
	s_add_u32 s92, s92, 4
	s_addc_u32 s93, s93, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_ge_u32 s98, s4
	s_cbranch_scc1 .LBB3_16
.LBB3_8:                                ; =>This Inner Loop Header: Depth=1
	s_load_dword s4, s[92:93], 0x0
	s_add_u32 s8, s74, s83
	v_readlane_b32 s16, v108, 16
	buffer_store_dword v142, off, s[0:3], 0 offset:272
	buffer_store_dword v143, off, s[0:3], 0 offset:276
	buffer_store_dword v152, off, s[0:3], 0 offset:280
	buffer_store_dword v153, off, s[0:3], 0 offset:284
	s_addc_u32 s9, s75, 0
	s_waitcnt vmcnt(4) lgkmcnt(0)
	v_or_b32_e32 v0, s4, v141
	buffer_store_dword v0, off, s[0:3], 0 offset:16
	buffer_store_dword v154, off, s[0:3], 0 offset:288
	buffer_store_dword v121, off, s[0:3], 0 offset:292
	buffer_store_dword v121, off, s[0:3], 0 offset:296
	buffer_store_dword v121, off, s[0:3], 0 offset:300
	buffer_store_dword v121, off, s[0:3], 0 offset:304
	buffer_store_dword v121, off, s[0:3], 0 offset:308
	buffer_store_dword v121, off, s[0:3], 0 offset:312
	buffer_store_dword v121, off, s[0:3], 0 offset:316
	buffer_store_dword v121, off, s[0:3], 0 offset:320
	buffer_store_dword v121, off, s[0:3], 0 offset:324
	buffer_store_dword v121, off, s[0:3], 0 offset:328
	buffer_store_dword v121, off, s[0:3], 0 offset:332
	buffer_store_dword v121, off, s[0:3], 0 offset:336
	buffer_store_dword v121, off, s[0:3], 0 offset:340
	buffer_store_dword v121, off, s[0:3], 0 offset:344
	buffer_store_dword v121, off, s[0:3], 0 offset:348
	buffer_store_dword v121, off, s[0:3], 0 offset:352
	buffer_store_dword v121, off, s[0:3], 0 offset:356
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v125
	v_mov_b32_e32 v0, 0x110
	v_mov_b32_e32 v1, 16
	v_mov_b32_e32 v2, v124
	v_readlane_b32 s17, v108, 17
	s_swappc_b64 s[30:31], s[16:17]
	buffer_load_dword v158, off, s[0:3], 0 offset:356
	buffer_load_dword v0, off, s[0:3], 0 offset:292
	buffer_load_dword v1, off, s[0:3], 0 offset:296
	buffer_load_dword v2, off, s[0:3], 0 offset:300
	buffer_load_dword v3, off, s[0:3], 0 offset:304
	buffer_load_dword v4, off, s[0:3], 0 offset:308
	buffer_load_dword v5, off, s[0:3], 0 offset:312
	buffer_load_dword v6, off, s[0:3], 0 offset:316
	buffer_load_dword v7, off, s[0:3], 0 offset:320
	buffer_load_dword v8, off, s[0:3], 0 offset:324
	buffer_load_dword v9, off, s[0:3], 0 offset:328
	buffer_load_dword v10, off, s[0:3], 0 offset:332
	buffer_load_dword v11, off, s[0:3], 0 offset:336
	buffer_load_dword v12, off, s[0:3], 0 offset:340
	buffer_load_dword v13, off, s[0:3], 0 offset:344
	buffer_load_dword v14, off, s[0:3], 0 offset:348
	buffer_load_dword v15, off, s[0:3], 0 offset:352
	buffer_load_dword v42, off, s[0:3], 0 offset:272
	buffer_load_dword v40, off, s[0:3], 0 offset:276
	buffer_load_dword v41, off, s[0:3], 0 offset:280
	buffer_load_dword v139, off, s[0:3], 0 offset:288
	buffer_load_dword v140, off, s[0:3], 0 offset:284
	s_waitcnt vmcnt(14)
	v_bfe_u32 v18, v158, 4, 2
	v_cmp_eq_u32_e32 vcc, 1, v18
	v_and_b32_e32 v16, 63, v158
	v_cndmask_b32_e32 v20, 0, v156, vcc
	v_cmp_eq_u32_e32 vcc, 2, v18
	v_xor_b32_e32 v19, 3, v16
	v_cndmask_b32_e32 v21, 0, v156, vcc
	v_cmp_eq_u32_e32 vcc, 3, v18
	v_bfe_u32 v17, v158, 2, 2
	v_cndmask_b32_e32 v18, 0, v156, vcc
	v_cmp_lt_u32_e32 vcc, 55, v16
	v_lshlrev_b32_e32 v16, 3, v19
	v_cmp_gt_u32_e64 s[4:5], 16, v19
	v_cndmask_b32_e64 v19, 0, v156, s[4:5]
	v_lshlrev_b32_e64 v16, v16, s99
	v_cmp_eq_u32_e64 s[4:5], 0, v17
	v_cndmask_b32_e64 v22, 0, v16, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 1, v17
	v_cndmask_b32_e64 v23, 0, v16, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 2, v17
	v_cndmask_b32_e64 v24, 0, v16, s[4:5]
	v_cmp_eq_u32_e64 s[4:5], 3, v17
	v_cndmask_b32_e64 v16, 0, v16, s[4:5]
	v_and_b32_e32 v17, v22, v19
	v_and_b32_e32 v25, v23, v19
	v_and_b32_e32 v26, v24, v19
	v_and_b32_e32 v19, v16, v19
	v_and_b32_e32 v27, v22, v20
	v_and_b32_e32 v28, v23, v20
	v_and_b32_e32 v29, v24, v20
	v_and_b32_e32 v20, v16, v20
	v_and_b32_e32 v30, v22, v21
	v_and_b32_e32 v31, v23, v21
	v_and_b32_e32 v32, v24, v21
	v_and_b32_e32 v21, v16, v21
	v_and_b32_e32 v22, v22, v18
	v_and_b32_e32 v23, v23, v18
	v_and_b32_e32 v24, v24, v18
	v_and_b32_e32 v16, v16, v18
	v_or_b32_e32 v63, v17, v0
	v_or_b32_e32 v172, v25, v1
	v_or_b32_e32 v171, v26, v2
	v_or_b32_e32 v170, v3, v19
	v_or_b32_e32 v169, v4, v27
	v_or_b32_e32 v168, v5, v28
	v_or_b32_e32 v157, v6, v29
	s_waitcnt vmcnt(13)
	v_or_b32_e32 v159, v7, v20
	s_waitcnt vmcnt(12)
	v_or_b32_e32 v136, v8, v30
	s_waitcnt vmcnt(11)
	v_or_b32_e32 v126, v9, v31
	s_waitcnt vmcnt(10)
	v_or_b32_e32 v120, v10, v32
	s_waitcnt vmcnt(9)
	v_or_b32_e32 v127, v11, v21
	s_waitcnt vmcnt(8)
	v_or_b32_e32 v137, v12, v22
	s_waitcnt vmcnt(7)
	v_or_b32_e32 v138, v13, v23
	s_waitcnt vmcnt(6)
	v_or_b32_e32 v206, v14, v24
	s_waitcnt vmcnt(5)
	v_or_b32_e32 v205, v15, v16
	buffer_store_dword v63, off, s[0:3], 0 offset:292
	buffer_store_dword v172, off, s[0:3], 0 offset:296
	buffer_store_dword v171, off, s[0:3], 0 offset:300
	buffer_store_dword v170, off, s[0:3], 0 offset:304
	buffer_store_dword v169, off, s[0:3], 0 offset:308
	buffer_store_dword v168, off, s[0:3], 0 offset:312
	buffer_store_dword v157, off, s[0:3], 0 offset:316
	buffer_store_dword v159, off, s[0:3], 0 offset:320
	buffer_store_dword v136, off, s[0:3], 0 offset:324
	buffer_store_dword v126, off, s[0:3], 0 offset:328
	buffer_store_dword v120, off, s[0:3], 0 offset:332
	buffer_store_dword v127, off, s[0:3], 0 offset:336
	buffer_store_dword v137, off, s[0:3], 0 offset:340
	buffer_store_dword v138, off, s[0:3], 0 offset:344
	buffer_store_dword v206, off, s[0:3], 0 offset:348
	buffer_store_dword v205, off, s[0:3], 0 offset:352
	s_and_saveexec_b64 s[36:37], vcc
	s_cbranch_execz .LBB3_10
; %bb.9:                                ;   in Loop: Header=BB3_8 Depth=1
	v_lshlrev_b32_e32 v1, 10, v122
	s_add_u32 s34, s74, s83
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v123, v1
	s_addc_u32 s35, s75, 0
	v_or_b32_e32 v43, v1, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v0, v140
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v2, v40
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v63, v139
	v_add_u32_e32 v1, vcc, v1, v44
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v44, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v42
	v_add_u32_e32 v46, vcc, v140, v172
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v46, vcc, v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v44
	v_add_u32_e32 v56, vcc, v41, v171
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v56, vcc, v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v170, v45
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v169, v47
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v168, v44
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v44, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v157, v46
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v159, v56
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v136, v45
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v126, v47
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v120, v44
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v44, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v127, v46
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v137, v56
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v138, v45
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v206, v47
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v205, v44
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v44, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v173, v136, v63
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v171, v173
	v_xor_b32_e32 v0, v0, v138
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	v_add_u32_e32 v46, vcc, v46, v107
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v46, vcc, v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v174, v126, v172
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v174, v170
	v_xor_b32_e32 v0, v0, v206
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v44
	v_add_u32_e32 v56, vcc, v56, v106
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v56, vcc, v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v175, v120, v171
	v_mov_b32_e32 v44, v0
	v_xor_b32_e32 v0, v175, v169
	v_xor_b32_e32 v0, v0, v205
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v105, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v46
	v_add_u32_e32 v45, vcc, v45, v105
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v45, vcc, v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v184, v127, v170
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v184, v168
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	v_add_u32_e32 v47, vcc, v47, v95
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v47, vcc, v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v185, v137, v169
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v157, v185
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v1, v46, v45
	v_add_u32_e32 v0, vcc, v44, v94
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v44, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v44, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v186, v138, v168
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v186, v159
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v1, v56, v47
	v_add_u32_e32 v0, vcc, v46, v92
	v_xor_b32_e32 v1, v1, v45
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v187, v206, v157
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v187, v136
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v1, v44, v45
	v_add_u32_e32 v0, vcc, v56, v91
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v188, v205, v159
	v_mov_b32_e32 v44, v0
	v_xor_b32_e32 v0, v188, v126
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v1, v46, v47
	v_add_u32_e32 v0, vcc, v45, v89
	v_xor_b32_e32 v1, v1, v44
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v189, v107, v136
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v189, v120
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v1, v56, v44
	v_add_u32_e32 v0, vcc, v47, v79
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v190, v106, v126
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v190, v127
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v1, v45, v46
	v_add_u32_e32 v0, vcc, v44, v77
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v44, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v44, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v191, v105, v120
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v191, v137
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v1, v47, v56
	v_add_u32_e32 v0, vcc, v46, v75
	v_xor_b32_e32 v1, v1, v45
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v200, v95, v127
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v200, v138
	v_xor_b32_e32 v0, v0, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v1, v44, v45
	v_add_u32_e32 v0, vcc, v56, v73
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v201, v94, v137
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v201, v206
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	v_xor_b32_e32 v1, v46, v47
	v_add_u32_e32 v0, vcc, v45, v44
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v58, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v202, v92, v138
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v0, v202, v205
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v1, v56, v57
	v_add_u32_e32 v0, vcc, v47, v45
	v_xor_b32_e32 v1, v1, v59
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v60, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v203, v91, v206
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v203, v107
	v_xor_b32_e32 v0, v0, v73
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v1, v58, v59
	v_add_u32_e32 v0, vcc, v57, v46
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v57, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v204, v89, v205
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v204, v106
	v_xor_b32_e32 v0, v0, v44
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v60, v61
	v_add_u32_e32 v0, vcc, v59, v47
	v_xor_b32_e32 v1, v1, v58
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v59, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v0, v169, v63
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v57, v58
	v_add_u32_e32 v0, vcc, v61, v56
	v_xor_b32_e32 v1, v1, v60
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v61, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v168, v172
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v0, v0, v73
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v59, v60
	v_add_u32_e32 v0, vcc, v58, v57
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v63, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v0, v157, v171
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v0, v0, v44
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v61, v62
	v_add_u32_e32 v0, vcc, v60, v58
	v_xor_b32_e32 v1, v1, v72
	v_add_u32_e32 v59, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v74, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v0, v159, v170
	v_xor_b32_e32 v0, v0, v95
	v_xor_b32_e32 v0, v0, v45
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v63, v72
	v_add_u32_e32 v0, vcc, v62, v59
	v_xor_b32_e32 v1, v1, v76
	v_add_u32_e32 v60, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v60, v0
	v_add_u32_e32 v62, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v136, v169
	v_xor_b32_e32 v0, v0, v94
	v_xor_b32_e32 v0, v0, v46
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v74, v76
	v_add_u32_e32 v0, vcc, v72, v60
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v72, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v74
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v0, v126, v168
	v_xor_b32_e32 v0, v0, v92
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v1, v62, v63
	v_add_u32_e32 v0, vcc, v76, v61
	v_xor_b32_e32 v1, v1, v74
	v_add_u32_e32 v76, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v76, v0
	v_add_u32_e32 v76, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v0, v120, v157
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v1, v72, v74
	v_add_u32_e32 v0, vcc, v63, v62
	v_xor_b32_e32 v1, v1, v78
	v_add_u32_e32 v63, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v76
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v63, v0
	v_add_u32_e32 v88, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v0, v127, v159
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v1, v76, v78
	v_add_u32_e32 v0, vcc, v74, v63
	v_xor_b32_e32 v1, v1, v90
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v88
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v93, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v76
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v0, v137, v136
	v_xor_b32_e32 v0, v0, v79
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v2, v88, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v88
	v_mov_b32_e32 v1, v104
	v_add_u32_e32 v74, vcc, v78, v72
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v74, vcc, v74, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v74, v0
	v_add_u32_e32 v78, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v88
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v0, v138, v126
	v_xor_b32_e32 v0, v0, v77
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v2, v93, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, v88
	v_add_u32_e32 v76, vcc, v90, v74
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v76, vcc, v76, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v78
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v76, v0
	v_add_u32_e32 v90, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v0, v206, v120
	v_xor_b32_e32 v0, v0, v75
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v2, v78, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v78
	v_mov_b32_e32 v1, v93
	v_add_u32_e32 v104, vcc, v104, v76
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v104, vcc, v104, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v104, v0
	v_add_u32_e32 v104, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v78
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v205, v127
	v_xor_b32_e32 v0, v0, v73
	v_xor_b32_e32 v0, v0, v61
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v2, v90, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v88, vcc, v88, v78
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v88, vcc, v88, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v88, v0
	v_add_u32_e32 v126, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v107, v137
	v_xor_b32_e32 v0, v0, v44
	v_xor_b32_e32 v0, v0, v62
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v2, v104, v120
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v90, vcc, v93, v88
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v90, vcc, v90, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v90, v0
	v_add_u32_e32 v136, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v137, v0
	v_xor_b32_e32 v0, v106, v138
	v_xor_b32_e32 v0, v0, v45
	v_xor_b32_e32 v0, v0, v63
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v137
	v_add_u32_e32 v93, vcc, v120, v90
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v93, vcc, v93, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v93, v0
	v_add_u32_e32 v120, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v105, v206
	v_xor_b32_e32 v0, v0, v46
	v_xor_b32_e32 v0, v0, v72
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v2, v136, v137
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v104, vcc, v127, v93
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v104, vcc, v104, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v104, v0
	v_add_u32_e32 v127, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v95, v205
	v_xor_b32_e32 v0, v0, v47
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v2, v120, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v137, vcc, v137, v104
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v137, vcc, v137, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v137, v0
	v_add_u32_e32 v137, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v94, v107
	v_xor_b32_e32 v0, v0, v56
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v2, v127, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v126, vcc, v126, v107
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v126, vcc, v126, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v92, v106
	v_xor_b32_e32 v0, v0, v57
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v2, v137, v120
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v136, vcc, v136, v106
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v136, vcc, v136, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v136, v0
	v_add_u32_e32 v136, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v137, v0
	v_xor_b32_e32 v0, v91, v105
	v_xor_b32_e32 v0, v0, v58
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v137
	v_add_u32_e32 v120, vcc, v120, v105
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v120, vcc, v120, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v120, v0
	v_add_u32_e32 v120, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v89, v95
	v_xor_b32_e32 v0, v0, v59
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v2, v136, v137
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v127, vcc, v127, v95
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v127, vcc, v127, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v127, v0
	v_add_u32_e32 v127, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v79, v94
	v_xor_b32_e32 v0, v0, v60
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v2, v120, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v137, vcc, v137, v94
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v137, vcc, v137, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v137, v0
	v_add_u32_e32 v137, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v77, v92
	v_xor_b32_e32 v0, v0, v61
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v2, v127, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v126, vcc, v126, v92
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v126, vcc, v126, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v75, v91
	v_xor_b32_e32 v0, v0, v62
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v2, v137, v120
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v107, vcc, v136, v91
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v107, vcc, v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v73, v89
	v_xor_b32_e32 v0, v0, v63
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v106, vcc, v120, v89
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v106, vcc, v106, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v44, v79
	v_xor_b32_e32 v0, v0, v72
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v2, v107, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v105, vcc, v127, v79
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v105, vcc, v105, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v105, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v45, v77
	v_xor_b32_e32 v0, v0, v74
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v2, v106, v120
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, v107
	v_add_u32_e32 v95, vcc, v136, v77
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v95, vcc, v95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v95, v0
	v_add_u32_e32 v95, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v46, v75
	v_xor_b32_e32 v0, v0, v76
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v2, v105, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, v106
	v_add_u32_e32 v120, vcc, v120, v75
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v120, vcc, v120, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v120, v0
	v_add_u32_e32 v120, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v0, v47, v73
	v_xor_b32_e32 v0, v0, v78
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v2, v95, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, v105
	v_add_u32_e32 v107, vcc, v107, v73
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v107, vcc, v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v0, v56, v44
	v_xor_b32_e32 v0, v0, v88
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	v_xor_b32_e32 v1, v105, v120
	v_add_u32_e32 v0, vcc, v106, v44
	v_xor_b32_e32 v1, v1, v95
	v_add_u32_e32 v106, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v57, v45
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v1, v95, v107
	v_add_u32_e32 v0, vcc, v105, v45
	v_xor_b32_e32 v1, v1, v120
	v_add_u32_e32 v105, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v105, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v58, v46
	v_xor_b32_e32 v0, v0, v93
	v_xor_b32_e32 v0, v0, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v1, v106, v120
	v_add_u32_e32 v0, vcc, v95, v46
	v_xor_b32_e32 v1, v1, v107
	v_add_u32_e32 v95, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v95, v0
	v_add_u32_e32 v95, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v59, v47
	v_xor_b32_e32 v0, v0, v104
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v105, v107
	v_add_u32_e32 v0, vcc, v120, v47
	v_xor_b32_e32 v1, v1, v106
	v_add_u32_e32 v120, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v120, v0
	v_add_u32_e32 v120, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v0, v56, v173
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v95, v106
	v_add_u32_e32 v0, vcc, v107, v56
	v_xor_b32_e32 v1, v1, v105
	v_add_u32_e32 v94, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v94, v0
	v_add_u32_e32 v94, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v0, v57, v174
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v120, v105
	v_add_u32_e32 v0, vcc, v106, v57
	v_xor_b32_e32 v1, v1, v95
	v_add_u32_e32 v92, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v92, v0
	v_add_u32_e32 v92, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v58, v175
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v94, v95
	v_add_u32_e32 v0, vcc, v105, v58
	v_xor_b32_e32 v1, v1, v106
	v_add_u32_e32 v91, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v91, v0
	v_add_u32_e32 v91, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v0, v59, v184
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v92, v106
	v_add_u32_e32 v0, vcc, v95, v59
	v_xor_b32_e32 v1, v1, v94
	v_add_u32_e32 v89, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v89, v0
	v_add_u32_e32 v89, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v0, v60, v185
	v_xor_b32_e32 v0, v0, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v91, v94
	v_add_u32_e32 v0, vcc, v106, v0
	v_xor_b32_e32 v1, v1, v92
	v_add_u32_e32 v60, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v60, v0
	v_add_u32_e32 v60, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v0, v61, v186
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v89, v92
	v_add_u32_e32 v0, vcc, v94, v0
	v_xor_b32_e32 v1, v1, v79
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v61, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v0, v62, v187
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v60, v79
	v_add_u32_e32 v0, vcc, v92, v0
	v_xor_b32_e32 v1, v1, v77
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v62, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v0, v63, v188
	v_xor_b32_e32 v0, v0, v73
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v61, v77
	v_add_u32_e32 v0, vcc, v79, v0
	v_xor_b32_e32 v1, v1, v60
	v_add_u32_e32 v63, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v63, v0
	v_add_u32_e32 v63, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v72, v189
	v_xor_b32_e32 v0, v0, v44
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v62, v60
	v_add_u32_e32 v0, vcc, v77, v0
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v44, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v44, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v74, v190
	v_xor_b32_e32 v0, v0, v45
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v63, v61
	v_add_u32_e32 v0, vcc, v60, v0
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v0, v76, v191
	v_xor_b32_e32 v0, v0, v46
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v44, v62
	v_add_u32_e32 v0, vcc, v61, v0
	v_xor_b32_e32 v1, v1, v60
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	v_xor_b32_e32 v0, v78, v200
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v45, v60
	v_add_u32_e32 v0, vcc, v62, v0
	v_xor_b32_e32 v1, v1, v44
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v88, v201
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v46, v44
	v_add_u32_e32 v0, vcc, v60, v0
	v_xor_b32_e32 v1, v1, v45
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v90, v202
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v47, v45
	v_add_u32_e32 v0, vcc, v44, v0
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v44, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v44, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v93, v203
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v56, v46
	v_add_u32_e32 v0, vcc, v45, v0
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v104, v204
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v44, v47
	v_xor_b32_e32 v59, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v42, v46
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v1, vcc, v1, v59
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v42, vcc, s85, v1
	v_add_u32_e32 v40, vcc, v45, v40
	v_add_u32_e32 v41, vcc, v0, v41
	v_add_u32_e32 v140, vcc, v56, v140
	v_add_u32_e32 v139, vcc, v47, v139
	v_mov_b32_e32 v138, 0
	v_mov_b32_e32 v137, 0
	v_mov_b32_e32 v127, 0
	v_mov_b32_e32 v120, 0
	v_mov_b32_e32 v126, 0
	v_mov_b32_e32 v136, 0
	v_mov_b32_e32 v159, 0
	v_mov_b32_e32 v157, 0
	v_mov_b32_e32 v168, 0
	v_mov_b32_e32 v169, 0
	v_mov_b32_e32 v170, 0
	v_mov_b32_e32 v171, 0
	v_mov_b32_e32 v172, 0
	v_mov_b32_e32 v63, 0
	buffer_store_dword v42, off, s[0:3], 0 offset:272
	buffer_store_dword v40, off, s[0:3], 0 offset:276
	buffer_store_dword v41, off, s[0:3], 0 offset:280
	buffer_store_dword v121, off, s[0:3], 0 offset:292
	buffer_store_dword v121, off, s[0:3], 0 offset:296
	buffer_store_dword v121, off, s[0:3], 0 offset:300
	buffer_store_dword v121, off, s[0:3], 0 offset:304
	buffer_store_dword v121, off, s[0:3], 0 offset:308
	buffer_store_dword v121, off, s[0:3], 0 offset:312
	buffer_store_dword v121, off, s[0:3], 0 offset:316
	buffer_store_dword v121, off, s[0:3], 0 offset:320
	buffer_store_dword v121, off, s[0:3], 0 offset:324
	buffer_store_dword v121, off, s[0:3], 0 offset:328
	buffer_store_dword v121, off, s[0:3], 0 offset:332
	buffer_store_dword v121, off, s[0:3], 0 offset:336
	buffer_store_dword v121, off, s[0:3], 0 offset:340
	buffer_store_dword v121, off, s[0:3], 0 offset:344
.LBB3_10:                               ;   in Loop: Header=BB3_8 Depth=1
	s_or_b64 exec, exec, s[36:37]
	v_lshlrev_b32_e32 v1, 10, v122
	s_add_u32 s34, s74, s83
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v123, v1
	s_addc_u32 s35, s75, 0
	v_or_b32_e32 v43, v1, v0
	v_lshlrev_b32_e32 v202, 3, v158
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	s_waitcnt vmcnt(14)
	v_mov_b32_e32 v0, v140
	v_mov_b32_e32 v1, v41
	v_mov_b32_e32 v2, v40
	buffer_store_dword v121, off, s[0:3], 0 offset:348
	buffer_store_dword v202, off, s[0:3], 0 offset:352
	v_add_u32_e32 v44, vcc, v139, v63
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v44, vcc, v44, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v44, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v40
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v41
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v42
	v_add_u32_e32 v46, vcc, v140, v172
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v46, vcc, v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v44
	v_add_u32_e32 v56, vcc, v41, v171
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v56, vcc, v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v170, v45
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v169, v47
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v168, v44
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v44, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v157, v46
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v159, v56
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v136, v45
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v126, v47
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v120, v44
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v44, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v127, v46
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v46, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v44
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v137, v56
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v56, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v46
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v138, v45
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v45, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v47, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v47, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, v56
	v_mov_b32_e32 v2, v45
	s_swappc_b64 s[30:31], s[96:97]
	v_mov_b32_e32 v57, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v202, v44
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v0, vcc, v1, v0
	v_add_u32_e32 v44, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v158, v136, v63
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v158, v171
	v_xor_b32_e32 v0, v0, v138
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, v45
	v_mov_b32_e32 v2, v47
	v_add_u32_e32 v46, vcc, v46, v107
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v46, vcc, v46, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v173, v126, v172
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v173, v170
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, v47
	v_mov_b32_e32 v2, v44
	v_add_u32_e32 v56, vcc, v56, v106
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v56, vcc, v56, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v174, v120, v171
	v_mov_b32_e32 v44, v0
	v_xor_b32_e32 v0, v174, v169
	v_xor_b32_e32 v0, v0, v202
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v105, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, v44
	v_mov_b32_e32 v2, v46
	v_add_u32_e32 v45, vcc, v45, v105
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v45, vcc, v45, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v175, v127, v170
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v175, v168
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v104, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v46
	v_mov_b32_e32 v2, v56
	v_add_u32_e32 v47, vcc, v47, v104
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v47, vcc, v47, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s94, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v184, v137, v169
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v184, v157
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v1, v46, v45
	v_add_u32_e32 v0, vcc, v44, v95
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v44, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v57, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v185, v138, v168
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v185, v159
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v1, v56, v47
	v_add_u32_e32 v0, vcc, v46, v93
	v_xor_b32_e32 v1, v1, v45
	v_add_u32_e32 v44, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v46, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v157, v136
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v44, v0
	v_xor_b32_e32 v1, v57, v45
	v_add_u32_e32 v0, vcc, v56, v44
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v186, v202, v159
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v186, v126
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v1, v46, v47
	v_add_u32_e32 v0, vcc, v45, v90
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v187, v107, v136
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v187, v120
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v1, v56, v57
	v_add_u32_e32 v0, vcc, v47, v88
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v188, v106, v126
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v188, v127
	v_xor_b32_e32 v0, v0, v44
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v1, v45, v46
	v_add_u32_e32 v0, vcc, v57, v78
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v189, v105, v120
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v189, v137
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v1, v47, v56
	v_add_u32_e32 v0, vcc, v46, v76
	v_xor_b32_e32 v1, v1, v45
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v190, v104, v127
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v190, v138
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v1, v57, v45
	v_add_u32_e32 v0, vcc, v56, v74
	v_xor_b32_e32 v1, v1, v47
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v58, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v191, v95, v137
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v0, v191, v78
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v46, v47
	v_add_u32_e32 v0, vcc, v45, v56
	v_xor_b32_e32 v1, v1, v59
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v60, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v200, v93, v138
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v200, v202
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v58, v59
	v_add_u32_e32 v0, vcc, v47, v57
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v47, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v58
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v0, v44, v107
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v1, v60, v61
	v_add_u32_e32 v0, vcc, v59, v45
	v_xor_b32_e32 v1, v1, v58
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v59, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v60
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v201, v90, v202
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v0, v201, v106
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 1
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v1, v47, v58
	v_add_u32_e32 v0, vcc, v61, v46
	v_xor_b32_e32 v1, v1, v60
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v61, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v169, v63
	v_xor_b32_e32 v0, v0, v107
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v59, v60
	v_add_u32_e32 v0, vcc, v58, v47
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v58, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v58, v0
	v_add_u32_e32 v63, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v59
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v0, v168, v172
	v_xor_b32_e32 v0, v0, v106
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v61, v62
	v_add_u32_e32 v0, vcc, v60, v58
	v_xor_b32_e32 v1, v1, v72
	v_add_u32_e32 v59, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v59, v0
	v_add_u32_e32 v73, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v0, v157, v171
	v_xor_b32_e32 v0, v0, v105
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v63, v72
	v_add_u32_e32 v0, vcc, v62, v59
	v_xor_b32_e32 v1, v1, v75
	v_add_u32_e32 v60, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v60, v0
	v_add_u32_e32 v62, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v159, v170
	v_xor_b32_e32 v0, v0, v104
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v73, v75
	v_add_u32_e32 v0, vcc, v72, v60
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v72, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v73
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v0, v136, v169
	v_xor_b32_e32 v0, v0, v95
	v_xor_b32_e32 v0, v0, v45
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v1, v62, v63
	v_add_u32_e32 v0, vcc, v75, v61
	v_xor_b32_e32 v1, v1, v73
	v_add_u32_e32 v75, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v75, v0
	v_add_u32_e32 v75, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v0, v126, v168
	v_xor_b32_e32 v0, v0, v93
	v_xor_b32_e32 v0, v0, v46
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v1, v72, v73
	v_add_u32_e32 v0, vcc, v63, v62
	v_xor_b32_e32 v1, v1, v77
	v_add_u32_e32 v63, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v75
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v63, v0
	v_add_u32_e32 v79, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v0, v120, v157
	v_xor_b32_e32 v0, v0, v44
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v1, v75, v77
	v_add_u32_e32 v0, vcc, v73, v63
	v_xor_b32_e32 v1, v1, v89
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v79
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v91, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v75
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v0, v127, v159
	v_xor_b32_e32 v0, v0, v90
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v72, v0
	v_xor_b32_e32 v1, v79, v89
	v_add_u32_e32 v0, vcc, v77, v72
	v_xor_b32_e32 v1, v1, v92
	v_add_u32_e32 v73, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v73, v0
	v_add_u32_e32 v77, vcc, s95, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v79
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v0, v137, v136
	v_xor_b32_e32 v0, v0, v88
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v73, v0
	v_xor_b32_e32 v2, v91, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, v79
	v_add_u32_e32 v75, vcc, v89, v73
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v75, vcc, v75, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v77
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v75, v0
	v_add_u32_e32 v89, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v91
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v0, v138, v126
	v_xor_b32_e32 v0, v0, v78
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v75, v0
	v_xor_b32_e32 v2, v77, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v77
	v_mov_b32_e32 v1, v91
	v_add_u32_e32 v92, vcc, v92, v75
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v92, vcc, v92, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v92, v0
	v_add_u32_e32 v92, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v77
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v0, v120, v76
	v_xor_b32_e32 v0, v0, v61
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v77, v0
	v_xor_b32_e32 v2, v89, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, v94
	v_add_u32_e32 v79, vcc, v79, v77
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v79, vcc, v79, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v79, v0
	v_add_u32_e32 v120, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v89
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v202, v127
	v_xor_b32_e32 v0, v0, v74
	v_xor_b32_e32 v0, v0, v62
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v79, v0
	v_xor_b32_e32 v2, v92, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v89, vcc, v91, v79
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v89, vcc, v89, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v89, v0
	v_add_u32_e32 v127, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v92
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v107, v137
	v_xor_b32_e32 v0, v0, v56
	v_xor_b32_e32 v0, v0, v63
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v89, v0
	v_xor_b32_e32 v2, v120, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v91, vcc, v94, v89
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v91, vcc, v91, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v91, v0
	v_add_u32_e32 v94, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v106, v138
	v_xor_b32_e32 v0, v0, v57
	v_xor_b32_e32 v0, v0, v72
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v91, v0
	v_xor_b32_e32 v2, v127, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v92, vcc, v126, v91
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v92, vcc, v92, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v92, v0
	v_add_u32_e32 v126, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v105, v45
	v_xor_b32_e32 v0, v0, v73
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v92, v0
	v_xor_b32_e32 v2, v94, v120
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v136, vcc, v136, v92
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v136, vcc, v136, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v136, v0
	v_add_u32_e32 v136, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v94
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v137, v0
	v_xor_b32_e32 v0, v104, v202
	v_xor_b32_e32 v0, v0, v46
	v_xor_b32_e32 v0, v0, v75
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v94, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v137
	v_add_u32_e32 v120, vcc, v120, v94
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v120, vcc, v120, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v120, v0
	v_add_u32_e32 v120, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v95, v107
	v_xor_b32_e32 v0, v0, v47
	v_xor_b32_e32 v0, v0, v77
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v2, v136, v137
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v127, vcc, v127, v107
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v127, vcc, v127, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v127, v0
	v_add_u32_e32 v127, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v136
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v93, v106
	v_xor_b32_e32 v0, v0, v58
	v_xor_b32_e32 v0, v0, v79
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v2, v120, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v137, vcc, v137, v106
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v137, vcc, v137, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v137, v0
	v_add_u32_e32 v137, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v44, v105
	v_xor_b32_e32 v0, v0, v59
	v_xor_b32_e32 v0, v0, v89
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v2, v127, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v126, vcc, v126, v105
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v126, vcc, v126, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v127, v0
	v_xor_b32_e32 v0, v90, v104
	v_xor_b32_e32 v0, v0, v60
	v_xor_b32_e32 v0, v0, v91
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v138, v0
	v_xor_b32_e32 v2, v137, v120
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, v127
	v_add_u32_e32 v104, vcc, v136, v138
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v104, vcc, v104, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v104, v0
	v_add_u32_e32 v104, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v137
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v136, v0
	v_xor_b32_e32 v0, v88, v95
	v_xor_b32_e32 v0, v0, v61
	v_xor_b32_e32 v0, v0, v92
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v2, v126, v127
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, v136
	v_add_u32_e32 v120, vcc, v120, v95
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v120, vcc, v120, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v120, v0
	v_add_u32_e32 v120, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v78, v93
	v_xor_b32_e32 v0, v0, v62
	v_xor_b32_e32 v0, v0, v94
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v2, v104, v136
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v127, vcc, v127, v93
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v127, vcc, v127, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v127, v0
	v_add_u32_e32 v127, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v137, v0
	v_xor_b32_e32 v0, v76, v44
	v_xor_b32_e32 v0, v0, v63
	v_xor_b32_e32 v0, v0, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v104, v0
	v_xor_b32_e32 v2, v120, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, v137
	v_add_u32_e32 v107, vcc, v136, v104
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v107, vcc, v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v74, v90
	v_xor_b32_e32 v0, v0, v72
	v_xor_b32_e32 v0, v0, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v90, v0
	v_xor_b32_e32 v2, v127, v137
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, v120
	v_add_u32_e32 v106, vcc, v126, v90
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v106, vcc, v106, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v127
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v56, v88
	v_xor_b32_e32 v0, v0, v73
	v_xor_b32_e32 v0, v0, v105
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v2, v107, v120
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, v126
	v_add_u32_e32 v105, vcc, v137, v88
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v105, vcc, v105, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v105, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v57, v78
	v_xor_b32_e32 v0, v0, v75
	v_xor_b32_e32 v0, v0, v138
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v2, v106, v126
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, v107
	v_add_u32_e32 v120, vcc, v120, v78
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v120, vcc, v120, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v120, v0
	v_add_u32_e32 v120, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v45, v76
	v_xor_b32_e32 v0, v0, v77
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v76, v0
	v_xor_b32_e32 v2, v105, v107
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, v106
	v_add_u32_e32 v126, vcc, v126, v76
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v126, vcc, v126, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v0, v46, v74
	v_xor_b32_e32 v0, v0, v79
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v74, v0
	v_xor_b32_e32 v2, v120, v106
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, v105
	v_add_u32_e32 v107, vcc, v107, v74
	s_swappc_b64 s[30:31], s[96:97]
	v_add_u32_e32 v107, vcc, v107, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v107, v0
	v_add_u32_e32 v107, vcc, s84, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v120, v0
	v_xor_b32_e32 v0, v47, v56
	v_xor_b32_e32 v0, v0, v89
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v1, v105, v126
	v_add_u32_e32 v0, vcc, v106, v56
	v_xor_b32_e32 v1, v1, v120
	v_add_u32_e32 v106, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v106, v0
	v_add_u32_e32 v106, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v126, v0
	v_xor_b32_e32 v0, v58, v57
	v_xor_b32_e32 v0, v0, v91
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v1, v120, v107
	v_add_u32_e32 v0, vcc, v105, v57
	v_xor_b32_e32 v1, v1, v126
	v_add_u32_e32 v105, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v105, v0
	v_add_u32_e32 v105, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v107
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v59, v45
	v_xor_b32_e32 v0, v0, v92
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v1, v106, v126
	v_add_u32_e32 v0, vcc, v120, v45
	v_xor_b32_e32 v1, v1, v107
	v_add_u32_e32 v120, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v120, v0
	v_add_u32_e32 v120, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v106
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v60, v46
	v_xor_b32_e32 v0, v0, v94
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 2
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v1, v105, v107
	v_add_u32_e32 v0, vcc, v126, v46
	v_xor_b32_e32 v1, v1, v106
	v_add_u32_e32 v126, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v126, v0
	v_add_u32_e32 v126, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v105
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v105, v0
	v_xor_b32_e32 v0, v47, v158
	v_xor_b32_e32 v0, v0, v95
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v1, v120, v106
	v_add_u32_e32 v0, vcc, v107, v47
	v_xor_b32_e32 v1, v1, v105
	v_add_u32_e32 v95, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v95, v0
	v_add_u32_e32 v95, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v120
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v107, v0
	v_xor_b32_e32 v0, v58, v173
	v_xor_b32_e32 v0, v0, v93
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v58, v0
	v_xor_b32_e32 v1, v126, v105
	v_add_u32_e32 v0, vcc, v106, v58
	v_xor_b32_e32 v1, v1, v107
	v_add_u32_e32 v93, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v93, v0
	v_add_u32_e32 v93, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v126
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v106, v0
	v_xor_b32_e32 v0, v59, v174
	v_xor_b32_e32 v0, v0, v104
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v59, v0
	v_xor_b32_e32 v1, v95, v107
	v_add_u32_e32 v0, vcc, v105, v59
	v_xor_b32_e32 v1, v1, v106
	v_add_u32_e32 v104, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v104, v0
	v_add_u32_e32 v104, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v95
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v95, v0
	v_xor_b32_e32 v0, v60, v175
	v_xor_b32_e32 v0, v0, v90
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v60, v0
	v_xor_b32_e32 v1, v93, v106
	v_add_u32_e32 v0, vcc, v107, v60
	v_xor_b32_e32 v1, v1, v95
	v_add_u32_e32 v90, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v90, v0
	v_add_u32_e32 v90, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v93
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v93, v0
	v_xor_b32_e32 v0, v61, v184
	v_xor_b32_e32 v0, v0, v88
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v104, v95
	v_add_u32_e32 v0, vcc, v106, v0
	v_xor_b32_e32 v1, v1, v93
	v_add_u32_e32 v61, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v61, v0
	v_add_u32_e32 v61, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v104
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v88, v0
	v_xor_b32_e32 v0, v62, v185
	v_xor_b32_e32 v0, v0, v78
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v90, v93
	v_add_u32_e32 v0, vcc, v95, v0
	v_xor_b32_e32 v1, v1, v88
	v_add_u32_e32 v62, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v62, v0
	v_add_u32_e32 v62, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v90
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v78, v0
	v_xor_b32_e32 v0, v63, v157
	v_xor_b32_e32 v0, v0, v76
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v61, v88
	v_add_u32_e32 v0, vcc, v93, v0
	v_xor_b32_e32 v1, v1, v78
	v_add_u32_e32 v63, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v63, v0
	v_add_u32_e32 v63, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v61
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v72, v186
	v_xor_b32_e32 v0, v0, v74
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v62, v78
	v_add_u32_e32 v0, vcc, v88, v0
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v72, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v72, v0
	v_add_u32_e32 v72, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v62
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v62, v0
	v_xor_b32_e32 v0, v73, v187
	v_xor_b32_e32 v0, v0, v56
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v63, v61
	v_add_u32_e32 v0, vcc, v78, v0
	v_xor_b32_e32 v1, v1, v62
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v63
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v63, v0
	v_xor_b32_e32 v0, v75, v188
	v_xor_b32_e32 v0, v0, v57
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v72, v62
	v_add_u32_e32 v0, vcc, v61, v0
	v_xor_b32_e32 v1, v1, v63
	v_add_u32_e32 v57, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v57, v0
	v_add_u32_e32 v57, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v72
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v61, v0
	v_xor_b32_e32 v0, v77, v189
	v_xor_b32_e32 v0, v0, v45
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v56, v63
	v_add_u32_e32 v0, vcc, v62, v0
	v_xor_b32_e32 v1, v1, v61
	v_add_u32_e32 v45, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v45, v0
	v_add_u32_e32 v45, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v56, v0
	v_xor_b32_e32 v0, v79, v190
	v_xor_b32_e32 v0, v0, v46
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v57, v61
	v_add_u32_e32 v0, vcc, v63, v0
	v_xor_b32_e32 v1, v1, v56
	v_add_u32_e32 v46, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v46, v0
	v_add_u32_e32 v46, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v57
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v89, v191
	v_xor_b32_e32 v0, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v45, v56
	v_add_u32_e32 v0, vcc, v61, v0
	v_xor_b32_e32 v1, v1, v57
	v_add_u32_e32 v47, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v47, v0
	v_add_u32_e32 v47, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v45
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v45, v0
	v_xor_b32_e32 v0, v91, v200
	v_xor_b32_e32 v0, v0, v58
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v46, v57
	v_add_u32_e32 v0, vcc, v56, v0
	v_xor_b32_e32 v1, v1, v45
	v_add_u32_e32 v56, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v56, v0
	v_add_u32_e32 v56, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v46
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v46, v0
	v_xor_b32_e32 v0, v92, v44
	v_xor_b32_e32 v0, v0, v59
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_xor_b32_e32 v1, v47, v45
	v_add_u32_e32 v0, vcc, v57, v0
	v_xor_b32_e32 v1, v1, v46
	v_add_u32_e32 v44, vcc, v0, v1
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v0, vcc, v44, v0
	v_add_u32_e32 v44, vcc, s85, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v47
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v47, v0
	v_xor_b32_e32 v0, v94, v201
	v_xor_b32_e32 v0, v0, v60
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v1, 4
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v57, v0
	v_xor_b32_e32 v0, v56, v46
	v_xor_b32_e32 v59, v0, v47
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, 5
	s_swappc_b64 s[30:31], s[86:87]
	v_mov_b32_e32 v58, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[8:9], s[34:35]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v31, v43
	v_mov_b32_e32 v0, v56
	v_mov_b32_e32 v1, 30
	s_swappc_b64 s[30:31], s[86:87]
	v_add_u32_e32 v1, vcc, v42, v45
	v_add_u32_e32 v1, vcc, v1, v57
	v_add_u32_e32 v1, vcc, v1, v59
	v_add_u32_e32 v1, vcc, v1, v58
	v_add_u32_e32 v1, vcc, s85, v1
	buffer_store_dword v1, off, s[0:3], 0 offset:272
	v_add_u32_e32 v0, vcc, v0, v41
	v_add_u32_e32 v1, vcc, v44, v40
	v_add_u32_e32 v2, vcc, v47, v140
	v_add_u32_e32 v3, vcc, v46, v139
	v_cmp_eq_u32_e32 vcc, s89, v0
	buffer_store_dword v1, off, s[0:3], 0 offset:276
	buffer_store_dword v0, off, s[0:3], 0 offset:280
	buffer_store_dword v2, off, s[0:3], 0 offset:284
	buffer_store_dword v3, off, s[0:3], 0 offset:288
	v_cndmask_b32_e64 v0, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s88, v1
	v_lshlrev_b16_e32 v0, 1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s90, v2
	v_or_b32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 1, vcc
	v_cmp_eq_u32_e32 vcc, s91, v3
	v_cndmask_b32_e64 v2, 0, 1, vcc
	v_lshlrev_b16_e32 v2, 1, v2
	v_or_b32_e32 v1, v1, v2
	v_and_b32_e32 v0, 3, v0
	v_lshlrev_b16_e32 v1, 2, v1
	v_or_b32_e32 v0, v0, v1
	v_and_b32_e32 v0, 15, v0
	v_cmp_eq_u16_e32 vcc, 15, v0
	s_and_saveexec_b64 s[34:35], vcc
	s_cbranch_execz .LBB3_7
; %bb.11:                               ;   in Loop: Header=BB3_8 Depth=1
	v_readlane_b32 s4, v108, 8
	v_readlane_b32 s5, v108, 9
	s_load_dword s100, s[4:5], 0x0
	buffer_store_dword v155, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_readlane_b32 s6, v108, 0
	v_readlane_b32 s7, v108, 1
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[100:101], 2
	s_add_u32 s15, s6, s4
	s_addc_u32 s16, s7, s5
	v_lshlrev_b32_e32 v1, 10, v122
	s_add_u32 s8, s74, s83
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v123, v1
	s_addc_u32 s9, s75, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v0, s15
	v_mov_b32_e32 v1, s16
	s_getpc_b64 s[36:37]
	s_add_u32 s36, s36, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s37, s37, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[36:37]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_7
; %bb.12:                               ;   in Loop: Header=BB3_8 Depth=1
	v_readlane_b32 s4, v108, 12
	v_readlane_b32 s5, v108, 13
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_readlane_b32 s4, v108, 14
	v_readlane_b32 s5, v108, 15
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	flat_load_dword v41, v[0:1]
	flat_load_dword v40, v[2:3]
	buffer_store_dword v155, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v122
	v_readlane_b32 s16, v108, 6
	s_add_u32 s8, s74, s83
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v123, v1
	v_readlane_b32 s17, v108, 7
	s_addc_u32 s9, s75, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	s_swappc_b64 s[30:31], s[36:37]
	v_mov_b32_e32 v120, v0
	v_cmp_ge_u32_e32 vcc, v120, v40
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[36:37], exec, s[4:5]
	s_cbranch_execz .LBB3_14
; %bb.13:                               ;   in Loop: Header=BB3_8 Depth=1
	buffer_store_dword v155, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	buffer_load_dword v2, off, s[0:3], 0 offset:4 glc
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v1, 10, v122
	v_readlane_b32 s18, v108, 6
	s_add_u32 s8, s74, s83
	v_lshlrev_b32_e32 v0, 20, v111
	v_or_b32_e32 v1, v123, v1
	v_readlane_b32 s19, v108, 7
	s_addc_u32 s9, s75, 0
	v_or_b32_e32 v31, v1, v0
	s_mov_b64 s[4:5], s[78:79]
	s_mov_b64 s[6:7], s[76:77]
	s_mov_b64 s[10:11], s[72:73]
	s_mov_b32 s12, s82
	s_mov_b32 s13, s81
	s_mov_b32 s14, s80
	v_mov_b32_e32 v0, s18
	v_mov_b32_e32 v1, s19
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_subPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_subPU3AS1Vjj@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
                                        ; implicit-def: $vgpr41
.LBB3_14:                               ;   in Loop: Header=BB3_8 Depth=1
	s_or_saveexec_b64 s[4:5], s[36:37]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB3_7
; %bb.15:                               ;   in Loop: Header=BB3_8 Depth=1
	v_lshlrev_b64 v[0:1], 5, v[120:121]
	v_readlane_b32 s4, v108, 2
	v_readlane_b32 s5, v108, 3
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	v_add_u32_e32 v2, vcc, 8, v0
	v_addc_u32_e32 v3, vcc, 0, v1, vcc
	flat_store_dwordx2 v[0:1], v[109:110]
	v_add_u32_e32 v0, vcc, 24, v0
	v_mov_b32_e32 v40, s98
	v_mov_b32_e32 v43, s100
	v_mov_b32_e32 v42, v121
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	v_mov_b32_e32 v120, v121
	v_readlane_b32 s6, v108, 4
	v_readlane_b32 s7, v108, 5
	flat_store_dwordx4 v[2:3], v[40:43]
	flat_store_dwordx2 v[0:1], v[120:121]
	s_branch .LBB3_7
.LBB3_16:
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel m00100_sxx
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 17056
		.amdhsa_kernarg_size 256
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
		.amdhsa_next_free_vgpr 207
		.amdhsa_next_free_sgpr 102
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
.Lfunc_end3:
	.size	m00100_sxx, .Lfunc_end3-m00100_sxx
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 32168
; NumSgprs: 108
; NumVgprs: 207
; ScratchSize: 17056
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 51
; NumSGPRsForWavesPerEU: 108
; NumVGPRsForWavesPerEU: 207
; Occupancy: 1
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.hidden	_Z13get_global_idj
	.hidden	_Z9bitselectjjj
	.hidden	_Z6rotatejj
	.hidden	_Z10atomic_addPU3AS1Vjj
	.hidden	_Z10atomic_subPU3AS1Vjj
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
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'u32x*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m00100_mxx
    .private_segment_fixed_size: 17056
    .sgpr_count:     108
    .sgpr_spill_count: 22
    .symbol:         m00100_mxx.kd
    .vgpr_count:     207
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'kernel_rule_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'pw_t*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'u32x*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         48
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         56
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         64
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         72
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         80
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         88
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         96
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         104
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         112
        .size:           8
        .type_name:      'plain_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         120
        .size:           8
        .type_name:      'digest_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         128
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         136
        .size:           8
        .type_name:      'salt_t*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         144
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         152
        .size:           8
        .type_name:      'u32*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         160
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         168
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         176
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         184
        .size:           8
        .type_name:      'void*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         192
        .size:           8
        .type_name:      'kernel_param_t*'
        .value_kind:     global_buffer
      - .offset:         200
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         208
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         216
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .address_space:  global
        .offset:         224
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         232
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         240
        .size:           8
        .value_kind:     hidden_none
      - .address_space:  global
        .offset:         248
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 256
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           m00100_sxx
    .private_segment_fixed_size: 17056
    .sgpr_count:     108
    .sgpr_spill_count: 18
    .symbol:         m00100_sxx.kd
    .vgpr_count:     207
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
