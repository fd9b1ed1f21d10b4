// OpenCL devices through the standard ICD loader (libOpenCL.so.1 from
// ocl-icd), so any installed platform serves: a GPU's driver, or PoCL's CPU
// devices where there is none (POCL_DEVICES="pthread pthread" gives two).
// Operations are blocking clEnqueueReadBuffer / clEnqueueWriteBuffer /
// clEnqueueCopyBuffer + clFinish, timed on the wall clock: what a host
// program waits for, including the runtime's own overhead.
//
// Pinned host memory: an OpenCL runtime DMAs straight only from host memory
// it allocated itself; a pointer it did not hand out (pageable or mlocked
// alike) it copies through its own pinned bounce buffers. So the pinned
// memory beside an OpenCL device is the runtime's (allocatePinnedHost): a
// CL_MEM_ALLOC_HOST_PTR buffer, mapped once for as long as it lives, whose
// mapped pointer the strategies' staging blocks and host-pinned buffers then
// are. Reads and writes stay clEnqueueReadBuffer / clEnqueueWriteBuffer of
// that pointer, which is the vendors' recipe: NVIDIA's OpenCL Best Practices
// Guide, 3.1.1 "Pinned Memory" (create with CL_MEM_ALLOC_HOST_PTR, map, pass
// the mapped pointer to clEnqueueWriteBuffer), and AMD's OpenCL Programming
// Guide, "pre-pinned buffers" (a mapped CL_MEM_ALLOC_HOST_PTR buffer used as
// the host pointer of clEnqueueRead/WriteBuffer transfers at the bus's peak,
// with no pinning per call). clEnqueueCopyBuffer from the host buffer would
// serve only a device of the same context and may first migrate the host
// buffer to the device; the mapped pointer serves any device of the runtime.
#define CL_TARGET_OPENCL_VERSION 120
#include "transfer/opencl_endpoint.hpp"

#include <CL/cl.h>
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <map>
#include <vector>

#include "gpuasm/transfer/transfer.hpp"
#include "transfer/timer.hpp"

namespace gpuasm::transfer {
namespace {

std::string_view errorName(cl_int code) {
  switch (code) {
    case CL_DEVICE_NOT_FOUND:
      return "CL_DEVICE_NOT_FOUND";
    case CL_DEVICE_NOT_AVAILABLE:
      return "CL_DEVICE_NOT_AVAILABLE";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
      return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES:
      return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY:
      return "CL_OUT_OF_HOST_MEMORY";
    case CL_INVALID_VALUE:
      return "CL_INVALID_VALUE";
    case CL_INVALID_PLATFORM:
      return "CL_INVALID_PLATFORM";
    case CL_INVALID_DEVICE:
      return "CL_INVALID_DEVICE";
    case CL_INVALID_CONTEXT:
      return "CL_INVALID_CONTEXT";
    case CL_INVALID_COMMAND_QUEUE:
      return "CL_INVALID_COMMAND_QUEUE";
    case CL_INVALID_MEM_OBJECT:
      return "CL_INVALID_MEM_OBJECT";
    case CL_INVALID_BUFFER_SIZE:
      return "CL_INVALID_BUFFER_SIZE";
    case CL_MEM_COPY_OVERLAP:
      return "CL_MEM_COPY_OVERLAP";
    case -1001:
      return "CL_PLATFORM_NOT_FOUND_KHR";
    default:
      return "an OpenCL error";
  }
}

void check(cl_int code, std::string_view what, std::string_view endpoint) {
  if (code != CL_SUCCESS)
    throw TransferError(
        fmt::format("{}: {} failed: {} ({})", endpoint, what, errorName(code), code));
}

std::string platformInfo(cl_platform_id platform, cl_platform_info what) {
  size_t size = 0;
  if (clGetPlatformInfo(platform, what, 0, nullptr, &size) != CL_SUCCESS || size == 0) return {};
  std::string text(size, '\0');
  if (clGetPlatformInfo(platform, what, size, text.data(), nullptr) != CL_SUCCESS) return {};
  text.resize(text.find('\0') == std::string::npos ? size : text.find('\0'));
  return text;
}

std::string deviceInfo(cl_device_id device, cl_device_info what) {
  size_t size = 0;
  if (clGetDeviceInfo(device, what, 0, nullptr, &size) != CL_SUCCESS || size == 0) return {};
  std::string text(size, '\0');
  if (clGetDeviceInfo(device, what, size, text.data(), nullptr) != CL_SUCCESS) return {};
  text.resize(text.find('\0') == std::string::npos ? size : text.find('\0'));
  return text;
}

std::vector<cl_platform_id> platforms() {
  cl_uint count = 0;
  const cl_int code = clGetPlatformIDs(0, nullptr, &count);
  // The ICD loader answers CL_PLATFORM_NOT_FOUND_KHR when no platform is installed.
  if (code == -1001 || count == 0) return {};
  check(code, "clGetPlatformIDs", "opencl");
  std::vector<cl_platform_id> list(count);
  check(clGetPlatformIDs(count, list.data(), nullptr), "clGetPlatformIDs", "opencl");
  return list;
}

std::vector<cl_device_id> devicesOf(cl_platform_id platform) {
  cl_uint count = 0;
  const cl_int code = clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, nullptr, &count);
  if (code == CL_DEVICE_NOT_FOUND || count == 0) return {};
  check(code, "clGetDeviceIDs", "opencl");
  std::vector<cl_device_id> list(count);
  check(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, count, list.data(), nullptr), "clGetDeviceIDs",
        "opencl");
  return list;
}

