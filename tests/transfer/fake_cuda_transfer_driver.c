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
   one has the peer calls.) */
#include "fake_cuda_transfer_driver.h"

#include <cuda.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kMaxDevices = GPUASM_FAKE_CUDA_TRANSFER_MAX_DEVICES, kMaxAllocations = 256 };

struct CUctx_st {
  int device;
  int peerEnabled[kMaxDevices];
};

struct Allocation {
  unsigned char* bytes;
  size_t size;
  int device;
};

static struct GpuasmFakeCudaTransferState state = {.deviceCount = 1,
                                                   .deviceMemoryBytes = (size_t)1 << 30};
static struct CUctx_st contexts[kMaxDevices];
static struct Allocation allocations[kMaxAllocations];
/* cuMemHostAlloc's page-locked host memory (device -1: every context's). */
static struct Allocation hostAllocations[kMaxAllocations];
static int initialised = 0;
static int copyCalls = 0;
/* The reader and the writer thread of a concurrent transfer call at once. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local struct CUctx_st* current = NULL;

struct GpuasmFakeCudaTransferState* gpuasm_fake_cuda_transfer_state(void) {
  return &state;
}

/* Forgets every call counted (the test's SetUp, after the last test's devices are gone). */
void gpuasm_fake_cuda_transfer_reset(void) {
  pthread_mutex_lock(&lock);
  memset(&state, 0, sizeof state);
  state.deviceCount = 1;
  state.deviceMemoryBytes = (size_t)1 << 30;
  memset(contexts, 0, sizeof contexts);
  copyCalls = 0;
  pthread_mutex_unlock(&lock);
}

static const struct {
  CUresult result;
  const char* name;
  const char* text;
} kErrors[] = {
    {CUDA_SUCCESS, "CUDA_SUCCESS", "no error"},
    {CUDA_ERROR_INVALID_VALUE, "CUDA_ERROR_INVALID_VALUE", "invalid argument"},
    {CUDA_ERROR_OUT_OF_MEMORY, "CUDA_ERROR_OUT_OF_MEMORY", "out of memory"},
    {CUDA_ERROR_NOT_INITIALIZED, "CUDA_ERROR_NOT_INITIALIZED", "initialization error"},
    {CUDA_ERROR_NO_DEVICE, "CUDA_ERROR_NO_DEVICE", "no CUDA-capable device is detected"},
    {CUDA_ERROR_INVALID_DEVICE, "CUDA_ERROR_INVALID_DEVICE", "invalid device ordinal"},
    {CUDA_ERROR_INVALID_CONTEXT, "CUDA_ERROR_INVALID_CONTEXT", "invalid device context"},
    {CUDA_ERROR_PEER_ACCESS_UNSUPPORTED, "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED",
     "peer access is not supported between these two devices"},
    {CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED, "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED",
     "peer access is already enabled"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
     "an illegal memory access was encountered"},
    {CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error"},
};

CUresult CUDAAPI cuGetErrorName(CUresult error, const char** pStr) {
  for (size_t i = 0; i < sizeof kErrors / sizeof kErrors[0]; ++i) {
    if (kErrors[i].result == error) {
      *pStr = kErrors[i].name;
      return CUDA_SUCCESS;
    }
  }
  *pStr = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult CUDAAPI cuGetErrorString(CUresult error, const char** pStr) {
  for (size_t i = 0; i < sizeof kErrors / sizeof kErrors[0]; ++i) {
    if (kErrors[i].result == error) {
      *pStr = kErrors[i].text;
      return CUDA_SUCCESS;
    }
  }
  *pStr = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult CUDAAPI cuInit(unsigned int Flags) {
  if (Flags != 0) return CUDA_ERROR_INVALID_VALUE;
  if (state.deviceCount == 0) return CUDA_ERROR_NO_DEVICE;
  initialised = 1;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDriverGetVersion(int* driverVersion) {
  *driverVersion = GPUASM_FAKE_CUDA_TRANSFER_DRIVER_VERSION;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceGetCount(int* count) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  *count = state.deviceCount;
  return CUDA_SUCCESS;
}

static int validDevice(CUdevice dev) {
  return dev >= 0 && dev < state.deviceCount && dev < kMaxDevices;
}

CUresult CUDAAPI cuDeviceGet(CUdevice* device, int ordinal) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!validDevice(ordinal)) return CUDA_ERROR_INVALID_DEVICE;
  *device = ordinal;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceGetName(char* name, int len, CUdevice dev) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!validDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  if (len <= 0) return CUDA_ERROR_INVALID_VALUE;
  snprintf(name, (size_t)len, "%s", GPUASM_FAKE_CUDA_TRANSFER_NAME);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceCanAccessPeer(int* canAccessPeer, CUdevice dev, CUdevice peerDev) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!validDevice(dev) || !validDevice(peerDev)) return CUDA_ERROR_INVALID_DEVICE;
  *canAccessPeer = state.peerAccess && dev != peerDev;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext* pctx, CUdevice dev) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!validDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  pthread_mutex_lock(&lock);
  ++state.contextReferences[dev];
  contexts[dev].device = dev;
  pthread_mutex_unlock(&lock);
  *pctx = &contexts[dev];
  return CUDA_SUCCESS;
}

