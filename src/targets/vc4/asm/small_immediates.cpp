#include "targets/vc4/asm/small_immediates.hpp"

#include <algorithm>
#include <array>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "targets/vc4/machine/alu.hpp"
#include "targets/vc4/machine/float_mode.hpp"

namespace gpuasm::vc4 {
namespace {

// The operations whose `op x, x` vc4asm's table holds, in its order of
// preference (established against vc4asm 80ab48de's choices for every value
// it derives; and, min, max, asr, sub, xor, fmin, fmax, v8max and v8subs never
// give a value these do not).
constexpr std::array<std::string_view, 12> kAddOrder = {
    "or", "ror", "add", "itof", "ftoi", "shl", "fadd", "not", "clz", "shr", "v8adds", "fsub"};
// Packed, vc4asm prefers shr to ror (0x7f7f7f7f: `shr ra0.8abcd, -7, -7`).
constexpr std::array<std::string_view, 12> kAddOrderPacked = {
    "or", "add", "itof", "ftoi", "shl", "fadd", "not", "clz", "shr", "ror", "v8adds", "fsub"};
constexpr std::array<std::string_view, 5> kMulOrder = {"v8min", "mul24", "v8adds", "v8muld",
                                                       "fmul"};

// The codes in the order tried: the mul unit takes the fractions (1/256 ..
// 1/2) before 1.0 .. 128.0 (vc4asm: 0x10000000 is `v8muld x, 1./2, 1./2`).
// The add unit also reads the rotation codes 48..63 as -16..-1, which serve a
// move beside a mul rotation only (smallimmediate.hpp).
constexpr auto kAddCodes = [] {
  std::array<uint8_t, 64> codes{};
  for (uint8_t i = 0; i < codes.size(); ++i) codes[i] = i;
  return codes;
}();
constexpr auto kMulCodes = [] {
  std::array<uint8_t, kSmallImmediateRotations> codes{};
  for (uint8_t i = 0; i < kSmallImmediateRotations; ++i)
    codes[i] = i < 32 ? i : static_cast<uint8_t>(i < 40 ? i + 8 : i - 8);
  return codes;
}();

struct PackStep {
  uint8_t pack;
  bool colour;
  bool addUnit, mulUnit;
};
// Unpacked first, then the packs that give whole words (the byte
// replications and 32s), in vc4asm's order.
constexpr std::array<PackStep, 5> kPackSteps = {{{0, false, true, true},
                                                 {kPack8abcd, false, true, true},
                                                 {kColourPack8abcd, true, false, true},
                                                 {kPack8abcdSaturated, false, true, true},
                                                 {kPack32Saturated, false, true, false}}};

bool isNan(uint32_t bits) {
  return (bits & 0x7f800000) == 0x7f800000 && (bits & 0x007fffff);
}

struct Entry {
  uint32_t value;
  DerivedImmediate derived;
};

std::optional<uint32_t> packed(const OpInfo& op, const PackStep& step, uint32_t x,
                               uint32_t result) {
  if (step.pack == 0) return result;
  if (step.colour) {
    // The colour pack reads a float in [0, 1]: vc4asm derives from v8min
    // (the float itself) and fmul only.
    if (op.mnemonic != "v8min" && op.mnemonic != "fmul") return std::nullopt;
    return packMulColour(step.pack, result, 0);
  }
  if (step.pack == kPack32Saturated) {
    if (op.mnemonic != "add") return std::nullopt;
    return packRegfileA(step.pack, result, 0, op.floatResult,
                        signedOverflow(op.opcode, x, x, result));
  }
  return packRegfileA(step.pack, result, 0, op.floatResult);
}

std::vector<Entry> buildTable() {
  QpuRounding rounding;  // fadd, fmul and itof round as the QPU does
  std::vector<Entry> entries;
  auto add = [&](uint32_t value, const DerivedImmediate& d) {
    bool seen = std::any_of(entries.begin(), entries.end(), [&](const Entry& e) {
      return e.value == value && e.derived.unit == d.unit && e.derived.code == d.code &&
             e.derived.pack == d.pack && e.derived.colour == d.colour;
    });
    if (!seen) entries.push_back({value, d});
  };
  for (const PackStep& step : kPackSteps) {
    for (Unit unit : {Unit::Add, Unit::Mul}) {
      if (unit == Unit::Add ? !step.addUnit : !step.mulUnit) continue;
      const auto& addOrder = step.pack ? kAddOrderPacked : kAddOrder;
      std::span<const std::string_view> order(
          unit == Unit::Add ? addOrder.data() : kMulOrder.data(),
          unit == Unit::Add ? addOrder.size() : kMulOrder.size());
      for (std::string_view mnemonic : order) {
        const OpInfo* op = findOp(unit, mnemonic);
        std::span<const uint8_t> codes = unit == Unit::Add ? std::span<const uint8_t>(kAddCodes)
                                                           : std::span<const uint8_t>(kMulCodes);
        for (uint8_t code : codes) {
          uint32_t x = smallImmediateValue(code).bits;
          Vector in{}, result{}, carry{};
          in.fill(x);
          op->execute(in, in, result, carry);
          if (op->floatResult && isNan(result[0])) continue;
          auto value = packed(*op, step, x, result[0]);
          if (!value || *value == 0 || (step.pack != 0 && *value == result[0])) continue;
          add(*value, DerivedImmediate{unit, op->opcode, code, step.pack, step.colour});
        }
      }
    }
  }
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Entry& a, const Entry& b) { return a.value < b.value; });
  return entries;
}

}  // namespace

