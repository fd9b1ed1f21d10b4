// The VPM: generic block reads and writes in every width and orientation
// (figures 8 and 9 of VideoCoreIV-AG100-R), the VDR and VDW DMA engines
// (tables 34-37, the vc4asm addendum, vc4asm issue #27), and the setups
// Broadcom's GPU_FFT writes, taken word for word from its shaders. Each setup
// word is derived by hand from the register tables in the comment beside it.
#include "targets/vc4/machine/vpm.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace gpuasm::vc4 {
namespace {

Vector ramp(uint32_t base, uint32_t step = 1) {
  Vector v{};
  for (uint32_t i = 0; i < kLanes; ++i) v[i] = base + i * step;
  return v;
}

void ok(const VpmOutcome& outcome) {
  EXPECT_TRUE(outcome.fault.empty()) << outcome.fault;
}

void faultMentions(const VpmOutcome& outcome, const std::vector<std::string>& words) {
  ASSERT_FALSE(outcome.fault.empty());
  for (const auto& word : words) {
    EXPECT_NE(outcome.fault.find(word), std::string::npos)
        << "'" << word << "' not in: " << outcome.fault;
  }
}

// A locked block of memory and its bus address.
struct Buffer {
  Memory memory;
  uint32_t bus = 0;
  explicit Buffer(uint32_t size, uint32_t flags = 0x10 /* MEM_FLAG_ZERO */) {
    bus = memory.lock(memory.allocate(size, 4096, flags)).value_or(0);
  }
  uint32_t at(uint32_t offset) const {
    uint32_t value = 0xdeadbeef;
    EXPECT_TRUE(memory.read32(bus + offset, value)) << offset;
    return value;
  }
  void set(uint32_t offset, uint32_t value) { EXPECT_TRUE(memory.write32(bus + offset, value)); }
};

// Fills VPM rows [first, first + count) with row * 0x100 + column, by
// horizontal 32-bit writes: vpm_setup(0, 1, h32(first)) = STRIDE 1 (17:12),
// HORIZ (11), SIZE 2 (9:8), ADDR Y = 0x1a00 | first.
void fillRows(Vpm& vpm, uint32_t first, uint32_t count) {
  ok(vpm.writeWriteSetup(0, 0x1a00u | first));
  for (uint32_t row = first; row < first + count; ++row) ok(vpm.write(0, ramp(row * 0x100)));
}

// ---- generic block writes and reads (tables 32 and 33) --------------------

TEST(Vc4Vpm, Horizontal32BitWritesFillRowsAndReadsReturnThem) {
  Vpm vpm(1);
  // vpm_setup(0, 1, h32(5)): STRIDE 1 << 12, HORIZ 0x800, SIZE 2 0x200, Y 5.
  ok(vpm.writeWriteSetup(0, 0x00001a05));
  ok(vpm.write(0, ramp(100)));
  ok(vpm.write(0, ramp(200)));
  for (uint32_t i = 0; i < 16; ++i) {
    EXPECT_EQ(vpm.word(5, i), 100 + i);
    EXPECT_EQ(vpm.word(6, i), 200 + i);
  }
  // vpm_setup(2, 1, h32(5)): NUM 2 in 23:20.
  ok(vpm.writeReadSetup(0, 0x00201a05));
  EXPECT_EQ(vpm.readsOutstanding(0), 2u);
  Vector v{};
  ok(vpm.read(0, v));
  EXPECT_EQ(v, ramp(100));
  ok(vpm.read(0, v));
  EXPECT_EQ(v, ramp(200));
  EXPECT_EQ(vpm.readsOutstanding(0), 0u);
}

TEST(Vc4Vpm, Vertical32BitWritesFillColumnsOfA16RowBlock) {
  Vpm vpm(1);
  // vpm_setup(0, 1, v32(16, 3)): HORIZ 0, SIZE 2, ADDR {Y[5:4] = 1, X = 3} = 0x13.
  ok(vpm.writeWriteSetup(0, 0x00001213));
  ok(vpm.write(0, ramp(0)));
  ok(vpm.write(0, ramp(50)));  // stride 1: the next column
  for (uint32_t i = 0; i < 16; ++i) {
    EXPECT_EQ(vpm.word(16 + i, 3), i);
    EXPECT_EQ(vpm.word(16 + i, 4), 50 + i);
  }
  EXPECT_EQ(vpm.word(15, 3), 0u);
  EXPECT_EQ(vpm.word(32, 3), 0u);
  // Stride 16 from X 15 of block 1 steps to X 15 of block 2: ADDR 0x1f + 0x10.
  ok(vpm.writeWriteSetup(0, 0x0001021f));
  ok(vpm.write(0, ramp(1000)));
  ok(vpm.write(0, ramp(2000)));
  EXPECT_EQ(vpm.word(16, 15), 1000u);
  EXPECT_EQ(vpm.word(47, 15), 2015u);
}

TEST(Vc4Vpm, AddressWrapsPastRow63AndStrideZeroMeans64) {
  Vpm vpm(1);
  // vpm_setup(0, 2, h32(63)): 63 + 2 wraps to Y 1 (section 7: "wrap beyond a Y of 63").
  ok(vpm.writeWriteSetup(0, 0x00002a3f));
  ok(vpm.write(0, ramp(7)));
  ok(vpm.write(0, ramp(9)));
  EXPECT_EQ(vpm.word(63, 0), 7u);
  EXPECT_EQ(vpm.word(1, 0), 9u);
  EXPECT_EQ(vpm.word(64, 0), 0u);
  // STRIDE 0 is 64: six-bit Y plus 64 is the same row again.
  ok(vpm.writeWriteSetup(0, 0x00000a04));
  ok(vpm.write(0, ramp(1)));
  ok(vpm.write(0, ramp(2)));
  EXPECT_EQ(vpm.word(4, 0), 2u);
  EXPECT_EQ(vpm.word(5, 0), 0u);
}

TEST(Vc4Vpm, HorizontalSubWordVectorsFollowFigure8) {
  Vpm vpm(1);
  // (d) 16-bit packed Y 3 H 1: h16p(3, 1) = SIZE 1 0x100 | HORIZ 0x800 | {Y, H} = 7.
  // Element i goes to word 8H + i/2 = 8 + i/2, half i % 2.
  ok(vpm.writeWriteSetup(0, 0x00000907));
  ok(vpm.write(0, ramp(0xa0000, 0x10001)));  // only the low 16 bits are stored
  for (uint32_t w = 0; w < 8; ++w) {
    const uint32_t even = (0xa0000 + 2 * w * 0x10001) & 0xffff;
    const uint32_t odd = (0xa0000 + (2 * w + 1) * 0x10001) & 0xffff;
    EXPECT_EQ(vpm.word(3, 8 + w), even | odd << 16);
    EXPECT_EQ(vpm.word(3, w), 0u);
  }
  // (c) 16-bit laned Y 2 H 0: h16l(2, 0) = 0xd00 | 2 << 1. Element i in word i, low half.
  ok(vpm.writeWriteSetup(0, 0x00000a02));  // h32(2): high halves 0xabcd that must survive
  ok(vpm.write(0, ramp(0xabcd0000)));
  ok(vpm.writeWriteSetup(0, 0x00000d04));
  ok(vpm.write(0, ramp(0xfff0)));
  for (uint32_t i = 0; i < 16; ++i) {
    EXPECT_EQ(vpm.word(2, i), 0xabcd0000u | ((0xfff0 + i) & 0xffff)) << i;
  }
  // (a) 8-bit packed Y 0 B 2: h8p(0, 2) = 0x800 | 2. Element i in word 4B + i/4, byte i % 4.
  ok(vpm.writeWriteSetup(0, 0x00000802));
  ok(vpm.write(0, ramp(0x300)));  // low bytes 0x00..0x0f
  EXPECT_EQ(vpm.word(0, 8), 0x03020100u);
  EXPECT_EQ(vpm.word(0, 11), 0x0f0e0d0cu);
  EXPECT_EQ(vpm.word(0, 7), 0u);
  // (b) 8-bit laned Y 1 B 1: h8l(1, 1) = 0xc00 | 1 << 2 | 1. Element i in word i, byte 1.
  ok(vpm.writeWriteSetup(0, 0x00000c05));
  ok(vpm.write(0, ramp(0x80)));
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(vpm.word(1, i), (0x80 + i) << 8);
}

TEST(Vc4Vpm, VerticalSubWordVectorsFollowFigure9) {
  Vpm vpm(1);
  // (d) 16-bit packed Y 0 X 15 H 1: v16p(0, 15, 1) = SIZE 1 0x100 | {Y[5:4], X, H} = 0x1f.
  // Element i at row 8H + i/2 = 8 + i/2 of column 15, half i % 2.
  ok(vpm.writeWriteSetup(0, 0x0000011f));
  ok(vpm.write(0, ramp(1)));
  EXPECT_EQ(vpm.word(8, 15), 1u | 2u << 16);
  EXPECT_EQ(vpm.word(15, 15), 15u | 16u << 16);
  EXPECT_EQ(vpm.word(7, 15), 0u);
  // (a) 8-bit packed Y 0 X 0 B 1: v8p(0, 0, 1) = 1. Rows 4B + i/4 = 4..7 of column 0.
  ok(vpm.writeWriteSetup(0, 0x00000001));
  ok(vpm.write(0, ramp(0x10)));
  EXPECT_EQ(vpm.word(4, 0), 0x13121110u);
  EXPECT_EQ(vpm.word(7, 0), 0x1f1e1d1cu);
  EXPECT_EQ(vpm.word(3, 0), 0u);
  // (b) 8-bit laned Y 0 X 1 B 2: v8l(0, 1, 2) = 0x400 | 1 << 2 | 2. Row i, column 1, byte 2.
  ok(vpm.writeWriteSetup(0, 0x00000406));
  ok(vpm.write(0, ramp(0x40)));
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(vpm.word(i, 1), (0x40 + i) << 16);
  // (c) 16-bit laned Y 0 X 2 H 0: v16l(0, 2, 0) = 0x500 | 2 << 1. Row i, column 2, low half.
  ok(vpm.writeWriteSetup(0, 0x00000504));
  ok(vpm.write(0, ramp(0x1234)));
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(vpm.word(i, 2), 0x1234 + i);
}

TEST(Vc4Vpm, SubWordReadsZeroExtendAndStrideStepsTheSubVector) {
  Vpm vpm(1);
  fillRows(vpm, 3, 1);  // row 3 word i = 0x300 + i
  // vpm_setup(2, 1, h16p(3, 0)): NUM 2, STRIDE 1, 0x900 | 3 << 1. Stride 1 moves H 0 -> 1.
  ok(vpm.writeReadSetup(0, 0x00201906));
  Vector v{};
  ok(vpm.read(0, v));
  for (uint32_t i = 0; i < 16; ++i) {
    const uint32_t word = 0x300 + i / 2;  // words 0..7: low half is the word, high half 0
    EXPECT_EQ(v[i], i % 2 ? word >> 16 : word & 0xffff) << i;
  }
  ok(vpm.read(0, v));
  EXPECT_EQ(v[0], 0x308u);  // H 1: words 8..15
  EXPECT_EQ(v[1], 0u);
  // 8-bit laned byte 1 of row 3: h8l(3, 1) = 0xc00 | 3 << 2 | 1, NUM 1.
  ok(vpm.writeReadSetup(0, 0x00100c0d));
  ok(vpm.read(0, v));
  for (uint32_t i = 0; i < 16; ++i) EXPECT_EQ(v[i], 3u);  // byte 1 of 0x03xx
}

TEST(Vc4Vpm, ReadsBeyondTheSetUpCountOrWithoutSetupFault) {
  Vpm vpm(1);
  Vector v{};
  faultMentions(vpm.read(0, v), {"before any", "vr_setup"});
  ok(vpm.writeReadSetup(0, 0x00101a00));  // vpm_setup(1, 1, h32(0))
  ok(vpm.read(0, v));
  faultMentions(vpm.read(0, v), {"beyond", "NUM"});
  // NUM 0 means 16.
  ok(vpm.writeReadSetup(0, 0x00001a00));
  EXPECT_EQ(vpm.readsOutstanding(0), 16u);
}

TEST(Vc4Vpm, ReadSetupIsTakenOnlyWithAtMostOneVectorOutstanding) {
  // The vc4asm addendum: a second setup with two vectors of the first unread
  // is ignored by the hardware; with one unread it queues behind it.
  Vpm vpm(1);
  fillRows(vpm, 0, 3);
  ok(vpm.writeReadSetup(0, 0x00201a00));  // NUM 2 from row 0
  faultMentions(vpm.writeReadSetup(0, 0x00101a02), {"2 vectors", "unread", "addendum"});
  Vector v{};
  ok(vpm.read(0, v));
  ok(vpm.writeReadSetup(0, 0x00201a02));  // one left: NUM 2 from row 2 queues
  EXPECT_EQ(vpm.readsOutstanding(0), 3u);
  ok(vpm.read(0, v));
  EXPECT_EQ(v[0], 0x100u);  // the first setup's last vector
  ok(vpm.read(0, v));
  EXPECT_EQ(v[0], 0x200u);
  EXPECT_EQ(vpm.readsOutstanding(0), 1u);
}

TEST(Vc4Vpm, BadSetupsFaultNamingTheField) {
  Vpm vpm(2);
  Vector v{};
  faultMentions(vpm.write(0, v), {"before any", "vw_setup"});
  faultMentions(vpm.writeWriteSetup(0, 0x00000b00), {"SIZE", "bits 9:8", "3"});
  faultMentions(vpm.writeReadSetup(0, 0x00100b00), {"SIZE"});
  faultMentions(vpm.writeReadSetup(0, 0x40000000), {"ID", "31:30", "1"});
  faultMentions(vpm.writeWriteSetup(0, 0x40000000), {"ID", "31:30"});
  // vdw_setup_0(16, 16, dma_h32(0, 0)) with LANED (bit 15) set.
  faultMentions(vpm.writeWriteSetup(0, 0x88104000 | 0x8000), {"LANED", "bit 15"});
  // MODEW 1 is unused (table 34).
  faultMentions(vpm.writeWriteSetup(0, 0x88104001), {"MODEW", "1"});
  // vdr_setup_0 with MODEW 2 (16-bit) in 30:28.
  faultMentions(vpm.writeReadSetup(0, 0xa0000000), {"MODEW", "16-bit"});
  faultMentions(vpm.writeWriteSetup(2, 0x1a00), {"QPU 2"});
  faultMentions(vpm.read(7, v), {"QPU 7"});
  // A refused setup leaves the earlier one in force.
  ok(vpm.writeWriteSetup(0, 0x00001a05));
  faultMentions(vpm.writeWriteSetup(0, 0x00000b00), {"SIZE"});
  ok(vpm.write(0, ramp(3)));
  EXPECT_EQ(vpm.word(5, 0), 3u);
}

TEST(Vc4Vpm, SetupsArePerQpuAndTheMemoryIsShared) {
  Vpm vpm(2);
  ok(vpm.writeWriteSetup(0, 0x00001a05));  // QPU 0: h32(5)
  ok(vpm.writeWriteSetup(1, 0x00001a09));  // QPU 1: h32(9)
  ok(vpm.write(0, ramp(1)));
  ok(vpm.write(1, ramp(2)));
  EXPECT_EQ(vpm.word(5, 0), 1u);
  EXPECT_EQ(vpm.word(9, 0), 2u);
  ok(vpm.writeReadSetup(1, 0x00101a05));  // QPU 1 reads QPU 0's row
  Vector v{};
  ok(vpm.read(1, v));
  EXPECT_EQ(v, ramp(1));
  EXPECT_EQ(vpm.readsOutstanding(0), 0u);
  // DMA setups too: QPU 0's VDW setup does not serve QPU 1.
  Buffer buffer(4096);
  ok(vpm.writeWriteSetup(0, 0x80904000));  // vdw_setup_0(1, 16, dma_h32(0, 0))
  faultMentions(vpm.startStore(1, buffer.bus, buffer.memory), {"vw_addr", "before any VDW"});
  ok(vpm.startStore(0, buffer.bus, buffer.memory));
}

// ---- VDW: DMA stores (tables 34 and 35) ------------------------------------

TEST(Vc4Vpm, GpuFftStoreOf16RowsWithPass16Stride) {
  // shader_256.hex: 0x88104800 "vdw_setup_0(16, 16, dma_h32(16,0))" = ID 2 << 30 |
  // UNITS 16 << 23 | DEPTH 16 << 16 | HORIZ 0x4000 | VPMBASE Y 16 << 7; then
  // 0xc0000040 "vdw_setup_1(0) + PASS16_STRIDE-16*4": ID 3, STRIDE 64 bytes.
  Vpm vpm(1);
  Buffer buffer(16 * 128);
  fillRows(vpm, 16, 16);
  ok(vpm.writeWriteSetup(0, 0x88104800));
  ok(vpm.writeWriteSetup(0, 0xc0000040));
  const VpmOutcome outcome = vpm.startStore(0, buffer.bus, buffer.memory);
  ok(outcome);
  EXPECT_EQ(outcome.rows, 16u);
  EXPECT_EQ(outcome.bytes, 16u * 64);
  for (uint32_t r = 0; r < 16; ++r) {
    for (uint32_t c = 0; c < 16; ++c) EXPECT_EQ(buffer.at(r * 128 + c * 4), (16 + r) * 0x100 + c);
    EXPECT_EQ(buffer.at(r * 128 + 64), 0u);  // the stride's gap is left alone
  }
}

TEST(Vc4Vpm, GpuFftTransposesEightQpusColumnsIntoRows) {
  // shader_256.hex: each instance's write setup is vpm_setup(1, 1, v32(0, 0))
  // = 0x00101200 (NUM is ignored by writes; STRIDE 1, vertical, SIZE 2) plus
  // 2 * instance (the "v32(0,2) - v32(0,0)" step = 2): the real part goes to
  // column 2q, the imaginary part (stride 1) to column 2q + 1. One 16 x 16
  // horizontal store (0x88104000) then turns the columns into rows.
  Vpm vpm(8);
  for (uint32_t q = 0; q < 8; ++q) {
    ok(vpm.writeWriteSetup(q, 0x00101200 + 2 * q));
    ok(vpm.write(q, ramp(q * 0x1000)));          // re
    ok(vpm.write(q, ramp(q * 0x1000 + 0x800)));  // im
  }
  Buffer buffer(16 * 64);
  ok(vpm.writeWriteSetup(3, 0x88104000));
  ok(vpm.writeWriteSetup(3, 0xc0000000));  // vdw_setup_1(0): rows back to back
  ok(vpm.startStore(3, buffer.bus, buffer.memory));
  for (uint32_t r = 0; r < 16; ++r) {
    for (uint32_t q = 0; q < 8; ++q) {
      EXPECT_EQ(buffer.at(r * 64 + q * 8), q * 0x1000 + r);
      EXPECT_EQ(buffer.at(r * 64 + q * 8 + 4), q * 0x1000 + 0x800 + r);
    }
  }
}

TEST(Vc4Vpm, GpuFftSingleRowStoresSteppedThroughTheVpm) {
  // shader_4096k.hex: r0 = ra_vdw_32 = 0x80904000 "vdw_setup_0(1, 16, dma_h32(0,0))"
  // (UNITS 1 << 23, DEPTH 16 << 16, HORIZ), stepped by r2 = 0x80 (VPMBASE Y + 1),
  // one vw_setup / vw_addr pair per row with the address stepped by PASS32_STRIDE.
  Vpm vpm(1);
  fillRows(vpm, 0, 32);
  const uint32_t passStride = 0x100;
  Buffer buffer(32 * passStride);
  uint32_t setup = 0x80904000, address = buffer.bus;
  for (uint32_t row = 0; row < 32; ++row) {
    ok(vpm.writeWriteSetup(0, setup));
    const VpmOutcome outcome = vpm.startStore(0, address, buffer.memory);
    ok(outcome);
    EXPECT_EQ(outcome.rows, 1u);
    EXPECT_EQ(outcome.bytes, 64u);
    setup += 0x80;
    address += passStride;
  }
  for (uint32_t row = 0; row < 32; ++row) {
    EXPECT_EQ(buffer.at(row * passStride), row * 0x100);
    EXPECT_EQ(buffer.at(row * passStride + 60), row * 0x100 + 15);
  }
}

TEST(Vc4Vpm, StoreStrideIsSixteenBitsWide) {
  // shader_128k.hex: 0xc000ffc0 "vdw_setup_1(0) + PASS16_STRIDE-16*4": STRIDE
  // 0xffc0 needs bits 15:13, beyond table 35's 13 (the vc4asm addendum).
  Vpm vpm(1);
  fillRows(vpm, 0, 2);
  Buffer buffer(0x20000);
  ok(vpm.writeWriteSetup(0, 0x81104000));  // vdw_setup_0(2, 16, dma_h32(0, 0))
  ok(vpm.writeWriteSetup(0, 0xc000ffc0));
  ok(vpm.startStore(0, buffer.bus, buffer.memory));
  EXPECT_EQ(buffer.at(0), 0u);
  EXPECT_EQ(buffer.at(0x10000), 0x100u);  // 64 bytes of row + 0xffc0 of stride
  EXPECT_EQ(buffer.at(0x2000), 0u);       // not where a 13-bit 0x1fc0 would put it
}

TEST(Vc4Vpm, VerticalStoreWrapsWithinItsBlockAndStepsColumnsThenBlocks) {
  // vc4asm issue #27 (seen on hardware): vdw_setup_0(16, 32, dma_v32(0, 0))
  // repeats rows 0-15 for DEPTH 32, and 32 vertical UNITS reach the next
  // 16-row block. 0x81200000 = ID 2 | UNITS 2 << 23 | DEPTH 32 << 16, vertical, Y 0 X 0.
  Vpm vpm(1);
  fillRows(vpm, 0, 32);
  Buffer buffer(4096);
  ok(vpm.writeWriteSetup(0, 0x81200000));
  ok(vpm.writeWriteSetup(0, 0xc0000000));
  ok(vpm.startStore(0, buffer.bus, buffer.memory));
  for (uint32_t i = 0; i < 32; ++i) {
    EXPECT_EQ(buffer.at(i * 4), (i % 16) * 0x100) << i;            // column 0
    EXPECT_EQ(buffer.at(128 + i * 4), (i % 16) * 0x100 + 1) << i;  // column 1
  }
  // vdw_setup_0(17, 16, dma_v32(0, 0)) = UNITS 17 << 23 | DEPTH 16 << 16:
  // memory row 16 is column 0 of the block at row 16.
  ok(vpm.writeWriteSetup(0, 0x88900000));
  ok(vpm.startStore(0, buffer.bus, buffer.memory));
  EXPECT_EQ(buffer.at(15 * 64), 15u);      // column 15 of block 0, row 0
  EXPECT_EQ(buffer.at(16 * 64), 0x1000u);  // row 16, column 0
  EXPECT_EQ(buffer.at(16 * 64 + 60), 0x1f00u);
}

TEST(Vc4Vpm, SubWordStoresStartAtTheModewOffset) {
  Vpm vpm(1);
  fillRows(vpm, 0, 32);
  Buffer buffer(4096, 0);  // all ones: untouched bytes show
  // dma_h16p(2, 4, 1) = HORIZ 0x4000 | MODEW 2 | H 1 | Y 2 << 7 | X 4 << 3 = 0x4123;
  // vdw_setup_0(1, 3, 0x4123) = 0x80000000 | 1 << 23 | 3 << 16 | 0x4123. Three
  // half-words from word 4 half 1 of row 2: 0x0204 >> 16, then word 5's halves.
  ok(vpm.writeWriteSetup(0, 0x80834123));
  VpmOutcome outcome = vpm.startStore(0, buffer.bus, buffer.memory);
  ok(outcome);
  EXPECT_EQ(outcome.bytes, 6u);
  EXPECT_EQ(buffer.at(0), 0x02050000u);  // half 1 of 0x00000204, then 0x0205's low half
  EXPECT_EQ(buffer.at(4), 0xffff0000u);  // 0x0205's high half, then untouched
  // dma_v8p(16, 3, 2) = MODEW 4 | B 2 | Y 16 << 7 | X 3 << 3 = 0x81e, vertical;
  // vdw_setup_0(2, 6, 0x81e): 6 bytes down column 3 (then 4) from row 16 byte 2.
  ok(vpm.writeWriteSetup(0, 0x8106081e));
  outcome = vpm.startStore(0, buffer.bus + 16, buffer.memory);
  ok(outcome);
  EXPECT_EQ(outcome.bytes, 12u);
  // Row 16 column 3 = 0x00001003: bytes 2, 3 = 00 00; row 17 = 0x00001103: 03 11 00 00.
  EXPECT_EQ(buffer.at(16), 0x11030000u);
  EXPECT_EQ(buffer.at(20), 0x00000000u);
  // Column 4: row 16 = 0x1004 (bytes 2, 3 = 0), row 17 = 0x1104.
  EXPECT_EQ(buffer.at(20) & 0xffff, 0u);
  EXPECT_EQ(buffer.at(24), 0x00001104u);
}

TEST(Vc4Vpm, BlockModePacksRowsOneAfterAnother) {
  // vdw_setup_0(4, 8, dma_h32(0, 0)) = 0x80000000 | 4 << 23 | 8 << 16 | 0x4000,
  // vdw_setup_1p(16) = 0xc0010010: BLOCKMODE (16), STRIDE 16 bytes.
  Vpm vpm(1);
  fillRows(vpm, 0, 2);
  Buffer buffer(4096);
  ok(vpm.writeWriteSetup(0, 0x82084000));
  ok(vpm.writeWriteSetup(0, 0xc0010010));
  ok(vpm.startStore(0, buffer.bus, buffer.memory));
  EXPECT_EQ(buffer.at(0), 0x000u);
  EXPECT_EQ(buffer.at(48), 0x008u);  // row 1: words 8.. of VPM row 0
  EXPECT_EQ(buffer.at(96), 0x100u);  // row 2: VPM row 1
  EXPECT_EQ(buffer.at(144 + 28), 0x10fu);
  EXPECT_EQ(buffer.at(32), 0u);  // stride gap
  // Without BLOCKMODE each memory row starts a VPM row of its own.
  ok(vpm.writeWriteSetup(0, 0xc0000010));
  ok(vpm.startStore(0, buffer.bus, buffer.memory));
  EXPECT_EQ(buffer.at(48), 0x100u);
}

TEST(Vc4Vpm, StoresPastTheVpmOrOutsideMemoryFaultAndWriteNothing) {
  Vpm vpm(1);
  fillRows(vpm, 0, 4);
  Buffer buffer(4096);
  // vdw_setup_0(2, 16, dma_h32(127, 0)): rows 127 and 128; the VDW addresses 0-127.
  ok(vpm.writeWriteSetup(0, 0x81104000 | 127u << 7));
  faultMentions(vpm.startStore(0, buffer.bus, buffer.memory), {"past the VPM", "128"});
  // 16 rows of 64 bytes from 3076 into a 4 KB block: row 15 ends 4 bytes past it.
  ok(vpm.writeWriteSetup(0, 0x88104000));
  ok(vpm.writeWriteSetup(0, 0xc0000000));
  faultMentions(vpm.startStore(0, buffer.bus + 3076, buffer.memory),
                {"VDW row 15 of 16", "is not inside"});
  EXPECT_EQ(buffer.at(3076), 0u);  // rows 0-14 were not written either
  faultMentions(vpm.startStore(0, buffer.bus + 3072 + 512, buffer.memory), {"not inside"});
  faultMentions(vpm.startStore(0, 0x30000000, buffer.memory), {"vw_addr 0x30000000"});
  faultMentions(vpm.startStore(0, 0xffffffc0u, buffer.memory), {"not inside"});
  EXPECT_EQ(buffer.at(3072 + 512), 0u);
}

// ---- VDR: DMA loads (tables 36 and 37) -------------------------------------

TEST(Vc4Vpm, HorizontalLoadWithPowerOfTwoPitch) {
  // vdr_setup_0(3, 8, 4, vdr_h32(1, 2, 0)) = ID 1 << 31 | MPITCH 3 << 24 (8 * 2^3
  // = 64 bytes) | ROWLEN 8 << 20 | NROWS 4 << 16 | VPITCH 1 << 12 | Y 2 << 4 = 0x83841020.
  Vpm vpm(1);
  Buffer buffer(4096);
  for (uint32_t i = 0; i < 64; ++i) buffer.set(i * 4, 0x5000 + i);
  ok(vpm.writeReadSetup(0, 0x83841020));
  const VpmOutcome outcome = vpm.startLoad(0, buffer.bus, buffer.memory);
  ok(outcome);
  EXPECT_EQ(outcome.rows, 4u);
  EXPECT_EQ(outcome.bytes, 4u * 32);
  for (uint32_t r = 0; r < 4; ++r) {
    for (uint32_t c = 0; c < 8; ++c) EXPECT_EQ(vpm.word(2 + r, c), 0x5000 + r * 16 + c);
    EXPECT_EQ(vpm.word(2 + r, 8), 0u);
  }
}

TEST(Vc4Vpm, LoadWithExtendedPitchAndVpmPitch) {
  // vdr_setup_1(100) = ID 9 << 28 | MPITCHB 100 = 0x90000064; then
  // vdr_setup_0(0, 16, 2, vdr_h32(2, 8, 0)) = MPITCH 0 (use MPITCHB) | ROWLEN 16
  // (written 0) | NROWS 2 << 16 | VPITCH 2 << 12 | Y 8 << 4 = 0x80022080.
  Vpm vpm(1);
  Buffer buffer(4096);
  for (uint32_t i = 0; i < 64; ++i) buffer.set(i * 4, i);
  ok(vpm.writeReadSetup(0, 0x90000064));
  ok(vpm.writeReadSetup(0, 0x80022080));
  ok(vpm.startLoad(0, buffer.bus, buffer.memory));
  EXPECT_EQ(vpm.word(8, 0), 0u);
  EXPECT_EQ(vpm.word(8, 15), 15u);
  EXPECT_EQ(vpm.word(10, 0), 25u);  // 100 bytes on: word 25
  EXPECT_EQ(vpm.word(10, 15), 40u);
  EXPECT_EQ(vpm.word(9, 0), 0u);
}

TEST(Vc4Vpm, VerticalLoadPutsEachMemoryRowDownAColumn) {
  // vdr_setup_0(2, 4, 3, vdr_v32(1, 16, 5)) = MPITCH 2 << 24 (32 bytes) | ROWLEN 4 << 20
  // | NROWS 3 << 16 | VPITCH 1 << 12 | VERT 0x800 | Y 16 << 4 | X 5 = 0x82431905.
  Vpm vpm(1);
  Buffer buffer(4096);
  for (uint32_t i = 0; i < 64; ++i) buffer.set(i * 4, 0x700 + i);
  ok(vpm.writeReadSetup(0, 0x82431905));
  ok(vpm.startLoad(0, buffer.bus, buffer.memory));
  for (uint32_t r = 0; r < 3; ++r) {
    for (uint32_t i = 0; i < 4; ++i) EXPECT_EQ(vpm.word(16 + i, 5 + r), 0x700 + r * 8 + i);
    EXPECT_EQ(vpm.word(20, 5 + r), 0u);
  }
}

TEST(Vc4Vpm, LoadWrapsWithinTheRowAndThe16RowBlock) {
  // Our reading of table 36: VPITCH is added to Y[3:0] and the column to X[3:0].
  // vdr_setup_0(3, 4, 2, vdr_h32(4, 12, 14)) = MPITCH 3 | ROWLEN 4 << 20 | NROWS 2 << 16
  // | VPITCH 4 << 12 | Y 12 << 4 | X 14 = 0x834240ce.
  Vpm vpm(1);
  Buffer buffer(4096);
  for (uint32_t i = 0; i < 32; ++i) buffer.set(i * 4, 0x900 + i);
  ok(vpm.writeReadSetup(0, 0x834240ce));
  ok(vpm.startLoad(0, buffer.bus, buffer.memory));
  EXPECT_EQ(vpm.word(12, 14), 0x900u);
  EXPECT_EQ(vpm.word(12, 15), 0x901u);
  EXPECT_EQ(vpm.word(12, 0), 0x902u);
  EXPECT_EQ(vpm.word(12, 1), 0x903u);
  EXPECT_EQ(vpm.word(0, 14), 0x910u);  // row 12 + 4 wraps to row 0 of the block
  EXPECT_EQ(vpm.word(16, 14), 0u);
}

TEST(Vc4Vpm, LoadsWithoutSetupOrOutsideMemoryFault) {
  Vpm vpm(1);
  Buffer buffer(4096);
  faultMentions(vpm.startLoad(0, buffer.bus, buffer.memory), {"vr_addr", "before any VDR"});
  // vdr_setup_0(4, 16, 16, vdr_h32(1, 0, 0)): 16 rows, 128-byte pitch, 64 bytes each.
  ok(vpm.writeReadSetup(0, 0x84001000));
  faultMentions(vpm.startLoad(0, buffer.bus + 2176, buffer.memory),
                {"VDR row 15 of 16", "not inside"});
  EXPECT_EQ(vpm.word(0, 0), 0u);  // nothing loaded
  faultMentions(vpm.startLoad(0, 0x00100000, buffer.memory), {"VDR row 0"});
}

// ---- a round trip through both engines --------------------------------------

TEST(Vc4Vpm, RoundTripLoadReadTransposeWriteStoreWithStrides) {
  // Memory (16 rows of 16 words, 128-byte pitch) -> VDR -> VPM rows 0-15 ->
  // 16 horizontal generic reads -> +1 -> 16 vertical generic writes into the
  // block at row 16 (a transpose) -> VDW of rows 16-31 with a 192-byte pitch.
  Vpm vpm(1);
  Buffer source(16 * 128);
  Buffer target(16 * 192);
  for (uint32_t r = 0; r < 16; ++r) {
    for (uint32_t c = 0; c < 16; ++c) source.set(r * 128 + c * 4, r * 100 + c);
  }
  // vdr_setup_0(4, 16, 16, vdr_h32(1, 0, 0)) = MPITCH 4 << 24 (128 bytes), ROWLEN
  // and NROWS 16 (written 0), VPITCH 1 << 12, horizontal, Y 0 X 0.
  ok(vpm.writeReadSetup(0, 0x84001000));
  ok(vpm.startLoad(0, source.bus, source.memory));
  // vpm_setup(16, 1, h32(0)) = NUM 0 (16) | STRIDE 1 << 12 | 0xa00; and
  // vpm_setup(0, 1, v32(16, 0)) = STRIDE 1 << 12 | SIZE 2 0x200 | Y[5:4] 0x10.
  ok(vpm.writeReadSetup(0, 0x00001a00));
  ok(vpm.writeWriteSetup(0, 0x00001210));
  for (uint32_t r = 0; r < 16; ++r) {
    Vector v{};
    ok(vpm.read(0, v));
    for (auto& lane : v) lane += 1;
    ok(vpm.write(0, v));
  }
  // vdw_setup_0(16, 16, dma_h32(16, 0)) = 0x88104800; vdw_setup_1(128) = 0xc0000080.
  ok(vpm.writeWriteSetup(0, 0x88104800));
  ok(vpm.writeWriteSetup(0, 0xc0000080));
  const VpmOutcome outcome = vpm.startStore(0, target.bus, target.memory);
  ok(outcome);
  EXPECT_EQ(outcome.bytes, 1024u);
  for (uint32_t r = 0; r < 16; ++r) {
    for (uint32_t c = 0; c < 16; ++c) {
      EXPECT_EQ(target.at(r * 192 + c * 4), c * 100 + r + 1) << r << "," << c;
    }
  }
}

// ---- VPM sharing between QPUs (vpm_ownership.hpp) -------------------------

// The thesis's "random writes" (section 3.1.4): a QPU writes its row, releases
// the mutex, and stores the row with the VDW in a later hold; meanwhile another
// QPU wrote the same row (every QPU's Y 0 is the same row: section 7, page 53).
TEST(Vc4Vpm, StoreOfARowAnotherQpuWroteOverIsAHazardNamingTheWriter) {
  Buffer buffer(4096);
  Vpm vpm(2);
  const uint32_t h32Row0 = 0x00001a00;  // vpm_setup(0, 1, h32(0))
  ok(vpm.writeWriteSetup(0, h32Row0));
  ok(vpm.write(0, ramp(100), {0x1000, 7, false}));
  vpm.mutexReleased(0);
  ok(vpm.writeWriteSetup(1, h32Row0));
  const VpmOutcome clobber = vpm.write(1, ramp(200), {0x2000, 3, false});
  ok(clobber);
  EXPECT_TRUE(clobber.hazard.kind.empty()) << clobber.hazard.message;  // nobody read it back yet
  // vdw_setup_0(1, 16, dma_h32(0, 0)): ID 2, UNITS 1 (29:23), DEPTH 16 (22:16), HORIZ (14).
  ok(vpm.writeWriteSetup(0, 0x80904000));
  const VpmOutcome store = vpm.startStore(0, buffer.bus, buffer.memory, {0x1010, 9, false});
  ok(store);
  EXPECT_EQ(buffer.at(0), 200u);  // what the hardware stores: QPU 1's row
  EXPECT_EQ(store.hazard.kind, "vpm-overwritten");
  const std::string head =
      "VDW DMA store of VPM Y 0 X 0 (and 15 more words) gets QPU 1's data (written at "
      "0x00002000, instruction 3), not what this QPU wrote there before: ";
  EXPECT_EQ(store.hazard.message.substr(0, head.size()), head);
}

// An 8-bit packed read reaches each word from four lanes (figure 8 (a): element
// i in word 4B + i/4): the message counts words, not lanes.
TEST(Vc4Vpm, PackedReadOfWordsAnotherQpuWroteOverCountsEachWordOnce) {
  Vpm vpm(2);
  ok(vpm.writeWriteSetup(0, 0x00001a00));  // h32(0)
  ok(vpm.write(0, ramp(0x40)));
  ok(vpm.writeWriteSetup(1, 0x00001a00));
  ok(vpm.write(1, ramp(0x80)));
  ok(vpm.writeReadSetup(0, 0x00100800));  // NUM 1, HORIZ, SIZE 0 (8-bit), packed, Y 0 B 0
  Vector v{};
  const VpmOutcome read = vpm.read(0, v);
  ok(read);
  EXPECT_EQ(v[4], 0x81u);  // byte 0 of word 1: QPU 1's 0x81 (QPU 0 wrote 0x41)
  EXPECT_EQ(v[5], 0u);     // byte 1 of word 1
  EXPECT_EQ(read.hazard.kind, "vpm-overwritten");
  EXPECT_EQ(
      read.hazard.message.find("vpm read of VPM Y 0 X 0 (and 3 more words) gets QPU 1's data"), 0u)
      << read.hazard.message;
}

// The same store after a semaphore that QPU 1 released once it had written,
// and QPU 0 acquired: a hand-over, no hazard.
TEST(Vc4Vpm, StoreAfterASemaphoreHandOverIsNoHazard) {
  Buffer buffer(4096);
  Vpm vpm(2);
  ok(vpm.writeWriteSetup(0, 0x00001a00));
  ok(vpm.write(0, ramp(100)));
  vpm.mutexReleased(0);
  ok(vpm.writeWriteSetup(1, 0x00001a00));
  ok(vpm.write(1, ramp(200)));
  vpm.semaphore(1, 3, false);  // srel 3
  vpm.semaphore(0, 3, true);   // sacq 3
  ok(vpm.writeWriteSetup(0, 0x80904000));
  const VpmOutcome store = vpm.startStore(0, buffer.bus, buffer.memory);
  ok(store);
  EXPECT_TRUE(store.hazard.kind.empty()) << store.hazard.message;
  EXPECT_EQ(buffer.at(60), 215u);
}

// Rows of its own per QPU, kept across any number of mutex holds: no hazard.
TEST(Vc4Vpm, RowsOfTheirOwnKeptAcrossMutexHoldsAreNoHazard) {
  Vpm vpm(4);
  for (uint32_t q = 0; q < 4; ++q) {
    ok(vpm.writeWriteSetup(q, 0x00001a00 | q));  // h32(q)
    ok(vpm.write(q, ramp(q * 100)));
    vpm.mutexReleased(q);
  }
  for (uint32_t q = 0; q < 4; ++q) {
    ok(vpm.writeReadSetup(q, 0x00101a00 | q));  // NUM 1, h32(q)
    Vector v{};
    const VpmOutcome read = vpm.read(q, v);
    ok(read);
    EXPECT_TRUE(read.hazard.kind.empty()) << read.hazard.message;
    EXPECT_EQ(v, ramp(q * 100));
  }
}

}  // namespace
}  // namespace gpuasm::vc4
