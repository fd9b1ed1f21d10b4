// The semantics column of the instruction table (instructions.def,
// semantics.hpp): which rows have a handler, and the lists of
// docs/gcn-simulator.md that are generated from it.
#include "targets/gcn/machine/semantics.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/build_paths.hpp"
#include "targets/gcn/isa.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {
namespace {

TEST(GcnSemantics, TheColumnGivesEachRowItsHandlerOrNone) {
  size_t with = 0;
  for (const InstructionInfo& row : instructions()) with += semanticsOf(row) != nullptr;
  EXPECT_GT(with, 200u);
  EXPECT_LT(with, instructions().size());
  EXPECT_EQ(semanticsOf(*findInstruction("s_add_u32")), &semantics::s_add_u32);
  EXPECT_EQ(semanticsOf(*findInstruction("v_cmpx_lt_f64")), &semantics::v_cmpx_lt_f64);
  EXPECT_EQ(semanticsOf(*findInstruction("image_sample")), nullptr);
  EXPECT_EQ(semanticsOf(*findInstruction("s_rfe_b64")), nullptr);
  EXPECT_EQ(semanticsOf(*findInstruction("s_sendmsg")), &semantics::s_sendmsg);
  // The handler array and the table come from the same rows in the same order.
  EXPECT_EQ(semanticsOf(instructions().front()), &semantics::s_add_u32);
  // (late in the table: gfx906's dot rows, then its v_fma_mix* rows)
  const InstructionInfo* dot = findInstruction("v_dot8_u32_u4", Generation::Gfx9);
  ASSERT_NE(dot, nullptr);
  EXPECT_GT(dot - instructions().data(), 1250);
  EXPECT_EQ(semanticsOf(*dot), &semantics::v_dot8_u32_u4);
  EXPECT_EQ(instructions().back().mnemonic, "v_fma_mixhi_f16");
  EXPECT_EQ(semanticsOf(instructions().back()), &semantics::v_fma_mixhi_f16);
}

TEST(GcnSemantics, PredecodeTakesTheRowsHandler) {
  // s_add_u32 s0, s1, s2 (SOP2 opcode 0), then s_endpgm.
  const uint32_t words[] = {0x80000201u, 0xbf810000u};
  const Program program = predecode(words);
  ASSERT_EQ(program.code.size(), 2u);
  EXPECT_EQ(program.code[0].handler, &semantics::s_add_u32);
  EXPECT_EQ(program.code[0].support, Support::Runs);
  EXPECT_EQ(program.code[1].handler, &semantics::s_endpgm);
}

// The generated part of docs/gcn-simulator.md: the rows with semantics and
// those without, by format in table order.
constexpr std::string_view kBegin =
    "<!-- The lists below are generated from the table's semantics column "
    "(src/targets/gcn/instructions.def) by tests/targets/gcn/machine/semantics_test.cpp: "
    "GPUASM_WRITE_GCN_DOC=1 build/debug/tests/gpuasm-tests --gtest_filter='GcnSemantics.*' "
    "rewrites them. -->";
constexpr std::string_view kEnd = "<!-- End of the generated lists. -->";

std::string generatedLists() {
  struct Format {
    std::vector<std::string_view> with, without;
  };
  std::array<Format, kEncodingCount> formats;
  size_t with = 0;
  for (const InstructionInfo& row : instructions()) {
    Format& format = formats[static_cast<size_t>(row.encoding)];
    if (semanticsOf(row)) {
      format.with.push_back(row.mnemonic);
      ++with;
    } else {
      format.without.push_back(row.mnemonic);
    }
  }
  auto names = [](const std::vector<std::string_view>& list) {
    std::string text;
    for (std::string_view name : list)
      text += fmt::format("{}`{}`", text.empty() ? "" : ", ", name);
    return text;
  };
  std::string out = std::string(kBegin) + "\n\n";
  out +=
      fmt::format("### Rows with semantics ({} of the {} rows)\n\n", with, instructions().size());
  for (size_t k = 0; k < kEncodingCount; ++k) {
    const Format& f = formats[k];
    if (f.with.empty()) continue;
    out += fmt::format("- {} ({} of {}): {}\n", encodingName(static_cast<Encoding>(k)),
                       f.with.size(), f.with.size() + f.without.size(), names(f.with));
  }
  out += "\n### Rows without semantics\n\n";
  out += fmt::format(
      "Each of these faults as `unsupported`, naming it, when a kernel reaches it ({} rows):\n\n",
      instructions().size() - with);
  for (size_t k = 0; k < kEncodingCount; ++k) {
    const Format& f = formats[k];
    if (f.without.empty()) continue;
    out += fmt::format("- {} ({}): {}\n", encodingName(static_cast<Encoding>(k)), f.without.size(),
                       names(f.without));
  }
  return out + "\n" + std::string(kEnd);
}

TEST(GcnSemantics, TheDocumentsListsAreGeneratedFromTheTable) {
  const std::string path = gpuasm::testing::sourceDirectory() + "/docs/gcn-simulator.md";
  std::string doc;
  {
    std::ifstream file(path);
    ASSERT_TRUE(file) << path;
    std::stringstream text;
    text << file.rdbuf();
    doc = text.str();
  }
  const size_t begin = doc.find(kBegin);
  ASSERT_NE(begin, std::string::npos) << "docs/gcn-simulator.md lacks: " << kBegin;
  const size_t end = doc.find(kEnd, begin);
  ASSERT_NE(end, std::string::npos) << "docs/gcn-simulator.md lacks: " << kEnd;
  const std::string documented = doc.substr(begin, end + kEnd.size() - begin);
  const std::string generated = generatedLists();
  if (std::getenv("GPUASM_WRITE_GCN_DOC") && documented != generated) {
    doc.replace(begin, documented.size(), generated);
    std::ofstream(path) << doc;
    GTEST_SKIP() << "rewrote the lists of " << path;
  }
  EXPECT_EQ(documented, generated)
      << "the lists of docs/gcn-simulator.md differ from the table; GPUASM_WRITE_GCN_DOC=1 "
         "rewrites them";
}

}  // namespace
}  // namespace gpuasm::gcn::machine
