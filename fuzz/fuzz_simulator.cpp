// Random 32-bit words as a demolicious kernel, run in both execution models.
// Whatever the words, a run must end with a report (a fault at worst): no
// crash, no sanitizer report, no hang.
//
// Input layout: 8 header bytes, then little-endian instruction words.
//   [0] threads - 1 (low 6 bits: 1..64)      [1] cores - 1 (low 4 bits: 1..16)
//   [2] barrel height (low 3 bits, 0 = the machine's default)
//   [3] data memory size (low 2 bits: 2^20, 4096, 64 or 1 words)
//   [4..7] a seed for the 256 constants
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

#include "gpuasm/demolicious/host.hpp"

using namespace gpuasm::demolicious;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  constexpr size_t kHeader = 8;
  constexpr size_t kMaxWords = 576;  // instruction memory
  if (size < kHeader + 4) return 0;

  const uint32_t threads = (data[0] & 63u) + 1;
  MachineConfig config;
  config.cores = (data[1] & 15u) + 1;
  config.barrelHeight = data[2] & 7u;
  constexpr uint32_t kMemorySizes[] = {1u << 20, 4096, 64, 1};
  config.dataMemoryWords = kMemorySizes[data[3] & 3u];
  config.maxCycles = 2'000'000;
  uint32_t seed = uint32_t{data[4]} | uint32_t{data[5]} << 8 | uint32_t{data[6]} << 16 |
                  uint32_t{data[7]} << 24;

  std::vector<uint32_t> words;
  for (size_t at = kHeader; at + 4 <= size && words.size() < kMaxWords; at += 4) {
    words.push_back(uint32_t{data[at]} | uint32_t{data[at + 1]} << 8 |
                    uint32_t{data[at + 2]} << 16 | uint32_t{data[at + 3]} << 24);
  }

  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    config.mode = mode;
    Host host(config);
    Kernel kernel = host.load_kernel(words);
    for (uint32_t i = 0; i < 256; ++i) {
      seed = seed * 1664525u + 1013904223u;
      host.load_constant(static_cast<uint8_t>(i), static_cast<uint16_t>(seed >> 16));
    }
    RunReport report = host.run_kernel(kernel, threads);
    if (mode == Mode::Cycle && !report.fault && report.cycles > config.maxCycles) __builtin_trap();
    if (report.threadInstructions > uint64_t{threads} * kMaxWords) __builtin_trap();
    (void)report.table();
    (void)report.json().dump();
  }
  return 0;
}
