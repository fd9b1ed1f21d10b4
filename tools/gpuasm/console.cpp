#include "console.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <functional>
#include <new>
#include <system_error>

#include "gpuasm/terminal_text.hpp"

namespace gpuasm::cli {
namespace {

// A std::streambuf that hands every character to a function (no buffer of
// its own: the FILE behind it buffers).
class ForwardingBuffer : public std::streambuf {
 public:
  ForwardingBuffer(std::function<void(std::string_view)> write, std::function<void()> flush)
      : write_(std::move(write)), flush_(std::move(flush)) {}

 protected:
  int_type overflow(int_type c) override {
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      char ch = traits_type::to_char_type(c);
      write_(std::string_view(&ch, 1));
    }
    return traits_type::not_eof(c);
  }
  std::streamsize xsputn(const char* text, std::streamsize size) override {
    write_(std::string_view(text, static_cast<size_t>(size)));
    return size;
  }
  int sync() override {
    flush_();
    return 0;
  }

 private:
  std::function<void(std::string_view)> write_;
  std::function<void()> flush_;
};

}  // namespace

bool Console::errIsTerminal() const {
  return isatty(fileno(err_)) == 1;
}

Console::Console(std::FILE* out, std::FILE* err, bool inClosed, bool outClosed)
    : out_(out),
      err_(err),
      inClosed_(inClosed),
      outClosed_(outClosed),
      reportText_(std::make_unique<TerminalText>()),
      errText_(std::make_unique<TerminalText>()) {
  outBuffer_ =
      std::make_unique<ForwardingBuffer>([this](std::string_view text) { this->out(text); },
                                         [this] {
                                           if (!outErrno_ && std::fflush(out_) != 0)
                                             outErrno_ = errno ? errno : EIO;
                                         });
  errBuffer_ = std::make_unique<ForwardingBuffer>(
      [this](std::string_view text) { this->err(text); }, [this] { std::fflush(err_); });
  outStream_ = std::make_unique<std::ostream>(outBuffer_.get());
  errStream_ = std::make_unique<std::ostream>(errBuffer_.get());
}

Console::~Console() {
  // An unfinished character left at the end of the last message.
  writeErr(errText_->finish());
}

void Console::out(std::string_view text) {
  if (text.empty() || outErrno_) return;
  if (outClosed_) {
    outErrno_ = EBADF;
    return;
  }
  errno = 0;
  if (std::fwrite(text.data(), 1, text.size(), out_) != text.size())
    outErrno_ = errno ? errno : EIO;
}

void Console::report(std::string_view text) {
  out(reportText_->write(text));
}

void Console::writeErr(std::string_view text) noexcept {
  if (text.empty()) return;
  // Each message whole and at once: it may be the last thing the program says.
  std::fwrite(text.data(), 1, text.size(), err_);
  std::fflush(err_);
  std::clearerr(err_);
}

void Console::err(std::string_view text) noexcept {
  try {
    writeErr(errText_->write(text));
  } catch (const std::bad_alloc&) {
    writeErr("gpuasm: out of memory\n");
  }
}

void Console::redrawErrLine(std::string_view line) noexcept {
  try {
    errText_->restartLine();
    writeErr("\r\033[K" + errText_->write(line));
  } catch (const std::bad_alloc&) {
  }
}

std::string Console::finishOut() {
  out(reportText_->finish());
  if (!outErrno_ && std::fflush(out_) != 0) outErrno_ = errno ? errno : EIO;
  if (!outErrno_ && std::ferror(out_)) outErrno_ = EIO;
  if (!outErrno_) return {};
  return outClosed_ && outErrno_ == EBADF ? "it is closed"
                                          : std::generic_category().message(outErrno_);
}

}  // namespace gpuasm::cli
