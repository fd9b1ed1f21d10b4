// Scalar memory (SMRD) and untyped buffer (MUBUF) loads and stores over the
// flat memory model. Range checking follows the SI ISA manual's buffer
// addressing rules: a raw buffer (stride 0) is out of range where the
// offset (instruction offset + VGPR offset, without soffset) of a dword
// reaches num_records; a structured buffer where the index reaches
// num_records; out-of-range loads return 0 and stores are dropped, each
// dword of a _dwordxN checked on its own. addr64 addresses are not range
// checked. An address outside the memory model itself is a fault naming the
// lane and the address.
#include <fmt/format.h>

#include "targets/gcn/machine/memory.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {
namespace {

bool needMemory(Execution& x, const Decoded& d) {
  if (x.memory) return true;
  x.raise(d, "memory", "the wave runs without a memory");
  return false;
}

// SMRD: the byte offset is the 8-bit dword offset (imm) or an SGPR's value.
uint32_t smrdOffset(const Execution& x, const Decoded& d) {
  const uint64_t w = d.raw;
  const uint32_t offset = static_cast<uint32_t>(smrd::offset.extract(w));
  return smrd::imm.extract(w) ? offset * 4 : scalarValue(x.wave, offset, 0);
}

template <uint32_t Dwords>
void scalarLoad(Execution& x, const Decoded& d) {
  if (!needMemory(x, d)) return;
  const uint32_t base = static_cast<uint32_t>(smrd::sbase.extract(d.raw)) * 2;
  const uint32_t dst = static_cast<uint32_t>(smrd::sdst.extract(d.raw));
  const uint64_t address = (x.wave.pair(base) + smrdOffset(x, d)) & ~uint64_t{3};
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
  const uint32_t base = static_cast<uint32_t>(smrd::sbase.extract(d.raw)) * 2;
  const uint32_t dst = static_cast<uint32_t>(smrd::sdst.extract(d.raw));
  const BufferResource v = BufferResource::fromDwords(&x.wave.scalar[base & 124]);
  const uint32_t offset = smrdOffset(x, d) & ~3u;
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

// The MTBUF data formats whose components are whole dwords (SI ISA manual,
// table "Buffer Data Format"): 32, 32_32, 32_32_32, 32_32_32_32. For them
// every number format moves the bits unchanged, so a typed access is an
// untyped one; the other formats are not simulated yet.
bool dwordFormat(uint32_t dataFormat) {
  return dataFormat == 4 || dataFormat == 11 || dataFormat == 13 || dataFormat == 14;
}

// A MUBUF (or, Typed, an MTBUF) access of Count components of Bytes each
// (1, 2 or 4), loaded zero- or sign-extended into a dword per component, or
// stored. MUBUF and MTBUF put their shared fields at the same bits.
template <uint32_t Count, uint32_t Bytes, bool Signed, bool Store, bool Typed = false>
void bufferAccess(Execution& x, const Decoded& d) {
  if (!needMemory(x, d)) return;
  const uint64_t w = d.raw;
  if constexpr (Typed) {
    const uint32_t dataFormat = static_cast<uint32_t>(mtbuf::dfmt.extract(w));
    if (!dwordFormat(dataFormat))
      return x.raise(d, "unsupported",
                     fmt::format("data format {} is not simulated yet", dataFormat), std::nullopt,
                     dataFormat);
    if (mtbuf::tfe.extract(w)) return x.raise(d, "unsupported", "tfe is not simulated yet");
  } else if (mubuf::lds.extract(w) || mubuf::tfe.extract(w)) {
    return x.raise(d, "unsupported", "lds and tfe buffer accesses are not simulated yet");
  }
  Wavefront& wave = x.wave;
  const uint32_t vaddr = static_cast<uint32_t>(mubuf::vaddr.extract(w));
  const uint32_t vdata = static_cast<uint32_t>(mubuf::vdata.extract(w));
  const bool idxen = mubuf::idxen.extract(w), offen = mubuf::offen.extract(w);
  const bool addr64 = mubuf::addr64.extract(w);
  const uint32_t instOffset = static_cast<uint32_t>(mubuf::offset.extract(w));
  const uint32_t soffset = scalarValue(wave, static_cast<uint32_t>(mubuf::soffset.extract(w)), 0);
  const BufferResource v =
      BufferResource::fromDwords(&wave.scalar[(mubuf::srsrc.extract(w) * 4) & 124]);
  if (vdata + Count > kVgprs || vaddr + (addr64 || (idxen && offen) ? 2 : 1) > kVgprs)
    return x.raise(d, "illegal", "the VGPR range runs past v255");
  const uint64_t exec = wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    uint64_t address = 0;
    uint64_t index = 0, offset = 0;
    if (addr64) {
      address = v.base + (wave.vgpr[vaddr][lane] | uint64_t{wave.vgpr[vaddr + 1][lane]} << 32) +
                soffset + instOffset;
    } else {
      index = (idxen ? wave.vgpr[vaddr][lane] : 0) + (v.addThreadId ? lane : 0);
      offset = uint64_t{instOffset} + (offen ? wave.vgpr[vaddr + (idxen ? 1 : 0)][lane] : 0);
      address = v.base + soffset + offset + uint64_t{v.stride} * index;
    }
    for (uint32_t c = 0; c < Count; ++c) {
      const uint64_t at = address + uint64_t{Bytes} * c;
      const bool outOfRange =
          !addr64 &&
          (v.stride == 0 ? offset + uint64_t{Bytes} * c >= v.numRecords : index >= v.numRecords);
      if constexpr (Store) {
        if (outOfRange) continue;
        const uint32_t value = wave.vgpr[vdata + c][lane];
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
        wave.vgpr[vdata + c][lane] = value;
      }
    }
  }
}

}  // namespace

