/* A fake CUDA driver: the entry points the PTX CUDA device looks up in
   libcuda.so.1, over host memory, so that the device's own logic (buffers
   and their ranges, the launch's parameter block through `extra`, the JIT's
   log, a fault that breaks the context or the process, the primary context
   shared, released, reset and made again, releasing everything) is tested
   on machines without a GPU. It runs no kernel (a test may give it a
   function that writes what one would: runKernel). Where it answers an error it
   answers what the CUDA driver API reference says the driver answers, with
   the driver's names and strings; what it cannot know (which kernels fault,
   which PTX the compiler refuses) follows three rules: a kernel named
   fault_store faults with CUDA_ERROR_ILLEGAL_ADDRESS, the test may give the
   next kernel a fault of its choice (faultOfNextLaunch), and PTX with a
   .shared array over 48 KiB is refused as ptxas refuses it. What it shares
   with the transfer tests' fake (the error names, the devices, the primary
   contexts and the faults that break them, the table of allocations) is
   tests/support/fake_cuda_driver_common.c. */
#include "fake_cuda_driver.h"

#include <cuda.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake_cuda_driver_common.h"

struct CUctx_st {
  int device;
};
struct CUfunc_st {
  char name[128];
};
enum {
  kMaxDevices = GPUASM_FAKE_CUDA_MAX_CONTEXTS,
  kFunctionsPerModule = 16,
  kMaxAllocations = 1024,
  kMaxHandles = 64,
  kStaticSharedLimit = 48 * 1024
};
struct CUmod_st {
  int device; /* whose primary context holds it */
  char* text;
  struct CUfunc_st functions[kFunctionsPerModule];
  int functionCount;
};
struct CUevent_st {
  int device;
  int recorded;
};

static struct GpuasmFakeCudaState state = {.deviceCount = 1};
static struct CUctx_st primaryContexts[kMaxDevices];
static struct FakeCudaAllocation allocations[kMaxAllocations];
static struct CUmod_st* modules[kMaxHandles];
static struct CUevent_st* events[kMaxHandles];
/* The fault of the kernel each device launched last, which cuCtxSynchronize
   in its context reports. */
static CUresult pendingFault[kMaxDevices];

struct GpuasmFakeCudaState* gpuasm_fake_cuda_state(void) {
  return &state;
}

static void freeModule(int slot) {
  free(modules[slot]->text);
  free(modules[slot]);
  modules[slot] = NULL;
}

static void freeEvent(int slot) {
  free(events[slot]);
  events[slot] = NULL;
}

/* Forgets what the last test made and broke (its devices are all destroyed:
   what is left is a leak the test saw), as a new process starts clean. */
void gpuasm_fake_cuda_new_process(void) {
  fakeCudaLock();
  fakeCudaFreeAll(allocations, kMaxAllocations, -1);
  for (int i = 0; i < kMaxHandles; ++i) {
    if (modules[i] != NULL) freeModule(i);
    if (events[i] != NULL) freeEvent(i);
  }
  memset(&state, 0, sizeof state);
  state.deviceCount = 1;
  memset(pendingFault, 0, sizeof pendingFault);
  fakeCudaUnlock();
  fakeCudaForgetContexts();
}

#define FAKE_CUDA_CHECK_USABLE()                     \
  do {                                               \
    const CUresult usable = fakeCudaCurrentUsable(); \
    if (usable != CUDA_SUCCESS) return usable;       \
  } while (0)

static int* contextReferences(CUdevice device) {
  return &state.contextReferences[device];
}

static CUcontext primaryContext(CUdevice device) {
  primaryContexts[device].device = device;
  return &primaryContexts[device];
}

static int contextDevice(CUcontext ctx) {
  return ctx >= &primaryContexts[0] && ctx < &primaryContexts[kMaxDevices] ? ctx->device : -1;
}

/* Destroying a context frees what is left in it, and its pending fault goes. */
static void destroyContext(CUdevice device) {
  int left = 0;
  for (int i = 0; i < kMaxAllocations; ++i) {
    if (allocations[i].bytes != NULL && allocations[i].device == device) {
      fakeCudaFree(&allocations[i]);
      --state.liveAllocations;
      ++left;
    }
  }
  for (int i = 0; i < kMaxHandles; ++i) {
    if (modules[i] != NULL && modules[i]->device == device) {
      freeModule(i);
      --state.liveModules;
      ++left;
    }
    if (events[i] != NULL && events[i]->device == device) {
      freeEvent(i);
      --state.liveEvents;
      ++left;
    }
  }
  state.leftAtReset = left;
  pendingFault[device] = CUDA_SUCCESS;
}

