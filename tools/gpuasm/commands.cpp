#include "commands.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "gpuasm/target.hpp"
#include "gpuasm/vc4/device.hpp"
#include "gpuasm/vc4/gpu_fft.hpp"
#include "gpuasm/vc4/mailbox.h"

namespace gpuasm::cli {
namespace {

[[noreturn]] void fail(int code, const std::string& message) {
  if (!message.empty()) fmt::print(stderr, "gpuasm: {}\n", message);
  throw Exit{code};
}

const Target& requireTarget(const std::string& id) {
  if (const Target* t = findTarget(id)) return *t;
  std::string known;
  for (const Target& t : targets()) known += fmt::format(" {}", t.id);
  fail(2, fmt::format("unknown target '{}' (known:{})", id, known));
}

// Reads a file, '-' for standard input, or 'builtin:<target>/<file>' for a shipped kernel.
std::string readInput(const std::string& path) {
  if (path == "-") {
    std::ostringstream text;
    text << std::cin.rdbuf();
    return text.str();
  }
  if (path.starts_with("builtin:")) {
    if (auto text = findEmbeddedKernel(path.substr(8))) return std::string(*text);
    std::string known;
    for (const EmbeddedKernel& k : embeddedKernels()) known += fmt::format(" builtin:{}", k.name);
    fail(1, fmt::format("no shipped kernel '{}' (shipped:{})", path, known));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(1, fmt::format("cannot read '{}'", path));
  std::ostringstream text;  // in one block copy: a character at a time was 2-5 % of a run
  text << in.rdbuf();
  return std::move(text).str();
}

void writeOutput(const std::string& path, const std::string& data) {
  if (path == "-") {
    std::fwrite(data.data(), 1, data.size(), stdout);
    return;
  }
  std::ofstream out(path, std::ios::binary);
  out.write(data.data(), static_cast<std::streamsize>(data.size()));
  if (!out.good()) fail(1, fmt::format("cannot write '{}'", path));
}

// Options shared by every command that assembles source.
struct SourceOptions {
  std::vector<std::string> includes, defines, warnings, machineOptions;
  std::string dialect;
  bool fixHazards = false;

  void add(CLI::App* command) {
    command->add_option("-I", includes, "Add a directory to the .include search path");
    command->add_option("-D", defines, "Define a symbol: NAME=VALUE (VALUE defaults to 1)");
    command->add_option(
        "-W", warnings,
        "Warning control: -Werror, -Werror=CODE, -Wno-CODE (CODE as shown in [brackets])");
    command->add_option("-m", machineOptions,
                        "Target option KEY=VALUE (demolicious: barrel=N; vc4: "
                        "dialect=vc4asm|thesis, restrictions=on|off)");
    command->add_option("--dialect", dialect,
                        "Source dialect (vc4: vc4asm or thesis; default by extension, .tqasm: "
                        "thesis)");
    command->add_flag("--fix-hazards", fixHazards,
                      "Insert the nops that hazard rules require instead of warning");
  }

  AssembleSettings settings() const {
    AssembleSettings s;
    for (const auto& dir : includes) s.includePaths.emplace_back(dir);
    for (const auto& d : defines) {
      auto eq = d.find('=');
      std::string name = d.substr(0, eq);
      int64_t value = 1;
      if (eq != std::string::npos) {
        try {
          size_t used = 0;
          value = std::stoll(d.substr(eq + 1), &used, 0);
          if (used != d.size() - eq - 1) throw std::invalid_argument(d);
        } catch (const std::exception&) {
          fail(2, fmt::format("-D {}: the value must be an integer", d));
        }
      }
      s.defines[name] = value;
    }
    s.warningOptions = warnings;
    for (const auto& m : machineOptions) {
      auto eq = m.find('=');
      s.targetOptions[m.substr(0, eq)] = eq == std::string::npos ? "1" : m.substr(eq + 1);
    }
    if (fixHazards) s.targetOptions["fix-hazards"] = "1";
    if (!dialect.empty()) s.targetOptions["dialect"] = dialect;
    return s;
  }
};

Image assembleOrExit(const Target& target, const std::string& path, const SourceOptions& options) {
  std::string name = path == "-" ? "<stdin>" : path.starts_with("builtin:") ? path.substr(8) : path;
  AssembleOutcome outcome = assembleText(target, name, readInput(path), options.settings());
  std::fputs(outcome.diagnosticsText.c_str(), stderr);
  if (!outcome.image) throw Exit{outcome.badOption ? 2 : 1};
  return std::move(*outcome.image);
}

void addAsm(CLI::App& app) {
  auto* command = app.add_subcommand("asm", "Assemble a source file");
  struct State {
    std::string target, input, output, format;
    SourceOptions source;
  };
  auto state = std::make_shared<State>();
  command->add_option("-t,--target", state->target, "Target instruction set (see 'gpuasm targets')")
      ->required();
  command->add_option("input", state->input, "Source file, or - for standard input")->required();
  command->add_option("-o,--output", state->output, "Output file (default: standard output)");
  command
      ->add_option("--format", state->format, "Output format (default: bin with -o, hex otherwise)")
      ->check(CLI::IsMember({"bin", "hex", "c", "listing"}));
  state->source.add(command);
  command->callback([state] {
    const Target& target = requireTarget(state->target);
    Image image = assembleOrExit(target, state->input, state->source);
    std::string format =
        state->format.empty() ? (state->output.empty() ? "hex" : "bin") : state->format;
    OutputFormat f = format == "bin"   ? OutputFormat::Binary
                     : format == "hex" ? OutputFormat::Hex
                     : format == "c"   ? OutputFormat::CArray
                                       : OutputFormat::Listing;
    writeOutput(state->output.empty() ? "-" : state->output, writeImage(image, f));
  });
}

void addDis(CLI::App& app) {
  auto* command = app.add_subcommand("dis", "Disassemble a binary or hex file");
  struct State {
    std::string target, input, output = "-", inputFormat = "auto";
    DisassemblyOptions options;
  };
  auto state = std::make_shared<State>();
  command->add_option("-t,--target", state->target, "Target instruction set")->required();
  command->add_option("input", state->input, "Binary or hex file, or - for standard input")
      ->required();
  command->add_option("-o,--output", state->output, "Output file (default: standard output)");
  command
      ->add_option("--input-format", state->inputFormat,
                   "auto, bin or hex (auto: hex if the file is hex text)")
      ->check(CLI::IsMember({"auto", "bin", "hex"}));
  command->add_flag("--addresses", state->options.addresses, "Prefix each line with its address");
  command->add_flag("--raw", state->options.rawWords, "Show each encoded word");
  command->add_flag("--labels", state->options.labels,
                    "Name relative branch targets L<address> and branch to the names (vc4)");
  command->callback([state] {
    const Target& target = requireTarget(state->target);
    std::string data = readInput(state->input);
    std::vector<uint8_t> bytes(data.begin(), data.end());
    if (state->inputFormat != "bin") {
      std::string error;
      auto hex = readHexWords(data, target.wordBytes, error, target.textWordBytes);
      if (hex) {
        bytes = std::move(*hex);
      } else if (state->inputFormat == "hex") {
        fail(1, fmt::format("{}: {}", state->input, error));
      }
    }
    std::string error;
    std::string text = target.disassemble(bytes, state->options, error);
    writeOutput(state->output, text);
    if (!error.empty()) fail(1, fmt::format("{}: {}", state->input, error));
  });
}

void addRun(CLI::App& app) {
  auto* command = app.add_subcommand("run", "Assemble a kernel and run it on the simulator");
  struct State {
    std::string target, input, size, png;
    std::vector<std::string> constants;
    std::optional<uint64_t> threads;
    std::optional<uint32_t> cores, barrel, base;
    std::optional<double> mhz;
    std::string mode = "functional";
    uint64_t trace = 0;
    bool json = false;
    SourceOptions source;
    std::optional<uint32_t> qpus;
    std::vector<std::string> uniforms, buffers, dumps;
    uint64_t maxInstructions = 0;
  };
  auto state = std::make_shared<State>();
  command->add_option("-t,--target", state->target, "Target instruction set")->required();
  command
      ->add_option("input", state->input,
                   "Kernel source, - for standard input, or builtin:<target>/<file>")
      ->required();
  command->add_option("--qpus", state->qpus,
                      "vc4: programs to start, one per QPU (1-16, default 1)");
  command->add_option("--uniform", state->uniforms,
                      "vc4: next uniform of every QPU: integer, float (1.5f), BUFFER[+OFFSET] "
                      "(its bus address), qpu (the QPU's number) or qpus (their count)");
  command->add_option("--buffer", state->buffers,
                      "vc4: allocate memory NAME=BYTES (zeroed) or NAME=@FILE (the file's bytes)");
  command->add_option(
      "--dump", state->dumps,
      "vc4: after the run print buffer NAME as 32-bit words, or save it: NAME=FILE");
  command->add_option("--max-instructions", state->maxInstructions,
                      "vc4: watchdog, QPU instructions over all QPUs");
  command->add_option("--threads", state->threads,
                      "Threads to launch (default: one per pixel of --size)");
  command->add_option("--const", state->constants, "Set a kernel constant: INDEX=VALUE");
  command->add_option("--size", state->size, "Frame size WxH (for --png and frames per second)");
  command->add_option("--png", state->png, "Write the frame as a PNG");
  command->add_option("--base", state->base, "Data memory address of the frame (default 0)");
  command->add_option("--cores", state->cores, "Streaming processors (1-64, default 8)");
  command->add_option("--barrel", state->barrel, "Barrel height (default max(4, cores/2))");
  command->add_option("--mhz", state->mhz, "Clock in MHz (default: report table 11.1.1)");
  command->add_option("--mode", state->mode, "functional or cycle")
      ->check(CLI::IsMember({"functional", "cycle"}));
  command->add_option("--trace", state->trace,
                      "Cycle mode: show which barrel line ran what in the first N cycles");
  command->add_flag("--json", state->json, "Print the run report as JSON");
  state->source.add(command);
  command->callback([state] {
    const Target& target = requireTarget(state->target);
    if (!target.run) fail(2, fmt::format("target '{}' has no simulator yet", target.id));
    RunRequest request;
    request.traceCycles = state->trace;
    request.threads = state->threads;
    request.cores = state->cores;
    request.barrelHeight = state->barrel;
    request.clockMHz = state->mhz;
    request.mode = state->mode;
    request.json = state->json;
    request.qpus = state->qpus;
    request.uniforms = state->uniforms;
    request.buffers = state->buffers;
    request.dumps = state->dumps;
    request.maxInstructions = state->maxInstructions;
    request.frameBase = state->base.value_or(0);
    if (!state->png.empty()) request.png = state->png;
    if (!state->size.empty()) {
      unsigned w = 0, h = 0;
      char x = 0, extra = 0;
      if (std::sscanf(state->size.c_str(), "%u%c%u%c", &w, &x, &h, &extra) != 3 ||
          (x != 'x' && x != 'X') || w == 0 || h == 0 || w > 4096 || h > 4096) {
        fail(2, fmt::format("--size {}: expected WIDTHxHEIGHT, each 1 to 4096", state->size));
      }
      request.frameSize = {{w, h}};
    }
    for (const auto& c : state->constants) {
      auto eq = c.find('=');
      try {
        if (eq == std::string::npos) throw std::invalid_argument(c);
        size_t used = 0;
        int64_t index = std::stoll(c.substr(0, eq), &used, 0);
        if (used != eq) throw std::invalid_argument(c);
        int64_t value = std::stoll(c.substr(eq + 1), &used, 0);
        if (used != c.size() - eq - 1) throw std::invalid_argument(c);
        request.constants.emplace_back(index, value);
      } catch (const std::exception&) {
        fail(2, fmt::format("--const {}: expected INDEX=VALUE with integers", c));
      }
    }
    // The assembler's hazard checks follow the machine being simulated.
    if (state->barrel)
      state->source.machineOptions.push_back(fmt::format("barrel={}", *state->barrel));
    else if (state->cores)
      state->source.machineOptions.push_back(
          fmt::format("barrel={}", std::max<uint32_t>(4, *state->cores / 2)));
    request.image = assembleOrExit(target, state->input, state->source);
    CommandOutput output = target.run(request);
    std::fputs(output.out.c_str(), stdout);
    std::fputs(output.err.c_str(), stderr);
    if (output.exitCode) throw Exit{output.exitCode};
  });
}

void addFft(CLI::App& app) {
  auto* command = app.add_subcommand(
      "fft", "Run GPU_FFT's shipped shaders on the vc4 simulator through the mailbox API, "
             "checked against FFTW");
  struct State {
    std::vector<int> sizes{8, 9, 10, 11, 12};
    int jobs = 1;
    bool forward = false;
    std::string mode = "cycle";
    uint64_t seed = 1;
    bool json = false;
  };
  auto state = std::make_shared<State>();
  command->add_option("-n,--log2n", state->sizes, "log2 of the transform length, 8..22 (repeatable)")
      ->check(CLI::Range(vc4::gpu_fft::kMinLog2N, vc4::gpu_fft::kMaxLog2N));
  command->add_option("--jobs", state->jobs, "Transforms per batch")->check(CLI::Range(1, 4096));
  command->add_flag("--forward", state->forward, "Forward transforms (default: inverse, as hello_fft)");
  command->add_option("--mode", state->mode, "functional or cycle (default: cycle, for timings)")
      ->check(CLI::IsMember({"functional", "cycle"}));
  command->add_option("--seed", state->seed, "Seed of the pseudo-random input");
  command->add_flag("--json", state->json, "Print JSON");
  command->callback([state] {
    vc4::Device& device = vc4::mailboxDevice();
    vc4::MachineConfig config = device.config();
    config.mode = state->mode == "cycle" ? vc4::Mode::Cycle : vc4::Mode::Functional;
    device.configure(config);
    int mb = mbox_open();
    nlohmann::json all = nlohmann::json::array();
    bool failed = false;
    for (int log2N : state->sizes) {
      vc4::gpu_fft::CheckOptions options;
      options.log2N = log2N;
      options.jobs = state->jobs;
      options.seed = state->seed;
      options.direction = state->forward ? vc4::gpu_fft::Direction::Forward : vc4::gpu_fft::Direction::Inverse;
      vc4::gpu_fft::CheckResult result = vc4::gpu_fft::check(mb, options);
      const vc4::RunReport& report = device.lastReport();
      failed |= !result.ok();
      if (state->json) {
        nlohmann::json j = result.json();
        if (result.ok()) j["run"] = report.json();
        all.push_back(std::move(j));
        continue;
      }
      fmt::print("{}", result.table());
      if (!result.ok()) continue;
      if (config.mode == vc4::Mode::Cycle) {
        double ms = report.seconds() * 1e3 / state->jobs;
        fmt::print("simulated Pi 1: {} cycles, {:.4f} ms per transform at {} MHz", report.cycles, ms,
                   report.clockMHz);
        // gpu_fft.txt times batches of 1 and of 10.
        std::optional<double> published;
        if (result.published && state->jobs == 1) published = result.published->pi1MsBatch1;
        if (result.published && state->jobs == 10) published = result.published->pi1MsBatch10;
        if (published)
          fmt::print(" ({:.2f}x gpu_fft.txt's {} ms for a batch of {})", ms / *published, *published,
                     state->jobs);
        fmt::print("\n");
      }
      fmt::print("{} QPU instructions in {:.3f} s of host time\n\n", report.total().instructions,
                 report.hostSeconds);
    }
    mbox_close(mb);
    if (state->json) fmt::print("{}\n", all.dump(2));
    if (failed) throw Exit{1};
  });
}

void addTargets(CLI::App& app) {
  auto* command = app.add_subcommand("targets", "List the supported instruction sets");
  command->callback([] {
    for (const Target& t : targets()) fmt::print("{:<14} {}\n", t.id, t.description);
  });
}

void addStudy(CLI::App& app) {
  auto* command = app.add_subcommand(
      "study", "Reproduce a target's performance study (demolicious: fps table)");
  auto target = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  command->add_option("-t,--target", *target, "Target instruction set")->required();
  command->add_flag("--json", *json, "Print JSON");
  command->callback([target, json] {
    const Target& t = requireTarget(*target);
    if (!t.study) fail(2, fmt::format("target '{}' has no performance study", t.id));
    CommandOutput output = t.study(*json);
    std::fputs(output.out.c_str(), stdout);
    std::fputs(output.err.c_str(), stderr);
    if (output.exitCode) throw Exit{output.exitCode};
  });
}

}  // namespace

void addCommands(CLI::App& app) {
  addAsm(app);
  addDis(app);
  addRun(app);
  addTargets(app);
  addStudy(app);
  addFft(app);
}

}  // namespace gpuasm::cli
