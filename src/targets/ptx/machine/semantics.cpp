// What each PTX instruction does to the lanes of a warp (PTX ISA 9.0,
// section 9.7; carry forms as ../shared/reference/ptx-integer-study.md A4
// states them): the integer, logic, comparison and move families here, and
// the dispatch array of every family's chooser (lanes.hpp); float.cpp and
// memory.cpp hold theirs. One handler a form and type, chosen once at
// predecode by the `choose<Name>` function of the row's Semantics column
// (isa.hpp); each loops
// over the 32 lanes of its mask, so a full warp runs a tight loop the
// compiler can vectorise. Registers hold their value zero-extended from the
// declared width; a handler reads the low bits its type names.
#include <fmt/format.h>

#include <bit>
#include <cfenv>
#include <cmath>
#include <cstring>
#include <type_traits>

#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

// --- Integer arithmetic without carry ----------------------------------------

struct Add {
  template <class T>
  static T apply(T a, T b) {
    return static_cast<T>(static_cast<Unsigned<T>>(a) + static_cast<Unsigned<T>>(b));
  }
};
struct Sub {
  template <class T>
  static T apply(T a, T b) {
    return static_cast<T>(static_cast<Unsigned<T>>(a) - static_cast<Unsigned<T>>(b));
  }
};
struct MulLo {
  template <class T>
  static T apply(T a, T b) {
    using U = Unsigned<T>;
    using P = std::conditional_t<sizeof(U) < sizeof(unsigned), unsigned, U>;  // no int promotion
    return static_cast<T>(static_cast<P>(static_cast<U>(a)) * static_cast<P>(static_cast<U>(b)));
  }
};
struct MulHi {
  template <class T>
  static T apply(T a, T b) {
    return static_cast<T>(high(a, b));
  }
};
struct And {
  template <class T>
  static T apply(T a, T b) {
    return a & b;
  }
};
struct Or {
  template <class T>
  static T apply(T a, T b) {
    return a | b;
  }
};
struct Xor {
  template <class T>
  static T apply(T a, T b) {
    return a ^ b;
  }
};
// Shifts take a .u32 amount; past the width they clamp (PTX ISA 9.7.8.7).
struct Shl {
  template <class T>
  static T apply(T a, uint32_t n) {
    return n >= 8 * sizeof(T) ? T{0} : static_cast<T>(static_cast<Unsigned<T>>(a) << n);
  }
};
struct Shr {
  template <class T>
  static T apply(T a, uint32_t n) {
    if (n >= 8 * sizeof(T)) return std::is_signed_v<T> && a < 0 ? T(-1) : T{0};
    return static_cast<T>(a >> n);
  }
};

// add.sat.s32, sub.sat.s32: the exact result clamped to the type's range.
struct AddSaturate {
  template <class T>
  static T apply(T a, T b) {
    return saturated<T>(int64_t{a} + int64_t{b});
  }
};
struct SubSaturate {
  template <class T>
  static T apply(T a, T b) {
    return saturated<T>(int64_t{a} - int64_t{b});
  }
};

template <class F, class T>
bool shift(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* n = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    d[l] = stored(F::template apply<T>(static_cast<T>(a[l]), static_cast<uint32_t>(n[l])));
  });
  return true;
}

template <class T>
bool notBits(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) { d[l] = stored(static_cast<T>(~static_cast<T>(a[l]))); });
  return true;
}

bool notPredicate(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) { d[l] = a[l] ^ 1; });
  return true;
}

// mad.lo / mad.hi: d = product's low or high half + c (no carry).
template <bool High, class T>
bool multiplyAdd(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    T x = static_cast<T>(a[l]), y = static_cast<T>(b[l]);
    T half = High ? MulHi::apply(x, y) : MulLo::apply(x, y);
    d[l] = stored(Add::apply(half, static_cast<T>(c[l])));
  });
  return true;
}

// mad.hi.sat.s32: the high half plus c, clamped to the .s32 range.
bool multiplyAddHighSaturate(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    const int32_t half =
        static_cast<int32_t>(high(static_cast<int32_t>(a[l]), static_cast<int32_t>(b[l])));
    d[l] = stored(saturated<int32_t>(int64_t{half} + static_cast<int32_t>(c[l])));
  });
  return true;
}

