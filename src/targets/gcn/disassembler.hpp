#pragma once

#include <span>
#include <string>

#include "gpuasm/target.hpp"
#include "targets/gcn/binary/code_tools.hpp"

namespace gpuasm::gcn {

// One line per instruction in the LLVM dialect (Southern Islands), or the
// AMD dialect (-m dialect=amd), text that reassembles to the same bytes; a
// dword that is no instruction it prints becomes `.word 0x... // why`. A
// trailing partial dword is reported in `error`. Plain code bytes, whatever
// they start with: listing.hpp tells an AMD OpenCL binary from code.
std::string disassembleCode(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                            std::string& error);
// The same with a relocatable object's labels and relocated literals
// (binary::CodeNames): a named literal is printed as its name, never as data.
std::string disassembleNamedCode(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                                 const binary::CodeNames& names, std::string& error);

}  // namespace gpuasm::gcn
