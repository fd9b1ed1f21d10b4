// OptionValues: the values of a target's options, and the typed readings the
// targets share (integers in a range, positive numbers, one of a list).
#include "gpuasm/options.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <cmath>

#include "gpuasm/lexer.hpp"

namespace gpuasm {

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

double timeLimitSeconds(const OptionValues& options) {
  return options.positive(optionKey(kTimeLimitOption), kDefaultTimeLimitSeconds);
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

}  // namespace gpuasm
