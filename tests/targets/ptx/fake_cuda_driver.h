/* What the fake CUDA driver (fake_cuda_driver.c) saw, for the tests of the
   PTX CUDA device: the test opens the same library and reads it through
   gpuasm_fake_cuda_state(). C, since the fake is C (the tests' glob of C++
   sources must not take it into gpuasm-tests). */
#ifndef GPUASM_TESTS_FAKE_CUDA_DRIVER_H
#define GPUASM_TESTS_FAKE_CUDA_DRIVER_H

#include <stddef.h>

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
  /* What the device made and has not given back. */
  int contextReferences;
  int liveAllocations;
  int liveModules;
  int liveEvents;
  int moduleLoads; /* cuModuleLoadDataEx calls that compiled */
  /* Allocations, modules and events still there when the primary context's
     last reference was released (which frees them). */
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
};

#endif
