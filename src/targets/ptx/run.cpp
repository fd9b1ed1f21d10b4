// `gpuasm run -t ptx`: a PTX kernel launched through the host API
// (gpuasm/ptx/host.hpp) on the simulator or, with --device cuda, on the GPU;
// buffers, arguments and dumps as `run -t gcn` takes them.
#include "targets/ptx/run.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>

#include "gpuasm/lexer.hpp"
#include "gpuasm/output_file.hpp"
#include "gpuasm/ptx/host.hpp"

namespace gpuasm::ptx {
namespace {

constexpr std::string_view kDevices[] = {"sim", "cuda"};
constexpr OptionSpec kRunOptions[] = {
    {"--kernel", OptionArity::Single,
     "The kernel (.entry) to launch (default: the only one the module has)"},
    {"--grid", OptionArity::Single, "Blocks X[,Y[,Z]] (default 1)"},
    {"--block", OptionArity::Single, "Threads a block X[,Y[,Z]] (default 1; at most 1024 in all)"},
    {"--shared", OptionArity::Single, "Bytes of dynamic shared memory (an .extern .shared array)"},
    kBufferOption,
    {"--arg", OptionArity::Repeated,
     "Kernel parameter PARAM=VALUE: a number, hex:BYTES (a struct's bytes in memory order), or "
     "BUFFER[+OFFSET] (its device address) for a "
     "64-bit parameter"},
    kDumpOption,
    {"--device", OptionArity::Single, "sim (the simulator, default) or cuda (an NVIDIA GPU)",
     kDevices},
    {"--model", OptionArity::Single,
     "Run on the SM timing model: a preset (gtx580, plan-a, plan-b, h100, h200, a100, rtx4090, "
     "v100) or a FILE.toml; the "
     "report adds cycles, stalls and unit use"},
    {"--threads", OptionArity::Single,
     "Simulator: host threads running blocks (default: one per core)"},
    {"--max-instructions", OptionArity::Single,
     "Simulator watchdog: instructions a warp may run (default 2^32)"},
    kTimeLimitOption,
};

using Usage = OptionError;

// X[,Y[,Z]] for --grid and --block.
std::array<uint32_t, 3> sizes(const OptionValues& options, std::string_view key) {
  std::array<uint32_t, 3> out{1, 1, 1};
  if (!options.has(key)) return out;
  const std::string text = options.text(key);
  size_t at = 0;
  for (uint32_t count = 0;; ++count) {
    const size_t comma = text.find(',', at);
    std::string error;
    std::optional<int64_t> n = parseInteger(std::string_view(text).substr(at, comma - at), error);
    if (count == 3 || !n || *n < 1 || *n > UINT32_MAX)
      throw Usage{
          fmt::format("--{} {}: expected 1 to 3 numbers X[,Y[,Z]], each 1 .. 2^32-1", key, text)};
    out[count] = static_cast<uint32_t>(*n);
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  return out;
}

ArgumentValue argumentValue(const ParameterInfo& p, const std::string& text,
                            const RunBuffers& buffers, std::span<const Buffer> deviceBuffers) {
  const std::string spec = fmt::format("--arg {}={}", p.name, text);
  const auto sizeOf = [&](std::string_view name) -> std::optional<uint64_t> {
    auto it = buffers.find(name);
    return it == buffers.end() ? std::nullopt : std::optional(it->second.size);
  };
  if (text.starts_with("hex:")) {
    // A parameter's bytes as the kernel reads them (a struct passed by value).
    const std::string_view digits = std::string_view(text).substr(4);
    std::vector<uint8_t> bytes;
    bool good = digits.size() == 2 * size_t{p.bytes};
    for (size_t i = 0; good && i < digits.size(); i += 2) {
      uint8_t byte = 0;
      auto [end, ec] = std::from_chars(digits.data() + i, digits.data() + i + 2, byte, 16);
      good = ec == std::errc() && end == digits.data() + i + 2;
      bytes.push_back(byte);
    }
    if (!good)
      throw Usage{
          fmt::format("{}: parameter '{}' is {} bytes: hex: takes {} hex digits, the "
                      "bytes in memory order",
                      spec, p.name, p.bytes, 2 * size_t{p.bytes})};
    return ArgumentValue::ofBytes(std::move(bytes));
  }
  if (const std::optional<BufferArgument> given = bufferArgument(spec, text, sizeOf))
    return ArgumentValue::ofBuffer(deviceBuffers[buffers.find(given->name)->second.index],
                                   given->offset);
  if (p.type == "f32" || p.type == "f64") {
    double d = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
    if (ec != std::errc() || end != text.data() + text.size())
      throw Usage{fmt::format("{}: '{}' is not a number", spec, text)};
    if (p.type == "f64") return ArgumentValue::of(std::bit_cast<uint64_t>(d));
    return ArgumentValue::of(std::bit_cast<uint32_t>(static_cast<float>(d)));
  }
  // Signed or unsigned up to 2^64-1 (a .u64's all ones written as
  // 18446744073709551615). A number written negative fits when it is at least
  // -2^(w-1) (-1 for a .u32 is 0xffffffff, as C's casts have it), one written
  // without a sign when it is below 2^w; what does not fit is named as written.
  std::string error;
  std::optional<uint64_t> bits;
  const bool negative = text.starts_with('-');
  if (std::optional<int64_t> n = parseInteger(text, error))
    bits = static_cast<uint64_t>(*n);
  else if (std::string ignored; !negative && !text.starts_with('+'))
    bits = parseIntegerLiteral(text, ignored);
  if (!bits) {
    throw Usage{fmt::format("{}: neither a number ({}) nor a buffer{}", spec, error,
                            buffers.empty() ? " (there are no --buffer ones)" : "")};
  }
  const uint32_t width = std::min<uint32_t>(64, p.bytes * 8);
  const bool fits =
      width >= 64 ||
      (negative ? (*bits >> (width - 1)) == (~uint64_t{0} >> (width - 1)) : (*bits >> width) == 0);
  if (p.bytes <= 8 && !fits)
    throw Usage{
        fmt::format("{}: {} does not fit parameter '{}' (.{})", spec, text, p.name, p.type)};
  return ArgumentValue::of(*bits);
}

class PtxRunSession final : public RunSession {
 public:
  explicit PtxRunSession(const RunRequest& request)
      : loaded_(loadKernel<Program, Kernel>(request.image, request.options, "module")),
        kernel_(*loaded_.kernel) {
    const OptionValues& options = request.options;
    std::string error;
    for (const ParameterInfo& p : kernel_.parameters())
      parameters_.push_back({p.name, fmt::format(".{}", p.type)});

    settings_.grid = sizes(options, "grid");
    settings_.block = sizes(options, "block");
    settings_.dynamicSharedBytes = static_cast<uint32_t>(options.integer("shared", 0, 1 << 20, 0));
    settings_.threads = static_cast<uint32_t>(options.integer("threads", 1, 256, 0));
    settings_.maxInstructions = static_cast<uint64_t>(options.integer(
        "max-instructions", 1, INT64_MAX, static_cast<int64_t>(settings_.maxInstructions)));
    settings_.maxHostSeconds = timeLimitSeconds(options);

    const std::string deviceName = options.text("device", "sim");
    const std::optional<DeviceKind> kind = deviceKindNamed(deviceName);
    if (!kind) throw Usage{fmt::format("--device {}: expected sim or cuda", deviceName)};
    if (options.has("model")) {
      if (*kind != DeviceKind::Simulator)
        throw Usage{"--model runs on the simulator: it does not go with --device cuda"};
      std::optional<SmConfig> config = findSmConfig(options.text("model"), error);
      // A model that does not load is a usage error, as transfer's model:FILE.toml is.
      if (!config) throw Usage{fmt::format("--model {}: {}", options.text("model"), error)};
      device_ = openModelDevice(*config);
    } else {
      device_ = openDevice(*kind, error);
      if (!device_) throw RunInputError{fmt::format("--device {}: {}", deviceName, error)};
    }
  }

  std::string_view kernelName() const override { return loaded_.name; }
  std::span<const RunParameter> parameters() const override { return parameters_; }

  // A device's memory calls throw LaunchError where the driver fails (CUDA).
  size_t createBuffer(std::span<const uint8_t> bytes) override {
    try {
      buffers_.push_back(device_->createBuffer(bytes.size(), bytes));
      sizes_.push_back(bytes.size());
    } catch (const LaunchError& e) {
      throw RunInputError{e.message};
    }
    return buffers_.size() - 1;
  }
  uint64_t bufferAddress(size_t index) const override { return device_->address(buffers_[index]); }
  std::vector<uint8_t> readBuffer(size_t index) override {
    std::vector<uint8_t> bytes(sizes_[index]);
    try {
      device_->read(buffers_[index], 0, bytes);
    } catch (const LaunchError& e) {
      throw RunInputError{e.message};
    }
    return bytes;
  }

  void bindArgument(size_t parameter, const std::string& value,
                    const RunBuffers& buffers) override {
    std::string error;
    if (!kernel_.setArgument(
            parameter, argumentValue(kernel_.parameters()[parameter], value, buffers, buffers_),
            error))
      throw Usage{fmt::format("--arg {}={}: {}", parameters_[parameter].name, value, error)};
  }

  RunResult launch() override {
    LaunchReport report;
    try {
      report = device_->launch(kernel_, settings_);
    } catch (const LaunchError& e) {
      if (e.badSettings) throw Usage{e.message};
      throw RunInputError{e.message};
    }
    return runResultOf(report);
  }

 private:
  LoadedKernel<Program, Kernel> loaded_;
  Kernel& kernel_;
  std::vector<RunParameter> parameters_;
  LaunchSettings settings_;
  std::unique_ptr<Device> device_;
  std::vector<Buffer> buffers_;
  std::vector<uint64_t> sizes_;  // of each buffer, in bytes
};

}  // namespace

std::span<const OptionSpec> runOptions() {
  return kRunOptions;
}

std::unique_ptr<RunSession> openRun(const RunRequest& request) {
  return std::make_unique<PtxRunSession>(request);
}

}  // namespace gpuasm::ptx
