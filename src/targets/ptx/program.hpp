// What a host-API Program (gpuasm/ptx/host.hpp) holds: the PTX text as
// written, for the CUDA driver, and the parsed module, for the simulator.
#pragma once

#include <memory>
#include <string>

#include "gpuasm/image.hpp"
#include "gpuasm/ptx/host.hpp"
#include "targets/ptx/module.hpp"

namespace gpuasm::ptx {

struct Program::State {
  std::string text;
  std::string name;
  std::shared_ptr<const TargetData> data;  // keeps `module` alive
  const Module* module = nullptr;
};

// The limits of every GPU since compute capability 3.0 (CUDA C++ programming
// guide, "Compute Capabilities"): both devices check a launch's grid and block
// with these words before running it. Throws LaunchError (badSettings).
void checkLaunchShape(const LaunchSettings& settings);

// The simulated device (machine/simulator.cpp).
std::unique_ptr<Device> makeSimulatorDevice();

// "k.ptx:12:3": where an instruction of the program is.
std::string locationOf(const Program::State& program, const Instruction& instruction);
// The instruction's text as written, on one line.
std::string textOf(const Program::State& program, const Instruction& instruction);

}  // namespace gpuasm::ptx
