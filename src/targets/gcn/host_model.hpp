// What a gcn::Program holds (gpuasm/gcn/host.hpp): the binary's model and
// each kernel's code predecoded once, shared by every Kernel and launch.
#pragma once

#include <memory>
#include <vector>

#include "gpuasm/gcn/host.hpp"
#include "targets/gcn/binary/amdcl.hpp"
#include "targets/gcn/machine/program.hpp"

namespace gpuasm::gcn {

struct Program::Model {
  std::shared_ptr<const binary::AmdBinary> binary;  // never null
  std::vector<machine::Program> programs;           // one per kernel, in binary.kernels' order
};

}  // namespace gpuasm::gcn
