#pragma once

#include <span>
#include <string>

#include "gpuasm/target.hpp"
#include "targets/gcn/binary/code_tools.hpp"

namespace gpuasm::gcn::binary {

// An AMD OpenCL binary as text: the program (GPU, class, driver, options),
// then per kernel its metadata and arguments, header, register counts,
// COMPUTE_PGM_RSRC2 in fields, the four records of its LDS size, the user
// elements, PROGINFO and the other CAL notes, all as `//` comments, and its
// code disassembled (gcn::disassemble with the same options). A file that does
// not read gives `error` with the file offset and the problem.
std::string printAmdBinary(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                           const CodeTools& tools, std::string& error);

}  // namespace gpuasm::gcn::binary