// One context for the devices of one platform that a transfer names.
struct SharedContext {
  cl_context context = nullptr;
  ~SharedContext() {
    if (context) clReleaseContext(context);
  }
};

struct Queue {
  cl_command_queue queue = nullptr;
  ~Queue() {
    if (queue) clReleaseCommandQueue(queue);
  }
};

// A buffer mapped for one in-place copy (clEnqueueMapBuffer on a CPU device
// with unified memory returns the buffer where it lies: ~30 us for 256 MiB
// on PoCL 3.1, no copy).
class MappedView final : public InPlaceView {
 public:
  MappedView(cl_command_queue queue, cl_mem memory, std::size_t bytes, bool writing,
             std::string_view name)
      : queue_(queue), memory_(memory), name_(name) {
    cl_int code = CL_SUCCESS;
    void* mapped = clEnqueueMapBuffer(queue_, memory_, CL_TRUE,
                                      writing ? CL_MAP_WRITE_INVALIDATE_REGION : CL_MAP_READ, 0,
                                      bytes, 0, nullptr, nullptr, &code);
    check(code, "clEnqueueMapBuffer", name_);
    bytes_ = {static_cast<std::byte*>(mapped), bytes};
  }
  ~MappedView() override {
    if (!bytes_.empty()) unmap();
  }
  std::span<std::byte> bytes() override { return bytes_; }
  void release() override {
    const cl_int code = unmap();
    check(code, "clEnqueueUnmapMemObject", name_);
  }

 private:
  cl_int unmap() {
    void* mapped = bytes_.data();
    bytes_ = {};
    const cl_int code = clEnqueueUnmapMemObject(queue_, memory_, mapped, 0, nullptr, nullptr);
    return code != CL_SUCCESS ? code : clFinish(queue_);
  }

  cl_command_queue queue_;
  cl_mem memory_;
  std::string name_;
  std::span<std::byte> bytes_;
};

// A CL_MEM_ALLOC_HOST_PTR buffer mapped for reading and writing once, for
// as long as it lives: the runtime's pinned memory (see the note at the
// top). Holds the context and queue it was made on, so it may outlive its
// endpoint.
class OpenClPinnedMemory final : public DriverPinnedMemory {
 public:
  OpenClPinnedMemory(std::shared_ptr<SharedContext> context, std::shared_ptr<Queue> queue,
                     cl_mem memory, std::span<std::byte> bytes, std::string owner)
      : context_(std::move(context)),
        queue_(std::move(queue)),
        memory_(memory),
        bytes_(bytes),
        owner_(std::move(owner)) {}
  OpenClPinnedMemory(const OpenClPinnedMemory&) = delete;
  OpenClPinnedMemory& operator=(const OpenClPinnedMemory&) = delete;
  ~OpenClPinnedMemory() override {
    clEnqueueUnmapMemObject(queue_->queue, memory_, bytes_.data(), 0, nullptr, nullptr);
    clFinish(queue_->queue);
    clReleaseMemObject(memory_);
  }
  std::span<std::byte> bytes() override { return bytes_; }
  std::string description() const override {
    return fmt::format("{}'s runtime (CL_MEM_ALLOC_HOST_PTR, mapped)", owner_);
  }

 private:
  std::shared_ptr<SharedContext> context_;
  std::shared_ptr<Queue> queue_;
  cl_mem memory_;
  std::span<std::byte> bytes_;
  std::string owner_;
};

