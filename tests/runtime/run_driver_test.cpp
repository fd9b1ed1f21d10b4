// `gpuasm run` behaves the same on every target with memory (gcn, ptx, vc4):
// a --dump file that cannot be written is exit 1 and the other dumps still
// come out, and a JSON dump has the same keys everywhere.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "tools/cli_support.hpp"

namespace gpuasm {
namespace {

using cli_test::gpuasm;

struct TargetRun {
  std::string target;
  std::string args;  // two buffers: `kept` and `lost`, each of `bytes` bytes
  std::string kept, lost;
  int bytes;
};

const TargetRun kRuns[] = {
    {"gcn",
     "run -t gcn builtin:gcn/collatz.s --global 64 --buffer i=256 --buffer o=256 --arg in=i "
     "--arg steps=o",
     "i", "o", 256},
    {"ptx",
     "run -t ptx builtin:ptx/add256.ptx --block 32 --buffer a=1024 --buffer b=1024 "
     "--buffer c=1024 --arg add256_a=a --arg add256_b=b --arg add256_c=c --arg add256_count=32",
     "a", "c", 1024},
    {"vc4",
     "run -t vc4 builtin:vc4/store.qasm --buffer out=64 --buffer spare=64 --uniform 100 "
     "--uniform out --uniform qpu",
     "spare", "out", 64},
};

TEST(RunDriver, ADumpFileThatCannotBeWrittenIsExitOneAndTheOtherDumpsStillComeOut) {
  // A directory is no file to write.
  const std::string directory = cli_test::scratch().string();
  for (const TargetRun& run : kRuns) {
    SCOPED_TRACE(run.target);
    cli_test::Result r =
        gpuasm(run.args + " --dump " + run.lost + "=" + directory + " --dump " + run.kept);
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(r.err, "gpuasm run: cannot write '" + directory + "': it is a directory\n");
    EXPECT_NE(r.out.find(run.kept + " (" + std::to_string(run.bytes) + " bytes at 0x"),
              std::string::npos)
        << r.out;
  }
}

TEST(RunDriver, AJsonDumpHasTheSameKeysOnEveryTarget) {
  for (const TargetRun& run : kRuns) {
    SCOPED_TRACE(run.target);
    cli_test::Result r = gpuasm(run.args + " --json --dump " + run.kept);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json dump = nlohmann::json::parse(r.out)["dumps"][run.kept];
    ASSERT_TRUE(dump.is_object()) << r.out;
    std::vector<std::string> keys;
    for (const auto& item : dump.items()) keys.push_back(item.key());
    EXPECT_EQ(keys, (std::vector<std::string>{"address", "bytes", "words"}));
    EXPECT_EQ(dump["bytes"], run.bytes);
    EXPECT_EQ(dump["words"].size(), static_cast<size_t>(run.bytes / 4));
  }
}

TEST(RunDriver, AnArgumentForNoParameterAndAMissingOneAreUsageErrorsOnEveryTarget) {
  const struct {
    std::string args, err;
  } cases[] = {
      {"run -t gcn builtin:gcn/collatz.s --buffer i=256 --arg in=i --arg x=1",
       "gpuasm run: --arg x=1: kernel 'collatz' has no parameter 'x' (it has: in, steps)\n"},
      {"run -t ptx builtin:ptx/add256.ptx --arg x=1",
       "gpuasm run: --arg x=1: kernel 'add256' has no parameter 'x' (it has: add256_a, "
       "add256_b, add256_c, add256_count)\n"},
      {"run -t gcn builtin:gcn/collatz.s --buffer i=256 --arg in=i",
       "gpuasm run: kernel 'collatz' parameter 'steps' (uint*) has no --arg steps=...\n"},
  };
  for (const auto& c : cases) {
    cli_test::Result r = gpuasm(c.args);
    EXPECT_EQ(r.exitCode, 2) << c.args;
    EXPECT_EQ(r.err, c.err) << c.args;
    EXPECT_EQ(r.out, "") << c.args;
  }
}

}  // namespace
}  // namespace gpuasm
