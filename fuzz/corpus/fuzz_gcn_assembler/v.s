v_cndmask_b32 v1, v18, v35, vcc
v_cndmask_b32_e64 v1, v18, v35, vcc
v_cndmask_b32_e32 v1, v18, v35, vcc
v_readlane_b32 s19, v18, s51
v_writelane_b32 v1, s51, s51
v_add_f32 v1, v18, v35
v_add_f32_e64 v1, v18, v35
v_add_f32_e32 v1, v18, v35
v_sub_f32 v1, v18, v35
v_sub_f32_e64 v1, v18, v35
v_sub_f32_e32 v1, v18, v35
v_subrev_f32 v1, v18, v35
v_subrev_f32_e64 v1, v18, v35
v_subrev_f32_e32 v1, v18, v35
v_mac_legacy_f32 v1, v18, v35
v_mac_legacy_f32_e64 v1, v18, v35
v_mac_legacy_f32_e32 v1, v18, v35
v_mul_legacy_f32 v1, v18, v35
v_mul_legacy_f32_e64 v1, v18, v35
v_mul_legacy_f32_e32 v1, v18, v35
v_mul_f32 v1, v18, v35
v_mul_f32_e64 v1, v18, v35
v_mul_f32_e32 v1, v18, v35
v_mul_i32_i24 v1, v18, v35
v_mul_i32_i24_e64 v1, v18, v35
v_mul_i32_i24_e32 v1, v18, v35
v_mul_hi_i32_i24 v1, v18, v35
v_mul_hi_i32_i24_e64 v1, v18, v35
v_mul_hi_i32_i24_e32 v1, v18, v35
v_mul_u32_u24 v1, v18, v35
v_mul_u32_u24_e64 v1, v18, v35
v_mul_u32_u24_e32 v1, v18, v35
v_mul_hi_u32_u24 v1, v18, v35
v_mul_hi_u32_u24_e64 v1, v18, v35
v_mul_hi_u32_u24_e32 v1, v18, v35
v_min_legacy_f32 v1, v18, v35
v_min_legacy_f32_e64 v1, v18, v35
v_min_legacy_f32_e32 v1, v18, v35
v_max_legacy_f32 v1, v18, v35
v_max_legacy_f32_e64 v1, v18, v35
v_max_legacy_f32_e32 v1, v18, v35
v_min_f32 v1, v18, v35
v_min_f32_e64 v1, v18, v35
v_min_f32_e32 v1, v18, v35
v_max_f32 v1, v18, v35
v_max_f32_e64 v1, v18, v35
v_max_f32_e32 v1, v18, v35
v_min_i32 v1, v18, v35
v_min_i32_e64 v1, v18, v35
v_min_i32_e32 v1, v18, v35
v_max_i32 v1, v18, v35
v_max_i32_e64 v1, v18, v35
v_max_i32_e32 v1, v18, v35
v_min_u32 v1, v18, v35
v_min_u32_e64 v1, v18, v35
v_min_u32_e32 v1, v18, v35
v_max_u32 v1, v18, v35
v_max_u32_e64 v1, v18, v35
v_max_u32_e32 v1, v18, v35
v_lshr_b32 v1, v18, v35
v_lshr_b32_e64 v1, v18, v35
v_lshr_b32_e32 v1, v18, v35
v_lshrrev_b32 v1, v18, v35
v_lshrrev_b32_e64 v1, v18, v35
v_lshrrev_b32_e32 v1, v18, v35
v_ashr_i32 v1, v18, v35
v_ashr_i32_e64 v1, v18, v35
v_ashr_i32_e32 v1, v18, v35
v_ashrrev_i32 v1, v18, v35
v_ashrrev_i32_e64 v1, v18, v35
v_ashrrev_i32_e32 v1, v18, v35
v_lshl_b32 v1, v18, v35
v_lshl_b32_e64 v1, v18, v35
v_lshl_b32_e32 v1, v18, v35
v_lshlrev_b32 v1, v18, v35
v_lshlrev_b32_e64 v1, v18, v35
v_lshlrev_b32_e32 v1, v18, v35
v_and_b32 v1, v18, v35
v_and_b32_e64 v1, v18, v35
v_and_b32_e32 v1, v18, v35
v_or_b32 v1, v18, v35
v_or_b32_e64 v1, v18, v35
v_or_b32_e32 v1, v18, v35
v_xor_b32 v1, v18, v35
v_xor_b32_e64 v1, v18, v35
v_xor_b32_e32 v1, v18, v35
v_bfm_b32 v1, v18, v35
v_bfm_b32_e64 v1, v18, v35
v_bfm_b32_e32 v1, v18, v35
v_mac_f32 v1, v18, v35
v_mac_f32_e64 v1, v18, v35
v_mac_f32_e32 v1, v18, v35
v_madmk_f32 v1, v18, 0x12345678, v35
v_madmk_f32_e32 v1, v18, 0x12345678, v35
v_madak_f32 v1, v18, v35, 0x12345678
v_madak_f32_e32 v1, v18, v35, 0x12345678
v_bcnt_u32_b32 v1, v18, v35
v_bcnt_u32_b32_e64 v1, v18, v35
v_bcnt_u32_b32_e32 v1, v18, v35
v_mbcnt_lo_u32_b32 v1, v18, v35
v_mbcnt_lo_u32_b32_e64 v1, v18, v35
v_mbcnt_lo_u32_b32_e32 v1, v18, v35
v_mbcnt_hi_u32_b32 v1, v18, v35
v_mbcnt_hi_u32_b32_e64 v1, v18, v35
v_mbcnt_hi_u32_b32_e32 v1, v18, v35
v_add_i32 v1, vcc, v18, v35
v_add_i32_e64 v1, vcc, v18, v35
v_add_i32_e32 v1, vcc, v18, v35
v_sub_i32 v1, vcc, v18, v35
v_sub_i32_e64 v1, vcc, v18, v35
v_sub_i32_e32 v1, vcc, v18, v35
v_subrev_i32 v1, vcc, v18, v35
v_subrev_i32_e64 v1, vcc, v18, v35
v_subrev_i32_e32 v1, vcc, v18, v35
v_addc_u32 v1, vcc, v18, v35, vcc
v_addc_u32_e64 v1, vcc, v18, v35, vcc
v_addc_u32_e32 v1, vcc, v18, v35, vcc
v_subb_u32 v1, vcc, v18, v35, vcc
v_subb_u32_e64 v1, vcc, v18, v35, vcc
v_subb_u32_e32 v1, vcc, v18, v35, vcc
v_subbrev_u32 v1, vcc, v18, v35, vcc
v_subbrev_u32_e64 v1, vcc, v18, v35, vcc
v_subbrev_u32_e32 v1, vcc, v18, v35, vcc
v_ldexp_f32 v1, v18, v35
v_ldexp_f32_e64 v1, v18, v35
v_ldexp_f32_e32 v1, v18, v35
v_cvt_pkaccum_u8_f32 v1, v18, v35
v_cvt_pkaccum_u8_f32_e64 v1, v18, v35
v_cvt_pkaccum_u8_f32_e32 v1, v18, v35
v_cvt_pknorm_i16_f32 v1, v18, v35
v_cvt_pknorm_i16_f32_e64 v1, v18, v35
v_cvt_pknorm_i16_f32_e32 v1, v18, v35
v_cvt_pknorm_u16_f32 v1, v18, v35
v_cvt_pknorm_u16_f32_e64 v1, v18, v35
v_cvt_pknorm_u16_f32_e32 v1, v18, v35
v_cvt_pkrtz_f16_f32 v1, v18, v35
v_cvt_pkrtz_f16_f32_e64 v1, v18, v35
v_cvt_pkrtz_f16_f32_e32 v1, v18, v35
v_cvt_pk_u16_u32 v1, v18, v35
v_cvt_pk_u16_u32_e64 v1, v18, v35
v_cvt_pk_u16_u32_e32 v1, v18, v35
v_cvt_pk_i16_i32 v1, v18, v35
v_cvt_pk_i16_i32_e64 v1, v18, v35
v_cvt_pk_i16_i32_e32 v1, v18, v35
v_nop
v_mov_b32 v1, v18
v_mov_b32_e64 v1, v18
v_mov_b32_e32 v1, v18
v_readfirstlane_b32 s19, v18
v_readfirstlane_b32_e32 s19, v18
v_cvt_i32_f64 v1, v[16:17]
v_cvt_i32_f64_e64 v1, v[16:17]
v_cvt_i32_f64_e32 v1, v[16:17]
v_cvt_f64_i32 v[0:1], v18
v_cvt_f64_i32_e64 v[0:1], v18
v_cvt_f64_i32_e32 v[0:1], v18
v_cvt_f32_i32 v1, v18
v_cvt_f32_i32_e64 v1, v18
v_cvt_f32_i32_e32 v1, v18
v_cvt_f32_u32 v1, v18
v_cvt_f32_u32_e64 v1, v18
v_cvt_f32_u32_e32 v1, v18
v_cvt_u32_f32 v1, v18
v_cvt_u32_f32_e64 v1, v18
v_cvt_u32_f32_e32 v1, v18
v_cvt_i32_f32 v1, v18
v_cvt_i32_f32_e64 v1, v18
v_cvt_i32_f32_e32 v1, v18
v_cvt_f16_f32 v1, v18
v_cvt_f16_f32_e64 v1, v18
v_cvt_f16_f32_e32 v1, v18
v_cvt_f32_f16 v1, v18
v_cvt_f32_f16_e64 v1, v18
v_cvt_f32_f16_e32 v1, v18
v_cvt_rpi_i32_f32 v1, v18
v_cvt_rpi_i32_f32_e64 v1, v18
v_cvt_rpi_i32_f32_e32 v1, v18
v_cvt_flr_i32_f32 v1, v18
v_cvt_flr_i32_f32_e64 v1, v18
v_cvt_flr_i32_f32_e32 v1, v18
v_cvt_off_f32_i4 v1, v18
v_cvt_off_f32_i4_e64 v1, v18
v_cvt_off_f32_i4_e32 v1, v18
v_cvt_f32_f64 v1, v[16:17]
v_cvt_f32_f64_e64 v1, v[16:17]
v_cvt_f32_f64_e32 v1, v[16:17]
v_cvt_f64_f32 v[0:1], v18
v_cvt_f64_f32_e64 v[0:1], v18
v_cvt_f64_f32_e32 v[0:1], v18
v_cvt_f32_ubyte0 v1, v18
v_cvt_f32_ubyte0_e64 v1, v18
v_cvt_f32_ubyte0_e32 v1, v18
v_cvt_f32_ubyte1 v1, v18
v_cvt_f32_ubyte1_e64 v1, v18
v_cvt_f32_ubyte1_e32 v1, v18
v_cvt_f32_ubyte2 v1, v18
v_cvt_f32_ubyte2_e64 v1, v18
v_cvt_f32_ubyte2_e32 v1, v18
v_cvt_f32_ubyte3 v1, v18
v_cvt_f32_ubyte3_e64 v1, v18
v_cvt_f32_ubyte3_e32 v1, v18
v_cvt_u32_f64 v1, v[16:17]
v_cvt_u32_f64_e64 v1, v[16:17]
v_cvt_u32_f64_e32 v1, v[16:17]
v_cvt_f64_u32 v[0:1], v18
v_cvt_f64_u32_e64 v[0:1], v18
v_cvt_f64_u32_e32 v[0:1], v18
v_fract_f32 v1, v18
v_fract_f32_e64 v1, v18
v_fract_f32_e32 v1, v18
v_trunc_f32 v1, v18
v_trunc_f32_e64 v1, v18
v_trunc_f32_e32 v1, v18
v_ceil_f32 v1, v18
v_ceil_f32_e64 v1, v18
v_ceil_f32_e32 v1, v18
v_rndne_f32 v1, v18
v_rndne_f32_e64 v1, v18
v_rndne_f32_e32 v1, v18
v_floor_f32 v1, v18
v_floor_f32_e64 v1, v18
v_floor_f32_e32 v1, v18
v_exp_f32 v1, v18
v_exp_f32_e64 v1, v18
v_exp_f32_e32 v1, v18
v_log_clamp_f32 v1, v18
v_log_clamp_f32_e64 v1, v18
v_log_clamp_f32_e32 v1, v18
v_log_f32 v1, v18
v_log_f32_e64 v1, v18
v_log_f32_e32 v1, v18
v_rcp_clamp_f32 v1, v18
v_rcp_clamp_f32_e64 v1, v18
v_rcp_clamp_f32_e32 v1, v18
v_rcp_legacy_f32 v1, v18
v_rcp_legacy_f32_e64 v1, v18
v_rcp_legacy_f32_e32 v1, v18
v_rcp_f32 v1, v18
v_rcp_f32_e64 v1, v18
v_rcp_f32_e32 v1, v18
v_rcp_iflag_f32 v1, v18
v_rcp_iflag_f32_e64 v1, v18
v_rcp_iflag_f32_e32 v1, v18
v_rsq_clamp_f32 v1, v18
v_rsq_clamp_f32_e64 v1, v18
v_rsq_clamp_f32_e32 v1, v18
v_rsq_legacy_f32 v1, v18
v_rsq_legacy_f32_e64 v1, v18
v_rsq_legacy_f32_e32 v1, v18
v_rsq_f32 v1, v18
v_rsq_f32_e64 v1, v18
v_rsq_f32_e32 v1, v18
v_rcp_f64 v[0:1], v[16:17]
v_rcp_f64_e64 v[0:1], v[16:17]
v_rcp_f64_e32 v[0:1], v[16:17]
v_rcp_clamp_f64 v[0:1], v[16:17]
v_rcp_clamp_f64_e64 v[0:1], v[16:17]
v_rcp_clamp_f64_e32 v[0:1], v[16:17]
v_rsq_f64 v[0:1], v[16:17]
v_rsq_f64_e64 v[0:1], v[16:17]
v_rsq_f64_e32 v[0:1], v[16:17]
v_rsq_clamp_f64 v[0:1], v[16:17]
v_rsq_clamp_f64_e64 v[0:1], v[16:17]
v_rsq_clamp_f64_e32 v[0:1], v[16:17]
v_sqrt_f32 v1, v18
v_sqrt_f32_e64 v1, v18
v_sqrt_f32_e32 v1, v18
v_sqrt_f64 v[0:1], v[16:17]
v_sqrt_f64_e64 v[0:1], v[16:17]
v_sqrt_f64_e32 v[0:1], v[16:17]
v_sin_f32 v1, v18
v_sin_f32_e64 v1, v18
v_sin_f32_e32 v1, v18
v_cos_f32 v1, v18
v_cos_f32_e64 v1, v18
v_cos_f32_e32 v1, v18
v_not_b32 v1, v18
v_not_b32_e64 v1, v18
v_not_b32_e32 v1, v18
v_bfrev_b32 v1, v18
v_bfrev_b32_e64 v1, v18
v_bfrev_b32_e32 v1, v18
v_ffbh_u32 v1, v18
v_ffbh_u32_e64 v1, v18
v_ffbh_u32_e32 v1, v18
v_ffbl_b32 v1, v18
v_ffbl_b32_e64 v1, v18
v_ffbl_b32_e32 v1, v18
v_ffbh_i32 v1, v18
v_ffbh_i32_e64 v1, v18
v_ffbh_i32_e32 v1, v18
v_frexp_exp_i32_f64 v1, v[16:17]
v_frexp_exp_i32_f64_e64 v1, v[16:17]
v_frexp_exp_i32_f64_e32 v1, v[16:17]
v_frexp_mant_f64 v[0:1], v[16:17]
v_frexp_mant_f64_e64 v[0:1], v[16:17]
v_frexp_mant_f64_e32 v[0:1], v[16:17]
v_fract_f64 v[0:1], v[16:17]
v_fract_f64_e64 v[0:1], v[16:17]
v_fract_f64_e32 v[0:1], v[16:17]
v_frexp_exp_i32_f32 v1, v18
v_frexp_exp_i32_f32_e64 v1, v18
v_frexp_exp_i32_f32_e32 v1, v18
v_frexp_mant_f32 v1, v18
v_frexp_mant_f32_e64 v1, v18
v_frexp_mant_f32_e32 v1, v18
v_clrexcp
v_movreld_b32 v1, v18
v_movreld_b32_e64 v1, v18
v_movreld_b32_e32 v1, v18
v_movrels_b32 v1, v18
v_movrels_b32_e64 v1, v18
v_movrels_b32_e32 v1, v18
v_movrelsd_b32 v1, v18
v_movrelsd_b32_e64 v1, v18
v_movrelsd_b32_e32 v1, v18
v_cmp_f_f32 vcc, v18, v35
v_cmp_f_f32_e64 vcc, v18, v35
v_cmp_f_f32_e32 vcc, v18, v35
v_cmp_lt_f32 vcc, v18, v35
v_cmp_lt_f32_e64 vcc, v18, v35
v_cmp_lt_f32_e32 vcc, v18, v35
v_cmp_eq_f32 vcc, v18, v35
v_cmp_eq_f32_e64 vcc, v18, v35
v_cmp_eq_f32_e32 vcc, v18, v35
v_cmp_le_f32 vcc, v18, v35
v_cmp_le_f32_e64 vcc, v18, v35
v_cmp_le_f32_e32 vcc, v18, v35
v_cmp_gt_f32 vcc, v18, v35
v_cmp_gt_f32_e64 vcc, v18, v35
v_cmp_gt_f32_e32 vcc, v18, v35
v_cmp_lg_f32 vcc, v18, v35
v_cmp_lg_f32_e64 vcc, v18, v35
v_cmp_lg_f32_e32 vcc, v18, v35
v_cmp_ge_f32 vcc, v18, v35
v_cmp_ge_f32_e64 vcc, v18, v35
v_cmp_ge_f32_e32 vcc, v18, v35
v_cmp_o_f32 vcc, v18, v35
v_cmp_o_f32_e64 vcc, v18, v35
v_cmp_o_f32_e32 vcc, v18, v35
v_cmp_u_f32 vcc, v18, v35
v_cmp_u_f32_e64 vcc, v18, v35
v_cmp_u_f32_e32 vcc, v18, v35
v_cmp_nge_f32 vcc, v18, v35
v_cmp_nge_f32_e64 vcc, v18, v35
v_cmp_nge_f32_e32 vcc, v18, v35
v_cmp_nlg_f32 vcc, v18, v35
v_cmp_nlg_f32_e64 vcc, v18, v35
v_cmp_nlg_f32_e32 vcc, v18, v35
v_cmp_ngt_f32 vcc, v18, v35
v_cmp_ngt_f32_e64 vcc, v18, v35
v_cmp_ngt_f32_e32 vcc, v18, v35
v_cmp_nle_f32 vcc, v18, v35
v_cmp_nle_f32_e64 vcc, v18, v35
v_cmp_nle_f32_e32 vcc, v18, v35
v_cmp_neq_f32 vcc, v18, v35
v_cmp_neq_f32_e64 vcc, v18, v35
v_cmp_neq_f32_e32 vcc, v18, v35
v_cmp_nlt_f32 vcc, v18, v35
v_cmp_nlt_f32_e64 vcc, v18, v35
v_cmp_nlt_f32_e32 vcc, v18, v35
v_cmp_tru_f32 vcc, v18, v35
v_cmp_tru_f32_e64 vcc, v18, v35
v_cmp_tru_f32_e32 vcc, v18, v35
v_cmpx_f_f32 vcc, v18, v35
v_cmpx_f_f32_e64 vcc, v18, v35
v_cmpx_f_f32_e32 vcc, v18, v35
v_cmpx_lt_f32 vcc, v18, v35
v_cmpx_lt_f32_e64 vcc, v18, v35
v_cmpx_lt_f32_e32 vcc, v18, v35
v_cmpx_eq_f32 vcc, v18, v35
v_cmpx_eq_f32_e64 vcc, v18, v35
v_cmpx_eq_f32_e32 vcc, v18, v35
v_cmpx_le_f32 vcc, v18, v35
v_cmpx_le_f32_e64 vcc, v18, v35
v_cmpx_le_f32_e32 vcc, v18, v35
v_cmpx_gt_f32 vcc, v18, v35
v_cmpx_gt_f32_e64 vcc, v18, v35
v_cmpx_gt_f32_e32 vcc, v18, v35
v_cmpx_lg_f32 vcc, v18, v35
v_cmpx_lg_f32_e64 vcc, v18, v35
v_cmpx_lg_f32_e32 vcc, v18, v35
v_cmpx_ge_f32 vcc, v18, v35
v_cmpx_ge_f32_e64 vcc, v18, v35
v_cmpx_ge_f32_e32 vcc, v18, v35
v_cmpx_o_f32 vcc, v18, v35
v_cmpx_o_f32_e64 vcc, v18, v35
v_cmpx_o_f32_e32 vcc, v18, v35
v_cmpx_u_f32 vcc, v18, v35
v_cmpx_u_f32_e64 vcc, v18, v35
v_cmpx_u_f32_e32 vcc, v18, v35
v_cmpx_nge_f32 vcc, v18, v35
v_cmpx_nge_f32_e64 vcc, v18, v35
v_cmpx_nge_f32_e32 vcc, v18, v35
v_cmpx_nlg_f32 vcc, v18, v35
v_cmpx_nlg_f32_e64 vcc, v18, v35
v_cmpx_nlg_f32_e32 vcc, v18, v35
v_cmpx_ngt_f32 vcc, v18, v35
v_cmpx_ngt_f32_e64 vcc, v18, v35
v_cmpx_ngt_f32_e32 vcc, v18, v35
v_cmpx_nle_f32 vcc, v18, v35
v_cmpx_nle_f32_e64 vcc, v18, v35
v_cmpx_nle_f32_e32 vcc, v18, v35
v_cmpx_neq_f32 vcc, v18, v35
v_cmpx_neq_f32_e64 vcc, v18, v35
v_cmpx_neq_f32_e32 vcc, v18, v35
v_cmpx_nlt_f32 vcc, v18, v35
v_cmpx_nlt_f32_e64 vcc, v18, v35
v_cmpx_nlt_f32_e32 vcc, v18, v35
v_cmpx_tru_f32 vcc, v18, v35
v_cmpx_tru_f32_e64 vcc, v18, v35
v_cmpx_tru_f32_e32 vcc, v18, v35
v_cmp_f_f64 vcc, v[16:17], v[32:33]
v_cmp_f_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_f_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_lt_f64 vcc, v[16:17], v[32:33]
v_cmp_lt_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_lt_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_eq_f64 vcc, v[16:17], v[32:33]
v_cmp_eq_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_eq_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_le_f64 vcc, v[16:17], v[32:33]
v_cmp_le_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_le_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_gt_f64 vcc, v[16:17], v[32:33]
v_cmp_gt_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_gt_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_lg_f64 vcc, v[16:17], v[32:33]
v_cmp_lg_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_lg_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_ge_f64 vcc, v[16:17], v[32:33]
v_cmp_ge_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_ge_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_o_f64 vcc, v[16:17], v[32:33]
v_cmp_o_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_o_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_u_f64 vcc, v[16:17], v[32:33]
v_cmp_u_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_u_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_nge_f64 vcc, v[16:17], v[32:33]
v_cmp_nge_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_nge_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_nlg_f64 vcc, v[16:17], v[32:33]
v_cmp_nlg_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_nlg_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_ngt_f64 vcc, v[16:17], v[32:33]
v_cmp_ngt_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_ngt_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_nle_f64 vcc, v[16:17], v[32:33]
v_cmp_nle_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_nle_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_neq_f64 vcc, v[16:17], v[32:33]
v_cmp_neq_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_neq_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_nlt_f64 vcc, v[16:17], v[32:33]
v_cmp_nlt_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_nlt_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_tru_f64 vcc, v[16:17], v[32:33]
v_cmp_tru_f64_e64 vcc, v[16:17], v[32:33]
v_cmp_tru_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_f_f64 vcc, v[16:17], v[32:33]
v_cmpx_f_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_f_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_lt_f64 vcc, v[16:17], v[32:33]
v_cmpx_lt_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_lt_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_eq_f64 vcc, v[16:17], v[32:33]
v_cmpx_eq_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_eq_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_le_f64 vcc, v[16:17], v[32:33]
v_cmpx_le_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_le_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_gt_f64 vcc, v[16:17], v[32:33]
v_cmpx_gt_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_gt_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_lg_f64 vcc, v[16:17], v[32:33]
v_cmpx_lg_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_lg_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_ge_f64 vcc, v[16:17], v[32:33]
v_cmpx_ge_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_ge_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_o_f64 vcc, v[16:17], v[32:33]
v_cmpx_o_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_o_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_u_f64 vcc, v[16:17], v[32:33]
v_cmpx_u_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_u_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_nge_f64 vcc, v[16:17], v[32:33]
v_cmpx_nge_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_nge_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_nlg_f64 vcc, v[16:17], v[32:33]
v_cmpx_nlg_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_nlg_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_ngt_f64 vcc, v[16:17], v[32:33]
v_cmpx_ngt_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_ngt_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_nle_f64 vcc, v[16:17], v[32:33]
v_cmpx_nle_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_nle_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_neq_f64 vcc, v[16:17], v[32:33]
v_cmpx_neq_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_neq_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_nlt_f64 vcc, v[16:17], v[32:33]
v_cmpx_nlt_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_nlt_f64_e32 vcc, v[16:17], v[32:33]
v_cmpx_tru_f64 vcc, v[16:17], v[32:33]
v_cmpx_tru_f64_e64 vcc, v[16:17], v[32:33]
v_cmpx_tru_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_f_f32 vcc, v18, v35
v_cmps_f_f32_e64 vcc, v18, v35
v_cmps_f_f32_e32 vcc, v18, v35
v_cmps_lt_f32 vcc, v18, v35
v_cmps_lt_f32_e64 vcc, v18, v35
v_cmps_lt_f32_e32 vcc, v18, v35
v_cmps_eq_f32 vcc, v18, v35
v_cmps_eq_f32_e64 vcc, v18, v35
v_cmps_eq_f32_e32 vcc, v18, v35
v_cmps_le_f32 vcc, v18, v35
v_cmps_le_f32_e64 vcc, v18, v35
v_cmps_le_f32_e32 vcc, v18, v35
v_cmps_gt_f32 vcc, v18, v35
v_cmps_gt_f32_e64 vcc, v18, v35
v_cmps_gt_f32_e32 vcc, v18, v35
v_cmps_lg_f32 vcc, v18, v35
v_cmps_lg_f32_e64 vcc, v18, v35
v_cmps_lg_f32_e32 vcc, v18, v35
v_cmps_ge_f32 vcc, v18, v35
v_cmps_ge_f32_e64 vcc, v18, v35
v_cmps_ge_f32_e32 vcc, v18, v35
v_cmps_o_f32 vcc, v18, v35
v_cmps_o_f32_e64 vcc, v18, v35
v_cmps_o_f32_e32 vcc, v18, v35
v_cmps_u_f32 vcc, v18, v35
v_cmps_u_f32_e64 vcc, v18, v35
v_cmps_u_f32_e32 vcc, v18, v35
v_cmps_nge_f32 vcc, v18, v35
v_cmps_nge_f32_e64 vcc, v18, v35
v_cmps_nge_f32_e32 vcc, v18, v35
v_cmps_nlg_f32 vcc, v18, v35
v_cmps_nlg_f32_e64 vcc, v18, v35
v_cmps_nlg_f32_e32 vcc, v18, v35
v_cmps_ngt_f32 vcc, v18, v35
v_cmps_ngt_f32_e64 vcc, v18, v35
v_cmps_ngt_f32_e32 vcc, v18, v35
v_cmps_nle_f32 vcc, v18, v35
v_cmps_nle_f32_e64 vcc, v18, v35
v_cmps_nle_f32_e32 vcc, v18, v35
v_cmps_neq_f32 vcc, v18, v35
v_cmps_neq_f32_e64 vcc, v18, v35
v_cmps_neq_f32_e32 vcc, v18, v35
v_cmps_nlt_f32 vcc, v18, v35
v_cmps_nlt_f32_e64 vcc, v18, v35
v_cmps_nlt_f32_e32 vcc, v18, v35
v_cmps_tru_f32 vcc, v18, v35
v_cmps_tru_f32_e64 vcc, v18, v35
v_cmps_tru_f32_e32 vcc, v18, v35
v_cmpsx_f_f32 vcc, v18, v35
v_cmpsx_f_f32_e64 vcc, v18, v35
v_cmpsx_f_f32_e32 vcc, v18, v35
v_cmpsx_lt_f32 vcc, v18, v35
v_cmpsx_lt_f32_e64 vcc, v18, v35
v_cmpsx_lt_f32_e32 vcc, v18, v35
v_cmpsx_eq_f32 vcc, v18, v35
v_cmpsx_eq_f32_e64 vcc, v18, v35
v_cmpsx_eq_f32_e32 vcc, v18, v35
v_cmpsx_le_f32 vcc, v18, v35
v_cmpsx_le_f32_e64 vcc, v18, v35
v_cmpsx_le_f32_e32 vcc, v18, v35
v_cmpsx_gt_f32 vcc, v18, v35
v_cmpsx_gt_f32_e64 vcc, v18, v35
v_cmpsx_gt_f32_e32 vcc, v18, v35
v_cmpsx_lg_f32 vcc, v18, v35
v_cmpsx_lg_f32_e64 vcc, v18, v35
v_cmpsx_lg_f32_e32 vcc, v18, v35
v_cmpsx_ge_f32 vcc, v18, v35
v_cmpsx_ge_f32_e64 vcc, v18, v35
v_cmpsx_ge_f32_e32 vcc, v18, v35
v_cmpsx_o_f32 vcc, v18, v35
v_cmpsx_o_f32_e64 vcc, v18, v35
v_cmpsx_o_f32_e32 vcc, v18, v35
v_cmpsx_u_f32 vcc, v18, v35
v_cmpsx_u_f32_e64 vcc, v18, v35
v_cmpsx_u_f32_e32 vcc, v18, v35
v_cmpsx_nge_f32 vcc, v18, v35
v_cmpsx_nge_f32_e64 vcc, v18, v35
v_cmpsx_nge_f32_e32 vcc, v18, v35
v_cmpsx_nlg_f32 vcc, v18, v35
v_cmpsx_nlg_f32_e64 vcc, v18, v35
v_cmpsx_nlg_f32_e32 vcc, v18, v35
v_cmpsx_ngt_f32 vcc, v18, v35
v_cmpsx_ngt_f32_e64 vcc, v18, v35
v_cmpsx_ngt_f32_e32 vcc, v18, v35
v_cmpsx_nle_f32 vcc, v18, v35
v_cmpsx_nle_f32_e64 vcc, v18, v35
v_cmpsx_nle_f32_e32 vcc, v18, v35
v_cmpsx_neq_f32 vcc, v18, v35
v_cmpsx_neq_f32_e64 vcc, v18, v35
v_cmpsx_neq_f32_e32 vcc, v18, v35
v_cmpsx_nlt_f32 vcc, v18, v35
v_cmpsx_nlt_f32_e64 vcc, v18, v35
v_cmpsx_nlt_f32_e32 vcc, v18, v35
v_cmpsx_tru_f32 vcc, v18, v35
v_cmpsx_tru_f32_e64 vcc, v18, v35
v_cmpsx_tru_f32_e32 vcc, v18, v35
v_cmps_f_f64 vcc, v[16:17], v[32:33]
v_cmps_f_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_f_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_lt_f64 vcc, v[16:17], v[32:33]
v_cmps_lt_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_lt_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_eq_f64 vcc, v[16:17], v[32:33]
v_cmps_eq_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_eq_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_le_f64 vcc, v[16:17], v[32:33]
v_cmps_le_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_le_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_gt_f64 vcc, v[16:17], v[32:33]
v_cmps_gt_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_gt_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_lg_f64 vcc, v[16:17], v[32:33]
v_cmps_lg_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_lg_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_ge_f64 vcc, v[16:17], v[32:33]
v_cmps_ge_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_ge_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_o_f64 vcc, v[16:17], v[32:33]
v_cmps_o_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_o_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_u_f64 vcc, v[16:17], v[32:33]
v_cmps_u_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_u_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_nge_f64 vcc, v[16:17], v[32:33]
v_cmps_nge_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_nge_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_nlg_f64 vcc, v[16:17], v[32:33]
v_cmps_nlg_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_nlg_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_ngt_f64 vcc, v[16:17], v[32:33]
v_cmps_ngt_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_ngt_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_nle_f64 vcc, v[16:17], v[32:33]
v_cmps_nle_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_nle_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_neq_f64 vcc, v[16:17], v[32:33]
v_cmps_neq_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_neq_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_nlt_f64 vcc, v[16:17], v[32:33]
v_cmps_nlt_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_nlt_f64_e32 vcc, v[16:17], v[32:33]
v_cmps_tru_f64 vcc, v[16:17], v[32:33]
v_cmps_tru_f64_e64 vcc, v[16:17], v[32:33]
v_cmps_tru_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_f_f64 vcc, v[16:17], v[32:33]
v_cmpsx_f_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_f_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_lt_f64 vcc, v[16:17], v[32:33]
v_cmpsx_lt_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_lt_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_eq_f64 vcc, v[16:17], v[32:33]
v_cmpsx_eq_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_eq_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_le_f64 vcc, v[16:17], v[32:33]
v_cmpsx_le_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_le_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_gt_f64 vcc, v[16:17], v[32:33]
v_cmpsx_gt_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_gt_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_lg_f64 vcc, v[16:17], v[32:33]
v_cmpsx_lg_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_lg_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_ge_f64 vcc, v[16:17], v[32:33]
v_cmpsx_ge_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_ge_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_o_f64 vcc, v[16:17], v[32:33]
v_cmpsx_o_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_o_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_u_f64 vcc, v[16:17], v[32:33]
v_cmpsx_u_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_u_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_nge_f64 vcc, v[16:17], v[32:33]
v_cmpsx_nge_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_nge_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_nlg_f64 vcc, v[16:17], v[32:33]
v_cmpsx_nlg_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_nlg_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_ngt_f64 vcc, v[16:17], v[32:33]
v_cmpsx_ngt_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_ngt_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_nle_f64 vcc, v[16:17], v[32:33]
v_cmpsx_nle_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_nle_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_neq_f64 vcc, v[16:17], v[32:33]
v_cmpsx_neq_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_neq_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_nlt_f64 vcc, v[16:17], v[32:33]
v_cmpsx_nlt_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_nlt_f64_e32 vcc, v[16:17], v[32:33]
v_cmpsx_tru_f64 vcc, v[16:17], v[32:33]
v_cmpsx_tru_f64_e64 vcc, v[16:17], v[32:33]
v_cmpsx_tru_f64_e32 vcc, v[16:17], v[32:33]
v_cmp_f_i32 vcc, v18, v35
v_cmp_f_i32_e64 vcc, v18, v35
v_cmp_f_i32_e32 vcc, v18, v35
v_cmp_lt_i32 vcc, v18, v35
v_cmp_lt_i32_e64 vcc, v18, v35
v_cmp_lt_i32_e32 vcc, v18, v35
v_cmp_eq_i32 vcc, v18, v35
v_cmp_eq_i32_e64 vcc, v18, v35
v_cmp_eq_i32_e32 vcc, v18, v35
v_cmp_le_i32 vcc, v18, v35
v_cmp_le_i32_e64 vcc, v18, v35
v_cmp_le_i32_e32 vcc, v18, v35
v_cmp_gt_i32 vcc, v18, v35
v_cmp_gt_i32_e64 vcc, v18, v35
v_cmp_gt_i32_e32 vcc, v18, v35
v_cmp_ne_i32 vcc, v18, v35
v_cmp_ne_i32_e64 vcc, v18, v35
v_cmp_ne_i32_e32 vcc, v18, v35
v_cmp_ge_i32 vcc, v18, v35
v_cmp_ge_i32_e64 vcc, v18, v35
v_cmp_ge_i32_e32 vcc, v18, v35
v_cmp_t_i32 vcc, v18, v35
v_cmp_t_i32_e64 vcc, v18, v35
v_cmp_t_i32_e32 vcc, v18, v35
v_cmp_class_f32 vcc, v18, v35
v_cmp_class_f32_e64 vcc, v18, v35
v_cmp_class_f32_e32 vcc, v18, v35
v_cmpx_f_i32 vcc, v18, v35
v_cmpx_f_i32_e64 vcc, v18, v35
v_cmpx_f_i32_e32 vcc, v18, v35
v_cmpx_lt_i32 vcc, v18, v35
v_cmpx_lt_i32_e64 vcc, v18, v35
v_cmpx_lt_i32_e32 vcc, v18, v35
v_cmpx_eq_i32 vcc, v18, v35
v_cmpx_eq_i32_e64 vcc, v18, v35
v_cmpx_eq_i32_e32 vcc, v18, v35
v_cmpx_le_i32 vcc, v18, v35
v_cmpx_le_i32_e64 vcc, v18, v35
v_cmpx_le_i32_e32 vcc, v18, v35
v_cmpx_gt_i32 vcc, v18, v35
v_cmpx_gt_i32_e64 vcc, v18, v35
v_cmpx_gt_i32_e32 vcc, v18, v35
v_cmpx_ne_i32 vcc, v18, v35
v_cmpx_ne_i32_e64 vcc, v18, v35
v_cmpx_ne_i32_e32 vcc, v18, v35
v_cmpx_ge_i32 vcc, v18, v35
v_cmpx_ge_i32_e64 vcc, v18, v35
v_cmpx_ge_i32_e32 vcc, v18, v35
v_cmpx_t_i32 vcc, v18, v35
v_cmpx_t_i32_e64 vcc, v18, v35
v_cmpx_t_i32_e32 vcc, v18, v35
v_cmpx_class_f32 vcc, v18, v35
v_cmpx_class_f32_e64 vcc, v18, v35
v_cmpx_class_f32_e32 vcc, v18, v35
v_cmp_f_i64 vcc, v[16:17], v[32:33]
v_cmp_f_i64_e64 vcc, v[16:17], v[32:33]
v_cmp_f_i64_e32 vcc, v[16:17], v[32:33]
v_cmp_lt_i64 vcc, v[16:17], v[32:33]
v_cmp_lt_i64_e64 vcc, v[16:17], v[32:33]
v_cmp_lt_i64_e32 vcc, v[16:17], v[32:33]
v_cmp_eq_i64 vcc, v[16:17], v[32:33]
v_cmp_eq_i64_e64 vcc, v[16:17], v[32:33]
v_cmp_eq_i64_e32 vcc, v[16:17], v[32:33]
v_cmp_le_i64 vcc, v[16:17], v[32:33]
v_cmp_le_i64_e64 vcc, v[16:17], v[32:33]
v_cmp_le_i64_e32 vcc, v[16:17], v[32:33]
v_cmp_gt_i64 vcc, v[16:17], v[32:33]
v_cmp_gt_i64_e64 vcc, v[16:17], v[32:33]
v_cmp_gt_i64_e32 vcc, v[16:17], v[32:33]
v_cmp_ne_i64 vcc, v[16:17], v[32:33]
v_cmp_ne_i64_e64 vcc, v[16:17], v[32:33]
v_cmp_ne_i64_e32 vcc, v[16:17], v[32:33]
v_cmp_ge_i64 vcc, v[16:17], v[32:33]
v_cmp_ge_i64_e64 vcc, v[16:17], v[32:33]
v_cmp_ge_i64_e32 vcc, v[16:17], v[32:33]
v_cmp_t_i64 vcc, v[16:17], v[32:33]
v_cmp_t_i64_e64 vcc, v[16:17], v[32:33]
v_cmp_t_i64_e32 vcc, v[16:17], v[32:33]
v_cmp_class_f64 vcc, v[16:17], v35
v_cmp_class_f64_e64 vcc, v[16:17], v35
v_cmp_class_f64_e32 vcc, v[16:17], v35
v_cmpx_f_i64 vcc, v[16:17], v[32:33]
v_cmpx_f_i64_e64 vcc, v[16:17], v[32:33]
v_cmpx_f_i64_e32 vcc, v[16:17], v[32:33]
v_cmpx_lt_i64 vcc, v[16:17], v[32:33]
v_cmpx_lt_i64_e64 vcc, v[16:17], v[32:33]
v_cmpx_lt_i64_e32 vcc, v[16:17], v[32:33]
v_cmpx_eq_i64 vcc, v[16:17], v[32:33]
v_cmpx_eq_i64_e64 vcc, v[16:17], v[32:33]
v_cmpx_eq_i64_e32 vcc, v[16:17], v[32:33]
v_cmpx_le_i64 vcc, v[16:17], v[32:33]
v_cmpx_le_i64_e64 vcc, v[16:17], v[32:33]
v_cmpx_le_i64_e32 vcc, v[16:17], v[32:33]
v_cmpx_gt_i64 vcc, v[16:17], v[32:33]
v_cmpx_gt_i64_e64 vcc, v[16:17], v[32:33]
v_cmpx_gt_i64_e32 vcc, v[16:17], v[32:33]
v_cmpx_ne_i64 vcc, v[16:17], v[32:33]
v_cmpx_ne_i64_e64 vcc, v[16:17], v[32:33]
v_cmpx_ne_i64_e32 vcc, v[16:17], v[32:33]
v_cmpx_ge_i64 vcc, v[16:17], v[32:33]
v_cmpx_ge_i64_e64 vcc, v[16:17], v[32:33]
v_cmpx_ge_i64_e32 vcc, v[16:17], v[32:33]
v_cmpx_t_i64 vcc, v[16:17], v[32:33]
v_cmpx_t_i64_e64 vcc, v[16:17], v[32:33]
v_cmpx_t_i64_e32 vcc, v[16:17], v[32:33]
v_cmpx_class_f64 vcc, v[16:17], v35
v_cmpx_class_f64_e64 vcc, v[16:17], v35
v_cmpx_class_f64_e32 vcc, v[16:17], v35
v_cmp_f_u32 vcc, v18, v35
v_cmp_f_u32_e64 vcc, v18, v35
v_cmp_f_u32_e32 vcc, v18, v35
v_cmp_lt_u32 vcc, v18, v35
v_cmp_lt_u32_e64 vcc, v18, v35
v_cmp_lt_u32_e32 vcc, v18, v35
v_cmp_eq_u32 vcc, v18, v35
v_cmp_eq_u32_e64 vcc, v18, v35
v_cmp_eq_u32_e32 vcc, v18, v35
v_cmp_le_u32 vcc, v18, v35
v_cmp_le_u32_e64 vcc, v18, v35
v_cmp_le_u32_e32 vcc, v18, v35
v_cmp_gt_u32 vcc, v18, v35
v_cmp_gt_u32_e64 vcc, v18, v35
v_cmp_gt_u32_e32 vcc, v18, v35
v_cmp_ne_u32 vcc, v18, v35
v_cmp_ne_u32_e64 vcc, v18, v35
v_cmp_ne_u32_e32 vcc, v18, v35
v_cmp_ge_u32 vcc, v18, v35
v_cmp_ge_u32_e64 vcc, v18, v35
v_cmp_ge_u32_e32 vcc, v18, v35
v_cmp_t_u32 vcc, v18, v35
v_cmp_t_u32_e64 vcc, v18, v35
v_cmp_t_u32_e32 vcc, v18, v35
v_cmpx_f_u32 vcc, v18, v35
v_cmpx_f_u32_e64 vcc, v18, v35
v_cmpx_f_u32_e32 vcc, v18, v35
v_cmpx_lt_u32 vcc, v18, v35
v_cmpx_lt_u32_e64 vcc, v18, v35
v_cmpx_lt_u32_e32 vcc, v18, v35
v_cmpx_eq_u32 vcc, v18, v35
v_cmpx_eq_u32_e64 vcc, v18, v35
v_cmpx_eq_u32_e32 vcc, v18, v35
v_cmpx_le_u32 vcc, v18, v35
v_cmpx_le_u32_e64 vcc, v18, v35
v_cmpx_le_u32_e32 vcc, v18, v35
v_cmpx_gt_u32 vcc, v18, v35
v_cmpx_gt_u32_e64 vcc, v18, v35
v_cmpx_gt_u32_e32 vcc, v18, v35
v_cmpx_ne_u32 vcc, v18, v35
v_cmpx_ne_u32_e64 vcc, v18, v35
v_cmpx_ne_u32_e32 vcc, v18, v35
v_cmpx_ge_u32 vcc, v18, v35
v_cmpx_ge_u32_e64 vcc, v18, v35
v_cmpx_ge_u32_e32 vcc, v18, v35
v_cmpx_t_u32 vcc, v18, v35
v_cmpx_t_u32_e64 vcc, v18, v35
v_cmpx_t_u32_e32 vcc, v18, v35
v_cmp_f_u64 vcc, v[16:17], v[32:33]
v_cmp_f_u64_e64 vcc, v[16:17], v[32:33]
v_cmp_f_u64_e32 vcc, v[16:17], v[32:33]
v_cmp_lt_u64 vcc, v[16:17], v[32:33]
v_cmp_lt_u64_e64 vcc, v[16:17], v[32:33]
v_cmp_lt_u64_e32 vcc, v[16:17], v[32:33]
v_cmp_eq_u64 vcc, v[16:17], v[32:33]
v_cmp_eq_u64_e64 vcc, v[16:17], v[32:33]
v_cmp_eq_u64_e32 vcc, v[16:17], v[32:33]
v_cmp_le_u64 vcc, v[16:17], v[32:33]
v_cmp_le_u64_e64 vcc, v[16:17], v[32:33]
v_cmp_le_u64_e32 vcc, v[16:17], v[32:33]
v_cmp_gt_u64 vcc, v[16:17], v[32:33]
v_cmp_gt_u64_e64 vcc, v[16:17], v[32:33]
v_cmp_gt_u64_e32 vcc, v[16:17], v[32:33]
v_cmp_ne_u64 vcc, v[16:17], v[32:33]
v_cmp_ne_u64_e64 vcc, v[16:17], v[32:33]
v_cmp_ne_u64_e32 vcc, v[16:17], v[32:33]
v_cmp_ge_u64 vcc, v[16:17], v[32:33]
v_cmp_ge_u64_e64 vcc, v[16:17], v[32:33]
v_cmp_ge_u64_e32 vcc, v[16:17], v[32:33]
v_cmp_t_u64 vcc, v[16:17], v[32:33]
v_cmp_t_u64_e64 vcc, v[16:17], v[32:33]
v_cmp_t_u64_e32 vcc, v[16:17], v[32:33]
v_cmpx_f_u64 vcc, v[16:17], v[32:33]
v_cmpx_f_u64_e64 vcc, v[16:17], v[32:33]
v_cmpx_f_u64_e32 vcc, v[16:17], v[32:33]
v_cmpx_lt_u64 vcc, v[16:17], v[32:33]
v_cmpx_lt_u64_e64 vcc, v[16:17], v[32:33]
v_cmpx_lt_u64_e32 vcc, v[16:17], v[32:33]
v_cmpx_eq_u64 vcc, v[16:17], v[32:33]
v_cmpx_eq_u64_e64 vcc, v[16:17], v[32:33]
v_cmpx_eq_u64_e32 vcc, v[16:17], v[32:33]
v_cmpx_le_u64 vcc, v[16:17], v[32:33]
v_cmpx_le_u64_e64 vcc, v[16:17], v[32:33]
v_cmpx_le_u64_e32 vcc, v[16:17], v[32:33]
v_cmpx_gt_u64 vcc, v[16:17], v[32:33]
v_cmpx_gt_u64_e64 vcc, v[16:17], v[32:33]
v_cmpx_gt_u64_e32 vcc, v[16:17], v[32:33]
v_cmpx_ne_u64 vcc, v[16:17], v[32:33]
v_cmpx_ne_u64_e64 vcc, v[16:17], v[32:33]
v_cmpx_ne_u64_e32 vcc, v[16:17], v[32:33]
v_cmpx_ge_u64 vcc, v[16:17], v[32:33]
v_cmpx_ge_u64_e64 vcc, v[16:17], v[32:33]
v_cmpx_ge_u64_e32 vcc, v[16:17], v[32:33]
v_cmpx_t_u64 vcc, v[16:17], v[32:33]
v_cmpx_t_u64_e64 vcc, v[16:17], v[32:33]
v_cmpx_t_u64_e32 vcc, v[16:17], v[32:33]
v_mad_legacy_f32 v1, v18, v35, v52
v_mad_f32 v1, v18, v35, v52
v_mad_i32_i24 v1, v18, v35, v52
v_mad_u32_u24 v1, v18, v35, v52
v_cubeid_f32 v1, v18, v35, v52
v_cubesc_f32 v1, v18, v35, v52
v_cubetc_f32 v1, v18, v35, v52
v_cubema_f32 v1, v18, v35, v52
v_bfe_u32 v1, v18, v35, v52
v_bfe_i32 v1, v18, v35, v52
v_bfi_b32 v1, v18, v35, v52
v_fma_f32 v1, v18, v35, v52
v_fma_f64 v[0:1], v[16:17], v[32:33], v[48:49]
v_lerp_u8 v1, v18, v35, v52
v_alignbit_b32 v1, v18, v35, v52
v_alignbyte_b32 v1, v18, v35, v52
v_mullit_f32 v1, v18, v35, v52
v_min3_f32 v1, v18, v35, v52
v_min3_i32 v1, v18, v35, v52
v_min3_u32 v1, v18, v35, v52
v_max3_f32 v1, v18, v35, v52
v_max3_i32 v1, v18, v35, v52
v_max3_u32 v1, v18, v35, v52
v_med3_f32 v1, v18, v35, v52
v_med3_i32 v1, v18, v35, v52
v_med3_u32 v1, v18, v35, v52
v_sad_u8 v1, v18, v35, v52
v_sad_hi_u8 v1, v18, v35, v52
v_sad_u16 v1, v18, v35, v52
v_sad_u32 v1, v18, v35, v52
v_cvt_pk_u8_f32 v1, v18, v35, v52
v_div_fixup_f32 v1, v18, v35, v52
v_div_fixup_f64 v[0:1], v[16:17], v[32:33], v[48:49]
v_lshl_b64 v[0:1], v[16:17], v35
v_lshr_b64 v[0:1], v[16:17], v35
v_ashr_i64 v[0:1], v[16:17], v35
v_add_f64 v[0:1], v[16:17], v[32:33]
v_mul_f64 v[0:1], v[16:17], v[32:33]
v_min_f64 v[0:1], v[16:17], v[32:33]
v_max_f64 v[0:1], v[16:17], v[32:33]
v_ldexp_f64 v[0:1], v[16:17], v35
v_mul_lo_u32 v1, v18, v35
v_mul_hi_u32 v1, v18, v35
v_mul_lo_i32 v1, v18, v35
v_mul_hi_i32 v1, v18, v35
v_div_scale_f32 v1, s[16:17], v18, v35, v52
v_div_scale_f64 v[0:1], s[16:17], v[16:17], v[32:33], v[48:49]
v_div_fmas_f32 v1, v18, v35, v52
v_div_fmas_f64 v[0:1], v[16:17], v[32:33], v[48:49]
v_msad_u8 v1, v18, v35, v52
v_mqsad_pk_u16_u8 v[0:1], v[16:17], v35, v[48:49]
v_trig_preop_f64 v[0:1], v[16:17], v35
v_interp_p1_f32 v1, v2, attr0.x
v_interp_p2_f32 v1, v2, attr0.x
v_interp_mov_f32 v1, p10, attr0.x
