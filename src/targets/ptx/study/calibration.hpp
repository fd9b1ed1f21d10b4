// Calibration (issue 29, item 3): an SM configuration's latencies and issue
// intervals fitted to a GPU's measurements of the microbenchmarks
// (study.hpp), written back into the configuration's own TOML text, comments
// and all, so that the result is a preset the user can read and edit.
//
// Each fitted value comes from one point, by the model's own rules
// (docs/sm-model.md, "The engine"):
//   latency   the one-chain kernel at one thread: one warp, each operation
//             waiting for the last, so its cycles an operation are the
//             dependent latency (the loop's own instructions issue in its shadow);
//   interval  the four-chain kernel (the one-chain one where there is none) at
//             the most threads measured, when it is bound by the pipe there
//             (25 % slower an operation than at one thread): the SM then
//             retires sum(lanes / interval) operations a cycle over the units
//             that execute the class, so interval = lanes x cycles / threads,
//             per PTX instruction of the operation;
//   shared    lds_x1 at one thread is [memory] shared_latency.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/ptx/sm_model.hpp"
#include "targets/ptx/study/study.hpp"

namespace gpuasm::ptx {

struct CalibrationStep {
  std::string table;  // "[[ptxas]] mad.hi.u32 ...", "[class.float-mul]", "[memory]"
  std::string key;    // "latency", "interval", "shared_latency"
  uint32_t before = 0, after = 0;
  std::string from;  // the measurement: "mul_hi_x1, 1 thread: 6.02 cycles an operation"
};

struct Calibration {
  std::vector<CalibrationStep> steps;
  // What could not be fitted, and why ("mad_wide_x4: not measured").
  std::vector<std::string> skipped;
  std::string toml;  // the base configuration's text with the fitted values, renamed
};

// `baseText` is the text `base` was loaded from (findSmConfigText), named
// `baseName` in messages; `name` the new configuration's name; `source` says
// where the measurements come from (a comment in the file). Nothing, with
// `error`, when the text cannot be edited (it does not parse) or the result
// does not load.
std::optional<Calibration> calibrate(const SmConfig& base, std::string_view baseText,
                                     std::string_view baseName,
                                     std::span<const MeasuredPoint> measured, std::string_view name,
                                     std::string_view source, std::string& error);

}  // namespace gpuasm::ptx
