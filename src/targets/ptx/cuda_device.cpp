// The CUDA device (cuda_device.hpp) over the CUDA driver API. The driver is
// dlopened when a device is opened (src/support/cuda_driver.hpp, which the
// transfer library's cuda:N endpoints share) and the entry points the device
// calls are looked up by the names cuda.h gives them; cuda.h itself is needed
// at build time only (GPUASM_HAVE_CUDA_HEADERS).
#include "targets/ptx/cuda_device.hpp"

#include <fmt/format.h>

#include "support/cuda_driver.hpp"
#include "targets/ptx/program.hpp"

#if GPUASM_HAVE_CUDA_HEADERS

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>
#endif

namespace gpuasm::ptx {

#if GPUASM_HAVE_CUDA_HEADERS
namespace {

// The driver entry points the device uses, as cuda.h declares them.
struct DriverApi {
  cuda::Driver driver;
  decltype(&::cuDriverGetVersion) driverGetVersion = nullptr;
  decltype(&::cuDeviceGetCount) deviceGetCount = nullptr;
  decltype(&::cuDeviceGet) deviceGet = nullptr;
  decltype(&::cuDeviceGetName) deviceGetName = nullptr;
  decltype(&::cuDevicePrimaryCtxRetain) primaryContextRetain = nullptr;
  decltype(&::cuDevicePrimaryCtxRelease) primaryContextRelease = nullptr;
  decltype(&::cuDevicePrimaryCtxReset) primaryContextReset = nullptr;
  decltype(&::cuDevicePrimaryCtxGetState) primaryContextGetState = nullptr;
  decltype(&::cuCtxSetCurrent) contextSetCurrent = nullptr;
  decltype(&::cuCtxSynchronize) contextSynchronize = nullptr;
  decltype(&::cuMemAlloc) memoryAllocate = nullptr;
  decltype(&::cuMemFree) memoryFree = nullptr;
  decltype(&::cuMemsetD8) memorySet = nullptr;
  decltype(&::cuMemcpyHtoD) copyHostToDevice = nullptr;
  decltype(&::cuMemcpyDtoH) copyDeviceToHost = nullptr;
  decltype(&::cuModuleLoadDataEx) moduleLoad = nullptr;
  decltype(&::cuModuleUnload) moduleUnload = nullptr;
  decltype(&::cuModuleGetFunction) moduleGetFunction = nullptr;
  decltype(&::cuFuncSetAttribute) functionSetAttribute = nullptr;
  decltype(&::cuLaunchKernel) launchKernel = nullptr;
  decltype(&::cuEventCreate) eventCreate = nullptr;
  decltype(&::cuEventDestroy) eventDestroy = nullptr;
  decltype(&::cuEventRecord) eventRecord = nullptr;
  decltype(&::cuEventElapsedTime) eventElapsedTime = nullptr;

