g:
v_dot2_i32_i16 v1, 0xffff, v35, v52
v_dot2_u32_u16 v1, v18, -16, 0.5
v_dot4_u32_u8 v1, 0.5, -4.0, 0x3e22f983
v_dot8_i32_i4 v1, v18, 0.15915494, v52 clamp
v_dot2_f32_f16 v1, 0x3118, v35, 1.0 op_sel:[1,0,0] neg_lo:[1,1,0]
v_pk_add_u16 v1, 0xffff, v2
