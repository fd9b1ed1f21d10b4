// The VideoCore's view of SDRAM: GPU bus addresses over the allocations the
// mailbox hands out. The top two bits of a bus address pick a cache alias on
// the BCM2835 (0x0 L1+L2 cached, 0x4 L2 coherent, 0x8 L2 only, 0xC direct,
// uncached); the rest is the physical address. Only allocated memory exists:
// anything else is a fault of the program that touched it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace gpuasm::vc4 {

inline constexpr uint32_t kBusAliasMask = 0xC0000000u;
inline constexpr uint32_t physicalOf(uint32_t busAddress) {
  return busAddress & ~kBusAliasMask;
}

// The machine's words in memory are little-endian (compilers make these one load or store).
inline uint32_t loadWord(const uint8_t* p) {
  return uint32_t{p[0]} | uint32_t{p[1]} << 8 | uint32_t{p[2]} << 16 | uint32_t{p[3]} << 24;
}
inline void storeWord(uint8_t* p, uint32_t value) {
  for (int i = 0; i < 4; ++i) p[i] = static_cast<uint8_t>(value >> (8 * i));
}

class Memory {
 public:
  // mem_alloc: a handle (never 0), or 0 when the request is refused.
  uint32_t allocate(uint32_t size, uint32_t alignment, uint32_t flags);
  bool release(uint32_t handle);                 // mem_free
  std::optional<uint32_t> lock(uint32_t handle);  // mem_lock: the bus address
  bool unlock(uint32_t handle);                  // mem_unlock

  // Host view of `size` bytes at a bus address (any alias), or nullptr unless
  // they lie wholly inside one allocation. Stays valid until that allocation is freed.
  // Inline, as read32 and write32: the simulator's TMU and uniforms call them per word.
  uint8_t* map(uint32_t busAddress, uint32_t size) {
    return const_cast<uint8_t*>(std::as_const(*this).map(busAddress, size));  // the blocks are ours
  }
  const uint8_t* map(uint32_t busAddress, uint32_t size) const {
    const Block* block = find(physicalOf(busAddress), size);
    return block ? block->bytes.data() + (physicalOf(busAddress) - block->physical) : nullptr;
  }

  // Little-endian words for the machine; false when outside allocated memory.
  // Any byte address works; whether an unaligned word is legal is the
  // caller's rule (the TMU, the uniforms and the VPM DMA each have their own).
  bool read32(uint32_t busAddress, uint32_t& value) const {
    const uint8_t* p = map(busAddress, 4);
    if (p == nullptr) return false;
    value = loadWord(p);
    return true;
  }
  bool write32(uint32_t busAddress, uint32_t value) {
    uint8_t* p = map(busAddress, 4);
    if (p == nullptr) return false;
    storeWord(p, value);
    return true;
  }

 private:
  struct Block {
    uint32_t handle = 0;
    uint32_t physical = 0;
    uint32_t flags = 0;
    uint32_t lockCount = 0;
    std::vector<uint8_t> bytes;
  };
  std::map<uint32_t, Block> blocks_;  // by physical start address
  uint32_t nextHandle_ = 1;
  uint32_t nextPhysical_ = 0x1000000;  // first 16 MiB left to the "firmware"
  mutable const Block* last_ = nullptr;

  // The block holding [physical, physical + size); the last one found is
  // tried first (a program works in few blocks at a time).
  const Block* find(uint32_t physical, uint32_t size) const {
    if (last_ != nullptr && physical >= last_->physical &&
        uint64_t{physical} - last_->physical + size <= last_->bytes.size() && size != 0)
      return last_;
    return findSlow(physical, size);
  }
  const Block* findSlow(uint32_t physical, uint32_t size) const;
};

}  // namespace gpuasm::vc4
