// Command-line options and commands that a target adds to the gpuasm program,
// described as data. The library does not depend on a command-line parser: the
// program turns each OptionSpec into an option of its own parser and hands the
// values back as OptionValues, and a test or another front end can fill
// OptionValues directly.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gpuasm {

enum class OptionArity {
  Flag,      // --json: given or not
  Single,    // --qpus 4: one value; given twice, the last one counts
  Repeated,  // --uniform 1 --uniform 2: exactly one value each time, all kept in order
};

struct OptionSpec {
  // Names as the parser spells them, "--qpus" or "-n,--log2n"; the last name
  // without its dashes is the key the values are found under ("log2n").
  std::string_view names;
  OptionArity arity = OptionArity::Single;
  std::string_view help = {};
  std::span<const std::string_view> choices = {};  // not empty: the only values accepted
  std::string_view valueName = {};                 // what a value is, for help: "FILE", "N (1-256)"
};

// The key of an option: its last name without the leading dashes.
std::string_view optionKey(const OptionSpec& spec);

// A target's -m KEY=VALUE options (the assembler's, the disassembler's) are
// OptionSpec rows whose name is the key ("dialect"); a flag's value is "1".
// "dialect=llvm|amd, fix-hazards, patch=FILE" (or "none"), for --help and errors.
std::string describeMachineOptions(std::span<const OptionSpec> specs);
// Why `given` does not suit `specs`: an unknown key ("unknown option -m KEY for
// <what> (it takes ...)") or a value not among a row's choices ("-m
// dialect=x: <what> takes llvm, amd for dialect"); empty when it suits them.
// `what` names the taker: "target gcn", "gpuasm dis -t gcn".
std::string machineOptionsProblem(std::span<const OptionSpec> specs,
                                  const std::map<std::string, std::string>& given,
                                  std::string_view what);

// A bad option value, found by the target that owns the option. The program
// prints "gpuasm <command>: <message>" and exits with 2 (a usage error).
struct OptionError {
  std::string message;
};

class OptionValues {
 public:
  void add(std::string_view key, std::string value);  // a flag's value is "1"
  bool has(std::string_view key) const;
  // The last value given, or `fallback` when the option was not given.
  std::string text(std::string_view key, std::string_view fallback = {}) const;
  std::span<const std::string> all(std::string_view key) const;
  // An integer written as the assembler writes it (decimal, 0x, 0b, leading-0
  // octal: gpuasm/lexer.hpp) within [min, max]; OptionError otherwise, naming
  // the option and the range. `fallback` when not given.
  int64_t integer(std::string_view key, int64_t min, int64_t max, int64_t fallback) const;
  // Every value of a repeated option as such an integer, in the order given.
  std::vector<int64_t> integers(std::string_view key, int64_t min, int64_t max) const;
  // A positive number; OptionError otherwise.
  double positive(std::string_view key, double fallback) const;
  // One of `choices`; OptionError otherwise.
  std::string choice(std::string_view key, std::span<const std::string_view> choices,
                     std::string_view fallback) const;
  // Every key given, for "this option does not apply here" checks.
  std::vector<std::string> keys() const;

 private:
  std::map<std::string, std::vector<std::string>, std::less<>> values_;
};

// The host-time watchdog that every target's `run` offers, so that a runaway
// kernel, or a huge grid of short blocks, ends within seconds by default on
// any target (gpuasm/deadline.hpp).
inline constexpr double kDefaultTimeLimitSeconds = 10;
inline constexpr OptionSpec kTimeLimitOption{
    "--time-limit", OptionArity::Single,
    "Watchdog: stop the launch after this many seconds of host time, between blocks as well as "
    "inside them (default 10, at most 1000000; none: no limit)"};
// --time-limit's value: `fallback` when not given, 0 (no limit) for `none`;
// OptionError for anything but a positive number up to kMaxTimeLimitSeconds.
double timeLimitSeconds(const OptionValues& options, double fallback = kDefaultTimeLimitSeconds);

// The --buffer and --dump options of every target's run that has memory to
// give a kernel, read by bufferOptions and dumpOptions below.
inline constexpr OptionSpec kBufferOption{
    "--buffer", OptionArity::Repeated,
    "Allocate memory NAME=BYTES (zeroed) or NAME=@FILE (the file's bytes), up to 256 MiB"};
inline constexpr OptionSpec kDumpOption{
    "--dump", OptionArity::Repeated,
    "After the run print buffer NAME as 32-bit words (with --json: in the JSON, under "
    "\"dumps\"), or save it: NAME=FILE"};

// `--buffer NAME=BYTES` (zeroed) and `--buffer NAME=@FILE` (the file's bytes),
// as every target's run reads them, in the order given.
struct BufferOption {
  std::string name;
  std::vector<uint8_t> bytes;
};
inline constexpr uint64_t kMaxRunBufferBytes = uint64_t{256} << 20;
// OptionError for a bad spec, a taken name (`reservedNames` too: vc4's `qpu`)
// or a size outside 1 byte .. 256 MiB; a file that cannot be read sets
// `fileError` ("--buffer x=@f: 'f' ...": a bad input, exit 1) and returns nothing.
std::vector<BufferOption> bufferOptions(const OptionValues& options, std::string& fileError,
                                        std::span<const std::string_view> reservedNames = {});

// `--dump NAME` (print the buffer) and `--dump NAME=FILE` (save it); OptionError
// when NAME is not one of `buffers`.
struct DumpOption {
  std::string buffer;
  std::string file;  // empty: print
};
std::vector<DumpOption> dumpOptions(const OptionValues& options,
                                    std::span<const BufferOption> buffers);

// `--kernel NAME` (gcn, ptx): the name given, or the only one of `names` when
// none is; OptionError ("the module has 2 kernels: choose one with --kernel
// (a, b)") when there is no only one. `container` names what holds them.
std::string chosenKernel(const OptionValues& options, std::span<const std::string> names,
                         std::string_view container);

// `--arg PARAM=BUFFER[+OFFSET]` (gcn, ptx): the buffer's name and the byte
// offset when `text` names a buffer (`sizeOf` gives its bytes, or nothing
// for a name that is none); nothing when it names none. OptionError, naming
// `spec`, for an offset that is no number or is past the buffer's end.
struct BufferArgument {
  std::string name;
  uint64_t offset = 0;
};
std::optional<BufferArgument> bufferArgument(
    std::string_view spec, std::string_view text,
    const std::function<std::optional<uint64_t>(std::string_view)>& sizeOf);

// A printed dump: "NAME (N bytes at 0xADDRESS):" and eight 32-bit words a line.
std::string dumpWordsText(std::string_view name, std::span<const uint8_t> bytes, uint64_t address);
// The bytes as little-endian 32-bit words (a partial last word is left out).
std::vector<uint32_t> wordsOf(std::span<const uint8_t> bytes);

// A command a target adds to gpuasm beside asm, dis and run (vc4's `fft`,
// demolicious's `study`): `gpuasm <name> [-t <target>] [options]`. `-t` may
// be left out while only one target offers a command of that name.
struct TargetCommand {
  std::string_view name;
  std::string_view description;
  std::span<const OptionSpec> options;
  // Prints as it goes (a long command shows progress); returns the exit code:
  // 0 success, 1 bad input or kernel fault, 2 usage error. May throw OptionError.
  int (*run)(const OptionValues& options, std::ostream& out, std::ostream& err);
};

}  // namespace gpuasm
