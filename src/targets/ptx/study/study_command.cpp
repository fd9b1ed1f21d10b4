// `gpuasm study -t ptx [--model gtx580|FILE.toml] [--plots DIR] [--json] [--area]
// [--against FILE]`:
// the tables and findings of study.hpp, beside the seed's figures.
#include "targets/ptx/study/study_command.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "core/svg_plot.hpp"
#include "gpuasm/input_file.hpp"
#include "gpuasm/output_file.hpp"
#include "targets/ptx/study/area_model.hpp"
#include "targets/ptx/study/calibration.hpp"
#include "targets/ptx/study/study.hpp"

namespace gpuasm::ptx {
namespace {

constexpr std::string_view kSuites[] = {"seed", "classes", "all"};
constexpr std::string_view kDevices[] = {"sim", "cuda"};

constexpr OptionSpec kStudyOptions[] = {
    {"--model", OptionArity::Single,
     "The SM configuration: a preset (gtx580, the default; plan-a, plan-b, h100, h200, a100, "
     "rtx4090, v100) or a FILE.toml"},
    {"--ops", OptionArity::Single,
     "Multiplications a thread, a multiple of 1000 (default 5000; the seed ran 1,000,000: the "
     "model's cycles grow linearly with them)"},
    {"--every", OptionArity::Flag,
     "Every thread count 1..1024 (default: 1 and each 32k and 32k + 1, where a block's warps "
     "change)"},
    {"--threads", OptionArity::Single, "Host threads running launches (default: one per core)"},
    {"--plots", OptionArity::Single,
     "Write figures 4.1, 4.5, 4.6/4.7, 4.9 and 5.6 as SVG files into this folder"},
    {"--json", OptionArity::Flag, "Print the results as JSON"},
    {"--against", OptionArity::Single,
     "A GPU's measurements (ID<TAB>ENTRY<TAB>THREADS<TAB>CYCLES_A_MULTIPLICATION lines, as "
     "tests/data/ptx/h200/microbench.tsv): print the model beside them, each point's error, and "
     "each kernel's mean and worst"},
    {"--area", OptionArity::Flag,
     "Print the seed's area estimate (section 5.3) recomputed from its inputs, instead"},
    {"--suite", OptionArity::Single,
     "Which microbenchmarks: seed (seed 001's, with its findings; the default), classes (one "
     "kernel per instruction class and dependency shape, kernels/ptx/microbench/classes.ptx) or "
     "all",
     kSuites},
    {"--sizes", OptionArity::Single,
     "Block sizes to run, comma-separated (1..1024; default 1 and each 32k and 32k + 1)"},
    {"--device", OptionArity::Single,
     "sim (the model only, the default) or cuda: run the microbenchmarks on the GPU too and print "
     "it beside the model (--model defaults to h100 then)",
     kDevices},
    {"--save", OptionArity::Single,
     "With --device cuda: write the GPU's measurements to this file, in --against's format"},
    {"--calibrate", OptionArity::Flag,
     "Fit the model's latencies and issue intervals to the measurements (--device cuda or "
     "--against) and write the calibrated configuration to --output"},
    {"-o,--output", OptionArity::Single, "With --calibrate: the TOML file to write"},
};

SmConfig configNamed(const std::string& name) {
  std::string error;
  std::optional<SmConfig> config = findSmConfig(name, error);
  if (!config) throw OptionError{fmt::format("--model {}: {}", name, error)};
  return *config;
}

nlohmann::json areaJson(const std::vector<AreaRow>& rows) {
  nlohmann::json j = nlohmann::json::array();
  for (const AreaRow& r : rows)
    j.push_back({{"quantity", r.quantity},
                 {"formula", r.formula},
                 {"unit", r.unit},
                 {"seed", r.printed ? nlohmann::json(*r.printed) : nlohmann::json(nullptr)},
                 {"recomputed", r.recomputed},
                 {"corrected", r.corrected},
                 {"note", r.note}});
  return j;
}

std::string cyclesTable(const StudyResult& r) {
  // The columns in figure order; figure 5.6's GTX 580 is the int column when the model is it.
  std::vector<const StudySeries*> columns;
  for (const StudySeries& s : r.series)
    if (s.points.size() == r.threads.size() && !(s.id == "gtx580:int" && r.model == s.model))
      columns.push_back(&s);
  std::string text = fmt::format("{:>7}", "threads");
  for (const StudySeries* s : columns) text += fmt::format(" {:>14}", s->id);
  text += "\n";
  for (size_t i = 0; i < r.threads.size(); ++i) {
    text += fmt::format("{:>7}", r.threads[i]);
    for (const StudySeries* s : columns) text += fmt::format(" {:>14}", s->points[i].clockSpan);
    text += "\n";
  }
  text += "\n";
  for (const StudySeries* s : columns)
    text += fmt::format("{:>14}: {} on {}\n", s->id, s->label, s->model);
  for (const StudySeries& s : r.series)
    if (s.fault) text += fmt::format("{} on {}: {}\n", s.label, s.model, *s.fault);
  return text;
}

std::string findingsTable(const StudyResult& r) {
  std::string text =
      fmt::format("{:<50} {:>12} {:>20}  {}\n", "finding", "ours", "seed (GTX 580)", "");
  for (const StudyFinding& f : r.findings) {
    const bool longOurs = f.ours.size() > 12, longSeed = f.seed.size() > 20;
    text += fmt::format("{:<50} {:>12} {:>20}  {}\n", f.name, longOurs ? "(below)" : f.ours,
                        longSeed ? "(below)" : f.seed, f.flagged ? "FLAGGED" : "ok");
    if (longOurs) text += fmt::format("    ours: {}\n", f.ours);
    if (longSeed) text += fmt::format("    seed: {}\n", f.seed);
    if (!f.note.empty()) text += fmt::format("    ({})\n", f.note);
  }
  return text;
}

// The figures: cycles scaled to the seed's million operations.
std::vector<std::pair<std::string, LinePlot>> figures(const StudyResult& r) {
  const double scale = 1e6 / static_cast<double>(r.ops);
  auto series = [&](std::string_view id) {
    PlotSeries p;
    const StudySeries* s = r.find(id);
    if (!s || s->fault) return p;
    p.label = fmt::format("{} ({})", s->label, s->model);
    for (const StudyPoint& point : s->points)
      p.points.emplace_back(point.threads, static_cast<double>(point.clockSpan) * scale);
    return p;
  };
  const std::string x = "threads in the block";
  const std::string y =
      fmt::format("cycles for 1e6 multiplications (model: {} a thread x {:g})", r.ops, scale);
  auto plot = [&](std::string title, std::vector<std::string_view> ids) {
    LinePlot p{std::move(title), x, y, {}};
    p.xAxis = PlotXAxis::LinearPowerOfTwo;  // threads: ticks at warps' multiples, not 240
    for (std::string_view id : ids)
      if (PlotSeries s = series(id); !s.points.empty()) p.series.push_back(std::move(s));
    return p;
  };
  return {
      {"fig4_1.svg", plot("Figure 4.1: integer and float multiplication", {"int", "float"})},
      {"fig4_5.svg", plot("Figure 4.5: 10 against 1000 multiplications a loop iteration",
                          {"float_x10", "float", "int_x10", "int"})},
      {"fig4_6_4_7.svg", plot("Figures 4.6 and 4.7: integer and float multiplications mixed",
                              {"int", "mix_1i1f", "mix_2i1f", "mix_1i2f", "mix_1i3f", "float"})},
      {"fig4_9.svg", plot("Figure 4.9: two independent streams",
                          {"float", "float_2streams", "int", "int_2streams"})},
      {"fig5_6.svg", plot("Figure 5.6: integer multiplication, GTX 580 and plan A",
                          {"gtx580:int", "plan-a:int"})},
  };
}

nlohmann::json studyJson(const StudyResult& r) {
  nlohmann::json series = nlohmann::json::array();
  for (const StudySeries& s : r.series) {
    nlohmann::json points = nlohmann::json::array();
    for (const StudyPoint& p : s.points)
      points.push_back({{"threads", p.threads}, {"clock_span", p.clockSpan}, {"cycles", p.cycles}});
    series.push_back({{"id", s.id},
                      {"label", s.label},
                      {"model", s.model},
                      {"fault", s.fault ? nlohmann::json(*s.fault) : nlohmann::json(nullptr)},
                      {"points", points}});
  }
  nlohmann::json findings = nlohmann::json::array();
  for (const StudyFinding& f : r.findings)
    findings.push_back(
        {{"name", f.name},
         {"ours", f.ours},
         {"seed", f.seed},
         {"value", f.value ? nlohmann::json(*f.value) : nlohmann::json(nullptr)},
         {"seed_value", f.seedValue ? nlohmann::json(*f.seedValue) : nlohmann::json(nullptr)},
         {"flagged", f.flagged},
         {"note", f.note}});
  return {{"model", r.model},
          {"launches", r.launches},
          {"thread_instructions", r.threadInstructions},
          {"host_seconds", r.hostSeconds},
          {"host_threads", r.hostThreads},
          {"ops_per_thread", r.ops},
          {"seed_ops_per_thread", 1000000},
          {"threads", r.threads},
          {"series", series},
          {"findings", findings}};
}

// The model beside a GPU's measurements: each point, then each kernel's mean
// and worst error and how many points are within 5 %.
std::string againstTable(const std::vector<PointComparison>& compared, std::string_view file) {
  std::string text = fmt::format(
      "against {}: cycles a multiplication a thread, measured and modelled\n{:<16} {:>7} "
      "{:>10} {:>10} {:>8}\n",
      file, "kernel", "threads", "measured", "model", "error");
  struct Summary {
    double sum = 0, worst = 0;
    size_t points = 0, within = 0;
  };
  std::vector<std::pair<std::string, Summary>> kernels;
  Summary all;
  for (const PointComparison& c : compared) {
    text += fmt::format("{:<16} {:>7} {:>10.3f} {:>10.3f} {:>+7.1f}%\n", c.id, c.threads,
                        c.measured, c.model, 100 * c.error);
    auto at = std::find_if(kernels.begin(), kernels.end(),
                           [&](const auto& k) { return k.first == c.id; });
    if (at == kernels.end()) at = kernels.insert(kernels.end(), {c.id, Summary{}});
    for (Summary* s : {&at->second, &all}) {
      s->sum += std::abs(c.error);
      s->worst = std::max(s->worst, std::abs(c.error));
      ++s->points;
      s->within += std::abs(c.error) <= 0.05;
    }
  }
  text += fmt::format("\n{:<16} {:>7} {:>10} {:>10} {:>10}\n", "kernel", "points", "mean |err|",
                      "worst", "within 5%");
  kernels.emplace_back("all", all);
  for (const auto& [id, s] : kernels)
    text += fmt::format("{:<16} {:>7} {:>9.1f}% {:>9.1f}% {:>10}\n", id, s.points,
                        s.points ? 100 * s.sum / static_cast<double>(s.points) : 0.0, 100 * s.worst,
                        s.within);
  return text;
}

std::vector<uint32_t> sizesOption(const std::string& text) {
  std::vector<uint32_t> sizes;
  size_t at = 0;
  while (at <= text.size()) {
    const size_t comma = std::min(text.find(',', at), text.size());
    const std::string field = text.substr(at, comma - at);
    uint32_t value = 0;
    auto [tail, problem] = std::from_chars(field.data(), field.data() + field.size(), value);
    if (field.empty() || problem != std::errc() || tail != field.data() + field.size() ||
        value == 0 || value > 1024)
      throw OptionError{fmt::format("--sizes {}: '{}' is not a block size 1..1024", text, field)};
    sizes.push_back(value);
    at = comma + 1;
  }
  std::sort(sizes.begin(), sizes.end());
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  return sizes;
}

nlohmann::json comparisonJson(const std::vector<PointComparison>& compared) {
  nlohmann::json points = nlohmann::json::array();
  for (const PointComparison& c : compared)
    points.push_back({{"id", c.id},
                      {"threads", c.threads},
                      {"measured", c.measured},
                      {"model", c.model},
                      {"error", c.error}});
  return points;
}

}  // namespace

int studyWith(const OptionValues& options, std::ostream& out, std::ostream& err,
              const GpuOpener& openGpu) {
  const bool json = options.has("json");
  if (options.has("area")) {
    for (std::string_view other : {"model", "ops", "every", "threads", "plots", "against", "suite",
                                   "sizes", "device", "save", "calibrate", "output"})
      if (options.has(other))
        throw OptionError{fmt::format("--{} is the microbenchmarks'; not with --area", other)};
    std::vector<AreaRow> rows = areaTable();
    out << (json ? nlohmann::json{{"area", areaJson(rows)}}.dump(2) + "\n" : areaTableText(rows));
    return 0;
  }
  const bool onGpu = options.choice("device", kDevices, "sim") == "cuda";
  const bool calibrating = options.has("calibrate");
  if (options.has("save") && !onGpu)
    throw OptionError{"--save writes the GPU's measurements: it goes with --device cuda"};
  if (onGpu && options.has("against"))
    throw OptionError{"--against and --device cuda both give the measurements: one of them"};
  if (calibrating && !onGpu && !options.has("against"))
    throw OptionError{"--calibrate fits measurements: give --device cuda or --against FILE"};
  if (calibrating != options.has("output"))
    throw OptionError{calibrating ? "--calibrate writes a file: give -o FILE.toml"
                                  : "-o/--output is --calibrate's"};
  if (calibrating && !options.text("output").ends_with(".toml"))
    throw OptionError{fmt::format(
        "-o {}: a configuration's name ends in .toml (so that --model reads it as a file)",
        options.text("output"))};
  if (onGpu && options.has("threads"))
    throw OptionError{"--threads is the model's (host threads); the GPU runs one launch at a time"};

  StudyRequest request;
  const std::string modelName = options.text("model", onGpu ? "h100" : "gtx580");
  std::string error;
  std::optional<SmConfig> model = findSmConfig(modelName, error);
  // An unknown name or a file that does not load: a usage error, as
  // transfer's model:FILE.toml is.
  if (!model) throw OptionError{fmt::format("--model {}", error)};
  request.model = *model;
  request.gtx580 = configNamed("gtx580");
  request.planA = configNamed("plan-a");
  request.planB = configNamed("plan-b");
  const std::string suite = options.choice("suite", kSuites, "seed");
  request.suite = suite == "seed" ? Suite::Seed : suite == "classes" ? Suite::Classes : Suite::All;
  const int64_t ops = options.integer("ops", 1000, 1000000, 5000);
  if (ops % 1000 != 0) throw OptionError{fmt::format("--ops {}: not a multiple of 1000", ops)};
  request.ops = static_cast<uint64_t>(ops);
  request.threads = options.has("sizes") ? sizesOption(options.text("sizes"))
                                         : studyThreadCounts(options.has("every"));
  request.hostThreads = static_cast<unsigned>(options.integer("threads", 1, 256, 0));
  std::optional<std::filesystem::path> plots;
  if (options.has("plots")) {
    // The folder is made and checked now, not after the study's 20 s.
    plots = options.text("plots");
    std::error_code code;
    std::filesystem::create_directories(*plots, code);
    std::string writeError;
    if (code) writeError = code.message();
    if (!code && !std::filesystem::is_directory(*plots, code)) writeError = "not a directory";
    if (writeError.empty()) checkOutputFile(*plots / "plot.svg", writeError);
    if (!writeError.empty()) {
      err << fmt::format("gpuasm study: --plots {}: {}\n", plots->string(), writeError);
      return 1;
    }
  }
  for (std::string_view file : {"save", "output"}) {
    if (!options.has(file)) continue;
    std::string writeError;
    if (!checkOutputFile(std::filesystem::path(options.text(file)), writeError)) {
      err << fmt::format("gpuasm study: --{} {}: {}\n", file, options.text(file), writeError);
      return 1;
    }
  }

  std::vector<MeasuredPoint> measured;
  std::string measuredSource;
  if (options.has("against")) {
    const std::string file = options.text("against");
    InputText input = readInputFile(std::filesystem::path(file));
    if (!input.ok()) {
      err << fmt::format("gpuasm study: {}\n", input.message);
      return 1;
    }
    std::optional<std::vector<MeasuredPoint>> points = parseMeasuredPoints(input.text, file, error);
    if (!points) {
      err << fmt::format("gpuasm study: {}\n", error);
      return 1;
    }
    measured = std::move(*points);
    measuredSource = file;
    // The GPU's thread counts are the sweep, unless --sizes chooses.
    std::vector<uint32_t> threads;
    for (const MeasuredPoint& m : measured) threads.push_back(m.threads);
    std::sort(threads.begin(), threads.end());
    threads.erase(std::unique(threads.begin(), threads.end()), threads.end());
    if (!threads.empty() && !options.has("sizes")) request.threads = threads;
  }
  std::unique_ptr<Device> gpu;
  if (onGpu) {
    gpu = openGpu(error);
    if (!gpu) {
      err << fmt::format("gpuasm study: --device cuda: {}\n", error);
      return 1;
    }
    request.hardware = gpu.get();
  }

  StudyResult result;
  try {
    result = runStudy(request);
  } catch (const StudyError& e) {
    err << fmt::format("gpuasm study: {}\n", e.message);
    return 1;
  }
  if (onGpu) {
    measured = measuredOnHardware(result);
    measuredSource = fmt::format("{} (--device cuda)", result.hardwareName);
    for (const StudySeries& s : result.hardware)
      if (s.fault) err << fmt::format("gpuasm study: {} on {}: {}\n", s.id, s.model, *s.fault);
    if (options.has("save")) {
      std::string writeError;
      const std::string text = measuredPointsText(
          measured, fmt::format("{}, {} operations a thread: gpuasm study -t ptx --device cuda",
                                result.hardwareName, result.ops));
      if (!writeFileReplacing(std::filesystem::path(options.text("save")), text, writeError)) {
        err << fmt::format("gpuasm study: cannot write '{}': {}\n", options.text("save"),
                           writeError);
        return 1;
      }
    }
  }
  std::vector<std::string> written;
  if (plots) {
    for (const auto& [file, plot] : figures(result)) {
      std::string writeError;
      if (!writeFileReplacing(*plots / file, svgLinePlot(plot), writeError)) {
        err << fmt::format("gpuasm study: cannot write '{}': {}\n", (*plots / file).string(),
                           writeError);
        return 1;
      }
      written.push_back((*plots / file).string());
    }
  }
  const std::vector<PointComparison> compared = compareWithMeasured(result, measured);
  const bool comparing = onGpu || options.has("against");

  // Calibration: the fit, the file, and the calibrated model against the same points.
  std::optional<Calibration> calibration;
  std::vector<PointComparison> calibrated;
  if (calibrating) {
    std::optional<std::pair<std::string, std::string>> text = findSmConfigText(modelName, error);
    if (!text) throw OptionError{fmt::format("--model {}", error)};
    calibration =
        calibrate(request.model, text->first, text->second, measured,
                  fmt::format("{}-calibrated", request.model.name), measuredSource, error);
    if (!calibration) {
      err << fmt::format("gpuasm study: --calibrate: {}\n", error);
      return 1;
    }
    std::string writeError;
    if (!writeFileReplacing(std::filesystem::path(options.text("output")), calibration->toml,
                            writeError)) {
      err << fmt::format("gpuasm study: cannot write '{}': {}\n", options.text("output"),
                         writeError);
      return 1;
    }
    std::optional<SmConfig> fitted = loadSmConfig(calibration->toml, options.text("output"), error);
    if (!fitted) {
      err << fmt::format("gpuasm study: --calibrate: {}\n", error);
      return 1;
    }
    StudyRequest again = request;
    again.model = *fitted;
    again.hardware = nullptr;
    try {
      calibrated = compareWithMeasured(runStudy(again), measured);
    } catch (const StudyError& e) {
      err << fmt::format("gpuasm study: {}\n", e.message);
      return 1;
    }
  }

  if (json) {
    nlohmann::json j = studyJson(result);
    j["plots"] = written;
    j["suite"] = suite;
    if (onGpu) {
      nlohmann::json hardware = nlohmann::json::array();
      for (const StudySeries& s : result.hardware) {
        nlohmann::json points = nlohmann::json::array();
        for (const StudyPoint& p : s.points)
          points.push_back({{"threads", p.threads}, {"clock_span", p.clockSpan}});
        hardware.push_back({{"id", s.id},
                            {"label", s.label},
                            {"fault", s.fault ? nlohmann::json(*s.fault) : nlohmann::json(nullptr)},
                            {"points", points}});
      }
      j["device"] = result.hardwareName;
      j["hardware"] = hardware;
    }
    if (comparing) j["against"] = comparisonJson(compared);
    if (calibration) {
      nlohmann::json steps = nlohmann::json::array();
      for (const CalibrationStep& step : calibration->steps)
        steps.push_back({{"table", step.table},
                         {"key", step.key},
                         {"before", step.before},
                         {"after", step.after},
                         {"from", step.from}});
      j["calibration"] = {{"file", options.text("output")},
                          {"steps", steps},
                          {"skipped", calibration->skipped},
                          {"against", comparisonJson(calibrated)}};
    }
    out << j.dump(2) << "\n";
    return 0;
  }
  const std::string_view what = request.suite == Suite::Seed      ? "Seed 001, chapter 4"
                                : request.suite == Suite::Classes ? "The instruction classes"
                                                                  : "Every microbenchmark";
  out << fmt::format(
      "{}, on the SM model {}: one block of 1..1024 threads, {} multiplications "
      "a thread\n(the seed ran 1,000,000: its cycles are these x {:g}; the model is linear in "
      "the loop's iterations, and the knees are per iteration)\n\ncycles, the %clock64 span of "
      "the block (first start to last stop):\n",
      what, result.model, result.ops, 1e6 / static_cast<double>(result.ops));
  out << cyclesTable(result);
  if (!result.findings.empty()) out << "\n" << findingsTable(result);
  if (comparing) out << "\n" << againstTable(compared, measuredSource);
  if (calibration) {
    out << fmt::format("\ncalibrated {} into {} ({}):\n", result.model, options.text("output"),
                       fmt::format("{}-calibrated", request.model.name));
    for (const CalibrationStep& step : calibration->steps)
      out << fmt::format("  {} {}: {} -> {}  ({})\n", step.table, step.key, step.before, step.after,
                         step.from);
    for (const std::string& skipped : calibration->skipped)
      out << fmt::format("  not fitted: {}\n", skipped);
    out << "\nthe calibrated model " << againstTable(calibrated, measuredSource);
  }
  for (const std::string& file : written) out << "wrote " << file << "\n";
  if (options.has("save")) out << "wrote " << options.text("save") << "\n";
  if (calibration) out << "wrote " << options.text("output") << "\n";
  out << fmt::format(
      "\n{} launches, {} thread-instructions on the model in {:.1f} s on {} host threads "
      "({:.3g} a second)\n",
      result.launches, result.threadInstructions, result.hostSeconds, result.hostThreads,
      result.hostSeconds > 0 ? static_cast<double>(result.threadInstructions) / result.hostSeconds
                             : 0.0);
  return 0;
}

namespace {

int study(const OptionValues& options, std::ostream& out, std::ostream& err) {
  return studyWith(options, out, err,
                   [](std::string& error) { return openDevice(DeviceKind::Cuda, error); });
}

}  // namespace

TargetCommand studyCommand() {
  return {"study",
          "Seed 001's microbenchmarks and the instruction classes on the SM timing model, "
          "beside the seed's figures or a GPU's (--device cuda, --against), --calibrate to fit a "
          "configuration to a GPU; or with --area the seed's cost model",
          kStudyOptions, &study};
}

}  // namespace gpuasm::ptx
