#include "gpuasm/image.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace gpuasm {

const LineRecord* Image::lineAt(uint64_t address, uint32_t section) const {
  for (const LineRecord& r : lines) {
    if (r.section == section && address >= r.address && address < r.address + r.units) return &r;
  }
  return nullptr;
}

std::vector<LineRecord> Image::allLines() const {
  std::vector<LineRecord> all = targetData ? targetData->derivedLines() : std::vector<LineRecord>();
  all.insert(all.begin(), lines.begin(), lines.end());
  return all;
}

uint32_t Image::addSourceFile(std::shared_ptr<const SourceFile> file) {
  sourceFiles.push_back(std::move(file));
  return static_cast<uint32_t>(sourceFiles.size() - 1);
}

uint32_t Image::addNote(std::string note) {
  notes.push_back(std::move(note));
  return static_cast<uint32_t>(notes.size() - 1);
}

std::string_view Image::fileName(const LineRecord& record) const {
  return record.file < sourceFiles.size() ? sourceFiles[record.file]->name() : std::string_view();
}

std::string_view Image::lineText(const LineRecord& record) const {
  return record.file < sourceFiles.size() ? sourceFiles[record.file]->lineText(record.line)
                                          : std::string_view();
}

std::string_view Image::note(const LineRecord& record) const {
  return record.note < notes.size() ? std::string_view(notes[record.note]) : std::string_view();
}

std::vector<uint64_t> Image::words(uint32_t section) const {
  std::vector<uint64_t> out;
  if (section >= sections.size()) return out;
  const std::span<const uint8_t> bytes = sections[section].contents();
  for (size_t i = 0; i + wordBytes <= bytes.size(); i += wordBytes) {
    uint64_t w = 0;
    for (uint32_t b = 0; b < wordBytes; ++b) w |= uint64_t{bytes[i + b]} << (8 * b);
    out.push_back(w);
  }
  return out;
}

const ImageSymbol* Image::findSymbol(std::string_view name) const {
  for (const ImageSymbol& s : symbols)
    if (s.name == name) return &s;
  return nullptr;
}

namespace {

std::string wordText(const Image& image, uint64_t word) {
  return fmt::format("0x{:0{}x}", word, image.wordBytes * 2);
}

// Bytes of each piece a word is shown as in hex and C text.
uint32_t pieceBytes(const Image& image) {
  return image.textWordBytes != 0 && image.textWordBytes < image.wordBytes ? image.textWordBytes
                                                                           : image.wordBytes;
}

// The word as `0xLOW, 0xHIGH,` pieces, lowest first.
std::string piecesText(const Image& image, uint64_t word) {
  uint32_t piece = pieceBytes(image);
  uint64_t mask = piece >= 8 ? ~uint64_t{0} : (uint64_t{1} << (8 * piece)) - 1;
  std::string text;
  for (uint32_t b = 0; b < image.wordBytes; b += piece) {
    if (!text.empty()) text += ' ';
    text += fmt::format("0x{:0{}x},", (word >> (8 * b)) & mask, piece * 2);
  }
  return text;
}

// The line records of one section in address order, read by increasing
// address: each lookup moves forward, so a whole listing is one pass (a search
// of all records per word made a million-word listing quadratic).
class SectionLines {
 public:
  SectionLines(const std::vector<LineRecord>& all, uint32_t section) {
    for (const LineRecord& r : all)
      if (r.section == section && r.units > 0) records_.push_back(&r);
    std::stable_sort(
        records_.begin(), records_.end(),
        [](const LineRecord* a, const LineRecord* b) { return a->address < b->address; });
  }
  // The record covering `address` (the first one, as Image::lineAt finds it),
  // or nullptr; addresses must not decrease from one call to the next.
  const LineRecord* at(uint64_t address) {
    while (next_ < records_.size() && records_[next_]->address + records_[next_]->units <= address)
      ++next_;
    for (size_t i = next_; i < records_.size() && records_[i]->address <= address; ++i) {
      if (address < records_[i]->address + records_[i]->units) return records_[i];
    }
    return nullptr;
  }

 private:
  std::vector<const LineRecord*> records_;
  size_t next_ = 0;
};

// The source text that produced the word at byte offset `offset` of section `s`.
std::string sourceFor(const Image& image, uint32_t s, size_t offset, SectionLines& lines) {
  uint64_t address = image.sections[s].base + offset / image.addressUnitBytes;
  const LineRecord* r = lines.at(address);
  if (!r || r->address != address) return {};
  std::string_view line = image.lineText(*r);
  std::string text(line.substr(std::min(line.size(), line.find_first_not_of(" \t"))));
  if (std::string_view note = image.note(*r); !note.empty()) text += fmt::format("  ({})", note);
  return text;
}

// A comment ending in `??/` ends in '\\' to a C compiler that reads
// trigraphs (gcc -std=c99), and swallows the next element: no two '?' stay
// side by side.
std::string withoutTrigraphs(const std::string& text) {
  if (text.find("??") == std::string::npos) return text;
  std::string out;
  for (char c : text) {
    if (c == '?' && !out.empty() && out.back() == '?') out += ' ';
    out += c;
  }
  return out;
}

std::string writeBinary(const Image& image) {
  std::vector<const Section*> order;
  for (const Section& s : image.sections) order.push_back(&s);
  std::sort(order.begin(), order.end(), [](auto* a, auto* b) { return a->base < b->base; });
  std::string out;
  for (const Section* s : order) {
    size_t start = s->base * image.addressUnitBytes;
    if (out.size() < start) out.resize(start, '\0');
    const std::span<const uint8_t> bytes = s->contents();
    out.replace(start, std::min(out.size() - start, bytes.size()),
                reinterpret_cast<const char*>(bytes.data()), bytes.size());
  }
  return out;
}

}  // namespace

