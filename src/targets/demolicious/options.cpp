// The demolicious target's command-line options and commands, as data.
#include "targets/demolicious/options.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace gpuasm::demolicious {
namespace {

constexpr std::string_view kModes[] = {"functional", "cycle"};

// The assembler's -m keys; --fix-hazards stands for one, run's --barrel and
// --cores set barrel (runAssemblerOptions).
constexpr OptionSpec kMachineOptions[] = {
    {"barrel", OptionArity::Single, {}, {}, "N (1-256)"},
    {"fix-hazards", OptionArity::Flag},
};

constexpr OptionSpec kAssemblerOptions[] = {
    {"--fix-hazards", OptionArity::Flag,
     "Insert the nops that hazard rules require instead of warning (-m fix-hazards)"},
};

constexpr OptionSpec kRunOptions[] = {
    {"--threads", OptionArity::Single, "Threads to launch (default: one per pixel of --size)"},
    {"--const", OptionArity::Repeated, "Set a kernel constant: INDEX=VALUE"},
    {"--size", OptionArity::Single, "Frame size WxH (for --png and frames per second)"},
    {"--png", OptionArity::Single, "Write the frame as a PNG"},
    {"--base", OptionArity::Single, "Data memory address of the frame (default 0)"},
    {"--cores", OptionArity::Single, "Streaming processors (1-64, default 8)"},
    {"--barrel", OptionArity::Single, "Barrel height (default max(4, cores/2))"},
    {"--mhz", OptionArity::Single, "Clock in MHz (default: report table 11.1.1)"},
    kTimeLimitOption,
    {"--mode", OptionArity::Single, "functional or cycle (default functional)", kModes},
    {"--trace", OptionArity::Single,
     "Cycle mode: show which barrel line ran what in the first N cycles"},
};

constexpr OptionSpec kStudyOptions[] = {
    {"--json", OptionArity::Flag, "Print JSON"},
};

constexpr TargetCommand kCommands[] = {
    {"study", "Reproduce a target's performance study (demolicious: fps table)", kStudyOptions,
     &study},
};

}  // namespace

CommandLineTables commandLine() {
  return {kMachineOptions, kAssemblerOptions, kRunOptions, kCommands};
}

void runAssemblerOptions(const OptionValues& options,
                         std::map<std::string, std::string>& machineOptions) {
  if (options.has("barrel")) {
    // Checked here, so that a bad --barrel is named as the user gave it.
    machineOptions["barrel"] = fmt::format("{}", options.integer("barrel", 1, 256, 4));
  } else if (options.has("cores")) {
    int64_t cores = options.integer("cores", 1, 64, 8);
    machineOptions["barrel"] = fmt::format("{}", std::max<int64_t>(4, cores / 2));
  }
}

}  // namespace gpuasm::demolicious
