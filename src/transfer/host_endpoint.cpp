// The host endpoints: pageable memory and memory locked with mlock. Their
// operations are memcpy, timed on the wall clock.
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstring>

#include "gpuasm/transfer/transfer.hpp"
#include "transfer/host_memory.hpp"
#include "transfer/timer.hpp"

namespace gpuasm::transfer {
namespace {

class HostBuffer final : public EndpointBuffer {
 public:
  HostBuffer(std::size_t bytes, HostAllocation::Pinning pinning, const Endpoint* driver)
      : memory_(bytes, pinning, {&driver, 1}) {}
  std::size_t size() const override { return memory_.bytes().size(); }
  double read(std::size_t offset, std::span<std::byte> destination, HostMemory) override {
    const Stopwatch stopwatch;
    std::memcpy(destination.data(), memory_.bytes().data() + offset, destination.size());
    return stopwatch.seconds();
  }
  double write(std::size_t offset, std::span<const std::byte> source, HostMemory) override {
    const Stopwatch stopwatch;
    std::memcpy(memory_.bytes().data() + offset, source.data(), source.size());
    return stopwatch.seconds();
  }
  std::span<std::byte> hostBytes() override { return memory_.bytes(); }

 private:
  HostAllocation memory_;
};

constexpr CopyCost kHostCopyCost{1e-6, 10e9};

class HostEndpoint final : public Endpoint {
 public:
  HostEndpoint(bool pinned, const Endpoint* driver) : pinned_(pinned), driver_(driver) {}
  std::string name() const override { return pinned_ ? "host-pinned" : "host"; }
  std::string description() const override {
    if (!pinned_) return "pageable host memory";
    return driver_ ? fmt::format("host memory pinned by {}'s driver where it can, else by mlock",
                                 driver_->name())
                   : "host memory locked with mlock";
  }
  std::optional<HostMemory> hostMemory() const override {
    return pinned_ ? HostMemory::Pinned : HostMemory::Pageable;
  }
  // A memcpy: about a microsecond to start and 10 GB/s on this project's
  // hosts (docs/PERFORMANCE.md, the staging copy beside memcpy).
  CopyCost readCost() const override { return kHostCopyCost; }
  CopyCost writeCost() const override { return kHostCopyCost; }
  std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
    return std::make_unique<HostBuffer>(
        bytes, pinned_ ? HostAllocation::Pinning::Required : HostAllocation::Pinning::None,
        driver_);
  }

 private:
  bool pinned_;
  const Endpoint* driver_;  // whose driver pins host-pinned memory, if any
};

}  // namespace

std::unique_ptr<Endpoint> makeHostEndpoint() {
  return std::make_unique<HostEndpoint>(false, nullptr);
}

std::unique_ptr<Endpoint> makePinnedHostEndpoint(const Endpoint* device) {
  return std::make_unique<HostEndpoint>(true, device);
}

}  // namespace gpuasm::transfer
