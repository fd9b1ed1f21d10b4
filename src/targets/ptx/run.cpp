// `gpuasm run -t ptx`: a PTX kernel launched through the host API
// (gpuasm/ptx/host.hpp) on the simulator or, with --device cuda, on the GPU;
// buffers, arguments and dumps as `run -t gcn` takes them.
#include "targets/ptx/run.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <cmath>
#include <cstring>
#include <map>
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
     "Kernel parameter PARAM=VALUE: a number, or BUFFER[+OFFSET] (its device address) for a "
     "64-bit parameter"},
    kDumpOption,
    {"--device", OptionArity::Single, "sim (the simulator, default) or cuda (an NVIDIA GPU)",
     kDevices},
    {"--model", OptionArity::Single,
     "Run on the SM timing model: a preset (gtx580, plan-a, plan-b, h100) or a FILE.toml; the "
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

struct NamedBuffer {
  Buffer buffer;
  uint64_t size = 0;
};

ArgumentValue argumentValue(const ParameterInfo& p, const std::string& text,
                            const std::map<std::string, NamedBuffer, std::less<>>& buffers) {
  const std::string spec = fmt::format("--arg {}={}", p.name, text);
  const auto sizeOf = [&](std::string_view name) -> std::optional<uint64_t> {
    auto it = buffers.find(name);
    return it == buffers.end() ? std::nullopt : std::optional(it->second.size);
  };
  if (const std::optional<BufferArgument> given = bufferArgument(spec, text, sizeOf))
    return ArgumentValue::ofBuffer(buffers.find(given->name)->second.buffer, given->offset);
  if (p.type == "f32" || p.type == "f64") {
    double d = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
    if (ec != std::errc() || end != text.data() + text.size())
      throw Usage{fmt::format("{}: '{}' is not a number", spec, text)};
    if (p.type == "f64") return ArgumentValue::of(std::bit_cast<uint64_t>(d));
    return ArgumentValue::of(std::bit_cast<uint32_t>(static_cast<float>(d)));
  }
  std::string error;
  std::optional<int64_t> n = parseInteger(text, error);
  if (!n) {
    throw Usage{fmt::format("{}: neither a number ({}) nor a buffer{}", spec, error,
                            buffers.empty() ? " (there are no --buffer ones)" : "")};
  }
  return ArgumentValue::of(static_cast<uint64_t>(*n));
}

}  // namespace

std::span<const OptionSpec> runOptions() {
  return kRunOptions;
}

