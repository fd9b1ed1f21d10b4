// GFX9's segment instructions (Vega ISA manual, chapter 10 "Flat Memory
// Instructions": GLOBAL, SCRATCH and FLAT with a segment field) and FLAT's
// 16-bit loads and stores.
//
// - GLOBAL: with saddr, the address is the SGPR pair plus the 32-bit VGPR
//   offset (zero-extended); with `off` (saddr 0x7f), the VGPR pair; plus the
//   13-bit signed instruction offset. No aperture: always global memory.
// - SCRATCH: a work-item's private address is the SGPR (saddr) or, with
//   `off`, the VGPR, plus the signed offset; the memory is the wave's
//   scratch at FLAT_SCRATCH (s[102:103] on GFX9, which the kernel's prologue
//   sets from flat_scratch_init plus its wave offset) swizzled as the
//   private segment buffer's V# has it (ROCr: element size 4, index stride
//   64, add_tid): dword k of lane l at base + k * 256 + l * 4, so that
//   scratch_* and buffer_* reach the same bytes (gem5 notes the same layout
//   for scratch_ instructions wider than a dword).
// - FLAT (GFX9 adds a 12-bit unsigned offset): an address in the shared
//   aperture is LDS, one in the private aperture is the work-item's scratch
//   at its low 32 bits (swizzled as above), any other global memory.
// - d16 loads write one half of vdst and keep the other; d16_hi stores store
//   the high half (a byte: bits 23:16).
// Atomics are read-modify-write in lane order, atomic against other host
// threads as the buffer atomics are (buffer_atomics.cpp).
#include <fmt/format.h>

#include <cstring>

#include "targets/gcn/machine/atomic_operations.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/memory.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

// FLAT_SCRATCH of GFX8 and GFX9: the operand codes 102 and 103.
constexpr uint32_t kFlatScratchLo = 102;

enum class Segment : uint8_t { Flat, Scratch, Global };

// The fields of a FLAT, GLOBAL or SCRATCH word; the predecoder has put the
// offset (FLAT: 12 bits unsigned; GLOBAL, SCRATCH: 13 signed) in simm16 and
// saddr in src[1].
struct SegmentFields {
  uint32_t addr, data, vdst, saddr;
  int32_t offset;
  bool glc, lds;
  static SegmentFields of(const Decoded& d) {
    const auto field = [&](BitField f) { return static_cast<uint32_t>(f.extract(d.raw)); };
    return {field(flat::addr), field(flat::data),     field(flat::vdst),    d.src[1],
            d.simm16,          field(flat::glc) != 0, field(flat::lds) != 0};
  }
};

uint64_t vgprPair(const Wavefront& wave, uint32_t reg, uint32_t lane) {
  return uint64_t{wave.vgpr[reg & 255][lane]} | uint64_t{wave.vgpr[(reg + 1) & 255][lane]} << 32;
}

// The bytes of a lane's access: moved between `bytes` and the memory it
// reaches, or a fault raised (false).
class LaneAccess {
 public:
  LaneAccess(Execution& x, const Decoded& d, const char* what) : x_(x), d_(d), what_(what) {}

