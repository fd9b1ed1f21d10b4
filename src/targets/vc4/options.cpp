// The vc4 target's command-line options and commands, as data, and `fft`
// (`aes` is qpu_aes/aes_command.cpp).
#include "targets/vc4/options.hpp"

#include <fmt/format.h>
#include <fmt/ostream.h>

#include <nlohmann/json.hpp>
#include <ostream>

#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/gpu_fft.hpp"
#include "gpuasm/vc4/mailbox.h"

namespace gpuasm::vc4 {
namespace {

constexpr std::string_view kModes[] = {"functional", "cycle"};
constexpr std::string_view kShaderOrigins[] = {"auto", "qasm", "hex"};

constexpr std::string_view kDialects[] = {"vc4asm", "broadcom", "thesis"};
constexpr std::string_view kOnOff[] = {"on", "off"};

// The assembler's -m keys; --dialect stands for one.
constexpr OptionSpec kMachineOptions[] = {
    {"dialect", OptionArity::Single, {}, kDialects},
    {"restrictions", OptionArity::Single, {}, kOnOff},
};

constexpr OptionSpec kAssemblerOptions[] = {
    {"--dialect", OptionArity::Single,
     "Source dialect: vc4asm, broadcom (vc4asm syntax, Broadcom's encoding choices) or thesis; -m "
     "dialect= (default by extension; .tqasm: thesis)",
     kDialects},
};

constexpr OptionSpec kRunOptions[] = {
    {"--qpus", OptionArity::Single, "Programs to start, one per QPU (1-16, default 1)"},
    {"--uniform", OptionArity::Repeated,
     "Next uniform of every QPU: integer, float (1.5f), BUFFER[+OFFSET] (its bus address), "
     "qpu (the QPU's number) or qpus (their count)"},
    kBufferOption,
    kDumpOption,
    {"--png", OptionArity::Repeated,
     "After the run save buffer NAME as an image: NAME=FILE:WIDTHxHEIGHT (32-bit RGBA words)"},
    {"--max-instructions", OptionArity::Single, "Watchdog: QPU instructions over all QPUs"},
    kTimeLimitOption,
    {"--mhz", OptionArity::Single, "Clock in MHz (default 250, a Pi 1)"},
    {"--mode", OptionArity::Single, "functional or cycle (default functional)", kModes},
};

constexpr OptionSpec kFftOptions[] = {
    {"--hello-fft", OptionArity::Single,
     "Your hello_fft folder (holding qasm/ and/or hex/): GPU_FFT's shaders are Broadcom's and "
     "gpuasm does not ship them"},
    {"--shaders", OptionArity::Single,
     "auto (qasm/ when it assembles, else hex/), qasm (assemble qasm/gpu_fft_*.qasm) or hex "
     "(read hex/shader_*.hex)",
     kShaderOrigins},
    {"-n,--log2n", OptionArity::Repeated,
     "log2 of the transform length, 8..22 (one per -n; default 8 to 12)"},
    {"--jobs", OptionArity::Single, "Transforms per batch (1-4096, default 1)"},
    {"--forward", OptionArity::Flag, "Forward transforms (default: inverse, as hello_fft)"},
    {"--mode", OptionArity::Single, "functional or cycle (default: cycle, for timings)", kModes},
    {"--seed", OptionArity::Single, "Seed of the pseudo-random input (default 1)"},
    {"--json", OptionArity::Flag, "Print JSON"},
};

constexpr OptionSpec kAesOptions[] = {
    {"input", OptionArity::Single,
     "File to encrypt or decrypt, - for standard input (the default)"},
    {"--mode", OptionArity::Single, "ecb, cbc or ctr (required)", kCipherModes},
    {"--key", OptionArity::Single,
     "The key in hex: 32, 48 or 64 digits for AES-128, -192 or -256 (openssl enc's -K)"},
    {"--iv", OptionArity::Single,
     "The IV (cbc) or initial counter block (ctr) in hex, 32 digits (openssl enc's -iv); ecb "
     "takes none"},
    {"-d,--decrypt", OptionArity::Flag, "Decrypt (default: encrypt)"},
    {"--padding", OptionArity::Single,
     "pkcs7 (the default for ecb and cbc, as openssl enc pads) or none (openssl enc -nopad: the "
     "input must be whole 16-byte blocks); ctr is never padded",
     kPaddings},
    {"--qpus", OptionArity::Single, "QPUs to run on, 1-12 (default 12)"},
    {"-o,--output", OptionArity::Single,
     "Output file, written only on success (default: standard output)"},
    {"--bench", OptionArity::Flag,
     "Instead: the thesis's benchmark side by side (AES-128/256 ECB, 192 B to 1 MB): the QPU "
     "kernels on the 250 MHz cycle model, OpenSSL with and without AES-NI and our CPU "
     "implementations on this host, the thesis's published figures"},
    {"--plot", OptionArity::Single, "With --bench: also write the figures as an SVG bar chart"},
};

constexpr TargetCommand kCommands[] = {
    {"fft",
     "Run GPU_FFT (your hello_fft folder's shaders) on the vc4 simulator through the mailbox API, "
     "checked against FFTW",
     kFftOptions, &fftCommand},
    {"aes",
     "Encrypt or decrypt a file with AES (ecb, cbc, ctr) on the simulated Pi's QPUs through the "
     "QPU AES library, byte for byte as openssl enc",
     kAesOptions, &aesCommand},
};

}  // namespace

CommandLineTables commandLine() {
  return {kMachineOptions, kAssemblerOptions, kRunOptions, kCommands};
}

int fftCommand(const OptionValues& options, std::ostream& out, std::ostream& err) {
  std::vector<int64_t> sizes = options.integers("log2n", gpu_fft::kMinLog2N, gpu_fft::kMaxLog2N);
  if (sizes.empty()) sizes = {8, 9, 10, 11, 12};
  const int jobs = static_cast<int>(options.integer("jobs", 1, 4096, 1));
  const uint64_t seed = static_cast<uint64_t>(options.integer("seed", 0, INT64_MAX, 1));
  const bool json = options.has("json");
  const std::string mode = options.choice("mode", kModes, "cycle");
  const std::string origin = options.choice("shaders", kShaderOrigins, "auto");
  if (!options.has("hello-fft")) {
    throw OptionError{
        "GPU_FFT's shaders are Broadcom's and gpuasm does not ship them: give your hello_fft "
        "folder with --hello-fft DIR (raspberrypi/userland, "
        "host_applications/linux/apps/hello_pi/hello_fft)"};
  }
  std::string error;
  std::optional<gpu_fft::ShaderSet> shaders =
      gpu_fft::ShaderSet::load(options.text("hello-fft"),
                               origin == "qasm"  ? gpu_fft::ShaderOrigin::Qasm
                               : origin == "hex" ? gpu_fft::ShaderOrigin::Hex
                                                 : gpu_fft::ShaderOrigin::Auto,
                               error);
  if (!shaders) {
    err << fmt::format("gpuasm fft: {}\n", error);
    return 1;
  }
  for (const std::string& note : shaders->notes()) err << fmt::format("gpuasm fft: {}\n", note);

  Device& device = mailboxDevice();
  MachineConfig config = device.config();
  config.mode = mode == "cycle" ? Mode::Cycle : Mode::Functional;
  device.configure(config);
  int mb = mbox_open();
  nlohmann::json all = nlohmann::json::array();
  bool failed = false;
  for (int64_t log2N : sizes) {
    gpu_fft::CheckOptions check;
    check.log2N = static_cast<int>(log2N);
    check.jobs = jobs;
    check.seed = seed;
    check.direction =
        options.has("forward") ? gpu_fft::Direction::Forward : gpu_fft::Direction::Inverse;
    gpu_fft::CheckResult result = gpu_fft::check(mb, *shaders, check);
    const RunReport& report = device.lastReport();
    failed |= !result.ok();
    if (json) {
      nlohmann::json j = result.json();
      if (result.ok()) j["run"] = report.json();
      all.push_back(std::move(j));
      continue;
    }
    out << result.table();
    if (!result.ok()) continue;
    if (config.mode == Mode::Cycle) {
      double ms = report.seconds() * 1e3 / jobs;
      out << fmt::format("simulated Pi 1: {} cycles, {:.4f} ms per transform at {} MHz",
                         report.cycles, ms, report.clockMHz);
      // gpu_fft.txt times batches of 1 and of 10.
      std::optional<double> published;
      if (result.published && jobs == 1) published = result.published->pi1MsBatch1;
      if (result.published && jobs == 10) published = result.published->pi1MsBatch10;
      if (published)
        out << fmt::format(" ({:.2f}x gpu_fft.txt's {} ms for a batch of {})", ms / *published,
                           *published, jobs);
      out << "\n";
    }
    out << fmt::format("{} QPU instructions in {:.3f} s of host time\n\n",
                       report.total().instructions, report.hostSeconds);
    out.flush();
  }
  mbox_close(mb);
  if (json) out << all.dump(2) << "\n";
  return failed ? 1 : 0;
}

}  // namespace gpuasm::vc4
