// The DS instructions on the local data share (SI ISA manual, chapter 9 and
// section 13.7): reads, writes, their two-address forms and the 32-bit
// atomics, lane by lane in ascending lane order (deterministic where lanes
// hit the same address). The address is the VGPR plus the instruction
// offset, aligned down to the element size; M0 clamps it as SI requires
// (kernels set M0 before DS: amdcl-format.md): an element that does not lie
// wholly below min(M0, LDS size) is out of range, reads give 0 and writes
// and atomics are dropped.
#include <fmt/format.h>

#include <algorithm>
#include <cstring>

#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn::machine {
namespace {

struct DsFields {
  uint32_t offset0, offset1, addr, data0, data1, vdst;
};

// Decodes the fields and checks what every DS handler needs: an LDS, no GDS,
// and VGPR ranges inside the file. False after raising the fault.
bool prepare(Execution& x, const Decoded& d, DsFields& f, uint32_t dataDwords,
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

uint32_t limit(const Execution& x) {
  return std::min<uint32_t>(x.wave.m0(), kLdsBytes);
}

bool inRange(const Execution& x, uint64_t address, uint32_t bytes) {
  return address + bytes <= limit(x);
}

template <uint32_t Bytes, bool Signed>
void dsRead(Execution& x, const Decoded& d) {
  DsFields f;
  constexpr uint32_t dwords = Bytes == 8 ? 2 : 1;
  if (!prepare(x, d, f, 0, dwords)) return;
  const uint32_t offset = f.offset0 | f.offset1 << 8;
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t address = (uint64_t{x.wave.vgpr[f.addr][lane]} + offset) & ~uint64_t{Bytes - 1};
    uint64_t value = 0;
    if (inRange(x, address, Bytes)) std::memcpy(&value, x.lds->bytes.data() + address, Bytes);
    if (Signed && Bytes < 4) {
      const uint32_t shift = 64 - 8 * Bytes;
      value = static_cast<uint64_t>(static_cast<int64_t>(value << shift) >> shift);
    }
    x.wave.vgpr[f.vdst][lane] = static_cast<uint32_t>(value);
    if (dwords == 2) x.wave.vgpr[f.vdst + 1][lane] = static_cast<uint32_t>(value >> 32);
  }
}

template <uint32_t Bytes>
void dsWrite(Execution& x, const Decoded& d) {
  DsFields f;
  if (!prepare(x, d, f, Bytes == 8 ? 2 : 1, 0)) return;
  const uint32_t offset = f.offset0 | f.offset1 << 8;
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t address = (uint64_t{x.wave.vgpr[f.addr][lane]} + offset) & ~uint64_t{Bytes - 1};
    uint64_t value = x.wave.vgpr[f.data0][lane];
    if (Bytes == 8) value |= uint64_t{x.wave.vgpr[f.data0 + 1][lane]} << 32;
    if (inRange(x, address, Bytes)) std::memcpy(x.lds->bytes.data() + address, &value, Bytes);
  }
}

// read2/write2: two elements at base + offset0 * size and base + offset1 *
// size (st64: times 64 more).
template <uint32_t Bytes, uint32_t Stride, bool Write>
void dsTwo(Execution& x, const Decoded& d) {
  DsFields f;
  constexpr uint32_t dwords = Bytes / 4;
  if (!prepare(x, d, f, Write ? dwords : 0, Write ? 0 : 2 * dwords)) return;
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t base = x.wave.vgpr[f.addr][lane];
    const uint32_t offsets[2] = {f.offset0, f.offset1};
    const uint32_t data[2] = {f.data0, f.data1};
    for (uint32_t k = 0; k < 2; ++k) {
      const uint64_t address =
          (base + uint64_t{offsets[k]} * Bytes * Stride) & ~uint64_t{Bytes - 1};
      uint64_t value = 0;
      if constexpr (Write) {
        value = x.wave.vgpr[data[k]][lane];
        if (Bytes == 8) value |= uint64_t{x.wave.vgpr[data[k] + 1][lane]} << 32;
        if (inRange(x, address, Bytes)) std::memcpy(x.lds->bytes.data() + address, &value, Bytes);
      } else {
        if (inRange(x, address, Bytes)) std::memcpy(&value, x.lds->bytes.data() + address, Bytes);
        x.wave.vgpr[f.vdst + k * dwords][lane] = static_cast<uint32_t>(value);
        if (Bytes == 8)
          x.wave.vgpr[f.vdst + k * dwords + 1][lane] = static_cast<uint32_t>(value >> 32);
      }
    }
  }
}

// A 32-bit read-modify-write: memory = op(old, data0, data1); the _rtn forms
// return the old value.
template <uint32_t (*Operation)(uint32_t, uint32_t, uint32_t), bool Return>
void dsAtomic(Execution& x, const Decoded& d) {
  DsFields f;
  if (!prepare(x, d, f, 1, Return ? 1 : 0)) return;
  const uint32_t offset = f.offset0 | f.offset1 << 8;
  const uint64_t exec = x.wave.exec();
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint64_t address = (uint64_t{x.wave.vgpr[f.addr][lane]} + offset) & ~uint64_t{3};
    uint32_t old = 0;
    if (inRange(x, address, 4)) {
      std::memcpy(&old, x.lds->bytes.data() + address, 4);
      const uint32_t next = Operation(old, x.wave.vgpr[f.data0][lane], x.wave.vgpr[f.data1][lane]);
      std::memcpy(x.lds->bytes.data() + address, &next, 4);
    }
    if (Return) x.wave.vgpr[f.vdst][lane] = old;
  }
}

