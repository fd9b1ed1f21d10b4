// The mailbox memory model: mem_alloc / mem_lock / mem_unlock / mem_free
// rules and bus-address aliases as the firmware wiki's MEM_FLAG_* list gives
// them, and little-endian word access that never strays outside an allocation.
#include "gpuasm/vc4/memory.hpp"

#include <gtest/gtest.h>

namespace gpuasm::vc4 {
namespace {

constexpr uint32_t kFlagDirect = 0x4;           // MEM_FLAG_DIRECT
constexpr uint32_t kFlagCoherent = 0x8;         // MEM_FLAG_COHERENT
constexpr uint32_t kFlagL1NonAllocating = 0xC;  // MEM_FLAG_L1_NONALLOCATING: GPU_FFT on a Pi 1
constexpr uint32_t kFlagZero = 0x10;            // MEM_FLAG_ZERO

uint32_t lockedAddress(Memory& memory, uint32_t handle) {
  auto address = memory.lock(handle);
  EXPECT_TRUE(address.has_value());
  return address.value_or(0);
}

TEST(Vc4Memory, AllocationsArePageAlignedOrAlignedAsAsked) {
  Memory memory;
  const uint32_t small = memory.allocate(100, 16, 0);
  const uint32_t large = memory.allocate(100, 1u << 20, 0);
  ASSERT_NE(small, 0u);
  ASSERT_NE(large, 0u);
  EXPECT_NE(small, large);
  EXPECT_EQ(lockedAddress(memory, small) % 4096, 0u);
  EXPECT_EQ(physicalOf(lockedAddress(memory, large)) % (1u << 20), 0u);
  EXPECT_NE(physicalOf(lockedAddress(memory, small)), 0u);  // the firmware's own memory is below
}

TEST(Vc4Memory, RefusesEmptyOddlyAlignedAndOversizedRequests) {
  Memory memory;
  EXPECT_EQ(memory.allocate(0, 4096, 0), 0u);
  EXPECT_EQ(memory.allocate(64, 3, 0), 0u);              // alignment not a power of two
  EXPECT_EQ(memory.allocate(0xf0000000u, 4096, 0), 0u);  // more than a Pi 1 has
  EXPECT_NE(memory.allocate(64, 0, 0), 0u);              // 0: no alignment asked
}

TEST(Vc4Memory, LockAddsTheAliasTheCacheFlagsChoose) {
  // Bits 3:2 of the flags: NORMAL 0x0 alias, DIRECT 0xC, COHERENT 0x8,
  // L1_NONALLOCATING 0x4 (firmware wiki, "Allocate Memory").
  Memory memory;
  const uint32_t normal = memory.allocate(4096, 4096, 0);
  const uint32_t direct = memory.allocate(4096, 4096, kFlagDirect);
  const uint32_t coherent = memory.allocate(4096, 4096, kFlagCoherent);
  const uint32_t cached = memory.allocate(4096, 4096, kFlagL1NonAllocating);
  EXPECT_EQ(lockedAddress(memory, normal) & kBusAliasMask, 0x00000000u);
  EXPECT_EQ(lockedAddress(memory, direct) & kBusAliasMask, 0xC0000000u);
  EXPECT_EQ(lockedAddress(memory, coherent) & kBusAliasMask, 0x80000000u);
  EXPECT_EQ(lockedAddress(memory, cached) & kBusAliasMask, 0x40000000u);
  // The zero flag and the others above bit 3 leave the alias alone.
  const uint32_t zeroed = memory.allocate(4096, 4096, kFlagDirect | kFlagZero);
  EXPECT_EQ(lockedAddress(memory, zeroed) & kBusAliasMask, 0xC0000000u);
}

TEST(Vc4Memory, EveryAliasReachesTheSameBytesLittleEndian) {
  Memory memory;
  const uint32_t handle = memory.allocate(4096, 4096, kFlagL1NonAllocating);
  const uint32_t bus = lockedAddress(memory, handle);
  const uint32_t physical = physicalOf(bus);
  ASSERT_TRUE(memory.write32(0xC0000000u | physical | 8, 0x11223344u));
  uint32_t value = 0;
  ASSERT_TRUE(memory.read32(physical | 8, value));
  EXPECT_EQ(value, 0x11223344u);
  ASSERT_TRUE(memory.read32(0x80000000u | physical | 8, value));
  EXPECT_EQ(value, 0x11223344u);
  const uint8_t* bytes = memory.map(bus + 8, 4);
  ASSERT_NE(bytes, nullptr);
  EXPECT_EQ(bytes[0], 0x44);
  EXPECT_EQ(bytes[1], 0x33);
  EXPECT_EQ(bytes[2], 0x22);
  EXPECT_EQ(bytes[3], 0x11);
  // A host write through map is what the QPU then reads.
  uint8_t* host = memory.map(bus, 4096);
  ASSERT_NE(host, nullptr);
  host[4092] = 0xef;
  host[4093] = 0xbe;
  host[4094] = 0xad;
  host[4095] = 0xde;
  ASSERT_TRUE(memory.read32(bus + 4092, value));
  EXPECT_EQ(value, 0xdeadbeefu);
  const Memory& constMemory = memory;
  EXPECT_EQ(constMemory.map(bus, 4096), host);
}

TEST(Vc4Memory, NewBlocksHoldOnesUnlessZeroed) {
  // The wiki: allocations are initialised to all ones unless MEM_FLAG_ZERO.
  Memory memory;
  const uint32_t ones = lockedAddress(memory, memory.allocate(64, 4096, 0));
  const uint32_t zeros = lockedAddress(memory, memory.allocate(64, 4096, kFlagZero));
  uint32_t value = 0;
  ASSERT_TRUE(memory.read32(ones + 60, value));
  EXPECT_EQ(value, 0xffffffffu);
  ASSERT_TRUE(memory.read32(zeros + 60, value));
  EXPECT_EQ(value, 0u);
}

TEST(Vc4Memory, AccessOutsideAllocationsFailsWithoutTouchingAnything) {
  Memory memory;
  const uint32_t first = lockedAddress(memory, memory.allocate(4096, 4096, 0));
  const uint32_t second = lockedAddress(memory, memory.allocate(4096, 4096, 0));
  ASSERT_EQ(second, first + 4096);  // adjacent: a straddling access must still fail
  uint32_t value = 0x12345678;
  EXPECT_TRUE(memory.read32(first + 4092, value));
  EXPECT_FALSE(memory.read32(first + 4094, value));  // two bytes in each block
  EXPECT_EQ(memory.map(first + 4000, 200), nullptr);
  EXPECT_FALSE(memory.read32(first - 4, value));
  EXPECT_FALSE(memory.read32(0, value));
  EXPECT_FALSE(memory.read32(0xfffffffcu, value));
  EXPECT_FALSE(memory.write32(second + 4096, 1));
  EXPECT_FALSE(memory.write32(0x3ffffffcu, 1));
  EXPECT_EQ(memory.map(second + 4096, 1), nullptr);
  EXPECT_EQ(memory.map(first, 0xffffffffu), nullptr);
  EXPECT_NE(memory.map(second + 4095, 1), nullptr);
  Memory empty;
  EXPECT_FALSE(empty.read32(0x1000000, value));
  EXPECT_EQ(empty.map(0x1000000, 4), nullptr);
}

TEST(Vc4Memory, LocksNestAndALockedBlockCannotBeFreed) {
  Memory memory;
  const uint32_t handle = memory.allocate(4096, 4096, kFlagDirect);
  EXPECT_FALSE(memory.unlock(handle));  // not locked yet
  const uint32_t bus = lockedAddress(memory, handle);
  EXPECT_EQ(lockedAddress(memory, handle), bus);  // the same address again, two locks now
  EXPECT_FALSE(memory.release(handle));
  EXPECT_TRUE(memory.unlock(handle));
  EXPECT_FALSE(memory.release(handle));  // still locked once
  EXPECT_TRUE(memory.unlock(handle));
  EXPECT_FALSE(memory.unlock(handle));
  EXPECT_TRUE(memory.release(handle));
  EXPECT_FALSE(memory.release(handle));
  EXPECT_FALSE(memory.lock(handle).has_value());
  EXPECT_FALSE(memory.unlock(handle));
  EXPECT_FALSE(memory.release(0));
  EXPECT_FALSE(memory.lock(12345).has_value());
}

TEST(Vc4Memory, FreedBlockIsGoneEvenFromTheLastBlockCache) {
  Memory memory;
  const uint32_t handle = memory.allocate(4096, 4096, 0);
  const uint32_t bus = lockedAddress(memory, handle);
  uint32_t value = 0;
  ASSERT_TRUE(memory.write32(bus, 7));
  ASSERT_TRUE(memory.read32(bus, value));  // now the cached block
  ASSERT_TRUE(memory.unlock(handle));
  ASSERT_TRUE(memory.release(handle));
  EXPECT_FALSE(memory.read32(bus, value));
  EXPECT_FALSE(memory.write32(bus, 7));
  EXPECT_EQ(memory.map(bus, 4), nullptr);
}

TEST(Vc4Memory, FreedSpaceIsReusedAndHandlesAreNot) {
  Memory memory;
  const uint32_t a = memory.allocate(8192, 4096, 0);
  const uint32_t b = memory.allocate(4096, 4096, 0);
  const uint32_t aAddress = lockedAddress(memory, a);
  const uint32_t bAddress = lockedAddress(memory, b);
  EXPECT_EQ(bAddress, aAddress + 8192);
  ASSERT_TRUE(memory.unlock(a));
  ASSERT_TRUE(memory.release(a));
  const uint32_t c = memory.allocate(4096, 4096, 0);
  EXPECT_NE(c, a);
  EXPECT_EQ(lockedAddress(memory, c), aAddress);  // first fit: the freed gap
  const uint32_t d = memory.allocate(8192, 4096, 0);
  EXPECT_EQ(lockedAddress(memory, d), bAddress + 4096);  // the gap left is too small
}

}  // namespace
}  // namespace gpuasm::vc4
