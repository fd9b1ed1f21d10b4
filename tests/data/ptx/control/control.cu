// Calls, the .param ABI, printf, assert and trap as nvcc compiles them: the
// source of control.ptx (regenerate.sh), read by
// tests/targets/ptx/machine/call_test.cpp and printf_test.cpp. Written for
// gpuasm's tests.
#include <cassert>
#include <cstdio>

// Not a tail call: nvcc keeps the recursion.
__device__ __noinline__ unsigned fib(unsigned n) {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

// n + 1 calls deep (two calls a level keep nvcc from making it a loop):
// the stack overflow test. depth(n) = n + 1 for n < 2^20.
__device__ __noinline__ unsigned depth(unsigned n) {
  return n == 0 ? 1 : depth(n - 1) + depth(n >> 20);
}

struct Pair {
  unsigned long long wide;
  unsigned narrow;
};
__device__ __noinline__ Pair makePair(unsigned x) {
  Pair p;
  p.wide = 0x100000001ull * x;
  p.narrow = x * 3 + 1;
  return p;
}

// A .local array indexed at run time: a frame of .local memory in a .func.
__device__ __noinline__ unsigned long long scatter(unsigned n) {
  unsigned long long buffer[16];
  for (int i = 0; i < 16; ++i) buffer[i] = i;
  for (unsigned i = 0; i < n; ++i) buffer[(i * 7 + n) & 15] += i * n;
  unsigned long long sum = 0;
  for (int i = 0; i < 16; ++i) sum = sum * 31 + buffer[i];
  return sum;
}

__device__ __noinline__ unsigned twice(unsigned x) { return 2 * x; }
__device__ __noinline__ unsigned square(unsigned x) { return x * x; }
__device__ __noinline__ unsigned flip(unsigned x) { return x ^ 0xa5a5a5a5u; }
typedef unsigned (*Unary)(unsigned);

extern "C" __global__ void fibonacci(unsigned* out) {
  out[threadIdx.x] = fib(threadIdx.x % 16);
}

extern "C" __global__ void overflow(unsigned* out, unsigned start) {
  out[threadIdx.x] = depth(start);
}

extern "C" __global__ void pairs(unsigned long long* out) {
  Pair p = makePair(threadIdx.x + 7);
  out[2 * threadIdx.x] = p.wide;
  out[2 * threadIdx.x + 1] = p.narrow;
}

extern "C" __global__ void locals(unsigned long long* out, unsigned base) {
  // Only odd threads call: a divergent call.
  if (threadIdx.x & 1) out[threadIdx.x] = scatter(base + threadIdx.x);
}

extern "C" __global__ void indirect(unsigned* out, unsigned shift) {
  Unary table[3] = {twice, square, flip};
  Unary f = table[(threadIdx.x + shift) % 3];
  out[threadIdx.x] = f(threadIdx.x + 10);
}

extern "C" __global__ void prints(int i, unsigned u, long long ll, double d, double e, double g) {
  int n = printf("t%u: %d %i %u %x %X %o %c|%s|%5.2f %e %g %lld %llx %lu %%\n", threadIdx.x,
                 i - (int)threadIdx.x, i, u, u, u, u, 'A' + (int)threadIdx.x, "str", d, e, g, ll, (unsigned long long)ll, (unsigned long)u + threadIdx.x);
  printf("[%-6s|%6s|%06d|%+d|% d|%#x|%#o|%.3s|%-4c|]\n", "ab", "cd", (int)u, i, i, u, u, "abcdef",
         'z');
  if (threadIdx.x == 0) printf("n=%d no arguments\n", n);
}

extern "C" __global__ void checks(unsigned limit) {
  assert(threadIdx.x < limit);
}

extern "C" __global__ void traps(unsigned which) {
  if (threadIdx.x == which) __trap();
}
