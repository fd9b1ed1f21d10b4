// The vc4 simulator on GPU_FFT's shaders (Broadcom's, read from
// ../shared/corpora/hello_fft; skipped without it): QPU instructions per second
// of host time in the functional model (goal: 1e8 per host core) and in the
// cycle model, run side by side on the same transforms, plus the large
// transforms (2^17 .. 2^22) the tests leave out.
//
//   build/release/bench/gpuasm-bench --benchmark_filter='^BM_Vc4(Functional|Cycle)'
//       --benchmark_repetitions=3 --benchmark_min_time=1
#include <benchmark/benchmark.h>

#include <optional>
#include <string>

#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/gpu_fft.hpp"
#include "gpuasm/vc4/mailbox.h"

namespace {

using namespace gpuasm::vc4;

// hello_fft's hex/ shaders, read once; nullptr without the corpus.
const gpu_fft::ShaderSet* corpusShaders() {
  static const std::optional<gpu_fft::ShaderSet> shaders = [] {
    std::string error;
    return gpu_fft::ShaderSet::load(GPUASM_SOURCE_DIR "/../shared/corpora/hello_fft",
                                    gpu_fft::ShaderOrigin::Hex, error);
  }();
  return shaders ? &*shaders : nullptr;
}

void runGpuFft(benchmark::State& state, Mode mode, Engine engine = Engine::Best) {
  const gpu_fft::ShaderSet* shaders = corpusShaders();
  if (!shaders) {
    state.SkipWithError("no GPU_FFT shaders: ../shared/corpora/hello_fft is absent");
    return;
  }
  Device& device = mailboxDevice();
  MachineConfig config = device.config();
  config.mode = mode;
  config.engine = engine;
  device.configure(config);
  int mb = mbox_open();
  std::optional<gpu_fft::Fft> fft;
  auto log2N = static_cast<int>(state.range(0));
  if (gpu_fft::prepare(mb, *shaders, log2N, gpu_fft::Direction::Forward, 1, fft) != gpu_fft::Status::Ok) {
    state.SkipWithError("gpu_fft prepare failed");
    return;
  }
  auto signal = gpu_fft::randomSignal(1 << log2N, 1);
  uint64_t instructions = 0;
  for (auto _ : state) {
    state.PauseTiming();
    std::copy(signal.begin(), signal.end(), fft->in().begin());
    state.ResumeTiming();
    if (fft->execute() != 0) {
      state.SkipWithError("execute_qpu failed");
      break;
    }
    instructions += device.lastReport().total().instructions;
  }
  state.counters["qpu_instructions_per_s"] =
      benchmark::Counter(static_cast<double>(instructions), benchmark::Counter::kIsRate);
  if (mode == Mode::Cycle) state.counters["predicted_ms"] = device.lastReport().seconds() * 1e3;
  fft->release();
  mbox_close(mb);
}

void BM_Vc4FunctionalGpuFft(benchmark::State& state) {
  runGpuFft(state, Mode::Functional);
}
BENCHMARK(BM_Vc4FunctionalGpuFft)->Arg(8)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond);

// The fast path's portable build (what a host without AVX-512 runs) and the
// interpreter alone, for comparison.
void BM_Vc4FunctionalPortableGpuFft(benchmark::State& state) {
  runGpuFft(state, Mode::Functional, Engine::Portable);
}
BENCHMARK(BM_Vc4FunctionalPortableGpuFft)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond);

void BM_Vc4FunctionalInterpreterGpuFft(benchmark::State& state) {
  runGpuFft(state, Mode::Functional, Engine::Interpreter);
}
BENCHMARK(BM_Vc4FunctionalInterpreterGpuFft)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond);

void BM_Vc4CycleGpuFft(benchmark::State& state) {
  runGpuFft(state, Mode::Cycle);
}
BENCHMARK(BM_Vc4CycleGpuFft)->Arg(8)->Arg(12)->Arg(16)->Unit(benchmark::kMillisecond);

// The sizes too large for the tests, checked against FFTW once each.
void BM_Vc4GpuFftLarge(benchmark::State& state) {
  const gpu_fft::ShaderSet* shaders = corpusShaders();
  if (!shaders) {
    state.SkipWithError("no GPU_FFT shaders: ../shared/corpora/hello_fft is absent");
    return;
  }
  Device& device = mailboxDevice();
  MachineConfig config = device.config();
  config.mode = Mode::Functional;
  config.engine = Engine::Best;
  device.configure(config);
  int mb = mbox_open();
  gpu_fft::CheckOptions options;
  options.log2N = static_cast<int>(state.range(0));
  options.direction = gpu_fft::Direction::Forward;
  double tonePpm = 0, randomPpm = 0;
  for (auto _ : state) {
    gpu_fft::CheckResult result = gpu_fft::check(mb, *shaders, options);
    if (!result.ok() || result.jobs.empty()) {
      state.SkipWithError("GPU_FFT failed");
      break;
    }
    tonePpm = result.jobs[0].tonePpm;
    randomPpm = result.jobs[0].randomPpm;
  }
  state.counters["tone_ppm"] = tonePpm;  // hello_fft's measure, what gpu_fft.txt publishes
  state.counters["random_ppm"] = randomPpm;
  if (auto published = gpu_fft::publishedFor(options.log2N)) state.counters["published_ppm"] = published->ppmRms;
  mbox_close(mb);
}
BENCHMARK(BM_Vc4GpuFftLarge)->DenseRange(17, 22)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
