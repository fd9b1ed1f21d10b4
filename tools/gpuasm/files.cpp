#include "files.hpp"

#include <fmt/format.h>

#include <cstdio>

#include "commands.hpp"
#include "gpuasm/input_file.hpp"
#include "gpuasm/kernels.hpp"
#include "gpuasm/output_file.hpp"

namespace gpuasm::cli {
std::string readInput(const std::string& path, Console& console) {
  if (path == "-") {
    if (console.inClosed()) fail(1, "cannot read standard input: it is closed");
    InputText input = readStandardInput();
    if (!input.ok()) fail(1, input.message);
    return std::move(input.text);
  }
  if (path.starts_with("builtin:")) {
    if (auto text = findEmbeddedKernel(path.substr(8))) return std::string(*text);
    std::string known;
    for (const EmbeddedKernel& k : embeddedKernels()) known += fmt::format(" builtin:{}", k.name);
    fail(1, fmt::format("no shipped kernel '{}' (shipped:{})", path, known));
  }
  // A pipe or device is read too (/dev/stdin, <(...)), up to the same limit.
  InputText input = readInputFile(path);
  if (!input.ok()) fail(1, input.message);
  return std::move(input.text);
}

InputText readSource(const std::string& path, Console& console) {
  if (path == "-" || path.starts_with("builtin:")) {
    InputText input;
    input.text = readInput(path, console);
    return input;
  }
  InputReadOptions options;
  options.mapFrom = kMapSourcesFrom;
  InputText input = readInputFile(path, options);
  if (!input.ok()) fail(1, input.message);
  return input;
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
