#include "gpuasm/diagnostics.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>
#include <vector>

#include "gpuasm/terminal_text.hpp"

namespace gpuasm {
namespace {

// Bytes of a well-formed UTF-8 sequence starting at text[i], or 0.
size_t utf8SequenceLength(std::string_view text, size_t i) {
  auto byte = [&](size_t at) { return static_cast<unsigned char>(text[at]); };
  unsigned char lead = byte(i);
  size_t length = lead >= 0xf0 && lead <= 0xf4   ? 4
                  : lead >= 0xe0                 ? 3
                  : lead >= 0xc2 && lead <= 0xdf ? 2
                                                 : 0;
  if (length == 0 || i + length > text.size()) return 0;
  for (size_t k = 1; k < length; ++k)
    if ((byte(i + k) & 0xc0) != 0x80) return 0;
  // Overlong forms and surrogates are not well-formed either.
  if (lead == 0xe0 && byte(i + 1) < 0xa0) return 0;
  if (lead == 0xed && byte(i + 1) > 0x9f) return 0;
  if (lead == 0xf0 && byte(i + 1) < 0x90) return 0;
  if (lead == 0xf4 && byte(i + 1) > 0x8f) return 0;
  return length;
}

// Appends how the character at text[i] is shown; returns the bytes it takes
// and sets `columns` to how wide it shows (a UTF-8 character: one).
size_t appendShown(std::string& out, std::string_view text, size_t i, bool keepTabs,
                   size_t& columns) {
  unsigned char c = static_cast<unsigned char>(text[i]);
  columns = 1;
  if ((c >= 0x20 && c < 0x7f) || (c == '\t' && keepTabs)) {
    out += text[i];
    return 1;
  }
  if (c == 0 || c == '\t') {
    out += c == 0 ? "\\0" : "\\t";
    columns = 2;
    return 1;
  }
  if (size_t length = c >= 0x80 ? utf8SequenceLength(text, i) : 0; length != 0) {
    // C1 controls (U+0080..U+009F: CSI, NEL) act on many terminals as ESC does.
    if (c == 0xc2 && static_cast<unsigned char>(text[i + 1]) < 0xa0) {
      out += fmt::format("\\x{:02x}\\x{:02x}", c, static_cast<unsigned char>(text[i + 1]));
      columns = 8;
      return 2;
    }
    out.append(text.substr(i, length));
    return length;
  }
  out += fmt::format("\\x{:02x}", c);
  columns = 4;
  return 1;
}

// The bytes from text[i] on that show as they are, one column each
// (printable ASCII, and tabs when kept): most of every message and source
// line, appended a run at a time rather than a character at a time.
size_t plainRun(std::string_view text, size_t i, bool keepTabs) {
  size_t end = i;
  while (end < text.size()) {
    const auto c = static_cast<unsigned char>(text[end]);
    if (!((c >= 0x20 && c < 0x7f) || (c == '\t' && keepTabs))) break;
    ++end;
  }
  return end - i;
}

}  // namespace

void appendEscaped(std::string& out, std::string_view text, bool keepTabs) {
  size_t columns = 0;
  for (size_t i = 0; i < text.size();) {
    if (const size_t plain = plainRun(text, i, keepTabs); plain != 0) {
      out.append(text.substr(i, plain));
      i += plain;
      continue;
    }
    i += appendShown(out, text, i, keepTabs, columns);
  }
}

std::string escapeControlCharacters(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  appendEscaped(out, text, true);
  return out;
}

void TerminalText::append(std::string& out, std::string_view text, bool final) {
  std::string shown;
  size_t columns = 0;
  for (size_t i = 0; i < text.size();) {
    if (cut_) {  // the rest of the line is dropped: skip to its end
      i = text.find('\n', i);
      if (i == std::string_view::npos) return;
    }
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      out += '\n';
      restartLine();
      ++i;
      continue;
    }
    if (const size_t plain = plainRun(text, i, true); plain != 0) {
      // A byte a column up to the line's limit; the byte past it cuts the line.
      const size_t room = maxLineBytes_ > lineBytes_ ? maxLineBytes_ - lineBytes_ : 0;
      const size_t taken = std::min(plain, room);
      out.append(text.substr(i, taken));
      lineBytes_ += taken;
      i += taken;
      if (taken < plain) {
        out += "...";
        cut_ = true;
        ++i;
      }
      continue;
    }
    if (!final && c >= 0xc2 && c <= 0xf4) {
      // A lead byte whose sequence the piece cuts off: wait for the rest.
      const size_t length = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
      if (i + length > text.size()) {
        bool continues = true;
        for (size_t k = i + 1; k < text.size(); ++k)
          continues = continues && (static_cast<unsigned char>(text[k]) & 0xc0) == 0x80;
        if (continues) {
          held_.assign(text.substr(i));
          return;
        }
      }
    }
    shown.clear();
    i += appendShown(shown, text, i, true, columns);
    if (lineBytes_ + shown.size() > maxLineBytes_) {
      out += "...";
      cut_ = true;
      continue;
    }
    out += shown;
    lineBytes_ += shown.size();
  }
}

