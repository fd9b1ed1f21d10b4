// Device-to-device transfers (seed 004, docs/transfer.md): endpoints (memory
// regions of host memory and of devices) and the three strategies that move
// bytes between two of them: sequential indirect (read everything into a host
// staging buffer, then write it), concurrent indirect (a reader and a writer
// thread over a ring of staging blocks) and direct (the pair's own copy, where
// one exists).
//
// Timing. Every endpoint operation returns the seconds it took: the wall clock
// for a real endpoint (host memory, OpenCL), the modelled seconds for a
// modelled one (a PCIe device model reports what the link and DMA engine would
// take, not what the memcpy standing in for it took). A transfer's time is
// then known two ways:
//   - measured: the wall clock around the whole strategy;
//   - composed: the operations' seconds put together along the strategy's
//     schedule: sequential is their sum; concurrent is the reader/writer
//     pipeline over the blocks in max-plus form (a block's read starts when
//     the reader is free and its staging slot has been drained, its write
//     when it has been read and the writer is free: composeConcurrent);
//     direct is the copy's own seconds.
// The report carries both. The transfer's time (TransferReport::seconds) is
// the composed one when either endpoint is modelled (the wall clock there
// measures memcpy, not the device) and the measured one otherwise (it
// includes what the composition cannot see: thread hand-offs, contention for
// the host's cores and memory).
//
// Errors: device failures throw TransferError (a sentence for people); a bad
// endpoint name or size throws TransferUsageError. Nothing waits forever:
// every wait between the two threads of a concurrent transfer has a timeout.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gpuasm::transfer {

