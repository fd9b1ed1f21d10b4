s_add_u32 s19, s51, s67
s_sub_u32 s19, s51, s67
s_add_i32 s19, s51, s67
s_sub_i32 s19, s51, s67
s_addc_u32 s19, s51, s67
s_subb_u32 s19, s51, s67
s_min_i32 s19, s51, s67
s_min_u32 s19, s51, s67
s_max_i32 s19, s51, s67
s_max_u32 s19, s51, s67
s_cselect_b32 s19, s51, s67
s_cselect_b64 s[16:17], s[48:49], s[64:65]
s_and_b32 s19, s51, s67
s_and_b64 s[16:17], s[48:49], s[64:65]
s_or_b32 s19, s51, s67
s_or_b64 s[16:17], s[48:49], s[64:65]
s_xor_b32 s19, s51, s67
s_xor_b64 s[16:17], s[48:49], s[64:65]
s_andn2_b32 s19, s51, s67
s_andn2_b64 s[16:17], s[48:49], s[64:65]
s_orn2_b32 s19, s51, s67
s_orn2_b64 s[16:17], s[48:49], s[64:65]
s_nand_b32 s19, s51, s67
s_nand_b64 s[16:17], s[48:49], s[64:65]
s_nor_b32 s19, s51, s67
s_nor_b64 s[16:17], s[48:49], s[64:65]
s_xnor_b32 s19, s51, s67
s_xnor_b64 s[16:17], s[48:49], s[64:65]
s_lshl_b32 s19, s51, s67
s_lshl_b64 s[16:17], s[48:49], s67
s_lshr_b32 s19, s51, s67
s_lshr_b64 s[16:17], s[48:49], s67
s_ashr_i32 s19, s51, s67
s_ashr_i64 s[16:17], s[48:49], s67
s_bfm_b32 s19, s51, s67
s_bfm_b64 s[16:17], s51, s67
s_mul_i32 s19, s51, s67
s_bfe_u32 s19, s51, s67
s_bfe_i32 s19, s51, s67
s_bfe_u64 s[16:17], s[48:49], s67
s_bfe_i64 s[16:17], s[48:49], s67
s_cbranch_g_fork s[32:33], s[48:49]
s_absdiff_i32 s19, s51, s67
s_movk_i32 s19, 0x1234
s_cmovk_i32 s19, 0x1234
s_cmpk_eq_i32 s19, 0x1234
s_cmpk_lg_i32 s19, 0x1234
s_cmpk_gt_i32 s19, 0x1234
s_cmpk_ge_i32 s19, 0x1234
s_cmpk_lt_i32 s19, 0x1234
s_cmpk_le_i32 s19, 0x1234
s_cmpk_eq_u32 s19, 0x1234
s_cmpk_lg_u32 s19, 0x1234
s_cmpk_gt_u32 s19, 0x1234
s_cmpk_ge_u32 s19, 0x1234
s_cmpk_lt_u32 s19, 0x1234
s_cmpk_le_u32 s19, 0x1234
s_addk_i32 s19, 0x1234
s_mulk_i32 s19, 0x1234
s_cbranch_i_fork s[16:17], 4
s_getreg_b32 s19, hwreg(HW_REG_MODE)
s_setreg_b32 hwreg(HW_REG_MODE), s19
s_setreg_imm32_b32 hwreg(HW_REG_MODE), 0x12345678
s_mov_b32 s19, s51
s_mov_b64 s[16:17], s[48:49]
s_cmov_b32 s19, s51
s_cmov_b64 s[16:17], s[48:49]
s_not_b32 s19, s51
s_not_b64 s[16:17], s[48:49]
s_wqm_b32 s19, s51
s_wqm_b64 s[16:17], s[48:49]
s_brev_b32 s19, s51
s_brev_b64 s[16:17], s[48:49]
s_bcnt0_i32_b32 s19, s51
s_bcnt0_i32_b64 s19, s[48:49]
s_bcnt1_i32_b32 s19, s51
s_bcnt1_i32_b64 s19, s[48:49]
s_ff0_i32_b32 s19, s51
s_ff0_i32_b64 s19, s[48:49]
s_ff1_i32_b32 s19, s51
s_ff1_i32_b64 s19, s[48:49]
s_flbit_i32_b32 s19, s51
s_flbit_i32_b64 s19, s[48:49]
s_flbit_i32_i64 s19, s[48:49]
s_sext_i32_i8 s19, s51
s_sext_i32_i16 s19, s51
s_bitset0_b32 s19, s51
s_bitset0_b64 s[16:17], s51
s_bitset1_b32 s19, s51
s_bitset1_b64 s[16:17], s51
s_getpc_b64 s[16:17]
s_setpc_b64 s[32:33]
s_swappc_b64 s[16:17], s[48:49]
s_rfe_b64 s[32:33]
s_and_saveexec_b64 s[16:17], s[48:49]
s_or_saveexec_b64 s[16:17], s[48:49]
s_xor_saveexec_b64 s[16:17], s[48:49]
s_andn2_saveexec_b64 s[16:17], s[48:49]
s_orn2_saveexec_b64 s[16:17], s[48:49]
s_nand_saveexec_b64 s[16:17], s[48:49]
s_nor_saveexec_b64 s[16:17], s[48:49]
s_xnor_saveexec_b64 s[16:17], s[48:49]
s_quadmask_b32 s19, s51
s_quadmask_b64 s[16:17], s[48:49]
s_movrels_b32 s19, s51
s_movrels_b64 s[16:17], s[48:49]
s_movreld_b32 s19, s51
s_movreld_b64 s[16:17], s[48:49]
s_cbranch_join s35
s_abs_i32 s19, s51
s_cmp_eq_i32 s35, s51
s_cmp_lg_i32 s35, s51
s_cmp_gt_i32 s35, s51
s_cmp_ge_i32 s35, s51
s_cmp_lt_i32 s35, s51
s_cmp_le_i32 s35, s51
s_cmp_eq_u32 s35, s51
s_cmp_lg_u32 s35, s51
s_cmp_gt_u32 s35, s51
s_cmp_ge_u32 s35, s51
s_cmp_lt_u32 s35, s51
s_cmp_le_u32 s35, s51
s_bitcmp0_b32 s35, s51
s_bitcmp1_b32 s35, s51
s_bitcmp0_b64 s[32:33], s51
s_bitcmp1_b64 s[32:33], s51
s_setvskip s35, s51
s_nop 0
s_endpgm
s_branch 0
s_cbranch_scc0 0
s_cbranch_scc1 0
s_cbranch_vccz 0
s_cbranch_vccnz 0
s_cbranch_execz 0
s_cbranch_execnz 0
s_barrier
s_setkill 0
s_waitcnt 0
s_sethalt 0
s_sleep 0
s_setprio 0
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsghalt sendmsg(MSG_INTERRUPT)
s_trap 0
s_icache_inv
s_incperflevel 0
s_decperflevel 0
s_ttracedata
s_cbranch_cdbgsys 0
s_cbranch_cdbguser 0
s_cbranch_cdbgsys_or_user 0
s_cbranch_cdbgsys_and_user 0
s_load_dword s19, s[32:33], 0
s_load_dwordx2 s[16:17], s[32:33], 0
s_load_dwordx4 s[16:19], s[32:33], 0
s_load_dwordx8 s[16:23], s[32:33], 0
s_load_dwordx16 s[16:31], s[32:33], 0
s_buffer_load_dword s19, s[32:35], 0
s_buffer_load_dwordx2 s[16:17], s[32:35], 0
s_buffer_load_dwordx4 s[16:19], s[32:35], 0
s_buffer_load_dwordx8 s[16:23], s[32:35], 0
s_buffer_load_dwordx16 s[16:31], s[32:35], 0
s_memtime s[16:17]
s_dcache_inv
