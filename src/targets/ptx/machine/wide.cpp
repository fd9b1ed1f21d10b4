// The .b128 type (PTX ISA 8.3, 5.2.2): 128-bit registers, which mov packs,
// unpacks and copies, ld and st move (as two 64-bit elements: memory.cpp),
// and atom.cas/.exch change atomically (sm_90, 9.7.13.5). A register is two
// slots of the warp's register file, its low 64 bits first; widenTo128 (here)
// gives each operand of a .b128 instruction its second slot.
#include <fmt/format.h>

#include <cstring>
#include <mutex>

#include "targets/ptx/machine/lanes.hpp"
#include "targets/ptx/machine/predecode.hpp"

namespace gpuasm::ptx {
using namespace lanes;
namespace {

// mov.b128 d, a: both halves (a number's upper half is zero).
bool move128(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* low = w.slot(op.dest[0]);
  uint64_t* high = w.slot(op.dest[1]);
  const uint64_t* a = w.slot(op.source[0]);
  const uint64_t* b = w.slot(op.source[1]);
  forLanes(mask, [&](uint32_t l) {
    low[l] = a[l];
    high[l] = b[l];
  });
  return true;
}

// mov.b128 d, {a, b} (two .b64) or {a, b, c, d} (four .b32), the first
// element least significant.
bool pack128(Warp& w, const Op& op, uint32_t mask) {
  uint64_t* low = w.slot(op.dest[0]);
  uint64_t* high = w.slot(op.dest[1]);
  const uint32_t elements = op.vector;
  forLanes(mask, [&](uint32_t l) {
    uint64_t halves[2] = {0, 0};
    if (elements == 2) {
      halves[0] = w.slot(op.source[0])[l];
      halves[1] = w.slot(op.source[1])[l];
    } else {
      for (uint32_t e = 0; e < 4; ++e)
        halves[e / 2] |= (w.slot(op.source[e])[l] & 0xffffffffu) << (32 * (e % 2));
    }
    low[l] = halves[0];
    high[l] = halves[1];
  });
  return true;
}

// mov.b128 {a, b[, c, d]}, s: the reverse (source[0], source[1]: s's halves).
bool unpack128(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* low = w.slot(op.source[0]);
  const uint64_t* high = w.slot(op.source[1]);
  const uint32_t elements = op.vector;
  forLanes(mask, [&](uint32_t l) {
    const uint64_t halves[2] = {low[l], high[l]};
    if (elements == 2) {
      w.slot(op.dest[0])[l] = halves[0];
      w.slot(op.dest[1])[l] = halves[1];
    } else {
      for (uint32_t e = 0; e < 4; ++e)
        w.slot(op.dest[e])[l] = (halves[e / 2] >> (32 * (e % 2))) & 0xffffffffu;
    }
  });
  return true;
}

// The host has no portable 16-byte compare-and-swap: the 128-bit atomics of
// every block take one lock, which makes them atomic with each other (not
// with a narrower atomic on the same bytes, which PTX leaves undefined too:
// 8.2 "Memory consistency model", mixed-size accesses are not atomic).
std::mutex& wideLock() {
  static std::mutex lock;
  return lock;
}

// atom.cas.b128 d, [a], b, c: d = old; old == b ? c : old. atom.exch.b128
// d, [a], b: d = old; b. Sources: b's halves in source[0..1], c's in [2..3].
template <bool Cas>
bool atomic128(Warp& w, const Op& op, uint32_t mask) {
  const uint64_t* base = w.slot(op.base);
  const auto space = static_cast<StateSpace>(op.variant);
  uint64_t* low = w.slot(op.dest[0]);
  uint64_t* high = w.slot(op.dest[1]);
  bool good = true;
  forLanes(mask, [&](uint32_t l) {
    if (!good) return;
    const uint64_t address = (base[l] + op.addressOffset) & op.addressMask;
    if (address % 16 != 0) {
      good = w.fail(
          "misaligned",
          fmt::format("atomic access of 16 bytes at 0x{:x} is not aligned to 16 bytes", address), l,
          address);
      return;
    }
    uint8_t* at = resolve(w, space, address, 16, l, true);
    if (!at) {
      good = false;
      return;
    }
    const uint64_t b[2] = {w.slot(op.source[0])[l], w.slot(op.source[1])[l]};
    uint64_t old[2];
    {
      std::lock_guard<std::mutex> hold(wideLock());
      std::memcpy(old, at, 16);
      if (!Cas) {
        std::memcpy(at, b, 16);
      } else if (old[0] == b[0] && old[1] == b[1]) {
        const uint64_t c[2] = {w.slot(op.source[2])[l], w.slot(op.source[3])[l]};
        std::memcpy(at, c, 16);
      }
    }
    low[l] = old[0];
    high[l] = old[1];
  });
  return good;
}

bool isVector(const Operand& operand) {
  return operand.kind == Operand::Kind::Vector;
}

}  // namespace

namespace lanes {

Handler wideMove(const Instruction& instruction) {
  const auto operands = instruction.operands();
  if (operands.size() == 2 && isVector(operands[0])) return &unpack128;
  if (operands.size() == 2 && isVector(operands[1])) return &pack128;
  return &move128;
}

Handler wideAtomic(const Instruction& instruction) {
  if (spelledWith(instruction, "cas")) return &atomic128<true>;
  if (spelledWith(instruction, "exch")) return &atomic128<false>;
  return nullptr;
}

}  // namespace lanes

// Each operand of a .b128 instruction gets its second slot: a register's
// next one, a number's upper half `zero` (a slot holding 0). ld and st move
// two 64-bit elements.
bool widenTo128(const Instruction& instruction, Op& op, uint32_t zero, std::string& error) {
  const auto operands = instruction.operands();
  auto second = [&](const Operand& operand, uint32_t first) {
    return operand.kind == Operand::Kind::Register ? first + 1 : zero;
  };
  switch (instruction.row->semantics) {
    case Semantics::Mov:
      if (operands.size() != 2) break;
      if (!isVector(operands[0])) op.dest[1] = op.dest[0] + 1;
      if (!isVector(operands[1])) op.source[1] = second(operands[1], op.source[0]);
      return true;
    case Semantics::Load:
    case Semantics::Store:
      if (op.vector != 1) break;
      op.bytes = 8;
      op.vector = 2;
      if (instruction.row->semantics == Semantics::Load) {
        op.dest[1] = op.dest[0] + 1;
      } else {
        if (operands.size() < 2 || operands[1].kind != Operand::Kind::Register) {
          error = fmt::format("'{}' stores a number: the simulator stores .b128 registers only",
                              instruction.opcode());
          return false;
        }
        op.source[1] = op.source[0] + 1;
      }
      return true;
    case Semantics::Atom: {
      // d, [a], b[, c]: b's halves, then c's.
      op.dest[1] = op.dest[0] + 1;
      const uint32_t b = op.source[0], c = op.source[1];
      op.source[0] = b;
      op.source[1] = second(operands[2], b);
      if (operands.size() > 3) {
        op.source[2] = c;
        op.source[3] = second(operands[3], c);
      }
      return true;
    }
    default:
      break;
  }
  error = fmt::format("the simulator cannot run '{}' yet", instruction.opcode());
  return false;
}

}  // namespace gpuasm::ptx
