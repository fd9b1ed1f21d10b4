// Each instruction's semantics, lane by lane, straight from the instruction
// table (the function both simulator modes call), with expected values
// computed here from 16-bit two's complement arithmetic.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "targets/demolicious/isa.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::demolicious;

struct LaneFile {
  static constexpr uint32_t kLanes = 64;
  std::vector<uint16_t> storage = std::vector<uint16_t>(kLaneRegisters * kLanes, 0);
  std::vector<uint16_t> constants = std::vector<uint16_t>(kConstantWords, 0);
  Lanes lanes;
  LaneFile() {
    for (uint32_t r = 0; r < kLaneRegisters; ++r) lanes.reg[r] = storage.data() + r * kLanes;
    lanes.lanes = kLanes;
    lanes.constants = constants.data();
  }
  uint16_t& at(uint32_t reg, uint32_t lane) { return lanes.reg[reg][lane]; }
  void run(uint32_t word) {
    Decoded d = decode(word);
    ASSERT_NE(d.info, nullptr);
    ASSERT_NE(d.info->execute, nullptr);
    d.info->execute(lanes, d);
  }
};

uint32_t rtype(uint32_t funct, uint32_t rd, uint32_t rs, uint32_t rt, uint32_t shamt = 0,
               bool pred = false) {
  return (pred ? 1u << 31 : 0) | rs << 21 | rt << 16 | rd << 11 | shamt << 6 | funct;
}
uint32_t itype(uint32_t opcode, uint32_t rd, uint32_t rs, uint32_t imm, bool pred = false) {
  return (pred ? 1u << 31 : 0) | opcode << 26 | rs << 21 | rd << 16 | (imm & 0xffff);
}

// Values that cover the edges of 16-bit arithmetic.
const uint16_t kEdges[] = {0,      1,      2,      3,      0x7fff, 0x8000,
                           0x8001, 0xfffe, 0xffff, 0x1234, 0x00ff, 0xff00};

struct BinaryCase {
  const char* name;
  uint32_t funct;
  uint16_t (*expected)(int32_t a, int32_t b);  // a, b as signed 16-bit
};

uint16_t u16(int64_t v) {
  return static_cast<uint16_t>(v & 0xffff);
}

const BinaryCase kBinary[] = {
    {"slt", 0x3, [](int32_t a, int32_t b) { return uint16_t(a < b ? 1 : 0); }},
    {"add", 0x4, [](int32_t a, int32_t b) { return u16(a + b); }},
    {"sub", 0x5, [](int32_t a, int32_t b) { return u16(a - b); }},
    {"and", 0x6, [](int32_t a, int32_t b) { return u16(a & b); }},
    {"or", 0x7, [](int32_t a, int32_t b) { return u16(a | b); }},
    {"xor", 0x8, [](int32_t a, int32_t b) { return u16(a ^ b); }},
    {"mul", 0x9, [](int32_t a, int32_t b) { return u16(int64_t{a} * b); }},
    {"seq", 0xA, [](int32_t a, int32_t b) { return uint16_t(a == b ? 1 : 0); }},
};

TEST(DemoliciousSemantics, RegisterRegisterOperationsOnEdgeValues) {
  for (const BinaryCase& c : kBinary) {
    LaneFile f;
    uint32_t lane = 0;
    std::vector<std::pair<uint16_t, uint16_t>> inputs;
    for (uint16_t a : kEdges)
      for (uint16_t b : kEdges) inputs.emplace_back(a, b);
    for (size_t start = 0; start < inputs.size(); start += LaneFile::kLanes) {
      for (lane = 0; lane < LaneFile::kLanes; ++lane) {
        auto [a, b] = inputs[(start + lane) % inputs.size()];
        f.at(7, lane) = a;
        f.at(8, lane) = b;
      }
      f.run(rtype(c.funct, 9, 7, 8));
      for (lane = 0; lane < LaneFile::kLanes; ++lane) {
        auto [a, b] = inputs[(start + lane) % inputs.size()];
        ASSERT_EQ(f.at(9, lane), c.expected(int16_t(a), int16_t(b)))
            << c.name << " " << std::hex << a << ", " << b;
      }
    }
  }
}

TEST(DemoliciousSemantics, ShiftsByEveryAmount) {
  for (uint32_t amount = 0; amount < 16; ++amount) {
    LaneFile f;
    for (uint32_t lane = 0; lane < 12; ++lane) f.at(7, lane) = kEdges[lane];
    f.run(rtype(0x0, 8, 0, 7, amount));   // sll $8, $7, amount
    f.run(rtype(0x1, 9, 0, 7, amount));   // srl
    f.run(rtype(0x2, 10, 0, 7, amount));  // sra
    for (uint32_t lane = 0; lane < 12; ++lane) {
      uint16_t v = kEdges[lane];
      EXPECT_EQ(f.at(8, lane), u16(uint32_t{v} << amount));
      EXPECT_EQ(f.at(9, lane), u16(v >> amount));
      EXPECT_EQ(f.at(10, lane), u16(int32_t(int16_t(v)) >> amount)) << v << " sra " << amount;
    }
  }
}

