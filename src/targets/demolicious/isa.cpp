#include "targets/demolicious/isa.hpp"

#include <fmt/format.h>

#include <cctype>

namespace gpuasm::demolicious {
namespace {

// Write-back shared by every register-writing instruction: predication gates
// the write (seed 002 section 7.5.3), $mask keeps bit 0, and $0..$2 were
// redirected to the discard register at decode time.
template <class Value>
inline void writeBack(const Lanes& l, const Decoded& d, Value value) {
  uint16_t* dst = l.reg[d.destination];
  const uint16_t keep = d.writeMask;
  const uint32_t n = l.lanes;
  if (!d.predicated) {
    for (uint32_t i = 0; i < n; ++i) dst[i] = static_cast<uint16_t>(value(i) & keep);
  } else {
    const uint16_t* mask = l.reg[kMask];
    for (uint32_t i = 0; i < n; ++i) {
      uint16_t v = static_cast<uint16_t>(value(i) & keep);
      dst[i] = mask[i] ? dst[i] : v;
    }
  }
}

template <class Op>
void executeRegister3(const Lanes& l, const Decoded& d) {
  const uint16_t* a = l.reg[d.rs];
  const uint16_t* b = l.reg[d.rt];
  writeBack(l, d, [&](uint32_t i) { return Op::apply(a[i], b[i]); });
}

template <class Op>
void executeShift(const Lanes& l, const Decoded& d) {
  const uint16_t* a = l.reg[d.rt];
  const uint32_t amount = d.shamt;
  writeBack(l, d, [&](uint32_t i) { return Op::apply(a[i], amount); });
}

void executeAddImmediate(const Lanes& l, const Decoded& d) {
  const uint16_t* a = l.reg[d.rs];
  const uint16_t imm = d.immediate;
  writeBack(l, d, [&](uint32_t i) { return static_cast<uint16_t>(a[i] + imm); });
}

void executeLoadConstant(const Lanes& l, const Decoded& d) {
  const uint16_t value = l.constants[d.immediate % kConstantWords];
  writeBack(l, d, [&](uint32_t) { return value; });
}

// 16-bit ALU operations; shifts of 16 or more (only from hand-made words)
// give what a 16-bit barrel shifter gives: 0, or the sign for sra.
struct Add {
  static uint16_t apply(uint16_t a, uint16_t b) { return static_cast<uint16_t>(a + b); }
};
struct Sub {
  static uint16_t apply(uint16_t a, uint16_t b) { return static_cast<uint16_t>(a - b); }
};
struct And {
  static uint16_t apply(uint16_t a, uint16_t b) { return a & b; }
};
struct Or {
  static uint16_t apply(uint16_t a, uint16_t b) { return a | b; }
};
struct Xor {
  static uint16_t apply(uint16_t a, uint16_t b) { return a ^ b; }
};
struct Mul {
  static uint16_t apply(uint16_t a, uint16_t b) {
    return static_cast<uint16_t>(uint32_t{a} * uint32_t{b});  // low 16 bits: same signed or not
  }
};
struct SetLess {
  static uint16_t apply(uint16_t a, uint16_t b) {
    return static_cast<int16_t>(a) < static_cast<int16_t>(b) ? 1 : 0;
  }
};
struct SetEqual {
  static uint16_t apply(uint16_t a, uint16_t b) { return a == b ? 1 : 0; }
};
struct ShiftLeft {
  static uint16_t apply(uint16_t a, uint32_t n) {
    return n > 15 ? 0 : static_cast<uint16_t>(a << n);
  }
};
struct ShiftRightLogical {
  static uint16_t apply(uint16_t a, uint32_t n) {
    return n > 15 ? 0 : static_cast<uint16_t>(a >> n);
  }
};
struct ShiftRightArithmetic {
  static uint16_t apply(uint16_t a, uint32_t n) {
    return static_cast<uint16_t>(static_cast<int16_t>(a) >> (n > 15 ? 15 : n));
  }
};

constexpr uint8_t kOpR = 0b00000, kOpAddi = 0b00001, kOpLdc = 0b00010, kOpSw = 0b00100,
                  kOpLw = 0b01000, kOpFinish = 0b10000;

constexpr InstructionInfo kTable[] = {
    {"sll", Format::Shift, Kind::Alu, kOpR, 0x0, &executeShift<ShiftLeft>},
    {"srl", Format::Shift, Kind::Alu, kOpR, 0x1, &executeShift<ShiftRightLogical>},
    {"sra", Format::Shift, Kind::Alu, kOpR, 0x2, &executeShift<ShiftRightArithmetic>},
    {"slt", Format::Register3, Kind::Alu, kOpR, 0x3, &executeRegister3<SetLess>},
    {"add", Format::Register3, Kind::Alu, kOpR, 0x4, &executeRegister3<Add>},
    {"sub", Format::Register3, Kind::Alu, kOpR, 0x5, &executeRegister3<Sub>},
    {"and", Format::Register3, Kind::Alu, kOpR, 0x6, &executeRegister3<And>},
    {"or", Format::Register3, Kind::Alu, kOpR, 0x7, &executeRegister3<Or>},
    {"xor", Format::Register3, Kind::Alu, kOpR, 0x8, &executeRegister3<Xor>},
    {"mul", Format::Register3, Kind::Alu, kOpR, 0x9, &executeRegister3<Mul>},
    {"seq", Format::Register3, Kind::Alu, kOpR, 0xA, &executeRegister3<SetEqual>},
    {"addi", Format::Immediate, Kind::Alu, kOpAddi, 0, &executeAddImmediate},
    {"ldc", Format::ConstantLoad, Kind::ConstantLoad, kOpLdc, 0, &executeLoadConstant},
    {"sw", Format::NoOperands, Kind::Store, kOpSw, 0, nullptr},
    {"lw", Format::NoOperands, Kind::Load, kOpLw, 0, nullptr},
    {"thread_finished", Format::NoOperands, Kind::Finish, kOpFinish, 0, nullptr},
};

constexpr std::string_view kRegisterNames[] = {"0",          "id_hi", "id_lo", "address_hi",
                                               "address_lo", "data",  "mask"};

bool equalsIgnoreCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i]))) {
      return false;
    }
  }
  return true;
}

}  // namespace

