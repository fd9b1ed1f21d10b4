// The values of a target's options: keys from names, typed readings and the
// messages a bad value gets.
#include "gpuasm/options.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "gpuasm/target.hpp"

namespace gpuasm {
namespace {

std::string errorOf(auto read) {
  try {
    read();
  } catch (const OptionError& e) {
    return e.message;
  }
  return "no error";
}

TEST(CoreOptions, KeyIsTheLastNameWithoutDashes) {
  EXPECT_EQ(optionKey({"-n,--log2n"}), "log2n");
  EXPECT_EQ(optionKey({"--max-instructions"}), "max-instructions");
  EXPECT_EQ(optionKey({"-W"}), "W");
}

TEST(CoreOptions, SingleValuesKeepTheLastRepeatedOnesAll) {
  OptionValues values;
  values.add("qpus", "4");
  values.add("qpus", "0x0c");
  values.add("uniform", "1");
  values.add("uniform", "out+4");
  EXPECT_EQ(values.integer("qpus", 1, 16, 1), 12);
  EXPECT_EQ(values.integer("absent", 1, 16, 7), 7);
  EXPECT_EQ(values.all("uniform").size(), 2u);
  EXPECT_EQ(values.all("uniform")[1], "out+4");
  EXPECT_TRUE(values.all("absent").empty());
  EXPECT_EQ(values.text("absent", "cycle"), "cycle");
  EXPECT_EQ(values.keys(), (std::vector<std::string>{"qpus", "uniform"}));
}

TEST(CoreOptions, BadValuesNameTheOptionAndWhatItTakes) {
  OptionValues values;
  values.add("qpus", "17");
  values.add("cores", "four");
  values.add("mhz", "-5");
  values.add("mode", "turbo");
  values.add("log2n", "8");
  values.add("log2n", "23");
  EXPECT_EQ(errorOf([&] { values.integer("qpus", 1, 16, 1); }), "--qpus 17 is outside 1..16");
  EXPECT_EQ(errorOf([&] { values.integer("cores", 1, 64, 8); }),
            "--cores four: 'four' is not a number");
  EXPECT_EQ(errorOf([&] { values.positive("mhz", 250); }), "--mhz -5: expected a positive number");
  constexpr std::string_view modes[] = {"functional", "cycle"};
  EXPECT_EQ(errorOf([&] { values.choice("mode", modes, "functional"); }),
            "--mode turbo: expected functional or cycle");
  EXPECT_EQ(errorOf([&] { values.integers("log2n", 8, 22); }), "--log2n 23 is outside 8..22");
}

// Every target's options have distinct keys, and none takes a name the run
// command itself has.
TEST(CoreOptions, EachTargetsOptionKeysAreDistinct) {
  for (const Target& target : targets()) {
    SCOPED_TRACE(target.id);
    std::vector<std::string_view> keys = {"target", "json", "I", "D", "W", "m", "help"};
    for (auto specs : {target.assemblerOptions, target.runOptions}) {
      for (const OptionSpec& spec : specs) {
        EXPECT_EQ(std::count(keys.begin(), keys.end(), optionKey(spec)), 0) << spec.names;
        keys.push_back(optionKey(spec));
      }
    }
  }
}

// A target's -m keys as rows: listed for --help, other keys and values refused
// with the list (gcn's rows written out here by hand).
TEST(CoreOptions, MachineOptionsAreListedAndCheckedFromTheirRows) {
  constexpr std::string_view kDialects[] = {"amd", "llvm"};
  const OptionSpec rows[] = {{"dialect", OptionArity::Single, {}, kDialects},
                             {"fix-hazards", OptionArity::Flag},
                             {"patch", OptionArity::Single, {}, {}, "FILE"},
                             {"lds", OptionArity::Single}};
  EXPECT_EQ(describeMachineOptions(rows), "dialect=amd|llvm, fix-hazards, patch=FILE, lds=VALUE");
  EXPECT_EQ(describeMachineOptions({}), "none");
  EXPECT_EQ(machineOptionsProblem(rows, {{"dialect", "llvm"}, {"fix-hazards", "1"}}, "target t"),
            "");
  EXPECT_EQ(machineOptionsProblem(rows, {{"dialect", "clrx"}}, "target t"),
            "-m dialect=clrx: target t takes amd, llvm for dialect");
  EXPECT_EQ(machineOptionsProblem(rows, {{"bogus", "1"}}, "target t"),
            "unknown option -m bogus for target t (it takes dialect=amd|llvm, fix-hazards, "
            "patch=FILE, lds=VALUE)");
  EXPECT_EQ(machineOptionsProblem({}, {{"x", "1"}}, "gpuasm dis -t p"),
            "unknown option -m x for gpuasm dis -t p (it takes none)");
}

// Every target's -m keys: each option that stands for a key names one of
// them, and --help lists them.
TEST(CoreOptions, EveryAssemblerOptionStandsForAMachineOptionRow) {
  for (const Target& target : targets()) {
    for (const OptionSpec& option : target.assemblerOptions) {
      const bool known =
          std::any_of(target.machineOptions.begin(), target.machineOptions.end(),
                      [&](const OptionSpec& row) { return optionKey(row) == optionKey(option); });
      EXPECT_TRUE(known) << target.id << ": " << option.names;
    }
  }
}

}  // namespace
}  // namespace gpuasm
