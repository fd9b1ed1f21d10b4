// The simulated devices' memories (sim_endpoints.hpp). They are simulators:
// a copy is a memcpy into the simulator's memory, and its time, the wall
// clock around it, says how fast this host copies, not how fast a Pi's ARM
// or the Demolicious MCU would (description() says so).
//
// vc4: buffers are allocated as a Raspberry Pi program allocates memory the
// QPUs share, through the mailbox: mem_alloc (page aligned, MEM_FLAG_DIRECT,
// the uncached 0xC alias that hello_fft uses on a Pi 2 and later, so no cache
// stands between the ARM's writes and the QPUs' reads) then mem_lock for the
// bus address; copies go through the host view of that address (map), which
// is the memory a QPU program handed the address reads. mem_unlock and
// mem_free give it back.
//
// demolicious: buffers are word-aligned ranges of the data memory, first fit.
// The MCU (an EFM32GG, a little-endian Cortex-M3) sees the 16-bit bus through
// its EBI as bytes, byte 2k the low half of word k (seed 002, section 6.2), so
// a buffer's byte offsets and odd lengths address half words that way; the
// other half of a word a copy touches only in part is kept.
#include "transfer/sim_endpoints.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

#include "transfer/timer.hpp"

namespace gpuasm::transfer {
namespace {

constexpr std::uint32_t kMemFlagDirect = 0x4;  // MEM_FLAG_DIRECT
constexpr std::uint32_t kPage = 4096;

class Vc4Buffer final : public EndpointBuffer {
 public:
  Vc4Buffer(std::shared_ptr<Vc4Board> board, std::uint32_t handle, std::uint32_t busAddress,
            std::size_t bytes)
      : board_(std::move(board)), handle_(handle), busAddress_(busAddress), size_(bytes) {}
  Vc4Buffer(const Vc4Buffer&) = delete;
  Vc4Buffer& operator=(const Vc4Buffer&) = delete;
  ~Vc4Buffer() override {
    const std::lock_guard guard(board_->lock);
    board_->device.memory().unlock(handle_);
    board_->device.memory().release(handle_);
  }
  std::size_t size() const override { return size_; }
  double read(std::size_t offset, std::span<std::byte> destination, HostMemory) override {
    const Stopwatch stopwatch;
    if (destination.empty()) return 0;
    const std::lock_guard guard(board_->lock);
    std::memcpy(destination.data(), view(offset, destination.size()), destination.size());
    return stopwatch.seconds();
  }
  double write(std::size_t offset, std::span<const std::byte> source, HostMemory) override {
    const Stopwatch stopwatch;
    if (source.empty()) return 0;
    const std::lock_guard guard(board_->lock);
    std::memcpy(view(offset, source.size()), source.data(), source.size());
    return stopwatch.seconds();
  }
  // The host view of [offset, offset + bytes); the board's lock is held.
  std::uint8_t* view(std::size_t offset, std::size_t bytes) {
    std::uint8_t* bytesThere =
        offset <= size_ && bytes <= size_ - offset
            ? board_->device.memory().map(busAddress_ + static_cast<std::uint32_t>(offset),
                                          static_cast<std::uint32_t>(bytes))
            : nullptr;
    if (bytesThere == nullptr)
      throw TransferError(fmt::format(
          "vc4: bytes {}..{} of the buffer at bus address 0x{:08x} ({} bytes) are not in its "
          "allocation",
          offset, offset + bytes, busAddress_, size_));
    return bytesThere;
  }
  std::uint32_t busAddress() const { return busAddress_; }

