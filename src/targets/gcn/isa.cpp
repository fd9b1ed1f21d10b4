#include "targets/gcn/isa.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>

namespace gpuasm::gcn {
namespace {

constexpr std::array<EncodingLayout, kEncodingCount> kLayouts = {{
    {Encoding::Sop2, 0xC0000000, 0x80000000, {23, 7}, 1},
    {Encoding::Sopk, 0xF0000000, 0xB0000000, {23, 5}, 1},
    {Encoding::Sop1, 0xFF800000, 0xBE800000, {8, 8}, 1},
    {Encoding::Sopc, 0xFF800000, 0xBF000000, {16, 7}, 1},
    {Encoding::Sopp, 0xFF800000, 0xBF800000, {16, 7}, 1},
    {Encoding::Smrd, 0xF8000000, 0xC0000000, {22, 5}, 1},
    {Encoding::Vop2, 0x80000000, 0x00000000, {25, 6}, 1},
    {Encoding::Vop1, 0xFE000000, 0x7E000000, {9, 8}, 1},
    {Encoding::Vopc, 0xFE000000, 0x7C000000, {17, 8}, 1},
    {Encoding::Vop3, 0xFC000000, 0xD0000000, {17, 9}, 2},
    {Encoding::Vintrp, 0xFC000000, 0xC8000000, {16, 2}, 1},
    {Encoding::Ds, 0xFC000000, 0xD8000000, {18, 8}, 2},
    {Encoding::Mubuf, 0xFC000000, 0xE0000000, {18, 7}, 2},
    {Encoding::Mtbuf, 0xFC000000, 0xE8000000, {16, 3}, 2},
    {Encoding::Mimg, 0xFC000000, 0xF0000000, {18, 7}, 2},
    {Encoding::Exp, 0xFC000000, 0xF8000000, {0, 0}, 2},
}};

constexpr std::array<std::string_view, kEncodingCount> kEncodingNames = {
    "SOP2", "SOPK", "SOP1",   "SOPC", "SOPP",  "SMRD",  "VOP2", "VOP1",
    "VOPC", "VOP3", "VINTRP", "DS",   "MUBUF", "MTBUF", "MIMG", "EXP"};

// The GWS instructions' one operand goes in the addr field: llvm-mc-14 puts it
// there for SI (the SI ISA manual calls it data0).
// clang-format off
constexpr InstructionInfo kInstructions[] = {
    // SOP2
    {"s_add_u32", Encoding::Sop2, {0}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_sub_u32", Encoding::Sop2, {1}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_add_i32", Encoding::Sop2, {2}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_sub_i32", Encoding::Sop2, {3}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_addc_u32", Encoding::Sop2, {4}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_subb_u32", Encoding::Sop2, {5}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_min_i32", Encoding::Sop2, {6}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_min_u32", Encoding::Sop2, {7}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_max_i32", Encoding::Sop2, {8}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_max_u32", Encoding::Sop2, {9}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_cselect_b32", Encoding::Sop2, {10}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_cselect_b64", Encoding::Sop2, {11}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_and_b32", Encoding::Sop2, {14}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_and_b64", Encoding::Sop2, {15}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_or_b32", Encoding::Sop2, {16}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_or_b64", Encoding::Sop2, {17}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_xor_b32", Encoding::Sop2, {18}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_xor_b64", Encoding::Sop2, {19}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_andn2_b32", Encoding::Sop2, {20}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_andn2_b64", Encoding::Sop2, {21}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_orn2_b32", Encoding::Sop2, {22}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_orn2_b64", Encoding::Sop2, {23}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_nand_b32", Encoding::Sop2, {24}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_nand_b64", Encoding::Sop2, {25}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_nor_b32", Encoding::Sop2, {26}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_nor_b64", Encoding::Sop2, {27}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_xnor_b32", Encoding::Sop2, {28}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_xnor_b64", Encoding::Sop2, {29}, "sdst:2 ssrc0:2 ssrc1:2"},
    {"s_lshl_b32", Encoding::Sop2, {30}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_lshl_b64", Encoding::Sop2, {31}, "sdst:2 ssrc0:2 ssrc1:1"},
    {"s_lshr_b32", Encoding::Sop2, {32}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_lshr_b64", Encoding::Sop2, {33}, "sdst:2 ssrc0:2 ssrc1:1"},
    {"s_ashr_i32", Encoding::Sop2, {34}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_ashr_i64", Encoding::Sop2, {35}, "sdst:2 ssrc0:2 ssrc1:1"},
    {"s_bfm_b32", Encoding::Sop2, {36}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_bfm_b64", Encoding::Sop2, {37}, "sdst:2 ssrc0:1 ssrc1:1"},
    {"s_mul_i32", Encoding::Sop2, {38}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_bfe_u32", Encoding::Sop2, {39}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_bfe_i32", Encoding::Sop2, {40}, "sdst:1 ssrc0:1 ssrc1:1"},
    {"s_bfe_u64", Encoding::Sop2, {41}, "sdst:2 ssrc0:2 ssrc1:1"},
    {"s_bfe_i64", Encoding::Sop2, {42}, "sdst:2 ssrc0:2 ssrc1:1"},
    {"s_cbranch_g_fork", Encoding::Sop2, {43}, "ssrc0:2si ssrc1:2si"},
    {"s_absdiff_i32", Encoding::Sop2, {44}, "sdst:1 ssrc0:1 ssrc1:1"},
    // SOPK
    {"s_movk_i32", Encoding::Sopk, {0}, "sdst:1 simm16"},
    {"s_cmovk_i32", Encoding::Sopk, {2}, "sdst:1 simm16"},
    {"s_cmpk_eq_i32", Encoding::Sopk, {3}, "sdst:1 simm16"},
    {"s_cmpk_lg_i32", Encoding::Sopk, {4}, "sdst:1 simm16"},
    {"s_cmpk_gt_i32", Encoding::Sopk, {5}, "sdst:1 simm16"},
    {"s_cmpk_ge_i32", Encoding::Sopk, {6}, "sdst:1 simm16"},
    {"s_cmpk_lt_i32", Encoding::Sopk, {7}, "sdst:1 simm16"},
    {"s_cmpk_le_i32", Encoding::Sopk, {8}, "sdst:1 simm16"},
    {"s_cmpk_eq_u32", Encoding::Sopk, {9}, "sdst:1 simm16u"},
    {"s_cmpk_lg_u32", Encoding::Sopk, {10}, "sdst:1 simm16u"},
    {"s_cmpk_gt_u32", Encoding::Sopk, {11}, "sdst:1 simm16u"},
    {"s_cmpk_ge_u32", Encoding::Sopk, {12}, "sdst:1 simm16u"},
    {"s_cmpk_lt_u32", Encoding::Sopk, {13}, "sdst:1 simm16u"},
    {"s_cmpk_le_u32", Encoding::Sopk, {14}, "sdst:1 simm16u"},
    {"s_addk_i32", Encoding::Sopk, {15}, "sdst:1 simm16"},
    {"s_mulk_i32", Encoding::Sopk, {16}, "sdst:1 simm16"},
    {"s_cbranch_i_fork", Encoding::Sopk, {17}, "sdst:2 label"},
    {"s_getreg_b32", Encoding::Sopk, {18}, "sdst:1 hwreg"},
    {"s_setreg_b32", Encoding::Sopk, {19}, "hwreg sdst:1"},
    {"s_setreg_imm32_b32", Encoding::Sopk, {21}, "hwreg imm32"},
    // SOP1
    {"s_mov_b32", Encoding::Sop1, {3}, "sdst:1 ssrc0:1"},
    {"s_mov_b64", Encoding::Sop1, {4}, "sdst:2 ssrc0:2"},
    {"s_cmov_b32", Encoding::Sop1, {5}, "sdst:1 ssrc0:1"},
    {"s_cmov_b64", Encoding::Sop1, {6}, "sdst:2 ssrc0:2"},
    {"s_not_b32", Encoding::Sop1, {7}, "sdst:1 ssrc0:1"},
    {"s_not_b64", Encoding::Sop1, {8}, "sdst:2 ssrc0:2"},
    {"s_wqm_b32", Encoding::Sop1, {9}, "sdst:1 ssrc0:1"},
    {"s_wqm_b64", Encoding::Sop1, {10}, "sdst:2 ssrc0:2"},
    {"s_brev_b32", Encoding::Sop1, {11}, "sdst:1 ssrc0:1"},
    {"s_brev_b64", Encoding::Sop1, {12}, "sdst:2 ssrc0:2"},
    {"s_bcnt0_i32_b32", Encoding::Sop1, {13}, "sdst:1 ssrc0:1"},
    {"s_bcnt0_i32_b64", Encoding::Sop1, {14}, "sdst:1 ssrc0:2"},
    {"s_bcnt1_i32_b32", Encoding::Sop1, {15}, "sdst:1 ssrc0:1"},
    {"s_bcnt1_i32_b64", Encoding::Sop1, {16}, "sdst:1 ssrc0:2"},
    {"s_ff0_i32_b32", Encoding::Sop1, {17}, "sdst:1 ssrc0:1"},
    {"s_ff0_i32_b64", Encoding::Sop1, {18}, "sdst:1 ssrc0:2"},
    {"s_ff1_i32_b32", Encoding::Sop1, {19}, "sdst:1 ssrc0:1"},
    {"s_ff1_i32_b64", Encoding::Sop1, {20}, "sdst:1 ssrc0:2"},
    {"s_flbit_i32_b32", Encoding::Sop1, {21}, "sdst:1 ssrc0:1"},
    {"s_flbit_i32_b64", Encoding::Sop1, {22}, "sdst:1 ssrc0:2"},
    {"s_flbit_i32_i64", Encoding::Sop1, {24}, "sdst:1 ssrc0:2"},
    {"s_sext_i32_i8", Encoding::Sop1, {25}, "sdst:1 ssrc0:1"},
    {"s_sext_i32_i16", Encoding::Sop1, {26}, "sdst:1 ssrc0:1"},
    {"s_bitset0_b32", Encoding::Sop1, {27}, "sdst:1 ssrc0:1"},
    {"s_bitset0_b64", Encoding::Sop1, {28}, "sdst:2 ssrc0:1"},
    {"s_bitset1_b32", Encoding::Sop1, {29}, "sdst:1 ssrc0:1"},
    {"s_bitset1_b64", Encoding::Sop1, {30}, "sdst:2 ssrc0:1"},
    {"s_getpc_b64", Encoding::Sop1, {31}, "sdst:2"},
    {"s_setpc_b64", Encoding::Sop1, {32}, "ssrc0:2s"},
    {"s_swappc_b64", Encoding::Sop1, {33}, "sdst:2 ssrc0:2"},
    {"s_rfe_b64", Encoding::Sop1, {34}, "ssrc0:2s"},
    {"s_and_saveexec_b64", Encoding::Sop1, {36}, "sdst:2 ssrc0:2"},
    {"s_or_saveexec_b64", Encoding::Sop1, {37}, "sdst:2 ssrc0:2"},
    {"s_xor_saveexec_b64", Encoding::Sop1, {38}, "sdst:2 ssrc0:2"},
    {"s_andn2_saveexec_b64", Encoding::Sop1, {39}, "sdst:2 ssrc0:2"},
    {"s_orn2_saveexec_b64", Encoding::Sop1, {40}, "sdst:2 ssrc0:2"},
    {"s_nand_saveexec_b64", Encoding::Sop1, {41}, "sdst:2 ssrc0:2"},
    {"s_nor_saveexec_b64", Encoding::Sop1, {42}, "sdst:2 ssrc0:2"},
    {"s_xnor_saveexec_b64", Encoding::Sop1, {43}, "sdst:2 ssrc0:2"},
    {"s_quadmask_b32", Encoding::Sop1, {44}, "sdst:1 ssrc0:1"},
    {"s_quadmask_b64", Encoding::Sop1, {45}, "sdst:2 ssrc0:2"},
    {"s_movrels_b32", Encoding::Sop1, {46}, "sdst:1 ssrc0:1s"},
    {"s_movrels_b64", Encoding::Sop1, {47}, "sdst:2 ssrc0:2s"},
    {"s_movreld_b32", Encoding::Sop1, {48}, "sdst:1 ssrc0:1"},
    {"s_movreld_b64", Encoding::Sop1, {49}, "sdst:2 ssrc0:2"},
    {"s_cbranch_join", Encoding::Sop1, {50}, "ssrc0:1s"},
    {"s_abs_i32", Encoding::Sop1, {52}, "sdst:1 ssrc0:1"},
    // SOPC
    {"s_cmp_eq_i32", Encoding::Sopc, {0}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_lg_i32", Encoding::Sopc, {1}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_gt_i32", Encoding::Sopc, {2}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_ge_i32", Encoding::Sopc, {3}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_lt_i32", Encoding::Sopc, {4}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_le_i32", Encoding::Sopc, {5}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_eq_u32", Encoding::Sopc, {6}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_lg_u32", Encoding::Sopc, {7}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_gt_u32", Encoding::Sopc, {8}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_ge_u32", Encoding::Sopc, {9}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_lt_u32", Encoding::Sopc, {10}, "ssrc0:1 ssrc1:1"},
    {"s_cmp_le_u32", Encoding::Sopc, {11}, "ssrc0:1 ssrc1:1"},
    {"s_bitcmp0_b32", Encoding::Sopc, {12}, "ssrc0:1 ssrc1:1"},
    {"s_bitcmp1_b32", Encoding::Sopc, {13}, "ssrc0:1 ssrc1:1"},
    {"s_bitcmp0_b64", Encoding::Sopc, {14}, "ssrc0:2 ssrc1:1"},
    {"s_bitcmp1_b64", Encoding::Sopc, {15}, "ssrc0:2 ssrc1:1"},
    {"s_setvskip", Encoding::Sopc, {16}, "ssrc0:1 ssrc1:1"},
    // SOPP
    {"s_nop", Encoding::Sopp, {0}, "simm16"},
    {"s_endpgm", Encoding::Sopp, {1}, ""},
    {"s_branch", Encoding::Sopp, {2}, "label"},
    {"s_cbranch_scc0", Encoding::Sopp, {4}, "label"},
    {"s_cbranch_scc1", Encoding::Sopp, {5}, "label"},
    {"s_cbranch_vccz", Encoding::Sopp, {6}, "label"},
    {"s_cbranch_vccnz", Encoding::Sopp, {7}, "label"},
    {"s_cbranch_execz", Encoding::Sopp, {8}, "label"},
    {"s_cbranch_execnz", Encoding::Sopp, {9}, "label"},
    {"s_barrier", Encoding::Sopp, {10}, ""},
    {"s_setkill", Encoding::Sopp, {11}, "simm16"},
    {"s_waitcnt", Encoding::Sopp, {12}, "waitcnt"},
    {"s_sethalt", Encoding::Sopp, {13}, "simm16"},
    {"s_sleep", Encoding::Sopp, {14}, "simm16"},
    {"s_setprio", Encoding::Sopp, {15}, "simm16"},
    {"s_sendmsg", Encoding::Sopp, {16}, "sendmsg"},
    {"s_sendmsghalt", Encoding::Sopp, {17}, "sendmsg"},
    {"s_trap", Encoding::Sopp, {18}, "simm16"},
    {"s_icache_inv", Encoding::Sopp, {19}, ""},
    {"s_incperflevel", Encoding::Sopp, {20}, "simm16"},
    {"s_decperflevel", Encoding::Sopp, {21}, "simm16"},
    {"s_ttracedata", Encoding::Sopp, {22}, ""},
    {"s_cbranch_cdbgsys", Encoding::Sopp, {23}, "label"},
    {"s_cbranch_cdbguser", Encoding::Sopp, {24}, "label"},
    {"s_cbranch_cdbgsys_or_user", Encoding::Sopp, {25}, "label"},
    {"s_cbranch_cdbgsys_and_user", Encoding::Sopp, {26}, "label"},
    // SMRD
    {"s_load_dword", Encoding::Smrd, {0}, "sdst:1 sbase:2 soffset"},
    {"s_load_dwordx2", Encoding::Smrd, {1}, "sdst:2 sbase:2 soffset"},
    {"s_load_dwordx4", Encoding::Smrd, {2}, "sdst:4 sbase:2 soffset"},
    {"s_load_dwordx8", Encoding::Smrd, {3}, "sdst:8 sbase:2 soffset"},
    {"s_load_dwordx16", Encoding::Smrd, {4}, "sdst:16 sbase:2 soffset"},
    {"s_buffer_load_dword", Encoding::Smrd, {8}, "sdst:1 sbase:4 soffset"},
    {"s_buffer_load_dwordx2", Encoding::Smrd, {9}, "sdst:2 sbase:4 soffset"},
    {"s_buffer_load_dwordx4", Encoding::Smrd, {10}, "sdst:4 sbase:4 soffset"},
    {"s_buffer_load_dwordx8", Encoding::Smrd, {11}, "sdst:8 sbase:4 soffset"},
    {"s_buffer_load_dwordx16", Encoding::Smrd, {12}, "sdst:16 sbase:4 soffset"},
    {"s_memtime", Encoding::Smrd, {30}, "sdst:2"},
    {"s_dcache_inv", Encoding::Smrd, {31}, ""},
    // VOP2
    {"v_cndmask_b32", Encoding::Vop2, {0}, "vdst:1 src0:1vsilna vsrc1:1vsina vcc"},
    {"v_readlane_b32", Encoding::Vop2, {1}, "sdst:1 src0:1v ssrc1:1si"},
    {"v_writelane_b32", Encoding::Vop2, {2}, "vdst:1 src0:1sil ssrc1:1"},
    {"v_add_f32", Encoding::Vop2, {3}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_sub_f32", Encoding::Vop2, {4}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_subrev_f32", Encoding::Vop2, {5}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_mac_legacy_f32", Encoding::Vop2, {6}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_mul_legacy_f32", Encoding::Vop2, {7}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_mul_f32", Encoding::Vop2, {8}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_mul_i32_i24", Encoding::Vop2, {9}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_mul_hi_i32_i24", Encoding::Vop2, {10}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_mul_u32_u24", Encoding::Vop2, {11}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_mul_hi_u32_u24", Encoding::Vop2, {12}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_min_legacy_f32", Encoding::Vop2, {13}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_max_legacy_f32", Encoding::Vop2, {14}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_min_f32", Encoding::Vop2, {15}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_max_f32", Encoding::Vop2, {16}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_min_i32", Encoding::Vop2, {17}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_max_i32", Encoding::Vop2, {18}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_min_u32", Encoding::Vop2, {19}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_max_u32", Encoding::Vop2, {20}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_lshr_b32", Encoding::Vop2, {21}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_lshrrev_b32", Encoding::Vop2, {22}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_ashr_i32", Encoding::Vop2, {23}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_ashrrev_i32", Encoding::Vop2, {24}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_lshl_b32", Encoding::Vop2, {25}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_lshlrev_b32", Encoding::Vop2, {26}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_and_b32", Encoding::Vop2, {27}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_or_b32", Encoding::Vop2, {28}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_xor_b32", Encoding::Vop2, {29}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_bfm_b32", Encoding::Vop2, {30}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_mac_f32", Encoding::Vop2, {31}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_madmk_f32", Encoding::Vop2, {32}, "vdst:1 src0:1 imm32 vsrc1:1v"},
    {"v_madak_f32", Encoding::Vop2, {33}, "vdst:1 src0:1 vsrc1:1v imm32"},
    {"v_bcnt_u32_b32", Encoding::Vop2, {34}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_mbcnt_lo_u32_b32", Encoding::Vop2, {35}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_mbcnt_hi_u32_b32", Encoding::Vop2, {36}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_add_i32", Encoding::Vop2, {37}, "vdst:1 vcc src0:1 vsrc1:1vsi"},
    {"v_sub_i32", Encoding::Vop2, {38}, "vdst:1 vcc src0:1 vsrc1:1vsi"},
    {"v_subrev_i32", Encoding::Vop2, {39}, "vdst:1 vcc src0:1 vsrc1:1vsi"},
    {"v_addc_u32", Encoding::Vop2, {40}, "vdst:1 vcc src0:1 vsrc1:1vsi vcc"},
    {"v_subb_u32", Encoding::Vop2, {41}, "vdst:1 vcc src0:1 vsrc1:1vsi vcc"},
    {"v_subbrev_u32", Encoding::Vop2, {42}, "vdst:1 vcc src0:1 vsrc1:1vsi vcc"},
    {"v_ldexp_f32", Encoding::Vop2, {43}, "vdst:1 src0:1vsilna vsrc1:1vsi clamp omod"},
    {"v_cvt_pkaccum_u8_f32", Encoding::Vop2, {44}, "vdst:1 src0:1vsilna vsrc1:1vsi"},
    {"v_cvt_pknorm_i16_f32", Encoding::Vop2, {45}, "vdst:1 src0:1vsilna vsrc1:1vsina"},
    {"v_cvt_pknorm_u16_f32", Encoding::Vop2, {46}, "vdst:1 src0:1vsilna vsrc1:1vsina"},
    {"v_cvt_pkrtz_f16_f32", Encoding::Vop2, {47}, "vdst:1 src0:1vsilna vsrc1:1vsina clamp omod"},
    {"v_cvt_pk_u16_u32", Encoding::Vop2, {48}, "vdst:1 src0:1 vsrc1:1vsi"},
    {"v_cvt_pk_i16_i32", Encoding::Vop2, {49}, "vdst:1 src0:1 vsrc1:1vsi"},
    // VOP1
    {"v_nop", Encoding::Vop1, {0}, ""},
    {"v_mov_b32", Encoding::Vop1, {1}, "vdst:1 src0:1"},
    {"v_readfirstlane_b32", Encoding::Vop1, {2}, "sdst:1 src0:1v"},
    {"v_cvt_i32_f64", Encoding::Vop1, {3}, "vdst:1 src0:2vsilna omod"},
    {"v_cvt_f64_i32", Encoding::Vop1, {4}, "vdst:2 src0:1 clamp omod"},
    {"v_cvt_f32_i32", Encoding::Vop1, {5}, "vdst:1 src0:1 clamp omod"},
    {"v_cvt_f32_u32", Encoding::Vop1, {6}, "vdst:1 src0:1 clamp omod"},
    {"v_cvt_u32_f32", Encoding::Vop1, {7}, "vdst:1 src0:1vsilna omod"},
    {"v_cvt_i32_f32", Encoding::Vop1, {8}, "vdst:1 src0:1vsilna omod"},
    {"v_cvt_f16_f32", Encoding::Vop1, {10}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_cvt_f32_f16", Encoding::Vop1, {11}, "vdst:1 src0:1vsilnah clamp omod"},
    {"v_cvt_rpi_i32_f32", Encoding::Vop1, {12}, "vdst:1 src0:1vsilna"},
    {"v_cvt_flr_i32_f32", Encoding::Vop1, {13}, "vdst:1 src0:1vsilna"},
    {"v_cvt_off_f32_i4", Encoding::Vop1, {14}, "vdst:1 src0:1 clamp omod"},
    {"v_cvt_f32_f64", Encoding::Vop1, {15}, "vdst:1 src0:2vsilna clamp omod"},
    {"v_cvt_f64_f32", Encoding::Vop1, {16}, "vdst:2 src0:1vsilna clamp omod"},
    {"v_cvt_f32_ubyte0", Encoding::Vop1, {17}, "vdst:1 src0:1 clamp omod"},
    {"v_cvt_f32_ubyte1", Encoding::Vop1, {18}, "vdst:1 src0:1 clamp omod"},
    {"v_cvt_f32_ubyte2", Encoding::Vop1, {19}, "vdst:1 src0:1 clamp omod"},
    {"v_cvt_f32_ubyte3", Encoding::Vop1, {20}, "vdst:1 src0:1 clamp omod"},
    {"v_cvt_u32_f64", Encoding::Vop1, {21}, "vdst:1 src0:2vsilna omod"},
    {"v_cvt_f64_u32", Encoding::Vop1, {22}, "vdst:2 src0:1 clamp omod"},
    {"v_fract_f32", Encoding::Vop1, {32}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_trunc_f32", Encoding::Vop1, {33}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_ceil_f32", Encoding::Vop1, {34}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rndne_f32", Encoding::Vop1, {35}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_floor_f32", Encoding::Vop1, {36}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_exp_f32", Encoding::Vop1, {37}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_log_clamp_f32", Encoding::Vop1, {38}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_log_f32", Encoding::Vop1, {39}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rcp_clamp_f32", Encoding::Vop1, {40}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rcp_legacy_f32", Encoding::Vop1, {41}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rcp_f32", Encoding::Vop1, {42}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rcp_iflag_f32", Encoding::Vop1, {43}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rsq_clamp_f32", Encoding::Vop1, {44}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rsq_legacy_f32", Encoding::Vop1, {45}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rsq_f32", Encoding::Vop1, {46}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_rcp_f64", Encoding::Vop1, {47}, "vdst:2 src0:2vsilna clamp omod"},
    {"v_rcp_clamp_f64", Encoding::Vop1, {48}, "vdst:2 src0:2vsilna clamp omod"},
    {"v_rsq_f64", Encoding::Vop1, {49}, "vdst:2 src0:2vsilna clamp omod"},
    {"v_rsq_clamp_f64", Encoding::Vop1, {50}, "vdst:2 src0:2vsilna clamp omod"},
    {"v_sqrt_f32", Encoding::Vop1, {51}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_sqrt_f64", Encoding::Vop1, {52}, "vdst:2 src0:2vsilna clamp omod"},
    {"v_sin_f32", Encoding::Vop1, {53}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_cos_f32", Encoding::Vop1, {54}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_not_b32", Encoding::Vop1, {55}, "vdst:1 src0:1"},
    {"v_bfrev_b32", Encoding::Vop1, {56}, "vdst:1 src0:1"},
    {"v_ffbh_u32", Encoding::Vop1, {57}, "vdst:1 src0:1"},
    {"v_ffbl_b32", Encoding::Vop1, {58}, "vdst:1 src0:1"},
    {"v_ffbh_i32", Encoding::Vop1, {59}, "vdst:1 src0:1"},
    {"v_frexp_exp_i32_f64", Encoding::Vop1, {60}, "vdst:1 src0:2vsilna omod"},
    {"v_frexp_mant_f64", Encoding::Vop1, {61}, "vdst:2 src0:2vsilna clamp omod"},
    {"v_fract_f64", Encoding::Vop1, {62}, "vdst:2 src0:2vsilna clamp omod"},
    {"v_frexp_exp_i32_f32", Encoding::Vop1, {63}, "vdst:1 src0:1vsilna"},
    {"v_frexp_mant_f32", Encoding::Vop1, {64}, "vdst:1 src0:1vsilna clamp omod"},
    {"v_clrexcp", Encoding::Vop1, {65}, ""},
    {"v_movreld_b32", Encoding::Vop1, {66}, "vdst:1 src0:1 m0read"},
    {"v_movrels_b32", Encoding::Vop1, {67}, "vdst:1 src0:1v m0read"},
    {"v_movrelsd_b32", Encoding::Vop1, {68}, "vdst:1 src0:1v m0read"},
    // VOPC
    {"v_cmp_f_f32", Encoding::Vopc, {0}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_lt_f32", Encoding::Vopc, {1}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_eq_f32", Encoding::Vopc, {2}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_le_f32", Encoding::Vopc, {3}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_gt_f32", Encoding::Vopc, {4}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_lg_f32", Encoding::Vopc, {5}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_ge_f32", Encoding::Vopc, {6}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_o_f32", Encoding::Vopc, {7}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_u_f32", Encoding::Vopc, {8}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_nge_f32", Encoding::Vopc, {9}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_nlg_f32", Encoding::Vopc, {10}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_ngt_f32", Encoding::Vopc, {11}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_nle_f32", Encoding::Vopc, {12}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_neq_f32", Encoding::Vopc, {13}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_nlt_f32", Encoding::Vopc, {14}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_tru_f32", Encoding::Vopc, {15}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_f_f32", Encoding::Vopc, {16}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_lt_f32", Encoding::Vopc, {17}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_eq_f32", Encoding::Vopc, {18}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_le_f32", Encoding::Vopc, {19}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_gt_f32", Encoding::Vopc, {20}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_lg_f32", Encoding::Vopc, {21}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_ge_f32", Encoding::Vopc, {22}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_o_f32", Encoding::Vopc, {23}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_u_f32", Encoding::Vopc, {24}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_nge_f32", Encoding::Vopc, {25}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_nlg_f32", Encoding::Vopc, {26}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_ngt_f32", Encoding::Vopc, {27}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_nle_f32", Encoding::Vopc, {28}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_neq_f32", Encoding::Vopc, {29}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_nlt_f32", Encoding::Vopc, {30}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpx_tru_f32", Encoding::Vopc, {31}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmp_f_f64", Encoding::Vopc, {32}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_lt_f64", Encoding::Vopc, {33}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_eq_f64", Encoding::Vopc, {34}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_le_f64", Encoding::Vopc, {35}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_gt_f64", Encoding::Vopc, {36}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_lg_f64", Encoding::Vopc, {37}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_ge_f64", Encoding::Vopc, {38}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_o_f64", Encoding::Vopc, {39}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_u_f64", Encoding::Vopc, {40}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_nge_f64", Encoding::Vopc, {41}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_nlg_f64", Encoding::Vopc, {42}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_ngt_f64", Encoding::Vopc, {43}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_nle_f64", Encoding::Vopc, {44}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_neq_f64", Encoding::Vopc, {45}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_nlt_f64", Encoding::Vopc, {46}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_tru_f64", Encoding::Vopc, {47}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_f_f64", Encoding::Vopc, {48}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_lt_f64", Encoding::Vopc, {49}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_eq_f64", Encoding::Vopc, {50}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_le_f64", Encoding::Vopc, {51}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_gt_f64", Encoding::Vopc, {52}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_lg_f64", Encoding::Vopc, {53}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_ge_f64", Encoding::Vopc, {54}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_o_f64", Encoding::Vopc, {55}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_u_f64", Encoding::Vopc, {56}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_nge_f64", Encoding::Vopc, {57}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_nlg_f64", Encoding::Vopc, {58}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_ngt_f64", Encoding::Vopc, {59}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_nle_f64", Encoding::Vopc, {60}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_neq_f64", Encoding::Vopc, {61}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_nlt_f64", Encoding::Vopc, {62}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpx_tru_f64", Encoding::Vopc, {63}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_f_f32", Encoding::Vopc, {64}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_lt_f32", Encoding::Vopc, {65}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_eq_f32", Encoding::Vopc, {66}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_le_f32", Encoding::Vopc, {67}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_gt_f32", Encoding::Vopc, {68}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_lg_f32", Encoding::Vopc, {69}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_ge_f32", Encoding::Vopc, {70}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_o_f32", Encoding::Vopc, {71}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_u_f32", Encoding::Vopc, {72}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_nge_f32", Encoding::Vopc, {73}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_nlg_f32", Encoding::Vopc, {74}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_ngt_f32", Encoding::Vopc, {75}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_nle_f32", Encoding::Vopc, {76}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_neq_f32", Encoding::Vopc, {77}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_nlt_f32", Encoding::Vopc, {78}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_tru_f32", Encoding::Vopc, {79}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_f_f32", Encoding::Vopc, {80}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_lt_f32", Encoding::Vopc, {81}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_eq_f32", Encoding::Vopc, {82}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_le_f32", Encoding::Vopc, {83}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_gt_f32", Encoding::Vopc, {84}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_lg_f32", Encoding::Vopc, {85}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_ge_f32", Encoding::Vopc, {86}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_o_f32", Encoding::Vopc, {87}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_u_f32", Encoding::Vopc, {88}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_nge_f32", Encoding::Vopc, {89}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_nlg_f32", Encoding::Vopc, {90}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_ngt_f32", Encoding::Vopc, {91}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_nle_f32", Encoding::Vopc, {92}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_neq_f32", Encoding::Vopc, {93}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_nlt_f32", Encoding::Vopc, {94}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmpsx_tru_f32", Encoding::Vopc, {95}, "vcc src0:1vsilna vsrc1:1vsina"},
    {"v_cmps_f_f64", Encoding::Vopc, {96}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_lt_f64", Encoding::Vopc, {97}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_eq_f64", Encoding::Vopc, {98}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_le_f64", Encoding::Vopc, {99}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_gt_f64", Encoding::Vopc, {100}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_lg_f64", Encoding::Vopc, {101}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_ge_f64", Encoding::Vopc, {102}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_o_f64", Encoding::Vopc, {103}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_u_f64", Encoding::Vopc, {104}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_nge_f64", Encoding::Vopc, {105}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_nlg_f64", Encoding::Vopc, {106}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_ngt_f64", Encoding::Vopc, {107}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_nle_f64", Encoding::Vopc, {108}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_neq_f64", Encoding::Vopc, {109}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_nlt_f64", Encoding::Vopc, {110}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmps_tru_f64", Encoding::Vopc, {111}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_f_f64", Encoding::Vopc, {112}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_lt_f64", Encoding::Vopc, {113}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_eq_f64", Encoding::Vopc, {114}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_le_f64", Encoding::Vopc, {115}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_gt_f64", Encoding::Vopc, {116}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_lg_f64", Encoding::Vopc, {117}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_ge_f64", Encoding::Vopc, {118}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_o_f64", Encoding::Vopc, {119}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_u_f64", Encoding::Vopc, {120}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_nge_f64", Encoding::Vopc, {121}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_nlg_f64", Encoding::Vopc, {122}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_ngt_f64", Encoding::Vopc, {123}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_nle_f64", Encoding::Vopc, {124}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_neq_f64", Encoding::Vopc, {125}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_nlt_f64", Encoding::Vopc, {126}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmpsx_tru_f64", Encoding::Vopc, {127}, "vcc src0:2vsilna vsrc1:2vsina"},
    {"v_cmp_f_i32", Encoding::Vopc, {128}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_lt_i32", Encoding::Vopc, {129}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_eq_i32", Encoding::Vopc, {130}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_le_i32", Encoding::Vopc, {131}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_gt_i32", Encoding::Vopc, {132}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_ne_i32", Encoding::Vopc, {133}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_ge_i32", Encoding::Vopc, {134}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_t_i32", Encoding::Vopc, {135}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_class_f32", Encoding::Vopc, {136}, "vcc src0:1vsilna vsrc1:1vsi"},
    {"v_cmpx_f_i32", Encoding::Vopc, {144}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_lt_i32", Encoding::Vopc, {145}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_eq_i32", Encoding::Vopc, {146}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_le_i32", Encoding::Vopc, {147}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_gt_i32", Encoding::Vopc, {148}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_ne_i32", Encoding::Vopc, {149}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_ge_i32", Encoding::Vopc, {150}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_t_i32", Encoding::Vopc, {151}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_class_f32", Encoding::Vopc, {152}, "vcc src0:1vsilna vsrc1:1vsi"},
    {"v_cmp_f_i64", Encoding::Vopc, {160}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_lt_i64", Encoding::Vopc, {161}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_eq_i64", Encoding::Vopc, {162}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_le_i64", Encoding::Vopc, {163}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_gt_i64", Encoding::Vopc, {164}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_ne_i64", Encoding::Vopc, {165}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_ge_i64", Encoding::Vopc, {166}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_t_i64", Encoding::Vopc, {167}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_class_f64", Encoding::Vopc, {168}, "vcc src0:2vsilna vsrc1:1vsi"},
    {"v_cmpx_f_i64", Encoding::Vopc, {176}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_lt_i64", Encoding::Vopc, {177}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_eq_i64", Encoding::Vopc, {178}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_le_i64", Encoding::Vopc, {179}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_gt_i64", Encoding::Vopc, {180}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_ne_i64", Encoding::Vopc, {181}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_ge_i64", Encoding::Vopc, {182}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_t_i64", Encoding::Vopc, {183}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_class_f64", Encoding::Vopc, {184}, "vcc src0:2vsilna vsrc1:1vsi"},
    {"v_cmp_f_u32", Encoding::Vopc, {192}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_lt_u32", Encoding::Vopc, {193}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_eq_u32", Encoding::Vopc, {194}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_le_u32", Encoding::Vopc, {195}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_gt_u32", Encoding::Vopc, {196}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_ne_u32", Encoding::Vopc, {197}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_ge_u32", Encoding::Vopc, {198}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_t_u32", Encoding::Vopc, {199}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_f_u32", Encoding::Vopc, {208}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_lt_u32", Encoding::Vopc, {209}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_eq_u32", Encoding::Vopc, {210}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_le_u32", Encoding::Vopc, {211}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_gt_u32", Encoding::Vopc, {212}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_ne_u32", Encoding::Vopc, {213}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_ge_u32", Encoding::Vopc, {214}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmpx_t_u32", Encoding::Vopc, {215}, "vcc src0:1 vsrc1:1vsi"},
    {"v_cmp_f_u64", Encoding::Vopc, {224}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_lt_u64", Encoding::Vopc, {225}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_eq_u64", Encoding::Vopc, {226}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_le_u64", Encoding::Vopc, {227}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_gt_u64", Encoding::Vopc, {228}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_ne_u64", Encoding::Vopc, {229}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_ge_u64", Encoding::Vopc, {230}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmp_t_u64", Encoding::Vopc, {231}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_f_u64", Encoding::Vopc, {240}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_lt_u64", Encoding::Vopc, {241}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_eq_u64", Encoding::Vopc, {242}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_le_u64", Encoding::Vopc, {243}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_gt_u64", Encoding::Vopc, {244}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_ne_u64", Encoding::Vopc, {245}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_ge_u64", Encoding::Vopc, {246}, "vcc src0:2 vsrc1:2vsi"},
    {"v_cmpx_t_u64", Encoding::Vopc, {247}, "vcc src0:2 vsrc1:2vsi"},
    // VOP3
    {"v_mad_legacy_f32", Encoding::Vop3, {320}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_mad_f32", Encoding::Vop3, {321}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_mad_i32_i24", Encoding::Vop3, {322}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_mad_u32_u24", Encoding::Vop3, {323}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_cubeid_f32", Encoding::Vop3, {324}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_cubesc_f32", Encoding::Vop3, {325}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_cubetc_f32", Encoding::Vop3, {326}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_cubema_f32", Encoding::Vop3, {327}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_bfe_u32", Encoding::Vop3, {328}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_bfe_i32", Encoding::Vop3, {329}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_bfi_b32", Encoding::Vop3, {330}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_fma_f32", Encoding::Vop3, {331}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_fma_f64", Encoding::Vop3, {332}, "vdst:2 src0:2vsina src1:2vsina src2:2vsina clamp omod"},
    {"v_lerp_u8", Encoding::Vop3, {333}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_alignbit_b32", Encoding::Vop3, {334}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_alignbyte_b32", Encoding::Vop3, {335}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_mullit_f32", Encoding::Vop3, {336}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_min3_f32", Encoding::Vop3, {337}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_min3_i32", Encoding::Vop3, {338}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_min3_u32", Encoding::Vop3, {339}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_max3_f32", Encoding::Vop3, {340}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_max3_i32", Encoding::Vop3, {341}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_max3_u32", Encoding::Vop3, {342}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_med3_f32", Encoding::Vop3, {343}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_med3_i32", Encoding::Vop3, {344}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_med3_u32", Encoding::Vop3, {345}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_sad_u8", Encoding::Vop3, {346}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_sad_hi_u8", Encoding::Vop3, {347}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_sad_u16", Encoding::Vop3, {348}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_sad_u32", Encoding::Vop3, {349}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_cvt_pk_u8_f32", Encoding::Vop3, {350}, "vdst:1 src0:1vsina src1:1vsi src2:1vsi"},
    {"v_div_fixup_f32", Encoding::Vop3, {351}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod"},
    {"v_div_fixup_f64", Encoding::Vop3, {352}, "vdst:2 src0:2vsina src1:2vsina src2:2vsina clamp omod"},
    {"v_lshl_b64", Encoding::Vop3, {353}, "vdst:2 src0:2vsi src1:1vsi"},
    {"v_lshr_b64", Encoding::Vop3, {354}, "vdst:2 src0:2vsi src1:1vsi"},
    {"v_ashr_i64", Encoding::Vop3, {355}, "vdst:2 src0:2vsi src1:1vsi"},
    {"v_add_f64", Encoding::Vop3, {356}, "vdst:2 src0:2vsina src1:2vsina clamp omod"},
    {"v_mul_f64", Encoding::Vop3, {357}, "vdst:2 src0:2vsina src1:2vsina clamp omod"},
    {"v_min_f64", Encoding::Vop3, {358}, "vdst:2 src0:2vsina src1:2vsina clamp omod"},
    {"v_max_f64", Encoding::Vop3, {359}, "vdst:2 src0:2vsina src1:2vsina clamp omod"},
    {"v_ldexp_f64", Encoding::Vop3, {360}, "vdst:2 src0:2vsina src1:1vsi clamp omod"},
    {"v_mul_lo_u32", Encoding::Vop3, {361}, "vdst:1 src0:1vsi src1:1vsi"},
    {"v_mul_hi_u32", Encoding::Vop3, {362}, "vdst:1 src0:1vsi src1:1vsi"},
    {"v_mul_lo_i32", Encoding::Vop3, {363}, "vdst:1 src0:1vsi src1:1vsi"},
    {"v_mul_hi_i32", Encoding::Vop3, {364}, "vdst:1 src0:1vsi src1:1vsi"},
    {"v_div_scale_f32", Encoding::Vop3, {365}, "vdst:1 sdst:2 src0:1vsin src1:1vsin src2:1vsin omod"},
    {"v_div_scale_f64", Encoding::Vop3, {366}, "vdst:2 sdst:2 src0:2vsin src1:2vsin src2:2vsin omod"},
    {"v_div_fmas_f32", Encoding::Vop3, {367}, "vdst:1 src0:1vsina src1:1vsina src2:1vsina clamp omod vccread"},
    {"v_div_fmas_f64", Encoding::Vop3, {368}, "vdst:2 src0:2vsina src1:2vsina src2:2vsina clamp omod vccread"},
    {"v_msad_u8", Encoding::Vop3, {369}, "vdst:1 src0:1vsi src1:1vsi src2:1vsi"},
    {"v_mqsad_pk_u16_u8", Encoding::Vop3, {371}, "vdst:2 src0:2vsi src1:1vsi src2:2vsi"},
    {"v_trig_preop_f64", Encoding::Vop3, {372}, "vdst:2 src0:2vsina src1:1vsi clamp omod"},
    // VINTRP
    {"v_interp_p1_f32", Encoding::Vintrp, {0}, "vdst:1 vsrc:1 attr"},
    {"v_interp_p2_f32", Encoding::Vintrp, {1}, "vdst:1 vsrc:1 attr"},
    {"v_interp_mov_f32", Encoding::Vintrp, {2}, "vdst:1 param attr"},
    // DS
    {"ds_add_u32", Encoding::Ds, {0}, "addr data0:1"},
    {"ds_sub_u32", Encoding::Ds, {1}, "addr data0:1"},
    {"ds_rsub_u32", Encoding::Ds, {2}, "addr data0:1"},
    {"ds_inc_u32", Encoding::Ds, {3}, "addr data0:1"},
    {"ds_dec_u32", Encoding::Ds, {4}, "addr data0:1"},
    {"ds_min_i32", Encoding::Ds, {5}, "addr data0:1"},
    {"ds_max_i32", Encoding::Ds, {6}, "addr data0:1"},
    {"ds_min_u32", Encoding::Ds, {7}, "addr data0:1"},
    {"ds_max_u32", Encoding::Ds, {8}, "addr data0:1"},
    {"ds_and_b32", Encoding::Ds, {9}, "addr data0:1"},
    {"ds_or_b32", Encoding::Ds, {10}, "addr data0:1"},
    {"ds_xor_b32", Encoding::Ds, {11}, "addr data0:1"},
    {"ds_mskor_b32", Encoding::Ds, {12}, "addr data0:1 data1:1"},
    {"ds_write_b32", Encoding::Ds, {13}, "addr data0:1"},
    {"ds_write2_b32", Encoding::Ds, {14}, "addr data0:1 data1:1"},
    {"ds_write2st64_b32", Encoding::Ds, {15}, "addr data0:1 data1:1"},
    {"ds_cmpst_b32", Encoding::Ds, {16}, "addr data0:1 data1:1"},
    {"ds_cmpst_f32", Encoding::Ds, {17}, "addr data0:1 data1:1"},
    {"ds_min_f32", Encoding::Ds, {18}, "addr data0:1"},
    {"ds_max_f32", Encoding::Ds, {19}, "addr data0:1"},
    {"ds_gws_init", Encoding::Ds, {25}, "addr gds"},
    {"ds_gws_sema_v", Encoding::Ds, {26}, "gds"},
    {"ds_gws_sema_br", Encoding::Ds, {27}, "addr gds"},
    {"ds_gws_sema_p", Encoding::Ds, {28}, "gds"},
    {"ds_gws_barrier", Encoding::Ds, {29}, "addr gds"},
    {"ds_write_b8", Encoding::Ds, {30}, "addr data0:1"},
    {"ds_write_b16", Encoding::Ds, {31}, "addr data0:1"},
    {"ds_add_rtn_u32", Encoding::Ds, {32}, "vdst:1 addr data0:1"},
    {"ds_sub_rtn_u32", Encoding::Ds, {33}, "vdst:1 addr data0:1"},
    {"ds_rsub_rtn_u32", Encoding::Ds, {34}, "vdst:1 addr data0:1"},
    {"ds_inc_rtn_u32", Encoding::Ds, {35}, "vdst:1 addr data0:1"},
    {"ds_dec_rtn_u32", Encoding::Ds, {36}, "vdst:1 addr data0:1"},
    {"ds_min_rtn_i32", Encoding::Ds, {37}, "vdst:1 addr data0:1"},
    {"ds_max_rtn_i32", Encoding::Ds, {38}, "vdst:1 addr data0:1"},
    {"ds_min_rtn_u32", Encoding::Ds, {39}, "vdst:1 addr data0:1"},
    {"ds_max_rtn_u32", Encoding::Ds, {40}, "vdst:1 addr data0:1"},
    {"ds_and_rtn_b32", Encoding::Ds, {41}, "vdst:1 addr data0:1"},
    {"ds_or_rtn_b32", Encoding::Ds, {42}, "vdst:1 addr data0:1"},
    {"ds_xor_rtn_b32", Encoding::Ds, {43}, "vdst:1 addr data0:1"},
    {"ds_mskor_rtn_b32", Encoding::Ds, {44}, "vdst:1 addr data0:1 data1:1"},
    {"ds_wrxchg_rtn_b32", Encoding::Ds, {45}, "vdst:1 addr data0:1"},
    {"ds_wrxchg2_rtn_b32", Encoding::Ds, {46}, "vdst:2 addr data0:1 data1:1"},
    {"ds_wrxchg2st64_rtn_b32", Encoding::Ds, {47}, "vdst:2 addr data0:1 data1:1"},
    {"ds_cmpst_rtn_b32", Encoding::Ds, {48}, "vdst:1 addr data0:1 data1:1"},
    {"ds_cmpst_rtn_f32", Encoding::Ds, {49}, "vdst:1 addr data0:1 data1:1"},
    {"ds_min_rtn_f32", Encoding::Ds, {50}, "vdst:1 addr data0:1"},
    {"ds_max_rtn_f32", Encoding::Ds, {51}, "vdst:1 addr data0:1"},
    {"ds_swizzle_b32", Encoding::Ds, {53}, "vdst:1 addr"},
    {"ds_read_b32", Encoding::Ds, {54}, "vdst:1 addr"},
    {"ds_read2_b32", Encoding::Ds, {55}, "vdst:2 addr"},
    {"ds_read2st64_b32", Encoding::Ds, {56}, "vdst:2 addr"},
    {"ds_read_i8", Encoding::Ds, {57}, "vdst:1 addr"},
    {"ds_read_u8", Encoding::Ds, {58}, "vdst:1 addr"},
    {"ds_read_i16", Encoding::Ds, {59}, "vdst:1 addr"},
    {"ds_read_u16", Encoding::Ds, {60}, "vdst:1 addr"},
    {"ds_consume", Encoding::Ds, {61}, "vdst:1"},
    {"ds_append", Encoding::Ds, {62}, "vdst:1"},
    {"ds_ordered_count", Encoding::Ds, {63}, "vdst:1 addr"},
    {"ds_add_u64", Encoding::Ds, {64}, "addr data0:2"},
    {"ds_sub_u64", Encoding::Ds, {65}, "addr data0:2"},
    {"ds_rsub_u64", Encoding::Ds, {66}, "addr data0:2"},
    {"ds_inc_u64", Encoding::Ds, {67}, "addr data0:2"},
    {"ds_dec_u64", Encoding::Ds, {68}, "addr data0:2"},
    {"ds_min_i64", Encoding::Ds, {69}, "addr data0:2"},
    {"ds_max_i64", Encoding::Ds, {70}, "addr data0:2"},
    {"ds_min_u64", Encoding::Ds, {71}, "addr data0:2"},
    {"ds_max_u64", Encoding::Ds, {72}, "addr data0:2"},
    {"ds_and_b64", Encoding::Ds, {73}, "addr data0:2"},
    {"ds_or_b64", Encoding::Ds, {74}, "addr data0:2"},
    {"ds_xor_b64", Encoding::Ds, {75}, "addr data0:2"},
    {"ds_mskor_b64", Encoding::Ds, {76}, "addr data0:2 data1:2"},
    {"ds_write_b64", Encoding::Ds, {77}, "addr data0:2"},
    {"ds_write2_b64", Encoding::Ds, {78}, "addr data0:2 data1:2"},
    {"ds_write2st64_b64", Encoding::Ds, {79}, "addr data0:2 data1:2"},
    {"ds_cmpst_b64", Encoding::Ds, {80}, "addr data0:2 data1:2"},
    {"ds_cmpst_f64", Encoding::Ds, {81}, "addr data0:2 data1:2"},
    {"ds_min_f64", Encoding::Ds, {82}, "addr data0:2"},
    {"ds_max_f64", Encoding::Ds, {83}, "addr data0:2"},
    {"ds_add_rtn_u64", Encoding::Ds, {96}, "vdst:2 addr data0:2"},
    {"ds_sub_rtn_u64", Encoding::Ds, {97}, "vdst:2 addr data0:2"},
    {"ds_rsub_rtn_u64", Encoding::Ds, {98}, "vdst:2 addr data0:2"},
    {"ds_inc_rtn_u64", Encoding::Ds, {99}, "vdst:2 addr data0:2"},
    {"ds_dec_rtn_u64", Encoding::Ds, {100}, "vdst:2 addr data0:2"},
    {"ds_min_rtn_i64", Encoding::Ds, {101}, "vdst:2 addr data0:2"},
    {"ds_max_rtn_i64", Encoding::Ds, {102}, "vdst:2 addr data0:2"},
    {"ds_min_rtn_u64", Encoding::Ds, {103}, "vdst:2 addr data0:2"},
    {"ds_max_rtn_u64", Encoding::Ds, {104}, "vdst:2 addr data0:2"},
    {"ds_and_rtn_b64", Encoding::Ds, {105}, "vdst:2 addr data0:2"},
    {"ds_or_rtn_b64", Encoding::Ds, {106}, "vdst:2 addr data0:2"},
    {"ds_xor_rtn_b64", Encoding::Ds, {107}, "vdst:2 addr data0:2"},
    {"ds_mskor_rtn_b64", Encoding::Ds, {108}, "vdst:2 addr data0:2 data1:2"},
    {"ds_wrxchg_rtn_b64", Encoding::Ds, {109}, "vdst:2 addr data0:2"},
    {"ds_wrxchg2_rtn_b64", Encoding::Ds, {110}, "vdst:4 addr data0:2 data1:2"},
    {"ds_wrxchg2st64_rtn_b64", Encoding::Ds, {111}, "vdst:4 addr data0:2 data1:2"},
    {"ds_cmpst_rtn_b64", Encoding::Ds, {112}, "vdst:2 addr data0:2 data1:2"},
    {"ds_cmpst_rtn_f64", Encoding::Ds, {113}, "vdst:2 addr data0:2 data1:2"},
    {"ds_min_rtn_f64", Encoding::Ds, {114}, "vdst:2 addr data0:2"},
    {"ds_max_rtn_f64", Encoding::Ds, {115}, "vdst:2 addr data0:2"},
    {"ds_read_b64", Encoding::Ds, {118}, "vdst:2 addr"},
    {"ds_read2_b64", Encoding::Ds, {119}, "vdst:4 addr"},
    {"ds_read2st64_b64", Encoding::Ds, {120}, "vdst:4 addr"},
    {"ds_add_src2_u32", Encoding::Ds, {128}, "addr"},
    {"ds_sub_src2_u32", Encoding::Ds, {129}, "addr"},
    {"ds_rsub_src2_u32", Encoding::Ds, {130}, "addr"},
    {"ds_inc_src2_u32", Encoding::Ds, {131}, "addr"},
    {"ds_dec_src2_u32", Encoding::Ds, {132}, "addr"},
    {"ds_min_src2_i32", Encoding::Ds, {133}, "addr"},
    {"ds_max_src2_i32", Encoding::Ds, {134}, "addr"},
    {"ds_min_src2_u32", Encoding::Ds, {135}, "addr"},
    {"ds_max_src2_u32", Encoding::Ds, {136}, "addr"},
    {"ds_and_src2_b32", Encoding::Ds, {137}, "addr"},
    {"ds_or_src2_b32", Encoding::Ds, {138}, "addr"},
    {"ds_xor_src2_b32", Encoding::Ds, {139}, "addr"},
    {"ds_write_src2_b32", Encoding::Ds, {141}, "addr"},
    {"ds_min_src2_f32", Encoding::Ds, {146}, "addr"},
    {"ds_max_src2_f32", Encoding::Ds, {147}, "addr"},
    {"ds_add_src2_u64", Encoding::Ds, {192}, "addr"},
    {"ds_sub_src2_u64", Encoding::Ds, {193}, "addr"},
    {"ds_rsub_src2_u64", Encoding::Ds, {194}, "addr"},
    {"ds_inc_src2_u64", Encoding::Ds, {195}, "addr"},
    {"ds_dec_src2_u64", Encoding::Ds, {196}, "addr"},
    {"ds_min_src2_i64", Encoding::Ds, {197}, "addr"},
    {"ds_max_src2_i64", Encoding::Ds, {198}, "addr"},
    {"ds_min_src2_u64", Encoding::Ds, {199}, "addr"},
    {"ds_max_src2_u64", Encoding::Ds, {200}, "addr"},
    {"ds_and_src2_b64", Encoding::Ds, {201}, "addr"},
    {"ds_or_src2_b64", Encoding::Ds, {202}, "addr"},
    {"ds_xor_src2_b64", Encoding::Ds, {203}, "addr"},
    {"ds_write_src2_b64", Encoding::Ds, {205}, "addr"},
    {"ds_min_src2_f64", Encoding::Ds, {210}, "addr"},
    {"ds_max_src2_f64", Encoding::Ds, {211}, "addr"},
    // MUBUF
    {"buffer_load_format_x", Encoding::Mubuf, {0}, "vdata:1 vaddr srsrc:4 soffset lds tfe"},
    {"buffer_load_format_xy", Encoding::Mubuf, {1}, "vdata:2 vaddr srsrc:4 soffset tfe"},
    {"buffer_load_format_xyz", Encoding::Mubuf, {2}, "vdata:3 vaddr srsrc:4 soffset tfe"},
    {"buffer_load_format_xyzw", Encoding::Mubuf, {3}, "vdata:4 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_format_x", Encoding::Mubuf, {4}, "vdata:1 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_format_xy", Encoding::Mubuf, {5}, "vdata:2 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_format_xyz", Encoding::Mubuf, {6}, "vdata:3 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_format_xyzw", Encoding::Mubuf, {7}, "vdata:4 vaddr srsrc:4 soffset tfe"},
    {"buffer_load_ubyte", Encoding::Mubuf, {8}, "vdata:1 vaddr srsrc:4 soffset lds tfe"},
    {"buffer_load_sbyte", Encoding::Mubuf, {9}, "vdata:1 vaddr srsrc:4 soffset lds tfe"},
    {"buffer_load_ushort", Encoding::Mubuf, {10}, "vdata:1 vaddr srsrc:4 soffset lds tfe"},
    {"buffer_load_sshort", Encoding::Mubuf, {11}, "vdata:1 vaddr srsrc:4 soffset lds tfe"},
    {"buffer_load_dword", Encoding::Mubuf, {12}, "vdata:1 vaddr srsrc:4 soffset lds tfe"},
    {"buffer_load_dwordx2", Encoding::Mubuf, {13}, "vdata:2 vaddr srsrc:4 soffset tfe"},
    {"buffer_load_dwordx4", Encoding::Mubuf, {14}, "vdata:4 vaddr srsrc:4 soffset tfe"},
    {"buffer_load_dwordx3", Encoding::Mubuf, {15}, "vdata:3 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_byte", Encoding::Mubuf, {24}, "vdata:1 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_short", Encoding::Mubuf, {26}, "vdata:1 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_dword", Encoding::Mubuf, {28}, "vdata:1 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_dwordx2", Encoding::Mubuf, {29}, "vdata:2 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_dwordx4", Encoding::Mubuf, {30}, "vdata:4 vaddr srsrc:4 soffset tfe"},
    {"buffer_store_dwordx3", Encoding::Mubuf, {31}, "vdata:3 vaddr srsrc:4 soffset tfe"},
    {"buffer_atomic_swap", Encoding::Mubuf, {48}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_cmpswap", Encoding::Mubuf, {49}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_add", Encoding::Mubuf, {50}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_sub", Encoding::Mubuf, {51}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_smin", Encoding::Mubuf, {53}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_umin", Encoding::Mubuf, {54}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_smax", Encoding::Mubuf, {55}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_umax", Encoding::Mubuf, {56}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_and", Encoding::Mubuf, {57}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_or", Encoding::Mubuf, {58}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_xor", Encoding::Mubuf, {59}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_inc", Encoding::Mubuf, {60}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_dec", Encoding::Mubuf, {61}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_fcmpswap", Encoding::Mubuf, {62}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_fmin", Encoding::Mubuf, {63}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_fmax", Encoding::Mubuf, {64}, "vdata:1 vaddr srsrc:4 soffset"},
    {"buffer_atomic_swap_x2", Encoding::Mubuf, {80}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_cmpswap_x2", Encoding::Mubuf, {81}, "vdata:4 vaddr srsrc:4 soffset"},
    {"buffer_atomic_add_x2", Encoding::Mubuf, {82}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_sub_x2", Encoding::Mubuf, {83}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_smin_x2", Encoding::Mubuf, {85}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_umin_x2", Encoding::Mubuf, {86}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_smax_x2", Encoding::Mubuf, {87}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_umax_x2", Encoding::Mubuf, {88}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_and_x2", Encoding::Mubuf, {89}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_or_x2", Encoding::Mubuf, {90}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_xor_x2", Encoding::Mubuf, {91}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_inc_x2", Encoding::Mubuf, {92}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_dec_x2", Encoding::Mubuf, {93}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_fcmpswap_x2", Encoding::Mubuf, {94}, "vdata:4 vaddr srsrc:4 soffset"},
    {"buffer_atomic_fmin_x2", Encoding::Mubuf, {95}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_atomic_fmax_x2", Encoding::Mubuf, {96}, "vdata:2 vaddr srsrc:4 soffset"},
    {"buffer_wbinvl1_sc", Encoding::Mubuf, {112}, ""},
    {"buffer_wbinvl1", Encoding::Mubuf, {113}, ""},
    // MTBUF
    {"tbuffer_load_format_x", Encoding::Mtbuf, {0}, "vdata:1 vaddr srsrc:4 soffset tfe"},
    {"tbuffer_load_format_xy", Encoding::Mtbuf, {1}, "vdata:2 vaddr srsrc:4 soffset tfe"},
    {"tbuffer_load_format_xyz", Encoding::Mtbuf, {2}, "vdata:3 vaddr srsrc:4 soffset tfe"},
    {"tbuffer_load_format_xyzw", Encoding::Mtbuf, {3}, "vdata:4 vaddr srsrc:4 soffset tfe"},
    {"tbuffer_store_format_x", Encoding::Mtbuf, {4}, "vdata:1 vaddr srsrc:4 soffset tfe"},
    {"tbuffer_store_format_xy", Encoding::Mtbuf, {5}, "vdata:2 vaddr srsrc:4 soffset tfe"},
    {"tbuffer_store_format_xyz", Encoding::Mtbuf, {6}, "vdata:3 vaddr srsrc:4 soffset tfe"},
    {"tbuffer_store_format_xyzw", Encoding::Mtbuf, {7}, "vdata:4 vaddr srsrc:4 soffset tfe"},
    // MIMG
    {"image_load", Encoding::Mimg, {0}, "vdata vaddr:1234 srsrc:8"},
    {"image_load_mip", Encoding::Mimg, {1}, "vdata vaddr:1234 srsrc:8"},
    {"image_load_pck", Encoding::Mimg, {2}, "vdata vaddr:1234 srsrc:8"},
    {"image_load_pck_sgn", Encoding::Mimg, {3}, "vdata vaddr:1234 srsrc:8"},
    {"image_load_mip_pck", Encoding::Mimg, {4}, "vdata vaddr:1234 srsrc:8"},
    {"image_load_mip_pck_sgn", Encoding::Mimg, {5}, "vdata vaddr:1234 srsrc:8"},
    {"image_store", Encoding::Mimg, {8}, "vdata vaddr:1234 srsrc:8"},
    {"image_store_mip", Encoding::Mimg, {9}, "vdata vaddr:1234 srsrc:8"},
    {"image_store_pck", Encoding::Mimg, {10}, "vdata vaddr:1234 srsrc:8"},
    {"image_store_mip_pck", Encoding::Mimg, {11}, "vdata vaddr:1234 srsrc:8"},
    {"image_get_resinfo", Encoding::Mimg, {14}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_swap", Encoding::Mimg, {15}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_cmpswap", Encoding::Mimg, {16}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_add", Encoding::Mimg, {17}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_sub", Encoding::Mimg, {18}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_rsub", Encoding::Mimg, {19}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_smin", Encoding::Mimg, {20}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_umin", Encoding::Mimg, {21}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_smax", Encoding::Mimg, {22}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_umax", Encoding::Mimg, {23}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_and", Encoding::Mimg, {24}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_or", Encoding::Mimg, {25}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_xor", Encoding::Mimg, {26}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_inc", Encoding::Mimg, {27}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_dec", Encoding::Mimg, {28}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_fcmpswap", Encoding::Mimg, {29}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_fmin", Encoding::Mimg, {30}, "vdata vaddr:1234 srsrc:8"},
    {"image_atomic_fmax", Encoding::Mimg, {31}, "vdata vaddr:1234 srsrc:8"},
    {"image_sample", Encoding::Mimg, {32}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_sample_cl", Encoding::Mimg, {33}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_sample_d", Encoding::Mimg, {34}, "vdata vaddr:2348g srsrc:8 ssamp:4"},
    {"image_sample_d_cl", Encoding::Mimg, {35}, "vdata vaddr:2348g srsrc:8 ssamp:4"},
    {"image_sample_l", Encoding::Mimg, {36}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_sample_b", Encoding::Mimg, {37}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_sample_b_cl", Encoding::Mimg, {38}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_sample_lz", Encoding::Mimg, {39}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_sample_c", Encoding::Mimg, {40}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_sample_c_cl", Encoding::Mimg, {41}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_sample_c_d", Encoding::Mimg, {42}, "vdata vaddr:348g srsrc:8 ssamp:4"},
    {"image_sample_c_d_cl", Encoding::Mimg, {43}, "vdata vaddr:348g srsrc:8 ssamp:4"},
    {"image_sample_c_l", Encoding::Mimg, {44}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_sample_c_b", Encoding::Mimg, {45}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_sample_c_b_cl", Encoding::Mimg, {46}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_sample_c_lz", Encoding::Mimg, {47}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_sample_o", Encoding::Mimg, {48}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_sample_cl_o", Encoding::Mimg, {49}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_sample_d_o", Encoding::Mimg, {50}, "vdata vaddr:348g srsrc:8 ssamp:4"},
    {"image_sample_d_cl_o", Encoding::Mimg, {51}, "vdata vaddr:348g srsrc:8 ssamp:4"},
    {"image_sample_l_o", Encoding::Mimg, {52}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_sample_b_o", Encoding::Mimg, {53}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_sample_b_cl_o", Encoding::Mimg, {54}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_sample_lz_o", Encoding::Mimg, {55}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_sample_c_o", Encoding::Mimg, {56}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_sample_c_cl_o", Encoding::Mimg, {57}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_sample_c_d_o", Encoding::Mimg, {58}, "vdata vaddr:48g srsrc:8 ssamp:4"},
    {"image_sample_c_d_cl_o", Encoding::Mimg, {59}, "vdata vaddr:48g srsrc:8 ssamp:4"},
    {"image_sample_c_l_o", Encoding::Mimg, {60}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_sample_c_b_o", Encoding::Mimg, {61}, "vdata vaddr:48 srsrc:8 ssamp:4"},
    {"image_sample_c_b_cl_o", Encoding::Mimg, {62}, "vdata vaddr:48 srsrc:8 ssamp:4"},
    {"image_sample_c_lz_o", Encoding::Mimg, {63}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_gather4", Encoding::Mimg, {64}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_gather4_cl", Encoding::Mimg, {65}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_gather4_l", Encoding::Mimg, {68}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_gather4_b", Encoding::Mimg, {69}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_gather4_b_cl", Encoding::Mimg, {70}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_gather4_lz", Encoding::Mimg, {71}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_gather4_c", Encoding::Mimg, {72}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_gather4_c_cl", Encoding::Mimg, {73}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_gather4_c_l", Encoding::Mimg, {76}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_gather4_c_b", Encoding::Mimg, {77}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_gather4_c_b_cl", Encoding::Mimg, {78}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_gather4_c_lz", Encoding::Mimg, {79}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_gather4_o", Encoding::Mimg, {80}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_gather4_cl_o", Encoding::Mimg, {81}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_gather4_l_o", Encoding::Mimg, {84}, "vdata vaddr:2348 srsrc:8 ssamp:4"},
    {"image_gather4_b_o", Encoding::Mimg, {85}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_gather4_b_cl_o", Encoding::Mimg, {86}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_gather4_lz_o", Encoding::Mimg, {87}, "vdata vaddr:234 srsrc:8 ssamp:4"},
    {"image_gather4_c_o", Encoding::Mimg, {88}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_gather4_c_cl_o", Encoding::Mimg, {89}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_gather4_c_l_o", Encoding::Mimg, {92}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_gather4_c_b_o", Encoding::Mimg, {93}, "vdata vaddr:48 srsrc:8 ssamp:4"},
    {"image_gather4_c_b_cl_o", Encoding::Mimg, {94}, "vdata vaddr:48 srsrc:8 ssamp:4"},
    {"image_gather4_c_lz_o", Encoding::Mimg, {95}, "vdata vaddr:348 srsrc:8 ssamp:4"},
    {"image_get_lod", Encoding::Mimg, {96}, "vdata vaddr:1234 srsrc:8 ssamp:4"},
    {"image_sample_cd", Encoding::Mimg, {104}, "vdata vaddr:2348g srsrc:8 ssamp:4"},
    {"image_sample_cd_cl", Encoding::Mimg, {105}, "vdata vaddr:2348g srsrc:8 ssamp:4"},
    {"image_sample_c_cd", Encoding::Mimg, {106}, "vdata vaddr:348g srsrc:8 ssamp:4"},
    {"image_sample_c_cd_cl", Encoding::Mimg, {107}, "vdata vaddr:348g srsrc:8 ssamp:4"},
    {"image_sample_cd_o", Encoding::Mimg, {108}, "vdata vaddr:348g srsrc:8 ssamp:4"},
    {"image_sample_cd_cl_o", Encoding::Mimg, {109}, "vdata vaddr:348g srsrc:8 ssamp:4"},
    {"image_sample_c_cd_o", Encoding::Mimg, {110}, "vdata vaddr:48g srsrc:8 ssamp:4"},
    {"image_sample_c_cd_cl_o", Encoding::Mimg, {111}, "vdata vaddr:48g srsrc:8 ssamp:4"},
    // EXP
    {"exp", Encoding::Exp, {0}, "target vsrc0 vsrc1 vsrc2 vsrc3"},
};
// clang-format on

std::optional<OperandField> fieldByName(std::string_view name) {
  static const std::map<std::string_view, OperandField> kFields = {
      {"sdst", OperandField::Sdst},
      {"ssrc0", OperandField::Ssrc0},
      {"ssrc1", OperandField::Ssrc1},
      {"simm16", OperandField::Simm16},
      {"imm32", OperandField::Imm32},
      {"hwreg", OperandField::Hwreg},
      {"label", OperandField::Label},
      {"waitcnt", OperandField::Waitcnt},
      {"sendmsg", OperandField::Sendmsg},
      {"sbase", OperandField::Sbase},
      {"soffset", OperandField::Soffset},
      {"vdst", OperandField::Vdst},
      {"vcc", OperandField::Vcc},
      {"src0", OperandField::Src0},
      {"vsrc1", OperandField::Vsrc1},
      {"src1", OperandField::Src1},
      {"src2", OperandField::Src2},
      {"addr", OperandField::Addr},
      {"data0", OperandField::Data0},
      {"data1", OperandField::Data1},
      {"gds", OperandField::Gds},
      {"vdata", OperandField::Vdata},
      {"vaddr", OperandField::Vaddr},
      {"srsrc", OperandField::Srsrc},
      {"ssamp", OperandField::Ssamp},
      {"vsrc", OperandField::Vsrc},
      {"param", OperandField::Param},
      {"attr", OperandField::Attr},
      {"target", OperandField::Target},
      {"vsrc0", OperandField::ExportSource},
      {"vsrc2", OperandField::ExportSource},
      {"vsrc3", OperandField::ExportSource},
  };
  auto it = kFields.find(name);
  if (it == kFields.end()) return std::nullopt;
  return it->second;
}

struct Table {
  std::unordered_map<std::string_view, const InstructionInfo*> byMnemonic;
  std::array<std::vector<const InstructionInfo*>, kEncodingCount> byOpcode;
  std::vector<std::vector<Operand>> operands;  // parallel to kInstructions
  std::vector<InstructionTraits> traits;       // parallel to kInstructions
  std::vector<std::string> problems;           // signatures that do not parse, opcodes given twice

  Table() {
    operands.resize(std::size(kInstructions));
    traits.resize(std::size(kInstructions));
    for (size_t i = 0; i < std::size(kInstructions); ++i) {
      const InstructionInfo& info = kInstructions[i];
      byMnemonic.emplace(info.mnemonic, &info);
      auto& slots = byOpcode[static_cast<size_t>(info.encoding)];
      auto op = static_cast<size_t>(info.opcode[0]);
      if (slots.size() <= op) slots.resize(op + 1, nullptr);
      if (slots[op]) problems.push_back(std::string(info.mnemonic) + ": opcode taken");
      slots[op] = &info;
      std::string_view rest = info.signature;
      while (!rest.empty()) {
        size_t space = rest.find(' ');
        std::string_view token = rest.substr(0, space);
        rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
        if (token == "clamp" || token == "omod" || token == "vccread" || token == "m0read" ||
            token == "lds" || token == "tfe") {
          traits[i].clamp |= token == "clamp";
          traits[i].omod |= token == "omod";
          traits[i].readsVcc |= token == "vccread";
          traits[i].readsM0 |= token == "m0read";
          traits[i].lds |= token == "lds";
          traits[i].tfe |= token == "tfe";
          continue;
        }
        Operand operand{};
        size_t colon = token.find(':');
        std::string_view name = token.substr(0, colon);
        if (name == "simm16u") {
          name = "simm16";
          operand.isUnsigned = true;
        }
        // vsrc1 of EXP shares its name with VOP2's VGPR-only source
        auto field = info.encoding == Encoding::Exp && name == "vsrc1"
                         ? std::optional(OperandField::ExportSource)
                         : fieldByName(name);
        if (!field) {
          problems.push_back(std::string(info.mnemonic) + ": unknown operand '" +
                             std::string(token) + "'");
          continue;
        }
        operand.field = *field;
        operand.dwords = name == "vdata" ? 0 : 1;
        if (colon != std::string_view::npos && name == "vaddr") {
          // the address sizes: hex digits, g for 16
          for (char c : token.substr(colon + 1))
            operand.addressWidths |= 1u << (c == 'g' ? 16 : c >= 'a' ? c - 'a' + 10 : c - '0');
          operands[i].push_back(operand);
          continue;
        }
        if (colon != std::string_view::npos) {
          std::string_view spec = token.substr(colon + 1);
          unsigned count = 0;
          while (!spec.empty() && spec[0] >= '0' && spec[0] <= '9') {
            count = count * 10 + static_cast<unsigned>(spec[0] - '0');
            spec.remove_prefix(1);
          }
          operand.dwords = static_cast<uint8_t>(count);
          uint8_t kinds = 0;
          for (char c : spec) {
            switch (c) {
              case 'v':
                kinds |= kVgprKind;
                break;
              case 's':
                kinds |= kScalarKind;
                break;
              case 'i':
                kinds |= kInlineKind;
                break;
              case 'l':
                kinds |= kLiteralKind;
                break;
              case 'n':
                operand.neg = true;
                break;
              case 'a':
                operand.abs = true;
                break;
              case 'h':
                operand.half = true;
                break;
              default:
                break;
            }
          }
          if (kinds) operand.kinds = kinds;
        }
        operands[i].push_back(operand);
      }
    }
  }
};

const Table& table() {
  static const Table kTable;
  return kTable;
}

}  // namespace

std::string_view encodingName(Encoding encoding) {
  return kEncodingNames[static_cast<size_t>(encoding)];
}

const EncodingLayout& layout(Encoding encoding) {
  return kLayouts[static_cast<size_t>(encoding)];
}

namespace {

// Every format's fixed bits lie in the top nine bits of the first dword, so
// those nine bits name the format: a table of 512 entries, built at compile
// time from the layouts, narrowest masks first (SOP1/SOPC/SOPP lie inside
// SOP2's and SOPK's space; VOP1/VOPC inside VOP2's bit 31 = 0).
constexpr size_t kClassifyShift = 23;
constexpr uint8_t kNoEncoding = 0xff;
constexpr std::array<uint8_t, 512> kEncodingByTopBits = [] {
  constexpr Encoding kOrder[] = {Encoding::Sop1,  Encoding::Sopc,  Encoding::Sopp,   Encoding::Sopk,
                                 Encoding::Sop2,  Encoding::Vop1,  Encoding::Vopc,   Encoding::Vop2,
                                 Encoding::Smrd,  Encoding::Vop3,  Encoding::Vintrp, Encoding::Ds,
                                 Encoding::Mubuf, Encoding::Mtbuf, Encoding::Mimg,   Encoding::Exp};
  std::array<uint8_t, 512> table{};
  for (size_t top = 0; top < table.size(); ++top) {
    const auto word = static_cast<uint32_t>(top << kClassifyShift);
    table[top] = kNoEncoding;
    for (Encoding e : kOrder) {
      const EncodingLayout& l = kLayouts[static_cast<size_t>(e)];
      if (l.fixedMask & ((uint32_t{1} << kClassifyShift) - 1)) throw "a fixed bit below bit 23";
      if ((word & l.fixedMask) == l.fixedBits) {
        table[top] = static_cast<uint8_t>(e);
        break;
      }
    }
  }
  return table;
}();

}  // namespace

std::optional<Encoding> classify(uint32_t word) {
  const uint8_t e = kEncodingByTopBits[word >> kClassifyShift];
  if (e == kNoEncoding) return std::nullopt;
  return static_cast<Encoding>(e);
}

std::span<const InstructionInfo> instructions() {
  return kInstructions;
}

const InstructionInfo* findInstruction(std::string_view mnemonic) {
  const auto& map = table().byMnemonic;
  auto it = map.find(mnemonic);
  return it == map.end() ? nullptr : it->second;
}

const InstructionInfo* findByOpcode(Encoding encoding, uint32_t opcode, Generation generation) {
  (void)generation;  // one column so far
  const auto& slots = table().byOpcode[static_cast<size_t>(encoding)];
  return opcode < slots.size() ? slots[opcode] : nullptr;
}

std::span<const Operand> operands(const InstructionInfo& info) {
  return table().operands[static_cast<size_t>(&info - kInstructions)];
}

std::span<const std::string> tableProblems() {
  return table().problems;
}

const InstructionTraits& traits(const InstructionInfo& info) {
  return table().traits[static_cast<size_t>(&info - kInstructions)];
}

std::optional<uint32_t> exportTarget(std::string_view name) {
  auto number = [&](std::string_view prefix, uint32_t count) -> std::optional<uint32_t> {
    if (!name.starts_with(prefix) || name.size() == prefix.size() ||
        name.size() > prefix.size() + 2)
      return std::nullopt;
    uint32_t n = 0;
    for (char c : name.substr(prefix.size())) {
      if (c < '0' || c > '9') return std::nullopt;
      n = n * 10 + static_cast<uint32_t>(c - '0');
    }
    if (n >= count || (name.size() > prefix.size() + 1 && name[prefix.size()] == '0'))
      return std::nullopt;
    return n;
  };
  if (name == "mrtz") return 8;
  if (name == "null") return 9;
  if (auto n = number("mrt", 8)) return *n;
  if (auto n = number("pos", 4)) return 12 + *n;
  if (auto n = number("param", 32)) return 32 + *n;
  return std::nullopt;
}

std::string exportTargetName(uint32_t target) {
  if (target < 8) return "mrt" + std::to_string(target);
  if (target == 8) return "mrtz";
  if (target == 9) return "null";
  if (target >= 12 && target < 16) return "pos" + std::to_string(target - 12);
  if (target >= 32 && target < 64) return "param" + std::to_string(target - 32);
  return {};
}

namespace {
constexpr std::string_view kDataFormats[] = {
    "BUF_DATA_FORMAT_INVALID",     "BUF_DATA_FORMAT_8",        "BUF_DATA_FORMAT_16",
    "BUF_DATA_FORMAT_8_8",         "BUF_DATA_FORMAT_32",       "BUF_DATA_FORMAT_16_16",
    "BUF_DATA_FORMAT_10_11_11",    "BUF_DATA_FORMAT_11_11_10", "BUF_DATA_FORMAT_10_10_10_2",
    "BUF_DATA_FORMAT_2_10_10_10",  "BUF_DATA_FORMAT_8_8_8_8",  "BUF_DATA_FORMAT_32_32",
    "BUF_DATA_FORMAT_16_16_16_16", "BUF_DATA_FORMAT_32_32_32", "BUF_DATA_FORMAT_32_32_32_32",
    "BUF_DATA_FORMAT_RESERVED_15"};
constexpr std::string_view kNumberFormats[] = {"BUF_NUM_FORMAT_UNORM",     "BUF_NUM_FORMAT_SNORM",
                                               "BUF_NUM_FORMAT_USCALED",   "BUF_NUM_FORMAT_SSCALED",
                                               "BUF_NUM_FORMAT_UINT",      "BUF_NUM_FORMAT_SINT",
                                               "BUF_NUM_FORMAT_SNORM_OGL", "BUF_NUM_FORMAT_FLOAT"};

std::optional<uint32_t> indexOf(std::span<const std::string_view> names, std::string_view name) {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return static_cast<uint32_t>(i);
  return std::nullopt;
}
}  // namespace

std::optional<uint32_t> bufferDataFormat(std::string_view name) {
  return indexOf(kDataFormats, name);
}
std::optional<uint32_t> bufferNumberFormat(std::string_view name) {
  return indexOf(kNumberFormats, name);
}
std::string_view bufferDataFormatName(uint32_t format) {
  return format < std::size(kDataFormats) ? kDataFormats[format] : std::string_view{};
}
std::string_view bufferNumberFormatName(uint32_t format) {
  return format < std::size(kNumberFormats) ? kNumberFormats[format] : std::string_view{};
}

bool isDsTwoAddress(const InstructionInfo& info) {
  return info.encoding == Encoding::Ds && (info.mnemonic.find("write2") != std::string_view::npos ||
                                           info.mnemonic.find("read2") != std::string_view::npos ||
                                           info.mnemonic.find("wrxchg2") != std::string_view::npos);
}

bool isDsGdsOnly(const InstructionInfo& info) {
  return info.encoding == Encoding::Ds &&
         (info.mnemonic.starts_with("ds_gws") || info.mnemonic == "ds_ordered_count");
}

std::optional<uint32_t> vop3Opcode(const InstructionInfo& info, Generation generation) {
  (void)generation;
  auto op = static_cast<uint32_t>(info.opcode[0]);
  switch (info.encoding) {
    case Encoding::Vopc:
      return op;
    case Encoding::Vop2:
      return op + 0x100;
    case Encoding::Vop1:
      return op + 0x180;
    case Encoding::Vop3:
      return op;
    default:
      return std::nullopt;
  }
}

}  // namespace gpuasm::gcn
