// The fast path: an ALU instruction that reads and writes only registers
// (Predecoded::fast), run by lean straight-line code over whole vectors
// instead of executeAlu's general route through ports, packs and
// peripherals. Same semantics, bit for bit: every operation without an
// inline form, and every float result with a NaN lane (which needs the
// explicit fix-ups), goes through the operation's function of alu.cpp; an
// instruction that would report a hazard is left to executeAlu, which
// reports it. Compiled twice where the host may have AVX-512: the portable
// build (16-byte vector parts) and one for AVX-512 (one 64-byte register
// per vector), chosen at run time (Engine::Best).
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

// One ALU's result, and its carry where `carry` is not null.
template <typename L>
GPUASM_INLINE void compute(FastOp kind, const OpInfo& op, const Vector& a, const Vector& b, Vector& result,
                           Vector* carry) {
  using simd::load, simd::store;
  L r, c{};
  switch (kind) {
    case FastOp::Nop:
      r = L{};
      break;
    case FastOp::Move:
      r = load<L>(a);
      break;
    case FastOp::Fadd:
    case FastOp::Fsub:
    case FastOp::Fmul:
      // Native only where the host flushes denormals as the QPU does.
      if constexpr (floatmode::kFlushesDenormals) {
        L x = load<L>(a), y = load<L>(b);
        r = kind == FastOp::Fadd   ? simd::floats<simd::FloatOp::Add>(x, y)
            : kind == FastOp::Fsub ? simd::floats<simd::FloatOp::Subtract>(x, y)
                                   : simd::floats<simd::FloatOp::Multiply>(x, y);
        if (simd::anyNan(r)) goto general;
        if (kind != FastOp::Fmul) c = simd::bits(simd::positive(r));  // alu.cpp: C where the result is > 0
        break;
      }
      goto general;
    case FastOp::Add:
      r = load<L>(a) + load<L>(b);
      c = simd::bits(simd::lessUnsigned(r, load<L>(a)));  // unsigned carry out
      break;
    case FastOp::Sub:
      r = load<L>(a) - load<L>(b);
      c = simd::bits(simd::lessUnsigned(load<L>(a), load<L>(b)));  // unsigned borrow
      break;
    case FastOp::Shl: {  // alu.cpp: by b mod 32; C is the last bit shifted out
      L x = load<L>(a), n = load<L>(b) & simd::splat<L>(31);
      r = simd::shiftLeft(x, n);
      c = simd::shiftRight(x, simd::splat<L>(31) - n) >> 1 & simd::splat<L>(1);
      break;
    }
    case FastOp::Shr: {
      L x = load<L>(a), n = load<L>(b) & simd::splat<L>(31);
      r = simd::shiftRight(x, n);
      c = simd::shiftRight(simd::shiftLeft(x, simd::splat<L>(1)), n) & simd::splat<L>(1);
      break;
    }
    case FastOp::And:
      r = load<L>(a) & load<L>(b);
      break;
    case FastOp::Or:
      r = load<L>(a) | load<L>(b);
      break;
    default:
      goto general;
  }
  store(result, r);
  if (carry) store(*carry, c);
  return;
general:
  Vector ignored;
  op.execute(a, b, result, carry ? *carry : ignored);
}

