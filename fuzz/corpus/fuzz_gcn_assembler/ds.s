ds_add_u32 v1, v20
ds_sub_u32 v1, v20
ds_rsub_u32 v1, v20
ds_inc_u32 v1, v20
ds_dec_u32 v1, v20
ds_min_i32 v1, v20
ds_max_i32 v1, v20
ds_min_u32 v1, v20
ds_max_u32 v1, v20
ds_and_b32 v1, v20
ds_or_b32 v1, v20
ds_xor_b32 v1, v20
ds_mskor_b32 v1, v20, v30
ds_write_b32 v1, v20
ds_write2_b32 v1, v20, v30
ds_write2st64_b32 v1, v20, v30
ds_cmpst_b32 v1, v20, v30
ds_cmpst_f32 v1, v20, v30
ds_min_f32 v1, v20
ds_max_f32 v1, v20
ds_gws_init v1 gds
ds_gws_sema_v  gds
ds_gws_sema_br v1 gds
ds_gws_sema_p  gds
ds_gws_barrier v1 gds
ds_write_b8 v1, v20
ds_write_b16 v1, v20
ds_add_rtn_u32 v10, v1, v20
ds_sub_rtn_u32 v10, v1, v20
ds_rsub_rtn_u32 v10, v1, v20
ds_inc_rtn_u32 v10, v1, v20
ds_dec_rtn_u32 v10, v1, v20
ds_min_rtn_i32 v10, v1, v20
ds_max_rtn_i32 v10, v1, v20
ds_min_rtn_u32 v10, v1, v20
ds_max_rtn_u32 v10, v1, v20
ds_and_rtn_b32 v10, v1, v20
ds_or_rtn_b32 v10, v1, v20
ds_xor_rtn_b32 v10, v1, v20
ds_mskor_rtn_b32 v10, v1, v20, v30
ds_wrxchg_rtn_b32 v10, v1, v20
ds_wrxchg2_rtn_b32 v[10:11], v1, v20, v30
ds_wrxchg2st64_rtn_b32 v[10:11], v1, v20, v30
ds_cmpst_rtn_b32 v10, v1, v20, v30
ds_cmpst_rtn_f32 v10, v1, v20, v30
ds_min_rtn_f32 v10, v1, v20
ds_max_rtn_f32 v10, v1, v20
ds_swizzle_b32 v10, v1
ds_read_b32 v10, v1
ds_read2_b32 v[10:11], v1
ds_read2st64_b32 v[10:11], v1
ds_read_i8 v10, v1
ds_read_u8 v10, v1
ds_read_i16 v10, v1
ds_read_u16 v10, v1
ds_consume v10
ds_append v10
ds_ordered_count v10, v1 gds
ds_add_u64 v1, v[20:21]
ds_sub_u64 v1, v[20:21]
ds_rsub_u64 v1, v[20:21]
ds_inc_u64 v1, v[20:21]
ds_dec_u64 v1, v[20:21]
ds_min_i64 v1, v[20:21]
ds_max_i64 v1, v[20:21]
ds_min_u64 v1, v[20:21]
ds_max_u64 v1, v[20:21]
ds_and_b64 v1, v[20:21]
ds_or_b64 v1, v[20:21]
ds_xor_b64 v1, v[20:21]
ds_mskor_b64 v1, v[20:21], v[30:31]
ds_write_b64 v1, v[20:21]
ds_write2_b64 v1, v[20:21], v[30:31]
ds_write2st64_b64 v1, v[20:21], v[30:31]
ds_cmpst_b64 v1, v[20:21], v[30:31]
ds_cmpst_f64 v1, v[20:21], v[30:31]
ds_min_f64 v1, v[20:21]
ds_max_f64 v1, v[20:21]
ds_add_rtn_u64 v[10:11], v1, v[20:21]
ds_sub_rtn_u64 v[10:11], v1, v[20:21]
ds_rsub_rtn_u64 v[10:11], v1, v[20:21]
ds_inc_rtn_u64 v[10:11], v1, v[20:21]
ds_dec_rtn_u64 v[10:11], v1, v[20:21]
ds_min_rtn_i64 v[10:11], v1, v[20:21]
ds_max_rtn_i64 v[10:11], v1, v[20:21]
ds_min_rtn_u64 v[10:11], v1, v[20:21]
ds_max_rtn_u64 v[10:11], v1, v[20:21]
ds_and_rtn_b64 v[10:11], v1, v[20:21]
ds_or_rtn_b64 v[10:11], v1, v[20:21]
ds_xor_rtn_b64 v[10:11], v1, v[20:21]
ds_mskor_rtn_b64 v[10:11], v1, v[20:21], v[30:31]
ds_wrxchg_rtn_b64 v[10:11], v1, v[20:21]
ds_wrxchg2_rtn_b64 v[10:13], v1, v[20:21], v[30:31]
ds_wrxchg2st64_rtn_b64 v[10:13], v1, v[20:21], v[30:31]
ds_cmpst_rtn_b64 v[10:11], v1, v[20:21], v[30:31]
ds_cmpst_rtn_f64 v[10:11], v1, v[20:21], v[30:31]
ds_min_rtn_f64 v[10:11], v1, v[20:21]
ds_max_rtn_f64 v[10:11], v1, v[20:21]
ds_read_b64 v[10:11], v1
ds_read2_b64 v[10:13], v1
ds_read2st64_b64 v[10:13], v1
ds_add_src2_u32 v1
ds_sub_src2_u32 v1
ds_rsub_src2_u32 v1
ds_inc_src2_u32 v1
ds_dec_src2_u32 v1
ds_min_src2_i32 v1
ds_max_src2_i32 v1
ds_min_src2_u32 v1
ds_max_src2_u32 v1
ds_and_src2_b32 v1
ds_or_src2_b32 v1
ds_xor_src2_b32 v1
ds_write_src2_b32 v1
ds_min_src2_f32 v1
ds_max_src2_f32 v1
ds_add_src2_u64 v1
ds_sub_src2_u64 v1
ds_rsub_src2_u64 v1
ds_inc_src2_u64 v1
ds_dec_src2_u64 v1
ds_min_src2_i64 v1
ds_max_src2_i64 v1
ds_min_src2_u64 v1
ds_max_src2_u64 v1
ds_and_src2_b64 v1
ds_or_src2_b64 v1
ds_xor_src2_b64 v1
ds_write_src2_b64 v1
ds_min_src2_f64 v1
ds_max_src2_f64 v1
