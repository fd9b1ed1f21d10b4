#include "files.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

#include "commands.hpp"
#include "gpuasm/kernels.hpp"
#include "gpuasm/output_file.hpp"

namespace gpuasm::cli {
namespace {

std::string describe(int error) {
  return std::generic_category().message(error);
}

// Reads what `fd` holds, up to `limit` bytes; a longer input is refused
// without reading more of it (/dev/zero never ends).
std::string readDescriptor(int fd, const std::string& name, uint64_t limit) {
  struct stat info {};
  if (::fstat(fd, &info) != 0) fail(1, fmt::format("cannot read '{}': {}", name, describe(errno)));
  if (S_ISDIR(info.st_mode)) fail(1, fmt::format("cannot read '{}': it is a directory", name));
  auto tooLarge = [&] {
    fail(1, fmt::format("'{}' is larger than the {} MiB an input may have", name, limit >> 20));
  };
  if (S_ISREG(info.st_mode) && static_cast<uint64_t>(info.st_size) > limit) tooLarge();
  std::string bytes;
  if (S_ISREG(info.st_mode)) bytes.reserve(static_cast<size_t>(info.st_size));
  char block[65536];
  for (;;) {
    ssize_t got = ::read(fd, block, sizeof block);
    if (got < 0) {
      if (errno == EINTR) continue;
      fail(1, fmt::format("cannot read '{}': {}", name, describe(errno)));
    }
    if (got == 0) break;
    if (bytes.size() + static_cast<uint64_t>(got) > limit) tooLarge();
    bytes.append(block, static_cast<size_t>(got));
  }
  return bytes;
}

}  // namespace

std::string readInput(const std::string& path, Console& console) {
  if (path == "-") {
    if (console.inClosed()) fail(1, "cannot read standard input: it is closed");
    return readDescriptor(::fileno(console.in()), "<stdin>", kMaxInputBytes);
  }
  if (path.starts_with("builtin:")) {
    if (auto text = findEmbeddedKernel(path.substr(8))) return std::string(*text);
    std::string known;
    for (const EmbeddedKernel& k : embeddedKernels()) known += fmt::format(" builtin:{}", k.name);
    fail(1, fmt::format("no shipped kernel '{}' (shipped:{})", path, known));
  }
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) fail(1, fmt::format("cannot read '{}': {}", path, describe(errno)));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  return readDescriptor(fd, path, kMaxInputBytes);
}

void writeOutput(const std::string& path, std::string_view data, Console& console) {
  if (path == "-") {
    console.out(data);
    return;
  }
  std::string error;
  if (!writeFileReplacing(path, data, error))
    fail(1, fmt::format("cannot write '{}': {}", path, error));
}

}  // namespace gpuasm::cli