// Runs d at qpu.pc and finishes it; false, with nothing changed, when it
// would report a hazard.
template <typename L>
GPUASM_INLINE bool step(Qpu& qpu, const Predecoded& d) {
  if (d.inPlaceA == qpu.writtenA || d.inPlaceB == qpu.writtenB || (d.readsR4 && qpu.sfuDelay)) return false;
  Vector* slots = qpu.slots.data();
  const Vector* inputs[4] = {&slots[d.source[0]], &slots[d.source[1]], &slots[d.source[2]],
                             &slots[d.source[3]]};
  Vector rotated[2];
  if (d.signal == kSignalSmallImmediate) {
    slots[kSlotPortB] = d.immediate;
    uint32_t rotation = 0;
    if (d.rotates)
      rotation = d.readB == kSmallImmediateRotateByR5 ? qpu.acc()[5][0] & 15 : rotationOf(d.readB);
    if (rotation) {
      for (int i = 2; i < 4; ++i) {
        if (d.mux[i] > 3) continue;
        if (i == 3 && d.mux[3] == d.mux[2]) {  // both mul inputs from one accumulator stay one vector
          inputs[3] = inputs[2];
        } else {
          simd::store(rotated[i - 2], simd::rotate(simd::load<L>(*inputs[i]), rotation));
          inputs[i] = &rotated[i - 2];
        }
      }
    }
  }
  Vector addResult, mulResult, addCarry, mulCarry;
  bool flagsFromAdd = d.setFlags && d.addKind != FastOp::Nop;
  bool flagsFromMul = d.setFlags && !flagsFromAdd && d.mulKind != FastOp::Nop;
  compute<L>(d.addKind, *d.add, *inputs[0], *inputs[1], addResult, flagsFromAdd ? &addCarry : nullptr);
  compute<L>(d.mulKind, *d.mul, *inputs[2], *inputs[3], mulResult, flagsFromMul ? &mulCarry : nullptr);
  qpu.report.addOps += d.addKind != FastOp::Nop;
  qpu.report.mulOps += d.mulKind != FastOp::Nop;

  // Both conditions see the flags from before this instruction sets them.
  L addLanes = conditionLanes<L>(d.conditionAdd, qpu.flags);
  L mulLanes = conditionLanes<L>(d.conditionMul, qpu.flags);
  uint8_t writingA = kNopAddress, writingB = kNopAddress;
  auto write = [&](uint8_t target, uint8_t condition, const L& lanes, const Vector& value) GPUASM_LAMBDA {
    if (target == kNoSlot) return;
    Vector& reg = slots[target];
    if (condition == kConditionAlways) {
      reg = value;
    } else {
      // An accumulator takes the lanes as they are; a regfile write counts
      // (for the read-after-write hazard) only when a lane is written.
      if (target < kSlotAccumulators && !simd::any(lanes)) return;
      simd::store(reg, simd::select(lanes, simd::load<L>(value), simd::load<L>(reg)));
    }
    if (target < kSlotFileB) writingA = target;
    else if (target < kSlotAccumulators) writingB = static_cast<uint8_t>(target - kSlotFileB);
  };
  write(d.targetAdd, d.conditionAdd, addLanes, addResult);
  write(d.targetMul, d.conditionMul, mulLanes, mulResult);
  if (flagsFromAdd | flagsFromMul) {
    const L& lanes = flagsFromAdd ? addLanes : mulLanes;
    L result = simd::load<L>(flagsFromAdd ? addResult : mulResult);
    L carry = simd::bits(simd::load<L>(flagsFromAdd ? addCarry : mulCarry));
    auto update = [&](Vector& flag, const L& value) GPUASM_LAMBDA {
      simd::store(flag, simd::select(lanes, value, simd::load<L>(flag)));
    };
    update(qpu.flags.zero, simd::bits(simd::equal(result, L{})));
    update(qpu.flags.negative, result >> 31);
    update(qpu.flags.carry, carry);
  }
  qpu.writingA = writingA;
  qpu.writingB = writingB;
  finishInstruction(qpu);
  return true;
}

using Portable = simd::Lanes<16>;
void runPortable(Machine& machine, Qpu& qpu, bool single) {
  machine.runInstructions(qpu, single, [](Qpu& q, const Predecoded& d) GPUASM_LAMBDA { return step<Portable>(q, d); });
}
constexpr FastEngine kPortable{runPortable, "portable"};

void runInterpreter(Machine& machine, Qpu& qpu, bool single) {
  machine.runInstructions(qpu, single, [](Qpu&, const Predecoded&) { return false; });
}
constexpr FastEngine kInterpreter{runInterpreter, "interpreter"};

#if defined(__x86_64__)
using Wide = simd::Lanes<64>;
__attribute__((target("avx512f,avx512bw,avx512dq,avx512vl"), flatten)) void runAvx512(Machine& machine, Qpu& qpu,
                                                                                      bool single) {
  machine.runInstructions(qpu, single, [](Qpu& q, const Predecoded& d) GPUASM_LAMBDA { return step<Wide>(q, d); });
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
