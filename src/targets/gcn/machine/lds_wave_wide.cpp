// The DS instructions that act for the whole wave: those that move data
// between its lanes without touching LDS memory (clang's sub-group
// shuffles): ds_swizzle_b32 (every generation), GFX8's ds_permute_b32 and
// ds_bpermute_b32; and the counters ds_append and ds_consume.
//
// A source lane that EXEC disables gives 0: the GCN3 and Vega ISA manuals'
// pseudocode of ds_bpermute starts from a zeroed temporary and skips disabled
// source lanes ("EXEC is applied to the source VGPR reads"), and gem5's
// ds_swizzle, ds_permute and ds_bpermute give 0 there too.
#include <bit>
#include <cstdint>
#include <cstring>

#include "targets/gcn/machine/ds_access.hpp"
#include "targets/gcn/machine/semantics.hpp"
#include "targets/gcn/machine/wavefront.hpp"

namespace gpuasm::gcn::machine {
namespace {

struct ExchangeFields {
  uint32_t offset, addr, data0, vdst;
};

ExchangeFields exchangeFields(const Decoded& d) {
  const uint64_t w = d.raw;
  return {static_cast<uint32_t>(ds::offset0.extract(w) | ds::offset1.extract(w) << 8),
          static_cast<uint32_t>(ds::addr.extract(w)), static_cast<uint32_t>(ds::data0.extract(w)),
          static_cast<uint32_t>(ds::vdst.extract(w))};
}

// The swizzled source lane of `lane` (VI/Vega ISA manuals, DS_SWIZZLE_B32;
// LLVM's swizzle() macros encode the same): offset bit 15 set is the quad
// mode, offset[2k+1:2k] the lane of each group of four that lane k of the
// group reads; clear is the bit-mask mode on each half of 32 lanes,
// ((lane & and_mask) | or_mask) ^ xor_mask with the masks in offset[4:0],
// [9:5] and [14:10].
uint32_t swizzledLane(uint32_t offset, uint32_t lane) {
  if (offset & 0x8000) return (lane & ~3u) + (offset >> (2 * (lane & 3)) & 3);
  const uint32_t andMask = offset & 31, orMask = offset >> 5 & 31, xorMask = offset >> 10 & 31;
  return (lane & 32) | (((lane & andMask) | orMask) ^ xorMask);
}

// ds_append / ds_consume (SI ISA manual, DS opcodes 61-62: "Append one or
// more entries to a buffer" / "Consume entries from a buffer"): the dword
// at M0 + offset (LLVM puts the counter's LDS address in M0 and the
// constant part in the offset) grows (shrinks) by the number of active
// lanes, once for the wave; every active lane gets the value before. M0 is
// the base here, so it clamps nothing; an address past the LDS reads 0 and
// changes nothing.
template <int Sign>
void counter(Execution& x, const Decoded& d) {
  DsFields f;
  if (!prepareDs(x, d, f, 0, 1)) return;
  const uint64_t exec = x.wave.exec();
  if (!exec) return;
  const uint64_t address = (uint64_t{x.wave.m0()} + (f.offset0 | f.offset1 << 8)) & ~uint64_t{3};
  uint32_t old = 0;
  if (address + 4 <= kLdsBytes) {
    std::memcpy(&old, x.lds->bytes.data() + address, 4);
    const uint32_t next = old + static_cast<uint32_t>(Sign * std::popcount(exec));
    std::memcpy(x.lds->bytes.data() + address, &next, 4);
  }
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    if (exec >> lane & 1) x.wave.vgpr[f.vdst][lane] = old;
}

// Forward permute (ds_permute_b32): each active lane sends DATA0 to lane
// ((ADDR + offset) / 4) mod 64; a lane no active lane sends to gets 0, and
// where several send to one lane the highest-numbered sender wins (the
// manuals' pseudocode). Backward (ds_bpermute_b32): each active lane reads
// DATA0 of lane ((ADDR + offset) / 4) mod 64, 0 where that lane is disabled.
template <bool Forward>
void permute(Execution& x, const Decoded& d) {
  const ExchangeFields f = exchangeFields(d);
  const uint64_t exec = x.wave.exec();
  uint32_t result[kLanes] = {};
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    if (!(exec >> lane & 1)) continue;
    const uint32_t other = ((x.wave.vgpr[f.addr][lane] + f.offset) >> 2) & 63;
    if (Forward)
      result[other] = x.wave.vgpr[f.data0][lane];
    else if (exec >> other & 1)
      result[lane] = x.wave.vgpr[f.data0][other];
  }
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    if (exec >> lane & 1) x.wave.vgpr[f.vdst][lane] = result[lane];
}

}  // namespace

// RETURN_DATA = swizzle(ADDR's VGPR, offset1:offset0): the data is the
// register in the instruction's ADDR field, as LLVM encodes `ds_swizzle_b32
// vdst, vsrc offset:...`.
GCN_SEMANTICS(ds_swizzle_b32) {
  const ExchangeFields f = exchangeFields(d);
  const uint64_t exec = x.wave.exec();
  uint32_t result[kLanes];
  for (uint32_t lane = 0; lane < kLanes; ++lane) {
    const uint32_t from = swizzledLane(f.offset, lane);
    result[lane] = (exec >> from & 1) ? x.wave.vgpr[f.addr][from] : 0;
  }
  for (uint32_t lane = 0; lane < kLanes; ++lane)
    if (exec >> lane & 1) x.wave.vgpr[f.vdst][lane] = result[lane];
}

GCN_SEMANTICS_AS(ds_permute_b32, permute<true>);
GCN_SEMANTICS_AS(ds_bpermute_b32, permute<false>);
GCN_SEMANTICS_AS(ds_append, counter<1>);
GCN_SEMANTICS_AS(ds_consume, counter<-1>);

}  // namespace gpuasm::gcn::machine
