image_load v0, v20, s[8:15] dmask:0x1
image_load_mip v0, v20, s[8:15] dmask:0x1
image_load_pck v0, v20, s[8:15] dmask:0x1
image_load_pck_sgn v0, v20, s[8:15] dmask:0x1
image_load_mip_pck v0, v20, s[8:15] dmask:0x1
image_load_mip_pck_sgn v0, v20, s[8:15] dmask:0x1
image_store v0, v20, s[8:15] dmask:0x1
image_store_mip v0, v20, s[8:15] dmask:0x1
image_store_pck v0, v20, s[8:15] dmask:0x1
image_store_mip_pck v0, v20, s[8:15] dmask:0x1
image_get_resinfo v0, v20, s[8:15] dmask:0x1
image_atomic_swap v0, v20, s[8:15] dmask:0x1
image_atomic_cmpswap v[0:1], v20, s[8:15] dmask:0x3
image_atomic_add v0, v20, s[8:15] dmask:0x1
image_atomic_sub v0, v20, s[8:15] dmask:0x1
image_atomic_rsub v0, v20, s[8:15] dmask:0x1
image_atomic_smin v0, v20, s[8:15] dmask:0x1
image_atomic_umin v0, v20, s[8:15] dmask:0x1
image_atomic_smax v0, v20, s[8:15] dmask:0x1
image_atomic_umax v0, v20, s[8:15] dmask:0x1
image_atomic_and v0, v20, s[8:15] dmask:0x1
image_atomic_or v0, v20, s[8:15] dmask:0x1
image_atomic_xor v0, v20, s[8:15] dmask:0x1
image_atomic_inc v0, v20, s[8:15] dmask:0x1
image_atomic_dec v0, v20, s[8:15] dmask:0x1
image_atomic_fcmpswap v[0:1], v20, s[8:15] dmask:0x3
image_atomic_fmin v0, v20, s[8:15] dmask:0x1
image_atomic_fmax v0, v20, s[8:15] dmask:0x1
image_sample v0, v20, s[8:15], s[16:19] dmask:0x1
image_sample_cl v0, v20, s[8:15], s[16:19] dmask:0x1
image_sample_d v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_d_cl v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_l v0, v20, s[8:15], s[16:19] dmask:0x1
image_sample_b v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_b_cl v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_lz v0, v20, s[8:15], s[16:19] dmask:0x1
image_sample_c v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_c_cl v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_c_d v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_d_cl v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_l v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_c_b v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_b_cl v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_lz v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_o v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_cl_o v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_d_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_d_cl_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_l_o v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_b_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_b_cl_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_lz_o v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_c_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_cl_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_d_o v0, v[20:23], s[8:15], s[16:19] dmask:0x1
image_sample_c_d_cl_o v0, v[20:23], s[8:15], s[16:19] dmask:0x1
image_sample_c_l_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_b_o v0, v[20:23], s[8:15], s[16:19] dmask:0x1
image_sample_c_b_cl_o v0, v[20:23], s[8:15], s[16:19] dmask:0x1
image_sample_c_lz_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_gather4 v[0:3], v20, s[8:15], s[16:19] dmask:0x1
image_gather4_cl v[0:3], v20, s[8:15], s[16:19] dmask:0x1
image_gather4_l v[0:3], v20, s[8:15], s[16:19] dmask:0x1
image_gather4_b v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_b_cl v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_lz v[0:3], v20, s[8:15], s[16:19] dmask:0x1
image_gather4_c v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_c_cl v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_c_l v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_c_b v[0:3], v[20:22], s[8:15], s[16:19] dmask:0x1
image_gather4_c_b_cl v[0:3], v[20:22], s[8:15], s[16:19] dmask:0x1
image_gather4_c_lz v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_o v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_cl_o v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_l_o v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_b_o v[0:3], v[20:22], s[8:15], s[16:19] dmask:0x1
image_gather4_b_cl_o v[0:3], v[20:22], s[8:15], s[16:19] dmask:0x1
image_gather4_lz_o v[0:3], v[20:21], s[8:15], s[16:19] dmask:0x1
image_gather4_c_o v[0:3], v[20:22], s[8:15], s[16:19] dmask:0x1
image_gather4_c_cl_o v[0:3], v[20:22], s[8:15], s[16:19] dmask:0x1
image_gather4_c_l_o v[0:3], v[20:22], s[8:15], s[16:19] dmask:0x1
image_gather4_c_b_o v[0:3], v[20:23], s[8:15], s[16:19] dmask:0x1
image_gather4_c_b_cl_o v[0:3], v[20:23], s[8:15], s[16:19] dmask:0x1
image_gather4_c_lz_o v[0:3], v[20:22], s[8:15], s[16:19] dmask:0x1
image_get_lod v0, v20, s[8:15], s[16:19] dmask:0x1
image_sample_cd v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_cd_cl v0, v[20:21], s[8:15], s[16:19] dmask:0x1
image_sample_c_cd v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_cd_cl v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_cd_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_cd_cl_o v0, v[20:22], s[8:15], s[16:19] dmask:0x1
image_sample_c_cd_o v0, v[20:23], s[8:15], s[16:19] dmask:0x1
image_sample_c_cd_cl_o v0, v[20:23], s[8:15], s[16:19] dmask:0x1