// A device or runtime failure (an OpenCL call that failed, memory that could
// not be allocated or pinned, a thread that timed out): the CLI's exit 1.
class TransferError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A request that cannot name a transfer (an unknown endpoint, a device index
// that does not exist, a size that does not parse): the CLI's exit 2.
class TransferUsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Where the host side of a copy lives: a user's pageable buffer, or a buffer
// pinned (page-locked) ahead of time, such as the seed's CL_MEM_ALLOC_HOST_PTR
// staging buffer (listing 6.3). A device's driver copies pinned memory with
// its DMA engine directly and pageable memory by pinning it per call or
// through a bounce buffer of its own, so the kind sets what a copy costs.
enum class HostMemory { Pageable, Pinned };

// The host's own loads and stores reaching a buffer's bytes where they are,
// for the length of one copy (EndpointBuffer::viewInPlace). release() ends
// the access (an OpenCL buffer is unmapped) and throws TransferError when the
// device refuses; destroying an unreleased view ends it quietly.
class InPlaceView {
 public:
  virtual ~InPlaceView() = default;
  virtual std::span<std::byte> bytes() = 0;
  virtual void release() {}
};

// A buffer allocated on an endpoint. Offsets and lengths are in bytes; read
// and write are synchronous (the bytes are where they belong on return) and
// return the seconds the operation took (see the timing note above). `memory`
// says whether the host span is pinned: a real driver finds out by itself, a
// modelled device charges for it.
class EndpointBuffer {
 public:
  virtual ~EndpointBuffer() = default;
  virtual std::size_t size() const = 0;
  // Copies size(destination) bytes from `offset` into host memory.
  virtual double read(std::size_t offset, std::span<std::byte> destination, HostMemory memory) = 0;
  // Copies host memory into the buffer at `offset`.
  virtual double write(std::size_t offset, std::span<const std::byte> source,
                       HostMemory memory) = 0;
  // The buffer's own bytes when it is host memory (a host endpoint's buffer),
  // which the other endpoint of a direct transfer then reads or writes itself
  // (Endpoint::hostMemory says which kind); empty for device memory.
  virtual std::span<std::byte> hostBytes() { return {}; }
  // The buffer's bytes for the host to read (`writing` false) or to overwrite
  // whole, in place, where its endpoint says inPlace(): host memory (a view
  // of hostBytes(), the default), or an OpenCL CPU device's buffer mapped
  // where it lies. Throws TransferError when the device refuses.
  virtual std::unique_ptr<InPlaceView> viewInPlace(bool writing);
};

// What one read or write of an endpoint costs, roughly: a fixed part per call
// and a streaming rate. The automatic block rule (autoBlockBytes) uses it.
// Modelled endpoints know theirs; real ones return kDefaultCopyCost unless
// they know better.
struct CopyCost {
  double callSeconds = 0;
  double bytesPerSecond = 0;
};
// A real device's blocking copy: 50 us per call and 5 GB/s, measured on PoCL's
// pthread devices of a 2-core host and near a PCIe 3.0 x8 GPU's call cost
// (docs/transfer.md, "Choosing a block size").
inline constexpr CopyCost kDefaultCopyCost{50e-6, 5e9};

// Host memory a device's driver has pinned for its own DMA engine (CUDA's
// cuMemHostAlloc, an OpenCL runtime's mapped CL_MEM_ALLOC_HOST_PTR buffer):
// the driver copies between it and the device without a bounce buffer, which
// mlock alone does not give it. Freed with the object.
class DriverPinnedMemory {
 public:
  virtual ~DriverPinnedMemory() = default;
  virtual std::span<std::byte> bytes() = 0;
  // Whose memory it is, for reports: "cuda:0's driver (cuMemHostAlloc)".
  virtual std::string description() const { return "a driver's pinned memory"; }
};

// A memory region of a device (or of the host) in which buffers are allocated.
class Endpoint {
 public:
  virtual ~Endpoint() = default;
  // As given on the command line: "host", "host-pinned", "opencl:0.1".
  virtual std::string name() const = 0;
  // A one-line description for reports ("PoCL pthread device 1 of platform 0").
  virtual std::string description() const { return name(); }
  // True when the seconds this endpoint reports are modelled, not measured.
  virtual bool modelled() const { return false; }
  // The kind of host memory this endpoint's buffers are, for host endpoints:
  // a direct transfer between a host endpoint and any other endpoint is then
  // the other endpoint's own read or write of the host buffer (no staging;
  // what nvbandwidth and the seed's table 7.1 measure). nullopt for devices.
  virtual std::optional<HostMemory> hostMemory() const { return std::nullopt; }
  // Whether the host reaches this endpoint's buffers in place with its own
  // loads and stores (EndpointBuffer::viewInPlace): host memory, and devices
  // whose memory is the host's (an OpenCL CPU device with unified memory).
  // Between two such endpoints staging buys nothing and moves every byte
  // twice: the concurrent strategy copies in place with several threads. A
  // GPU's memory (its driver's DMA engine) and modelled devices are not.
  virtual bool inPlace() const { return hostMemory().has_value(); }
  // The cost of one read (this endpoint into host memory) or write (host
  // memory into it) with a pinned host span.
  virtual CopyCost readCost() const { return kDefaultCopyCost; }
  virtual CopyCost writeCost() const { return kDefaultCopyCost; }
  virtual std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) = 0;
  // Pinned host memory from this endpoint's driver, for staging buffers and
  // host-pinned buffers it copies to or from (CUDA: cuMemHostAlloc; OpenCL:
  // a CL_MEM_ALLOC_HOST_PTR buffer mapped once); nullptr where the driver has
  // no such allocator (mlock then pins the memory). Throws TransferError when
  // the driver refuses.
  virtual std::unique_ptr<DriverPinnedMemory> allocatePinnedHost(std::size_t bytes) const;
  // Whether an operation on this endpoint can run at the same time as one on
  // `other` (two DMA engines, two command queues; not one engine shared by
  // both). A concurrent transfer between endpoints that cannot composes its
  // time as the sum, as the hardware would serialise them.
  virtual bool concurrentWith(const Endpoint& other) const;
  // Why this endpoint cannot copy directly into a buffer of `destination`;
  // empty when it can (copyDirect may then be called).
  virtual std::string directCopyBlocker(const Endpoint& destination) const;
  // Copies `bytes` from the start of `source` (a buffer of this endpoint) to
  // the start of `destination` (a buffer of `destinationEndpoint`) without
  // going through host memory. Returns the seconds it took.
  virtual double copyDirect(EndpointBuffer& source, Endpoint& destinationEndpoint,
                            EndpointBuffer& destination, std::size_t bytes);
};

