// The FLAT instructions of GFX7 (CI ISA manual, chapter 10 "Flat Memory
// Instructions"; section 12.13 "FLAT Instructions"): each active lane's
// 64-bit address in the VGPR pair `addr` is looked up in the flat apertures
// as CI's SH_MEM_BASES place them (the queue's group and private segment
// aperture bases, amd_queue_t): an address whose upper 32 bits are the
// shared aperture's is the work-group's LDS at the lower 32 bits; the private
// aperture's is a work-item's scratch, which is not simulated (a fault names
// it); any other address is global memory. Loads zero- or sign-extend bytes
// and shorts into a dword; atomics are read-modify-write, in lane order,
// atomic against other host threads as the buffer atomics are
// (buffer_atomics.cpp); glc returns the value before the operation in vdst.
// GFX7 and GFX8 have no offset field (bits 15:0 but glc and slc are unused);
// GFX9's FLAT offset, which the predecoder puts in simm16, adds to each address.
#include <fmt/format.h>

#include <cstring>

#include "targets/gcn/machine/atomic_operations.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/memory.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

struct FlatOperands {
  uint32_t addr, data, vdst;
  bool glc;
  static FlatOperands decode(uint64_t raw) {
    return {static_cast<uint32_t>(flat::addr.extract(raw)),
            static_cast<uint32_t>(flat::data.extract(raw)),
            static_cast<uint32_t>(flat::vdst.extract(raw)), flat::glc.extract(raw) != 0};
  }
};

enum class Aperture : uint8_t { Global, Shared, Private };

struct FlatTarget {
  Aperture aperture = Aperture::Global;
  uint64_t address = 0;  // global: the memory address; shared: the LDS offset
};

FlatTarget locate(const Execution& x, uint64_t address) {
  const auto high = static_cast<uint32_t>(address >> 32);
  if (x.memory && x.memory->sharedApertureHigh && high == x.memory->sharedApertureHigh)
    return {Aperture::Shared, address & 0xffffffffu};
  if (x.memory && x.memory->privateApertureHigh && high == x.memory->privateApertureHigh)
    return {Aperture::Private, address & 0xffffffffu};
  return {Aperture::Global, address};
}

uint64_t laneAddress(const Wavefront& wave, uint32_t reg, uint32_t lane) {
  return uint64_t{wave.vgpr[reg][lane]} | uint64_t{wave.vgpr[(reg + 1) & 255][lane]} << 32;
}

// The bytes a lane's access reaches, or nullptr after raising the fault.
uint8_t* reach(Execution& x, const Decoded& d, uint32_t lane, uint64_t address, uint64_t size,
               const char* what) {
  const FlatTarget t = locate(x, address);
  switch (t.aperture) {
    case Aperture::Shared:
      if (!x.lds) {
        x.raise(d, "memory", "a FLAT access of the shared aperture without a work-group's LDS",
                lane, address);
        return nullptr;
      }
      if (t.address > x.lds->bytes.size() || size > x.lds->bytes.size() - t.address) {
        x.raise(d, "address",
                fmt::format("the {} reaches LDS 0x{:x} (flat 0x{:x}), outside the {} bytes of "
                            "LDS",
                            what, t.address, address, x.lds->bytes.size()),
                lane, address);
        return nullptr;
      }
      return x.lds->bytes.data() + t.address;
    case Aperture::Private:
      x.raise(d, "unsupported",
              fmt::format("the {} reaches flat 0x{:x} in the private aperture: FLAT access of "
                          "scratch is not simulated (the kernel's own scratch buffer "
                          "instructions are)",
                          what, address),
              lane, address);
      return nullptr;
    case Aperture::Global:
      break;
  }
  if (!x.memory || !x.memory->contains(address, size)) {
    x.raise(d, "address", fmt::format("the {} reaches 0x{:x}, outside the memory", what, address),
            lane, address);
    return nullptr;
  }
  return x.memory->bytes.data() + address;
}

template <uint32_t Count, uint32_t Bytes, bool Signed>
void flatLoad(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const FlatOperands o = FlatOperands::decode(d.raw);
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t address =
        laneAddress(wave, o.addr, lane) + static_cast<uint64_t>(int64_t{d.simm16});
    const uint8_t* at = reach(x, d, lane, address, uint64_t{Count} * Bytes, "load");
    if (!at) return;
    for (uint32_t c = 0; c < Count; ++c) {
      uint32_t value = 0;
      std::memcpy(&value, at + Bytes * c, Bytes);
      if (Signed && Bytes < 4) {
        const uint32_t shift = 32 - 8 * Bytes;
        value = static_cast<uint32_t>(static_cast<int32_t>(value << shift) >> shift);
      }
      wave.vgpr[(o.vdst + c) & 255][lane] = value;
    }
  }
}

template <uint32_t Count, uint32_t Bytes>
void flatStore(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const FlatOperands o = FlatOperands::decode(d.raw);
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t address =
        laneAddress(wave, o.addr, lane) + static_cast<uint64_t>(int64_t{d.simm16});
    uint8_t* at = reach(x, d, lane, address, uint64_t{Count} * Bytes, "store");
    if (!at) return;
    for (uint32_t c = 0; c < Count; ++c) {
      const uint32_t value = wave.vgpr[(o.data + c) & 255][lane];
      std::memcpy(at + Bytes * c, &value, Bytes);
    }
  }
}