/* The last reference released resets the context: what it holds is freed
   and its peer access forgotten. */
CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev) {
  if (!validDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  pthread_mutex_lock(&lock);
  CUresult result = CUDA_SUCCESS;
  if (state.contextReferences[dev] <= 0) {
    result = CUDA_ERROR_INVALID_CONTEXT;
  } else if (--state.contextReferences[dev] == 0) {
    for (int i = 0; i < kMaxAllocations; ++i) {
      if (allocations[i].bytes != NULL && allocations[i].device == dev) {
        free(allocations[i].bytes);
        allocations[i].bytes = NULL;
      }
    }
    memset(contexts[dev].peerEnabled, 0, sizeof contexts[dev].peerEnabled);
  }
  pthread_mutex_unlock(&lock);
  return result;
}

static int liveContext(CUcontext ctx) {
  return ctx >= &contexts[0] && ctx < &contexts[kMaxDevices] &&
         state.contextReferences[ctx->device] > 0;
}

CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (ctx != NULL && !liveContext(ctx)) return CUDA_ERROR_INVALID_CONTEXT;
  current = ctx;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxSynchronize(void) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (current == NULL || !liveContext(peerContext)) return CUDA_ERROR_INVALID_CONTEXT;
  if (Flags != 0) return CUDA_ERROR_INVALID_VALUE;
  if (peerContext == current) return CUDA_ERROR_INVALID_DEVICE;
  if (!state.peerAccess) return CUDA_ERROR_PEER_ACCESS_UNSUPPORTED;
  pthread_mutex_lock(&lock);
  CUresult result = CUDA_SUCCESS;
  if (current->peerEnabled[peerContext->device]) {
    result = CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED;
  } else {
    current->peerEnabled[peerContext->device] = 1;
    ++state.peerEnables;
  }
  pthread_mutex_unlock(&lock);
  return result;
}

/* The device whose allocation holds [address, address + bytes), or -1. */
static int deviceHolding(CUdeviceptr address, size_t bytes) {
  int device = -1;
  pthread_mutex_lock(&lock);
  for (int i = 0; i < kMaxAllocations; ++i) {
    const struct Allocation* allocation = &allocations[i];
    uintptr_t start = (uintptr_t)allocation->bytes;
    if (allocation->bytes != NULL && address >= start && address - start <= allocation->size &&
        bytes <= allocation->size - (address - start)) {
      device = allocation->device;
      break;
    }
  }
  pthread_mutex_unlock(&lock);
  return device;
}

CUresult CUDAAPI cuMemAlloc(CUdeviceptr* dptr, size_t bytesize) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
  if (bytesize == 0) return CUDA_ERROR_INVALID_VALUE;
  const int device = current->device;
  CUresult result = CUDA_ERROR_OUT_OF_MEMORY;
  pthread_mutex_lock(&lock);
  if (bytesize <= state.deviceMemoryBytes - state.bytesInUse[device]) {
    for (int i = 0; i < kMaxAllocations; ++i) {
      if (allocations[i].bytes != NULL) continue;
      allocations[i].bytes = malloc(bytesize);
      if (allocations[i].bytes == NULL) break;
      /* Device memory is not zeroed. */
      memset(allocations[i].bytes, 0xcd, bytesize);
      allocations[i].size = bytesize;
      allocations[i].device = device;
      ++state.liveAllocations[device];
      state.bytesInUse[device] += bytesize;
      *dptr = (CUdeviceptr)(uintptr_t)allocations[i].bytes;
      result = CUDA_SUCCESS;
      break;
    }
  }
  pthread_mutex_unlock(&lock);
  return result;
}

