// The program image: what an assembler produces and a loader consumes.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/source.hpp"

namespace gpuasm {

struct Section {
  std::string name;
  uint64_t base = 0;  // in address units
  std::vector<uint8_t> bytes;
  // The largest alignment an `.align`/`.p2align` in it asked for, in address
  // units (an object file's sh_addralign).
  uint64_t alignment = 1;
  // Contents someone else holds, shared rather than copied into `bytes` (a
  // text target's one section is its source file, which the image keeps for
  // its line records anyway: ptx): `owner` keeps `shared` alive; `bytes` is
  // then empty. Read a section through contents(), which is either.
  std::shared_ptr<const void> owner = nullptr;
  std::span<const uint8_t> shared = {};

  std::span<const uint8_t> contents() const {
    return owner ? shared : std::span<const uint8_t>(bytes);
  }
};

struct ImageSymbol {
  std::string name;
  uint64_t address = 0;  // in address units
  uint32_t section = 0;
};

// Where each piece of the image came from: listings and simulator fault reports.
// One per instruction of a program, so it holds indices, not text: the file's
// name and line come from Image::sourceFiles, the note from Image::notes
// (Image::fileName, lineText, note).
struct LineRecord {
  uint64_t address = 0;  // in address units
  uint32_t units = 0;
  uint32_t section = 0;
  uint32_t file = 0;  // index into Image::sourceFiles
  uint32_t line = 0;  // 1-based
  uint32_t note = 0;  // index into Image::notes; 0: none
};

// What a target's container formats carry beside the code (gcn: the AMD
// OpenCL binary's kernel descriptions, notes and metadata); each target
// derives its own and reads it back with a dynamic_cast.
struct TargetData {
  virtual ~TargetData() = default;
  // Line records the target makes from what it keeps anyway (ptx: the
  // module's statements) instead of holding them in Image::lines, one per
  // instruction: made when a listing asks (Image::allLines).
  virtual std::vector<LineRecord> derivedLines() const { return {}; }
  // Why the image cannot be written as raw bytes (`--format bin`, hex, c):
  // what only a container holds (gcn: relocations, several ELF sections),
  // naming the format that can; empty when it can.
  virtual std::string rawOutputProblem() const { return {}; }
};

struct Image {
  uint32_t addressUnitBytes = 1;  // bytes per address (4 for word-addressed machines)
  uint32_t wordBytes = 4;         // natural word for hex and C output
  // When non-zero and smaller than wordBytes, hex and C output show each word as
  // little-endian pieces of this size, lowest first, one word a line (vc4's
  // 64-bit instructions as the two 32-bit words the Pi's loader reads).
  uint32_t textWordBytes = 0;
  std::vector<Section> sections;
  std::vector<ImageSymbol> symbols;
  // The records the image holds; allLines() adds those its target data derives.
  std::vector<LineRecord> lines;
  // The source files the records name, shared with the assembler's
  // SourceManager (one copy of the text), and the distinct notes (e.g.
  // "inserted by --fix-hazards"); notes[0] is the empty note.
  std::vector<std::shared_ptr<const SourceFile>> sourceFiles;
  std::vector<std::string> notes{std::string()};
  // Set by a target's assembler when the source describes more than code, or
  // by its container loader (Target::loadBinary); null otherwise.
  std::shared_ptr<const TargetData> targetData;

  uint32_t addSourceFile(std::shared_ptr<const SourceFile> file);
  uint32_t addNote(std::string note);
  std::string_view fileName(const LineRecord& record) const;
  std::string_view lineText(const LineRecord& record) const;  // the source line
  std::string_view note(const LineRecord& record) const;
  // The record of `lines` covering `address` in `section`, or nullptr.
  const LineRecord* lineAt(uint64_t address, uint32_t section = 0) const;
  // `lines` and the records the target data derives (TargetData::derivedLines).
  std::vector<LineRecord> allLines() const;
  // The section's contents as little-endian words of `wordBytes`.
  std::vector<uint64_t> words(uint32_t section = 0) const;
  const ImageSymbol* findSymbol(std::string_view name) const;
};

enum class OutputFormat { Binary, Hex, CArray, Listing };

// Raw little-endian binary of all sections in address order (gaps zero-filled),
// one hex word a line, a C array with the source as comments, or a listing.
// Images with textWordBytes write hex lines as `0xLOW, 0xHIGH, // source`.
std::string writeImage(const Image& image, OutputFormat format,
                       std::string_view arrayName = "kernel");

// Reads whitespace- or comma-separated hex words ("0x1234abcd" or "1234abcd"),
// ignoring comments after ';', '#' or '//', into little-endian bytes. With
// textWordBytes (smaller than wordBytes), a token of at most textWordBytes * 2
// digits is one piece of a word, lowest piece first, and a longer one a whole word.
// A bad token sets `error` to "LINE:COLUMN: 'TOKEN' is not ...".
std::optional<std::vector<uint8_t>> readHexWords(std::string_view text, uint32_t wordBytes,
                                                 std::string& error, uint32_t textWordBytes = 0);

}  // namespace gpuasm
