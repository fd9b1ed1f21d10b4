// CUDA devices through the driver API, found at run time (src/support/
// cuda_driver.hpp: gpuasm never links libcuda, and a machine without a GPU
// runs every other endpoint). Each endpoint works in its device's primary
// context (the one the runtime API uses too), made current on whichever host
// thread calls: the reader and the writer of a concurrent transfer are two.
//
// Operations are the synchronous copies cuMemcpyDtoH / cuMemcpyHtoD, timed
// on the wall clock; the direct strategy is cuMemcpyDtoD within one device
// and cuMemcpyPeer between two that can reach each other's memory (peer
// access enabled first), followed by cuCtxSynchronize, since a copy between
// device buffers does not wait for itself (CUDA driver API, "API
// synchronization behavior").
//
// Pinned host memory: the driver copies by DMA straight from memory it
// allocated or registered itself (cuMemHostAlloc, cuMemHostRegister), and
// anything else, mlocked or not, through its own pinned bounce buffers. So
// the endpoint allocates the pinned host memory beside it
// (allocatePinnedHost: cuMemHostAlloc): the strategies' pinned staging
// buffers and the buffers of a host-pinned endpoint paired with it. The
// HostMemory kind a read or write is told needs no action then: the driver
// recognises its own memory.
#include "transfer/cuda_endpoint.hpp"

#include <fmt/format.h>

#include <charconv>

#include "support/cuda_driver.hpp"
#include "transfer/timer.hpp"

#if GPUASM_HAVE_CUDA_HEADERS
#include <algorithm>
#include <array>
#include <set>
#endif

namespace gpuasm::transfer {

std::optional<unsigned> parseCudaDevice(std::string_view name) {
  constexpr std::string_view kPrefix = "cuda:";
  if (!name.starts_with(kPrefix)) return std::nullopt;
  const std::string_view digits = name.substr(kPrefix.size());
  unsigned index = 0;
  auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), index);
  if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size())
    throw TransferUsageError(
        fmt::format("bad CUDA endpoint '{}': write cuda:N (CUDA device N, from 0)", name));
  return index;
}

