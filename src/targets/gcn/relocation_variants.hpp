#pragma once

// The AMDGPU symbol variants (`sym@rel32@lo`, `sym@gotpcrel`, `sym@rel64`): one
// reading of their names for instruction operands (operand_parser.cpp), data
// fields (data_relocations.cpp) and the object writer (object_directives.cpp).
// The names are LLVM 14's (MCSymbolRefExpr::getVariantKindForName, the AMDGPU
// ones); llvm-mc-14 takes them in any case and says "invalid variant" to others.
#include <cstdint>
#include <optional>
#include <string_view>

namespace gpuasm::gcn {

enum class RelocationVariant : uint8_t {
  Rel32Lo,
  Rel32Hi,
  Abs32Lo,
  Abs32Hi,
  GotPcRel32Lo,
  GotPcRel32Hi,
  GotPcRel,
  Rel64,
};

// `name` as written after the first '@' (`rel32@lo`, any case); nullopt for a
// name that is none of them (`lo`, `abs64`, `rel32`).
std::optional<RelocationVariant> relocationVariant(std::string_view name);
// Its name as llvm-objdump and our listings write it (lower case).
std::string_view relocationVariantName(RelocationVariant variant);
// The bytes the relocation it makes covers: 8 for rel64, else 4.
uint8_t relocationVariantBytes(RelocationVariant variant);
// "rel32@lo, rel32@hi, ..., rel64", for messages.
std::string_view relocationVariantList();

}  // namespace gpuasm::gcn