std::string TerminalText::write(std::string_view piece) {
  std::string out;
  if (held_.empty()) {
    append(out, piece, false);
  } else {
    std::string joined = std::move(held_);
    held_.clear();
    joined.append(piece);
    append(out, joined, false);
  }
  return out;
}

std::string TerminalText::finish() {
  std::string out;
  std::string rest = std::move(held_);
  held_.clear();
  append(out, rest, true);
  return out;
}

std::string TerminalText::shown(std::string_view text, size_t maxLineBytes) {
  TerminalText terminal(maxLineBytes);
  std::string out = terminal.write(text);
  out += terminal.finish();
  return out;
}

bool WarningOptions::apply(std::string_view option) {
  if (option == "error") {
    warningsAsErrors = true;
  } else if (option.starts_with("error=")) {
    promoted.insert(std::string(option.substr(6)));
  } else if (option.starts_with("no-error=")) {
    promoted.erase(std::string(option.substr(9)));
  } else if (option.starts_with("no-")) {
    disabled.insert(std::string(option.substr(3)));
  } else if (!option.empty()) {
    disabled.erase(std::string(option));
  } else {
    return false;
  }
  return true;
}

void DiagnosticEngine::error(SourceLocation where, std::string code, std::string message) {
  add(Severity::Error, where, std::move(code), std::move(message));
}

void DiagnosticEngine::warning(SourceLocation where, std::string code, std::string message) {
  if (options_.disabled.count(code)) return;
  Severity severity = options_.warningsAsErrors || options_.promoted.count(code)
                          ? Severity::Error
                          : Severity::Warning;
  add(severity, where, std::move(code), std::move(message));
}

void DiagnosticEngine::note(SourceLocation where, std::string message) {
  if (diagnostics_.empty() || diagnostics_.size() >= kMaxErrors) return;
  diagnostics_.push_back({Severity::Note, "", std::move(message), where});
}

void DiagnosticEngine::add(Severity severity, SourceLocation where, std::string code,
                           std::string message) {
  if (severity == Severity::Error) {
    ++errors_;
  } else {
    ++warnings_;
  }
  if (diagnostics_.size() < kMaxErrors) {
    // A message quoting a name of megabytes (a file without line breaks)
    // keeps its start.
    if (message.size() > kMaxMessageBytes) {
      size_t keep = kMaxMessageBytes;
      while (keep > 0 && (static_cast<unsigned char>(message[keep]) & 0xc0) == 0x80) --keep;
      message.resize(keep);
      message += "...";
    }
    diagnostics_.push_back({severity, std::move(code), std::move(message), where});
  } else {
    ++dropped_;
  }
}

void DiagnosticEngine::renderLocation(std::string& out, SourceLocation where,
                                      std::string_view label, std::string_view message) const {
  // Source bytes reach a terminal here: control characters (ESC, BEL, NUL)
  // are shown escaped, never sent as they are.
  if (!where.valid()) {
    out += fmt::format("gpuasm: {}: {}\n", label, escapeControlCharacters(message));
    return;
  }
  out += fmt::format("{}:{}:{}: {}: {}\n", escapeControlCharacters(sources_.name(where.file)),
                     where.line, where.column, label, escapeControlCharacters(message));
  std::string_view line = sources_.lineText(where.file, where.line);
  // Of a long line (a file without line breaks, megabytes long) the part
  // around the column is shown: every diagnostic on it echoes it.
  const size_t caret = where.column - 1;
  size_t begin = 0, end = line.size();
  if (line.size() > kShownLineBytes) {
    begin = std::min(caret > kShownLineBytes / 2 ? caret - kShownLineBytes / 2 : 0,
                     line.size() - kShownLineBytes);
    auto continuation = [&](size_t at) {
      return (static_cast<unsigned char>(line[at]) & 0xc0) == 0x80;
    };
    while (begin > 0 && continuation(begin)) --begin;  // whole UTF-8 characters
    end = begin + kShownLineBytes;
    while (end < line.size() && continuation(end)) ++end;
  }
  out += begin > 0 ? "  ..." : "  ";
  appendEscaped(out, line.substr(begin, end - begin), true);
  if (end < line.size()) out += "...";
  out += begin > 0 ? "\n     " : "\n  ";
  // Keep tabs, and as many spaces as each character shows as, so that the
  // caret lines up under the same column as the source.
  std::string shown;
  size_t columns = 0;
  for (size_t i = begin; i < caret && i < end;) {
    // Printable ASCII shows as one column: a space each, a run at a time.
    if (const size_t plain = plainRun(line.substr(0, std::min(caret, end)), i, false); plain != 0) {
      out.append(plain, ' ');
      i += plain;
      continue;
    }
    shown.clear();
    i += appendShown(shown, line, i, true, columns);
    if (shown == "\t") {
      out += '\t';
    } else {
      out.append(columns, ' ');
    }
  }
  out += "^\n";
}