// mul.wide / mad.wide: the whole product in a register twice as wide (the
// sum wraps there).
template <bool Accumulate, class T>
bool wide(Warp& w, const Op& op, uint32_t mask) {
  constexpr uint64_t keep = widthMask(16 * sizeof(T));
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = Accumulate ? w.slot(op.source[2]) : nullptr;
  forLanes(mask, [&](uint32_t l) {
    uint64_t p = static_cast<uint64_t>(product(static_cast<T>(a[l]), static_cast<T>(b[l])));
    if constexpr (Accumulate) p += c[l];
    d[l] = p & keep;
  });
  return true;
}
template <bool Accumulate, class T>
constexpr Handler wideHandler() {
  if constexpr (sizeof(T) <= 4) {
    return &wide<Accumulate, T>;
  } else {
    return nullptr;
  }
}

// --- The carry forms -----------------------------------------------------------
// CC.CF is a slot like any register (Code::carrySlot), 0 or 1 a lane. The
// addition is done in the unsigned type of the width whatever the signedness
// of the instruction, as the carry is the unsigned carry out of bit 31 (63).

// x + y (+ CF when CarryIn) in U; CF takes the carry out when CarryOut.
template <bool CarryIn, bool CarryOut, class U>
inline U addThroughCarry(U x, U y, uint64_t& cf) {
  U sum = static_cast<U>(x + y);
  U carry = sum < x;
  if constexpr (CarryIn) {
    U total = static_cast<U>(sum + static_cast<U>(cf));
    carry |= total < sum;
    sum = total;
  }
  if constexpr (CarryOut) cf = carry;
  return sum;
}

template <bool CarryIn, bool CarryOut, class T>
bool addCarry(Warp& w, const Op& op, uint32_t mask) {
  using U = Unsigned<T>;
  uint64_t* d = w.slot(op.dest[0]);
  uint64_t* cf = w.slot(w.code->carrySlot);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    d[l] = addThroughCarry<CarryIn, CarryOut>(static_cast<U>(a[l]), static_cast<U>(b[l]), cf[l]);
  });
  return true;
}

// sub.cc, subc: d = a - (b + borrow). The hardware has one carry flag and
// subtracts as a + ~b + 1, so after a subtraction CF holds the carry of that
// sum, the complement of the borrow: a chain mixing add and sub forms (CGBN's
// `sub.cc 0, x` to preset the flag, then addc) sees CF = !borrow, and subc
// after add.cc takes borrow = !CF.
template <bool CarryIn, bool CarryOut, class T>
bool subCarry(Warp& w, const Op& op, uint32_t mask) {
  using U = Unsigned<T>;
  uint64_t* d = w.slot(op.dest[0]);
  uint64_t* cf = w.slot(w.code->carrySlot);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    U x = static_cast<U>(a[l]), y = static_cast<U>(b[l]);
    U difference = static_cast<U>(x - y);
    U borrow = x < y;
    if constexpr (CarryIn) {
      U in = static_cast<U>(cf[l] ^ 1);
      borrow |= difference < in;
      difference = static_cast<U>(difference - in);
    }
    d[l] = difference;
    if constexpr (CarryOut) cf[l] = borrow ^ 1;
  });
  return true;
}

// mad{c}.{lo,hi}{.cc}: t = a * b; d = t's low or high half + c (+ CF).
template <bool High, bool CarryIn, bool CarryOut, class T>
bool multiplyAddCarry(Warp& w, const Op& op, uint32_t mask) {
  using U = Unsigned<T>;
  uint64_t* d = w.slot(op.dest[0]);
  uint64_t* cf = w.slot(w.code->carrySlot);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    T x = static_cast<T>(a[l]), y = static_cast<T>(b[l]);
    U half = High ? static_cast<U>(MulHi::apply(x, y)) : static_cast<U>(MulLo::apply(x, y));
    d[l] = addThroughCarry<CarryIn, CarryOut>(half, static_cast<U>(c[l]), cf[l]);
  });
  return true;
}

// --- Compare, select, move, convert ----------------------------------------------

