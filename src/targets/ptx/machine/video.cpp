// The video instructions (PTX ISA 9.7.18) on the simulator, as the manual's
// pseudocode defines them: each source's selected byte, half or word sign- or
// zero-extended by its type, the operation on the exact values (the manual's
// .s34 intermediate; a shift keeps every bit), the optional clamp to the
// destination's (or the merged part's) range, then the secondary operation
// (.add .min .max with c, of d's signedness) or the merge into c; the low 32
// bits are d. The SIMD forms select their halves or bytes from the 64 bits
// {b, a} and write each lane by the mask, or add the masked lanes to c.
// The form is read once (predecode's modifiers: videoControl) into Op::window.
#include "targets/ptx/video.hpp"

#include <bit>
#include <initializer_list>

#include "targets/ptx/machine/lanes.hpp"

namespace gpuasm::ptx {
namespace {

using lanes::forLanes;
using lanes::Int128;

// An op's video form, packed in its Op::window.
struct VideoControl {
  uint64_t operation : 4;
  uint64_t secondary : 2;
  uint64_t lanes : 3;
  uint64_t dSigned : 1;
  uint64_t aSigned : 1;
  uint64_t bSigned : 1;
  uint64_t saturate : 1;
  uint64_t clamp : 1;
  uint64_t plusOne : 1;
  uint64_t negateProduct : 1;
  uint64_t negateC : 1;
  uint64_t compare : 3;
  uint64_t shift : 4;
  // Scalar: 0 (the word), 1-4 (.b0-.b3), 5-6 (.h0-.h1). SIMD: destSelect is
  // the mask (bit i: lane i written), aSelect and bSelect the lanes' parts of
  // {b, a}, 3 bits a lane, lane 0 first.
  uint64_t destSelect : 8;
  uint64_t aSelect : 12;
  uint64_t bSelect : 12;
};
static_assert(sizeof(VideoControl) == sizeof(uint64_t));

VideoControl controlOf(const Op& op) {
  return std::bit_cast<VideoControl>(op.window);
}

// A scalar selector's code (VideoControl), from the operand's.
uint64_t scalarSelect(uint64_t value) {
  namespace vo = video_operand;
  if (!(value & vo::kSelector)) return 0;
  return (value & vo::kHalves ? 5 : 1) + vo::digit(value, 0);
}

// A SIMD source selector: written highest lane first (.h10: lane 1 from half
// 1, lane 0 from half 0); packed lane 0 first.
uint64_t simdSelect(uint64_t value, uint32_t lanes, uint64_t fallback) {
  namespace vo = video_operand;
  if (!(value & vo::kSelector)) return fallback;
  uint64_t packed = 0;
  for (uint32_t lane = 0; lane < lanes; ++lane)
    packed |= uint64_t{vo::digit(value, lanes - 1 - lane)} << (3 * lane);
  return packed;
}

// Lane i's part of {b, a} for each lane, packed as VideoControl keeps them.
constexpr uint64_t lanesFrom(std::initializer_list<uint32_t> parts) {
  uint64_t packed = 0, shift = 0;
  for (uint32_t p : parts) {
    packed |= uint64_t{p} << shift;
    shift += 3;
  }
  return packed;
}

int64_t part(uint32_t value, uint64_t select, bool isSigned) {
  if (select == 0) return isSigned ? int64_t{static_cast<int32_t>(value)} : int64_t{value};
  if (select <= 4) {
    const auto byte = static_cast<uint8_t>(value >> (8 * (select - 1)));
    return isSigned ? int64_t{static_cast<int8_t>(byte)} : int64_t{byte};
  }
  const auto half = static_cast<uint16_t>(value >> (16 * (select - 5)));
  return isSigned ? int64_t{static_cast<int16_t>(half)} : int64_t{half};
}

Int128 clampTo(Int128 value, uint32_t bits, bool isSigned) {
  const Int128 most = isSigned ? (Int128{1} << (bits - 1)) - 1 : (Int128{1} << bits) - 1;
  const Int128 least = isSigned ? -(Int128{1} << (bits - 1)) : 0;
  return value > most ? most : value < least ? least : value;
}

bool compares(int64_t a, int64_t b, uint64_t compare) {
  switch (static_cast<Compare>(compare)) {
    case Compare::Eq:
      return a == b;
    case Compare::Ne:
      return a != b;
    case Compare::Lt:
      return a < b;
    case Compare::Le:
      return a <= b;
    case Compare::Gt:
      return a > b;
    default:
      return a >= b;
  }
}

// The primary operation on two extended values (the shift amount as read).
Int128 primary(const VideoControl& v, int64_t a, int64_t b) {
  switch (static_cast<VideoOperation>(v.operation)) {
    case VideoOperation::Add:
      return Int128{a} + b;
    case VideoOperation::Sub:
      return Int128{a} - b;
    case VideoOperation::Absdiff:
      return a > b ? Int128{a} - b : Int128{b} - a;
    case VideoOperation::Min:
      return a < b ? a : b;
    case VideoOperation::Max:
      return a > b ? a : b;
    case VideoOperation::Shl:
    case VideoOperation::Shr: {
      const auto amount = static_cast<uint64_t>(b);
      const uint32_t n = v.clamp ? static_cast<uint32_t>(amount > 32 ? 32 : amount)
                                 : static_cast<uint32_t>(amount & 0x1f);
      if (static_cast<VideoOperation>(v.operation) == VideoOperation::Shl)
        return static_cast<Int128>(static_cast<lanes::Uint128>(Int128{a}) << n);
      return Int128{a} >> n;  // a 33-bit value: n <= 32 keeps its sign
    }
    case VideoOperation::Set:
      return compares(a, b, v.compare) ? 1 : 0;
    case VideoOperation::Avrg: {
      const Int128 sum = Int128{a} + b;
      return sum >= 0 ? (sum + 1) >> 1 : sum >> 1;
    }
    case VideoOperation::Mad:
      break;
  }
  return 0;
}

uint32_t scalar(const VideoControl& v, uint32_t a, uint32_t b, uint32_t c) {
  const int64_t ta = part(a, v.aSelect, v.aSigned);
  const int64_t tb = part(b, v.bSelect, v.bSigned);
  Int128 tmp = primary(v, ta, tb);
  if (v.saturate) {
    const uint32_t bits = v.destSelect == 0 ? 32 : v.destSelect <= 4 ? 8 : 16;
    tmp = clampTo(tmp, bits, v.dSigned);
  }
  const int64_t tc = v.dSigned ? int64_t{static_cast<int32_t>(c)} : int64_t{c};
  switch (static_cast<VideoSecondary>(v.secondary)) {
    case VideoSecondary::Add:
      tmp += tc;
      break;
    case VideoSecondary::Min:
      tmp = tmp < tc ? tmp : Int128{tc};
      break;
    case VideoSecondary::Max:
      tmp = tmp > tc ? tmp : Int128{tc};
      break;
    case VideoSecondary::None:
      break;
  }
  const auto low = static_cast<uint32_t>(tmp);
  if (v.destSelect == 0) return low;
  if (v.destSelect <= 4) {
    const uint32_t at = 8 * (static_cast<uint32_t>(v.destSelect) - 1);
    return (c & ~(0xffu << at)) | ((low & 0xffu) << at);
  }
  const uint32_t at = 16 * (static_cast<uint32_t>(v.destSelect) - 5);
  return (c & ~(0xffffu << at)) | ((low & 0xffffu) << at);
}

// vmad (PTX ISA 9.7.18.1.3): the product negated by one's complement and a
// carried-in 1, c of the final result's signedness, the optional shift and
// the clamp to 32 bits.
uint32_t multiplyAdd(const VideoControl& v, uint32_t a, uint32_t b, uint32_t c) {
  const int64_t ta = part(a, v.aSelect, v.aSigned);
  const int64_t tb = part(b, v.bSelect, v.bSigned);
  const bool signedFinal = v.aSigned || v.bSigned || v.negateProduct || v.negateC;
  Int128 product = Int128{ta} * tb;
  Int128 carry = 0;
  if (v.plusOne) {
    carry = 1;
  } else if (v.negateProduct) {
    product = ~product;
    carry = 1;
  } else if (v.negateC) {
    c = ~c;
    carry = 1;
  }
  const Int128 addend = signedFinal ? Int128{static_cast<int32_t>(c)} : Int128{c};
  Int128 result = (product + addend + carry) >> v.shift;
  // The 64 bits the manual keeps, of the final result's signedness.
  result =
      signedFinal ? Int128{static_cast<int64_t>(result)} : Int128{static_cast<uint64_t>(result)};
  if (v.saturate) result = clampTo(result, 32, signedFinal);
  return static_cast<uint32_t>(result);
}

uint32_t simd(const VideoControl& v, uint32_t a, uint32_t b, uint32_t c) {
  const uint32_t count = v.lanes;
  const uint32_t bits = 32 / count;
  const uint64_t pool = uint64_t{b} << 32 | a;
  const uint32_t laneMask = bits == 16 ? 0xffffu : 0xffu;
  auto lane = [&](uint64_t select, uint32_t i, bool isSigned) {
    const auto raw = static_cast<uint32_t>(pool >> (bits * ((select >> (3 * i)) & 7))) & laneMask;
    if (!isSigned) return int64_t{raw};
    return bits == 16 ? int64_t{static_cast<int16_t>(raw)} : int64_t{static_cast<int8_t>(raw)};
  };
  uint32_t merged = 0;
  int64_t sum = static_cast<int32_t>(c);
  for (uint32_t i = 0; i < count; ++i) {
    Int128 t = primary(v, lane(v.aSelect, i, v.aSigned), lane(v.bSelect, i, v.bSigned));
    if (v.saturate) t = clampTo(t, bits, v.dSigned);
    const bool written = (v.destSelect >> i) & 1;
    if (v.secondary == static_cast<uint64_t>(VideoSecondary::Add)) {
      if (written) sum += static_cast<int64_t>(t);
      continue;
    }
    const uint32_t at = bits * i;
    merged |= written ? (static_cast<uint32_t>(t) & laneMask) << at : c & (laneMask << at);
  }
  return v.secondary == static_cast<uint64_t>(VideoSecondary::Add) ? static_cast<uint32_t>(sum)
                                                                   : merged;
}

template <uint32_t (*F)(const VideoControl&, uint32_t, uint32_t, uint32_t)>
bool video(Warp& w, const Op& op, uint32_t mask) {
  const VideoControl v = controlOf(op);
  uint64_t* d = w.slot(op.dest[0]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  // Without c (the three-operand forms) the destination's old value stands
  // in: nothing reads it then.
  const uint64_t* c = op.source[2] == kNoSlot ? d : w.slot(op.source[2]);
  forLanes(mask, [&](uint32_t l) {
    d[l] =
        F(v, static_cast<uint32_t>(a[l]), static_cast<uint32_t>(b[l]), static_cast<uint32_t>(c[l]));
  });
  return true;
}

}  // namespace

uint64_t videoControl(const Instruction& instruction) {
  namespace vo = video_operand;
  VideoForm form;
  readVideoForm(instruction.opcode(), form);
  VideoControl v{};
  v.operation = static_cast<uint64_t>(form.operation);
  v.secondary = static_cast<uint64_t>(form.secondary);
  v.lanes = form.lanes;
  v.dSigned = form.dSigned;
  v.aSigned = form.aSigned;
  v.bSigned = form.bSigned;
  v.saturate = form.saturate;
  v.clamp = form.clamp;
  v.plusOne = form.plusOne;
  v.compare = static_cast<uint64_t>(form.compare);
  v.shift = form.shift;
  const std::span<Operand> operands = instruction.operands();
  auto valueOf = [&](size_t i) {
    return i < operands.size() && operands[i].kind == Operand::Kind::Register ? operands[i].value
                                                                              : uint64_t{0};
  };
  const bool negateA = valueOf(1) & vo::kNegated, negateB = valueOf(2) & vo::kNegated;
  v.negateProduct = negateA != negateB;
  v.negateC = (valueOf(3) & vo::kNegated) != 0;
  if (form.lanes == 1) {
    v.destSelect = scalarSelect(valueOf(0));
    v.aSelect = scalarSelect(valueOf(1));
    v.bSelect = scalarSelect(valueOf(2));
  } else {
    // Defaults: a's own lanes (.h10, .b3210), b's (.h32, .b7654), every lane written.
    const bool two = form.lanes == 2;
    v.aSelect =
        simdSelect(valueOf(1), form.lanes, two ? lanesFrom({0, 1}) : lanesFrom({0, 1, 2, 3}));
    v.bSelect =
        simdSelect(valueOf(2), form.lanes, two ? lanesFrom({2, 3}) : lanesFrom({4, 5, 6, 7}));
    const uint64_t dest = valueOf(0);
    uint64_t mask = two ? 0x3 : 0xf;
    if (dest & vo::kSelector) {
      mask = 0;
      for (uint32_t i = 0; i < vo::digitCount(dest); ++i) mask |= uint64_t{1} << vo::digit(dest, i);
    }
    v.destSelect = mask;
  }
  return std::bit_cast<uint64_t>(v);
}

Handler chooseVideo(const Instruction& instruction) {
  VideoForm form;
  readVideoForm(instruction.opcode(), form);
  if (form.lanes > 1) return &video<simd>;
  if (form.operation == VideoOperation::Mad) return &video<multiplyAdd>;
  return &video<scalar>;
}

}  // namespace gpuasm::ptx