CUresult CUDAAPI cuMemFree(CUdeviceptr dptr) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
  CUresult result = CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&lock);
  for (int i = 0; i < kMaxAllocations; ++i) {
    if (allocations[i].bytes != NULL && (uintptr_t)allocations[i].bytes == dptr) {
      if (allocations[i].device != current->device) ++state.foreignContextCalls;
      free(allocations[i].bytes);
      allocations[i].bytes = NULL;
      --state.liveAllocations[allocations[i].device];
      state.bytesInUse[allocations[i].device] -= allocations[i].size;
      result = CUDA_SUCCESS;
      break;
    }
  }
  pthread_mutex_unlock(&lock);
  return result;
}

CUresult CUDAAPI cuMemHostAlloc(void** pp, size_t bytesize, unsigned int Flags) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
  if (Flags & ~(unsigned)(CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP |
                          CU_MEMHOSTALLOC_WRITECOMBINED))
    return CUDA_ERROR_INVALID_VALUE;
  CUresult result = CUDA_ERROR_OUT_OF_MEMORY;
  pthread_mutex_lock(&lock);
  for (int i = 0; i < kMaxAllocations; ++i) {
    if (hostAllocations[i].bytes != NULL) continue;
    hostAllocations[i].bytes = malloc(bytesize ? bytesize : 1);
    if (hostAllocations[i].bytes == NULL) break;
    hostAllocations[i].size = bytesize;
    hostAllocations[i].device = -1;
    ++state.liveHostAllocations;
    *pp = hostAllocations[i].bytes;
    result = CUDA_SUCCESS;
    break;
  }
  pthread_mutex_unlock(&lock);
  return result;
}

CUresult CUDAAPI cuMemFreeHost(void* p) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  CUresult result = CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock(&lock);
  for (int i = 0; i < kMaxAllocations; ++i) {
    if (hostAllocations[i].bytes != NULL && hostAllocations[i].bytes == p) {
      free(hostAllocations[i].bytes);
      hostAllocations[i].bytes = NULL;
      --state.liveHostAllocations;
      result = CUDA_SUCCESS;
      break;
    }
  }
  pthread_mutex_unlock(&lock);
  return result;
}

/* Counts a copy whose host side lies wholly in cuMemHostAlloc's memory. */
static void countPinnedHost(const void* host, size_t bytes) {
  const uintptr_t address = (uintptr_t)host;
  pthread_mutex_lock(&lock);
  for (int i = 0; i < kMaxAllocations; ++i) {
    const uintptr_t start = (uintptr_t)hostAllocations[i].bytes;
    if (hostAllocations[i].bytes != NULL && address >= start &&
        address - start <= hostAllocations[i].size &&
        bytes <= hostAllocations[i].size - (address - start)) {
      ++state.pinnedHostCopies;
      break;
    }
  }
  pthread_mutex_unlock(&lock);
}

/* Every copy call counts; the one the test chose fails instead. */
static CUresult copyCall(int* counter) {
  pthread_mutex_lock(&lock);
  const int call = ++copyCalls;
  ++*counter;
  pthread_mutex_unlock(&lock);
  return call == state.failCopyAt ? (CUresult)state.failCopyResult : CUDA_SUCCESS;
}

/* Checks a device range used with the current context. */
static CUresult checkRange(CUdeviceptr address, size_t bytes) {
  const int device = deviceHolding(address, bytes);
  if (device < 0) return CUDA_ERROR_INVALID_VALUE;
  if (device != current->device) {
    pthread_mutex_lock(&lock);
    ++state.foreignContextCalls;
    pthread_mutex_unlock(&lock);
  }
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr dstDevice, const void* srcHost, size_t ByteCount) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
  CUresult result = checkRange(dstDevice, ByteCount);
  if (result == CUDA_SUCCESS) result = copyCall(&state.hostToDevice);
  if (result == CUDA_SUCCESS) {
    countPinnedHost(srcHost, ByteCount);
    memcpy((void*)(uintptr_t)dstDevice, srcHost, ByteCount);
  }
  return result;
}

CUresult CUDAAPI cuMemcpyDtoH(void* dstHost, CUdeviceptr srcDevice, size_t ByteCount) {
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
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
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (current == NULL) return CUDA_ERROR_INVALID_CONTEXT;
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
  if (!initialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!liveContext(dstContext) || !liveContext(srcContext)) return CUDA_ERROR_INVALID_CONTEXT;
  if (deviceHolding(srcDevice, ByteCount) != srcContext->device ||
      deviceHolding(dstDevice, ByteCount) != dstContext->device)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult result = copyCall(&state.peerCopies);
  if (result == CUDA_SUCCESS)
    memcpy((void*)(uintptr_t)dstDevice, (const void*)(uintptr_t)srcDevice, ByteCount);
  return result;
}
