// Random programs on the simulator against a plain reference: a generator
// writes straight-line integer code with carry chains, guards, if/else
// diamonds and loops whose trip counts differ per thread; each instruction
// comes with a scalar C++ evaluation written here from the PTX ISA's
// definitions, independently of the simulator's handlers (semantics.cpp). Every
// thread of two partial-warp blocks runs the program from its own registers,
// and the simulator's registers must equal the reference's, bit for bit.
// Where ptxas is installed the generated programs are also valid PTX for it.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <climits>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "gpuasm/ptx/host.hpp"
#include "targets/ptx/isa.hpp"
#include "targets/ptx/machine/warp.hpp"
#include "targets/ptx/ptxas_oracle.hpp"

namespace gpuasm::testing {
namespace {

using namespace gpuasm::ptx;

// One thread's registers: %r0-%r7 (.b32), %rd0-%rd3 (.b64), %p0-%p2, and CC.CF.
// %r8 and %p3 belong to the loops.
struct State {
  uint32_t r[9] = {};
  uint64_t rd[4] = {};
  bool p[4] = {};
  bool cf = false;
};

using Eval = std::function<void(State&)>;

struct Item {
  std::string text;  // one or more PTX lines
  Eval eval;
  // A diamond or a loop: the parts and how they run.
  std::vector<Item> first, second;
  enum class Kind { Instruction, Diamond, Loop } kind = Kind::Instruction;
  int predicate = 0;
  bool negated = false;
  int counter = 0;  // Loop: the register its trip count comes from
};

// The cases of Generator::instruction from issue 27 on (24 to 52).
constexpr int kIssue27Forms = 29;
// Whether the reader takes `!%p` as an operand (setp's c).
constexpr bool kNegatedOperands = true;

class Generator {
 public:
  explicit Generator(uint64_t seed) : random_(seed) {}

  std::vector<Item> program(int length) {
    std::vector<Item> items;
    for (int i = 0; i < length; ++i) {
      const int pick = below(100);
      if (pick < 8 && depth_ == 0) {
        items.push_back(diamond());
      } else if (pick < 13 && depth_ == 0) {
        items.push_back(loop());
      } else if (pick < 30) {
        for (Item& item : chain()) items.push_back(std::move(item));
      } else {
        items.push_back(instruction());
      }
    }
    return items;
  }

 private:
  int below(int n) { return static_cast<int>(random_() % static_cast<uint64_t>(n)); }
  uint32_t immediate() {
    static constexpr uint32_t kEdges[] = {0,          1,          2,          31,        32,
                                          0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe};
    return below(2) ? kEdges[below(std::size(kEdges))] : static_cast<uint32_t>(random_());
  }
  // A 32-bit source: a register or a number; its text and how to read it.
  std::pair<std::string, std::function<uint32_t(const State&)>> source32(
      bool allowImmediate = true) {
    if (allowImmediate && below(4) == 0) {
      uint32_t v = immediate();
      return {std::to_string(v), [v](const State&) { return v; }};
    }
    int i = below(8);
    return {"%r" + std::to_string(i), [i](const State& s) { return s.r[i]; }};
  }
  std::pair<std::string, std::function<uint64_t(const State&)>> source64() {
    if (below(4) == 0) {
      uint64_t v = below(2) ? ~uint64_t{0} : random_();
      return {std::to_string(v), [v](const State&) { return v; }};
    }
    int i = below(4);
    return {"%rd" + std::to_string(i), [i](const State& s) { return s.rd[i]; }};
  }

