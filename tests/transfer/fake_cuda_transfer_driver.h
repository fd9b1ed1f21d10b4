/* What the fake CUDA driver of the transfer tests (fake_cuda_transfer_driver.c)
   saw, read by cuda_endpoint_test.cpp through gpuasm_fake_cuda_transfer_state()
   after opening the same library. C, as the fake is. */
#ifndef GPUASM_TESTS_FAKE_CUDA_TRANSFER_DRIVER_H
#define GPUASM_TESTS_FAKE_CUDA_TRANSFER_DRIVER_H

#include <stddef.h>

#define GPUASM_FAKE_CUDA_TRANSFER_NAME "gpuasm fake CUDA transfer device"
#define GPUASM_FAKE_CUDA_TRANSFER_MAX_DEVICES 4
/* What cuDriverGetVersion answers: 12.4. */
#define GPUASM_FAKE_CUDA_TRANSFER_DRIVER_VERSION 12040

struct GpuasmFakeCudaTransferState {
  /* Set by the test. */
  int deviceCount;          /* 0: cuInit answers CUDA_ERROR_NO_DEVICE, as the real one does */
  size_t deviceMemoryBytes; /* each device's memory; cuMemAlloc past it: out of memory */
  int peerAccess;           /* whether two devices can reach each other's memory */
  int failCopyAt;           /* the copy call (any direction, 1-based) that fails; 0: none */
  int failCopyResult;       /* what it answers (a CUresult) */
  /* Counted by the driver. */
  int hostToDevice, deviceToHost, deviceToDevice, peerCopies, peerEnables;
  /* Calls on memory of one device made while another device's context was
     current (the real driver allows them under unified addressing, but they
     mean the endpoint forgot to make its context current). */
  int foreignContextCalls;
  /* cuMemHostAlloc blocks alive, and the host-device copies whose host side
     lay wholly in one (the driver DMAs those without a bounce buffer). */
  int liveHostAllocations, pinnedHostCopies;
  int contextReferences[GPUASM_FAKE_CUDA_TRANSFER_MAX_DEVICES];
  int liveAllocations[GPUASM_FAKE_CUDA_TRANSFER_MAX_DEVICES];
  size_t bytesInUse[GPUASM_FAKE_CUDA_TRANSFER_MAX_DEVICES];
};

#endif
