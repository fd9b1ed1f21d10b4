// A source of kMapSourcesFrom bytes or more is mapped rather than copied
// (gpuasm/input_file.hpp, issue 32 item 4): `gpuasm asm` of such a file gives
// the bytes and the diagnostics that the same text read from standard input
// (always copied) gives, the diagnostics naming the right lines with their text.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <string>

#include "gpuasm/input_file.hpp"
#include "tools/cli_support.hpp"

namespace {

using cli_test::gpuasm;
namespace fs = std::filesystem;

// Numbered moves, a little more than the mapping threshold, then `tail`.
std::string largeSource(const std::string& tail) {
  std::string text;
  for (size_t i = 0; text.size() < gpuasm::kMapSourcesFrom + 4096; ++i)
    text += fmt::format("  mov ra{}, {}\n", i % 32, i % 16);
  return text + tail;
}

TEST(CliLargeSource, AMappedFileAssemblesToTheBytesOfTheSameTextFromStandardInput) {
  const std::string text = largeSource("  thrend\n  nop\n  nop\n");
  const fs::path dir = cli_test::scratch();
  const fs::path source = dir / "large.qasm";
  cli_test::write(source, text);
  ASSERT_GE(fs::file_size(source), gpuasm::kMapSourcesFrom);
  auto fromFile =
      gpuasm(fmt::format("asm -t vc4 -o {} {}", (dir / "file.bin").string(), source.string()));
  ASSERT_EQ(fromFile.exitCode, 0) << fromFile.err;
  auto fromStdin = gpuasm(fmt::format("asm -t vc4 -o {} -", (dir / "stdin.bin").string()), text);
  ASSERT_EQ(fromStdin.exitCode, 0) << fromStdin.err;
  const std::string bytes = cli_test::slurp(dir / "file.bin");
  // Every line is one instruction of 8 bytes.
  EXPECT_EQ(bytes.size(), 8 * static_cast<size_t>(std::count(text.begin(), text.end(), '\n')));
  EXPECT_EQ(bytes, cli_test::slurp(dir / "stdin.bin"));
}

TEST(CliLargeSource, DiagnosticsOfAMappedFileShowItsLinesAsWritten) {
  const std::string text = largeSource("  add r0, r1, bogus\n");
  const size_t lastLine = static_cast<size_t>(std::count(text.begin(), text.end(), '\n'));
  const fs::path source = cli_test::scratch() / "large.qasm";
  cli_test::write(source, text);
  auto r = gpuasm(fmt::format("asm -t vc4 -o /dev/null {}", source.string()));
  EXPECT_EQ(r.exitCode, 1);
  const std::string expected = fmt::format(
      "{}:{}:15: error: undefined symbol 'bogus' [undefined-symbol]\n"
      "    add r0, r1, bogus\n"
      "                ^\n",
      source.string(), lastLine);
  EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
  auto fromStdin = gpuasm("asm -t vc4 -o /dev/null -", text);
  EXPECT_EQ(fromStdin.exitCode, 1);
  std::string named = fromStdin.err;
  for (size_t at = named.find("<stdin>"); at != std::string::npos; at = named.find("<stdin>"))
    named.replace(at, 7, source.string());
  EXPECT_EQ(named, r.err);
}

}  // namespace
