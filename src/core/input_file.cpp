#include "gpuasm/input_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace gpuasm {
namespace {

InputText failure(InputText::Error error, std::string message) {
  InputText result;
  result.error = error;
  result.message = std::move(message);
  return result;
}

InputText tooLarge(std::string_view name, uint64_t maxBytes) {
  return failure(InputText::Error::TooLarge, fmt::format("'{}' is larger than the {} input limit",
                                                         name, describeByteLimit(maxBytes)));
}

// Reads `fd` to its end, refusing more than maxBytes; `sizeHint` is the
// file's size when known (a regular file), so its text is allocated once.
InputText readDescriptor(int fd, std::string_view name, uint64_t maxBytes, uint64_t sizeHint) {
  InputText result;
  if (sizeHint > maxBytes) return tooLarge(name, maxBytes);
  result.text.reserve(sizeHint);
  // Reading one byte past the limit tells a file of exactly maxBytes from a larger one.
  constexpr size_t kChunk = size_t{1} << 16;
  while (true) {
    if (result.text.size() > maxBytes) return tooLarge(name, maxBytes);
    size_t used = result.text.size();
    size_t want = static_cast<size_t>(std::min<uint64_t>(kChunk, maxBytes + 1 - used));
    result.text.resize(used + want);
    ssize_t got = ::read(fd, result.text.data() + used, want);
    if (got < 0 && errno == EINTR) {
      result.text.resize(used);
      continue;
    }
    if (got < 0) {
      int why = errno;
      return failure(why == EISDIR ? InputText::Error::Directory : InputText::Error::Unreadable,
                     why == EISDIR ? fmt::format("'{}' is a directory", name)
                                   : fmt::format("cannot read '{}': {}", name, std::strerror(why)));
    }
    result.text.resize(used + static_cast<size_t>(got));
    if (got == 0) break;
  }
  // A text read through a growing buffer can hold twice its size, and a
  // source is kept for the whole assembly.
  if (result.text.capacity() > result.text.size() + result.text.size() / 8) {
    result.text.shrink_to_fit();
  }
  return result;
}

}  // namespace

std::string describeByteLimit(uint64_t bytes) {
  if (bytes >= (uint64_t{1} << 30) && bytes % (uint64_t{1} << 30) == 0) {
    return fmt::format("{} GiB", bytes >> 30);
  }
  if (bytes >= (uint64_t{1} << 20) && bytes % (uint64_t{1} << 20) == 0) {
    return fmt::format("{} MiB", bytes >> 20);
  }
  if (bytes >= (uint64_t{1} << 10) && bytes % (uint64_t{1} << 10) == 0) {
    return fmt::format("{} KiB", bytes >> 10);
  }
  return fmt::format("{} byte{}", bytes, bytes == 1 ? "" : "s");
}

InputText readInputFile(const std::filesystem::path& path, const InputReadOptions& options) {
  const std::string name = path.string();
  // Looked at before opening: opening a FIFO blocks until someone writes to it.
  struct stat info {};
  if (::stat(name.c_str(), &info) != 0) {
    int why = errno;
    return failure(
        why == ENOENT || why == ENOTDIR ? InputText::Error::NotFound : InputText::Error::Unreadable,
        fmt::format("cannot open '{}': {}", name, std::strerror(why)));
  }
  if (S_ISDIR(info.st_mode)) {
    return failure(InputText::Error::Directory, fmt::format("'{}' is a directory", name));
  }
  const bool regular = S_ISREG(info.st_mode);
  if (!regular && options.regularFileOnly) {
    return failure(InputText::Error::NotRegular, fmt::format("'{}' is not a regular file", name));
  }
  if (regular && static_cast<uint64_t>(info.st_size) > options.maxBytes) {
    return tooLarge(name, options.maxBytes);
  }
  int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    int why = errno;
    return failure(InputText::Error::Unreadable,
                   fmt::format("cannot open '{}': {}", name, std::strerror(why)));
  }
  InputText result =
      readDescriptor(fd, name, options.maxBytes, regular ? static_cast<uint64_t>(info.st_size) : 0);
  ::close(fd);
  return result;
}

InputText readStandardInput(uint64_t maxBytes) {
  struct stat info {};
  uint64_t sizeHint = 0;
  if (::fstat(STDIN_FILENO, &info) == 0 && S_ISREG(info.st_mode) && info.st_size > 0) {
    // A redirected file: what is left of it from the current offset.
    off_t offset = ::lseek(STDIN_FILENO, 0, SEEK_CUR);
    if (offset >= 0 && offset <= info.st_size)
      sizeHint = static_cast<uint64_t>(info.st_size - offset);
  }
  return readDescriptor(STDIN_FILENO, "<stdin>", maxBytes, sizeHint);
}

}  // namespace gpuasm
