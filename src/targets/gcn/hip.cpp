// HIP's module API over the simulated device (gpuasm/gcn/hip.h). Like the
// vc4 mailbox calls, it keeps one device per process, as the real runtime
// does: the one piece of process-wide state in the gcn target, behind a mutex.
#include "gpuasm/gcn/hip.h"

#include <fmt/format.h>

#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>

#include "targets/gcn/binary/code_object.hpp"
#include "targets/gcn/host_model.hpp"

struct ihipModule_t {
  gpuasm::gcn::Program program;
  std::vector<std::unique_ptr<ihipModuleSymbol_t>> functions;
};

struct ihipModuleSymbol_t {
  gpuasm::gcn::Kernel kernel;
};

namespace gpuasm::gcn {
namespace {

struct Allocation {
  Buffer buffer;
  uint64_t size = 0;
  bool freed = false;
};

struct HipRuntime {
  std::mutex mutex;
  Device device;
  std::map<uint64_t, Allocation> allocations;  // by device address
  std::vector<std::unique_ptr<ihipModule_t>> modules;
  hipError_t lastError = hipSuccess;
  std::string lastMessage;
  std::optional<LaunchReport> lastReport;

  hipError_t fail(hipError_t error, std::string message) {
    lastError = error;
    lastMessage = std::move(message);
    return error;
  }

  // The live allocation holding [address, address + size): its buffer and
  // the offset into it; nullopt when there is none.
  std::optional<std::pair<Buffer, uint64_t>> find(uint64_t address, uint64_t size) {
    auto it = allocations.upper_bound(address);
    if (it == allocations.begin()) return std::nullopt;
    --it;
    const uint64_t offset = address - it->first;
    if (it->second.freed || offset > it->second.size || size > it->second.size - offset)
      return std::nullopt;
    return std::pair(it->second.buffer, offset);
  }

