// The scalar rows GFX8 added (VI ISA manual, chapters 5 and 7 and section
// 12.2-12.5): SMEM's stores (s_store_dword*, s_buffer_store_dword*), its
// cache write-backs (no caches in the functional model), and the 64-bit
// scalar compares. SMEM's fields are decoded as SMRD's (program.cpp).
#include <fmt/format.h>

#include "targets/gcn/machine/memory.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/scalar_memory.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

// s_store_dword*: sdata's dwords to base + offset (dword aligned).
template <uint32_t Dwords>
void scalarStore(Execution& x, const Decoded& d) {
  if (!x.memory) return x.raise(d, "memory", "the wave runs without a memory");
  const uint64_t address = (x.wave.pair(d.src[0]) + scalarMemoryOffset(x, d)) & ~uint64_t{3};
  for (uint32_t i = 0; i < Dwords; ++i) {
    const uint32_t value = d.dst + i < 128 ? x.wave.scalar[d.dst + i] : 0;
    if (!x.memory->write(address + 4 * i, &value, 4))
      return x.raise(d, "address",
                     fmt::format("s_store writes 0x{:x}, outside the memory", address + 4 * i),
                     std::nullopt, address + 4 * i);
  }
}

// s_buffer_store_dword*: through the V# in sbase's quad; a dword past
// num_records is dropped, as a buffer store out of range is.
template <uint32_t Dwords>
void scalarBufferStore(Execution& x, const Decoded& d) {
  if (!x.memory) return x.raise(d, "memory", "the wave runs without a memory");
  const BufferResource v = BufferResource::fromDwords(&x.wave.scalar[d.src[0] & 124]);
  const uint64_t offset = scalarMemoryOffset(x, d) & 0xfffffffcu;
  for (uint32_t i = 0; i < Dwords; ++i) {
    const uint64_t at = offset + 4 * i;
    if (at >= v.numRecords) continue;
    const uint32_t value = d.dst + i < 128 ? x.wave.scalar[d.dst + i] : 0;
    if (!x.memory->write(v.base + at, &value, 4))
      return x.raise(d, "address",
                     fmt::format("s_buffer_store writes 0x{:x}, outside the memory", v.base + at),
                     std::nullopt, v.base + at);
  }
}

}  // namespace

GCN_SEMANTICS_AS(s_store_dword, scalarStore<1>);
GCN_SEMANTICS_AS(s_store_dwordx2, scalarStore<2>);
GCN_SEMANTICS_AS(s_store_dwordx4, scalarStore<4>);
GCN_SEMANTICS_AS(s_buffer_store_dword, scalarBufferStore<1>);
GCN_SEMANTICS_AS(s_buffer_store_dwordx2, scalarBufferStore<2>);
GCN_SEMANTICS_AS(s_buffer_store_dwordx4, scalarBufferStore<4>);
GCN_SEMANTICS(s_dcache_wb) {}
GCN_SEMANTICS(s_dcache_wb_vol) {}
GCN_SEMANTICS(s_dcache_inv_vol) {}

GCN_SEMANTICS(s_cmp_eq_u64) {
  x.wave.scc =
      scalarValue64(x.wave, d.src[0], d.literal) == scalarValue64(x.wave, d.src[1], d.literal);
}
GCN_SEMANTICS(s_cmp_lg_u64) {
  x.wave.scc =
      scalarValue64(x.wave, d.src[0], d.literal) != scalarValue64(x.wave, d.src[1], d.literal);
}

}  // namespace gpuasm::gcn::machine
