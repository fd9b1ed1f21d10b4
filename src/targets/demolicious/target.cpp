// Registers the demolicious target: assembler options, disassembler, `run`
// and the report's performance study (seed 002 section 11.2).
#include "gpuasm/target.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "gpuasm/demolicious/host.hpp"
#include "gpuasm/kernels.hpp"
#include "targets/demolicious/assembler.hpp"
#include "targets/demolicious/disassembler.hpp"

namespace gpuasm::demolicious {
namespace {

std::optional<uint32_t> parseUnsigned(const std::string& text) {
  if (text.empty() || text.size() > 9) return std::nullopt;
  uint32_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<uint32_t>(c - '0');
  }
  return value;
}

std::unique_ptr<TargetAssembler> makeTargetAssembler(
    const std::map<std::string, std::string>& options, std::string_view /*sourceName*/,
    std::string& error) {
  AssemblerSettings settings;
  for (const auto& [key, value] : options) {
    if (key == "barrel") {
      auto height = parseUnsigned(value);
      if (!height || *height < 1 || *height > 256) {
        error = fmt::format("-m barrel={}: the barrel height must be 1 to 256", value);
        return nullptr;
      }
      settings.barrelHeight = *height;
    } else if (key == "fix-hazards") {
      settings.fixHazards = value != "0" && value != "false";
    } else {
      error = fmt::format(
          "unknown option -m {} for target demolicious (known: barrel, fix-hazards)", key);
      return nullptr;
    }
  }
  return makeAssembler(settings);
}

std::string describeFault(const Fault& f) {
  std::string text = fmt::format("gpuasm: kernel fault [{}]: {}\n", f.kind, f.message);
  if (f.address)
    text += fmt::format("  at instruction address {}: {}\n", *f.address, f.instruction);
  if (!f.source.empty()) text += fmt::format("  from {}\n", f.source);
  if (f.cycle) text += fmt::format("  at cycle {}\n", *f.cycle);
  return text;
}

CommandOutput run(const RunRequest& request) {
  CommandOutput output;
  auto usage = [&](std::string message) {
    output.exitCode = 2;
    output.err = fmt::format("gpuasm run: {}\n", message);
    return output;
  };
  MachineConfig config;
  if (request.cores) config.cores = *request.cores;
  if (request.barrelHeight) config.barrelHeight = *request.barrelHeight;
  if (request.clockMHz) config.clockMHz = *request.clockMHz;
  config.traceCycles = request.traceCycles;
  if (request.mode == "cycle") {
    config.mode = Mode::Cycle;
  } else if (request.mode != "functional") {
    return usage(fmt::format("unknown mode '{}' (functional or cycle)", request.mode));
  }
  if (config.cores < 1 || config.cores > 64)
    return usage(fmt::format("--cores {} is outside 1..64", config.cores));
  if (request.barrelHeight && (*request.barrelHeight < 1 || *request.barrelHeight > 256)) {
    return usage(fmt::format("--barrel {} is outside 1..256", *request.barrelHeight));
  }
  if (request.clockMHz && !(*request.clockMHz > 0)) return usage("--mhz must be positive");
  uint64_t threads = 0;
  if (request.threads) {
    threads = *request.threads;
  } else if (request.frameSize) {
    threads = uint64_t{request.frameSize->first} * request.frameSize->second;
  } else {
    return usage("say how many threads to run: --threads N or --size WxH");
  }
  if (request.png && !request.frameSize) return usage("--png needs the frame size: --size WxH");

  Host host(config);
  for (auto [index, value] : request.constants) {
    if (index < 0 || index > 255)
      return usage(fmt::format("--const {}: constant index is outside 0..255", index));
    if (value < -32768 || value > 65535) {
      return usage(fmt::format("--const {}={}: the value does not fit in 16 bits", index, value));
    }
    host.load_constant(static_cast<uint8_t>(index), static_cast<uint16_t>(value));
  }
  Kernel kernel;
  try {
    kernel = host.load_kernel(request.image);
  } catch (const std::exception& e) {
    output.exitCode = 1;
    output.err = fmt::format("gpuasm: kernel fault [imem-overflow]: {}\n", e.what());
    return output;
  }
  RunReport report =
      host.run_kernel(kernel, static_cast<uint32_t>(std::min<uint64_t>(threads, UINT32_MAX)));
  if (threads > UINT32_MAX) report.threads = threads;  // keeps the fault message honest
  if (request.frameSize) {
    report.frameWidth = request.frameSize->first;
    report.frameHeight = request.frameSize->second;
  }
  output.out = request.json ? report.json().dump(2) + "\n" : report.table();
  if (report.fault) {
    output.exitCode = 1;
    output.err += describeFault(*report.fault);
    return output;
  }
  if (report.hazardCount) {
    output.exitCode = 1;
    output.err += fmt::format(
        "gpuasm: {} memory hazard{}: request batches issued before the queues drained; on the "
        "hardware these requests are lost (first: {} at cycle {}, barrel line {})\n",
        report.hazardCount, report.hazardCount == 1 ? "" : "s", report.hazards.front().instruction,
        report.hazards.front().cycle, report.hazards.front().barrelLine);
  }
  if (request.png) {
    std::string error;
    if (!host.export_png(*request.png, request.frameSize->first, request.frameSize->second,
                         request.frameBase, error)) {
      output.exitCode = 1;
      output.err += fmt::format("gpuasm: {}\n", error);
    }
  }
  return output;
}

// The report's figures 11.2.2 and 11.2.3: frame rate at 512x256 per core count.
CommandOutput study(bool json) {
  struct Demo {
    const char* name;
    const char* kernel;
    std::optional<double> reportFps8Cores;  // the only figure the report states in text
  };
  const Demo demos[] = {{"green fill", "demolicious/green_fill.s", std::nullopt},
                        {"tunnel", "demolicious/tunnel.s", 50.0}};
  const uint32_t width = 512, height = 256;
  CommandOutput output;
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
        output.exitCode = 1;
        output.err += diagnostics.renderAll();
        return output;
      }
      Host host(config);
      host.load_constant(5, 0);    // tunnel: framebuffer base
      host.load_constant(10, 10);  // tunnel: offsets of the two squares
      host.load_constant(11, 20);
      RunReport report = host.run_kernel(host.load_kernel(*image), width * height);
      if (!report.ok()) {
        output.exitCode = 1;
        output.err +=
            fmt::format("gpuasm: study run of {} on {} cores failed\n", demo.kernel, cores);
        return output;
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
  output.out = json ? rows.dump(2) + "\n" : table;
  return output;
}

}  // namespace

Target target() {
  return {"demolicious",
          "Demolicious: 16-bit barrel-scheduled SIMT GPU (seed 002)",
          &makeTargetAssembler,
          &disassemble,
          &run,
          &study,
          4};
}

}  // namespace gpuasm::demolicious