TEST(DemoliciousSemantics, AddImmediateWrapsModulo65536) {
  LaneFile f;
  f.at(7, 0) = 5;
  f.at(7, 1) = 0xffff;
  f.run(itype(1, 8, 7, 0xffff));  // addi $8, $7, -1
  EXPECT_EQ(f.at(8, 0), 4);
  EXPECT_EQ(f.at(8, 1), 0xfffe);
  f.run(itype(1, 9, 0, 0x07e0));  // ldi $9, green
  EXPECT_EQ(f.at(9, 0), 0x07e0);
  EXPECT_EQ(f.at(9, 63), 0x07e0);
}

TEST(DemoliciousSemantics, LoadConstantReadsConstantMemory) {
  LaneFile f;
  f.constants[0] = 0x001f;
  f.constants[255] = 0xbeef;
  f.run(itype(2, 5, 0, 0));    // ldc $data, 0
  f.run(itype(2, 7, 0, 255));  // ldc $7, 255
  for (uint32_t lane = 0; lane < LaneFile::kLanes; ++lane) {
    EXPECT_EQ(f.at(kData, lane), 0x001f);
    EXPECT_EQ(f.at(7, lane), 0xbeef);
  }
}

TEST(DemoliciousSemantics, WritesToZeroAndThreadIdAreIgnored) {
  LaneFile f;
  f.at(kIdHi, 3) = 1;
  f.at(kIdLo, 3) = 0x1234;
  f.run(itype(1, 0, 0, 99));  // ldi $0, 99
  f.run(itype(1, 1, 0, 99));  // ldi $id_hi, 99
  f.run(itype(1, 2, 0, 99));  // ldi $id_lo, 99
  EXPECT_EQ(f.at(kZero, 3), 0);
  EXPECT_EQ(f.at(kIdHi, 3), 1);
  EXPECT_EQ(f.at(kIdLo, 3), 0x1234);
  f.run(rtype(0x4, 7, 0, 0));  // mv $7, $0 reads zero
  EXPECT_EQ(f.at(7, 3), 0);
}

TEST(DemoliciousSemantics, MaskKeepsOnlyBitZero) {
  LaneFile f;
  f.at(7, 0) = 6;  // bit 0 clear
  f.at(7, 1) = 7;  // bit 0 set
  f.at(7, 2) = 0xffff;
  f.run(rtype(0x4, kMask, 7, 0));  // mv $mask, $7
  EXPECT_EQ(f.at(kMask, 0), 0);
  EXPECT_EQ(f.at(kMask, 1), 1);
  EXPECT_EQ(f.at(kMask, 2), 1);
}

TEST(DemoliciousSemantics, PredicationGatesOnlyTheRegisterWriteWhereMaskIsOne) {
  LaneFile f;
  for (uint32_t lane = 0; lane < LaneFile::kLanes; ++lane) {
    f.at(kMask, lane) = lane & 1;
    f.at(kData, lane) = 0x1111;
    f.at(11, lane) = 0x2222;
  }
  f.run(rtype(0x4, kData, 11, 0, 0, true));  // ? mv $data, $11
  for (uint32_t lane = 0; lane < LaneFile::kLanes; ++lane) {
    EXPECT_EQ(f.at(kData, lane), lane & 1 ? 0x1111 : 0x2222) << lane;
  }
  // A predicated ldc and a predicated write of $mask itself follow the same rule.
  f.constants[4] = 0xabcd;
  f.run(itype(2, 12, 0, 4, true));
  for (uint32_t lane = 0; lane < 4; ++lane) EXPECT_EQ(f.at(12, lane), lane & 1 ? 0 : 0xabcd);
  f.at(7, 0) = 1;
  f.at(7, 1) = 0;
  f.run(rtype(0x4, kMask, 7, 0, 0,
              true));  // ? mv $mask, $7: lane 0 (mask 0) writes 1; lane 1 keeps 1
  EXPECT_EQ(f.at(kMask, 0), 1);
  EXPECT_EQ(f.at(kMask, 1), 1);
}

TEST(DemoliciousSemantics, DestinationMayAliasSources) {
  LaneFile f;
  f.at(7, 0) = 3;
  f.run(rtype(0x9, 7, 7, 7));  // mul $7, $7, $7
  EXPECT_EQ(f.at(7, 0), 9);
}

TEST(DemoliciousSemantics, MemoryAddressIsFourBitsOfHighThenLow) {
  EXPECT_EQ(memoryAddress(0x0, 0x1234), 0x01234u);
  EXPECT_EQ(memoryAddress(0xf, 0xffff), 0xfffffu);
  EXPECT_EQ(memoryAddress(0x13, 0x0001), 0x30001u);  // only address_hi[3:0]
}

}  // namespace
}  // namespace gpuasm::testing
