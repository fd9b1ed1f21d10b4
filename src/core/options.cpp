// OptionValues: the values of a target's options, and the typed readings the
// targets share (integers in a range, positive numbers, one of a list), and
// the --buffer and --dump options every target's run reads.
#include "gpuasm/options.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

#include "gpuasm/deadline.hpp"
#include "gpuasm/input_file.hpp"
#include "gpuasm/lexer.hpp"

namespace gpuasm {

std::string describeMachineOptions(std::span<const OptionSpec> specs) {
  std::string text;
  for (const OptionSpec& spec : specs) {
    if (!text.empty()) text += ", ";
    text += optionKey(spec);
    if (!spec.choices.empty())
      text += fmt::format("={}", fmt::join(spec.choices, "|"));
    else if (spec.arity != OptionArity::Flag)
      text += fmt::format("={}", spec.valueName.empty() ? "VALUE" : spec.valueName);
  }
  return text.empty() ? "none" : text;
}

std::string machineOptionsProblem(std::span<const OptionSpec> specs,
                                  const std::map<std::string, std::string>& given,
                                  std::string_view what) {
  for (const auto& option : given) {
    const std::string& key = option.first;
    const std::string& value = option.second;
    const auto spec = std::find_if(specs.begin(), specs.end(),
                                   [&](const OptionSpec& s) { return optionKey(s) == key; });
    if (spec == specs.end())
      return fmt::format("unknown option -m {} for {} (it takes {})", key, what,
                         describeMachineOptions(specs));
    if (!spec->choices.empty() &&
        std::find(spec->choices.begin(), spec->choices.end(), value) == spec->choices.end())
      return fmt::format("-m {}={}: {} takes {} for {}", key, value, what,
                         fmt::join(spec->choices, ", "), key);
  }
  return {};
}

std::string_view optionKey(const OptionSpec& spec) {
  std::string_view key = spec.names.substr(spec.names.rfind(',') + 1);
  while (key.starts_with('-')) key.remove_prefix(1);
  return key;
}

void OptionValues::add(std::string_view key, std::string value) {
  auto it = values_.find(key);
  if (it == values_.end()) it = values_.emplace(std::string(key), std::vector<std::string>{}).first;
  it->second.push_back(std::move(value));
}

bool OptionValues::has(std::string_view key) const {
  return values_.find(key) != values_.end();
}

std::string OptionValues::text(std::string_view key, std::string_view fallback) const {
  auto it = values_.find(key);
  return it == values_.end() ? std::string(fallback) : it->second.back();
}

std::span<const std::string> OptionValues::all(std::string_view key) const {
  auto it = values_.find(key);
  if (it == values_.end()) return {};
  return it->second;
}

namespace {

// An integer in the assembler's syntax (gpuasm/lexer.hpp) within [min, max]
// as the value of --key.
int64_t integerOption(std::string_view key, const std::string& value, int64_t min, int64_t max) {
  std::string error;
  std::optional<int64_t> number = parseInteger(value, error);
  if (!number) throw OptionError{fmt::format("--{} {}: {}", key, value, error)};
  if (*number < min || *number > max)
    throw OptionError{fmt::format("--{} {} is outside {}..{}", key, value, min, max)};
  return *number;
}

}  // namespace

int64_t OptionValues::integer(std::string_view key, int64_t min, int64_t max,
                              int64_t fallback) const {
  if (!has(key)) return fallback;
  return integerOption(key, text(key), min, max);
}

std::vector<int64_t> OptionValues::integers(std::string_view key, int64_t min, int64_t max) const {
  std::vector<int64_t> numbers;
  for (const std::string& value : all(key)) numbers.push_back(integerOption(key, value, min, max));
  return numbers;
}

double OptionValues::positive(std::string_view key, double fallback) const {
  if (!has(key)) return fallback;
  const std::string value = text(key);
  double number = 0;
  auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), number);
  if (ec != std::errc() || end != value.data() + value.size() || !(number > 0) ||
      !std::isfinite(number)) {
    throw OptionError{fmt::format("--{} {}: expected a positive number", key, value)};
  }
  return number;
}

double timeLimitSeconds(const OptionValues& options, double fallback) {
  const std::string_view key = optionKey(kTimeLimitOption);
  if (options.text(key) == "none") return 0;
  const double seconds = options.positive(key, fallback);
  // Nanoseconds from now past about 9.2e9 s no longer fit the clock's 64 bits.
  if (seconds > kMaxTimeLimitSeconds)
    throw OptionError{fmt::format(
        "--{} {}: at most {} seconds (about 11 days); --{} none runs without a limit", key,
        options.text(key), groupedDigits(static_cast<uint64_t>(kMaxTimeLimitSeconds)), key)};
  return seconds;
}

std::string OptionValues::choice(std::string_view key, std::span<const std::string_view> choices,
                                 std::string_view fallback) const {
  std::string value = text(key, fallback);
  if (std::find(choices.begin(), choices.end(), value) != choices.end()) return value;
  throw OptionError{fmt::format("--{} {}: expected {}", key, value, fmt::join(choices, " or "))};
}