  bool liveModule(const ihipModule_t* module) const {
    for (const auto& m : modules)
      if (m.get() == module) return true;
    return false;
  }
  bool liveFunction(const ihipModuleSymbol_t* function) const {
    for (const auto& m : modules)
      for (const auto& f : m->functions)
        if (f.get() == function) return true;
    return false;
  }
};

HipRuntime& runtime() {
  static HipRuntime instance;
  return instance;
}

uint64_t addressOf(const void* pointer) {
  return static_cast<uint64_t>(reinterpret_cast<uintptr_t>(pointer));
}

// The bytes of a code object that starts at `image`: up to the end of its
// section or program header table, whichever lies further.
size_t elfSize(const uint8_t* image) {
  if (std::memcmp(image,
                  "\x7f"
                  "ELF",
                  4) != 0 ||
      image[4] != 2)
    return 64;
  auto le = [&](size_t at, size_t bytes) {
    uint64_t v = 0;
    for (size_t i = 0; i < bytes; ++i) v |= uint64_t{image[at + i]} << (8 * i);
    return v;
  };
  const uint64_t programEnd = le(32, 8) + le(54, 2) * le(56, 2);
  const uint64_t sectionEnd = le(40, 8) + le(58, 2) * le(60, 2);
  // A header that claims more than 1 GiB is a broken one: the reader refuses it.
  return static_cast<size_t>(
      std::min<uint64_t>(std::max({programEnd, sectionEnd, uint64_t{64}}), uint64_t{1} << 30));
}

hipError_t loadModule(HipRuntime& r, hipModule_t* module, std::span<const uint8_t> bytes) {
  std::string error;
  std::optional<Program> program = Program::fromCodeObject(bytes, error);
  if (!program) return r.fail(hipErrorInvalidImage, "hipModuleLoadData: " + error);
  r.modules.push_back(std::make_unique<ihipModule_t>(ihipModule_t{std::move(*program), {}}));
  *module = r.modules.back().get();
  return hipSuccess;
}

hipError_t copy(HipRuntime& r, void* dst, const void* src, size_t bytes, hipMemcpyKind kind) {
  if (bytes == 0) return hipSuccess;
  if (!dst || !src) return r.fail(hipErrorInvalidValue, "hipMemcpy: a null pointer");
  if (kind == hipMemcpyDefault) {
    const bool dstDevice = r.find(addressOf(dst), bytes).has_value();
    const bool srcDevice = r.find(addressOf(src), bytes).has_value();
    kind = dstDevice ? (srcDevice ? hipMemcpyDeviceToDevice : hipMemcpyHostToDevice)
                     : (srcDevice ? hipMemcpyDeviceToHost : hipMemcpyHostToHost);
  }
  if (kind > hipMemcpyDefault)
    return r.fail(hipErrorInvalidMemcpyDirection, fmt::format("hipMemcpy: kind {}", int(kind)));
  const bool dstDevice = kind == hipMemcpyHostToDevice || kind == hipMemcpyDeviceToDevice;
  const bool srcDevice = kind == hipMemcpyDeviceToHost || kind == hipMemcpyDeviceToDevice;
  auto place = [&](const void* p,
                   std::string_view what) -> std::optional<std::pair<Buffer, uint64_t>> {
    std::optional<std::pair<Buffer, uint64_t>> at = r.find(addressOf(p), bytes);
    if (!at)
      r.fail(hipErrorInvalidDevicePointer,
             fmt::format("hipMemcpy: {} {:#x} .. +{} bytes is not inside a live hipMalloc "
                         "allocation",
                         what, addressOf(p), bytes));
    return at;
  };
  std::vector<uint8_t> staging(bytes);
  if (srcDevice) {
    const auto at = place(src, "source");
    if (!at) return r.lastError;
    std::memcpy(staging.data(), r.device.map(at->first).data() + at->second, bytes);
  } else {
    std::memcpy(staging.data(), src, bytes);
  }
  if (dstDevice) {
    const auto at = place(dst, "destination");
    if (!at) return r.lastError;
    std::memcpy(r.device.map(at->first).data() + at->second, staging.data(), bytes);
  } else {
    std::memcpy(dst, staging.data(), bytes);
  }
  return hipSuccess;
}

hipError_t launchError(HipRuntime& r, const LaunchReport& report) {
  r.lastReport = report;
  if (!report.fault) return hipSuccess;
  const std::string& kind = report.fault->kind;
  const hipError_t code = kind == "address" || kind == "memory"        ? hipErrorIllegalAddress
                          : kind == "watchdog" || kind == "time-limit" ? hipErrorLaunchTimeOut
                                                                       : hipErrorLaunchFailure;
  return r.fail(code, "hipModuleLaunchKernel: " + report.fault->describe());
}

}  // namespace

std::optional<LaunchReport> hipLastLaunchReport() {
  HipRuntime& r = runtime();
  std::lock_guard lock(r.mutex);
  return r.lastReport;
}

}  // namespace gpuasm::gcn

using gpuasm::gcn::runtime;

extern "C" {

hipError_t hipInit(unsigned int flags) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  return flags ? r.fail(hipErrorInvalidValue, "hipInit: flags must be 0") : hipSuccess;
}

hipError_t hipGetDeviceCount(int* count) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (!count) return r.fail(hipErrorInvalidValue, "hipGetDeviceCount: a null pointer");
  *count = 1;
  return hipSuccess;
}

hipError_t hipSetDevice(int deviceId) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  return deviceId == 0
             ? hipSuccess
             : r.fail(hipErrorInvalidDevice,
                      fmt::format("hipSetDevice: device {}; the simulator has device 0", deviceId));
}

hipError_t hipGetDevice(int* deviceId) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (!deviceId) return r.fail(hipErrorInvalidValue, "hipGetDevice: a null pointer");
  *deviceId = 0;
  return hipSuccess;
}

