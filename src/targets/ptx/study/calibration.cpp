// The fit of calibration.hpp, and the edits that write it into the
// configuration's TOML text: each fitted key's value replaced on its own line
// under a comment that says where it came from (a key the table lacks is
// added under the table's header), so the file keeps its sources and layout.
#include "targets/ptx/study/calibration.hpp"

#include <fmt/format.h>
#include <toml++/toml.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace gpuasm::ptx {
namespace {

// A PTX instruction the suite isolates: the microbenchmark whose one chain
// at one thread gives its latency, the one whose largest block gives its
// interval, and how many such instructions an operation of them is.
struct Fit {
  std::string_view ptx;
  OpClass fallback;  // its class, timed by [class.NAME] where no [[ptxas]] row names it
  std::string_view latencyFrom, intervalFrom;
  uint32_t instructions;
};
// The seed's multiplies first: where several instructions share a row or a
// class, the first fit of a key wins.
constexpr Fit kFits[] = {
    {"mul.lo.u32", OpClass::IntMul, "int", "int", 1},
    {"mul.rn.f32", OpClass::FloatMul, "float", "float", 1},
    {"mad.hi.u32", OpClass::IntMul, "mul_hi_x1", "mul_hi_x4", 1},
    {"mad.wide.u32", OpClass::IntMul64, "mad_wide_x1", "mad_wide_x4", 1},
    {"addc.cc.u32", OpClass::IntAlu, "addc_x1", "addc_x1", 1},
    {"lop3.b32", OpClass::IntAlu, "lop3_x1", "lop3_x4", 1},
    {"shf.l.wrap.b32", OpClass::IntAlu, "shf_x1", "shf_x4", 1},
    {"fma.rn.f32", OpClass::FloatMul, "ffma_x1", "ffma_x4", 1},
    // Montgomery's pair: two PTX instructions an operation (ptxas's one
    // IMAD.WIDE, each timed as half of it); the low words are the chain.
    {"mad.lo.cc.u32", OpClass::IntMul, "mont_x1", "mont_x4", 2},
    {"madc.hi.u32", OpClass::IntMul, "mont_x1", "mont_x4", 2},
};
// An interval is fitted only where the largest block is this much slower an
// operation than one thread: bound by the pipe, not by the chain's latency.
constexpr double kPipeBound = 1.25;

// Where a key's value sits in the text, or where to add it.
struct Place {
  size_t line = 0;  // 1-based: of the key, or of the table's header when missing
  bool present = false;
  std::string tableName;
};

struct Edit {
  size_t line;
  bool replace;  // the key's line, else a new line after `line`
  std::string key;
  uint32_t value;
  std::string comment;
};

std::vector<std::string> linesOf(std::string_view text) {
  std::vector<std::string> lines;
  size_t at = 0;
  while (at < text.size()) {
    const size_t end = text.find('\n', at);
    lines.emplace_back(text.substr(at, end == std::string_view::npos ? end : end - at));
    if (end == std::string_view::npos) break;
    at = end + 1;
  }
  return lines;
}

std::optional<Place> keyIn(const toml::table* table, std::string_view key, std::string tableName) {
  if (!table) return std::nullopt;
  Place place;
  place.tableName = std::move(tableName);
  if (const toml::node* node = table->get(key)) {
    place.line = node->source().begin.line;
    place.present = true;
  } else {
    place.line = table->source().begin.line;
  }
  return place;
}

const MeasuredPoint* pointOf(std::span<const MeasuredPoint> measured, std::string_view id,
                             bool largest) {
  const MeasuredPoint* best = nullptr;
  for (const MeasuredPoint& m : measured) {
    if (m.id != id) continue;
    if (!best || (largest ? m.threads > best->threads : m.threads < best->threads)) best = &m;
  }
  return best;
}

}  // namespace

