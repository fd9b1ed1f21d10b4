// sample.cl's kernel body (out[num] = in[num] + 42; seed 003) as code to
// write over sample_dummy.bin's NOP sled (gpuasm asm --patch ... --patch-nops).
// The dummy's own tail stays: `v_add_i32 v1, vcc, s16, v1` and a store of v0
// to out through s[8:11], so this code leaves the byte offset num * 4 in v1,
// out's offset in s16 and the value in v0. The registers are the 1124.2
// driver's for this binary: s[2:3] the constant-buffer table (CB0, CB1),
// s[4:7] UAV 10 (in), s[8:11] UAV 11 (out), s12 the group id, v0 the local id.
  s_load_dwordx4 s[20:23], s[2:3], 0x0     // the table's entry 0: CB0's V#
  s_load_dwordx4 s[24:27], s[2:3], 0x4     // entry 1: CB1's V#
  s_waitcnt lgkmcnt(0)
  s_buffer_load_dword s0, s[20:23], 0x4    // CB0: the local size
  s_buffer_load_dword s1, s[20:23], 0x18   // CB0: the global offset
  s_buffer_load_dword s13, s[24:27], 0x0   // CB1: in's offset
  s_buffer_load_dword s16, s[24:27], 0x8   // CB1: out's offset, for the tail
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s12, s0
  s_add_u32 s0, s0, s1
  v_add_i32 v1, vcc, s0, v0                // num = get_global_id(0)
  v_lshlrev_b32 v1, 2, v1
  v_add_i32 v2, vcc, s13, v1
  buffer_load_dword v0, v2, s[4:7], 0 offen
  s_waitcnt vmcnt(0)
  v_add_i32 v0, vcc, 42, v0