#if GPUASM_HAVE_CUDA_HEADERS
namespace {

// The driver entry points the endpoints call, as cuda.h declares them.
struct CudaApi {
  cuda::Driver driver;
  decltype(&::cuDriverGetVersion) driverGetVersion = nullptr;
  decltype(&::cuDeviceGetCount) deviceGetCount = nullptr;
  decltype(&::cuDeviceGet) deviceGet = nullptr;
  decltype(&::cuDeviceGetName) deviceGetName = nullptr;
  decltype(&::cuDeviceCanAccessPeer) deviceCanAccessPeer = nullptr;
  decltype(&::cuDevicePrimaryCtxRetain) primaryContextRetain = nullptr;
  decltype(&::cuDevicePrimaryCtxRelease) primaryContextRelease = nullptr;
  decltype(&::cuCtxSetCurrent) contextSetCurrent = nullptr;
  decltype(&::cuCtxSynchronize) contextSynchronize = nullptr;
  decltype(&::cuCtxEnablePeerAccess) contextEnablePeerAccess = nullptr;
  decltype(&::cuMemAlloc) memoryAllocate = nullptr;
  decltype(&::cuMemFree) memoryFree = nullptr;
  decltype(&::cuMemHostAlloc) hostAllocate = nullptr;
  decltype(&::cuMemFreeHost) hostFree = nullptr;
  decltype(&::cuMemcpyHtoD) copyHostToDevice = nullptr;
  decltype(&::cuMemcpyDtoH) copyDeviceToHost = nullptr;
  decltype(&::cuMemcpyDtoD) copyDeviceToDevice = nullptr;
  decltype(&::cuMemcpyPeer) copyPeer = nullptr;
};

// The driver opened, its entry points found and cuInit run; the reason why
// not as the exception the CLI maps to its exit code.
std::shared_ptr<const CudaApi> openApi(const std::string& library, unsigned index) {
  cuda::DriverFailure failure;
  std::optional<cuda::Driver> driver = cuda::Driver::open(library, failure);
  if (!driver) {
    if (failure.kind == cuda::DriverFailure::Kind::NotInstalled)
      throw TransferUsageError(fmt::format("cuda:{}: {}", index, failure.message));
    throw TransferError(fmt::format("cuda:{}: {}", index, failure.message));
  }
  auto api = std::make_shared<CudaApi>(CudaApi{.driver = std::move(*driver)});
  bool found = true;
#define GPUASM_CUDA_RESOLVE(member, function)                                     \
  if (found && !api->driver.resolve(GPUASM_CUDA_SYMBOL(function), api->member)) { \
    found = false;                                                                \
    failure = api->driver.missing(GPUASM_CUDA_SYMBOL(function));                  \
  }
  GPUASM_CUDA_RESOLVE(driverGetVersion, cuDriverGetVersion)
  GPUASM_CUDA_RESOLVE(deviceGetCount, cuDeviceGetCount)
  GPUASM_CUDA_RESOLVE(deviceGet, cuDeviceGet)
  GPUASM_CUDA_RESOLVE(deviceGetName, cuDeviceGetName)
  GPUASM_CUDA_RESOLVE(deviceCanAccessPeer, cuDeviceCanAccessPeer)
  GPUASM_CUDA_RESOLVE(primaryContextRetain, cuDevicePrimaryCtxRetain)
  GPUASM_CUDA_RESOLVE(primaryContextRelease, cuDevicePrimaryCtxRelease)
  GPUASM_CUDA_RESOLVE(contextSetCurrent, cuCtxSetCurrent)
  GPUASM_CUDA_RESOLVE(contextSynchronize, cuCtxSynchronize)
  GPUASM_CUDA_RESOLVE(contextEnablePeerAccess, cuCtxEnablePeerAccess)
  GPUASM_CUDA_RESOLVE(memoryAllocate, cuMemAlloc)
  GPUASM_CUDA_RESOLVE(memoryFree, cuMemFree)
  GPUASM_CUDA_RESOLVE(hostAllocate, cuMemHostAlloc)
  GPUASM_CUDA_RESOLVE(hostFree, cuMemFreeHost)
  GPUASM_CUDA_RESOLVE(copyHostToDevice, cuMemcpyHtoD)
  GPUASM_CUDA_RESOLVE(copyDeviceToHost, cuMemcpyDtoH)
  GPUASM_CUDA_RESOLVE(copyDeviceToDevice, cuMemcpyDtoD)
  GPUASM_CUDA_RESOLVE(copyPeer, cuMemcpyPeer)
#undef GPUASM_CUDA_RESOLVE
  if (!found) throw TransferError(fmt::format("cuda:{}: {}", index, failure.message));
  if (!api->driver.start(failure)) {
    // The driver answers cuInit with CUDA_ERROR_NO_DEVICE when it finds no GPU.
    if (failure.result == CUDA_ERROR_NO_DEVICE)
      throw TransferUsageError(fmt::format("no CUDA device {}: the CUDA driver finds none ({})",
                                           index, failure.message));
    throw TransferError(fmt::format("cuda:{}: {}", index, failure.message));
  }
  return api;
}

// One device's primary context, retained while an endpoint or a buffer of it lives.
struct CudaContext {
  std::shared_ptr<const CudaApi> api;
  CUdevice device = 0;
  CUcontext context = nullptr;
  std::string name;  // "cuda:1"

  CudaContext(std::shared_ptr<const CudaApi> api, CUdevice device, std::string name)
      : api(std::move(api)), device(device), name(std::move(name)) {
    check(this->api->primaryContextRetain(&context, device), "cuDevicePrimaryCtxRetain");
  }
  CudaContext(const CudaContext&) = delete;
  CudaContext& operator=(const CudaContext&) = delete;
  ~CudaContext() { api->primaryContextRelease(device); }