  bool global(uint32_t lane, uint64_t address, uint8_t* bytes, uint32_t size, bool store) {
    uint8_t* at = globalBytes(lane, address, size);
    if (!at) return false;
    store ? std::memcpy(at, bytes, size) : std::memcpy(bytes, at, size);
    return true;
  }
  uint8_t* globalBytes(uint32_t lane, uint64_t address, uint32_t size) {
    if (!x_.memory || !x_.memory->contains(address, size)) {
      x_.raise(d_, x_.memory ? "address" : "memory",
               fmt::format("the {} reaches 0x{:x}, outside the memory", what_, address), lane,
               address);
      return nullptr;
    }
    return x_.memory->bytes.data() + address;
  }
  // The work-item's private bytes at `offset`, swizzled into the wave's
  // scratch at FLAT_SCRATCH.
  bool scratch(uint32_t lane, uint32_t offset, uint8_t* bytes, uint32_t size, bool store) {
    const uint64_t base = x_.wave.pair(kFlatScratchLo);
    if (x_.memory && !x_.memory->insidePrivate(offset, size)) {
      x_.raise(d_, "address",
               fmt::format("the {} reaches private offset 0x{:x}, past the work-item's {} bytes "
                           "of private memory (private_segment_fixed_size)",
                           what_, offset, *x_.memory->privateSegmentBytes),
               lane, offset);
      return false;
    }
    for (uint32_t i = 0; i < size;) {
      const uint32_t at = offset + i;
      // A run of bytes within one dword is contiguous in memory.
      const uint32_t run = std::min(size - i, 4 - (at & 3));
      const uint64_t address = base + uint64_t{at >> 2} * (kLanes * 4) + lane * 4 + (at & 3);
      if (!x_.memory || !x_.memory->contains(address, run)) {
        x_.raise(d_, x_.memory ? "address" : "memory",
                 fmt::format("the {} reaches private offset 0x{:x}, at 0x{:x} (FLAT_SCRATCH "
                             "0x{:x}), outside the memory",
                             what_, at, address, base),
                 lane, at);
        return false;
      }
      uint8_t* memory = x_.memory->bytes.data() + address;
      store ? std::memcpy(memory, bytes + i, run) : std::memcpy(bytes + i, memory, run);
      i += run;
    }
    return true;
  }
  bool lds(uint32_t lane, uint64_t flatAddress, uint32_t offset, uint8_t* bytes, uint32_t size,
           bool store) {
    if (!x_.lds) {
      x_.raise(d_, "memory", "a FLAT access of the shared aperture without a work-group's LDS",
               lane, flatAddress);
      return false;
    }
    if (uint64_t{offset} + size > x_.lds->bytes.size()) {
      x_.raise(d_, "address",
               fmt::format("the {} reaches LDS 0x{:x} (flat 0x{:x}), outside the {} bytes of LDS",
                           what_, offset, flatAddress, x_.lds->bytes.size()),
               lane, flatAddress);
      return false;
    }
    uint8_t* at = x_.lds->bytes.data() + offset;
    store ? std::memcpy(at, bytes, size) : std::memcpy(bytes, at, size);
    return true;
  }

 private:
  Execution& x_;
  const Decoded& d_;
  const char* what_;
};

template <Segment S>
bool transfer(Execution& x, [[maybe_unused]] const Decoded& d, const SegmentFields& f,
              LaneAccess& access, uint32_t lane, uint8_t* bytes, uint32_t size, bool store) {
  const Wavefront& wave = x.wave;
  if constexpr (S == Segment::Global) {
    const uint64_t address =
        (f.saddr == flat::kSaddrOff ? vgprPair(wave, f.addr, lane)
                                    : wave.pair(f.saddr) + wave.vgpr[f.addr & 255][lane]) +
        static_cast<uint64_t>(static_cast<int64_t>(f.offset));
    return access.global(lane, address, bytes, size, store);
  } else if constexpr (S == Segment::Scratch) {
    const uint32_t base =
        f.saddr == flat::kSaddrOff ? wave.vgpr[f.addr & 255][lane] : wave.scalar[f.saddr & 127];
    return access.scratch(lane, base + static_cast<uint32_t>(f.offset), bytes, size, store);
  } else {
    const uint64_t address = vgprPair(wave, f.addr, lane) + static_cast<uint32_t>(f.offset);
    const auto high = static_cast<uint32_t>(address >> 32);
    const auto low = static_cast<uint32_t>(address);
    if (x.memory && x.memory->sharedApertureHigh && high == x.memory->sharedApertureHigh)
      return access.lds(lane, address, low, bytes, size, store);
    if (x.memory && x.memory->privateApertureHigh && high == x.memory->privateApertureHigh)
      return access.scratch(lane, low, bytes, size, store);
    return access.global(lane, address, bytes, size, store);
  }
}

bool refuseLdsBit(Execution& x, const Decoded& d, const SegmentFields& f) {
  if (!f.lds) return false;
  x.raise(d, "unsupported", "the lds bit (a load into LDS) is not simulated");
  return true;
}

// What every FLAT, GLOBAL and SCRATCH handler does around its lanes: the
// fields, the lds bit refused, and `lane(f, access, lane)` for each active
// lane until one faults (returns false).
template <typename Lane>
void forEachActiveLane(Execution& x, const Decoded& d, const char* what, Lane lane) {
  const SegmentFields f = SegmentFields::of(d);
  if (refuseLdsBit(x, d, f)) return;
  LaneAccess access(x, d, what);
  const uint64_t exec = x.wave.exec();
  for (uint32_t l = 0; l < kLanes; ++l)
    if ((exec >> l & 1) && !lane(f, access, l)) return;
}

