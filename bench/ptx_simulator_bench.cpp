// The ptx functional simulator on the 256-bit Montgomery kernel
// (kernels/ptx/montmul_256.ptx, shipped and embedded): 4096 threads in blocks
// of 256, each chaining `repeat` multiplications. Issue 16 asks for 5e8
// thread-instructions per second per host core: the counters give the rate
// (LaunchReport::threadInstructions over LaunchReport::seconds, the launch
// alone) on one host thread and on all of them.
#include <benchmark/benchmark.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "gpuasm/kernels.hpp"
#include "gpuasm/ptx/host.hpp"

namespace {

namespace ptx = gpuasm::ptx;

constexpr uint32_t kCount = 4096, kBlock = 256, kLimbs = 8;

// range(0): host threads (0: one per core); range(1): repeat.
void BM_PtxSimulatorMontmul256(benchmark::State& state) {
  std::string error;
  auto text = gpuasm::findEmbeddedKernel("ptx/montmul_256.ptx");
  std::optional<ptx::Program> program =
      text ? ptx::Program::fromText(std::string(*text), "montmul_256.ptx", error) : std::nullopt;
  std::optional<ptx::Kernel> kernel =
      program ? ptx::Kernel::create(*program, "montmul_256", error) : std::nullopt;
  std::unique_ptr<ptx::Device> device = ptx::openDevice(ptx::DeviceKind::Simulator, error);
  if (!kernel || !device) {
    state.SkipWithError(error.c_str());
    return;
  }
  // Operands below n = 2^256 - 189 (odd; -n^-1 mod 2^32 computed below):
  // random limbs with the top one cleared.
  std::mt19937 random(1);
  std::vector<uint32_t> a(kCount * kLimbs), b(kCount * kLimbs), n(kLimbs, 0xffffffff);
  for (uint32_t& w : a) w = random();
  for (uint32_t& w : b) w = random();
  for (uint32_t i = 0; i < kCount; ++i) a[i * kLimbs + 7] = b[i * kLimbs + 7] = 0x7fffffff;
  n[0] = 0xffffffff - 188;
  uint32_t inverse = n[0];
  for (int i = 0; i < 5; ++i) inverse *= 2 - n[0] * inverse;
  auto bytes = [](const std::vector<uint32_t>& words) {
    return std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(words.data()),
                                    words.size() * 4);
  };
  ptx::Buffer bufferA = device->createBuffer(a.size() * 4, bytes(a));
  ptx::Buffer bufferB = device->createBuffer(b.size() * 4, bytes(b));
  ptx::Buffer bufferN = device->createBuffer(n.size() * 4, bytes(n));
  ptx::Buffer bufferR = device->createBuffer(a.size() * 4);
  const std::pair<const char*, ptx::ArgumentValue> arguments[] = {
      {"montmul_256_a", ptx::ArgumentValue::ofBuffer(bufferA)},
      {"montmul_256_b", ptx::ArgumentValue::ofBuffer(bufferB)},
      {"montmul_256_n", ptx::ArgumentValue::ofBuffer(bufferN)},
      {"montmul_256_n0inv", ptx::ArgumentValue::of(uint32_t(0) - inverse)},
      {"montmul_256_r", ptx::ArgumentValue::ofBuffer(bufferR)},
      {"montmul_256_count", ptx::ArgumentValue::of(kCount)},
      {"montmul_256_repeat", ptx::ArgumentValue::of(static_cast<uint64_t>(state.range(1)))}};
  for (const auto& [name, value] : arguments) {
    if (!kernel->setArgument(name, value, error)) {
      state.SkipWithError(error.c_str());
      return;
    }
  }
  ptx::LaunchSettings settings;
  settings.grid = {kCount / kBlock, 1, 1};
  settings.block = {kBlock, 1, 1};
  settings.threads = static_cast<uint32_t>(state.range(0));
  uint64_t instructions = 0;
  double seconds = 0;
  uint32_t hostThreads = 0;
  for (auto _ : state) {
    ptx::LaunchReport report = device->launch(*kernel, settings);
    if (report.fault) {
      state.SkipWithError(report.fault->describe().c_str());
      return;
    }
    instructions += report.threadInstructions;
    seconds += report.seconds;
    hostThreads = report.hostThreads;
  }
  state.counters["thread_instructions_per_second"] =
      seconds > 0 ? static_cast<double>(instructions) / seconds : 0;
  state.counters["thread_instructions_per_second_per_host_thread"] =
      seconds > 0 && hostThreads ? static_cast<double>(instructions) / seconds / hostThreads : 0;
  state.counters["montmul_per_second"] =
      seconds > 0 ? static_cast<double>(kCount) * static_cast<double>(state.range(1)) *
                        static_cast<double>(state.iterations()) / seconds
                  : 0;
  state.counters["host_threads"] = hostThreads;
}
BENCHMARK(BM_PtxSimulatorMontmul256)
    ->Args({1, 16})
    ->Args({0, 16})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace
