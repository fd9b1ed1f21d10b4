#pragma once

// A fresh layout of the AMD OpenCL 1.2 binary from its model, as the driver
// lays it out (fact sheet sections 1 and 2): for a binary that is generated
// (kernel directives) or whose kernels changed size (patching), where
// writeAmdBinary's recorded layout no longer fits.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "targets/gcn/binary/amdcl.hpp"

namespace gpuasm::gcn::binary {

// The inner ELF's machine code of a GPU (CAL encoding dictionary: Tahiti
// 0x1a ...), or nothing for a GPU we cannot generate for.
std::optional<uint32_t> innerDeviceCode(uint16_t machine);

// A GPU by its metadata name (tahiti, pitcairn, capeverde ...): its e_machine.
std::optional<uint16_t> gpuNamed(std::string_view name);
// The metadata name of a GPU (tahiti ...).
std::string gpuMetadataName(uint16_t machine);

// The file: the outer ELF (sections .shstrtab .strtab .symtab [.llvmir]
// .comment .rodata .text in the driver's order and alignment) of
// binary.outer.machine and .is64, a .llvmir section only when binary.outer
// has one, each kernel's metadata text and header in .rodata and its inner
// ELF (encoding dictionary, ATI CAL notes, .text, .data of 4736 zero bytes,
// .symtab, .strtab) in .text. Nothing of the recorded layout is used. Unlike
// the driver, .symtab's sh_info counts its local symbols (readelf warns
// about the driver's 0).
std::optional<std::vector<uint8_t>> layoutAmdBinary(const AmdBinary& binary, std::string& error);

}  // namespace gpuasm::gcn::binary
