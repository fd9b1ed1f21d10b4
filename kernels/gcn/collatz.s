// Divergence in a loop: steps[gid] = the number of Collatz steps (n even:
// n / 2, odd: 3n + 1) that take in[gid] to 1 (0 for 0 and 1). Each lane
// leaves the loop when its n reaches 1; the even and odd lanes of a step run
// one after the other under EXEC, and the wave loops while any lane is left.
// gpuasm run -t gcn builtin:gcn/collatz.s --global 64 --buffer in=@numbers.bin
//   --buffer steps=256 --arg in=in --arg steps=steps --dump steps
.device tahiti
.kernel collatz
.arg in, global const uint*
.arg steps, global uint*
  s_buffer_load_dword s0, s[4:7], 0x4      // CB0: the local size
  s_buffer_load_dword s1, s[4:7], 0x18     // CB0: the global offset
  s_buffer_load_dword s13, s[8:11], 0x0    // CB1: in's offset
  s_buffer_load_dword s14, s[8:11], 0x4    // CB1: steps' offset
  s_load_dwordx4 s[16:19], s[2:3], 0x60    // UAV 12: in
  s_load_dwordx4 s[20:23], s[2:3], 0x68    // UAV 13: steps
  s_waitcnt lgkmcnt(0)
  s_mul_i32 s0, s12, s0
  s_add_u32 s0, s0, s1
  v_add_i32 v1, vcc, s0, v0                // the global id
  v_lshlrev_b32 v1, 2, v1
  v_add_i32 v9, vcc, s13, v1
  buffer_load_dword v2, v9, s[16:19], 0 offen
  v_mov_b32 v5, 0                          // steps so far
  s_mov_b64 s[26:27], exec                 // the lanes that store at the end
  s_waitcnt vmcnt(0)
  v_cmp_lt_u32 vcc, 1, v2
  s_and_b64 exec, exec, vcc
  s_cbranch_execz done
again:
  v_and_b32 v6, 1, v2
  v_cmp_eq_u32 vcc, 0, v6
  s_and_saveexec_b64 s[28:29], vcc         // the even lanes
  v_lshrrev_b32 v2, 1, v2
  s_andn2_b64 exec, s[28:29], exec         // then the odd ones
  v_mul_lo_u32 v2, v2, 3
  v_add_i32 v2, vcc, 1, v2
  s_mov_b64 exec, s[28:29]
  v_add_i32 v5, vcc, 1, v5
  v_cmp_lt_u32 vcc, 1, v2
  s_and_b64 exec, exec, vcc                // lanes still above 1
  s_cbranch_execnz again
done:
  s_mov_b64 exec, s[26:27]
  v_add_i32 v1, vcc, s14, v1
  buffer_store_dword v5, v1, s[20:23], 0 offen
  s_endpgm