  std::string describe(CUresult result) const { return driver.describe(result); }
  std::string failed(std::string_view call, CUresult result) const {
    return driver.failed(call, result);
  }
};

// Every entry point, or the failure naming the first the library lacks.
std::optional<DriverApi> resolveDriverApi(cuda::Driver driver, cuda::DriverFailure& failure) {
  DriverApi api{.driver = std::move(driver)};
  bool found = true;
#define GPUASM_CUDA_RESOLVE(member, function)                                   \
  if (found && !api.driver.resolve(GPUASM_CUDA_SYMBOL(function), api.member)) { \
    found = false;                                                              \
    failure = api.driver.missing(GPUASM_CUDA_SYMBOL(function));                 \
  }
  GPUASM_CUDA_RESOLVE(driverGetVersion, cuDriverGetVersion)
  GPUASM_CUDA_RESOLVE(deviceGetCount, cuDeviceGetCount)
  GPUASM_CUDA_RESOLVE(deviceGet, cuDeviceGet)
  GPUASM_CUDA_RESOLVE(deviceGetName, cuDeviceGetName)
  GPUASM_CUDA_RESOLVE(primaryContextRetain, cuDevicePrimaryCtxRetain)
  GPUASM_CUDA_RESOLVE(primaryContextRelease, cuDevicePrimaryCtxRelease)
  GPUASM_CUDA_RESOLVE(primaryContextReset, cuDevicePrimaryCtxReset)
  GPUASM_CUDA_RESOLVE(primaryContextGetState, cuDevicePrimaryCtxGetState)
  GPUASM_CUDA_RESOLVE(contextSetCurrent, cuCtxSetCurrent)
  GPUASM_CUDA_RESOLVE(contextSynchronize, cuCtxSynchronize)
  GPUASM_CUDA_RESOLVE(memoryAllocate, cuMemAlloc)
  GPUASM_CUDA_RESOLVE(memoryFree, cuMemFree)
  GPUASM_CUDA_RESOLVE(memorySet, cuMemsetD8)
  GPUASM_CUDA_RESOLVE(copyHostToDevice, cuMemcpyHtoD)
  GPUASM_CUDA_RESOLVE(copyDeviceToHost, cuMemcpyDtoH)
  GPUASM_CUDA_RESOLVE(moduleLoad, cuModuleLoadDataEx)
  GPUASM_CUDA_RESOLVE(moduleUnload, cuModuleUnload)
  GPUASM_CUDA_RESOLVE(moduleGetFunction, cuModuleGetFunction)
  GPUASM_CUDA_RESOLVE(functionSetAttribute, cuFuncSetAttribute)
  GPUASM_CUDA_RESOLVE(launchKernel, cuLaunchKernel)
  GPUASM_CUDA_RESOLVE(eventCreate, cuEventCreate)
  GPUASM_CUDA_RESOLVE(eventDestroy, cuEventDestroy)
  GPUASM_CUDA_RESOLVE(eventRecord, cuEventRecord)
#undef GPUASM_CUDA_RESOLVE
  // cuda.h 12.8 and later name cuEventElapsedTime_v2; drivers before them
  // have only the first version, whose parameters are the same.
  if (found && !api.driver.resolve(GPUASM_CUDA_SYMBOL(cuEventElapsedTime), api.eventElapsedTime) &&
      !api.driver.resolve("cuEventElapsedTime", api.eventElapsedTime)) {
    found = false;
    failure = api.driver.missing(GPUASM_CUDA_SYMBOL(cuEventElapsedTime));
  }
  if (!found) return std::nullopt;
  return api;
}

// The errors after which cuda.h (13.0) says "This leaves the process in an
// inconsistent state and any further CUDA work will return the same error.
// To continue using CUDA, the process must be terminated and relaunched": no
// context of the process, old or new, works again. An H200 (driver 580) did
// just that: after an illegal address, cuDevicePrimaryCtxRetain answered
// CUDA_ERROR_ILLEGAL_ADDRESS (../shared/reference/ptx-h200.md). The newer
// codes are spelled as numbers, so that older cuda.h files build this.
bool leavesProcessUnusable(CUresult result) {
  switch (static_cast<int>(result)) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_LAUNCH_FAILED:
    case 226:  // CUDA_ERROR_CONTAINED
    case 721:  // CUDA_ERROR_TENSOR_MEMORY_LEAK
    case 810:  // CUDA_ERROR_MPS_CLIENT_TERMINATED
    case 911:  // CUDA_ERROR_EXTERNAL_DEVICE
      return true;
    default:
      return false;
  }
}

// The errors after which one context refuses every further call until it is
// destroyed (cuda.h on CUDA_ERROR_ASSERT: "The context cannot be used
// anymore, and must be destroyed"); and the process-wide ones above.
bool leavesContextUnusable(CUresult result) {
  return result == CUDA_ERROR_ASSERT || result == CUDA_ERROR_ECC_UNCORRECTABLE ||
         leavesProcessUnusable(result);
}

constexpr std::string_view kOnlyInANewProcess =
    "NVIDIA's driver recovers from it only in a new process (cuda.h: \"To continue using CUDA, "
    "the process must be terminated and relaunched\")";

// What gpuasm's CUDA devices know of the primary context they share: the
// driver has one per GPU and process, counted by cuDevicePrimaryCtxRetain
// and cuDevicePrimaryCtxRelease, and every device of this file opened on
// that GPU holds the same one, so that a fault one of them meets breaks the
// others too. Guarded by ContextRegistry::mutex.
struct SharedContext {
  int holders = 0;           // gpuasm devices that retained it and have not released it
  std::string brokenBy;      // the driver's words for the fault that broke it; empty while usable
  bool processWide = false;  // brokenBy is one of leavesProcessUnusable's
  // Active before gpuasm's first retain: another module of the process (the
  // CUDA runtime, a library, the transfer endpoints) holds it too.
  bool heldByOthers = false;
};

// Every primary context gpuasm's devices hold, by driver library and GPU.
// Process-wide, as what it records is: the one mutable global of the PTX
// target: DESIGN.md asks for none, and this is where it cannot be helped, as
// what it records, the driver's primary context, is itself one per process.
struct ContextRegistry {
  // Recursive: a device destroyed while a new one is being opened (a failed
  // open) releases under the same lock.
  std::recursive_mutex mutex;
  std::map<std::pair<std::string, CUdevice>, std::weak_ptr<SharedContext>> contexts;

