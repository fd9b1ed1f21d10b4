// GNU as's and llvm-mc's debug directives, `.file N`, `.loc` and `.cfi_*`, and
// the sections llvm-mc-14 builds from them at the end of a file: .eh_frame
// and .debug_frame (CIEs and an FDE a frame), .debug_line (the line-number
// program, DWARF 4 or 5) and DWARF 5's .debug_line_str (docs/assembler.md,
// "Debug information"). Also `.uleb128`/`.sleb128`, whose size waits for layout.
// Private to src/core: the Driver hands the directives to this class, which
// defines the labels it needs where the source is, and after layout the
// Driver appends the bytes it makes.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gpuasm/assembler.hpp"
#include "gpuasm/dwarf_target.hpp"

namespace gpuasm::core {

// Bytes that a section gets at the end of the source, with the fields that
// hold a label's address plus a constant (a relocation in an object file).
struct DebugSectionPart {
  std::string section;
  std::string startLabel;  // where these bytes begin (fields may name it)
  uint32_t alignment = 1;  // of the place they begin at
  std::vector<uint8_t> bytes;
  struct Field {
    size_t offset = 0;
    std::string label;
    int64_t addend = 0;
    uint8_t width = 4;
  };
  std::vector<Field> fields;  // in offset order
};

class DebugDirectives {
 public:
  explicit DebugDirectives(DiagnosticEngine& diagnostics) : diagnostics_(diagnostics) {}

  // The labels these need are defined through the context, where the source
  // is when the directive (or the instruction a `.loc` waits for) is read.

  // `.file N ["directory"] "name" [md5 0x...]` (N 0: DWARF 5's root file).
  void file(const Token& directive, TokenCursor& cursor);
  // `.loc file [line [column]] [basic_block|prologue_end|epilogue_begin|is_stmt N|isa N|
  // discriminator N]...`: a row of the line table at the next instruction or
  // data of the section, or at the next `.loc`.
  void loc(const Token& directive, TokenCursor& cursor, DirectiveContext& context);
  // `.cfi_sections`, `.cfi_startproc`, `.cfi_endproc` and the DW_CFA_ operations.
  // Register operands are DWARF numbers or the target's register names (`target`).
  void cfi(const Token& directive, TokenCursor& cursor, DirectiveContext& context,
           const DwarfTarget& target);

  // An instruction or data comes: the waiting `.loc` becomes a row here.
  void placeLoc(DirectiveContext& context, SourceLocation where);
  // A section switch drops the waiting `.loc`, as llvm-mc does.
  void dropLoc() { waiting_.reset(); }

  // At the end of the source: a frame still open, file numbers left out.
  void finishSource();
  bool makesSections() const { return lineTable_ || !frames_.empty(); }
  // The bytes, once layout gave the labels their addresses (`address`) and
  // the sections their ends (`sectionEnds`, by section index).
  using SectionEnd = std::function<uint64_t(const std::string& section)>;
  std::vector<DebugSectionPart> sections(const DwarfRules& rules, const SymbolResolver& address,
                                         const SectionEnd& sectionEnd) const;

 private:
  struct FileEntry {
    std::string name;
    uint32_t directory = 0;  // 0: none (or the compilation directory), else 1 + its index
    std::optional<std::array<uint8_t, 16>> md5;
  };
  struct LineRow {
    std::string label, section;
    uint32_t file = 1, line = 0, column = 0, isa = 0, discriminator = 0;
    uint8_t flags = 0;  // kIsStatement | kBasicBlock | kPrologueEnd | kEpilogueBegin
  };
  // A DW_CFA_ operation as its directive gave it: encoded when the frame is
  // written (offsets scale by the data alignment, and the CFA's offset so far
  // is what `.cfi_rel_offset` and `.cfi_adjust_cfa_offset` are relative to).
  struct CfiInstruction {
    enum class Op : uint8_t {
      DefCfa,
      DefCfaOffset,
      AdjustCfaOffset,
      DefCfaRegister,
      Offset,
      RelOffset,
      Register,
      Undefined,
      SameValue,
      Restore,
      RememberState,
      RestoreState,
      Escape,
      DefAspaceCfa
    };
    std::string label;
    Op op = Op::Escape;
    uint64_t reg = 0, reg2 = 0;  // reg2: `.cfi_register`'s second, the address space
    int64_t offset = 0;
    std::vector<uint8_t> bytes;  // `.cfi_escape`
  };
  struct Frame {
    std::string begin, end, section;
    bool simple = false;
    std::optional<uint32_t> returnAddress;  // `.cfi_return_column`
    std::vector<CfiInstruction> instructions;
    SourceLocation location;
  };

  void addFile(const Token& directive, uint64_t number, std::string directory, std::string name,
               std::optional<std::array<uint8_t, 16>> checksum);
  bool knownFile(uint64_t number) const;
  void expectEnd(TokenCursor& cursor);
  // A label defined here for a row or a frame (a name no source can spell).
  std::string labelHere(DirectiveContext& context, SourceLocation where);
  void lineProgram(const DwarfRules& rules, const SymbolResolver& address,
                   const SectionEnd& sectionEnd, DebugSectionPart& out) const;
  // .eh_frame (`eh`) or .debug_frame, as MCDwarfFrameEmitter::Emit writes it.
  DebugSectionPart frameSection(const DwarfRules& rules, const SymbolResolver& address,
                                bool eh) const;

  DiagnosticEngine& diagnostics_;
  // The line table: DWARF 5 once a `.file 0` gave its root file, else 4.
  bool lineTable_ = false;
  bool dwarf5_ = false;
  std::string compilationDirectory_;  // `.file 0`'s directory
  std::optional<FileEntry> root_;
  std::vector<FileEntry> files_;  // by number; [0] unused (the root is apart)
  std::vector<std::string> directories_;
  bool allMd5_ = true;
  SourceLocation highestFile_;  // the `.file` of the highest number
  std::optional<LineRow> waiting_;
  uint8_t statement_ = 1;  // is_stmt carries over from one `.loc` to the next
  std::vector<LineRow> rows_;
  // Frames, in `.cfi_startproc` order; the open one is frames_.back().
  std::vector<Frame> frames_;
  bool frameOpen_ = false;
  // Where the frames go: llvm-mc's default is .eh_frame alone; each `.cfi_sections`
  // names all of them (none: no frame section).
  bool ehFrame_ = true, debugFrame_ = false;
  uint64_t labels_ = 0;
};

// `.uleb128`/`.sleb128 value`: a field whose size is known once layout has
// given the labels of its value their addresses (a difference of two labels
// of one section), so an item of its own, sized again until no field grows
// (Driver::growLebFields), as llvm-mc relaxes its MCLEBFragment: a field only
// grows, padded with continuation bytes where its value would take fewer.
class LebField final : public PendingInstruction {
 public:
  LebField(ExprPtr value, bool isSigned) : value_(std::move(value)), signed_(isSigned) {}
  uint32_t units() const override { return size_; }
  void encode(const EncodeContext& ctx, std::span<uint8_t> out) const override;
  // Sizes the field for `value`: true when it grew.
  bool grow(int64_t value);
  const Expr& value() const { return *value_; }
  bool isSigned() const { return signed_; }

 private:
  ExprPtr value_;
  bool signed_;
  uint32_t size_ = 1;
};

}  // namespace gpuasm::core
