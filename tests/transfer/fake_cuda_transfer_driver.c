/* A fake CUDA driver for the transfer library's cuda:N endpoints: the entry
   points they look up in libcuda.so.1, over host memory, for several devices
   at once, so that every path of the endpoint (allocation, copies each way,
   device to device within one GPU and between two, peer access, a copy or an
   allocation that fails, no GPU at all) is tested without a GPU. Where it
   answers an error it answers what the CUDA driver API reference says the
   driver answers: cuInit with no GPU is CUDA_ERROR_NO_DEVICE, a call with no
   current context is CUDA_ERROR_INVALID_CONTEXT, cuCtxEnablePeerAccess twice
   is CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED. The current context is per host
   thread, as the driver's is. (The PTX device's fake, tests/targets/ptx/
   fake_cuda_driver.c, has one device and the module and launch calls; this
   one has the peer calls. What they share, the error names, the devices, the
   primary contexts and the table of allocations, is
   tests/support/fake_cuda_driver_common.c.) */
#include "fake_cuda_transfer_driver.h"

#include <cuda.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fake_cuda_driver_common.h"

enum { kMaxDevices = GPUASM_FAKE_CUDA_TRANSFER_MAX_DEVICES, kMaxAllocations = 256 };

struct CUctx_st {
  int device;
  int peerEnabled[kMaxDevices];
};

static struct GpuasmFakeCudaTransferState state = {.deviceCount = 1,
                                                   .deviceMemoryBytes = (size_t)1 << 30};
static struct CUctx_st contexts[kMaxDevices];
static struct FakeCudaAllocation allocations[kMaxAllocations];
/* cuMemHostAlloc's page-locked host memory (device -1: every context's). */
static struct FakeCudaAllocation hostAllocations[kMaxAllocations];
static int copyCalls = 0;

struct GpuasmFakeCudaTransferState* gpuasm_fake_cuda_transfer_state(void) {
  return &state;
}

/* Forgets every call counted (the test's SetUp, after the last test's devices are gone). */
void gpuasm_fake_cuda_transfer_reset(void) {
  fakeCudaLock();
  memset(&state, 0, sizeof state);
  state.deviceCount = 1;
  state.deviceMemoryBytes = (size_t)1 << 30;
  memset(contexts, 0, sizeof contexts);
  copyCalls = 0;
  fakeCudaUnlock();
  fakeCudaForgetContexts();
}

static int* contextReferences(CUdevice device) {
  return &state.contextReferences[device];
}

static CUcontext primaryContext(CUdevice device) {
  contexts[device].device = device;
  return &contexts[device];
}

/* What the context holds is freed and its peer access forgotten. */
static void destroyContext(CUdevice device) {
  fakeCudaFreeAll(allocations, kMaxAllocations, device);
  memset(contexts[device].peerEnabled, 0, sizeof contexts[device].peerEnabled);
}

static int contextDevice(CUcontext ctx) {
  return ctx >= &contexts[0] && ctx < &contexts[kMaxDevices] ? ctx->device : -1;
}

static int liveContext(CUcontext ctx) {
  return contextDevice(ctx) >= 0 && state.contextReferences[ctx->device] > 0;
}

const struct FakeCudaDriver fakeCudaDriver = {
    .deviceName = GPUASM_FAKE_CUDA_TRANSFER_NAME,
    .driverVersion = GPUASM_FAKE_CUDA_TRANSFER_DRIVER_VERSION,
    .maxDevices = kMaxDevices,
    .deviceCount = &state.deviceCount,
    .contextReferences = contextReferences,
    .primaryContext = primaryContext,
    .destroyContext = destroyContext,
    .contextDevice = contextDevice,
};

/* No call on memory goes without cuInit and a current context. */
#define FAKE_CUDA_CHECK_CONTEXT()                                   \
  do {                                                              \
    if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;    \
    if (fakeCudaCurrent == NULL) return CUDA_ERROR_INVALID_CONTEXT; \
  } while (0)

