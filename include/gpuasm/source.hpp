// Source text management: files, include chains and macro expansion frames.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/input_file.hpp"

namespace gpuasm {

// A position in source text. `expansion` names the macro expansion that
// produced the token, 0 when it was read straight from a file.
struct SourceLocation {
  uint32_t file = 0;    // 0 = no location
  uint32_t line = 0;    // 1-based
  uint32_t column = 0;  // 1-based
  uint32_t expansion = 0;

  bool valid() const { return file != 0; }
};

struct ExpansionFrame {
  std::string macroName;
  SourceLocation site;  // where the macro was invoked
};

// One source file's name and text, kept once: the assembler reads its tokens
// from it, and an Image's line records point into it (shared) rather than
// holding copies of their lines.
class SourceFile {
 public:
  SourceFile() = default;
  SourceFile(std::string name, std::string text, SourceLocation includedFrom = {});
  // A large file's text as mapped (readInputFile's InputText::mapped).
  SourceFile(std::string name, std::shared_ptr<const MappedText> text,
             SourceLocation includedFrom = {});
  std::string_view name() const { return name_; }
  std::string_view text() const { return mapped_ ? mapped_->text() : std::string_view(text_); }
  // A reader has passed the text before `offset` (the lexer, line by line):
  // a mapped file's pages there are given back (MappedText::release), so a
  // large source is never resident whole. Nothing changes for the reader:
  // the text reads the same.
  void passed(size_t offset) const {
    if (mapped_) mapped_->release(0, offset);
  }
  // The 1-based line without its line break; empty past the end.
  std::string_view lineText(uint32_t line) const;
  SourceLocation includedFrom() const { return includedFrom_; }
  size_t lineCount() const { return lineStarts().size(); }
  // Where byte `offset` of the text is, as file `file`'s line and byte column
  // (1-based; an offset past the end is on the last line): records that keep
  // a place in the text as an offset or a pointer, not a location of their own.
  SourceLocation locationAt(size_t offset, uint32_t file) const;

 private:
  // Where each line begins, made when first asked for (a diagnostic, a
  // listing, a line record): 4 bytes a line that an assembly without any
  // need of them does not hold. Threads may share a file (an image's line
  // records), so they are made once under a flag.
  const std::vector<uint32_t>& lineStarts() const;

  std::string name_;
  std::string text_;
  std::shared_ptr<const MappedText> mapped_;  // the text when set (text_ is empty)
  mutable std::vector<uint32_t> lineStarts_;
  mutable std::once_flag lineStartsMade_;
  bool hasLines_ = false;  // the default file (id 0, no location) has none
  SourceLocation includedFrom_;
};

class SourceManager {
 public:
  SourceManager();

  // Adds text under a name; returns its file id (never 0).
  uint32_t addBuffer(std::string name, std::string text, SourceLocation includedFrom = {});
  // Adds a file as read (InputText): its text, or its mapping.
  uint32_t addInput(std::string name, InputText input, SourceLocation includedFrom = {});
  // Reads a regular file of at most kMaxInputFileBytes from disk (see
  // readInputFile). Returns std::nullopt when it cannot, and then says why in
  // `failure` if given (InputText::Error::NotFound: nothing is there).
  std::optional<uint32_t> addFile(const std::filesystem::path& path,
                                  SourceLocation includedFrom = {}, InputText* failure = nullptr);

  std::string_view name(uint32_t file) const { return files_.at(file)->name(); }
  std::string_view text(uint32_t file) const { return files_.at(file)->text(); }
  std::string_view lineText(uint32_t file, uint32_t line) const {
    return files_.at(file)->lineText(line);
  }
  SourceLocation includedFrom(uint32_t file) const { return files_.at(file)->includedFrom(); }
  // The file itself, to be kept beyond the manager (an Image's line records).
  const std::shared_ptr<const SourceFile>& file(uint32_t file) const { return files_.at(file); }
  size_t fileCount() const { return files_.size(); }

  uint32_t addExpansion(ExpansionFrame frame);
  const ExpansionFrame& expansion(uint32_t id) const { return expansions_.at(id); }

 private:
  // Token string_views stay valid as files are added: each text is allocated once.
  std::vector<std::shared_ptr<const SourceFile>> files_;
  std::vector<ExpansionFrame> expansions_;
};

}  // namespace gpuasm
