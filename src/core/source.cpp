#include "gpuasm/source.hpp"

#include <fstream>
#include <sstream>

namespace gpuasm {

SourceManager::SourceManager() {
  files_.emplace_back();       // id 0: no file
  expansions_.emplace_back();  // id 0: not an expansion
}

uint32_t SourceManager::addBuffer(std::string name, std::string text, SourceLocation includedFrom) {
  File file{std::move(name), std::move(text), {0}, includedFrom};
  for (uint32_t i = 0; i < file.text.size(); ++i) {
    if (file.text[i] == '\n') file.lineStarts.push_back(i + 1);
  }
  files_.push_back(std::move(file));
  return static_cast<uint32_t>(files_.size() - 1);
}

std::optional<uint32_t> SourceManager::addFile(const std::filesystem::path& path,
                                               SourceLocation includedFrom) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return addBuffer(path.string(), text.str(), includedFrom);
}

std::string_view SourceManager::lineText(uint32_t file, uint32_t line) const {
  const File& f = files_.at(file);
  if (line == 0 || line > f.lineStarts.size()) return {};
  uint32_t begin = f.lineStarts[line - 1];
  uint32_t end =
      line < f.lineStarts.size() ? f.lineStarts[line] : static_cast<uint32_t>(f.text.size());
  std::string_view text(f.text);
  text = text.substr(begin, end - begin);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

uint32_t SourceManager::addExpansion(ExpansionFrame frame) {
  expansions_.push_back(std::move(frame));
  return static_cast<uint32_t>(expansions_.size() - 1);
}

}  // namespace gpuasm
