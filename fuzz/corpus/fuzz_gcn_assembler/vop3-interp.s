v_interp_p1_f32_e64 v5, -v2, attr31.w clamp mul:2
v_interp_p2_f32_e64 v5, |v2|, attr32.y div:2
v_interp_mov_f32_e64 v5, p20, attr1.z mul:4
v_interp_p1ll_f16 v5, -v2, attr0.x high clamp mul:4
v_interp_p1lv_f16 v5, v2, attr0.x, -|v3| high div:2
v_interp_p2_f16 v5, -v2, attr0.x, |v3| high clamp
v_interp_p1lv_f16 v5, v2, attr1.x, s3
v_interp_p1_f32 v1, v2, attr0.x clamp
v_interp_mov_f32 v1, p10, attr0.x div:2
