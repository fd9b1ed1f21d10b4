// The DS instructions on the local data share (SI ISA manual, chapter 9 and
// section 13.7): reads, writes, their two-address forms, the 32- and 64-bit
// atomics (integer and float; GFX8's float add) and their _src2 forms, lane by lane in ascending
// lane order (deterministic where lanes hit the same address). The address is the VGPR plus the
// instruction offset, aligned down to the element size; M0 clamps it as SI requires (kernels set M0
// before DS: amdcl-format.md): an element that does not lie wholly below min(M0, LDS size) is out
// of range, reads give 0 and writes and atomics are dropped.

#include <algorithm>
#include <bit>
#include <cstring>
#include <type_traits>

#include "targets/gcn/machine/atomic_operations.hpp"
#include "targets/gcn/machine/ds_access.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

// The alignment an access's address is forced to: its size, but 16 bytes for
// CI's ds_read/write_b96 (LLVM's SIISelLowering: "ds_read/write_b96 require
// 16-byte alignment on gfx8 and older").
constexpr uint64_t alignmentOf(uint32_t bytes) {
  return bytes > 8 ? 16 : bytes;
}

template <uint32_t Bytes, bool Signed>
void dsRead(Execution& x, const Decoded& d) {
  DsFields f;
  constexpr uint32_t dwords = Bytes < 4 ? 1 : Bytes / 4;
  if (!prepareDs(x, d, f, 0, dwords)) return;
  forEachLaneElement(
      x, d, f, alignmentOf(Bytes), Bytes, [&](uint32_t lane, uint64_t address, bool inRange) {
        uint32_t value[4] = {};
        if (inRange) std::memcpy(value, x.lds->bytes.data() + address, Bytes);
        if (Signed && Bytes < 4) {
          const uint32_t shift = 32 - 8 * Bytes;
          value[0] = static_cast<uint32_t>(static_cast<int32_t>(value[0] << shift) >> shift);
        }
        for (uint32_t k = 0; k < dwords; ++k) x.wave.vgpr[f.vdst + k][lane] = value[k];
      });
}

template <uint32_t Bytes>
void dsWrite(Execution& x, const Decoded& d) {
  DsFields f;
  constexpr uint32_t dwords = Bytes < 4 ? 1 : Bytes / 4;
  if (!prepareDs(x, d, f, dwords, 0)) return;
  forEachLaneElement(x, d, f, alignmentOf(Bytes), Bytes,
                     [&](uint32_t lane, uint64_t address, bool inRange) {
                       uint32_t value[4] = {};
                       for (uint32_t k = 0; k < dwords; ++k)
                         value[k] = x.wave.vgpr[f.data0 + k][lane];
                       if (inRange) std::memcpy(x.lds->bytes.data() + address, value, Bytes);
                     });
}

// The address of one element of a read2/write2/wrxchg2 pair: base + offset *
// the step (element size, times 64 for st64), aligned down to the element.
inline uint64_t pairElement(uint64_t base, uint32_t offset, uint64_t step, uint64_t size) {
  return (base + uint64_t{offset} * step) & ~(size - 1);
}

// read2/write2: two elements at base + offset0 * size and base + offset1 *
// size (st64: times 64 more).
template <uint32_t Bytes, uint32_t Stride, bool Write>
void dsTwo(Execution& x, const Decoded& d) {
  DsFields f;
  constexpr uint32_t dwords = Bytes / 4;
  if (!prepareDs(x, d, f, Write ? dwords : 0, Write ? 0 : 2 * dwords)) return;
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t base = x.wave.vgpr[f.addr][lane];
    const uint32_t offsets[2] = {f.offset0, f.offset1};
    const uint32_t data[2] = {f.data0, f.data1};
    for (uint32_t k = 0; k < 2; ++k) {
      const uint64_t address = pairElement(base, offsets[k], Bytes * Stride, Bytes);
      uint64_t value = 0;
      if constexpr (Write) {
        value = x.wave.vgpr[data[k]][lane];
        if (Bytes == 8) value |= uint64_t{x.wave.vgpr[data[k] + 1][lane]} << 32;
        if (ldsInRange(x, d, address, Bytes))
          std::memcpy(x.lds->bytes.data() + address, &value, Bytes);
      } else {
        if (ldsInRange(x, d, address, Bytes))
          std::memcpy(&value, x.lds->bytes.data() + address, Bytes);
        x.wave.vgpr[f.vdst + k * dwords][lane] = static_cast<uint32_t>(value);
        if (Bytes == 8)
          x.wave.vgpr[f.vdst + k * dwords + 1][lane] = static_cast<uint32_t>(value >> 32);
      }
    }
  }
}

