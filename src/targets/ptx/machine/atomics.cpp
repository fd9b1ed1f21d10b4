// Atomics, reductions and fences (PTX ISA 9.7.13.4-6): atom and red on
// .global, .shared and generic addresses; .add.noftz on 16-bit floats. The lanes of a warp apply in
// lane order; blocks run on several host threads, so every access is a compare-and-swap on the host
// memory (std::atomic_ref), which makes global atomics atomic across blocks and costs a shared one
// nothing it would notice. Memory orders and scopes are accepted and need nothing more: every
// access of the simulator is sequentially consistent. Fences and prefetches are no-ops for the same
// reason.
#include <fmt/format.h>

#include <atomic>
#include <cmath>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

#include "targets/ptx/machine/float_format.hpp"
#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

enum class AtomicOperation : uint8_t { Add, Min, Max, Inc, Dec, And, Or, Xor, Exch, Cas };

// The operation a row names: the first word of its spelling after the opcode
// that is not a placeholder ("atom.{atom*}.add.{atom*}": add).
std::optional<AtomicOperation> operationOf(const InstructionRow& row) {
  constexpr std::pair<std::string_view, AtomicOperation> kNames[] = {
      {"add", AtomicOperation::Add}, {"min", AtomicOperation::Min}, {"max", AtomicOperation::Max},
      {"inc", AtomicOperation::Inc}, {"dec", AtomicOperation::Dec}, {"and", AtomicOperation::And},
      {"or", AtomicOperation::Or},   {"xor", AtomicOperation::Xor}, {"exch", AtomicOperation::Exch},
      {"cas", AtomicOperation::Cas}};
  std::string_view rest = row.spelling.substr(row.spelling.find('.') + 1);
  while (!rest.empty()) {
    const size_t dot = rest.find('.');
    const std::string_view word = rest.substr(0, dot);
    if (!word.starts_with('{')) {
      for (const auto& [name, operation] : kNames)
        if (name == word) return operation;
      return std::nullopt;
    }
    if (dot == std::string_view::npos) break;
    rest = rest.substr(dot + 1);
  }
  return std::nullopt;
}

// A subnormal f32 flushed to zero of its sign (atom.add.f32 flushes its
// inputs and its result: PTX ISA 9.7.13.5).
float flushed(float value) {
  return std::fpclassify(value) == FP_SUBNORMAL ? std::copysign(0.0f, value) : value;
}

// atom.add.noftz on .f16, .bf16 (one half a cell) and .f16x2, .bf16x2 (two):
// each half's sum rounded to nearest, subnormals kept; .min/.max.noftz of the
// vector forms each half's minimum or maximum.
template <FloatFormat Format, bool Pair>
struct Halves {};

template <class T>
struct CellOf {
  using type = std::conditional_t<sizeof(T) == 2, uint16_t,
                                  std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>>;
};
template <FloatFormat Format, bool Pair>
struct CellOf<Halves<Format, Pair>> {
  using type = std::conditional_t<Pair, uint32_t, uint16_t>;
};

template <FloatFormat Format>
uint64_t halfSum(uint64_t a, uint64_t b) {
  return fromDouble(roundedToOddSum(toDouble(a, Format), toDouble(b, Format)), Format,
                    Rounding::Rn);
}

template <class T>
inline constexpr bool kIsHalves = false;
template <FloatFormat Format, bool Pair>
inline constexpr bool kIsHalves<Halves<Format, Pair>> = true;

// min and max on a 16-bit float (the vector atomics' .min/.max.noftz, sm_90):
// as the min and max instructions (float.cpp): a NaN loses to a number, two
// NaNs give the canonical NaN, and -0.0 is below +0.0.
template <FloatFormat Format, bool Max>
uint64_t halfMinMax(uint64_t x, uint64_t y) {
  const bool xNaN = isNaNBits(x, Format), yNaN = isNaNBits(y, Format);
  if (xNaN && yNaN) return canonicalNaN(Format);
  if (xNaN || yNaN) return xNaN ? y : x;
  const double u = toDouble(x, Format), v = toDouble(y, Format);
  if (u == v) return ((x & 0x8000) != 0) != Max ? x : y;
  return (u < v) != Max ? x : y;
}

