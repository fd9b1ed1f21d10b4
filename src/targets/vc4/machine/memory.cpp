// Facts: the Raspberry Pi firmware's mailbox property interface ("Allocate
// memory", "Lock memory", ... and its MEM_FLAG_* list) and hello_fft's
// mailbox.c / gpu_fft_base.c, which use them.
#include "gpuasm/vc4/memory.hpp"

#include <algorithm>

#include "targets/vc4/host/board.hpp"

namespace gpuasm::vc4 {
namespace {

// mem_alloc flags (firmware wiki, "Allocate Memory").
constexpr uint32_t kFlagCacheMask = 0xC;  // bits 3:2 pick the alias
constexpr uint32_t kFlagZero = 1u << 4;   // MEM_FLAG_ZERO: fill with zeros

// The alias each cache mode gets, as the wiki's MEM_FLAG_* comments give it
// for the BCM2835: NORMAL (0) the 0x0 alias, DIRECT (0x4) the uncached 0xC
// alias, COHERENT (0x8) the 0x8 alias (non-allocating in L2 but coherent),
// L1_NONALLOCATING (0xC) the L2-allocating 0x4 alias. GPU_FFT asks for 0xC on
// a Pi 1 (the ARM's own view of SDRAM is the 0x4 alias there) and 0x4 on later
// models.
constexpr uint32_t kAliasOfCacheMode[4] = {0x00000000u, 0xC0000000u, 0x80000000u, 0x40000000u};

// Blocks are page aligned whatever the caller asks for (the firmware's heap
// hands out pages), and physical memory ends where the board's peripherals
// begin (host/board.hpp: a Pi 2's 1 GiB less the 16 MiB peripheral window).
constexpr uint64_t kPage = 4096;
constexpr uint64_t kPhysicalEnd = board::kPeripheralAddress;

uint64_t alignUp(uint64_t value, uint64_t alignment) {
  return (value + alignment - 1) / alignment * alignment;
}

}  // namespace

uint32_t Memory::allocate(uint32_t size, uint32_t alignment, uint32_t flags) {
  // Alignment 0 means "no requirement"; otherwise it must be a power of two.
  if (size == 0 || (alignment & (alignment - 1)) != 0) return 0;
  const uint64_t align = std::max<uint64_t>(alignment, kPage);

  // First fit over the gaps between the blocks, in address order, so freed
  // space is used again and the addresses depend only on the call sequence.
  uint64_t start = alignUp(nextPhysical_, align);
  for (const auto& [physical, block] : blocks_) {
    if (start + size <= physical) break;
    start = std::max(start, alignUp(physical + block.bytes.size(), align));
  }
  if (start + size > kPhysicalEnd) return 0;

  Block block;
  block.handle = nextHandle_++;
  if (nextHandle_ == 0) nextHandle_ = 1;  // 0 is the refusal; never hand it out
  block.physical = static_cast<uint32_t>(start);
  block.flags = flags;
  // The firmware fills a block with ones unless told to zero it or, with
  // MEM_FLAG_NO_INIT, to leave it alone; left alone it still gets ones here so
  // runs stay reproducible (and 0xffffffff read as a float is a NaN).
  block.bytes.assign(size, (flags & kFlagZero) ? 0x00 : 0xff);
  const uint32_t handle = block.handle;
  blocks_.emplace(block.physical, std::move(block));
  return handle;
}

bool Memory::release(uint32_t handle) {
  for (auto it = blocks_.begin(); it != blocks_.end(); ++it) {
    if (it->second.handle != handle) continue;
    // A locked block may be in use by the GPU at its bus address, so it is
    // refused; hello_fft unlocks before it frees. (Whether the firmware itself
    // refuses is not documented: this is our rule, chosen to catch the bug.)
    if (it->second.lockCount != 0) return false;
    if (last_ == &it->second) last_ = nullptr;
    blocks_.erase(it);
    return true;
  }
  return false;
}

std::optional<uint32_t> Memory::lock(uint32_t handle) {
  for (auto& [physical, block] : blocks_) {
    if (block.handle != handle) continue;
    ++block.lockCount;  // locks nest; each needs its unlock
    return physical | kAliasOfCacheMode[(block.flags & kFlagCacheMask) >> 2];
  }
  return std::nullopt;
}

bool Memory::unlock(uint32_t handle) {
  for (auto& entry : blocks_) {
    Block& block = entry.second;
    if (block.handle != handle) continue;
    if (block.lockCount == 0) return false;
    --block.lockCount;
    return true;
  }
  return false;
}

const Memory::Block* Memory::findSlow(uint32_t physical, uint32_t size) const {
  const auto inside = [&](const Block& block) {
    const uint64_t offset = uint64_t{physical} - block.physical;
    return physical >= block.physical && offset + size <= block.bytes.size() &&
           (size != 0 || offset < block.bytes.size());
  };
  auto it = blocks_.upper_bound(physical);
  if (it == blocks_.begin()) return nullptr;
  --it;
  if (!inside(it->second)) return nullptr;
  last_ = &it->second;
  return last_;
}

}  // namespace gpuasm::vc4
