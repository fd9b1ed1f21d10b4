#include "targets/vc4/disassembler.hpp"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <charconv>
#include <cstring>
#include <iterator>
#include <optional>

#include "targets/vc4/asm/small_immediates.hpp"
#include "targets/vc4/asm/vc4asm_suffixes.hpp"

namespace gpuasm::vc4 {
namespace {

// Text is written into one buffer, the whole disassembly's, through a cursor
// that checks its room once per piece: a million-word disassembly spends most
// of its time here, and std::string's append (a call, a capacity check and a
// length for every piece) was a third of it.
class TextBuffer {
 public:
  // Writes at the end of `text`, which has its final size when the buffer
  // goes. The string grows `chunk` bytes at a time (it zero-fills what it
  // adds, so a disassembly's reserve is not all written twice).
  explicit TextBuffer(std::string& text, size_t chunk = 256) : text_(text), chunk_(chunk) {
    size_t used = text_.size();
    text_.resize(used + chunk_);
    at_ = text_.data() + used;
    end_ = text_.data() + text_.size();
  }
  ~TextBuffer() { text_.resize(size()); }
  TextBuffer(const TextBuffer&) = delete;
  TextBuffer& operator=(const TextBuffer&) = delete;

  size_t size() const { return static_cast<size_t>(at_ - text_.data()); }
  TextBuffer& operator+=(char c) {
    if (at_ == end_) grow(1);
    *at_++ = c;
    return *this;
  }
  TextBuffer& operator+=(std::string_view piece) {
    if (static_cast<size_t>(end_ - at_) < piece.size()) grow(piece.size());
    std::memcpy(at_, piece.data(), piece.size());
    at_ += piece.size();
    return *this;
  }
  void append(size_t count, char c) {
    if (static_cast<size_t>(end_ - at_) < count) grow(count);
    std::memset(at_, c, count);
    at_ += count;
  }

 private:
  void grow(size_t needed) {
    size_t used = size();
    text_.resize(used + std::max(needed, chunk_));  // std::string doubles its capacity
    at_ = text_.data() + used;
    end_ = text_.data() + text_.size();
  }