  static ContextRegistry& instance() {
    static ContextRegistry registry;
    return registry;
  }
};

// What the kernel did, in words, for the faults a kernel causes itself.
std::string_view kernelFaultMeaning(CUresult result) {
  switch (result) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
      return "the kernel read or wrote an address outside every buffer";
    case CUDA_ERROR_MISALIGNED_ADDRESS:
      return "the kernel accessed memory at an address not aligned to the access's size";
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
      return "the kernel accessed an address outside the state space of the instruction";
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
      return "the kernel executed an illegal instruction";
    case CUDA_ERROR_LAUNCH_TIMEOUT:
      return "the kernel ran longer than the driver's watchdog allows";
    case CUDA_ERROR_ASSERT:
      return "a thread's assert failed (CUDA's assert, __assertfail)";
    default:
      return "";
  }
}

std::string dimensions(const std::array<uint32_t, 3>& size) {
  return fmt::format("{}x{}x{}", size[0], size[1], size[2]);
}

constexpr size_t kJitLogBytes = 64 * 1024;
// Kernels that ask for more dynamic shared memory than this must say so to
// the driver first (cuFuncSetAttribute); up to it, every GPU gives it.
constexpr uint32_t kDefaultDynamicSharedLimit = 48 * 1024;

class CudaDevice final : public Device {
 public:
  // `shared` counts this device among its holders already.
  CudaDevice(DriverApi api, CUdevice device, CUcontext context, std::string name,
             std::shared_ptr<SharedContext> shared)
      : api_(api),
        device_(device),
        context_(context),
        name_(std::move(name)),
        shared_(std::move(shared)) {}
  CudaDevice(const CudaDevice&) = delete;
  CudaDevice& operator=(const CudaDevice&) = delete;

  ~CudaDevice() override {
    std::lock_guard lock(ContextRegistry::instance().mutex);
    // In a context a fault broke every call fails, and another device may
    // have reset it since (destroying all this one made): then nothing is
    // given back but the reference, which the driver's reference allows
    // after a reset. Otherwise errors are ignored.
    if (shared_->brokenBy.empty() && api_.contextSetCurrent(context_) == CUDA_SUCCESS) {
      for (const auto& [text, module] : modules_) api_.moduleUnload(module);
      for (const Allocation& allocation : allocations_) api_.memoryFree(allocation.address);
      for (CUevent event : {start_, stop_}) {
        if (event != nullptr) api_.eventDestroy(event);
      }
    }
    // The last reference released destroys the context, and a fault's
    // damage to it with it.
    --shared_->holders;
    api_.primaryContextRelease(device_);
    // libcuda stays loaded: the driver's own threads may outlive this device.
  }

  // The events that time launches; false, with `error`, when the driver
  // cannot make them.
  bool createEvents(std::string& error) {
    for (CUevent* event : {&start_, &stop_}) {
      if (CUresult result = api_.eventCreate(event, CU_EVENT_DEFAULT); result != CUDA_SUCCESS) {
        error = api_.failed("cuEventCreate", result);
        return false;
      }
    }
    return true;
  }

  DeviceKind kind() const override { return DeviceKind::Cuda; }
  std::string name() const override { return name_; }

