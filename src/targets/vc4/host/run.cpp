// `gpuasm run -t vc4`: load a kernel, give each QPU its uniforms and the
// buffers it names, run it on the Device and report.
#include "targets/vc4/host/run.hpp"

#include <fmt/format.h>

#include <array>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>

#include "core/png_writer.hpp"
#include "gpuasm/lexer.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/memory.hpp"

namespace gpuasm::vc4 {
namespace {

constexpr uint32_t kMaxQpus = 16;
constexpr uint32_t kPageBytes = 4096;
constexpr uint32_t kDirectFlags = 0x4;  // MEM_FLAG_DIRECT: the uncached alias, as GPU_FFT uses
constexpr uint32_t kZeroFlag = 0x10;    // MEM_FLAG_ZERO: --buffer NAME=BYTES promises zeros

struct Buffer {
  uint32_t handle = 0, bus = 0, size = 0;
};

using Usage = OptionError;

Buffer allocate(Memory& memory, uint32_t size) {
  Buffer b;
  b.size = size;
  b.handle = memory.allocate(std::max(size, 4u), kPageBytes, kDirectFlags | kZeroFlag);
  if (!b.handle) throw Usage{fmt::format("cannot allocate {} bytes", size)};
  b.bus = memory.lock(b.handle).value_or(0);
  return b;
}

void fill(Memory& memory, const Buffer& b, const void* bytes, size_t size) {
  if (size) std::memcpy(memory.map(b.bus, static_cast<uint32_t>(size)), bytes, size);
}

// One --uniform for QPU `qpu` of `qpus`: numbers as the assembler writes them.
uint32_t uniformValue(const std::string& text, const std::map<std::string, Buffer>& buffers,
                      uint32_t qpu, uint32_t qpus) {
  if (text == "qpu") return qpu;
  if (text == "qpus") return qpus;
  std::string error;
  if (std::optional<int64_t> v = parseInteger(text, error)) {
    if (*v < INT32_MIN || *v > UINT32_MAX)
      throw Usage{fmt::format("--uniform {}: does not fit in 32 bits", text)};
    return static_cast<uint32_t>(*v);
  }
  // A float has a point, an exponent or an f: 09 is a bad octal number, not 9.0.
  std::string_view number = text;
  if (number.ends_with('f')) number.remove_suffix(1);
  bool floatSyntax = number.size() < text.size() || number.find_first_of(".eE") != number.npos;
  float f = 0;
  auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), f);
  if (floatSyntax && !number.empty() && end == number.data() + number.size()) {
    if (ec == std::errc::result_out_of_range)
      throw Usage{fmt::format("--uniform {}: does not fit in a 32-bit float", text)};
    if (ec == std::errc()) {
      uint32_t bits = 0;
      std::memcpy(&bits, &f, 4);
      return bits;
    }
  }
  auto plus = text.find('+');
  auto it = buffers.find(text.substr(0, plus));
  if (it != buffers.end()) {
    int64_t offset = 0;
    if (plus != std::string::npos) {
      std::optional<int64_t> o = parseInteger(std::string_view(text).substr(plus + 1), error);
      if (!o) throw Usage{fmt::format("--uniform {}: the offset: {}", text, error)};
      if (*o < 0 || *o > it->second.size)
        throw Usage{fmt::format("--uniform {}: the offset is outside buffer '{}' (0..{} bytes)",
                                text, it->first, it->second.size)};
      offset = *o;
    }
    return it->second.bus + static_cast<uint32_t>(offset);
  }
  if (!text.empty() && (std::isdigit(static_cast<unsigned char>(text[0])) || text[0] == '-'))
    throw Usage{fmt::format("--uniform {}: {}", text, error)};
  throw Usage{fmt::format(
      "--uniform {}: not an integer, a float (1.5f), a --buffer name, 'qpu' or 'qpus'", text)};
}

// --png NAME=FILE:WIDTHxHEIGHT
struct PngDump {
  std::string buffer, path;
  uint32_t width = 0, height = 0;
  uint32_t bus = 0;  // the buffer's
};

PngDump parsePng(const std::string& spec) {
  auto eq = spec.find('='), colon = spec.rfind(':');
  unsigned w = 0, h = 0;
  char x = 0, extra = 0;
  if (eq == std::string::npos || colon == std::string::npos || colon < eq + 2 ||
      std::sscanf(spec.c_str() + colon + 1, "%u%c%u%c", &w, &x, &h, &extra) != 3 || x != 'x' ||
      w == 0 || h == 0 || w > 8192 || h > 8192) {
    throw Usage{fmt::format("--png {}: expected NAME=FILE:WIDTHxHEIGHT", spec)};
  }
  return {spec.substr(0, eq), spec.substr(eq + 1, colon - eq - 1), w, h};
}

// A QPU program takes uniforms (--uniform), which may name buffers by their
// bus addresses; every QPU runs the same program with its own uniforms.
class Vc4RunSession final : public RunSession {
 public:
  explicit Vc4RunSession(const RunRequest& request)
      : options_(request.options), image_(request.image), device_(machineConfig(options_)) {
    qpus_ = static_cast<uint32_t>(options_.integer("qpus", 1, kMaxQpus, 1));
  }

  std::span<const std::string_view> reservedBufferNames() const override { return kReserved; }