// A read-modify-write of a dword or (T 64-bit) a qword: memory = op(old,
// data0, data1); the _rtn forms return the old value.
template <typename T>
using DsOperation = T (*)(T memory, T data0, T data1);

template <typename T, DsOperation<T> Operation, bool Return>
void dsAtomic(Execution& x, const Decoded& d) {
  constexpr uint32_t words = sizeof(T) / 4;
  DsFields f;
  if (!prepareDs(x, d, f, words, Return ? words : 0)) return;
  auto operand = [&](uint32_t reg, uint32_t lane) {
    T v = x.wave.vgpr[reg][lane];
    if constexpr (words == 2) v |= T{x.wave.vgpr[reg + 1][lane]} << 32;
    return v;
  };
  forEachLaneElement(
      x, d, f, sizeof(T), sizeof(T), [&](uint32_t lane, uint64_t address, bool inRange) {
        T old = 0;
        if (inRange) {
          std::memcpy(&old, x.lds->bytes.data() + address, sizeof(T));
          const T next = Operation(old, operand(f.data0, lane), operand(f.data1, lane));
          std::memcpy(x.lds->bytes.data() + address, &next, sizeof(T));
        }
        if (Return) {
          x.wave.vgpr[f.vdst][lane] = static_cast<uint32_t>(old);
          if constexpr (words == 2)
            x.wave.vgpr[f.vdst + 1][lane] = static_cast<uint32_t>(old >> 32);
        }
      });
}

// wrxchg2: data0 to base + offset0 * size and data1 to base + offset1 *
// size (st64: times 64 more), the two old values returned.
template <typename T, uint32_t Stride>
void dsExchangeTwo(Execution& x, const Decoded& d) {
  constexpr uint32_t words = sizeof(T) / 4;
  DsFields f;
  if (!prepareDs(x, d, f, words, 2 * words)) return;
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t base = x.wave.vgpr[f.addr][lane];
    const uint32_t offsets[2] = {f.offset0, f.offset1};
    const uint32_t data[2] = {f.data0, f.data1};
    for (uint32_t k = 0; k < 2; ++k) {
      const uint64_t address = pairElement(base, offsets[k], sizeof(T) * Stride, sizeof(T));
      T value = x.wave.vgpr[data[k]][lane], old = 0;
      if constexpr (words == 2) value |= T{x.wave.vgpr[data[k] + 1][lane]} << 32;
      if (ldsInRange(x, d, address, sizeof(T))) {
        std::memcpy(&old, x.lds->bytes.data() + address, sizeof(T));
        std::memcpy(x.lds->bytes.data() + address, &value, sizeof(T));
      }
      x.wave.vgpr[f.vdst + k * words][lane] = static_cast<uint32_t>(old);
      if constexpr (words == 2)
        x.wave.vgpr[f.vdst + k * words + 1][lane] = static_cast<uint32_t>(old >> 32);
    }
  }
}

template <typename T>
using Float = std::conditional_t<sizeof(T) == 4, float, double>;

