// What a piece of GCN code uses (registers, LDS, M0), decoded with the
// instruction table, and the tools the binary-format layer takes from the
// target (binary/code_tools.hpp).
#pragma once

#include <span>

#include "targets/gcn/binary/code_tools.hpp"

namespace gpuasm::gcn {

binary::CodeUse codeUse(std::span<const uint8_t> code);
// The disassembler's code printer and codeUse.
const binary::CodeTools& codeTools();

}  // namespace gpuasm::gcn
