// Our own definitions of the OpenCL work-item, barrier and atomic functions for
// amdgcn-amd-amdhsa without the device libraries, put in front of a public kernel file so that
// clang inlines them and ld.lld can link the object into a code object with nothing undefined
// (scripts/gcn-corpus/build.sh, the "-co" files). The sizes come from the HSA kernel dispatch
// packet (HSA runtime spec, hsa_kernel_dispatch_packet_t: workgroup_size_x at byte 4 as three
// 16-bit fields, grid_size_x at byte 12 as three 32-bit fields); the global offset is 0.

// Static functions under our own names, each OpenCL name a macro for one: a definition under the
// OpenCL name would be an external function that clang emits beside the kernels.
#define WI_OVERLOADED static __attribute__((overloadable))
#define WI_CONST static __attribute__((overloadable, const))

size_t WI_CONST wi_get_local_id(uint dim) {
  switch (dim) {
    case 0:
      return __builtin_amdgcn_workitem_id_x();
    case 1:
      return __builtin_amdgcn_workitem_id_y();
    case 2:
      return __builtin_amdgcn_workitem_id_z();
    default:
      return 0;
  }
}

size_t WI_CONST wi_get_group_id(uint dim) {
  switch (dim) {
    case 0:
      return __builtin_amdgcn_workgroup_id_x();
    case 1:
      return __builtin_amdgcn_workgroup_id_y();
    case 2:
      return __builtin_amdgcn_workgroup_id_z();
    default:
      return 0;
  }
}

size_t WI_CONST wi_get_local_size(uint dim) {
  __constant ushort* packet = (__constant ushort*)__builtin_amdgcn_dispatch_ptr();
  return dim < 3 ? packet[2 + dim] : 1;
}

size_t WI_CONST wi_get_global_size(uint dim) {
  __constant uint* packet = (__constant uint*)__builtin_amdgcn_dispatch_ptr();
  return dim < 3 ? packet[3 + dim] : 1;
}

size_t WI_CONST wi_get_num_groups(uint dim) {
  const size_t size = wi_get_local_size(dim);
  return (wi_get_global_size(dim) + size - 1) / size;
}

size_t WI_CONST wi_get_global_id(uint dim) {
  return wi_get_group_id(dim) * wi_get_local_size(dim) + wi_get_local_id(dim);
}

size_t WI_CONST wi_get_global_offset(uint dim) {
  return 0;
}

uint WI_CONST wi_get_work_dim(void) {
  __constant ushort* packet = (__constant ushort*)__builtin_amdgcn_dispatch_ptr();
  return packet[1] & 3;  // setup: dimensions in bits 0-1
}

void WI_OVERLOADED wi_barrier(cl_mem_fence_flags flags) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

void WI_OVERLOADED wi_mem_fence(cl_mem_fence_flags flags) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
}

#define WI_ATOMICS(SPACE, NAME)                                                         \
  int WI_OVERLOADED wi_##NAME##_add(volatile SPACE int* p, int v) {                     \
    return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  uint WI_OVERLOADED wi_##NAME##_add(volatile SPACE uint* p, uint v) {                  \
    return __atomic_fetch_add(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  int WI_OVERLOADED wi_##NAME##_sub(volatile SPACE int* p, int v) {                     \
    return __atomic_fetch_sub(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  uint WI_OVERLOADED wi_##NAME##_sub(volatile SPACE uint* p, uint v) {                  \
    return __atomic_fetch_sub(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  int WI_OVERLOADED wi_##NAME##_inc(volatile SPACE int* p) {                            \
    return __atomic_fetch_add(p, 1, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  uint WI_OVERLOADED wi_##NAME##_inc(volatile SPACE uint* p) {                          \
    return __atomic_fetch_add(p, 1u, __ATOMIC_RELAXED);                                 \
  }                                                                                     \
  int WI_OVERLOADED wi_##NAME##_max(volatile SPACE int* p, int v) {                     \
    return __atomic_fetch_max(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  uint WI_OVERLOADED wi_##NAME##_max(volatile SPACE uint* p, uint v) {                  \
    return __atomic_fetch_max(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  int WI_OVERLOADED wi_##NAME##_min(volatile SPACE int* p, int v) {                     \
    return __atomic_fetch_min(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  uint WI_OVERLOADED wi_##NAME##_min(volatile SPACE uint* p, uint v) {                  \
    return __atomic_fetch_min(p, v, __ATOMIC_RELAXED);                                  \
  }                                                                                     \
  int WI_OVERLOADED wi_##NAME##_xchg(volatile SPACE int* p, int v) {                    \
    return __atomic_exchange_n(p, v, __ATOMIC_RELAXED);                                 \
  }                                                                                     \
  uint WI_OVERLOADED wi_##NAME##_xchg(volatile SPACE uint* p, uint v) {                 \
    return __atomic_exchange_n(p, v, __ATOMIC_RELAXED);                                 \
  }                                                                                     \
  int WI_OVERLOADED wi_##NAME##_cmpxchg(volatile SPACE int* p, int cmp, int v) {        \
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
    return cmp;                                                                         \
  }                                                                                     \
  uint WI_OVERLOADED wi_##NAME##_cmpxchg(volatile SPACE uint* p, uint cmp, uint v) {    \
    __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED); \
    return cmp;                                                                         \
  }

#define get_local_id wi_get_local_id
#define get_group_id wi_get_group_id
#define get_local_size wi_get_local_size
#define get_global_size wi_get_global_size
#define get_num_groups wi_get_num_groups
#define get_global_id wi_get_global_id
#define get_global_offset wi_get_global_offset
#define get_work_dim wi_get_work_dim
#define barrier wi_barrier
#define mem_fence wi_mem_fence

// atomic_* (OpenCL 1.1) and atom_* (the cl_khr_*_int32_*_atomics names), in both spaces.
WI_ATOMICS(__global, atomic)
WI_ATOMICS(__local, atomic)
WI_ATOMICS(__global, atom)
WI_ATOMICS(__local, atom)

#define atomic_add wi_atomic_add
#define atom_add wi_atom_add
#define atomic_sub wi_atomic_sub
#define atom_sub wi_atom_sub
#define atomic_inc wi_atomic_inc
#define atom_inc wi_atom_inc
#define atomic_max wi_atomic_max
#define atom_max wi_atom_max
#define atomic_min wi_atomic_min
#define atom_min wi_atom_min
#define atomic_xchg wi_atomic_xchg
#define atom_xchg wi_atom_xchg
#define atomic_cmpxchg wi_atomic_cmpxchg
#define atom_cmpxchg wi_atom_cmpxchg