  Buffer createBuffer(uint64_t bytes, std::span<const uint8_t> initial) override {
    // Contents longer than the buffer fill it, as on the simulator.
    initial = initial.first(std::min<uint64_t>(bytes, initial.size()));
    makeCurrent();
    // cuMemAlloc refuses 0 bytes; an empty buffer still gets an address.
    CUdeviceptr address = 0;
    check(api_.memoryAllocate(&address, std::max<uint64_t>(bytes, 1)),
          fmt::format("cuMemAlloc of {} bytes", bytes));
    allocations_.push_back({address, bytes});
    check(api_.memorySet(address, 0, std::max<uint64_t>(bytes, 1)), "cuMemsetD8");
    if (!initial.empty()) {
      check(api_.copyHostToDevice(address, initial.data(), initial.size()), "cuMemcpyHtoD");
    }
    return Buffer{static_cast<uint32_t>(allocations_.size())};
  }

  uint64_t size(Buffer buffer) const override { return allocation(buffer).bytes; }
  uint64_t address(Buffer buffer) const override { return allocation(buffer).address; }

  void write(Buffer buffer, uint64_t offset, std::span<const uint8_t> bytes) override {
    const Allocation& target = allocationRange(buffer, offset, bytes.size());
    if (bytes.empty()) return;
    makeCurrent();
    check(api_.copyHostToDevice(target.address + offset, bytes.data(), bytes.size()),
          "cuMemcpyHtoD");
  }

  void read(Buffer buffer, uint64_t offset, std::span<uint8_t> bytes) override {
    const Allocation& source = allocationRange(buffer, offset, bytes.size());
    if (bytes.empty()) return;
    makeCurrent();
    check(api_.copyDeviceToHost(bytes.data(), source.address + offset, bytes.size()),
          "cuMemcpyDtoH");
  }

  LaunchReport launch(const Kernel& kernel, const LaunchSettings& settings) override {
    checkLaunchShape(settings);
    std::vector<uint8_t> parameters = parameterBlock(kernel, *this);
    makeCurrent();
    CUfunction function = functionFor(kernel);
    if (settings.dynamicSharedBytes > kDefaultDynamicSharedLimit) {
      int bytes = static_cast<int>(
          std::min<uint32_t>(settings.dynamicSharedBytes, std::numeric_limits<int>::max()));
      CUresult allowed = api_.functionSetAttribute(
          function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bytes);
      if (allowed == CUDA_ERROR_INVALID_VALUE) {
        throw LaunchError{
            fmt::format("kernel {} asks for {} bytes of dynamic shared memory, more than {} gives "
                        "a block beside its static shared memory: {}",
                        kernel.name(), settings.dynamicSharedBytes, name_,
                        api_.failed("cuFuncSetAttribute", allowed)),
            true};
      }
      check(allowed, "cuFuncSetAttribute");
    }

    size_t parameterBytes = parameters.size();
    std::array<void*, 5> extra{CU_LAUNCH_PARAM_BUFFER_POINTER, parameters.data(),
                               CU_LAUNCH_PARAM_BUFFER_SIZE, &parameterBytes, CU_LAUNCH_PARAM_END};
    check(api_.eventRecord(start_, nullptr), "cuEventRecord");
    CUresult launched = api_.launchKernel(function, settings.grid[0], settings.grid[1],
                                          settings.grid[2], settings.block[0], settings.block[1],
                                          settings.block[2], settings.dynamicSharedBytes, nullptr,
                                          nullptr, parameters.empty() ? nullptr : extra.data());
    if (launched != CUDA_SUCCESS) {
      // The driver checks the shape against the GPU's limits and the
      // kernel's registers here: those are the caller's to change.
      bool badSettings =
          launched == CUDA_ERROR_INVALID_VALUE || launched == CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES;
      std::string message = fmt::format(
          "kernel {} (grid {}, block {}, {} dynamic shared bytes) did not start on {}: {}",
          kernel.name(), dimensions(settings.grid), dimensions(settings.block),
          settings.dynamicSharedBytes, name_, api_.failed("cuLaunchKernel", launched));
      if (!badSettings) message = noteIfUnusable(launched, std::move(message));
      throw LaunchError{std::move(message), badSettings};
    }
    check(api_.eventRecord(stop_, nullptr), "cuEventRecord");
    // A fault in the kernel surfaces here, at the first call that waits for it.
    if (CUresult finished = api_.contextSynchronize(); finished != CUDA_SUCCESS) {
      std::string message =
          fmt::format("kernel {} failed on {}: {}", kernel.name(), name_,
                      api_.failed("cuCtxSynchronize after cuLaunchKernel", finished));
      if (std::string_view meaning = kernelFaultMeaning(finished); !meaning.empty()) {
        message += fmt::format(
            ": {}; the driver does not say which thread or instruction (the simulator, "
            "--device sim, runs the same PTX and names them)",
            meaning);
      }
      throw LaunchError{noteIfUnusable(finished, std::move(message)), false};
    }
    float milliseconds = 0;
    check(api_.eventElapsedTime(&milliseconds, start_, stop_), "cuEventElapsedTime");

    LaunchReport report;
    report.kernel = kernel.name();
    report.device = name_;
    report.grid = settings.grid;
    report.block = settings.block;
    report.threads = uint64_t{1};
    for (uint32_t size : settings.grid) report.threads *= size;
    for (uint32_t size : settings.block) report.threads *= size;
    report.seconds = static_cast<double>(milliseconds) / 1000.0;
    return report;
  }