hipError_t hipDeviceSynchronize(void) {
  return hipSuccess;  // every launch has run to its end already
}

hipError_t hipMalloc(void** ptr, size_t size) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (!ptr) return r.fail(hipErrorInvalidValue, "hipMalloc: a null pointer");
  constexpr size_t kMaxAllocation = size_t{1} << 32;
  if (size > kMaxAllocation)
    return r.fail(hipErrorOutOfMemory,
                  fmt::format("hipMalloc: {} bytes, past the simulator's 4 GiB a buffer", size));
  if (size == 0) {
    *ptr = nullptr;
    return hipSuccess;
  }
  const gpuasm::gcn::Buffer buffer = r.device.createBuffer(size);
  const uint64_t address = r.device.address(buffer);
  r.allocations[address] = {buffer, size, false};
  *ptr = reinterpret_cast<void*>(static_cast<uintptr_t>(address));
  return hipSuccess;
}

hipError_t hipFree(void* ptr) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (!ptr) return hipSuccess;
  auto it = r.allocations.find(gpuasm::gcn::addressOf(ptr));
  if (it == r.allocations.end() || it->second.freed)
    return r.fail(hipErrorInvalidDevicePointer,
                  fmt::format("hipFree: {:#x} is not a live hipMalloc allocation",
                              gpuasm::gcn::addressOf(ptr)));
  it->second.freed = true;
  return hipSuccess;
}

hipError_t hipMemcpy(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  return gpuasm::gcn::copy(r, dst, src, sizeBytes, kind);
}

hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t sizeBytes) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  return gpuasm::gcn::copy(r, dst, src, sizeBytes, hipMemcpyHostToDevice);
}

hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t sizeBytes) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  return gpuasm::gcn::copy(r, dst, src, sizeBytes, hipMemcpyDeviceToHost);
}

hipError_t hipMemset(void* dst, int value, size_t sizeBytes) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (sizeBytes == 0) return hipSuccess;
  auto at = r.find(gpuasm::gcn::addressOf(dst), sizeBytes);
  if (!at)
    return r.fail(hipErrorInvalidDevicePointer,
                  fmt::format("hipMemset: {:#x} .. +{} bytes is not inside a live hipMalloc "
                              "allocation",
                              gpuasm::gcn::addressOf(dst), sizeBytes));
  std::memset(r.device.map(at->first).data() + at->second, value, sizeBytes);
  return hipSuccess;
}

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (!module || !image) return r.fail(hipErrorInvalidValue, "hipModuleLoadData: a null pointer");
  const auto* bytes = static_cast<const uint8_t*>(image);
  return gpuasm::gcn::loadModule(r, module, {bytes, gpuasm::gcn::elfSize(bytes)});
}

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (!module || !fname) return r.fail(hipErrorInvalidValue, "hipModuleLoad: a null pointer");
  std::ifstream in(fname, std::ios::binary);
  if (!in)
    return r.fail(hipErrorFileNotFound, fmt::format("hipModuleLoad: cannot read '{}'", fname));
  std::stringstream s;
  s << in.rdbuf();
  const std::string text = s.str();
  hipError_t e = gpuasm::gcn::loadModule(
      r, module, {reinterpret_cast<const uint8_t*>(text.data()), text.size()});
  if (e != hipSuccess) r.lastMessage = fmt::format("{}: {}", fname, r.lastMessage);
  return e;
}