uint32_t opAdd(uint32_t m, uint32_t a, uint32_t) {
  return m + a;
}
uint32_t opSub(uint32_t m, uint32_t a, uint32_t) {
  return m - a;
}
uint32_t opRsub(uint32_t m, uint32_t a, uint32_t) {
  return a - m;
}
uint32_t opInc(uint32_t m, uint32_t a, uint32_t) {
  return m >= a ? 0 : m + 1;
}
uint32_t opDec(uint32_t m, uint32_t a, uint32_t) {
  return (m == 0 || m > a) ? a : m - 1;
}
uint32_t opMinI(uint32_t m, uint32_t a, uint32_t) {
  return static_cast<int32_t>(a) < static_cast<int32_t>(m) ? a : m;
}
uint32_t opMaxI(uint32_t m, uint32_t a, uint32_t) {
  return static_cast<int32_t>(a) > static_cast<int32_t>(m) ? a : m;
}
uint32_t opMinU(uint32_t m, uint32_t a, uint32_t) {
  return std::min(m, a);
}
uint32_t opMaxU(uint32_t m, uint32_t a, uint32_t) {
  return std::max(m, a);
}
uint32_t opAnd(uint32_t m, uint32_t a, uint32_t) {
  return m & a;
}
uint32_t opOr(uint32_t m, uint32_t a, uint32_t) {
  return m | a;
}
uint32_t opXor(uint32_t m, uint32_t a, uint32_t) {
  return m ^ a;
}
uint32_t opMaskOr(uint32_t m, uint32_t mask, uint32_t bits) {
  return (m & ~mask) | bits;
}
uint32_t opExchange(uint32_t, uint32_t a, uint32_t) {
  return a;
}
// ds_cmpst: DS[A] = (DS[A] == DATA) ? DATA2 : DS[A].
uint32_t opCompareStore(uint32_t m, uint32_t compare, uint32_t source) {
  return m == compare ? source : m;
}

template <uint32_t (*Operation)(uint32_t, uint32_t, uint32_t)>
void addAtomic(SemanticsTable& t, std::string_view plain, std::string_view returning) {
  if (!plain.empty()) t[plain] = dsAtomic<Operation, false>;
  t[returning] = dsAtomic<Operation, true>;
}

}  // namespace

void addLdsSemantics(SemanticsTable& t) {
  t["ds_read_b32"] = dsRead<4, false>;
  t["ds_read_b64"] = dsRead<8, false>;
  t["ds_read_u8"] = dsRead<1, false>;
  t["ds_read_i8"] = dsRead<1, true>;
  t["ds_read_u16"] = dsRead<2, false>;
  t["ds_read_i16"] = dsRead<2, true>;
  t["ds_write_b32"] = dsWrite<4>;
  t["ds_write_b64"] = dsWrite<8>;
  t["ds_write_b8"] = dsWrite<1>;
  t["ds_write_b16"] = dsWrite<2>;
  t["ds_read2_b32"] = dsTwo<4, 1, false>;
  t["ds_read2st64_b32"] = dsTwo<4, 64, false>;
  t["ds_read2_b64"] = dsTwo<8, 1, false>;
  t["ds_read2st64_b64"] = dsTwo<8, 64, false>;
  t["ds_write2_b32"] = dsTwo<4, 1, true>;
  t["ds_write2st64_b32"] = dsTwo<4, 64, true>;
  t["ds_write2_b64"] = dsTwo<8, 1, true>;
  t["ds_write2st64_b64"] = dsTwo<8, 64, true>;
  addAtomic<opAdd>(t, "ds_add_u32", "ds_add_rtn_u32");
  addAtomic<opSub>(t, "ds_sub_u32", "ds_sub_rtn_u32");
  addAtomic<opRsub>(t, "ds_rsub_u32", "ds_rsub_rtn_u32");
  addAtomic<opInc>(t, "ds_inc_u32", "ds_inc_rtn_u32");
  addAtomic<opDec>(t, "ds_dec_u32", "ds_dec_rtn_u32");
  addAtomic<opMinI>(t, "ds_min_i32", "ds_min_rtn_i32");
  addAtomic<opMaxI>(t, "ds_max_i32", "ds_max_rtn_i32");
  addAtomic<opMinU>(t, "ds_min_u32", "ds_min_rtn_u32");
  addAtomic<opMaxU>(t, "ds_max_u32", "ds_max_rtn_u32");
  addAtomic<opAnd>(t, "ds_and_b32", "ds_and_rtn_b32");
  addAtomic<opOr>(t, "ds_or_b32", "ds_or_rtn_b32");
  addAtomic<opXor>(t, "ds_xor_b32", "ds_xor_rtn_b32");
  addAtomic<opMaskOr>(t, "ds_mskor_b32", "ds_mskor_rtn_b32");
  addAtomic<opExchange>(t, "", "ds_wrxchg_rtn_b32");
  addAtomic<opCompareStore>(t, "ds_cmpst_b32", "ds_cmpst_rtn_b32");
}

}  // namespace gpuasm::gcn::machine