// Host memory the transfer allocates with new: pageable.
std::unique_ptr<Endpoint> makeHostEndpoint();
// Pinned host memory: from `device`'s driver where it has an allocator
// (Endpoint::allocatePinnedHost: CUDA), else locked with mlock (page-aligned,
// never swapped out); allocate throws TransferError naming RLIMIT_MEMLOCK
// when the platform refuses. `device`, when given, must outlive the endpoint
// (openEndpoints pairs them so).
std::unique_ptr<Endpoint> makePinnedHostEndpoint(const Endpoint* device = nullptr);

// The two endpoints of a transfer, opened together so that two OpenCL devices
// of one platform share one context (which makes clEnqueueCopyBuffer between
// them, the direct strategy, possible). `from` and `to` may name the same
// device.
struct EndpointPair {
  std::unique_ptr<Endpoint> from, to;
};

// Endpoint names: "host", "host-pinned", "opencl:P.D" (device D of OpenCL
// platform P, counted as clGetPlatformIDs / clGetDeviceIDs(CL_DEVICE_TYPE_ALL)
// list them), "cuda:N" (CUDA device N, through the driver API when a driver
// is installed), "vc4" (a simulated VideoCore IV board's memory),
// "demolicious" (a simulated Demolicious machine's data memory; two names of
// one simulated device in a pair share one), "model:NAME" (a modelled PCIe
// device: the presets "fpga" and "gpu" of seed 004, or a TOML file
// "model:FILE.toml", docs/transfer.md). Throws TransferUsageError for a name
// that is none of these or a platform or device that does not exist (saying
// which do), TransferError when the OpenCL or CUDA runtime fails.
EndpointPair openEndpoints(std::string_view from, std::string_view to);
std::unique_ptr<Endpoint> openEndpoint(std::string_view name);
// The endpoint forms ("opencl:P.D") and what each is, for help texts, in
// the order of the library's table of endpoint families; the forms as a list
// ("host, host-pinned, opencl:P.D, ...").
struct EndpointForm {
  std::string_view form;
  std::string_view help;
};
std::span<const EndpointForm> endpointForms();
std::string endpointFormList();

enum class Strategy { Sequential, Concurrent, Direct };
// Every strategy: its name on the command line and what it does, for help texts.
struct StrategyForm {
  Strategy strategy;
  std::string_view name;
  std::string_view help;
};
std::span<const StrategyForm> strategyForms();
std::string strategyList();  // "sequential, concurrent, direct"
std::string_view strategyName(Strategy strategy);
std::optional<Strategy> parseStrategy(std::string_view name);

// "4096", "4K", "64M", "1G" (K, M, G: powers of 1024, either case). Throws
// TransferUsageError for anything else, for 0 and for sizes over 2^48.
std::size_t parseSize(std::string_view text);

// The seed's block-size rule (section 7.3): half the transfer up to 1 MiB, a
// quarter up to 8 MiB, an eighth above; rounded up, so the transfer is 2, 4 or
// 8 blocks, the last one possibly shorter. At least 1 byte.
std::size_t seedBlockBytes(std::size_t transferBytes);

// The automatic block rule (docs/transfer.md, "Choosing a block size"). The
// concurrent pipeline over m blocks of b = n/m bytes takes about
//   T(b) = a_fast + b/r_fast + (n/b) a_slow + n/r_slow
// (the fast stage's first block, then the slow stage once per block; a is a
// call's fixed cost, r a rate, from the endpoints' CopyCost), which is least
// at b = sqrt(n a_slow r_fast). The block is that, made an equal split of the
// transfer (m = n/b rounded, at least 1, at most 4096) and rounded up to
// whole 4 KiB pages. Between real endpoints a_slow also counts the two
// threads' hand-off, and the block is at most 4 MiB (a power-of-two count of
// blocks that size or less), so that the staging ring stays in the host's
// last-level cache. Endpoints that cannot run at the same time get one block.
std::size_t autoBlockBytes(const Endpoint& from, const Endpoint& to, std::size_t transferBytes);

