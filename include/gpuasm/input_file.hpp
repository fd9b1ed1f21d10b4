// Reading whole input files (sources, `.include`d files, `@FILE` buffers)
// with a size cap, so that `/dev/zero` or a mistyped path to a disk image is
// refused with a message instead of filling memory, and a directory, FIFO or
// device is named as what it is rather than as a file that cannot be found.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace gpuasm {

// The largest file read whole: docs/limits.md.
inline constexpr uint64_t kMaxInputFileBytes = uint64_t{256} << 20;

struct InputReadOptions {
  uint64_t maxBytes = kMaxInputFileBytes;
  // Refuse anything but a regular file: what `.include` names (a FIFO could
  // block the assembly forever, a device never ends). A command-line input
  // may be a pipe (`/dev/stdin`, `<(...)`), read up to maxBytes.
  bool regularFileOnly = false;
  // A regular file of at least this many bytes is mapped into memory
  // (InputText::mapped) rather than copied into InputText::text; the default
  // never maps. Only readers that take a mapping ask for it (the assembler's
  // sources: kMapSourcesFrom).
  uint64_t mapFrom = UINT64_MAX;
};

// Sources of at least this size are mapped (docs/limits.md): below it a copy
// costs nothing that matters, above it the copy is most of a large program's
// memory.
inline constexpr uint64_t kMapSourcesFrom = uint64_t{1} << 20;

// A regular file's bytes mapped read-only into memory. The pages a reader
// has passed can be given back (release): the process stops holding them,
// and reading them again maps them from the file once more, so the text
// stays whole while only the part being read is resident. As with any
// mapped file (clang maps its sources too), the file must not be truncated
// or rewritten in place while it is mapped.
class MappedText {
 public:
  // The file open as `fd`, `size` bytes (more than 0); nullptr when it
  // cannot be mapped (the caller reads it instead).
  static std::shared_ptr<const MappedText> map(int fd, size_t size);
  MappedText(const MappedText&) = delete;
  MappedText& operator=(const MappedText&) = delete;
  ~MappedText();
  std::string_view text() const { return {static_cast<const char*>(base_), size_}; }
  // Gives back the whole pages inside bytes [begin, end) of the text.
  void release(size_t begin, size_t end) const;

 private:
  MappedText(void* base, size_t size) : base_(base), size_(size) {}
  void* base_;
  size_t size_;
};

struct InputText {
  enum class Error {
    None,
    NotFound,    // nothing at the path: a search (include paths) goes on
    Directory,   // "'x' is a directory"
    NotRegular,  // "'x' is not a regular file" (regularFileOnly)
    TooLarge,    // "'x' is larger than the 256 MiB input limit"
    Unreadable,  // "cannot read 'x': Permission denied"
  };
  std::string text;
  // Set instead of `text` when the file was mapped (InputReadOptions::mapFrom).
  std::shared_ptr<const MappedText> mapped;
  Error error = Error::None;
  std::string message;  // why, naming the file; empty when read

  bool ok() const { return error == Error::None; }
  std::string_view view() const { return mapped ? mapped->text() : std::string_view(text); }
};

// The whole file at `path` (named in messages as `path.string()`).
InputText readInputFile(const std::filesystem::path& path, const InputReadOptions& options = {});

// The whole of standard input, named "<stdin>" in messages.
InputText readStandardInput(uint64_t maxBytes = kMaxInputFileBytes);

// "256 MiB", "1 KiB", "100 bytes": a limit as messages and docs state it.
std::string describeByteLimit(uint64_t bytes);

}  // namespace gpuasm
