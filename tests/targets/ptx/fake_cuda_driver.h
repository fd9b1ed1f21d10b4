/* What the fake CUDA driver (fake_cuda_driver.c) saw, for the tests of the
   PTX CUDA device: the test opens the same library and reads it through
   gpuasm_fake_cuda_state(), and each device's primary context through
   gpuasm_fake_cuda_primary_context(device) (fake_cuda_primary_context.h);
   gpuasm_fake_cuda_new_process() forgets everything, as a new process starts
   without what the last one broke. C, since the fake is C (the tests' glob of
   C++ sources must not take it into gpuasm-tests). */
#ifndef GPUASM_TESTS_FAKE_CUDA_DRIVER_H
#define GPUASM_TESTS_FAKE_CUDA_DRIVER_H

#include <stddef.h>

#include "support/fake_cuda_primary_context.h"

#define GPUASM_FAKE_CUDA_NAME "gpuasm fake CUDA driver"
/* What cuEventElapsedTime answers, whatever ran. */
#define GPUASM_FAKE_CUDA_LAUNCH_MILLISECONDS 0.5f

struct GpuasmFakeCudaState {
  /* Set by the test: the GPUs the driver lists (0: cuInit fails with
     CUDA_ERROR_NO_DEVICE, as the real one does). */
  int deviceCount;
  /* Set by the test: what the next cuLaunchKernel answers instead of
     launching (0: it launches). */
  int refuseNextLaunch;
  /* Set by the test: the fault of the next kernel launched, which the next
     cuCtxSynchronize reports (0: it runs; a kernel named fault_store always
     faults with CUDA_ERROR_ILLEGAL_ADDRESS). */
  int faultOfNextLaunch;
  /* References to each device's primary context. */
  int contextReferences[GPUASM_FAKE_CUDA_MAX_CONTEXTS];
  /* What the devices made and have not given back, in every context. */
  int liveAllocations;
  int liveModules;
  int liveEvents;
  int moduleLoads; /* cuModuleLoadDataEx calls that compiled */
  /* Allocations, modules and events still there when a primary context was
     last destroyed (its last reference released, or a reset), which frees them. */
  int leftAtReset;
  /* The JIT's options of the last cuModuleLoadDataEx: were the logs asked for? */
  int errorLogGiven;
  int infoLogGiven;
  /* The last launch, as cuLaunchKernel got it. */
  char kernel[128];
  unsigned grid[3];
  unsigned block[3];
  unsigned dynamicSharedBytes;
  int maxDynamicSharedBytes; /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, if set */
  unsigned char parameters[4096];
  size_t parameterBytes;
  int launches;
  /* Set by the test: what "runs" each kernel launched (NULL: nothing does),
     called with the launch as cuLaunchKernel got it; buffers are host memory
     here, so the parameter block's pointers can be written through. The
     tests of `gpuasm study --device cuda` plant %clock64 readings and
     results with it. */
  void (*runKernel)(const char* kernel, const unsigned block[3], const unsigned char* parameters,
                    size_t parameterBytes);
};

#endif