CommandOutput run(const RunRequest& request) {
  const OptionValues& options = request.options;
  CommandOutput output;
  auto badInput = [&](std::string message) {
    output.exitCode = 1;
    output.out.clear();
    output.err += fmt::format("gpuasm run: {}\n", message);
    return output;
  };
  try {
    std::string error;
    std::optional<Program> program = Program::fromImage(request.image, error);
    if (!program) return badInput(error);
    const std::string kernelName = chosenKernel(options, program->kernelNames(), "module");
    std::optional<Kernel> kernel = Kernel::create(*program, kernelName, error);
    if (!kernel) throw Usage{fmt::format("--kernel {}: {}", kernelName, error)};

    LaunchSettings settings;
    settings.grid = sizes(options, "grid");
    settings.block = sizes(options, "block");
    settings.dynamicSharedBytes = static_cast<uint32_t>(options.integer("shared", 0, 1 << 20, 0));
    settings.threads = static_cast<uint32_t>(options.integer("threads", 1, 256, 0));
    settings.maxInstructions = static_cast<uint64_t>(options.integer(
        "max-instructions", 1, INT64_MAX, static_cast<int64_t>(settings.maxInstructions)));
    settings.maxHostSeconds = timeLimitSeconds(options);

    const std::string deviceName = options.text("device", "sim");
    const std::optional<DeviceKind> kind = deviceKindNamed(deviceName);
    if (!kind) throw Usage{fmt::format("--device {}: expected sim or cuda", deviceName)};
    std::unique_ptr<Device> device;
    if (options.has("model")) {
      if (*kind != DeviceKind::Simulator)
        throw Usage{"--model runs on the simulator: it does not go with --device cuda"};
      std::optional<SmConfig> config = findSmConfig(options.text("model"), error);
      if (!config) return badInput(fmt::format("--model {}: {}", options.text("model"), error));
      device = openModelDevice(*config);
    } else {
      device = openDevice(*kind, error);
      if (!device) return badInput(fmt::format("--device {}: {}", deviceName, error));
    }

    std::string fileError;
    const std::vector<BufferOption> given = bufferOptions(options, fileError);
    if (!fileError.empty()) return badInput(fileError);
    const std::vector<DumpOption> dumps = dumpOptions(options, given);
    std::map<std::string, NamedBuffer, std::less<>> buffers;
    for (const BufferOption& b : given)
      buffers[b.name] = {device->createBuffer(b.bytes.size(), b.bytes), b.bytes.size()};

    for (const std::string& spec : options.all("arg")) {
      const size_t eq = spec.find('=');
      if (eq == std::string::npos || eq == 0)
        throw Usage{fmt::format("--arg {}: expected PARAM=VALUE", spec)};
      const std::string name = spec.substr(0, eq);
      std::optional<size_t> index = kernel->parameterIndex(name);
      if (!index) {
        std::vector<std::string> known;
        for (const ParameterInfo& p : kernel->parameters()) known.push_back(p.name);
        throw Usage{fmt::format(
            "--arg {}: kernel '{}' has no parameter '{}' (it has: {})", spec, kernelName, name,
            known.empty() ? "none" : fmt::format("{}", fmt::join(known, ", ")))};
      }
      if (kernel->values()[*index])
        throw Usage{fmt::format("--arg {}: '{}' is given twice", spec, name)};
      ArgumentValue value =
          argumentValue(kernel->parameters()[*index], spec.substr(eq + 1), buffers);
      if (!kernel->setArgument(*index, value, error))
        throw Usage{fmt::format("--arg {}: {}", spec, error)};
    }
    for (size_t i = 0; i < kernel->parameters().size(); ++i) {
      const ParameterInfo& p = kernel->parameters()[i];
      if (!kernel->values()[i])
        throw Usage{fmt::format("kernel '{}' parameter '{}' (.{}) has no --arg {}=...", kernelName,
                                p.name, p.type, p.name)};
    }

    LaunchReport report;
    try {
      report = device->launch(*kernel, settings);
    } catch (const LaunchError& e) {
      if (e.badSettings) throw Usage{e.message};
      return badInput(e.message);
    }
    nlohmann::json json = request.json ? report.json() : nlohmann::json();
    if (!request.json) output.out = report.table();
    for (const DumpOption& dump : dumps) {
      const NamedBuffer& b = buffers[dump.buffer];
      std::vector<uint8_t> bytes(b.size);
      device->read(b.buffer, 0, bytes);
      const uint64_t address = device->address(b.buffer);
      if (!dump.file.empty()) {
        if (!writeFileReplacing(
                dump.file,
                std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), error))
          return badInput(fmt::format("cannot write '{}': {}", dump.file, error));
      } else if (request.json) {
        json["dumps"][dump.buffer] = {
            {"bytes", bytes.size()}, {"address", address}, {"words", wordsOf(bytes)}};
      } else {
        output.out += dumpWordsText(dump.buffer, bytes, address);
      }
    }
    if (request.json) output.out = json.dump(2) + "\n";
    if (report.fault) {
      output.exitCode = 1;
      output.err += fmt::format("gpuasm: kernel fault [{}]: {}\n", report.fault->kind,
                                report.fault->describe());
    }
  } catch (const Usage& usage) {
    output.exitCode = 2;
    output.out.clear();
    output.err = fmt::format("gpuasm run: {}\n", usage.message);
  } catch (const LaunchError& e) {
    return badInput(e.message);
  }
  return output;
}

}  // namespace gpuasm::ptx
