// The host-time watchdog of a launch, one type that every target's launch
// loop consults: made from a time limit in seconds when the launch starts, it
// says when the launch has run past the limit and words the report. A loop
// looks between blocks (work-groups, batches of threads, QPU programs) as well
// as inside them, so that a huge grid of short blocks stops as surely as one
// block that loops.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

namespace gpuasm {

// The longest time limit a launch takes, in seconds (about 11.6 days): the
// clock counts nanoseconds in 64 bits, so a limit near 9.2e9 s would wrap
// around into the past. `--time-limit` refuses more; none means no limit.
inline constexpr double kMaxTimeLimitSeconds = 1e6;

class Deadline {
 public:
  // No limit: passed() is always false.
  Deadline() = default;
  // `seconds` from now; 0 (or below, or not a number) is no limit, more than
  // kMaxTimeLimitSeconds counts as kMaxTimeLimitSeconds.
  explicit Deadline(double seconds);

  bool none() const { return seconds_ == 0; }
  double limitSeconds() const { return seconds_; }
  // Reads the host's clock: true once the limit is behind us. Safe to call
  // from every host thread of a launch.
  bool passed() const { return !none() && std::chrono::steady_clock::now() > end_; }
  double elapsedSeconds() const;

  // The watchdog's message, the same on every target: "stopped after 3.02 s:
  // time limit (--time-limit 3); 1,234 of 2,147,483,647 blocks ran". `unit`
  // is singular ("block", "work-group", "QPU program"); an "s" is added for
  // a total other than 1.
  std::string stoppedMessage(uint64_t done, uint64_t total, std::string_view unit) const;

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point end_ = std::chrono::steady_clock::time_point::max();
  double seconds_ = 0;
};

// 2147483647 -> "2,147,483,647", for counts that people read.
std::string groupedDigits(uint64_t value);

}  // namespace gpuasm
