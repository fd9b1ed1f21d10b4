// Inclusive prefix sum within each work-group of 256 uints (Hillis and
// Steele): in step k every lane at or past 2^k adds the value 2^k lanes
// before it, read before the barrier and added after it, so that no lane
// reads a word another lane of the same step has already changed.
// gpuasm run -t gcn builtin:gcn/prefix_sum.s --global 256 --buffer in=1024
//   --buffer out=1024 --arg in=in --arg out=out --dump out
.device tahiti
.kernel prefix_sum
.arg in, global const uint*
.arg out, global uint*
.reqd_work_group_size 256, 1, 1
.local_bytes 1024
  s_buffer_load_dword s0, s[4:7], 0x4      // CB0: the local size
  s_buffer_load_dword s1, s[4:7], 0x18     // CB0: the global offset
  s_buffer_load_dword s13, s[8:11], 0x0    // CB1: in's offset
  s_buffer_load_dword s14, s[8:11], 0x4    // CB1: out's offset
  s_load_dwordx4 s[16:19], s[2:3], 0x60    // UAV 12: in
  s_load_dwordx4 s[20:23], s[2:3], 0x68    // UAV 13: out
  s_mov_b32 m0, -1
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s12, s0
  s_add_u32 s0, s0, s1
  v_add_i32 v1, vcc, s0, v0                // the global id
  v_lshlrev_b32 v1, 2, v1
  v_add_i32 v9, vcc, s13, v1
  buffer_load_dword v5, v9, s[16:19], 0 offen
  v_lshlrev_b32 v3, 2, v0                  // this lane's LDS word
  s_waitcnt vmcnt(0)
  ds_write_b32 v3, v5
  s_waitcnt lgkmcnt(0)
  s_barrier
  s_mov_b32 s24, 1                         // the distance of this step
step:
  v_mov_b32 v6, 0
  v_cmp_le_u32 vcc, s24, v0
  s_and_saveexec_b64 s[26:27], vcc
  s_cbranch_execz added
  s_lshl_b32 s25, s24, 2
  v_subrev_i32 v4, vcc, s25, v3
  ds_read_b32 v6, v4
  s_waitcnt lgkmcnt(0)
added:
  s_mov_b64 exec, s[26:27]
  s_barrier
  v_add_i32 v5, vcc, v5, v6
  ds_write_b32 v3, v5
  s_waitcnt lgkmcnt(0)
  s_barrier
  s_lshl_b32 s24, s24, 1
  s_cmpk_lt_u32 s24, 256
  s_cbranch_scc1 step
  v_add_i32 v1, vcc, s14, v1
  buffer_store_dword v5, v1, s[20:23], 0 offen
  s_endpgm
