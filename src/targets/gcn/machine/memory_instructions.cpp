// Scalar memory (SMRD) and buffer (MUBUF, MTBUF) loads and stores over the
// flat memory model; the addressing and range checking are in
// buffer_addressing.hpp, the atomics in buffer_atomics.cpp. An address
// outside the memory model itself is a fault naming the lane and the
// address.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "targets/gcn/machine/buffer_addressing.hpp"
#include "targets/gcn/machine/half.hpp"
#include "targets/gcn/machine/memory.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"
#include "targets/gcn/machine/scalar_memory.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

bool needMemory(Execution& x, const Decoded& d) {
  if (x.memory) return true;
  x.raise(d, "memory", "the wave runs without a memory");
  return false;
}

template <uint32_t Dwords>
void scalarLoad(Execution& x, const Decoded& d) {
  if (!needMemory(x, d)) return;
  const uint32_t base = d.src[0], dst = d.dst;
  const uint64_t address = (x.wave.pair(base) + scalarMemoryOffset(x, d)) & ~uint64_t{3};
  for (uint32_t i = 0; i < Dwords; ++i) {
    uint32_t value = 0;
    if (!x.memory->read(address + 4 * i, &value, 4))
      return x.raise(d, "address",
                     fmt::format("s_load reads 0x{:x}, outside the memory", address + 4 * i),
                     std::nullopt, address + 4 * i);
    if (dst + i < 128) x.wave.scalar[dst + i] = value;
  }
}

template <uint32_t Dwords>
void scalarBufferLoad(Execution& x, const Decoded& d) {
  if (!needMemory(x, d)) return;
  const uint32_t base = d.src[0], dst = d.dst;
  const BufferResource v = BufferResource::fromDwords(&x.wave.scalar[base & 124]);
  const uint32_t offset = static_cast<uint32_t>(scalarMemoryOffset(x, d)) & ~3u;
  for (uint32_t i = 0; i < Dwords; ++i) {
    uint32_t value = 0;
    const uint64_t at = uint64_t{offset} + 4 * i;
    if (at < v.numRecords && !x.memory->read(v.base + at, &value, 4))
      return x.raise(d, "address",
                     fmt::format("s_buffer_load reads 0x{:x}, outside the memory", v.base + at),
                     std::nullopt, v.base + at);
    if (dst + i < 128) x.wave.scalar[dst + i] = value;
  }
}

// An untyped MUBUF access of Count components of Bytes each (1, 2 or 4),
// loaded zero- or sign-extended into a dword per component, or stored.
template <uint32_t Count, uint32_t Bytes, bool Signed, bool Store>
void bufferAccess(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const BufferAddressing a = BufferAddressing::decode(wave, d.raw);
  if (!prepareBuffer(x, d, a, Count)) return;
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const BufferAddressing::Lane l = a.lane(wave, lane);
    if (!a.insidePrivate(*x.memory, l, uint64_t{Count} * Bytes))
      return x.raise(
          d, "address",
          fmt::format("the {} reaches private offset 0x{:x}, past the work-item's {} "
                      "bytes of private memory (private_segment_fixed_size)",
                      Store ? "store" : "load", l.offset, *x.memory->privateSegmentBytes),
          lane, l.offset);
    for (uint32_t c = 0; c < Count; ++c) {
      const auto [at, outOfRange] = a.locate(l, uint64_t{Bytes} * c);
      if constexpr (Store) {
        if (outOfRange) continue;
        const uint32_t value = wave.vgpr[a.vdata + c][lane];
        if (!x.memory->write(at, &value, Bytes))
          return x.raise(d, "address",
                         fmt::format("the store writes 0x{:x}, outside the memory", at), lane, at);
      } else {
        uint32_t value = 0;
        if (!outOfRange) {
          if (!x.memory->read(at, &value, Bytes))
            return x.raise(d, "address",
                           fmt::format("the load reads 0x{:x}, outside the memory", at), lane, at);
          if (Signed && Bytes < 4) {
            const uint32_t shift = 32 - 8 * Bytes;
            value = static_cast<uint32_t>(static_cast<int32_t>(value << shift) >> shift);
          }
        }
        wave.vgpr[a.vdata + c][lane] = value;
      }
    }
  }
}

