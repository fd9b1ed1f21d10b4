// The assembler's last two steps: giving every program item its address, and
// turning the laid-out items into an Image.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"

namespace gpuasm {

// Encodes an instruction as soon as it is parsed when its bytes depend on
// nothing that is still unknown: no symbol (labels have no address yet, and a
// `.set` value may still change), not its own address, and no diagnostic.
// Such an instruction keeps only its bytes, inline in its item; the others
// stay pending until layout. Most instructions of a large program are of the first kind, so its
// memory is a few bytes an instruction rather than the parsed operands.
class EarlyEncoder {
 public:
  explicit EarlyEncoder(const SourceManager& sources) : scratch_(sources) {}
  // Replaces the item's parsed instruction with its bytes (ProgramItem::
  // setEncoded) and returns the parsed form (TargetAssembler::recycle), or
  // leaves the item as it is when the instruction must wait (nullptr).
  std::unique_ptr<PendingInstruction> encode(ProgramItem& item, uint32_t unitBytes);

 private:
  bool tryEncode(const PendingInstruction& instruction, uint64_t address, std::span<uint8_t> out);

  DiagnosticEngine scratch_;  // what trial encodings report is thrown away
  bool askedForSymbol_ = false;
  SymbolResolver noSymbols_ = [this](std::string_view) -> std::optional<int64_t> {
    askedForSymbol_ = true;
    return std::nullopt;
  };
};

// Sets each item's address and size. Sections follow one another in the order
// given, each starting at a multiple of the largest alignment it asks for.
// Returns the sections' base addresses, or nullopt after reporting a program
// larger than `maxUnits`.
std::optional<std::vector<uint64_t>> layoutItems(std::vector<ProgramItem>& items,
                                                 size_t sectionCount, uint32_t unitBytes,
                                                 uint64_t maxUnits, DiagnosticEngine& diagnostics);

// Encodes laid-out items (operand problems go to `diagnostics`) into an image
// with its symbols and, with `lineRecords`, its line table
// (AssemblerOptions::lineRecords).
Image buildImage(const std::vector<ProgramItem>& items,
                 const std::vector<std::string>& sectionNames,
                 const std::vector<uint64_t>& sectionBases, const TargetAssembler& target,
                 const SymbolResolver& resolve, const SourceManager& sources,
                 DiagnosticEngine& diagnostics, bool lineRecords,
                 const SetValueLookup* setValues = nullptr);

}  // namespace gpuasm
