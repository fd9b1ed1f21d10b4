// The program's standard streams, written so that no failure aborts it: an
// error message that cannot be shown is dropped (there is nowhere else to say
// it), and a result that cannot be written to standard output is remembered
// and makes the program exit 1.
#pragma once

#include <cstdio>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>

namespace gpuasm {
class TerminalText;  // gpuasm/terminal_text.hpp (main.cpp is built without include/)
}  // namespace gpuasm

namespace gpuasm::cli {

class Console {
 public:
  // Standard output and error; standard input is read from descriptor 0
  // (readStandardInput). `inClosed` / `outClosed`: the descriptor was closed
  // when the program started (main then put /dev/null in its place, so that no
  // file the program opens takes its number), and using it is a failure.
  Console(std::FILE* out, std::FILE* err, bool inClosed = false, bool outClosed = false);
  ~Console();
  Console(const Console&) = delete;
  Console& operator=(const Console&) = delete;

  // Results (a binary, a disassembly, encrypted bytes), as they are: a failed
  // write is remembered (outputError) and the rest skipped.
  void out(std::string_view text);
  // Reports on standard output (a run's table, a transfer's figures): as
  // out(), after TerminalText (gpuasm/diagnostics.hpp), so that a name taken
  // from a file sends no control byte to the terminal and no line of megabytes.
  void report(std::string_view text);
  // Messages, through TerminalText too: failures are ignored.
  void err(std::string_view text) noexcept;
  // A progress line on a terminal: back to the start of the line, clear it,
  // then `line` (through TerminalText; empty: just clear).
  void redrawErrLine(std::string_view line) noexcept;
  // Streams over out() and err() for code that prints to a std::ostream.
  std::ostream& outStream() { return *outStream_; }
  std::ostream& errStream() { return *errStream_; }
  // Flushes standard output; the first failure of any write to it, as a
  // sentence ("No space left on device"), or empty.
  std::string finishOut();

  bool inClosed() const { return inClosed_; }
  // Whether standard error is a terminal (where progress may redraw a line).
  bool errIsTerminal() const;

 private:
  void writeErr(std::string_view text) noexcept;

  std::FILE* out_;
  std::FILE* err_;
  bool inClosed_, outClosed_;
  int outErrno_ = 0;
  std::unique_ptr<TerminalText> reportText_, errText_;
  std::unique_ptr<std::streambuf> outBuffer_, errBuffer_;
  std::unique_ptr<std::ostream> outStream_, errStream_;
};

}  // namespace gpuasm::cli
