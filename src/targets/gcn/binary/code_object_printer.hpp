#pragma once

// The listing of an HSA code object (`gpuasm dis -t gcn k.co`): as clang -S
// writes the source of one (.amdgcn_target, .amdhsa_code_object_version,
// each kernel's code under its label, its descriptor as an .amdhsa_kernel
// block in the order llvm-objdump-14 prints it, the metadata as an
// .amdgpu_metadata YAML block), with comments listing each kernel's
// arguments and resources. Code of a generation the instruction table does
// not decode is listed as .long words, with a note saying so.
#include <cstdint>
#include <span>
#include <string>

#include "targets/gcn/binary/code_tools.hpp"

namespace gpuasm::gcn::binary {

struct CodeObject;

std::string printCodeObject(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                            const CodeTools& tools, std::string& error);
std::string printCodeObject(const CodeObject& object, const DisassemblyOptions& options,
                            const CodeTools& tools, std::string& error);

}  // namespace gpuasm::gcn::binary
