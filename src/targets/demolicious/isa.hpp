// The Demolicious instruction table: encodings, operand forms and semantics,
// the single source of truth for the assembler, disassembler and simulator.
// Facts: ../shared/reference/demolicious.md and seed 002 appendix B.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace gpuasm::demolicious {

inline constexpr uint32_t kRegisterCount = 16;
inline constexpr uint32_t kDiscardRegister = 16;  // where writes to $0, $id_hi, $id_lo go
inline constexpr uint32_t kLaneRegisters = 17;
inline constexpr uint32_t kConstantWords = 256;

enum Register : uint8_t {
  kZero = 0,
  kIdHi = 1,
  kIdLo = 2,
  kAddressHi = 3,
  kAddressLo = 4,
  kData = 5,
  kMask = 6,
};

enum class Format : uint8_t {
  Register3,     // op rd, rs, rt
  Shift,         // op rd, rt, shamt
  Immediate,     // op rd, rs, imm
  ConstantLoad,  // op rd, index
  NoOperands,    // op
};

enum class Kind : uint8_t { Alu, ConstantLoad, Load, Store, Finish };

struct Decoded;

// Registers of a group of lanes (a warp in the cycle model, a block of
// threads in the functional model): reg[r] points at `lanes` values.
struct Lanes {
  std::array<uint16_t*, kLaneRegisters> reg{};
  uint32_t lanes = 0;
  const uint16_t* constants = nullptr;
};

using Semantics = void (*)(const Lanes& lanes, const Decoded& instruction);

struct InstructionInfo {
  std::string_view mnemonic;
  Format format;
  Kind kind;
  uint8_t opcode;     // bits 30:26, one-hot for I-type
  uint8_t funct;      // bits 4:0 of R-type
  Semantics execute;  // nullptr for memory and thread_finished
};

std::span<const InstructionInfo> instructionTable();
const InstructionInfo* findInstruction(std::string_view mnemonic);  // case-insensitive

// One instruction word taken apart, with what the hardware does with it.
struct Decoded {
  const InstructionInfo* info = nullptr;  // nullptr: the hardware has no such instruction
  uint32_t word = 0;
  bool predicated = false;
  uint8_t rd = 0, rs = 0, rt = 0, shamt = 0;  // register fields as the hardware reads them (4 bits)
  uint16_t immediate = 0;
  uint8_t destination = 0;      // register actually written (kDiscardRegister for $0..$2)
  uint16_t writeMask = 0xffff;  // $mask keeps only bit 0
  // Why the word is not what the assembler would produce for it, or empty.
  // Words with a reason still run (the hardware ignores the fields) but the
  // disassembler prints them as `.word`.
  std::string nonCanonical;
  std::string illegal;  // why `info` is nullptr
};

Decoded decode(uint32_t word);

struct EncodeFields {
  bool predicated = false;
  uint32_t rd = 0, rs = 0, rt = 0, shamt = 0, immediate = 0;
};
uint32_t encode(const InstructionInfo& info, const EncodeFields& fields);

// The 20-bit data memory address of the LSU: address_hi[3:0] : address_lo.
inline uint32_t memoryAddress(uint16_t high, uint16_t low) {
  return (uint32_t{high} & 0xfu) << 16 | low;
}

// Register names: `$0`..`$15` and the dedicated names. nullopt if unknown.
std::optional<uint8_t> registerByName(std::string_view name);  // without the '$'
std::string registerName(uint32_t number);                     // with the '$'

// Canonical assembly text of a decoded word (mnemonic and operands, with
// pseudo-instructions where they apply); `.word 0x… ; why` if not canonical.
std::string formatInstruction(const Decoded& decoded);

}  // namespace gpuasm::demolicious
