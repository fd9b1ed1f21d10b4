// The target-independent assembler: lines, labels, directives, macros,
// conditionals and includes. A target plugs in through TargetAssembler and
// parses only its own instructions.
#pragma once

#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/expression.hpp"
#include "gpuasm/image.hpp"
#include "gpuasm/lexer.hpp"

namespace gpuasm {

// The section a label is in (an index into the image's sections); nullopt for
// a name that is no label (a `.set` value, a symbol nothing defines).
using LabelSectionLookup = std::function<std::optional<uint32_t>(std::string_view name)>;
// The expression a `.set` symbol stands for (its last definition, as its value
// is); nullptr for a name that is no `.set` symbol.
using SetValueLookup = std::function<const Expr*(std::string_view name)>;

// Evaluates operand expressions once every label has its address.
class EncodeContext {
 public:
  EncodeContext(const SymbolResolver& resolve, DiagnosticEngine& diagnostics,
                const LabelSectionLookup* labelSections = nullptr,
                const SetValueLookup* setValues = nullptr)
      : resolve_(resolve),
        diagnostics_(diagnostics),
        labelSections_(labelSections),
        setValues_(setValues) {}
  std::optional<int64_t> evaluate(const Expr& expr) const {
    return gpuasm::evaluate(expr, resolve_, diagnostics_);
  }
  DiagnosticEngine& diagnostics() const { return diagnostics_; }
  // Whether `name` has a value (a symbol left for the linker has none).
  bool defines(std::string_view name) const { return resolve_(name).has_value(); }
  // The section of the label `name` (what a relocation against it needs),
  // where the core knows it (after layout); nullopt for a name that is no label.
  std::optional<uint32_t> labelSection(std::string_view name) const {
    return labelSections_ ? (*labelSections_)(name) : std::nullopt;
  }
  // What the `.set` symbol `name` stands for (a data field's relocation
  // follows `.set x, label` used before it); nullptr where the core has none.
  const Expr* setValue(std::string_view name) const {
    return setValues_ ? (*setValues_)(name) : nullptr;
  }
  uint64_t address = 0;  // of the instruction being encoded

 private:
  const SymbolResolver& resolve_;
  DiagnosticEngine& diagnostics_;
  const LabelSectionLookup* labelSections_;
  const SetValueLookup* setValues_;
};

// One integer field of a data directive (`.quad tab`, `.long ext - .`), as
// the core offers it to the target before evaluating it itself
// (TargetAssembler::encodeDataField).
struct DataField {
  const Expr& value;
  uint32_t section = 0;    // an index into the image's sections
  uint64_t address = 0;    // of the field, in address units (its section's base included)
  std::span<uint8_t> out;  // the field's bytes (1, 2, 4 or 8), zero when offered
};

// One parsed instruction, waiting for its operands' symbols to be resolved.
class PendingInstruction {
 public:
  virtual ~PendingInstruction() = default;
  virtual uint32_t units() const = 0;  // size in address units
  // Fills `out` (units * addressUnitBytes bytes); reports problems through ctx.
  virtual void encode(const EncodeContext& ctx, std::span<uint8_t> out) const = 0;
  // Whether the bytes may depend on EncodeContext::address (a relative
  // branch); false spares a second trial encoding (EarlyEncoder).
  virtual bool mayDependOnAddress() const { return true; }
};

// One label, instruction, data directive or alignment of a program, in source
// order. A large program has millions of instructions, so an item is 24
// bytes: an instruction encoded while it was parsed holds its bytes inline,
// one still waiting for symbols points to its parsed form (instruction()), a
// label to its name and address alone (40 bytes), and what data, alignment,
// notes and anything else need is behind the same pointer (details()),
// absent for a plain instruction or label. The item's place in the source
// is packed into 8 bytes (location()); one that does not pack (more than
// 1,022 files, 16 M lines, 1,022 columns or 1 M macro expansions) is kept in
// the details.
class ProgramItem {
 public:
  enum class Kind : uint8_t { Label, Instruction, Data, Align };
  struct Details {
    std::vector<ExprPtr> data;  // Data
    std::string name;           // Label
    std::string note;           // shown in listings (e.g. "nop inserted by --fix-hazards")
    uint32_t dataBytes = 0;     // Data: bytes per element
    uint32_t alignment = 1;     // Align, in address units
    bool dataFloat = false;     // Data: IEEE-754 numbers of dataBytes (2, 4, 8), else integers
    bool dataBits = false;      // Data: vc4asm's `.bit`, one bit per element (dataBytes 0)
    // Align: vc4asm's `.align bytes, base`: the address after it minus
    // `alignBase` (or minus the address of label `alignLabel`) is a multiple.
    int64_t alignBase = 0;
    std::string alignLabel;
    bool padsInstruction = false;  // Align: made by the core before an instruction after data
    bool zeroFill = false;         // Align: zeros rather than the target's fill (data sections)
    // What the item itself holds when it has no details: the parsed
    // instruction, its encoded bytes, its place when that does not pack.
    std::unique_ptr<PendingInstruction> instruction;
    std::array<uint8_t, 8> encoded{};
    SourceLocation location;
    uint64_t address = 0;  // set by layout
  };
  static constexpr size_t kMaxEncodedBytes = 8;

