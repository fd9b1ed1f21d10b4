// The vc4asm-dialect assembler builds each line in the storage of the line
// before it (Assembler::recycle, Line::clear): nothing of one line may reach
// the next. The words are vc4asm 80ab48de's, as vc4asm_small_immediates_test
// and assembler_test record them.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "targets/vc4/asm/vc4asm_line.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4Unchecked;

TEST(Vc4RecycledLine, ClearGivesEveryMemberItsInitialiserBack) {
  Line used;
  used.form = Instruction::Form::Branch;
  used.add.emplace();
  used.mul.emplace();
  used.reads.emplace_back();
  used.signal = kSignalThreadEnd;
  used.location = {1, 2, 3, 4};
  used.constantMoves = true;
  used.idleUnitPack = std::pair<Unit, uint8_t>{Unit::Mul, 3};
  used.unitsSwapped = true;
  used.clear();
  Line fresh;  // default-initialised, as a line is made
  EXPECT_EQ(used.form, fresh.form);
  EXPECT_FALSE(used.add.has_value());
  EXPECT_FALSE(used.mul.has_value());
  EXPECT_TRUE(used.reads.empty());
  EXPECT_EQ(used.signal, fresh.signal);
  EXPECT_FALSE(used.location.valid());
  EXPECT_EQ(used.constantMoves, fresh.constantMoves);
  EXPECT_FALSE(used.idleUnitPack.has_value());
  EXPECT_EQ(used.unitsSwapped, fresh.unitsSwapped);
}

TEST(Vc4RecycledLine, EachLineGivesItsOwnWordWhateverCameBefore) {
  // Constant moves made small immediates, the units swapped, a load
  // immediate left over, vc4asm's `read`, plain operations.
  const std::vector<std::pair<std::string, uint64_t>> lines = {
      {"mov r0, 16; mov r1, r2", 0xd0024821'8c9c8fd2},
      {"mov r1, r2; mov r0, 16", 0xd0024860'559c44bf},
      {"mov r0, 268435456; mov r1, r2", 0xd0024860'759ef4bf},
      {"read vw_wait", 0x100009e7'009f2000},
      {"mov ra0, r1; read rb5", 0x10020027'159c5240},
      {"add.setf r1, r2, r3; mov r0, 25", 0xd0026860'4c9c54ff},
      {"mov ra1, 1065353216; mov r2, 1", 0xd0025881'879e0fff},
  };
  // Every line after every other: forwards, backwards, and each line twice.
  std::string program;
  std::vector<uint64_t> expected;
  auto add = [&](size_t i) {
    program += lines[i].first + "\n";
    expected.push_back(lines[i].second);
  };
  for (size_t i = 0; i < lines.size(); ++i) add(i);
  for (size_t i = lines.size(); i-- > 0;) add(i);
  for (size_t i = 0; i < lines.size(); ++i) {
    add(i);
    add(i);
  }
  auto result = assembleVc4Unchecked(program);
  ASSERT_EQ(result.errors, 0u) << result.diagnostics;
  EXPECT_EQ(result.words, expected);
}

}  // namespace
}  // namespace gpuasm::vc4