// How the concurrent strategy chooses its block when none is given.
enum class BlockRule { Seed, Auto };

struct TransferOptions;
// A block as the command line gives it: a size (parseSize), "seed" or "auto"
// (the rules above). Throws TransferUsageError, starting "--block: ".
void setBlockChoice(TransferOptions& options, std::string_view text);

struct TransferOptions {
  Strategy strategy = Strategy::Concurrent;
  // Concurrent only: a given block, or nullopt to choose one by blockRule.
  std::optional<std::size_t> blockBytes = std::nullopt;
  BlockRule blockRule = BlockRule::Auto;
  // The host staging memory of the indirect strategies; nullopt is the seed's
  // choice: a pageable buffer for sequential (listing 6.1), a pinned one for
  // concurrent (listing 6.3). Pinned falls back to pageable where the platform
  // refuses to lock it (TransferReport::stagingPinned says which it was).
  // Between two modelled endpoints the staging memory is the modelled host's
  // and is passed as the kind asked for, locked or not (locking real memory
  // would only test this host's RLIMIT_MEMLOCK, not the model).
  std::optional<HostMemory> staging = std::nullopt;
  // Pinned staging from an endpoint's driver where it has an allocator
  // (Endpoint::allocatePinnedHost: CUDA, OpenCL); false locks memory of our
  // own with mlock instead, which a driver copies through its bounce buffers
  // as if pageable (`--staging mlock`: to measure what the driver's memory gains).
  bool stagingFromDriver = true;
  // Staging blocks the concurrent reader may fill ahead of the writer (at
  // least one for each copy thread).
  std::size_t ringBlocks = 2;
  // Concurrent: threads copying on a side that is host memory (its operation
  // is a memcpy, and one core copies slower than memory can); 0 is the
  // host's cores (half each where both sides are host memory), at most
  // kMaxCopyThreads. A device side copies with one thread. Between two
  // in-place endpoints (Endpoint::inPlace) there is no staging unless
  // `staging` asks for it: each of the threads (0: the host's cores) copies
  // its blocks from one to the other.
  unsigned copyThreads = 0;
  // Fill the source with random bytes first, read the destination back after
  // and compare (neither is timed).
  bool verify = false;
  std::uint64_t fillSeed = 0x5eed0004;
  // The longest one thread waits for the other before aborting the transfer.
  std::chrono::milliseconds waitTimeout{std::chrono::seconds(60)};
};

struct VerifyResult {
  bool equal = true;
  // The first byte where the destination differs from the source.
  std::optional<std::size_t> firstDifference = std::nullopt;
  std::uint8_t expected = 0, actual = 0;
};

struct TransferReport {
  std::string from, to;
  Strategy strategy = Strategy::Sequential;
  std::size_t bytes = 0;
  std::size_t blockBytes = 0;  // the staging block (sequential: the whole transfer; direct: 0)
  std::size_t blocks = 0;
  bool stagingPinned = false;  // whether the host staging memory could be locked
  // Where the staging memory came from: "opencl:0.0's runtime
  // (CL_MEM_ALLOC_HOST_PTR, mapped)", "cuda:0's driver (cuMemHostAlloc)",
  // "mlock", "pageable"; empty without staging (direct, in place).
  std::string stagingMemory;
  unsigned readers = 1, writers = 1;  // concurrent: the copy threads of each side
  bool inPlace = false;  // concurrent between in-place endpoints: no staging, `readers` threads
  double measuredSeconds = 0;  // the wall clock around the strategy
  double composedSeconds = 0;  // the operations' seconds along the schedule
  bool modelled = false;       // either endpoint is modelled: composedSeconds is the time
  std::optional<VerifyResult> verify = std::nullopt;