  Item instruction() {
    const int d = below(8), d64 = below(4), p = below(3);
    const std::string rd = "%r" + std::to_string(d), rd64 = "%rd" + std::to_string(d64);
    const auto aSource = source32();
    const std::string a = aSource.first;
    const auto ea = aSource.second;
    const auto bSource = source32();
    const std::string b = bSource.first;
    const auto eb = bSource.second;
    const auto cSource = source32();
    const std::string c = cSource.first;
    const auto ec = cSource.second;
    Item item;
    auto binary = [&](std::string op, std::function<uint32_t(uint32_t, uint32_t)> f) {
      item.text = fmt(op, rd, a, b);
      item.eval = [=](State& s) { s.r[d] = f(ea(s), eb(s)); };
    };
    switch (below(24 + kIssue27Forms)) {
      case 0:
        binary("add.u32", [](uint32_t x, uint32_t y) { return x + y; });
        break;
      case 1:
        binary("sub.s32", [](uint32_t x, uint32_t y) { return x - y; });
        break;
      case 2:
        binary("mul.lo.u32", [](uint32_t x, uint32_t y) { return x * y; });
        break;
      case 3:
        binary("mul.hi.u32",
               [](uint32_t x, uint32_t y) { return uint32_t((uint64_t{x} * y) >> 32); });
        break;
      case 4:
        binary("mul.hi.s32", [](uint32_t x, uint32_t y) {
          return uint32_t(uint64_t(int64_t(int32_t(x)) * int32_t(y)) >> 32);
        });
        break;
      case 5:
        binary("and.b32", [](uint32_t x, uint32_t y) { return x & y; });
        break;
      case 6:
        binary("or.b32", [](uint32_t x, uint32_t y) { return x | y; });
        break;
      case 7:
        binary("xor.b32", [](uint32_t x, uint32_t y) { return x ^ y; });
        break;
      case 8: {
        item.text = fmt("mad.lo.u32", rd, a, b, c);
        item.eval = [=](State& s) { s.r[d] = ea(s) * eb(s) + ec(s); };
        break;
      }
      case 9: {
        item.text = fmt("mad.hi.s32", rd, a, b, c);
        item.eval = [=](State& s) {
          s.r[d] = uint32_t(uint64_t(int64_t(int32_t(ea(s))) * int32_t(eb(s))) >> 32) + ec(s);
        };
        break;
      }
      case 10: {
        const uint32_t n = static_cast<uint32_t>(below(40));
        item.text = fmt("shl.b32", rd, a, std::to_string(n));
        item.eval = [=](State& s) { s.r[d] = n >= 32 ? 0 : ea(s) << n; };
        break;
      }
      case 11: {
        // A register amount: any 32-bit value, clamped at 32.
        item.text = fmt("shr.s32", rd, a, b);
        item.eval = [=](State& s) {
          const int32_t x = int32_t(ea(s));
          const uint32_t n = eb(s);
          s.r[d] = uint32_t(n >= 32 ? (x < 0 ? -1 : 0) : x >> n);
        };
        break;
      }
      case 12: {
        const uint32_t n = static_cast<uint32_t>(below(34));
        item.text = fmt("shr.u32", rd, a, std::to_string(n));
        item.eval = [=](State& s) { s.r[d] = n >= 32 ? 0 : ea(s) >> n; };
        break;
      }
      case 13: {
        static const char* kSigned[] = {"eq", "ne", "lt", "le", "gt", "ge"};
        static const char* kUnsigned[] = {"lo", "ls", "hi", "hs"};
        const bool isSigned = below(2);
        const int which = below(isSigned ? 6 : 4);
        item.text = fmt(std::string("setp.") + (isSigned ? kSigned[which] : kUnsigned[which]) +
                            (isSigned ? ".s32" : ".u32"),
                        "%p" + std::to_string(p), a, b);
        item.eval = [=](State& s) {
          const uint32_t x = ea(s), y = eb(s);
          const int32_t sx = int32_t(x), sy = int32_t(y);
          bool v = false;
          if (isSigned) {
            const bool results[] = {sx == sy, sx != sy, sx<sy, sx <= sy, sx> sy, sx >= sy};
            v = results[which];
          } else {
            const bool results[] = {x<y, x <= y, x> y, x >= y};
            v = results[which];
          }
          s.p[p] = v;
        };
        break;
      }
      case 14: {
        item.text = fmt("selp.b32", rd, a, b, "%p" + std::to_string(p));
        item.eval = [=](State& s) { s.r[d] = s.p[p] ? ea(s) : eb(s); };
        break;
      }
      case 15: {
        item.text = fmt("not.b32", rd, a);
        item.eval = [=](State& s) { s.r[d] = ~ea(s); };
        break;
      }
      case 16: {
        item.text = fmt("mul.wide.u32", rd64, a, b);
        item.eval = [=](State& s) { s.rd[d64] = uint64_t{ea(s)} * eb(s); };
        break;
      }
      case 17: {
        item.text = fmt("mul.wide.s32", rd64, a, b);
        item.eval = [=](State& s) {
          s.rd[d64] = uint64_t(int64_t(int32_t(ea(s))) * int32_t(eb(s)));
        };
        break;
      }
      case 18: {
        const auto zSource = source64();
        const std::string z = zSource.first;
        const auto ez = zSource.second;
        item.text = fmt("mad.wide.u32", rd64, a, b, z);
        item.eval = [=](State& s) { s.rd[d64] = uint64_t{ea(s)} * eb(s) + ez(s); };
        break;
      }
      case 19: {
        const int from = below(4);
        item.text = fmt("cvt.u32.u64", rd, "%rd" + std::to_string(from));
        item.eval = [=](State& s) { s.r[d] = uint32_t(s.rd[from]); };
        break;
      }
      case 20: {
        item.text = fmt("cvt.s64.s32", rd64, "%r" + std::to_string(below(8)));
        const int from = std::stoi(item.text.substr(item.text.rfind('r') + 1));
        item.eval = [=](State& s) { s.rd[d64] = uint64_t(int64_t(int32_t(s.r[from]))); };
        break;
      }
      case 21: {
        const int from = below(8);
        item.text = fmt("cvt.s32.s8", rd, "%r" + std::to_string(from));
        item.eval = [=](State& s) { s.r[d] = uint32_t(int32_t(int8_t(uint8_t(s.r[from])))); };
        break;
      }
      case 22: {
        const auto xSource = source64();
        const std::string x = xSource.first;
        const auto ex = xSource.second;
        const auto ySource = source64();
        const std::string y = ySource.first;
        const auto ey = ySource.second;
        item.text = fmt("mul.hi.u64", rd64, x, y);
        item.eval = [=](State& s) {
          __extension__ typedef unsigned __int128 U128;
          s.rd[d64] = uint64_t((U128(ex(s)) * ey(s)) >> 64);
        };
        break;
      }
      // Issue 27's integer, bit and comparison forms, each written from the
      // manual's definition as plain 32-bit (or 64-bit) C++.
      case 24:
        binary("div.u32", [](uint32_t x, uint32_t y) { return y == 0 ? 0xffffffffu : x / y; });
        break;
      case 25:
        binary("rem.s32", [](uint32_t x, uint32_t y) {
          if (y == 0) return 0xffffffffu;
          if (y == 0xffffffffu) return 0u;  // INT_MIN % -1 is 0
          return uint32_t(int32_t(x) % int32_t(y));
        });
        break;
      case 26:
        binary("div.s32", [](uint32_t x, uint32_t y) {
          if (y == 0) return 0xffffffffu;
          if (y == 0xffffffffu) return 0u - x;  // INT_MIN / -1 wraps to INT_MIN
          return uint32_t(int32_t(x) / int32_t(y));
        });
        break;
      case 27:
        binary("min.s32", [](uint32_t x, uint32_t y) { return int32_t(x) < int32_t(y) ? x : y; });
        break;
      case 28:
        binary("max.u32", [](uint32_t x, uint32_t y) { return x > y ? x : y; });
        break;
      case 29: {
        item.text = fmt("abs.s32", rd, a);
        item.eval = [=](State& s) { s.r[d] = int32_t(ea(s)) < 0 ? 0u - ea(s) : ea(s); };
        break;
      }
      case 30: {
        item.text = fmt("popc.b32", rd, a);
        item.eval = [=](State& s) {
          uint32_t n = 0;
          for (uint32_t x = ea(s); x; x >>= 1) n += x & 1;
          s.r[d] = n;
        };
        break;
      }
      case 31: {
        item.text = fmt("clz.b32", rd, a);
        item.eval = [=](State& s) {
          uint32_t n = 0;
          while (n < 32 && !((ea(s) << n) & 0x80000000u)) ++n;
          s.r[d] = n;
        };
        break;
      }
      case 32: {
        item.text = fmt("brev.b32", rd, a);
        item.eval = [=](State& s) {
          uint32_t r = 0;
          for (int i = 0; i < 32; ++i) r = (r << 1) | ((ea(s) >> i) & 1);
          s.r[d] = r;
        };
        break;
      }
      case 33: {
        item.text = fmt("bfind.s32", rd, a);
        item.eval = [=](State& s) {
          uint32_t x = ea(s);
          if (x & 0x80000000u) x = ~x;
          s.r[d] = x == 0 ? 0xffffffffu : 31 - uint32_t(__builtin_clz(x));
        };
        break;
      }
      case 34: {
        const uint32_t pos = static_cast<uint32_t>(below(40)),
                       len = static_cast<uint32_t>(below(40));
        item.text = fmt("bfe.u32", rd, a, std::to_string(pos), std::to_string(len));
        item.eval = [=](State& s) {
          uint32_t r = 0;
          for (uint32_t i = 0; i < 32; ++i)
            if (i < len && pos + i < 32) r |= ((ea(s) >> (pos + i)) & 1) << i;
          s.r[d] = r;
        };
        break;
      }
      case 35: {
        // Registers for the position and length: ptxas takes numbers up to 255 only.
        const auto posSource = source32(false), lenSource = source32(false);
        const auto epos = posSource.second, elen = lenSource.second;
        item.text = fmt("bfe.s32", rd, a, posSource.first, lenSource.first);
        item.eval = [=](State& s) {
          const uint32_t pos = epos(s) & 0xff, len = elen(s) & 0xff;
          const uint32_t sign = len == 0 ? 0 : (ea(s) >> std::min(pos + len - 1, 31u)) & 1;
          uint32_t r = 0;
          for (uint32_t i = 0; i < 32; ++i) {
            const uint32_t bit = (i < len && pos + i < 32) ? (ea(s) >> (pos + i)) & 1 : sign;
            r |= bit << i;
          }
          s.r[d] = r;
        };
        break;
      }
      case 36: {
        const bool left = below(2), clamp = below(2);
        item.text =
            fmt(std::string("shf.") + (left ? "l" : "r") + (clamp ? ".clamp" : ".wrap") + ".b32",
                rd, a, b, c);
        item.eval = [=](State& s) {
          const uint32_t n = clamp ? std::min(ec(s), 32u) : ec(s) & 31;
          const uint64_t pair = uint64_t{eb(s)} << 32 | ea(s);
          s.r[d] = left ? uint32_t((pair << n) >> 32) : uint32_t(pair >> n);
        };
        break;
      }
      case 37: {
        item.text = fmt("prmt.b32", rd, a, b, c);
        item.eval = [=](State& s) {
          const uint64_t bytes = uint64_t{eb(s)} << 32 | ea(s);
          uint32_t r = 0;
          for (int i = 0; i < 4; ++i) {
            const uint32_t sel = (ec(s) >> (4 * i)) & 15;
            uint32_t byte = uint32_t(bytes >> (8 * (sel & 7))) & 0xff;
            if (sel & 8) byte = (byte & 0x80) ? 0xff : 0;
            r |= byte << (8 * i);
          }
          s.r[d] = r;
        };
        break;
      }
      case 38: {
        item.text = fmt("sad.u32", rd, a, b, c);
        item.eval = [=](State& s) {
          s.r[d] = ec(s) + (ea(s) > eb(s) ? ea(s) - eb(s) : eb(s) - ea(s));
        };
        break;
      }
      case 39: {
        item.text = fmt("mul24.lo.s32", rd, a, b);
        item.eval = [=](State& s) {
          const int64_t x = int32_t(ea(s) << 8) >> 8, y = int32_t(eb(s) << 8) >> 8;
          s.r[d] = uint32_t(uint64_t(x * y));
        };
        break;
      }
      case 40: {
        const int q = below(3);
        const bool negated = kNegatedOperands && below(2);
        static const char* kOps[] = {"and", "or", "xor"};
        const int which = below(3);
        // Half of them with a second destination, p|q2: the negated comparison's.
        const int q2 = below(2) ? (p + 1 + below(2)) % 3 : -1;
        const std::string dests =
            "%p" + std::to_string(p) + (q2 >= 0 ? "|%p" + std::to_string(q2) : "");
        item.text = fmt(std::string("setp.lt.") + kOps[which] + ".s32", dests, a, b,
                        std::string(negated ? "!" : "") + "%p" + std::to_string(q));
        item.eval = [=](State& s) {
          const bool t = int32_t(ea(s)) < int32_t(eb(s));
          const bool in = s.p[q] != negated;
          auto combine = [&](bool x) {
            return which == 0 ? (x && in) : which == 1 ? (x || in) : (x != in);
          };
          s.p[p] = combine(t);
          if (q2 >= 0) s.p[q2] = combine(!t);
        };
        break;
      }
      case 41: {
        item.text = fmt("set.hi.u32.u32", rd, a, b);
        item.eval = [=](State& s) { s.r[d] = ea(s) > eb(s) ? 0xffffffffu : 0; };
        break;
      }
      case 42: {
        item.text = fmt("slct.b32.s32", rd, a, b, c);
        item.eval = [=](State& s) { s.r[d] = int32_t(ec(s)) >= 0 ? ea(s) : eb(s); };
        break;
      }
      case 43: {
        item.text = fmt("cnot.b32", rd, a);
        item.eval = [=](State& s) { s.r[d] = ea(s) == 0 ? 1 : 0; };
        break;
      }
      case 44: {
        item.text = fmt("add.sat.s32", rd, a, b);
        item.eval = [=](State& s) {
          const int64_t sum = int64_t(int32_t(ea(s))) + int32_t(eb(s));
          s.r[d] = uint32_t(std::clamp<int64_t>(sum, INT32_MIN, INT32_MAX));
        };
        break;
      }
      case 45: {
        item.text = fmt("cvt.sat.u8.s32", rd, "%r" + std::to_string(below(8)));
        const int from = std::stoi(item.text.substr(item.text.rfind('r') + 1));
        item.eval = [=](State& s) {
          s.r[d] = uint32_t(std::clamp<int32_t>(int32_t(s.r[from]), 0, 255));
        };
        break;
      }
      case 46: {
        item.text = fmt("dp4a.s32.u32", rd, a, b, c);
        item.eval = [=](State& s) {
          uint32_t sum = ec(s);
          for (int i = 0; i < 4; ++i)
            sum += uint32_t(int32_t(int8_t(uint8_t(ea(s) >> (8 * i)))) *
                            int32_t((eb(s) >> (8 * i)) & 0xff));
          s.r[d] = sum;
        };
        break;
      }
      case 47: {
        const bool clamp = below(2);
        item.text = fmt(std::string("szext.") + (clamp ? "clamp" : "wrap") + ".s32", rd, a, b);
        item.eval = [=](State& s) {
          const uint32_t n = eb(s);
          if (clamp && n >= 32) {
            s.r[d] = ea(s);
            return;
          }
          const uint32_t k = n & 31;
          s.r[d] = k == 0 ? 0 : uint32_t(int32_t(ea(s) << (32 - k)) >> (32 - k));
        };
        break;
      }
      case 49: {
        const uint32_t table = static_cast<uint32_t>(below(256));
        item.text = fmt("lop3.b32", rd, a, b, c, std::to_string(table));
        item.eval = [=](State& s) {
          uint32_t r = 0;
          for (int i = 0; i < 32; ++i) {
            const uint32_t index =
                ((ea(s) >> i) & 1) << 2 | ((eb(s) >> i) & 1) << 1 | ((ec(s) >> i) & 1);
            r |= ((table >> index) & 1) << i;
          }
          s.r[d] = r;
        };
        break;
      }
      case 50: {
        // Registers for the position and length: ptxas takes numbers up to 255 only.
        const auto posSource = source32(false), lenSource = source32(false);
        const auto epos = posSource.second, elen = lenSource.second;
        item.text = fmt("bfi.b32", rd, a, b, posSource.first, lenSource.first);
        item.eval = [=](State& s) {
          const uint32_t pos = epos(s) & 0xff, len = elen(s) & 0xff;
          uint32_t f = eb(s);
          for (uint32_t i = 0; i < len && pos + i < 32; ++i)
            f = (f & ~(1u << (pos + i))) | (((ea(s) >> i) & 1) << (pos + i));
          s.r[d] = f;
        };
        break;
      }
      case 51: {
        const int from = below(4);
        item.text =
            fmt("mov.b64", "{%r" + std::to_string(d) + ", %r" + std::to_string((d + 1) % 8) + "}",
                "%rd" + std::to_string(from));
        const int hi = (d + 1) % 8;
        item.eval = [=](State& s) {
          const uint64_t v = s.rd[from];
          s.r[d] = uint32_t(v);
          s.r[hi] = uint32_t(v >> 32);
        };
        break;
      }
      case 52: {
        const int lo = below(8), hi = below(8);
        item.text =
            fmt("mov.b64", rd64, "{%r" + std::to_string(lo) + ", %r" + std::to_string(hi) + "}");
        item.eval = [=](State& s) { s.rd[d64] = uint64_t{s.r[hi]} << 32 | s.r[lo]; };
        break;
      }
      case 48: {
        const auto xSource = source64();
        const std::string x = xSource.first;
        const auto ex = xSource.second;
        const auto ySource = source64();
        const std::string y = ySource.first;
        const auto ey = ySource.second;
        const bool divide = below(2);
        item.text = fmt(divide ? "div.u64" : "rem.u64", rd64, x, y);
        item.eval = [=](State& s) {
          const uint64_t u = ex(s), v = ey(s);
          s.rd[d64] = v == 0 ? ~uint64_t{0} : divide ? u / v : u % v;
        };
        break;
      }
      default: {
        const auto xSource = source64();
        const std::string x = xSource.first;
        const auto ex = xSource.second;
        const auto ySource = source64();
        const std::string y = ySource.first;
        const auto ey = ySource.second;
        item.text = fmt("sub.u64", rd64, x, y);
        item.eval = [=](State& s) { s.rd[d64] = ex(s) - ey(s); };
        break;
      }
    }
    // A guard on a fifth of them (not on setp: its predicate may be the guard's).
    if (below(5) == 0 && item.text.rfind("setp", 0) != 0) {
      const int g = below(3);
      const bool negated = below(2);
      item.text =
          "@" + std::string(negated ? "!" : "") + "%p" + std::to_string(g) + " " + item.text;
      Eval inner = item.eval;
      item.eval = [=](State& s) {
        if (s.p[g] != negated) inner(s);
      };
    }
    return item;
  }

