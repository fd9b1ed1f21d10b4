// VideoCore IV disassembly in the vc4asm dialect: text that reassembles to the
// same 64 bits, or `.quad 0x… # why` for words the syntax cannot express.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "gpuasm/target.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {

// The text of one instruction as written by the assembler's syntax; `address`
// (in bytes) places relative branch targets.
std::string formatInstruction(const Instruction& instruction, uint64_t address);

// Canonical text of one word at `address`: an instruction, or `.quad` and a reason.
std::string formatWord(uint64_t word, uint64_t address);

// One line per 64-bit little-endian word; a trailing partial word goes to `error`.
std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error);

}  // namespace gpuasm::vc4
