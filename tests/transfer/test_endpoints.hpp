// Endpoints for the strategy tests: host memory whose reads or writes fail
// on their Nth call, sleep, or report fixed (modelled) seconds, and that
// count the buffers alive (to show a failed transfer frees what it took).
#pragma once

#include <atomic>
#include <chrono>
#include <cstring>
#include <memory>
#include <optional>
#include <stdexcept>
#include <thread>
#include <vector>

#include "gpuasm/transfer/transfer.hpp"

namespace transfer_test {

using namespace gpuasm::transfer;

struct ScriptedBehaviour {
  std::string name = "scripted";
  std::size_t failReadAt = 0, failWriteAt = 0;  // 1-based call number; 0: never
  std::chrono::milliseconds readDelay{0};
  bool modelled = false;
  double modelledReadSeconds = 0, modelledWriteSeconds = 0;
  bool concurrent = true;
  // Host memory of this kind (its side of a concurrent transfer then copies
  // with several threads), or a device.
  std::optional<HostMemory> hostMemory = std::nullopt;
  // Pinned host memory of its own driver (Endpoint::allocatePinnedHost):
  // none (mlock pins staging), supplied, or refused with a TransferError.
  enum class PinnedHost { None, Supply, Refuse } pinnedHost = PinnedHost::None;
};

struct ScriptedCounters {
  std::atomic<std::size_t> reads{0}, writes{0}, liveBuffers{0};
  // The driver's pinned memory: blocks handed out and alive, the last one's
  // span, and the reads and writes whose host span lay inside it.
  std::atomic<std::size_t> pinnedAllocations{0}, livePinned{0}, pinnedCopies{0};
  std::atomic<const std::byte*> pinnedBegin{nullptr}, pinnedEnd{nullptr};
  void countIfPinned(const std::byte* data, std::size_t bytes) {
    if (data >= pinnedBegin.load() && data + bytes <= pinnedEnd.load()) ++pinnedCopies;
  }
};

// Host memory a scripted driver pins for itself.
class ScriptedPinnedMemory final : public DriverPinnedMemory {
 public:
  ScriptedPinnedMemory(std::size_t bytes, std::string owner, ScriptedCounters& counters)
      : bytes_(bytes), owner_(std::move(owner)), counters_(counters) {
    ++counters_.pinnedAllocations;
    ++counters_.livePinned;
    counters_.pinnedBegin = bytes_.data();
    counters_.pinnedEnd = bytes_.data() + bytes_.size();
  }
  ~ScriptedPinnedMemory() override { --counters_.livePinned; }
  std::span<std::byte> bytes() override { return bytes_; }
  std::string description() const override { return owner_ + "'s scripted driver"; }

 private:
  std::vector<std::byte> bytes_;
  std::string owner_;
  ScriptedCounters& counters_;
};

class ScriptedBuffer final : public EndpointBuffer {
 public:
  ScriptedBuffer(std::size_t bytes, const ScriptedBehaviour& behaviour, ScriptedCounters& counters)
      : bytes_(bytes), behaviour_(behaviour), counters_(counters) {
    ++counters_.liveBuffers;
  }
  ~ScriptedBuffer() override { --counters_.liveBuffers; }
  std::size_t size() const override { return bytes_.size(); }
  double read(std::size_t offset, std::span<std::byte> destination, HostMemory) override {
    const std::size_t call = ++counters_.reads;
    if (behaviour_.failReadAt == call) throw std::runtime_error("injected read failure");
    if (behaviour_.readDelay.count()) std::this_thread::sleep_for(behaviour_.readDelay);
    counters_.countIfPinned(destination.data(), destination.size());
    std::memcpy(destination.data(), bytes_.data() + offset, destination.size());
    return behaviour_.modelledReadSeconds;
  }
  double write(std::size_t offset, std::span<const std::byte> source, HostMemory) override {
    const std::size_t call = ++counters_.writes;
    if (behaviour_.failWriteAt == call) throw std::runtime_error("injected write failure");
    counters_.countIfPinned(source.data(), source.size());
    std::memcpy(bytes_.data() + offset, source.data(), source.size());
    return behaviour_.modelledWriteSeconds;
  }

 private:
  std::vector<std::byte> bytes_;
  const ScriptedBehaviour& behaviour_;
  ScriptedCounters& counters_;
};

class ScriptedEndpoint final : public Endpoint {
 public:
  explicit ScriptedEndpoint(ScriptedBehaviour behaviour) : behaviour_(std::move(behaviour)) {}
  std::string name() const override { return behaviour_.name; }
  bool modelled() const override { return behaviour_.modelled; }
  bool concurrentWith(const Endpoint&) const override { return behaviour_.concurrent; }
  std::optional<HostMemory> hostMemory() const override { return behaviour_.hostMemory; }
  std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
    return std::make_unique<ScriptedBuffer>(bytes, behaviour_, counters);
  }
  std::unique_ptr<DriverPinnedMemory> allocatePinnedHost(std::size_t bytes) const override {
    switch (behaviour_.pinnedHost) {
      case ScriptedBehaviour::PinnedHost::None:
        return nullptr;
      case ScriptedBehaviour::PinnedHost::Supply:
        return std::make_unique<ScriptedPinnedMemory>(bytes, behaviour_.name, counters);
      case ScriptedBehaviour::PinnedHost::Refuse:
        break;
    }
    throw TransferError(behaviour_.name + ": the driver refused " + std::to_string(bytes) +
                        " bytes of pinned host memory");
  }
  // Counts from here on (after the verification fill, say).
  void resetCounts() {
    counters.reads = 0;
    counters.writes = 0;
    counters.pinnedCopies = 0;
  }
  mutable ScriptedCounters counters;

 private:
  ScriptedBehaviour behaviour_;
};

}  // namespace transfer_test