CUresult CUDAAPI cuDeviceCanAccessPeer(int* canAccessPeer, CUdevice dev, CUdevice peerDev) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!fakeCudaValidDevice(dev) || !fakeCudaValidDevice(peerDev)) return CUDA_ERROR_INVALID_DEVICE;
  *canAccessPeer = state.peerAccess && dev != peerDev;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxSynchronize(void) {
  FAKE_CUDA_CHECK_CONTEXT();
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (fakeCudaCurrent == NULL || !liveContext(peerContext)) return CUDA_ERROR_INVALID_CONTEXT;
  if (Flags != 0) return CUDA_ERROR_INVALID_VALUE;
  if (peerContext == fakeCudaCurrent) return CUDA_ERROR_INVALID_DEVICE;
  if (!state.peerAccess) return CUDA_ERROR_PEER_ACCESS_UNSUPPORTED;
  fakeCudaLock();
  CUresult result = CUDA_SUCCESS;
  if (fakeCudaCurrent->peerEnabled[peerContext->device]) {
    result = CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED;
  } else {
    fakeCudaCurrent->peerEnabled[peerContext->device] = 1;
    ++state.peerEnables;
  }
  fakeCudaUnlock();
  return result;
}

/* The device whose allocation holds [address, address + bytes), or -1. */
static int deviceHolding(CUdeviceptr address, size_t bytes) {
  fakeCudaLock();
  const struct FakeCudaAllocation* allocation =
      fakeCudaAllocationHolding(allocations, kMaxAllocations, address, bytes);
  const int device = allocation != NULL ? allocation->device : -1;
  fakeCudaUnlock();
  return device;
}

CUresult CUDAAPI cuMemAlloc(CUdeviceptr* dptr, size_t bytesize) {
  FAKE_CUDA_CHECK_CONTEXT();
  if (bytesize == 0) return CUDA_ERROR_INVALID_VALUE;
  const int device = fakeCudaCurrent->device;
  CUresult result = CUDA_ERROR_OUT_OF_MEMORY;
  fakeCudaLock();
  struct FakeCudaAllocation* allocation =
      bytesize <= state.deviceMemoryBytes - state.bytesInUse[device]
          ? fakeCudaAllocateDevice(allocations, kMaxAllocations, bytesize)
          : NULL;
  if (allocation != NULL) {
    allocation->device = device;
    ++state.liveAllocations[device];
    state.bytesInUse[device] += bytesize;
    *dptr = (CUdeviceptr)(uintptr_t)allocation->bytes;
    result = CUDA_SUCCESS;
  }
  fakeCudaUnlock();
  return result;
}

CUresult CUDAAPI cuMemFree(CUdeviceptr dptr) {
  FAKE_CUDA_CHECK_CONTEXT();
  CUresult result = CUDA_ERROR_INVALID_VALUE;
  fakeCudaLock();
  struct FakeCudaAllocation* allocation = fakeCudaAllocationAt(allocations, kMaxAllocations, dptr);
  if (allocation != NULL) {
    if (allocation->device != fakeCudaCurrent->device) ++state.foreignContextCalls;
    --state.liveAllocations[allocation->device];
    state.bytesInUse[allocation->device] -= allocation->size;
    fakeCudaFree(allocation);
    result = CUDA_SUCCESS;
  }
  fakeCudaUnlock();
  return result;
}

CUresult CUDAAPI cuMemHostAlloc(void** pp, size_t bytesize, unsigned int Flags) {
  FAKE_CUDA_CHECK_CONTEXT();
  if (Flags & ~(unsigned)(CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP |
                          CU_MEMHOSTALLOC_WRITECOMBINED))
    return CUDA_ERROR_INVALID_VALUE;
  CUresult result = CUDA_ERROR_OUT_OF_MEMORY;
  fakeCudaLock();
  struct FakeCudaAllocation* allocation =
      fakeCudaAllocate(hostAllocations, kMaxAllocations, bytesize);
  if (allocation != NULL) {
    allocation->device = -1;
    ++state.liveHostAllocations;
    *pp = allocation->bytes;
    result = CUDA_SUCCESS;
  }
  fakeCudaUnlock();
  return result;
}

