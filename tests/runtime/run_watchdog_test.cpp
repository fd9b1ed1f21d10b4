// `gpuasm run`'s time limit covers the whole launch on every target (issue
// 28, item 2): a huge grid of short blocks stops within --time-limit, between
// blocks as well as inside them, and the report says how many ran; a limit
// too large for the clock is a usage error, and `none` is no limit.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <regex>
#include <string>

#include "tools/cli_support.hpp"

namespace gpuasm {
namespace {

using cli_test::gpuasm;

const std::string kPtxReturn =
    ".version 7.0\n.target sm_80\n.address_size 64\n.visible .entry k()\n{\n  ret;\n}\n";
const std::string kGcnEnd = ".device tahiti\n.kernel k\n  s_endpgm\n";

struct Stopped {
  double seconds = -1;  // as the message says
  uint64_t ran = 0;
};

// Reads "gpuasm: kernel fault [watchdog]: [WHERE: ]stopped after S s: time
// limit (--time-limit LIMIT); N of TOTAL UNITs ran" from stderr (WHERE: the
// instruction a block was stopped at, when it was stopped inside one).
Stopped stoppedReport(const std::string& err, const std::string& limit, const std::string& total,
                      const std::string& units) {
  const std::regex line(
      "gpuasm: kernel fault \\[watchdog\\]: ([^\n]*: )?stopped after ([0-9]+\\.[0-9]{2}) "
      "s: time limit \\(--time-limit " +
      std::regex_replace(limit, std::regex("\\."), "\\.") + "\\); ([0-9,]+) of " + total + " " +
      units + " ran");
  std::smatch match;
  Stopped stopped;
  if (!std::regex_search(err, match, line)) return stopped;
  stopped.seconds = std::stod(match[2].str());
  std::string digits = match[3].str();
  digits.erase(std::remove(digits.begin(), digits.end(), ','), digits.end());
  stopped.ran = std::stoull(digits);
  return stopped;
}

struct Timed {
  cli_test::Result result;
  double seconds = 0;
};

Timed timed(const std::string& args, const std::string& input) {
  const auto start = std::chrono::steady_clock::now();
  Timed t{gpuasm(args, input), 0};
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

// Before: every block checked the clock only after 65,536 instructions of a
// warp, so 2^31 blocks of one `ret` ran for hours whatever the limit.
TEST(RunWatchdog, AHugePtxGridOfShortBlocksStopsWithinTheLimit) {
  for (const char* device : {"", " --model h100", " --threads 1"}) {
    SCOPED_TRACE(device);
    const Timed t = timed(std::string("run -t ptx - --grid 2147483647 --block 1024 --time-limit "
                                      "0.2") +
                              device,
                          kPtxReturn);
    EXPECT_EQ(t.result.exitCode, 1) << t.result.err;
    const Stopped s = stoppedReport(t.result.err, "0.2", "2,147,483,647", "blocks");
    EXPECT_GE(s.seconds, 0.2) << t.result.err;
    EXPECT_LT(s.seconds, 2.0) << t.result.err;
    EXPECT_LT(s.ran, 2147483647u);
    // Startup and the report on a loaded machine, not hours.
    EXPECT_LT(t.seconds, 30.0);
  }
}

// 4294967232 = 67,108,863 work-groups of 64: each ran its one s_endpgm and
// the groups checked the clock only inside a wave.
TEST(RunWatchdog, AHugeGcnNdRangeOfShortGroupsStopsWithinTheLimit) {
  for (const char* threads : {"", " --threads 1"}) {
    SCOPED_TRACE(threads);
    const Timed t =
        timed(std::string("run -t gcn - --global 4294967232 --local 64 --time-limit 0.2") + threads,
              kGcnEnd);
    EXPECT_EQ(t.result.exitCode, 1) << t.result.err;
    const Stopped s = stoppedReport(t.result.err, "0.2", "67,108,863", "work-groups");
    EXPECT_GE(s.seconds, 0.2) << t.result.err;
    EXPECT_LT(s.seconds, 2.0) << t.result.err;
    EXPECT_LT(s.ran, 67108863u);
    EXPECT_LT(t.seconds, 30.0);
  }
}

// Waves that meet at a barrier run a few instructions a turn: the group
// looks at the clock between turns.
TEST(RunWatchdog, GcnWavesLoopingAroundABarrierStopWithinTheLimit) {
  const Timed t = timed("run -t gcn - --global 128 --local 128 --time-limit 0.2",
                        ".device tahiti\n.kernel k\nL:\n  s_barrier\n  s_branch L\n");
  EXPECT_EQ(t.result.exitCode, 1) << t.result.err;
  const Stopped s = stoppedReport(t.result.err, "0.2", "1", "work-group");
  EXPECT_GE(s.seconds, 0.2) << t.result.err;
  EXPECT_LT(s.seconds, 2.0) << t.result.err;
  EXPECT_EQ(s.ran, 0u);
  // Where it stopped: one of the loop's two instructions.
  EXPECT_NE(t.result.err.find("'s_b"), std::string::npos) << t.result.err;
}

TEST(RunWatchdog, DemoliciousAndVc4SayHowMuchRanInTheSameWords) {
  std::string slow;
  for (int i = 0; i < 500; ++i) slow += "nop\n";
  // 131,072 warps of 8 threads, 500 cycles each: far more than 0.2 s.
  Timed t = timed("run -t demolicious - --threads 1048575 --mode cycle --time-limit 0.2",
                  slow + "thread_finished\n");
  EXPECT_EQ(t.result.exitCode, 1) << t.result.err;
  Stopped s = stoppedReport(t.result.err, "0.2", "1,048,575", "threads");
  EXPECT_GE(s.seconds, 0.2) << t.result.err;
  EXPECT_LT(s.seconds, 2.0) << t.result.err;
  EXPECT_LT(s.ran, 1048575u);
  EXPECT_EQ(s.ran % 8, 0u);  // whole warps of 8 cores
  EXPECT_NE(t.result.err.find(" thread instructions)\n"), std::string::npos) << t.result.err;

  t = timed("run -t vc4 - --time-limit 0.2", "loop:\nbrr -, loop\nnop\nnop\nnop\n");
  EXPECT_EQ(t.result.exitCode, 1) << t.result.err;
  s = stoppedReport(t.result.err, "0.2", "1", "QPU program");
  EXPECT_GE(s.seconds, 0.2) << t.result.err;
  EXPECT_LT(s.seconds, 2.0) << t.result.err;
  EXPECT_EQ(s.ran, 0u);
  EXPECT_NE(t.result.err.find(" QPU instructions)\n"), std::string::npos) << t.result.err;
}

// Quick kernels on every target, each with its arguments.
struct QuickRun {
  std::string target, args, input;
};
const QuickRun kQuick[] = {
    {"ptx", "run -t ptx - --grid 4 --block 32", kPtxReturn},
    {"gcn", "run -t gcn - --global 256 --local 64", kGcnEnd},
    {"demolicious", "run -t demolicious - --threads 8", "nop\nthread_finished\n"},
    {"vc4",
     "run -t vc4 builtin:vc4/store.qasm --buffer out=64 --uniform 100 --uniform out "
     "--uniform qpu",
     ""},
};

// 9.3e9 s is more nanoseconds than 64 bits hold: the deadline wrapped into the
// past and every run stopped at once (exit 1).
TEST(RunWatchdog, ALimitPastTheClocksRangeIsAUsageErrorOnEveryTarget) {
  for (const QuickRun& run : kQuick) {
    SCOPED_TRACE(run.target);
    for (const char* limit : {"9.3e9", "1e300", "1000001"}) {
      const cli_test::Result r = gpuasm(run.args + " --time-limit " + limit, run.input);
      EXPECT_EQ(r.exitCode, 2) << limit << ": " << r.err;
      EXPECT_EQ(r.err, std::string("gpuasm run: --time-limit ") + limit +
                           ": at most 1,000,000 seconds (about 11 days); --time-limit none runs "
                           "without a limit\n");
    }
    const cli_test::Result largest = gpuasm(run.args + " --time-limit 1e6", run.input);
    EXPECT_EQ(largest.exitCode, 0) << largest.err;
  }
}

TEST(RunWatchdog, NoneRunsWithoutALimitOnEveryTarget) {
  for (const QuickRun& run : kQuick) {
    SCOPED_TRACE(run.target);
    const cli_test::Result r = gpuasm(run.args + " --time-limit none", run.input);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.err, "");
  }
}

TEST(RunWatchdog, TheHelpSaysBetweenBlocksTheBoundAndNone) {
  for (const char* target : {"ptx", "gcn", "demolicious", "vc4"}) {
    SCOPED_TRACE(target);
    const cli_test::Result r = gpuasm(std::string("run -t ") + target + " --help");
    EXPECT_EQ(r.exitCode, 0);
    // The help is wrapped: join its lines.
    const std::string help = std::regex_replace(r.out, std::regex("\\s+"), " ");
    EXPECT_NE(help.find("--time-limit"), std::string::npos) << help;
    EXPECT_NE(help.find("stop the launch after this many seconds of host time, between blocks as "
                        "well as inside them (default 10, at most 1000000; none: no limit)"),
              std::string::npos)
        << help;
  }
}

}  // namespace
}  // namespace gpuasm