const struct FakeCudaDriver fakeCudaDriver = {
    .deviceName = GPUASM_FAKE_CUDA_NAME,
    .driverVersion = CUDA_VERSION,
    .maxDevices = kMaxDevices,
    .deviceCount = &state.deviceCount,
    .contextReferences = contextReferences,
    .primaryContext = primaryContext,
    .destroyContext = destroyContext,
    .contextDevice = contextDevice,
};

/* A free slot of `handles` for `handle`; 0 when there is none. */
static int track(void** handles, void* handle) {
  for (int i = 0; i < kMaxHandles; ++i) {
    if (handles[i] == NULL) {
      handles[i] = handle;
      return 1;
    }
  }
  return 0;
}

/* Takes `handle` out of `handles`; 0 when it is not there. */
static int untrack(void** handles, void* handle) {
  for (int i = 0; i < kMaxHandles; ++i) {
    if (handle != NULL && handles[i] == handle) {
      handles[i] = NULL;
      return 1;
    }
  }
  return 0;
}

/* A kernel's fault surfaces here, and breaks what cuda.h says it breaks. */
CUresult CUDAAPI cuCtxSynchronize(void) {
  FAKE_CUDA_CHECK_USABLE();
  const int device = fakeCudaCurrentDevice();
  const CUresult fault = pendingFault[device];
  if (fault != CUDA_SUCCESS) {
    pendingFault[device] = CUDA_SUCCESS;
    fakeCudaBreak(device, fault);
  }
  return fault;
}

/* Whether [address, address + bytes) lies in one allocation. */
static int allocated(CUdeviceptr address, size_t bytes) {
  return fakeCudaAllocationHolding(allocations, kMaxAllocations, address, bytes) != NULL;
}

