// The instruction table: every row parses, every opcode is one row, and the
// formats' fixed bits classify each row's instruction word back to the row.
#include "targets/gcn/isa.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "support/build_paths.hpp"

namespace gpuasm::gcn {
namespace {

TEST(GcnTable, EverySignatureParsesAndNoOpcodeIsGivenTwice) {
  for (const std::string& problem : tableProblems()) ADD_FAILURE() << problem;
  // A mnemonic names one row on each generation: two rows of one mnemonic
  // are the instruction in two formats (GFX8 moved v_readlane_b32 from VOP2
  // to VOP3) or another instruction (GFX9's v_add_i32 is not SI's).
  for (size_t g = 0; g < kGenerations; ++g) {
    std::set<std::string_view> names;
    for (const InstructionInfo& info : instructions()) {
      if (info.on(static_cast<Generation>(g))) {
        EXPECT_TRUE(names.insert(info.mnemonic).second) << info.mnemonic << " on " << g;
      }
    }
  }
}

// The counts llvm-mc-14 accepts for -mcpu=tahiti (scripts/oracle/gcn_opcodes.py
// checks each row). CLRX's table has SOP1 49, SOPK 21, SOPP 21, VOP1 60, VOP3 53:
// s_mov_fed_b32 (SOP1 53) and v_mov_fed_b32 (VOP1 9) and the like, which
// llvm-mc does not know; and not the s_cbranch_cdbg* of SOPP 23-26, which it does.
// The table against llvm-mc-14's own list of SI mnemonics (tests/data/gcn/
// llvm_si_mnemonics.txt, scripts/oracle/gcn_mnemonics.py), both ways: a row
// llvm-mc lacks is invented, a mnemonic we lack is missing (s_flbit_i32 was).
// The same list for each later processor (llvm_mnemonics_NAME.txt, made by
// gcn_mnemonics.py --mcpu NAME) against the rows of its generation.
struct MnemonicList {
  const char* file;
  Generation generation;
  // what llvm-mc-14 takes for that generation that has no row, each named
  // with its reason in docs/gcn.md (GFX8: an alias, and what is not assembled yet)
  std::set<std::string> noRow = {};
};
class GcnTableOf : public ::testing::TestWithParam<MnemonicList> {};

TEST_P(GcnTableOf, HasEveryMnemonicLlvmMcKnowsForTheGenerationAndNoOther) {
  const MnemonicList list = GetParam();
  // What llvm-mc-14 takes for tahiti that is not an SI instruction of its own:
  // codegen pseudos with an assembly string (an s_nop after a branch), GFX9's
  // names of SI's carry adds (it encodes them in VOP3), and GFX10's 16-bit-
  // gradient samples (it writes a GFX10 bit into the SI word).
  const std::set<std::string> notSi = {"s_branch_pad_s_nop",
                                       "s_cbranch_cdbgsys_and_user_pad_s_nop",
                                       "s_cbranch_cdbgsys_or_user_pad_s_nop",
                                       "s_cbranch_cdbgsys_pad_s_nop",
                                       "s_cbranch_cdbguser_pad_s_nop",
                                       "s_cbranch_execnz_pad_s_nop",
                                       "s_cbranch_execz_pad_s_nop",
                                       "s_cbranch_scc0_pad_s_nop",
                                       "s_cbranch_scc1_pad_s_nop",
                                       "s_cbranch_vccnz_pad_s_nop",
                                       "s_cbranch_vccz_pad_s_nop",
                                       "v_add_co_u32",
                                       "v_sub_co_u32",
                                       "v_subrev_co_u32"};
  std::ifstream in(gpuasm::testing::sourceDirectory() + "/tests/data/gcn/" + list.file);
  std::set<std::string> llvm;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') llvm.insert(line);
  ASSERT_GT(llvm.size(), 800u) << "tests/data/gcn/" << list.file << " missing or short";
  std::set<std::string> ours;
  for (const InstructionInfo& row : instructions())
    if (row.on(list.generation)) ours.insert(std::string(row.mnemonic));
  for (const std::string& name : llvm) {
    const bool g16 = name.starts_with("image_") && name.ends_with("_g16");
    if (!notSi.count(name) && !g16 && !list.noRow.count(name)) {
      EXPECT_TRUE(ours.count(name)) << "missing row: " << name;
    }
  }
  // (GFX8's VOP3 forms of VINTRP are rows of their own, named as llvm-mc-14 names the
  // mnemonic's VOP3 encoding: v_interp_p1_f32_e64)
  for (const std::string& name : ours)
    EXPECT_TRUE(llvm.count(name) ||
                (name.ends_with("_e64") && llvm.count(name.substr(0, name.size() - 4))))
        << "not " << generationName(list.generation) << ": " << name;
}

INSTANTIATE_TEST_SUITE_P(
    Generations, GcnTableOf,
    ::testing::Values(
        MnemonicList{"llvm_si_mnemonics.txt", Generation::SouthernIslands, {}},
        MnemonicList{"llvm_mnemonics_bonaire.txt", Generation::SeaIslands, {}},
        MnemonicList{"llvm_mnemonics_tonga.txt", Generation::VolcanicIslands, {"v_mul_lo_i32"}}));

TEST(GcnTable, HoldsEveryFormatOfSouthernIslands) {
  std::map<Encoding, int> counts;
  size_t rows = 0;
  for (const InstructionInfo& info : instructions()) {
    if (!info.on(Generation::SouthernIslands)) continue;
    ++counts[info.encoding];
    ++rows;
  }
  const std::map<Encoding, int> expected = {
      {Encoding::Sop2, 43},  {Encoding::Sopk, 20}, {Encoding::Sop1, 48},  {Encoding::Sopc, 17},
      {Encoding::Sopp, 26},  {Encoding::Smrd, 12}, {Encoding::Vop2, 50},  {Encoding::Vop1, 59},
      {Encoding::Vopc, 196}, {Encoding::Vop3, 52}, {Encoding::Vintrp, 3}, {Encoding::Ds, 131},
      {Encoding::Mubuf, 56}, {Encoding::Mtbuf, 8}, {Encoding::Mimg, 93},  {Encoding::Exp, 1}};
  EXPECT_EQ(counts, expected);
  EXPECT_EQ(rows, 815u);
}

// GFX7 (CI) against SI, as llvm-mc-14 -mcpu=bonaire has them: FLAT (14 loads
// and stores, 32 atomics), 8 DS, 6 VOP1 (the f64 roundings, the legacy exp/log),
// 4 VOP3, s_dcache_inv_vol and buffer_wbinvl1_vol; buffer_wbinvl1_sc is SI's.
TEST(GcnTable, SeaIslandsAddsFlatAndTheNewOpcodes) {
  std::map<Encoding, int> added, dropped;
  for (const InstructionInfo& info : instructions()) {
    const bool si = info.on(Generation::SouthernIslands), ci = info.on(Generation::SeaIslands);
    if (ci && !si) ++added[info.encoding];
    if (si && !ci) ++dropped[info.encoding];
    if (si && ci) {
      EXPECT_EQ(info.opcode[0], info.opcode[1]) << info.mnemonic;
    }
  }
  const std::map<Encoding, int> expected = {{Encoding::Flat, 46}, {Encoding::Ds, 8},
                                            {Encoding::Vop1, 6},  {Encoding::Vop3, 4},
                                            {Encoding::Smrd, 1},  {Encoding::Mubuf, 1}};
  EXPECT_EQ(added, expected);
  EXPECT_EQ(dropped, (std::map<Encoding, int>{{Encoding::Mubuf, 1}}));
}

TEST(GcnTable, EachRowsWordClassifiesBackToTheRowOnEveryGenerationThatHasIt) {
  size_t checked = 0;
  for (size_t g = 0; g < kGenerations; ++g) {
    const auto generation = static_cast<Generation>(g);
    for (const InstructionInfo& info : instructions()) {
      if (!info.on(generation)) continue;
      ++checked;
      const EncodingLayout& l = layout(info.encoding, generation);
      auto word =
          static_cast<uint32_t>(l.fixedBits | l.opcode.insert(0, info.opcodeOn(generation)));
      auto encoding = classify(word, generation);
      ASSERT_TRUE(encoding.has_value()) << info.mnemonic << " " << generationName(generation);
      EXPECT_EQ(*encoding, info.encoding) << info.mnemonic << " " << generationName(generation);
      uint32_t opcode = static_cast<uint32_t>(layout(*encoding, generation).opcode.extract(word));
      // gfx906's v_fma_mix* are v_mad_mix*'s twins: the word finds v_mad_mix*
      const InstructionInfo* found = findByOpcode(*encoding, opcode, generation);
      EXPECT_TRUE(found == &info || (found && processorTwin(*found) == &info))
          << info.mnemonic << " " << generationName(generation);
    }
  }
  EXPECT_GT(checked, 1600u);
}

// FLAT's prefix (0xDC) is no SI format; GFX8 moved EXP to 0xC4 and VINTRP to
// 0xD4 and made SMRD's 0xC0 the two-dword SMEM (VI ISA manual, chapter 12).
TEST(GcnTable, PrefixesClassifyByGeneration) {
  EXPECT_FALSE(classify(0xDC300000u, Generation::SouthernIslands).has_value());
  EXPECT_EQ(classify(0xDC300000u, Generation::SeaIslands), Encoding::Flat);
  EXPECT_EQ(classify(0xF8000000u, Generation::SeaIslands), Encoding::Exp);
  EXPECT_EQ(classify(0xC4000000u, Generation::VolcanicIslands), Encoding::Exp);
  EXPECT_EQ(classify(0xD4000000u, Generation::Gfx9), Encoding::Vintrp);
  EXPECT_EQ(classify(0xC0000000u, Generation::VolcanicIslands), Encoding::Smrd);
  EXPECT_EQ(layout(Encoding::Smrd, Generation::VolcanicIslands).dwords, 2);
  EXPECT_EQ(layout(Encoding::Smrd, Generation::SeaIslands).dwords, 1);
}

TEST(GcnTable, ProcessorNamesGiveTheirGeneration) {
  EXPECT_EQ(processorGeneration("tahiti"), Generation::SouthernIslands);
  EXPECT_EQ(processorGeneration("gfx602"), Generation::SouthernIslands);
  EXPECT_EQ(processorGeneration("hawaii"), Generation::SeaIslands);
  EXPECT_EQ(processorGeneration("gfx705"), Generation::SeaIslands);
  EXPECT_EQ(processorGeneration("polaris10"), Generation::VolcanicIslands);
  EXPECT_EQ(processorGeneration("gfx810"), Generation::VolcanicIslands);
  EXPECT_EQ(processorGeneration("gfx90c"), Generation::Gfx9);
  EXPECT_FALSE(processorGeneration("gfx1030").has_value());
  EXPECT_FALSE(processorGeneration("Tahiti").has_value());
}

TEST(GcnTable, GenerationMasksReadAsPeopleSayThem) {
  EXPECT_EQ(describeGenerations(0b1110), "gfx7 or later");
  EXPECT_EQ(describeGenerations(0b0011), "gfx6 or gfx7");
  EXPECT_EQ(describeGenerations(0b0100), "gfx8");
  EXPECT_EQ(describeGenerations(0b1111), "gfx6 or later");
  EXPECT_EQ(generationsOf("buffer_wbinvl1_sc"), 0b0001u);
  EXPECT_EQ(generationsOf("no_such_instruction"), 0u);
}

TEST(GcnTable, PromotedVectorOpcodesFollowTheSiOffsets) {
  EXPECT_EQ(vop3Opcode(*findInstruction("v_add_f32")), 0x103u);
  EXPECT_EQ(vop3Opcode(*findInstruction("v_mov_b32")), 0x181u);
  EXPECT_EQ(vop3Opcode(*findInstruction("v_cmp_eq_f32")), 0x2u);
  EXPECT_EQ(vop3Opcode(*findInstruction("v_mad_f32")), 0x141u);
  EXPECT_FALSE(vop3Opcode(*findInstruction("s_mov_b32")).has_value());
}

TEST(GcnTable, OperandKindsComeFromTheSignature) {
  auto readlane = operands(*findInstruction("v_readlane_b32"));
  ASSERT_EQ(readlane.size(), 3u);
  EXPECT_EQ(readlane[0].field, OperandField::Sdst);
  EXPECT_EQ(readlane[1].kinds, kVgprKind);
  auto add = operands(*findInstruction("v_add_f32"));
  EXPECT_TRUE(add[1].neg && add[1].abs);
  EXPECT_TRUE(traits(*findInstruction("v_add_f32")).clamp);
  EXPECT_FALSE(traits(*findInstruction("v_add_i32")).clamp);
  EXPECT_TRUE(traits(*findInstruction("v_div_fmas_f32")).readsVcc);
  EXPECT_TRUE(operands(*findInstruction("s_cmpk_eq_u32"))[1].isUnsigned);
  EXPECT_EQ(operands(*findInstruction("s_load_dwordx16"))[0].dwords, 16);
}

}  // namespace
}  // namespace gpuasm::gcn

