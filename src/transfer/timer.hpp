// The wall clock real endpoints time their operations with.
#pragma once

#include <chrono>

namespace gpuasm::transfer {

class Stopwatch {
 public:
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace gpuasm::transfer
