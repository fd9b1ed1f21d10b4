// Source text management: files, include chains and macro expansion frames.
#pragma once

#include <cstdint>
#include <deque>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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

class SourceManager {
 public:
  SourceManager();

  // Adds text under a name; returns its file id (never 0).
  uint32_t addBuffer(std::string name, std::string text, SourceLocation includedFrom = {});
  // Reads a file from disk. Returns std::nullopt when it cannot be read.
  std::optional<uint32_t> addFile(const std::filesystem::path& path,
                                  SourceLocation includedFrom = {});

  std::string_view name(uint32_t file) const { return files_.at(file).name; }
  std::string_view text(uint32_t file) const { return files_.at(file).text; }
  std::string_view lineText(uint32_t file, uint32_t line) const;
  SourceLocation includedFrom(uint32_t file) const { return files_.at(file).includedFrom; }
  size_t fileCount() const { return files_.size(); }

  uint32_t addExpansion(ExpansionFrame frame);
  const ExpansionFrame& expansion(uint32_t id) const { return expansions_.at(id); }

 private:
  struct File {
    std::string name;
    std::string text;
    std::vector<uint32_t> lineStarts;
    SourceLocation includedFrom;
  };
  std::deque<File> files_;  // deque: token string_views stay valid as files are added
  std::vector<ExpansionFrame> expansions_;
};

}  // namespace gpuasm
