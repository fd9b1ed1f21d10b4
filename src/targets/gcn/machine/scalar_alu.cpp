// The scalar ALU and the program-control instructions (SOP2, SOPK, SOP1,
// SOPC, SOPP): SI ISA manual, chapters 4 and 5 and the opcode tables of
// section 13.2. SCC rules: carries and borrows for the unsigned adds, signed
// overflow for the signed ones, "result is not zero" for the bit operations.
#include <fmt/format.h>

#include <bit>

#include "targets/gcn/machine/operands.hpp"
#include "targets/gcn/machine/program.hpp"
#include "targets/gcn/machine/semantics.hpp"

namespace gpuasm::gcn::machine {
namespace {

uint32_t s0(const Execution& x, const Decoded& d) {
  return scalarValue(x.wave, d.src[0], d.literal);
}
uint32_t s1(const Execution& x, const Decoded& d) {
  return scalarValue(x.wave, d.src[1], d.literal);
}
uint64_t s0w(const Execution& x, const Decoded& d) {
  return scalarValue64(x.wave, d.src[0], d.literal);
}
uint64_t s1w(const Execution& x, const Decoded& d) {
  return scalarValue64(x.wave, d.src[1], d.literal);
}
int32_t asSigned(uint32_t v) {
  return static_cast<int32_t>(v);
}
void set(Execution& x, const Decoded& d, uint32_t v) {
  if (d.dst < x.wave.scalar.size()) x.wave.scalar[d.dst] = v;
}
void set64(Execution& x, const Decoded& d, uint64_t v) {
  x.wave.setPair(d.dst, v);
}
void setWithScc(Execution& x, const Decoded& d, uint32_t v) {
  set(x, d, v);
  x.wave.scc = v != 0;
}
void set64WithScc(Execution& x, const Decoded& d, uint64_t v) {
  set64(x, d, v);
  x.wave.scc = v != 0;
}
// Signed overflow of a + b = r, and of a - b = r.
bool addOverflows(uint32_t a, uint32_t b, uint32_t r) {
  return ((a ^ r) & (b ^ r)) >> 31;
}
bool subOverflows(uint32_t a, uint32_t b, uint32_t r) {
  return ((a ^ b) & (a ^ r)) >> 31;
}

// s_bfe: offset in S1[4:0] (S1[5:0] for 64 bits), width in S1[22:16].
template <typename T>
T extractField(T value, uint32_t control, bool isSigned) {
  constexpr uint32_t bits = sizeof(T) * 8;
  const uint32_t offset = control & (bits - 1);
  const uint32_t width = (control >> 16) & 0x7f;
  if (width == 0) return 0;
  T field = value >> offset;
  if (width < bits) field &= (T{1} << width) - 1;
  if (isSigned && width < bits && (field >> (width - 1) & 1)) field |= ~((T{1} << width) - 1);
  return field;
}

// The conditions of s_cmp, s_cmpk and v_cmp by their mnemonic part.
template <typename T>
bool compare(std::string_view condition, T a, T b) {
  if (condition == "eq") return a == b;
  if (condition == "lg") return a != b;
  if (condition == "gt") return a > b;
  if (condition == "ge") return a >= b;
  if (condition == "lt") return a < b;
  return a <= b;  // "le"
}

template <int Condition, bool Signed>
void scalarCompare(Execution& x, const Decoded& d) {
  constexpr std::string_view kConditions[] = {"eq", "lg", "gt", "ge", "lt", "le"};
  if constexpr (Signed)
    x.wave.scc = compare(kConditions[Condition], asSigned(s0(x, d)), asSigned(s1(x, d)));
  else
    x.wave.scc = compare(kConditions[Condition], s0(x, d), s1(x, d));
}

// s_cmpk compares the register named by sdst with the immediate
// (sign-extended for _i32, zero-extended for _u32).
template <int Condition, bool Signed>
void scalarCompareImmediate(Execution& x, const Decoded& d) {
  constexpr std::string_view kConditions[] = {"eq", "lg", "gt", "ge", "lt", "le"};
  const uint32_t reg = x.wave.scalar[d.dst & 127];
  if constexpr (Signed)
    x.wave.scc = compare(kConditions[Condition], asSigned(reg), d.simm16);
  else
    x.wave.scc = compare(kConditions[Condition], reg, static_cast<uint32_t>(d.simm16) & 0xffff);
}

// s_*_saveexec_b64: D = EXEC; EXEC = S0 op EXEC; SCC = EXEC != 0.
template <int Operation>
void saveExec(Execution& x, const Decoded& d) {
  const uint64_t exec = x.wave.exec(), s = s0w(x, d);
  uint64_t next = 0;
  switch (Operation) {
    case 0:
      next = s & exec;
      break;
    case 1:
      next = s | exec;
      break;
    case 2:
      next = s ^ exec;
      break;
    case 3:
      next = s & ~exec;
      break;
    case 4:
      next = s | ~exec;
      break;
    case 5:
      next = ~(s & exec);
      break;
    case 6:
      next = ~(s | exec);
      break;
    default:
      next = ~(s ^ exec);
      break;
  }
  set64(x, d, exec);
  x.wave.setExec(next);
  x.wave.scc = next != 0;
}

void branchIf(Execution& x, const Decoded& d, bool taken) {
  if (taken)
    x.wave.pc = static_cast<uint32_t>(static_cast<int64_t>(d.next) + int64_t{d.simm16} * 4);
}

uint64_t wholeQuads(uint64_t v) {
  uint64_t r = 0;
  for (uint32_t quad = 0; quad < 16; ++quad)
    if (v >> (4 * quad) & 0xf) r |= uint64_t{0xf} << (4 * quad);
  return r;
}
uint64_t quadMask(uint64_t v) {
  uint64_t r = 0;
  for (uint32_t quad = 0; quad < 16; ++quad) r |= uint64_t{(v >> (4 * quad) & 0xf) != 0} << quad;
  return r;
}

void relativeScalarMove(Execution& x, const Decoded& d, uint32_t dwords, bool relativeSource) {
  const uint32_t m0 = x.wave.m0();
  const uint64_t from = uint64_t{d.src[0]} + (relativeSource ? m0 : 0);
  const uint64_t to = uint64_t{d.dst} + (relativeSource ? 0 : m0);
  const uint64_t relative = relativeSource ? from : to;
  const uint32_t sgprs = sgprCount(d.generation);
  if ((relativeSource ? d.src[0] : d.dst) >= sgprs || relative + dwords > sgprs)
    return x.raise(d, "address",
                   fmt::format("the M0-relative SGPR is not one of s0-s{}", sgprs - 1),
                   std::nullopt, m0);
  const uint64_t value = dwords == 2 ? scalarValue64(x.wave, static_cast<uint32_t>(from), d.literal)
                                     : scalarValue(x.wave, static_cast<uint32_t>(from), d.literal);
  x.wave.scalar[to] = static_cast<uint32_t>(value);
  if (dwords == 2) x.wave.scalar[to + 1] = static_cast<uint32_t>(value >> 32);
}

// hwreg(id, offset, size) in simm16: id in bits 5:0, offset 10:6, size - 1
// in 15:11. Only MODE (1) is simulated; the others fault naming their id.
struct HardwareField {
  uint32_t id, offset, mask;
};
HardwareField hardwareField(const Decoded& d) {
  const uint32_t simm16 = static_cast<uint32_t>(d.simm16) & 0xffff;
  const uint32_t size = ((simm16 >> 11) & 31) + 1;
  return {simm16 & 63, (simm16 >> 6) & 31, size >= 32 ? 0xffffffffu : (1u << size) - 1};
}
constexpr uint32_t kHwregMode = 1;

void setHardwareRegister(Execution& x, const Decoded& d, uint32_t value) {
  const HardwareField f = hardwareField(d);
  if (f.id != kHwregMode)
    return x.raise(d, "unsupported", "only the MODE hardware register is simulated", std::nullopt,
                   f.id);
  const uint32_t mask = f.mask << f.offset;
  x.wave.mode = (x.wave.mode & ~mask) | ((value << f.offset) & mask);
}

}  // namespace

// SOP2
GCN_SEMANTICS(s_add_u32) {
  const uint64_t sum = uint64_t{s0(x, d)} + s1(x, d);
  set(x, d, static_cast<uint32_t>(sum));
  x.wave.scc = sum >> 32;
}
GCN_SEMANTICS(s_sub_u32) {
  const uint32_t a = s0(x, d), b = s1(x, d);
  set(x, d, a - b);
  x.wave.scc = b > a;
}
GCN_SEMANTICS(s_add_i32) {
  const uint32_t a = s0(x, d), b = s1(x, d), r = a + b;
  set(x, d, r);
  x.wave.scc = addOverflows(a, b, r);
}
GCN_SEMANTICS(s_sub_i32) {
  const uint32_t a = s0(x, d), b = s1(x, d), r = a - b;
  set(x, d, r);
  x.wave.scc = subOverflows(a, b, r);
}
GCN_SEMANTICS(s_addc_u32) {
  const uint64_t sum = uint64_t{s0(x, d)} + s1(x, d) + (x.wave.scc ? 1 : 0);
  set(x, d, static_cast<uint32_t>(sum));
  x.wave.scc = sum >> 32;
}
GCN_SEMANTICS(s_subb_u32) {
  const uint64_t a = s0(x, d), b = uint64_t{s1(x, d)} + (x.wave.scc ? 1 : 0);
  set(x, d, static_cast<uint32_t>(a - b));
  x.wave.scc = b > a;
}
GCN_SEMANTICS(s_min_i32) {
  const int32_t a = asSigned(s0(x, d)), b = asSigned(s1(x, d));
  set(x, d, static_cast<uint32_t>(a < b ? a : b));
  x.wave.scc = a < b;
}
GCN_SEMANTICS(s_min_u32) {
  const uint32_t a = s0(x, d), b = s1(x, d);
  set(x, d, a < b ? a : b);
  x.wave.scc = a < b;
}
GCN_SEMANTICS(s_max_i32) {
  const int32_t a = asSigned(s0(x, d)), b = asSigned(s1(x, d));
  set(x, d, static_cast<uint32_t>(a > b ? a : b));
  x.wave.scc = a > b;
}
GCN_SEMANTICS(s_max_u32) {
  const uint32_t a = s0(x, d), b = s1(x, d);
  set(x, d, a > b ? a : b);
  x.wave.scc = a > b;
}
GCN_SEMANTICS(s_cselect_b32) {
  set(x, d, x.wave.scc ? s0(x, d) : s1(x, d));
}
GCN_SEMANTICS(s_cselect_b64) {
  set64(x, d, x.wave.scc ? s0w(x, d) : s1w(x, d));
}
GCN_SEMANTICS(s_and_b32) {
  setWithScc(x, d, s0(x, d) & s1(x, d));
}
GCN_SEMANTICS(s_and_b64) {
  set64WithScc(x, d, s0w(x, d) & s1w(x, d));
}
GCN_SEMANTICS(s_or_b32) {
  setWithScc(x, d, s0(x, d) | s1(x, d));
}
GCN_SEMANTICS(s_or_b64) {
  set64WithScc(x, d, s0w(x, d) | s1w(x, d));
}
GCN_SEMANTICS(s_xor_b32) {
  setWithScc(x, d, s0(x, d) ^ s1(x, d));
}
GCN_SEMANTICS(s_xor_b64) {
  set64WithScc(x, d, s0w(x, d) ^ s1w(x, d));
}
GCN_SEMANTICS(s_andn2_b32) {
  setWithScc(x, d, s0(x, d) & ~s1(x, d));
}
GCN_SEMANTICS(s_andn2_b64) {
  set64WithScc(x, d, s0w(x, d) & ~s1w(x, d));
}
GCN_SEMANTICS(s_orn2_b32) {
  setWithScc(x, d, s0(x, d) | ~s1(x, d));
}
GCN_SEMANTICS(s_orn2_b64) {
  set64WithScc(x, d, s0w(x, d) | ~s1w(x, d));
}
GCN_SEMANTICS(s_nand_b32) {
  setWithScc(x, d, ~(s0(x, d) & s1(x, d)));
}
GCN_SEMANTICS(s_nand_b64) {
  set64WithScc(x, d, ~(s0w(x, d) & s1w(x, d)));
}
GCN_SEMANTICS(s_nor_b32) {
  setWithScc(x, d, ~(s0(x, d) | s1(x, d)));
}
GCN_SEMANTICS(s_nor_b64) {
  set64WithScc(x, d, ~(s0w(x, d) | s1w(x, d)));
}
GCN_SEMANTICS(s_xnor_b32) {
  setWithScc(x, d, ~(s0(x, d) ^ s1(x, d)));
}
GCN_SEMANTICS(s_xnor_b64) {
  set64WithScc(x, d, ~(s0w(x, d) ^ s1w(x, d)));
}
GCN_SEMANTICS(s_lshl_b32) {
  setWithScc(x, d, s0(x, d) << (s1(x, d) & 31));
}
GCN_SEMANTICS(s_lshl_b64) {
  set64WithScc(x, d, s0w(x, d) << (s1(x, d) & 63));
}
GCN_SEMANTICS(s_lshr_b32) {
  setWithScc(x, d, s0(x, d) >> (s1(x, d) & 31));
}
GCN_SEMANTICS(s_lshr_b64) {
  set64WithScc(x, d, s0w(x, d) >> (s1(x, d) & 63));
}
GCN_SEMANTICS(s_ashr_i32) {
  setWithScc(x, d, static_cast<uint32_t>(asSigned(s0(x, d)) >> (s1(x, d) & 31)));
}
GCN_SEMANTICS(s_ashr_i64) {
  set64WithScc(x, d, static_cast<uint64_t>(static_cast<int64_t>(s0w(x, d)) >> (s1(x, d) & 63)));
}
GCN_SEMANTICS(s_bfm_b32) {
  set(x, d, ((uint32_t{1} << (s0(x, d) & 31)) - 1) << (s1(x, d) & 31));
}
GCN_SEMANTICS(s_bfm_b64) {
  set64(x, d, ((uint64_t{1} << (s0(x, d) & 63)) - 1) << (s1(x, d) & 63));
}
GCN_SEMANTICS(s_mul_i32) {
  set(x, d, s0(x, d) * s1(x, d));
}
GCN_SEMANTICS(s_bfe_u32) {
  setWithScc(x, d, extractField(s0(x, d), s1(x, d), false));
}
GCN_SEMANTICS(s_bfe_i32) {
  setWithScc(x, d, extractField(s0(x, d), s1(x, d), true));
}
GCN_SEMANTICS(s_bfe_u64) {
  set64WithScc(x, d, extractField(s0w(x, d), s1(x, d), false));
}
GCN_SEMANTICS(s_bfe_i64) {
  set64WithScc(x, d, extractField(s0w(x, d), s1(x, d), true));
}
GCN_SEMANTICS(s_absdiff_i32) {
  const int64_t diff = int64_t{asSigned(s0(x, d))} - asSigned(s1(x, d));
  setWithScc(x, d, static_cast<uint32_t>(diff < 0 ? -diff : diff));
}
// SOPK
GCN_SEMANTICS(s_movk_i32) {
  set(x, d, static_cast<uint32_t>(d.simm16));
}
GCN_SEMANTICS(s_cmovk_i32) {
  if (x.wave.scc) set(x, d, static_cast<uint32_t>(d.simm16));
}
GCN_SEMANTICS(s_addk_i32) {
  const uint32_t a = x.wave.scalar[d.dst & 127], b = static_cast<uint32_t>(d.simm16), r = a + b;
  set(x, d, r);
  x.wave.scc = addOverflows(a, b, r);
}
GCN_SEMANTICS(s_mulk_i32) {
  set(x, d, x.wave.scalar[d.dst & 127] * static_cast<uint32_t>(d.simm16));
}
GCN_SEMANTICS(s_getreg_b32) {
  const HardwareField f = hardwareField(d);
  if (f.id != kHwregMode)
    return x.raise(d, "unsupported", "only the MODE hardware register is simulated", std::nullopt,
                   f.id);
  set(x, d, (x.wave.mode >> f.offset) & f.mask);
}
// s_setreg_b32 hwreg, sN: the sdst field names the source.
GCN_SEMANTICS(s_setreg_b32) {
  setHardwareRegister(x, d, x.wave.scalar[d.dst & 127]);
}
GCN_SEMANTICS(s_setreg_imm32_b32) {
  setHardwareRegister(x, d, d.literal);
}
// SOPC and the SOPK compares
GCN_SEMANTICS_AS(s_cmp_eq_i32, (scalarCompare<0, true>));
GCN_SEMANTICS_AS(s_cmpk_eq_i32, (scalarCompareImmediate<0, true>));
GCN_SEMANTICS_AS(s_cmp_lg_i32, (scalarCompare<1, true>));
GCN_SEMANTICS_AS(s_cmpk_lg_i32, (scalarCompareImmediate<1, true>));
GCN_SEMANTICS_AS(s_cmp_gt_i32, (scalarCompare<2, true>));
GCN_SEMANTICS_AS(s_cmpk_gt_i32, (scalarCompareImmediate<2, true>));
GCN_SEMANTICS_AS(s_cmp_ge_i32, (scalarCompare<3, true>));
GCN_SEMANTICS_AS(s_cmpk_ge_i32, (scalarCompareImmediate<3, true>));
GCN_SEMANTICS_AS(s_cmp_lt_i32, (scalarCompare<4, true>));
GCN_SEMANTICS_AS(s_cmpk_lt_i32, (scalarCompareImmediate<4, true>));
GCN_SEMANTICS_AS(s_cmp_le_i32, (scalarCompare<5, true>));
GCN_SEMANTICS_AS(s_cmpk_le_i32, (scalarCompareImmediate<5, true>));
GCN_SEMANTICS_AS(s_cmp_eq_u32, (scalarCompare<0, false>));
GCN_SEMANTICS_AS(s_cmpk_eq_u32, (scalarCompareImmediate<0, false>));
GCN_SEMANTICS_AS(s_cmp_lg_u32, (scalarCompare<1, false>));
GCN_SEMANTICS_AS(s_cmpk_lg_u32, (scalarCompareImmediate<1, false>));
GCN_SEMANTICS_AS(s_cmp_gt_u32, (scalarCompare<2, false>));
GCN_SEMANTICS_AS(s_cmpk_gt_u32, (scalarCompareImmediate<2, false>));
GCN_SEMANTICS_AS(s_cmp_ge_u32, (scalarCompare<3, false>));
GCN_SEMANTICS_AS(s_cmpk_ge_u32, (scalarCompareImmediate<3, false>));
GCN_SEMANTICS_AS(s_cmp_lt_u32, (scalarCompare<4, false>));
GCN_SEMANTICS_AS(s_cmpk_lt_u32, (scalarCompareImmediate<4, false>));
GCN_SEMANTICS_AS(s_cmp_le_u32, (scalarCompare<5, false>));
GCN_SEMANTICS_AS(s_cmpk_le_u32, (scalarCompareImmediate<5, false>));
GCN_SEMANTICS(s_bitcmp0_b32) {
  x.wave.scc = !(s0(x, d) >> (s1(x, d) & 31) & 1);
}
GCN_SEMANTICS(s_bitcmp1_b32) {
  x.wave.scc = s0(x, d) >> (s1(x, d) & 31) & 1;
}
GCN_SEMANTICS(s_bitcmp0_b64) {
  x.wave.scc = !(s0w(x, d) >> (s1(x, d) & 63) & 1);
}
GCN_SEMANTICS(s_bitcmp1_b64) {
  x.wave.scc = s0w(x, d) >> (s1(x, d) & 63) & 1;
}
// SOP1
GCN_SEMANTICS(s_mov_b32) {
  set(x, d, s0(x, d));
}
GCN_SEMANTICS(s_mov_b64) {
  set64(x, d, s0w(x, d));
}
GCN_SEMANTICS(s_cmov_b32) {
  if (x.wave.scc) set(x, d, s0(x, d));
}
GCN_SEMANTICS(s_cmov_b64) {
  if (x.wave.scc) set64(x, d, s0w(x, d));
}
GCN_SEMANTICS(s_not_b32) {
  setWithScc(x, d, ~s0(x, d));
}
GCN_SEMANTICS(s_not_b64) {
  set64WithScc(x, d, ~s0w(x, d));
}
GCN_SEMANTICS(s_brev_b32) {
  uint32_t v = s0(x, d), r = 0;
  for (int bit = 0; bit < 32; ++bit) r |= (v >> bit & 1) << (31 - bit);
  set(x, d, r);
}
GCN_SEMANTICS(s_bcnt0_i32_b32) {
  setWithScc(x, d, static_cast<uint32_t>(std::popcount(~s0(x, d))));
}
GCN_SEMANTICS(s_bcnt0_i32_b64) {
  setWithScc(x, d, static_cast<uint32_t>(std::popcount(~s0w(x, d))));
}
GCN_SEMANTICS(s_bcnt1_i32_b32) {
  setWithScc(x, d, static_cast<uint32_t>(std::popcount(s0(x, d))));
}
GCN_SEMANTICS(s_bcnt1_i32_b64) {
  setWithScc(x, d, static_cast<uint32_t>(std::popcount(s0w(x, d))));
}
// Find first 0 / 1 from the least significant bit; -1 where there is none.
GCN_SEMANTICS(s_ff0_i32_b32) {
  const uint32_t v = ~s0(x, d);
  set(x, d, v ? static_cast<uint32_t>(std::countr_zero(v)) : 0xffffffffu);
}
GCN_SEMANTICS(s_ff1_i32_b32) {
  const uint32_t v = s0(x, d);
  set(x, d, v ? static_cast<uint32_t>(std::countr_zero(v)) : 0xffffffffu);
}
GCN_SEMANTICS(s_ff1_i32_b64) {
  const uint64_t v = s0w(x, d);
  set(x, d, v ? static_cast<uint32_t>(std::countr_zero(v)) : 0xffffffffu);
}
// The first 1 counted from the most significant bit; -1 for zero.
GCN_SEMANTICS(s_flbit_i32_b32) {
  const uint32_t v = s0(x, d);
  set(x, d, v ? static_cast<uint32_t>(std::countl_zero(v)) : 0xffffffffu);
}
GCN_SEMANTICS(s_sext_i32_i8) {
  set(x, d, static_cast<uint32_t>(static_cast<int8_t>(s0(x, d))));
}
GCN_SEMANTICS(s_sext_i32_i16) {
  set(x, d, static_cast<uint32_t>(static_cast<int16_t>(s0(x, d))));
}
GCN_SEMANTICS(s_bitset0_b32) {
  set(x, d, x.wave.scalar[d.dst & 127] & ~(1u << (s0(x, d) & 31)));
}
GCN_SEMANTICS(s_bitset1_b32) {
  set(x, d, x.wave.scalar[d.dst & 127] | 1u << (s0(x, d) & 31));
}
// PC-relative: s_getpc gives the address of the next instruction, in memory
// (Wavefront::codeBase).
GCN_SEMANTICS(s_getpc_b64) {
  set64(x, d, x.wave.codeBase + d.next);
}
GCN_SEMANTICS(s_setpc_b64) {
  x.wave.pc = static_cast<uint32_t>(s0w(x, d) - x.wave.codeBase);
}
GCN_SEMANTICS(s_swappc_b64) {
  const uint64_t target = s0w(x, d);
  set64(x, d, x.wave.codeBase + d.next);
  x.wave.pc = static_cast<uint32_t>(target - x.wave.codeBase);
}
GCN_SEMANTICS_AS(s_and_saveexec_b64, saveExec<0>);
GCN_SEMANTICS_AS(s_or_saveexec_b64, saveExec<1>);
GCN_SEMANTICS_AS(s_xor_saveexec_b64, saveExec<2>);
GCN_SEMANTICS_AS(s_andn2_saveexec_b64, saveExec<3>);
GCN_SEMANTICS_AS(s_orn2_saveexec_b64, saveExec<4>);
GCN_SEMANTICS_AS(s_nand_saveexec_b64, saveExec<5>);
GCN_SEMANTICS_AS(s_nor_saveexec_b64, saveExec<6>);
GCN_SEMANTICS_AS(s_xnor_saveexec_b64, saveExec<7>);
GCN_SEMANTICS(s_abs_i32) {
  const int64_t v = asSigned(s0(x, d));
  setWithScc(x, d, static_cast<uint32_t>(v < 0 ? -v : v));
}
// 64-bit forms of the bit scans and bit sets.
GCN_SEMANTICS(s_brev_b64) {
  const uint64_t v = s0w(x, d);
  uint64_t r = 0;
  for (int bit = 0; bit < 64; ++bit) r |= (v >> bit & 1) << (63 - bit);
  set64(x, d, r);
}
GCN_SEMANTICS(s_ff0_i32_b64) {
  const uint64_t v = ~s0w(x, d);
  set(x, d, v ? static_cast<uint32_t>(std::countr_zero(v)) : 0xffffffffu);
}
GCN_SEMANTICS(s_flbit_i32_b64) {
  const uint64_t v = s0w(x, d);
  set(x, d, v ? static_cast<uint32_t>(std::countl_zero(v)) : 0xffffffffu);
}
// The first bit from the top that differs from the sign bit; -1 for 0 and -1.
GCN_SEMANTICS(s_flbit_i32) {
  const uint32_t v = s0(x, d);
  const uint32_t differs = v ^ static_cast<uint32_t>(static_cast<int32_t>(v) >> 31);
  set(x, d, differs ? static_cast<uint32_t>(std::countl_zero(differs)) : 0xffffffffu);
}
GCN_SEMANTICS(s_flbit_i32_i64) {
  const uint64_t v = s0w(x, d);
  const uint64_t differs = v ^ static_cast<uint64_t>(static_cast<int64_t>(v) >> 63);
  set(x, d, differs ? static_cast<uint32_t>(std::countl_zero(differs)) : 0xffffffffu);
}
GCN_SEMANTICS(s_bitset0_b64) {
  set64(x, d, x.wave.pair(d.dst & 127) & ~(uint64_t{1} << (s0(x, d) & 63)));
}
GCN_SEMANTICS(s_bitset1_b64) {
  set64(x, d, x.wave.pair(d.dst & 127) | uint64_t{1} << (s0(x, d) & 63));
}
// s_wqm: every quad of bits with any bit set becomes all ones; s_quadmask:
// bit n is the OR of quad n. SCC: the result is not zero.
GCN_SEMANTICS(s_wqm_b32) {
  setWithScc(x, d, static_cast<uint32_t>(wholeQuads(s0(x, d))));
}
GCN_SEMANTICS(s_wqm_b64) {
  set64WithScc(x, d, wholeQuads(s0w(x, d)));
}
GCN_SEMANTICS(s_quadmask_b32) {
  setWithScc(x, d, static_cast<uint32_t>(quadMask(s0(x, d))));
}
GCN_SEMANTICS(s_quadmask_b64) {
  set64WithScc(x, d, quadMask(s0w(x, d)));
}
// M0-relative SGPR moves: movrels reads SGPR[S0 + M0], movreld writes
// SGPR[D + M0]; past s103 is a fault naming M0.
GCN_SEMANTICS(s_movrels_b32) {
  relativeScalarMove(x, d, 1, true);
}
GCN_SEMANTICS(s_movrels_b64) {
  relativeScalarMove(x, d, 2, true);
}
GCN_SEMANTICS(s_movreld_b32) {
  relativeScalarMove(x, d, 1, false);
}
GCN_SEMANTICS(s_movreld_b64) {
  relativeScalarMove(x, d, 2, false);
}
// Scheduling hints, performance counters, the instruction cache and the
// exception state have no functional effect; the conditional-debug
// branches never branch (no debugger sets their bits).
GCN_SEMANTICS(s_sleep) {}
GCN_SEMANTICS(s_setprio) {}
GCN_SEMANTICS(s_icache_inv) {}
GCN_SEMANTICS(s_incperflevel) {}
GCN_SEMANTICS(s_decperflevel) {}
GCN_SEMANTICS(s_ttracedata) {}
GCN_SEMANTICS(v_clrexcp) {}
GCN_SEMANTICS(s_cbranch_cdbgsys) {}
GCN_SEMANTICS(s_cbranch_cdbguser) {}
GCN_SEMANTICS(s_cbranch_cdbgsys_or_user) {}
GCN_SEMANTICS(s_cbranch_cdbgsys_and_user) {}
// SOPP: branches are relative to the next instruction, in dwords.
GCN_SEMANTICS(s_nop) {}
GCN_SEMANTICS(s_waitcnt) {}  // functional model: memory completes in order
GCN_SEMANTICS(s_endpgm) {
  x.stop = true;
}
// The wave waits for the others of its work-group (runWorkGroup); alone,
// it goes on at the next instruction when resumed.
GCN_SEMANTICS(s_barrier) {
  x.atBarrier = true;
  x.stop = true;
}
GCN_SEMANTICS(s_branch) {
  branchIf(x, d, true);
}
GCN_SEMANTICS(s_cbranch_scc0) {
  branchIf(x, d, !x.wave.scc);
}
GCN_SEMANTICS(s_cbranch_scc1) {
  branchIf(x, d, x.wave.scc);
}
GCN_SEMANTICS(s_cbranch_vccz) {
  branchIf(x, d, x.wave.vcc() == 0);
}
GCN_SEMANTICS(s_cbranch_vccnz) {
  branchIf(x, d, x.wave.vcc() != 0);
}
GCN_SEMANTICS(s_cbranch_execz) {
  branchIf(x, d, x.wave.exec() == 0);
}
GCN_SEMANTICS(s_cbranch_execnz) {
  branchIf(x, d, x.wave.exec() != 0);
}

}  // namespace gpuasm::gcn::machine
