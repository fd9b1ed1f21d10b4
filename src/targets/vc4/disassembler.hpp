// VideoCore IV disassembly in the vc4asm dialect: text that reassembles to the
// same 64 bits, or `.quad 0x… # why` for words the syntax cannot express.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {

// The text of one instruction as written by the assembler's syntax; `address`
// (in bytes) places relative branch targets. A relative branch whose target is
// in `labelled` (sorted addresses) names it `r:L<address>` instead of a number.
std::string formatInstruction(const Instruction& instruction, uint64_t address,
                              std::span<const uint64_t> labelled = {});

// Canonical text of one word at `address`: an instruction, or `.quad` and a reason.
std::string formatWord(uint64_t word, uint64_t address, std::span<const uint64_t> labelled = {});

// The name a labelled disassembly gives `address`: `L` and four or more hex digits.
std::string labelName(uint64_t address);

// Where the relative branches among `words` (a program at address 0) go, sorted
// and unique: the addresses of whole words inside the program only.
std::vector<uint64_t> branchTargets(std::span<const uint64_t> words);

// One line per 64-bit little-endian word; a trailing partial word goes to `error`.
std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error);

}  // namespace gpuasm::vc4
