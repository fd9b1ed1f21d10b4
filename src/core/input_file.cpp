#include "gpuasm/input_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>

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
// file's size when known (a regular file). The text is read into one buffer
// of the hint plus one byte, where the read that finds the end lands, so a
// file's text is allocated and written once: growing past an exact
// reservation and shrinking back copied a 20 MB source three times over (a
// third of the page faults of assembling it).
InputText readDescriptor(int fd, std::string_view name, uint64_t maxBytes, uint64_t sizeHint) {
  InputText result;
  if (sizeHint > maxBytes) return tooLarge(name, maxBytes);
  std::string& text = result.text;
  // Reading one byte past the limit tells a file of exactly maxBytes from a larger one.
  const uint64_t most = maxBytes + 1;
  constexpr size_t kChunk = size_t{1} << 16;
  text.resize(static_cast<size_t>(std::min<uint64_t>(sizeHint + 1, most)));
  size_t used = 0;
  while (true) {
    if (used > maxBytes) return tooLarge(name, maxBytes);
    if (used == text.size()) {
      // More than the hint said (a pipe, a growing file): doubling, up to the limit.
      text.resize(static_cast<size_t>(std::min<uint64_t>(std::max(2 * used, used + kChunk), most)));
    }
    ssize_t got = ::read(fd, text.data() + used, text.size() - used);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      int why = errno;
      return failure(why == EISDIR ? InputText::Error::Directory : InputText::Error::Unreadable,
                     why == EISDIR ? fmt::format("'{}' is a directory", name)
                                   : fmt::format("cannot read '{}': {}", name, std::strerror(why)));
    }
    if (got == 0) break;
    used += static_cast<size_t>(got);
  }
  text.resize(used);
  // A text read through a growing buffer can hold twice its size, and a
  // source is kept for the whole assembly.
  if (text.capacity() > text.size() + text.size() / 8) text.shrink_to_fit();
  return result;
}

// A mapped file truncated (or rewritten shorter in place) while it is read
// makes the next read of its lost pages a SIGBUS. The live mappings are kept
// here with their files' names, so that the handler can say which file
// changed and end the program with exit 1 instead of a crash; a SIGBUS at
// any other address goes to the handler that was there before (ASan's, or
// the default). The handler only reads these fixed slots: no allocation, no
// lock.
struct MappingRecord {
  std::atomic<const char*> base{nullptr};
  std::atomic<size_t> size{0};
  char message[600] = {};
  size_t messageSize = 0;
};
std::array<MappingRecord, 64> mappings;
struct sigaction previousBusAction {};

void onBusError(int signal, siginfo_t* info, void* context) {
  const char* at = static_cast<const char*>(info->si_addr);
  for (const MappingRecord& r : mappings) {
    const char* base = r.base.load(std::memory_order_acquire);
    if (base && at >= base && at < base + r.size.load(std::memory_order_relaxed)) {
      ssize_t written = ::write(STDERR_FILENO, r.message, r.messageSize);
      (void)written;
      ::_exit(1);
    }
  }
  if (previousBusAction.sa_flags & SA_SIGINFO) {
    previousBusAction.sa_sigaction(signal, info, context);
  } else if (previousBusAction.sa_handler != SIG_IGN && previousBusAction.sa_handler != SIG_DFL) {
    previousBusAction.sa_handler(signal);
  } else {
    ::signal(SIGBUS, SIG_DFL);  // the fault happens again on return, with the default action
  }
}

void watchMapping(const char* base, size_t size, const std::string& name) {
  static std::once_flag installed;
  std::call_once(installed, [] {
    struct sigaction action {};
    action.sa_sigaction = onBusError;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGBUS, &action, &previousBusAction);
  });
  static std::mutex claiming;
  std::lock_guard lock(claiming);
  for (MappingRecord& r : mappings) {
    if (r.base.load(std::memory_order_relaxed)) continue;
    const std::string text = fmt::format(
        "gpuasm: error: '{}' became shorter while it was read (a mapped source must not be "
        "truncated or rewritten in place: write a new file and rename it over the old one)\n",
        name);
    r.messageSize = std::min(text.size(), sizeof r.message);
    std::memcpy(r.message, text.data(), r.messageSize);
    r.size.store(size, std::memory_order_relaxed);
    r.base.store(base, std::memory_order_release);
    return;
  }
  // More than 64 files mapped at once: the rest crash as any mapped file would.
}

void forgetMapping(const char* base) {
  for (MappingRecord& r : mappings) {
    const char* expected = base;
    if (r.base.compare_exchange_strong(expected, nullptr, std::memory_order_acq_rel)) return;
  }
}

}  // namespace

std::shared_ptr<const MappedText> MappedText::map(int fd, size_t size) {
  if (size == 0) return nullptr;
  void* base = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (base == MAP_FAILED) return nullptr;
  // Read front to back: the kernel may read ahead.
  ::madvise(base, size, MADV_SEQUENTIAL);
  return std::shared_ptr<const MappedText>(new MappedText(base, size));
}

MappedText::~MappedText() {
  forgetMapping(static_cast<const char*>(base_));
  ::munmap(base_, size_);
}

void MappedText::release(size_t begin, size_t end) const {
  const size_t page = static_cast<size_t>(::sysconf(_SC_PAGESIZE));
  end = std::min(end, size_);
  // Whole pages only: the bytes around the range stay resident.
  const size_t first = (begin + page - 1) / page * page;
  const size_t last = end / page * page;
  if (first >= last) return;
  // A private mapping never written: the pages are dropped, and read again
  // from the file if touched.
  ::madvise(static_cast<char*>(base_) + first, last - first, MADV_DONTNEED);
}

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
  // The size of the file opened (not of what the path named a moment before).
  if (regular && static_cast<uint64_t>(info.st_size) >= options.mapFrom &&
      ::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) &&
      static_cast<uint64_t>(info.st_size) <= options.maxBytes) {
    InputText mapped;
    mapped.mapped = MappedText::map(fd, static_cast<size_t>(info.st_size));
    if (mapped.mapped) {
      watchMapping(mapped.mapped->text().data(), mapped.mapped->text().size(), name);
      ::close(fd);
      return mapped;
    }
    // Not mappable (a file system without mmap): read as any other.
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
