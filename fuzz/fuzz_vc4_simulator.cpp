// Random 64-bit words as a vc4 program, run on 1..12 QPUs in both models
// through the Device API, with a data buffer the uniforms point into. Whatever
// the words, a run must end with a report (a fault at worst): no crash, no
// sanitizer report, no hang (the watchdog bounds every run).
//
// Input layout: 8 header bytes, then little-endian instruction words.
//   [0] QPUs - 1 (low 4 bits, 1..12)   [1] data buffer size (low 2 bits: 4 KiB, 64, 4 bytes, none)
//   [2..7] a seed for the 16 uniforms each QPU reads (some are the data address)
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <nlohmann/json.hpp>
#include <vector>

#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/memory.hpp"

using namespace gpuasm::vc4;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  constexpr size_t kHeader = 8;
  constexpr size_t kMaxWords = 512;
  constexpr uint32_t kUniforms = 16;
  if (size < kHeader + 8) return 0;
  const uint32_t qpus = (data[0] & 15u) % 12 + 1;
  constexpr uint32_t kDataSizes[] = {4096, 64, 4, 0};
  const uint32_t dataBytes = kDataSizes[data[1] & 3u];
  uint64_t seed = 0;
  std::memcpy(&seed, data + 2, 6);

  size_t words = std::min((size - kHeader) / 8, kMaxWords);
  for (Mode mode : {Mode::Functional, Mode::Cycle}) {
    MachineConfig config;
    config.mode = mode;
    config.maxInstructions = 200'000;
    Device device(config);
    Memory& memory = device.memory();
    uint32_t code = *memory.lock(memory.allocate(static_cast<uint32_t>(words * 8), 4096, 4));
    std::memcpy(memory.map(code, static_cast<uint32_t>(words * 8)), data + kHeader, words * 8);
    uint32_t buffer = 0;
    if (dataBytes) buffer = *memory.lock(memory.allocate(dataBytes, 4096, 4));
    uint32_t uniforms = *memory.lock(memory.allocate(qpus * kUniforms * 4, 4096, 4));
    std::vector<QpuStart> starts(qpus);
    uint64_t s = seed;
    for (uint32_t q = 0; q < qpus; ++q) {
      for (uint32_t u = 0; u < kUniforms; ++u) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        uint32_t value = (s >> 60) < 6 ? buffer + static_cast<uint32_t>((s >> 20) % (dataBytes + 1))
                                       : static_cast<uint32_t>(s >> 32);
        memory.write32(uniforms + (q * kUniforms + u) * 4, value);
      }
      // Half the runs know how many uniforms there are (reading past them
      // faults, as under `gpuasm run`), half read on through memory.
      std::optional<uint32_t> count;
      if (seed & 1) count = kUniforms;
      starts[q] = {uniforms + q * kUniforms * 4, code, count};
    }
    const RunReport& report = device.execute(starts);
    if (report.total().instructions > config.maxInstructions + qpus) __builtin_trap();
    (void)report.table();
    (void)report.json().dump();
  }
  return 0;
}
