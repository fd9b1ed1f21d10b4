// Memory bounded by the input, not by what the input asks for (issue 28,
// item 1; docs/limits.md, "Simulated memory" and "Transfers"): a few bytes of
// PTX that declare gigabytes, a transfer larger than the host's memory and one
// of a quarter of a billion blocks are refused with a message naming what
// asked, before anything is allocated, in well under a second each.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "tools/cli_support.hpp"

namespace {

using cli_test::gpuasm;
namespace fs = std::filesystem;

fs::path writePtx(const std::string& name, const std::string& text) {
  const fs::path path = cli_test::scratch() / name;
  cli_test::write(path, text);
  return path;
}

// The reproducer: nine lines, one of them a 16 GiB array.
std::string ptxWith(const std::string& moduleLine, const std::string& bodyLine = "") {
  return fmt::format(
      ".version 7.0\n"
      ".target sm_70\n"
      ".address_size 64\n"
      "{}\n"
      ".visible .entry k()\n"
      "{{\n"
      "{}\n"
      "  ret;\n"
      "}}\n",
      moduleLine, bodyLine);
}

TEST(CliLimitsPtx, AGlobalOf16GiBIsRefusedByNameBeforeAnythingIsAllocated) {
  const fs::path ptx = writePtx("global16g.ptx", ptxWith(".global .b8 g[17179869184];"));
  const cli_test::Result r = gpuasm(fmt::format("run -t ptx {} --kernel k", ptx.string()));
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  // 16 GiB is 17179869184 bytes; the variable is declared on line 4.
  EXPECT_NE(r.err.find(fmt::format("{}:4:", ptx.string())), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(".global variable 'g' of 17179869184 bytes"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("256 MiB"), std::string::npos) << r.err;
}

TEST(CliLimitsPtx, GlobalsAreCountedTogetherAndTheOneThatCrossesIsNamed) {
  // Two of 200 MiB (209715200 bytes): the second ends at 400 MiB.
  const fs::path ptx = writePtx(
      "two_globals.ptx", ptxWith(".global .b8 first[209715200];\n.global .b8 second[209715200];"));
  const cli_test::Result r = gpuasm(fmt::format("run -t ptx {} --kernel k", ptx.string()));
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find("'second' of 209715200 bytes"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("would take 419430400 bytes"), std::string::npos) << r.err;
}

TEST(CliLimitsPtx, AConstBankOf1GiBIsRefused) {
  const fs::path ptx = writePtx("const1g.ptx", ptxWith(".const .b32 c[268435456];"));
  const cli_test::Result r = gpuasm(fmt::format("run -t ptx {} --kernel k", ptx.string()));
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  // 2^28 words of 4 bytes: 1 GiB.
  EXPECT_NE(r.err.find(".const variable 'c' of 1073741824 bytes"), std::string::npos) << r.err;
}

// 4 GiB of .shared wrapped to 0 in 32 bits and ran; it is named now, against
// the 227 KiB an SM gives a block.
TEST(CliLimitsPtx, SharedOf4GiBIsRefusedNotWrapped) {
  const fs::path ptx = writePtx("shared4g.ptx", ptxWith("", "  .shared .b8 s[4294967296];"));
  const cli_test::Result r = gpuasm(fmt::format("run -t ptx {} --kernel k", ptx.string()));
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find(".shared variable 's' of 4294967296 bytes"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find(std::to_string(227 * 1024)), std::string::npos) << r.err;
}

// A thread's .local frame: 4 GiB + 16 wrapped to 16 bytes; 1 MiB a thread is
// 1 GiB for a block of 1024. Both are past the 256 KiB a thread.
TEST(CliLimitsPtx, LocalFramesPastTheStackLimitAreRefused) {
  for (const std::string& elements : {std::string("4294967312"), std::string("1048576")}) {
    const fs::path ptx =
        writePtx("local.ptx", ptxWith("", fmt::format("  .local .b8 l[{}];", elements)));
    const cli_test::Result r =
        gpuasm(fmt::format("run -t ptx {} --kernel k --block 1024", ptx.string()));
    EXPECT_EQ(r.exitCode, 1) << elements << ": " << r.out << r.err;
    EXPECT_NE(r.err.find(fmt::format(".local variable 'l' of {} bytes", elements)),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("256 KiB"), std::string::npos) << r.err;
  }
}

// 65536 registers (and the carry flag's slot) of 8 bytes for 1024 threads:
// 65537 x 8 x 1024 = 536879104 bytes, past 256 MiB (268435456) a block.
TEST(CliLimitsPtx, RegistersOfABlockPastTheLimitAreRefused) {
  const fs::path ptx = writePtx("registers.ptx", ptxWith("", "  .reg .b64 %r<65536>;"));
  const cli_test::Result r =
      gpuasm(fmt::format("run -t ptx {} --kernel k --block 1024", ptx.string()));
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find("kernel 'k' has 65537 registers a thread: a block of 32 warps would hold "
                       "536879104 bytes"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("256 MiB"), std::string::npos) << r.err;
}

TEST(CliLimitsPtx, VariablesWithinTheLimitsStillRun) {
  const fs::path ptx = writePtx(
      "small.ptx", ptxWith(".global .b8 g[65536];\n.const .b32 c[16];", "  .local .b8 l[4096];"));
  const cli_test::Result r =
      gpuasm(fmt::format("run -t ptx {} --kernel k --block 64", ptx.string()));
  EXPECT_EQ(r.exitCode, 0) << r.out << r.err;
}

// MemAvailable of /proc/meminfo, as the kernel reports it, in bytes.
std::optional<uint64_t> memAvailable() {
  std::ifstream meminfo("/proc/meminfo");
  std::string key, unit;
  uint64_t kib = 0;
  while (meminfo >> key >> kib >> unit)
    if (key == "MemAvailable:") return kib * 1024;
  return std::nullopt;
}

// `--size 12G` on a 24 GB machine ran until the OOM killer: a size past what
// the host has available is refused before the first buffer is touched.
TEST(CliLimitsTransfer, MoreThanTheHostHasIsRefusedWithCannotAllocate) {
  const std::optional<uint64_t> available = memAvailable();
  if (!available) GTEST_SKIP() << "no MemAvailable in /proc/meminfo";
  const uint64_t gib = (*available >> 30) + 2;  // whole GiB, past what is available
  const cli_test::Result r = gpuasm(fmt::format("transfer --from host --to host --size {}G", gib));
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find(fmt::format("cannot allocate {} bytes of host memory", 2 * (gib << 30))),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("MemAvailable"), std::string::npos) << r.err;
}

// Each buffer alone fits, the two do not: 12G host -> host on a 24 GB
// machine filled the first 12 GB (a minute) before the second was refused.
// Both are counted before either is allocated, so the refusal is immediate
// (this process's own memory stays small: nothing was filled).
TEST(CliLimitsTransfer, TwoBuffersThatFitOnlyAloneAreRefusedBeforeEitherIsFilled) {
  const std::optional<uint64_t> available = memAvailable();
  if (!available) GTEST_SKIP() << "no MemAvailable in /proc/meminfo";
  const uint64_t mib = (*available >> 20) * 6 / 10;  // 60 % of it: one fits, two do not
  const cli_test::Result r = gpuasm(fmt::format("transfer --from host --to host --size {}M", mib));
  EXPECT_EQ(r.exitCode, 1) << r.out << r.err;
  EXPECT_NE(r.err.find(fmt::format("cannot allocate {} bytes of host memory (the source and the "
                                   "destination buffer together)",
                                   2 * (mib << 20))),
            std::string::npos)
      << r.err;
}

// 256M in blocks of one byte: 268435456 blocks (4.7 GB of bookkeeping and
// hours of hand-offs before); at most 262144 (2^18) blocks, so a block of at
// least 268435456 / 262144 = 1024 bytes.
TEST(CliLimitsTransfer, BlocksPastTheCountLimitAreAUsageError) {
  const cli_test::Result r = gpuasm("transfer --from host --to host --size 256M --block 1");
  EXPECT_EQ(r.exitCode, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("268435456 blocks"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("more than the 262144"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("at least 1024 bytes"), std::string::npos) << r.err;
  // One block past the limit is refused; small blocks within it still run.
  const cli_test::Result past = gpuasm("transfer --from host --to host --size 262145 --block 1");
  EXPECT_EQ(past.exitCode, 2) << past.out << past.err;
  EXPECT_NE(past.err.find("at least 2 bytes"), std::string::npos) << past.err;
  const cli_test::Result within =
      gpuasm("transfer --from host --to host --size 4K --block 1 --verify");
  EXPECT_EQ(within.exitCode, 0) << within.out << within.err;
  EXPECT_NE(within.out.find("4096 blocks"), std::string::npos) << within.out;
}

}  // namespace
