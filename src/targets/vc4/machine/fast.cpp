// The fast path: an ALU instruction that reads and writes only registers
// (Predecoded::fast), run by lean straight-line code over whole vectors
// instead of executeAlu's general route through ports, packs and
// peripherals. Same semantics, bit for bit: every operation without an
// inline form, and every float result with a NaN lane (which needs the
// explicit fix-ups), goes through the operation's function of alu.cpp; an
// instruction that would report a hazard is left to executeAlu, which
// reports it. The functional model runs stretches of them (Predecoded::run)
// with one hazard check and one count; each instruction jumps once to code
// compiled for its pair of operations. Compiled twice where the host may
// have AVX-512: the portable build (16-byte vector parts) and one for
// AVX-512 (one 64-byte register per vector), chosen at run time (Engine::Best).
#include <utility>

#include "targets/vc4/machine/float_mode.hpp"
#include "targets/vc4/machine/machine.hpp"
#include "targets/vc4/machine/simd.hpp"

namespace gpuasm::vc4 {
namespace {

#define GPUASM_INLINE [[gnu::always_inline]] inline
#define GPUASM_LAMBDA __attribute__((always_inline))

// The lanes (all ones) where a condition holds, from the flags as they are.
template <typename L>
GPUASM_INLINE L conditionLanes(uint8_t condition, const Flags& flags) {
  if (condition == kConditionAlways) return simd::splat<L>(~0u);
  if (condition == kConditionNever) return L{};
  const Vector& source = condition < 4 ? flags.zero : condition < 6 ? flags.negative : flags.carry;
  return L{} - (simd::load<L>(source) ^ simd::splat<L>(condition & 1));  // odd codes test the flag clear
}

// One ALU's result, and its carry where `carry` is not null. Values stay in
// host registers; only the general route goes through memory.
template <typename L>
GPUASM_INLINE L compute(FastOp kind, const OpInfo& op, const L& a, const L& b, L* carry) {
  switch (kind) {
    case FastOp::Nop:
      return L{};
    case FastOp::Move:
      if (carry) *carry = L{};
      return a;
    case FastOp::Fadd:
    case FastOp::Fsub:
    case FastOp::Fmul:
      // Native only where the host flushes denormals as the QPU does.
      if constexpr (floatmode::kFlushesDenormals) {
        L r = kind == FastOp::Fadd   ? simd::floats<simd::FloatOp::Add>(a, b)
              : kind == FastOp::Fsub ? simd::floats<simd::FloatOp::Subtract>(a, b)
                                     : simd::floats<simd::FloatOp::Multiply>(a, b);
        if (simd::anyNan(r)) break;
        // alu.cpp: C where the result is > 0 (fadd, fsub); fmul leaves C clear.
        if (carry) *carry = kind == FastOp::Fmul ? L{} : simd::bits(simd::positive(r));
        return r;
      }
      break;
    case FastOp::Add:
      if (carry) *carry = simd::bits(simd::lessUnsigned(a + b, a));  // unsigned carry out
      return a + b;
    case FastOp::Sub:
      if (carry) *carry = simd::bits(simd::lessUnsigned(a, b));  // unsigned borrow
      return a - b;
    case FastOp::Shl: {  // alu.cpp: by b mod 32; C is the last bit shifted out
      L n = b & simd::splat<L>(31);
      if (carry) *carry = simd::shiftRight(a, simd::splat<L>(31) - n) >> 1 & simd::splat<L>(1);
      return simd::shiftLeft(a, n);
    }
    case FastOp::Shr: {
      L n = b & simd::splat<L>(31);
      if (carry) *carry = simd::shiftRight(simd::shiftLeft(a, simd::splat<L>(1)), n) & simd::splat<L>(1);
      return simd::shiftRight(a, n);
    }
    case FastOp::And:
      if (carry) *carry = L{};
      return a & b;
    case FastOp::Or:
      if (carry) *carry = L{};
      return a | b;
    case FastOp::Other:
      break;
  }
  Vector x, y, result, c;
  simd::store(x, a);
  simd::store(y, b);
  op.execute(x, y, result, c);
  if (carry) *carry = simd::load<L>(c);
  return simd::load<L>(result);
}

// Runs d's operations, noting in writingA/B the regfile registers it wrote.
// kPair: d's (add, mul) operation kinds as the constant add * kMulFastOps +
// mul, or -1 to read them from d.
template <typename L, int kPair>
GPUASM_INLINE void execute(Qpu& qpu, const Predecoded& d, uint8_t& writingA, uint8_t& writingB) {
  using simd::load;
  const FastOp addKind = kPair < 0 ? d.addKind : static_cast<FastOp>(kPair / kMulFastOps);
  const FastOp mulKind = kPair < 0 ? d.mulKind : static_cast<FastOp>(kPair % kMulFastOps);
  Vector* slots = qpu.slots.data();
  if (d.readsImmediate) slots[kSlotPortB] = d.immediate;
  L in[4] = {load<L>(slots[d.source[0]]), load<L>(slots[d.source[1]]), load<L>(slots[d.source[2]]),
             load<L>(slots[d.source[3]])};
  if (d.rotates) {
    uint32_t rotation = d.readB == kSmallImmediateRotateByR5 ? qpu.acc()[5][0] & 15 : rotationOf(d.readB);
    // Only the mul ALU's inputs from r0..r3 rotate.
    for (int i = 2; i < 4; ++i)
      if (d.mux[i] <= 3) in[i] = simd::rotate(in[i], rotation);
  }
  bool flagsFromAdd = d.setFlags && addKind != FastOp::Nop;
  bool flagsFromMul = d.setFlags && !flagsFromAdd && mulKind != FastOp::Nop;
  L addCarry, mulCarry;
  L addResult = compute<L>(addKind, *d.add, in[0], in[1], flagsFromAdd ? &addCarry : nullptr);
  L mulResult = compute<L>(mulKind, *d.mul, in[2], in[3], flagsFromMul ? &mulCarry : nullptr);
  qpu.report.addOps += addKind != FastOp::Nop;
  qpu.report.mulOps += mulKind != FastOp::Nop;

  // Both conditions see the flags from before this instruction sets them.
  L addLanes = conditionLanes<L>(d.conditionAdd, qpu.flags);
  L mulLanes = conditionLanes<L>(d.conditionMul, qpu.flags);
  writingA = writingB = kNopAddress;
  auto write = [&](uint8_t target, uint8_t condition, const L& lanes, const L& value) GPUASM_LAMBDA {
    if (target == kNoSlot) return;
    Vector& reg = slots[target];
    if (condition == kConditionAlways) {
      simd::store(reg, value);
    } else {
      // An accumulator takes the lanes as they are; a regfile write counts
      // (for the read-after-write hazard) only when a lane is written.
      if (target < kSlotAccumulators && !simd::any(lanes)) return;
      simd::store(reg, simd::select(lanes, value, load<L>(reg)));
    }
    if (target < kSlotFileB) writingA = target;
    else if (target < kSlotAccumulators) writingB = static_cast<uint8_t>(target - kSlotFileB);
  };
  write(d.targetAdd, d.conditionAdd, addLanes, addResult);
  write(d.targetMul, d.conditionMul, mulLanes, mulResult);
  if (flagsFromAdd | flagsFromMul) {
    const L& lanes = flagsFromAdd ? addLanes : mulLanes;
    const L& result = flagsFromAdd ? addResult : mulResult;
    const L& carry = flagsFromAdd ? addCarry : mulCarry;
    auto update = [&](Vector& flag, const L& value) GPUASM_LAMBDA {
      simd::store(flag, simd::select(lanes, value, load<L>(flag)));
    };
    update(qpu.flags.zero, simd::bits(simd::equal(result, L{})));
    update(qpu.flags.negative, result >> 31);
    update(qpu.flags.carry, carry);
  }
}

// execute for d's pair of operations: one jump to code compiled for the pair.
// (Not with Clang: with the sanitizers it takes many minutes and gigabytes
// to compile the 96 copies; its builds read the kinds from d.)
template <typename L>
GPUASM_INLINE void executeKinds(Qpu& qpu, const Predecoded& d, uint8_t& writingA, uint8_t& writingB) {
#if defined(__clang__)
  execute<L, -1>(qpu, d, writingA, writingB);
#else
  static_assert(kFastOps == 12 && kMulFastOps == 4);
#define GPUASM_PAIR(add, mul) \
  case add * kMulFastOps + mul: return execute<L, add * kMulFastOps + mul>(qpu, d, writingA, writingB);
#define GPUASM_PAIRS(add) GPUASM_PAIR(add, 0) GPUASM_PAIR(add, 1) GPUASM_PAIR(add, 2) GPUASM_PAIR(add, 3)
  switch (static_cast<int>(d.addKind) * kMulFastOps + static_cast<int>(d.mulKind)) {
    GPUASM_PAIRS(0) GPUASM_PAIRS(1) GPUASM_PAIRS(2) GPUASM_PAIRS(3) GPUASM_PAIRS(4) GPUASM_PAIRS(5)
    GPUASM_PAIRS(6) GPUASM_PAIRS(7) GPUASM_PAIRS(8) GPUASM_PAIRS(9) GPUASM_PAIRS(10) GPUASM_PAIRS(11)
    default:
      __builtin_unreachable();  // predecode gives the mul ALU kinds 0..3 only
  }
#undef GPUASM_PAIRS
#undef GPUASM_PAIR
#endif
}

// Runs the `count` fast instructions from d (at qpu.pc) and finishes them;
// false, with nothing changed, when the first would report a hazard. Within
// a run (Predecoded::run) no instruction can, and no delay runs.
template <typename L>
GPUASM_INLINE bool steps(Qpu& qpu, const Predecoded* d, uint32_t count) {
  if (d->inPlaceA == qpu.writtenA || d->inPlaceB == qpu.writtenB || (d->readsR4 && qpu.sfuDelay)) return false;
  uint8_t writingA = kNopAddress, writingB = kNopAddress;  // count >= 1: the last instruction's
  for (uint32_t i = 0; i < count; ++i) executeKinds<L>(qpu, d[i], writingA, writingB);
  qpu.writingA = writingA;
  qpu.writingB = writingB;
  finishInstructions(qpu, count);
  return true;
}

using Portable = simd::Lanes<16>;
void runPortable(Machine& machine, Qpu& qpu, bool single) {
  machine.runInstructions(qpu, single, [](Qpu& q, const Predecoded* d, uint32_t count)
                                   GPUASM_LAMBDA { return steps<Portable>(q, d, count); });
}
constexpr FastEngine kPortable{runPortable, "portable"};

void runInterpreter(Machine& machine, Qpu& qpu, bool single) {
  machine.runInstructions(qpu, single, [](Qpu&, const Predecoded*, uint32_t) { return false; });
}
constexpr FastEngine kInterpreter{runInterpreter, "interpreter"};

#if defined(__x86_64__)
using Wide = simd::Lanes<64>;
__attribute__((target("avx512f,avx512bw,avx512dq,avx512vl"), flatten)) void runAvx512(Machine& machine, Qpu& qpu,
                                                                                      bool single) {
  machine.runInstructions(qpu, single, [](Qpu& q, const Predecoded* d, uint32_t count)
                                   GPUASM_LAMBDA { return steps<Wide>(q, d, count); });
}
constexpr FastEngine kAvx512{runAvx512, "avx512"};

bool hostHasAvx512() {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
         __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
}
#endif

}  // namespace

const FastEngine& fastEngine(Engine engine) {
  switch (engine) {
    case Engine::Interpreter:
      return kInterpreter;
    case Engine::Portable:
      return kPortable;
    case Engine::Best:
      break;
  }
#if defined(__x86_64__)
  static const bool avx512 = hostHasAvx512();
  if (avx512) return kAvx512;
#endif
  return kPortable;
}

}  // namespace gpuasm::vc4
