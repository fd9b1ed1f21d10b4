/* What the fake CUDA drivers of the tests (tests/targets/ptx/fake_cuda_driver.c
   and tests/transfer/fake_cuda_transfer_driver.c) have in common, compiled
   into each of them (fake_cuda_driver_common.c): the error names, finding the
   devices, the primary contexts (fake_cuda_primary_context.h) and the current
   context, the faults that break a context or the whole process, and the
   table of allocations over host memory. Each fake describes itself in
   `fakeCudaDriver` and keeps the rest (modules and launches; peers, pinned
   host memory and copy counts) to itself. C, as the fakes are. */
#ifndef GPUASM_TESTS_FAKE_CUDA_DRIVER_COMMON_H
#define GPUASM_TESTS_FAKE_CUDA_DRIVER_COMMON_H

#include <cuda.h>
#include <stddef.h>
#include <stdint.h>

#include "fake_cuda_primary_context.h"

/* Not exported: the tests look up only the cu* entry points and the fake's
   own state function. */
#define FAKE_CUDA_INTERNAL __attribute__((visibility("hidden")))

/* What a fake is, as the common entry points ask it. */
struct FakeCudaDriver {
  const char* deviceName; /* what cuDeviceGetName answers for every device */
  int driverVersion;      /* what cuDriverGetVersion answers */
  int maxDevices; /* the most devices the fake holds (GPUASM_FAKE_CUDA_MAX_CONTEXTS at most) */
  const int* deviceCount; /* the test's setting, in the fake's state */
  /* The count of references to `device`'s primary context, in the fake's state. */
  int* (*contextReferences)(CUdevice device);
  /* `device`'s primary context, as cuDevicePrimaryCtxRetain hands it out:
     the same handle for every instance, as nothing in the driver's reference
     promises a new one. */
  CUcontext (*primaryContext)(CUdevice device);
  /* `device`'s primary context was destroyed (its last reference released,
     or cuDevicePrimaryCtxReset): what it held goes. */
  void (*destroyContext)(CUdevice device);
  /* The device whose primary context `context` is, or -1 when it is none. */
  int (*contextDevice)(CUcontext context);
};
/* Defined by each fake. */
extern const struct FakeCudaDriver fakeCudaDriver FAKE_CUDA_INTERNAL;

/* Set by cuInit. */
extern int fakeCudaInitialised FAKE_CUDA_INTERNAL;
/* Set by cuCtxSetCurrent: per host thread, as the driver's is. In the static
   TLS block (initial-exec), not a dynamic one: LeakSanitizer (LLVM 14, glibc
   2.36) crashes at exit reading the dynamic TLS record of a library that was
   dlopened, used from a worker thread and dlclosed, as the tests do. */
extern _Thread_local CUcontext fakeCudaCurrent FAKE_CUDA_INTERNAL
    __attribute__((tls_model("initial-exec")));

/* `device`'s primary context (a valid device's). */
struct GpuasmFakeCudaPrimaryContext* fakeCudaPrimaryContext(CUdevice device) FAKE_CUDA_INTERNAL;
/* Forgets every primary context and the process's error: what a new process
   starts with (the tests' SetUp). */
void fakeCudaForgetContexts(void) FAKE_CUDA_INTERNAL;

/* Whether, after `fault`, cuda.h 13.0 says "This leaves the process in an
   inconsistent state and any further CUDA work will return the same error.
   To continue using CUDA, the process must be terminated and relaunched"
   (an illegal address, a misaligned one, an illegal instruction, a trap's
   unspecified launch failure, ...), rather than that the one context "must
   be destroyed" (a device-side assert). */
int fakeCudaLeavesProcessUnusable(CUresult fault) FAKE_CUDA_INTERNAL;
/* A kernel's fault surfaced in `device`'s primary context: the process
   (fakeCudaLeavesProcessUnusable) or the context instance is broken by it. */
void fakeCudaBreak(CUdevice device, CUresult fault) FAKE_CUDA_INTERNAL;
/* What a call in the current context answers before doing anything:
   CUDA_ERROR_NOT_INITIALIZED before cuInit, the process's error once a fault
   broke the process, CUDA_ERROR_INVALID_CONTEXT with no current context,
   CUDA_ERROR_CONTEXT_IS_DESTROYED when the current one was destroyed, its
   sticky error when a fault broke it; CUDA_SUCCESS otherwise. */
CUresult fakeCudaCurrentUsable(void) FAKE_CUDA_INTERNAL;
/* The device of the current context, or -1 (no current context). */
int fakeCudaCurrentDevice(void) FAKE_CUDA_INTERNAL;

/* Whether `device` is one the driver lists. */
int fakeCudaValidDevice(CUdevice device) FAKE_CUDA_INTERNAL;

/* Around whatever two host threads may touch at once (the transfer
   endpoint's reader and writer); the context calls take it themselves,
   and call destroyContext under it. */
void fakeCudaLock(void) FAKE_CUDA_INTERNAL;
void fakeCudaUnlock(void) FAKE_CUDA_INTERNAL;

/* A block of memory the fake handed out (device -1: host memory). */
struct FakeCudaAllocation {
  unsigned char* bytes;
  size_t size;
  int device;
};

/* Takes a free slot of `table` and `bytes` of memory for it (at least one
   byte, so that a block of none still has an address); NULL when there is
   no slot or no memory. */
struct FakeCudaAllocation* fakeCudaAllocate(struct FakeCudaAllocation* table, int slots,
                                            size_t bytes) FAKE_CUDA_INTERNAL;
/* The same for device memory, which is not zeroed: what a missing
   cuMemsetD8 would leave. */
struct FakeCudaAllocation* fakeCudaAllocateDevice(struct FakeCudaAllocation* table, int slots,
                                                  size_t bytes) FAKE_CUDA_INTERNAL;
/* The allocation that starts at `address`, or NULL. */
struct FakeCudaAllocation* fakeCudaAllocationAt(struct FakeCudaAllocation* table, int slots,
                                                uintptr_t address) FAKE_CUDA_INTERNAL;
/* The allocation holding [address, address + bytes), or NULL. */
struct FakeCudaAllocation* fakeCudaAllocationHolding(struct FakeCudaAllocation* table, int slots,
                                                     uintptr_t address,
                                                     size_t bytes) FAKE_CUDA_INTERNAL;
/* Gives an allocation's memory back and frees its slot. */
void fakeCudaFree(struct FakeCudaAllocation* allocation) FAKE_CUDA_INTERNAL;
/* Gives back every allocation of `table` (of `device`, or all for -1). */
void fakeCudaFreeAll(struct FakeCudaAllocation* table, int slots, int device) FAKE_CUDA_INTERNAL;

#endif
