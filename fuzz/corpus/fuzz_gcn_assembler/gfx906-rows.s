g:
v_fmac_f32 v1, v2, v3
v_fmac_f32_e64 v1, -v2, |v3| clamp mul:2
v_xnor_b32 v1, v2, v3
v_xnor_b32_sdwa v1, v2, v3 dst_sel:WORD_1
v_xnor_b32_dpp v1, v2, v3 quad_perm:[0,1,2,3]
v_interp_p2_legacy_f16 v5, v2, attr0.x, v3