 private:
  std::shared_ptr<Vc4Board> board_;
  std::uint32_t handle_, busAddress_;
  std::size_t size_;
};

class Vc4Endpoint final : public Endpoint {
 public:
  explicit Vc4Endpoint(std::shared_ptr<Vc4Board> board) : board_(std::move(board)) {}
  std::string name() const override { return "vc4"; }
  std::string description() const override {
    return "simulated VideoCore IV board's SDRAM (mem_alloc + mem_lock; times are this host's "
           "copies into the simulator, not a Pi's)";
  }
  bool concurrentWith(const Endpoint& other) const override { return !sameBoard(other); }
  std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
    const std::size_t allocated = std::max<std::size_t>(bytes, 1);
    const std::lock_guard guard(board_->lock);
    vc4::Memory& memory = board_->device.memory();
    const std::uint32_t handle =
        allocated > std::numeric_limits<std::uint32_t>::max() - kPage
            ? 0
            : memory.allocate(static_cast<std::uint32_t>(allocated), kPage, kMemFlagDirect);
    if (handle == 0)
      throw TransferUsageError(
          fmt::format("vc4: mem_alloc of {} bytes refused: the simulated board's SDRAM (a Pi 2's "
                      "1 GiB, less the firmware's first 16 MiB and the peripherals' last 16 MiB) "
                      "has no room for it beside what is allocated",
                      bytes));
    const std::optional<std::uint32_t> busAddress = memory.lock(handle);
    if (!busAddress) {
      memory.release(handle);
      throw TransferError(fmt::format("vc4: mem_lock of handle {} failed", handle));
    }
    return std::make_unique<Vc4Buffer>(board_, handle, *busAddress, bytes);
  }
  std::string directCopyBlocker(const Endpoint& destination) const override {
    if (sameBoard(destination)) return {};
    return fmt::format(
        "no direct path from vc4 to {}: the simulated board shares its memory with nothing else",
        destination.name());
  }
  double copyDirect(EndpointBuffer& source, Endpoint& destinationEndpoint,
                    EndpointBuffer& destination, std::size_t bytes) override {
    if (std::string blocker = directCopyBlocker(destinationEndpoint); !blocker.empty())
      throw TransferUsageError(blocker);
    const Stopwatch stopwatch;
    if (bytes == 0) return 0;
    const std::lock_guard guard(board_->lock);
    // A copy within the board's SDRAM, as the QPUs' VPM DMA or the ARM would make it.
    std::memmove(static_cast<Vc4Buffer&>(destination).view(0, bytes),
                 static_cast<Vc4Buffer&>(source).view(0, bytes), bytes);
    return stopwatch.seconds();
  }

 private:
  bool sameBoard(const Endpoint& other) const {
    const auto* vc4 = dynamic_cast<const Vc4Endpoint*>(&other);
    return vc4 != nullptr && vc4->board_ == board_;
  }
  std::shared_ptr<Vc4Board> board_;
};

std::size_t dataMemoryBytes(const DemoliciousBoard& board) {
  return board.host.data_memory().size() * sizeof(std::uint16_t);
}

class DemoliciousBuffer final : public EndpointBuffer {
 public:
  DemoliciousBuffer(std::shared_ptr<DemoliciousBoard> board, std::uint32_t firstWord,
                    std::size_t bytes)
      : board_(std::move(board)), firstWord_(firstWord), size_(bytes) {}
  DemoliciousBuffer(const DemoliciousBuffer&) = delete;
  DemoliciousBuffer& operator=(const DemoliciousBuffer&) = delete;
  ~DemoliciousBuffer() override {
    const std::lock_guard guard(board_->lock);
    board_->allocations.erase(firstWord_);
  }
  std::size_t size() const override { return size_; }
  double read(std::size_t offset, std::span<std::byte> destination, HostMemory) override {
    const Stopwatch stopwatch;
    const std::lock_guard guard(board_->lock);
    checkRange(offset, destination.size());
    const std::span<const std::uint16_t> words = board_->host.data_memory();
    const std::size_t start = std::size_t{firstWord_} * 2 + offset;
    if constexpr (std::endian::native == std::endian::little) {
      // The host's own layout of the words is the MCU's byte view of them.
      if (!destination.empty())
        std::memcpy(destination.data(), reinterpret_cast<const std::byte*>(words.data()) + start,
                    destination.size());
    } else {
      for (std::size_t i = 0; i < destination.size(); ++i) {
        const std::size_t byte = start + i;
        destination[i] = static_cast<std::byte>(words[byte / 2] >> (byte % 2 * 8));
      }
    }
    return stopwatch.seconds();
  }
  double write(std::size_t offset, std::span<const std::byte> source, HostMemory) override {
    const Stopwatch stopwatch;
    const std::lock_guard guard(board_->lock);
    checkRange(offset, source.size());
    const std::span<std::uint16_t> words = board_->host.data_memory();
    const std::size_t start = std::size_t{firstWord_} * 2 + offset;
    if constexpr (std::endian::native == std::endian::little) {
      if (!source.empty())
        std::memcpy(reinterpret_cast<std::byte*>(words.data()) + start, source.data(),
                    source.size());
    } else {
      for (std::size_t i = 0; i < source.size(); ++i) {
        const std::size_t byte = start + i;
        const unsigned shift = byte % 2 * 8;
        std::uint16_t& word = words[byte / 2];
        word = static_cast<std::uint16_t>((word & ~(0xffu << shift)) |
                                          std::to_integer<unsigned>(source[i]) << shift);
      }
    }
    return stopwatch.seconds();
  }
  std::uint32_t firstWord() const { return firstWord_; }

