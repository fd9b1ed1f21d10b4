// The integer, bit, comparison and selection instructions on the simulator
// against host references written here from the PTX ISA's pseudocode, in a
// different style from the handlers (machine/integer.cpp, machine/bits.cpp,
// machine/semantics.cpp): bit-by-bit loops where the handlers use masks,
// __int128 arithmetic where they use the type's own. Each form runs on edge
// values (0, 1, the extremes, -1, shift counts 0/31/32/33/255, positions and
// lengths past the width) in every pairing, and on random values, one thread a
// tuple. Division by zero gives all ones (NVIDIA's integer division; the
// manual says "unspecified"), the most negative value over -1 wraps.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"

// GCC 12 at -O3 misreads the string concatenations that build the forms'
// text (-Wrestrict, a known false positive).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wrestrict"
#endif

namespace gpuasm::testing {
namespace {

using namespace gpuasm::ptx;

__extension__ typedef __int128 I128;
__extension__ typedef unsigned __int128 U128;

using Tuple = std::array<uint64_t, 4>;  // a, b, c, e as loaded (cut to each operand's width)

// The widths of an instruction's operands: %vd, %va, %vb, %vc, %ve; 0 for an
// operand it does not have, 1 for a .pred.
struct Widths {
  int d = 32, a = 32, b = 32, c = 0, e = 0;
};

std::string declare(const std::string& name, int bits) {
  if (bits == 0) return "";
  if (bits == 1) return "  .reg .pred " + name + ";\n";
  return "  .reg .b" + std::to_string(bits) + " " + name + ";\n";
}
std::string loadInto(const std::string& name, int bits, const std::string& from) {
  if (bits == 0) return "";
  if (bits == 1) return "  setp.ne.u64 " + name + ", " + from + ", 0;\n";
  if (bits == 64) return "  mov.b64 " + name + ", " + from + ";\n";
  return "  cvt.u" + std::to_string(bits) + ".u64 " + name + ", " + from + ";\n";
}

// Runs `instruction` (on %vd, %va, %vb, %vc, %ve) once per tuple, one thread
// each, and returns %vd of each as a zero-extended 64-bit value (a .pred as 0/1).
std::vector<uint64_t> runEach(const std::string& instruction, Widths w,
                              const std::vector<Tuple>& tuples, const std::string& target = "sm_90",
                              const std::string& version = "8.5") {
  constexpr uint32_t kBlock = 128;
  const uint32_t blocks = static_cast<uint32_t>((tuples.size() + kBlock - 1) / kBlock);
  std::string text = ".version " + version + "\n.target " + target +
                     "\n.address_size 64\n.visible .entry k(.param .u64 in, .param .u64 out)\n{\n"
                     "  .reg .b64 %x<8>;\n  .reg .b32 %t<3>;\n  .reg .pred %vq;\n";
  text += declare("%vd", w.d) + declare("%va", w.a) + declare("%vb", w.b) + declare("%vc", w.c) +
          declare("%ve", w.e);
  text +=
      "  mov.u32 %t0, %tid.x;\n  mov.u32 %t1, %ctaid.x;\n  mov.u32 %t2, %ntid.x;\n"
      "  mad.lo.u32 %t0, %t1, %t2, %t0;\n  mul.wide.u32 %x0, %t0, 32;\n"
      "  ld.param.u64 %x1, [in];\n  add.u64 %x1, %x1, %x0;\n"
      "  ld.global.u64 %x2, [%x1];\n  ld.global.u64 %x3, [%x1+8];\n"
      "  ld.global.u64 %x4, [%x1+16];\n  ld.global.u64 %x5, [%x1+24];\n";
  text += loadInto("%va", w.a, "%x2") + loadInto("%vb", w.b, "%x3") + loadInto("%vc", w.c, "%x4") +
          loadInto("%ve", w.e, "%x5");
  text += "  " + instruction + "\n";
  if (w.d == 1) {
    text += "  selp.u64 %x6, 1, 0, %vd;\n";
  } else if (w.d == 64) {
    text += "  mov.b64 %x6, %vd;\n";
  } else {
    text += "  cvt.u64.u" + std::to_string(w.d) + " %x6, %vd;\n";
  }
  text +=
      "  mul.wide.u32 %x0, %t0, 8;\n  ld.param.u64 %x7, [out];\n  add.u64 %x7, %x7, %x0;\n"
      "  st.global.u64 [%x7], %x6;\n  ret;\n}\n";
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  EXPECT_TRUE(program) << error << "\n" << text;
  if (!program) return {};
  auto kernel = Kernel::create(*program, "k", error);
  EXPECT_TRUE(kernel) << error;
  if (!kernel) return {};
  auto device = openDevice(DeviceKind::Simulator, error);
  std::vector<uint8_t> in(size_t{blocks} * kBlock * 32, 0);
  std::memcpy(in.data(), tuples.data(), tuples.size() * sizeof(Tuple));
  Buffer a = device->createBuffer(in.size(), in);
  Buffer b = device->createBuffer(size_t{blocks} * kBlock * 8);
  kernel->setArgument("in", ArgumentValue::ofBuffer(a), error);
  kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
  LaunchSettings settings;
  settings.grid = {blocks, 1, 1};
  settings.block = {kBlock, 1, 1};
  LaunchReport report = device->launch(*kernel, settings);
  EXPECT_FALSE(report.fault) << report.fault->describe();
  std::vector<uint8_t> bytes(size_t{blocks} * kBlock * 8);
  device->read(b, 0, bytes);
  std::vector<uint64_t> out(tuples.size());
  std::memcpy(out.data(), bytes.data(), out.size() * 8);
  return out;
}

uint64_t maskOf(int bits) {
  return bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1;
}
// The value of `bits` bits as a signed number.
I128 signedOf(uint64_t v, int bits) {
  v &= maskOf(bits);
  I128 x = v;
  if ((v >> (bits - 1)) & 1) x -= static_cast<I128>(1) << bits;
  return x;
}
uint64_t wrap(I128 v, int bits) {
  return static_cast<uint64_t>(static_cast<U128>(v)) & maskOf(bits);
}

// Edge values of a width, then the shift counts and positions every form
// should meet.
std::vector<uint64_t> edges(int bits) {
  const uint64_t m = maskOf(bits), top = uint64_t{1} << (bits - 1);
  std::vector<uint64_t> v = {0,
                             1,
                             2,
                             3,
                             m,
                             m - 1,
                             top,
                             top - 1,
                             top + 1,
                             0x5555555555555555 & m,
                             0xaaaaaaaaaaaaaaaa & m,
                             7,
                             24,
                             31,
                             32,
                             33,
                             63,
                             64,
                             65,
                             255,
                             256};
  for (uint64_t& x : v) x &= m;
  return v;
}

// Edge tuples (every pairing of a's and b's edges, c and e from theirs in
// turn) followed by random ones, each operand cut to its width.
std::vector<Tuple> tuplesFor(Widths w, uint64_t seed, size_t randoms = 300) {
  std::vector<Tuple> tuples;
  auto cut = [](uint64_t v, int bits) { return bits == 0 ? 0 : v & maskOf(bits == 1 ? 1 : bits); };
  const int aBits = w.a == 1 ? 1 : w.a, bBits = w.b == 0 ? 8 : w.b;
  const std::vector<uint64_t> ea = edges(std::max(aBits, 2)), eb = edges(std::max(bBits, 2));
  const std::vector<uint64_t> ec = edges(std::max(w.c, 2)), ee = edges(std::max(w.e, 2));
  size_t k = 0;
  for (uint64_t a : ea) {
    for (uint64_t b : eb) {
      tuples.push_back({cut(a, w.a), cut(b, w.b), cut(ec[k % ec.size()], w.c),
                        cut(ee[(k / 3) % ee.size()], w.e)});
      ++k;
    }
  }
  std::mt19937_64 random(seed);
  for (size_t i = 0; i < randoms; ++i) {
    Tuple t;
    for (uint64_t& x : t) {
      x = random();
      // A small value a third of the time: positions, lengths and shift counts.
      if (random() % 3 == 0) x &= 0x7f;
    }
    tuples.push_back({cut(t[0], w.a), cut(t[1], w.b), cut(t[2], w.c), cut(t[3], w.e)});
  }
  return tuples;
}

using Reference = std::function<uint64_t(const Tuple&)>;

// Runs the form on edge and random tuples and compares every result with the
// reference; reports the first few that differ.
void check(const std::string& instruction, Widths w, const Reference& reference, uint64_t seed = 1,
           const std::string& target = "sm_90") {
  SCOPED_TRACE(instruction);
  const std::vector<Tuple> tuples = tuplesFor(w, seed);
  const std::vector<uint64_t> got = runEach(instruction, w, tuples, target);
  ASSERT_EQ(got.size(), tuples.size());
  int reported = 0;
  for (size_t i = 0; i < tuples.size() && reported < 5; ++i) {
    const uint64_t want = reference(tuples[i]) & maskOf(w.d == 1 ? 1 : w.d);
    if (got[i] != want) {
      ADD_FAILURE() << std::hex << "a=0x" << tuples[i][0] << " b=0x" << tuples[i][1] << " c=0x"
                    << tuples[i][2] << " e=0x" << tuples[i][3] << ": got 0x" << got[i]
                    << ", want 0x" << want;
      ++reported;
    }
  }
}

struct IntegerType {
  std::string name;
  int bits;
  bool isSigned;
};
const std::vector<IntegerType> kIntegerTypes = {{"u16", 16, false}, {"u32", 32, false},
                                                {"u64", 64, false}, {"s16", 16, true},
                                                {"s32", 32, true},  {"s64", 64, true}};

I128 valueOf(uint64_t v, const IntegerType& t) {
  return t.isSigned ? signedOf(v, t.bits) : static_cast<I128>(v & maskOf(t.bits));
}

std::string assembleError(const std::string& body, const std::string& target = "sm_90",
                          const std::string& version = "8.5");

// --- Arithmetic ------------------------------------------------------------------

TEST(PtxInteger, DivAndRemTruncateAndGiveAllOnesForAZeroDivisor) {
  for (const IntegerType& t : kIntegerTypes) {
    const Widths w{t.bits, t.bits, t.bits};
    auto quotient = [t](const Tuple& v) -> uint64_t {
      const I128 a = valueOf(v[0], t), b = valueOf(v[1], t);
      if (b == 0) return maskOf(t.bits);
      return wrap(a / b, t.bits);  // C++ truncates toward zero, as PTX; INT_MIN / -1 wraps
    };
    auto remainder = [t](const Tuple& v) -> uint64_t {
      const I128 a = valueOf(v[0], t), b = valueOf(v[1], t);
      if (b == 0) return maskOf(t.bits);
      return wrap(a - (a / b) * b, t.bits);
    };
    check("div." + t.name + " %vd, %va, %vb;", w, quotient, t.bits);
    check("rem." + t.name + " %vd, %va, %vb;", w, remainder, t.bits + 1);
  }
}

TEST(PtxInteger, DivisionEdgesWorkedByHand) {
  // div.s32 INT_MIN / -1 = INT_MIN (wraps); rem = 0; by zero: all ones.
  const std::vector<Tuple> tuples = {{0x80000000, 0xffffffff, 0, 0},
                                     {7, 0, 0, 0},
                                     {0xfffffff9, 2, 0, 0},   // -7 / 2 = -3, rem -1
                                     {7, 0xfffffffe, 0, 0}};  // 7 / -2 = -3, rem 1
  const Widths w{32, 32, 32};
  EXPECT_EQ(runEach("div.s32 %vd, %va, %vb;", w, tuples),
            (std::vector<uint64_t>{0x80000000, 0xffffffff, 0xfffffffd, 0xfffffffd}));
  EXPECT_EQ(runEach("rem.s32 %vd, %va, %vb;", w, tuples),
            (std::vector<uint64_t>{0, 0xffffffff, 0xffffffff, 1}));
  EXPECT_EQ(runEach("div.u32 %vd, %va, %vb;", w, tuples),
            (std::vector<uint64_t>{0, 0xffffffff, 0x7ffffffc, 0}));
}

TEST(PtxInteger, AbsNegMinMaxAndSad) {
  for (const IntegerType& t : kIntegerTypes) {
    const Widths w{t.bits, t.bits, t.bits};
    if (t.isSigned) {
      check("abs." + t.name + " %vd, %va;", {t.bits, t.bits, 0}, [t](const Tuple& v) {
        const I128 a = valueOf(v[0], t);
        return wrap(a < 0 ? -a : a, t.bits);
      });
      check("neg." + t.name + " %vd, %va;", {t.bits, t.bits, 0},
            [t](const Tuple& v) { return wrap(-valueOf(v[0], t), t.bits); });
    }
    check("min." + t.name + " %vd, %va, %vb;", w, [t](const Tuple& v) {
      return wrap(std::min(valueOf(v[0], t), valueOf(v[1], t)), t.bits);
    });
    check("max." + t.name + " %vd, %va, %vb;", w, [t](const Tuple& v) {
      return wrap(std::max(valueOf(v[0], t), valueOf(v[1], t)), t.bits);
    });
    check("sad." + t.name + " %vd, %va, %vb, %vc;", {t.bits, t.bits, t.bits, t.bits},
          [t](const Tuple& v) {
            const I128 a = valueOf(v[0], t), b = valueOf(v[1], t);
            return wrap(valueOf(v[2], t) + (a < b ? b - a : a - b), t.bits);
          });
  }
  const IntegerType s32{"s32", 32, true};
  check("min.relu.s32 %vd, %va, %vb;", {32, 32, 32}, [s32](const Tuple& v) {
    return wrap(std::max<I128>(0, std::min(valueOf(v[0], s32), valueOf(v[1], s32))), 32);
  });
  check("max.relu.s32 %vd, %va, %vb;", {32, 32, 32}, [s32](const Tuple& v) {
    return wrap(std::max<I128>(0, std::max(valueOf(v[0], s32), valueOf(v[1], s32))), 32);
  });
}

TEST(PtxInteger, PackedSixteenBitMinAndMaxTakeEachHalfOnItsOwn) {
  // The host's min/max of each 16-bit half, signed or not, then relu.
  auto halves = [](const Tuple& v, bool isSigned, bool maximum, bool relu) {
    uint64_t out = 0;
    for (int shift : {0, 16}) {
      const auto x = static_cast<uint16_t>(static_cast<uint64_t>(v[0]) >> shift);
      const auto y = static_cast<uint16_t>(static_cast<uint64_t>(v[1]) >> shift);
      I128 a = isSigned ? static_cast<int16_t>(x) : x, b = isSigned ? static_cast<int16_t>(y) : y;
      I128 r = maximum ? std::max(a, b) : std::min(a, b);
      if (relu && r < 0) r = 0;
      out |= static_cast<uint64_t>(static_cast<uint16_t>(r)) << shift;
    }
    return out;
  };
  for (bool maximum : {false, true}) {
    const std::string op = maximum ? "max" : "min";
    check(op + ".u16x2 %vd, %va, %vb;", {32, 32, 32},
          [&](const Tuple& v) { return halves(v, false, maximum, false); });
    check(op + ".s16x2 %vd, %va, %vb;", {32, 32, 32},
          [&](const Tuple& v) { return halves(v, true, maximum, false); });
    check(op + ".relu.s16x2 %vd, %va, %vb;", {32, 32, 32},
          [&](const Tuple& v) { return halves(v, true, maximum, true); });
  }
}

I128 clampTo(I128 v, int bits, bool isSigned) {
  const I128 low = isSigned ? -(static_cast<I128>(1) << (bits - 1)) : 0;
  const I128 high =
      isSigned ? (static_cast<I128>(1) << (bits - 1)) - 1 : (static_cast<I128>(1) << bits) - 1;
  return v < low ? low : v > high ? high : v;
}

TEST(PtxInteger, SaturatingAddSubAndMadHi) {
  const IntegerType s32{"s32", 32, true};
  check("add.sat.s32 %vd, %va, %vb;", {32, 32, 32}, [s32](const Tuple& v) {
    return wrap(clampTo(valueOf(v[0], s32) + valueOf(v[1], s32), 32, true), 32);
  });
  check("sub.sat.s32 %vd, %va, %vb;", {32, 32, 32}, [s32](const Tuple& v) {
    return wrap(clampTo(valueOf(v[0], s32) - valueOf(v[1], s32), 32, true), 32);
  });
  check("mad.hi.sat.s32 %vd, %va, %vb, %vc;", {32, 32, 32, 32}, [s32](const Tuple& v) {
    const I128 product = valueOf(v[0], s32) * valueOf(v[1], s32);
    const I128 high = product >> 32;  // arithmetic: the signed high word
    return wrap(clampTo(high + valueOf(v[2], s32), 32, true), 32);
  });
}

TEST(PtxInteger, SixteenBitFormsReadTheCarry) {
  // ptxas takes .u16/.s16 for addc, subc, madc.lo/hi (not the .cc forms);
  // `add.cc.u32 0xffffffff + 1` leaves CF = 1 (a carry) first; `sub.cc.u32
  // 0 - 1` a borrow (the one flag then 0: its carry is the borrow's complement).
  const Widths w{16, 16, 16, 16};
  check("add.cc.u32 %t1, 4294967295, 1;\n  addc.u16 %vd, %va, %vb;", w,
        [](const Tuple& v) { return (v[0] + v[1] + 1) & 0xffff; });
  check("sub.cc.u32 %t1, 0, 1;\n  subc.s16 %vd, %va, %vb;", w,
        [](const Tuple& v) { return (v[0] - v[1] - 1) & 0xffff; });
  check("add.cc.u32 %t1, 4294967295, 1;\n  madc.lo.u16 %vd, %va, %vb, %vc;", w,
        [](const Tuple& v) { return (v[0] * v[1] + v[2] + 1) & 0xffff; });
  check("add.cc.u32 %t1, 4294967295, 1;\n  madc.hi.s16 %vd, %va, %vb, %vc;", w, [](const Tuple& v) {
    const int64_t product = int64_t(int16_t(uint16_t(v[0]))) * int16_t(uint16_t(v[1]));
    return (uint64_t(product >> 16) + v[2] + 1) & 0xffff;
  });
  EXPECT_NE(assembleError("add.cc.u16 %h1, %h2, %h3;").find("invalid type"), std::string::npos);
}

TEST(PtxInteger, SixtyFourBitMadHiCarryChain) {
  // VanitySearch's secp256k1 fold: mad.hi.cc.u64 then madc.hi.u64 reads its CF.
  // (2^64 - 1)^2 = 2^128 - 2^65 + 1, so its high word is 2^64 - 2; adding c = 2
  // wraps to 0 with CF = 1 and the madc gives 2^64 - 2 + 0 + 1; c = 1 leaves CF = 0.
  const uint64_t ones = ~uint64_t{0};
  const std::vector<uint64_t> got =
      runEach("mad.hi.cc.u64 %x6, %va, %vb, %vc;\n  madc.hi.u64 %vd, %va, %vb, 0;",
              {64, 64, 64, 64}, {Tuple{ones, ones, 2, 0}, Tuple{ones, ones, 1, 0}});
  EXPECT_EQ(got, (std::vector<uint64_t>{ones, ones - 1}));
}

TEST(PtxInteger, MixedCarryChainsSeeTheBorrowAsAnInvertedCarry) {
  // One flag: a - b is done as a + ~b + 1, so after sub.cc CF = !borrow and
  // subc takes borrow = !CF (CGBN presets CF with `sub.cc 0, lane`). By hand:
  // 0 - 1 borrows, so addc adds 0; 1 - 0 does not, so addc adds 1; after
  // add.cc 0xffffffff + 1 (carry) subc subtracts 0, after 0 + 0 it subtracts 1.
  const Widths w{32, 32, 32, 32};
  check("sub.cc.u32 %t1, 0, 1;\n  addc.u32 %vd, %va, %vb;", w,
        [](const Tuple& v) { return (v[0] + v[1]) & 0xffffffff; });
  check("sub.cc.u32 %t1, 1, 0;\n  addc.u32 %vd, %va, %vb;", w,
        [](const Tuple& v) { return (v[0] + v[1] + 1) & 0xffffffff; });
  check("add.cc.u32 %t1, 4294967295, 1;\n  subc.u32 %vd, %va, %vb;", w,
        [](const Tuple& v) { return (v[0] - v[1]) & 0xffffffff; });
  check("add.cc.u32 %t1, 0, 0;\n  subc.u32 %vd, %va, %vb;", w,
        [](const Tuple& v) { return (v[0] - v[1] - 1) & 0xffffffff; });
}

TEST(PtxInteger, Mul24AndMad24UseTheLow24BitsOfEachOperand) {
  for (bool isSigned : {false, true}) {
    const std::string type = isSigned ? "s32" : "u32";
    auto product = [isSigned](const Tuple& v) -> I128 {
      // The operands' bits 23..0 only, bit 23 the sign for .s32.
      I128 x = 0, y = 0;
      for (int i = 0; i < 24; ++i) {
        x |= static_cast<I128>((v[0] >> i) & 1) << i;
        y |= static_cast<I128>((v[1] >> i) & 1) << i;
      }
      if (isSigned && (v[0] >> 23) & 1) x -= I128{1} << 24;
      if (isSigned && (v[1] >> 23) & 1) y -= I128{1} << 24;
      return x * y;
    };
    auto bitsOf = [](I128 p, int from) {
      return static_cast<uint64_t>(static_cast<U128>(p) >> from) & 0xffffffff;
    };
    check("mul24.lo." + type + " %vd, %va, %vb;", {32, 32, 32},
          [=](const Tuple& v) { return bitsOf(product(v), 0); });
    check("mul24.hi." + type + " %vd, %va, %vb;", {32, 32, 32},
          [=](const Tuple& v) { return bitsOf(product(v), 16); });
    check("mad24.lo." + type + " %vd, %va, %vb, %vc;", {32, 32, 32, 32},
          [=](const Tuple& v) { return (bitsOf(product(v), 0) + v[2]) & 0xffffffff; });
    check("mad24.hi." + type + " %vd, %va, %vb, %vc;", {32, 32, 32, 32},
          [=](const Tuple& v) { return (bitsOf(product(v), 16) + v[2]) & 0xffffffff; });
    if (isSigned) {
      check("mad24.hi.sat.s32 %vd, %va, %vb, %vc;", {32, 32, 32, 32}, [=](const Tuple& v) {
        const I128 high = signedOf(bitsOf(product(v), 16), 32);
        return wrap(clampTo(high + signedOf(v[2], 32), 32, true), 32);
      });
    }
  }
  // By hand: 0xffffff * 0xffffff (.u32) = 0xfffffe000001; .hi = bits 47..16 = 0xfffffe00.
  EXPECT_EQ(runEach("mul24.hi.u32 %vd, %va, %vb;", {32, 32, 32}, {{0xffffffff, 0x00ffffff, 0, 0}}),
            (std::vector<uint64_t>{0xfffffe00}));
}

TEST(PtxInteger, Dp4aAndDp2aSumByteProducts) {
  for (const std::string at : {"u32", "s32"}) {
    for (const std::string bt : {"u32", "s32"}) {
      const bool as = at == "s32", bs = bt == "s32";
      auto part = [](uint64_t v, int index, int bits, bool isSigned) {
        return static_cast<int64_t>(isSigned
                                        ? signedOf(v >> (bits * index), bits)
                                        : static_cast<I128>((v >> (bits * index)) & maskOf(bits)));
      };
      check("dp4a." + at + "." + bt + " %vd, %va, %vb, %vc;", {32, 32, 32, 32},
            [=](const Tuple& v) {
              int64_t sum = static_cast<int64_t>(v[2]);
              for (int i = 0; i < 4; ++i) sum += part(v[0], i, 8, as) * part(v[1], i, 8, bs);
              return static_cast<uint64_t>(sum) & 0xffffffff;
            });
      for (const std::string mode : {"lo", "hi"}) {
        const int first = mode == "hi" ? 2 : 0;
        check("dp2a." + mode + "." + at + "." + bt + " %vd, %va, %vb, %vc;", {32, 32, 32, 32},
              [=](const Tuple& v) {
                int64_t sum = static_cast<int64_t>(v[2]);
                for (int i = 0; i < 2; ++i)
                  sum += part(v[0], i, 16, as) * part(v[1], first + i, 8, bs);
                return static_cast<uint64_t>(sum) & 0xffffffff;
              });
      }
    }
  }
}

// --- Bits ----------------------------------------------------------------------------

int bitAt(uint64_t v, int i) {
  return static_cast<int>((v >> i) & 1);
}

TEST(PtxBits, PopcClzBrevAndBfindCountBitByBit) {
  for (int bits : {32, 64}) {
    const std::string b = "b" + std::to_string(bits);
    check("popc." + b + " %vd, %va;", {32, bits, 0}, [bits](const Tuple& v) {
      uint64_t n = 0;
      for (int i = 0; i < bits; ++i) n += bitAt(v[0], i);
      return n;
    });
    check("clz." + b + " %vd, %va;", {32, bits, 0}, [bits](const Tuple& v) {
      uint64_t n = 0;
      for (int i = bits - 1; i >= 0 && !bitAt(v[0], i); --i) ++n;
      return n;
    });
    check("brev." + b + " %vd, %va;", {bits, bits, 0}, [bits](const Tuple& v) {
      uint64_t r = 0;
      for (int i = 0; i < bits; ++i) r |= uint64_t(bitAt(v[0], i)) << (bits - 1 - i);
      return r;
    });
    for (bool isSigned : {false, true}) {
      for (bool shiftAmount : {false, true}) {
        const std::string type = (isSigned ? "s" : "u") + std::to_string(bits);
        check(std::string("bfind.") + (shiftAmount ? "shiftamt." : "") + type + " %vd, %va;",
              {32, bits, 0}, [=](const Tuple& v) -> uint64_t {
                uint64_t a = v[0];
                const int msb = bits - 1;
                if (isSigned && bitAt(a, msb)) a = ~a & maskOf(bits);
                uint64_t d = 0xffffffff;
                for (int i = msb; i >= 0; --i) {
                  if (bitAt(a, i)) {
                    d = static_cast<uint64_t>(i);
                    break;
                  }
                }
                if (shiftAmount && d != 0xffffffff) d = static_cast<uint64_t>(msb) - d;
                return d;
              });
      }
    }
  }
}

TEST(PtxBits, BfeExtractsBitByBitWithPositionsAndLengthsPastTheWidth) {
  for (const IntegerType& t : kIntegerTypes) {
    if (t.bits == 16) continue;
    check("bfe." + t.name + " %vd, %va, %vb, %vc;", {t.bits, t.bits, 32, 32}, [t](const Tuple& v) {
      const int msb = t.bits - 1;
      const int pos = static_cast<int>(v[1] & 0xff), len = static_cast<int>(v[2] & 0xff);
      const int sbit = (!t.isSigned || len == 0) ? 0 : bitAt(v[0], std::min(pos + len - 1, msb));
      uint64_t d = 0;
      for (int i = 0; i <= msb; ++i) {
        const int bit = (i < len && pos + i <= msb) ? bitAt(v[0], pos + i) : sbit;
        d |= uint64_t(bit) << i;
      }
      return d;
    });
  }
  // By hand: bits 4..11 of 0x00000ab0 = 0xab, sign-extended from bit 11 of the field.
  EXPECT_EQ(runEach("bfe.s32 %vd, %va, %vb, %vc;", {32, 32, 32, 32},
                    {{0xab0, 4, 8, 0}, {0xab0, 4, 0, 0}, {0x80000000, 31, 200, 0}}),
            (std::vector<uint64_t>{0xffffffab, 0, 0xffffffff}));
}

TEST(PtxBits, BfiInsertsBitByBitWithPositionsAndLengthsPastTheWidth) {
  for (int bits : {32, 64}) {
    check("bfi.b" + std::to_string(bits) + " %vd, %va, %vb, %vc, %ve;", {bits, bits, bits, 32, 32},
          [bits](const Tuple& v) {
            const int pos = static_cast<int>(v[2] & 0xff), len = static_cast<int>(v[3] & 0xff);
            uint64_t f = v[1];
            for (int i = 0; i < len && pos + i <= bits - 1; ++i) {
              f &= ~(uint64_t{1} << (pos + i));
              f |= uint64_t(bitAt(v[0], i)) << (pos + i);
            }
            return f;
          });
  }
  // By hand: 0xab into bits 8..15 of 0x11223344 gives 0x1122ab44.
  EXPECT_EQ(runEach("bfi.b32 %vd, %va, %vb, %vc, %ve;", {32, 32, 32, 32, 32},
                    {{0xab, 0x11223344, 8, 8}, {0xab, 0x11223344, 32, 8}, {0xff, 0, 28, 200}}),
            (std::vector<uint64_t>{0x1122ab44, 0x11223344, 0xf0000000}));
}

TEST(PtxBits, Lop3AppliesItsTruthTableBitByBit) {
  std::mt19937 random(27);
  std::vector<uint32_t> tables = {0x00, 0xff, 0x96, 0xe8, 0xca, 0x80, 0xfe, 0x3c, 0x1e, 0x6a};
  for (int i = 0; i < 6; ++i) tables.push_back(random() & 0xff);
  for (uint32_t table : tables) {
    check("lop3.b32 %vd, %va, %vb, %vc, " + std::to_string(table) + ";", {32, 32, 32, 32},
          [table](const Tuple& v) {
            uint64_t d = 0;
            for (int i = 0; i < 32; ++i) {
              const int index = bitAt(v[0], i) << 2 | bitAt(v[1], i) << 1 | bitAt(v[2], i);
              d |= uint64_t((table >> index) & 1) << i;
            }
            return d;
          });
  }
}

TEST(PtxBits, SzextAndBmskFollowTheManualsPseudocode) {
  for (bool clamp : {false, true}) {
    const std::string mode = clamp ? "clamp" : "wrap";
    for (bool isSigned : {false, true}) {
      check("szext." + mode + (isSigned ? ".s32" : ".u32") + " %vd, %va, %vb;", {32, 32, 32},
            [=](const Tuple& v) {
              const uint64_t a = v[0], b = v[1];
              const uint64_t b1 = b & 0x1f;
              const bool tooLarge = b >= 32 && clamp;
              const uint64_t maskBits = tooLarge ? 0 : (0xffffffffull << b1) & 0xffffffff;
              const bool signBit =
                  (b1 == 0 || tooLarge || !isSigned) ? false : bitAt(a, int((b1 - 1) & 0x1f));
              return (a & ~maskBits & 0xffffffff) | (signBit ? maskBits : 0);
            });
    }
    check("bmsk." + mode + ".b32 %vd, %va, %vb;", {32, 32, 32}, [=](const Tuple& v) {
      const uint64_t a = v[0], b = v[1];
      const uint64_t a1 = a & 0x1f, b1 = b & 0x1f, sum = a1 + b1;
      uint64_t mask0 = (0xffffffffull << a1) & 0xffffffff;
      uint64_t mask1 = sum >= 32 ? 0 : (0xffffffffull << sum) & 0xffffffff;
      bool overflow = sum >= 32;
      if (clamp) {
        if (a >= 32) {
          overflow = true;
          mask0 = 0;
        }
        if (b >= 32) overflow = true;
      }
      if (overflow) {
        mask1 = 0;
      } else if (b1 == 0) {
        mask1 = 0xffffffff;
      }
      return mask0 & ~mask1 & 0xffffffff;
    });
  }
  // The manual's examples: bmsk.wrap 1, 2 = 0x6; szext.wrap.u32 of 0xffffffff, 0 = 0.
  EXPECT_EQ(runEach("bmsk.wrap.b32 %vd, %va, %vb;", {32, 32, 32}, {{1, 2, 0, 0}}),
            (std::vector<uint64_t>{6}));
  EXPECT_EQ(runEach("szext.wrap.u32 %vd, %va, %vb;", {32, 32, 32}, {{0xffffffff, 0, 0, 0}}),
            (std::vector<uint64_t>{0}));
}

TEST(PtxBits, FnsWalksTheMaskAsTheManualsLoopDoes) {
  check("fns.b32 %vd, %va, %vb, %vc;", {32, 32, 32, 32}, [](const Tuple& v) -> uint64_t {
    const uint64_t mask = v[0];
    const int64_t base = static_cast<int64_t>(v[1]);
    const int64_t offset = static_cast<int32_t>(static_cast<uint32_t>(v[2]));
    if (base > 31) return 0xffffffff;  // undefined in the manual: we find nothing
    uint64_t d = 0xffffffff;
    if (offset == 0) {
      if (bitAt(mask, static_cast<int>(base))) d = static_cast<uint64_t>(base);
    } else {
      int64_t pos = base, count = (offset < 0 ? -offset : offset) - 1;
      const int64_t inc = offset > 0 ? 1 : -1;
      while (pos >= 0 && pos < 32) {
        if (bitAt(mask, static_cast<int>(pos))) {
          if (count == 0) {
            d = static_cast<uint64_t>(pos);
            break;
          }
          --count;
        }
        pos += inc;
      }
    }
    return d;
  });
  // The manual's examples on 0xaaaaaaaa.
  const std::vector<Tuple> tuples = {{0xaaaaaaaa, 3, 1, 0},
                                     {0xaaaaaaaa, 3, 0xffffffff, 0},
                                     {0xaaaaaaaa, 2, 1, 0},
                                     {0xaaaaaaaa, 2, 0xffffffff, 0}};
  EXPECT_EQ(runEach("fns.b32 %vd, %va, %vb, %vc;", {32, 32, 32, 32}, tuples),
            (std::vector<uint64_t>{3, 3, 3, 1}));
}

TEST(PtxBits, CnotShfAndPrmt) {
  for (int bits : {16, 32, 64}) {
    check("cnot.b" + std::to_string(bits) + " %vd, %va;", {bits, bits, 0},
          [](const Tuple& v) -> uint64_t { return v[0] == 0 ? 1 : 0; });
  }
  for (bool left : {false, true}) {
    for (bool clamp : {false, true}) {
      check(std::string("shf.") + (left ? "l." : "r.") + (clamp ? "clamp" : "wrap") +
                ".b32 %vd, %va, %vb, %vc;",
            {32, 32, 32, 32}, [=](const Tuple& v) {
              const uint64_t n = clamp ? std::min<uint64_t>(v[2], 32) : v[2] & 0x1f;
              const U128 pair = (static_cast<U128>(v[1]) << 32) | v[0];
              const U128 shifted = left ? pair << n : pair >> n;
              return static_cast<uint64_t>(left ? shifted >> 32 : shifted) & 0xffffffff;
            });
    }
  }
  // prmt: each mode's selectors by formula (the manual's table), the generic
  // form's from c's nibbles.
  auto byteOf = [](const Tuple& v, uint64_t index) {
    const uint64_t word = index < 4 ? v[0] : v[1];
    return (word >> (8 * (index % 4))) & 0xff;
  };
  check("prmt.b32 %vd, %va, %vb, %vc;", {32, 32, 32, 32}, [=](const Tuple& v) {
    uint64_t d = 0;
    for (int i = 0; i < 4; ++i) {
      const uint64_t selector = (v[2] >> (4 * i)) & 0xf;
      uint64_t byte = byteOf(v, selector & 7);
      if (selector & 8) byte = (byte >> 7) ? 0xff : 0;
      d |= byte << (8 * i);
    }
    return d;
  });
  const std::vector<std::pair<std::string, std::function<uint64_t(uint64_t, uint64_t)>>> modes = {
      {"f4e", [](uint64_t s, uint64_t i) { return (s + i) & 7; }},
      {"b4e", [](uint64_t s, uint64_t i) { return (s + 8 - i) & 7; }},
      {"rc8", [](uint64_t s, uint64_t) { return s; }},
      {"ecl", [](uint64_t s, uint64_t i) { return std::max(s, i); }},
      {"ecr", [](uint64_t s, uint64_t i) { return std::min(s, i); }},
      {"rc16", [](uint64_t s, uint64_t i) { return (s & 1) * 2 + (i & 1); }},
  };
  for (const auto& [mode, pick] : modes) {
    const auto select = pick;
    const Reference reference = [=](const Tuple& v) {
      uint64_t d = 0;
      for (uint64_t i = 0; i < 4; ++i) d |= byteOf(v, select(v[2] & 3, i)) << (8 * i);
      return d;
    };
    check("prmt.b32." + mode + " %vd, %va, %vb, %vc;", {32, 32, 32, 32}, reference);
    check("prmt." + mode + ".b32 %vd, %va, %vb, %vc;", {32, 32, 32, 32}, reference);
  }
}

// --- Comparison, selection, conversion ---------------------------------------------------

bool compareBy(const std::string& how, I128 a, I128 b) {
  if (how == "eq") return a == b;
  if (how == "ne") return a != b;
  if (how == "lt" || how == "lo") return a < b;
  if (how == "le" || how == "ls") return a <= b;
  if (how == "gt" || how == "hi") return a > b;
  return a >= b;
}

TEST(PtxCompare, SetpCombinesWithAPredicateAndSetWritesMasks) {
  const std::vector<std::string> signedComparisons = {"eq", "ne", "lt", "le", "gt", "ge"};
  const std::vector<std::string> unsignedComparisons = {"lo", "ls", "hi", "hs"};
  for (const IntegerType& t : kIntegerTypes) {
    std::vector<std::string> hows = signedComparisons;
    if (!t.isSigned)
      hows.insert(hows.end(), unsignedComparisons.begin(), unsignedComparisons.end());
    for (const std::string& how : hows) {
      for (const std::string op : {"and", "or", "xor"}) {
        auto combine = [op](bool x, bool y) {
          return op == "and" ? (x && y) : op == "or" ? (x || y) : (x != y);
        };
        check("setp." + how + "." + op + "." + t.name + " %vd, %va, %vb, %vc;",
              {1, t.bits, t.bits, 1}, [=](const Tuple& v) -> uint64_t {
                return combine(compareBy(how, valueOf(v[0], t), valueOf(v[1], t)), v[2] != 0);
              });
        check("set." + how + "." + op + ".u32." + t.name + " %vd, %va, %vb, %vc;",
              {32, t.bits, t.bits, 1}, [=](const Tuple& v) -> uint64_t {
                return combine(compareBy(how, valueOf(v[0], t), valueOf(v[1], t)), v[2] != 0)
                           ? 0xffffffff
                           : 0;
              });
      }
      check("set." + how + ".f32." + t.name + " %vd, %va, %vb;", {32, t.bits, t.bits},
            [=](const Tuple& v) -> uint64_t {
              return compareBy(how, valueOf(v[0], t), valueOf(v[1], t)) ? 0x3f800000 : 0;
            });
    }
  }
}

TEST(PtxCompare, SetpWithANegatedCAndTwoDestinations) {
  // `setp.CMP.OP p|q, a, b, !c`: p = OP(cmp, !c), q = OP(!cmp, !c) (PTX ISA 9.7.7.4).
  const IntegerType s32{"s32", 32, true}, u64{"u64", 64, false};
  for (const std::string op : {"and", "or", "xor"}) {
    auto combine = [op](bool x, bool y) {
      return op == "and" ? (x && y) : op == "or" ? (x || y) : (x != y);
    };
    check("setp.lt." + op + ".s32 %vd|%vq, %va, %vb, !%vc;", {1, 32, 32, 1},
          [=](const Tuple& v) -> uint64_t {
            return combine(valueOf(v[0], s32) < valueOf(v[1], s32), v[2] == 0);
          });
    check("setp.lt." + op + ".s32 %vq|%vd, %va, %vb, !%vc;", {1, 32, 32, 1},
          [=](const Tuple& v) -> uint64_t {
            return combine(!(valueOf(v[0], s32) < valueOf(v[1], s32)), v[2] == 0);
          });
    check("setp.hi." + op + ".u64 %vq|%vd, %va, %vb, %vc;", {1, 64, 64, 1},
          [=](const Tuple& v) -> uint64_t {
            return combine(!(valueOf(v[0], u64) > valueOf(v[1], u64)), v[2] != 0);
          });
    check("set.ge." + op + ".s32.s32 %vd, %va, %vb, !%vc;", {32, 32, 32, 1},
          [=](const Tuple& v) -> uint64_t {
            return combine(valueOf(v[0], s32) >= valueOf(v[1], s32), v[2] == 0) ? 0xffffffff : 0;
          });
  }
}

TEST(PtxCompare, SlctPicksBySign) {
  check("slct.u32.s32 %vd, %va, %vb, %vc;", {32, 32, 32, 32},
        [](const Tuple& v) { return signedOf(v[2], 32) >= 0 ? v[0] : v[1]; });
  check("slct.b64.s32 %vd, %va, %vb, %vc;", {64, 64, 64, 32},
        [](const Tuple& v) { return signedOf(v[2], 32) >= 0 ? v[0] : v[1]; });
  // An .f32 c: -0.0 counts as 0 (a); a negative or NaN c picks b; .ftz flushes
  // a negative subnormal to zero (a).
  const std::vector<Tuple> tuples = {{1, 2, 0x80000000, 0},  // -0.0
                                     {1, 2, 0xbf800000, 0},  // -1.0
                                     {1, 2, 0x7fc00000, 0},  // NaN
                                     {1, 2, 0x80000001, 0},  // -subnormal
                                     {1, 2, 0x3f800000, 0}};
  EXPECT_EQ(runEach("slct.u32.f32 %vd, %va, %vb, %vc;", {32, 32, 32, 32}, tuples),
            (std::vector<uint64_t>{1, 2, 2, 2, 1}));
  EXPECT_EQ(runEach("slct.ftz.u32.f32 %vd, %va, %vb, %vc;", {32, 32, 32, 32}, tuples),
            (std::vector<uint64_t>{1, 2, 2, 1, 1}));
}

TEST(PtxCompare, CvtSatClampsToTheDestinationRange) {
  const std::vector<IntegerType> types = {
      {"u8", 8, false}, {"u16", 16, false}, {"u32", 32, false}, {"u64", 64, false},
      {"s8", 8, true},  {"s16", 16, true},  {"s32", 32, true},  {"s64", 64, true}};
  size_t forms = 0;
  for (const IntegerType& to : types) {
    for (const IntegerType& from : types) {
      const bool fits = to.isSigned == from.isSigned ? from.bits <= to.bits
                                                     : (!from.isSigned && from.bits < to.bits);
      if (fits) continue;  // .sat is refused there (PtxIntegerRefusals)
      const int toRegister = std::max(to.bits, 16), fromRegister = std::max(from.bits, 16);
      check("cvt.sat." + to.name + "." + from.name + " %vd, %va;", {toRegister, fromRegister, 0},
            [=](const Tuple& v) {
              const I128 value = valueOf(v[0], from);
              const I128 clamped = clampTo(value, to.bits, to.isSigned);
              // An 8-bit result sits in a 16-bit register, extended as its type says.
              return wrap(clamped, toRegister);
            });
      ++forms;
    }
  }
  EXPECT_EQ(forms, 38u);  // as ptxas 13 takes them
}

// --- Refusals --------------------------------------------------------------------------

std::string assembleError(const std::string& body, const std::string& target,
                          const std::string& version) {
  const std::string text = ".version " + version + "\n.target " + target +
                           "\n.address_size 64\n.visible .entry k()\n{\n"
                           "  .reg .pred %p<4>;\n  .reg .b16 %h<4>;\n  .reg .b32 %r<8>;\n"
                           "  .reg .b64 %rd<8>;\n  .reg .f32 %f<4>;\n  " +
                           body + "\n  ret;\n}\n";
  std::string error;
  auto program = Program::fromText(text, "k.ptx", error);
  return program ? std::string() : error;
}

TEST(PtxIntegerRefusals, TypesPtxasRefusesAreInvalid) {
  // Each refused by ptxas 13 (-arch=sm_90): "Unexpected instruction types".
  for (const std::string body : {
           "abs.u32 %r1, %r2;",
           "neg.b32 %r1, %r2;",
           "min.b32 %r1, %r2, %r3;",
           "popc.u32 %r1, %r2;",
           "clz.s32 %r1, %r2;",
           "brev.u32 %r1, %r2;",
           "bfind.b32 %r1, %r2;",
           "bfe.b32 %r1, %r2, %r3, %r4;",
           "cnot.u32 %r1, %r2;",
           "div.b32 %r1, %r2, %r3;",
           "mul24.lo.u16 %h1, %h2, %h3;",
           "add.sat.u32 %r1, %r2, %r3;",
           "mad24.hi.sat.u32 %r1, %r2, %r3, %r4;",
           "shf.l.wrap.u32 %r1, %r2, %r3, %r4;",
           "szext.wrap.b32 %r1, %r2, %r3;",
           "bmsk.wrap.u32 %r1, %r2, %r3;",
           "dp4a.b32.u32 %r1, %r2, %r3, %r4;",
           "set.eq.u16.u32 %h1, %r2, %r3;",
           "prmt.u32 %r1, %r2, %r3, %r4;",
           "fns.u32 %r1, %r2, %r3, %r4;",
       }) {
    const std::string error = assembleError(body);
    EXPECT_NE(error.find("invalid type"), std::string::npos) << body << ": " << error;
  }
}

TEST(PtxIntegerRefusals, FormsAndTargetsPtxasRefuses) {
  // ptxas 13: "Illegal modifier '.sat' for instruction 'cvt'".
  std::string error = assembleError("cvt.sat.u32.u16 %r1, %h1;");
  EXPECT_NE(error.find("invalid modifier .sat"), std::string::npos) << error;
  error = assembleError("set.lo.u32.s32 %r1, %r2, %r3;");
  EXPECT_NE(error.find("invalid type"), std::string::npos) << error;
  // "Instruction 'szext' requires .target sm_70 or higher", and so on.
  error = assembleError("szext.wrap.u32 %r1, %r2, %r3;", "sm_61");
  EXPECT_NE(error.find("requires .target sm_70 or higher"), std::string::npos) << error;
  error = assembleError("dp4a.u32.u32 %r1, %r2, %r3, %r4;", "sm_60", "7.0");
  EXPECT_NE(error.find("requires .target sm_61 or higher"), std::string::npos) << error;
  error = assembleError("min.relu.s32 %r1, %r2, %r3;", "sm_80");
  EXPECT_NE(error.find("requires .target sm_90 or higher"), std::string::npos) << error;
  error = assembleError("bmsk.clamp.b32 %r1, %r2, %r3;", "sm_75", "7.5");
  EXPECT_NE(error.find("needs PTX ISA version 7.6"), std::string::npos) << error;
  // "Argument 2 of instruction 'bfe': value '256' out of range, expected to be in range [0..255]".
  error = assembleError("bfe.u32 %r1, %r2, 256, 3;");
  EXPECT_NE(error.find("0 to 255, not 256"), std::string::npos) << error;
  EXPECT_EQ(assembleError("bfe.u64 %rd1, %rd2, 255, 255;"), "");
  // popc's destination is a .u32 register.
  // A form of an opcode whose every form we have is invalid, not "not
  // supported yet" (ptxas: "Unknown modifier '.wide'", "'.hi/.lo' modifier
  // required for instruction 'dp2a'").
  for (const std::string body :
       {"mul24.wide.u32 %rd1, %r2, %r3;", "dp2a.u32.u32 %r1, %r2, %r3, %r4;",
        "shf.l.b32 %r1, %r2, %r3, %r4;", "rem.sat.s32 %r1, %r2, %r3;"}) {
    error = assembleError(body);
    EXPECT_NE(error.find("invalid modifier"), std::string::npos) << body << ": " << error;
  }
  // lop3's truth table is a number.
  error = assembleError("lop3.b32 %r1, %r2, %r3, %r4, %r5;");
  EXPECT_NE(error.find("truth table"), std::string::npos) << error;
  error = assembleError("bfi.b32 %r1, %r2, %r3, 0, 256;");
  EXPECT_NE(error.find("0 to 255, not 256"), std::string::npos) << error;
  error = assembleError("popc.b64 %rd1, %rd2;");
  EXPECT_NE(error.find("'%rd1' is declared .b64"), std::string::npos) << error;
  EXPECT_EQ(assembleError("popc.b64 %r1, %rd2;"), "");
  // One operand too many is counted (ptxas: "Arguments mismatch").
  error = assembleError("mul.lo.u32 %r1, %r2, %r3, %r4;");
  EXPECT_NE(error.find("takes 3 operands, not 4"), std::string::npos) << error;
  error = assembleError("not.b32 %r1, %r2, %r3;");
  EXPECT_NE(error.find("takes 2 operands, not 3"), std::string::npos) << error;
}

}  // namespace
}  // namespace gpuasm::testing
