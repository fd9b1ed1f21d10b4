// Deadline (gpuasm/deadline.hpp): the host-time watchdog every target's launch consults.
#include "gpuasm/deadline.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace gpuasm {

Deadline::Deadline(double seconds) {
  if (!(seconds > 0)) return;  // NaN too
  seconds_ = std::min(seconds, kMaxTimeLimitSeconds);
  end_ = start_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                      std::chrono::duration<double>(seconds_));
}

double Deadline::elapsedSeconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

std::string Deadline::stoppedMessage(uint64_t done, uint64_t total, std::string_view unit) const {
  return fmt::format("stopped after {:.2f} s: time limit (--time-limit {}); {} of {} {}{} ran",
                     elapsedSeconds(), seconds_, groupedDigits(done), groupedDigits(total), unit,
                     total == 1 ? "" : "s");
}

std::string groupedDigits(uint64_t value) {
  std::string digits = std::to_string(value);
  for (size_t at = digits.size(); at > 3;) {
    at -= 3;
    digits.insert(at, 1, ',');
  }
  return digits;
}

}  // namespace gpuasm