std::span<const InstructionInfo> instructionTable() {
  return kTable;
}

const InstructionInfo* findInstruction(std::string_view mnemonic) {
  for (const InstructionInfo& info : kTable)
    if (equalsIgnoreCase(info.mnemonic, mnemonic)) return &info;
  return nullptr;
}

Decoded decode(uint32_t word) {
  Decoded d;
  d.word = word;
  d.predicated = (word >> 31) != 0;
  const uint32_t opcode = (word >> 26) & 0x1f;
  const uint32_t rsField = (word >> 21) & 0x1f, rtField = (word >> 16) & 0x1f;
  const uint32_t rdField = (word >> 11) & 0x1f, shamtField = (word >> 6) & 0x1f;
  const uint32_t funct = word & 0x1f;
  d.immediate = static_cast<uint16_t>(word & 0xffff);
  d.rs = static_cast<uint8_t>(rsField & 0xf);
  if (opcode == kOpR) {
    d.rt = static_cast<uint8_t>(rtField & 0xf);
    d.rd = static_cast<uint8_t>(rdField & 0xf);
    d.shamt = static_cast<uint8_t>(shamtField);
    for (const InstructionInfo& info : kTable) {
      if (info.opcode == kOpR && info.funct == funct) d.info = &info;
    }
    if (!d.info) {
      d.illegal = fmt::format("R-type function 0x{:x} does not exist", funct);
      return d;
    }
  } else {
    d.rd = static_cast<uint8_t>(rtField & 0xf);  // I-type: rd sits in bits 20:16
    for (const InstructionInfo& info : kTable) {
      if (info.opcode == opcode) d.info = &info;
    }
    if (!d.info) {
      d.illegal = fmt::format("opcode 0b{:05b} is not one of the one-hot I-type opcodes", opcode);
      return d;
    }
  }
  d.destination = d.rd <= kIdLo ? static_cast<uint8_t>(kDiscardRegister) : d.rd;
  d.writeMask = d.rd == kMask ? 1 : 0xffff;

  // What the assembler would never produce: fields the hardware ignores.
  const Format format = d.info->format;
  auto reason = [&](std::string why) {
    if (d.nonCanonical.empty()) d.nonCanonical = std::move(why);
  };
  auto fieldRegister = [&](const char* field, uint32_t value) {
    if (value > 15)
      reason(fmt::format("{} field {} uses bit 4, which the hardware ignores", field, value));
  };
  if (opcode == kOpR) {
    if (word & 0x20) reason("bit 5 of an R-type word is unused and set");
    fieldRegister("rd", rdField);
    fieldRegister("rt", rtField);
    if (format == Format::Shift) {
      if (rsField) reason(fmt::format("rs field {} is not used by {}", rsField, d.info->mnemonic));
      if (shamtField > 15) reason(fmt::format("shift amount {} is outside 0..15", shamtField));
    } else {
      fieldRegister("rs", rsField);
      if (shamtField)
        reason(fmt::format("shift field {} is not used by {}", shamtField, d.info->mnemonic));
    }
  } else if (format == Format::Immediate) {
    fieldRegister("rs", rsField);
    fieldRegister("rd", rtField);
  } else if (format == Format::ConstantLoad) {
    fieldRegister("rd", rtField);
    if (rsField) reason(fmt::format("rs field {} is not used by ldc", rsField));
    if (d.immediate >= kConstantWords) {
      reason(fmt::format("constant index {} is outside 0..{}", d.immediate, kConstantWords - 1));
    }
  } else {
    if (word & 0x03ffffff)
      reason(fmt::format("{} takes no operands but its operand bits are set", d.info->mnemonic));
    if (d.predicated && d.info->kind == Kind::Store) {
      reason("sw cannot be predicated (the hardware ignores the predicate on memory instructions)");
    }
  }
  return d;
}

