#pragma once

// The listing of a relocatable AMDGPU object (`gpuasm dis -t gcn k.o`: what `asm --format
// elf|hsaco`, llvm-mc -filetype=obj and clang -c write): each section that holds bytes, code
// as assembly and the rest as `.byte` lines, under a `.section` line; then the relocations, in
// comments, as `llvm-objdump -r` lists them (RELOCATION RECORDS FOR [.data]: OFFSET, TYPE,
// VALUE with the RELA addend). The code is the processor's of e_flags unless -m mcpu= says.
#include <cstdint>
#include <span>
#include <string>

#include "targets/gcn/binary/code_tools.hpp"

namespace gpuasm::gcn::binary {

// An ELF64 little-endian object of e_machine EM_AMDGPU and e_type ET_REL, of any OS ABI.
bool isRelocatableObject(std::span<const uint8_t> bytes);

std::string printRelocatableObject(std::span<const uint8_t> bytes,
                                   const DisassemblyOptions& options, const CodeTools& tools,
                                   std::string& error);

}  // namespace gpuasm::gcn::binary