  // A carry chain: a .cc producer, .cc middles, a consumer; 32 or 64 bits.
  std::vector<Item> chain() {
    const bool wide = below(3) == 0;
    const bool subtract = below(3) == 0;
    const int length = 2 + below(4);
    std::vector<Item> items;
    for (int k = 0; k < length; ++k) {
      const bool first = k == 0, last = k + 1 == length;
      const bool multiply = !subtract && below(2);
      const bool high = below(2);
      std::string op = subtract   ? (first ? "sub" : "subc")
                       : multiply ? std::string(first ? "mad" : "madc") + (high ? ".hi" : ".lo")
                                  : (first ? "add" : "addc");
      if (!last || first) op += ".cc";
      op += wide ? ".u64" : ".u32";
      Item item;
      if (wide) {
        const int d = below(4);
        const auto aSource = source64();
        const std::string a = aSource.first;
        const auto ea = aSource.second;
        const auto bSource = source64();
        const std::string b = bSource.first;
        const auto eb = bSource.second;
        const auto cSource = source64();
        const std::string c = cSource.first;
        const auto ec = cSource.second;
        const bool readsCarry = !first, writesCarry = !last || first;
        item.text = multiply ? fmt(op, "%rd" + std::to_string(d), a, b, c)
                             : fmt(op, "%rd" + std::to_string(d), a, b);
        item.eval = [=](State& s) {
          __extension__ typedef unsigned __int128 U128;
          const U128 in = readsCarry && s.cf ? 1 : 0;
          U128 t;
          if (subtract) {
            t = U128(ea(s)) - U128(eb(s)) - in;  // borrow: the bits above 64 are set
          } else if (multiply) {
            const U128 product = U128(ea(s)) * eb(s);
            t = U128(uint64_t(high ? product >> 64 : product)) + ec(s) + in;
          } else {
            t = U128(ea(s)) + eb(s) + in;
          }
          s.rd[d] = uint64_t(t);
          if (writesCarry) s.cf = (t >> 64) != 0;
        };
      } else {
        const int d = below(8);
        const auto aSource = source32();
        const std::string a = aSource.first;
        const auto ea = aSource.second;
        const auto bSource = source32();
        const std::string b = bSource.first;
        const auto eb = bSource.second;
        const auto cSource = source32();
        const std::string c = cSource.first;
        const auto ec = cSource.second;
        const bool readsCarry = !first, writesCarry = !last || first;
        item.text = multiply ? fmt(op, "%r" + std::to_string(d), a, b, c)
                             : fmt(op, "%r" + std::to_string(d), a, b);
        item.eval = [=](State& s) {
          const uint64_t in = readsCarry && s.cf ? 1 : 0;
          uint64_t t;
          if (subtract) {
            t = uint64_t{ea(s)} - eb(s) - in;
          } else if (multiply) {
            const uint64_t product = uint64_t{ea(s)} * eb(s);
            t = uint64_t(high ? uint32_t(product >> 32) : uint32_t(product)) + ec(s) + in;
          } else {
            t = uint64_t{ea(s)} + eb(s) + in;
          }
          s.r[d] = uint32_t(t);
          if (writesCarry) s.cf = (t >> 32) != 0;
        };
      }
      items.push_back(std::move(item));
    }
    return items;
  }

