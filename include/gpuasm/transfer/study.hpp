// `gpuasm study transfer` (seed 004, figure 7.3): bandwidth over transfer
// sizes for a few series, each a pair of endpoints and a strategy. Every size
// of a series gets buffers of its own; the first transfer into them is a
// warm-up that is not counted (the seed left out the first transfer, which
// pays for pinning), and the median of the counted ones stands for the size.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gpuasm/transfer/transfer.hpp"

namespace gpuasm::transfer {

struct StudySeries {
  std::string from, to;
  Strategy strategy = Strategy::Concurrent;
  // Shown in tables and legends; empty: "FROM -> TO STRATEGY".
  std::string label = {};
};

std::string seriesLabel(const StudySeries& series);

struct StudyPlan {
  std::vector<StudySeries> series;
  std::vector<std::size_t> sizes;  // bytes, ascending
  unsigned warmups = 1;            // uncounted transfers before the counted ones
  unsigned repeats = 3;            // counted transfers; their median is the point
  // The strategy of each series replaces options.strategy.
  TransferOptions options = {};
  // Opens a series' endpoints by name; empty: openEndpoints. (A program with
  // endpoints of its own, or a test, puts them in here.)
  std::function<EndpointPair(std::string_view from, std::string_view to)> open = nullptr;
};

// The sizes from `smallest` to `largest` doubling (both included when
// `largest` is `smallest` times a power of two). Throws TransferUsageError for
// an empty range.
std::vector<std::size_t> doublingSizes(std::size_t smallest, std::size_t largest);

// A size as the study prints it: "4K", "1M", "3000" (powers of 1024 where
// the size is a whole number of them).
std::string sizeText(std::size_t bytes);

// The seed's figure 7.3 on the modelled devices: FPGA to GPU and GPU to FPGA,
// each sequential, concurrent and direct, and the host (pinned) to and from
// the FPGA, which the seed shows as the upper limit; 4 KB to 256 MB; blocks
// by the seed's rule (section 7.4).
StudyPlan seedFigurePlan();

struct StudyPoint {
  std::size_t bytes = 0;
  std::optional<TransferReport> median = std::nullopt;  // absent when it failed
  std::string error = {};                               // why it failed
};

struct StudySeriesResult {
  StudySeries series;
  // Why the series did not run at all (no direct path between its endpoints);
  // empty when it ran.
  std::string skipped = {};
  std::vector<StudyPoint> points = {};
};

// Called after every transfer with how many of all the plan's transfers are
// done, and what ran.
using StudyProgress = std::function<void(std::size_t done, std::size_t total,
                                         const StudySeries& series, std::size_t bytes)>;

// Runs the plan. A series whose strategy the pair cannot serve is skipped with
// the reason; a size that fails (a device error, a verification mismatch, memory that
// cannot be allocated: any exception) is
// recorded with the reason and the series goes on. Throws TransferUsageError
// for an endpoint name that does not parse or does not exist.
std::vector<StudySeriesResult> runStudy(const StudyPlan& plan, const StudyProgress& progress = {});

// The results as an SVG line plot like the seed's figure 7.3: MB/s over the
// size on a log2 axis, a line a series that ran.
std::string studyFigureSvg(const std::vector<StudySeriesResult>& results);

}  // namespace gpuasm::transfer
