// Diagnostics: `file:line:col: error: message [code]`, the source line and a
// caret, with notes for every macro expansion and include that led there.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/source.hpp"

namespace gpuasm {

enum class Severity { Note, Warning, Error };

// `text` as it may be shown on a terminal: control characters escaped (`\0`,
// `\x1b`; tabs too unless `keepTabs`), as are bytes that are not well-formed
// UTF-8; printable ASCII and UTF-8 text as they are. escapeControlCharacters
// keeps tabs.
void appendEscaped(std::string& out, std::string_view text, bool keepTabs);
std::string escapeControlCharacters(std::string_view text);

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string code;  // stable identifier, e.g. "unknown-instruction"
  std::string message;
  SourceLocation location;
};

struct WarningOptions {
  bool warningsAsErrors = false;   // -Werror
  std::set<std::string> disabled;  // -Wno-<code>
  std::set<std::string> promoted;  // -Werror=<code>
  // Parses one -W option (without the leading "-W"); returns false if unknown form.
  bool apply(std::string_view option);
};

class DiagnosticEngine {
 public:
  explicit DiagnosticEngine(const SourceManager& sources, WarningOptions options = {})
      : sources_(sources), options_(std::move(options)) {}

  void error(SourceLocation where, std::string code, std::string message);
  void warning(SourceLocation where, std::string code, std::string message);
  void note(SourceLocation where, std::string message);

  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  size_t errorCount() const { return errors_; }
  size_t warningCount() const { return warnings_; }
  bool hasErrors() const { return errors_ > 0; }
  const SourceManager& sources() const { return sources_; }

  // Puts what was reported in source order (each with its notes): by the
  // place in the top-level file that led to it (a macro's call, an
  // include's line), then by the order reported; diagnostics without a place
  // last. The assembler reports in the order it finds things (checks of the
  // whole program after the lines); the reader wants them by line.
  void sortByPosition();

  // Renders one diagnostic with its source line, caret and expansion notes.
  std::string render(const Diagnostic& diagnostic) const;
  // Renders everything reported so far, followed by a summary line if anything was.
  std::string renderAll() const;

  static constexpr size_t kMaxErrors = 200;  // later errors are counted, not stored
  // Longest part of a source line echoed under a diagnostic.
  static constexpr size_t kShownLineBytes = 160;
  // Longest message kept (longer ones keep their start and "...").
  static constexpr size_t kMaxMessageBytes = 1024;

 private:
  void add(Severity severity, SourceLocation where, std::string code, std::string message);
  void renderLocation(std::string& out, SourceLocation where, std::string_view label,
                      std::string_view message) const;

  const SourceManager& sources_;
  WarningOptions options_;
  std::vector<Diagnostic> diagnostics_;
  size_t errors_ = 0;
  size_t warnings_ = 0;
  size_t dropped_ = 0;  // errors and warnings counted but not stored
};

}  // namespace gpuasm