std::span<const DerivedImmediate> derivedImmediates(uint32_t value) {
  static const std::pair<std::vector<Entry>, std::vector<DerivedImmediate>> kTable = [] {
    std::vector<Entry> entries = buildTable();
    std::vector<DerivedImmediate> derived;
    derived.reserve(entries.size());
    for (const Entry& e : entries) derived.push_back(e.derived);
    return std::pair{std::move(entries), std::move(derived)};
  }();
  const auto& [entries, derived] = kTable;
  auto [first, last] =
      std::equal_range(entries.begin(), entries.end(), Entry{value, {}},
                       [](const Entry& a, const Entry& b) { return a.value < b.value; });
  return {derived.data() + (first - entries.begin()), static_cast<size_t>(last - first)};
}

std::optional<uint32_t> foldedOperation(const Instruction& in) {
  if (in.form != Instruction::Form::Alu || (in.add.op != nullptr) == (in.mul.op != nullptr) ||
      in.signal != kSignalNone || in.rotation || in.unusedUnpack || !in.reads.empty())
    return std::nullopt;
  const Slot& working = in.add.op ? in.add : in.mul;
  const Slot& idle = in.add.op ? in.mul : in.add;
  const OpInfo& op = *working.op;
  if (op.operands != 2 || working.a.kind != Source::Kind::SmallImmediate ||
      working.b.kind != Source::Kind::SmallImmediate ||
      working.a.immediate != working.b.immediate || working.a.unpack || working.b.unpack ||
      working.setFlags || working.destination.pack)
    return std::nullopt;
  if (!idle.destination.isNop() || idle.destination.pack || idle.setFlags) return std::nullopt;
  uint32_t x = smallImmediateValue(working.a.immediate).bits;
  auto special = [](uint32_t bits) { return (bits & 0x7f800000) == 0x7f800000; };
  if (op.floatInputs && special(x)) return std::nullopt;
  QpuRounding rounding;  // fadd, fmul and itof round as the QPU does
  Vector operand{}, result{}, carry{};
  operand.fill(x);
  op.execute(operand, operand, result, carry);
  if (op.floatResult && special(result[0])) return std::nullopt;
  return result[0];
}

bool foldBlockedByReads(const Instruction& in) {
  if (in.reads.empty()) return false;
  Instruction without = in;
  without.reads.clear();
  return foldedOperation(without).has_value();
}

std::optional<uint8_t> smallImmediateForBits(uint32_t bits) {
  auto asInteger = static_cast<int32_t>(bits);
  if (auto code = smallImmediateForInteger(asInteger)) return code;
  return smallImmediateForFloat(bits);
}

}  // namespace gpuasm::vc4
