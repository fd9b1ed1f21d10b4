#include "targets/demolicious/machine/machine.hpp"

#include <fmt/format.h>

namespace gpuasm::demolicious {

uint32_t MachineConfig::effectiveBarrelHeight() const {
  if (barrelHeight) return barrelHeight;
  return std::max<uint32_t>(4, cores / 2);
}

double MachineConfig::effectiveClockMHz() const {
  if (clockMHz > 0) return clockMHz;
  // Report table 11.1.1 (post place & route). No 16-core design was routed;
  // larger machines are given the 8-core clock.
  if (cores <= 2) return 58.469;
  if (cores <= 4) return 55.682;
  return 50.108;
}

const char* modeName(Mode mode) {
  return mode == Mode::Functional ? "functional" : "cycle";
}

Machine::Machine(MachineConfig c)
    : config(c), constants(kConstantWords, 0), dataMemory(c.dataMemoryWords, 0) {}

std::string Machine::sourceOf(uint32_t address) const {
  for (const SourceLine& r : sourceLines) {
    if (address >= r.address && address < r.address + r.units) {
      std::string_view text = r.file->lineText(r.line);
      text.remove_prefix(std::min(text.size(), text.find_first_not_of(" \t")));
      return fmt::format("{}:{}: {}", r.file->name(), r.line, text);
    }
  }
  return {};
}

Fault Machine::fault(std::string kind, std::string message, const Program& program, size_t pc,
                     uint32_t thread) const {
  Fault f = Fault::make(std::move(kind), std::move(message));
  f.thread = thread;
  if (pc < program.code.size()) {
    uint32_t address = program.start + static_cast<uint32_t>(pc);
    f.address = address;
    f.instruction = formatInstruction(program.code[pc]);
    f.source = sourceOf(address);
  }
  return f;
}

Fault Machine::ranOffEnd(const Program& program, size_t pc, uint32_t thread) const {
  return fault("ran-off-end",
               fmt::format("kernel ran past the end of the loaded instructions at address {} "
                           "without 'thread_finished'",
                           program.start + pc),
               program, pc, thread);
}

Fault Machine::illegalInstruction(const Program& program, size_t pc, uint32_t thread) const {
  const Decoded& d = program.code[pc];
  Fault f = fault("illegal-instruction",
                  fmt::format("illegal instruction 0x{:08x}: {}", d.word, d.illegal), program, pc,
                  thread);
  f.value = d.word;
  return f;
}

Fault Machine::badAddress(const Program& program, size_t pc, uint32_t thread,
                          uint32_t address) const {
  const bool load = program.code[pc].info->kind == Kind::Load;
  Fault f =
      fault("bad-address",
            fmt::format("thread {} {} data memory address 0x{:05x}, beyond the {} words of "
                        "memory",
                        thread, load ? "loads from" : "stores to", address, dataMemory.size()),
            program, pc, thread);
  f.value = address;
  return f;
}

Program Machine::predecode(Kernel kernel) const {
  Program program;
  program.start = kernel.address;
  for (uint32_t a = kernel.address; a < instructionMemory.size(); ++a) {
    program.code.push_back(decode(instructionMemory[a]));
    const Decoded& d = program.code.back();
    if (d.info && d.info->kind == Kind::Finish) {
      program.endsWithFinish = true;
      break;
    }
    if (!d.info) break;  // stops here when reached
  }
  return program;
}

RunReport Machine::run(Kernel kernel, uint64_t threads) {
  RunReport report;
  report.mode = config.mode;
  report.cores = config.cores;
  report.barrelHeight = config.effectiveBarrelHeight();
  report.clockMHz = config.effectiveClockMHz();
  report.threads = threads;
  Program program = predecode(kernel);
  report.kernelInstructions = static_cast<uint32_t>(program.code.size());

  const uint64_t maxThreads = uint64_t{1} << 20;  // thread ids are 20 bits
  if (config.cores < 1 || config.cores > 64) {
    report.fault = Fault::make(
        "config", fmt::format("{} cores requested; the machine has 1 to 64", config.cores));
  } else if (report.barrelHeight < 1 || report.barrelHeight > 256) {
    report.fault = Fault::make(
        "config", fmt::format("barrel height {} is outside 1..256", report.barrelHeight));
  } else if (threads == 0 || threads > maxThreads) {
    report.fault =
        Fault::make("thread-count",
                    fmt::format("{} threads requested; a launch runs 1 to {} (20-bit thread ids)",
                                threads, maxThreads));
  } else if (kernel.address >= instructionMemory.size()) {
    report.fault =
        Fault::make("bad-kernel", fmt::format("no kernel is loaded at address {}", kernel.address));
  }
  if (report.fault) return report;

  deadline_ = Deadline(config.maxHostSeconds);
  if (config.mode == Mode::Functional) {
    runFunctional(program, static_cast<uint32_t>(threads), report);
  } else {
    runCycle(program, static_cast<uint32_t>(threads), report);
  }
  report.hostSeconds = deadline_.elapsedSeconds();
  return report;
}

bool Machine::pastTimeLimit(RunReport& report, uint64_t finished) const {
  if (!deadline_.passed()) return false;
  report.fault = Fault::make(
      "watchdog", fmt::format("{} ({} thread instructions)",
                              deadline_.stoppedMessage(finished, report.threads, "thread"),
                              groupedDigits(report.threadInstructions)));
  return true;
}

}  // namespace gpuasm::demolicious