uint32_t encode(const InstructionInfo& info, const EncodeFields& f) {
  uint32_t word = (f.predicated ? 1u << 31 : 0) | uint32_t{info.opcode} << 26;
  switch (info.format) {
    case Format::Register3:
      return word | f.rs << 21 | f.rt << 16 | f.rd << 11 | info.funct;
    case Format::Shift:
      return word | f.rt << 16 | f.rd << 11 | f.shamt << 6 | info.funct;
    case Format::Immediate:
      return word | f.rs << 21 | f.rd << 16 | (f.immediate & 0xffff);
    case Format::ConstantLoad:
      return word | f.rd << 16 | (f.immediate & 0xffff);
    case Format::NoOperands:
      return word;
  }
  return word;
}

std::optional<uint8_t> registerByName(std::string_view name) {
  if (!name.empty() && std::isdigit(static_cast<unsigned char>(name[0]))) {
    if (name.size() > 2 || (name.size() == 2 && name[0] == '0')) return std::nullopt;
    unsigned value = 0;
    for (char c : name) {
      if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
      value = value * 10 + static_cast<unsigned>(c - '0');
    }
    if (value >= kRegisterCount) return std::nullopt;
    return static_cast<uint8_t>(value);
  }
  if (equalsIgnoreCase(name, "zero")) return kZero;
  if (equalsIgnoreCase(name, "lsu_data")) return kData;
  for (uint8_t r = 1; r < std::size(kRegisterNames); ++r)
    if (equalsIgnoreCase(name, kRegisterNames[r])) return r;
  return std::nullopt;
}

std::string registerName(uint32_t number) {
  if (number < std::size(kRegisterNames)) return fmt::format("${}", kRegisterNames[number]);
  return fmt::format("${}", number);
}

std::string formatInstruction(const Decoded& d) {
  if (!d.info) return fmt::format(".word 0x{:08x}  ; {}", d.word, d.illegal);
  if (!d.nonCanonical.empty()) return fmt::format(".word 0x{:08x}  ; {}", d.word, d.nonCanonical);
  std::string prefix = d.predicated ? "? " : "";
  const InstructionInfo& info = *d.info;
  switch (info.format) {
    case Format::Register3:
      if (info.funct == 0x4 && d.rt == kZero) {
        return fmt::format("{}mv {}, {}", prefix, registerName(d.rd), registerName(d.rs));
      }
      return fmt::format("{}{} {}, {}, {}", prefix, info.mnemonic, registerName(d.rd),
                         registerName(d.rs), registerName(d.rt));
    case Format::Shift:
      if ((d.word & 0x7fffffff) == 0) return prefix + "nop";
      return fmt::format("{}{} {}, {}, {}", prefix, info.mnemonic, registerName(d.rd),
                         registerName(d.rt), d.shamt);
    case Format::Immediate: {
      auto imm = static_cast<int16_t>(d.immediate);
      if (d.rs == kZero) return fmt::format("{}ldi {}, {}", prefix, registerName(d.rd), imm);
      return fmt::format("{}addi {}, {}, {}", prefix, registerName(d.rd), registerName(d.rs), imm);
    }
    case Format::ConstantLoad:
      return fmt::format("{}ldc {}, {}", prefix, registerName(d.rd), d.immediate);
    case Format::NoOperands:
      return prefix + std::string(info.mnemonic);
  }
  return {};
}

}  // namespace gpuasm::demolicious
