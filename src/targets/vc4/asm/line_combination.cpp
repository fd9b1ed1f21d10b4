// Combining the parts of one line (`add ...; fmul ...; ldtmu0`) into one
// instruction: how many reads, signals and operations an instruction holds,
// which forms exclude each other (load immediate, semaphore, branch), and on
// which unit each operation goes.
#include <fmt/format.h>

#include <optional>
#include <string>
#include <vector>

#include "targets/vc4/asm/vc4asm_line.hpp"

namespace gpuasm::vc4 {
namespace {

void error(InstructionContext& ctx, SourceLocation where, std::string code, std::string message) {
  ctx.diagnostics().error(where, std::move(code), std::move(message));
}

}  // namespace

bool combineParts(std::vector<Part>& parts, Line& line, InstructionContext& ctx,
                  Vc4Choices choices) {
  // The ALU parts stay in `parts`, in order, the reads and the signal moved
  // out (no second vector for every line).
  std::vector<Part>& alu = parts;
  size_t kept = 0;
  std::optional<Part> signal;
  bool immediate = false, semaphore = false, branch = false;
  for (size_t i = 0; i < parts.size(); ++i) {
    Part& p = parts[i];
    if (p.kind == PartKind::Read) {
      if (line.reads.size() == 2) {
        error(ctx, p.location, "invalid-combination",
              "an instruction has two read ports: at most two 'read's");
        return false;
      }
      line.reads.push_back(std::move(p));
      continue;
    }
    if (p.kind == PartKind::Signal) {
      if (signal) {
        error(ctx, p.location, "invalid-combination", "an instruction carries at most one signal");
        return false;
      }
      signal = std::move(p);
      continue;
    }
    immediate |= p.kind == PartKind::Immediate;
    semaphore |= p.kind == PartKind::Semaphore;
    branch |= p.kind == PartKind::Branch;
    if (kept != i) parts[kept] = std::move(p);
    ++kept;
  }
  parts.erase(parts.begin() + static_cast<std::ptrdiff_t>(kept), parts.end());
  if (!line.reads.empty() && (immediate || semaphore || branch)) {
    error(ctx, line.reads.front().location, "invalid-combination",
          "'read' sets a read address of an ALU instruction: it cannot join a load immediate, "
          "semaphore or branch");
    return false;
  }
  if (choices == Vc4Choices::Vc4asm && !immediate && !semaphore && !branch) {
    // vc4asm drops a plain `nop` of an ALU instruction while an operation
    // can still take its unit (vc4asm 80ab48de: `nop; nop; nop` is one nop,
    // `nop; nop; add r0, r1, r2` the add; `add ..; fmul ..; nop` is refused).
    for (size_t i = 0, operations = 0; i < alu.size() && alu.size() > 2;) {
      const Part& p = alu[i];
      if (p.kind == PartKind::Nop && p.destination.isNop() && !p.forcedUnit && operations < 2) {
        alu.erase(alu.begin() + static_cast<std::ptrdiff_t>(i));
        continue;
      }
      operations += p.kind != PartKind::Nop;
      ++i;
    }
  }
  if (alu.size() > 2) {
    error(ctx, alu[2].location, "invalid-combination",
          "an instruction has two units: at most an add and a mul operation");
    return false;
  }
  if (choices == Vc4Choices::Vc4asm && !semaphore && !branch) {
    immediate = useSmallImmediateMoves(alu, line, signal.has_value());
  }
  if (semaphore && !branch && !signal) {
    for (const Part& p : alu) {
      if (p.kind != PartKind::Semaphore && p.kind != PartKind::Nop) {
        error(ctx, p.location, "invalid-combination",
              "a semaphore instruction feeds both units: the other operation can only be the "
              "same semaphore operation or nop");
        return false;
      }
    }
    line.form = Instruction::Form::Semaphore;
    line.add = std::move(alu[0]);
    if (alu.size() == 2) line.mul = std::move(alu[1]);
    return true;
  }
  if (branch || semaphore) {
    if (signal) {
      error(ctx, signal->location, "invalid-combination",
            fmt::format("a {} cannot carry a signal (it uses the signal field)",
                        branch ? "branch" : "semaphore instruction"));
      return false;
    }
    if (alu.size() != 1) {
      error(ctx, alu.front().location, "invalid-combination",
            fmt::format("'{}' is an instruction of its own and takes no other operation",
                        alu.front().mnemonic));
      return false;
    }
    line.form = branch ? Instruction::Form::Branch : Instruction::Form::Semaphore;
    line.add = std::move(alu.front());
    return true;
  }
  if (immediate) {
    for (const Part& p : alu) {
      if (p.kind != PartKind::Immediate && p.kind != PartKind::Nop) {
        error(ctx, p.location, "invalid-combination",
              "a load immediate feeds both units: the other operation can only be another "
              "load of the same value or nop");
        return false;
      }
    }
    if (signal) {
      error(ctx, signal->location, "invalid-combination",
            "a load immediate cannot carry a signal (it uses the signal field)");
      return false;
    }
    line.form = Instruction::Form::LoadImmediate;
    line.add = std::move(alu[0]);
    if (alu.size() == 2) line.mul = std::move(alu[1]);
    return true;
  }
  line.form = Instruction::Form::Alu;
  if (signal) line.signal = signal->signal;
  if (choices == Vc4Choices::Vc4asm) return placeOnUnits(alu, line, ctx);
  if (alu.size() == 2) {
    if (!alu[0].canAdd()) {
      error(ctx, alu[0].location, "wrong-unit",
            fmt::format("'{}' cannot run on the add unit (the first operation of a line)",
                        alu[0].mnemonic));
      return false;
    }
    if (!alu[1].canMul()) {
      error(ctx, alu[1].location, "wrong-unit",
            fmt::format("'{}' cannot run on the mul unit (the second operation of a line)",
                        alu[1].mnemonic));
      return false;
    }
    line.add = std::move(alu[0]);
    line.mul = std::move(alu[1]);
  } else if (alu.size() == 1) {
    if (alu[0].canAdd()) {
      line.add = std::move(alu[0]);
    } else if (alu[0].canMul()) {
      line.mul = std::move(alu[0]);
    } else {
      error(ctx, alu[0].location, "wrong-unit",
            "a rotation needs the mul unit, and this operation has none");
      return false;
    }
  }
  return true;
}

}  // namespace gpuasm::vc4
