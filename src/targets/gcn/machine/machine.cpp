#include "targets/gcn/machine/machine.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

namespace gpuasm::gcn::machine {

RunResult runWave(const Program& program, Wavefront& wave, const RunLimits& limits, Memory* memory,
                  Lds* lds) {
  RunResult result;
  Execution x{wave, memory, lds, std::nullopt};
  x.runInstructions = &result.instructions;
  auto pcFault = [&](const Decoded* from, std::string message) {
    Decoded where;
    if (from)
      where = *from;
    else
      where.address = wave.pc;
    x.raise(where, "pc", std::move(message), std::nullopt, wave.pc);
  };
  std::optional<size_t> start = program.indexAt(wave.pc);
  if (!start) {
    pcFault(nullptr, "the wave starts where no instruction begins");
    result.fault = x.fault;
    return result;
  }
  size_t index = *start;
  const size_t size = program.code.size();
  uint64_t checkAt = std::min(limits.maxInstructions, RunLimits::kCheckInterval);
  while (true) {
    const Decoded& d = program.code[index];
    // One comparison a step covers both watchdogs: the instruction count and,
    // every kCheckInterval instructions, the host's clock and cancellation.
    if (result.instructions == checkAt) {
      if (checkAt == limits.maxInstructions) {
        x.raise(d, "watchdog",
                fmt::format("the wave ran {} instructions without reaching s_endpgm",
                            limits.maxInstructions),
                std::nullopt, limits.maxInstructions);
        break;
      }
      if (limits.cancelled && limits.cancelled->load(std::memory_order_relaxed)) {
        result.cancelled = true;
        break;
      }
      if (limits.deadline.passed()) {
        x.raise(d, "time-limit", "the kernel ran past the host-time limit (--time-limit)");
        break;
      }
      checkAt = std::min(limits.maxInstructions, checkAt + RunLimits::kCheckInterval);
    }
    wave.pc = d.next;
    d.handler(x, d);
    ++result.instructions;
    result.perLane += d.perLane;
    if (x.stop) break;
    if (wave.pc == d.next && index + 1 < size) {
      ++index;
      continue;
    }
    std::optional<size_t> target = program.indexAt(wave.pc);
    if (!target) {
      pcFault(&d, wave.pc == d.next ? "the wave ran past the end of the program without s_endpgm"
                                    : "a branch lands where no instruction begins");
      break;
    }
    index = *target;
  }
  wave.retired += result.instructions;
  result.atBarrier = x.atBarrier && !x.fault && !result.cancelled;
  result.ended = x.stop && !x.fault && !x.atBarrier && !result.cancelled;
  result.fault = std::move(x.fault);
  return result;
}

WorkGroupResult runWorkGroup(const Program& program, std::span<Wavefront* const> waves,
                             const RunLimits& limits, Memory* memory, Lds* lds) {
  WorkGroupResult result;
  std::vector<uint64_t> executed(waves.size(), 0);
  std::vector<bool> ended(waves.size(), false);
  size_t running = waves.size();
  for (uint64_t round = 1; running > 0; ++round) {
    // Waves that meet at a barrier again and again each run a few
    // instructions a turn, never kCheckInterval: the group looks at the clock.
    if (round % RunLimits::kCheckRounds == 0 && limits.deadline.passed()) {
      for (size_t k = 0; k < waves.size(); ++k) {
        if (ended[k]) continue;
        const std::optional<size_t> at = program.indexAt(waves[k]->pc);
        if (!at) continue;
        Execution x{*waves[k], memory, lds, std::nullopt};
        x.raise(program.code[*at], "time-limit",
                "the kernel ran past the host-time limit (--time-limit)");
        result.fault = std::move(x.fault);
        return result;
      }
    }
    for (size_t k = 0; k < waves.size(); ++k) {
      if (ended[k]) continue;
      RunLimits left = limits;
      left.maxInstructions = limits.maxInstructions - executed[k];
      RunResult r = runWave(program, *waves[k], left, memory, lds);
      executed[k] += r.instructions;
      result.instructions += r.instructions;
      result.perLane += r.perLane;
      if (r.cancelled) {
        result.cancelled = true;
        return result;
      }
      if (r.fault) {
        // The count this wave was given is what was left of its limit: name the whole.
        if (r.fault->kind == "watchdog" && executed[k] == limits.maxInstructions) {
          r.fault->value = limits.maxInstructions;
          r.fault->message = fmt::format("the wave ran {} instructions without reaching s_endpgm",
                                         limits.maxInstructions);
        }
        result.fault = std::move(r.fault);
        return result;
      }
      if (r.ended) {
        ended[k] = true;
        --running;
      }
    }
  }
  result.ended = true;
  return result;
}

}  // namespace gpuasm::gcn::machine
