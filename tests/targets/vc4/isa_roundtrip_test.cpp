// Field-level round trip: each encoding field, over every value, on instructions
// whose other fields vary; decode -> format -> assemble must give the same 64 bits.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "targets/vc4/isa.hpp"
#include "targets/vc4/vc4_support.hpp"

namespace gpuasm::vc4 {
namespace {

using testing::assembleVc4;
using testing::disassembleProgram;

uint64_t assembleOne(const std::string& text) {
  auto assembled = assembleVc4(text + "\n");
  EXPECT_EQ(assembled.errors, 0u) << text << "\n" << assembled.diagnostics;
  return assembled.words.empty() ? 0 : assembled.words[0];
}

struct RoundTrip {
  size_t words = 0;
  size_t expressible = 0;  // disassembled as an instruction, not `.quad`
};

// Disassembles `words` as one program, reassembles it and checks every word
// (sweeps break the restrictions between instructions, so they go unchecked).
RoundTrip roundTrip(const std::vector<uint64_t>& words) {
  std::string text = disassembleProgram(words);
  auto assembled = testing::assembleVc4Unchecked(text);
  EXPECT_EQ(assembled.errors, 0u) << assembled.diagnostics;
  RoundTrip result;
  result.words = words.size();
  if (assembled.words.size() != words.size()) {
    ADD_FAILURE() << "assembled " << assembled.words.size() << " words of " << words.size();
    return result;
  }
  std::istringstream lines(text);
  size_t reported = 0;
  for (size_t i = 0; i < words.size(); ++i) {
    std::string line;
    std::getline(lines, line);
    if (!line.starts_with(".quad")) ++result.expressible;
    if (assembled.words[i] != words[i] && ++reported <= 10) {
      ADD_FAILURE() << fmt::format("0x{:016x} -> '{}' -> 0x{:016x}", words[i], line,
                                   assembled.words[i]);
    }
  }
  return result;
}

// Every value of `field` on every base word.
std::vector<uint64_t> sweep(const Field& field, std::initializer_list<uint64_t> bases) {
  std::vector<uint64_t> words;
  for (uint64_t base : bases) {
    for (uint64_t v = 0; v <= (field.mask() >> field.shift); ++v)
      words.push_back(field.put(base, v));
  }
  return words;
}

// Sweeps `field` over every value on every base, checks the round trip, and
// returns the values that have no instruction text on any base.
std::vector<uint64_t> valuesWithoutText(const Field& field, std::initializer_list<uint64_t> bases) {
  std::vector<uint64_t> words = sweep(field, bases);
  roundTrip(words);
  std::vector<uint64_t> without;
  const uint64_t count = (field.mask() >> field.shift) + 1;
  for (uint64_t v = 0; v < count; ++v) {
    bool text = false;
    for (size_t b = 0; b < bases.size(); ++b) {
      text |= !formatWord(words[b * count + v], b * count * kInstructionBytes).starts_with(".quad");
    }
    if (!text) without.push_back(v);
  }
  return without;
}

using Values = std::vector<uint64_t>;

class Vc4FieldRoundTrip : public ::testing::Test {
 protected:
  void SetUp() override {
    dual = assembleOne("fadd.ifz.setf ra1, r0, rb2; fmul.ifcc rb3, ra4, r1; thrsw");
    // vc4asm writes the rotation on the destination beside a small immediate
    // (`-13 >> 3` would be the number -2).
    immediate = assembleOne("add.ifn ra7, unif, -13; v8adds r2 << 3, r3, -13");
    mov = assembleOne("mov r1, ra9; mov rb10, r5");
    nop = assembleOne("nop");
    ldi = assembleOne("ldi.ifz.setf ra5, 0x12345678; ldi.ifnz rb6, 0x12345678");
    branch = assembleOne("brr.anynz ra1, 0x100");
    branchRegister = assembleOne("bra r2, ra3, 0x40");
    branchTwoLinks = assembleOne("brr.allc ra1, rb2, ra4, 0x100");
  }
  uint64_t dual = 0, immediate = 0, mov = 0, nop = 0, ldi = 0, branch = 0, branchRegister = 0,
           branchTwoLinks = 0;
};

TEST_F(Vc4FieldRoundTrip, BaseInstructionsEncodeAsTheGuideSays) {
  EXPECT_EQ(kSignal.get(dual), 2u);
  EXPECT_EQ(kOpAdd.get(dual), 1u);
  EXPECT_EQ(kOpMul.get(dual), 1u);
  EXPECT_EQ(kConditionAdd.get(dual), 2u);
  EXPECT_EQ(kConditionMul.get(dual), 7u);
  EXPECT_EQ(kSetFlags.get(dual), 1u);
  EXPECT_EQ(kWriteSwap.get(dual), 0u);
  EXPECT_EQ(kWriteAddressAdd.get(dual), 1u);
  EXPECT_EQ(kWriteAddressMul.get(dual), 3u);
  EXPECT_EQ(kReadAddressA.get(dual), 4u);
  EXPECT_EQ(kReadAddressB.get(dual), 2u);
  EXPECT_EQ(kAddMuxA.get(dual), 0u);
  EXPECT_EQ(kAddMuxB.get(dual), 7u);
  EXPECT_EQ(kMulMuxA.get(dual), 6u);
  EXPECT_EQ(kMulMuxB.get(dual), 1u);
  EXPECT_EQ(kSignal.get(immediate), 13u);
  EXPECT_EQ(kReadAddressB.get(immediate), 51u);  // rotation code 51 also feeds -13 (addendum)
  EXPECT_EQ(kSignal.get(ldi), 14u);
  EXPECT_EQ(kImmediate.get(ldi), 0x12345678u);
  EXPECT_EQ(kSignal.get(branch), 15u);
  EXPECT_EQ(kBranchCondition.get(branch), 3u);
  EXPECT_EQ(static_cast<int32_t>(kImmediate.get(branch)), 0x100);  // a number is brr's offset
  EXPECT_EQ(kBranchRegister.get(branchRegister), 1u);
  EXPECT_EQ(kBranchReadAddressA.get(branchRegister), 3u);
  EXPECT_EQ(kBranchCondition.get(branchTwoLinks), 8u);
  EXPECT_EQ(kWriteAddressAdd.get(branchTwoLinks), 1u);
  EXPECT_EQ(kWriteAddressMul.get(branchTwoLinks), 2u);
}

TEST_F(Vc4FieldRoundTrip, AddOpcodesHaveTextExceptTheReservedOnes) {
  EXPECT_EQ(valuesWithoutText(kOpAdd, {dual, mov, nop}), (Values{9, 10, 11, 25, 26, 27, 28, 29}));
}

TEST_F(Vc4FieldRoundTrip, MulOpcodesAllHaveText) {
  EXPECT_EQ(valuesWithoutText(kOpMul, {dual, immediate, mov, nop}), Values{});
}

TEST_F(Vc4FieldRoundTrip, SignalsAllHaveText) {
  // 13-15 turn the word into a small-immediate, load-immediate or branch form.
  EXPECT_EQ(valuesWithoutText(kSignal, {dual, mov, nop}), Values{});
}

TEST_F(Vc4FieldRoundTrip, ConditionsOfBothUnitsAllHaveText) {
  EXPECT_EQ(valuesWithoutText(kConditionAdd, {dual, immediate, mov, ldi}), Values{});
  EXPECT_EQ(valuesWithoutText(kConditionMul, {dual, immediate, mov, ldi}), Values{});
}

TEST_F(Vc4FieldRoundTrip, InputMuxesAllHaveText) {
  for (const Field& mux : {kAddMuxA, kAddMuxB, kMulMuxA, kMulMuxB}) {
    EXPECT_EQ(valuesWithoutText(mux, {dual, immediate, mov}), Values{});
  }
}

TEST_F(Vc4FieldRoundTrip, ReadAddressesAndSmallImmediatesAllHaveText) {
  EXPECT_EQ(valuesWithoutText(kReadAddressA, {dual, immediate, mov}), Values{});
  EXPECT_EQ(valuesWithoutText(kReadAddressB, {dual}), Values{});
  // Small immediates (signal 13): table 5's 48 values and 16 rotations.
  EXPECT_EQ(valuesWithoutText(kReadAddressB, {immediate}), Values{});
}

TEST_F(Vc4FieldRoundTrip, WriteAddressesWriteSwapAndSetFlagsAllHaveText) {
  for (const Field& f : {kWriteAddressAdd, kWriteAddressMul}) {
    EXPECT_EQ(valuesWithoutText(f, {dual, mov, ldi, immediate}), Values{});
  }
  EXPECT_EQ(valuesWithoutText(kWriteSwap, {dual, mov, ldi, branch, immediate}), Values{});
  EXPECT_EQ(valuesWithoutText(kSetFlags, {dual, mov, ldi, immediate}), Values{});
}

TEST_F(Vc4FieldRoundTrip, PackModesOfBothPackSelects) {
  EXPECT_EQ(valuesWithoutText(kPack, {dual, ldi}), Values{});
  // pm=1: the mul colour pack of table 9 (1, 2 and 8-15 reserved, but vc4asm
  // writes 11 for `8888s` and 12-15 for `8a`..`8d` on a mul output outside
  // regfile A, and the rest read back as our `mpackN`); pack 0 with pm=1 and
  // no r4 unpack selects nothing and has no text.
  EXPECT_EQ(valuesWithoutText(kPack, {kPackSelect.put(dual, 1), kPackSelect.put(ldi, 1)}),
            (Values{0}));
}

TEST_F(Vc4FieldRoundTrip, UnpackModesOfRegfileAAndR4) {
  uint64_t readsAAndR4 = assembleOne("fadd ra1, ra4, r4; fmul rb3, ra4, r4");
  EXPECT_EQ(valuesWithoutText(kUnpack, {readsAAndR4}), Values{});
  EXPECT_EQ(valuesWithoutText(kUnpack, {kPackSelect.put(readsAAndR4, 1)}), Values{0});
}

TEST_F(Vc4FieldRoundTrip, LoadImmediateTypesAndValues) {
  uint64_t small = assembleOne("ldi r1, 3");
  EXPECT_EQ(valuesWithoutText(kLoadImmediateType, {ldi, small}), (Values{2, 5, 6, 7}));
  std::vector<uint64_t> words;
  std::mt19937_64 random(42);
  for (int i = 0; i < 3000; ++i) {
    uint64_t base = i % 3 == 0   ? ldi
                    : i % 3 == 1 ? kLoadImmediateType.put(ldi, kLoadImmediatePerElementSigned)
                                 : kLoadImmediateType.put(ldi, kLoadImmediatePerElementUnsigned);
    words.push_back(kImmediate.put(base, random()));
  }
  EXPECT_EQ(roundTrip(words).expressible, words.size());
}

TEST_F(Vc4FieldRoundTrip, SemaphoreNumbersAndDirections) {
  uint64_t acquire = assembleOne("sacq -, 3");
  uint64_t release = assembleOne("mov -, srel(3)");
  EXPECT_EQ(kSemaphoreAcquire.get(acquire), 1u);
  EXPECT_EQ(kSemaphoreAcquire.get(release), 0u);
  EXPECT_EQ(valuesWithoutText(kSemaphoreNumber, {acquire, release}), Values{});
  // Both outputs (`srel ra1, 3; srel rb2, 3`): every write address, condition,
  // write swap and flag value has text.
  uint64_t both = assembleOne("sacq.ifz ra1, 3; sacq.ifcc rb2, 3");
  EXPECT_EQ(kConditionMul.get(both), 7u);
  EXPECT_EQ(kWriteAddressMul.get(both), 2u);
  for (const Field& f : {kWriteAddressAdd, kWriteAddressMul, kConditionAdd, kConditionMul,
                         kWriteSwap, kSetFlags, kSemaphoreAcquire, kSemaphoreNumber}) {
    EXPECT_EQ(valuesWithoutText(f, {acquire, release, both}), Values{});
  }
  // The don't-care bits 31:5 have text: vc4asm keeps the bits of the number
  // above bit 4 in the immediate (`sacq -, 0x23` is 0x00000033, 0xe80009e7).
  std::vector<uint64_t> unused;
  for (uint32_t bit = 0; bit < kSemaphoreUnused.width; ++bit)
    unused.push_back(kSemaphoreUnused.put(acquire, uint64_t{1} << bit));
  EXPECT_EQ(roundTrip(unused).expressible, unused.size());
  EXPECT_EQ(assembleOne("sacq -, 0x23"), 0xe80009e7'00000033u);
  EXPECT_EQ(assembleOne("sacq -, 25"), 0xe80009e7'00000019u);  // vc4asm: acquire 9
}

TEST_F(Vc4FieldRoundTrip, BranchFieldsAllHaveTextExceptReservedConditions) {
  EXPECT_EQ(valuesWithoutText(kBranchCondition, {branch, branchRegister, branchTwoLinks}),
            (Values{12, 13, 14}));
  EXPECT_EQ(valuesWithoutText(kBranchRelative, {branch, branchRegister, branchTwoLinks}), Values{});
  EXPECT_EQ(valuesWithoutText(kBranchRegister, {branch, branchRegister, branchTwoLinks}), Values{});
  EXPECT_EQ(valuesWithoutText(kBranchReadAddressA, {branchRegister, branchTwoLinks}), Values{});
  EXPECT_EQ(valuesWithoutText(kWriteAddressAdd, {branch, branchRegister, branchTwoLinks}),
            Values{});
  // The link through the mul output (waddr_mul), on each base and on its own:
  // every address of both files has text (vc4asm's `brr d1, d2, t1, t2`).
  for (uint64_t base : {branch, branchRegister, branchTwoLinks}) {
    EXPECT_EQ(valuesWithoutText(kWriteAddressMul, {base}), Values{});
    EXPECT_EQ(valuesWithoutText(kWriteAddressMul, {kWriteSwap.put(base, 1)}), Values{});
  }
  EXPECT_EQ(valuesWithoutText(kWriteSwap, {branch, branchTwoLinks}), Values{});
  EXPECT_EQ(valuesWithoutText(kBranchUnused, {branch}),
            (Values{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}));
  std::vector<uint64_t> words;
  std::mt19937_64 random(7);
  for (int i = 0; i < 1500; ++i) {
    uint64_t base = i % 3 == 0 ? branch : i % 3 == 1 ? branchRegister : branchTwoLinks;
    words.push_back(kImmediate.put(base, random()));
  }
  EXPECT_EQ(roundTrip(words).expressible, 1500u);
}

TEST(Vc4RandomWords, EveryWordReassemblesBitIdentically) {
  std::mt19937_64 random(2024);
  std::vector<uint64_t> words;
  for (int i = 0; i < 20000; ++i) words.push_back(random());
  auto result = roundTrip(words);
  EXPECT_EQ(result.words, 20000u);
  std::printf("[ vc4      ] %zu of %zu random words have instruction text\n", result.expressible,
              result.words);
}

}  // namespace
}  // namespace gpuasm::vc4