template <class T>
bool compare(Compare how, T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    // The ordered comparisons: false when either is NaN (setp.ne as well).
    if (std::isnan(a) || std::isnan(b)) return false;
  }
  switch (how) {
    case Compare::Eq:
      return a == b;
    case Compare::Ne:
      return a != b;
    case Compare::Lt:
    case Compare::Lo:
      return a < b;
    case Compare::Le:
    case Compare::Ls:
      return a <= b;
    case Compare::Gt:
    case Compare::Hi:
      return a > b;
    case Compare::Ge:
    case Compare::Hs:
      return a >= b;
    default:  // the unordered float comparisons: float.cpp's setp
      break;
  }
  return false;
}

template <class T>
inline T sourceValue(uint64_t bits) {
  if constexpr (std::is_same_v<T, double>) {
    return std::bit_cast<double>(bits);
  } else if constexpr (std::is_same_v<T, float>) {
    return asFloat(bits);
  } else {
    return static_cast<T>(bits);
  }
}

template <Compare How, class T>
bool setPredicate(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    d[l] = compare(How, sourceValue<T>(a[l]), sourceValue<T>(b[l])) ? 1 : 0;
  });
  // `setp ... p|q`: q is the comparison's complement (PTX ISA 9.7.7.4).
  if (op.dest[1] != kNoSlot) {
    uint64_t* q = w.slot(op.dest[1]);
    forLanes(mask, [&](uint32_t l) { q[l] = d[l] ^ 1; });
  }
  return true;
}

// setp with .and/.or/.xor and a predicate c: Op::mode is the truth table of
// (comparison, c); with a second destination (`p|q`) q takes the table of
// the negated comparison (PTX ISA 9.7.7.2).
template <Compare How, class T>
bool setPredicateCombined(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  uint64_t* q = op.dest[1] == kNoSlot ? nullptr : w.slot(op.dest[1]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  const uint32_t table = op.mode;
  forLanes(mask, [&](uint32_t l) {
    const uint32_t t = compare(How, sourceValue<T>(a[l]), sourceValue<T>(b[l])) ? 2 : 0;
    const uint32_t in = static_cast<uint32_t>(c[l] & 1);
    d[l] = (table >> (t | in)) & 1;
    if (q) q[l] = (table >> ((t ^ 2) | in)) & 1;
  });
  return true;
}

// set: the comparison (combined with c as setp's) as a value: all ones (an
// integer result) or 1.0 (.f32), else 0.
template <Compare How, class T>
bool setValue(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const bool combined = op.source[2] != kNoSlot;
  const uint64_t* c = combined ? w.slot(op.source[2]) : a;
  const uint64_t inMask = combined ? 1 : 0;
  const uint32_t table = op.mode & 15;
  const uint64_t one = op.resultMask;  // predecode's "true" of the result type
  forLanes(mask, [&](uint32_t l) {
    const uint32_t t = compare(How, sourceValue<T>(a[l]), sourceValue<T>(b[l])) ? 2 : 0;
    const uint32_t in = static_cast<uint32_t>(c[l] & inMask);
    d[l] = ((table >> (t | in)) & 1) ? one : 0;
  });
  return true;
}

// slct with an .s32 c: a where c >= 0, else b (float.cpp has the .f32 c).
bool selectBySign(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* c = w.slot(op.source[2]);
  const uint64_t keep = op.resultMask;
  forLanes(mask, [&](uint32_t l) {
    d[l] = (static_cast<int32_t>(static_cast<uint32_t>(c[l])) >= 0 ? a[l] : b[l]) & keep;
  });
  return true;
}

// selp, mov (of any width): the bits, cut to the destination's width.
bool select(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  const uint64_t* p = w.slot(op.source[2]);
  const uint64_t keep = op.resultMask;
  const bool negated = (op.negated & 4) != 0;  // selp's `!%p`
  forLanes(mask, [&](uint32_t l) { d[l] = ((p[l] != 0) != negated ? a[l] : b[l]) & keep; });
  return true;
}

// mov.b64 %rd, {lo, hi} (and .b32, .b16, four elements alike): the elements'
// bits side by side, the first the least significant.
bool pack(Warp& w, const Op& op, uint32_t mask) {
  const uint32_t elementBits =
      static_cast<uint32_t>(64 - std::countl_zero(op.resultMask)) / op.vector;
  const uint64_t elementMask =
      op.resultMask >> (64 - std::countl_zero(op.resultMask) - elementBits);
  uint64_t* d = w.slot(op.dest[0]);
  forLanes(mask, [&](uint32_t l) {
    uint64_t value = 0;
    for (uint32_t e = 0; e < op.vector; ++e)
      value |= (w.slot(op.source[e])[l] & elementMask) << (e * elementBits);
    d[l] = value;
  });
  return true;
}

// mov.b64 {lo, hi}, %rd: the reverse; each element register takes its bits.
bool unpack(Warp& w, const Op& op, uint32_t mask) {
  const uint32_t elementBits =
      static_cast<uint32_t>(64 - std::countl_zero(op.resultMask)) / op.vector;
  const uint64_t elementMask =
      op.resultMask >> (64 - std::countl_zero(op.resultMask) - elementBits);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) {
    const uint64_t value = a[l];
    for (uint32_t e = 0; e < op.vector; ++e)
      w.slot(op.dest[e])[l] = (value >> (e * elementBits)) & elementMask;
  });
  return true;
}

