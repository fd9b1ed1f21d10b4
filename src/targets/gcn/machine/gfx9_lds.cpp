// GFX9's 16-bit DS rows (Vega ISA manual, the DS opcode table): the d16
// reads write one half of vdst and keep the other (u8/i8 extended to 16
// bits), the d16_hi writes store the high half (a byte: bits 23:16).
// Addresses as lds_instructions.cpp has them: VGPR + offset aligned down to
// the element; an element not wholly in range is out of range (reads 0,
// writes dropped). The range: GFX9 has no M0 clamp (LLVM initialises no M0
// for DS there), so the LDS's size; CI and GFX8 min(M0, LDS size).
#include <algorithm>
#include <cstring>

#include "targets/gcn/machine/ds_access.hpp"
#include "targets/gcn/machine/lds.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

template <uint32_t Bytes, bool Signed, bool High>
void dsReadHalf(Execution& x, const Decoded& d) {
  DsFields f;
  if (!prepareDs(x, d, f, 0, 1)) return;
  forEachLaneElement(x, d, f, Bytes, Bytes, [&](uint32_t lane, uint64_t address, bool inRange) {
    uint32_t value = 0;
    if (inRange) std::memcpy(&value, x.lds->bytes.data() + address, Bytes);
    if (Signed) value = static_cast<uint32_t>(static_cast<int32_t>(value << 24) >> 24);
    uint32_t& target = x.wave.vgpr[f.vdst][lane];
    target = High ? (target & 0xffffu) | value << 16 : (target & 0xffff0000u) | (value & 0xffffu);
  });
}

template <uint32_t Bytes>
void dsWriteHigh(Execution& x, const Decoded& d) {
  DsFields f;
  if (!prepareDs(x, d, f, 1, 0)) return;
  forEachLaneElement(x, d, f, Bytes, Bytes, [&](uint32_t lane, uint64_t address, bool inRange) {
    const uint32_t value = x.wave.vgpr[f.data0][lane] >> 16;
    if (inRange) std::memcpy(x.lds->bytes.data() + address, &value, Bytes);
  });
}

}  // namespace

GCN_SEMANTICS_AS(ds_read_u8_d16, (dsReadHalf<1, false, false>));
GCN_SEMANTICS_AS(ds_read_u8_d16_hi, (dsReadHalf<1, false, true>));
GCN_SEMANTICS_AS(ds_read_i8_d16, (dsReadHalf<1, true, false>));
GCN_SEMANTICS_AS(ds_read_i8_d16_hi, (dsReadHalf<1, true, true>));
GCN_SEMANTICS_AS(ds_read_u16_d16, (dsReadHalf<2, false, false>));
GCN_SEMANTICS_AS(ds_read_u16_d16_hi, (dsReadHalf<2, false, true>));
GCN_SEMANTICS_AS(ds_write_b8_d16_hi, dsWriteHigh<1>);
GCN_SEMANTICS_AS(ds_write_b16_d16_hi, dsWriteHigh<2>);

}  // namespace gpuasm::gcn::machine
