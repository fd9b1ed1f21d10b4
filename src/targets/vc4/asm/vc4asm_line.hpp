// The in-memory form of one vc4asm-dialect line: its ';'-separated parts as
// parsed, and their encoding once every symbol has a value (the parser is
// part_parser.cpp, lines of parts assembler.cpp; vc4asm_line.cpp encodes,
// vc4asm_modes.cpp makes vc4asm's choices of units, packs and unpacks).
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "targets/vc4/asm/assembler.hpp"
#include "targets/vc4/asm/syntax.hpp"
#include "targets/vc4/asm/vc4asm_suffixes.hpp"
#include "targets/vc4/isa.hpp"

namespace gpuasm::vc4 {

struct ParsedSource {
  enum class Kind : uint8_t { Accumulator, Register, Value, Float };
  Kind kind = Kind::Value;
  uint8_t accumulator = 0;
  RegisterName reg;
  uint8_t unpack = 0;
  ValueType unpackType = ValueType::Any;  // vc4asm's `.16ai` / `.16af` (checked, not encoded)
  ExprPtr value;
  uint32_t floatBits = 0;
  SourceLocation location;
};

struct ParsedRotation {
  bool byR5 = false;
  bool right = false;
  ExprPtr amount;
  SourceLocation location;
};

enum class PartKind : uint8_t { Alu, Nop, Mov, Immediate, Semaphore, Branch, Signal, Read };

// One ';'-separated piece of a line.
struct Part {
  // Every member has its initialiser; a constructor of its own spares the
  // zeroing of its ~450 bytes that value-initialisation (`emplace_back()`)
  // would do first, for every part of every line.
  Part() {}  // NOLINT(modernize-use-equals-default): `= default` would zero it
  PartKind kind = PartKind::Alu;
  SourceLocation location;
  std::string mnemonic;
  const OpInfo* addOp = nullptr;
  const OpInfo* mulOp = nullptr;
  std::optional<uint8_t> condition;
  bool setFlags = false;
  std::optional<Unit> forcedUnit;  // vc4asm's `aop` / `mop` prefixes
  // vc4asm's `op.packXX dst` and `op.unpackXX dst, src`: the destination's
  // pack and the unpack of the sources that can unpack (regfile A, r4).
  std::optional<PackMode> opcodePack;
  std::optional<uint8_t> opcodeUnpack;
  ValueType opcodeUnpackType = ValueType::Any;  // `.unpack8ai`: regfile-A reads only
  // An `op.unpackXX` that no source takes (applyOpcodeModes): vc4asm writes
  // its bits all the same (pm = 0), which unpack nothing.
  uint8_t unusedUnpack = 0;
  Destination destination;
  // The vc4asm dialect's pack, resolved by resolveVc4asmModes once the unit
  // is known (destination.pack stays 0 until then); packOnOpcode: written
  // `op.packXX`, which vc4asm checks differently from `dst.XX`.
  std::optional<Vc4asmPack> packRequest;
  bool packOnOpcode = false;
  // vc4asm's second destination (`ldi d1, d2, value`, `brr d1, d2, t1, t2`):
  // the mul unit's output.
  std::optional<Destination> secondDestination;
  std::vector<ParsedSource> sources;
  std::optional<ParsedRotation> rotation;
  // vc4asm's rotation written after the first source as well as after the
  // second (`r1<<1, r2<<1`): the two must agree. Written after the first
  // alone, it is `rotation`.
  std::optional<ParsedRotation> firstSourceRotation;
  // Immediate: a value, a float or a per-element list.
  ParsedSource value;
  // Written `mov dst, constant`: vc4asm may move it as a small immediate.
  bool constantMov = false;
  // Its place among the line's ALU parts: vc4asm chooses constant moves'
  // small immediates in the order written.
  uint8_t position = 0;
  std::vector<ExprPtr> elements;
  bool isList = false;
  // vc4asm's `ldipes`/`ldipeu`: the per-element type written, not chosen
  // from the values; a plain integer is then the 32 bits as encoded.
  std::optional<uint8_t> perElementType;
  // Semaphore
  bool acquire = false;
  ExprPtr number;
  // Branch
  bool relative = false;
  uint8_t branchCondition = kBranchAlways;
  std::optional<uint8_t> branchRegister;
  ExprPtr target;
  bool targetIsOffset = false;  // a number (no label): `brr`'s offset as written
  uint8_t signal = kSignalNone;

  bool canAdd() const {
    return kind == PartKind::Nop || (kind == PartKind::Mov && !rotation) ||
           (kind == PartKind::Alu && addOp && !rotation);
  }
  bool canMul() const {
    return kind == PartKind::Nop || kind == PartKind::Mov || (kind == PartKind::Alu && mulOp);
  }
};

// Whether a destination is a regfile-A register proper (ra0..ra31), the only
// target vc4asm lets a regfile-A pack write from `dst.XX`.
inline bool isRegfileARegister(const RegisterName& reg) {
  return reg.addressA && *reg.addressA < 32 && !reg.addressB;
}

// The condition an output is encoded with. A write to nothing that sets no
// flags does nothing whatever its condition, and vc4asm encodes it `never`
// (`mov.ifz -, r1` too); only an explicit `.always` (ours) keeps `always`.
// The nop address named in one file (`or rb39, rb50, ra39`, the DMA wait of
// elorimer's hello world) is `never` too, as vc4asm writes it, unless a
// condition is written (ours: the disassembler's name for such a word).
inline uint8_t impliedCondition(const Part& part) {
  if (part.destination.isNop() && !part.setFlags)
    return part.condition == kConditionAlways ? kConditionAlways : kConditionNever;
  if (part.destination.writesNothing() && !part.setFlags)
    return part.condition.value_or(kConditionNever);
  return part.condition.value_or(kConditionAlways);
}

class Line final : public PendingInstruction {
 public:
  Instruction::Form form = Instruction::Form::Alu;
  std::optional<Part> add, mul;  // nullopt: idle (nop)
  std::vector<Part> reads;       // vc4asm's `read` (PartKind::Read), at most two
  uint8_t signal = kSignalNone;
  SourceLocation location;
  // Some ALU parts are constant moves (Part::constantMov) that become small
  // immediates or values made from one (small_immediates.hpp), chosen once
  // the values are known (Line::build); when one cannot be and every part is
  // such a move, the line is a load immediate instead.
  bool constantMoves = false;
  // vc4asm's regfile-A pack bits (pm = 0) on an idle unit's output, where
  // its `op.packXX` lands when the operation's own output is not in regfile A
  // (placeOpcodePack): they pack nothing.
  std::optional<std::pair<Unit, uint8_t>> idleUnitPack;
  // vc4asm moved an operation from the mul unit to the add unit, which flips
  // its write swap (Instruction::preferWriteSwap).
  bool unitsSwapped = false;