  void check(CUresult result, std::string_view call) const {
    if (result != CUDA_SUCCESS)
      throw TransferError(fmt::format("{}: {}", name, api->driver.failed(call, result)));
  }
  // The calling thread's current context becomes this device's.
  void makeCurrent() const { check(api->contextSetCurrent(context), "cuCtxSetCurrent"); }
};

class CudaBuffer final : public EndpointBuffer {
 public:
  CudaBuffer(std::shared_ptr<const CudaContext> context, CUdeviceptr address, std::size_t bytes)
      : context_(std::move(context)), address_(address), size_(bytes) {}
  CudaBuffer(const CudaBuffer&) = delete;
  CudaBuffer& operator=(const CudaBuffer&) = delete;
  ~CudaBuffer() override {
    // A destructor cannot report; a context that cannot be made current
    // frees its memory when its last reference is released.
    if (context_->api->contextSetCurrent(context_->context) == CUDA_SUCCESS)
      context_->api->memoryFree(address_);
  }
  std::size_t size() const override { return size_; }
  double read(std::size_t offset, std::span<std::byte> destination, HostMemory) override {
    const Stopwatch stopwatch;
    if (destination.empty()) return 0;
    context_->makeCurrent();
    context_->check(
        context_->api->copyDeviceToHost(destination.data(), address_ + offset, destination.size()),
        "cuMemcpyDtoH");
    return stopwatch.seconds();
  }
  double write(std::size_t offset, std::span<const std::byte> source, HostMemory) override {
    const Stopwatch stopwatch;
    if (source.empty()) return 0;
    context_->makeCurrent();
    context_->check(
        context_->api->copyHostToDevice(address_ + offset, source.data(), source.size()),
        "cuMemcpyHtoD");
    return stopwatch.seconds();
  }
  CUdeviceptr address() const { return address_; }

 private:
  std::shared_ptr<const CudaContext> context_;
  CUdeviceptr address_;
  std::size_t size_;
};

// Page-locked host memory the driver allocated (cuMemHostAlloc, portable:
// every context DMAs it), so copies to and from it need no bounce buffer.
class CudaPinnedMemory final : public DriverPinnedMemory {
 public:
  CudaPinnedMemory(std::shared_ptr<const CudaContext> context, void* data, std::size_t bytes)
      : context_(std::move(context)), data_(static_cast<std::byte*>(data)), size_(bytes) {}
  CudaPinnedMemory(const CudaPinnedMemory&) = delete;
  CudaPinnedMemory& operator=(const CudaPinnedMemory&) = delete;
  ~CudaPinnedMemory() override { context_->api->hostFree(data_); }
  std::span<std::byte> bytes() override { return {data_, size_}; }
  std::string description() const override { return context_->name + "'s driver (cuMemHostAlloc)"; }

 private:
  std::shared_ptr<const CudaContext> context_;
  std::byte* data_;
  std::size_t size_;
};

class CudaEndpoint final : public Endpoint {
 public:
  CudaEndpoint(std::shared_ptr<const CudaContext> context, std::string description)
      : context_(std::move(context)), description_(std::move(description)) {}
  std::string name() const override { return context_->name; }
  std::string description() const override { return description_; }

  std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
    context_->makeCurrent();
    // cuMemAlloc refuses 0 bytes.
    CUdeviceptr address = 0;
    context_->check(context_->api->memoryAllocate(&address, std::max<std::size_t>(bytes, 1)),
                    fmt::format("cuMemAlloc of {} bytes", bytes));
    return std::make_unique<CudaBuffer>(context_, address, bytes);
  }

  // Staging and host-pinned buffers beside a CUDA device are the driver's
  // own pinned memory: mlock alone leaves the driver copying through its
  // bounce buffers, as for pageable memory.
  std::unique_ptr<DriverPinnedMemory> allocatePinnedHost(std::size_t bytes) const override {
    context_->makeCurrent();
    void* data = nullptr;
    context_->check(context_->api->hostAllocate(&data, std::max<std::size_t>(bytes, 1),
                                                CU_MEMHOSTALLOC_PORTABLE),
                    fmt::format("cuMemHostAlloc of {} bytes", bytes));
    return std::make_unique<CudaPinnedMemory>(context_, data, bytes);
  }

  std::string directCopyBlocker(const Endpoint& destination) const override {
    const auto* other = dynamic_cast<const CudaEndpoint*>(&destination);
    if (other == nullptr)
      return fmt::format(
          "no direct path from {} to {} (the CUDA driver copies directly only between CUDA "
          "device buffers)",
          name(), destination.name());
    if (!context_->api->driver.sameLibraryAs(other->context_->api->driver))
      return fmt::format("{} and {} are served by two different CUDA driver libraries", name(),
                         destination.name());
    if (other->context_->device == context_->device) return {};
    int canAccess = 0;
    if (CUresult result = context_->api->deviceCanAccessPeer(&canAccess, context_->device,
                                                             other->context_->device);
        result != CUDA_SUCCESS)
      return fmt::format("{}: {}", name(),
                         context_->api->driver.failed("cuDeviceCanAccessPeer", result));
    if (canAccess == 0)
      return fmt::format(
          "{} cannot reach {}'s memory (cuDeviceCanAccessPeer is 0: no peer-to-peer path over "
          "PCIe or NVLink between them); cuMemcpyPeer would stage the copy through host memory "
          "itself, which is the sequential and concurrent strategies' work",
          name(), destination.name());
    return {};
  }