void addMemorySemantics(SemanticsTable& t) {
  t["s_load_dword"] = scalarLoad<1>;
  t["s_load_dwordx2"] = scalarLoad<2>;
  t["s_load_dwordx4"] = scalarLoad<4>;
  t["s_load_dwordx8"] = scalarLoad<8>;
  t["s_load_dwordx16"] = scalarLoad<16>;
  t["s_buffer_load_dword"] = scalarBufferLoad<1>;
  t["s_buffer_load_dwordx2"] = scalarBufferLoad<2>;
  t["s_buffer_load_dwordx4"] = scalarBufferLoad<4>;
  t["s_buffer_load_dwordx8"] = scalarBufferLoad<8>;
  t["s_buffer_load_dwordx16"] = scalarBufferLoad<16>;
  t["buffer_load_ubyte"] = bufferAccess<1, 1, false, false>;
  t["buffer_load_sbyte"] = bufferAccess<1, 1, true, false>;
  t["buffer_load_ushort"] = bufferAccess<1, 2, false, false>;
  t["buffer_load_sshort"] = bufferAccess<1, 2, true, false>;
  t["buffer_load_dword"] = bufferAccess<1, 4, false, false>;
  t["buffer_load_dwordx2"] = bufferAccess<2, 4, false, false>;
  t["buffer_load_dwordx3"] = bufferAccess<3, 4, false, false>;
  t["buffer_load_dwordx4"] = bufferAccess<4, 4, false, false>;
  t["buffer_store_byte"] = bufferAccess<1, 1, false, true>;
  t["buffer_store_short"] = bufferAccess<1, 2, false, true>;
  t["buffer_store_dword"] = bufferAccess<1, 4, false, true>;
  t["buffer_store_dwordx2"] = bufferAccess<2, 4, false, true>;
  t["buffer_store_dwordx3"] = bufferAccess<3, 4, false, true>;
  t["buffer_store_dwordx4"] = bufferAccess<4, 4, false, true>;
  t["tbuffer_load_format_x"] = bufferAccess<1, 4, false, false, true>;
  t["tbuffer_load_format_xy"] = bufferAccess<2, 4, false, false, true>;
  t["tbuffer_load_format_xyz"] = bufferAccess<3, 4, false, false, true>;
  t["tbuffer_load_format_xyzw"] = bufferAccess<4, 4, false, false, true>;
  t["tbuffer_store_format_x"] = bufferAccess<1, 4, false, true, true>;
  t["tbuffer_store_format_xy"] = bufferAccess<2, 4, false, true, true>;
  t["tbuffer_store_format_xyz"] = bufferAccess<3, 4, false, true, true>;
  t["tbuffer_store_format_xyzw"] = bufferAccess<4, 4, false, true, true>;
}

}  // namespace gpuasm::gcn::machine