  // Back to a line as default-initialised, to be built again (a recycled
  // line, Assembler::recycle): each member above to its initialiser, member
  // by member (a whole fresh Line moved in costs a third of building one).
  void clear() {
    form = Instruction::Form::Alu;
    add.reset();
    mul.reset();
    reads.clear();
    signal = kSignalNone;
    location = {};
    constantMoves = false;
    idleUnitPack.reset();
    unitsSwapped = false;
  }
  uint32_t units() const override { return kInstructionBytes; }
  // Only a branch reads its own address (buildBranch: relative targets).
  bool mayDependOnAddress() const override { return form == Instruction::Form::Branch; }

  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override {
    Instruction in;
    in.form = form;
    in.signal = signal;
    if (build(ctx, in)) writeInstruction(in, location, ctx, out);
  }

 private:
  bool build(const EncodeContext& ctx, Instruction& in) const;
  bool buildLoad(const EncodeContext& ctx, Instruction& in) const;
  bool buildAlu(const EncodeContext& ctx, Instruction& in) const;
  bool buildSemaphore(const EncodeContext& ctx, Instruction& in) const;
  bool buildBranch(const EncodeContext& ctx, Instruction& in) const;
};

// A branch line as it waits for its target's address. GPU_FFT's code branches
// to a label every 37 instructions, and those are its only lines that wait
// for layout. A branch to one symbol (`r:label`, every GPU_FFT branch) whose
// other fields encode is kept as its word with the offset still 0, the
// label's name and the two places its errors name (~100 bytes); any other
// branch as the fields of its branch part that encoding reads, without the
// line's two parts (a Line is 1,000 bytes, those about 170). Either is
// encoded and refused exactly as a branch whose target is known at once.
class BranchLine final : public PendingInstruction {
 public:
  explicit BranchLine(const Line& line);  // line.form is Instruction::Form::Branch
  uint32_t units() const override { return kInstructionBytes; }
  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override;
  // Whether it is kept as its word (the compact form).
  bool isWord() const { return !full_; }

  // What Line::buildBranch reads of the branch part, by the same names.
  struct Operands {
    Destination destination;
    std::optional<Destination> secondDestination;
    SourceLocation location;
    ExprPtr target;
    std::optional<uint8_t> branchRegister;
    uint8_t branchCondition = kBranchAlways;
    bool relative = false;
    bool setFlags = false;
    bool targetIsOffset = false;
  };

 private:
  struct Full {
    Operands branch;
    SourceLocation location;  // the line's
    uint8_t signal = kSignalNone;
  };
  // The compact form: the word, the target symbol and where errors point.
  uint64_t word_ = 0;
  std::string targetSymbol_;
  SourceLocation location_;  // the branch part's (an offset out of range)
  SourceLocation targetLocation_;
  bool relative_ = false;  // the offset counts from the branch
  std::unique_ptr<Full> full_;
};

// The parts of one line as one instruction in `line` (line_combination.cpp;
// the steps below are vc4asm's, taken with Vc4Choices::Vc4asm); false after
// an error. The parts are moved into the line (`parts` keeps what is left).
bool combineParts(std::vector<Part>& parts, Line& line, InstructionContext& ctx,
                  Vc4Choices choices);
// Steps of combining a line's parts (part_parser.cpp parses them):
// `op.packXX` / `op.unpackXX` applied to the operands (a warning when the
// unpack reaches no source);
void applyOpcodeModes(Part& part, InstructionContext& ctx);
// vc4asm's constant moves turned into ALU moves where it makes them, beside
// another operation or a signal or with `.setf` (returns whether a load
// immediate is left);
bool useSmallImmediateMoves(std::vector<Part>& alu, Line& line, bool hasSignal);
// and vc4asm's placement of the ALU operations on the two units.
bool placeOnUnits(std::vector<Part>& alu, Line& line, InstructionContext& ctx);
// vc4asm's pack on a second destination (`ldi d1, d2.16a, value`) is not
// taken: an error (false) when there is one;
bool noPackOnSecond(const Part& second, InstructionContext& ctx);
// then, once the units are known, vc4asm's pack codes and its pack and unpack
// checks (false after an error).
bool resolveVc4asmModes(Line& line, InstructionContext& ctx);
// `r4` as a destination: vc4asm 80ab48de writes address 36, TMU_NOSWAP
// (`mov r4, r1` is 0x10020927 0x159e7240), since r4 itself cannot be written
// (table 14); that register, with a warning saying so.
RegisterName r4AsDestination(InstructionContext& ctx, SourceLocation where);
// The codes of the warnings these steps give.
std::span<const std::string_view> vc4asmLineWarningCodes();

}  // namespace gpuasm::vc4