// The buffer data formats (SI ISA manual, table "Buffer Data Format") whose
// components are whole bytes: their count and width. The packed formats
// (10_11_11, 11_11_10, 10_10_10_2, 2_10_10_10), 0 (invalid) and 15
// (reserved) are not simulated: a fault names them.
struct DataFormat {
  uint32_t components = 0, bits = 0;
};
DataFormat dataFormat(uint32_t code) {
  switch (code) {
    case 1:
      return {1, 8};
    case 2:
      return {1, 16};
    case 3:
      return {2, 8};
    case 4:
      return {1, 32};
    case 5:
      return {2, 16};
    case 10:
      return {4, 8};
    case 11:
      return {2, 32};
    case 12:
      return {4, 16};
    case 13:
      return {3, 32};
    case 14:
      return {4, 32};
    default:
      return {};
  }
}

// Number formats (SI ISA manual, table "Buffer Number Format").
enum NumberFormat : uint32_t {
  kUnorm = 0,
  kSnorm = 1,
  kUscaled = 2,
  kSscaled = 3,
  kUint = 4,
  kSint = 5,
  kSnormOgl = 6,
  kFloat = 7
};

bool isFloatResult(uint32_t numberFormat) {
  return numberFormat != kUint && numberFormat != kSint;
}

// A component of `bits` bits as the VGPR value a typed load gives: unorm
// v / (2^n - 1), snorm max(s / (2^(n-1) - 1), -1), snorm_ogl (2s + 1) /
// (2^n - 1), (s/u)scaled the integer as a float, uint/sint zero- or
// sign-extended, float a half or a single (each quotient correctly
// rounded). 32-bit components of every format but the scaled and
// normalised ones move their bits.
uint32_t loadConversion(uint32_t raw, uint32_t bits, uint32_t numberFormat) {
  const uint32_t shift = 32 - bits;
  const int64_t s = static_cast<int32_t>(raw << shift) >> shift;
  const uint64_t u = bits == 32 ? raw : raw & ((1u << bits) - 1);
  // The normalising scales only where they are used: a 32-bit float or
  // integer load (the common one) is its bits.
  auto full = [&] { return std::ldexp(1.0, static_cast<int>(bits)) - 1; };
  auto half = [&] { return std::ldexp(1.0, static_cast<int>(bits) - 1) - 1; };
  switch (numberFormat) {
    case kUnorm:
      return asBits(static_cast<float>(static_cast<double>(u) / full()));
    case kSnorm:
      return asBits(static_cast<float>(std::max(static_cast<double>(s) / half(), -1.0)));
    case kUscaled:
      return asBits(static_cast<float>(u));
    case kSscaled:
      return asBits(static_cast<float>(s));
    case kSint:
      return static_cast<uint32_t>(s);
    case kSnormOgl:
      return asBits(static_cast<float>((2.0 * static_cast<double>(s) + 1.0) / full()));
    case kFloat:
      return bits == 16 ? asBits(fromHalf(raw & 0xffff)) : raw;
    default:
      return static_cast<uint32_t>(u);
  }
}

// What a typed store can convert without a documented rounding rule: uint
// and sint (the low bits, as buffer_store_byte/short keep them), float
// (16-bit: to the nearest-even half), and every 32-bit component (its bits).
bool storable(DataFormat format, uint32_t numberFormat) {
  return format.bits == 32 || numberFormat == kUint || numberFormat == kSint ||
         (numberFormat == kFloat && format.bits == 16);
}

uint32_t storeConversion(uint32_t value, uint32_t bits, uint32_t numberFormat) {
  if (bits == 16 && numberFormat == kFloat) return toHalf(value, kRoundNearestEven);
  return value;
}

