// A small kernel: labels, a loop, symbols, a macro and data.
.set count, 16
.macro add_twice dst, a
  v_add_i32 \dst, vcc, \a, \dst
  v_add_i32 \dst, vcc, \a, \dst
.endm
start:
  s_load_dwordx4 s[4:7], s[0:1], 0x0
  s_mov_b32 s8, count
  s_waitcnt lgkmcnt(0)
loop:
  add_twice v1, s8
  v_mov_b32 v2, 0x3f800000
  buffer_store_dword v1, v0, s[4:7], 0 offen offset:16 glc
  s_sub_u32 s8, s8, 1
  s_cmp_lg_u32 s8, 0
  s_cbranch_scc1 loop
  s_waitcnt vmcnt(0) expcnt(0)
  s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
  s_endpgm
.align 16
.long start, loop - start, 0xdeadbeef
