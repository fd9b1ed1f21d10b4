/* One device's primary context as the fake CUDA drivers keep it
   (fake_cuda_driver_common.c), read by the tests through
   gpuasm_fake_cuda_primary_context() of the fake they opened. It follows the
   CUDA driver API reference (cuda.h 13.0, "Primary Context Management"):
   one primary context per device, counted by cuDevicePrimaryCtxRetain and
   cuDevicePrimaryCtxRelease; made by the first retain, destroyed (with all
   it holds) when the last reference is released or at once by
   cuDevicePrimaryCtxReset, which keeps the references; a retain after its
   destruction makes a new one. C, as the fakes are. */
#ifndef GPUASM_TESTS_FAKE_CUDA_PRIMARY_CONTEXT_H
#define GPUASM_TESTS_FAKE_CUDA_PRIMARY_CONTEXT_H

/* The most devices a fake keeps a primary context for. */
#define GPUASM_FAKE_CUDA_MAX_CONTEXTS 8

struct GpuasmFakeCudaPrimaryContext {
  int active;   /* made and not destroyed since */
  int instance; /* which context of the process this is: each one made takes the next number
                   from 1 (0: none made yet) */
  int made;     /* how many times this device's primary context was made */
  int resets;   /* cuDevicePrimaryCtxReset calls that destroyed one */
  /* The CUresult of the fault that broke this instance (a device-side assert:
     "the context cannot be used anymore, and must be destroyed"): every call
     in it answers this until it is destroyed. 0: none. */
  int stickyError;
};

#endif
