/* The entry points and the bookkeeping both fake CUDA drivers share
   (fake_cuda_driver_common.h). Where it answers an error it answers what the
   CUDA driver API reference says the driver answers, with the driver's names
   and strings: cuInit with no GPU is CUDA_ERROR_NO_DEVICE, any other call
   before cuInit CUDA_ERROR_NOT_INITIALIZED, releasing a primary context no
   one holds CUDA_ERROR_INVALID_CONTEXT, a call in a destroyed context
   CUDA_ERROR_CONTEXT_IS_DESTROYED. The primary context is the reference's
   (fake_cuda_primary_context.h); a kernel's fault breaks what cuda.h 13.0
   says it breaks: the context instance for a device-side assert (until it is
   destroyed), the whole process for the others ("any further CUDA work will
   return the same error"), which is what an H200 with driver 580 did: after
   an illegal address, cuDevicePrimaryCtxRetain answered
   CUDA_ERROR_ILLEGAL_ADDRESS (../shared/reference/ptx-h200.md). */
#include "fake_cuda_driver_common.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int fakeCudaInitialised = 0;
_Thread_local CUcontext fakeCudaCurrent = NULL;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct GpuasmFakeCudaPrimaryContext contexts[GPUASM_FAKE_CUDA_MAX_CONTEXTS];
static int contextsMade = 0;
/* The fault after which every call of the process answers it; 0: none. */
static CUresult processError = CUDA_SUCCESS;

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
    {CUDA_ERROR_CONTEXT_IS_DESTROYED, "CUDA_ERROR_CONTEXT_IS_DESTROYED", "context is destroyed"},
    {CUDA_ERROR_ASSERT, "CUDA_ERROR_ASSERT", "device-side assert triggered"},
    {CUDA_ERROR_LAUNCH_FAILED, "CUDA_ERROR_LAUNCH_FAILED", "unspecified launch failure"},
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
  return device >= 0 && device < *fakeCudaDriver.deviceCount &&
         device < fakeCudaDriver.maxDevices && device < GPUASM_FAKE_CUDA_MAX_CONTEXTS;
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

struct GpuasmFakeCudaPrimaryContext* fakeCudaPrimaryContext(CUdevice device) {
  return &contexts[device];
}

/* What the tests read (the one entry point besides the cu* ones and the fake's state). */
__attribute__((visibility("default"))) const struct GpuasmFakeCudaPrimaryContext*
gpuasm_fake_cuda_primary_context(int device) {
  if (device < 0 || device >= GPUASM_FAKE_CUDA_MAX_CONTEXTS) return NULL;
  return &contexts[device];
}

void fakeCudaForgetContexts(void) {
  fakeCudaLock();
  memset(contexts, 0, sizeof contexts);
  contextsMade = 0;
  processError = CUDA_SUCCESS;
  fakeCudaUnlock();
}

int fakeCudaLeavesProcessUnusable(CUresult fault) {
  switch (fault) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_LAUNCH_FAILED:
      return 1;
    default:
      return 0;
  }
}

void fakeCudaBreak(CUdevice device, CUresult fault) {
  fakeCudaLock();
  if (fakeCudaLeavesProcessUnusable(fault))
    processError = fault;
  else
    contexts[device].stickyError = fault;
  fakeCudaUnlock();
}

int fakeCudaCurrentDevice(void) {
  return fakeCudaCurrent != NULL ? fakeCudaDriver.contextDevice(fakeCudaCurrent) : -1;
}

CUresult fakeCudaCurrentUsable(void) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  fakeCudaLock();
  const int device = fakeCudaCurrentDevice();
  CUresult result = processError;
  if (result == CUDA_SUCCESS) {
    if (device < 0)
      result = CUDA_ERROR_INVALID_CONTEXT;
    else if (!contexts[device].active)
      result = CUDA_ERROR_CONTEXT_IS_DESTROYED;
    else
      result = (CUresult)contexts[device].stickyError;
  }
  fakeCudaUnlock();
  return result;
}

/* Under the lock: what the context held goes, and with it its error. */
static void destroyContext(CUdevice device) {
  fakeCudaDriver.destroyContext(device);
  contexts[device].active = 0;
  contexts[device].stickyError = 0;
}

/* The first retain, and the first after the context was destroyed, makes
   one. Once a fault broke the process, the retain answers it (as the H200's
   driver did). */
CUresult CUDAAPI cuDevicePrimaryCtxRetain(CUcontext* pctx, CUdevice dev) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!fakeCudaValidDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  if (pctx == NULL) return CUDA_ERROR_INVALID_VALUE;
  fakeCudaLock();
  CUresult result = processError;
  if (result == CUDA_SUCCESS) {
    struct GpuasmFakeCudaPrimaryContext* context = &contexts[dev];
    if (!context->active) {
      context->active = 1;
      context->instance = ++contextsMade;
      ++context->made;
      context->stickyError = 0;
    }
    ++*fakeCudaDriver.contextReferences(dev);
    *pctx = fakeCudaDriver.primaryContext(dev);
  }
  fakeCudaUnlock();
  return result;
}

/* The last reference released destroys the context. After a fault that
   broke the process the reference still goes (what the driver answers then
   is not documented; gpuasm ignores it). */
CUresult CUDAAPI cuDevicePrimaryCtxRelease(CUdevice dev) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!fakeCudaValidDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  fakeCudaLock();
  CUresult result = CUDA_SUCCESS;
  int* references = fakeCudaDriver.contextReferences(dev);
  if (*references <= 0) {
    result = CUDA_ERROR_INVALID_CONTEXT;
  } else if (--*references == 0 && contexts[dev].active) {
    destroyContext(dev);
  }
  fakeCudaUnlock();
  return result;
}

/* Destroys the context at once, whoever holds it; the references stay, and
   the next retain makes a new context. A fault that broke the process stays. */
CUresult CUDAAPI cuDevicePrimaryCtxReset(CUdevice dev) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!fakeCudaValidDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  fakeCudaLock();
  CUresult result = processError;
  if (result == CUDA_SUCCESS && contexts[dev].active) {
    destroyContext(dev);
    ++contexts[dev].resets;
  }
  fakeCudaUnlock();
  return result;
}

CUresult CUDAAPI cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int* flags, int* active) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (!fakeCudaValidDevice(dev)) return CUDA_ERROR_INVALID_DEVICE;
  if (flags == NULL || active == NULL) return CUDA_ERROR_INVALID_VALUE;
  fakeCudaLock();
  *flags = 0;
  *active = contexts[dev].active;
  fakeCudaUnlock();
  return CUDA_SUCCESS;
}

/* Any handle of a primary context someone holds, even one destroyed by a
   reset (the calls in it then answer CUDA_ERROR_CONTEXT_IS_DESTROYED). */
CUresult CUDAAPI cuCtxSetCurrent(CUcontext ctx) {
  if (!fakeCudaInitialised) return CUDA_ERROR_NOT_INITIALIZED;
  if (processError != CUDA_SUCCESS) return processError;
  if (ctx != NULL) {
    const int device = fakeCudaDriver.contextDevice(ctx);
    if (device < 0 || *fakeCudaDriver.contextReferences(device) <= 0)
      return CUDA_ERROR_INVALID_CONTEXT;
  }
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
