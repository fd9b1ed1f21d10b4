// The gpuasm program itself (runCli, what main() calls) on fuzzed command
// lines and input files. The input is the argument vector, one argument a
// line, then a NUL byte, then the bytes of the input file, which is written
// as k.s, k.qasm, k.tqasm, k.bin and k.hex so that any of them can be named.
// Nothing may crash, abort, hang or trip a sanitizer; exit codes are free.
//
// Each input runs in a scratch folder of its own, and arguments cannot leave it: a
// '/' is taken out of every argument but builtin:<target>/<file>. Numbers are
// cut to three digits (but not `aes --key` and `--iv` values), and vc4 runs get
// a small watchdog (--max-instructions given by the fuzzer is dropped), so that
// one input stays well under a second.
#include <fcntl.h>
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "console.hpp"

namespace {

// Keeps an argument inside the scratch folder and its numbers small. The
// hex value of `gpuasm aes --key` and `--iv` (`hexValue`) keeps its digits:
// 32 to 64 of them are what reaches the cipher, and its cost is bounded by
// the input file's length.
std::string tame(std::string_view raw, bool hexValue) {
  std::string arg;
  const bool builtin = raw.starts_with("builtin:");
  hexValue = hexValue || raw.starts_with("--key=") || raw.starts_with("--iv=");
  size_t numberLength = 0;  // a number starts at a digit and runs on through hex digits and x
  for (char c : raw) {
    if (c == '/' && !builtin) c = '_';
    if (hexValue) {
      arg += c;
      continue;
    }
    const bool digit = c >= '0' && c <= '9';
    const bool hex = digit || c == 'x' || c == 'X' || (c >= 'a' && c <= 'f') ||
                     (c >= 'A' && c <= 'F');
    numberLength = digit || (numberLength && hex) ? numberLength + 1 : 0;
    if (numberLength > 3) continue;
    arg += c;
  }
  return arg;
}

void writeFile(const char* name, const uint8_t* data, size_t size) {
  std::ofstream(name, std::ios::binary).write(reinterpret_cast<const char*>(data),
                                               static_cast<std::streamsize>(size));
}

}  // namespace

// The scratch folder, and the folder the fuzzer was started in: libFuzzer
// writes its corpus and crash files relative to that one, so each input runs
// in the scratch folder and comes back.
static int scratchFolder = -1, startFolder = -1;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  char folder[] = "/tmp/gpuasm_fuzz_cli_XXXXXX";
  if (!::mkdtemp(folder)) std::abort();
  scratchFolder = ::open(folder, O_RDONLY | O_DIRECTORY);
  startFolder = ::open(".", O_RDONLY | O_DIRECTORY);
  if (scratchFolder < 0 || startFolder < 0) std::abort();
  // Standard input is empty, never the terminal the fuzzer was started from.
  int null = ::open("/dev/null", O_RDONLY);
  if (null < 0 || ::dup2(null, STDIN_FILENO) < 0) std::abort();
  ::close(null);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const size_t split = text.find('\0');
  const std::string_view argumentText = text.substr(0, split);
  if (argumentText.size() > 4096) return 0;

  std::vector<std::string> args;
  for (size_t at = 0; at <= argumentText.size();) {
    size_t end = argumentText.find('\n', at);
    if (end == std::string_view::npos) end = argumentText.size();
    const bool hexValue = !args.empty() && (args.back() == "--key" || args.back() == "--iv");
    args.push_back(tame(argumentText.substr(at, end - at), hexValue));
    at = end + 1;
  }
  if (args.size() > 64) return 0;
  bool vc4Run = false;
  for (size_t i = 0; i < args.size(); ++i) {
    // The demolicious study runs full-size frames: seconds, whatever the input.
    if (args[i] == "study") return 0;
    // `transfer` allocates what --size says (999G survives the cut above) on
    // OpenCL devices whose runtime starts threads: its parsing has its own tests
    // (tests/tools/gpuasm/transfer_command_test.cpp).
    if (args[i] == "transfer") return 0;
    // So does `aes --bench`: a minute of measurements, and a child process.
    if (args[i].starts_with("--bench") || args[i].starts_with("--plot")) return 0;
    if (args[i].find("max-instructions") != std::string::npos) args[i] = "--json";
    if (args[i] == "vc4" || args[i] == "-tvc4" || args[i] == "--target=vc4") vc4Run = true;
  }
  if (vc4Run && !args.empty() && args[0] == "run") {
    args.insert(args.begin() + 1, "--max-instructions");
    args.insert(args.begin() + 2, "20000");
  }

  if (::fchdir(scratchFolder) != 0) std::abort();
  const uint8_t* file = split == std::string_view::npos ? data + size : data + split + 1;
  const size_t fileSize = split == std::string_view::npos ? 0 : size - split - 1;
  for (const char* name : {"k.s", "k.qasm", "k.tqasm", "k.bin", "k.hex"})
    writeFile(name, file, fileSize);

  static std::FILE* sink = std::fopen("/dev/null", "w");
  gpuasm::cli::Console console(sink, sink);
  gpuasm::cli::runCli(args, console);
  if (::fchdir(startFolder) != 0) std::abort();
  return 0;
}
