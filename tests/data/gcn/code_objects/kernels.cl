// Kernels compiled by scripts/oracle/gcn_code_objects.sh into HSA code objects
// (clang-14, amdgcn-amd-amdhsa), run by tests/targets/gcn/code_object_run_test.cpp
// and compared with host computations there. No OpenCL library: the ids come
// from the builtins, as a kernel built with -nogpulib gets them.
#define LID __builtin_amdgcn_workitem_id_x()
#define GSIZE __builtin_amdgcn_workgroup_size_x()
#define GID (__builtin_amdgcn_workgroup_id_x() * GSIZE + LID)
// barrier(CLK_LOCAL_MEM_FENCE) as the OpenCL library writes it.
#define BARRIER()                                                 \
  do {                                                            \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");        \
    __builtin_amdgcn_s_barrier();                                 \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");        \
  } while (0)

// Integer arithmetic: c[i] = a[i] + 3 * b[i] ^ (i << 4).
__kernel void add(__global const uint* a, __global const uint* b, __global uint* c, uint n) {
  uint i = GID;
  if (i < n) c[i] = (a[i] + b[i] * 3u) ^ (i << 4);
}

// An LDS tree reduction with barriers: out[group] = the sum of its 64 or 128 elements.
__kernel void reduce(__global const uint* in, __global uint* out) {
  __local uint part[128];
  uint l = LID;
  part[l] = in[GID];
  BARRIER();
  for (uint s = GSIZE / 2; s > 0; s >>= 1) {
    if (l < s) part[l] += part[l + s];
    BARRIER();
  }
  if (l == 0) out[__builtin_amdgcn_workgroup_id_x()] = part[0];
}

// Global atomics: a histogram of in[i] % 16 and the running maximum.
__kernel void histogram(__global const uint* in, __global uint* bins, __global uint* maximum,
                        uint n) {
  uint i = GID;
  if (i < n) {
    __atomic_fetch_add(&bins[in[i] % 16u], 1u, __ATOMIC_RELAXED);
    __atomic_fetch_max(maximum, in[i], __ATOMIC_RELAXED);
  }
}

// 64-bit arithmetic: products, shifts and a division of ulongs.
__kernel void wide(__global const ulong* a, __global const ulong* b, __global ulong* out) {
  uint i = GID;
  ulong x = a[i], y = b[i];
  out[3 * i] = x * y + (x >> 7);
  out[3 * i + 1] = (x ^ y) << (i % 64);
  out[3 * i + 2] = x / ((y & 0xffff) | 1);
}

// A data-dependent loop: the Collatz steps of each start value.
__kernel void collatz(__global const uint* start, __global uint* steps) {
  uint i = GID;
  uint x = start[i], count = 0;
  while (x != 1 && count < 1000) {
    x = (x & 1) ? 3 * x + 1 : x / 2;
    ++count;
  }
  steps[i] = count;
}

// A __local pointer argument (dynamic LDS, hidden arguments' neighbour) and the global offset.
__kernel void scale(__global int* data, __local int* scratch, int factor) {
  uint l = LID;
  scratch[l] = data[GID] * factor;
  BARRIER();
  data[GID] = scratch[GSIZE - 1 - l];
}

// The global offset from the hidden arguments (the first implicit argument,
// hidden_global_offset_x, as the OpenCL library's get_global_id reads it):
// ids[get_global_id(0) - offset] = get_global_id(0).
__kernel void offset_ids(__global ulong* ids, ulong offset) {
  __constant ulong* implicit = (__constant ulong*)__builtin_amdgcn_implicitarg_ptr();
  ulong id = GID + implicit[0];
  ids[id - offset] = id;
}

// Private memory (scratch): a per-work-item array indexed by data, so that
// it cannot live in registers.
__kernel void private_table(__global const uint* in, __global uint* out) {
  uint i = GID;
  volatile uint table[16];
  for (uint k = 0; k < 16; ++k) table[k] = (i + 1) * k;
  uint x = in[i];
  out[i] = table[x % 16] + table[(x / 16) % 16];
}