// A typed access: MTBUF (its dfmt/nfmt fields) or the MUBUF _format forms
// (the V#'s data_format/num_format and, for loads, its dst_sel). Count is
// the components the instruction moves: a load fills those the format lacks
// with 0 (y, z) and 1 (w; 1.0 for a float result). Range checking is all or
// nothing for the format forms (the GCN ISA manuals' range-checking rules:
// "load/store-format-* instructions and atomics are range-checked all or
// nothing", dword loads per component); an out-of-range load reads 0 for
// every component but a dst_sel of 1.
//
// The d16 forms (GFX8's and GFX9's buffer_*_format_d16_* and
// tbuffer_*_format_d16_*) move 16-bit components: a float result as a half
// (a 16-bit float component's bits; any other float result rounded to the
// nearest-even half from its f32 value), an integer result's low 16 bits;
// stored halves are widened back (a half into a 32-bit float component, an
// integer zero- or sign-extended). GFX9 packs two a register (LLVM's
// packed D16: x in the low half of vdata, y in the high, z in the next
// register); GFX8 gives each its own register's low half, the high half 0
// (FeatureUnpackedD16VMem; gfx810's packed layout is not told apart: the
// simulator decodes by generation). _d16_hi (GFX9, x only) uses vdata's
// high half and keeps the low.
enum class Half16 : uint8_t { None, Low, High };

// The VGPR and shift of component c of a d16 access.
struct HalfSlot {
  uint32_t reg, shift;
};
inline HalfSlot halfSlot(const Decoded& d, Half16 mode, uint32_t c) {
  if (mode == Half16::High) return {0, 16};
  if (d.generation == Generation::Gfx9) return {c / 2, 16 * (c % 2)};
  return {c, 0};
}

template <uint32_t Count, bool Store, bool Typed, Half16 Mode = Half16::None>
void formatAccess(Execution& x, const Decoded& d) {
  Wavefront& wave = x.wave;
  const BufferAddressing a = BufferAddressing::decode(wave, d.raw);
  if (!prepareBuffer(x, d, a, Count)) return;
  const uint32_t formatCode =
      Typed ? static_cast<uint32_t>(mtbuf::dfmt.extract(d.raw)) : a.resource.dataFormat;
  const uint32_t numberFormat =
      Typed ? static_cast<uint32_t>(mtbuf::nfmt.extract(d.raw)) : a.resource.numberFormat;
  const DataFormat format = dataFormat(formatCode);
  if (!format.components)
    return x.raise(
        d, "unsupported",
        fmt::format("data format {} is not simulated (packed, invalid or reserved)", formatCode),
        std::nullopt, formatCode);
  if (numberFormat == kFloat && format.bits == 8)
    return x.raise(d, "unsupported", "number format float with 8-bit components is invalid",
                   std::nullopt, numberFormat);
  if (Store && !storable(format, numberFormat))
    return x.raise(d, "unsupported",
                   fmt::format("storing number format {} in {}-bit components is not simulated",
                               numberFormat, format.bits),
                   std::nullopt, numberFormat);
  // The MUBUF forms apply the V#'s dst_sel: 0 and 1 give the constants, 4-7
  // the components x-w; 2, 3 are reserved.
  uint8_t select[4] = {4, 5, 6, 7};
  if (!Typed && !Store)
    for (uint32_t c = 0; c < 4; ++c) {
      select[c] = a.resource.destinationSelect[c];
      if (select[c] == 2 || select[c] == 3)
        return x.raise(d, "unsupported", fmt::format("dst_sel {} is reserved", select[c]),
                       std::nullopt, select[c]);
    }
  // The components read or written: a load reads only those it selects.
  uint32_t needed = 0;
  for (uint32_t c = 0; c < Count; ++c)
    if (Store || select[c] >= 4) needed |= 1u << (Store ? c : select[c] - 4u);
  const uint32_t bytes = format.bits / 8;
  const uint32_t one = isFloatResult(numberFormat) ? 0x3f800000u : 1u;
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const BufferAddressing::Lane l = a.lane(wave, lane);
    // All or nothing: the element is out of range where any byte of it is.
    const bool outOfRange = a.outOfRange(l, uint64_t{bytes} * format.components - 1);
    uint32_t loaded[4] = {0, 0, 0, outOfRange ? 0 : one};
    for (uint32_t c = 0; c < format.components && !outOfRange; ++c) {
      if (!(needed >> c & 1)) continue;
      const uint64_t at = a.locate(l, uint64_t{bytes} * c).address;
      if constexpr (Store) {
        uint32_t source = wave.vgpr[a.vdata + c][lane];
        if constexpr (Mode != Half16::None) {
          const HalfSlot slot = halfSlot(d, Mode, c);
          source = wave.vgpr[(a.vdata + slot.reg) & 255][lane] >> slot.shift & 0xffff;
          if (numberFormat == kFloat && format.bits == 32) source = asBits(fromHalf(source));
          if (numberFormat == kSint)
            source = static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(source)));
        }
        const uint32_t value = Mode != Half16::None && numberFormat == kFloat && format.bits == 16
                                   ? source
                                   : storeConversion(source, format.bits, numberFormat);
        if (!x.memory->write(at, &value, bytes))
          return x.raise(d, "address",
                         fmt::format("the store writes 0x{:x}, outside the memory", at), lane, at);
      } else {
        uint32_t raw = 0;
        if (!x.memory->read(at, &raw, bytes))
          return x.raise(d, "address", fmt::format("the load reads 0x{:x}, outside the memory", at),
                         lane, at);
        loaded[c] = Mode != Half16::None && numberFormat == kFloat && format.bits == 16
                        ? raw & 0xffff
                        : loadConversion(raw, format.bits, numberFormat);
      }
    }
    if constexpr (!Store) {
      if constexpr (Mode == Half16::None) {
        for (uint32_t c = 0; c < Count; ++c) {
          const uint8_t s = select[c];
          wave.vgpr[a.vdata + c][lane] = s == 0 ? 0 : s == 1 ? one : loaded[s - 4];
        }
      } else {
        const bool halfFloat = numberFormat == kFloat && format.bits == 16;
        const bool floatResult = isFloatResult(numberFormat);
        for (uint32_t c = 0; c < Count; ++c) {
          const uint8_t s = select[c];
          uint32_t value = s == 0 ? 0 : s == 1 ? one : loaded[s - 4];
          if (floatResult && !(halfFloat && s >= 4)) value = toHalf(value, kRoundNearestEven);
          const HalfSlot slot = halfSlot(d, Mode, c);
          uint32_t& reg = wave.vgpr[(a.vdata + slot.reg) & 255][lane];
          const uint32_t keep = Mode == Half16::Low && d.generation != Generation::Gfx9
                                    ? 0
                                    : reg & ~(0xffffu << slot.shift);
          reg = keep | (value & 0xffff) << slot.shift;
        }
      }
    }
  }
}

}  // namespace

