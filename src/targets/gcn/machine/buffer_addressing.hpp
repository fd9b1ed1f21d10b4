// The address of each lane's access of a MUBUF or MTBUF instruction (SI ISA
// manual, section 8.1.5 "Buffer Addressing"; MUBUF and MTBUF put their shared
// fields at the same bits): base + soffset + the buffer offset, where
//   index  = (idxen ? VGPR : 0) + (add_tid_enable ? lane : 0)
//   offset = inst_offset + (offen ? VGPR : 0)
//   linear:    offset + stride * index
//   swizzled:  (index / index_stride * stride + offset / element_size *
//              element_size) * index_stride + index % index_stride *
//              element_size + offset % element_size
// and addr64: base + the 64-bit VGPR pair + soffset + inst_offset. Range
// checking: a raw buffer (stride 0) is out of range where the byte's offset
// (without soffset) reaches num_records, a structured one where the index
// does; addr64 is not checked. Each component (each dword of a _dwordxN) is
// located and checked on its own.
#pragma once

#include <cstdint>

#include "targets/gcn/isa.hpp"
#include "targets/gcn/machine/memory.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {

struct BufferAddressing {
  uint32_t vaddr = 0, vdata = 0, instOffset = 0, soffset = 0;
  bool idxen = false, offen = false, addr64 = false, glc = false;
  BufferResource resource;

  static BufferAddressing decode(const Wavefront& wave, uint64_t w) {
    BufferAddressing a;
    a.vaddr = static_cast<uint32_t>(mubuf::vaddr.extract(w));
    a.vdata = static_cast<uint32_t>(mubuf::vdata.extract(w));
    a.idxen = mubuf::idxen.extract(w);
    a.offen = mubuf::offen.extract(w);
    a.addr64 = mubuf::addr64.extract(w);
    a.glc = mubuf::glc.extract(w);
    a.instOffset = static_cast<uint32_t>(mubuf::offset.extract(w));
    a.soffset = scalarValue(wave, static_cast<uint32_t>(mubuf::soffset.extract(w)), 0);
    a.resource = BufferResource::fromDwords(&wave.scalar[(mubuf::srsrc.extract(w) * 4) & 124]);
    return a;
  }
  uint32_t addressRegisters() const { return addr64 || (idxen && offen) ? 2 : 1; }

  struct Lane {
    uint64_t index = 0, offset = 0, pointer = 0;  // pointer: addr64's VGPR pair
  };
  Lane lane(const Wavefront& wave, uint32_t lane) const {
    Lane l;
    if (addr64) {
      l.pointer = wave.vgpr[vaddr][lane] | uint64_t{wave.vgpr[vaddr + 1][lane]} << 32;
      return l;
    }
    l.index = (idxen ? wave.vgpr[vaddr][lane] : 0) + (resource.addThreadId ? lane : 0);
    l.offset = uint64_t{instOffset} + (offen ? wave.vgpr[vaddr + (idxen ? 1 : 0)][lane] : 0);
    return l;
  }
  // The byte `extra` bytes into the lane's access: its address, and whether
  // it is out of range (not accessed: loads read 0, stores are dropped).
  struct Byte {
    uint64_t address;
    bool outOfRange;
  };
  // Whether the byte `extra` bytes into the lane's access is out of range.
  // An access of n bytes is wholly in range where its last byte is (raw: the
  // offsets only grow; structured: one index for all).
  bool outOfRange(const Lane& l, uint64_t extra) const {
    if (addr64) return false;
    return resource.stride == 0 ? l.offset + extra >= resource.numRecords
                                : l.index >= resource.numRecords;
  }
  // Whether a lane's `bytes` stay inside a work-item's private segment when
  // the V# is the launch's private segment buffer (memory.hpp): swizzled
  // with add_tid, its base in the scratch (LLVM adds the wave's offset to the
  // base, or passes it as soffset), so the lane's offset is its private one.
  bool insidePrivate(const Memory& memory, const Lane& l, uint64_t bytes) const {
    if (!memory.privateSegmentBytes || addr64 || !resource.swizzle || !resource.addThreadId ||
        resource.base < memory.scratchBase || resource.base >= memory.scratchEnd)
      return true;
    return memory.insidePrivate(l.offset, bytes);
  }
  Byte locate(const Lane& l, uint64_t extra) const {
    const BufferResource& v = resource;
    if (addr64) return {v.base + l.pointer + soffset + instOffset + extra, false};
    const uint64_t offset = l.offset + extra;
    const bool outOfRange = this->outOfRange(l, extra);
    uint64_t within;
    if (v.swizzle) {
      const uint64_t stride = v.indexStride, element = v.elementSize;
      within = (l.index / stride * v.stride + offset / element * element) * stride +
               l.index % stride * element + offset % element;
    } else {
      within = offset + uint64_t{v.stride} * l.index;
    }
    return {v.base + soffset + within, outOfRange};
  }
};

// The checks every buffer handler makes first: a memory, the lds/tfe forms
// (not simulated: a fault naming them), VGPR ranges inside the file. False
// after raising the fault.
inline bool prepareBuffer(Execution& x, const Decoded& d, const BufferAddressing& a,
                          uint32_t dataRegisters) {
  if (!x.memory) {
    x.raise(d, "memory", "the wave runs without a memory");
    return false;
  }
  if (mubuf::tfe.extract(d.raw) ||
      (d.info->encoding == Encoding::Mubuf && mubuf::lds.extract(d.raw))) {
    x.raise(d, "unsupported", "lds and tfe buffer accesses are not simulated yet");
    return false;
  }
  if (a.vdata + dataRegisters > kVgprs || a.vaddr + a.addressRegisters() > kVgprs) {
    x.raise(d, "illegal", "the VGPR range runs past v255");
    return false;
  }
  return true;
}

}  // namespace gpuasm::gcn::machine
