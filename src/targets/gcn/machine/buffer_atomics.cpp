// The MUBUF atomics (SI ISA manual, section 13.8 "MUBUF" opcodes 48-95):
// read-modify-write of a dword or (_x2) a qword at each active lane's
// address, in ascending lane order, atomic with respect to other host
// threads running other work-groups on the same Memory: each update is a
// compare-and-swap loop on a std::atomic_ref over the aligned word of
// Memory::bytes (the vector's storage is aligned for new, 16 bytes, so an
// address aligned to the word is an aligned word). The address is aligned
// down to the word size (as the DS atomics are). With glc the value before
// the operation is returned in vdata; cmpswap takes the new value in
// vdata and the compare value in the next register(s). Out-of-range lanes
// (buffer_addressing.hpp; all or nothing: any byte of the word out of range)
// change nothing and return 0.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <type_traits>

#include "targets/gcn/machine/atomic_operations.hpp"
#include "targets/gcn/machine/buffer_addressing.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

template <typename T, atomic::Operation<T> Operation, bool HasCompare>
void bufferAtomic(Execution& x, const Decoded& d) {
  constexpr uint32_t words = sizeof(T) / 4;
  Wavefront& wave = x.wave;
  const BufferAddressing a = BufferAddressing::decode(wave, d.raw);
  if (!prepareBuffer(x, d, a, words * (HasCompare ? 2 : 1))) return;
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const BufferAddressing::Lane l = a.lane(wave, lane);
    // All or nothing: out of range where any byte of the word is.
    const bool outOfRange = a.outOfRange(l, sizeof(T) - 1);
    const uint64_t at = a.locate(l, 0).address & ~uint64_t{sizeof(T) - 1};
    T old = 0;
    if (!outOfRange) {
      if (!x.memory->contains(at, sizeof(T)))
        return x.raise(d, "address",
                       fmt::format("the atomic reaches 0x{:x}, outside the memory", at), lane, at);
      const T compare =
          HasCompare ? atomic::laneOperand<T>(wave, a.vdata + sizeof(T) / 4, lane) : 0;
      old = atomic::apply<T, Operation>(x.memory->bytes.data() + at,
                                        atomic::laneOperand<T>(wave, a.vdata, lane), compare);
    }
    if (a.glc) atomic::returnOld(wave, a.vdata, lane, old);
  }
}

}  // namespace

GCN_SEMANTICS_AS(buffer_atomic_swap, (bufferAtomic<uint32_t, atomic::swap<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_cmpswap,
                 (bufferAtomic<uint32_t, atomic::compareSwap<uint32_t>, true>));
GCN_SEMANTICS_AS(buffer_atomic_add, (bufferAtomic<uint32_t, atomic::add<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_sub, (bufferAtomic<uint32_t, atomic::subtract<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_smin, (bufferAtomic<uint32_t, atomic::signedMin<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_umin,
                 (bufferAtomic<uint32_t, atomic::unsignedMin<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_smax, (bufferAtomic<uint32_t, atomic::signedMax<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_umax,
                 (bufferAtomic<uint32_t, atomic::unsignedMax<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_and, (bufferAtomic<uint32_t, atomic::bitAnd<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_or, (bufferAtomic<uint32_t, atomic::bitOr<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_xor, (bufferAtomic<uint32_t, atomic::bitXor<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_inc, (bufferAtomic<uint32_t, atomic::increment<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_dec, (bufferAtomic<uint32_t, atomic::decrement<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_fcmpswap,
                 (bufferAtomic<uint32_t, atomic::floatCompareSwap<uint32_t>, true>));
GCN_SEMANTICS_AS(buffer_atomic_fmin, (bufferAtomic<uint32_t, atomic::floatMin<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_fmax, (bufferAtomic<uint32_t, atomic::floatMax<uint32_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_swap_x2, (bufferAtomic<uint64_t, atomic::swap<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_cmpswap_x2,
                 (bufferAtomic<uint64_t, atomic::compareSwap<uint64_t>, true>));
GCN_SEMANTICS_AS(buffer_atomic_add_x2, (bufferAtomic<uint64_t, atomic::add<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_sub_x2, (bufferAtomic<uint64_t, atomic::subtract<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_smin_x2,
                 (bufferAtomic<uint64_t, atomic::signedMin<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_umin_x2,
                 (bufferAtomic<uint64_t, atomic::unsignedMin<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_smax_x2,
                 (bufferAtomic<uint64_t, atomic::signedMax<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_umax_x2,
                 (bufferAtomic<uint64_t, atomic::unsignedMax<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_and_x2, (bufferAtomic<uint64_t, atomic::bitAnd<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_or_x2, (bufferAtomic<uint64_t, atomic::bitOr<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_xor_x2, (bufferAtomic<uint64_t, atomic::bitXor<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_inc_x2,
                 (bufferAtomic<uint64_t, atomic::increment<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_dec_x2,
                 (bufferAtomic<uint64_t, atomic::decrement<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_fcmpswap_x2,
                 (bufferAtomic<uint64_t, atomic::floatCompareSwap<uint64_t>, true>));
GCN_SEMANTICS_AS(buffer_atomic_fmin_x2,
                 (bufferAtomic<uint64_t, atomic::floatMin<uint64_t>, false>));
GCN_SEMANTICS_AS(buffer_atomic_fmax_x2,
                 (bufferAtomic<uint64_t, atomic::floatMax<uint64_t>, false>));

}  // namespace gpuasm::gcn::machine
