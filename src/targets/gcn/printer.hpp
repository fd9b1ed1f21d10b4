// The parts of the gcn disassembler: the decoder state of one instruction and
// its operand printer (operand_printer.cpp), the memory and export formats
// (memory_printer.cpp), the ALU formats and the listing (disassembler.cpp).
// Each decoder returns the instruction's text and its size in dwords, or
// (why, 0) when the words are not an instruction that reassembles to them.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "targets/gcn/dialect.hpp"
#include "targets/gcn/isa.hpp"

namespace gpuasm::gcn {

std::string registerRange(char kind, uint32_t first, uint32_t dwords);

struct Decoder {
  std::span<const uint8_t> bytes;
  size_t offset = 0;  // of the instruction
  DialectRules rules;
  bool literalUsed = false;  // the instruction reads the dword after it
  bool truncated = false;
  std::string invalid;  // why the word is not an instruction we print

  // Branch targets: with labels, labelNames[i] names dword i (empty: none).
  const std::vector<std::string>* labelNames = nullptr;
  std::optional<int64_t> branchTarget;  // the dword a branch goes to, set by decodeOne

  uint32_t dword(size_t index) const {
    size_t at = offset + index * 4;
    return uint32_t{bytes[at]} | uint32_t{bytes[at + 1]} << 8 | uint32_t{bytes[at + 2]} << 16 |
           uint32_t{bytes[at + 3]} << 24;
  }
  bool has(size_t dwords) const { return offset + dwords * 4 <= bytes.size(); }

  std::vector<std::pair<uint32_t, uint32_t>> scalarReads;  // the constant bus
  bool literalRead = false;

  void readScalar(uint32_t code, uint32_t dwords);
  // A literal dword as the dialect writes it: the AMD dump's eight digits,
  // which its parser takes as a literal whatever the value.
  std::string literalText(uint32_t value) const;
  // A source as the assembler takes it back: of a kind the operand allows,
  // and no literal that the dialect would fold into an inline constant.
  std::string operand(uint32_t code, const Operand& o, size_t literalIndex);
  // An 8- or 9-bit source operand code, as the assembler reads it back.
  std::string source(uint32_t code, uint32_t dwords, size_t literalIndex);
};

std::pair<std::string, size_t> decodeDs(const InstructionInfo& info, uint64_t w);
std::pair<std::string, size_t> decodeBuffer(Decoder& d, const InstructionInfo& info, uint64_t w);
std::pair<std::string, size_t> decodeImage(const InstructionInfo& info, uint64_t w);
std::pair<std::string, size_t> decodeInterpolation(const InstructionInfo& info, uint64_t w);
std::pair<std::string, size_t> decodeExport(const InstructionInfo& info, uint64_t w);

}  // namespace gpuasm::gcn