// mov.v2/.v4 d, a: each element of a into d's, every source read before
// any destination is written (`mov.v2.u32 %v, {%v.y, %v.x}` swaps).
bool moveVector(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t keep = op.resultMask;
  forLanes(mask, [&](uint32_t l) {
    uint64_t values[4] = {};
    for (uint32_t e = 0; e < op.vector && e < 4; ++e) values[e] = w.slot(op.source[e])[l] & keep;
    for (uint32_t e = 0; e < op.vector && e < 4; ++e) w.slot(op.dest[e])[l] = values[e];
  });
  return true;
}

bool move(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t keep = op.resultMask;
  forLanes(mask, [&](uint32_t l) { d[l] = a[l] & keep; });
  return true;
}

// %clock, %clock64: the block's issued warp instructions (the functional
// simulator has no cycles; a timing model replaces the count).
bool readClock(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t value = w.clock & op.resultMask;
  forLanes(mask, [&](uint32_t l) { d[l] = value; });
  return true;
}

// %clock_hi, %globaltimer_hi: the upper half of the 64-bit count.
bool readClockHigh(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t value = (w.clock >> 32) & op.resultMask;
  forLanes(mask, [&](uint32_t l) { d[l] = value; });
  return true;
}

// cvt between integer types (no .sat): the source read at its width and
// extended as its type says, cut to the destination type, then extended to the
// destination register as the destination type says.
bool convert(Warp& w, const Op& op, uint32_t mask) {
  const uint32_t fromBits = op.convert.fromBits, toBits = op.convert.toBits;
  const bool fromSigned = op.convert.fromSigned, toSigned = op.convert.toSigned;
  const uint64_t keep = widthMask(op.registerBits);
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) {
    uint64_t value = extend(a[l], fromBits, fromSigned);
    d[l] = extend(value, toBits, toSigned) & keep;
  });
  return true;
}

// cvt.sat between integer types: the source value, read as its type says,
// clamped to the destination type's range (PTX ISA 9.7.9.21).
bool convertSaturate(Warp& w, const Op& op, uint32_t mask) {
  const uint32_t fromBits = op.convert.fromBits, toBits = op.convert.toBits;
  const bool fromSigned = op.convert.fromSigned, toSigned = op.convert.toSigned;
  const uint64_t keep = widthMask(op.registerBits);
  const uint64_t highest = toSigned ? widthMask(toBits - 1) : widthMask(toBits);
  const uint64_t lowest = toSigned ? ~widthMask(toBits - 1) : 0;  // as an int64: -2^(bits-1)
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  forLanes(mask, [&](uint32_t l) {
    uint64_t value = extend(a[l], fromBits, fromSigned);
    const bool negative = fromSigned && static_cast<int64_t>(value) < 0;
    if (negative) {
      if (static_cast<int64_t>(value) < static_cast<int64_t>(lowest)) value = lowest;
    } else if (value > highest) {
      value = highest;
    }
    d[l] = extend(value, toBits, toSigned) & keep;
  });
  return true;
}