 private:
  void checkRange(std::size_t offset, std::size_t bytes) const {
    if (offset > size_ || bytes > size_ - offset)
      throw TransferError(
          fmt::format("demolicious: bytes {}..{} are outside the buffer at word {} ({} bytes)",
                      offset, offset + bytes, firstWord_, size_));
  }
  std::shared_ptr<DemoliciousBoard> board_;
  std::uint32_t firstWord_;
  std::size_t size_;
};

class DemoliciousEndpoint final : public Endpoint {
 public:
  explicit DemoliciousEndpoint(std::shared_ptr<DemoliciousBoard> board)
      : board_(std::move(board)) {}
  std::string name() const override { return "demolicious"; }
  std::string description() const override {
    return fmt::format(
        "simulated Demolicious machine's data memory ({} words of 16 bits; times are this "
        "host's copies into the simulator, not the MCU's over its bus)",
        board_->host.data_memory().size());
  }
  bool concurrentWith(const Endpoint& other) const override { return !sameBoard(other); }
  std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
    const std::lock_guard guard(board_->lock);
    const std::size_t capacity = dataMemoryBytes(*board_);
    if (bytes > capacity)
      throw TransferUsageError(fmt::format(
          "demolicious: {} bytes do not fit in the data memory, which holds {} bytes ({} words "
          "of 16 bits)",
          bytes, capacity, capacity / 2));
    const std::size_t words = std::max<std::size_t>((bytes + 1) / 2, 1);
    // First fit over the gaps between the allocations, in address order.
    std::size_t start = 0;
    for (const auto& [first, length] : board_->allocations) {
      if (start + words <= first) break;
      start = std::max<std::size_t>(start, std::size_t{first} + length);
    }
    if (start + words > capacity / 2)
      throw TransferUsageError(fmt::format(
          "demolicious: no room for {} bytes in the data memory ({} bytes, {} of them held by "
          "this transfer's other buffer)",
          bytes, capacity, usedBytes()));
    board_->allocations.emplace(static_cast<std::uint32_t>(start),
                                static_cast<std::uint32_t>(words));
    return std::make_unique<DemoliciousBuffer>(board_, static_cast<std::uint32_t>(start), bytes);
  }
  std::string directCopyBlocker(const Endpoint& destination) const override {
    if (sameBoard(destination)) return {};
    return fmt::format(
        "no direct path from demolicious to {}: the simulated machine's data memory is reached "
        "only through its MCU's bus",
        destination.name());
  }
  double copyDirect(EndpointBuffer& source, Endpoint& destinationEndpoint,
                    EndpointBuffer& destination, std::size_t bytes) override {
    if (std::string blocker = directCopyBlocker(destinationEndpoint); !blocker.empty())
      throw TransferUsageError(blocker);
    const Stopwatch stopwatch;
    const std::lock_guard guard(board_->lock);
    auto& from = static_cast<DemoliciousBuffer&>(source);
    auto& to = static_cast<DemoliciousBuffer&>(destination);
    if (bytes > from.size() || bytes > to.size())
      throw TransferError(
          fmt::format("demolicious: a copy of {} bytes between buffers of {} and "
                      "{} bytes",
                      bytes, from.size(), to.size()));
    // Whole words from word-aligned buffers: a copy within the data memory.
    const std::span<std::uint16_t> words = board_->host.data_memory();
    std::memmove(reinterpret_cast<std::byte*>(words.data() + to.firstWord()),
                 reinterpret_cast<const std::byte*>(words.data() + from.firstWord()),
                 bytes / 2 * 2);
    if (bytes % 2 != 0) {
      // The last byte is the low half of its word; the high half is kept.
      const std::uint32_t last = static_cast<std::uint32_t>(bytes / 2);
      std::uint16_t& word = words[to.firstWord() + last];
      word =
          static_cast<std::uint16_t>((word & 0xff00u) | (words[from.firstWord() + last] & 0x00ffu));
    }
    return stopwatch.seconds();
  }

