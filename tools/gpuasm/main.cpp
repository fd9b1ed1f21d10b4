#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <string>
#include <vector>

#include "cli.hpp"

namespace {

// A standard descriptor closed by the caller (`>&-`) would be the number the
// next open() returns, and results meant for standard output would land in
// that file: /dev/null takes its place, and the console knows it was closed.
bool reopenIfClosed(int fd, int flags) {
  if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) return false;
  int opened = ::open("/dev/null", flags);
  if (opened >= 0 && opened != fd) {
    ::dup2(opened, fd);
    ::close(opened);
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const bool inClosed = reopenIfClosed(STDIN_FILENO, O_RDONLY);
  const bool outClosed = reopenIfClosed(STDOUT_FILENO, O_WRONLY);
  reopenIfClosed(STDERR_FILENO, O_WRONLY);  // messages that cannot be shown are dropped
  const std::vector<std::string> args(argv + 1, argv + argc);
  int code = 0;
  {
    gpuasm::cli::Console console(stdout, stderr, inClosed, outClosed);
    code = gpuasm::cli::runCli(args, console);
  }
  // runCli flushed and checked standard output; closing it can still fail (NFS, a pipe).
  if (std::fclose(stdout) != 0 && code == 0 && !outClosed) {
    std::fputs("gpuasm: cannot write standard output\n", stderr);
    code = 1;
  }
  return code;
}
