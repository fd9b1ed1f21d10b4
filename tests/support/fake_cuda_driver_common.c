/* The entry points and the bookkeeping both fake CUDA drivers share
   (fake_cuda_driver_common.h). Where it answers an error it answers what the
   CUDA driver API reference says the driver answers, with the driver's names
   and strings: cuInit with no GPU is CUDA_ERROR_NO_DEVICE, any other call
   before cuInit CUDA_ERROR_NOT_INITIALIZED, releasing a primary context no
   one holds CUDA_ERROR_INVALID_CONTEXT. */
#include "fake_cuda_driver_common.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int fakeCudaInitialised = 0;
_Thread_local CUcontext fakeCudaCurrent = NULL;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void fakeCudaLock(void) {
  pthread_mutex_lock(&lock);
}

void fakeCudaUnlock(void) {
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
    {CUDA_ERROR_INVALID_PTX, "CUDA_ERROR_INVALID_PTX", "a PTX JIT compilation failed"},
    {CUDA_ERROR_INVALID_HANDLE, "CUDA_ERROR_INVALID_HANDLE", "invalid resource handle"},
    {CUDA_ERROR_NOT_FOUND, "CUDA_ERROR_NOT_FOUND", "named symbol not found"},
    {CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES",
     "too many resources requested for launch"},
    {CUDA_ERROR_PEER_ACCESS_UNSUPPORTED, "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED",
     "peer access is not supported between these two devices"},
    {CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED, "CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED",
     "peer access is already enabled"},
    {CUDA_ERROR_ILLEGAL_ADDRESS, "CUDA_ERROR_ILLEGAL_ADDRESS",
     "an illegal memory access was encountered"},
    {CUDA_ERROR_UNKNOWN, "CUDA_ERROR_UNKNOWN", "unknown error"},
};

/* The name (or the text) of `error`, as cuGetErrorName (cuGetErrorString) answers. */
static CUresult describeError(CUresult error, int text, const char** pStr) {
  for (size_t i = 0; i < sizeof kErrors / sizeof kErrors[0]; ++i) {
    if (kErrors[i].result == error) {
      *pStr = text ? kErrors[i].text : kErrors[i].name;
      return CUDA_SUCCESS;
    }
  }
  *pStr = NULL;
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult CUDAAPI cuGetErrorName(CUresult error, const char** pStr) {
  return describeError(error, 0, pStr);
}

CUresult CUDAAPI cuGetErrorString(CUresult error, const char** pStr) {
  return describeError(error, 1, pStr);
}

CUresult CUDAAPI cuInit(unsigned int Flags) {
  if (Flags != 0) return CUDA_ERROR_INVALID_VALUE;
  if (*fakeCudaDriver.deviceCount == 0) return CUDA_ERROR_NO_DEVICE;
  fakeCudaInitialised = 1;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDriverGetVersion(int* driverVersion) {
  *driverVersion = fakeCudaDriver.driverVersion;
  return CUDA_SUCCESS;
}

int fakeCudaValidDevice(CUdevice device) {
  return device >= 0 && device < *fakeCudaDriver.deviceCount && device < fakeCudaDriver.maxDevices;
}

CUresult CUDAAPI cuDeviceGetCount(int* count) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  *count = *fakeCudaDriver.deviceCount;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceGet(CUdevice* device, int ordinal) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!fakeCudaValidDevice(ordinal)) return CUDA_ERROR_INVALID_DEVICE;
  *device = ordinal;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDeviceGetName(char* name, int len, CUdevice dev) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!fakeCudaValidDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  if (len <= 0) return CUDA_ERROR_INVALID_VALUE;
  snprintf(name, (size_t)len, "%s", fakeCudaDriver.deviceName);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext* pctx, CUdevice dev) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!fakeCudaValidDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  fakeCudaLock();
  ++*fakeCudaDriver.contextReferences(dev);
  *pctx = fakeCudaDriver.primaryContext(dev);
  fakeCudaUnlock();
  return CUDA_SUCCESS;
}

/* The last reference released resets the context (resetContext). */
CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev) {
  if (!fakeCudaValidDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  fakeCudaLock();
  CUresult result = CUDA_SUCCESS;
  int* references = fakeCudaDriver.contextReferences(dev);
  if (*references <= 0) {
    result = CUDA_ERROR_INVALID_CONTEXT;
  } else if (--*references == 0) {
    fakeCudaDriver.resetContext(dev);
  }
  fakeCudaUnlock();
  return result;
}

CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (ctx != NULL && !fakeCudaDriver.liveContext(ctx)) return CUDA_ERROR_INVALID_CONTEXT;
  fakeCudaCurrent = ctx;
  return CUDA_SUCCESS;
}

struct FakeCudaAllocation* fakeCudaAllocate(struct FakeCudaAllocation* table, int slots,
                                            size_t bytes) {
  for (int i = 0; i < slots; ++i) {
    if (table[i].bytes != NULL) continue;
    table[i].bytes = malloc(bytes != 0 ? bytes : 1);
    if (table[i].bytes == NULL) return NULL;
    table[i].size = bytes;
    return &table[i];
  }
  return NULL;
}

struct FakeCudaAllocation* fakeCudaAllocateDevice(struct FakeCudaAllocation* table, int slots,
                                                  size_t bytes) {
  struct FakeCudaAllocation* allocation = fakeCudaAllocate(table, slots, bytes);
  if (allocation != NULL) memset(allocation->bytes, 0xcd, bytes);
  return allocation;
}

struct FakeCudaAllocation* fakeCudaAllocationAt(struct FakeCudaAllocation* table, int slots,
                                                uintptr_t address) {
  for (int i = 0; i < slots; ++i) {
    if (table[i].bytes != NULL && (uintptr_t)table[i].bytes == address) return &table[i];
  }
  return NULL;
}

struct FakeCudaAllocation* fakeCudaAllocationHolding(struct FakeCudaAllocation* table, int slots,
                                                     uintptr_t address, size_t bytes) {
  for (int i = 0; i < slots; ++i) {
    const uintptr_t start = (uintptr_t)table[i].bytes;
    if (table[i].bytes != NULL && address >= start && address - start <= table[i].size &&
        bytes <= table[i].size - (address - start))
      return &table[i];
  }
  return NULL;
}

void fakeCudaFree(struct FakeCudaAllocation* allocation) {
  free(allocation->bytes);
  allocation->bytes = NULL;
}

void fakeCudaFreeAll(struct FakeCudaAllocation* table, int slots, int device) {
  for (int i = 0; i < slots; ++i) {
    if (table[i].bytes != NULL && (device < 0 || table[i].device == device))
      fakeCudaFree(&table[i]);
  }
}