CUresult CUDAAPI cuMemAlloc(CUdeviceptr* dptr, size_t bytesize) {
  FAKE_CUDA_CHECK_USABLE();
  if (bytesize == 0) return CUDA_ERROR_INVALID_VALUE;
  struct FakeCudaAllocation* allocation =
      fakeCudaAllocateDevice(allocations, kMaxAllocations, bytesize);
  if (allocation == NULL) return CUDA_ERROR_OUT_OF_MEMORY;
  allocation->device = fakeCudaCurrentDevice();
  ++state.liveAllocations;
  *dptr = (CUdeviceptr)(uintptr_t)allocation->bytes;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemFree(CUdeviceptr dptr) {
  FAKE_CUDA_CHECK_USABLE();
  struct FakeCudaAllocation* allocation = fakeCudaAllocationAt(allocations, kMaxAllocations, dptr);
  if (allocation == NULL) return CUDA_ERROR_INVALID_VALUE;
  fakeCudaFree(allocation);
  --state.liveAllocations;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemsetD8(CUdeviceptr dstDevice, unsigned char uc, size_t N) {
  FAKE_CUDA_CHECK_USABLE();
  if (!allocated(dstDevice, N)) return CUDA_ERROR_INVALID_VALUE;
  memset((void*)(uintptr_t)dstDevice, uc, N);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpyHtoD(CUdeviceptr dstDevice, const void* srcHost, size_t ByteCount) {
  FAKE_CUDA_CHECK_USABLE();
  if (!allocated(dstDevice, ByteCount)) return CUDA_ERROR_INVALID_VALUE;
  memcpy((void*)(uintptr_t)dstDevice, srcHost, ByteCount);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuMemcpyDtoH(void* dstHost, CUdeviceptr srcDevice, size_t ByteCount) {
  FAKE_CUDA_CHECK_USABLE();
  if (!allocated(srcDevice, ByteCount)) return CUDA_ERROR_INVALID_VALUE;
  memcpy(dstHost, (const void*)(uintptr_t)srcDevice, ByteCount);
  return CUDA_SUCCESS;
}

/* The largest `.shared` array the text declares, in bytes (its element
   count: the arrays the tests declare are of .b8). */
static unsigned long largestSharedArray(const char* text) {
  unsigned long largest = 0;
  for (const char* at = strstr(text, ".shared"); at != NULL; at = strstr(at + 1, ".shared")) {
    const char* end = strchr(at, ';');
    const char* open = strchr(at, '[');
    if (end != NULL && open != NULL && open < end) {
      unsigned long size = strtoul(open + 1, NULL, 10);
      if (size > largest) largest = size;
    }
  }
  return largest;
}

static void writeLog(char* log, size_t capacity, const char* text) {
  if (log != NULL && capacity > 0) snprintf(log, capacity, "%s", text);
}

CUresult CUDAAPI cuModuleLoadDataEx(CUmodule* module, const void* image, unsigned int numOptions,
                                    CUjit_option* options, void** optionValues) {
  FAKE_CUDA_CHECK_USABLE();
  char* errorLog = NULL;
  char* infoLog = NULL;
  size_t errorLogBytes = 0;
  size_t infoLogBytes = 0;
  for (unsigned int i = 0; i < numOptions; ++i) {
    switch (options[i]) {
      case CU_JIT_ERROR_LOG_BUFFER:
        errorLog = optionValues[i];
        break;
      case CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES:
        errorLogBytes = (uintptr_t)optionValues[i];
        break;
      case CU_JIT_INFO_LOG_BUFFER:
        infoLog = optionValues[i];
        break;
      case CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES:
        infoLogBytes = (uintptr_t)optionValues[i];
        break;
      default:
        break;
    }
  }
  state.errorLogGiven = errorLog != NULL && errorLogBytes > 0;
  state.infoLogGiven = infoLog != NULL && infoLogBytes > 0;
  const char* text = image;
  unsigned long shared = largestSharedArray(text);
  if (shared > kStaticSharedLimit) {
    char message[256];
    const char* entry = strstr(text, ".entry ");
    char name[64] = "?";
    if (entry != NULL) sscanf(entry + 7, "%63[A-Za-z0-9_$]", name);
    snprintf(
        message, sizeof message,
        "ptxas error   : Entry function '%s' uses too much shared data (0x%lx bytes, 0x%x max)",
        name, shared, kStaticSharedLimit);
    writeLog(errorLog, errorLogBytes, message);
    return CUDA_ERROR_INVALID_PTX;
  }
  writeLog(infoLog, infoLogBytes, "ptxas info    : 0 bytes gmem");
  struct CUmod_st* loaded = calloc(1, sizeof *loaded);
  if (loaded == NULL) return CUDA_ERROR_OUT_OF_MEMORY;
  loaded->text = malloc(strlen(text) + 1);
  if (loaded->text == NULL) {
    free(loaded);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  strcpy(loaded->text, text);
  loaded->device = fakeCudaCurrentDevice();
  if (!track((void**)modules, loaded)) {
    free(loaded->text);
    free(loaded);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  ++state.moduleLoads;
  ++state.liveModules;
  *module = loaded;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleUnload(CUmodule hmod) {
  FAKE_CUDA_CHECK_USABLE();
  if (!untrack((void**)modules, hmod)) return CUDA_ERROR_INVALID_HANDLE;
  free(hmod->text);
  free(hmod);
  --state.liveModules;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuModuleGetFunction(CUfunction* hfunc, CUmodule hmod, const char* name) {
  FAKE_CUDA_CHECK_USABLE();
  if (hmod == NULL) return CUDA_ERROR_INVALID_HANDLE;
  size_t length = strlen(name);
  for (const char* at = strstr(hmod->text, ".entry "); at != NULL; at = strstr(at + 1, ".entry ")) {
    const char* start = at + 7;
    while (*start == ' ' || *start == '\t') ++start;
    char after = start[length];
    if (strncmp(start, name, length) == 0 && (after == '(' || after == ' ' || after == '\n')) {
      for (int i = 0; i < hmod->functionCount; ++i) {
        if (strcmp(hmod->functions[i].name, name) == 0) {
          *hfunc = &hmod->functions[i];
          return CUDA_SUCCESS;
        }
      }
      if (hmod->functionCount == kFunctionsPerModule || length >= sizeof hmod->functions[0].name)
        return CUDA_ERROR_OUT_OF_MEMORY;
      struct CUfunc_st* function = &hmod->functions[hmod->functionCount++];
      strcpy(function->name, name);
      *hfunc = function;
      return CUDA_SUCCESS;
    }
  }
  return CUDA_ERROR_NOT_FOUND;
}

CUresult CUDAAPI cuFuncSetAttribute(CUfunction hfunc, CUfunction_attribute attrib, int value) {
  FAKE_CUDA_CHECK_USABLE();
  if (hfunc == NULL) return CUDA_ERROR_INVALID_HANDLE;
  if (attrib == CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES) {
    if (value < 0 || value > 227 * 1024) return CUDA_ERROR_INVALID_VALUE;
    state.maxDynamicSharedBytes = value;
  }
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuLaunchKernel(CUfunction f, unsigned int gridDimX, unsigned int gridDimY,
                                unsigned int gridDimZ, unsigned int blockDimX,
                                unsigned int blockDimY, unsigned int blockDimZ,
                                unsigned int sharedMemBytes, CUstream hStream, void** kernelParams,
                                void** extra) {
  FAKE_CUDA_CHECK_USABLE();
  if (f == NULL) return CUDA_ERROR_INVALID_HANDLE;
  if (hStream != NULL) return CUDA_ERROR_INVALID_HANDLE;
  /* The limits of every GPU since compute capability 3.0. */
  if (gridDimX == 0 || gridDimY == 0 || gridDimZ == 0 || blockDimX == 0 || blockDimY == 0 ||
      blockDimZ == 0 || gridDimY > 65535 || gridDimZ > 65535 || blockDimX > 1024 ||
      blockDimY > 1024 || blockDimZ > 64 ||
      (unsigned long long)blockDimX * blockDimY * blockDimZ > 1024)
    return CUDA_ERROR_INVALID_VALUE;
  if (sharedMemBytes > kStaticSharedLimit && (int)sharedMemBytes > state.maxDynamicSharedBytes)
    return CUDA_ERROR_INVALID_VALUE;
  /* The parameters come either way, never both (cuLaunchKernel's reference). */
  if (kernelParams != NULL && extra != NULL) return CUDA_ERROR_INVALID_VALUE;
  if (state.refuseNextLaunch != 0) {
    CUresult refused = (CUresult)state.refuseNextLaunch;
    state.refuseNextLaunch = 0;
    return refused;
  }
  const unsigned char* parameters = NULL;
  const size_t* parameterBytes = NULL;
  if (extra != NULL) {
    int i = 0;
    for (; extra[i] != CU_LAUNCH_PARAM_END; i += 2) {
      if (extra[i] == CU_LAUNCH_PARAM_BUFFER_POINTER) {
        parameters = extra[i + 1];
      } else if (extra[i] == CU_LAUNCH_PARAM_BUFFER_SIZE) {
        parameterBytes = extra[i + 1];
      } else {
        return CUDA_ERROR_INVALID_VALUE;
      }
    }
    if (parameters == NULL || parameterBytes == NULL) return CUDA_ERROR_INVALID_VALUE;
    if (*parameterBytes > sizeof state.parameters) return CUDA_ERROR_INVALID_VALUE;
  }
  snprintf(state.kernel, sizeof state.kernel, "%s", f->name);
  state.grid[0] = gridDimX, state.grid[1] = gridDimY, state.grid[2] = gridDimZ;
  state.block[0] = blockDimX, state.block[1] = blockDimY, state.block[2] = blockDimZ;
  state.dynamicSharedBytes = sharedMemBytes;
  state.parameterBytes = parameterBytes != NULL ? *parameterBytes : 0;
  if (state.parameterBytes > 0) memcpy(state.parameters, parameters, state.parameterBytes);
  ++state.launches;
  CUresult fault = (CUresult)state.faultOfNextLaunch;
  state.faultOfNextLaunch = 0;
  if (strcmp(f->name, "fault_store") == 0) fault = CUDA_ERROR_ILLEGAL_ADDRESS;
  if (fault != CUDA_SUCCESS) pendingFault[fakeCudaCurrentDevice()] = fault;
  if (fault == CUDA_SUCCESS && state.runKernel != NULL)
    state.runKernel(f->name, state.block, state.parameters, state.parameterBytes);
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventCreate(CUevent* phEvent, unsigned int Flags) {
  FAKE_CUDA_CHECK_USABLE();
  (void)Flags;
  struct CUevent_st* event = calloc(1, sizeof *event);
  if (event == NULL) return CUDA_ERROR_OUT_OF_MEMORY;
  event->device = fakeCudaCurrentDevice();
  if (!track((void**)events, event)) {
    free(event);
    return CUDA_ERROR_OUT_OF_MEMORY;
  }
  *phEvent = event;
  ++state.liveEvents;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventDestroy(CUevent hEvent) {
  FAKE_CUDA_CHECK_USABLE();
  if (!untrack((void**)events, hEvent)) return CUDA_ERROR_INVALID_HANDLE;
  free(hEvent);
  --state.liveEvents;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventRecord(CUevent hEvent, CUstream hStream) {
  FAKE_CUDA_CHECK_USABLE();
  if (hEvent == NULL || hStream != NULL) return CUDA_ERROR_INVALID_HANDLE;
  hEvent->recorded = 1;
  return CUDA_SUCCESS;
}

CUresult CUDAAPI cuEventElapsedTime(float* pMilliseconds, CUevent hStart, CUevent hEnd) {
  FAKE_CUDA_CHECK_USABLE();
  if (hStart == NULL || hEnd == NULL) return CUDA_ERROR_INVALID_HANDLE;
  if (!hStart->recorded || !hEnd->recorded) return CUDA_ERROR_INVALID_HANDLE;
  *pMilliseconds = GPUASM_FAKE_CUDA_LAUNCH_MILLISECONDS;
  return CUDA_SUCCESS;
}
