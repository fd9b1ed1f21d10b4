/* HIP's module API (hip_runtime_api.h: hipModuleLoadData,
 * hipModuleGetFunction, hipModuleLaunchKernel, hipMalloc, hipMemcpy, ...)
 * implemented on gpuasm's GCN simulator, as ptx/host.hpp mirrors CUDA's driver
 * API: a program that loads HSA code objects (clang -target
 * amdgcn-amd-amdhsa, or hipcc --genco) and launches their kernels through
 * these calls runs on the simulated GPU when linked with libgpuasm instead of
 * libamdhip64.
 *
 * There is one simulated device per process, as a machine has its GPUs:
 * device 0, created on first use. Device pointers are addresses in its
 * memory, not host addresses: pass them to kernels and hipMemcpy, never
 * dereference them on the host. Launches run to their end before
 * hipModuleLaunchKernel returns (streams are accepted and ignored); a kernel's
 * fault is its error code, and hipGetErrorString / the C++ report below say
 * what and where. Memory given back with hipFree is not reused. The names and
 * numbers of the error codes are HIP's (docs/gcn-simulator.md, "The HIP-like
 * API"). */
#ifndef GPUASM_GCN_HIP_H
#define GPUASM_GCN_HIP_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum hipError_t {
  hipSuccess = 0,
  hipErrorInvalidValue = 1,
  hipErrorOutOfMemory = 2,
  hipErrorNotInitialized = 3,
  hipErrorInvalidConfiguration = 9,
  hipErrorInvalidDevicePointer = 17,
  hipErrorInvalidMemcpyDirection = 21,
  hipErrorInvalidDevice = 101,
  hipErrorInvalidImage = 200,
  hipErrorFileNotFound = 301,
  hipErrorInvalidHandle = 400,
  hipErrorNotFound = 500,
  hipErrorIllegalAddress = 700,
  hipErrorLaunchTimeOut = 702,
  hipErrorLaunchFailure = 719,
  hipErrorNotSupported = 801,
} hipError_t;

typedef enum hipMemcpyKind {
  hipMemcpyHostToHost = 0,
  hipMemcpyHostToDevice = 1,
  hipMemcpyDeviceToHost = 2,
  hipMemcpyDeviceToDevice = 3,
  hipMemcpyDefault = 4,
} hipMemcpyKind;

typedef struct ihipModule_t* hipModule_t;
typedef struct ihipModuleSymbol_t* hipFunction_t;
typedef struct ihipStream_t* hipStream_t;
typedef void* hipDeviceptr_t;

/* The `extra` argument of hipModuleLaunchKernel: the explicit arguments
 * packed in one buffer as the kernarg segment lays them out. */
#define HIP_LAUNCH_PARAM_BUFFER_POINTER ((void*)0x01)
#define HIP_LAUNCH_PARAM_BUFFER_SIZE ((void*)0x02)
#define HIP_LAUNCH_PARAM_END ((void*)0x03)

hipError_t hipInit(unsigned int flags);
hipError_t hipGetDeviceCount(int* count);
hipError_t hipSetDevice(int deviceId);
hipError_t hipGetDevice(int* deviceId);
hipError_t hipDeviceSynchronize(void);

hipError_t hipMalloc(void** ptr, size_t size);
hipError_t hipFree(void* ptr);
hipError_t hipMemcpy(void* dst, const void* src, size_t sizeBytes, hipMemcpyKind kind);
hipError_t hipMemcpyHtoD(hipDeviceptr_t dst, void* src, size_t sizeBytes);
hipError_t hipMemcpyDtoH(void* dst, hipDeviceptr_t src, size_t sizeBytes);
hipError_t hipMemset(void* dst, int value, size_t sizeBytes);

/* The code object's size is read from its ELF header (the section and
 * program header tables' ends), as the runtime does. */
hipError_t hipModuleLoadData(hipModule_t* module, const void* image);
hipError_t hipModuleLoad(hipModule_t* module, const char* fname);
hipError_t hipModuleUnload(hipModule_t module);
hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* kname);
hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gridDimX, unsigned int gridDimY,
                                 unsigned int gridDimZ, unsigned int blockDimX,
                                 unsigned int blockDimY, unsigned int blockDimZ,
                                 unsigned int sharedMemBytes, hipStream_t stream,
                                 void** kernelParams, void** extra);

/* The error of the last call that failed on this device, then hipSuccess. */
hipError_t hipGetLastError(void);
hipError_t hipPeekAtLastError(void);
const char* hipGetErrorName(hipError_t error);
/* What went wrong: the code's meaning, and for the last failed call on this
 * device the simulator's own message (the fault, its instruction, address,
 * work-group and lane). */
const char* hipGetErrorString(hipError_t error);

#ifdef __cplusplus
}

#include "gpuasm/gcn/host.hpp"

namespace gpuasm::gcn {
/* The report of the last hipModuleLaunchKernel (instructions, waves, the
 * fault with its place), empty before the first. */
std::optional<LaunchReport> hipLastLaunchReport();
}  // namespace gpuasm::gcn
#endif

#endif