// --- Dispatch ------------------------------------------------------------------------

template <class Operation>
struct ShiftOf {
  template <class T>
  struct With {
    static constexpr Handler handler = &shift<Operation, T>;
  };
};
template <class T>
struct NotOf {
  static constexpr Handler handler = &notBits<T>;
};
template <bool High>
struct MadOf {
  template <class T>
  struct With {
    static constexpr Handler handler = &multiplyAdd<High, T>;
  };
};
template <bool Accumulate>
struct WideOf {
  template <class T>
  struct With {
    static constexpr Handler handler = wideHandler<Accumulate, T>();
  };
};
template <bool In, bool Out>
struct AddCarryOf {
  template <class T>
  struct With {
    static constexpr Handler handler = &addCarry<In, Out, T>;
  };
};
template <bool In, bool Out>
struct SubCarryOf {
  template <class T>
  struct With {
    static constexpr Handler handler = &subCarry<In, Out, T>;
  };
};
template <bool High, bool In, bool Out>
struct MadCarryOf {
  template <class T>
  struct With {
    static constexpr Handler handler = &multiplyAddCarry<High, In, Out, T>;
  };
};
template <Compare How, class T>
struct PlainSetp {
  static constexpr Handler handler = &setPredicate<How, T>;
};
template <Compare How, class T>
struct CombinedSetp {
  static constexpr Handler handler = &setPredicateCombined<How, T>;
};
template <Compare How, class T>
struct SetOf {
  static constexpr Handler handler = &setValue<How, T>;
};

// The handler F<How, T> for a comparison on values of `type`.
template <Compare How, template <Compare, class> class F>
Handler comparing(Type type) {
  switch (type) {
    case Type::F32:
      return F<How, float>::handler;
    case Type::F64:
      return F<How, double>::handler;
    case Type::U16:
    case Type::B16:
      return F<How, uint16_t>::handler;
    case Type::S16:
      return F<How, int16_t>::handler;
    case Type::U32:
    case Type::B32:
      return F<How, uint32_t>::handler;
    case Type::S32:
      return F<How, int32_t>::handler;
    case Type::U64:
    case Type::B64:
      return F<How, uint64_t>::handler;
    case Type::S64:
      return F<How, int64_t>::handler;
    default:
      return nullptr;
  }
}
template <template <Compare, class> class F>
Handler byCompare(Compare how, Type type) {
  switch (how) {
    case Compare::Eq:
      return comparing<Compare::Eq, F>(type);
    case Compare::Ne:
      return comparing<Compare::Ne, F>(type);
    case Compare::Lt:
      return comparing<Compare::Lt, F>(type);
    case Compare::Le:
      return comparing<Compare::Le, F>(type);
    case Compare::Gt:
      return comparing<Compare::Gt, F>(type);
    case Compare::Ge:
      return comparing<Compare::Ge, F>(type);
    // lo ls hi hs apply to unsigned types only (isa.cpp's compareFits)
    case Compare::Lo:
      return comparing<Compare::Lt, F>(type);
    case Compare::Ls:
      return comparing<Compare::Le, F>(type);
    case Compare::Hi:
      return comparing<Compare::Gt, F>(type);
    case Compare::Hs:
      return comparing<Compare::Ge, F>(type);
    default:  // the unordered float comparisons: float.cpp's setp and set
      break;
  }
  return nullptr;
}

// Whether a setp's or set's c is written negated (`!%p`).
bool cNegated(const Instruction& instruction) {
  for (size_t i = 0; i < instruction.operands().size(); ++i)
    if (instruction.row->operands[i] == OperandKind::SourcePred)
      return instruction.operands()[i].negated;
  return false;
}

// Whether a setp or set combines its comparison with a predicate c.
bool combines(const Instruction& instruction) {
  return spelledWith(instruction, "and") || spelledWith(instruction, "or") ||
         spelledWith(instruction, "xor");
}