// Each half of a cell: its sum, min or max with b's.
template <AtomicOperation Operation, FloatFormat Format>
uint64_t halfOperation(uint64_t old, uint64_t b) {
  if constexpr (Operation == AtomicOperation::Min) return halfMinMax<Format, false>(old, b);
  if constexpr (Operation == AtomicOperation::Max) return halfMinMax<Format, true>(old, b);
  return halfSum<Format>(old, b);
}

template <AtomicOperation Operation, FloatFormat Format, bool Pair>
uint64_t halvesApplied(uint64_t old, uint64_t b, Halves<Format, Pair>) {
  const uint64_t low = halfOperation<Operation, Format>(old & 0xffff, b & 0xffff);
  if constexpr (!Pair) {
    return low;
  } else {
    return low | (halfOperation<Operation, Format>((old >> 16) & 0xffff, (b >> 16) & 0xffff) << 16);
  }
}

// The new value of a cell holding `old` (its bits), with operands `b` and `c`.
template <AtomicOperation Operation, class T>
struct Apply {
  using U = typename CellOf<T>::type;
  static U next(U old, U b, U c) {
    if constexpr (kIsHalves<T>) {
      return halvesApplied<Operation>(old, b, T{});
    } else if constexpr (Operation == AtomicOperation::Add) {
      if constexpr (std::is_same_v<T, float>) {
        const float sum =
            flushed(flushed(std::bit_cast<float>(old)) + flushed(std::bit_cast<float>(b)));
        return std::bit_cast<U>(sum);
      } else if constexpr (std::is_same_v<T, double>) {
        return std::bit_cast<U>(std::bit_cast<double>(old) + std::bit_cast<double>(b));
      } else {
        return static_cast<U>(old + b);
      }
    } else if constexpr (Operation == AtomicOperation::Min) {
      return static_cast<T>(b) < static_cast<T>(old) ? b : old;
    } else if constexpr (Operation == AtomicOperation::Max) {
      return static_cast<T>(b) > static_cast<T>(old) ? b : old;
    } else if constexpr (Operation == AtomicOperation::Inc) {
      return old >= b ? 0 : static_cast<U>(old + 1);
    } else if constexpr (Operation == AtomicOperation::Dec) {
      return (old == 0 || old > b) ? b : static_cast<U>(old - 1);
    } else if constexpr (Operation == AtomicOperation::And) {
      return old & b;
    } else if constexpr (Operation == AtomicOperation::Or) {
      return old | b;
    } else if constexpr (Operation == AtomicOperation::Xor) {
      return old ^ b;
    } else if constexpr (Operation == AtomicOperation::Exch) {
      return b;
    } else {
      return old == b ? c : old;  // Cas
    }
  }
};

// atom (dest[0] set: the old value returned) and red, lane by lane in lane
// order. Op::variant holds the instruction's state space. A vector atomic
// (Op::vector elements, sm_90) applies to each element of the aligned
// vector in turn, each atomically (PTX ISA 9.7.13.5: the vector as a whole
// is not one atomic access), the old values to dest[0..].
template <AtomicOperation Operation, class T>
bool atomic(Warp& w, const Op& op, uint32_t mask) {
  using U = typename Apply<Operation, T>::U;
  const uint32_t elements = op.vector;
  // A .v8 atomic's slots are in the code's table (Op holds four of each).
  const uint32_t* dests = op.dest;
  const uint32_t* sources = op.source;
  if (elements > 4) {
    dests = w.code->wideVectors[op.target].data();
    sources = dests + 8;
  }
  const uint64_t bytes = elements * sizeof(U);
  const uint64_t* base = w.slot(op.base);
  const auto space = static_cast<StateSpace>(op.variant);
  bool good = true;
  forLanes(mask, [&](uint32_t l) {
    if (!good) return;
    const uint64_t address = (base[l] + op.addressOffset) & op.addressMask;
    if (address % bytes != 0) {
      good = w.fail("misaligned",
                    fmt::format("atomic access of {} bytes at 0x{:x} is not aligned to {} bytes",
                                bytes, address, bytes),
                    l, address);
      return;
    }
    uint8_t* at = resolve(w, space, address, bytes, l, true);
    if (!at) {
      good = false;
      return;
    }
    for (uint32_t e = 0; e < elements; ++e) {
      // b is source[e] (a scalar's c, of cas, is source[1]); each element's
      // old value goes to dest[e] (none for red).
      const uint64_t* b = w.slot(sources[e]);
      const uint64_t* c = elements == 1 && op.source[1] != kNoSlot ? w.slot(op.source[1]) : b;
      uint64_t* d = dests[e] == kNoSlot ? nullptr : w.slot(dests[e]);
      // Host blocks come from operator new (16-byte aligned) and device
      // addresses are aligned as the host offsets are: the cell is aligned.
      std::atomic_ref<U> cell(*reinterpret_cast<U*>(at + e * sizeof(U)));
      U old = cell.load(std::memory_order_relaxed);
      const U bl = static_cast<U>(b[l]), cl = static_cast<U>(c[l]);
      while (!cell.compare_exchange_weak(old, Apply<Operation, T>::next(old, bl, cl),
                                         std::memory_order_seq_cst)) {
      }
      if (d) d[l] = old;
    }
  });
  return good;
}