  double copyDirect(EndpointBuffer& source, Endpoint& destinationEndpoint,
                    EndpointBuffer& destination, std::size_t bytes) override {
    if (std::string blocker = directCopyBlocker(destinationEndpoint); !blocker.empty())
      throw TransferUsageError(blocker);
    const CudaContext& to = *static_cast<CudaEndpoint&>(destinationEndpoint).context_;
    const CUdeviceptr from = static_cast<CudaBuffer&>(source).address();
    const CUdeviceptr into = static_cast<CudaBuffer&>(destination).address();
    context_->makeCurrent();
    if (to.device != context_->device) enablePeerAccess(to);
    const Stopwatch stopwatch;
    if (bytes == 0) return 0;
    if (to.device == context_->device) {
      context_->check(context_->api->copyDeviceToDevice(into, from, bytes), "cuMemcpyDtoD");
    } else {
      context_->check(context_->api->copyPeer(into, to.context, from, context_->context, bytes),
                      fmt::format("cuMemcpyPeer to {}", to.name));
    }
    context_->check(context_->api->contextSynchronize(), "cuCtxSynchronize after the copy");
    return stopwatch.seconds();
  }

 private:
  // Once per pair of contexts, outside the copy's time: the copy engine then
  // writes into the peer's memory over PCIe or NVLink.
  void enablePeerAccess(const CudaContext& peer) {
    if (peersEnabled_.contains(peer.context)) return;
    const CUresult result = context_->api->contextEnablePeerAccess(peer.context, 0);
    if (result != CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED)
      context_->check(result, fmt::format("cuCtxEnablePeerAccess of {}", peer.name));
    peersEnabled_.insert(peer.context);
  }

  std::shared_ptr<const CudaContext> context_;
  std::string description_;
  std::set<CUcontext> peersEnabled_;
};

}  // namespace

std::unique_ptr<Endpoint> openCudaEndpointFromLibrary(unsigned index, const std::string& library) {
  std::shared_ptr<const CudaApi> api = openApi(library, index);
  const std::string name = fmt::format("cuda:{}", index);
  auto check = [&](CUresult result, std::string_view call) {
    if (result != CUDA_SUCCESS)
      throw TransferError(fmt::format("{}: {}", name, api->driver.failed(call, result)));
  };
  int count = 0;
  check(api->deviceGetCount(&count), "cuDeviceGetCount");
  if (index >= static_cast<unsigned>(std::max(count, 0)))
    throw TransferUsageError(
        count == 0 ? fmt::format("no CUDA device {}: the CUDA driver lists none", index)
                   : fmt::format("no CUDA device {}: there {} {} (0 to {})", index,
                                 count == 1 ? "is" : "are", count, count - 1));
  CUdevice device = 0;
  check(api->deviceGet(&device, static_cast<int>(index)), "cuDeviceGet");
  std::array<char, 256> deviceName{};
  check(api->deviceGetName(deviceName.data(), deviceName.size() - 1, device), "cuDeviceGetName");
  int driverVersion = 0;
  check(api->driverGetVersion(&driverVersion), "cuDriverGetVersion");
  auto context = std::make_shared<const CudaContext>(api, device, name);
  return std::make_unique<CudaEndpoint>(
      std::move(context), fmt::format("{} (CUDA device {}, driver API {}.{})", deviceName.data(),
                                      index, driverVersion / 1000, driverVersion % 1000 / 10));
}

#else

std::unique_ptr<Endpoint> openCudaEndpointFromLibrary(unsigned index, const std::string&) {
  throw TransferUsageError(
      fmt::format("cuda:{}: gpuasm was built without CUDA (CMake found no CUDA toolkit, so no "
                  "cuda.h); rebuild where it finds one",
                  index));
}

#endif

std::unique_ptr<Endpoint> openCudaEndpoint(unsigned index) {
  // The name the driver installs (the unversioned libcuda.so is the
  // toolkit's, and may be its stub).
  return openCudaEndpointFromLibrary(index, "libcuda.so.1");
}

}  // namespace gpuasm::transfer