  std::string& text_;
  size_t chunk_;
  char* at_;
  char* end_;
};

void appendDecimal(TextBuffer& out, int64_t value) {
  char digits[24];
  auto end = std::to_chars(std::begin(digits), std::end(digits), value).ptr;
  out += std::string_view(digits, static_cast<size_t>(end - digits));
}

void appendHex(TextBuffer& out, uint64_t value, int width) {
  char digits[20];
  auto end = std::to_chars(std::begin(digits), std::end(digits), value, 16).ptr;
  auto length = static_cast<int>(end - digits);
  if (length < width) out.append(static_cast<size_t>(width - length), '0');
  out += std::string_view(digits, static_cast<size_t>(length));
}

void appendImmediate(TextBuffer& out, uint32_t code) {
  SmallImmediate value = smallImmediateValue(code);
  if (!value.isFloat) {
    appendDecimal(out, static_cast<int32_t>(value.bits));
    return;
  }
  std::string text = fmt::format(FMT_COMPILE("{}"), std::bit_cast<float>(value.bits));
  if (text.find('.') == std::string::npos) text += ".0";
  out += text;
}

void appendSource(TextBuffer& out, const Source& s) {
  switch (s.kind) {
    case Source::Kind::None:
      out += '?';
      return;
    case Source::Kind::Accumulator:
      out += 'r';
      appendDecimal(out, s.accumulator);
      break;
    case Source::Kind::Register:
      out += s.reg.name;
      break;
    case Source::Kind::SmallImmediate:
      appendImmediate(out, s.immediate);
      return;
  }
  if (s.unpack) {
    out += '.';
    out += unpackPrintName(s.unpack);
  }
}

void appendDestination(TextBuffer& out, const Destination& d) {
  // `-.8a` would not read back as one token; `nop` is the same register.
  out += d.pack && d.reg.name == "-" ? "nop" : d.reg.name;
  if (d.pack) {
    out += '.';
    bool regfileA = d.reg.addressA && *d.reg.addressA < kRegisterFileAddresses && !d.reg.addressB;
    out += packPrintName(PackMode{d.pack, d.colour}, regfileA);
  }
}

std::string destinationText(const Destination& d) {
  std::string text;
  TextBuffer out(text);
  appendDestination(out, d);
  return text;
}

bool sameSource(const Source& x, const Source& y) {
  return x.kind == y.kind && x.accumulator == y.accumulator && x.reg.name == y.reg.name &&
         x.reg.addressA == y.reg.addressA && x.reg.addressB == y.reg.addressB &&
         x.immediate == y.immediate && x.unpack == y.unpack;
}

// Condition and flag suffixes; the condition a slot gets when none is written
// is `never` for a write to nothing (`-`, `ra39`, `rb39`) without .setf
// (Broadcom's choice for `mov -, vw_wait` in hello_fft, vc4asm's for
// `or rb39, rb50, ra39`) and `always` otherwise.
void appendSuffixes(TextBuffer& out, const Slot& slot) {
  uint8_t implied =
      slot.destination.writesNothing() && !slot.setFlags ? kConditionNever : kConditionAlways;
  if (slot.condition != implied) {
    out += '.';
    out += kConditionNames[slot.condition & 7];
  }
  if (slot.setFlags) out += ".setf";
}

void appendRotation(TextBuffer& out, uint8_t code) {
  // vc4asm reads `<< r5` and refuses `>> r5`; both are code 48 here.
  if (code == kSmallImmediateRotateByR5) {
    out += " << r5";
    return;
  }
  out += " >> ";
  appendDecimal(out, rotationOf(code));  // upwards: element 0 moves to element n
}

// `mnemonic<suffixes> destination, ` for a slot.
void appendOperation(TextBuffer& out, std::string_view mnemonic, const Slot& slot) {
  out += mnemonic;
  appendSuffixes(out, slot);
  out += ' ';
  appendDestination(out, slot.destination);
  out += ", ";
}

// The rotation written on the destination (`r0 << 3`, `r0 >> r5`: vc4asm's
// spelling, whose direction is the source's turned over).
void appendDestinationRotation(TextBuffer& out, uint8_t code) {
  if (code == kSmallImmediateRotateByR5) {
    out += " >> r5";
    return;
  }
  out += " << ";
  appendDecimal(out, rotationOf(code));
}

void appendAluSlot(TextBuffer& out, const Slot& slot, Unit unit, std::optional<uint8_t> rotation) {
  if (!slot.op) {
    out += "nop";
    if (!slot.destination.isNop()) {  // vc4asm's `nop dst`
      out += ' ';
      appendDestination(out, slot.destination);
    }
    return;
  }
  bool rotates = unit == Unit::Mul && rotation.has_value();
  uint8_t rotationCode = rotation.value_or(0);
  // A shift after a small immediate is arithmetic (`-13 >> 3` is -2): then
  // the rotation goes on the destination.
  bool onDestination = rotates && slot.b.kind == Source::Kind::SmallImmediate;
  uint8_t movOpcode = unit == Unit::Add ? kOpAddOr : kOpMulV8Min;
  bool same = sameSource(slot.a, slot.b);
  bool isMov = slot.op->opcode == movOpcode && same && slot.a.kind != Source::Kind::SmallImmediate;
  std::string_view mnemonic = isMov ? "mov" : slot.op->mnemonic;
  // v8adds and v8subs go to the mul unit when it is free (vc4asm's choice):
  // the add unit's are `av8adds` / `av8subs`, vc4asm's unit prefix.
  if (!isMov && unit == Unit::Add && (mnemonic == "v8adds" || mnemonic == "v8subs")) out += 'a';
  out += mnemonic;
  appendSuffixes(out, slot);
  out += ' ';
  appendDestination(out, slot.destination);
  if (onDestination) appendDestinationRotation(out, rotationCode);
  out += ", ";
  appendSource(out, slot.a);
  if (!isMov && !(slot.op->operands == 1 && same)) {
    out += ", ";
    appendSource(out, slot.b);
  }
  if (rotates && !onDestination) appendRotation(out, rotationCode);
}

bool slotUsed(const Slot& slot) {
  return slot.condition != kConditionNever || !slot.destination.isNop() || slot.setFlags;
}

void appendLoadValue(TextBuffer& out, const Instruction& in) {
  if (in.loadType == kLoadImmediate32) {
    out += "0x";
    appendHex(out, in.immediate, 8);
    return;
  }
  auto values = perElementValues(in.immediate, in.loadType == kLoadImmediatePerElementSigned);
  out += fmt::format(FMT_COMPILE("[{}]"), fmt::join(values, ", "));
}

std::string hexSigned(int64_t value) {
  return value < 0 ? fmt::format(FMT_COMPILE("-0x{:x}"), -value)
                   : fmt::format(FMT_COMPILE("0x{:x}"), value);
}

bool sameMux(const Source& a, const Source& b) {
  if (a.kind != b.kind) return false;
  if (a.kind == Source::Kind::Accumulator) return a.accumulator == b.accumulator;
  if (a.kind == Source::Kind::SmallImmediate) return a.immediate == b.immediate;
  return a.kind != Source::Kind::Register ||
         (a.reg.addressA == b.reg.addressA && a.reg.addressB == b.reg.addressB);
}

// An add-unit `xor` or `sub` of one source with itself beside an idle mul
// unit, which vc4asm's optimiser (and the vc4asm dialect, asm/vc4asm_line.cpp)
// makes a load of 0 when it reads only an accumulator, and otherwise writes
// with the idle mul unit's condition `always`.
// And an operation on constants beside a `read` (foldBlockedByReads): the
// idle unit's condition `always` there.
bool isIdleMulCondition(const Instruction& in, const Slot& slot) {
  return &slot == &in.mul && in.add.op &&
         (in.add.op->opcode == kOpAddXor || in.add.op->opcode == kOpAddSub) &&
         sameMux(in.add.a, in.add.b) && !in.mul.op && in.mul.destination.isNop() &&
         !in.mul.destination.pack && !in.mul.setFlags;
}
bool isIdleConditionAlways(const Instruction& in, const Slot& slot) {
  return isIdleMulCondition(in, slot) || (!slot.op && foldBlockedByReads(in));
}

std::optional<std::string> inexpressibleZero(const Instruction& in) {
  if (foldBlockedByReads(in) && (in.add.op ? in.mul : in.add).condition != kConditionAlways)
    return std::string(
        "an operation on constants beside a read whose idle unit's condition is not always");
  if (!isIdleMulCondition(in, in.mul)) return std::nullopt;
  bool loadsZero = in.add.a.kind == Source::Kind::Accumulator && in.signal == kSignalNone &&
                   !in.rotation && in.reads.empty();
  if (loadsZero)
    return std::string(
        "xor or sub of one accumulator with itself: the vc4asm "
        "dialect loads 0 for it");
  if (in.mul.condition != kConditionAlways)
    return std::string(
        "xor or sub of one source with itself beside an idle mul unit whose "
        "condition is not always");
  return std::nullopt;
}

// Why the syntax cannot say what a decoded instruction holds, or nullopt.
std::optional<std::string> inexpressible(const Instruction& in) {
  // A pack mode on a write that goes nowhere has no text (found by fuzz_vc4_disassembler).
  if (in.form != Instruction::Form::Alu) {
    for (const Slot* slot : {&in.add, &in.mul}) {
      if (slot->destination.isNop() && slot->destination.pack) {
        return fmt::format(FMT_COMPILE("{} write goes nowhere but has pack mode {}"),
                           slot == &in.add ? "add" : "mul", slot->destination.pack);
      }
    }
  }
  // Written only as the suffix of a lone operation (strayModeSuffix).
  if (in.unusedUnpack)
    return fmt::format(FMT_COMPILE("unpack = {} reaches no operand"), in.unusedUnpack);
  switch (in.form) {
    case Instruction::Form::Alu:
      for (const Slot* slot : {&in.add, &in.mul}) {
        const char* unit = slot == &in.add ? "add" : "mul";
        if (slot->op) continue;
        // The idle add unit under the mul unit's .setf: the vc4asm dialect
        // writes its condition `always`, as vc4asm does (asm/vc4asm_line.cpp).
        bool mulSetsFlags = slot == &in.add && in.mul.op && in.mul.setFlags;
        if (mulSetsFlags && slot->condition == kConditionNever)
          return std::string("idle add unit with condition never under the mul unit's .setf");
        // vc4asm's `nop dst` (add unit): condition always, a destination.
        bool nopWrites = slot == &in.add && slot->condition == kConditionAlways &&
                         !slot->destination.isNop() && !slot->destination.pack && !slot->setFlags;
        if (nopWrites) continue;
        if (isIdleConditionAlways(in, *slot)) continue;  // inexpressibleZero
        if (slot->condition != kConditionNever &&
            !(mulSetsFlags && slot->condition == kConditionAlways))
          return fmt::format(FMT_COMPILE("{} nop with condition {}"), unit,
                             kConditionNames[slot->condition]);
        if (!slot->destination.isNop())
          return fmt::format(FMT_COMPILE("{} nop writes '{}'"), unit, slot->destination.reg.name);
        if (slot->destination.pack)
          return fmt::format(FMT_COMPILE("{} nop with a pack mode"), unit);
        if (slot->setFlags) return std::string("set flags with both units idle");
      }
      if (in.rotation && !in.mul.op) return std::string("vector rotation of an idle mul unit");
      // vc4asm (and the vc4asm dialect) read an immediate shift count by its
      // low five bits, so no text gives a float small immediate there.
      if (in.add.op && in.add.op->unit == Unit::Add &&
          in.add.b.kind == Source::Kind::SmallImmediate && in.add.b.immediate >= 32 &&
          in.add.b.immediate < kSmallImmediateRotations &&
          (in.add.op->mnemonic == "shl" || in.add.op->mnemonic == "shr" ||
           in.add.op->mnemonic == "asr" || in.add.op->mnemonic == "ror"))
        return std::string("shift count read from a float small immediate");
      if (auto why = inexpressibleZero(in)) return why;
      if (auto value = foldedOperation(in))
        return fmt::format(FMT_COMPILE("an operation on constants alone: the vc4asm dialect loads "
                                       "its result 0x{:x}"),
                           *value);
      return std::nullopt;
    case Instruction::Form::LoadImmediate:
      return std::nullopt;
    case Instruction::Form::Semaphore:
    case Instruction::Form::Branch:
      return std::nullopt;
  }
  return std::nullopt;
}

// Replaces names that exist in both files by the raw name of the file the word uses.
void pinReads(Instruction& in, uint64_t word) {
  auto pin = [&](Source& s, uint32_t mux) {
    if (s.kind != Source::Kind::Register) return;
    s.reg = mux == kMuxFileA ? rawRegisterName(RegisterFile::A, kReadAddressA.get(word))
                             : rawRegisterName(RegisterFile::B, kReadAddressB.get(word));
  };
  if (in.form != Instruction::Form::Alu) return;
  pin(in.add.a, kAddMuxA.get(word));
  pin(in.add.b, kAddMuxB.get(word));
  pin(in.mul.a, kMulMuxA.get(word));
  pin(in.mul.b, kMulMuxB.get(word));
}

// A conditional write to nothing without flags: the vc4asm dialect (as vc4asm
// does) encodes a condition on `-` as `never`, since it changes nothing, so
// such a word (which neither vc4asm nor this assembler writes from `-`) names
// the address raw, `ra39` / `rb39`, whose condition the assembler keeps.
void pinConditionalNothing(Instruction& in, uint64_t word) {
  if (in.form == Instruction::Form::Branch) return;
  bool ws = kWriteSwap.get(word);
  auto pin = [](Slot& slot, RegisterFile file) {
    if (slot.destination.isNop() && !slot.setFlags && slot.condition != kConditionNever &&
        slot.condition != kConditionAlways) {
      slot.destination.reg = rawRegisterName(file, kNopAddress);
    }
  };
  pin(in.add, ws ? RegisterFile::B : RegisterFile::A);
  pin(in.mul, ws ? RegisterFile::A : RegisterFile::B);
}

void pinWrites(Instruction& in, uint64_t word) {
  bool ws = kWriteSwap.get(word);
  bool printsAdd = in.form != Instruction::Form::Alu || in.add.op || !in.add.destination.isNop();
  bool printsMul = in.form == Instruction::Form::Alu             ? in.mul.op != nullptr
                   : in.form == Instruction::Form::LoadImmediate ? slotUsed(in.mul)
                                                                 : false;
  if (printsAdd) {
    in.add.destination.reg =
        rawRegisterName(ws ? RegisterFile::B : RegisterFile::A, kWriteAddressAdd.get(word));
  } else if (printsMul) {
    in.mul.destination.reg =
        rawRegisterName(ws ? RegisterFile::A : RegisterFile::B, kWriteAddressMul.get(word));
  } else {
    // Neither unit writes: `nop rb39` (vc4asm's `nop dst`) keeps ws = 1.
    in.add.destination.reg =
        rawRegisterName(ws ? RegisterFile::B : RegisterFile::A, kWriteAddressAdd.get(word));
  }
}

struct NamedField {
  std::string_view name;
  Field field;
};
constexpr NamedField kAluFields[] = {
    {"sig", kSignal},
    {"unpack", kUnpack},
    {"pm", kPackSelect},
    {"pack", kPack},
    {"cond_add", kConditionAdd},
    {"cond_mul", kConditionMul},
    {"sf", kSetFlags},
    {"ws", kWriteSwap},
    {"waddr_add", kWriteAddressAdd},
    {"waddr_mul", kWriteAddressMul},
    {"op_mul", kOpMul},
    {"op_add", kOpAdd},
    {"raddr_a", kReadAddressA},
    {"raddr_b", kReadAddressB},
    {"add_a", kAddMuxA},
    {"add_b", kAddMuxB},
    {"mul_a", kMulMuxA},
    {"mul_b", kMulMuxB},
};
constexpr NamedField kImmediateFields[] = {
    {"sig", kSignal},
    {"type", kLoadImmediateType},
    {"pm", kPackSelect},
    {"pack", kPack},
    {"cond_add", kConditionAdd},
    {"cond_mul", kConditionMul},
    {"sf", kSetFlags},
    {"ws", kWriteSwap},
    {"waddr_add", kWriteAddressAdd},
    {"waddr_mul", kWriteAddressMul},
    {"don't-care bits 31:5", kSemaphoreUnused},
    {"immediate", kImmediate},
};
constexpr NamedField kBranchFields[] = {
    {"sig", kSignal},
    {"unused bits 59:56", kBranchUnused},
    {"cond_br", kBranchCondition},
    {"rel", kBranchRelative},
    {"reg", kBranchRegister},
    {"raddr_a", kBranchReadAddressA},
    {"ws", kWriteSwap},
    {"waddr_add", kWriteAddressAdd},
    {"waddr_mul", kWriteAddressMul},
    {"immediate", kImmediate},
};

// Names the first field where the word differs from what its text would assemble to.
std::string differenceReason(uint64_t word, uint64_t expressible, Instruction::Form form) {
  std::span<const NamedField> fields = kImmediateFields;
  if (form == Instruction::Form::Alu) fields = kAluFields;
  if (form == Instruction::Form::Branch) fields = kBranchFields;
  for (const NamedField& f : fields) {
    if (f.field.get(word) != f.field.get(expressible)) {
      return fmt::format(
          FMT_COMPILE("{} = {} cannot be written in this syntax (the text would give {})"), f.name,
          f.field.get(word), f.field.get(expressible));
    }
  }
  return "cannot be written in this syntax";
}

std::string quad(uint64_t word, std::string_view reason) {
  return fmt::format(FMT_COMPILE(".quad 0x{:016x}  # {}"), word, reason);
}

}  // namespace

std::string labelName(uint64_t address) {
  return fmt::format(FMT_COMPILE("L{:04x}"), address);
}

std::vector<uint64_t> branchTargets(std::span<const uint64_t> words) {
  std::vector<uint64_t> targets;
  const uint64_t end = words.size() * kInstructionBytes;
  for (size_t i = 0; i < words.size(); ++i) {
    if (kSignal.get(words[i]) != kSignalBranch) continue;
    Decoded decoded = decode(words[i]);
    const Instruction& in = decoded.instruction;
    if (!decoded.invalid.empty() || !in.relative || in.branchRegister) continue;
    int64_t target = static_cast<int64_t>(i * kInstructionBytes + kBranchBaseBytes) +
                     static_cast<int32_t>(in.immediate);
    if (target >= 0 && static_cast<uint64_t>(target) < end && target % kInstructionBytes == 0)
      targets.push_back(static_cast<uint64_t>(target));
  }
  std::sort(targets.begin(), targets.end());
  targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
  return targets;
}

namespace {

// A branch's text: rare enough in programs to be built in its own string.
std::string branchText(const Instruction& in, uint64_t address,
                       std::span<const uint64_t> labelled) {
  std::string text = in.relative ? "brr" : "bra";
  if (in.branchCondition != kBranchAlways)
    text += fmt::format(FMT_COMPILE(".{}"), kBranchConditionNames[in.branchCondition]);
  if (in.add.setFlags) text += ".setf";  // vc4asm's: bit 45 without a register
  std::string reg = in.branchRegister ? fmt::format(FMT_COMPILE("ra{}"), *in.branchRegister) : "";
  std::string target;
  auto offset = static_cast<int32_t>(in.immediate);
  if (!in.branchRegister || offset != 0) {
    // A relative target reaches the branch's own address plus four
    // instructions plus the offset (table 10, "PC+4"). It is printed as a
    // label where there is one, else as the offset itself, which is what
    // a number means to `brr` in vc4asm.
    int64_t reached = in.relative ? static_cast<int64_t>(address) + kBranchBaseBytes + offset
                                  : static_cast<int64_t>(in.immediate);
    if (in.relative && reached >= 0 &&
        std::binary_search(labelled.begin(), labelled.end(), static_cast<uint64_t>(reached))) {
      target = "r:" + labelName(static_cast<uint64_t>(reached));
    } else {
      target = hexSigned(in.relative ? offset : reached);
    }
  }
  if (!in.mul.destination.isNop()) {
    // vc4asm's two-destination form: the link address also goes to waddr_mul,
    // and both targets are written (`-`: none).
    return fmt::format(FMT_COMPILE("{} {}, {}, {}, {}"), text, destinationText(in.add.destination),
                       destinationText(in.mul.destination), reg.empty() ? "-" : reg,
                       target.empty() ? "-" : target);
  }
  text += fmt::format(FMT_COMPILE(" {}"), destinationText(in.add.destination));
  if (!reg.empty()) text += ", " + reg;
  if (!target.empty()) text += ", " + target;
  return text;
}

void appendInstruction(TextBuffer& text, const Instruction& in, uint64_t address,
                       std::span<const uint64_t> labelled) {
  switch (in.form) {
    case Instruction::Form::Alu: {
      std::string_view signal = in.signal == kSignalNone ? "" : signalName(in.signal);
      const size_t start = text.size();
      auto part = [&text, start] {
        if (text.size() != start) text += "; ";
      };
      if (in.add.op || in.mul.op || !in.add.destination.isNop())
        appendAluSlot(text, in.add, Unit::Add, in.rotation);
      if (in.mul.op) {
        part();
        appendAluSlot(text, in.mul, Unit::Mul, in.rotation);
      }
      for (const Source& read : in.reads) {  // vc4asm's `read`: the raw name pins the file
        part();
        text += "read ";
        appendSource(text, read);
      }
      if (!signal.empty()) {
        part();
        text += signal;
      }
      if (text.size() == start) text += "nop";
      return;
    }
    case Instruction::Form::LoadImmediate: {
      // `ldi [...]` loads the values signed where they all fit -2..1; an
      // unsigned load of such values says its type, as vc4dis does.
      std::string_view mnemonic = "ldi";
      if (in.loadType == kLoadImmediatePerElementUnsigned) {
        const auto values = perElementValues(in.immediate, false);
        if (std::all_of(values.begin(), values.end(), [](int32_t v) { return v <= 1; }))
          mnemonic = "ldipeu";
      }
      appendOperation(text, mnemonic, in.add);
      appendLoadValue(text, in);
      if (slotUsed(in.mul)) {
        text += "; ";
        appendOperation(text, mnemonic, in.mul);
        appendLoadValue(text, in);
      }
      return;
    }
    case Instruction::Form::Semaphore: {
      // The mul output, like a load immediate's, is a second part with the same value.
      std::string_view mnemonic = in.acquire ? "sacq" : "srel";
      uint32_t number = in.semaphoreHighBits | in.semaphore;
      appendOperation(text, mnemonic, in.add);
      appendDecimal(text, number);
      if (slotUsed(in.mul)) {
        text += "; ";
        appendOperation(text, mnemonic, in.mul);
        appendDecimal(text, number);
      }
      return;
    }
    case Instruction::Form::Branch:
      text += branchText(in, address, labelled);
      return;
  }
}

}  // namespace

std::string formatInstruction(const Instruction& in, uint64_t address,
                              std::span<const uint64_t> labelled) {
  std::string text;
  TextBuffer out(text);
  appendInstruction(out, in, address, labelled);
  return text;
}

namespace {

// vc4asm's `op.packXX` and `op.unpackXX` whose bits reach no output or
// operand (vc4asm_modes.cpp: placeOpcodePack, applyOpcodeModes): the suffix
// that writes them on the one operation, taken off the instruction it
// describes (the pack from the idle unit's output), or "" where there is none.
std::string strayModeSuffix(Instruction& in) {
  if (in.form != Instruction::Form::Alu || (in.add.op != nullptr) == (in.mul.op != nullptr))
    return {};
  bool addWorks = in.add.op != nullptr;
  Slot& working = addWorks ? in.add : in.mul;
  Slot& idle = addWorks ? in.mul : in.add;
  std::string suffix;
  const RegisterName& target = working.destination.reg;
  // Where vc4asm puts it: the add unit's pack on the idle mul output when
  // its own target is regfile B only, the mul unit's on the idle add output
  // when its own target is not regfile A only.
  bool packLandsOnIdle =
      addWorks ? (target.addressB && !target.addressA) : !(target.addressA && !target.addressB);
  if (idle.destination.pack) {
    // A pack the suffix cannot write (the colour pack of an idle mul unit,
    // pm = 1: found by fuzz_vc4_disassembler) leaves the word to the
    // general path (a `.quad`).
    if (!idle.destination.isNop() || idle.destination.colour || working.destination.pack ||
        !packLandsOnIdle)
      return {};
    // vc4asm's opcode `.pack16bs` is code 2 (vc4asmOpcodePackBySuffix): 10 is `16bsi`.
    suffix += ".pack";
    suffix += idle.destination.pack == 10
                  ? std::string("16bsi")
                  : packPrintName(PackMode{idle.destination.pack, false}, true);
  }
  if (in.unusedUnpack) {
    bool readsR4 = false, readsFileA = false;
    for (const Source* s : {&working.a, &working.b}) {
      readsR4 |= s->kind == Source::Kind::Accumulator && s->accumulator == kMuxR4;
      readsFileA |= s->kind == Source::Kind::Register && s->reg.addressA.has_value();
    }
    // The suffix would unpack a regfile-A operand (these bits are pm = 1's,
    // r4's; found by fuzz_vc4_disassembler: `fmul.unpack8c r0.mpack8, ra4, ra4`).
    if (readsFileA) return {};
    // On an r4 operand only the integer form is a regfile-A unpack.
    if (readsR4 && (in.unusedUnpack == 3 || in.unusedUnpack == 0)) return {};
    suffix += ".unpack";
    suffix += unpackPrintName(in.unusedUnpack);
    if (readsR4) suffix += 'i';
  }
  return suffix;
}

void appendWord(TextBuffer& out, uint64_t word, uint64_t address,
                std::span<const uint64_t> labelled) {
  Decoded decoded = decode(word);
  if (!decoded.invalid.empty()) {
    out += quad(word, decoded.invalid);
    return;
  }
  // Before the stray modes' text too (found by fuzz_vc4_disassembler:
  // `mov.unpack16a.ifn -, vw_wait` lost its condition).
  pinConditionalNothing(decoded.instruction, word);
  std::string strayModes = strayModeSuffix(decoded.instruction);
  if (!strayModes.empty()) {
    // Checked as the word it is, then written with the suffix.
    Instruction shown = decoded.instruction;
    (shown.add.op ? shown.mul : shown.add).destination.pack = 0;
    shown.unusedUnpack = 0;
    std::string error;
    if (!inexpressible(shown) && encode(decoded.instruction, error) == word) {
      std::string text = formatInstruction(shown, address, labelled);
      size_t at = text.starts_with("nop; ") ? 5 : 0;
      text.insert(text.find_first_of(". ", at), strayModes);
      out += text;
      return;
    }
  }
  if (auto why = inexpressible(decoded.instruction)) {
    out += quad(word, *why);
    return;
  }
  std::string firstError;
  std::optional<uint64_t> firstEncoding;
  // Most words read back as decoded: the first attempt needs no copy.
  firstEncoding = encode(decoded.instruction, firstError);
  if (firstEncoding == word) {
    appendInstruction(out, decoded.instruction, address, labelled);
    return;
  }
  for (int attempt = 1; attempt < 4; ++attempt) {
    Instruction candidate = decoded.instruction;
    if (attempt & 1) pinReads(candidate, word);
    if (attempt & 2) pinWrites(candidate, word);
    std::string error;
    if (encode(candidate, error) == word) {
      appendInstruction(out, candidate, address, labelled);
      return;
    }
  }
  if (!firstEncoding) {
    out += quad(word, firstError);
    return;
  }
  out += quad(word, differenceReason(word, *firstEncoding, decoded.instruction.form));
}

}  // namespace

std::string formatWord(uint64_t word, uint64_t address, std::span<const uint64_t> labelled) {
  std::string text;
  TextBuffer out(text);
  appendWord(out, word, address, labelled);
  return text;
}

std::string disassemble(std::span<const uint8_t> bytes, const DisassemblyOptions& options,
                        std::string& error) {
  std::string out;
  std::vector<uint64_t> words(bytes.size() / kInstructionBytes);
  for (size_t i = 0; i < words.size(); ++i) {
    for (size_t b = 0; b < kInstructionBytes; ++b) {
      words[i] |= uint64_t{bytes[i * kInstructionBytes + b]} << (8 * b);
    }
  }
  out.reserve(words.size() * 48);  // a typical line, so that the text is not copied as it grows
  std::vector<uint64_t> labelled;
  if (options.labels) labelled = branchTargets(words);
  auto nextLabel = labelled.begin();
  {
    TextBuffer text(out, size_t{1} << 16);  // gives `out` its size when it goes, before the return
    for (size_t i = 0; i < words.size(); ++i) {
      uint64_t address = i * kInstructionBytes;
      if (nextLabel != labelled.end() && *nextLabel == address) {
        text += labelName(address);
        text += ":\n";
        ++nextLabel;
      }
      const size_t lineStart = text.size();
      appendWord(text, words[i], address, labelled);
      if (options.addresses || options.rawWords) {
        // A trailing comment, as the gcn listing has them, so that the text
        // still reassembles: `ldi ra1, 0x00000040    # 00000: e002006700000040`.
        constexpr size_t kColumn = 40;
        const size_t width = text.size() - lineStart;
        text.append(width < kColumn ? kColumn - width : 2, ' ');
        text += '#';
        if (options.addresses) {
          text += ' ';
          appendHex(text, address, 5);
          text += ':';
        }
        if (options.rawWords) {
          text += ' ';
          appendHex(text, words[i], 16);
        }
      }
      text += '\n';
    }
  }
  if (size_t rest = bytes.size() % kInstructionBytes) {
    error = fmt::format(
        "input ends with {} byte{} that do not make a whole 64-bit instruction (offset {})", rest,
        rest == 1 ? "" : "s", words.size() * kInstructionBytes);
  }
  return out;
}

}  // namespace gpuasm::vc4