std::optional<Calibration> calibrate(const SmConfig& base, std::string_view baseText,
                                     std::string_view baseName,
                                     std::span<const MeasuredPoint> measured, std::string_view name,
                                     std::string_view source, std::string& error) {
  toml::table root;
  try {
    root = toml::parse(baseText, baseName);
  } catch (const toml::parse_error& e) {
    error = fmt::format("{}: {}", baseName, e.description());
    return std::nullopt;
  }
  Calibration result;
  std::vector<Edit> edits;
  std::map<std::string, std::string> fitted;  // "table/key" -> the fit that set it
  const toml::array* rows = root["ptxas"].as_array();

  auto record = [&](const Place& place, std::string_view key, uint32_t before, uint32_t after,
                    std::string from) {
    const std::string id = fmt::format("{}/{}", place.tableName, key);
    if (auto at = fitted.find(id); at != fitted.end()) {
      result.skipped.push_back(fmt::format("{} {} from {}: already fitted from {}", place.tableName,
                                           key, from, at->second));
      return;
    }
    fitted.emplace(id, from);
    edits.push_back({place.line, place.present, std::string(key), after,
                     fmt::format("calibrated: {} (was {}) from {}", after, before, from)});
    result.steps.push_back({place.tableName, std::string(key), before, after, std::move(from)});
  };

  for (const Fit& fit : kFits) {
    // The row or class that times the instruction, and its current values.
    const PtxasOp* row = base.ptxasFor(fit.ptx);
    if (row && row->sass.empty()) {
      result.skipped.push_back(fmt::format("{}: ptxas emits nothing for it", fit.ptx));
      continue;
    }
    const OpClass opClass = row ? row->opClass : fit.fallback;
    const ClassTiming classTiming = base.timing[static_cast<size_t>(opClass)];
    const uint32_t latency = row ? row->latency : classTiming.latency;
    const uint32_t interval = row ? row->interval : classTiming.interval;
    uint32_t lanes = 0;
    for (const UnitGroup& unit : base.units)
      if (std::find(unit.classes.begin(), unit.classes.end(), opClass) != unit.classes.end())
        lanes += unit.lanes;
    if (lanes == 0) {
      result.skipped.push_back(
          fmt::format("{}: no unit of {} executes {}", fit.ptx, base.name, opClassName(opClass)));
      continue;
    }
    std::optional<Place> latencyPlace, intervalPlace;
    if (row) {
      const size_t index = static_cast<size_t>(row - base.ptxas.data());
      const toml::table* table =
          rows && index < rows->size() ? rows->get(index)->as_table() : nullptr;
      const std::string tableName = fmt::format("[[ptxas]] {}", fmt::join(row->ptx, " "));
      latencyPlace = keyIn(table, "latency", tableName);
      intervalPlace = keyIn(table, "interval", tableName);
    } else {
      const toml::table* classes = root["class"].as_table();
      const toml::table* table =
          classes ? classes->get_as<toml::table>(opClassName(opClass)) : nullptr;
      const std::string tableName = fmt::format("[class.{}]", opClassName(opClass));
      latencyPlace = keyIn(table, "latency", tableName);
      intervalPlace = keyIn(table, "interval", tableName);
    }
    if (!latencyPlace || !intervalPlace) {
      result.skipped.push_back(fmt::format("{}: its table is not in {}", fit.ptx, baseName));
      continue;
    }

    if (!pointOf(measured, fit.latencyFrom, false) && !pointOf(measured, fit.intervalFrom, false)) {
      result.skipped.push_back(
          fmt::format("{}: {} not measured", fit.ptx,
                      fit.latencyFrom == fit.intervalFrom
                          ? std::string(fit.latencyFrom)
                          : fmt::format("{} and {}", fit.latencyFrom, fit.intervalFrom)));
      continue;
    }
    const MeasuredPoint* one = pointOf(measured, fit.latencyFrom, false);
    if (!one || one->threads != 1) {
      result.skipped.push_back(
          fmt::format("{} latency: {} not measured at 1 thread", fit.ptx, fit.latencyFrom));
    } else {
      const uint32_t fittedLatency =
          std::clamp<uint32_t>(static_cast<uint32_t>(std::lround(one->perOp)), 1, 1000000);
      record(*latencyPlace, "latency", latency, fittedLatency,
             fmt::format("{} at 1 thread: {:.2f} cycles an operation", one->id, one->perOp));
    }

    const Microbenchmark* wide = findMicrobenchmark(fit.intervalFrom);
    const MeasuredPoint* full = pointOf(measured, fit.intervalFrom, true);
    const MeasuredPoint* alone = pointOf(measured, fit.intervalFrom, false);
    if (!wide || !full || !alone || full->threads == alone->threads) {
      result.skipped.push_back(fmt::format("{} interval: {} not measured at two thread counts",
                                           fit.ptx, fit.intervalFrom));
      continue;
    }
    if (full->perOp < kPipeBound * alone->perOp) {
      result.skipped.push_back(fmt::format(
          "{} interval: {} at {} threads ({:.2f} cycles an operation) is not bound by the pipe "
          "(at {} threads: {:.2f})",
          fit.ptx, full->id, full->threads, full->perOp, alone->threads, alone->perOp));
      continue;
    }
    // A warp instruction holds a unit ceil(32 / lanes) x interval cycles: the
    // SM retires lanes / interval of the class's operations a cycle.
    const double exact = static_cast<double>(lanes) * full->perOp /
                         (static_cast<double>(full->threads) * fit.instructions);
    const uint32_t fittedInterval =
        std::clamp<uint32_t>(static_cast<uint32_t>(std::lround(exact)), 1, 1024);
    record(*intervalPlace, "interval", interval, fittedInterval,
           fmt::format("{} at {} threads: {:.2f} cycles an operation on {} lanes", full->id,
                       full->threads, full->perOp, lanes));
  }

  if (const MeasuredPoint* lds = pointOf(measured, "lds_x1", false); lds && lds->threads == 1) {
    const toml::table* memory = root["memory"].as_table();
    Place place;
    place.tableName = "[memory]";
    if (memory) {
      place = *keyIn(memory, "shared_latency", "[memory]");
    } else {
      place.line = 0;  // a [memory] table is added at the end
    }
    record(place, "shared_latency", base.memory.sharedLatency,
           std::clamp<uint32_t>(static_cast<uint32_t>(std::lround(lds->perOp)), 1, 1000000),
           fmt::format("lds_x1 at 1 thread: {:.2f} cycles a load", lds->perOp));
  } else {
    result.skipped.push_back("[memory] shared_latency: lds_x1 not measured at 1 thread");
  }

  // The edits, from the last line up, so that each line number holds.
  std::vector<std::string> lines = linesOf(baseText);
  // The name first: it is a top-level key, above every table the edits add lines to.
  if (const toml::node* nameNode = root.get("name")) {
    const size_t index = nameNode->source().begin.line - 1;
    std::string quoted;
    for (char c : name) {
      if (c == '"' || c == '\\') quoted += '\\';
      quoted += c;
    }
    if (index < lines.size())
      lines[index] = fmt::format("name = \"{}\"  # calibrated from {}", quoted, base.name);
  }
  std::stable_sort(edits.begin(), edits.end(),
                   [](const Edit& a, const Edit& b) { return a.line > b.line; });
  std::string appended;
  for (const Edit& e : edits) {
    if (e.line == 0) {
      appended += fmt::format("\n[memory]\n# {}\n{} = {}\n", e.comment, e.key, e.value);
      continue;
    }
    const size_t index = e.line - 1;
    if (index >= lines.size()) continue;
    std::string indent;
    if (e.replace) {
      // "key = value   # its source": the value replaced, the rest kept.
      std::string& line = lines[index];
      const size_t equals = line.find('=');
      size_t begin = line.find_first_not_of(" \t", equals + 1);
      size_t end = line.find_first_not_of("0123456789_", begin);
      if (end == std::string::npos) end = line.size();
      indent = line.substr(0, line.find_first_not_of(" \t"));
      line = line.substr(0, begin) + std::to_string(e.value) + line.substr(end);
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(index),
                   fmt::format("{}# {}", indent, e.comment));
    } else {
      lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(index) + 1,
                   fmt::format("{} = {}  # {}", e.key, e.value, e.comment));
    }
  }
  std::string text = fmt::format(
      "# Calibrated by `gpuasm study -t ptx --calibrate` from {} ({}) against {}:\n"
      "# each value it fitted says so above its line (docs/sm-model.md, \"Calibration\").\n",
      base.name, baseName, source);
  for (const std::string& line : lines) text += line + "\n";
  text += appended;
  std::string loadError;
  if (!loadSmConfig(text, fmt::format("{} (calibrated)", baseName), loadError)) {
    error = fmt::format("the calibrated configuration does not load: {}", loadError);
    return std::nullopt;
  }
  result.toml = std::move(text);
  return result;
}

}  // namespace gpuasm::ptx
