// The host endpoints: pageable memory and memory locked with mlock. Their
// operations are memcpy, timed on the wall clock.
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
  HostBuffer(std::size_t bytes, HostAllocation::Pinning pinning) : memory_(bytes, pinning) {}
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
  explicit HostEndpoint(bool pinned) : pinned_(pinned) {}
  std::string name() const override { return pinned_ ? "host-pinned" : "host"; }
  std::string description() const override {
    return pinned_ ? "host memory locked with mlock" : "pageable host memory";
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
        bytes, pinned_ ? HostAllocation::Pinning::Required : HostAllocation::Pinning::None);
  }

 private:
  bool pinned_;
};

}  // namespace

std::unique_ptr<Endpoint> makeHostEndpoint() {
  return std::make_unique<HostEndpoint>(false);
}

std::unique_ptr<Endpoint> makePinnedHostEndpoint() {
  return std::make_unique<HostEndpoint>(true);
}

}  // namespace gpuasm::transfer