  ProgramItem() = default;
  ProgramItem(ProgramItem&& other) noexcept;
  ProgramItem& operator=(ProgramItem&& other) noexcept;
  ProgramItem(const ProgramItem&) = delete;
  ProgramItem& operator=(const ProgramItem&) = delete;
  ~ProgramItem();

  Kind kind = Kind::Instruction;

 private:
  uint8_t state_ = 0;  // Storage, and the count of encoded bytes above it (beside kind: 24 bytes)

 public:
  uint16_t section = 0;  // the assembler refuses more than 65,536 sections
  uint32_t units = 0;    // set by layout (and by setEncoded)

  SourceLocation location() const;
  void setLocation(SourceLocation where);
  // The parsed instruction: an Instruction not (yet) encoded; nullptr otherwise.
  PendingInstruction* instruction() const;
  void setInstruction(std::unique_ptr<PendingInstruction> instruction);
  // Takes the parsed instruction out (nullptr when it holds none).
  std::unique_ptr<PendingInstruction> takeInstruction();
  bool isEncoded() const { return encodedSize() != 0; }
  // A line that failed to assemble, as the whole-program checks see it
  // (Driver::checkAroundFailedInstructions): an instruction item holding nothing.
  bool isGap() const { return kind == Kind::Instruction && !instruction() && !isEncoded(); }
  std::span<const uint8_t> encodedBytes() const;
  // Keeps `bytes` (at most kMaxEncodedBytes) in place of a parsed instruction.
  void setEncoded(std::span<const uint8_t> bytes, uint32_t addressUnits);
  // Labels, data and alignments: their address, set by layout (an
  // instruction's is its place in the running count of its section).
  uint64_t address() const {
    if (const LabelRecord* label = label_()) return label->address;
    return details_() ? details_()->address : 0;
  }
  void setAddress(uint64_t address);  // kept only by a label or an item with details
  // The details (nullptr when none), and made when first asked for.
  const Details* details() const { return details_(); }
  Details& detailsForWriting();
  const std::string& name() const;
  // Names a label: kept in a record of its name and address unless the item
  // has details already.
  void setName(std::string name);
  const std::string& note() const { return details_() ? details_()->note : noText(); }

 private:
  // What payload_ holds: the encoded bytes, or a pointer this item owns.
  enum class Storage : uint8_t { Bytes, Instruction, Details, Label };
  struct LabelRecord {
    std::string name;
    uint64_t address = 0;
  };
  static constexpr uint64_t kUnpacked = ~uint64_t{0};
  static const std::string& noText();
  static uint64_t pack(SourceLocation where);
  Storage storage() const { return static_cast<Storage>(state_ & 3); }
  uint8_t encodedSize() const { return static_cast<uint8_t>(state_ >> 2); }
  void setState(Storage storage, size_t encodedSize) {
    state_ = static_cast<uint8_t>(static_cast<uint8_t>(storage) | encodedSize << 2);
  }
  Details* details_() const {
    return storage() == Storage::Details ? reinterpret_cast<Details*>(payload_) : nullptr;
  }
  LabelRecord* label_() const {
    return storage() == Storage::Label ? reinterpret_cast<LabelRecord*>(payload_) : nullptr;
  }
  void release();