// The handler template F<In, Out> for a row's carry column.
template <template <bool, bool> class F>
Handler byCarry(const Instruction& instruction) {
  switch (instruction.row->carry) {
    case Carry::Out:
      return byIntegerType<F<false, true>::template With>(instruction.type);
    case Carry::In:
      return byIntegerType<F<true, false>::template With>(instruction.type);
    case Carry::InOut:
      return byIntegerType<F<true, true>::template With>(instruction.type);
    case Carry::None:
      break;
  }
  return nullptr;
}
template <bool In, bool Out>
using MadLoCarryOf = MadCarryOf<false, In, Out>;
template <bool In, bool Out>
using MadHiCarryOf = MadCarryOf<true, In, Out>;

// %clock, %clock64, %clock_hi and %globaltimer (and its halves): the
// simulator's %globaltimer counts nanoseconds as one a warp instruction of
// its block, the same count as %clock64 (docs/ptx.md).
bool readsClock(const Instruction& instruction) {
  const Operand& source = instruction.operands()[1];
  using R = SpecialRegister;
  return source.kind == Operand::Kind::SpecialRegister &&
         (source.special == R::Clock || source.special == R::Clock64 ||
          source.special == R::ClockHi || source.special == R::Globaltimer ||
          source.special == R::GlobaltimerLo || source.special == R::GlobaltimerHi);
}
bool readsClockHigh(const Instruction& instruction) {
  const Operand& source = instruction.operands()[1];
  return source.special == SpecialRegister::ClockHi ||
         source.special == SpecialRegister::GlobaltimerHi;
}

// --- One function a Semantics value (isa.hpp's GPUASM_PTX_SEMANTICS) ---------------
// Each picks the handler of an instruction of its rows, or nullptr for a type
// (or state space) it has none for.

}  // namespace

// add.u16x2 / add.s16x2 (sm_90): each 16-bit half wraps on its own (the
// same bits for either signedness).
struct AddHalves {
  template <class T>
  static T apply(T a, T b) {
    const uint32_t low = (a + b) & 0xffffu;
    const uint32_t high = ((a >> 16) + (b >> 16)) & 0xffffu;
    return static_cast<T>(high << 16 | low);
  }
};

