#include "targets/gcn/machine/machine.hpp"

#include <fmt/format.h>

namespace gpuasm::gcn::machine {

RunResult runWave(const Program& program, Wavefront& wave, const RunLimits& limits, Memory* memory,
                  Lds* lds) {
  RunResult result;
  Execution x{wave, memory, lds, std::nullopt};
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
  while (true) {
    const Decoded& d = program.code[index];
    if (result.instructions == limits.maxInstructions) {
      x.raise(d, "watchdog",
              fmt::format("the wave ran {} instructions without reaching s_endpgm",
                          limits.maxInstructions),
              std::nullopt, limits.maxInstructions);
      break;
    }
    wave.pc = d.next;
    d.handler(x, d);
    ++result.instructions;
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
  result.ended = x.stop && !x.fault;
  result.fault = std::move(x.fault);
  return result;
}

}  // namespace gpuasm::gcn::machine
