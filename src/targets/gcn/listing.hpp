// What `gpuasm dis -t gcn` lists: an AMD OpenCL binary (ELF magic, a GPU
// e_machine) kernel by kernel through the binary-format layer
// (binary/amdcl_printer.hpp), a relocatable object (EM_AMDGPU, ET_REL: its
// sections and relocations, binary/object_printer.hpp), an HSA code object (EM_AMDGPU, the HSA OS
// ABI: binary/code_object_printer.hpp), anything else as plain code (disassembler.hpp). The choice
// is made here, so that the two never call each other.
#pragma once

#include <span>
#include <string>

#include "gpuasm/target.hpp"

namespace gpuasm::gcn {

std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error);

}  // namespace gpuasm::gcn
