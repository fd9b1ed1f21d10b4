// A small line-plot writer for the studies' figures (`gpuasm study`): a few
// series of (x, y) points as an SVG document. The y axis is linear from zero;
// the x axis is linear from zero, or logarithmic to base 2 for sweeps over
// sizes that double (4 KB .. 256 MB), with its ticks at the powers of two.
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

enum class PlotXAxis { Linear, Log2 };

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

}  // namespace gpuasm
