// What every DS handler (lds_instructions.cpp, gfx9_lds.cpp) needs first:
// the instruction's fields, an LDS and no GDS, VGPR ranges inside the file,
// and the bound an address must stay under.
#pragma once

#include <algorithm>
#include <cstdint>

#include "targets/gcn/isa.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {

struct DsFields {
  uint32_t offset0, offset1, addr, data0, data1, vdst;
};

// Decodes the fields and checks what every DS handler needs: an LDS, no GDS,
// and VGPR ranges inside the file. False after raising the fault.
inline bool prepareDs(Execution& x, const Decoded& d, DsFields& f, uint32_t dataDwords,
                      uint32_t resultDwords) {
  const uint64_t w = d.raw;
  if (ds::gds.extract(w)) {
    x.raise(d, "unsupported", "GDS is not simulated");
    return false;
  }
  if (!x.lds) {
    x.raise(d, "memory", "the wave runs without an LDS");
    return false;
  }
  f = {static_cast<uint32_t>(ds::offset0.extract(w)), static_cast<uint32_t>(ds::offset1.extract(w)),
       static_cast<uint32_t>(ds::addr.extract(w)),    static_cast<uint32_t>(ds::data0.extract(w)),
       static_cast<uint32_t>(ds::data1.extract(w)),   static_cast<uint32_t>(ds::vdst.extract(w))};
  if (f.data0 + dataDwords > kVgprs || f.data1 + dataDwords > kVgprs ||
      f.vdst + resultDwords > kVgprs) {
    x.raise(d, "illegal", "the VGPR range runs past v255");
    return false;
  }
  return true;
}

// GFX9 dropped the M0 clamp: LLVM initialises no M0 for DS there
// (ldsRequiresM0Init), so the LDS's size bounds the address.
inline uint32_t ldsLimit(const Execution& x, const Decoded& d) {
  return d.generation == Generation::Gfx9 ? kLdsBytes : std::min<uint32_t>(x.wave.m0(), kLdsBytes);
}

// Whether an element of `bytes` at `address` lies wholly below the bound.
inline bool ldsInRange(const Execution& x, const Decoded& d, uint64_t address, uint32_t bytes) {
  return address + bytes <= ldsLimit(x, d);
}

// The element of `bytes` each active lane reaches: the ADDR VGPR plus the
// 16-bit offset, aligned down to `alignment`; body(lane, address, inRange)
// in ascending lane order (deterministic where lanes hit one address).
template <typename Body>
void forEachLaneElement(Execution& x, const Decoded& d, const DsFields& f, uint64_t alignment,
                        uint32_t bytes, Body body) {
  const uint32_t offset = f.offset0 | f.offset1 << 8;
  const uint64_t end = ldsLimit(x, d);
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t address = (uint64_t{x.wave.vgpr[f.addr][lane]} + offset) & ~(alignment - 1);
    body(lane, address, address + bytes <= end);
  }
}

}  // namespace gpuasm::gcn::machine