template <AtomicOperation Operation>
Handler atomicFor(Type type) {
  // 16-bit floats: .add.noftz, and .min/.max.noftz of the vector forms.
  constexpr bool halves = Operation == AtomicOperation::Add || Operation == AtomicOperation::Min ||
                          Operation == AtomicOperation::Max;
  switch (type) {
    case Type::B16:
      if constexpr (Operation == AtomicOperation::Cas) return &atomic<Operation, uint16_t>;
      return nullptr;
    case Type::F16:
      if constexpr (halves) return &atomic<Operation, Halves<FloatFormat::Half, false>>;
      return nullptr;
    case Type::BF16:
      if constexpr (halves) return &atomic<Operation, Halves<FloatFormat::Brain, false>>;
      return nullptr;
    case Type::F16x2:
      if constexpr (halves) return &atomic<Operation, Halves<FloatFormat::Half, true>>;
      return nullptr;
    case Type::BF16x2:
      if constexpr (halves) return &atomic<Operation, Halves<FloatFormat::Brain, true>>;
      return nullptr;
    case Type::U32:
    case Type::B32:
      return &atomic<Operation, uint32_t>;
    case Type::S32:
      return &atomic<Operation, int32_t>;
    case Type::U64:
    case Type::B64:
      return &atomic<Operation, uint64_t>;
    case Type::S64:
      return &atomic<Operation, int64_t>;
    case Type::F32:
      if constexpr (Operation == AtomicOperation::Add) return &atomic<Operation, float>;
      return nullptr;
    case Type::F64:
      if constexpr (Operation == AtomicOperation::Add) return &atomic<Operation, double>;
      return nullptr;
    default:
      return nullptr;
  }
}

Handler atomicFor(const Instruction& instruction) {
  const auto operation = operationOf(*instruction.row);
  if (!operation) return nullptr;
  if (instruction.type == Type::B128) return wideAtomic(instruction);
  switch (*operation) {
    case AtomicOperation::Add:
      return atomicFor<AtomicOperation::Add>(instruction.type);
    case AtomicOperation::Min:
      return atomicFor<AtomicOperation::Min>(instruction.type);
    case AtomicOperation::Max:
      return atomicFor<AtomicOperation::Max>(instruction.type);
    case AtomicOperation::Inc:
      return atomicFor<AtomicOperation::Inc>(instruction.type);
    case AtomicOperation::Dec:
      return atomicFor<AtomicOperation::Dec>(instruction.type);
    case AtomicOperation::And:
      return atomicFor<AtomicOperation::And>(instruction.type);
    case AtomicOperation::Or:
      return atomicFor<AtomicOperation::Or>(instruction.type);
    case AtomicOperation::Xor:
      return atomicFor<AtomicOperation::Xor>(instruction.type);
    case AtomicOperation::Exch:
      return atomicFor<AtomicOperation::Exch>(instruction.type);
    case AtomicOperation::Cas:
      return atomicFor<AtomicOperation::Cas>(instruction.type);
  }
  return nullptr;
}

bool noEffect(Warp&, const Op&, uint32_t) {
  return true;
}

}  // namespace

Handler chooseAtom(const Instruction& instruction) {
  return atomicFor(instruction);
}
Handler chooseRed(const Instruction& instruction) {
  return atomicFor(instruction);
}
Handler chooseNoEffect(const Instruction&) {
  return &noEffect;
}

}  // namespace gpuasm::ptx
