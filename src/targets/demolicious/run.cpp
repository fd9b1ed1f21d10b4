// `gpuasm run -t demolicious` and `gpuasm study`: the run options turned into a
// machine, a launch and a report; the report's frame-rate study.
#include <fmt/format.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>

#include "gpuasm/demolicious/host.hpp"
#include "gpuasm/kernels.hpp"
#include "gpuasm/lexer.hpp"
#include "targets/demolicious/assembler.hpp"
#include "targets/demolicious/options.hpp"

namespace gpuasm::demolicious {
namespace {

// The fault's message and where it happened, on lines of their own.
std::string describeFault(const Fault& f) {
  std::string text = f.message;
  if (f.address)
    text += fmt::format("\n  at instruction address {}: {}", *f.address, f.instruction);
  if (!f.source.empty()) text += fmt::format("\n  from {}", f.source);
  if (f.cycle) text += fmt::format("\n  at cycle {}", *f.cycle);
  return text;
}

// --size WxH.
std::optional<std::pair<uint32_t, uint32_t>> frameSize(const OptionValues& options) {
  if (!options.has("size")) return std::nullopt;
  const std::string size = options.text("size");
  unsigned w = 0, h = 0;
  char x = 0, extra = 0;
  if (std::sscanf(size.c_str(), "%u%c%u%c", &w, &x, &h, &extra) != 3 || (x != 'x' && x != 'X') ||
      w == 0 || h == 0 || w > 4096 || h > 4096) {
    throw OptionError{fmt::format("--size {}: expected WIDTHxHEIGHT, each 1 to 4096", size)};
  }
  return std::pair{w, h};
}

// --const INDEX=VALUE, each, numbers as the assembler writes them.
struct Constant {
  int64_t index, value;
  std::string written;  // INDEX=VALUE as given, for messages
};

std::vector<Constant> constants(const OptionValues& options) {
  std::vector<Constant> pairs;
  for (const std::string& c : options.all("const")) {
    auto eq = c.find('=');
    if (eq == std::string::npos)
      throw OptionError{fmt::format("--const {}: expected INDEX=VALUE", c)};
    std::string error;
    std::optional<int64_t> index = parseInteger(std::string_view(c).substr(0, eq), error);
    std::optional<int64_t> value;
    if (index) value = parseInteger(std::string_view(c).substr(eq + 1), error);
    if (!value) throw OptionError{fmt::format("--const {}: {}", c, error)};
    pairs.push_back({*index, *value, c});
  }
  return pairs;
}

// A Demolicious kernel takes constants (--const), not buffers: its data
// memory is the frame (--png).
class DemoliciousRunSession final : public RunSession {
 public:
  explicit DemoliciousRunSession(const RunRequest& request)
      : image_(request.image), config_(machineConfig(request.options)), host_(config_) {
    const OptionValues& options = request.options;
    size_ = frameSize(options);
    frameBase_ = static_cast<uint32_t>(options.integer("base", 0, UINT32_MAX, 0));
    if (options.has("png")) png_ = options.text("png");
    if (options.has("threads")) {
      threads_ = static_cast<uint64_t>(options.integer("threads", 0, INT64_MAX, 0));
    } else if (size_) {
      threads_ = uint64_t{size_->first} * size_->second;
    } else {
      throw OptionError{"say how many threads to run: --threads N or --size WxH"};
    }
    if (png_ && !size_) throw OptionError{"--png needs the frame size: --size WxH"};
    for (const Constant& c : constants(options)) {
      if (c.index < 0 || c.index > 255)
        throw OptionError{fmt::format("--const {}: constant index is outside 0..255", c.written)};
      if (c.value < -32768 || c.value > 65535)
        throw OptionError{fmt::format("--const {}: the value does not fit in 16 bits", c.written)};
      host_.load_constant(static_cast<uint8_t>(c.index), static_cast<uint16_t>(c.value));
    }
  }

  size_t createBuffer(std::span<const uint8_t>) override {
    throw OptionError{"a demolicious kernel takes no buffers"};
  }
  uint64_t bufferAddress(size_t) const override { return 0; }
  std::vector<uint8_t> readBuffer(size_t) override { return {}; }
  void bindArgument(size_t, const std::string&, const RunBuffers&) override {}

  RunResult launch() override {
    RunResult result;
    Kernel kernel;
    try {
      kernel = host_.load_kernel(image_);
    } catch (const std::exception& e) {
      result.faultKind = "imem-overflow";
      result.faultMessage = e.what();
      faulted_ = true;
      return result;
    }
    RunReport report =
        host_.run_kernel(kernel, static_cast<uint32_t>(std::min<uint64_t>(threads_, UINT32_MAX)));
    if (threads_ > UINT32_MAX) report.threads = threads_;  // keeps the fault message honest
    if (size_) {
      report.frameWidth = size_->first;
      report.frameHeight = size_->second;
    }
    result.table = report.table();
    result.json = report.json();
    if (report.fault) {
      result.faultKind = report.fault->kind;
      result.faultMessage = describeFault(*report.fault);
      faulted_ = true;
    } else if (report.hazardCount) {
      result.hazards = fmt::format(
          "{} memory hazard{}: request batches issued before the queues drained; on the "
          "hardware these requests are lost (first: {} at cycle {}, barrel line {})",
          report.hazardCount, report.hazardCount == 1 ? "" : "s",
          report.hazards.front().instruction, report.hazards.front().cycle,
          report.hazards.front().barrelLine);
    }
    return result;
  }

