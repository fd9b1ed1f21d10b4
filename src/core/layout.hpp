// The assembler's last two steps: giving every program item its address, and
// turning the laid-out items into an Image.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"

namespace gpuasm {

// Sets each item's address and size. Sections follow one another in the order
// given, each starting at a multiple of the largest alignment it asks for.
// Returns the sections' base addresses, or nullopt after reporting a program
// larger than `maxUnits`.
std::optional<std::vector<uint64_t>> layoutItems(std::vector<ProgramItem>& items,
                                                 size_t sectionCount, uint32_t unitBytes,
                                                 uint64_t maxUnits, DiagnosticEngine& diagnostics);

// Encodes laid-out items (operand problems go to `diagnostics`) into an image
// with its symbols and line table.
Image buildImage(const std::vector<ProgramItem>& items,
                 const std::vector<std::string>& sectionNames,
                 const std::vector<uint64_t>& sectionBases, const TargetAssembler& target,
                 const SymbolResolver& resolve, const SourceManager& sources,
                 DiagnosticEngine& diagnostics);

}  // namespace gpuasm
