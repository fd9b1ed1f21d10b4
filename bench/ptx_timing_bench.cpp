// The SM timing model's speed (issue 17 asks for 5e7 thread-instructions per
// second per host core on the microbenchmarks): a chain of dependent 32-bit
// integer multiplies, 1024 threads in one block (the seed's figure 4.1 at its
// right end), on the shipped presets gtx580 and h100. Beside it, the same
// launch on the functional simulator alone: what the timing costs.
#include <benchmark/benchmark.h>

#include <string>

#include "gpuasm/ptx/host.hpp"
#include "gpuasm/ptx/sm_model.hpp"

namespace {

namespace ptx = gpuasm::ptx;

std::string multiplyChain() {
  std::string body;
  for (int i = 0; i < 100; ++i) body += "  mul.lo.u32 %v, %v, %w;\n";
  return ".version 8.0\n.target sm_90\n.address_size 64\n"
         ".visible .entry chain(.param .u64 out, .param .u32 n)\n{\n"
         "  .reg .pred %p;\n  .reg .b32 %i, %n, %t, %v, %w;\n  .reg .b64 %rd<4>;\n"
         "  mov.u32 %t, %tid.x;\n  mov.u32 %v, %t;\n  mov.u32 %w, 3;\n"
         "  ld.param.u32 %n, [n];\n  mov.u32 %i, 0;\nLOOP:\n" +
         body +
         "  add.u32 %i, %i, 1;\n  setp.lt.u32 %p, %i, %n;\n  @%p bra LOOP;\n"
         "  ld.param.u64 %rd1, [out];\n  mul.wide.u32 %rd2, %t, 4;\n  add.s64 %rd3, %rd1, %rd2;\n"
         "  st.global.u32 [%rd3], %v;\n  ret;\n}\n";
}

// A model preset's name, or "" for the functional simulator alone.
void runChain(benchmark::State& state, const std::string& model) {
  std::string error;
  std::unique_ptr<ptx::Device> device;
  if (model.empty()) {
    device = ptx::openDevice(ptx::DeviceKind::Simulator, error);
  } else if (std::optional<ptx::SmConfig> config = ptx::findSmConfig(model, error)) {
    device = ptx::openModelDevice(*config);
  }
  auto program = ptx::Program::fromText(multiplyChain(), "chain.ptx", error);
  auto kernel = program ? ptx::Kernel::create(*program, "chain", error) : std::nullopt;
  if (!device || !kernel) {
    state.SkipWithError(error.c_str());
    return;
  }
  ptx::Buffer out = device->createBuffer(4096);
  kernel->setArgument("out", ptx::ArgumentValue::ofBuffer(out), error);
  kernel->setArgument("n", ptx::ArgumentValue::of(20), error);
  ptx::LaunchSettings settings;
  settings.block = {1024, 1, 1};
  settings.threads = 1;
  uint64_t threadInstructions = 0, cycles = 0;
  for (auto _ : state) {
    ptx::LaunchReport report = device->launch(*kernel, settings);
    threadInstructions += report.threadInstructions;
    if (report.timing) cycles = report.timing->cycles;
  }
  state.counters["thread_instructions_per_second"] =
      benchmark::Counter(static_cast<double>(threadInstructions), benchmark::Counter::kIsRate);
  state.counters["model_cycles"] = static_cast<double>(cycles);
}

void BM_PtxTimingIntegerChainGtx580(benchmark::State& state) {
  runChain(state, "gtx580");
}
void BM_PtxTimingIntegerChainH100(benchmark::State& state) {
  runChain(state, "h100");
}
void BM_PtxTimingIntegerChainFunctionalOnly(benchmark::State& state) {
  runChain(state, "");
}
BENCHMARK(BM_PtxTimingIntegerChainGtx580)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PtxTimingIntegerChainH100)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PtxTimingIntegerChainFunctionalOnly)->Unit(benchmark::kMillisecond);

}  // namespace