std::string DiagnosticEngine::render(const Diagnostic& d) const {
  std::string out;
  // Deep chains (a recursive macro, a file including itself) show their
  // innermost and outermost links; the middle is counted.
  constexpr size_t kShownLinks = 8;
  if (d.location.valid()) {
    // Include chain of the file holding the problem, outermost last (as GCC prints it).
    std::vector<SourceLocation> includes;
    for (SourceLocation from = sources_.includedFrom(d.location.file); from.valid();
         from = sources_.includedFrom(from.file)) {
      includes.push_back(from);
    }
    for (size_t i = 0; i < includes.size(); ++i) {
      if (includes.size() > kShownLinks && i == kShownLinks / 2) {
        out += fmt::format("In {} more nested includes\n", includes.size() - kShownLinks);
        i = includes.size() - kShownLinks / 2 - 1;
        continue;
      }
      out += fmt::format("In file included from {}:{}:\n", sources_.name(includes[i].file),
                         includes[i].line);
    }
  }
  const char* label = d.severity == Severity::Error     ? "error"
                      : d.severity == Severity::Warning ? "warning"
                                                        : "note";
  std::string message = d.code.empty() ? d.message : fmt::format("{} [{}]", d.message, d.code);
  renderLocation(out, d.location, label, message);
  std::vector<uint32_t> frames;
  for (uint32_t frame = d.location.expansion; frame != 0;
       frame = sources_.expansion(frame).site.expansion) {
    frames.push_back(frame);
  }
  for (size_t i = 0; i < frames.size(); ++i) {
    if (frames.size() > kShownLinks && i == kShownLinks / 2) {
      out += fmt::format("note: {} more macro expansions not shown\n", frames.size() - kShownLinks);
      i = frames.size() - kShownLinks / 2 - 1;
      continue;
    }
    const ExpansionFrame& f = sources_.expansion(frames[i]);
    renderLocation(out, f.site, "note", fmt::format("in expansion of macro '{}'", f.macroName));
  }
  return out;
}

void DiagnosticEngine::sortByPosition() {
  // The outermost place: up through macro call sites and include lines.
  auto outermost = [&](SourceLocation where) {
    for (size_t steps = 0; where.valid() && steps < 1'000'000; ++steps) {
      if (where.expansion != 0) {
        where = sources_.expansion(where.expansion).site;
      } else if (SourceLocation from = sources_.includedFrom(where.file); from.valid()) {
        where = from;
      } else {
        break;
      }
    }
    return where;
  };
  struct Group {
    SourceLocation key;
    size_t begin, end;  // a diagnostic and the notes after it
  };
  std::vector<Group> groups;
  for (size_t i = 0; i < diagnostics_.size(); ++i) {
    if (diagnostics_[i].severity == Severity::Note && !groups.empty()) {
      groups.back().end = i + 1;
    } else {
      groups.push_back({outermost(diagnostics_[i].location), i, i + 1});
    }
  }
  std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) {
    if (a.key.valid() != b.key.valid()) return a.key.valid();
    return std::tie(a.key.file, a.key.line, a.key.column) <
           std::tie(b.key.file, b.key.line, b.key.column);
  });
  std::vector<Diagnostic> sorted;
  sorted.reserve(diagnostics_.size());
  for (const Group& g : groups)
    for (size_t i = g.begin; i < g.end; ++i) sorted.push_back(std::move(diagnostics_[i]));
  diagnostics_ = std::move(sorted);
}

std::string DiagnosticEngine::renderAll() const {
  std::string out;
  for (const Diagnostic& d : diagnostics_) out += render(d);
  if (dropped_ > 0) {
    out += fmt::format("gpuasm: note: {} further diagnostics not shown\n", dropped_);
  }
  if (errors_ || warnings_) {
    out += fmt::format("{} error{}, {} warning{} generated.\n", errors_, errors_ == 1 ? "" : "s",
                       warnings_, warnings_ == 1 ? "" : "s");
  }
  return out;
}

}  // namespace gpuasm