namespace gpuasm::gcn {
namespace {

// The flags column says what the mnemonics' spellings used to be read for
// (hazards.cpp, memory_formats.cpp, memory_printer.cpp, the operand parser,
// the disassembler): a row added without its flags, or with a flag its name
// does not suggest, shows here.
TEST(GcnTable, FlagsAgreeWithTheMnemonicsConventions) {
  using enum RowFlag;
  auto is = [](std::string_view m, std::initializer_list<std::string_view> names) {
    return std::find(names.begin(), names.end(), m) != names.end();
  };
  auto contains = [](std::string_view m, std::string_view part) {
    return m.find(part) != std::string_view::npos;
  };
  size_t flagged = 0;
  for (const InstructionInfo& row : instructions()) {
    const std::string_view m = row.mnemonic;
    const bool ds = row.encoding == Encoding::Ds;
    // gfx908's accumulating dot products (v_dot2c_f32_f16, ...) and gfx90a's own rows
    const bool dotc = m.starts_with("v_dot") && contains(m, "c_");
    const bool gfx90a = m.ends_with("_1k") || m.starts_with("v_mfma_f64") ||
                        (m.starts_with("v_pk_") && contains(m, "_f32")) ||
                        is(m, {"v_pk_mov_b32", "v_accvgpr_mov_b32", "v_fmac_f64", "ds_add_f64",
                               "ds_add_rtn_f64", "buffer_wbl2", "buffer_invl2"}) ||
                        (contains(m, "_atomic_") && m.ends_with("_f64"));
    const std::pair<RowFlag, bool> expected[] = {
        {Nop, m == "s_nop"},
        {EndsProgram, m == "s_endpgm" || m.starts_with("s_endpgm_")},
        {Branch, m == "s_branch"},
        // s_call_b64 (GFX9) goes to its target, and back to the next instruction
        {ConditionalBranch, m.starts_with("s_cbranch_") || m == "s_call_b64"},
        {Jump, is(m, {"s_setpc_b64", "s_rfe_b64", "s_rfe_restore_b64"})},
        {Barrier, m == "s_barrier"},
        {M0Message, is(m, {"s_sendmsg", "s_sendmsghalt", "s_ttracedata"})},
        {M0Movrel, m.starts_with("s_movrel")},
        {Getreg, m == "s_getreg_b32"},
        {Setreg, is(m, {"s_setreg_b32", "s_setreg_imm32_b32"})},
        {Setvskip, m == "s_setvskip"},
        {SopkWritesSdst, is(m, {"s_movk_i32", "s_cmovk_i32", "s_addk_i32", "s_mulk_i32",
                                "s_getreg_b32", "s_call_b64"})},
        {LaneSelect, is(m, {"v_readlane_b32", "v_writelane_b32"})},
        {ReadsLane, is(m, {"v_readlane_b32", "v_readfirstlane_b32"})},
        {DivFmas, m.starts_with("v_div_fmas_")},
        {WritesExec, m.starts_with("v_cmpx_")},
        {Store, contains(m, "_store")},
        {Atomic, contains(m, "_atomic")},
        {Gather, m.starts_with("image_gather4")},
        {CompareSwap, m.starts_with("image_atomic") && contains(m, "cmpswap")},
        {DsTwoAddress,
         ds && (contains(m, "write2") || contains(m, "read2") || contains(m, "wrxchg2"))},
        {GdsOnly, ds && (m.starts_with("ds_gws") || m == "ds_ordered_count")},
        // 16-bit floats: GFX8's rows say FloatOperands, GFX9's packed ones need not
        {FloatOperands, contains(m, "_f32") || contains(m, "_f64") ||
                            (contains(m, "_f16") && row.has(FloatOperands))},
        {DeepLearning, (m.starts_with("v_dot") && !dotc) || m.starts_with("v_fma_mix") ||
                           m == "v_fmac_f32" || m == "v_xnor_b32"},
        {MadMix, m.starts_with("v_mad_mix")},
        {Cdna, !gfx90a && (m.starts_with("v_mfma") || m.starts_with("v_accvgpr") || dotc ||
                           m == "v_pk_fmac_f16" || m.ends_with("_atomic_add_f32") ||
                           m.ends_with("_atomic_pk_add_f16"))},
        {Gfx90a, gfx90a},
        // (and v_mul_legacy_f32, which gfx90a moved to a VOP3-only opcode: not a row yet)
        {NotGfx90a, (ds && contains(m, "_src2_")) || m.starts_with("v_interp_") ||
                        (m.starts_with("image_sample_") && !m.ends_with("_g16")) ||
                        m.starts_with("image_gather4") || m == "image_get_lod" ||
                        m == "v_mul_legacy_f32"},
    };
    uint32_t all = 0;
    for (const auto& [flag, named] : expected) {
      EXPECT_EQ(row.has(flag), named) << m << " flag 0x" << std::hex << static_cast<uint32_t>(flag);
      all |= static_cast<uint32_t>(flag);
    }
    EXPECT_EQ(static_cast<uint32_t>(row.flags) & ~all, 0u) << m << ": a flag this test lacks";
    flagged += row.flags != None;
  }
  EXPECT_GT(flagged, 300u);
}

}  // namespace
}  // namespace gpuasm::gcn