hipError_t hipModuleUnload(hipModule_t module) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  for (auto it = r.modules.begin(); it != r.modules.end(); ++it)
    if (it->get() == module) {
      r.modules.erase(it);
      return hipSuccess;
    }
  return r.fail(hipErrorInvalidHandle, "hipModuleUnload: not a loaded module");
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (!function || !kname)
    return r.fail(hipErrorInvalidValue, "hipModuleGetFunction: a null pointer");
  if (!r.liveModule(module))
    return r.fail(hipErrorInvalidHandle, "hipModuleGetFunction: not a loaded module");
  std::string error;
  std::optional<gpuasm::gcn::Kernel> kernel =
      gpuasm::gcn::Kernel::create(module->program, kname, error);
  if (!kernel) return r.fail(hipErrorNotFound, "hipModuleGetFunction: " + error);
  module->functions.push_back(
      std::make_unique<ihipModuleSymbol_t>(ihipModuleSymbol_t{std::move(*kernel)}));
  *function = module->functions.back().get();
  return hipSuccess;
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gridDimX, unsigned int gridDimY,
                                 unsigned int gridDimZ, unsigned int blockDimX,
                                 unsigned int blockDimY, unsigned int blockDimZ,
                                 unsigned int sharedMemBytes, hipStream_t /*stream*/,
                                 void** kernelParams, void** extra) {
  using namespace gpuasm::gcn;
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  if (!r.liveFunction(f))
    return r.fail(hipErrorInvalidHandle,
                  "hipModuleLaunchKernel: not a function of a loaded module");
  Kernel& kernel = f->kernel;
  const auto& model = kernel.program().model();
  const gpuasm::gcn::binary::CodeObjectKernel& k = model.codeObject->kernels[kernel.index()];
  // The explicit arguments' places in the kernarg segment, for `extra`.
  std::vector<const gpuasm::gcn::binary::CodeObjectArgument*> explicitArguments;
  for (const auto& a : k.arguments)
    if (!a.hidden()) explicitArguments.push_back(&a);

  const void* packed = nullptr;
  size_t packedSize = 0;
  if (extra) {
    for (size_t i = 0; extra[i] != HIP_LAUNCH_PARAM_END; i += 2) {
      if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_POINTER) {
        packed = extra[i + 1];
      } else if (extra[i] == HIP_LAUNCH_PARAM_BUFFER_SIZE && extra[i + 1]) {
        packedSize = *static_cast<const size_t*>(extra[i + 1]);
      } else {
        return r.fail(hipErrorInvalidValue,
                      fmt::format("hipModuleLaunchKernel: extra[{}] is no HIP_LAUNCH_PARAM_*", i));
      }
    }
  }
  if (!kernelParams && !packed && !explicitArguments.empty())
    return r.fail(hipErrorInvalidValue,
                  fmt::format("hipModuleLaunchKernel: kernel '{}' takes {} arguments; neither "
                              "kernelParams nor extra gives them",
                              k.name, explicitArguments.size()));
  for (size_t i = 0; i < explicitArguments.size(); ++i) {
    const auto& a = *explicitArguments[i];
    const uint8_t* value = nullptr;
    if (kernelParams) {
      value = static_cast<const uint8_t*>(kernelParams[i]);
    } else {
      if (uint64_t{a.offset} + a.size > packedSize)
        return r.fail(hipErrorInvalidValue,
                      fmt::format("hipModuleLaunchKernel: argument {} at kernarg offset {} ({} "
                                  "bytes) is past the {} bytes of extra's buffer",
                                  i, a.offset, a.size, packedSize));
      value = static_cast<const uint8_t*>(packed) + a.offset;
    }
    if (!value)
      return r.fail(hipErrorInvalidValue,
                    fmt::format("hipModuleLaunchKernel: kernelParams[{}] is null", i));
    std::string error;
    ArgumentValue v = a.valueKind == "dynamic_shared_pointer" ? ArgumentValue::local(0)
                                                              : ArgumentValue::of({value, a.size});
    if (!kernel.setArgument(i, std::move(v), error))
      return r.fail(hipErrorInvalidValue, "hipModuleLaunchKernel: " + error);
  }
  LaunchSettings settings;
  settings.global = {uint64_t{gridDimX} * blockDimX, uint64_t{gridDimY} * blockDimY,
                     uint64_t{gridDimZ} * blockDimZ};
  settings.local = {blockDimX, blockDimY, blockDimZ};
  settings.dimensions = 3;
  settings.dynamicLdsBytes = sharedMemBytes;
  if (!gridDimX || !gridDimY || !gridDimZ || !blockDimX || !blockDimY || !blockDimZ)
    return r.fail(hipErrorInvalidConfiguration,
                  fmt::format("hipModuleLaunchKernel: grid {}x{}x{} of blocks {}x{}x{}: every "
                              "size must be at least 1",
                              gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ));
  try {
    return gpuasm::gcn::launchError(r, r.device.enqueueNDRange(kernel, settings));
  } catch (const LaunchError& e) {
    return r.fail(e.badSettings ? hipErrorInvalidConfiguration : hipErrorNotSupported,
                  "hipModuleLaunchKernel: " + e.message);
  }
}