Handler chooseAdd(const Instruction& instruction) {
  if (instruction.row->carry != Carry::None) return byCarry<AddCarryOf>(instruction);
  if (spelledWith(instruction, "u16x2") || spelledWith(instruction, "s16x2"))
    return binary<AddHalves, uint32_t>;
  if (spelledWith(instruction, "sat"))
    return instruction.type == Type::S32 ? binary<AddSaturate, int32_t> : nullptr;
  if (instruction.type == Type::F32) return floatAdd(instruction);
  return byIntegerType<BinaryOf<Add>::With>(instruction.type);
}
Handler chooseSub(const Instruction& instruction) {
  if (instruction.row->carry != Carry::None) return byCarry<SubCarryOf>(instruction);
  if (spelledWith(instruction, "sat"))
    return instruction.type == Type::S32 ? binary<SubSaturate, int32_t> : nullptr;
  return byIntegerType<BinaryOf<Sub>::With>(instruction.type);
}
Handler chooseMulLo(const Instruction& instruction) {
  return byIntegerType<BinaryOf<MulLo>::With>(instruction.type);
}
Handler chooseMulHi(const Instruction& instruction) {
  return byIntegerType<BinaryOf<MulHi>::With>(instruction.type);
}
Handler chooseMulWide(const Instruction& instruction) {
  return byIntegerType<WideOf<false>::With>(instruction.type);
}
Handler chooseMadLo(const Instruction& instruction) {
  if (instruction.row->carry != Carry::None) return byCarry<MadLoCarryOf>(instruction);
  return byIntegerType<MadOf<false>::With>(instruction.type);
}
Handler chooseMadHi(const Instruction& instruction) {
  if (instruction.row->carry != Carry::None) return byCarry<MadHiCarryOf>(instruction);
  if (spelledWith(instruction, "sat"))
    return instruction.type == Type::S32 ? &multiplyAddHighSaturate : nullptr;
  return byIntegerType<MadOf<true>::With>(instruction.type);
}
Handler chooseMadWide(const Instruction& instruction) {
  return byIntegerType<WideOf<true>::With>(instruction.type);
}
// .pred values are 0 or 1: the bitwise operation on them is the logical one.
static Type logicBits(Type type) {
  return type == Type::Pred ? Type::B64 : type;
}
Handler chooseAnd(const Instruction& instruction) {
  return byIntegerType<BinaryOf<And>::With>(logicBits(instruction.type));
}
Handler chooseOr(const Instruction& instruction) {
  return byIntegerType<BinaryOf<Or>::With>(logicBits(instruction.type));
}
Handler chooseXor(const Instruction& instruction) {
  return byIntegerType<BinaryOf<Xor>::With>(logicBits(instruction.type));
}
Handler chooseNot(const Instruction& instruction) {
  return instruction.type == Type::Pred ? &notPredicate : byIntegerType<NotOf>(instruction.type);
}
Handler chooseShl(const Instruction& instruction) {
  return byIntegerType<ShiftOf<Shl>::With>(instruction.type);
}
Handler chooseShr(const Instruction& instruction) {
  return byIntegerType<ShiftOf<Shr>::With>(instruction.type);
}
Handler chooseSetp(const Instruction& instruction) {
  if (combines(instruction)) return byCompare<CombinedSetp>(instruction.compare, instruction.type);
  return byCompare<PlainSetp>(instruction.compare, instruction.type);
}
Handler chooseSet(const Instruction& instruction) {
  return byCompare<SetOf>(instruction.compare, instruction.sourceType);
}
Handler chooseSlctInteger(const Instruction&) {
  return &selectBySign;
}
Handler chooseSelp(const Instruction&) {
  return &select;
}
Handler chooseMov(const Instruction& instruction) {
  if (instruction.type == Type::B128) return wideMove(instruction);
  if (instruction.vectorWidth > 1) return &moveVector;
  if (instruction.operands().size() == 2 && instruction.operands()[0].kind == Operand::Kind::Vector)
    return &unpack;
  if (instruction.operands().size() == 2 && instruction.operands()[1].kind == Operand::Kind::Vector)
    return &pack;
  if (readsClock(instruction)) return readsClockHigh(instruction) ? &readClockHigh : &readClock;
  return &move;
}
Handler chooseCvt(const Instruction& instruction) {
  if (readsClock(instruction)) return readsClockHigh(instruction) ? &readClockHigh : &readClock;
  return spelledWith(instruction, "sat") ? &convertSaturate : &convert;
}
// The SIMT stack (simulator.cpp) runs these rows by their Control column.
Handler chooseControlFlow(const Instruction&) {
  return nullptr;
}
Handler chooseNotSimulated(const Instruction&) {
  return nullptr;
}

namespace {
using Chooser = Handler (*)(const Instruction&);
constexpr Chooser kChoosers[] = {
#define GPUASM_PTX_CHOOSER(name) &choose##name,
    GPUASM_PTX_SEMANTICS(GPUASM_PTX_CHOOSER)
#undef GPUASM_PTX_CHOOSER
};
static_assert(std::size(kChoosers) == kSemanticsCount);

}  // namespace

uint8_t operationMode(const Instruction& instruction) {
  const Semantics semantics = instruction.row->semantics;
  if (semantics != Semantics::Setp && semantics != Semantics::Set &&
      semantics != Semantics::FloatSetp && semantics != Semantics::FloatSet)
    return 0;
  // Bit 2 * comparison + c of the table: c as written, or negated (`!%p`).
  uint8_t table = 0b0100;  // the comparison alone
  if (spelledWith(instruction, "and")) table = 0b1000;
  if (spelledWith(instruction, "or")) table = 0b1110;
  if (spelledWith(instruction, "xor")) table = 0b0110;
  if (combines(instruction) && cNegated(instruction))
    table = static_cast<uint8_t>(((table & 0b0101) << 1) | ((table & 0b1010) >> 1));
  const bool floatResult = semantics == Semantics::Set && instruction.type == Type::F32;
  return static_cast<uint8_t>(table | (floatResult ? 16 : 0));
}

Handler handlerFor(const Instruction& instruction, std::string& error) {
  Handler handler = kChoosers[static_cast<size_t>(instruction.row->semantics)](instruction);
  if (!handler) error = fmt::format("the simulator cannot run '{}' yet", instruction.opcode());
  return handler;
}

}  // namespace gpuasm::ptx