  void writeFiles(const RunBuffers&, std::vector<std::string>& errors) override {
    std::string error;
    if (png_ && !faulted_ &&
        !host_.export_png(*png_, size_->first, size_->second, frameBase_, error))
      errors.push_back(error);
  }

 private:
  static MachineConfig machineConfig(const OptionValues& options) {
    MachineConfig config;
    config.cores = static_cast<uint32_t>(options.integer("cores", 1, 64, config.cores));
    if (options.has("barrel"))
      config.barrelHeight = static_cast<uint32_t>(options.integer("barrel", 1, 256, 4));
    config.clockMHz = options.positive("mhz", config.clockMHz);
    config.maxHostSeconds = timeLimitSeconds(options);
    config.traceCycles = static_cast<uint64_t>(options.integer("trace", 0, INT64_MAX, 0));
    if (options.text("mode", "functional") == "cycle") config.mode = Mode::Cycle;
    return config;
  }

  Image image_;
  MachineConfig config_;
  Host host_;
  std::optional<std::pair<uint32_t, uint32_t>> size_;
  uint32_t frameBase_ = 0;
  std::optional<std::string> png_;
  uint64_t threads_ = 0;
  bool faulted_ = false;
};

}  // namespace

std::unique_ptr<RunSession> openRun(const RunRequest& request) {
  return std::make_unique<DemoliciousRunSession>(request);
}

// The report's figures 11.2.2 and 11.2.3: frame rate at 512x256 per core count.
int study(const OptionValues& options, std::ostream& out, std::ostream& err) {
  const bool json = options.has("json");
  struct Demo {
    const char* name;
    const char* kernel;
    std::optional<double> reportFps8Cores;  // the only figure the report states in text
  };
  const Demo demos[] = {{"green fill", "demolicious/green_fill.s", std::nullopt},
                        {"tunnel", "demolicious/tunnel.s", 50.0}};
  const uint32_t width = 512, height = 256;
  nlohmann::json rows = nlohmann::json::array();
  std::string table = fmt::format(
      "Demolicious frame rate at {}x{} (cycle model; report section 11.2, table 11.1.1 clocks)\n"
      "{:>5} {:>6} {:>10} {:>12} {:>12} {:>12} {:>14}\n",
      width, height, "cores", "barrel", "clock MHz", "kernel", "cycles", "fps", "report fps");
  for (uint32_t cores : {2u, 4u, 8u, 16u}) {
    for (const Demo& demo : demos) {
      MachineConfig config;
      config.cores = cores;
      config.mode = Mode::Cycle;
      SourceManager sources;
      DiagnosticEngine diagnostics(sources);
      // The kernels are spaced for the report's barrel of 4; taller barrels get
      // the nops they need from --fix-hazards, as a user would do.
      auto assembler = makeAssembler({config.effectiveBarrelHeight(), true});
      uint32_t file = sources.addBuffer(demo.kernel, std::string(*findEmbeddedKernel(demo.kernel)));
      auto image = assemble(*assembler, sources, file, diagnostics);
      if (!image) {
        err << diagnostics.renderAll();
        return 1;
      }
      Host host(config);
      host.load_constant(5, 0);    // tunnel: framebuffer base
      host.load_constant(10, 10);  // tunnel: offsets of the two squares
      host.load_constant(11, 20);
      RunReport report = host.run_kernel(host.load_kernel(*image), width * height);
      if (!report.ok()) {
        err << fmt::format("gpuasm: study run of {} on {} cores failed\n", demo.kernel, cores);
        return 1;
      }
      report.frameWidth = width;
      report.frameHeight = height;
      std::string reported = cores == 8 && demo.reportFps8Cores
                                 ? fmt::format("{:.0f}", *demo.reportFps8Cores)
                                 : std::string("-");
      table += fmt::format("{:>5} {:>6} {:>10.3f} {:>12} {:>12} {:>12.1f} {:>14}\n", cores,
                           report.barrelHeight, report.clockMHz, demo.name, report.cycles,
                           report.framesPerSecond(), reported);
      rows.push_back(
          {{"cores", cores},
           {"barrel_height", report.barrelHeight},
           {"clock_mhz", report.clockMHz},
           {"kernel", demo.name},
           {"kernel_instructions", report.kernelInstructions},
           {"threads", report.threads},
           {"cycles", report.cycles},
           {"fps", report.framesPerSecond()},
           {"report_fps", demo.reportFps8Cores && cores == 8 ? nlohmann::json(*demo.reportFps8Cores)
                                                             : nlohmann::json(nullptr)}});
    }
  }
  table +=
      "16 cores: no 16-core design was routed (table 11.1.1); the 8-core clock is assumed.\n"
      "Kernels are assembled with --fix-hazards for each barrel height (16 cores: barrel 8).\n"
      "Report fps: the tunnel at 50 fps on 8 cores is stated in section 11.5; the other points of\n"
      "figures 11.2.2 and 11.2.3 are plots without numbers in the text.\n";
  out << (json ? rows.dump(2) + "\n" : table);
  return 0;
}

}  // namespace gpuasm::demolicious
