// The AMDGPU symbol variants in data directives (`.long sym@rel32@lo`, `.quad sym@rel64`) and
// `.set` symbols that stand for labels in data (issue 31 item 5). What llvm-mc-14 writes for
// them is in tests/data/gcn/data_relocations (variants-*, sets-*: data_relocations_test.cpp
// compares our objects with llvm-mc's); here, what llvm-mc-14 refuses (refused.txt, its
// messages, written by scripts/oracle/gcn_data_relocations.py) and what gpuasm refuses where
// llvm-mc-14 writes a relocation that does not fit the field (derived by hand: the widths are
// LLVM's ELFRelocs/AMDGPU.def, R_AMDGPU_REL64 8 bytes and the others 4).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/target.hpp"
#include "support/build_paths.hpp"
#include "support/elf_summary.hpp"

namespace gpuasm::testing {
namespace {

namespace fs = std::filesystem;

const fs::path kDir =
    fs::path(gpuasm::testing::sourceDirectory()) / "tests/data/gcn/data_relocations";

AssembleOutcome assemble(const std::string& text) {
  AssembleSettings settings;
  settings.targetOptions["mcpu"] = "gfx900";
  return assembleText(*findTarget("gcn"), "k.s", text, settings);
}

std::string errorsOf(const std::string& text) {
  AssembleOutcome o = assemble(text);
  EXPECT_FALSE(o.image) << text;
  return o.diagnosticsText;
}

// Each line llvm-mc-14 refuses is refused, the error on the line llvm-mc-14 names or on the
// use; an invalid variant in llvm-mc-14's words.
TEST(GcnDataVariants, EachLineLlvmMcRefusesIsRefusedNamingItsLine) {
  std::ifstream in(kDir / "refused.txt");
  size_t cases = 0;
  for (std::string line; std::getline(in, line);) {
    const size_t tab = line.find('\t');
    ASSERT_NE(tab, std::string::npos) << line;
    // ` | ` separates the lines of one case (scripts/oracle/gcn_data_relocations.py)
    const std::string_view written(line.data(), tab);
    std::string source;
    for (size_t from = 0;;) {
      const size_t bar = written.find(" | ", from);
      source += written.substr(from, bar == std::string_view::npos ? bar : bar - from);
      if (bar == std::string_view::npos) break;
      source += '\n';
      from = bar + 3;
    }
    const std::string message = line.substr(tab + 1);
    SCOPED_TRACE(source);
    ++cases;
    const std::string errors = errorsOf("\t.data\n" + source + "\n");
    EXPECT_NE(errors.find("k.s:2:"), std::string::npos) << errors;
    if (message.starts_with("invalid variant")) {
      EXPECT_NE(errors.find("error: " + message), std::string::npos) << errors;
    }
  }
  EXPECT_EQ(cases, 12u);
}

TEST(GcnDataVariants, AnInvalidVariantNamesTheOnesThereAre) {
  const std::string errors = errorsOf("\t.data\n\t.long ext@lo\n");
  EXPECT_NE(errors.find("k.s:2:8: error: invalid variant 'lo' (llvm-mc-14's words): the AMDGPU "
                        "relocation variants are rel32@lo, rel32@hi, abs32@lo, abs32@hi, "
                        "gotpcrel32@lo, gotpcrel32@hi, gotpcrel, rel64"),
            std::string::npos)
      << errors;
  // The instruction operands read the same names: abs64, which llvm-mc-14 calls invalid.
  const std::string operand = errorsOf("s_mov_b32 s0, ext@abs64\n");
  EXPECT_NE(operand.find("k.s:1:15: error: '@abs64' is no AMDGPU relocation variant (rel32@lo, "
                         "rel32@hi, abs32@lo, abs32@hi, gotpcrel32@lo, gotpcrel32@hi, gotpcrel, "
                         "rel64)"),
            std::string::npos)
      << operand;
}

// llvm-mc-14 writes these (a 4-byte relocation in 8 bytes, rel64's 8 bytes from a 4-byte field
// on, past it; R_AMDGPU_REL32_LO over a 2-byte field; ABS64 for `.quad ext@abs32@lo`, which is
// no low half; the `- .` dropped): gpuasm refuses each, naming the field.
TEST(GcnDataVariants, AVariantThatDoesNotFitItsFieldIsRefused) {
  struct Case {
    std::string line, message;
  };
  const Case cases[] = {
      {".quad ext@rel32@lo",
       "k.s:2:7: error: 'ext@rel32@lo' is a 4-byte relocation in a 8-byte "
       "field (.long, .4byte, .int)"},
      {".quad ext@abs32@lo", "k.s:2:7: error: 'ext@abs32@lo' is a 4-byte relocation in a 8-byte"},
      {".long ext@rel64",
       "k.s:2:7: error: 'ext@rel64' is a 8-byte relocation in a 4-byte field "
       "(.quad, .8byte)"},
      {".short ext@rel32@lo", "k.s:2:8: error: a 2-byte field cannot hold 'ext'"},
      {".long ext@rel32@lo - .", "k.s:2:22: error: 'ext@rel32@lo' takes nothing subtracted"},
      {".long ext@gotpcrel - here\nhere:", "k.s:2:22: error: 'ext@gotpcrel' takes nothing"},
      {".long ext@", "k.s:2:11: error: expected a relocation variant right after '@'"},
  };
  for (const Case& c : cases) {
    const std::string errors = errorsOf("\t.data\n" + c.line + "\n");
    EXPECT_NE(errors.find(c.message), std::string::npos) << c.line << "\n" << errors;
  }
}

// `.set` symbols in data: the label they stand for, through a chain, relocated as llvm-mc-14
// relocates it (sets-*.expected); here the chain that never ends and a variant on a `.set`
// symbol that stands for a product.
TEST(GcnDataVariants, ASetChainThatNeverEndsIsAnErrorNamingIt) {
  std::string errors = errorsOf("\t.data\n\t.long a\n\t.set a, b\n\t.set b, a\n");
  EXPECT_NE(errors.find("error: "), std::string::npos) << errors;
  EXPECT_NE(errors.find("'a'"), std::string::npos) << errors;
  errors = errorsOf("\t.data\n\t.long p@rel32@lo\n\t.set p, lab * 2\nlab:\n");
  EXPECT_NE(errors.find("k.s:2:8: error: 'p' takes a variant only when it stands for a symbol "
                        "plus or minus a constant"),
            std::string::npos)
      << errors;
}

// A forward `.set x, label` in data was read as the label's offset, a constant: hand-derived,
// `.long fwd` at .data+0 with fwd = lab at .data+8 is R_AMDGPU_ABS32 against .data + 8 (lab is
// local), zeros in the field of an HSA (RELA) object.
TEST(GcnDataVariants, AForwardSetOfALabelIsTheLabelsRelocation) {
  AssembleOutcome o = assemble(
      "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx900\"\n\t.data\n\t.long fwd\n\t.long 7\n"
      "lab:\n\t.long 1\n\t.set fwd, lab\n");
  ASSERT_TRUE(o.image) << o.diagnosticsText;
  std::vector<std::string> warnings;
  std::string error;
  std::optional<std::vector<uint8_t>> bytes;
  for (const OutputFormatSpec& f : findTarget("gcn")->outputFormats)
    if (f.name == "elf") bytes = f.write(*o.image, {}, warnings, error);
  ASSERT_TRUE(bytes) << error;
  const std::vector<std::string> lines = summarizeElf(*bytes, Rela::Entries);
  std::vector<std::string> relocations, data;
  for (const std::string& l : lines) {
    if (l.starts_with("rela .data")) relocations.push_back(l);
    if (l.starts_with("data .data")) data.push_back(l);
  }
  EXPECT_EQ(relocations, std::vector<std::string>{"rela .data 0x0 6 .data 8"});
  EXPECT_EQ(data, std::vector<std::string>{"data .data 000000000700000001000000"});
}

}  // namespace
}  // namespace gpuasm::testing
