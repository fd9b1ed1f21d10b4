// Device-side malloc and free (CUDA's device heap), compiled by regenerate.sh into heap.ptx for
// tests/targets/ptx/machine/call_test.cpp. Ours, written for the test.
#include <cstdio>

// Each thread allocates (t % 5 + 1) words, fills them, sums them back and frees them; the low
// four bits of its pointer (0: 16-byte aligned) go into bits 28-31 of its result.
extern "C" __global__ void heap(unsigned* out) {
  const unsigned t = threadIdx.x;
  const unsigned n = t % 5 + 1;
  unsigned* p = (unsigned*)malloc(n * sizeof(unsigned));
  if (!p) {
    out[t] = 0xffffffffu;
    return;
  }
  for (unsigned i = 0; i < n; i++) p[i] = t * 100 + i;
  unsigned sum = 0;
  for (unsigned i = 0; i < n; i++) sum += p[i];
  out[t] = sum | (unsigned)((unsigned long long)p & 15) << 28;
  free(p);
}

// One allocation a block, shared through a __shared__ pointer: thread 0 allocates `bytes`,
// every thread writes its word, reads its mirror's, and thread 0 frees it. A block that gets no
// memory writes 0xdead in its first word.
extern "C" __global__ void blockheap(unsigned* out, unsigned long long bytes) {
  __shared__ unsigned* shared;
  if (threadIdx.x == 0) shared = (unsigned*)malloc(bytes);
  __syncthreads();
  if (!shared) {
    if (threadIdx.x == 0) out[blockIdx.x * blockDim.x] = 0xdeadu;
    return;
  }
  shared[threadIdx.x] = threadIdx.x * 3 + blockIdx.x;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = shared[blockDim.x - 1 - threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) free(shared);
}