 private:
  struct Allocation {
    CUdeviceptr address = 0;
    uint64_t bytes = 0;
  };

  const Allocation& allocation(Buffer buffer) const {
    if (buffer.id == 0 || buffer.id > allocations_.size()) {
      throw LaunchError{fmt::format("buffer {} is not one of this device's", buffer.id), true};
    }
    return allocations_[buffer.id - 1];
  }

  const Allocation& allocationRange(Buffer buffer, uint64_t offset, uint64_t bytes) const {
    const Allocation& found = allocation(buffer);
    if (offset > found.bytes || bytes > found.bytes - offset) {
      // An end past 2^64 as the sum it is.
      std::string endText = bytes <= UINT64_MAX - offset ? std::to_string(offset + bytes)
                                                         : fmt::format("{}+{}", offset, bytes);
      throw LaunchError{fmt::format("bytes {}..{} are outside buffer {} ({} bytes)", offset,
                                    endText, buffer.id, found.bytes),
                        true};
    }
    return found;
  }

  // Every call is made in this device's context, whichever host thread makes
  // it, and none once a fault broke the context (here or on another gpuasm
  // device holding it).
  void makeCurrent() {
    std::string brokenBy;
    bool processWide = false;
    {
      std::lock_guard lock(ContextRegistry::instance().mutex);
      brokenBy = shared_->brokenBy;
      processWide = shared_->processWide;
    }
    if (!brokenBy.empty()) {
      std::string message = fmt::format(
          "the CUDA context on {} is unusable after an earlier error ({}{})", name_, brokenBy,
          brokeIt_ ? "" : " on another gpuasm device holding it, the GPU's primary context");
      if (processWide) {
        message +=
            fmt::format(", and so is every CUDA context of this process: {}", kOnlyInANewProcess);
      } else {
        message += "; destroy this device and open a new one";
      }
      throw LaunchError{std::move(message), false};
    }
    check(api_.contextSetCurrent(context_), "cuCtxSetCurrent");
  }

  void check(CUresult result, std::string_view call) {
    if (result == CUDA_SUCCESS) return;
    throw LaunchError{
        noteIfUnusable(result, fmt::format("{}: {}", name_, api_.failed(call, result))), false};
  }

  std::string noteIfUnusable(CUresult result, std::string message) {
    if (!leavesContextUnusable(result)) return message;
    {
      std::lock_guard lock(ContextRegistry::instance().mutex);
      if (shared_->brokenBy.empty()) {
        shared_->brokenBy = api_.describe(result);
        shared_->processWide = leavesProcessUnusable(result);
        brokeIt_ = true;
      }
    }
    if (leavesProcessUnusable(result)) {
      return message + fmt::format(
                           ". The CUDA driver is now unusable in this process: every further "
                           "call on this device, and on every other CUDA device of the process, "
                           "fails, and {}",
                           kOnlyInANewProcess);
    }
    return message +
           ". The CUDA context is now unusable: every further call on this device fails; destroy "
           "it and open a new one";
  }