template <typename T>
T opMaskOr(T m, T mask, T bits) {
  return (m & ~mask) | bits;
}
// ds_cmpst: DS[A] = (DS[A] == DATA) ? DATA2 : DS[A].
template <typename T>
T opCompareStore(T m, T compare, T source) {
  return m == compare ? source : m;
}
// The float forms as the SI ISA manual writes them: min DS[A] = (DS[A] <
// DATA) ? DS[A] : DATA, max with >, cmpst with a float ==.
template <typename T>
T opMinF(T m, T a, T) {
  return std::bit_cast<Float<T>>(m) < std::bit_cast<Float<T>>(a) ? m : a;
}
template <typename T>
T opMaxF(T m, T a, T) {
  return std::bit_cast<Float<T>>(m) > std::bit_cast<Float<T>>(a) ? m : a;
}
template <typename T>
T opCompareStoreF(T m, T compare, T source) {
  return std::bit_cast<Float<T>>(m) == std::bit_cast<Float<T>>(compare) ? source : m;
}

// DS[A] += DATA as f32 (GFX8's ds_add_f32), rounded to nearest even: the
// LDS's float adder follows no MODE field; LLVM selects it for atomicrmw
// fadd on local memory.
template <typename T>
T opAddF(T m, T a, T) {
  return std::bit_cast<T>(std::bit_cast<Float<T>>(m) + std::bit_cast<Float<T>>(a));
}

// The _src2 forms (SI ISA manual, DS opcodes 128-153 and 192-217): A is the
// ADDR VGPR (no offset), B = A + size * (offset1[7] ? {A[31], A[31:17]} :
// {offset1[6], offset1[6:0], offset0}), a 16-bit signed stride either way
// (in the first case A's low 16 bits address the element: an assumption,
// the manuals do not say);
// DS[A] = op(DS[A], DS[B]) in ascending lane order. Nothing is returned;
// an element past the bound leaves DS[A] unchanged.
template <typename T, DsOperation<T> Op>
void sourceTwo(Execution& x, const Decoded& d) {
  DsFields f;
  if (!prepareDs(x, d, f, 0, 0)) return;
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint32_t a = x.wave.vgpr[f.addr][lane];
    const uint32_t stride16 =
        (f.offset1 & 0x80) ? (a >> 31) << 15 | (a >> 17 & 0x7fff)
                           : (f.offset1 >> 6 & 1) << 15 | (f.offset1 & 0x7f) << 8 | f.offset0;
    const int64_t stride = static_cast<int16_t>(static_cast<uint16_t>(stride16));
    // Where A's high bits hold the stride, its low 16 (the LDS's 64 KiB)
    // are the address.
    const uint32_t base = (f.offset1 & 0x80) ? a & 0xffff : a;
    const uint64_t addressA = uint64_t{base} & ~uint64_t{sizeof(T) - 1};
    const int64_t addressB =
        (static_cast<int64_t>(base) + stride * static_cast<int64_t>(sizeof(T))) &
        ~int64_t{sizeof(T) - 1};
    if (addressB < 0 || !ldsInRange(x, d, addressA, sizeof(T)) ||
        !ldsInRange(x, d, static_cast<uint64_t>(addressB), sizeof(T)))
      continue;
    T first, second;
    std::memcpy(&first, x.lds->bytes.data() + addressA, sizeof(T));
    std::memcpy(&second, x.lds->bytes.data() + addressB, sizeof(T));
    const T next = Op(first, second, 0);
    std::memcpy(x.lds->bytes.data() + addressA, &next, sizeof(T));
  }
}

}  // namespace

