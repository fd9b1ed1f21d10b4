// GFX9's new scalar ALU rows (Vega ISA manual, the SOP2 and SOP1 opcode
// tables): the high halves of the 32-bit multiplies, shift-and-add with the
// carry in SCC, the 16-bit packs, the saveexec/wrexec forms with the
// inverted source, and s_bitreplicate_b64_b32.
#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

uint32_t source(const Execution& x, const Decoded& d, size_t k) {
  return scalarValue(x.wave, d.src[k], d.literal);
}
uint64_t source64(const Execution& x, const Decoded& d, size_t k) {
  return scalarValue64(x.wave, d.src[k], d.literal);
}
void set(Execution& x, const Decoded& d, uint32_t value) {
  if (d.dst < x.wave.scalar.size()) x.wave.scalar[d.dst] = value;
}

// D = (S0 << N) + S1; SCC = the carry out of the 32-bit result.
template <uint32_t N>
void shiftAdd(Execution& x, const Decoded& d) {
  const uint64_t sum = (uint64_t{source(x, d, 0)} << N) + source(x, d, 1);
  set(x, d, static_cast<uint32_t>(sum));
  x.wave.scc = sum >> 32 != 0;
}

// saveexec: D = EXEC before, EXEC = the operation; wrexec: EXEC = the
// operation, D = EXEC after. SCC = EXEC != 0 for both.
template <bool WriteNew, typename Op>
void execOperation(Execution& x, const Decoded& d, Op op) {
  const uint64_t before = x.wave.exec(), s = source64(x, d, 0);
  const uint64_t after = op(s, before);
  x.wave.setPair(d.dst, WriteNew ? after : before);
  x.wave.setExec(after);
  x.wave.scc = after != 0;
}

}  // namespace

GCN_SEMANTICS(s_mul_hi_u32) {
  set(x, d, static_cast<uint32_t>(uint64_t{source(x, d, 0)} * source(x, d, 1) >> 32));
}
GCN_SEMANTICS(s_mul_hi_i32) {
  const int64_t product =
      int64_t{static_cast<int32_t>(source(x, d, 0))} * static_cast<int32_t>(source(x, d, 1));
  set(x, d, static_cast<uint32_t>(static_cast<uint64_t>(product) >> 32));
}
GCN_SEMANTICS_AS(s_lshl1_add_u32, shiftAdd<1>);
GCN_SEMANTICS_AS(s_lshl2_add_u32, shiftAdd<2>);
GCN_SEMANTICS_AS(s_lshl3_add_u32, shiftAdd<3>);
GCN_SEMANTICS_AS(s_lshl4_add_u32, shiftAdd<4>);
GCN_SEMANTICS(s_pack_ll_b32_b16) {
  set(x, d, (source(x, d, 0) & 0xffff) | source(x, d, 1) << 16);
}
GCN_SEMANTICS(s_pack_lh_b32_b16) {
  set(x, d, (source(x, d, 0) & 0xffff) | (source(x, d, 1) & 0xffff0000u));
}
GCN_SEMANTICS(s_pack_hh_b32_b16) {
  set(x, d, source(x, d, 0) >> 16 | (source(x, d, 1) & 0xffff0000u));
}
GCN_SEMANTICS(s_andn1_saveexec_b64) {
  execOperation<false>(x, d, [](uint64_t s, uint64_t exec) { return ~s & exec; });
}
GCN_SEMANTICS(s_orn1_saveexec_b64) {
  execOperation<false>(x, d, [](uint64_t s, uint64_t exec) { return ~s | exec; });
}
GCN_SEMANTICS(s_andn1_wrexec_b64) {
  execOperation<true>(x, d, [](uint64_t s, uint64_t exec) { return ~s & exec; });
}
GCN_SEMANTICS(s_andn2_wrexec_b64) {
  execOperation<true>(x, d, [](uint64_t s, uint64_t exec) { return s & ~exec; });
}
// Each bit of S0 twice: D[2i] = D[2i + 1] = S0[i].
GCN_SEMANTICS(s_bitreplicate_b64_b32) {
  const uint32_t s = source(x, d, 0);
  uint64_t result = 0;
  for (uint32_t i = 0; i < 32; ++i) result |= uint64_t{(s >> i) & 1} * 3 << (2 * i);
  x.wave.setPair(d.dst, result);
}

}  // namespace gpuasm::gcn::machine
