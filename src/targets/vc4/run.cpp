// `gpuasm run -t vc4`: load a kernel, give each QPU its uniforms and the
// buffers it names, run it on the Device and report.
#include "targets/vc4/run.hpp"

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
#include "gpuasm/output_file.hpp"
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

}  // namespace

CommandOutput run(const RunRequest& request) {
  const OptionValues& options = request.options;
  CommandOutput output;
  MachineConfig config;
  try {
    uint32_t qpus = static_cast<uint32_t>(options.integer("qpus", 1, kMaxQpus, 1));
    config.qpus = std::max(12u, qpus);
    config.maxInstructions = static_cast<uint64_t>(options.integer(
        "max-instructions", 1, INT64_MAX, static_cast<int64_t>(config.maxInstructions)));
    config.maxHostSeconds = timeLimitSeconds(options);
    config.clockMHz = options.positive("mhz", config.clockMHz);
    if (options.choice("mode", std::array<std::string_view, 2>{"functional", "cycle"},
                       "functional") == "cycle")
      config.mode = Mode::Cycle;
    Device device(config);
    Memory& memory = device.memory();
    std::string fileError;
    constexpr std::string_view kReserved[] = {"qpu", "qpus"};
    const std::vector<BufferOption> given = bufferOptions(options, fileError, kReserved);
    if (!fileError.empty()) {
      output.exitCode = 1;
      output.err = fmt::format("gpuasm run: {}\n", fileError);
      return output;
    }
    std::map<std::string, Buffer> buffers;
    for (const BufferOption& b : given) {
      buffers[b.name] = allocate(memory, static_cast<uint32_t>(b.bytes.size()));
      fill(memory, buffers[b.name], b.bytes.data(), b.bytes.size());
    }
    std::string code = writeImage(request.image, OutputFormat::Binary);
    Buffer program = allocate(memory, static_cast<uint32_t>(code.size()));
    fill(memory, program, code.data(), code.size());
    std::vector<QpuStart> starts(qpus);
    uint32_t perQpu = static_cast<uint32_t>(options.all("uniform").size()) * 4;
    Buffer uniforms = allocate(memory, std::max(perQpu * qpus, 4u));
    for (uint32_t q = 0; q < qpus; ++q) {
      std::vector<uint32_t> values;
      for (const std::string& u : options.all("uniform"))
        values.push_back(uniformValue(u, buffers, q, qpus));
      Buffer slot{uniforms.handle, uniforms.bus + q * perQpu, perQpu};
      fill(memory, slot, values.data(), values.size() * 4);
      starts[q] = {slot.bus, program.bus, static_cast<uint32_t>(values.size())};
    }
    std::vector<PngDump> images;
    for (const std::string& spec : options.all("png")) {
      PngDump image = parsePng(spec);
      auto it = buffers.find(image.buffer);
      if (it == buffers.end())
        throw Usage{fmt::format("--png {}: no --buffer named '{}'", spec, image.buffer)};
      if (uint64_t{image.width} * image.height * 4 > it->second.size)
        throw Usage{fmt::format("--png {}: a {}x{} image needs {} bytes; the buffer has {}", spec,
                                image.width, image.height, uint64_t{image.width} * image.height * 4,
                                it->second.size)};
      images.push_back(std::move(image));
    }
    const std::vector<DumpOption> dumps = dumpOptions(options, given);

    const RunReport& report = device.execute(starts);
    // With --json, stdout is one JSON document: printed dumps go inside it.
    nlohmann::json json = request.json ? report.json() : nlohmann::json();
    if (!request.json) output.out = report.table();
    for (const DumpOption& dump : dumps) {
      if (!dump.file.empty()) continue;
      const Buffer& b = buffers[dump.buffer];
      std::span<const uint8_t> bytes(memory.map(b.bus, b.size), b.size);
      if (request.json)
        json["dumps"][dump.buffer] = {
            {"bytes", b.size}, {"bus_address", b.bus}, {"words", wordsOf(bytes)}};
      else
        output.out += dumpWordsText(dump.buffer, bytes, b.bus);
    }
    if (request.json) output.out = json.dump(2) + "\n";
    for (const DumpOption& dump : dumps) {
      if (dump.file.empty()) continue;
      const Buffer& b = buffers[dump.buffer];
      const std::string& path = dump.file;
      std::string error;
      if (!writeFileReplacing(
              path,
              std::string_view(reinterpret_cast<const char*>(memory.map(b.bus, b.size)), b.size),
              error)) {
        output.exitCode = 1;
        output.err += fmt::format("gpuasm run: cannot write '{}': {}\n", path, error);
      }
    }
    for (const PngDump& image : images) {
      const Buffer& b = buffers[image.buffer];
      // Pixels are 32-bit words 0xAABBGGRR (bytes R, G, B, A in memory); alpha is left out.
      const uint8_t* pixels = memory.map(b.bus, b.size);
      std::string error;
      bool ok = writeRgbPng(
          image.path, image.width, image.height,
          [&](uint32_t y, uint8_t* rgb) {
            const uint8_t* word = pixels + size_t{y} * image.width * 4;
            for (uint32_t x = 0; x < image.width; ++x, word += 4) std::memcpy(rgb + x * 3, word, 3);
          },
          error);
      if (!ok) {
        output.exitCode = 1;
        output.err += fmt::format("gpuasm run: cannot write '{}': {}\n", image.path, error);
      }
    }
    if (report.fault) {
      output.exitCode = 1;
      output.err +=
          fmt::format("gpuasm: kernel fault [{}]: {}\n", report.fault->kind, report.fault->message);
    } else if (report.hazardCount) {
      // As on every target: the hardware would not do what was simulated.
      output.exitCode = 1;
      output.err += fmt::format(
          "gpuasm: {} run-time hazard{}: on the hardware the kernel would not behave as "
          "simulated (first: QPU {} at 0x{:08x}, {}: {})\n",
          report.hazardCount, report.hazardCount == 1 ? "" : "s", report.hazards.front().qpu,
          report.hazards.front().address, report.hazards.front().instruction,
          report.hazards.front().message);
    }
  } catch (const Usage& usage) {
    output.exitCode = 2;
    output.out.clear();
    output.err = fmt::format("gpuasm run: {}\n", usage.message);
  }
  return output;
}

}  // namespace gpuasm::vc4
