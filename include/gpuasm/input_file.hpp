// Reading whole input files (sources, `.include`d files, `@FILE` buffers)
// with a size cap, so that `/dev/zero` or a mistyped path to a disk image is
// refused with a message instead of filling memory, and a directory, FIFO or
// device is named as what it is rather than as a file that cannot be found.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace gpuasm {

// The largest file read whole: docs/limits.md.
inline constexpr uint64_t kMaxInputFileBytes = uint64_t{256} << 20;

struct InputReadOptions {
  uint64_t maxBytes = kMaxInputFileBytes;
  // Refuse anything but a regular file: what `.include` names (a FIFO could
  // block the assembly forever, a device never ends). A command-line input
  // may be a pipe (`/dev/stdin`, `<(...)`), read up to maxBytes.
  bool regularFileOnly = false;
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
  Error error = Error::None;
  std::string message;  // why, naming the file; empty when read

  bool ok() const { return error == Error::None; }
};

// The whole file at `path` (named in messages as `path.string()`).
InputText readInputFile(const std::filesystem::path& path, const InputReadOptions& options = {});

// The whole of standard input, named "<stdin>" in messages.
InputText readStandardInput(uint64_t maxBytes = kMaxInputFileBytes);

// "256 MiB", "1 KiB", "100 bytes": a limit as messages and docs state it.
std::string describeByteLimit(uint64_t bytes);

}  // namespace gpuasm
