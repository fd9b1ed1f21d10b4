#include "files.hpp"

#include <fmt/format.h>

#include <cstdio>

#include "commands.hpp"
#include "gpuasm/file_io.hpp"
#include "gpuasm/kernels.hpp"

namespace gpuasm::cli {
std::string readInput(const std::string& path, Console& console) {
  if (path == "-") {
    if (console.inClosed()) fail(1, "cannot read standard input: it is closed");
    std::string bytes, error;
    if (!readDescriptorLimited(::fileno(console.in()), kMaxInputBytes, bytes, error))
      fail(1, fmt::format("cannot read standard input: {}", error));
    return bytes;
  }
  if (path.starts_with("builtin:")) {
    if (auto text = findEmbeddedKernel(path.substr(8))) return std::string(*text);
    std::string known;
    for (const EmbeddedKernel& k : embeddedKernels()) known += fmt::format(" builtin:{}", k.name);
    fail(1, fmt::format("no shipped kernel '{}' (shipped:{})", path, known));
  }
  std::string bytes, error;
  if (!readFileLimited(path, kMaxInputBytes, bytes, error))
    fail(1, fmt::format("cannot read '{}': {}", path, error));
  return bytes;
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