// How a load writes its value into vdst.
enum class Fill : uint8_t {
  Zero,         // a dword, or a byte or short zero-extended
  Sign,         // a byte or short sign-extended
  Low16,        // d16: the low half, zero-extended to 16 bits, the high half kept
  SignedLow16,  // d16: the low half, sign-extended to 16 bits
  High16,       // d16_hi: the high half, the low half kept
  SignedHigh16,
};

template <Segment S, uint32_t Bytes, uint32_t Count, Fill How>
void segmentLoad(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  forEachActiveLane(x, d, "load", [&](const SegmentFields& f, LaneAccess& access, uint32_t lane) {
    uint8_t bytes[Bytes * Count];
    if (!transfer<S>(x, d, f, access, lane, bytes, Bytes * Count, false)) return false;
    for (uint32_t c = 0; c < Count; ++c) {
      uint32_t value = 0;
      std::memcpy(&value, bytes + Bytes * c, Bytes);
      constexpr uint32_t shift = 32 - 8 * Bytes;
      uint32_t& target = wave.vgpr[(f.vdst + c) & 255][lane];
      if constexpr (How == Fill::Sign || How == Fill::SignedLow16 || How == Fill::SignedHigh16)
        value = static_cast<uint32_t>(static_cast<int32_t>(value << shift) >> shift);
      if constexpr (How == Fill::Zero || How == Fill::Sign)
        target = value;
      else if constexpr (How == Fill::Low16 || How == Fill::SignedLow16)
        target = (target & 0xffff0000u) | (value & 0xffffu);
      else
        target = (target & 0xffffu) | value << 16;
    }
    return true;
  });
}

template <Segment S, uint32_t Bytes, uint32_t Count, bool High>
void segmentStore(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  forEachActiveLane(x, d, "store", [&](const SegmentFields& f, LaneAccess& access, uint32_t lane) {
    uint8_t bytes[Bytes * Count];
    for (uint32_t c = 0; c < Count; ++c) {
      const uint32_t value = wave.vgpr[(f.data + c) & 255][lane] >> (High ? 16 : 0);
      std::memcpy(bytes + Bytes * c, &value, Bytes);
    }
    return transfer<S>(x, d, f, access, lane, bytes, Bytes * Count, true);
  });
}

// GLOBAL atomics: data, then (cmpswap) the compare value in the next
// register(s); glc returns the value before the operation.
template <typename T, atomic::Operation<T> Operation, bool HasCompare>
void globalAtomic(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  forEachActiveLane(x, d, "atomic", [&](const SegmentFields& f, LaneAccess& access, uint32_t lane) {
    const uint64_t address =
        ((f.saddr == flat::kSaddrOff ? vgprPair(wave, f.addr, lane)
                                     : wave.pair(f.saddr) + wave.vgpr[f.addr & 255][lane]) +
         static_cast<uint64_t>(static_cast<int64_t>(f.offset))) &
        ~uint64_t{sizeof(T) - 1};
    uint8_t* at = access.globalBytes(lane, address, sizeof(T));
    if (!at) return false;
    const T compare = HasCompare ? atomic::laneOperand<T>(wave, f.data + sizeof(T) / 4, lane) : 0;
    const T old =
        atomic::apply<T, Operation>(at, atomic::laneOperand<T>(wave, f.data, lane), compare);
    if (f.glc) atomic::returnOld(wave, f.vdst, lane, old);
    return true;
  });
}

}  // namespace