class OpenClBuffer final : public EndpointBuffer {
 public:
  OpenClBuffer(cl_mem memory, std::size_t bytes, std::shared_ptr<Queue> queue, std::string name)
      : memory_(memory), size_(bytes), queue_(std::move(queue)), name_(std::move(name)) {}
  ~OpenClBuffer() override { clReleaseMemObject(memory_); }
  std::size_t size() const override { return size_; }
  double read(std::size_t offset, std::span<std::byte> destination, HostMemory) override {
    const Stopwatch stopwatch;
    check(clEnqueueReadBuffer(queue_->queue, memory_, CL_TRUE, offset, destination.size(),
                              destination.data(), 0, nullptr, nullptr),
          "clEnqueueReadBuffer", name_);
    return stopwatch.seconds();
  }
  double write(std::size_t offset, std::span<const std::byte> source, HostMemory) override {
    const Stopwatch stopwatch;
    check(clEnqueueWriteBuffer(queue_->queue, memory_, CL_TRUE, offset, source.size(),
                               source.data(), 0, nullptr, nullptr),
          "clEnqueueWriteBuffer", name_);
    return stopwatch.seconds();
  }
  std::unique_ptr<InPlaceView> viewInPlace(bool writing) override {
    return std::make_unique<MappedView>(queue_->queue, memory_, size_, writing, name_);
  }
  cl_mem memory() const { return memory_; }

 private:
  cl_mem memory_;
  std::size_t size_;
  std::shared_ptr<Queue> queue_;
  std::string name_;
};

class OpenClEndpoint final : public Endpoint {
 public:
  OpenClEndpoint(std::string name, std::string description, std::shared_ptr<SharedContext> context,
                 cl_device_id device)
      : name_(std::move(name)),
        description_(std::move(description)),
        context_(std::move(context)),
        queue_(std::make_shared<Queue>()),
        device_(device) {
    cl_int code = CL_SUCCESS;
    queue_->queue = clCreateCommandQueue(context_->context, device, 0, &code);
    check(code, "clCreateCommandQueue", name_);
    cl_device_type type = 0;
    cl_bool unified = CL_FALSE;
    inPlace_ = clGetDeviceInfo(device, CL_DEVICE_TYPE, sizeof type, &type, nullptr) == CL_SUCCESS &&
               (type & CL_DEVICE_TYPE_CPU) != 0 &&
               clGetDeviceInfo(device, CL_DEVICE_HOST_UNIFIED_MEMORY, sizeof unified, &unified,
                               nullptr) == CL_SUCCESS &&
               unified == CL_TRUE;
  }
  std::string name() const override { return name_; }
  std::string description() const override { return description_; }
  // A CPU device whose memory is the host's (PoCL's): its buffers map in place.
  bool inPlace() const override { return inPlace_; }
  std::unique_ptr<EndpointBuffer> allocate(std::size_t bytes) override {
    cl_int code = CL_SUCCESS;
    cl_mem memory = clCreateBuffer(context_->context, CL_MEM_READ_WRITE, bytes, nullptr, &code);
    check(code, fmt::format("clCreateBuffer of {} bytes", bytes), name_);
    return std::make_unique<OpenClBuffer>(memory, bytes, queue_, name_);
  }
  // Staging and host-pinned buffers beside an OpenCL device are the
  // runtime's pinned memory: CL_MEM_ALLOC_HOST_PTR, mapped once.
  std::unique_ptr<DriverPinnedMemory> allocatePinnedHost(std::size_t bytes) const override {
    const std::size_t size = std::max<std::size_t>(bytes, 1);  // clCreateBuffer refuses 0 bytes
    const std::string what = fmt::format(
        "clCreateBuffer of {} bytes of pinned host memory (CL_MEM_ALLOC_HOST_PTR)", bytes);
    cl_ulong largest = 0;
    if (clGetDeviceInfo(device_, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof largest, &largest, nullptr) ==
            CL_SUCCESS &&
        largest > 0 && size > largest)
      throw TransferError(
          fmt::format("{}: {} refused: the device's largest allocation is {} bytes "
                      "(CL_DEVICE_MAX_MEM_ALLOC_SIZE); a smaller block, or pageable staging "
                      "(--staging pageable)",
                      name_, what, largest));
    cl_int code = CL_SUCCESS;
    cl_mem memory = clCreateBuffer(context_->context, CL_MEM_READ_WRITE | CL_MEM_ALLOC_HOST_PTR,
                                   size, nullptr, &code);
    check(code, what, name_);
    void* mapped = clEnqueueMapBuffer(queue_->queue, memory, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0,
                                      size, 0, nullptr, nullptr, &code);
    if (code != CL_SUCCESS) {
      clReleaseMemObject(memory);
      check(code, fmt::format("clEnqueueMapBuffer of {} bytes of pinned host memory", bytes),
            name_);
    }
    return std::make_unique<OpenClPinnedMemory>(
        context_, queue_, memory, std::span<std::byte>(static_cast<std::byte*>(mapped), bytes),
        name_);
  }
  std::string directCopyBlocker(const Endpoint& destination) const override {
    const auto* other = dynamic_cast<const OpenClEndpoint*>(&destination);
    if (!other)
      return fmt::format(
          "no direct path from {} to {} (OpenCL copies only between its own buffers)", name_,
          destination.name());
    if (other->context_ != context_)
      return fmt::format(
          "{} and {} are on different OpenCL platforms: no context holds both, so "
          "clEnqueueCopyBuffer cannot join them",
          name_, destination.name());
    return {};
  }
  double copyDirect(EndpointBuffer& source, Endpoint&, EndpointBuffer& destination,
                    std::size_t bytes) override {
    const Stopwatch stopwatch;
    // The source's queue runs the copy; the runtime migrates the buffer to
    // the destination's device when that one next uses it.
    check(clEnqueueCopyBuffer(queue_->queue, static_cast<OpenClBuffer&>(source).memory(),
                              static_cast<OpenClBuffer&>(destination).memory(), 0, 0, bytes, 0,
                              nullptr, nullptr),
          "clEnqueueCopyBuffer", name_);
    check(clFinish(queue_->queue), "clFinish", name_);
    return stopwatch.seconds();
  }