  // The bytes (Storage::Bytes), or a PendingInstruction* / Details* / LabelRecord* made by
  // std::unique_ptr::release and given back to one by release(): one word
  // for either, which a std::variant or two members would double.
  uintptr_t payload_ = 0;
  uint64_t place_ = 0;  // pack(location), or kUnpacked: Details::location
};

// A symbol's value that is not an integer but one of the target's own: a
// register (vc4's `.set ra_x, ra3`), later a register range (GCN's `v[4:7]`).
// The target parses it (TargetAssembler::parseTargetValue); the core keeps it
// under its name like any `.set` value, through macros and includes, hands it
// back to the target that made it (InstructionContext::targetValue), and
// refuses it in integer expressions.
class TargetValue {
 public:
  virtual ~TargetValue() = default;
  // What it is, for diagnostics: "register 'ra3'".
  virtual std::string describe() const = 0;
};
using TargetValuePtr = std::shared_ptr<const TargetValue>;

// Reads expressions inside an instruction's operands.
class InstructionContext {
 public:
  virtual ~InstructionContext() = default;
  virtual ExprPtr parseExpression(TokenCursor& cursor) = 0;
  virtual DiagnosticEngine& diagnostics() = 0;
  // The target value that the symbol `name` holds at this point, or nullptr.
  virtual TargetValuePtr targetValue(std::string_view name) const = 0;
  // Whether `name` is an integer symbol (a `.set` number or a label), so that
  // a target can say why it is not the register it expected.
  virtual bool isIntegerSymbol(std::string_view name) const = 0;
};

// What a target's own directive (TargetAssembler::parseDirective) may ask of
// the core beside reading expressions.
class DirectiveContext : public InstructionContext {
 public:
  // An integer expression of constants and symbols defined so far, reporting
  // its errors (`directive` names the directive in them).
  virtual std::optional<int64_t> constantExpression(TokenCursor& cursor,
                                                    std::string_view directive) = 0;
  // Continues in the section `name`, made when new, as `.section name` does.
  virtual void selectSection(std::string_view name) = 0;
  // The section the source is in now.
  virtual std::string currentSection() const = 0;
  // Puts `bytes` into the current section here, as `.byte` would.
  virtual void emitBytes(std::span<const uint8_t> bytes, SourceLocation where) = 0;
  // Defines the label `name` here, as `name:` would (a name the source does
  // not spell, such as the `k.kd` that llvm-mc's `.amdhsa_kernel k` makes);
  // false, with the error reported, when it is defined already.
  virtual bool defineLabel(std::string_view name, SourceLocation where) = 0;
};

// Where the directive language of a dialect family differs from the GNU as
// style the core speaks by default. The core's directives are rows of one
// table (core/directives.cpp), each of a set: GNU as's, which every dialect
// takes, or a family's own, which only the dialects that name it take; to
// any other dialect such a directive is unknown (and so the target's own,
// TargetAssembler::parseDirective, if it has one of that name).
struct DirectiveDialect {
  // vc4asm (doc/directives.html, .macro): a macro body names its parameters
  // by bare name (`mov r0, a`), besides the core's `\a`; an argument that is
  // an integer constant is evaluated where the macro is called, so `x*2` with
  // `1+1` is 4.
  bool macroParametersByName = false;
  // vc4asm: `.macro` of a name already defined replaces the old macro.
  bool macroRedefinition = false;
  // vc4asm's instruction joining (doc/instructions.html, "Instruction
  // joining"): a statement that begins with this token continues the
  // instruction before it (TargetAssembler::parseJoining); empty: none.
  std::string_view joinMark;
  // vc4asm's directives beyond GNU as's (doc/directives.html): .lset,
  // .lconst, .lunset, .const, .define, .unset, .assert, .clone, .code,
  // .rodata, .bit, .half, .rep, .foreach, .func, .back, .local ... .endloc
  // (a context, not GNU's local symbol) and .ifset.
  bool vc4asmDirectives = false;
  // The width of `.long` in bytes: 4 as in GNU as and llvm-mc; vc4asm's is 8
  // (doc/directives.html, .byte).
  uint8_t longBytes = 4;
  // LLVM MC's symbol variants in data directives (`.long sym@rel32@lo`): an
  // identifier followed at once by '@' and a name (`@` again and a name, as
  // `rel32@lo`) is one symbol, `sym@rel32@lo`, the variant kept in its name
  // for the target's encodeDataField to read.
  bool symbolVariants = false;
  // vc4asm's label reference `:name` in any expression (`.int :end - :start`,
  // doc/expressions.html), besides the bare name.
  bool colonLabels = false;
};

// vc4asm's directive language, as the dialects that speak it take it (vc4's,
// the thesis QASM dialect's and demolicious's assemblers).
inline constexpr DirectiveDialect kVc4asmDirectiveDialect{.macroParametersByName = false,
                                                          .macroRedefinition = false,
                                                          .joinMark = {},
                                                          .vc4asmDirectives = true,
                                                          .longBytes = 8,
                                                          .symbolVariants = false,
                                                          .colonLabels = true};

class TargetAssembler {
 public:
  virtual ~TargetAssembler() = default;
  virtual LexerOptions lexerOptions() const { return {}; }
  virtual DirectiveDialect directiveDialect() const { return {}; }
  virtual uint32_t addressUnitBytes() const = 0;
  virtual uint32_t wordBytes() const = 0;
  // The alignment of an instruction in address units: one after data that
  // ends off it is padded (vc4: 8, as vc4asm pads with zeros and warns).
  virtual uint32_t instructionAlignment() const { return 1; }
  // Bytes that `.align` pads code with (one instruction, usually nop).
  virtual std::vector<uint8_t> fillPattern() const = 0;
  // Parses one instruction (the cursor is at its first token). Returns nullptr
  // after reporting an error.
  virtual std::unique_ptr<PendingInstruction> parseInstruction(TokenCursor& cursor,
                                                               InstructionContext& context) = 0;
  // Gives back an instruction the core no longer needs (encoded as it was
  // parsed), so that the next parseInstruction may reuse its storage rather
  // than allocate a new one for every line.
  virtual void recycle(std::unique_ptr<PendingInstruction> /*instruction*/) {}
  // vc4asm's instruction joining: an instruction may offer to take in the
  // next instruction statement that begins with the dialect's join mark,
  // when nothing came between them but lines that make no item (comments,
  // `.set`, `.if`, macro boundaries). Whether `instruction`, just parsed,
  // offers it; the core then keeps it parsed rather than encoding it early.
  virtual bool offersJoin(const PendingInstruction& /*instruction*/) const { return false; }
  struct JoinedInstruction {
    std::unique_ptr<PendingInstruction> instruction;  // nullptr after an error
    bool replacesPrevious = false;  // both in one instruction, in place of `previous`
  };
  // Parses the statement after the join mark, as parseInstruction does, and
  // puts it into `previous` (an instruction that offersJoin) when the two fit
  // in one; otherwise it is an instruction of its own.
  virtual JoinedInstruction parseJoining(TokenCursor& cursor, InstructionContext& context,
                                         const PendingInstruction& /*previous*/) {
    return {parseInstruction(cursor, context), false};
  }
  // A data directive's integer field, offered before the core evaluates it: a
  // target whose objects have relocations takes one whose value is not yet
  // known (a label's address in a relocatable object, a symbol defined
  // elsewhere), records the relocation, fills field.out with what the object
  // holds there and returns true; errors go to ctx. False: the core
  // evaluates the field as a plain value.
  virtual bool encodeDataField(const DataField& /*field*/, const EncodeContext& /*ctx*/) const {
    return false;
  }
  // The functions its expressions may call (`vpm_setup(1, 1, h32(0))`); the
  // table must outlive the assembly.
  virtual ExpressionFunctions expressionFunctions() const { return {}; }
  // A label definition in the dialect's own syntax at the start of a statement
  // (vc4asm's `:name`), besides the core's `name:` (and `1:` with numbered
  // labels). Consumes it and returns the name: an identifier, or an integer
  // for a numbered label. nullopt, consuming nothing, when there is none.
  virtual std::optional<Token> parseLabelDefinition(TokenCursor& /*cursor*/) const {
    return std::nullopt;
  }
  // The value of `.set name, value` (or `name = value`) when it is one of the
  // target's own values rather than an integer expression (vc4: a register).
  // At a value that is not one, consumes nothing and returns nullptr; after
  // reporting an error it returns nullptr too (the core tells the two apart by
  // the error count).
  virtual TargetValuePtr parseTargetValue(TokenCursor& /*cursor*/,
                                          InstructionContext& /*context*/) {
    return nullptr;
  }
  // Symbols defined before the first line (vc4: vc4asm's M_PI, M_E, ...).
  virtual std::span<const std::pair<std::string_view, Value>> predefinedSymbols() const {
    return {};
  }
  // Functions that read their own argument tokens (vc4's register predicates
  // `isAccu(r0)`); see SourceFunctions::readsOwnArguments.
  virtual bool readsOwnArguments(std::string_view /*name*/) const { return false; }
  virtual ExprPtr parseOwnArguments(const Token& /*name*/, TokenCursor& /*cursor*/,
                                    InstructionContext& /*context*/) {
    return nullptr;
  }
  // Whether `.include "name"` of a file not found is one whose definitions the
  // target has built in (vc4: vc4asm's vc4.qinc), and so is no error.
  virtual bool providesInclude(std::string_view /*fileName*/) const { return false; }
  // Codes of the warnings this target can give (for checking -W options).
  virtual std::vector<std::string_view> warningCodes() const { return {}; }
  // Whether an instruction whose bytes depend on nothing unknown (no symbol,
  // not its address) may be encoded as it is parsed and kept as its bytes
  // alone: memory for millions of instructions. A target whose checkProgram
  // looks at its own parsed instructions rather than their bytes says no.
  virtual bool encodesWhenParsed() const { return false; }
  // A directive the core does not know (gcn's kernel descriptions): true when
  // the target took it (reporting its own errors), false leaves it an
  // unknown directive. The cursor is after the directive's name.
  virtual bool parseDirective(const Token& /*directive*/, TokenCursor& /*cursor*/,
                              DirectiveContext& /*context*/) {
    return false;
  }
  // A block whose lines are the target's own rather than statements (gcn's
  // `.amd_kernel_code_t` ... `.end_amd_kernel_code_t`, lines `field = value`):
  // while the target says it is inside one, each statement after its labels
  // comes here first; true when the target took it.
  virtual bool parseBlockLine(TokenCursor& /*cursor*/, DirectiveContext& /*context*/) {
    return false;
  }
  // Whether the block open now is in another language (the YAML of GCN's
  // `.amdgpu_metadata`): then each following line of the file reaches
  // parseBlockLine unlexed, as one String token holding the line as written.
  virtual bool rawLines() const { return false; }
  // GNU as's `.section NAME, "flags", @type, ...`: what follows the name (the
  // cursor is at the ',') belongs to the target's object format. True when
  // the target read it (reporting its own errors); false makes it an error.
  virtual bool parseSectionAttributes(std::string_view /*section*/, TokenCursor& /*cursor*/,
                                      DirectiveContext& /*context*/) {
    return false;
  }
  // Whether finishImage reads the image's line records (gcn: a warning names
  // the line of an instruction): they are then made even where
  // AssemblerOptions::lineRecords says they are not needed.
  virtual bool readsLineRecords() const { return false; }
  // After a successful assembly: the target adds to the image what its own
  // directives described (Image::targetData); errors fail the assembly.
  virtual void finishImage(Image& /*image*/, DiagnosticEngine& /*diagnostics*/) {}
  // Whole-program checks (and fixes, which may insert items) before layout.
  virtual void checkProgram(std::vector<ProgramItem>& /*items*/,
                            DiagnosticEngine& /*diagnostics*/) {}
  // A language whose statements are not the core's lines reads the whole
  // file itself (ptx: statements end at ';' and span lines, braces open
  // scopes, `.global` and `.align` mean other things, literals such as
  // `0f3F800000`): true here makes assemble() hand the file to
  // assembleSource rather than to its own lexer, directives and macros.
  virtual bool readsWholeSource() const { return false; }
  // The image of the file (nullopt after reporting its errors); called only
  // when readsWholeSource.
  virtual std::optional<Image> assembleSource(SourceManager& /*sources*/, uint32_t /*file*/,
                                              DiagnosticEngine& /*diagnostics*/) {
    return std::nullopt;
  }
};

struct AssemblerOptions {
  std::vector<std::filesystem::path> includePaths;
  std::map<std::string, int64_t> defines;  // -D name=value
  // Whether the image gets its line records (Image::lines), which listings,
  // hex and C with the source as comments and the simulators' fault reports
  // read: a program written as raw bytes needs none, and a record is 32 bytes
  // an instruction (`gpuasm asm --format bin` leaves them out).
  bool lineRecords = true;
};

// Limits that keep hostile input from exhausting memory or stack.
struct AssemblerLimits {
  size_t maxIncludeDepth = 32;
  size_t maxMacroDepth = 64;
  // Blocks open inside one another, of every kind together: .rept, .foreach,
  // .back, .if, macro expansions and function calls. Each level takes stack.
  size_t maxNestingDepth = 256;
  size_t maxExpandedLines = 1'000'000;
  size_t maxExpandedTokens = 4'000'000;  // copied by macro expansion, arguments included
  uint64_t maxImageUnits = 1u << 24;
};

// Warning codes the core itself gives (targets add theirs).
inline constexpr std::string_view kCoreWarningCodes[] = {"user-warning", "instruction-padding"};

// Assembles one source buffer. Returns the image, or nullopt if any error was
// reported (all of them are in `diagnostics`).
std::optional<Image> assemble(TargetAssembler& target, SourceManager& sources, uint32_t file,
                              DiagnosticEngine& diagnostics, const AssemblerOptions& options = {},
                              const AssemblerLimits& limits = {});

}  // namespace gpuasm
