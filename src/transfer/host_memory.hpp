// Host memory for endpoints and staging buffers: page-aligned, optionally
// locked into RAM with mlock (what a DMA engine needs to read it without the
// driver copying through a bounce buffer of its own).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "gpuasm/transfer/transfer.hpp"

namespace gpuasm::transfer {

class HostAllocation {
 public:
  enum class Pinning {
    None,      // pageable
    Required,  // throw TransferError when mlock is refused
    IfAllowed  // lock when the platform allows it, else stay pageable
  };
  // The memory is zeroed (pageable) or locked (pinned), so its pages exist
  // before anything times a copy into it. Throws TransferError when the
  // memory cannot be allocated (or, Required, locked).
  HostAllocation(std::size_t bytes, Pinning pinning);
  // Pinned memory from the first of `drivers` that has an allocator
  // (Endpoint::allocatePinnedHost), else as above.
  HostAllocation(std::size_t bytes, Pinning pinning, std::span<const Endpoint* const> drivers);
  ~HostAllocation();
  HostAllocation(const HostAllocation&) = delete;
  HostAllocation& operator=(const HostAllocation&) = delete;

  std::span<std::byte> bytes() { return {data_, size_}; }
  std::span<const std::byte> bytes() const { return {data_, size_}; }
  bool pinned() const { return pinned_; }
  // Whose the memory is, for reports: the driver's description
  // (DriverPinnedMemory::description), "mlock" or "pageable".
  std::string description() const;

 private:
  // aligned_alloc, then zeroed or locked as `pinning` asks.
  void allocateOwn(Pinning pinning);

  std::unique_ptr<DriverPinnedMemory> driverPinned_;
  std::byte* data_ = nullptr;
  std::size_t size_ = 0;
  std::size_t allocated_ = 0;  // rounded up to whole pages
  bool pinned_ = false;
};

// MemAvailable of /proc/meminfo, in bytes; nothing where the kernel does not say.
std::optional<std::size_t> availableHostBytes();
// What an allocation leaves of the available memory, at least (docs/limits.md).
inline constexpr std::size_t kHostMemoryHeadroom = std::size_t{256} << 20;
// Throws TransferError "cannot allocate `bytes` bytes of host memory`what`"
// when they do not fit in the available memory less the headroom: Linux
// overcommits, so past that the pages are faulted in until the OOM killer
// ends the process.
void checkHostRoom(std::size_t bytes, std::string_view what = {});

// Why mlock of `bytes` was refused, for messages: the errno's text and the
// RLIMIT_MEMLOCK in force.
std::string pinRefusal(std::size_t bytes, int error);

}  // namespace gpuasm::transfer
