#pragma once

// An AMD OpenCL binary described as kernel directives (kernel_directives.hpp)
// so that assembling the disassembly with --format amdcl makes the binary
// again: the description that the derivation (kernel_description.hpp) turns
// into the same metadata, header, notes and PROGINFO, with an override
// directive wherever the driver wrote something the derivation would not.
#include <string>

#include "targets/gcn/binary/kernel_description.hpp"

namespace gpuasm::gcn::binary {

// The description of the binary's program and kernels (each kernel's code
// included), overrides set where needed.
ProgramDescription describeAmdBinary(const AmdBinary& binary, const CodeTools& tools);

// The program-wide directives (.device, .bits, .driver_version, ...).
std::string programDirectives(const AmdBinary& binary, const ProgramDescription& program);
// One kernel's directives, from `.kernel NAME` to its last override.
std::string kernelDirectives(const ProgramDescription& program, const KernelDescription& kernel);

}  // namespace gpuasm::gcn::binary