  size_t createBuffer(std::span<const uint8_t> bytes) override {
    Memory& memory = device_.memory();
    buffers_.push_back(allocate(memory, static_cast<uint32_t>(bytes.size())));
    fill(memory, buffers_.back(), bytes.data(), bytes.size());
    return buffers_.size() - 1;
  }
  uint64_t bufferAddress(size_t index) const override { return buffers_[index].bus; }
  std::vector<uint8_t> readBuffer(size_t index) override {
    const Buffer& b = buffers_[index];
    const uint8_t* bytes = device_.memory().map(b.bus, b.size);
    return {bytes, bytes + b.size};
  }
  void bindArgument(size_t, const std::string&, const RunBuffers&) override {}

  // The program and each QPU's uniforms in memory; --png checked against its buffer.
  void prepare(const RunBuffers& given) override {
    Memory& memory = device_.memory();
    std::map<std::string, Buffer> buffers;
    for (const auto& [name, buffer] : given) buffers[name] = buffers_[buffer.index];
    std::string code = writeImage(image_, OutputFormat::Binary);
    Buffer program = allocate(memory, static_cast<uint32_t>(code.size()));
    fill(memory, program, code.data(), code.size());
    starts_.resize(qpus_);
    uint32_t perQpu = static_cast<uint32_t>(options_.all("uniform").size()) * 4;
    Buffer uniforms = allocate(memory, std::max(perQpu * qpus_, 4u));
    for (uint32_t q = 0; q < qpus_; ++q) {
      std::vector<uint32_t> values;
      for (const std::string& u : options_.all("uniform"))
        values.push_back(uniformValue(u, buffers, q, qpus_));
      Buffer slot{uniforms.handle, uniforms.bus + q * perQpu, perQpu};
      fill(memory, slot, values.data(), values.size() * 4);
      starts_[q] = {slot.bus, program.bus, static_cast<uint32_t>(values.size())};
    }
    for (const std::string& spec : options_.all("png")) {
      PngDump image = parsePng(spec);
      auto it = buffers.find(image.buffer);
      if (it == buffers.end())
        throw Usage{fmt::format("--png {}: no --buffer named '{}'", spec, image.buffer)};
      if (uint64_t{image.width} * image.height * 4 > it->second.size)
        throw Usage{fmt::format("--png {}: a {}x{} image needs {} bytes; the buffer has {}", spec,
                                image.width, image.height, uint64_t{image.width} * image.height * 4,
                                it->second.size)};
      image.bus = it->second.bus;
      images_.push_back(std::move(image));
    }
  }

  RunResult launch() override {
    const RunReport& report = device_.execute(starts_);
    RunResult result;
    result.table = report.table();
    result.json = report.json();
    if (report.fault) {
      result.faultKind = report.fault->kind;
      result.faultMessage = report.fault->message;
    } else if (report.hazardCount) {
      // As on every target: the hardware would not do what was simulated.
      result.hazards = fmt::format(
          "{} run-time hazard{}: on the hardware the kernel would not behave as simulated "
          "(first: QPU {} at 0x{:08x}, {}: {})",
          report.hazardCount, report.hazardCount == 1 ? "" : "s", report.hazards.front().qpu,
          report.hazards.front().address, report.hazards.front().instruction,
          report.hazards.front().message);
    }
    return result;
  }

  void writeFiles(const RunBuffers&, std::vector<std::string>& errors) override {
    for (const PngDump& image : images_) {
      // Pixels are 32-bit words 0xAABBGGRR (bytes R, G, B, A in memory); alpha is left out.
      const uint8_t* pixels = device_.memory().map(image.bus, image.width * image.height * 4);
      std::string error;
      bool ok = writeRgbPng(
          image.path, image.width, image.height,
          [&](uint32_t y, uint8_t* rgb) {
            const uint8_t* word = pixels + size_t{y} * image.width * 4;
            for (uint32_t x = 0; x < image.width; ++x, word += 4) std::memcpy(rgb + x * 3, word, 3);
          },
          error);
      if (!ok) errors.push_back(fmt::format("cannot write '{}': {}", image.path, error));
    }
  }

 private:
  static constexpr std::string_view kReserved[] = {"qpu", "qpus"};

  static MachineConfig machineConfig(const OptionValues& options) {
    MachineConfig config;
    config.qpus =
        std::max<uint32_t>(12u, static_cast<uint32_t>(options.integer("qpus", 1, kMaxQpus, 1)));
    config.maxInstructions = static_cast<uint64_t>(options.integer(
        "max-instructions", 1, INT64_MAX, static_cast<int64_t>(config.maxInstructions)));
    config.maxHostSeconds = timeLimitSeconds(options);
    config.clockMHz = options.positive("mhz", config.clockMHz);
    if (options.choice("mode", std::array<std::string_view, 2>{"functional", "cycle"},
                       "functional") == "cycle")
      config.mode = Mode::Cycle;
    return config;
  }

  OptionValues options_;
  Image image_;
  Device device_;
  uint32_t qpus_ = 1;
  std::vector<Buffer> buffers_;
  std::vector<QpuStart> starts_;
  std::vector<PngDump> images_;
};

}  // namespace

std::unique_ptr<RunSession> openRun(const RunRequest& request) {
  return std::make_unique<Vc4RunSession>(request);
}

}  // namespace gpuasm::vc4
