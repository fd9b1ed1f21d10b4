#include "gpuasm/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <system_error>

namespace gpuasm {
namespace {

// Writes every byte to `fd`, retrying short writes and EINTR; false with
// errno set on failure.
bool writeAll(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    ssize_t written = ::write(fd, bytes.data(), bytes.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    bytes.remove_prefix(static_cast<size_t>(written));
  }
  return true;
}

std::string describe(int error) {
  return std::generic_category().message(error);
}

// The mode a new file gets from open(..., 0666): what the umask allows.
mode_t newFileMode() {
  mode_t mask = ::umask(0);
  ::umask(mask);
  return 0666 & ~mask;
}

}  // namespace

bool writeFileReplacing(const std::filesystem::path& path, std::string_view bytes,
                        std::string& error) {
  namespace fs = std::filesystem;
  if (path.empty()) {
    error = "the file name is empty";
    return false;
  }
  struct stat existing {};
  const bool exists = ::stat(path.c_str(), &existing) == 0;
  if (exists && S_ISDIR(existing.st_mode)) {
    error = "it is a directory";
    return false;
  }
  if (exists && !S_ISREG(existing.st_mode)) {
    // A device or FIFO: renaming a file over it would replace the device itself.
    int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
      error = describe(errno);
      return false;
    }
    bool ok = writeAll(fd, bytes);
    int writeError = errno;
    if (::close(fd) != 0 && ok) {
      ok = false;
      writeError = errno;
    }
    if (!ok) error = describe(writeError);
    return ok;
  }
  // A link to a file is followed: the file it names is replaced, the link stays.
  std::error_code ec;
  fs::path target = fs::is_symlink(path, ec) && exists ? fs::canonical(path, ec) : path;
  if (ec) target = path;
  fs::path folder = target.parent_path();
  // Built by appending: GCC 12 warns (-Wrestrict) about "." + name + ".XXXXXX".
  std::string pattern = folder.empty() ? std::string(".") : folder.string();
  pattern.append("/.");
  pattern.append(target.filename().string());
  pattern.append(".XXXXXX");
  int fd = ::mkstemp(pattern.data());
  if (fd < 0) {
    error = describe(errno);
    return false;
  }
  bool ok = ::fchmod(fd, exists ? existing.st_mode & 07777 : newFileMode()) == 0 &&
            writeAll(fd, bytes) && ::fsync(fd) == 0;
  int writeError = errno;
  if (::close(fd) != 0 && ok) {
    ok = false;
    writeError = errno;
  }
  if (ok && ::rename(pattern.c_str(), target.c_str()) != 0) {
    ok = false;
    writeError = errno;
  }
  if (!ok) {
    ::unlink(pattern.c_str());
    error = describe(writeError);
  }
  return ok;
}

bool checkOutputFile(const std::filesystem::path& path, std::string& error) {
  if (path.empty()) {
    error = "the file name is empty";
    return false;
  }
  struct stat existing {};
  if (::stat(path.c_str(), &existing) == 0) {
    if (S_ISDIR(existing.st_mode)) {
      error = "it is a directory";
      return false;
    }
    if (S_ISFIFO(existing.st_mode)) return true;
    if (!S_ISREG(existing.st_mode)) {
      const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
      if (fd < 0) {
        error = describe(errno);
        return false;
      }
      const bool ok = ::write(fd, "", 0) >= 0;
      const int writeError = errno;
      ::close(fd);
      if (!ok) error = describe(writeError);
      return ok;
    }
  }
  std::error_code ec;
  const std::filesystem::path target =
      std::filesystem::is_symlink(path, ec) ? std::filesystem::canonical(path, ec) : path;
  const std::filesystem::path folder = (ec ? path : target).parent_path();
  std::string pattern = folder.empty() ? std::string(".") : folder.string();
  pattern.append("/.gpuasm-check.XXXXXX");
  const int fd = ::mkstemp(pattern.data());
  if (fd < 0) {
    error = describe(errno);
    return false;
  }
  ::close(fd);
  ::unlink(pattern.c_str());
  return true;
}

}  // namespace gpuasm