std::string writeImage(const Image& image, OutputFormat format, std::string_view arrayName) {
  if (format == OutputFormat::Binary) return writeBinary(image);
  std::string out;
  const bool split = pieceBytes(image) != image.wordBytes;
  const char* cType = pieceBytes(image) == 8   ? "uint64_t"
                      : pieceBytes(image) == 2 ? "uint16_t"
                                               : "uint32_t";
  if (format == OutputFormat::CArray) {
    out += fmt::format("#include <stdint.h>\n\nconst {} {}[] = {{\n", cType, arrayName);
  }
  const std::vector<LineRecord> records =
      format == OutputFormat::Hex && pieceBytes(image) == image.wordBytes
          ? std::vector<LineRecord>()
          : image.allLines();
  for (uint32_t s = 0; s < image.sections.size(); ++s) {
    const Section& section = image.sections[s];
    const std::span<const uint8_t> bytes = section.contents();
    if (bytes.empty()) continue;
    auto words = image.words(s);
    // Data that ends off a word: its last bytes as a word filled with zeros
    // (as vc4asm pads), rather than dropped from the text.
    if (size_t whole = words.size() * image.wordBytes; whole < bytes.size()) {
      uint64_t last = 0;
      for (size_t b = whole; b < bytes.size(); ++b) last |= uint64_t{bytes[b]} << (8 * (b - whole));
      words.push_back(last);
    }
    SectionLines lines(records, s);
    if (format == OutputFormat::Listing) {
      out += fmt::format("; section {} at 0x{:x}\n", section.name, section.base);
    }
    for (size_t i = 0; i < words.size(); ++i) {
      size_t offset = i * image.wordBytes;
      // Plain hex has no source column.
      std::string source = format == OutputFormat::Hex && !split
                               ? std::string()
                               : sourceFor(image, s, offset, lines);
      std::string word = wordText(image, words[i]);
      switch (format) {
        case OutputFormat::Hex:
          if (!split) {
            out += word + "\n";
            break;
          }
          [[fallthrough]];
        case OutputFormat::CArray:
          // A `//` comment ending in '\' (even before trailing blanks) would
          // continue onto the next line and swallow the next element.
          while (!source.empty() &&
                 (source.back() == '\\' || source.back() == ' ' || source.back() == '\t')) {
            source.pop_back();
          }
          source = withoutTrigraphs(source);
          if (split) {
            std::string indent = format == OutputFormat::CArray ? "    " : "";
            out += source.empty()
                       ? fmt::format("{}{}\n", indent, piecesText(image, words[i]))
                       : fmt::format("{}{} // {}\n", indent, piecesText(image, words[i]), source);
          } else {
            out += source.empty() ? fmt::format("    {},\n", word)
                                  : fmt::format("    {}, // {}\n", word, source);
          }
          break;
        default: {
          uint64_t address = section.base + offset / image.addressUnitBytes;
          out += source.empty() ? fmt::format("{:06x}  {}\n", address, word)
                                : fmt::format("{:06x}  {}  {}\n", address, word, source);
          break;
        }
      }
    }
  }
  if (format == OutputFormat::CArray) out += "};\n";
  return out;
}

std::optional<std::vector<uint8_t>> readHexWords(std::string_view text, uint32_t wordBytes,
                                                 std::string& error, uint32_t textWordBytes) {
  const uint32_t piece =
      textWordBytes != 0 && textWordBytes < wordBytes ? textWordBytes : wordBytes;
  std::vector<uint8_t> bytes;
  uint32_t line = 1;
  size_t lineStart = 0;
  for (size_t i = 0; i < text.size();) {
    char c = text[i];
    if (c == '\n') {
      ++line;
      lineStart = ++i;
    } else if (std::isspace(static_cast<unsigned char>(c)) || c == ',') {
      ++i;
    } else if (c == ';' || c == '#' || (c == '/' && i + 1 < text.size() && text[i + 1] == '/')) {
      while (i < text.size() && text[i] != '\n') ++i;
    } else {
      size_t begin = i;
      while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) &&
             text[i] != ',')
        ++i;
      std::string_view token = text.substr(begin, i - begin);
      const size_t column = begin - lineStart + 1;
      std::string_view digits = token;
      if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
        digits.remove_prefix(2);
      if (digits.empty() || digits.size() > wordBytes * 2) {
        error =
            fmt::format("{}:{}: '{}' is not a {}-bit hex word", line, column, token, wordBytes * 8);
        return std::nullopt;
      }
      uint32_t tokenBytes = digits.size() > piece * 2 ? wordBytes : piece;
      if (tokenBytes != piece && bytes.size() % wordBytes != 0) {
        error = fmt::format("{}:{}: '{}' is a whole {}-bit word but follows an unpaired {}-bit one",
                            line, column, token, wordBytes * 8, piece * 8);
        return std::nullopt;
      }
      uint64_t value = 0;
      for (char d : digits) {
        if (!std::isxdigit(static_cast<unsigned char>(d))) {
          error = fmt::format("{}:{}: '{}' is not a hex word", line, column, token);
          return std::nullopt;
        }
        value = value * 16 +
                static_cast<uint64_t>(std::isdigit(static_cast<unsigned char>(d))
                                          ? d - '0'
                                          : std::tolower(static_cast<unsigned char>(d)) - 'a' + 10);
      }
      for (uint32_t b = 0; b < tokenBytes; ++b)
        bytes.push_back(static_cast<uint8_t>(value >> (8 * b)));
    }
  }
  return bytes;
}

}  // namespace gpuasm
