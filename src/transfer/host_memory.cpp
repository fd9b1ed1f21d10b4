#include "transfer/host_memory.hpp"

#include <fmt/format.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <new>
#include <sstream>
#include <string>

#include "gpuasm/transfer/transfer.hpp"

namespace gpuasm::transfer {

std::string pinRefusal(std::size_t bytes, int error) {
  std::string limit = "unknown";
  rlimit rl{};
  if (getrlimit(RLIMIT_MEMLOCK, &rl) == 0)
    limit = rl.rlim_cur == RLIM_INFINITY ? "unlimited" : fmt::format("{} bytes", rl.rlim_cur);
  return fmt::format(
      "the platform refused to pin (mlock) {} bytes of host memory: {} (RLIMIT_MEMLOCK is {}; "
      "raise it with `ulimit -l` or use pageable memory)",
      bytes, std::strerror(error), limit);
}

HostAllocation::HostAllocation(std::size_t bytes, Pinning pinning) : size_(bytes) {
  allocateOwn(pinning);
}

HostAllocation::HostAllocation(std::size_t bytes, Pinning pinning,
                               std::span<const Endpoint* const> drivers)
    : size_(bytes) {
  if (pinning != Pinning::None) {
    for (const Endpoint* driver : drivers) {
      // A driver's allocation is host memory too: refused here, not by the OOM killer.
      if (driver != nullptr) checkHostRoom(bytes);
      if (driver == nullptr) continue;
      driverPinned_ = driver->allocatePinnedHost(bytes);
      if (!driverPinned_) continue;
      data_ = driverPinned_->bytes().data();
      pinned_ = true;
      return;
    }
  }
  allocateOwn(pinning);
}

std::optional<std::size_t> availableHostBytes() {
  std::ifstream meminfo("/proc/meminfo");
  std::string line;
  while (std::getline(meminfo, line)) {
    if (!line.starts_with("MemAvailable:")) continue;
    std::istringstream fields(line.substr(13));
    std::size_t kib = 0;
    std::string unit;
    if (fields >> kib >> unit && unit == "kB" && kib <= SIZE_MAX / 1024) return kib * 1024;
    return std::nullopt;
  }
  return std::nullopt;
}

void checkHostRoom(std::size_t bytes, std::string_view what) {
  if (const std::optional<std::size_t> available = availableHostBytes();
      available && bytes > *available - std::min(*available, kHostMemoryHeadroom))
    throw TransferError(
        fmt::format("cannot allocate {} bytes of host memory{}: the host has {} bytes available "
                    "(MemAvailable in /proc/meminfo), of which {} stay free",
                    bytes, what, *available, std::min(*available, kHostMemoryHeadroom)));
}

void HostAllocation::allocateOwn(Pinning pinning) {
  const std::size_t bytes = size_;
  const long page = sysconf(_SC_PAGESIZE);
  const std::size_t pageBytes = page > 0 ? static_cast<std::size_t>(page) : 4096;
  allocated_ = (std::max<std::size_t>(bytes, 1) + pageBytes - 1) / pageBytes * pageBytes;
  checkHostRoom(allocated_);
  void* memory = std::aligned_alloc(pageBytes, allocated_);
  if (!memory) throw TransferError(fmt::format("cannot allocate {} bytes of host memory", bytes));
  data_ = static_cast<std::byte*>(memory);
  // Every page is faulted in now (mlock does it for pinned memory), so that
  // a timed copy measures the copy, not the kernel handing out fresh pages:
  // into a new 64 MiB buffer that is 16,384 faults, most of the time a
  // transfer would otherwise report.
  if (pinning == Pinning::None) {
    std::memset(data_, 0, allocated_);
    return;
  }
  if (mlock(data_, allocated_) == 0) {
    pinned_ = true;
    return;
  }
  const int error = errno;
  if (pinning == Pinning::Required) {
    std::free(data_);
    throw TransferError(pinRefusal(allocated_, error));
  }
}

std::string HostAllocation::description() const {
  if (driverPinned_) return driverPinned_->description();
  return pinned_ ? "mlock" : "pageable";
}

HostAllocation::~HostAllocation() {
  if (driverPinned_) return;  // its driver frees it
  if (pinned_) munlock(data_, allocated_);
  std::free(data_);
}

}  // namespace gpuasm::transfer