GCN_SEMANTICS_AS(ds_read_b32, (dsRead<4, false>));
GCN_SEMANTICS_AS(ds_read_b64, (dsRead<8, false>));
GCN_SEMANTICS_AS(ds_read_u8, (dsRead<1, false>));
GCN_SEMANTICS_AS(ds_read_i8, (dsRead<1, true>));
GCN_SEMANTICS_AS(ds_read_u16, (dsRead<2, false>));
GCN_SEMANTICS_AS(ds_read_i16, (dsRead<2, true>));
GCN_SEMANTICS_AS(ds_write_b32, dsWrite<4>);
GCN_SEMANTICS_AS(ds_write_b64, dsWrite<8>);
GCN_SEMANTICS_AS(ds_write_b96, dsWrite<12>);
GCN_SEMANTICS_AS(ds_write_b128, dsWrite<16>);
GCN_SEMANTICS_AS(ds_read_b96, (dsRead<12, false>));
GCN_SEMANTICS_AS(ds_read_b128, (dsRead<16, false>));
GCN_SEMANTICS_AS(ds_write_b8, dsWrite<1>);
GCN_SEMANTICS_AS(ds_write_b16, dsWrite<2>);
GCN_SEMANTICS_AS(ds_read2_b32, (dsTwo<4, 1, false>));
GCN_SEMANTICS_AS(ds_read2st64_b32, (dsTwo<4, 64, false>));
GCN_SEMANTICS_AS(ds_read2_b64, (dsTwo<8, 1, false>));
GCN_SEMANTICS_AS(ds_read2st64_b64, (dsTwo<8, 64, false>));
GCN_SEMANTICS_AS(ds_write2_b32, (dsTwo<4, 1, true>));
GCN_SEMANTICS_AS(ds_write2st64_b32, (dsTwo<4, 64, true>));
GCN_SEMANTICS_AS(ds_write2_b64, (dsTwo<8, 1, true>));
GCN_SEMANTICS_AS(ds_write2st64_b64, (dsTwo<8, 64, true>));
GCN_SEMANTICS_AS(ds_add_u32, (dsAtomic<uint32_t, atomic::add<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_add_rtn_u32, (dsAtomic<uint32_t, atomic::add<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_sub_u32, (dsAtomic<uint32_t, atomic::subtract<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_sub_rtn_u32, (dsAtomic<uint32_t, atomic::subtract<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_rsub_u32, (dsAtomic<uint32_t, atomic::reverseSubtract<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_rsub_rtn_u32, (dsAtomic<uint32_t, atomic::reverseSubtract<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_inc_u32, (dsAtomic<uint32_t, atomic::increment<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_inc_rtn_u32, (dsAtomic<uint32_t, atomic::increment<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_dec_u32, (dsAtomic<uint32_t, atomic::decrement<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_dec_rtn_u32, (dsAtomic<uint32_t, atomic::decrement<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_min_i32, (dsAtomic<uint32_t, atomic::signedMin<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_min_rtn_i32, (dsAtomic<uint32_t, atomic::signedMin<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_max_i32, (dsAtomic<uint32_t, atomic::signedMax<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_max_rtn_i32, (dsAtomic<uint32_t, atomic::signedMax<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_min_u32, (dsAtomic<uint32_t, atomic::unsignedMin<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_min_rtn_u32, (dsAtomic<uint32_t, atomic::unsignedMin<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_max_u32, (dsAtomic<uint32_t, atomic::unsignedMax<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_max_rtn_u32, (dsAtomic<uint32_t, atomic::unsignedMax<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_and_b32, (dsAtomic<uint32_t, atomic::bitAnd<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_and_rtn_b32, (dsAtomic<uint32_t, atomic::bitAnd<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_or_b32, (dsAtomic<uint32_t, atomic::bitOr<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_or_rtn_b32, (dsAtomic<uint32_t, atomic::bitOr<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_xor_b32, (dsAtomic<uint32_t, atomic::bitXor<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_xor_rtn_b32, (dsAtomic<uint32_t, atomic::bitXor<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_mskor_b32, (dsAtomic<uint32_t, opMaskOr<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_mskor_rtn_b32, (dsAtomic<uint32_t, opMaskOr<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_wrxchg_rtn_b32, (dsAtomic<uint32_t, atomic::swap<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_cmpst_b32, (dsAtomic<uint32_t, opCompareStore<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_cmpst_rtn_b32, (dsAtomic<uint32_t, opCompareStore<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_min_f32, (dsAtomic<uint32_t, opMinF<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_min_rtn_f32, (dsAtomic<uint32_t, opMinF<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_max_f32, (dsAtomic<uint32_t, opMaxF<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_max_rtn_f32, (dsAtomic<uint32_t, opMaxF<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_cmpst_f32, (dsAtomic<uint32_t, opCompareStoreF<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_cmpst_rtn_f32, (dsAtomic<uint32_t, opCompareStoreF<uint32_t>, true>));
GCN_SEMANTICS_AS(ds_add_u64, (dsAtomic<uint64_t, atomic::add<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_add_rtn_u64, (dsAtomic<uint64_t, atomic::add<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_sub_u64, (dsAtomic<uint64_t, atomic::subtract<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_sub_rtn_u64, (dsAtomic<uint64_t, atomic::subtract<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_rsub_u64, (dsAtomic<uint64_t, atomic::reverseSubtract<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_rsub_rtn_u64, (dsAtomic<uint64_t, atomic::reverseSubtract<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_inc_u64, (dsAtomic<uint64_t, atomic::increment<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_inc_rtn_u64, (dsAtomic<uint64_t, atomic::increment<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_dec_u64, (dsAtomic<uint64_t, atomic::decrement<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_dec_rtn_u64, (dsAtomic<uint64_t, atomic::decrement<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_min_i64, (dsAtomic<uint64_t, atomic::signedMin<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_min_rtn_i64, (dsAtomic<uint64_t, atomic::signedMin<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_max_i64, (dsAtomic<uint64_t, atomic::signedMax<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_max_rtn_i64, (dsAtomic<uint64_t, atomic::signedMax<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_min_u64, (dsAtomic<uint64_t, atomic::unsignedMin<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_min_rtn_u64, (dsAtomic<uint64_t, atomic::unsignedMin<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_max_u64, (dsAtomic<uint64_t, atomic::unsignedMax<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_max_rtn_u64, (dsAtomic<uint64_t, atomic::unsignedMax<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_and_b64, (dsAtomic<uint64_t, atomic::bitAnd<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_and_rtn_b64, (dsAtomic<uint64_t, atomic::bitAnd<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_or_b64, (dsAtomic<uint64_t, atomic::bitOr<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_or_rtn_b64, (dsAtomic<uint64_t, atomic::bitOr<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_xor_b64, (dsAtomic<uint64_t, atomic::bitXor<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_xor_rtn_b64, (dsAtomic<uint64_t, atomic::bitXor<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_mskor_b64, (dsAtomic<uint64_t, opMaskOr<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_mskor_rtn_b64, (dsAtomic<uint64_t, opMaskOr<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_wrxchg_rtn_b64, (dsAtomic<uint64_t, atomic::swap<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_cmpst_b64, (dsAtomic<uint64_t, opCompareStore<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_cmpst_rtn_b64, (dsAtomic<uint64_t, opCompareStore<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_min_f64, (dsAtomic<uint64_t, opMinF<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_min_rtn_f64, (dsAtomic<uint64_t, opMinF<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_max_f64, (dsAtomic<uint64_t, opMaxF<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_max_rtn_f64, (dsAtomic<uint64_t, opMaxF<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_cmpst_f64, (dsAtomic<uint64_t, opCompareStoreF<uint64_t>, false>));
GCN_SEMANTICS_AS(ds_cmpst_rtn_f64, (dsAtomic<uint64_t, opCompareStoreF<uint64_t>, true>));
GCN_SEMANTICS_AS(ds_wrxchg2_rtn_b32, (dsExchangeTwo<uint32_t, 1>));
GCN_SEMANTICS_AS(ds_wrxchg2st64_rtn_b32, (dsExchangeTwo<uint32_t, 64>));
GCN_SEMANTICS_AS(ds_wrxchg2_rtn_b64, (dsExchangeTwo<uint64_t, 1>));
GCN_SEMANTICS_AS(ds_wrxchg2st64_rtn_b64, (dsExchangeTwo<uint64_t, 64>));

GCN_SEMANTICS_AS(ds_add_f32, (dsAtomic<uint32_t, opAddF<uint32_t>, false>));
GCN_SEMANTICS_AS(ds_add_rtn_f32, (dsAtomic<uint32_t, opAddF<uint32_t>, true>));

#define GCN_SOURCE_TWO(mnemonic, type, operation) \
  GCN_SEMANTICS_AS(mnemonic, (sourceTwo<type, operation<type>>))
GCN_SOURCE_TWO(ds_add_src2_u32, uint32_t, atomic::add);
GCN_SOURCE_TWO(ds_sub_src2_u32, uint32_t, atomic::subtract);
GCN_SOURCE_TWO(ds_rsub_src2_u32, uint32_t, atomic::reverseSubtract);
GCN_SOURCE_TWO(ds_inc_src2_u32, uint32_t, atomic::increment);
GCN_SOURCE_TWO(ds_dec_src2_u32, uint32_t, atomic::decrement);
GCN_SOURCE_TWO(ds_min_src2_i32, uint32_t, atomic::signedMin);
GCN_SOURCE_TWO(ds_max_src2_i32, uint32_t, atomic::signedMax);
GCN_SOURCE_TWO(ds_min_src2_u32, uint32_t, atomic::unsignedMin);
GCN_SOURCE_TWO(ds_max_src2_u32, uint32_t, atomic::unsignedMax);
GCN_SOURCE_TWO(ds_and_src2_b32, uint32_t, atomic::bitAnd);
GCN_SOURCE_TWO(ds_or_src2_b32, uint32_t, atomic::bitOr);
GCN_SOURCE_TWO(ds_xor_src2_b32, uint32_t, atomic::bitXor);
GCN_SOURCE_TWO(ds_write_src2_b32, uint32_t, atomic::swap);
GCN_SOURCE_TWO(ds_min_src2_f32, uint32_t, opMinF);
GCN_SOURCE_TWO(ds_max_src2_f32, uint32_t, opMaxF);
GCN_SOURCE_TWO(ds_add_src2_f32, uint32_t, opAddF);
GCN_SOURCE_TWO(ds_add_src2_u64, uint64_t, atomic::add);
GCN_SOURCE_TWO(ds_sub_src2_u64, uint64_t, atomic::subtract);
GCN_SOURCE_TWO(ds_rsub_src2_u64, uint64_t, atomic::reverseSubtract);
GCN_SOURCE_TWO(ds_inc_src2_u64, uint64_t, atomic::increment);
GCN_SOURCE_TWO(ds_dec_src2_u64, uint64_t, atomic::decrement);
GCN_SOURCE_TWO(ds_min_src2_i64, uint64_t, atomic::signedMin);
GCN_SOURCE_TWO(ds_max_src2_i64, uint64_t, atomic::signedMax);
GCN_SOURCE_TWO(ds_min_src2_u64, uint64_t, atomic::unsignedMin);
GCN_SOURCE_TWO(ds_max_src2_u64, uint64_t, atomic::unsignedMax);
GCN_SOURCE_TWO(ds_and_src2_b64, uint64_t, atomic::bitAnd);
GCN_SOURCE_TWO(ds_or_src2_b64, uint64_t, atomic::bitOr);
GCN_SOURCE_TWO(ds_xor_src2_b64, uint64_t, atomic::bitXor);
GCN_SOURCE_TWO(ds_write_src2_b64, uint64_t, atomic::swap);
GCN_SOURCE_TWO(ds_min_src2_f64, uint64_t, opMinF);
GCN_SOURCE_TWO(ds_max_src2_f64, uint64_t, opMaxF);
#undef GCN_SOURCE_TWO

}  // namespace gpuasm::gcn::machine