  // cuModuleLoadDataEx once per program text, then cuModuleGetFunction.
  CUfunction functionFor(const Kernel& kernel) {
    const Program& program = kernel.program();
    auto cached = modules_.find(program.text());
    if (cached == modules_.end()) {
      std::vector<char> errorLog(kJitLogBytes, '\0');
      std::vector<char> infoLog(kJitLogBytes, '\0');
      std::array<CUjit_option, 4> options{
          CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES, CU_JIT_INFO_LOG_BUFFER,
          CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
      std::array<void*, 4> values{errorLog.data(), reinterpret_cast<void*>(uintptr_t{kJitLogBytes}),
                                  infoLog.data(), reinterpret_cast<void*>(uintptr_t{kJitLogBytes})};
      CUmodule module = nullptr;
      CUresult loaded = api_.moduleLoad(&module, program.text().c_str(), options.size(),
                                        options.data(), values.data());
      if (loaded != CUDA_SUCCESS) {
        errorLog.back() = '\0';
        infoLog.back() = '\0';
        std::string message =
            fmt::format("the CUDA driver did not load {} on {}: {}", program.name(), name_,
                        api_.failed("cuModuleLoadDataEx", loaded));
        for (const char* log : {errorLog.data(), infoLog.data()}) {
          std::string_view text(log);
          while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
            text.remove_suffix(1);
          if (!text.empty()) message += fmt::format("\n{}", text);
        }
        throw LaunchError{noteIfUnusable(loaded, std::move(message)), false};
      }
      cached = modules_.emplace(program.text(), module).first;
    }
    CUfunction function = nullptr;
    check(api_.moduleGetFunction(&function, cached->second, kernel.name().c_str()),
          fmt::format("cuModuleGetFunction of kernel {} in {}", kernel.name(), program.name()));
    return function;
  }

  DriverApi api_;
  CUdevice device_;
  CUcontext context_;
  std::string name_;
  CUevent start_ = nullptr;
  CUevent stop_ = nullptr;
  std::vector<Allocation> allocations_;  // Buffer::id - 1
  // Keyed by the PTX text itself: a program loaded again, or a copy of it,
  // finds its module; a different text never does.
  std::unordered_map<std::string, CUmodule> modules_;
  std::shared_ptr<SharedContext> shared_;
  bool brokeIt_ = false;  // the fault that broke the shared context was met here
};

}  // namespace

