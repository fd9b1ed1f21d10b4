#pragma once

#include <span>
#include <string>

#include "gpuasm/target.hpp"

namespace gpuasm::gcn {

// One line per instruction in the LLVM dialect (Southern Islands), text that
// reassembles to the same bytes; a dword that is no instruction it prints
// becomes `.word 0x... // why`. A trailing partial dword is reported in `error`.
// An AMD OpenCL binary (ELF magic, GPU e_machine) is listed kernel by kernel
// (binary/amdcl_printer.hpp).
std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error);

// Plain code bytes only, whatever they start with.
std::string disassembleCode(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                            std::string& error);

}  // namespace gpuasm::gcn
