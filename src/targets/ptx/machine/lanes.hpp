// What the semantics files (semantics.cpp, float.cpp, memory.cpp, ...) share:
// the lane loop, the integer helpers every handler family uses, and the
// `choose<Name>` function of each Semantics value (isa.hpp's
// GPUASM_PTX_SEMANTICS), which semantics.cpp gathers into the dispatch array.
// A family of instructions lives in a file of its own and defines its
// choosers here declared; a name without its function does not link.
#pragma once

#include <array>
#include <bit>
#include <cfenv>
#include <cstdint>
#include <limits>
#include <string_view>
#include <type_traits>
#include <utility>

#include "targets/ptx/machine/warp.hpp"

namespace gpuasm::ptx {

#define GPUASM_PTX_CHOOSER_DECLARATION(name) Handler choose##name(const Instruction& instruction);
GPUASM_PTX_SEMANTICS(GPUASM_PTX_CHOOSER_DECLARATION)
#undef GPUASM_PTX_CHOOSER_DECLARATION

namespace lanes {

template <class F>
inline void forLanes(uint32_t mask, F f) {
  if (mask == kAllLanes) {
    for (uint32_t lane = 0; lane < kLanes; ++lane) f(lane);
  } else {
    for (uint32_t m = mask; m; m &= m - 1) f(static_cast<uint32_t>(std::countr_zero(m)));
  }
}

template <class T>
using Unsigned = std::make_unsigned_t<T>;

// The value of a T written into a register: zero-extended from T's width.
template <class T>
inline uint64_t stored(T value) {
  return static_cast<uint64_t>(static_cast<Unsigned<T>>(value));
}

// 64 x 64 -> 128-bit products (GCC and Clang have the type; -Wpedantic is told so).
__extension__ typedef unsigned __int128 Uint128;
__extension__ typedef __int128 Int128;

template <class T>
struct Wider;
template <>
struct Wider<uint16_t> {
  using type = uint32_t;
};
template <>
struct Wider<int16_t> {
  using type = int32_t;
};
template <>
struct Wider<uint32_t> {
  using type = uint64_t;
};
template <>
struct Wider<int32_t> {
  using type = int64_t;
};
template <>
struct Wider<uint64_t> {
  using type = Uint128;
};
template <>
struct Wider<int64_t> {
  using type = Int128;
};

// The full product of two T, in twice the width, as the type's signedness says.
template <class T>
inline typename Wider<T>::type product(T a, T b) {
  using W = typename Wider<T>::type;
  return static_cast<W>(a) * static_cast<W>(b);
}
// The high half's bits (an arithmetic shift of a signed product keeps them).
template <class T>
inline Unsigned<T> high(T a, T b) {
  return static_cast<Unsigned<T>>(product(a, b) >> (8 * sizeof(T)));
}

inline constexpr uint64_t widthMask(uint32_t bits) {
  return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
}

// A value of `bits` bits sign- or zero-extended to 64.
inline uint64_t extend(uint64_t value, uint32_t bits, bool isSigned) {
  if (bits >= 64) return value;
  value &= widthMask(bits);
  if (isSigned && (value >> (bits - 1)) & 1) value |= ~widthMask(bits);
  return value;
}

// The handler template F<T> for an instruction's integer type.
template <template <class> class F>
Handler byIntegerType(Type type) {
  switch (type) {
    case Type::U16:
    case Type::B16:
      return F<uint16_t>::handler;
    case Type::S16:
      return F<int16_t>::handler;
    case Type::U32:
    case Type::B32:
      return F<uint32_t>::handler;
    case Type::S32:
      return F<int32_t>::handler;
    case Type::U64:
    case Type::B64:
      return F<uint64_t>::handler;
    case Type::S64:
      return F<int64_t>::handler;
    default:
      return nullptr;
  }
}

// Whether a row's spelling has `modifier` as one of its dot-separated parts
// ("sat" in "mad24.hi.sat"): the choosers tell a row's forms apart by it.
inline bool spelledWith(const Instruction& instruction, std::string_view modifier) {
  std::string_view spelling = instruction.row->spelling;
  for (size_t start = 0; start <= spelling.size();) {
    size_t dot = spelling.find('.', start);
    if (dot == std::string_view::npos) dot = spelling.size();
    if (spelling.substr(start, dot - start) == modifier) return true;
    start = dot + 1;
  }
  return false;
}

// A signed value clamped to the range of T (the .sat forms).
template <class T>
inline T saturated(int64_t value) {
  if (value > std::numeric_limits<T>::max()) return std::numeric_limits<T>::max();
  if (value < std::numeric_limits<T>::min()) return std::numeric_limits<T>::min();
  return static_cast<T>(value);
}

// d = F::apply(a[, b[, c]]) in T on every lane of the mask, for the first
// N sources, and its handler for byIntegerType: the lane loop the integer
// families share (UnaryOf, BinaryOf, TernaryOf).
template <class F, class T, size_t N>
bool lanewise(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  std::array<const uint64_t*, N> s;
  for (size_t i = 0; i < N; ++i) s[i] = w.slot(op.source[i]);
  forLanes(mask, [&](uint32_t l) {
    d[l] = [&]<size_t... I>(std::index_sequence<I...>) {
      return stored(F::apply(static_cast<T>(s[I][l])...));
    }
    (std::make_index_sequence<N>{});
  });
  return true;
}
template <class F, class T>
inline constexpr Handler binary = &lanewise<F, T, 2>;

template <class Operation, size_t N>
struct LanewiseOf {
  template <class T>
  struct With {
    static constexpr Handler handler = &lanewise<Operation, T, N>;
  };
};
template <class Operation>
using UnaryOf = LanewiseOf<Operation, 1>;
template <class Operation>
using BinaryOf = LanewiseOf<Operation, 2>;
template <class Operation>
using TernaryOf = LanewiseOf<Operation, 3>;

// --- Float ----------------------------------------------------------------------

// The host's rounding mode does the rounding: set for the loop, restored after
// (the lane loads and stores sit between the two opaque fenv calls).
class RoundingScope {
 public:
  explicit RoundingScope(Rounding mode) : mode_(static_cast<int>(mode)) {
    static constexpr int kHost[4] = {FE_TONEAREST, FE_TOWARDZERO, FE_DOWNWARD, FE_UPWARD};
    if (mode_ != 0) std::fesetround(kHost[mode_]);
  }
  ~RoundingScope() {
    if (mode_ != 0) std::fesetround(FE_TONEAREST);
  }
  RoundingScope(const RoundingScope&) = delete;
  RoundingScope& operator=(const RoundingScope&) = delete;

 private:
  int mode_;
};

inline float asFloat(uint64_t bits) {
  return std::bit_cast<float>(static_cast<uint32_t>(bits));
}
inline uint64_t bitsOf(float value) {
  return std::bit_cast<uint32_t>(value);
}

// Where lane `lane`'s access of `bytes` at `address` in `space` lands, or
// nullptr after recording the fault (memory.cpp).
uint8_t* resolve(Warp& w, StateSpace space, uint64_t address, uint64_t bytes, uint32_t lane,
                 bool store);

// add.f32 (float.cpp): chooseAdd's float form.
Handler floatAdd(const Instruction& instruction);

// .b128 (wide.cpp): mov's forms and atom.cas/.exch on 128-bit registers,
// each two slots, its low 64 bits first (predecode's widenTo128 puts the
// second slot of each operand beside the first).
Handler wideMove(const Instruction& instruction);
Handler wideAtomic(const Instruction& instruction);

}  // namespace lanes
}  // namespace gpuasm::ptx
