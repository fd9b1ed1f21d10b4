// The CUDA driver library (libcuda.so.1), found at run time: gpuasm never
// links it (the toolkit ships only a stub of it, and linking that would make
// libcuda.so.1 a library gpuasm cannot start without). One module opens it
// for everything that uses the driver API: the PTX target's CUDA device
// (src/targets/ptx/cuda_device.cpp) and the transfer library's cuda:N
// endpoints (src/transfer/cuda_endpoint.cpp). Each of them looks up the
// entry points it calls through resolve().
//
// This header needs cuda.h (types, constants, and the names of the versioned
// entry points), which CMake gives only to the files that include it, with
// GPUASM_HAVE_CUDA_HEADERS=1, where it finds the CUDA toolkit.
#pragma once

#if GPUASM_HAVE_CUDA_HEADERS
#include <cuda.h>

#include <optional>
#include <string>
#include <string_view>

// cuda.h maps most entry points to versioned symbols by macros (cuMemAlloc
// is cuMemAlloc_v2): spelling a name through the macro gives the symbol whose
// declaration, and so whose parameters, the header describes.
#define GPUASM_CUDA_SYMBOL_TEXT(symbol) #symbol
#define GPUASM_CUDA_SYMBOL(function) GPUASM_CUDA_SYMBOL_TEXT(function)

namespace gpuasm::cuda {

// Why a driver could not be opened or started.
struct DriverFailure {
  enum class Kind {
    NotInstalled,       // dlopen found no such library
    MissingEntryPoint,  // the library lacks a function cuda.h names (an older driver)
    NotStarted,         // cuInit failed (`result` says how; CUDA_ERROR_NO_DEVICE: no GPU)
  };
  Kind kind = Kind::NotInstalled;
  CUresult result = CUDA_SUCCESS;
  // A sentence for people: "no NVIDIA driver: libcuda.so.1 not found (...)",
  // "the NVIDIA driver's X has no cuMemcpyPeer: ...", "the NVIDIA driver did
  // not start: cuInit failed: CUDA_ERROR_NO_DEVICE (...)".
  std::string message;
};

class Driver {
 public:
  // dlopens `library` (never closed: once cuInit ran, the driver's threads
  // run its code) and looks up the entry points every user needs (the error
  // names, cuInit). Nothing, with `failure`, when either fails.
  static std::optional<Driver> open(const std::string& library, DriverFailure& failure);

  // Looks up `symbol` (spell it GPUASM_CUDA_SYMBOL(cuX)) as `function`'s type.
  template <class Function>
  bool resolve(const char* symbol, Function& function) const {
    void* address = lookUp(symbol);
    if (address == nullptr) return false;
    function = reinterpret_cast<Function>(address);
    return true;
  }
  // The failure of a resolve() that found nothing.
  DriverFailure missing(std::string_view symbol) const;

  // cuInit(0); false, with `failure`, when the driver does not start.
  bool start(DriverFailure& failure) const;

  // "CUDA_ERROR_ILLEGAL_ADDRESS (an illegal memory access was encountered)".
  std::string describe(CUresult result) const;
  // "cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)".
  std::string failed(std::string_view call, CUresult result) const;

  const std::string& library() const { return library_; }
  // Two drivers opened from one library share it (dlopen counts references).
  bool sameLibraryAs(const Driver& other) const { return handle_ == other.handle_; }

 private:
  void* lookUp(const char* symbol) const;

  void* handle_ = nullptr;
  std::string library_;
  decltype(&::cuGetErrorName) getErrorName_ = nullptr;
  decltype(&::cuGetErrorString) getErrorString_ = nullptr;
  decltype(&::cuInit) init_ = nullptr;
};

}  // namespace gpuasm::cuda

#endif
