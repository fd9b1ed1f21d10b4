// Sum of each work-group's 256 uints (out[group] = in[gid] summed over the
// group), by a tree in LDS: 128, 64, ... 1 lanes add their neighbour's
// partial sum, with s_barrier between the steps. The lanes that drop out of
// a step are masked off (s_and_saveexec_b64) and a wave with none left jumps
// over it (s_cbranch_execz); every wave meets every barrier.
// gpuasm run -t gcn builtin:gcn/reduce_sum.s --global 1024 --buffer in=4096
//   --buffer out=16 --arg in=in --arg out=out --dump out
.device tahiti
.kernel reduce_sum
.arg in, global const uint*
.arg out, global uint*
.reqd_work_group_size 256, 1, 1
.local_bytes 1024
  // The runtime's registers: s[2:3] the UAV table, s[4:7] CB0, s[8:11] CB1,
  // s12 the group id; v0 the local id (docs/gcn-simulator.md, "The launch").
  s_buffer_load_dword s0, s[4:7], 0x4      // CB0: the local size
  s_buffer_load_dword s1, s[4:7], 0x18     // CB0: the global offset
  s_buffer_load_dword s13, s[8:11], 0x0    // CB1: in's offset
  s_buffer_load_dword s14, s[8:11], 0x4    // CB1: out's offset
  s_load_dwordx4 s[16:19], s[2:3], 0x60    // UAV 12: in
  s_load_dwordx4 s[20:23], s[2:3], 0x68    // UAV 13: out
  s_mov_b32 m0, -1                         // DS instructions are clamped by M0
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s12, s0
  s_add_u32 s0, s0, s1
  v_add_i32 v1, vcc, s0, v0                // the global id
  v_lshlrev_b32 v1, 2, v1
  v_add_i32 v1, vcc, s13, v1
  buffer_load_dword v2, v1, s[16:19], 0 offen
  v_lshlrev_b32 v3, 2, v0                  // this lane's LDS word
  s_waitcnt vmcnt(0)
  ds_write_b32 v3, v2
  s_waitcnt lgkmcnt(0)
  s_barrier
  s_movk_i32 s24, 128                      // lanes that add in this step
step:
  v_cmp_gt_u32 vcc, s24, v0
  s_and_saveexec_b64 s[26:27], vcc
  s_cbranch_execz next
  s_lshl_b32 s25, s24, 2
  v_add_i32 v4, vcc, s25, v3
  ds_read_b32 v5, v3
  ds_read_b32 v6, v4
  s_waitcnt lgkmcnt(0)
  v_add_i32 v5, vcc, v5, v6
  ds_write_b32 v3, v5
next:
  s_mov_b64 exec, s[26:27]
  s_waitcnt lgkmcnt(0)
  s_barrier
  s_lshr_b32 s24, s24, 1
  s_cmp_lg_u32 s24, 0
  s_cbranch_scc1 step
  v_cmp_eq_u32 vcc, 0, v0                  // lane 0 of the group writes the sum
  s_and_saveexec_b64 s[26:27], vcc
  s_cbranch_execz done
  v_mov_b32 v7, 0
  ds_read_b32 v5, v7
  s_lshl_b32 s28, s12, 2
  s_add_u32 s28, s28, s14
  v_mov_b32 v8, s28
  s_waitcnt lgkmcnt(0)
  buffer_store_dword v5, v8, s[20:23], 0 offen
done:
  s_endpgm