#define GCN_SEGMENT_ROWS(prefix, S)                                            \
  GCN_SEMANTICS_AS(prefix##_load_ubyte, (segmentLoad<S, 1, 1, Fill::Zero>));   \
  GCN_SEMANTICS_AS(prefix##_load_sbyte, (segmentLoad<S, 1, 1, Fill::Sign>));   \
  GCN_SEMANTICS_AS(prefix##_load_ushort, (segmentLoad<S, 2, 1, Fill::Zero>));  \
  GCN_SEMANTICS_AS(prefix##_load_sshort, (segmentLoad<S, 2, 1, Fill::Sign>));  \
  GCN_SEMANTICS_AS(prefix##_load_dword, (segmentLoad<S, 4, 1, Fill::Zero>));   \
  GCN_SEMANTICS_AS(prefix##_load_dwordx2, (segmentLoad<S, 4, 2, Fill::Zero>)); \
  GCN_SEMANTICS_AS(prefix##_load_dwordx3, (segmentLoad<S, 4, 3, Fill::Zero>)); \
  GCN_SEMANTICS_AS(prefix##_load_dwordx4, (segmentLoad<S, 4, 4, Fill::Zero>)); \
  GCN_SEMANTICS_AS(prefix##_store_byte, (segmentStore<S, 1, 1, false>));       \
  GCN_SEMANTICS_AS(prefix##_store_short, (segmentStore<S, 2, 1, false>));      \
  GCN_SEMANTICS_AS(prefix##_store_dword, (segmentStore<S, 4, 1, false>));      \
  GCN_SEMANTICS_AS(prefix##_store_dwordx2, (segmentStore<S, 4, 2, false>));    \
  GCN_SEMANTICS_AS(prefix##_store_dwordx3, (segmentStore<S, 4, 3, false>));    \
  GCN_SEMANTICS_AS(prefix##_store_dwordx4, (segmentStore<S, 4, 4, false>))
#define GCN_D16_ROWS(prefix, S)                                                             \
  GCN_SEMANTICS_AS(prefix##_load_ubyte_d16, (segmentLoad<S, 1, 1, Fill::Low16>));           \
  GCN_SEMANTICS_AS(prefix##_load_ubyte_d16_hi, (segmentLoad<S, 1, 1, Fill::High16>));       \
  GCN_SEMANTICS_AS(prefix##_load_sbyte_d16, (segmentLoad<S, 1, 1, Fill::SignedLow16>));     \
  GCN_SEMANTICS_AS(prefix##_load_sbyte_d16_hi, (segmentLoad<S, 1, 1, Fill::SignedHigh16>)); \
  GCN_SEMANTICS_AS(prefix##_load_short_d16, (segmentLoad<S, 2, 1, Fill::Low16>));           \
  GCN_SEMANTICS_AS(prefix##_load_short_d16_hi, (segmentLoad<S, 2, 1, Fill::High16>));       \
  GCN_SEMANTICS_AS(prefix##_store_byte_d16_hi, (segmentStore<S, 1, 1, true>));              \
  GCN_SEMANTICS_AS(prefix##_store_short_d16_hi, (segmentStore<S, 2, 1, true>))

GCN_SEGMENT_ROWS(global, Segment::Global);
GCN_SEGMENT_ROWS(scratch, Segment::Scratch);
GCN_D16_ROWS(global, Segment::Global);
GCN_D16_ROWS(scratch, Segment::Scratch);
GCN_D16_ROWS(flat, Segment::Flat);
#undef GCN_SEGMENT_ROWS
#undef GCN_D16_ROWS

#define GCN_GLOBAL_ATOMIC(name, operation)                                                      \
  GCN_SEMANTICS_AS(global_atomic_##name, (globalAtomic<uint32_t, operation<uint32_t>, false>)); \
  GCN_SEMANTICS_AS(global_atomic_##name##_x2, (globalAtomic<uint64_t, operation<uint64_t>, false>))
GCN_GLOBAL_ATOMIC(swap, atomic::swap);
GCN_GLOBAL_ATOMIC(add, atomic::add);
GCN_GLOBAL_ATOMIC(sub, atomic::subtract);
GCN_GLOBAL_ATOMIC(smin, atomic::signedMin);
GCN_GLOBAL_ATOMIC(umin, atomic::unsignedMin);
GCN_GLOBAL_ATOMIC(smax, atomic::signedMax);
GCN_GLOBAL_ATOMIC(umax, atomic::unsignedMax);
GCN_GLOBAL_ATOMIC(and, atomic::bitAnd);
GCN_GLOBAL_ATOMIC(or, atomic::bitOr);
GCN_GLOBAL_ATOMIC(xor, atomic::bitXor);
GCN_GLOBAL_ATOMIC(inc, atomic::increment);
GCN_GLOBAL_ATOMIC(dec, atomic::decrement);
#undef GCN_GLOBAL_ATOMIC
GCN_SEMANTICS_AS(global_atomic_cmpswap,
                 (globalAtomic<uint32_t, atomic::compareSwap<uint32_t>, true>));
GCN_SEMANTICS_AS(global_atomic_cmpswap_x2,
                 (globalAtomic<uint64_t, atomic::compareSwap<uint64_t>, true>));

}  // namespace gpuasm::gcn::machine
