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

namespace gpuasm::gcn {
namespace {

TEST(GcnTable, EverySignatureParsesAndNoOpcodeIsGivenTwice) {
  for (const std::string& problem : tableProblems()) ADD_FAILURE() << problem;
  std::set<std::string_view> names;
  for (const InstructionInfo& info : instructions())
    EXPECT_TRUE(names.insert(info.mnemonic).second) << info.mnemonic;
}

// The counts llvm-mc-14 accepts for -mcpu=tahiti (scripts/oracle/gcn_opcodes.py
// checks each row). CLRX's table has SOP1 49, SOPK 21, SOPP 21, VOP1 60, VOP3 53:
// s_mov_fed_b32 (SOP1 53) and v_mov_fed_b32 (VOP1 9) and the like, which
// llvm-mc does not know; and not the s_cbranch_cdbg* of SOPP 23-26, which it does.
// The table against llvm-mc-14's own list of SI mnemonics (tests/data/gcn/
// llvm_si_mnemonics.txt, scripts/oracle/gcn_mnemonics.py), both ways: a row
// llvm-mc lacks is invented, a mnemonic we lack is missing (s_flbit_i32 was).
TEST(GcnTable, HasEveryMnemonicLlvmMcKnowsForSiAndNoOther) {
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
  std::ifstream in(std::string(GPUASM_SOURCE_DIR) + "/tests/data/gcn/llvm_si_mnemonics.txt");
  std::set<std::string> llvm;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') llvm.insert(line);
  ASSERT_GT(llvm.size(), 800u) << "tests/data/gcn/llvm_si_mnemonics.txt missing or short";
  std::set<std::string> ours;
  for (const InstructionInfo& row : instructions())
    if (row.opcode[0] != kNoOpcode) ours.insert(std::string(row.mnemonic));
  for (const std::string& name : llvm) {
    const bool g16 = name.starts_with("image_") && name.ends_with("_g16");
    if (!notSi.count(name) && !g16) {
      EXPECT_TRUE(ours.count(name)) << "missing row: " << name;
    }
  }
  for (const std::string& name : ours) EXPECT_TRUE(llvm.count(name)) << "not SI: " << name;
}

TEST(GcnTable, HoldsEveryFormatOfSouthernIslands) {
  std::map<Encoding, int> counts;
  for (const InstructionInfo& info : instructions()) ++counts[info.encoding];
  const std::map<Encoding, int> expected = {
      {Encoding::Sop2, 43},  {Encoding::Sopk, 20}, {Encoding::Sop1, 48},  {Encoding::Sopc, 17},
      {Encoding::Sopp, 26},  {Encoding::Smrd, 12}, {Encoding::Vop2, 50},  {Encoding::Vop1, 59},
      {Encoding::Vopc, 196}, {Encoding::Vop3, 52}, {Encoding::Vintrp, 3}, {Encoding::Ds, 131},
      {Encoding::Mubuf, 56}, {Encoding::Mtbuf, 8}, {Encoding::Mimg, 93},  {Encoding::Exp, 1}};
  EXPECT_EQ(counts, expected);
  EXPECT_EQ(instructions().size(), 815u);
}

TEST(GcnTable, EachRowsWordClassifiesBackToTheRow) {
  for (const InstructionInfo& info : instructions()) {
    const EncodingLayout& l = layout(info.encoding);
    auto word = static_cast<uint32_t>(l.fixedBits |
                                      l.opcode.insert(0, static_cast<uint32_t>(info.opcode[0])));
    auto encoding = classify(word);
    ASSERT_TRUE(encoding.has_value()) << info.mnemonic;
    EXPECT_EQ(*encoding, info.encoding) << info.mnemonic;
    uint32_t opcode = static_cast<uint32_t>(layout(*encoding).opcode.extract(word));
    EXPECT_EQ(findByOpcode(*encoding, opcode), &info) << info.mnemonic;
  }
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
    const std::pair<RowFlag, bool> expected[] = {
        {Nop, m == "s_nop"},
        {EndsProgram, m == "s_endpgm"},
        {Branch, m == "s_branch"},
        {ConditionalBranch, m.starts_with("s_cbranch_")},
        {Jump, is(m, {"s_setpc_b64", "s_rfe_b64"})},
        {Barrier, m == "s_barrier"},
        {M0Message, is(m, {"s_sendmsg", "s_sendmsghalt", "s_ttracedata"})},
        {M0Movrel, m.starts_with("s_movrel")},
        {Getreg, m == "s_getreg_b32"},
        {Setreg, is(m, {"s_setreg_b32", "s_setreg_imm32_b32"})},
        {Setvskip, m == "s_setvskip"},
        {SopkWritesSdst,
         is(m, {"s_movk_i32", "s_cmovk_i32", "s_addk_i32", "s_mulk_i32", "s_getreg_b32"})},
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
        {FloatOperands, contains(m, "_f32") || contains(m, "_f64")},
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