std::vector<std::string> OptionValues::keys() const {
  std::vector<std::string> keys;
  for (const auto& [key, values] : values_) keys.push_back(key);
  return keys;
}

std::vector<BufferOption> bufferOptions(const OptionValues& options, std::string& fileError,
                                        std::span<const std::string_view> reservedNames) {
  std::vector<BufferOption> buffers;
  for (const std::string& spec : options.all("buffer")) {
    auto eq = spec.find('=');
    if (eq == std::string::npos || eq == 0)
      throw OptionError{fmt::format("--buffer {}: expected NAME=BYTES or NAME=@FILE", spec)};
    BufferOption buffer{spec.substr(0, eq), {}};
    const std::string value = spec.substr(eq + 1);
    bool taken =
        std::find(reservedNames.begin(), reservedNames.end(), buffer.name) != reservedNames.end();
    for (const BufferOption& b : buffers) taken = taken || b.name == buffer.name;
    if (taken)
      throw OptionError{fmt::format("--buffer {}: the name '{}' is taken", spec, buffer.name)};
    if (value.starts_with('@')) {
      InputText file = readInputFile(value.substr(1), {.maxBytes = kMaxRunBufferBytes});
      if (!file.ok()) {
        fileError = fmt::format("--buffer {}: {}", spec, file.message);
        return {};
      }
      buffer.bytes.assign(file.text.begin(), file.text.end());
    } else {
      std::string error;
      std::optional<int64_t> size = parseInteger(value, error);
      if (!size) throw OptionError{fmt::format("--buffer {}: {}", spec, error)};
      if (*size <= 0 || static_cast<uint64_t>(*size) > kMaxRunBufferBytes)
        throw OptionError{fmt::format("--buffer {}: BYTES must be 1 .. 256 MiB", spec)};
      buffer.bytes.assign(static_cast<size_t>(*size), 0);
    }
    buffers.push_back(std::move(buffer));
  }
  return buffers;
}

std::vector<DumpOption> dumpOptions(const OptionValues& options,
                                    std::span<const BufferOption> buffers) {
  std::vector<DumpOption> dumps;
  for (const std::string& spec : options.all("dump")) {
    auto eq = spec.find('=');
    DumpOption dump{spec.substr(0, eq), eq == std::string::npos ? "" : spec.substr(eq + 1)};
    if (std::none_of(buffers.begin(), buffers.end(),
                     [&](const BufferOption& b) { return b.name == dump.buffer; }))
      throw OptionError{fmt::format("--dump {}: no --buffer named '{}'", spec, dump.buffer)};
    if (eq != std::string::npos && dump.file.empty())
      throw OptionError{fmt::format("--dump {}: expected NAME or NAME=FILE", spec)};
    dumps.push_back(std::move(dump));
  }
  return dumps;
}

std::string chosenKernel(const OptionValues& options, std::span<const std::string> names,
                         std::string_view container) {
  std::string name = options.text("kernel");
  if (!name.empty()) return name;
  if (names.size() != 1)
    throw OptionError{
        fmt::format("the {} has {} kernels: choose one with --kernel{}", container, names.size(),
                    names.empty() ? "" : fmt::format(" ({})", fmt::join(names, ", ")))};
  return names.front();
}

std::optional<BufferArgument> bufferArgument(
    std::string_view spec, std::string_view text,
    const std::function<std::optional<uint64_t>(std::string_view)>& sizeOf) {
  const size_t plus = text.find('+');
  BufferArgument argument{std::string(text.substr(0, plus)), 0};
  const std::optional<uint64_t> size = sizeOf(argument.name);
  if (!size) return std::nullopt;
  if (plus != std::string_view::npos) {
    std::string error;
    std::optional<int64_t> offset = parseInteger(text.substr(plus + 1), error);
    if (!offset) throw OptionError{fmt::format("{}: the offset: {}", spec, error)};
    if (*offset < 0 || static_cast<uint64_t>(*offset) > *size)
      throw OptionError{fmt::format("{}: the offset is outside buffer '{}' (0..{} bytes)", spec,
                                    argument.name, *size)};
    argument.offset = static_cast<uint64_t>(*offset);
  }
  return argument;
}

std::vector<uint32_t> wordsOf(std::span<const uint8_t> bytes) {
  std::vector<uint32_t> words(bytes.size() / 4);
  if (!words.empty()) std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

std::string dumpWordsText(std::string_view name, std::span<const uint8_t> bytes, uint64_t address) {
  std::string text = fmt::format("{} ({} bytes at 0x{:08x}):\n", name, bytes.size(), address);
  const std::vector<uint32_t> words = wordsOf(bytes);
  for (size_t i = 0; i < words.size(); ++i) {
    const size_t at = i * 4;
    text += fmt::format("{}{:08x}", at % 32 ? " " : fmt::format("  {:06x}: ", at), words[i]);
    if (at % 32 == 28 || i + 1 == words.size()) text += "\n";
  }
  return text;
}

}  // namespace gpuasm
