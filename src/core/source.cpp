#include "gpuasm/source.hpp"

#include <algorithm>

namespace gpuasm {

SourceFile::SourceFile(std::string name, std::string text, SourceLocation includedFrom)
    : name_(std::move(name)), text_(std::move(text)), hasLines_(true), includedFrom_(includedFrom) {
  // A text read through a growing buffer can hold twice its size: a large
  // program's source is kept for the whole assembly and in its image.
  if (text_.capacity() > text_.size() + text_.size() / 8) text_.shrink_to_fit();
}

SourceFile::SourceFile(std::string name, std::shared_ptr<const MappedText> text,
                       SourceLocation includedFrom)
    : name_(std::move(name)),
      mapped_(std::move(text)),
      hasLines_(true),
      includedFrom_(includedFrom) {}

const std::vector<uint32_t>& SourceFile::lineStarts() const {
  std::call_once(lineStartsMade_, [this] {
    if (!hasLines_) return;
    // Counted first (memchr-speed finds), then stored without regrowing; a
    // mapped text is given back behind each pass (passed), so that the line
    // starts of a large source never make all of it resident.
    const std::string_view all = text();
    size_t lines = 1;
    size_t passedTo = 0;
    constexpr size_t kStep = size_t{4} << 20;
    for (size_t at = all.find('\n'); at != std::string_view::npos; at = all.find('\n', at + 1)) {
      ++lines;
      if (at >= passedTo + kStep) passed(passedTo = at);
    }
    passed(all.size());
    lineStarts_.reserve(lines);
    lineStarts_.push_back(0);
    passedTo = 0;
    for (size_t at = all.find('\n'); at != std::string_view::npos; at = all.find('\n', at + 1)) {
      lineStarts_.push_back(static_cast<uint32_t>(at + 1));
      if (at >= passedTo + kStep) passed(passedTo = at);
    }
    passed(all.size());
  });
  return lineStarts_;
}

std::string_view SourceFile::lineText(uint32_t line) const {
  const std::vector<uint32_t>& starts = lineStarts();
  if (line == 0 || line > starts.size()) return {};
  uint32_t begin = starts[line - 1];
  const std::string_view all = this->text();
  uint32_t end = line < starts.size() ? starts[line] : static_cast<uint32_t>(all.size());
  std::string_view text = all.substr(begin, end - begin);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
  return text;
}

SourceLocation SourceFile::locationAt(size_t offset, uint32_t file) const {
  offset = std::min(offset, text().size());
  const std::vector<uint32_t>& starts = lineStarts();
  // The last line start at or before the offset.
  auto after = std::upper_bound(starts.begin(), starts.end(), offset);
  const size_t line = static_cast<size_t>(after - starts.begin());
  const uint32_t start = line == 0 ? 0 : starts[line - 1];
  return SourceLocation{file, static_cast<uint32_t>(std::max<size_t>(line, 1)),
                        static_cast<uint32_t>(offset - start + 1), 0};
}

SourceManager::SourceManager() {
  files_.push_back(std::make_shared<const SourceFile>());  // id 0: no file
  expansions_.emplace_back();                              // id 0: not an expansion
}

uint32_t SourceManager::addBuffer(std::string name, std::string text, SourceLocation includedFrom) {
  files_.push_back(
      std::make_shared<const SourceFile>(std::move(name), std::move(text), includedFrom));
  return static_cast<uint32_t>(files_.size() - 1);
}

std::optional<uint32_t> SourceManager::addFile(const std::filesystem::path& path,
                                               SourceLocation includedFrom, InputText* failure) {
  InputReadOptions options;
  options.regularFileOnly = true;
  options.mapFrom = kMapSourcesFrom;
  InputText input = readInputFile(path, options);
  if (!input.ok()) {
    if (failure) *failure = std::move(input);
    return std::nullopt;
  }
  return addInput(path.string(), std::move(input), includedFrom);
}

uint32_t SourceManager::addInput(std::string name, InputText input, SourceLocation includedFrom) {
  if (!input.mapped) return addBuffer(std::move(name), std::move(input.text), includedFrom);
  files_.push_back(
      std::make_shared<const SourceFile>(std::move(name), std::move(input.mapped), includedFrom));
  return static_cast<uint32_t>(files_.size() - 1);
}

uint32_t SourceManager::addExpansion(ExpansionFrame frame) {
  expansions_.push_back(std::move(frame));
  return static_cast<uint32_t>(expansions_.size() - 1);
}

}  // namespace gpuasm
