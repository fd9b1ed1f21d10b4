// `gpuasm run -t gcn`: an AMD OpenCL binary (or source with kernel
// directives) launched on the simulated SI GPU through the host API
// (gpuasm/gcn/host.hpp), its arguments given by their names in the metadata.
#include "targets/gcn/run.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>
#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>

#include "gpuasm/gcn/host.hpp"
#include "gpuasm/lexer.hpp"
#include "gpuasm/output_file.hpp"

namespace gpuasm::gcn {
namespace {

constexpr OptionSpec kRunOptions[] = {
    {"--kernel", OptionArity::Single,
     "The kernel to launch, by name (default: the only one the binary has)"},
    {"--global", OptionArity::Single, "Global size N[,N[,N]] (work-items; default 1)"},
    {"--local", OptionArity::Single,
     "Local size N[,N[,N]] (default: the kernel's reqd_work_group_size, else a divisor of the "
     "global size up to 64)"},
    {"--offset", OptionArity::Single, "Global offset N[,N[,N]] (default 0)"},
    kBufferOption,
    {"--arg", OptionArity::Repeated,
     "Kernel argument PARAM=VALUE by its metadata name: a number (integer, float; vectors as "
     "N,N,..) for a value (of a type the metadata does not name, as a typedef: 1.0 a float of "
     "its size, else f32:N, i32:N, u32:N, f64:N ...), BUFFER[+OFFSET] for a global or constant "
     "pointer, the bytes of a __local pointer, a buffer's bytes for a struct"},
    kDumpOption,
    {"--threads", OptionArity::Single, "Host threads running work-groups (default: one per core)"},
    {"--max-instructions", OptionArity::Single, "Watchdog: instructions per wave (default 2^32)"},
    kTimeLimitOption,
};

using Usage = OptionError;

// N[,N[,N]] for --global, --local, --offset; how many were given.
uint32_t sizes(const OptionValues& options, std::string_view key, uint64_t min,
               std::array<uint64_t, 3>& out) {
  if (!options.has(key)) return 0;
  const std::string text = options.text(key);
  uint32_t count = 0;
  size_t at = 0;
  while (true) {
    size_t comma = text.find(',', at);
    std::string_view part = std::string_view(text).substr(at, comma - at);
    std::string error;
    std::optional<int64_t> n = parseInteger(part, error);
    if (count == 3 || !n || *n < static_cast<int64_t>(min) || *n > UINT32_MAX)
      throw Usage{fmt::format("--{} {}: expected 1 to 3 numbers N[,N[,N]], each {} .. 2^32-1", key,
                              text, min)};
    out[count++] = static_cast<uint64_t>(*n);
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  return count;
}

// The element type of a value whose metadata names a type gpuasm does not know (a typedef, as
// CLBlast's `real_arg`), from the number: `f32:1.0`, `i32:-1`, `u64:7` as written; else a
// number with a point or an exponent (1.0, 2e3) a float of the value's size; an integer is
// refused, as it could be either.
std::string untypedElement(std::string_view& text, const ArgumentInfo& a, uint32_t elementBytes,
                           const std::string& spec) {
  const std::string floatType = elementBytes == 8 ? "f64" : "f32";
  const std::string intType = elementBytes == 8 ? "i64" : "i32";
  if (const size_t colon = text.find(':'); colon != std::string_view::npos) {
    const std::string_view type = text.substr(0, colon);
    text.remove_prefix(colon + 1);
    if (type == floatType) return elementBytes == 8 ? "double" : "float";
    if (type == intType || (type.starts_with('u') && type.substr(1) == intType.substr(1)))
      return std::string(type);
    throw Usage{
        fmt::format("{}: '{}' ({}) takes {} bytes: write its number as {}:N, {}:N or "
                    "u{}:N",
                    spec, a.name, a.cType, elementBytes, floatType, intType, elementBytes * 8)};
  }
  const bool hex = text.starts_with("0x") || text.starts_with("0X") || text.starts_with("-0x") ||
                   text.starts_with("-0X");
  if (!hex && (text.find_first_of(".eE") != std::string_view::npos || text.ends_with("inf") ||
               text.ends_with("nan")))
    return elementBytes == 8 ? "double" : "float";
  throw Usage{
      fmt::format("{}: '{}' is a {}, a value of {} bytes whose type the metadata does not "
                  "name: write the number with its type, {}:{} or {}:{} (a number with a "
                  "point or an exponent, 1.0, is taken as {})",
                  spec, a.name, a.cType, elementBytes, floatType, text, intType, text, floatType)};
}

// One number of a value argument as the argument's element type lays it out.
void appendNumber(std::string_view text, const ArgumentInfo& a, uint32_t elementBytes,
                  std::vector<uint8_t>& out) {
  const std::string spec = fmt::format("--arg {}={}", a.name, text);
  uint64_t bits = 0;
  ArgumentInfo typed = a;
  if (a.type.empty()) typed.type = untypedElement(text, a, elementBytes, spec);
  if (typed.type == "float" || typed.type == "double") {
    std::string_view number = text;
    if (number.ends_with('f')) number.remove_suffix(1);
    double d = 0;
    auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), d);
    if (ec != std::errc() || end != number.data() + number.size())
      throw Usage{fmt::format("{}: '{}' is not a number", spec, text)};
    if (typed.type == "float") {
      const float f = static_cast<float>(d);
      if (std::isinf(f) && !std::isinf(d))
        throw Usage{fmt::format("{}: does not fit in a float", spec)};
      uint32_t b = 0;
      std::memcpy(&b, &f, 4);
      bits = b;
    } else {
      std::memcpy(&bits, &d, 8);
    }
  } else {
    // Signed and unsigned alike: -1 is all ones, as in C; a ulong takes up
    // to 2^64-1. What does not fit is named as written.
    std::string error;
    std::optional<int64_t> n = parseInteger(text, error);
    std::optional<uint64_t> wide;
    if (std::string ignored; !n && !text.starts_with('-') && !text.starts_with('+'))
      wide = parseIntegerLiteral(text, ignored);
    if (!n && !wide) throw Usage{fmt::format("{}: {}", spec, error)};
    const unsigned width = elementBytes * 8;
    const bool fits =
        width == 64 || (n && *n >= -(int64_t{1} << (width - 1)) && *n < (int64_t{1} << width));
    if (!fits)
      throw Usage{
          fmt::format("{}: {} does not fit in {} bits ({})", spec, text, width, typed.type)};
    bits = n ? static_cast<uint64_t>(*n) : *wide;
  }
  for (uint32_t i = 0; i < elementBytes; ++i) out.push_back(static_cast<uint8_t>(bits >> (8 * i)));
}

ArgumentValue argumentValue(const ArgumentInfo& a, const std::string& text,
                            const RunBuffers& buffers, std::span<const Buffer> deviceBuffers) {
  const std::string spec = fmt::format("--arg {}={}", a.name, text);
  if (a.kind == "pointer" && a.addressSpace == "local") {
    std::string error;
    std::optional<int64_t> n = parseInteger(text, error);
    if (!n || *n <= 0 || *n > 65536)
      throw Usage{fmt::format("{}: a __local pointer takes its size in bytes, 1 .. 65536", spec)};
    return ArgumentValue::local(static_cast<uint32_t>(*n));
  }
  if (a.kind == "pointer") {
    const auto sizeOf = [&](std::string_view name) -> std::optional<uint64_t> {
      auto it = buffers.find(name);
      return it == buffers.end() ? std::nullopt : std::optional(it->second.size);
    };
    const std::optional<BufferArgument> given = bufferArgument(spec, text, sizeOf);
    if (!given)
      throw Usage{fmt::format("{}: '{}' is a {} pointer: give a --buffer name[+OFFSET]", spec,
                              a.name, a.addressSpace)};
    return ArgumentValue::ofBuffer(deviceBuffers[buffers.find(given->name)->second.index],
                                   given->offset);
  }
  if (a.kind == "struct") {
    auto it = buffers.find(text);
    if (it == buffers.end() || it->second.initial.size() != a.bytes)
      throw Usage{
          fmt::format("{}: a struct of {} bytes: give a --buffer NAME=@FILE of exactly "
                      "its bytes",
                      spec, a.bytes)};
    return ArgumentValue::of(it->second.initial);
  }
  if (a.kind != "value")
    throw Usage{
        fmt::format("{}: '{}' is {} {}: the simulator models no images, samplers or "
                    "counters",
                    spec, a.name, a.kind == "image" ? "an" : "a", a.kind)};
  std::vector<uint8_t> bytes;
  const uint32_t lanes = std::max<uint32_t>(a.vectorSize, 1);
  const uint32_t elementBytes = a.bytes / (lanes == 3 ? 4 : lanes);
  uint32_t given = 0;
  for (size_t at = 0;; ++given) {
    const size_t comma = text.find(',', at);
    appendNumber(std::string_view(text).substr(at, comma - at), a, elementBytes, bytes);
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  if (given + 1 != lanes)
    throw Usage{fmt::format("{}: '{}' ({}) takes {} number{}, separated by commas", spec, a.name,
                            a.cType.empty() ? a.type : a.cType, lanes, lanes == 1 ? "" : "s")};
  return ArgumentValue::of(bytes);
}

class GcnRunSession final : public RunSession {
 public:
  explicit GcnRunSession(const RunRequest& request)
      : loaded_(loadKernel<Program, Kernel>(request.image, request.options, "binary")),
        kernel_(*loaded_.kernel) {
    const OptionValues& options = request.options;
    for (const ArgumentInfo& a : kernel_.arguments())
      parameters_.push_back({a.name, a.cType.empty() ? a.type : a.cType});

    const uint32_t dims = sizes(options, "global", 1, settings_.global);
    std::array<uint64_t, 3> local{0, 0, 0};
    const uint32_t localDims = sizes(options, "local", 1, local);
    const uint32_t offsetDims = sizes(options, "offset", 0, settings_.offset);
    settings_.dimensions = std::max({dims, localDims, offsetDims, 1u});
    for (uint32_t d = 0; d < 3; ++d) settings_.local[d] = static_cast<uint32_t>(local[d]);
    if (localDims && localDims != settings_.dimensions)
      throw Usage{
          fmt::format("--local gives {} sizes for {} dimensions", localDims, settings_.dimensions)};
    settings_.threads = static_cast<uint32_t>(options.integer("threads", 1, 256, 0));
    settings_.maxInstructions = static_cast<uint64_t>(options.integer(
        "max-instructions", 1, INT64_MAX, static_cast<int64_t>(settings_.maxInstructions)));
    settings_.maxHostSeconds = timeLimitSeconds(options);
  }

  std::string_view kernelName() const override { return loaded_.name; }
  std::span<const RunParameter> parameters() const override { return parameters_; }

  size_t createBuffer(std::span<const uint8_t> bytes) override {
    buffers_.push_back(device_.createBuffer(bytes.size(), bytes));
    return buffers_.size() - 1;
  }
  uint64_t bufferAddress(size_t index) const override { return device_.address(buffers_[index]); }
  std::vector<uint8_t> readBuffer(size_t index) override {
    const std::span<const uint8_t> bytes = device_.map(buffers_[index]);
    return {bytes.begin(), bytes.end()};
  }

  void bindArgument(size_t parameter, const std::string& value,
                    const RunBuffers& buffers) override {
    std::string error;
    if (!kernel_.setArgument(
            parameter, argumentValue(kernel_.arguments()[parameter], value, buffers, buffers_),
            error))
      throw Usage{fmt::format("--arg {}={}: {}", parameters_[parameter].name, value, error)};
  }

  RunResult launch() override {
    LaunchReport report;
    try {
      report = device_.enqueueNDRange(kernel_, settings_);
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
  Device device_;
  std::vector<Buffer> buffers_;
};

}  // namespace

std::span<const OptionSpec> runOptions() {
  return kRunOptions;
}

std::unique_ptr<RunSession> openRun(const RunRequest& request) {
  return std::make_unique<GcnRunSession>(request);
}

}  // namespace gpuasm::gcn
