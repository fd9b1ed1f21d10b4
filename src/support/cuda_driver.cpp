// Opening the CUDA driver (cuda_driver.hpp). Without the toolkit's cuda.h
// this file builds nothing: its users say gpuasm was built without CUDA.
#include "support/cuda_driver.hpp"

#if GPUASM_HAVE_CUDA_HEADERS
#include <dlfcn.h>
#include <fmt/format.h>

namespace gpuasm::cuda {

std::optional<Driver> Driver::open(const std::string& library, DriverFailure& failure) {
  dlerror();
  Driver driver;
  driver.library_ = library;
  driver.handle_ = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (driver.handle_ == nullptr) {
    const char* reason = dlerror();
    failure = {DriverFailure::Kind::NotInstalled, CUDA_SUCCESS,
               fmt::format("no NVIDIA driver: {} not found ({})", library,
                           reason != nullptr ? reason : "dlopen gave no reason")};
    return std::nullopt;
  }
  if (!driver.resolve(GPUASM_CUDA_SYMBOL(cuGetErrorName), driver.getErrorName_)) {
    failure = driver.missing(GPUASM_CUDA_SYMBOL(cuGetErrorName));
    return std::nullopt;
  }
  if (!driver.resolve(GPUASM_CUDA_SYMBOL(cuGetErrorString), driver.getErrorString_)) {
    failure = driver.missing(GPUASM_CUDA_SYMBOL(cuGetErrorString));
    return std::nullopt;
  }
  if (!driver.resolve(GPUASM_CUDA_SYMBOL(cuInit), driver.init_)) {
    failure = driver.missing(GPUASM_CUDA_SYMBOL(cuInit));
    return std::nullopt;
  }
  return driver;
}

void* Driver::lookUp(const char* symbol) const {
  return dlsym(handle_, symbol);
}

DriverFailure Driver::missing(std::string_view symbol) const {
  return {DriverFailure::Kind::MissingEntryPoint, CUDA_SUCCESS,
          fmt::format("the NVIDIA driver's {} has no {}: gpuasm was built with the cuda.h of CUDA "
                      "{}.{}, and the driver is older",
                      library_, symbol, CUDA_VERSION / 1000, CUDA_VERSION % 1000 / 10)};
}

bool Driver::start(DriverFailure& failure) const {
  const CUresult result = init_(0);
  if (result == CUDA_SUCCESS) return true;
  failure = {DriverFailure::Kind::NotStarted, result,
             fmt::format("the NVIDIA driver did not start: {}", failed("cuInit", result))};
  return false;
}

std::string Driver::describe(CUresult result) const {
  // The stub answers every call, cuGetErrorName included, with this.
  if (result == CUDA_ERROR_STUB_LIBRARY) {
    return "CUDA_ERROR_STUB_LIBRARY (the library loaded is the CUDA toolkit's stub, "
           "lib64/stubs/libcuda.so, with no driver behind it: is the stubs folder on "
           "LD_LIBRARY_PATH?)";
  }
  const char* name = nullptr;
  const char* text = nullptr;
  if (getErrorName_(result, &name) != CUDA_SUCCESS || name == nullptr)
    return fmt::format("CUresult {} (a code this driver does not name)", static_cast<int>(result));
  if (getErrorString_(result, &text) != CUDA_SUCCESS || text == nullptr) return name;
  return fmt::format("{} ({})", name, text);
}

std::string Driver::failed(std::string_view call, CUresult result) const {
  return fmt::format("{} failed: {}", call, describe(result));
}

}  // namespace gpuasm::cuda

#endif