GCN_SEMANTICS_AS(s_load_dword, scalarLoad<1>);
GCN_SEMANTICS_AS(s_load_dwordx2, scalarLoad<2>);
GCN_SEMANTICS_AS(s_load_dwordx4, scalarLoad<4>);
GCN_SEMANTICS_AS(s_load_dwordx8, scalarLoad<8>);
GCN_SEMANTICS_AS(s_load_dwordx16, scalarLoad<16>);
GCN_SEMANTICS_AS(s_buffer_load_dword, scalarBufferLoad<1>);
GCN_SEMANTICS_AS(s_buffer_load_dwordx2, scalarBufferLoad<2>);
GCN_SEMANTICS_AS(s_buffer_load_dwordx4, scalarBufferLoad<4>);
GCN_SEMANTICS_AS(s_buffer_load_dwordx8, scalarBufferLoad<8>);
GCN_SEMANTICS_AS(s_buffer_load_dwordx16, scalarBufferLoad<16>);
GCN_SEMANTICS_AS(buffer_load_ubyte, (bufferAccess<1, 1, false, false>));
GCN_SEMANTICS_AS(buffer_load_sbyte, (bufferAccess<1, 1, true, false>));
GCN_SEMANTICS_AS(buffer_load_ushort, (bufferAccess<1, 2, false, false>));
GCN_SEMANTICS_AS(buffer_load_sshort, (bufferAccess<1, 2, true, false>));
GCN_SEMANTICS_AS(buffer_load_dword, (bufferAccess<1, 4, false, false>));
GCN_SEMANTICS_AS(buffer_load_dwordx2, (bufferAccess<2, 4, false, false>));
GCN_SEMANTICS_AS(buffer_load_dwordx3, (bufferAccess<3, 4, false, false>));
GCN_SEMANTICS_AS(buffer_load_dwordx4, (bufferAccess<4, 4, false, false>));
GCN_SEMANTICS_AS(buffer_store_byte, (bufferAccess<1, 1, false, true>));
GCN_SEMANTICS_AS(buffer_store_short, (bufferAccess<1, 2, false, true>));
GCN_SEMANTICS_AS(buffer_store_dword, (bufferAccess<1, 4, false, true>));
GCN_SEMANTICS_AS(buffer_store_dwordx2, (bufferAccess<2, 4, false, true>));
GCN_SEMANTICS_AS(buffer_store_dwordx3, (bufferAccess<3, 4, false, true>));
GCN_SEMANTICS_AS(buffer_store_dwordx4, (bufferAccess<4, 4, false, true>));
GCN_SEMANTICS_AS(buffer_load_format_x, (formatAccess<1, false, false>));
GCN_SEMANTICS_AS(buffer_load_format_xy, (formatAccess<2, false, false>));
GCN_SEMANTICS_AS(buffer_load_format_xyz, (formatAccess<3, false, false>));
GCN_SEMANTICS_AS(buffer_load_format_xyzw, (formatAccess<4, false, false>));
GCN_SEMANTICS_AS(buffer_store_format_x, (formatAccess<1, true, false>));
GCN_SEMANTICS_AS(buffer_store_format_xy, (formatAccess<2, true, false>));
GCN_SEMANTICS_AS(buffer_store_format_xyz, (formatAccess<3, true, false>));
GCN_SEMANTICS_AS(buffer_store_format_xyzw, (formatAccess<4, true, false>));
// Cache control: no caches in the functional model.
GCN_SEMANTICS(buffer_wbinvl1) {}
GCN_SEMANTICS(buffer_wbinvl1_sc) {}
GCN_SEMANTICS(s_dcache_inv) {}
GCN_SEMANTICS_AS(tbuffer_load_format_x, (formatAccess<1, false, true>));
GCN_SEMANTICS_AS(tbuffer_load_format_xy, (formatAccess<2, false, true>));
GCN_SEMANTICS_AS(tbuffer_load_format_xyz, (formatAccess<3, false, true>));
GCN_SEMANTICS_AS(tbuffer_load_format_xyzw, (formatAccess<4, false, true>));
GCN_SEMANTICS_AS(tbuffer_store_format_x, (formatAccess<1, true, true>));
GCN_SEMANTICS_AS(tbuffer_store_format_xy, (formatAccess<2, true, true>));
GCN_SEMANTICS_AS(tbuffer_store_format_xyz, (formatAccess<3, true, true>));
GCN_SEMANTICS_AS(tbuffer_store_format_xyzw, (formatAccess<4, true, true>));

