// The core's `.uleb128`/`.sleb128` (LebField: sized once layout gives the labels of its value
// their addresses) and the debug directives on a target that gives no DWARF description
// (core/debug_directives.hpp). The bytes are derived by hand from DWARF 5's LEB128 (section
// 7.6) and LLVM's padding of a field that grew; the GCN tests compare the same with llvm-mc-14.
#include <gtest/gtest.h>

#include "core/core_target.hpp"

namespace gpuasm::testing {
namespace {

CoreOptions bytes() {
  CoreOptions options;
  options.unitBytes = 1;
  return options;
}

std::vector<uint8_t> sectionBytes(const CoreResult& r) {
  return r.image ? r.image->sections.at(0).bytes : std::vector<uint8_t>{};
}

TEST(Leb128, ConstantsTakeTheFewestBytes) {
  auto r = assembleCore(".uleb128 0, 127, 128, 300\n.sleb128 -3, 63, 64, -64, -65\n", bytes());
  ASSERT_TRUE(r.image) << r.diagnostics;
  EXPECT_EQ(sectionBytes(r), (std::vector<uint8_t>{0x00, 0x7f, 0x80, 0x01, 0xac, 0x02, 0x7d, 0x3f,
                                                   0xc0, 0x00, 0x40, 0xbf, 0x7f}));
}

// a..b holds the field itself: 1 + 127 bytes needs two bytes, which make it 129 (0x81 0x01).
// The second field first needs two bytes (256 - 128) and then one (256 - 129 = 127): it stays
// two, padded with a continuation byte (0xff 0x00), as llvm-mc's fields only grow.
TEST(Leb128, ADifferenceOfLabelsGrowsTheFieldUntilItFits) {
  auto r = assembleCore(
      "a:\n"
      ".uleb128 b - a\n"
      ".zero 127\n"
      "b:\n"
      ".uleb128 256 - (b - a)\n"
      ".sleb128 a - b\n",
      bytes());
  ASSERT_TRUE(r.image) << r.diagnostics;
  std::vector<uint8_t> want = {0x81, 0x01};
  want.insert(want.end(), 127, 0);
  // -129: 0xff 0x7e.
  want.insert(want.end(), {0xff, 0x00, 0xff, 0x7e});
  EXPECT_EQ(sectionBytes(r), want);
}

TEST(Leb128, AValueThatMovesWithItsSectionIsRefused) {
  auto r = assembleCore(".uleb128 here\nhere:\n.data\nthere:\n.uleb128 there - here\n", bytes());
  EXPECT_FALSE(r.image);
  EXPECT_NE(r.diagnostics.find("test.s:1:1: error: '.uleb128' needs a value known when "
                               "assembling"),
            std::string::npos)
      << r.diagnostics;
  EXPECT_NE(r.diagnostics.find("test.s:5:1: error: '.uleb128' needs a value known"),
            std::string::npos)
      << r.diagnostics;
}

TEST(Leb128, AWordAddressedTargetRefusesIt) {
  auto r = assembleCore(".uleb128 1\n");
  EXPECT_NE(r.diagnostics.find("test.s:1:1: error: '.uleb128' needs a target whose addresses "
                               "count bytes [unsupported-directive]"),
            std::string::npos)
      << r.diagnostics;
}

TEST(DebugDirectives, ATargetWithoutADwarfDescriptionRefusesThem) {
  auto r = assembleCore(".file 1 \"a.s\"\n.loc 1 1 0\n.cfi_startproc\n", bytes());
  EXPECT_FALSE(r.image);
  for (const char* d : {"test.s:1:1: error: '.file'", "test.s:2:1: error: '.loc'",
                        "test.s:3:1: error: '.cfi_startproc'"}) {
    EXPECT_NE(r.diagnostics.find(std::string(d) + ": this target has no DWARF description"),
              std::string::npos)
        << r.diagnostics;
  }
}

}  // namespace
}  // namespace gpuasm::testing