CUresult CUDAAPI cuMemFreeHost(void* p) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  CUresult result = CUDA_ERROR_INVALID_VALUE;
  fakeCudaLock();
  struct FakeCudaAllocation* allocation =
      fakeCudaAllocationAt(hostAllocations, kMaxAllocations, (uintptr_t)p);
  if (allocation != NULL) {
    fakeCudaFree(allocation);
    --state.liveHostAllocations;
    result = CUDA_SUCCESS;
  }
  fakeCudaUnlock();
  return result;
}

/* Counts a copy whose host side lies wholly in cuMemHostAlloc's memory. */
static void countPinnedHost(const void* host, size_t bytes) {
  fakeCudaLock();
  if (fakeCudaAllocationHolding(hostAllocations, kMaxAllocations, (uintptr_t)host, bytes) != NULL)
    ++state.pinnedHostCopies;
  fakeCudaUnlock();
}

/* Every copy call counts; the one the test chose fails instead. */
static CUresult copyCall(int* counter) {
  fakeCudaLock();
  const int call = ++copyCalls;
  ++*counter;
  fakeCudaUnlock();
  return call == state.failCopyAt ? (CUresult)state.failCopyResult : CUDA_SUCCESS;
}

/* Checks a device range used with the current context. */
static CUresult checkRange(CUdeviceptr address, size_t bytes) {
  const int device = deviceHolding(address, bytes);
  if (device < 0) return CUDA_ERROR_INVALID_VALUE;
  if (device != fakeCudaCurrent->device) {
    fakeCudaLock();
    ++state.foreignContextCalls;
    fakeCudaUnlock();
  }
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr dstDevice, const void* srcHost, size_t ByteCount) {
  FAKE_CUDA_CHECK_CONTEXT();
  CUresult result = checkRange(dstDevice, ByteCount);
  if (result == CUDA_SUCCESS) result = copyCall(&state.hostToDevice);
  if (result == CUDA_SUCCESS) {
    countPinnedHost(srcHost, ByteCount);
    memcpy((void*)(uintptr_t)dstDevice, srcHost, ByteCount);
  }
  return result;
}

CUresult CUDAAPI cuMemcpyDtoH(void* dstHost, CUdeviceptr srcDevice, size_t ByteCount) {
  FAKE_CUDA_CHECK_CONTEXT();
  CUresult result = checkRange(srcDevice, ByteCount);
  if (result == CUDA_SUCCESS) result = copyCall(&state.deviceToHost);
  if (result == CUDA_SUCCESS) {
    countPinnedHost(dstHost, ByteCount);
    memcpy(dstHost, (const void*)(uintptr_t)srcDevice, ByteCount);
  }
  return result;
}

/* Within one device (cuMemcpyDtoD between two devices' memory is what
   cuMemcpyPeer is for; the fake refuses it to catch such a call). */
CUresult CUDAAPI cuMemcpyDtoD(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount) {
  FAKE_CUDA_CHECK_CONTEXT();
  const int from = deviceHolding(srcDevice, ByteCount);
  const int to = deviceHolding(dstDevice, ByteCount);
  if (from < 0 || to < 0 || from != to) return CUDA_ERROR_INVALID_VALUE;
  CUresult result = checkRange(srcDevice, ByteCount);
  if (result == CUDA_SUCCESS) result = copyCall(&state.deviceToDevice);
  if (result == CUDA_SUCCESS)
    memmove((void*)(uintptr_t)dstDevice, (const void*)(uintptr_t)srcDevice, ByteCount);
  return result;
}

CUresult CUDAAPI cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice,
                              CUcontext srcContext, size_t ByteCount) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!liveContext(dstContext) || !liveContext(srcContext)) return CUDA_ERROR_INVALID_CONTEXT;
  if (deviceHolding(srcDevice, ByteCount) != srcContext->device ||
      deviceHolding(dstDevice, ByteCount) != dstContext->device)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult result = copyCall(&state.peerCopies);
  if (result == CUDA_SUCCESS)
    memcpy((void*)(uintptr_t)dstDevice, (const void*)(uintptr_t)srcDevice, ByteCount);
  return result;
}