hipError_t hipGetLastError(void) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  const hipError_t e = r.lastError;
  r.lastError = hipSuccess;
  return e;
}

hipError_t hipPeekAtLastError(void) {
  auto& r = runtime();
  std::lock_guard lock(r.mutex);
  return r.lastError;
}

const char* hipGetErrorName(hipError_t error) {
  switch (error) {
#define GPUASM_HIP_NAME(e) \
  case e:                  \
    return #e;
    GPUASM_HIP_NAME(hipSuccess)
    GPUASM_HIP_NAME(hipErrorInvalidValue)
    GPUASM_HIP_NAME(hipErrorOutOfMemory)
    GPUASM_HIP_NAME(hipErrorNotInitialized)
    GPUASM_HIP_NAME(hipErrorInvalidConfiguration)
    GPUASM_HIP_NAME(hipErrorInvalidDevicePointer)
    GPUASM_HIP_NAME(hipErrorInvalidMemcpyDirection)
    GPUASM_HIP_NAME(hipErrorInvalidDevice)
    GPUASM_HIP_NAME(hipErrorInvalidImage)
    GPUASM_HIP_NAME(hipErrorFileNotFound)
    GPUASM_HIP_NAME(hipErrorInvalidHandle)
    GPUASM_HIP_NAME(hipErrorNotFound)
    GPUASM_HIP_NAME(hipErrorIllegalAddress)
    GPUASM_HIP_NAME(hipErrorLaunchTimeOut)
    GPUASM_HIP_NAME(hipErrorLaunchFailure)
    GPUASM_HIP_NAME(hipErrorNotSupported)
#undef GPUASM_HIP_NAME
  }
  return "hipErrorUnknown";
}

const char* hipGetErrorString(hipError_t error) {
  auto& r = runtime();
  {
    std::lock_guard lock(r.mutex);
    if (error != hipSuccess && error == r.lastError && !r.lastMessage.empty())
      return r.lastMessage.c_str();
  }
  switch (error) {
    case hipSuccess:
      return "no error";
    case hipErrorInvalidValue:
      return "invalid argument";
    case hipErrorOutOfMemory:
      return "out of memory";
    case hipErrorNotInitialized:
      return "initialization error";
    case hipErrorInvalidConfiguration:
      return "invalid configuration argument";
    case hipErrorInvalidDevicePointer:
      return "invalid device pointer";
    case hipErrorInvalidMemcpyDirection:
      return "invalid copy direction for memcpy";
    case hipErrorInvalidDevice:
      return "invalid device ordinal";
    case hipErrorInvalidImage:
      return "device kernel image is invalid";
    case hipErrorFileNotFound:
      return "file not found";
    case hipErrorInvalidHandle:
      return "invalid resource handle";
    case hipErrorNotFound:
      return "named symbol not found";
    case hipErrorIllegalAddress:
      return "an illegal memory access was encountered";
    case hipErrorLaunchTimeOut:
      return "the launch timed out and was terminated";
    case hipErrorLaunchFailure:
      return "unspecified launch failure";
    case hipErrorNotSupported:
      return "operation not supported";
  }
  return "unknown error";
}

}  // extern "C"