std::unique_ptr<Device> openCudaDeviceFromLibrary(const std::string& library, std::string& error) {
  cuda::DriverFailure failure;
  std::optional<cuda::Driver> driver = cuda::Driver::open(library, failure);
  std::optional<DriverApi> resolved;
  if (driver) resolved = resolveDriverApi(std::move(*driver), failure);
  if (!resolved || !resolved->driver.start(failure)) {
    error = std::move(failure.message);
    return nullptr;
  }
  const DriverApi& api = *resolved;
  int count = 0;
  if (CUresult result = api.deviceGetCount(&count); result != CUDA_SUCCESS) {
    error = fmt::format("no NVIDIA GPU: {}", api.failed("cuDeviceGetCount", result));
    return nullptr;
  }
  if (count == 0) {
    error = "no NVIDIA GPU: the driver started and lists none (cuDeviceGetCount is 0)";
    return nullptr;
  }
  CUdevice device = 0;
  if (CUresult result = api.deviceGet(&device, 0); result != CUDA_SUCCESS) {
    error = api.failed("cuDeviceGet of GPU 0", result);
    return nullptr;
  }
  std::array<char, 256> name{};
  if (CUresult result = api.deviceGetName(name.data(), name.size() - 1, device);
      result != CUDA_SUCCESS) {
    error = api.failed("cuDeviceGetName of GPU 0", result);
    return nullptr;
  }
  const std::string gpu = name.data();
  ContextRegistry& registry = ContextRegistry::instance();
  std::lock_guard lock(registry.mutex);
  std::weak_ptr<SharedContext>& known = registry.contexts[{api.driver.library(), device}];
  std::shared_ptr<SharedContext> shared = known.lock();
  if (shared != nullptr && !shared->brokenBy.empty()) {
    // Other gpuasm devices hold a context a fault broke.
    if (shared->processWide) {
      error = fmt::format(
          "{}: the CUDA driver is unusable in this process after an earlier error ({}): {}", gpu,
          shared->brokenBy, kOnlyInANewProcess);
      return nullptr;
    }
    std::string holders =
        fmt::format("{} gpuasm device{}", shared->holders, shared->holders == 1 ? "" : "s");
    if (shared->heldByOthers) {
      error = fmt::format(
          "{}: the GPU's context is broken by an earlier fault ({}); {} and another module of "
          "this process still hold it, and gpuasm resets it only where its own devices alone do "
          "(cuDevicePrimaryCtxReset would destroy what that module holds): destroy those "
          "devices, and have that module release the context",
          gpu, shared->brokenBy, holders);
      return nullptr;
    }
    // Only gpuasm's devices hold it, and they refuse every call and give
    // back nothing but their references: the reset destroys nothing anyone
    // can still use, which is what the driver's reference asks of it, and
    // releasing after a reset is a call it allows.
    if (CUresult result = api.primaryContextReset(device); result != CUDA_SUCCESS) {
      error = fmt::format(
          "{}: the GPU's context is broken by an earlier fault ({}) and {} still hold it: {}", gpu,
          shared->brokenBy, holders, api.failed("cuDevicePrimaryCtxReset", result));
      return nullptr;
    }
    shared = nullptr;  // the next retain makes a new context
  }
  bool heldByOthers = false;
  if (shared == nullptr) {
    unsigned int flags = 0;
    int active = 0;
    if (CUresult result = api.primaryContextGetState(device, &flags, &active);
        result != CUDA_SUCCESS) {
      error = fmt::format("{}: {}", gpu, api.failed("cuDevicePrimaryCtxGetState", result));
      return nullptr;
    }
    heldByOthers = active != 0;
  }
  CUcontext context = nullptr;
  if (CUresult result = api.primaryContextRetain(&context, device); result != CUDA_SUCCESS) {
    error = fmt::format("{}: {}", gpu, api.failed("cuDevicePrimaryCtxRetain", result));
    if (leavesProcessUnusable(result)) {
      error += fmt::format(
          ": an earlier kernel's fault left the CUDA driver unusable in this process, and {}",
          kOnlyInANewProcess);
    }
    return nullptr;
  }
  if (shared == nullptr) {
    shared = std::make_shared<SharedContext>();
    shared->heldByOthers = heldByOthers;
    known = shared;
  }
  ++shared->holders;
  // From here the device releases the context, whatever fails next.
  auto cudaDevice = std::make_unique<CudaDevice>(api, device, context, gpu, shared);
  if (CUresult result = api.contextSetCurrent(context); result != CUDA_SUCCESS) {
    error = fmt::format("{}: {}", gpu, api.failed("cuCtxSetCurrent", result));
    return nullptr;
  }
  // A context another module holds may come back broken: a fault's error
  // stays with it until it is destroyed, and the first call that waits says so.
  if (CUresult result = api.contextSynchronize(); result != CUDA_SUCCESS) {
    if (leavesContextUnusable(result)) {
      shared->brokenBy = api.describe(result);
      shared->processWide = leavesProcessUnusable(result);
    }
    if (leavesProcessUnusable(result)) {
      error = fmt::format(
          "{}: the CUDA driver is unusable in this process after an earlier error ({}): {}", gpu,
          api.describe(result), kOnlyInANewProcess);
    } else if (leavesContextUnusable(result)) {
      error = fmt::format(
          "{}: the GPU's context is broken by an earlier fault ({}); another module of this "
          "process still holds it, and gpuasm resets it only where its own devices alone do "
          "(cuDevicePrimaryCtxReset would destroy what that module holds): have that module "
          "release the context",
          gpu, api.describe(result));
    } else {
      error = fmt::format("{}: {}", gpu, api.failed("cuCtxSynchronize", result));
    }
    return nullptr;
  }
  if (!cudaDevice->createEvents(error)) return nullptr;
  return cudaDevice;
}

int cudaHeaderVersion() {
  return CUDA_VERSION;
}

#else

std::unique_ptr<Device> openCudaDeviceFromLibrary(const std::string& /*library*/,
                                                  std::string& error) {
  error =
      "gpuasm was built without the CUDA toolkit's headers (cuda.h); rebuild where CMake finds "
      "the CUDA toolkit";
  return nullptr;
}

int cudaHeaderVersion() {
  return 0;
}

#endif

std::unique_ptr<Device> openCudaDevice(std::string& error) {
  // The name the driver installs (the unversioned libcuda.so is the
  // toolkit's, and may be its stub).
  return openCudaDeviceFromLibrary("libcuda.so.1", error);
}

}  // namespace gpuasm::ptx