  Item diamond() {
    Item item;
    item.kind = Item::Kind::Diamond;
    item.predicate = below(3);
    item.negated = below(2);
    ++depth_;
    item.first = program(1 + below(4));
    item.second = program(1 + below(4));
    --depth_;
    return item;
  }

  Item loop() {
    Item item;
    item.kind = Item::Kind::Loop;
    item.counter = below(8);
    ++depth_;
    item.first = program(1 + below(4));
    --depth_;
    return item;
  }

  static std::string fmt(const std::string& op, const std::string& d, const std::string& a,
                         const std::string& b = "", const std::string& c = "",
                         const std::string& e = "") {
    std::string text = op + " " + d + ", " + a;
    for (const std::string* x : {&b, &c, &e})
      if (!x->empty()) text += ", " + *x;
    return text + ";";
  }

  std::mt19937_64 random_;
  int depth_ = 0;
};

void render(const std::vector<Item>& items, std::string& out, int& labels) {
  for (const Item& item : items) {
    if (item.kind == Item::Kind::Instruction) {
      out += "  " + item.text + "\n";
    } else if (item.kind == Item::Kind::Diamond) {
      const int k = labels++;
      out += "  @" + std::string(item.negated ? "!" : "") + "%p" + std::to_string(item.predicate) +
             " bra THEN" + std::to_string(k) + ";\n";
      render(item.second, out, labels);
      out += "  bra JOIN" + std::to_string(k) + ";\nTHEN" + std::to_string(k) + ":\n";
      render(item.first, out, labels);
      out += "JOIN" + std::to_string(k) + ":\n";
    } else {
      const int k = labels++;
      out += "  and.b32 %r8, %r" + std::to_string(item.counter) + ", 7;\nLOOP" + std::to_string(k) +
             ":\n  setp.eq.u32 %p3, %r8, 0;\n  @%p3 bra END" + std::to_string(k) + ";\n";
      render(item.first, out, labels);
      out += "  sub.u32 %r8, %r8, 1;\n  bra LOOP" + std::to_string(k) + ";\nEND" +
             std::to_string(k) + ":\n";
    }
  }
}

void evaluate(const std::vector<Item>& items, State& s) {
  for (const Item& item : items) {
    if (item.kind == Item::Kind::Instruction) {
      item.eval(s);
    } else if (item.kind == Item::Kind::Diamond) {
      evaluate(s.p[item.predicate] != item.negated ? item.first : item.second, s);
    } else {
      for (s.r[8] = s.r[item.counter] & 7; s.r[8] != 0; --s.r[8]) evaluate(item.first, s);
      s.p[3] = true;
    }
  }
}

// Each thread: registers from in[thread] (8 words, 4 double words, 3 predicates
// from a word), the program, registers to out[thread] in the same layout.
constexpr uint32_t kThreadBytes = 8 * 4 + 4 * 8 + 8;  // padded: 64-bit words stay aligned

std::string kernelText(const std::vector<Item>& items) {
  std::string text =
      ".version 8.0\n.target sm_90\n.address_size 64\n"
      ".visible .entry random(.param .u64 in, .param .u64 out)\n{\n"
      "  .reg .pred %p<4>;\n  .reg .b32 %r<9>;\n  .reg .b64 %rd<4>;\n"
      "  .reg .b32 %t<4>;\n  .reg .b64 %a<4>;\n"
      "  mov.u32 %t0, %tid.x;\n  mov.u32 %t1, %ctaid.x;\n  mov.u32 %t2, %ntid.x;\n"
      "  mad.lo.u32 %t0, %t1, %t2, %t0;\n"
      "  mul.wide.u32 %a0, %t0, " +
      std::to_string(kThreadBytes) +
      ";\n"
      "  ld.param.u64 %a1, [in];\n  add.s64 %a1, %a1, %a0;\n"
      "  ld.param.u64 %a2, [out];\n  add.s64 %a2, %a2, %a0;\n";
  for (int i = 0; i < 8; ++i)
    text += "  ld.global.u32 %r" + std::to_string(i) + ", [%a1+" + std::to_string(4 * i) + "];\n";
  for (int i = 0; i < 4; ++i)
    text +=
        "  ld.global.u64 %rd" + std::to_string(i) + ", [%a1+" + std::to_string(32 + 8 * i) + "];\n";
  text += "  ld.global.u32 %t3, [%a1+64];\n";
  for (int i = 0; i < 3; ++i)
    text += "  and.b32 %t1, %t3, " + std::to_string(1 << i) + ";\n  setp.ne.u32 %p" +
            std::to_string(i) + ", %t1, 0;\n";
  int labels = 0;
  render(items, text, labels);
  for (int i = 0; i < 8; ++i)
    text += "  st.global.u32 [%a2+" + std::to_string(4 * i) + "], %r" + std::to_string(i) + ";\n";
  for (int i = 0; i < 4; ++i)
    text +=
        "  st.global.u64 [%a2+" + std::to_string(32 + 8 * i) + "], %rd" + std::to_string(i) + ";\n";
  text += "  mov.u32 %t3, 0;\n";
  for (int i = 0; i < 3; ++i)
    text += "  selp.b32 %t1, " + std::to_string(1 << i) + ", 0, %p" + std::to_string(i) +
            ";\n  or.b32 %t3, %t3, %t1;\n";
  text += "  st.global.u32 [%a2+64], %t3;\n  ret;\n}\n";
  return text;
}

TEST(PtxRandomPrograms, TheSimulatorAgreesWithAPlainReferenceOnEveryThread) {
  constexpr uint32_t kBlocks = 2, kBlockThreads = 48, kThreads = kBlocks * kBlockThreads;
  auto device = [] {
    std::string error;
    return openDevice(DeviceKind::Simulator, error);
  }();
  size_t compared = 0;
  for (uint64_t seed = 1; seed <= 150; ++seed) {
    Generator generator(seed);
    const std::vector<Item> items = generator.program(24);
    const std::string text = kernelText(items);
    std::string error;
    auto program = Program::fromText(text, "random.ptx", error);
    ASSERT_TRUE(program) << "seed " << seed << ":\n" << error << text;
    auto kernel = Kernel::create(*program, "random", error);
    std::mt19937_64 inputs(seed * 7919);
    std::vector<uint8_t> in(kThreads * kThreadBytes);
    for (uint8_t& byte : in) byte = static_cast<uint8_t>(inputs());
    Buffer a = device->createBuffer(in.size(), in);
    Buffer b = device->createBuffer(in.size());
    kernel->setArgument("in", ArgumentValue::ofBuffer(a), error);
    kernel->setArgument("out", ArgumentValue::ofBuffer(b), error);
    LaunchSettings settings;
    settings.grid = {kBlocks, 1, 1};
    settings.block = {kBlockThreads, 1, 1};
    LaunchReport report = device->launch(*kernel, settings);
    ASSERT_FALSE(report.fault) << report.fault->describe();
    std::vector<uint8_t> out(in.size());
    device->read(b, 0, out);
    for (uint32_t t = 0; t < kThreads; ++t) {
      State s;
      const uint8_t* from = in.data() + t * kThreadBytes;
      std::memcpy(s.r, from, 32);
      std::memcpy(s.rd, from + 32, 32);
      uint32_t predicates = 0;
      std::memcpy(&predicates, from + 64, 4);
      for (int i = 0; i < 3; ++i) s.p[i] = (predicates >> i) & 1;
      evaluate(items, s);
      std::vector<uint8_t> want(kThreadBytes);
      std::memcpy(want.data(), s.r, 32);
      std::memcpy(want.data() + 32, s.rd, 32);
      const uint32_t packed = uint32_t{s.p[0]} | uint32_t{s.p[1]} << 1 | uint32_t{s.p[2]} << 2;
      std::memcpy(want.data() + 64, &packed, 4);
      const std::vector<uint8_t> got(out.begin() + t * kThreadBytes,
                                     out.begin() + (t + 1) * kThreadBytes);
      ASSERT_EQ(got, want) << "seed " << seed << ", thread " << t << "\n" << text;
      ++compared;
    }
  }
  EXPECT_EQ(compared, 150u * kThreads);
}

TEST(PtxRandomPrograms, TheGeneratedProgramsAreValidForPtxas) {
  auto ptxas = findPtxas();
  if (!ptxas) GTEST_SKIP() << "ptxas not found (CUDA toolkit absent)";
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Generator generator(seed);
    const std::string text = kernelText(generator.program(24));
    PtxasVerdict verdict = runPtxas(*ptxas, text);
    EXPECT_TRUE(verdict.accepted) << "seed " << seed << ": " << verdict.output << "\n" << text;
  }
}

// The table and the handlers agree: every row the simulator runs gets a
// handler for every type (and cvt source type) the parser lets it take, and
// the rows it does not run by a handler are the control rows and those
// marked NotSimulated, which it refuses by name.
TEST(PtxSemantics, EveryRowTheSimulatorRunsHasAHandlerForEachOfItsTypes) {
  size_t checked = 0;
  for (const InstructionRow& row : instructionTable()) {
    SCOPED_TRACE(std::string(row.spelling));
    Instruction instruction;
    instruction.row = &row;
    instruction.setOpcode(row.spelling);
    std::array<Operand, 4> operands{};
    instruction.setOperands(operands);
    auto handler = [&](Type type, Type sourceType) {
      instruction.type = type;
      instruction.sourceType = sourceType;
      std::string error;
      Handler chosen = handlerFor(instruction, error);
      EXPECT_EQ(chosen == nullptr, !error.empty());
      return chosen;
    };
    if (row.control != Control::None) {
      EXPECT_EQ(row.semantics, Semantics::ControlFlow);
      EXPECT_EQ(handler(Type::B32, Type::B32), nullptr);
      continue;
    }
    // Valid forms the simulator refuses by name (cvt's .tf32 and .pack).
    if (row.semantics == Semantics::NotSimulated) {
      std::string error;
      EXPECT_EQ(handlerFor(instruction, error), nullptr);
      EXPECT_NE(error.find("cannot run"), std::string::npos) << error;
      continue;
    }
    for (size_t t = 0; t < kTypeCount; ++t) {
      const Type type = static_cast<Type>(t);
      if (!contains(row.types, type)) continue;
      for (size_t s = 0; s < kTypeCount; ++s) {
        const Type sourceType = static_cast<Type>(s);
        if (row.sourceTypes != 0 && !contains(row.sourceTypes, sourceType)) continue;
        if (row.sourceTypes == 0 && s != 0) break;
        EXPECT_NE(handler(type, sourceType), nullptr) << typeName(type);
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 200u);
}

}  // namespace
}  // namespace gpuasm::testing