template <typename T, atomic::Operation<T> Operation, bool HasCompare>
void flatAtomic(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const FlatOperands o = FlatOperands::decode(d.raw);
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t address =
        (laneAddress(wave, o.addr, lane) + static_cast<uint64_t>(int64_t{d.simm16})) &
        ~uint64_t{sizeof(T) - 1};
    uint8_t* at = reach(x, d, lane, address, sizeof(T), "atomic");
    if (!at) return;
    const T compare = HasCompare ? atomic::laneOperand<T>(wave, o.data + sizeof(T) / 4, lane) : 0;
    const T old =
        atomic::apply<T, Operation>(at, atomic::laneOperand<T>(wave, o.data, lane), compare);
    if (o.glc) atomic::returnOld(wave, o.vdst, lane, old);
  }
}

}  // namespace

GCN_SEMANTICS_AS(flat_load_ubyte, (flatLoad<1, 1, false>));
GCN_SEMANTICS_AS(flat_load_sbyte, (flatLoad<1, 1, true>));
GCN_SEMANTICS_AS(flat_load_ushort, (flatLoad<1, 2, false>));
GCN_SEMANTICS_AS(flat_load_sshort, (flatLoad<1, 2, true>));
GCN_SEMANTICS_AS(flat_load_dword, (flatLoad<1, 4, false>));
GCN_SEMANTICS_AS(flat_load_dwordx2, (flatLoad<2, 4, false>));
GCN_SEMANTICS_AS(flat_load_dwordx3, (flatLoad<3, 4, false>));
GCN_SEMANTICS_AS(flat_load_dwordx4, (flatLoad<4, 4, false>));
GCN_SEMANTICS_AS(flat_store_byte, (flatStore<1, 1>));
GCN_SEMANTICS_AS(flat_store_short, (flatStore<1, 2>));
GCN_SEMANTICS_AS(flat_store_dword, (flatStore<1, 4>));
GCN_SEMANTICS_AS(flat_store_dwordx2, (flatStore<2, 4>));
GCN_SEMANTICS_AS(flat_store_dwordx3, (flatStore<3, 4>));
GCN_SEMANTICS_AS(flat_store_dwordx4, (flatStore<4, 4>));

#define GCN_FLAT_ATOMIC(name, operation)                                                    \
  GCN_SEMANTICS_AS(flat_atomic_##name, (flatAtomic<uint32_t, operation<uint32_t>, false>)); \
  GCN_SEMANTICS_AS(flat_atomic_##name##_x2, (flatAtomic<uint64_t, operation<uint64_t>, false>))
GCN_FLAT_ATOMIC(swap, atomic::swap);
GCN_FLAT_ATOMIC(add, atomic::add);
GCN_FLAT_ATOMIC(sub, atomic::subtract);
GCN_FLAT_ATOMIC(smin, atomic::signedMin);
GCN_FLAT_ATOMIC(umin, atomic::unsignedMin);
GCN_FLAT_ATOMIC(smax, atomic::signedMax);
GCN_FLAT_ATOMIC(umax, atomic::unsignedMax);
GCN_FLAT_ATOMIC(and, atomic::bitAnd);
GCN_FLAT_ATOMIC(or, atomic::bitOr);
GCN_FLAT_ATOMIC(xor, atomic::bitXor);
GCN_FLAT_ATOMIC(inc, atomic::increment);
GCN_FLAT_ATOMIC(dec, atomic::decrement);
#undef GCN_FLAT_ATOMIC
GCN_SEMANTICS_AS(flat_atomic_cmpswap, (flatAtomic<uint32_t, atomic::compareSwap<uint32_t>, true>));
GCN_SEMANTICS_AS(flat_atomic_cmpswap_x2,
                 (flatAtomic<uint64_t, atomic::compareSwap<uint64_t>, true>));
// CI's float atomics (GFX8 dropped them): compared as floats, min/max as
// v_min/v_max; fcmpswap's compare value in the second data register(s).
GCN_SEMANTICS_AS(flat_atomic_fcmpswap,
                 (flatAtomic<uint32_t, atomic::floatCompareSwap<uint32_t>, true>));
GCN_SEMANTICS_AS(flat_atomic_fcmpswap_x2,
                 (flatAtomic<uint64_t, atomic::floatCompareSwap<uint64_t>, true>));
GCN_SEMANTICS_AS(flat_atomic_fmin, (flatAtomic<uint32_t, atomic::floatMin<uint32_t>, false>));
GCN_SEMANTICS_AS(flat_atomic_fmin_x2, (flatAtomic<uint64_t, atomic::floatMin<uint64_t>, false>));
GCN_SEMANTICS_AS(flat_atomic_fmax, (flatAtomic<uint32_t, atomic::floatMax<uint32_t>, false>));
GCN_SEMANTICS_AS(flat_atomic_fmax_x2, (flatAtomic<uint64_t, atomic::floatMax<uint64_t>, false>));

}  // namespace gpuasm::gcn::machine