 private:
  bool sameBoard(const Endpoint& other) const {
    const auto* demolicious = dynamic_cast<const DemoliciousEndpoint*>(&other);
    return demolicious != nullptr && demolicious->board_ == board_;
  }
  std::size_t usedBytes() const {
    std::size_t words = 0;
    for (const auto& [first, length] : board_->allocations) words += length;
    return words * 2;
  }
  std::shared_ptr<DemoliciousBoard> board_;
};

}  // namespace

std::optional<SimulatedDevice> parseSimulatedDevice(std::string_view name) {
  for (auto [device, deviceName] :
       {std::pair{SimulatedDevice::Vc4, std::string_view{"vc4"}},
        std::pair{SimulatedDevice::Demolicious, std::string_view{"demolicious"}}}) {
    if (name == deviceName) return device;
    if (name.starts_with(deviceName) && name.size() > deviceName.size() &&
        name[deviceName.size()] == ':')
      throw TransferUsageError(fmt::format(
          "bad endpoint '{}': write {} (one simulated {} per transfer, with no index)", name,
          deviceName,
          device == SimulatedDevice::Vc4 ? "VideoCore IV board" : "Demolicious machine"));
  }
  return std::nullopt;
}

EndpointPair openSimulatedEndpoints(std::optional<SimulatedDevice> from,
                                    std::optional<SimulatedDevice> to) {
  std::shared_ptr<Vc4Board> vc4Board;
  std::shared_ptr<DemoliciousBoard> demoliciousBoard;
  auto open = [&](std::optional<SimulatedDevice> device) -> std::unique_ptr<Endpoint> {
    if (!device) return nullptr;
    if (*device == SimulatedDevice::Vc4) {
      if (!vc4Board) vc4Board = std::make_shared<Vc4Board>();
      return makeVc4Endpoint(vc4Board);
    }
    if (!demoliciousBoard) demoliciousBoard = std::make_shared<DemoliciousBoard>();
    return makeDemoliciousEndpoint(demoliciousBoard);
  };
  EndpointPair pair;
  pair.from = open(from);
  pair.to = open(to);
  return pair;
}

std::unique_ptr<Endpoint> makeVc4Endpoint(std::shared_ptr<Vc4Board> board) {
  return std::make_unique<Vc4Endpoint>(std::move(board));
}

std::unique_ptr<Endpoint> makeDemoliciousEndpoint(std::shared_ptr<DemoliciousBoard> board) {
  return std::make_unique<DemoliciousEndpoint>(std::move(board));
}

std::optional<std::uint32_t> vc4BusAddress(const EndpointBuffer& buffer) {
  const auto* vc4 = dynamic_cast<const Vc4Buffer*>(&buffer);
  if (vc4 == nullptr) return std::nullopt;
  return vc4->busAddress();
}

std::optional<std::uint32_t> demoliciousWordAddress(const EndpointBuffer& buffer) {
  const auto* demolicious = dynamic_cast<const DemoliciousBuffer*>(&buffer);
  if (demolicious == nullptr) return std::nullopt;
  return demolicious->firstWord();
}

}  // namespace gpuasm::transfer
