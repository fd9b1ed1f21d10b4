; GFX7 (the odd first byte picks bonaire): FLAT, CI's new opcodes, flat_scratch
flat_load_dwordx4 v[4:7], v[2:3] glc slc
flat_store_dwordx3 v[2:3], v[4:6]
flat_atomic_cmpswap v1, v[2:3], v[4:5] glc
flat_atomic_add_x2 v[2:3], v[4:5] offset:0
s_load_dword s1, s[2:3], 0x1234
s_mov_b64 flat_scratch, s[4:5]
v_trunc_f64 v[0:1], v[2:3]
v_mad_u64_u32 v[0:1], s[2:3], v4, v5, v[6:7]
ds_read_b128 v[0:3], v4 offset:16
buffer_wbinvl1_vol
s_dcache_inv_vol
s_endpgm