  double seconds() const { return modelled ? composedSeconds : measuredSeconds; }
  // MB/s with MB = 10^6 bytes (the seed's and nvbandwidth's unit).
  double bandwidthMBs() const { return seconds() > 0 ? bytes / seconds() / 1e6 : 0; }
};

// Where a concurrent transfer stood when it failed, beside the message.
class TransferAborted : public TransferError {
 public:
  TransferAborted(const std::string& message, std::size_t blocksRead, std::size_t blocksWritten,
                  std::size_t blocks)
      : TransferError(message),
        blocksRead(blocksRead),
        blocksWritten(blocksWritten),
        blocks(blocks) {}
  std::size_t blocksRead, blocksWritten, blocks;
};

// The run that stands for repeated ones: the median by seconds(), the lower
// middle one of an even count. `reports` must not be empty.
TransferReport medianReport(std::span<const TransferReport> reports);

// Why the direct strategy cannot move bytes from `from` to `to`; empty when
// it can. A host-memory side is always a direct path (the other endpoint's
// own read or write of the host buffer); otherwise from.directCopyBlocker.
std::string directPathBlocker(const Endpoint& from, const Endpoint& to);

// Allocates a buffer of `bytes` on each endpoint, (verify: fills the source),
// moves the bytes with the strategy, (verify: compares) and frees everything,
// also when it fails. Throws TransferUsageError when the strategy cannot serve
// the pair (direct without a direct path, a block of 0 bytes), TransferError
// (TransferAborted from a concurrent transfer) when a device fails.
TransferReport runTransfer(Endpoint& from, Endpoint& to, std::size_t bytes,
                           const TransferOptions& options);

// runTransfer `runs` times (at least once) on one pair of buffers, as a
// program moving data again and again does: allocated and (verify) filled
// once, compared after every run; `each` sees every report as it comes. A
// modelled device's pinned blocks then stay pinned from one run to the next
// (lazy unpinning) and go when the buffers are freed.
std::vector<TransferReport> runTransfers(
    Endpoint& from, Endpoint& to, std::size_t bytes, const TransferOptions& options, unsigned runs,
    const std::function<void(const TransferReport&)>& each = nullptr);

// The strategies on buffers already allocated (runTransfer's core; a caller
// that repeats a transfer may allocate once).
TransferReport transferBuffers(Endpoint& from, EndpointBuffer& source, Endpoint& to,
                               EndpointBuffer& destination, std::size_t bytes,
                               const TransferOptions& options);

// Verification: fills the first `bytes` of a buffer with random bytes drawn
// from `seed`, and compares a buffer with what that fill wrote (neither keeps
// a second copy of the whole transfer in memory).
void fillRandom(EndpointBuffer& buffer, std::size_t bytes, std::uint64_t seed);
VerifyResult compareRandom(EndpointBuffer& buffer, std::size_t bytes, std::uint64_t seed);

// The concurrent strategy's copy threads a side (TransferOptions::copyThreads).
inline constexpr unsigned kMaxCopyThreads = 16;
struct CopyThreads {
  unsigned readers = 1, writers = 1;
};
// The threads a concurrent transfer from `from` to `to` runs (an in-place
// pair: as many readers as writers, each thread both); a TransferUsageError
// for a count given where neither side is host memory nor the pair in place,
// or above kMaxCopyThreads.
CopyThreads copyThreads(const Endpoint& from, const Endpoint& to, const TransferOptions& options);

// The concurrent schedule's time from each block's read and write seconds:
// with a ring of S slots, R readers and W writers (reader k mod R reads block
// k, writer k mod W writes it), block k's read starts when its reader has
// finished block k-R and block k-S has been written (its slot); its write
// starts when it has been read and its writer has finished block k-W. The
// result is the last write's end. Both spans have one entry per block.
double composeConcurrent(std::span<const double> readSeconds, std::span<const double> writeSeconds,
                         std::size_t ringBlocks, unsigned readers = 1, unsigned writers = 1);

}  // namespace gpuasm::transfer
