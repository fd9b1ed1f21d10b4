// Small plot writers for the studies' figures (`gpuasm study`, `aes --bench
// --plot`), as SVG text.
//
// A line plot: a few series of (x, y) points. The y axis is linear from zero;
// the x axis is linear from zero (round decimal ticks, or multiples of a power
// of two for counts that are: threads), or logarithmic to base 2 for sweeps
// over sizes that double (4 KB .. 256 MB), with its ticks at the powers of
// two. Each series has its own colour, marker and dash pattern, so that series
// that coincide stay visible; the legend says which coincide.
//
// A log bar chart: groups of bars on a log10 axis whose floor is a decade
// below the smallest bar, so that no bar vanishes into it; bars of zero, which
// a log axis cannot show, are counted in a note.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

namespace gpuasm {

struct PlotSeries {
  std::string label;
  std::vector<std::pair<double, double>> points;  // in x order
};

// Linear: ticks at fifths of a round decimal number. LinearPowerOfTwo: ticks
// at multiples of a power of two (0, 256, 512, ...; 32 apart for small
// counts). Log2: ticks at powers of two.
enum class PlotXAxis { Linear, LinearPowerOfTwo, Log2 };

struct LinePlot {
  std::string title;
  std::string xLabel, yLabel;
  std::vector<PlotSeries> series;
  PlotXAxis xAxis = PlotXAxis::Linear;
  // How an x tick reads (Log2: "4K", "1M"); empty: the number itself.
  std::function<std::string(double)> xTickText = nullptr;
};

// Log2 axes need every x above zero; a point that is not is left out.
std::string svgLinePlot(const LinePlot& plot);

struct LogBarChart {
  std::string title;
  std::string unit;                         // of the values, for the axis note ("MB/s")
  std::vector<std::string> groups;          // along x, a label under each
  std::vector<std::string> series;          // a colour each, in the legend
  std::vector<std::vector<double>> values;  // [series][group]; NaN: no bar
  double width = 900, height = 420;
};

// The chart's elements (no <svg> element: the caller stacks panels).
std::string svgLogBarPanel(const LogBarChart& chart);

}  // namespace gpuasm
