// GFX9's SMEM atomics (Vega ISA manual, SMEM opcodes 64-172): s_atomic_*
// on the 64-bit address in sbase's pair plus the offset, s_buffer_atomic_*
// through the V# in sbase's quad (an element past num_records is dropped and
// returns 0, as a buffer atomic out of range). The operations are the
// buffer atomics' (atomic_operations.hpp: atomic against other host
// threads); the data is SDATA (a pair for _x2), cmpswap's compare value
// the next register(s); glc returns the value before into SDATA. And the
// cache and translation hints that change nothing here: s_dcache_discard
// (no cache holds dirty lines) and GFX8's s_atc_probe/_buffer.
#include <fmt/format.h>

#include "targets/gcn/machine/atomic_operations.hpp"
#include "targets/gcn/machine/memory.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/scalar_memory.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

template <typename T>
T scalarOperand(const Wavefront& w, uint32_t code) {
  if constexpr (sizeof(T) == 8)
    return w.pair(code);
  else
    return code < 128 ? w.scalar[code] : 0;
}

template <typename T>
void atomicReturn(Execution& x, uint32_t data, T old) {
  x.wave.scalar[data] = static_cast<uint32_t>(old);
  if constexpr (sizeof(T) == 8) x.wave.scalar[data + 1] = static_cast<uint32_t>(old >> 32);
}

template <typename T, atomic::Operation<T> Op, bool HasCompare, bool Buffer>
void scalarAtomic(Execution& x, const Decoded& d) {
  if (!x.memory) return x.raise(d, "memory", "the wave runs without a memory");
  constexpr uint32_t words = sizeof(T) / 4;
  const uint32_t data = d.dst;
  if (data + (HasCompare ? 2 : 1) * words > 128)
    return x.raise(d, "illegal", "the SGPR range runs past the scalar file");
  uint64_t address;
  if constexpr (Buffer) {
    const BufferResource v = BufferResource::fromDwords(&x.wave.scalar[d.src[0] & 124]);
    const uint64_t offset = scalarMemoryOffset(x, d) & 0xffffffffu & ~uint64_t{sizeof(T) - 1};
    if (offset + sizeof(T) > v.numRecords) {
      if (smem::glc.extract(d.raw)) atomicReturn(x, data, T{0});
      return;
    }
    address = (v.base + offset) & ~uint64_t{sizeof(T) - 1};
  } else {
    address = (x.wave.pair(d.src[0]) + scalarMemoryOffset(x, d)) & ~uint64_t{sizeof(T) - 1};
  }
  if (!x.memory->contains(address, sizeof(T)))
    return x.raise(d, "address",
                   fmt::format("the scalar atomic reaches 0x{:x}, outside the memory", address),
                   std::nullopt, address);
  const T compare = HasCompare ? scalarOperand<T>(x.wave, data + words) : 0;
  const T old = atomic::apply<T, Op>(x.memory->bytes.data() + address,
                                     scalarOperand<T>(x.wave, data), compare);
  if (smem::glc.extract(d.raw)) atomicReturn(x, data, old);
}

}  // namespace

#define GCN_SCALAR_ATOMIC(name, operation, compare)                                \
  GCN_SEMANTICS_AS(s_atomic_##name,                                                \
                   (scalarAtomic<uint32_t, operation<uint32_t>, compare, false>)); \
  GCN_SEMANTICS_AS(s_atomic_##name##_x2,                                           \
                   (scalarAtomic<uint64_t, operation<uint64_t>, compare, false>)); \
  GCN_SEMANTICS_AS(s_buffer_atomic_##name,                                         \
                   (scalarAtomic<uint32_t, operation<uint32_t>, compare, true>));  \
  GCN_SEMANTICS_AS(s_buffer_atomic_##name##_x2,                                    \
                   (scalarAtomic<uint64_t, operation<uint64_t>, compare, true>))
GCN_SCALAR_ATOMIC(swap, atomic::swap, false);
GCN_SCALAR_ATOMIC(cmpswap, atomic::compareSwap, true);
GCN_SCALAR_ATOMIC(add, atomic::add, false);
GCN_SCALAR_ATOMIC(sub, atomic::subtract, false);
GCN_SCALAR_ATOMIC(smin, atomic::signedMin, false);
GCN_SCALAR_ATOMIC(umin, atomic::unsignedMin, false);
GCN_SCALAR_ATOMIC(smax, atomic::signedMax, false);
GCN_SCALAR_ATOMIC(umax, atomic::unsignedMax, false);
GCN_SCALAR_ATOMIC(and, atomic::bitAnd, false);
GCN_SCALAR_ATOMIC(or, atomic::bitOr, false);
GCN_SCALAR_ATOMIC(xor, atomic::bitXor, false);
GCN_SCALAR_ATOMIC(inc, atomic::increment, false);
GCN_SCALAR_ATOMIC(dec, atomic::decrement, false);
#undef GCN_SCALAR_ATOMIC

GCN_SEMANTICS(s_dcache_discard) {}
GCN_SEMANTICS(s_dcache_discard_x2) {}
GCN_SEMANTICS(s_atc_probe) {}
GCN_SEMANTICS(s_atc_probe_buffer) {}

}  // namespace gpuasm::gcn::machine