#define GCN_D16_FORMATS(prefix, typed)                                                          \
  GCN_SEMANTICS_AS(prefix##load_format_d16_x, (formatAccess<1, false, typed, Half16::Low>));    \
  GCN_SEMANTICS_AS(prefix##load_format_d16_xy, (formatAccess<2, false, typed, Half16::Low>));   \
  GCN_SEMANTICS_AS(prefix##load_format_d16_xyz, (formatAccess<3, false, typed, Half16::Low>));  \
  GCN_SEMANTICS_AS(prefix##load_format_d16_xyzw, (formatAccess<4, false, typed, Half16::Low>)); \
  GCN_SEMANTICS_AS(prefix##store_format_d16_x, (formatAccess<1, true, typed, Half16::Low>));    \
  GCN_SEMANTICS_AS(prefix##store_format_d16_xy, (formatAccess<2, true, typed, Half16::Low>));   \
  GCN_SEMANTICS_AS(prefix##store_format_d16_xyz, (formatAccess<3, true, typed, Half16::Low>));  \
  GCN_SEMANTICS_AS(prefix##store_format_d16_xyzw, (formatAccess<4, true, typed, Half16::Low>))
GCN_D16_FORMATS(buffer_, false);
GCN_D16_FORMATS(tbuffer_, true);
#undef GCN_D16_FORMATS
GCN_SEMANTICS_AS(buffer_load_format_d16_hi_x, (formatAccess<1, false, false, Half16::High>));
GCN_SEMANTICS_AS(buffer_store_format_d16_hi_x, (formatAccess<1, true, false, Half16::High>));

}  // namespace gpuasm::gcn::machine
