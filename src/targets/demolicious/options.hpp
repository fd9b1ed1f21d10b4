// What the demolicious target adds to the gpuasm command line: its run
// options, the assembler options that stand for -m keys, and `study`.
#pragma once

#include <map>
#include <span>
#include <string>

#include "gpuasm/options.hpp"
#include "gpuasm/target.hpp"

namespace gpuasm::demolicious {

// The target's -m keys, assembler and run options and commands.
CommandLineTables commandLine();

// `gpuasm run`'s --barrel or --cores decide the barrel height the hazard
// checks assume (-m barrel=N), so that the checks follow the simulated machine.
void runAssemblerOptions(const OptionValues& runOptions,
                         std::map<std::string, std::string>& machineOptions);

// `gpuasm run -t demolicious`.
std::unique_ptr<RunSession> openRun(const RunRequest& request);
// `gpuasm study`: the report's frame-rate figures (section 11.2).
int study(const OptionValues& options, std::ostream& out, std::ostream& err);

}  // namespace gpuasm::demolicious