 private:
  std::string name_, description_;
  std::shared_ptr<SharedContext> context_;
  std::shared_ptr<Queue> queue_;
  cl_device_id device_;
  bool inPlace_ = false;
};

}  // namespace

std::optional<OpenClAddress> parseOpenClAddress(std::string_view name) {
  constexpr std::string_view kPrefix = "opencl:";
  if (!name.starts_with(kPrefix)) return std::nullopt;
  std::string_view rest = name.substr(kPrefix.size());
  const size_t dot = rest.find('.');
  auto number = [](std::string_view text, unsigned& value) {
    if (text.empty()) return false;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} && end == text.data() + text.size();
  };
  OpenClAddress address;
  if (dot == std::string_view::npos || !number(rest.substr(0, dot), address.platform) ||
      !number(rest.substr(dot + 1), address.device))
    throw TransferUsageError(fmt::format(
        "bad OpenCL endpoint '{}': write opencl:P.D (platform P, device D, from 0)", name));
  return address;
}

std::vector<std::unique_ptr<Endpoint>> openOpenClEndpoints(
    std::span<const OpenClAddress> addresses) {
  const std::vector<cl_platform_id> platformList = platforms();
  // Check every address first, so that nothing is created for a bad one.
  std::map<unsigned, std::vector<cl_device_id>> devicesByPlatform;
  for (const OpenClAddress& address : addresses) {
    if (address.platform >= platformList.size())
      throw TransferUsageError(
          platformList.empty()
              ? fmt::format("no OpenCL platform {}: the ICD loader finds none installed "
                            "(Debian: apt-get install pocl-opencl-icd)",
                            address.platform)
              : fmt::format("no OpenCL platform {}: there {} {} (0 to {})", address.platform,
                            platformList.size() == 1 ? "is" : "are", platformList.size(),
                            platformList.size() - 1));
    std::vector<cl_device_id>& devices = devicesByPlatform[address.platform];
    if (devices.empty()) devices = devicesOf(platformList[address.platform]);
    if (address.device >= devices.size())
      throw TransferUsageError(fmt::format(
          "no OpenCL device {} on platform {} ({}): it has {} device{}{}", address.device,
          address.platform, platformInfo(platformList[address.platform], CL_PLATFORM_NAME),
          devices.size(), devices.size() == 1 ? "" : "s",
          devices.empty() ? "" : fmt::format(" (0 to {})", devices.size() - 1)));
  }
  // One context per platform holding the devices named on it.
  std::map<unsigned, std::shared_ptr<SharedContext>> contexts;
  for (const auto& [platform, devices] : devicesByPlatform) {
    std::vector<cl_device_id> named;
    for (const OpenClAddress& address : addresses)
      if (address.platform == platform &&
          std::find(named.begin(), named.end(), devices[address.device]) == named.end())
        named.push_back(devices[address.device]);
    const cl_context_properties properties[] = {
        CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(platformList[platform]), 0};
    auto context = std::make_shared<SharedContext>();
    cl_int code = CL_SUCCESS;
    context->context = clCreateContext(properties, static_cast<cl_uint>(named.size()), named.data(),
                                       nullptr, nullptr, &code);
    check(code, "clCreateContext", fmt::format("opencl platform {}", platform));
    contexts[platform] = std::move(context);
  }
  std::vector<std::unique_ptr<Endpoint>> endpoints;
  for (const OpenClAddress& address : addresses) {
    cl_device_id device = devicesByPlatform[address.platform][address.device];
    std::string description =
        fmt::format("{} ({})", deviceInfo(device, CL_DEVICE_NAME),
                    platformInfo(platformList[address.platform], CL_PLATFORM_NAME));
    endpoints.push_back(std::make_unique<OpenClEndpoint>(
        fmt::format("opencl:{}.{}", address.platform, address.device), std::move(description),
        contexts[address.platform], device));
  }
  return endpoints;
}

}  // namespace gpuasm::transfer
