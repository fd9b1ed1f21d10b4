// Random text as an SM model configuration (TOML, src/targets/ptx/machine/sm_config.cpp);
// what loads runs a small kernel (integer and float multiplies, a shared-memory
// store, bar.sync, a shared and a global load, a carry pair, a divergent
// branch) on the timing model (src/targets/ptx/machine/timing.cpp) with a low
// watchdog. The answer is a config or
// a one-line error, then a report (cycles, or a fault with a message): never
// a crash or a hang, whatever the lanes, latencies and wiring say. The bounds
// of issue 28 hold for what loads (names of at most 64 bytes, printable and
// well-formed UTF-8; a clock of 1 MHz to 100 GHz, so that the report's
// seconds are finite), and every message as the terminal shows it
// (TerminalText) has no control byte and no line over 1,024 bytes.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "gpuasm/diagnostics.hpp"
#include "gpuasm/ptx/host.hpp"
#include "gpuasm/ptx/sm_model.hpp"
#include "shown_check.hpp"

namespace {

constexpr std::string_view kKernel = R"(.version 8.0
.target sm_90
.address_size 64
.visible .entry k(.param .u64 out)
{
  .reg .pred %p;
  .reg .b32 %r<6>;
  .reg .f32 %f<2>;
  .reg .b64 %rd<4>;
  .shared .align 4 .b32 s[64];
  mov.u32 %r0, %tid.x;
  mul.lo.u32 %r1, %r0, %r0;
  mov.b32 %f0, %r0;
  mul.rn.f32 %f1, %f0, %f0;
  shl.b32 %r2, %r0, 2;
  mov.u32 %r3, s;
  add.u32 %r3, %r3, %r2;
  st.shared.u32 [%r3], %r1;
  bar.sync 0;
  ld.shared.u32 %r4, [%r3];
  setp.lt.u32 %p, %r0, 20;
  @%p bra SKIP;
  add.u32 %r4, %r4, 1;
SKIP:
  ld.param.u64 %rd1, [out];
  mul.wide.u32 %rd2, %r0, 4;
  add.s64 %rd3, %rd1, %rd2;
  ld.global.u32 %r5, [%rd3];
  mad.lo.cc.u32 %r5, %r5, %r0, %r1;
  madc.hi.u32 %r4, %r5, %r0, %r4;
  st.global.u32 [%rd3], %r4;
  ret;
}
)";

bool shownAsWritten(std::string_view name) {
  return !name.empty() && name.size() <= 64 && gpuasm::escapeControlCharacters(name) == name;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace gpuasm::ptx;
  std::string error;
  std::optional<SmConfig> config =
      loadSmConfig(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.toml", error);
  if (!config) {
    if (error.empty() || error.find('\n') != std::string::npos) {
      std::fprintf(stderr, "no config and no one-line message: '%s'\n", error.c_str());
      std::abort();
    }
    fuzz::checkShown(error);
    return 0;
  }
  bool namesShown = shownAsWritten(config->name);
  for (const UnitGroup& unit : config->units) namesShown = namesShown && shownAsWritten(unit.name);
  if (!namesShown || !(config->clockGhz >= 0.001 && config->clockGhz <= 100)) {
    std::fprintf(stderr, "a config past the bounds loads\n");
    std::abort();
  }
  static const std::optional<Program> program =
      Program::fromText(std::string(kKernel), "k.ptx", error);
  if (!program) std::abort();
  std::unique_ptr<Device> device = openModelDevice(*config);
  std::optional<Kernel> kernel = Kernel::create(*program, "k", error);
  const Buffer out = device->createBuffer(64 * 4);
  kernel->setArgument("out", ArgumentValue::ofBuffer(out), error);
  LaunchSettings settings;
  settings.grid = {3, 1, 1};
  settings.block = {64, 1, 1};
  settings.maxInstructions = 4096;
  settings.maxHostSeconds = 5;
  try {
    LaunchReport report = device->launch(*kernel, settings);
    if (report.fault && report.fault->message.empty()) std::abort();
    if (!report.fault && (!report.timing || report.timing->cycles == 0)) std::abort();
    if (report.timing && !std::isfinite(report.timing->seconds())) std::abort();
    if (report.fault) fuzz::checkShown(report.fault->message);
  } catch (const LaunchError& e) {
    if (e.message.empty()) std::abort();
    fuzz::checkShown(e.message);
  }
  return 0;
}
